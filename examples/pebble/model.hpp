// `pebble model`: a program's statements, iteration domains, exact |D| with its closed form, and
// the SOAP/DAAP classification (thesis §5.3, §5.5), as text or JSON.
#pragma once

#include <string>
#include <vector>

#include "commands_fwd.hpp"

namespace pebble_tool {

struct model_options {
  std::string text, file;          ///< the program: as an argument, or the file to read it from
  std::vector<std::string> sizes;  ///< --size NAME=VALUE,... (optional)
  bool json = false;
};

/// Runs the subcommand; returns the exit code (2 after one line on stderr for bad input).
int run_model(const model_options& options);

/// Adds `model` with its options to `app` and registers it.
void add_model(CLI::App& app, commands& registry);

}  // namespace pebble_tool
