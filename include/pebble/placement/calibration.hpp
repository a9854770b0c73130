// Calibration of a topology from measured collective times (docs/collectives.md): each
// link's latency and bandwidth fitted by least squares to the times of collectives run on groups
// of devices, so that the simulator predicts what the machine measures. Plan side, constexpr.
//
// A measurement is one collective on one group of devices, or on several disjoint groups at once
// (one step of a program: the reduction groups of a parallelism matrix, sharing links), S bytes
// per device, its algorithm (ring or tree), and its time: the slowest group's. A program
// measurement is the time of the fastest of several programs (each a sequence of such steps),
// as a search over programs reports it. The fit has two stages.
//
// 1. Linear. A measurement calibrates the link that bounds it under the starting topology
// (simulator.hpp's group_links: a level's own links, or its domains' links to the host). With
// every other link infinitely fast, its modelled time is linear in that link's latency `a` and
// inverse bandwidth `x = 1/B`:
//   t = alpha a + beta x,  alpha = time(a = 1) - time(a = 0) at B = inf,  beta = B time(B, a = 0).
// For each link with measurements, (a, x) minimizes the sum of squared relative residuals
// ((alpha_i a + beta_i x - t_i) / t_i)^2: a 2 x 2 system of normal equations. Where its solution
// has a < 0 (latencies too small for the measurements to resolve), a = 0 and x is fitted alone.
// Where a link's measurements are all of about one message size (the largest under 16 times the
// smallest), their times differ by their groups, not their sizes, and do not show a latency: it
// keeps the starting topology's and x is fitted alone.
// Links without measurements keep the starting topology's values; a fitted level link has no
// transfer limit (level_link::transfer): its bandwidth is what the runs reached.
//
// 2. Refinement. The linear stage treats each link alone; the model's other parameters (a link's
// limit per transfer, ring's and tree's, and the tree's efficiency) bind only in some
// measurements, so the fitted time is the largest of several terms, not linear. From the linear
// fit, a coordinate search moves one parameter at a time (bandwidths, latencies, transfer limits,
// the tree efficiency; each within its range, on a log scale) to lower the same sum of squared
// relative residuals, over the collectives and the programs, sweep after sweep, until a sweep
// gains less than 1e-6 of it, or its work budget is spent (refinement_work). It only ever lowers
// the sum, so a parameter that no measurement depends on keeps its value. Limits per transfer
// join one at a time, as the information criterion allows (refine, below).
//
// The residuals reported are those of the whole fitted topology, every link at its fitted value.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <tuple>
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
  /// Groups that ran the same collective at the same time, sharing links with `group` (the other
  /// reduction groups of a step); `seconds` is the slowest group's time. Empty: `group` alone.
  std::vector<std::vector<std::int64_t>> others = {};
  /// How the collective ran; unset: as the topology says (topology::algorithm).
  std::optional<collective_algorithm> algorithm = std::nullopt;
};

/// One measured program run: the fastest of `programs` took `seconds`, each program a sequence of
/// collective steps (collective_measurement, their `seconds` unused; a step of several groups
/// through `others`) run one after another. What a search over programs reports: its winner's
/// time, without saying which one won (the P² paper's appendix, its best programs).
struct program_measurement {
  std::vector<std::vector<collective_measurement>> programs;
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
  std::vector<double> program_predicted;    ///< per program measurement: the fitted topology's time, seconds
  double program_rms_relative = 0;          ///< the program measurements' root mean square relative residual
};

namespace detail {

// The algorithm m's collective ran with on t.
constexpr collective_algorithm algorithm_of(const collective_measurement& m, const topology& t) {
  return m.algorithm ? *m.algorithm : t.algorithm;
}

// m's step on topology t of system h: its slowest group's time and the link that bounds it (the
// simulator's own step_time, each member holding m.bytes).
struct measured_step {
  double seconds = 0;
  link_kind bottleneck;
};
constexpr measured_step step_of(const collective_measurement& m, const topology& t, const hierarchy& h) {
  topology run = t;
  run.algorithm = algorithm_of(m, t);
  device_groups g;
  g.add(m.group);
  for (const std::vector<std::int64_t>& o : m.others) g.add(o);
  const std::vector<group_link> links = group_links(run, h, g);
  const step_prediction step = step_time(m.op, run.algorithm, g, links, [&](std::int64_t) { return m.bytes; });
  return {step.seconds, {step.level, step.domain}};
}

}  // namespace detail

