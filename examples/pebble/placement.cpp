// `pebble placement` (see placement.hpp).
#include "placement.hpp"
#include "json_input.hpp"
#include "runs_json.hpp"
#include "topology_json.hpp"
#include "amounts.hpp"
#include "mmm_inputs.hpp"
#include "launcher_rank.hpp"
#include "text.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <limits>
#include <numeric>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <pebble/comm/environment.hpp>
#include <pebble/comm/reduction_program.hpp>
#include <pebble/placement/calibration.hpp>
#include <pebble/placement/simulator.hpp>
#include <pebble/placement/synthesis.hpp>

namespace pebble_tool {
namespace {

using json = nlohmann::ordered_json;
namespace pl = pebble::placement;

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, sep)) out.push_back(item);
  if (!text.empty() && text.back() == sep) out.emplace_back();
  return out;
}

// The largest system: pl::hierarchy::validate's 2^40 devices. A level count or an axis size above
// it is refused by name before anything multiplies it.
constexpr std::int64_t most_devices = std::int64_t{1} << 40;

// Everything the report needs, parsed and checked. The hierarchy and the topology hold views of
// the names stored here: a problem is filled in place and never moved.
struct problem {
  problem() = default;
  problem(const problem&) = delete;
  problem& operator=(const problem&) = delete;
  std::vector<std::string> level_names;  // storage of the hierarchy's names
  pl::hierarchy system;
  pl::axes axes;
  pl::reduction_axes reduce;
  std::string topology_name;  // storage of the topology's name
  pl::topology topology;
  double bytes = 0;
  pl::synthesis_options synthesis;
  double budget = 0;            // --synthesis-bytes
  std::size_t top = 0;          // --top
  std::size_t matrix = 0;       // --matrix, 1-based; 0: every matrix
  std::size_t program = 0;      // --program, 1-based
  int repeat = 0;               // --repeat
};

void parse_system(const std::string& spec, problem& p) {
  if (spec.empty()) throw input_error("--system is required, e.g. --system rack=1,server=2,cpu=2,gpu=4");
  const std::vector<std::string> items = split(spec, ',');
  if (items.size() > pl::max_levels)
    throw input_error("--system: at most " + std::to_string(pl::max_levels) + " levels; got " + std::to_string(items.size()));
  std::vector<long long> sizes;
  for (const std::string& item : items) {
    const auto eq = item.find('=');
    if (eq == std::string::npos || eq == 0) throw input_error("--system: expected NAME=COUNT, got '" + item + "'");
    const std::string name = item.substr(0, eq), count = item.substr(eq + 1);
    const whole_number v = parse_digits(count, most_devices);
    if (!v.valid || (!v.too_large && v.value < 1))
      throw input_error("--system: the count of '" + name + "' must be a positive integer; got '" + count + "'");
    if (v.too_large)
      throw input_error("--system: the count of '" + name + "' is " + count + ", more than 2^40 (" +
                        std::to_string(most_devices) + "), the most devices a system may have");
    if (std::find(p.level_names.begin(), p.level_names.end(), name) != p.level_names.end())
      throw input_error("--system: the level '" + name + "' is named twice");
    p.level_names.push_back(name);
    sizes.push_back(v.value);
  }
  for (std::size_t j = 0; j < sizes.size(); ++j) p.system.levels.push_back({pebble::fixed_string<31>(p.level_names[j]), sizes[j]});
  p.system.validate();
}

// The items of a list option, e.g. "4,4": each a whole number (digits only).
std::vector<std::string> list_items(const std::string& spec, const char* option, const char* example) {
  if (spec.empty()) throw input_error(std::string(option) + " is required, e.g. " + option + " " + example);
  const std::vector<std::string> items = split(spec, ',');
  for (const std::string& item : items)
    if (!parse_digits(item, 0).valid)
      throw input_error(std::string(option) + ": expected non-negative integers separated by commas; got '" + spec + "'");
  return items;
}

pl::topology load_topology_file(const std::string& path, problem& p) {
  if (!std::ifstream(path))
    throw input_error("--topology: '" + path + "' is not a preset (a100, v100, generic) and cannot be read as a file");
  const std::string what = "topology file '" + path + "'";
  p.topology_name = path;
  return topology_from_json(read_json_file(path, what), what, p.level_names, p.topology_name);
}

void parse_topology(const placement_options& o, problem& p);

