// The fused model of a group of statements (thesis §5.5.3, Lemmas 5.3 and 5.5, Corollary 5.1):
// shared loops and aligned indices as one tile size each, the dominator's terms per array, and the
// symmetric second model; program_context holds what the models of one program share.
#pragma once

#include <pebble/bounds/program/lifting.hpp>
#include <pebble/bounds/program/special_forms.hpp>
#include <pebble/bounds/program/versions.hpp>
#include <pebble/core/pair_map.hpp>

namespace pebble::detail {

// What the fused models of one program share: each statement's versioned accesses and
// classification, the program's sizes, and the answers of never_same_element (Fourier–Motzkin
// dominates the models' cost otherwise).
struct program_context {
  const program* p = nullptr;
  std::vector<versioned_statement> vs;
  std::vector<soap_classification> cls;
  std::vector<bool> symmetric_self;                  // symmetric_self_reads per statement
  std::vector<static_vector<domain_face, 2>> faces;  // split_faces per statement
  // per statement: the read its write passes through, or npos (see passes_through)
  std::vector<std::size_t> through;
  std::vector<short_name> sizes;
  std::vector<std::size_t> first_slot;   // statement s's accesses are first_slot[s] + slot
  std::vector<std::int8_t> apart;        // never_same_element per pair of accesses; -1 not yet known
  std::vector<statement_mask> relevant;  // per statement: the writers of the arrays it touches
  std::vector<statement_mask> sources;   // per statement: the reaching writers of its reads
  pair_map<bool> apart_domains;          // disjoint_domains by statements and their loops' tile sizes
  pair_map<bool> split_memo;             // split_across by (writer, reader) and the reader's slot
  pair_map<bool> apart_versions;         // reads_apart of versioned reads, by statement·16 + slot
  // per statement and loop: the least and greatest index at the sizes of set_ranges (empty: the
  // fused models' tile sizes are not clipped)
  std::vector<std::vector<std::pair<double, double>>> ranges;

