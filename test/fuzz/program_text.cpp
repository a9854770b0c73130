// libFuzzer target: the program text parser (pebble::parse_program). Any input either parses or
// is a pebble::error (parse_error with its line and column); a crash, a sanitizer report, a hang
// or another exception is a finding. scripts/fuzz.sh builds and runs it.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include <pebble/model.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const pebble::program p = pebble::parse_program(std::string_view(reinterpret_cast<const char*>(data), size));
    (void)p;
  } catch (const pebble::error&) {
  }
  return 0;
}
