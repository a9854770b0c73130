// libFuzzer target: the STG reader (pebble::graph::read_stg), and on every acyclic graph it reads
// the SP conversion's properties (sp_properties.hpp). Bad input must be a pebble::error.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "sp_properties.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  pebble::graph::task_graph t;
  try {
    t = pebble::graph::read_stg(std::string_view(reinterpret_cast<const char*>(data), size));
  } catch (const pebble::error&) {
    return 0;
  }
  pebble_fuzz::check_sp_properties(t);
  return 0;
}
