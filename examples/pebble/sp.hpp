// `pebble sp`: is a task graph series-parallel, and its conversion into one (the SP conversion
// report, docs/references.md) with the measures before and after, verified; the result written as DOT or JSON.
#pragma once

#include <string>

#include "commands_fwd.hpp"

namespace pebble_tool {

struct sp_options {
  std::string file;       ///< .stg, .dot (.gv) or .json
  bool weighted = false;  ///< the weighted variant (§7.3): task costs choose the sync nodes
  std::string out;        ///< write the series-parallel graph: .dot or .json
  bool json = false;
  std::string max_bytes = "4GiB";  ///< the memory the conversion may use (an amount in bytes)
};

/// Runs the subcommand; returns the exit code (0; 1 when verification fails; 2 for bad input).
int run_sp(const sp_options& options);

/// Adds `sp` with its options to `app` and registers it.
void add_sp(CLI::App& app, commands& registry);

}  // namespace pebble_tool
