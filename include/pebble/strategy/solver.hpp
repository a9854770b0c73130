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
// table sizes first and takes the one with less work. Each order keeps the vertices in a binary
// heap keyed by (count, index) and updates only the vertices an elimination touches: its
// neighbours for Alg. 7, its dependents for Alg. 6 (the dependent set of a vertex outside D does
// not change, as none of its tables involves v). Planning thus takes O((n + E + sum |D|) log n)
// instead of scanning every vertex at every step, O(n^2); ties go to the lowest index, as the scan
// did, so the order and the answer are the same.
//
// Budgets. Before any table is made, the plan works out an upper bound of the bytes solve holds at
// its peak: the tables (8 bytes a value), the argmins (2 bytes an entry, kept to the end) and the
// bookkeeping of the plan and the search, every array reserved to its size or counted at three
// times its size while it grows (a std::vector holds both buffers when it moves). It also adds up
// the work, join entries x tables joined (about 1e9 a second). A plan stops at the step that
// crosses either budget, and the error names the vertex and its dependents.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
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
  double memory_budget = 4.0 * (1ull << 30);  ///< bytes solve may hold at once: tables, argmins, bookkeeping
  double work_budget = 1e11;  ///< join entries x tables joined, summed over the eliminations (~1e9 a second)
};

struct strategy_statistics {
  elimination_order order = elimination_order::fewest_neighbours;  ///< the order used
  std::vector<std::size_t> elimination;                            ///< vertex indices in elimination order
  double largest_join = 0;              ///< entries of the largest join (v and its dependent set)
  std::size_t largest_join_vertex = 0;  ///< the vertex whose elimination made it
  std::size_t largest_dependents = 0;   ///< the largest dependent set
  double work = 0;                      ///< sum over eliminations of join entries x tables joined
  double peak_bytes = 0;   ///< bytes solve holds at its peak, an upper bound (tables, argmins, bookkeeping)
  double table_bytes = 0;  ///< of which tables and argmins
  double seconds = 0;      ///< time of solve (0 in constant evaluation)
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
    check(choice[v] < p.vertex(v).configs, "pebble::strategy: vertex ", p.vertex(v).id, " has ", p.vertex(v).configs,
          " configurations; the strategy picks ", choice[v]);
    cost += p.vertex_cost(v)[choice[v]];
  }
  for (std::size_t e = 0; e < p.edges().size(); ++e) {
    const auto& x = p.edges()[e];
    cost += p.edge_cost(e)[choice[x.src] * p.vertex(x.dst).configs + choice[x.dst]];
  }
  return cost;
}

namespace detail {

inline constexpr std::size_t no_step = static_cast<std::size_t>(-1);

// The bytes of a std::vector of `size` elements of `element` bytes that grew by push_back: its
// capacity is under twice its size, and while it moves to a larger buffer it holds both.
constexpr double grown_bytes(double size, double element) { return 3 * size * element; }
template <class T>
constexpr double capacity_bytes(const std::vector<T>& v) {
  return static_cast<double>(v.capacity()) * sizeof(T);
}

// A table the search reads: its vertices at layout[first, first + count), their strides at
// layout[first + count, first + 2 count), and its values (the problem's, or made by a step).
struct table_view {
  std::size_t first = 0, count = 0;
  const double* values =
      nullptr;  // a pointer, not a std::span: nvcc's front end takes libstdc++'s span for non-literal
};

// The sizes of what solve allocates besides the tables; solve reserves every array to them.
struct search_sizes {
  std::size_t tables = 0;          // table views: vertex tables, edge tables, one per step
  std::size_t layout = 0;          // their vertex and stride lists
  std::size_t max_configs = 0;     // sums over the eliminated vertex's configurations
  std::size_t max_dependents = 0;  // the odometer's digits
  std::size_t max_joined = 0;      // offsets and strides along v of the joined tables
  std::size_t max_along = 0;       // strides of the joined tables along D: joined x |D|
};
constexpr double search_bytes(const search_sizes& s, std::size_t n) {
  return static_cast<double>(s.tables) * sizeof(table_view) + static_cast<double>(s.layout) * sizeof(std::size_t) +
         static_cast<double>(n) * (sizeof(std::vector<double>) + sizeof(std::vector<std::uint16_t>)) +  // made, argmin
         static_cast<double>(s.max_configs) * sizeof(double) +
         static_cast<double>(s.max_dependents + 2 * s.max_joined + s.max_along) * sizeof(std::size_t) +
         2 * static_cast<double>(n) * sizeof(std::size_t);  // the result: choices and the elimination order
}

// The symbolic elimination: the order, and for each step its dependent set and the tables it
// joins (factor indices: vertex tables, then edge tables, then the table of step j is factor
// n + E + j), flat with a start index per step.
struct elimination_plan {
  std::vector<std::size_t> order;
  std::vector<std::size_t> dependents, dependents_start;
  std::vector<std::size_t> joined, joined_start;
  search_sizes sizes;
  double work = 0, largest_join = 0, peak_bytes = 0, table_bytes = 0;
  std::size_t largest_join_step = 0, largest_dependents = 0;
  // the first step over a budget (no_step when the plan is complete): its vertex, dependents, and
  // what it needs
  std::size_t over_step = no_step, over_vertex = 0;
  std::vector<std::size_t> over_dependents;
  bool over_work = false;
  double over_bytes = 0, over_entries = 0;

