// Sequential greedy MMM tile (tiling/mmm_tile.hpp, thesis (3.26)) and the COSMA decomposition
// (tiling/cosma.hpp, thesis §3.6.3, §3.7.1, Algorithm 1), against docs/mmm.md (the greedy tile,
// the 65-rank example of Figure 3.5, worked examples S and A-D), the thesis' statements (Figure 3.5, §3.9's 9,216 / 9,217 cores), and brute force.
//
// Where the thesis' worked examples and this implementation differ (docs/mmm.md, "pebble's
// choices"; see the test cases):
// * Example B gives the grid [8, 8, 4] with a = sqrt(S) = 512, i.e. a C block of exactly S words
//   and no room for A and B: its rounds 2ab/(S - a^2) are undefined (erratum E3). plan_mmm
//   requires m n + m + n <= S, so for Example B it picks another grid; the bound (3.33) and the
//   continuous a, b, ideal grid [8, 8, 4] are still the example's.
// * Algorithm 1 line 6 rounds the k-slices per round up, ceil((S - a^2)/(2a)); the plan rounds
//   down so the round fits in S (erratum E4). Examples A, C, D divide exactly, so both agree.
// * Figure 3.5 says "+1.5%" computation; the exact value is 65/64 - 1 = 1.5625% (erratum E5).
// * Example S's I/O of the (511, 512) tile, 285,475,329, is the continuous MNK/rho + MN; the
//   schedule of Listing 3.1 with clipped boundary tiles moves 301,989,888 words (derived below).
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <tuple>

#include <pebble/core/extent.hpp>
#include <pebble/tiling/cosma.hpp>
#include <pebble/tiling/mmm_tile.hpp>

using namespace pebble;
using namespace pebble::literals;

namespace {
__extension__ using i128 = __int128;
constexpr std::int64_t pow2(int e) { return std::int64_t{1} << e; }
constexpr std::int64_t cdiv(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }
}  // namespace

// --- compile time ------------------------------------------------------------------------------

static_assert(optimal_greedy_tile(100) == mmm_tile{9, 10});
static_assert(optimal_greedy_tile(pow2(18)) == mmm_tile{511, 512});
// Figure 3.5: square matrices on 65 ranks use 64 as a [4, 4, 4] grid.
constexpr auto square65 = plan_mmm({.M = 1040, .N = 1040, .K = 1040}, {.p = 65, .S = pow2(17)});
static_assert(square65.grid == mmm_grid{4, 4, 4} && square65.idle_ranks == 1);
static_assert(square65.block == mmm_block{260, 260, 260});
// Static extents give the same plan, and its numbers are template arguments.
constexpr auto example_a = plan_mmm({.M = 4096_c, .N = 4096_c, .K = 4096_c}, {.p = 8_c, .S = static_int<pow2(23)>{}});
static_assert(example_a.grid == mmm_grid{2, 2, 2} && example_a.rounds == 2);
static_assert(std::is_same_v<static_int<example_a.block.m>, static_int<2048>>);

// --- the sequential greedy tile (3.26) -----------------------------------------------------------

TEST_CASE("greedy tile: the solutions of (3.26) in docs/mmm.md") {
  // S = 100 -> (9, 10), rho = 90/19; S = 1024 -> (31, 32); S = 2^18 -> (511, 512).
  CHECK(optimal_greedy_tile(100) == mmm_tile{9, 10});
  CHECK(optimal_greedy_tile(100).intensity() == doctest::Approx(90.0 / 19));
  CHECK(optimal_greedy_tile(1024) == mmm_tile{31, 32});
  CHECK(optimal_greedy_tile(1024).intensity() == doctest::Approx(15.746).epsilon(1e-4));
  CHECK(optimal_greedy_tile(pow2(18)) == mmm_tile{511, 512});
  CHECK(optimal_greedy_tile(pow2(18)).intensity() == doctest::Approx(255.75).epsilon(1e-4));
  CHECK(optimal_greedy_tile(pow2(18)).memory() == pow2(18));  // ab + a + 1 = S exactly
  CHECK(optimal_greedy_tile(3) == mmm_tile{1, 1});

  // Erratum 2: the printed (3.27)/(3.28) give a_opt >= sqrt(S) and b_opt < 0; the true tile has
  // a < sqrt(S), near the continuous optimum a* = (S-1)/(sqrt(S-1) + 1), b* = sqrt(S-1).
  for (std::int64_t S : {std::int64_t{100}, std::int64_t{1024}, pow2(18)}) {
    const double s = static_cast<double>(S);
    const double printed_a = std::floor(std::sqrt((s - 1) * (s - 1) * (s - 1) - s + 1) / (s - 2));
    const double printed_b = std::floor(-(2 * s + std::sqrt((s - 1) * (s - 1) * (s - 1) - s * s - 1)) /
                                        std::sqrt((s - 1) * (s - 1) * (s - 1) - s + 1));
    CHECK(printed_a >= std::sqrt(s));
    CHECK(printed_b < 0);
    const auto t = optimal_greedy_tile(S);
    CHECK(static_cast<double>(t.a) < std::sqrt(s));
    CHECK(std::abs(static_cast<double>(t.a) - (s - 1) / (std::sqrt(s - 1) + 1)) <= 1.0);
    CHECK(std::abs(static_cast<double>(t.b) - std::sqrt(s - 1)) <= 1.0);
  }
}

