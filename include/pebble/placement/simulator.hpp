// Predicted time of reduction programs on a hierarchical machine (P² §5): a topology of per-level
// links, the collectives as NCCL runs them (ring; tree for AllReduce), and the time of a lowered
// program for a message size. Plan side, constexpr. docs/collectives.md derives every formula and
// gives its sources.
//
// Topology. Level j of the system has a link per unit (a node's NIC, a GPU's NVLink port) that
// connects the unit to the other units of its parent, with a bandwidth (bytes per second, each
// direction) and a latency. Optionally a level has structure below it (level_domains): its units
// under one parent split into domains (a V100 node's two CPU/PCIe domains), each with a link to the
// host, and its own links may join the units in a ring only (the V100's NVLink ring) instead of a
// switch.
//
// Paths. A transfer from device a to device b leaves a's unit and enters b's at every level from
// the outermost one where they differ (jd) inwards. At level jd it goes over the units' own links
// unless that level's links form a ring: then between neighbours it takes the one link that joins
// them (each pair of neighbours has its own), and between others it goes through the host, over
// the domain links of a (out) and b (in). On a switched level with domains, a
// transfer between domains also crosses both domain links. A link carries each direction at its
// bandwidth; the transfers of one step that use a link direction share it equally.
//
// Collectives on a group of g devices, S bytes per device before the step:
//  - ring, in the group's device order: g transfers (member k to k+1, the last to the first), run
//    half each way round: NCCL's rings take several channels, and where a ring leaves the reverse
//    directions of its links free (a V100 node's 8 GPUs on their NVLink ring), its channels use
//    them too, so such a ring moves at twice a link's bandwidth, while a pair, or a ring across a
//    switch, uses both directions either way (the P² appendix: a V100 pair's ring reaches 27
//    GB/s, the node's ring of 8 54 GB/s). The group's bandwidth B is the smallest share of the
//    link directions they use (a transfer's half counting half), its latency a the largest
//    latency among those links.
//      AllReduce      2(g-1) a + 2 (g-1)/g S/B
//      ReduceScatter  (g-1) a + (g-1)/g S/B          (S: the input, before scattering)
//      AllGather      (g-1) a + max_t (T - s_t)/B   (s_t: device t's part, T their sum)
//      Reduce         (g-1) a + S/B                 (pipelined chain)
//      Broadcast      (g-1) a + S/B
//  - tree (NCCL_ALGO=Tree; NCCL has a tree for AllReduce only, every other collective runs as a
//    ring): a pipelined reduce and broadcast over two trees, each with half of the data: a double
//    binary tree across the units of the outermost level the group spans, and in each unit a chain
//    of its members in device order (a chain of all members when the group lies in one unit of the
//    level above the devices). Every tree or chain edge carries S/2 each way per tree, S for both;
//    a unit of the binary trees carries (S/2) x its degree summed over both trees: S for 2 units,
//    1.5 S for 3, 2 S for 4 or more. The time is the largest traffic of a link direction over its
//    bandwidth (the step's groups' traffic on it summed), at the topology's tree efficiency e
//    (0.9 unless calibrated; NCCL's tuning model derates the tree by 0.92):
//      AllReduce      2 (ceil(log2 n) + m - 1) a + S / (e T)
//    with T the group's tree bandwidth (bytes of S per second: min over its links of bandwidth /
//    traffic in units of S, and of twice a link's limit per tree transfer, since one transfer
//    carries one tree's S/2), n units across, m members of the longest chain, a the largest
//    latency of the links the trees use (NCCL adds each level's own latency; charging every hop
//    the largest, as for rings, keeps a time linear in one link's latency for calibration).
// A step takes as long as its slowest group; a program the sum of its steps. S is the message size
// times the share of chunks a device holds before the step.
//
// Presets: the P² paper's machines (Fig. 9), with the bandwidths its own measurements imply
// (Table 3: NCCL's rings across nodes reach 3.5-3.8 GB/s per NIC, A100 rings inside a node 72-90
// GB/s, the V100 NVLink ring 54 GB/s, 27 per link; docs/collectives.md), not §5's assumed 8, 270 and 135 GB/s,
// which predicted 0.40-0.84 of the measured times.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/core/static_vector.hpp>
#include <pebble/placement/hierarchy.hpp>
#include <pebble/placement/semantics.hpp>
#include <pebble/placement/synthesis.hpp>