void parse_problem(const placement_options& o, problem& p) {
  parse_system(o.system, p);
  if (!o.calibrate.empty()) {
    if (!o.axes.empty() || !o.reduce.empty() || o.run)
      throw input_error("--calibrate fits a topology to measurements: --axes, --reduce and --run do not go with it");
    parse_topology(o, p);
    return;
  }
  if (!o.topology_out.empty()) throw input_error("--topology-out goes with --calibrate");
  if (!o.measure_out.empty()) {
    if (!o.run)
      throw input_error("--measure-out times collectives on MPI ranks, one per device: add --run (mpiexec -n " +
                        std::to_string(p.system.devices()) + " pebble placement --system " + o.system +
                        " --run --measure-out " + o.measure_out + ")");
    if (!o.axes.empty() || !o.reduce.empty())
      throw input_error("--measure-out measures collectives to calibrate the topology: --axes and --reduce do not go with it");
    p.repeat = static_cast<int>(parse_whole("--repeat", o.repeat, 1, std::numeric_limits<int>::max()));
    p.bytes = parse_bytes("--bytes", o.bytes);
    parse_topology(o, p);
    return;
  }
  if (o.axes.empty()) throw input_error("--axes is required, e.g. --axes 4,4");
  if (o.reduce.empty()) throw input_error("--reduce is required, e.g. --reduce 1");
  for (const std::string& item : list_items(o.axes, "--axes", "4,4")) {
    const whole_number a = parse_digits(item, most_devices);
    if (a.too_large) throw input_error("--axes: " + item + " is more than 2^40, the most devices a system may have");
    if (a.value < 1) throw input_error("--axes: axis sizes must be >= 1; got " + item);
    if (p.axes.size() == pl::max_axes) throw input_error("--axes: at most " + std::to_string(pl::max_axes) + " axes");
    p.axes.push_back(a.value);
  }
  long long product = 1;  // stops past 2^40: no overflow, and no made-up product in the message
  for (long long a : p.axes) product = product > most_devices / a ? most_devices + 1 : product * a;
  if (product != p.system.devices())
    throw input_error("--axes: the axes multiply to " +
                      (product > most_devices ? "more than 2^40" : std::to_string(product)) + ", but the system has " +
                      std::to_string(p.system.devices()) + " devices");
  for (const std::string& item : list_items(o.reduce, "--reduce", "1")) {
    const whole_number r = parse_digits(item, static_cast<std::int64_t>(pl::max_axes));
    if (r.too_large || r.value >= static_cast<long long>(p.axes.size()))
      throw input_error("--reduce: axis " + item + " is not one of the " + std::to_string(p.axes.size()) + " axes (0.." +
                        std::to_string(p.axes.size() - 1) + ")");
    if (pl::is_reduced(p.reduce, static_cast<std::size_t>(r.value))) throw input_error("--reduce: axis " + item + " is named twice");
    p.reduce.push_back(static_cast<std::size_t>(r.value));
  }
  std::sort(p.reduce.begin(), p.reduce.end());
  p.synthesis.max_size =
      static_cast<std::size_t>(parse_whole("--max-size", o.max_size, 1, static_cast<std::int64_t>(pl::max_program_size)));
  if (o.master_any) p.synthesis.master_collectives = pl::collective_set::all();
  constexpr std::int64_t unbounded = 1'000'000'000'000'000'000;  // more than any count of matrices or programs
  p.top = static_cast<std::size_t>(parse_whole("--top", o.top, 1, unbounded));
  p.matrix = o.matrix.empty() ? 0 : static_cast<std::size_t>(parse_whole("--matrix", o.matrix, 1, unbounded));
  p.program = static_cast<std::size_t>(parse_whole("--program", o.program, 1, unbounded));
  p.repeat = static_cast<int>(parse_whole("--repeat", o.repeat, 1, std::numeric_limits<int>::max()));
  p.bytes = parse_bytes("--bytes", o.bytes);
  p.budget = parse_bytes("--synthesis-bytes", o.synthesis_bytes);
  parse_topology(o, p);
}

void parse_topology(const placement_options& o, problem& p) {
  if (o.topology == "a100" || o.topology == "v100") {
    if (p.system.depth() != 2)
      throw input_error("--topology " + o.topology + ": the paper's " + o.topology + " machine has two levels (nodes, " +
                      std::string(o.topology == "a100" ? "16" : "8") + " GPUs per node); --system has " +
                      std::to_string(p.system.depth()) + ". Describe your machine in a topology file (see the README)");
    p.topology = o.topology == "a100" ? pl::a100_topology() : pl::v100_topology();
  } else if (o.topology == "generic") {
    p.topology = pl::generic_topology(p.system);
  } else {
    p.topology = load_topology_file(o.topology, p);
  }
  if (!o.algorithm.empty()) {
    if (o.algorithm != "ring" && o.algorithm != "tree")
      throw input_error("--algorithm: expected ring or tree; got '" + o.algorithm + "'");
    p.topology.algorithm = o.algorithm == "ring" ? pl::collective_algorithm::ring : pl::collective_algorithm::tree;
  }
  p.topology.validate(p.system);
}

// ---------------------------------------------------------------------------------- analysis

struct matrix_report {
  pl::reduction_synthesis s;
  // the predicted time of each program; the report predicts the programs it shows again, step
  // by step (keeping every program's steps would take 400 bytes a program)
  std::vector<double> seconds;
  std::vector<std::size_t> order;   // programs by predicted time
  std::size_t allreduce = 0;        // the single AllReduce (when there is something to reduce)
  bool trivial = false;             // one device per reduction group
};

struct analysis {
  std::vector<matrix_report> matrices;
  double synthesis_seconds = 0, simulation_seconds = 0;
  double bytes = 0;      // an upper bound of what the synthesis and the simulation hold
  std::size_t best = 0;  // the matrix whose best program is fastest
};

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// What the tool keeps per program beside the synthesis: its predicted time, its place in the
// order, and a word of slack (sorting scratch).
constexpr double tool_bytes_per_program = 3 * sizeof(double);

// --synthesis-bytes, in the words of an error: "--synthesis-bytes 2GiB".
std::string budget_text(const placement_options& o) { return "--synthesis-bytes " + o.synthesis_bytes; }

// The synthesis of every matrix within the budget, less what a simulator allocates while it is
// built; an over-budget synthesis is one line naming the bound, the budget and what to change.
std::vector<pl::reduction_synthesis> synthesize_within_budget(const problem& p, const placement_options& o) {
  const double simulator = pl::program_simulator::transient_bytes(p.system);
  pl::synthesis_options so = p.synthesis;
  so.memory_budget = std::max(0.0, p.budget - simulator);  // none left: the library says what does not fit
  so.caller_bytes_per_program = tool_bytes_per_program;
  try {
    return pl::synthesize_all(p.system, p.axes, p.reduce, so);
  } catch (const pl::budget_error& e) {
    std::string advice = "raise --synthesis-bytes";
    if (e.fitting_max_size() != 0) advice = "use --max-size " + std::to_string(e.fitting_max_size()) + " or " + advice;
    throw input_error(e.need() + ", over " + budget_text(o) +
                      (simulator >= 0.01 * p.budget ? " less " + bytes_text(simulator) + " for the simulator" : "") +
                      "; " + advice);
  }
}

