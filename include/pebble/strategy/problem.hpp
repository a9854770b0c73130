// An optimal parallelization strategy problem (PaSE, docs/references.md): a DAG of operators,
// each with a set of configurations (processors per dimension of its iteration domain) and a cost
// per configuration (compute and intra-operator communication), and for every edge a cost per
// pair of producer and consumer configurations (redistribution). A strategy picks one
// configuration per operator; its cost is the sum of the vertex costs and edge costs it selects.
// Plan side, constexpr.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <iterator>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/core/math.hpp>
#include <pebble/core/static_vector.hpp>

namespace pebble::strategy {

inline constexpr std::size_t max_dims = 8;  ///< dimensions of an operator's iteration domain

/// A configuration: how many processors split each dimension of an operator's iteration domain.
using configuration = static_vector<std::int64_t, max_dims>;

/// The most configurations a vertex may have: the search keeps its argmins as 16-bit indices.
inline constexpr std::size_t max_configurations = 65535;

namespace detail {

/// "12 B", "3.5 KiB", "1.2 GiB" (4 significant digits).
inline std::string bytes_text(double b) {
  const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  std::size_t u = 0;
  while (b >= 1024 && u + 1 < std::size(units)) b /= 1024, ++u;
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.4g %s", b, units[u]);
  return buf;
}

}  // namespace detail

/// A problem or its search would exceed a budget: thrown before the memory is allocated or the
/// work begun. what() is the whole sentence; need() and the numbers let a caller name its own
/// options instead of the library's.
class budget_error : public error {
 public:
  enum class resource : std::uint8_t {
    configurations,  ///< an operator's configurations, over the most a vertex holds
    memory,          ///< bytes: the problem's tables and the search's (solve_options::memory_budget)
    work,            ///< sums of the search (solve_options::work_budget)
  };
  budget_error(std::string need, resource what, double needed, double budget)
      : error("pebble::strategy: " + need + ", over " + limit_text(what, budget)),
        need_(std::move(need)),
        what_(what),
        needed_(needed),
        budget_(budget) {}

  /// What would not fit, with its size ("eliminating vertex 3 needs a table ...: 1.2 GiB").
  const std::string& need() const { return need_; }
  resource exceeded() const { return what_; }
  double needed() const { return needed_; }
  double budget() const { return budget_; }
  /// "the memory budget of 4 GiB", "the work budget of 1e+11 sums", "the 65535 a vertex holds".
  static std::string limit_text(resource what, double budget) {
    char buf[64];
    if (what == resource::memory) return "the memory budget of " + detail::bytes_text(budget);
    if (what == resource::work) std::snprintf(buf, sizeof buf, "the work budget of %.4g sums", budget);
    else std::snprintf(buf, sizeof buf, "the %.0f a vertex holds", budget);
    return buf;
  }

 private:
  std::string need_;
  resource what_;
  double needed_, budget_;
};

namespace detail {

/// Throws the budget_error whose need() is `what` followed by the values. Not constexpr: in
/// constant evaluation reaching it is a compile error, as a failed check is.
template <class... V>
[[noreturn]] void throw_budget_error(budget_error::resource r, double needed, double budget, std::string_view what,
                                     const V&... values) {
  throw budget_error(format_message(what, values...), r, needed, budget);
}

}  // namespace detail

/// Operators (vertices), their configurations and costs, and the edges' cost tables, stored flat.
class strategy_problem {
 private:
  // (defined before the members that call it: clang instantiates a constexpr member template where
  // it is first used and cannot evaluate one whose definition came later)
  // Every partial sum of the search is at most the sum of the tables' largest |cost|: while that
  // is finite, no sum overflows to infinity.
  template <class... Where>
  constexpr void add_to_cost_bound(double largest, const Where&... where) {
    check(pebble::detail::is_finite(cost_bound_ + largest), "pebble::strategy: with ", where...,
          " the costs could add up to more than the largest double (the tables' largest costs sum to ",
          cost_bound_ + largest, ")");
    cost_bound_ += largest;
  }

