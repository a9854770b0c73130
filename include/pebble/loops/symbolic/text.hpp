// Text of expressions (run time only: std::to_string and string formatting). Part of
// <pebble/loops/symbolic.hpp>, which includes the parts in order.
#pragma once

#include <pebble/loops/symbolic/substitute.hpp>

namespace pebble::loops {

std::string to_string(const expr& e);
namespace detail {
inline bool is_sum(const expr& e) {
  return e.terms().size() > 1 || (e.terms().size() == 1 && e.terms()[0].coefficient < rational(0));
}
inline std::string parenthesized(const expr& e) {
  return is_sum(e) || (!e.terms().empty() && !e.terms()[0].coefficient.is_integer()) ? "(" + to_string(e) + ")"
                                                                                     : to_string(e);
}
inline std::string atom_text(const atom& a) {
  switch (a.kind) {
    case atom_kind::name: return a.name();
    case atom_kind::ceil: return "ceil(" + to_string(a.arg()[0]) + ")";
    case atom_kind::floor: return "floor(" + to_string(a.arg()[0]) + ")";
    case atom_kind::clog2: return "ceil(log2(" + to_string(a.arg()[0]) + "))";
    case atom_kind::log2: return "log2(" + to_string(a.arg()[0]) + ")";
    case atom_kind::pow2: {
      const expr& x = a.arg()[0];
      const bool simple = x.is_single_term() && x.terms()[0].coefficient == rational(1) &&
                          x.terms()[0].factors.size() == 1 && x.terms()[0].factors[0].exponent == 1;
      return simple ? "2^" + to_string(x) : "2^(" + to_string(x) + ")";
    }
    case atom_kind::inv: return "(" + to_string(a.arg()[0]) + ")";
    case atom_kind::pos: return "max(0, " + to_string(a.arg()[0]) + ")";
    case atom_kind::min: return "min(" + to_string(a.arg()[0]) + ", " + to_string(a.arg()[1]) + ")";
  }
  return {};
}
}  // namespace detail

/// "y0 - 2^ceil(log2(m/y0))*y0 + m*ceil(log2(m/y0))".
inline std::string to_string(const expr& e) {
  if (e.is_zero()) return "0";
  std::string out;
  bool first = true;
  std::vector<const term*> order;  // the constant last: "n^2 - 1"
  for (const term& t : e.terms())
    if (!t.factors.empty()) order.push_back(&t);
  for (const term& t : e.terms())
    if (t.factors.empty()) order.push_back(&t);
  for (const term* tp : order) {
    const term& t = *tp;
    rational c = t.coefficient;
    const bool negative = c < rational(0);
    if (negative) c = -c;
    out += first ? (negative ? "-" : "") : (negative ? " - " : " + ");
    first = false;
    std::string num, den;
    for (const factor& f : t.factors) {
      const bool inverse = f.base.kind == atom_kind::inv;  // 1/x reads as a divisor
      const int k = inverse ? -f.exponent : f.exponent;
      std::string text = detail::atom_text(f.base);
      const int a = k < 0 ? -k : k;
      if (a != 1) text.append("^").append(std::to_string(a));  // (not "^" + ...: g++ 12's -Wrestrict misfires)
      std::string& side = k > 0 ? num : den;
      if (!side.empty()) side += '*';
      side += text;
    }
    std::string coef = std::to_string(c.num());
    if (num.empty()) {
      num = coef;
    } else if (c.num() != 1) {
      num = coef + "*" + num;
    }
    if (c.den() != 1) den = den.empty() ? std::to_string(c.den()) : std::to_string(c.den()) + "*" + den;
    out += num;
    if (!den.empty()) out += "/" + (den.find('*') != std::string::npos ? "(" + den + ")" : den);
  }
  return out;
}

}  // namespace pebble::loops
