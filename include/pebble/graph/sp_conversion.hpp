// Conversion of a non-series-parallel DAG into a series-parallel one (the SP conversion report,
// docs/references.md): the result keeps every precedence and the work W1 and at most doubles the critical path W∞. Plan
// side, constexpr.
//
// The report resolves its "NSP problems" level by level: vertices of a level are grouped into
// supernodes (a disjoint-set forest over the level and its parents, union by rank, path
// compression); a sync node of a supernode is promoted, its parents synchronize on it and its
// siblings are spawned from it; where parents from disjoint spawn sets meet (a disjoint sync node)
// the whole level synchronizes on one node (the global level). Its pseudocode leaves cases open (a
// parent that "already synced" at an earlier level may not reach the later node it must precede),
// so pebble makes the same moves by recursion over parts of the DAG, where each move is provably
// right:
//  - a part whose weakly connected components are several (its supernodes, found with the same
//    disjoint-set forest) is their parallel composition;
//  - a connected part with a level of one vertex y (levels: longest path inside the part) is the
//    series composition (levels above, y, levels below): every vertex above precedes y, y every
//    vertex below. It costs no critical path (the part's own cut vertices are such levels);
//  - otherwise a level l and a vertex d on it are chosen and d promoted: the levels above
//    synchronize on d, and the rest of level l and everything below are spawned from it. This is
//    the report's sync-node promotion, with the whole part as the level's scope (its global level).
// A series composition adds the edges from the exits of the part above to d and from d to the
// entries of the part below; the edges of the DAG are implied by them. With k levels a part's
// critical path is at most 2k - 1 by induction (a promotion adds one vertex to the paths that cross
// level l), so W∞' <= 2 W∞ - 1, and no vertex is added: W1 is unchanged. A series-parallel input is
// returned as it is.
//
// The choice of l and d: among the levels, the one whose promotion adds least to the longest path
// estimated from levels and heights: (the l levels above) + d + (the longest path below, either the
// next level's height or that of a vertex left at level l). d is the vertex of level l on the
// longest path below (unit weights), or the least-loaded candidate (weighted, the report's §7.3); weighted,
// a new zero-work synchronization vertex replaces d when that gives the shorter estimate. Ties go to
// the split that absorbs the most edges (the edges that cross it need no structure of their own),
// then to the one that halves the part best.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <numeric>
#include <span>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/graph/dag.hpp>
#include <pebble/graph/series_parallel.hpp>

namespace pebble::graph {

struct sp_conversion_options {
  /// Task costs for the weighted variant (§7.3); empty: unit tasks, no vertex added.
  std::vector<double> cost;
};

struct sp_conversion {
  dag graph;              ///< the series-parallel DAG: the tasks, then any synchronization vertices
  std::size_t tasks = 0;  ///< vertices 0 .. tasks-1 are the input's; the others have zero work
  bool input_series_parallel = false;
  std::size_t added_edges = 0;    ///< edges of the result that the input does not have
  std::size_t removed_edges = 0;  ///< edges of the input that the result does not have (implied)
  std::size_t promotions = 0;     ///< levels that synchronized on a promoted vertex
  std::size_t sync_vertices = 0;  ///< zero-work synchronization vertices added (weighted only)
};

namespace detail {

// A disjoint-set forest (union by rank, path compression): the supernodes.
class disjoint_sets {
 public:
  constexpr explicit disjoint_sets(std::size_t n) : parent_(n, 0), rank_(n, 0) {
    std::iota(parent_.begin(), parent_.end(), 0u);
  }
  constexpr std::uint32_t find(std::uint32_t v) {
    std::uint32_t root = v;
    while (parent_[root] != root) root = parent_[root];
    while (parent_[v] != root) {
      const std::uint32_t next = parent_[v];
      parent_[v] = root;
      v = next;
    }
    return root;
  }
  constexpr void unite(std::uint32_t a, std::uint32_t b) {
    a = find(a);
    b = find(b);
    if (a == b) return;
    if (rank_[a] < rank_[b]) std::swap(a, b);
    parent_[b] = a;
    if (rank_[a] == rank_[b]) ++rank_[a];
  }

