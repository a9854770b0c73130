// Must-not-compile test compile_fail.dsl_non_affine: a subscript that multiplies two indices is
// not affine, and the DSL says so in a sentence (a static_assert), not a template backtrace.
// Without PEBBLE_EXPECT_COMPILE_ERROR the file must compile.
#include <pebble/model/dsl.hpp>

namespace dsl = pebble::dsl;

constexpr dsl::index i{"i"}, j{"j"};
constexpr dsl::array A{"A"}, B{"B"};
constexpr dsl::size N{"N"};

// 2*i + j is affine.
constexpr auto ok = dsl::statement(A(2 * i + j) = B(i, j), i < N, j < N);
static_assert(ok.output.subscripts[0].coeff[0] == 2);

#ifdef PEBBLE_EXPECT_COMPILE_ERROR
constexpr auto bad = dsl::statement(A(i * j) = B(i, j), i < N, j < N);
#endif
