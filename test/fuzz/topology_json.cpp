// libFuzzer target: `pebble placement`'s topology files (examples/pebble/topology_json.hpp) with
// the tool's JSON parsing, for a two-level system (node=2, gpu=4). Bad input is a pebble::error;
// a topology that is read must predict a finite, positive time for every reduction program of the
// system's all-reduce over its 8 devices, for message sizes from 1 byte to 2^62 (docs/tool.md,
// "Budgets and checked topologies": never an inf or nan prediction).
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <pebble/placement/synthesis.hpp>

#include "json_input.hpp"
#include "sp_properties.hpp"
#include "topology_json.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace pl = pebble::placement;
  static const std::vector<std::string> names = {"node", "gpu"};
  static const pl::hierarchy system = [] {
    pl::hierarchy h;
    h.levels.push_back({pebble::fixed_string<31>("node"), 2});
    h.levels.push_back({pebble::fixed_string<31>("gpu"), 4});
    return h;
  }();
  static const std::vector<pl::reduction_synthesis> syntheses = [] {
    pl::axes axes;
    axes.push_back(8);
    pl::reduction_axes reduce;
    reduce.push_back(0);
    return pl::synthesize_all(system, axes, reduce, pl::synthesis_options{});
  }();
  std::string name = "fuzzed";
  pl::topology t;
  try {
    const std::string what = "topology";
    t = pebble_tool::topology_from_json(
        pebble_tool::parse_json_text(std::string(reinterpret_cast<const char*>(data), size), what), what, names, name);
    t.validate(system);
  } catch (const pebble::error&) {
    return 0;
  }
  for (const pl::reduction_synthesis& s : syntheses) {
    const pl::program_simulator simulate(t, s);
    for (std::size_t k = 0; k < s.programs.size(); ++k)
      for (const double bytes : {1.0, 65536.0, 1e12, 4611686018427387904.0}) {
        const double seconds = simulate(k, bytes).seconds;
        if (!(std::isfinite(seconds) && seconds > 0))
          pebble_fuzz::violated("a prediction is not a finite positive time");
      }
  }
  return 0;
}
