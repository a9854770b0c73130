// Test helper: STG-like random DAGs (the generator shape of the SP conversion report, §8.2),
// shared by the conversion tests and bench_sp.
#pragma once

#include <algorithm>
#include <cstddef>
#include <random>
#include <vector>

#include <pebble/graph/dag.hpp>

namespace pebble_test {

/// Task v > 0 has about `preds` predecessors (Poisson, at least 1) drawn among the `window`
/// tasks before it; task 0 is the only source.
inline pebble::graph::dag random_dag(std::mt19937& rng, std::size_t n, double preds, std::size_t window) {
  using pebble::graph::vertex;
  std::vector<pebble::graph::edge> e;
  std::poisson_distribution<int> count(preds);
  for (vertex v = 1; v < n; ++v) {
    const int k = std::max(1, count(rng));
    const vertex lo = v > window ? static_cast<vertex>(v - window) : 0;
    for (int c = 0; c < k; ++c) e.push_back({std::uniform_int_distribution<vertex>(lo, v - 1)(rng), v});
  }
  std::sort(e.begin(), e.end());
  e.erase(std::unique(e.begin(), e.end()), e.end());
  return pebble::graph::dag(n, e);
}

}  // namespace pebble_test
