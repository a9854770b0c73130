// The X-partition bound of one statement (thesis §5.4.5, Lemmas 4.1, 4.2, 4.6, 4.9): the
// maximal rectangular subcomputation χ(X) = max Π d_t s.t. Σ_j |A_j(d)| <= X, d_t >= 1 (problem
// (5.8)), X0 = argmin χ(X)/(X − S), the intensity ρ = χ(X0)/(X0 − S), the optimal tile, and
// Q >= |𝒟|/ρ sequentially and |𝒟|/(pρ) per processor. Also the leading order for large S:
// χ ≈ c·X^α gives X0 = αS/(α−1) and ρ ≈ c·α^α/(α−1)^(α−1)·S^(α−1) (docs/xpartition.md, "Leading order for large S").
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <limits>
#include <span>
#include <type_traits>

#include <pebble/bounds/access_size.hpp>
#include <pebble/core/error.hpp>
#include <pebble/core/machine.hpp>
#include <pebble/core/math.hpp>
#include <pebble/core/rational.hpp>

namespace pebble {

/// χ(X) and the tile that attains it.
struct subcomputation {
  double chi = 0;                          ///< |H_max| = Π d_t (0 when no tile fits in X)
  std::array<double, max_indices> tile{};  ///< d_t = |D^t|
  int iterations = 0;                      ///< balancing steps used
};

namespace detail {

// The solver's logarithms and exponentials: pebble's constexpr ones during constant evaluation,
// the C library's at run time (the solver's hot loops; both are accurate to ~1e-16).
constexpr double flog(double x) {
  if (std::is_constant_evaluated()) return pebble::math::log(x);
  check(x > 0 && x == x && x < std::numeric_limits<double>::infinity(), "log of a non-positive or non-finite value");
  return std::log(x);
}
constexpr double fexp(double x) {
  if (std::is_constant_evaluated()) return pebble::math::exp(x);
  check(x == x, "exp of NaN");
  return std::exp(x);
}

// The problem max Σ_t ln d_t s.t. g(d) = X, d_t >= lower, for an increasing g given with its
// elasticities e_t = d_t ∂g/∂d_t by `G(d, e) -> g`.

// Scales the tile sizes not pinned at their lower bound by e^σ so that g(d) = X. g grows
// strictly with σ, so Newton's method on σ with a bisection safeguard converges.
template <class G>
constexpr void rescale_to(const G& g_of, std::span<double> d, double X, double lower) {
  const std::size_t n = d.size();
  std::array<double, max_indices> base{}, e{};
  for (std::size_t t = 0; t < n; ++t) base[t] = d[t];
  auto at = [&](double sigma, double& slope) {
    std::array<bool, max_indices> moving{};
    const double scale = fexp(sigma);
    for (std::size_t t = 0; t < n; ++t) {
      // A size pinned at its lower bound stays there (the optimiser decides to free it);
      // the others scale, clamped at the bound.
      double v = base[t] * scale;
      moving[t] = base[t] > lower && v >= lower;
      d[t] = moving[t] ? v : lower;
    }
    double g = g_of(std::span<const double>(d.data(), n), std::span<double>(e.data(), n));
    slope = 0;
    for (std::size_t t = 0; t < n; ++t)
      if (moving[t]) slope += e[t];
    return g;
  };
  double lo = -300, hi = 300, sigma = 0;  // e^±300 keeps every product finite
  for (int it = 0; it < 200; ++it) {
    double slope = 0;
    double g = at(sigma, slope);
    double f = flog(g) - flog(X);
    if (f > 0) hi = sigma;
    else lo = sigma;
    if (pebble::abs(f) < 4e-15 || hi - lo < 1e-15) return;  // g = X to rounding
    double next = slope > 0 ? sigma - f * g / slope : (lo + hi) / 2;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (pebble::abs(next - sigma) < 1e-16 * (1 + pebble::abs(sigma))) return;  // no further progress
    sigma = next;
  }
}

// Solves (ℓ+1)×(ℓ+1) systems by Gaussian elimination with partial pivoting; false if singular.
constexpr bool solve_linear(std::array<std::array<double, max_indices + 2>, max_indices + 1>& a, std::size_t n) {
  for (std::size_t c = 0; c < n; ++c) {
    std::size_t piv = c;
    for (std::size_t r = c + 1; r < n; ++r)
      if (pebble::abs(a[r][c]) > pebble::abs(a[piv][c])) piv = r;
    if (pebble::abs(a[piv][c]) < 1e-300) return false;
    std::swap(a[piv], a[c]);
    for (std::size_t r = 0; r < n; ++r) {
      if (r == c) continue;
      double f = a[r][c] / a[c][c];
      for (std::size_t k = c; k <= n; ++k) a[r][k] -= f * a[c][k];
    }
  }
  for (std::size_t r = 0; r < n; ++r) a[r][n] /= a[r][r];
  return true;
}

/// The objective of problem (5.8): Π_t d_t for one statement, Σ_s Π_{t∈V_s} d_t for statements
/// fused into one subcomputation (each a monomial over a subset of the tile sizes; statements with
/// the same monomial are one term with their count as its weight).
struct tile_objective {
  static_vector<std::uint32_t, 32> monomials;  ///< bit t set: d_t is a factor
  static_vector<double, 32> weights;           ///< each monomial's coefficient
  static_vector<std::uint32_t, 32> halves;     ///< bit t set: √d_t is a factor (a triangle's diagonal)
  friend constexpr bool operator==(const tile_objective&, const tile_objective&) = default;

