// Baseline for test/bench/factor_gpu.sh: one getrf (LU with partial pivoting) and one potrf
// (Cholesky, lower) of an N x N matrix in one process, on a matrix in the build's default memory
// space, through exec/device_lapack.hpp: cuSOLVER on a CUDA build, the host LAPACK (OpenBLAS, as
// many threads as OPENBLAS_NUM_THREADS allows) on a host build. getrf factors uniform entries in
// [-1, 1); potrf the same entries made symmetric with N + 1 on the diagonal (diagonally dominant,
// so positive definite). Prints, for the best of `repeat` runs,
//   getrf N seconds GFLOP/s info space
//   potrf N seconds GFLOP/s info space
// with 2N³/3 and N³/3 flops.
//
// usage: bench_getrf N [repeat=3]
#include <Kokkos_Core.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <random>
#include <vector>

#include <pebble/exec/device_lapack.hpp>

namespace {

using space = Kokkos::DefaultExecutionSpace;
using matrix = Kokkos::View<double**, Kokkos::LayoutLeft, space::memory_space>;

template <class Factor>
void time_best(const char* name, const matrix& original, int repeat, double flops, Factor&& factor) {
  const matrix work("pebble::bench work", original.extent(0), original.extent(1));
  double best = std::numeric_limits<double>::infinity();
  int info = 0;
  for (int r = 0; r < repeat; ++r) {
    Kokkos::deep_copy(work, original);
    Kokkos::fence();
    const auto t0 = std::chrono::steady_clock::now();
    info = factor(work);
    Kokkos::fence();
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (s < best) best = s;
  }
  std::printf("%s %lld %.6f %.3f %d %s\n", name, static_cast<long long>(original.extent(0)), best, flops / best / 1e9,
              info, space::memory_space::name());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: bench_getrf N [repeat=3]\n");
    return 2;
  }
  const long long n = std::atoll(argv[1]);
  const int repeat = argc > 2 ? std::atoi(argv[2]) : 3;
  if (n < 1 || n > 200'000 || repeat < 1) {
    std::fprintf(stderr, "bench_getrf: N must be 1 to 200000 and repeat >= 1\n");
    return 2;
  }
  Kokkos::initialize(argc, argv);
  {
    const std::size_t N = static_cast<std::size_t>(n);
    std::vector<double> host(N * N);
    std::mt19937_64 rng(1);
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    for (double& x : host) x = u(rng);
    const Kokkos::View<double**, Kokkos::LayoutLeft, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>> h(
        host.data(), N, N);
    const matrix a("pebble::bench A", N, N);
    Kokkos::deep_copy(a, h);
    std::vector<int> ipiv;
    const double nn = static_cast<double>(n);
    time_best("getrf", a, repeat, 2 * nn * nn * nn / 3,
              [&](const matrix& w) { return pebble::lapack::getrf(space(), w, ipiv); });
    for (std::size_t j = 0; j < N; ++j)  // symmetric, diagonally dominant: positive definite
      for (std::size_t i = 0; i < N; ++i) host[i + j * N] = i == j ? nn + 1 : host[std::min(i, j) + std::max(i, j) * N];
    Kokkos::deep_copy(a, h);
    time_best("potrf", a, repeat, nn * nn * nn / 3,
              [&](const matrix& w) { return pebble::lapack::potrf_lower(space(), w); });
  }
  Kokkos::finalize();
  return 0;
}
