// Benchmark of pebble's distributed LU (CONFLUX) and Cholesky (CONFCHOX) against ScaLAPACK's
// pdgetrf and pdpotrf, in one MPI job, and of one-process LAPACK (--lapack). Everything factors the
// same generated N x N matrix (a hash of the row, the column and --seed, so any rank can evaluate
// any entry):
//   LU:       uniform(-1, 1) entries, A(0, 0) = 1e-10 (a tiny leading entry: pivoting is needed);
//   Cholesky: (U + Uᵀ)/2 + N I with U uniform(-1, 1) (symmetric, diagonally dominant).
// One PMPI interposer counts the words of both libraries (pmpi_words.hpp, pebble's counting rules).
//
//  1. pdgetrf / pdpotrf ("L") in ScaLAPACK's 2D block-cyclic layout, on every process grid
//     pr x pc = p of --grids and block size of --nb. Each is timed (the slowest rank, best of
//     --repeat; the matrix is refilled before each run, outside the timing), its words are
//     counted, and its residual is checked.
//  2. pebble: the plan_factorization plan for p ranks with S words each (--mem; default: the smallest S for
//     which the plan reaches the largest replication c, see default_memory) and block size v of
//     --pebble-nb (0: the least modeled time at rates measured first, measure_factorization_rates) and
//     depth --layers (0 = the planner's choice). The matrix is placed in pebble's pieces
//     (layer 0's block-cyclic layout), distributed_lu / distributed_cholesky is timed the same way
//     (MPI_Wtime around the call), and its words are counted three ways: the interposer, pebble's
//     own stats.traffic, and the exact prediction conflux_schedule_words(layout, rank, pivots).
//     pebble's counters must equal the prediction on every rank (they do not include the argument
//     agreement all-reduces and, with idle ranks, the pivots' broadcast, which the interposer sees).
//  3. --lapack (run it on one rank, OPENBLAS_NUM_THREADS = the cores): only the baseline, one
//     LAPACK dgetrf / dpotrf of the whole matrix on rank 0. test/bench/factorization.sh runs it
//     beside the MPI job and prints the two side by side.
//
// Residual (the same routine for all three; O(N²/p) per rank and a few all-reduces of N words, not
// counted): for --vectors random x (uniform(-1, 1)),
//   LU:       ‖P A x − L (U x)‖∞ / (‖A‖∞ ‖x‖∞ N ε),   Cholesky: ‖A x − L (Lᵀ x)‖∞ / (‖A‖∞ ‖x‖∞ N ε),
// the largest over the vectors. L and U are applied from the distributed factors as they lie
// (ScaLAPACK/LAPACK: rows exchanged as IPIV says; pebble: row-masked, row pivots()[k] holds row k);
// A x is evaluated from the generator. ‖(PA − LU) x‖∞ ≤ ‖PA − LU‖∞ ‖x‖∞, so this is a lower
// estimate of the normwise backward error ‖PA − LU‖∞ / (‖A‖∞ N ε); a wrong factor shows at O(1/ε).
// It passes below --threshold (16, ScaLAPACK's test threshold).
//
// Times are the slowest rank's, best of --repeat. Words are per rank, max (and mean) over ranks, in
// 8-byte words. GFLOP/s counts 2N³/3 (LU) or N³/3 (Cholesky).
//
// usage: mpiexec.mpich -n p bench_pdgetrf --kind lu|cholesky --n N [--grids 1x2,2x1] [--nb 64,128,256]
//            [--pebble-nb 128,256] [--layers 0] [--repeat 3] [--mem words] [--vectors 3] [--json]
//        mpiexec.mpich -n 1 env OPENBLAS_NUM_THREADS=2 bench_pdgetrf --kind lu --n N --lapack [--json]
// The matrices live in Kokkos host views, which the SMPI build can fold (docs/simulation.md);
// --no-verify (for modeled compute, where nothing is computed) skips the residuals and the checks
// of info; pebble's words are still checked equal to the prediction for the pivots it chose.
// --no-pebble runs ScaLAPACK alone.
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include <pebble/algorithms/cholesky.hpp>
#include <pebble/algorithms/factor_rates.hpp>
#include <pebble/algorithms/lu.hpp>
#include <pebble/bounds/factorization.hpp>
#include <pebble/comm/environment.hpp>
#include <pebble/exec/lapack.hpp>
#include <pebble/tiling/block_cyclic.hpp>
#include <pebble/tiling/conflux_layout.hpp>
#include <pebble/tiling/grid25d.hpp>

#include "launcher_rank.hpp"
#include "pmpi_words.hpp"

