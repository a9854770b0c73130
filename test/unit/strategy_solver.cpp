// The optimal-strategy DP (PaSE): on random DAGs of at most 8 vertices with at most 6
// configurations each, the cost equals brute force over every strategy and the returned strategy
// has that cost, in every elimination order; on a chain of 200,000 operators it equals a chain DP
// (the quadratic planning took about 13 minutes there); a hand-worked chain; the budgets name the
// vertex, hold exactly at the estimate, and the estimate bounds every byte solve allocates
// (counted by this program's operator new); costs that are not finite are refused; cycles are
// named; the configuration sets of Alg. 1 and its options, against brute force, counted before
// they are stored; a solve in a constant expression.
#include <doctest/doctest.h>

#include <pebble/model/parser.hpp>
#include <pebble/strategy/configurations.hpp>
#include <pebble/strategy/cost_model.hpp>
#include <pebble/strategy/solver.hpp>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <new>
#include <random>
#include <vector>

using namespace pebble::strategy;

// Every allocation of this program goes through these, which count the bytes held: the budget
// tests compare what solve and build_problem really hold at their peak with their estimates. (Not
// under nvcc, which would make them device functions too: there nothing is counted, and the
// comparisons hold trivially; the g++ build checks them.)
namespace {
struct allocation_count {
  std::size_t live = 0, peak = 0;
};
allocation_count counted;
}  // namespace

#if !defined(__CUDACC__)
namespace {
constexpr std::size_t header = 16;  // keeps malloc's 16-byte alignment
}  // namespace

// (not inlined: GCC would otherwise check the frees below against the standard operator new)
[[gnu::noinline]] void* operator new(std::size_t n) {
  void* block = std::malloc(n + header);
  if (!block) throw std::bad_alloc();
  *static_cast<std::size_t*>(block) = n;
  counted.live += n;
  counted.peak = std::max(counted.peak, counted.live);
  return static_cast<char*>(block) + header;
}
[[gnu::noinline]] void operator delete(void* p) noexcept {
  if (!p) return;
  char* block = static_cast<char*>(p) - header;
  counted.live -= *reinterpret_cast<std::size_t*>(block);
  std::free(block);
}
[[gnu::noinline]] void operator delete(void* p, std::size_t) noexcept { operator delete(p); }
#endif

namespace {

// The most bytes held at once while `run` runs, beyond what was held before.
template <class Run>
std::size_t peak_allocation(Run&& run) {
  const std::size_t before = counted.live;
  counted.peak = before;
  run();
  return counted.peak - before;
}

// A problem of n vertices with random configuration counts (1..max_configs), integer costs (so
// every sum is exact), and random edges i -> j (i < j) with probability `density`.
strategy_problem random_problem(std::mt19937& rng, std::size_t n, std::size_t max_configs, double density) {
  strategy_problem p(8);
  std::uniform_int_distribution<std::size_t> configs(1, max_configs);
  std::uniform_int_distribution<int> cost(0, 50);
  std::bernoulli_distribution edge(density);
  for (std::size_t v = 0; v < n; ++v) {
    const std::size_t m = configs(rng);
    std::vector<configuration> cs;
    std::vector<double> c;
    for (std::size_t k = 0; k < m; ++k) {
      cs.push_back(configuration{static_cast<std::int64_t>(k + 1)});
      c.push_back(cost(rng));
    }
    p.add_vertex(static_cast<std::int64_t>(100 + 7 * v), cs, c);  // ids unrelated to indices
  }
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j)
      if (edge(rng)) {
        std::vector<double> c(p.vertex(i).configs * p.vertex(j).configs);
        for (double& x : c) x = cost(rng);
        p.add_edge(i, j, c);
      }
  return p;
}

double brute_force(const strategy_problem& p) {
  std::vector<std::size_t> choice(p.size(), 0);
  double best = 1e300;
  while (true) {
    best = std::min(best, strategy_cost(p, choice));
    std::size_t v = 0;
    while (v < p.size() && ++choice[v] == p.vertex(v).configs) choice[v++] = 0;
    if (v == p.size()) return best;
  }
}

}  // namespace

