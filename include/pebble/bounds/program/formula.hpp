// The program bound and its cuts at leading order as formulas, e.g. "2*T*N/S" or
// "(2*NI*NJ*NK+2*NI*NJ*NL)/sqrt(S)" (program_leading_formula, reduction_cut_leading_formula,
// completion_cut_leading_formula).
#pragma once

#include <pebble/bounds/program/search.hpp>

namespace pebble {

namespace detail {

// The bounds at S1 and S2 (b1, b2) of the kept set whose bound grows fastest with the sizes: the
// highest degree of |𝒟_s| among the statements it bounds, then the largest Σ |𝒟_s|/ρ_s over those.
inline void fastest_kept_set_bounds(const program& prog, program_analysis& analysis, double S1, double S2,
                                    program_io_bound& b1, program_io_bound& b2) {
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
}

// The exponent e_s of ρ_s ≈ c_s·S^e_s from its values r1 at S1 and r2 at S2: a small rational (0
// when ρ_s does not change), or none.
inline std::optional<rational> intensity_exponent(double r1, double r2, double S1, double S2) {
  auto e = recognize_rational(pebble::math::log(r2 / r1) / pebble::math::log(S2 / S1), 12, 2e-3);
  if (!e && pebble::abs(pebble::math::log(r2 / r1)) < 1e-6) e = rational(0);
  return e;
}

// The statements' terms of one exponent of S in program_leading_formula.
struct formula_group {
  rational exponent;
  std::vector<std::pair<polynomial, double>> terms;  // lead(|𝒟_s|) and 1/c_s, merged
};

// |𝒟_s|'s leading part over the program's sizes `names` (statement s's own sizes renumbered).
inline polynomial leading_domain_size(const program& prog, std::size_t s, const std::vector<short_name>& names) {
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
  return mapped;
}

// Adds the term mapped/c to the group of exponent e (made when missing), merged with an equal
// polynomial there.
inline void add_formula_term(std::vector<formula_group>& groups, const rational& e, const polynomial& mapped,
                             double c) {
  auto g = std::find_if(groups.begin(), groups.end(), [&](const formula_group& x) { return x.exponent == e; });
  if (g == groups.end()) {
    groups.push_back({e, {}});
    g = groups.end() - 1;
  }
  auto same = std::find_if(g->terms.begin(), g->terms.end(), [&](const auto& x) { return x.first == mapped; });
  if (same == g->terms.end()) g->terms.push_back({mapped, 1 / c});
  else same->second += 1 / c;
}

// Appends group g's formula to `out`: its terms of top degree, summed into one polynomial when
// every 1/c_s of them is a fraction, else term by term in decimals.
inline void append_group_formula(std::string& out, const formula_group& g, const variable_names& vn,
                                 bool per_processor) {
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
    return;
  }
  bool first = true;
  for (const auto& t : g.terms) {
    if (t.first.total_degree() != top) continue;
    out += (first ? "" : " + ") + detail::format_bound(t.first, vn, t.second, g.exponent, per_processor, false);
    first = false;
  }
}

}  // namespace detail

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
  detail::fastest_kept_set_bounds(prog, analysis, S1, S2, b1, b2);
  std::vector<short_name> names = prog.sizes();
  variable_names vn{{}, {names.data(), names.size()}};
  std::vector<detail::formula_group> groups;
  for (std::size_t s = 0; s < prog.size(); ++s) {
    double r1 = b1.statements[s].rho, r2 = b2.statements[s].rho;
    if (!std::isfinite(r1) || !std::isfinite(r2) || r1 <= 0 || r2 <= 0) continue;
    const auto e = detail::intensity_exponent(r1, r2, S1, S2);
    if (!e) return {};
    double c = r2 / pebble::math::pow(S2, e->to_double());
    // |𝒟_s|'s leading part over the program's sizes
    detail::add_formula_term(groups, *e, detail::leading_domain_size(prog, s, names), c);
  }
  if (groups.empty()) return "0";
  std::sort(groups.begin(), groups.end(),
            [](const detail::formula_group& a, const detail::formula_group& b) { return a.exponent < b.exponent; });
  std::string out;
  for (const auto& g : groups) {
    if (!out.empty()) out += " + ";
    detail::append_group_formula(out, g, vn, per_processor);
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
      const reduction_cut_profile p =
          reduction_cuts(prog, detail::all_sizes(names, B, bigger), pivot, budget, /*whole=*/true);
      if (!bigger && B <= 128) cuts_at[B == 64 ? 0 : 1] = static_cast<double>(p.cut_count());
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
