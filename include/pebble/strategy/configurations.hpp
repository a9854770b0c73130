// The configuration sets of an operator (PaSE, Alg. 1 line 5): every way to split the
// dimensions of its iteration domain over processors, (c_1, ..., c_dim) with c_i >= 1 and
// prod c_i <= p by default. Options narrow the set: prod c_i = p (every processor busy), powers of
// two only, c_i dividing the size of dimension i (no ragged blocks), c_i at most a limit (no more
// parts than elements). Plan side, constexpr.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/strategy/problem.hpp>

namespace pebble::strategy {

struct configuration_options {
  bool all_processors = false;  ///< prod c_i = p instead of <= p
  bool powers_of_two = false;   ///< every c_i a power of two
  std::vector<std::int64_t> dimension_sizes;   ///< when given: c_i divides dimension_sizes[i] (and c_i <= it)
  std::vector<std::int64_t> dimension_limits;  ///< when given: c_i <= dimension_limits[i]
};

/// Every configuration of an operator with `dims` dimensions on `procs` processors, in
/// lexicographic order (the first dimension's count most significant).
constexpr std::vector<configuration> configurations(std::size_t dims, std::int64_t procs,
                                                     const configuration_options& o = {}) {
  check(dims >= 1 && dims <= max_dims, "pebble::strategy: an operator has 1 to ", max_dims, " dimensions; got ", dims);
  check(procs >= 1, "pebble::strategy: the number of processors must be >= 1; got ", procs);
  check(o.dimension_sizes.empty() || o.dimension_sizes.size() == dims, "pebble::strategy: ",
        o.dimension_sizes.size(), " dimension sizes for an operator of ", dims, " dimensions");
  check(o.dimension_limits.empty() || o.dimension_limits.size() == dims, "pebble::strategy: ",
        o.dimension_limits.size(), " dimension limits for an operator of ", dims, " dimensions");
  for (std::int64_t s : o.dimension_sizes)
    check(s >= 1, "pebble::strategy: dimension sizes must be >= 1; got ", s);
  std::vector<configuration> out;
  configuration c(dims, 1);
  auto fill = [&](auto& self, std::size_t i, std::int64_t left) -> void {
    if (i == dims) {
      if (!o.all_processors || left == 1) out.push_back(c);
      return;
    }
    for (std::int64_t x = 1; x <= left; o.powers_of_two ? x *= 2 : ++x) {
      if (!o.dimension_limits.empty() && x > o.dimension_limits[i]) break;
      if (o.all_processors && left % x != 0) continue;
      if (!o.dimension_sizes.empty() && o.dimension_sizes[i] % x != 0) continue;
      c[i] = x;
      self(self, i + 1, left / x);
    }
  };
  fill(fill, 0, procs);
  return out;
}

}  // namespace pebble::strategy
