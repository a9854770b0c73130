// Where CONFLUX (LU) and CONFCHOX (Cholesky) keep the matrix and what each rank sends and receives
// in pebble's implementation of them (thesis §4.7, Algorithm 2; docs/factorizations.md, "The
// schedule pebble runs"): the ranks of a factorization_plan's [gr, gc, c] grid, the 2D block-cyclic layer
// layout of v x v blocks, and the exact words per rank of the schedule for a given pivot sequence.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/tiling/block_cyclic.hpp>
#include <pebble/tiling/grid25d.hpp>
#include <pebble/tiling/mmm_layout.hpp>

namespace pebble {

/// A rank's place in the [gr, gc, c] grid: grid row i, grid column j, layer l.
struct conflux_coords {
  std::int64_t i = 0, j = 0, l = 0;
  friend constexpr bool operator==(const conflux_coords&, const conflux_coords&) = default;
};

/// The words one rank sends and receives in one factorization (pebble's counting rules,
/// comm/traffic.hpp), by part of the schedule.
struct conflux_words {
  std::int64_t sent = 0, received = 0;
  std::int64_t column_reduction = 0;  ///< received: the next block column summed over the layers (step 1)
  std::int64_t tournament = 0;        ///< received: candidate rows and their indices (step 2)
  std::int64_t a00 = 0;               ///< received: the factored A00, pivot indices and status (step 3)
  std::int64_t row_reduction = 0;     ///< received: the pivot rows summed over the layers and gathered (step 5)
  std::int64_t panels = 0;            ///< received: the layer's slices of L10 and U01 (steps 8, 10)
  std::int64_t final_reduction = 0;   ///< received: the layers' parts of the factors gathered into layer 0 at the end
  friend constexpr bool operator==(const conflux_words&, const conflux_words&) = default;
};

/// The layout of a factorization_plan: rank r = (i gc + j) + gr gc l; layer 0 holds the matrix in
/// ScaLAPACK's 2D block-cyclic distribution of v x v blocks over the gr x gc grid of ranks 0 ..
/// gr gc - 1 (row-major, as Cblacs_gridinit(..., "Row", gr, gc)); the layers l > 0 hold partial
/// sums of the trailing matrix (the Schur updates of a step are split over the layers by the v
/// columns of its panel). Ranks gr gc c .. p - 1 stay idle. The thesis' layers are square (gr = gc
/// = g); plan_factorization also makes rectangular ones (gr < gc) where no square grid uses every rank.
struct conflux_layout {
  factorization_plan plan{};
  std::int64_t N = 0, v = 1, gr = 1, gc = 1, c = 1;

  constexpr conflux_layout() = default;
  constexpr explicit conflux_layout(const factorization_plan& p)
      : plan(p), N(p.N), v(p.block_size), gr(p.nprow), gc(p.npcol), c(p.depth) {
    const bool planned = N >= 1 && v >= 1 && v <= N && gr >= 1 && gc >= gr && c >= 1 && gr <= p.p && gc <= p.p / gr &&
                         c <= p.p / (gr * gc);
    check(planned, "pebble::conflux_layout: the plan is not one plan_factorization makes (N=", N, ", v=", v, ", grid [",
          gr, ", ", gc, ", ", c, "] on p=", p.p, "); make it with pebble::plan_factorization");
  }

  constexpr std::int64_t ranks_used() const { return gr * gc * c; }
  constexpr bool active(std::int64_t rank) const { return rank >= 0 && rank < ranks_used(); }
  constexpr conflux_coords coords(std::int64_t rank) const {
    return {(rank % (gr * gc)) / gc, rank % gc, rank / (gr * gc)};
  }
  constexpr std::int64_t rank_of(std::int64_t i, std::int64_t j, std::int64_t l) const {
    return i * gc + j + gr * gc * l;
  }
  constexpr std::int64_t steps() const { return ceil_div(N, v); }
  /// Step t (0-based) factors the columns [t v, t v + width(t)).
  constexpr std::int64_t width(std::int64_t t) const { return std::min(v, N - t * v); }
  /// The layer that reduces, pivots and factors step t's panel.
  constexpr std::int64_t layer_of_step(std::int64_t t) const { return t % c; }
  /// The grid row (of the layer) whose rank assembles and solves step t's pivot rows (LU).
  constexpr std::int64_t assembler_of_step(std::int64_t t) const { return t % gr; }
  /// The part of the panel's `width` columns layer l multiplies in the Schur update.
  constexpr index_range slice(std::int64_t width, std::int64_t l) const { return split_range(width, c, l); }