/// The time the simulator predicts for m's collective on topology t of system h: its group, with
/// the groups that ran beside it, alone on the machine (what a measurement of it should show).
constexpr double predicted_time(const collective_measurement& m, const topology& t, const hierarchy& h) {
  return detail::step_of(m, t, h).seconds;
}

namespace detail {

// The link that bounds m's collective on t.
constexpr link_kind bottleneck(const collective_measurement& m, const topology& t, const hierarchy& h) {
  return step_of(m, t, h).bottleneck;
}

// t with every link infinitely fast (the fastest a topology describes, no latency, no limit per
// transfer) but link k, which gets bandwidth B and latency a.
constexpr topology only(const topology& t, link_kind k, double B, double a) {
  topology out = t;
  for (level_link& l : out.levels) l = {max_link_bandwidth, 0};
  for (level_domains& d : out.domains)
    d.bandwidth = max_link_bandwidth, d.latency = 0, d.transfer = d.tree_transfer = 0;
  if (k.domain) out.domains[k.level].bandwidth = B, out.domains[k.level].latency = a;
  else out.levels[k.level] = {B, a};
  return out;
}

}  // namespace detail

namespace detail {
// m's groups and bytes (validate, but for the time).
constexpr void validate_step(const collective_measurement& m, const hierarchy& h) {
  const auto check_group = [&](const std::vector<std::int64_t>& group) {
    check(group.size() >= 2, "pebble::placement: a measured group needs at least two devices; got ", group.size());
    for (std::size_t k = 0; k < group.size(); ++k) {
      check(group[k] >= 0 && group[k] < h.devices(), "pebble::placement: device ", group[k],
            " of a measured group is not one of the system's ", h.devices());
      check(k == 0 || group[k] > group[k - 1], "pebble::placement: a measured group lists its devices once each, in "
                                               "increasing order");
    }
  };
  check_group(m.group);
  // every group has a device of its own: no more groups than devices, checked before counting members
  check(m.others.size() < static_cast<std::size_t>(h.devices()), "pebble::placement: a measured step has ",
        m.others.size() + 1, " groups, more than the system's ", h.devices(), " devices");
  std::vector<std::int64_t> all = m.group;
  for (const std::vector<std::int64_t>& o : m.others) {
    check_group(o);
    const bool fit = all.size() + o.size() <= static_cast<std::size_t>(h.devices());
    check(fit, "pebble::placement: the groups of a measured step hold more devices than the system's ", h.devices());
    all.insert(all.end(), o.begin(), o.end());
  }
  std::sort(all.begin(), all.end());
  const bool disjoint = std::adjacent_find(all.begin(), all.end()) == all.end();
  check(disjoint, "pebble::placement: the groups of a measured step share a device; each device is in one group");
  check(m.bytes >= 1 && m.bytes <= max_message_bytes, "pebble::placement: a measurement's bytes must be 1 to 2^62; ",
        "got ", m.bytes);
}
constexpr void validate_seconds(double seconds) {
  check(seconds > 0 && seconds <= 1e9, "pebble::placement: a measurement's time must be a number of seconds > 0 and ",
        "<= 1e9; got ", seconds);
}
}  // namespace detail

/// Checks one measurement against system `h`: groups of at least two distinct devices of the
/// system in increasing order, no device in two groups, bytes in 1 .. max_message_bytes, seconds
/// finite and > 0.
constexpr void validate(const collective_measurement& m, const hierarchy& h) {
  detail::validate_step(m, h);
  detail::validate_seconds(m.seconds);
}

/// Checks a program measurement against system `h`: one or more programs of one or more steps,
/// each step as validate() asks but for its time, and seconds finite and > 0.
constexpr void validate(const program_measurement& m, const hierarchy& h) {
  check(!m.programs.empty(), "pebble::placement: a program measurement needs at least one program");
  for (const std::vector<collective_measurement>& p : m.programs) {
    check(!p.empty(), "pebble::placement: a measured program needs at least one step");
    for (const collective_measurement& step : p) detail::validate_step(step, h);
  }
  detail::validate_seconds(m.seconds);
}

