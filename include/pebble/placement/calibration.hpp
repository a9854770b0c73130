// Calibration of a topology from measured collective times (docs/collectives.md): each
// link's latency and bandwidth fitted by least squares to the times of collectives run on groups
// of devices, so that the simulator predicts what the machine measures. Plan side, constexpr.
//
// A measurement is one collective on one group of devices (alone on the machine: no other group
// shares its links), S bytes per device, and its time. It calibrates the link that bounds it under
// the starting topology (simulator.hpp's group_links: a level's own links, or its domains' links
// to the host). With every other link infinitely fast, its modelled time is linear in that link's
// latency `a` and inverse bandwidth `x = 1/B`:
//   t = alpha a + beta x,  alpha = time(a = 1) - time(a = 0) at B = inf,  beta = B time(B, a = 0).
// For each link with measurements, (a, x) minimizes the sum of squared relative residuals
// ((alpha_i a + beta_i x - t_i) / t_i)^2: a 2 x 2 system of normal equations. Where its solution
// has a < 0 (latencies too small for the measurements to resolve), a = 0 and x is fitted alone.
// Links without measurements keep the starting topology's values; a fitted level link has no
// transfer limit (level_link::transfer): its bandwidth is what the runs reached. The residuals
// reported are those of the whole fitted topology, every link at its fitted value.
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
  std::vector<link_kind> link;              ///< per measurement: the link it calibrates (its bottleneck)
  std::vector<double> predicted;            ///< per measurement: the fitted topology's time, seconds
  std::vector<std::size_t> samples;         ///< per level: the measurements fitted to its own links (0: kept)
  std::vector<double> rms_relative;         ///< per level: root mean square of (predicted - measured) / measured
  std::vector<std::size_t> domain_samples;  ///< per level: the measurements fitted to its domains' links
  std::vector<double> domain_rms_relative;  ///< per level: their root mean square relative residual
};

namespace detail {
// The links of m's group alone on the machine.
constexpr group_link alone(const collective_measurement& m, const topology& t, const hierarchy& h) {
  device_groups g;
  g.add(m.group);
  return group_links(t, h, g)[0];
}
}  // namespace detail

/// The time the simulator predicts for m's collective on topology t of system h, its group alone
/// on the machine (what a measurement of it should show).
constexpr double predicted_time(const collective_measurement& m, const topology& t, const hierarchy& h) {
  const std::vector<double> sizes(m.group.size(), m.bytes);
  return collective_time(m.op, t.algorithm, sizes, detail::alone(m, t, h));
}

