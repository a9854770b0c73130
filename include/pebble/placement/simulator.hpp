// Predicted time of reduction programs on a hierarchical machine (P² §5): a topology of per-level
// links, ring and tree cost models of the collectives, and the time of a lowered program for a
// message size. Plan side, constexpr.
//
// Topology. Level j of the system has a link per unit (a node's NIC, a GPU's NVLink port) that
// connects the unit to the other units of its parent, with a bandwidth (bytes per second, each
// direction) and a latency. A group of devices that spans several units of level j sends its data
// over each of their level-j links; a link is shared by every group of the step that crosses it
// at the same time, each getting an equal part of its bandwidth (one NIC per node divides its
// bandwidth among the rings that leave the node). A group's bandwidth is the smallest share along
// its links; its latency the largest latency of the levels it spans.
//
// Collectives on a group of g devices with bandwidth B and latency a, S bytes per device:
//   ring  AllReduce      2(g-1) a + 2 (g-1)/g S/B
//         ReduceScatter  (g-1) a + (g-1)/g S/B          (S: the input, before scattering)
//         AllGather      (g-1) a + max_t (T - s_t)/B   (s_t: device t's part, T their sum)
//         Reduce         (g-1) a + S/B                 (pipelined chain)
//         Broadcast      (g-1) a + S/B
//   tree  (NCCL_ALGO=Tree, as NCCL runs it: only AllReduce has a tree, a pipelined reduce and
//         broadcast over two complementary binary trees of depth d = ceil(log2 g), each carrying
//         half of the data, so that a device receives and sends about S each way, at NCCL's tree
//         efficiency tree_efficiency = 0.9 of the link's bandwidth)
//         AllReduce      2 d a + 2 S / (0.9 B)
//         every other collective as ring (NCCL has no tree for them: NCCL_ALGO chooses the
//         AllReduce algorithm alone). docs/collectives.md gives the sources.
// A step takes as long as its slowest group; a program the sum of its steps. S is the message size
// times the share of chunks a device holds before the step.
//
// Presets: §5's assumptions for Fig. 9's systems. Both have two levels (node, GPU): the NICs are
// 100 Gb/s used at 60% (8 GB/s); the A100 NVSwitch gives each GPU 270 GB/s, the V100 NVLink ring
// 135 GB/s (90% of nominal). The paper gives no latencies; pebble assumes 20 us across nodes and
// 5 us inside one.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/core/static_vector.hpp>
#include <pebble/placement/hierarchy.hpp>
#include <pebble/placement/semantics.hpp>
#include <pebble/placement/synthesis.hpp>

namespace pebble::placement {

/// How collectives run (NCCL_ALGO).
enum class collective_algorithm : std::uint8_t { ring, tree };

constexpr std::string_view to_string(collective_algorithm a) { return a == collective_algorithm::ring ? "ring" : "tree"; }

/// The link of one level: per unit, to the other units of its parent.
struct level_link {
  double bandwidth = 0;  ///< bytes per second, each direction
  double latency = 0;    ///< seconds per message
};

inline constexpr double gigabytes = 1e9;
inline constexpr double microseconds = 1e-6;

/// The links a topology may describe: 1 KB/s to 1 PB/s, and latencies up to a second. Outside
/// these a prediction means nothing, and at the extremes it is not even a number: 2^62 bytes over
/// 1e-300 B/s is infinite, and the ratio of two infinite times NaN. Inside them, with messages of
/// at most max_message_bytes, every prediction is finite (a step moves at most 2^40 x 2^62 bytes
/// at 1 KB/s or more, and waits at most 2^40 latencies of a second: below 10^28 s), and a step
/// that moves a part of a message of at least one byte takes a positive time.
inline constexpr double min_link_bandwidth = 1e3;   ///< bytes per second
inline constexpr double max_link_bandwidth = 1e15;  ///< bytes per second
inline constexpr double max_link_latency = 1;       ///< seconds

/// Structure below a level: the units of a level under one parent split into `count` equal
/// domains of consecutive units (the V100 node's two CPU/PCIe domains of 4 GPUs), joined by a
/// link per domain that every group holding units of several domains of one parent crosses
/// (shared among them like a unit's link).
struct level_domains {
  std::int64_t count = 1;  ///< domains per parent unit; 1: none
  double bandwidth = 0;    ///< bytes per second, each direction, of a domain's link
  double latency = 0;      ///< seconds per message
};

/// A machine's interconnect: one link per system level, outermost first, and optionally the
/// domains of each level (empty: none anywhere; else one entry per level).
struct topology {
  std::string_view name = "custom";
  static_vector<level_link, max_levels> levels;
  collective_algorithm algorithm = collective_algorithm::ring;
  static_vector<level_domains, max_levels> domains;

