// Per-rank lower bounds on the words a distributed run moves, given that its ranks start with
// their share of the inputs and end with their share of the outputs: the bounds of Theorem 3.2
// (matrix multiplication) and of chapter 4 (LU, Cholesky) restated for what a run can measure.
//
// Those theorems bound the loads and stores of a processor that starts with an empty memory of S
// words and ends with its outputs stored. A rank of a distributed run differs twice: its memory
// holds its pieces of the matrices beside the buffers, and the words of those pieces need no
// message. Both are accounted for:
//   - the bound is taken at the rank's whole memory S' = pieces + buffers (a larger memory only
//     lowers it, so S' may overestimate what the rank uses);
//   - the h words the rank holds at the start (its input pieces) and at the end (its output
//     pieces) are subtracted: h_in loads at the start and h_out stores at the end extend the
//     rank's play into one the theorem covers, so loads + stores >= Q(S') - h_in - h_out.
// A rank's loads are words it receives and its stores are among the words it sends, so
//   words received + words sent >= max(Q(S') - h, 0)
// for the rank that computes the most (at least 1/p of the work, as the theorems assume). Over
// all ranks: the busiest rank's words moved are at least the bound taken at the largest S' and
// the largest h of any rank. Words received alone are not bounded by the theorems (they bound
// loads and stores together).
#pragma once

#include <cstdint>

#include <pebble/bounds/factorization.hpp>
#include <pebble/bounds/mmm.hpp>
#include <pebble/core/error.hpp>
#include <pebble/core/machine.hpp>

namespace pebble {

/// A lower bound on the words (received + sent) the busiest rank of a distributed run moves.
struct layout_io_bound {
  std::int64_t memory_words = 0;  ///< S': the largest memory of a rank, pieces and buffers
  std::int64_t held_words = 0;    ///< h: the most words a rank holds at the start plus at the end
  double io_bound = 0;            ///< Q(S'): the theorem's per-rank bound at S' words
  double value = 0;               ///< max(Q(S') - h, 0): words received + sent, at least
  /// The theorem's hypothesis at S' (Theorem 3.2: p S' >= MN + MK + NK; chapter 4: none).
  bool assumption_holds = false;
  /// Whether the bound says more than the rank's own pieces do: the hypothesis holds and the
  /// value is positive. Otherwise there is nothing to compare a run with.
  [[nodiscard]] constexpr bool informative() const { return assumption_holds && value > 0; }
  friend constexpr bool operator==(const layout_io_bound&, const layout_io_bound&) = default;
};

namespace detail {

constexpr layout_io_bound held_subtracted(const char* who, std::int64_t memory_words, std::int64_t held_words,
                                          double io_bound, bool assumption_holds) {
  check(held_words >= 0, "the words a rank holds must be >= 0; got ", held_words, " in ", who);
  layout_io_bound b;
  b.memory_words = memory_words;
  b.held_words = held_words;
  b.io_bound = io_bound;
  const double rest = io_bound - static_cast<double>(held_words);
  b.value = rest > 0 ? rest : 0;
  b.assumption_holds = assumption_holds;
  return b;
}

}  // namespace detail

/// The layout bound of C = AB on p ranks: Theorem 3.2 at S' = `memory_words`, less `held_words`
/// (a rank's pieces of A and B at the start plus its piece of C at the end; the largest over the
/// ranks, as S').
[[nodiscard]] constexpr layout_io_bound mmm_layout_bound(const mmm_problem& mmm, std::int64_t p,
                                                         std::int64_t memory_words, std::int64_t held_words) {
  const mmm_io_bound q = mmm_parallel_bound(mmm, {.p = p, .S = memory_words});
  return detail::held_subtracted("pebble::mmm_layout_bound", memory_words, held_words, q.value, q.assumption_holds);
}

/// The layout bound of an N x N LU or Cholesky factorization on p ranks: chapter 4's bound
/// (lu_io_bound, cholesky_io_bound) at S' = `memory_words`, less `held_words` (a rank's piece of
/// the matrix twice when it is factored in place: read at the start, the factor's at the end).
[[nodiscard]] constexpr layout_io_bound factorization_layout_bound(factorization kind, std::int64_t N, std::int64_t p,
                                                                   std::int64_t memory_words, std::int64_t held_words) {
  const factorization_io_bound q = factorization_io_bound_of(kind, N, {.p = p, .S = memory_words});
  return detail::held_subtracted("pebble::factorization_layout_bound", memory_words, held_words, q.value, true);
}

}  // namespace pebble
