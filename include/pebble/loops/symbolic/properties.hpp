// Properties of expressions: which names occur, sign and integrality. Part of
// <pebble/loops/symbolic.hpp>, which includes the parts in order.
#pragma once

#include <pebble/loops/symbolic/expr.hpp>

namespace pebble::loops {

/// Whether `name` occurs anywhere in e.
constexpr bool contains(const expr& e, std::string_view name);
constexpr bool contains(const atom& a, std::string_view name) {
  if (a.kind == atom_kind::name) return a.name() == name;
  for (const expr& x : a.arg())
    if (contains(x, name)) return true;
  return false;
}
constexpr bool contains(const expr& e, std::string_view name) {
  for (const term& t : e.terms())
    for (const factor& f : t.factors)
      if (contains(f.base, name)) return true;
  return false;
}

constexpr bool is_nonnegative(const expr& e);
/// Whether the atom's value is >= 0 for all non-negative values of the names (conservative).
constexpr bool is_nonnegative(const atom& a) {
  switch (a.kind) {
    case atom_kind::name:
    case atom_kind::pow2: return true;
    case atom_kind::ceil:
    case atom_kind::floor:
    case atom_kind::inv: return is_nonnegative(a.arg()[0]);
    case atom_kind::pos: return true;
    case atom_kind::min: return is_nonnegative(a.arg()[0]) && is_nonnegative(a.arg()[1]);
    case atom_kind::clog2:
    case atom_kind::log2: return is_nonnegative(a.arg()[0] - expr(1));  // below 0 for arguments below 1
  }
  return false;
}
/// Whether e >= 0 for all non-negative values of the names (conservative: every term is).
constexpr bool is_nonnegative(const expr& e) {
  for (const term& t : e.terms()) {
    if (t.coefficient < rational(0)) return false;
    for (const factor& f : t.factors)
      if (!is_nonnegative(f.base) && f.exponent % 2 != 0) return false;
  }
  return true;
}

constexpr bool is_integer_valued(const expr& e);
constexpr bool is_integer_valued(const atom& a) {
  switch (a.kind) {
    case atom_kind::name:
    case atom_kind::ceil:
    case atom_kind::floor:
    case atom_kind::clog2: return true;
    case atom_kind::pow2: return is_integer_valued(a.arg()[0]) && is_nonnegative(a.arg()[0]);
    case atom_kind::pos: return is_integer_valued(a.arg()[0]);
    case atom_kind::min: return is_integer_valued(a.arg()[0]) && is_integer_valued(a.arg()[1]);
    case atom_kind::log2:
    case atom_kind::inv: return false;
  }
  return false;
}
namespace detail {
/// S(k, j) j!: x^k = Σ_j S(k, j) j! C(x, j) (Stirling numbers of the second kind).
constexpr std::int64_t surjections(int k, int j) {
  // number of surjections from k elements onto j: Σ_i (-1)^i C(j, i) (j - i)^k
  std::int64_t total = 0, binom = 1;
  for (int i = 0; i <= j; ++i) {
    const std::int64_t term = checked_mul(binom, ipow(j - i, k));
    total = i % 2 == 0 ? checked_add(total, term) : checked_sub(total, term);
    binom = binom * (j - i) / (i + 1);
  }
  return total;
}
}  // namespace detail

/// Whether e takes integer values for all integer values of the names: every term has integer
/// coefficients, or the polynomial over integer-valued atoms has integer coefficients in the
/// binomial basis Π C(a, j_a) (e.g. i(i-1)/2).
constexpr bool is_integer_valued(const expr& e) {
  bool plain = true;
  for (const term& t : e.terms()) {
    for (const factor& f : t.factors)
      if (f.exponent < 0 || !is_integer_valued(f.base)) return false;
    if (!t.coefficient.is_integer()) plain = false;
  }
  if (plain) return true;
  // binomial-basis coefficients: Σ_terms c Π_f S(k_f, j_f) j_f! over the choices j_f
  struct entry {
    std::vector<std::pair<const atom*, int>> key;
    rational value;
  };
  std::vector<entry> basis;
  for (const term& t : e.terms()) {
    if (t.factors.size() > 6) return false;
    std::vector<int> j(t.factors.size(), 1);
    while (true) {
      rational c = t.coefficient;
      std::vector<std::pair<const atom*, int>> key;
      for (std::size_t q = 0; q < t.factors.size(); ++q) {
        c *= rational(detail::surjections(t.factors[q].exponent, j[q]));
        key.emplace_back(&t.factors[q].base, j[q]);
      }
      bool found = false;
      for (entry& b : basis) {
        if (b.key.size() != key.size()) continue;
        bool same = true;
        for (std::size_t q = 0; q < key.size() && same; ++q)
          same = key[q].second == b.key[q].second && detail::compare(*key[q].first, *b.key[q].first) == 0;
        if (same) {
          b.value += c;
          found = true;
          break;
        }
      }
      if (!found) basis.push_back({key, c});
      std::size_t q = 0;
      while (q < j.size() && j[q] == t.factors[q].exponent) j[q++] = 1;
      if (q == j.size()) break;
      ++j[q];
    }
  }
  for (const entry& b : basis)
    if (!b.value.is_integer()) return false;
  return true;
}

}  // namespace pebble::loops
