// The I/O lower bound of a whole program through its SDG (thesis §5.5.3–5.5.5, Theorem 5.1): with
// W(X) = Σ_{s∈K} |𝒟_s| / max_{G∋s, G⊆K} ρ_G(X) for one X shared by all subgraphs,
// Q >= (X − S)(⌈W/(X − S)⌉ − 1) (xpartition_io: the X-partition's last, partial part is not
// counted), where G ranges over the connected sets of kept statements (statements are connected
// when they access a common array whose values count) and ρ_G(X) = χ_G(X)/(X − S) is the
// intensity of G fused into one subcomputation: χ_G(X) maximises Σ_{s∈G} Π_{t∈V_s} d_t over tiles
// whose dominator Σ_A |A(d)| fits in X. The bound reported is the larger of that and the
// compulsory loads of the arrays no statement writes plus the larger cut's I/O: the reduction
// cuts (values live across a scalar a reduction computes: reduction_cut.hpp) or the completion
// cut (values live when a statement's first group of values is complete: completion_cut.hpp);
// neither counts a first load.
//
// Kept statements K: the others weigh 0 and the values they produce count nothing in any model,
// which keeps the bound valid for every K; sets the model cannot bound drop their least
// statement from K instead of zeroing all their statements (docs/xpartition.md, "Kept statements").
//
// The fused model: loops a block shares are one tile size, and so are the indices the same
// dimension of an array is accessed by in different statements (the alignment of the thesis'
// Lemma 5.5). Dominator terms: arrays no statement of G writes count with Lemma 5.3 (one group of
// identical accesses: a lower bound on the union of all); arrays G writes count with Corollary
// 5.1 over the write and the reads of older versions (previous time steps, in-place updates);
// reads of versions G produces count nothing (Definition 5.6), unless a statement that passes each
// element through produced them (passes_through). Symmetric triangles get a second model
// (symmetric_tile). Tile sizes of projective one-monomial models are clipped to their loops'
// extents (clipped_objective). Whatever the model cannot express (conflicting alignment, more
// than 8 tile sizes, not SOAP) is taken as unbounded intensity.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <pebble/bounds/access_size.hpp>
#include <pebble/bounds/completion_cut.hpp>
#include <pebble/bounds/reduction_cut.hpp>
#include <pebble/bounds/statement_bound.hpp>
#include <pebble/bounds/xpartition.hpp>
#include <pebble/core/error.hpp>
#include <pebble/model/soap.hpp>
#include <pebble/model/statement.hpp>

