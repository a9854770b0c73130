// C = alpha A B + beta C on the caller's block-cyclic layout, with C where it is: each process
// gathers the rows of A that match its rows of C from its process row and the columns of B that
// match its columns of C from its process column (one all-gather each), then multiplies locally.
// These are the words of SUMMA (van de Geijn and Watts 1997), pdgemm's algorithm on 2D grids, in
// one step instead of one broadcast per panel: no data moves into another layout and back, and one
// local multiply of the whole K does the work. gemm_context (algorithms/scalapack_gemm.hpp) runs it where its
// words are no more than those of COSMA's schedule plus the moves into and out of COSMA's layout:
// 1D grids (largeM on p x 1, flat on 1 x p), where it moves only the small operand, and 2D grids
// whose matrices are small beside what moving them costs (docs/scalapack.md).
#pragma once

#include <Kokkos_Core.hpp>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

#include <pebble/algorithms/mmm.hpp>
#include <pebble/comm/collectives.hpp>
#include <pebble/comm/communicator.hpp>
#include <pebble/comm/traffic.hpp>
#include <pebble/core/error.hpp>
#include <pebble/tiling/block_cyclic.hpp>

namespace pebble {

namespace detail {

// One dimension of a block-cyclic submatrix: indices offset .. offset + extent - 1 of a dimension
// dealt in blocks of `block` over `procs` processes from process `src`.
struct cyclic_axis {
  std::int64_t offset = 0, extent = 0, block = 1, src = 0, procs = 1;

