// `pebble run mmm` (see run_mmm.hpp).
#include "run_mmm.hpp"
#include "options.hpp"
#include "run_common.hpp"
#include "mmm_inputs.hpp"
#include "amounts.hpp"
#include "representable.hpp"

#include <sys/resource.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <memory>
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

// The options a run of element type T checks before it plans, agreed on by every rank.
template <class T>
void check_options(const pebble::comm::communicator& world, const run_mmm_options& o) {
  pebble::comm::agree_on(world, [&] {
    pebble::check(o.M >= 1 && o.N >= 1 && o.K >= 1, "the sizes must be >= 1; got --m ", o.M, " --n ", o.N, " --k ",
                  o.K);
    pebble::check(o.repeat >= 1, "--repeat must be >= 1; got ", o.repeat);
    pebble::check(o.verify == "auto" || o.verify == "all" || o.verify == "sample" || o.verify == "none",
                  "--verify must be auto, all, sample or none; got '", o.verify, "'");
    const double largest = static_cast<double>(std::numeric_limits<T>::max());
    pebble::check(
        std::isfinite(o.alpha) && std::isfinite(o.beta) && std::abs(o.alpha) <= largest && std::abs(o.beta) <= largest,
        "--alpha and --beta must be finite ", o.type, " numbers; got ", o.alpha, " and ", o.beta);
    for (const auto& [flag, value] : {std::pair{"--alpha", o.alpha}, std::pair{"--beta", o.beta}}) {
      const std::string change = kind_change<T>(value, o.type);
      pebble::check(change.empty(), flag, " ", change, "; give another ", flag, " or --type double");
    }
  });
}

// The COSMA plan for the ranks of `world` within S words per rank: --mem, or by default half the
// free memory of the device that holds the pieces, shared by the ranks using it.
template <class T, class MemorySpace>
pebble::mmm_plan plan_run(const pebble::comm::communicator& world, const run_mmm_options& o) {
  const int p = world.size();
  std::int64_t S = 0;
  if (!o.memory.empty()) pebble::comm::agree_on(world, [&] { S = parse_memory_words("--mem", o.memory, sizeof(T)); });
  else S = default_memory_words<MemorySpace>(world, o.M, o.N, o.K, sizeof(T));
  pebble::mmm_plan plan;
  pebble::comm::agree_on(world, [&] {
    plan = pebble::plan_mmm({.M = o.M, .N = o.N, .K = o.K}, {.p = p, .S = S},
                            {.delta = o.delta, .buffers = 2, .min_rounds = o.rounds});
  });
  return plan;
}

// This rank's pieces of A, B and C, and the host copy of C the verification reads.
template <class T, class MemorySpace>
struct pieces {
  using matrix = pebble::mmm_local_matrix<T, MemorySpace>;
  matrix a, b, c;
  typename matrix::HostMirror c_host;
};

// The pieces, agreed on: a rank that cannot allocate them is bad input (exit code 2 on every
// rank), not a failed verification.
template <class T, class MemorySpace>
pieces<T, MemorySpace> allocate_pieces(const pebble::comm::communicator& world, const pebble::mmm_layout& layout,
                                       const run_mmm_options& o) {
  const int me = world.rank();
  pieces<T, MemorySpace> m;
  pebble::comm::agree_on(world, [&] {
    try {
      m.a = pebble::allocate_piece<T, MemorySpace>(layout, pebble::mmm_operand::a, me, "A");
      m.b = pebble::allocate_piece<T, MemorySpace>(layout, pebble::mmm_operand::b, me, "B");
      m.c = pebble::allocate_piece<T, MemorySpace>(layout, pebble::mmm_operand::c, me, "C");
      m.c_host = Kokkos::create_mirror_view(m.c);
    } catch (const std::exception&) {  // std::bad_alloc, or Kokkos' runtime_error naming the label
      const double words = static_cast<double>(layout.piece(pebble::mmm_operand::a, me).size() +
                                               layout.piece(pebble::mmm_operand::b, me).size() +
                                               2 * layout.piece(pebble::mmm_operand::c, me).size());
      throw input_error("rank " + std::to_string(me) + " cannot allocate its pieces of A, B and C (" +
                        words_text(words) + " of " + o.type + "); run on more ranks or smaller matrices");
    }
  });
  return m;
}

