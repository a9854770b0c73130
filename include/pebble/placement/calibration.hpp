// Calibration of a topology from measured collective times (issue 20; docs/collectives.md): each
// level's latency and bandwidth fitted by least squares to the times of collectives run on groups
// of devices, so that the simulator predicts what the machine measures. Plan side, constexpr.
//
// A measurement is one collective on one group of devices (alone on the machine: no other group
// shares its links), S bytes per device, and its time. The group spans the levels whose units it
// holds several of; its time, by the cost models of simulator.hpp, is linear in the latency `a`
// and the inverse bandwidth `x = 1/B` of the outermost level it spans (the slowest link and the
// largest latency of a hierarchy whose links get faster inwards):
//   t = alpha a + beta x,  alpha = time(B = inf, a = 1),  beta = time(B = 1, a = 0).
// For each level with measurements, (a, x) minimizes the sum of squared relative residuals
// ((alpha_i a + beta_i x - t_i) / t_i)^2: a 2 x 2 system of normal equations. Where its solution
// has a < 0 (latencies too small for the measurements to resolve), a = 0 and x is fitted alone.
// Levels without measurements keep the starting topology's link.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/core/math.hpp>
#include <pebble/placement/hierarchy.hpp>
#include <pebble/placement/semantics.hpp>
#include <pebble/placement/simulator.hpp>

namespace pebble::placement {

/// One measured collective: `op` on the devices `group` (system device indices, increasing, at
/// least two), `bytes` per device before it, taking `seconds`.
struct collective_measurement {
  collective op = collective::all_reduce;
  std::vector<std::int64_t> group;
  double bytes = 0;
  double seconds = 0;
};

/// A fitted topology and how well it explains the measurements.
struct calibration {
  topology fitted;
  std::vector<std::size_t> level;   ///< per measurement: the level it calibrates (the outermost it spans)
  std::vector<double> predicted;    ///< per measurement: the fitted topology's time, seconds
  std::vector<std::size_t> samples; ///< per level: the measurements fitted to it (0: kept from the start)
  std::vector<double> rms_relative; ///< per level: root mean square of (predicted - measured) / measured
};

namespace detail {

// The outermost level group g spans (several of its units hold members); devices per unit below.
constexpr std::size_t outermost_level(const hierarchy& h, std::span<const std::int64_t> group) {
  std::int64_t unit = h.devices();
  for (std::size_t j = 0; j < h.depth(); ++j) {
    unit /= h.size(j);
    const std::int64_t first = group[0] / unit;
    for (std::int64_t d : group)
      if (d / unit != first) return j;
  }
  return h.depth();  // one device: spans nothing
}

// The time of m's collective at latency a and bandwidth B, by simulator.hpp's formulas.
constexpr double model_time(const collective_measurement& m, collective_algorithm algorithm, double B, double a) {
  const std::vector<double> sizes(m.group.size(), m.bytes);
  return collective_time(m.op, algorithm, sizes, B, a);
}

}  // namespace detail

/// Checks one measurement against system `h`: a group of at least two distinct devices of the
/// system in increasing order, bytes in 1 .. max_message_bytes, seconds finite and > 0.
constexpr void validate(const collective_measurement& m, const hierarchy& h) {
  check(m.group.size() >= 2, "pebble::placement: a measured group needs at least two devices; got ", m.group.size());
  for (std::size_t k = 0; k < m.group.size(); ++k) {
    check(m.group[k] >= 0 && m.group[k] < h.devices(), "pebble::placement: device ", m.group[k],
          " of a measured group is not one of the system's ", h.devices());
    check(k == 0 || m.group[k] > m.group[k - 1],
          "pebble::placement: a measured group lists its devices once each, in increasing order");
  }
  check(m.bytes >= 1 && m.bytes <= max_message_bytes, "pebble::placement: a measurement's bytes must be 1 to 2^62; got ",
        m.bytes);
  check(m.seconds > 0 && m.seconds <= 1e9, "pebble::placement: a measurement's time must be a number of seconds > 0 "
        "and <= 1e9; got ", m.seconds);
}

/// Fits the links of `start` (a topology of system `h`) to the measurements; see the top of this
/// file. Throws a pebble::error naming the level when its measurements do not determine a
/// bandwidth (all of them latency-bound, or contradicting a positive one).
constexpr calibration calibrate(const hierarchy& h, const topology& start, std::span<const collective_measurement> runs) {
  start.validate(h);
  check(start.domains.empty(), "pebble::placement: the topology '", start.name, "' has domains below a level, whose "
        "links calibration does not fit yet; start from a topology without them");
  check(!runs.empty(), "pebble::placement: no measurements to calibrate with");
  const std::size_t depth = h.depth();
  calibration out;
  out.fitted = start;
  out.samples.assign(depth, 0);
  out.rms_relative.assign(depth, 0);
  // per level, the weighted normal equations of (a, x)
  std::vector<double> saa(depth, 0), sax(depth, 0), sxx(depth, 0), sat(depth, 0), sxt(depth, 0);
  for (const collective_measurement& m : runs) {
    validate(m, h);
    const std::size_t j = detail::outermost_level(h, m.group);
    out.level.push_back(j);
    const double beta = detail::model_time(m, start.algorithm, 1, 0);
    const double alpha = detail::model_time(m, start.algorithm, 1, 1) - beta;
    const double w = 1 / (m.seconds * m.seconds);  // relative residuals
    saa[j] += w * alpha * alpha, sax[j] += w * alpha * beta, sxx[j] += w * beta * beta;
    sat[j] += w * alpha * m.seconds, sxt[j] += w * beta * m.seconds;
    ++out.samples[j];
  }
  for (std::size_t j = 0; j < depth; ++j) {
    if (out.samples[j] == 0) continue;
    double a = 0, x = 0;
    const double det = saa[j] * sxx[j] - sax[j] * sax[j];
    if (det > 1e-9 * saa[j] * sxx[j]) {
      a = (sat[j] * sxx[j] - sax[j] * sxt[j]) / det;
      x = (saa[j] * sxt[j] - sax[j] * sat[j]) / det;
    }
    if (!(a >= 0) || !(det > 1e-9 * saa[j] * sxx[j])) {  // latency not resolved: bandwidth alone
      a = 0;
      x = sxx[j] > 0 ? sxt[j] / sxx[j] : 0;
    }
    check(x > 0 && 1 / x >= min_link_bandwidth && 1 / x <= max_link_bandwidth && a <= max_link_latency,
          "pebble::placement: the measurements of level ", j, " (", h.levels[j].name, ") do not determine a bandwidth "
          "of ", min_link_bandwidth, " to ", max_link_bandwidth, " bytes/s and a latency of at most ", max_link_latency,
          " s (fitted: ", x > 0 ? 1 / x : 0.0, " bytes/s, ", a, " s); measure larger messages");
    out.fitted.levels[j] = {1 / x, a};
  }
  out.fitted.name = "calibrated";
  std::vector<double> squares(depth, 0);
  for (std::size_t k = 0; k < runs.size(); ++k) {
    const std::size_t j = out.level[k];
    const double t = detail::model_time(runs[k], start.algorithm, out.fitted.levels[j].bandwidth, out.fitted.levels[j].latency);
    out.predicted.push_back(t);
    const double r = (t - runs[k].seconds) / runs[k].seconds;
    squares[j] += r * r;
  }
  for (std::size_t j = 0; j < depth; ++j)
    if (out.samples[j] > 0) out.rms_relative[j] = math::sqrt(squares[j] / static_cast<double>(out.samples[j]));
  return out;
}

}  // namespace pebble::placement