TEST_CASE("the DP equals brute force on random small DAGs, in every elimination order") {
  std::mt19937 rng(20261122);
  std::size_t problems = 0;
  for (std::size_t n = 1; n <= 8; ++n)
    for (double density : {0.2, 0.5, 0.9})
      for (int trial = 0; trial < (n <= 6 ? 12 : 4); ++trial) {
        const strategy_problem p = random_problem(rng, n, 6, density);
        const double expected = brute_force(p);
        for (elimination_order order : {elimination_order::automatic, elimination_order::fewest_neighbours,
                                        elimination_order::fewest_dependents}) {
          const strategy_solution s = solve(p, {order});
          CAPTURE(n);
          CAPTURE(density);
          CHECK(s.cost == expected);
          CHECK(strategy_cost(p, s.choice) == expected);
          CHECK(s.stats.elimination.size() == n);
        }
        ++problems;
      }
  CHECK(problems == 6 * 3 * 12 + 2 * 3 * 4);
}

TEST_CASE("a chain of 200,000 operators: the DP equals a chain DP, in every order") {
  // Elimination planning used to scan every vertex at every step (O(n^2), about 13 minutes here);
  // the answer must not change with the heap that replaced the scan.
  const std::size_t n = 200000;
  std::mt19937 rng(16);
  std::uniform_int_distribution<std::size_t> configs(1, 4);
  std::uniform_int_distribution<int> cost(0, 50);
  strategy_problem p(4);
  std::vector<configuration> cs;
  for (std::int64_t k = 1; k <= 4; ++k) cs.push_back(configuration{k});
  for (std::size_t v = 0; v < n; ++v) {
    std::vector<double> c(configs(rng));
    for (double& x : c) x = cost(rng);
    p.add_vertex(static_cast<std::int64_t>(3 * v + 1), std::span(cs).first(c.size()), c);
  }
  for (std::size_t v = 0; v + 1 < n; ++v) {
    std::vector<double> c(p.vertex(v).configs * p.vertex(v + 1).configs);
    for (double& x : c) x = cost(rng);
    p.add_edge(v, v + 1, c);
  }
  // the chain DP: best[c], the cheapest prefix ending in configuration c of the last vertex
  std::vector<double> best(p.vertex_cost(0).begin(), p.vertex_cost(0).end());
  for (std::size_t v = 1; v < n; ++v) {
    const std::size_t rows = p.vertex(v - 1).configs, cols = p.vertex(v).configs;
    std::vector<double> next(cols, std::numeric_limits<double>::infinity());
    for (std::size_t b = 0; b < cols; ++b)
      for (std::size_t a = 0; a < rows; ++a)
        next[b] = std::min(next[b], best[a] + p.edge_cost(v - 1)[a * cols + b] + p.vertex_cost(v)[b]);
    best = next;
  }
  const double expected = *std::min_element(best.begin(), best.end());
  for (elimination_order order :
       {elimination_order::automatic, elimination_order::fewest_neighbours, elimination_order::fewest_dependents}) {
    const strategy_solution s = solve(p, {order});
    CHECK(s.cost == expected);
    CHECK(strategy_cost(p, s.choice) == expected);
    CHECK(s.stats.largest_dependents == 1);
  }
}

TEST_CASE("a chain by hand: the cheap redistribution beats the cheap operators") {
  // a -> b -> c, two configurations each. Vertex costs favour configuration 0 for a and c and 1 for b;
  // switching between different configurations costs 10 on either edge.
  strategy_problem p(2);
  const configuration rows{2, 1}, cols{1, 2};
  const std::vector<configuration> two = {rows, cols};
  const std::size_t a = p.add_vertex(1, two, std::vector<double>{1, 3});
  const std::size_t b = p.add_vertex(2, two, std::vector<double>{4, 1});
  const std::size_t c = p.add_vertex(3, two, std::vector<double>{1, 3});
  const std::vector<double> switching = {0, 10, 10, 0};
  p.add_edge(a, b, switching);
  p.add_edge(b, c, switching);
  const strategy_solution s = solve(p);
  // all rows: 1 + 4 + 1 = 6; b by columns: 1 + 1 + 1 + 20 = 23; all columns: 3 + 1 + 3 = 7
  CHECK(s.cost == 6);
  CHECK(s.choice == std::vector<std::size_t>{0, 0, 0});
  CHECK(p.configs(b)[s.choice[b]] == rows);
}