namespace {
// The best (a, b) by enumerating every pair with ab + a + 1 <= S; ties: smallest a.
mmm_tile brute_force_tile(std::int64_t S, bool all_b) {
  mmm_tile best{0, 0};
  for (std::int64_t a = 1; 2 * a + 1 <= S; ++a) {
    const std::int64_t b_max = (S - 1 - a) / a;
    for (std::int64_t b = all_b ? 1 : b_max; b <= b_max; ++b) {
      // ab/(a+b) > best: exact cross-multiplication.
      const bool better =
          best.a == 0 || static_cast<i128>(a * b) * (best.a + best.b) > static_cast<i128>(best.a * best.b) * (a + b);
      if (better) best = {a, b};
    }
  }
  return best;
}
}  // namespace

TEST_CASE("greedy tile equals brute force over all tiles") {
  for (std::int64_t S = 3; S <= 1500; ++S) {
    INFO("S = " << S);
    const auto t = optimal_greedy_tile(S);
    CHECK(t == brute_force_tile(S, true));
    CHECK(t.memory() <= S);
  }
  // Larger S: every a, with its best b = floor((S - 1 - a)/a).
  for (std::int64_t S : {999'983, 1'000'000, 1'048'583, 2'000'003}) {
    INFO("S = " << S);
    CHECK(optimal_greedy_tile(S) == brute_force_tile(S, false));
  }
  // Very large S stays exact and fast; the tile is within 1 of (a*, b*).
  for (std::int64_t S : {std::int64_t{1'000'000'000'000}, pow2(50) + 12'345, pow2(62)}) {
    const auto t = optimal_greedy_tile(S);
    CHECK(t.memory() <= S);
    const double c = static_cast<double>(S - 1);
    CHECK(std::abs(static_cast<double>(t.a) - c / (std::sqrt(c) + 1)) <= 1.0);
    CHECK(std::abs(static_cast<double>(t.b) - std::sqrt(c)) <= 1.0);
  }
  CHECK_THROWS_WITH_AS((void)optimal_greedy_tile(2), doctest::Contains("at least 3 words"), pebble::error);
}

TEST_CASE("rank-1 tile of the X = S partition") {
  // a = b = floor(sqrt(S+1) - 1): S = 2^18 -> 511 (511^2 + 2*511 = 262,143 <= S; 512 needs 263,168).
  CHECK(rank1_tile(pow2(18)) == mmm_tile{511, 511});
  CHECK(rank1_tile(3) == mmm_tile{1, 1});  // 1 + 2 = 3
  CHECK(rank1_tile(7) == mmm_tile{1, 1});  // 2^2 + 4 = 8 > 7
  CHECK(rank1_tile(8) == mmm_tile{2, 2});
}

namespace {
// Listing 3.1 played on an explicit fast memory of words (matrix, row, column): loads, stores,
// and the peak number of words resident. C is updated in place (a word of fast memory).
struct simulated_io {
  std::int64_t loads = 0, stores = 0;
  std::size_t peak = 0;
};
simulated_io simulate_listing_3_1(std::int64_t M, std::int64_t N, std::int64_t K, mmm_tile t) {
  using word = std::tuple<char, std::int64_t, std::int64_t>;
  std::set<word> fast;
  simulated_io io;
  auto touch = [&](const word& w) {
    if (fast.insert(w).second && std::get<0>(w) != 'C') ++io.loads;  // C starts as zeros
    io.peak = std::max(io.peak, fast.size());
  };
  for (std::int64_t i1 = 0; i1 < M; i1 += t.a) {
    for (std::int64_t j1 = 0; j1 < N; j1 += t.b) {
      const std::int64_t i_end = std::min(i1 + t.a, M), j_end = std::min(j1 + t.b, N);
      for (std::int64_t r = 0; r < K; ++r) {
        for (std::int64_t i = i1; i < i_end; ++i) touch({'A', i, r});
        for (std::int64_t j = j1; j < j_end; ++j) {
          touch({'B', r, j});
          for (std::int64_t i = i1; i < i_end; ++i) touch({'C', i, j});
          fast.erase({'B', r, j});
        }
        for (std::int64_t i = i1; i < i_end; ++i) fast.erase({'A', i, r});
      }
      for (std::int64_t i = i1; i < i_end; ++i)
        for (std::int64_t j = j1; j < j_end; ++j) {
          fast.erase({'C', i, j});
          ++io.stores;
        }
    }
  }
  return io;
}
}  // namespace

TEST_CASE("greedy_tile_io counts Listing 3.1's loads and stores; the tile fits in ab + a + 1") {
  std::mt19937_64 rng(314159);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng); };
  for (int trial = 0; trial < 300; ++trial) {
    const std::int64_t M = pick(1, 13), N = pick(1, 13), K = pick(1, 6);
    const mmm_tile t{pick(1, 7), pick(1, 7)};
    const auto io = simulate_listing_3_1(M, N, K, t);
    CHECK(greedy_tile_io(M, N, K, t) == io.loads + io.stores);
    CHECK(static_cast<std::int64_t>(io.peak) <= t.memory());
    CHECK(io.stores == M * N);
  }
  // docs/mmm.md, Example S (M = N = K = 4096, S = 2^18): with the (511, 512) tile the continuous
  // MNK/rho + MN = 285,475,329 (ratio 1.00092 to the bound 285,212,672); the clipped schedule has
  // ceil(4096/511) = 9 row blocks and 8 column blocks: 4096 (4096*8 + 4096*9) + 4096^2 = 301,989,888.
  const mmm_tile t{511, 512};
  const double continuous = 68'719'476'736.0 / t.intensity() + 16'777'216.0;
  CHECK(continuous == doctest::Approx(285'475'329.0).epsilon(1e-8));
  CHECK(continuous / 285'212'672.0 == doctest::Approx(1.00092).epsilon(1e-5));
  CHECK(greedy_tile_io(4096, 4096, 4096, t) == 301'989'888);
  // Divisible sizes: exactly MNK/rho + MN. 4088 = 8 * 511, 4096 = 8 * 512.
  CHECK(greedy_tile_io(4088, 4096, 100, t) == 4088LL * 4096 * 100 * (511 + 512) / (511 * 512) + 4088LL * 4096);
}

