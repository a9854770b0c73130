// `pebble placement --calibrate`'s runs files: a JSON document into measured collectives
// (pebble::placement::collective_measurement), every field checked (one input_error naming the
// entry and the field).
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include <pebble/placement/calibration.hpp>

#include "errors.hpp"
#include "json_input.hpp"

namespace pebble_tool {

/// The measurements of a runs file (docs/tool.md, "pebble placement", --calibrate) for `system`:
/// {"runs": [{"collective": "AllReduce", "group": [0, 1, 2, 3], "bytes": 67108864, "seconds":
/// 0.0012}, ...]}; other fields are ignored. `what` names the file in errors, which name the entry.
inline std::vector<pebble::placement::collective_measurement> runs_from_json(
    const input_json& j, const std::string& what, const pebble::placement::hierarchy& system) {
  namespace pl = pebble::placement;
  if (!j.is_object() || !j.contains("runs") || !j["runs"].is_array())
    throw input_error(what + ": expected an object with a \"runs\" array");
  std::vector<pl::collective_measurement> out;
  const input_json& runs = j["runs"];
  for (std::size_t k = 0; k < runs.size(); ++k) {
    const std::string at = what + ": runs[" + std::to_string(k) + "]";
    const input_json& r = runs[k];
    if (!r.is_object()) throw input_error(at + ": expected an object with collective, group, bytes and seconds");
    pl::collective_measurement m;
    if (!r.contains("collective") || !r["collective"].is_string())
      throw input_error(at + ".collective: expected AllReduce, ReduceScatter, AllGather, Reduce or Broadcast");
    const std::string name = r["collective"].get<std::string>();
    bool known = false;
    for (pl::collective c : pl::all_collectives)
      if (name == pl::to_string(c)) m.op = c, known = true;
    if (!known)
      throw input_error(at + ".collective: expected AllReduce, ReduceScatter, AllGather, Reduce or Broadcast; got '" +
                        name + "'");
    if (!r.contains("group") || !r["group"].is_array() || r["group"].size() < 2 ||
        r["group"].size() > static_cast<std::size_t>(system.devices()))
      throw input_error(at + ".group: expected an array of 2 to " + std::to_string(system.devices()) +
                        " device indices");
    for (const input_json& d : r["group"]) {
      if (!d.is_number_integer() || d.get<long long>() < 0 || d.get<long long>() >= system.devices())
        throw input_error(at + ".group: device indices are whole numbers 0 to " + std::to_string(system.devices() - 1));
      m.group.push_back(d.get<long long>());
    }
    const auto number = [&](const char* field) {
      if (!r.contains(field) || !r[field].is_number()) throw input_error(at + "." + field + ": expected a number");
      return r[field].get<double>();
    };
    m.bytes = number("bytes");
    m.seconds = number("seconds");
    try {
      pl::validate(m, system);
    } catch (const pebble::error& e) {
      throw input_error(at + ": " + without_library_prefix(e.what()));
    }
    out.push_back(std::move(m));
  }
  if (out.empty()) throw input_error(what + ": no runs to calibrate with");
  return out;
}

}  // namespace pebble_tool