namespace detail {

// The measurements a calibration fits: the collectives (runs) and the program runs, whose
// programs' steps are kept once each (programs of one matrix share most of their steps).
struct measurement_set {
  // the runs, as a pointer and a count: nvcc's front end does not take a class that holds a
  // std::span beside a std::vector as a literal type
  const collective_measurement* run_data = nullptr;
  std::size_t run_count = 0;
  std::vector<collective_measurement> steps;                    // every distinct step of the programs
  std::vector<std::vector<std::vector<std::size_t>>> programs;  // per program run: its programs, as steps
  std::vector<double> seconds;                                  // per program run: its measured time

  constexpr std::span<const collective_measurement> runs() const { return {run_data, run_count}; }
};

// The measurement set of runs `r` and program runs `p`.
constexpr measurement_set measurements_of(std::span<const collective_measurement> r,
                                          std::span<const program_measurement> p) {
  const auto less = [](const collective_measurement& a, const collective_measurement& b) {
    return std::tie(a.op, a.algorithm, a.bytes, a.group, a.others) <
           std::tie(b.op, b.algorithm, b.bytes, b.group, b.others);
  };
  measurement_set out;
  out.run_data = r.data(), out.run_count = r.size();
  for (const program_measurement& m : p)
    for (const auto& program : m.programs) out.steps.insert(out.steps.end(), program.begin(), program.end());
  std::sort(out.steps.begin(), out.steps.end(), less);
  out.steps.erase(std::unique(out.steps.begin(), out.steps.end(),
                              [&](const auto& a, const auto& b) { return !less(a, b) && !less(b, a); }),
                  out.steps.end());
  for (const program_measurement& m : p) {
    out.programs.emplace_back();
    for (const auto& program : m.programs) {
      out.programs.back().emplace_back();
      for (const collective_measurement& step : program)
        out.programs.back().back().push_back(static_cast<std::size_t>(
            std::lower_bound(out.steps.begin(), out.steps.end(), step, less) - out.steps.begin()));
    }
    out.seconds.push_back(m.seconds);
  }
  return out;
}

// Each program run's predicted time on t: its fastest program's.
constexpr std::vector<double> program_times(const hierarchy& h, const topology& t, const measurement_set& s) {
  std::vector<double> step(s.steps.size());
  for (std::size_t k = 0; k < s.steps.size(); ++k) step[k] = step_of(s.steps[k], t, h).seconds;
  std::vector<double> out;
  for (const auto& programs : s.programs) {
    double fastest = 0;
    for (std::size_t q = 0; q < programs.size(); ++q) {
      double time = 0;
      for (std::size_t k : programs[q]) time += step[k];
      if (q == 0 || time < fastest) fastest = time;
    }
    out.push_back(fastest);
  }
  return out;
}

}  // namespace detail

namespace detail {

// The sum of squared relative residuals of the measurements on topology t of system h.
constexpr double misfit(const hierarchy& h, const topology& t, const measurement_set& s) {
  double sum = 0;
  for (const collective_measurement& m : s.runs()) {
    const double r = (predicted_time(m, t, h) - m.seconds) / m.seconds;
    sum += r * r;
  }
  const std::vector<double> programs = program_times(h, t, s);
  for (std::size_t k = 0; k < programs.size(); ++k) {
    const double r = (programs[k] - s.seconds[k]) / s.seconds[k];
    sum += r * r;
  }
  return sum;
}

// A parameter the refinement moves: a field of a topology (which: bandwidth, latency, transfer
// or tree transfer of level `level`'s links or, with `domain`, of its domains' links; or the tree
// efficiency), in [low, high]. With `none`, 0 is a value too (no latency, no limit per transfer).
struct fit_parameter {
  enum class field : std::uint8_t { bandwidth, latency, transfer, tree_transfer, tree_efficiency };
  field which = field::bandwidth;
  std::size_t level = 0;
  bool domain = false;
  double low = 0, high = 0;
  bool none = false;

