// LAPACK's unblocked-interface factorizations of small dense blocks in host memory (getrf: LU with
// partial pivoting; potrf: Cholesky), for float and double, as the panel kernels of distributed_lu
// and distributed_cholesky (thesis §4.7.3-§4.7.5: the v x v panel factorizations). The LAPACK
// linked with Kokkos Kernels' BLAS provides them (Debian: OpenBLAS's LAPACK).
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include <pebble/core/error.hpp>

extern "C" {
void dgetrf_(const int* m, const int* n, double* a, const int* lda, int* ipiv, int* info);
void sgetrf_(const int* m, const int* n, float* a, const int* lda, int* ipiv, int* info);
void dpotrf_(const char* uplo, const int* n, double* a, const int* lda, int* info, std::size_t uplo_length);
void spotrf_(const char* uplo, const int* n, float* a, const int* lda, int* info, std::size_t uplo_length);
}

namespace pebble::lapack {

namespace detail {
inline int to_int(std::int64_t x, const char* what) {
  check(x >= 0 && x <= std::numeric_limits<int>::max(), "pebble::lapack: ", what, " = ", x,
        " does not fit LAPACK's 32-bit integers");
  return static_cast<int>(x);
}
}  // namespace detail

/// LU with partial pivoting of the m x n column-major block at `a` (leading dimension lda), in
/// place; ipiv receives min(m, n) 1-based row interchanges. Returns LAPACK's info: 0, or k > 0 when
/// U(k, k) is exactly zero (the factorization is complete, U is singular).
template <class T>
int getrf(std::int64_t m, std::int64_t n, T* a, std::int64_t lda, int* ipiv) {
  static_assert(std::is_same_v<T, double> || std::is_same_v<T, float>, "pebble::lapack::getrf: float or double");
  const int mm = detail::to_int(m, "m"), nn = detail::to_int(n, "n"), ld = detail::to_int(lda < 1 ? 1 : lda, "lda");
  int info = 0;
  if (mm == 0 || nn == 0) return 0;
  if constexpr (std::is_same_v<T, double>) dgetrf_(&mm, &nn, a, &ld, ipiv, &info);
  else sgetrf_(&mm, &nn, a, &ld, ipiv, &info);
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
  if constexpr (std::is_same_v<T, double>) dpotrf_("L", &nn, a, &ld, &info, 1);
  else spotrf_("L", &nn, a, &ld, &info, 1);
  check(info >= 0, "pebble::lapack::potrf: argument ", -info, " was rejected");
  return info;
}

}  // namespace pebble::lapack
