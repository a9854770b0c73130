// pebble::getrf / pebble::potrf on ScaLAPACK descriptors under mpiexec -n 1, 2, 3, 4: row- and
// column-major process grids, blocks that are not square, a first block away from process (0, 0),
// padded leading dimensions, a grid smaller than the communicator, float and double. The factors
// come back in pdgetrf's convention, checked from the definition on the gathered matrix: applying
// IPIV's interchanges to A in turn gives P A, and P A = L U with L and U read from the rows as they
// lie (row k holds row k of L \ U); Cholesky: A = L Lᵀ on the lower triangle, the strictly upper
// triangle and the padding untouched. A singular matrix leaves A and IPIV as they were; bad
// descriptors and short IPIV arrays are one agreed error on every rank.
#include <doctest/doctest.h>

#include <pebble/algorithms/scalapack_factor.hpp>

#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

using namespace pebble;

namespace {

double entry(std::int64_t r, std::int64_t c) {
  const std::uint64_t z = static_cast<std::uint64_t>(r * 7919 + c * 104729 + 17) * 0x9E3779B97F4A7C15ull;
  return static_cast<double>((z >> 11) % 2001) / 1000.0 - 1.0;  // in [-1, 1]
}
double spd_entry(std::int64_t n, std::int64_t r, std::int64_t c) {
  return (entry(r, c) + entry(c, r)) / 2 + (r == c ? static_cast<double>(n) : 0.0);
}

struct layout_case {
  const char* name;
  process_grid grid;
  std::int64_t n, mb, nb, rsrc, csrc, pad;
  int desc[9] = {};
  block_cyclic dist = {};
  void init(int rank) {
    dist = block_cyclic{n, n, mb, nb, grid.nprow, grid.npcol, rsrc, csrc, 0, grid.column_major};
    const std::int64_t rows = dist.local_rows(rank);
    const int values[9] = {1,
                           0,
                           static_cast<int>(n),
                           static_cast<int>(n),
                           static_cast<int>(mb),
                           static_cast<int>(nb),
                           static_cast<int>(rsrc),
                           static_cast<int>(csrc),
                           static_cast<int>((rows > 1 ? rows : 1) + pad)};
    for (int i = 0; i < 9; ++i) desc[i] = values[i];
    dist.lld = desc[8];
  }
};

template <class T>
using host_part = Kokkos::View<T*, Kokkos::HostSpace>;

// The whole matrix of every rank's part, on every rank (test-only: an all-reduce of N² values).
template <class T>
std::vector<double> gather(const comm::communicator& world, const block_cyclic& d, const host_part<T>& part) {
  std::vector<double> all(static_cast<std::size_t>(d.M * d.N), 0.0);
  if (world.rank() < d.ranks())
    d.for_each_local(world.rank(), [&](std::int64_t r, std::int64_t c, std::int64_t at) {
      all[static_cast<std::size_t>(r + c * d.M)] = static_cast<double>(part(at));
    });
  MPI_Allreduce(MPI_IN_PLACE, all.data(), static_cast<int>(all.size()), MPI_DOUBLE, MPI_SUM, world.native());
  return all;
}

std::vector<layout_case> cases(int p) {
  std::vector<layout_case> out;
  const std::int64_t pr = p >= 4 ? 2 : 1, pc = p >= 4 ? 2 : p;
  out.push_back({"square blocks, row-major grid", {pr, pc, false}, 37, 4, 4, 0, 0, 0, {}, {}});
  out.push_back({"rectangular blocks, column-major grid, shifted first block, padding",
                 {pc, pr, true},
                 29,
                 3,
                 5,
                 pc > 1 ? 1 : 0,
                 pr > 1 ? 1 : 0,
                 2,
                 {},
                 {}});
  if (p >= 3) out.push_back({"a grid smaller than the communicator", {1, p - 1, false}, 23, 2, 3, 0, 0, 1, {}, {}});
  out.push_back({"one block", {1, 1, false}, 11, 11, 11, 0, 0, 0, {}, {}});
  return out;
}

template <class T>
void check_getrf(layout_case k, const factor_options& options) {
  const auto world = comm::communicator::world();
  const int me = world.rank();
  CAPTURE(k.name);
  k.init(me);
  const bool holds = me < k.dist.ranks();
  host_part<T> a("a", static_cast<std::size_t>(holds ? k.dist.local_size(me) : 0));
  Kokkos::deep_copy(a, T(-99));  // padding must survive
  if (holds)
    k.dist.for_each_local(me, [&](std::int64_t r, std::int64_t c, std::int64_t at) {
      a(at) = static_cast<T>(r == 0 && c == 0 ? 1e-6 : entry(r, c));  // a tiny leading entry: pivoting is needed
    });
  const std::vector<double> original = gather(world, k.dist, a);
  Kokkos::View<int*, Kokkos::HostSpace> ipiv("ipiv", static_cast<std::size_t>(k.dist.local_rows(me) + k.mb));
  factor_context<T, Kokkos::HostSpace> context(world, k.grid, options);
  for (int call = 0; call < 2; ++call) {
    if (call == 1 && holds)  // again from A: the context keeps the plan
      k.dist.for_each_local(me, [&](std::int64_t r, std::int64_t c, std::int64_t at) {
        a(at) = static_cast<T>(original[static_cast<std::size_t>(r + c * k.n)]);
      });
    const factorization_stats stats = getrf(context, a, k.desc, ipiv);
    REQUIRE(stats.info == 0);
    const std::vector<double> f = gather(world, k.dist, a);
    // IPIV: every process column states the same interchange for a row; gather it by max
    std::vector<long long> global(static_cast<std::size_t>(k.n), 0);
    if (holds) {
      const std::int64_t pr = k.dist.prow_of(me), rdist = (k.dist.nprow + pr - k.rsrc) % k.dist.nprow;
      for (std::int64_t li = 0; li < k.dist.local_rows(me); ++li)
        global[static_cast<std::size_t>(((li / k.mb) * k.dist.nprow + rdist) * k.mb + li % k.mb)] = ipiv(li);
    }
    std::vector<long long> low = global;
    for (auto& x : low) x = x == 0 ? std::numeric_limits<long long>::max() : x;
    MPI_Allreduce(MPI_IN_PLACE, global.data(), static_cast<int>(k.n), MPI_LONG_LONG, MPI_MAX, world.native());
    MPI_Allreduce(MPI_IN_PLACE, low.data(), static_cast<int>(k.n), MPI_LONG_LONG, MPI_MIN, world.native());
    CHECK(global == low);  // the process columns agree
    // P A: the interchanges in turn
    std::vector<std::int64_t> row(static_cast<std::size_t>(k.n));
    for (std::int64_t r = 0; r < k.n; ++r) row[static_cast<std::size_t>(r)] = r;
    bool valid = true;
    for (std::int64_t r = 0; r < k.n; ++r) {
      const long long to = global[static_cast<std::size_t>(r)] - 1;
      valid = valid && to >= r && to < k.n;
      if (valid) std::swap(row[static_cast<std::size_t>(r)], row[static_cast<std::size_t>(to)]);
    }
    REQUIRE(valid);
    CHECK(row[0] != 0);  // the tiny leading entry was not the first pivot
    double worst = 0, norm = 0;
    for (std::int64_t i = 0; i < k.n; ++i)
      for (std::int64_t j = 0; j < k.n; ++j) {
        long double s = 0;
        for (std::int64_t q = 0; q <= std::min(i, j); ++q)
          s += static_cast<long double>(q == i ? 1.0 : f[static_cast<std::size_t>(i + q * k.n)]) *
               f[static_cast<std::size_t>(q + j * k.n)];
        const double want = original[static_cast<std::size_t>(row[static_cast<std::size_t>(i)] + j * k.n)];
        worst = std::max(worst, static_cast<double>(std::abs(s - want)));
        norm = std::max(norm, std::abs(want));
      }
    CHECK(worst / (norm * static_cast<double>(k.n) * std::numeric_limits<T>::epsilon()) < 16);
    // the padding rows of the leading dimension are untouched
    std::int64_t padding_changed = 0;
    if (holds)
      for (std::int64_t j = 0; j < k.dist.local_cols(me); ++j)
        for (std::int64_t i = k.dist.local_rows(me); i < k.dist.leading_dimension(me); ++i)
          padding_changed += a(static_cast<std::size_t>(i + j * k.dist.leading_dimension(me))) != T(-99);
    CHECK(padding_changed == 0);
  }
}

template <class T>
void check_potrf(layout_case k, char uplo) {
  const auto world = comm::communicator::world();
  const int me = world.rank();
  CAPTURE(k.name);
  CAPTURE(uplo);
  k.init(me);
  const bool holds = me < k.dist.ranks();
  host_part<T> a("a", static_cast<std::size_t>(holds ? k.dist.local_size(me) : 0));
  Kokkos::deep_copy(a, T(-99));
  if (holds)
    k.dist.for_each_local(
        me, [&](std::int64_t r, std::int64_t c, std::int64_t at) { a(at) = static_cast<T>(spd_entry(k.n, r, c)); });
  const std::vector<double> original = gather(world, k.dist, a);
  factor_context<T, Kokkos::HostSpace> context(world, k.grid);
  REQUIRE(potrf(context, a, k.desc, uplo).info == 0);
  const std::vector<double> f = gather(world, k.dist, a);
  const bool upper = uplo == 'U';
  // L(i, q) of A = L Lᵀ: the lower triangle, or Uᵀ's with A = Uᵀ U
  auto l = [&](std::int64_t i, std::int64_t q) {
    return static_cast<long double>(f[static_cast<std::size_t>(upper ? q + i * k.n : i + q * k.n)]);
  };
  double worst = 0;
  std::int64_t other_changed = 0;
  for (std::int64_t i = 0; i < k.n; ++i)
    for (std::int64_t j = 0; j < k.n; ++j) {
      const std::size_t at = static_cast<std::size_t>(i + j * k.n);
      if (upper ? j < i : j > i) {  // the other strict triangle
        other_changed += f[at] != original[at];
        continue;
      }
      const std::int64_t lo = std::min(i, j), hi = std::max(i, j);
      long double s = 0;
      for (std::int64_t q = 0; q <= lo; ++q) s += l(hi, q) * l(lo, q);
      worst = std::max(worst, static_cast<double>(std::abs(s - original[at])));
    }
  CHECK(other_changed == 0);
  CHECK(worst / (2.0 * static_cast<double>(k.n) * static_cast<double>(k.n) * std::numeric_limits<T>::epsilon()) < 16);
}

}  // namespace

