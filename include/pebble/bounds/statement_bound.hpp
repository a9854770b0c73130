// The I/O lower bound of one statement: Q >= |𝒟|/ρ(X) − (X − S) sequentially at the best X (thesis
// eq. 5.9 with the last, partial part of the X-partition not counted: xpartition_io) and Q/p per processor
// (Lemma 4.9), with the statement's exact |𝒟| and, for large S, the leading-order
// closed form "2*M*N*K/sqrt(S)" with exact rational coefficients where they exist (docs/xpartition.md).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <cstdio>
#include <string>

#include <pebble/bounds/access_size.hpp>
#include <pebble/bounds/xpartition.hpp>
#include <pebble/core/error.hpp>
#include <pebble/core/machine.hpp>
#include <pebble/core/math.hpp>
#include <pebble/core/rational.hpp>
#include <pebble/model/domain.hpp>
#include <pebble/model/soap.hpp>
#include <pebble/model/statement.hpp>

namespace pebble {

struct statement_io_bound {
  statement_bound intensity;     ///< ρ, X0, the optimal tile, Lemma 4.6, leading order
  std::int64_t domain_size = 0;  ///< |𝒟| at the given sizes
  std::int64_t S = 0;            ///< fast memory per processor, words
  std::int64_t p = 1;            ///< processors
  double Q = 0;  ///< sequential bound: max_X (X − S)(⌈|𝒟|/χ(X)⌉ − 1) (≈ |𝒟|/ρ − (X0 − S)), or Q_compulsory if larger
  double Q_compulsory = 0;     ///< loads of the elements read of arrays nobody writes (the statement overload)
  double Q_per_processor = 0;  ///< parallel bound Q/p (Lemma 4.9)
};

namespace detail {

// Each loop's range over the box its enclosing loops span at bound sizes: lo[t] <= index t <= hi[t]
// (a box around the domain, so extremes over it bound those over the domain).
struct loop_box {
  std::array<double, max_indices> lo{}, hi{};
  slot_values sizes{};
};

constexpr double extreme_over_box(const affine_expr& e, const loop_box& b, std::size_t depth, bool maximum) {
  double x = static_cast<double>(e.constant);
  for (std::size_t z = 0; z < max_sizes; ++z)
    x += static_cast<double>(e.coeff[size_var(z)]) * static_cast<double>(b.sizes[size_var(z)]);
  for (std::size_t t = 0; t < depth; ++t) {
    const auto c = static_cast<double>(e.coeff[index_var(t)]);
    if (c != 0) x += c * ((c > 0) == maximum ? b.hi[t] : b.lo[t]);
  }
  return x;
}

constexpr loop_box box_of(const iteration_domain& d, const size_binding& sizes) {
  loop_box b;
  b.sizes = bind_sizes(d, sizes);
  for (std::size_t t = 0; t < d.depth(); ++t) {
    b.lo[t] = extreme_over_box(d.bounds[t].lower, b, t, false);
    b.hi[t] = extreme_over_box(d.bounds[t].upper, b, t, true) - 1;
  }
  return b;
}

// A lower bound on the elements access `a` of statement `st` touches: |𝒟| over the most points
// that agree on the loops `a` uses (a product of the other loops' longest ranges), when `a` is
// injective in the loops it uses; else one element.
// `points`: |𝒟| when the caller has it (counting an irregular domain can take a while).
constexpr double elements_touched(const statement& st, const access& a, const size_binding& sizes,
                                  std::int64_t points = -1) {
  const iteration_domain& d = st.domain;
  const auto V = static_cast<double>(points >= 0 ? points : domain_size(d, sizes));
  if (V == 0) return 0;
  if (!injective(a, d.depth())) return 1;
  const loop_box b = box_of(d, sizes);
  double fiber = 1;
  for (std::size_t t = 0; t < d.depth(); ++t) {
    bool used = false;
    for (const auto& sub : a.subscripts) used = used || sub.uses(index_var(t));
    if (!used) fiber *= std::max(1.0, extreme_over_box(d.bounds[t].upper - d.bounds[t].lower, b, t, true));
  }
  return std::max(1.0, V / fiber);
}

}  // namespace detail

/// The bound of a statement from its access model and its |𝒟| (when the caller has them already).
[[nodiscard]] constexpr statement_io_bound io_bound(const access_model& m, std::int64_t domain_size,
                                                    const machine& target) {
  const std::int64_t p = target.p, S = target.S;
  check(p >= 1, "the number of processors p must be at least 1");
  check(S >= 1, "the fast memory S must hold at least one word");
  statement_io_bound b;
  b.S = S;
  b.p = p;
  b.domain_size = domain_size;
  b.intensity = xpartition_bound(m, target);
  const double V = static_cast<double>(b.domain_size);
  const auto& x = b.intensity;
  if (!x.bounded || V == 0) {
    b.Q = 0;
  } else if (x.limited_by_out_degree_one) {
    b.Q = V / x.rho;  // Lemma 4.6: every vertex loads its own u inputs, u·|𝒟| loads in all
  } else {
    // Every X > S gives the valid bound xpartition_io(|𝒟|/ρ(X), X, S) = (X − S)(⌈|𝒟|/χ(X)⌉ − 1):
    // X0 (least ρ) and a doubling ladder up to where one part holds everything, since the
    // partial last part weighs more the larger X is
    const auto s = static_cast<double>(S);
    auto consider = [&](double X, double chi) {
      if (chi > 0) b.Q = std::max(b.Q, xpartition_io(V / chi * (X - s), X, s));
    };
    if (x.X0 < std::numeric_limits<double>::infinity()) consider(x.X0, x.at_X0.chi);
    subcomputation last;
    for (double r = 0.5; r <= 1e12; r *= 2) {
      const double X = s * (1 + r);
      last = maximal_subcomputation(m, X, 1, &last);
      consider(X, last.chi);
      if (last.chi >= V) break;
    }
  }
  b.Q_per_processor = b.Q / static_cast<double>(p);
  return b;
}

/// The bound of statement `s` at `sizes` on `target`: fast memory of target.S words on each of
/// target.p processors (p = 1: the sequential bound). Arrays in `written_elsewhere` are produced by
/// other statements of the program.
[[nodiscard]] constexpr statement_io_bound io_bound(const statement& s, const size_binding& sizes,
                                                    const machine& target,
                                                    std::span<const short_name> written_elsewhere = {}) {
  statement_io_bound b = io_bound(build_access_model(s, written_elsewhere), domain_size(s.domain, sizes), target);
  // compulsory loads: each element of an array neither this statement nor another writes, once
  std::array<short_name, max_reads> seen{};
  std::size_t n_seen = 0;
  for (const auto& r : s.inputs) {
    bool skip = r.array == s.output.array;
    for (const auto& w : written_elsewhere) skip = skip || w == r.array;
    for (std::size_t k = 0; k < n_seen; ++k) skip = skip || seen[k] == r.array;
    if (skip) continue;
    seen[n_seen++] = r.array;
    double most = 0;
    for (const auto& x : s.inputs)
      if (x.array == r.array) most = std::max(most, detail::elements_touched(s, x, sizes, b.domain_size));
    b.Q_compulsory += most;
  }
  b.Q = std::max(b.Q, b.Q_compulsory);
  b.Q_per_processor = b.Q / static_cast<double>(target.p);
  return b;
}

/// p/q with q <= max_den when |x − p/q| <= tol·|x|.
constexpr std::optional<rational> recognize_rational(double x, std::int64_t max_den = 10000, double tol = 1e-9) {
  if (!(x == x) || pebble::abs(x) > 1e15) return std::nullopt;
  // continued fraction convergents
  std::int64_t h0 = 1, h1 = 0, k0 = 0, k1 = 1;
  double y = x;
  for (int it = 0; it < 40; ++it) {
    double fl = y >= 0 ? static_cast<double>(static_cast<std::int64_t>(y))
                       : -static_cast<double>(static_cast<std::int64_t>(-y));
    if (fl > y) fl -= 1;
    std::int64_t a = static_cast<std::int64_t>(fl);
    std::int64_t h2 = a * h0 + h1, k2 = a * k0 + k1;
    if (k2 > max_den) break;
    h1 = h0;
    h0 = h2;
    k1 = k0;
    k0 = k2;
    double approx = static_cast<double>(h0) / static_cast<double>(k0);
    if (pebble::abs(approx - x) <= tol * pebble::abs(x) || approx == x) return rational(h0, k0);
    double frac = y - fl;
    if (frac == 0) break;
    y = 1 / frac;
  }
  return std::nullopt;
}

namespace detail {

inline std::string power_of_S(const rational& e) {
  if (e == rational(1, 2)) return "sqrt(S)";
  if (e == rational(1, 3)) return "cbrt(S)";
  if (e == 1) return "S";
  return "S^(" + e.to_string() + ")";
}

inline std::string decimal(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", x);
  return buf;
}

inline std::string number(double x) {
  if (auto r = recognize_rational(x)) return r->to_string();
  return decimal(x);
}

}  // namespace detail

namespace detail {

/// The terms of highest total degree of a count polynomial: the leading part of |𝒟|.
inline polynomial leading_part(const polynomial& count) {
  unsigned top = count.total_degree();
  polynomial lead;
  for (const auto& t : count.terms()) {
    unsigned deg = 0;
    for (auto e : t.exp) deg += e;
    if (deg != top) continue;
    polynomial term = polynomial::constant(t.coeff);
    for (std::size_t v = 0; v < max_vars; ++v)
      for (unsigned k = 0; k < t.exp[v]; ++k) term = term * polynomial::var(v);
    lead = lead + term;
  }
  return lead;
}

/// factor · lead / (p ·) S^exponent as "numerator/(denominator*p*S-part)", with the factor folded
/// into the polynomial when it is rational and the polynomial a single term.
inline std::string format_bound(const polynomial& lead, const variable_names& names, double factor,
                                const rational& exponent, bool per_processor, bool look_for_fraction = true) {
  if (lead.is_zero()) return "0";
  std::string numerator, denominator;
  auto exact = look_for_fraction ? recognize_rational(factor) : std::nullopt;
  if (exact && lead.terms().size() == 1) {
    std::string text = to_string(polynomial::constant(*exact) * lead, names);  // "2*M*N*K", "(2*N^3)/3"
    auto slash = text.rfind(")/");
    if (text.front() == '(' && slash != std::string::npos) {
      numerator = text.substr(1, slash - 1);
      denominator = text.substr(slash + 2);
    } else {
      numerator = text;
    }
  } else if (lead.terms().size() == 1) {
    // one term: its coefficient folded into the factor, "1.41421*N^2*M" rather than "2.82843*(N^2*M)/2"
    const auto& t = lead.terms().front();
    polynomial mono = polynomial::constant(1);
    for (std::size_t v = 0; v < max_vars; ++v)
      for (unsigned k = 0; k < t.exp[v]; ++k) mono = mono * polynomial::var(v);
    const double f = factor * t.coeff.to_double();
    const std::string fs = look_for_fraction ? number(f) : decimal(f);
    numerator = (fs == "1" ? "" : fs + "*") + to_string(mono, names);
  } else {
    std::string f = look_for_fraction ? number(factor) : decimal(factor);
    numerator = (f == "1" ? "" : f + "*") + "(" + to_string(lead, names) + ")";
  }
  std::string below = denominator;
  auto append = [&](const std::string& part) { below += (below.empty() ? "" : "*") + part; };
  if (per_processor) append("p");
  if (!exponent.is_zero()) append(power_of_S(exponent));
  if (below.empty()) return numerator;
  return numerator + "/" + (below.find('*') == std::string::npos ? below : "(" + below + ")");
}

}  // namespace detail

/// The leading-order bound as a formula in the sizes and S, e.g. "2*M*N*K/sqrt(S)" or
/// "2*N^3/(3*sqrt(S))", per processor "…/(p*sqrt(S))". Empty when the statement has no
/// leading-order form (unbounded, or set by lower-order terms).
inline std::string leading_bound_formula(const statement& s, const statement_bound& b, bool per_processor = false) {
  polynomial lead = detail::leading_part(count_polynomial(s.domain));
  if (lead.is_zero()) return "0";
  double rho_coeff;
  rational exponent;
  if (b.limited_by_out_degree_one) {
    rho_coeff = b.rho;
    exponent = 0;
  } else {
    if (!b.bounded || !b.leading.exists) return {};
    rho_coeff = b.leading.rho_coefficient;
    exponent = b.leading.alpha - 1;
  }
  // Q ≈ (1/rho_coeff) · lead / S^exponent
  return detail::format_bound(lead, s.domain.names(), 1 / rho_coeff, exponent, per_processor);
}

}  // namespace pebble
