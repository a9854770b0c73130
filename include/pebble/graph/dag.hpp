// Task graphs as compact DAGs (the SP conversion report, §2): vertices 0..n-1, successors and
// predecessors in compressed sparse rows, with the report's measures: levels (longest path from a
// root, Definition 6), total work W1 and critical path W∞ (Definitions 4-5), unit or weighted by
// task cost; reachability (transitive closure) and the transitive reduction. Plan side, constexpr.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <pebble/core/error.hpp>

namespace pebble::graph {

using vertex = std::uint32_t;
using edge = std::pair<vertex, vertex>;

/// A directed graph in compressed sparse rows, both directions. Edges are kept as given (a
/// repeated edge stays repeated); rows are sorted.
class dag {
 public:
  constexpr dag() = default;
  constexpr dag(std::size_t vertices, std::span<const edge> edges) : n_(vertices) {
    check(vertices < (std::size_t{1} << 31), "pebble::graph: at most 2^31 vertices; got ", vertices);
    for (const edge& e : edges)
      check(e.first < vertices && e.second < vertices, "pebble::graph: the edge ", e.first, " -> ", e.second,
            " names a vertex beyond the ", vertices, " vertices");
    build(edges, out_start_, out_, false);
    build(edges, in_start_, in_, true);
  }

  constexpr std::size_t size() const { return n_; }
  constexpr std::size_t edge_count() const { return out_.size(); }
  constexpr std::span<const vertex> successors(vertex v) const {
    return std::span<const vertex>(out_).subspan(out_start_[v], out_start_[v + 1] - out_start_[v]);
  }
  constexpr std::span<const vertex> predecessors(vertex v) const {
    return std::span<const vertex>(in_).subspan(in_start_[v], in_start_[v + 1] - in_start_[v]);
  }
  constexpr std::size_t out_degree(vertex v) const { return out_start_[v + 1] - out_start_[v]; }
  constexpr std::size_t in_degree(vertex v) const { return in_start_[v + 1] - in_start_[v]; }
  /// Every edge, by source then target.
  constexpr std::vector<edge> edges() const {
    std::vector<edge> out;
    for (vertex v = 0; v < n_; ++v)
      for (vertex w : successors(v)) out.push_back({v, w});
    return out;
  }

 private:
  constexpr void build(std::span<const edge> edges, std::vector<std::size_t>& start, std::vector<vertex>& adjacent,
                       bool reversed) {
    start.assign(n_ + 1, 0);
    for (const edge& e : edges) ++start[(reversed ? e.second : e.first) + 1];
    for (std::size_t v = 0; v < n_; ++v) start[v + 1] += start[v];
    adjacent.assign(edges.size(), 0);
    std::vector<std::size_t> at(start.begin(), start.end() - 1);
    for (const edge& e : edges) adjacent[at[reversed ? e.second : e.first]++] = reversed ? e.first : e.second;
    for (std::size_t v = 0; v < n_; ++v)
      std::sort(adjacent.begin() + static_cast<std::ptrdiff_t>(start[v]),
                adjacent.begin() + static_cast<std::ptrdiff_t>(start[v + 1]));
  }