TEST_CASE_TEMPLATE("getrf on ScaLAPACK descriptors: P A = L U in pdgetrf's convention", T, double, float) {
  const int p = comm::communicator::world().size();
  for (const layout_case& k : cases(p)) check_getrf<T>(k, {});
  // a fixed block size and depth: v = 3, c = p where p <= 3 (the layers hold the partial sums)
  if (p <= 3) check_getrf<T>(cases(p).front(), {.block_size = 3, .layers = p});
}

TEST_CASE_TEMPLATE("potrf on ScaLAPACK descriptors: A = L Lᵀ or Uᵀ U, the other triangle kept", T, double, float) {
  for (const layout_case& k : cases(comm::communicator::world().size()))
    for (char uplo : {'L', 'U'}) check_potrf<T>(k, uplo);
}

TEST_CASE("getrf: a singular matrix returns info on every rank and leaves A and IPIV as they were") {
  const auto world = comm::communicator::world();
  const int me = world.rank(), p = world.size();
  layout_case k = cases(p).front();
  k.init(me);
  const bool holds = me < k.dist.ranks();
  host_part<double> a("a", static_cast<std::size_t>(holds ? k.dist.local_size(me) : 0));
  if (holds)
    k.dist.for_each_local(me, [&](std::int64_t r, std::int64_t c, std::int64_t at) {
      a(at) = c == 5 ? 0.0 : entry(r, c);  // column 6 (1-based) is zero
    });
  const host_part<double> before("before", a.size());
  Kokkos::deep_copy(before, a);
  Kokkos::View<int*, Kokkos::HostSpace> ipiv("ipiv", static_cast<std::size_t>(k.dist.local_rows(me) + k.mb));
  Kokkos::deep_copy(ipiv, 7);
  factor_context<double, Kokkos::HostSpace> context(world, k.grid);
  const factorization_stats stats = getrf(context, a, k.desc, ipiv);
  CHECK(stats.info == 6);
  std::int64_t changed = 0;
  for (std::size_t i = 0; i < a.size(); ++i) changed += a(i) != before(i);
  for (std::size_t i = 0; i < ipiv.size(); ++i) changed += ipiv(i) != 7;
  CHECK(changed == 0);
}

