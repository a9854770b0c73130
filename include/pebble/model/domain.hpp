// Iteration domains 𝒟 of a statement: nested loops lower_t <= ψ^t < upper_t whose affine bounds
// may use outer indices and symbolic sizes (thesis §5.3 item 2; §4.2 "𝒟^t(ψ^1..ψ^{t-1})"), and
// their exact size |𝒟|: a Faulhaber closed form (thesis eq. 2.2) with the condition under which
// it holds, and an exact count for sizes outside that condition.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include <pebble/core/error.hpp>
#include <pebble/core/math.hpp>
#include <pebble/core/static_vector.hpp>
#include <pebble/model/affine.hpp>
#include <pebble/model/name.hpp>
#include <pebble/model/polynomial.hpp>

namespace pebble {

/// lower <= index < upper.
struct loop_bounds {
  affine_expr lower;
  affine_expr upper;
  friend constexpr bool operator==(const loop_bounds&, const loop_bounds&) = default;
};

/// Values of all variable slots (indices and sizes) at one point.
using slot_values = std::array<std::int64_t, max_vars>;

class iteration_domain {
 public:
  /// Loop indices, outermost first; `bounds[t]` belongs to `indices[t]`.
  static_vector<short_name, max_indices> indices;
  static_vector<loop_bounds, max_indices> bounds;
  /// The symbolic sizes the statement uses, in order of first appearance.
  static_vector<short_name, max_sizes> sizes;

  constexpr std::size_t depth() const { return indices.size(); }

  constexpr std::optional<std::size_t> find_index(std::string_view n) const {
    for (std::size_t i = 0; i < indices.size(); ++i)
      if (indices[i].view() == n) return i;
    return std::nullopt;
  }
  constexpr std::optional<std::size_t> find_size(std::string_view n) const {
    for (std::size_t i = 0; i < sizes.size(); ++i)
      if (sizes[i].view() == n) return i;
    return std::nullopt;
  }
  /// Slot of size `n`, adding it to the size list on first use.
  constexpr std::size_t size_slot(std::string_view n) {
    if (auto s = find_size(n)) return size_var(*s);
    check(!sizes.full(), "a statement uses more than 8 symbolic sizes");
    sizes.push_back(short_name(n));
    return size_var(sizes.size() - 1);
  }
  /// Appends the loop `lower <= name < upper` as the innermost loop.
  constexpr void add_loop(short_name name, const affine_expr& lower, const affine_expr& upper) {
    check(!indices.full(), "a statement is nested more than 8 loops deep");
    check(!find_index(name.view()), "the loop index is bound twice in one statement");
    for (std::size_t v = indices.size(); v < max_indices; ++v)
      check(lower.coeff[v] == 0 && upper.coeff[v] == 0, "a loop bound may only use the indices of enclosing loops");
    indices.push_back(name);
    bounds.push_back({lower, upper});
  }

  constexpr variable_names names() const { return {{indices.begin(), indices.end()}, {sizes.begin(), sizes.end()}}; }

  friend constexpr bool operator==(const iteration_domain&, const iteration_domain&) = default;
};

/// The slot values for `sizes`: every size of the domain must be bound, to a value >= 0.
constexpr slot_values bind_sizes(const iteration_domain& d, const size_binding& sizes) {
  slot_values v{};
  for (std::size_t s = 0; s < d.sizes.size(); ++s) {
    auto value = sizes.find(d.sizes[s]);
    check(value.has_value(), "a size used by the program has no value: ", d.sizes[s].view());
    check(*value >= 0, "a size must not be negative: ", d.sizes[s].view(), "=", value.value_or(0));
    v[size_var(s)] = *value;
  }
  return v;
}

namespace detail {

// Minimum of `e` over loops first..last-1 of `d` (innermost first), by substituting the end
// point the sign of each index coefficient selects. Exact when those ranges are non-empty, and
// otherwise never above the true minimum, so conditions built from it are safe.
constexpr affine_expr minimize_over_loops(const iteration_domain& d, affine_expr e, std::size_t first,
                                          std::size_t last) {
  for (std::size_t s = last; s-- > first;) {
    std::int64_t c = e.coeff[index_var(s)];
    if (c > 0) e = e.substitute(index_var(s), d.bounds[s].lower);
    if (c < 0) e = e.substitute(index_var(s), d.bounds[s].upper - 1);
  }
  return e;
}

}  // namespace detail

/// Number of points of loops `first..depth-1` as a polynomial in the outer indices and the sizes
/// (for first = 0: |𝒟| in the sizes). Exact wherever `closed_form_conditions(d, first)` hold.
[[nodiscard]] constexpr polynomial count_polynomial(const iteration_domain& d, std::size_t first = 0) {
  polynomial p = polynomial::constant(1);
  for (std::size_t t = d.depth(); t-- > first;) p = p.sum_over(index_var(t), d.bounds[t].lower, d.bounds[t].upper);
  return p;
}

/// Conditions c >= 0 (affine in the outer indices and sizes) under which `count_polynomial(d,
/// first)` is exact: every loop range from `first` inward has non-negative length everywhere.
constexpr static_vector<affine_expr, max_indices> closed_form_conditions(const iteration_domain& d,
                                                                         std::size_t first = 0) {
  static_vector<affine_expr, max_indices> out;
  for (std::size_t s = first; s < d.depth(); ++s) {
    affine_expr m = detail::minimize_over_loops(d, d.bounds[s].upper - d.bounds[s].lower, first, s);
    // Sizes are never negative, so a combination of sizes with non-negative coefficients and
    // constant always holds.
    bool always = m.constant >= 0;
    for (std::size_t v = 0; v < max_vars; ++v)
      always = always && m.coeff[v] >= 0 && (v >= max_indices || m.coeff[v] == 0);
    if (always) continue;
    bool duplicate = false;
    for (const auto& c : out) duplicate = duplicate || c == m;
    if (!duplicate) out.push_back(m);
  }
  return out;
}

namespace detail {

struct domain_counter {
  const iteration_domain& d;
  // per level t: count of loops t.. (P_t), its conditions (V_t), and Q_t(y) = Σ_{x=0}^{y-1} P_{t+1}
  std::array<polynomial, max_indices + 1> count;  // no "{}": see access_size.hpp (GCC 12)
  std::array<static_vector<affine_expr, max_indices>, max_indices + 1> conditions{};
  std::array<polynomial, max_indices> prefix_sum;
  std::int64_t enumerated = 0;