  static constexpr tile_objective product(std::size_t n) {
    tile_objective f;
    f.add(n >= 32 ? ~0u : (1u << n) - 1);
    return f;
  }
  /// Adds w·Π_{t∈m} d_t·Π_{t∈half} √d_t, to the term of that monomial when there is one.
  constexpr void add(std::uint32_t m, double w = 1, std::uint32_t half = 0) {
    for (std::size_t q = 0; q < monomials.size(); ++q)
      if (monomials[q] == m && halves[q] == half) {
        weights[q] += w;
        return;
      }
    monomials.push_back(m);
    weights.push_back(w);
    halves.push_back(half);
  }
  /// F(d), with the elasticities d_t ∂F/∂d_t in `el`.
  constexpr double operator()(std::span<const double> d, std::span<double> el) const {
    for (auto& v : el) v = 0;
    double F = 0;
    for (std::size_t q = 0; q < monomials.size(); ++q) {
      const auto m = monomials[q], h = halves[q];
      double v = weights[q];
      for (std::size_t t = 0; t < d.size(); ++t) {
        if (m >> t & 1u) v *= d[t];
        if (h >> t & 1u) v *= pebble::math::sqrt(d[t]);
      }
      F += v;
      for (std::size_t t = 0; t < d.size(); ++t) {
        if (m >> t & 1u) el[t] += v;
        if (h >> t & 1u) el[t] += v / 2;
      }
    }
    return F;
  }
};

// The steps of maximize_objective. `tile_search` holds the problem (F, g, X, the lower bound)
// and the current tile d with its elasticities e = d ∂g/∂d and f = d ∂F/∂d.
template <class F, class G>
struct tile_search {
  using values = std::array<double, max_indices>;
  const F& f_of;
  const G& g_of;
  std::span<double> d;
  double X;
  double lower;
  values e{}, f{};

  constexpr std::size_t size() const { return d.size(); }
  constexpr std::span<double> of(values& a) const { return std::span<double>(a.data(), d.size()); }
  constexpr std::span<const double> tile() const { return std::span<const double>(d.data(), d.size()); }
  constexpr bool pinned(std::size_t t) const { return lower > 0 && d[t] <= lower; }
  constexpr void rescale() { rescale_to(g_of, d, X, lower); }

  // One balancing step: d_t moves by half the log-ratio of its elasticity ratio f_t/g_t to their
  // mean (equal ratios are the KKT condition in log variables); returns the largest move, or -1
  // when every size is pinned.
  constexpr double balance() {
    g_of(tile(), of(e));
    f_of(tile(), of(f));
    double log_mean = 0;
    std::size_t free = 0;
    for (std::size_t t = 0; t < size(); ++t)
      if (!pinned(t)) {
        log_mean += flog(f[t] / e[t]);
        ++free;
      }
    if (free == 0) return -1.0;
    log_mean /= static_cast<double>(free);
    double worst = 0;
    for (std::size_t t = 0; t < size(); ++t) {
      const double gap = flog(f[t] / e[t]) - log_mean;  // > 0: growing d_t pays
      if (pinned(t) && gap <= 0) continue;
      worst = std::max(worst, pebble::abs(gap));
      d[t] *= fexp(0.5 * gap);
      if (lower > 0 && d[t] < lower * (1 + 1e-9)) d[t] = lower;
    }
    rescale();
    return worst;
  }