TEST_CASE("getrf/potrf: bad descriptors and short IPIV arrays are one agreed error") {
  const auto world = comm::communicator::world();
  const int me = world.rank(), p = world.size();
  layout_case k = cases(p).front();
  k.init(me);
  host_part<double> a("a", static_cast<std::size_t>(me < k.dist.ranks() ? k.dist.local_size(me) : 0));
  Kokkos::View<int*, Kokkos::HostSpace> ipiv("ipiv", static_cast<std::size_t>(k.dist.local_rows(me) + k.mb));
  factor_context<double, Kokkos::HostSpace> context(world, k.grid);
  int rectangular[9];
  for (int i = 0; i < 9; ++i) rectangular[i] = k.desc[i];
  rectangular[3] = static_cast<int>(k.n - 1);
  CHECK_THROWS_WITH_AS(getrf(context, a, rectangular, ipiv),
                       doctest::Contains("pebble::getrf: the matrix must be square; the descriptor says 37 x 36"),
                       comm::agreed_error);
  CHECK_THROWS_WITH_AS(potrf(context, a, rectangular), doctest::Contains("pebble::potrf: the matrix must be square"),
                       comm::agreed_error);
  Kokkos::View<int*, Kokkos::HostSpace> short_ipiv("ipiv", 1);
  if (k.dist.local_rows(0) + k.mb > 1)
    CHECK_THROWS_WITH_AS(getrf(context, a, k.desc, short_ipiv), doctest::Contains("'s ipiv has 1 elements"),
                         comm::agreed_error);
  host_part<double> short_a("a", 1);
  CHECK_THROWS_AS(getrf(context, short_a, k.desc, ipiv), comm::agreed_error);
}