 private:
  std::vector<std::uint32_t> parent_;
  std::vector<std::uint32_t> rank_;
};

class sp_converter {
 public:
  constexpr sp_converter(const dag& g, const std::vector<double>& cost)
      : g_(g),
        cost_(cost),
        mark_(g.size(), 0),
        local_(g.size(), 0),
        level_(g.size(), 0),
        depth_(g.size(), 0),
        height_(g.size(), 0) {}

  struct ends {
    std::vector<vertex> entries, exits;
  };

  // How a part is composed: of several components side by side (parallel), or of the part above a
  // vertex d, d, and the part below (series; either part may be empty).
  struct split {
    bool parallel = false;
    std::vector<std::vector<vertex>> parts;  // parallel: the components; series: {upper, lower}
    vertex d = 0;
  };

  // Converts the part `h` (vertices of the DAG, in topological order); appends its edges to edges_
  // and returns its entries and exits. The recursion over parts runs on an explicit stack: a DAG
  // can split into as many nested parts as it has vertices, more than a thread's stack holds.
  constexpr ends convert(std::vector<vertex> h) {
    struct frame {
      split s;
      std::size_t next = 0;  // the next part to convert
      ends out;
    };
    std::vector<frame> stack;
    // Every level of nesting analyzes at most all n vertices once, so the time is O((n + m) depth).
    // The ties between splits of equal estimate go to the split that absorbs most edges, which
    // keeps the report's increases (paired synchronization: one promotion) but can split off one
    // level at a time (a triangle of a wavefront, whose widest level is its last): O(n) depth.
    // Beyond 2 log2 n + 16 levels of nesting, ties go to even splits first, which bounds the
    // depth by O(log n) more wherever the estimates leave a choice.
    const std::size_t deep = 2 * static_cast<std::size_t>(std::bit_width(h.size())) + 16;
    ends done;  // the ends of the part converted last
    auto open = [&](std::vector<vertex>&& part) {
      if (part.size() == 1) {  // one vertex: its own entry and exit
        done.entries.assign(1, part[0]);
        done.exits.assign(1, part[0]);
        return false;
      }
      stack.push_back({analyze(static_cast<std::vector<vertex>&&>(part), stack.size() >= deep), 0, {}});
      return true;
    };
    // the ends of a finished part go into its parent's
    auto deliver = [&](frame& f) {
      const std::size_t which = f.next - 1;
      if (f.s.parallel) {
        f.out.entries.insert(f.out.entries.end(), done.entries.begin(), done.entries.end());
        f.out.exits.insert(f.out.exits.end(), done.exits.begin(), done.exits.end());
      } else if (which == 0) {  // the part above: its exits precede d
        for (vertex x : done.exits) edges_.push_back({x, f.s.d});
        f.out.entries = static_cast<std::vector<vertex>&&>(done.entries);
      } else {  // the part below: d precedes its entries
        for (vertex x : done.entries) edges_.push_back({f.s.d, x});
        f.out.exits = static_cast<std::vector<vertex>&&>(done.exits);
      }
    };
    if (!open(static_cast<std::vector<vertex>&&>(h))) return done;
    while (!stack.empty()) {
      frame& f = stack.back();
      if (!f.s.parallel && f.next == 0) {  // series with an empty side: d is that side's end
        if (f.s.parts[0].empty()) f.out.entries = {f.s.d};
        if (f.s.parts[1].empty()) f.out.exits = {f.s.d};
      }
      while (f.next < f.s.parts.size() && f.s.parts[f.next].empty()) ++f.next;
      if (f.next < f.s.parts.size()) {
        std::vector<vertex> part = static_cast<std::vector<vertex>&&>(f.s.parts[f.next++]);
        if (!open(static_cast<std::vector<vertex>&&>(part))) deliver(stack.back());
        continue;
      }
      done = static_cast<ends&&>(f.out);
      stack.pop_back();
      if (!stack.empty()) deliver(stack.back());
    }
    return done;
  }

