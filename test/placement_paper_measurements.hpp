// The measurements the P² paper prints (Xie et al., MLSys 2022, §4: Tables 3 and 4), as oracles
// of the simulator (include/pebble/placement/simulator.hpp) and its presets: NCCL on GCP's A100
// (16 GPUs on NVSwitch, one NIC per node) and V100 (8 GPUs, NVLink) nodes, 2^29 x nodes float32
// per GPU, best of 10 runs. Table 3: the AllReduce of one axis for each parallelism matrix, with
// NCCL's ring and tree; Table 4: the AllReduce and the best synthesized program. (Table 4's H2 and
// I2 do not print their matrices in the paper's text and are left out.)
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include <pebble/placement/hierarchy.hpp>
#include <pebble/placement/simulator.hpp>
#include <pebble/placement/synthesis.hpp>

namespace pebble_test {

enum class paper_system { a100, v100 };

/// Table 3: one parallelism matrix of a system of `nodes` nodes, AllReduce over `axis`.
struct paper_allreduce {
  const char* name;
  paper_system system;
  int nodes;
  std::vector<std::int64_t> axes;
  std::vector<std::vector<std::int64_t>> matrix;
  std::size_t axis;
  double ring_seconds, tree_seconds;
};

/// Table 4: the AllReduce and the fastest synthesized program of one matrix.
struct paper_program {
  const char* name;
  paper_system system;
  int nodes;
  pebble::placement::collective_algorithm algorithm;
  std::vector<std::int64_t> axes;
  std::vector<std::vector<std::int64_t>> matrix;
  std::vector<std::size_t> reduce;
  double allreduce_seconds, best_seconds;
  double bytes;  ///< per GPU
};

inline pebble::placement::hierarchy paper_hierarchy(paper_system s, int nodes) {
  return {{"node", nodes}, {"gpu", s == paper_system::a100 ? 16 : 8}};
}

/// §4: "Each GPU carries a large amount of data (2^29 x nodes of float32)".
inline double paper_bytes(int nodes) { return 4.0 * (1 << 29) * nodes; }

// Table 4's rows on 2 nodes (F1, F2) measure what 2^31 float32 take, not 2^30: F1's AllReduce of a
// node's 8 GPUs takes 0.17 s like Table 3's C1 on 4 nodes (the same groups, 2^31 floats), and
// F2's ring AllReduce of 4 x 2 GPUs per NIC, 16.84 s, is what Table 3's C2 (the same shape on 4
// nodes) measures for 2^31 floats, 16.52 s.
inline const double f_row_bytes = paper_bytes(4);

inline const std::vector<paper_allreduce>& paper_table3() {
  using s = paper_system;
  static const std::vector<paper_allreduce> rows = {
      {"A1 axis 0", s::a100, 4, {2, 32}, {{1, 2}, {4, 8}}, 0, 0.12, 0.17},
      {"A1 axis 1", s::a100, 4, {2, 32}, {{1, 2}, {4, 8}}, 1, 8.74, 9.89},
      {"A2 axis 0", s::a100, 4, {2, 32}, {{2, 1}, {2, 16}}, 0, 37.16, 36.94},
      {"A2 axis 1", s::a100, 4, {2, 32}, {{2, 1}, {2, 16}}, 1, 4.81, 3.41},
      {"B1 axis 0", s::a100, 4, {4, 16}, {{1, 4}, {4, 4}}, 0, 0.15, 0.20},
      {"B1 axis 1", s::a100, 4, {4, 16}, {{1, 4}, {4, 4}}, 1, 17.70, 19.03},
      {"B2 axis 0", s::a100, 4, {4, 16}, {{2, 2}, {2, 8}}, 0, 28.77, 19.81},
      {"B2 axis 1", s::a100, 4, {4, 16}, {{2, 2}, {2, 8}}, 1, 8.39, 4.99},
      {"B3 axis 0", s::a100, 4, {4, 16}, {{4, 1}, {1, 16}}, 0, 56.13, 89.70},
      {"B3 axis 1", s::a100, 4, {4, 16}, {{4, 1}, {1, 16}}, 1, 0.18, 0.22},
      {"C1 axis 0", s::a100, 4, {8, 8}, {{1, 8}, {4, 2}}, 0, 0.17, 0.21},
      {"C1 axis 1", s::a100, 4, {8, 8}, {{1, 8}, {4, 2}}, 1, 33.92, 41.06},
      {"C2 axis 0", s::a100, 4, {8, 8}, {{2, 4}, {2, 4}}, 0, 16.52, 9.18},
      {"C2 axis 1", s::a100, 4, {8, 8}, {{2, 4}, {2, 4}}, 1, 15.68, 9.43},
      {"C3 axis 0", s::a100, 4, {8, 8}, {{4, 2}, {1, 8}}, 0, 34.05, 41.23},
      {"C3 axis 1", s::a100, 4, {8, 8}, {{4, 2}, {1, 8}}, 1, 0.17, 0.21},
      {"E1 axis 0", s::v100, 4, {8, 4}, {{1, 8}, {4, 1}}, 0, 0.28, 0.39},
      {"E1 axis 1", s::v100, 4, {8, 4}, {{1, 8}, {4, 1}}, 1, 21.74, 30.42},
      {"E2 axis 0", s::v100, 4, {8, 4}, {{2, 4}, {2, 2}}, 0, 14.25, 15.48},
      {"E2 axis 1", s::v100, 4, {8, 4}, {{2, 4}, {2, 2}}, 1, 10.98, 7.34},
      {"E3 axis 0", s::v100, 4, {8, 4}, {{4, 2}, {1, 4}}, 0, 14.84, 19.90},
      {"E3 axis 1", s::v100, 4, {8, 4}, {{4, 2}, {1, 4}}, 1, 2.96, 0.43},
  };
  return rows;
}

inline const std::vector<paper_program>& paper_table4() {
  using s = paper_system;
  constexpr auto ring = pebble::placement::collective_algorithm::ring,
                 tree = pebble::placement::collective_algorithm::tree;
  static const std::vector<paper_program> rows = {
      {"F1", s::a100, 2, ring, {8, 4}, {{1, 8}, {2, 2}}, {0}, 0.17, 0.17, f_row_bytes},
      {"F2", s::a100, 2, ring, {8, 4}, {{2, 4}, {1, 4}}, {0}, 16.84, 9.19, f_row_bytes},
      {"G1", s::a100, 4, tree, {4, 16}, {{1, 4}, {4, 4}}, {0}, 0.20, 0.17, paper_bytes(4)},
      {"G2", s::a100, 4, tree, {4, 16}, {{4, 1}, {1, 16}}, {0}, 89.70, 56.13, paper_bytes(4)},
      {"H1", s::a100, 4, ring, {16, 2, 2}, {{1, 16}, {2, 1}, {2, 1}}, {0, 2}, 4.79, 4.63, paper_bytes(4)},
      {"I1", s::a100, 4, ring, {2, 2, 16}, {{2, 1}, {2, 1}, {1, 16}}, {0, 2}, 4.82, 2.99, paper_bytes(4)},
      {"J1", s::a100, 4, tree, {64}, {{4, 16}}, {0}, 5.75, 4.74, paper_bytes(4)},
      {"K1", s::v100, 4, ring, {8, 2, 2}, {{2, 4}, {2, 1}, {1, 2}}, {0, 2}, 4.80, 2.35, paper_bytes(4)},
      {"K2", s::v100, 4, ring, {8, 2, 2}, {{1, 8}, {2, 1}, {2, 1}}, {0, 2}, 4.40, 4.40, paper_bytes(4)},
      {"L1", s::v100, 4, ring, {32}, {{4, 8}}, {0}, 4.83, 3.45, paper_bytes(4)},
  };
  return rows;
}

inline pebble::placement::parallelism_matrix paper_matrix(const std::vector<std::vector<std::int64_t>>& rows) {
  pebble::placement::parallelism_matrix m;
  m.rows = rows.size();
  m.cols = rows[0].size();
  for (std::size_t i = 0; i < rows.size(); ++i)
    for (std::size_t j = 0; j < rows[i].size(); ++j) m(i, j) = rows[i][j];
  return m;
}

/// The paper's machine as a topology: pebble's presets, or any other maker of two-level topologies.
using paper_topology = pebble::placement::topology (*)(paper_system, pebble::placement::collective_algorithm);

inline pebble::placement::topology paper_preset(paper_system s, pebble::placement::collective_algorithm a) {
  return s == paper_system::a100 ? pebble::placement::a100_topology(a) : pebble::placement::v100_topology(a);
}

/// The predicted time of a Table 3 row's AllReduce.
inline double predict_allreduce(const paper_allreduce& r, pebble::placement::collective_algorithm a,
                                paper_topology topology = paper_preset) {
  namespace pl = pebble::placement;
  pl::axes p;
  for (std::int64_t v : r.axes) p.push_back(v);
  const auto s =
      pl::synthesize(paper_hierarchy(r.system, r.nodes), p, paper_matrix(r.matrix), pl::reduction_axes{r.axis});
  return pl::program_simulator(topology(r.system, a), s)(0, paper_bytes(r.nodes)).seconds;
}

/// The predicted times of a Table 4 row's AllReduce and of its fastest program.
struct program_times {
  double allreduce = 0, best = 0;
};
inline program_times predict_programs(const paper_program& r, paper_topology topology = paper_preset) {
  namespace pl = pebble::placement;
  pl::axes p;
  for (std::int64_t v : r.axes) p.push_back(v);
  pl::reduction_axes reduce;
  for (std::size_t a : r.reduce) reduce.push_back(a);
  const auto s = pl::synthesize(paper_hierarchy(r.system, r.nodes), p, paper_matrix(r.matrix), reduce);
  const pl::program_simulator simulate(topology(r.system, r.algorithm), s);
  program_times out{simulate(0, r.bytes).seconds, 0};
  out.best = out.allreduce;
  for (std::size_t k = 1; k < s.programs.size(); ++k) out.best = std::min(out.best, simulate(k, r.bytes).seconds);
  return out;
}

/// Spearman's rank correlation of x and y (ties get their mean rank).
inline double rank_correlation(const std::vector<double>& x, const std::vector<double>& y) {
  const auto ranks = [](const std::vector<double>& v) {
    std::vector<double> r(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
      double below = 0, equal = 0;
      for (double w : v) below += w < v[i], equal += w == v[i];
      r[i] = below + (equal + 1) / 2;
    }
    return r;
  };
  const std::vector<double> a = ranks(x), b = ranks(y);
  const double mean = (static_cast<double>(x.size()) + 1) / 2;
  double c = 0, va = 0, vb = 0;
  for (std::size_t i = 0; i < a.size(); ++i)
    c += (a[i] - mean) * (b[i] - mean), va += (a[i] - mean) * (a[i] - mean), vb += (b[i] - mean) * (b[i] - mean);
  return c / std::sqrt(va * vb);
}

/// Table 3's tree against its ring, row by row: in how many rows the prediction says faster, slower
/// or within 5% as the measurement does, and the rank correlation of the ratios.
struct tree_ring_verdicts {
  int agree = 0;
  std::size_t rows = 0;
  double correlation = 0;
};
inline tree_ring_verdicts tree_against_ring(paper_topology topology = paper_preset) {
  namespace pl = pebble::placement;
  const auto verdict = [](double r) { return r > 1.05 ? 1 : r < 1 / 1.05 ? -1 : 0; };
  std::vector<double> measured, predicted;
  tree_ring_verdicts out;
  for (const paper_allreduce& r : paper_table3()) {
    measured.push_back(r.tree_seconds / r.ring_seconds);
    predicted.push_back(predict_allreduce(r, pl::collective_algorithm::tree, topology) /
                        predict_allreduce(r, pl::collective_algorithm::ring, topology));
    out.agree += verdict(measured.back()) == verdict(predicted.back());
  }
  out.rows = measured.size();
  out.correlation = rank_correlation(measured, predicted);
  return out;
}

inline double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

}  // namespace pebble_test