  /// Grid row of global row x; grid column of global column x.
  constexpr std::int64_t row_owner(std::int64_t x) const { return (x / v) % gr; }
  constexpr std::int64_t col_owner(std::int64_t x) const { return (x / v) % gc; }
  /// Local index of global row (column) x at its owner.
  constexpr std::int64_t row_index(std::int64_t x) const { return (x / v) / gr * v + x % v; }
  constexpr std::int64_t col_index(std::int64_t x) const { return (x / v) / gc * v + x % v; }
  /// Global row (column) of local index k of grid row (column) q.
  constexpr std::int64_t row_global(std::int64_t q, std::int64_t k) const { return ((k / v) * gr + q) * v + k % v; }
  constexpr std::int64_t col_global(std::int64_t q, std::int64_t k) const { return ((k / v) * gc + q) * v + k % v; }
  /// Rows that grid row q holds; columns that grid column q holds.
  constexpr std::int64_t row_count(std::int64_t q) const { return numroc(N, v, q, 0, gr); }
  constexpr std::int64_t col_count(std::int64_t q) const { return numroc(N, v, q, 0, gc); }
  /// Of them, those with global index < x.
  constexpr std::int64_t rows_before(std::int64_t q, std::int64_t x) const { return count_before(q, x, gr); }
  constexpr std::int64_t cols_before(std::int64_t q, std::int64_t x) const { return count_before(q, x, gc); }
  /// Of them, those with global index >= x.
  constexpr std::int64_t rows_from(std::int64_t q, std::int64_t x) const { return row_count(q) - rows_before(q, x); }
  constexpr std::int64_t cols_from(std::int64_t q, std::int64_t x) const { return col_count(q) - cols_before(q, x); }

  /// The distribution of the matrix the solvers take and return: layer 0's 2D block-cyclic one.
  constexpr block_cyclic distribution() const {
    block_cyclic d;
    d.M = N;
    d.N = N;
    d.mb = v;
    d.nb = v;
    d.nprow = gr;
    d.npcol = gc;
    return d;
  }
  /// Rows and columns of `rank`'s piece (0 x 0 outside layer 0).
  constexpr std::int64_t piece_rows(std::int64_t rank) const {
    return rank >= 0 && rank < gr * gc ? row_count(coords(rank).i) : 0;
  }
  constexpr std::int64_t piece_cols(std::int64_t rank) const {
    return rank >= 0 && rank < gr * gc ? col_count(coords(rank).j) : 0;
  }
  /// Indices >= x (x a multiple of v, or N) in the blocks b with b mod gr = i and b mod gc = j: the
  /// rows of grid row i whose indices grid column j holds as columns (square layer: all of grid row
  /// j's when i = j, none otherwise; gr = 1: all of grid column j's).
  constexpr std::int64_t shared_from(std::int64_t i, std::int64_t j, std::int64_t x) const {
    const std::int64_t blocks = ceil_div(N, v), first = ceil_div(x, v);
    if (first >= blocks) return 0;
    std::int64_t period = gc;  // lcm(gr, gc)
    while (period % gr != 0) period += gc;
    std::int64_t r = j;  // the residue mod lcm with r ≡ i (mod gr), r ≡ j (mod gc), if any
    while (r < period && r % gr != i) r += gc;
    if (r >= period) return 0;
    // blocks b in [first, blocks) with b ≡ r (mod period)
    const auto up_to = [&](std::int64_t end) { return end <= r ? 0 : (end - 1 - r) / period + 1; };  // b < end
    const std::int64_t count = up_to(blocks) - up_to(first);
    std::int64_t rows = count * v;
    if (count > 0 && (blocks - 1) % period == r) rows -= blocks * v - N;  // the last block is short
    return rows;
  }
  /// The rows of shared_from(i, j, x) that some other grid row needs as columns, which grid row i
  /// broadcasts down grid column j as the transposed panel (Cholesky): all but the matrix's last
  /// block, when grid row i holds it (the last block's columns meet the lower triangle only in
  /// its own rows); none with one grid row.
  constexpr std::int64_t transposed_from(std::int64_t i, std::int64_t j, std::int64_t x) const {
    if (gr == 1) return 0;
    const std::int64_t rows = shared_from(i, j, x), last = ceil_div(N, v) - 1;
    if (rows == 0 || last % gr != i || last % gc != j || last * v < x) return rows;
    return rows - (N - last * v);
  }
  /// Words of the trailing-matrix copy every rank of the grid works on.
  constexpr std::int64_t work_words(std::int64_t rank) const {
    if (!active(rank)) return 0;
    const conflux_coords x = coords(rank);
    return row_count(x.i) * col_count(x.j);
  }