  std::vector<edge> edges_;
  std::size_t promotions_ = 0, sync_vertices_ = 0;

 private:
  // The best split found so far (choose_split): its level, its vertex d (or a zero-work sync
  // vertex), and the figures that rank it.
  struct split_choice {
    std::size_t level = 0;
    vertex d = 0;
    bool sync = false;
    double estimate = std::numeric_limits<double>::infinity();
    std::size_t crossing = 0, balance = std::numeric_limits<std::size_t>::max();
    bool even = false;
  };
  // above[l]: the heaviest path ending above level l; top[l]: the heaviest one starting at level l
  struct level_paths {
    std::vector<double> above, top;
  };
  // the part's vertices by level, each level in the part's order: one array and where each level
  // starts (a vector per level cost an allocation per level, at every level of nesting)
  struct by_levels {
    std::vector<vertex> order;
    std::vector<std::size_t> start;  // level l is order[start[l] .. start[l + 1])
    constexpr std::size_t levels() const { return start.size() - 1; }
    constexpr std::span<const vertex> at(std::size_t l) const {
      return std::span<const vertex>(order).subspan(start[l], start[l + 1] - start[l]);
    }
  };

  // The split of the part `h` (two or more vertices, in topological order).
  // `deep`: prefer even splits among those with the same estimate (see convert).
  constexpr split analyze(std::vector<vertex> h, bool deep) {
    mark_part(h);
    disjoint_sets sets(h.size());
    const std::size_t k_levels = levels_and_depths(h, sets);
    {
      std::vector<std::vector<vertex>> parts = components(h, sets);
      if (parts.size() > 1) return {true, static_cast<std::vector<std::vector<vertex>>&&>(parts), 0};
    }
    const std::vector<std::size_t> crossing = heights_and_crossing(h, k_levels);
    const by_levels by_level = sort_by_level(h, k_levels);
    const level_paths paths = paths_by_level(by_level);
    const split_choice best = choose_split(h.size(), by_level, paths, crossing, deep);
    return series_split(h, best, by_level.at(best.level).size());
  }

  // The part's vertices by level (a counting sort: stable, so each level keeps h's order).
  constexpr by_levels sort_by_level(const std::vector<vertex>& h, std::size_t k_levels) const {
    by_levels out;
    out.start.assign(k_levels + 1, 0);
    for (vertex v : h) ++out.start[level_[v] + 1];
    for (std::size_t l = 0; l < k_levels; ++l) out.start[l + 1] += out.start[l];
    std::vector<std::size_t> next(out.start.begin(), out.start.end() - 1);
    out.order.resize(h.size());
    for (vertex v : h) out.order[next[level_[v]]++] = v;
    return out;
  }

  // Marks the vertices of the part with a new stamp (inside) and their positions in it (local_).
  constexpr void mark_part(const std::vector<vertex>& h) {
    const std::uint32_t stamp = ++stamp_;
    for (std::size_t k = 0; k < h.size(); ++k) {
      mark_[h[k]] = stamp;
      local_[h[k]] = static_cast<std::uint32_t>(k);
    }
  }

  // Whether v is in the part being analyzed (the one mark_part marked last).
  constexpr bool inside(vertex v) const { return mark_[v] == stamp_; }

  // One pass over the predecessors: the components of the part (its supernodes), levels
  // (longest path in edges from the part's sources) and depths (the heaviest path ending at a
  // vertex), inside the part; h is in topological order (every part keeps the order of the
  // DAG's topological order). Levels are wasted on a part of several components, which its
  // components compute again, but a single pass over the edges is what the time is spent on.
  // Returns the number of levels.
  constexpr std::size_t levels_and_depths(const std::vector<vertex>& h, disjoint_sets& sets) {
    std::size_t k_levels = 0;
    for (std::size_t k = 0; k < h.size(); ++k) {
      const vertex v = h[k];
      std::size_t level = 0;
      double deepest = 0;
      for (vertex u : g_.predecessors(v))
        if (inside(u)) {
          sets.unite(static_cast<std::uint32_t>(k), local_[u]);
          level = std::max(level, level_[u] + 1), deepest = std::max(deepest, depth_[u]);
        }
      level_[v] = level;
      depth_[v] = deepest + weight(v);
      k_levels = std::max(k_levels, level + 1);
    }
    return k_levels;
  }

