// Calibration (placement/calibration.hpp): measurements generated from a known topology with the
// simulator's formulas give that topology back (a synthetic round trip), exactly without noise and
// within the noise with it; latency-bound measurements fit a bandwidth alone; bad measurements are
// refused with a sentence.
#include <doctest/doctest.h>

#include <pebble/placement/calibration.hpp>

#include <cmath>
#include <random>
#include <vector>

using namespace pebble::placement;

namespace {

const hierarchy system_2x8{{"node", 2}, {"gpu", 8}};

// Measurements of every collective on groups inside a node and across the nodes, 64 KiB to 1 GiB,
// timed by topology t (times multiplied by 1 + noise, noise uniform in [-spread, spread]).
std::vector<collective_measurement> measured(
    const topology& t, double spread, std::mt19937& rng,
    const std::vector<std::vector<std::int64_t>>& groups = {
        {0, 1}, {0, 1, 2, 3}, {0, 1, 2, 3, 4, 5, 6, 7}, {0, 8}, {3, 11}, {0, 1, 8, 9}, {0, 2, 4, 6, 8, 10, 12, 14}}) {
  std::uniform_real_distribution<double> noise(-spread, spread);
  std::vector<collective_measurement> out;
  for (collective op : all_collectives)
    for (const auto& g : groups)
      for (double bytes = 65536; bytes <= (1 << 30); bytes *= 16) {
        collective_measurement m{op, g, bytes, 0};
        m.seconds = predicted_time(m, t, system_2x8) * (1 + noise(rng));
        out.push_back(m);
      }
  return out;
}

}  // namespace

TEST_CASE("a synthetic round trip: measurements of a known topology give it back") {
  std::mt19937 rng(7);
  for (collective_algorithm algorithm : {collective_algorithm::ring, collective_algorithm::tree}) {
    topology truth = a100_topology(algorithm);
    truth.levels[0] = {3.2 * gigabytes, 31 * microseconds, 0};  // the NIC slower than the preset's
    truth.levels[1] = {180 * gigabytes, 7 * microseconds, 0};
    const std::vector<collective_measurement> runs = measured(truth, 0, rng);
    topology start = generic_topology(system_2x8, algorithm);
    const calibration c = calibrate(system_2x8, start, runs);
    for (std::size_t j = 0; j < 2; ++j) {
      CAPTURE(j);
      CHECK(c.samples[j] > 0);
      CHECK(c.fitted.levels[j].bandwidth == doctest::Approx(truth.levels[j].bandwidth).epsilon(1e-9));
      CHECK(c.fitted.levels[j].latency == doctest::Approx(truth.levels[j].latency).epsilon(1e-6));
      CHECK(c.rms_relative[j] < 1e-9);
    }
    for (std::size_t k = 0; k < runs.size(); ++k)
      CHECK(c.predicted[k] == doctest::Approx(runs[k].seconds).epsilon(1e-9));
    // with 5% noise on every time: within 5% (the fit averages 175 measurements per level)
    const calibration noisy = calibrate(system_2x8, start, measured(truth, 0.05, rng));
    for (std::size_t j = 0; j < 2; ++j) {
      CHECK(noisy.fitted.levels[j].bandwidth == doctest::Approx(truth.levels[j].bandwidth).epsilon(0.05));
      CHECK(noisy.rms_relative[j] < 0.05);
      CHECK(noisy.rms_relative[j] > 0.01);
    }
  }
}

TEST_CASE("a level without measurements keeps the starting link; latency-bound runs fit a bandwidth alone") {
  const topology start = a100_topology();
  std::vector<collective_measurement> inside;
  for (double bytes : {1e8, 4e8, 1.6e9})  // bandwidth-bound: 2 (g-1)/g S / B, no latency
    inside.push_back({collective::all_reduce, {0, 1, 2, 3}, bytes, 1.5 * bytes / (100 * gigabytes)});
  const calibration c = calibrate(system_2x8, start, inside);
  CHECK(c.samples[0] == 0);
  CHECK(c.fitted.levels[0].bandwidth == start.levels[0].bandwidth);
  CHECK(c.fitted.levels[0].latency == start.levels[0].latency);
  CHECK(c.fitted.levels[1].bandwidth == doctest::Approx(100 * gigabytes).epsilon(1e-9));
  CHECK(c.fitted.levels[1].latency == doctest::Approx(0).epsilon(1e-12));
  CHECK(c.link == std::vector<link_kind>(3, link_kind{1, false}));
}

