// libFuzzer target: `pebble sp`'s JSON task graphs (examples/pebble/task_graph_json.hpp) with the
// tool's JSON parsing (json_input.hpp): bad input, including a task count beyond the budget, is a
// pebble::error; the SP conversion's properties hold on every acyclic graph read.
#include <cstddef>
#include <cstdint>
#include <string>

#include "json_input.hpp"
#include "sp_properties.hpp"
#include "task_graph_json.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  pebble::graph::task_graph t;
  try {
    const std::string where = "task graph";
    t = pebble_tool::task_graph_from_json(
        pebble_tool::parse_json_text(std::string(reinterpret_cast<const char*>(data), size), where), where,
        64.0 * 1024 * 1024);  // a fuzzer's budget: a task count beyond it must be refused, not allocated
  } catch (const pebble::error&) {
    return 0;
  }
  pebble_fuzz::check_sp_properties(t);
  return 0;
}