  static constexpr std::int64_t enumeration_limit = 100'000'000;

  constexpr explicit domain_counter(const iteration_domain& dom) : d(dom) {
    for (std::size_t t = 0; t <= d.depth(); ++t) {
      count[t] = count_polynomial(d, t);
      conditions[t] = closed_form_conditions(d, t);
    }
    for (std::size_t t = 0; t < d.depth(); ++t)
      prefix_sum[t] = count[t + 1].sum_over(index_var(t), affine_expr{}, affine_expr::var(index_var(t)));
  }

  constexpr bool holds(std::size_t t, const slot_values& v) const {
    for (const auto& c : conditions[t])
      if (c.evaluate(v) < 0) return false;
    return true;
  }

  // Points of loops t.. with the outer indices and the sizes set in v.
  constexpr std::int64_t points(std::size_t t, slot_values& v) {
    if (holds(t, v)) return count[t].evaluate_integer(v);
    std::int64_t lo = d.bounds[t].lower.evaluate(v), hi = d.bounds[t].upper.evaluate(v);
    if (hi <= lo) return 0;
    // Where every condition of level t+1 holds, the inner count is the polynomial P_{t+1}:
    // the conditions are affine in x = ψ^t, so that set is one interval [a, b).
    std::int64_t a = lo, b = hi;
    v[index_var(t)] = 0;
    for (const auto& c : conditions[t + 1]) {
      std::int64_t k = c.coeff[index_var(t)], r = c.evaluate(v);  // k*x + r >= 0
      if (k == 0 && r < 0) b = a;
      if (k > 0) a = std::max(a, -floor_div(r, k));
      if (k < 0) b = std::min(b, floor_div(r, -k) + 1);
    }
    std::int64_t total = 0;
    if (a < b) {
      v[index_var(t)] = b;
      total = prefix_sum[t].evaluate_integer(v);
      v[index_var(t)] = a;
      total -= prefix_sum[t].evaluate_integer(v);
    } else {
      a = b = hi;
    }
    for (std::int64_t x = lo; x < hi; ++x) {
      if (x == a) x = b;
      if (x >= hi) break;
      check(++enumerated <= enumeration_limit, "the iteration domain is too irregular to count exactly (over 1e8 "
                                               "loop ranges to enumerate)");
      v[index_var(t)] = x;
      total = checked_add(total, points(t + 1, v));
    }
    return total;
  }
};

}  // namespace detail

/// Exact |𝒟| for the given sizes: the closed form where it holds, exact summation elsewhere.
[[nodiscard]] constexpr std::int64_t domain_size(const iteration_domain& d, const size_binding& sizes) {
  slot_values v = bind_sizes(d, sizes);
  // The common case first: the closed form holds at these sizes.
  bool holds = true;
  for (const auto& c : closed_form_conditions(d)) holds = holds && c.evaluate(v) >= 0;
  if (holds) return count_polynomial(d).evaluate_integer(v);
  detail::domain_counter counter(d);
  return counter.points(0, v);
}

/// Calls f(point) for every point of 𝒟 in lexicographic order; `point[t]` is ψ^t, the sizes
/// are in their slots.
template <class F>
constexpr void for_each_point(const iteration_domain& d, const size_binding& sizes, F&& f) {
  slot_values v = bind_sizes(d, sizes);
  const std::size_t n = d.depth();
  if (n == 0) {
    f(static_cast<const slot_values&>(v));
    return;
  }
  std::array<std::int64_t, max_indices> hi{};
  std::size_t t = 0;
  v[0] = d.bounds[0].lower.evaluate(v);
  hi[0] = d.bounds[0].upper.evaluate(v);
  while (true) {
    if (v[t] < hi[t]) {
      if (t + 1 == n) {
        f(static_cast<const slot_values&>(v));
        ++v[t];
      } else {
        ++t;
        v[t] = d.bounds[t].lower.evaluate(v);
        hi[t] = d.bounds[t].upper.evaluate(v);
      }
    } else {
      if (t == 0) return;
      --t;
      ++v[t];
    }
  }
}

/// "for k in 0..N, i in k+1..N".
inline std::string to_string(const iteration_domain& d) {
  std::string out;
  for (std::size_t t = 0; t < d.depth(); ++t) {
    out += t == 0 ? "for " : ", ";
    out += d.indices[t].str() + " in " + to_string(d.bounds[t].lower, d.names()) + ".." +
           to_string(d.bounds[t].upper, d.names());
  }
  return out;
}

}  // namespace pebble
