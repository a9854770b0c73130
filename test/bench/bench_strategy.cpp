// Benchmark: the optimal-strategy DP (strategy/solver.hpp) on networks built with the statement
// cost model, beside a baseline in the same process. The baseline is the same elimination done
// the way a table library does it: every table a map from assignments (vectors of configuration
// indices) to costs, the join of each elimination materialized entry by entry with map look-ups,
// the minimum over the eliminated vertex a group-by into another map. It is run where it finishes
// in seconds and must find the same optimal cost. A Python/pandas implementation of the DP takes
// about 12 s for a 245-operator ResNet-101 at p = 8 and 230 s at p = 32, 22 s for a 204-operator
// Transformer at p = 8; pebble must be at least 100x faster. Peak memory: the tables at the peak
// (the solver's statistics) and the process's peak RSS.
// Long chains: solve on chains of 20,000 to 200,000 operators beside the direct chain
// DP over the same tables (a sweep along the chain, the least an exact method can do). Planning
// used to scan every vertex at every step: 8.6 s at 20,000 operators, 52 s at 50,000; now the
// ratio to the sweep stays flat as the chain grows.
//   build/test/bench_strategy [repetitions]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <string>
#include <vector>

#include <pebble/strategy/cost_model.hpp>
#include <pebble/strategy/solver.hpp>

#include "../../examples/pebble/networks.hpp"
#include "../support/bench_clock.hpp"

namespace st = pebble::strategy;

using pebble_test::peak_rss_kib;
using pebble_test::seconds_since;

namespace {

// A table as a map from the assignment of its vertices to its value.
struct map_table {
  std::vector<std::size_t> vars;
  std::map<std::vector<std::size_t>, double> values;
};

// The baseline: elimination in `order` with map tables; returns the optimal cost.
double map_elimination(const st::strategy_problem& p, const std::vector<std::size_t>& order) {
  std::vector<map_table> tables;
  for (std::size_t v = 0; v < p.size(); ++v) {
    map_table t{{v}, {}};
    for (std::size_t c = 0; c < p.vertex(v).configs; ++c) t.values[{c}] = p.vertex_cost(v)[c];
    tables.push_back(t);
  }
  for (std::size_t e = 0; e < p.edges().size(); ++e) {
    const auto& x = p.edges()[e];
    map_table t{{x.src, x.dst}, {}};
    for (std::size_t a = 0; a < p.vertex(x.src).configs; ++a)
      for (std::size_t b = 0; b < p.vertex(x.dst).configs; ++b)
        t.values[{a, b}] = p.edge_cost(e)[a * p.vertex(x.dst).configs + b];
    tables.push_back(t);
  }
  std::vector<char> alive(tables.size(), 1);
  double constant = 0;
  for (std::size_t v : order) {
    std::vector<std::size_t> joined, dependents;
    for (std::size_t f = 0; f < tables.size(); ++f)
      if (alive[f] && std::find(tables[f].vars.begin(), tables[f].vars.end(), v) != tables[f].vars.end()) {
        joined.push_back(f);
        alive[f] = 0;
        for (std::size_t u : tables[f].vars)
          if (u != v && std::find(dependents.begin(), dependents.end(), u) == dependents.end()) dependents.push_back(u);
      }
    // every assignment of the dependents and v, its sum, grouped by the dependents' part
    map_table made{dependents, {}};
    std::vector<std::size_t> assignment(dependents.size() + 1, 0);  // dependents, then v
    std::vector<std::size_t> vars = dependents;
    vars.push_back(v);
    while (true) {
      std::map<std::size_t, std::size_t> config;  // vertex -> configuration, per entry
      for (std::size_t k = 0; k < vars.size(); ++k) config[vars[k]] = assignment[k];
      double sum = 0;
      for (std::size_t f : joined) {
        std::vector<std::size_t> key;
        for (std::size_t u : tables[f].vars) key.push_back(config[u]);
        sum += tables[f].values.at(key);
      }
      const std::vector<std::size_t> group(assignment.begin(), assignment.end() - 1);
      auto [at, added] = made.values.emplace(group, sum);
      if (!added) at->second = std::min(at->second, sum);
      std::size_t k = vars.size();
      while (k-- > 0 && ++assignment[k] == p.vertex(vars[k]).configs) assignment[k] = 0;
      if (k == static_cast<std::size_t>(-1)) break;
    }
    if (dependents.empty()) constant += made.values.begin()->second;
    else {
      tables.push_back(made);
      alive.push_back(1);
    }
  }
  return constant;
}

// A chain of n operators with 3 configurations each and integer costs.
st::strategy_problem chain_problem(std::size_t n) {
  std::mt19937 rng(static_cast<unsigned>(n));
  std::uniform_int_distribution<int> cost(0, 50);
  st::strategy_problem p(4);
  const std::vector<st::configuration> cs = {st::configuration{1}, st::configuration{2}, st::configuration{4}};
  for (std::size_t v = 0; v < n; ++v) {
    const std::vector<double> c = {double(cost(rng)), double(cost(rng)), double(cost(rng))};
    p.add_vertex(static_cast<std::int64_t>(v), cs, c);
  }
  for (std::size_t v = 1; v < n; ++v) {
    std::vector<double> c(9);
    for (double& x : c) x = cost(rng);
    p.add_edge(v - 1, v, c);
  }
  return p;
}

// The chain DP: the cheapest prefix ending in each configuration, swept along the chain.
double chain_sweep(const st::strategy_problem& p) {
  std::vector<double> best(p.vertex_cost(0).begin(), p.vertex_cost(0).end()), next;
  for (std::size_t v = 1; v < p.size(); ++v) {
    const std::size_t rows = p.vertex(v - 1).configs, cols = p.vertex(v).configs;
    next.assign(cols, 1e300);
    for (std::size_t b = 0; b < cols; ++b)
      for (std::size_t a = 0; a < rows; ++a)
        next[b] = std::min(next[b], best[a] + p.edge_cost(v - 1)[a * cols + b] + p.vertex_cost(v)[b]);
    best.swap(next);
  }
  return *std::min_element(best.begin(), best.end());
}

struct reference {
  const char* network;
  std::int64_t procs;
  double python_seconds;  // the Python implementation's time, 0 when none is known
  bool baseline;          // run the map baseline
};

}  // namespace