// ScaLAPACK and its C BLACS interface (Debian's libscalapack-mpich ships no header). pdgetrf and
// pdpotrf are Fortran: a character argument has a hidden length at the end.
extern "C" {
void Cblacs_get(int context, int what, int* value);
void Cblacs_gridinit(int* context, const char* order, int nprow, int npcol);
void Cblacs_gridinfo(int context, int* nprow, int* npcol, int* myrow, int* mycol);
void Cblacs_gridexit(int context);
void descinit_(int* desc, const int* m, const int* n, const int* mb, const int* nb, const int* irsrc, const int* icsrc,
               const int* ictxt, const int* lld, int* info);
void pdgetrf_(const int* m, const int* n, double* a, const int* ia, const int* ja, const int* desca, int* ipiv,
              int* info);
void pdpotrf_(const char* uplo, const int* n, double* a, const int* ia, const int* ja, const int* desca, int* info,
              std::size_t uplo_length);
}

namespace {

using json = nlohmann::ordered_json;
using host = Kokkos::HostSpace;
using pebble::factorization;

struct options {
  std::string kind = "lu";
  std::int64_t N = 0;
  std::vector<std::string> grids;  // "PRxPC"; empty: every factorization of the rank count
  std::vector<int> nb{64, 128, 256};
  std::vector<int> pebble_nb{128, 256};
  std::vector<int> layers{0};
  int repeat = 3;
  int vectors = 3;
  double memory = 0;
  double threshold = 16;
  std::uint64_t seed = 1;
  bool lapack = false;
  bool verify = true, pebble = true;
  bool json = false;
};

// --- the matrix ----------------------------------------------------------------------------------

double uniform(std::uint64_t seed, std::int64_t r, std::int64_t c, std::int64_t n) {
  // splitmix64 of (seed, r, c)
  std::uint64_t z = seed * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(r) * static_cast<std::uint64_t>(n) +
                    static_cast<std::uint64_t>(c);
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return static_cast<double>(z >> 11) / 9007199254740992.0 * 2.0 - 1.0;
}

struct test_matrix {
  factorization kind = factorization::lu;
  std::int64_t N = 0;
  std::uint64_t seed = 1;
  double operator()(std::int64_t r, std::int64_t c) const {
    if (kind == factorization::lu) return r == 0 && c == 0 ? 1e-10 : uniform(seed, r, c, N);
    return (uniform(seed, r, c, N) + uniform(seed, c, r, N)) / 2 + (r == c ? static_cast<double>(N) : 0.0);
  }
};

void fill(const pebble::block_cyclic& d, int me, const test_matrix& a, double* data) {
  d.for_each_local(me, [&](std::int64_t r, std::int64_t c, std::int64_t at) { data[at] = a(r, c); });
}

// --- over ranks (PMPI: not counted) ----------------------------------------------------------------

struct spread {
  double max = 0, mean = 0;
};
spread over_ranks(const pebble::comm::communicator& world, double x) {
  double mx = x, sum = x;
  PMPI_Allreduce(MPI_IN_PLACE, &mx, 1, MPI_DOUBLE, MPI_MAX, world.native());
  PMPI_Allreduce(MPI_IN_PLACE, &sum, 1, MPI_DOUBLE, MPI_SUM, world.native());
  return {mx, sum / world.size()};
}
void sum_over_ranks(const pebble::comm::communicator& world, std::vector<double>& v) {
  PMPI_Allreduce(MPI_IN_PLACE, v.data(), static_cast<int>(v.size()), MPI_DOUBLE, MPI_SUM, world.native());
}

json words_json(const pebble::comm::communicator& world, double received, double sent) {
  const spread in = over_ranks(world, received), out = over_ranks(world, sent);
  return {{"received_max", in.max}, {"received_mean", in.mean}, {"sent_max", out.max}, {"sent_mean", out.mean}};
}
json words_json(const pebble::comm::communicator& world, const pmpi_words::counts& c) {
  return words_json(world, static_cast<double>(c.bytes_received) / 8, static_cast<double>(c.bytes_sent) / 8);
}

// --- the residual --------------------------------------------------------------------------------

// Where the rows of LU's factors lie: storage row r of the distributed array holds row
// factor_of_storage[r] of L \ U, and row k of L U approximates row original_of_factor[k] of A.
struct factor_rows {
  std::vector<std::int64_t> factor_of_storage, original_of_factor;
};
factor_rows from_ipiv(const std::vector<std::int64_t>& ipiv) {  // LAPACK's 1-based interchanges
  const std::int64_t n = static_cast<std::int64_t>(ipiv.size());
  factor_rows f;
  f.factor_of_storage.resize(static_cast<std::size_t>(n));
  f.original_of_factor.resize(static_cast<std::size_t>(n));
  for (std::int64_t k = 0; k < n; ++k)
    f.factor_of_storage[static_cast<std::size_t>(k)] = f.original_of_factor[static_cast<std::size_t>(k)] = k;
  for (std::int64_t k = 0; k < n; ++k)
    std::swap(f.original_of_factor[static_cast<std::size_t>(k)],
              f.original_of_factor[static_cast<std::size_t>(ipiv[static_cast<std::size_t>(k)] - 1)]);
  return f;
}
factor_rows from_pivots(const std::vector<std::int64_t>& pivots) {  // pebble's row masking
  factor_rows f;
  f.original_of_factor = pivots;
  f.factor_of_storage.resize(pivots.size());
  for (std::size_t k = 0; k < pivots.size(); ++k)
    f.factor_of_storage[static_cast<std::size_t>(pivots[k])] = static_cast<std::int64_t>(k);
  return f;
}

// max over --vectors random x of ‖P A x − L U x‖∞ / (‖A‖∞ ‖x‖∞ N ε) (LU) or ‖A x − L Lᵀ x‖∞ / (...)
// (Cholesky, lower triangle) for the factors `f` this rank holds in `d` (collective over `world`).
double residual(const pebble::comm::communicator& world, const pebble::block_cyclic& d, const double* f,
                const test_matrix& a, const factor_rows* rows, int vectors, std::uint64_t seed) {
  const int me = world.rank();
  const std::int64_t n = a.N;
  const auto N = static_cast<std::size_t>(n);
  const bool lu = a.kind == factorization::lu;
  std::vector<double> row_sum(N, 0.0), x(N), ax(N), y(N), z(N);
  d.for_each_local(me, [&](std::int64_t r, std::int64_t c, std::int64_t) {
    row_sum[static_cast<std::size_t>(r)] += std::abs(a(r, c));
  });
  sum_over_ranks(world, row_sum);
  const double norm_a = *std::max_element(row_sum.begin(), row_sum.end());
  double worst = 0;
  for (int vec = 0; vec < vectors; ++vec) {
    double norm_x = 0;
    for (std::size_t i = 0; i < N; ++i) {
      x[i] = uniform(seed + 7919 + static_cast<std::uint64_t>(vec), static_cast<std::int64_t>(i), 0, 1);
      norm_x = std::max(norm_x, std::abs(x[i]));
    }
    std::fill(ax.begin(), ax.end(), 0.0);
    std::fill(y.begin(), y.end(), 0.0);
    std::fill(z.begin(), z.end(), 0.0);
    const auto at = [](std::int64_t i) { return static_cast<std::size_t>(i); };
    if (lu) {
      d.for_each_local(me, [&](std::int64_t r, std::int64_t c, std::int64_t o) {
        ax[at(r)] += a(r, c) * x[at(c)];
        const std::int64_t k = rows->factor_of_storage[at(r)];
        if (c >= k) y[at(k)] += f[o] * x[at(c)];  // U x
      });
      sum_over_ranks(world, y);
      d.for_each_local(me, [&](std::int64_t r, std::int64_t c, std::int64_t o) {
        const std::int64_t k = rows->factor_of_storage[at(r)];
        if (c < k) z[at(k)] += f[o] * y[at(c)];  // L (U x), unit diagonal added below
      });
    } else {
      d.for_each_local(me, [&](std::int64_t r, std::int64_t c, std::int64_t o) {
        ax[at(r)] += a(r, c) * x[at(c)];
        if (r >= c) y[at(c)] += f[o] * x[at(r)];  // Lᵀ x
      });
      sum_over_ranks(world, y);
      d.for_each_local(me, [&](std::int64_t r, std::int64_t c, std::int64_t o) {
        if (r >= c) z[at(r)] += f[o] * y[at(c)];  // L (Lᵀ x)
      });
    }
    sum_over_ranks(world, z);
    sum_over_ranks(world, ax);
    double diff = 0;
    for (std::int64_t k = 0; k < n; ++k) {
      const double lux = lu ? z[at(k)] + y[at(k)] : z[at(k)];
      const double pax = lu ? ax[at(rows->original_of_factor[at(k)])] : ax[at(k)];
      diff = std::max(diff, std::abs(pax - lux));
    }
    worst = std::max(worst, diff / (norm_a * norm_x * static_cast<double>(n) * std::numeric_limits<double>::epsilon()));
  }
  return worst;
}

double flops_of(const test_matrix& a) {
  const double n = static_cast<double>(a.N);
  return (a.kind == factorization::lu ? 2.0 : 1.0) * n * n * n / 3.0;
}

// --- 1. ScaLAPACK ----------------------------------------------------------------------------------

struct scalapack_config {
  int pr = 1, pc = 1, nb = 64;
};

json run_scalapack(const pebble::comm::communicator& world, const options& o, const scalapack_config& g,
                   const test_matrix& a) {
  const int me = world.rank();
  int context = 0, nprow = 0, npcol = 0, myrow = -1, mycol = -1;
  Cblacs_get(-1, 0, &context);
  Cblacs_gridinit(&context, "Row", g.pr, g.pc);
  Cblacs_gridinfo(context, &nprow, &npcol, &myrow, &mycol);
  const pebble::block_cyclic d{a.N, a.N, g.nb, g.nb, g.pr, g.pc};
  pebble::check(myrow == d.prow_of(me) && mycol == d.pcol_of(me), "BLACS put rank ", me, " at (", myrow, ", ", mycol,
                "), pebble::block_cyclic expects (", d.prow_of(me), ", ", d.pcol_of(me), ")");
  // LU's matrix lives in a Kokkos view, which an SMPI build may fold (its pivots may be found on any
  // values); Cholesky's does not: pdpotrf's unblocked diagonal step (PDPOTF2) reads the matrix and
  // stops at the first pivot that is not positive, so it must hold real values even when modeled
  const std::size_t local_words = static_cast<std::size_t>(std::max<std::int64_t>(d.local_size(me), 1));
  const bool lu = a.kind == factorization::lu;
  std::vector<double> unfolded(lu ? 0 : local_words);
  const Kokkos::View<double*, host> folded(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string("scalapack local array")), lu ? local_words : 0);
  double* const local = lu ? folded.data() : unfolded.data();
  int desc[9] = {};
  const int n = static_cast<int>(a.N), nb = g.nb, zero = 0, one = 1, lld = static_cast<int>(d.leading_dimension(me));
  int info = 0;
  descinit_(desc, &n, &n, &nb, &nb, &zero, &zero, &context, &lld, &info);
  pebble::check(info == 0, "descinit failed with info ", info);
  std::vector<int> ipiv(static_cast<std::size_t>(d.local_rows(me) + g.nb));
  double best = std::numeric_limits<double>::infinity();
  pmpi_words::counts words;
  for (int run = 0; run < o.repeat; ++run) {
    fill(d, me, a, local);
    PMPI_Barrier(world.native());
    pmpi_words::reset();
    const double t0 = MPI_Wtime();
    if (lu) pdgetrf_(&n, &n, local, &one, &one, desc, ipiv.data(), &info);
    else pdpotrf_("L", &n, local, &one, &one, desc, &info, 1);
    const double t = MPI_Wtime() - t0;
    words = pmpi_words::reset();
    best = std::min(best, over_ranks(world, t).max);
    pebble::check(!o.verify || over_ranks(world, std::abs(info)).max == 0, lu ? "pdgetrf" : "pdpotrf",
                  " returned info ", info);
  }
  if (!o.verify) {
    Cblacs_gridexit(context);
    return {{"grid", {g.pr, g.pc}},
            {"nb", g.nb},
            {"seconds", best},
            {"gflops", flops_of(a) / best / 1e9},
            {"words", words_json(world, words)},
            {"info", info}};
  }
  // the permutation: row r's interchange from the process column that factored r's panel
  factor_rows rows;
  if (lu) {
    std::vector<double> global(static_cast<std::size_t>(a.N), 0.0);
    const std::int64_t lr = d.local_rows(me);
    for (std::int64_t li = 0; li < lr; ++li) {
      const std::int64_t r = ((li / g.nb) * g.pr + myrow) * g.nb + li % g.nb;
      if ((r / g.nb) % g.pc == mycol) global[static_cast<std::size_t>(r)] = ipiv[static_cast<std::size_t>(li)];
    }
    sum_over_ranks(world, global);
    std::vector<std::int64_t> ip(global.size());
    for (std::size_t k = 0; k < global.size(); ++k) ip[k] = static_cast<std::int64_t>(global[k]);
    rows = from_ipiv(ip);
  }
  const double res = residual(world, d, local, a, &rows, o.vectors, o.seed);
  Cblacs_gridexit(context);
  return {{"grid", {g.pr, g.pc}},
          {"nb", g.nb},
          {"seconds", best},
          {"gflops", flops_of(a) / best / 1e9},
          {"words", words_json(world, words)},
          {"residual", res}};
}