analysis analyse(const problem& p, const placement_options& o) {
  analysis a;
  auto t0 = std::chrono::steady_clock::now();
  for (pl::reduction_synthesis& s : synthesize_within_budget(p, o)) {
    a.bytes += s.bytes;
    matrix_report r;
    r.s = std::move(s);
    a.matrices.push_back(std::move(r));
  }
  a.bytes += pl::program_simulator::transient_bytes(p.system);
  a.synthesis_seconds = seconds_since(t0);
  t0 = std::chrono::steady_clock::now();
  for (matrix_report& r : a.matrices) {
    const pl::program_simulator simulate(p.topology, r.s);
    const std::size_t programs = r.s.programs.size();
    r.seconds.reserve(programs);
    for (std::size_t k = 0; k < programs; ++k) r.seconds.push_back(simulate(k, p.bytes).seconds);
    r.order.resize(programs);
    std::iota(r.order.begin(), r.order.end(), std::size_t{0});
    // by predicted time to the picosecond, so that programs equal but for rounding (ReduceScatter
    // then AllGather costs what AllReduce costs) keep the synthesis order (ties by index): the
    // smaller first. The
    // rounding stays a double: picoseconds of a long prediction do not fit in an integer.
    auto ps = [&](std::size_t k) { return std::round(r.seconds[k] * 1e12); };
    std::sort(r.order.begin(), r.order.end(),
              [&](std::size_t x, std::size_t y) { return ps(x) < ps(y) || (ps(x) == ps(y) && x < y); });
    r.trivial = r.s.programs[0].size() == 0;
    // the single AllReduce is the first program of one step (slice root, InsideGroup); the
    // collapsed hierarchy's root always gives one
    while (!r.trivial && r.allreduce + 1 < programs &&
           !(r.s.programs[r.allreduce].size() == 1 &&
             r.s.programs[r.allreduce].instructions[0].op == pl::collective::all_reduce))
      ++r.allreduce;
  }
  a.simulation_seconds = seconds_since(t0);
  for (std::size_t m = 1; m < a.matrices.size(); ++m)
    if (a.matrices[m].seconds[a.matrices[m].order[0]] < a.matrices[a.best].seconds[a.matrices[a.best].order[0]])
      a.best = m;
  return a;
}

// The JSON report lists the groups of every step it shows, each member a JSON value of 16 bytes;
// a group of two or more adds at most 88 bytes (its array, an entry of the step's list of groups
// that may have doubled, two allocations): at most 64 bytes a member, written out as it is
// serialized. Checked with the analysis still held, before the report is built.
void check_json_fits(const problem& p, const analysis& a, const placement_options& o) {
  double steps = 0;
  for (std::size_t m = 0; m < a.matrices.size(); ++m)
    if (!p.matrix || m + 1 == p.matrix)
      steps += static_cast<double>(std::min(p.top, a.matrices[m].order.size()) + (o.run ? 1 : 0)) *
               static_cast<double>(p.synthesis.max_size);
  const double json_bytes = steps * static_cast<double>(p.system.devices()) * 64 + 1e6;
  if (a.bytes + json_bytes > p.budget)
    throw input_error("the JSON report lists the device groups of up to " + std::to_string(static_cast<long long>(steps)) +
                      " steps over the system's " + std::to_string(p.system.devices()) + " devices: up to " +
                      bytes_text(json_bytes) + " beside the synthesis' " + bytes_text(a.bytes) + ", over " +
                      budget_text(o) + "; lower --top, choose one --matrix, or raise --synthesis-bytes");
}

// ---------------------------------------------------------------------------------- text

std::string rate_text(double bytes_per_second) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g GB/s", bytes_per_second / pl::gigabytes);
  return buf;
}
std::string ratio_text(double r) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2fx", r);
  return buf;
}

std::string matrix_text(const pl::parallelism_matrix& m) {
  std::string out = "[";
  for (std::size_t i = 0; i < m.rows; ++i) {
    if (i) out += "; ";
    for (std::size_t j = 0; j < m.cols; ++j) {
      out += j ? " " : "";
      out += std::to_string(m(i, j));
    }
  }
  return out + "]";
}

std::string form_text(const pl::reduction_synthesis& s, pl::form f) {
  if (f.kind == pl::form::inside_group) return "InsideGroup";
  std::string out = f.kind == pl::form::parallel ? "Parallel(" : "Master(";
  out += pl::level_name(s.system, s.synthesis, f.level);
  out += ")";
  return out;
}
std::string instruction_text(const pl::reduction_synthesis& s, const pl::reduction_instruction& in) {
  return std::string(pl::to_string(in.op)) + "(" + pl::level_name(s.system, s.synthesis, in.slice) + ", " +
         form_text(s, in.f) + ")";
}
std::string program_text(const pl::reduction_synthesis& s, std::size_t k) {
  std::string out;
  for (const auto& in : s.programs[k].instructions) {
    out += out.empty() ? "" : " -> ";
    out += std::string(pl::to_string(in.op));
  }
  return out.empty() ? "(nothing to do)" : out;
}
// The first `shown` groups of grouping g over the system, in lowered_groups' order (by first
// device), and how many there are, without listing all of them: the text shows four, and a
// system of 2^20 devices would otherwise cost a list of every device per step shown. Engine group
// k in replica q is members[e] + replicas[q] for its engine devices e; members and replicas
// increase, so each engine group's first devices over the replicas form an increasing list, and
// merging these lists gives the groups in order.
std::string groups_text(const pl::reduction_synthesis& s, std::size_t g, std::size_t shown = 4) {
  const pl::device_groups& own = s.groupings[g].groups;
  const std::size_t replicas = s.where.replicas.size(), count = own.size() * replicas;
  std::vector<std::size_t> next(own.size(), 0);  // per engine group: its next replica
  std::string out;
  for (std::size_t listed = 0; listed < std::min(shown, count); ++listed) {
    std::size_t k = own.size();  // the engine group whose next first device is smallest
    std::int64_t first = 0;
    for (std::size_t c = 0; c < own.size(); ++c) {
      if (next[c] == replicas) continue;
      const std::int64_t d = s.where.members[static_cast<std::size_t>(own[c][0])] + s.where.replicas[next[c]];
      if (k == own.size() || d < first) k = c, first = d;
    }
    out += listed ? " {" : "{";
    for (std::size_t i = 0; i < own[k].size(); ++i) {
      out += i ? "," : "";
      out += std::to_string(s.where.members[static_cast<std::size_t>(own[k][i])] + s.where.replicas[next[k]]);
    }
    out += "}";
    ++next[k];
  }
  if (count > shown) out += " ...";
  out += "  (" + std::to_string(count);
  out += count == 1 ? " group of " : " groups of ";
  out += std::to_string(own[0].size()) + ")";
  return out;
}

