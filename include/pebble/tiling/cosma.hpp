// The COSMA decomposition of C = AB on p ranks of S words (thesis §3.6.3, §3.7.1, Algorithm 1):
// the [a x a x b] domain of (3.32), a grid [pm, pn, pk] fitted to integer p and non-divisible sizes
// that may idle up to a fraction delta of the ranks to cut communication, and rounds t (Alg. 1 l. 6-7).
#pragma once

#include <array>
#include <cstdint>
#include <limits>

#include <pebble/bounds/mmm.hpp>
#include <pebble/core/error.hpp>
#include <pebble/core/machine.hpp>
#include <pebble/core/math.hpp>

namespace pebble {

/// A 3D processor grid [pm, pn, pk] for C = AB: M is split pm ways, N pn ways, K pk ways.
struct mmm_grid {
  std::int64_t m = 1;
  std::int64_t n = 1;
  std::int64_t k = 1;
  constexpr std::int64_t ranks() const { return checked_mul(checked_mul(m, n), k); }
  friend constexpr bool operator==(const mmm_grid&, const mmm_grid&) = default;
};

/// The local domain of one rank: an [m x n x k] box of the M x N x K iteration space; the rank
/// touches an m x k block of A, a k x n block of B and an m x n block of C.
struct mmm_block {
  std::int64_t m = 0;
  std::int64_t n = 0;
  std::int64_t k = 0;
  /// Multiply-adds of the block (per-rank computation).
  constexpr std::int64_t work() const { return checked_mul(checked_mul(m, n), k); }
  /// Words of A, B and C the block touches: m k + n k + m n (the whole surface, as in (3.33)).
  constexpr std::int64_t surface() const {
    return checked_add(checked_add(checked_mul(m, k), checked_mul(n, k)), checked_mul(m, n));
  }
  /// Fast memory a rank needs at least: its C block plus one k-slice of A and of B (h = 1 below).
  constexpr std::int64_t min_memory() const { return checked_add(checked_add(checked_mul(m, n), m), n); }
  friend constexpr bool operator==(const mmm_block&, const mmm_block&) = default;
};

/// The largest block of grid g on an M x N x K space: [ceil(M/pm), ceil(N/pn), ceil(K/pk)]
/// (each size cut into nearly equal parts, see grid_fits_sizes).
[[nodiscard]] constexpr mmm_block block_of(const mmm_problem& mmm, const mmm_grid& g) {
  const std::int64_t M = mmm.M, N = mmm.N, K = mmm.K;
  check(M >= 1 && N >= 1 && K >= 1, "pebble::block_of: the matrix sizes must all be >= 1; got M=", M, ", N=", N,
        ", K=", K);
  check(g.m >= 1 && g.n >= 1 && g.k >= 1, "pebble::block_of: the grid dimensions must all be >= 1; got [", g.m, ", ",
        g.n, ", ", g.k, "]");
  return {ceil_div(M, g.m), ceil_div(N, g.n), ceil_div(K, g.k)};
}

/// Whether grid g gives every rank work: pm <= M, pn <= N, pk <= K. Each size is cut into nearly
/// equal parts (their lengths differ by at most one), so no part is empty and the largest block is
/// block_of(mmm, g).
[[nodiscard]] constexpr bool grid_fits_sizes(const mmm_problem& mmm, const mmm_grid& g) {
  const std::int64_t M = mmm.M, N = mmm.N, K = mmm.K;
  return g.m >= 1 && g.n >= 1 && g.k >= 1 && g.m <= M && g.n <= N && g.k <= K;
}

/// The per-rank communication volume of grid g: the surface of its largest block,
/// ceil(M/pm) ceil(K/pk) + ceil(N/pn) ceil(K/pk) + ceil(M/pm) ceil(N/pn) words.
/// This is the Q = 2ab + a^2 of (3.33) (A and B inputs plus the C block) and the measure with
/// which Figure 3.5's numbers (65 ranks: -36% by dropping one) come out; the C block counts also
/// for pk = 1, where it is the rank's share of the output (the MN of Theorem 3.1).
[[nodiscard]] constexpr std::int64_t grid_comm_volume(const mmm_problem& mmm, const mmm_grid& g) {
  return block_of(mmm, g).surface();
}

/// How plan_mmm may trade ranks and memory: pebble::mmm_options{.delta = 0, .buffers = 2}.
struct mmm_options {
  double delta = 0.03;  ///< largest fraction of the ranks the grid may leave idle, in [0, 1)
  int buffers = 1;      ///< round buffers of A and B held at once: 1, or 2 (double buffering)
  /// least number of rounds the block's k range is cut into, where memory would hold it in fewer:
  /// with double buffering every round's transfer but the first overlaps the previous round's
  /// multiply (§3.7.3), at the price of more, shorter messages; the words do not change. >= 1.
  std::int64_t min_rounds = 1;
  friend constexpr bool operator==(const mmm_options&, const mmm_options&) = default;
};

/// The COSMA plan: the continuous optimum of (3.31)-(3.33) and the integer grid that realizes it.
struct mmm_plan {
  // --- inputs
  std::int64_t M = 0, N = 0, K = 0;  ///< C (M x N) = A (M x K) B (K x N)
  std::int64_t p = 0;                ///< ranks available
  std::int64_t S = 0;                ///< words of memory per rank
  double delta = 0;                  ///< largest fraction of ranks that may stay idle
  int buffers = 1;                   ///< round buffers of A and B held at once (2: double buffering)
  std::int64_t min_rounds = 1;       ///< least number of rounds (mmm_options::min_rounds)

