// The optimal-strategy DP (PaSE): on random DAGs of at most 8 vertices with at most 6
// configurations each, the cost equals brute force over every strategy and the returned strategy
// has that cost, in every elimination order; a hand-worked chain; the memory budget names the
// vertex; cycles are named; the configuration sets of Alg. 1 and its options, against brute force;
// a solve in a constant expression.
#include <doctest/doctest.h>

#include <pebble/strategy/configurations.hpp>
#include <pebble/strategy/solver.hpp>

#include <cstdint>
#include <random>
#include <vector>

using namespace pebble::strategy;

namespace {

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
        for (elimination_order order :
             {elimination_order::automatic, elimination_order::fewest_neighbours, elimination_order::fewest_dependents}) {
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
  CHECK_THROWS_WITH_AS((void)solve(p, {elimination_order::fewest_neighbours, 1e9}),
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
  CHECK_THROWS_WITH_AS((void)p.add_vertex(9, cs, std::vector<double>{1, 2}), "pebble::strategy: vertex id 9 is used twice",
                       pebble::error);
  CHECK_THROWS_WITH_AS((void)p.add_edge(a, b, std::vector<double>{1, 2, 3}),
                       "pebble::strategy: the edge 5 -> 9 has 3 costs; it needs 2 x 2 = 4", pebble::error);
  p.add_edge(a, b, std::vector<double>{0, 0, 0, 0});
  p.add_edge(b, c, std::vector<double>{0, 0, 0, 0});
  check_acyclic(p);
  p.add_edge(c, a, std::vector<double>{0, 0, 0, 0});
  CHECK_THROWS_WITH_AS((void)check_acyclic(p), "pebble::strategy: the graph has a cycle: 5 -> 9 -> 2 -> 5", pebble::error);
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
  CHECK_THROWS_WITH_AS((void)configurations(9, 8), "pebble::strategy: an operator has 1 to 8 dimensions; got 9", pebble::error);
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
