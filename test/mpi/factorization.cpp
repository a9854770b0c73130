// pebble::distributed_lu (CONFLUX) and distributed_cholesky (CONFCHOX) under mpiexec -n 1 .. 4:
// every grid [gr, gc, c] with gr <= gc and gr gc c <= p (square and rectangular layers, c > 1 and
// idle ranks included), N that v does not
// divide, prime N, N < p, v = 1 and v = N, float and double. Each result is gathered on every
// rank and checked against the input: ‖PA - LU‖ and ‖A - LLᵀ‖ relative to ‖A‖ N ε, the
// permutation is one, pivoting is used where the matrix needs it, the strictly upper triangle of a
// Cholesky input is kept, the words every rank sent and received equal conflux_schedule_words for
// the pivots the run chose, and singular, indefinite and non-finite inputs end cleanly on every
// rank. The pieces live in the build's default memory space.
#include "../support/device_views.hpp"
#include "../support/error_of.hpp"

#include <doctest/doctest.h>

#include <pebble/algorithms/cholesky.hpp>
#include <pebble/algorithms/lu.hpp>
#include <pebble/comm/environment.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

using namespace pebble;
using pebble_test::copy_from_host;
using pebble_test::memory_space;
using pebble_test::to_host;

namespace {

comm::communicator world() { return comm::communicator::world(); }

// A hand-made plan on grid [gr, gc, c] with block size v (grid25d picks c <= p^{1/3}; the tests
// want layers on few ranks too).
factorization_plan make_plan(factorization kind, std::int64_t n, std::int64_t p, std::int64_t gr, std::int64_t gc,
                             std::int64_t c, std::int64_t v) {
  factorization_plan plan;
  plan.kind = kind;
  plan.N = n;
  plan.p = p;
  plan.S = n * n;
  plan.nprow = gr;
  plan.npcol = gc;
  plan.depth = c;
  plan.block_size = v;
  plan.ranks_used = gr * gc * c;
  plan.idle_ranks = p - gr * gc * c;
  plan.steps = ceil_div(n, v);
  return plan;
}

// Every grid [gr, gc, c] with gr <= gc, gr gc c <= p and gr, gc, c <= n (c <= 3 to keep the run
// short).
std::vector<std::array<std::int64_t, 3>> grids(std::int64_t p, std::int64_t n) {
  std::vector<std::array<std::int64_t, 3>> out;
  for (std::int64_t gr = 1; gr * gr <= p && gr <= n; ++gr)
    for (std::int64_t gc = gr; gr * gc <= p && gc <= n; ++gc)
      for (std::int64_t c = 1; gr * gc * c <= p && c <= 3 && c <= n; ++c) out.push_back({gr, gc, c});
  return out;
}

using dense = std::vector<double>;  // column-major n x n

dense random_matrix(std::int64_t n, unsigned seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  dense a(static_cast<std::size_t>(n * n));
  for (auto& x : a) x = u(rng);
  return a;
}
dense spd_matrix(std::int64_t n, unsigned seed) {
  dense a = random_matrix(n, seed);
  dense s(a.size());
  for (std::int64_t i = 0; i < n; ++i)
    for (std::int64_t j = 0; j < n; ++j)
      s[static_cast<std::size_t>(i + j * n)] =
          (a[static_cast<std::size_t>(i + j * n)] + a[static_cast<std::size_t>(j + i * n)]) / 2 + (i == j ? n : 0);
  return s;
}

template <class T>
factorization_piece<T, memory_space> scatter(const conflux_layout& layout, const dense& a) {
  const int me = world().rank();
  auto piece = allocate_piece<T, memory_space>(layout, me);
  std::vector<T> values(piece.span());
  layout.distribution().for_each_local(me, [&](std::int64_t r, std::int64_t c, std::int64_t at) {
    values[static_cast<std::size_t>(at)] = static_cast<T>(a[static_cast<std::size_t>(r + c * layout.N)]);
  });
  copy_from_host(piece, values);
  return piece;
}

// The whole matrix of the pieces, on every rank.
template <class T>
dense gather(const conflux_layout& layout, const factorization_piece<T, memory_space>& piece) {
  const int me = world().rank();
  const std::vector<T> values = to_host(piece);
  dense a(static_cast<std::size_t>(layout.N * layout.N), 0.0);
  layout.distribution().for_each_local(me, [&](std::int64_t r, std::int64_t c, std::int64_t at) {
    a[static_cast<std::size_t>(r + c * layout.N)] = static_cast<double>(values[static_cast<std::size_t>(at)]);
  });
  MPI_Allreduce(MPI_IN_PLACE, a.data(), static_cast<int>(a.size()), MPI_DOUBLE, MPI_SUM, world().native());
  return a;
}

double max_abs(const dense& a) {
  double m = 0;
  for (double x : a) m = std::max(m, std::abs(x));
  return m;
}

// max |(P A - L U)(k, j)| / (max |A| N ε) for the row-masked factors `f` (row pivots[k] of f holds
// row k of L \ U).
template <class T>
double lu_residual(const dense& a, const dense& f, const std::vector<std::int64_t>& pivots, std::int64_t n) {
  double worst = 0;
  for (std::int64_t k = 0; k < n; ++k) {
    for (std::int64_t j = 0; j < n; ++j) {
      double sum = 0;
      for (std::int64_t q = 0; q <= std::min(k, j); ++q) {
        const double l = q == k ? 1.0 : f[static_cast<std::size_t>(pivots[static_cast<std::size_t>(k)] + q * n)];
        const double u = f[static_cast<std::size_t>(pivots[static_cast<std::size_t>(q)] + j * n)];
        sum += l * u;
      }
      worst = std::max(worst, std::abs(a[static_cast<std::size_t>(pivots[static_cast<std::size_t>(k)] + j * n)] - sum));
    }
  }
  return worst / (max_abs(a) * static_cast<double>(n) * std::numeric_limits<T>::epsilon());
}

template <class T>
double cholesky_residual(const dense& a, const dense& f, std::int64_t n) {
  double worst = 0;
  for (std::int64_t i = 0; i < n; ++i)
    for (std::int64_t j = 0; j <= i; ++j) {
      double sum = 0;
      for (std::int64_t q = 0; q <= j; ++q)
        sum += f[static_cast<std::size_t>(i + q * n)] * f[static_cast<std::size_t>(j + q * n)];
      worst = std::max(worst, std::abs(a[static_cast<std::size_t>(i + j * n)] - sum));
    }
  return worst / (max_abs(a) * static_cast<double>(n) * std::numeric_limits<T>::epsilon());
}

// The words against the schedule's prediction, and what went through node IPC: part of what was
// received; on some rank wherever node IPC works and `ipc_expected` (a broadcast along a grid row or
// column that node IPC carries), nowhere where it does not. Collective.
void check_words(const conflux_layout& layout, const factorization_stats& stats,
                 const std::vector<std::int64_t>& pivots, bool ipc_expected) {
  const conflux_words w = conflux_schedule_words(layout, world().rank(), pivots);
  CHECK(stats.traffic.words_received == w.received);
  CHECK(stats.traffic.words_sent == w.sent);
  CHECK(stats.traffic.bytes_peer <= stats.traffic.bytes_received);
  long long peer = stats.traffic.bytes_peer;
  MPI_Allreduce(MPI_IN_PLACE, &peer, 1, MPI_LONG_LONG, MPI_SUM, world().native());
  if (!pebble_test::node_ipc_works()) CHECK(peer == 0);
  else if (ipc_expected) CHECK(peer > 0);
}

template <class T>
void run_lu(std::int64_t n, std::int64_t gr, std::int64_t gc, std::int64_t c, std::int64_t v, const dense& a,
            bool expect_pivoting) {
  const int p = world().size();
  CAPTURE(n);
  CAPTURE(gr);
  CAPTURE(gc);
  CAPTURE(c);
  CAPTURE(v);
  const factorization_plan plan = make_plan(factorization::lu, n, p, gr, gc, c, v);
  distributed_lu<T, memory_space> lu(world(), plan);
  const conflux_layout& layout = lu.layout();
  auto piece = scatter<T>(layout, a);
  const factorization_stats stats = lu(piece);
  REQUIRE(stats.info == 0);
  const std::vector<std::int64_t> pivots = lu.pivots();
  std::vector<std::int64_t> sorted = pivots;
  std::sort(sorted.begin(), sorted.end());
  for (std::int64_t k = 0; k < n; ++k) REQUIRE(sorted[static_cast<std::size_t>(k)] == k);
  if (expect_pivoting) {
    bool moved = false;
    for (std::int64_t k = 0; k < n; ++k) moved = moved || pivots[static_cast<std::size_t>(k)] != k;
    CHECK(moved);
  }
  const dense f = gather<T>(layout, piece);
  CHECK(lu_residual<T>(a, f, pivots, n) < 20.0);
  check_words(layout, stats, pivots, layout.gr > 1 && n > v);  // U01 goes down the grid columns at every step
  // a second run on the same solver gives the same factors
  auto again = scatter<T>(layout, a);
  lu(again);
  CHECK(gather<T>(layout, again) == f);
}

template <class T>
void run_cholesky(std::int64_t n, std::int64_t gr, std::int64_t gc, std::int64_t c, std::int64_t v, const dense& a) {
  const int p = world().size();
  CAPTURE(n);
  CAPTURE(gr);
  CAPTURE(gc);
  CAPTURE(c);
  CAPTURE(v);
  const factorization_plan plan = make_plan(factorization::cholesky, n, p, gr, gc, c, v);
  distributed_cholesky<T, memory_space> chol(world(), plan);
  const conflux_layout& layout = chol.layout();
  // the strictly upper triangle must come back untouched: mark it
  dense marked = a;
  for (std::int64_t i = 0; i < n; ++i)
    for (std::int64_t j = i + 1; j < n; ++j)
      marked[static_cast<std::size_t>(i + j * n)] = 1000.0 + static_cast<double>(i);
  auto piece = scatter<T>(layout, marked);
  const factorization_stats stats = chol(piece);
  REQUIRE(stats.info == 0);
  const dense f = gather<T>(layout, piece);
  CHECK(cholesky_residual<T>(a, f, n) < 20.0);
  bool upper_kept = true;
  for (std::int64_t i = 0; i < n; ++i)
    for (std::int64_t j = i + 1; j < n; ++j)
      upper_kept = upper_kept && f[static_cast<std::size_t>(i + j * n)] ==
                                     static_cast<double>(static_cast<T>(1000.0 + static_cast<double>(i)));
  CHECK(upper_kept);
  // with more than one step, L10 goes along the grid rows (the look-ahead's broadcasts) and the
  // transposed panel down the grid columns
  check_words(layout, stats, {}, (layout.gr > 1 || layout.gc > 1) && n > v);
}

}  // namespace

