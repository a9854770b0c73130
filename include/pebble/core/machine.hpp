// The machine of the parallel pebble game (thesis §2.4, §4.4): p processors, each with a fast
// memory of S words. Every planner and bound takes it as one named value,
// pebble::machine{.p = 64, .S = 1 << 20}, so that p and S cannot be swapped at a call site; S
// counts words (elements), and an amount in bytes is a distinct type, pebble::bytes.
#pragma once

#include <cstdint>

#include <pebble/core/error.hpp>

namespace pebble {

/// p processors with S words of fast memory each (a word holds one matrix element).
struct machine {
  std::int64_t p = 1;  ///< processors (MPI ranks, devices)
  std::int64_t S = 0;  ///< words of fast memory per processor
  friend constexpr bool operator==(const machine&, const machine&) = default;
};

/// An amount of memory in bytes; the planners count words, see words_in.
struct bytes {
  std::int64_t count = 0;
  friend constexpr bool operator==(const bytes&, const bytes&) = default;
};

/// How many whole words of `word_bytes` bytes (sizeof the element type) fit in `b`.
constexpr std::int64_t words_in(bytes b, std::int64_t word_bytes) {
  check(b.count >= 0, "pebble::words_in: the amount of memory must not be negative; got ", b.count, " bytes");
  check(word_bytes >= 1, "pebble::words_in: a word has at least one byte; got ", word_bytes);
  return b.count / word_bytes;
}

/// words_in(b, sizeof(T)): how many elements of type T fit in `b`.
template <class T>
constexpr std::int64_t words_in(bytes b) {
  return words_in(b, static_cast<std::int64_t>(sizeof(T)));
}

}  // namespace pebble
