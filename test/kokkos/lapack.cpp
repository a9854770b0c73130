// exec/lapack.hpp: the host LAPACK's getrf/potrf as pebble calls them, and pebble's unblocked
// reference_getrf/reference_potrf_lower (what a build without a host LAPACK runs). Each is checked
// against the definition (P A = L U, A = L Lᵀ, rebuilt in long double) and the two against each
// other: same pivots on matrices without ties, same info on singular and indefinite ones. The
// view forms of exec/device_lapack.hpp, on the build's default execution space (cuSOLVER on a CUDA
// device, the host LAPACK otherwise), against the reference on the same matrices.
#include <doctest/doctest.h>

#include <pebble/exec/device_lapack.hpp>
#include <pebble/exec/lapack.hpp>

#include <Kokkos_Core.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <cstdint>
#include <random>
#include <type_traits>
#include <utility>
#include <vector>

using namespace pebble;

namespace {

template <class T>
std::vector<T> random_matrix(std::int64_t m, std::int64_t n, unsigned seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  std::vector<T> a(static_cast<std::size_t>(m * n));
  for (auto& x : a) x = static_cast<T>(u(rng));
  return a;
}

// a symmetric positive definite n x n matrix: B Bᵀ + n I for a random B
template <class T>
std::vector<T> spd_matrix(std::int64_t n, unsigned seed) {
  const auto b = random_matrix<T>(n, n, seed);
  std::vector<T> a(static_cast<std::size_t>(n * n));
  for (std::int64_t i = 0; i < n; ++i)
    for (std::int64_t j = 0; j < n; ++j) {
      T s = i == j ? T(n) : T(0);
      for (std::int64_t k = 0; k < n; ++k)
        s += b[static_cast<std::size_t>(i + k * n)] * b[static_cast<std::size_t>(j + k * n)];
      a[static_cast<std::size_t>(i + j * n)] = s;
    }
  return a;
}

// max |(P A - L U)(i, j)| / max |A| for the m x n factors in `lu` with LAPACK's 1-based ipiv
template <class T>
double lu_residual(std::int64_t m, std::int64_t n, const std::vector<T>& a, const std::vector<T>& lu,
                   const std::vector<int>& ipiv) {
  std::vector<std::int64_t> row(static_cast<std::size_t>(m));
  for (std::int64_t i = 0; i < m; ++i) row[i] = i;
  for (std::int64_t k = 0; k < std::min(m, n); ++k) std::swap(row[k], row[ipiv[k] - 1]);
  double worst = 0, scale = 0;
  for (std::int64_t i = 0; i < m; ++i)
    for (std::int64_t j = 0; j < n; ++j) {
      long double s = 0;
      for (std::int64_t k = 0; k <= std::min({i, j, std::min(m, n) - 1}); ++k)
        s += static_cast<long double>(k == i ? T(1) : lu[i + k * m]) * lu[k + j * m];
      const double aij = static_cast<double>(a[row[i] + j * m]);
      worst = std::max(worst, static_cast<double>(std::abs(s - aij)));
      scale = std::max(scale, std::abs(aij));
    }
  return worst / scale;
}

template <class T>
void check_getrf(std::int64_t m, std::int64_t n, unsigned seed) {
  CAPTURE(m);
  CAPTURE(n);
  const auto a = random_matrix<T>(m, n, seed);
  auto fast = a, slow = a;
  std::vector<int> fast_piv(static_cast<std::size_t>(std::min(m, n))), slow_piv(fast_piv.size());
  CHECK(lapack::getrf(m, n, fast.data(), m, fast_piv.data()) == 0);
  CHECK(lapack::reference_getrf(m, n, slow.data(), m, slow_piv.data()) == 0);
  CHECK(fast_piv == slow_piv);
  const double eps = std::numeric_limits<T>::epsilon();
  CHECK(lu_residual(m, n, a, fast, fast_piv) < 8 * eps * static_cast<double>(std::max(m, n)));
  CHECK(lu_residual(m, n, a, slow, slow_piv) < 8 * eps * static_cast<double>(std::max(m, n)));
}

}  // namespace

