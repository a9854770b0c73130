// `pebble placement` (see placement.hpp): the analysis (the synthesis of every parallelism matrix
// within --synthesis-bytes and each program's predicted time), --calibrate, the entry point and
// the subcommand's options. The parts it calls: placement_input.cpp (the options parsed),
// placement_report.cpp (text and JSON), placement_run.cpp (--run and --measure-out on MPI ranks).
#include "placement.hpp"
#include "options.hpp"
#include "placement_internal.hpp"
#include "json_input.hpp"
#include "runs_json.hpp"
#include "topology_json.hpp"
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
#include <memory>
#include <numeric>
#include <string>
#include <vector>

#include <pebble/placement/calibration.hpp>
#include <pebble/placement/simulator.hpp>
#include <pebble/placement/synthesis.hpp>

namespace pebble_tool {
namespace placement_internal {
namespace {

// ---------------------------------------------------------------------------------- analysis

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
    throw input_error("the JSON report lists the device groups of up to " +
                      std::to_string(static_cast<long long>(steps)) + " steps over the system's " +
                      std::to_string(p.system.devices()) + " devices: up to " + bytes_text(json_bytes) +
                      " beside the synthesis' " + bytes_text(a.bytes) + ", over " + budget_text(o) +
                      "; lower --top, choose one --matrix, or raise --synthesis-bytes");
}

// ---------------------------------------------------------------------------------- calibration

// The measurements of a runs file (runs_json.hpp).
runs_file read_runs(const std::string& path, const pl::hierarchy& system) {
  const std::string what = "runs file '" + path + "'";
  return runs_from_json(read_json_file(path, what), what, system);
}

// The program runs of a calibration for its JSON report: each one's programs, measured and fitted time.
json program_runs(const std::vector<pl::program_measurement>& programs, const pl::calibration& c) {
  json out = json::array();
  for (std::size_t k = 0; k < programs.size(); ++k)
    out.push_back({{"programs", programs[k].programs.size()},
                   {"measured_seconds", programs[k].seconds},
                   {"predicted_seconds", c.program_predicted[k]}});
  return out;
}

int run_calibration(const placement_options& o, const problem& p) {
  const runs_file file = read_runs(o.calibrate, p.system);
  const std::vector<pl::collective_measurement>& runs = file.runs;
  const std::vector<pl::program_measurement>& programs = file.programs;
  pl::calibration c;
  try {
    c = pl::calibrate(p.system, p.topology, runs, programs);
  } catch (const pebble::error& e) {
    throw input_error(without_library_prefix(e.what()));
  }
  const json fitted_levels = topology_levels_json(c.fitted, p.level_names);
  json topology_file = {{"name", "calibrated"}, {"algorithm", std::string(pl::to_string(c.fitted.algorithm))}};
  if (c.fitted.tree_efficiency != pl::default_tree_efficiency)
    topology_file["tree_efficiency"] = c.fitted.tree_efficiency;
  topology_file["levels"] = fitted_levels;
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
                          {"algorithm", std::string(pl::to_string(runs[k].algorithm.value_or(p.topology.algorithm)))},
                          {"group", runs[k].group},
                          {"groups", runs[k].others.size() + 1},
                          {"bytes", runs[k].bytes},
                          {"link", link_name(c.link[k])},
                          {"measured_seconds", runs[k].seconds},
                          {"predicted_seconds", c.predicted[k]}});
    std::cout << std::setw(2)
              << json{{"algorithm", std::string(pl::to_string(c.fitted.algorithm))},
                      {"tree_efficiency", c.fitted.tree_efficiency},
                      {"levels", levels},
                      {"runs", measured},
                      {"programs", program_runs(programs, c)},
                      {"programs_rms_relative_residual",
                       programs.empty() ? json(nullptr) : json(c.program_rms_relative)}}
              << "\n";
    return 0;
  }
  bool any_tree = false;
  const auto tree_run = [&](const pl::collective_measurement& m) {
    any_tree = any_tree || m.algorithm.value_or(p.topology.algorithm) == pl::collective_algorithm::tree;
  };
  for (const pl::collective_measurement& m : runs) tree_run(m);
  for (const pl::program_measurement& m : programs)
    for (const auto& program : m.programs)
      for (const pl::collective_measurement& step : program) tree_run(step);
  std::printf(
      "pebble placement: %zu measurements%s of %s, %s collectives, fitted by least squares (relative residuals)\n",
      runs.size(), programs.empty() ? "" : (" and " + std::to_string(programs.size()) + " program runs").c_str(),
      o.system.c_str(),
      any_tree && p.topology.algorithm == pl::collective_algorithm::ring
          ? "ring and tree"
          : std::string(pl::to_string(c.fitted.algorithm)).c_str());
  std::printf("  %-10s %14s %12s %6s %10s   %s\n", "link", "bandwidth", "latency", "runs", "rms error", "start");
  const auto row = [&](const std::string& name, const pl::level_link& fitted, const pl::level_link& start,
                       std::size_t samples, double rms) {
    char line[256];
    std::snprintf(line, sizeof line, "  %-10s %9.4g GB/s %9.4g us %6zu %9.2f%%   %.4g GB/s, %.4g us%s\n", name.c_str(),
                  fitted.bandwidth / pl::gigabytes, fitted.latency / pl::microseconds, samples, 100 * rms,
                  start.bandwidth / pl::gigabytes, start.latency / pl::microseconds, samples ? "" : " (no runs: kept)");
    std::cout << line;
    if (fitted.transfer > 0 || fitted.tree_transfer > 0) {  // the limits per transfer the fit found
      std::string limits = "  " + std::string(10, ' ') + " per transfer at most";
      if (fitted.transfer > 0) limits += " " + rate_text(fitted.transfer) + " (ring)";
      if (fitted.tree_transfer > 0) limits += " " + rate_text(fitted.tree_transfer) + " (tree)";
      std::cout << limits << "\n";
    }
  };
  for (std::size_t j = 0; j < p.system.depth(); ++j) {
    row(p.level_names[j], c.fitted.levels[j], p.topology.levels[j], c.samples[j], c.rms_relative[j]);
    if (p.topology.has_domains(j))
      row(link_name({j, true}), pl::detail::link_of(c.fitted, {j, true}), pl::detail::link_of(p.topology, {j, true}),
          c.domain_samples[j], c.domain_rms_relative[j]);
  }
  if (any_tree)
    std::printf("  tree AllReduce at %.3g of its links' bandwidth (start %.3g)\n", c.fitted.tree_efficiency,
                p.topology.tree_efficiency);
  std::cout << "  measured and predicted\n";
  for (std::size_t k = 0; k < runs.size(); ++k) {
    char line[256];
    std::snprintf(
        line, sizeof line, "  %-13s %-14s %10s  %10s  %10s  %+6.1f%%\n", std::string(pl::to_string(runs[k].op)).c_str(),
        (group_text(runs[k].group) + (runs[k].others.empty() ? "" : " +" + std::to_string(runs[k].others.size())))
            .c_str(),
        bytes_text(runs[k].bytes).c_str(), seconds_text(runs[k].seconds).c_str(), seconds_text(c.predicted[k]).c_str(),
        100 * (c.predicted[k] - runs[k].seconds) / runs[k].seconds);
    std::cout << line;
  }
  if (!programs.empty()) {
    std::printf("  program runs (the fastest of their programs): rms error %.2f%%\n", 100 * c.program_rms_relative);
    for (std::size_t k = 0; k < programs.size(); ++k) {
      const double predicted = c.program_predicted[k], measured = programs[k].seconds;
      const std::string what = "fastest of " + std::to_string(programs[k].programs.size()) + " programs";
      std::printf("  %-39s  %10s  %10s  %+6.1f%%\n", what.c_str(), seconds_text(measured).c_str(),
                  seconds_text(predicted).c_str(), 100 * (predicted - measured) / measured);
    }
  }
  if (!o.topology_out.empty()) std::cout << "  topology file written: " << o.topology_out << "\n";
  return 0;
}

}  // namespace
}  // namespace placement_internal

