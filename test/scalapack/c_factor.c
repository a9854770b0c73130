/* pdgetrf_ and pdpotrf_ through libpebble_scalapack in a C program, on a column-major BLACS grid
 * of all ranks but one (where there are 3 or more), a block size that does not divide N and a
 * shifted source process:
 * - Cholesky of a symmetric positive definite matrix, UPLO = L and U, once through pebble
 *   (PEBBLE_SCALAPACK=pebble) and once through ScaLAPACK's own on the same data: L or U agrees to
 *   rounding, the other strict triangle keeps its values;
 * - LU through pebble, then ScaLAPACK's own pdgetrs_ with pebble's factors and IPIV solves
 *   A x = b for a known x;
 * - a singular matrix and one that is not positive definite: pebble hands them to ScaLAPACK, so
 *   INFO and IPIV equal ScaLAPACK's and the factors agree to rounding;
 * - the drivers pdgesv_ and pdposv_ with three right-hand sides in columns 2..4 of B, through
 *   pebble and through ScaLAPACK's own: X is the known solution, B's first column is untouched;
 *   pdposv_ with UPLO = L and U; an invalid call (NRHS = -1) gets ScaLAPACK's INFO and leaves A
 *   unchanged;
 * - the library's counts say which ran. Exit 0 on success. */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <pebble/scalapack.h>

#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scalapack_decls.h"

static int failures = 0;

static void fail(int rank, const char* what) {
  fprintf(stderr, "c_factor: rank %d: %s\n", rank, what);
  ++failures;
}

/* symmetric entries in [-0.5, 0.5], plus `diagonal` on the diagonal */
static double entry(int i, int j, double diagonal) {
  const unsigned lo = (unsigned)(i < j ? i : j), hi = (unsigned)(i < j ? j : i);
  const unsigned h = (lo * 2654435761u) ^ (hi * 2246822519u) ^ 0x9e3779b9u;
  return (double)(h % 1000u) / 999.0 - 0.5 + (i == j ? diagonal : 0.0);
}

struct layout {
  int desc[9], rows, cols, myrow, mycol, nprow, npcol;
};

static void describe(struct layout* l, int ctxt, int n, int ncols, int mb, int nb, int rsrc, int csrc) {
  Cblacs_gridinfo(ctxt, &l->nprow, &l->npcol, &l->myrow, &l->mycol);
  l->rows = numroc_(&n, &mb, &l->myrow, &rsrc, &l->nprow);
  l->cols = numroc_(&ncols, &nb, &l->mycol, &csrc, &l->npcol);
  const int values[9] = {1, ctxt, n, ncols, mb, nb, rsrc, csrc, l->rows > 1 ? l->rows : 1};
  memcpy(l->desc, values, sizeof values);
}

/* global index of local index i: blocks of b dealt over q processes from src, this one p */
static int global(int i, int b, int p, int src, int q) { return ((i / b) * q + (p - src + q) % q) * b + i % b; }

