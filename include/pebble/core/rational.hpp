// Exact rational numbers over int64 with overflow checks: the coefficients of closed-form
// counts (Faulhaber sums of iteration domains) and of exact bound formulas.
#pragma once

#include <compare>
#include <cstdint>
#include <numeric>
#include <string>

#include <pebble/core/error.hpp>
#include <pebble/core/math.hpp>

namespace pebble {

class rational {
 public:
  constexpr rational() : num_(0), den_(1) {}
  constexpr rational(std::int64_t n) : num_(n), den_(1) {}  // NOLINT: integers convert implicitly
  constexpr rational(std::int64_t n, std::int64_t d) : num_(n), den_(d) {
    check(d != 0, "rational with a zero denominator");
    normalize();
  }

  constexpr std::int64_t num() const { return num_; }
  constexpr std::int64_t den() const { return den_; }
  constexpr bool is_integer() const { return den_ == 1; }
  constexpr bool is_zero() const { return num_ == 0; }
  constexpr double to_double() const { return static_cast<double>(num_) / static_cast<double>(den_); }

  friend constexpr rational operator+(rational a, rational b) {
    std::int64_t g = std::gcd(a.den_, b.den_);
    std::int64_t bd = b.den_ / g;
    return make(checked_add(checked_mul(a.num_, bd), checked_mul(b.num_, a.den_ / g)), checked_mul(a.den_, bd));
  }
  friend constexpr rational operator-(rational a) { return make(checked_mul(a.num_, -1), a.den_); }
  friend constexpr rational operator-(rational a, rational b) { return a + (-b); }
  friend constexpr rational operator*(rational a, rational b) {
    std::int64_t g1 = std::gcd(a.num_, b.den_), g2 = std::gcd(b.num_, a.den_);
    if (g1 == 0) g1 = 1;
    if (g2 == 0) g2 = 1;
    return make(checked_mul(a.num_ / g1, b.num_ / g2), checked_mul(a.den_ / g2, b.den_ / g1));
  }
  friend constexpr rational operator/(rational a, rational b) {
    check(b.num_ != 0, "rational division by zero");
    return a * rational(b.den_, b.num_);
  }
  constexpr rational& operator+=(rational b) { return *this = *this + b; }
  constexpr rational& operator-=(rational b) { return *this = *this - b; }
  constexpr rational& operator*=(rational b) { return *this = *this * b; }
  constexpr rational& operator/=(rational b) { return *this = *this / b; }

  friend constexpr bool operator==(rational a, rational b) = default;
  friend constexpr std::strong_ordering operator<=>(rational a, rational b) {
    // Compare a.num/a.den with b.num/b.den exactly in 128 bits (dens are positive).
    __extension__ using i128 = __int128;
    i128 l = static_cast<i128>(a.num_) * b.den_, r = static_cast<i128>(b.num_) * a.den_;
    return l < r ? std::strong_ordering::less : (l > r ? std::strong_ordering::greater : std::strong_ordering::equal);
  }

  /// "3", "-1/2".
  std::string to_string() const {
    return den_ == 1 ? std::to_string(num_) : std::to_string(num_) + "/" + std::to_string(den_);
  }

 private:
  static constexpr rational make(std::int64_t n, std::int64_t d) {
    rational r;
    r.num_ = n;
    r.den_ = d;
    r.normalize();
    return r;
  }
  constexpr void normalize() {
    if (den_ < 0) {
      num_ = checked_mul(num_, -1);
      den_ = checked_mul(den_, -1);
    }
    std::int64_t g = std::gcd(num_, den_);
    if (g > 1) {
      num_ /= g;
      den_ /= g;
    }
    if (num_ == 0) den_ = 1;
  }

 public:
  // Public only because a structural type (one usable as a template argument) may have no
  // private data; always in lowest terms with den_ > 0, so use the interface.
  std::int64_t num_;
  std::int64_t den_;
};

}  // namespace pebble
