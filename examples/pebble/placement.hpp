// `pebble placement`: parallelism matrices of a system and parallelism axes, the reduction
// programs of each (P² synthesis), their predicted times on a topology, and with --run the best
// program executed on MPI ranks beside its prediction.
#pragma once

#include <cstddef>
#include <string>

#include "commands_fwd.hpp"

namespace pebble_tool {

// Every number is kept as written and converted by run_placement with its range checked, so that
// "-1" is an error naming the option, never 2^64 - 1, and a missing --matrix is not "0".
struct placement_options {
  std::string system;                ///< "rack=1,server=2,cpu=2,gpu=4"
  std::string axes;                  ///< "4,4"
  std::string reduce;                ///< "1" or "0,2"
  std::string max_size = "5";        ///< longest program, 1 to 12 steps
  std::string topology = "generic";  ///< a100, v100, generic, or a JSON file
  std::string algorithm;             ///< ring or tree (default: the topology's, ring)
  std::string bytes = "64MiB";       ///< --bytes: data per device (amounts.hpp): 268435456, 256MiB, 1GiB, 1.5e9
  /// --synthesis-bytes: memory the synthesis may hold (amounts.hpp); every allocation that follows
  /// from the input is bounded before it is made and checked against it
  std::string synthesis_bytes = "2GiB";
  std::string top = "3";      ///< programs listed per matrix
  std::string matrix;         ///< 1-based matrix to list or run (empty: all listed; the best one runs)
  std::string program = "1";  ///< with --run: the program's rank within its matrix (1: the best)
  bool master_any = false;    ///< let Master(e) carry every collective
  bool json = false;
  bool run = false;          ///< execute on MPI ranks (one per device)
  std::string repeat = "5";  ///< timed runs with --run; the fastest is reported
  std::string calibrate;     ///< --calibrate: a JSON file of measured collectives to fit the topology to
  std::string topology_out;  ///< --topology-out: write the calibrated topology (a topology file)
  std::string measure_out;   ///< --measure-out: with --run, time the calibration collectives and write them here
};

/// Runs the subcommand; returns the exit code (0; 1 when a --run result is wrong; 2 for bad input
/// or a resource limit, with one message on stderr, from rank 0 under MPI).
int run_placement(const placement_options& options, int& argc, char**& argv);

/// Adds `placement` with its options to `app` and registers it.
void add_placement(CLI::App& app, commands& registry);

}  // namespace pebble_tool