static void fill(const struct layout* l, double* a, double diagonal, int zero_column) {
  const int mb = l->desc[4], nb = l->desc[5], ld = l->desc[8];
  for (int j = 0; j < l->cols; ++j)
    for (int i = 0; i < l->rows; ++i) {
      const int gi = global(i, mb, l->myrow, l->desc[6], l->nprow), gj = global(j, nb, l->mycol, l->desc[7], l->npcol);
      a[i + j * ld] = gj == zero_column ? 0.0 : entry(gi, gj, diagonal);
    }
}

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  const int used = size >= 3 ? size - 1 : size;
  const int nprow = used >= 2 ? 2 : 1, npcol = used / nprow;
  int ctxt;
  Cblacs_get(-1, 0, &ctxt);
  Cblacs_gridinit(&ctxt, "Col", nprow, npcol);
  if (ctxt >= 0) {
    const int n = 300, one = 1, mb = 32, nb = 32;
    int gr, gc, myrow, mycol;
    Cblacs_gridinfo(ctxt, &gr, &gc, &myrow, &mycol);
    struct layout l, lb;
    describe(&l, ctxt, n, n, mb, nb, 1 % gr, gc - 1);
    describe(&lb, ctxt, n, 1, mb, nb, 1 % gr, gc - 1);
    const size_t size_a = (size_t)l.desc[8] * (size_t)(l.cols > 0 ? l.cols : 1);
    double* a0 = malloc(sizeof(double) * size_a);
    double* a1 = malloc(sizeof(double) * size_a);
    double* a2 = malloc(sizeof(double) * size_a);
    int* ipiv1 = malloc(sizeof(int) * (size_t)(l.rows + mb));
    int* ipiv2 = malloc(sizeof(int) * (size_t)(l.rows + mb));
    double* b = malloc(sizeof(double) * (size_t)(lb.desc[8] > 0 ? lb.desc[8] : 1));
    char what[200];

    /* 1. Cholesky of an SPD matrix, UPLO = L and U: pebble's factor against ScaLAPACK's, the
     * other strict triangle kept */
    int info1 = -99, info2 = -99;
    for (int upper = 0; upper < 2; ++upper) {
      const char* uplo = upper ? "U" : "L";
      fill(&l, a0, (double)n, -1);
      memcpy(a1, a0, sizeof(double) * size_a);
      memcpy(a2, a0, sizeof(double) * size_a);
      info1 = info2 = -99;
      setenv("PEBBLE_SCALAPACK", "pebble", 1);
      pdpotrf_(uplo, &n, a1, &one, &one, l.desc, &info1);
      setenv("PEBBLE_SCALAPACK", "scalapack", 1);
      pdpotrf_(uplo, &n, a2, &one, &one, l.desc, &info2);
      double worst = 0;
      int other_changed = 0;
      for (int j = 0; j < l.cols; ++j)
        for (int i = 0; i < l.rows; ++i) {
          const int gi = global(i, mb, l.myrow, l.desc[6], l.nprow), gj = global(j, nb, l.mycol, l.desc[7], l.npcol);
          const size_t at = (size_t)i + (size_t)j * (size_t)l.desc[8];
          if (upper ? gi <= gj : gi >= gj) worst = fmax(worst, fabs(a1[at] - a2[at]));
          else other_changed += a1[at] != a0[at];
        }
      if (info1 != 0 || info2 != 0 || !(worst < 1e-10) || other_changed) {
        snprintf(what, sizeof what,
                 "Cholesky %s: INFO %d and %d, the factor differs by %g, %d entries of the other "
                 "triangle changed",
                 uplo, info1, info2, worst, other_changed);
        fail(rank, what);
      }
    }

    /* 2. LU through pebble, solved by ScaLAPACK's pdgetrs_ with pebble's factors and IPIV:
     * x_j = 1 + j / n, b = A x from the formula */
    fill(&l, a1, 4.0, -1);
    for (int i = 0; i < lb.rows; ++i) {
      const int gi = global(i, mb, lb.myrow, lb.desc[6], lb.nprow);
      double sum = 0;
      for (int j = 0; j < n; ++j) sum += entry(gi, j, 4.0) * (1.0 + (double)j / n);
      b[i] = sum;
    }
    setenv("PEBBLE_SCALAPACK", "pebble", 1);
    info1 = -99;
    pdgetrf_(&n, &n, a1, &one, &one, l.desc, ipiv1, &info1);
    int info_solve = -99;
    pdgetrs_("N", &n, &one, a1, &one, &one, l.desc, ipiv1, b, &one, &one, lb.desc, &info_solve);
    double error = 0;
    if (lb.cols > 0)
      for (int i = 0; i < lb.rows; ++i) {
        const int gi = global(i, mb, lb.myrow, lb.desc[6], lb.nprow);
        error = fmax(error, fabs(b[i] - (1.0 + (double)gi / n)));
      }
    if (info1 != 0 || info_solve != 0 || !(error < 1e-9)) {
      snprintf(what, sizeof what, "LU: INFO %d, pdgetrs INFO %d, largest error of x %g", info1, info_solve, error);
      fail(rank, what);
    }

    /* 3. a singular matrix (column 77 zero) and an indefinite one: ScaLAPACK's INFO and factors */
    for (int kind = 0; kind < 2; ++kind) {
      fill(&l, a1, kind == 0 ? 4.0 : -1.0, kind == 0 ? 77 : -1);
      memcpy(a2, a1, sizeof(double) * size_a);
      info1 = info2 = -99;
      for (int pass = 0; pass < 2; ++pass) {
        setenv("PEBBLE_SCALAPACK", pass == 0 ? "pebble" : "scalapack", 1);
        double* x = pass == 0 ? a1 : a2;
        int* info = pass == 0 ? &info1 : &info2;
        if (kind == 0) pdgetrf_(&n, &n, x, &one, &one, l.desc, pass == 0 ? ipiv1 : ipiv2, info);
        else pdpotrf_("L", &n, x, &one, &one, l.desc, info);
      }
      /* (ScaLAPACK's pdgetrf calls pdgemm_, which the library runs with pebble's schedule in the
       * first pass: the factors agree to rounding) */
      int differ = 0;
      for (size_t i = 0; i < size_a; ++i) differ += !(fabs(a1[i] - a2[i]) <= 1e-9 * (1.0 + fabs(a2[i])));
      if (kind == 0) differ += memcmp(ipiv1, ipiv2, sizeof(int) * (size_t)l.rows) != 0;
      if (info1 <= 0 || info1 != info2 || differ) {
        snprintf(what, sizeof what, "%s: INFO %d through the library, %d from ScaLAPACK, factors %s",
                 kind == 0 ? "singular LU" : "indefinite Cholesky", info1, info2, differ ? "differ" : "equal");
        fail(rank, what);
      }
    }
    /* pebble ran the two SPD Cholesky factorizations and the LU; ScaLAPACK the reference runs and
     * the two bad matrices (each bad one counted once by ScaLAPACK through pebble's hand-over and
     * once directly). (ScaLAPACK's drivers below call pdgetrf_ and pdpotrf_ too.) */
    if (pebble_scalapack_calls("pdpotrf", 1) != 2 || pebble_scalapack_calls("pdgetrf", 1) != 1 ||
        pebble_scalapack_calls("pdpotrf", 0) != 4 || pebble_scalapack_calls("pdgetrf", 0) != 2 ||
        pebble_scalapack_calls("pdgetrs", 0) != 1)
      fail(rank, "the library's counts of pdpotrf, pdgetrf and pdgetrs calls are not 2 + 4, 1 + 2 and 0 + 1");

    /* 4. the drivers, three right-hand sides in columns 2..4 (JB = 2) of B: column c of X is
     * x_c(j) = 1 + (j + c) / n, B = A X from the formula, column 1 of B holds -7 */
    const int nrhs = 3, wide = 4, two = 2, minus_one = -1;
    struct layout lw;
    describe(&lw, ctxt, n, wide, mb, nb, 1 % gr, gc - 1);
    const size_t size_b = (size_t)lw.desc[8] * (size_t)(lw.cols > 0 ? lw.cols : 1);
    double* bw = malloc(sizeof(double) * size_b);
    for (int driver = 0; driver < 3; ++driver) /* pdgesv, pdposv L, pdposv U */
      for (int pass = 0; pass < 2; ++pass) {
        const double diagonal = driver == 0 ? 4.0 : (double)n;
        fill(&l, a1, diagonal, -1);
        for (int j = 0; j < lw.cols; ++j)
          for (int i = 0; i < lw.rows; ++i) {
            const int gi = global(i, mb, lw.myrow, lw.desc[6], lw.nprow);
            const int c = global(j, nb, lw.mycol, lw.desc[7], lw.npcol);
            double sum = 0;
            for (int k = 0; c > 0 && k < n; ++k) sum += entry(gi, k, diagonal) * (1.0 + (double)(k + c) / n);
            bw[(size_t)i + (size_t)j * (size_t)lw.desc[8]] = c == 0 ? -7.0 : sum;
          }
        setenv("PEBBLE_SCALAPACK", pass == 0 ? "pebble" : "scalapack", 1);
        info1 = -99;
        if (driver == 0) pdgesv_(&n, &nrhs, a1, &one, &one, l.desc, ipiv1, bw, &one, &two, lw.desc, &info1);
        else pdposv_(driver == 1 ? "L" : "U", &n, &nrhs, a1, &one, &one, l.desc, bw, &one, &two, lw.desc, &info1);
        error = 0;
        for (int j = 0; j < lw.cols; ++j)
          for (int i = 0; i < lw.rows; ++i) {
            const int gi = global(i, mb, lw.myrow, lw.desc[6], lw.nprow);
            const int c = global(j, nb, lw.mycol, lw.desc[7], lw.npcol);
            const double x = c == 0 ? -7.0 : 1.0 + (double)(gi + c) / n;
            error = fmax(error, fabs(bw[(size_t)i + (size_t)j * (size_t)lw.desc[8]] - x));
          }
        if (info1 != 0 || !(error < 1e-9)) {
          snprintf(what, sizeof what, "%s through %s: INFO %d, largest error of X %g",
                   driver == 0   ? "pdgesv"
                   : driver == 1 ? "pdposv L"
                                 : "pdposv U",
                   pass == 0 ? "pebble" : "ScaLAPACK", info1, error);
          fail(rank, what);
        }
      }
    /* an invalid NRHS: ScaLAPACK's INFO (-2) either way, A untouched */
    for (int pass = 0; pass < 2; ++pass) {
      setenv("PEBBLE_SCALAPACK", pass == 0 ? "pebble" : "scalapack", 1);
      fill(&l, a1, 4.0, -1);
      memcpy(a2, a1, sizeof(double) * size_a);
      int* info = pass == 0 ? &info1 : &info2;
      *info = -99;
      pdgesv_(&n, &minus_one, a1, &one, &one, l.desc, ipiv1, bw, &one, &two, lw.desc, info);
      if (memcmp(a1, a2, sizeof(double) * size_a) != 0) fail(rank, "pdgesv with NRHS = -1 changed A");
    }
    if (info1 != info2 || info1 != -2) {
      snprintf(what, sizeof what, "pdgesv with NRHS = -1: INFO %d through the library, %d from ScaLAPACK", info1,
               info2);
      fail(rank, what);
    }
    /* pebble factored in the first pass of each driver; ScaLAPACK ran the rest */
    if (pebble_scalapack_calls("pdgesv", 1) != 1 || pebble_scalapack_calls("pdgesv", 0) != 3 ||
        pebble_scalapack_calls("pdposv", 1) != 2 || pebble_scalapack_calls("pdposv", 0) != 2)
      fail(rank, "the library's counts of pdgesv and pdposv calls are not 1 + 3 and 2 + 2");
    free(a0), free(a1), free(a2), free(ipiv1), free(ipiv2), free(b), free(bw);
    Cblacs_gridexit(ctxt);
  }
  int all = 0;
  MPI_Allreduce(&failures, &all, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (rank == 0) printf(all == 0 ? "c_factor: all factorizations agree\n" : "c_factor: %d failures\n", all);
  MPI_Finalize();
  return all == 0 ? 0 : 1;
}
