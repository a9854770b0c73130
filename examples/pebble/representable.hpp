// Values a run takes as doubles (--alpha, --beta, the entries of --input and --rhs) and converts to
// its element type (--type): a value that changes kind on the way is refused, naming where it came
// from. A nonzero that becomes 0 or subnormal in float (1e-300), or a finite that becomes infinite
// (1e300), would make a run compute something else than asked and then fail its verification (exit
// 1); it is an input error (exit 2) instead.
#pragma once

#include <limits>
#include <sstream>
#include <string>

#include <pebble/core/representable.hpp>

namespace pebble_tool {

/// Empty when x keeps its kind converted to T; else what it becomes and the range T represents,
/// "1e-300 becomes 0 as a float (its normal numbers: 1.17549e-38 to 3.40282e+38 in magnitude)".
template <class T>
std::string kind_change(double x, const std::string& type) {
  if (pebble::keeps_kind<T>(x)) return "";
  std::ostringstream t;
  t.precision(6);
  const pebble::number_kind k = pebble::kind_as<T>(x);
  t << x << " becomes ";
  if (k == pebble::number_kind::infinite) t << (x < 0 ? "-inf" : "inf");
  else t << static_cast<T>(x);  // in T's range: the conversion is defined
  t << " as a " << type << " (its normal numbers: " << std::numeric_limits<T>::min() << " to "
    << std::numeric_limits<T>::max() << " in magnitude)";
  return t.str();
}

}  // namespace pebble_tool
