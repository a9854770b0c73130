// MPI + Kokkos + Kokkos Kernels smoke test (ctest mpi.smoke_gemm): every rank computes
// C = alpha*A*B + beta*C for rank-dependent matrices with KokkosBlas::gemm and checks it against a
// naive triple loop; the ranks agree on the verdict with MPI_Allreduce, and one more MPI_Allreduce
// works in place on a Kokkos view's data. Exits non-zero on any failure.
#include <mpi.h>

#include <KokkosBlas3_gemm.hpp>
#include <Kokkos_Core.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdio>

namespace {

using matrix = Kokkos::View<double**, Kokkos::LayoutLeft>;

// Fills the device view `m` through a host mirror with f(i, j).
template <class F>
void fill(const matrix& m, F f) {
  auto host = Kokkos::create_mirror_view(m);
  for (std::size_t j = 0; j < m.extent(1); ++j)
    for (std::size_t i = 0; i < m.extent(0); ++i) host(i, j) = f(static_cast<double>(i), static_cast<double>(j));
  Kokkos::deep_copy(m, host);
}

// Multiplies rank-dependent matrices with KokkosBlas::gemm; returns the largest error relative to
// the magnitude |alpha|*sum|A||B| + |beta||C| of each entry of the naive reference.
double gemm_relative_error(int rank) {
  const int m = 37, k = 23, n = 19;
  const double alpha = 1.5, beta = -0.5, r = rank;
  matrix a("A", m, k), b("B", k, n), c("C", m, n);
  fill(a, [r](double i, double p) { return 1.0 + r + 0.5 * i - 0.25 * p; });
  fill(b, [r](double p, double j) { return (r + 1.0) * 0.1 * (p + 1.0) - 0.03 * j; });
  fill(c, [r](double i, double j) { return r - 0.01 * (i + j); });
  auto a_host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), a);
  auto b_host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), b);
  // create_mirror (not _view) always allocates: gemm overwrites C, which a host view aliases.
  auto c0_host = Kokkos::create_mirror(Kokkos::HostSpace(), c);
  Kokkos::deep_copy(c0_host, c);

  KokkosBlas::gemm("N", "N", alpha, a, b, beta, c);
  auto c_host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), c);

  double worst = 0.0;
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      double sum = 0.0, magnitude = 0.0;
      for (int p = 0; p < k; ++p) {
        sum += a_host(i, p) * b_host(p, j);
        magnitude += std::abs(a_host(i, p) * b_host(p, j));
      }
      const double expected = alpha * sum + beta * c0_host(i, j);
      const double scale = std::abs(alpha) * magnitude + std::abs(beta * c0_host(i, j));
      worst = std::max(worst, std::abs(c_host(i, j) - expected) / std::max(scale, 1e-300));
    }
  }
  return worst;
}

// Sums v(i) = rank + i over all ranks in place on a host view's data; true when every entry
// equals size*i + size*(size-1)/2.
bool allreduce_view(int rank, int size, MPI_Comm comm) {
  Kokkos::View<double*, Kokkos::HostSpace> v("allreduce", 16);
  for (std::size_t i = 0; i < v.extent(0); ++i) v(i) = rank + static_cast<double>(i);
  MPI_Allreduce(MPI_IN_PLACE, v.data(), static_cast<int>(v.extent(0)), MPI_DOUBLE, MPI_SUM, comm);
  bool ok = true;
  for (std::size_t i = 0; i < v.extent(0); ++i)
    ok = ok && v(i) == size * static_cast<double>(i) + size * (size - 1) / 2.0;
  return ok;
}

}  // namespace

int main(int argc, char* argv[]) {
  MPI_Init(&argc, &argv);
  Kokkos::initialize(argc, argv);
  int all_ok = 0;
  {
    int rank = 0, size = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    const double error = gemm_relative_error(rank);
    const bool gemm_ok = error <= 1e-12;
    const bool reduce_ok = allreduce_view(rank, size, MPI_COMM_WORLD);
    int ok = gemm_ok && reduce_ok ? 1 : 0;
    MPI_Allreduce(&ok, &all_ok, 1, MPI_INT, MPI_LAND, MPI_COMM_WORLD);

    std::printf("rank %d/%d (%s): gemm relative error %.2e %s, allreduce of a Kokkos view %s\n", rank, size,
                Kokkos::DefaultExecutionSpace::name(), error, gemm_ok ? "ok" : "FAILED", reduce_ok ? "ok" : "FAILED");
    std::fflush(stdout);
  }
  Kokkos::finalize();
  MPI_Finalize();
  return all_ok ? 0 : 1;
}