namespace detail {

// The link that bounds m's collective on t.
constexpr link_kind bottleneck(const collective_measurement& m, const topology& t, const hierarchy& h) {
  const group_link l = alone(m, t, h);
  return t.algorithm == collective_algorithm::tree && m.op == collective::all_reduce ? l.tree_bottleneck
                                                                                     : l.bottleneck();
}

// t with every link infinitely fast (the fastest a topology describes, no latency) but link k,
// which gets bandwidth B and latency a.
constexpr topology only(const topology& t, link_kind k, double B, double a) {
  topology out = t;
  for (level_link& l : out.levels) l = {max_link_bandwidth, 0, 0};
  for (level_domains& d : out.domains) d.bandwidth = max_link_bandwidth, d.latency = 0;
  if (k.domain) out.domains[k.level].bandwidth = B, out.domains[k.level].latency = a;
  else out.levels[k.level] = {B, a, 0};
  return out;
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
  check(m.bytes >= 1 && m.bytes <= max_message_bytes,
        "pebble::placement: a measurement's bytes must be 1 to 2^62; got ", m.bytes);
  check(m.seconds > 0 && m.seconds <= 1e9,
        "pebble::placement: a measurement's time must be a number of seconds > 0 "
        "and <= 1e9; got ",
        m.seconds);
}

/// Fits the links of `start` (a topology of system `h`) to the measurements; see the top of this
/// file. Throws a pebble::error naming the link when its measurements do not determine a
/// bandwidth (all of them latency-bound, or contradicting a positive one).
constexpr calibration calibrate(const hierarchy& h, const topology& start,
                                std::span<const collective_measurement> runs) {
  start.validate(h);
  check(!runs.empty(), "pebble::placement: no measurements to calibrate with");
  const std::size_t depth = h.depth();
  const auto slot = [&](link_kind k) { return k.level + (k.domain ? depth : 0); };
  calibration out;
  out.fitted = start;
  std::vector<std::size_t> samples(2 * depth, 0);
  // per link, the weighted normal equations of (a, x)
  std::vector<double> saa(2 * depth, 0), sax(2 * depth, 0), sxx(2 * depth, 0), sat(2 * depth, 0), sxt(2 * depth, 0);
  for (const collective_measurement& m : runs) validate(m, h);
  for (const collective_measurement& m : runs) {
    const link_kind k = detail::bottleneck(m, start, h);
    out.link.push_back(k);
    const double B = detail::link_of(start, k).bandwidth;
    const double beta = predicted_time(m, detail::only(start, k, B, 0), h) * B;
    const double alpha = predicted_time(m, detail::only(start, k, max_link_bandwidth, 1), h) -
                         predicted_time(m, detail::only(start, k, max_link_bandwidth, 0), h);
    const double w = 1 / (m.seconds * m.seconds);  // relative residuals
    const std::size_t i = slot(k);
    saa[i] += w * alpha * alpha, sax[i] += w * alpha * beta, sxx[i] += w * beta * beta;
    sat[i] += w * alpha * m.seconds, sxt[i] += w * beta * m.seconds;
    ++samples[i];
  }
  for (std::size_t i = 0; i < 2 * depth; ++i) {
    if (samples[i] == 0) continue;
    const link_kind k{i % depth, i >= depth};
    double a = 0, x = 0;
    const double det = saa[i] * sxx[i] - sax[i] * sax[i];
    if (det > 1e-9 * saa[i] * sxx[i]) {
      a = (sat[i] * sxx[i] - sax[i] * sxt[i]) / det;
      x = (saa[i] * sxt[i] - sax[i] * sat[i]) / det;
    }
    if (!(a >= 0) || !(det > 1e-9 * saa[i] * sxx[i])) {  // latency not resolved: bandwidth alone
      a = 0;
      x = sxx[i] > 0 ? sxt[i] / sxx[i] : 0;
    }
    check(x > 0 && 1 / x >= min_link_bandwidth && 1 / x <= max_link_bandwidth && a <= max_link_latency,
          "pebble::placement: the measurements of level ", k.level, " (", h.levels[k.level].name, ")",
          k.domain ? "'s domain links" : "", " do not determine a bandwidth of ", min_link_bandwidth, " to ",
          max_link_bandwidth, " bytes/s and a latency of at most ", max_link_latency,
          " s (fitted: ", x > 0 ? 1 / x : 0.0, " bytes/s, ", a, " s); measure larger messages");
    if (k.domain) out.fitted.domains[k.level].bandwidth = 1 / x, out.fitted.domains[k.level].latency = a;
    else out.fitted.levels[k.level] = {1 / x, a, 0};
  }
  out.fitted.name = "calibrated";
  std::vector<double> squares(2 * depth, 0);
  for (std::size_t m = 0; m < runs.size(); ++m) {
    const double t = predicted_time(runs[m], out.fitted, h);
    out.predicted.push_back(t);
    const double r = (t - runs[m].seconds) / runs[m].seconds;
    squares[slot(out.link[m])] += r * r;
  }
  for (std::size_t i = 0; i < 2 * depth; ++i) {
    const double rms = samples[i] ? math::sqrt(squares[i] / static_cast<double>(samples[i])) : 0;
    (i < depth ? out.samples : out.domain_samples).push_back(samples[i]);
    (i < depth ? out.rms_relative : out.domain_rms_relative).push_back(rms);
  }
  return out;
}

/// Groups whose collectives, measured one at a time, calibrate every link of topology `t` over
/// system `h`: per level with two or more units per parent, one device of each unit of the first
/// parent (the level's links alone), a pair of them, and all the devices of that parent (with the
/// links inside: the chains of a tree); per level with domains, one device of each unit of the
/// first domain and a pair of units in different domains. Each group lists devices in increasing
/// order; no group repeats; groups of more than `most` devices are left out.
constexpr std::vector<std::vector<std::int64_t>> calibration_groups(const hierarchy& h, const topology& t,
                                                                    std::int64_t most = 64) {
  t.validate(h);
  std::vector<std::vector<std::int64_t>> out;
  const auto add = [&](std::vector<std::int64_t> g) {
    if (g.size() < 2 || static_cast<std::int64_t>(g.size()) > most) return;
    for (const auto& o : out)
      if (o == g) return;
    out.push_back(std::move(g));
  };
  std::int64_t unit = h.devices();
  for (std::size_t j = 0; j < h.depth(); ++j) {
    unit /= h.size(j);  // devices per unit of level j
    const std::int64_t size = h.size(j);
    if (size < 2) continue;
    const auto units = [&](std::int64_t from, std::int64_t count) {
      std::vector<std::int64_t> g;
      for (std::int64_t k = from; k < from + count; ++k) g.push_back(k * unit);
      return g;
    };
    add(units(0, std::min(size, most + 1)));
    add({0, unit});
    if (size * unit <= most) {
      std::vector<std::int64_t> all;
      for (std::int64_t d = 0; d < size * unit; ++d) all.push_back(d);
      add(all);
    }
    if (t.has_domains(j)) {
      const std::int64_t per = size / t.domains[j].count;
      add(units(0, std::min(per, most + 1)));
      if (t.domains[j].count > 1) add({0, per * unit});
    }
  }
  return out;
}

}  // namespace pebble::placement
