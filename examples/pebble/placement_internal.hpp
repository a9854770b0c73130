// What the parts of `pebble placement` share (placement.cpp: the analysis, calibration and the
// entry point; placement_input.cpp: the options parsed and checked; placement_report.cpp: the text
// and JSON reports; placement_run.cpp: --run and --measure-out on MPI ranks): the parsed problem,
// the analysis of its matrices, and the functions one part calls in another.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include <pebble/placement/simulator.hpp>
#include <pebble/placement/synthesis.hpp>

#include "placement.hpp"

namespace pebble_tool::placement_internal {

using json = nlohmann::ordered_json;
namespace pl = pebble::placement;

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
  double budget = 0;        // --synthesis-bytes
  std::size_t top = 0;      // --top
  std::size_t matrix = 0;   // --matrix, 1-based; 0: every matrix
  std::size_t program = 0;  // --program, 1-based
  int repeat = 0;           // --repeat
};

// --system, --axes, --reduce, --topology and the numbers of `o` into `p`, each checked; throws
// input_error naming the option (placement_input.cpp).
void parse_problem(const placement_options& o, problem& p);

// ---------------------------------------------------------------------------------- analysis

// One parallelism matrix: its synthesis and its programs by predicted time.
struct matrix_report {
  pl::reduction_synthesis s;
  // the predicted time of each program; the report predicts the programs it shows again, step
  // by step (keeping every program's steps would take 400 bytes a program)
  std::vector<double> seconds;
  std::vector<std::size_t> order;  // programs by predicted time
  std::size_t allreduce = 0;       // the single AllReduce (when there is something to reduce)
  bool trivial = false;            // one device per reduction group
};

// Every matrix of the problem (placement.cpp's analyse) and the one whose best program is fastest.
struct analysis {
  std::vector<matrix_report> matrices;
  double synthesis_seconds = 0, simulation_seconds = 0;
  double bytes = 0;      // an upper bound of what the synthesis and the simulation hold
  std::size_t best = 0;  // the matrix whose best program is fastest
};

// ---------------------------------------------------------------------------------- reports (placement_report.cpp)

std::string ratio_text(double r);
// The collectives of program k, "ReduceScatter -> AllGather".
std::string program_text(const pl::reduction_synthesis& s, std::size_t k);
// A bandwidth, "88 GB/s".
std::string rate_text(double bytes_per_second);
// A device group, "[0..3]" when contiguous, else "[0,2]".
std::string group_text(const std::vector<std::int64_t>& g);
void print_text(const problem& p, const analysis& a, const placement_options& o, std::ostream& out);
// The steps of program k of a matrix with their predictions and device groups.
json steps_json(const problem& p, const matrix_report& r, std::size_t k, const pl::program_prediction& predicted);
json report_json(const problem& p, const analysis& a, const placement_options& o);

// ---------------------------------------------------------------------------------- MPI runs (placement_run.cpp)

// --run: the chosen program of the chosen matrix on MPI ranks, one per device, beside the
// all-reduce; the report, then the exit code (1 when a rank's result differs from the all-reduce).
int run_on_ranks(const placement_options& o, const problem& p, const analysis& a, int& argc, char**& argv);
// --measure-out: times the collectives that calibrate every link of the topology and writes them
// as a runs file.
int measure_on_ranks(const placement_options& o, const problem& p, int& argc, char**& argv);

}  // namespace pebble_tool::placement_internal