// The V100 node's links: NVLink between ring neighbours, the host for the others, the NIC across
// nodes. Each measurement calibrates the link that bounds it: a domain's 4 GPUs the host link
// (their ring closes through it), the node's 8 GPUs NVLink, pairs across nodes the NIC.
TEST_CASE("a synthetic round trip through domain links (the V100's host paths)") {
  std::mt19937 rng(11);
  for (collective_algorithm algorithm : {collective_algorithm::ring, collective_algorithm::tree}) {
    topology truth = v100_topology(algorithm);
    truth.levels[0] = {4.1 * gigabytes, 25 * microseconds, 0};
    truth.levels[1] = {61 * gigabytes, 4 * microseconds, 0};
    truth.domains[1].bandwidth = 6.5 * gigabytes;
    truth.domains[1].latency = 12 * microseconds;
    const auto runs =
        measured(truth, 0, rng, {{0, 1, 2, 3}, {4, 5, 6, 7}, {0, 1, 2, 3, 4, 5, 6, 7}, {0, 1}, {0, 8}, {2, 10}});
    const calibration c = calibrate(system_2x8, v100_topology(algorithm), runs);
    CHECK(c.domain_samples[1] > 0);
    CHECK(c.domain_samples[0] == 0);
    CHECK(c.fitted.domains[1].bandwidth == doctest::Approx(truth.domains[1].bandwidth).epsilon(1e-9));
    CHECK(c.fitted.domains[1].latency == doctest::Approx(truth.domains[1].latency).epsilon(1e-6));
    for (std::size_t j = 0; j < 2; ++j) {
      CAPTURE(j);
      CHECK(c.fitted.levels[j].bandwidth == doctest::Approx(truth.levels[j].bandwidth).epsilon(1e-9));
      CHECK(c.fitted.levels[j].latency == doctest::Approx(truth.levels[j].latency).epsilon(1e-6));
    }
    for (std::size_t k = 0; k < runs.size(); ++k)
      CHECK(c.predicted[k] == doctest::Approx(runs[k].seconds).epsilon(1e-9));
    CHECK(c.fitted.domains[1].ring);
  }
}

TEST_CASE("bad measurements are refused with a sentence") {
  const topology start = a100_topology();
  using runs = std::vector<collective_measurement>;
  CHECK_THROWS_WITH(calibrate(system_2x8, start, runs{}), doctest::Contains("no measurements"));
  CHECK_THROWS_WITH(calibrate(system_2x8, start, runs{{collective::all_reduce, {0}, 1e6, 1e-3}}),
                    doctest::Contains("at least two devices"));
  CHECK_THROWS_WITH(calibrate(system_2x8, start, runs{{collective::all_reduce, {0, 16}, 1e6, 1e-3}}),
                    doctest::Contains("device 16 of a measured group is not one of the system's 16"));
  CHECK_THROWS_WITH(calibrate(system_2x8, start, runs{{collective::all_reduce, {1, 0}, 1e6, 1e-3}}),
                    doctest::Contains("increasing order"));
  CHECK_THROWS_WITH(calibrate(system_2x8, start, runs{{collective::all_reduce, {0, 1}, 1e6, NAN}}),
                    doctest::Contains("time must be a number of seconds > 0"));
  CHECK_THROWS_WITH(calibrate(system_2x8, start, runs{{collective::all_reduce, {0, 1}, 0.5, 1e-3}}),
                    doctest::Contains("bytes must be 1 to 2^62"));
  // times that do not grow with the message: latency alone, no bandwidth to fit
  CHECK_THROWS_WITH(
      calibrate(system_2x8, start,
                runs{{collective::all_reduce, {0, 1}, 1e9, 1e-3}, {collective::all_reduce, {0, 1}, 1e3, 1e-3}}),
      doctest::Contains("level 1 (gpu) do not determine a bandwidth"));
}

