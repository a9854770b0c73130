// Modeled compute for SimGrid's SMPI (docs/simulation.md, "Modeled compute"), linked into the
// SMPI build's programs (the tool, bench_pdgemm, bench_pdgetrf). It defines the BLAS and LAPACK
// kernels that pebble (through Kokkos Kernels and exec/lapack.hpp) and ScaLAPACK call: SMPI loads
// each rank's copy of a program so that its own definitions come before those of the libraries it
// links, so both libraries' calls come here. Without PEBBLE_SMPI_KERNEL_MODEL each call goes on to
// the real kernel (the next definition, the system's BLAS and LAPACK). With it, a call is charged
// the time kernel_model.hpp's fitted model gives for its sizes, on the calling rank's simulated
// host, instead of running:
//   dgemm, dtrsm, dsyrk   charged, not run: C and B are left as they are;
//   dgetrf                run for real on a copy, outside the simulated time (its pivots decide
//                         what the caller does next), then charged; `a` is left as it is and
//                         info = 0: a modeled run factors a matrix taken to be nonsingular;
//   dpotrf                charged, not run, info = 0: a modeled run factors a matrix taken to be
//                         positive definite, as the benchmarks' generated matrices are.
// Everything else (the BLAS levels 1 and 2 of ScaLAPACK's panels, the copies and packing of both
// libraries) runs and is timed by SMPI as usual. The results are not those of a real
// factorization or product (nothing is updated): modeled runs time a schedule and count its words,
// with verification off.
//
// Environment (scripts/smpirun.sh --model-compute sets them):
//   PEBBLE_SMPI_KERNEL_MODEL        the kernel model (JSON written by bench_kernels)
//   PEBBLE_SMPI_HOST_SPEED_FLOPS    smpi/host-speed in flop/s: a modeled second becomes this many
//                                   flops on the simulated host, as a measured second does
// A library that every rank shares (Kokkos Kernels) binds its calls to the first rank's copy of
// these definitions; the time is charged to the calling rank all the same.
#include <dlfcn.h>

#include <algorithm>

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <stdexcept>
#include <vector>
#include <string>

#include "kernel_model.hpp"

extern "C" {
void smpi_execute_flops(double flops);
void smpi_bench_begin();
void smpi_bench_end();
}

namespace {

using kernel_model::kernel;

struct state {
  bool modeled = false;
  kernel_model::model model;
  double host_speed = 0;

  state() {
    const char* path = std::getenv("PEBBLE_SMPI_KERNEL_MODEL");
    if (path == nullptr || *path == '\0') return;
    const char* speed = std::getenv("PEBBLE_SMPI_HOST_SPEED_FLOPS");
    try {
      model = kernel_model::read(path);
      if (speed == nullptr || !(std::strtod(speed, nullptr) > 0))
        throw std::runtime_error("PEBBLE_SMPI_HOST_SPEED_FLOPS is not a number > 0");
      host_speed = std::strtod(speed, nullptr);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "pebble smpi kernel model: %s (scripts/smpirun.sh --model-compute sets it)\n", e.what());
      std::_Exit(2);
    }
    modeled = true;
  }
};

state& global() {
  static state s;
  return s;
}

// Charges `k` at sizes `s` to the calling rank. SMPI's timing of the rank's own code stops
// around it, so that `real` (a kernel run for real) costs no simulated time.
template <class Real>
void charge(kernel k, const kernel_model::sizes& s, Real&& real) {
  const state& g = global();
  smpi_bench_end();
  real();
  const double t = g.model.seconds(k, s);
  if (t > 0) smpi_execute_flops(t * g.host_speed);
  smpi_bench_begin();
}

void charge(kernel k, const kernel_model::sizes& s) {
  charge(k, s, [] {});
}

template <class F>
F next(const char* symbol) {
  void* f = dlsym(RTLD_NEXT, symbol);
  if (f == nullptr) {
    std::fprintf(stderr,
                 "pebble smpi kernel model: no %s in the libraries after the program (link a BLAS and LAPACK)\n",
                 symbol);
    std::_Exit(2);
  }
  return reinterpret_cast<F>(f);
}