TEST_CASE("measure_factorization_rates: valid rates, the same on every rank; factor_context plans v by the rates") {
  const auto world = comm::communicator::world();
  const int me = world.rank(), p = world.size();
  for (const auto kind : {factorization::lu, factorization::cholesky}) {
    const factorization_rates r =
        measure_factorization_rates<double, Kokkos::HostSpace>(world, kind, {}, {.size = 128, .repeat = 1});
    CHECK_NOTHROW(check_factorization_rates("test", r));
    CHECK((p > 1 || (r.word_seconds == 0 && r.message_seconds == 0)));
    std::array<double, 5> mine{r.update_rate, r.update_half, r.panel_rate, r.word_seconds, r.message_seconds};
    std::array<double, 5> root = mine;
    MPI_Bcast(root.data(), 5, MPI_DOUBLE, 0, world.native());
    CHECK(mine == root);
  }
  const auto tiny_probe = [&] {
    return measure_factorization_rates<double, Kokkos::HostSpace>(world, factorization::lu, {}, {.size = 8});
  };
  CHECK_THROWS_WITH_AS(tiny_probe(), doctest::Contains("the probe's size must be in [64, 8192]"), comm::agreed_error);
  // given rates: the plan's v is the least modeled time on its grid, and the factors are right
  const factorization_rates given{
      .update_rate = 2e10, .update_half = 20, .panel_rate = 5e9, .word_seconds = 1e-9, .message_seconds = 1e-5};
  layout_case k = cases(p).front();
  check_getrf<double>(k, {.rates = given});
  k.init(me);
  host_part<double> a("a", static_cast<std::size_t>(me < k.dist.ranks() ? k.dist.local_size(me) : 0));
  if (me < k.dist.ranks())
    k.dist.for_each_local(me, [&](std::int64_t r, std::int64_t c, std::int64_t at) { a(at) = entry(r, c); });
  Kokkos::View<int*, Kokkos::HostSpace> ipiv("ipiv", static_cast<std::size_t>(k.dist.local_rows(me) + k.mb));
  factor_context<double, Kokkos::HostSpace> context(world, k.grid, {.rates = given});
  REQUIRE(getrf(context, a, k.desc, ipiv).info == 0);
  const factorization_plan& plan = context.last_plan();
  CHECK(plan.block_size == conflux_best_block(factorization::lu, k.n, plan.nprow, plan.npcol, plan.depth, given));
  CHECK(plan.time.total > 0);
  CHECK_THROWS_WITH_AS(factor_context<double>(world, k.grid, {.rates = {.update_rate = -1}}),
                       doctest::Contains("pebble::factor_context: the update and panel rates must be positive"),
                       comm::agreed_error);
}