// Fills this rank's piece `v` of operand `op` with the generated matrix `id` (mmm_inputs.hpp): made
// on the host and copied to where the piece lives.
template <class T, class MemorySpace>
void fill(const pebble::mmm_layout& layout, pebble::mmm_operand op, int me,
          const pebble::mmm_local_matrix<T, MemorySpace>& v, std::uint64_t id) {
  const auto mirror = Kokkos::create_mirror_view(v);
  fill_local(pebble::mmm_distribution{layout, op}, me, id, mirror.data());
  Kokkos::deep_copy(v, mirror);
}

// The fastest of the timed runs: its statistics on this rank and its time, the slowest rank's.
struct best_run {
  pebble::mmm_stats stats;
  double seconds = std::numeric_limits<double>::infinity();
};

// --repeat runs, each on a freshly generated C.
template <class T, class MemorySpace>
best_run timed_runs(const pebble::comm::communicator& world, pebble::distributed_mmm<T, MemorySpace>& mmm,
                    const pieces<T, MemorySpace>& m, const run_mmm_options& o) {
  best_run best;
  for (int run = 0; run < o.repeat; ++run) {
    fill<T, MemorySpace>(mmm.layout(), pebble::mmm_operand::c, world.rank(), m.c, 3);
    world.barrier();
    const pebble::mmm_stats s = mmm(static_cast<T>(o.alpha), m.a, m.b, static_cast<T>(o.beta), m.c);
    const double t = max_over_ranks(world, s.seconds);
    if (t < best.seconds) {
      best.seconds = t;
      best.stats = s;
    }
  }
  return best;
}

// What the verification found, over every rank.
struct verification {
  long long checked = 0;            // entries compared
  long long non_finite = 0;         // NaN or inf in C: never "largest error 0" (MPI_MAX may drop a NaN)
  double worst = 0, tolerance = 0;  // the largest relative error, and the most it may be
  bool verified = true;
};

// This rank's entries of C (on the host) against sums recomputed from the generator: all of them,
// or 64 spread over the piece (collective).
template <class T, class HostMirror>
verification verify_c(const pebble::comm::communicator& world, const pebble::mmm_layout& layout,
                      const HostMirror& c_host, const run_mmm_options& o) {
  const int me = world.rank();
  const pebble::mmm_piece piece = layout.piece(pebble::mmm_operand::c, me);
  const bool all = o.verify == "all" || (o.verify == "auto" && static_cast<double>(piece.size()) * o.K <= 3e7);
  const std::int64_t stride = all || piece.size() == 0 ? 1 : std::max<std::int64_t>(1, piece.size() / 64);
  std::int64_t checked = 0, index = 0;
  long long non_finite = 0;
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
          if (std::isfinite(error)) worst = std::max(worst, error);
          else ++non_finite;
          ++checked;
        });
  const double eps = std::numeric_limits<T>::epsilon();
  verification v;
  v.tolerance = 4 * eps * std::sqrt(static_cast<double>(o.K)) + 16 * eps;
  v.worst = max_over_ranks(world, worst);
  v.checked = sum_over_ranks(world, checked);
  v.non_finite = sum_over_ranks(world, non_finite);
  v.verified = o.verify == "none" || (v.non_finite == 0 && v.worst <= v.tolerance);
  return v;
}

// The run's words and times over every rank: the words measured against the schedule's prediction
// (exact), where the time went, the memory it took.
struct figures {
  long long received_max = 0, sent_max = 0;
  long long moved_max = 0;  // received + sent, the busiest rank
  pebble::layout_io_bound layout_bound;
  long long mismatches = 0;  // ranks whose words differ from the prediction
  double gemm_rate_min = 0, gemm_max = 0, wait_max = 0, reduce_max = 0, staging_max = 0;
  long long staged_bytes_max = 0, peer_bytes_max = 0, extra_max = 0, rss_growth = 0;
  double gflops = 0;
};

