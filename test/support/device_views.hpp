// Views in the build's default memory space for the run-side tests: CudaSpace on a CUDA build,
// HostSpace with Debian's Serial Kokkos. A test fills them from the host and reads them back, so
// the same test runs on device memory wherever the build has it.
//
// Compiled with PEBBLE_TEST_STAGE_HOST_MEMORY, a test also stages host views through the
// collectives' host buffers (pebble::comm::mpi_reads_directly<HostSpace> = false), which runs the
// staging path of a GPU build on a machine without one. Run with
// PEBBLE_NODE_IPC=1 in the environment, ranks on one node read each other's host views through
// cross-memory attach (pebble::comm::cma_ipc), which runs the node IPC path of a GPU build.
#pragma once

#include <Kokkos_Core.hpp>

#include <cstddef>
#include <string>
#include <type_traits>
#include <vector>

#ifdef PEBBLE_TEST_STAGE_HOST_MEMORY
#include <pebble/comm/staging.hpp>
template <>
inline constexpr bool pebble::comm::mpi_reads_directly<Kokkos::HostSpace> = false;
#endif

#include <pebble/comm/node_ipc.hpp>

namespace pebble_test {

using execution_space = Kokkos::DefaultExecutionSpace;
using memory_space = execution_space::memory_space;

/// Whether the ranks move data of memory_space among themselves through node IPC
/// (comm/node_ipc.hpp): it has a backend, PEBBLE_NODE_IPC allows it, and the ranks can read each
/// other's memory, which a probe of MPI_COMM_WORLD's ranks finds out once (a container may forbid
/// cross-memory attach). Collective over MPI_COMM_WORLD on the first call.
template <class Space = memory_space>  // a template: the branch without a backend is discarded
bool node_ipc_works() {
  using backend = pebble::comm::node_ipc_backend_t<Space>;
  if constexpr (std::is_void_v<backend>) {
    return false;
  } else {
    static const bool works = [] {
      const auto world = pebble::comm::communicator::world();
      if (!pebble::comm::node_ipc_enabled<Space>() || !pebble::comm::on_one_node(world)) return false;
      const Kokkos::View<int*, Space> probe("pebble_test node IPC probe", 4);
      pebble::comm::node_exposure<backend> exposure;
      return exposure.expose(world, probe.data(), probe.size() * sizeof(int));
    }();
    return works;
  }
}

template <class T>
using host_span = Kokkos::View<T*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

/// The memory of a contiguous view (any rank and memory space) as a 1-D unmanaged view.
template <class V>
auto flat(const V& v) {
  using T = typename V::value_type;
  return Kokkos::View<T*, typename V::memory_space, Kokkos::MemoryTraits<Kokkos::Unmanaged>>(v.data(), v.span());
}

/// Copies `values` into the memory of the contiguous view `v` (as many elements as it spans).
template <class V, class T>
void copy_from_host(const V& v, const std::vector<T>& values) {
  static_assert(std::is_same_v<typename V::value_type, T>, "the view and the values must hold the same type");
  if (v.span() == 0) return;
  Kokkos::deep_copy(flat(v), host_span<const T>(values.data(), v.span()));
}

/// A 1-D view in MemorySpace holding `values`.
template <class MemorySpace = memory_space, class T>
Kokkos::View<T*, MemorySpace> to_space(const std::vector<T>& values, const std::string& label = "test data") {
  Kokkos::View<T*, MemorySpace> v(label, values.size());
  copy_from_host(v, values);
  return v;
}

/// The memory of a contiguous view (any rank and memory space), element by element, on the host.
template <class V>
std::vector<std::remove_const_t<typename V::value_type>> to_host(const V& v) {
  using T = std::remove_const_t<typename V::value_type>;
  std::vector<T> out(v.span());
  if (!out.empty()) Kokkos::deep_copy(host_span<T>(out.data(), out.size()), flat(v));
  return out;
}

}  // namespace pebble_test