  constexpr bool complete() const { return over_step == no_step; }
  constexpr std::span<const std::size_t> dependents_at(std::size_t step) const {
    return std::span<const std::size_t>(dependents)
        .subspan(dependents_start[step], dependents_start[step + 1] - dependents_start[step]);
  }
  constexpr std::span<const std::size_t> joined_at(std::size_t step) const {
    return std::span<const std::size_t>(joined).subspan(joined_start[step],
                                                        joined_start[step + 1] - joined_start[step]);
  }
};

// An upper bound of what planning holds for n vertices and E edges when the dependent sets so far
// have `dependents` entries in all, the heap has had `heap_entries` entries and the scratch
// dependent sets `scratch`: the arrays plan_elimination reserves, and those that grow.
constexpr double planning_bytes(std::size_t n, std::size_t edges, std::size_t dependents, std::size_t heap_entries,
                                std::size_t scratch) {
  const double vertices = static_cast<double>(n), e = static_cast<double>(edges), index = sizeof(std::size_t);
  return (5 * vertices + 2 + e) * index +                       // the plan's order, starts, joined factors
         grown_bytes(static_cast<double>(dependents), index) +  // the plan's dependent sets
         vertices * sizeof(std::vector<std::size_t>) +          // involving: per vertex ...
         grown_bytes(vertices + 2 * e + static_cast<double>(dependents), index) +  // ... its factors
         (5 * vertices + 1 + 2 * e) * index +                         // degree, adjacency, unprocessed, seen, key
         (3 * vertices + e) +                                         // alive factors, eliminated vertices
         grown_bytes(static_cast<double>(heap_entries), 2 * index) +  // the heap of (key, vertex)
         2 * grown_bytes(static_cast<double>(scratch), index) +       // two scratch dependent sets
         vertices * sizeof(double);                                   // the bytes of each step's table
}

// The state of one plan_elimination: the factors that involve each vertex, the graph's neighbours,
// the candidates' heap and the running totals the budgets read. A class, not lambdas, so that each
// phase of a step is a named member; it fills `plan`, which plan_elimination owns and returns.
template <class Problem>
class elimination_planner {
 public:
  // Planning's arrays (the members below) made and filled; plan_elimination checked that they fit.
  constexpr elimination_planner(const Problem& p, elimination_order order, const solve_options& o,
                                elimination_plan& plan)
      : p_(p),
        o_(o),
        plan_(plan),
        n_(p.size()),
        edges_(p.edges().size()),
        by_dependents_(order == elimination_order::fewest_dependents),
        involving_(n_),
        adjacency_start_(n_ + 1, 0),
        adjacency_(2 * edges_, 0),
        unprocessed_(n_, 0),
        alive_(2 * n_ + edges_, 1),
        eliminated_(n_, 0),
        seen_(n_, no_step),
        key_(n_, std::size_t{}) {
    std::vector<std::size_t> degree(n_, 0);
    for (const auto& x : p_.edges()) ++degree[x.src], ++degree[x.dst];
    index_factors(degree);
    index_neighbours(degree);
    heap_.reserve(n_);
    fill_heap();
    made_bytes_.reserve(n_);
  }