// The figures of the best run (collective); `extra_words` of buffers and `rss_growth` KiB of peak
// RSS on this rank.
figures figures_of(const pebble::comm::communicator& world, const pebble::mmm_layout& layout, const best_run& best,
                   long long extra_words, long long rss_growth, const run_mmm_options& o) {
  const pebble::mmm_stats& s = best.stats;
  const pebble::mmm_traffic predicted = pebble::schedule_traffic(layout, world.rank());
  figures f;
  f.received_max = max_over_ranks(world, static_cast<long long>(s.traffic.words_received));
  f.sent_max = max_over_ranks(world, static_cast<long long>(s.traffic.words_sent));
  f.moved_max = max_over_ranks(world, static_cast<long long>(s.traffic.words_received + s.traffic.words_sent));
  // the layout bound: a rank holds its pieces of A, B and C beside the buffers; its pieces of A and
  // B (and of C when beta != 0: C is read) at the start and of C at the end need no message
  const auto own = [&](pebble::mmm_operand x) { return layout.piece(x, world.rank()).size(); };
  const std::int64_t pieces = own(pebble::mmm_operand::a) + own(pebble::mmm_operand::b) + own(pebble::mmm_operand::c);
  const long long memory = max_over_ranks(world, static_cast<long long>(pieces + extra_words));
  const long long held =
      max_over_ranks(world, static_cast<long long>(pieces + (o.beta != 0 ? own(pebble::mmm_operand::c) : 0)));
  f.layout_bound = pebble::mmm_layout_bound({.M = o.M, .N = o.N, .K = o.K}, world.size(), memory, held);
  f.mismatches = sum_over_ranks(
      world, s.traffic.words_received != predicted.received() || s.traffic.words_sent != predicted.sent());
  const double gemm_rate = s.gemm_seconds > 0 ? static_cast<double>(s.flops) / s.gemm_seconds / 1e9 : 0;
  f.gemm_rate_min = -max_over_ranks(world, s.flops > 0 ? -gemm_rate : -std::numeric_limits<double>::infinity());
  f.gemm_max = max_over_ranks(world, s.gemm_seconds);
  f.wait_max = max_over_ranks(world, s.wait_seconds);
  f.reduce_max = max_over_ranks(world, s.reduce_seconds);
  f.staging_max = max_over_ranks(world, s.traffic.staging_seconds);
  f.staged_bytes_max = max_over_ranks(world, static_cast<long long>(s.traffic.bytes_staged));
  f.peer_bytes_max = max_over_ranks(world, static_cast<long long>(s.traffic.bytes_peer));
  f.extra_max = max_over_ranks(world, extra_words);
  f.rss_growth = max_over_ranks(world, rss_growth);
  const double flops = 2.0 * static_cast<double>(o.M) * static_cast<double>(o.N) * static_cast<double>(o.K);
  f.gflops = flops / best.seconds / 1e9;
  return f;
}

// What a run found, on every rank once the runs and the reductions are done; rank 0 reports it.
struct outcome {
  best_run best;
  verification check;
  figures f;
};

template <class MemorySpace>
void print_json(const run_mmm_options& o, int p, const pebble::mmm_plan& plan, const pebble::mmm_layout& layout,
                const outcome& r) {
  const auto& g = plan.grid;
  json out = {{"M", o.M},
              {"N", o.N},
              {"K", o.K},
              {"type", o.type},
              {"ranks", p},
              {"memory_space", MemorySpace::name()},
              {"staged", pebble::comm::mpi_stages<MemorySpace>()},
              {"S", plan.S},
              {"plan",
               {{"grid", {g.m, g.n, g.k}},
                {"ranks_used", plan.ranks_used},
                {"idle_ranks", plan.idle_ranks},
                {"block", {plan.block.m, plan.block.n, plan.block.k}},
                {"k_per_round", plan.k_per_round},
                {"rounds", plan.rounds},
                {"min_rounds", plan.min_rounds},
                {"memory_words", plan.memory_used}}},
              {"lower_bound_words_per_rank", plan.bound.value},
              {"lower_bound_formula", plan.bound.formula()},
              {"words_received_max", r.f.received_max},
              {"words_sent_max", r.f.sent_max},
              {"words_moved_max", r.f.moved_max},
              {"layout_bound", layout_bound_json(static_cast<double>(r.f.moved_max), r.f.layout_bound)},
              {"predicted_received_max", pebble::max_received(layout)},
              {"traffic_matches_prediction", r.f.mismatches == 0},
              {"seconds", r.best.seconds},
              {"gflops", r.f.gflops},
              {"local_gemm_gflops_min", r.f.gemm_rate_min},
              {"gemm_seconds_max", r.f.gemm_max},
              {"wait_seconds_max", r.f.wait_max},
              {"reduce_seconds_max", r.f.reduce_max},
              {"staging_seconds_max", r.f.staging_max},
              {"staged_bytes_max", r.f.staged_bytes_max},
              {"node_ipc_bytes_max", r.f.peer_bytes_max},
              {"extra_words_max", r.f.extra_max},
              {"peak_rss_growth_kib_max", r.f.rss_growth},
              {"verified_entries", r.check.checked},
              {"non_finite_entries", r.check.non_finite},
              {"max_relative_error", r.check.worst},
              {"tolerance", r.check.tolerance},
              {"verified", o.verify == "none" ? json(nullptr) : json(r.check.verified)}};
  std::cout << out.dump(2) << "\n";
}

