// Benchmark of pebble's distributed MMM against ScaLAPACK's pdgemm, in one MPI job. Both multiply
// the same matrices (pebble run mmm's generator, mmm_inputs.hpp) on the same ranks. One PMPI
// interposer counts the words both send and receive (pmpi_words.hpp, with pebble's counting
// rules).
//
//  1. pdgemm, C = A B in ScaLAPACK's 2D block-cyclic layout. Every process grid pr x pc = p and
//     block size of --grids and --nb are tried; each is timed, its words are counted and a sample
//     of C is verified.
//  2. pebble in its native blocked layout: plan_mmm for S (default: the same as pebble run mmm),
//     distributed_mmm timed and counted. The interposer's count is checked against pebble's own
//     counters; they differ only by the argument-agreement all-reduce.
//  3. pebble as a drop-in for pdgemm: A and B start in the fastest pdgemm configuration's
//     block-cyclic layout. They are redistributed to pebble's layout, multiplied, and C is moved
//     back. Each phase is timed, and the result is compared with pdgemm's C.
// Times are the slowest rank's, best of --repeat. Words are per rank, max (and mean) over ranks, in
// 8-byte words; pebble's are also checked equal to the schedule's exact prediction
// (schedule_traffic). The matrices live in Kokkos host views, which the SMPI build can fold
// (docs/simulation.md); --no-verify (for modeled compute, where nothing is computed) skips the
// checks of C, --no-drop-in step 3, --no-pebble steps 2 and 3.
//
// usage: mpiexec.mpich -n p bench_pdgemm --m M --n N --k K [--grids 1x2,2x1] [--nb 64,256]
//                                        [--repeat 3] [--mem words] [--no-verify] [--no-drop-in] [--no-pebble] [--json]
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <string>
#include <vector>

#include <pebble/algorithms/mmm.hpp>
#include <pebble/algorithms/redistribute.hpp>
#include <pebble/comm/environment.hpp>
#include <pebble/tiling/block_cyclic.hpp>

#include "launcher_rank.hpp"
#include "mmm_inputs.hpp"
#include "pmpi_words.hpp"

// ScaLAPACK and its C BLACS interface (Debian's libscalapack-mpich ships no header)
extern "C" {
void Cblacs_get(int context, int what, int* value);
void Cblacs_gridinit(int* context, const char* order, int nprow, int npcol);
void Cblacs_gridinfo(int context, int* nprow, int* npcol, int* myrow, int* mycol);
void Cblacs_gridexit(int context);
void descinit_(int* desc, const int* m, const int* n, const int* mb, const int* nb, const int* irsrc, const int* icsrc,
               const int* ictxt, const int* lld, int* info);
void pdgemm_(const char* transa, const char* transb, const int* m, const int* n, const int* k, const double* alpha,
             const double* a, const int* ia, const int* ja, const int* desca, const double* b, const int* ib,
             const int* jb, const int* descb, const double* beta, double* c, const int* ic, const int* jc,
             const int* descc);
}

namespace {

using json = nlohmann::ordered_json;
using host = Kokkos::HostSpace;

struct options {
  std::int64_t M = 0, N = 0, K = 0;
  std::vector<std::string> grids;  // "PRxPC"; empty: every factorization of the rank count
  std::vector<int> nb{64, 256};
  int repeat = 3;
  double memory = 0;
  bool verify = true, drop_in = true, pebble = true;
  bool json = false;
};

// max and mean over ranks of a per-rank value (PMPI: not counted)
struct spread {
  double max = 0, mean = 0;
};
spread over_ranks(const pebble::comm::communicator& world, double x) {
  double mx = x, sum = x;
  PMPI_Allreduce(MPI_IN_PLACE, &mx, 1, MPI_DOUBLE, MPI_MAX, world.native());
  PMPI_Allreduce(MPI_IN_PLACE, &sum, 1, MPI_DOUBLE, MPI_SUM, world.native());
  return {mx, sum / world.size()};
}

json words_json(const pebble::comm::communicator& world, const pmpi_words::counts& c) {
  const spread in = over_ranks(world, static_cast<double>(c.bytes_received) / 8);
  const spread out = over_ranks(world, static_cast<double>(c.bytes_sent) / 8);
  return {{"received_max", in.max}, {"received_mean", in.mean}, {"sent_max", out.max}, {"sent_mean", out.mean}};
}

using host_vector = Kokkos::View<double*, host>;
host_vector host_array(const char* label, std::int64_t n) {
  return host_vector(Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string(label)),
                     static_cast<std::size_t>(std::max<std::int64_t>(n, 1)));
}