namespace pebble::placement {

/// How collectives run (NCCL_ALGO).
enum class collective_algorithm : std::uint8_t { ring, tree };

constexpr std::string_view to_string(collective_algorithm a) {
  return a == collective_algorithm::ring ? "ring" : "tree";
}

/// The share of its links' bandwidth a tree AllReduce reaches unless a topology says otherwise
/// (NCCL's tuning model derates the tree's bus bandwidth by 0.92 against the ring's).
inline constexpr double default_tree_efficiency = 0.9;

/// The link of one level: per unit, to the other units of its parent.
struct level_link {
  double bandwidth = 0;  ///< bytes per second, each direction
  double latency = 0;    ///< seconds per message
  /// The most one transfer (a ring's hop, one tree's edge) gets from the link, bytes per second;
  /// 0: the whole bandwidth. NCCL over TCP sockets: one ring across nodes reaches less of a NIC
  /// than several do together (Table 3's V100 rows: 3.4-3.7 GB/s alone, 4.7 GB/s for 4 or 8).
  double transfer = 0;
  /// The most one transfer of a tree AllReduce (one tree's half of the data over one edge, one
  /// way) gets from the link, bytes per second; 0: as for a ring's (`transfer`). NCCL runs each
  /// tree on its own channels, fewer than a ring gets: across the A100 nodes of the P² paper, one
  /// group's tree over two nodes reaches about 0.6 of its NIC where its ring reaches 0.95
  /// (docs/collectives.md, "Calibration on Appendix A").
  double tree_transfer = 0;
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
/// domains of consecutive units (the V100 node's two CPU/PCIe domains of 4 GPUs), each with a
/// link to the host; and, with `ring`, the level's own links join a parent's units in a ring
/// (unit k to k - 1 and k + 1, the last to the first: the V100's NVLink ring), so that transfers
/// between units that are not neighbours go through the host over the domain links. Without
/// `ring` the level is a switch, and only transfers between domains cross the domain links.
struct level_domains {
  std::int64_t count = 1;    ///< domains per parent unit
  double bandwidth = 0;      ///< bytes per second, each direction, of a domain's link to the host
  double latency = 0;        ///< seconds per message
  bool ring = false;         ///< the level's own links form a ring over a parent's units
  double transfer = 0;       ///< the most one transfer gets from a domain link, bytes per second; 0: all of it
  double tree_transfer = 0;  ///< the same for one transfer of a tree AllReduce; 0: as `transfer`

  /// Whether this describes anything: several domains, or a ring of links.
  constexpr bool any() const { return count > 1 || ring; }
};

/// A machine's interconnect: one link per system level, outermost first, and optionally the
/// domains of each level (empty: none anywhere; else one entry per level).
struct topology {
  std::string_view name = "custom";
  static_vector<level_link, max_levels> levels;
  collective_algorithm algorithm = collective_algorithm::ring;
  static_vector<level_domains, max_levels> domains;
  /// The share of its links' bandwidth a tree AllReduce reaches (calibration fits it).
  double tree_efficiency = default_tree_efficiency;

  /// Whether level j has structure below it.
  constexpr bool has_domains(std::size_t j) const { return j < domains.size() && domains[j].any(); }

