// Plans, bounds and models are structural types: each is a valid non-type template argument, so
// a solver can be specialized on its plan (template <pebble::mmm_plan P>) and a model can be a
// template parameter. A type that gains a private member, a pointer or a std::string_view fails
// here at compile time.
//
// The MMM and 2.5D plans and bounds are aggregates of numbers: template arguments under every
// compiler, nvcc included. The types with constructors (fixed_string, static_vector, rational and
// what holds them: statements, hierarchies, factorization bounds, reduction programs) are
// template arguments for g++ and clang; nvcc 13's front end hands class-type template arguments
// to the host compiler as braced lists, which only aggregates accept (docs/design.md).
#include <doctest/doctest.h>

#include <pebble/plan.hpp>

#include <string_view>

namespace {

template <auto Value>
struct held {
  static constexpr auto value = Value;
};

}  // namespace

// plans and bounds: every compiler
static_assert(
    std::string_view(held<pebble::mmm_parallel_bound({.M = 1024, .N = 1024, .K = 1024}, {.p = 8, .S = 1 << 16})>::value
                         .formula()) == "2*M*N*K/(p*sqrt(S)) + S");
static_assert(held<pebble::plan_mmm({.M = 4096, .N = 4096, .K = 4096}, {.p = 8, .S = 1 << 23})>::value.grid.m == 2);
static_assert(held<pebble::plan_lu(4096, {.p = 64, .S = 1 << 20})>::value.ranks_used > 0);

#ifndef __NVCC__
namespace dsl = pebble::dsl;
constexpr dsl::index i{"i"}, j{"j"}, k{"k"};
constexpr dsl::array A{"A"}, B{"B"}, C{"C"};
constexpr dsl::size N{"N"};
constexpr pebble::statement matmul = dsl::statement(C(i, j) += A(i, k) * B(k, j), i < N, j < N, k < N);

// core
static_assert(held<pebble::fixed_string<8>{"abc"}>::value == "abc");
static_assert(held<pebble::static_vector<int, 4>{1, 2, 3}>::value.size() == 3);
static_assert(held<pebble::rational(2, 6)>::value == pebble::rational(1, 3));
// model
static_assert(held<pebble::short_name{"A"}>::value == "A");
static_assert(held<pebble::size_binding{{"N", 10}}>::value.find("N") == 10);
static_assert(held<matmul>::value.domain.depth() == 3);
// bounds
static_assert(held<pebble::lu_io_bound(1024, {.p = 4, .S = 1 << 16})>::value.value > 0);
static_assert(held<pebble::io_bound(matmul, {{"N", 64}}, {.S = 256})>::value.Q > 0);
// tiling
static_assert(held<pebble::mmm_layout(pebble::plan_mmm({.M = 64, .N = 64, .K = 64}, {.p = 8, .S = 4096}))>::value
                  .ranks_used() == 8);
// placement: a hierarchy, a parallelism matrix of it and a reduction program of that matrix
namespace pl = pebble::placement;
constexpr pl::hierarchy machine_levels{{"node", 2}, {"gpu", 4}};
static_assert(held<machine_levels>::value.devices() == 8);
constexpr pl::parallelism_matrix matrix = pl::parallelism_matrices(machine_levels, pl::axes{4, 2})[0];
static_assert(held<matrix>::value == matrix);
constexpr pl::synthesized_program program = [] {
  return pl::synthesize(machine_levels, pl::axes{4, 2}, matrix, pl::reduction_axes{0}).programs[0];
}();
static_assert(held<program>::value.size() >= 1);
#endif

TEST_CASE("a structural plan is a template argument at run time too") {
  constexpr auto plan = pebble::plan_mmm({.M = 4096, .N = 4096, .K = 4096}, {.p = 8, .S = 1 << 23});
  CHECK(held<plan>::value.grid == plan.grid);
  CHECK(std::string_view(held<plan>::value.bound.formula()) == plan.bound.formula());
}