 private:
  // Indices < x among those of the blocks b with b mod parts == q.
  constexpr std::int64_t count_before(std::int64_t q, std::int64_t x, std::int64_t parts) const {
    if (x <= 0) return 0;
    if (x >= N) return numroc(N, v, q, 0, parts);
    const std::int64_t full = x / v, rest = x % v;  // blocks before x's block, and x's offset in it
    std::int64_t count = (full / parts) * v + (full % parts > q ? v : 0);
    if (full % parts == q) count += rest;
    return count;
  }
};

namespace detail {

// Adds a reduce of n words to `root` over a group of `members` to what rank `me` (its position)
// sends and receives (comm/traffic.hpp: reduce-scatter over nearly equal chunks, then the chunks
// gathered at the root).
constexpr void count_reduce(conflux_words& w, std::int64_t& part, std::int64_t members, std::int64_t me,
                            std::int64_t root, std::int64_t n) {
  if (members <= 1 || n == 0) return;
  const std::int64_t own = n / members + (me < n % members ? 1 : 0);
  const std::int64_t received = own * (members - 1) + (me == root ? n - own : 0);
  w.received += received;
  part += received;
  w.sent += n - own + (me == root ? 0 : own);
}
constexpr void count_broadcast(conflux_words& w, std::int64_t& part, std::int64_t members, std::int64_t me,
                               std::int64_t root, std::int64_t n) {
  if (members <= 1 || n == 0) return;
  if (me == root) {
    w.sent += n * (members - 1);
  } else {
    w.received += n;
    part += n;
  }
}

// Candidate rows a tournament subtree of grid rows [first, first + span) brings (binomial tree).
constexpr std::int64_t tournament_candidates(std::span<const std::int64_t> active, std::int64_t first,
                                             std::int64_t span, std::int64_t width) {
  std::int64_t rows = 0;
  for (std::int64_t q = first; q < first + span && q < static_cast<std::int64_t>(active.size()); ++q)
    rows += active[static_cast<std::size_t>(q)];
  return std::min(rows, width);
}

// The slices of a panel of `width` columns (rows) and `other` rows (columns) that the rank of layer
// lt sends to each other layer of its fibre (layer l gets slice(width, l)).
constexpr void count_slices(conflux_words& w, const conflux_layout& layout, std::int64_t me, std::int64_t lt,
                            std::int64_t width, std::int64_t other) {
  for (std::int64_t l = 0; l < layout.c; ++l) {
    if (l == lt) continue;
    const std::int64_t n = other * layout.slice(width, l).size();
    if (me == lt) w.sent += n;
    if (me == l) {
      w.received += n;
      w.panels += n;
    }
  }
}

}  // namespace detail

/// Where the factors lie after the last step, before they are gathered into layer 0: every entry
/// of the result sits in exactly one layer (docs/factorizations.md, P6), the other layers hold zero
/// there. For a rank's local rows (original local order) and columns: an entry whose row became a
/// pivot in the step of its column or later belongs to L or A00 and lies in that column's step
/// layer; one whose row became a pivot in an earlier step belongs to U and lies in the layer whose
/// slice of that earlier panel holds the row's position (Cholesky: the untouched upper triangle,
/// layer 0).
struct conflux_final_parts {
  std::int64_t c = 1;
  std::vector<std::int64_t> row_step;   ///< per local row: the step of its pivot position
  std::vector<std::int64_t> row_layer;  ///< per local row: the layer holding its U part
  std::vector<std::int64_t> col_step;   ///< per local column: the step whose panel it is
  std::vector<std::int64_t> from_step;  ///< per step t (and steps()): local rows with row_step >= t
  std::vector<std::int64_t> upper;      ///< [l * (steps + 1) + t]: local rows with row_step < t in layer l

