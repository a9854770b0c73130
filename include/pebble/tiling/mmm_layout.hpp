// pebble's blocked data layout for the COSMA schedule of C = AB (thesis §3.7.6) and the exact
// number of words each rank receives and sends when the schedule runs (Algorithm 1, lines 8-12:
// A and B gathered along the grid's j and i dimensions round by round, C reduced along k).
#pragma once

#include <cstdint>

#include <pebble/core/error.hpp>
#include <pebble/core/math.hpp>
#include <pebble/tiling/cosma.hpp>
#include <pebble/tiling/distribution.hpp>

namespace pebble {

/// The half-open range [begin, end) of indices.
struct index_range {
  std::int64_t begin = 0;
  std::int64_t end = 0;
  constexpr std::int64_t size() const { return end - begin; }
  constexpr bool contains(std::int64_t x) const { return begin <= x && x < end; }
  friend constexpr bool operator==(const index_range&, const index_range&) = default;
};

/// Part `part` of [0, n) cut into `parts` contiguous parts whose lengths differ by at most one
/// (the first n mod parts parts are one longer), e.g. split_range(10, 3, 0) == {0, 4}.
constexpr index_range split_range(std::int64_t n, std::int64_t parts, std::int64_t part) {
  const std::int64_t q = n / parts, r = n % parts;
  const std::int64_t begin = part * q + (part < r ? part : r);
  return {begin, begin + q + (part < r)};
}

/// The part of split_range(n, parts, ·) that holds x (0 <= x < n).
constexpr std::int64_t part_of(std::int64_t n, std::int64_t parts, std::int64_t x) {
  const std::int64_t q = n / parts, r = n % parts;
  const std::int64_t long_end = r * (q + 1);  // the first r parts have q + 1 elements
  return x < long_end ? x / (q + 1) : r + (x - long_end) / q;
}

/// The three operands of C = AB.
enum class mmm_operand { a, b, c };

/// The rectangle of a matrix that one rank owns, and how it is stored: column-major with leading
/// dimension rows.size(), or transposed (column-major storage of the piece's transpose: leading
/// dimension cols.size(); pebble keeps B so, so that a rank's share of a k-slice is contiguous).
struct mmm_piece {
  index_range rows;
  index_range cols;
  bool transposed = false;
  constexpr std::int64_t size() const { return rows.size() * cols.size(); }
  /// The extents of the stored column-major array.
  constexpr std::int64_t stored_rows() const { return transposed ? cols.size() : rows.size(); }
  constexpr std::int64_t stored_cols() const { return transposed ? rows.size() : cols.size(); }
  /// Offset of global element (r, c) in the stored array.
  constexpr std::int64_t offset(std::int64_t r, std::int64_t c) const {
    return transposed ? (c - cols.begin) + (r - rows.begin) * cols.size()
                      : (r - rows.begin) + (c - cols.begin) * rows.size();
  }
  friend constexpr bool operator==(const mmm_piece&, const mmm_piece&) = default;
};

/// A used rank's place in the grid [pm, pn, pk]: it computes rows(i) x cols(j) of C over depth(l).
struct mmm_coords {
  std::int64_t i = 0, j = 0, l = 0;
  friend constexpr bool operator==(const mmm_coords&, const mmm_coords&) = default;
};

/// pebble's blocked layout of A (M x K), B (K x N) and C (M x N) on the grid [pm, pn, pk].
///
/// Ranks 0 .. pm pn pk - 1 are used, rank = i + pm (j + pn l); higher ranks are idle and own
/// nothing. M, N and K are cut into pm, pn and pk nearly equal parts (split_range). Rank
/// (i, j, l) owns
///  - of A: rows(i) x chunk j of depth(l) cut into pn parts: the pn ranks (i, ·, l) that need
///    A[rows(i), depth(l)] own one column chunk each (column-major);
///  - of B: chunk i of depth(l) cut into pm parts x cols(j): the pm ranks (·, j, l) that need
///    B[depth(l), cols(j)] own one row chunk each (stored transposed);
///  - of C: rows(i) x chunk l of cols(j) cut into pk parts: the pk ranks (i, j, ·) whose partial
///    results are summed own one column chunk each of the sum (column-major).
/// Every element has exactly one owner; a k-slice range of a rank's A (B) block is the union of
/// contiguous pieces of its j-group (i-group), so each round is one all-gather per matrix.
class mmm_layout {
 public:
  constexpr mmm_layout(const mmm_problem& mmm, const mmm_grid& grid) : M_(mmm.M), N_(mmm.N), K_(mmm.K), grid_(grid) {
    const std::int64_t M = mmm.M, N = mmm.N, K = mmm.K;
    check(M >= 1 && N >= 1 && K >= 1, "pebble::mmm_layout: the sizes must all be >= 1; got M=", M, ", N=", N,
          ", K=", K);
    check(grid_fits_sizes(mmm, grid), "pebble::mmm_layout: the grid must have 1 <= pm <= M, 1 <= pn <= N, 1 <= pk ",
          "<= K; got [", grid.m, ", ", grid.n, ", ", grid.k, "] for M=", M, ", N=", N, ", K=", K);
  }
  explicit constexpr mmm_layout(const mmm_plan& plan) : mmm_layout(plan.problem(), plan.grid) {}

