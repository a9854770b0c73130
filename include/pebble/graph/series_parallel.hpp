// Recognition of series-parallel DAGs (Valdes, Tarjan, Lawler; the checker of the SP conversion
// report, §8.3; docs/references.md): the decomposition tree of a two-terminal series-parallel DAG (Definition 2), or the irreducible
// core that shows a DAG is not one. Plan side, constexpr.
//
// Tasks are vertices and dependencies edges. A DAG with several sources or sinks gets a virtual
// source before its sources and a virtual sink after its sinks. Two reductions, applied until
// neither applies, decide it in linear time:
//  - series: a vertex v other than the terminals with one edge u -> v in and one edge v -> w out
//    becomes the edge u -> w;
//  - parallel: two edges u -> w become one.
// The DAG is series-parallel exactly when one edge from source to sink is left (the reductions are
// confluent). Every edge carries the decomposition of what it replaced: a leaf for an edge of the
// DAG, series(left, v, right) for a series reduction through task v, parallel(left, right) for a
// parallel reduction. Otherwise the vertices and edges left are the witness: in that core no
// vertex but the terminals has in- and out-degree 1 and no two edges are parallel.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/graph/dag.hpp>

namespace pebble::graph {

/// A node of a series-parallel decomposition tree.
struct sp_node {
  enum kind_t : std::uint8_t { leaf, series, parallel };
  kind_t kind = leaf;
  std::uint32_t left = 0, right = 0;  ///< children (series and parallel)
  vertex middle = 0;                  ///< series: the task between left and right
  vertex from = 0, to = 0;            ///< the edge's ends (every node: what it connects)
};

/// The outcome of recognition.
struct sp_recognition {
  bool series_parallel = false;
  std::size_t vertices = 0;     ///< of the DAG
  vertex source = 0, sink = 0;  ///< the terminals: a DAG vertex, or `vertices` / `vertices + 1` when virtual
  bool virtual_source = false, virtual_sink = false;
  std::vector<sp_node> nodes;  ///< the decomposition (series_parallel): nodes[root] is the whole DAG
  std::uint32_t root = 0;
  std::vector<vertex> core;  ///< not series-parallel: the vertices of the irreducible core
  std::vector<edge> core_edges;

  /// A sentence saying why the DAG is not series-parallel (empty when it is), naming vertices by
  /// number or, when given, by `names`.
  std::string witness(const std::vector<std::string>& names = {}) const {
    if (series_parallel) return {};
    auto name = [&](vertex v) {
      if (virtual_source && v == source) return std::string("the virtual source");
      if (virtual_sink && v == sink) return std::string("the virtual sink");
      return v < names.size() ? names[v] : std::to_string(v);
    };
    // a core vertex that is neither terminal: it has two predecessors or two successors there
    for (vertex v : core) {
      if (v == source || v == sink) continue;
      std::string ins, outs;
      for (const edge& e : core_edges) {
        if (e.second == v) ins += (ins.empty() ? std::string() : std::string(", ")) + name(e.first);
        if (e.first == v) outs += (outs.empty() ? std::string() : std::string(", ")) + name(e.second);
      }
      return std::string("not series-parallel: ") + std::to_string(core.size()) +
             " vertices remain after every series and parallel reduction; e.g. vertex " + name(v) +
             " still depends on {" + ins + "} and precedes {" + outs + "}";
    }
    return "not series-parallel: the source and sink are joined by several irreducible paths";
  }
};

namespace detail {

// Open addressing from an edge (u, w) to its index: the parallel reductions' look-up.
class edge_index {
 public:
  constexpr explicit edge_index(std::size_t expected) {
    std::size_t cap = 16;
    while (cap < 2 * expected + 2) cap *= 2;
    keys_.assign(cap, empty);
    values_.assign(cap, 0);
  }
  static constexpr std::uint64_t key(vertex u, vertex w) { return (std::uint64_t{u} << 32) | w; }
  // where key k's probe starts: splitmix64's finalizer, whose every output bit depends on every
  // key bit (a multiplicative hash of (u << 32) | w clusters the keys of one u under linear
  // probing: a million edges out of one vertex took seconds per look-up run)
  constexpr std::size_t home(std::uint64_t k) const {
    k ^= k >> 30;
    k *= 0xbf58476d1ce4e5b9u;
    k ^= k >> 27;
    k *= 0x94d049bb133111ebu;
    k ^= k >> 31;
    return static_cast<std::size_t>(k) & (keys_.size() - 1);
  }
  // the slot of key k (holding k, or empty)
  constexpr std::size_t slot(std::uint64_t k) const {
    std::size_t at = home(k);
    while (keys_[at] != empty && keys_[at] != k) at = (at + 1) & (keys_.size() - 1);
    return at;
  }
  constexpr bool find(vertex u, vertex w, std::uint32_t& value) const {
    const std::size_t at = slot(key(u, w));
    if (keys_[at] == empty) return false;
    value = values_[at];
    return true;
  }
  constexpr void set(vertex u, vertex w, std::uint32_t value) {
    if (2 * (count_ + 1) > keys_.size()) grow();
    const std::size_t at = slot(key(u, w));
    if (keys_[at] == empty) ++count_;
    keys_[at] = key(u, w);
    values_[at] = value;
  }
  constexpr void erase(vertex u, vertex w) {  // backward-shift deletion
    std::size_t at = slot(key(u, w));
    if (keys_[at] == empty) return;
    --count_;
    const std::size_t mask = keys_.size() - 1;
    std::size_t next = (at + 1) & mask;
    while (keys_[next] != empty) {
      if (((next - home(keys_[next])) & mask) >= ((next - at) & mask)) {
        keys_[at] = keys_[next];
        values_[at] = values_[next];
        at = next;
      }
      next = (next + 1) & mask;
    }
    keys_[at] = empty;
  }