std::string hierarchy_text(const pl::reduction_synthesis& s) {
  std::string out;
  for (std::size_t e = 0; e < s.synthesis.depth(); ++e) {
    out += e ? ", " : "";
    out += pl::level_name(s.system, s.synthesis, e) + " " + std::to_string(s.synthesis.levels[e].size);
  }
  return out;
}

std::string topology_text(const problem& p) {
  std::string out = std::string(p.topology.name) + " (" + std::string(pl::to_string(p.topology.algorithm)) + "):";
  for (std::size_t j = 0; j < p.system.depth(); ++j) {
    out += j ? ", " : " ";
    out += p.level_names[j] + " " + rate_text(p.topology.levels[j].bandwidth) + " " +
           seconds_text(p.topology.levels[j].latency);
    if (p.topology.levels[j].transfer > 0) out += " (" + rate_text(p.topology.levels[j].transfer) + " per transfer)";
    if (p.topology.has_domains(j)) {
      const pl::level_domains& d = p.topology.domains[j];
      out += std::string(d.ring ? " on a ring of links" : "") + " (" + std::to_string(d.count) +
             (d.count == 1 ? " domain" : " domains") + ", host links " + rate_text(d.bandwidth) + " " +
             seconds_text(d.latency) + ")";
    }
  }
  return out;
}

std::string axes_text(const pl::axes& a) {
  std::string out = "[";
  for (std::size_t i = 0; i < a.size(); ++i) {
    out += i ? " " : "";
    out += std::to_string(a[i]);
  }
  return out + "]";
}

std::size_t total_programs(const analysis& a) {
  std::size_t n = 0;
  for (const auto& r : a.matrices) n += r.s.programs.size();
  return n;
}

void print_text(const problem& p, const analysis& a, const placement_options& o, std::ostream& out) {
  std::string reduce;
  for (std::size_t r : p.reduce) {
    reduce += reduce.empty() ? "" : " and ";
    reduce += std::to_string(r);
  }
  out << "pebble placement: " << p.system.devices() << " devices (";
  for (std::size_t j = 0; j < p.system.depth(); ++j) out << (j ? " x " : "") << p.level_names[j] << " " << p.system.size(j);
  out << "), axes " << axes_text(p.axes) << ", reduction over " << (p.reduce.size() > 1 ? "axes " : "axis ") << reduce << "\n";
  out << "topology   " << topology_text(p) << "\n";
  out << "message    " << bytes_text(p.bytes) << " per device; programs of at most " << p.synthesis.max_size
      << " steps" << (o.master_any ? ", Master(e) with every collective" : "") << "\n";
  out << a.matrices.size() << " parallelism matri" << (a.matrices.size() == 1 ? "x" : "ces") << ", "
      << total_programs(a) << " reduction programs; synthesis " << seconds_text(a.synthesis_seconds) << ", simulation "
      << seconds_text(a.simulation_seconds) << ", memory at most " << bytes_text(a.bytes) << "\n";
  for (std::size_t m = 0; m < a.matrices.size(); ++m) {
    if (p.matrix && m + 1 != p.matrix) continue;
    const matrix_report& r = a.matrices[m];
    out << "\nmatrix " << m + 1 << "  " << matrix_text(r.s.matrix) << "   reduction groups of " << r.s.group_size() << "   "
        << r.s.programs.size() << " program" << (r.s.programs.size() == 1 ? "" : "s") << "\n";
    if (r.trivial) {
      out << "  nothing to reduce: each reduction group is one device\n";
      continue;
    }
    const double all_reduce = r.seconds[r.allreduce], best = r.seconds[r.order[0]];
    out << "  synthesis hierarchy  " << hierarchy_text(r.s) << "\n";
    out << "  AllReduce            " << seconds_text(all_reduce) << "\n";
    out << "  best                 " << seconds_text(best) << "  " << ratio_text(all_reduce / best) << " over AllReduce  ("
        << program_text(r.s, r.order[0]) << ")\n";
    const pl::program_simulator simulate(p.topology, r.s);
    for (std::size_t rank = 0; rank < std::min(p.top, r.order.size()); ++rank) {
      const std::size_t k = r.order[rank];
      const pl::synthesized_program& prog = r.s.programs[k];
      const pl::program_prediction predicted = simulate(k, p.bytes);
      out << "  #" << rank + 1 << "  " << seconds_text(r.seconds[k]) << "  " << program_text(r.s, k) << "\n";
      for (std::size_t i = 0; i < prog.size(); ++i) {
        const pl::step_prediction& st = predicted.steps[i];
        out << "      " << instruction_text(r.s, prog.instructions[i]) << "  " << seconds_text(st.seconds) << ", "
            << bytes_text(st.bytes) << " at " << rate_text(st.bandwidth) << " (" << p.level_names[st.level]
                << (st.domain ? " host" : "") << ")\n";
        out << "        " << groups_text(r.s, static_cast<std::size_t>(prog.groupings[i])) << "\n";
      }
    }
  }
  if (!p.matrix && a.matrices.size() > 1) {
    const matrix_report& r = a.matrices[a.best];
    if (!r.trivial) {
      double worst = 0;
      for (const auto& x : a.matrices)
        if (!x.trivial) worst = std::max(worst, x.seconds[x.allreduce]);
      out << "\nbest placement: matrix " << a.best + 1 << " " << matrix_text(r.s.matrix) << " with "
          << program_text(r.s, r.order[0]) << ", " << seconds_text(r.seconds[r.order[0]]) << " ("
          << ratio_text(worst / r.seconds[r.order[0]]) << " over the slowest placement's AllReduce)\n";
    }
  }
}

// ---------------------------------------------------------------------------------- JSON