  // One elimination (Alg. 1 lines 14-21, symbolically): false when it crosses a budget, the plan
  // then naming the step over it.
  constexpr bool plan_step(std::size_t step) {
    const std::size_t v = next_vertex();
    const join_size join = join_of(v, step);
    const double needed = account_memory(v, step, join);
    if (needed > o_.memory_budget || plan_.work > o_.work_budget) {
      stop_at(v, step, needed, join.entries);
      return false;
    }
    plan_.peak_bytes = std::max(plan_.peak_bytes, needed);
    record_step(v, step, join.entries);
    update_keys(v);
    return true;
  }

  // After the last step: the search's final arrays may still cross the memory budget.
  constexpr void finish() {
    // the search holds the dependent list at its size; with every array's final size known, the
    // peak may have grown past the budget after the step that made the largest table
    plan_.dependents.shrink_to_fit();
    plan_.peak_bytes = std::max(plan_.peak_bytes, search_total(plan_.table_bytes));
    if (plan_.peak_bytes > o_.memory_budget) {
      plan_.over_step = peak_step_;
      plan_.over_bytes = plan_.peak_bytes;
      name_over_step();
    }
  }

 private:
  // What a step joins: plan.joined[first, first + count) and the entries of its table over D.
  struct join_size {
    std::size_t first = 0, count = 0;
    double entries = 1;
  };

  // The factors that involve each vertex, in the order the joins add them up: its own table, its
  // edges' tables in the problem's order, then the tables made by eliminations. Dead factors are
  // dropped as they are met, keeping that order, so the sums (and ties between configurations)
  // are the same as when every factor is kept.
  constexpr void index_factors(const std::vector<std::size_t>& degree) {
    for (std::size_t v = 0; v < n_; ++v) {
      involving_[v].reserve(1 + degree[v]);
      involving_[v].push_back(v);
    }
    for (std::size_t e = 0; e < edges_; ++e) {
      involving_[p_.edges()[e].src].push_back(n_ + e);
      involving_[p_.edges()[e].dst].push_back(n_ + e);
    }
  }

  // Alg. 7: the distinct neighbours of each vertex (adjacency[adjacency_start[v] ..], ascending);
  // `degree` is spent as each vertex's next free place.
  constexpr void index_neighbours(std::vector<std::size_t>& degree) {
    for (std::size_t v = 0; v < n_; ++v) adjacency_start_[v + 1] = adjacency_start_[v] + degree[v];
    for (std::size_t v = 0; v < n_; ++v) degree[v] = adjacency_start_[v];  // now: v's next free place
    for (const auto& x : p_.edges()) adjacency_[degree[x.src]++] = x.dst, adjacency_[degree[x.dst]++] = x.src;
    for (std::size_t v = 0; v < n_; ++v) {
      const auto first = adjacency_.begin() + static_cast<std::ptrdiff_t>(adjacency_start_[v]);
      const auto last = adjacency_.begin() + static_cast<std::ptrdiff_t>(adjacency_start_[v + 1]);
      std::sort(first, last);
      unprocessed_[v] = static_cast<std::size_t>(std::unique(first, last) - first);
    }
  }

  // Every vertex a candidate, keyed by its dependent set's size (Alg. 6) or its neighbours (Alg. 7).
  constexpr void fill_heap() {
    for (std::size_t u = 0; u < n_; ++u) {
      if (by_dependents_) dependents_of(u, d_);
      key_[u] = by_dependents_ ? d_.size() : unprocessed_[u];
      push(u);
    }
  }

  // A vertex's dependent set: the vertices of the live factors that involve it, ascending.
  constexpr void dependents_of(std::size_t u, std::vector<std::size_t>& d) {
    d.clear();
    ++call_;
    std::erase_if(involving_[u], [&](std::size_t f) { return !alive_[f]; });
    const auto add = [&](std::size_t w) {
      if (w != u && seen_[w] != call_) seen_[w] = call_, d.push_back(w);
    };
    for (std::size_t f : involving_[u]) {
      if (f < n_) {
        add(f);
      } else if (f < n_ + edges_) {
        add(p_.edges()[f - n_].src);
        add(p_.edges()[f - n_].dst);
      } else {
        for (std::size_t w : plan_.dependents_at(f - n_ - edges_)) add(w);
      }
    }
    std::sort(d.begin(), d.end());
    max_scratch_ = std::max(max_scratch_, d.size());
  }

