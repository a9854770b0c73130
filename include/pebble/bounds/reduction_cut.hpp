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

#include <pebble/bounds/cut_sets.hpp>
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

/// A run of `count` consecutive cuts of one pivot (in program order) whose counts are affine in
/// their position: the first cut's counts, and what each next cut adds (cut_sets.hpp says why one
/// evaluation gives them).
struct cut_run_counts {
  std::int64_t count = 0;
  cut_counts first;
  cut_counts step;
  std::int64_t chained = 0;  ///< of its cuts, those whose next iteration's reductions descend from them
  friend constexpr bool operator==(const cut_run_counts&, const cut_run_counts&) = default;
};

namespace detail {

// Σ over the integer t in [0, n) of the largest of three lines a + b·t (the three cases of a cut's
// I/O below): split where two lines cross, each part sums one line.
constexpr double sum_of_upper_envelope(const std::array<std::array<double, 2>, 3>& lines, std::int64_t n) {
  std::array<std::int64_t, 5> at{0, n, n, n, n};
  std::size_t m = 1;
  for (std::size_t i = 0; i < lines.size(); ++i)
    for (std::size_t j = i + 1; j < lines.size(); ++j) {
      const double db = lines[i][1] - lines[j][1];
      if (db == 0) continue;
      const double x = (lines[j][0] - lines[i][0]) / db;
      if (!(x > 0 && x < static_cast<double>(n))) continue;
      auto c = static_cast<std::int64_t>(x);
      if (static_cast<double>(c) < x) ++c;  // ⌈x⌉: the first integer past the crossing
      at[m++] = c;
    }
  at[m++] = n;
  for (std::size_t i = 1; i < m; ++i)  // insertion sort of at most five
    for (std::size_t j = i; j > 0 && at[j] < at[j - 1]; --j) std::swap(at[j], at[j - 1]);
  double total = 0;
  for (std::size_t i = 0; i + 1 < m; ++i) {
    const std::int64_t lo = at[i], hi = at[i + 1];
    if (lo >= hi) continue;
    const double mid = (static_cast<double>(lo) + static_cast<double>(hi - 1)) / 2;
    std::size_t best = 0;
    for (std::size_t l = 1; l < lines.size(); ++l)
      if (lines[l][0] + lines[l][1] * mid > lines[best][0] + lines[best][1] * mid) best = l;
    const double len = static_cast<double>(hi - lo);
    total += len * lines[best][0] + lines[best][1] * len * (static_cast<double>(lo) + static_cast<double>(hi - 1)) / 2;
  }
  return total;
}

}  // namespace detail

/// The live values across every instance of one pivot (see the header comment), as runs of cuts.
struct reduction_cut_profile {
  std::size_t pivot = static_cast<std::size_t>(-1);  ///< the statement P
  std::vector<std::size_t> reductions;               ///< the reductions R feeding it
  /// The cuts counted, in program order: all of P's instances, or the last ones past the work limit.
  std::vector<cut_run_counts> runs;
  std::int64_t instances = 0;  ///< P's instances: more than cut_count() past the work limit
  /// P is a reduction cut at its last instance in each iteration of its other loops
  bool reduction_pivot = false;
  /// Every cut but the last of all has its next reductions descend from it (the cuts are
  /// ordered): `again` counts.
  bool chained = false;