TEST_CASE_TEMPLATE("getrf and reference_getrf: P A = L U, the same pivots", T, double, float) {
  check_getrf<T>(1, 1, 1);
  check_getrf<T>(7, 7, 2);
  check_getrf<T>(64, 64, 3);
  check_getrf<T>(200, 24, 4);  // a tall panel, as in the tournament
  check_getrf<T>(24, 90, 5);   // wide
}

TEST_CASE("getrf and reference_getrf: a singular matrix reports its first zero pivot") {
  const std::int64_t n = 6;
  auto a = random_matrix<double>(n, n, 11);
  for (std::int64_t i = 0; i < n; ++i) a[i + 2 * n] = 0;  // column 2 (1-based 3) is zero
  auto fast = a, slow = a;
  std::vector<int> p1(n), p2(n);
  CHECK(lapack::getrf(n, n, fast.data(), n, p1.data()) == 3);
  CHECK(lapack::reference_getrf(n, n, slow.data(), n, p2.data()) == 3);
  CHECK(p1 == p2);
  CHECK(lu_residual(n, n, a, slow, p2) < 1e-13);
}

TEST_CASE_TEMPLATE("potrf_lower and reference_potrf_lower: A = L Lᵀ; info on an indefinite matrix", T, double, float) {
  const std::int64_t n = 40;
  const auto a = spd_matrix<T>(n, 21);
  auto fast = a, slow = a;
  REQUIRE(lapack::potrf_lower(n, fast.data(), n) == 0);
  REQUIRE(lapack::reference_potrf_lower(n, slow.data(), n) == 0);
  const double eps = std::numeric_limits<T>::epsilon();
  double worst = 0, scale = 0, apart = 0;
  for (std::int64_t i = 0; i < n; ++i)
    for (std::int64_t j = 0; j <= i; ++j) {
      long double s = 0;
      for (std::int64_t k = 0; k <= j; ++k) s += static_cast<long double>(slow[i + k * n]) * slow[j + k * n];
      worst = std::max(worst, static_cast<double>(std::abs(s - a[i + j * n])));
      scale = std::max(scale, static_cast<double>(std::abs(a[i + j * n])));
      apart = std::max(apart, static_cast<double>(std::abs(fast[i + j * n] - slow[i + j * n])));
      if (j < i) CHECK(slow[j + i * n] == a[j + i * n]);  // the strictly upper triangle is not touched
    }
  CHECK(worst / scale < 8 * eps * n);
  CHECK(apart < 64 * eps * std::sqrt(scale));

  auto indefinite = a;
  indefinite[5 + 5 * n] = -indefinite[5 + 5 * n];  // the leading minor of order 6 is indefinite
  auto f2 = indefinite, s2 = indefinite;
  const int info = lapack::potrf_lower(n, f2.data(), n);
  CHECK(info == 6);
  CHECK(lapack::reference_potrf_lower(n, s2.data(), n) == info);
}

namespace {

using space = Kokkos::DefaultExecutionSpace;
template <class T>
using device_matrix = Kokkos::View<T**, Kokkos::LayoutLeft, space::memory_space>;

template <class T>
device_matrix<T> to_space(const std::vector<T>& a, std::int64_t m, std::int64_t n) {
  device_matrix<T> d("pebble::test matrix", static_cast<std::size_t>(m), static_cast<std::size_t>(n));
  Kokkos::deep_copy(
      d, Kokkos::View<const T**, Kokkos::LayoutLeft, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>(
             a.data(), static_cast<std::size_t>(m), static_cast<std::size_t>(n)));
  return d;
}
template <class T>
std::vector<T> from_space(const device_matrix<T>& d) {
  std::vector<T> a(d.size());
  Kokkos::deep_copy(Kokkos::View<T**, Kokkos::LayoutLeft, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>(
                        a.data(), d.extent(0), d.extent(1)),
                    d);
  return a;
}

}  // namespace