  // A candidate u with its current key: the heap keeps stale entries, which next_vertex skips.
  constexpr void push(std::size_t u) {
    heap_.emplace_back(key_[u], u);
    std::push_heap(heap_.begin(), heap_.end(), std::greater<>{});
    ++heap_pushes_;
  }

  // The vertex to eliminate: the lowest (key, index) still current.
  constexpr std::size_t next_vertex() {
    std::size_t v = n_;
    while (v == n_) {
      std::pop_heap(heap_.begin(), heap_.end(), std::greater<>{});
      const auto [k, u] = heap_.back();
      heap_.pop_back();
      if (!eliminated_[u] && k == key_[u]) v = u;
    }
    return v;
  }

  // v's dependent set (into d_) and the factors it joins (into the plan, now dead), with the work
  // and the largest join so far.
  constexpr join_size join_of(std::size_t v, std::size_t step) {
    dependents_of(v, d_);
    join_size out;
    out.first = plan_.joined.size();
    // (all live: dependents_of dropped the dead)
    for (std::size_t f : involving_[v]) plan_.joined.push_back(f), alive_[f] = 0;
    out.count = plan_.joined.size() - out.first;
    for (std::size_t u : d_) out.entries *= static_cast<double>(p_.vertex(u).configs);
    const double join = out.entries * static_cast<double>(p_.vertex(v).configs);
    plan_.work += join * static_cast<double>(out.count);
    if (join > plan_.largest_join) plan_.largest_join = join, plan_.largest_join_step = step;
    plan_.largest_dependents = std::max(plan_.largest_dependents, d_.size());
    return out;
  }

  // The step's tables and the search's array sizes added up: the bytes planning or the search
  // then holds at most.
  constexpr double account_memory(std::size_t v, std::size_t step, const join_size& join) {
    // memory: the new table's values (8 bytes) and argmins (2 bytes) arrive while the joined
    // tables are still held; then the joined tables made by earlier steps go
    const double tables_now = live_tables_ + 10 * join.entries;
    if (tables_now > plan_.table_bytes) plan_.table_bytes = tables_now, peak_step_ = step;
    for (std::size_t k = join.first; k < plan_.joined.size(); ++k)
      if (plan_.joined[k] >= n_ + edges_) live_tables_ -= made_bytes_[plan_.joined[k] - n_ - edges_];
    live_tables_ += 10 * join.entries;
    sum_dependents_ += d_.size();
    search_sizes& sizes = plan_.sizes;
    sizes.tables = n_ + edges_ + step + 1;
    sizes.layout += 2 * d_.size();
    sizes.max_configs = std::max(sizes.max_configs, p_.vertex(v).configs);
    sizes.max_dependents = std::max(sizes.max_dependents, d_.size());
    sizes.max_joined = std::max(sizes.max_joined, join.count);
    sizes.max_along = std::max(sizes.max_along, join.count * d_.size());
    return std::max(planning_bytes(n_, edges_, sum_dependents_, heap_pushes_, max_scratch_),
                    search_total(plan_.table_bytes));
  }

  // The plan stops at this step, over a budget.
  constexpr void stop_at(std::size_t v, std::size_t step, double needed, double entries) {
    // over memory: the error names the step whose table made the peak (this one, or an earlier
    // one whose tables the bookkeeping since has pushed over)
    plan_.over_work = !(needed > o_.memory_budget);
    plan_.over_step = plan_.over_work || peak_step_ == step ? step : peak_step_;
    plan_.over_bytes = needed;
    if (plan_.over_step == step) {
      plan_.over_vertex = v;
      plan_.over_dependents = d_;
      plan_.over_entries = entries;
    } else {
      name_over_step();
    }
  }

  // The step, and the new table, which involves D.
  constexpr void record_step(std::size_t v, std::size_t step, double entries) {
    plan_.order.push_back(v);
    plan_.dependents.insert(plan_.dependents.end(), d_.begin(), d_.end());
    plan_.dependents_start.push_back(plan_.dependents.size());
    plan_.joined_start.push_back(plan_.joined.size());
    made_bytes_.push_back(8 * entries);
    for (std::size_t u : d_) involving_[u].push_back(n_ + edges_ + step);
    eliminated_[v] = 1;
  }