  constexpr std::int64_t M() const { return M_; }
  constexpr std::int64_t N() const { return N_; }
  constexpr std::int64_t K() const { return K_; }
  constexpr const mmm_grid& grid() const { return grid_; }
  constexpr std::int64_t ranks_used() const { return grid_.ranks(); }
  constexpr bool active(std::int64_t rank) const { return rank >= 0 && rank < ranks_used(); }

  constexpr mmm_coords coords(std::int64_t rank) const {
    check(active(rank), "pebble::mmm_layout::coords: rank ", rank, " is not in the grid of ", ranks_used(), " ranks");
    return {rank % grid_.m, rank / grid_.m % grid_.n, rank / (grid_.m * grid_.n)};
  }
  constexpr std::int64_t rank_of(const mmm_coords& x) const { return x.i + grid_.m * (x.j + grid_.n * x.l); }

  constexpr index_range rows(std::int64_t i) const { return split_range(M_, grid_.m, i); }
  constexpr index_range cols(std::int64_t j) const { return split_range(N_, grid_.n, j); }
  constexpr index_range depth(std::int64_t l) const { return split_range(K_, grid_.k, l); }

  /// The piece of `operand` that `rank` owns (empty for an idle rank).
  constexpr mmm_piece piece(mmm_operand operand, std::int64_t rank) const {
    if (!active(rank)) return {{0, 0}, {0, 0}, operand == mmm_operand::b};
    const mmm_coords x = coords(rank);
    switch (operand) {
      case mmm_operand::a: return {rows(x.i), chunk(depth(x.l), grid_.n, x.j), false};
      case mmm_operand::b: return {chunk(depth(x.l), grid_.m, x.i), cols(x.j), true};
      case mmm_operand::c: break;
    }
    return {rows(x.i), chunk(cols(x.j), grid_.k, x.l), false};
  }

  /// The rank that owns element (r, c) of `operand`.
  constexpr std::int64_t owner(mmm_operand operand, std::int64_t r, std::int64_t c) const {
    switch (operand) {
      case mmm_operand::a: {
        const std::int64_t i = part_of(M_, grid_.m, r), l = part_of(K_, grid_.k, c);
        const index_range d = depth(l);
        return rank_of({i, part_of(d.size(), grid_.n, c - d.begin), l});
      }
      case mmm_operand::b: {
        const std::int64_t j = part_of(N_, grid_.n, c), l = part_of(K_, grid_.k, r);
        const index_range d = depth(l);
        return rank_of({part_of(d.size(), grid_.m, r - d.begin), j, l});
      }
      case mmm_operand::c: break;
    }
    const std::int64_t i = part_of(M_, grid_.m, r), j = part_of(N_, grid_.n, c);
    const index_range w = cols(j);
    return rank_of({i, j, part_of(w.size(), grid_.k, c - w.begin)});
  }

  /// Chunk `part` of `range` cut into `parts` nearly equal pieces (empty when parts > size).
  static constexpr index_range chunk(const index_range& range, std::int64_t parts, std::int64_t part) {
    const index_range r = split_range(range.size(), parts, part);
    return {range.begin + r.begin, range.begin + r.end};
  }

 public:
  // Public only because a structural type (one usable as a template argument) may have no
  // private data; use the interface.
  std::int64_t M_, N_, K_;
  mmm_grid grid_;
};

/// One operand of pebble's blocked MMM layout as a distribution (the interface of pebble::block_cyclic and redistribute):
/// rank r holds layout.piece(operand, r), stored as the piece says.
struct mmm_distribution {
  mmm_layout layout;
  mmm_operand operand;