TEST_CASE("disconnected operators: the costs of the components add up") {
  strategy_problem p(4);
  const std::vector<configuration> cs = {configuration{1}, configuration{2}, configuration{4}};
  p.add_vertex(0, cs, std::vector<double>{3, 2, 5});
  p.add_vertex(1, cs, std::vector<double>{7, 9, 1});
  const strategy_solution s = solve(p);
  CHECK(s.cost == 3);
  CHECK(s.choice == std::vector<std::size_t>{1, 2});
}

TEST_CASE("the memory budget: the error names the vertex and the table") {
  // every vertex joined to every other: eliminating the first needs a table over the other 9
  std::mt19937 rng(7);
  strategy_problem p(8);
  std::vector<configuration> cs;
  for (std::int64_t k = 1; k <= 20; ++k) cs.push_back(configuration{k});
  const std::vector<double> zero(20, 0.0), zero2(400, 0.0);
  for (std::int64_t v = 0; v < 10; ++v) p.add_vertex(v, cs, zero);
  for (std::size_t i = 0; i < 10; ++i)
    for (std::size_t j = i + 1; j < 10; ++j) p.add_edge(i, j, zero2);
  CHECK_THROWS_WITH_AS(
      (void)solve(p, {elimination_order::fewest_neighbours, 1e9}),
      doctest::Contains("eliminating vertex 0 needs a table over its 9 dependent vertices (1, 2, 3, 4, 5, "
                        "6, 7, 8, 9): 512000000000 entries"),
      pebble::error);
  // a budget that fits a smaller problem passes
  strategy_problem small(8);
  for (std::int64_t v = 0; v < 4; ++v) small.add_vertex(v, cs, zero);
  for (std::size_t i = 0; i < 4; ++i)
    for (std::size_t j = i + 1; j < 4; ++j) small.add_edge(i, j, zero2);
  const strategy_solution s = solve(small, {elimination_order::automatic, 1e6});
  CHECK(s.cost == 0);
  CHECK(s.stats.largest_join == 20 * 20 * 20 * 20);
  CHECK(s.stats.largest_dependents == 3);
  CHECK(s.stats.peak_bytes <= 1e6);
}

