// The configuration sets of an operator (PaSE, Alg. 1 line 5): every way to split the
// dimensions of its iteration domain over processors, (c_1, ..., c_dim) with c_i >= 1 and
// prod c_i <= p by default. Options narrow the set: prod c_i = p (every processor busy), powers of
// two only, c_i dividing the size of dimension i (no ragged blocks), c_i at most a limit (no more
// parts than elements). Plan side, constexpr.
//
// The sets grow fast with p and the dimensions (about p (ln p)^(dim-1) / (dim-1)! for prod <= p),
// so they are counted before they are stored: count_configurations stops at a limit, and
// configurations() refuses a set larger than its limit (by default the most a strategy vertex
// holds) before allocating it. The walk only visits values that can be completed: each dimension's
// candidates are listed once (powers of two, or the divisors of p or of the dimension's size), the
// last dimension of an exact split takes what is left, and a prefix whose remaining processors the
// remaining dimensions cannot take is cut off. So the work is about the number of configurations,
// plus O(min(limit, sqrt(p))) per dimension to list divisors.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <span>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/strategy/problem.hpp>

namespace pebble::strategy {

struct configuration_options {
  bool all_processors = false;                 ///< prod c_i = p instead of <= p
  bool powers_of_two = false;                  ///< every c_i a power of two
  std::vector<std::int64_t> dimension_sizes;   ///< when given: c_i divides dimension_sizes[i] (and c_i <= it)
  std::vector<std::int64_t> dimension_limits;  ///< when given: c_i <= dimension_limits[i]
};

namespace detail {

// The values dimension i may take: either every integer in [1, upper] (`every`), or the sorted
// list `values`.
struct dimension_candidates {
  bool every = false;
  std::int64_t upper = 0;
  std::vector<std::int64_t> values;
  constexpr std::int64_t largest() const { return every ? upper : values.empty() ? 0 : values.back(); }
};

// The divisors of n that are at most `upper`, ascending: trial division up to min(upper, sqrt(n)).
constexpr std::vector<std::int64_t> divisors_up_to(std::int64_t n, std::int64_t upper) {
  std::vector<std::int64_t> small, large;
  for (std::int64_t d = 1; d <= upper && d <= n / d; ++d)
    if (n % d == 0) {
      small.push_back(d);
      if (d != n / d && n / d <= upper) large.push_back(n / d);
    }
  small.insert(small.end(), large.rbegin(), large.rend());
  return small;
}

// Whether x (<= the bound) may be dimension i's count: a power of two if asked, dividing the
// dimension's size if given, and dividing procs for an exact split.
constexpr bool allowed(std::size_t i, std::int64_t x, std::int64_t procs, const configuration_options& o) {
  return (!o.powers_of_two || (x & (x - 1)) == 0) && (o.dimension_sizes.empty() || o.dimension_sizes[i] % x == 0) &&
         (!o.all_processors || procs % x == 0);
}

// The candidates of dimension i. The last dimension of an exact split takes what the others
// leave, so it needs no list: it is `every` up to its bound, tested with allowed().
constexpr dimension_candidates candidates(std::size_t i, std::size_t dims, std::int64_t procs,
                                          const configuration_options& o) {
  dimension_candidates c;
  c.upper = procs;
  if (!o.dimension_limits.empty()) c.upper = std::min(c.upper, o.dimension_limits[i]);
  if (!o.dimension_sizes.empty()) c.upper = std::min(c.upper, o.dimension_sizes[i]);
  if (c.upper < 1) return c;
  if (o.all_processors && i + 1 == dims) {
    c.every = true;
  } else if (o.powers_of_two) {
    for (std::int64_t x = 1;; x *= 2) {
      if (allowed(i, x, procs, o)) c.values.push_back(x);
      if (x > c.upper / 2) break;  // the next power of two is over the bound (and x * 2 might overflow)
    }
  } else if (o.all_processors) {
    c.values = divisors_up_to(o.dimension_sizes.empty() ? procs : std::gcd(procs, o.dimension_sizes[i]), c.upper);
  } else if (!o.dimension_sizes.empty()) {
    c.values = divisors_up_to(o.dimension_sizes[i], c.upper);
  } else {
    c.every = true;
  }
  return c;
}

// Calls visit(c) for every configuration in lexicographic order while it returns true.
template <class Visit>
constexpr void walk_configurations(std::size_t dims, std::int64_t procs, const configuration_options& o,
                                   Visit&& visit) {
  check(dims >= 1 && dims <= max_dims, "pebble::strategy: an operator has 1 to ", max_dims, " dimensions; got ", dims);
  check(procs >= 1, "pebble::strategy: the number of processors must be >= 1; got ", procs);
  check(o.dimension_sizes.empty() || o.dimension_sizes.size() == dims, "pebble::strategy: ", o.dimension_sizes.size(),
        " dimension sizes for an operator of ", dims, " dimensions");
  const std::size_t limits = o.dimension_limits.size();
  check(limits == 0 || limits == dims, "pebble::strategy: ", limits, " dimension limits for an operator of ", dims,
        " dimensions");
  for (std::int64_t s : o.dimension_sizes) check(s >= 1, "pebble::strategy: dimension sizes must be >= 1; got ", s);
  std::vector<dimension_candidates> cand;
  for (std::size_t i = 0; i < dims; ++i) {
    cand.push_back(candidates(i, dims, procs, o));
    if (cand.back().largest() < 1) return;  // a dimension with no value: no configuration
  }
  // room[i]: the most processors dimensions i.. can take together (at most procs)
  std::vector<std::int64_t> room(dims + 1, 1);
  for (std::size_t i = dims; i-- > 0;)
    room[i] = room[i + 1] > procs / cand[i].largest() ? procs : std::min(procs, room[i + 1] * cand[i].largest());
  configuration c(dims, 1);
  bool more = true;  // false once visit asked to stop
  auto fill = [&](auto& self, std::size_t i, std::int64_t left) -> void {
    const dimension_candidates& d = cand[i];
    const auto each = [&](std::int64_t x) {  // x a candidate of dimension i, x <= left
      if (o.all_processors && (left % x != 0 || left / x > room[i + 1])) return;
      c[i] = x;
      if (i + 1 == dims) more = visit(static_cast<const configuration&>(c));
      else self(self, i + 1, left / x);
    };
    if (i + 1 == dims && o.all_processors) {  // the last dimension takes what is left
      if (left <= d.upper && allowed(i, left, procs, o)) each(left);
    } else if (d.every) {
      for (std::int64_t x = 1; more && x <= std::min(left, d.upper); ++x) each(x);
    } else {
      for (std::size_t k = 0; more && k < d.values.size() && d.values[k] <= left; ++k) each(d.values[k]);
    }
  };
  if (!o.all_processors || room[0] >= procs) fill(fill, 0, procs);
}

}  // namespace detail

/// The number of configurations, counted up to `limit`: min(count, limit + 1), so that a result
/// over `limit` says "more than limit" without enumerating the rest.
constexpr std::size_t count_configurations(std::size_t dims, std::int64_t procs, const configuration_options& o,
                                           std::size_t limit) {
  std::size_t count = 0;
  detail::walk_configurations(dims, procs, o, [&](const configuration&) { return ++count <= limit; });
  return count;
}

/// Every configuration of an operator with `dims` dimensions on `procs` processors, in
/// lexicographic order (the first dimension's count most significant). Throws budget_error,
/// before storing them, when there are more than `limit`.
constexpr std::vector<configuration> configurations(std::size_t dims, std::int64_t procs,
                                                    const configuration_options& o = {},
                                                    std::size_t limit = max_configurations) {
  const std::size_t count = count_configurations(dims, procs, o, limit);
  if (count > limit)
    detail::throw_budget_error(budget_error::resource::configurations, static_cast<double>(count),
                               static_cast<double>(limit), "more than ", limit, " configurations of ", dims,
                               " dimensions on ", procs, " processors");
  std::vector<configuration> out;
  out.reserve(count);
  detail::walk_configurations(dims, procs, o, [&](const configuration& c) {
    out.push_back(c);
    return true;
  });
  return out;
}

}  // namespace pebble::strategy
