// What `pebble run mmm` (run_mmm.cpp) and `pebble run lu|cholesky` (run_factor.cpp) share: the
// reductions over a run's ranks that its report needs, and word counts written for people.
#pragma once

#include <mpi.h>

#include <cstdio>
#include <string>

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

}  // namespace pebble_tool
