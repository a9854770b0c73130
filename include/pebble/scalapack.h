/* pebble's ScaLAPACK interface (libpebble_scalapack, CMake target pebble::scalapack, pkg-config
 * pebble-scalapack): ScaLAPACK's Fortran entry points p?gemm_, p?getrf_, p?potrf_, p?getrs_,
 * p?potrs_, p?gesv_ and p?posv_, defined so that a program linked with the library before
 * ScaLAPACK (or run with it in LD_PRELOAD) runs pebble's schedules (COSMA, CONFLUX, CONFCHOX) in
 * its calls unchanged, and their prefixed C twins for code that chooses per call. Arguments, descriptors and results are ScaLAPACK's
 * (docs/scalapack.md): what pebble does not run (invalid arguments, cases it does not schedule,
 * problems too small to pay) goes to the next definition in link order, ScaLAPACK's own. The
 * environment variable PEBBLE_SCALAPACK=auto|pebble|scalapack chooses (default auto),
 * PEBBLE_SCALAPACK_VERBOSE=1 says per call which ran and why. */
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
                                        const int* ja, const int* desca, const double* b, const int* ib, const int* jb,
                                        const int* descb, const double* beta, double* c, const int* ic, const int* jc,
                                        const int* descc);
PEBBLE_SCALAPACK_API void pebble_psgemm(const char* transa, const char* transb, const int* m, const int* n,
                                        const int* k, const float* alpha, const float* a, const int* ia, const int* ja,
                                        const int* desca, const float* b, const int* ib, const int* jb,
                                        const int* descb, const float* beta, float* c, const int* ic, const int* jc,
                                        const int* descc);

/* pdgetrf_ and pdpotrf_ (UPLO = "L" or "U"), single and double: pebble factors the whole N x N
 * matrix of DESCA (IA = JA = 1) with its CONFLUX / CONFCHOX schedules and returns ScaLAPACK's factors and
 * IPIV convention; anything else, and matrices pebble finds singular or not positive definite,
 * go to ScaLAPACK's own routine. */
PEBBLE_SCALAPACK_API void pebble_pdgetrf(const int* m, const int* n, double* a, const int* ia, const int* ja,
                                         const int* desca, int* ipiv, int* info);
PEBBLE_SCALAPACK_API void pebble_psgetrf(const int* m, const int* n, float* a, const int* ia, const int* ja,
                                         const int* desca, int* ipiv, int* info);
PEBBLE_SCALAPACK_API void pebble_pdpotrf(const char* uplo, const int* n, double* a, const int* ia, const int* ja,
                                         const int* desca, int* info);
PEBBLE_SCALAPACK_API void pebble_pspotrf(const char* uplo, const int* n, float* a, const int* ia, const int* ja,
                                         const int* desca, int* info);

/* The triangular solves with the factors of p?getrf_ / p?potrf_ (either library's: IPIV is
 * ScaLAPACK's convention): pebble has no schedule for them, so these count the call and run
 * ScaLAPACK's own. */
PEBBLE_SCALAPACK_API void pebble_pdgetrs(const char* trans, const int* n, const int* nrhs, const double* a,
                                         const int* ia, const int* ja, const int* desca, const int* ipiv, double* b,
                                         const int* ib, const int* jb, const int* descb, int* info);
PEBBLE_SCALAPACK_API void pebble_psgetrs(const char* trans, const int* n, const int* nrhs, const float* a,
                                         const int* ia, const int* ja, const int* desca, const int* ipiv, float* b,
                                         const int* ib, const int* jb, const int* descb, int* info);
PEBBLE_SCALAPACK_API void pebble_pdpotrs(const char* uplo, const int* n, const int* nrhs, const double* a,
                                         const int* ia, const int* ja, const int* desca, double* b, const int* ib,
                                         const int* jb, const int* descb, int* info);
PEBBLE_SCALAPACK_API void pebble_pspotrs(const char* uplo, const int* n, const int* nrhs, const float* a, const int* ia,
                                         const int* ja, const int* desca, float* b, const int* ib, const int* jb,
                                         const int* descb, int* info);

/* The drivers: A X = B by pebble's factorization of A (where p?getrf_ / p?potrf_ would run
 * pebble's, and B's rows start at IB = 1 and are blocked and placed as A's), then ScaLAPACK's
 * p?getrs_ / p?potrs_; otherwise ScaLAPACK's driver for the whole call. */
PEBBLE_SCALAPACK_API void pebble_pdgesv(const int* n, const int* nrhs, double* a, const int* ia, const int* ja,
                                        const int* desca, int* ipiv, double* b, const int* ib, const int* jb,
                                        const int* descb, int* info);
PEBBLE_SCALAPACK_API void pebble_psgesv(const int* n, const int* nrhs, float* a, const int* ia, const int* ja,
                                        const int* desca, int* ipiv, float* b, const int* ib, const int* jb,
                                        const int* descb, int* info);
PEBBLE_SCALAPACK_API void pebble_pdposv(const char* uplo, const int* n, const int* nrhs, double* a, const int* ia,
                                        const int* ja, const int* desca, double* b, const int* ib, const int* jb,
                                        const int* descb, int* info);
PEBBLE_SCALAPACK_API void pebble_psposv(const char* uplo, const int* n, const int* nrhs, float* a, const int* ia,
                                        const int* ja, const int* desca, float* b, const int* ib, const int* jb,
                                        const int* descb, int* info);

/* How many calls of `routine` ("pdgemm", "psgemm", "pdgetrf", "psgetrf", "pdpotrf", "pspotrf",
 * "pdgetrs", "psgetrs", "pdpotrs", "pspotrs", "pdgesv", "psgesv", "pdposv", "psposv") this
 * process has made so far that pebble ran (by_pebble != 0) or that went to ScaLAPACK
 * (by_pebble == 0); -1 for a routine it does not know. */
PEBBLE_SCALAPACK_API long long pebble_scalapack_calls(const char* routine, int by_pebble);

#ifdef __cplusplus
}
#endif

#endif
