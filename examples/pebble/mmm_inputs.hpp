// The matrices `pebble run mmm` multiplies and the memory it plans for, shared with the pdgemm
// benchmark (test/bench/bench_pdgemm.cpp) so that both multiply the same matrices with the same S.
#pragma once

#include <mpi.h>
#include <unistd.h>

#include <Kokkos_Core.hpp>

#include <algorithm>
#include <cstdint>
#include <type_traits>

#include <pebble/comm/communicator.hpp>

namespace pebble_tool {

/// Entry (r, c) of matrix `id` (1: A, 2: B, 3: C's initial value): a deterministic value in
/// [-1, 1) from a hash of (id, r, c), so every rank generates its own pieces and any rank can
/// recompute any entry.
inline double matrix_entry(std::uint64_t id, std::int64_t r, std::int64_t c) {
  std::uint64_t x = id * 0x9E3779B97F4A7C15ull ^ static_cast<std::uint64_t>(r) * 0xBF58476D1CE4E5B9ull ^
                    static_cast<std::uint64_t>(c) * 0x94D049BB133111EBull;
  x ^= x >> 31;
  x *= 0xD6E8FEB86659FD93ull;
  x ^= x >> 32;
  return static_cast<double>(x >> 11) * 0x1.0p-52 - 1.0;
}

/// Writes the entries of matrix `id` that `rank` holds in distribution `d` (pebble::block_cyclic,
/// pebble::mmm_distribution: for_each_local(rank, f(r, c, offset))) to data[offset], as T.
template <class T, class D>
void fill_local(const D& d, std::int64_t rank, std::uint64_t id, T* data) {
  d.for_each_local(rank, [&](std::int64_t r, std::int64_t c, std::int64_t at) {
    data[at] = static_cast<T>(matrix_entry(id, r, c));
  });
}

/// (A B)(r, c) of the generated A (id 1) and B (id 2) with entries rounded to T, summed in
/// double, and the sum of the products' magnitudes (the scale of any rounding error in C).
struct reference_entry {
  double sum = 0, magnitude = 0;
};
template <class T>
reference_entry reference_product(std::int64_t r, std::int64_t c, std::int64_t K) {
  reference_entry e;
  for (std::int64_t k = 0; k < K; ++k) {
    const double x = static_cast<double>(static_cast<T>(matrix_entry(1, r, k))) * static_cast<T>(matrix_entry(2, k, c));
    e.sum += x;
    e.magnitude += x < 0 ? -x : x;
  }
  return e;
}

/// The memory MemorySpace allocates from: the bytes free there, and which device holds it (-1 for
/// host memory). On a CUDA build, CudaSpace is this rank's GPU; every other space counts as the
/// host's memory.
struct free_memory {
  double bytes = 0;
  int device = -1;
};
template <class MemorySpace>
free_memory free_memory_of() {
#ifdef KOKKOS_ENABLE_CUDA
  if constexpr (std::is_same_v<MemorySpace, Kokkos::CudaSpace>) {
    std::size_t free = 0, total = 0;
    if (cudaMemGetInfo(&free, &total) == cudaSuccess) return {static_cast<double>(free), Kokkos::Cuda().cuda_device()};
  }
#endif
  return {static_cast<double>(sysconf(_SC_AVPHYS_PAGES)) * static_cast<double>(sysconf(_SC_PAGESIZE)), -1};
}

/// Words per rank for the schedule when --mem is not given: half of the memory free where the
/// pieces live (MemorySpace), shared by the ranks of the node that use the same memory (the host's,
/// or the same GPU), less this rank's share of A, B and C (M x K, K x N, M x N elements of `word`
/// bytes); the smallest over the ranks of `world` (collective).
template <class MemorySpace = Kokkos::HostSpace>
std::int64_t default_memory_words(const pebble::comm::communicator& world, std::int64_t M, std::int64_t N,
                                  std::int64_t K, std::int64_t word) {
  const free_memory memory = free_memory_of<MemorySpace>();
  MPI_Comm node = MPI_COMM_NULL, sharing = MPI_COMM_NULL;
  MPI_Comm_split_type(world.native(), MPI_COMM_TYPE_SHARED, world.rank(), MPI_INFO_NULL, &node);
  MPI_Comm_split(node, memory.device + 1, world.rank(), &sharing);
  int shared_by = 1;
  MPI_Comm_size(sharing, &shared_by);
  // SMPI simulates every rank in this one process: they all share this machine's memory
  if constexpr (pebble::comm::simulated_mpi) shared_by = world.size();
  MPI_Comm_free(&sharing);
  MPI_Comm_free(&node);
  const double m = static_cast<double>(M), n = static_cast<double>(N), k = static_cast<double>(K);
  const double data = (m * k + k * n + m * n) / world.size() * 1.1;
  double words = memory.bytes / 2 / shared_by / static_cast<double>(word) - data;
  words = std::max(words, 1.0);
  long long w = static_cast<long long>(std::min(words, 9.0e18));
  MPI_Allreduce(MPI_IN_PLACE, &w, 1, MPI_LONG_LONG, MPI_MIN, world.native());
  return w;
}

}  // namespace pebble_tool
