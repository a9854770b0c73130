// `pebble strategy`'s problem files (docs/tool.md, "Strategy problem files"): a JSON document into a
// pebble::strategy::strategy_problem with the names of its vertices, every field checked (one
// input_error naming the file and the vertex or edge, by its JSON path).
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include <pebble/strategy/problem.hpp>

#include "errors.hpp"
#include "json_input.hpp"

namespace pebble_tool {

/// A problem and the names of its vertices (empty when the file gives none).
struct named_problem {
  pebble::strategy::strategy_problem problem;
  std::vector<std::string> names;
};

/// Whether `j` is a vertex id: an integer >= 0.
inline bool is_id(const input_json& j) { return j.is_number_integer() && j.get<long long>() >= 0; }

/// The costs at `at`, an array: each a number >= 0 (seconds; JSON has no infinity or NaN, and
/// json_input.hpp refuses numbers beyond double's range).
inline std::vector<double> read_costs(const input_json& array, const std::string& at) {
  std::vector<double> cost;
  cost.reserve(array.size());
  for (std::size_t k = 0; k < array.size(); ++k) {
    const input_json& c = array[k];
    if (!c.is_number() || !(c.get<double>() >= 0))
      throw input_error(at + "[" + std::to_string(k) + "]: expected a cost in seconds, a number >= 0; got " +
                        (c.is_number() ? c.dump() : std::string("a JSON ") + c.type_name()));
    cost.push_back(c.get<double>());
  }
  return cost;
}

/// Runs `add`, reporting the library's refusal (e.g. costs whose sum overflows) at `at`.
template <class Add>
inline void naming_the_place(const std::string& at, Add&& add) {
  try {
    add();
  } catch (const pebble::error& e) {
    throw input_error(at + ": " + without_library_prefix(e.what()));
  }
}

/// The problem in `j`, a problem file's document; `file` names it in errors ("problem file 'x'").
inline named_problem problem_from_json(const input_json& j, const std::string& file) {
  namespace st = pebble::strategy;
  const std::string where = file + ": ";
  if (!j.is_object()) throw input_error(where + "expected a JSON object with procs, vertices and edges");
  if (!j.contains("procs") || !j["procs"].is_number_integer() || j["procs"].get<long long>() < 1)
    throw input_error(where + "procs: expected the number of processors, an integer >= 1");
  named_problem out{st::strategy_problem(j["procs"].get<long long>()), {}};
  if (!j.contains("vertices") || !j["vertices"].is_array() || j["vertices"].empty())
    throw input_error(where + "vertices: expected a non-empty array of vertices");
  const input_json& vertices = j["vertices"];
  if (j.contains("edges") && !j["edges"].is_array()) throw input_error(where + "edges: expected an array of edges");
  static const input_json no_edges = input_json::array();
  const input_json& edges = j.contains("edges") ? j["edges"] : no_edges;  // (a reference: the edges are not copied)
  {  // the problem's arrays at their size (as they grow they would hold up to 3 times it)
    std::size_t configs = 0, costs = 0;
    for (const input_json& v : vertices)
      if (v.is_object() && v.contains("configs") && v["configs"].is_array()) configs += v["configs"].size();
    for (const input_json& e : edges)
      if (e.is_object() && e.contains("cost") && e["cost"].is_array()) costs += e["cost"].size();
    out.problem.reserve(vertices.size(), configs, edges.size(), costs);
    out.names.reserve(vertices.size());
  }
  for (std::size_t k = 0; k < vertices.size(); ++k) {
    const input_json& v = vertices[k];
    std::string at = where + std::string("vertices[") + std::to_string(k) + "]";
    if (!v.is_object()) throw input_error(at + ": expected an object with id, configs and cost");
    if (!v.contains("id") || !is_id(v["id"])) throw input_error(at + ".id: expected a non-negative integer");
    const long long id = v["id"].get<long long>();
    at += std::string(" (id ") + std::to_string(id) + ")";
    if (out.problem.index_of(id) < out.problem.size())
      throw input_error(at + std::string(": the id ") + std::to_string(id) + " is used twice");
    if (!v.contains("configs") || !v["configs"].is_array() || v["configs"].empty())
      throw input_error(at + ".configs: expected a non-empty array of configurations such as [2, 4]");
    std::vector<st::configuration> configs;
    configs.reserve(v["configs"].size());
    for (std::size_t c = 0; c < v["configs"].size(); ++c) {
      const input_json& cfg = v["configs"][c];
      const std::string at_c = at + std::string(".configs[") + std::to_string(c) + "]";
      if (!cfg.is_array() || cfg.empty() || cfg.size() > st::max_dims)
        throw input_error(at_c + std::string(": expected an array of 1 to ") + std::to_string(st::max_dims) +
                          " processor counts");
      st::configuration x;
      for (const input_json& n : cfg) {
        if (!n.is_number_integer() || n.get<long long>() < 1)
          throw input_error(at_c + ": processor counts are integers >= 1");
        x.push_back(n.get<long long>());
      }
      if (!configs.empty() && x.size() != configs[0].size())
        throw input_error(at_c + std::string(": ") + std::to_string(x.size()) + " dimensions, but configs[0] has " +
                          std::to_string(configs[0].size()));
      configs.push_back(x);
    }
    if (!v.contains("cost") || !v["cost"].is_array())
      throw input_error(at + ".cost: expected an array of numbers, one per configuration");
    const std::vector<double> cost = read_costs(v["cost"], at + ".cost");
    if (cost.size() != configs.size())
      throw input_error(at + std::string(".cost: ") + std::to_string(cost.size()) + std::string(" values for ") +
                        std::to_string(configs.size()) + " configurations");
    naming_the_place(at, [&] { out.problem.add_vertex(id, configs, cost); });
    out.names.push_back(v.contains("name") && v["name"].is_string() ? v["name"].get<std::string>() : std::string());
  }
  for (std::size_t k = 0; k < edges.size(); ++k) {
    const input_json& e = edges[k];
    std::string at = where + std::string("edges[") + std::to_string(k) + "]";
    if (!e.is_object()) throw input_error(at + ": expected an object with src, dst and cost");
    std::size_t ends[2] = {};
    const char* names[2] = {"src", "dst"};
    for (int q = 0; q < 2; ++q) {
      if (!e.contains(names[q]) || !is_id(e[names[q]]))
        throw input_error(at + "." + names[q] + ": expected a vertex id");
      ends[q] = out.problem.index_of(e[names[q]].get<long long>());
      if (ends[q] == out.problem.size())
        throw input_error(at + "." + names[q] + std::string(": ") + std::to_string(e[names[q]].get<long long>()) +
                          " is not the id of a vertex");
    }
    at += std::string(" (") + std::to_string(out.problem.vertex(ends[0]).id) + std::string(" -> ") +
          std::to_string(out.problem.vertex(ends[1]).id) + ")";
    if (ends[0] == ends[1]) throw input_error(at + ": an edge from a vertex to itself is a cycle");
    if (!e.contains("cost") || !e["cost"].is_array())
      throw input_error(at + ".cost: expected an array of |configs(src)| x |configs(dst)| numbers, source rows");
    const std::vector<double> cost = read_costs(e["cost"], at + ".cost");
    const std::size_t rows = out.problem.vertex(ends[0]).configs, cols = out.problem.vertex(ends[1]).configs;
    if (cost.size() != rows * cols)
      throw input_error(at + std::string(".cost: ") + std::to_string(cost.size()) + std::string(" values; it needs ") +
                        std::to_string(rows) + " x " + std::to_string(cols) + std::string(" = ") +
                        std::to_string(rows * cols) + " (source configurations as rows)");
    naming_the_place(at, [&] { out.problem.add_edge(ends[0], ends[1], cost); });
  }
  try {
    st::check_acyclic(out.problem);
  } catch (const pebble::error& e) {
    throw input_error(where + without_library_prefix(e.what()));
  }
  return out;
}

}  // namespace pebble_tool