// --- 2. pebble -------------------------------------------------------------------------------------

// The smallest S with which grid25d reaches the grid it picks when memory does not limit it
// (S = N²): the words of a rank's part of one replica, ⌈N/gr⌉⌈N/gc⌉ (at least N²/p). The bound
// is evaluated at this S, the memory the plan needs.
std::int64_t default_memory(std::int64_t n, std::int64_t p, factorization kind, std::int64_t v, std::int64_t layers,
                            const pebble::factorization_rates& rates) {
  const pebble::factorization_plan roomy =
      pebble::plan_factorization(kind, n, {.p = p, .S = n * n}, {.block_size = v, .layers = layers, .rates = rates});
  return roomy.local_words;
}

template <class Solver>
json run_pebble(const pebble::comm::communicator& world, const options& o, const test_matrix& a, int v, int layers) {
  const int me = world.rank(), p = world.size();
  const bool lu = a.kind == factorization::lu;
  std::int64_t S = 0;
  pebble::factorization_plan plan;
  // v = 0: the least modeled time at this machine's rates, measured as `pebble run lu` does
  const pebble::factorization_rates rates =
      v == 0 ? pebble::measure_factorization_rates<double, host>(world, a.kind) : pebble::factorization_rates{};
  pebble::comm::agree_on(world, [&] {
    S = o.memory > 0 ? static_cast<std::int64_t>(o.memory) : default_memory(a.N, p, a.kind, v, layers, rates);
    plan =
        pebble::plan_factorization(a.kind, a.N, {.p = p, .S = S}, {.block_size = v, .layers = layers, .rates = rates});
  });
  Solver solver(world, plan);
  const pebble::conflux_layout& layout = solver.layout();
  const pebble::block_cyclic d = layout.distribution();
  auto piece = pebble::allocate_piece<double, host>(layout, me, "A");
  double best = std::numeric_limits<double>::infinity();
  pmpi_words::counts words;
  pebble::factorization_stats kept;
  double panel_max = 0, update_max = 0, inside_max = 0;
  for (int run = 0; run < o.repeat; ++run) {
    fill(d, me, a, piece.data());
    PMPI_Barrier(world.native());
    pmpi_words::reset();
    const double t0 = MPI_Wtime();
    const pebble::factorization_stats s = solver(piece);
    const double t = over_ranks(world, MPI_Wtime() - t0).max;
    const pmpi_words::counts w = pmpi_words::reset();
    pebble::check(!o.verify || s.info == 0, "pebble's factorization returned info ", s.info);
    const double panel = over_ranks(world, s.panel_seconds).max, update = over_ranks(world, s.update_seconds).max,
                 inside = over_ranks(world, s.seconds).max;
    if (t < best) {
      best = t;
      words = w;
      kept = s;
      panel_max = panel;
      update_max = update;
      inside_max = inside;
    }
  }
  std::vector<std::int64_t> pivots;
  if constexpr (std::is_same_v<Solver, pebble::distributed_lu<double, host>>) pivots = solver.pivots();
  const pebble::conflux_words predicted = pebble::conflux_schedule_words(layout, me, pivots);
  const bool match = kept.traffic.words_received == predicted.received && kept.traffic.words_sent == predicted.sent;
  const bool all_match = -over_ranks(world, match ? -1.0 : 0.0).max > 0.5;  // every rank matched
  bool pivoted = false;
  for (std::size_t k = 0; k < pivots.size(); ++k) pivoted = pivoted || pivots[k] != static_cast<std::int64_t>(k);
  factor_rows rows;
  if (lu && o.verify) rows = from_pivots(pivots);
  const double res = o.verify ? residual(world, d, piece.data(), a, &rows, o.vectors, o.seed) : 0;
  // interposer minus pebble's own count: the argument agreement (and, with idle ranks, the pivots)
  const spread extra = over_ranks(
      world, static_cast<double>(words.bytes_received) / 8 - static_cast<double>(kept.traffic.words_received));
  const pebble::factorization_io_bound bound = pebble::factorization_io_bound_of(a.kind, a.N, {.p = p, .S = S});
  const pebble::factorization_io_bound lu_bound = pebble::lu_io_bound(a.N, {.p = p, .S = S});
  json out = {
      {"S", plan.S},
      {"grid", {plan.nprow, plan.npcol, plan.depth}},
      {"v", plan.block_size},
      {"rates", v == 0 ? json{{"update_flops", rates.update_rate},
                              {"update_half_dimension", rates.update_half},
                              {"panel_flops", rates.panel_rate},
                              {"word_seconds", rates.word_seconds},
                              {"message_seconds", rates.message_seconds},
                              {"modeled_seconds", plan.time.total}}
                       : json(nullptr)},
      {"layers_asked", layers},
      {"ranks_used", plan.ranks_used},
      {"idle_ranks", plan.idle_ranks},
      {"steps", plan.steps},
      {"seconds", best},
      {"gflops", flops_of(a) / best / 1e9},
      {"solver_seconds_max", inside_max},
      {"panel_seconds_max", panel_max},
      {"update_seconds_max", update_max},
      {"words", words_json(world, words)},
      {"pebble_counted", words_json(world, static_cast<double>(kept.traffic.words_received),
                                    static_cast<double>(kept.traffic.words_sent))},
      {"predicted", words_json(world, static_cast<double>(predicted.received), static_cast<double>(predicted.sent))},
      {"counted_equals_predicted", all_match},
      {"interposer_minus_pebble_received_max", extra.max},
      {"plan_volume",
       {{"total", plan.volume.total},
        {"panel", plan.volume.panel},
        {"reduction", plan.volume.reduction},
        {"scatter", plan.volume.scatter},
        {"a00", plan.volume.a00},
        {"tournament", plan.volume.tournament}}},
      {"bound", {{"value", bound.value}, {"leading", bound.leading}}},
      {"lu_bound_leading", lu_bound.leading},
      {"leading_over_lu_bound", plan.volume.panel / lu_bound.leading},
      {"leading_over_bound", plan.volume.panel / bound.leading},
      {"info", kept.info}};
  if (o.verify) out["residual"] = res;
  if (lu) out["pivoted"] = pivoted;
  return out;
}