  /// The layer holding local entry (r, q).
  constexpr std::int64_t layer_of(std::int64_t r, std::int64_t q) const {
    const std::int64_t t = col_step[static_cast<std::size_t>(q)], tr = row_step[static_cast<std::size_t>(r)];
    return tr >= t ? t % c : row_layer[static_cast<std::size_t>(r)];
  }
  /// How many entries of local column q lie in layer l.
  constexpr std::int64_t count(std::int64_t q, std::int64_t l) const {
    const std::int64_t t = col_step[static_cast<std::size_t>(q)];
    const std::int64_t steps = static_cast<std::int64_t>(from_step.size()) - 1;
    return (t % c == l ? from_step[static_cast<std::size_t>(t)] : 0) +
           upper[static_cast<std::size_t>(l * (steps + 1) + t)];
  }
};

/// The conflux_final_parts of the rank at grid position (i, j) (any layer) for `pivots` (as for
/// conflux_schedule_words; Cholesky: ignored).
[[nodiscard]] constexpr conflux_final_parts conflux_final_owners(const conflux_layout& layout, std::int64_t i,
                                                                 std::int64_t j,
                                                                 std::span<const std::int64_t> pivots = {}) {
  const bool lu = layout.plan.kind == factorization::lu;
  const std::int64_t N = layout.N, v = layout.v, c = layout.c, steps = layout.steps();
  const std::int64_t rows = layout.row_count(i), cols = layout.col_count(j);
  conflux_final_parts f;
  f.c = c;
  f.row_step.resize(static_cast<std::size_t>(rows), {});
  f.row_layer.assign(static_cast<std::size_t>(rows), 0);
  f.col_step.resize(static_cast<std::size_t>(cols), {});
  std::vector<std::int64_t> position;
  if (lu && !pivots.empty()) {
    check(static_cast<std::int64_t>(pivots.size()) == N, "pebble::conflux_final_owners: the pivot sequence has ",
          pivots.size(), " entries, N=", N);
    position.assign(static_cast<std::size_t>(N), -1);
    for (std::int64_t k = 0; k < N; ++k) {
      const std::int64_t r = pivots[static_cast<std::size_t>(k)];
      check(r >= 0 && r < N && position[static_cast<std::size_t>(r)] < 0, "pebble::conflux_final_owners: entry ", k,
            " (row ", r, ") makes the pivots not a permutation");
      position[static_cast<std::size_t>(r)] = k;
    }
  }
  for (std::int64_t r = 0; r < rows; ++r) {
    const std::int64_t R = layout.row_global(i, r);
    const std::int64_t at = position.empty() ? R : position[static_cast<std::size_t>(R)];
    const std::int64_t t = at / v;
    f.row_step[static_cast<std::size_t>(r)] = t;
    if (lu)
      for (std::int64_t l = 0; l < c; ++l)
        if (layout.slice(layout.width(t), l).contains(at - t * v)) f.row_layer[static_cast<std::size_t>(r)] = l;
  }
  for (std::int64_t q = 0; q < cols; ++q) f.col_step[static_cast<std::size_t>(q)] = layout.col_global(j, q) / v;
  f.from_step.assign(static_cast<std::size_t>(steps + 1), 0);
  f.upper.assign(static_cast<std::size_t>(c * (steps + 1)), 0);
  for (std::int64_t r = 0; r < rows; ++r) {
    const std::int64_t t = f.row_step[static_cast<std::size_t>(r)];
    ++f.from_step[static_cast<std::size_t>(t)];
    ++f.upper[static_cast<std::size_t>(f.row_layer[static_cast<std::size_t>(r)] * (steps + 1) + t + 1)];
  }
  for (std::int64_t t = steps - 1; t >= 0; --t)
    f.from_step[static_cast<std::size_t>(t)] += f.from_step[static_cast<std::size_t>(t + 1)];
  for (std::int64_t l = 0; l < c; ++l)
    for (std::int64_t t = 1; t <= steps; ++t)
      f.upper[static_cast<std::size_t>(l * (steps + 1) + t)] +=
          f.upper[static_cast<std::size_t>(l * (steps + 1) + t - 1)];
  return f;
}

namespace detail {

// What rank `rank` (at x) sends and receives in step t of conflux_schedule_words, counted into w:
// the panel's vt columns [c0, next) lie in grid column jt and are factored in layer lt; cols_j of
// x's grid column's columns lie right of the panel; mine is x's layer's slice of the panel.
class conflux_step_words {
 public:
  constexpr conflux_step_words(conflux_words& words, const conflux_layout& lay, std::int64_t r,
                               const conflux_coords& at, std::int64_t step)
      : w(words),
        layout(lay),
        rank(r),
        x(at),
        N(lay.N),
        gr(lay.gr),
        gc(lay.gc),
        c(lay.c),
        t(step),
        c0(step * lay.v),
        vt(lay.width(step)),
        jt(lay.col_owner(c0)),
        lt(lay.layer_of_step(step)),
        next(c0 + vt),
        cols_j(lay.cols_from(at.j, next)),
        mine(lay.slice(vt, at.l)),
        used(lay.ranks_used()) {}

