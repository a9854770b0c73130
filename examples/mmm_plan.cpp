// The COSMA decomposition of C = AB computed at compile time and at run time (thesis §3.6.3,
// §3.7.1; tiling/cosma.hpp): for static sizes the processor grid, the local blocks, the rounds and
// the sequential tile are constant expressions checked by static_assert; from the command line
// (`example_mmm_plan M N K p S [delta]`) the same function plans run-time sizes.
#include <cstdint>
#include <cstdlib>
#include <iostream>

#include <pebble/core/extent.hpp>
#include <pebble/tiling/cosma.hpp>
#include <pebble/tiling/mmm_tile.hpp>

using namespace pebble::literals;

// Figure 3.5: square matrices on 65 ranks; dropping one rank gives the symmetric grid [4, 4, 4].
constexpr auto square65 = pebble::plan_mmm({.M = 16'384_c, .N = 16'384_c, .K = 16'384_c},
                                           {.p = 65_c, .S = pebble::static_int<(1LL << 26)>{}});
static_assert(square65.grid == pebble::mmm_grid{4, 4, 4});
static_assert(square65.ranks_used == 64 && square65.idle_ranks == 1);
static_assert(square65.block == pebble::mmm_block{4096, 4096, 4096});
static_assert(square65.comm_volume == 3 * 4096 * 4096);
static_assert(square65.rounds == 1);
// The plan's numbers are template arguments: a static extent for the local block.
using block_m = pebble::static_int<square65.block.m>;
static_assert(block_m::value == 4096);

// Limited memory (docs/mmm.md, Example C): [8, 8, 4] in 8 rounds of 128 k-slices.
constexpr auto limited = pebble::plan_mmm({.M = 4096, .N = 4096, .K = 4096}, {.p = 256, .S = 393'216});
static_assert(limited.bound.regime == pebble::mmm_regime::limited_memory);
static_assert(limited.grid == pebble::mmm_grid{8, 8, 4});
static_assert(limited.rounds == 8 && limited.k_per_round == 128);

// Sequential tile (3.26) of each rank's fast memory, e.g. a 2 MiB cache of doubles.
constexpr auto tile = pebble::optimal_greedy_tile(1 << 18);
static_assert(tile == pebble::mmm_tile{511, 512});

namespace {

void print(const pebble::mmm_plan& plan) {
  const auto& b = plan.bound;
  std::cout << "C = AB with M=" << plan.M << " N=" << plan.N << " K=" << plan.K << " on p=" << plan.p
            << " ranks of S=" << plan.S << " words (delta=" << plan.delta << ")\n"
            << "  Theorem 3.2: " << (b.regime == pebble::mmm_regime::limited_memory ? "limited" : "extra")
            << " memory, Q >= " << b.formula() << " = " << b.value << " words/rank (a=" << b.a << ", b=" << b.b << ")\n"
            << "  (3.32) grid [M/a, N/a, K/b] = [" << plan.ideal_grid[0] << ", " << plan.ideal_grid[1] << ", "
            << plan.ideal_grid[2] << "]\n"
            << "  grid [" << plan.grid.m << ", " << plan.grid.n << ", " << plan.grid.k << "] on " << plan.ranks_used
            << " ranks (" << plan.idle_ranks << " idle), block [" << plan.block.m << ", " << plan.block.n << ", "
            << plan.block.k << "]\n"
            << "  communication " << plan.comm_volume << " words/rank (A " << plan.words_a << ", B " << plan.words_b
            << ", C " << plan.words_c << "), computation " << plan.local_work << " multiply-adds/rank\n"
            << "  " << plan.rounds << " rounds of " << plan.k_per_round << " k-slices (" << plan.round_volume
            << " words each), memory " << plan.memory_used << " of " << plan.S << " words\n";
  if (plan.all_ranks_feasible && plan.idle_ranks > 0)
    std::cout << "  using all " << plan.p << " ranks: grid [" << plan.all_ranks_grid.m << ", " << plan.all_ranks_grid.n
              << ", " << plan.all_ranks_grid.k << "], " << plan.all_ranks_comm_volume << " words/rank\n";
  if (plan.S >= 3) {
    const auto t = pebble::optimal_greedy_tile(plan.S);
    std::cout << "  sequential greedy tile (3.26): " << t.a << " x " << t.b << ", rho = " << t.intensity() << "\n";
  }
}

}  // namespace

int main(int argc, char** argv) {
  try {
    if (argc == 1) {
      print(square65);
      print(limited);
      return 0;
    }
    if (argc < 6 || argc > 7) {
      std::cerr << "usage: " << argv[0] << " M N K p S [delta]\n";
      return 2;
    }
    std::int64_t v[5];
    for (int i = 0; i < 5; ++i) {
      char* end = nullptr;
      v[i] = std::strtoll(argv[i + 1], &end, 10);
      if (end == argv[i + 1] || *end != '\0') {
        std::cerr << "error: argument " << i + 1 << " ('" << argv[i + 1] << "') is not an integer\n";
        return 2;
      }
    }
    double delta = 0.03;
    if (argc == 7) {
      char* end = nullptr;
      delta = std::strtod(argv[6], &end);
      if (end == argv[6] || *end != '\0') {
        std::cerr << "error: delta ('" << argv[6] << "') is not a number\n";
        return 2;
      }
    }
    print(pebble::plan_mmm({.M = v[0], .N = v[1], .K = v[2]}, {.p = v[3], .S = v[4]}, {.delta = delta}));
  } catch (const pebble::error& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  }
}
