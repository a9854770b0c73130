// `pebble strategy`: the optimal parallelization strategy of an operator graph (seed 001's vertex
// elimination) from a JSON problem file.
#pragma once

#include <cstdint>
#include <string>

namespace pebble_tool {

struct strategy_options {
  std::string file;          ///< a JSON problem (README, "Strategy problem files")
  std::string order = "automatic";  ///< automatic, neighbours (Alg. 7), dependents (Alg. 6)
  double memory = 4.0 * (1ull << 30);  ///< bytes of tables the search may keep
  bool json = false;
};

/// Runs the subcommand; returns the exit code (0, or 2 with one line on stderr for bad input).
int run_strategy(const strategy_options& options);

}  // namespace pebble_tool