 public:
  struct vertex_info {
    std::int64_t id = 0;           ///< the caller's id (any non-negative integer)
    std::size_t configs = 0;       ///< number of configurations
    std::size_t first_config = 0;  ///< index of its first configuration (and cost)
  };
  struct edge_info {
    std::size_t src = 0, dst = 0;  ///< vertex indices
    std::size_t first_cost = 0;    ///< its |configs(src)| x |configs(dst)| costs, source rows
  };

  constexpr strategy_problem() = default;
  explicit constexpr strategy_problem(std::int64_t procs) : procs_(procs) {
    check(procs >= 1, "pebble::strategy: the number of processors must be >= 1; got ", procs);
  }

  constexpr std::int64_t procs() const { return procs_; }

  /// Reserves room for a problem of `vertices` vertices with `configs` configurations in all and
  /// `edges` edges with `edge_costs` costs in all, so that building it allocates exactly
  /// bytes_needed() of them.
  constexpr void reserve(std::size_t vertices, std::size_t configs, std::size_t edges, std::size_t edge_costs) {
    vertices_.reserve(vertices);
    configs_.reserve(configs);
    vertex_costs_.reserve(configs);
    edges_.reserve(edges);
    edge_costs_.reserve(edge_costs);
    if (id_slots_.size() < slots_for(vertices)) rehash(slots_for(vertices));
  }
  /// The bytes a problem of that size holds when built after reserve() (what bytes() then returns).
  static constexpr double bytes_needed(std::size_t vertices, std::size_t configs, std::size_t edges,
                                       std::size_t edge_costs) {
    return static_cast<double>(vertices) * sizeof(vertex_info) +
           static_cast<double>(configs) * (sizeof(configuration) + sizeof(double)) +
           static_cast<double>(edges) * sizeof(edge_info) + static_cast<double>(edge_costs) * sizeof(double) +
           static_cast<double>(slots_for(vertices)) * sizeof(std::size_t);
  }
  /// The bytes the problem's arrays hold now (their capacities).
  constexpr double bytes() const {
    return static_cast<double>(vertices_.capacity()) * sizeof(vertex_info) +
           static_cast<double>(configs_.capacity()) * sizeof(configuration) +
           static_cast<double>(vertex_costs_.capacity()) * sizeof(double) +
           static_cast<double>(edges_.capacity()) * sizeof(edge_info) +
           static_cast<double>(edge_costs_.capacity()) * sizeof(double) +
           static_cast<double>(id_slots_.capacity()) * sizeof(std::size_t);
  }

  /// Adds an operator with caller id `id`, its configurations and the cost of each; returns its
  /// index (0, 1, ... in the order added).
  constexpr std::size_t add_vertex(std::int64_t id, std::span<const configuration> configs,
                                   std::span<const double> cost) {
    check(id >= 0, "pebble::strategy: vertex ids must be >= 0; got ", id);
    check(!configs.empty(), "pebble::strategy: vertex ", id, " has no configuration");
    check(configs.size() <= max_configurations, "pebble::strategy: vertex ", id, " has ", configs.size(),
          " configurations; at most ", max_configurations, " are supported");
    check(cost.size() == configs.size(), "pebble::strategy: vertex ", id, " has ", configs.size(),
          " configurations but ", cost.size(), " costs");
    check(index_of(id) == vertices_.size(), "pebble::strategy: vertex id ", id, " is used twice");
    double largest = 0;
    for (std::size_t c = 0; c < cost.size(); ++c) {
      check(pebble::detail::is_finite(cost[c]), "pebble::strategy: vertex ", id, ", configuration ", c, ": the cost ",
            cost[c], " is not a finite number");
      largest = std::max(largest, pebble::abs(cost[c]));
    }
    add_to_cost_bound(largest, "vertex ", id);
    if (2 * (vertices_.size() + 1) > id_slots_.size()) rehash(slots_for(2 * vertices_.size() + 2));
    id_slots_[slot_of(id)] = vertices_.size() + 1;
    vertices_.push_back({id, configs.size(), configs_.size()});
    configs_.insert(configs_.end(), configs.begin(), configs.end());
    vertex_costs_.insert(vertex_costs_.end(), cost.begin(), cost.end());
    return vertices_.size() - 1;
  }

