// getrf and potrf (lower) on a Kokkos view where it lives, for the panel factorizations of
// distributed_lu and distributed_cholesky (thesis §4.7.3-§4.7.5):
//  - memory the host can read (HostSpace, CUDA's UVM and pinned spaces): the host LAPACK of
//    exec/lapack.hpp, on the view itself;
//  - CUDA device memory, where Kokkos Kernels was built with cuSOLVER (KOKKOSKERNELS_ENABLE_TPL_CUSOLVER):
//    cuSOLVER's dense getrf/potrf on the execution space's stream. Kokkos Kernels has no general
//    getrf/potrf of its own (KokkosLapack holds gesv, trtri, svd; KokkosBatched's getrf is a
//    per-thread kernel for small matrices), so pebble calls cuSOLVER directly;
//  - any other device: a copy to the host, the host LAPACK, a copy back.
// Both complete before returning and give LAPACK's info (and getrf its 1-based interchanges in a
// host vector), so the callers are the same for every space.
#pragma once

#include <Kokkos_Core.hpp>
#include <KokkosKernels_config.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/exec/lapack.hpp>

#if defined(KOKKOS_ENABLE_CUDA) && defined(KOKKOSKERNELS_ENABLE_TPL_CUSOLVER)
#include <cuda_runtime_api.h>
#include <cusolverDn.h>
#define PEBBLE_DEVICE_LAPACK_CUSOLVER 1
#endif

namespace pebble::lapack {

namespace detail {

// A LayoutLeft rank-2 view of float or double whose columns are contiguous (stride 1 down a
// column, any leading dimension): what LAPACK and cuSOLVER take.
template <class View>
void check_lapack_view(const View& a, const char* who) {
  static_assert(Kokkos::is_view<View>::value && View::rank == 2, "pebble::lapack: a rank-2 Kokkos view");
  static_assert(std::is_same_v<typename View::array_layout, Kokkos::LayoutLeft> ||
                    std::is_same_v<typename View::array_layout, Kokkos::LayoutStride>,
                "pebble::lapack: a column-major (LayoutLeft or LayoutStride) view");
  using T = typename View::non_const_value_type;
  static_assert(std::is_same_v<T, double> || std::is_same_v<T, float>, "pebble::lapack: float or double");
  check(a.extent(0) <= 1 || a.stride(0) == 1, who, ": the columns of the view must be contiguous");
}

template <class View>
std::int64_t leading_dimension(const View& a) {
  const std::int64_t rows = static_cast<std::int64_t>(a.extent(0));
  const std::int64_t ld = a.extent(1) > 1 ? static_cast<std::int64_t>(a.stride(1)) : rows;
  return ld < 1 ? 1 : ld;
}

template <class MemorySpace>
inline constexpr bool host_reachable = Kokkos::SpaceAccessibility<Kokkos::HostSpace, MemorySpace>::accessible;

#ifdef PEBBLE_DEVICE_LAPACK_CUSOLVER
inline void cuda_check(cudaError_t status, const char* call) {
  if (status != cudaSuccess)
    throw pebble::error(format_message("pebble::lapack: ", call, " failed: ", cudaGetErrorString(status)));
}
inline void cusolver_check(cusolverStatus_t status, const char* call) {
  if (status != CUSOLVER_STATUS_SUCCESS)
    throw pebble::error(
        format_message("pebble::lapack: ", call, " failed with cuSOLVER status ", static_cast<int>(status)));
}

// The process's cuSOLVER handle and device scratch (workspace, pivots, info), made on first use
// and grown as needed; released by a Kokkos finalize hook, before the CUDA context goes.
class cusolver_state {
 public:
  static cusolver_state& get() {
    cusolver_state& state = instance();
    if (state.handle_ == nullptr) {
      cusolver_check(cusolverDnCreate(&state.handle_), "cusolverDnCreate");
      Kokkos::push_finalize_hook([] { instance().release(); });
    }
    return state;
  }
  cusolverDnHandle_t on(cudaStream_t stream) {
    cusolver_check(cusolverDnSetStream(handle_, stream), "cusolverDnSetStream");
    return handle_;
  }
  void* workspace(std::size_t bytes) { return grow(work_, work_bytes_, bytes); }
  int* pivots(std::size_t count) { return static_cast<int*>(grow(pivots_, pivot_bytes_, (count + 1) * sizeof(int))); }
  int* info() { return static_cast<int*>(grow(info_, info_bytes_, sizeof(int))); }