 private:
  static constexpr std::uint64_t empty = ~std::uint64_t{0};
  constexpr void grow() {
    std::vector<std::uint64_t> keys = keys_;
    std::vector<std::uint32_t> values = values_;
    keys_.assign(2 * keys.size(), empty);
    values_.assign(2 * keys.size(), 0);
    count_ = 0;
    for (std::size_t i = 0; i < keys.size(); ++i)
      if (keys[i] != empty)
        set(static_cast<vertex>(keys[i] >> 32), static_cast<vertex>(keys[i] & 0xffffffffu), values[i]);
  }
  std::vector<std::uint64_t> keys_;
  std::vector<std::uint32_t> values_;
  std::size_t count_ = 0;
};

// The terminals of g: its source and sink, or virtual ones (numbered n and n + 1) where it has
// several (or is one vertex); `sources` and `sinks` get g's own.
constexpr void find_terminals(const dag& g, sp_recognition& out, std::vector<vertex>& sources,
                              std::vector<vertex>& sinks) {
  const std::size_t n = g.size();
  for (vertex v = 0; v < n; ++v) {
    if (g.in_degree(v) == 0) sources.push_back(v);
    if (g.out_degree(v) == 0) sinks.push_back(v);
  }
  out.virtual_source = sources.size() > 1 || n == 1;
  out.virtual_sink = sinks.size() > 1 || n == 1;
  out.source = out.virtual_source ? static_cast<vertex>(n) : sources[0];
  out.sink = out.virtual_sink ? static_cast<vertex>(n + 1) : sinks[0];
}

// the multigraph of reductions: edges with their ends, live flags and decompositions
// (each vertex's edges in and out are singly linked lists through the edges: no allocation per
// vertex; a list keeps its dead edges, which are passed once, when its vertex is reduced).
// A parallel reduction needs the live edge u -> w, if any, for each edge a series reduction makes:
// the DAG's own edges are found in its sorted rows (their edge numbers follow the rows), and only
// the edges the reductions and the virtual terminals add go into a hash index. (Hashing every edge
// of the DAG cost most of the time on large graphs that are not series-parallel, where few
// reductions happen.)
class sp_reducer {
 public:
  // Room for the edges of g and of the virtual terminals (`terminal_edges`) over out's vertices
  // and terminals, and for their decomposition in out.nodes.
  // `record`: build the decomposition (else only the verdict and the core).
  constexpr sp_reducer(sp_recognition& out, const dag& g, std::size_t terminal_edges, bool record)
      : out_(out), g_(g), record_(record), index_(terminal_edges + g.size() / 8) {
    const std::size_t total = out.vertices + 2;
    edges_.reserve(g.edge_count() + terminal_edges);
    // a leaf per edge, a parallel node per merge (fewer than the edges), a series node per vertex
    if (record) out.nodes.reserve(2 * edges_.capacity() + out.vertices);
    first_in_.assign(total, none);
    first_out_.assign(total, none);
    indeg_.assign(total, 0);
    outdeg_.assign(total, 0);
    alive_.assign(total, 0);
    for (vertex v = 0; v < out.vertices; ++v) alive_[v] = 1;
    alive_[out.source] = alive_[out.sink] = 1;
  }

