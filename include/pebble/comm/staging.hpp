// Host staging of device memory for MPI: which memory spaces MPI is handed directly, and a cache
// of host buffers (page-locked where the Kokkos build has such a space) through which the
// collectives (comm/collectives.hpp) move the data of the others, so that a schedule calling a
// collective many times, such as distributed_mmm's rounds, allocates its staging memory once.
#pragma once

#include <mpi.h>
#if __has_include(<mpi-ext.h>)
#include <mpi-ext.h>  // Open MPI's MPIX_Query_cuda_support
#endif

#include <Kokkos_Core.hpp>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <pebble/comm/traffic.hpp>
#include <pebble/core/error.hpp>

namespace pebble::comm {

/// Whether pebble's collectives always hand MPI pointers into MemorySpace directly: memory the host
/// can access, and any memory when the macro PEBBLE_MPI_DEVICE_AWARE is defined at compile time
/// (an MPI that reads device memory, e.g. a CUDA-aware Open MPI or MPICH). Device memory otherwise
/// goes through host buffers unless mpi_device_aware() says at run time that MPI reads it.
/// A program may specialize it (before its first collective on that space) for a space its MPI
/// reads; pebble's tests set it to false for HostSpace to run the staging path without a GPU.
template <class MemorySpace>
inline constexpr bool mpi_reads_directly =
#ifdef PEBBLE_MPI_DEVICE_AWARE
    true;
#else
    Kokkos::SpaceAccessibility<Kokkos::DefaultHostExecutionSpace, MemorySpace>::accessible;
#endif

namespace detail {

/// The value of an on/off environment variable `name`: "1" (on), "0" (off), unset or empty
/// (nullopt: the default); anything else is an error naming the variable.
inline std::optional<bool> switch_setting(const char* name, const char* value) {
  if (value == nullptr || *value == '\0') return std::nullopt;
  const std::string_view v(value);
  check(v == "0" || v == "1", "the environment variable ", name, " must be 0 or 1; got '", v, "'");
  return v == "1";
}

/// The value of PEBBLE_MPI_DEVICE_AWARE: "1" (MPI reads device memory), "0" (it does not), unset
/// or empty (ask the MPI library); anything else is an error.
inline std::optional<bool> device_aware_setting(const char* value) {
  return switch_setting("PEBBLE_MPI_DEVICE_AWARE", value);
}

/// The MPI library's own answer on a CUDA build: MPIX_Query_cuda_support(), which MPICH (4.0 and
/// later) and Open MPI (built with CUDA, mpi-ext.h) provide; false where it has none.
inline bool mpi_library_reads_cuda() {
#if defined(KOKKOS_ENABLE_CUDA) && \
    (defined(MPIX_GPU_SUPPORT_CUDA) || (defined(MPIX_CUDA_AWARE_SUPPORT) && MPIX_CUDA_AWARE_SUPPORT))
  return MPIX_Query_cuda_support() == 1;
#else
  return false;
#endif
}

}  // namespace detail

/// Whether this process's MPI reads and writes device memory itself (GPU-aware MPI), decided once:
/// PEBBLE_MPI_DEVICE_AWARE=1 or 0 in the environment when set, otherwise what the MPI library says
/// of itself (detail::mpi_library_reads_cuda), otherwise no. Where it is true, pebble's collectives
/// hand MPI pointers into device memory and stage nothing. comm::environment asks it at start-up,
/// after MPI_Init, so that a bad value is an error every rank agrees on.
inline bool mpi_device_aware() {
  static const bool aware =
      detail::device_aware_setting(std::getenv("PEBBLE_MPI_DEVICE_AWARE")).value_or(detail::mpi_library_reads_cuda());
  return aware;
}

/// Whether pebble's collectives move a view of MemorySpace through host staging buffers in this
/// process: never when mpi_reads_directly holds; for device memory, unless mpi_device_aware().
template <class MemorySpace>
bool mpi_stages() {
  if constexpr (mpi_reads_directly<MemorySpace>) return false;
  else if constexpr (Kokkos::SpaceAccessibility<Kokkos::DefaultHostExecutionSpace, MemorySpace>::accessible)
    return true;  // host memory a program asked to stage (a specialization of mpi_reads_directly)
  else return !mpi_device_aware();
}

/// The memory staging buffers are allocated in: page-locked host memory where Kokkos has it
/// (CUDA, HIP, SYCL builds; copies to and from the device then run at full bandwidth), otherwise
/// HostSpace.
#ifdef KOKKOS_HAS_SHARED_HOST_PINNED_SPACE
using staging_space = Kokkos::SharedHostPinnedSpace;
#else
using staging_space = Kokkos::HostSpace;
#endif

namespace detail {

/// A process-wide cache of staging buffers. acquire() hands out the smallest free buffer that is
/// large enough, or allocates one (sizes rounded up to 64 KiB) and frees the free buffers that were
/// too small for it, so the cache holds at most what was in use at once. The buffers are freed by
/// release_staging_buffers() and, at the latest, by Kokkos::finalize.
class staging_cache {
 public:
  struct block {
    void* data = nullptr;
    std::size_t bytes = 0;
  };

  static staging_cache& instance() {
    static staging_cache cache;
    return cache;
  }