int run_placement(const placement_options& o, int& argc, char**& argv) {
  using namespace placement_internal;
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
          throw input_error(
              "--matrix: there " + std::string(a.matrices.size() == 1 ? "is 1 parallelism matrix" : "are ") +
              (a.matrices.size() == 1 ? "" : std::to_string(a.matrices.size()) + " parallelism matrices") + "; got " +
              std::to_string(p.matrix));
        if (o.json) check_json_fits(p, a, o);
        return 0;
      },
      reports);
  if (code != 0) return code;
  if (!o.measure_out.empty()) return measure_on_ranks(o, p, argc, argv);
  if (o.run) return run_on_ranks(o, p, a, argc, argv);
  if (o.json)
    std::cout << std::setw(2) << report_json(p, a, o) << "\n";  // written as it is serialized, not held as text
  else print_text(p, a, o, std::cout);
  return 0;
}

void add_placement(CLI::App& app, commands& registry) {
  // every number is kept as text and converted by run_placement (placement_options)
  const auto o = std::make_shared<placement_options>();
  CLI::App* sub = app.add_subcommand(
      "placement", "Parallelism matrices of a system and parallelism axes, the reduction programs of each (P2), their "
                   "predicted times, and with --run the best one on MPI ranks");
  sub->add_option("--system", o->system, "levels of the machine, outermost first, e.g. rack=1,server=2,cpu=2,gpu=4")
      ->required();
  sub->add_option("--axes", o->axes,
                  "sizes of the parallelism axes, e.g. 4,4 (their product is the device count); required but with "
                  "--calibrate and --measure-out");
  sub->add_option("--reduce", o->reduce,
                  "the axes to reduce over, e.g. 1 or 0,2; required but with --calibrate and --measure-out");
  sub->add_option("--max-size", o->max_size, "longest program, in collective steps (default 5)");
  sub->add_option("--topology", o->topology,
                  "a100, v100 (the paper's machines: two levels, nodes and GPUs), generic (default: each level "
                  "out 4x slower), or a JSON topology file");
  sub->add_option("--algorithm", o->algorithm, "ring (default) or tree: how the collectives run (NCCL_ALGO)");
  sub->add_option("--bytes", o->bytes,
                  "data per device to reduce, in bytes: 268435456, 1.5e9, 256MiB, 1GiB (default 64MiB)");
  sub->add_option("--synthesis-bytes", o->synthesis_bytes,
                  "memory the synthesis may hold: 2GiB (default), 512MiB, 1.5e9; the search and the tables "
                  "that follow from the input are bounded against it before they are allocated");
  sub->add_option("--top", o->top, "programs listed per matrix (default 3)");
  sub->add_option("--matrix", o->matrix, "list (and with --run, run) only matrix K, as numbered in the listing");
  sub->add_option("--program", o->program, "with --run: the program's rank in its matrix (default 1, the best)");
  sub->add_flag("--master-any", o->master_any,
                "let Master(e) forms carry every collective (default: AllReduce only, as in the paper's counts)");
  // (text, as every number here: not add_repeat's count, whose range and message are the run subcommands')
  sub->add_option("--repeat", o->repeat, "with --run: timed runs, the fastest is reported (default 5)");
  sub->add_flag("--run", o->run, "run the best program of the best matrix on MPI ranks, one per device");
  add_json_flag(sub, o->json);
  sub->add_option("--calibrate", o->calibrate,
                  "fit each level's latency and bandwidth to measured collectives (a JSON file, see docs/tool.md) "
                  "by least squares, starting from --topology, and report them");
  sub->add_option("--topology-out", o->topology_out, "with --calibrate: write the fitted topology file here");
  sub->add_option("--measure-out", o->measure_out,
                  "with --run: time collectives on groups that calibrate every link of --topology (each alone, "
                  "at --bytes, /16 and /256, best of --repeat) and write them as a --calibrate runs file");
  sub->footer(
      "Example: pebble placement --system rack=1,server=2,cpu=2,gpu=4 --axes 4,4 --reduce 1\n"
      "         mpiexec.mpich -n 4 pebble placement --system node=2,gpu=2 --axes 2,2 --reduce 0 --run\n"
      "         mpiexec.mpich -n 4 pebble placement --system node=2,gpu=2 --run --measure-out runs.json\n"
      "         pebble placement --system node=2,gpu=2 --calibrate runs.json --topology-out mine.json\n"
      "Exit code: 0; 1 when a --run result differs from the all-reduce over the reduction groups; 2 for bad input.");
  registry.add(sub, [o](int& argc, char**& argv) { return run_placement(*o, argc, argv); });
}

}  // namespace pebble_tool
