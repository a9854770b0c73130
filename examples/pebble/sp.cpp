// `pebble sp` (see sp.hpp).
#include "sp.hpp"
#include "amounts.hpp"
#include "json_input.hpp"
#include "text.hpp"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <pebble/graph/formats.hpp>
#include <pebble/graph/series_parallel.hpp>
#include <pebble/graph/sp_conversion.hpp>

namespace pebble_tool {
namespace {

using json = nlohmann::ordered_json;
namespace gr = pebble::graph;

std::string extension(const std::string& path) {
  const auto dot = path.rfind('.');
  return dot == std::string::npos ? std::string() : path.substr(dot);
}

// Peak memory of reading, converting and verifying a graph, per task and per edge: measured
// 400 and 100 bytes (`pebble sp` on STG graphs of 10^6 isolated tasks and of 10^6 tasks with
// 4.8 * 10^6 edges, peak resident set minus the file's text), with a margin.
constexpr double bytes_per_task = 512, bytes_per_edge = 160;

// The memory budget (--max-bytes) against the estimate for `tasks` and `edges`, before anything
// that size is allocated.
void check_budget(const std::string& where, double tasks, double edges, double max_bytes) {
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

std::string read_text(const std::string& path) {
  std::optional<std::string> text = read_text_file(path);
  if (!text) throw input_error("'" + path + "': cannot be read");
  return *std::move(text);
}

// JSON task graphs: {"tasks": N or [{"id": ..., "cost": ..., "name": ...}], "edges": [[src, dst], ...]}.
gr::task_graph read_json_graph(const std::string& path, double max_bytes) {
  const std::string where = "task graph file '" + path + "'";
  const json j = read_json_file(path, where);
  if (!j.is_object() || !j.contains("tasks")) throw input_error(where + ": expected an object with tasks and edges");
  gr::task_graph out;
  std::map<long long, gr::vertex> index;
  const json& tasks = j["tasks"];
  if (tasks.is_number_integer() && tasks.get<long long>() >= 1) {
    const std::size_t edges = j.contains("edges") && j["edges"].is_array() ? j["edges"].size() : 0;
    if (tasks.get<long long>() >= (1LL << 31)) throw input_error(where + ": tasks: at most 2^31 - 1 tasks; got " + tasks.dump());
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
        if (!t["cost"].is_number() || t["cost"].get<double>() < 0) throw input_error(at + ".cost: expected a number >= 0");
        cost = t["cost"].get<double>();
      }
      out.names.push_back(t.contains("name") && t["name"].is_string() ? t["name"].get<std::string>() : std::to_string(id));
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
        if (it == index.end()) throw input_error(at + ": " + std::to_string(e[q].get<long long>()) + " is not a task id");
        ends[q] = it->second;
      }
      edges.push_back({ends[0], ends[1]});
    }
  }
  out.graph = gr::dag(out.names.size(), edges);
  return out;
}

gr::task_graph read_graph(const std::string& path, double max_bytes) {
  const std::string ext = extension(path);
  try {
    if (ext == ".stg") return gr::read_stg(read_text(path));
    if (ext == ".dot" || ext == ".gv") return gr::read_dot(read_text(path));
  } catch (const gr::graph_format_error& e) {
    throw input_error("'" + path + "': " + e.what());
  }
  if (ext == ".json") return read_json_graph(path, max_bytes);
  throw input_error("'" + path + "': the file name must end in .stg, .dot, .gv or .json");
}

// The converted graph `c` of `t` with its decomposition `r` (the recognition of c.graph).
void write_json(const std::string& path, const gr::task_graph& t, const gr::sp_conversion& c,
                const gr::sp_recognition& r) {
  json tasks = json::array(), edges = json::array(), nodes = json::array();
  for (gr::vertex v = 0; v < c.graph.size(); ++v)
    tasks.push_back({{"id", v}, {"name", gr::vertex_name(t.names, v)}, {"cost", v < t.cost.size() ? t.cost[v] : 0.0}});
  for (const gr::edge& e : c.graph.edges()) edges.push_back({e.first, e.second});
  auto terminal = [&](gr::vertex v) -> json {
    if (r.virtual_source && v == r.source) return "source";
    if (r.virtual_sink && v == r.sink) return "sink";
    return v;
  };
  for (const gr::sp_node& x : r.nodes) {
    if (x.kind == gr::sp_node::leaf) nodes.push_back({{"kind", "edge"}, {"from", terminal(x.from)}, {"to", terminal(x.to)}});
    else if (x.kind == gr::sp_node::series) nodes.push_back({{"kind", "series"}, {"left", x.left}, {"task", x.middle}, {"right", x.right}});
    else nodes.push_back({{"kind", "parallel"}, {"left", x.left}, {"right", x.right}});
  }
  std::ofstream out(path);
  out << json{{"tasks", tasks}, {"edges", edges},
              {"decomposition", {{"root", r.root}, {"virtual_source", r.virtual_source}, {"virtual_sink", r.virtual_sink},
                                 {"nodes", nodes}}}}.dump()
      << "\n";
  if (!out) throw input_error("--out: cannot write '" + path + "'");
}

}  // namespace

