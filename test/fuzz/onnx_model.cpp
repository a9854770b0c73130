// libFuzzer target: ONNX models read by `pebble strategy model.onnx` (examples/pebble/onnx_import.hpp):
// the bytes as a model file. Bad input is a pebble::error; a model that is read must give an
// operator graph whose every operator has a finite, non-negative training-step cost on one device
// and on 8 (every operator's first split index cut as far as it goes), and whose search problem
// builds or is refused with a pebble::error (a budget, a non-finite cost).
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include <pebble/strategy/training.hpp>

#include "onnx_import.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace st = pebble::strategy;
  pebble_tool::onnx_network n;
  try {
    n = pebble_tool::read_onnx_bytes(std::string_view(reinterpret_cast<const char*>(data), size), "fuzzed", {8, 1e8});
  } catch (const pebble::error&) {
    return 0;
  }
  for (std::int64_t p : {1, 8}) {
    std::vector<st::configuration> configs;
    for (std::size_t k = 0; k < n.graph.size(); ++k) {
      const st::operator_node& op = n.graph.op(k);
      st::configuration c(op.split.size(), 1);
      const pebble::loop_bounds& b = op.stmt.domain.bounds[op.split[0]];
      c[0] = std::min<std::int64_t>(p, b.upper.constant - b.lower.constant);
      configs.push_back(c);
    }
    const st::training_plan s = st::training_step(n.graph, configs, st::machine_model{}, st::training_model{});
    if (!(s.seconds() >= 0) || !(s.memory >= 0)) std::abort();  // NaN fails too; inf is a valid (huge) cost here
  }
  try {
    st::configuration_options rule;
    rule.powers_of_two = true;
    rule.all_processors = true;
    (void)st::build_problem(n.graph, 8, st::machine_model{}, rule, 1e8);
  } catch (const pebble::error&) {
  }
  return 0;
}
