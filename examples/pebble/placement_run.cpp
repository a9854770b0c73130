// `pebble placement --run` and `--measure-out` on MPI ranks, one per device (see
// placement_internal.hpp): a program of the synthesis timed beside the all-reduce and checked
// against it, and the collectives that calibrate the topology timed and written as a runs file.
#include "placement_internal.hpp"
#include "mmm_inputs.hpp"
#include "text.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <limits>
#include <string>
#include <vector>

#include <pebble/comm/environment.hpp>
#include <pebble/comm/reduction_program.hpp>
#include <pebble/placement/calibration.hpp>

namespace pebble_tool::placement_internal {
namespace {

using host = Kokkos::HostSpace;

// An integer-valued entry, so every sum is exact.
double entry(int rank, std::int64_t i) { return static_cast<double>((rank + 1) * 7 + i % 13); }

struct run_result {
  double measured = 0, allreduce_measured = 0;
  long long wrong = 0;  // entries different from the all-reduce over the reduction group, all ranks
};

// The fastest of `repeat` timed calls of run() on the ranks of `world`, each after prepare() and a
// barrier; a call takes as long as the slowest rank.
template <class Prepare, class Run>
double fastest_of(const pebble::comm::communicator& world, int repeat, Prepare&& prepare, Run&& run) {
  double best = 1e300;
  for (int t = 0; t < repeat; ++t) {
    prepare();
    world.barrier();
    const double t0 = MPI_Wtime();
    run();
    double elapsed = MPI_Wtime() - t0;
    MPI_Allreduce(MPI_IN_PLACE, &elapsed, 1, MPI_DOUBLE, MPI_MAX, world.native());
    best = std::min(best, elapsed);
  }
  return best;
}

// The best of `repeat` runs of the program, the result compared with MPI_Allreduce over each
// reduction group.
run_result execute(const pebble::comm::communicator& world, const problem& p, const matrix_report& r, std::size_t k,
                   int repeat) {
  const int me = world.rank();
  const auto n = static_cast<std::int64_t>(std::max(1.0, std::floor(p.bytes / sizeof(double))));
  Kokkos::View<double*, host> original("original", static_cast<std::size_t>(n)),
      data("data", static_cast<std::size_t>(n));
  for (std::int64_t i = 0; i < n; ++i) original(i) = entry(me, i);
  auto timed = [&](const pebble::comm::reduction_executor& run) {
    run(data);  // once with the agreement on the views, then timed without it
    return fastest_of(world, repeat, [&] { Kokkos::deep_copy(data, original); }, [&] { run.unchecked(data); });
  };
  run_result out;
  const pebble::comm::reduction_executor all_reduce(world, pl::lower(r.s, r.allreduce));
  out.allreduce_measured = timed(all_reduce);
  const pebble::comm::reduction_executor program(world, pl::lower(r.s, k));
  out.measured = timed(program);
  // the reference: one all-reduce over this rank's reduction group
  const pl::device_coordinates c = pl::coordinates(r.s.matrix, p.system, me);
  int key = 0;
  for (std::size_t i = 0; i < p.axes.size(); ++i)
    if (!pl::is_reduced(p.reduce, i)) key = key * static_cast<int>(p.axes[i]) + static_cast<int>(c.axis[i]);
  const pebble::comm::communicator group = world.split(key, me);
  MPI_Allreduce(MPI_IN_PLACE, original.data(), static_cast<int>(n), MPI_DOUBLE, MPI_SUM,
                group.native());  // n <= INT_MAX: check_run_fits
  long long wrong = 0;
  for (std::int64_t i = 0; i < n; ++i) wrong += data(i) != original(i);
  MPI_Allreduce(&wrong, &out.wrong, 1, MPI_LONG_LONG, MPI_SUM, world.native());
  return out;
}

// The ranks of `world` on this rank's node (collective).
int ranks_on_node(const pebble::comm::communicator& world) {
  MPI_Comm node = MPI_COMM_NULL;
  MPI_Comm_split_type(world.native(), MPI_COMM_TYPE_SHARED, world.rank(), MPI_INFO_NULL, &node);
  int ranks = 1;
  MPI_Comm_size(node, &ranks);
  MPI_Comm_free(&node);
  return ranks;
}

// What --run allocates per rank follows from --bytes: the original and the reduced copy, and the
// executor's scratch of up to twice the data (comm/reduction_program.hpp). It must fit in half of
// the node's free memory, shared by its ranks, and one MPI call moves at most INT_MAX elements.
void check_run_fits(const problem& p, int node_ranks, double free_bytes) {
  const double elements = std::max(1.0, std::floor(p.bytes / sizeof(double)));
  pebble::check(elements <= std::numeric_limits<int>::max(), "--bytes: --run reduces ", bytes_text(p.bytes),
                " per rank, ", elements, " doubles; one MPI call moves at most 2^31 - 1 of them; lower --bytes");
  const double need = 4 * elements * sizeof(double) * node_ranks;
  pebble::check(need <= free_bytes / 2, "--bytes: --run holds up to 4 copies of ", bytes_text(p.bytes), " per rank, ",
                bytes_text(need), " for the ", node_ranks, " ranks on this node; half of its free memory is ",
                bytes_text(free_bytes / 2), "; lower --bytes");
}

// Both --run modes: one MPI rank per device of the system (inside agree_on).
void check_one_rank_per_device(const pebble::comm::communicator& world, const problem& p) {
  pebble::check(world.size() == p.system.devices(), "--run: the system has ", p.system.devices(),
                " devices, one per MPI rank; start ", p.system.devices(), " ranks (mpiexec -n ", p.system.devices(),
                "), not ", world.size());
}

}  // namespace

int run_on_ranks(const placement_options& o, const problem& p, const analysis& a, int& argc, char**& argv) {
  return pebble::comm::run(argc, argv, [&](const pebble::comm::communicator& world) {
    const std::size_t m = p.matrix ? p.matrix - 1 : a.best;
    const matrix_report& r = a.matrices[m];
    const int node_ranks = ranks_on_node(world);
    const double free_bytes = free_memory_of<host>().bytes;
    pebble::comm::agree_on(world, [&] {
      check_one_rank_per_device(world, p);
      pebble::check(!r.trivial, "--run: matrix ", m + 1, " has nothing to reduce (one device per reduction group)");
      pebble::check(p.program <= r.order.size(), "--program: matrix ", m + 1, " has ", r.order.size(),
                    " programs; got ", p.program);
      check_run_fits(p, node_ranks, free_bytes);
    });
    const std::size_t k = r.order[p.program - 1];
    const run_result run = execute(world, p, r, k, p.repeat);
    if (world.rank() == 0) {
      const double predicted = r.seconds[k], predicted_all = r.seconds[r.allreduce];
      if (o.json) {
        json out = report_json(p, a, o);
        out["run"] = {{"ranks", world.size()},
                      {"matrix", m + 1},
                      {"program_rank", p.program},
                      {"steps", steps_json(p, r, k, pl::program_simulator(p.topology, r.s)(k, p.bytes))},
                      {"bytes_per_rank", std::floor(p.bytes / sizeof(double)) * sizeof(double)},
                      {"repeat", p.repeat},
                      {"measured_seconds", run.measured},
                      {"predicted_seconds", predicted},
                      {"allreduce_measured_seconds", run.allreduce_measured},
                      {"allreduce_predicted_seconds", predicted_all},
                      {"wrong_entries", run.wrong},
                      {"verified", run.wrong == 0}};
        std::cout << std::setw(2) << out << "\n";
      } else {
        print_text(p, a, o, std::cout);
        std::cout << "\nrun on " << world.size() << " ranks: matrix " << m + 1 << ", program #" << p.program << " ("
                  << program_text(r.s, k) << "), " << bytes_text(p.bytes) << " per rank, best of " << p.repeat << "\n";
        std::cout << "  program    measured " << seconds_text(run.measured) << "   predicted "
                  << seconds_text(predicted) << " on " << p.topology.name << "\n";
        std::cout << "  AllReduce  measured " << seconds_text(run.allreduce_measured) << "   predicted "
                  << seconds_text(predicted_all) << "\n";
        std::cout << "  speed-up   measured " << ratio_text(run.allreduce_measured / run.measured) << "   predicted "
                  << ratio_text(predicted_all / predicted) << "\n";
        std::cout << "  result     "
                  << (run.wrong == 0 ? "ok: every rank holds the all-reduce over its reduction group"
                                     : "WRONG: " + std::to_string(run.wrong) + " entries differ from the all-reduce")
                  << "\n";
      }
    }
    return run.wrong == 0 ? 0 : 1;
  });
}

// ---------------------------------------------------------------------------------- --measure-out

namespace {

// One collective of the calibration suite on `comm` (the group; MPI_COMM_NULL off it) over `m`
// doubles per rank (a multiple of the group's size): the data the model's `bytes` describes.
void run_collective(pl::collective op, MPI_Comm comm, int g, const Kokkos::View<double*, host>& in,
                    const Kokkos::View<double*, host>& out, int m) {
  if (comm == MPI_COMM_NULL) return;
  switch (op) {
    case pl::collective::all_reduce: MPI_Allreduce(in.data(), out.data(), m, MPI_DOUBLE, MPI_SUM, comm); break;
    case pl::collective::reduce_scatter:
      MPI_Reduce_scatter_block(in.data(), out.data(), m / g, MPI_DOUBLE, MPI_SUM, comm);
      break;
    case pl::collective::all_gather:
      MPI_Allgather(in.data(), m / g, MPI_DOUBLE, out.data(), m / g, MPI_DOUBLE, comm);
      break;
    case pl::collective::reduce: MPI_Reduce(in.data(), out.data(), m, MPI_DOUBLE, MPI_SUM, 0, comm); break;
    case pl::collective::broadcast: MPI_Bcast(in.data(), m, MPI_DOUBLE, 0, comm); break;
  }
}

}  // namespace

int measure_on_ranks(const placement_options& o, const problem& p, int& argc, char**& argv) {
  return pebble::comm::run(argc, argv, [&](const pebble::comm::communicator& world) {
    const int node_ranks = ranks_on_node(world);
    const double free_bytes = free_memory_of<host>().bytes;
    pebble::comm::agree_on(world, [&] {
      check_one_rank_per_device(world, p);
      check_run_fits(p, node_ranks, free_bytes);
      if (world.rank() == 0)
        pebble::check(static_cast<bool>(std::ofstream(o.measure_out)), "--measure-out: cannot write '", o.measure_out,
                      "'");
    });
    const int me = world.rank();
    const auto n = static_cast<int>(std::max(1.0, std::floor(p.bytes / sizeof(double))));
    Kokkos::View<double*, host> in("in", static_cast<std::size_t>(n)), out("out", static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) in(i) = entry(me, i);
    const std::vector<std::vector<std::int64_t>> groups = pl::calibration_groups(p.system, p.topology);
    std::vector<pl::collective_measurement> runs;
    for (const std::vector<std::int64_t>& group : groups) {
      const bool member = std::find(group.begin(), group.end(), me) != group.end();
      MPI_Comm comm = MPI_COMM_NULL;
      MPI_Comm_split(world.native(), member ? 0 : MPI_UNDEFINED, me, &comm);
      const int g = static_cast<int>(group.size());
      std::vector<int> counts;  // --bytes, /16, /256 in doubles, multiples of g, at least g, distinct
      for (int f : {1, 16, 256}) {
        const int m = std::max(g, n / f / g * g);
        if (m <= n && std::find(counts.begin(), counts.end(), m) == counts.end()) counts.push_back(m);
      }
      for (pl::collective op : pl::all_collectives)
        for (int m : counts) {
          run_collective(op, comm, g, in, out, m);  // once untimed: connections made, buffers touched
          // the ranks off the group return at once: the slowest rank is a member
          const double best = fastest_of(world, p.repeat, [] {}, [&] { run_collective(op, comm, g, in, out, m); });
          const double part = op == pl::collective::all_gather ? m / g : m;  // doubles a device holds before
          runs.push_back({op, group, part * sizeof(double), std::max(best, 1e-9)});
        }
      if (comm != MPI_COMM_NULL) MPI_Comm_free(&comm);
    }
    if (me != 0) return 0;
    std::vector<double> predicted;
    for (const pl::collective_measurement& m : runs) predicted.push_back(pl::predicted_time(m, p.topology, p.system));
    json list = json::array();
    for (std::size_t k = 0; k < runs.size(); ++k)
      list.push_back({{"collective", std::string(pl::to_string(runs[k].op))},
                      {"group", runs[k].group},
                      {"bytes", runs[k].bytes},
                      {"seconds", runs[k].seconds},
                      {"predicted_seconds", predicted[k]}});
    const json file = {{"system", o.system},
                       {"ranks", world.size()},
                       {"repeat", p.repeat},
                       {"topology", std::string(p.topology.name)},
                       {"runs", list}};
    std::ofstream f(o.measure_out);
    f << std::setw(2) << file << "\n";
    if (!f) {
      std::cerr << "pebble: error: --measure-out: cannot write '" << o.measure_out << "'\n";
      return 2;
    }
    if (o.json) {
      std::cout << std::setw(2) << file << "\n";
      return 0;
    }
    std::printf(
        "pebble placement: %zu collectives on %d ranks (%s), each group alone, best of %d; predicted on %s (%s)\n",
        runs.size(), world.size(), o.system.c_str(), p.repeat, std::string(p.topology.name).c_str(),
        std::string(pl::to_string(p.topology.algorithm)).c_str());
    std::printf("  %-13s %-14s %10s  %10s  %10s\n", "collective", "group", "bytes", "measured", "predicted");
    for (std::size_t k = 0; k < runs.size(); ++k) {
      char line[256];
      std::snprintf(line, sizeof line, "  %-13s %-14s %10s  %10s  %10s\n",
                    std::string(pl::to_string(runs[k].op)).c_str(), group_text(runs[k].group).c_str(),
                    bytes_text(runs[k].bytes).c_str(), seconds_text(runs[k].seconds).c_str(),
                    seconds_text(predicted[k]).c_str());
      std::cout << line;
    }
    std::cout << "  runs file written: " << o.measure_out << " (fit it: pebble placement --system " << o.system
              << " --calibrate " << o.measure_out << ")\n";
    return 0;
  });
}

}  // namespace pebble_tool::placement_internal