  constexpr double& of(topology& t) const {
    if (which == field::tree_efficiency) return t.tree_efficiency;
    if (domain) {
      level_domains& d = t.domains[level];
      return which == field::bandwidth  ? d.bandwidth
             : which == field::latency  ? d.latency
             : which == field::transfer ? d.transfer
                                        : d.tree_transfer;
    }
    level_link& l = t.levels[level];
    return which == field::bandwidth  ? l.bandwidth
           : which == field::latency  ? l.latency
           : which == field::transfer ? l.transfer
                                      : l.tree_transfer;
  }
  // where a search from none starts: a latency of 1 us; a limit where it starts to bind (a ring's
  // transfer at the link's bandwidth, a tree's, which carries S/2, at half of it)
  constexpr double from(topology& t) const {
    if (which == field::latency) return 1e-6;
    fit_parameter b = *this;
    b.which = field::bandwidth;
    return which == field::tree_transfer ? b.of(t) / 2 : b.of(t);
  }
};

// Moves parameter p of t on a log scale while the misfit falls, by factors from 2 down to 1.0001;
// `best` is the misfit at the current value, and stays the misfit at the value p ends at.
template <class Misfit>
constexpr void search(const fit_parameter& p, topology& t, Misfit&& misfit, double& best) {
  double& v = p.of(t);
  const auto better = [&](double e) { return e < best - 1e-12 * best - 1e-24; };
  const bool from_none = v == 0;
  if (from_none) {
    v = std::clamp(p.from(t), p.low, p.high);
    const double e = misfit();
    if (!(e <= best + 1e-12 * best + 1e-24)) {  // worse from the start: keep none
      v = 0;
      return;
    }
    best = std::min(best, e);
  }
  for (double step = 2; step > 1.0001;) {
    bool moved = false;
    for (const double f : {step, 1 / step}) {
      const double old = v;
      v = std::clamp(v * f, p.low, p.high);
      if (v == old) continue;
      const double e = misfit();
      if (better(e)) {
        best = e, moved = true;
        break;
      }
      v = old;
    }
    if (!moved) step = math::sqrt(step);
  }
  if (p.none && v != 0) {  // back to none where that does better (as well, if it started there)
    const double old = v;
    v = 0;
    const double e = misfit();
    if (better(e) || (from_none && e <= best)) best = std::min(best, e);
    else v = old;
  }
}

// The parameters of t: per link (each level's, each level's domains') its bandwidth and, where its
// measurements resolve it (latency_free, per link: the level's links, then its domains'), its
// latency (`core`), or its limits per transfer, a ring's and, with `tree`, a tree's (`limits`);
// and, with `tree`, the tree efficiency (core).
constexpr void refinement_parameters(const topology& t, bool tree, const std::vector<char>& latency_free,
                                     std::vector<fit_parameter>& core, std::vector<fit_parameter>& limits) {
  using field = fit_parameter::field;
  const auto link = [&](std::size_t j, bool domain) {
    core.push_back({field::bandwidth, j, domain, min_link_bandwidth, max_link_bandwidth, false});
    if (latency_free[j + (domain ? t.levels.size() : 0)])
      core.push_back({field::latency, j, domain, 1e-9, max_link_latency, true});
    limits.push_back({field::transfer, j, domain, min_link_bandwidth, max_link_bandwidth, true});
    if (tree) limits.push_back({field::tree_transfer, j, domain, min_link_bandwidth, max_link_bandwidth, true});
  };
  for (std::size_t j = 0; j < t.levels.size(); ++j) link(j, false);
  for (std::size_t j = 0; j < t.domains.size(); ++j)
    if (t.has_domains(j)) link(j, true);
  if (tree) core.push_back({field::tree_efficiency, 0, false, 0.01, 1, false});
}

// Sweeps over `parameters` of t until one gains less than 1e-6 of the misfit (at most 40).
template <class Misfit>
constexpr void sweep(topology& t, std::span<const fit_parameter> parameters, Misfit&& misfit, double& best) {
  for (int k = 0; k < 40; ++k) {
    const double before = best;
    for (const fit_parameter& p : parameters) search(p, t, misfit, best);
    if (!(best < before * (1 - 1e-6))) break;
  }
}

// The spread of message sizes a link's measurements need for its latency to be fitted: below it
// the times differ in their groups, not their sizes, and a latency would only stand in for
// something else (runs of one size, as the P² paper's, keep the starting latencies).
inline constexpr double latency_sizes = 16;

// How much the refinement may do: device visits in all (a few seconds).
inline constexpr double refinement_work = 4e9;

// Stage 2 (see the top of this file): t refined in place against `runs`. Bandwidths, latencies
// and the tree efficiency move freely. A limit per transfer is a parameter that only some
// measurements can see, and measurements that never put two transfers on one link cannot tell it
// from the link's bandwidth; so limits join one at a time, the one that gains most first, and
// only while one lowers the misfit by more than the Bayesian information criterion asks of a
// parameter (a factor exp(-ln(n) / n) for n measurements): noise alone does not buy one.
constexpr void refine(const hierarchy& h, topology& t, const measurement_set& runs,
                      const std::vector<char>& latency_free) {
  bool tree = false;
  const auto tree_allreduce = [&](const collective_measurement& m) {
    tree = tree || (m.op == collective::all_reduce && algorithm_of(m, t) == collective_algorithm::tree);
  };
  for (const collective_measurement& m : runs.runs()) tree_allreduce(m);
  for (const collective_measurement& m : runs.steps) tree_allreduce(m);
  std::vector<fit_parameter> moving, limits;
  refinement_parameters(t, tree, latency_free, moving, limits);
  // the work budget: at most refinement_work device visits in all (an evaluation visits every
  // member of every group of every run and distinct step); past it every evaluation is infinite,
  // which no search takes, so the refinement ends with what it has
  double members = 1;
  const auto count = [&](const collective_measurement& m) {
    members += static_cast<double>(m.group.size());
    for (const auto& o : m.others) members += static_cast<double>(o.size());
  };
  for (const collective_measurement& m : runs.runs()) count(m);
  for (const collective_measurement& m : runs.steps) count(m);
  double evaluations = refinement_work / members;
  const auto evaluate = [&](const topology& at) {
    if (--evaluations < 0) return std::numeric_limits<double>::infinity();
    return misfit(h, at, runs);
  };
  double best = misfit(h, t, runs);
  sweep(t, moving, [&] { return evaluate(t); }, best);
  const auto n = static_cast<double>(runs.run_count + runs.programs.size());
  const double worth = math::exp(-math::log(n) / n);  // what one more parameter must gain
  while (!limits.empty() && best > 1e-24) {
    std::size_t chosen = limits.size();
    topology chosen_t = t;
    double chosen_best = best;
    for (std::size_t k = 0; k < limits.size(); ++k) {
      topology trial = t;
      double e = best;
      search(limits[k], trial, [&] { return evaluate(trial); }, e);
      if (e < chosen_best) chosen = k, chosen_t = trial, chosen_best = e;
    }
    if (chosen == limits.size() || !(chosen_best < worth * best)) break;
    t = chosen_t, best = chosen_best;
    moving.push_back(limits[chosen]);
    limits.erase(limits.begin() + static_cast<std::ptrdiff_t>(chosen));
    sweep(t, moving, [&] { return evaluate(t); }, best);
  }
}

}  // namespace detail