TEST_CASE("the budgets hold at the estimate: solve allocates at most peak_bytes, and fails one byte or sum below") {
  std::mt19937 rng(2024);
  std::vector<strategy_problem> problems;
  for (std::size_t n : {1, 2, 5, 8, 12})
    for (double density : {0.2, 0.6, 1.0}) problems.push_back(random_problem(rng, n, 6, density));
  // a chain, a star, and vertices of one configuration (empty tables, long dependent sets)
  strategy_problem chain(4), star(4), ones(4);
  const std::vector<configuration> three = {configuration{1}, configuration{2}, configuration{4}},
                                   one = {configuration{1}};
  for (std::int64_t v = 0; v < 300; ++v) {
    chain.add_vertex(v, three, std::vector<double>{1, 2, 3});
    star.add_vertex(v, three, std::vector<double>{3, 2, 1});
    ones.add_vertex(v, one, std::vector<double>{1});
  }
  for (std::size_t v = 1; v < 300; ++v) {
    chain.add_edge(v - 1, v, std::vector<double>(9, 1.0));
    star.add_edge(0, v, std::vector<double>(9, 2.0));
    for (std::size_t u = v >= 40 ? v - 40 : 0; u < v; ++u) ones.add_edge(u, v, std::vector<double>{1});
  }
  problems.push_back(chain);
  problems.push_back(star);
  problems.push_back(ones);
  std::size_t checked = 0;
  for (const strategy_problem& p : problems)
    for (elimination_order order :
         {elimination_order::automatic, elimination_order::fewest_neighbours, elimination_order::fewest_dependents}) {
      strategy_solution s;
      const std::size_t held = peak_allocation([&] { s = solve(p, {order}); });
      CAPTURE(p.size());
      CAPTURE(static_cast<int>(order));
      CHECK(static_cast<double>(held) <= s.stats.peak_bytes);
      CHECK(s.stats.table_bytes <= s.stats.peak_bytes);
      // exactly at the estimates it runs; a byte or a sum less and it fails before allocating the
      // tables (automatic may instead stop planning the order it does not take, and fit)
      CHECK(solve(p, {order, s.stats.peak_bytes, s.stats.work}).cost == s.cost);
      if (order != elimination_order::automatic) {
        try {
          (void)solve(p, {order, s.stats.peak_bytes - 1, s.stats.work});
          FAIL("no budget_error");
        } catch (const budget_error& e) {
          CHECK(e.exceeded() == budget_error::resource::memory);
          CHECK(e.needed() > e.budget());
        }
        CHECK_THROWS_AS((void)solve(p, {order, s.stats.peak_bytes, s.stats.work - 1}), budget_error);
      } else {
        double peak = 0;
        try {
          peak = solve(p, {order, s.stats.peak_bytes - 1, s.stats.work}).stats.peak_bytes;
        } catch (const budget_error&) {
        }
        CHECK(peak <= s.stats.peak_bytes - 1);
      }
      // the shape alone gives the same estimate, before any cost table exists
      std::vector<std::size_t> configs;
      std::vector<std::pair<std::size_t, std::size_t>> ends;
      for (std::size_t v = 0; v < p.size(); ++v) configs.push_back(p.vertex(v).configs);
      for (const auto& x : p.edges()) ends.emplace_back(x.src, x.dst);
      const search_estimate e = estimate_search({configs, ends}, {order});
      CHECK(e.peak_bytes == s.stats.peak_bytes);
      CHECK(e.work == s.stats.work);
      CHECK(e.order == s.stats.order);
      ++checked;
    }
  CHECK(checked == 3 * (5 * 3 + 3));
}

TEST_CASE("a search too large fails at once, on its shape, naming the vertex") {
  // 12 vertices of 65535 configurations, every one joined to every other: the first join alone
  // has 65535^12 entries
  const std::vector<std::size_t> configs(12, max_configurations);
  std::vector<std::pair<std::size_t, std::size_t>> ends;
  for (std::size_t i = 0; i < 12; ++i)
    for (std::size_t j = i + 1; j < 12; ++j) ends.emplace_back(i, j);
  CHECK_THROWS_WITH_AS((void)estimate_search({configs, ends}),
                       doctest::Contains("eliminating vertex 0 needs a table over its 11 dependent vertices"),
                       budget_error);
  // a chain of wide vertices fits in memory but not in the work budget: 100 joins of 40000^2
  // entries and 2 or 3 tables
  const std::vector<std::size_t> wide(100, 40000);
  ends.clear();
  for (std::size_t v = 1; v < 100; ++v) ends.emplace_back(v - 1, v);
  try {
    (void)estimate_search({wide, ends}, {elimination_order::fewest_neighbours});
    FAIL("no budget_error");
  } catch (const budget_error& e) {
    CHECK(e.exceeded() == budget_error::resource::work);
    CHECK(std::string(e.what()).find("brings the search's work to") != std::string::npos);
    CHECK(std::string(e.what()).find("over the work budget of 1e+11 sums") != std::string::npos);
  }
  // a shape must name its vertices
  CHECK_THROWS_AS((void)estimate_search({configs, std::vector<std::pair<std::size_t, std::size_t>>{{0, 12}}}),
                  pebble::error);
}