  // A free size that still wants to shrink may belong on its bound: put it there (an active-set
  // guess) and keep the guess when F does not fall. This settles flat problems such as ij + j <= X
  // (j = 1) that Newton steps approach only slowly.
  constexpr bool pin_a_shrinking_size(std::span<const std::size_t> free, double Fv, double g, double lambda) {
    if (lower <= 0) return false;
    values saved{}, scratch{};
    for (std::size_t t : free) {
      if (f[t] / Fv - lambda * e[t] / g >= 0 || pinned(t)) continue;
      for (std::size_t u = 0; u < size(); ++u) saved[u] = d[u];
      d[t] = lower;
      rescale();
      if (f_of(tile(), of(scratch)) >= Fv * (1 - 1e-15)) return true;
      for (std::size_t u = 0; u < size(); ++u) d[u] = saved[u];
    }
    return false;
  }

  // At a KKT point of the free sizes: release every pinned size whose bound multiplier has the
  // wrong sign (growing it gains); false when none does (the tile is optimal).
  constexpr bool release_pinned_sizes(double Fv, double g, double lambda, double tolerance) {
    bool released = false;
    for (std::size_t t = 0; t < size(); ++t)
      if (pinned(t) && f[t] / Fv - lambda * e[t] / g > tolerance) {
        d[t] = lower * 1.001;
        released = true;
      }
    if (released) rescale();
    return released;
  }

  // The Newton system of max ln F(e^y) s.t. ln g(e^y) = ln X in the free sizes, with the Hessians
  // in y = ln d, ∂²ln h/∂y_s∂y_t = (∂h_t/∂y_s)/h − h_t h_s/h², from central differences of the
  // analytic elasticities; column nf + 1 is the right-hand side.
  constexpr void newton_system(std::span<const std::size_t> free, double Fv, double g, double lambda,
                               std::array<std::array<double, max_indices + 2>, max_indices + 1>& a) {
    const std::size_t nf = free.size();
    values ep{}, em{}, fp{}, fm{}, trial{};
    auto at = [this](const values& x) { return std::span<const double>(x.data(), size()); };
    const double h = 1e-5;
    for (std::size_t qs = 0; qs < nf; ++qs) {
      const std::size_t s = free[qs];
      for (std::size_t t = 0; t < size(); ++t) trial[t] = d[t];
      trial[s] = d[s] * fexp(h);
      g_of(at(trial), of(ep));
      f_of(at(trial), of(fp));
      trial[s] = d[s] * fexp(-h);
      g_of(at(trial), of(em));
      f_of(at(trial), of(fm));
      for (std::size_t qt = 0; qt < nf; ++qt) {
        const std::size_t t = free[qt];
        const double hess_g = (ep[t] - em[t]) / (2 * h) / g - e[t] * e[s] / (g * g);
        const double hess_f = (fp[t] - fm[t]) / (2 * h) / Fv - f[t] * f[s] / (Fv * Fv);
        a[qt][qs] = hess_f - lambda * hess_g;
      }
      a[qs][qs] -= 1e-6;  // damping: a flat direction (only d_r·d_q matters) stays solvable
    }
    for (std::size_t qt = 0; qt < nf; ++qt) {
      const std::size_t t = free[qt];
      a[qt][nf] = -e[t] / g;  // column of Δλ
      a[nf][qt] = e[t] / g;   // constraint row
      a[qt][nf + 1] = -(f[t] / Fv - lambda * e[t] / g);
    }
    a[nf][nf] = 0;
    a[nf][nf + 1] = -(flog(g) - flog(X));
  }

