// `pebble run lu|cholesky` (see run_factor.hpp).
#include "run_factor.hpp"
#include "amounts.hpp"
#include "errors.hpp"
#include "mmm_inputs.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <limits>
#include <memory>
#include <sstream>
#include <type_traits>
#include <vector>

#include <pebble/algorithms/factorization.hpp>
#include <pebble/comm/environment.hpp>

namespace pebble_tool {
namespace {

using json = nlohmann::ordered_json;
using pebble::factorization;

constexpr std::int64_t default_block = 256;

double max_of(const pebble::comm::communicator& world, double x) {
  MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_DOUBLE, MPI_MAX, world.native());
  return x;
}
long long sum_of(const pebble::comm::communicator& world, long long x) {
  MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_LONG_LONG, MPI_SUM, world.native());
  return x;
}

std::string words(double w) {
  char buf[64];
  if (w >= 1e9) std::snprintf(buf, sizeof buf, "%.4gG words", w / 1e9);
  else if (w >= 1e6) std::snprintf(buf, sizeof buf, "%.4gM words", w / 1e6);
  else if (w >= 1e3) std::snprintf(buf, sizeof buf, "%.4gk words", w / 1e3);
  else std::snprintf(buf, sizeof buf, "%.4g words", w);
  return buf;
}

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

struct residuals {
  double product = 0;  ///< max over random x of ‖P A x - L U x‖∞ / (‖A‖∞ ‖x‖∞ N ε)
  double solve = 0;    ///< HPL's ‖A x - b‖∞ / (ε (‖A‖∞ ‖x‖∞ + ‖b‖∞) N)
  bool finite = true;
};