TEST_CASE("building a problem allocates at most what measure_problem says") {
  operator_graph g;
  auto node = [](const char* name, const char* text, std::initializer_list<std::size_t> split) {
    operator_node op{name, pebble::parse_statement(text), {}, 2, {}};
    for (std::size_t t : split) op.split.push_back(t);
    return op;
  };
  g.add(node("mm1", "for b in 0..64, o in 0..48, i in 0..96: Y[b,o] += W[o,i] * X[b,i]", {0, 1, 2}));
  g.add(node("relu", "for b in 0..64, o in 0..48: Z[b,o] = f(Y[b,o])", {0, 1}));
  g.add(node("mm2", "for b in 0..64, o in 0..30, i in 0..48: U[b,o] += V[o,i] * Z[b,i]", {0, 1, 2}));
  g.connect(0, 1);
  g.connect(1, 2);
  std::size_t checked = 0;
  for (std::int64_t procs : {1, 8, 12, 64, 97, 1024})
    for (int mode = 0; mode < 3; ++mode) {
      if (procs == 1024 && mode == 0) continue;  // 10^8 redistribution costs: a benchmark's size, not a test's
      configuration_options rule;
      rule.all_processors = mode > 0;
      rule.powers_of_two = mode == 2;
      const problem_size size = measure_problem(g, procs, rule);
      strategy_problem p;
      const std::size_t held = peak_allocation([&] { p = build_problem(g, procs, {}, rule); });
      CAPTURE(procs);
      CAPTURE(mode);
      CHECK(static_cast<double>(held) <= size.bytes);
      CHECK(p.bytes() == size.problem_bytes);
      for (std::size_t k = 0; k < g.size(); ++k) CHECK(p.vertex(k).configs == size.operator_configurations[k]);
      CHECK_THROWS_AS((void)build_problem(g, procs, {}, rule, size.bytes - 1), budget_error);
      ++checked;
    }
  CHECK(checked == 17);
}

TEST_CASE("costs must be finite, and so must their sum") {
  strategy_problem p(2);
  const std::vector<configuration> cs = {configuration{1}, configuration{2}};
  const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
  CHECK_THROWS_WITH_AS((void)p.add_vertex(4, cs, std::vector<double>{1, inf}),
                       "pebble::strategy: vertex 4, configuration 1: the cost inf is not a finite number",
                       pebble::error);
  CHECK_THROWS_AS((void)p.add_vertex(4, cs, std::vector<double>{nan, 1}), pebble::error);
  const std::size_t a = p.add_vertex(4, cs, std::vector<double>{1e308, 0});
  const std::size_t b = p.add_vertex(5, cs, std::vector<double>{0, 1});
  CHECK_THROWS_WITH_AS((void)p.add_edge(a, b, std::vector<double>{0, 0, -inf, 0}),
                       "pebble::strategy: the edge 4 -> 5, configurations 1 -> 0: the cost -inf is not a finite number",
                       pebble::error);
  // 1e308 + 1e308 is no longer a double: refused before the search could add them
  CHECK_THROWS_WITH_AS((void)p.add_edge(a, b, std::vector<double>{0, 1e308, 0, 0}),
                       doctest::Contains("with the edge 4 -> 5 the costs could add up to more than the largest double"),
                       pebble::error);
  CHECK(p.edges().empty());  // a refused edge leaves nothing behind
  p.add_edge(a, b, std::vector<double>{0, 1, 2, 3});
  CHECK(solve(p).cost == 2);  // a in its configuration 1, b in 0
}

TEST_CASE("ids are found by a hash index: many vertices, any ids") {
  strategy_problem p(1);
  const std::vector<configuration> one = {configuration{1}};
  std::mt19937_64 rng(5);
  std::vector<std::int64_t> ids;
  for (std::size_t v = 0; v < 20000; ++v) {
    ids.push_back(static_cast<std::int64_t>(rng() >> 1));
    p.add_vertex(ids.back(), one, std::vector<double>{0});
  }
  for (std::size_t v = 0; v < ids.size(); ++v) CHECK(p.index_of(ids[v]) == v);
  CHECK(p.index_of(-1) == p.size());
  CHECK_THROWS_AS((void)p.add_vertex(ids[12345], one, std::vector<double>{0}), pebble::error);
  CHECK(p.size() == ids.size());
}