json steps_json(const problem& p, const matrix_report& r, std::size_t k, const pl::program_prediction& predicted) {
  json steps = json::array();
  const pl::synthesized_program& prog = r.s.programs[k];
  for (std::size_t i = 0; i < prog.size(); ++i) {
    const auto& in = prog.instructions[i];
    const pl::step_prediction& st = predicted.steps[i];
    const pl::device_groups g = pl::lowered_groups(r.s, static_cast<std::size_t>(prog.groupings[i]));
    json groups = json::array();
    for (std::size_t q = 0; q < g.size(); ++q) groups.push_back(std::vector<std::int64_t>(g[q].begin(), g[q].end()));
    steps.push_back({{"collective", std::string(pl::to_string(in.op))},
                     {"slice", pl::level_name(r.s.system, r.s.synthesis, in.slice)},
                     {"form", form_text(r.s, in.f)},
                     {"groups", groups},
                     {"seconds", st.seconds},
                     {"bytes", st.bytes},
                     {"bandwidth_GBps", st.bandwidth / pl::gigabytes},
                     {"bottleneck_level", p.level_names[st.level]},
                     {"bottleneck_host_link", st.domain}});
  }
  return steps;
}

json report_json(const problem& p, const analysis& a, const placement_options& o) {
  json system = json::array();
  for (std::size_t j = 0; j < p.system.depth(); ++j) system.push_back({{"name", p.level_names[j]}, {"size", p.system.size(j)}});
  const json levels = topology_levels_json(p.topology, p.level_names);
  json out = {{"system", system},
              {"devices", p.system.devices()},
              {"axes", std::vector<std::int64_t>(p.axes.begin(), p.axes.end())},
              {"reduce", std::vector<std::size_t>(p.reduce.begin(), p.reduce.end())},
              {"max_size", p.synthesis.max_size},
              {"master_collectives", o.master_any ? "all" : "AllReduce"},
              {"topology", {{"name", std::string(p.topology.name)}, {"algorithm", std::string(pl::to_string(p.topology.algorithm))}, {"levels", levels}}},
              {"bytes", p.bytes},
              {"synthesis_seconds", a.synthesis_seconds},
              {"simulation_seconds", a.simulation_seconds},
              {"memory_bound_bytes", a.bytes},
              {"synthesis_bytes", p.budget},
              {"programs", total_programs(a)}};
  json matrices = json::array();
  for (std::size_t m = 0; m < a.matrices.size(); ++m) {
    if (p.matrix && m + 1 != p.matrix) continue;
    const matrix_report& r = a.matrices[m];
    json rows = json::array();
    for (std::size_t i = 0; i < r.s.matrix.rows; ++i) {
      std::vector<std::int64_t> row;
      for (std::size_t j = 0; j < r.s.matrix.cols; ++j) row.push_back(r.s.matrix(i, j));
      rows.push_back(row);
    }
    json hierarchy = json::array();
    for (std::size_t e = 0; e < r.s.synthesis.depth(); ++e)
      hierarchy.push_back({{"name", pl::level_name(r.s.system, r.s.synthesis, e)}, {"size", r.s.synthesis.levels[e].size}});
    json entry = {{"index", m + 1}, {"matrix", rows}, {"reduction_group_size", r.s.group_size()},
                  {"synthesis_hierarchy", hierarchy}, {"programs", r.s.programs.size()}};
    if (!r.trivial) {
      const double all_reduce = r.seconds[r.allreduce], best = r.seconds[r.order[0]];
      entry["allreduce_seconds"] = all_reduce;
      entry["best_seconds"] = best;
      entry["speedup_over_allreduce"] = all_reduce / best;
      const pl::program_simulator simulate(p.topology, r.s);
      json top = json::array();
      for (std::size_t rank = 0; rank < std::min(p.top, r.order.size()); ++rank)
        top.push_back({{"rank", rank + 1}, {"seconds", r.seconds[r.order[rank]]},
                       {"steps", steps_json(p, r, r.order[rank], simulate(r.order[rank], p.bytes))}});
      entry["top"] = top;
    }
    matrices.push_back(entry);
  }
  out["matrices"] = matrices;
  if (!p.matrix && !a.matrices[a.best].trivial) out["best_matrix"] = a.best + 1;
  return out;
}

// ---------------------------------------------------------------------------------- --run

using host = Kokkos::HostSpace;

// An integer-valued entry, so every sum is exact.
double entry(int rank, std::int64_t i) { return static_cast<double>((rank + 1) * 7 + i % 13); }

struct run_result {
  double measured = 0, allreduce_measured = 0;
  long long wrong = 0;  // entries different from the all-reduce over the reduction group, all ranks
};

// The fastest of `repeat` timed calls of run() on the ranks of `world`, each after prepare() and a
// barrier; a call takes as long as the slowest rank.
template <class Prepare, class Run>
double fastest_of(const pebble::comm::communicator& world, int repeat, Prepare&& prepare, Run&& run) {
  double best = 1e300;
  for (int t = 0; t < repeat; ++t) {
    prepare();
    world.barrier();
    const double t0 = MPI_Wtime();
    run();
    double elapsed = MPI_Wtime() - t0;
    MPI_Allreduce(MPI_IN_PLACE, &elapsed, 1, MPI_DOUBLE, MPI_MAX, world.native());
    best = std::min(best, elapsed);
  }
  return best;
}

