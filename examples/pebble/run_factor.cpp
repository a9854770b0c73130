// `pebble run lu|cholesky` (see run_factor.hpp).
#include "run_factor.hpp"
#include "run_common.hpp"
#include "amounts.hpp"
#include "errors.hpp"
#include "matrix_market.hpp"
#include "mmm_inputs.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <iostream>
#include <limits>
#include <memory>
#include <new>
#include <optional>
#include <sstream>
#include <type_traits>
#include <vector>

#include <pebble/algorithms/cholesky.hpp>
#include <pebble/algorithms/lu.hpp>
#include <pebble/algorithms/scalapack_factor.hpp>
#include <pebble/comm/environment.hpp>

namespace pebble_tool {
namespace {

using json = nlohmann::ordered_json;
using pebble::factorization;

constexpr std::int64_t default_block = 256;
// --input and --rhs: the largest matrix rank 0 holds (2^28 doubles, 2 GiB: N = 16384)
constexpr std::int64_t max_file_elements = std::int64_t{1} << 28;

// The generated matrix: uniform entries in [-1, 1); LU "pivoting" makes the leading entry tiny
// (factoring without row exchanges would lose all accuracy); Cholesky: the symmetric part plus N
// on the diagonal (positive definite).
struct generator {
  factorization kind;
  std::int64_t n;
  bool tiny_leading;
  double operator()(std::int64_t r, std::int64_t c) const {
    if (kind == factorization::cholesky)
      return (matrix_entry(12, r, c) + matrix_entry(12, c, r)) / 2 + (r == c ? static_cast<double>(n) : 0.0);
    if (tiny_leading && r == 0 && c == 0) return 1e-12;
    return matrix_entry(11, r, c);
  }
};

// Rank 0's copy of the whole matrix of the pieces (MPI_Gatherv, verification only), as doubles.
template <class T, class V>
std::vector<double> gather_on_root(const pebble::comm::communicator& world, const pebble::conflux_layout& layout,
                                   const V& piece) {
  const int me = world.rank(), p = world.size();
  const auto mirror = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), piece);
  std::vector<double> mine(mirror.data(), mirror.data() + mirror.span());
  std::vector<int> counts(static_cast<std::size_t>(p)), offsets(static_cast<std::size_t>(p));
  std::int64_t total = 0;
  for (int r = 0; r < p; ++r) {
    const std::int64_t size = layout.piece_rows(r) * layout.piece_cols(r);
    counts[static_cast<std::size_t>(r)] = static_cast<int>(size);
    offsets[static_cast<std::size_t>(r)] = static_cast<int>(total);
    total += size;
  }
  std::vector<double> all(me == 0 ? static_cast<std::size_t>(total) : 0);
  MPI_Gatherv(mine.data(), static_cast<int>(mine.size()), MPI_DOUBLE, all.data(), counts.data(), offsets.data(),
              MPI_DOUBLE, 0, world.native());
  std::vector<double> full;
  if (me != 0) return full;
  const std::int64_t n = layout.N;
  full.assign(static_cast<std::size_t>(n * n), 0.0);
  for (int r = 0; r < p; ++r)
    layout.distribution().for_each_local(r, [&](std::int64_t i, std::int64_t j, std::int64_t at) {
      full[static_cast<std::size_t>(i + j * n)] = all[static_cast<std::size_t>(offsets[static_cast<std::size_t>(r)] + at)];
    });
  return full;
}

// A(r, c) of the matrix being factored: the generator's, or the --input file's (rank 0 only).
using entry_fn = std::function<double(std::int64_t, std::int64_t)>;

