// 2.5D processor grids [√(p/c), √(p/c), c] for LU and Cholesky (thesis §4.7.1-4.7.4: p1 = N²/S and
// c = pS/N² in Lemma 4.10's proof, capped at p^{1/3} as in Fig. 4.8's caption) fitted to integer p,
// CONFLUX's block size v ≥ c (§4.7.2), and the per-rank volume of Algorithm 2's steps (Lemma 4.10).
//
// Fitting to integer p (the thesis does not say how; this is pebble's rule, docs/factorizations.md
// P3 and errata E12-E13). Candidates are the
// square grids [g, g, c] with
//   * ⌈N/g⌉² ≤ S: a rank of one g×g layer holds a ⌈N/g⌉×⌈N/g⌉ part of a replica, i.e.
//     g ≥ ⌈N/⌊√S⌋⌉;
//   * g²c ≤ p: the p - g²c other ranks stay idle;
//   * 1 ≤ c ≤ ⌊p^{1/3}⌋ (the replication cap), c ≤ v (v ≥ c, §4.7.2), and g, c ≤ N.
// The default objective (leading_term) is the thesis' rule: maximise c·g, which minimises the
// dominant panel broadcasts (steps 8, 10), N(N-v)/(c·g) ≈ N³/(p√S) at c·g = p√S/N; when N/√S and
// pS/N² ≤ p^{1/3} are integers this is exactly [N/√S, N/√S, pS/N²] (no idle ranks). Ties go to the
// smaller total modelled volume, then to the larger g. The objective full_model minimises the total
// of all modelled steps instead; it includes the reductions (steps 1, 5), ≈ N²/g², which the
// thesis files under lower-order terms although they equal the panel term at maximal replication,
// so it prefers less replication: for p = g²c and large N it minimises
// 1/√(pc) + c/p + 1/p, i.e. c = (p/4)^{1/3} rather than p^{1/3}.
//
// For comparison, the released CONFLUX code (eth-cscs/conflux, src/conflux/lu/lu_params.hpp,
// get_p_grid, as stored) ignores S: [√p, √p, 1] for a square p, [√(p/2), √(p/2), 2] when ⌊p/2⌋ is
// a square, otherwise [⌊p^{1/3}⌋, ⌊p^{1/3}⌋, ⌊p/⌊p^{1/3}⌋²⌋] sorted in decreasing order (so its 2D
// part is not always square), leaving the other ranks idle.
//
// Rectangular layers (pebble's extension, docs/factorizations.md P3). When the best square grid
// leaves ranks idle (p = 2, 3, 6, 12, ...: no g²c with c ≤ ⌊p^{1/3}⌋ equals p), the candidates also
// include layers of gr × gc ranks, gr < gc, with ⌈N/gr⌉⌈N/gc⌉ ≤ S: L10 is broadcast along grid rows
// of gc ranks and U01 down grid columns of gr ranks, so the panel term is N(N-v)/(2c)·(1/gr + 1/gc)
// and the objectives apply with g replaced by the harmonic mean 2 gr gc/(gr + gc). For fixed gr and
// c every term falls as gc grows, so only the widest layer gc = ⌊p/(gr c)⌋ is a candidate. On 2
// ranks this is [1, 2, 1] (ScaLAPACK's 1 x 2 grid), which splits the trailing matrix instead of
// replicating it as [1, 1, 2] does.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include <pebble/bounds/factorization.hpp>
#include <pebble/core/error.hpp>
#include <pebble/core/math.hpp>
#include <pebble/tiling/conflux_model.hpp>

