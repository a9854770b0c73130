// Must-not-compile test compile_fail.check_in_constexpr (test/CMakeLists.txt): a pebble::check
// that fails during constant evaluation is a compile error whose output shows the check's message
// (docs/design.md, "One error mechanism"). Without PEBBLE_EXPECT_COMPILE_ERROR the file must compile.
#include <cstdint>

#include <pebble/core/error.hpp>

namespace {

// Words of fast memory that a t x t tile occupies; the tile must fit in S words.
constexpr std::int64_t tile_words(std::int64_t t, std::int64_t S) {
  pebble::check(t * t <= S, "the requested tile of t*t words does not fit in fast memory S");
  return t * t;
}

}  // namespace

// A 4 x 4 tile fits in 16 words.
static_assert(tile_words(4, 16) == 16);

#ifdef PEBBLE_EXPECT_COMPILE_ERROR
// A 5 x 5 tile needs 25 words, more than the 16 available: the check fails at compile time.
static_assert(tile_words(5, 16) == 25);
#endif
