// `pebble bound`: the I/O lower bound of each statement (intensity, X0, optimal tile, Q
// sequential and per processor; thesis §5.4), Theorems 3.1/3.2 and the COSMA grid for a matrix
// multiplication, and the whole-program bound of Theorem 5.1, as text or JSON.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "commands_fwd.hpp"

namespace pebble_tool {

struct bound_options {
  std::string text, file;          ///< the program: as an argument, or the file to read it from
  std::vector<std::string> sizes;  ///< --size NAME=VALUE,...
  std::string mem;                 ///< --mem: fast memory per processor (examples/pebble/amounts.hpp)
  std::int64_t procs = 1;          ///< processors
  bool json = false;
};

/// Runs the subcommand; returns the exit code (2 after one line on stderr for bad input).
int run_bound(const bound_options& options);

/// Adds `bound` with its options to `app` and registers it.
void add_bound(CLI::App& app, commands& registry);

}  // namespace pebble_tool
