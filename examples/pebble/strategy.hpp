// `pebble strategy`: the optimal parallelization strategy of an operator graph (PaSE's vertex
// elimination), from a JSON problem file or from a network built with the statement cost model.
#pragma once

#include <cstdint>
#include <string>

namespace pebble_tool {

struct strategy_options {
  std::string file;          ///< a JSON problem (README, "Strategy problem files")
  std::string network;       ///< or a network: alexnet, resnet101, inception3, transformer, rnnlm
  std::int64_t procs = 8;    ///< processors, for --network
  std::int64_t batch = 0;    ///< batch size, for --network (0: the network's default)
  std::string configs = "pow2";  ///< for --network: pow2 (powers of two using every processor), exact, all
  double flops = 10e12;      ///< for --network: flop/s of a processor
  double bandwidth = 25e9;   ///< for --network: bytes/s a processor receives
  std::string dump;          ///< write the problem to this JSON file
  std::string order = "automatic";  ///< automatic, neighbours (Alg. 7), dependents (Alg. 6)
  std::string table_bytes = "4GiB";  ///< --table-bytes: bytes of tables the search may keep (amounts.hpp)
  bool json = false;
};

/// Runs the subcommand; returns the exit code (0, or 2 with one line on stderr for bad input).
int run_strategy(const strategy_options& options);

}  // namespace pebble_tool
