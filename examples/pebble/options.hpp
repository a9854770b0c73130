// What the subcommands of the `pebble` tool register themselves with (commands: each leaf
// subcommand and what runs when it was parsed) and the options several of them declare, each
// declared here once: --json, --type, --repeat, --host, --verify and whole-number counts.
// Counts are read as text and converted by parse_whole (amounts.hpp): CLI11's own conversion would
// wrap "-1" or saturate 1e20. The subcommands' headers declare their add_<name> with
// commands_fwd.hpp; the files that define or call one include this header.
#pragma once

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "amounts.hpp"

namespace pebble_tool {

/// The largest count an option takes (sizes, processors): 2^62, so that sums of two stay in range.
inline constexpr std::int64_t max_count = std::int64_t{1} << 62;

/// What runs when a subcommand was parsed; returns the exit code. The subcommands that run on MPI
/// ranks hand argc and argv to MPI's start-up.
using run_function = std::function<int(int& argc, char**& argv)>;

/// The leaf subcommands of the tool in the order they were added, each with what runs when it was
/// parsed. A subcommand's add_<name> adds it to its parent, declares its options (held by the run
/// function) and registers it here; main() parses and runs the one given.
struct commands {
  struct command {
    CLI::App* app;
    run_function run;
  };
  std::vector<command> leaves;

  void add(CLI::App* app, run_function run) { leaves.push_back({app, std::move(run)}); }
};

/// A whole-number option from `least` to `most` written to `to`; `name` as CLI11 takes it ("--n",
/// "-p,--procs"), and in messages with '/' for ',' ("-p/--procs").
inline CLI::Option* add_whole(CLI::App* sub, const std::string& name, std::int64_t& to, std::int64_t least,
                              std::int64_t most, const std::string& help) {
  std::string flag = name;
  std::replace(flag.begin(), flag.end(), ',', '/');
  return sub->add_option_function<std::string>(
      name, [flag, &to, least, most](const std::string& t) { to = parse_whole(flag, t, least, most); }, help);
}

/// --json: print JSON instead of text.
inline CLI::Option* add_json_flag(CLI::App* sub, bool& json) {
  return sub->add_flag("--json", json, "print JSON instead of text");
}

/// --repeat: timed runs, 1 to 10^6.
inline CLI::Option* add_repeat(CLI::App* sub, int& repeat, const std::string& help) {
  return sub->add_option_function<std::string>(
      "--repeat",
      [&repeat](const std::string& t) { repeat = static_cast<int>(parse_whole("--repeat", t, 1, 1'000'000)); }, help);
}

/// --type: the element type of a run, double or float (checked by the run).
inline CLI::Option* add_type(CLI::App* sub, std::string& type) {
  return sub->add_option("--type", type, "double (default) or float");
}

/// --host: a run's pieces in host memory instead of the build's default memory space.
inline CLI::Option* add_host(CLI::App* sub, bool& host, const std::string& help) {
  return sub->add_flag("--host", host, help);
}

/// --verify: how much of a run's result is checked (the words each run takes are in `help`).
inline CLI::Option* add_verify(CLI::App* sub, std::string& verify, const std::string& help) {
  return sub->add_option("--verify", verify, help);
}

}  // namespace pebble_tool
