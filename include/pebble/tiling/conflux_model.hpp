// The model of one CONFLUX (LU) or CONFCHOX (Cholesky) run on a [gr, gc, c] grid with block size v:
// its per-rank words (thesis Lemma 4.10's steps, docs/factorizations.md P5) and its modeled time,
// which chooses v where the caller gives the rates of its machine (docs/factorizations.md P4).
//
// The thesis takes v = 2c (Fig. 4.7): the fewest words, but each step's local update A11 -=
// L10 U01 then has an inner dimension of v/c = 2, far below the rate a gemm reaches, and ⌈N/v⌉
// steps each pay the latency of their collectives. A larger v makes the update fast and the
// steps few, and the panel factorizations, which run at a lower rate on the critical path, long.
// conflux_time sums, per step t (v_t columns, r_t rows left below them, p_used = gr gc c ranks),
// parts that do not overlap in pebble's schedule (it has no look-ahead):
//   update    2ρ (r_t/gr)(r_t/gc)(v_t/c) flops at R(v_t/c), R(k) = R∞ k/(k + k½): the local gemm's
//             rate at inner dimension k, with Hockney's half-performance length k½ (the gemm's time
//             is then affine in k, which is how the run side measures R∞ and k½);
//             ρ = 1 for LU, 1/2 for Cholesky (the lower triangle only);
//   solves    L10 = A10 U00⁻¹ ((r_t/gr) v_t² flops) and, for LU, U01 = L00⁻¹ A01 (v_t² r_t/gc), at R(v_t);
//   panel     LU: getrf of the rank's (r_t + v_t)/gr panel rows (≈ m v_t² flops), ⌈log₂ gr⌉ playoffs
//             of 2v_t x v_t (5v_t³/3 each) and A00 (v_t³/3 after its rows are chosen); Cholesky:
//             potrf of v_t x v_t (v_t³/3); at the panel rate P;
//   words     conflux_step_volume's total, β seconds per word;
//   messages  the rounds of the step's tree collectives, ⌈log₂⌉ of each one's ranks (LU: the
//             layers' reductions 2⌈log₂ c⌉, tournament, A00 and the column broadcast 3⌈log₂ gr⌉,
//             A00 and L10 along the rows 2⌈log₂ gc⌉, the pivots to all ⌈log₂ p_used⌉; Cholesky:
//             2⌈log₂ c⌉ + 2⌈log₂ gr⌉ + ⌈log₂ gc⌉ + ⌈log₂ p_used⌉), α seconds each.
// The sums over the steps are closed forms, so a plan of any N costs the same few operations per
// candidate v.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string_view>

#include <pebble/bounds/factorization.hpp>
#include <pebble/core/error.hpp>
#include <pebble/core/math.hpp>

