// What a matrix distribution can tell about runs of elements, so that data moves between two
// distributions (algorithms/redistribute.hpp) a run at a time instead of an element at a time.
#pragma once

#include <cstdint>

namespace pebble {

/// The rank that owns element (r, c), and how many rows r, r + 1, ... of column c it owns without
/// a break (at least 1): the answer of a distribution's owner_rows(r, c).
struct owner_run {
  std::int64_t owner = 0;
  std::int64_t rows = 1;
  friend constexpr bool operator==(const owner_run&, const owner_run&) = default;
};

}  // namespace pebble
