// Baseline for test/bench/mmm.sh and test/bench/mmm_gpu.sh: one KokkosBlas::gemm of
// C (M x N) = A (M x K) B (K x N) in one process, on matrices in the build's default memory space:
// OpenBLAS through Kokkos Kernels' TPL on a host build (as many BLAS threads as
// OPENBLAS_NUM_THREADS allows), cuBLAS on a CUDA build. Prints
// "dgemm M N K seconds GFLOP/s space" for the best of `repeat` runs.
//
// usage: bench_dgemm M N K [repeat=3] [transposed-B=0]
//   transposed-B=1 multiplies by B stored transposed (gemm "N","T"), as pebble's local multiply does.
#include <KokkosBlas3_gemm.hpp>
#include <Kokkos_Core.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <limits>

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: bench_dgemm M N K [repeat=3] [transposed-B=0]\n");
    return 2;
  }
  const long M = std::atol(argv[1]), N = std::atol(argv[2]), K = std::atol(argv[3]);
  const int repeat = argc > 4 ? std::atoi(argv[4]) : 3;
  const bool transposed = argc > 5 && std::atoi(argv[5]) != 0;
  if (M < 1 || N < 1 || K < 1 || repeat < 1) {
    std::fprintf(stderr, "bench_dgemm: sizes and repeat must be >= 1\n");
    return 2;
  }
  Kokkos::initialize(argc, argv);
  double best = std::numeric_limits<double>::infinity();
  const char* space = Kokkos::DefaultExecutionSpace::memory_space::name();
  {
    using matrix = Kokkos::View<double**, Kokkos::LayoutLeft, Kokkos::DefaultExecutionSpace::memory_space>;
    matrix a("A", M, K), b("B", transposed ? N : K, transposed ? K : N), c("C", M, N);
    Kokkos::deep_copy(a, 0.5);
    Kokkos::deep_copy(b, 0.25);
    for (int r = 0; r < repeat; ++r) {
      const auto t0 = std::chrono::steady_clock::now();
      KokkosBlas::gemm("N", transposed ? "T" : "N", 1.0, a, b, 0.0, c);
      Kokkos::fence();
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      if (s < best) best = s;
    }
  }
  Kokkos::finalize();
  std::printf("dgemm %ld %ld %ld %.6f %.3f %s\n", M, N, K, best, 2.0 * M * N * K / best / 1e9, space);
  return 0;
}
