// Distributions of a matrix over ranks: the `distribution` concept that pebble::block_cyclic
// (ScaLAPACK's 2D block-cyclic layout) and pebble::mmm_distribution (pebble's blocked MMM layout)
// model, and what a distribution can tell about runs of elements, so that data moves between two
// distributions (algorithms/redistribute.hpp) a run at a time instead of an element at a time.
#pragma once

#include <concepts>
#include <cstdint>

namespace pebble {

/// The rank that owns element (r, c), and how many rows r, r + 1, ... of column c it owns without
/// a break (at least 1): the answer of a distribution's owner_rows(r, c).
struct owner_run {
  std::int64_t owner = 0;
  std::int64_t rows = 1;
  friend constexpr bool operator==(const owner_run&, const owner_run&) = default;
};

/// A distribution of a rows() x cols() matrix over ranks 0 .. ranks() - 1: owner(r, c),
/// local_size(rank), and for_each_local(rank, f) calling f(r, c, offset) in global column-major
/// order (pebble::block_cyclic, pebble::mmm_distribution). A distribution may also tell about
/// runs, which makes redistribute copy a run at a time: owner_rows(r, c) -> owner_run, and
/// for_each_local_run(rank, f) calling f(r, c, offset, length, step) for rows r .. r + length - 1
/// of column c at offset, offset + step, ..., in global column-major order.
template <class D>
concept distribution = requires(const D& d, std::int64_t x) {
  { d.rows() } -> std::convertible_to<std::int64_t>;
  { d.cols() } -> std::convertible_to<std::int64_t>;
  { d.owner(x, x) } -> std::convertible_to<std::int64_t>;
  { d.local_size(x) } -> std::convertible_to<std::int64_t>;
  { d.ranks() } -> std::convertible_to<std::int64_t>;
};

namespace detail {
/// d.for_each_local_run(rank, f) where the distribution has it, else runs of one element.
template <distribution D, class F>
constexpr void for_each_local_run(const D& d, std::int64_t rank, F&& f) {
  if constexpr (requires { d.for_each_local_run(rank, f); }) d.for_each_local_run(rank, f);
  else d.for_each_local(rank, [&](std::int64_t r, std::int64_t c, std::int64_t offset) { f(r, c, offset, 1, 1); });
}
/// d.owner_rows(r, c) where the distribution has it, else the owner of (r, c) alone.
template <distribution D>
constexpr owner_run owner_rows(const D& d, std::int64_t r, std::int64_t c) {
  if constexpr (requires {
                  { d.owner_rows(r, c) } -> std::convertible_to<owner_run>;
                })
    return d.owner_rows(r, c);
  else return {static_cast<std::int64_t>(d.owner(r, c)), 1};
}
}  // namespace detail

}  // namespace pebble
