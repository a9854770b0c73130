/* A C program of the kind a ScaLAPACK code is, linked with libpebble_scalapack before
 * ScaLAPACK: pdgemm_ and psgemm_ on a column-major BLACS grid of all ranks but one (where there
 * are 3 or more), with transposes, submatrices that start inside blocks, MB != NB, a source
 * process other than (0, 0) and padded LLD. Each call runs once through pebble
 * (PEBBLE_SCALAPACK=pebble) and once through ScaLAPACK's own (=scalapack) on the same data; the
 * results must agree to rounding, the elements outside C's submatrix must not change, beta = 0
 * must not let C's NaN through, and the library's counts must show which ran. Exit 0 on success. */
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
  fprintf(stderr, "c_pdgemm: rank %d: %s\n", rank, what);
  ++failures;
}

/* a 9-integer descriptor of an M x N matrix in mb x nb blocks, first block on (rsrc, csrc) */
static int local_array(int desc[9], int ctxt, int M, int N, int mb, int nb, int rsrc, int csrc, int pad) {
  int nprow, npcol, myrow, mycol;
  Cblacs_gridinfo(ctxt, &nprow, &npcol, &myrow, &mycol);
  const int rows = numroc_(&M, &mb, &myrow, &rsrc, &nprow), cols = numroc_(&N, &nb, &mycol, &csrc, &npcol);
  const int lld = (rows > 1 ? rows : 1) + pad;
  const int values[9] = {1, ctxt, M, N, mb, nb, rsrc, csrc, lld};
  memcpy(desc, values, sizeof values);
  return lld * (cols > 0 ? cols : 1);
}

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  const int used = size >= 3 ? size - 1 : size; /* a grid smaller than MPI_COMM_WORLD */
  const int nprow = used >= 2 ? 2 : 1, npcol = used / nprow;
  int ctxt;
  Cblacs_get(-1, 0, &ctxt);
  Cblacs_gridinit(&ctxt, "Col", nprow, npcol);
  if (ctxt >= 0) {
    int gr, gc, myrow, mycol;
    Cblacs_gridinfo(ctxt, &gr, &gc, &myrow, &mycol);
    int da[9], dc[9];
    const int n = 150;
    const int na = local_array(da, ctxt, n, n, 7, 5, 1 % gr, 0, 2);
    const int nc = local_array(dc, ctxt, n, n, 4, 6, 0, (gc - 1), 0);
    double* a = malloc(sizeof(double) * (size_t)na);
    double* c = malloc(sizeof(double) * (size_t)nc);
    double* c_pebble = malloc(sizeof(double) * (size_t)nc);
    double* c_ref = malloc(sizeof(double) * (size_t)nc);
    float* as = malloc(sizeof(float) * (size_t)na);
    float* cs_pebble = malloc(sizeof(float) * (size_t)nc);
    float* cs_ref = malloc(sizeof(float) * (size_t)nc);
    srand(17u + (unsigned)rank);
    for (int i = 0; i < na; ++i) as[i] = (float)(a[i] = (double)rand() / RAND_MAX - 0.5);
    for (int i = 0; i < nc; ++i) c[i] = (double)rand() / RAND_MAX - 0.5;
    struct {
      const char *ta, *tb;
      int m, n, k, ia, ja, ib, jb, ic, jc;
      double alpha, beta;
    } calls[] = {{"N", "N", 130, 120, 140, 3, 2, 5, 9, 7, 11, 1.5, -0.5},
                 {"T", "N", 101, 97, 133, 9, 4, 2, 1, 1, 1, 1.0, 0.0},
                 {"N", "T", 77, 140, 90, 50, 20, 11, 33, 60, 8, -1.0, 2.0},
                 {"C", "T", 120, 110, 128, 20, 17, 3, 6, 25, 30, 0.25, 1.0}};
    const int ncalls = (int)(sizeof calls / sizeof calls[0]);
    for (int t = 0; t < ncalls; ++t) {
      memcpy(c_pebble, c, sizeof(double) * (size_t)nc);
      memcpy(c_ref, c, sizeof(double) * (size_t)nc);
      if (calls[t].beta == 0.0) /* beta = 0: C is not read, so NaN must not show through */
        for (int i = 0; i < nc; ++i) c_pebble[i] = c_ref[i] = NAN;
      for (int i = 0; i < nc; ++i) cs_pebble[i] = cs_ref[i] = (float)c_pebble[i];
      const float alpha_s = (float)calls[t].alpha, beta_s = (float)calls[t].beta;
      for (int pass = 0; pass < 2; ++pass) {
        setenv("PEBBLE_SCALAPACK", pass == 0 ? "pebble" : "scalapack", 1);
        double* cd = pass == 0 ? c_pebble : c_ref;
        float* cf = pass == 0 ? cs_pebble : cs_ref;
        pdgemm_(calls[t].ta, calls[t].tb, &calls[t].m, &calls[t].n, &calls[t].k, &calls[t].alpha, a, &calls[t].ia,
                &calls[t].ja, da, a, &calls[t].ib, &calls[t].jb, da, &calls[t].beta, cd, &calls[t].ic, &calls[t].jc,
                dc);
        psgemm_(calls[t].ta, calls[t].tb, &calls[t].m, &calls[t].n, &calls[t].k, &alpha_s, as, &calls[t].ia,
                &calls[t].ja, da, as, &calls[t].ib, &calls[t].jb, da, &beta_s, cf, &calls[t].ic, &calls[t].jc, dc);
      }
      double worst = 0, worst_s = 0;
      int nan_through = 0;
      for (int i = 0; i < nc; ++i) {
        const int both_nan = isnan(c_pebble[i]) && isnan(c_ref[i]);
        if (!both_nan) {
          const double d = fabs(c_pebble[i] - c_ref[i]);
          worst = isnan(d) || d > worst ? (isnan(d) ? INFINITY : d) : worst;
          const double ds = fabs((double)cs_pebble[i] - (double)cs_ref[i]);
          worst_s = isnan(ds) || ds > worst_s ? (isnan(ds) ? INFINITY : ds) : worst_s;
        }
        nan_through += isnan(c_pebble[i]) != isnan(c_ref[i]);
      }
      char what[160];
      if (worst > 1e-11 || worst_s > 1e-3 || nan_through) {
        snprintf(what, sizeof what, "call %d (%s%s): pebble and ScaLAPACK differ by %g (double), %g (float), %d NaN", t,
                 calls[t].ta, calls[t].tb, worst, worst_s, nan_through);
        fail(rank, what);
      }
    }
    /* every call above ran through pebble once and through ScaLAPACK once */
    if (pebble_scalapack_calls("pdgemm", 1) != ncalls || pebble_scalapack_calls("pdgemm", 0) != ncalls ||
        pebble_scalapack_calls("psgemm", 1) != ncalls || pebble_scalapack_calls("psgemm", 0) != ncalls ||
        pebble_scalapack_calls("pzgemm", 1) != -1)
      fail(rank, "the library's counts of calls are not 4 by pebble and 4 by ScaLAPACK per routine");
    /* the C twin and auto: a problem below the size that pays goes to ScaLAPACK */
    setenv("PEBBLE_SCALAPACK", "auto", 1);
    const int small = 8, one = 1;
    const double alpha = 1.0, beta = 0.0;
    pebble_pdgemm("N", "N", &small, &small, &small, &alpha, a, &one, &one, da, a, &one, &one, da, &beta, c_pebble, &one,
                  &one, dc);
    if (pebble_scalapack_calls("pdgemm", 0) != ncalls + 1) fail(rank, "auto ran an 8 x 8 x 8 product through pebble");
    free(a), free(c), free(c_pebble), free(c_ref), free(as), free(cs_pebble), free(cs_ref);
    Cblacs_gridexit(ctxt);
  }
  int all = 0;
  MPI_Allreduce(&failures, &all, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (rank == 0) printf(all == 0 ? "c_pdgemm: all calls agree\n" : "c_pdgemm: %d failures\n", all);
  MPI_Finalize();
  return all == 0 ? 0 : 1;
}
