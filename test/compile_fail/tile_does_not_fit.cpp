// Must-not-compile test compile_fail.tile_does_not_fit (test/CMakeLists.txt): a COSMA plan
// computed at compile time with a memory per rank S too small for any C block plus one k-slice of
// A and B fails to compile, and the compiler output shows pebble::plan_mmm's sentence.
// Without PEBBLE_EXPECT_COMPILE_ERROR the file must compile.
#include <cstdint>

#include <pebble/tiling/cosma.hpp>
#include <pebble/tiling/mmm_tile.hpp>

// 4096^3 on 64 ranks with 2^21 words each: the cube [4, 4, 4], blocks of 1024^3.
constexpr auto plan = pebble::plan_mmm({.M = 4096, .N = 4096, .K = 4096}, {.p = 64, .S = std::int64_t{1} << 21});
static_assert(plan.grid == pebble::mmm_grid{4, 4, 4});
static_assert(plan.block.m == 1024);

// The greedy tile of S = 100 words fits; a requested 10 x 10 tile would need 111.
static_assert((pebble::check_tile_fits(9, 10, 100), true));

#ifdef PEBBLE_EXPECT_COMPILE_ERROR
// 64 ranks cannot hold C = AB with 4096^3 in 1000 words each: the smallest C block, 512 x 512
// (grid [8, 8, 1]), alone needs 262,144 words.
constexpr auto too_small = pebble::plan_mmm({.M = 4096, .N = 4096, .K = 4096}, {.p = 64, .S = 1000});
static_assert(too_small.ranks_used == 64);
#endif