TEST_CASE("check_tile_fits reports the words the tile needs") {
  CHECK_NOTHROW(check_tile_fits(9, 10, 100));
  CHECK_THROWS_WITH_AS((void)check_tile_fits(10, 10, 100), doctest::Contains("a=10, b=10, a*b + a + 1=111, S=100"),
                       pebble::error);
  CHECK_THROWS_WITH_AS((void)check_tile_fits(0, 10, 100), doctest::Contains("got a=0"), pebble::error);
}

// --- the COSMA plan: worked examples ------------------------------------------------------------

TEST_CASE("COSMA Example A.1 (docs/mmm.md): M = N = K = 4096, p = 8, S = 2^23") {
  const auto plan = plan_mmm({.M = 4096, .N = 4096, .K = 4096}, {.p = 8, .S = pow2(23)});
  CHECK(plan.bound.regime == mmm_regime::extra_memory);
  CHECK(plan.bound.a == 2048.0);
  CHECK(plan.ideal_grid == std::array<double, 3>{2, 2, 2});
  CHECK(plan.grid == mmm_grid{2, 2, 2});
  CHECK(plan.ranks_used == 8);
  CHECK(plan.idle_ranks == 0);
  CHECK(plan.block == mmm_block{2048, 2048, 2048});
  CHECK(plan.comm_volume == 12'582'912);  // = 3 V^{2/3}, the bound
  CHECK(plan.words_a == 4'194'304);
  CHECK(plan.words_b == 4'194'304);
  CHECK(plan.words_c == 4'194'304);
  CHECK(plan.k_per_round == 1024);  // (8,388,608 - 4,194,304)/4096
  CHECK(plan.rounds == 2);
  CHECK(plan.round_volume == 4'194'304);                // 2,097,152 of A + 2,097,152 of B = S - a^2
  CHECK(plan.block.m * plan.k_per_round == 2'097'152);  // buffer ab/t per matrix
  CHECK(plan.memory_used == pow2(23));
  CHECK(plan.local_work == pow2(33));
  // The example's comparison: the best 2D grid [2, 4, 1] moves 14,680,064 words (COSMA -14.3%).
  CHECK(grid_comm_volume({.M = 4096, .N = 4096, .K = 4096}, {2, 4, 1}) == 14'680'064);
}

