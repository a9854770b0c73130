// The 2D block-cyclic distribution of ScaLAPACK (descriptor convention: M, N, MB, NB, RSRC, CSRC,
// LLD on an nprow x npcol process grid), so that data can move between it and pebble's blocked MMM
// layout (mmm_distribution in mmm_layout.hpp; algorithms/redistribute.hpp) and pebble can be
// dropped in where a program calls pdgemm.
#pragma once

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>

#include <pebble/core/error.hpp>
#include <pebble/tiling/distribution.hpp>

namespace pebble {

/// ScaLAPACK's NUMROC: how many of n rows (columns), dealt in blocks of nb cyclically over nprocs
/// processes starting at process isrc, process iproc holds.
constexpr std::int64_t numroc(std::int64_t n, std::int64_t nb, std::int64_t iproc, std::int64_t isrc,
                              std::int64_t nprocs) {
  const std::int64_t mydist = (nprocs + iproc - isrc) % nprocs;
  const std::int64_t nblocks = n / nb;
  std::int64_t count = (nblocks / nprocs) * nb;
  const std::int64_t extra = nblocks % nprocs;
  if (mydist < extra) count += nb;
  else if (mydist == extra) count += n % nb;
  return count;
}

/// A matrix of rows x cols in ScaLAPACK's 2D block-cyclic distribution: blocks of mb x nb dealt
/// cyclically over an nprow x npcol process grid, the first block on process (rsrc, csrc).
/// Process (pr, pc) is rank pr * npcol + pc of the communicator (BLACS' row-major grid, as
/// Cblacs_gridinit(..., "Row", ...)) or pr + pc * nprow with column_major_grid; other ranks hold
/// nothing. Each process stores its part column-major with leading dimension lld: as ScaLAPACK's
/// LLD_, the value of the process that uses the object (>= its local rows; 0 means exactly its
/// local rows), so that a descriptor whose LLD_ differs between processes is described on each.
/// from_descriptor builds one from a ScaLAPACK descriptor array.
struct block_cyclic {
  std::int64_t M = 0, N = 0;
  std::int64_t mb = 1, nb = 1;
  std::int64_t nprow = 1, npcol = 1;
  std::int64_t rsrc = 0, csrc = 0;
  std::int64_t lld = 0;
  bool column_major_grid = false;
  friend constexpr bool operator==(const block_cyclic&, const block_cyclic&) = default;

  constexpr void validate() const {
    check(M >= 1 && N >= 1, "pebble::block_cyclic: the matrix must be at least 1 x 1; got ", M, " x ", N);
    check(mb >= 1 && nb >= 1, "pebble::block_cyclic: the block sizes must be >= 1; got ", mb, " x ", nb);
    check(nprow >= 1 && npcol >= 1, "pebble::block_cyclic: the process grid must be at least 1 x 1; got ", nprow,
          " x ", npcol);
    check(rsrc >= 0 && rsrc < nprow && csrc >= 0 && csrc < npcol, "pebble::block_cyclic: the source process (",
          rsrc, ", ", csrc, ") is not in the ", nprow, " x ", npcol, " grid");
    check(lld >= 0, "pebble::block_cyclic: the leading dimension lld must not be negative; got ", lld);
  }
  /// validate() and, for the process `rank` that uses this object, lld >= its local rows.
  constexpr void validate(std::int64_t rank) const {
    validate();
    check(lld == 0 || lld >= local_rows(rank), "pebble::block_cyclic: the leading dimension lld=", lld,
          " is smaller than rank ", rank, "'s local rows ", local_rows(rank));
  }

  constexpr std::int64_t processes() const { return nprow * npcol; }
  constexpr std::int64_t ranks() const { return processes(); }
  constexpr std::int64_t rank_of(std::int64_t pr, std::int64_t pc) const {
    return column_major_grid ? pr + pc * nprow : pr * npcol + pc;
  }
  constexpr std::int64_t prow_of(std::int64_t rank) const { return column_major_grid ? rank % nprow : rank / npcol; }
  constexpr std::int64_t pcol_of(std::int64_t rank) const { return column_major_grid ? rank / nprow : rank % npcol; }

