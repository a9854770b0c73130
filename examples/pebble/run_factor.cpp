// `pebble run lu|cholesky` (see run_factor.hpp).
#include "run_factor.hpp"
#include "factor_check.hpp"
#include "options.hpp"
#include "representable.hpp"
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
#include <pebble/algorithms/factor_rates.hpp>
#include <pebble/algorithms/lu.hpp>
#include <pebble/algorithms/scalapack_factor.hpp>
#include <pebble/comm/environment.hpp>

namespace pebble_tool {
namespace {

using json = nlohmann::ordered_json;
using pebble::factorization;

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
      full[static_cast<std::size_t>(i + j * n)] =
          all[static_cast<std::size_t>(offsets[static_cast<std::size_t>(r)] + at)];
    });
  return full;
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
    throw input_error(name + ": the matrix is " + std::to_string(m.rows) + " x " + std::to_string(m.cols) + "; " +
                      (lu ? "LU" : "Cholesky") + " factors a square matrix");
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

// Checks that every entry of `m` (read from `name`) keeps its kind in the run's element type
// (representable.hpp): the first that does not is an input error, with its 1-based position.
void check_entries_fit(const dense_matrix& m, const std::string& name, const std::string& type) {
  if (type != "float") return;
  for (std::int64_t j = 0; j < m.cols; ++j)
    for (std::int64_t i = 0; i < m.rows; ++i) {
      const std::string change = kind_change<float>(m.at(i, j), type);
      if (!change.empty())
        throw input_error(name + ": the entry (" + std::to_string(i + 1) + ", " + std::to_string(j + 1) +
                          ") = " + change + "; run it with --type double");
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
    layout.distribution().for_each_local(
        r, [&](std::int64_t i, std::int64_t j, std::int64_t at) { piece[static_cast<std::size_t>(at)] = a->at(i, j); });
    return piece;
  };
  if (me == 0) {
    for (int r = 1; r < p; ++r) {
      const std::vector<double> piece = piece_of(r);
      for (std::int64_t at = 0; at < static_cast<std::int64_t>(piece.size()); at += chunk)
        MPI_Send(piece.data() + at,
                 static_cast<int>(std::min<std::int64_t>(chunk, static_cast<std::int64_t>(piece.size()) - at)),
                 MPI_DOUBLE, r, 0, world.native());
    }
    return piece_of(0);
  }
  std::vector<double> piece(static_cast<std::size_t>(layout.piece_rows(me) * layout.piece_cols(me)));
  for (std::int64_t at = 0; at < static_cast<std::int64_t>(piece.size()); at += chunk)
    MPI_Recv(piece.data() + at,
             static_cast<int>(std::min<std::int64_t>(chunk, static_cast<std::int64_t>(piece.size()) - at)), MPI_DOUBLE,
             0, 0, world.native(), MPI_STATUS_IGNORE);
  return piece;
}

// The options checked before anything is read, agreed on by every rank.
void check_options(const pebble::comm::communicator& world, const run_factor_options& o) {
  const bool lu = o.kind == factorization::lu;
  pebble::comm::agree_on(world, [&] {
    pebble::check(o.verify == "auto" || o.verify == "yes" || o.verify == "none",
                  "--verify must be auto, yes or none; got '", o.verify, "'");
    pebble::check(o.matrix == "random" || (lu && o.matrix == "pivoting"), "--matrix must be random",
                  lu ? " or pivoting" : "", "; got '", o.matrix, "'");
    pebble::check(o.N > 0 || !o.input.empty(), "give the matrix: --n N (a generated matrix) or --input FILE");
    pebble::check(o.input.empty() || o.matrix == "random", "--matrix ", o.matrix, " and --input exclude each other");
    pebble::check(o.output.empty() || !o.rhs.empty(), "--output writes the solution of --rhs; give --rhs too");
  });
}