  /// Replaces the costs of vertex v (index), checked as add_vertex checks them (the bound on the
  /// sum of the tables' largest costs only grows: it stays an upper bound).
  constexpr void set_vertex_cost(std::size_t v, std::span<const double> cost) {
    check(v < vertices_.size(), "pebble::strategy: no vertex index ", v, " (", vertices_.size(), " vertices)");
    check(cost.size() == vertices_[v].configs, "pebble::strategy: vertex ", vertices_[v].id, " has ",
          vertices_[v].configs, " configurations but ", cost.size(), " costs");
    double largest = 0;
    for (std::size_t c = 0; c < cost.size(); ++c) {
      check(pebble::detail::is_finite(cost[c]), "pebble::strategy: vertex ", vertices_[v].id, ", configuration ", c,
            ": the cost ", cost[c], " is not a finite number");
      largest = std::max(largest, pebble::abs(cost[c]));
    }
    add_to_cost_bound(largest, "vertex ", vertices_[v].id);
    std::copy(cost.begin(), cost.end(), vertex_costs_.begin() + static_cast<std::ptrdiff_t>(vertices_[v].first_config));
  }

  /// Adds the edge src -> dst with the cost `cost(a, b)` from source configuration a to
  /// destination configuration b, written into the problem's table directly (no copy of it).
  template <class CostOf>
  constexpr void add_edge_with(std::size_t src, std::size_t dst, CostOf&& cost) {
    check_edge_ends(src, dst);
    const std::size_t rows = vertices_[src].configs, cols = vertices_[dst].configs, first = edge_costs_.size();
    double largest = 0;
    for (std::size_t a = 0; a < rows; ++a)
      for (std::size_t b = 0; b < cols; ++b) {
        const double c = cost(a, b);
        if (!pebble::detail::is_finite(c)) {
          edge_costs_.resize(first, {});
          check(false, "pebble::strategy: the edge ", vertices_[src].id, " -> ", vertices_[dst].id, ", configurations ",
                a, " -> ", b, ": the cost ", c, " is not a finite number");
        }
        largest = std::max(largest, pebble::abs(c));
        edge_costs_.push_back(c);
      }
    add_to_cost_bound(largest, "the edge ", vertices_[src].id, " -> ", vertices_[dst].id);
    edges_.push_back({src, dst, first});
  }
  // (add_edge comes after add_edge_with: clang evaluates a member template only after its definition)
  /// Adds the edge src -> dst (vertex indices) with its |configs(src)| x |configs(dst)| costs,
  /// row-major with the source configuration as the row.
  constexpr void add_edge(std::size_t src, std::size_t dst, std::span<const double> cost) {
    check_edge_ends(src, dst);
    const std::size_t need = vertices_[src].configs * vertices_[dst].configs;
    check(cost.size() == need, "pebble::strategy: the edge ", vertices_[src].id, " -> ", vertices_[dst].id, " has ",
          cost.size(), " costs; it needs ", vertices_[src].configs, " x ", vertices_[dst].configs, " = ", need);
    add_edge_with(src, dst, [&](std::size_t a, std::size_t b) { return cost[a * vertices_[dst].configs + b]; });
  }