// Solves A X = B (B: n x k, column-major; X overwrites it) with the gathered factors `f`
// (row-masked for LU: row pivots[k] holds row k of L \ U; Cholesky: L in the lower triangle), by
// column-oriented triangular solves: O(n² k).
void solve_with_factors(bool lu, std::int64_t n, const std::vector<double>& f, const std::vector<std::int64_t>& pivots,
                        std::vector<double>& b, std::int64_t k) {
  const auto at = [](std::int64_t i) { return static_cast<std::size_t>(i); };
  std::vector<double> y(at(n));
  for (std::int64_t col = 0; col < k; ++col) {
    double* x = b.data() + at(col * n);
    if (lu) {
      for (std::int64_t r = 0; r < n; ++r) y[at(r)] = x[pivots[at(r)]];  // P b
      for (std::int64_t q = 0; q < n; ++q) {  // L y = P b, unit diagonal; L(r, q) = f(pivots[r], q)
        const double yq = y[at(q)];
        const double* column = f.data() + at(q * n);
        for (std::int64_t r = q + 1; r < n; ++r) y[at(r)] -= column[pivots[at(r)]] * yq;
      }
      for (std::int64_t j = n - 1; j >= 0; --j) {  // U x = y; U(q, j) = f(pivots[q], j)
        const double* column = f.data() + at(j * n);
        const double xj = y[at(j)] / column[pivots[at(j)]];
        x[j] = xj;
        for (std::int64_t q = 0; q < j; ++q) y[at(q)] -= column[pivots[at(q)]] * xj;
      }
    } else {
      for (std::int64_t r = 0; r < n; ++r) y[at(r)] = x[r];
      for (std::int64_t q = 0; q < n; ++q) {  // L y = b
        const double* column = f.data() + at(q * n);
        const double yq = y[at(q)] / column[q];
        y[at(q)] = yq;
        for (std::int64_t r = q + 1; r < n; ++r) y[at(r)] -= column[r] * yq;
      }
      for (std::int64_t j = n - 1; j >= 0; --j) {  // Lᵀ x = y
        const double* column = f.data() + at(j * n);
        double s = y[at(j)];
        for (std::int64_t r = j + 1; r < n; ++r) s -= column[r] * x[r];
        x[j] = s / column[j];
      }
    }
  }
}

// HPL's scaled residual ‖A x - b‖∞ / (ε (‖A‖∞ ‖x‖∞ + ‖b‖∞) n), the largest over the k columns.
double solve_residual(const entry_fn& a, std::int64_t n, const std::vector<double>& x, const std::vector<double>& b,
                      std::int64_t k, double eps) {
  const auto at = [](std::int64_t i) { return static_cast<std::size_t>(i); };
  std::vector<double> ax(at(n * k), 0.0);
  double norm_a = 0;
  for (std::int64_t r = 0; r < n; ++r) {
    double abs_sum = 0;
    for (std::int64_t c = 0; c < n; ++c) {
      const double e = a(r, c);
      abs_sum += std::abs(e);
      for (std::int64_t col = 0; col < k; ++col) ax[at(col * n + r)] += e * x[at(col * n + c)];
    }
    norm_a = std::max(norm_a, abs_sum);
  }
  double worst = 0;
  for (std::int64_t col = 0; col < k; ++col) {
    double diff = 0, norm_x = 0, norm_b = 0;
    for (std::int64_t r = 0; r < n; ++r) {
      diff = std::max(diff, std::abs(ax[at(col * n + r)] - b[at(col * n + r)]));
      norm_x = std::max(norm_x, std::abs(x[at(col * n + r)]));
      norm_b = std::max(norm_b, std::abs(b[at(col * n + r)]));
    }
    const double scale = eps * (norm_a * norm_x + norm_b) * static_cast<double>(n);
    worst = std::max(worst, scale > 0 ? diff / scale : (diff > 0 ? std::numeric_limits<double>::infinity() : 0.0));
  }
  return worst;
}

struct residuals {
  double product = 0;  ///< max over random x of ‖P A x - L U x‖∞ / (‖A‖∞ ‖x‖∞ N ε)
  double solve = 0;    ///< HPL's ‖A x - b‖∞ / (ε (‖A‖∞ ‖x‖∞ + ‖b‖∞) N)
  bool finite = true;
};

