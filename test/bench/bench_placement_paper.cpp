// Benchmark: how well the simulator predicts the P² paper's own measurements (Tables 3 and 4;
// test/placement_paper_measurements.hpp), with the presets (bandwidths Table 3's ring rows imply)
// beside a baseline in the same process: the same models with §5's assumed bandwidths (NIC 8
// GB/s, NVSwitch 270 GB/s, NVLink ring 135 GB/s, the V100's domains joined at 32 GB/s over a
// switch). For each system and algorithm it prints these figures where the printed rows
// allow them: the median predicted/measured AllReduce time (target [0.67, 1.5]); whether the tree
// is faster or slower than the ring (Table 3); and whether the best program beats the AllReduce by
// more than 5%, with the rank correlation of predicted and measured speed-ups (Table 4).
//   build/test/bench_placement_paper
#include <cstdio>
#include <string>
#include <vector>

#include "../placement_paper_measurements.hpp"

using namespace pebble::placement;
using namespace pebble_test;

namespace {

// The paper's §5 assumptions, with pebble's latencies.
topology section5(paper_system s, collective_algorithm a) {
  if (s == paper_system::a100)
    return {"a100 §5", {{8 * gigabytes, 20 * microseconds, 0}, {270 * gigabytes, 5 * microseconds, 0}}, a, {}};
  return {"v100 §5",
          {{8 * gigabytes, 20 * microseconds, 0}, {135 * gigabytes, 5 * microseconds, 0}},
          a,
          {{1, 0, 0, false}, {2, 32 * gigabytes, 10 * microseconds, false}}};
}

const char* name(paper_system s) { return s == paper_system::a100 ? "A100" : "V100"; }

void report(const char* title, paper_topology topology) {
  std::printf("%s\n", title);
  std::printf("  Table 3 AllReduce, predicted / measured (median [min, max]):\n");
  for (paper_system s : {paper_system::a100, paper_system::v100})
    for (collective_algorithm a : {collective_algorithm::ring, collective_algorithm::tree}) {
      std::vector<double> ratios;
      for (const paper_allreduce& r : paper_table3())
        if (r.system == s)
          ratios.push_back(predict_allreduce(r, a, topology) /
                           (a == collective_algorithm::ring ? r.ring_seconds : r.tree_seconds));
      std::printf("    %s %-4s  %.2f  [%.2f, %.2f]  (%zu rows)\n", name(s), std::string(to_string(a)).c_str(),
                  median(ratios), *std::min_element(ratios.begin(), ratios.end()),
                  *std::max_element(ratios.begin(), ratios.end()), ratios.size());
    }
  const tree_ring_verdicts v = tree_against_ring(topology);
  std::printf(
      "  Table 3 tree / ring: faster, slower or within 5%% as measured in %d of %zu rows; rank correlation %.2f\n",
      v.agree, v.rows, v.correlation);
  std::vector<double> gain_measured, gain_predicted, allreduce_ratio;
  int agree = 0;
  std::printf("  Table 4 (AllReduce, best program; speed-up measured / predicted):\n");
  for (const paper_program& r : paper_table4()) {
    const program_times t = predict_programs(r, topology);
    gain_measured.push_back(r.allreduce_seconds / r.best_seconds);
    gain_predicted.push_back(t.allreduce / t.best);
    allreduce_ratio.push_back(t.allreduce / r.allreduce_seconds);
    const bool same = (gain_measured.back() > 1.05) == (gain_predicted.back() > 1.05);
    agree += same;
    std::printf("    %-3s %s %-4s AllReduce %6.2f s / %6.2f s  best %6.2f s / %6.2f s  speed-up %.2fx / %.2fx%s\n",
                r.name, name(r.system), std::string(to_string(r.algorithm)).c_str(), r.allreduce_seconds, t.allreduce,
                r.best_seconds, t.best, gain_measured.back(), gain_predicted.back(), same ? "" : "  (disagree)");
  }
  std::printf("  Table 4: beats AllReduce by > 5%% as measured in %d of %zu rows; rank correlation of speed-ups %.2f; "
              "AllReduce predicted / measured median %.2f\n\n",
              agree, gain_measured.size(), rank_correlation(gain_measured, gain_predicted), median(allreduce_ratio));
}

}  // namespace

int main() {
  report("pebble's presets (a100, v100: bandwidths from Table 3's ring rows)", paper_preset);
  report("baseline: the same models with the paper's §5 bandwidths", section5);
  return 0;
}
