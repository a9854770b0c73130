// Series-parallel task graphs as Kokkos graphs (exec/sp_graph.hpp) on the build's default execution
// space: converted random DAGs (unit and weighted, with zero-work synchronization vertices) run
// every task once, and the recorded execution order keeps every precedence of the original DAG; a
// non-SP DAG is refused with the recognizer's witness. On Kokkos' default graph implementation
// (a flag reset per sink-to-root path, see the header) the Kokkos-graph cases stay at 10 to 40
// tasks, where it is fast; the test counts the paths first. Where the space has a graph backend
// of its own (CUDA graphs), converted DAGs of 1000 and 2000 tasks run as Kokkos graphs too.
// run_in_order takes converted DAGs of 2000 tasks everywhere.
#include <doctest/doctest.h>

#include <pebble/exec/sp_graph.hpp>
#include <pebble/graph/sp_conversion.hpp>

#include <algorithm>
#include <random>
#include <vector>

using namespace pebble;

namespace {

using space = Kokkos::DefaultExecutionSpace;
using counter_view = Kokkos::View<std::int64_t*, space::memory_space>;

// Each task takes a ticket when it runs (once per index, so `runs` counts the indices).
struct record {
  counter_view next, ticket, runs;
  KOKKOS_FUNCTION void operator()(graph::vertex v, std::int64_t) const {
    ticket(v) = Kokkos::atomic_fetch_add(&next(0), std::int64_t{1});
    Kokkos::atomic_add(&runs(v), std::int64_t{1});
  }
};

graph::dag random_dag(std::mt19937& rng, std::size_t n) {
  std::vector<graph::edge> e;
  for (graph::vertex v = 1; v < n; ++v)
    for (int k = 0; k < 3; ++k)
      e.push_back({std::uniform_int_distribution<graph::vertex>(v > 12 ? v - 12 : 0, v - 1)(rng), v});
  std::sort(e.begin(), e.end());
  e.erase(std::unique(e.begin(), e.end()), e.end());
  return graph::dag(n, e);
}

}  // namespace

// Sink-to-root paths of a DAG (what Kokkos 3.4's host graph walks per submit).
double paths(const graph::dag& g) {
  std::vector<double> count(g.size(), 0);
  double total = 0;
  for (graph::vertex v : graph::topological_order(g)) {
    if (g.in_degree(v) == 0) count[v] = 1;
    for (graph::vertex w : g.successors(v)) count[w] += count[v];
    if (g.out_degree(v) == 0) total += count[v];
  }
  return total;
}

TEST_CASE("a converted DAG runs as a Kokkos graph, every task once, every precedence kept") {
  std::mt19937 rng(42);
  for (int trial = 0; trial < 20; ++trial) {
    const graph::dag g = random_dag(rng, 10 + static_cast<std::size_t>(trial) * 3 / 2);
    graph::sp_conversion_options o;
    if (trial % 2)
      for (std::size_t v = 0; v < g.size(); ++v) o.cost.push_back(std::uniform_int_distribution<int>(1, 50)(rng));
    const graph::sp_conversion c = graph::to_series_parallel(g, o);
    const std::size_t n = c.graph.size();
    std::vector<std::int64_t> range(n, 1);
    for (std::size_t v = g.size(); v < n; ++v) range[v] = 0;  // synchronization vertices do nothing
    REQUIRE(paths(c.graph) < 1e5);
    record r{counter_view("next", 1), counter_view("ticket", n), counter_view("runs", n)};
    auto kokkos_graph = exec::series_parallel_graph(space(), c.graph, range, r);
    kokkos_graph.submit();
    space().fence();
    const auto ticket = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), r.ticket);
    const auto runs = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), r.runs);
    CAPTURE(trial);
    for (std::size_t v = 0; v < g.size(); ++v) CHECK(runs(v) == 1);
    for (const graph::edge& e : g.edges()) CHECK(ticket(e.first) < ticket(e.second));
  }
}

TEST_CASE("run_in_order: large converted DAGs, every task once, every precedence kept") {
  std::mt19937 rng(7);
  for (std::size_t n : {500, 2000}) {
    const graph::dag g = random_dag(rng, n);
    const graph::sp_conversion c = graph::to_series_parallel(g);
    CHECK(paths(c.graph) > 1e12);  // far beyond what Kokkos 3.4's host graph can walk
    const std::vector<std::int64_t> range(n, 1);
    record r{counter_view("next", 1), counter_view("ticket", n), counter_view("runs", n)};
    exec::run_in_order(space(), c.graph, range, r);
    const auto ticket = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), r.ticket);
    const auto runs = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), r.runs);
    for (std::size_t v = 0; v < n; ++v) CHECK(runs(v) == 1);
    for (const graph::edge& e : g.edges()) CHECK(ticket(e.first) < ticket(e.second));
  }
}

TEST_CASE("large converted DAGs as Kokkos graphs where the backend is native (CUDA graphs)" *
          doctest::skip(!exec::native_graph<space>)) {
  std::mt19937 rng(11);
  for (std::size_t n : {1000, 2000}) {
    const graph::dag g = random_dag(rng, n);
    graph::sp_conversion_options o;
    for (std::size_t v = 0; v < n; ++v) o.cost.push_back(std::uniform_int_distribution<int>(1, 50)(rng));
    const graph::sp_conversion c = graph::to_series_parallel(g, o);
    const std::size_t total = c.graph.size();
    std::vector<std::int64_t> range(total, 1);
    for (std::size_t v = n; v < total; ++v) range[v] = 0;  // synchronization vertices do nothing
    CHECK(paths(c.graph) > 1e12);                          // what the default implementation could never submit
    record r{counter_view("next", 1), counter_view("ticket", total), counter_view("runs", total)};
    auto kokkos_graph = exec::series_parallel_graph(space(), c.graph, range, r);
    for (int submit = 0; submit < 2; ++submit) kokkos_graph.submit();  // a graph is made to run again
    space().fence();
    const auto ticket = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), r.ticket);
    const auto runs = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), r.runs);
    CAPTURE(n);
    for (std::size_t v = 0; v < n; ++v) CHECK(runs(v) == 2);
    // the second submit's tickets: every precedence kept
    for (const graph::edge& e : g.edges()) CHECK(ticket(e.first) < ticket(e.second));
  }
}

TEST_CASE("kernels with ranges: every index of every task runs") {
  const std::vector<graph::edge> diamond = {{0, 1}, {0, 2}, {1, 3}, {2, 3}};
  const graph::dag g(4, diamond);
  const std::vector<std::int64_t> range = {5, 100, 7, 1};
  record r{counter_view("next", 1), counter_view("ticket", 4), counter_view("runs", 4)};
  auto kokkos_graph = exec::series_parallel_graph(space(), g, range, r);
  kokkos_graph.submit();
  space().fence();
  const auto runs = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), r.runs);
  for (std::size_t v = 0; v < 4; ++v) CHECK(runs(v) == range[v]);
}

TEST_CASE("a DAG that is not series-parallel is refused with the witness") {
  const std::vector<graph::edge> n_graph = {{0, 2}, {1, 2}, {1, 3}};
  const std::vector<std::int64_t> range(4, 1);
  record r{counter_view("next", 1), counter_view("ticket", 4), counter_view("runs", 4)};
  CHECK_THROWS_WITH_AS(
      static_cast<void>(exec::series_parallel_graph(space(), graph::dag(4, n_graph), range, r)),
      doctest::Contains("a Kokkos graph runs series-parallel DAGs only; this one is not series-parallel"),
      pebble::error);
}