// Checks the factors `f` (row-masked for LU: row pivots[k] holds row k of L \ U; Cholesky: L in the
// lower triangle) against the matrix `a` with O(N²) work.
residuals check_factors(bool lu, const entry_fn& a, std::int64_t n, const std::vector<double>& f,
                        const std::vector<std::int64_t>& pivots, double eps) {
  auto row = [&](std::int64_t k) { return lu ? pivots[static_cast<std::size_t>(k)] : k; };
  // the factors' L and U as functions of (k, q) in pivot order
  auto l_at = [&](std::int64_t k, std::int64_t q) {  // q <= k
    if (lu) return q == k ? 1.0 : f[static_cast<std::size_t>(row(k) + q * n)];
    return f[static_cast<std::size_t>(k + q * n)];
  };
  auto u_at = [&](std::int64_t q, std::int64_t j) {  // j >= q
    if (lu) return f[static_cast<std::size_t>(row(q) + j * n)];
    return f[static_cast<std::size_t>(j + q * n)];
  };
  double norm_a = 0;
  std::vector<double> ax(static_cast<std::size_t>(n));
  residuals out;
  for (int trial = 0; trial < 3; ++trial) {
    std::vector<double> x(static_cast<std::size_t>(n));
    for (std::int64_t j = 0; j < n; ++j) x[static_cast<std::size_t>(j)] = matrix_entry(20 + static_cast<std::uint64_t>(trial), j, 0);
    double norm_x = 0;
    for (double v : x) norm_x = std::max(norm_x, std::abs(v));
    // P A x, row by row (and ‖A‖∞)
    for (std::int64_t k = 0; k < n; ++k) {
      double s = 0, abs_sum = 0;
      for (std::int64_t j = 0; j < n; ++j) {
        const double e = a(row(k), j);
        s += e * x[static_cast<std::size_t>(j)];
        abs_sum += std::abs(e);
      }
      ax[static_cast<std::size_t>(k)] = s;
      norm_a = std::max(norm_a, abs_sum);
    }
    // y = U x, then L y
    std::vector<double> y(static_cast<std::size_t>(n), 0.0);
    for (std::int64_t j = 0; j < n; ++j)
      for (std::int64_t q = 0; q <= j; ++q) y[static_cast<std::size_t>(q)] += u_at(q, j) * x[static_cast<std::size_t>(j)];
    double worst = 0;
    for (std::int64_t k = 0; k < n; ++k) {
      double s = 0;
      for (std::int64_t q = 0; q <= k; ++q) s += l_at(k, q) * y[static_cast<std::size_t>(q)];
      worst = std::max(worst, std::abs(s - ax[static_cast<std::size_t>(k)]));
      out.finite = out.finite && std::isfinite(s);
    }
    out.product = std::max(out.product, norm_a > 0 ? worst / (norm_a * norm_x * static_cast<double>(n) * eps) : worst);
  }
  // solve A x = b for one generated b
  std::vector<double> b(static_cast<std::size_t>(n));
  for (std::int64_t k = 0; k < n; ++k) b[static_cast<std::size_t>(k)] = matrix_entry(30, k, 0);
  std::vector<double> x = b;
  solve_with_factors(lu, n, f, pivots, x, 1);
  out.solve = solve_residual(a, n, x, b, 1, eps);
  out.finite = out.finite && std::isfinite(out.solve) && std::isfinite(out.product);
  return out;
}

// The --input and --rhs files, read on rank 0 (the other ranks get N and their pieces by message).
struct file_inputs {
  std::optional<dense_matrix> a, b;
  double read_seconds = 0, scatter_seconds = 0;
};

// Runs `f` on rank 0 only; if it throws a pebble::error, every rank throws an agreed_error with its
// message (as agree_on, without the "rank 0:" of a failure only one rank saw). Collective.
template <class F>
void on_root(const pebble::comm::communicator& world, F&& f) {
  std::string message;
  if (world.rank() == 0) {
    try {
      f();
    } catch (const pebble::error& e) {
      message = e.what();
      if (message.empty()) message = "rank 0 failed";
    }
  }
  long long length = static_cast<long long>(message.size());
  MPI_Bcast(&length, 1, MPI_LONG_LONG, 0, world.native());
  if (length == 0) return;
  message.resize(static_cast<std::size_t>(length));
  MPI_Bcast(message.data(), static_cast<int>(length), MPI_CHAR, 0, world.native());
  throw pebble::comm::agreed_error(message);
}

// Reads `path` on rank 0 (inside on_root: a bad file is every rank's one error message).
dense_matrix read_on_root(const std::string& path, const char* flag) {
  try {
    return read_matrix_market_file(path, max_file_elements, std::string(flag) + " file '" + path + "'");
  } catch (const std::bad_alloc&) {
    throw input_error(std::string(flag) + " file '" + path + "': rank 0 cannot hold the matrix in memory");
  }
}