// The best of `repeat` runs of the program, the result compared with MPI_Allreduce over each
// reduction group.
run_result execute(const pebble::comm::communicator& world, const problem& p, const matrix_report& r, std::size_t k,
                   int repeat) {
  const int me = world.rank();
  const auto n = static_cast<std::int64_t>(std::max(1.0, std::floor(p.bytes / sizeof(double))));
  Kokkos::View<double*, host> original("original", static_cast<std::size_t>(n)), data("data", static_cast<std::size_t>(n));
  for (std::int64_t i = 0; i < n; ++i) original(i) = entry(me, i);
  auto timed = [&](const pebble::comm::reduction_executor& run) {
    run(data);  // once with the agreement on the views, then timed without it
    return fastest_of(world, repeat, [&] { Kokkos::deep_copy(data, original); }, [&] { run.unchecked(data); });
  };
  run_result out;
  const pebble::comm::reduction_executor all_reduce(world, pl::lower(r.s, r.allreduce));
  out.allreduce_measured = timed(all_reduce);
  const pebble::comm::reduction_executor program(world, pl::lower(r.s, k));
  out.measured = timed(program);
  // the reference: one all-reduce over this rank's reduction group
  const pl::device_coordinates c = pl::coordinates(r.s.matrix, p.system, me);
  int key = 0;
  for (std::size_t i = 0; i < p.axes.size(); ++i)
    if (!pl::is_reduced(p.reduce, i)) key = key * static_cast<int>(p.axes[i]) + static_cast<int>(c.axis[i]);
  const pebble::comm::communicator group = world.split(key, me);
  MPI_Allreduce(MPI_IN_PLACE, original.data(), static_cast<int>(n), MPI_DOUBLE, MPI_SUM, group.native());  // n <= INT_MAX: check_run_fits
  long long wrong = 0;
  for (std::int64_t i = 0; i < n; ++i) wrong += data(i) != original(i);
  MPI_Allreduce(&wrong, &out.wrong, 1, MPI_LONG_LONG, MPI_SUM, world.native());
  return out;
}

// The ranks of `world` on this rank's node (collective).
int ranks_on_node(const pebble::comm::communicator& world) {
  MPI_Comm node = MPI_COMM_NULL;
  MPI_Comm_split_type(world.native(), MPI_COMM_TYPE_SHARED, world.rank(), MPI_INFO_NULL, &node);
  int ranks = 1;
  MPI_Comm_size(node, &ranks);
  MPI_Comm_free(&node);
  return ranks;
}

// What --run allocates per rank follows from --bytes: the original and the reduced copy, and the
// executor's scratch of up to twice the data (comm/reduction_program.hpp). It must fit in half of
// the node's free memory, shared by its ranks, and one MPI call moves at most INT_MAX elements.
void check_run_fits(const problem& p, int node_ranks, double free_bytes) {
  const double elements = std::max(1.0, std::floor(p.bytes / sizeof(double)));
  pebble::check(elements <= std::numeric_limits<int>::max(), "--bytes: --run reduces ", bytes_text(p.bytes),
                " per rank, ", elements, " doubles; one MPI call moves at most 2^31 - 1 of them; lower --bytes");
  const double need = 4 * elements * sizeof(double) * node_ranks;
  pebble::check(need <= free_bytes / 2, "--bytes: --run holds up to 4 copies of ", bytes_text(p.bytes),
                " per rank, ", bytes_text(need), " for the ", node_ranks, " ranks on this node; half of its free memory is ",
                bytes_text(free_bytes / 2), "; lower --bytes");
}

// Both --run modes: one MPI rank per device of the system (inside agree_on).
void check_one_rank_per_device(const pebble::comm::communicator& world, const problem& p) {
  pebble::check(world.size() == p.system.devices(), "--run: the system has ", p.system.devices(),
                " devices, one per MPI rank; start ", p.system.devices(), " ranks (mpiexec -n ", p.system.devices(),
                "), not ", world.size());
}

int run_on_ranks(const placement_options& o, const problem& p, const analysis& a, int& argc, char**& argv) {
  return pebble::comm::run(argc, argv, [&](const pebble::comm::communicator& world) {
    const std::size_t m = p.matrix ? p.matrix - 1 : a.best;
    const matrix_report& r = a.matrices[m];
    const int node_ranks = ranks_on_node(world);
    const double free_bytes = free_memory_of<host>().bytes;
    pebble::comm::agree_on(world, [&] {
      check_one_rank_per_device(world, p);
      pebble::check(!r.trivial, "--run: matrix ", m + 1, " has nothing to reduce (one device per reduction group)");
      pebble::check(p.program <= r.order.size(), "--program: matrix ", m + 1, " has ", r.order.size(),
                    " programs; got ", p.program);
      check_run_fits(p, node_ranks, free_bytes);
    });
    const std::size_t k = r.order[p.program - 1];
    const run_result run = execute(world, p, r, k, p.repeat);
    if (world.rank() == 0) {
      const double predicted = r.seconds[k], predicted_all = r.seconds[r.allreduce];
      if (o.json) {
        json out = report_json(p, a, o);
        out["run"] = {{"ranks", world.size()},
                      {"matrix", m + 1},
                      {"program_rank", p.program},
                      {"steps", steps_json(p, r, k, pl::program_simulator(p.topology, r.s)(k, p.bytes))},
                      {"bytes_per_rank", std::floor(p.bytes / sizeof(double)) * sizeof(double)},
                      {"repeat", p.repeat},
                      {"measured_seconds", run.measured},
                      {"predicted_seconds", predicted},
                      {"allreduce_measured_seconds", run.allreduce_measured},
                      {"allreduce_predicted_seconds", predicted_all},
                      {"wrong_entries", run.wrong},
                      {"verified", run.wrong == 0}};
        std::cout << std::setw(2) << out << "\n";
      } else {
        print_text(p, a, o, std::cout);
        std::cout << "\nrun on " << world.size() << " ranks: matrix " << m + 1 << ", program #" << p.program << " ("
                  << program_text(r.s, k) << "), " << bytes_text(p.bytes) << " per rank, best of " << p.repeat << "\n";
        std::cout << "  program    measured " << seconds_text(run.measured) << "   predicted " << seconds_text(predicted)
                  << " on " << p.topology.name << "\n";
        std::cout << "  AllReduce  measured " << seconds_text(run.allreduce_measured) << "   predicted "
                  << seconds_text(predicted_all) << "\n";
        std::cout << "  speed-up   measured " << ratio_text(run.allreduce_measured / run.measured) << "   predicted "
                  << ratio_text(predicted_all / predicted) << "\n";
        std::cout << "  result     " << (run.wrong == 0 ? "ok: every rank holds the all-reduce over its reduction group"
                                                         : "WRONG: " + std::to_string(run.wrong) + " entries differ from the all-reduce")
                  << "\n";
      }
    }
    return run.wrong == 0 ? 0 : 1;
  });
}


// ---------------------------------------------------------------------------------- --measure-out

