// The optimal parallelization strategy of an operator DAG by vertex elimination (PaSE,
// Alg. 1, 6 and 7 and its recurrence): exact dynamic programming over the vertices in the
// order of their dependent sets. Plan side, constexpr.
//
// The cost of a strategy is a sum of tables: one per vertex (its configuration's cost) and one
// per edge (the pair of configurations). Eliminating vertex v (Alg. 1 lines 14-21) joins the
// tables that involve v: its own, its edges to unprocessed neighbours, and the tables left by
// processed neighbours that depend on v. The join is over v and its dependent set D (the
// unprocessed vertices those tables involve, Alg. 6); minimizing over v's configuration gives a
// table over D (Alg. 5, GetMinCosts), which replaces them, and the argmin for every assignment of
// D is kept. When every vertex is eliminated the tables left are numbers, whose sum is the optimal
// cost; the configurations follow by going back through the argmins (the recurrence of PaSE,
// §1).
//
// Tables are flat arrays indexed in mixed radix: a table over vertices (u_1, ..., u_k) stores the
// entry of configurations (c_1, ..., c_k) at sum c_i * stride_i. The join over v and D is never
// stored: for each assignment of D the sums over v's configurations are formed and minimized at
// once, the factors' indices advanced by their strides like an odometer. The vertex and edge tables
// of the problem are used in place.
//
// The order. Alg. 7 (SortNodes) takes next the vertex with the fewest unprocessed neighbours in the
// graph; Alg. 6 (GetNextVertex) the one with the smallest dependent set so far. Both are exact; the
// work differs. solve_options::order picks one, or `automatic` (the default) works out both orders'
// table sizes first and takes the one with less work. Before any table is made, the sizes are
// checked against a memory budget: an error names the vertex whose table would not fit.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/strategy/problem.hpp>

