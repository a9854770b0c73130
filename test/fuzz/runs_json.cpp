// libFuzzer target: `pebble placement --calibrate`'s runs files (examples/pebble/runs_json.hpp)
// with the tool's JSON parsing, on a system of two nodes of 8 GPUs, calibrated from the generic
// and the v100 topologies with the ring and the tree. Bad input is a pebble::error; runs that are
// read either fail to calibrate with a pebble::error or give a topology that validates, with a
// finite positive prediction and a finite residual for every run.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <pebble/placement/calibration.hpp>

#include "json_input.hpp"
#include "runs_json.hpp"
#include "sp_properties.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace pl = pebble::placement;
  static const pl::hierarchy system = [] {
    pl::hierarchy h;
    h.levels.push_back({pebble::fixed_string<31>("node"), 2});
    h.levels.push_back({pebble::fixed_string<31>("gpu"), 8});
    return h;
  }();
  pebble_tool::runs_file file;
  try {
    const std::string what = "runs";
    file = pebble_tool::runs_from_json(
        pebble_tool::parse_json_text(std::string(reinterpret_cast<const char*>(data), size), what), what, system);
  } catch (const pebble::error&) {
    return 0;
  }
  const std::vector<pl::collective_measurement>& runs = file.runs;
  for (pl::collective_algorithm algorithm : {pl::collective_algorithm::ring, pl::collective_algorithm::tree})
    for (const pl::topology& start : {pl::generic_topology(system, algorithm), pl::v100_topology(algorithm)}) {
      pl::calibration c;
      try {
        c = pl::calibrate(system, start, runs, file.programs);
      } catch (const pebble::error&) {
        continue;
      }
      c.fitted.validate(system);  // throws (uncaught: a finding) when a fitted link is out of range
      for (std::size_t k = 0; k < runs.size(); ++k)
        if (!(std::isfinite(c.predicted[k]) && c.predicted[k] > 0))
          pebble_fuzz::violated("a calibrated prediction is not a finite positive time");
      for (double r : c.rms_relative)
        if (!std::isfinite(r)) pebble_fuzz::violated("a residual is not finite");
      for (double r : c.domain_rms_relative)
        if (!std::isfinite(r)) pebble_fuzz::violated("a residual is not finite");
      for (double t : c.program_predicted)
        if (!(std::isfinite(t) && t > 0))
          pebble_fuzz::violated("a calibrated program time is not a finite positive time");
      if (!std::isfinite(c.program_rms_relative)) pebble_fuzz::violated("a residual is not finite");
    }
  return 0;
}
