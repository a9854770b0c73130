// The simulator against the P² paper's own measurements (Tables 3 and 4, printed in §4; NCCL on
// GCP's A100 and V100 nodes; test/placement_paper_measurements.hpp). The presets' bandwidths are
// what Table 3's ring rows measure (one number per kind of link: the A100 NIC 3.6 GB/s from the
// rings across nodes, the V100 NIC 4.7 GB/s for several rings and 3.5 GB/s for one, 88 GB/s from
// A100 rings inside a node, 54 GB/s from the V100 node's ring (27 per link, both ways round), 4.4 GB/s from a V100 domain's ring
// that closes through the host); everything else is the models of docs/collectives.md: the
// sharing of links, the tree AllReduce's traffic, the NVLink ring.
#include <doctest/doctest.h>

#include "../placement_paper_measurements.hpp"

#include <string>
#include <vector>

using namespace pebble::placement;
using namespace pebble_test;

// Every AllReduce of Table 3, ring and tree, within [0.55, 1.5] of its measurement, and each
// system and algorithm's median within [0.8, 1.15] (the target: the median within [0.67, 1.5];
// §5's assumed bandwidths gave 0.45-0.55). Measured: rows 0.57-1.11, medians 0.82-1.01. The
// furthest: a ring of 2 A100 GPUs reaches 72 of the 88 GB/s (A1 axis 0: 0.81), and its tree, a
// chain of 2, runs at the links' rate in the model but at 0.57 of it as measured (the presets
// have no limit per tree transfer; examples/topologies/a100-p2.json, calibrated, has one); the
// V100 trees run 0.74-0.91 of their measured times inside a node and across 4.
TEST_CASE("Table 3: every AllReduce within [0.55, 1.5] of its measurement, medians within [0.8, 1.15]") {
  for (paper_system system : {paper_system::a100, paper_system::v100})
    for (collective_algorithm algorithm : {collective_algorithm::ring, collective_algorithm::tree}) {
      std::vector<double> ratios;
      for (const paper_allreduce& r : paper_table3()) {
        if (r.system != system) continue;
        const double measured = algorithm == collective_algorithm::ring ? r.ring_seconds : r.tree_seconds;
        const double ratio = predict_allreduce(r, algorithm) / measured;
        const std::string name = r.name;
        CAPTURE(name);
        CAPTURE(to_string(algorithm));
        CHECK(ratio > 0.55);
        CHECK(ratio < 1.5);
        ratios.push_back(ratio);
      }
      CAPTURE(to_string(algorithm));
      CHECK(median(ratios) > 0.8);
      CHECK(median(ratios) < 1.15);
    }
}

// The tree against the ring, the model's own prediction (no bandwidth of Table 3's tree columns
// enters it): across 2 nodes the tree moves S through each NIC where the ring moves 2 (g-1)/g S
// (C2: measured 0.56 of the ring, predicted 0.57), across 4 nodes 2 S (B3: 1.60, predicted 1.48);
// inside a node a chain's inner GPUs carry 2 S (B1: 1.33, predicted 1.33); a V100 domain's chain
// stays on NVLink where its ring closes through the host (E3 axis 1: 0.15, predicted 0.11).
// Faster, slower or within 5% agrees in 21 of the 22 rows, and the ratios rank alike (Spearman
// 0.75). The other row, A1 axis 0, is a chain of 2 A100 GPUs in a node: measured 1.42, predicted
// 1.00, as the presets run a chain at its links' rate (the calibrated a100-p2 topology limits a
// tree's transfers inside the node, as measured).
TEST_CASE("Table 3: the tree against the ring, faster or slower as measured") {
  const tree_ring_verdicts v = tree_against_ring();
  CHECK(v.rows == 22);
  CHECK(v.agree >= 21);
  CHECK(v.correlation > 0.7);
}

// Table 4: whether the best synthesized program beats the AllReduce by more than 5% agrees in 8
// of the 10 rows whose matrices the paper prints. The two others, H1 and K2, measure no gain
// where I1 and K1 measure 1.61x and 2.04x: the same groups (all GPUs of two nodes) on other node
// pairs ({0,1} against {0,2}), which no topology of identical nodes on one network tells apart;
// their best programs are predicted at 0.55-0.6 of the measured (the AllReduce's time). §4.2's
// text contradicts the table's rows for both: "H1's AllReduce is 1.03x slower than H2, but its
// optimal program is 1.49x faster" (the row 4.91 s / 3.10 s) and "the speedup is ... 2.04x in
// K2". Read with the text, H1 agrees and K1 disagrees: 9 of 10 rows.
TEST_CASE("Table 4: the best program beats AllReduce where measured, predicted times within [0.6, 1.5]") {
  int agree = 0;
  for (const paper_program& r : paper_table4()) {
    const program_times t = predict_programs(r);
    const bool measured_gain = r.allreduce_seconds / r.best_seconds > 1.05,
               predicted_gain = t.allreduce / t.best > 1.05;
    agree += measured_gain == predicted_gain;
    const std::string name = r.name;
    CAPTURE(name);
    CHECK(t.allreduce / r.allreduce_seconds > 0.6);
    CHECK(t.allreduce / r.allreduce_seconds < 1.5);
    if (name == "H1" || name == "K2") continue;
    CHECK(t.best / r.best_seconds > 0.6);
    CHECK(t.best / r.best_seconds < 1.5);
    CHECK(measured_gain == predicted_gain);
  }
  CHECK(agree >= 8);
}
