// Compile-time planning with pebble: a statement written in the C++ DSL, its exact iteration
// count, SOAP class and projection, its I/O lower bound and optimal tile, and a COSMA plan used as a
// template argument —
// all checked by static_assert, then the same functions called with run-time sizes. Build: the
// `example_compile_time` target.
#include <array>
#include <cstdlib>
#include <iostream>

#include <pebble/core/config.hpp>
#include <pebble/bounds/program_bound.hpp>
#include <pebble/bounds/statement_bound.hpp>
#include <pebble/core/extent.hpp>
#include <pebble/tiling/cosma.hpp>
#include <pebble/model.hpp>

using namespace pebble::literals;
namespace dsl = pebble::dsl;

constexpr dsl::index i{"i"}, j{"j"}, k{"k"};
constexpr dsl::array A{"A"}, B{"B"}, C{"C"};
constexpr dsl::size N{"N"};

// Matrix multiplication with compile-time extents: every number below is a constant expression.
constexpr auto gemm = dsl::statement(C(i, j) += A(i, k) * B(k, j), i < 1024_c, j < 1024_c, k < 512_c);
static_assert(pebble::domain_size(gemm.domain, {}) == 1024 * 1024 * 512);

// C[i,j] += … misses k: SOAP after adding a version dimension (thesis §5.5.2); DAAP as written.
constexpr auto gemm_class = pebble::classify(gemm);
static_assert(!gemm_class.soap && gemm_class.projectable && gemm_class.daap);
static_assert(pebble::soap_projection(gemm).output.rank() == 3);

// LU's trailing update with a symbolic N: |D| = (2N^3 - 3N^2 + N)/6 for every N >= 0.
constexpr auto lu =
    dsl::statement(A(i, j) -= A(i, k) * A(k, j), k < N, dsl::range(i, k + 1, N), dsl::range(j, k + 1, N));
static_assert(pebble::domain_size(lu.domain, {{"N", 100}}) == (2 * 100 * 100 * 100 - 3 * 100 * 100 + 100) / 6);
static_assert(pebble::classify(lu).projections.size() == 2);  // version dimension + split into A1, A2, A3

// The I/O lower bound itself (thesis §5.4): for MMM with S = 2^20 words, ρ = √S/2 = 512 at
// X0 = 3S with a 1024³ tile — solved numerically, during compilation.
constexpr auto gemm_bound = pebble::xpartition_bound(pebble::build_access_model(gemm), {.S = 1 << 20});
static_assert(gemm_bound.rho > 511.999 && gemm_bound.rho < 512.001);
static_assert(gemm_bound.at_X0.tile[0] > 1023.99 && gemm_bound.at_X0.tile[0] < 1024.01);

// A program of two statements (2mm: tmp = A B, D = tmp C), bounded by Theorem 5.1 while compiling:
// Q ≈ (2 N^3 + 2 N^3)/sqrt(S) words.
constexpr dsl::array D{"D"}, tmp{"tmp"};
constexpr std::array<pebble::statement, 2> mm2{dsl::statement(tmp(i, j) += A(i, k) * B(k, j), i < N, j < N, k < N),
                                               dsl::statement(D(i, j) += tmp(i, k) * C(k, j), i < N, j < N, k < N)};
#if PEBBLE_CONSTEXPR_STRINGS  // program names are std::string (core/config.hpp)
constexpr pebble::program_io_bound mm2_bound = pebble::program_bound(mm2, {{"N", 800}}, {.p = 16, .S = 10'000});
static_assert(mm2_bound.Q > 0.99 * 4 * 800.0 * 800 * 800 / 100 && mm2_bound.Q < 1.01 * 4 * 800.0 * 800 * 800 / 100);
#else  // clang with libstdc++ 12 cannot evaluate std::string at compile time (pebble/core/config.hpp)
const pebble::program_io_bound mm2_bound = pebble::program_bound(mm2, {{"N", 800}}, {.p = 16, .S = 10'000});
#endif

// A plan is a constant and a template argument: a kernel specialized on its grid and block.
constexpr pebble::mmm_plan plan = pebble::plan_mmm({.M = 16'384, .N = 16'384, .K = 16'384}, {.p = 65, .S = 1 << 26});
static_assert(plan.grid == pebble::mmm_grid{4, 4, 4} && plan.idle_ranks == 1);  // thesis Figure 3.5
template <pebble::mmm_plan P>
struct local_block {
  static constexpr std::int64_t rows = P.block.m, cols = P.block.n, depth = P.block.k;
};
static_assert(local_block<plan>::rows == 4096 && local_block<plan>::depth == 4096);

int main(int argc, char** argv) {
  // The same functions on run-time values: pass N on the command line (default 1000).
  const std::int64_t n = argc > 1 ? std::atoll(argv[1]) : 1000;
  try {
    std::cout << "gemm: " << to_string(gemm) << "\n  |D| = " << pebble::domain_size(gemm.domain, {}) << "\n";
    std::cout << "  SOAP form: " << to_string(pebble::soap_projection(gemm)) << "\n";
    std::cout << "  rho = " << gemm_bound.rho << " at X0 = " << gemm_bound.X0 / (1 << 20)
              << "*S (computed at compile time)\n";
    std::cout << "lu (N = " << n << "): |D| = " << pebble::domain_size(lu.domain, {{"N", n}}) << " = "
              << to_string(pebble::count_polynomial(lu.domain), lu.domain.names()) << "\n";
    std::cout << "  SOAP form: " << to_string(pebble::soap_projection(lu)) << "\n";
    std::cout << "2mm (N = 800, S = 10^4 words, p = 16): Q >= " << mm2_bound.Q << " words, per processor "
              << mm2_bound.Q_per_processor
              << (PEBBLE_CONSTEXPR_STRINGS ? " (computed at compile time)\n" : " (computed at run time)\n");
    // the same planner at run time: n x n x n on 65 ranks
    const pebble::mmm_plan at_run_time = pebble::plan_mmm({.M = n, .N = n, .K = n}, {.p = 65, .S = 1 << 26});
    std::cout << "plan_mmm(" << n << "^3, 65 ranks): grid [" << at_run_time.grid.m << ", " << at_run_time.grid.n << ", "
              << at_run_time.grid.k << "] (compile time, 16384^3: [" << local_block<plan>::rows << " x "
              << local_block<plan>::cols << " x " << local_block<plan>::depth << "] blocks)\n";
  } catch (const pebble::error& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  }
}