  constexpr std::int64_t local_rows(std::int64_t rank) const {
    return rank < processes() ? numroc(M, mb, prow_of(rank), rsrc, nprow) : 0;
  }
  constexpr std::int64_t local_cols(std::int64_t rank) const {
    return rank < processes() ? numroc(N, nb, pcol_of(rank), csrc, npcol) : 0;
  }
  constexpr std::int64_t max_local_rows() const {
    std::int64_t most = 0;
    for (std::int64_t pr = 0; pr < nprow; ++pr) {
      const std::int64_t r = numroc(M, mb, pr, rsrc, nprow);
      most = r > most ? r : most;
    }
    return most;
  }
  /// The leading dimension of `rank`'s local array.
  constexpr std::int64_t leading_dimension(std::int64_t rank) const {
    const std::int64_t r = local_rows(rank);
    return lld > 0 ? lld : (r > 0 ? r : 1);
  }
  /// Elements of `rank`'s local array (leading dimension x local columns).
  constexpr std::int64_t local_size(std::int64_t rank) const {
    return local_cols(rank) > 0 && local_rows(rank) > 0 ? leading_dimension(rank) * local_cols(rank) : 0;
  }

  constexpr std::int64_t rows() const { return M; }
  constexpr std::int64_t cols() const { return N; }
  constexpr std::int64_t owner(std::int64_t r, std::int64_t c) const {
    return rank_of((r / mb + rsrc) % nprow, (c / nb + csrc) % npcol);
  }

  /// The owner of (r, c) and the rows of column c from r on that it owns in a row (to the end of
  /// the block).
  constexpr owner_run owner_rows(std::int64_t r, std::int64_t c) const {
    const std::int64_t to_block_end = mb - r % mb, to_end = M - r;
    return {owner(r, c), to_block_end < to_end ? to_block_end : to_end};
  }
  /// Calls f(r, c, offset, length, step) for every run of rows r .. r + length - 1 of a column c
  /// that `rank` holds contiguously (offset, offset + step, ...), in global column-major order:
  /// one run per block of a local column.
  template <class F>
  constexpr void for_each_local_run(std::int64_t rank, F&& f) const {
    const std::int64_t lr = local_rows(rank), lc = local_cols(rank);
    if (lr == 0 || lc == 0) return;
    const std::int64_t pr = prow_of(rank), pc = pcol_of(rank), ld = leading_dimension(rank);
    const std::int64_t rdist = (nprow + pr - rsrc) % nprow, cdist = (npcol + pc - csrc) % npcol;
    for (std::int64_t j = 0; j < lc; ++j) {
      const std::int64_t c = ((j / nb) * npcol + cdist) * nb + j % nb;
      // every local block but the last has mb rows, so local blocks start at multiples of mb
      for (std::int64_t i = 0; i < lr; i += mb)
        f(((i / mb) * nprow + rdist) * mb, c, i + j * ld, lr - i < mb ? lr - i : mb, std::int64_t{1});
    }
  }
  /// Calls f(r, c, offset) for every element `rank` holds, in global column-major order.
  template <class F>
  constexpr void for_each_local(std::int64_t rank, F&& f) const {
    for_each_local_run(rank, [&](std::int64_t r, std::int64_t c, std::int64_t offset, std::int64_t length, std::int64_t) {
      for (std::int64_t i = 0; i < length; ++i) f(r + i, c, offset + i);
    });
  }
};
static_assert(distribution<block_cyclic>, "block_cyclic models pebble::distribution");

/// The shape of the process grid a ScaLAPACK descriptor's context (CTXT_) stands for: nprow x npcol
/// processes, numbered row-major (Cblacs_gridinit(..., "Row", ...), the default) or column-major.
struct process_grid {
  std::int64_t nprow = 1;
  std::int64_t npcol = 1;
  bool column_major = false;
  friend constexpr bool operator==(const process_grid&, const process_grid&) = default;
};

/// The block_cyclic of a ScaLAPACK array descriptor (DTYPE_, CTXT_, M_, N_, MB_, NB_, RSRC_, CSRC_,
/// LLD_; the int array a ScaLAPACK program passes to pdgemm) on process grid `grid`, as seen by the
/// process holding the descriptor (LLD_ is that process's leading dimension). Only dense
/// descriptors (DTYPE_ = 1) exist; CTXT_ is not interpreted. Checked with validate().
template <std::integral I>
[[nodiscard]] constexpr block_cyclic from_descriptor(const I (&desc)[9], const process_grid& grid) {
  check(desc[0] == 1, "pebble::from_descriptor: DTYPE_ must be 1 (a dense matrix); got ", desc[0]);
  block_cyclic d{desc[2], desc[3], desc[4], desc[5], grid.nprow, grid.npcol, desc[6], desc[7], desc[8], grid.column_major};
  d.validate();
  return d;
}
template <std::integral I>
[[nodiscard]] constexpr block_cyclic from_descriptor(const std::array<I, 9>& desc, const process_grid& grid) {
  I copy[9];
  for (std::size_t i = 0; i < 9; ++i) copy[i] = desc[i];
  return from_descriptor(copy, grid);
}

}  // namespace pebble