// --input and --rhs: rank 0 reads and checks them and announces N (the pieces are scattered once
// the layout is known); returns N, --n's without --input.
std::int64_t read_files(const pebble::comm::communicator& world, const run_factor_options& o, file_inputs& files) {
  const bool lu = o.kind == factorization::lu;
  std::int64_t N = o.N;
  if (!o.input.empty()) {
    const double t0 = MPI_Wtime();
    on_root(world, [&] {
      files.a = read_on_root(o.input, "--input");
      check_input_matrix(*files.a, o.input, lu);
      check_entries_fit(*files.a, "--input file '" + o.input + "'", o.type);
      if (o.N > 0 && o.N != files.a->rows)
        throw input_error("--n " + std::to_string(o.N) + " but the --input file '" + o.input + "' holds a " +
                          std::to_string(files.a->rows) + " x " + std::to_string(files.a->rows) + " matrix");
    });
    long long n = world.rank() == 0 ? files.a->rows : 0;
    MPI_Bcast(&n, 1, MPI_LONG_LONG, 0, world.native());
    N = n;
    files.read_seconds = MPI_Wtime() - t0;
  }
  if (!o.rhs.empty()) {
    on_root(world, [&] {
      files.b = read_on_root(o.rhs, "--rhs");
      check_entries_fit(*files.b, "--rhs file '" + o.rhs + "'", o.type);
      if (files.b->rows != N)
        throw input_error("--rhs file '" + o.rhs + "': " + std::to_string(files.b->rows) + " rows, but A is " +
                          std::to_string(N) + " x " + std::to_string(N));
    });
  }
  return N;
}

// The 2.5D plan of an N x N factorization on the ranks of `world`, and the I/O lower bound at the
// same memory S. Without --block, v is the one with the least modeled time at this machine's rates,
// measured here where the pieces live (docs/factorizations.md, P4).
struct planned {
  pebble::factorization_plan plan;
  pebble::factorization_io_bound bound;
  pebble::factorization_rates rates;  ///< measured (none with --block)
  double rates_seconds = 0;           ///< the measurement's time
};