namespace pebble {

/// Per-rank communication (words) of CONFLUX (LU) or CONFCHOX (Cholesky) on a [g, g, c] grid with
/// block size v, one outer step or all ⌈N/v⌉ of them. Step t factors a block of v_t = min(v, N -
/// (t-1)v) columns and leaves r_t = N - (t-1)v - v_t rows (the thesis' N - tv); p_used = g²c. On a
/// rectangular layer of gr x gc ranks, p_used = gr gc c, the tournament has ⌈log₂ gr⌉ rounds and
/// the panel term is r_t v_t (1/gr + 1/gc) / c.
struct conflux_volume {
  double tournament = 0;  ///< step 2: v_t²⌈log₂ g⌉ (tournament pivoting; 0 for CONFCHOX)
  double a00 = 0;         ///< step 3: v_t² + v_t (A00 and the v pivot indices); CONFCHOX: potrf v_t²
  double scatter = 0;     ///< steps 4, 6: 2 r_t v_t / p_used (A10 and A01 to the 1D layout)
  double reduction = 0;   ///< steps 1, 5: 2 r_t v_t c / p_used (the c layers of the next panels)
  double panel = 0;       ///< steps 8, 10: 2 r_t v_t / (c g) (panel broadcasts: the leading term)
  double total = 0;       ///< the sum of the five
  friend constexpr bool operator==(const conflux_volume&, const conflux_volume&) = default;
};

namespace detail {

__extension__ using grid_i128 = __int128;

// ⌈log₂ x⌉ for x ≥ 1.
constexpr double ceil_log2(double x) {
  int k = 0;
  for (double y = 1; y < x; y *= 2) ++k;
  return k;
}

constexpr void check_conflux_inputs(std::string_view who, std::int64_t n, std::int64_t v, double side, double depth,
                                    double cols = 1) {
  check(n >= 1, who, ": the matrix dimension N must be at least 1, N=", n);
  check(n <= factorization_max_n, who, ": N=", n, " is too large (at most 2^40)");
  check(v >= 1 && v <= n, who, ": the block size v must be between 1 and N=", n, ", v=", v);
  check(side >= 1 && side <= 1e18, who, ": the 2D grid side g must be at least 1, g=", side);
  check(cols >= 1 && cols <= 1e18, who, ": the layer's grid columns gc must be at least 1, gc=", cols);
  check(depth >= 1 && depth <= 1e18, who, ": the grid depth c must be at least 1, c=", depth);
}

// A layer of rows x cols ranks (rows = cols: the thesis' square layer).
constexpr conflux_volume conflux_parts(factorization kind, double sum_v2, double sum_v, double sum_rv, double rows,
                                       double cols, double depth) {
  conflux_volume q;
  const double p_used = rows * cols * depth;
  q.tournament = kind == factorization::lu ? sum_v2 * ceil_log2(rows) : 0.0;
  q.a00 = sum_v2 + (kind == factorization::lu ? sum_v : 0.0);
  q.scatter = 2 * sum_rv / p_used;
  q.reduction = 2 * sum_rv * depth / p_used;
  q.panel = rows == cols ? 2 * sum_rv / (depth * rows) : sum_rv / (depth * rows) + sum_rv / (depth * cols);
  q.total = q.tournament + q.a00 + q.scatter + q.reduction + q.panel;
  return q;
}

}  // namespace detail

/// The number of outer steps ⌈N/v⌉ of CONFLUX/CONFCHOX.
constexpr std::int64_t conflux_steps(std::int64_t n, std::int64_t v) {
  check(n >= 1 && v >= 1 && v <= n, "pebble::conflux_steps: need 1 <= v <= N, N=", n, ", v=", v);
  return ceil_div(n, v);
}

/// The per-rank volume of outer step t (1 ≤ t ≤ ⌈N/v⌉) on a [side, side, depth] grid (side and
/// depth may be the thesis' real values √p1 and c). Lemma 4.10's Q_step(t) = 2Nv(N-tv)/(p√S) +
/// O(Nv/p) is the panel term at side·depth = p√S/N.
constexpr conflux_volume conflux_step_volume(factorization kind, std::int64_t n, std::int64_t v, double side,
                                             double depth, std::int64_t t) {
  detail::check_conflux_inputs("pebble::conflux_step_volume", n, v, side, depth);
  const std::int64_t steps = conflux_steps(n, v);
  check(t >= 1 && t <= steps, "pebble::conflux_step_volume: step t must be in 1..", steps, ", t=", t);
  const std::int64_t done = (t - 1) * v;
  const std::int64_t vt = std::min(v, n - done);
  const std::int64_t rt = n - done - vt;
  const double vd = static_cast<double>(vt);
  return detail::conflux_parts(kind, vd * vd, vd, static_cast<double>(rt) * vd, side, side, depth);
}

/// The per-rank volume of all ⌈N/v⌉ steps (closed form of the sum of conflux_step_volume). With
/// v | N: tournament Nv⌈log₂ g⌉, a00 N(v+1) (CONFCHOX Nv), scatter N(N-v)/p_used, reduction
/// cN(N-v)/p_used, panel N(N-v)/(c g). The overload with rows and cols is for a rectangular layer
/// of rows x cols ranks: panel N(N-v)(1/rows + 1/cols)/(2c), ⌈log₂ rows⌉ tournament rounds.
constexpr conflux_volume conflux_comm_volume(factorization kind, std::int64_t n, std::int64_t v, double rows,
                                             double cols, double depth) {
  detail::check_conflux_inputs("pebble::conflux_comm_volume", n, v, rows, depth, cols);
  using i128 = detail::grid_i128;
  const std::int64_t steps = conflux_steps(n, v);
  const std::int64_t last = n - (steps - 1) * v;  // width of the last block
  const i128 sum_v2 = static_cast<i128>(steps - 1) * v * v + static_cast<i128>(last) * last;
  // Σ_t v_t r_t: r_t = N - tv for t < T, r_T = 0.
  const i128 sum_rv =
      static_cast<i128>(v) * (static_cast<i128>(steps - 1) * n - static_cast<i128>(v) * (steps - 1) * steps / 2);
  return detail::conflux_parts(kind, static_cast<double>(sum_v2), static_cast<double>(n), static_cast<double>(sum_rv),
                               rows, cols, depth);
}
constexpr conflux_volume conflux_comm_volume(factorization kind, std::int64_t n, std::int64_t v, double side,
                                             double depth) {
  return conflux_comm_volume(kind, n, v, side, side, depth);
}

/// The rates of one rank that conflux_time models a run with (see the header comment); all zero:
/// none given.
struct factorization_rates {
  double update_rate = 0;      ///< R∞: flop/s of the local update A11 -= L10 U01 as its inner dimension grows
  double update_half = 0;      ///< k½: the inner dimension at which the update runs at R∞/2
  double panel_rate = 0;       ///< P: flop/s of the panel factorizations (getrf, potrf)
  double word_seconds = 0;     ///< β: seconds per word received
  double message_seconds = 0;  ///< α: seconds per message round
  /// Whether any rate is given (then every one must be valid: check_factorization_rates).
  constexpr bool given() const {
    return update_rate != 0 || update_half != 0 || panel_rate != 0 || word_seconds != 0 || message_seconds != 0;
  }
  /// The update's rate at inner dimension k: R∞ k/(k + k½).
  constexpr double update_rate_at(double k) const { return update_rate * k / (k + update_half); }
  friend constexpr bool operator==(const factorization_rates&, const factorization_rates&) = default;
};

/// Fails with a sentence naming the value unless every rate is finite, R∞ and P are positive and
/// k½, β and α are at least 0.
constexpr void check_factorization_rates(std::string_view who, const factorization_rates& r) {
  constexpr double most = std::numeric_limits<double>::max();
  const bool rates_positive = r.update_rate > 0 && r.update_rate <= most && r.panel_rate > 0 && r.panel_rate <= most;
  check(rates_positive, who, ": the update and panel rates must be positive and finite flop/s, update ", r.update_rate,
        ", panel ", r.panel_rate);
  const bool rest_valid = r.update_half >= 0 && r.update_half <= most && r.word_seconds >= 0 &&
                          r.word_seconds <= most && r.message_seconds >= 0 && r.message_seconds <= most;
  check(rest_valid, who, ": the half-rate dimension and the seconds per word and per message must be ",
        "finite and at least 0, k_half ", r.update_half, ", word ", r.word_seconds, ", message ", r.message_seconds);
}

/// The modeled seconds of one run, by part (see the header comment).
struct conflux_time_parts {
  double update = 0;    ///< the local trailing updates
  double solves = 0;    ///< the triangular solves of L10 (and U01 for LU)
  double panel = 0;     ///< the panel factorizations on the critical path
  double words = 0;     ///< β times the words a rank receives
  double messages = 0;  ///< α times the message rounds
  double total = 0;     ///< the sum of the five
  friend constexpr bool operator==(const conflux_time_parts&, const conflux_time_parts&) = default;
};

/// The modeled time of CONFLUX (LU) or CONFCHOX (Cholesky) on an N x N matrix with block size v on
/// a [gr, gc, c] grid, at `rates` (the header comment says what it sums).
[[nodiscard]] constexpr conflux_time_parts conflux_time(factorization kind, std::int64_t n, std::int64_t v,
                                                        std::int64_t gr, std::int64_t gc, std::int64_t c,
                                                        const factorization_rates& rates);

namespace detail {

// conflux_time with its inputs checked by the caller (conflux_best_block checks them once for
// every v it tries).
constexpr conflux_time_parts conflux_time_checked(factorization kind, std::int64_t n, std::int64_t v, std::int64_t gr,
                                                  std::int64_t gc, std::int64_t c, const factorization_rates& rates) {
  const bool lu = kind == factorization::lu;
  const std::int64_t steps = conflux_steps(n, v);
  // steps 1 .. k have v columns and r_t = N - tv rows below them; the last has `last` and none
  const double k = static_cast<double>(steps - 1), N = static_cast<double>(n), V = static_cast<double>(v);
  const double last = static_cast<double>(n - (steps - 1) * v);
  const double sum_r = k * N - V * k * (k + 1) / 2;
  const double sum_r2 = k * N * N - N * V * k * (k + 1) + V * V * k * (k + 1) * (2 * k + 1) / 6;
  const double rows = static_cast<double>(gr), cols = static_cast<double>(gc), depth = static_cast<double>(c);
  conflux_time_parts t;
  const double update_flops = (lu ? 2.0 : 1.0) * sum_r2 * V / (rows * cols * depth);
  t.update = update_flops / rates.update_rate_at(V / depth);
  const double solve_flops = V * V * sum_r * (1 / rows + (lu ? 1 / cols : 0.0));
  t.solves = solve_flops / rates.update_rate_at(V);
  const double rounds_gr = detail::ceil_log2(rows), rounds_gc = detail::ceil_log2(cols);
  const double rounds_c = detail::ceil_log2(depth), rounds_p = detail::ceil_log2(rows * cols * depth);
  const double cubes = k * V * V * V + last * last * last;  // Σ v_t³
  const double panel_flops =
      lu ? (V * V * (sum_r + k * V) + last * last * last) / rows + cubes * (5.0 / 3.0 * rounds_gr + 1.0 / 3.0)
         : cubes / 3;
  t.panel = panel_flops / rates.panel_rate;
  t.words = conflux_comm_volume(kind, n, v, rows, cols, depth).total * rates.word_seconds;
  const double rounds = lu ? 2 * rounds_c + 3 * rounds_gr + 2 * rounds_gc + rounds_p
                           : 2 * rounds_c + 2 * rounds_gr + rounds_gc + rounds_p;
  t.messages = static_cast<double>(steps) * rounds * rates.message_seconds;
  t.total = t.update + t.solves + t.panel + t.words + t.messages;
  return t;
}

}  // namespace detail

constexpr conflux_time_parts conflux_time(factorization kind, std::int64_t n, std::int64_t v, std::int64_t gr,
                                          std::int64_t gc, std::int64_t c, const factorization_rates& rates) {
  detail::check_conflux_inputs("pebble::conflux_time", n, v, static_cast<double>(gr), static_cast<double>(c),
                               static_cast<double>(gc));
  check_factorization_rates("pebble::conflux_time", rates);
  return detail::conflux_time_checked(kind, n, v, gr, gc, c, rates);
}

/// The largest block size conflux_best_block considers.
inline constexpr std::int64_t conflux_block_limit = 4096;

/// The block size v in [c, min(N, conflux_block_limit)] with the least modeled time on the
/// [gr, gc, c] grid (the smallest on a tie).
[[nodiscard]] constexpr std::int64_t conflux_best_block(factorization kind, std::int64_t n, std::int64_t gr,
                                                        std::int64_t gc, std::int64_t c,
                                                        const factorization_rates& rates) {
  check(c >= 1 && c <= n, "pebble::conflux_best_block: the number of layers c must be between 1 and N=", n, ", c=", c);
  std::int64_t best = c;
  double best_time = conflux_time(kind, n, c, gr, gc, c, rates).total;  // checks the inputs, once
  for (std::int64_t v = c + 1; v <= std::min(n, conflux_block_limit); ++v) {
    const double time = detail::conflux_time_checked(kind, n, v, gr, gc, c, rates).total;
    if (time < best_time) best = v, best_time = time;
  }
  return best;
}

}  // namespace pebble