// --- 3. LAPACK on one rank -------------------------------------------------------------------------

int lapack_baseline(const pebble::comm::communicator& world, const options& o, const test_matrix& a) {
  pebble::check(world.size() == 1, "--lapack runs on one rank (mpiexec -n 1); the job has ", world.size());
  const pebble::block_cyclic d{a.N, a.N, a.N, a.N, 1, 1};
  std::vector<double> m(static_cast<std::size_t>(a.N * a.N));
  std::vector<int> ipiv(static_cast<std::size_t>(a.N));
  const bool lu = a.kind == factorization::lu;
  double best = std::numeric_limits<double>::infinity();
  for (int run = 0; run < o.repeat; ++run) {
    fill(d, 0, a, m.data());
    const double t0 = MPI_Wtime();
    const int info = lu ? pebble::lapack::getrf(a.N, a.N, m.data(), a.N, ipiv.data())
                        : pebble::lapack::potrf_lower(a.N, m.data(), a.N);
    best = std::min(best, MPI_Wtime() - t0);
    pebble::check(info == 0, lu ? "dgetrf" : "dpotrf", " returned info ", info);
  }
  factor_rows rows;
  if (lu) rows = from_ipiv(std::vector<std::int64_t>(ipiv.begin(), ipiv.end()));
  const double res = residual(world, d, m.data(), a, &rows, o.vectors, o.seed);
  const char* threads = std::getenv("OPENBLAS_NUM_THREADS");
  const bool ok = res <= o.threshold;
  json out = {{"kind", o.kind},
              {"N", a.N},
              {"lapack",
               {{"routine", lu ? "dgetrf" : "dpotrf"},
                {"openblas_threads", threads ? threads : "default"},
                {"seconds", best},
                {"gflops", flops_of(a) / best / 1e9},
                {"residual", res}}},
              {"threshold", o.threshold},
              {"verified", ok}};
  if (o.json) std::cout << out.dump(2) << "\n";
  else
    std::printf("LAPACK %s N=%lld (OPENBLAS_NUM_THREADS=%s) %8.4f s %8.2f GFLOP/s  residual %.3g  %s\n",
                lu ? "dgetrf" : "dpotrf", static_cast<long long>(a.N), threads ? threads : "default", best,
                flops_of(a) / best / 1e9, res, ok ? "ok" : "FAILED");
  return ok ? 0 : 1;
}