template <class T, class MemorySpace>
planned plan_run(const pebble::comm::communicator& world, const run_factor_options& o, std::int64_t N) {
  const int p = world.size();
  std::int64_t S = 0;
  pebble::comm::agree_on(world, [&] {
    S = o.memory.empty() ? (N <= 3'000'000'000 ? N * N : std::int64_t{1} << 62)
                         : parse_memory_words("--mem", o.memory, sizeof(T));
  });
  planned out;
  if (o.block == 0) {
    const double t0 = MPI_Wtime();
    out.rates = pebble::measure_factorization_rates<T, MemorySpace>(world, o.kind);
    out.rates_seconds = max_over_ranks(world, MPI_Wtime() - t0);
  }
  pebble::comm::agree_on(world, [&] {
    // the replication cap c <= p^{1/3} leaves ranks idle when p is not g²c (p = 2: [1, 1, 1]); unless
    // --layers says otherwise, they become more layers of the square grid
    out.plan = pebble::plan_factorization_using_ranks(o.kind, N, {.p = p, .S = S},
                                                      {.block_size = o.block, .layers = o.layers, .rates = out.rates});
  });
  out.bound = pebble::factorization_io_bound_of(o.kind, N, {.p = p, .S = S});
  return out;
}

// CONFLUX (LU) or CONFCHOX (Cholesky) on the plan's grid.
template <class T, class MemorySpace>
struct solver {
  std::unique_ptr<pebble::distributed_lu<T, MemorySpace>> lu;
  std::unique_ptr<pebble::distributed_cholesky<T, MemorySpace>> cholesky;

  solver(const pebble::comm::communicator& world, const pebble::factorization_plan& plan, bool is_lu) {
    if (is_lu) lu = std::make_unique<pebble::distributed_lu<T, MemorySpace>>(world, plan);
    else cholesky = std::make_unique<pebble::distributed_cholesky<T, MemorySpace>>(world, plan);
  }
  pebble::factorization_stats operator()(pebble::factorization_piece<T, MemorySpace>& a) {
    return lu ? (*lu)(a) : (*cholesky)(a);
  }
  std::int64_t extra_words() const { return lu ? lu->extra_words() : cholesky->extra_words(); }
};

// What the steps after planning share: the ranks, the options, the matrix size and its layout.
struct run_context {
  const pebble::comm::communicator& world;
  const run_factor_options& o;
  std::int64_t N;
  const pebble::conflux_layout& layout;
  bool lu() const { return o.kind == factorization::lu; }
};

// This rank's piece of the matrix, agreed on: a rank that cannot allocate it is bad input.
template <class T, class MemorySpace>
pebble::factorization_piece<T, MemorySpace> allocate_matrix(const run_context& c) {
  const int me = c.world.rank();
  pebble::factorization_piece<T, MemorySpace> a;
  pebble::comm::agree_on(c.world, [&] {
    try {
      a = pebble::allocate_piece<T, MemorySpace>(c.layout, me, "A");
    } catch (const std::exception&) {
      throw input_error("rank " + std::to_string(me) + " cannot allocate its " +
                        std::to_string(c.layout.piece_rows(me)) + " x " + std::to_string(c.layout.piece_cols(me)) +
                        " piece of A; run on more ranks or a smaller N");
    }
  });
  return a;
}

// This rank's piece of --input's matrix, scattered from rank 0 (empty without --input).
std::vector<double> scatter_input(const run_context& c, file_inputs& files) {
  std::vector<double> given;
  if (files.a || !c.o.input.empty()) {
    const double t0 = MPI_Wtime();
    given = scatter_pieces(c.world, c.layout, files.a ? &*files.a : nullptr);
    files.scatter_seconds = max_over_ranks(c.world, MPI_Wtime() - t0);
  }
  return given;
}

// Fills this rank's piece `a` with --input's entries (`given`) or the generator's: made on the
// host and copied to where the piece lives.
template <class T, class Piece>
void fill_piece(const run_context& c, const Piece& a, const std::vector<double>& given, const generator& gen) {
  const auto mirror = Kokkos::create_mirror_view(a);
  if (!c.o.input.empty())
    for (std::size_t at = 0; at < given.size(); ++at) mirror.data()[at] = static_cast<T>(given[at]);
  else
    c.layout.distribution().for_each_local(c.world.rank(), [&](std::int64_t r, std::int64_t col, std::int64_t at) {
      mirror.data()[at] = static_cast<T>(gen(r, col));
    });
  Kokkos::deep_copy(a, mirror);
}

// The fastest of the timed runs (the first when one fails): its statistics on this rank and its
// time, the slowest rank's.
struct best_run {
  pebble::factorization_stats stats;
  double seconds = std::numeric_limits<double>::infinity();
};

// --repeat runs, each on a freshly filled piece (fill()); a singular matrix (info != 0) stops them.
template <class T, class MemorySpace, class Fill>
best_run timed_runs(const run_context& c, solver<T, MemorySpace>& factor,
                    pebble::factorization_piece<T, MemorySpace>& a, Fill&& fill) {
  best_run best;
  for (int run = 0; run < c.o.repeat; ++run) {
    fill();
    c.world.barrier();
    const pebble::factorization_stats s = factor(a);
    const double t = max_over_ranks(c.world, s.seconds);
    if (t < best.seconds || run == 0) {
      best.seconds = t;
      best.stats = s;
    }
    if (s.info != 0) break;
  }
  return best;
}

// The best run's words and times over every rank: the words measured against the schedule's
// exact prediction for the pivots chosen, where the time went.
struct figures {
  long long mismatches = 0;  // ranks whose words differ from the prediction
  double moved_max = 0;      // received + sent, the busiest rank
  pebble::layout_io_bound layout_bound;
  double received_max = 0, predicted_max = 0, panel_max = 0, update_max = 0, staging_max = 0, gflops = 0;
  long long peer_bytes_max = 0;  // bytes a rank copied out of other ranks' memory (node IPC)
};

figures figures_of(const run_context& c, const best_run& best, const std::vector<std::int64_t>& pivots,
                   std::int64_t extra_words) {
  const pebble::factorization_stats& s = best.stats;
  const pebble::conflux_words predicted =
      s.info == 0 ? pebble::conflux_schedule_words(c.layout, c.world.rank(), pivots) : pebble::conflux_words{};
  figures f;
  f.mismatches = s.info == 0 ? sum_over_ranks(c.world, s.traffic.words_received != predicted.received ||
                                                           s.traffic.words_sent != predicted.sent)
                             : 0;
  f.received_max = max_over_ranks(c.world, static_cast<double>(s.traffic.words_received));
  f.moved_max = max_over_ranks(c.world, static_cast<double>(s.traffic.words_received + s.traffic.words_sent));
  // the layout bound: a rank holds its piece beside the buffers, and factors it in place (the
  // matrix's words at the start and the factors' at the end need no message)
  const std::int64_t piece = c.layout.piece_rows(c.world.rank()) * c.layout.piece_cols(c.world.rank());
  const long long memory = max_over_ranks(c.world, static_cast<long long>(piece + extra_words));
  const long long held = max_over_ranks(c.world, static_cast<long long>(2 * piece));
  f.layout_bound = pebble::factorization_layout_bound(c.o.kind, c.N, c.world.size(), memory, held);
  f.predicted_max = max_over_ranks(c.world, static_cast<double>(predicted.received));
  f.panel_max = max_over_ranks(c.world, s.panel_seconds);
  f.update_max = max_over_ranks(c.world, s.update_seconds);
  f.staging_max = max_over_ranks(c.world, s.traffic.staging_seconds);
  f.peer_bytes_max = max_over_ranks(c.world, static_cast<long long>(s.traffic.bytes_peer));
  const double n3 = static_cast<double>(c.N) * static_cast<double>(c.N) * static_cast<double>(c.N);
  f.gflops = (c.lu() ? 2 * n3 / 3 : n3 / 3) / best.seconds / 1e9;
  return f;
}

// What the checks on rank 0 found: the factors' residuals, and --rhs's solution; `verified` is
// every rank's.
struct checks {
  bool verify = false;  // the factors were checked
  residuals res;
  bool verified = true;
  std::vector<double> x;  // --rhs: X with A X = B (rank 0)
  double rhs_residual = 0, solve_seconds = 0;
};

// Gathers the factors on rank 0 when they are to be verified (--verify) or solved with (--rhs),
// O(N²) work there (collective).
template <class T, class Piece>
checks check_and_solve(const run_context& c, const Piece& a, std::int64_t info, const std::vector<std::int64_t>& pivots,
                       const entry_fn& entry, const file_inputs& files) {
  const bool lu = c.lu();
  const std::int64_t N = c.N;
  checks k;
  k.verify = info == 0 && (c.o.verify == "yes" || (c.o.verify == "auto" && N <= 16384));
  const double eps = std::numeric_limits<T>::epsilon();
  if (!k.verify && !(info == 0 && !c.o.rhs.empty())) return k;
  const std::vector<double> f = gather_on_root<T>(c.world, c.layout, a);
  if (c.world.rank() == 0) {
    if (k.verify) {
      k.res = check_factors(lu, entry, N, f, pivots, eps);
      k.verified = k.res.finite && k.res.product < 16 && k.res.solve < 16;
    }
    if (files.b) {
      const double t0 = MPI_Wtime();
      k.x = files.b->values;
      solve_with_factors(lu, N, f, pivots, k.x, files.b->cols);
      k.solve_seconds = MPI_Wtime() - t0;
      k.rhs_residual = solve_residual(entry, N, k.x, files.b->values, files.b->cols, eps);
      k.verified = k.verified && std::isfinite(k.rhs_residual) && k.rhs_residual < 16;
    }
  }
  int ok = k.verified ? 1 : 0;
  MPI_Bcast(&ok, 1, MPI_INT, 0, c.world.native());
  k.verified = ok == 1;
  return k;
}

// --output: rank 0 writes the solution X of --rhs (collective: a solution it refuses to write is
// every rank's error).
void write_output(const run_context& c, const std::vector<double>& x, const file_inputs& files) {
  on_root(c.world, [&] {
    for (const double v : x)
      if (!std::isfinite(v))
        throw input_error("--output: the solution has non-finite entries (A is numerically singular); '" + c.o.output +
                          "' is not written");
    write_matrix_market_file(c.o.output, dense_matrix{c.N, files.b->cols, x, false});
  });
}

// What a run found, on every rank; rank 0 reports it.
struct outcome {
  best_run best;
  std::vector<std::int64_t> pivots;  // LU: the row of P A each row of A became
  figures f;
  checks k;
};

template <class MemorySpace>
void print_json(const run_context& c, const planned& pl, const file_inputs& files, const outcome& r) {
  const run_factor_options& o = c.o;
  const pebble::factorization_plan& plan = pl.plan;
  const auto g = plan.grid();
  const std::int64_t info = r.best.stats.info;
  json out = {{"factorization", c.lu() ? "lu" : "cholesky"},
              {"N", c.N},
              {"type", o.type},
              {"ranks", c.world.size()},
              {"memory_space", MemorySpace::name()},
              {"S", plan.S},
              {"matrix", o.matrix},
              {"plan",
               {{"grid", {g[0], g[1], g[2]}},
                {"ranks_used", plan.ranks_used},
                {"idle_ranks", plan.idle_ranks},
                {"block_size", plan.block_size},
                {"block_size_chosen_by", pl.rates.given() ? "modeled time" : "--block"},
                {"modeled_seconds", pl.rates.given() ? json(plan.time.total) : json(nullptr)},
                {"rates", pl.rates.given() ? json{{"update_flops", pl.rates.update_rate},
                                                  {"update_half_dimension", pl.rates.update_half},
                                                  {"panel_flops", pl.rates.panel_rate},
                                                  {"word_seconds", pl.rates.word_seconds},
                                                  {"message_seconds", pl.rates.message_seconds},
                                                  {"measured_seconds", pl.rates_seconds}}
                                           : json(nullptr)},
                {"steps", plan.steps},
                {"model_words_per_rank", plan.volume.total},
                {"model_leading_words", plan.volume.panel}}},
              {"lower_bound_words_per_rank", pl.bound.value},
              {"lower_bound_leading", pl.bound.leading},
              {"info", info},
              {"seconds", r.best.seconds},
              {"gflops", r.f.gflops},
              {"panel_seconds_max", r.f.panel_max},
              {"update_seconds_max", r.f.update_max},
              {"staging_seconds_max", r.f.staging_max},
              {"node_ipc_bytes_max", r.f.peer_bytes_max},
              {"words_received_max", r.f.received_max},
              {"predicted_received_max", r.f.predicted_max},
              {"words_moved_max", r.f.moved_max},
              {"layout_bound", info == 0 ? layout_bound_json(r.f.moved_max, r.f.layout_bound) : json(nullptr)},
              {"traffic_matches_prediction", r.f.mismatches == 0},
              {"verified", r.k.verify ? json(r.k.verified) : json(nullptr)},
              {"product_residual", r.k.verify ? json(r.k.res.product) : json(nullptr)},
              {"solve_residual", r.k.verify ? json(r.k.res.solve) : json(nullptr)}};
  if (c.lu() && info == 0 && c.N <= 64) out["pivots"] = r.pivots;
  if (!o.input.empty())
    out["input"] = {
        {"file", o.input}, {"read_seconds", files.read_seconds}, {"scatter_seconds", files.scatter_seconds}};
  if (files.b)
    out["rhs"] = {{"file", o.rhs},
                  {"columns", files.b->cols},
                  {"solve_seconds", r.k.solve_seconds},
                  {"residual", info == 0 ? json(r.k.rhs_residual) : json(nullptr)},
                  {"output", o.output.empty() ? json(nullptr) : json(o.output)}};
  std::cout << out.dump(2) << "\n";
}

// The text report's first lines: what runs where, the input file, the plan and the bound.
template <class MemorySpace>
void plan_text(const run_context& c, const planned& pl, const file_inputs& files, std::ostream& t) {
  const run_factor_options& o = c.o;
  const pebble::factorization_plan& plan = pl.plan;
  const auto g = plan.grid();
  const int p = c.world.size();
  t << "pebble run " << (c.lu() ? "lu" : "cholesky") << ": "
    << (c.lu() ? "P A = L U (CONFLUX)" : "A = L L^T (CONFCHOX)") << ", " << o.type << ", N=" << c.N << " on " << p
    << " rank" << (p == 1 ? "" : "s") << ", pieces in " << MemorySpace::name() << ", matrix "
    << (o.input.empty() ? o.matrix : "from " + o.input) << "\n";
  if (!o.input.empty()) {
    char line[320];
    std::snprintf(line, sizeof line, "input            read and checked on rank 0 in %.4f s, scattered in %.4f s\n",
                  files.read_seconds, files.scatter_seconds);
    t << line;
  }
  t << "plan (2.5D, S = " << words_text(static_cast<double>(plan.S)) << " per rank)\n";
  t << "  grid             [" << g[0] << ", " << g[1] << ", " << g[2] << "] on " << plan.ranks_used << " of " << p
    << " ranks" << (plan.idle_ranks ? " (the others stay idle)" : "") << "; block size v = " << plan.block_size << ", "
    << plan.steps << " steps\n";
  if (pl.rates.given()) {
    const pebble::factorization_rates& r = pl.rates;
    // the update's rate: R∞, and the inner dimension where it reaches half of that (below 1: the
    // measured times did not grow with a fixed cost per dimension, so the rate is R∞ throughout)
    char half[64];
    if (r.update_half >= 1) std::snprintf(half, sizeof half, "half of it at inner dimension %.3g", r.update_half);
    else std::snprintf(half, sizeof half, "at every inner dimension");
    char line[400];
    std::snprintf(line, sizeof line,
                  "  block size       v = %lld, the least modeled time (%.3g s) at rates measured in %.2f s: "
                  "update %.3g GFLOP/s (%s), panels %.3g GFLOP/s, %.3g ns per word, %.3g us per message round\n",
                  static_cast<long long>(plan.block_size), plan.time.total, pl.rates_seconds, r.update_rate / 1e9, half,
                  r.panel_rate / 1e9, r.word_seconds * 1e9, r.message_seconds * 1e6);
    t << line;
  }
  t << "  model            " << words_text(plan.volume.total) << " per rank (Lemma 4.10 on this grid; panels "
    << words_text(plan.volume.panel) << ")\n";
  t << "  lower bound      " << words_text(pl.bound.value) << " per rank loaded and stored (chapter 4 at S, leading "
    << "term " << words_text(pl.bound.leading) << ", from an empty memory: a rank's own piece counts)\n";
}

template <class MemorySpace>
void print_text(const run_context& c, const planned& pl, const file_inputs& files, const outcome& r) {
  const std::int64_t info = r.best.stats.info;
  std::ostringstream t;
  char line[320];
  plan_text<MemorySpace>(c, pl, files, t);
  t << "run (best of " << c.o.repeat << ")\n";
  if (info != 0) {
    t << "  info             " << info
      << (c.lu() ? ": U(info, info) is exactly zero, the matrix is singular\n"
                 : ": the leading minor of this order is not positive definite\n");
  }
  std::snprintf(line, sizeof line, "  time             %.4f s, %.2f GFLOP/s\n", r.best.seconds, r.f.gflops);
  t << line;
  std::snprintf(line, sizeof line, "  where (max)      panels and their messages %.4f s, Schur updates %.4f s",
                r.f.panel_max, r.f.update_max);
  t << line;
  if (r.f.peer_bytes_max > 0) {
    std::snprintf(line, sizeof line, "; %.4g MB of panels copied out of other ranks' memory on the node (node IPC)",
                  static_cast<double>(r.f.peer_bytes_max) / 1e6);
    t << line;
  }
  t << "\n";
  if (info == 0)
    t << "  words received   " << words_text(r.f.received_max) << " per rank (max; the schedule predicts "
      << words_text(r.f.predicted_max) << (r.f.mismatches == 0 ? ", every rank exactly" : ", MISMATCH on some rank")
      << ")\n";
  if (info == 0) {
    t << "  words moved      " << words_text(r.f.moved_max) << " per rank (max of received + sent)\n";
    t << "  vs lower bound   "
      << layout_bound_text(r.f.moved_max, r.f.layout_bound,
                           c.lu() ? "chapter 4's LU bound" : "chapter 4's Cholesky bound")
      << "\n";
  }
  if (!r.k.verify) {
    t << "  verification     skipped\n";
  } else {
    std::snprintf(line, sizeof line,
                  "  verification     %s: ||PAx - LUx|| / (||A|| ||x|| N eps) = %.3g, solve residual %.3g "
                  "(HPL's scaled residual; both must be < 16)\n",
                  r.k.verified ? "ok" : "FAILED", r.k.res.product, r.k.res.solve);
    t << line;
  }
  if (files.b && info == 0) {
    std::snprintf(line, sizeof line,
                  "  --rhs            %lld column%s solved on rank 0 in %.4f s, scaled residual %.3g (< 16: %s)\n",
                  static_cast<long long>(files.b->cols), files.b->cols == 1 ? "" : "s", r.k.solve_seconds,
                  r.k.rhs_residual, r.k.rhs_residual < 16 ? "ok" : "FAILED");
    t << line << (c.o.output.empty() ? "" : "  --output         X written to " + c.o.output + "\n");
  }
  std::cout << t.str() << std::flush;
}

// Reads or generates the matrix, plans, runs --repeat times, checks the factors (and solves with
// --rhs) on rank 0 and reports there; the exit code: 0 when the factors verify and every rank's
// words equal the prediction, else 1 (a singular or not positive definite matrix too).
template <class T, class MemorySpace>
int run_typed(const pebble::comm::communicator& world, const run_factor_options& o) {
  check_options(world, o);
  file_inputs files;
  const std::int64_t N = read_files(world, o, files);
  const planned pl = plan_run<T, MemorySpace>(world, o, N);
  solver<T, MemorySpace> factor(world, pl.plan, o.kind == factorization::lu);
  const pebble::conflux_layout layout(pl.plan);
  const run_context c{world, o, N, layout};
  pebble::factorization_piece<T, MemorySpace> a = allocate_matrix<T, MemorySpace>(c);
  const generator gen{o.kind, N, o.matrix == "pivoting"};
  const std::vector<double> given = scatter_input(c, files);
  const entry_fn entry =
      files.a ? entry_fn([m = &*files.a](std::int64_t r, std::int64_t col) { return m->at(r, col); }) : entry_fn(gen);
  outcome r;
  r.best = timed_runs(c, factor, a, [&] { fill_piece<T>(c, a, given, gen); });
  if (c.lu()) r.pivots = factor.lu->pivots();
  r.f = figures_of(c, r.best, r.pivots, factor.extra_words());
  r.k = check_and_solve<T>(c, a, r.best.stats.info, r.pivots, entry, files);
  if (!o.output.empty() && r.best.stats.info == 0) write_output(c, r.k.x, files);
  if (world.rank() == 0) {
    if (o.json) print_json<MemorySpace>(c, pl, files, r);
    else print_text<MemorySpace>(c, pl, files, r);
  }
  if (r.best.stats.info != 0) return 1;
  return r.k.verified && r.f.mismatches == 0 && !below_bound(r.f.moved_max, r.f.layout_bound) ? 0 : 1;
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

void add_run_factor(CLI::App& run, commands& registry, factorization kind) {
  const auto o = std::make_shared<run_factor_options>();
  o->kind = kind;
  const bool lu = kind == factorization::lu;
  const std::string name = lu ? "lu" : "cholesky";
  CLI::App* sub = run.add_subcommand(
      name, lu ? "P A = L U with CONFLUX (2.5D, tournament pivoting, row masking): prints the plan, runs it on a "
                 "generated matrix, verifies the factors, and reports time, GFLOP/s and words per rank beside the "
                 "schedule's prediction and the I/O lower bound"
               : "A = L L^T of a symmetric positive definite matrix with CONFCHOX (2.5D): prints the plan, runs it, "
                 "verifies the factor, and reports time, GFLOP/s and words per rank beside the prediction and the "
                 "I/O lower bound");
  add_whole(sub, "--n", o->N, 1, max_count, "the matrix is N x N (with --input: N of the file)");
  sub->add_option("--input", o->input,
                  lu ? "factor the matrix of this Matrix Market file (array or coordinate; real, integer or "
                       "pattern; general, symmetric or skew-symmetric) instead of a generated one"
                     : "factor the matrix of this Matrix Market file (array or coordinate; real, integer or "
                       "pattern; symmetric, or general with equal triangles) instead of a generated one");
  sub->add_option("--rhs", o->rhs,
                  "solve A X = B for the N x k right-hand sides B of this Matrix Market file, with the factors "
                  "gathered on rank 0");
  sub->add_option("--output", o->output, "write the solution X of --rhs to this Matrix Market file (array, real)");
  add_whole(sub, "--block", o->block, 1, max_count,
            "block size v (at most N; at least the number of layers); default: the least modeled time at "
            "rates measured at the start (docs/factorizations.md, P4)");
  add_whole(sub, "--layers", o->layers, 1, max_count,
            "layers c of the 2.5D grid (default: the plan's choice, at most p^(1/3))");
  sub->add_option("--mem", o->memory,
                  "memory S per rank the plan assumes: words (1e6, 8Mw) or bytes (512MiB, 2GB); default N^2 "
                  "(memory does not limit the replication)");
  add_type(sub, o->type);
  if (lu)
    sub->add_option("--matrix", o->matrix,
                    "random (default: uniform entries in [-1, 1)) or pivoting (the same with a tiny leading entry)");
  add_repeat(sub, o->repeat, "timed runs; the fastest is reported (default 3)");
  add_verify(sub, o->verify,
             "auto (default: when N <= 16384), yes or none: residuals of random products and of a solve, on rank 0 "
             "after gathering the factors");
  add_host(sub, o->host, "keep the pieces in host memory (default: the build's default memory space)");
  add_json_flag(sub, o->json);
  sub->footer("Example (4 local ranks; MPICH's launcher):\n  mpiexec.mpich -n 4 pebble run " + name +
              " --n 4096\n  mpiexec.mpich -n 2 pebble run " + name +
              " --input A.mtx --rhs b.mtx --output x.mtx\nExit code: 0 when the factors verify and the measured words "
              "equal the schedule's prediction (none below the lower bound), 1 otherwise (or when the matrix is "
              "singular / not positive definite), "
              "2 for bad input.");
  registry.add(sub, [o](int& argc, char**& argv) { return run_factor(*o, argc, argv); });
}

}  // namespace pebble_tool