// Checks --input's matrix for the factorization: square; for Cholesky, symmetric.
void check_input_matrix(const dense_matrix& m, const std::string& path, bool lu) {
  const std::string name = "--input file '" + path + "'";
  if (m.rows != m.cols)
    throw input_error(name + ": the matrix is " + std::to_string(m.rows) + " x " + std::to_string(m.cols) +
                      "; " + (lu ? "LU" : "Cholesky") + " factors a square matrix");
  if (lu || m.symmetric) return;
  for (std::int64_t j = 0; j < m.cols; ++j)
    for (std::int64_t i = j + 1; i < m.rows; ++i)
      if (m.at(i, j) != m.at(j, i)) {
        std::ostringstream t;
        t.precision(17);
        t << name << ": Cholesky needs a symmetric matrix, but A(" << i + 1 << ", " << j + 1 << ") = " << m.at(i, j)
          << " and A(" << j + 1 << ", " << i + 1 << ") = " << m.at(j, i) << " (1-based)";
        throw input_error(t.str());
      }
}

// Rank 0 sends each rank its piece of `a` (layer 0's block-cyclic layout; the other layers' pieces
// are empty); returns this rank's piece as doubles. Messages of at most 2^30 values.
std::vector<double> scatter_pieces(const pebble::comm::communicator& world, const pebble::conflux_layout& layout,
                                   const dense_matrix* a) {
  const int me = world.rank(), p = world.size();
  constexpr std::int64_t chunk = std::int64_t{1} << 30;
  const auto piece_of = [&](int r) {
    std::vector<double> piece(static_cast<std::size_t>(layout.piece_rows(r) * layout.piece_cols(r)));
    layout.distribution().for_each_local(r, [&](std::int64_t i, std::int64_t j, std::int64_t at) {
      piece[static_cast<std::size_t>(at)] = a->at(i, j);
    });
    return piece;
  };
  if (me == 0) {
    for (int r = 1; r < p; ++r) {
      const std::vector<double> piece = piece_of(r);
      for (std::int64_t at = 0; at < static_cast<std::int64_t>(piece.size()); at += chunk)
        MPI_Send(piece.data() + at, static_cast<int>(std::min<std::int64_t>(chunk, static_cast<std::int64_t>(piece.size()) - at)),
                 MPI_DOUBLE, r, 0, world.native());
    }
    return piece_of(0);
  }
  std::vector<double> piece(static_cast<std::size_t>(layout.piece_rows(me) * layout.piece_cols(me)));
  for (std::int64_t at = 0; at < static_cast<std::int64_t>(piece.size()); at += chunk)
    MPI_Recv(piece.data() + at, static_cast<int>(std::min<std::int64_t>(chunk, static_cast<std::int64_t>(piece.size()) - at)),
             MPI_DOUBLE, 0, 0, world.native(), MPI_STATUS_IGNORE);
  return piece;
}

