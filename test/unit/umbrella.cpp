// <pebble/plan.hpp> alone (this target has no Kokkos or MPI include directories): the planning
// layer of every folder compiles without the runtime and works in constant evaluation.
#include <doctest/doctest.h>

#include <pebble/plan.hpp>

using namespace pebble::literals;

// one constant expression per folder
static_assert(pebble::isqrt(1'000'000) == 1000);  // core
static_assert(pebble::value_of(64_c) == 64);      // core
static_assert(pebble::plan_mmm({.M = 4096, .N = 4096, .K = 4096}, {.p = 8, .S = std::int64_t{1} << 23}).grid.m ==
              2);                                                                                    // tiling
static_assert(pebble::mmm_sequential_bound({.M = 1000, .N = 1000, .K = 1000}, 10000).value > 0);     // bounds
static_assert(pebble::placement::hierarchy{{"node", 2}, {"gpu", 4}}.devices() == 8);                 // placement
static_assert(pebble::graph::dag(3, std::vector<pebble::graph::edge>{{0, 1}, {1, 2}}).size() == 3);  // graph

TEST_CASE("the planning umbrella header: the model's text front end and a strategy") {
  const pebble::statement s = pebble::parse_statement("for i in 0..N, j in 0..N: A[i,j] = B[j,i]");
  CHECK(pebble::domain_size(s.domain, {{"N", 10}}) == 100);
  pebble::strategy::strategy_problem p(2);
  CHECK(p.size() == 0);
}
