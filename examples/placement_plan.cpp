// Parallelism placement and reduction programs (P²; placement/): for a machine known at compile
// time, the parallelism matrices are a constant array and the synthesis of one of them a constant
// expression checked by static_assert; at run time every matrix's programs are synthesized and the
// fastest one on the paper's A100 nodes is printed beside the single AllReduce.
#include <cstdio>

#include <pebble/placement/simulator.hpp>
#include <pebble/placement/synthesis.hpp>

namespace pl = pebble::placement;

// Data parallelism 4 and 16 parameter shards on 4 nodes of 16 GPUs (Table 3's B): three matrices.
constexpr auto matrices =
    pl::parallelism_matrices_array<std::array<std::int64_t, 2>{4, 16}, std::array<std::int64_t, 2>{4, 16}>();
static_assert(matrices.size() == 3);
// The gradient reduction over data parallelism when it spans 2 nodes and 2 GPUs per node
// ([[2 2] [2 8]], G2 in Table 4): 47 programs of at most 5 steps, AllReduce first.
constexpr std::size_t g2_programs = [] {
  return pl::synthesize(pl::hierarchy{{"node", 4}, {"gpu", 16}}, {4, 16}, pl::parallelism_matrix{{2, 2}, {2, 8}}, {0})
      .programs.size();
}();
static_assert(g2_programs == 47);

int main() {
  const pl::hierarchy machine{{"node", 4}, {"gpu", 16}};
  const double bytes = 1 << 30;  // 1 GiB of gradients per GPU
  for (const pl::reduction_synthesis& s : pl::synthesize_all(machine, {4, 16}, {0})) {
    const pl::program_simulator simulate(pl::a100_topology(), s);
    std::size_t best = 0;
    for (std::size_t k = 1; k < s.programs.size(); ++k)
      if (simulate(k, bytes).seconds < simulate(best, bytes).seconds) best = k;
    std::printf("matrix [[%ld %ld] [%ld %ld]]: %zu programs, AllReduce %.3f s, best %.3f s:", s.matrix(0, 0),
                s.matrix(0, 1), s.matrix(1, 0), s.matrix(1, 1), s.programs.size(), simulate(0, bytes).seconds,
                simulate(best, bytes).seconds);
    for (const pl::reduction_instruction& in : s.programs[best].instructions)
      std::printf(" %s", std::string(pl::to_string(in.op)).c_str());
    std::printf("\n");
  }
}