template <class MemorySpace>
void print_text(const run_mmm_options& o, int p, const pebble::mmm_plan& plan, const pebble::mmm_layout& layout,
                const outcome& r) {
  const auto& g = plan.grid;
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
  t << "  lower bound      " << words_text(plan.bound.value)
    << " per rank loaded and stored (Theorem 3.2 at S: " << plan.bound.formula()
    << ", from an empty memory: a rank's own pieces count)\n";
  t << "run (best of " << o.repeat << ")\n";
  char line[256];
  std::snprintf(line, sizeof line, "  time             %.4f s, %.2f GFLOP/s (local gemm %.2f GFLOP/s per rank)\n",
                r.best.seconds, r.f.gflops, r.f.gemm_rate_min);
  t << line;
  std::snprintf(line, sizeof line, "  where (max)      gemm %.4f s, waiting for rounds %.4f s, reduce-scatter %.4f s",
                r.f.gemm_max, r.f.wait_max, r.f.reduce_max);
  t << line;
  if (pebble::comm::mpi_stages<MemorySpace>()) {
    std::snprintf(line, sizeof line, ", host staging %.4f s (%.4g MB)", r.f.staging_max,
                  static_cast<double>(r.f.staged_bytes_max) / 1e6);
    t << line;
  }
  if (r.f.peer_bytes_max > 0) {
    std::snprintf(line, sizeof line, "; %.4g MB of rounds copied out of other ranks' pieces on the node (node IPC)",
                  static_cast<double>(r.f.peer_bytes_max) / 1e6);
    t << line;
  }
  t << "\n";
  t << "  words received   " << words_text(static_cast<double>(r.f.received_max))
    << " per rank (max; the plan predicts " << words_text(static_cast<double>(pebble::max_received(layout)))
    << (r.f.mismatches == 0 ? ", every rank exactly" : ", MISMATCH on some rank") << "), sent "
    << words_text(static_cast<double>(r.f.sent_max)) << "\n";
  t << "  words moved      " << words_text(static_cast<double>(r.f.moved_max))
    << " per rank (max of received + sent)\n";
  t << "  vs lower bound   " << layout_bound_text(static_cast<double>(r.f.moved_max), r.f.layout_bound, "Theorem 3.2")
    << "\n";
  t << "  extra memory     " << words_text(static_cast<double>(r.f.extra_max))
    << " of buffers (plan: " << words_text(static_cast<double>(plan.memory_used)) << "); peak RSS grew "
    << r.f.rss_growth / 1024 << " MiB\n";
  if (o.verify == "none") {
    t << "  verification     skipped\n";
  } else {
    std::snprintf(line, sizeof line,
                  "  verification     %s: %lld entries, largest relative error %.2e (tolerance %.2e)%s\n",
                  r.check.verified ? "ok" : "FAILED", r.check.checked, r.check.worst, r.check.tolerance,
                  r.check.non_finite > 0 ? ", and entries that are NaN or infinite" : "");
    t << line;
  }
  std::cout << t.str() << std::flush;
}

