// Multivariate polynomials with exact rational coefficients over the affine variable slots,
// with Faulhaber summation Σ_{x=lo}^{hi-1}: the closed form of an iteration count (thesis ch. 2,
// eq. 2.2, evaluated exactly where no approximation is needed, §2.4.4).
#pragma once

#include <array>
#include <cstdint>
#include <numeric>
#include <span>
#include <string>

#include <pebble/core/error.hpp>
#include <pebble/core/rational.hpp>
#include <pebble/core/static_vector.hpp>
#include <pebble/model/affine.hpp>

namespace pebble {

/// coeff · Π var_v^exp[v].
struct polynomial_term {
  rational coeff;
  std::array<std::uint8_t, max_vars> exp{};
  friend constexpr bool operator==(const polynomial_term&, const polynomial_term&) = default;
};

class polynomial {
 public:
  static constexpr std::size_t max_terms = 160;

  constexpr polynomial() = default;
  static constexpr polynomial constant(rational c) {
    polynomial p;
    p.add_term({c, {}});
    return p;
  }
  static constexpr polynomial var(std::size_t slot) {
    polynomial p;
    polynomial_term t{1, {}};
    t.exp[slot] = 1;
    p.add_term(t);
    return p;
  }
  static constexpr polynomial from_affine(const affine_expr& e) {
    polynomial p = constant(e.constant);
    for (std::size_t v = 0; v < max_vars; ++v)
      if (e.coeff[v] != 0) {
        polynomial_term t{e.coeff[v], {}};
        t.exp[v] = 1;
        p.add_term(t);
      }
    return p;
  }

  constexpr std::span<const polynomial_term> terms() const { return {terms_.begin(), terms_.end()}; }
  constexpr bool is_zero() const { return terms_.empty(); }
  constexpr unsigned degree_in(std::size_t slot) const {
    unsigned d = 0;
    for (const auto& t : terms_) d = t.exp[slot] > d ? t.exp[slot] : d;
    return d;
  }
  constexpr unsigned total_degree() const {
    unsigned d = 0;
    for (const auto& t : terms_) {
      unsigned s = 0;
      for (auto e : t.exp) s += e;
      d = s > d ? s : d;
    }
    return d;
  }
  /// True when no loop-index slot appears.
  constexpr bool index_free() const {
    for (const auto& t : terms_)
      for (std::size_t i = 0; i < max_indices; ++i)
        if (t.exp[i] != 0) return false;
    return true;
  }

  friend constexpr polynomial operator+(polynomial a, const polynomial& b) {
    for (const auto& t : b.terms_) a.add_term(t);
    return a;
  }
  friend constexpr polynomial operator-(polynomial a, const polynomial& b) {
    for (auto t : b.terms_) {
      t.coeff = -t.coeff;
      a.add_term(t);
    }
    return a;
  }
  friend constexpr polynomial operator*(const polynomial& a, const polynomial& b) {
    polynomial r;
    for (const auto& x : a.terms_)
      for (const auto& y : b.terms_) {
        polynomial_term t{x.coeff * y.coeff, {}};
        for (std::size_t v = 0; v < max_vars; ++v) {
          unsigned e = unsigned(x.exp[v]) + unsigned(y.exp[v]);
          check(e < 256, "polynomial degree exceeds 255");
          t.exp[v] = static_cast<std::uint8_t>(e);
        }
        r.add_term(t);
      }
    return r;
  }
  constexpr polynomial pow(unsigned k) const {
    polynomial r = constant(1);
    for (unsigned i = 0; i < k; ++i) r = r * *this;
    return r;
  }
  friend constexpr bool operator==(const polynomial&, const polynomial&) = default;

  /// The polynomial with `slot` replaced by `value`.
  constexpr polynomial substitute(std::size_t slot, const polynomial& value) const {
    unsigned d = degree_in(slot);
    polynomial r;
    polynomial power = constant(1);
    for (unsigned e = 0; e <= d; ++e) {
      r = r + coefficient(slot, e) * power;
      if (e < d) power = power * value;
    }
    return r;
  }

  /// The coefficient of var_slot^e, as a polynomial in the other variables.
  constexpr polynomial coefficient(std::size_t slot, unsigned e) const {
    polynomial r;
    for (auto t : terms_)
      if (t.exp[slot] == e) {
        t.exp[slot] = 0;
        r.add_term(t);
      }
    return r;
  }

  /// Σ_{x=lo}^{hi-1} p(x) with x = var `slot` (Faulhaber): a polynomial identity, so it equals
  /// the sum for every integer lo <= hi, and 0 when lo == hi.
  constexpr polynomial sum_over(std::size_t slot, const affine_expr& lo, const affine_expr& hi) const {
    unsigned d = degree_in(slot);
    polynomial lo_p = from_affine(lo), hi_p = from_affine(hi);
    polynomial r;
    for (unsigned e = 0; e <= d; ++e) {
      polynomial q = coefficient(slot, e);
      if (q.is_zero()) continue;
      r = r + q * (faulhaber(e, hi_p) - faulhaber(e, lo_p));
    }
    return r;
  }