  // LU (CONFLUX): steps 1-5 of Algorithm 2 for the pivots of this step; `active`: rows of each grid
  // row not yet chosen as pivots, updated; `chosen`: scratch, per grid row.
  constexpr void count_lu(std::span<const std::int64_t> pivots, std::vector<std::int64_t>& active,
                          std::vector<std::int64_t>& chosen) {
    count_chosen(pivots, chosen);
    const std::int64_t act = active[static_cast<std::size_t>(x.i)], k_i = chosen[static_cast<std::size_t>(x.i)];
    if (x.j == jt) {
      // 1. the panel's active rows summed over the layers into layer lt
      detail::count_reduce(w, w.column_reduction, c, x.l, lt, act * vt);
      // 2. tournament in layer lt over the grid column (binomial tree to grid row 0)
      if (x.l == lt) count_tournament(active);
    }
    // 3. the pivot indices and the status from (0, jt, lt) to every rank of the grid; A00 from
    //    there down grid column jt of layer lt and, when columns remain right of the panel, from
    //    (a, jt, lt) along grid row a of layer lt
    const std::int64_t a = layout.assembler_of_step(t);
    detail::count_broadcast(w, w.a00, used, rank, layout.rank_of(0, jt, lt), vt + 1);
    if (x.l == lt && x.j == jt) detail::count_broadcast(w, w.a00, gr, x.i, 0, vt * vt);
    if (x.l == lt && x.i == a && next < N) detail::count_broadcast(w, w.a00, gc, x.j, jt, vt * vt);
    // 4. L10's slices: (i, jt, lt) -> (i, jt, l), then along the grid row of layer l from jt
    const std::int64_t below = act - k_i;
    if (x.j == jt) detail::count_slices(w, layout, x.l, lt, vt, below);
    detail::count_broadcast(w, w.panels, gc, x.j, jt, below * mine.size());
    // 5. the pivot rows: summed over the layers into layer lt, gathered at (a, j, lt), solved there,
    //    their slices sent to (a, j, l) and broadcast along the grid column of layer l
    if (cols_j > 0) count_pivot_rows(a, k_i);
    for (std::int64_t q = 0; q < gr; ++q) active[static_cast<std::size_t>(q)] -= chosen[static_cast<std::size_t>(q)];
  }

