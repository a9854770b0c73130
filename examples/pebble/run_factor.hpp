// `pebble run lu` and `pebble run cholesky`: plans an N x N factorization on the ranks it runs on
// (the 2.5D grid of pebble::plan_factorization), runs CONFLUX (pebble::distributed_lu) or CONFCHOX
// (pebble::distributed_cholesky) on a generated matrix or one read from a Matrix Market file,
// verifies the factors on rank 0 (residuals of random products and of a solve), solves with the
// right-hand sides of a file and writes the solution, and reports time, GFLOP/s, where the time goes
// and the words per rank beside the schedule's exact prediction, Lemma 4.10's model and the I/O
// lower bound.
#pragma once

#include <cstdint>
#include <string>

#include <pebble/bounds/factorization.hpp>

#include "commands_fwd.hpp"

namespace pebble_tool {

struct run_factor_options {
  pebble::factorization kind = pebble::factorization::lu;
  std::int64_t N = 0;       ///< --n; 0: from --input
  std::int64_t block = 0;   ///< --block v; 0: the least modeled time at measured rates
  std::int64_t layers = 0;  ///< --layers c; 0: the plan's choice
  std::string memory;       ///< --mem: words per rank the plan may assume; empty: N² (memory does not limit c)
  std::string type = "double";
  std::string matrix = "random";  ///< random, or (LU) pivoting: a tiny leading entry
  std::string input;              ///< --input A.mtx: the matrix (rank 0 reads it and scatters the pieces)
  std::string rhs;                ///< --rhs B.mtx: N x k right-hand sides, solved on rank 0 with the gathered factors
  std::string output;             ///< --output X.mtx: the solution of --rhs
  int repeat = 3;
  std::string verify = "auto";  ///< auto (when N <= 16384), yes, none
  bool json = false;
  bool host = false;
};

/// Runs the subcommand inside pebble::comm::run; returns the exit code: 0, 1 when verification or
/// the word prediction fails, 2 for bad input (one message, from rank 0).
int run_factor(const run_factor_options& options, int& argc, char**& argv);

/// Adds `lu` or `cholesky` (by `kind`) with its options to `run` (the `run` subcommand) and
/// registers it.
void add_run_factor(CLI::App& run, commands& registry, pebble::factorization kind);

}  // namespace pebble_tool
