// Completion cuts: an I/O lower bound from the values that are live when the first group of a
// statement's values is complete — the wavefront argument of Elango et al. (POPL 2015, the one
// reduction_cut.hpp takes at a single vertex) taken at the first of several events. It reaches
// deriche's 3HW (thesis Table 5.2): the recursive filter's horizontal passes produce the image M
// row by row, its vertical passes consume M column by column, and when the first column of M is
// complete nearly the whole image is live (docs/xpartition.md, "Completion cuts").
//
// The pattern. M is a statement of two loops (a rectangle of instances); a group is one line of
// M's instances along its group loop g (the other loop, r, numbers the groups). M reads two
// chains along r: statements P_f and P_b of two loops, each carrying a value along its inner loop
// (P(x, t) reads what P(x, t − 1) wrote, directly or through a scalar the body copies it into),
// such that M(i, j) reads P_f at chain position +j + c and P_b at −j + c', on the chain that i
// selects. Chains along g read M: C_lo reads M(i, j) at an instance whose chain reaches back to
// M's first value in the group (its ancestors hold M(i', j) for every i' <= i), C_hi one whose
// chain reaches back to M's last (every i' >= i), directly or through a scalar copied in the body.
//
// The cut. In any schedule let T be the moment the first group j0 is complete. For every other
// group j and every position i where both C_lo and C_hi read M(i, j):
//  - if M(i, j) has fired, its group is not complete: some M(i', j) has not, and the C_lo (i' < i)
//    or C_hi (i' > i) instance reading M(i, j) descends from it and has not fired either. On the
//    path from M(i, j) to that instance (through a copy, when the read is copied) the last vertex
//    that fired is live;
//  - if M(i, j) has not fired, P_f(i, j) (j < j0) or P_b(i, j) (j > j0) has: it is an ancestor of
//    M(i, j0) along its chain. It is live: its successor M(i, j) has not fired.
// These live vertices are distinct for distinct (i, j) (each belongs to M(i, j), its copies or its
// producers, and the maps are one-to-one), and all are computed. At most S are in fast memory at
// T; every other one was stored before T and is loaded after it (red-blue pebble game without
// recomputation): 2·(L − S) I/O for L = (groups − 1)·positions. None of it is a first load of an
// input, so it adds to the compulsory loads.
//
// What is modelled: statements of two loops with bounds free of indices, accesses of rank 2 whose
// subscripts are each one index with coefficient ±1 plus a constant (a signed permutation), and
// scalars copied from such elements. A read counts only where its writer is fixed: the last
// statement before the reader's loops that writes the array, none of the reader's loops' other
// statements writing it.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/core/static_vector.hpp>
#include <pebble/model/domain.hpp>
#include <pebble/model/statement.hpp>

namespace pebble {

/// The cut a completion of groups forces (see the header comment); `live == 0`: no cut.
struct completion_cut {
  static constexpr std::size_t none = static_cast<std::size_t>(-1);
  std::size_t middle = none;                         ///< the statement M whose groups complete
  std::size_t group_loop = 0;                        ///< M's loop (0 outer, 1 inner) along which a group runs
  std::array<std::size_t, 2> producers{none, none};  ///< the chains M reads: forward, backward along the other loop
  std::array<std::size_t, 2> consumers{none, none};  ///< the chains reading M: reaching each group's start, its end
  std::int64_t groups = 0;                           ///< M's groups: its other loop's range
  std::int64_t positions = 0;                        ///< the positions of a group that both consumers read
  std::int64_t live = 0;  ///< (groups − 1)·positions: computed values live at the first completion

