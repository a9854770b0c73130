// The `pebble` command-line tool: a dispatcher. Each subcommand adds itself, its options (CLI11)
// and what it runs (add_<name>, options.hpp), and its work is in its own file. `model` prints a
// program's statements, iteration domains, exact |𝒟| and SOAP/DAAP class (model.cpp), `bound`
// the I/O lower bounds (bound.cpp), `count` iteration counts, work and depth of loop programs
// (count.cpp), `run mmm` the distributed matrix multiplication (run_mmm.cpp), `run lu` and `run
// cholesky` the distributed factorizations (run_factor.cpp), `placement` parallelism placements
// and reduction programs (placement.cpp), `strategy` optimal parallelization strategies
// (strategy.cpp), `sp` series-parallel task graphs (sp.cpp). Bad input: one line on stderr, exit
// code 2 (errors.hpp); a failed verification 1; an internal error 3.
#include <CLI/CLI.hpp>

#include <iostream>
#include <string>

#include "bound.hpp"
#include "count.hpp"
#include "launcher_rank.hpp"
#include "model.hpp"
#include "options.hpp"
#include "placement.hpp"
#include "run_factor.hpp"
#include "run_mmm.hpp"
#include "sp.hpp"
#include "strategy.hpp"

namespace {

// An error message when `name` is not a subcommand of `app`, naming those there are in the order
// they were added; empty when it is one.
std::string unknown_subcommand(CLI::App& app, const std::string& name) {
  std::string names;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App* s) { return !s->get_name().empty(); })) {
    if (sub->get_name() == name) return "";
    names += (names.empty() ? "" : ", ") + sub->get_name();
  }
  return "unknown subcommand '" + name + "' (available: " + names + "; run 'pebble --help')";
}

// Every --help ends with the exit codes (docs/tool.md, "Exit codes"): the tool's, and each leaf
// subcommand's.
void add_exit_codes(CLI::App& app, const pebble_tool::commands& registry) {
  const std::string exit_codes =
      "\nExit codes: 0 success; 1 a verification failed (run, placement --run, sp); 2 bad input or a resource\n"
      "limit, with one line on stderr naming the input and the limit; 3 an internal error (please report it).";
  app.footer(exit_codes.substr(1));
  for (const auto& leaf : registry.leaves) leaf.app->footer(leaf.app->get_footer() + "\n" + exit_codes);
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"pebble: communication-optimal parallel schedules from loop nests, machines and operator graphs"};
  app.set_version_flag("--version", "pebble 0.1.0");
  app.require_subcommand(1);
  pebble_tool::commands registry;
  pebble_tool::add_model(app, registry);
  pebble_tool::add_bound(app, registry);
  pebble_tool::add_count(app, registry);
  CLI::App* run = app.add_subcommand("run", "Run a communication-optimal schedule on MPI ranks (under mpiexec)");
  run->require_subcommand(1);
  pebble_tool::add_run_mmm(*run, registry);
  pebble_tool::add_run_factor(*run, registry, pebble::factorization::lu);
  pebble_tool::add_run_factor(*run, registry, pebble::factorization::cholesky);
  pebble_tool::add_placement(app, registry);
  pebble_tool::add_strategy(app, registry);
  pebble_tool::add_sp(app, registry);
  add_exit_codes(app, registry);

  // Under mpiexec every rank parses the same arguments: only the first rank reports their errors.
  const bool reports = pebble_tool::launcher_rank() == 0;
  if (argc > 1 && argv[1][0] != '-') {
    if (const std::string error = unknown_subcommand(app, argv[1]); !error.empty()) {
      if (reports) std::cerr << "pebble: error: " << error << "\n";
      return 2;
    }
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    if (reports) std::cerr << "pebble: error: " << e.what() << " (run 'pebble --help')\n";
    return 2;
  } catch (const pebble::error& e) {  // a checked option (parse_whole) that is out of its range
    if (reports) std::cerr << "pebble: error: " << e.what() << "\n";
    return 2;
  }
  for (const auto& leaf : registry.leaves)
    if (leaf.app->parsed()) return leaf.run(argc, argv);
  return 0;
}