  // An edge u -> w of a virtual terminal: a leaf of the decomposition.
  constexpr void terminal_leaf(vertex u, vertex w) { add(u, w, record({sp_node::leaf, 0, 0, 0, u, w})); }

  // The DAG's edges, row by row: leaves numbered from here on in the order of g's rows (a repeated
  // edge is a dead entry merged into the first one's parallel node).
  constexpr void dag_leaves() {
    first_dag_edge_ = static_cast<std::uint32_t>(edges_.size());
    for (vertex u = 0; u < g_.size(); ++u) {
      const std::span<const vertex> row = g_.successors(u);
      for (std::size_t k = 0; k < row.size(); ++k) {
        const vertex w = row[k];
        const std::uint32_t node = record({sp_node::leaf, 0, 0, 0, u, w});
        if (k > 0 && row[k - 1] == w) {  // repeated: merge into the live first copy, keep the numbering
          std::uint32_t first = static_cast<std::uint32_t>(edges_.size()) - 1;
          while (!edges_[first].alive) --first;
          merge(first, node);
          edges_.push_back({u, w, node, none, none, false});
          continue;
        }
        append(u, w, node);
      }
    }
    dag_edges_end_ = static_cast<std::uint32_t>(edges_.size());
  }

  // Series reductions (and the parallel ones they lead to) until neither applies: every vertex is
  // tried, and again when it loses an edge.
  constexpr void reduce() {
    const std::size_t total = out_.vertices + 2;
    for (vertex v = 0; v < total; ++v) work_.push_back(v);
    while (!work_.empty()) {
      const vertex v = work_.back();
      work_.pop_back();
      if (!alive_[v] || v == out_.source || v == out_.sink || indeg_[v] != 1 || outdeg_[v] != 1) continue;
      const std::uint32_t e1 = single_in(v), e2 = single_out(v);
      const vertex u = edges_[e1].from, w = edges_[e2].to;
      edges_[e1].alive = edges_[e2].alive = false;
      if (!is_dag_edge(e1)) index_.erase(u, v);
      if (!is_dag_edge(e2)) index_.erase(v, w);
      --outdeg_[u];
      --indeg_[w];
      alive_[v] = 0;
      add(u, w, record({sp_node::series, edges_[e1].node, edges_[e2].node, v, u, w}));
    }
  }

  // The outcome: series-parallel with its root when one edge from source to sink is left; else
  // the core, the vertices and edges left (and no decomposition).
  constexpr void finish() {
    const std::size_t total = out_.vertices + 2;
    std::size_t live_vertices = 0, live_edges = 0;
    for (vertex v = 0; v < total; ++v) live_vertices += alive_[v];
    for (const live_edge& e : edges_) live_edges += e.alive;
    if (live_vertices == 2 && live_edges == 1) {
      out_.series_parallel = true;
      for (const live_edge& e : edges_)
        if (e.alive) out_.root = e.node;
      return;
    }
    out_.core.reserve(live_vertices);
    out_.core_edges.reserve(live_edges);
    for (vertex v = 0; v < total; ++v)
      if (alive_[v]) out_.core.push_back(v);
    for (const live_edge& e : edges_)
      if (e.alive) out_.core_edges.push_back({e.from, e.to});
    out_.nodes.clear();
  }

 private:
  static constexpr std::uint32_t none = ~std::uint32_t{0};
  struct live_edge {
    vertex from, to;
    std::uint32_t node;
    std::uint32_t next_out, next_in;  // the next edge out of `from`, into `to`
    bool alive;
  };

  // node x of the decomposition, numbered (0 when it is not recorded)
  constexpr std::uint32_t record(const sp_node& x) {
    if (!record_) return 0;
    out_.nodes.push_back(x);
    return static_cast<std::uint32_t>(out_.nodes.size() - 1);
  }

