// MMM I/O lower bounds (bounds/mmm.hpp): Theorem 3.1, rho = sqrt(S)/2 at X0 = 3S (Lemma 3.6,
// (3.29)-(3.30)) and Theorem 3.2 in both regimes, against the worked examples of docs/mmm.md
// (Examples S, A-D), the thesis' own statements, and brute force over every processor grid of small problems.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <string>

#include <pebble/bounds/mmm.hpp>

using namespace pebble;

namespace {
constexpr std::int64_t pow2(int e) { return std::int64_t{1} << e; }
}  // namespace

// --- compile time ------------------------------------------------------------------------------

// docs/mmm.md, Example B: 2MNK/(p sqrt(S)) + S = 2^20 + 2^18 for M = N = K = 4096, p = 256, S = 2^18.
constexpr auto example_b = mmm_parallel_bound({.M = 4096, .N = 4096, .K = 4096}, {.p = 256, .S = pow2(18)});
static_assert(example_b.regime == mmm_regime::limited_memory);
static_assert(example_b.value == 1'310'720.0);
static_assert(example_b.a == 512.0 && example_b.b == 1024.0);
// docs/mmm.md, Example A.1: 3 (MNK/p)^{2/3} = 3 * 2^22 with p = 8, S = 2^23.
static_assert(mmm_parallel_bound({.M = 4096, .N = 4096, .K = 4096}, {.p = 8, .S = pow2(23)}).value == 12'582'912.0);
// Theorem 3.1 with sqrt(S) = 512: 2^37/2^9 + 2^24.
static_assert(mmm_sequential_bound({.M = 4096, .N = 4096, .K = 4096}, pow2(18)).value == 285'212'672.0);
static_assert(mmm_max_intensity(pow2(18)).rho == 256.0 && mmm_max_intensity(pow2(18)).x0 == 3 * pow2(18));

// --- Theorem 3.1 -------------------------------------------------------------------------------

