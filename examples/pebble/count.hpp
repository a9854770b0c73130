// `pebble count`: how often each statement of a loop program runs (thesis ch. 2), as a closed
// form or a certified interval, with the loops' counting functions, T_p, W, D, E_p, Brent's
// bounds and the available parallelism; checked against a run of the program at the given sizes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "commands_fwd.hpp"

namespace pebble_tool {

struct count_options {
  std::string text, file;                 ///< the program: as an argument, or the file to read it from
  std::vector<std::string> sizes;         ///< --size NAME=VALUE,... (optional)
  std::vector<std::string> bounds;        ///< --bound u1=LO..HI,... (unknown trip counts within bounds)
  std::string procs = "p";                ///< the size that is the number of processes
  double epsilon = 0.01;                  ///< the available parallelism: largest p with E_p >= 1 - epsilon
  std::int64_t max_procs = 4096;          ///< ... searched over p = 1 .. max_procs
  std::int64_t check_steps = 10'000'000;  ///< run the program to check the counts up to this many steps
  bool json = false;
};

/// Runs the subcommand; returns the exit code (0; 1 when the run disagrees with a count; 2 after
/// one line on stderr for bad input).
int run_count(const count_options& options);

/// Adds `count` with its options to `app` and registers it.
void add_count(CLI::App& app, commands& registry);

}  // namespace pebble_tool
