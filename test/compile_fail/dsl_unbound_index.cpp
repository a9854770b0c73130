// Must-not-compile test compile_fail.dsl_unbound_index: a constexpr statement that uses an index
// no loop binds fails a pebble::check during constant evaluation; the compiler output shows the
// check's sentence. Without PEBBLE_EXPECT_COMPILE_ERROR the file must compile.
#include <pebble/model/dsl.hpp>

namespace dsl = pebble::dsl;

constexpr dsl::index i{"i"}, j{"j"}, k{"k"};
constexpr dsl::array A{"A"}, B{"B"};
constexpr dsl::size N{"N"};

constexpr auto ok = dsl::statement(A(i, j) += B(i, k), i < N, j < N, k < N);
static_assert(ok.domain.depth() == 3);

#ifdef PEBBLE_EXPECT_COMPILE_ERROR
// k is read but not bound by any loop of the statement.
constexpr auto bad = dsl::statement(A(i, j) += B(i, k), i < N, j < N);
#endif
