// `pebble sp` (see sp.hpp).
#include "sp.hpp"
#include "options.hpp"
#include "amounts.hpp"
#include "json_input.hpp"
#include "task_graph_json.hpp"
#include "text.hpp"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
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

std::string read_text(const std::string& path) {
  std::optional<std::string> text = read_text_file(path);
  if (!text) throw input_error("'" + path + "': cannot be read");
  return *std::move(text);
}

gr::task_graph read_graph(const std::string& path, double max_bytes) {
  const std::string ext = extension(path);
  try {
    if (ext == ".stg") return gr::read_stg(read_text(path));
    if (ext == ".dot" || ext == ".gv") return gr::read_dot(read_text(path));
  } catch (const gr::graph_format_error& e) {
    throw input_error("'" + path + "': " + e.what());
  }
  if (ext == ".json") {
    const std::string where = "task graph file '" + path + "'";
    return task_graph_from_json(read_json_file(path, where), where, max_bytes);
  }
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
    if (x.kind == gr::sp_node::leaf)
      nodes.push_back({{"kind", "edge"}, {"from", terminal(x.from)}, {"to", terminal(x.to)}});
    else if (x.kind == gr::sp_node::series)
      nodes.push_back({{"kind", "series"}, {"left", x.left}, {"task", x.middle}, {"right", x.right}});
    else nodes.push_back({{"kind", "parallel"}, {"left", x.left}, {"right", x.right}});
  }
  std::ofstream out(path);
  out << json{{"tasks", tasks},
              {"edges", edges},
              {"decomposition",
               {{"root", r.root},
                {"virtual_source", r.virtual_source},
                {"virtual_sink", r.virtual_sink},
                {"nodes", nodes}}}}
             .dump()
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
    const auto since = [](std::chrono::steady_clock::time_point t) {
      return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
    };
    auto t0 = std::chrono::steady_clock::now();
    const gr::task_graph t = read_graph(o.file, max_bytes);
    const double reading = since(t0);
    t0 = std::chrono::steady_clock::now();
    if (t.graph.size() == 0) throw input_error("'" + o.file + "': the graph has no task");
    check_budget("'" + o.file + "'", static_cast<double>(t.graph.size()), static_cast<double>(t.graph.edge_count()),
                 max_bytes);
    const std::vector<gr::vertex> cycle = gr::find_cycle(t.graph);
    if (!cycle.empty()) {
      std::string text;
      for (gr::vertex v : cycle) text += gr::vertex_name(t.names, v) + " -> ";
      throw input_error("'" + o.file + "': the graph has a cycle: " + text + gr::vertex_name(t.names, cycle.front()));
    }
    // every weighted figure below (work, span before and after: a sum of task costs, the sync
    // vertices costing nothing) is at most the total work: finite if it is
    const gr::work_span weighted_before = gr::measure(t.graph, t.cost);
    if (!std::isfinite(weighted_before.work))
      throw input_error("'" + o.file + "': the tasks' costs add up to more than the largest double; scale them down");
    // the input's verdict and core (a witness); its decomposition is not needed
    const gr::sp_recognition input = gr::recognize_series_parallel(t.graph, false);
    const double recognition = since(t0);  // with the cycle check and the input's weighted measure
    gr::sp_conversion_options options;
    if (o.weighted) options.cost = t.cost;
    t0 = std::chrono::steady_clock::now();
    const gr::sp_conversion c = gr::to_series_parallel(t.graph, options, input);
    const double convert = since(t0);
    t0 = std::chrono::steady_clock::now();
    const gr::sp_recognition output = gr::recognize_series_parallel(c.graph);
    const bool is_sp = output.series_parallel;
    const bool kept = gr::preserves_precedence(t.graph, c.graph, output);
    const double verify = since(t0);
    std::vector<double> cost_after = t.cost;
    cost_after.resize(c.graph.size(), 0.0);
    const gr::work_span unit_before = gr::measure(t.graph);
    std::vector<double> unit_after_cost(c.graph.size(), 1.0);
    for (std::size_t v = t.graph.size(); v < c.graph.size(); ++v) unit_after_cost[v] = 0;  // sync vertices: no task
    const gr::work_span unit_after = gr::measure(c.graph, unit_after_cost),
                        weighted_after = gr::measure(c.graph, cost_after);
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
                        {"reading_seconds", reading},
                        {"recognition_seconds", recognition},
                        {"conversion_seconds", convert},
                        {"verification_seconds", verify}}
                       .dump(2)
                << "\n";
    } else {
      char line[256];
      std::printf("pebble sp: %s: %zu tasks, %zu edges\n", o.file.c_str(), t.graph.size(), t.graph.edge_count());
      std::printf("input          %s\n",
                  input.series_parallel ? "series-parallel (returned as it is)" : input.witness(t.names).c_str());
      std::snprintf(line, sizeof line, "W1             %.0f tasks, weighted %.6g (unchanged)\n", unit_before.work,
                    weighted_before.work);
      std::cout << line;
      std::snprintf(line, sizeof line,
                    "W_inf          %.0f -> %.0f tasks (ratio %.3f); weighted %.6g -> %.6g (ratio %.3f)\n",
                    unit_before.span, unit_after.span, unit_after.span / unit_before.span, weighted_before.span,
                    weighted_after.span, weighted_before.span > 0 ? weighted_after.span / weighted_before.span : 1.0);
      std::cout << line;
      std::printf("edges          %zu added, %zu removed (implied by the others)\n", c.added_edges, c.removed_edges);
      std::printf(
          "changes        %zu level%s synchronized on a promoted task, %zu zero-work synchronization vert%s%s\n",
          c.promotions, c.promotions == 1 ? "" : "s", c.sync_vertices, c.sync_vertices == 1 ? "ex" : "ices",
          o.weighted ? " (weighted variant)" : "");
      std::printf("verified       %s; %s\n", is_sp ? "series-parallel" : "NOT series-parallel",
                  kept ? "every precedence kept" : "a precedence LOST");
      std::snprintf(line, sizeof line,
                    "time           reading %.3f ms, checks and recognition %.3f ms, conversion %.3f ms, "
                    "verification %.3f ms\n",
                    reading * 1e3, recognition * 1e3, convert * 1e3, verify * 1e3);
      std::cout << line;
      if (!o.out.empty()) std::printf("written        %s\n", o.out.c_str());
    }
    return is_sp && kept ? 0 : 1;
  });
}

void add_sp(CLI::App& app, commands& registry) {
  const auto o = std::make_shared<sp_options>();
  CLI::App* sub = app.add_subcommand(
      "sp", "Is a task graph series-parallel? Convert it into one (every precedence kept, the same work, the "
            "critical path at most doubled) and verify it");
  sub->add_option("graph", o->file, "a task graph: .stg (Standard Task Graph), .dot/.gv (Graphviz) or .json");
  sub->add_flag("--weighted", o->weighted,
                "use the task costs: the least-loaded sync node, or a zero-work synchronization vertex when shorter");
  sub->add_option("--out", o->out, "write the series-parallel graph: .dot, .gv or .json (with its decomposition)");
  add_json_flag(sub, o->json);
  sub->add_option("--max-bytes", o->max_bytes,
                  "memory the conversion and its verification may use: 4GiB (default), 1.5e9, 512MB; checked "
                  "against an estimate from the counts of tasks and edges before the graph is built");
  sub->footer("Example: pebble sp examples/graphs/pipeline.dot --out sp.dot");
  registry.add(sub, [o](int&, char**&) { return run_sp(*o); });
}

}  // namespace pebble_tool