int main(int argc, char** argv) {
  const int reps = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
  const reference cases[] = {
      {"resnet101", 8, 12, true},   {"resnet101", 32, 230, true}, {"transformer", 8, 22, true},
      {"transformer", 32, 0, true}, {"inception3", 8, 0, true},   {"inception3", 32, 0, false},
      {"alexnet", 64, 0, true},     {"rnnlm", 32, 0, true},       {"resnet101", 64, 0, false},
  };
  st::configuration_options rule;
  rule.powers_of_two = true;
  rule.all_processors = true;
  bool all_equal = true;
  std::printf("%-12s %4s %5s %5s %7s %10s %10s %12s %10s %10s %9s %9s\n", "network", "p", "ops", "edges", "configs",
              "build ms", "solve ms", "largest", "tables", "baseline", "ratio", "vs Python");
  for (const reference& c : cases) {
    auto t0 = std::chrono::steady_clock::now();
    const st::strategy_problem problem =
        st::build_problem(pebble_tool::networks::network(c.network), c.procs, {}, rule);
    const double build = seconds_since(t0);
    st::strategy_solution best;
    double solve = 1e300;
    for (int r = 0; r < reps; ++r) {
      st::strategy_solution s = st::solve(problem);
      if (s.stats.seconds < solve) solve = s.stats.seconds, best = s;
    }
    std::size_t configs = 0;
    for (std::size_t v = 0; v < problem.size(); ++v) configs += problem.vertex(v).configs;
    char baseline[32] = "-", ratio[32] = "-", python[32] = "-";
    if (c.baseline) {
      t0 = std::chrono::steady_clock::now();
      const double cost = map_elimination(problem, best.stats.elimination);
      const double seconds = seconds_since(t0);
      const bool equal = std::abs(cost - best.cost) <= 1e-9 * best.cost;
      all_equal = all_equal && equal;
      std::snprintf(baseline, sizeof baseline, "%.3f s%s", seconds, equal ? "" : " (!)");
      std::snprintf(ratio, sizeof ratio, "%.0fx", seconds / solve);
    }
    if (c.python_seconds > 0) std::snprintf(python, sizeof python, "%.0fx", c.python_seconds / solve);
    std::printf("%-12s %4lld %5zu %5zu %7.1f %10.1f %10.3f %12.4g %8.2f MiB %10s %9s %9s\n", c.network,
                static_cast<long long>(c.procs), problem.size(), problem.edges().size(),
                static_cast<double>(configs) / static_cast<double>(problem.size()), build * 1e3, solve * 1e3,
                best.stats.largest_join, best.stats.table_bytes / (1 << 20), baseline, ratio, python);
  }
  std::printf("\n%-12s %10s %10s %10s %8s %12s\n", "chain", "solve ms", "sweep ms", "ratio", "ms/1e4", "peak");
  for (std::size_t n : {20000, 50000, 200000}) {
    const st::strategy_problem problem = chain_problem(n);
    double solve = 1e300, sweep = 1e300, cost = 0, best_cost = 0, peak = 0;
    for (int r = 0; r < reps; ++r) {
      const st::strategy_solution s = st::solve(problem);
      if (s.stats.seconds < solve) solve = s.stats.seconds, best_cost = s.cost, peak = s.stats.peak_bytes;
      const auto t0 = std::chrono::steady_clock::now();
      cost = chain_sweep(problem);
      sweep = std::min(sweep, seconds_since(t0));
    }
    const bool equal = cost == best_cost;
    all_equal = all_equal && equal;
    std::printf("%-12zu %10.2f %10.3f %9.0fx %8.2f %8.2f MiB%s\n", n, solve * 1e3, sweep * 1e3, solve / sweep,
                solve * 1e3 / (static_cast<double>(n) / 1e4), peak / (1 << 20), equal ? "" : " (!)");
  }
  std::printf("peak RSS of the process (problems, tables, baseline maps): %.1f MiB\n", peak_rss_kib() / 1024.0);
  std::printf("largest: entries of the largest join; tables: the solver's tables at their peak; ratio: baseline / "
              "pebble; vs Python: the Python implementation's time / pebble\n");
  std::printf("chains: ratio = solve / the chain sweep (same optimum); ms/1e4: solve per 10,000 operators (flat when "
              "linear); peak: solve's bound of what it holds\n");
  return all_equal ? 0 : 1;
}