  // The components of the part (the trees of `sets`, over positions in h), each in h's order.
  static constexpr std::vector<std::vector<vertex>> components(const std::vector<vertex>& h, disjoint_sets& sets) {
    std::vector<std::vector<vertex>> parts;
    std::vector<std::int64_t> part_of(h.size(), -1);
    for (std::size_t k = 0; k < h.size(); ++k) {
      const std::uint32_t root = sets.find(static_cast<std::uint32_t>(k));
      if (part_of[root] < 0) {
        part_of[root] = static_cast<std::int64_t>(parts.size());
        parts.emplace_back();
      }
      parts[static_cast<std::size_t>(part_of[root])].push_back(h[k]);
    }
    return parts;
  }

  // one pass over the successors: heights (the heaviest path starting at a vertex) and
  // crossing[l], the part's edges from levels < l to levels >= l, which a split at l absorbs
  constexpr std::vector<std::size_t> heights_and_crossing(const std::vector<vertex>& h, std::size_t k_levels) {
    std::vector<std::size_t> crossing(k_levels + 1, 0);
    for (std::size_t k = h.size(); k-- > 0;) {
      const vertex v = h[k];
      double deepest = 0;
      for (vertex w : g_.successors(v))
        if (inside(w)) {
          deepest = std::max(deepest, height_[w]);
          ++crossing[level_[v] + 1], --crossing[level_[w] + 1];
        }
      height_[v] = deepest + weight(v);
    }
    for (std::size_t l = 1; l <= k_levels; ++l) crossing[l] += crossing[l - 1];
    return crossing;
  }

  // The heaviest paths ending above and starting at each level of the part (level_paths).
  constexpr level_paths paths_by_level(const by_levels& by_level) const {
    const std::size_t k_levels = by_level.levels();
    level_paths out;
    std::vector<double>&above = out.above, &top = out.top;
    above.assign(k_levels + 1, 0);
    top.assign(k_levels + 1, 0);
    for (std::size_t l = 0; l < k_levels; ++l) {
      above[l + 1] = above[l];
      for (vertex v : by_level.at(l))
        above[l + 1] = std::max(above[l + 1], depth_[v]), top[l] = std::max(top[l], height_[v]);
    }
    return out;
  }

  // the split with the shortest estimate: (above l) + d + (the heaviest path left below d); ties
  // go to the split that absorbs most edges (they need no structure of their own below it), then
  // to the one that halves the part best. `size`: the part's vertices.
  constexpr split_choice choose_split(std::size_t size, const by_levels& by_level, const level_paths& paths,
                                      const std::vector<std::size_t>& crossing, bool deep) const {
    const std::size_t k_levels = by_level.levels();
    const std::vector<double>&above = paths.above, &top = paths.top;
    split_choice best;
    std::size_t count_above = 0;
    auto consider = [&](double estimate, std::size_t balance, std::size_t l, vertex d, bool sync) {
      // even: neither side has more than about 3/4 of the part (counted only when deep, see convert)
      const bool even = deep && 2 * balance <= size;
      const bool better =
          estimate < best.estimate ||
          (estimate == best.estimate &&
           (even > best.even || (even == best.even && (crossing[l] > best.crossing ||
                                                       (crossing[l] == best.crossing && balance < best.balance)))));
      if (better)
        best.estimate = estimate, best.even = even, best.crossing = crossing[l], best.balance = balance, best.level = l,
        best.d = d, best.sync = sync;
    };
    for (std::size_t l = 0; l < k_levels; ++l) {
      const std::span<const vertex> at = by_level.at(l);
      const std::size_t below_count = size - count_above - at.size();
      const std::size_t balance = count_above > below_count ? count_above - below_count : below_count - count_above;
      // the heaviest and second heaviest path starting at level l
      vertex first = at[0];
      for (vertex x : at)
        if (height_[x] > height_[first]) first = x;
      double second = top[l + 1];
      for (vertex x : at)
        if (x != first) second = std::max(second, height_[x]);
      // promoting d leaves the others of level l and the levels below after it; unit tasks: the one
      // on the heaviest path (second is then all that is left below it), weighted: any task. Level 0
      // only when it is one vertex: with nothing above d, its siblings would add a vertex to the
      // part's paths without shortening the levels below (the 2k - 1 induction needs l >= 1).
      if (l == 0 && at.size() > 1) {
        count_above += at.size();
        continue;
      }
      if (cost_.empty()) {
        consider(above[l] + 1 + second, balance, l, first, false);
      } else {
        for (vertex d : at) consider(above[l] + weight(d) + (d == first ? second : top[l]), balance, l, d, false);
        if (l > 0 && at.size() > 1) consider(above[l] + top[l], balance, l, 0, true);  // a zero-work sync vertex
      }
      count_above += at.size();
    }
    return best;
  }

