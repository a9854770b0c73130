// `pebble strategy` (see strategy.hpp).
#include "strategy.hpp"
#include "json_input.hpp"
#include "amounts.hpp"
#include "networks.hpp"
#include "text.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <pebble/strategy/cost_model.hpp>
#include <pebble/strategy/problem.hpp>
#include <pebble/strategy/solver.hpp>

namespace pebble_tool {
namespace {

using json = nlohmann::ordered_json;
namespace st = pebble::strategy;

/// A problem and the names of its vertices (empty when the file gives none).
struct named_problem {
  st::strategy_problem problem;
  std::vector<std::string> names;
};

bool is_id(const json& j) { return j.is_number_integer() && j.get<long long>() >= 0; }

// The problem of a JSON file (README, "Strategy problem files"). Errors name the file and the
// vertex or edge.
named_problem read_problem(const std::string& path) {
  const std::string file = "problem file '" + path + "'";
  const json j = read_json_file(path, file);
  const std::string where = file + ": ";
  if (!j.is_object()) throw input_error(where + "expected a JSON object with procs, vertices and edges");
  if (!j.contains("procs") || !j["procs"].is_number_integer() || j["procs"].get<long long>() < 1)
    throw input_error(where + "procs: expected the number of processors, an integer >= 1");
  named_problem out{st::strategy_problem(j["procs"].get<long long>()), {}};
  if (!j.contains("vertices") || !j["vertices"].is_array() || j["vertices"].empty())
    throw input_error(where + "vertices: expected a non-empty array of vertices");
  const json& vertices = j["vertices"];
  for (std::size_t k = 0; k < vertices.size(); ++k) {
    const json& v = vertices[k];
    std::string at = where + std::string("vertices[") + std::to_string(k) + "]";
    if (!v.is_object()) throw input_error(at + ": expected an object with id, configs and cost");
    if (!v.contains("id") || !is_id(v["id"])) throw input_error(at + ".id: expected a non-negative integer");
    const long long id = v["id"].get<long long>();
    at += std::string(" (id ") + std::to_string(id) + ")";
    if (out.problem.index_of(id) < out.problem.size()) throw input_error(at + std::string(": the id ") + std::to_string(id) + " is used twice");
    if (!v.contains("configs") || !v["configs"].is_array() || v["configs"].empty())
      throw input_error(at + ".configs: expected a non-empty array of configurations such as [2, 4]");
    std::vector<st::configuration> configs;
    for (std::size_t c = 0; c < v["configs"].size(); ++c) {
      const json& cfg = v["configs"][c];
      const std::string at_c = at + std::string(".configs[") + std::to_string(c) + "]";
      if (!cfg.is_array() || cfg.empty() || cfg.size() > st::max_dims)
        throw input_error(at_c + std::string(": expected an array of 1 to ") + std::to_string(st::max_dims) + " processor counts");
      st::configuration x;
      for (const json& n : cfg) {
        if (!n.is_number_integer() || n.get<long long>() < 1) throw input_error(at_c + ": processor counts are integers >= 1");
        x.push_back(n.get<long long>());
      }
      if (!configs.empty() && x.size() != configs[0].size())
        throw input_error(at_c + std::string(": ") + std::to_string(x.size()) + " dimensions, but configs[0] has " +
                          std::to_string(configs[0].size()));
      configs.push_back(x);
    }
    if (!v.contains("cost") || !v["cost"].is_array()) throw input_error(at + ".cost: expected an array of numbers, one per configuration");
    std::vector<double> cost;
    for (const json& c : v["cost"]) {
      if (!c.is_number()) throw input_error(at + ".cost: expected numbers");
      cost.push_back(c.get<double>());
    }
    if (cost.size() != configs.size())
      throw input_error(at + std::string(".cost: ") + std::to_string(cost.size()) + std::string(" values for ") + std::to_string(configs.size()) +
                        " configurations");
    out.problem.add_vertex(id, configs, cost);
    out.names.push_back(v.contains("name") && v["name"].is_string() ? v["name"].get<std::string>() : std::string());
  }
  if (j.contains("edges") && !j["edges"].is_array()) throw input_error(where + "edges: expected an array of edges");
  const json edges = j.contains("edges") ? j["edges"] : json::array();
  for (std::size_t k = 0; k < edges.size(); ++k) {
    const json& e = edges[k];
    std::string at = where + std::string("edges[") + std::to_string(k) + "]";
    if (!e.is_object()) throw input_error(at + ": expected an object with src, dst and cost");
    std::size_t ends[2] = {};
    const char* names[2] = {"src", "dst"};
    for (int q = 0; q < 2; ++q) {
      if (!e.contains(names[q]) || !is_id(e[names[q]])) throw input_error(at + "." + names[q] + ": expected a vertex id");
      ends[q] = out.problem.index_of(e[names[q]].get<long long>());
      if (ends[q] == out.problem.size())
        throw input_error(at + "." + names[q] + std::string(": ") + std::to_string(e[names[q]].get<long long>()) +
                          " is not the id of a vertex");
    }
    at += std::string(" (") + std::to_string(out.problem.vertex(ends[0]).id) + std::string(" -> ") + std::to_string(out.problem.vertex(ends[1]).id) + ")";
    if (ends[0] == ends[1]) throw input_error(at + ": an edge from a vertex to itself is a cycle");
    if (!e.contains("cost") || !e["cost"].is_array())
      throw input_error(at + ".cost: expected an array of |configs(src)| x |configs(dst)| numbers, source rows");
    std::vector<double> cost;
    for (const json& c : e["cost"]) {
      if (!c.is_number()) throw input_error(at + ".cost: expected numbers");
      cost.push_back(c.get<double>());
    }
    const std::size_t rows = out.problem.vertex(ends[0]).configs, cols = out.problem.vertex(ends[1]).configs;
    if (cost.size() != rows * cols)
      throw input_error(at + std::string(".cost: ") + std::to_string(cost.size()) + std::string(" values; it needs ") + std::to_string(rows) + " x " +
                        std::to_string(cols) + std::string(" = ") + std::to_string(rows * cols) + " (source configurations as rows)");
    out.problem.add_edge(ends[0], ends[1], cost);
  }
  try {
    st::check_acyclic(out.problem);
  } catch (const pebble::error& e) {
    throw input_error(where + std::string(e.what()).substr(std::string("pebble::strategy: ").size()));
  }
  return out;
}

std::string config_text(const st::configuration& c) {
  std::string out = "[";
  for (std::size_t i = 0; i < c.size(); ++i) {
    if (i) out += ", ";
    out += std::to_string(c[i]);
  }
  return out + "]";
}


void report(const named_problem& np, const std::string& source, const st::strategy_solution& s, bool as_json) {
  const st::strategy_problem& p = np.problem;
  auto label = [&](std::size_t v) {
    return np.names[v].empty() ? std::to_string(p.vertex(v).id) : std::to_string(p.vertex(v).id) + " " + np.names[v];
  };
  if (as_json) {
    json vertices = json::array();
    for (std::size_t v = 0; v < p.size(); ++v) {
      json x = {{"id", p.vertex(v).id}};
      if (!np.names[v].empty()) x["name"] = np.names[v];
      const st::configuration& c = p.configs(v)[s.choice[v]];
      x["config"] = std::vector<std::int64_t>(c.begin(), c.end());
      x["config_index"] = s.choice[v];
      vertices.push_back(x);
    }
    const json out = {{"source", source},
                      {"procs", p.procs()},
                      {"vertices_count", p.size()},
                      {"edges_count", p.edges().size()},
                      {"cost", s.cost},
                      {"seconds", s.stats.seconds},
                      {"order", std::string(st::to_string(s.stats.order))},
                      {"largest_table", s.stats.largest_join},
                      {"largest_table_vertex", p.vertex(s.stats.largest_join_vertex).id},
                      {"largest_dependent_set", s.stats.largest_dependents},
                      {"peak_table_bytes", s.stats.peak_bytes},
                      {"vertices", vertices}};
    std::cout << out.dump(2) << "\n";
    return;
  }
  std::size_t configs = 0;
  for (std::size_t v = 0; v < p.size(); ++v) configs += p.vertex(v).configs;
  char line[512];
  std::printf("pebble strategy: %s: %zu operators, %zu edges, %lld processors, %.1f configurations per operator\n",
              source.c_str(), p.size(), p.edges().size(), static_cast<long long>(p.procs()),
              static_cast<double>(configs) / static_cast<double>(p.size()));
  std::snprintf(line, sizeof line, "optimal cost   %.6g\n", s.cost);
  std::cout << line;
  std::snprintf(line, sizeof line, "search         %.3f ms, order: %s\n", s.stats.seconds * 1e3,
                std::string(st::to_string(s.stats.order)).c_str());
  std::cout << line;
  std::snprintf(line, sizeof line, "largest table  %.6g entries (vertex %s and %zu dependents); tables at the peak %s\n",
                s.stats.largest_join, label(s.stats.largest_join_vertex).c_str(), s.stats.largest_dependents,
                bytes_text(s.stats.peak_bytes).c_str());
  std::cout << line << "configurations (consecutive operators with the same one on one line)\n";
  for (std::size_t v = 0; v < p.size();) {
    const st::configuration& c = p.configs(v)[s.choice[v]];
    std::size_t last = v;
    while (last + 1 < p.size() && p.configs(last + 1)[s.choice[last + 1]] == c) ++last;
    std::string who = label(v);
    if (last > v) who += " .. " + label(last);
    std::cout << "  " << who << "  " << config_text(c) << "\n";
    v = last + 1;
  }
}

// The problem of a network on `procs` processors, built with the statement cost model.
named_problem network_problem(const strategy_options& o) {
  if (o.procs < 1) throw input_error("--procs: the number of processors must be >= 1");
  if (o.batch < 0) throw input_error("--batch: the batch size must be >= 1");
  if (!(o.flops > 0) || !(o.bandwidth > 0)) throw input_error("--flops and --bandwidth must be positive");
  st::configuration_options rule;
  if (o.configs == "pow2") {
    rule.powers_of_two = true;
    rule.all_processors = true;
  } else if (o.configs == "exact") {
    rule.all_processors = true;
  } else if (o.configs != "all") {
    throw input_error("--configs: expected pow2 (powers of two using every processor), exact (every processor) or "
                      "all (prod <= p); got '" + o.configs + "'");
  }
  st::operator_graph g;
  try {
    g = networks::network(o.network, o.batch);
  } catch (const std::invalid_argument& e) {
    throw input_error(e.what());
  }
  named_problem out{st::build_problem(g, o.procs, {o.flops, o.bandwidth, 4}, rule), {}};
  for (std::size_t k = 0; k < g.size(); ++k) out.names.push_back(g.op(k).name);
  return out;
}

// Writes the problem in the format read_problem reads.
void dump_problem(const named_problem& np, const std::string& path) {
  const st::strategy_problem& p = np.problem;
  json vertices = json::array(), edges = json::array();
  for (std::size_t v = 0; v < p.size(); ++v) {
    json configs = json::array();
    for (const st::configuration& c : p.configs(v)) configs.push_back(std::vector<std::int64_t>(c.begin(), c.end()));
    const auto cost = p.vertex_cost(v);
    json x = {{"id", p.vertex(v).id}};
    if (!np.names[v].empty()) x["name"] = np.names[v];
    x["configs"] = configs;
    x["cost"] = std::vector<double>(cost.begin(), cost.end());
    vertices.push_back(x);
  }
  for (std::size_t e = 0; e < p.edges().size(); ++e) {
    const auto cost = p.edge_cost(e);
    edges.push_back({{"src", p.vertex(p.edges()[e].src).id},
                     {"dst", p.vertex(p.edges()[e].dst).id},
                     {"cost", std::vector<double>(cost.begin(), cost.end())}});
  }
  std::ofstream out(path);
  out << json{{"procs", p.procs()}, {"vertices", vertices}, {"edges", edges}}.dump() << "\n";
  if (!out) throw input_error("--dump: cannot write '" + path + "'");
}

st::elimination_order parse_order(const std::string& o) {
  if (o == "automatic") return st::elimination_order::automatic;
  if (o == "neighbours" || o == "neighbors") return st::elimination_order::fewest_neighbours;
  if (o == "dependents") return st::elimination_order::fewest_dependents;
  throw input_error("--order: expected automatic, neighbours (Alg. 7) or dependents (Alg. 6); got '" + o + "'");
}

}  // namespace

int run_strategy(const strategy_options& o) {
  return exit_code_reporting_errors([&] {
    if (o.file.empty() == o.network.empty())
      throw input_error("give a problem file or --network, one of them: pebble strategy problem.json, or "
                        "pebble strategy --network resnet101 --procs 32");
    const double table_bytes = parse_bytes("--table-bytes", o.table_bytes);
    const st::elimination_order order = parse_order(o.order);
    const named_problem np = o.file.empty() ? network_problem(o) : read_problem(o.file);
    if (!o.dump.empty()) dump_problem(np, o.dump);
    const st::strategy_solution s = st::solve(np.problem, {order, table_bytes});
    report(np, o.file.empty() ? o.network : o.file, s, o.json);
    return 0;
  });
}

}  // namespace pebble_tool
