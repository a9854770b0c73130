// Substitution of expressions for names, and evaluation at rational (exact) or real values. Part of
// <pebble/loops/symbolic.hpp>, which includes the parts in order.
#pragma once

#include <pebble/loops/symbolic/functions.hpp>

namespace pebble::loops {

namespace detail {
/// e with each name that `find` maps to an expression replaced by it, all at once (a value's
/// own names are not substituted again); `find(name)` is a const expr* or nullptr.
template <class Find>
constexpr bool contains_any(const expr& e, const Find& find);
template <class Find>
constexpr bool contains_any(const atom& a, const Find& find) {
  if (a.kind == atom_kind::name) return find(a.name()) != nullptr;
  for (const expr& x : a.arg())
    if (contains_any(x, find)) return true;
  return false;
}
template <class Find>
constexpr bool contains_any(const expr& e, const Find& find) {
  for (const term& t : e.terms())
    for (const factor& f : t.factors)
      if (contains_any(f.base, find)) return true;
  return false;
}
template <class Find>
constexpr expr substitute_with(const expr& e, const Find& find);
template <class Find>
constexpr expr rebuild(const atom& a, int exponent, const Find& find) {
  if (a.kind == atom_kind::name) {
    if (const expr* v = find(a.name())) return power(*v, exponent);
    return expr::of_atom(a, exponent);
  }
  const expr x = substitute_with(a.arg()[0], find);
  if (a.kind != atom_kind::min) return rebuilt(a.kind, x, x, exponent);
  return rebuilt(a.kind, x, substitute_with(a.arg()[1], find), exponent);
}
template <class Find>
constexpr expr substitute_with(const expr& e, const Find& find) {
  if (!contains_any(e, find)) return e;
  const auto touched = [&](const term& t) {
    for (const factor& f : t.factors)
      if (contains_any(f.base, find)) return true;
    return false;
  };
  return map_terms(e, touched, [&](const term& t) {
    expr product = expr(t.coefficient);
    term untouched{1, {}};
    for (const factor& f : t.factors)
      if (contains_any(f.base, find)) product *= rebuild(f.base, f.exponent, find);
      else untouched.factors.push_back(f);
    return product * expr::of_term(untouched);
  });
}
}  // namespace detail

/// e with every occurrence of the name `n` replaced by `value`.
constexpr expr substitute(const expr& e, std::string_view n, const expr& value) {
  return detail::substitute_with(e, [&](std::string_view m) { return m == n ? &value : nullptr; });
}
/// e with each name of `values` replaced by its expression, simultaneously (x -> y, y -> x swaps).
template <class String>
constexpr expr substitute(const expr& e, const std::vector<std::pair<String, expr>>& values) {
  return detail::substitute_with(e, [&](std::string_view m) -> const expr* {
    for (const auto& [n, v] : values)
      if (n == m) return &v;
    return nullptr;
  });
}

/// The exact value of e at `values` (every name bound), or nullopt where a logarithm is
/// irrational. Overflow of the 64-bit rationals and logarithms of non-positive values are errors.
constexpr std::optional<rational> evaluate(const expr& e, const bindings& values);
constexpr std::optional<rational> evaluate(const atom& a, const bindings& values) {
  if (a.kind == atom_kind::name) {
    const rational* v = values.find(a.name());
    check(v != nullptr, "pebble::loops: no value for '", a.name(), "'");
    return *v;
  }
  const auto x = evaluate(a.arg()[0], values);
  if (!x) return std::nullopt;
  switch (a.kind) {
    case atom_kind::ceil: return rational(detail::ceil_of(*x));
    case atom_kind::floor: return rational(detail::floor_of(*x));
    case atom_kind::clog2: return rational(detail::ceil_log2(*x));
    case atom_kind::log2: {
      if (const auto k = detail::exact_log2(*x)) return rational(*k);
      return std::nullopt;
    }
    case atom_kind::pow2: {
      check(x->is_integer(), "pebble::loops: 2^(", x->num(), "/", x->den(), ") is not an integer power");
      const std::int64_t k = x->num();
      check(k > -63 && k < 63, "pebble::loops: 2^", k, " does not fit in 64 bits");
      return k >= 0 ? rational(ipow(2, k)) : rational(1, ipow(2, -k));
    }
    case atom_kind::inv: check(!x->is_zero(), "pebble::loops: division by 0"); return rational(1) / *x;
    case atom_kind::pos: return *x < rational(0) ? rational(0) : *x;
    case atom_kind::min: {
      const auto y = evaluate(a.arg()[1], values);
      if (!y) return std::nullopt;
      return *y < *x ? *y : *x;
    }
    case atom_kind::name: break;
  }
  return std::nullopt;
}
constexpr std::optional<rational> evaluate(const expr& e, const bindings& values) {
  rational sum = 0;
  for (const term& t : e.terms()) {
    rational product = t.coefficient;
    for (const factor& f : t.factors) {
      const auto v = evaluate(f.base, values);
      if (!v) return std::nullopt;
      check(!(v->is_zero() && f.exponent < 0), "pebble::loops: division by 0");
      for (int k = 0; k < (f.exponent < 0 ? -f.exponent : f.exponent); ++k)
        product = f.exponent < 0 ? product / *v : product * *v;
    }
    sum += product;
  }
  return sum;
}

/// The value of e at `values` in floating point (irrational logarithms real).
inline double evaluate_real(const expr& e, const bindings& values);
inline double evaluate_real(const atom& a, const bindings& values) {
  if (a.kind == atom_kind::name) {
    const rational* v = values.find(a.name());
    check(v != nullptr, "pebble::loops: no value for '", a.name(), "'");
    return v->to_double();
  }
  if (const auto exact = evaluate(expr::of_atom(a), values)) return exact->to_double();
  const double x = evaluate_real(a.arg()[0], values);  // an argument holding an irrational logarithm
  check(std::isfinite(x), "pebble::loops: a value is not finite");
  switch (a.kind) {
    case atom_kind::ceil: return std::ceil(x);
    case atom_kind::floor: return std::floor(x);
    case atom_kind::clog2:
      check(x > 0, "pebble::loops: log2 of ", x, ", which is not positive");
      return std::ceil(std::log2(x));
    case atom_kind::log2: check(x > 0, "pebble::loops: log2 of ", x, ", which is not positive"); return std::log2(x);
    case atom_kind::pow2: return std::exp2(x);
    case atom_kind::inv: return 1 / x;
    case atom_kind::pos: return x < 0 ? 0 : x;
    case atom_kind::min: return std::min(x, evaluate_real(a.arg()[1], values));
    case atom_kind::name: break;
  }
  return x;
}
inline double evaluate_real(const expr& e, const bindings& values) {
  double sum = 0;
  for (const term& t : e.terms()) {
    double product = t.coefficient.to_double();
    for (const factor& f : t.factors) product *= std::pow(evaluate_real(f.base, values), f.exponent);
    sum += product;
  }
  return sum;
}

}  // namespace pebble::loops