template <class T, class MemorySpace>
int run_typed(const pebble::comm::communicator& world, const run_factor_options& o) {
  const int me = world.rank(), p = world.size();
  const bool lu = o.kind == factorization::lu;
  const char* name = lu ? "lu" : "cholesky";
  pebble::comm::agree_on(world, [&] {
    pebble::check(o.verify == "auto" || o.verify == "yes" || o.verify == "none",
                  "--verify must be auto, yes or none; got '", o.verify, "'");
    pebble::check(o.matrix == "random" || (lu && o.matrix == "pivoting"),
                  "--matrix must be random", lu ? " or pivoting" : "", "; got '", o.matrix, "'");
    pebble::check(o.N > 0 || !o.input.empty(), "give the matrix: --n N (a generated matrix) or --input FILE");
    pebble::check(o.input.empty() || o.matrix == "random", "--matrix ", o.matrix, " and --input exclude each other");
    pebble::check(o.output.empty() || !o.rhs.empty(), "--output writes the solution of --rhs; give --rhs too");
  });
  // --input and --rhs: rank 0 reads, checks and announces N; the pieces are scattered below
  file_inputs files;
  std::int64_t N = o.N;
  if (!o.input.empty()) {
    const double t0 = MPI_Wtime();
    on_root(world, [&] {
      files.a = read_on_root(o.input, "--input");
      check_input_matrix(*files.a, o.input, lu);
      if (o.N > 0 && o.N != files.a->rows)
        throw input_error("--n " + std::to_string(o.N) + " but the --input file '" + o.input + "' holds a " +
                          std::to_string(files.a->rows) + " x " + std::to_string(files.a->rows) + " matrix");
    });
    long long n = me == 0 ? files.a->rows : 0;
    MPI_Bcast(&n, 1, MPI_LONG_LONG, 0, world.native());
    N = n;
    files.read_seconds = MPI_Wtime() - t0;
  }
  if (!o.rhs.empty()) {
    on_root(world, [&] {
      files.b = read_on_root(o.rhs, "--rhs");
      if (files.b->rows != N)
        throw input_error("--rhs file '" + o.rhs + "': " + std::to_string(files.b->rows) + " rows, but A is " +
                          std::to_string(N) + " x " + std::to_string(N));
    });
  }
  std::int64_t S = 0;
  pebble::comm::agree_on(world, [&] {
    S = o.memory.empty() ? (N <= 3'000'000'000 ? N * N : std::int64_t{1} << 62)
                         : parse_memory_words("--mem", o.memory, sizeof(T));
  });
  pebble::factorization_plan plan;
  pebble::comm::agree_on(world, [&] {
    // the thesis' v = 2c minimises words but makes N/v tiny panels; a v of a few hundred keeps the
    // local gemm efficient (docs/factorizations.md, P4)
    const std::int64_t v = o.block > 0 ? o.block : std::min<std::int64_t>(N, default_block);
    // the replication cap c <= p^{1/3} leaves ranks idle when p is not g²c (p = 2: [1, 1, 1]); unless
    // --layers says otherwise, they become more layers of the square grid
    plan = pebble::plan_factorization_using_ranks(o.kind, N, {.p = p, .S = S}, {.block_size = v, .layers = o.layers});
  });
  const pebble::factorization_io_bound bound = pebble::factorization_io_bound_of(o.kind, N, {.p = p, .S = S});

  using piece_t = pebble::factorization_piece<T, MemorySpace>;
  std::unique_ptr<pebble::distributed_lu<T, MemorySpace>> lu_solver;
  std::unique_ptr<pebble::distributed_cholesky<T, MemorySpace>> chol_solver;
  if (lu) lu_solver = std::make_unique<pebble::distributed_lu<T, MemorySpace>>(world, plan);
  else chol_solver = std::make_unique<pebble::distributed_cholesky<T, MemorySpace>>(world, plan);
  const pebble::conflux_layout layout(plan);
  piece_t a;
  pebble::comm::agree_on(world, [&] {
    try {
      a = pebble::allocate_piece<T, MemorySpace>(layout, me, "A");
    } catch (const std::exception&) {
      throw input_error("rank " + std::to_string(me) + " cannot allocate its " + std::to_string(layout.piece_rows(me)) +
                        " x " + std::to_string(layout.piece_cols(me)) + " piece of A; run on more ranks or a smaller N");
    }
  });
  const generator gen{o.kind, N, o.matrix == "pivoting"};
  std::vector<double> given;  // this rank's piece of --input's matrix
  if (files.a || !o.input.empty()) {
    const double t0 = MPI_Wtime();
    given = scatter_pieces(world, layout, files.a ? &*files.a : nullptr);
    files.scatter_seconds = max_over_ranks(world, MPI_Wtime() - t0);
  }
  const entry_fn entry = files.a ? entry_fn([m = &*files.a](std::int64_t r, std::int64_t c) { return m->at(r, c); })
                                 : entry_fn(gen);
  auto fill = [&] {
    const auto mirror = Kokkos::create_mirror_view(a);
    if (!o.input.empty())
      for (std::size_t at = 0; at < given.size(); ++at) mirror.data()[at] = static_cast<T>(given[at]);
    else
      layout.distribution().for_each_local(me, [&](std::int64_t r, std::int64_t c, std::int64_t at) {
        mirror.data()[at] = static_cast<T>(gen(r, c));
      });
    Kokkos::deep_copy(a, mirror);
  };

  pebble::factorization_stats best;
  double best_time = std::numeric_limits<double>::infinity();
  for (int run = 0; run < o.repeat; ++run) {
    fill();
    world.barrier();
    const pebble::factorization_stats s = lu ? (*lu_solver)(a) : (*chol_solver)(a);
    const double t = max_over_ranks(world, s.seconds);
    if (t < best_time || run == 0) {
      best_time = t;
      best = s;
    }
    if (s.info != 0) break;
  }
  std::vector<std::int64_t> pivots;
  if (lu) pivots = lu_solver->pivots();

  // words: this rank's against the schedule's exact prediction for the pivots chosen
  const pebble::conflux_words predicted =
      best.info == 0 ? pebble::conflux_schedule_words(layout, me, pivots) : pebble::conflux_words{};
  const long long mismatches =
      best.info == 0 ? sum_over_ranks(world, best.traffic.words_received != predicted.received ||
                                         best.traffic.words_sent != predicted.sent)
                     : 0;
  const double received_max = max_over_ranks(world, static_cast<double>(best.traffic.words_received));
  const double predicted_max = max_over_ranks(world, static_cast<double>(predicted.received));
  const double panel_max = max_over_ranks(world, best.panel_seconds), update_max = max_over_ranks(world, best.update_seconds);
  const double staging_max = max_over_ranks(world, best.traffic.staging_seconds);
  const double n3 = static_cast<double>(N) * static_cast<double>(N) * static_cast<double>(N);
  const double gflops = (lu ? 2 * n3 / 3 : n3 / 3) / best_time / 1e9;

  // verification on rank 0, O(N²) after gathering the factors
  const bool verify = best.info == 0 && (o.verify == "yes" || (o.verify == "auto" && N <= 16384));
  residuals res;
  bool verified = true;
  const double eps = std::numeric_limits<T>::epsilon();
  // --rhs: X solves A X = B with the factors on rank 0; its residual must pass like the others
  std::vector<double> x;
  double rhs_residual = 0, solve_seconds = 0;
  if (verify || (best.info == 0 && !o.rhs.empty())) {
    const std::vector<double> f = gather_on_root<T>(world, layout, a);
    if (me == 0) {
      if (verify) {
        res = check_factors(lu, entry, N, f, pivots, eps);
        verified = res.finite && res.product < 16 && res.solve < 16;
      }
      if (files.b) {
        const double t0 = MPI_Wtime();
        x = files.b->values;
        solve_with_factors(lu, N, f, pivots, x, files.b->cols);
        solve_seconds = MPI_Wtime() - t0;
        rhs_residual = solve_residual(entry, N, x, files.b->values, files.b->cols, eps);
        verified = verified && std::isfinite(rhs_residual) && rhs_residual < 16;
      }
    }
    int ok = verified ? 1 : 0;
    MPI_Bcast(&ok, 1, MPI_INT, 0, world.native());
    verified = ok == 1;
  }
  if (!o.output.empty() && best.info == 0) {
    on_root(world, [&] {
      for (const double v : x)
        if (!std::isfinite(v))
          throw input_error("--output: the solution has non-finite entries (A is numerically singular); '" +
                            o.output + "' is not written");
      write_matrix_market_file(o.output, dense_matrix{N, files.b->cols, x, false});
    });
  }

  if (me == 0) {
    const auto g = plan.grid();
    if (o.json) {
      json out = {{"factorization", name}, {"N", N}, {"type", o.type}, {"ranks", p},
                  {"memory_space", MemorySpace::name()}, {"S", plan.S}, {"matrix", o.matrix},
                  {"plan", {{"grid", {g[0], g[1], g[2]}}, {"ranks_used", plan.ranks_used}, {"idle_ranks", plan.idle_ranks},
                            {"block_size", plan.block_size}, {"steps", plan.steps},
                            {"model_words_per_rank", plan.volume.total}, {"model_leading_words", plan.volume.panel}}},
                  {"lower_bound_words_per_rank", bound.value}, {"lower_bound_leading", bound.leading},
                  {"info", best.info}, {"seconds", best_time}, {"gflops", gflops},
                  {"panel_seconds_max", panel_max}, {"update_seconds_max", update_max},
                  {"staging_seconds_max", staging_max},
                  {"words_received_max", received_max}, {"predicted_received_max", predicted_max},
                  {"traffic_matches_prediction", mismatches == 0},
                  {"verified", verify ? json(verified) : json(nullptr)},
                  {"product_residual", verify ? json(res.product) : json(nullptr)},
                  {"solve_residual", verify ? json(res.solve) : json(nullptr)}};
      if (lu && best.info == 0 && N <= 64) out["pivots"] = pivots;
      if (!o.input.empty())
        out["input"] = {{"file", o.input}, {"read_seconds", files.read_seconds},
                        {"scatter_seconds", files.scatter_seconds}};
      if (files.b)
        out["rhs"] = {{"file", o.rhs}, {"columns", files.b->cols}, {"solve_seconds", solve_seconds},
                      {"residual", best.info == 0 ? json(rhs_residual) : json(nullptr)},
                      {"output", o.output.empty() ? json(nullptr) : json(o.output)}};
      std::cout << out.dump(2) << "\n";
    } else {
      std::ostringstream t;
      char line[320];
      t << "pebble run " << name << ": " << (lu ? "P A = L U (CONFLUX)" : "A = L L^T (CONFCHOX)") << ", " << o.type
        << ", N=" << N << " on " << p << " rank" << (p == 1 ? "" : "s") << ", pieces in " << MemorySpace::name()
        << ", matrix " << (o.input.empty() ? o.matrix : "from " + o.input) << "\n";
      if (!o.input.empty()) {
        std::snprintf(line, sizeof line, "input            read and checked on rank 0 in %.4f s, scattered in %.4f s\n",
                      files.read_seconds, files.scatter_seconds);
        t << line;
      }
      t << "plan (2.5D, S = " << words_text(static_cast<double>(plan.S)) << " per rank)\n";
      t << "  grid             [" << g[0] << ", " << g[1] << ", " << g[2] << "] on " << plan.ranks_used << " of " << p
        << " ranks" << (plan.idle_ranks ? " (the others stay idle)" : "") << "; block size v = " << plan.block_size
        << ", " << plan.steps << " steps\n";
      t << "  model            " << words_text(plan.volume.total) << " per rank (Lemma 4.10 on this grid; panels "
        << words_text(plan.volume.panel) << ")\n";
      t << "  lower bound      " << words_text(bound.value) << " per rank (leading term " << words_text(bound.leading) << ")\n";
      t << "run (best of " << o.repeat << ")\n";
      if (best.info != 0) {
        t << "  info             " << best.info
          << (lu ? ": U(info, info) is exactly zero, the matrix is singular\n"
                 : ": the leading minor of this order is not positive definite\n");
      }
      std::snprintf(line, sizeof line, "  time             %.4f s, %.2f GFLOP/s\n", best_time, gflops);
      t << line;
      std::snprintf(line, sizeof line, "  where (max)      panels and their messages %.4f s, Schur updates %.4f s\n",
                    panel_max, update_max);
      t << line;
      if (best.info == 0)
        t << "  words received   " << words_text(received_max) << " per rank (max; the schedule predicts "
          << words_text(predicted_max) << (mismatches == 0 ? ", every rank exactly" : ", MISMATCH on some rank") << ")\n";
      if (best.info == 0 && bound.value > 0) {
        std::snprintf(line, sizeof line, "  vs lower bound   %.3f x the bound\n", received_max / bound.value);
        t << line;
      }
      if (!verify) {
        t << "  verification     skipped\n";
      } else {
        std::snprintf(line, sizeof line,
                      "  verification     %s: ||PAx - LUx|| / (||A|| ||x|| N eps) = %.3g, solve residual %.3g "
                      "(HPL's scaled residual; both must be < 16)\n",
                      verified ? "ok" : "FAILED", res.product, res.solve);
        t << line;
      }
      if (files.b && best.info == 0) {
        std::snprintf(line, sizeof line, "  --rhs            %lld column%s solved on rank 0 in %.4f s, scaled residual %.3g (< 16: %s)\n",
                      static_cast<long long>(files.b->cols), files.b->cols == 1 ? "" : "s", solve_seconds, rhs_residual,
                      rhs_residual < 16 ? "ok" : "FAILED");
        t << line << (o.output.empty() ? "" : "  --output         X written to " + o.output + "\n");
      }
      std::cout << t.str() << std::flush;
    }
  }
  if (best.info != 0) return 1;
  return verified && mismatches == 0 ? 0 : 1;
}

template <class T>
int run_in_space(const pebble::comm::communicator& world, const run_factor_options& o) {
  using device = Kokkos::DefaultExecutionSpace::memory_space;
  if constexpr (!std::is_same_v<device, Kokkos::HostSpace>)
    if (!o.host) return run_typed<T, device>(world, o);
  return run_typed<T, Kokkos::HostSpace>(world, o);
}

}  // namespace

int run_factor(const run_factor_options& options, int& argc, char**& argv) {
  return pebble::comm::run(argc, argv, [&](const pebble::comm::communicator& world) {
    if (options.type == "float") return run_in_space<float>(world, options);
    pebble::comm::agree_on(world, [&] {
      pebble::check(options.type == "double", "--type must be double or float; got '", options.type, "'");
    });
    return run_in_space<double>(world, options);
  });
}

}  // namespace pebble_tool
