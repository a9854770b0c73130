// Values a run takes as doubles (--alpha, --beta, the entries of --input and --rhs) and converts to
// its element type (--type): a value that changes kind on the way is refused, naming where it came
// from. A nonzero that becomes 0 or subnormal in float (1e-300), or a finite that becomes infinite
// (1e300), would make a run compute something else than asked and then fail its verification (exit
// 1); it is an input error (exit 2) instead.
#pragma once

#include <cmath>
#include <limits>
#include <sstream>
#include <string>

namespace pebble_tool {

/// Whether x keeps its kind (zero, subnormal, normal, infinite, NaN) converted to T.
template <class T>
bool keeps_kind(double x) {
  return std::fpclassify(static_cast<T>(x)) == std::fpclassify(x);
}

/// Empty when x keeps its kind converted to T; else what it becomes and the range T represents,
/// "1e-300 becomes 0 as a float (its normal numbers: 1.17549e-38 to 3.40282e+38 in magnitude)".
template <class T>
std::string kind_change(double x, const std::string& type) {
  if (keeps_kind<T>(x)) return "";
  std::ostringstream t;
  t.precision(6);
  t << x << " becomes " << static_cast<T>(x) << " as a " << type
    << " (its normal numbers: " << std::numeric_limits<T>::min() << " to " << std::numeric_limits<T>::max()
    << " in magnitude)";
  return t.str();
}

}  // namespace pebble_tool