  constexpr std::size_t size() const { return vertices_.size(); }
  constexpr const vertex_info& vertex(std::size_t v) const { return vertices_[v]; }
  constexpr std::span<const edge_info> edges() const { return edges_; }
  constexpr std::span<const configuration> configs(std::size_t v) const {
    return std::span<const configuration>(configs_).subspan(vertices_[v].first_config, vertices_[v].configs);
  }
  constexpr std::span<const double> vertex_cost(std::size_t v) const {
    return std::span<const double>(vertex_costs_).subspan(vertices_[v].first_config, vertices_[v].configs);
  }
  constexpr std::span<const double> edge_cost(std::size_t e) const {
    const edge_info& x = edges_[e];
    return std::span<const double>(edge_costs_)
        .subspan(x.first_cost, vertices_[x.src].configs * vertices_[x.dst].configs);
  }
  /// The index of the vertex with caller id `id` (size() when there is none); O(1) expected.
  constexpr std::size_t index_of(std::int64_t id) const {
    if (id_slots_.empty()) return vertices_.size();
    const std::size_t slot = id_slots_[slot_of(id)];
    return slot == 0 ? vertices_.size() : slot - 1;
  }

 private:
  // The id index: open addressing with linear probing over a power-of-two number of slots, at
  // most half of them used; a slot holds a vertex index + 1, or 0 when empty.
  static constexpr std::size_t slots_for(std::size_t vertices) {
    std::size_t slots = 8;
    while (slots < 2 * vertices) slots *= 2;
    return slots;
  }
  // The slot that holds `id`, or the empty slot where it goes.
  constexpr std::size_t slot_of(std::int64_t id) const {
    const std::size_t mask = id_slots_.size() - 1;
    // Fibonacci hashing: consecutive ids spread over the table
    std::uint64_t h = static_cast<std::uint64_t>(id) * 0x9E3779B97F4A7C15ull;
    std::size_t s = static_cast<std::size_t>(h ^ (h >> 32)) & mask;
    while (id_slots_[s] != 0 && vertices_[id_slots_[s] - 1].id != id) s = (s + 1) & mask;
    return s;
  }
  constexpr void rehash(std::size_t slots) {
    id_slots_.assign(slots, 0);
    for (std::size_t v = 0; v < vertices_.size(); ++v) id_slots_[slot_of(vertices_[v].id)] = v + 1;
  }
  constexpr void check_edge_ends(std::size_t src, std::size_t dst) const {
    check(src < vertices_.size() && dst < vertices_.size(), "pebble::strategy: the edge ", src, " -> ", dst,
          " names a vertex index the problem does not have (", vertices_.size(), " vertices)");
    check(src != dst, "pebble::strategy: the edge from vertex ", vertices_[src].id, " to itself is a cycle");
  }

  std::int64_t procs_ = 1;
  std::vector<vertex_info> vertices_;
  std::vector<configuration> configs_;
  std::vector<double> vertex_costs_;
  std::vector<edge_info> edges_;
  std::vector<double> edge_costs_;
  std::vector<std::size_t> id_slots_;
  double cost_bound_ = 0;
};

/// Checks that the edges form a DAG; the error names the vertices of a cycle ("3 -> 5 -> 3").
constexpr void check_acyclic(const strategy_problem& p) {
  const std::size_t n = p.size();
  std::vector<std::vector<std::size_t>> out(n);
  for (const auto& e : p.edges()) out[e.src].push_back(e.dst);
  // depth-first, colours: 0 new, 1 on the path, 2 done
  std::vector<int> colour(n, 0);
  std::vector<std::size_t> path;
  std::vector<std::size_t> next(n, 0);
  for (std::size_t root = 0; root < n; ++root) {
    if (colour[root]) continue;
    path.push_back(root);
    colour[root] = 1;
    while (!path.empty()) {
      const std::size_t v = path.back();
      if (next[v] == out[v].size()) {
        colour[v] = 2;
        path.pop_back();
        continue;
      }
      const std::size_t w = out[v][next[v]++];
      if (colour[w] == 1) {
        std::string cycle;
        std::size_t from = 0;
        while (path[from] != w) ++from;
        for (std::size_t k = from; k < path.size(); ++k) cycle += std::to_string(p.vertex(path[k]).id) + " -> ";
        cycle += std::to_string(p.vertex(w).id);
        check(false, "pebble::strategy: the graph has a cycle: ", cycle);
      }
      if (colour[w] == 0) {
        colour[w] = 1;
        path.push_back(w);
      }
    }
  }
}

}  // namespace pebble::strategy
