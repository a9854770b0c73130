// LU with pivoting and Cholesky of a matrix a program already holds in ScaLAPACK's 2D block-cyclic
// layout (docs/guides.md, "Factor a matrix held in ScaLAPACK layout"): the descriptor goes to
// pebble::getrf and pebble::potrf as it would to pdgetrf and pdpotrf. pebble plans the 2.5D grid
// (CONFLUX for LU, CONFCHOX for Cholesky, thesis §4.7) for all the communicator's ranks, moves the
// matrix into its layout, factors it and moves the factors back in ScaLAPACK's convention: L \ U
// with the rows in pivot order and IPIV as pdgetrf leaves them; L in the lower triangle as pdpotrf
// leaves it. Each rank generates its own block-cyclic part; the factors are then gathered (the
// matrix is small) and P A = L U and A = L Lᵀ checked entry by entry.
// Run: `mpiexec.mpich -n 4 example_scalapack_factor [N] [nb]`.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <vector>

#include <pebble/pebble.hpp>

namespace {

// entry (r, c) of the general matrix: a deterministic value in [-1, 1]
double general(std::int64_t r, std::int64_t c) { return std::sin(static_cast<double>(r * 31 + c * 7 + 1)); }

// entry (r, c) of a symmetric positive definite matrix: symmetric values in [-1, 1] plus N on the
// diagonal (strictly diagonally dominant)
double spd(std::int64_t r, std::int64_t c, std::int64_t n) {
  return std::sin(static_cast<double>((r + c) * 13 + r * c % 11)) + (r == c ? static_cast<double>(n) : 0.0);
}

// this rank's block-cyclic part of the N x N matrix whose entries `value` gives, in `space`
template <class V, class F>
V generate(const pebble::block_cyclic& d, int rank, F value) {
  V part("block-cyclic part", static_cast<std::size_t>(d.local_size(rank)));
  auto host = Kokkos::create_mirror_view(part);
  d.for_each_local(rank, [&](std::int64_t r, std::int64_t c, std::int64_t at) { host(at) = value(r, c); });
  Kokkos::deep_copy(part, host);
  return part;
}

// the whole matrix (column-major) on every rank, from each rank's part
template <class V>
std::vector<double> gather(const pebble::comm::communicator& world, const pebble::block_cyclic& d, const V& part) {
  std::vector<double> whole(static_cast<std::size_t>(d.M * d.N), 0.0);
  const auto host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), part);
  d.for_each_local(world.rank(), [&](std::int64_t r, std::int64_t c, std::int64_t at) {
    whole[static_cast<std::size_t>(r + c * d.M)] = host(at);
  });
  MPI_Allreduce(MPI_IN_PLACE, whole.data(), static_cast<int>(whole.size()), MPI_DOUBLE, MPI_SUM, world.native());
  return whole;
}

// the largest |P A - L U| over all entries, relative to N ε max|A| (P from the 1-based
// interchanges `swaps`), or +inf when an interchange is out of range
double lu_error(std::int64_t n, const std::vector<double>& lu, const std::vector<long long>& swaps) {
  std::vector<std::int64_t> row(static_cast<std::size_t>(n));
  for (std::int64_t r = 0; r < n; ++r) row[static_cast<std::size_t>(r)] = r;
  for (std::int64_t r = 0; r < n; ++r) {
    const long long to = swaps[static_cast<std::size_t>(r)] - 1;
    if (to < r || to >= n) return HUGE_VAL;
    std::swap(row[static_cast<std::size_t>(r)], row[static_cast<std::size_t>(to)]);
  }
  double worst = 0;
  for (std::int64_t i = 0; i < n; ++i)
    for (std::int64_t j = 0; j < n; ++j) {
      double s = 0;
      for (std::int64_t q = 0; q <= std::min(i, j); ++q)
        s += (q == i ? 1.0 : lu[static_cast<std::size_t>(i + q * n)]) * lu[static_cast<std::size_t>(q + j * n)];
      const double error = std::abs(s - general(row[static_cast<std::size_t>(i)], j));
      if (!(error <= worst)) worst = std::isfinite(error) ? error : HUGE_VAL;  // a NaN counts as the worst
    }
  return worst / (static_cast<double>(n) * std::numeric_limits<double>::epsilon());  // max|A| <= 1
}

// the largest |A - L Lᵀ| over the lower triangle, relative to N ε max|A|
double cholesky_error(std::int64_t n, const std::vector<double>& l) {
  double worst = 0;
  for (std::int64_t i = 0; i < n; ++i)
    for (std::int64_t j = 0; j <= i; ++j) {
      double s = 0;
      for (std::int64_t q = 0; q <= j; ++q)
        s += l[static_cast<std::size_t>(i + q * n)] * l[static_cast<std::size_t>(j + q * n)];
      const double error = std::abs(s - spd(i, j, n));
      if (!(error <= worst)) worst = std::isfinite(error) ? error : HUGE_VAL;
    }
  return worst / (static_cast<double>(n) * std::numeric_limits<double>::epsilon() * (static_cast<double>(n) + 1));
}

}  // namespace