// The groups --run --measure-out measures: every link of the topology bounds one of them, so the
// measurements calibrate every link (none kept from the starting topology).
TEST_CASE("calibration groups reach every link") {
  for (collective_algorithm algorithm : {collective_algorithm::ring, collective_algorithm::tree}) {
    const topology t = v100_topology(algorithm);
    const auto groups = calibration_groups(system_2x8, t);
    CHECK(groups == std::vector<std::vector<std::int64_t>>{{0, 8},
                                                           {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
                                                           {0, 1, 2, 3, 4, 5, 6, 7},
                                                           {0, 1},
                                                           {0, 1, 2, 3},
                                                           {0, 4}});
    std::mt19937 rng(3);
    topology truth = t;
    truth.levels[0].bandwidth *= 1.7, truth.levels[1].bandwidth *= 0.6, truth.domains[1].bandwidth *= 2.2;
    truth.levels[0].transfer = 0;  // a calibrated link has no transfer limit: its bandwidth is what a run reached
    const calibration c = calibrate(system_2x8, t, measured(truth, 0, rng, groups));
    CHECK(c.samples[0] > 0);
    CHECK(c.samples[1] > 0);
    CHECK(c.domain_samples[1] > 0);
    CHECK(c.fitted.levels[0].bandwidth == doctest::Approx(truth.levels[0].bandwidth).epsilon(1e-9));
    CHECK(c.fitted.levels[1].bandwidth == doctest::Approx(truth.levels[1].bandwidth).epsilon(1e-9));
    CHECK(c.fitted.domains[1].bandwidth == doctest::Approx(truth.domains[1].bandwidth).epsilon(1e-9));
  }
  // no group larger than asked; a level of one unit per parent has nothing to measure
  for (const auto& g : calibration_groups(hierarchy{{"rack", 1}, {"node", 16}, {"gpu", 8}},
                                          generic_topology(hierarchy{{"rack", 1}, {"node", 16}, {"gpu", 8}}), 16))
    CHECK(g.size() <= 16);
}

// A step of several groups at once (the reduction groups of a matrix): they share the NIC, which
// a single group alone would not show. A topology with limits per transfer (a ring's on the NIC, a
// tree's inside the node) and a tree efficiency, measured with both algorithms on steps of one and
// of several groups, all of one message size: the fit finds the limits and explains every time;
// the latencies stay the starting topology's (one size shows none).
TEST_CASE("steps of several groups, ring and tree: the limits per transfer and the tree's efficiency") {
  const hierarchy h{{"node", 4}, {"gpu", 8}};
  topology truth = a100_topology();
  truth.levels[0] = {3.8 * gigabytes, 20 * microseconds, 3.1 * gigabytes, 1.2 * gigabytes};
  truth.levels[1] = {70 * gigabytes, 5 * microseconds, 0, 22 * gigabytes};
  truth.tree_efficiency = 0.85;
  const auto step = [](std::initializer_list<std::vector<std::int64_t>> groups, collective_algorithm a) {
    collective_measurement m{collective::all_reduce, *groups.begin(), 8e9, 0};
    for (auto g = groups.begin() + 1; g != groups.end(); ++g) m.others.push_back(*g);
    m.algorithm = a;
    return m;
  };
  std::vector<collective_measurement> runs;
  for (collective_algorithm a : {collective_algorithm::ring, collective_algorithm::tree}) {
    runs.push_back(step({{0, 8}}, a));                            // one pair across 2 nodes
    runs.push_back(step({{0, 8}, {1, 9}, {2, 10}, {3, 11}}, a));  // four pairs share the NICs
    runs.push_back(step({{0, 8, 16, 24}}, a));                    // a tree that branches
    runs.push_back(step({{0, 8, 16, 24}, {1, 9, 17, 25}}, a));    // two of them
    runs.push_back(step({{0, 1}}, a));                            // a chain of 2 in a node
    runs.push_back(step({{0, 1, 2, 3, 4, 5, 6, 7}}, a));          // the node
    runs.push_back(step({{0, 1, 2, 3, 8, 9, 10, 11}, {4, 5, 6, 7, 12, 13, 14, 15}}, a));
  }
  for (collective_measurement& m : runs) m.seconds = predicted_time(m, truth, h);
  // a step's time is its slowest group's: four pairs on one NIC take 4 times one pair's share
  CHECK(runs[1].seconds > 2 * runs[0].seconds);
  const topology start = a100_topology();
  const calibration c = calibrate(h, start, runs);
  for (std::size_t k = 0; k < runs.size(); ++k) {
    CAPTURE(k);
    CHECK(c.predicted[k] == doctest::Approx(runs[k].seconds).epsilon(1e-3));
  }
  CHECK(c.fitted.levels[0].latency == start.levels[0].latency);
  CHECK(c.fitted.levels[1].latency == start.levels[1].latency);
  CHECK(c.fitted.levels[0].transfer == doctest::Approx(truth.levels[0].transfer).epsilon(1e-3));
  CHECK(c.fitted.levels[0].tree_transfer == doctest::Approx(truth.levels[0].tree_transfer).epsilon(1e-3));
  CHECK(c.fitted.tree_efficiency == doctest::Approx(truth.tree_efficiency).epsilon(1e-3));
  // overlapping groups in one step are refused
  collective_measurement overlap = step({{0, 8}, {8, 16}}, collective_algorithm::ring);
  overlap.seconds = 1;
  CHECK_THROWS_WITH(calibrate(h, start, std::vector<collective_measurement>{overlap}),
                    doctest::Contains("share a device"));
}

// Without limits in the machine, 5% noise on every time does not buy one: a limit joins the fit
// only where it gains more than the information criterion asks of a parameter.
TEST_CASE("noise alone does not add a limit per transfer") {
  std::mt19937 rng(5);
  for (collective_algorithm algorithm : {collective_algorithm::ring, collective_algorithm::tree}) {
    topology truth = a100_topology(algorithm);
    truth.levels[0] = {3.2 * gigabytes, 31 * microseconds};
    truth.levels[1] = {180 * gigabytes, 7 * microseconds};
    const calibration c = calibrate(system_2x8, generic_topology(system_2x8, algorithm), measured(truth, 0.05, rng));
    for (const level_link& l : c.fitted.levels) {
      CHECK(l.transfer == 0);
      CHECK(l.tree_transfer == 0);
    }
  }
}

// Program runs: the fastest of several programs was timed, not saying which. The fit explains
// them with the collectives: here a NIC twice as fast as the start, seen only through programs.
TEST_CASE("program runs: the fastest of their programs") {
  const hierarchy h{{"node", 2}, {"gpu", 8}};
  topology truth = a100_topology();
  truth.levels[0].bandwidth = 7.2 * gigabytes;
  const auto step = [](collective op, std::vector<std::vector<std::int64_t>> groups, double bytes) {
    collective_measurement m{op, groups[0], bytes, 1};
    m.others.assign(groups.begin() + 1, groups.end());
    return m;
  };
  // all 16 GPUs: AllReduce, or ReduceScatter in each node, AllReduce of the eighths across, AllGather
  const std::vector<collective_measurement> allreduce = {
      step(collective::all_reduce, {{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}, 1e9)};
  std::vector<std::vector<std::int64_t>> pairs;
  for (std::int64_t d = 0; d < 8; ++d) pairs.push_back({d, d + 8});
  const std::vector<collective_measurement> hierarchical = {
      step(collective::reduce_scatter, {{0, 1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12, 13, 14, 15}}, 1e9),
      step(collective::all_reduce, pairs, 1e9 / 8),
      step(collective::all_gather, {{0, 1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12, 13, 14, 15}}, 1e9 / 8)};
  std::vector<program_measurement> programs;
  for (double bytes : {1e9, 4e9}) {
    program_measurement m{{allreduce, hierarchical}, 0};
    for (auto& program : m.programs)
      for (collective_measurement& s : program) s.bytes *= bytes / 1e9;
    double fastest = 0;
    for (std::size_t q = 0; q < m.programs.size(); ++q) {
      double t = 0;
      for (const collective_measurement& s : m.programs[q]) t += predicted_time(s, truth, h);
      fastest = q == 0 ? t : std::min(fastest, t);
    }
    m.seconds = fastest;
    programs.push_back(m);
  }
  const calibration c = calibrate(h, a100_topology(), {}, programs);
  CHECK(c.fitted.levels[0].bandwidth == doctest::Approx(truth.levels[0].bandwidth).epsilon(1e-3));
  for (std::size_t k = 0; k < programs.size(); ++k)
    CHECK(c.program_predicted[k] == doctest::Approx(programs[k].seconds).epsilon(1e-3));
  CHECK(c.program_rms_relative < 1e-3);
  CHECK_THROWS_WITH(calibrate(h, a100_topology(), {}, std::vector<program_measurement>{{{{}}, 1.0}}),
                    doctest::Contains("at least one step"));
}