  constexpr bool is_dag_edge(std::uint32_t e) const { return e >= first_dag_edge_ && e < dag_edges_end_; }

  // the live edge u -> w among the DAG's own (its first copy in u's sorted row), if any
  constexpr bool find_dag_edge(vertex u, vertex w, std::uint32_t& e) const {
    if (dag_edges_end_ == first_dag_edge_ || u >= g_.size() || w >= g_.size()) return false;
    const std::span<const vertex> row = g_.successors(u);
    const auto at = std::lower_bound(row.begin(), row.end(), w);
    if (at == row.end() || *at != w) return false;
    e = first_dag_edge_ + static_cast<std::uint32_t>(row_start(u) + static_cast<std::size_t>(at - row.begin()));
    return edges_[e].alive;
  }
  // where u's row starts among the DAG's edges
  constexpr std::size_t row_start(vertex u) const {
    return static_cast<std::size_t>(g_.successors(u).data() - g_.successors(0).data());
  }

  // edge `existing` absorbs decomposition node `node` (a parallel node of the two)
  constexpr void merge(std::uint32_t existing, std::uint32_t node) {
    const vertex u = edges_[existing].from, w = edges_[existing].to;
    edges_[existing].node = record({sp_node::parallel, edges_[existing].node, node, 0, u, w});
    work_.push_back(u);  // u and w lost an edge: they may reduce now
    work_.push_back(w);
  }

  // a new live edge u -> w for decomposition node `node`
  constexpr std::uint32_t append(vertex u, vertex w, std::uint32_t node) {
    const auto e = static_cast<std::uint32_t>(edges_.size());
    edges_.push_back({u, w, node, first_out_[u], first_in_[w], true});
    first_out_[u] = e;
    first_in_[w] = e;
    ++outdeg_[u];
    ++indeg_[w];
    return e;
  }

  // a new edge u -> w (a reduction's or a virtual terminal's) for decomposition node `node`,
  // merged with an existing u -> w
  constexpr void add(vertex u, vertex w, std::uint32_t node) {
    std::uint32_t existing = 0;
    if (index_.find(u, w, existing) || find_dag_edge(u, w, existing)) {
      merge(existing, node);
      return;
    }
    index_.set(u, w, append(u, w, node));
  }
  constexpr std::uint32_t single_in(vertex v) const {  // the one live edge into v
    std::uint32_t e = first_in_[v];
    while (!edges_[e].alive) e = edges_[e].next_in;
    return e;
  }
  constexpr std::uint32_t single_out(vertex v) const {  // the one live edge out of v
    std::uint32_t e = first_out_[v];
    while (!edges_[e].alive) e = edges_[e].next_out;
    return e;
  }

  sp_recognition& out_;
  const dag& g_;
  bool record_ = true;
  std::uint32_t first_dag_edge_ = 0, dag_edges_end_ = 0;  // the DAG's own edges: [first, end)
  std::vector<live_edge> edges_;
  std::vector<std::uint32_t> first_in_, first_out_;
  std::vector<std::size_t> indeg_, outdeg_;
  std::vector<char> alive_;
  edge_index index_;
  std::vector<vertex> work_;
};

}  // namespace detail

/// Recognizes whether `g` (acyclic) is a two-terminal series-parallel DAG. With `decomposition`
/// false the result has the verdict, the terminals and the core but no decomposition (nodes
/// empty): half the memory on a large graph, for a caller that only asks whether it is SP.
constexpr sp_recognition recognize_series_parallel(const dag& g, bool decomposition = true) {
  const std::size_t n = g.size();
  check(n >= 1, "pebble::graph: the graph has no vertex");
  (void)topological_order(g);  // a cycle is an error
  sp_recognition out;
  out.vertices = n;
  std::vector<vertex> sources, sinks;
  detail::find_terminals(g, out, sources, sinks);
  detail::sp_reducer reducer(out, g, sources.size() + sinks.size(), decomposition);
  if (out.virtual_source)
    for (vertex s : sources) reducer.terminal_leaf(out.source, s);
  reducer.dag_leaves();
  if (out.virtual_sink)
    for (vertex t : sinks) reducer.terminal_leaf(t, out.sink);
  reducer.reduce();
  reducer.finish();
  return out;
}

}  // namespace pebble::graph