namespace pebble::strategy {

enum class elimination_order : std::uint8_t {
  automatic,          ///< the one of the two below with less work
  fewest_neighbours,  ///< Alg. 7: fewest unprocessed neighbours in the graph
  fewest_dependents,  ///< Alg. 6: smallest dependent set so far
};

constexpr std::string_view to_string(elimination_order o) {
  switch (o) {
    case elimination_order::automatic: return "automatic";
    case elimination_order::fewest_neighbours: return "fewest unprocessed neighbours (Alg. 7)";
    case elimination_order::fewest_dependents: return "fewest dependents (Alg. 6)";
  }
  return "?";
}

struct solve_options {
  elimination_order order = elimination_order::automatic;
  double memory_budget = 4.0 * (1ull << 30);  ///< bytes of tables alive at once
};

struct strategy_statistics {
  elimination_order order = elimination_order::fewest_neighbours;  ///< the order used
  std::vector<std::size_t> elimination;  ///< vertex indices in elimination order
  double largest_join = 0;               ///< entries of the largest join (v and its dependent set)
  std::size_t largest_join_vertex = 0;   ///< the vertex whose elimination made it
  std::size_t largest_dependents = 0;    ///< the largest dependent set
  double work = 0;                       ///< sum over eliminations of join entries x tables joined
  double peak_bytes = 0;                 ///< tables alive at once, at the peak
  double seconds = 0;                    ///< time of solve (0 in constant evaluation)
};

struct strategy_solution {
  double cost = 0;
  std::vector<std::size_t> choice;  ///< the configuration index of each vertex
  strategy_statistics stats;
};

/// The cost of a strategy: `choice[v]` the configuration index of vertex v.
constexpr double strategy_cost(const strategy_problem& p, std::span<const std::size_t> choice) {
  check(choice.size() == p.size(), "pebble::strategy: a strategy has one configuration per vertex: ", p.size(),
        " vertices, ", choice.size(), " choices");
  double cost = 0;
  for (std::size_t v = 0; v < p.size(); ++v) {
    check(choice[v] < p.vertex(v).configs, "pebble::strategy: vertex ", p.vertex(v).id, " has ",
          p.vertex(v).configs, " configurations; the strategy picks ", choice[v]);
    cost += p.vertex_cost(v)[choice[v]];
  }
  for (std::size_t e = 0; e < p.edges().size(); ++e) {
    const auto& x = p.edges()[e];
    cost += p.edge_cost(e)[choice[x.src] * p.vertex(x.dst).configs + choice[x.dst]];
  }
  return cost;
}

namespace detail {

// The symbolic elimination: the order, and for each eliminated vertex its dependent set and the
// tables it joins (indices into the factor list: vertex tables, then edge tables, then the
// tables left by eliminations, which get the index problem.size() + edges + k for the k-th).
struct elimination_plan {
  std::vector<std::size_t> order;
  std::vector<std::vector<std::size_t>> dependents;  // per step
  std::vector<std::vector<std::size_t>> joined;      // per step: factor indices
  double work = 0, largest_join = 0, peak_bytes = 0;
  std::size_t largest_join_step = 0, largest_dependents = 0;
  std::size_t over_budget_step = static_cast<std::size_t>(-1);
  double over_budget_bytes = 0, over_budget_entries = 0;
};

constexpr elimination_plan plan_elimination(const strategy_problem& p, elimination_order order, double budget) {
  const std::size_t n = p.size(), edges = p.edges().size();
  elimination_plan plan;
  // the scope of every factor, and which factors involve each vertex
  std::vector<std::vector<std::size_t>> scope;
  std::vector<std::vector<std::size_t>> involving(n);
  for (std::size_t v = 0; v < n; ++v) {
    scope.push_back({v});
    involving[v].push_back(v);
  }
  for (std::size_t e = 0; e < edges; ++e) {
    const auto& x = p.edges()[e];
    scope.push_back({x.src, x.dst});
    involving[x.src].push_back(n + e);
    involving[x.dst].push_back(n + e);
  }
  std::vector<char> factor_alive(scope.size(), 1), eliminated(n, 0);
  // Alg. 7: unprocessed neighbours in the graph
  std::vector<std::vector<std::size_t>> neighbours(n);
  for (const auto& x : p.edges()) {
    neighbours[x.src].push_back(x.dst);
    neighbours[x.dst].push_back(x.src);
  }
  for (auto& nb : neighbours) {
    std::sort(nb.begin(), nb.end());
    nb.erase(std::unique(nb.begin(), nb.end()), nb.end());
  }
  std::vector<std::size_t> unprocessed(n);
  for (std::size_t v = 0; v < n; ++v) unprocessed[v] = neighbours[v].size();

  double live_bytes = 0;  // tables made by eliminations and still in use, plus the argmins kept
  std::vector<double> made_bytes;  // values of the table made at each step
  auto dependents_of = [&](std::size_t v) {
    std::vector<std::size_t> d;
    for (std::size_t f : involving[v])
      if (factor_alive[f])
        for (std::size_t u : scope[f])
          if (u != v) d.push_back(u);
    std::sort(d.begin(), d.end());
    d.erase(std::unique(d.begin(), d.end()), d.end());
    return d;
  };
  for (std::size_t step = 0; step < n; ++step) {
    // the vertex to eliminate and its dependent set (Alg. 6 computes every candidate's anyway)
    std::size_t v = n;
    std::size_t best_key = std::numeric_limits<std::size_t>::max();
    std::vector<std::size_t> d;
    for (std::size_t u = 0; u < n; ++u) {
      if (eliminated[u]) continue;
      if (order == elimination_order::fewest_dependents) {
        std::vector<std::size_t> du = dependents_of(u);
        if (du.size() < best_key) v = u, best_key = du.size(), d = std::move(du);
      } else if (unprocessed[u] < best_key) {
        v = u, best_key = unprocessed[u];
      }
    }
    if (order != elimination_order::fewest_dependents) d = dependents_of(v);
    std::vector<std::size_t> joined;
    for (std::size_t f : involving[v])
      if (factor_alive[f]) joined.push_back(f), factor_alive[f] = 0;
    double entries = 1;
    for (std::size_t u : d) entries *= static_cast<double>(p.vertex(u).configs);
    const double join = entries * static_cast<double>(p.vertex(v).configs);
    plan.work += join * static_cast<double>(joined.size());
    if (join > plan.largest_join) plan.largest_join = join, plan.largest_join_step = step;
    plan.largest_dependents = std::max(plan.largest_dependents, d.size());
    // memory: the new table's values (8 bytes) and argmins (2 bytes) arrive, the joined tables
    // made by earlier eliminations go
    for (std::size_t f : joined)
      if (f >= n + edges) live_bytes -= made_bytes[f - n - edges];
    made_bytes.push_back(8 * entries);
    live_bytes += 10 * entries;
    if (live_bytes > plan.peak_bytes) plan.peak_bytes = live_bytes;
    if (live_bytes > budget && plan.over_budget_step == static_cast<std::size_t>(-1)) {
      plan.over_budget_step = step;
      plan.over_budget_bytes = live_bytes;
      plan.over_budget_entries = entries;
    }
    // the new table involves D
    const std::size_t made = scope.size();
    scope.push_back(d);
    factor_alive.push_back(1);
    for (std::size_t u : d) involving[u].push_back(made);
    eliminated[v] = 1;
    for (std::size_t u : neighbours[v])
      if (!eliminated[u]) --unprocessed[u];
    plan.order.push_back(v);
    plan.dependents.push_back(d);
    plan.joined.push_back(joined);
  }
  return plan;
}

// A table over vertices `vars` (first most significant): values[sum c_i * strides[i]].
struct table_view {
  std::vector<std::size_t> vars, strides;
  const double* values = nullptr;  // a pointer, not a std::span: nvcc's front end takes libstdc++'s span for non-literal
};

}  // namespace detail

namespace detail {

// The elimination plan solve uses: the one asked for, or with elimination_order::automatic the
// one within the memory budget (or with less work when both or neither are).
constexpr elimination_plan choose_plan(const strategy_problem& p, const solve_options& o, elimination_order& used) {
  used = o.order;
  if (o.order != elimination_order::automatic) return plan_elimination(p, o.order, o.memory_budget);
  elimination_plan by_neighbours = plan_elimination(p, elimination_order::fewest_neighbours, o.memory_budget);
  elimination_plan by_dependents = plan_elimination(p, elimination_order::fewest_dependents, o.memory_budget);
  const bool neighbours_fit = by_neighbours.over_budget_step == static_cast<std::size_t>(-1);
  const bool dependents_fit = by_dependents.over_budget_step == static_cast<std::size_t>(-1);
  const bool dependents_better = neighbours_fit == dependents_fit ? by_dependents.work < by_neighbours.work : dependents_fit;
  used = dependents_better ? elimination_order::fewest_dependents : elimination_order::fewest_neighbours;
  return dependents_better ? std::move(by_dependents) : std::move(by_neighbours);
}

// Fails, naming the vertex and its dependents, when the plan's tables exceed the memory budget.
constexpr void check_memory_budget(const strategy_problem& p, const elimination_plan& plan, const solve_options& o) {
  if (plan.over_budget_step == static_cast<std::size_t>(-1)) return;
  const std::size_t v = plan.order[plan.over_budget_step];
  std::string ids;
  for (std::size_t u : plan.dependents[plan.over_budget_step]) {
    if (!ids.empty()) ids += ", ";
    ids += std::to_string(p.vertex(u).id);
  }
  check(false, "pebble::strategy: eliminating vertex ", p.vertex(v).id, " needs a table over its ",
        plan.dependents[plan.over_budget_step].size(), " dependent vertices (", ids, "): ",
        plan.over_budget_entries, " entries; with the tables kept so far ", plan.over_budget_bytes,
        " bytes, over the memory budget of ", o.memory_budget, " bytes");
}

// Scratch space of the eliminations, kept across steps.
struct elimination_workspace {
  std::vector<double> sums;
  std::vector<std::size_t> digit, base, along_v;
  std::vector<std::vector<std::size_t>> along;  // per joined table: its stride for each vertex of D
};

// One elimination (Algorithm 6's inner loop): the table over v's dependents D of the minimum over
// v's configurations of the joined tables' sum, into `values`, and v's best configuration per
// assignment of D into `argmin` (the last vertex of D varies fastest).
constexpr void eliminate(const strategy_problem& p, std::size_t v, const std::vector<std::size_t>& d,
                         const std::vector<std::size_t>& joined, const std::vector<table_view>& tables,
                         std::vector<double>& values, std::vector<std::uint16_t>& argmin, elimination_workspace& w) {
  const std::size_t m = p.vertex(v).configs;
  std::size_t entries = 1;
  for (std::size_t u : d) entries *= p.vertex(u).configs;
  // strides of the joined tables along D and along v
  w.along.assign(joined.size(), std::vector<std::size_t>(d.size(), 0));
  w.along_v.assign(joined.size(), 0);
  for (std::size_t j = 0; j < joined.size(); ++j) {
    const table_view& t = tables[joined[j]];
    for (std::size_t q = 0; q < t.vars.size(); ++q) {
      if (t.vars[q] == v) {
        w.along_v[j] += t.strides[q];
        continue;
      }
      for (std::size_t k = 0; k < d.size(); ++k)
        if (d[k] == t.vars[q]) w.along[j][k] += t.strides[q];
    }
  }
  values.resize(entries);
  argmin.resize(entries);
  w.sums.assign(m, 0);
  w.digit.assign(d.size(), 0);
  w.base.assign(joined.size(), 0);
  // plain pointers in the loop: the compiler keeps them in registers (through `w` it must reload
  // them after every store of a double)
  double* const sums = w.sums.data();
  std::size_t* const digit = w.digit.data();
  std::size_t* const base = w.base.data();
  const std::size_t* const along_v = w.along_v.data();
  double* const out = values.data();
  std::uint16_t* const best_of = argmin.data();
  const std::size_t nj = joined.size();
  for (std::size_t at = 0; at < entries; ++at) {
    // the sums over v's configurations for this assignment of D
    for (std::size_t x = 0; x < m; ++x) sums[x] = 0;
    for (std::size_t j = 0; j < nj; ++j) {
      const double* t = tables[joined[j]].values + base[j];
      const std::size_t s = along_v[j];
      for (std::size_t x = 0; x < m; ++x) sums[x] += t[x * s];
    }
    std::size_t best = 0;
    for (std::size_t x = 1; x < m; ++x)
      if (sums[x] < sums[best]) best = x;
    out[at] = sums[best];
    best_of[at] = static_cast<std::uint16_t>(best);
    // next assignment of D: the last vertex fastest
    for (std::size_t k = d.size(); k-- > 0;) {
      const std::size_t radix = p.vertex(d[k]).configs;
      if (++digit[k] < radix) {
        for (std::size_t j = 0; j < nj; ++j) base[j] += w.along[j][k];
        break;
      }
      digit[k] = 0;
      for (std::size_t j = 0; j < nj; ++j) base[j] -= (radix - 1) * w.along[j][k];
    }
  }
}

// Back through the argmins: a vertex's dependents are eliminated after it, so they are chosen.
constexpr std::vector<std::size_t> choose_configurations(const strategy_problem& p, const elimination_plan& plan,
                                                         const std::vector<std::vector<std::uint16_t>>& argmin) {
  std::vector<std::size_t> choice(p.size(), 0);
  for (std::size_t step = p.size(); step-- > 0;) {
    const std::vector<std::size_t>& d = plan.dependents[step];
    std::size_t at = 0;
    for (std::size_t k = 0; k < d.size(); ++k) at = at * p.vertex(d[k]).configs + choice[d[k]];
    choice[plan.order[step]] = argmin[step][at];
  }
  return choice;
}

}  // namespace detail

/// The optimal strategy of `p`: its cost, one configuration index per vertex, and statistics.
/// Throws pebble::error when the tables would exceed the memory budget, naming the vertex.
[[nodiscard]] constexpr strategy_solution solve(const strategy_problem& p, const solve_options& o = {}) {
  std::chrono::steady_clock::time_point start{};
  if (!std::is_constant_evaluated()) start = std::chrono::steady_clock::now();
  const std::size_t n = p.size(), edges = p.edges().size();
  strategy_solution out;
  if (n == 0) return out;

  elimination_order used = o.order;
  const detail::elimination_plan plan = detail::choose_plan(p, o, used);
  detail::check_memory_budget(p, plan, o);

  // the tables: the problem's own, then the ones eliminations make
  std::vector<detail::table_view> tables;
  for (std::size_t v = 0; v < n; ++v) tables.push_back({{v}, {1}, p.vertex_cost(v).data()});
  for (std::size_t e = 0; e < edges; ++e) {
    const auto& x = p.edges()[e];
    tables.push_back({{x.src, x.dst}, {p.vertex(x.dst).configs, 1}, p.edge_cost(e).data()});
  }
  std::vector<std::vector<double>> made(n);           // values of the table made at each step
  std::vector<std::vector<std::uint16_t>> argmin(n);  // per step: v's best configuration per assignment of D
  double constant = 0;                                // tables over no vertex
  detail::elimination_workspace workspace;
  for (std::size_t step = 0; step < n; ++step) {
    const std::vector<std::size_t>& d = plan.dependents[step];
    const std::vector<std::size_t>& joined = plan.joined[step];
    detail::eliminate(p, plan.order[step], d, joined, tables, made[step], argmin[step], workspace);
    // the joined tables made by earlier steps are no longer needed
    for (std::size_t f : joined)
      if (f >= n + edges) std::vector<double>().swap(made[f - n - edges]);
    std::vector<std::size_t> strides(d.size(), 1);
    for (std::size_t k = d.size(); k-- > 1;) strides[k - 1] = strides[k] * p.vertex(d[k]).configs;
    if (d.empty()) constant += made[step][0];
    tables.push_back({d, strides, made[step].data()});
  }
  out.cost = constant;
  out.choice = detail::choose_configurations(p, plan, argmin);

  strategy_statistics& s = out.stats;
  s.order = used;
  s.elimination = plan.order;
  s.largest_join = plan.largest_join;
  s.largest_join_vertex = plan.order[plan.largest_join_step];
  s.largest_dependents = plan.largest_dependents;
  s.work = plan.work;
  s.peak_bytes = plan.peak_bytes;
  if (!std::is_constant_evaluated())
    s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace pebble::strategy
