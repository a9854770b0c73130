// Reduction cuts: an I/O lower bound from the values that stay live across a scalar a reduction
// computes — the wavefront argument (Elango, Rastello, Pouchet, Ramanujam, Sadayappan, "On
// characterizing the data access complexity of programs", POPL 2015), taken at one vertex per
// iteration of a loop. It reaches what the X-partition of Theorem 5.1 cannot: durbin's
// (Levinson's recursion) 3N²/2 of thesis Table 5.2, and the same pattern in every solver that
// reduces a vector to a scalar and then updates the vector with it (conjugate gradients' dot
// products and axpys).
//
// The pivot P: a statement of a loop body, one instance P(k) per iteration k, that writes an
// element a (a scalar a[], or a[k]: one per iteration) and reads an element s which a reduction R
// (s op= …, one loop deeper, earlier in the same body, every instance on that one element)
// accumulates — or such a reduction itself, cut at its last instance of each iteration, when its
// result is read directly (Lanczos' a[j] += w[i]·v[i], then w[i] -= a[j]·v[i]); P(k) is that
// instance and R(k, ·) its chain. In every schedule, when P(k) fires:
//  - every instance R(k, ·) has fired (each reads the s the one before wrote, and P(k) reads the
//    last), so every value R(k, ·) reads has been in fast memory;
//  - the descendants of P(k) have not: the statements after P in the body that read a (no write
//    of it between), then transitively those that read only elements descendants wrote in that
//    iteration (no other write between), and the instances of iteration k+1's reductions from the
//    first one that reads such an element on (the chain through s carries it to the rest);
// so a value R(k, ·) reads that a descendant reads again (the same value: no write of its array
// between them) is live: at most S values are in fast memory then, every other one is loaded
// again later and, when it was computed (not an input), it was stored before (red-blue pebble
// game without recomputation). The cut's I/O: Σ cost − the S largest costs, cost 2 for a
// computed value and 1 for an input.
//
// Counted once. A value is "fresh" at cut k when its element is written again before the next
// cut reads it (or k is the last cut): then no other cut counts it, and its store and its load
// after t_k are events no other cut counts. A value the next iteration's reductions read again
// unchanged (an array the body never writes: durbin's r) counts its load between t_k and
// t_{k+1} — when every cut's next reductions descend from it, P(k) precedes P(k+1) in every
// schedule and those intervals are disjoint. These loads are never the first load of an input
// (the value was read before t_k), so the bound adds to the compulsory loads.
//
// What is modelled: arrays of rank 0 or 1 whose subscript moves by -1, 0 or +1 with the one loop
// a statement has beyond the body's (intervals of elements); any other statement or access is
// not used, and a write it may make blocks every conclusion about its array.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/core/static_vector.hpp>
#include <pebble/model/domain.hpp>
#include <pebble/model/statement.hpp>

namespace pebble {

/// The values one cut of a reduction_cut_profile forces to move: `twice` (computed values, fresh:
/// a store and a load), `once` (inputs, fresh: a load) and `again` (read again unchanged by the
/// next iteration's reductions: a load between this cut and the next).
struct cut_counts {
  std::int64_t twice = 0;
  std::int64_t once = 0;
  std::int64_t again = 0;
  friend constexpr bool operator==(const cut_counts&, const cut_counts&) = default;
};

/// The live values across every instance of one pivot (see the header comment).
struct reduction_cut_profile {
  std::size_t pivot = static_cast<std::size_t>(-1);  ///< the statement P
  std::vector<std::size_t> reductions;               ///< the reductions R feeding it
  std::vector<cut_counts> cuts;                      ///< per instance of P counted, in program order
  std::int64_t instances = 0;                        ///< P's instances: more than cuts.size() past the work limit
  /// P is a reduction cut at its last instance in each iteration of its other loops
  bool reduction_pivot = false;
  /// Every cut's next reductions descend from it (the cuts are ordered): `again` counts.
  bool chained = false;