  constexpr std::int64_t rows() const { return operand == mmm_operand::b ? layout.K() : layout.M(); }
  constexpr std::int64_t cols() const { return operand == mmm_operand::a ? layout.K() : layout.N(); }
  constexpr std::int64_t owner(std::int64_t r, std::int64_t c) const { return layout.owner(operand, r, c); }
  /// The owner of (r, c) and the rows of column c from r on that it owns (to its piece's end).
  constexpr owner_run owner_rows(std::int64_t r, std::int64_t c) const {
    const std::int64_t o = owner(r, c);
    return {o, layout.piece(operand, o).rows.end - r};
  }
  constexpr std::int64_t ranks() const { return layout.ranks_used(); }
  constexpr std::int64_t local_size(std::int64_t rank) const { return layout.piece(operand, rank).size(); }

  /// Calls f(r, c, offset, length, step) for each column c of `rank`'s piece: its rows r ..
  /// r + length - 1 are at offset, offset + step, ... (step 1, or the stored rows when transposed).
  template <class F>
  constexpr void for_each_local_run(std::int64_t rank, F&& f) const {
    const mmm_piece p = layout.piece(operand, rank);
    if (p.size() == 0) return;
    const std::int64_t step = p.transposed ? p.stored_rows() : 1;
    for (std::int64_t c = p.cols.begin; c < p.cols.end; ++c)
      f(p.rows.begin, c, p.offset(p.rows.begin, c), p.rows.size(), step);
  }
  /// Calls f(r, c, offset) for every element of `rank`'s piece, in global column-major order.
  template <class F>
  constexpr void for_each_local(std::int64_t rank, F&& f) const {
    for_each_local_run(
        rank, [&](std::int64_t r, std::int64_t c, std::int64_t offset, std::int64_t length, std::int64_t step) {
          for (std::int64_t i = 0; i < length; ++i) f(r + i, c, offset + i * step);
        });
  }
};
static_assert(distribution<mmm_distribution>, "mmm_distribution models pebble::distribution");

/// Words one rank receives and sends while the schedule runs, per operand.
struct mmm_traffic {
  std::int64_t a_received = 0, b_received = 0, c_received = 0;
  std::int64_t a_sent = 0, b_sent = 0, c_sent = 0;
  constexpr std::int64_t received() const { return a_received + b_received + c_received; }
  constexpr std::int64_t sent() const { return a_sent + b_sent + c_sent; }
  friend constexpr bool operator==(const mmm_traffic&, const mmm_traffic&) = default;
};

/// The words `rank` receives and sends when pebble::multiply runs on `layout` (any rounds:
/// the totals do not depend on them). Conventions of pebble's collectives (comm/traffic.hpp):
/// an all-gather delivers to each member the words the others own (received: block - own,
/// sent: own x (members - 1)); a reduce-scatter delivers to each member the others' partial
/// values of its chunk (received: own x (members - 1), sent: block - own). So rank (i, j, l)
///  - receives m_i (k_l - own A chunk) words of A and n_j (k_l - own B chunk) words of B,
///  - receives (pk - 1) m_i c_l words of C, where c_l is its chunk of cols(j).
[[nodiscard]] constexpr mmm_traffic schedule_traffic(const mmm_layout& layout, std::int64_t rank) {
  mmm_traffic t;
  if (!layout.active(rank)) return t;
  const mmm_coords x = layout.coords(rank);
  const mmm_grid& g = layout.grid();
  const std::int64_t m = layout.rows(x.i).size(), n = layout.cols(x.j).size(), k = layout.depth(x.l).size();
  const std::int64_t a_own = layout.piece(mmm_operand::a, rank).size();
  const std::int64_t b_own = layout.piece(mmm_operand::b, rank).size();
  const std::int64_t c_own = layout.piece(mmm_operand::c, rank).size();
  t.a_received = checked_mul(m, k) - a_own;
  t.a_sent = checked_mul(a_own, g.n - 1);
  t.b_received = checked_mul(n, k) - b_own;
  t.b_sent = checked_mul(b_own, g.m - 1);
  t.c_received = checked_mul(c_own, g.k - 1);
  t.c_sent = g.k > 1 ? checked_mul(m, n) - c_own : 0;
  return t;
}

/// The largest number of words any rank receives (the per-rank volume set beside Theorem 3.2).
constexpr std::int64_t max_received(const mmm_layout& layout) {
  std::int64_t most = 0;
  for (std::int64_t r = 0; r < layout.ranks_used(); ++r) {
    const std::int64_t w = schedule_traffic(layout, r).received();
    most = w > most ? w : most;
  }
  return most;
}

}  // namespace pebble