  // --- the continuous optimum (Theorem 3.2, (3.32)); sizes need not divide
  mmm_io_bound bound;                  ///< per-rank lower bound, regime, a, b, rho
  std::array<double, 3> ideal_grid{};  ///< [M/a, N/a, K/b], generally not integers

  // --- the chosen integer grid
  mmm_grid grid;                 ///< [pm, pn, pk]
  std::int64_t ranks_used = 0;   ///< pm pn pk
  std::int64_t idle_ranks = 0;   ///< p - ranks_used <= floor(delta p)
  mmm_block block;               ///< [ceil(M/pm), ceil(N/pn), ceil(K/pk)]
  std::int64_t comm_volume = 0;  ///< words_a + words_b + words_c (grid_comm_volume)
  std::int64_t words_a = 0;      ///< block.m * block.k: A words the rank receives
  std::int64_t words_b = 0;      ///< block.n * block.k: B words the rank receives
  std::int64_t words_c = 0;      ///< block.m * block.n: C words the rank reduces / writes
  std::int64_t local_work = 0;   ///< block.m * block.n * block.k multiply-adds per rank

  // --- rounds (Algorithm 1, lines 6-7)
  std::int64_t k_per_round = 0;   ///< h = min(block.k, floor((S - mn)/(buffers (m + n))), ceil(block.k/min_rounds))
  std::int64_t rounds = 0;        ///< t = ceil(block.k / h)
  std::int64_t round_volume = 0;  ///< (m + n) h words of A and B per round (buffers: m h, n h)
  std::int64_t memory_used = 0;   ///< m n + min(buffers, t) (m + n) h <= S

  // --- the best grid that uses all p ranks (what dropping ranks is compared with)
  bool all_ranks_feasible = false;  ///< some grid of exactly p ranks fits (else the fields are 0)
  mmm_grid all_ranks_grid{0, 0, 0};
  std::int64_t all_ranks_comm_volume = 0;
  std::int64_t all_ranks_local_work = 0;