// A matrix in ScaLAPACK's layout on this rank: the distribution, its local array, its descriptor.
struct scalapack_matrix {
  pebble::block_cyclic layout;
  host_vector local;
  int desc[9] = {};

  scalapack_matrix(const pebble::block_cyclic& d, int context, int me) : layout(d) {
    local = host_array("scalapack local array", d.local_size(me));
    const int m = static_cast<int>(d.M), n = static_cast<int>(d.N), mb = static_cast<int>(d.mb),
              nb = static_cast<int>(d.nb), zero = 0, lld = static_cast<int>(d.leading_dimension(me));
    int info = 0;
    descinit_(desc, &m, &n, &mb, &nb, &zero, &zero, &context, &lld, &info);
    pebble::check(info == 0, "descinit failed with info ", info);
  }
  void fill(std::uint64_t id, int me) { pebble_tool::fill_local(layout, me, id, local.data()); }
};

// Largest relative error of a sample (about 64 per rank) of this rank's entries of C = A B
// (max over ranks).
template <pebble::distribution D>
double sample_error(const pebble::comm::communicator& world, const D& d, const double* c, std::int64_t K) {
  const int me = world.rank();
  const std::int64_t stride = std::max<std::int64_t>(1, d.local_size(me) / 64);
  std::int64_t index = 0;
  double worst = 0;
  d.for_each_local(me, [&](std::int64_t r, std::int64_t col, std::int64_t at) {
    if (index++ % stride != 0) return;
    const pebble_tool::reference_entry ab = pebble_tool::reference_product<double>(r, col, K);
    worst = std::max(worst, std::abs(c[at] - ab.sum) / (ab.magnitude + 1e-300));
  });
  return over_ranks(world, worst).max;
}

struct pdgemm_config {
  int pr = 1, pc = 1, nb = 64;
};

// A (M x K), B (K x N) and C (M x N) in a pdgemm configuration's block-cyclic layout.
struct block_cyclic_operands {
  pebble::block_cyclic a, b, c;
};
block_cyclic_operands block_cyclic_of(const options& o, const pdgemm_config& g) {
  return {{o.M, o.K, g.nb, g.nb, g.pr, g.pc}, {o.K, o.N, g.nb, g.nb, g.pr, g.pc}, {o.M, o.N, g.nb, g.nb, g.pr, g.pc}};
}

// One pdgemm configuration: best time over `repeat` runs, its words, the error of a sample of C.
json run_pdgemm(const pebble::comm::communicator& world, const options& o, const pdgemm_config& g,
                host_vector* keep_c = nullptr) {
  const int me = world.rank();
  int context = 0, nprow = 0, npcol = 0, myrow = -1, mycol = -1;
  Cblacs_get(-1, 0, &context);
  Cblacs_gridinit(&context, "Row", g.pr, g.pc);
  Cblacs_gridinfo(context, &nprow, &npcol, &myrow, &mycol);
  const auto [da, db, dc] = block_cyclic_of(o, g);
  pebble::check(myrow == da.prow_of(me) && mycol == da.pcol_of(me), "BLACS put rank ", me, " at (", myrow, ", ", mycol,
                "), pebble::block_cyclic expects (", da.prow_of(me), ", ", da.pcol_of(me), ")");
  scalapack_matrix a(da, context, me), b(db, context, me), c(dc, context, me);
  a.fill(1, me);
  b.fill(2, me);
  const int M = static_cast<int>(o.M), N = static_cast<int>(o.N), K = static_cast<int>(o.K), one = 1;
  const double alpha = 1, beta = 0;
  double best = std::numeric_limits<double>::infinity();
  pmpi_words::counts words;
  for (int run = 0; run < o.repeat; ++run) {
    PMPI_Barrier(world.native());
    pmpi_words::reset();
    const double t0 = MPI_Wtime();
    pdgemm_("N", "N", &M, &N, &K, &alpha, a.local.data(), &one, &one, a.desc, b.local.data(), &one, &one, b.desc, &beta,
            c.local.data(), &one, &one, c.desc);
    const double t = MPI_Wtime() - t0;
    words = pmpi_words::reset();
    best = std::min(best, over_ranks(world, t).max);
  }
  json out = {
      {"grid", {g.pr, g.pc}},
      {"nb", g.nb},
      {"seconds", best},
      {"gflops", 2.0 * static_cast<double>(o.M) * static_cast<double>(o.N) * static_cast<double>(o.K) / best / 1e9},
      {"words", words_json(world, words)}};
  if (o.verify) out["sample_relative_error"] = sample_error(world, dc, c.local.data(), o.K);
  if (keep_c) *keep_c = c.local;
  Cblacs_gridexit(context);
  return out;
}