TEST_CASE("automatic order: the plan within the memory budget, when only one order's is") {
  // budgets between the two orders' peaks: automatic must take the order that fits even when the
  // other needs less work (it used to compare work alone and then fail on the budget)
  std::mt19937 rng(99);
  std::size_t cases = 0, fitting_has_more_work = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const strategy_problem p = random_problem(rng, 7, 6, 0.6);
    const strategy_solution nb = solve(p, {elimination_order::fewest_neighbours});
    const strategy_solution dep = solve(p, {elimination_order::fewest_dependents});
    if (nb.stats.peak_bytes == dep.stats.peak_bytes) continue;
    const strategy_solution& fits = nb.stats.peak_bytes < dep.stats.peak_bytes ? nb : dep;
    const double budget = fits.stats.peak_bytes;  // the other order is over it
    const strategy_solution s = solve(p, {elimination_order::automatic, budget});
    CHECK(s.stats.order == fits.stats.order);
    CHECK(s.stats.peak_bytes <= budget);
    CHECK(s.cost == nb.cost);
    ++cases;
    fitting_has_more_work += fits.stats.work > (&fits == &nb ? dep : nb).stats.work;
  }
  CHECK(cases > 50);
  CHECK(fitting_has_more_work > 0);  // the case the work-only choice got wrong is among them
}

TEST_CASE("problems are checked as they are built; cycles are named") {
  strategy_problem p(4);
  const std::vector<configuration> cs = {configuration{1}, configuration{2}};
  CHECK_THROWS_WITH_AS((void)p.add_vertex(5, std::vector<configuration>{}, std::vector<double>{}),
                       "pebble::strategy: vertex 5 has no configuration", pebble::error);
  CHECK_THROWS_WITH_AS((void)p.add_vertex(5, cs, std::vector<double>{1}),
                       "pebble::strategy: vertex 5 has 2 configurations but 1 costs", pebble::error);
  const std::size_t a = p.add_vertex(5, cs, std::vector<double>{1, 2});
  const std::size_t b = p.add_vertex(9, cs, std::vector<double>{1, 2});
  const std::size_t c = p.add_vertex(2, cs, std::vector<double>{1, 2});
  CHECK_THROWS_WITH_AS((void)p.add_vertex(9, cs, std::vector<double>{1, 2}),
                       "pebble::strategy: vertex id 9 is used twice", pebble::error);
  CHECK_THROWS_WITH_AS((void)p.add_edge(a, b, std::vector<double>{1, 2, 3}),
                       "pebble::strategy: the edge 5 -> 9 has 3 costs; it needs 2 x 2 = 4", pebble::error);
  p.add_edge(a, b, std::vector<double>{0, 0, 0, 0});
  p.add_edge(b, c, std::vector<double>{0, 0, 0, 0});
  check_acyclic(p);
  p.add_edge(c, a, std::vector<double>{0, 0, 0, 0});
  CHECK_THROWS_WITH_AS((void)check_acyclic(p), "pebble::strategy: the graph has a cycle: 5 -> 9 -> 2 -> 5",
                       pebble::error);
}