  // Cholesky (CONFCHOX): the column reduction, L00 and the status, and the panels.
  constexpr void count_cholesky() {
    const std::int64_t act = layout.rows_from(x.i, c0), below = layout.rows_from(x.i, next);
    if (x.j == jt) detail::count_reduce(w, w.column_reduction, c, x.l, lt, act * vt);
    // 3. L00 (its lower triangle) and the status from the diagonal block's rank (t mod gr, jt, lt) down its grid column,
    //    then the status to every rank
    const std::int64_t it = layout.row_owner(c0);
    if (x.j == jt && x.l == lt) {
      detail::count_broadcast(w, w.a00, gr, x.i, it, vt * (vt + 1) / 2);
      detail::count_broadcast(w, w.a00, gr, x.i, it, 1);
    }
    detail::count_broadcast(w, w.a00, used, rank, layout.rank_of(it, jt, lt), 1);
    if (x.j == jt) detail::count_slices(w, layout, x.l, lt, vt, below);
    detail::count_broadcast(w, w.panels, gc, x.j, jt, below * mine.size());
    // the transposed panel: grid column j's rows of L10 down the grid column of layer l, from
    // each grid row i' the rows it holds (those of grid row i' and grid column j; square: i' = j)
    // but the last block's, which only its own grid row updates
    for (std::int64_t from = 0; from < gr; ++from)
      detail::count_broadcast(w, w.panels, gr, x.i, from, layout.transposed_from(from, x.j, next) * mine.size());
  }

 private:
  // chosen[q]: the step's pivot rows grid row q holds (empty pivots: pivots[k] = k); fails on a
  // pivot outside the matrix.
  constexpr void count_chosen(std::span<const std::int64_t> pivots, std::vector<std::int64_t>& chosen) const {
    const auto pivot = [&](std::int64_t k) { return pivots.empty() ? k : pivots[static_cast<std::size_t>(k)]; };
    std::fill(chosen.begin(), chosen.end(), 0);
    for (std::int64_t k = c0; k < next; ++k) {
      const std::int64_t r = pivot(k);
      check(r >= 0 && r < N, "pebble::conflux_schedule_words: pivot ", k, " is row ", r, ", outside 0..", N - 1);
      ++chosen[static_cast<std::size_t>(layout.row_owner(r))];
    }
  }

  // Step 2: the candidate rows of x's subtree of the tournament, sent up or received from below.
  constexpr void count_tournament(const std::vector<std::int64_t>& active) {
    for (std::int64_t span = 1; span < gr; span *= 2) {
      if (x.i % (2 * span) == span) {  // sends its subtree's candidates, then is done
        const std::int64_t rows = detail::tournament_candidates(active, x.i, span, vt);
        w.sent += rows * vt + rows;
        break;
      }
      if (x.i % (2 * span) == 0 && x.i + span < gr) {
        const std::int64_t rows = detail::tournament_candidates(active, x.i + span, span, vt);
        w.received += rows * vt + rows;
        w.tournament += rows * vt + rows;
      }
    }
  }

  // Step 5: the k_i pivot rows of x's grid row, right of the panel, to the assembler a and back.
  constexpr void count_pivot_rows(std::int64_t a, std::int64_t k_i) {
    detail::count_reduce(w, w.row_reduction, c, x.l, lt, k_i * cols_j);
    if (x.l == lt) {
      if (x.i == a) {
        w.received += (vt - k_i) * cols_j;
        w.row_reduction += (vt - k_i) * cols_j;
      } else {
        w.sent += k_i * cols_j;
      }
    }
    if (x.i == a) detail::count_slices(w, layout, x.l, lt, vt, cols_j);
    detail::count_broadcast(w, w.panels, gr, x.i, a, mine.size() * cols_j);
  }