  // The series split at the chosen level around d, the promoted vertex or a new sync vertex;
  // `level_size`: the vertices of that level (more than one: a promotion).
  constexpr split series_split(const std::vector<vertex>& h, const split_choice& best, std::size_t level_size) {
    // the parts above and below, in topological order
    std::vector<vertex> upper, lower;
    for (vertex v : h) {
      if (level_[v] < best.level) upper.push_back(v);
      else if (best.sync || v != best.d) lower.push_back(v);
    }
    vertex d = best.d;
    if (best.sync) d = static_cast<vertex>(g_.size() + sync_vertices_++);
    else if (level_size > 1) ++promotions_;
    split out{false, {}, d};
    out.parts.push_back(static_cast<std::vector<vertex>&&>(upper));
    out.parts.push_back(static_cast<std::vector<vertex>&&>(lower));
    return out;
  }

  constexpr double weight(vertex v) const { return cost_.empty() ? 1.0 : cost_[v]; }

  const dag& g_;
  const std::vector<double>& cost_;  // not a std::span: nvcc's front end takes libstdc++'s span for a non-literal type
  std::vector<std::uint32_t> mark_, local_;  // the part being converted (stamp), positions in it
  std::vector<std::size_t> level_;
  std::vector<double> depth_, height_;
  std::uint32_t stamp_ = 0;
};

}  // namespace detail

/// The series-parallel DAG of `g` (see the header): every precedence of g kept, the same tasks
/// (plus zero-work synchronization vertices in the weighted variant), W∞' <= 2 W∞ - 1.
/// `input` is g's recognition (recognize_series_parallel(g)), when the caller has it already.
[[nodiscard]] constexpr sp_conversion to_series_parallel(const dag& g, const sp_conversion_options& o,
                                                         const sp_recognition& input) {
  check(o.cost.empty() || o.cost.size() == g.size(), "pebble::graph: ", o.cost.size(), " task costs for ", g.size(),
        " tasks");
  for (double c : o.cost)
    check(c >= 0 && c <= std::numeric_limits<double>::max(), "pebble::graph: task costs must be finite and >= 0; got ",
          c);
  check(input.vertices == g.size(), "pebble::graph: the recognition given is not the one of this graph");
  sp_conversion out;
  out.tasks = g.size();
  out.input_series_parallel = input.series_parallel;
  if (out.input_series_parallel) {
    out.graph = g;
    return out;
  }
  detail::sp_converter c(g, o.cost);
  c.convert(topological_order(g));
  out.graph = dag(g.size() + c.sync_vertices_, c.edges_);
  out.promotions = c.promotions_;
  out.sync_vertices = c.sync_vertices_;
  // edges added and removed (the input's repeated edges count once); a dag lists its edges sorted
  std::vector<edge> before = g.edges(), after = out.graph.edges();
  before.erase(std::unique(before.begin(), before.end()), before.end());
  std::vector<edge> common;
  std::set_intersection(before.begin(), before.end(), after.begin(), after.end(), std::back_inserter(common));
  out.added_edges = after.size() - common.size();
  out.removed_edges = before.size() - common.size();
  return out;
}

/// Reachability in a series-parallel DAG in O(1) per query, from its decomposition: the
/// reachability order of a two-terminal series-parallel DAG has dimension 2 (it is the
/// intersection of two linear orders). Both orders list left before right in a series node
/// (left's vertices, the middle task, right's vertices) and a parallel node's branches in opposite
/// orders; u ~> v exactly when u comes before v in both. Built in O(n + m) after checking that the
/// decomposition describes `g` exactly (every edge a leaf once, every vertex a terminal or a
/// series node's task once), so a wrong decomposition is an error, never a wrong answer.
class sp_reachability {
 public:
  constexpr sp_reachability(const dag& g, const sp_recognition& r) {
    check(r.series_parallel, "pebble::graph: sp_reachability needs a series-parallel decomposition");
    const bool of_g = r.vertices == g.size() && !r.nodes.empty() && r.root < r.nodes.size();
    check(of_g, "pebble::graph: the decomposition is not the one of this graph");
    const std::size_t total = g.size() + 2;  // the DAG's vertices and the virtual terminals
    first_.assign(total, unplaced);
    second_.assign(total, unplaced);
    std::vector<edge> leaves;
    place(r.source, 0, 0);
    std::vector<step> todo;
    const std::uint64_t next_first = place_first_order(g, r, todo, leaves);
    const std::uint64_t next_second = place_second_order(r, todo);
    check(r.sink != r.source, "pebble::graph: the decomposition's terminals coincide");
    place(r.sink, next_first, next_second);
    for (vertex v = 0; v < g.size(); ++v)
      check(first_[v] != unplaced, "pebble::graph: the decomposition leaves out vertex ", v);
    check_leaves(g, r, leaves);
  }

