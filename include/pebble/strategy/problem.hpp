// An optimal parallelization strategy problem (PaSE, docs/references.md): a DAG of operators,
// each with a set of configurations (processors per dimension of its iteration domain) and a cost
// per configuration (compute and intra-operator communication), and for every edge a cost per
// pair of producer and consumer configurations (redistribution). A strategy picks one
// configuration per operator; its cost is the sum of the vertex costs and edge costs it selects.
// Plan side, constexpr.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/core/static_vector.hpp>

namespace pebble::strategy {

inline constexpr std::size_t max_dims = 8;  ///< dimensions of an operator's iteration domain

/// A configuration: how many processors split each dimension of an operator's iteration domain.
using configuration = static_vector<std::int64_t, max_dims>;

/// Operators (vertices), their configurations and costs, and the edges' cost tables, stored flat.
class strategy_problem {
 public:
  struct vertex_info {
    std::int64_t id = 0;          ///< the caller's id (any non-negative integer)
    std::size_t configs = 0;      ///< number of configurations
    std::size_t first_config = 0; ///< index of its first configuration (and cost)
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

  /// Adds an operator with caller id `id`, its configurations and the cost of each; returns its
  /// index (0, 1, ... in the order added).
  constexpr std::size_t add_vertex(std::int64_t id, std::span<const configuration> configs, std::span<const double> cost) {
    check(id >= 0, "pebble::strategy: vertex ids must be >= 0; got ", id);
    check(!configs.empty(), "pebble::strategy: vertex ", id, " has no configuration");
    check(configs.size() <= 65535, "pebble::strategy: vertex ", id, " has ", configs.size(),
          " configurations; at most 65535 are supported");
    check(cost.size() == configs.size(), "pebble::strategy: vertex ", id, " has ", configs.size(),
          " configurations but ", cost.size(), " costs");
    for (const vertex_info& v : vertices_) check(v.id != id, "pebble::strategy: vertex id ", id, " is used twice");
    vertices_.push_back({id, configs.size(), configs_.size()});
    for (std::size_t c = 0; c < configs.size(); ++c) {
      configs_.push_back(configs[c]);
      vertex_costs_.push_back(cost[c]);
    }
    return vertices_.size() - 1;
  }

  /// Adds the edge src -> dst (vertex indices) with its |configs(src)| x |configs(dst)| costs,
  /// row-major with the source configuration as the row.
  constexpr void add_edge(std::size_t src, std::size_t dst, std::span<const double> cost) {
    check(src < vertices_.size() && dst < vertices_.size(), "pebble::strategy: the edge ", src, " -> ", dst,
          " names a vertex index the problem does not have (", vertices_.size(), " vertices)");
    check(src != dst, "pebble::strategy: the edge from vertex ", vertices_[src].id, " to itself is a cycle");
    const std::size_t need = vertices_[src].configs * vertices_[dst].configs;
    check(cost.size() == need, "pebble::strategy: the edge ", vertices_[src].id, " -> ", vertices_[dst].id, " has ",
          cost.size(), " costs; it needs ", vertices_[src].configs, " x ", vertices_[dst].configs, " = ", need);
    edges_.push_back({src, dst, edge_costs_.size()});
    edge_costs_.insert(edge_costs_.end(), cost.begin(), cost.end());
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
    return std::span<const double>(edge_costs_).subspan(x.first_cost, vertices_[x.src].configs * vertices_[x.dst].configs);
  }
  /// The index of the vertex with caller id `id` (size() when there is none).
  constexpr std::size_t index_of(std::int64_t id) const {
    for (std::size_t v = 0; v < vertices_.size(); ++v)
      if (vertices_[v].id == id) return v;
    return vertices_.size();
  }

 private:
  std::int64_t procs_ = 1;
  std::vector<vertex_info> vertices_;
  std::vector<configuration> configs_;
  std::vector<double> vertex_costs_;
  std::vector<edge_info> edges_;
  std::vector<double> edge_costs_;
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
