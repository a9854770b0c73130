// Must-not-compile test compile_fail.placement_bad_matrix (test/CMakeLists.txt): a parallelism
// matrix checked by static_assert whose CPU column does not multiply to the CPU level's
// cardinality fails to compile, and the compiler output names the column.
// Without PEBBLE_EXPECT_COMPILE_ERROR the file must compile.
#include <pebble/placement/hierarchy.hpp>

using namespace pebble::placement;

constexpr hierarchy machine{{"rack", 1}, {"server", 2}, {"cpu", 2}, {"gpu", 4}};
static_assert((validate(parallelism_matrix{{1, 2, 2, 1}, {1, 1, 1, 4}}, machine, axes{4, 4}), true));

#ifdef PEBBLE_EXPECT_COMPILE_ERROR
static_assert((validate(parallelism_matrix{{1, 2, 4, 1}, {1, 1, 1, 4}}, machine, axes{4, 4}), true));
#endif
