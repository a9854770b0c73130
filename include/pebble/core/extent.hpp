// Static/dynamic extents and lifting (docs/design.md, "Static where possible", the CuTe idea): an
// extent is a compile-time constant (std::/hana::integral_constant) or a plain integer, and a
// lifted function gives a static result when all its inputs are static, a std::int64_t otherwise.
#pragma once

#include <concepts>
#include <cstdint>
#include <limits>
#include <type_traits>

#include <pebble/core/error.hpp>
#include <pebble/core/math.hpp>

namespace pebble {

/// A compile-time integer extent.
template <std::int64_t V>
using static_int = std::integral_constant<std::int64_t, V>;

namespace detail {

// True for std::integral_constant<U, v> with integral non-bool U, and for classes derived
// from one (boost::hana::integral_constant<U, v>, so hana::int_c<4>, hana::llong_c<4>, ...).
template <class T>
concept derived_from_integral_constant = requires {
  typename T::value_type;
  { T::value } -> std::convertible_to<typename T::value_type>;
} && std::integral<typename T::value_type> && !std::same_as<typename T::value_type, bool> &&
    std::is_base_of_v<std::integral_constant<typename T::value_type, T::value>, T>;

template <class T>
constexpr bool fits_int64(T v) {
  if constexpr (std::is_signed_v<T>) {
    return v >= std::numeric_limits<std::int64_t>::min() &&
           v <= std::numeric_limits<std::int64_t>::max();
  } else {
    return v <= static_cast<std::make_unsigned_t<std::int64_t>>(
                    std::numeric_limits<std::int64_t>::max());
  }
}

// std::int64_t for every E. A class member rather than an alias template that drops its parameter:
// nvcc's front end folds such an alias inside a pack expansion and hands the host compiler
// "std::int64_t..." with no pack left.
template <class>
struct as_int64 {
  using type = std::int64_t;
};

}  // namespace detail

/// A compile-time extent: a std::integral_constant of an integral (non-bool) type, or a class
/// derived from one such as boost::hana::integral_constant (cv/ref-qualified types accepted).
template <class T>
concept static_extent = detail::derived_from_integral_constant<std::remove_cvref_t<T>>;

/// A run-time extent: any integral type except bool.
template <class T>
concept dynamic_extent =
    std::integral<std::remove_cvref_t<T>> && !std::same_as<std::remove_cvref_t<T>, bool>;

/// A static or a dynamic extent.
template <class T>
concept extent = static_extent<T> || dynamic_extent<T>;

/// Whether T is a static extent.
template <class T>
inline constexpr bool is_static_v = static_extent<T>;

/// The value of a static extent type as std::int64_t (compile error if it does not fit).
template <static_extent E>
inline constexpr std::int64_t static_value_v = [] {
  constexpr auto v = std::remove_cvref_t<E>::value;
  static_assert(detail::fits_int64(v), "pebble: static extent value does not fit in int64_t");
  return static_cast<std::int64_t>(v);
}();

/// The value of an extent as std::int64_t (fails if an unsigned value exceeds INT64_MAX).
template <extent E>
constexpr std::int64_t value_of(const E& e) {
  if constexpr (static_extent<E>) {
    return static_value_v<E>;
  } else {
    check(detail::fits_int64(e), "pebble::value_of: extent does not fit in int64_t: ", e);
    return static_cast<std::int64_t>(e);
  }
}

/// Applies the stateless constexpr callable type F to the values of the extents: the result is
/// `static_int<F{}(value_of(e)...)>{}` when every argument is static, else a std::int64_t.
///
/// Writing your own lifted function: write the math once on std::int64_t values as a function
/// object type (a struct with a constexpr operator(), or the type of a captureless lambda held
/// in an `inline constexpr` variable, so that every translation unit sees the same type), then
/// lift it at the API boundary:
///
///     struct halo_fn {  // the math, on values
///       constexpr std::int64_t operator()(std::int64_t n, std::int64_t h) const {
///         return pebble::checked_add(n, 2 * h);
///       }
///     };
///     template <pebble::extent N, pebble::extent H>
///     constexpr auto halo(N n, H h) { return pebble::lift<halo_fn>(n, h); }
///
///     // or:  inline constexpr auto halo_math = [](std::int64_t n, std::int64_t h) { ... };
///     //      ... return pebble::lift<decltype(halo_math)>(n, h);
///
///     static_assert(std::is_same_v<decltype(halo(64_c, 1_c)), pebble::static_int<66>>);
///     // halo(n, 1_c) with an int n is a std::int64_t.
///
/// A pebble::check failing inside F on static arguments is a compile error showing its message.
template <class F, extent... E>
  requires std::is_empty_v<F> && std::default_initializable<F> &&
           std::convertible_to<std::invoke_result_t<const F&, typename detail::as_int64<E>::type...>, std::int64_t>
constexpr auto lift(const E&... e) {
  if constexpr ((static_extent<E> && ...)) {
    return static_int<static_cast<std::int64_t>(F{}(static_value_v<E>...))>{};
  } else {
    return static_cast<std::int64_t>(F{}(value_of(e)...));
  }
}

/// Lifted integer operations on extents: static results for static arguments.
namespace ext {

namespace fn {
struct product {
  template <class... V>
  constexpr std::int64_t operator()(V... v) const {
    std::int64_t r = 1;
    ((r = checked_mul(r, v)), ...);
    return r;
  }
};
struct sum {
  template <class... V>
  constexpr std::int64_t operator()(V... v) const {
    std::int64_t r = 0;
    ((r = checked_add(r, v)), ...);
    return r;
  }
};
struct min {
  template <class... V>
  constexpr std::int64_t operator()(std::int64_t first, V... v) const {
    ((first = v < first ? v : first), ...);
    return first;
  }
};
struct max {
  template <class... V>
  constexpr std::int64_t operator()(std::int64_t first, V... v) const {
    ((first = v > first ? v : first), ...);
    return first;
  }
};
struct ceil_div {
  constexpr std::int64_t operator()(std::int64_t a, std::int64_t b) const {
    return pebble::ceil_div(a, b);
  }
};
struct floor_div {
  constexpr std::int64_t operator()(std::int64_t a, std::int64_t b) const {
    return pebble::floor_div(a, b);
  }
};
struct isqrt {
  constexpr std::int64_t operator()(std::int64_t n) const { return pebble::isqrt(n); }
};
struct icbrt {
  constexpr std::int64_t operator()(std::int64_t n) const { return pebble::icbrt(n); }
};
struct ipow {
  constexpr std::int64_t operator()(std::int64_t base, std::int64_t exp) const {
    return pebble::ipow(base, exp);
  }
};
}  // namespace fn

/// The product of any number of extents (1 for none); overflow is checked.
template <extent... E>
constexpr auto product(const E&... e) {
  return lift<fn::product>(e...);
}

/// The sum of any number of extents (0 for none); overflow is checked.
template <extent... E>
constexpr auto sum(const E&... e) {
  return lift<fn::sum>(e...);
}

/// The smallest of one or more extents.
template <extent E0, extent... E>
constexpr auto min(const E0& e0, const E&... e) {
  return lift<fn::min>(e0, e...);
}

/// The largest of one or more extents.
template <extent E0, extent... E>
constexpr auto max(const E0& e0, const E&... e) {
  return lift<fn::max>(e0, e...);
}

/// ceil(a / b), see pebble::ceil_div.
template <extent A, extent B>
constexpr auto ceil_div(const A& a, const B& b) {
  return lift<fn::ceil_div>(a, b);
}

/// floor(a / b), see pebble::floor_div.
template <extent A, extent B>
constexpr auto floor_div(const A& a, const B& b) {
  return lift<fn::floor_div>(a, b);
}

/// floor(sqrt(n)), see pebble::isqrt.
template <extent N>
constexpr auto isqrt(const N& n) {
  return lift<fn::isqrt>(n);
}

/// floor(cbrt(n)), see pebble::icbrt.
template <extent N>
constexpr auto icbrt(const N& n) {
  return lift<fn::icbrt>(n);
}

/// base^exp with overflow check, see pebble::ipow.
template <extent B, extent X>
constexpr auto ipow(const B& base, const X& exp) {
  return lift<fn::ipow>(base, exp);
}

}  // namespace ext

namespace literals {

namespace detail {
template <char... C>
constexpr std::int64_t parse_integer_literal() {
  constexpr char s[] = {C...};
  constexpr std::size_t n = sizeof...(C);
  std::size_t i = 0;
  std::uint64_t base = 10;
  if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    i = 2;
  } else if (n >= 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
    base = 2;
    i = 2;
  } else if (n >= 2 && s[0] == '0') {
    base = 8;
    i = 1;
  }
  std::int64_t v = 0;
  for (; i < n; ++i) {
    const char c = s[i];
    if (c == '\'') continue;
    std::int64_t d = 0;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
    check(static_cast<std::uint64_t>(d) < base, "pebble::literals::_c: invalid digit");
    v = checked_add(checked_mul(v, static_cast<std::int64_t>(base)), d);
  }
  return v;
}
}  // namespace detail

/// `64_c` is `pebble::static_int<64>{}` (decimal, 0x hex, 0b binary, octal, digit separators).
/// `-4_c` is unary minus on static_int<4>, a plain std::int64_t: write static_int<-4>{}. Do not
/// combine `using namespace boost::hana::literals` with this namespace (hana's _c clashes).
template <char... C>
constexpr auto operator""_c() {
  return static_int<detail::parse_integer_literal<C...>()>{};
}

}  // namespace literals

}  // namespace pebble