  /// Whether u ~> v: a path of at least one edge from u to v.
  constexpr bool reaches(vertex u, vertex v) const { return first_[u] < first_[v] && second_[u] < second_[v]; }

 private:
  static constexpr std::uint64_t unplaced = ~std::uint64_t{0};

  // iterative walks: (node, in the second order's direction); a series node's task is placed
  // between its children in both orders, so the walk pushes right, the task, then left
  struct step {
    std::uint32_t node;
    bool is_task;
    vertex task;
  };

  constexpr void place(vertex v, std::uint64_t first, std::uint64_t second) {
    check(v < first_.size() && first_[v] == unplaced, "pebble::graph: the decomposition places vertex ", v, " twice");
    first_[v] = first;
    second_[v] = second;
  }

  // the first order: a depth-first walk, left child first, checking that the decomposition is a
  // tree that joins its children and places every task once; collects its leaves. Returns the
  // next position.
  constexpr std::uint64_t place_first_order(const dag& g, const sp_recognition& r, std::vector<step>& todo,
                                            std::vector<edge>& leaves) {
    todo.push_back({r.root, false, 0});
    std::vector<char> visited(r.nodes.size(), 0);
    std::uint64_t next_first = 1;
    while (!todo.empty()) {
      const step s = todo.back();
      todo.pop_back();
      if (s.is_task) {
        check(s.task < g.size() && first_[s.task] == unplaced, "pebble::graph: the decomposition places task ", s.task,
              " twice or out of range");
        first_[s.task] = next_first++;
        continue;
      }
      check(s.node < r.nodes.size() && !visited[s.node], "pebble::graph: the decomposition is not a tree");
      visited[s.node] = 1;
      const sp_node& x = r.nodes[s.node];
      if (x.kind == sp_node::leaf) {
        leaves.push_back({x.from, x.to});
        continue;
      }
      check_joins(r, x);
      todo.push_back({x.right, false, 0});
      if (x.kind == sp_node::series) todo.push_back({0, true, x.middle});
      todo.push_back({x.left, false, 0});
    }
    return next_first;
  }