  /// Exact value with every slot bound; the value must be an integer that fits int64.
  constexpr std::int64_t evaluate_integer(std::span<const std::int64_t, max_vars> values) const {
    __extension__ using i128 = __int128;
    std::int64_t den = 1;
    for (const auto& t : terms_) {
      std::int64_t g = std::gcd(den, t.coeff.den());
      std::int64_t l = 0;
      check(!mul_overflow(den / g, t.coeff.den(), &l), "polynomial denominator overflow");
      den = l;
    }
    i128 sum = 0;
    for (const auto& t : terms_) {
      i128 term = static_cast<i128>(t.coeff.num()) * (den / t.coeff.den());
      for (std::size_t v = 0; v < max_vars; ++v)
        for (unsigned e = 0; e < t.exp[v]; ++e)
          check(!mul_overflow(term, static_cast<i128>(values[v]), &term), "the value of a count polynomial overflows",
                " 128 bits");
      check(!add_overflow(sum, term, &sum), "the value of a count polynomial overflows 128 bits");
    }
    check(sum % den == 0, "a count polynomial evaluated to a non-integer (internal error)");
    i128 q = sum / den;
    check(q >= INT64_MIN && q <= INT64_MAX, "a count exceeds 2^63");
    return static_cast<std::int64_t>(q);
  }

  constexpr double evaluate_double(std::span<const double, max_vars> values) const {
    double sum = 0;
    for (const auto& t : terms_) {
      double term = t.coeff.to_double();
      for (std::size_t v = 0; v < max_vars; ++v)
        for (unsigned e = 0; e < t.exp[v]; ++e) term *= values[v];
      sum += term;
    }
    return sum;
  }

 private:
  // Σ_{x=0}^{n-1} x^e as a polynomial in n, with n replaced by `n`:
  // (1/(e+1)) Σ_{j=0}^{e} C(e+1, j) B_j n^{e+1-j}, Bernoulli numbers with B_1 = -1/2.
  static constexpr polynomial faulhaber(unsigned e, const polynomial& n) {
    check(e < 20, "Faulhaber sums are implemented up to degree 19");
    std::array<rational, 21> bern{};
    std::array<std::array<std::int64_t, 22>, 22> binom{};
    for (unsigned m = 0; m < 22; ++m) {
      binom[m][0] = 1;
      for (unsigned j = 1; j <= m; ++j) binom[m][j] = binom[m - 1][j - 1] + (j < m ? binom[m - 1][j] : 0);
    }
    bern[0] = 1;
    for (unsigned m = 1; m <= e; ++m) {
      rational s = 0;
      for (unsigned j = 0; j < m; ++j) s += rational(binom[m + 1][j]) * bern[j];
      bern[m] = -s / rational(static_cast<std::int64_t>(m + 1));
    }
    // Σ_{k=1}^{e+1} a_k n^k with a_k = C(e+1, e+1−k) B_{e+1−k} / (e+1), one running power.
    polynomial r;
    polynomial power = n;
    for (unsigned k = 1; k <= e + 1; ++k) {
      unsigned j = e + 1 - k;
      rational c = rational(binom[e + 1][j]) * bern[j] / rational(static_cast<std::int64_t>(e + 1));
      if (!c.is_zero()) r = r + constant(c) * power;
      if (k <= e) power = power * n;
    }
    return r;
  }

  constexpr void add_term(const polynomial_term& t) {
    if (t.coeff.is_zero()) return;
    std::size_t i = 0;
    while (i < terms_.size() && terms_[i].exp > t.exp) ++i;
    if (i < terms_.size() && terms_[i].exp == t.exp) {
      terms_[i].coeff += t.coeff;
      if (terms_[i].coeff.is_zero()) terms_.erase(terms_.begin() + i);
      return;
    }
    check(!terms_.full(), "a closed-form count has more than 160 terms");
    terms_.insert(terms_.begin() + i, t);
  }

  static_vector<polynomial_term, max_terms> terms_;
};

/// "(2*N^3-3*N^2+N)/6", "M*N*K", "T*N-2*T": one common denominator, terms in descending order.
inline std::string to_string(const polynomial& p, const variable_names& names) {
  if (p.is_zero()) return "0";
  std::int64_t den = 1;
  for (const auto& t : p.terms()) den = std::lcm(den, t.coeff.den());
  std::string out;
  for (const auto& t : p.terms()) {
    std::int64_t c = t.coeff.num() * (den / t.coeff.den());
    std::string mono;
    for (std::size_t v = 0; v < max_vars; ++v) {
      if (t.exp[v] == 0) continue;
      if (!mono.empty()) mono += "*";
      mono += names.of(v);
      if (t.exp[v] > 1) {
        mono += '^';
        mono += std::to_string(t.exp[v]);
      }
    }
    if (c < 0) out += "-";
    else if (!out.empty()) out += "+";
    std::int64_t a = c < 0 ? -c : c;
    if (mono.empty() || a != 1) out += std::to_string(a);
    if (!mono.empty() && a != 1) out += '*';
    out += mono;
  }
  if (den != 1) {
    out.insert(out.begin(), '(');
    out += ")/";
    out += std::to_string(den);
  }
  return out;
}

}  // namespace pebble