int main(int argc, char** argv) {
  return pebble::comm::run(argc, argv, [&](const pebble::comm::communicator& world) {
    const std::int64_t N = argc > 1 ? std::atoll(argv[1]) : 600, nb = argc > 2 ? std::atoll(argv[2]) : 32;
    pebble::comm::agree_on(world, [&] {  // a bad argument: one line and exit code 2 on every rank
      pebble::check(N >= 1 && N <= 1000 && nb >= 1 && nb <= N,
                    "example_scalapack_factor: N must be between 1 and 1000 (the check is O(N^3) on every rank) and "
                    "nb between 1 and N; got N=",
                    N, ", nb=", nb);
    });
    const int me = world.rank(), p = world.size();
    using space = Kokkos::DefaultExecutionSpace::memory_space;
    using part = Kokkos::View<double*, space>;

    // the program's data: an nprow x npcol BLACS-style grid (row-major ranks), nb x nb blocks, and
    // the descriptor DESCINIT would make (LLD_ = this process's local rows)
    std::int64_t nprow = 1;
    while ((nprow + 1) * (nprow + 1) <= p) ++nprow;
    while (p % nprow != 0) --nprow;
    const pebble::process_grid grid{.nprow = nprow, .npcol = p / nprow};
    const std::int64_t lld = pebble::numroc(N, nb, me / grid.npcol, 0, nprow);
    int desc_a[9];
    const std::int64_t values[9] = {1, 0, N, N, nb, nb, 0, 0, lld > 1 ? lld : 1};
    for (int i = 0; i < 9; ++i) desc_a[i] = static_cast<int>(values[i]);
    const pebble::block_cyclic d = pebble::from_descriptor(desc_a, grid);

    pebble::factor_context<double, space> context(world, grid);  // once: keeps plans per N

    // pdgetrf(N, N, a, 1, 1, desc_a, ipiv, &info) becomes:
    const part a = generate<part>(d, me, [](std::int64_t r, std::int64_t c) { return general(r, c); });
    Kokkos::View<int*, space> ipiv("ipiv", static_cast<std::size_t>(d.local_rows(me) + nb));
    const pebble::factorization_stats lu = pebble::getrf(context, a, desc_a, ipiv);
    const pebble::factorization_plan lu_plan = context.last_plan();

    // pdpotrf("L", N, s, 1, 1, desc_a, &info) becomes:
    const part s = generate<part>(d, me, [N](std::int64_t r, std::int64_t c) { return spd(r, c, N); });
    const pebble::factorization_stats cholesky = pebble::potrf(context, s, desc_a);
    const pebble::factorization_plan cholesky_plan = context.last_plan();

    // the checks: IPIV as pdgetrf's (each process column states the same interchange of a row)
    std::vector<long long> swaps(static_cast<std::size_t>(N), 0);
    const auto host_ipiv = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), ipiv);
    if (d.pcol_of(me) == 0) {
      const std::int64_t rdist = d.prow_of(me);  // the first block row is on process row 0
      for (std::int64_t li = 0; li < d.local_rows(me); ++li)
        swaps[static_cast<std::size_t>(((li / nb) * nprow + rdist) * nb + li % nb)] = host_ipiv(li);
    }
    MPI_Allreduce(MPI_IN_PLACE, swaps.data(), static_cast<int>(N), MPI_LONG_LONG, MPI_SUM, world.native());
    const double lu_err = lu.info == 0 ? lu_error(N, gather(world, d, a), swaps) : HUGE_VAL;
    const double cholesky_err = cholesky.info == 0 ? cholesky_error(N, gather(world, d, s)) : HUGE_VAL;
    const bool ok = lu_err < 16 && cholesky_err < 16;
    if (me == 0) {
      auto line = [&](const char* name, const pebble::factorization_plan& plan, const pebble::factorization_stats& st,
                      double err) {
        std::printf("%s of %lld x %lld from a %lld x %lld block-cyclic grid (nb %lld) on the 2.5D grid [%lld, %lld, "
                    "%lld] (v %lld): %lld words received by rank 0, error %.2f N eps %s\n",
                    name, static_cast<long long>(N), static_cast<long long>(N), static_cast<long long>(nprow),
                    static_cast<long long>(p / nprow), static_cast<long long>(nb), static_cast<long long>(plan.nprow),
                    static_cast<long long>(plan.npcol), static_cast<long long>(plan.depth),
                    static_cast<long long>(plan.block_size), static_cast<long long>(st.traffic.words_received), err,
                    err < 16 ? "ok" : "FAILED");
      };
      line("LU (getrf)", lu_plan, lu, lu_err);
      line("Cholesky (potrf)", cholesky_plan, cholesky, cholesky_err);
    }
    return ok ? 0 : 1;
  });
}