  block acquire(std::size_t bytes) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!hooked_) {  // allocations must be gone before Kokkos::finalize (and Kokkos may start again)
      Kokkos::push_finalize_hook([] {
        staging_cache& cache = staging_cache::instance();
        cache.release_free();
        std::lock_guard<std::mutex> again(cache.mutex_);
        cache.hooked_ = false;
      });
      hooked_ = true;
    }
    auto best = free_.end();
    for (auto it = free_.begin(); it != free_.end(); ++it)
      if (it->bytes >= bytes && (best == free_.end() || it->bytes < best->bytes)) best = it;
    if (best != free_.end()) {
      const block b = *best;
      free_.erase(best);
      return b;
    }
    const std::size_t rounded = (std::max<std::size_t>(bytes, 1) + granule - 1) / granule * granule;
    // the free buffers are all too small for what is asked now: give them back before allocating
    deallocate_free();
    ++allocations_;
    return {staging_space().allocate(label, rounded), rounded};
  }

  void release(const block& b) {
    std::lock_guard<std::mutex> lock(mutex_);
    free_.push_back(b);
  }

  /// Frees every buffer not in use; returns the bytes freed.
  std::size_t release_free() {
    std::lock_guard<std::mutex> lock(mutex_);
    return deallocate_free();
  }

  /// Allocations made so far (a schedule that reuses its buffers stops adding to it).
  std::int64_t allocations() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return allocations_;
  }

 private:
  // Frees the buffers in free_ (the caller holds the lock); returns their bytes.
  std::size_t deallocate_free() {
    std::size_t bytes = 0;
    for (const block& b : free_) {
      staging_space().deallocate(label, b.data, b.bytes);
      bytes += b.bytes;
    }
    free_.clear();
    return bytes;
  }

  static constexpr std::size_t granule = std::size_t{1} << 16;
  static constexpr const char* label = "pebble::comm staging";

  mutable std::mutex mutex_;
  std::vector<block> free_;
  std::int64_t allocations_ = 0;
  bool hooked_ = false;
};

/// Adds one staging copy (host <-> device) to this rank's counters.
inline void count_staging(std::int64_t bytes, double seconds) {
  traffic_counters& t = traffic_storage();
  t.bytes_staged += bytes;
  t.staging_seconds += seconds;
}

/// Where a staging copy runs: global_staging (the collectives called without an instance) copies
/// with Kokkos::deep_copy(dst, src), which fences every instance; an execution-space instance
/// copies on that instance and fences it.
struct global_staging {};
template <class Exec>
concept staging_instance = std::is_same_v<Exec, global_staging> || Kokkos::is_execution_space<Exec>::value;

/// deep_copy(dst, src) on `exec` (see staging_instance); the copy is complete when it returns.
template <class Exec, class D, class S>
void copy_on(const Exec& exec, const D& dst, const S& src) {
  if constexpr (std::is_same_v<Exec, global_staging>) {
    (void)exec;
    Kokkos::deep_copy(dst, src);
  } else {
    Kokkos::deep_copy(exec, dst, src);
    exec.fence();
  }
}

/// The memory MPI reads or writes for a contiguous view: the view's own data unless
/// mpi_stages() holds for its space, else a staging buffer from the cache (filled from the
/// view on construction when `read`; copied back into the view by finish() when `write`), the
/// copies on `Exec` (see staging_instance).
template <class V, class Exec = global_staging>
class mpi_buffer {
 public:
  using value_type = std::remove_const_t<typename V::value_type>;
  using memory_space = typename V::memory_space;
  static constexpr bool may_stage = !mpi_reads_directly<memory_space>;

  mpi_buffer(const V& view, bool read, bool write, const char* what)
    requires std::is_same_v<Exec, global_staging>
      : mpi_buffer(Exec{}, view, read, write, what) {}
  mpi_buffer(const Exec& exec, const V& view, bool read, bool write, const char* what)
      : view_(view), write_(write), exec_(exec) {
    check(view.span_is_contiguous(), "pebble::comm::", what,
          ": the view must be contiguous (a subview with strides cannot be sent); copy it first");
    size_ = static_cast<std::int64_t>(view.size());
    if constexpr (may_stage) staged_ = mpi_stages<memory_space>();
    if (staged_) {
      block_ = staging_cache::instance().acquire(static_cast<std::size_t>(size_) * sizeof(value_type));
      data_ = static_cast<value_type*>(block_.data);
      if (read) copy(host(), flat());
    } else {
      data_ = const_cast<value_type*>(view.data());
    }
  }
  mpi_buffer(const mpi_buffer&) = delete;
  mpi_buffer& operator=(const mpi_buffer&) = delete;
  ~mpi_buffer() {
    if (staged_) staging_cache::instance().release(block_);
  }

  value_type* data() const { return data_; }
  std::int64_t size() const { return size_; }

  /// Copies a staged buffer back into the view (nothing to do otherwise).
  void finish() const {
    if (staged_ && write_) copy(flat(), host());
  }

 private:
  using host_view = Kokkos::View<value_type*, staging_space, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
  using flat_view = Kokkos::View<value_type*, memory_space, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

  host_view host() const { return host_view(data_, static_cast<std::size_t>(size_)); }
  flat_view flat() const { return flat_view(const_cast<value_type*>(view_.data()), static_cast<std::size_t>(size_)); }

  template <class D, class S>
  void copy(const D& dst, const S& src) const {
    if (size_ == 0) return;
    const auto start = std::chrono::steady_clock::now();
    copy_on(exec_, dst, src);  // the data is in place when it returns
    count_staging(size_ * static_cast<std::int64_t>(sizeof(value_type)),
                  std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }

  V view_;
  bool write_;
  bool staged_ = false;
  Exec exec_;
  std::int64_t size_ = 0;
  value_type* data_ = nullptr;
  staging_cache::block block_;
};

}  // namespace detail

/// Frees the staging buffers the collectives keep for reuse (none is in use between operations);
/// returns the bytes freed. Kokkos::finalize frees them as well.
inline std::size_t release_staging_buffers() { return detail::staging_cache::instance().release_free(); }

}  // namespace pebble::comm
