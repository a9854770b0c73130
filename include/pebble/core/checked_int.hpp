// constexpr integer arithmetic for the planning layer (docs/design.md, "constexpr first"):
// overflow-checked addition and multiplication on any integer type, exact integer roots, powers and
// divisions.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>

#include <pebble/core/error.hpp>

namespace pebble {

// ============================================================================================
// Integer arithmetic (std::int64_t)
// ============================================================================================

// Overflow-checked arithmetic on any integer type, std::int64_t and the 128-bit GNU integers
// included: add_overflow(a, b, &r) stores a + b in r and returns whether it overflowed, as GCC's
// and Clang's __builtin_add_overflow do; the operands are converted to r's type first. In
// constant evaluation they compare against the type's limits (nvcc's front end, like MSVC, does
// not evaluate the builtins in constant expressions); at run time they use the builtin where the
// compiler has it.

namespace detail {
template <class T>
inline constexpr bool is_signed_integer = T(-1) < T(0);
// The largest and smallest values of T (std::numeric_limits knows __int128 only in GNU mode).
template <class T>
constexpr T integer_max() {
  if constexpr (is_signed_integer<T>) {
    T half = 1;
    for (std::size_t bit = 0; bit + 2 < 8 * sizeof(T); ++bit) half = static_cast<T>(half * 2);
    return static_cast<T>((half - 1) + half);  // 2^(bits-1) - 1 without overflowing
  } else {
    return static_cast<T>(~T{0});
  }
}
template <class T>
constexpr T integer_min() {
  if constexpr (is_signed_integer<T>) return static_cast<T>(-integer_max<T>() - 1);
  else return T{0};
}
}  // namespace detail

#if defined(__has_builtin)
#if __has_builtin(__builtin_add_overflow) && __has_builtin(__builtin_sub_overflow) && \
    __has_builtin(__builtin_mul_overflow)
#define PEBBLE_DETAIL_OVERFLOW_BUILTINS 1
#endif
#endif

/// r = a + b; true when the sum does not fit in T (r is then unspecified).
template <class T>
constexpr bool add_overflow(std::type_identity_t<T> a, std::type_identity_t<T> b, T* r) {
#ifdef PEBBLE_DETAIL_OVERFLOW_BUILTINS
  if (!std::is_constant_evaluated()) return __builtin_add_overflow(a, b, r);
#endif
  bool overflow = false;
  if constexpr (detail::is_signed_integer<T>)
    overflow = b < T{0} ? a < detail::integer_min<T>() - b : a > detail::integer_max<T>() - b;
  else overflow = a > detail::integer_max<T>() - b;
  if (overflow) return true;
  *r = static_cast<T>(a + b);
  return false;
}

/// r = a - b; true when the difference does not fit in T.
template <class T>
constexpr bool sub_overflow(std::type_identity_t<T> a, std::type_identity_t<T> b, T* r) {
#ifdef PEBBLE_DETAIL_OVERFLOW_BUILTINS
  if (!std::is_constant_evaluated()) return __builtin_sub_overflow(a, b, r);
#endif
  bool overflow = false;
  if constexpr (detail::is_signed_integer<T>)
    overflow = b < T{0} ? a > detail::integer_max<T>() + b : a < detail::integer_min<T>() + b;
  else overflow = a < b;
  if (overflow) return true;
  *r = static_cast<T>(a - b);
  return false;
}

/// r = a * b; true when the product does not fit in T.
template <class T>
constexpr bool mul_overflow(std::type_identity_t<T> a, std::type_identity_t<T> b, T* r) {
#ifdef PEBBLE_DETAIL_OVERFLOW_BUILTINS
  if (!std::is_constant_evaluated()) return __builtin_mul_overflow(a, b, r);
#endif
  constexpr T max = detail::integer_max<T>(), min = detail::integer_min<T>();
  bool overflow = false;
  if constexpr (detail::is_signed_integer<T>) {
    if (a > T{0}) overflow = b > T{0} ? a > max / b : b < min / a;
    else overflow = b > T{0} ? a < min / b : (a != T{0} && b < max / a);
  } else {
    overflow = a != T{0} && b > max / a;
  }
  if (overflow) return true;
  *r = static_cast<T>(a * b);
  return false;
}

/// a + b, failing with pebble::error when the sum does not fit in std::int64_t.
constexpr std::int64_t checked_add(std::int64_t a, std::int64_t b) {
  std::int64_t r = 0;
  check(!add_overflow(a, b, &r), "pebble::checked_add: overflow in a + b, a=", a, ", b=", b);
  return r;
}

/// a - b, failing with pebble::error when the difference does not fit in std::int64_t.
constexpr std::int64_t checked_sub(std::int64_t a, std::int64_t b) {
  std::int64_t r = 0;
  check(!sub_overflow(a, b, &r), "pebble::checked_sub: overflow in a - b, a=", a, ", b=", b);
  return r;
}

/// a * b, failing with pebble::error when the product does not fit in std::int64_t.
constexpr std::int64_t checked_mul(std::int64_t a, std::int64_t b) {
  std::int64_t r = 0;
  check(!mul_overflow(a, b, &r), "pebble::checked_mul: overflow in a * b, a=", a, ", b=", b);
  return r;
}

/// floor(a / b) for any signs (b != 0), e.g. floor_div(-7, 2) == -4.
constexpr std::int64_t floor_div(std::int64_t a, std::int64_t b) {
  check(b != 0, "pebble::floor_div: division by zero, a=", a);
  check(!(a == std::numeric_limits<std::int64_t>::min() && b == -1), "pebble::floor_div: overflow in a / b, a=", a,
        ", b=", b);
  std::int64_t q = a / b;
  if (a % b != 0 && ((a < 0) != (b < 0))) --q;
  return q;
}

/// ceil(a / b) for any signs (b != 0), e.g. ceil_div(7, 2) == 4, ceil_div(-7, 2) == -3.
constexpr std::int64_t ceil_div(std::int64_t a, std::int64_t b) {
  check(b != 0, "pebble::ceil_div: division by zero, a=", a);
  check(!(a == std::numeric_limits<std::int64_t>::min() && b == -1), "pebble::ceil_div: overflow in a / b, a=", a,
        ", b=", b);
  std::int64_t q = a / b;
  if (a % b != 0 && ((a < 0) == (b < 0))) ++q;
  return q;
}

/// base^exp exactly (exp >= 0, 0^0 == 1); fails when the result does not fit in std::int64_t.
constexpr std::int64_t ipow(std::int64_t base, std::int64_t exp) {
  check(exp >= 0, "pebble::ipow: negative exponent, base=", base, ", exp=", exp);
  std::int64_t result = 1;
  std::int64_t b = base;
  std::int64_t e = exp;
  bool overflow = false;
  // Squaring b only happens while a higher bit of e is pending, and |b^2| <= |final result|
  // then (for |b| >= 2), so an overflow while squaring implies the result overflows.
  while (true) {
    if (e & 1) overflow |= mul_overflow(result, b, &result);
    e >>= 1;
    if (e == 0) break;
    overflow |= mul_overflow(b, b, &b);
  }
  check(!overflow, "pebble::ipow: base^exp does not fit in std::int64_t, base=", base, ", exp=", exp);
  return result;
}

/// floor(sqrt(n)) exactly, for every n in [0, INT64_MAX].
constexpr std::int64_t isqrt(std::int64_t n) {
  check(n >= 0, "pebble::isqrt: negative argument n=", n);
  // Digit-by-digit (base 4) square root: exact, 32 steps.
  std::uint64_t x = static_cast<std::uint64_t>(n);
  std::uint64_t r = 0;
  std::uint64_t bit = std::uint64_t{1} << 62;
  while (bit > x) bit >>= 2;
  while (bit != 0) {
    if (x >= r + bit) {
      x -= r + bit;
      r = (r >> 1) + bit;
    } else {
      r >>= 1;
    }
    bit >>= 2;
  }
  return static_cast<std::int64_t>(r);
}

/// floor(cbrt(n)) exactly, for every n in [0, INT64_MAX].
constexpr std::int64_t icbrt(std::int64_t n) {
  check(n >= 0, "pebble::icbrt: negative argument n=", n);
  // Digit-by-digit (base 8) cube root (Hacker's Delight 11-2), 21 steps. The test is done on
  // x >> s instead of x >= b << s so that b << s is only formed when it is <= x (no overflow).
  std::uint64_t x = static_cast<std::uint64_t>(n);
  std::uint64_t y = 0;
  for (int s = 60; s >= 0; s -= 3) {
    y *= 2;
    const std::uint64_t b = 3 * y * (y + 1) + 1;
    if ((x >> s) >= b) {
      x -= b << s;
      ++y;
    }
  }
  return static_cast<std::int64_t>(y);
}

}  // namespace pebble