namespace pebble {

/// The thesis' real-valued 2.5D grid for N, p, S.
struct grid25d_ideal {
  double p1 = 0;              ///< N²/S: ranks whose memories hold exactly one copy of the matrix
  double depth_uncapped = 0;  ///< pS/N²: replication with all memory used
  double depth_cap = 0;       ///< p^{1/3}
  double depth = 0;           ///< c = min(pS/N², p^{1/3})
  double side = 0;            ///< √(p/c) (= √p1 = N/√S when the cap does not bind)
  friend constexpr bool operator==(const grid25d_ideal&, const grid25d_ideal&) = default;
};

namespace detail {

constexpr void check_grid25d_inputs(std::string_view who, std::int64_t n, std::int64_t p, std::int64_t s) {
  check(p >= 1, who, ": the number of ranks p must be at least 1, p=", p);
  check(n >= 1, who, ": the matrix dimension N must be at least 1, N=", n);
  check(n <= factorization_max_n, who, ": N=", n, " is too large (at most 2^40)");
  check(s >= 1, who, ": the memory S must be at least 1 word per rank, S=", s);
  const grid_i128 n2 = static_cast<grid_i128>(n) * n;
  const grid_i128 ps = static_cast<grid_i128>(p) * s;
  if (n2 > ps) {
    const grid_i128 need = (n2 + p - 1) / p;
    check(false, who, ": S is too small: the ", n, " x ", n, " matrix has N^2 = ", static_cast<double>(n2),
          " words but p*S = ", p, " * ", s, " = ", static_cast<double>(ps),
          " words do not hold it even once; S must be at least N^2/p = ", static_cast<double>(need), " words per rank");
  }
}

}  // namespace detail

/// The thesis' grid [√(p/c), √(p/c), c], c = min(pS/N², p^{1/3}), as real numbers. Fails when
/// S < N²/p (the matrix does not fit in the aggregate memory).
[[nodiscard]] constexpr grid25d_ideal ideal_grid25d(std::int64_t n, const machine& target) {
  const std::int64_t p = target.p, s = target.S;
  detail::check_grid25d_inputs("pebble::ideal_grid25d", n, p, s);
  grid25d_ideal g;
  const double nd = static_cast<double>(n);
  const double pd = static_cast<double>(p);
  const double sd = static_cast<double>(s);
  g.p1 = nd * nd / sd;
  g.depth_uncapped = pd * sd / (nd * nd);
  const std::int64_t root = icbrt(p);
  g.depth_cap = root * root * root == p ? static_cast<double>(root) : math::cbrt(pd);
  g.depth = std::min(g.depth_uncapped, g.depth_cap);
  g.side = math::sqrt(pd / g.depth);
  return g;
}

/// What the integer grid minimises (see the header comment).
enum class factorization_objective {
  leading_term,  ///< maximise c·g (the panel broadcasts, Lemma 4.10's leading term): the thesis' rule
  full_model,    ///< minimise conflux_volume::total of the chosen grid and block size
};

/// How plan_lu, plan_cholesky and plan_factorization choose the grid and the block size.
struct factorization_options {
  factorization_objective objective = factorization_objective::leading_term;
  /// v; 0 chooses it: the one with the least modeled time at `rates` on the chosen grid
  /// (conflux_best_block) where rates are given, otherwise min(block_factor·c, N). A given v limits
  /// the depth to c ≤ v.
  std::int64_t block_size = 0;
  /// a in v = a·c (§4.7.2 assumes v = a·pS/N² for a small constant a; Fig. 4.7 shows a = 2).
  std::int64_t block_factor = 2;
  /// c, the number of layers; 0 chooses it. A given c may exceed the replication cap p^{1/3} (the
  /// depth of the third dimension is a tunable parameter, thesis §4.8) but needs g²c <= p and c <= v.
  std::int64_t layers = 0;
  /// The machine's rates (conflux_model.hpp): with them a v of 0 is chosen by the modeled time and
  /// the plan carries that time; none given (all zero): the thesis' v = block_factor·c.
  factorization_rates rates{};
};

/// The plan of an LU (CONFLUX) or Cholesky (CONFCHOX) factorization: a 2.5D grid [g, g, c] (or a
/// rectangular [gr, gc, c], see the header comment) fitted to p ranks, its block size and its
/// per-rank volume. plan_lu, plan_cholesky and plan_factorization make it.
struct factorization_plan {
  factorization kind = factorization::lu;  ///< lu: CONFLUX; cholesky: CONFCHOX
  factorization_objective objective = factorization_objective::leading_term;
  std::int64_t N = 0;             ///< the matrix is N x N
  std::int64_t p = 0;             ///< ranks available
  std::int64_t S = 0;             ///< words of memory per rank
  std::int64_t nprow = 0;         ///< gr: grid rows of a layer (g)
  std::int64_t npcol = 0;         ///< gc: grid columns of a layer (g; gc > gr for a rectangular layer)
  std::int64_t depth = 0;         ///< c
  std::int64_t ranks_used = 0;    ///< gr gc c
  std::int64_t idle_ranks = 0;    ///< p - gr gc c
  std::int64_t block_size = 0;    ///< v
  std::int64_t steps = 0;         ///< ⌈N/v⌉
  std::int64_t local_rows = 0;    ///< ⌈N/gr⌉: a rank holds at most local_rows x local_cols of one replica
  std::int64_t local_cols = 0;    ///< ⌈N/gc⌉
  std::int64_t local_words = 0;   ///< ⌈N/gr⌉⌈N/gc⌉ ≤ S
  grid25d_ideal ideal{};          ///< the thesis' real-valued grid
  conflux_volume volume{};        ///< per rank on this grid with this v
  conflux_volume ideal_volume{};  ///< per rank on the ideal grid with the same v
  conflux_time_parts time{};      ///< the modeled time at the options' rates (zero where none were given)
  /// [gr, gc, c]: [g, g, c] for the thesis' square layers.
  constexpr std::array<std::int64_t, 3> grid() const { return {nprow, npcol, depth}; }
  friend constexpr bool operator==(const factorization_plan&, const factorization_plan&) = default;
};

namespace detail {

// Fails with a sentence naming the value unless plan_factorization's options are in range for N
// and p.
constexpr void check_factorization_options(std::int64_t n, std::int64_t p, const factorization_options& opt) {
  const std::int64_t v = opt.block_size, c = opt.layers;
  check(v >= 0 && v <= n, "pebble::plan_factorization: the block size v must be between 1 and N=", n,
        " (0: the default), v=", v);
  check(c >= 0 && c <= p && c <= n, "pebble::plan_factorization: the number of layers c must be between 1 and ",
        "min(p, N) (0: chosen), c=", c);
  check(c == 0 || v == 0 || c <= v, "pebble::plan_factorization: the block size v must be at least the number of ",
        "layers c (thesis §4.7.2), v=", v, ", c=", c);
  const std::int64_t a = opt.block_factor;
  check(a >= 1, "pebble::plan_factorization: the block factor a of v = a*c must be at least 1, a=", a);
  if (opt.rates.given()) check_factorization_rates("pebble::plan_factorization", opt.rates);
}

// The search of plan_factorization over grids [gr, gc, c]: the best so far in `best` (its grid,
// block size and volume), by the objective, then the total volume, then the larger gr.
class factorization_search {
 public:
  constexpr factorization_search(factorization kind, std::int64_t n, std::int64_t p, std::int64_t s,
                                 const factorization_options& opt, factorization_plan& best)
      : kind_(kind),
        n_(n),
        p_(p),
        s_(s),
        opt_(opt),
        cap_(icbrt(p)),
        leading_(opt.objective == factorization_objective::leading_term),
        best_(best) {}

