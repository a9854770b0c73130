// `pebble strategy`: the optimal parallelization strategy of an operator graph (PaSE's vertex
// elimination), from a JSON problem file or from a network built with the statement cost model.
#pragma once

#include <cstdint>
#include <string>

#include "commands_fwd.hpp"

namespace pebble_tool {

struct strategy_options {
  std::string file;     ///< a JSON problem (docs/tool.md, "Strategy problem files")
  std::string network;  ///< or a network: alexnet, resnet101, inception3, transformer, rnnlm
  // whole numbers are read as text and converted strictly (CLI11 would saturate 1e20 to 2^63 - 1)
  std::string procs = "8";       ///< processors, for --network: 1 to max_procs
  std::string batch;             ///< batch size, for --network: >= 1 (empty: the network's default)
  std::string configs = "pow2";  ///< for --network: pow2 (powers of two using every processor), exact, all
  double flops = 10e12;          ///< for --network: flop/s of a processor
  double bandwidth = 25e9;       ///< for --network: bytes/s a processor receives
  std::string machine;           ///< --machine: a JSON machine file (devices, flop/s, bandwidth, word size, memory)
  bool procs_given = false, flops_given = false, bandwidth_given = false;  ///< (what --machine may not also set)
  std::string dump;                                                        ///< write the problem to this JSON file
  std::string order = "automatic";  ///< automatic, neighbours (Alg. 7), dependents (Alg. 6)
  std::string table_bytes =
      "4GiB";              ///< --table-bytes: bytes the problem's tables and the search may hold (amounts.hpp)
  double max_work = 1e11;  ///< --max-work: sums the search may do (about 1e9 a second)
  bool json = false;
  // a training step instead of the forward pass (strategy/training.hpp), with --network
  bool training = false;
  std::string memory;          ///< --memory: bytes per device (amounts.hpp); empty: no limit
  double backward_flops = 2;   ///< --backward-flops: backward flops per forward flop
  double optimizer_words = 2;  ///< --optimizer-words: optimizer state per parameter (Adam: 2)
};

/// The most processors --procs takes: more than any machine has, and few enough that listing the
/// divisors of a count (O(sqrt(p)) per dimension) stays instant.
inline constexpr std::int64_t max_procs = std::int64_t{1} << 31;

/// Runs the subcommand; returns the exit code (0, or 2 with one line on stderr for bad input).
int run_strategy(const strategy_options& options);

/// Adds `strategy` with its options to `app` and registers it.
void add_strategy(CLI::App& app, commands& registry);

}  // namespace pebble_tool