TEST_CASE("COSMA Example B (docs/mmm.md): limited memory, M = N = K = 4096, p = 256, S = 2^18") {
  const auto plan = plan_mmm({.M = 4096, .N = 4096, .K = 4096}, {.p = 256, .S = pow2(18)});
  // The continuous optimum is the example's: a = 512, b = 1024, grid [8, 8, 4], Q = 1,310,720.
  CHECK(plan.bound.regime == mmm_regime::limited_memory);
  CHECK(plan.bound.value == 1'310'720.0);
  CHECK(plan.ideal_grid == std::array<double, 3>{8, 8, 4});
  // Disagreement (see the top of the file): [8, 8, 4]'s 512 x 512 C block fills S, leaving no
  // word for A and B (262,144 + 1024 > S), so it is not a candidate.
  CHECK(mmm_block{512, 512, 1024}.min_memory() > pow2(18));
  // Hand-derived: with up to floor(0.03 * 256) = 7 ranks idle, 252 = 7 * 12 * 3 ranks give blocks
  // [ceil(4096/7), ceil(4096/12), ceil(4096/3)] = [586, 342, 1366] (C block 200,412 words) and
  // Q = 586*342 + (586 + 342)*1366 = 1,468,060; the best 256-rank grid is [8, 16, 2] with
  // 256*512 + (256 + 512)*2048 = 1,703,936. Brute force below confirms the minimum.
  CHECK(plan.grid == mmm_grid{7, 12, 3});
  CHECK(plan.ranks_used == 252);
  CHECK(plan.block == mmm_block{586, 342, 1366});
  CHECK(plan.comm_volume == 1'468'060);
  CHECK(plan.all_ranks_grid == mmm_grid{8, 16, 2});
  CHECK(plan.all_ranks_comm_volume == 1'703'936);
  CHECK(plan.k_per_round == (pow2(18) - 586 * 342) / (586 + 342));  // 66
  CHECK(plan.rounds == cdiv(1366, 66));
  // Without idle ranks the plan is the best 256-rank grid.
  const auto strict = plan_mmm({.M = 4096, .N = 4096, .K = 4096}, {.p = 256, .S = pow2(18)}, {.delta = 0.0});
  CHECK(strict.grid == mmm_grid{8, 16, 2});
  CHECK(strict.comm_volume == 1'703'936);
  // The 2D grid [16, 16, 1]: (K/sqrt(p))(M + N) + MN/p = 2,162,688 (Example B).
  CHECK(grid_comm_volume({.M = 4096, .N = 4096, .K = 4096}, {16, 16, 1}) == 2'162'688);
}