  // Whether some grid was taken.
  constexpr bool found() const { return have_; }

  // The thesis' square layers [g, g, c], g_min <= g <= g_max.
  constexpr void square_layers(std::int64_t g_min, std::int64_t g_max) {
    for (std::int64_t g = g_min; g <= g_max; ++g) {
      std::int64_t c_lo = 0, c_hi = 0;
      if (!depths(g * g, c_lo, c_hi)) continue;
      for (std::int64_t c = c_lo; c <= c_hi; ++c) consider(g, g, c);
    }
  }

  // Rectangular layers gr x gc, gr < gc (the widest for each gr and c) whose part fits S.
  constexpr void rectangular_layers() {
    using i128 = grid_i128;
    for (std::int64_t gr = 1; gr <= isqrt(p_) && gr <= n_; ++gr) {
      std::int64_t c_lo = 0, c_hi = 0;
      if (!depths(gr * (gr + 1), c_lo, c_hi)) continue;
      for (std::int64_t c = opt_.layers > 0 ? c_lo : 1; c <= c_hi; ++c) {  // gc changes with c: try each
        const std::int64_t gc = std::min(p_ / (gr * c), n_);
        if (gc <= gr) continue;
        const i128 words = static_cast<i128>(ceil_div(n_, gr)) * ceil_div(n_, gc);
        if (words > s_) continue;
        consider(gr, gc, c);
      }
    }
  }