TEST_CASE("distributed LU on every grid, sizes v does not divide, prime, tiny; float and double") {
  const std::int64_t p = world().size();
  for (const std::int64_t n : {1, 2, 13, 30}) {
    const dense a = random_matrix(n, 7 + static_cast<unsigned>(n));
    for (const auto& [gr, gc, c] : grids(p, n)) {
      for (const std::int64_t v : {std::int64_t{1}, std::int64_t{4}, n}) {
        if (v > n || (v == 1 && n > 13)) continue;  // v = 1 on small N keeps the step count low
        run_lu<double>(n, gr, gc, c, v, a, false);
      }
    }
  }
  const dense a = random_matrix(23, 3);
  for (const auto& [gr, gc, c] : grids(p, 23)) run_lu<float>(23, gr, gc, c, 5, a, false);
}

TEST_CASE("distributed LU pivots where the matrix needs it") {
  // a zero leading entry and a tiny second pivot: without row exchanges the factorization fails
  const std::int64_t n = 17, p = world().size();
  dense a = random_matrix(n, 11);
  a[0] = 0.0;
  a[1 + 1 * n] = 1e-14;
  for (const auto& [gr, gc, c] : grids(p, n)) run_lu<double>(n, gr, gc, c, 3, a, true);
}

TEST_CASE("distributed LU reports a singular matrix on every rank") {
  const std::int64_t n = 12, p = world().size();
  dense a = random_matrix(n, 5);
  for (std::int64_t i = 0; i < n; ++i) a[static_cast<std::size_t>(i + 6 * n)] = 0.0;  // column 7 is zero
  for (const auto& [gr, gc, c] : grids(p, n)) {
    distributed_lu<double, memory_space> lu(world(), make_plan(factorization::lu, n, p, gr, gc, c, 4));
    auto piece = scatter<double>(lu.layout(), a);
    const factorization_stats stats = lu(piece);
    CHECK(stats.info == 7);  // U(7, 7) = 0, as LAPACK's getrf would say
  }
}