int body(const pebble::comm::communicator& world, const options& o) {
  const int me = world.rank(), p = world.size();
  const double flops = 2.0 * static_cast<double>(o.M) * static_cast<double>(o.N) * static_cast<double>(o.K);
  const double tolerance = 4 * std::numeric_limits<double>::epsilon() * std::sqrt(static_cast<double>(o.K)) +
                           16 * std::numeric_limits<double>::epsilon();
  std::vector<pdgemm_config> configs;
  pebble::comm::agree_on(world, [&] {
    pebble::check(o.M >= 1 && o.N >= 1 && o.K >= 1, "the sizes must be >= 1");
    pebble::check(o.M <= 1 << 30 && o.N <= 1 << 30 && o.K <= 1 << 30, "ScaLAPACK takes 32-bit sizes");
    pebble::check(o.repeat >= 1, "--repeat must be >= 1");
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
    for (const int nb : o.nb) pebble::check(nb >= 1, "--nb must be >= 1; got ", nb);
    for (const auto& [pr, pc] : grids)
      for (const int nb : o.nb) configs.push_back({pr, pc, nb});
  });

  // 1. pdgemm over the configurations; the fastest one's C is kept as the drop-in's reference
  json pdgemm = json::array();
  std::size_t fastest = 0;
  host_vector reference;
  for (std::size_t i = 0; i < configs.size(); ++i) {
    host_vector c;
    pdgemm.push_back(run_pdgemm(world, o, configs[i], o.verify && o.drop_in && o.pebble ? &c : nullptr));
    if (i == 0 || pdgemm[i]["seconds"].get<double>() < pdgemm[fastest]["seconds"].get<double>()) {
      fastest = i;
      reference = std::move(c);
    }
    if (!o.json && me == 0)
      std::printf("pdgemm %dx%d nb=%-4d %8.4f s %8.2f GFLOP/s  words received %.4g per rank (max)\n", configs[i].pr,
                  configs[i].pc, configs[i].nb, pdgemm[i]["seconds"].get<double>(), pdgemm[i]["gflops"].get<double>(),
                  pdgemm[i]["words"]["received_max"].get<double>());
  }

  if (!o.pebble) {  // ScaLAPACK alone (the simulated runs take pebble's side from `pebble run mmm`)
    const bool verified = !o.verify || pdgemm[fastest]["sample_relative_error"].get<double>() <= tolerance;
    const json out = {{"M", o.M},
                      {"N", o.N},
                      {"K", o.K},
                      {"ranks", p},
                      {"pdgemm", pdgemm},
                      {"pdgemm_fastest", fastest},
                      {"tolerance", tolerance},
                      {"verified", o.verify ? json(verified) : json(nullptr)}};
    if (me == 0 && o.json) std::cout << out.dump(2) << "\n";
    return verified ? 0 : 1;
  }

  // 2. pebble in its own layout
  const std::int64_t S = o.memory > 0 ? static_cast<std::int64_t>(o.memory)
                                      : pebble_tool::default_memory_words(world, o.M, o.N, o.K, sizeof(double));
  pebble::mmm_plan plan;
  pebble::comm::agree_on(world, [&] {
    plan = pebble::plan_mmm({.M = o.M, .N = o.N, .K = o.K}, {.p = p, .S = S}, {.delta = 0.03, .buffers = 2});
  });
  pebble::distributed_mmm<double, host> mmm(world, plan);
  const pebble::mmm_layout& layout = mmm.layout();
  const pebble::mmm_distribution la{layout, pebble::mmm_operand::a}, lb{layout, pebble::mmm_operand::b},
      lc{layout, pebble::mmm_operand::c};
  auto a = pebble::allocate_piece<double, host>(layout, pebble::mmm_operand::a, me, "A");
  auto b = pebble::allocate_piece<double, host>(layout, pebble::mmm_operand::b, me, "B");
  auto c = pebble::allocate_piece<double, host>(layout, pebble::mmm_operand::c, me, "C");
  pebble_tool::fill_local(la, me, 1, a.data());
  pebble_tool::fill_local(lb, me, 2, b.data());
  double best = std::numeric_limits<double>::infinity(), gemm_rate = 0;
  pmpi_words::counts words;
  pebble::comm::traffic_counters own;
  for (int run = 0; run < o.repeat; ++run) {
    PMPI_Barrier(world.native());
    pmpi_words::reset();
    const pebble::mmm_stats s = mmm(1.0, a, b, 0.0, c);
    words = pmpi_words::reset();
    own = s.traffic;
    const double t = over_ranks(world, s.seconds).max;
    if (t < best) {
      best = t;
      gemm_rate = s.gemm_seconds > 0 ? static_cast<double>(s.flops) / s.gemm_seconds / 1e9 : 0;
    }
  }
  // the interposer sees pebble's calls plus the argument agreement (a few integers)
  const spread control_bytes = over_ranks(world, static_cast<double>(words.bytes_received - own.bytes_received));
  const spread pebble_own = over_ranks(world, static_cast<double>(own.words_received));
  const pebble::mmm_traffic predicted = pebble::schedule_traffic(layout, me);
  const bool as_predicted =
      over_ranks(world, own.words_received != predicted.received() || own.words_sent != predicted.sent()).max == 0;
  const double pebble_error = o.verify ? sample_error(world, lc, c.data(), o.K) : 0;
  json native = {{"S", plan.S},
                 {"grid", {plan.grid.m, plan.grid.n, plan.grid.k}},
                 {"block", {plan.block.m, plan.block.n, plan.block.k}},
                 {"k_per_round", plan.k_per_round},
                 {"rounds", plan.rounds},
                 {"seconds", best},
                 {"gflops", flops / best / 1e9},
                 {"local_gemm_gflops_min", -over_ranks(world, -gemm_rate).max},
                 {"words", words_json(world, words)},
                 {"pebble_counted_received_max", pebble_own.max},
                 {"predicted_received_max", pebble::max_received(layout)},
                 {"counted_equals_predicted", as_predicted},
                 {"interposer_minus_pebble_bytes_max", control_bytes.max},
                 {"lower_bound_words_per_rank", plan.bound.value}};
  if (o.verify) native["sample_relative_error"] = pebble_error;

  json drop_in = nullptr;
  double drop_in_speed = 0;
  if (o.drop_in) {
    // 3. pebble as a drop-in: from and back to the fastest pdgemm configuration's layout
    const pdgemm_config& g = configs[fastest];
    const auto [da, db, dc] = block_cyclic_of(o, g);
    const host_vector ba = host_array("drop-in A", da.local_size(me)), bb = host_array("drop-in B", db.local_size(me)),
                      bc = host_array("drop-in C", dc.local_size(me));
    pebble_tool::fill_local(da, me, 1, ba.data());
    pebble_tool::fill_local(db, me, 2, bb.data());
    using unmanaged = Kokkos::View<double*, host, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
    const unmanaged va(ba.data(), static_cast<std::size_t>(da.local_size(me))),
        vb(bb.data(), static_cast<std::size_t>(db.local_size(me))),
        vc(bc.data(), static_cast<std::size_t>(dc.local_size(me)));
    const unmanaged pa(a.data(), a.size()), pb(b.data(), b.size()), pc(c.data(), c.size());
    double in_s = 0, mmm_s = 0, out_s = 0, total_best = std::numeric_limits<double>::infinity();
    pmpi_words::counts drop_words;
    pebble::redistribute_buffers<double> buffers;  // kept between runs, as gemm_context keeps them
    const Kokkos::DefaultExecutionSpace exec;
    for (int run = 0; run < o.repeat; ++run) {
      PMPI_Barrier(world.native());
      pmpi_words::reset();
      const double t0 = MPI_Wtime();
      pebble::redistribute(exec, world, da, va, la, pa, &buffers);
      pebble::redistribute(exec, world, db, vb, lb, pb, &buffers);
      const double t1 = MPI_Wtime();
      mmm(1.0, a, b, 0.0, c);
      const double t2 = MPI_Wtime();
      pebble::redistribute(exec, world, lc, pc, dc, vc, &buffers);
      const double t3 = MPI_Wtime();
      const pmpi_words::counts w = pmpi_words::reset();
      const double total = over_ranks(world, t3 - t0).max;
      if (total < total_best) {
        total_best = total;
        drop_words = w;
        in_s = over_ranks(world, t1 - t0).max;
        mmm_s = over_ranks(world, t2 - t1).max;
        out_s = over_ranks(world, t3 - t2).max;
      }
    }
    double difference = 0, magnitude = 0;
    if (o.verify)
      for (std::size_t i = 0; i < vc.size(); ++i) {
        difference = std::max(difference, std::abs(bc[i] - reference[i]));
        magnitude = std::max(magnitude, std::abs(reference[i]));
      }
    const double max_difference = over_ranks(world, difference).max, max_magnitude = over_ranks(world, magnitude).max;
    drop_in = {{"from", {{"grid", {g.pr, g.pc}}, {"nb", g.nb}}},
               {"seconds", total_best},
               {"gflops", flops / total_best / 1e9},
               {"redistribute_in_seconds", in_s},
               {"mmm_seconds", mmm_s},
               {"redistribute_out_seconds", out_s},
               {"words", words_json(world, drop_words)},
               {"max_difference_to_pdgemm", max_difference},
               {"max_abs_c", max_magnitude}};
    drop_in_speed = total_best;
  }

  const json& fast = pdgemm[fastest];
  const bool verified =
      !o.verify || (fast["sample_relative_error"].get<double>() <= tolerance && pebble_error <= tolerance &&
                    (!o.drop_in || drop_in["max_difference_to_pdgemm"].get<double>() <=
                                       tolerance * std::max(1.0, drop_in["max_abs_c"].get<double>()) * 8));
  json out = {{"M", o.M},
              {"N", o.N},
              {"K", o.K},
              {"ranks", p},
              {"pdgemm", pdgemm},
              {"pdgemm_fastest", fastest},
              {"pebble", native},
              {"pebble_from_block_cyclic", drop_in},
              {"tolerance", tolerance},
              {"verified", o.verify ? json(verified) : json(nullptr)}};
  if (me == 0) {
    if (o.json) {
      std::cout << out.dump(2) << "\n";
    } else {
      const double t = fast["seconds"].get<double>();
      std::printf(
          "pebble native     %8.4f s %8.2f GFLOP/s  words received %.4g per rank (max; bound %.4g)  %.2fx pdgemm's "
          "speed\n",
          best, flops / best / 1e9, native["words"]["received_max"].get<double>(), plan.bound.value, t / best);
      if (o.drop_in)
        std::printf(
            "pebble drop-in    %8.4f s %8.2f GFLOP/s  (in %.4f s, mmm %.4f s, out %.4f s)  %.2fx pdgemm's speed\n",
            drop_in_speed, flops / drop_in_speed / 1e9, drop_in["redistribute_in_seconds"].get<double>(),
            drop_in["mmm_seconds"].get<double>(), drop_in["redistribute_out_seconds"].get<double>(), t / drop_in_speed);
      std::printf("pebble's words    %s the prediction on every rank\n", as_predicted ? "equal" : "DIFFER FROM");
      std::printf("verification      %s\n", !o.verify ? "skipped (--no-verify)" : verified ? "ok" : "FAILED");
    }
  }
  return verified && as_predicted ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  options o;
  CLI::App app{"pebble's distributed MMM beside ScaLAPACK's pdgemm, words counted by one PMPI interposer"};
  app.add_option("--m", o.M, "rows of A and C")->required();
  app.add_option("--n", o.N, "columns of B and C")->required();
  app.add_option("--k", o.K, "columns of A, rows of B")->required();
  app.add_option("--grids", o.grids, "pdgemm process grids PRxPC (default: every factorization of the rank count)")
      ->delimiter(',');
  app.add_option("--nb", o.nb, "pdgemm block sizes")->delimiter(',')->capture_default_str();
  app.add_option("--repeat", o.repeat, "timed runs of each; the best is reported")->capture_default_str();
  app.add_option("--mem", o.memory, "pebble's words per rank (default: as pebble run mmm)");
  app.add_flag("!--no-verify", o.verify, "do not check C (modeled compute computes nothing)");
  app.add_flag("!--no-drop-in", o.drop_in, "skip pebble as a drop-in from pdgemm's layout");
  app.add_flag("!--no-pebble", o.pebble, "pdgemm alone");
  app.add_flag("--json", o.json, "one JSON document on rank 0");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (pebble_tool::launcher_rank() == 0) return app.exit(e);
    return e.get_exit_code();
  }
  return pebble::comm::run(argc, argv, [&](const pebble::comm::communicator& world) { return body(world, o); });
}
