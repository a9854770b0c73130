// Static and dynamic extents for the C++ DSL's loop bounds (docs/design.md, "Static where
// possible"): an extent is a compile-time constant (std::/hana::integral_constant, `1024_c`) or a
// plain integer. Planners take plain integers and are constexpr: with constant inputs their
// results are constants and, being structural, template arguments (pebble::distributed_mmm<T,
// Space, plan>, pebble::static_int<plan.block.m>), so extents are not carried through them as types.
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
concept derived_from_integral_constant =
    requires {
      typename T::value_type;
      { T::value } -> std::convertible_to<typename T::value_type>;
    } && std::integral<typename T::value_type> && !std::same_as<typename T::value_type, bool> &&
    std::is_base_of_v<std::integral_constant<typename T::value_type, T::value>, T>;

template <class T>
constexpr bool fits_int64(T v) {
  if constexpr (std::is_signed_v<T>) {
    return v >= std::numeric_limits<std::int64_t>::min() && v <= std::numeric_limits<std::int64_t>::max();
  } else {
    return v <= static_cast<std::make_unsigned_t<std::int64_t>>(std::numeric_limits<std::int64_t>::max());
  }
}

}  // namespace detail

/// A compile-time extent: a std::integral_constant of an integral (non-bool) type, or a class
/// derived from one such as boost::hana::integral_constant (cv/ref-qualified types accepted).
template <class T>
concept static_extent = detail::derived_from_integral_constant<std::remove_cvref_t<T>>;

/// A run-time extent: any integral type except bool.
template <class T>
concept dynamic_extent = std::integral<std::remove_cvref_t<T>> && !std::same_as<std::remove_cvref_t<T>, bool>;

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
