// The sets of array elements the reduction cuts (bounds/reduction_cut.hpp) build at a cut, over
// an index type I: std::int64_t, one cut at a time, or cut_index, a run of consecutive cuts at once.
//
// A cut_index is an integer affine in an offset t from the cut evaluated, value + slope·t: the
// innermost loop index of the pivot (k + t), and every bound and subscript computed from it.
// Each comparison of two cut_indices decides its outcome at t = 0 and narrows a shared
// path_window to the offsets at which that outcome stays the same. When the evaluation of a cut
// is done, every comparison it made has the same outcome at each offset of the window. The
// evaluation at k + t is then the same sequence of operations, so every count it makes (a sum of
// interval lengths, differences of affine functions of t) is exactly affine in t there. One
// evaluation stands for the whole run of cuts in the window. This is how the cut profile of durbin at
// N = 4·10⁶ costs a few evaluations instead of 4·10⁶ (the counts are piecewise affine in k, with
// breakpoints only where two bounds or subscripts cross).
//
// Intervals are half-open [lo, hi), sorted, disjoint and not adjacent, at most 8 per set; where a
// union, intersection or difference would need more, parts are left out: every set the analysis
// builds may be smaller than the truth and never larger, which only lowers the bound.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <span>
#include <utility>

#include <pebble/core/checked_int.hpp>
#include <pebble/core/static_vector.hpp>
#include <pebble/model/affine.hpp>
#include <pebble/model/name.hpp>

namespace pebble::detail {

__extension__ using cut_i128 = __int128;

/// The offsets t, lo ≤ t ≤ hi, at which every comparison made so far has its outcome at t = 0.
struct path_window {
  std::int64_t lo = std::numeric_limits<std::int64_t>::min();
  std::int64_t hi = std::numeric_limits<std::int64_t>::max();

  // Keeps the outcome of value + slope·t > 0 that t = 0 has (128 bits: a difference of two
  // 64-bit values).
  constexpr void keep_positive(cut_i128 value, cut_i128 slope) {
    if (slope == 0) return;
    if (value > 0) {  // value + slope·t ≥ 1
      if (slope > 0) narrow_lo(-((value - 1) / slope));
      else narrow_hi((value - 1) / -slope);
    } else {  // value + slope·t ≤ 0
      if (slope > 0) narrow_hi(-value / slope);
      else narrow_lo(-(-value / -slope));
    }
  }
  // Keeps the outcome of value + slope·t == 0 that t = 0 has.
  constexpr void keep_zero(cut_i128 value, cut_i128 slope) {
    if (slope == 0) return;
    if (value == 0) {
      narrow_lo(0);
      narrow_hi(0);
    } else if (value % slope == 0) {  // zero at t0 = -value/slope ≠ 0
      const cut_i128 t0 = -(value / slope);
      if (t0 > 0) narrow_hi(t0 - 1);
      else narrow_lo(t0 + 1);
    }
  }

 private:
  constexpr void narrow_lo(cut_i128 x) {
    if (x > lo)
      lo = x > std::numeric_limits<std::int64_t>::max() ? std::numeric_limits<std::int64_t>::max()
                                                        : static_cast<std::int64_t>(x);
  }
  constexpr void narrow_hi(cut_i128 x) {
    if (x < hi)
      hi = x < std::numeric_limits<std::int64_t>::min() ? std::numeric_limits<std::int64_t>::min()
                                                        : static_cast<std::int64_t>(x);
  }
};

/// value + slope·t on a path_window (see the header comment). Constants have slope 0.
struct cut_index {
  std::int64_t value = 0;
  std::int64_t slope = 0;
  path_window* window = nullptr;

  constexpr cut_index() = default;
  constexpr cut_index(std::int64_t v) : value(v) {}  // NOLINT(google-explicit-constructor): constants
  constexpr cut_index(std::int64_t v, std::int64_t s, path_window* w) : value(v), slope(s), window(w) {}

  friend constexpr cut_index operator+(const cut_index& a, const cut_index& b) {
    return {checked_add(a.value, b.value), checked_add(a.slope, b.slope), a.window ? a.window : b.window};
  }
  friend constexpr cut_index operator-(const cut_index& a, const cut_index& b) {
    return {checked_sub(a.value, b.value), checked_sub(a.slope, b.slope), a.window ? a.window : b.window};
  }
  friend constexpr cut_index operator*(std::int64_t c, const cut_index& a) {
    return {checked_mul(c, a.value), checked_mul(c, a.slope), a.window};
  }
  // a < b: b - a > 0 at t = 0, kept on the window
  friend constexpr bool operator<(const cut_index& a, const cut_index& b) {
    const cut_i128 value = static_cast<cut_i128>(b.value) - a.value, slope = static_cast<cut_i128>(b.slope) - a.slope;
    if (path_window* w = a.window ? a.window : b.window) w->keep_positive(value, slope);
    return value > 0;
  }
  friend constexpr bool operator>(const cut_index& a, const cut_index& b) { return b < a; }
  friend constexpr bool operator<=(const cut_index& a, const cut_index& b) { return !(b < a); }
  friend constexpr bool operator>=(const cut_index& a, const cut_index& b) { return !(a < b); }
  friend constexpr bool operator==(const cut_index& a, const cut_index& b) {
    const cut_i128 value = static_cast<cut_i128>(b.value) - a.value, slope = static_cast<cut_i128>(b.slope) - a.slope;
    if (path_window* w = a.window ? a.window : b.window) w->keep_zero(value, slope);
    return value == 0;
  }
  // found by argument-dependent lookup only, beside pebble::checked_add for integers
  friend constexpr cut_index checked_add(const cut_index& a, const cut_index& b) { return a + b; }
  friend constexpr cut_index checked_sub(const cut_index& a, const cut_index& b) { return a - b; }
};

// The slots of a statement (indices, then sizes) as the index type I.
template <class I>
using slots_of = std::array<I, max_vars>;

template <class I>
constexpr slots_of<I> lift_slots(const std::array<std::int64_t, max_vars>& v) {
  slots_of<I> out{};
  for (std::size_t s = 0; s < max_vars; ++s) out[s] = I(v[s]);
  return out;
}

// e's value with its slots at v.
template <class I>
constexpr I evaluate_at(const affine_expr& e, const slots_of<I>& v) {
  I r(e.constant);
  for (std::size_t s = 0; s < max_vars; ++s)
    if (e.coeff[s] != 0) {
      if constexpr (std::is_same_v<I, std::int64_t>) r = checked_add(r, checked_mul(e.coeff[s], v[s]));
      else r = r + e.coeff[s] * v[s];
    }
  return r;
}

/// Half-open intervals of elements over the index type I (see the header comment).
template <class I>
class basic_interval_set {
 public:
  using part = std::pair<I, I>;
  constexpr basic_interval_set() = default;
  constexpr basic_interval_set(I lo, I hi) { add(lo, hi); }

