// Work, depth and parallel efficiency from iteration counts (thesis ch. 2, §2.1.1 and eq. 2.2's
// use in §2.3): T_p = N(sizes, p) is the busiest process's count, W = T_1, D = lim_{p→∞} T_p
// (a quantity per process such as ⌈n/p⌉ counts one item; a term that grows with p makes D
// infinite, "not work-conserving"), E_p = T_1/(p T_p), Brent's bounds W/p <= T_p <= W/p + D,
// and the available parallelism: the largest p with E_p >= 1 - ε.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <pebble/core/error.hpp>
#include <pebble/loops/count.hpp>
#include <pebble/loops/symbolic.hpp>

namespace pebble::loops {

namespace detail {

/// How a value behaves as p → ∞: it grows without bound, tends to 0, or has a finite limit.
struct limit_t {
  enum class kind_t : std::uint8_t { finite, zero, infinite } kind = kind_t::finite;
  expr value;  // finite: the limit
};

constexpr limit_t limit_of(const expr& e, std::string_view p);
constexpr limit_t limit_of_factor(const factor& f, std::string_view p) {
  using k = limit_t::kind_t;
  const atom& a = f.base;
  if (!contains(a, p)) return {k::finite, expr::of_atom(a, f.exponent)};
  limit_t base;
  if (a.kind == atom_kind::name) {
    base = {k::infinite, {}};
  } else {
    const limit_t x = limit_of(a.arg()[0], p);
    // a function that grows with its argument: f(→0) is `at_zero`, f(→∞) grows, f(finite) is f
    // (if/else, not ?: on limit_t: g++ 12 frees a class-valued ?:'s result twice in constant
    // expressions)
    const auto growing = [&](const expr& at_zero, expr (*f)(const expr&)) {
      if (x.kind == k::zero) return limit_t{k::finite, at_zero};
      if (x.kind == k::infinite) return limit_t{k::infinite, {}};
      return limit_t{k::finite, f(x.value)};
    };
    switch (a.kind) {
      // one item per process: ⌈n/p⌉ and ⌊n/p⌋ count 1 as p → ∞ (p = n)
      case atom_kind::ceil: base = growing(expr(1), ceil); break;
      case atom_kind::floor: base = growing(expr(1), floor); break;
      case atom_kind::clog2: base = growing(expr(0), clog2); break;
      case atom_kind::log2: base = growing(expr(0), log2); break;
      case atom_kind::pow2: base = growing(expr(1), pow2); break;
      case atom_kind::inv:
        if (x.kind == k::zero) base = {k::infinite, {}};
        else if (x.kind == k::infinite) base = {k::zero, {}};
        else base = {k::finite, reciprocal(x.value)};
        break;
      case atom_kind::pos:  // (→ -∞ is not a trip count)
        if (x.kind == k::finite) base = {k::finite, pos(x.value)};
        else base = x;
        break;
      case atom_kind::min: {
        const limit_t y = limit_of(a.arg()[1], p);
        if (x.kind == k::infinite) base = y;
        else if (y.kind == k::infinite) base = x;
        else if (x.kind == k::zero || y.kind == k::zero) base = {k::zero, {}};
        else base = {k::finite, min(x.value, y.value)};
        break;
      }
      case atom_kind::name: break;
    }
  }
  if (f.exponent < 0) {
    if (base.kind == k::infinite) return {k::zero, {}};
    if (base.kind == k::zero) return {k::infinite, {}};
    return {k::finite, power(base.value, f.exponent)};
  }
  if (base.kind == k::finite) return {k::finite, power(base.value, f.exponent)};
  return base;
}
constexpr limit_t limit_of(const expr& e, std::string_view p) {
  using k = limit_t::kind_t;
  expr finite;
  bool infinite = false, all_zero = true;
  for (const term& t : e.terms()) {
    bool grows = false, shrinks = false;
    expr value = expr(t.coefficient);
    for (const factor& f : t.factors) {
      const limit_t x = limit_of_factor(f, p);
      if (x.kind == k::infinite) grows = true;
      else if (x.kind == k::zero) shrinks = true;
      else value *= x.value;
    }
    if (grows && shrinks) grows = true;  // n·p/p-like products are not simplified: taken as growing
    if (grows) infinite = true;
    if (!shrinks || grows) all_zero = false;
    if (!grows && !shrinks) finite += value;
  }
  if (infinite) return {k::infinite, {}};
  if (all_zero && !e.is_zero()) return {k::zero, {}};
  return {k::finite, finite};
}

}  // namespace detail

/// Work and depth of a counted program, with `p` the name of the number of processes.
struct work_depth {
  std::string p;
  interval time;              // T_p: the busiest process's statements
  interval work;              // W = T_1
  bool depth_finite = false;  // false: D is infinite (T_p grows with p: not work-conserving)
  interval depth;             // D = lim T_p where finite
};

/// W and D of `c` (its total count over the statements).
constexpr work_depth scaling(const count_result& c, std::string_view p = "p") {
  work_depth w;
  w.p = std::string(p);
  w.time = c.total;
  w.work = interval{substitute(c.total.lo, p, expr(1)), substitute(c.total.hi, p, expr(1))};
  const auto lo = detail::limit_of(c.total.lo, p), hi = detail::limit_of(c.total.hi, p);
  using k = detail::limit_t::kind_t;
  w.depth_finite = lo.kind != k::infinite && hi.kind != k::infinite;
  if (w.depth_finite) {
    if (lo.kind != k::zero) w.depth.lo = lo.value;
    if (hi.kind != k::zero) w.depth.hi = hi.value;
  }
  return w;
}

/// [lo, hi] of E_p = T_1/(p T_p) at `sizes` (which bind p).
inline std::pair<double, double> efficiency(const work_depth& w, const bindings& sizes) {
  const rational* p = sizes.find(w.p);
  check(p != nullptr && *p >= rational(1), "pebble::loops: the efficiency needs a value p >= 1 for ", w.p);
  const double t1_lo = evaluate_real(w.work.lo, sizes), t1_hi = evaluate_real(w.work.hi, sizes);
  const double tp_lo = evaluate_real(w.time.lo, sizes), tp_hi = evaluate_real(w.time.hi, sizes);
  check(tp_lo > 0 && tp_hi > 0, "pebble::loops: T_p is 0 at these sizes; the efficiency is undefined");
  const double pp = p->to_double();
  return {t1_lo / (pp * tp_hi), t1_hi / (pp * tp_lo)};
}

/// The largest p in 1..max_p with E_p >= 1 - epsilon (the lower end of E_p's interval), at the
/// other sizes in `sizes`; 0 if none. A p where the busiest process has nothing to do (T_p = 0)
/// does not count.
inline std::int64_t available_parallelism(const work_depth& w, bindings sizes, double epsilon, std::int64_t max_p) {
  check(epsilon >= 0 && epsilon < 1, "pebble::loops: epsilon must be in [0, 1), epsilon=", epsilon);
  std::int64_t best = 0;
  for (std::int64_t p = 1; p <= max_p; ++p) {
    sizes.set(w.p, rational(p));
    if (evaluate_real(w.time.lo, sizes) <= 0) continue;  // more processes than items: some idle
    if (efficiency(w, sizes).first >= 1 - epsilon - 1e-12) best = p;
  }
  return best;
}

}  // namespace pebble::loops
