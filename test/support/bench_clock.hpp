// Benchmark helpers: wall time since a point, and the process's peak resident set.
#pragma once

#include <sys/resource.h>

#include <chrono>

namespace pebble_test {

inline double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

/// Peak resident set size of this process so far, in KiB (getrusage's ru_maxrss on Linux).
inline long peak_rss_kib() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss;
}

}  // namespace pebble_test