// --- the job ---------------------------------------------------------------------------------------

int body(const pebble::comm::communicator& world, const options& o) {
  const int me = world.rank(), p = world.size();
  const test_matrix a{o.kind == "lu" ? factorization::lu : factorization::cholesky, o.N, o.seed};
  std::vector<scalapack_config> configs;
  pebble::comm::agree_on(world, [&] {
    pebble::check(o.N >= 1 && o.N <= 1 << 20, "--n must be between 1 and 2^20");
    pebble::check(o.repeat >= 1 && o.vectors >= 1, "--repeat and --vectors must be >= 1");
    std::vector<std::pair<int, int>> grids;
    for (const std::string& g : o.grids) {
      int pr = 0, pc = 0;
      char x = 0;
      pebble::check(std::sscanf(g.c_str(), "%d%c%d", &pr, &x, &pc) == 3 && x == 'x' && pr >= 1 && pc >= 1,
                    "--grids takes PRxPC, e.g. 2x2; got '", g, "'");
      pebble::check(pr * pc == p, "the grid ", g, " needs ", pr * pc, " ranks; the job has ", p);
      grids.emplace_back(pr, pc);
    }
    if (grids.empty())
      for (int pr = 1; pr <= p; ++pr)
        if (p % pr == 0) grids.emplace_back(pr, p / pr);
    for (const int nb : o.nb) pebble::check(nb >= 1 && nb <= o.N, "--nb must be in 1..N; got ", nb);
    for (const int v : o.pebble_nb) pebble::check(v >= 0 && v <= o.N, "--pebble-nb must be in 0..N; got ", v);
    for (const int c : o.layers) pebble::check(c >= 0 && c <= p, "--layers must be in 0..p; got ", c);
    for (const auto& [pr, pc] : grids)
      for (const int nb : o.nb) configs.push_back({pr, pc, nb});
  });
  if (o.lapack) return lapack_baseline(world, o, a);
  const char* lib = a.kind == factorization::lu ? "pdgetrf" : "pdpotrf";

  // 1. ScaLAPACK
  json scalapack = json::array();
  std::size_t fastest = 0, least = 0;
  for (std::size_t i = 0; i < configs.size(); ++i) {
    scalapack.push_back(run_scalapack(world, o, configs[i], a));
    const json& r = scalapack[i];
    if (r["seconds"].get<double>() < scalapack[fastest]["seconds"].get<double>()) fastest = i;
    if (r["words"]["received_max"].get<double>() < scalapack[least]["words"]["received_max"].get<double>()) least = i;
    if (!o.json && me == 0)
      std::printf("%s %dx%d nb=%-4d %9.4f s %8.2f GFLOP/s  words received max %.4g mean %.4g  residual %.3g\n", lib,
                  configs[i].pr, configs[i].pc, configs[i].nb, r["seconds"].get<double>(), r["gflops"].get<double>(),
                  r["words"]["received_max"].get<double>(), r["words"]["received_mean"].get<double>(),
                  r.value("residual", 0.0));
  }

  if (!o.pebble) {  // ScaLAPACK alone (the simulated runs take pebble's side from `pebble run lu|cholesky`)
    bool verified = true;
    if (o.verify)
      for (const json& r : scalapack) verified = verified && r["residual"].get<double>() <= o.threshold;
    const json out = {{"kind", o.kind},
                      {"N", o.N},
                      {"ranks", p},
                      {"scalapack", scalapack},
                      {"summary", {{"scalapack_fastest", fastest}, {"scalapack_least_words", least}}},
                      {"threshold", o.threshold},
                      {"verified", o.verify ? json(verified) : json(nullptr)}};
    if (me == 0 && o.json) std::cout << out.dump(2) << "\n";
    return verified ? 0 : 1;
  }

  // 2. pebble
  json native = json::array();
  std::size_t pebble_fastest = 0;
  for (const int layers : o.layers) {
    for (const int v : o.pebble_nb) {
      json r = a.kind == factorization::lu
                   ? run_pebble<pebble::distributed_lu<double, host>>(world, o, a, v, layers)
                   : run_pebble<pebble::distributed_cholesky<double, host>>(world, o, a, v, layers);
      if (!o.json && me == 0)
        std::printf("pebble [%lld,%lld,%lld] v=%-4lld S=%.3g %9.4f s %8.2f GFLOP/s (panel %.4f s, update %.4f s)  "
                    "words received max %.4g mean %.4g (pebble %.4g, predicted %.4g: %s; sent %.4g, predicted %.4g)  "
                    "leading term %.4g = %.3fx LU bound %.4g  residual %.3g%s\n",
                    static_cast<long long>(r["grid"][0].get<std::int64_t>()),
                    static_cast<long long>(r["grid"][1].get<std::int64_t>()),
                    static_cast<long long>(r["grid"][2].get<std::int64_t>()),
                    static_cast<long long>(r["v"].get<std::int64_t>()), static_cast<double>(r["S"].get<std::int64_t>()),
                    r["seconds"].get<double>(), r["gflops"].get<double>(), r["panel_seconds_max"].get<double>(),
                    r["update_seconds_max"].get<double>(), r["words"]["received_max"].get<double>(),
                    r["words"]["received_mean"].get<double>(), r["pebble_counted"]["received_max"].get<double>(),
                    r["predicted"]["received_max"].get<double>(),
                    r["counted_equals_predicted"].get<bool>() ? "equal on every rank" : "DIFFERENT",
                    r["pebble_counted"]["sent_max"].get<double>(), r["predicted"]["sent_max"].get<double>(),
                    r["plan_volume"]["panel"].get<double>(), r["leading_over_lu_bound"].get<double>(),
                    r["lu_bound_leading"].get<double>(), r.value("residual", 0.0),
                    r.contains("pivoted") ? (r["pivoted"].get<bool>() ? "  (pivoted)" : "  (NOT pivoted)") : "");
      native.push_back(std::move(r));
      const std::size_t i = native.size() - 1;
      if (native[i]["seconds"].get<double>() < native[pebble_fastest]["seconds"].get<double>()) pebble_fastest = i;
    }
  }

  bool verified = true, as_predicted = true;
  for (const json& r : native) as_predicted = as_predicted && r["counted_equals_predicted"].get<bool>();
  if (o.verify) {
    for (const json& r : scalapack) verified = verified && r["residual"].get<double>() <= o.threshold;
    for (const json& r : native)
      verified = verified && r["residual"].get<double>() <= o.threshold && r.value("pivoted", true);
  }
  const json& sf = scalapack[fastest];
  const json& sl = scalapack[least];
  const json& pf = native[pebble_fastest];
  const double pw = pf["words"]["received_max"].get<double>();
  json summary = {{"scalapack_fastest", fastest},
                  {"scalapack_least_words", least},
                  {"pebble_fastest", pebble_fastest},
                  {"time_pebble_over_scalapack", pf["seconds"].get<double>() / sf["seconds"].get<double>()},
                  {"words_pebble_over_scalapack_fastest", pw / sf["words"]["received_max"].get<double>()},
                  {"words_pebble_over_scalapack_least", pw / sl["words"]["received_max"].get<double>()},
                  {"leading_over_lu_bound", pf["leading_over_lu_bound"]}};
  json out = {{"kind", o.kind},
              {"N", o.N},
              {"ranks", p},
              {"scalapack", scalapack},
              {"pebble", native},
              {"summary", summary},
              {"threshold", o.threshold},
              {"counted_equals_predicted", as_predicted},
              {"verified", o.verify ? json(verified) : json(nullptr)}};
  if (me == 0) {
    if (o.json) {
      std::cout << out.dump(2) << "\n";
    } else {
      std::printf("pebble fastest / %s fastest (%dx%d nb=%d): time %.3f, words received %.3f; / least-communicating "
                  "(%dx%d nb=%d): words %.3f\n",
                  lib, configs[fastest].pr, configs[fastest].pc, configs[fastest].nb,
                  summary["time_pebble_over_scalapack"].get<double>(),
                  summary["words_pebble_over_scalapack_fastest"].get<double>(), configs[least].pr, configs[least].pc,
                  configs[least].nb, summary["words_pebble_over_scalapack_least"].get<double>());
      std::printf("verification: %s\n", !o.verify ? "skipped (--no-verify)" : verified ? "ok" : "FAILED");
    }
  }
  return verified && as_predicted ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  options o;
  CLI::App app{"pebble's distributed LU / Cholesky beside ScaLAPACK's pdgetrf / pdpotrf, words counted by one PMPI "
               "interposer"};
  app.add_option("--kind", o.kind, "lu or cholesky")->check(CLI::IsMember({"lu", "cholesky"}))->capture_default_str();
  app.add_option("--n", o.N, "the matrix is N x N")->required();
  app.add_option("--grids", o.grids, "ScaLAPACK process grids PRxPC (default: every factorization of the rank count)")
      ->delimiter(',');
  app.add_option("--nb", o.nb, "ScaLAPACK block sizes")->delimiter(',')->capture_default_str();
  app.add_option("--pebble-nb", o.pebble_nb, "pebble's block sizes v (0: the least modeled time at measured rates)")
      ->delimiter(',')
      ->capture_default_str();
  app.add_option("--layers", o.layers, "pebble's grid depths c (0: the planner's choice)")
      ->delimiter(',')
      ->capture_default_str();
  app.add_option("--repeat", o.repeat, "timed runs of each; the best is reported")->capture_default_str();
  app.add_option("--vectors", o.vectors, "random vectors of the residual check")->capture_default_str();
  app.add_option("--mem", o.memory, "pebble's words per rank S (default: the least that reaches the deepest grid)");
  app.add_option("--threshold", o.threshold, "largest residual that passes")->capture_default_str();
  app.add_option("--seed", o.seed, "the matrix's seed")->capture_default_str();
  app.add_flag("--lapack", o.lapack, "only the one-process LAPACK baseline (run on one rank)");
  app.add_flag("!--no-verify", o.verify, "no residuals and no checks of info (modeled compute computes nothing)");
  app.add_flag("!--no-pebble", o.pebble, "ScaLAPACK alone");
  app.add_flag("--json", o.json, "one JSON document on rank 0");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (pebble_tool::launcher_rank() == 0) return app.exit(e);
    return e.get_exit_code();
  }
  return pebble::comm::run(argc, argv, [&](const pebble::comm::communicator& world) { return body(world, o); });
}