/// Fits the links of `start` (a topology of system `h`) to the measured collectives `runs` and
/// program runs `programs`; see the top of this file (the linear stage fits the collectives, the
/// refinement both). Throws a pebble::error naming the link when its measurements do not
/// determine a bandwidth (all of them latency-bound, or contradicting a positive one).
constexpr calibration calibrate(const hierarchy& h, const topology& start, std::span<const collective_measurement> runs,
                                std::span<const program_measurement> programs = {}) {
  start.validate(h);
  check(!runs.empty() || !programs.empty(), "pebble::placement: no measurements to calibrate with");
  for (const program_measurement& m : programs) validate(m, h);
  const std::size_t depth = h.depth();
  const auto slot = [&](link_kind k) { return k.level + (k.domain ? depth : 0); };
  calibration out;
  out.fitted = start;
  std::vector<std::size_t> samples(2 * depth, 0);
  // per link, the weighted normal equations of (a, x)
  std::vector<double> saa(2 * depth, 0), sax(2 * depth, 0), sxx(2 * depth, 0), sat(2 * depth, 0), sxt(2 * depth, 0);
  // per link, the message sizes of its measurements: a latency shows only between sizes that differ
  std::vector<double> smallest(2 * depth, max_message_bytes), largest(2 * depth, 0);
  std::vector<char> latency_free(2 * depth, 0);
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
    smallest[i] = std::min(smallest[i], m.bytes), largest[i] = std::max(largest[i], m.bytes);
  }
  for (std::size_t i = 0; i < 2 * depth; ++i) {
    if (samples[i] == 0) continue;
    const link_kind k{i % depth, i >= depth};
    double a = 0, x = 0;
    const double det = saa[i] * sxx[i] - sax[i] * sax[i];
    latency_free[i] = largest[i] >= detail::latency_sizes * smallest[i];
    if (!latency_free[i]) {  // one message size: the latency stays, the bandwidth is fitted
      a = detail::link_of(start, k).latency;
      x = (sxt[i] - a * sax[i]) / sxx[i];
    } else if (det > 1e-9 * saa[i] * sxx[i]) {
      a = (sat[i] * sxx[i] - sax[i] * sxt[i]) / det;
      x = (saa[i] * sxt[i] - sax[i] * sat[i]) / det;
    }
    if (latency_free[i] && (!(a >= 0) || !(det > 1e-9 * saa[i] * sxx[i]))) {  // latency not resolved: bandwidth alone
      a = 0;
      x = sxx[i] > 0 ? sxt[i] / sxx[i] : 0;
    }
    const bool plausible = x > 0 && 1 / x >= min_link_bandwidth && 1 / x <= max_link_bandwidth && a <= max_link_latency;
    check(plausible, "pebble::placement: the measurements of level ", k.level, " (", h.levels[k.level].name, ")",
          k.domain ? "'s domain links" : "", " do not determine a bandwidth of ", min_link_bandwidth, " to ",
          max_link_bandwidth, " bytes/s and a latency of at most ", max_link_latency,
          " s (fitted: ", x > 0 ? 1 / x : 0.0, " bytes/s, ", a, " s); measure larger messages");
    if (k.domain) {
      level_domains& d = out.fitted.domains[k.level];
      d.bandwidth = 1 / x, d.latency = a, d.transfer = d.tree_transfer = 0;
    } else {
      out.fitted.levels[k.level] = {1 / x, a};
    }
  }
  const detail::measurement_set set = detail::measurements_of(runs, programs);
  detail::refine(h, out.fitted, set, latency_free);
  out.fitted.name = "calibrated";
  // the links that bound the runs now, and how well the fitted topology explains them
  std::fill(samples.begin(), samples.end(), 0);
  std::vector<double> squares(2 * depth, 0);
  for (std::size_t m = 0; m < runs.size(); ++m) {
    const detail::measured_step step = detail::step_of(runs[m], out.fitted, h);
    out.link[m] = step.bottleneck;
    out.predicted.push_back(step.seconds);
    const double r = (step.seconds - runs[m].seconds) / runs[m].seconds;
    squares[slot(step.bottleneck)] += r * r;
    ++samples[slot(step.bottleneck)];
  }
  for (std::size_t i = 0; i < 2 * depth; ++i) {
    const double rms = samples[i] ? math::sqrt(squares[i] / static_cast<double>(samples[i])) : 0;
    (i < depth ? out.samples : out.domain_samples).push_back(samples[i]);
    (i < depth ? out.rms_relative : out.domain_rms_relative).push_back(rms);
  }
  out.program_predicted = detail::program_times(h, out.fitted, set);
  double program_squares = 0;
  for (std::size_t m = 0; m < programs.size(); ++m) {
    const double r = (out.program_predicted[m] - programs[m].seconds) / programs[m].seconds;
    program_squares += r * r;
  }
  out.program_rms_relative = programs.empty() ? 0 : math::sqrt(program_squares / static_cast<double>(programs.size()));
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