  // The new keys of the candidates v's elimination changed.
  constexpr void update_keys(std::size_t v) {
    if (by_dependents_) {  // only the dependent sets of v's dependents change
      for (std::size_t u : d_) {
        dependents_of(u, scratch_);
        key_[u] = scratch_.size();
        push(u);
      }
    } else {
      for (std::size_t k = adjacency_start_[v]; k < adjacency_start_[v + 1]; ++k) {
        const std::size_t u = adjacency_[k];
        if (eliminated_[u] || (k > adjacency_start_[v] && adjacency_[k - 1] == u)) continue;
        key_[u] = --unprocessed_[u];
        push(u);
      }
    }
  }

  // the vertex, dependents and table of plan.over_step, a step made already
  constexpr void name_over_step() {
    plan_.over_vertex = plan_.order[plan_.over_step];
    const auto dp = plan_.dependents_at(plan_.over_step);
    plan_.over_dependents.assign(dp.begin(), dp.end());
    plan_.over_entries = 1;
    for (std::size_t u : dp) plan_.over_entries *= static_cast<double>(p_.vertex(u).configs);
  }

  // what the search will hold with the plan so far (its dependent list reserved to its size)
  constexpr double search_total(double tables) const {
    return capacity_bytes(plan_.order) + static_cast<double>(sum_dependents_) * sizeof(std::size_t) +
           capacity_bytes(plan_.dependents_start) + capacity_bytes(plan_.joined) + capacity_bytes(plan_.joined_start) +
           search_bytes(plan_.sizes, n_) + tables;
  }

