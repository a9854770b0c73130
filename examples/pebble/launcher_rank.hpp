// The rank an MPI launcher gives this process, known before MPI starts: under mpiexec every rank
// parses the same arguments, and only the first reports what is wrong with them.
#pragma once

#include <unistd.h>

#include <cstdlib>

#include <pebble/comm/communicator.hpp>

namespace pebble_tool {

/// The rank the MPI launcher gives this process (PMI_RANK, OMPI_COMM_WORLD_RANK, PMIX_RANK; under
/// SMPI the simulated rank), 0 when started without one.
inline int launcher_rank() {
  // SMPI runs every rank in one process as an actor, numbered from 1 in rank order, and the
  // smpi_helpers.h that SimGrid's compilers include makes getpid() the calling actor's number
  if constexpr (pebble::comm::simulated_mpi) return static_cast<int>(getpid()) - 1;
  for (const char* name : {"PMI_RANK", "OMPI_COMM_WORLD_RANK", "PMIX_RANK"})
    if (const char* v = std::getenv(name)) return std::atoi(v);
  return 0;
}

}  // namespace pebble_tool
