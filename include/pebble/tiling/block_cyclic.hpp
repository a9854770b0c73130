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
    check(nprow >= 1 && npcol >= 1, "pebble::block_cyclic: the process grid must be at least 1 x 1; got ", nprow, " x ",
          npcol);
    check(rsrc >= 0 && rsrc < nprow && csrc >= 0 && csrc < npcol, "pebble::block_cyclic: the source process (", rsrc,
          ", ", csrc, ") is not in the ", nprow, " x ", npcol, " grid");
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
    for_each_local_run(rank,
                       [&](std::int64_t r, std::int64_t c, std::int64_t offset, std::int64_t length, std::int64_t) {
                         for (std::int64_t i = 0; i < length; ++i) f(r + i, c, offset + i);
                       });
  }
};
static_assert(distribution<block_cyclic>, "block_cyclic models pebble::distribution");

/// A submatrix of a block_cyclic matrix, as it is or transposed: rows i0 .. i0 + m - 1 and columns
/// j0 .. j0 + n - 1 (0-based) of `base`, seen as an m x n matrix, or as its n x m transpose when
/// `transposed` (pdgemm's op(A) of A(IA:IA+M-1, JA:JA+K-1), with i0 = IA - 1). It holds no data:
/// its offsets are into the local arrays of `base`, so data moves between a ScaLAPACK program's
/// arrays and pebble's layouts (algorithms/redistribute.hpp) without a copy of the submatrix, and
/// the elements outside it are neither read nor written.
struct block_cyclic_view {
  block_cyclic base;
  std::int64_t i0 = 0, j0 = 0;
  std::int64_t m = 1, n = 1;
  bool transposed = false;
  friend constexpr bool operator==(const block_cyclic_view&, const block_cyclic_view&) = default;

  constexpr void validate() const {
    base.validate();
    check(m >= 1 && n >= 1, "pebble::block_cyclic_view: the submatrix must be at least 1 x 1; got ", m, " x ", n);
    check(i0 >= 0 && j0 >= 0 && i0 <= base.M - m && j0 <= base.N - n, "pebble::block_cyclic_view: rows ", i0, " .. ",
          i0 + m - 1, " and columns ", j0, " .. ", j0 + n - 1, " are not inside the ", base.M, " x ", base.N,
          " matrix");
  }
  constexpr void validate(std::int64_t rank) const {
    validate();
    base.validate(rank);
  }

  constexpr std::int64_t rows() const { return transposed ? n : m; }
  constexpr std::int64_t cols() const { return transposed ? m : n; }
  constexpr std::int64_t ranks() const { return base.ranks(); }
  constexpr std::int64_t local_size(std::int64_t rank) const { return base.local_size(rank); }
  constexpr std::int64_t owner(std::int64_t r, std::int64_t c) const {
    return transposed ? base.owner(i0 + c, j0 + r) : base.owner(i0 + r, j0 + c);
  }
  /// The owner of (r, c) and the rows from r on it owns without a break: to the end of base's
  /// row block (its column block when transposed) or of the submatrix.
  constexpr owner_run owner_rows(std::int64_t r, std::int64_t c) const {
    const std::int64_t block = transposed ? base.nb - (j0 + r) % base.nb : base.mb - (i0 + r) % base.mb;
    const std::int64_t to_end = rows() - r;
    return {owner(r, c), block < to_end ? block : to_end};
  }
  /// Calls f(r, c, offset, length, step) for the runs of the submatrix that `rank` holds, in the
  /// view's global column-major order: a piece of a local block column (step 1) or, transposed, a
  /// piece of a local block row (step: the leading dimension).
  template <class F>
  constexpr void for_each_local_run(std::int64_t rank, F&& f) const {
    const std::int64_t lr = base.local_rows(rank), lc = base.local_cols(rank);
    if (lr == 0 || lc == 0) return;
    const std::int64_t ld = base.leading_dimension(rank);
    const std::int64_t rdist = (base.nprow + base.prow_of(rank) - base.rsrc) % base.nprow;
    const std::int64_t cdist = (base.npcol + base.pcol_of(rank) - base.csrc) % base.npcol;
    const std::int64_t mb = base.mb, nb = base.nb;
    auto global_row = [&](std::int64_t li) { return ((li / mb) * base.nprow + rdist) * mb + li % mb; };
    auto global_col = [&](std::int64_t lj) { return ((lj / nb) * base.npcol + cdist) * nb + lj % nb; };
    // calls g(first local index, global index of it, length) for the pieces of local blocks of
    // `size` (local extent `local`) that fall in global [from, from + count)
    auto pieces = [](std::int64_t local, std::int64_t size, auto&& global, std::int64_t from, std::int64_t count,
                     auto&& g) {
      for (std::int64_t l = 0; l < local; l += size) {
        const std::int64_t length = local - l < size ? local - l : size;
        const std::int64_t start = global(l);
        const std::int64_t lo = start > from ? start : from;
        const std::int64_t hi = start + length < from + count ? start + length : from + count;
        if (lo < hi) g(l + (lo - start), lo, hi - lo);
      }
    };
    if (!transposed) {
      pieces(lc, nb, global_col, j0, n, [&](std::int64_t lj, std::int64_t c, std::int64_t cols) {
        for (std::int64_t j = 0; j < cols; ++j)
          pieces(lr, mb, global_row, i0, m, [&](std::int64_t li, std::int64_t r, std::int64_t length) {
            f(r - i0, c + j - j0, li + (lj + j) * ld, length, std::int64_t{1});
          });
      });
    } else {  // the view's column r - i0 is base's row r: local rows in order, then local columns
      pieces(lr, mb, global_row, i0, m, [&](std::int64_t li, std::int64_t r, std::int64_t rows_here) {
        for (std::int64_t i = 0; i < rows_here; ++i)
          pieces(lc, nb, global_col, j0, n, [&](std::int64_t lj, std::int64_t c, std::int64_t length) {
            f(c - j0, r + i - i0, li + i + lj * ld, length, ld);
          });
      });
    }
  }
  /// Calls f(r, c, offset) for every element of the submatrix `rank` holds, in the view's global
  /// column-major order.
  template <class F>
  constexpr void for_each_local(std::int64_t rank, F&& f) const {
    for_each_local_run(
        rank, [&](std::int64_t r, std::int64_t c, std::int64_t offset, std::int64_t length, std::int64_t step) {
          for (std::int64_t i = 0; i < length; ++i) f(r + i, c, offset + i * step);
        });
  }
};
static_assert(distribution<block_cyclic_view>, "block_cyclic_view models pebble::distribution");

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
  block_cyclic d{desc[2],    desc[3], desc[4], desc[5], grid.nprow,
                 grid.npcol, desc[6], desc[7], desc[8], grid.column_major};
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
