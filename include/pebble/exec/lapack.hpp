// LAPACK's unblocked-interface factorizations of small dense blocks in host memory (getrf: LU with
// partial pivoting; potrf: Cholesky), for float and double, as the panel kernels of distributed_lu
// and distributed_cholesky (thesis §4.7.3-§4.7.5: the v x v panel factorizations). The LAPACK
// linked with Kokkos Kernels' BLAS provides them (Debian: OpenBLAS's LAPACK). Where the build found
// no host LAPACK (PEBBLE_NO_HOST_LAPACK, set by cmake/pebbleKokkos.cmake), getrf and potrf_lower
// fall back to reference_getrf and reference_potrf_lower below: unblocked, same results and info.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>

#include <pebble/core/error.hpp>

#ifndef PEBBLE_NO_HOST_LAPACK
extern "C" {
void dgetrf_(const int* m, const int* n, double* a, const int* lda, int* ipiv, int* info);
void sgetrf_(const int* m, const int* n, float* a, const int* lda, int* ipiv, int* info);
void dpotrf_(const char* uplo, const int* n, double* a, const int* lda, int* info, std::size_t uplo_length);
void spotrf_(const char* uplo, const int* n, float* a, const int* lda, int* info, std::size_t uplo_length);
}
#endif

namespace pebble::lapack {

namespace detail {
inline int to_int(std::int64_t x, const char* what) {
  check(x >= 0 && x <= std::numeric_limits<int>::max(), "pebble::lapack: ", what, " = ", x,
        " does not fit LAPACK's 32-bit integers");
  return static_cast<int>(x);
}
}  // namespace detail

/// LAPACK's unblocked getf2: right-looking LU with partial pivoting (the first entry of largest
/// magnitude is the pivot; a zero pivot column is skipped and reported), same contract as getrf.
template <class T>
int reference_getrf(std::int64_t m, std::int64_t n, T* a, std::int64_t lda, int* ipiv) {
  check(m >= 0 && n >= 0 && lda >= (m > 1 ? m : 1), "pebble::lapack::reference_getrf: bad sizes");
  const auto at = [&](std::int64_t i, std::int64_t j) -> T& { return a[i + j * lda]; };
  int info = 0;
  const std::int64_t k_end = m < n ? m : n;
  for (std::int64_t k = 0; k < k_end; ++k) {
    std::int64_t p = k;
    for (std::int64_t i = k + 1; i < m; ++i)
      if (std::abs(at(i, k)) > std::abs(at(p, k))) p = i;
    ipiv[k] = static_cast<int>(p + 1);
    if (at(p, k) == T(0)) {
      if (info == 0) info = static_cast<int>(k + 1);
      continue;
    }
    if (p != k)
      for (std::int64_t j = 0; j < n; ++j) std::swap(at(k, j), at(p, j));
    const T pivot = at(k, k);
    for (std::int64_t i = k + 1; i < m; ++i) at(i, k) /= pivot;
    for (std::int64_t j = k + 1; j < n; ++j) {
      const T u = at(k, j);
      if (u == T(0)) continue;
      for (std::int64_t i = k + 1; i < m; ++i) at(i, j) -= at(i, k) * u;
    }
  }
  return info;
}

/// LAPACK's unblocked potf2 on the lower triangle (left-looking), same contract as potrf_lower:
/// stops at the first leading minor that is not positive definite and returns its order.
template <class T>
int reference_potrf_lower(std::int64_t n, T* a, std::int64_t lda) {
  check(n >= 0 && lda >= (n > 1 ? n : 1), "pebble::lapack::reference_potrf_lower: bad sizes");
  const auto at = [&](std::int64_t i, std::int64_t j) -> T& { return a[i + j * lda]; };
  for (std::int64_t j = 0; j < n; ++j) {
    T d = at(j, j);
    for (std::int64_t k = 0; k < j; ++k) d -= at(j, k) * at(j, k);
    if (!(d > T(0))) {
      at(j, j) = d;
      return static_cast<int>(j + 1);
    }
    d = std::sqrt(d);
    at(j, j) = d;
    for (std::int64_t i = j + 1; i < n; ++i) {
      T s = at(i, j);
      for (std::int64_t k = 0; k < j; ++k) s -= at(i, k) * at(j, k);
      at(i, j) = s / d;
    }
  }
  return 0;
}

/// LU with partial pivoting of the m x n column-major block at `a` (leading dimension lda), in
/// place; ipiv receives min(m, n) 1-based row interchanges. Returns LAPACK's info: 0, or k > 0 when
/// U(k, k) is exactly zero (the factorization is complete, U is singular).
template <class T>
int getrf(std::int64_t m, std::int64_t n, T* a, std::int64_t lda, int* ipiv) {
  static_assert(std::is_same_v<T, double> || std::is_same_v<T, float>, "pebble::lapack::getrf: float or double");
  const int mm = detail::to_int(m, "m"), nn = detail::to_int(n, "n"), ld = detail::to_int(lda < 1 ? 1 : lda, "lda");
  int info = 0;
  if (mm == 0 || nn == 0) return 0;
#ifdef PEBBLE_NO_HOST_LAPACK
  info = reference_getrf(mm, nn, a, ld, ipiv);
#else
  if constexpr (std::is_same_v<T, double>) dgetrf_(&mm, &nn, a, &ld, ipiv, &info);
  else sgetrf_(&mm, &nn, a, &ld, ipiv, &info);
#endif
  check(info >= 0, "pebble::lapack::getrf: argument ", -info, " was rejected");
  return info;
}

/// Cholesky factorization A = L Lᵀ of the n x n column-major block at `a` (lower triangle read and
/// overwritten; the strictly upper triangle is not referenced). Returns LAPACK's info: 0, or k > 0
/// when the leading minor of order k is not positive definite.
template <class T>
int potrf_lower(std::int64_t n, T* a, std::int64_t lda) {
  static_assert(std::is_same_v<T, double> || std::is_same_v<T, float>, "pebble::lapack::potrf: float or double");
  const int nn = detail::to_int(n, "n"), ld = detail::to_int(lda < 1 ? 1 : lda, "lda");
  int info = 0;
  if (nn == 0) return 0;
#ifdef PEBBLE_NO_HOST_LAPACK
  info = reference_potrf_lower(nn, a, ld);
#else
  if constexpr (std::is_same_v<T, double>) dpotrf_("L", &nn, a, &ld, &info, 1);
  else spotrf_("L", &nn, a, &ld, &info, 1);
#endif
  check(info >= 0, "pebble::lapack::potrf: argument ", -info, " was rejected");
  return info;
}

}  // namespace pebble::lapack