TEST_CASE("distributed Cholesky on every grid; float and double") {
  const std::int64_t p = world().size();
  for (const std::int64_t n : {1, 3, 13, 29}) {
    const dense a = spd_matrix(n, 19 + static_cast<unsigned>(n));
    for (const auto& [gr, gc, c] : grids(p, n)) {
      for (const std::int64_t v : {std::int64_t{1}, std::int64_t{5}, n}) {
        if (v > n || (v == 1 && n > 13)) continue;
        run_cholesky<double>(n, gr, gc, c, v, a);
      }
    }
  }
  const dense a = spd_matrix(21, 4);
  for (const auto& [gr, gc, c] : grids(p, 21)) run_cholesky<float>(21, gr, gc, c, 4, a);
}

TEST_CASE("rectangular layers with several grid rows: [2, 3, c] (run on 6 ranks by ctest)") {
  // Grid rows of 3 ranks and grid columns of 2: a tournament over 2 grid rows, L10 along rows and
  // U01 down columns of different lengths, and Cholesky's transposed panel assembled from both grid
  // rows (the blocks b with b mod 2 = i' and b mod 3 = j). The other rank counts run it on the
  // grids that fit (every test case above covers them).
  const std::int64_t p = world().size();
  if (p < 6) return;
  for (const std::int64_t n : {13, 31}) {
    dense a = random_matrix(n, 29 + static_cast<unsigned>(n));
    a[0] = 0.0;  // needs pivoting
    const dense spd = spd_matrix(n, 31 + static_cast<unsigned>(n));
    for (const std::int64_t c : {std::int64_t{1}, p / 6}) {
      for (const std::int64_t v : {std::int64_t{2}, std::int64_t{5}}) {
        run_lu<double>(n, 2, 3, c, v, a, true);
        run_cholesky<double>(n, 2, 3, c, v, spd);
      }
    }
  }
}