  /// Σ over the cuts of (cost of the live values − the S largest costs).
  [[nodiscard]] constexpr double io(double S) const {
    double total = 0;
    for (const auto& c : cuts) {
      const double twice = static_cast<double>(c.twice);
      const double once = static_cast<double>(c.once) + (chained ? static_cast<double>(c.again) : 0.0);
      const double kept2 = std::min(S, twice), kept1 = std::min(S - kept2, once);
      total += 2 * (twice - kept2) + (once - kept1);
    }
    return total;
  }
};

/// The work the reduction-cut analysis of one program may do by default, counted in statements of
/// a cut's loop body evaluated (about 0.4 µs each in an optimized build): 2^20, about 0.4 s.
/// Past it, a pivot's cuts are not counted, or for a pivot one loop deep only its last ones, so
/// the bound stays valid and may be lower. reduction_cut_profiles and program_bound take another
/// budget (a smaller one bounds the time of instrumented builds; test/fuzz/program_bound.cpp).
inline constexpr std::int64_t default_cut_work = std::int64_t{1} << 20;

namespace detail {

// Half-open integer intervals [lo, hi), sorted, disjoint and not adjacent; at most 8 (inline,
// no allocation). Where a union, intersection or difference would need more, parts are left
// out: every set the analysis builds may be smaller than the truth and never larger, which only
// lowers the bound (fewer live values, fewer descendants, fewer computed or fresh ones).
class interval_set {
 public:
  using part = std::pair<std::int64_t, std::int64_t>;
  constexpr interval_set() = default;
  constexpr interval_set(std::int64_t lo, std::int64_t hi) { add(lo, hi); }