  // Checks that the series or parallel node x has children that it joins.
  static constexpr void check_joins(const sp_recognition& r, const sp_node& x) {
    check(x.left < r.nodes.size() && x.right < r.nodes.size(), "pebble::graph: the decomposition is not a tree");
    const sp_node &a = r.nodes[x.left], &b = r.nodes[x.right];
    const bool joins = x.kind == sp_node::series
                           ? a.from == x.from && a.to == x.middle && b.from == x.middle && b.to == x.to
                           : a.from == x.from && a.to == x.to && b.from == x.from && b.to == x.to;
    check(joins, "pebble::graph: a ", x.kind == sp_node::series ? "series" : "parallel",
          " node of the decomposition does not join its children");
  }

  // the second order: the same walk with a parallel node's branches swapped (over the tree the
  // first walk checked). Returns the next position.
  constexpr std::uint64_t place_second_order(const sp_recognition& r, std::vector<step>& todo) {
    std::uint64_t next_second = 1;
    todo.push_back({r.root, false, 0});
    while (!todo.empty()) {
      const step s = todo.back();
      todo.pop_back();
      if (s.is_task) {
        second_[s.task] = next_second++;
        continue;
      }
      const sp_node& x = r.nodes[s.node];
      if (x.kind == sp_node::leaf) continue;
      if (x.kind == sp_node::series) {
        todo.push_back({x.right, false, 0});
        todo.push_back({0, true, x.middle});
        todo.push_back({x.left, false, 0});
      } else {
        todo.push_back({x.left, false, 0});
        todo.push_back({x.right, false, 0});
      }
    }
    return next_second;
  }

  // the leaves are exactly the edges: g's, and the virtual terminals' to g's sources and sinks
  static constexpr void check_leaves(const dag& g, const sp_recognition& r, std::vector<edge>& leaves) {
    std::vector<edge> edges = g.edges();
    for (vertex v = 0; v < g.size(); ++v) {
      if (r.virtual_source && g.in_degree(v) == 0) edges.push_back({r.source, v});
      if (r.virtual_sink && g.out_degree(v) == 0) edges.push_back({v, r.sink});
    }
    std::sort(edges.begin(), edges.end());
    std::sort(leaves.begin(), leaves.end());
    check(edges == leaves, "pebble::graph: the decomposition's edges are not the graph's");
  }

  std::vector<std::uint64_t> first_, second_;  // positions in the two linear orders
};

/// The series-parallel DAG of `g` (see the header), recognizing g first.
[[nodiscard]] constexpr sp_conversion to_series_parallel(const dag& g, const sp_conversion_options& o = {}) {
  return to_series_parallel(g, o, recognize_series_parallel(g));
}

/// Whether every edge u -> v of `original` is a path u ~> v in `converted` (whose first
/// original.size() vertices are the same tasks), given `r`, the recognition of `converted`. When
/// converted is series-parallel the answer takes O(n + m) (sp_reachability); otherwise
/// reachability from 64 sources at a time, each chunk computed and dropped, so memory stays
/// linear in the graph (O(n (n + m) / 64) time).
constexpr bool preserves_precedence(const dag& original, const dag& converted, const sp_recognition& r) {
  check(converted.size() >= original.size(), "pebble::graph: the converted graph has fewer vertices than the original");
  if (r.series_parallel) {
    const sp_reachability reach(converted, r);
    for (vertex u = 0; u < original.size(); ++u)
      for (vertex v : original.successors(u))
        if (!reach.reaches(u, v)) return false;
    return true;
  }
  const std::vector<vertex> order = topological_order(converted);
  std::vector<std::uint64_t> reach;
  for (std::size_t first = 0; first < original.size(); first += 64) {
    detail::reach_from_sources(converted, order, first, reach);
    for (std::size_t u = first; u < std::min(original.size(), first + 64); ++u)
      for (vertex v : original.successors(static_cast<vertex>(u)))
        if (!((reach[v] >> (u - first)) & 1u)) return false;
  }
  return true;
}

/// preserves_precedence, recognizing `converted` first.
constexpr bool preserves_precedence(const dag& original, const dag& converted) {
  return preserves_precedence(original, converted, recognize_series_parallel(converted));
}

}  // namespace pebble::graph