  std::size_t n_ = 0;
  std::vector<std::size_t> out_start_ = {0}, in_start_ = {0};
  std::vector<vertex> out_, in_;
};

namespace detail {
// Kahn's algorithm (smallest ready vertex first); returns the order of the vertices it reached and
// leaves missing[v] > 0 for the vertices on or after a cycle.
constexpr std::vector<vertex> kahn(const dag& g, std::vector<std::size_t>& missing) {
  const std::size_t n = g.size();
  missing.assign(n, 0);
  std::vector<vertex> order, ready;
  for (vertex v = 0; v < n; ++v)
    if ((missing[v] = g.in_degree(v)) == 0) ready.push_back(v);
  std::reverse(ready.begin(), ready.end());
  while (!ready.empty()) {
    const vertex v = ready.back();
    ready.pop_back();
    order.push_back(v);
    for (vertex w : g.successors(v))
      if (--missing[w] == 0) ready.push_back(w);
  }
  return order;
}
}  // namespace detail

/// A cycle of g, from its smallest vertex in edge order (3, 5, 4 for 3 -> 5 -> 4 -> 3); empty when
/// g is acyclic.
constexpr std::vector<vertex> find_cycle(const dag& g) {
  std::vector<std::size_t> missing;
  if (detail::kahn(g, missing).size() == g.size()) return {};
  // walk predecessors that Kahn's algorithm could not reach until one repeats
  vertex v = 0;
  while (missing[v] == 0) ++v;
  std::vector<std::size_t> seen_at(g.size(), static_cast<std::size_t>(-1));
  std::vector<vertex> walk;
  while (seen_at[v] == static_cast<std::size_t>(-1)) {
    seen_at[v] = walk.size();
    walk.push_back(v);
    for (vertex u : g.predecessors(v))
      if (missing[u] != 0) {
        v = u;
        break;
      }
  }
  // the cycle in edge order (walk[k + 1] -> walk[k]), from its smallest vertex
  std::vector<vertex> cycle(walk.rbegin(), walk.rend() - static_cast<std::ptrdiff_t>(seen_at[v]));
  std::rotate(cycle.begin(), std::min_element(cycle.begin(), cycle.end()), cycle.end());
  return cycle;
}

/// A topological order (Kahn, smallest ready vertex first). A cycle is an error that names one:
/// "the graph has a cycle: 4 -> 7 -> 4".
constexpr std::vector<vertex> topological_order(const dag& g) {
  std::vector<std::size_t> missing;
  std::vector<vertex> order = detail::kahn(g, missing);
  if (order.size() == g.size()) return order;
  const std::vector<vertex> cycle = find_cycle(g);
  std::string text;
  for (vertex x : cycle) text += std::to_string(x) + " -> ";
  text += std::to_string(cycle.front());
  check(false, "pebble::graph: the graph has a cycle: ", text);
  return order;
}

/// The level of every vertex: the longest path (in edges) from a vertex without predecessors.
constexpr std::vector<std::size_t> levels(const dag& g) {
  std::vector<std::size_t> level(g.size(), 0);
  for (vertex v : topological_order(g))
    for (vertex w : g.successors(v)) level[w] = std::max(level[w], level[v] + 1);
  return level;
}

/// Total work and critical path (Definitions 4-5).
struct work_span {
  double work = 0;  ///< W1: the vertices (or their costs)
  double span = 0;  ///< W∞: the longest chain's vertices (or their costs)
};

/// W1 and W∞ with unit vertices (costs empty) or with cost[v] per vertex.
constexpr work_span measure(const dag& g, std::span<const double> cost = {}) {
  check(cost.empty() || cost.size() == g.size(), "pebble::graph: ", cost.size(), " costs for ", g.size(), " vertices");
  auto weight = [&](vertex v) { return cost.empty() ? 1.0 : cost[v]; };
  work_span out;
  std::vector<double> finish(g.size(), 0);
  for (vertex v : topological_order(g)) {
    double start = 0;
    for (vertex u : g.predecessors(v)) start = std::max(start, finish[u]);
    finish[v] = start + weight(v);
    out.work += weight(v);
    out.span = std::max(out.span, finish[v]);
  }
  return out;
}

namespace detail {
// Reachability from the (up to 64) sources first, first + 1, ... of g: afterwards bit u - first
// of reach[v] is set when u ~> v or u == v. One sweep along `order`, a topological order of g;
// vertices no source reaches are skipped.
constexpr void reach_from_sources(const dag& g, std::span<const vertex> order, std::size_t first,
                                  std::vector<std::uint64_t>& reach) {
  reach.assign(g.size(), 0);
  for (std::size_t u = first; u < std::min(g.size(), first + 64); ++u) reach[u] = std::uint64_t{1} << (u - first);
  for (vertex v : order)
    if (reach[v])
      for (vertex w : g.successors(v)) reach[w] |= reach[v];
}
}  // namespace detail

/// Reachability (the transitive closure) of a DAG: the rows of 64 sources at a time, computed when
/// first asked by pushing bits along a topological order (O(n + m) per 64 sources, n bits per
/// source kept).
class reachability {
 public:
  constexpr explicit reachability(const dag& g) : g_(g), order_(topological_order(g)), chunks_((g.size() + 63) / 64) {}
  /// Whether u ~> v: a path of at least one edge from u to v.
  constexpr bool reaches(vertex u, vertex v) {
    std::vector<std::uint64_t>& rows = chunks_[u / 64];
    if (rows.empty()) detail::reach_from_sources(g_, order_, u / 64 * 64, rows);
    return u != v && ((rows[v] >> (u % 64)) & 1u);  // in a DAG only u's own bit marks u
  }

 private:
  const dag& g_;
  std::vector<vertex> order_;
  std::vector<std::vector<std::uint64_t>> chunks_;  // chunk c: bit u - 64c of [v] for u ~> v
};

/// The transitive reduction: the edges u -> v of g with no other path from u to v (repeated
/// edges once).
constexpr dag transitive_reduction(const dag& g) {
  reachability r(g);
  std::vector<edge> kept;
  for (vertex u = 0; u < g.size(); ++u) {
    const auto succ = g.successors(u);
    for (std::size_t k = 0; k < succ.size(); ++k) {
      const vertex v = succ[k];
      if (k > 0 && succ[k - 1] == v) continue;  // a repeated edge
      bool implied = false;
      for (vertex w : succ) implied = implied || (w != v && r.reaches(w, v));
      if (!implied) kept.push_back({u, v});
    }
  }
  return dag(g.size(), kept);
}

}  // namespace pebble::graph