  // The solved Newton step, damped in log space, then back onto g = X. Newton may head for a
  // saddle when F is not log-concave: if F falls the step is undone and false returned.
  constexpr bool newton_step(std::span<const std::size_t> free, double Fv,
                             const std::array<std::array<double, max_indices + 2>, max_indices + 1>& a) {
    const std::size_t nf = free.size();
    values saved{}, scratch{};
    double step = 1;
    for (std::size_t q = 0; q < nf; ++q) step = std::min(step, 2.0 / std::max(pebble::abs(a[q][nf + 1]), 1e-300));
    for (std::size_t t = 0; t < size(); ++t) saved[t] = d[t];
    for (std::size_t q = 0; q < nf; ++q) {
      const double v = fexp(flog(d[free[q]]) + step * a[q][nf + 1]);
      d[free[q]] = (lower > 0 && v < lower * (1 + 1e-9)) ? lower : v;
    }
    rescale();
    if (f_of(tile(), of(scratch)) >= Fv * (1 - 1e-13)) return true;
    for (std::size_t t = 0; t < size(); ++t) d[t] = saved[t];
    return false;
  }
};

// The tile maximising F(d) on g(d) = X, d >= lower, starting from d. A few balancing steps move
// each d_t by the log-ratio of its elasticities f_t/g_t to their mean (equal ratios are the
// KKT condition in log variables); Newton's method on the KKT system of max ln F(e^y) s.t.
// ln g(e^y) = ln X (Hessians of ln F and ln g by central differences of the analytic
// elasticities) then converges quadratically, with an active set for the bounds. Returns the
// number of iterations; fails with a sentence if the KKT conditions are not met to `tolerance`
// (d then holds the last iterate, a feasible tile on g = X).
//
// try_maximize_objective is the same without the failure: the iterations, or nothing when the
// Newton steps did not meet the KKT conditions (usable where a failed start is simply skipped,
// in constant evaluation too).
template <class F, class G>
constexpr std::optional<int> try_maximize_objective(const F& f_of, const G& g_of, std::span<double> d, double X,
                                                    double lower, int max_newton_steps = 400,
                                                    double tolerance = 1e-12) {
  tile_search<F, G> search{f_of, g_of, d, X, lower};
  const std::size_t n = d.size();
  bool all_pinned = true;
  for (std::size_t t = 0; t < n; ++t) all_pinned = all_pinned && search.pinned(t);
  if (all_pinned)
    for (std::size_t t = 0; t < n; ++t) d[t] = 2 * lower;  // something must be free to scale
  search.rescale();
  for (int it = 0; it < 20; ++it) {  // balancing warm-up
    const double worst = search.balance();
    if (worst < 0) return it;
    if (worst < 1e-2) break;  // close enough for Newton
  }
  if (max_newton_steps == 0) return 20;  // the caller wanted the warm-up only
  bool try_pins = true;
  for (int it = 0; it < max_newton_steps; ++it) {
    const double g = g_of(search.tile(), search.of(search.e));
    const double Fv = f_of(search.tile(), search.of(search.f));
    // free set and multiplier: f_t/F = λ e_t/g for free t (least squares)
    std::array<std::size_t, max_indices> idx{};
    std::size_t nf = 0;
    double num = 0, den = 0;
    for (std::size_t t = 0; t < n; ++t)
      if (!search.pinned(t)) {
        idx[nf++] = t;
        num += (search.f[t] / Fv) * (search.e[t] / g);
        den += (search.e[t] / g) * (search.e[t] / g);
      }
    if (nf == 0) return it + 20;
    const std::span<const std::size_t> free(idx.data(), nf);
    const double lambda = num / den;
    const bool snapped = try_pins && search.pin_a_shrinking_size(free, Fv, g, lambda);
    try_pins = false;  // again after a Newton step that had to be undone
    if (snapped) continue;
    double worst = 0;
    for (std::size_t t : free) worst = std::max(worst, pebble::abs(search.f[t] / Fv - lambda * search.e[t] / g));
    if (worst < tolerance) {
      if (!search.release_pinned_sizes(Fv, g, lambda, tolerance)) return it + 20;
      continue;
    }
    std::array<std::array<double, max_indices + 2>, max_indices + 1> a{};
    search.newton_system(free, Fv, g, lambda, a);
    if (!solve_linear(a, nf + 1)) {  // a flat direction (e.g. only a product d_r·d_q matters)
      if (search.balance() < 0) return it + 20;
      continue;
    }
    if (!search.newton_step(free, Fv, a)) {  // F fell: a balancing step instead
      try_pins = true;
      if (search.balance() < 0) return it + 20;
    }
  }
  return std::nullopt;
}

template <class F, class G>
constexpr int maximize_objective(const F& f_of, const G& g_of, std::span<double> d, double X, double lower,
                                 int max_newton_steps = 400, double tolerance = 1e-12) {
  const std::optional<int> steps = try_maximize_objective(f_of, g_of, d, X, lower, max_newton_steps, tolerance);
  check(steps.has_value(), "the maximal subcomputation did not converge (KKT conditions not met by the Newton steps)");
  return *steps;
}

// The single-statement case: F = Π_t d_t.
template <class G>
constexpr int maximize_product(const G& g_of, std::span<double> d, double X, double lower) {
  const tile_objective product = tile_objective::product(d.size());
  return maximize_objective(product, g_of, d, X, lower);
}

}  // namespace detail

/// χ(X) of problem (5.8) with tile sizes at least `lower` (1 in the bound; 0 for the leading-
/// order problem), solved by detail::maximize_product. `start`, when given, is a tile to begin
/// from (the optimum at a nearby X converges fastest).
constexpr subcomputation maximal_subcomputation(const access_model& m, double X, double lower = 1,
                                                const subcomputation* start = nullptr) {
  const std::size_t n = m.depth;
  subcomputation out;
  check(m.free_indices().empty(), "the subcomputation is unbounded: an index appears in no input access");
  std::array<double, max_indices> d{}, e{};
  for (std::size_t t = 0; t < n; ++t) d[t] = lower > 0 ? lower : 1;
  std::span<double> ds(d.data(), n), es(e.data(), n);
  if (lower > 0 && dominator_size(m, ds, es) > X) return out;              // not even one point fits
  for (std::size_t t = 0; t < n; ++t) d[t] = 2 * (lower > 0 ? lower : 1);  // unpinned: free to scale
  if (start && start->chi > 0)
    for (std::size_t t = 0; t < n; ++t) d[t] = start->tile[t] > lower ? start->tile[t] : 2 * lower;
  auto g_of = [&](std::span<const double> x, std::span<double> el) { return dominator_size(m, x, el); };
  out.iterations = detail::maximize_product(g_of, ds, X, lower);
  out.chi = 1;
  for (std::size_t t = 0; t < n; ++t) {
    out.tile[t] = d[t];
    out.chi *= d[t];
  }
  return out;
}

/// The leading-order form χ(X) ≈ c·X^α of an access model for large X: α = ℓ/k with k the
/// highest degree of Σ_j |A_j| in the tile sizes, c = max Π u s.t. h(u) <= 1 for the top-degree
/// part h. `exists` is false when h leaves an index free (the leading order then comes from
/// lower-degree terms) or no array has positive degree.
struct leading_order {
  bool exists = false;
  rational alpha;  ///< ℓ/k
  double c = 0;
  /// ρ ≈ rho_coefficient · S^(α−1) (for α = 1, ρ → c).
  double rho_coefficient = 0;
};

namespace detail {

// Degree of ΠD (the plain part) and of the top term of ΠD − Π(D − t).
constexpr rational plain_degree(const array_access_model& a) {
  rational s = 0;
  for (const auto& d : a.dims) s += d.degree();
  return s;
}

// The top-degree part of one array's access size, as an access model term list: for single and
// simple overlap the product ΠD (coefficient 1); for input-output overlap Σ_i t_i Π_{k≠i} D_k
// over the dimensions of least degree among those with an offset.
struct top_term {
  rational degree;
  static_vector<array_access_model, max_array_rank> parts;  // each a plain product, weighted
  static_vector<double, max_array_rank> weights;
};

constexpr top_term top_part(const array_access_model& a) {
  top_term out;
  if (a.kind != overlap_kind::input_output) {
    array_access_model p = a;
    p.kind = overlap_kind::single;
    out.degree = plain_degree(a);
    out.parts.push_back(p);
    out.weights.push_back(1);
    return out;
  }
  rational least = -1;
  for (std::size_t i = 0; i < a.dims.size(); ++i)
    if (a.offsets[i] > 0 && (least < 0 || a.dims[i].degree() < least)) least = a.dims[i].degree();
  if (least < 0) {  // no offsets: Corollary 5.1 gives nothing
    out.degree = -1;
    return out;
  }
  out.degree = plain_degree(a) - least;
  for (std::size_t i = 0; i < a.dims.size(); ++i) {
    if (a.offsets[i] == 0 || a.dims[i].degree() != least) continue;
    array_access_model p;
    p.array = a.array;
    p.kind = overlap_kind::single;
    for (std::size_t k = 0; k < a.dims.size(); ++k)
      if (k != i) {
        p.dims.push_back(a.dims[k]);
        p.offsets.push_back(0);
      }
    out.parts.push_back(p);
    out.weights.push_back(static_cast<double>(a.offsets[i]) * a.scale);
  }
  return out;
}

// The highest degree of Σ_j |A_j| in the tile sizes (-1 for no arrays).
constexpr rational top_degree(const access_model& m) {
  rational k = -1;
  for (const auto& a : m.arrays) {
    auto top = top_part(a);
    if (top.degree > k) k = top.degree;
  }
  return k;
}

}  // namespace detail

/// The leading-order coefficient and exponent of χ for model `m`.
constexpr leading_order leading_order_of(const access_model& m) {
  leading_order out;
  const rational k = detail::top_degree(m);
  if (k <= 0) return out;
  // h = Σ_q w_q P_q: the top-degree parts, each a plain product with a constant weight.
  access_model h;
  h.depth = m.depth;
  static_vector<double, max_reads * max_array_rank> factor;
  for (const auto& a : m.arrays) {
    auto top = detail::top_part(a);
    if (top.degree != k) continue;
    for (std::size_t q = 0; q < top.parts.size(); ++q) {
      check(!h.arrays.full(), "too many top-degree terms in an access model");
      h.arrays.push_back(top.parts[q]);
      factor.push_back(top.weights[q]);
    }
  }
  if (!h.free_indices().empty()) return out;
  // Solve max Π u s.t. Σ_q w_q P_q(u) <= 1 (each P_q a homogeneous product of degree k).
  out.alpha = rational(static_cast<std::int64_t>(m.depth)) / k;
  const std::size_t n = m.depth;
  std::array<double, max_indices> u{}, tmp{};
  auto g_of = [&](std::span<const double> x, std::span<double> el) {
    for (auto& v : el) v = 0;
    double g = 0;
    for (std::size_t q = 0; q < h.arrays.size(); ++q) {
      for (std::size_t t = 0; t < n; ++t) tmp[t] = 0;
      double v = access_size(h.arrays[q], x, std::span<double>(tmp.data(), n));
      g += factor[q] * v;
      for (std::size_t t = 0; t < n; ++t) el[t] += factor[q] * tmp[t];
    }
    return g;
  };
  for (std::size_t t = 0; t < n; ++t) u[t] = 1;
  // Without lower bounds the top-degree problem can be unbounded although every index appears
  // (e.g. h = u_r u_q (u_s + u_p)): then the leading order comes from lower-degree terms.
  try {
    detail::maximize_product(g_of, std::span<double>(u.data(), n), 1.0, 0.0);
  } catch (const error&) {
    return out;
  }
  out.c = 1;
  for (std::size_t t = 0; t < n; ++t) out.c *= u[t];
  if (!(out.c > 0 && out.c < 1e300)) return leading_order{};
  out.exists = true;
  double a = out.alpha.to_double();
  out.rho_coefficient = out.alpha == 1 ? out.c : out.c * pebble::math::pow(a, a) / pebble::math::pow(a - 1, a - 1);
  return out;
}

/// The I/O lower bound an X-partition argument proves (thesis Lemma 4.2 with §5.5.5's weights):
/// an optimal schedule cut into segments of X − S I/Os each computes, per segment, a set whose
/// dominator holds at most X vertices; when the segments' weighted sizes sum to at least W (for
/// one statement W = |𝒟|/ρ(X), ρ(X) = χ(X)/(X − S)), there are h >= W/(X − S) segments, all but
/// the last full: Q >= (X − S)(⌈W/(X − S)⌉ − 1) >= W − (X − S). Zero once one segment can
/// compute everything (W <= X − S). W/ρ alone, the form the thesis writes, overstates the bound
/// by up to X − S: at a large X, by more than the whole computation's inputs.
constexpr double xpartition_io(double W, double X, double S) {
  const double segment = X - S;
  if (!(segment > 0) || !(W > 0)) return 0;
  // W comes from a maximum χ solved to ~1e-12: a count within 1e-9 of an integer is that integer
  const double h = W / segment * (1 - 1e-9);
  if (!(h < 4.5e15)) return W - segment;  // integral in double already: ⌈h⌉ = h
  auto whole = static_cast<double>(static_cast<std::int64_t>(h));
  if (whole < h) whole += 1;
  return segment * (whole - 1);
}

/// The X-partition bound of one statement for fast memory S (words).
struct statement_bound {
  /// False when the intensity is unbounded (an index in no input access and no out-degree-one
  /// input): only compulsory I/O can be claimed.
  bool bounded = false;
  double rho = 0;                          ///< intensity: vertices per I/O
  double X0 = 0;                           ///< argmin χ(X)/(X − S); +inf when ρ is the limit X → ∞
  subcomputation at_X0;                    ///< χ(X0) and the optimal tile
  std::size_t out_degree_one_inputs = 0;   ///< u of Lemma 4.6 (ρ <= 1/u)
  bool limited_by_out_degree_one = false;  ///< ρ = 1/u from Lemma 4.6
  leading_order leading;                   ///< large-S form of χ and ρ
};

/// ρ, X0 and the optimal tile of statement model `m` on one processor of `target` (its fast memory
/// of S words; the intensity does not depend on p, io_bound divides the I/O among the p processors).
[[nodiscard]] constexpr statement_bound xpartition_bound(const access_model& m, const machine& target) {
  check(target.S >= 1, "the fast memory S must hold at least one word");
  const double S = static_cast<double>(target.S);
  statement_bound b;
  if (m.depth == 0) return b;  // a single point: no tile to grow, only its own inputs to load
  b.out_degree_one_inputs = m.out_degree_one_inputs();
  double rho_lemma46 = b.out_degree_one_inputs > 0 ? 1.0 / static_cast<double>(b.out_degree_one_inputs)
                                                   : std::numeric_limits<double>::infinity();
  if (!m.free_indices().empty()) {
    b.bounded = b.out_degree_one_inputs > 0;
    b.rho = rho_lemma46;
    b.limited_by_out_degree_one = b.bounded;
    b.X0 = std::numeric_limits<double>::infinity();
    return b;
  }
  b.leading = leading_order_of(m);
  // Minimise r(X) = χ(X)/(X − S) over X = S(1 + e^v) by golden-section search on v; the
  // leading order places the minimum near X0/S − 1 = 1/(α − 1).
  subcomputation last;  // warm start: each evaluation begins from the previous optimum
  auto ratio = [&](double v, subcomputation& sc) {
    double X = S * (1 + pebble::math::exp(v));
    sc = maximal_subcomputation(m, X, 1, &last);
    last = sc;
    return sc.chi / (X - S);
  };
  double center = 0;
  if (b.leading.exists && b.leading.alpha > 1) center = -pebble::math::log(b.leading.alpha.to_double() - 1);
  double lo = center - 4, hi = center + 4;
  if (b.leading.exists && b.leading.alpha <= 1) hi = center + 40;  // the minimum may lie far out
  const double hi_start = hi;
  const double phi = 0.6180339887498949;
  double x1 = hi - phi * (hi - lo), x2 = lo + phi * (hi - lo);
  subcomputation s1, s2;
  double f1 = ratio(x1, s1), f2 = ratio(x2, s2);
  // ρ is flat at its minimum: locating v to 1e-7 fixes ρ to ~1e-14.
  for (int it = 0; it < 200 && hi - lo > 1e-7; ++it) {
    if (f1 <= f2) {
      hi = x2;
      x2 = x1;
      f2 = f1;
      s2 = s1;
      x1 = hi - phi * (hi - lo);
      f1 = ratio(x1, s1);
    } else {
      lo = x1;
      x1 = x2;
      f1 = f2;
      s1 = s2;
      x2 = lo + phi * (hi - lo);
      f2 = ratio(x2, s2);
    }
  }
  bool first = f1 <= f2;
  double v = first ? x1 : x2;
  b.rho = first ? f1 : f2;
  b.at_X0 = first ? s1 : s2;
  b.X0 = S * (1 + pebble::math::exp(v));
  // When the minimum sits at the top of the search range (α <= 1 with lower-order terms that
  // keep the ratio falling), ρ is the limit of ever larger tiles: there is no finite X0.
  if (v > hi_start - 1e-3) b.X0 = std::numeric_limits<double>::infinity();
  b.bounded = true;
  if (rho_lemma46 < b.rho) {
    b.rho = rho_lemma46;
    b.limited_by_out_degree_one = true;
  }
  return b;
}

}  // namespace pebble