// Checks the factors `f` (row-masked for LU: row pivots[k] holds row k of L \ U; Cholesky: L in the
// lower triangle) against the generated matrix with O(N²) work.
residuals check_factors(const generator& a, const std::vector<double>& f, const std::vector<std::int64_t>& pivots,
                 double eps) {
  const std::int64_t n = a.n;
  const bool lu = a.kind == factorization::lu;
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
    // P A x, row by row from the generator (and ‖A‖∞)
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
    out.product = std::max(out.product, worst / (norm_a * norm_x * static_cast<double>(n) * eps));
  }
  // solve A x = b: L y = P b, U x = y
  std::vector<double> b(static_cast<std::size_t>(n)), y(static_cast<std::size_t>(n)), x(static_cast<std::size_t>(n));
  for (std::int64_t k = 0; k < n; ++k) b[static_cast<std::size_t>(k)] = matrix_entry(30, k, 0);
  for (std::int64_t k = 0; k < n; ++k) {
    double s = b[static_cast<std::size_t>(row(k))];
    for (std::int64_t q = 0; q < k; ++q) s -= l_at(k, q) * y[static_cast<std::size_t>(q)];
    y[static_cast<std::size_t>(k)] = s / l_at(k, k);
  }
  for (std::int64_t q = n - 1; q >= 0; --q) {
    double s = y[static_cast<std::size_t>(q)];
    for (std::int64_t j = q + 1; j < n; ++j) s -= u_at(q, j) * x[static_cast<std::size_t>(j)];
    x[static_cast<std::size_t>(q)] = s / u_at(q, q);
  }
  double norm_x = 0, norm_b = 0, worst = 0;
  for (std::int64_t k = 0; k < n; ++k) {
    double s = 0;
    for (std::int64_t j = 0; j < n; ++j) s += a(k, j) * x[static_cast<std::size_t>(j)];
    worst = std::max(worst, std::abs(s - b[static_cast<std::size_t>(k)]));
    norm_x = std::max(norm_x, std::abs(x[static_cast<std::size_t>(k)]));
    norm_b = std::max(norm_b, std::abs(b[static_cast<std::size_t>(k)]));
  }
  out.solve = worst / (eps * (norm_a * norm_x + norm_b) * static_cast<double>(n));
  out.finite = out.finite && std::isfinite(out.solve) && std::isfinite(out.product);
  return out;
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
  });
  std::int64_t S = 0;
  pebble::comm::agree_on(world, [&] {
    S = o.memory.empty() ? (o.N <= 3'000'000'000 ? o.N * o.N : std::int64_t{1} << 62)
                         : parse_memory_words("--mem", o.memory, sizeof(T));
  });
  pebble::grid25d_plan plan;
  pebble::comm::agree_on(world, [&] {
    // the thesis' v = 2c minimises words but makes N/v tiny panels; a v of a few hundred keeps the
    // local gemm efficient (docs/factorizations.md, P4)
    const std::int64_t v = o.block > 0 ? o.block : std::min<std::int64_t>(o.N, default_block);
    plan = pebble::grid25d(o.N, {.p = p, .S = S}, {.kind = o.kind, .block_size = v, .layers = o.layers});
    // the replication cap c <= p^{1/3} leaves ranks idle when p is not g²c (p = 2: [1, 1, 1]); unless
    // --layers says otherwise, put them to work as more layers of the square grid
    const std::int64_t g = pebble::isqrt(p), c = p / (g * g);
    if (o.layers == 0 && plan.idle_ranks > 0 && c > plan.depth && c <= v && g * g * c > plan.ranks_used) {
      try {
        plan = pebble::grid25d(o.N, {.p = p, .S = S}, {.kind = o.kind, .block_size = v, .layers = c});
      } catch (const pebble::error&) {  // the layers do not fit S: keep the capped plan
      }
    }
  });
  const pebble::factorization_io_bound bound = pebble::factorization_io_bound_of(o.kind, o.N, {.p = p, .S = S});

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
  const generator gen{o.kind, o.N, o.matrix == "pivoting"};
  auto fill = [&] {
    const auto mirror = Kokkos::create_mirror_view(a);
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
    const double t = max_of(world, s.seconds);
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
      best.info == 0 ? sum_of(world, best.traffic.words_received != predicted.received ||
                                         best.traffic.words_sent != predicted.sent)
                     : 0;
  const double received_max = max_of(world, static_cast<double>(best.traffic.words_received));
  const double predicted_max = max_of(world, static_cast<double>(predicted.received));
  const double panel_max = max_of(world, best.panel_seconds), update_max = max_of(world, best.update_seconds);
  const double staging_max = max_of(world, best.traffic.staging_seconds);
  const double n3 = static_cast<double>(o.N) * static_cast<double>(o.N) * static_cast<double>(o.N);
  const double gflops = (lu ? 2 * n3 / 3 : n3 / 3) / best_time / 1e9;

  // verification on rank 0, O(N²) after gathering the factors
  const bool verify = best.info == 0 && (o.verify == "yes" || (o.verify == "auto" && o.N <= 16384));
  residuals res;
  bool verified = true;
  const double eps = std::numeric_limits<T>::epsilon();
  if (verify) {
    const std::vector<double> f = gather_on_root<T>(world, layout, a);
    if (me == 0) {
      res = check_factors(gen, f, pivots, eps);
      verified = res.finite && res.product < 16 && res.solve < 16;
    }
    int ok = verified ? 1 : 0;
    MPI_Bcast(&ok, 1, MPI_INT, 0, world.native());
    verified = ok == 1;
  }

  if (me == 0) {
    const auto& g = plan.grid;
    if (o.json) {
      json out = {{"factorization", name}, {"N", o.N}, {"type", o.type}, {"ranks", p},
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
      if (lu && best.info == 0 && o.N <= 64) out["pivots"] = pivots;
      std::cout << out.dump(2) << "\n";
    } else {
      std::ostringstream t;
      char line[320];
      t << "pebble run " << name << ": " << (lu ? "P A = L U (CONFLUX)" : "A = L L^T (CONFCHOX)") << ", " << o.type
        << ", N=" << o.N << " on " << p << " rank" << (p == 1 ? "" : "s") << ", pieces in " << MemorySpace::name()
        << ", matrix " << o.matrix << "\n";
      t << "plan (2.5D, S = " << words(static_cast<double>(plan.S)) << " per rank)\n";
      t << "  grid             [" << g[0] << ", " << g[1] << ", " << g[2] << "] on " << plan.ranks_used << " of " << p
        << " ranks" << (plan.idle_ranks ? " (the others stay idle)" : "") << "; block size v = " << plan.block_size
        << ", " << plan.steps << " steps\n";
      t << "  model            " << words(plan.volume.total) << " per rank (Lemma 4.10 on this grid; panels "
        << words(plan.volume.panel) << ")\n";
      t << "  lower bound      " << words(bound.value) << " per rank (leading term " << words(bound.leading) << ")\n";
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
        t << "  words received   " << words(received_max) << " per rank (max; the schedule predicts "
          << words(predicted_max) << (mismatches == 0 ? ", every rank exactly" : ", MISMATCH on some rank") << ")\n";
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