  program_context(const program&&) = delete;  // it keeps a pointer to the program
  constexpr explicit program_context(const program& prog) : p(&prog), sizes(prog.sizes()) {
    check(!prog.empty(), "the program has no statement");
    check(prog.size() <= max_program_statements, "the program bound takes programs of at most 64 statements; this ",
          "one has ", prog.size());
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
  constexpr std::size_t passed_from(std::size_t q) const {
    return through[q] == npos ? npos : vs[q].read_from[through[q]];
  }
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
    const bool apart =
        never_same_element(*p, sizes, q, access_of(q, slot), w, (*p)[w].output, version_mask((*p)[w]) & shared);
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
    return model_of_accesses({as.data(), as.size()}, as.size() > 1 ? overlap_kind::simple : overlap_kind::single,
                             variables);
  };
  if (groups.size() > 1 && into.arrays.size() + groups.size() <= into.arrays.capacity()) {
    bool disjoint = true;
    for (std::size_t u = 0; u < groups.size() && disjoint; ++u)
      for (std::size_t v = u + 1; v < groups.size() && disjoint; ++v)
        for (const auto* x : groups[u])
          for (const auto* y : groups[v]) disjoint = disjoint && ctx.reads_apart(*x, *y);
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

constexpr symmetric_tile symmetric_tile_of(program_context& ctx, const group_loops& g,
                                           const std::vector<group_access>& all) {
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
    if (!swap || !symmetric_reads_modelled(x.a, *swap, g.variables) || ctx.reads_apart(x, y)) continue;
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

// The group's accesses in its variables, each member's write then its reads; write_of[m]: where
// member m's write is. A read is produced inside when its writer is in the group or not kept, and
// passes nothing through to the group (passes_through).
constexpr void fuse_group_accesses(const program_context& ctx, const group_loops& g, statement_mask group,
                                   statement_mask kept, std::vector<group_access>& all,
                                   std::vector<std::size_t>& write_of) {
  const program& p = *ctx.p;
  for (std::size_t m = 0; m < g.members.size(); ++m) {
    const std::size_t s = g.members[m];
    const auto& v = ctx.vs[s];
    write_of[m] = all.size();
    all.push_back({in_group_variables(p, g, ctx.sizes, m, v.write), v.write_versions, true, true, s, 0, m, false});
    for (std::size_t r = 0; r < v.reads.size(); ++r) {
      const std::size_t from = v.read_from[r];
      const bool inside =
          from != npos && (has(group, from) || !has(kept, from)) && !ctx.passes_through(from, group, kept);
      all.push_back({in_group_variables(p, g, ctx.sizes, m, v.reads[r]), v.read_versions[r], false, inside, s, r + 1, m,
                     v.reads[r].array == p[s].output.array});
    }
  }
}

// Each member's monomial: a bit per tile size of its loops. False when a class holds two loops of
// one member (fuse then has no model).
constexpr bool fuse_member_monomials(const program& p, const group_loops& g, std::vector<std::uint32_t>& monos) {
  for (std::size_t m = 0; m < g.members.size(); ++m)
    for (std::size_t t = 0; t < p[g.members[m]].domain.depth(); ++t) {
      const std::uint32_t b = 1u << g.var[g.base[m] + t];
      if (monos[m] & b) return false;
      monos[m] |= b;
    }
  return true;
}

// Whether members m1 and m2 of the group have provably disjoint domains in the group's variables
// (Fourier–Motzkin), remembered in ctx.apart_domains.
constexpr bool fuse_disjoint_domains(program_context& ctx, const group_loops& g, std::size_t m1, std::size_t m2) {
  const program& p = *ctx.p;
  // keyed by the two statements and the tile size of each of their loops (4 bits each)
  std::uint64_t loops = 0;
  for (std::size_t t = 0; t < p[g.members[m1]].domain.depth(); ++t)
    loops |= std::uint64_t{g.var[g.base[m1] + t]} << (4 * t);
  for (std::size_t t = 0; t < p[g.members[m2]].domain.depth(); ++t)
    loops |= std::uint64_t{g.var[g.base[m2] + t]} << (32 + 4 * t);
  const std::uint64_t who = std::uint64_t{g.members[m1]} << 32 | g.members[m2];
  if (const bool* known = ctx.apart_domains.find(who, loops)) return *known;
  fm_system sys;
  auto at1 = [&](std::size_t t) { return g.var[g.base[m1] + t]; };
  auto at2 = [&](std::size_t t) { return g.var[g.base[m2] + t]; };
  const bool apart = add_domain(sys, p[g.members[m1]].domain, ctx.sizes, at1) &&
                     add_domain(sys, p[g.members[m2]].domain, ctx.sizes, at2) && sys.infeasible();
  ctx.apart_domains.insert(who, loops, apart);
  return apart;
}

// The members counted by one monomial: those of equal monomials that write through one access over
// pairwise disjoint domains (fuse_disjoint_domains), each in the first union it joins.
constexpr std::vector<std::vector<std::size_t>> fuse_monomial_unions(program_context& ctx, const group_loops& g,
                                                                     const std::vector<group_access>& all,
                                                                     const std::vector<std::size_t>& write_of,
                                                                     const std::vector<std::uint32_t>& monos) {
  std::vector<std::vector<std::size_t>> unions;  // members counted by one monomial
  for (std::size_t m = 0; m < g.members.size(); ++m) {
    bool merged = false;
    for (auto& u : unions) {
      const std::size_t r = u.front();
      if (merged || monos[r] != monos[m] || !(all[write_of[r]].a == all[write_of[m]].a)) continue;
      bool apart = true;
      for (std::size_t x : u) apart = apart && fuse_disjoint_domains(ctx, g, x, m);
      if (apart) {
        u.push_back(m);
        merged = true;
      }
    }
    if (!merged) unions.push_back({m});
  }
  return unions;
}

// Each tile size's extent: the span of the indices of its loops at the sizes of set_ranges
// (infinite without them).
constexpr std::array<double, max_indices> fuse_tile_extents(const program_context& ctx, const group_loops& g) {
  const program& p = *ctx.p;
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
  return extent;
}

// The model's objective: each union's monomial; in the triangular model (tri) a triangle member's
// counts half, plus half the diagonal unless every triangle member is strict.
constexpr void fuse_objective(tile_objective& objective, const std::vector<std::vector<std::size_t>>& unions,
                              const std::vector<std::uint32_t>& monos, const symmetric_tile* tri) {
  for (const auto& u : unions) {
    const std::uint32_t mono = monos[u.front()];
    if (!tri || !tri->triangle[u.front()]) {
      objective.add(mono);
      continue;
    }
    objective.add(mono, 0.5);
    // the diagonal j = i: ½·√(d_a·d_b)·Π_{t≠a,b} d (½·u'·…), symmetric in a and b like the rest
    // of the model, so that no tile gains by making them unequal
    const std::uint32_t ab = (1u << tri->a) | (1u << tri->b);
    if (!tri->strict) objective.add(mono & ~ab, 0.5, ab);
  }
}

// The triangular model's scales of the terms of `array` from `before` on (symmetric_tile::scale_of):
// the read terms' up to reads_end, then the chain's; a term of scale 0 is dropped.
constexpr void fuse_scale_terms(program_context& ctx, const std::vector<group_access>& all, const short_name& array,
                                const symmetric_tile& tri, bool symmetric, std::size_t before, std::size_t reads_end,
                                access_model& dominator) {
  // the scale of the read terms (the symmetric pair keeps its model) and of the chain's
  std::vector<const group_access*> reads, chain;
  for (const auto& y : all) {
    if (y.a.array != array) continue;
    if (ctx.counted_read(all, y)) reads.push_back(&y);
    else chain.push_back(&y);
  }
  const double read_scale = symmetric ? 1.0 : tri.scale_of(reads), chain_scale = tri.scale_of(chain);
  auto& terms = dominator.arrays;
  for (std::size_t q = terms.size(); q-- > before;) {
    terms[q].scale = q < reads_end ? read_scale : chain_scale;
    if (terms[q].scale == 0) terms.erase(terms.begin() + static_cast<std::ptrdiff_t>(q));
  }
}

// The dominator's terms, array by array in the order of their first access: the counted reads
// (add_read_terms), the version chain (add_version_chain), scaled in the triangular model (tri).
// False when the model cannot be built.
constexpr bool fuse_dominator(program_context& ctx, const std::vector<group_access>& all, std::size_t variables,
                              const symmetric_tile* tri, access_model& dominator) {
  std::vector<short_name> done;
  for (const auto& x : all) {
    if (std::find(done.begin(), done.end(), x.a.array) != done.end()) continue;
    done.push_back(x.a.array);
    const std::size_t before = dominator.arrays.size();
    bool symmetric = false;
    if (!add_read_terms(ctx, all, x.a.array, variables, dominator, &symmetric)) return false;
    const std::size_t reads_end = dominator.arrays.size();
    if (!add_version_chain(ctx, all, x.a.array, variables, dominator)) return false;
    if (!tri) continue;
    fuse_scale_terms(ctx, all, x.a.array, *tri, symmetric, before, reads_end, dominator);
  }
  return true;
}

// `kept`: the statements the bound counts; values the others produce are taken as produced inside
// (they count nothing), which only shrinks the dominator.
constexpr std::vector<fused_model> fuse(program_context& ctx, statement_mask group,
                                        statement_mask kept = ~statement_mask{0}) {
  const group_loops g = group_loop_classes(*ctx.p, ctx.vs, group);
  if (g.variables > max_indices) return {};
  std::vector<group_access> all;
  std::vector<std::size_t> write_of(g.members.size(), std::size_t{});
  fuse_group_accesses(ctx, g, group, kept, all, write_of);
  // each statement's monomial of tile sizes (the classes never hold two loops of one statement).
  // Statements that write one array through one access in the group's variables over provably
  // disjoint domains (LU's updates below and on or above the diagonal) are one statement over the
  // union of their domains: one monomial for all of them.
  std::vector<std::uint32_t> monos(g.members.size(), std::uint32_t{});
  if (!fuse_member_monomials(*ctx.p, g, monos)) return {};
  const std::vector<std::vector<std::size_t>> unions = fuse_monomial_unions(ctx, g, all, write_of, monos);
  // each tile size's extent: the span of the indices of its loops
  const std::array<double, max_indices> extent = fuse_tile_extents(ctx, g);
  // the square model, then (symmetric_tile) the triangular one
  std::vector<fused_model> out;
  const symmetric_tile sym = symmetric_tile_of(ctx, g, all);
  for (const symmetric_tile* tri : {static_cast<const symmetric_tile*>(nullptr), &sym}) {
    if (tri && !tri->found) break;
    fused_model fm;
    fm.extent = extent;
    fuse_objective(fm.objective, unions, monos, tri);
    fm.dominator.depth = g.variables;
    if (!fuse_dominator(ctx, all, g.variables, tri, fm.dominator)) return {};
    out.push_back(fm);
  }
  return out;
}

}  // namespace pebble::detail