  const Problem& p_;
  const solve_options& o_;
  elimination_plan& plan_;
  std::size_t n_, edges_;
  bool by_dependents_;
  std::vector<std::vector<std::size_t>> involving_;  // the factors that involve each vertex (index_factors)
  std::vector<std::size_t> adjacency_start_, adjacency_, unprocessed_;  // index_neighbours
  std::vector<char> alive_, eliminated_;
  std::vector<std::size_t> seen_;  // seen[u] == call: u is already in this call's dependent set
  std::size_t call_ = 0, max_scratch_ = 0;
  // the candidates, a min-heap of (key, vertex); an entry whose key is no longer the vertex's is
  // stale and skipped
  std::vector<std::size_t> key_;
  std::vector<std::pair<std::size_t, std::size_t>> heap_;
  std::size_t heap_pushes_ = 0;
  std::vector<std::size_t> d_, scratch_;  // the step's dependent set; a candidate's (update_keys)
  std::vector<double> made_bytes_;        // bytes of the values of the table made at each step
  std::size_t sum_dependents_ = 0;
  double live_tables_ = 0;  // tables made by eliminations and still in use, and the argmins kept
  std::size_t peak_step_ = 0;
};

// The plan's arrays reserved, once planning_bytes shows that planning fits the memory budget;
// false (the plan naming no vertex) when it does not.
template <class Problem>
constexpr bool start_plan(const Problem& p, const solve_options& o, elimination_plan& plan) {
  const std::size_t n = p.size(), edges = p.edges().size(), factors = 2 * n + edges;
  // the arrays below, before they are made
  plan.peak_bytes = planning_bytes(n, edges, 0, n, 0);
  if (plan.peak_bytes > o.memory_budget) {
    plan.over_step = 0;
    plan.over_vertex = n;  // no vertex: planning itself does not fit
    plan.over_bytes = plan.peak_bytes;
    return false;
  }
  plan.order.reserve(n);
  plan.dependents_start.reserve(n + 1);
  plan.dependents_start.push_back(0);
  plan.joined.reserve(factors);  // every factor is joined once at most
  plan.joined_start.reserve(n + 1);
  plan.joined_start.push_back(0);
  plan.sizes.tables = n + edges;
  plan.sizes.layout = 2 * (n + 2 * edges);
  return true;
}

// The plan of `order`, within o's budgets. `Problem` is a strategy_problem or a problem_shape's
// view: planning reads only the vertices' configuration counts and the edges' ends.
template <class Problem>
constexpr elimination_plan plan_elimination(const Problem& p, elimination_order order, const solve_options& o) {
  elimination_plan plan;
  if (!start_plan(p, o, plan)) return plan;
  elimination_planner<Problem> planner(p, order, o, plan);
  for (std::size_t step = 0; step < p.size(); ++step)
    if (!planner.plan_step(step)) return plan;
  planner.finish();
  return plan;
}

// The elimination plan solve uses: the one asked for, or with elimination_order::automatic the
// one within the budgets (or with less work when both are; when neither is, the one that got
// further, for its error). Only one plan is held at a time: the first is dropped while the second
// is made, and made again when it is the one chosen (planning costs little beside the search).
template <class Problem>
constexpr elimination_plan choose_plan(const Problem& p, const solve_options& o, elimination_order& used) {
  used = o.order;
  if (o.order != elimination_order::automatic) return plan_elimination(p, o.order, o);
  elimination_plan by_neighbours = plan_elimination(p, elimination_order::fewest_neighbours, o);
  const bool neighbours_fit = by_neighbours.complete();
  const double neighbours_work = by_neighbours.work, neighbours_peak = by_neighbours.peak_bytes;
  const std::size_t neighbours_over = by_neighbours.over_step;
  by_neighbours = elimination_plan{};
  elimination_plan by_dependents = plan_elimination(p, elimination_order::fewest_dependents, o);
  const bool dependents_fit = by_dependents.complete();
  const bool dependents_better = neighbours_fit && dependents_fit   ? by_dependents.work < neighbours_work
                                 : neighbours_fit != dependents_fit ? dependents_fit
                                                                    : by_dependents.over_step > neighbours_over;
  used = dependents_better ? elimination_order::fewest_dependents : elimination_order::fewest_neighbours;
  // solve's peak: the larger of the two plannings' and the search's
  const double peak = std::max(neighbours_peak, by_dependents.peak_bytes);
  if (dependents_better) {
    by_dependents.peak_bytes = std::max(by_dependents.peak_bytes, peak);
    return by_dependents;
  }
  by_dependents = elimination_plan{};
  by_neighbours = plan_elimination(p, elimination_order::fewest_neighbours, o);
  by_neighbours.peak_bytes = std::max(by_neighbours.peak_bytes, peak);
  return by_neighbours;
}

// Fails with a budget_error, naming the vertex and its dependents, when the plan crossed a budget.
template <class Problem>
constexpr void check_budgets(const Problem& p, const elimination_plan& plan, const solve_options& o) {
  if (plan.complete()) return;
  const std::size_t v = plan.over_vertex;
  if (v == p.size())
    throw_budget_error(budget_error::resource::memory, plan.over_bytes, o.memory_budget, "planning the elimination of ",
                       p.size(), " vertices and ", p.edges().size(), " edges needs ", bytes_text(plan.over_bytes));
  std::string ids;
  for (std::size_t u : plan.over_dependents) {
    if (!ids.empty()) ids += ", ";
    ids += std::to_string(p.vertex(u).id);
  }
  const std::string over = plan.over_dependents.empty() ? std::string("no dependent vertex")
                                                        : "its " + std::to_string(plan.over_dependents.size()) +
                                                              " dependent vertices (" + ids + ")";
  if (!plan.over_work)
    throw_budget_error(budget_error::resource::memory, plan.over_bytes, o.memory_budget, "eliminating vertex ",
                       p.vertex(v).id, " needs a table over ", over, ": ", plan.over_entries,
                       plan.over_entries == 1 ? " entry" : " entries",
                       "; with the tables kept so far and the "
                       "bookkeeping, the search holds ",
                       bytes_text(plan.over_bytes));
  throw_budget_error(budget_error::resource::work, plan.work, o.work_budget, "eliminating vertex ", p.vertex(v).id,
                     " (a join of ", plan.over_entries * static_cast<double>(p.vertex(v).configs), " entries over ",
                     over, ") brings the search's work to ", plan.work, " sums (about 1e9 a second)");
}

// Scratch space of the eliminations, reserved once to the plan's largest step.
struct elimination_workspace {
  std::vector<double> sums;
  std::vector<std::size_t> digit, base, along_v, along;  // along[j * |D| + k]: joined table j's stride for D's vertex k
};

// One elimination (Algorithm 6's inner loop): the table over v's dependents D of the minimum over
// v's configurations of the joined tables' sum, into `values`, and v's best configuration per
// assignment of D into `argmin` (the last vertex of D varies fastest).
constexpr void eliminate(const strategy_problem& p, std::size_t v, std::span<const std::size_t> d,
                         std::span<const std::size_t> joined, const std::vector<table_view>& tables,
                         const std::vector<std::size_t>& layout, std::vector<double>& values,
                         std::vector<std::uint16_t>& argmin, elimination_workspace& w) {
  const std::size_t m = p.vertex(v).configs, nd = d.size(), nj = joined.size();
  std::size_t entries = 1;
  for (std::size_t u : d) entries *= p.vertex(u).configs;
  // strides of the joined tables along D and along v
  w.along.assign(nj * nd, 0);
  w.along_v.assign(nj, 0);
  for (std::size_t j = 0; j < nj; ++j) {
    const table_view& t = tables[joined[j]];
    for (std::size_t q = 0; q < t.count; ++q) {
      const std::size_t var = layout[t.first + q], stride = layout[t.first + t.count + q];
      if (var == v) {
        w.along_v[j] += stride;
        continue;
      }
      for (std::size_t k = 0; k < nd; ++k)
        if (d[k] == var) w.along[j * nd + k] += stride;
    }
  }
  values.resize(entries, {});
  argmin.resize(entries, {});
  w.sums.assign(m, 0);
  w.digit.assign(nd, 0);
  w.base.assign(nj, 0);
  // plain pointers in the loop: the compiler keeps them in registers (through `w` it must reload
  // them after every store of a double)
  double* const sums = w.sums.data();
  std::size_t* const digit = w.digit.data();
  std::size_t* const base = w.base.data();
  const std::size_t* const along_v = w.along_v.data();
  const std::size_t* const along = w.along.data();
  double* const out = values.data();
  std::uint16_t* const best_of = argmin.data();
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
    for (std::size_t k = nd; k-- > 0;) {
      const std::size_t radix = p.vertex(d[k]).configs;
      if (++digit[k] < radix) {
        for (std::size_t j = 0; j < nj; ++j) base[j] += along[j * nd + k];
        break;
      }
      digit[k] = 0;
      for (std::size_t j = 0; j < nj; ++j) base[j] -= (radix - 1) * along[j * nd + k];
    }
  }
}

