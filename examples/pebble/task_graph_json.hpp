// `pebble sp`'s JSON task graphs and its memory budget: the JSON document into a task graph, with
// every field checked (one input_error naming the JSON path), and the estimate of what converting
// and verifying a graph takes, checked against --max-bytes before the graph is built.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include <pebble/graph/formats.hpp>

#include "errors.hpp"
#include "json_input.hpp"

namespace pebble_tool {

/// Peak memory of reading, converting and verifying a graph, per task and per edge: measured
/// 400 and 100 bytes (`pebble sp` on STG graphs of 10^6 isolated tasks and of 10^6 tasks with
/// 4.8 * 10^6 edges, peak resident set minus the file's text), with a margin.
inline constexpr double bytes_per_task = 512, bytes_per_edge = 160;

/// The memory budget (--max-bytes) against the estimate for `tasks` and `edges`, before anything
/// that size is allocated.
inline void check_budget(const std::string& where, double tasks, double edges, double max_bytes) {
  const double estimate = bytes_per_task * tasks + bytes_per_edge * edges;
  if (estimate <= max_bytes) return;
  char text[320];
  std::snprintf(text, sizeof text,
                "%s: %.0f tasks and %.0f edges need about %.3g GiB to convert and verify (%.0f bytes per task, %.0f "
                "per edge), more than --max-bytes %.3g GiB; raise --max-bytes",
                where.c_str(), tasks, edges, estimate / 1073741824.0, bytes_per_task, bytes_per_edge,
                max_bytes / 1073741824.0);
  throw input_error(text);
}

/// The task graph in `j` (`where` names it in errors): {"tasks": N or [{"id": ..., "cost": ...,
/// "name": ...}], "edges": [[src, dst], ...]}. A task count is checked against `max_bytes`
/// (check_budget) before anything is allocated for it.
inline pebble::graph::task_graph task_graph_from_json(const input_json& j, const std::string& where, double max_bytes) {
  using json = input_json;
  namespace gr = pebble::graph;
  if (!j.is_object() || !j.contains("tasks")) throw input_error(where + ": expected an object with tasks and edges");
  gr::task_graph out;
  std::map<long long, gr::vertex> index;
  const json& tasks = j["tasks"];
  if (tasks.is_number_integer() && tasks.get<long long>() >= 1) {
    const std::size_t edges = j.contains("edges") && j["edges"].is_array() ? j["edges"].size() : 0;
    if (tasks.get<long long>() >= (1LL << 31))
      throw input_error(where + ": tasks: at most 2^31 - 1 tasks; got " + tasks.dump());
    check_budget(where, static_cast<double>(tasks.get<long long>()), static_cast<double>(edges), max_bytes);
    for (long long k = 0; k < tasks.get<long long>(); ++k) {
      index[k] = static_cast<gr::vertex>(k);
      out.names.push_back(std::to_string(k));
      out.cost.push_back(1);
    }
  } else if (tasks.is_array() && !tasks.empty()) {
    for (std::size_t k = 0; k < tasks.size(); ++k) {
      const json& t = tasks[k];
      const std::string at = where + ": tasks[" + std::to_string(k) + "]";
      if (!t.is_object() || !t.contains("id") || !t["id"].is_number_integer() || t["id"].get<long long>() < 0)
        throw input_error(at + ".id: expected a non-negative integer");
      const long long id = t["id"].get<long long>();
      if (!index.emplace(id, static_cast<gr::vertex>(out.names.size())).second)
        throw input_error(at + ": the id " + std::to_string(id) + " is used twice");
      double cost = 1;
      if (t.contains("cost")) {
        if (!t["cost"].is_number() || t["cost"].get<double>() < 0)
          throw input_error(at + ".cost: expected a number >= 0");
        cost = t["cost"].get<double>();
      }
      out.names.push_back(t.contains("name") && t["name"].is_string() ? t["name"].get<std::string>()
                                                                      : std::to_string(id));
      out.cost.push_back(cost);
    }
  } else {
    throw input_error(where + ": tasks: expected the number of tasks or an array of tasks");
  }
  std::vector<gr::edge> edges;
  if (j.contains("edges")) {
    if (!j["edges"].is_array()) throw input_error(where + ": edges: expected an array of [source, target] pairs");
    for (std::size_t k = 0; k < j["edges"].size(); ++k) {
      const json& e = j["edges"][k];
      const std::string at = where + ": edges[" + std::to_string(k) + "]";
      if (!e.is_array() || e.size() != 2 || !e[0].is_number_integer() || !e[1].is_number_integer())
        throw input_error(at + ": expected a pair [source, target] of task ids");
      gr::vertex ends[2] = {};
      for (int q = 0; q < 2; ++q) {
        const auto it = index.find(e[q].get<long long>());
        if (it == index.end())
          throw input_error(at + ": " + std::to_string(e[q].get<long long>()) + " is not a task id");
        ends[q] = it->second;
      }
      edges.push_back({ends[0], ends[1]});
    }
  }
  out.graph = gr::dag(out.names.size(), edges);
  return out;
}

}  // namespace pebble_tool
