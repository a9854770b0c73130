// `pebble placement --calibrate`'s runs files: a JSON document into measured collectives
// (pebble::placement::collective_measurement) and measured program runs
// (pebble::placement::program_measurement), every field checked (one input_error naming the entry
// and the field).
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include <pebble/placement/calibration.hpp>

#include "errors.hpp"
#include "json_input.hpp"

namespace pebble_tool {

/// What a runs file holds.
struct runs_file {
  std::vector<pebble::placement::collective_measurement> runs;
  std::vector<pebble::placement::program_measurement> programs;
};

namespace runs_json_detail {

namespace pl = pebble::placement;

// A group of device indices of `system` at `in`.
inline std::vector<std::int64_t> group(const input_json& g, const std::string& in, const pl::hierarchy& system) {
  if (!g.is_array() || g.size() < 2 || g.size() > static_cast<std::size_t>(system.devices()))
    throw input_error(in + ": expected an array of 2 to " + std::to_string(system.devices()) + " device indices");
  std::vector<std::int64_t> out;
  for (const input_json& d : g) {
    if (!d.is_number_integer() || d.get<long long>() < 0 || d.get<long long>() >= system.devices())
      throw input_error(in + ": device indices are whole numbers 0 to " + std::to_string(system.devices() - 1));
    out.push_back(d.get<long long>());
  }
  return out;
}

// A number field of entry r at `at`.
inline double number(const input_json& r, const char* field, const std::string& at) {
  if (!r.contains(field) || !r[field].is_number()) throw input_error(at + "." + field + ": expected a number");
  return r[field].get<double>();
}

// One collective of entry r at `at`: collective, group or groups, bytes, algorithm (optional);
// with `timed`, seconds too. Checked as pl::validate does.
inline pl::collective_measurement step(const input_json& r, const std::string& at, const pl::hierarchy& system,
                                       bool timed) {
  if (!r.is_object())
    throw input_error(at + ": expected an object with collective, group, bytes" + (timed ? " and seconds" : ""));
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
  if (r.contains("group") == r.contains("groups"))
    throw input_error(at + ": expected \"group\" (one group) or \"groups\" (a step of groups), one of them");
  if (r.contains("group")) {
    m.group = group(r["group"], at + ".group", system);
  } else {
    const input_json& gs = r["groups"];
    if (!gs.is_array() || gs.empty() || gs.size() > static_cast<std::size_t>(system.devices() / 2))
      throw input_error(at + ".groups: expected an array of 1 to " + std::to_string(system.devices() / 2) +
                        " groups of device indices");
    for (std::size_t g = 0; g < gs.size(); ++g) {
      std::vector<std::int64_t> members = group(gs[g], at + ".groups[" + std::to_string(g) + "]", system);
      if (g == 0) m.group = std::move(members);
      else m.others.push_back(std::move(members));
    }
  }
  if (r.contains("algorithm")) {
    if (!r["algorithm"].is_string() || (r["algorithm"] != "ring" && r["algorithm"] != "tree"))
      throw input_error(at + ".algorithm: expected \"ring\" or \"tree\"");
    m.algorithm = r["algorithm"] == "ring" ? pl::collective_algorithm::ring : pl::collective_algorithm::tree;
  }
  m.bytes = number(r, "bytes", at);
  m.seconds = timed ? number(r, "seconds", at) : 1;
  try {
    pl::validate(m, system);
  } catch (const pebble::error& e) {
    throw input_error(at + ": " + without_library_prefix(e.what()));
  }
  return m;
}

// One program run at `at`: {"seconds": ..., "fastest_of": [[step, ...], ...]}.
inline pl::program_measurement program(const input_json& r, const std::string& at, const pl::hierarchy& system) {
  if (!r.is_object() || !r.contains("fastest_of") || !r["fastest_of"].is_array() || r["fastest_of"].empty())
    throw input_error(at + ": expected an object with seconds and \"fastest_of\", an array of programs");
  pl::program_measurement m;
  const input_json& programs = r["fastest_of"];
  for (std::size_t p = 0; p < programs.size(); ++p) {
    const std::string in = at + ".fastest_of[" + std::to_string(p) + "]";
    if (!programs[p].is_array() || programs[p].empty())
      throw input_error(in + ": expected an array of steps, each a collective on groups");
    m.programs.emplace_back();
    for (std::size_t s = 0; s < programs[p].size(); ++s)
      m.programs.back().push_back(step(programs[p][s], in + "[" + std::to_string(s) + "]", system, false));
  }
  m.seconds = number(r, "seconds", at);
  try {
    pl::validate(m, system);
  } catch (const pebble::error& e) {
    throw input_error(at + ": " + without_library_prefix(e.what()));
  }
  return m;
}

}  // namespace runs_json_detail

/// The measurements of a runs file (docs/tool.md, "pebble placement", --calibrate) for `system`:
/// {"runs": [{"collective": "AllReduce", "group": [0, 1, 2, 3], "bytes": 67108864, "seconds":
/// 0.0012}, ...], "programs": [{"seconds": 2.3, "fastest_of": [[step, ...], ...]}, ...]}. A run
/// has "groups": [[0, 8], [1, 9], ...] instead of "group" for one step of disjoint groups timed
/// together (the time is the slowest group's), and optionally "algorithm": "ring" or "tree"
/// (default: the topology's). A program run is the fastest of its programs, each a list of steps
/// written as runs without "seconds". Either array may be missing, not both empty. Other fields
/// are ignored. `what` names the file in errors, which name the entry.
inline runs_file runs_from_json(const input_json& j, const std::string& what,
                                const pebble::placement::hierarchy& system) {
  const bool has_runs = j.is_object() && j.contains("runs"), has_programs = j.is_object() && j.contains("programs");
  if (!j.is_object() || (!has_runs && !has_programs) || (has_runs && !j["runs"].is_array()) ||
      (has_programs && !j["programs"].is_array()))
    throw input_error(what + ": expected an object with a \"runs\" array (and a \"programs\" array, or either)");
  runs_file out;
  if (has_runs)
    for (std::size_t k = 0; k < j["runs"].size(); ++k)
      out.runs.push_back(
          runs_json_detail::step(j["runs"][k], what + ": runs[" + std::to_string(k) + "]", system, true));
  if (has_programs)
    for (std::size_t k = 0; k < j["programs"].size(); ++k)
      out.programs.push_back(
          runs_json_detail::program(j["programs"][k], what + ": programs[" + std::to_string(k) + "]", system));
  if (out.runs.empty() && out.programs.empty()) throw input_error(what + ": no runs to calibrate with");
  return out;
}

}  // namespace pebble_tool