TEST_CASE("configurations: Alg. 1's set and its options, against brute force") {
  auto brute = [](std::size_t dims, std::int64_t p, const configuration_options& o) {
    std::size_t count = 0;
    std::vector<std::int64_t> c(dims, 1);
    while (true) {
      std::int64_t product = 1;
      bool ok = true;
      for (std::size_t i = 0; i < dims; ++i) {
        product *= c[i];
        if (o.powers_of_two && (c[i] & (c[i] - 1)) != 0) ok = false;
        if (!o.dimension_sizes.empty() && o.dimension_sizes[i] % c[i] != 0) ok = false;
        if (!o.dimension_limits.empty() && c[i] > o.dimension_limits[i]) ok = false;
      }
      ok = ok && (o.all_processors ? product == p : product <= p);
      count += ok;
      std::size_t i = 0;
      while (i < dims && ++c[i] > p) c[i++] = 1;
      if (i == dims) return count;
    }
  };
  for (std::size_t dims = 1; dims <= 4; ++dims)
    for (std::int64_t p : {1, 6, 8, 12}) {
      for (int mode = 0; mode < 4; ++mode) {
        configuration_options o;
        o.all_processors = mode & 1;
        o.powers_of_two = mode & 2;
        CHECK(configurations(dims, p, o).size() == brute(dims, p, o));
      }
      configuration_options sized, limited;
      for (std::size_t i = 0; i < dims; ++i) sized.dimension_sizes.push_back(static_cast<std::int64_t>(6 - i));
      CHECK(configurations(dims, p, sized).size() == brute(dims, p, sized));
      for (std::size_t i = 0; i < dims; ++i) limited.dimension_limits.push_back(static_cast<std::int64_t>(1 + 2 * i));
      limited.powers_of_two = dims % 2 == 0;
      CHECK(configurations(dims, p, limited).size() == brute(dims, p, limited));
    }
  // by hand: two dimensions on 8 processors
  CHECK(configurations(2, 8).size() == 20);  // sum of d(n), n <= 8
  configuration_options exact;
  exact.all_processors = true;
  CHECK(configurations(2, 8, exact) ==
        std::vector<configuration>{configuration{1, 8}, configuration{2, 4}, configuration{4, 2}, configuration{8, 1}});
  CHECK_THROWS_WITH_AS((void)configurations(9, 8), "pebble::strategy: an operator has 1 to 8 dimensions; got 9",
                       pebble::error);
}

TEST_CASE("configurations are counted before they are stored; the walk visits only what can complete") {
  // about 1.4e8 ordered triples with a product <= 2^20: refused after counting 65536 of them
  CHECK(count_configurations(3, 1 << 20, {}, 1000) == 1001);
  CHECK_THROWS_WITH_AS(
      (void)configurations(3, 1 << 20),
      "pebble::strategy: more than 65535 configurations of 3 dimensions on 1048576 processors, over the "
      "65535 a vertex holds",
      budget_error);
  // every processor busy on 2^40: the walk lists divisors instead of trying 2^40 values per dimension
  configuration_options exact;
  exact.all_processors = true;
  CHECK(configurations(2, std::int64_t{1} << 40, exact).size() == 41);
  CHECK(configurations(1, (std::int64_t{1} << 62) - 57, exact).size() == 1);  // the last dimension takes what is left
  CHECK(configurations(3, 1099511627791, exact).size() == 3);                 // a prime: one dimension takes it all
  configuration_options pow2 = exact;
  pow2.powers_of_two = true;
  CHECK(configurations(3, std::numeric_limits<std::int64_t>::max(), pow2).empty());  // 2^63 - 1 is odd
  CHECK(configurations(3, std::int64_t{1} << 62, pow2).size() == 63 * 64 / 2);
  // limits below one leave no configuration (and no walk)
  configuration_options none;
  none.dimension_limits = {1 << 20, 1 << 20, 0};
  CHECK(configurations(3, 1 << 20, none).empty());
}

namespace {
constexpr double chain_cost() {
  strategy_problem p(2);
  const configuration cs[] = {configuration{2, 1}, configuration{1, 2}};
  const double a[] = {1, 3}, b[] = {4, 1}, switching[] = {0, 10, 10, 0};
  p.add_vertex(1, cs, a);
  p.add_vertex(2, cs, b);
  p.add_vertex(3, cs, a);
  p.add_edge(0, 1, switching);
  p.add_edge(1, 2, switching);
  return solve(p).cost;
}
}  // namespace

TEST_CASE("a strategy in a constant expression") {
  static_assert(chain_cost() == 6);
  static_assert(configurations(3, 8).size() == 38);  // sum over n <= 8 of the ordered triples multiplying to n
}