 private:
  // A candidate's leading-term key c·2 gr gc/(gr + gc) (c·g on a square layer) as a fraction.
  struct key {
    grid_i128 num = 0, den = 1;
  };
  static constexpr key key_of(std::int64_t gr, std::int64_t gc, std::int64_t c) {
    return key{static_cast<grid_i128>(2) * c * gr * gc, static_cast<grid_i128>(gr) + gc};
  }
  static constexpr bool less(key a, key b) { return a.num * b.den < b.num * a.den; }

  // Whether [gr, gc, c] with block size v beats the best so far (the objective, then the total
  // volume, then the larger gr); if so it becomes the best.
  constexpr void consider(std::int64_t gr, std::int64_t gc, std::int64_t c) {
    const std::int64_t v = opt_.block_size > 0 ? opt_.block_size : std::min(opt_.block_factor * c, n_);
    const auto vol =
        conflux_comm_volume(kind_, n_, v, static_cast<double>(gr), static_cast<double>(gc), static_cast<double>(c));
    const key k = key_of(gr, gc, c);
    bool better = !have_;
    if (have_) {
      const bool k_up = less(best_key_, k), k_same = !k_up && !less(k, best_key_);
      const bool v_down = vol.total < best_.volume.total, v_same = vol.total == best_.volume.total;
      if (leading_) better = k_up || (k_same && (v_down || (v_same && gr > best_.nprow)));
      else better = v_down || (v_same && (k_up || (k_same && gr > best_.nprow)));
    }
    if (!better) return;
    have_ = true;
    best_key_ = k;
    best_.nprow = gr;
    best_.npcol = gc;
    best_.depth = c;
    best_.block_size = v;
    best_.volume = vol;
  }

  // The depths a layer of `layer` ranks may have.
  constexpr bool depths(std::int64_t layer, std::int64_t& c_lo, std::int64_t& c_hi) const {
    c_hi = std::min({cap_, p_ / layer, n_});
    if (opt_.block_size > 0) c_hi = std::min(c_hi, opt_.block_size);
    c_lo = leading_ ? c_hi : 1;  // the objective grows with c: only c_hi can win
    if (opt_.layers > 0) {       // the given depth, where the layer fits
      if (opt_.layers * layer > p_) return false;
      c_lo = c_hi = opt_.layers;
    }
    return c_lo <= c_hi;
  }

