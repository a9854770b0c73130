// A PMPI interposer for benchmarks: counts the bytes each MPI communication call of this process
// sends and receives, whoever makes the call: pebble, or ScaLAPACK and its BLACS. MPICH's own
// collective algorithms do not re-enter the MPI_ entry points, so nothing is counted twice.
//
// Link pmpi_words.cpp into the benchmark executable and export its symbols (CMake:
// ENABLE_EXPORTS). The executable's MPI_Send, MPI_Bcast, ... then take precedence over
// libmpich's, for the calls made by the shared libraries too. Each wrapper counts and forwards
// to PMPI_*.
//
// The counting rules are those of pebble/comm/traffic.hpp, applied to the arguments of the MPI
// call: the words that must arrive, not what an MPI algorithm moves internally. This means
// pebble's own counters and this interposer agree on pebble's calls, which the benchmark checks,
// and ScaLAPACK is measured with the same rules.
//  - point-to-point: a send counts its message as sent. A blocking receive counts what arrived
//    (MPI_Get_count). A non-blocking receive counts what it posted.
//  - broadcast: each non-root receives n; the root sends n (g - 1).
//  - reduce: reduce-scatter over nearly equal chunks, then the chunks gathered at the root. Each
//    rank receives own (g - 1); the root receives n - own more.
//  - all-reduce: reduce-scatter over nearly equal chunks, then all-gather. Each rank receives
//    and sends own (g - 1) + (n - own).
//  - reduce-scatter, all-gather(v), all-to-all(v), gather(v), scatter(v): each rank receives
//    (sends) the words that come from (go to) other ranks.
// Intercommunicators and persistent or partitioned requests are not counted. Neither pebble nor
// ScaLAPACK uses them.
#pragma once

#include <cstdint>

namespace pmpi_words {

/// What this process has sent and received through MPI since the last reset.
struct counts {
  std::int64_t bytes_sent = 0;
  std::int64_t bytes_received = 0;
  std::int64_t calls = 0;  ///< counted communication calls
};

/// This process's counts (they keep counting).
counts read();

/// Sets this process's counts to zero and returns what they held.
counts reset();

}  // namespace pmpi_words

/// read().bytes_received, for C programs: declare it there as
/// long long pmpi_words_bytes_received(void);
extern "C" long long pmpi_words_bytes_received(void);