  constexpr void add(I lo, I hi) {
    if (lo >= hi) return;
    // the common cases in place: into an empty set, after its last part, or onto it
    if (parts_.empty() || parts_.back().second < lo) {
      if (!parts_.full()) parts_.push_back({lo, hi});
      return;
    }
    if (parts_.back().first <= lo) {
      parts_.back().second = std::max(parts_.back().second, hi);
      return;
    }
    static_vector<part, capacity> out;
    bool placed = false;
    auto put = [&](part x) {
      if (!out.full()) out.push_back(x);
    };
    for (const auto& [a, b] : parts_) {
      if (b < lo) {
        put({a, b});
      } else if (hi < a) {
        if (!placed) put({lo, hi});
        placed = true;
        put({a, b});
      } else {
        lo = std::min(lo, a);
        hi = std::max(hi, b);
      }
    }
    if (!placed) put({lo, hi});
    parts_ = out;
  }
  constexpr void add(const basic_interval_set& o) {
    for (const auto& [a, b] : o.parts_) add(a, b);
  }
  constexpr basic_interval_set operator&(const basic_interval_set& o) const {
    basic_interval_set out;
    std::size_t i = 0, j = 0;
    while (i < parts_.size() && j < o.parts_.size()) {
      const I lo = std::max(parts_[i].first, o.parts_[j].first);
      const I hi = std::min(parts_[i].second, o.parts_[j].second);
      if (lo < hi && !out.parts_.full()) out.parts_.push_back({lo, hi});
      if (parts_[i].second < o.parts_[j].second) ++i;
      else ++j;
    }
    return out;
  }
  constexpr basic_interval_set operator-(const basic_interval_set& o) const {
    basic_interval_set out;
    for (auto [lo, hi] : parts_) {
      for (const auto& [a, b] : o.parts_) {
        if (b <= lo || a >= hi) continue;
        if (a > lo && !out.parts_.full()) out.parts_.push_back({lo, a});
        lo = std::max(lo, b);
        if (lo >= hi) break;
      }
      if (lo < hi && !out.parts_.full()) out.parts_.push_back({lo, hi});
    }
    return out;
  }
  constexpr I size() const {  // checked: hostile subscripts may span all of int64
    I n(0);
    for (const auto& [a, b] : parts_) n = checked_add(n, checked_sub(b, a));
    return n;
  }
  constexpr bool empty() const { return parts_.empty(); }
  // Every element of this set is in o (checked directly: a difference may have lost parts).
  constexpr bool within(const basic_interval_set& o) const {
    for (const auto& [lo, hi] : parts_) {
      I covered = lo;
      for (const auto& [a, b] : o.parts_) {
        if (b <= covered) continue;
        if (a > covered) break;
        covered = b;
        if (covered >= hi) break;
      }
      if (covered < hi) return false;
    }
    return true;
  }
  constexpr std::span<const part> parts() const { return {parts_.begin(), parts_.end()}; }

 private:
  static constexpr std::size_t capacity = 8;
  static_vector<part, capacity> parts_;
};
using interval_set = basic_interval_set<std::int64_t>;

/// Sets of elements per array, for at most 16 arrays; the others' sets stay empty (smaller sets
/// only lower the bound).
template <class I>
class basic_element_sets {
 public:
  using set = basic_interval_set<I>;
  constexpr set& operator[](const short_name& a) {
    for (auto& [n, s] : sets_)
      if (n == a) return s;
    if (sets_.full()) {
      sink_ = {};
      return sink_;
    }
    sets_.push_back({a, {}});
    return sets_.back().second;
  }
  constexpr set get(const short_name& a) const {
    for (const auto& [n, s] : sets_)
      if (n == a) return s;
    return {};
  }
  constexpr std::span<const std::pair<short_name, set>> all() const { return {sets_.begin(), sets_.end()}; }

 private:
  static_vector<std::pair<short_name, set>, 16> sets_;
  set sink_;  // what a 17th array's set is written to, and forgotten
};
using element_sets = basic_element_sets<std::int64_t>;

/// A set of elements, or "unknown" (not modelled): a test like std::optional's, without one
/// (nvcc rejects std::optional of a class with a vector in constant expressions).
template <class I>
struct basic_known_set {
  bool known = false;
  basic_interval_set<I> set;
  constexpr explicit operator bool() const { return known; }
  constexpr const basic_interval_set<I>& operator*() const { return set; }
  constexpr const basic_interval_set<I>* operator->() const { return &set; }
};

}  // namespace pebble::detail