  /// Checks the topology describes every level of `h` with bandwidths and latencies in range
  /// (min_link_bandwidth .. max_link_bandwidth, 0 .. max_link_latency; never NaN or infinite).
  constexpr void validate(const hierarchy& h) const {
    check(levels.size() == h.depth(), "pebble::placement: the topology '", name, "' describes ", levels.size(),
          " levels, the system has ", h.depth());
    for (std::size_t j = 0; j < levels.size(); ++j) {
      // written so that NaN fails too
      check(levels[j].bandwidth >= min_link_bandwidth && levels[j].bandwidth <= max_link_bandwidth,
            "pebble::placement: the bandwidth of level ", j, " (", h.levels[j].name, ") must be ", min_link_bandwidth,
            " to ", max_link_bandwidth, " bytes per second; got ", levels[j].bandwidth);
      check(levels[j].latency >= 0 && levels[j].latency <= max_link_latency, "pebble::placement: the latency of level ",
            j, " (", h.levels[j].name, ") must be 0 to ", max_link_latency, " seconds; got ", levels[j].latency);
    }
    check(domains.empty() || domains.size() == levels.size(), "pebble::placement: the topology '", name,
          "' gives domains for ", domains.size(), " levels; it needs none or one entry per level (", levels.size(), ")");
    for (std::size_t j = 0; j < domains.size(); ++j) {
      const level_domains& d = domains[j];
      if (d.count == 1) continue;
      check(d.count >= 2 && d.count <= h.size(j) && h.size(j) % d.count == 0, "pebble::placement: level ", j, " (",
            h.levels[j].name, ") has ", h.size(j), " units per parent; ", d.count, " domains do not split them equally");
      check(d.bandwidth >= min_link_bandwidth && d.bandwidth <= max_link_bandwidth, "pebble::placement: the domains' "
            "bandwidth of level ", j, " (", h.levels[j].name, ") must be ", min_link_bandwidth, " to ", max_link_bandwidth,
            " bytes per second; got ", d.bandwidth);
      check(d.latency >= 0 && d.latency <= max_link_latency, "pebble::placement: the domains' latency of level ", j, " (",
            h.levels[j].name, ") must be 0 to ", max_link_latency, " seconds; got ", d.latency);
    }
  }
};

/// Fig. 9a with §5's bandwidths: nodes of 16 A100 GPUs on one NVSwitch (270 GB/s per GPU), one
/// NIC per node (8 GB/s). For a system of two levels: nodes, GPUs.
constexpr topology a100_topology(collective_algorithm algorithm = collective_algorithm::ring) {
  return {"a100", {{8 * gigabytes, 20 * microseconds}, {270 * gigabytes, 5 * microseconds}}, algorithm, {}};
}
/// Fig. 9b with §5's bandwidths: nodes of 8 V100 GPUs on an NVLink ring (135 GB/s), one NIC per
/// node (8 GB/s), and the node's two CPU/PCIe domains of 4 GPUs joined at §5's PCIe bandwidth
/// (32 GB/s; Fig. 9b's "shared NIC connecting the two CPUs"): a group with GPUs of both domains
/// crosses it. For a system of two levels: nodes, GPUs.
constexpr topology v100_topology(collective_algorithm algorithm = collective_algorithm::ring) {
  return {"v100", {{8 * gigabytes, 20 * microseconds}, {135 * gigabytes, 5 * microseconds}}, algorithm,
          {{1, 0, 0}, {2, 32 * gigabytes, 10 * microseconds}}};
}
/// A topology for any hierarchy when the machine is not described: the innermost level 100 GB/s
/// and 5 us, each level further out 4 times slower in bandwidth and 2 times in latency.
constexpr topology generic_topology(const hierarchy& h, collective_algorithm algorithm = collective_algorithm::ring) {
  topology t{"generic", {}, algorithm, {}};
  for (std::size_t j = 0; j < h.depth(); ++j) t.levels.push_back({100 * gigabytes, 5 * microseconds});
  for (std::size_t j = h.depth(); j-- > 1;) {
    t.levels[j - 1].bandwidth = t.levels[j].bandwidth / 4;
    t.levels[j - 1].latency = t.levels[j].latency * 2;
  }
  return t;
}

/// The share of a link's bandwidth NCCL's tree AllReduce reaches (its tuning model derates the
/// tree's bus bandwidth by 0.9 against the ring's; docs/collectives.md).
inline constexpr double tree_efficiency = 0.9;

/// The time of collective `op` on a group of `g` devices with bandwidth `B` and latency `a`;
/// `sizes[t]` the bytes device t (in group order) holds before the step. With the tree
/// algorithm only AllReduce runs as a tree; the other collectives run as rings, as in NCCL.
constexpr double collective_time(collective op, collective_algorithm algorithm, std::span<const double> sizes,
                                 double B, double a) {
  const auto g = static_cast<double>(sizes.size());
  if (sizes.size() < 2) return 0;
  const double S = sizes[0];
  const bool tree = algorithm == collective_algorithm::tree;
  const double depth = static_cast<double>(std::bit_width(sizes.size() - 1));  // ceil(log2 g)
  switch (op) {
    case collective::all_reduce:
      return tree ? 2 * depth * a + 2 * S / (tree_efficiency * B) : 2 * (g - 1) * a + 2 * (g - 1) / g * S / B;
    case collective::reduce_scatter: return (g - 1) * a + (g - 1) / g * S / B;
    case collective::all_gather: {
      double total = 0, smallest = sizes[0];
      for (double s : sizes) total += s, smallest = std::min(smallest, s);
      return (g - 1) * a + (total - smallest) / B;
    }
    case collective::reduce:
    case collective::broadcast: return (g - 1) * a + S / B;
  }
  return 0;
}

/// The links one group of a step uses: its bandwidth share and latency, and the outermost level
/// it crosses (the level of its slowest link when several share the minimum).
struct group_link {
  double bandwidth = 0;
  double latency = 0;
  std::size_t level = 0;
};

/// The link of every group of `groups` (one step over system devices) on topology `t` of `h`,
/// with the sharing of each unit's link among the groups that cross it.
constexpr std::vector<group_link> group_links(const topology& t, const hierarchy& h, const device_groups& groups) {
  t.validate(h);
  const std::size_t depth = h.depth();
  // devices per unit of each level
  std::array<std::int64_t, max_levels> unit{};
  std::int64_t below = 1;
  for (std::size_t j = depth; j-- > 0;) {
    unit[j] = below;
    below *= h.size(j);
  }
  // crosses[g * depth + j]: group g spans several units of level j
  std::vector<char> crosses(groups.size() * depth, 0);
  std::vector<std::vector<std::int32_t>> load(depth);  // groups crossing level j at each unit
  for (std::size_t j = 0; j < depth; ++j) load[j].assign(static_cast<std::size_t>(h.devices() / unit[j]), 0);
  for (std::size_t g = 0; g < groups.size(); ++g)
    for (std::size_t j = 0; j < depth; ++j) {
      const auto members = groups[g];
      const std::int64_t first = members[0] / unit[j];
      bool spans = false;
      for (std::int64_t d : members) spans = spans || d / unit[j] != first;
      if (!spans) continue;
      crosses[g * depth + j] = 1;
      std::int64_t last = -1;  // members are increasing: count each unit once
      for (std::int64_t d : members)
        if (d / unit[j] != last) ++load[j][static_cast<std::size_t>(last = d / unit[j])];
    }
  // domains: crossing[g * depth + j] when group g holds units of several domains of one parent at
  // level j; domain_load[j][domain] the groups crossing there that touch the domain
  std::vector<char> crossing(t.domains.empty() ? 0 : groups.size() * depth, 0);
  std::vector<std::vector<std::int32_t>> domain_load(t.domains.empty() ? 0 : depth);
  const auto domain_of = [&](std::int64_t d, std::size_t j) {  // a global domain index
    const std::int64_t u = d / unit[j], per = h.size(j) / t.domains[j].count;
    return (u / h.size(j)) * t.domains[j].count + (u % h.size(j)) / per;
  };
  for (std::size_t j = 0; j < t.domains.size(); ++j) {
    if (t.domains[j].count == 1) continue;
    domain_load[j].assign(static_cast<std::size_t>(h.devices() / unit[j] / h.size(j) * t.domains[j].count), 0);
    for (std::size_t g = 0; g < groups.size(); ++g) {
      bool crosses_domains = false;  // members increase: a parent's units are consecutive
      for (std::size_t k = 1; k < groups[g].size(); ++k) {
        const std::int64_t a = groups[g][k - 1], b = groups[g][k];
        crosses_domains = crosses_domains ||
                          (a / unit[j] / h.size(j) == b / unit[j] / h.size(j) && domain_of(a, j) != domain_of(b, j));
      }
      if (!crosses_domains) continue;
      crossing[g * depth + j] = 1;
      std::int64_t last = -1;
      for (std::int64_t d : groups[g])
        if (domain_of(d, j) != last) ++domain_load[j][static_cast<std::size_t>(last = domain_of(d, j))];
    }
  }
  std::vector<group_link> out(groups.size());
  for (std::size_t g = 0; g < groups.size(); ++g) {
    group_link l{0, 0, 0};
    bool any = false;
    for (std::size_t j = 0; j < t.domains.size(); ++j) {
      if (crossing.empty() || !crossing[g * depth + j]) continue;
      std::int64_t last = -1;
      for (std::int64_t d : groups[g]) {
        if (domain_of(d, j) == last) continue;
        last = domain_of(d, j);
        const double share = t.domains[j].bandwidth / domain_load[j][static_cast<std::size_t>(last)];
        if (!any || share < l.bandwidth) l.bandwidth = share, l.level = j;
        any = true;
      }
      l.latency = std::max(l.latency, t.domains[j].latency);
    }
    for (std::size_t j = 0; j < depth; ++j) {
      if (!crosses[g * depth + j]) continue;
      std::int64_t last = -1;
      for (std::int64_t d : groups[g]) {
        if (d / unit[j] == last) continue;
        last = d / unit[j];
        const double share = t.levels[j].bandwidth / load[j][static_cast<std::size_t>(last)];
        if (!any || share < l.bandwidth) l.bandwidth = share, l.level = j;
        any = true;
      }
      l.latency = std::max(l.latency, t.levels[j].latency);
    }
    out[g] = l;
  }
  return out;
}

/// The prediction of one step: its time and its slowest group's figures.
struct step_prediction {
  double seconds = 0;
  double bytes = 0;       ///< bytes the first device of the slowest group holds before the step
  double bandwidth = 0;   ///< the slowest group's bandwidth share, bytes per second
  std::size_t level = 0;  ///< the level of the slowest group's bottleneck link
};
struct program_prediction {
  double seconds = 0;
  static_vector<step_prediction, max_program_size> steps;
};

namespace detail {
// the step time over groups, given each group's link and its members' bytes
template <class Sizes>
constexpr step_prediction step_time(collective op, collective_algorithm algorithm, const device_groups& groups,
                                    std::span<const group_link> links, Sizes&& bytes_of) {
  step_prediction out;
  std::vector<double> sizes;
  for (std::size_t g = 0; g < groups.size(); ++g) {
    sizes.clear();
    for (std::int64_t d : groups[g]) sizes.push_back(bytes_of(d));
    const double time = collective_time(op, algorithm, sizes, links[g].bandwidth, links[g].latency);
    if (g == 0 || time > out.seconds) out = {time, sizes[0], links[g].bandwidth, links[g].level};
  }
  return out;
}
}  // namespace detail

/// The largest message a prediction takes, in bytes per device (2^62): with the links'
/// ranges, every predicted time is finite.
inline constexpr double max_message_bytes = 4611686018427387904.0;

namespace detail {
constexpr void check_message_size(double bytes) {
  check(bytes >= 0 && bytes <= max_message_bytes, "pebble::placement: the message size must be 0 to 2^62 bytes; got ",
        bytes);
}
}  // namespace detail

/// The predicted time of a lowered program when every device starts with `bytes` bytes.
constexpr program_prediction predict(const topology& t, const hierarchy& h, const lowered_program& p, double bytes) {
  detail::check_message_size(bytes);
  check(p.devices == h.devices(), "pebble::placement: the program is lowered to ", p.devices,
        " devices, the system has ", h.devices());
  program_prediction out;
  const double chunk = bytes / static_cast<double>(p.chunks);
  for (std::size_t s = 0; s < p.steps.size(); ++s) {
    const std::vector<group_link> links = group_links(t, h, p.steps[s].groups);
    out.steps.push_back(detail::step_time(p.steps[s].instruction.op, t.algorithm, p.steps[s].groups, links,
                                          [&](std::int64_t d) {
                                            std::int64_t held = 0;
                                            for (std::int64_t c = 0; c < p.chunks; ++c) held += p.holds(s, d, c);
                                            return chunk * static_cast<double>(held);
                                          }));
    out.seconds += out.steps.back().seconds;
  }
  return out;
}

/// The predictions of every program of a synthesis: the links of each grouping are worked out
/// once (its groups in every reduction group), then each program's steps are timed on the
/// synthesis' own groups with the worst link over the replicas.
class program_simulator {
 public:
  constexpr program_simulator(const topology& t, const reduction_synthesis& s) : t_(t), s_(&s) {
    t.validate(s.system);
    for (std::size_t g = 0; g < s.groupings.size(); ++g) {
      const device_groups lowered = lowered_groups(s, g);
      const std::vector<group_link> lowered_links = group_links(t, s.system, lowered);
      // the lowered group of engine group k in replica q has its first member at members[first] + offset
      const device_groups& own = s.groupings[g].groups;
      std::vector<group_link> worst(own.size());
      std::vector<char> seen(own.size(), 0);
      for (std::size_t l = 0; l < lowered.size(); ++l) {
        const std::int64_t first = lowered[l][0];
        const std::int64_t e = s.where.engine_device[static_cast<std::size_t>(first)];
        std::size_t k = 0;
        while (own[k][0] != e) ++k;
        const group_link& x = lowered_links[l];
        if (!seen[k] || x.bandwidth < worst[k].bandwidth) worst[k].bandwidth = x.bandwidth, worst[k].level = x.level;
        worst[k].latency = seen[k] ? std::max(worst[k].latency, x.latency) : x.latency;
        seen[k] = 1;
      }
      links_.push_back(worst);
    }
    for (const device_states& st : s.states) {
      std::vector<std::int64_t> held;
      for (std::int64_t e = 0; e < st.devices(); ++e) held.push_back(st.held_chunks(e));
      held_.push_back(held);
    }
  }