  constexpr void add(std::int64_t lo, std::int64_t hi) {
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
  constexpr void add(const interval_set& o) {
    for (const auto& [a, b] : o.parts_) add(a, b);
  }
  constexpr interval_set operator&(const interval_set& o) const {
    interval_set out;
    std::size_t i = 0, j = 0;
    while (i < parts_.size() && j < o.parts_.size()) {
      const std::int64_t lo = std::max(parts_[i].first, o.parts_[j].first);
      const std::int64_t hi = std::min(parts_[i].second, o.parts_[j].second);
      if (lo < hi && !out.parts_.full()) out.parts_.push_back({lo, hi});
      if (parts_[i].second < o.parts_[j].second) ++i;
      else ++j;
    }
    return out;
  }
  constexpr interval_set operator-(const interval_set& o) const {
    interval_set out;
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
  constexpr std::int64_t size() const {  // checked: hostile subscripts may span all of int64
    std::int64_t n = 0;
    for (const auto& [a, b] : parts_) n = checked_add(n, checked_sub(b, a));
    return n;
  }
  constexpr bool empty() const { return parts_.empty(); }
  // Every element of this set is in o (checked directly: a difference may have lost parts).
  constexpr bool within(const interval_set& o) const {
    for (const auto& [lo, hi] : parts_) {
      std::int64_t covered = lo;
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

// Sets of elements per array, for at most 16 arrays; the others' sets stay empty (see
// interval_set: smaller sets only lower the bound).
class element_sets {
 public:
  constexpr interval_set& operator[](const short_name& a) {
    for (auto& [n, s] : sets_)
      if (n == a) return s;
    if (sets_.full()) {
      sink_ = {};
      return sink_;
    }
    sets_.push_back({a, {}});
    return sets_.back().second;
  }
  constexpr interval_set get(const short_name& a) const {
    for (const auto& [n, s] : sets_)
      if (n == a) return s;
    return {};
  }
  constexpr std::span<const std::pair<short_name, interval_set>> all() const { return {sets_.begin(), sets_.end()}; }

 private:
  static_vector<std::pair<short_name, interval_set>, 16> sets_;
  interval_set sink_;  // what a 17th array's set is written to, and forgotten
};

// A set of elements, or "unknown" (not modelled): a test like std::optional's, without one
// (nvcc rejects std::optional of a class with a vector in constant expressions).
struct known_set {
  bool known = false;
  interval_set set;
  constexpr explicit operator bool() const { return known; }
  constexpr const interval_set& operator*() const { return set; }
  constexpr const interval_set* operator->() const { return &set; }
};

// The statements of one pivot's loop body and the elements their instances touch in one iteration.
class cut_body {
 public:
  // `depth`: the loops of the pivot's body (its own loops, or all but the innermost of a reduction
  // that is its own pivot)
  constexpr cut_body(const program& prog, const size_binding& sizes, std::size_t pivot, std::size_t depth)
      : prog_(prog), pivot_(pivot), depth_(depth) {
    first_ = last_ = pivot;
    while (first_ > 0 && in_body(first_ - 1)) --first_;
    while (last_ + 1 < prog.size() && in_body(last_ + 1)) ++last_;
    for (std::size_t s = 0; s < prog.size(); ++s) slots_.push_back(bind_sizes(prog[s].domain, sizes));
  }

  constexpr bool in_body(std::size_t s) const {
    const auto& p = prog_.loop_ids(pivot_);
    const auto& q = prog_.loop_ids(s);
    const auto n = static_cast<std::ptrdiff_t>(depth_);
    return q.size() >= depth_ && std::equal(p.begin(), p.begin() + n, q.begin());
  }
  constexpr std::size_t first() const { return first_; }
  constexpr std::size_t last() const { return last_; }
  constexpr std::size_t depth() const { return depth_; }

  // The elements of `a` that statement s's instances touch with its first `fixed` loops at
  // `outer` (fixed = the body's depth, or 0 for a statement outside any loop of the body): one
  // point, or one free loop whose index moves the subscript by -1, 0 or +1. Nothing when the
  // model cannot say.
  // `from`: only the instances whose free loop index is at least that.
  constexpr known_set elements(std::size_t s, const access& a, std::span<const std::int64_t> outer, std::size_t fixed,
                               std::int64_t from = std::numeric_limits<std::int64_t>::min()) const {
    const iteration_domain& d = prog_[s].domain;
    if (d.depth() > fixed + 1 || a.rank() > 1) return {};
    slot_values v = slots_[s];
    for (std::size_t t = 0; t < fixed; ++t) v[index_var(t)] = outer[t];
    std::int64_t lo = 0, hi = 1;
    if (d.depth() == fixed + 1) {
      lo = std::max(from, d.bounds[fixed].lower.evaluate(v));
      hi = d.bounds[fixed].upper.evaluate(v);
    }
    if (lo >= hi) return {true, {}};
    if (a.rank() == 0) return {true, interval_set(0, 1)};
    const affine_expr& sub = a.subscripts[0];
    if (d.depth() == fixed) {
      const std::int64_t e = sub.evaluate(v);
      return {true, interval_set(e, checked_add(e, 1))};
    }
    const std::int64_t c = sub.coeff[index_var(fixed)];
    if (c < -1 || c > 1) return {};
    v[index_var(fixed)] = lo;
    const std::int64_t e0 = sub.evaluate(v);
    v[index_var(fixed)] = hi - 1;
    const std::int64_t e1 = sub.evaluate(v);
    return {true, interval_set(std::min(e0, e1), checked_add(std::max(e0, e1), 1))};
  }

  // The least free loop index of statement s (one loop beyond `fixed`) whose instance reads
  // through `a` an element of `set`; none: the end of its range (or nothing when not modelled).
  constexpr std::optional<std::int64_t> first_reading(std::size_t s, const access& a,
                                                      std::span<const std::int64_t> outer, std::size_t fixed,
                                                      const interval_set& set) const {
    const iteration_domain& d = prog_[s].domain;
    if (d.depth() != fixed + 1 || a.rank() > 1) return std::nullopt;
    slot_values v = slots_[s];
    for (std::size_t t = 0; t < fixed; ++t) v[index_var(t)] = outer[t];
    const std::int64_t lo = d.bounds[fixed].lower.evaluate(v), hi = d.bounds[fixed].upper.evaluate(v);
    if (lo >= hi) return hi;
    if (a.rank() == 0) return (interval_set(0, 1).within(set)) ? lo : hi;
    const std::int64_t c = a.subscripts[0].coeff[index_var(fixed)];
    v[index_var(fixed)] = lo;
    const std::int64_t e0 = a.subscripts[0].evaluate(v);  // the element instance lo reads
    if (c == 0) return interval_set(e0, checked_add(e0, 1)).within(set) ? lo : hi;
    if (c != 1 && c != -1) return std::nullopt;
    std::int64_t best = hi;
    for (const auto& [x, y] : set.parts()) {
      // instances i in [lo, hi) with e0 + c·(i − lo) in [x, y)
      const std::int64_t first =
          c == 1 ? checked_add(lo, checked_sub(x, e0)) : checked_add(checked_add(lo, checked_sub(e0, y)), 1);
      const std::int64_t last =
          c == 1 ? checked_add(lo, checked_sub(y, e0)) : checked_add(checked_add(lo, checked_sub(e0, x)), 1);
      const std::int64_t a0 = std::max(first, lo), b0 = std::min(last, hi);
      if (a0 < b0) best = std::min(best, a0);
    }
    return best;
  }

  // Whether statement x's read `in` of the array it writes sees what was there before x ran: its
  // in-place read of the element it writes, one instance, or one per element (a subscript that
  // moves with its loop).
  constexpr bool reads_before_writing(std::size_t x, const access& in) const {
    const statement& X = prog_[x];
    if (!(in == X.output)) return false;
    if (X.domain.depth() == depth_) return true;
    const std::int64_t c = in.rank() == 1 ? in.subscripts[0].coeff[index_var(depth_)] : 0;
    return X.domain.depth() == depth_ + 1 && (c == 1 || c == -1);
  }

  // The elements of `array` that the statements in [from, to] write at iteration `at` (those the
  // model can say).
  constexpr interval_set writes(const short_name& array, std::size_t from, std::size_t to,
                                std::span<const std::int64_t> at) const {
    interval_set out;
    for (std::size_t s = from; s <= to && s < prog_.size(); ++s)
      if (prog_[s].output.array == array)
        if (const known_set w = elements(s, prog_[s].output, at, depth_)) out.add(*w);
    return out;
  }

  // Statements in [from, to] (program order) that write `array`.
  constexpr bool written(const short_name& array, std::size_t from, std::size_t to) const {
    for (std::size_t s = from; s <= to && s < prog_.size(); ++s)
      if (prog_[s].output.array == array) return true;
    return false;
  }
  // Another statement in a loop x has beyond the body's writes `array`: its instances interleave
  // with x's.
  constexpr bool interleaved_writer(const short_name& array, std::size_t x) const {
    for (std::size_t s = first_; s <= last_; ++s)
      if (s != x && prog_[s].output.array == array && prog_.shared_loops(s, x) > depth_) return true;
    return false;
  }

 private:
  const program& prog_;
  std::size_t pivot_, depth_, first_ = 0, last_ = 0;
  std::vector<slot_values> slots_;
};

// The reductions feeding pivot P: for each element P reads (rank 0 or 1: one per iteration), the
// last writer of its array before P in the body when that writer is one loop deeper and every
// instance accumulates into that element (s op= …).
constexpr std::vector<std::size_t> feeding_reductions(const program& prog, const cut_body& body, std::size_t pivot) {
  std::vector<std::size_t> out;
  const statement& P = prog[pivot];
  if (P.domain.depth() == body.depth() + 1) {  // a reduction, its own pivot: its instances chain
    if (!body.interleaved_writer(P.output.array, pivot)) out.push_back(pivot);
    return out;
  }
  for (const auto& x : P.inputs) {
    if (x.rank() > 1 || x.array == P.output.array) continue;
    for (std::size_t w = pivot; w-- > body.first();) {
      if (prog[w].output.array != x.array) continue;
      const statement& R = prog[w];
      // its instances chain through s: each reads what the one before wrote
      if (R.compound() && R.output == x && R.domain.depth() == body.depth() + 1 &&
          !body.interleaved_writer(x.array, w) && std::find(out.begin(), out.end(), w) == out.end())
        out.push_back(w);
      break;
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The live sets of one cut, per array: fresh computed values, fresh inputs, and values the next
// iteration's reductions read again unchanged.
struct cut_live {
  element_sets twice, once, again;
  bool chained = false;  // the next iteration's reductions descend from this cut
};

// Adds to `into` the elements statement s reads at iteration `at` (instances from `from` on) of the
// arrays `keep` accepts, but its own output's (cut_at's sets of values read).
template <class Keep>
constexpr void cut_reads_of(const program& prog, const cut_body& body, std::size_t s, std::span<const std::int64_t> at,
                            std::int64_t from, element_sets& into, Keep&& keep) {
  for (const auto& x : prog[s].inputs) {
    if (x.array == prog[s].output.array || !keep(x.array)) continue;
    if (auto e = body.elements(s, x, at, body.depth(), from)) into[x.array].add(*e);
  }
}

// The descendants of P(k) after it in the body (desc), and per array the elements whose last write
// in this iteration after P a descendant (or P) made (desc_last).
constexpr void cut_descendants(const program& prog, const cut_body& body, std::size_t pivot,
                               std::span<const std::int64_t> outer, std::vector<bool>& desc, element_sets& desc_last) {
  const std::size_t dP = body.depth();
  const statement& P = prog[pivot];
  if (const known_set p = body.elements(pivot, P.output, outer, dP)) desc_last[P.output.array] = *p;
  for (std::size_t x = pivot + 1; x <= body.last(); ++x) {
    const statement& X = prog[x];
    bool d = false;
    for (const auto& in : X.inputs) {
      // an element another statement of its loop writes is not known to be what the last writes
      // left; one X's own earlier instance wrote is fine (that instance descends too, by
      // induction over X's instances in order)
      if (body.interleaved_writer(in.array, x)) continue;
      const known_set e = body.elements(x, in, outer, dP);
      if (e && !e->empty() && e->within(desc_last.get(in.array))) {
        d = true;
        break;
      }
    }
    desc[x] = d;
    const known_set w = body.elements(x, X.output, outer, dP);
    interval_set& last = desc_last[X.output.array];
    if (!w) last = {};
    else if (d) last.add(*w);
    else last = last - *w;
  }
}

// Values the descendants read again (after), with the last descendant reading each array
// (last_reader): the same values when nothing writes their array between the first reduction
// (r_first) and the reader.
constexpr void cut_read_again(const program& prog, const cut_body& body, std::size_t pivot, std::size_t r_first,
                              std::span<const std::int64_t> outer, const std::vector<bool>& desc, element_sets& after,
                              std::vector<std::pair<short_name, std::size_t>>& last_reader) {
  for (std::size_t x = pivot + 1; x <= body.last(); ++x) {
    if (!desc[x]) continue;
    const statement& X = prog[x];
    for (const auto& in : X.inputs) {
      if (body.written(in.array, r_first, x - 1) || body.interleaved_writer(in.array, x) ||
          (X.output.array == in.array && !body.reads_before_writing(x, in)))
        continue;
      auto e = body.elements(x, in, outer, body.depth());
      if (!e) continue;
      after[in.array].add(*e);
      bool found = false;
      for (auto& [n, at] : last_reader)
        if (n == in.array) at = x, found = true;
      if (!found) last_reader.push_back({in.array, x});
    }
  }
}

// The next iteration's reductions that descend from P(k) add to `again` the values of arrays the
// body never writes that they read from their first descending instance on; true when one does
// (the cuts are then ordered).
constexpr bool cut_next_reductions(const program& prog, const cut_body& body,
                                   const std::vector<std::size_t>& reductions, std::span<const std::int64_t> next,
                                   const element_sets& desc_last, element_sets& again) {
  const std::size_t dP = body.depth();
  bool chained = false;
  for (const std::size_t r : reductions) {
    std::optional<std::int64_t> from;
    for (const auto& in : prog[r].inputs) {
      if (in.array == prog[r].output.array) continue;
      // the last writes before R(k+1) are iteration k's: nothing before R in the body writes it
      if (body.written(in.array, body.first(), r) || body.interleaved_writer(in.array, r)) continue;
      const auto i = body.first_reading(r, in, next, dP, desc_last.get(in.array));
      if (i && (!from || *i < *from)) from = i;
    }
    if (!from) continue;
    // R(k+1, i) for i >= *from descend from P(k) and precede P(k+1): the cuts are ordered when
    // there is one (the range from *from on is not empty)
    const known_set descending = body.elements(r, prog[r].output, next, dP, *from);
    if (!descending || descending->empty()) continue;
    chained = true;
    // the values those instances read of arrays the body never writes are the ones R(k, ·) read
    cut_reads_of(prog, body, r, next, *from, again,
                 [&](const short_name& a) { return !body.written(a, body.first(), body.last()); });
  }
  return chained;
}

// The elements of `array` computed before the cut: before the body, in the iteration before, or
// before the first reduction (r_first) in this one.
constexpr interval_set cut_computed(const cut_body& body, const element_sets& prologue, const short_name& array,
                                    std::size_t r_first, std::span<const std::int64_t> outer,
                                    std::span<const std::int64_t> prev) {
  interval_set computed = prologue.get(array);
  if (!prev.empty()) computed.add(body.writes(array, body.first(), body.last(), prev));
  if (r_first > body.first()) computed.add(body.writes(array, body.first(), r_first - 1, outer));
  return computed;
}

// The live elements of `array` written again before the next cut reads them: from the last
// reader on (its own in-place writes too), or before the first reduction in the next iteration;
// all of them at the last cut.
constexpr interval_set cut_rewritten(const cut_body& body, const short_name& array, const interval_set& live,
                                     std::size_t reader, std::size_t r_first, std::span<const std::int64_t> outer,
                                     std::span<const std::int64_t> next, bool last_cut) {
  interval_set rewritten = live;
  if (!last_cut) {
    rewritten = body.writes(array, reader, body.last(), outer);
    if (!next.empty() && r_first > body.first()) rewritten.add(body.writes(array, body.first(), r_first - 1, next));
  }
  return rewritten;
}

// The live sets at the cut of iteration `outer` (P's loop indices); `next` its next iteration in
// the innermost of them (empty at the end of its range), `prev` the one before, `last_cut`:
// no instance of P follows.
constexpr cut_live cut_at(const program& prog, const cut_body& body, std::size_t pivot,
                          const std::vector<std::size_t>& reductions, const element_sets& prologue,
                          std::span<const std::int64_t> outer, std::span<const std::int64_t> next,
                          std::span<const std::int64_t> prev, bool last_cut) {
  const std::size_t r_first = reductions.front();
  cut_live out;
  // what the reductions read before t_k
  element_sets before;
  for (const std::size_t r : reductions)
    cut_reads_of(prog, body, r, outer, std::numeric_limits<std::int64_t>::min(), before,
                 [](const short_name&) { return true; });

  // the descendants of P(k) after it in the body, and per array the elements whose last write in
  // this iteration after P a descendant (or P) made
  std::vector<bool> desc(prog.size(), false);
  element_sets desc_last;
  cut_descendants(prog, body, pivot, outer, desc, desc_last);

  // values the descendants read again: the same values when nothing writes their array between
  // the first reduction and the reader
  element_sets after;
  std::vector<std::pair<short_name, std::size_t>> last_reader;
  cut_read_again(prog, body, pivot, r_first, outer, desc, after, last_reader);

  // the next iteration's reductions that descend from P(k): an instance does when it reads an
  // element of an array only descendants write after P (and nothing before the reduction in the
  // body, or beside it in its loop) that a descendant wrote; and every instance after it does,
  // through the chain of s
  element_sets again;
  if (!next.empty()) out.chained = cut_next_reductions(prog, body, reductions, next, desc_last, again);

  // which elements were computed before the cut (written earlier in program order), and which are
  // written again before the next cut reads them
  for (const auto& [array, elems] : before.all()) {
    const interval_set live = elems & after.get(array);
    // computed: before the body, in the iteration before, or before the first reduction in this one
    const interval_set computed = cut_computed(body, prologue, array, r_first, outer, prev);
    std::size_t reader = 0;
    for (const auto& [n, at] : last_reader)
      if (n == array) reader = at;
    // rewritten: from the last reader on (its own in-place writes too), or before the first
    // reduction in the next iteration
    const interval_set rewritten = cut_rewritten(body, array, live, reader, r_first, outer, next, last_cut);
    const interval_set fresh = live & rewritten;
    out.twice[array] = fresh & computed;
    out.once[array] = fresh - computed;
    out.again[array] = (elems & again.get(array)) - fresh;
  }
  return out;
}

// The depth of pivot P's loop body, 0 when P cannot be a pivot: a statement in a loop writing one
// element of rank 0 or 1 per iteration (its own loops), or a reduction into one element per
// iteration of all but its innermost loop, its own pivot at the last instance of each (all but
// its innermost). Whether reductions feed the first kind is feeding_reductions'.
constexpr std::size_t pivot_depth(const program& prog, std::size_t s) {
  const statement& P = prog[s];
  const std::size_t d = P.domain.depth();
  if (P.output.rank() > 1 || d < 1) return 0;
  if (!P.compound()) return d;
  if (d < 2 || !(P.inputs[0] == P.output)) return 0;
  for (const auto& sub : P.output.subscripts)
    if (sub.coeff[index_var(d - 1)] != 0) return 0;
  return d - 1;
}

// The iterations that hold one cut each: P's loops, or all but the innermost of a reduction
// that is its own pivot.
constexpr iteration_domain pivot_domain(const program& prog, std::size_t pivot, std::size_t depth) {
  iteration_domain d = prog[pivot].domain;
  while (d.depth() > depth) {
    d.indices.pop_back();
    d.bounds.pop_back();
  }
  return d;
}

// The elements statements outside the pivot's loops write before them: those at most one loop
// deep that share no loop with it.
constexpr element_sets prologue_writes(const program& prog, const cut_body& body, std::size_t pivot) {
  element_sets out;
  for (std::size_t s = 0; s < body.first(); ++s) {
    if (prog.shared_loops(s, pivot) != 0) continue;
    if (auto w = body.elements(s, prog[s].output, {}, 0)) out[prog[s].output.array].add(*w);
  }
  return out;
}

// What for_each_cut ran: the reductions feeding the pivot (none: not a pivot, or its cuts exceed
// the budget), its instances, and whether it is a reduction cut at its own last instances.
struct cut_run {
  std::vector<std::size_t> reductions;
  std::int64_t instances = 0;
  bool reduction_pivot = false;
};

// Calls f(outer, live) for every cut of pivot P — or, when there are more than `budget`/(statements
// of its body), for as many of the last of them (P one loop deep: a run of consecutive cuts is
// still a valid sum; none with `whole`). `budget` is decreased by the work done.
template <class F>
constexpr cut_run for_each_cut(const program& prog, const size_binding& sizes, std::size_t pivot, std::int64_t& budget,
                               bool whole, F&& f) {
  const std::size_t depth = pivot_depth(prog, pivot);
  if (depth == 0) return {};
  const cut_body body(prog, sizes, pivot, depth);
  cut_run run{feeding_reductions(prog, body, pivot), 0, prog[pivot].domain.depth() > depth};
  if (run.reductions.empty()) return {};
  const std::vector<std::size_t>& reductions = run.reductions;
  const iteration_domain d = pivot_domain(prog, pivot, depth);
  const bool own = run.reduction_pivot;
  const std::int64_t n = domain_size(d, sizes);
  run.instances = n;
  const std::int64_t per_cut = static_cast<std::int64_t>(body.last() - body.first() + 1);
  const std::int64_t affordable = budget / per_cut;
  std::int64_t first_cut = 0;  // of P's single loop, when only the last cuts are affordable
  if (n > affordable) {
    if (whole || d.depth() != 1 || affordable < 1) return {};
    const slot_values v = bind_sizes(d, sizes);
    first_cut = d.bounds[0].upper.evaluate(v) - affordable;
  }
  budget -= std::min(n, affordable) * per_cut;
  const element_sets prologue = prologue_writes(prog, body, pivot);
  const std::size_t dP = d.depth();
  // a window of three consecutive instances: the cut at `cur` needs the one before and after it
  using point = std::array<std::int64_t, max_indices>;
  point before{}, cur{}, after{};
  std::size_t seen = 0;
  auto consecutive = [&](const point& a, const point& b) {
    for (std::size_t t = 0; t + 1 < dP; ++t)
      if (a[t] != b[t]) return false;
    return a[dP - 1] + 1 == b[dP - 1];
  };
  auto cut = [&](bool has_prev, bool has_next) {  // the cut at instance `cur`
    const std::span<const std::int64_t> at(cur.data(), dP);
    if (own) {  // a reduction with no instance in this iteration has no vertex to cut at
      const known_set last = body.elements(pivot, prog[pivot].output, at, dP);
      if (!last || last->empty()) {
        f(at, cut_live{});
        return;
      }
    }
    std::span<const std::int64_t> next, prev;
    if (has_next && consecutive(cur, after)) next = {after.data(), dP};
    if (has_prev && consecutive(before, cur)) prev = {before.data(), dP};
    f(at, cut_at(prog, body, pivot, reductions, prologue, at, next, prev, !has_next));
  };
  if (first_cut == 0) {
    for_each_point(d, sizes, [&](const slot_values& v) {
      for (std::size_t t = 0; t < dP; ++t) after[t] = v[index_var(t)];
      if (++seen > 1) cut(seen > 2, true);
      before = cur;
      cur = after;
    });
    if (seen > 0) cut(seen > 1, false);
  } else {  // k = first_cut - 1 is an instance too: the first cut has one before it
    const std::int64_t end = first_cut + affordable;
    for (std::int64_t k = first_cut; k < end; ++k) {
      before[0] = k - 1;
      cur[0] = k;
      after[0] = k + 1;
      cut(true, k + 1 < end);
    }
  }
  return run;
}

}  // namespace detail

/// The reduction-cut profile of pivot statement `pivot` of `prog` at `sizes` (empty `cuts` when
/// it is not a pivot: see the header comment); `budget`: the work it may do (for_each_cut),
/// decreased by what it did; `whole`: all cuts or none (no run of the last ones).
[[nodiscard]] constexpr reduction_cut_profile reduction_cuts(const program& prog, const size_binding& sizes,
                                                             std::size_t pivot, std::int64_t& budget,
                                                             bool whole = false) {
  reduction_cut_profile out;
  std::size_t chained = 0;
  detail::cut_run run = detail::for_each_cut(prog, sizes, pivot, budget, whole,
                                             [&](std::span<const std::int64_t>, const detail::cut_live& live) {
                                               cut_counts c;
                                               for (const auto& [a, s] : live.twice.all())
                                                 c.twice = checked_add(c.twice, s.size());
                                               for (const auto& [a, s] : live.once.all())
                                                 c.once = checked_add(c.once, s.size());
                                               for (const auto& [a, s] : live.again.all())
                                                 c.again = checked_add(c.again, s.size());
                                               out.cuts.push_back(c);
                                               if (live.chained) ++chained;
                                             });
  out.pivot = pivot;
  out.reductions = std::move(run.reductions);
  out.reduction_pivot = run.reduction_pivot;
  if (!out.cuts.empty()) out.instances = run.instances;
  // ordered cuts: every cut but the last (which has no next iteration) is followed by
  // reductions that descend from it
  out.chained = !out.cuts.empty() && chained + 1 == out.cuts.size();
  return out;
}
[[nodiscard]] constexpr reduction_cut_profile reduction_cuts(const program& prog, const size_binding& sizes,
                                                             std::size_t pivot) {
  std::int64_t budget = default_cut_work;
  return reduction_cuts(prog, sizes, pivot, budget);
}

/// The best reduction-cut bound of `prog` at `sizes` with S words of fast memory: the largest
/// over its pivots (different pivots' cuts may count the same I/O, so they are not added).
struct reduction_cut_bound {
  double Q = 0;
  std::size_t pivot = static_cast<std::size_t>(-1);  ///< the pivot attaining it
  std::int64_t cuts = 0;         ///< its cuts counted: the last ones only when fewer than `instances`
  std::int64_t instances = 0;    ///< its instances
  bool reduction_pivot = false;  ///< the pivot is a reduction, cut at its last instance per iteration
};

/// The profiles of every pivot of `prog`, doing at most `work` (default_cut_work) for all of them
/// together. A
/// reduction that is the only one feeding a statement which reads its result is not cut at its
/// own last instances: that statement's cuts see the same values, one step later, and read more
/// plainly (durbin's alpha rather than its sum).
[[nodiscard]] constexpr std::vector<reduction_cut_profile> reduction_cut_profiles(
    const program& prog, const size_binding& sizes, std::int64_t work = default_cut_work) {
  std::vector<bool> covered(prog.size(), false);
  for (std::size_t s = 0; s < prog.size(); ++s) {
    const std::size_t depth = detail::pivot_depth(prog, s);
    if (depth == 0 || prog[s].domain.depth() != depth) continue;  // not a statement fed by reductions
    const detail::cut_body body(prog, sizes, s, depth);
    const std::vector<std::size_t> feeding = detail::feeding_reductions(prog, body, s);
    if (feeding.size() == 1) covered[feeding.front()] = true;
  }
  std::vector<reduction_cut_profile> out;
  std::int64_t budget = work;
  for (std::size_t s = 0; s < prog.size(); ++s) {
    if (covered[s]) continue;
    reduction_cut_profile p = reduction_cuts(prog, sizes, s, budget);
    if (!p.cuts.empty()) out.push_back(std::move(p));
  }
  return out;
}

[[nodiscard]] constexpr reduction_cut_bound best_reduction_cut(const std::vector<reduction_cut_profile>& profiles,
                                                               double S) {
  reduction_cut_bound best;
  for (const auto& p : profiles) {
    const double q = p.io(S);
    // on a tie the statement that reads the reduction's result: its cuts read more plainly
    if (q > best.Q || (q == best.Q && q > 0 && best.reduction_pivot && !p.reduction_pivot))
      best = {q, p.pivot, static_cast<std::int64_t>(p.cuts.size()), p.instances, p.reduction_pivot};
  }
  return best;
}

}  // namespace pebble