  /// Checks the topology describes every level of `h` with bandwidths and latencies in range
  /// (min_link_bandwidth .. max_link_bandwidth, 0 .. max_link_latency; never NaN or infinite).
  constexpr void validate(const hierarchy& h) const {
    check(levels.size() == h.depth(), "pebble::placement: the topology '", name, "' describes ", levels.size(),
          " levels, the system has ", h.depth());
    for (std::size_t j = 0; j < levels.size(); ++j) {
      // written so that NaN fails too
      const bool in_range = levels[j].bandwidth >= min_link_bandwidth && levels[j].bandwidth <= max_link_bandwidth;
      check(in_range, "pebble::placement: the bandwidth of level ", j, " (", h.levels[j].name, ") must be ",
            min_link_bandwidth, " to ", max_link_bandwidth, " bytes per second; got ", levels[j].bandwidth);
      check(levels[j].latency >= 0 && levels[j].latency <= max_link_latency, "pebble::placement: the latency of level ",
            j, " (", h.levels[j].name, ") must be 0 to ", max_link_latency, " seconds; got ", levels[j].latency);
      check_transfer(levels[j].transfer, "transfer", j, h);
      check_transfer(levels[j].tree_transfer, "tree transfer", j, h);
    }
    check(tree_efficiency >= 0.01 && tree_efficiency <= 1, "pebble::placement: the tree efficiency of topology '", name,
          "' must be 0.01 to 1; got ", tree_efficiency);
    check(domains.empty() || domains.size() == levels.size(), "pebble::placement: the topology '", name,
          "' gives domains for ", domains.size(), " levels; it needs none or one entry per level (", levels.size(),
          ")");
    for (std::size_t j = 0; j < domains.size(); ++j) {
      const level_domains& d = domains[j];
      check(d.count >= 1 && d.count <= h.size(j) && h.size(j) % d.count == 0, "pebble::placement: level ", j, " (",
            h.levels[j].name, ") has ", h.size(j), " units per parent; ", d.count,
            " domains do not split them equally");
      if (!d.any()) continue;
      const bool in_range = d.bandwidth >= min_link_bandwidth && d.bandwidth <= max_link_bandwidth;
      check(in_range, "pebble::placement: the domains' bandwidth of level ", j, " (", h.levels[j].name, ") must be ",
            min_link_bandwidth, " to ", max_link_bandwidth, " bytes per second; got ", d.bandwidth);
      check(d.latency >= 0 && d.latency <= max_link_latency, "pebble::placement: the domains' latency of level ", j,
            " (", h.levels[j].name, ") must be 0 to ", max_link_latency, " seconds; got ", d.latency);
      check_transfer(d.transfer, "domains' transfer", j, h);
      check_transfer(d.tree_transfer, "domains' tree transfer", j, h);
    }
  }

