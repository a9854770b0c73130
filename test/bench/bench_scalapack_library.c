/* pdgemm_, pdgetrf_ or pdpotrf_ through libpebble_scalapack beside ScaLAPACK's own, in one MPI job
 * on the same block-cyclic data: each repetition calls the routine once with
 * PEBBLE_SCALAPACK=pebble (the redistribution to and from pebble's layout included) and once with
 * =scalapack, and the best time of each is printed with their ratio, and the words (8 bytes) the
 * busiest process received in one call of each, counted by the PMPI interposer (pmpi_words.hpp)
 * with the same rules for both libraries. A factorization starts each
 * call from the same matrix (diagonally dominant, symmetric: positive definite), copied untimed.
 *   mpiexec.mpich -n P bench_scalapack_library M N K NPROW NPCOL NB [REPEAT]     (pdgemm_)
 *   mpiexec.mpich -n P bench_scalapack_library getrf|potrf N NPROW NPCOL NB [REPEAT]
 * (test/bench/scalapack_library.sh runs the shapes and sizes of docs/benchmarks.md). Exit 2 on bad arguments. */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <pebble/scalapack.h>

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../scalapack/scalapack_decls.h"

long long pmpi_words_bytes_received(void); /* pmpi_words.cpp */

static int parse(const char* text, long lo, long hi, int* value) {
  char* end = NULL;
  const long v = strtol(text, &end, 10);
  if (end == text || *end != '\0' || v < lo || v > hi) return 0;
  *value = (int)v;
  return 1;
}