 private:
  static cusolver_state& instance() {
    static cusolver_state state;
    return state;
  }
  static void* grow(void*& p, std::size_t& have, std::size_t need) {
    if (need > have) {
      if (p != nullptr) cuda_check(cudaFree(p), "cudaFree");
      p = nullptr;
      have = 0;
      cuda_check(cudaMalloc(&p, need), "cudaMalloc");
      have = need;
    }
    return p;
  }
  void release() {
    for (void** p : {&work_, &pivots_, &info_})
      if (*p != nullptr) cudaFree(*p), *p = nullptr;
    work_bytes_ = pivot_bytes_ = info_bytes_ = 0;
    if (handle_ != nullptr) cusolverDnDestroy(handle_);
    handle_ = nullptr;
  }
  cusolverDnHandle_t handle_ = nullptr;
  void *work_ = nullptr, *pivots_ = nullptr, *info_ = nullptr;
  std::size_t work_bytes_ = 0, pivot_bytes_ = 0, info_bytes_ = 0;
};

template <class T>
int cusolver_getrf(cudaStream_t stream, int m, int n, T* a, int lda, std::vector<int>& ipiv) {
  cusolver_state& s = cusolver_state::get();
  const cusolverDnHandle_t h = s.on(stream);
  int lwork = 0;
  if constexpr (std::is_same_v<T, double>)
    cusolver_check(cusolverDnDgetrf_bufferSize(h, m, n, a, lda, &lwork), "cusolverDnDgetrf_bufferSize");
  else cusolver_check(cusolverDnSgetrf_bufferSize(h, m, n, a, lda, &lwork), "cusolverDnSgetrf_bufferSize");
  T* const work = static_cast<T*>(s.workspace(static_cast<std::size_t>(lwork < 1 ? 1 : lwork) * sizeof(T)));
  int* const pivots = s.pivots(ipiv.size());
  int* const info = s.info();
  if constexpr (std::is_same_v<T, double>)
    cusolver_check(cusolverDnDgetrf(h, m, n, a, lda, work, pivots, info), "cusolverDnDgetrf");
  else cusolver_check(cusolverDnSgetrf(h, m, n, a, lda, work, pivots, info), "cusolverDnSgetrf");
  int result = 0;
  if (!ipiv.empty())
    cuda_check(cudaMemcpyAsync(ipiv.data(), pivots, ipiv.size() * sizeof(int), cudaMemcpyDeviceToHost, stream),
               "cudaMemcpyAsync");
  cuda_check(cudaMemcpyAsync(&result, info, sizeof(int), cudaMemcpyDeviceToHost, stream), "cudaMemcpyAsync");
  cuda_check(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
  return result;
}

template <class T>
int cusolver_potrf_lower(cudaStream_t stream, int n, T* a, int lda) {
  cusolver_state& s = cusolver_state::get();
  const cusolverDnHandle_t h = s.on(stream);
  int lwork = 0;
  if constexpr (std::is_same_v<T, double>)
    cusolver_check(cusolverDnDpotrf_bufferSize(h, CUBLAS_FILL_MODE_LOWER, n, a, lda, &lwork),
                   "cusolverDnDpotrf_bufferSize");
  else
    cusolver_check(cusolverDnSpotrf_bufferSize(h, CUBLAS_FILL_MODE_LOWER, n, a, lda, &lwork),
                   "cusolverDnSpotrf_bufferSize");
  T* const work = static_cast<T*>(s.workspace(static_cast<std::size_t>(lwork < 1 ? 1 : lwork) * sizeof(T)));
  int* const info = s.info();
  if constexpr (std::is_same_v<T, double>)
    cusolver_check(cusolverDnDpotrf(h, CUBLAS_FILL_MODE_LOWER, n, a, lda, work, lwork, info), "cusolverDnDpotrf");
  else cusolver_check(cusolverDnSpotrf(h, CUBLAS_FILL_MODE_LOWER, n, a, lda, work, lwork, info), "cusolverDnSpotrf");
  int result = 0;
  cuda_check(cudaMemcpyAsync(&result, info, sizeof(int), cudaMemcpyDeviceToHost, stream), "cudaMemcpyAsync");
  cuda_check(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
  return result;
}
#endif

// Whether cuSOLVER factors views of this execution space in place.
template <class Exec, class MemorySpace>
constexpr bool on_cusolver() {
#ifdef PEBBLE_DEVICE_LAPACK_CUSOLVER
  return std::is_same_v<Exec, Kokkos::Cuda> && !host_reachable<MemorySpace>;
#else
  return false;
#endif
}

// Any other device: `factor(data, lda)` on a contiguous host copy of `a`, then the result back.
template <class Exec, class View, class Factor>
int through_host(const Exec& exec, const View& a, Factor&& factor) {
  using T = typename View::non_const_value_type;
  const Kokkos::View<T**, Kokkos::LayoutLeft, Kokkos::HostSpace> host("pebble::lapack host copy", a.extent(0),
                                                                      a.extent(1));
  Kokkos::deep_copy(exec, host, a);
  exec.fence();
  const int info = factor(host.data(), static_cast<std::int64_t>(a.extent(0)));
  Kokkos::deep_copy(exec, a, host);
  exec.fence();
  return info;
}

}  // namespace detail

/// LU with partial pivoting of the m x n matrix `a` in place (see the header for where it runs);
/// `ipiv` is resized to min(m, n) and receives the 1-based row interchanges. Returns LAPACK's
/// info: 0, or k > 0 when U(k, k) is exactly zero. Completes (fences `exec`) before returning.
template <class Exec, class View>
int getrf(const Exec& exec, const View& a, std::vector<int>& ipiv) {
  detail::check_lapack_view(a, "pebble::lapack::getrf");
  using T = typename View::non_const_value_type;
  using memory_space = typename View::memory_space;
  const std::int64_t m = static_cast<std::int64_t>(a.extent(0)), n = static_cast<std::int64_t>(a.extent(1));
  ipiv.assign(static_cast<std::size_t>(m < n ? m : n), 0);
  if (m == 0 || n == 0) return 0;
  if constexpr (detail::host_reachable<memory_space>) {
    exec.fence();
    return getrf(m, n, a.data(), detail::leading_dimension(a), ipiv.data());
  } else if constexpr (detail::on_cusolver<Exec, memory_space>()) {
#ifdef PEBBLE_DEVICE_LAPACK_CUSOLVER
    const int info =
        detail::cusolver_getrf(exec.cuda_stream(), lapack::detail::to_int(m, "m"), lapack::detail::to_int(n, "n"),
                               a.data(), lapack::detail::to_int(detail::leading_dimension(a), "lda"), ipiv);
    check(info >= 0, "pebble::lapack::getrf: cuSOLVER rejected argument ", -info);
    return info;
#endif
  } else {
    return detail::through_host(exec, a, [&](T* data, std::int64_t ld) { return getrf(m, n, data, ld, ipiv.data()); });
  }
}

/// Cholesky factorization A = L Lᵀ of the n x n matrix `a` in place (lower triangle read and
/// overwritten, the strictly upper one not referenced; see the header for where it runs).
/// Returns LAPACK's info: 0, or k > 0 when the leading minor of order k is not positive
/// definite. Completes (fences `exec`) before returning.
template <class Exec, class View>
int potrf_lower(const Exec& exec, const View& a) {
  detail::check_lapack_view(a, "pebble::lapack::potrf_lower");
  using T = typename View::non_const_value_type;
  using memory_space = typename View::memory_space;
  const std::int64_t n = static_cast<std::int64_t>(a.extent(0));
  check(a.extent(1) == a.extent(0), "pebble::lapack::potrf_lower: the matrix must be square; it is ", a.extent(0),
        " x ", a.extent(1));
  if (n == 0) return 0;
  if constexpr (detail::host_reachable<memory_space>) {
    exec.fence();
    return potrf_lower(n, a.data(), detail::leading_dimension(a));
  } else if constexpr (detail::on_cusolver<Exec, memory_space>()) {
#ifdef PEBBLE_DEVICE_LAPACK_CUSOLVER
    const int info = detail::cusolver_potrf_lower(exec.cuda_stream(), lapack::detail::to_int(n, "n"), a.data(),
                                                  lapack::detail::to_int(detail::leading_dimension(a), "lda"));
    check(info >= 0, "pebble::lapack::potrf_lower: cuSOLVER rejected argument ", -info);
    return info;
#endif
  } else {
    return detail::through_host(exec, a, [&](T* data, std::int64_t ld) { return potrf_lower(n, data, ld); });
  }
}

}  // namespace pebble::lapack