TEST_CASE("Theorem 3.1: Q >= 2MNK/sqrt(S) + MN") {
  // docs/mmm.md, Example S (sequential): 2^28 + 2^24 = 285,212,672 for M = N = K = 4096, S = 2^18.
  const auto b = mmm_sequential_bound({.M = 4096, .N = 4096, .K = 4096}, pow2(18));
  CHECK(b.regime == mmm_regime::sequential);
  CHECK(b.value == 285'212'672.0);
  CHECK(b.words_a == 134'217'728.0);  // MNK/sqrt(S) = 2^36/2^9: half of 2MNK/sqrt(S)
  CHECK(b.words_b == 134'217'728.0);
  CHECK(b.words_c == 16'777'216.0);  // MN: storing C
  CHECK(b.rho == 256.0);             // (3.25): sqrt(S)/2
  CHECK(b.a == 512.0);
  CHECK(std::string(b.formula()) == "2*M*N*K/sqrt(S) + M*N");
  CHECK(b.assumption_holds);  // S = 2^18 < 2^24 = MN = MK = NK

  // Rectangular, non-square S: 2 * 1000*2000*3000/sqrt(10^4) + 1000*2000 = 1.2e8 + 2e6.
  CHECK(mmm_sequential_bound({.M = 1000, .N = 2000, .K = 3000}, 10'000).value ==
        doctest::Approx(122'000'000.0).epsilon(1e-15));
  // S = 5: 2*MNK/sqrt(5) + MN, against the standard library.
  CHECK(mmm_sequential_bound({.M = 7, .N = 11, .K = 13}, 5).value ==
        doctest::Approx(2.0 * 7 * 11 * 13 / std::sqrt(5.0) + 77).epsilon(1e-14));
  // The chapter's assumption S < min{MN, MK, NK} is reported, not enforced.
  CHECK_FALSE(mmm_sequential_bound({.M = 10, .N = 10, .K = 10}, 100).assumption_holds);
  CHECK(mmm_sequential_bound({.M = 10, .N = 10, .K = 10}, 99).assumption_holds);
}

TEST_CASE("rho = sqrt(S)/2 at X0 = 3S (Lemma 3.6, (3.29)-(3.30))") {
  for (std::int64_t S : {1, 2, 100, 1024, 393'216, 1'000'000'007}) {
    const auto r = mmm_max_intensity(S);
    CHECK(r.rho == doctest::Approx(std::sqrt(static_cast<double>(S)) / 2).epsilon(1e-15));
    CHECK(r.x0 == 3 * S);
    // At X = 3S, (X/3)^{3/2}/(X - S) = S^{3/2}/(2S) = sqrt(S)/2.
    CHECK(mmm_intensity_bound(3.0 * static_cast<double>(S), S) == doctest::Approx(r.rho).epsilon(1e-14));
  }
  // Brute force: over a fine grid of X in (S, 20S] the bound (3.29) is smallest at X = 3S.
  for (std::int64_t S : {16, 1000, 262'144}) {
    const double s = static_cast<double>(S);
    double best_x = 0, best = 1e300;
    for (int i = 1; i <= 19'000; ++i) {
      const double x = s + s * i / 1000.0;
      const double v = mmm_intensity_bound(x, S);
      if (v < best) {
        best = v;
        best_x = x;
      }
    }
    CHECK(best_x == doctest::Approx(3 * s).epsilon(1e-12));
    CHECK(best == doctest::Approx(std::sqrt(s) / 2).epsilon(1e-14));
  }
  CHECK_THROWS_WITH_AS((void)mmm_intensity_bound(100, 100), doctest::Contains("X > S"), pebble::error);
}

// --- Theorem 3.2 -------------------------------------------------------------------------------

TEST_CASE("Theorem 3.2, limited memory: 2MNK/(p sqrt(S)) + S (docs/mmm.md, Examples B, C)") {
  // Example B: M = N = K = 4096, p = 256, S = 2^18.
  const auto b = mmm_parallel_bound({.M = 4096, .N = 4096, .K = 4096}, {.p = 256, .S = pow2(18)});
  CHECK(b.regime == mmm_regime::limited_memory);
  CHECK(mmm_memory_limited({.M = 4096, .N = 4096, .K = 4096}, {.p = 256, .S = pow2(18)}));  // MNK/S^{3/2} = 512 >= 256
  CHECK(b.value == 1'310'720.0);
  CHECK(b.words_a == 524'288.0);
  CHECK(b.words_b == 524'288.0);
  CHECK(b.words_c == 262'144.0);
  CHECK(b.a == 512.0);        // min(sqrt(S) = 512, V^{1/3} = 645.08)
  CHECK(b.b == 1024.0);       // max(MNK/(pS) = 1024, 645.08)
  CHECK(b.assumption_holds);  // (MN + MK + NK)/p = 196,608 <= S
  CHECK(std::string(b.formula()) == "2*M*N*K/(p*sqrt(S)) + S");
  CHECK(b.rho == doctest::Approx(268'435'456.0 / 1'310'720.0));  // a^2 b/(2ab + a^2), (3.31)
  // 3 V^{2/3} = 1,248,383 (the unattainable cube) is below the limited-regime bound (Example B).
  CHECK(3 * std::cbrt(268'435'456.0) * std::cbrt(268'435'456.0) == doctest::Approx(1'248'383.0).epsilon(1e-6));
  CHECK(b.value > 1'248'383.0);

  // Example C: S = 393,216: MNK/S^{3/2} = 278.7 >= 256, bound 1,249,375.
  const auto c = mmm_parallel_bound({.M = 4096, .N = 4096, .K = 4096}, {.p = 256, .S = 393'216});
  CHECK(c.regime == mmm_regime::limited_memory);
  CHECK(c.value == doctest::Approx(1'249'375.0).epsilon(1e-6));
  CHECK(c.a == doctest::Approx(627.07).epsilon(1e-5));
  CHECK(c.value == doctest::Approx(2.0 * 68'719'476'736.0 / (256 * std::sqrt(393'216.0)) + 393'216).epsilon(1e-15));
}

TEST_CASE("Theorem 3.2, extra memory: 3 (MNK/p)^{2/3} (docs/mmm.md, Examples A.1, D)") {
  // Example A.1: p = 8, S = 2^23: a = b = 2048, Q = 12,582,912 (4,194,304 per matrix).
  const auto a = mmm_parallel_bound({.M = 4096, .N = 4096, .K = 4096}, {.p = 8, .S = pow2(23)});
  CHECK(a.regime == mmm_regime::extra_memory);
  CHECK_FALSE(
      mmm_memory_limited({.M = 4096, .N = 4096, .K = 4096}, {.p = 8, .S = pow2(23)}));  // MNK/S^{3/2} = 2.83 < 8
  CHECK(a.value == 12'582'912.0);
  CHECK(a.words_a == 4'194'304.0);
  CHECK(a.words_b == 4'194'304.0);
  CHECK(a.words_c == 4'194'304.0);
  CHECK(a.a == 2048.0);
  CHECK(a.b == 2048.0);
  CHECK(a.assumption_holds);  // pS = 2^26 >= 3 * 2^24
  CHECK(std::string(a.formula()) == "3*(M*N*K/p)^(2/3)");

  // Example D: M = N = 1024, K = 2^20, p = 64, S = 2^26: MNK/S^{3/2} = 2 < 64,
  // the raw (3.32) side is V^{1/3} = 2580.3 > M = N; the bound is 3 * (2^34)^{2/3} = 3 * 2^{68/3}.
  const auto d = mmm_parallel_bound({.M = 1024, .N = 1024, .K = pow2(20)}, {.p = 64, .S = pow2(26)});
  CHECK(d.regime == mmm_regime::extra_memory);
  CHECK(d.a == doctest::Approx(2580.3).epsilon(1e-5));
  CHECK(d.value == doctest::Approx(3 * std::pow(2.0, 68.0 / 3)).epsilon(1e-14));
  CHECK(d.assumption_holds);  // (MN + MK + NK)/p = 33,570,816 <= 2^26

  // docs/mmm.md, Example A: with p = 8 the hypothesis needs S >= 6,291,456 and the limited regime
  // S <= V^{2/3} = 4,194,304, so no admissible S is memory-limited.
  CHECK(mmm_memory_limited({.M = 4096, .N = 4096, .K = 4096}, {.p = 8, .S = 4'194'304}));
  CHECK_FALSE(mmm_memory_limited({.M = 4096, .N = 4096, .K = 4096}, {.p = 8, .S = 4'194'305}));
  CHECK_FALSE(mmm_parallel_bound({.M = 4096, .N = 4096, .K = 4096}, {.p = 8, .S = 6'291'455}).assumption_holds);
  CHECK(mmm_parallel_bound({.M = 4096, .N = 4096, .K = 4096}, {.p = 8, .S = 6'291'456}).assumption_holds);
}

TEST_CASE("Theorem 3.2: the regime boundary p = MNK/S^{3/2} and continuity there") {
  // M = N = K = 4096, S = 2^18: MNK/S^{3/2} = 2^36/2^27 = 512.
  const auto at = mmm_parallel_bound({.M = 4096, .N = 4096, .K = 4096}, {.p = 512, .S = pow2(18)});
  CHECK(at.regime == mmm_regime::limited_memory);  // p <= MNK/S^{3/2}
  CHECK(at.value == 786'432.0);                    // 2^19 + 2^18 = 3 (2^27)^{2/3}
  CHECK(mmm_parallel_bound({.M = 4096, .N = 4096, .K = 4096}, {.p = 511, .S = pow2(18)}).regime ==
        mmm_regime::limited_memory);
  const auto above = mmm_parallel_bound({.M = 4096, .N = 4096, .K = 4096}, {.p = 513, .S = pow2(18)});
  CHECK(above.regime == mmm_regime::extra_memory);
  CHECK(above.value == doctest::Approx(3 * std::pow(68'719'476'736.0 / 513, 2.0 / 3)).epsilon(1e-14));
  CHECK(above.value < at.value);

  // docs/mmm.md, Theorem 3.2 section: for square n x n x n the limited regime with pS >= 3n^2 needs 3n^2/p <= S <=
  // n^2/p^{2/3}, possible only for p >= 27. n = 3072: p = 27 admits S = n^2/9 = 1,048,576.
  const std::int64_t n = 3072;
  const auto b27 = mmm_parallel_bound({.M = n, .N = n, .K = n}, {.p = 27, .S = n * n / 9});
  CHECK((b27.regime == mmm_regime::limited_memory && b27.assumption_holds));
  for (std::int64_t p : {8, 20, 26}) {
    for (std::int64_t S = 3 * n * n / p - 2; S <= 3 * n * n / p + 2000; ++S) {
      const auto b = mmm_parallel_bound({.M = n, .N = n, .K = n}, {.p = p, .S = S});
      CHECK_FALSE((b.regime == mmm_regime::limited_memory && b.assumption_holds));
    }
  }

  // Exact decision where doubles would round: p S^{3/2} = 4 * 2^60 = 2^62 against MNK = 2^62
  // (limited, equality) and MNK = 2^62 - 1 (not limited; as a double 2^62 - 1 rounds to 2^62).
  CHECK(mmm_memory_limited({.M = 1, .N = 1, .K = pow2(62)}, {.p = 4, .S = pow2(40)}));
  CHECK_FALSE(mmm_memory_limited({.M = 1, .N = 1, .K = pow2(62) - 1}, {.p = 4, .S = pow2(40)}));
  CHECK_FALSE(mmm_memory_limited({.M = 1, .N = 1, .K = pow2(62)}, {.p = 5, .S = pow2(40)}));
  CHECK(mmm_memory_limited({.M = pow2(21) - 1, .N = pow2(21) - 1, .K = pow2(20)}, {.p = 1, .S = pow2(40)}));
  CHECK_FALSE(
      mmm_memory_limited({.M = 1, .N = 1, .K = 1}, {.p = 1, .S = std::int64_t{1} << 62}));  // S^3 saturates 128 bits
}

TEST_CASE("Theorem 3.2 holds for every processor grid of small problems (brute force)") {
  // Each grid [pm, pn, pk] with pm | M, pn | N, pk | K gives every rank an [M/pm, N/pn, K/pk]
  // block; when the C block fits (a_m a_n <= S) its surface a_m k + a_n k + a_m a_n must be at
  // least the bound, and some grid attains it when (3.32)'s a and b are integers dividing the sizes.
  int attained = 0, grids = 0;
  for (std::int64_t M : {1, 2, 4, 6, 8, 12}) {
    for (std::int64_t N : {1, 3, 4, 8, 12}) {
      for (std::int64_t K : {1, 2, 4, 8, 9, 16}) {
        for (std::int64_t p = 1; p <= 48; ++p) {
          for (std::int64_t S : {1, 2, 3, 4, 9, 16, 17, 36, 64, 100}) {
            const auto bound = mmm_parallel_bound({.M = M, .N = N, .K = K}, {.p = p, .S = S});
            const double eps = 1e-9 * bound.value;
            bool hit = false;
            for (std::int64_t pm = 1; pm <= M; ++pm) {
              for (std::int64_t pn = 1; pn <= N; ++pn) {
                if (M % pm || N % pn || p % (pm * pn)) continue;
                const std::int64_t pk = p / (pm * pn);
                if (pk > K || K % pk) continue;
                const std::int64_t am = M / pm, an = N / pn, bk = K / pk;
                if (am * an > S) continue;
                ++grids;
                const double q = static_cast<double>(am * bk + an * bk + am * an);
                CHECK(q >= bound.value - eps);
                if (std::abs(q - bound.value) <= eps) hit = true;
              }
            }
            const double a = bound.a, b = bound.b;
            const bool integral = a == std::floor(a) && b == std::floor(b);
            if (integral && M % static_cast<std::int64_t>(a) == 0 && N % static_cast<std::int64_t>(a) == 0 &&
                K % static_cast<std::int64_t>(b) == 0) {
              CHECK(hit);
              ++attained;
            }
          }
        }
      }
    }
  }
  CHECK(grids > 10'000);
  CHECK(attained > 100);
}

TEST_CASE("bounds reject impossible inputs with a sentence naming the values") {
  CHECK_THROWS_WITH_AS((void)mmm_parallel_bound({.M = 4, .N = 4, .K = 4}, {.p = 0, .S = 16}),
                       doctest::Contains("p must be >= 1; got p=0"), pebble::error);
  CHECK_THROWS_WITH_AS((void)mmm_parallel_bound({.M = 0, .N = 4, .K = 4}, {.p = 2, .S = 16}),
                       doctest::Contains("got M=0, N=4, K=4"), pebble::error);
  CHECK_THROWS_WITH_AS((void)mmm_sequential_bound({.M = 4, .N = -1, .K = 4}, 16),
                       doctest::Contains("got M=4, N=-1, K=4"), pebble::error);
  CHECK_THROWS_WITH_AS((void)mmm_sequential_bound({.M = 4, .N = 4, .K = 4}, 0), doctest::Contains("got S=0"),
                       pebble::error);
  // whole messages: the tool prefixes "pebble: error: ", so none begins with "pebble: " itself
  CHECK_THROWS_WITH_AS((void)mmm_sequential_bound({.M = 4, .N = 4, .K = 4}, 0),
                       "the fast memory S must hold at least one word; got S=0 in pebble::mmm_sequential_bound",
                       pebble::error);
  CHECK_THROWS_WITH_AS(
      (void)mmm_parallel_bound({.M = 1 << 30, .N = 1 << 30, .K = 1 << 30}, {.p = 2, .S = 16}),
      "the number of multiplications M*N*K does not fit in a 64-bit integer; M=1073741824, N=1073741824, "
      "K=1073741824 in pebble::mmm_parallel_bound",
      pebble::error);
  CHECK_THROWS_WITH_AS((void)mmm_parallel_bound({.M = pow2(21), .N = pow2(21), .K = pow2(21)}, {.p = 1, .S = 16}),
                       doctest::Contains("M*N*K does not fit"), pebble::error);
}
