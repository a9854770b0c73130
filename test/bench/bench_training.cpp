// Benchmark: training-step strategies (strategy/training.hpp) of ResNet-101, Inception-v3 and the
// Transformer (examples/pebble/networks.hpp) at p = 8, 32 and 64, each beside two baselines
// worked out in the same process with the same cost model:
//  - pure data parallelism: every operator's batch split p ways;
//  - the best "one split for all operators": one 2-D mesh, the batch 2^j ways and every
//    operator's second split index (channels or features) p / 2^j ways, the same for every
//    operator (each part clamped to the index's extent), the fastest j.
// For each: the predicted step time split into compute and communication, the memory per device,
// and for the optimum the search time (the DP's, and plan_training's with the construction of the
// tables; the target is that the search keep the forward model's speed, under 0.1 s for ResNet-101
// at p = 64) and the same under a memory limit per device. Each network twice when the tool reads
// ONNX: built in C++, and written as an ONNX model (test/onnx_networks.hpp: batch norm and ReLU
// as their own nodes, attention through Reshape/Transpose) and read back by `pebble strategy`'s
// importer (examples/pebble/onnx_import.hpp).
//   build/test/bench_training [memory limit in GiB, default 16]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <string>
#include <vector>

#include <pebble/strategy/training.hpp>

#include "../../examples/pebble/networks.hpp"
#include "../support/bench_clock.hpp"
#ifdef PEBBLE_TOOL_HAS_ONNX
#include <filesystem>

#include "../../examples/pebble/onnx_import.hpp"
#include "../onnx_networks.hpp"
#endif

namespace st = pebble::strategy;
using pebble_test::seconds_since;

namespace {

void row(const char* what, const st::training_plan& s, double limit) {
  std::printf(
      "  %-22s %9.2f ms  compute %8.2f  comm %8.2f  (grad all-reduce %7.2f, redistribution %6.2f)  %8.2f GiB%s\n", what,
      s.seconds() * 1e3, s.compute * 1e3, s.communication * 1e3, s.gradient_sync * 1e3, s.redistribution * 1e3,
      s.memory / (1 << 30), limit > 0 && s.memory > limit ? " (over the limit)" : "");
}

const st::machine_model m{};  // 10 Tflop/s, 25 GB/s per device, 4-byte words
const st::training_model adam{};

void bench(const std::string& name, const st::operator_graph& g, double limit_gib) {
  const double limit = limit_gib * (1 << 30);
  st::configuration_options rule;
  rule.powers_of_two = true;
  rule.all_processors = true;
  for (std::int64_t p : {8, 32, 64}) {
    std::printf("%s, %zu operators, p = %lld\n", name.c_str(), g.size(), static_cast<long long>(p));
    auto t0 = std::chrono::steady_clock::now();
    const st::training_plan best = st::plan_training(g, p, m, adam, rule);
    const double search = seconds_since(t0);
    row("optimum", best, 0);
    const std::vector<st::configuration> data = pebble_tool::networks::mesh(g, p, 1);
    const st::training_plan data_step = st::training_step(g, data, m, adam);
    row("data parallel", data_step, 0);
    st::training_plan uniform;
    std::int64_t uniform_model = 0;
    double fastest = std::numeric_limits<double>::infinity();
    for (std::int64_t model = 1; model <= p; model *= 2) {
      const st::training_plan s = st::training_step(g, pebble_tool::networks::mesh(g, p / model, model), m, adam);
      if (s.seconds() < fastest) {
        fastest = s.seconds();
        uniform = s;
        uniform_model = model;
      }
    }
    const std::string one =
        "one split (" + std::to_string(p / uniform_model) + " x " + std::to_string(uniform_model) + ")";
    row(one.c_str(), uniform, 0);
    std::size_t differ = 0;
    for (std::size_t k = 0; k < g.size(); ++k) differ += best.config[k] != data[k];
    std::printf("  optimum / data parallel %.3f, / one split %.3f; %zu of %zu operators not data parallel; "
                "search %.1f ms (%.1f ms with building the tables)\n",
                best.seconds() / data_step.seconds(), best.seconds() / uniform.seconds(), differ, g.size(),
                best.stats.seconds * 1e3, search * 1e3);
    st::training_model limited = adam;
    limited.memory = limit;
    try {
      t0 = std::chrono::steady_clock::now();
      const st::training_plan fit = st::plan_training(g, p, m, limited, rule);
      char what[64];
      std::snprintf(what, sizeof what, "within %g GiB", limit_gib);
      row(what, fit, limit);
      std::printf("  (memory priced at %.3g s/byte; search %.1f ms)\n", fit.memory_price, seconds_since(t0) * 1e3);
    } catch (const pebble::error& e) {
      std::printf("  within %g GiB: %s\n", limit_gib, e.what());
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  const double limit_gib = argc > 1 ? std::atof(argv[1]) : 16;
  std::printf("training step, Adam (2 optimizer words), %.3g flop/s and %.3g B/s per device; times in ms\n", m.flops,
              m.bandwidth);
  for (const char* name : {"resnet101", "inception3", "transformer"}) {
    const st::operator_graph g = pebble_tool::networks::network(name);
    bench(name, g, limit_gib);
#ifdef PEBBLE_TOOL_HAS_ONNX
    const std::int64_t batch = std::string(name) == "transformer" ? 32 : std::string(name) == "inception3" ? 64 : 128;
    const std::string path =
        (std::filesystem::temp_directory_path() / (std::string("pebble_bench_") + name + ".onnx")).string();
    pebble_test::onnx_networks::network(name).save(path);
    const auto t0 = std::chrono::steady_clock::now();
    const pebble_tool::onnx_network imported = pebble_tool::read_onnx(path, {batch, 4e9});
    std::printf("%s from ONNX: %zu nodes read in %.1f ms (%zu operators, %zu views, %zu weights of %.4g elements)\n",
                name, imported.nodes, seconds_since(t0) * 1e3, imported.graph.size(), imported.views,
                imported.parameters, imported.parameter_words);
    std::filesystem::remove(path);
    bench(std::string(name) + " (ONNX)", imported.graph, limit_gib);
#endif
  }
}