std::string group_text(const std::vector<std::int64_t>& g) {
  bool contiguous = true;
  for (std::size_t k = 1; k < g.size(); ++k) contiguous = contiguous && g[k] == g[k - 1] + 1;
  std::string out = "[";
  if (contiguous) return out + std::to_string(g.front()) + ".." + std::to_string(g.back()) + "]";
  for (std::size_t k = 0; k < g.size(); ++k) {
    if (k) out += ",";
    out += std::to_string(g[k]);
  }
  return out + "]";
}

// One collective of the calibration suite on `comm` (the group; MPI_COMM_NULL off it) over `m`
// doubles per rank (a multiple of the group's size): the data the model's `bytes` describes.
void run_collective(pl::collective op, MPI_Comm comm, int g, const Kokkos::View<double*, host>& in,
                    const Kokkos::View<double*, host>& out, int m) {
  if (comm == MPI_COMM_NULL) return;
  switch (op) {
    case pl::collective::all_reduce: MPI_Allreduce(in.data(), out.data(), m, MPI_DOUBLE, MPI_SUM, comm); break;
    case pl::collective::reduce_scatter: MPI_Reduce_scatter_block(in.data(), out.data(), m / g, MPI_DOUBLE, MPI_SUM, comm); break;
    case pl::collective::all_gather: MPI_Allgather(in.data(), m / g, MPI_DOUBLE, out.data(), m / g, MPI_DOUBLE, comm); break;
    case pl::collective::reduce: MPI_Reduce(in.data(), out.data(), m, MPI_DOUBLE, MPI_SUM, 0, comm); break;
    case pl::collective::broadcast: MPI_Bcast(in.data(), m, MPI_DOUBLE, 0, comm); break;
  }
}

int measure_on_ranks(const placement_options& o, const problem& p, int& argc, char**& argv) {
  return pebble::comm::run(argc, argv, [&](const pebble::comm::communicator& world) {
    const int node_ranks = ranks_on_node(world);
    const double free_bytes = free_memory_of<host>().bytes;
    pebble::comm::agree_on(world, [&] {
      check_one_rank_per_device(world, p);
      check_run_fits(p, node_ranks, free_bytes);
      if (world.rank() == 0) pebble::check(static_cast<bool>(std::ofstream(o.measure_out)), "--measure-out: cannot write '", o.measure_out, "'");
    });
    const int me = world.rank();
    const auto n = static_cast<int>(std::max(1.0, std::floor(p.bytes / sizeof(double))));
    Kokkos::View<double*, host> in("in", static_cast<std::size_t>(n)), out("out", static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) in(i) = entry(me, i);
    const std::vector<std::vector<std::int64_t>> groups = pl::calibration_groups(p.system, p.topology);
    std::vector<pl::collective_measurement> runs;
    for (const std::vector<std::int64_t>& group : groups) {
      const bool member = std::find(group.begin(), group.end(), me) != group.end();
      MPI_Comm comm = MPI_COMM_NULL;
      MPI_Comm_split(world.native(), member ? 0 : MPI_UNDEFINED, me, &comm);
      const int g = static_cast<int>(group.size());
      std::vector<int> counts;  // --bytes, /16, /256 in doubles, multiples of g, at least g, distinct
      for (int f : {1, 16, 256}) {
        const int m = std::max(g, n / f / g * g);
        if (m <= n && std::find(counts.begin(), counts.end(), m) == counts.end()) counts.push_back(m);
      }
      for (pl::collective op : pl::all_collectives)
        for (int m : counts) {
          run_collective(op, comm, g, in, out, m);  // once untimed: connections made, buffers touched
          // the ranks off the group return at once: the slowest rank is a member
          const double best = fastest_of(world, p.repeat, [] {}, [&] { run_collective(op, comm, g, in, out, m); });
          const double part = op == pl::collective::all_gather ? m / g : m;  // doubles a device holds before
          runs.push_back({op, group, part * sizeof(double), std::max(best, 1e-9)});
        }
      if (comm != MPI_COMM_NULL) MPI_Comm_free(&comm);
    }
    if (me != 0) return 0;
    std::vector<double> predicted;
    for (const pl::collective_measurement& m : runs) predicted.push_back(pl::predicted_time(m, p.topology, p.system));
    json list = json::array();
    for (std::size_t k = 0; k < runs.size(); ++k)
      list.push_back({{"collective", std::string(pl::to_string(runs[k].op))},
                      {"group", runs[k].group},
                      {"bytes", runs[k].bytes},
                      {"seconds", runs[k].seconds},
                      {"predicted_seconds", predicted[k]}});
    const json file = {{"system", o.system}, {"ranks", world.size()}, {"repeat", p.repeat},
                       {"topology", std::string(p.topology.name)}, {"runs", list}};
    std::ofstream f(o.measure_out);
    f << std::setw(2) << file << "\n";
    if (!f) {
      std::cerr << "pebble: error: --measure-out: cannot write '" << o.measure_out << "'\n";
      return 2;
    }
    if (o.json) {
      std::cout << std::setw(2) << file << "\n";
      return 0;
    }
    std::printf("pebble placement: %zu collectives on %d ranks (%s), each group alone, best of %d; predicted on %s (%s)\n",
                runs.size(), world.size(), o.system.c_str(), p.repeat, std::string(p.topology.name).c_str(),
                std::string(pl::to_string(p.topology.algorithm)).c_str());
    std::printf("  %-13s %-14s %10s  %10s  %10s\n", "collective", "group", "bytes", "measured", "predicted");
    for (std::size_t k = 0; k < runs.size(); ++k) {
      char line[256];
      std::snprintf(line, sizeof line, "  %-13s %-14s %10s  %10s  %10s\n", std::string(pl::to_string(runs[k].op)).c_str(),
                    group_text(runs[k].group).c_str(), bytes_text(runs[k].bytes).c_str(),
                    seconds_text(runs[k].seconds).c_str(), seconds_text(predicted[k]).c_str());
      std::cout << line;
    }
    std::cout << "  runs file written: " << o.measure_out << " (fit it: pebble placement --system " << o.system
              << " --calibrate " << o.measure_out << ")\n";
    return 0;
  });
}

// ---------------------------------------------------------------------------------- calibration

