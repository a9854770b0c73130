// I/O lower bounds of classical matrix multiplication C = AB (A: M x K, B: K x N), thesis ch. 3:
// Theorem 3.1 (sequential, Q >= 2MNK/sqrt(S) + MN, rho = sqrt(S)/2 at X0 = 3S, (3.25), (3.29)-(3.30))
// and Theorem 3.2 / (3.31)-(3.33) (per processor on p processors of S words, both regimes).
#pragma once

#include <cstdint>
#include <limits>

#include <pebble/core/error.hpp>
#include <pebble/core/machine.hpp>
#include <pebble/core/math.hpp>

namespace pebble {

/// C = AB with A of M x K and B of K x N (the loop nest C[i,j] += A[i,k] B[k,j], i < M, j < N,
/// k < K): pebble::mmm_problem{.M = 4096, .N = 4096, .K = 1024}.
struct mmm_problem {
  std::int64_t M = 0;  ///< rows of A and C
  std::int64_t N = 0;  ///< columns of B and C
  std::int64_t K = 0;  ///< columns of A, rows of B
  friend constexpr bool operator==(const mmm_problem&, const mmm_problem&) = default;
};

/// Which statement of chapter 3 a bound comes from.
enum class mmm_regime {
  sequential,      ///< Theorem 3.1: one processor, fast memory of S words
  limited_memory,  ///< Theorem 3.2, p <= MNK/S^{3/2}: local domain sqrt(S) x sqrt(S) x MNK/(pS)
  extra_memory,    ///< Theorem 3.2, p >  MNK/S^{3/2}: cubic local domain of side (MNK/p)^{1/3}
};

/// A lower bound on the words moved (sequential: loads + stores; parallel: per processor), split
/// into the parts the proof attributes to A, B and C, with the optimal local domain of (3.32).
struct mmm_io_bound {
  mmm_regime regime = mmm_regime::sequential;
  double value = 0;    ///< Q = words_a + words_b + words_c
  double words_a = 0;  ///< MNK/sqrt(S) (sequential), ab (parallel)
  double words_b = 0;  ///< MNK/sqrt(S) (sequential), ab (parallel)
  double words_c = 0;  ///< MN (sequential: storing C), a^2 (parallel: the C block)
  /// The optimal domain is [a x a x b]: (3.32) in parallel; sequentially a = sqrt(S), b = K
  /// (sqrt(S) x sqrt(S) blocks of C, each updated by K outer products, (3.24)).
  double a = 0;
  double b = 0;
  double rho = 0;  ///< computational intensity: sqrt(S)/2 (sequential), a^2 b / (2ab + a^2) (3.31)
  /// The leading-order closed form of the regime, e.g. "2*M*N*K/(p*sqrt(S)) + S". (A function of
  /// the regime rather than a member: the type stays an aggregate of numbers, which nvcc's front
  /// end can pass as a template argument.)
  constexpr const char* formula() const {
    switch (regime) {
      case mmm_regime::sequential: return "2*M*N*K/sqrt(S) + M*N";
      case mmm_regime::limited_memory: return "2*M*N*K/(p*sqrt(S)) + S";
      case mmm_regime::extra_memory: break;
    }
    return "3*(M*N*K/p)^(2/3)";
  }
  /// The chapter's standing assumption: S < min{MN, MK, NK} (sequential, §3.2), or Theorem 3.2's
  /// hypothesis pS >= MN + MK + NK (parallel). The value is computed either way.
  bool assumption_holds = false;
  friend constexpr bool operator==(const mmm_io_bound&, const mmm_io_bound&) = default;
};

/// The maximal computational intensity of MMM (Lemma 3.6): rho = sqrt(S)/2, attained by the
/// X-partition with X0 = 3S.
struct mmm_intensity {
  double rho = 0;
  std::int64_t x0 = 0;
};

namespace detail {

constexpr void check_mmm_sizes(const char* who, const mmm_problem& mmm, std::int64_t S) {
  const std::int64_t M = mmm.M, N = mmm.N, K = mmm.K;
  // (the message first: during constant evaluation the compiler shows the literal)
  check(M >= 1 && N >= 1 && K >= 1, "the matrix sizes M, N, K of C = AB (A: M x K, B: K x N) must all be >= 1; got ",
        "M=", M, ", N=", N, ", K=", K, " in ", who);
  check(S >= 1, "the fast memory S must hold at least one word; got S=", S, " in ", who);
}

constexpr std::int64_t mmm_volume(const char* who, const mmm_problem& mmm) {
  const std::int64_t M = mmm.M, N = mmm.N, K = mmm.K;
  std::int64_t r = 0;
  const bool ok = !mul_overflow(M, N, &r) && !mul_overflow(r, K, &r);
  check(ok, "the number of multiplications M*N*K does not fit in a 64-bit integer; M=", M, ", N=", N, ", K=", K, " in ",
        who);
  return r;
}

// a * b, saturating at the largest uint128 (so overflowed products compare as "huge").
constexpr uint128 saturating_mul(uint128 a, uint128 b) {
  constexpr uint128 max = ~uint128{0};
  if (a != 0 && b > max / a) return max;
  return a * b;
}

}  // namespace detail

/// rho = sqrt(S)/2 and X0 = 3S: the intensity of (3.25) with sqrt(S) real, from minimizing (3.30).
[[nodiscard]] constexpr mmm_intensity mmm_max_intensity(std::int64_t S) {
  check(S >= 1, "pebble::mmm_max_intensity: the fast memory S must be >= 1 word; got S=", S);
  return {pebble::math::sqrt(static_cast<double>(S)) / 2, checked_mul(3, S)};
}

/// The intensity bound of an X-partition (3.29) at its maximum |alpha| = |beta| = |gamma| = X/3:
/// rho(X) = (X/3)^{3/2} / (X - S) for X > S. Its minimum over X is sqrt(S)/2 at X = 3S (3.30).
[[nodiscard]] constexpr double mmm_intensity_bound(double X, std::int64_t S) {
  check(S >= 1, "pebble::mmm_intensity_bound: the fast memory S must be >= 1 word; got S=", S);
  check(X > static_cast<double>(S), "pebble::mmm_intensity_bound: an X-partition bound needs X > S; got X=", X,
        ", S=", S);
  const double third = X / 3;
  return third * pebble::math::sqrt(third) / (X - static_cast<double>(S));
}

/// Theorem 3.1: any sequential pebbling of MMM moves at least 2MNK/sqrt(S) + MN words.
/// S is the fast memory in words.
[[nodiscard]] constexpr mmm_io_bound mmm_sequential_bound(const mmm_problem& mmm, std::int64_t S) {
  detail::check_mmm_sizes("pebble::mmm_sequential_bound", mmm, S);
  const std::int64_t M = mmm.M, N = mmm.N, K = mmm.K;
  const std::int64_t mnk = detail::mmm_volume("pebble::mmm_sequential_bound", mmm);
  const double root = pebble::math::sqrt(static_cast<double>(S));
  mmm_io_bound r;
  r.regime = mmm_regime::sequential;
  r.words_a = static_cast<double>(mnk) / root;
  r.words_b = r.words_a;
  r.words_c = static_cast<double>(M) * static_cast<double>(N);
  r.value = r.words_a + r.words_b + r.words_c;
  r.a = root;
  r.b = static_cast<double>(K);
  r.rho = root / 2;
  const double s = static_cast<double>(S);
  const double m = static_cast<double>(M), n = static_cast<double>(N), k = static_cast<double>(K);
  r.assumption_holds = s < m * n && s < m * k && s < n * k;
  return r;
}

/// Whether p processors of S words are in Theorem 3.2's limited-memory regime,
/// p <= MNK / S^{3/2}, decided exactly as p^2 S^3 <= (MNK)^2.
[[nodiscard]] constexpr bool mmm_memory_limited(const mmm_problem& mmm, const machine& target) {
  detail::check_mmm_sizes("pebble::mmm_memory_limited", mmm, target.S);
  check(target.p >= 1, "pebble::mmm_memory_limited: the number of processors p must be >= 1; got p=", target.p);
  const auto mnk = static_cast<detail::uint128>(detail::mmm_volume("pebble::mmm_memory_limited", mmm));
  const auto s = static_cast<detail::uint128>(target.S);
  const auto q = static_cast<detail::uint128>(target.p);
  using detail::saturating_mul;
  const detail::uint128 lhs = saturating_mul(saturating_mul(saturating_mul(q, q), saturating_mul(s, s)), s);
  return lhs <= mnk * mnk;  // mnk < 2^63, so mnk^2 < 2^126 is exact
}

/// Theorem 3.2 / (3.33): on p processors with S words each, some processor moves at least
///   2MNK/(p sqrt(S)) + S       if p <= MNK/S^{3/2}  (limited memory), or
///   3 (MNK/p)^{2/3}            if p >  MNK/S^{3/2}  (extra memory),
/// i.e. Q = 2V/a + a^2 with V = MNK/p and a = min{sqrt(S), V^{1/3}} (the piecewise form; the
/// "min{...}" printed in §3.3 would always pick the extra-memory value, docs/mmm.md erratum E1).
[[nodiscard]] constexpr mmm_io_bound mmm_parallel_bound(const mmm_problem& mmm, const machine& target) {
  detail::check_mmm_sizes("pebble::mmm_parallel_bound", mmm, target.S);
  const std::int64_t M = mmm.M, N = mmm.N, K = mmm.K;
  const std::int64_t p = target.p, S = target.S;
  check(p >= 1, "pebble::mmm_parallel_bound: the number of processors p must be >= 1; got p=", p);
  const std::int64_t mnk = detail::mmm_volume("pebble::mmm_parallel_bound", mmm);
  const double v = static_cast<double>(mnk) / static_cast<double>(p);
  mmm_io_bound r;
  if (mmm_memory_limited(mmm, target)) {
    r.regime = mmm_regime::limited_memory;
    r.a = pebble::math::sqrt(static_cast<double>(S));
    r.b = v / static_cast<double>(S);
    r.words_a = v / r.a;                 // = ab with a = sqrt(S), b = V/S
    r.words_c = static_cast<double>(S);  // = a^2, exactly
  } else {
    r.regime = mmm_regime::extra_memory;
    r.a = pebble::math::cbrt(v);
    r.b = r.a;
    r.words_a = r.a * r.a;
    r.words_c = r.words_a;
  }
  r.words_b = r.words_a;
  r.value = r.words_a + r.words_b + r.words_c;
  r.rho = v / r.value;
  const double fit = static_cast<double>(M) * static_cast<double>(N) + static_cast<double>(M) * static_cast<double>(K) +
                     static_cast<double>(N) * static_cast<double>(K);
  r.assumption_holds = static_cast<double>(p) * static_cast<double>(S) >= fit;
  return r;
}

}  // namespace pebble