int run_sp(const sp_options& o) {
  return exit_code_reporting_errors([&] {
    if (o.file.empty()) throw input_error("give a task graph file: pebble sp graph.stg (or .dot, .json)");
    const std::string out_ext = extension(o.out);
    if (!o.out.empty() && out_ext != ".dot" && out_ext != ".gv" && out_ext != ".json")
      throw input_error("--out: the file name must end in .dot, .gv or .json");
    const double max_bytes = parse_bytes("--max-bytes", o.max_bytes);
    const gr::task_graph t = read_graph(o.file, max_bytes);
    if (t.graph.size() == 0) throw input_error("'" + o.file + "': the graph has no task");
    check_budget("'" + o.file + "'", static_cast<double>(t.graph.size()), static_cast<double>(t.graph.edge_count()), max_bytes);
    const std::vector<gr::vertex> cycle = gr::find_cycle(t.graph);
    if (!cycle.empty()) {
      std::string text;
      for (gr::vertex v : cycle) text += gr::vertex_name(t.names, v) + " -> ";
      throw input_error("'" + o.file + "': the graph has a cycle: " + text + gr::vertex_name(t.names, cycle.front()));
    }
    const gr::sp_recognition input = gr::recognize_series_parallel(t.graph);
    gr::sp_conversion_options options;
    if (o.weighted) options.cost = t.cost;
    auto t0 = std::chrono::steady_clock::now();
    const gr::sp_conversion c = gr::to_series_parallel(t.graph, options, input);
    const double convert = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    t0 = std::chrono::steady_clock::now();
    const gr::sp_recognition output = gr::recognize_series_parallel(c.graph);
    const bool is_sp = output.series_parallel;
    const bool kept = gr::preserves_precedence(t.graph, c.graph, output);
    const double verify = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::vector<double> cost_after = t.cost;
    cost_after.resize(c.graph.size(), 0.0);
    const gr::work_span unit_before = gr::measure(t.graph), weighted_before = gr::measure(t.graph, t.cost);
    std::vector<double> unit_after_cost(c.graph.size(), 1.0);
    for (std::size_t v = t.graph.size(); v < c.graph.size(); ++v) unit_after_cost[v] = 0;  // sync vertices: no task
    const gr::work_span unit_after = gr::measure(c.graph, unit_after_cost), weighted_after = gr::measure(c.graph, cost_after);
    if (!o.out.empty()) {
      if (out_ext == ".json") write_json(o.out, t, c, output);
      else {
        std::ofstream out(o.out);
        out << gr::write_dot(c.graph, t.names, t.cost);
        if (!out) throw input_error("--out: cannot write '" + o.out + "'");
      }
    }
    if (o.json) {
      std::cout << json{{"file", o.file},
                        {"tasks", t.graph.size()},
                        {"edges", t.graph.edge_count()},
                        {"input_series_parallel", input.series_parallel},
                        {"witness", input.witness(t.names)},
                        {"weighted", o.weighted},
                        {"W1", unit_before.work},
                        {"W1_weighted", weighted_before.work},
                        {"W_inf_before", unit_before.span},
                        {"W_inf_after", unit_after.span},
                        {"ratio", unit_after.span / unit_before.span},
                        {"W_inf_weighted_before", weighted_before.span},
                        {"W_inf_weighted_after", weighted_after.span},
                        {"ratio_weighted", weighted_before.span > 0 ? weighted_after.span / weighted_before.span : 1.0},
                        {"added_edges", c.added_edges},
                        {"removed_edges", c.removed_edges},
                        {"promotions", c.promotions},
                        {"sync_vertices", c.sync_vertices},
                        {"output_series_parallel", is_sp},
                        {"precedence_kept", kept},
                        {"conversion_seconds", convert},
                        {"verification_seconds", verify}}
                       .dump(2)
                << "\n";
    } else {
      char line[256];
      std::printf("pebble sp: %s: %zu tasks, %zu edges\n", o.file.c_str(), t.graph.size(), t.graph.edge_count());
      std::printf("input          %s\n", input.series_parallel ? "series-parallel (returned as it is)" : input.witness(t.names).c_str());
      std::snprintf(line, sizeof line, "W1             %.0f tasks, weighted %.6g (unchanged)\n", unit_before.work, weighted_before.work);
      std::cout << line;
      std::snprintf(line, sizeof line, "W_inf          %.0f -> %.0f tasks (ratio %.3f); weighted %.6g -> %.6g (ratio %.3f)\n",
                    unit_before.span, unit_after.span, unit_after.span / unit_before.span, weighted_before.span,
                    weighted_after.span, weighted_before.span > 0 ? weighted_after.span / weighted_before.span : 1.0);
      std::cout << line;
      std::printf("edges          %zu added, %zu removed (implied by the others)\n", c.added_edges, c.removed_edges);
      std::printf("changes        %zu level%s synchronized on a promoted task, %zu zero-work synchronization vert%s%s\n",
                  c.promotions, c.promotions == 1 ? "" : "s", c.sync_vertices, c.sync_vertices == 1 ? "ex" : "ices",
                  o.weighted ? " (weighted variant)" : "");
      std::printf("verified       %s; %s\n", is_sp ? "series-parallel" : "NOT series-parallel",
                  kept ? "every precedence kept" : "a precedence LOST");
      std::snprintf(line, sizeof line, "time           conversion %.3f ms, verification %.3f ms\n", convert * 1e3, verify * 1e3);
      std::cout << line;
      if (!o.out.empty()) std::printf("written        %s\n", o.out.c_str());
    }
    return is_sp && kept ? 0 : 1;
  });
}

}  // namespace pebble_tool
