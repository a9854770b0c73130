// The program bound's view of each statement (thesis §5.5.2, Definition 5.6): its accesses with
// version subscripts appended (the write, and reads of older versions of an array written in a
// loop), the loops a group of statements shares, and its accesses grouped per array.
#pragma once

#include <pebble/bounds/program/result.hpp>

namespace pebble::detail {

// A statement's accesses in its own slots with version subscripts appended: the write, and
// each read of an older version of an array written in a loop (the version loops it shares).
struct versioned_statement {
  access write;
  std::size_t write_versions = 0;  // version subscripts at the end of `write`
  static_vector<access, max_reads> reads;
  static_vector<std::uint8_t, max_reads> read_versions;
  /// The statement whose values each read sees (its reaching writer), or npos for program inputs.
  static_vector<std::size_t, max_reads> read_from;
};

inline constexpr std::size_t npos = static_cast<std::size_t>(-1);

// The statement whose value of `array` statement s reads through r (`own`: how r reads s's own
// values, classify()'s offset_reads): itself for an in-place update along its version loops, else
// the last writer before s in program order, else (around a loop s shares with it) the last writer
// after s; npos when no other statement writes the array.
constexpr std::size_t reaching_writer(const program& p, std::size_t s, const access& r, offset_read own) {
  // an in-place update reads its own earlier versions only along its version loops; an output
  // that every iteration writes once (no version loop) reads what came before the statement, and
  // so does a read of elements the statement never writes (offset_read::apart)
  if (own == offset_read::versions || own == offset_read::collapsed) return s;
  std::size_t before = npos, after = npos;
  // A later writer reaches s only around a loop they share, through an element it wrote at an
  // earlier iteration of that loop: not when every shared loop's index is the whole subscript of
  // one dimension in both the write and the read (doitgen's A[r,q,p] = sum[p] after
  // sum[p] += A[r,q,s]·…: the elements of iteration (r, q) are that iteration's own).
  auto pinned = [&](std::size_t q) {
    const std::size_t shared = p.shared_loops(q, s);
    for (std::size_t t = 0; t < shared; ++t) {
      bool found = false;
      for (std::size_t k = 0; k < r.rank() && k < p[q].output.rank() && !found; ++k) {
        const auto x = single_index(r.subscripts[k]), y = single_index(p[q].output.subscripts[k]);
        found = x == t && y == t && r.subscripts[k] == p[q].output.subscripts[k];
      }
      if (!found) return false;
    }
    return true;
  };
  for (std::size_t q = 0; q < p.size(); ++q) {
    if (p[q].output.array != r.array || q == s) continue;
    if (q < s) before = q;
    if (q > s && p.shared_loops(q, s) > 0 && !pinned(q)) after = q;
  }
  if (before != npos) return before;
  if (after != npos) return after;
  return npos;
}

// `c`: classify(p[s]).
constexpr versioned_statement version_accesses(const program& p, std::size_t s, const soap_classification& c) {
  const statement& st = p[s];
  versioned_statement v;
  auto versions_of = [&](std::size_t w) { return version_indices(p[w]); };
  auto own = versions_of(s);
  v.write = st.output;
  for (std::size_t k = 0; k < own.size(); ++k)
    v.write.subscripts.push_back(affine_expr::var(index_var(own[k])) + (k + 1 == own.size() ? 1 : 0));
  v.write_versions = own.size();
  for (std::size_t slot = 0; slot < st.inputs.size(); ++slot) {
    const access& r = st.inputs[slot];
    access a = r;
    std::size_t nv = 0;
    std::size_t w = reaching_writer(p, s, r, c.offset_reads[slot + 1]);
    if (w == s) {                                                                 // an offset read of its own values
      for (auto t : own) a.subscripts.push_back(affine_expr::var(index_var(t)));  // the previous version
      nv = own.size();
    } else if (w != npos && w != s) {
      // versions of the writer along loops it shares with s: this step's version when the writer
      // comes earlier in the loop body, the previous step's when it comes later
      auto vs = versions_of(w);
      std::size_t shared = p.shared_loops(w, s);
      bool all_shared = !vs.empty();
      for (auto t : vs) all_shared = all_shared && t < shared;
      if (all_shared) {
        for (std::size_t k = 0; k < vs.size(); ++k)
          a.subscripts.push_back(affine_expr::var(index_var(vs[k])) + (k + 1 == vs.size() && w < s ? 1 : 0));
        nv = vs.size();
      }
    }
    v.read_from.push_back(w);
    v.reads.push_back(a);
    v.read_versions.push_back(static_cast<std::uint8_t>(nv));
  }
  return v;
}

// Union-find over (statement, loop) pairs.
struct loop_classes {
  std::vector<std::size_t> parent;
  constexpr explicit loop_classes(std::size_t n) : parent(n) {
    for (std::size_t i = 0; i < n; ++i) parent[i] = i;
  }
  constexpr std::size_t find(std::size_t x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  }
  constexpr void unite(std::size_t a, std::size_t b) { parent[find(a)] = find(b); }
};

// The fused model of the statements in `group` (bit set), or nothing when it cannot be built.
struct fused_model {
  access_model dominator;
  tile_objective objective;
  // per tile size: the values its loops' indices take at the program's sizes (an upper bound on
  // a tile's extent along it; +inf when the context has no sizes, see program_context::ranges)
  std::array<double, max_indices> extent = infinite_extents();
  static constexpr std::array<double, max_indices> infinite_extents() {
    std::array<double, max_indices> e{};
    for (auto& x : e) x = std::numeric_limits<double>::infinity();
    return e;
  }
};

// The statements of a group with their loops numbered one after another: member m's loop t is
// node base[m] + t; var[node] is the group variable (tile size) of its loop class.
struct group_loops {
  std::vector<std::size_t> members, base, var;
  std::size_t variables = 0;
};

// The loop classes of a group's loops (group_loop_classes): a union-find over its loops that never
// puts two loops of one member in one class.
struct member_loop_classes {
  loop_classes uf;
  std::vector<statement_mask> members_in;  // per class root: the members with a loop in it
  constexpr member_loop_classes(const program& p, const group_loops& g, std::size_t nodes)
      : uf(nodes), members_in(nodes) {
    for (std::size_t m = 0; m < g.members.size(); ++m)
      for (std::size_t t = 0; t < p[g.members[m]].domain.depth(); ++t) members_in[g.base[m] + t] = bit(m);
  }
  // Whether the classes of loops a and b are one, or may become one (no member has a loop in both).
  constexpr bool compatible(std::size_t a, std::size_t b) {
    const std::size_t ra = uf.find(a), rb = uf.find(b);
    return ra == rb || (members_in[ra] & members_in[rb]) == 0;
  }
  // Unites the classes of loops a and b unless a member has a loop in both.
  constexpr void unite(std::size_t a, std::size_t b) {
    const std::size_t ra = uf.find(a), rb = uf.find(b);
    if (ra == rb || (members_in[ra] & members_in[rb]) != 0) return;
    uf.parent[ra] = rb;
    members_in[rb] |= members_in[ra];
  }
};

// The dimensions a pair of accesses aligns: (node of x, node of y) per dimension in one index each
struct aligned_dims {
  static_vector<std::array<std::size_t, 2>, max_array_rank> dims;
  bool writes = false, done = false;
};

// The group's statements in program order and their loops numbered one after another (g.members,
// g.base); returns how many loops there are.
constexpr std::size_t list_group_members(const program& p, statement_mask group, group_loops& g) {
  std::size_t nodes = 0;
  for (std::size_t s = 0; s < p.size(); ++s)
    if (has(group, s)) {
      g.members.push_back(s);
      g.base.push_back(nodes);
      nodes += p[s].domain.depth();
    }
  return nodes;
}

// The pairs of accesses of one array in two members that both index some dimension by one loop
// each, with those dimensions: what group_loop_classes may align.
constexpr std::vector<aligned_dims> aligned_access_pairs(const std::vector<versioned_statement>& vs,
                                                         const group_loops& g) {
  struct ref {
    std::size_t member;
    const access* a;
    bool write;
  };
  std::vector<ref> refs;
  for (std::size_t m = 0; m < g.members.size(); ++m) {
    const auto& v = vs[g.members[m]];
    refs.push_back({m, &v.write, true});
    for (const auto& r : v.reads) refs.push_back({m, &r, false});
  }
  std::vector<aligned_dims> pairs;
  for (std::size_t x = 0; x < refs.size(); ++x)
    for (std::size_t y = x + 1; y < refs.size(); ++y) {
      const auto& rx = refs[x];
      const auto& ry = refs[y];
      if (rx.member == ry.member || rx.a->array != ry.a->array) continue;
      aligned_dims pd;
      pd.writes = rx.write && ry.write;
      const std::size_t n = std::min(rx.a->rank(), ry.a->rank());
      for (std::size_t k = 0; k < n; ++k) {
        auto tx = single_index(rx.a->subscripts[k]), ty = single_index(ry.a->subscripts[k]);
        if (tx && ty) pd.dims.push_back({g.base[rx.member] + *tx, g.base[ry.member] + *ty});
      }
      if (!pd.dims.empty()) pairs.push_back(pd);
    }
  return pairs;
}

// Unites the loops of every dimension a pair aligns, and marks the pair done.
constexpr void align_pair(member_loop_classes& classes, aligned_dims& pd) {
  for (const auto& d : pd.dims) classes.unite(d[0], d[1]);
  pd.done = true;
}

// Until nothing changes, aligns the pairs already aligned in one dimension whose other dimensions
// can all be aligned.
constexpr void align_anchored_pairs(member_loop_classes& classes, std::vector<aligned_dims>& pairs) {
  for (bool changed = true; changed;) {
    changed = false;
    for (auto& pd : pairs) {
      if (pd.done) continue;
      bool anchored = false, all = true;
      for (const auto& d : pd.dims) {
        anchored = anchored || classes.uf.find(d[0]) == classes.uf.find(d[1]);
        all = all && classes.compatible(d[0], d[1]);
      }
      if (anchored && all) {
        align_pair(classes, pd);
        changed = true;
      }
    }
  }
}

// Numbers the classes in the order of their first loop: g.var per loop, g.variables in all.
constexpr void number_loop_classes(member_loop_classes& classes, std::size_t nodes, group_loops& g) {
  std::vector<std::size_t> roots;
  g.var.resize(nodes, {});
  for (std::size_t i = 0; i < nodes; ++i) {
    const std::size_t r = classes.uf.find(i);
    auto it = std::find(roots.begin(), roots.end(), r);
    g.var[i] = static_cast<std::size_t>(it - roots.begin());
    if (it == roots.end()) roots.push_back(r);
  }
  g.variables = roots.size();
}

// Loop classes of a group: shared loops are one tile size, and so are the loops that index the
// same dimension of one array in two statements (write-read or read-read). A union that would put
// two loops of one statement in one class is skipped (the accesses then keep their own tile
// sizes, and the dominator terms count them apart), so the classes always give each statement one
// monomial. Order: shared loops; the writes of one array; then, until nothing changes, pairs of
// accesses already aligned in one dimension whose other dimensions can all be aligned (LU's
// A[i,k] in its two updates, after their writes A[i,j] aligned j); then whatever remains, one
// dimension at a time.
constexpr group_loops group_loop_classes(const program& p, const std::vector<versioned_statement>& vs,
                                         statement_mask group) {
  group_loops g;
  const std::size_t nodes = list_group_members(p, group, g);
  member_loop_classes classes(p, g, nodes);
  // shared loops; the writes of one array; anchored pairs until nothing changes; whatever remains
  for (std::size_t a = 0; a < g.members.size(); ++a)
    for (std::size_t b = a + 1; b < g.members.size(); ++b)
      for (std::size_t v = 0; v < p.shared_loops(g.members[a], g.members[b]); ++v)
        classes.unite(g.base[a] + v, g.base[b] + v);
  std::vector<aligned_dims> pairs = aligned_access_pairs(vs, g);
  for (auto& pd : pairs)
    if (pd.writes) align_pair(classes, pd);
  align_anchored_pairs(classes, pairs);
  for (auto& pd : pairs)
    if (!pd.done) align_pair(classes, pd);
  number_loop_classes(classes, nodes, g);
  return g;
}

// One access of a group statement in the group's variables (tile sizes 0.., program sizes after
// max_indices).
struct group_access {
  access a;
  std::size_t versions;
  bool write;
  bool produced_in_group;     // a read of a value a statement of the group writes
  std::size_t statement = 0;  // the program's statement
  std::size_t slot = 0;       // which of its accesses: 0 the write, r + 1 its read r
  std::size_t member = 0;     // the statement's place in the group
  bool self = false;          // a read of the array its statement writes
};

}  // namespace pebble::detail