TEST_CASE("COSMA Example C (docs/mmm.md): limited memory with buffers, S = 393,216") {
  const auto plan = plan_mmm({.M = 4096, .N = 4096, .K = 4096}, {.p = 256, .S = 393'216});
  CHECK(plan.bound.regime == mmm_regime::limited_memory);
  CHECK(plan.bound.value == doctest::Approx(1'249'375.0).epsilon(1e-6));
  CHECK(plan.grid == mmm_grid{8, 8, 4});
  CHECK(plan.block == mmm_block{512, 512, 1024});
  CHECK(plan.comm_volume == 1'310'720);  // +4.9% over the bound
  CHECK(static_cast<double>(plan.comm_volume) / plan.bound.value == doctest::Approx(1.049).epsilon(1e-3));
  CHECK(plan.k_per_round == 128);                    // (S - a^2)/(2a) = 131,072/1024
  CHECK(plan.rounds == 8);                           // 2ab/(S - a^2) = 1,048,576/131,072
  CHECK(plan.round_volume == 131'072);               // 65,536 of A + 65,536 of B
  CHECK(plan.block.m * plan.k_per_round == 65'536);  // buffers ab/t
  CHECK(plan.idle_ranks == 0);
}

TEST_CASE("COSMA Example D (docs/mmm.md): largeK needs clamping, M = N = 1024, K = 2^20, p = 64") {
  const auto plan = plan_mmm({.M = 1024, .N = 1024, .K = pow2(20)}, {.p = 64, .S = pow2(26)});
  CHECK(plan.bound.regime == mmm_regime::extra_memory);
  // Raw (3.32): grid [0.397, 0.397, 406.4], not a grid.
  CHECK(plan.ideal_grid[0] == doctest::Approx(0.397).epsilon(1e-3));
  CHECK(plan.ideal_grid[2] == doctest::Approx(406.4).epsilon(1e-3));
  // Clamped: a = 1024, b = 16,384, grid [1, 1, 64].
  CHECK(plan.grid == mmm_grid{1, 1, 64});
  CHECK(plan.block == mmm_block{1024, 1024, 16'384});
  CHECK(plan.comm_volume == 34'603'008);
  CHECK(plan.rounds == 1);  // h = (S - a^2)/(2a) = 32,256 >= b
  CHECK((pow2(26) - 1024 * 1024) / 2048 == 32'256);
  CHECK(plan.k_per_round == 16'384);
  // 2D [8, 8, 1]: (K/8)(M + N) + MN/p = 268,451,840, 7.76x more.
  CHECK(grid_comm_volume({.M = 1024, .N = 1024, .K = pow2(20)}, {8, 8, 1}) == 268'451'840);
  CHECK(268'451'840.0 / plan.comm_volume == doctest::Approx(7.76).epsilon(1e-3));
}

// --- dropping ranks (§3.7.1) --------------------------------------------------------------------

TEST_CASE("Figure 3.5: square matrices on 65 ranks use 64 (communication -36%, computation +1.56%)") {
  // n = 1040 is divisible by 4, 5 and 13, so the ratios are exact: all 65 ranks can only form a
  // permutation of [13, 5, 1] (65 = 5 * 13), per-rank surface n^2 (1/65 + 1/13 + 1/5) = 19 n^2/65;
  // 64 ranks form [4, 4, 4], 3 n^2/16. S = 2^17 leaves both grids room (docs/mmm.md, the 65-rank example).
  const std::int64_t n = 1040;
  const auto plan = plan_mmm({.M = n, .N = n, .K = n}, {.p = 65, .S = pow2(17)});
  CHECK(plan.grid == mmm_grid{4, 4, 4});
  CHECK(plan.ranks_used == 64);
  CHECK(plan.idle_ranks == 1);
  CHECK(plan.comm_volume == 3 * n * n / 16);
  REQUIRE(plan.all_ranks_feasible);
  CHECK(plan.all_ranks_grid == mmm_grid{5, 13, 1});  // ties among permutations: smaller pk, then pm
  CHECK(plan.all_ranks_comm_volume == 19 * n * n / 65);
  // 1 - (3/16)/(19/65) = 1 - 195/304 = 35.9% less communication.
  CHECK(plan.comm_volume * 304 == plan.all_ranks_comm_volume * 195);
  // 65/64 - 1 = 1.5625% more computation per rank.
  CHECK(plan.local_work * 64 == plan.all_ranks_local_work * 65);
  CHECK(plan.bound.assumption_holds);  // pS >= 3 n^2
  CHECK(plan.bound.regime == mmm_regime::extra_memory);

  // Other square sizes (not divisible by 5 and 13): still [4, 4, 4], about -36%.
  for (std::int64_t m : {4096, 16'384, 10'000}) {
    const auto q = plan_mmm({.M = m, .N = m, .K = m}, {.p = 65, .S = pow2(26)});
    CHECK(q.grid == mmm_grid{4, 4, 4});
    const double saving = 1.0 - static_cast<double>(q.comm_volume) / static_cast<double>(q.all_ranks_comm_volume);
    CHECK(saving == doctest::Approx(0.36).epsilon(0.01));
  }
  // With delta = 0 all 65 ranks work.
  CHECK(plan_mmm({.M = n, .N = n, .K = n}, {.p = 65, .S = pow2(17)}, {.delta = 0.0}).grid == mmm_grid{5, 13, 1});
  // 0.03 * 33 < 1: no rank may idle.
  CHECK(plan_mmm({.M = n, .N = n, .K = n}, {.p = 33, .S = pow2(20)}).ranks_used == 33);
}

TEST_CASE("§3.9: one more core than 9,216 = 2^10 3^2 (9,217 = 13 * 709) is left idle") {
  // M = N = K = 16,384 (strong scaling); S = 2^27 words (~1 GiB of doubles per core, extra memory).
  // With delta allowing exactly one idle rank, 9,217 ranks plan as 9,216 do without idling.
  const auto p9216 = plan_mmm({.M = 16'384, .N = 16'384, .K = 16'384}, {.p = 9216, .S = pow2(27)}, {.delta = 0.0});
  const auto p9217 =
      plan_mmm({.M = 16'384, .N = 16'384, .K = 16'384}, {.p = 9217, .S = pow2(27)}, {.delta = 1.5 / 9217});
  CHECK(p9217.ranks_used == 9216);
  CHECK(p9217.grid == p9216.grid);
  CHECK(p9217.comm_volume == p9216.comm_volume);
  CHECK(p9217.comm_volume < p9217.all_ranks_comm_volume);
  // With the default 3% both plans coincide too (the runtime "does not change").
  const auto d9216 = plan_mmm({.M = 16'384, .N = 16'384, .K = 16'384}, {.p = 9216, .S = pow2(27)});
  const auto d9217 = plan_mmm({.M = 16'384, .N = 16'384, .K = 16'384}, {.p = 9217, .S = pow2(27)});
  CHECK(d9217.grid == d9216.grid);
  CHECK(d9217.ranks_used <= 9216);
}

TEST_CASE("§3.7.1: square matrices on 2,198 = 13^3 + 1 cores use the 13 x 13 x 13 cube") {
  // n = 13 * 1024: the cube [13, 13, 13] has surface 3 (n/13)^2 = 3 * 1024^2; every grid of
  // p' <= 2197 ranks has surface >= 3 (n^3/p')^{2/3} >= 3 n^2/13^2 (Theorem 3.2's cube bound), and
  // 2,198 = 2 * 7 * 157 has no grid near a cube.
  const std::int64_t n = 13 * 1024;
  const auto plan = plan_mmm({.M = n, .N = n, .K = n}, {.p = 2198, .S = pow2(27)});
  CHECK(plan.grid == mmm_grid{13, 13, 13});
  CHECK(plan.comm_volume == 3 * 1024 * 1024);
  CHECK(plan.idle_ranks == 1);
}

TEST_CASE("max_idle_ranks is floor(delta p) computed exactly") {
  for (std::int64_t p = 1; p <= 200'000; ++p) {
    CHECK(max_idle_ranks(p, 0.03) == std::min(p * 3 / 100, p - 1));
    CHECK(max_idle_ranks(p, 0.1) == std::min(p / 10, p - 1));
    CHECK(max_idle_ranks(p, 0.0) == 0);
  }
  CHECK_THROWS_WITH_AS((void)max_idle_ranks(10, 1.0), doctest::Contains("delta must be in [0, 1)"), pebble::error);
}

// --- brute force --------------------------------------------------------------------------------

namespace {
struct brute_choice {
  mmm_grid grid;
  std::int64_t volume = 0, work = 0, ranks = 0;
};
// Every triple pm <= M, pn <= N, pk <= K with min(p - floor(p * num/den), the most ranks any
// such triple uses up to p) <= pm pn pk <= p whose largest
// block [ceil(M/pm), ceil(N/pn), ceil(K/pk)] satisfies m n + m + n <= S; least surface, then least
// work, then most ranks, then smallest pk, pm, pn (the order documented in cosma.hpp).
// only_p: only grids of exactly p ranks.
std::optional<brute_choice> brute_force_grid(std::int64_t M, std::int64_t N, std::int64_t K, std::int64_t p,
                                             std::int64_t S, std::int64_t num, std::int64_t den, bool only_p) {
  std::int64_t fit = 1;
  for (std::int64_t pm = 1; pm <= M && pm <= p; ++pm)
    for (std::int64_t pn = 1; pn <= N && pm * pn <= p; ++pn)
      for (std::int64_t pk = 1; pk <= K && pm * pn * pk <= p; ++pk) fit = std::max(fit, pm * pn * pk);
  const std::int64_t lo = only_p ? p : std::min(p - std::min(p * num / den, p - 1), fit);
  std::optional<brute_choice> best;
  auto key = [](const brute_choice& c) {
    return std::make_tuple(c.volume, c.work, -c.ranks, c.grid.k, c.grid.m, c.grid.n);
  };
  for (std::int64_t pm = 1; pm <= M && pm <= p; ++pm)
    for (std::int64_t pn = 1; pn <= N && pm * pn <= p; ++pn)
      for (std::int64_t pk = 1; pk <= K && pm * pn * pk <= p; ++pk) {
        const std::int64_t q = pm * pn * pk;
        if (q < lo) continue;
        const std::int64_t m = cdiv(M, pm), n = cdiv(N, pn), k = cdiv(K, pk);
        if (m * n + m + n > S) continue;
        const brute_choice c{{pm, pn, pk}, m * k + n * k + m * n, m * n * k, q};
        if (!best || key(c) < key(*best)) best = c;
      }
  return best;
}
}  // namespace

TEST_CASE("the plan's grid minimizes per-rank communication over all grids (brute force)") {
  std::mt19937_64 rng(271828);
  auto pick = [&](std::int64_t lo, std::int64_t hi) {
    return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng);
  };
  const std::int64_t sizes[] = {1, 2, 3, 4, 5, 7, 8, 9, 12, 13, 16, 17, 24, 30, 32, 60, 64, 100};
  const std::int64_t memories[] = {3, 4, 5, 8, 10, 20, 30, 50, 100, 300, 1000, 5000, 100'000};
  const std::int64_t deltas[][2] = {{0, 1}, {3, 100}, {1, 10}, {1, 4}, {1, 2}};
  int planned = 0, dropped = 0, refused = 0;
  for (int trial = 0; trial < 6000; ++trial) {
    const std::int64_t M = sizes[pick(0, 17)], N = sizes[pick(0, 17)], K = sizes[pick(0, 17)];
    const std::int64_t p = trial % 5 == 0 ? pick(60, 300) : pick(1, 70);
    const std::int64_t S = memories[pick(0, 12)];
    const auto& d = deltas[pick(0, 4)];
    const double delta = static_cast<double>(d[0]) / static_cast<double>(d[1]);
    INFO("M=" << M << " N=" << N << " K=" << K << " p=" << p << " S=" << S << " delta=" << delta);
    const auto expect = brute_force_grid(M, N, K, p, S, d[0], d[1], false);
    if (!expect) {
      CHECK_THROWS_AS((void)plan_mmm({.M = M, .N = N, .K = K}, {.p = p, .S = S}, {.delta = delta}), pebble::error);
      ++refused;
      continue;
    }
    const auto plan = plan_mmm({.M = M, .N = N, .K = K}, {.p = p, .S = S}, {.delta = delta});
    ++planned;
    CHECK(plan.grid == expect->grid);
    CHECK(plan.comm_volume == expect->volume);
    CHECK(plan.local_work == expect->work);
    CHECK(plan.ranks_used == expect->ranks);
    CHECK(plan.idle_ranks == p - expect->ranks);
    CHECK(plan.block == mmm_block{cdiv(M, plan.grid.m), cdiv(N, plan.grid.n), cdiv(K, plan.grid.k)});
    CHECK(plan.comm_volume == plan.words_a + plan.words_b + plan.words_c);
    if (plan.idle_ranks > 0) ++dropped;
    // Ranks idle only when that strictly lowers communication (or, at equal communication, work).
    const auto all = brute_force_grid(M, N, K, p, S, 0, 1, true);
    CHECK(plan.all_ranks_feasible == all.has_value());
    if (all) {
      CHECK(plan.all_ranks_grid == all->grid);
      CHECK(plan.all_ranks_comm_volume == all->volume);
      CHECK(plan.all_ranks_local_work == all->work);
      if (plan.idle_ranks > 0)
        CHECK((plan.comm_volume < all->volume || (plan.comm_volume == all->volume && plan.local_work < all->work)));
    }
    // Rounds: the most k-slices per round that fit, and enough rounds to cover the block.
    const auto& b = plan.block;
    const std::int64_t h = plan.k_per_round;
    CHECK(h >= 1);
    CHECK(b.m * b.n + (b.m + b.n) * h <= S);
    CHECK((h == b.k || b.m * b.n + (b.m + b.n) * (h + 1) > S));
    CHECK(plan.rounds * h >= b.k);
    CHECK((plan.rounds - 1) * h < b.k);
    CHECK(plan.round_volume == (b.m + b.n) * h);
    CHECK(plan.memory_used <= S);
    // The grid never beats Theorem 3.2's bound (the block's face fits in S).
    CHECK(static_cast<double>(plan.comm_volume) >= plan.bound.value * (1 - 1e-12));
  }
  CHECK(planned > 3000);
  CHECK(dropped > 100);
  CHECK(refused > 50);
}

// --- errors -------------------------------------------------------------------------------------

TEST_CASE("plan_mmm rejects impossible inputs with a sentence naming the values") {
  CHECK_THROWS_WITH_AS((void)plan_mmm({.M = 100, .N = 100, .K = 100}, {.p = 0, .S = 1000}),
                       doctest::Contains("p must be at least 1; got p=0"), pebble::error);
  CHECK_THROWS_WITH_AS((void)plan_mmm({.M = 100, .N = 0, .K = 100}, {.p = 4, .S = 1000}),
                       doctest::Contains("got M=100, N=0, K=100"), pebble::error);
  CHECK_THROWS_WITH_AS((void)plan_mmm({.M = 100, .N = 100, .K = 100}, {.p = 4, .S = 0}), doctest::Contains("got S=0"),
                       pebble::error);
  CHECK_THROWS_WITH_AS((void)plan_mmm({.M = 100, .N = 100, .K = 100}, {.p = 4, .S = 1000}, {.delta = -0.1}),
                       doctest::Contains("delta must be in [0, 1)"), pebble::error);
  // One rank, a 100 x 100 C block needs 100*100 + 100 + 100 = 10,200 words.
  CHECK_THROWS_WITH_AS((void)plan_mmm({.M = 100, .N = 100, .K = 100}, {.p = 1, .S = 10'199}),
                       doctest::Contains("S=10199, smallest need=10200 words"), pebble::error);
  CHECK(plan_mmm({.M = 100, .N = 100, .K = 100}, {.p = 1, .S = 10'200}).rounds == 100);
  // Four ranks: the smallest need is the 50 x 50 C block of [2, 2, 1], 2,500 + 100 = 2,600 words
  // (25 x 100 of [4, 1, 1] needs 2,625; 100 x 100 of [1, 1, 4] needs 10,200).
  CHECK_THROWS_WITH_AS((void)plan_mmm({.M = 100, .N = 100, .K = 100}, {.p = 4, .S = 2599}, {.delta = 0.0}),
                       doctest::Contains("smallest need=2600 words"), pebble::error);
  // More ranks than points: 2 x 2 x 2 has no 9-rank grid; the ninth rank stays idle even with
  // delta = 0 (the run side accepts any rank count), and 7 ranks use the 4-rank grids' best.
  CHECK(plan_mmm({.M = 2, .N = 2, .K = 2}, {.p = 9, .S = 100}, {.delta = 0.0}).grid == mmm_grid{2, 2, 2});
  CHECK(plan_mmm({.M = 2, .N = 2, .K = 2}, {.p = 9, .S = 100}, {.delta = 0.0}).idle_ranks == 1);
  CHECK(plan_mmm({.M = 2, .N = 2, .K = 2}, {.p = 9, .S = 100}, {.delta = 0.2}).grid == mmm_grid{2, 2, 2});
  CHECK(plan_mmm({.M = 2, .N = 2, .K = 2}, {.p = 7, .S = 100}, {.delta = 0.0}).ranks_used == 4);
  CHECK(plan_mmm({.M = 1, .N = 1, .K = 1}, {.p = 4, .S = 3}, {.delta = 0.0}).grid == mmm_grid{1, 1, 1});
}