  /// 2·(live − S): the values beyond S stored before the cut and loaded after it.
  [[nodiscard]] constexpr double io(double S) const {
    const double beyond = static_cast<double>(live) - S;
    return beyond > 0 ? 2 * beyond : 0.0;
  }
};

namespace detail::completion {

inline constexpr std::size_t none = completion_cut::none;
using pair = std::array<std::int64_t, 2>;
// Loop bounds and translations beyond ±2^52 are not used: below it, the few sums and sign flips
// the analysis makes of them cannot overflow.
inline constexpr std::int64_t limit = std::int64_t{1} << 52;
constexpr bool moderate(std::int64_t v) { return v >= -limit && v <= limit; }

// The instances [lo, hi) per loop of a statement of two loops whose bounds use no index.
struct box {
  pair lo{}, hi{};
  constexpr bool holds(const box& b) const {
    for (std::size_t k = 0; k < 2; ++k)
      if (b.lo[k] < lo[k] || b.hi[k] > hi[k]) return false;
    return true;
  }
};

constexpr std::optional<box> box_of(const statement& st, const size_binding& sizes) {
  if (st.domain.depth() != 2) return std::nullopt;
  const slot_values v = bind_sizes(st.domain, sizes);
  box b;
  for (std::size_t t = 0; t < 2; ++t) {
    const loop_bounds& l = st.domain.bounds[t];
    if (!l.lower.index_free() || !l.upper.index_free()) return std::nullopt;
    b.lo[t] = l.lower.evaluate(v);
    b.hi[t] = l.upper.evaluate(v);
    if (b.lo[t] >= b.hi[t] || !moderate(b.lo[t]) || !moderate(b.hi[t])) return std::nullopt;
  }
  return b;
}

// y_k = sign_k · x_{from_k} + shift_k: a one-to-one map between the instances of two statements
// (or from instances to elements) that permutes the two coordinates, flips some and translates.
struct signed_permutation {
  std::array<std::size_t, 2> from{0, 1};
  pair sign{1, 1};
  pair shift{0, 0};