TEST_CASE_TEMPLATE("getrf on a view where it lives: P A = L U, the reference's pivots, info", T, double, float) {
  const double eps = std::numeric_limits<T>::epsilon();
  for (const auto& [m, n] : {std::pair<std::int64_t, std::int64_t>{300, 32}, {64, 64}, {24, 90}, {1, 1}}) {
    CAPTURE(m);
    CAPTURE(n);
    const auto a = random_matrix<T>(m, n, static_cast<unsigned>(m + n));
    const device_matrix<T> d = to_space(a, m, n);
    std::vector<int> ipiv;
    CHECK(lapack::getrf(space(), d, ipiv) == 0);
    REQUIRE(ipiv.size() == static_cast<std::size_t>(std::min(m, n)));
    const std::vector<T> lu = from_space(d);
    auto slow = a;
    std::vector<int> slow_piv(ipiv.size());
    lapack::reference_getrf(m, n, slow.data(), m, slow_piv.data());
    if (std::is_same_v<T, double>) CHECK(ipiv == slow_piv);  // (float: near ties may round either way)
    CHECK(lu_residual(m, n, a, lu, ipiv) < 8 * eps * static_cast<double>(std::max(m, n)));
  }
  // a zero column: its 1-based index, as LAPACK reports it
  auto singular = random_matrix<T>(8, 8, 5);
  for (std::int64_t i = 0; i < 8; ++i) singular[static_cast<std::size_t>(i + 4 * 8)] = 0;
  std::vector<int> ipiv;
  CHECK(lapack::getrf(space(), to_space(singular, 8, 8), ipiv) == 5);
  // a block inside a larger matrix (leading dimension > rows), as the solvers pass their panels
  const auto big = random_matrix<T>(50, 20, 9);
  const device_matrix<T> whole = to_space(big, 50, 20);
  const auto part =
      Kokkos::subview(whole, std::pair<std::size_t, std::size_t>(0, 30), std::pair<std::size_t, std::size_t>(4, 14));
  CHECK(lapack::getrf(space(), part, ipiv) == 0);
  std::vector<T> block(300), factored(300);
  const std::vector<T> after = from_space(whole);
  for (std::int64_t j = 0; j < 10; ++j)
    for (std::int64_t i = 0; i < 30; ++i) {
      block[static_cast<std::size_t>(i + j * 30)] = big[static_cast<std::size_t>(i + (j + 4) * 50)];
      factored[static_cast<std::size_t>(i + j * 30)] = after[static_cast<std::size_t>(i + (j + 4) * 50)];
    }
  CHECK(lu_residual(30, 10, block, factored, ipiv) < 8 * eps * 30);
  CHECK(after[static_cast<std::size_t>(40 + 5 * 50)] ==
        big[static_cast<std::size_t>(40 + 5 * 50)]);  // rows below untouched
}

TEST_CASE_TEMPLATE("potrf_lower on a view where it lives: A = L Lᵀ, info on an indefinite matrix", T, double, float) {
  const std::int64_t n = 48;
  const auto a = spd_matrix<T>(n, 31);
  const device_matrix<T> d = to_space(a, n, n);
  REQUIRE(lapack::potrf_lower(space(), d) == 0);
  const std::vector<T> l = from_space(d);
  const double eps = std::numeric_limits<T>::epsilon();
  double worst = 0, scale = 0;
  for (std::int64_t i = 0; i < n; ++i)
    for (std::int64_t j = 0; j <= i; ++j) {
      long double s = 0;
      for (std::int64_t k = 0; k <= j; ++k)
        s += static_cast<long double>(l[static_cast<std::size_t>(i + k * n)]) * l[static_cast<std::size_t>(j + k * n)];
      worst = std::max(worst, static_cast<double>(std::abs(s - a[static_cast<std::size_t>(i + j * n)])));
      scale = std::max(scale, static_cast<double>(std::abs(a[static_cast<std::size_t>(i + j * n)])));
      if (j < i)
        CHECK(l[static_cast<std::size_t>(j + i * n)] == a[static_cast<std::size_t>(j + i * n)]);  // upper untouched
    }
  CHECK(worst / scale < 8 * eps * n);
  auto indefinite = a;
  indefinite[static_cast<std::size_t>(9 + 9 * n)] = -indefinite[static_cast<std::size_t>(9 + 9 * n)];
  CHECK(lapack::potrf_lower(space(), to_space(indefinite, n, n)) == 10);
  CHECK_THROWS_WITH_AS(lapack::potrf_lower(space(), device_matrix<T>("rect", 3, 4)),
                       doctest::Contains("the matrix must be square"), pebble::error);
}