  // the process holding the submatrix's index i
  constexpr std::int64_t proc_of(std::int64_t i) const { return ((offset + i) / block + src) % procs; }
  // the submatrix's indices process `proc` holds: local indices first .. first + count - 1 (a
  // process holds numroc(g, ...) of the global indices 0 .. g - 1)
  constexpr std::int64_t first(std::int64_t proc) const { return numroc(offset, block, proc, src, procs); }
  constexpr std::int64_t count(std::int64_t proc) const {
    return numroc(offset + extent, block, proc, src, procs) - first(proc);
  }
};

constexpr cyclic_axis rows_of(const block_cyclic_view& v) { return {v.i0, v.m, v.base.mb, v.base.rsrc, v.base.nprow}; }
constexpr cyclic_axis cols_of(const block_cyclic_view& v) { return {v.j0, v.n, v.base.nb, v.base.csrc, v.base.npcol}; }

// Every process of `comm` gets every other's part: part q (counts[q] elements) lands at the sum of
// counts[0 .. q-1] in `gathered`, this process's from `own`. Point-to-point messages to and from
// each process, all posted at once: an all-gather's words, without the ring of MPI_Allgatherv's
// long-message algorithm, whose p - 1 dependent steps crawl where ranks share cores.
template <class T>
void gather_parts(const comm::communicator& comm, const T* own, std::span<const std::int64_t> counts, T* gathered) {
  namespace mpi = comm::detail;
  const int me = comm.rank(), g = comm.size();
  std::vector<std::int64_t> offset(counts.size() + 1, 0);
  for (std::size_t q = 0; q < counts.size(); ++q) offset[q + 1] = offset[q] + counts[q];
  const auto part = [&](int q) { return gathered + offset[static_cast<std::size_t>(q)]; };
  const std::int64_t mine = counts[static_cast<std::size_t>(me)];
  if (mine > 0 && own != part(me)) std::memcpy(part(me), own, sizeof(T) * static_cast<std::size_t>(mine));
  const MPI_Datatype type = mpi::mpi_datatype<T>();
  std::vector<MPI_Request> requests;
  requests.reserve(2 * static_cast<std::size_t>(g));
  std::int64_t received = 0;
  for (int step = 1; step < g; ++step) {  // from the next processes, to the previous ones: no hot spot
    const int from = (me + step) % g, to = (me - step + g) % g;
    const std::int64_t in = counts[static_cast<std::size_t>(from)];
    if (in > 0) {
      requests.emplace_back();
      mpi::mpi_check(
          MPI_Irecv(part(from), mpi::mpi_count(in, "gemm_in_place"), type, from, 0, comm.native(), &requests.back()),
          "MPI_Irecv");
      received += in;
    }
    if (mine > 0) {
      requests.emplace_back();
      mpi::mpi_check(
          MPI_Isend(part(me), mpi::mpi_count(mine, "gemm_in_place"), type, to, 0, comm.native(), &requests.back()),
          "MPI_Isend");
    }
  }
  mpi::mpi_check(MPI_Waitall(static_cast<int>(requests.size()), requests.data(), MPI_STATUSES_IGNORE), "MPI_Waitall");
  mpi::count_traffic(mine * (g - 1), received, static_cast<std::int64_t>(sizeof(T)));
}

}  // namespace detail

/// The words the in-place multiplication makes the busiest process receive, or -1 where it does
/// not apply: op(A) or op(B) transposed, A's rows not held by the process rows that hold C's, B's
/// columns not by the process columns that hold C's, or a grid that does not cover the `ranks`
/// of the communicator. va is op(A) (M x K), vb op(B) (K x N), vc C's submatrix (M x N).
constexpr std::int64_t in_place_gemm_words(const block_cyclic_view& va, const block_cyclic_view& vb,
                                           const block_cyclic_view& vc, std::int64_t ranks) {
  if (va.transposed || vb.transposed || vc.transposed) return -1;
  const std::int64_t nprow = vc.base.nprow, npcol = vc.base.npcol;
  if (nprow * npcol != ranks || va.base.nprow != nprow || va.base.npcol != npcol || vb.base.nprow != nprow ||
      vb.base.npcol != npcol || va.base.column_major_grid != vc.base.column_major_grid ||
      vb.base.column_major_grid != vc.base.column_major_grid)
    return -1;
  const detail::cyclic_axis a_rows = detail::rows_of(va), c_rows = detail::rows_of(vc);
  const detail::cyclic_axis b_cols = detail::cols_of(vb), c_cols = detail::cols_of(vc);
  for (std::int64_t i = 0; i < vc.m; ++i)
    if (a_rows.proc_of(i) != c_rows.proc_of(i)) return -1;
  for (std::int64_t j = 0; j < vc.n; ++j)
    if (b_cols.proc_of(j) != c_cols.proc_of(j)) return -1;
  const detail::cyclic_axis a_cols = detail::cols_of(va), b_rows = detail::rows_of(vb);
  const std::int64_t k = va.n;
  std::int64_t most = 0;
  for (std::int64_t r = 0; r < nprow; ++r)
    for (std::int64_t c = 0; c < npcol; ++c) {
      const std::int64_t words = c_rows.count(r) * (k - a_cols.count(c)) + c_cols.count(c) * (k - b_rows.count(r));
      most = std::max(most, words);
    }
  return most;
}

/// Host buffers of the in-place multiplication, kept between calls (they only grow).
template <class T>
struct in_place_buffers {
  Kokkos::View<T*, Kokkos::HostSpace> pack_a, gathered_a, pack_b, gathered_b, permuted;
};

/// Host words the in-place multiplication needs on process (prow, pcol) beyond the caller's
/// arrays: A's and B's parts packed and gathered, and one operand's columns put in the other's
/// order of K.
constexpr std::int64_t in_place_gemm_buffer_words(const block_cyclic_view& va, const block_cyclic_view& vb,
                                                  const block_cyclic_view& vc, std::int64_t prow, std::int64_t pcol) {
  const std::int64_t k = va.n, m = detail::rows_of(vc).count(prow), n = detail::cols_of(vc).count(pcol);
  std::int64_t words = 0;
  if (vc.base.npcol > 1) words += m * detail::cols_of(va).count(pcol) + m * k;
  if (vc.base.nprow > 1) words += detail::rows_of(vb).count(prow) * n + n * k;
  if (vc.base.npcol > 1 || vc.base.nprow > 1) words += std::min(m, n) * k;
  return words;
}

namespace detail {

// A strided column-major host matrix over memory the caller owns (T const: read only).
template <class T>
using host_block = Kokkos::View<T**, Kokkos::LayoutLeft, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

// v[i] with a signed index.
template <class V>
decltype(auto) index_at(V& v, std::int64_t i) {
  return v[static_cast<std::size_t>(i)];
}

// this process's block of a non-transposed submatrix: a sub-block of its local array (a global
// range of rows or columns is a range of local ones), as a strided column-major matrix
template <class E>
host_block<E> local_block(const block_cyclic_view& v, E* data, std::int64_t rank) {
  using block = host_block<E>;
  const detail::cyclic_axis r = detail::rows_of(v), c = detail::cols_of(v);
  const std::int64_t pr = v.base.prow_of(rank), pc = v.base.pcol_of(rank);
  const std::int64_t lr = r.count(pr), lc = c.count(pc), ld = v.base.leading_dimension(rank);
  if (lr == 0 || lc == 0) return block(data, 0, 0);
  const block whole(data + r.first(pr) + c.first(pc) * ld, ld, lc);
  return block(Kokkos::subview(whole, std::make_pair(std::int64_t{0}, lr), Kokkos::ALL));
}

// The data of buffer v, grown (without initializing) to at least `size` elements.
template <class T>
T* grow_buffer(Kokkos::View<T*, Kokkos::HostSpace>& v, std::int64_t size) {
  if (static_cast<std::int64_t>(v.size()) < size) {
    v = {};
    v = Kokkos::View<T*, Kokkos::HostSpace>(Kokkos::view_alloc(Kokkos::WithoutInitializing, "pebble::gemm_in_place"),
                                            static_cast<std::size_t>(size));
  }
  return v.data();
}

// K's indices in the order of the parts of `procs` processes concatenated (part q: the indices
// process q holds, ascending), or ascending where one process holds them all
inline std::vector<std::int64_t> k_order(const cyclic_axis& axis, std::int64_t k) {
  std::vector<std::int64_t> order(static_cast<std::size_t>(k));
  std::vector<std::int64_t> next(static_cast<std::size_t>(axis.procs) + 1, 0);
  for (std::int64_t q = 0; q < axis.procs; ++q)
    next[static_cast<std::size_t>(q) + 1] = next[static_cast<std::size_t>(q)] + axis.count(q);
  bool identity = true;
  for (std::int64_t x = 0; x < k; ++x) {
    const std::int64_t y = next[static_cast<std::size_t>(axis.proc_of(x))]++;
    order[static_cast<std::size_t>(y)] = x;
    identity = identity && y == x;
  }
  if (identity) order.clear();  // (as one process holding them all)
  return order;
}

// op(A)'s rows of this process's C rows, all of K (m x k): the process row's parts (A's block
// a_here on process column pcol of npcol) gathered in process-column order; a_order: their order of K.
template <class T>
host_block<const T> gather_a_rows(const comm::communicator& rows, const host_block<const T>& a_here,
                                  const cyclic_axis& a_cols, std::int64_t m, std::int64_t k, std::int64_t npcol,
                                  std::int64_t pcol, in_place_buffers<T>& buffers, std::vector<std::int64_t>& a_order) {
  std::vector<std::int64_t> counts(static_cast<std::size_t>(npcol));
  for (std::int64_t q = 0; q < npcol; ++q) index_at(counts, q) = m * a_cols.count(q);
  T* gathered = grow_buffer(buffers.gathered_a, m * k);
  // (A's block is sent from where it is when its columns are contiguous)
  const T* own = a_here.data();
  if (a_here.extent(1) > 1 && static_cast<std::int64_t>(a_here.stride(1)) != m) {
    T* packed = grow_buffer(buffers.pack_a, index_at(counts, pcol));
    for (std::int64_t j = 0; j < static_cast<std::int64_t>(a_here.extent(1)); ++j)
      std::memcpy(packed + j * m, &a_here(0, j), sizeof(T) * static_cast<std::size_t>(m));
    own = packed;
  }
  detail::gather_parts(rows, own, counts, gathered);
  a_order = k_order(a_cols, k);
  return host_block<const T>(gathered, m, k);
}

// op(B)'s K rows of this process's C columns, transposed (n x k): the process column's parts (B's
// block b_here on process row prow of nprow) gathered in process-row order; b_order: their order of K.
template <class T>
host_block<const T> gather_b_columns(const comm::communicator& cols, const host_block<const T>& b_here,
                                     const cyclic_axis& b_rows, std::int64_t n, std::int64_t k, std::int64_t nprow,
                                     std::int64_t prow, in_place_buffers<T>& buffers,
                                     std::vector<std::int64_t>& b_order) {
  std::vector<std::int64_t> counts(static_cast<std::size_t>(nprow));
  for (std::int64_t r = 0; r < nprow; ++r) index_at(counts, r) = b_rows.count(r) * n;
  const std::int64_t height = b_rows.count(prow);
  T* packed = grow_buffer(buffers.pack_b, index_at(counts, prow));
  constexpr std::int64_t tile = 64;  // transposed in tiles that stay in cache
  for (std::int64_t t0 = 0; t0 < height; t0 += tile)
    for (std::int64_t j0 = 0; j0 < n; j0 += tile)
      for (std::int64_t t = t0; t < std::min(height, t0 + tile); ++t)
        for (std::int64_t j = j0; j < std::min(n, j0 + tile); ++j) packed[j + t * n] = b_here(t, j);
  T* gathered = grow_buffer(buffers.gathered_b, n * k);
  detail::gather_parts(cols, static_cast<const T*>(packed), counts, gathered);
  b_order = k_order(b_rows, k);
  return host_block<const T>(gathered, n, k);
}

// one order of K for both: the columns of the operand with fewer elements put in the other's
// (a_all is m x k, b_all k x n or, b_transposed, n x k)
template <class T>
void align_k_orders(host_block<const T>& a_all, host_block<const T>& b_all, const std::vector<std::int64_t>& a_order,
                    const std::vector<std::int64_t>& b_order, std::int64_t m, std::int64_t n, std::int64_t k,
                    bool b_transposed, in_place_buffers<T>& buffers) {
  const bool move_a = m <= n || !b_transposed;  // (B's block in K's order has rows, not columns, to move)
  const host_block<const T>& from = move_a ? a_all : b_all;
  std::vector<std::int64_t> to_order = move_a ? b_order : a_order, from_order = move_a ? a_order : b_order;
  std::vector<std::int64_t> column(static_cast<std::size_t>(k));  // from's column of K's index x
  for (std::int64_t y = 0; y < k; ++y) index_at(column, from_order.empty() ? y : index_at(from_order, y)) = y;
  const std::int64_t height = static_cast<std::int64_t>(from.extent(0));
  T* permuted = grow_buffer(buffers.permuted, height * k);
  for (std::int64_t y = 0; y < k; ++y)
    std::memcpy(permuted + y * height, &from(0, index_at(column, to_order.empty() ? y : index_at(to_order, y))),
                sizeof(T) * static_cast<std::size_t>(height));
  (move_a ? a_all : b_all) = host_block<const T>(permuted, height, k);
}

}  // namespace detail

/// C = alpha op(A) op(B) + beta C where in_place_gemm_words(va, vb, vc, ranks) >= 0, on this
/// process's parts a, b, c (host-accessible, contiguous, as the descriptors lay them out). `rows`
/// holds the processes of this process row ordered by process column, `cols` those of this
/// process column ordered by process row. beta = 0 never reads C. Returns this process's
/// statistics.
template <class T, class VA, class VB, class VC>
mmm_stats gemm_in_place(const comm::communicator& rows, const comm::communicator& cols, std::int64_t rank, T alpha,
                        const block_cyclic_view& va, const VA& a, const block_cyclic_view& vb, const VB& b, T beta,
                        const block_cyclic_view& vc, const VC& c, in_place_buffers<T>& buffers) {
  using matrix = detail::host_block<T>;
  using const_matrix = detail::host_block<const T>;
  const double start = MPI_Wtime();
  const comm::traffic_counters before = comm::traffic();
  mmm_stats stats;
  const std::int64_t prow = vc.base.prow_of(rank), pcol = vc.base.pcol_of(rank);
  const std::int64_t nprow = vc.base.nprow, npcol = vc.base.npcol, k = va.n;
  const detail::cyclic_axis a_cols = detail::cols_of(va), b_rows = detail::rows_of(vb);
  const std::int64_t m = detail::rows_of(vc).count(prow), n = detail::cols_of(vc).count(pcol);

  // op(A)'s rows of this process's C rows, all of K (m x k): the process row's parts gathered in
  // process-column order, or A's block itself on a one-process row
  const const_matrix a_here = detail::local_block(va, a.data(), rank);
  const_matrix a_all = a_here;
  std::vector<std::int64_t> a_order;
  if (npcol > 1) a_all = detail::gather_a_rows(rows, a_here, a_cols, m, k, npcol, pcol, buffers, a_order);
  // op(B)'s K rows of this process's C columns: transposed (n x k), the process column's parts
  // gathered in process-row order; or B's block itself (k x n) on a one-process column
  const const_matrix b_here = detail::local_block(vb, b.data(), rank);
  const_matrix b_all = b_here;
  bool b_transposed = false;
  std::vector<std::int64_t> b_order;
  if (nprow > 1) {
    b_all = detail::gather_b_columns(cols, b_here, b_rows, n, k, nprow, prow, buffers, b_order);
    b_transposed = true;
  }
  // one order of K for both: the columns of the operand with fewer elements put in the other's
  if (a_order != b_order && m > 0 && n > 0)
    detail::align_k_orders(a_all, b_all, a_order, b_order, m, n, k, b_transposed, buffers);

  if (m > 0 && n > 0) {
    const double t0 = MPI_Wtime();
    const matrix c_here = detail::local_block(vc, c.data(), rank);
    detail::gemm_on(Kokkos::DefaultHostExecutionSpace(), "N", b_transposed ? "T" : "N", alpha, a_all, b_all, beta,
                    c_here);
    Kokkos::DefaultHostExecutionSpace().fence();
    stats.gemm_seconds = MPI_Wtime() - t0;
    stats.flops = 2 * m * n * k;
  }
  stats.rounds = 1;
  stats.traffic = comm::traffic() - before;
  stats.seconds = MPI_Wtime() - start;
  return stats;
}

}  // namespace pebble