// Plans, allocates and fills the pieces, runs --repeat times, verifies C and reports on rank 0;
// the exit code: 0 when C verifies and every rank's words equal the prediction, else 1.
template <class T, class MemorySpace>
int run_typed(const pebble::comm::communicator& world, const run_mmm_options& o) {
  check_options<T>(world, o);
  const pebble::mmm_plan plan = plan_run<T, MemorySpace>(world, o);
  const long rss_before = peak_rss_kib();
  pebble::distributed_mmm<T, MemorySpace> mmm(world, plan);
  const pebble::mmm_layout& layout = mmm.layout();
  pieces<T, MemorySpace> m = allocate_pieces<T, MemorySpace>(world, layout, o);
  fill<T, MemorySpace>(layout, pebble::mmm_operand::a, world.rank(), m.a, 1);
  fill<T, MemorySpace>(layout, pebble::mmm_operand::b, world.rank(), m.b, 2);
  outcome r;
  r.best = timed_runs(world, mmm, m, o);
  // the last run's C is checked (every run computes the same C from the same inputs)
  const long rss_after = peak_rss_kib();
  Kokkos::deep_copy(m.c_host, m.c);
  r.check = verify_c<T>(world, layout, m.c_host, o);
  r.f = figures_of(world, layout, r.best, static_cast<long long>(mmm.extra_words()),
                   static_cast<long long>(rss_after - rss_before), o);
  if (world.rank() == 0) {
    if (o.json) print_json<MemorySpace>(o, world.size(), plan, layout, r);
    else print_text<MemorySpace>(o, world.size(), plan, layout, r);
  }
  return r.check.verified && r.f.mismatches == 0 && !below_bound(static_cast<double>(r.f.moved_max), r.f.layout_bound)
             ? 0
             : 1;
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

void add_run_mmm(CLI::App& run, commands& registry) {
  const auto o = std::make_shared<run_mmm_options>();
  CLI::App* sub = run.add_subcommand(
      "mmm", "C = alpha A B + beta C with the COSMA plan: prints the plan, runs it, verifies C, and reports time, "
             "GFLOP/s and words per rank beside the plan's prediction and Theorem 3.2's lower bound");
  add_whole(sub, "--m", o->M, 1, max_count, "rows of A and C")->required();
  add_whole(sub, "--n", o->N, 1, max_count, "columns of B and C")->required();
  add_whole(sub, "--k", o->K, 1, max_count, "columns of A, rows of B")->required();
  sub->add_option("--mem", o->memory,
                  "memory per rank the schedule may use (C block and round buffers): words (1e6, 8Mw) or bytes "
                  "(512MiB, 2GB); default: half the free memory of the device that holds the pieces, shared by "
                  "the ranks using it");
  sub->add_option("--delta", o->delta, "largest fraction of ranks the grid may leave idle (default 0.03)");
  add_whole(sub, "--rounds", o->rounds, 1, max_count,
            "least number of rounds the k-slices come in, where memory would hold them in fewer: each round's "
            "transfer but the first overlaps the previous round's multiply; same words, more messages (default 1)");
  add_type(sub, o->type);
  sub->add_option("--alpha", o->alpha, "alpha (default 1)");
  sub->add_option("--beta", o->beta, "beta (default 0)");
  add_repeat(sub, o->repeat, "timed runs; the fastest is reported (default 3)");
  add_verify(sub, o->verify, "all, sample (64 entries per rank), none, or auto (all when cheap, default)");
  add_host(sub, o->host,
           "keep the pieces in host memory (default: the build's default memory space, the GPU's on a CUDA build)");
  add_json_flag(sub, o->json);
  sub->footer("Example (4 local ranks; MPICH's launcher):\n"
              "  mpiexec.mpich -n 4 pebble run mmm --m 2048 --n 2048 --k 2048\n"
              "Exit code: 0 when C verifies and the measured words equal the plan's prediction (none below the "
              "lower bound), 1 otherwise, 2 for bad input.");
  registry.add(sub, [o](int& argc, char**& argv) { return run_mmm(*o, argc, argv); });
}

}  // namespace pebble_tool
