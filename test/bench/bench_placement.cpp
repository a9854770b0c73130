// Benchmark: P² synthesis and simulation for a large case (axes [8 2 4], reduction over axes 0
// and 2, a 4 x 16 system), each beside a baseline in the same process:
//  (1) synthesis of every parallelism matrix and every program of at most 5 steps. pebble searches
//      one reduction group and expands every reachable state once. The baseline is the paper's
//      procedure as written: enumerate programs step by step and check each candidate step on the
//      lowered program over all 64 devices (64 chunks each), without sharing states. Target:
//      < 20 ms (the paper's tool: about a second for such cases).
//  (2) simulation of every program (a100 topology, 1 GiB per GPU). pebble works out each
//      grouping's links once per synthesis. The baseline lowers each program and predicts it
//      directly. Target: < 5 ms.
//  (3) the memory budget: six levels of two devices, one axis of 64 reduced, programs
//      of at most 5 steps took 18 s and 6.8 GB. The search is now refused once a step's bound
//      exceeds the default 2 GiB; target: refused in < 1 s. The baseline is the search the
//      refusal advises (at most 3 steps), run to completion.
//   build/test/bench_placement [repetitions]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <pebble/placement/simulator.hpp>
#include <pebble/placement/synthesis.hpp>

#include "../support/placement_brute_force.hpp"
#include "../support/bench_clock.hpp"

using namespace pebble::placement;

using pebble_test::seconds_since;

namespace {

// Best of `reps` runs of f, in seconds.
template <class F>
double best_of(int reps, F&& f) {
  double best = 1e300;
  for (int r = 0; r < reps; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    f();
    best = std::min(best, seconds_since(t0));
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  const int reps = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
  const hierarchy system{{"node", 4}, {"gpu", 16}};
  const axes p{8, 2, 4};
  const reduction_axes r{0, 2};
  const topology t = a100_topology();
  const double bytes = 1 << 30;

  std::vector<reduction_synthesis> all;
  const double synthesis = best_of(reps, [&] { all = synthesize_all(system, p, r); });
  std::size_t programs = 0, states = 0, tried = 0;
  for (const auto& s : all) programs += s.programs.size(), states += s.states.size(), tried += s.steps_tried;

  std::size_t baseline_programs = 0;
  const double baseline = best_of(std::max(1, reps / 10), [&] {
    baseline_programs = 0;
    for (const auto& s : all) baseline_programs += pebble_test::brute_force_program_count(s);
  });

  std::vector<double> predicted, predicted_directly;
  const double simulation = best_of(reps, [&] {
    predicted.clear();
    for (const auto& s : all) {
      const program_simulator simulate(t, s);
      for (std::size_t k = 0; k < s.programs.size(); ++k) predicted.push_back(simulate(k, bytes).seconds);
    }
  });
  const double direct = best_of(std::max(1, reps / 10), [&] {
    predicted_directly.clear();
    for (const auto& s : all)
      for (std::size_t k = 0; k < s.programs.size(); ++k)
        predicted_directly.push_back(predict(t, system, lower(s, k), bytes).seconds);
  });
  bool same = predicted.size() == predicted_directly.size();
  for (std::size_t k = 0; same && k < predicted.size(); ++k)
    same = std::abs(predicted[k] - predicted_directly[k]) <= 1e-12 * predicted[k];

  std::printf("P2 case: system [4 16], axes [8 2 4], reduction over axes 0 and 2, programs of at most 5 steps\n");
  std::printf("synthesis   %zu matrices, %zu programs (%zu states, %zu steps simulated): %.3f ms  (target: < 20 ms)\n",
              all.size(), programs, states, tried, synthesis * 1e3);
  std::printf("  baseline  every step on all 64 devices, no shared states: %zu programs, %.1f ms; ratio %.0fx\n",
              baseline_programs, baseline * 1e3, baseline / synthesis);
  std::printf("simulation  %zu programs, a100 ring, 1 GiB per GPU: %.3f ms  (target: < 5 ms)\n", predicted.size(),
              simulation * 1e3);
  std::printf("  baseline  lower and predict each program directly: %.3f ms; ratio %.1fx; same predictions: %s\n",
              direct * 1e3, direct / simulation, same ? "yes" : "NO");

  const hierarchy six{{"a", 2}, {"b", 2}, {"c", 2}, {"d", 2}, {"e", 2}, {"f", 2}};
  const parallelism_matrix one_row{{2, 2, 2, 2, 2, 2}};
  std::size_t advised_size = 0;
  const double refusal = best_of(std::max(1, reps / 10), [&] {
    try {
      (void)synthesize(six, {64}, one_row, {0});
    } catch (const budget_error& e) {
      advised_size = e.fitting_max_size();
    }
  });
  synthesis_options advised;
  advised.max_size = advised_size;
  reduction_synthesis fits;
  const double completed = advised_size ? best_of(1, [&] { fits = synthesize(six, {64}, one_row, {0}, advised); }) : 0;
  std::printf(
      "budget      six levels of 2, axis 64 reduced, 5 steps: refused in %.1f ms  (target: < 1 s; was 18 s, 6.8 GB)\n",
      refusal * 1e3);
  std::printf("  baseline  the advised limit of %zu steps, run: %zu programs, %.1f ms, at most %.1f MiB held\n",
              advised_size, fits.programs.size(), completed * 1e3, fits.bytes / (1 << 20));
  return baseline_programs == programs && same && advised_size > 0 && refusal < 1 ? 0 : 1;
}
