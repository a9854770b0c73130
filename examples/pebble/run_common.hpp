// What `pebble run mmm` (run_mmm.cpp) and `pebble run lu|cholesky` (run_factor.cpp) share: the
// reductions over a run's ranks that its report needs, and word counts written for people.
#pragma once

#include <mpi.h>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <string>

#include <pebble/bounds/layout_bound.hpp>
#include <pebble/comm/communicator.hpp>

namespace pebble_tool {

/// The largest x over the ranks of `world` (collective).
inline double max_over_ranks(const pebble::comm::communicator& world, double x) {
  MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_DOUBLE, MPI_MAX, world.native());
  return x;
}
inline long long max_over_ranks(const pebble::comm::communicator& world, long long x) {
  MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_LONG_LONG, MPI_MAX, world.native());
  return x;
}
/// The sum of x over the ranks of `world` (collective).
inline long long sum_over_ranks(const pebble::comm::communicator& world, long long x) {
  MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_LONG_LONG, MPI_SUM, world.native());
  return x;
}

/// A count of words with four significant digits and its magnitude: "4.459M words".
inline std::string words_text(double words) {
  char buf[64];
  if (words >= 1e9) std::snprintf(buf, sizeof buf, "%.4gG words", words / 1e9);
  else if (words >= 1e6) std::snprintf(buf, sizeof buf, "%.4gM words", words / 1e6);
  else if (words >= 1e3) std::snprintf(buf, sizeof buf, "%.4gk words", words / 1e3);
  else std::snprintf(buf, sizeof buf, "%.4g words", words);
  return buf;
}

/// Whether the busiest rank's words moved contradict a layout bound (a counting error).
inline bool below_bound(double moved_max, const pebble::layout_io_bound& b) {
  return b.informative() && moved_max < b.value;
}

/// The words the busiest rank moved (received + sent) set beside the layout bound (bounds/
/// layout_bound.hpp): "1.93 x the bound ...", or why there is nothing to compare. `theorem` names
/// the bound ("Theorem 3.2", "chapter 4's LU bound"). A count below a valid bound is a counting
/// error; the text says so (and run_* exits 1 on it: `below_bound`).
inline std::string layout_bound_text(double moved_max, const pebble::layout_io_bound& b, const char* theorem) {
  const std::string memory = words_text(static_cast<double>(b.memory_words));
  const std::string held = words_text(static_cast<double>(b.held_words));
  if (!b.assumption_holds)
    return std::string("not compared: ") + theorem +
           " assumes p S' >= MN + MK + NK, and a rank's memory S' = " + memory + " is less";
  const std::string at = std::string(theorem) + " at a rank's memory S' = " + memory + " of pieces and buffers is " +
                         words_text(b.io_bound);
  if (!b.informative())
    return "not compared: " + at + ", no more than the " + held +
           " its pieces hold at the start and the end, so it asks for no message";
  char ratio[32];
  std::snprintf(ratio, sizeof ratio, "%.3f x ", moved_max / b.value);
  return std::string(ratio) + words_text(b.value) + " moved at least (" + at + ", less the " + held +
         " its pieces hold at the start and the end)" +
         (below_bound(moved_max, b) ? ": BELOW THE BOUND, the words are miscounted" : "");
}

/// The layout bound as JSON: its inputs, its value and the ratio (null when not informative).
inline nlohmann::ordered_json layout_bound_json(double moved_max, const pebble::layout_io_bound& b) {
  return {{"memory_words", b.memory_words},
          {"held_words", b.held_words},
          {"theorem_bound_at_memory", b.io_bound},
          {"assumption_holds", b.assumption_holds},
          {"words_moved_at_least", b.value},
          {"informative", b.informative()},
          {"words_moved_over_bound", b.informative() ? nlohmann::ordered_json(moved_max / b.value) : nullptr}};
}

}  // namespace pebble_tool