// The measurements of a runs file (runs_json.hpp).
std::vector<pl::collective_measurement> read_runs(const std::string& path, const pl::hierarchy& system) {
  const std::string what = "runs file '" + path + "'";
  return runs_from_json(read_json_file(path, what), what, system);
}

int run_calibration(const placement_options& o, const problem& p) {
  const std::vector<pl::collective_measurement> runs = read_runs(o.calibrate, p.system);
  pl::calibration c;
  try {
    c = pl::calibrate(p.system, p.topology, runs);
  } catch (const pebble::error& e) {
    throw input_error(without_library_prefix(e.what()));
  }
  const json fitted_levels = topology_levels_json(c.fitted, p.level_names);
  const json topology_file = {
      {"name", "calibrated"}, {"algorithm", std::string(pl::to_string(c.fitted.algorithm))}, {"levels", fitted_levels}};
  if (!o.topology_out.empty()) {
    std::ofstream f(o.topology_out);
    f << std::setw(2) << topology_file << "\n";
    if (!f) throw input_error("--topology-out: cannot write '" + o.topology_out + "'");
  }
  const auto link_name = [&](pl::link_kind k) { return p.level_names[k.level] + (k.domain ? " host" : ""); };
  if (o.json) {
    json levels = json::array(), measured = json::array();
    for (std::size_t j = 0; j < p.system.depth(); ++j) {
      json l = fitted_levels[j];
      l["measurements"] = c.samples[j];
      l["rms_relative_residual"] = c.samples[j] ? json(c.rms_relative[j]) : json(nullptr);
      if (l.contains("domains")) {
        l["domains"]["measurements"] = c.domain_samples[j];
        l["domains"]["rms_relative_residual"] = c.domain_samples[j] ? json(c.domain_rms_relative[j]) : json(nullptr);
      }
      levels.push_back(l);
    }
    for (std::size_t k = 0; k < runs.size(); ++k)
      measured.push_back({{"collective", std::string(pl::to_string(runs[k].op))},
                          {"group", runs[k].group},
                          {"bytes", runs[k].bytes},
                          {"link", link_name(c.link[k])},
                          {"measured_seconds", runs[k].seconds},
                          {"predicted_seconds", c.predicted[k]}});
    std::cout << std::setw(2)
              << json{{"algorithm", std::string(pl::to_string(c.fitted.algorithm))}, {"levels", levels}, {"runs", measured}}
              << "\n";
    return 0;
  }
  std::printf("pebble placement: %zu measurements of %s, %s collectives, fitted by least squares (relative residuals)\n",
              runs.size(), o.system.c_str(), std::string(pl::to_string(c.fitted.algorithm)).c_str());
  std::printf("  %-10s %14s %12s %6s %10s   %s\n", "link", "bandwidth", "latency", "runs", "rms error", "start");
  const auto row = [&](const std::string& name, const pl::level_link& fitted, const pl::level_link& start,
                       std::size_t samples, double rms) {
    char line[256];
    std::snprintf(line, sizeof line, "  %-10s %9.4g GB/s %9.4g us %6zu %9.2f%%   %.4g GB/s, %.4g us%s\n", name.c_str(),
                  fitted.bandwidth / pl::gigabytes, fitted.latency / pl::microseconds, samples, 100 * rms,
                  start.bandwidth / pl::gigabytes, start.latency / pl::microseconds, samples ? "" : " (no runs: kept)");
    std::cout << line;
  };
  for (std::size_t j = 0; j < p.system.depth(); ++j) {
    row(p.level_names[j], c.fitted.levels[j], p.topology.levels[j], c.samples[j], c.rms_relative[j]);
    if (p.topology.has_domains(j))
      row(link_name({j, true}), {c.fitted.domains[j].bandwidth, c.fitted.domains[j].latency},
          {p.topology.domains[j].bandwidth, p.topology.domains[j].latency}, c.domain_samples[j], c.domain_rms_relative[j]);
  }
  std::cout << "  measured and predicted\n";
  for (std::size_t k = 0; k < runs.size(); ++k) {
    char line[256];
    std::snprintf(line, sizeof line, "  %-13s %-14s %10s  %10s  %10s  %+6.1f%%\n", std::string(pl::to_string(runs[k].op)).c_str(),
                  group_text(runs[k].group).c_str(), bytes_text(runs[k].bytes).c_str(), seconds_text(runs[k].seconds).c_str(),
                  seconds_text(c.predicted[k]).c_str(), 100 * (c.predicted[k] - runs[k].seconds) / runs[k].seconds);
    std::cout << line;
  }
  if (!o.topology_out.empty()) std::cout << "  topology file written: " << o.topology_out << "\n";
  return 0;
}

}  // namespace

int run_placement(const placement_options& o, int& argc, char**& argv) {
  if (!o.calibrate.empty())
    return exit_code_reporting_errors([&] {
      problem p;
      parse_problem(o, p);
      return run_calibration(o, p);
    });
  const bool reports = launcher_rank() == 0;
  problem p;
  analysis a;
  const int code = exit_code_reporting_errors(
      [&] {
        parse_problem(o, p);
        if (!o.measure_out.empty()) return 0;  // measures collectives: nothing to synthesize
        a = analyse(p, o);
        if (p.matrix > a.matrices.size())
          throw input_error("--matrix: there " +
                            std::string(a.matrices.size() == 1 ? "is 1 parallelism matrix" : "are ") +
                            (a.matrices.size() == 1 ? "" : std::to_string(a.matrices.size()) + " parallelism matrices") +
                            "; got " + std::to_string(p.matrix));
        if (o.json) check_json_fits(p, a, o);
        return 0;
      },
      reports);
  if (code != 0) return code;
  if (!o.measure_out.empty()) return measure_on_ranks(o, p, argc, argv);
  if (o.run) return run_on_ranks(o, p, a, argc, argv);
  if (o.json)
    std::cout << std::setw(2) << report_json(p, a, o) << "\n";  // written as it is serialized, not held as text
  else
    print_text(p, a, o, std::cout);
  return 0;
}

}  // namespace pebble_tool