  /// An upper bound of what the constructor allocates and frees again, in bytes: one grouping's
  /// groups over every device of `h` (lowered_groups: a vector per group, then the members and
  /// offsets, all grown by push_back; at most 88 bytes a device with groups of two) and their
  /// links' loads. What it keeps, per state and per group, synthesize counts against its budget.
  static constexpr double transient_bytes(const hierarchy& h) {
    return 96 * static_cast<double>(h.devices()) + 4096;
  }

  /// The predicted time of program k when every device starts with `bytes` bytes.
  constexpr program_prediction operator()(std::size_t k, double bytes) const {
    detail::check_message_size(bytes);
    const synthesized_program& p = s_->programs[k];
    program_prediction out;
    const double chunk = bytes / static_cast<double>(s_->states[0].chunks());
    for (std::size_t i = 0; i < p.size(); ++i) {
      const auto g = static_cast<std::size_t>(p.groupings[i]);
      const std::vector<std::int64_t>& held = held_[static_cast<std::size_t>(p.states[i])];
      out.steps.push_back(detail::step_time(p.instructions[i].op, t_.algorithm, s_->groupings[g].groups, links_[g],
                                            [&](std::int64_t e) { return chunk * static_cast<double>(held[static_cast<std::size_t>(e)]); }));
      out.seconds += out.steps.back().seconds;
    }
    return out;
  }

 private:
  topology t_;
  const reduction_synthesis* s_;
  std::vector<std::vector<group_link>> links_;   // per grouping, per engine group
  std::vector<std::vector<std::int64_t>> held_;  // per state, chunks held by each engine device
};

}  // namespace pebble::placement
