// `pebble strategy` (see strategy.hpp).
#include "strategy.hpp"
#include "options.hpp"
#include "json_input.hpp"
#include "strategy_json.hpp"
#include "amounts.hpp"
#include "networks.hpp"
#include "onnx_import.hpp"
#include "text.hpp"
#include "topology_json.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <memory>
#include <new>
#include <optional>
#include <span>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include <pebble/strategy/cost_model.hpp>
#include <pebble/strategy/problem.hpp>
#include <pebble/strategy/solver.hpp>
#include <pebble/strategy/training.hpp>

namespace pebble_tool {
namespace {

using json = nlohmann::ordered_json;
namespace st = pebble::strategy;

// "1e+11", "96", "0.0251": a number in a message, 4 significant digits.
std::string number_text(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g", x);
  return buf;
}

// Reading a problem file holds at most this many bytes per byte of it: its text (up to 3 copies
// while it is read), nlohmann's JSON values (up to 48 bytes a character, for nested arrays: the
// value, its vector and the parser's stack entry), and the problem built from them with one
// vertex's configurations (up to 40 bytes a character: "[1]," is read into 72 bytes and kept in
// 80). Measured: 10 MB of nested arrays hold 40 bytes a character, of configurations 45.
constexpr double reading_bytes_per_byte = 96;

// The problem of a JSON file (docs/tool.md, "Strategy problem files"). Errors name the file and the
// vertex or edge. Before the file is read, what reading it may hold is checked against `budget`
// (--table-bytes, as `budget_text`); `reading` is set to that bound.
named_problem read_problem(const std::string& path, double budget, const std::string& budget_text, double& reading) {
  const std::string file = "problem file '" + path + "'";
  std::error_code unreadable;
  const auto size = std::filesystem::file_size(path, unreadable);
  if (!unreadable) {  // (else read_json_file says it cannot be read)
    reading = reading_bytes_per_byte * static_cast<double>(size);
    if (reading > budget)
      throw input_error(file + ": reading its " + bytes_text(static_cast<double>(size)) + " of JSON may hold up to " +
                        bytes_text(reading) + " (at most " + number_text(reading_bytes_per_byte) +
                        " bytes per byte of JSON), over --table-bytes " + budget_text + "; raise --table-bytes");
  }
  return problem_from_json(read_json_file(path, file), file);
}

// Whether the positional file is an ONNX model (else a JSON problem).
bool is_onnx(const std::string& file) { return file.size() > 5 && file.compare(file.size() - 5, 5, ".onnx") == 0; }

std::string config_text(const st::configuration& c) {
  std::string out = "[";
  for (std::size_t i = 0; i < c.size(); ++i) {
    if (i) out += ", ";
    out += std::to_string(c[i]);
  }
  return out + "]";
}

// What the run holds at most (upper bounds worked out before allocating): reading the problem
// file or building the network's problem, then the problem's tables and the search (its tables,
// argmins and bookkeeping).
struct memory_use {
  double build = 0, problem = 0, search = 0, budget = 0;
  bool from_file = false;
  double peak() const { return std::max(build, problem + search); }
};

void report(const named_problem& np, const std::string& source, const std::string& imported,
            const st::strategy_solution& s, const memory_use& use, bool as_json) {
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
                      {"import", imported.empty() ? json(nullptr) : json(imported)},
                      {"procs", p.procs()},
                      {"vertices_count", p.size()},
                      {"edges_count", p.edges().size()},
                      {"cost", s.cost},
                      {"seconds", s.stats.seconds},
                      {"order", std::string(st::to_string(s.stats.order))},
                      {"largest_table", s.stats.largest_join},
                      {"largest_table_vertex", p.vertex(s.stats.largest_join_vertex).id},
                      {"largest_dependent_set", s.stats.largest_dependents},
                      {"peak_table_bytes", s.stats.table_bytes},
                      {"work", s.stats.work},
                      {"memory_bytes",
                       {{"peak", use.peak()},
                        {use.from_file ? "reading" : "building", use.build},
                        {"problem", use.problem},
                        {"search", use.search},
                        {"budget", use.budget}}},
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
  if (!imported.empty()) std::cout << "import         " << imported << "\n";
  std::snprintf(line, sizeof line, "optimal cost   %.6g\n", s.cost);
  std::cout << line;
  std::snprintf(line, sizeof line, "search         %.3f ms, order: %s\n", s.stats.seconds * 1e3,
                std::string(st::to_string(s.stats.order)).c_str());
  std::cout << line;
  std::snprintf(line, sizeof line,
                "largest table  %.6g entries (vertex %s and %zu dependents); tables at the peak %s\n",
                s.stats.largest_join, label(s.stats.largest_join_vertex).c_str(), s.stats.largest_dependents,
                bytes_text(s.stats.table_bytes).c_str());
  std::cout << line;
  std::snprintf(line, sizeof line,
                "memory         %s at most: %s %s, then the problem %s and the search %s; --table-bytes %s\n",
                bytes_text(use.peak()).c_str(), use.from_file ? "reading the file" : "building the problem",
                bytes_text(use.build).c_str(), bytes_text(use.problem).c_str(), bytes_text(use.search).c_str(),
                bytes_text(use.budget).c_str());
  std::cout << line;
  std::snprintf(line, sizeof line, "work           %s sums (join entries x tables, over the eliminations)\n",
                number_text(s.stats.work).c_str());
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

// What to change when a budget is exceeded: the flag that sets it, and for --network the
// configurations.
[[noreturn]] void budget_exceeded(const st::budget_error& e, const strategy_options& o, double problem_bytes) {
  const std::string fewer = o.file.empty() || is_onnx(o.file)
                                ? (o.configs == "pow2" ? "use fewer --procs" : "use --configs pow2 or fewer --procs")
                                : "";
  switch (e.exceeded()) {
    case st::budget_error::resource::configurations:
      throw input_error(e.need() + "; a vertex holds at most " + std::to_string(st::max_configurations) + ": " + fewer);
    case st::budget_error::resource::work:
      throw input_error(e.need() + ", over --max-work " + number_text(o.max_work) + "; raise --max-work" +
                        (fewer.empty() ? "" : " or " + fewer));
    case st::budget_error::resource::memory: break;
  }
  throw input_error(e.need() + ", over --table-bytes " + o.table_bytes +
                    (problem_bytes > 0 ? " less " + bytes_text(problem_bytes) + " for the problem's tables" : "") +
                    "; raise --table-bytes" + (fewer.empty() ? "" : " or " + fewer));
}

// The problem of a network on `procs` processors, built with the statement cost model. Before its
// tables are made, building them is checked against `budget`, and the search against what they
// leave of it and against --max-work; `build_bytes` is set to what building them holds at most.
// What the strategy is reported for: the network's name or the file.
std::string source_of(const strategy_options& o) { return o.network.empty() ? o.file : o.network; }

// The network of --network or of an ONNX file, its processors and its configuration rule, from
// the flags.
struct network_setup {
  st::operator_graph graph;
  std::string imported;                                       // for an ONNX model: what the import made of its nodes
  std::unordered_map<std::string, std::string> tensor_names;  // and the ONNX tensor of each array
  double memory = 0;                                          // bytes per device from a machine file (0: none)
  std::int64_t procs = 1;
  st::configuration_options rule;
  st::machine_model machine;
};
// A machine file (docs/tool.md, "Machine files"): what it sets; the flags give the rest.
struct machine_file {
  std::optional<std::int64_t> devices;
  std::optional<double> flops, bandwidth, word_bytes, memory;
};
machine_file read_machine(const std::string& path) {
  const std::string what = "machine file '" + path + "'";
  const input_json j = read_json_file(path, what);
  if (!j.is_object()) throw input_error(what + ": expected a JSON object (devices, flops, bandwidth_GBps, ...)");
  const std::string at = what + ": ";
  machine_file m;
  for (const auto& [key, value] : j.items())
    if (key != "name" && key != "devices" && key != "flops" && key != "bandwidth_GBps" && key != "levels" &&
        key != "word_bytes" && key != "memory" && key != "algorithm")
      throw input_error(at + key +
                        ": not a field of a machine file (name, devices, flops, bandwidth_GBps, levels, "
                        "word_bytes, memory)");
  const auto number = [&](const char* field, double least, double most, const char* meaning) {
    return level_number(j, field, least, most, what, meaning);
  };
  if (j.contains("devices")) {
    const double d = number("devices", 1, static_cast<double>(max_procs), "devices");
    if (d != std::floor(d)) throw input_error(at + "devices: expected a whole number");
    m.devices = static_cast<std::int64_t>(d);
  }
  if (j.contains("flops")) m.flops = number("flops", 1e3, 1e18, "flop/s of one device");
  if (j.contains("bandwidth_GBps") && j.contains("levels"))
    throw input_error(at + "give bandwidth_GBps or levels, not both");
  if (j.contains("bandwidth_GBps")) m.bandwidth = number("bandwidth_GBps", 1e-3, 1e5, "GB/s one device receives") * 1e9;
  if (j.contains("levels")) {  // a topology's levels (pebble placement): the slowest link (for one ring: at
                               // most its transfer bandwidth) bounds a ring over all devices
    const input_json& levels = j["levels"];
    if (!levels.is_array() || levels.empty()) throw input_error(at + "levels: expected a non-empty array of levels");
    for (std::size_t k = 0; k < levels.size(); ++k) {
      const std::string level = what + ": levels[" + std::to_string(k) + "]";
      if (!levels[k].is_object()) throw input_error(level + ": expected an object with bandwidth_GBps");
      double b =
          level_number(levels[k], "bandwidth_GBps", 1e-3, 1e5, level, "GB/s per unit link, each direction") * 1e9;
      if (levels[k].contains("transfer_GBps"))  // one ring's transfers get at most this much of the link
        b = std::min(
            b, level_number(levels[k], "transfer_GBps", 1e-3, 1e5, level, "GB/s one transfer gets at most") * 1e9);
      m.bandwidth = m.bandwidth ? std::min(*m.bandwidth, b) : b;
    }
  }
  if (j.contains("word_bytes")) m.word_bytes = number("word_bytes", 1, 16, "bytes per tensor element");
  if (j.contains("memory")) {
    const input_json& x = j["memory"];
    if (x.is_string()) m.memory = parse_bytes(what + ": memory", x.get<std::string>());
    else m.memory = number("memory", 1, 1e18, "bytes per device, or a string such as \"16GiB\"");
  }
  return m;
}

network_setup setup_network(const strategy_options& o) {
  network_setup out;
  out.procs = parse_whole("--procs", o.procs, 1, max_procs);
  double flops = o.flops, bandwidth = o.bandwidth, word_bytes = 4;
  if (!o.machine.empty()) {
    const machine_file m = read_machine(o.machine);
    const auto once = [&](bool flag, bool file, const char* name, const char* field) {
      if (flag && file)
        throw input_error(std::string(name) + ": the machine file '" + o.machine + "' sets " + field + " already");
    };
    once(o.procs_given, m.devices.has_value(), "--procs", "devices");
    once(o.flops_given, m.flops.has_value(), "--flops", "flops");
    once(o.bandwidth_given, m.bandwidth.has_value(), "--bandwidth", "the bandwidth");
    if (m.devices) out.procs = *m.devices;
    flops = m.flops.value_or(flops);
    bandwidth = m.bandwidth.value_or(bandwidth);
    word_bytes = m.word_bytes.value_or(word_bytes);
    out.memory = m.memory.value_or(0);
  }
  std::optional<std::int64_t> batch;
  if (!o.batch.empty()) batch = parse_whole("--batch", o.batch, 1, std::numeric_limits<std::int64_t>::max());
  const auto positive = [](const char* flag, double x, const char* what) {
    if (!(x > 0) || !std::isfinite(x))
      throw input_error(std::string(flag) + ": expected " + what + ", a finite number > 0; got " + number_text(x));
  };
  positive("--flops", flops, "the flop/s of a processor");
  positive("--bandwidth", bandwidth, "the bytes/s a processor receives");
  out.machine = {flops, bandwidth, word_bytes};
  if (o.configs == "pow2") {
    out.rule.powers_of_two = true;
    out.rule.all_processors = true;
  } else if (o.configs == "exact") {
    out.rule.all_processors = true;
  } else if (o.configs != "all") {
    throw input_error("--configs: expected pow2 (powers of two using every processor), exact (every processor) or "
                      "all (prod <= p); got '" +
                      o.configs + "'");
  }
  if (is_onnx(o.file)) {
    onnx_network m = read_onnx(o.file, {batch, parse_bytes("--table-bytes", o.table_bytes)});
    out.graph = std::move(m.graph);
    out.tensor_names = std::move(m.tensor_names);
    out.imported = std::to_string(m.nodes) + " ONNX nodes: " + std::to_string(out.graph.size()) + " operators, " +
                   std::to_string(m.views) + " views (reshapes), " + std::to_string(m.constants) +
                   " folded (shapes and constants); batch " + std::to_string(m.batch) + ", " +
                   std::to_string(m.parameters) + " weights of " + number_text(m.parameter_words) + " elements";
    return out;
  }
  try {
    out.graph = networks::network(o.network, batch);
  } catch (const std::invalid_argument& e) {
    throw input_error(e.what());
  }
  return out;
}

// Before the tables of the network's problem are made: building them is checked against `budget`,
// and the search against what they leave of it and against --max-work; `build_bytes` is set to
// what building them holds at most, `problem_bytes` to the tables' bytes.
void check_network_budgets(const network_setup& n, double budget, const st::solve_options& search, double& build_bytes,
                           double& problem_bytes) {
  const st::problem_size size = st::measure_problem(n.graph, n.procs, n.rule);
  build_bytes = size.bytes;
  if (size.bytes <= budget) {  // (else building says so)
    problem_bytes = size.problem_bytes;
    std::vector<std::pair<std::size_t, std::size_t>> ends;
    for (const st::tensor_edge& x : n.graph.edges()) ends.emplace_back(x.producer, x.consumer);
    st::solve_options within = search;
    within.memory_budget = budget - size.problem_bytes;
    (void)st::estimate_search({size.operator_configurations, ends}, within);
  }
}

named_problem network_problem(const strategy_options& o, double budget, const st::solve_options& search,
                              double& build_bytes, std::string& imported) {
  const network_setup n = setup_network(o);
  imported = n.imported;
  const st::operator_graph& g = n.graph;
  double problem_bytes = 0;
  try {
    check_network_budgets(n, budget, search, build_bytes, problem_bytes);
    named_problem out{st::build_problem(g, n.procs, n.machine, n.rule, budget), {}};
    for (std::size_t k = 0; k < g.size(); ++k) out.names.push_back(g.op(k).name);
    return out;
  } catch (const st::budget_error& e) {
    budget_exceeded(e, o, problem_bytes);
  } catch (const pebble::error& e) {
    throw input_error(without_library_prefix(e.what()));
  }
}

// Writes the problem in the format read_problem reads.
void dump_problem(const named_problem& np, const std::string& path) {
  // Written as it goes, not built as a JSON document first: a document holds about 16 bytes per
  // number, several times the problem's own tables.
  const st::strategy_problem& p = np.problem;
  std::ofstream out(path);
  const auto number = [&](auto x) {  // the shortest text that reads back as the same value
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, x);
    out.write(buf, end - buf);
  };
  const auto numbers = [&](auto values) {
    out << '[';
    for (std::size_t k = 0; k < values.size(); ++k) {
      if (k) out << ',';
      number(values[k]);
    }
    out << ']';
  };
  out << "{\"procs\":";
  number(p.procs());
  out << ",\"vertices\":[";
  for (std::size_t v = 0; v < p.size(); ++v) {
    out << (v ? ",{\"id\":" : "{\"id\":");
    number(p.vertex(v).id);
    if (!np.names[v].empty()) out << ",\"name\":" << json(np.names[v]).dump();
    out << ",\"configs\":[";
    for (std::size_t c = 0; c < p.vertex(v).configs; ++c) {
      if (c) out << ',';
      numbers(std::span<const std::int64_t>(p.configs(v)[c].begin(), p.configs(v)[c].end()));
    }
    out << "],\"cost\":";
    numbers(p.vertex_cost(v));
    out << '}';
  }
  out << "],\"edges\":[";
  for (std::size_t e = 0; e < p.edges().size(); ++e) {
    out << (e ? ",{\"src\":" : "{\"src\":");
    number(p.vertex(p.edges()[e].src).id);
    out << ",\"dst\":";
    number(p.vertex(p.edges()[e].dst).id);
    out << ",\"cost\":";
    numbers(p.edge_cost(e));
    out << '}';
  }
  out << "]}\n";
  if (!out) throw input_error("--dump: cannot write '" + path + "'");
}

st::elimination_order parse_order(const std::string& o) {
  if (o == "automatic") return st::elimination_order::automatic;
  if (o == "neighbours" || o == "neighbors") return st::elimination_order::fewest_neighbours;
  if (o == "dependents") return st::elimination_order::fewest_dependents;
  throw input_error("--order: expected automatic, neighbours (Alg. 7) or dependents (Alg. 6); got '" + o + "'");
}

// The estimates bound what pebble allocates, but the machine may have less than --table-bytes.
input_error out_of_memory(const strategy_options& o) {
  return input_error("out of memory within --table-bytes " + o.table_bytes +
                     "; lower --table-bytes to the memory this machine has");
}

// "b=8 o=2": a configuration with the names of the indices it splits.
std::string split_text(const st::operator_node& op, const st::configuration& c) {
  std::string out;
  for (std::size_t i = 0; i < c.size(); ++i) {
    if (!out.empty()) out += " ";
    out += std::string(op.stmt.domain.indices[op.split[i]].view()) + "=" + std::to_string(c[i]);
  }
  return out;
}

// Operator k's configuration c as a device mesh and how each of its tensors lies on it: per
// dimension the mesh axes (named by their indices) it is cut along; a read is replicated over
// the other axes, the output holds partial sums over them (all-reduced).
json mesh_json(const st::operator_graph& g, std::size_t k, const st::configuration& c,
               const std::unordered_map<std::string, std::string>& names) {
  const st::operator_node& op = g.op(k);
  const auto axis_name = [&](std::size_t i) { return std::string(op.stmt.domain.indices[op.split[i]].view()); };
  json axes = json::array(), shape = json::array();
  const std::vector<std::size_t> mesh = st::mesh_axes(op, c);
  for (std::size_t i : mesh) axes.push_back(axis_name(i)), shape.push_back(c[i]);
  const auto tensor = [&](const pebble::access& a, const char* role) {
    const std::string array(a.array.view());
    const auto named = names.find(array);
    json dims = json::array(), others = json::array();
    std::vector<bool> used(op.split.size(), false);
    for (const std::vector<std::size_t>& d : st::sharding(op, c, a)) {
      json along = json::array();
      for (std::size_t i : d) along.push_back(axis_name(i)), used[i] = true;
      dims.push_back(along);
    }
    for (std::size_t i : mesh)
      if (!used[i]) others.push_back(axis_name(i));
    json t = {{"tensor", named == names.end() ? array : named->second}, {"role", role}, {"dims", dims}};
    t[std::string(role) == "output" ? "partial_sums_over" : "replicated_over"] = others;
    return t;
  };
  json tensors = json::array();
  tensors.push_back(tensor(op.stmt.output, "output"));
  for (std::size_t i = 0; i < op.stmt.inputs.size(); ++i) {
    if (op.stmt.inputs[i].array == op.stmt.output.array) continue;
    bool parameter = false, activation = false;
    for (std::size_t q : op.parameters) parameter = parameter || q == i;
    for (const st::tensor_edge& x : g.edges()) activation = activation || (x.consumer == k && x.input == i);
    tensors.push_back(tensor(op.stmt.inputs[i], parameter ? "parameter" : activation ? "activation" : "input"));
  }
  return {{"axes", axes}, {"shape", shape}, {"tensors", tensors}};
}

json step_json(const st::training_plan& s) {
  return {{"step_seconds", s.seconds()},
          {"compute_seconds", s.compute},
          {"communication_seconds", s.communication},
          {"gradient_allreduce_seconds", s.gradient_sync},
          {"redistribution_seconds", s.redistribution},
          {"memory_bytes_per_device", s.memory}};
}
std::string step_text(const st::training_plan& s) {
  return seconds_text(s.seconds()) + " = compute " + seconds_text(s.compute) + " + communication " +
         seconds_text(s.communication) + " (gradient all-reduce " + seconds_text(s.gradient_sync) +
         ", redistribution " + seconds_text(s.redistribution) + ", other all-reduces " +
         seconds_text(std::max(0.0, s.communication - s.gradient_sync - s.redistribution)) + "); " +
         bytes_text(s.memory) + " per device";
}

// `pebble strategy --network N --training`: the strategy of a training step (strategy/training.hpp).
int run_training(const strategy_options& o, double budget, st::solve_options search) {
  if (o.network.empty() && !is_onnx(o.file))
    throw input_error(
        "--training needs --network or an ONNX model: a problem file holds the cost tables of its own model");
  if (!(o.backward_flops >= 0) || !std::isfinite(o.backward_flops))
    throw input_error("--backward-flops: expected a finite number >= 0; got " + number_text(o.backward_flops));
  if (!(o.optimizer_words >= 0) || !std::isfinite(o.optimizer_words))
    throw input_error("--optimizer-words: expected a finite number >= 0; got " + number_text(o.optimizer_words));
  st::training_model t{o.backward_flops, o.optimizer_words, 0};
  if (!o.memory.empty()) {
    t.memory = parse_bytes("--memory", o.memory);
    if (!(t.memory > 0)) throw input_error("--memory: expected bytes per device > 0; got '" + o.memory + "'");
  }
  const network_setup n = setup_network(o);
  if (o.memory.empty() && n.memory > 0) t.memory = n.memory;
  const st::operator_graph& g = n.graph;
  st::training_plan plan, data;
  double build = 0, problem = 0;
  try {
    check_network_budgets(n, budget, search, build, problem);
    search.memory_budget = budget - problem;
    plan = st::plan_training(g, n.procs, n.machine, t, n.rule, search);
    data = st::training_step(g, networks::mesh(g, n.procs, 1), n.machine, t);
  } catch (const st::budget_error& e) {
    budget_exceeded(e, o, problem);
  } catch (const pebble::error& e) {
    throw input_error(without_library_prefix(e.what()));
  }
  if (o.json) {
    json ops = json::array();
    for (std::size_t k = 0; k < g.size(); ++k) {
      const st::operator_node& op = g.op(k);
      json split = json::object();
      for (std::size_t i = 0; i < plan.config[k].size(); ++i)
        split[std::string(op.stmt.domain.indices[op.split[i]].view())] = plan.config[k][i];
      ops.push_back({{"id", k},
                     {"name", op.name},
                     {"split", split},
                     {"output_split", st::output_split(op, plan.config[k])},
                     {"mesh", mesh_json(g, k, plan.config[k], n.tensor_names)},
                     {"compute_seconds", plan.parts[k].compute},
                     {"communication_seconds", plan.parts[k].communication},
                     {"memory_bytes", plan.parts[k].bytes()}});
    }
    json out = {{"source", source_of(o)},
                {"procs", n.procs},
                {"operators_count", g.size()},
                {"edges_count", g.edges().size()},
                {"training", {{"backward_flops", t.backward_flops}, {"optimizer_words", t.optimizer_words}}},
                {"memory_limit_bytes", t.memory > 0 ? json(t.memory) : json(nullptr)},
                {"memory_price_seconds_per_byte", plan.memory_price},
                {"optimum", step_json(plan)},
                {"data_parallel", step_json(data)},
                {"search_seconds", plan.stats.seconds},
                {"import", n.imported.empty() ? json(nullptr) : json(n.imported)},
                {"operators", ops}};
    std::cout << out.dump(2) << "\n";
    return 0;
  }
  std::printf("pebble strategy: %s, a training step: %zu operators, %zu edges, %lld processors\n", source_of(o).c_str(),
              g.size(), g.edges().size(), static_cast<long long>(n.procs));
  if (!n.imported.empty()) std::cout << "import         " << n.imported << "\n";
  std::cout << "step           " << step_text(plan) << "\n";
  std::cout << "data parallel  " << step_text(data) << "\n";
  std::cout << "memory limit   " << (t.memory > 0 ? bytes_text(t.memory) + " per device" : std::string("none"));
  if (plan.memory_price > 0)
    std::cout << " (the fastest strategy needs more: memory priced at " << number_text(plan.memory_price)
              << " s per byte)";
  std::cout << "\nsearch         " << seconds_text(plan.stats.seconds) << " (the last of its searches)\n";
  std::cout
      << "splits (consecutive operators with the same one on one line; the output tensor's split per dimension)\n";
  for (std::size_t k = 0; k < g.size();) {
    std::size_t last = k;
    while (last + 1 < g.size() &&
           split_text(g.op(last + 1), plan.config[last + 1]) == split_text(g.op(k), plan.config[k]))
      ++last;
    std::string who = std::to_string(k) + " " + g.op(k).name;
    if (last > k) who += " .. " + std::to_string(last) + " " + g.op(last).name;
    std::string dims;
    for (std::int64_t d : st::output_split(g.op(k), plan.config[k])) {
      if (!dims.empty()) dims += ", ";
      dims += std::to_string(d);
    }
    std::cout << "  " << who << "  " << split_text(g.op(k), plan.config[k]) << "  [" << dims << "]\n";
    k = last + 1;
  }
  return 0;
}

}  // namespace

int run_strategy(const strategy_options& o) {
  return exit_code_reporting_errors([&] {
    if (o.file.empty() == o.network.empty())
      throw input_error("give a problem file, an ONNX model or --network, one of them: pebble strategy problem.json, "
                        "pebble strategy model.onnx --procs 32, or pebble strategy --network resnet101 --procs 32");
    if (!o.machine.empty() && o.network.empty() && !is_onnx(o.file))
      throw input_error("--machine goes with --network or an ONNX model: a problem file holds its own costs");
    const double budget = parse_bytes("--table-bytes", o.table_bytes);
    if (!(o.max_work >= 1) || !std::isfinite(o.max_work))
      throw input_error("--max-work: expected a finite number of sums >= 1; got " + number_text(o.max_work));
    st::solve_options search{parse_order(o.order), budget, o.max_work};
    if (!o.training && (!o.memory.empty() || o.backward_flops != 2 || o.optimizer_words != 2))
      throw input_error("--memory, --backward-flops and --optimizer-words go with --training");
    if (o.training) {
      try {
        return run_training(o, budget, search);
      } catch (const std::bad_alloc&) {
        throw out_of_memory(o);
      }
    }
    memory_use use;
    use.budget = budget;
    std::string imported;
    use.from_file = !o.file.empty() && !is_onnx(o.file);
    try {
      const named_problem np = use.from_file ? read_problem(o.file, budget, o.table_bytes, use.build)
                                             : network_problem(o, budget, search, use.build, imported);
      // the search gets what the problem's tables leave of the budget
      use.problem = np.problem.bytes();
      if (use.problem >= budget)
        throw input_error("the problem's tables hold " + bytes_text(use.problem) + ", over --table-bytes " +
                          o.table_bytes + "; raise --table-bytes");
      if (!o.dump.empty()) dump_problem(np, o.dump);
      search.memory_budget = budget - use.problem;
      st::strategy_solution s;
      try {
        s = st::solve(np.problem, search);
      } catch (const st::budget_error& e) {
        budget_exceeded(e, o, use.problem);
      }
      use.search = s.stats.peak_bytes;
      report(np, source_of(o), imported, s, use, o.json);
    } catch (const std::bad_alloc&) {
      throw out_of_memory(o);
    } catch (const std::length_error&) {  // a size over what a vector can hold: the same
      throw out_of_memory(o);
    }
    return 0;
  });
}

void add_strategy(CLI::App& app, commands& registry) {
  const auto o = std::make_shared<strategy_options>();
  CLI::App* sub = app.add_subcommand(
      "strategy", "The optimal parallelization strategy of an operator graph: one configuration per operator, "
                  "minimizing compute, intra-operator and redistribution costs (exact vertex-elimination DP)");
  sub->add_option("problem", o->file,
                  "a JSON problem file (see docs/tool.md: procs, vertices, edges), or an ONNX model (*.onnx) whose "
                  "operators are costed like --network's" +
                      std::string(onnx_available() ? "" : " (this build reads no ONNX)"));
  sub->add_option("--network", o->network,
                  "build the problem of a network with the statement cost model: alexnet, resnet101, inception3, "
                  "transformer, rnnlm");
  sub->add_option("-p,--procs", o->procs, "with --network or an ONNX model: processors, 1 to 2^31 (default 8)");
  sub->add_option("--batch", o->batch,
                  "with --network: batch size, at least 1 (left out: 128 for alexnet and resnet101, 64 for inception3 "
                  "and rnnlm, 32 for transformer); with an ONNX model: the first dimension of its inputs (left out: "
                  "the model's)");
  sub->add_option("--configs", o->configs,
                  "with --network or a model: pow2 (default: powers of two using every processor), exact (every "
                  "processor), all (prod <= procs)");
  sub->add_option("--flops", o->flops, "with --network or a model: flop/s of a processor (default 1e13)");
  sub->add_option("--bandwidth", o->bandwidth,
                  "with --network or a model: bytes/s a processor receives (default 2.5e10)");
  sub->add_option("--machine", o->machine,
                  "with --network or a model: a JSON machine file instead of --procs, --flops and --bandwidth "
                  "(docs/tool.md: devices, flops, bandwidth_GBps or a topology's levels, word_bytes, memory)");
  sub->add_option("--dump", o->dump, "write the problem to this JSON file (the format problem files use)");
  sub->add_option("--order", o->order,
                  "elimination order: automatic (default: the cheaper of the two), neighbours (Alg. 7), "
                  "dependents (Alg. 6)");
  sub->add_option("--table-bytes", o->table_bytes,
                  "memory for reading or building the problem, its tables and the search: 4GiB (default), 1.5e9, "
                  "512MB; estimated and checked before anything is allocated");
  sub->add_option("--max-work", o->max_work, "sums the search may do, about 1e9 a second (default 1e11)");
  add_json_flag(sub, o->json);
  sub->add_flag("--training", o->training,
                "with --network or a model: the strategy of a training step (forward and backward pass, gradient "
                "all-reduce, memory per device) instead of the forward pass");
  sub->add_option("--memory", o->memory, "with --training: bytes per device, e.g. 16GiB (default: no limit)");
  sub->add_option("--backward-flops", o->backward_flops,
                  "with --training: backward flops per forward flop (default 2)");
  sub->add_option("--optimizer-words", o->optimizer_words,
                  "with --training: optimizer state per parameter (default 2, Adam's moments; 0 for SGD)");
  sub->footer("Examples: pebble strategy examples/strategy/chain.json\n"
              "          pebble strategy --network resnet101 --procs 32 --batch 128 --dump resnet101.json\n"
              "          pebble strategy --network alexnet --procs 8 --training --memory 16GiB\n"
              "          pebble strategy model.onnx --procs 32 --batch 64 --training\n"
              "ONNX operators read: " +
              onnx_supported_operators());
  registry.add(sub, [o, sub](int&, char**&) {
    // --machine may not also be given what these set: whether they were given, not their defaults
    o->procs_given = sub->count("--procs") > 0;
    o->flops_given = sub->count("--flops") > 0;
    o->bandwidth_given = sub->count("--bandwidth") > 0;
    return run_strategy(*o);
  });
}

}  // namespace pebble_tool
