// Communication accounting of pebble's collectives: per-rank counters of the words (elements) and
// bytes every pebble collective sends and receives, so a measured volume can be set beside an
// I/O lower bound (thesis §3.2.3: Q counts the words a processor receives).
#pragma once

#include <cstdint>

namespace pebble::comm {

/// What this rank sent and received through pebble's collectives since the last reset.
///
/// Conventions (a collective over a group of g ranks, n the words of the whole message; these are
/// the words that must arrive, not what a particular MPI algorithm moves internally):
///  - send / recv: n sent, n received.
///  - broadcast: each non-root receives n; the root sends n (g - 1).
///  - reduce to a root: reduce-scatter over nearly equal chunks, then the chunks gathered at the
///    root (the bandwidth-optimal volume, which MPICH's algorithm for long messages moves): each
///    rank receives own (g - 1) and sends n - own, each non-root then sends own to the root, which
///    receives n - own more. (A linear reduce would bring n (g - 1) to the root.)
///  - all-gather(v): each rank receives the words the others own (n - own) and sends
///    own (g - 1).
///  - reduce-scatter: each rank receives the others' partial values of its chunk, own (g - 1),
///    and sends n - own.
///  - all-reduce: reduce-scatter over split_range chunks followed by all-gather (the
///    bandwidth-optimal volume): receives own (g - 1) + (n - own), sends the same.
///  - scatter / gather / all-to-all(v): the root or each rank sends (receives) every word that
///    goes to (comes from) another rank.
/// Words a rank keeps for itself are never counted. Summed over all ranks, sent == received.
///
/// Data in a memory space MPI is not handed directly (device memory, comm/staging.hpp) is copied
/// through host buffers: bytes_staged counts those copies in both directions, staging_seconds
/// the time they took. Words a rank copied out of another rank's memory on its node itself
/// (comm/node_ipc.hpp) count as words received and sent as above; bytes_peer counts those copies.
struct traffic_counters {
  std::int64_t words_sent = 0;
  std::int64_t words_received = 0;
  std::int64_t bytes_sent = 0;
  std::int64_t bytes_received = 0;
  std::int64_t operations = 0;  ///< collective and point-to-point calls
  std::int64_t bytes_staged = 0;
  double staging_seconds = 0;
  std::int64_t bytes_peer = 0;

  friend constexpr bool operator==(const traffic_counters&, const traffic_counters&) = default;
  /// What happened between two readings of the counters (`after - before`).
  friend constexpr traffic_counters operator-(const traffic_counters& after, const traffic_counters& before) {
    return {after.words_sent - before.words_sent,           after.words_received - before.words_received,
            after.bytes_sent - before.bytes_sent,           after.bytes_received - before.bytes_received,
            after.operations - before.operations,           after.bytes_staged - before.bytes_staged,
            after.staging_seconds - before.staging_seconds, after.bytes_peer - before.bytes_peer};
  }
};

namespace detail {
inline traffic_counters& traffic_storage() {
  static traffic_counters counters;
  return counters;
}
}  // namespace detail

/// This rank's counters (read them; they keep counting).
inline const traffic_counters& traffic() { return detail::traffic_storage(); }

/// Sets this rank's counters to zero and returns what they held.
inline traffic_counters reset_traffic() {
  const traffic_counters before = detail::traffic_storage();
  detail::traffic_storage() = {};
  return before;
}

namespace detail {
/// Adds one operation's words (of `word_bytes` bytes each) to the counters.
inline void count_traffic(std::int64_t words_sent, std::int64_t words_received, std::int64_t word_bytes) {
  traffic_counters& t = traffic_storage();
  t.words_sent += words_sent;
  t.words_received += words_received;
  t.bytes_sent += words_sent * word_bytes;
  t.bytes_received += words_received * word_bytes;
  ++t.operations;
}
}  // namespace detail

}  // namespace pebble::comm
