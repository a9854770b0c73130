// `pebble run mmm`: plans C = alpha A B + beta C with COSMA for the ranks it runs on, runs it with
// pebble::distributed_mmm on pieces in the build's default memory space (device memory on a GPU
// build; --host for host memory), verifies C, and reports time, GFLOP/s, where the time goes (local
// gemm, host staging of device data, the rest: MPI and waiting) and words per rank beside the
// plan's prediction and Theorem 3.2's lower bound.
#pragma once

#include <cstdint>
#include <string>

#include "commands_fwd.hpp"

namespace pebble_tool {

struct run_mmm_options {
  std::int64_t M = 0, N = 0, K = 0;
  std::string memory;       ///< --mem: memory per rank for the schedule (amounts.hpp); empty: from the free memory
  double delta = 0.03;      ///< largest fraction of ranks the grid may leave idle
  std::int64_t rounds = 1;  ///< least number of rounds of k-slices (mmm_options::min_rounds)
  std::string type = "double";
  double alpha = 1, beta = 0;
  int repeat = 3;               ///< timed runs; the best is reported
  std::string verify = "auto";  ///< all, sample, none, auto (all when cheap, else a sample)
  bool json = false;
  bool host = false;  ///< pieces in host memory instead of the build's default memory space
};

/// Runs the subcommand inside pebble::comm::run (MPI and Kokkos set up there); returns the exit
/// code: 0, 1 when verification fails, 2 for bad input (one message, from rank 0).
int run_mmm(const run_mmm_options& options, int& argc, char**& argv);

/// Adds `mmm` with its options to `run` (the `run` subcommand) and registers it.
void add_run_mmm(CLI::App& run, commands& registry);

}  // namespace pebble_tool