static double* matrix(int ctxt, int rows_global, int cols_global, int nb, int desc[9], unsigned seed) {
  int nprow, npcol, myrow, mycol, zero = 0;
  Cblacs_gridinfo(ctxt, &nprow, &npcol, &myrow, &mycol);
  const int rows = numroc_(&rows_global, &nb, &myrow, &zero, &nprow);
  const int cols = numroc_(&cols_global, &nb, &mycol, &zero, &npcol);
  const int lld = rows > 1 ? rows : 1;
  const int values[9] = {1, ctxt, rows_global, cols_global, nb, nb, 0, 0, lld};
  memcpy(desc, values, sizeof values);
  const size_t n = (size_t)lld * (size_t)(cols > 0 ? cols : 1);
  double* x = malloc(n * sizeof(double));
  if (x == NULL) return NULL;
  srand(seed);
  for (size_t i = 0; i < n; ++i) x[i] = (double)rand() / RAND_MAX - 0.5;
  return x;
}

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int m, n, k, nprow, npcol, nb, repeat = 3;
  const int factor = argc >= 2 && (strcmp(argv[1], "getrf") == 0 || strcmp(argv[1], "potrf") == 0);
  const int cholesky = factor && strcmp(argv[1], "potrf") == 0;
  const int shift = factor ? 1 : 0; /* a factorization's arguments: N NPROW NPCOL NB [REPEAT] */
  int ok = argc == 7 + shift - 2 * factor || argc == 8 + shift - 2 * factor;
  if (ok && factor) {
    ok = parse(argv[2], 1, 1L << 20, &n) && parse(argv[3], 1, size, &nprow) && parse(argv[4], 1, size, &npcol) &&
         parse(argv[5], 1, 1 << 20, &nb) && (argc == 6 || parse(argv[6], 1, 1000, &repeat));
    m = k = n;
  } else if (ok) {
    ok = parse(argv[1], 1, 1L << 30, &m) && parse(argv[2], 1, 1L << 30, &n) && parse(argv[3], 1, 1L << 30, &k) &&
         parse(argv[4], 1, size, &nprow) && parse(argv[5], 1, size, &npcol) && parse(argv[6], 1, 1 << 20, &nb) &&
         (argc == 7 || parse(argv[7], 1, 1000, &repeat));
  }
  if (!ok || nprow * npcol > size) {
    if (rank == 0)
      fprintf(stderr,
              "usage: bench_scalapack_library M N K NPROW NPCOL NB [REPEAT]\n"
              "       bench_scalapack_library getrf|potrf N NPROW NPCOL NB [REPEAT]   (NPROW*NPCOL <= ranks %d)\n",
              size);
    MPI_Finalize();
    return 2;
  }
  int ctxt;
  Cblacs_get(-1, 0, &ctxt);
  Cblacs_gridinit(&ctxt, "Row", nprow, npcol);
  double best[2] = {1e300, 1e300};
  long long words[2] = {0, 0};
  int da[9], db[9], dc[9], one = 1, failed = 0, any_failed = 0, info = 0;
  double *a = NULL, *b = NULL, *c = NULL, *a0 = NULL;
  int* ipiv = NULL;
  size_t na = 0;
  if (ctxt >= 0) {
    a = matrix(ctxt, m, k, nb, da, 1u + (unsigned)rank);
    if (factor) {
      int pr, pc, myrow, mycol, zero = 0;
      Cblacs_gridinfo(ctxt, &pr, &pc, &myrow, &mycol);
      const int rows = numroc_(&n, &nb, &myrow, &zero, &pr), cols = numroc_(&n, &nb, &mycol, &zero, &pc);
      na = (size_t)da[8] * (size_t)(cols > 0 ? cols : 1);
      a0 = malloc(na * sizeof(double));
      ipiv = malloc((size_t)(rows + nb) * sizeof(int));
      failed = a == NULL || a0 == NULL || ipiv == NULL;
      if (!failed) /* symmetric, diagonally dominant: entry (i, j) from min and max of i, j, plus n on the diagonal */
        for (int j = 0; j < cols; ++j)
          for (int i = 0; i < rows; ++i) {
            const int gi = ((i / nb) * pr + myrow) * nb + i % nb, gj = ((j / nb) * pc + mycol) * nb + j % nb;
            const unsigned lo = (unsigned)(gi < gj ? gi : gj), hi = (unsigned)(gi < gj ? gj : gi);
            a0[(size_t)i + (size_t)j * (size_t)da[8]] =
                (double)(((lo * 2654435761u) ^ (hi * 2246822519u)) % 1000u) / 999.0 - 0.5 + (gi == gj ? n : 0);
          }
    } else {
      b = matrix(ctxt, k, n, nb, db, 7u + (unsigned)rank);
      c = matrix(ctxt, m, n, nb, dc, 13u + (unsigned)rank);
      failed = a == NULL || b == NULL || c == NULL;
    }
  }
  MPI_Allreduce(&failed, &any_failed, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  if (any_failed && rank == 0) fprintf(stderr, "bench_scalapack_library: the matrices do not fit in memory\n");
  const double alpha = 1.0, beta = 0.0;
  for (int r = 0; r <= repeat && !any_failed; ++r) /* repetition 0 warms up (plans, pieces) */
    for (int mode = 0; mode < 2; ++mode) {
      setenv("PEBBLE_SCALAPACK", mode == 0 ? "pebble" : "scalapack", 1);
      if (factor && ctxt >= 0) memcpy(a, a0, na * sizeof(double));
      MPI_Barrier(MPI_COMM_WORLD);
      const long long bytes_before = pmpi_words_bytes_received();
      const double t = MPI_Wtime();
      if (ctxt >= 0 && !factor)
        pdgemm_("N", "N", &m, &n, &k, &alpha, a, &one, &one, da, b, &one, &one, db, &beta, c, &one, &one, dc);
      else if (ctxt >= 0 && cholesky) pdpotrf_("L", &n, a, &one, &one, da, &info);
      else if (ctxt >= 0) pdgetrf_(&n, &n, a, &one, &one, da, ipiv, &info);
      double seconds = MPI_Wtime() - t, slowest;
      long long bytes = pmpi_words_bytes_received() - bytes_before, most;
      MPI_Allreduce(&seconds, &slowest, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
      MPI_Allreduce(&bytes, &most, 1, MPI_LONG_LONG, MPI_MAX, MPI_COMM_WORLD);
      if (r > 0) words[mode] = most / 8;
      if (r > 0 && slowest < best[mode]) best[mode] = slowest;
      failed = failed || info != 0;
    }
  free(a), free(b), free(c), free(a0), free(ipiv);
  if (ctxt >= 0) Cblacs_gridexit(ctxt);
  MPI_Allreduce(&failed, &any_failed, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  if (any_failed && rank == 0) fprintf(stderr, "bench_scalapack_library: a factorization returned INFO != 0\n");
  failed = any_failed;
  if (rank == 0 && !failed)
    printf("{\"routine\": \"%s\", \"M\": %d, \"N\": %d, \"K\": %d, \"grid\": \"%dx%d\", \"nb\": %d, \"ranks\": %d, "
           "\"library_seconds\": %.4f, \"scalapack_seconds\": %.4f, \"speedup\": %.3f, \"library_words\": %lld, "
           "\"scalapack_words\": %lld, \"words_ratio\": %.3f, \"calls_by_pebble\": %lld}\n",
           factor ? (cholesky ? "pdpotrf" : "pdgetrf") : "pdgemm", m, n, k, nprow, npcol, nb, size, best[0], best[1],
           best[1] / best[0], words[0], words[1], words[1] > 0 ? (double)words[0] / (double)words[1] : 0.0,
           pebble_scalapack_calls(factor ? (cholesky ? "pdpotrf" : "pdgetrf") : "pdgemm", 1));
  MPI_Finalize();
  return failed ? 2 : 0;
}
