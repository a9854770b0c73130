// Test and benchmark helper: the P² synthesis done literally, as an oracle and a baseline. Every
// sequence of at most max_size steps (each distinct grouping of a synthesis, lowered to the whole
// system, with each collective it may carry) is simulated on all devices of the system, with as
// many chunks as devices, and counted when every device ends with exactly its reduction group's
// sum. No state graph, no search inside one reduction group.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include <pebble/placement/synthesis.hpp>

namespace pebble_test {

/// The goal on the whole system: device d holds, in every chunk, the data of exactly the devices
/// that share its coordinates on every axis not reduced.
inline pebble::placement::device_states whole_system_goal(const pebble::placement::reduction_synthesis& s) {
  namespace pl = pebble::placement;
  const std::int64_t n = s.system.devices();
  pl::device_states goal(n, n);
  for (std::int64_t d = 0; d < n; ++d) {
    const pl::device_coordinates cd = pl::coordinates(s.matrix, s.system, d);
    for (std::int64_t j = 0; j < n; ++j) {
      const pl::device_coordinates cj = pl::coordinates(s.matrix, s.system, j);
      bool same = true;
      for (std::size_t i = 0; i < s.matrix.rows; ++i)
        if (!pl::is_reduced(s.reduce, i)) same = same && cd.axis[i] == cj.axis[i];
      if (same)
        for (std::int64_t c = 0; c < n; ++c) goal.add(d, c, j);
    }
  }
  return goal;
}

/// The number of programs the literal search finds for the groupings and size limit of `s`.
inline std::size_t brute_force_program_count(const pebble::placement::reduction_synthesis& s) {
  namespace pl = pebble::placement;
  const std::int64_t n = s.system.devices();
  const pl::device_states goal = whole_system_goal(s);
  std::vector<pl::device_groups> lowered;
  for (std::size_t g = 0; g < s.groupings.size(); ++g) lowered.push_back(pl::lowered_groups(s, g));
  std::size_t count = 0;
  auto dfs = [&](auto& self, const pl::device_states& st, std::size_t depth) -> void {
    if (st == goal) {
      ++count;
      return;
    }
    if (depth == s.options.max_size) return;
    for (std::size_t g = 0; g < lowered.size(); ++g)
      for (pl::collective op : pl::all_collectives) {
        if (!s.groupings[g].collectives.contains(op)) continue;
        pl::device_states next = st;
        if (pl::apply_step(next, op, lowered[g])) self(self, next, depth + 1);
      }
  };
  dfs(dfs, pl::device_states::initial(n, n), 0);
  return count;
}

}  // namespace pebble_test
