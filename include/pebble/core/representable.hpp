// Whether a value keeps its kind converted to a floating-point type. A scalar or an entry given as
// a double and used as a float can change meaning on the way: 1e-300 becomes 0, 1e300 becomes
// infinite. A computation would then do something else than asked (alpha = 0 drops the product)
// and only a later check could notice; pebble treats such a value as an input error instead.
// Constant expressions: the kinds are decided by comparisons, without converting a value that
// lies outside the target's range (a conversion the language leaves undefined).
#pragma once

#include <concepts>
#include <limits>

namespace pebble {

/// The kind of a floating-point value, as std::fpclassify names them.
enum class number_kind { zero, subnormal, normal, infinite, nan };

/// The kind of x.
template <std::floating_point F>
[[nodiscard]] constexpr number_kind kind_of(F x) {
  if (x != x) return number_kind::nan;
  if (x == 0) return number_kind::zero;
  const F magnitude = x < 0 ? -x : x;
  if (magnitude > std::numeric_limits<F>::max()) return number_kind::infinite;
  if (magnitude < std::numeric_limits<F>::min()) return number_kind::subnormal;
  return number_kind::normal;
}

/// The kind x takes converted to T: a finite x beyond T's largest value becomes infinite, a nonzero
/// x below T's smallest normal value becomes subnormal or 0.
template <std::floating_point T, class From>
  requires std::is_arithmetic_v<From>
[[nodiscard]] constexpr number_kind kind_as(From x) {
  if constexpr (std::integral<From>) {
    return x == 0 ? number_kind::zero : number_kind::normal;  // every integer type's range is inside float's
  } else {
    const number_kind k = kind_of(x);
    if (k == number_kind::nan || k == number_kind::infinite || k == number_kind::zero) return k;
    const From magnitude = x < 0 ? -x : x;
    if constexpr (std::numeric_limits<T>::max_exponent < std::numeric_limits<From>::max_exponent) {
      // T is the narrower: its largest value is a From
      if (magnitude > static_cast<From>(std::numeric_limits<T>::max())) return number_kind::infinite;
    }
    if constexpr (std::numeric_limits<T>::min_exponent > std::numeric_limits<From>::min_exponent) {
      // below T's normal range, by comparison too (nvcc's front end refuses to evaluate a conversion
      // that underflows): half the least subnormal or less rounds to 0 (ties to even), what lies
      // within half a subnormal step of the least normal rounds up to it
      const From tiny = static_cast<From>(std::numeric_limits<T>::denorm_min());
      const From least_normal = static_cast<From>(std::numeric_limits<T>::min());
      if (magnitude <= tiny / 2) return number_kind::zero;
      if (magnitude < least_normal - tiny / 2) return number_kind::subnormal;
      if (magnitude < least_normal) return number_kind::normal;
    }
    return kind_of(static_cast<T>(x));
  }
}

/// Whether x keeps its kind converted to T: a nonzero stays nonzero, a normal number normal, a
/// finite number finite, NaN and infinities what they are. (A subnormal that a wider T holds as a
/// normal number keeps its value, and passes.)
template <std::floating_point T, class From>
  requires std::is_arithmetic_v<From>
[[nodiscard]] constexpr bool keeps_kind(From x) {
  if constexpr (std::integral<From>) {
    return true;
  } else {
    const number_kind from = kind_of(x), to = kind_as<T>(x);
    return from == to || (from == number_kind::subnormal && to == number_kind::normal);
  }
}

}  // namespace pebble
