// libFuzzer target: `pebble run lu|cholesky`'s Matrix Market files (examples/pebble/matrix_market.hpp):
// bad input, including a size beyond the budget, is a pebble::error in one line; a matrix read has
// the size it says, finite values and, when symmetric, equal triangles, and it writes and reads back
// to the same doubles bit for bit.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

#include "matrix_market.hpp"

namespace {

// a fuzzer's budget: a size beyond it must be refused, not allocated (and each input stays quick)
constexpr std::int64_t max_elements = 1 << 12;

[[noreturn]] void fail(const char* what) {
  std::fprintf(stderr, "matrix_market fuzz: %s\n", what);
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  pebble_tool::dense_matrix m;
  try {
    m = pebble_tool::read_matrix_market(text, "matrix file 'fuzz.mtx'", max_elements);
  } catch (const pebble::error& e) {
    if (std::strchr(e.what(), '\n') != nullptr) fail("an error message of more than one line");
    return 0;
  }
  if (m.rows < 1 || m.cols < 1 || m.rows * m.cols > max_elements ||
      m.values.size() != static_cast<std::size_t>(m.rows * m.cols))
    fail("a matrix whose size is not rows * cols within the budget");
  for (double v : m.values)
    if (!std::isfinite(v)) fail("a value that is not finite");
  if (m.symmetric) {
    if (m.rows != m.cols) fail("a symmetric matrix that is not square");
    for (std::int64_t j = 0; j < m.cols; ++j)
      for (std::int64_t i = 0; i < j; ++i)
        if (std::memcmp(&m.values[static_cast<std::size_t>(j * m.rows + i)],
                        &m.values[static_cast<std::size_t>(i * m.rows + j)], sizeof(double)) != 0)
          fail("a symmetric matrix whose triangles differ");
  }
  const std::string written = pebble_tool::write_matrix_market_array(m);
  pebble_tool::dense_matrix back;
  try {
    back = pebble_tool::read_matrix_market(written, "written", max_elements);
  } catch (const pebble::error& e) {
    std::fprintf(stderr, "%s\n", e.what());
    fail("a matrix written that does not read back");
  }
  if (back.rows != m.rows || back.cols != m.cols || back.symmetric ||
      std::memcmp(back.values.data(), m.values.data(), m.values.size() * sizeof(double)) != 0)
    fail("a matrix that reads back different");
  return 0;
}