bool is(const char* c, char x) { return (*c | 0x20) == x; }

}  // namespace

extern "C" {

void dgemm_(const char* ta, const char* tb, const int* m, const int* n, const int* k, const double* alpha,
            const double* a, const int* lda, const double* b, const int* ldb, const double* beta, double* c,
            const int* ldc, std::size_t la, std::size_t lb) {
  using f =
      void (*)(const char*, const char*, const int*, const int*, const int*, const double*, const double*, const int*,
               const double*, const int*, const double*, double*, const int*, std::size_t, std::size_t);
  if (!global().modeled) {
    static const f real = next<f>("dgemm_");
    return real(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc, la, lb);
  }
  if (*m > 0 && *n > 0 && *k > 0) charge(kernel::dgemm, {double(*m), double(*n), double(*k)});
}

void dtrsm_(const char* side, const char* uplo, const char* ta, const char* diag, const int* m, const int* n,
            const double* alpha, const double* a, const int* lda, double* b, const int* ldb, std::size_t ls,
            std::size_t lu, std::size_t lt, std::size_t ld) {
  using f =
      void (*)(const char*, const char*, const char*, const char*, const int*, const int*, const double*, const double*,
               const int*, double*, const int*, std::size_t, std::size_t, std::size_t, std::size_t);
  if (!global().modeled) {
    static const f real = next<f>("dtrsm_");
    return real(side, uplo, ta, diag, m, n, alpha, a, lda, b, ldb, ls, lu, lt, ld);
  }
  if (*m > 0 && *n > 0) charge(kernel::dtrsm, {double(is(side, 'l') ? *m : *n), double(is(side, 'l') ? *n : *m), 1});
}

void dsyrk_(const char* uplo, const char* trans, const int* n, const int* k, const double* alpha, const double* a,
            const int* lda, const double* beta, double* c, const int* ldc, std::size_t lu, std::size_t lt) {
  using f = void (*)(const char*, const char*, const int*, const int*, const double*, const double*, const int*,
                     const double*, double*, const int*, std::size_t, std::size_t);
  if (!global().modeled) {
    static const f real = next<f>("dsyrk_");
    return real(uplo, trans, n, k, alpha, a, lda, beta, c, ldc, lu, lt);
  }
  if (*n > 0 && *k > 0) charge(kernel::dsyrk, {double(*n), double(*k), 1});
}

void dgetrf_(const int* m, const int* n, double* a, const int* lda, int* ipiv, int* info) {
  using f = void (*)(const int*, const int*, double*, const int*, int*, int*);
  static const f real = next<f>("dgetrf_");
  if (!global().modeled) return real(m, n, a, lda, ipiv, info);
  // the pivots of what `a` holds now (not what a real run's matrix holds), from a copy, so that
  // nothing non-finite comes back into the caller's data; the matrix is taken to be nonsingular
  charge(kernel::dgetrf, {double(*m), double(*n), 1}, [&] {
    const std::size_t rows = static_cast<std::size_t>(std::max(*m, 0)),
                      ld = static_cast<std::size_t>(std::max(*lda, 1));
    std::vector<double> copy(rows * static_cast<std::size_t>(std::max(*n, 0)));
    for (std::size_t j = 0; j < copy.size() / std::max<std::size_t>(rows, 1); ++j)
      std::copy(a + j * ld, a + j * ld + rows, copy.begin() + static_cast<std::ptrdiff_t>(j * rows));
    const int ldc = std::max(*m, 1);
    real(m, n, copy.data(), &ldc, ipiv, info);
  });
  *info = 0;
}

void dpotrf_(const char* uplo, const int* n, double* a, const int* lda, int* info, std::size_t length) {
  using f = void (*)(const char*, const int*, double*, const int*, int*, std::size_t);
  if (!global().modeled) {
    static const f real = next<f>("dpotrf_");
    return real(uplo, n, a, lda, info, length);
  }
  *info = 0;
  if (*n > 0) charge(kernel::dpotrf, {double(*n), 1, 1});
}

}  // extern "C"