  /// The number of cuts counted.
  constexpr std::int64_t cut_count() const {
    std::int64_t n = 0;
    for (const auto& r : runs) n = checked_add(n, r.count);
    return n;
  }
  /// Every cut's counts, in program order (for small sizes: one entry per cut).
  constexpr std::vector<cut_counts> expanded() const {
    std::vector<cut_counts> out;
    for (const auto& r : runs)
      for (std::int64_t t = 0; t < r.count; ++t)
        out.push_back(
            {r.first.twice + t * r.step.twice, r.first.once + t * r.step.once, r.first.again + t * r.step.again});
    return out;
  }
  /// Σ over the cuts of (cost of the live values − the S largest costs): with tw computed values
  /// (cost 2) and on inputs (cost 1, and `again` when chained), max(0, tw + on − S, 2tw + on − 2S),
  /// summed over each run in closed form.
  [[nodiscard]] constexpr double io(double S) const {
    double total = 0;
    for (const auto& r : runs) {
      const double tw = static_cast<double>(r.first.twice), dtw = static_cast<double>(r.step.twice);
      const double on = static_cast<double>(r.first.once) + (chained ? static_cast<double>(r.first.again) : 0.0);
      const double don = static_cast<double>(r.step.once) + (chained ? static_cast<double>(r.step.again) : 0.0);
      total += detail::sum_of_upper_envelope({{{0, 0}, {tw + on - S, dtw + don}, {2 * tw + on - 2 * S, 2 * dtw + don}}},
                                             r.count);
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
  template <class I>
  constexpr basic_known_set<I> elements(std::size_t s, const access& a, std::span<const I> outer, std::size_t fixed,
                                        I from = I(std::numeric_limits<std::int64_t>::min())) const {
    using set = basic_interval_set<I>;
    const iteration_domain& d = prog_[s].domain;
    if (d.depth() > fixed + 1 || a.rank() > 1) return {};
    slots_of<I> v = lift_slots<I>(slots_[s]);
    for (std::size_t t = 0; t < fixed; ++t) v[index_var(t)] = outer[t];
    I lo(0), hi(1);
    if (d.depth() == fixed + 1) {
      lo = std::max(from, evaluate_at(d.bounds[fixed].lower, v));
      hi = evaluate_at(d.bounds[fixed].upper, v);
    }
    if (lo >= hi) return {true, {}};
    if (a.rank() == 0) return {true, set(I(0), I(1))};
    const affine_expr& sub = a.subscripts[0];
    if (d.depth() == fixed) {
      const I e = evaluate_at(sub, v);
      return {true, set(e, checked_add(e, I(1)))};
    }
    const std::int64_t c = sub.coeff[index_var(fixed)];
    if (c < -1 || c > 1) return {};
    v[index_var(fixed)] = lo;
    const I e0 = evaluate_at(sub, v);
    v[index_var(fixed)] = checked_sub(hi, I(1));
    const I e1 = evaluate_at(sub, v);
    return {true, set(std::min(e0, e1), checked_add(std::max(e0, e1), I(1)))};
  }

  // The least free loop index of statement s (one loop beyond `fixed`) whose instance reads
  // through `a` an element of `set`; none: the end of its range (or nothing when not modelled).
  template <class I>
  constexpr std::optional<I> first_reading(std::size_t s, const access& a, std::span<const I> outer, std::size_t fixed,
                                           const basic_interval_set<I>& set) const {
    using iset = basic_interval_set<I>;
    const iteration_domain& d = prog_[s].domain;
    if (d.depth() != fixed + 1 || a.rank() > 1) return std::nullopt;
    slots_of<I> v = lift_slots<I>(slots_[s]);
    for (std::size_t t = 0; t < fixed; ++t) v[index_var(t)] = outer[t];
    const I lo = evaluate_at(d.bounds[fixed].lower, v), hi = evaluate_at(d.bounds[fixed].upper, v);
    if (lo >= hi) return hi;
    if (a.rank() == 0) return (iset(I(0), I(1)).within(set)) ? lo : hi;
    const std::int64_t c = a.subscripts[0].coeff[index_var(fixed)];
    v[index_var(fixed)] = lo;
    const I e0 = evaluate_at(a.subscripts[0], v);  // the element instance lo reads
    if (c == 0) return iset(e0, checked_add(e0, I(1))).within(set) ? lo : hi;
    if (c != 1 && c != -1) return std::nullopt;
    I best = hi;
    for (const auto& [x, y] : set.parts()) {
      // instances i in [lo, hi) with e0 + c·(i − lo) in [x, y)
      const I first =
          c == 1 ? checked_add(lo, checked_sub(x, e0)) : checked_add(checked_add(lo, checked_sub(e0, y)), I(1));
      const I last =
          c == 1 ? checked_add(lo, checked_sub(y, e0)) : checked_add(checked_add(lo, checked_sub(e0, x)), I(1));
      const I a0 = std::max(first, lo), b0 = std::min(last, hi);
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
  template <class I>
  constexpr basic_interval_set<I> writes(const short_name& array, std::size_t from, std::size_t to,
                                         std::span<const I> at) const {
    basic_interval_set<I> out;
    for (std::size_t s = from; s <= to && s < prog_.size(); ++s)
      if (prog_[s].output.array == array)
        if (const basic_known_set<I> w = elements(s, prog_[s].output, at, depth_)) out.add(*w);
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
template <class I>
struct basic_cut_live {
  basic_element_sets<I> twice, once, again;
  bool chained = false;  // the next iteration's reductions descend from this cut
};
using cut_live = basic_cut_live<std::int64_t>;

// Adds to `into` the elements statement s reads at iteration `at` (instances from `from` on) of the
// arrays `keep` accepts, but its own output's (cut_at's sets of values read).
template <class I, class Keep>
constexpr void cut_reads_of(const program& prog, const cut_body& body, std::size_t s, std::span<const I> at, I from,
                            basic_element_sets<I>& into, Keep&& keep) {
  for (const auto& x : prog[s].inputs) {
    if (x.array == prog[s].output.array || !keep(x.array)) continue;
    if (auto e = body.elements(s, x, at, body.depth(), from)) into[x.array].add(*e);
  }
}

// The descendants of P(k) after it in the body (desc), and per array the elements whose last write
// in this iteration after P a descendant (or P) made (desc_last).
template <class I>
constexpr void cut_descendants(const program& prog, const cut_body& body, std::size_t pivot, std::span<const I> outer,
                               std::vector<bool>& desc, basic_element_sets<I>& desc_last) {
  const std::size_t dP = body.depth();
  const statement& P = prog[pivot];
  if (const basic_known_set<I> p = body.elements(pivot, P.output, outer, dP)) desc_last[P.output.array] = *p;
  for (std::size_t x = pivot + 1; x <= body.last(); ++x) {
    const statement& X = prog[x];
    bool d = false;
    for (const auto& in : X.inputs) {
      // an element another statement of its loop writes is not known to be what the last writes
      // left; one X's own earlier instance wrote is fine (that instance descends too, by
      // induction over X's instances in order)
      if (body.interleaved_writer(in.array, x)) continue;
      const basic_known_set<I> e = body.elements(x, in, outer, dP);
      if (e && !e->empty() && e->within(desc_last.get(in.array))) {
        d = true;
        break;
      }
    }
    desc[x] = d;
    const basic_known_set<I> w = body.elements(x, X.output, outer, dP);
    basic_interval_set<I>& last = desc_last[X.output.array];
    if (!w) last = {};
    else if (d) last.add(*w);
    else last = last - *w;
  }
}

// Values the descendants read again (after), with the last descendant reading each array
// (last_reader): the same values when nothing writes their array between the first reduction
// (r_first) and the reader.
template <class I>
constexpr void cut_read_again(const program& prog, const cut_body& body, std::size_t pivot, std::size_t r_first,
                              std::span<const I> outer, const std::vector<bool>& desc, basic_element_sets<I>& after,
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
template <class I>
constexpr bool cut_next_reductions(const program& prog, const cut_body& body,
                                   const std::vector<std::size_t>& reductions, std::span<const I> next,
                                   const basic_element_sets<I>& desc_last, basic_element_sets<I>& again) {
  const std::size_t dP = body.depth();
  bool chained = false;
  for (const std::size_t r : reductions) {
    std::optional<I> from;
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
    const basic_known_set<I> descending = body.elements(r, prog[r].output, next, dP, *from);
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
template <class I>
constexpr basic_interval_set<I> cut_computed(const cut_body& body, const basic_element_sets<I>& prologue,
                                             const short_name& array, std::size_t r_first, std::span<const I> outer,
                                             std::span<const I> prev) {
  basic_interval_set<I> computed = prologue.get(array);
  if (!prev.empty()) computed.add(body.writes(array, body.first(), body.last(), prev));
  if (r_first > body.first()) computed.add(body.writes(array, body.first(), r_first - 1, outer));
  return computed;
}

// The live elements of `array` written again before the next cut reads them: from the last
// reader on (its own in-place writes too), or before the first reduction in the next iteration;
// all of them at the last cut.
template <class I>
constexpr basic_interval_set<I> cut_rewritten(const cut_body& body, const short_name& array,
                                              const basic_interval_set<I>& live, std::size_t reader,
                                              std::size_t r_first, std::span<const I> outer, std::span<const I> next,
                                              bool last_cut) {
  basic_interval_set<I> rewritten = live;
  if (!last_cut) {
    rewritten = body.writes(array, reader, body.last(), outer);
    if (!next.empty() && r_first > body.first()) rewritten.add(body.writes(array, body.first(), r_first - 1, next));
  }
  return rewritten;
}

// The live sets at the cut of iteration `outer` (P's loop indices); `next` its next iteration in
// the innermost of them (empty at the end of its range), `prev` the one before, `last_cut`:
// no instance of P follows.
template <class I>
constexpr basic_cut_live<I> cut_at(const program& prog, const cut_body& body, std::size_t pivot,
                                   const std::vector<std::size_t>& reductions, const basic_element_sets<I>& prologue,
                                   std::span<const I> outer, std::span<const I> next, std::span<const I> prev,
                                   bool last_cut) {
  const std::size_t r_first = reductions.front();
  basic_cut_live<I> out;
  // what the reductions read before t_k
  basic_element_sets<I> before;
  for (const std::size_t r : reductions)
    cut_reads_of(prog, body, r, outer, I(std::numeric_limits<std::int64_t>::min()), before,
                 [](const short_name&) { return true; });

  // the descendants of P(k) after it in the body, and per array the elements whose last write in
  // this iteration after P a descendant (or P) made
  std::vector<bool> desc(prog.size(), false);
  basic_element_sets<I> desc_last;
  cut_descendants(prog, body, pivot, outer, desc, desc_last);

  // values the descendants read again: the same values when nothing writes their array between
  // the first reduction and the reader
  basic_element_sets<I> after;
  std::vector<std::pair<short_name, std::size_t>> last_reader;
  cut_read_again(prog, body, pivot, r_first, outer, desc, after, last_reader);

  // the next iteration's reductions that descend from P(k): an instance does when it reads an
  // element of an array only descendants write after P (and nothing before the reduction in the
  // body, or beside it in its loop) that a descendant wrote; and every instance after it does,
  // through the chain of s
  basic_element_sets<I> again;
  if (!next.empty()) out.chained = cut_next_reductions(prog, body, reductions, next, desc_last, again);

  // which elements were computed before the cut (written earlier in program order), and which are
  // written again before the next cut reads them
  for (const auto& [array, elems] : before.all()) {
    const basic_interval_set<I> live = elems & after.get(array);
    // computed: before the body, in the iteration before, or before the first reduction in this one
    const basic_interval_set<I> computed = cut_computed(body, prologue, array, r_first, outer, prev);
    std::size_t reader = 0;
    for (const auto& [n, at] : last_reader)
      if (n == array) reader = at;
    // rewritten: from the last reader on (its own in-place writes too), or before the first
    // reduction in the next iteration
    const basic_interval_set<I> rewritten = cut_rewritten(body, array, live, reader, r_first, outer, next, last_cut);
    const basic_interval_set<I> fresh = live & rewritten;
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
template <class I>
constexpr basic_element_sets<I> prologue_writes(const program& prog, const cut_body& body, std::size_t pivot) {
  basic_element_sets<I> out;
  for (std::size_t s = 0; s < body.first(); ++s) {
    if (prog.shared_loops(s, pivot) != 0) continue;
    if (auto w = body.elements<I>(s, prog[s].output, {}, 0)) out[prog[s].output.array].add(*w);
  }
  return out;
}

// What for_each_cut_run ran: the reductions feeding the pivot (none: not a pivot, or its cuts
// exceed the budget), its instances, and whether it is a reduction cut at its own last instances.
struct cut_run {
  std::vector<std::size_t> reductions;
  std::int64_t instances = 0;
  bool reduction_pivot = false;
};

// The counts of a cut's live sets: their sizes summed over the arrays.
template <class I>
constexpr std::array<I, 3> cut_sizes(const basic_cut_live<I>& live) {
  std::array<I, 3> n{I(0), I(0), I(0)};
  for (const auto& [a, s] : live.twice.all()) n[0] = checked_add(n[0], s.size());
  for (const auto& [a, s] : live.once.all()) n[1] = checked_add(n[1], s.size());
  for (const auto& [a, s] : live.again.all()) n[2] = checked_add(n[2], s.size());
  return n;
}

// Calls f(run) for every cut of pivot P in runs (cut_run_counts, cut_sets.hpp), from the last cut
// backwards, each run one evaluation of P's loop body, while `budget` (decreased by the work done,
// statements of the body per evaluation) lasts: the cuts counted are then the last ones, still a
// valid sum; none with `whole`. The cuts at the ends of a range of P's innermost loop are runs of
// one (the cut before or after them is not in the same iteration of the outer loops).
template <class F>
constexpr cut_run for_each_cut_run(const program& prog, const size_binding& sizes, std::size_t pivot,
                                   std::int64_t& budget, bool whole, F&& f) {
  const std::size_t depth = pivot_depth(prog, pivot);
  if (depth == 0) return {};
  const cut_body body(prog, sizes, pivot, depth);
  cut_run run{feeding_reductions(prog, body, pivot), 0, prog[pivot].domain.depth() > depth};
  if (run.reductions.empty()) return {};
  const iteration_domain d = pivot_domain(prog, pivot, depth);
  const std::size_t dP = d.depth();
  run.instances = domain_size(d, sizes);
  const std::int64_t per_cut = static_cast<std::int64_t>(body.last() - body.first() + 1);
  // the ranges [lo, hi) of P's innermost loop, one per point of its other loops, in program order
  struct range {
    std::array<std::int64_t, max_indices> outer{};
    std::int64_t lo = 0, hi = 0;
  };
  iteration_domain outer_loops = d;
  outer_loops.indices.pop_back();
  outer_loops.bounds.pop_back();
  if (domain_size(outer_loops, sizes) > budget / per_cut) return whole ? cut_run{} : run;  // one evaluation each
  std::vector<range> ranges;
  const slot_values bound = bind_sizes(d, sizes);
  for_each_point(outer_loops, sizes, [&](const slot_values& at) {
    slot_values v = bound;
    range r;
    for (std::size_t t = 0; t + 1 < dP; ++t) r.outer[t] = v[index_var(t)] = at[index_var(t)];
    r.lo = d.bounds[dP - 1].lower.evaluate(v);
    r.hi = d.bounds[dP - 1].upper.evaluate(v);
    if (r.lo < r.hi) ranges.push_back(r);
  });
  const basic_element_sets<cut_index> prologue = prologue_writes<cut_index>(prog, body, pivot);
  const bool own = run.reduction_pivot;
  // The cuts k + t, t in [from - k, 0], as far as one evaluation at k holds; returns the first.
  auto evaluate = [&](const range& r, std::int64_t k, std::int64_t from, bool last_cut) {
    path_window window;
    window.lo = from - k;
    window.hi = 0;
    using point = std::array<cut_index, max_indices>;
    point cur{}, next{}, prev{};
    for (std::size_t t = 0; t + 1 < dP; ++t) cur[t] = next[t] = prev[t] = cut_index(r.outer[t]);
    cur[dP - 1] = cut_index(k, 1, &window);
    next[dP - 1] = cut_index(checked_add(k, std::int64_t{1}), 1, &window);
    prev[dP - 1] = cut_index(checked_sub(k, std::int64_t{1}), 1, &window);
    const std::span<const cut_index> at(cur.data(), dP);
    // a cut has the cut after it (before it) in its iteration of the outer loops unless it is
    // the range's last (first); the window keeps k + t inside
    const std::span<const cut_index> after =
        k + 1 < r.hi ? std::span<const cut_index>(next.data(), dP) : std::span<const cut_index>();
    const std::span<const cut_index> before =
        from > r.lo ? std::span<const cut_index>(prev.data(), dP) : std::span<const cut_index>();
    basic_cut_live<cut_index> live;
    bool vertex = true;
    if (own) {  // a reduction with no instance in this iteration has no vertex to cut at
      const basic_known_set<cut_index> last = body.elements(pivot, prog[pivot].output, at, dP);
      vertex = last && !last->empty();
    }
    if (vertex) live = cut_at<cut_index>(prog, body, pivot, run.reductions, prologue, at, after, before, last_cut);
    const std::array<cut_index, 3> n = cut_sizes(live);
    const std::int64_t t0 = window.lo;
    cut_run_counts counts;
    counts.count = 1 - t0;
    counts.first = {checked_add(n[0].value, checked_mul(n[0].slope, t0)),
                    checked_add(n[1].value, checked_mul(n[1].slope, t0)),
                    checked_add(n[2].value, checked_mul(n[2].slope, t0))};
    counts.step = {n[0].slope, n[1].slope, n[2].slope};
    counts.chained = live.chained ? counts.count : 0;
    std::array<std::int64_t, max_indices> first_at = r.outer;
    first_at[dP - 1] = k + t0;
    f(std::span<const std::int64_t>(first_at.data(), dP), counts);
    return k + t0;
  };
  bool complete = true;
  for (std::size_t i = ranges.size(); i-- > 0 && complete;) {
    const range& r = ranges[i];
    // the range's last cut alone, the ones strictly inside in runs, its first alone
    for (std::int64_t k = r.hi - 1; k >= r.lo;) {
      if (budget < per_cut) {
        complete = false;
        break;
      }
      budget -= per_cut;
      const bool inside = k > r.lo && k < r.hi - 1;
      k = evaluate(r, k, inside ? r.lo + 1 : k, i + 1 == ranges.size() && k == r.hi - 1) - 1;
    }
  }
  if (!complete && whole) return {};
  return run;
}

}  // namespace detail

/// The reduction-cut profile of pivot statement `pivot` of `prog` at `sizes` (no runs when it is
/// not a pivot: see the header comment); `budget`: the work it may do (for_each_cut_run),
/// decreased by what it did; `whole`: all cuts or none (not only the last ones).
[[nodiscard]] constexpr reduction_cut_profile reduction_cuts(const program& prog, const size_binding& sizes,
                                                             std::size_t pivot, std::int64_t& budget,
                                                             bool whole = false) {
  reduction_cut_profile out;
  std::int64_t chained = 0;
  std::int64_t budget_left = budget;
  detail::cut_run run = detail::for_each_cut_run(prog, sizes, pivot, budget_left, whole,
                                                 [&](std::span<const std::int64_t>, const cut_run_counts& counts) {
                                                   out.runs.push_back(counts);
                                                   chained = checked_add(chained, counts.chained);
                                                 });
  budget = budget_left;
  if (run.reductions.empty()) out.runs.clear();  // `whole` and not all affordable: none
  std::reverse(out.runs.begin(), out.runs.end());
  out.pivot = pivot;
  out.reductions = std::move(run.reductions);
  out.reduction_pivot = run.reduction_pivot;
  if (!out.runs.empty()) out.instances = run.instances;
  // ordered cuts: every cut but the last (which has no next iteration) is followed by
  // reductions that descend from it
  const std::int64_t n = out.cut_count();
  out.chained = n > 0 && chained + 1 == n;
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
    if (!p.runs.empty()) out.push_back(std::move(p));
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
      best = {q, p.pivot, p.cut_count(), p.instances, p.reduction_pivot};
  }
  return best;
}

}  // namespace pebble