  factorization kind_;
  std::int64_t n_, p_, s_;
  const factorization_options& opt_;
  std::int64_t cap_;
  bool leading_;
  factorization_plan& best_;
  key best_key_;
  bool have_ = false;
};

// Fails with a sentence naming the values when no grid was found: no layer fits in memory, or
// none has the given number of layers.
constexpr void check_factorization_found(bool have, std::int64_t n, std::int64_t p, std::int64_t s, std::int64_t g_min,
                                         const factorization_options& opt) {
  if (!have && opt.layers == 0) {
    const std::int64_t g = isqrt(p);
    const std::int64_t rows = ceil_div(n, g);
    check(false, "pebble::plan_factorization: no 2D layer fits in memory: a rank of a g x g layer holds ",
          "ceil(N/g)^2 words, at most S = ", s, " only for g >= ", g_min, " (", g_min * g_min, " ranks), but p = ", p,
          "; on ", p, " ranks a square layer has g <= ", g, ", which needs S >= ceil(", n, "/", g,
          ")^2 = ", static_cast<double>(rows) * static_cast<double>(rows),
          " words, and no rectangular layer gr x gc (gr < gc, gr gc <= ", p, ") fits either");
  }
  check(have, "pebble::plan_factorization: no grid has c=", opt.layers,
        " layers: a layer of g x g ranks needs g >= ", g_min, " for its part of the matrix to fit S=", s,
        " words, and ", opt.layers, " such layers need ", opt.layers * g_min * g_min, " ranks, but p=", p);
}

// The plan's inputs, and what follows from its grid and block size: ranks, steps, the local part,
// the ideal grid and its volume.
constexpr void complete_factorization_plan(factorization_plan& best, factorization kind, std::int64_t n,
                                           const machine& target, factorization_objective objective) {
  best.kind = kind;
  best.objective = objective;
  best.N = n;
  best.p = target.p;
  best.S = target.S;
  best.ranks_used = best.nprow * best.npcol * best.depth;
  best.idle_ranks = target.p - best.ranks_used;
  best.steps = conflux_steps(n, best.block_size);
  best.local_rows = ceil_div(n, best.nprow);
  best.local_cols = ceil_div(n, best.npcol);
  best.local_words = best.local_rows * best.local_cols;
  best.ideal = ideal_grid25d(n, target);
  best.ideal_volume = conflux_comm_volume(kind, n, best.block_size, best.ideal.side, best.ideal.depth);
}

}  // namespace detail

/// The 2.5D grid for an N×N LU (kind lu) or Cholesky (kind cholesky) factorization on p ranks of S
/// words each; plan_lu and plan_cholesky name the kind. Fails with a sentence naming the values when
/// p < 1, N < 1, S < N²/p, or no layer fits (⌈N/gr⌉⌈N/gc⌉ > S for every candidate).
[[nodiscard]] constexpr factorization_plan plan_factorization(factorization kind, std::int64_t n, const machine& target,
                                                              factorization_options opt = {}) {
  const std::int64_t p = target.p, s = target.S;
  detail::check_grid25d_inputs("pebble::plan_factorization", n, p, s);
  detail::check_factorization_options(n, p, opt);
  const std::int64_t tile = isqrt(s);            // the largest square part that fits in S
  const std::int64_t g_min = ceil_div(n, tile);  // ⌈N/g⌉ ≤ ⌊√S⌋ ⇔ g ≥ ⌈N/⌊√S⌋⌉
  const std::int64_t g_max = std::min(isqrt(p), n);
  factorization_plan best;
  detail::factorization_search search(kind, n, p, s, opt, best);
  // the thesis' square layers [g, g, c]
  search.square_layers(g_min, g_max);
  // rectangular layers gr x gc, gr < gc (the widest for each gr and c), where no square grid
  // uses every rank
  if (!search.found() || p - best.nprow * best.npcol * best.depth > 0) search.rectangular_layers();
  detail::check_factorization_found(search.found(), n, p, s, g_min, opt);
  if (opt.rates.given() && opt.block_size == 0) {  // v by the modeled time on the grid chosen
    best.block_size = conflux_best_block(kind, n, best.nprow, best.npcol, best.depth, opt.rates);
    best.volume = conflux_comm_volume(kind, n, best.block_size, static_cast<double>(best.nprow),
                                      static_cast<double>(best.npcol), static_cast<double>(best.depth));
  }
  detail::complete_factorization_plan(best, kind, n, target, opt.objective);
  if (opt.rates.given())
    best.time = conflux_time(kind, n, best.block_size, best.nprow, best.npcol, best.depth, opt.rates);
  return best;
}

/// The plan of an N×N LU factorization with partial (tournament) pivoting, CONFLUX, on p ranks of
/// S words each: plan_factorization(factorization::lu, ...).
[[nodiscard]] constexpr factorization_plan plan_lu(std::int64_t n, const machine& target,
                                                   factorization_options opt = {}) {
  return plan_factorization(factorization::lu, n, target, opt);
}

/// The plan of an N×N Cholesky factorization, CONFCHOX, on p ranks of S words each:
/// plan_factorization(factorization::cholesky, ...).
[[nodiscard]] constexpr factorization_plan plan_cholesky(std::int64_t n, const machine& target,
                                                         factorization_options opt = {}) {
  return plan_factorization(factorization::cholesky, n, target, opt);
}

}  // namespace pebble
