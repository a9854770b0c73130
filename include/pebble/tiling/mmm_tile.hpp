// The sequential greedy MMM tile of thesis §3.5.2.7: maximize rho = ab/(a+b) subject to
// ab + a + 1 <= S, a, b in N+ (3.26), solved exactly (the printed (3.27)/(3.28) are wrong,
// docs/mmm.md erratum E2), and the I/O of Listing 3.1 with that tile, partial boundary tiles included.
#pragma once

#include <cstdint>

#include <pebble/core/error.hpp>
#include <pebble/core/math.hpp>

namespace pebble {

/// An a x b block of C kept in fast memory while K rank-1 updates stream through it (Listing 3.1):
/// a runs along M (the column of A that stays resident), b along N (B is streamed one word at a
/// time). It occupies ab + a + 1 words: the C block, one column of A, one element of B.
struct mmm_tile {
  std::int64_t a = 1;
  std::int64_t b = 1;

  /// Words of fast memory the tile needs: ab + a + 1 (the constraint of (3.26)).
  constexpr std::int64_t memory() const { return checked_add(checked_add(checked_mul(a, b), a), 1); }
  /// Computational intensity rho = ab/(a+b): multiply-adds per word loaded (3.26).
  constexpr double intensity() const {
    return static_cast<double>(a) * static_cast<double>(b) / static_cast<double>(a + b);
  }
  friend constexpr bool operator==(const mmm_tile&, const mmm_tile&) = default;
};

/// Fails (a compile error in constant evaluation) unless the a x b tile fits in S words.
constexpr void check_tile_fits(std::int64_t a, std::int64_t b, std::int64_t S) {
  check(a >= 1 && b >= 1, "pebble::check_tile_fits: tile sides must be >= 1; got a=", a, ", b=", b);
  check(mmm_tile{a, b}.memory() <= S, "pebble::check_tile_fits: the requested a x b tile does not fit in fast memory: ",
        "it needs a*b + a + 1 words (the C block, one column of A, one element of B), more than S; a=", a, ", b=", b,
        ", a*b + a + 1=", mmm_tile{a, b}.memory(), ", S=", S);
}

namespace detail {

// rho(x) > rho(y) exactly: x.a x.b (y.a + y.b) > y.a y.b (x.a + x.b), in 128 bits.
constexpr bool higher_intensity(const mmm_tile& x, const mmm_tile& y) {
  __extension__ using i128 = __int128;
  const i128 lhs = static_cast<i128>(x.a * x.b) * (y.a + y.b);
  const i128 rhs = static_cast<i128>(y.a * y.b) * (x.a + x.b);
  return lhs > rhs;
}

// The best tile with first side a: b = floor((S - 1 - a)/a) (>= 1 for a <= (S - 1)/2).
constexpr mmm_tile greedy_tile_with_side(std::int64_t a, std::int64_t S) { return {a, (S - 1 - a) / a}; }

}  // namespace detail

/// The exact integer solution of (3.26): the tile (a, b) of maximal ab/(a+b) with ab + a + 1 <= S;
/// among equal intensities the smallest a. Needs S >= 3 (a = b = 1).
///
/// Method: for fixed a the best b is floor((S-1-a)/a). The relaxed objective
/// 1/rho = 1/a + a/(c-a), c = S - 1, is convex in a with its minimum at
/// a* = c/(sqrt(c) + 1) (docs/mmm.md, "Greedy sequential tile"), and it bounds the integer 1/rho from below, so starting at
/// a* the search walks outwards on each side until the relaxed value exceeds the best integer one.
/// Comparisons are exact (128-bit integers); O(1) candidates in practice, usable for S up to 2^62.
[[nodiscard]] constexpr mmm_tile optimal_greedy_tile(std::int64_t S) {
  check(S >= 3, "pebble::optimal_greedy_tile: the fast memory must hold at least 3 words (one element each of A, B ",
        "and C) for the greedy tile of (3.26); got S=", S);
  const std::int64_t c = S - 1;
  const std::int64_t a_max = c / 2;  // b >= 1 needs a + a <= S - 1
  const double a_star = static_cast<double>(c) / (pebble::math::sqrt(static_cast<double>(c)) + 1);
  std::int64_t a0 = static_cast<std::int64_t>(a_star + 0.5);
  if (a0 < 1) a0 = 1;
  if (a0 > a_max) a0 = a_max;

  mmm_tile best = detail::greedy_tile_with_side(a0, S);
  auto consider = [&](std::int64_t a) {
    const mmm_tile t = detail::greedy_tile_with_side(a, S);
    if (detail::higher_intensity(t, best) || (!detail::higher_intensity(best, t) && t.a < best.a)) best = t;
  };
  // 1/a + a/(c-a) > 1/rho(best)  <=>  (c - a + a^2) * ab * bb > (ab + bb) * a * (c - a).
  auto relaxed_worse = [&](std::int64_t a) {
    __extension__ using i128 = __int128;
    const i128 lhs = (static_cast<i128>(c - a) + static_cast<i128>(a) * a) * (best.a * best.b);
    const i128 rhs = static_cast<i128>(best.a + best.b) * a * (c - a);
    return lhs > rhs;
  };
  // a0 is within 1 of a*; the relaxed objective is monotone outside [a0 - 1, a0 + 1].
  for (std::int64_t a = a0 - 1; a <= a0 + 1; ++a)
    if (a >= 1 && a <= a_max) consider(a);
  for (std::int64_t a = a0 - 2; a >= 1 && !relaxed_worse(a); --a) consider(a);
  for (std::int64_t a = a0 + 2; a <= a_max && !relaxed_worse(a); ++a) consider(a);
  return best;
}

/// The simplest greedy tile, from the X = S partition (§3.5.2.7): a = b = floor(sqrt(S+1) - 1),
/// the largest square tile with a^2 + 2a <= S (rank-1 updates of a column and a row). S >= 3.
constexpr mmm_tile rank1_tile(std::int64_t S) {
  check(S >= 3, "pebble::rank1_tile: the fast memory must hold at least 3 words; got S=", S);
  const std::int64_t a = isqrt(S + 1) - 1;
  return {a, a};
}

/// Words moved by Listing 3.1 with tile t on C = AB (A: M x K, B: K x N), boundary tiles clipped:
/// every block of C (ceil(M/a) x ceil(N/b) of them) loads its a_i elements of A and b_j of B
/// per k, and stores its C block once: K (M ceil(N/b) + N ceil(M/a)) + MN.
/// For divisible sizes this is MNK (a+b)/(ab) + MN = MNK/rho + MN.
constexpr std::int64_t greedy_tile_io(std::int64_t M, std::int64_t N, std::int64_t K, const mmm_tile& t) {
  check(M >= 1 && N >= 1 && K >= 1, "pebble::greedy_tile_io: the matrix sizes M, N, K must all be >= 1; got M=", M,
        ", N=", N, ", K=", K);
  check(t.a >= 1 && t.b >= 1, "pebble::greedy_tile_io: tile sides must be >= 1; got a=", t.a, ", b=", t.b);
  const std::int64_t loads =
      checked_mul(K, checked_add(checked_mul(M, ceil_div(N, t.b)), checked_mul(N, ceil_div(M, t.a))));
  return checked_add(loads, checked_mul(M, N));
}

}  // namespace pebble
