// Sums Σ_{i=0}^{n-1}: exact for polynomial-times-geometric summands (Faulhaber and its geometric
// analogue), certified intervals [L, U] otherwise (thesis §2.4.3). Part of
// <pebble/loops/symbolic.hpp>, which includes the parts in order.
#pragma once

#include <pebble/loops/symbolic/text.hpp>

namespace pebble::loops {

/// A certified interval lo <= value <= hi; exact when lo == hi.
struct interval {
  expr lo, hi;
  constexpr bool exact() const { return lo == hi; }
};

/// An interval's ends at given values of its names; `known` is false where an end holds an
/// irrational logarithm (evaluate_real gives it approximately).
struct interval_value {
  bool known = false;
  rational lo, hi;
};
/// [c.lo, c.hi] at `values`, in a constant expression as at run time:
/// `static_assert(values_at(count(parse_loops("x = 1; while (x < n) { x = 2*x; S1; }")).total,
///                         {{"n", 1025}}).hi == 11)`.
constexpr interval_value values_at(const interval& c, const bindings& values) {
  const auto lo = evaluate(c.lo, values), hi = evaluate(c.hi, values);
  if (!lo || !hi) return {};
  return {true, *lo, *hi};
}

namespace detail {

constexpr rational binomial_q(int n, int k) {
  rational r = 1;
  for (int i = 1; i <= k; ++i) r = r * rational(n - k + i) / rational(i);
  return r;
}

/// Σ_{i=0}^{n-1} i^k r^i for r = 2^alpha, as an expression in n.
constexpr expr power_geometric_sum(int k, std::int64_t alpha, const expr& n) {
  check(k <= 24, "pebble::loops: a sum of i^", k, " is beyond the supported degree 24");
  std::vector<expr> s;  // s[j] = Σ i^j r^i
  if (alpha == 0) {
    // Faulhaber: n^{j+1} = Σ_{m<=j} C(j+1, m) S_m
    for (int j = 0; j <= k; ++j) {
      expr v = power(n, j + 1);
      for (int m = 0; m < j; ++m) v -= expr(binomial_q(j + 1, m)) * s[static_cast<std::size_t>(m)];
      s.push_back(v * expr(rational(1, j + 1)));
    }
    return s[static_cast<std::size_t>(k)];
  }
  // (r - 1) S_j = Σ_{m<j} C(j, m) (-1)^{j-m} S_m - (-1)^j + (n - 1)^j r^n
  const rational r = alpha > 0 ? rational(ipow(2, alpha)) : rational(1, ipow(2, -alpha));
  const expr rn = pow2(expr(alpha) * n);
  for (int j = 0; j <= k; ++j) {
    expr v = power(n - expr(1), j) * rn - expr(j % 2 == 0 ? 1 : -1);
    for (int m = 0; m < j; ++m)
      v += expr(binomial_q(j, m) * rational((j - m) % 2 == 0 ? 1 : -1)) * s[static_cast<std::size_t>(m)];
    s.push_back(v * expr(rational(1) / (r - rational(1))));
  }
  return s[static_cast<std::size_t>(k)];
}

/// A term as c(i-free) · i^k · 2^(alpha i): the pieces (ok false where i occurs otherwise).
struct closed_piece {
  bool ok = true;
  expr coefficient;  // free of i
  int k = 0;
  std::int64_t alpha = 0;
};
constexpr closed_piece closed_form_of(const term& t, std::string_view i) {
  closed_piece p;
  const closed_piece none{false, {}, 0, 0};
  p.coefficient = expr(t.coefficient);
  for (const factor& f : t.factors) {
    if (f.base.kind == atom_kind::name && f.base.name() == i) {
      if (f.exponent < 0) return none;
      p.k = f.exponent;
    } else if (f.base.kind == atom_kind::pow2 && contains(f.base.arg()[0], i)) {
      // 2^(alpha i + beta): beta stays in the coefficient
      expr beta;
      for (const term& u : f.base.arg()[0].terms()) {
        if (u.factors.size() == 1 && u.factors[0].base.kind == atom_kind::name && u.factors[0].base.name() == i &&
            u.factors[0].exponent == 1 && u.coefficient.is_integer()) {
          p.alpha = u.coefficient.num() * f.exponent;
        } else {
          const expr single = expr::of_term(u);
          if (contains(single, i)) return none;
          beta += single;
        }
      }
      if (p.alpha < -60 || p.alpha > 60) return none;
      p.coefficient *= pow2(beta * expr(f.exponent));
    } else if (contains(f.base, i)) {
      return none;
    } else {
      p.coefficient *= expr::of_atom(f.base, f.exponent);
    }
  }
  return p;
}

/// Bounds of one atom that holds i, in terms closer to a closed form: ⌈x⌉ ∈ [x, x + 1],
/// ⌊x⌋ ∈ [x - 1, x], ⌈log₂ x⌉ ∈ [log₂ x, log₂ x + 1], and log₂(A + B 2^(αi)) ∈ [log₂ B + αi,
/// log₂(A + B) + αi] for A, B >= 0 free of i and a whole α > 0, 2^(⌈log₂ x⌉ + β) ∈ [x 2^β,
/// 2x 2^β]; false for the others.
constexpr bool atom_bounds(const atom& a, std::string_view i, interval& out) {
  switch (a.kind) {
    case atom_kind::pow2: {
      expr x, beta;
      bool found = false;
      for (const term& t : a.arg()[0].terms()) {
        if (!found && t.coefficient == rational(1) && t.factors.size() == 1 &&
            t.factors[0].base.kind == atom_kind::clog2 && t.factors[0].exponent == 1 &&
            contains(t.factors[0].base, i)) {
          x = t.factors[0].base.arg()[0];
          found = true;
        } else {
          beta += expr::of_term(t);
        }
      }
      if (!found || contains(beta, i)) return false;
      out = interval{x * pow2(beta), expr(2) * x * pow2(beta)};
      return true;
    }
    case atom_kind::ceil: out = interval{a.arg()[0], a.arg()[0] + expr(1)}; return true;
    case atom_kind::floor: out = interval{a.arg()[0] - expr(1), a.arg()[0]}; return true;
    case atom_kind::clog2: out = interval{log2(a.arg()[0]), log2(a.arg()[0]) + expr(1)}; return true;
    case atom_kind::log2: {
      expr free, b;
      std::int64_t alpha = 0;
      for (const term& t : a.arg()[0].terms()) {
        const closed_piece p = closed_form_of(t, i);
        if (!p.ok || p.k != 0) return false;
        if (p.alpha == 0) {
          free += p.coefficient;
        } else {
          if (alpha != 0 && alpha != p.alpha) return false;
          alpha = p.alpha;
          b += p.coefficient;
        }
      }
      if (alpha <= 0 || !is_nonnegative(free) || !is_nonnegative(b) || b.is_zero()) return false;
      const expr ai = expr(alpha) * expr::name(i);
      out = interval{log2(b) + ai, log2(free + b) + ai};
      return true;
    }
    default: return false;
  }
}

}  // namespace detail

namespace detail {
/// e = constant + slope·i with both free of i: the two parts (false where e is not linear in i).
constexpr bool linear_parts(const expr& e, std::string_view i, expr& constant, expr& slope) {
  for (const term& t : e.terms()) {
    const closed_piece p = closed_form_of(t, i);
    if (!p.ok || p.alpha != 0 || p.k > 1) return false;
    (p.k == 0 ? constant : slope) += p.coefficient;
  }
  return true;
}

/// Σ_{i<n} C·max(0, A + B i) for i-free C, A and a whole B != 0, exactly: the terms from the
/// first (B > 0) or up to the last (B < 0) non-negative one. False where t is not of that form.
constexpr bool positive_part_sum(const term& t, std::string_view i, const expr& n, expr& out) {
  expr c = expr(t.coefficient), arg;
  bool found = false;
  for (const factor& f : t.factors) {
    if (f.base.kind == atom_kind::pos && contains(f.base.arg()[0], i) && f.exponent == 1 && !found) {
      arg = f.base.arg()[0];
      found = true;
    } else if (contains(f.base, i)) {
      return false;
    } else {
      c *= expr::of_atom(f.base, f.exponent);
    }
  }
  expr a, b;
  if (!found || !linear_parts(arg, i, a, b)) return false;
  const auto slope = b.constant();
  if (!slope || slope->is_zero() || !slope->is_integer()) return false;
  const auto partial = [&](const expr& k) {  // Σ_{i<k} (A + B i)
    return a * k + b * k * (k - expr(1)) / expr(2);
  };
  if (*slope < rational(0)) out = c * partial(min(n, pos(ceil(a / -b))));
  else out = c * (partial(n) - partial(min(n, pos(ceil(-a / b)))));
  return true;
}
}  // namespace detail

namespace detail {
/// Rational bounds of 1/ln 2 = 1.4426950409 (continued-fraction convergents, within 2e-5)
inline constexpr rational inv_ln2_below{365, 253}, inv_ln2_above{277, 192};

/// Lemma 2.1 for C·log₂(a i + b) (C >= 0 and b free of i, a != 0 a number): a monotone summand,
/// so for a > 0 Σ_{i<n} f lies between f(0) + ∫_0^{n-1} f and ∫_0^n f, for a < 0 between
/// f(n-1) + ∫_0^{n-1} f and f(0) + ∫_0^{n-1} f, with ∫ log₂(a x + b) dx = ((a x + b)
/// log₂(a x + b) - (a x + b)/ln 2)/a and 1/ln 2 replaced by a rational bound on the safe side.
/// Assumes n >= 1. False where t is not of that form.
constexpr bool integral_bounds(const term& t, std::string_view i, const expr& n, interval& out) {
  if (t.coefficient < rational(0)) return false;
  std::size_t at = t.factors.size();
  for (std::size_t k = 0; k < t.factors.size(); ++k) {
    if (!contains(t.factors[k].base, i)) continue;
    if (at != t.factors.size() || t.factors[k].base.kind != atom_kind::log2 || t.factors[k].exponent != 1) return false;
    at = k;
  }
  if (at == t.factors.size()) return false;
  const expr c = expr::of_term_without(t, at);
  if (!is_nonnegative(c)) return false;
  expr b, slope;
  if (!linear_parts(t.factors[at].base.arg()[0], i, b, slope)) return false;
  const auto numeric = slope.constant();
  if (!numeric || numeric->is_zero()) return false;
  const rational a = *numeric;
  const auto primitive = [&](const expr& x, rational inv_ln2) {  // ∫_0^x log₂(a y + b) dy
    const expr ux = expr(a) * x + b;
    return (ux * log2(ux) - b * log2(b)) / expr(a) - x * expr(inv_ln2);
  };
  const expr last = n - expr(1);
  if (a > rational(0)) {
    out.hi = c * primitive(n, inv_ln2_below);
    out.lo = c * (log2(b) + primitive(last, inv_ln2_above));
  } else {
    out.hi = c * (log2(b) + primitive(last, inv_ln2_below));
    out.lo = c * (log2(expr(a) * last + b) + primitive(last, inv_ln2_above));
  }
  return true;
}
}  // namespace detail

/// Σ_{i=0}^{n-1} f as a certified interval (exact where every term of f is a polynomial in i
/// times 2^(αi) with an i-free coefficient; elsewhere each ⌈x⌉, ⌊x⌋ or ⌈log₂ x⌉ that holds i is
/// replaced by its bounds, §2.4.3's ceiling bounds, with the sign of the rest of its term, and
/// log₂ of a linear function of i is bounded by integrals, Lemma 2.1).
/// Assumes n >= 0. Fails, naming the term, where a summand cannot be bounded this way.
/// `nonnegative(x)` says whether an i-free x is >= 0 (what the caller knows of its names; the
/// overload without it knows that names are >= 0).
template <class NonNegative>
constexpr interval sum(const interval& f, std::string_view i, const expr& n, const NonNegative& nonnegative,
                       int depth = 0) {
  check(depth < 8, "pebble::loops: the sum over ", i, " needs more than 8 rounds of bounds");
  interval out;
  if (auto c = n.constant(); c && c->is_integer() && c->num() <= 64) {  // a few terms: added up
    for (std::int64_t k = 0; k < c->num(); ++k) {
      out.lo += substitute(f.lo, i, expr(k));
      out.hi += substitute(f.hi, i, expr(k));
    }
    return out;
  }
  for (int side = 0; side < 2; ++side) {
    const expr& g = side == 0 ? f.lo : f.hi;
    expr& total = side == 0 ? out.lo : out.hi;
    for (const term& t : g.terms()) {
      // (no class objects declared in if conditions: nvcc's constant evaluation loses them)
      const detail::closed_piece piece = detail::closed_form_of(t, i);
      if (piece.ok) {
        total += piece.coefficient * detail::power_geometric_sum(piece.k, piece.alpha, n);
        continue;
      }
      expr positive_part;
      if (detail::positive_part_sum(t, i, n, positive_part)) {
        total += positive_part;
        continue;
      }
      interval p;
      if (detail::integral_bounds(t, i, n, p)) {
        total += side == 0 ? p.lo : p.hi;
        continue;
      }
      // bound the first atom that holds i and has bounds; the rest of the term must be >= 0
      expr bounded;
      bool found = false;
      for (std::size_t at = 0; at < t.factors.size() && !found; ++at) {
        const factor& fa = t.factors[at];
        interval b;
        if (!contains(fa.base, i) || fa.exponent != 1 || !detail::atom_bounds(fa.base, i, b)) continue;
        expr rest = expr::of_term_without(t, at);
        if (t.coefficient < rational(0)) rest = -rest;
        if (!nonnegative(rest)) continue;
        const bool negative = t.coefficient < rational(0);
        const expr& use = (side == 0) != negative ? b.lo : b.hi;
        bounded = rest * use * expr(negative ? -1 : 1);
        found = true;
      }
      if (!found) {
        const expr single = expr::of_term(t);
        check(false, "pebble::loops: no closed form or bound for the sum over ", i, " of ", to_string(single));
      }
      const interval part = sum(interval{bounded, bounded}, i, n, nonnegative, depth + 1);
      total += side == 0 ? part.lo : part.hi;
    }
  }
  return out;
}
constexpr interval sum(const interval& f, std::string_view i, const expr& n) {
  return sum(f, i, n, [](const expr& x) { return is_nonnegative(x); });
}
constexpr interval sum(const expr& f, std::string_view i, const expr& n) { return sum(interval{f, f}, i, n); }

}  // namespace pebble::loops