namespace pebble {

/// A set of a program's statements: bit s for statement s.
using statement_mask = std::uint64_t;

/// One statement's share of the program bound.
struct program_statement_bound {
  std::int64_t domain_size = 0;  ///< |𝒟_s|
  double rho = 0;                ///< max over the kept subgraphs containing s of ρ_G(X); +inf if unbounded or not kept
  statement_mask group = 0;      ///< the statements of the subgraph attaining it
  double Q = 0;                  ///< points_counted / rho: s's part of W
  bool kept = true;              ///< false: weighed 0, its values taken as free for the others
  std::int64_t points_counted = 0;  ///< the points Q counts: |𝒟_s| less the faces split_faces leaves out
};

struct program_io_bound {
  double S = 0;        ///< fast memory per processor, words
  std::int64_t p = 1;  ///< processors
  double X = 0;                ///< the X of Theorem 5.1 (chosen to maximise the bound)
  double W = 0;                ///< Σ_s |𝒟_s|/ρ_s at X: the X-partition has at least W/(X − S) parts
  double Q_xpartition = 0;     ///< (X − S)(⌈W/(X − S)⌉ − 1): Theorem 5.1 without the last, partial part
  double Q_compulsory = 0;     ///< compulsory_loads: each read element of an array nobody writes, once
  double Q_cut = 0;            ///< the best reduction cut's I/O (reduction_cut.hpp); 0 without a pivot
  std::size_t cut_pivot = static_cast<std::size_t>(-1);  ///< the pivot statement attaining Q_cut
  std::int64_t cuts_counted = 0;  ///< its cuts Q_cut counts: the last ones when fewer than its instances
  std::int64_t cut_instances = 0;  ///< the pivot's instances
  bool cut_at_reduction = false;   ///< the pivot is a reduction, cut at its last instance per iteration
  double Q_completion = 0;         ///< the completion cut's I/O (completion_cut.hpp); 0 without one
  completion_cut completion;       ///< that cut: its statement, groups and live values
  double Q = 0;                ///< sequential bound, max(Q_xpartition, Q_compulsory + max(Q_cut, Q_completion))
  double Q_per_processor = 0;  ///< Q/p (Lemma 4.9), with the cuts taken at p·S
  static_vector<program_statement_bound, 64> statements;  ///< one per statement (at most 64)
  statement_mask kept = 0;                ///< the statements the bound counts (the others weigh 0)
  std::size_t subgraphs = 0;              ///< connected statement sets evaluated (for the kept statements)
  std::size_t subgraphs_unbounded = 0;    ///< of those, taken as unbounded (free index or not modelled)
};

namespace detail {

inline constexpr std::size_t max_program_statements = 64;
/// The connected statement sets one kept set may have; beyond, the kept set shrinks.
inline constexpr std::size_t max_statement_sets = 256;

constexpr bool has(statement_mask m, std::size_t s) { return (m >> s & 1u) != 0; }
constexpr statement_mask bit(std::size_t s) { return statement_mask{1} << s; }

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
    if (w == s) {  // an offset read of its own values
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

// Loop classes of a group: shared loops are one tile size, and so are the loops that index the
// same dimension of one array in two statements (write-read or read-read). A union that would put
// two loops of one statement in one class is skipped (the accesses then keep their own tile
// sizes, and the dominator terms count them apart), so the classes always give each statement one
// monomial. Order: shared loops; the writes of one array; then, until nothing changes, pairs of
// accesses already aligned in one dimension whose other dimensions can all be aligned (LU's
// A[i,k] in its two updates, after their writes A[i,j] aligned j); then whatever remains, one
// dimension at a time.
constexpr group_loops group_loop_classes(const program& p, const std::vector<versioned_statement>& vs, statement_mask group) {
  group_loops g;
  std::size_t nodes = 0;
  for (std::size_t s = 0; s < p.size(); ++s)
    if (has(group, s)) {
      g.members.push_back(s);
      g.base.push_back(nodes);
      nodes += p[s].domain.depth();
    }
  loop_classes uf(nodes);
  std::vector<statement_mask> members_in(nodes);  // per class root: the members with a loop in it
  for (std::size_t m = 0; m < g.members.size(); ++m)
    for (std::size_t t = 0; t < p[g.members[m]].domain.depth(); ++t) members_in[g.base[m] + t] = bit(m);
  auto compatible = [&](std::size_t a, std::size_t b) {
    const std::size_t ra = uf.find(a), rb = uf.find(b);
    return ra == rb || (members_in[ra] & members_in[rb]) == 0;
  };
  auto unite = [&](std::size_t a, std::size_t b) {
    const std::size_t ra = uf.find(a), rb = uf.find(b);
    if (ra == rb || (members_in[ra] & members_in[rb]) != 0) return;
    uf.parent[ra] = rb;
    members_in[rb] |= members_in[ra];
  };
  for (std::size_t a = 0; a < g.members.size(); ++a)
    for (std::size_t b = a + 1; b < g.members.size(); ++b)
      for (std::size_t v = 0; v < p.shared_loops(g.members[a], g.members[b]); ++v) unite(g.base[a] + v, g.base[b] + v);
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
  // the dimensions a pair of accesses aligns: (node of x, node of y) per dimension in one index each
  struct pair_dims {
    static_vector<std::array<std::size_t, 2>, max_array_rank> dims;
    bool writes = false, done = false;
  };
  std::vector<pair_dims> pairs;
  for (std::size_t x = 0; x < refs.size(); ++x)
    for (std::size_t y = x + 1; y < refs.size(); ++y) {
      const auto& rx = refs[x];
      const auto& ry = refs[y];
      if (rx.member == ry.member || rx.a->array != ry.a->array) continue;
      pair_dims pd;
      pd.writes = rx.write && ry.write;
      const std::size_t n = std::min(rx.a->rank(), ry.a->rank());
      for (std::size_t k = 0; k < n; ++k) {
        auto tx = single_index(rx.a->subscripts[k]), ty = single_index(ry.a->subscripts[k]);
        if (tx && ty) pd.dims.push_back({g.base[rx.member] + *tx, g.base[ry.member] + *ty});
      }
      if (!pd.dims.empty()) pairs.push_back(pd);
    }
  auto align = [&](pair_dims& pd) {
    for (const auto& d : pd.dims) unite(d[0], d[1]);
    pd.done = true;
  };
  for (auto& pd : pairs)
    if (pd.writes) align(pd);
  for (bool changed = true; changed;) {
    changed = false;
    for (auto& pd : pairs) {
      if (pd.done) continue;
      bool anchored = false, all = true;
      for (const auto& d : pd.dims) {
        anchored = anchored || uf.find(d[0]) == uf.find(d[1]);
        all = all && compatible(d[0], d[1]);
      }
      if (anchored && all) {
        align(pd);
        changed = true;
      }
    }
  }
  for (auto& pd : pairs)
    if (!pd.done) align(pd);
  std::vector<std::size_t> roots;
  g.var.resize(nodes, {});
  for (std::size_t i = 0; i < nodes; ++i) {
    const std::size_t r = uf.find(i);
    auto it = std::find(roots.begin(), roots.end(), r);
    g.var[i] = static_cast<std::size_t>(it - roots.begin());
    if (it == roots.end()) roots.push_back(r);
  }
  g.variables = roots.size();
  return g;
}

// One access of a group statement in the group's variables (tile sizes 0.., program sizes after
// max_indices).
struct group_access {
  access a;
  std::size_t versions;
  bool write;
  bool produced_in_group;  // a read of a value a statement of the group writes
  std::size_t statement = 0;  // the program's statement
  std::size_t slot = 0;       // which of its accesses: 0 the write, r + 1 its read r
  std::size_t member = 0;     // the statement's place in the group
  bool self = false;          // a read of the array its statement writes
};

// An expression of statement `d` as a row of a Fourier–Motzkin system: its loop t at slot at(t),
// its size z at the slot of the program's size; nothing when the program has more sizes than the
// system holds.
template <class At>
constexpr std::optional<pair_affine> lift_statement_expr(const affine_expr& e, const iteration_domain& d,
                                                      const std::vector<short_name>& sizes, const At& at) {
  pair_affine r;
  r.constant = e.constant;
  for (std::size_t t = 0; t < d.depth(); ++t) r.coeff[at(t)] += e.coeff[index_var(t)];
  for (std::size_t z = 0; z < d.sizes.size(); ++z) {
    if (e.coeff[size_var(z)] == 0) continue;
    const auto zp = static_cast<std::size_t>(std::find(sizes.begin(), sizes.end(), d.sizes[z]) - sizes.begin());
    if (zp >= max_sizes) return std::nullopt;
    r.coeff[2 * max_indices + zp] += e.coeff[size_var(z)];
  }
  return r;
}

// Adds the loop bounds of domain `d` (loop t at slot at(t)) and sizes >= 0; false when not liftable.
template <class At>
constexpr bool add_domain(fm_system& sys, const iteration_domain& d, const std::vector<short_name>& sizes, const At& at) {
  for (std::size_t t = 0; t < d.depth(); ++t) {
    const auto lo = lift_statement_expr(d.bounds[t].lower, d, sizes, at);
    const auto hi = lift_statement_expr(d.bounds[t].upper, d, sizes, at);
    if (!lo || !hi) return false;
    const pair_affine x = pair_affine::var(at(t));
    sys.add(x - *lo);
    sys.add(*hi - 1 - x);
  }
  for (std::size_t z = 0; z < std::min(sizes.size(), max_sizes); ++z) sys.add(pair_affine::var(2 * max_indices + z));
  return true;
}

// Whether access a of statement s and access b of statement q (each in its own loops) provably
// never touch one element, over all instances of both — or over the pairs of instances whose
// loops in `equal_loops` (bit t: loop t of both) take equal values.
constexpr bool never_same_element(const program& p, const std::vector<short_name>& sizes, std::size_t s, const access& a,
                                  std::size_t q, const access& b, std::uint32_t equal_loops = 0) {
  if (a.array != b.array) return true;
  if (a.rank() != b.rank()) return false;
  fm_system sys;
  auto first = [](std::size_t t) { return t; };
  auto second = [](std::size_t t) { return max_indices + t; };
  if (!add_domain(sys, p[s].domain, sizes, first) || !add_domain(sys, p[q].domain, sizes, second)) return false;
  for (std::size_t t = 0; t < max_indices; ++t)
    if (equal_loops >> t & 1u) {
      const pair_affine same = pair_affine::var(first(t)) - pair_affine::var(second(t));
      sys.add(same);
      sys.add(-same);
    }
  for (std::size_t k = 0; k < a.rank(); ++k) {
    const auto x = lift_statement_expr(a.subscripts[k], p[s].domain, sizes, first);
    const auto y = lift_statement_expr(b.subscripts[k], p[q].domain, sizes, second);
    if (!x || !y) return false;
    sys.add(*x - *y);
    sys.add(*y - *x);
  }
  return sys.infeasible();
}

// A map from pairs of 64-bit words (open addressing, linear probing), usable in constant expressions.
template <class V>
class pair_map {
 public:
  constexpr const V* find(std::uint64_t a, std::uint64_t b) const {
    const slot& e = table_[probe(a, b)];
    return e.used ? &e.value : nullptr;
  }
  constexpr void insert(std::uint64_t a, std::uint64_t b, V v) {
    slot& e = table_[probe(a, b)];
    if (!e.used) ++size_;
    e = {a, b, std::move(v), true};
    if (2 * size_ > table_.size()) {
      std::vector<slot> old = std::move(table_);
      table_.assign(2 * old.size(), slot{});
      for (auto& x : old)
        if (x.used) table_[probe(x.a, x.b)] = std::move(x);
    }
  }

 private:
  struct slot {
    std::uint64_t a = 0, b = 0;
    V value{};
    bool used = false;
  };
  constexpr std::size_t probe(std::uint64_t a, std::uint64_t b) const {
    std::uint64_t h = a * 0x9E3779B97F4A7C15ull ^ (b + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
    h ^= h >> 29;
    std::size_t i = static_cast<std::size_t>(h) & (table_.size() - 1);
    while (table_[i].used && !(table_[i].a == a && table_[i].b == b)) i = (i + 1) & (table_.size() - 1);
    return i;
  }
  std::vector<slot> table_ = std::vector<slot>(64);
  std::size_t size_ = 0;
};

// Whether classify() projects statement st once its reads of the array it writes, other than at
// the write's linear part, are renamed apart: one fresh array per access class of `classes`
// (classes[0] the write, at most 10, every such read in one of them). What the special rules below
// leave to classify: the statement's other arrays.
constexpr bool projectable_apart(const statement& st, const std::vector<const access*>& classes) {
  statement renamed = st;
  for (auto& r : renamed.inputs) {
    if (r.array != st.output.array || r.offset_from(st.output)) continue;
    std::size_t c = 1;
    while (!r.offset_from(*classes[c])) ++c;
    const std::array<char, 2> name{'#', static_cast<char>('0' + c)};  // no program names an array '#'
    r.array = short_name(std::string_view(name.data(), 2));
  }
  return classify(renamed).projectable;
}

// Cholesky's A[i,j] -= A[i,k]·A[j,k] over k < j < i: two reads of the written array that exchange
// two indices and never touch an element the write touches at the same version. They read the
// array's final values (the self-edge input of Definition 5.6, §5.5.1), symmetrically. classify()
// projects symmetric reads of read-only arrays only, so such a statement is not SOAP on its own;
// the fused model counts the two reads as one symmetric pair (add_read_terms) and the write's
// version chain apart. True when the statement, with those two reads renamed apart, is
// projectable (projectable_apart).
constexpr bool symmetric_self_reads(const statement& st) {
  auto symmetric = [&](const access& r) { return r.array == st.output.array && !r.offset_from(st.output); };
  std::vector<const access*> reads;
  for (const auto& r : st.inputs)
    if (symmetric(r)) reads.push_back(&r);
  if (reads.size() != 2 || !swapped_indices(*reads[0], *reads[1], st.domain.depth())) return false;
  const std::uint32_t versions = version_mask(st);
  for (const access* r : reads)
    if (!provably_disjoint(st.domain, st.output, *r, versions)) return false;
  return projectable_apart(st, {&st.output, reads[0], reads[1]});
}

// ludcmp's LU written through a temporary: `w[] = A[i,j]; for k …: w[] -= A[i,k]·A[k,j];
// A[i,j] = w[] / A[j,j]`. When three consecutive statements copy an element of A into w, update
// w in place in loops inside the copy's, and store w back into that same element — no statement of
// the three touching that element otherwise, and no other statement reading a value of w the three
// wrote — the program with w renamed to that element of A (`A[i,j] = A[i,j]; A[i,j] -= …;
// A[i,j] = A[i,j] / A[j,j]`) has the same computation graph: w's values become the element's
// versions, one for one, and every other read sees the value it saw. The program bound analyses
// that program (Polybench's LU form, whose self-edge reads it models).
constexpr program forward_temporaries(const program& prog) {
  const std::size_t n = prog.size();
  if (n > max_program_statements) return prog;  // program_context refuses it
  std::vector<statement> out(prog.begin(), prog.end());
  std::vector<bool> in_triple(n, false);
  auto writes_by_copy = [&](std::size_t r) {  // w = f(…) not reading w
    if (prog[r].compound()) return false;
    for (const auto& x : prog[r].inputs)
      if (x.array == prog[r].output.array) return false;
    return true;
  };
  for (std::size_t a = 0; a + 2 < n; ++a) {
    const statement &copy = prog[a], &update = prog[a + 1], &store = prog[a + 2];
    const std::size_t depth = copy.domain.depth();
    if (copy.compound() || copy.inputs.size() != 1 || copy.inputs[0].array == copy.output.array) continue;
    const access &w = copy.output, &element = copy.inputs[0];
    if (prog.shared_loops(a, a + 1) != depth || prog.shared_loops(a, a + 2) != depth || store.domain.depth() != depth ||
        update.domain.depth() <= depth || !(update.output == w) || !(store.output == element))
      continue;
    bool fine = false;
    for (const auto& x : update.inputs) fine = fine || x == w;  // updated in place
    bool stored = false;
    for (const auto& x : store.inputs) stored = stored || x == w;
    fine = fine && stored;
    for (const statement* st : {&copy, &update, &store})  // w through that one access only
      for (const auto& x : st->inputs)
        if (x.array == w.array && !(x == w)) fine = false;
    if (store.output.array == w.array) fine = false;
    // within one iteration of the copy's loops, the update and the store touch the element only
    // through w
    const std::uint32_t outer = (1u << depth) - 1;
    for (const statement* st : {&update, &store})
      for (const auto& x : st->inputs)
        if (x.array == element.array && !provably_disjoint(st->domain, x, element, outer)) fine = false;
    if (!fine) continue;
    // no other reader of w sees a value the three wrote: an earlier statement r writes w without
    // reading it, in loops around the reader (so before it in each of their iterations), and none
    // of the three runs between them: not between in program order, nor in a loop around the
    // reader that r is outside of
    bool isolated = true;
    for (std::size_t q = 0; q < n && isolated; ++q) {
      if (q >= a && q <= a + 2) continue;
      bool reads = false;
      for (const auto& x : prog[q].inputs) reads = reads || x.array == w.array;
      if (!reads) continue;
      bool covered = false;
      for (std::size_t r = 0; r < q && !covered; ++r) {
        if (prog[r].output.array != w.array || !writes_by_copy(r) ||
            prog.shared_loops(r, q) != prog[r].domain.depth())
          continue;
        bool clean = true;
        for (std::size_t t = a; t <= a + 2; ++t)
          clean = clean && !(r < t && t < q) && prog.shared_loops(t, q) <= prog.shared_loops(r, q);
        covered = clean;
      }
      isolated = covered;
    }
    if (!isolated || in_triple[a] || in_triple[a + 1] || in_triple[a + 2]) continue;
    // rename w to the element in the three (the shared loops are the same indices in each)
    for (std::size_t q = a; q <= a + 2; ++q) {
      statement st = out[q];
      if (st.output == w) st.output = element;
      auto inputs = st.inputs;
      st.inputs.clear();
      for (auto x : inputs) st.add_input(x == w ? element : x);
      out[q] = st;
      in_triple[q] = true;
    }
  }
  program rewritten;
  for (std::size_t q = 0; q < n; ++q) rewritten.push_back(out[q], {}, prog.loop_ids(q));
  return rewritten;
}

// A face x = y of a statement's domain: two of its loops, `inner` the deeper.
struct domain_face {
  std::uint8_t outer = 0, inner = 0;
};

// Floyd–Warshall's path[i,j] = min(path[i,j], path[i,k] + path[k,j]) over k, i, j: its accesses of
// the array it writes meet at equal versions only on the faces i = k and j = k. Off them (V' = 𝒟
// minus the faces) they are pairwise disjoint at equal versions, so the projection of §5.5.1
// splits the array there, and a tile's dominator dominates its points in V' too: the bound counts
// V' only (at least |𝒟| minus each face's points, face_points). The faces, one or two, fewest
// first, such that the written array's access classes are pairwise disjoint at equal versions for
// instances on any side of each face, and the statement with the reads of that array renamed
// apart is projectable; none otherwise.
constexpr static_vector<domain_face, 2> split_faces(const statement& st) {
  const std::size_t depth = st.domain.depth();
  const std::uint32_t versions = version_mask(st);
  std::vector<const access*> classes{&st.output};  // the write, and one read per other linear part
  for (const auto& r : st.inputs) {
    if (r.array != st.output.array) continue;
    bool known = false;
    for (const access* c : classes) known = known || r.offset_from(*c);
    if (!known) classes.push_back(&r);
  }
  if (classes.size() < 2 || classes.size() > 4 || !projectable_apart(st, classes)) return {};
  // whether class pair (a, b) is disjoint for instances on any side of each face
  auto off = [&](const static_vector<domain_face, 2>& faces, std::size_t a, std::size_t b) {
    const std::size_t n = faces.size();
    auto loop = [&](std::size_t t, bool primed) { return lift_to_pair(affine_expr::var(index_var(t)), primed, versions); };
    for (std::uint32_t sides = 0; sides < (1u << (2 * n)); ++sides) {
      static_vector<pair_affine, 4> rows;
      for (std::size_t q = 0; q < n; ++q)
        for (const bool primed : {false, true}) {
          const pair_affine x = loop(faces[q].outer, primed), y = loop(faces[q].inner, primed);
          rows.push_back((sides >> (2 * q + primed) & 1u) ? x - y - 1 : y - x - 1);
        }
      if (!provably_disjoint(st.domain, *classes[a], *classes[b], versions, {rows.data(), rows.size()})) return false;
    }
    return true;
  };
  // The class pairs that meet, and for each face the ones it parts on its own. A set of one or two
  // faces is tried only when each pair is parted by one of them (pairs that only both faces together
  // would part are not looked for): at most 4 classes (above), 6 faces that part something.
  std::vector<std::pair<std::size_t, std::size_t>> meet;
  for (std::size_t a = 0; a < classes.size(); ++a)
    for (std::size_t b = a + 1; b < classes.size(); ++b)
      if (!provably_disjoint(st.domain, *classes[a], *classes[b], versions)) meet.emplace_back(a, b);
  if (meet.empty()) return {};
  std::vector<domain_face> faces;
  std::vector<std::uint32_t> parts;  // per face: bit m when it parts meet[m]
  for (std::size_t x = 0; x < depth; ++x)
    for (std::size_t y = x + 1; y < depth; ++y) {
      const domain_face f{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
      std::uint32_t bits = 0;
      for (std::size_t m = 0; m < meet.size(); ++m)
        if (off({f}, meet[m].first, meet[m].second)) bits |= 1u << m;
      if (bits == 0) continue;
      faces.push_back(f);
      parts.push_back(bits);
    }
  const std::uint32_t every = (1u << meet.size()) - 1;
  for (std::size_t u = 0; u < faces.size(); ++u)
    if (parts[u] == every) return {faces[u]};
  if (faces.size() > 6) return {};
  for (std::size_t u = 0; u < faces.size(); ++u)
    for (std::size_t v = u + 1; v < faces.size(); ++v) {
      if ((parts[u] | parts[v]) != every) continue;
      const static_vector<domain_face, 2> two{faces[u], faces[v]};
      bool parted = true;
      for (const auto& [a, b] : meet) parted = parted && off(two, a, b);
      if (parted) return two;
    }
  return {};
}

// At least the points of 𝒟 on the face: those with the inner loop at the outer loop's value,
// whatever the inner loop's own bounds.
constexpr std::int64_t face_points(const iteration_domain& d, const size_binding& sizes, domain_face f) {
  iteration_domain on = d;
  on.bounds[f.inner].lower = affine_expr::var(index_var(f.outer));
  on.bounds[f.inner].upper = affine_expr::var(index_var(f.outer)) + 1;
  return domain_size(on, sizes);
}

// What the fused models of one program share: each statement's versioned accesses and
// classification, the program's sizes, and the answers of never_same_element (Fourier–Motzkin
// dominates the models' cost otherwise).
struct program_context {
  const program* p = nullptr;
  std::vector<versioned_statement> vs;
  std::vector<soap_classification> cls;
  std::vector<bool> symmetric_self;  // symmetric_self_reads per statement
  std::vector<static_vector<domain_face, 2>> faces;  // split_faces per statement
  // per statement: the read its write passes through, or npos (see passes_through)
  std::vector<std::size_t> through;
  std::vector<short_name> sizes;
  std::vector<std::size_t> first_slot;  // statement s's accesses are first_slot[s] + slot
  std::vector<std::int8_t> apart;       // never_same_element per pair of accesses; -1 not yet known
  std::vector<statement_mask> relevant;  // per statement: the writers of the arrays it touches
  std::vector<statement_mask> sources;   // per statement: the reaching writers of its reads
  pair_map<bool> apart_domains;          // disjoint_domains by statements and their loops' tile sizes
  pair_map<bool> split_memo;     // split_across by (writer, reader) and the reader's slot
  pair_map<bool> apart_versions;         // reads_apart of versioned reads, by statement·16 + slot
  // per statement and loop: the least and greatest index at the sizes of set_ranges (empty: the
  // fused models' tile sizes are not clipped)
  std::vector<std::vector<std::pair<double, double>>> ranges;

  program_context(const program&&) = delete;  // it keeps a pointer to the program
  constexpr explicit program_context(const program& prog) : p(&prog), sizes(prog.sizes()) {
    check(!prog.empty(), "the program has no statement");
    check(prog.size() <= max_program_statements, "the program bound takes programs of at most 64 statements; this one has ",
          prog.size());
    std::size_t n = 0;
    for (std::size_t s = 0; s < prog.size(); ++s) {
      cls.push_back(classify(prog[s]));
      vs.push_back(version_accesses(prog, s, cls.back()));
      symmetric_self.push_back(!cls.back().projectable && symmetric_self_reads(prog[s]));
      faces.push_back(cls.back().projectable || symmetric_self.back() ? static_vector<domain_face, 2>{}
                                                                      : split_faces(prog[s]));
      through.push_back(npos);
      if (version_indices(prog[s]).empty())
        for (std::size_t r = 0; r < prog[s].inputs.size(); ++r)
          if (prog[s].inputs[r] == prog[s].output) through.back() = r;
      first_slot.push_back(n);
      n += 1 + prog[s].inputs.size();
    }
    first_slot.push_back(n);
    apart.assign(n * n, -1);
    for (std::size_t s = 0; s < prog.size(); ++s) {
      statement_mask w = 0;
      for (std::size_t q = 0; q < prog.size(); ++q) {
        bool touches = prog[q].output.array == prog[s].output.array;
        for (const auto& r : prog[s].inputs) touches = touches || prog[q].output.array == r.array;
        if (touches) w |= bit(q);
      }
      relevant.push_back(w);
      // the reaching writers, and those of the values they pass through (passes_through)
      statement_mask from = 0;
      for (std::size_t q : vs[s].read_from)
        for (std::size_t hops = 0; hops <= prog.size() && q != npos && !has(from, q); ++hops) {
          from |= bit(q);
          q = passed_from(q);
        }
      sources.push_back(from);
    }
  }
  // Clips the fused models' tile sizes to what the loops span at these sizes (Problem (5.8) over
  // boxes inside the iteration space).
  constexpr void set_ranges(const size_binding& values) {
    ranges.clear();
    for (std::size_t s = 0; s < p->size(); ++s) {
      const loop_box b = box_of((*p)[s].domain, values);
      ranges.emplace_back();
      for (std::size_t t = 0; t < (*p)[s].domain.depth(); ++t) ranges.back().emplace_back(b.lo[t], b.hi[t]);
    }
  }
  constexpr const access& access_of(std::size_t s, std::size_t slot) const {
    return slot == 0 ? (*p)[s].output : (*p)[s].inputs[slot - 1];
  }
  constexpr bool never_same(std::size_t s, std::size_t a, std::size_t q, std::size_t b) {
    const std::size_t n = first_slot.back(), x = first_slot[s] + a, y = first_slot[q] + b;
    auto& known = apart[x * n + y];
    if (known < 0) {
      known = never_same_element(*p, sizes, s, access_of(s, a), q, access_of(q, b)) ? 1 : 0;
      apart[y * n + x] = known;
    }
    return known == 1;
  }
  // Whether the values of `array` statement q writes reach a tile's dominator one per element,
  // whether or not q runs in the tile: q updates each element once, in place, through a read of
  // that very element (covariance's data[i,j] -= mean[j]), and that read sees a value from outside
  // the group's tile — a program input, a kept statement outside the group — or from such a
  // statement again. A read of q's values at index e then costs the tile an element of its own:
  // q's value when q's instance is outside the tile, else the value it read, and so on down the
  // chain — distinct vertices for distinct e, so the read counts like an input of the array (the
  // union of its indices with the array's other counted reads is what the tile loads).
  constexpr bool passes_through(std::size_t q, statement_mask group, statement_mask kept) const {
    for (std::size_t hops = 0; hops <= vs.size() && q != npos; ++hops) {
      if (through[q] == npos) return false;
      const std::size_t from = passed_from(q);
      if (from == npos || (has(kept, from) && !has(group, from))) return true;
      q = from;
    }
    return false;
  }
  // The writer of the value statement q passes through (npos: an input, or q passes nothing).
  constexpr std::size_t passed_from(std::size_t q) const { return through[q] == npos ? npos : vs[q].read_from[through[q]]; }
  // Whether the fused model can take statement s: SOAP after its projections, or Cholesky's update.
  constexpr bool fusable(std::size_t s) const { return cls[s].projectable || symmetric_self[s] || !faces[s].empty(); }
  // Whether statement s's projection splits `array` (§5.5.1): its accesses of it, the write
  // included, never touch one element at equal versions (its symmetric reads of the array it
  // writes: the pair against the write).
  constexpr bool splits(std::size_t s, const short_name& array) const {
    return (symmetric_self[s] && (*p)[s].output.array == array) || projection_splits(s, array);
  }
  // Whether statement s's accesses of `array` are pairwise disjoint at equal versions: classify()
  // splits it, or it does off the faces of split_faces.
  constexpr bool projection_splits(std::size_t s, const short_name& array) const {
    if (!faces[s].empty() && (*p)[s].output.array == array) return true;
    for (const auto& pr : cls[s].projections)
      if (pr.kind == projection_kind::disjoint_access_splitting && pr.array == array) return true;
    return false;
  }
  // Whether two counted reads of a group never read one value: they never touch one element, or
  // the same statement reads the array it writes through both and its projection splits the
  // array (§5.5.1: nussinov's table[i,k] and table[k+1,j] while writing table[i,j]), which makes
  // them two arrays, as the statement's own bound has them.
  // Reads of one writer's versions (Gram–Schmidt's A[i,k] and A[i,j] at step k, both written by
  // the update at step k - 1) read one value only at one element and one version: compared with
  // their version subscripts.
  constexpr bool reads_apart(const group_access& x, const group_access& y) {
    if (x.statement == y.statement && x.self && y.self && projection_splits(x.statement, x.a.array)) return true;
    if (never_same(x.statement, x.slot, y.statement, y.slot)) return true;
    if (x.write || y.write || x.versions == 0 || x.versions != y.versions) return false;
    const std::size_t from = vs[x.statement].read_from[x.slot - 1];
    if (from == npos || from != vs[y.statement].read_from[y.slot - 1]) return false;
    const std::uint64_t a = x.statement * 16 + x.slot, b = y.statement * 16 + y.slot;
    if (const bool* known = apart_versions.find(a, b)) return *known;
    const bool apart = never_same_element(*p, sizes, x.statement, vs[x.statement].reads[x.slot - 1], y.statement,
                                          vs[y.statement].reads[y.slot - 1]);
    apart_versions.insert(a, b, apart);
    return apart;
  }
  // Whether statement q's access `slot` never touches an element statement w writes at the same
  // version of w (equal values of the version loops of w that q shares): §5.5.1's split across two
  // statements. Gram–Schmidt's Q[i,k] = A[i,k] / R[k,k] reads column k of A, which the update
  // A[i,j] -= Q[i,k]·R[k,j] writes only for j > k at step k.
  constexpr bool split_across(std::size_t w, std::size_t q, std::size_t slot) {
    const std::uint64_t who = std::uint64_t{w} << 32 | q;
    if (const bool* known = split_memo.find(who, slot)) return *known;
    const std::uint32_t shared = (1u << p->shared_loops(w, q)) - 1;
    const bool apart = never_same_element(*p, sizes, q, access_of(q, slot), w, (*p)[w].output, version_mask((*p)[w]) & shared);
    split_memo.insert(who, slot, apart);
    return apart;
  }
  // Whether read y of a group counts in its dominator (add_read_terms): a value from outside the
  // group, or a read of the array its statement writes at a linear part other than the group's
  // writes of it (the self-edge of Definition 5.6) when the statement's projection splits it.
  constexpr bool counted_read(const std::vector<group_access>& all, const group_access& y) {
    if (y.write) return false;
    if (!y.produced_in_group) return true;
    bool self_edge = y.self && splits(y.statement, y.a.array);
    if (!y.self) {
      // another member updates the array in place (its self-edge), and no writer of it in the
      // group touches the element read at the same version (split_across)
      bool in_place = false, split = true;
      for (const auto& x : all) {
        in_place = in_place || (x.self && x.a.array == y.a.array);
        if (x.write && x.a.array == y.a.array) split = split && split_across(x.statement, y.statement, y.slot);
      }
      self_edge = in_place && split;
    }
    if (!self_edge) return false;
    for (const auto& w : all)
      if (w.write && w.a.array == y.a.array && y.a.offset_from(w.a)) return false;
    return true;
  }
};

constexpr access in_group_variables(const program& p, const group_loops& g, const std::vector<short_name>& sizes,
                                 std::size_t m, const access& a) {
  access out;
  out.array = a.array;
  const auto& dom = p[g.members[m]].domain;
  for (const auto& sub : a.subscripts) {
    affine_expr e = affine_expr::constant_of(sub.constant);
    for (std::size_t t = 0; t < dom.depth(); ++t)
      if (sub.coeff[index_var(t)] != 0) e.coeff[index_var(g.var[g.base[m] + t])] += sub.coeff[index_var(t)];
    for (std::size_t z = 0; z < dom.sizes.size(); ++z) {
      auto it = std::find(sizes.begin(), sizes.end(), dom.sizes[z]);
      e.coeff[size_var(static_cast<std::size_t>(it - sizes.begin()))] += sub.coeff[size_var(z)];
    }
    out.subscripts.push_back(e);
  }
  return out;
}

// The reads of `array` in a group that count in its dominator (program_context::counted_read),
// in groups of constant translations of each other (Lemma 5.3).
constexpr std::vector<std::vector<const group_access*>> counted_read_groups(program_context& ctx,
                                                                           const std::vector<group_access>& all,
                                                                           const short_name& array) {
  std::vector<std::vector<const group_access*>> groups;
  for (const auto& y : all) {
    if (y.a.array != array || !ctx.counted_read(all, y)) continue;
    bool placed = false;
    for (auto& g : groups)
      if (!placed && y.a.offset_from(g.front()->a)) {
        g.push_back(&y);
        placed = true;
      }
    if (!placed) groups.push_back({&y});
  }
  return groups;
}

// The reads of `array` that count in the dominator: values from outside the group, and reads of
// an array the reading statement itself writes at a linear part other than the group's writes of
// it (the self-edge of Definition 5.6: LU's A[i,k] and A[k,j] while writing A[i,j]), when the
// statement's projection splits the array (§5.5.1). Grouped into identical accesses (Lemma 5.3):
// one term per group when no two groups touch one element (their elements are then disjoint sets
// of inputs), else the symmetric-reads model for two single reads exchanging two tile sizes
// (A[i,k], A[j,k]), else the largest group (its size is at most that of the union of all).
// False when the model cannot be built.
constexpr bool add_read_terms(program_context& ctx, const std::vector<group_access>& all, const short_name& array,
                              std::size_t variables, access_model& into, bool* symmetric_pair = nullptr) {
  const auto groups = counted_read_groups(ctx, all, array);
  if (groups.empty()) return true;
  auto term = [&](const std::vector<const group_access*>& g) {
    std::vector<const access*> as;
    for (const auto* y : g) as.push_back(&y->a);
    return model_of_accesses({as.data(), as.size()}, as.size() > 1 ? overlap_kind::simple : overlap_kind::single, variables);
  };
  if (groups.size() > 1 && into.arrays.size() + groups.size() <= into.arrays.capacity()) {
    bool disjoint = true;
    for (std::size_t u = 0; u < groups.size() && disjoint; ++u)
      for (std::size_t v = u + 1; v < groups.size() && disjoint; ++v)
        for (const auto* x : groups[u])
          for (const auto* y : groups[v])
            disjoint = disjoint && ctx.reads_apart(*x, *y);
    if (disjoint) {
      for (const auto& g : groups) into.arrays.push_back(term(g));
      return true;
    }
  }
  if (into.arrays.full()) return false;
  std::optional<std::array<std::uint8_t, 2>> swap;
  if (groups.size() == 2 && groups[0].size() == 1 && groups[1].size() == 1)
    swap = swapped_indices(groups[0].front()->a, groups[1].front()->a, variables);
  if (swap) {
    if (!symmetric_reads_modelled(groups[0].front()->a, *swap, variables)) return false;
    into.arrays.push_back(symmetric_read_model(groups[0].front()->a, *swap, variables));
    if (symmetric_pair) *symmetric_pair = true;
    return true;
  }
  std::size_t best = 0;
  for (std::size_t g = 1; g < groups.size(); ++g)
    if (groups[g].size() > groups[best].size()) best = g;
  into.arrays.push_back(term(groups[best]));
  return true;
}

// Reads of values the group writes: older versions of `array` extend the write's version chain
// (Corollary 5.1); the current version is produced inside (Definition 5.6). One chain per array.
// None when a member that passes the chain's elements through (syrk's C[i,j] *= beta before
// C[i,j] += …) has its read of them counted already: each element costs a tile one value, the
// one that read counts (passes_through), not two. False when the model is full.
constexpr bool add_version_chain(program_context& ctx, const std::vector<group_access>& all, const short_name& array,
                              std::size_t variables, access_model& into) {
  for (const auto& w : all) {
    if (!w.write || w.a.array != array || w.versions == 0) continue;
    for (const auto& y : all) {
      if (y.write || y.statement == w.statement || y.a.array != array || ctx.through[y.statement] + 1 != y.slot ||
          !ctx.counted_read(all, y))
        continue;
      const std::size_t rank = y.a.rank() - y.versions;
      bool same = rank + w.versions == w.a.rank();
      for (std::size_t k = 0; same && k < rank; ++k) same = y.a.subscripts[k] == w.a.subscripts[k];
      if (same) return true;
    }
    std::vector<const access*> chain;
    for (const auto& y : all) {
      if (y.write || !y.produced_in_group || y.a.array != array || y.versions != w.versions) continue;
      auto off = y.a.offset_from(w.a);
      if (!off) continue;
      bool older = false;
      for (std::size_t k = off->size() - y.versions; k < off->size(); ++k) older = older || (*off)[k] < 0;
      if (older) chain.push_back(&y.a);
    }
    if (chain.empty()) continue;
    chain.push_back(&w.a);
    if (into.arrays.full()) return false;
    into.arrays.push_back(model_of_accesses({chain.data(), chain.size()}, overlap_kind::input_output, variables));
    return true;
  }
  return true;
}

// Symmetric triangular tiles (SYRK, syr2k, Cholesky's update, covariance's cov[i,j] +=
// data[k,i]·data[k,j] over j >= i). Wanted: an array whose counted reads (add_read_terms) are two
// single accesses that exchange two tile sizes a and b (A[i,k], A[j,k]) and may touch one element;
// every member with a loop in a or b has both, over a triangle in them on one side (b <= a, or
// b >= a, over its whole domain). In the tile's box I × J × …, the members' (a, b) pairs then lie
// in one triangle T of I × J, |T| <= u(u+1)/2 (<= u(u-1)/2 when every member is strict, b < a) for
// the u = |I ∪ J| rows its symmetric reads touch. With d_a = d_b = u' <= u such that u'(u'+1)/2 =
// |T| (u'^2/2 = |T|), the model is at least the tile's size and at most its dominator:
//  - each triangle member counts ½·Π d (+ ½·Π_{t≠b} d, the diagonal, unless all are strict);
//  - the symmetric reads count √(d_a·d_b)·… = u'·… <= u·… (symmetric_read_model);
//  - a term whose accesses all touch pairs (a and b each the whole of one subscript) counts ½ of
//    its size, |T| or more, when all are strict or none of its accessing members is;
//  - a term whose accesses use neither a nor b counts its size;
//  - any other term counts nothing (an access through a alone, symm's C[k,j], may touch fewer than
//    u' rows).
// This is a second model beside the square one (the set's ρ is the smaller). Beaumont et al.
// (SPAA 2022) prove the resulting MN²/(√2·√S) tight for SYRK, N³/(3√2·√S) for Cholesky.
struct symmetric_tile {
  bool found = false;
  bool strict = true;  // every triangle member is strict (b < a or b > a)
  std::size_t a = 0, b = 0;
  std::vector<bool> triangle, strict_member;  // per group member
  constexpr bool touches(const group_access& y, std::size_t t) const {
    for (const auto& sub : y.a.subscripts)
      if (sub.uses(index_var(t))) return true;
    return false;
  }
  // a and b each the whole (single index) of one subscript of the element, no other subscript
  // (its version ones included) using them
  constexpr bool pair_access(const group_access& y) const {
    std::size_t with_a = 0, with_b = 0;
    for (std::size_t k = 0; k < y.a.rank(); ++k) {
      const auto& sub = y.a.subscripts[k];
      const bool ua = sub.uses(index_var(a)), ub = sub.uses(index_var(b));
      if (!ua && !ub) continue;
      const auto x = single_index(sub);
      if (k + y.versions >= y.a.rank()) return false;
      if (x == a) ++with_a;
      else if (x == b) ++with_b;
      else return false;
    }
    return with_a == 1 && with_b == 1;
  }
  // The scale of a dominator term over the accesses `xs` (see above).
  constexpr double scale_of(const std::vector<const group_access*>& xs) const {
    bool pairs = true, neither = true;
    for (const auto* x : xs) {
      pairs = pairs && pair_access(*x) && (strict || !strict_member[x->member]);
      neither = neither && !touches(*x, a) && !touches(*x, b);
    }
    return neither ? 1.0 : pairs ? 0.5 : 0.0;
  }
};

constexpr symmetric_tile symmetric_tile_of(program_context& ctx, const group_loops& g, const std::vector<group_access>& all) {
  const program& p = *ctx.p;
  symmetric_tile out;
  // arrays whose counted reads are two single accesses exchanging two tile sizes that may touch
  // one element (add_read_terms' symmetric pair); all of them must exchange the same two
  std::vector<short_name> seen;
  for (const auto& rx : all) {
    if (rx.write || std::find(seen.begin(), seen.end(), rx.a.array) != seen.end()) continue;
    seen.push_back(rx.a.array);
    const auto groups = counted_read_groups(ctx, all, rx.a.array);
    if (groups.size() != 2 || groups[0].size() != 1 || groups[1].size() != 1) continue;
    const group_access &x = *groups[0].front(), &y = *groups[1].front();
    const auto swap = swapped_indices(x.a, y.a, g.variables);
    if (!swap || !symmetric_reads_modelled(x.a, *swap, g.variables) || ctx.reads_apart(x, y))
      continue;
    if (out.found && !(out.a == (*swap)[0] && out.b == (*swap)[1])) return symmetric_tile{};
    out.found = true;
    out.a = (*swap)[0];
    out.b = (*swap)[1];
  }
  if (!out.found) return out;
  out.triangle.assign(g.members.size(), false);
  out.strict_member.assign(g.members.size(), false);
  int side = 0;  // +1: b <= a, -1: b >= a
  for (std::size_t m = 0; m < g.members.size(); ++m) {
    const iteration_domain& d = p[g.members[m]].domain;
    std::optional<std::size_t> ta, tb;
    for (std::size_t t = 0; t < d.depth(); ++t) {
      if (g.var[g.base[m] + t] == out.a) ta = t;
      if (g.var[g.base[m] + t] == out.b) tb = t;
    }
    if (!ta && !tb) continue;
    if (!ta || !tb) return symmetric_tile{};  // its extent along a alone may exceed u'
    // never x_hi >= x_lo + c: x_hi < x_lo + c over the domain
    auto never = [&](std::size_t hi, std::size_t lo, std::int64_t c) {
      fm_system sys;
      auto at = [](std::size_t t) { return t; };
      if (!add_domain(sys, d, ctx.sizes, at)) return false;
      sys.add(pair_affine::var(hi) - pair_affine::var(lo) - c);
      return sys.infeasible();
    };
    const int here = never(*tb, *ta, 1) ? 1 : never(*ta, *tb, 1) ? -1 : 0;
    if (here == 0 || (side != 0 && here != side)) return symmetric_tile{};  // a square, or the other triangle
    side = here;
    out.triangle[m] = true;
    out.strict_member[m] = here > 0 ? never(*tb, *ta, 0) : never(*ta, *tb, 0);
    out.strict = out.strict && out.strict_member[m];
  }
  return out;
}

// `kept`: the statements the bound counts; values the others produce are taken as produced inside
// (they count nothing), which only shrinks the dominator.
constexpr std::vector<fused_model> fuse(program_context& ctx, statement_mask group, statement_mask kept = ~statement_mask{0}) {
  const program& p = *ctx.p;
  const auto& vs = ctx.vs;
  const auto& sizes = ctx.sizes;
  const group_loops g = group_loop_classes(p, vs, group);
  if (g.variables > max_indices) return {};
  std::vector<group_access> all;
  std::vector<std::size_t> write_of(g.members.size(), std::size_t{});
  for (std::size_t m = 0; m < g.members.size(); ++m) {
    const std::size_t s = g.members[m];
    const auto& v = vs[s];
    write_of[m] = all.size();
    all.push_back({in_group_variables(p, g, sizes, m, v.write), v.write_versions, true, true, s, 0, m, false});
    for (std::size_t r = 0; r < v.reads.size(); ++r) {
      const std::size_t from = v.read_from[r];
      const bool inside = from != npos && (has(group, from) || !has(kept, from)) && !ctx.passes_through(from, group, kept);
      all.push_back({in_group_variables(p, g, sizes, m, v.reads[r]), v.read_versions[r], false, inside, s, r + 1, m,
                     v.reads[r].array == p[s].output.array});
    }
  }
  // each statement's monomial of tile sizes (the classes never hold two loops of one statement).
  // Statements that write one array through one access in the group's variables over provably
  // disjoint domains (LU's updates below and on or above the diagonal) are one statement over the
  // union of their domains: one monomial for all of them.
  std::vector<std::uint32_t> monos(g.members.size(), std::uint32_t{});
  for (std::size_t m = 0; m < g.members.size(); ++m)
    for (std::size_t t = 0; t < p[g.members[m]].domain.depth(); ++t) {
      const std::uint32_t b = 1u << g.var[g.base[m] + t];
      if (monos[m] & b) return {};
      monos[m] |= b;
    }
  auto disjoint_domains = [&](std::size_t m1, std::size_t m2) {
    // keyed by the two statements and the tile size of each of their loops (4 bits each)
    std::uint64_t loops = 0;
    for (std::size_t t = 0; t < p[g.members[m1]].domain.depth(); ++t) loops |= std::uint64_t{g.var[g.base[m1] + t]} << (4 * t);
    for (std::size_t t = 0; t < p[g.members[m2]].domain.depth(); ++t)
      loops |= std::uint64_t{g.var[g.base[m2] + t]} << (32 + 4 * t);
    const std::uint64_t who = std::uint64_t{g.members[m1]} << 32 | g.members[m2];
    if (const bool* known = ctx.apart_domains.find(who, loops)) return *known;
    fm_system sys;
    auto at1 = [&](std::size_t t) { return g.var[g.base[m1] + t]; };
    auto at2 = [&](std::size_t t) { return g.var[g.base[m2] + t]; };
    const bool apart = add_domain(sys, p[g.members[m1]].domain, sizes, at1) &&
                       add_domain(sys, p[g.members[m2]].domain, sizes, at2) && sys.infeasible();
    ctx.apart_domains.insert(who, loops, apart);
    return apart;
  };
  std::vector<std::vector<std::size_t>> unions;  // members counted by one monomial
  for (std::size_t m = 0; m < g.members.size(); ++m) {
    bool merged = false;
    for (auto& u : unions) {
      const std::size_t r = u.front();
      if (merged || monos[r] != monos[m] || !(all[write_of[r]].a == all[write_of[m]].a)) continue;
      bool apart = true;
      for (std::size_t x : u) apart = apart && disjoint_domains(x, m);
      if (apart) {
        u.push_back(m);
        merged = true;
      }
    }
    if (!merged) unions.push_back({m});
  }
  // each tile size's extent: the span of the indices of its loops
  std::array<double, max_indices> extent = fused_model::infinite_extents();
  if (!ctx.ranges.empty()) {
    std::array<double, max_indices> lo{}, hi{};
    for (std::size_t v = 0; v < g.variables; ++v) {
      lo[v] = std::numeric_limits<double>::infinity();
      hi[v] = -lo[v];
    }
    for (std::size_t m = 0; m < g.members.size(); ++m)
      for (std::size_t t = 0; t < p[g.members[m]].domain.depth(); ++t) {
        const std::size_t v = g.var[g.base[m] + t];
        lo[v] = std::min(lo[v], ctx.ranges[g.members[m]][t].first);
        hi[v] = std::max(hi[v], ctx.ranges[g.members[m]][t].second);
      }
    for (std::size_t v = 0; v < g.variables; ++v) extent[v] = std::max(1.0, hi[v] - lo[v] + 1);
  }
  // the square model, then (symmetric_tile) the triangular one
  std::vector<fused_model> out;
  const symmetric_tile sym = symmetric_tile_of(ctx, g, all);
  for (const symmetric_tile* tri : {static_cast<const symmetric_tile*>(nullptr), &sym}) {
    if (tri && !tri->found) break;
    fused_model fm;
    fm.extent = extent;
    for (const auto& u : unions) {
      const std::uint32_t mono = monos[u.front()];
      if (!tri || !tri->triangle[u.front()]) {
        fm.objective.add(mono);
        continue;
      }
      fm.objective.add(mono, 0.5);
      // the diagonal j = i: ½·√(d_a·d_b)·Π_{t≠a,b} d (½·u'·…), symmetric in a and b like the rest
      // of the model, so that no tile gains by making them unequal
      const std::uint32_t ab = (1u << tri->a) | (1u << tri->b);
      if (!tri->strict) fm.objective.add(mono & ~ab, 0.5, ab);
    }
    fm.dominator.depth = g.variables;
    std::vector<short_name> done;
    for (const auto& x : all) {
      if (std::find(done.begin(), done.end(), x.a.array) != done.end()) continue;
      done.push_back(x.a.array);
      const std::size_t before = fm.dominator.arrays.size();
      bool symmetric = false;
      if (!add_read_terms(ctx, all, x.a.array, g.variables, fm.dominator, &symmetric)) return {};
      const std::size_t reads_end = fm.dominator.arrays.size();
      if (!add_version_chain(ctx, all, x.a.array, g.variables, fm.dominator)) return {};
      if (!tri) continue;
      // the scale of the read terms (the symmetric pair keeps its model) and of the chain's
      std::vector<const group_access*> reads, chain;
      for (const auto& y : all) {
        if (y.a.array != x.a.array) continue;
        if (ctx.counted_read(all, y)) reads.push_back(&y);
        else chain.push_back(&y);
      }
      const double read_scale = symmetric ? 1.0 : tri->scale_of(reads), chain_scale = tri->scale_of(chain);
      auto& terms = fm.dominator.arrays;
      for (std::size_t q = terms.size(); q-- > before;) {
        terms[q].scale = q < reads_end ? read_scale : chain_scale;
        if (terms[q].scale == 0) terms.erase(terms.begin() + static_cast<std::ptrdiff_t>(q));
      }
    }
    out.push_back(fm);
  }
  return out;
}

}  // namespace detail

/// The loads no schedule avoids: inputs of the computation are in slow memory at the start, and
/// every input some statement reads is loaded at least once. Per array, the largest of these lower
/// bounds on the inputs it holds (detail::elements_touched counts the elements of one access),
/// summed over the arrays:
///  - an array the program never writes: any of its accesses;
///  - an array one statement alone writes while reading every element it writes (an in-place
///    update such as floyd-warshall's path[i,j] = min(path[i,j], …)): that write's elements (the
///    first instance to write an element reads it first, and no earlier instance wrote it);
///  - a read by a statement s of an array that s does not write and that only statements after s
///    in program order write: the elements it reads in the first iteration of the loops s shares
///    with those writers (they all run before any writer does: adi's, jacobi's first sweep).
/// `known_points`: |𝒟_s| per statement when the caller has counted them (empty: counted here).
[[nodiscard]] constexpr double compulsory_loads(const program& prog, const size_binding& sizes,
                                                std::span<const std::int64_t> known_points = {}) {
  // each domain counted once: |𝒟_s|, and s's first iteration of its first `shared` loops
  std::vector<std::int64_t> points(prog.size(), -1);
  if (known_points.size() == prog.size())
    for (std::size_t s = 0; s < prog.size(); ++s) points[s] = known_points[s];
  std::vector<std::pair<std::size_t, std::int64_t>> first_points(prog.size(), {0, -1});
  auto points_of = [&](std::size_t s) {
    if (points[s] < 0) points[s] = domain_size(prog[s].domain, sizes);
    return points[s];
  };
  std::vector<short_name> seen;
  double total = 0;
  for (const auto& st : prog)
    for (const auto& r : st.inputs) {
      if (std::find(seen.begin(), seen.end(), r.array) != seen.end()) continue;
      seen.push_back(r.array);
      std::vector<std::size_t> writers;
      for (std::size_t q = 0; q < prog.size(); ++q)
        if (prog[q].output.array == r.array) writers.push_back(q);
      double most = 0;
      if (writers.empty()) {
        for (std::size_t q = 0; q < prog.size(); ++q)
          for (const auto& x : prog[q].inputs)
            if (x.array == r.array) most = std::max(most, detail::elements_touched(prog[q], x, sizes, points_of(q)));
      } else {
        if (writers.size() == 1) {
          const statement& w = prog[writers.front()];
          bool reads_what_it_writes = false;
          for (const auto& x : w.inputs) reads_what_it_writes = reads_what_it_writes || x == w.output;
          if (reads_what_it_writes) most = detail::elements_touched(w, w.output, sizes, points_of(writers.front()));
        }
        for (std::size_t s = 0; s < writers.front(); ++s) {  // statements before every writer
          bool reads = false;
          for (const auto& x : prog[s].inputs) reads = reads || x.array == r.array;
          if (!reads) continue;
          std::size_t shared = 0;
          for (const std::size_t w : writers) shared = std::max(shared, prog.shared_loops(s, w));
          // its instances in the shared loops' first iteration: each at its lower bound, when that
          // iteration exists (a range empty there, e.g. `for i in 5..N` at N = 3, has no first
          // iteration at the lower bounds: nothing is counted then)
          statement first = prog[s];
          slot_values at = bind_sizes(first.domain, sizes);
          bool exists = true;
          for (std::size_t t = 0; t < shared && exists; ++t) {
            const std::int64_t lo = first.domain.bounds[t].lower.evaluate(at);
            exists = lo < first.domain.bounds[t].upper.evaluate(at);
            at[index_var(t)] = lo;
          }
          if (!exists) continue;
          for (std::size_t t = 0; t < shared; ++t) first.domain.bounds[t].upper = first.domain.bounds[t].lower + 1;
          if (first_points[s].second < 0 || first_points[s].first != shared)
            first_points[s] = {shared, shared == 0 ? points_of(s) : domain_size(first.domain, sizes)};
          for (const auto& x : first.inputs)
            if (x.array == r.array)
              most = std::max(most, detail::elements_touched(first, x, sizes, first_points[s].second));
        }
      }
      total += most;
    }
  return total;
}

namespace detail {

// The steps of program_bound (Theorem 5.1): the connected statement sets and their access
// models, the intensity of each set at one X, the bound Q(X) of the whole program, and the search
// over X.

// The arrays a statement reads or writes.
constexpr std::vector<short_name> arrays_of(const statement& st) {
  std::vector<short_name> a{st.output.array};
  for (const auto& r : st.inputs)
    if (std::find(a.begin(), a.end(), r.array) == a.end()) a.push_back(r.array);
  return a;
}

// The statements that write each array: writers[s] for statement s's output array.
constexpr statement_mask writers_of(const program& prog, const short_name& array) {
  statement_mask m = 0;
  for (std::size_t q = 0; q < prog.size(); ++q)
    if (prog[q].output.array == array) m |= bit(q);
  return m;
}

// Statements of `kept` are adjacent when they access a common array whose values count: one no
// statement writes (a program input) or one a kept statement writes. An array only statements
// outside `kept` write is free and connects nothing. Bit b of adjacent[a] (a != b).
constexpr std::vector<statement_mask> statement_adjacency(const program& prog, statement_mask kept) {
  const std::size_t n = prog.size();
  std::vector<std::vector<short_name>> arrays(n);
  for (std::size_t s = 0; s < n; ++s)
    if (has(kept, s))
      for (const auto& a : arrays_of(prog[s])) {
        const statement_mask w = writers_of(prog, a);
        if (w == 0 || (w & kept) != 0) arrays[s].push_back(a);
      }
  std::vector<statement_mask> adjacent(n);
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = a + 1; b < n; ++b)
      for (const auto& u : arrays[a])
        if (std::find(arrays[b].begin(), arrays[b].end(), u) != arrays[b].end()) {
          adjacent[a] |= bit(b);
          adjacent[b] |= bit(a);
          break;
        }
  return adjacent;
}

// The connected statement sets within `kept` into `out`, each once (Wernicke's ESU enumeration: a
// set grows from its lowest statement v by statements above v that neighbour only its newest
// member); false when there are more than `budget`. (An optional vector is no literal type for nvcc.)
constexpr bool connected_sets(const std::vector<statement_mask>& adjacent, statement_mask kept, std::size_t budget,
                              std::vector<statement_mask>& out) {
  out.clear();
  struct frame {
    statement_mask set, extension, neighbours;  // neighbours: the set and every neighbour of it
  };
  std::vector<frame> stack;
  for (std::size_t v = 0; v < adjacent.size(); ++v) {
    if (!has(kept, v)) continue;
    const statement_mask above = v + 1 >= 64 ? 0 : ~statement_mask{0} << (v + 1);
    stack.push_back({bit(v), adjacent[v] & kept & above, bit(v) | adjacent[v]});
    out.push_back(bit(v));
    while (!stack.empty()) {
      frame& f = stack.back();
      if (f.extension == 0) {
        stack.pop_back();
        continue;
      }
      const auto w = static_cast<std::size_t>(std::countr_zero(f.extension));
      f.extension &= ~bit(w);
      const statement_mask exclusive = adjacent[w] & kept & above & ~f.neighbours;
      const frame child{f.set | bit(w), f.extension | exclusive, f.neighbours | adjacent[w] | bit(w)};
      if (out.size() >= budget) return false;
      out.push_back(child.set);
      stack.push_back(child);
    }
  }
  return true;
}

// One model of a statement set. Every model is a relaxation, so its intensity is an upper bound;
// a set with several models (a single statement: the statement bound's model with its array
// splitting and Lemma 4.6, and the versioned program model) takes the smallest.
struct set_model {
  access_model dominator;
  tile_objective objective;
  std::array<double, max_indices> extent = fused_model::infinite_extents();  // fused_model::extent
  double cap = std::numeric_limits<double>::infinity();  // Lemma 4.6
  bool unbounded = false;
  // the tile each start reached at the previous X: the next X begins there
  std::vector<std::array<double, max_indices>> warm;
};

struct statement_set {
  statement_mask mask = 0;
  std::vector<set_model> models;
  constexpr bool bounded() const {
    for (const auto& m : models)
      if (!m.unbounded) return true;
    return false;
  }
};

// The models of the connected set `mask` when the bound counts the statements of `kept` (none
// when the fused model cannot take one of its statements: not SOAP, nor Cholesky's update, nor
// split off faces).
constexpr statement_set models_of_set(program_context& ctx, statement_mask mask, statement_mask kept) {
  const program& prog = *ctx.p;
  const std::size_t n = prog.size();
  statement_set c{mask, {}};
  for (std::size_t s = 0; s < n; ++s)
    if (has(mask, s) && !ctx.fusable(s)) return c;
  if ((mask & (mask - 1)) == 0) {
    const auto s = static_cast<std::size_t>(std::countr_zero(mask));
    // the statement model counts every array it reads: only when no statement left out of the
    // bound writes one (their values are free)
    if (ctx.cls[s].projectable && (ctx.relevant[s] & ~kept) == 0) {
      std::vector<short_name> elsewhere;
      for (std::size_t q = 0; q < n; ++q)
        if (q != s) elsewhere.push_back(prog[q].output.array);
      set_model m;
      m.dominator = build_access_model(prog[s], elsewhere);
      m.objective = tile_objective::product(m.dominator.depth);
      if (!ctx.ranges.empty())  // its tile sizes are its loops
        for (std::size_t t = 0; t < m.dominator.depth; ++t)
          m.extent[t] = std::max(1.0, ctx.ranges[s][t].second - ctx.ranges[s][t].first + 1);
      if (m.dominator.out_degree_one_inputs() > 0) m.cap = 1.0 / static_cast<double>(m.dominator.out_degree_one_inputs());
      m.unbounded = !m.dominator.free_indices().empty() && m.cap == std::numeric_limits<double>::infinity();
      c.models.push_back(m);
    }
  }
  for (const auto& fm : fuse(ctx, mask, kept)) {
    set_model m;
    m.dominator = fm.dominator;
    m.objective = fm.objective;
    m.extent = fm.extent;
    m.unbounded = !m.dominator.free_indices().empty();
    // a single statement's versioned model is often its statement model again: solve it once
    bool known = false;
    for (const auto& o : c.models) known = known || (o.dominator == m.dominator && o.objective == m.objective);
    if (!known) c.models.push_back(m);
  }
  return c;
}

// The models of the statement sets met so far, by set and by what of the kept set they depend on
// (fuse: the reaching writers of the members' reads; a single statement's own model: the writers
// of every array it touches): a kept set that shrinks, and the next kept set, find most of their
// sets built.
class set_cache {
 public:
  constexpr const statement_set& get(program_context& ctx, statement_mask mask, statement_mask kept) {
    statement_mask relevant = 0;
    for (std::size_t s = 0; s < ctx.sources.size(); ++s)
      if (has(mask, s)) relevant |= ctx.sources[s];
    if ((mask & (mask - 1)) == 0) relevant |= ctx.relevant[static_cast<std::size_t>(std::countr_zero(mask))];
    const statement_mask key = kept & relevant;
    if (const std::size_t* at = index_.find(mask, key)) return sets_[*at];
    sets_.push_back(models_of_set(ctx, mask, kept));
    index_.insert(mask, key, sets_.size() - 1);
    return sets_.back();
  }

 private:
  pair_map<std::size_t> index_;
  std::vector<statement_set> sets_;
};

// χ of a one-monomial model at X with every tile size at most its extent, from the unclipped
// optimum d: the sizes beyond their extents are pinned there and the others solved again, until
// no free size passes its extent and no pinned one would rather shrink (its KKT multiplier
// f_t/F − λ·e_t/g >= 0). With one monomial the problem is convex in log d (a linear objective, a
// posynomial dominator, box constraints), so that KKT point is the maximum, and ln χ is concave
// in ln X with slope λ (the envelope theorem). Theorem 5.1's sum over the disconnected parts of
// one X-partition part needs χ(X)/X nondecreasing up to X: λ >= 1 at X says so (the slope only
// falls as X grows); where λ < 1 — the tile saturating its loops, the whole box fitting — the
// clipped χ is not used. -1 then, when nothing passes its extent, or when a reduced problem fails:
// the caller keeps the unclipped χ, larger and valid.
constexpr double clipped_objective(const set_model& m, std::array<double, max_indices> d, double X) {
  const std::size_t k = m.dominator.depth;
  std::uint32_t pinned = 0;
  for (std::size_t t = 0; t < k; ++t)
    if (d[t] > m.extent[t]) pinned |= 1u << t;
  if (pinned == 0) return -1;
  std::array<double, max_indices> e{}, f{};
  auto whole = [&](std::span<const double> x) { return std::span<const double>(x.data(), k); };
  for (std::size_t round = 0; round < 2 * k + 2; ++round) {
    std::array<std::size_t, max_indices> free{};
    std::size_t nf = 0;
    for (std::size_t t = 0; t < k; ++t) {
      if (pinned >> t & 1u) d[t] = m.extent[t];
      else free[nf++] = t;
    }
    std::array<double, max_indices> full = d;
    if (nf > 0) {
      // the problem over the free sizes, the pinned ones at their extents
      auto reduced = [&](auto&& of) {
        return [&, of](std::span<const double> x, std::span<double> el) {
          for (std::size_t q = 0; q < nf; ++q) full[free[q]] = x[q];
          std::array<double, max_indices> all{};
          const double v = of(std::span<const double>(full.data(), k), std::span<double>(all.data(), k));
          for (std::size_t q = 0; q < nf; ++q) el[q] = all[free[q]];
          return v;
        };
      };
      const auto g_red = reduced([&](std::span<const double> x, std::span<double> el) { return dominator_size(m.dominator, x, el); });
      const auto f_red = reduced([&](std::span<const double> x, std::span<double> el) { return m.objective(x, el); });
      std::array<double, max_indices> x{}, ones{}, el{};
      for (std::size_t q = 0; q < nf; ++q) {
        ones[q] = 1;
        x[q] = std::max(1.0, d[free[q]]);
      }
      if (g_red(std::span<const double>(ones.data(), nf), std::span<double>(el.data(), nf)) > X) return -1;
      if (!try_maximize_objective(f_red, g_red, std::span<double>(x.data(), nf), X, 1.0, 25, 1e-9)) return -1;
      for (std::size_t q = 0; q < nf; ++q) full[free[q]] = x[q];
      std::uint32_t grown = 0;
      for (std::size_t q = 0; q < nf; ++q)
        if (x[q] > m.extent[free[q]]) grown |= 1u << free[q];
      d = full;
      if (grown != 0) {
        pinned |= grown;
        continue;
      }
    }
    if (nf == 0) return -1;  // the whole box fits: χ/X falls from here
    const double g = dominator_size(m.dominator, whole(full), std::span<double>(e.data(), k));
    const double F = m.objective(whole(full), std::span<double>(f.data(), k));
    // λ over the free sizes above their lower bound 1 (f_t/F = λ e_t/g there); a pinned size
    // with f_t/F < λ e_t/g would shrink
    double num = 0, den = 0;
    for (std::size_t q = 0; q < nf; ++q) {
      if (full[free[q]] <= 1 + 1e-12) continue;
      num += (f[free[q]] / F) * (e[free[q]] / g);
      den += (e[free[q]] / g) * (e[free[q]] / g);
    }
    if (den == 0) return -1;
    const double lambda = num / den;
    std::uint32_t release = 0;
    for (std::size_t t = 0; t < k; ++t)
      if ((pinned >> t & 1u) && f[t] / F - lambda * e[t] / g < -1e-9) release |= 1u << t;
    if (release == 0) return lambda >= 1 - 1e-9 ? F : -1;
    pinned &= ~release;
  }
  return -1;
}

// Whether clipping the tile sizes to the loops' extents keeps the model a bound: a projective
// model — every dimension of every term one tile size (no geometric means), no offsets except a
// version chain's 1 along one dimension (the values entering it) — whose bound with loop bounds is
// the same optimisation with d_t <= extent_t (Dinh and Demmel, Communication-optimal tilings for
// projective nested loops with arbitrary bounds, SPAA 2020; any domain lies in the box of its
// loops' extents). Stencil halos are not: a tile reaching the edge of the iteration space would be
// charged its halo, the loops' boundary inputs loaded once, as one value per version.
constexpr bool clip_safe(const access_model& m) {
  for (const auto& a : m.arrays) {
    for (const auto& dim : a.dims)
      if (dim.unit < 0) return false;
    std::size_t with = 0;
    bool unit = true;
    for (const auto o : a.offsets) {
      with += o != 0;
      unit = unit && (o == 0 || o == 1);
    }
    if (with == 0) continue;
    if (a.kind != overlap_kind::input_output || with != 1 || !unit) return false;
  }
  return true;
}

// ρ of one model at X = S(1 + r): χ(X)/(X - S), capped by Lemma 4.6; +inf when the model claims
// nothing (single points, no start converges), 0 when not even one point fits in X.
constexpr double model_intensity(set_model& m, double X, double S) {
  const double inf = std::numeric_limits<double>::infinity();
  if (m.dominator.depth == 0) return inf;  // single points: no tile, nothing to claim
  if (!m.dominator.free_indices().empty()) return m.cap;
  std::array<double, max_indices> d{}, e{};
  const std::size_t k = m.dominator.depth;
  for (std::size_t t = 0; t < k; ++t) d[t] = 1;
  if (dominator_size(m.dominator, std::span<const double>(d.data(), k), std::span<double>(e.data(), k)) > X) return 0;
  // F need not be log-concave: start from the even tile and from each statement's own directions
  // and keep the best local maximum; if no start converges, keep ρ unbounded.
  auto g_of = [&](std::span<const double> x, std::span<double> el) { return dominator_size(m.dominator, x, el); };
  const std::size_t starts = m.objective.monomials.size() == 1 ? 1 : m.objective.monomials.size() + 1;
  m.warm.resize(starts, {});
  std::vector<std::array<double, max_indices>> tiles(starts);
  std::vector<double> rough(starts, -1);
  // Warm-up every start, then solve those that reach within 5% of the best: the others climb
  // towards lower local maxima. Every tile kept is feasible (g = X), so its F is a value χ_G(X)
  // reaches and can only raise the estimate towards the maximum.
  for (std::size_t start = 0; start < starts; ++start) {
    auto& t = tiles[start];
    for (std::size_t q = 0; q < k; ++q) t[q] = start == 0 || (m.objective.monomials[start - 1] >> q & 1u) ? 2.0 : 1.0;
    if (m.warm[start][0] > 0) t = m.warm[start];
    if (try_maximize_objective(m.objective, g_of, std::span<double>(t.data(), k), X, 1.0, 0))
      rough[start] = m.objective(std::span<const double>(t.data(), k), std::span<double>(e.data(), k));
  }
  // Solve the starts within 5% of the best warm-up, best first: the first gets the full Newton
  // budget, the others a few steps (a start that climbs slowly towards a lower local maximum, e.g.
  // along a size close to its bound, must not cost 25 steps).
  const double top = *std::max_element(rough.begin(), rough.end());
  std::vector<std::size_t> order(starts);
  for (std::size_t q = 0; q < starts; ++q) order[q] = q;
  std::sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(starts),
            [&](std::size_t x, std::size_t y) { return rough[x] > rough[y]; });
  double best_F = -1;
  for (std::size_t q = 0; q < starts; ++q) {
    const std::size_t start = order[q];
    if (rough[start] < 0) continue;
    auto& t = tiles[start];
    if (rough[start] >= 0.95 * top) {
      // ρ is flat at the optimum: KKT to 1e-7 fixes it to ~1e-14
      const bool converged =
          try_maximize_objective(m.objective, g_of, std::span<double>(t.data(), k), X, 1.0, q == 0 ? 25 : 6, 1e-7).has_value();
      m.warm[start] = t;
      if (!converged) m.warm[start][0] = 0;
    }
    best_F = std::max(best_F, m.objective(std::span<const double>(t.data(), k), std::span<double>(e.data(), k)));
  }
  // tiles clipped to the loops' extents: certified for one monomial only (clipped_objective), and
  // only without halos (clip_safe)
  if (starts == 1 && best_F > 0 && clip_safe(m.dominator))
    if (const double clipped = clipped_objective(m, tiles[0], X); clipped >= 0) best_F = std::min(best_F, clipped);
  return best_F < 0 ? inf : std::min(best_F / (X - S), m.cap);
}

// W(X) = Σ_{s kept} |𝒟_s| / max_{G∋s} ρ_G(X) over the sets of kept statements; any X > S then
// gives the valid bound xpartition_io(W, X, S). Fills each statement's share. -inf when X is too
// small for some kept statement (not an X-partition).
constexpr double program_weight_at_x(std::vector<statement_set>& sets, const std::vector<std::int64_t>& points,
                                     statement_mask kept, double X, double S, std::vector<program_statement_bound>& per) {
  const double inf = std::numeric_limits<double>::infinity();
  const std::size_t n = points.size();
  per.assign(n, {});
  for (std::size_t s = 0; s < n; ++s) per[s].domain_size = points[s];
  std::vector<double> best(n, 0);
  for (auto& c : sets) {
    double rho = inf;
    for (auto& m : c.models)
      if (!m.unbounded) rho = std::min(rho, model_intensity(m, X, S));
    for (std::size_t s = 0; s < n; ++s)
      if (has(c.mask, s) && rho >= best[s]) {
        if (rho > best[s] || per[s].group == 0 || std::popcount(c.mask) < std::popcount(per[s].group)) per[s].group = c.mask;
        best[s] = rho;
      }
  }
  double W = 0;
  for (std::size_t s = 0; s < n; ++s) {
    if (!has(kept, s)) {
      per[s].kept = false;
      per[s].rho = inf;
      per[s].group = 0;
      continue;
    }
    if (best[s] == 0 && points[s] > 0) return -inf;
    per[s].rho = best[s];
    per[s].Q = best[s] == inf || points[s] == 0 ? 0 : static_cast<double>(points[s]) / best[s];
    W += per[s].Q;
  }
  return W;
}

// The r of X = S(1 + r) to try. Each model's χ grows like X^α at large X, α = (largest statement
// depth)/(top degree of its dominator), so its ρ is least near X0 = αS/(α−1), r = 1/(α−1); α <= 1
// (ρ a limit) wants larger X: r/2, r, 2r for each such r, or a ladder from 3 to 1e9. Sorted.
constexpr std::vector<double> x_probes(const std::vector<statement_set>& sets) {
  std::vector<double> probes;
  auto add_probe = [&](double r) {
    for (double x : probes)
      if (pebble::abs(pebble::math::log(x / r)) < 1e-9) return;
    probes.push_back(r);
  };
  for (const auto& c : sets)
    for (const auto& m : c.models) {
      if (m.unbounded || m.dominator.depth == 0 || !m.dominator.free_indices().empty()) continue;
      const rational k = detail::top_degree(m.dominator);
      int l = 0;
      for (auto mono : m.objective.monomials) l = std::max(l, std::popcount(mono));
      if (k <= 0) continue;
      const rational alpha = rational(l) / k;
      if (alpha > 1) {
        const double r = 1 / (alpha - 1).to_double();
        for (double f : {0.5, 1.0, 2.0}) add_probe(r * f);
      } else {
        for (double r : {3.0, 10.0, 30.0, 1e2, 1e3, 1e4, 1e6, 1e9}) add_probe(r);
      }
    }
  if (probes.empty())
    for (double r : {0.5, 1.0, 2.0}) add_probe(r);
  std::sort(probes.begin(), probes.end());
  return probes;
}

// The vertex of the parabola through (v0, f0), (v1, f1), (v2, f2), when it lies strictly between
// v0 and v2 and away from v1.
constexpr std::optional<double> parabola_vertex(double v0, double f0, double v1, double f1, double v2, double f2) {
  const double num = (v1 - v0) * (v1 - v0) * (f1 - f2) - (v1 - v2) * (v1 - v2) * (f1 - f0);
  const double den = (v1 - v0) * (f1 - f2) - (v1 - v2) * (f1 - f0);
  if (den == 0) return std::nullopt;
  const double v = v1 - 0.5 * num / den;
  if (!(v > v0 && v < v2 && pebble::abs(v - v1) > 1e-3)) return std::nullopt;
  return v;
}

// The bound of one kept set: Q = xpartition_io(W, X, S) at the best X, W, each statement's share,
// and the sets evaluated.
struct kept_bound {
  double Q = 0, W = 0, X = 0;
  std::vector<program_statement_bound> per;
  statement_mask kept = 0;
  std::size_t sets = 0, unbounded = 0;
  // the larger bound; at equal bounds (0 once S is so large that one part holds everything: the
  // leading-order formula's S) the larger W
  constexpr bool beats(const kept_bound& o) const { return Q > o.Q || (Q == o.Q && W > o.W); }
};

// A kept set and the models of its connected statement sets (all bounded).
struct kept_sets {
  statement_mask kept = 0;
  std::vector<statement_set> sets;
  statement_mask start = 0;  // the kept set before it shrank
};

// Theorem 5.1 with the statements outside `kept` weighed 0 and their values taken as free: valid
// for any kept set (the parts of an X-partition restricted to the kept statements are dominated
// by the parts' dominators, whose values from left-out statements the models do not count). A
// kept set whose sets are unbounded or too many to enumerate drops its least statement (lowest
// degree of |𝒟_s|, then fewest points) until neither holds. Independent of S.
constexpr kept_sets shrink_kept(program_context& ctx, set_cache& cache, const std::vector<std::int64_t>& points,
                                const std::vector<unsigned>& degree, statement_mask kept) {
  const program& prog = *ctx.p;
  const std::size_t n = prog.size();
  auto least_of = [&](statement_mask m) {
    std::size_t least = n;
    for (std::size_t s = 0; s < n; ++s)
      if (has(m, s) && (least == n || degree[s] < degree[least] || (degree[s] == degree[least] && points[s] < points[least])))
        least = s;
    return least;
  };
  std::vector<statement_mask> masks;
  while (kept != 0) {
    if (!connected_sets(statement_adjacency(prog, kept), kept, max_statement_sets, masks)) {
      kept &= ~bit(least_of(kept));
      continue;
    }
    statement_mask poisoned = 0;
    for (const statement_mask m : masks)
      if (!cache.get(ctx, m, kept).bounded()) poisoned |= m;
    if (poisoned == 0) break;
    kept &= ~bit(least_of(poisoned));
  }
  kept_sets out{kept, {}};
  if (kept != 0)
    for (const statement_mask m : masks) out.sets.push_back(cache.get(ctx, m, kept));
  return out;
}

// The bound of one kept set at S: Q(X) at each probe X = S(1 + r), then one parabola step in
// v = ln r through the best probe and its neighbours (Q is flat near its maximum, and any X
// gives a valid bound).
constexpr kept_bound bound_of_kept(kept_sets& k, const std::vector<std::int64_t>& points, double S) {
  kept_bound out;
  out.kept = k.kept;
  out.sets = k.sets.size();
  std::vector<program_statement_bound> per;
  if (k.kept == 0) {
    program_weight_at_x(k.sets, points, 0, 2 * S, S, out.per);
    return out;
  }
  const std::vector<double> probes = x_probes(k.sets);
  std::vector<double> Qs(probes.size(), double{});
  std::size_t top = 0;
  auto consider = [&](double r) {
    const double X = S * (1 + r);
    const double W = program_weight_at_x(k.sets, points, k.kept, X, S, per);
    kept_bound here;
    here.Q = W < 0 ? W : xpartition_io(W, X, S);
    here.W = W;
    if (out.per.empty() || here.beats(out)) {
      out.Q = here.Q;
      out.W = W;
      out.X = X;
      out.per = per;
    }
    return here.Q;
  };
  for (std::size_t q = 0; q < probes.size(); ++q) {
    Qs[q] = consider(probes[q]);
    if (Qs[q] > Qs[top]) top = q;
  }
  if (top > 0 && top + 1 < probes.size() && is_finite(Qs[top - 1]) && is_finite(Qs[top + 1]) && Qs[top] > 0) {
    auto ln = [](double x) { return pebble::math::log(x); };
    if (const auto v = parabola_vertex(ln(probes[top - 1]), Qs[top - 1], ln(probes[top]), Qs[top],
                                       ln(probes[top + 1]), Qs[top + 1]))
      consider(pebble::math::exp(*v));
  }
  for (const auto& c : k.sets) out.unbounded += !c.bounded();
  if (!(out.Q > 0)) out.Q = 0;
  return out;
}

// Everything of the program bound that does not depend on S: the kept sets tried (all
// statements, and those of each degree of |𝒟| in the sizes: lower-degree statements, loops'
// prologues and epilogues, can only raise the fused sets' intensity, and producers fused with
// their consumers make what they produce free) with their models, and the compulsory loads.
class program_analysis {
 public:
  // `at_sizes`: the bound at `sizes` — tile sizes at most what their loops span, and the reduction
  // cuts counted (with at most `cut_work`: reduction_cut_profiles); false: the X-partition in the
  // limit of large sizes (the leading formula).
  constexpr program_analysis(const program& prog, const size_binding& sizes, bool at_sizes = true,
                             std::int64_t cut_work = default_cut_work)
      : forwarded_(forward_temporaries(prog)), ctx_(forwarded_) {  // ctx_ points into forwarded_: no copies
    if (at_sizes) ctx_.set_ranges(sizes);
    const std::size_t n = prog.size();  // 1 to 64: checked by program_context
    set_cache cache;
    points_.resize(n, {});
    degree_.resize(n, {});
    auto& degree = degree_;
    statement_mask all = 0;
    std::array<statement_mask, 2 * max_indices + 1> layer{};  // the statements of each degree
    counted_.resize(n, {});
    for (std::size_t s = 0; s < n; ++s) {
      points_[s] = domain_size(prog[s].domain, sizes);
      // the points the X-partition counts: off the faces a split leaves out (split_faces)
      counted_[s] = points_[s];
      for (const auto& f : ctx_.faces[s]) counted_[s] -= face_points(prog[s].domain, sizes, f);
      counted_[s] = std::max<std::int64_t>(counted_[s], 0);
      degree[s] = count_polynomial(prog[s].domain).total_degree();
      if (points_[s] > 0) {
        all |= bit(s);
        layer[std::min<std::size_t>(degree[s], layer.size() - 1)] |= bit(s);
      }
    }
    auto add = [&](statement_mask k) {
      for (const auto& c : candidates_)
        if (c.start == k) return;
      candidates_.push_back(shrink_kept(ctx_, cache, points_, degree, k));
      candidates_.back().start = k;
    };
    add(all);
    for (std::size_t d = layer.size(); d-- > 0;)
      if (layer[d] != 0) add(layer[d]);
    compulsory_ = compulsory_loads(prog, sizes, points_);
    if (at_sizes) {
      cuts_ = reduction_cut_profiles(prog, sizes, cut_work);
      completion_ = best_completion_cut(prog, sizes);
    }
  }

  program_analysis(const program_analysis&) = delete;
  program_analysis& operator=(const program_analysis&) = delete;

  // S a real number: program_leading_formula evaluates the bound at S = 1e20 words, more than an
  // int64 holds.
  // `only`: the bound of that kept set alone (program_leading_formula compares them).
  constexpr program_io_bound at(double S, std::int64_t p, std::optional<std::size_t> only = std::nullopt) {
    check(p >= 1, "the number of processors p must be at least 1");
    check(S >= 1, "the fast memory S must hold at least one word");
    program_io_bound out;
    out.S = S;
    out.p = p;
    kept_bound best;
    for (std::size_t c = 0; c < candidates_.size(); ++c) {
      if (only && c != *only) continue;
      kept_bound b = bound_of_kept(candidates_[c], counted_, S);
      if (c == only.value_or(0) || b.beats(best)) best = b;
    }
    out.X = best.X;
    out.W = is_finite(best.W) ? best.W : 0;  // -inf: no probe X held one point of every statement
    out.Q_xpartition = best.Q;
    out.kept = best.kept;
    out.subgraphs = best.sets;
    out.subgraphs_unbounded = best.unbounded;
    for (const auto& st : best.per) out.statements.push_back(st);
    for (std::size_t s = 0; s < points_.size(); ++s) {
      out.statements[s].domain_size = points_[s];
      out.statements[s].points_counted = counted_[s];
    }
    out.Q_compulsory = compulsory_;
    const reduction_cut_bound cut = best_reduction_cut(cuts_, S);
    out.Q_cut = cut.Q;
    out.cut_pivot = cut.pivot;
    out.cuts_counted = cut.cuts;
    out.cut_instances = cut.instances;
    out.cut_at_reduction = cut.reduction_pivot;
    out.completion = completion_;
    out.Q_completion = completion_.io(S);
    out.Q = std::max(out.Q_xpartition, out.Q_compulsory + std::max(out.Q_cut, out.Q_completion));
    // p processors keep at most p·S live values across a cut in their memories together: the
    // cuts' total I/O at p·S, of which some processor does a p-th
    const double pS = S * static_cast<double>(p);
    const double cut_p = p == 1 ? std::max(out.Q_cut, out.Q_completion)
                                : std::max(best_reduction_cut(cuts_, pS).Q, completion_.io(pS));
    out.Q_per_processor = std::max(out.Q_xpartition, out.Q_compulsory + cut_p) / static_cast<double>(p);
    return out;
  }

 private:
  program forwarded_;  // the program with forward_temporaries' copies renamed (ctx_ points into it)
  program_context ctx_;
  std::vector<std::int64_t> points_;   // |𝒟_s|
  std::vector<std::int64_t> counted_;  // the points the X-partition counts (split_faces)
  std::vector<unsigned> degree_;  // of |𝒟_s| in the sizes
  std::vector<kept_sets> candidates_;
  double compulsory_ = 0;
  std::vector<reduction_cut_profile> cuts_;  // per pivot
  completion_cut completion_;

 public:
  constexpr std::size_t kept_sets_tried() const { return candidates_.size(); }
  constexpr unsigned degree(std::size_t s) const { return degree_[s]; }
};

constexpr program_io_bound program_bound_at(const program& prog, const size_binding& sizes, double S, std::int64_t p,
                                            std::int64_t cut_work) {
  check(p >= 1, "the number of processors p must be at least 1");
  check(S >= 1, "the fast memory S must hold at least one word");
  check(cut_work >= 0, "the work budget of the reduction cuts must not be negative");
  return program_analysis(prog, sizes, /*at_sizes=*/true, cut_work).at(S, p);
}

}  // namespace detail

/// The Theorem 5.1 bound of program `prog` at `sizes` on `target`: fast memory of target.S words on
/// each of target.p processors (p = 1: the sequential bound). `cut_work`: the work the reduction
/// cuts may do (default_cut_work, about 0.4 s at most; reduction_cut_profiles).
/// Usable in constant expressions: a program of C++ DSL statements, held as a std::array, is
/// bounded during compilation by the overload below.
[[nodiscard]] constexpr program_io_bound program_bound(const program& prog, const size_binding& sizes, const machine& target,
                                                     std::int64_t cut_work = default_cut_work) {
  return detail::program_bound_at(prog, sizes, static_cast<double>(target.S), target.p, cut_work);
}

/// The bound of a compile-time program: statements written with the C++ DSL (each its own loop
/// nest, in program order), e.g. 2mm's two products, bounded in a constant expression.
template <std::size_t N>
[[nodiscard]] constexpr program_io_bound program_bound(const std::array<statement, N>& statements, const size_binding& sizes,
                                                     const machine& target) {
  return program_bound(program(statements), sizes, target);
}

/// The leading order of the program bound as a formula, e.g. "2*T*N/S" (jacobi-1d) or
/// "(2*NI*NJ*NK+2*NI*NJ*NL)/sqrt(S)" (2mm): each statement's intensity is measured at two large
/// S (1e18, 1e20 words, where lower-order terms are below 1e-6) to read off ρ_s ≈ c_s·S^e_s (e_s
/// a small rational), the statements' leading |𝒟_s|/c_s are summed per exponent, and each sum
/// keeps its terms of top degree. 1/c_s is exact when it is a fraction with denominator <= 100
/// within 1e-5, else printed in decimals (fdtd-2d's 2√3 ≈ 3.4641). Statements whose ρ is
/// unbounded contribute nothing. Empty when an exponent is not a small rational.
inline std::string program_leading_formula(const program& prog, const size_binding& sizes, bool per_processor = false) {
  const double S1 = 1e18, S2 = 1e20;
  // The kept set whose bound grows fastest with the sizes: the highest degree of |𝒟_s| among the
  // statements it bounds, then the largest Σ |𝒟_s|/ρ_s over those (at these sizes every bound is
  // 0 at S = 1e18, and W alone would favour low-degree statements' ρ <= 1).
  detail::program_analysis analysis(prog, sizes, /*at_sizes=*/false);
  program_io_bound b1, b2;
  unsigned best_degree = 0;
  double best_W = -1;
  for (std::size_t c = 0; c < analysis.kept_sets_tried(); ++c) {
    program_io_bound x1 = analysis.at(S1, 1, c);
    auto bounded = [&](std::size_t s) { return std::isfinite(x1.statements[s].rho) && x1.statements[s].rho > 0; };
    unsigned top = 0;
    double W = 0;
    for (std::size_t s = 0; s < prog.size(); ++s)
      if (bounded(s)) top = std::max(top, analysis.degree(s));
    for (std::size_t s = 0; s < prog.size(); ++s)
      if (bounded(s) && analysis.degree(s) == top) W += x1.statements[s].Q;
    if (best_W < 0 || top > best_degree || (top == best_degree && W > best_W)) {
      best_degree = top;
      best_W = W;
      b1 = x1;
      b2 = analysis.at(S2, 1, c);
    }
  }
  std::vector<short_name> names = prog.sizes();
  variable_names vn{{}, {names.data(), names.size()}};
  struct group {
    rational exponent;
    std::vector<std::pair<polynomial, double>> terms;  // lead(|𝒟_s|) and 1/c_s, merged
  };
  std::vector<group> groups;
  for (std::size_t s = 0; s < prog.size(); ++s) {
    double r1 = b1.statements[s].rho, r2 = b2.statements[s].rho;
    if (!std::isfinite(r1) || !std::isfinite(r2) || r1 <= 0 || r2 <= 0) continue;
    auto e = recognize_rational(pebble::math::log(r2 / r1) / pebble::math::log(S2 / S1), 12, 2e-3);
    if (!e && pebble::abs(pebble::math::log(r2 / r1)) < 1e-6) e = rational(0);
    if (!e) return {};
    double c = r2 / pebble::math::pow(S2, e->to_double());
    // |𝒟_s|'s leading part over the program's sizes
    const auto& dom = prog[s].domain;
    polynomial lead = detail::leading_part(count_polynomial(dom)), mapped;
    for (const auto& t : lead.terms()) {
      polynomial term = polynomial::constant(t.coeff);
      for (std::size_t z = 0; z < dom.sizes.size(); ++z) {
        auto at = static_cast<std::size_t>(std::find(names.begin(), names.end(), dom.sizes[z]) - names.begin());
        for (unsigned k = 0; k < t.exp[size_var(z)]; ++k) term = term * polynomial::var(size_var(at));
      }
      mapped = mapped + term;
    }
    auto g = std::find_if(groups.begin(), groups.end(), [&](const group& x) { return x.exponent == *e; });
    if (g == groups.end()) {
      groups.push_back({*e, {}});
      g = groups.end() - 1;
    }
    auto same = std::find_if(g->terms.begin(), g->terms.end(), [&](const auto& x) { return x.first == mapped; });
    if (same == g->terms.end()) g->terms.push_back({mapped, 1 / c});
    else same->second += 1 / c;
  }
  if (groups.empty()) return "0";
  std::sort(groups.begin(), groups.end(), [](const group& a, const group& b) { return a.exponent < b.exponent; });
  std::string out;
  for (const auto& g : groups) {
    if (!out.empty()) out += " + ";
    // the leading order only: the terms of top degree in the sizes; exact when every 1/c_s of
    // those is a fraction
    unsigned top = 0;
    for (const auto& t : g.terms) top = std::max(top, t.first.total_degree());
    polynomial sum;
    bool exact = true;
    for (const auto& t : g.terms)
      if (t.first.total_degree() == top) {
        const auto inv = recognize_rational(t.second, 100, 1e-5);
        if (inv) sum = sum + polynomial::constant(*inv) * t.first;
        exact = exact && inv.has_value();
      }
    if (exact) {
      out += detail::format_bound(detail::leading_part(sum), vn, 1.0, g.exponent, per_processor);
      continue;
    }
    bool first = true;
    for (const auto& t : g.terms) {
      if (t.first.total_degree() != top) continue;
      out += (first ? "" : " + ") + detail::format_bound(t.first, vn, t.second, g.exponent, per_processor, false);
      first = false;
    }
  }
  return out;
}

namespace detail {

// A cost C(sizes) at leading order as one monomial c·Π n^d.
struct cut_monomial {
  unsigned degree = 0;
  rational coefficient;
  std::vector<unsigned> exponents;  // per size
};

// C read off as one monomial: each size's degree from doubling it alone (sizes 64 and 128), c by
// Richardson extrapolation along all sizes doubled together (64 to 512), recognised as a
// fraction with denominator <= 100. `cost(B, bigger)`: C with every size at B but size `bigger`
// (if any) at 2B; a value that is not positive and finite means none. Calls cost(64·2^k, none)
// for k = 0..3 in that order.
template <class Cost>
std::optional<cut_monomial> fit_monomial(std::size_t sizes, Cost&& cost) {
  const double base = cost(64, std::optional<std::size_t>{});
  if (!(base > 0) || !std::isfinite(base)) return std::nullopt;
  cut_monomial m;
  for (std::size_t i = 0; i < sizes; ++i) {
    const double e = std::log2(cost(64, std::optional<std::size_t>{i}) / base);
    const double d = std::round(e);
    if (!std::isfinite(e) || d < 0 || std::abs(e - d) >= 0.25) return std::nullopt;
    m.exponents.push_back(static_cast<unsigned>(d));
    m.degree += m.exponents.back();
  }
  // g(B) = C(B)/B^D = c + a1/B + a2/B² + …: Richardson over B = 64, 128, 256, 512
  std::array<double, 4> g{};
  for (std::size_t k = 0; k < g.size(); ++k) {
    const double B = 64.0 * static_cast<double>(1u << k);
    g[k] = cost(static_cast<std::int64_t>(B), std::optional<std::size_t>{}) / std::pow(B, m.degree);
    if (!std::isfinite(g[k]) || !(g[k] > 0)) return std::nullopt;
  }
  for (std::size_t level = 1; level < g.size(); ++level) {
    const double f = static_cast<double>(1u << level);
    for (std::size_t k = g.size() - 1; k >= level; --k) g[k] = (f * g[k] - g[k - 1]) / (f - 1);
  }
  const auto c = recognize_rational(g.back(), 100, 1e-6);
  if (!c || c->is_zero()) return std::nullopt;
  m.coefficient = *c;
  return m;
}

inline std::string monomial_formula(const std::vector<short_name>& names, const cut_monomial& m, bool per_processor) {
  polynomial lead = polynomial::constant(m.coefficient);
  for (std::size_t i = 0; i < names.size(); ++i)
    for (unsigned k = 0; k < m.exponents[i]; ++k) lead = lead * polynomial::var(size_var(i));
  variable_names vn{{}, {names.data(), names.size()}};
  return format_bound(lead, vn, 1.0, rational(0), per_processor);
}

inline size_binding all_sizes(const std::vector<short_name>& names, std::int64_t B, std::optional<std::size_t> bigger) {
  size_binding sizes;
  for (std::size_t i = 0; i < names.size(); ++i) sizes.set(names[i], bigger == i ? 2 * B : B);
  return sizes;
}

}  // namespace detail

/// A cut's leading-order formula, sequential and per processor ("3*N^2/2", "3*N^2/(2*p)"); both
/// empty when there is none.
struct cut_formulas {
  std::string sequential, per_processor;
};

namespace detail {

inline cut_formulas formulas_of(const program& prog, const std::optional<cut_monomial>& m) {
  if (!m) return {};
  const std::vector<short_name> names = prog.sizes();
  return {monomial_formula(names, *m, false), monomial_formula(names, *m, true)};
}

}  // namespace detail

/// The leading order of the reduction cuts' bound (reduction_cut.hpp) as sizes grow at fixed S,
/// e.g. "3*N^2/2" (durbin): the cost of every cut's live values with none kept, C(sizes), read
/// off as one monomial (detail::fit_monomial). Empty when no pivot has cuts there, when C is not
/// one monomial at leading order, when C grows no faster than the number of cuts (the S values
/// each cut keeps would then be of the same order), or when the evaluations would exceed `work`,
/// shared by all pivots (by default twice the work of one program's cuts, default_cut_work).
inline cut_formulas reduction_cut_leading_formulas(const program& prog, std::int64_t work = 2 * default_cut_work) {
  const std::vector<short_name> names = prog.sizes();
  std::int64_t budget = work;
  std::optional<detail::cut_monomial> best;
  for (std::size_t pivot = 0; pivot < prog.size(); ++pivot) {
    std::array<double, 2> cuts_at{};  // the number of cuts at B = 64 and 128, all sizes B
    auto cost = [&](std::int64_t B, std::optional<std::size_t> bigger) {
      // from whole runs of cuts only (0: none, or more than the budget allows)
      const reduction_cut_profile p = reduction_cuts(prog, detail::all_sizes(names, B, bigger), pivot, budget, /*whole=*/true);
      if (!bigger && B <= 128) cuts_at[B == 64 ? 0 : 1] = static_cast<double>(p.cuts.size());
      return p.io(0);
    };
    const auto m = detail::fit_monomial(names.size(), cost);
    // the S values a cut keeps cost at most 2S per cut: C is the leading order only when it
    // grows faster than the number of cuts
    if (!m || !(static_cast<double>(m->degree) > std::log2(cuts_at[1] / cuts_at[0]) + 0.5)) continue;
    if (!best || m->degree > best->degree ||
        (m->degree == best->degree && m->coefficient.to_double() > best->coefficient.to_double()))
      best = m;
  }
  return detail::formulas_of(prog, best);
}
/// One of the two forms of reduction_cut_leading_formulas.
inline std::string reduction_cut_leading_formula(const program& prog, bool per_processor = false,
                                                 std::int64_t work = 2 * default_cut_work) {
  cut_formulas f = reduction_cut_leading_formulas(prog, work);
  return per_processor ? std::move(f.per_processor) : std::move(f.sequential);
}

/// The leading order of the completion cut's bound (completion_cut.hpp) as sizes grow at fixed
/// S, e.g. "2*W*H" (deriche): 2·live read off as one monomial (detail::fit_monomial; the S values
/// kept are of lower order). Empty when there is no completion cut at those sizes or its live
/// values are not one monomial that grows.
inline cut_formulas completion_cut_leading_formulas(const program& prog) {
  const std::vector<short_name> names = prog.sizes();
  auto m = detail::fit_monomial(names.size(), [&](std::int64_t B, std::optional<std::size_t> bigger) {
    return best_completion_cut(prog, detail::all_sizes(names, B, bigger)).io(0);
  });
  if (m && m->degree == 0) m.reset();
  return detail::formulas_of(prog, m);
}
/// One of the two forms of completion_cut_leading_formulas.
inline std::string completion_cut_leading_formula(const program& prog, bool per_processor = false) {
  cut_formulas f = completion_cut_leading_formulas(prog);
  return per_processor ? std::move(f.per_processor) : std::move(f.sequential);
}

}  // namespace pebble