  conflux_words& w;
  const conflux_layout& layout;
  std::int64_t rank;
  const conflux_coords& x;
  std::int64_t N, gr, gc, c;
  std::int64_t t, c0, vt, jt, lt, next, cols_j;
  index_range mine;
  std::int64_t used;
};

// The layers' parts of the factors gathered into layer 0 (each entry lies in one layer):
// conflux_final_owners' counts for x's columns, received by layer 0, sent by the others.
constexpr void count_final_gather(conflux_words& w, const conflux_layout& layout, const conflux_coords& x,
                                  std::span<const std::int64_t> pivots) {
  const conflux_final_parts f = conflux_final_owners(layout, x.i, x.j, pivots);
  const std::int64_t cols = layout.col_count(x.j);
  for (std::int64_t l = 1; l < layout.c; ++l) {
    if (x.l != 0 && x.l != l) continue;
    std::int64_t n = 0;
    for (std::int64_t q = 0; q < cols; ++q) n += f.count(q, l);
    if (x.l == 0) {
      w.received += n;
      w.final_reduction += n;
    } else {
      w.sent += n;
    }
  }
}

}  // namespace detail

/// The words `rank` sends and receives when distributed_lu (kind lu) or distributed_cholesky runs
/// the plan of `layout` and the pivot rows are `pivots` (LU: the permutation the solver returns,
/// pivots[k] = the original row that became row k; empty means no row exchange, pivots[k] = k;
/// Cholesky: ignored). Exact: it follows the schedule message by message (docs/factorizations.md).
/// A factorization that stops early (a singular or indefinite matrix) skips the steps after the
/// failing one and sums the layers at the end instead of gathering them: not counted here.
[[nodiscard]] constexpr conflux_words conflux_schedule_words(const conflux_layout& layout, std::int64_t rank,
                                                             std::span<const std::int64_t> pivots = {}) {
  conflux_words w;
  if (!layout.active(rank)) return w;
  const bool lu = layout.plan.kind == factorization::lu;
  const std::int64_t N = layout.N, gr = layout.gr;
  check(pivots.empty() || static_cast<std::int64_t>(pivots.size()) == N, "pebble::conflux_schedule_words: the pivot ",
        "sequence has ", pivots.size(), " entries, N=", N);
  const conflux_coords x = layout.coords(rank);
  // LU: rows of each grid row not yet chosen as pivots
  std::vector<std::int64_t> active(static_cast<std::size_t>(gr), std::int64_t{});
  for (std::int64_t q = 0; q < gr; ++q) active[static_cast<std::size_t>(q)] = layout.row_count(q);
  std::vector<std::int64_t> chosen(static_cast<std::size_t>(gr), std::int64_t{});

  for (std::int64_t t = 0; t < layout.steps(); ++t) {
    detail::conflux_step_words step(w, layout, rank, x, t);
    if (lu) step.count_lu(pivots, active, chosen);
    else step.count_cholesky();
  }
  // the layers' parts of the factors gathered into layer 0 (each entry lies in one layer)
  if (layout.c > 1) detail::count_final_gather(w, layout, x, lu ? pivots : std::span<const std::int64_t>{});
  return w;
}

/// LAPACK's IPIV (1-based row interchanges: row k was exchanged with row ipiv[k] - 1, for k = 0,
/// 1, ... in turn) of the permutation a factorization returns (pivots[k] = the original row that
/// became row k). Fails unless `pivots` is a permutation of 0 .. N-1.
[[nodiscard]] constexpr std::vector<std::int64_t> lapack_ipiv(std::span<const std::int64_t> pivots) {
  const std::int64_t n = static_cast<std::int64_t>(pivots.size());
  std::vector<std::int64_t> row_at(static_cast<std::size_t>(n), std::int64_t{}),
      position(static_cast<std::size_t>(n), -1);
  for (std::int64_t k = 0; k < n; ++k) {
    const std::int64_t r = pivots[static_cast<std::size_t>(k)];
    check(r >= 0 && r < n && position[static_cast<std::size_t>(r)] < 0, "pebble::lapack_ipiv: entry ", k, " (row ", r,
          ") makes the sequence not a permutation of 0..", n - 1);
    position[static_cast<std::size_t>(r)] = 0;
  }
  for (std::int64_t k = 0; k < n; ++k) {
    row_at[static_cast<std::size_t>(k)] = k;
    position[static_cast<std::size_t>(k)] = k;
  }
  std::vector<std::int64_t> ipiv(static_cast<std::size_t>(n), std::int64_t{});
  for (std::int64_t k = 0; k < n; ++k) {
    const std::int64_t r = pivots[static_cast<std::size_t>(k)];
    const std::int64_t at = position[static_cast<std::size_t>(r)];  // where row r is now (>= k)
    ipiv[static_cast<std::size_t>(k)] = at + 1;
    const std::int64_t displaced = row_at[static_cast<std::size_t>(k)];
    row_at[static_cast<std::size_t>(at)] = displaced;
    position[static_cast<std::size_t>(displaced)] = at;
    row_at[static_cast<std::size_t>(k)] = r;
    position[static_cast<std::size_t>(r)] = k;
  }
  return ipiv;
}

}  // namespace pebble
