// `pebble placement`'s topology files: a JSON document into a pebble::placement::topology, every
// field checked against what a link may be (one input_error naming the JSON path and the range).
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include <pebble/placement/simulator.hpp>

#include "errors.hpp"
#include "json_input.hpp"

namespace pebble_tool {

/// A number of a topology file's level: finite and within [least, most] of the field's unit.
inline double level_number(const input_json& l, const char* field, double least, double most, const std::string& at,
                           const char* meaning) {
  char range[96];
  std::snprintf(range, sizeof range, "a number from %g to %g", least, most);
  if (!l.contains(field) || !l[field].is_number())
    throw input_error(at + "." + field + ": expected " + range + " (" + meaning + ")");
  const double v = l[field].get<double>();
  if (!(v >= least && v <= most)) {  // NaN fails too
    char got[32];
    std::snprintf(got, sizeof got, "%g", v);
    throw input_error(at + "." + field + ": expected " + range + " (" + meaning + "); got " + got);
  }
  return v;
}

/// A topology file (docs/tool.md, "Topology files"): {"name": ..., "algorithm": "ring"|"tree",
/// "tree_efficiency": ..., "levels": [{"name": ..., "bandwidth_GBps": ..., "latency_us": ...,
/// "transfer_GBps": ..., "tree_transfer_GBps": ..., "domains": {"count": ..., "bandwidth_GBps":
/// ..., "latency_us": ..., "transfer_GBps": ..., "tree_transfer_GBps": ..., "links":
/// "switch"|"ring"}}, ...]} (the limits per transfer, the tree efficiency and domains optional), one level per system
/// level (`level_names`, outermost first). Bandwidths and latencies are checked against the links a
/// topology may describe (min_link_bandwidth ..), in the file's units, so the message names the
/// field. `what` names the file in errors; `name` holds the topology's name, which the topology
/// views (the file's "name", else what the caller put there).
inline pebble::placement::topology topology_from_json(const input_json& j, const std::string& what,
                                                      const std::vector<std::string>& level_names, std::string& name) {
  namespace pl = pebble::placement;
  using json = input_json;
  const std::string where = what + ": ";
  if (!j.is_object()) throw input_error(where + "expected a JSON object with a \"levels\" array");
  pl::topology t;
  if (j.contains("name")) {
    if (!j["name"].is_string()) throw input_error(where + "name: expected a string");
    name = j["name"].get<std::string>();
  }
  t.name = name;
  if (j.contains("algorithm")) {
    const json& a = j["algorithm"];
    if (!a.is_string() || (a != "ring" && a != "tree"))
      throw input_error(where + "algorithm: expected \"ring\" or \"tree\"");
    t.algorithm = a == "ring" ? pl::collective_algorithm::ring : pl::collective_algorithm::tree;
  }
  if (j.contains("tree_efficiency"))
    t.tree_efficiency =
        level_number(j, "tree_efficiency", 0.01, 1, what, "the share of its links a tree AllReduce reaches");
  if (!j.contains("levels") || !j["levels"].is_array())
    throw input_error(where + "levels: expected an array of levels");
  const json& levels = j["levels"];
  if (levels.size() != level_names.size())
    throw input_error(where + "levels: " + std::to_string(levels.size()) + " levels, but --system has " +
                      std::to_string(level_names.size()) + " (one per level, outermost first)");
  for (std::size_t k = 0; k < levels.size(); ++k) {
    const std::string at = where + "levels[" + std::to_string(k) + "]";
    const json& l = levels[k];
    if (!l.is_object()) throw input_error(at + ": expected an object with bandwidth_GBps and latency_us");
    if (l.contains("name") && (!l["name"].is_string() || l["name"].get<std::string>() != level_names[k]))
      throw input_error(at + ".name: expected \"" + level_names[k] + "\", the system's level " + std::to_string(k));
    const double bandwidth =
        level_number(l, "bandwidth_GBps", pl::min_link_bandwidth / pl::gigabytes,
                     pl::max_link_bandwidth / pl::gigabytes, at, "GB/s per unit link, each direction");
    const double latency =
        level_number(l, "latency_us", 0, pl::max_link_latency / pl::microseconds, at, "microseconds per message");
    const auto limit = [&](const json& o, const char* field, const std::string& in, const char* meaning) {
      return o.contains(field) ? level_number(o, field, pl::min_link_bandwidth / pl::gigabytes,
                                              pl::max_link_bandwidth / pl::gigabytes, in, meaning) *
                                     pl::gigabytes
                               : 0.0;
    };
    const char* one = "GB/s one transfer gets from the link at most";
    const char* one_tree = "GB/s one transfer of a tree AllReduce gets from the link at most";
    t.levels.push_back({bandwidth * pl::gigabytes, latency * pl::microseconds, limit(l, "transfer_GBps", at, one),
                        limit(l, "tree_transfer_GBps", at, one_tree)});
    pl::level_domains domains;
    if (l.contains("domains")) {
      // structure below the level: {"count": 2, "bandwidth_GBps": 4.4, "latency_us": 10, "links": "ring"}
      const json& d = l["domains"];
      const std::string in = at + ".domains";
      if (!d.is_object())
        throw input_error(in + ": expected an object with count, bandwidth_GBps, latency_us and links");
      std::string links = "switch";
      if (d.contains("links")) {
        if (!d["links"].is_string() || (d["links"] != "switch" && d["links"] != "ring"))
          throw input_error(in +
                            ".links: expected \"switch\" (the level's units all linked) or \"ring\" (each to its two "
                            "neighbours, the others through the domains' host links)");
        links = d["links"].get<std::string>();
      }
      domains.ring = links == "ring";
      const double count = level_number(d, "count", domains.ring ? 1 : 2, 1 << 20, in,
                                        "domains per parent unit, equal blocks of its units");
      if (count != static_cast<double>(static_cast<std::int64_t>(count)))
        throw input_error(in + ".count: expected a whole number");
      domains.count = static_cast<std::int64_t>(count);
      domains.bandwidth = level_number(d, "bandwidth_GBps", pl::min_link_bandwidth / pl::gigabytes,
                                       pl::max_link_bandwidth / pl::gigabytes, in,
                                       "GB/s of a domain's link to the host, each direction") *
                          pl::gigabytes;
      domains.latency =
          level_number(d, "latency_us", 0, pl::max_link_latency / pl::microseconds, in, "microseconds per message") *
          pl::microseconds;
      domains.transfer = limit(d, "transfer_GBps", in, one);
      domains.tree_transfer = limit(d, "tree_transfer_GBps", in, one_tree);
    }
    t.domains.push_back(domains);
  }
  bool any_domains = false;
  for (const pl::level_domains& d : t.domains) any_domains = any_domains || d.any();
  if (!any_domains) t.domains.clear();
  return t;
}

/// The "levels" array of a topology file for topology `t` (the format topology_from_json reads):
/// per level its name (`level_names`), bandwidth_GBps, latency_us and, where the level has them,
/// its domains.
inline nlohmann::ordered_json topology_levels_json(const pebble::placement::topology& t,
                                                   const std::vector<std::string>& level_names) {
  namespace pl = pebble::placement;
  nlohmann::ordered_json levels = nlohmann::ordered_json::array();
  for (std::size_t j = 0; j < t.levels.size(); ++j) {
    levels.push_back({{"name", level_names[j]},
                      {"bandwidth_GBps", t.levels[j].bandwidth / pl::gigabytes},
                      {"latency_us", t.levels[j].latency / pl::microseconds}});
    if (t.levels[j].transfer > 0) levels.back()["transfer_GBps"] = t.levels[j].transfer / pl::gigabytes;
    if (t.levels[j].tree_transfer > 0) levels.back()["tree_transfer_GBps"] = t.levels[j].tree_transfer / pl::gigabytes;
    if (t.has_domains(j)) {
      const pl::level_domains& d = t.domains[j];
      nlohmann::ordered_json domains = {{"count", d.count},
                                        {"bandwidth_GBps", d.bandwidth / pl::gigabytes},
                                        {"latency_us", d.latency / pl::microseconds}};
      if (d.transfer > 0) domains["transfer_GBps"] = d.transfer / pl::gigabytes;
      if (d.tree_transfer > 0) domains["tree_transfer_GBps"] = d.tree_transfer / pl::gigabytes;
      domains["links"] = d.ring ? "ring" : "switch";
      levels.back()["domains"] = domains;
    }
  }
  return levels;
}

}  // namespace pebble_tool
