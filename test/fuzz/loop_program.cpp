// libFuzzer target: loop programs (pebble::loops) differentially. Any input either parses and
// counts or is a pebble::error; where it counts, every statement's count at small sizes (3, and
// 2 for unknown trip counts) must equal the brute-force run of the program, or contain it where
// it is an interval. A crash, a sanitizer report, a hang, another exception or a wrong count is a
// finding. scripts/fuzz.sh builds and runs it.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string_view>

#include <pebble/loops/count.hpp>
#include <pebble/loops/parser.hpp>

namespace lp = pebble::loops;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  lp::count_result counts;
  lp::loop_program program;
  try {
    program = lp::parse_loops(std::string_view(reinterpret_cast<const char*>(data), size), 400);
    counts = lp::count(program);
  } catch (const pebble::error&) {
    return 0;
  }
  lp::bindings sizes;
  for (const auto& s : program.sizes) sizes.set(s, 3);
  for (const auto& u : program.unknowns) sizes.set(u, 2);
  lp::run_counts ran;
  try {
    ran = lp::run(program, sizes, 100'000);
  } catch (const pebble::error&) {
    return 0;  // runs too long, divides by 0, reads a variable before any value, overflows
  }
  for (std::size_t s = 0; s < counts.statements.size(); ++s) {
    const auto& c = counts.statements[s].count;
    std::optional<pebble::rational> lo, hi;
    try {
      lo = lp::evaluate(c.lo, sizes);
      hi = lp::evaluate(c.hi, sizes);
    } catch (const pebble::error&) {
      continue;  // e.g. a logarithm of 0 where the program's loop never starts
    }
    if (!lo || !hi) continue;
    const pebble::rational n(ran.statements[s]);
    if (c.exact() ? !(*lo == n) : (n < *lo || *hi < n)) std::abort();
  }
  return 0;
}