// Back through the argmins: a vertex's dependents are eliminated after it, so they are chosen.
constexpr std::vector<std::size_t> choose_configurations(const strategy_problem& p, const elimination_plan& plan,
                                                         const std::vector<std::vector<std::uint16_t>>& argmin) {
  std::vector<std::size_t> choice(p.size(), 0);
  for (std::size_t step = p.size(); step-- > 0;) {
    std::size_t at = 0;
    for (std::size_t u : plan.dependents_at(step)) at = at * p.vertex(u).configs + choice[u];
    choice[plan.order[step]] = argmin[step][at];
  }
  return choice;
}

}  // namespace detail

/// The shape of a problem, what the search's plan and budgets depend on: each vertex's number of
/// configurations and the edges' ends (vertex indices). A caller can check the budgets on it
/// before making the cost tables (estimate_search).
struct problem_shape {
  std::span<const std::size_t> configs;
  std::span<const std::pair<std::size_t, std::size_t>> edges;
};

/// What solve would hold and do, worked out on a shape: an upper bound of its bytes, its work and
/// the order it would take.
struct search_estimate {
  double peak_bytes = 0, table_bytes = 0, work = 0;
  elimination_order order = elimination_order::fewest_neighbours;
};

namespace detail {

// A problem_shape seen as planning sees a strategy_problem: vertex v has id v.
class shape_view {
 public:
  constexpr explicit shape_view(const problem_shape& s) : configs_(s.configs.data()), size_(s.configs.size()) {
    edges_.reserve(s.edges.size());
    for (const auto& [src, dst] : s.edges) {
      check(src < size_ && dst < size_ && src != dst, "pebble::strategy: the edge ", src, " -> ", dst,
            " of a shape of ", size_, " vertices is not between two of them");
      edges_.push_back({src, dst, 0});
    }
    for (std::size_t v = 0; v < size_; ++v)
      check(configs_[v] >= 1 && configs_[v] <= max_configurations, "pebble::strategy: vertex ", v, " of a shape has ",
            configs_[v], " configurations; it needs 1 to ", max_configurations);
  }
  constexpr std::size_t size() const { return size_; }
  constexpr strategy_problem::vertex_info vertex(std::size_t v) const {
    return {static_cast<std::int64_t>(v), configs_[v], 0};
  }
  constexpr std::span<const strategy_problem::edge_info> edges() const { return edges_; }

