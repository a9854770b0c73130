/* pebble's ScaLAPACK interface (libpebble_scalapack, CMake target pebble::scalapack, pkg-config
 * pebble-scalapack): ScaLAPACK's Fortran entry points pdgemm_ and psgemm_, defined so that a
 * program linked with the library before ScaLAPACK (or run with it in LD_PRELOAD) runs pebble's
 * COSMA schedule in its calls unchanged, and their prefixed C twins for code that chooses per
 * call. Arguments, descriptors and results are ScaLAPACK's (docs/scalapack.md): what pebble does
 * not run (invalid arguments, descriptors with first blocks of other sizes, problems too small to
 * pay) goes to the next pdgemm_ in link order, ScaLAPACK's own. The environment variable
 * PEBBLE_SCALAPACK=auto|pebble|scalapack chooses (default auto), PEBBLE_SCALAPACK_VERBOSE=1 says
 * per call which ran and why. */
#ifndef PEBBLE_SCALAPACK_H
#define PEBBLE_SCALAPACK_H

#if defined(__GNUC__)
#define PEBBLE_SCALAPACK_API __attribute__((visibility("default")))
#else
#define PEBBLE_SCALAPACK_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* C = alpha op(A) op(B) + beta C on submatrices of block-cyclic arrays: pdgemm_'s arguments,
 * all by address as a Fortran program passes them (TRANSA, TRANSB: "N", "T" or "C"). */
PEBBLE_SCALAPACK_API void pebble_pdgemm(const char* transa, const char* transb, const int* m, const int* n,
                                        const int* k, const double* alpha, const double* a, const int* ia,
                                        const int* ja, const int* desca, const double* b, const int* ib,
                                        const int* jb, const int* descb, const double* beta, double* c,
                                        const int* ic, const int* jc, const int* descc);
PEBBLE_SCALAPACK_API void pebble_psgemm(const char* transa, const char* transb, const int* m, const int* n,
                                        const int* k, const float* alpha, const float* a, const int* ia,
                                        const int* ja, const int* desca, const float* b, const int* ib,
                                        const int* jb, const int* descb, const float* beta, float* c,
                                        const int* ic, const int* jc, const int* descc);

/* How many calls of `routine` ("pdgemm", "psgemm") this process has made so far that pebble ran
 * (by_pebble != 0) or that went to ScaLAPACK (by_pebble == 0); -1 for a routine it does not know. */
PEBBLE_SCALAPACK_API long long pebble_scalapack_calls(const char* routine, int by_pebble);

#ifdef __cplusplus
}
#endif

#endif
