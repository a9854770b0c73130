// C = alpha A B + beta C on matrices a program already holds in ScaLAPACK's 2D block-cyclic layout
// (docs/guides.md, "Multiply matrices held in ScaLAPACK layout"): the ScaLAPACK descriptors go to
// pebble::gemm as they would to pdgemm; pebble multiplies in place on C's layout where that moves
// fewer words, else plans with COSMA, moves the data into its layout and back, and keeps the plan
// for the next call of the same shape. Each rank generates its own
// block-cyclic parts; a few entries of C are checked against sums recomputed from the generator.
// Run: `mpiexec.mpich -n 4 example_scalapack_gemm [M N K] [nb]`.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include <pebble/pebble.hpp>

namespace {

// entry (r, c) of matrix `id`: a deterministic value in [-1, 1]
double entry(int id, std::int64_t r, std::int64_t c) {
  return std::sin(static_cast<double>(id * 1009 + r * 31 + c * 7));
}

// this rank's block-cyclic part of matrix `id`, in the build's default memory space
template <class V>
V generate(const pebble::block_cyclic& d, int rank, int id) {
  V part("block-cyclic part", static_cast<std::size_t>(d.local_size(rank)));
  auto host = Kokkos::create_mirror_view(part);
  d.for_each_local(rank, [&](std::int64_t r, std::int64_t c, std::int64_t at) { host(at) = entry(id, r, c); });
  Kokkos::deep_copy(part, host);
  return part;
}

}  // namespace

int main(int argc, char** argv) {
  return pebble::comm::run(argc, argv, [&](const pebble::comm::communicator& world) {
    const std::int64_t M = argc > 3 ? std::atoll(argv[1]) : 300, N = argc > 3 ? std::atoll(argv[2]) : 200,
                       K = argc > 3 ? std::atoll(argv[3]) : 400, nb = argc > 4 ? std::atoll(argv[4]) : 32;
    const int me = world.rank(), p = world.size();
    const double alpha = 1.5, beta = -0.5;
    using space = Kokkos::DefaultExecutionSpace::memory_space;
    using part = Kokkos::View<double*, space>;

    // the program's data: an nprow x npcol BLACS-style grid (row-major ranks), nb x nb blocks, and
    // the descriptors DESCINIT would make (LLD_ = this process's local rows)
    std::int64_t nprow = 1;
    while ((nprow + 1) * (nprow + 1) <= p) ++nprow;
    while (p % nprow != 0) --nprow;
    const pebble::process_grid grid{.nprow = nprow, .npcol = p / nprow};
    auto descriptor = [&](std::int64_t rows, std::int64_t cols, int(&desc)[9]) {
      const std::int64_t lld = pebble::numroc(rows, nb, me / grid.npcol, 0, nprow);
      const std::int64_t values[9] = {1, 0, rows, cols, nb, nb, 0, 0, lld > 1 ? lld : 1};
      for (int i = 0; i < 9; ++i) desc[i] = static_cast<int>(values[i]);
    };
    int desc_a[9], desc_b[9], desc_c[9];
    descriptor(M, K, desc_a);
    descriptor(K, N, desc_b);
    descriptor(M, N, desc_c);
    const pebble::block_cyclic dc = pebble::from_descriptor(desc_c, grid);
    const part a = generate<part>(pebble::from_descriptor(desc_a, grid), me, 1),
               b = generate<part>(pebble::from_descriptor(desc_b, grid), me, 2), c = generate<part>(dc, me, 3);

    // pdgemm("N", "N", M, N, K, alpha, a, 1, 1, desc_a, b, 1, 1, desc_b, beta, c, 1, 1, desc_c) becomes:
    pebble::gemm_context<double, space> context(world, grid);  // once; keeps plans per shape
    const pebble::mmm_stats stats = pebble::gemm(context, alpha, a, desc_a, b, desc_b, beta, c, desc_c);

    // check up to 50 of this rank's entries of C
    const auto result = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), c);
    double worst = 0;
    std::int64_t seen = 0;
    dc.for_each_local(me, [&](std::int64_t r, std::int64_t col, std::int64_t at) {
      if (seen++ % 97 != 0 || seen > 50 * 97) return;
      double sum = 0;
      for (std::int64_t k = 0; k < K; ++k) sum += entry(1, r, k) * entry(2, k, col);
      const double error = std::abs(result(at) - (alpha * sum + beta * entry(3, r, col)));
      if (!(error <= worst)) worst = std::isfinite(error) ? error : HUGE_VAL;  // a NaN counts as the worst
    });
    MPI_Allreduce(MPI_IN_PLACE, &worst, 1, MPI_DOUBLE, MPI_MAX, world.native());
    // how it ran: in place on C's layout, or on COSMA's grid [pm, pn, pk] (algorithms/scalapack_gemm.hpp)
    char how[64];
    if (context.last_in_place()) {
      std::snprintf(how, sizeof how, "in place");
    } else {
      const auto& g = context.last_plan().grid;
      std::snprintf(how, sizeof how, "on COSMA's grid [%lld, %lld, %lld]", static_cast<long long>(g.m),
                    static_cast<long long>(g.n), static_cast<long long>(g.k));
    }
    if (me == 0)
      std::printf(
          "C = %g A B + %g C, %lld x %lld x %lld, from a %lld x %lld block-cyclic grid (nb %lld) %s: %lld words "
          "received by rank 0, largest error %.1e %s\n",
          alpha, beta, static_cast<long long>(M), static_cast<long long>(N), static_cast<long long>(K),
          static_cast<long long>(nprow), static_cast<long long>(p / nprow), static_cast<long long>(nb), how,
          static_cast<long long>(stats.traffic.words_received), worst, worst < 1e-10 ? "ok" : "FAILED");
    return worst < 1e-10 ? 0 : 1;
  });
}
