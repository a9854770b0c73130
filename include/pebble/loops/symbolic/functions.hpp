// Functions of expressions: ⌈x⌉, ⌊x⌋, ⌈log₂ x⌉, log₂ x, 2^x, 1/x, division and powers, each
// simplified where the value is known exactly. Part of <pebble/loops/symbolic.hpp>, which includes
// the parts in order.
#pragma once

#include <pebble/loops/symbolic/properties.hpp>

namespace pebble::loops {

constexpr expr reciprocal(const expr& e);

namespace detail {
constexpr std::int64_t ceil_of(rational r) { return ceil_div(r.num(), r.den()); }
constexpr std::int64_t floor_of(rational r) { return floor_div(r.num(), r.den()); }
/// ⌈log₂ r⌉ for r > 0, exactly.
constexpr std::int64_t ceil_log2(rational r) {
  check(r > rational(0), "pebble::loops: log2 of ", r.num(), "/", r.den(), ", which is not positive");
  // smallest k with 2^k >= num/den
  std::int64_t k = 0;
  if (r >= rational(1)) {
    while (rational(ipow(2, k)) < r) ++k;
  } else {
    while (k > -62 && rational(1, ipow(2, -(k - 1))) >= r) --k;
  }
  return k;
}
/// log₂ r where r > 0 is a power of two, else nullopt.
constexpr std::optional<std::int64_t> exact_log2(rational r) {
  const std::int64_t k = ceil_log2(r);
  if (k >= 0 ? r == rational(ipow(2, k)) : r == rational(1, ipow(2, -k))) return k;
  return std::nullopt;
}
/// The split e = whole + rest where whole collects the integer-valued terms, the groups of terms
/// over the same atoms that are integer-valued together (i²/2 - i/2) and the integer part of the
/// constant.
constexpr std::pair<expr, expr> split_integer_part(const expr& e) {
  expr whole, rest;
  std::vector<std::pair<std::vector<factor>, expr>> groups;  // by the atoms of their terms
  for (const term& t : e.terms()) {
    if (t.factors.empty()) {
      const std::int64_t k = floor_of(t.coefficient);
      whole += expr(k);
      rest += expr(t.coefficient - rational(k));
      continue;
    }
    const expr single = expr::of_term(t);
    if (is_integer_valued(single)) {
      whole += single;
      continue;
    }
    std::vector<factor> key;
    for (const factor& f : t.factors) key.push_back(factor{f.base, 1});
    bool placed = false;
    for (auto& [k, g] : groups)
      if (compare_factors(k, key) == 0) {
        g += single;
        placed = true;
      }
    if (!placed) groups.emplace_back(std::move(key), single);
  }
  for (const auto& [k, g] : groups) (is_integer_valued(g) ? whole : rest) += g;
  return {whole, rest};
}
}  // namespace detail

/// ⌈e⌉: integer-valued terms and the constant's integer part move outside.
constexpr expr ceil(const expr& e) {
  if (is_integer_valued(e)) return e;
  auto [whole, rest] = detail::split_integer_part(e);
  if (rest.is_zero() || is_integer_valued(rest)) return whole + rest;
  if (auto c = rest.constant()) return whole + expr(detail::ceil_of(*c));
  return whole + expr::of_atom(atom{atom_kind::ceil, {}, {rest}});
}

namespace detail {
/// For x = X/D with X integer-valued and D a positive product of names and a whole number: D
/// (0 where a denominator is not such a product).
constexpr expr common_denominator(const expr& x) {
  std::int64_t den = 1;
  std::vector<std::pair<std::string, int>> names;
  for (const term& t : x.terms()) {
    den = std::lcm(den, t.coefficient.den());
    for (const factor& f : t.factors) {
      if (f.exponent >= 0) continue;
      if (f.base.kind != atom_kind::name) return expr();
      bool found = false;
      for (auto& [n, k] : names)
        if (n == f.base.name()) {
          k = k > -f.exponent ? k : -f.exponent;
          found = true;
        }
      if (!found) names.emplace_back(f.base.name(), -f.exponent);
    }
  }
  expr d = expr(den);
  for (const auto& [n, k] : names) d *= expr::of_atom(atom{atom_kind::name, n, {}}, k);
  return d;
}
}  // namespace detail

/// ⌊e⌋; ⌊X/D⌋ for integers X, D > 0 reads as ⌈(X - D + 1)/D⌉ where that is shorter (C's
/// (n + p - 1)/p is ⌈n/p⌉).
constexpr expr floor(const expr& e) {
  if (is_integer_valued(e)) return e;
  auto [whole, rest] = detail::split_integer_part(e);
  if (rest.is_zero() || is_integer_valued(rest)) return whole + rest;
  if (auto c = rest.constant()) return whole + expr(detail::floor_of(*c));
  const expr d = detail::common_denominator(rest);
  if (!d.constant()) {
    const expr x = rest * d;
    if (is_integer_valued(x)) {
      const expr other = ceil((x - d + expr(1)) * reciprocal(d));
      std::size_t size = 0;
      for (const term& t : other.terms())
        for (const factor& f : t.factors)
          if (f.base.kind == atom_kind::ceil) size += f.base.arg()[0].terms().size();
      if (size < rest.terms().size()) return whole + other;
    }
  }
  return whole + expr::of_atom(atom{atom_kind::floor, {}, {rest}});
}

/// 2^e.
constexpr expr pow2(const expr& e) { return expr::of_atom(atom{atom_kind::pow2, {}, {e}}); }

/// max(0, e).
constexpr expr pos(const expr& e) {
  if (is_nonnegative(e)) return e;
  if (auto c = e.constant()) {
    if (*c < rational(0)) return expr();
    return e;
  }
  if (is_nonnegative(-e)) return expr();
  return expr::of_atom(atom{atom_kind::pos, {}, {e}});
}
/// min(a, b).
constexpr expr min(const expr& a, const expr& b) {
  if (a == b) return a;
  if (auto d = (a - b).constant()) {
    if (*d < rational(0)) return a;
    return b;
  }
  if (is_nonnegative(a - b)) return b;
  if (is_nonnegative(b - a)) return a;
  if (detail::compare(b, a) < 0) return expr::of_atom(atom{atom_kind::min, {}, {b, a}});
  return expr::of_atom(atom{atom_kind::min, {}, {a, b}});
}

namespace detail {
/// For a single term c·2^x·M: the pieces (k, x, c', M) with c = 2^k c' (c' odd over odd).
struct power_split {
  std::int64_t twos = 0;  // the power of two in the coefficient
  expr exponent;          // x of the 2^x factor (0 if none)
  expr rest;              // c'·M
};
constexpr power_split split_powers_of_two(const term& t) {
  power_split s;
  std::int64_t num = t.coefficient.num(), den = t.coefficient.den();
  while (num % 2 == 0 && num != 0) {
    num /= 2;
    ++s.twos;
  }
  while (den % 2 == 0) {
    den /= 2;
    --s.twos;
  }
  s.rest = expr(rational(num, den));
  for (const factor& f : t.factors) {
    if (f.base.kind == atom_kind::pow2) s.exponent = f.base.arg()[0] * expr(f.exponent);
    else s.rest *= expr::of_atom(f.base, f.exponent);
  }
  return s;
}
}  // namespace detail

/// ⌈log₂ e⌉ for e > 0: powers of two leave the logarithm (⌈log₂(2^x y)⌉ = x + ⌈log₂ y⌉ for an
/// integer x).
constexpr expr clog2(const expr& e) {
  check(!e.is_zero(), "pebble::loops: log2 of 0");
  if (auto c = e.constant()) return expr(detail::ceil_log2(*c));
  if (e.is_single_term()) {
    const auto s = detail::split_powers_of_two(e.terms()[0]);
    if (is_integer_valued(s.exponent)) {
      const expr outside = expr(s.twos) + s.exponent;
      if (auto c = s.rest.constant()) return outside + expr(detail::ceil_log2(*c));
      if (!outside.is_zero()) return outside + clog2(s.rest);
    }
  }
  return expr::of_atom(atom{atom_kind::clog2, {}, {e}});
}
/// log₂ e for e > 0: products split into sums of logarithms of their factors.
constexpr expr log2(const expr& e) {
  check(!e.is_zero(), "pebble::loops: log2 of 0");
  if (auto c = e.constant()) {
    if (const auto k = detail::exact_log2(*c)) return expr(*k);
    return expr::of_atom(atom{atom_kind::log2, {}, {e}});
  }
  if (e.is_single_term()) {
    const term& t = e.terms()[0];
    if (t.coefficient > rational(0)) {
      expr out;
      if (t.coefficient != rational(1)) out = log2(expr(t.coefficient));
      for (const factor& f : t.factors) {
        if (f.base.kind == atom_kind::pow2) out += f.base.arg()[0] * expr(f.exponent);
        else if (f.base.kind == atom_kind::inv) out -= log2(f.base.arg()[0]) * expr(f.exponent);
        else out += expr::of_atom(atom{atom_kind::log2, {}, {expr::of_atom(f.base)}}) * expr(f.exponent);
      }
      return out;
    }
  }
  return expr::of_atom(atom{atom_kind::log2, {}, {e}});
}

/// 1/e; a single term inverts factor by factor.
constexpr expr reciprocal(const expr& e) {
  check(!e.is_zero(), "pebble::loops: division by 0");
  if (e.is_single_term()) {
    const term& t = e.terms()[0];
    expr out = expr(rational(1) / t.coefficient);
    for (const factor& f : t.factors) {
      if (f.base.kind == atom_kind::pow2) out *= pow2(-f.base.arg()[0] * expr(f.exponent));
      else out *= expr::of_atom(f.base, -f.exponent);
    }
    return out;
  }
  return expr::of_atom(atom{atom_kind::inv, {}, {e}});
}
constexpr expr operator/(const expr& a, const expr& b) { return a * reciprocal(b); }

/// e^k for an integer k (k < 0: (1/e)^-k).
constexpr expr power(const expr& e, int k) {
  if (k < 0) return power(reciprocal(e), -k);
  expr r = 1;
  for (int i = 0; i < k; ++i) r *= e;
  return r;
}

/// Whether an atom of `kind` is a or occurs in its arguments, or occurs anywhere in e.
constexpr bool holds_kind(const expr& e, atom_kind kind);
constexpr bool holds_kind(const atom& a, atom_kind kind) {
  if (a.kind == kind) return true;
  for (const expr& x : a.arg())
    if (holds_kind(x, kind)) return true;
  return false;
}
constexpr bool holds_kind(const expr& e, atom_kind kind) {
  for (const term& t : e.terms())
    for (const factor& f : t.factors)
      if (holds_kind(f.base, kind)) return true;
  return false;
}

namespace detail {
/// kind(x[, y])^exponent through the simplifying constructors (y: min's second argument).
constexpr expr rebuilt(atom_kind kind, const expr& x, const expr& y, int exponent) {
  switch (kind) {
    case atom_kind::ceil: return power(ceil(x), exponent);
    case atom_kind::floor: return power(floor(x), exponent);
    case atom_kind::clog2: return power(clog2(x), exponent);
    case atom_kind::log2: return power(log2(x), exponent);
    case atom_kind::pow2: return pow2(x * expr(exponent));
    case atom_kind::inv: return power(reciprocal(x), exponent);
    case atom_kind::pos: return power(pos(x), exponent);
    case atom_kind::min: return power(min(x, y), exponent);
    case atom_kind::name: break;
  }
  return expr();
}
/// e with each term t for which touched(t) holds replaced by rebuild(t), the other terms kept as
/// they are (and in order: they are not merged one by one).
template <class Touched, class Rebuild>
constexpr expr map_terms(const expr& e, const Touched& touched, const Rebuild& rebuild) {
  expr out, kept;
  for (const term& t : e.terms()) {
    if (touched(t)) out += rebuild(t);
    else kept.append_in_order(t);
  }
  out += kept;
  return out;
}
}  // namespace detail

namespace detail {
/// Whether a holds a max(0, x) that drop_positive_parts() replaces (terms without one are kept).
template <class Pred>
constexpr bool droppable(const atom& a, const Pred& nonnegative) {
  if (a.kind == atom_kind::name) return false;
  for (const expr& x : a.arg())
    for (const term& t : x.terms())
      for (const factor& f : t.factors)
        if (droppable(f.base, nonnegative)) return true;
  return a.kind == atom_kind::pos && nonnegative(a.arg()[0]);
}
}  // namespace detail

/// e with every max(0, x) for which `nonnegative(x)` holds replaced by x (innermost first).
template <class Pred>
constexpr expr drop_positive_parts(const expr& e, const Pred& nonnegative) {
  const auto holds = [&](const term& t) {
    for (const factor& f : t.factors)
      if (detail::droppable(f.base, nonnegative)) return true;
    return false;
  };
  return detail::map_terms(e, holds, [&](const term& t) {
    expr product = expr(t.coefficient);
    for (const factor& f : t.factors) {
      if (f.base.kind == atom_kind::name) {
        product *= expr::of_atom(f.base, f.exponent);
        continue;
      }
      const atom& a = f.base;
      const expr x = drop_positive_parts(a.arg()[0], nonnegative);
      if (a.kind == atom_kind::pos && nonnegative(x)) product *= power(x, f.exponent);
      else if (a.kind == atom_kind::min)
        product *= detail::rebuilt(a.kind, x, drop_positive_parts(a.arg()[1], nonnegative), f.exponent);
      else product *= detail::rebuilt(a.kind, x, x, f.exponent);
    }
    return product;
  });
}

}  // namespace pebble::loops