TEST_CASE("distributed Cholesky reports the leading minor that is not positive definite") {
  const std::int64_t n = 15, p = world().size();
  dense a(static_cast<std::size_t>(n * n), 0.0);
  for (std::int64_t i = 0; i < n; ++i) a[static_cast<std::size_t>(i + i * n)] = i == 9 ? -1.0 : 2.0;
  for (const auto& [gr, gc, c] : grids(p, n)) {
    distributed_cholesky<double, memory_space> chol(world(), make_plan(factorization::cholesky, n, p, gr, gc, c, 4));
    auto piece = scatter<double>(chol.layout(), a);
    CHECK(chol(piece).info == 10);
  }
}

TEST_CASE("non-finite input and wrong plans are one agreed error on every rank") {
  const std::int64_t n = 9, p = world().size();
  dense a = spd_matrix(n, 2);
  a[static_cast<std::size_t>(4 + 2 * n)] = std::numeric_limits<double>::quiet_NaN();
  distributed_lu<double, memory_space> lu(world(), make_plan(factorization::lu, n, p, 1, 1, 1, 3));
  auto piece = scatter<double>(lu.layout(), a);
  const std::string message = pebble_test::error_of([&] { lu(piece); });
  CHECK(message.find("non-finite entry (NaN or infinity) at row 5, column 3") != std::string::npos);
  const std::string wrong_kind = pebble_test::error_of(
      [&] { distributed_cholesky<double, memory_space>(world(), make_plan(factorization::lu, n, p, 1, 1, 1, 3)); });
  CHECK(wrong_kind.find("the plan is for LU") != std::string::npos);
  const std::string wrong_p = pebble_test::error_of(
      [&] { distributed_lu<double, memory_space>(world(), make_plan(factorization::lu, n, p + 1, 1, 1, 1, 3)); });
  CHECK(wrong_p.find("the plan is for p=") != std::string::npos);
}

TEST_CASE("lapack_ipiv turns the permutation into LAPACK's row interchanges") {
  const std::vector<std::int64_t> pivots{2, 0, 3, 1};
  const std::vector<std::int64_t> ipiv = lapack_ipiv(pivots);
  // apply the interchanges to 0..3 and get the permutation back
  std::vector<std::int64_t> rows{0, 1, 2, 3};
  for (std::size_t k = 0; k < ipiv.size(); ++k) std::swap(rows[k], rows[static_cast<std::size_t>(ipiv[k] - 1)]);
  CHECK(rows == pivots);
  CHECK(pebble_test::error_of([] { (void)lapack_ipiv(std::vector<std::int64_t>{0, 0}); }).find("not a permutation") !=
        std::string::npos);
}