 private:
  const std::size_t*
      configs_;  // a pointer, not a std::span: nvcc's front end takes a class holding one for non-literal
  std::size_t size_;
  std::vector<strategy_problem::edge_info> edges_;
};

}  // namespace detail

/// The budgets of solve checked on a problem's shape, before its cost tables exist: throws the
/// budget_error solve would throw (vertex ids are the indices), or returns what solve would need.
/// The bytes are solve's alone; the problem's own tables come on top.
[[nodiscard]] constexpr search_estimate estimate_search(const problem_shape& shape, const solve_options& o = {}) {
  const detail::shape_view view(shape);
  search_estimate out;
  if (view.size() == 0) return out;
  const detail::elimination_plan plan = detail::choose_plan(view, o, out.order);
  detail::check_budgets(view, plan, o);
  out.peak_bytes = plan.peak_bytes;
  out.table_bytes = plan.table_bytes;
  out.work = plan.work;
  return out;
}

/// The optimal strategy of `p`: its cost, one configuration index per vertex, and statistics.
/// Throws budget_error, before any table is made, when the search would exceed the memory or the
/// work budget, naming the vertex.
[[nodiscard]] constexpr strategy_solution solve(const strategy_problem& p, const solve_options& o = {}) {
  std::chrono::steady_clock::time_point start{};
  if (!std::is_constant_evaluated()) start = std::chrono::steady_clock::now();
  const std::size_t n = p.size(), edges = p.edges().size();
  strategy_solution out;
  if (n == 0) return out;

  elimination_order used = o.order;
  const detail::elimination_plan plan = detail::choose_plan(p, o, used);
  detail::check_budgets(p, plan, o);

  // the tables: the problem's own, then the ones eliminations make; every array at the size the
  // plan counted
  const detail::search_sizes& sizes = plan.sizes;
  std::vector<std::size_t> layout;
  layout.reserve(sizes.layout);
  std::vector<detail::table_view> tables;
  tables.reserve(sizes.tables);
  for (std::size_t v = 0; v < n; ++v) {
    tables.push_back({layout.size(), 1, p.vertex_cost(v).data()});
    layout.insert(layout.end(), {v, 1});
  }
  for (std::size_t e = 0; e < edges; ++e) {
    const auto& x = p.edges()[e];
    tables.push_back({layout.size(), 2, p.edge_cost(e).data()});
    layout.insert(layout.end(), {x.src, x.dst, p.vertex(x.dst).configs, 1});
  }
  std::vector<std::vector<double>> made(n);           // values of the table made at each step
  std::vector<std::vector<std::uint16_t>> argmin(n);  // per step: v's best configuration per assignment of D
  double constant = 0;                                // tables over no vertex
  detail::elimination_workspace workspace;
  workspace.sums.reserve(sizes.max_configs);
  workspace.digit.reserve(sizes.max_dependents);
  workspace.base.reserve(sizes.max_joined);
  workspace.along_v.reserve(sizes.max_joined);
  workspace.along.reserve(sizes.max_along);
  for (std::size_t step = 0; step < n; ++step) {
    const std::span<const std::size_t> d = plan.dependents_at(step), joined = plan.joined_at(step);
    detail::eliminate(p, plan.order[step], d, joined, tables, layout, made[step], argmin[step], workspace);
    // the joined tables made by earlier steps are no longer needed
    for (std::size_t f : joined)
      if (f >= n + edges) std::vector<double>().swap(made[f - n - edges]);
    if (d.empty()) constant += made[step][0];
    tables.push_back({layout.size(), d.size(), made[step].data()});
    layout.insert(layout.end(), d.begin(), d.end());
    const std::size_t strides_at = layout.size();
    layout.resize(layout.size() + d.size(), 1);
    for (std::size_t k = d.size(); k-- > 1;)
      layout[strides_at + k - 1] = layout[strides_at + k] * p.vertex(d[k]).configs;
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
  s.table_bytes = plan.table_bytes;
  if (!std::is_constant_evaluated())
    s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace pebble::strategy