 private:
  // a per-transfer limit: 0 (none) or a bandwidth in range; written so that NaN fails too
  static constexpr void check_transfer(double v, std::string_view what, std::size_t j, const hierarchy& h) {
    check(v == 0 || (v >= min_link_bandwidth && v <= max_link_bandwidth), "pebble::placement: the ", what,
          " bandwidth of level ", j, " (", h.levels[j].name, ") must be 0 (none) or ", min_link_bandwidth, " to ",
          max_link_bandwidth, " bytes per second; got ", v);
  }
};

/// Fig. 9a: nodes of 16 A100 GPUs on one NVSwitch, one NIC per node, at the bandwidths Table 3
/// measures (NIC 3.6 GB/s, NVSwitch 88 GB/s per GPU; docs/collectives.md). For a system of two
/// levels: nodes, GPUs.
constexpr topology a100_topology(collective_algorithm algorithm = collective_algorithm::ring) {
  return {"a100", {{3.6 * gigabytes, 20 * microseconds}, {88 * gigabytes, 5 * microseconds}}, algorithm, {}};
}
/// Fig. 9b: nodes of 8 V100 GPUs on an NVLink ring (27 GB/s per link and direction; the ring of
/// the 8 runs both ways round at 54 GB/s, Table 3's E1), one NIC per node (4.7
/// GB/s, 3.5 GB/s for one transfer), and the node's two CPU/PCIe domains of 4 GPUs: transfers
/// between GPUs that are not neighbours on the ring go through the host at 4.4 GB/s per domain
/// (Table 3's E3, axis 1). For a system of two levels: nodes, GPUs.
constexpr topology v100_topology(collective_algorithm algorithm = collective_algorithm::ring) {
  return {"v100",
          {{4.7 * gigabytes, 20 * microseconds, 3.5 * gigabytes}, {27 * gigabytes, 5 * microseconds}},
          algorithm,
          {{1, 0, 0, false}, {2, 4.4 * gigabytes, 10 * microseconds, true}}};
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

/// A link of a topology: level `level`'s own links, or (domain) its domains' links to the host.
struct link_kind {
  std::size_t level = 0;
  bool domain = false;
  friend constexpr bool operator==(const link_kind&, const link_kind&) = default;
};

/// What one group of a step gets from the links it uses: for ring collectives its bandwidth share
/// and latency; for a tree AllReduce its tree bandwidth (bytes of S per second) and latency term;
/// and the kind of link that bounds each.
struct group_link {
  double bandwidth = 0;   ///< ring: the smallest share of the link directions it uses, bytes per second
  double latency = 0;     ///< ring: the largest latency of those links, seconds
  std::size_t level = 0;  ///< ring: the level of the bottleneck link
  bool domain = false;    ///< ring: the bottleneck is a domain link of that level
  // with the tree algorithm only (0 on a ring topology):
  double tree_bandwidth = 0;  ///< tree AllReduce: min over its links of bandwidth / traffic (in S)
  double tree_latency = 0;    ///< tree AllReduce: its latency term, seconds
  link_kind tree_bottleneck;  ///< tree AllReduce: the kind of link that bounds it
  double tree_efficiency = default_tree_efficiency;  ///< tree AllReduce: the share of tree_bandwidth it reaches

  constexpr link_kind bottleneck() const { return {level, domain}; }
  /// The worse of two replicas' links (the smaller bandwidths, the larger latencies).
  constexpr void worsen(const group_link& o) {
    if (o.bandwidth < bandwidth) bandwidth = o.bandwidth, level = o.level, domain = o.domain;
    latency = std::max(latency, o.latency);
    if (o.tree_efficiency * o.tree_bandwidth < tree_efficiency * tree_bandwidth)
      tree_bandwidth = o.tree_bandwidth, tree_efficiency = o.tree_efficiency, tree_bottleneck = o.tree_bottleneck;
    tree_latency = std::max(tree_latency, o.tree_latency);
  }
};

/// The time of a ring collective `op` on a group of `g = sizes.size()` devices with bandwidth `B`
/// and latency `a`; `sizes[t]` the bytes device t (in group order) holds before the step.
constexpr double ring_time(collective op, std::span<const double> sizes, double B, double a) {
  const auto g = static_cast<double>(sizes.size());
  if (sizes.size() < 2) return 0;
  const double S = sizes[0];
  switch (op) {
    case collective::all_reduce: return 2 * (g - 1) * a + 2 * (g - 1) / g * S / B;
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

/// The time of collective `op` on a group with links `l` (group_links); `sizes[t]` the bytes
/// device t (in group order) holds before the step. With the tree algorithm only AllReduce runs
/// as a tree; the other collectives run as rings, as in NCCL.
constexpr double collective_time(collective op, collective_algorithm algorithm, std::span<const double> sizes,
                                 const group_link& l) {
  if (sizes.size() < 2) return 0;
  if (algorithm == collective_algorithm::tree && op == collective::all_reduce)
    return l.tree_latency + sizes[0] / (l.tree_efficiency * l.tree_bandwidth);
  return ring_time(op, sizes, l.bandwidth, l.latency);
}

namespace detail {

// The links of a topology over a system, numbered: level j's links first (one per unit of level
// j, in unit order), then each level's domain links (one per domain of each parent), then the
// edges of each level whose links form a ring (one per unit: unit k to k + 1 of its parent, the
// last to the first; one edge for a parent of two units).
struct link_table {
  std::size_t depth = 0;
  std::array<std::int64_t, max_levels> unit{};    // devices per unit of level j
  std::array<std::size_t, max_levels> first{};    // level j's first link
  std::array<std::size_t, max_levels> domains{};  // level j's first domain link (with domains)
  std::array<std::size_t, max_levels> edges{};    // level j's first ring edge (with a ring of links)
  std::size_t size = 0;

  constexpr link_table(const topology& t, const hierarchy& h) : depth(h.depth()) {
    std::int64_t below = 1;
    for (std::size_t j = depth; j-- > 0;) {
      unit[j] = below;
      below *= h.size(j);
    }
    for (std::size_t j = 0; j < depth; ++j) {
      first[j] = size;
      size += static_cast<std::size_t>(h.devices() / unit[j]);
    }
    for (std::size_t j = 0; j < depth; ++j) {
      domains[j] = size;
      if (t.has_domains(j)) size += static_cast<std::size_t>(h.devices() / unit[j] / h.size(j) * t.domains[j].count);
    }
    for (std::size_t j = 0; j < depth; ++j) {
      edges[j] = size;
      if (t.has_domains(j) && t.domains[j].ring) size += static_cast<std::size_t>(h.devices() / unit[j]);
    }
  }
};

// The link directions a transfer from device a to device b (a != b) uses: visit(link, kind, out)
// with out = true for the sending side. See "Paths" at the top of this file.
template <class Visit>
constexpr void transfer_links(const topology& t, const hierarchy& h, const link_table& links, std::int64_t a,
                              std::int64_t b, Visit&& visit) {
  std::size_t jd = 0;
  while (a / links.unit[jd] == b / links.unit[jd]) ++jd;
  const std::int64_t ua = a / links.unit[jd], ub = b / links.unit[jd], size = h.size(jd);
  std::size_t ports = jd;  // the first level whose units' own links the transfer uses
  if (t.has_domains(jd)) {
    const level_domains& d = t.domains[jd];
    const std::int64_t per = size / d.count;
    const auto domain_link = [&](std::int64_t u) {
      return links.domains[jd] + static_cast<std::size_t>((u / size) * d.count + (u % size) / per);
    };
    const std::int64_t gap = ua % size > ub % size ? ua % size - ub % size : ub % size - ua % size;
    const bool through_host = d.ring && gap != 1 && gap != size - 1;  // not neighbours on the ring
    if (through_host || (!d.ring && domain_link(ua) != domain_link(ub))) {
      visit(domain_link(ua), link_kind{jd, true}, true);
      visit(domain_link(ub), link_kind{jd, true}, false);
    }
    if (through_host) return;
    if (d.ring) {  // neighbours: the edge between them, one way (out: from unit k to k + 1)
      const std::int64_t pa = ua % size, pb = ub % size, parent = ua - pa;
      const bool forward = size == 2 ? pa == 0 : pb == (pa + 1) % size;
      const std::int64_t edge = parent + (size == 2 ? 0 : forward ? pa : pb);
      visit(links.edges[jd] + static_cast<std::size_t>(edge), link_kind{jd, false}, forward);
      ++ports;  // the edge stands for level jd's own links
    }
  }
  for (std::size_t j = ports; j < links.depth; ++j) {
    visit(links.first[j] + static_cast<std::size_t>(a / links.unit[j]), link_kind{j, false}, true);
    visit(links.first[j] + static_cast<std::size_t>(b / links.unit[j]), link_kind{j, false}, false);
  }
}

// Amounts added per key (a link direction, below `keys`), then summed: add() while counting,
// total() once, then operator[]. A table of every key where there are at most dense_keys of them;
// else only the keys used, found by binary search (a system may have 2^40 devices, a step a few
// groups).
struct direction_loads {
  static constexpr std::size_t dense_keys = std::size_t{1} << 16;
  std::vector<double> dense;
  std::vector<std::pair<std::size_t, double>> entries;

  constexpr explicit direction_loads(std::size_t keys) {
    if (keys <= dense_keys) dense.assign(keys, 0);
  }
  constexpr void add(std::size_t key, double amount) {
    if (!dense.empty()) dense[key] += amount;
    else entries.emplace_back(key, amount);
  }
  constexpr void total() {
    std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::size_t kept = 0;
    for (std::size_t k = 0; k < entries.size(); ++k) {
      if (kept > 0 && entries[kept - 1].first == entries[k].first) entries[kept - 1].second += entries[k].second;
      else entries[kept++] = entries[k];
    }
    entries.resize(kept, {});
  }
  constexpr double operator[](std::size_t key) const {
    if (!dense.empty()) return dense[key];
    const auto it =
        std::lower_bound(entries.begin(), entries.end(), key,
                         [](const std::pair<std::size_t, double>& e, std::size_t k) { return e.first < k; });
    return it != entries.end() && it->first == key ? it->second : 0;
  }
};

// A link kind's bandwidth and latency on t.
constexpr level_link link_of(const topology& t, link_kind k) {
  if (!k.domain) return t.levels[k.level];
  const level_domains& d = t.domains[k.level];
  return {d.bandwidth, d.latency, d.transfer, d.tree_transfer};
}

// The link directions of the ring of group g, both ways round (member k to k + 1 and k + 1 to
// k, the last and the first neighbours): visit(link, kind, out). Each way carries half of it.
template <class Visit>
constexpr void ring_transfers(const topology& t, const hierarchy& h, const link_table& links,
                              std::span<const std::int64_t> g, Visit&& visit) {
  for (std::size_t k = 0; k < g.size(); ++k) {
    transfer_links(t, h, links, g[k], g[(k + 1) % g.size()], visit);
    transfer_links(t, h, links, g[(k + 1) % g.size()], g[k], visit);
  }
}

// The link directions of the transfers a -> b and b -> a (a tree's edge carries both ways).
template <class Visit>
constexpr void both_ways(const topology& t, const hierarchy& h, const link_table& links, std::int64_t a, std::int64_t b,
                         Visit&& visit) {
  transfer_links(t, h, links, a, b, visit);
  transfer_links(t, h, links, b, a, visit);
}

// A group's tree (tree_of): the outermost level it spans, its units there and its longest chain.
struct tree_shape {
  std::size_t level = 0;  // j0
  std::int64_t units = 1, longest_chain = 1;
};

// The tree of a group: the outermost level j0 it spans; if that is not the devices' own level,
// a double binary tree across its units there (traffic per unit: S/2 x the summed degree) and a
// chain inside each unit; else one chain. visit_unit(link, kind, traffic), visit_edge(a, b).
template <class VisitUnit, class VisitEdge>
constexpr tree_shape tree_of(const hierarchy& h, const link_table& links, std::span<const std::int64_t> g,
                             VisitUnit&& visit_unit, VisitEdge&& visit_edge) {
  const std::size_t depth = h.depth();
  tree_shape s;
  s.level = depth - 1;
  for (std::size_t k = 1; k < g.size(); ++k) {
    std::size_t jd = 0;
    while (g[k - 1] / links.unit[jd] == g[k] / links.unit[jd]) ++jd;
    s.level = std::min(s.level, jd);
  }
  const bool across = s.level + 1 < depth;
  const std::int64_t unit = across ? links.unit[s.level] : h.devices();
  std::int64_t chain = 1;
  for (std::size_t k = 1; k < g.size(); ++k) {
    if (g[k - 1] / unit == g[k] / unit) {
      visit_edge(g[k - 1], g[k]);
      s.longest_chain = std::max(s.longest_chain, ++chain);
    } else {
      ++s.units;
      chain = 1;
    }
  }
  if (across) {
    const double traffic = s.units == 2 ? 1 : s.units == 3 ? 1.5 : 2;
    std::int64_t last = -1;
    for (std::int64_t d : g)
      if (d / unit != last)
        visit_unit(links.first[s.level] + static_cast<std::size_t>(last = d / unit), link_kind{s.level, false},
                   traffic);
  }
  return s;
}

// the link directions of every group's ring and tree, counted in the first pass and kept for
// the second: group g's are uses[first_use[g], first_use[g + 1]), its tree's likewise
struct step_link_uses {
  struct use {
    std::size_t direction;  // link, or n + link for the receiving side
    link_kind kind;
  };
  std::vector<use> uses, tree_uses;
  std::vector<std::size_t> first_use, first_tree_use;
  std::vector<tree_shape> shapes;  // with the tree algorithm: each group's tree
};

// The first pass: the link directions of every group's ring (and, with the tree algorithm, its
// tree) into u, each counted on its direction in `ring` (transfers) or `trees` (traffic in S).
constexpr void count_link_uses(const topology& t, const hierarchy& h, const link_table& links,
                               const device_groups& groups, step_link_uses& u, direction_loads& ring,
                               direction_loads& trees) {
  const std::size_t n = links.size;
  const bool tree = t.algorithm == collective_algorithm::tree;
  u.first_use.assign(groups.size() + 1, 0);
  u.first_tree_use.assign(groups.size() + 1, 0);
  u.shapes.resize(tree ? groups.size() : 0);
  u.uses.reserve(4 * (h.depth() + 1) * groups.members());
  for (std::size_t g = 0; g < groups.size(); ++g) {
    u.first_use[g] = u.uses.size();
    u.first_tree_use[g] = u.tree_uses.size();
    if (groups[g].size() < 2) continue;
    ring_transfers(t, h, links, groups[g], [&](std::size_t l, link_kind kind, bool out) {
      u.uses.push_back({out ? l : n + l, kind});
      ring.add(u.uses.back().direction, 0.5);
    });
    if (tree)
      u.shapes[g] = tree_of(
          h, links, groups[g],
          [&](std::size_t l, link_kind kind, double traffic) {
            u.tree_uses.push_back({l, kind});
            trees.add(l, traffic), trees.add(n + l, traffic);
          },
          [&](std::int64_t a, std::int64_t b) {
            both_ways(t, h, links, a, b, [&](std::size_t l, link_kind kind, bool out) {
              u.tree_uses.push_back({out ? l : n + l, kind});
              trees.add(u.tree_uses.back().direction, 1);
            });
          });
  }
  u.first_use[groups.size()] = u.uses.size();
  u.first_tree_use[groups.size()] = u.tree_uses.size();
}

// the slowest of uses[from, to): the smallest rate (bandwidth over the load there, at most
// `per_transfer` times the link's transfer limit: a tree's where it has one), its link, and the
// largest latency
struct slowest_use {
  double rate = 0, latency = 0;
  link_kind kind;
};
constexpr slowest_use slowest(const topology& t, const std::vector<step_link_uses::use>& u, std::size_t from,
                              std::size_t to, const direction_loads& loads, double per_transfer, bool tree) {
  slowest_use s;
  for (std::size_t k = from; k < to; ++k) {
    const level_link link = link_of(t, u[k].kind);
    double rate = link.bandwidth / loads[u[k].direction];
    const double limit = tree && link.tree_transfer > 0 ? link.tree_transfer : link.transfer;
    if (limit > 0) rate = std::min(rate, per_transfer * limit);
    if (k == from || rate < s.rate) s.rate = rate, s.kind = u[k].kind;
    s.latency = std::max(s.latency, link.latency);
  }
  return s;
}

// The second pass, for group g (two or more devices): its ring's bandwidth share and latency and,
// with the tree algorithm, its tree's bandwidth and latency term, from the loads of the first.
constexpr void measure_group(const topology& t, const step_link_uses& u, std::size_t g, const direction_loads& ring,
                             const direction_loads& trees, group_link& l) {
  const slowest_use r = slowest(t, u.uses, u.first_use[g], u.first_use[g + 1], ring, 1, false);
  l.bandwidth = r.rate, l.latency = r.latency, l.level = r.kind.level, l.domain = r.kind.domain;
  if (t.algorithm != collective_algorithm::tree) return;
  // a tree's transfer carries one tree's S/2: its limit is twice the transfer bandwidth in S per second
  const slowest_use e = slowest(t, u.tree_uses, u.first_tree_use[g], u.first_tree_use[g + 1], trees, 2, true);
  // a tree that branches (3 or more units across) runs below its links' rate; a chain does not
  // (the P² appendix: pairs across 2 nodes, and chains inside one, as fast by tree as by ring)
  l.tree_bandwidth = e.rate, l.tree_bottleneck = e.kind;
  l.tree_efficiency = u.shapes[g].units >= 3 ? t.tree_efficiency : 1;
  // hops from a leaf to the root: ceil(log2 n) across the units, m - 1 along the longest chain
  const auto hops = static_cast<double>(std::bit_width(static_cast<std::uint64_t>(u.shapes[g].units - 1))) +
                    static_cast<double>(u.shapes[g].longest_chain - 1);
  l.tree_latency = 2 * hops * e.latency;
}

}  // namespace detail

/// The link of every group of `groups` (one step over system devices) on topology `t` of `h`:
/// the transfers of every group's ring and of its tree counted on each link direction, and each
/// group's bandwidth and latency from the link directions it uses (see the top of this file).
constexpr std::vector<group_link> group_links(const topology& t, const hierarchy& h, const device_groups& groups) {
  t.validate(h);
  const detail::link_table links(t, h);
  const std::size_t n = links.size;
  const bool tree = t.algorithm == collective_algorithm::tree;  // the tree figures only where a tree runs
  // ring: transfers on each link direction used (link, or n + link for the receiving side); tree:
  // traffic in units of S (direction_loads: a table over every direction only for small systems).
  detail::direction_loads ring(2 * n), trees(tree ? 2 * n : 0);
  detail::step_link_uses uses;
  detail::count_link_uses(t, h, links, groups, uses, ring, trees);
  ring.total();
  trees.total();
  std::vector<group_link> out(groups.size());
  for (std::size_t g = 0; g < groups.size(); ++g) {
    if (groups[g].size() < 2) continue;
    detail::measure_group(t, uses, g, ring, trees, out[g]);
  }
  return out;
}

/// The prediction of one step: its time and its slowest group's figures.
struct step_prediction {
  double seconds = 0;
  double bytes = 0;  ///< bytes the first device of the slowest group holds before the step
  double bandwidth =
      0;  ///< the slowest group's bandwidth share, bytes per second (a tree AllReduce's: S / its bandwidth term)
  std::size_t level = 0;  ///< the level of the slowest group's bottleneck link
  bool domain = false;    ///< that link is one of the level's domain (host) links
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
  const bool tree = algorithm == collective_algorithm::tree && op == collective::all_reduce;
  for (std::size_t g = 0; g < groups.size(); ++g) {
    sizes.clear();
    for (std::int64_t d : groups[g]) sizes.push_back(bytes_of(d));
    const double time = collective_time(op, algorithm, sizes, links[g]);
    if (g == 0 || time > out.seconds)
      out = {time, sizes[0], tree ? links[g].tree_efficiency * links[g].tree_bandwidth : links[g].bandwidth,
             tree ? links[g].tree_bottleneck.level : links[g].level,
             tree ? links[g].tree_bottleneck.domain : links[g].domain};
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
    out.steps.push_back(
        detail::step_time(p.steps[s].instruction.op, t.algorithm, p.steps[s].groups, links, [&](std::int64_t d) {
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
        if (seen[k]) worst[k].worsen(lowered_links[l]);
        else worst[k] = lowered_links[l];
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
  static constexpr double transient_bytes(const hierarchy& h) { return 96 * static_cast<double>(h.devices()) + 4096; }

  /// The predicted time of program k when every device starts with `bytes` bytes.
  constexpr program_prediction operator()(std::size_t k, double bytes) const {
    detail::check_message_size(bytes);
    const synthesized_program& p = s_->programs[k];
    program_prediction out;
    const double chunk = bytes / static_cast<double>(s_->states[0].chunks());
    for (std::size_t i = 0; i < p.size(); ++i) {
      const auto g = static_cast<std::size_t>(p.groupings[i]);
      const std::vector<std::int64_t>& held = held_[static_cast<std::size_t>(p.states[i])];
      out.steps.push_back(detail::step_time(
          p.instructions[i].op, t_.algorithm, s_->groupings[g].groups, links_[g],
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