  /// The inputs again as the named values plan_mmm took.
  constexpr mmm_problem problem() const { return {M, N, K}; }
  constexpr pebble::machine target() const { return {p, S}; }
  constexpr mmm_options options() const { return {delta, buffers, min_rounds}; }
  friend constexpr bool operator==(const mmm_plan&, const mmm_plan&) = default;
};

namespace detail {

struct cosma_candidate {
  bool valid = false;
  mmm_grid grid{};
  std::int64_t volume = 0;
  std::int64_t work = 0;
  std::int64_t ranks = 0;
};

// The documented order: lower comm volume; then lower per-rank work; then more ranks used; then
// smaller pk (smaller C reductions); then smaller pm; then smaller pn.
constexpr bool cosma_better(const cosma_candidate& x, const cosma_candidate& y) {
  if (!y.valid) return true;
  if (x.volume != y.volume) return x.volume < y.volume;
  if (x.work != y.work) return x.work < y.work;
  if (x.ranks != y.ranks) return x.ranks > y.ranks;
  if (x.grid.k != y.grid.k) return x.grid.k < y.grid.k;
  if (x.grid.m != y.grid.m) return x.grid.m < y.grid.m;
  return x.grid.n < y.grid.n;
}

}  // namespace detail

/// floor(delta * p): how many of p ranks may stay idle (delta * p within 1e-9 of an integer
/// counts as that integer, so 0.03 * 100 allows 3 even though 0.03 is not exact in binary).
[[nodiscard]] constexpr std::int64_t max_idle_ranks(std::int64_t p, double delta) {
  check(p >= 1, "pebble::max_idle_ranks: the number of ranks p must be >= 1; got p=", p);
  check(delta >= 0 && delta < 1, "pebble::max_idle_ranks: the idle fraction delta must be in [0, 1); delta=", delta);
  const double x = delta * static_cast<double>(p);
  auto idle = static_cast<std::int64_t>(x);
  if (static_cast<double>(idle + 1) <= x + 1e-9 * (x > 1 ? x : 1)) ++idle;
  return idle < p ? idle : p - 1;
}

namespace detail {

// Fails with a sentence naming the value unless plan_mmm's inputs are in range.
constexpr void check_mmm_inputs(const mmm_problem& mmm, const machine& target, const mmm_options& options) {
  const std::int64_t M = mmm.M, N = mmm.N, K = mmm.K;
  const std::int64_t p = target.p, S = target.S;
  const double delta = options.delta;
  const int buffers = options.buffers;
  const std::int64_t min_rounds = options.min_rounds;
  check(p >= 1, "pebble::plan_mmm: the number of ranks p must be at least 1; got p=", p);
  check(M >= 1 && N >= 1 && K >= 1, "pebble::plan_mmm: the matrix sizes M, N, K of C = AB (A: M x K, B: K x N) must ",
        "all be at least 1; got M=", M, ", N=", N, ", K=", K);
  check(S >= 1, "pebble::plan_mmm: the memory per rank S must be at least 1 word; got S=", S);
  check(delta >= 0 && delta < 1, "pebble::plan_mmm: the idle fraction delta must be in [0, 1); got delta=", delta);
  check(buffers == 1 || buffers == 2, "pebble::plan_mmm: buffers must be 1 (one round in memory) or 2 (double ",
        "buffering); got ", buffers);
  check(min_rounds >= 1, "pebble::plan_mmm: min_rounds must be at least 1; got ", min_rounds);
}

// The plan's inputs, and the continuous optimum it is compared with (Theorem 3.2, (3.32)).
constexpr void set_mmm_inputs(mmm_plan& plan, const mmm_problem& mmm, const machine& target,
                              const mmm_options& options) {
  plan.M = mmm.M;
  plan.N = mmm.N;
  plan.K = mmm.K;
  plan.p = target.p;
  plan.S = target.S;
  plan.delta = options.delta;
  plan.buffers = options.buffers;
  plan.min_rounds = options.min_rounds;
  plan.bound = mmm_parallel_bound(mmm, target);
  plan.ideal_grid = {static_cast<double>(mmm.M) / plan.bound.a, static_cast<double>(mmm.N) / plan.bound.a,
                     static_cast<double>(mmm.K) / plan.bound.b};
}

// The most ranks a grid that gives every rank work can use (p itself unless p > MNK or the
// sizes admit no grid of exactly p, e.g. M = N = K = 2 and p = 7): ranks beyond it stay idle
// whatever delta allows.
constexpr std::int64_t cosma_most_ranks(const mmm_problem& mmm, std::int64_t p) {
  const std::int64_t M = mmm.M, N = mmm.N, K = mmm.K;
  std::int64_t p_fit = 1;
  for (std::int64_t pm = 1; pm <= M && pm <= p && p_fit < p; ++pm)
    for (std::int64_t pn = 1; pn <= N && pn <= p / pm; ++pn) {
      const std::int64_t pk = p / (pm * pn) < K ? p / (pm * pn) : K;
      if (pm * pn * pk > p_fit) p_fit = pm * pn * pk;
    }
  return p_fit;
}

// What cosma_search finds: the best grid of p_min .. p ranks, the best of exactly p ranks, and the
// least memory any pair (pm, pn) in range needs (for the error when no grid fits).
struct cosma_search_result {
  cosma_candidate best, best_all;
  std::int64_t min_needed = std::numeric_limits<std::int64_t>::max();
};

// Keeps grid [pm, pn, pk] in `into` when it beats what is there (cosma_better); m and n are its
// block's, K the matrices'.
constexpr void cosma_consider(cosma_candidate& into, std::int64_t K, std::int64_t pm, std::int64_t pn, std::int64_t pk,
                              std::int64_t m, std::int64_t n) {
  const std::int64_t k = K / pk + (K % pk != 0);
  const cosma_candidate c{true, {pm, pn, pk}, m * k + n * k + m * n, m * n * k, pm * pn * pk};
  if (cosma_better(c, into)) into = c;
}

// All grids [pm, pn, pk] with p_min <= pm pn pk <= p. For a fixed (pm, pn) the block's m and n
// are fixed and its volume and work only shrink as pk grows, and at equal volume and work more
// ranks win: the largest admissible pk dominates every other pk of that pair, so each pair
// needs one candidate (plus the pk that uses exactly p ranks, for the all-ranks comparison).
// The brute-force test enumerates every triple and checks this gives the same grid.
constexpr cosma_search_result cosma_search(const mmm_problem& mmm, std::int64_t p, std::int64_t S, int buffers,
                                           std::int64_t p_min) {
  const std::int64_t M = mmm.M, N = mmm.N, K = mmm.K;
  cosma_search_result r;
  for (std::int64_t pm = 1; pm <= M && pm <= p; ++pm) {
    const std::int64_t m = M / pm + (M % pm != 0);
    for (std::int64_t pn = 1; pn <= N && pn <= p / pm; ++pn) {
      const std::int64_t ranks_mn = pm * pn;
      const std::int64_t pk_max = p / ranks_mn < K ? p / ranks_mn : K;
      if (pk_max * ranks_mn < p_min) continue;  // no pk puts the rank count in range
      const std::int64_t n = N / pn + (N % pn != 0);
      const std::int64_t k_min = K / pk_max + (K % pk_max != 0);  // the pair's largest-pk block depth
      // mmm_block::min_memory, with a second slice buffer when rounds can double-buffer
      const std::int64_t need = m * n + (buffers == 2 && k_min >= 2 ? 2 : 1) * (m + n);
      if (need < r.min_needed) r.min_needed = need;
      if (need > S) continue;
      cosma_consider(r.best, K, pm, pn, pk_max, m, n);
      if (p % ranks_mn == 0 && p / ranks_mn <= K) cosma_consider(r.best_all, K, pm, pn, p / ranks_mn, m, n);
    }
  }
  return r;
}

// The chosen grid, its largest block and the words that block moves.
constexpr void set_mmm_grid(mmm_plan& plan, const mmm_problem& mmm, const cosma_candidate& best) {
  plan.grid = best.grid;
  plan.ranks_used = best.ranks;
  plan.idle_ranks = plan.p - best.ranks;
  plan.block = block_of(mmm, best.grid);
  plan.words_a = plan.block.m * plan.block.k;
  plan.words_b = plan.block.n * plan.block.k;
  plan.words_c = plan.block.m * plan.block.n;
  plan.comm_volume = best.volume;
  plan.local_work = best.work;
}

// The rounds of the block (Algorithm 1, lines 6-7): h k-slices per round, as many as memory,
// buffers and min_rounds allow.
constexpr void set_mmm_rounds(mmm_plan& plan) {
  const std::int64_t slice = plan.block.m + plan.block.n;
  const std::int64_t one_buffer = (plan.S - plan.words_c) / slice;
  const std::int64_t h_rounds = ceil_div(plan.block.k, plan.min_rounds);
  // one round when memory and min_rounds allow it, else buffers of them in memory at once
  const std::int64_t h_memory =
      (one_buffer >= plan.block.k && h_rounds >= plan.block.k) || plan.buffers == 1 ? one_buffer : one_buffer / 2;
  const std::int64_t h = h_memory < h_rounds ? h_memory : h_rounds;
  plan.k_per_round = h < plan.block.k ? h : plan.block.k;
  plan.rounds = ceil_div(plan.block.k, plan.k_per_round);
  plan.round_volume = slice * plan.k_per_round;
  plan.memory_used = plan.words_c + (plan.rounds > 1 ? plan.buffers : 1) * plan.round_volume;
}

}  // namespace detail

/// The COSMA plan for C = AB (A: M x K, B: K x N) on p ranks with S words each (§3.6.3, §3.7.1).
///
/// Grid fitting (FitRanks of Algorithm 1): every grid [pm, pn, pk] with p' = pm pn pk ranks,
/// p - floor(delta p) <= p' <= p, is a candidate if every rank gets work (pm <= M, pn <= N,
/// pk <= K: grid_fits_sizes) and its largest block fits in memory with one k-slice of A and B in flight,
/// mn + m + n <= S. The plan takes the candidate of least per-rank communication volume
/// (grid_comm_volume); ties go to less per-rank work, then more ranks, then smaller pk, pm, pn.
/// Ranks are therefore left idle only when that strictly lowers the communication (or, at equal
/// communication, the work), or when no grid of p - floor(delta p) .. p ranks gives every rank
/// work (p > MNK, or sizes like M = N = K = 2 with p = 7): then the range starts at the most
/// ranks such a grid can use. With divisible sizes the winner realizes (3.32): it minimizes
/// 2ab + a^2 over integer grids subject to a^2 (+ 2a) <= S, the discrete form of (3.31).
///
/// Rounds: the rank keeps its m x n block of C and receives h k-slices (m h words of A, n h of B)
/// per round, h as large as memory allows: h = min(k, floor((S - mn)/(m + n))), t = ceil(k/h)
/// (Algorithm 1 lines 6-7 with the floor that keeps mn + (m + n) h <= S; Alg. 1 prints a ceiling).
/// With `buffers` = 2 (double buffering, §3.7.3: the next round arrives while this one is
/// multiplied) two rounds are in memory at once: one round if the whole k fits one buffer,
/// else h = floor((S - mn)/(2(m + n))); a grid then needs mn + 2(m + n) <= S (k >= 2).
/// With `min_rounds` = R > 1, h is at most ceil(k/R): the block takes at least min(R, k) rounds
/// (R = 1 is Algorithm 1's h; the grid does not depend on R).
/// Unlike the thesis' a = sqrt(S), the plan never uses a C block with mn = S, whose rounds
/// 2ab/(S - a^2) are undefined (docs/mmm.md erratum E3).
///
/// Cost: one candidate per pair (pm, pn) with pm pn <= p, about p ln p; at compile time p = 18,432
/// takes about a second (test/bench/compile_time_plan.sh), at run time milliseconds up to p ~ 10^6.
[[nodiscard]] constexpr mmm_plan plan_mmm(const mmm_problem& mmm, const machine& target,
                                          const mmm_options& options = {}) {
  const std::int64_t M = mmm.M, N = mmm.N, K = mmm.K;
  const std::int64_t p = target.p, S = target.S;
  const double delta = options.delta;
  const int buffers = options.buffers;
  detail::check_mmm_inputs(mmm, target, options);

  mmm_plan plan;
  detail::set_mmm_inputs(plan, mmm, target, options);

  // Every block quantity below is at most M*N*K (work) or MN + MK + NK + M + N (surface, memory);
  // both are checked once here, so the search loop uses plain arithmetic. (Each pebble::check
  // costs the length of its message in constant evaluation; the loop runs for every grid.)
  (void)checked_add(checked_add(checked_add(checked_mul(M, N), checked_mul(M, K)), checked_mul(N, K)),
                    checked_add(M, N));
  const std::int64_t p_fit = detail::cosma_most_ranks(mmm, p);
  const std::int64_t p_allowed = p - max_idle_ranks(p, delta);
  const std::int64_t p_min = p_allowed < p_fit ? p_allowed : p_fit;
  const detail::cosma_search_result found = detail::cosma_search(mmm, p, S, buffers, p_min);
  check(found.best.valid, "pebble::plan_mmm: the memory per rank S is too small: no processor grid fits one C block ",
        "plus one column of A and one row of B (m*n + m + n words; twice the column and row with "
        "double buffering) in S words. S=",
        S, ", smallest need=", found.min_needed, " words, M=", M, ", N=", N, ", K=", K, ", p=", p, ", delta=", delta,
        ", buffers=", buffers);

  detail::set_mmm_grid(plan, mmm, found.best);
  detail::set_mmm_rounds(plan);
  if (found.best_all.valid) {
    plan.all_ranks_feasible = true;
    plan.all_ranks_grid = found.best_all.grid;
    plan.all_ranks_comm_volume = found.best_all.volume;
    plan.all_ranks_local_work = found.best_all.work;
  }
  return plan;
}

}  // namespace pebble