  constexpr pair operator()(const pair& x) const {
    pair y{};
    for (std::size_t k = 0; k < 2; ++k) y[k] = checked_add(sign[k] * x[from[k]], shift[k]);
    return y;
  }
  constexpr signed_permutation inverse() const {
    signed_permutation p;
    for (std::size_t k = 0; k < 2; ++k) {
      p.from[from[k]] = k;
      p.sign[from[k]] = sign[k];
      p.shift[from[k]] = -sign[k] * shift[k];
    }
    return p;
  }
  /// this ∘ inner: inner first.
  constexpr signed_permutation after(const signed_permutation& inner) const {
    signed_permutation p;
    for (std::size_t k = 0; k < 2; ++k) {
      p.from[k] = inner.from[from[k]];
      p.sign[k] = sign[k] * inner.sign[from[k]];
      p.shift[k] = checked_add(sign[k] * inner.shift[from[k]], shift[k]);
    }
    return p;
  }
  /// The image of a box (a box: the map is one-to-one per coordinate).
  constexpr box image(const box& b) const {
    box out;
    for (std::size_t k = 0; k < 2; ++k) {
      const std::int64_t a = checked_add(sign[k] * b.lo[from[k]], shift[k]);
      const std::int64_t z = checked_add(sign[k] * (b.hi[from[k]] - 1), shift[k]);
      out.lo[k] = std::min(a, z);
      out.hi[k] = std::max(a, z) + 1;
    }
    return out;
  }
};

// Access `a` of statement `st` (two loops) as a signed permutation of its instance, at `sizes`.
constexpr std::optional<signed_permutation> permutation_of(const access& a, const statement& st,
                                                           const size_binding& sizes) {
  if (a.rank() != 2 || st.domain.depth() != 2) return std::nullopt;
  const slot_values v = bind_sizes(st.domain, sizes);
  signed_permutation p;
  for (std::size_t k = 0; k < 2; ++k) {
    const affine_expr& e = a.subscripts[k];
    const auto t = single_index(e);
    if (!t || *t > 1) return std::nullopt;
    p.from[k] = *t;
    p.sign[k] = e.coeff[index_var(p.from[k])];
    if (p.sign[k] != 1 && p.sign[k] != -1) return std::nullopt;
    affine_expr rest = e;
    rest.coeff[index_var(p.from[k])] = 0;
    p.shift[k] = rest.evaluate(v);
    if (!moderate(p.shift[k])) return std::nullopt;
  }
  if (p.from[0] == p.from[1]) return std::nullopt;
  return p;
}

// The one statement of x's innermost body (sharing both of x's loops, no deeper) that writes
// scalar `s`, when it copies one element into it (`s[] = A[…]`); none otherwise.
constexpr std::size_t body_copy(const program& prog, std::size_t x, const short_name& s) {
  std::size_t found = none;
  for (std::size_t q = 0; q < prog.size(); ++q) {
    if (prog[q].output.array != s || prog.shared_loops(q, x) < 2) continue;
    if (found != none) return none;
    found = q;
  }
  if (found == none) return none;
  const statement& q = prog[found];
  if (q.domain.depth() != 2 || q.output.rank() != 0 || q.inputs.size() != 1) return none;
  return found;
}

// Statement c (two loops) carries its value along its inner loop: c(x, t) reads what c(x, t − 1)
// wrote for every t past the first — its own output one step back, or a scalar that a later
// statement of its body copies its output into — and no other statement of its body writes its
// array (so nothing between c(x, t − 1) and c(x, t) does).
constexpr bool carries(const program& prog, std::size_t c) {
  const statement& st = prog[c];
  if (st.domain.depth() != 2) return false;
  for (std::size_t q = 0; q < prog.size(); ++q)
    if (q != c && prog.shared_loops(q, c) >= 2 && prog[q].output.array == st.output.array) return false;
  const affine_expr back = affine_expr::var(index_var(1)) - 1;
  for (const access& r : st.inputs) {
    if (r.array == st.output.array && r.rank() == st.output.rank()) {
      bool previous = true;
      for (std::size_t k = 0; k < r.rank(); ++k)
        previous = previous && r.subscripts[k] == st.output.subscripts[k].substitute(index_var(1), back);
      if (previous) return true;
    } else if (r.rank() == 0) {
      const std::size_t q = body_copy(prog, c, r.array);
      if (q != none && q > c && prog[q].inputs[0] == st.output) return true;
    }
  }
  return false;
}

// The statement whose values statement x's reads of `array` see, instance by instance: the last
// one before x's loops that writes it, when x does not write it, no statement in x's loops does
// (they would run between x's instances) and none in the writer's loops does (it could overwrite
// an element at a later iteration); none otherwise.
constexpr std::size_t outside_writer(const program& prog, std::size_t x, const short_name& array) {
  if (prog[x].output.array == array) return none;
  std::size_t writer = none;
  for (std::size_t q = 0; q < prog.size(); ++q) {
    if (q == x || prog[q].output.array != array) continue;
    if (prog.shared_loops(q, x) > 0) return none;
    if (q < x) writer = q;
  }
  if (writer != none)
    for (std::size_t q = 0; q < prog.size(); ++q)
      if (q != writer && prog[q].output.array == array && prog.shared_loops(q, writer) > 0) return none;
  return writer;
}

// A read of statement x that sees another statement's value instance by instance: x(y) reads
// writer(map(y)) — directly, or (`copied`) through a scalar a later statement of x's body copies
// the element into, so for y[1] past the inner loop's first iteration only.
struct source {
  std::size_t writer = none;
  signed_permutation map;
  bool copied = false;
};

constexpr std::vector<source> sources(const program& prog, std::size_t x, const size_binding& sizes) {
  std::vector<source> out;
  if (prog[x].domain.depth() != 2) return out;
  auto resolve = [&](std::size_t reader, const access& a, const signed_permutation& before, bool copied) {
    const std::size_t w = outside_writer(prog, reader, a.array);
    if (w == none) return;
    const auto read = permutation_of(a, prog[reader], sizes);
    const auto written = permutation_of(prog[w].output, prog[w], sizes);
    if (!read || !written) return;
    out.push_back({w, written->inverse().after(*read).after(before), copied});
  };
  for (const access& r : prog[x].inputs) {
    if (r.rank() == 2) resolve(x, r, signed_permutation{}, false);
    if (r.rank() != 0) continue;
    const std::size_t q = body_copy(prog, x, r.array);
    // q shares both of x's loops, so its instance (y[0], y[1] − 1) is the one before x(y)
    if (q != none && q > x) resolve(q, prog[q].inputs[0], signed_permutation{{0, 1}, {1, 1}, {0, -1}}, true);
  }
  return out;
}

// The group positions [lo, hi) where a consumer's chain reads M and reaches a group's end.
struct reach {
  std::size_t consumer = none;
  std::int64_t lo = 0, hi = 0;
};

constexpr completion_cut cut_through(const program& prog, std::size_t m, std::size_t g,
                                     const std::vector<std::optional<box>>& boxes, const std::vector<bool>& chain,
                                     const std::vector<std::vector<source>>& reads) {
  completion_cut out;
  const std::size_t r = 1 - g;
  const box& B = *boxes[m];
  // producers: chains along r, on the chain i selects, forward (+j) and backward (−j)
  std::vector<std::size_t> forward, backward;
  for (const source& s : reads[m]) {
    const signed_permutation& v = s.map;  // M's instance -> the producer's: chain position from r
    if (s.copied || s.writer == m || !chain[s.writer] || v.from[1] != r) continue;
    if (!boxes[s.writer]->holds(v.image(B))) continue;
    (v.sign[1] > 0 ? forward : backward).push_back(s.writer);
  }
  std::size_t f = none, b = none;
  for (std::size_t x : forward)
    for (std::size_t y : backward)
      if (f == none && x != y) {
        f = x;
        b = y;
      }
  if (f == none) return out;
  // consumers: chains along g reading M; their reach in each group
  reach low, high;  // the best reaching the group's start (largest hi), its end (smallest lo)
  for (std::size_t c = 0; c < prog.size(); ++c) {
    if (c == m || !chain[c]) continue;
    const box& C = *boxes[c];
    for (const source& s : reads[c]) {
      const signed_permutation& u = s.map;  // the consumer's instance -> M's: its chain along g
      if (s.writer != m || u.from[g] != 1) continue;
      // every group has its chain: the consumer's outer loop covers the groups' preimage
      const std::int64_t a = u.sign[r] * (B.lo[r] - u.shift[r]), z = u.sign[r] * (B.hi[r] - 1 - u.shift[r]);
      if (std::min(a, z) < C.lo[0] || std::max(a, z) >= C.hi[0]) continue;
      const std::int64_t first = C.lo[1] + (s.copied ? 1 : 0), last = C.hi[1] - 1;
      if (first > last) continue;
      // chain position t reads group position sign·t + shift, for t in [first, last]; the
      // instance at t has every position from sign·first + shift to its own as ancestors
      const std::int64_t start = u.sign[g] * first + u.shift[g], end = u.sign[g] * last + u.shift[g];
      if (u.sign[g] > 0 && start <= B.lo[g]) {
        const std::int64_t hi = std::min(end + 1, B.hi[g]);
        if (low.consumer == none || hi > low.hi) low = {c, B.lo[g], hi};
      }
      if (u.sign[g] < 0 && start >= B.hi[g] - 1) {
        const std::int64_t lo = std::max(end, B.lo[g]);
        if (high.consumer == none || lo < high.lo) high = {c, lo, B.hi[g]};
      }
    }
  }
  if (low.consumer == none || high.consumer == none) return out;
  const std::int64_t positions = std::min(low.hi, high.hi) - std::max(low.lo, high.lo);
  const std::int64_t groups = B.hi[r] - B.lo[r];
  if (positions <= 0) return out;
  out.middle = m;
  out.group_loop = g;
  out.producers = {f, b};
  out.consumers = {low.consumer, high.consumer};
  out.groups = groups;
  out.positions = positions;
  out.live = checked_mul(groups - 1, positions);
  return out;
}

}  // namespace detail::completion

/// The completion cut of `prog` at `sizes` with the most live values (`live == 0`: none; see the
/// header comment).
[[nodiscard]] constexpr completion_cut best_completion_cut(const program& prog, const size_binding& sizes) {
  namespace cc = detail::completion;
  const std::size_t n = prog.size();
  std::vector<std::optional<cc::box>> boxes(n);
  std::vector<bool> chain(n, false);
  std::vector<std::vector<cc::source>> reads(n);
  for (std::size_t s = 0; s < n; ++s) {
    boxes[s] = cc::box_of(prog[s], sizes);
    if (!boxes[s]) continue;
    chain[s] = cc::carries(prog, s);
    reads[s] = cc::sources(prog, s, sizes);
  }
  completion_cut best;
  for (std::size_t m = 0; m < n; ++m) {
    if (!boxes[m]) continue;
    for (std::size_t g = 0; g < 2; ++g) {
      const completion_cut c = cc::cut_through(prog, m, g, boxes, chain, reads);
      if (c.live > best.live) best = c;
    }
  }
  return best;
}

}  // namespace pebble
