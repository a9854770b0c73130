// `pebble run mmm` (see run_mmm.hpp).
#include "run_mmm.hpp"
#include "run_common.hpp"
#include "mmm_inputs.hpp"
#include "amounts.hpp"

#include <sys/resource.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <sstream>
#include <type_traits>

#include <pebble/algorithms/mmm.hpp>
#include <pebble/comm/environment.hpp>

namespace pebble_tool {
namespace {

using json = nlohmann::ordered_json;

long peak_rss_kib() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss;
}

template <class T, class MemorySpace>
int run_typed(const pebble::comm::communicator& world, const run_mmm_options& o) {
  const int me = world.rank(), p = world.size();
  pebble::comm::agree_on(world, [&] {
    pebble::check(o.M >= 1 && o.N >= 1 && o.K >= 1, "the sizes must be >= 1; got --m ", o.M, " --n ", o.N, " --k ", o.K);
    pebble::check(o.repeat >= 1, "--repeat must be >= 1; got ", o.repeat);
    pebble::check(o.verify == "auto" || o.verify == "all" || o.verify == "sample" || o.verify == "none",
                  "--verify must be auto, all, sample or none; got '", o.verify, "'");
    const double largest = static_cast<double>(std::numeric_limits<T>::max());
    pebble::check(std::isfinite(o.alpha) && std::isfinite(o.beta) && std::abs(o.alpha) <= largest &&
                      std::abs(o.beta) <= largest,
                  "--alpha and --beta must be finite ", o.type, " numbers; got ", o.alpha, " and ", o.beta);
  });
  std::int64_t S = 0;
  if (!o.memory.empty()) pebble::comm::agree_on(world, [&] { S = parse_memory_words("--mem", o.memory, sizeof(T)); });
  else S = default_memory_words<MemorySpace>(world, o.M, o.N, o.K, sizeof(T));
  pebble::mmm_plan plan;
  pebble::comm::agree_on(world, [&] { plan = pebble::plan_mmm({.M = o.M, .N = o.N, .K = o.K}, {.p = p, .S = S}, {.delta = o.delta, .buffers = 2, .min_rounds = o.rounds}); });
  const long rss_before = peak_rss_kib();

  using matrix = pebble::mmm_local_matrix<T, MemorySpace>;
  pebble::distributed_mmm<T, MemorySpace> mmm(world, plan);
  const pebble::mmm_layout& layout = mmm.layout();
  // the pieces and the host copy of C, agreed on: a rank that cannot allocate them is bad input
  // (exit code 2 on every rank), not a failed verification
  matrix a, b, c;
  typename matrix::HostMirror c_host;
  pebble::comm::agree_on(world, [&] {
    try {
      a = pebble::allocate_piece<T, MemorySpace>(layout, pebble::mmm_operand::a, me, "A");
      b = pebble::allocate_piece<T, MemorySpace>(layout, pebble::mmm_operand::b, me, "B");
      c = pebble::allocate_piece<T, MemorySpace>(layout, pebble::mmm_operand::c, me, "C");
      c_host = Kokkos::create_mirror_view(c);
    } catch (const std::exception&) {  // std::bad_alloc, or Kokkos' runtime_error naming the label
      const double words = static_cast<double>(layout.piece(pebble::mmm_operand::a, me).size() +
                                               layout.piece(pebble::mmm_operand::b, me).size() +
                                               2 * layout.piece(pebble::mmm_operand::c, me).size());
      throw input_error("rank " + std::to_string(me) + " cannot allocate its pieces of A, B and C (" + words_text(words) +
                        " of " + o.type + "); run on more ranks or smaller matrices");
    }
  });
  // pieces are generated on the host and copied to where they live
  auto fill = [&](pebble::mmm_operand op, const matrix& v, std::uint64_t id) {
    const auto mirror = Kokkos::create_mirror_view(v);
    fill_local(pebble::mmm_distribution{layout, op}, me, id, mirror.data());
    Kokkos::deep_copy(v, mirror);
  };
  fill(pebble::mmm_operand::a, a, 1);
  fill(pebble::mmm_operand::b, b, 2);

  pebble::mmm_stats best;
  double best_time = std::numeric_limits<double>::infinity();
  for (int run = 0; run < o.repeat; ++run) {
    fill(pebble::mmm_operand::c, c, 3);
    world.barrier();
    const pebble::mmm_stats s = mmm(static_cast<T>(o.alpha), a, b, static_cast<T>(o.beta), c);
    const double t = max_over_ranks(world, s.seconds);
    if (t < best_time) {
      best_time = t;
      best = s;
    }
  }
  // the last run's C is checked (every run computes the same C from the same inputs)
  const long rss_after = peak_rss_kib();
  Kokkos::deep_copy(c_host, c);

  // verification: this rank's entries of C against sums recomputed from the generator
  const pebble::mmm_piece piece = layout.piece(pebble::mmm_operand::c, me);
  const bool all = o.verify == "all" || (o.verify == "auto" && static_cast<double>(piece.size()) * o.K <= 3e7);
  const std::int64_t stride = all || piece.size() == 0 ? 1 : std::max<std::int64_t>(1, piece.size() / 64);
  std::int64_t checked = 0, index = 0;
  long long non_finite = 0;  // NaN or inf in C: never "largest error 0" (MPI_MAX may drop a NaN)
  double worst = 0;
  if (o.verify != "none")
    pebble::mmm_distribution{layout, pebble::mmm_operand::c}.for_each_local(
        me, [&](std::int64_t r, std::int64_t col, std::int64_t at) {
          if (index++ % stride != 0) return;
          const reference_entry ab = reference_product<T>(r, col, o.K);
          const double c0 = static_cast<T>(matrix_entry(3, r, col));
          const double expected = o.alpha * ab.sum + o.beta * c0;
          const double scale = std::abs(o.alpha) * ab.magnitude + std::abs(o.beta * c0) + 1e-300;
          const double error = std::abs(static_cast<double>(c_host.data()[at]) - expected) / scale;
          if (std::isfinite(error))
            worst = std::max(worst, error);
          else
            ++non_finite;
          ++checked;
        });
  const double eps = std::numeric_limits<T>::epsilon();
  const double tolerance = 4 * eps * std::sqrt(static_cast<double>(o.K)) + 16 * eps;
  const double worst_all = max_over_ranks(world, worst);
  const long long checked_all = sum_over_ranks(world, checked);
  const long long non_finite_all = sum_over_ranks(world, non_finite);
  const bool verified = o.verify == "none" || (non_finite_all == 0 && worst_all <= tolerance);

  // words: measured against the schedule's prediction (exact) and Theorem 3.2 (per rank)
  const pebble::mmm_traffic predicted = pebble::schedule_traffic(layout, me);
  const long long received_max = max_over_ranks(world, static_cast<long long>(best.traffic.words_received));
  const long long sent_max = max_over_ranks(world, static_cast<long long>(best.traffic.words_sent));
  const long long mismatches = sum_over_ranks(
      world, best.traffic.words_received != predicted.received() || best.traffic.words_sent != predicted.sent());
  const double gemm_rate = best.gemm_seconds > 0 ? static_cast<double>(best.flops) / best.gemm_seconds / 1e9 : 0;
  const double gemm_rate_min = -max_over_ranks(world, best.flops > 0 ? -gemm_rate : -std::numeric_limits<double>::infinity());
  const double gemm_max = max_over_ranks(world, best.gemm_seconds);
  const double wait_max = max_over_ranks(world, best.wait_seconds);
  const double reduce_max = max_over_ranks(world, best.reduce_seconds);
  const double staging_max = max_over_ranks(world, best.traffic.staging_seconds);
  const long long staged_bytes_max = max_over_ranks(world, static_cast<long long>(best.traffic.bytes_staged));
  const long long extra_max = max_over_ranks(world, static_cast<long long>(mmm.extra_words()));
  const long long rss_growth = max_over_ranks(world, static_cast<long long>(rss_after - rss_before));
  const double flops = 2.0 * static_cast<double>(o.M) * static_cast<double>(o.N) * static_cast<double>(o.K);
  const double gflops = flops / best_time / 1e9;

  if (me == 0) {
    const auto& g = plan.grid;
    if (o.json) {
      json out = {
          {"M", o.M}, {"N", o.N}, {"K", o.K}, {"type", o.type}, {"ranks", p}, {"memory_space", MemorySpace::name()},
          {"staged", pebble::comm::mpi_stages<MemorySpace>()}, {"S", plan.S},
          {"plan", {{"grid", {g.m, g.n, g.k}}, {"ranks_used", plan.ranks_used}, {"idle_ranks", plan.idle_ranks},
                    {"block", {plan.block.m, plan.block.n, plan.block.k}}, {"k_per_round", plan.k_per_round},
                    {"rounds", plan.rounds}, {"min_rounds", plan.min_rounds}, {"memory_words", plan.memory_used}}},
          {"lower_bound_words_per_rank", plan.bound.value},
          {"lower_bound_formula", plan.bound.formula()},
          {"words_received_max", received_max}, {"words_sent_max", sent_max},
          {"predicted_received_max", pebble::max_received(layout)}, {"traffic_matches_prediction", mismatches == 0},
          {"seconds", best_time}, {"gflops", gflops}, {"local_gemm_gflops_min", gemm_rate_min},
          {"gemm_seconds_max", gemm_max}, {"wait_seconds_max", wait_max}, {"reduce_seconds_max", reduce_max},
          {"staging_seconds_max", staging_max}, {"staged_bytes_max", staged_bytes_max},
          {"extra_words_max", extra_max}, {"peak_rss_growth_kib_max", rss_growth},
          {"verified_entries", checked_all}, {"non_finite_entries", non_finite_all},
          {"max_relative_error", worst_all}, {"tolerance", tolerance},
          {"verified", o.verify == "none" ? json(nullptr) : json(verified)}};
      std::cout << out.dump(2) << "\n";
    } else {
      std::ostringstream t;
      t << "pebble run mmm: C = " << o.alpha << " A B + " << o.beta << " C, " << o.type << ", M=" << o.M << " N=" << o.N
        << " K=" << o.K << " on " << p << " rank" << (p == 1 ? "" : "s") << ", pieces in " << MemorySpace::name()
        << (pebble::comm::mpi_stages<MemorySpace>() ? " (staged through host buffers for MPI)" : "") << "\n";
      t << "plan (COSMA, S = " << words_text(static_cast<double>(plan.S)) << " per rank)\n";
      t << "  grid             [" << g.m << ", " << g.n << ", " << g.k << "] on " << plan.ranks_used << " of " << p
        << " ranks" << (plan.idle_ranks ? " (the others stay idle)" : "") << "; local block " << plan.block.m << " x "
        << plan.block.n << " x " << plan.block.k << "\n";
      t << "  rounds           " << plan.rounds << " of " << plan.k_per_round << " k-slices, double-buffered; buffers "
        << words_text(static_cast<double>(plan.memory_used)) << "\n";
      t << "  lower bound      " << words_text(plan.bound.value) << " per rank (Theorem 3.2: " << plan.bound.formula()
        << "; it counts every input word a rank uses, while the blocked layout starts each rank with its share)\n";
      t << "run (best of " << o.repeat << ")\n";
      char line[256];
      std::snprintf(line, sizeof line, "  time             %.4f s, %.2f GFLOP/s (local gemm %.2f GFLOP/s per rank)\n",
                    best_time, gflops, gemm_rate_min);
      t << line;
      std::snprintf(line, sizeof line, "  where (max)      gemm %.4f s, waiting for rounds %.4f s, reduce-scatter %.4f s",
                    gemm_max, wait_max, reduce_max);
      t << line;
      if (pebble::comm::mpi_stages<MemorySpace>()) {
        std::snprintf(line, sizeof line, ", host staging %.4f s (%.4g MB)", staging_max,
                      static_cast<double>(staged_bytes_max) / 1e6);
        t << line;
      }
      t << "\n";
      t << "  words received   " << words_text(static_cast<double>(received_max)) << " per rank (max; the plan predicts "
        << words_text(static_cast<double>(pebble::max_received(layout)))
        << (mismatches == 0 ? ", every rank exactly" : ", MISMATCH on some rank") << "), sent "
        << words_text(static_cast<double>(sent_max)) << "\n";
      if (plan.bound.value > 0) {
        std::snprintf(line, sizeof line, "  vs lower bound   %.3f x the bound\n",
                      static_cast<double>(received_max) / plan.bound.value);
        t << line;
      }
      t << "  extra memory     " << words_text(static_cast<double>(extra_max)) << " of buffers (plan: "
        << words_text(static_cast<double>(plan.memory_used)) << "); peak RSS grew " << rss_growth / 1024 << " MiB\n";
      if (o.verify == "none") {
        t << "  verification     skipped\n";
      } else {
        std::snprintf(line, sizeof line, "  verification     %s: %lld entries, largest relative error %.2e (tolerance %.2e)%s\n",
                      verified ? "ok" : "FAILED", checked_all, worst_all, tolerance,
                      non_finite_all > 0 ? ", and entries that are NaN or infinite" : "");
        t << line;
      }
      std::cout << t.str() << std::flush;
    }
  }
  return verified && mismatches == 0 ? 0 : 1;
}

// The pieces in the build's default memory space, or with --host in host memory (one
// instantiation when the two are the same).
template <class T>
int run_in_space(const pebble::comm::communicator& world, const run_mmm_options& o) {
  using device = Kokkos::DefaultExecutionSpace::memory_space;
  if constexpr (!std::is_same_v<device, Kokkos::HostSpace>)
    if (!o.host) return run_typed<T, device>(world, o);
  return run_typed<T, Kokkos::HostSpace>(world, o);
}
}  // namespace

int run_mmm(const run_mmm_options& options, int& argc, char**& argv) {
  return pebble::comm::run(argc, argv, [&](const pebble::comm::communicator& world) {
    if (options.type == "float") return run_in_space<float>(world, options);
    pebble::comm::agree_on(world, [&] {
      pebble::check(options.type == "double", "--type must be double or float; got '", options.type, "'");
    });
    return run_in_space<double>(world, options);
  });
}

}  // namespace pebble_tool
