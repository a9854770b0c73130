// Synthesis hierarchies (P² §2.5, Table 1, §3.4) and the lowering of their devices to the system's.
// Plan side, constexpr.
//
// A synthesis hierarchy is the hierarchy that reduction instructions (slice, form) are written
// against. Each of its levels is one or more factors x(i, j) of the parallelism matrix (axis i at
// system level j) merged into one level; a root of size 1 is level 0. The five kinds of the paper,
// for a matrix with rows = axes and columns = system levels:
//  (a) system:          level j merges every factor of column j: the system hierarchy itself;
//  (b) column_based:    every factor a level, column by column (x(0,0), x(1,0), ..., x(0,1), ...);
//  (c) row_based:       every factor a level, row by row (x(0,0), x(0,1), ..., x(1,0), ...);
//  (d) reduction_axes:  the factors of the reduction axes only, row by row;
//      collapsed:       (d) with the reduction factors of one system level merged (Table 1's
//                       [1 2 3 7 8 9] -> [7 16 27]); pebble's default.
// (a)-(c) cover every device. (d) and collapsed cover one reduction group, the devices that share
// their coordinates on every other axis; a program is lowered to the system by repeating its
// groups in every reduction group (Fig. 6).
//
// Devices of a synthesis hierarchy are numbered in mixed radix over its levels (root first), each
// level's coordinate in mixed radix over its factors' digits. In hierarchy.hpp's numbering a
// device is a sum of digit(i, j) * weight(i, j) over the factors, so a synthesis device maps to
// base(v) + offset(replica), where the replica fixes the digits of the factors left out.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/core/static_vector.hpp>
#include <pebble/placement/hierarchy.hpp>

namespace pebble::placement {

/// The axes a reduction runs over (e.g. {1}, or {0, 2}), increasing.
using reduction_axes = static_vector<std::size_t, max_axes>;

/// Checks that `r` names distinct axes of `p` in increasing order.
constexpr void validate(const reduction_axes& r, const axes& p) {
  check(!r.empty(), "pebble::placement: no reduction axis given");
  for (std::size_t k = 0; k < r.size(); ++k) {
    check(r[k] < p.size(), "pebble::placement: reduction axis ", r[k], " is not one of the ", p.size(),
          " parallelism axes (0..", p.size() - 1, ")");
    if (k > 0)
      check(r[k - 1] < r[k], "pebble::placement: the reduction axes must be distinct and increasing; got ", r[k - 1],
            " before ", r[k]);
  }
}

constexpr bool is_reduced(const reduction_axes& r, std::size_t axis) {
  for (std::size_t a : r)
    if (a == axis) return true;
  return false;
}

enum class synthesis_kind : std::uint8_t { system, column_based, row_based, reduction_axes, collapsed };

constexpr std::string_view to_string(synthesis_kind k) {
  switch (k) {
    case synthesis_kind::system: return "system";
    case synthesis_kind::column_based: return "column-based";
    case synthesis_kind::row_based: return "row-based";
    case synthesis_kind::reduction_axes: return "reduction-axes";
    case synthesis_kind::collapsed: return "collapsed";
  }
  return "?";
}

/// A factor of the parallelism matrix: axis `axis` at system level `level`.
struct factor_cell {
  std::size_t axis = 0, level = 0;
  friend constexpr bool operator==(const factor_cell&, const factor_cell&) = default;
};

/// A level of a synthesis hierarchy: its factors (digits, most significant first) and their
/// product.
struct synthesis_level {
  std::int64_t size = 1;
  static_vector<factor_cell, max_axes> cells;
};

/// A synthesis hierarchy; levels[0] is the root (size 1, no factors).
struct synthesis_hierarchy {
  synthesis_kind kind = synthesis_kind::collapsed;
  static_vector<synthesis_level, 1 + max_axes * max_levels> levels;

  constexpr std::size_t depth() const { return levels.size(); }
  /// The devices it spans: the product of its levels.
  constexpr std::int64_t devices() const {
    std::int64_t n = 1;
    for (const synthesis_level& l : levels) n *= l.size;
    return n;
  }
  /// Whether it spans one reduction group (and is repeated over the others) or the whole system.
  constexpr bool per_reduction_group() const {
    return kind == synthesis_kind::reduction_axes || kind == synthesis_kind::collapsed;
  }
  /// The level cardinalities, root first.
  constexpr std::vector<std::int64_t> sizes() const {
    std::vector<std::int64_t> s;
    for (const synthesis_level& l : levels) s.push_back(l.size);
    return s;
  }
};

/// The synthesis hierarchy of `kind` for matrix `m` and reduction axes `r` (Table 1).
constexpr synthesis_hierarchy make_synthesis_hierarchy(const parallelism_matrix& m, const reduction_axes& r,
                                                       synthesis_kind kind) {
  synthesis_hierarchy sh;
  sh.kind = kind;
  sh.levels.push_back({});  // root
  auto add = [&](std::initializer_list<factor_cell> cells) {
    synthesis_level l;
    for (const factor_cell& c : cells) {
      l.cells.push_back(c);
      l.size *= m(c.axis, c.level);
    }
    sh.levels.push_back(l);
  };
  switch (kind) {
    case synthesis_kind::system:
      for (std::size_t j = 0; j < m.cols; ++j) {
        synthesis_level l;
        for (std::size_t i = 0; i < m.rows; ++i) l.cells.push_back({i, j}), l.size *= m(i, j);
        sh.levels.push_back(l);
      }
      break;
    case synthesis_kind::column_based:
      for (std::size_t j = 0; j < m.cols; ++j)
        for (std::size_t i = 0; i < m.rows; ++i) add({{i, j}});
      break;
    case synthesis_kind::row_based:
      for (std::size_t i = 0; i < m.rows; ++i)
        for (std::size_t j = 0; j < m.cols; ++j) add({{i, j}});
      break;
    case synthesis_kind::reduction_axes:
      for (std::size_t i : r)
        for (std::size_t j = 0; j < m.cols; ++j) add({{i, j}});
      break;
    case synthesis_kind::collapsed:
      for (std::size_t j = 0; j < m.cols; ++j) {
        synthesis_level l;
        for (std::size_t i : r) l.cells.push_back({i, j}), l.size *= m(i, j);
        sh.levels.push_back(l);
      }
      break;
  }
  return sh;
}

/// A readable name of synthesis level e: "root", the system level's name ("server"), or
/// "server.a1" for one factor of a level (axis 1 at the server level).
inline std::string level_name(const hierarchy& h, const synthesis_hierarchy& sh, std::size_t e) {
  if (e == 0) return "root";
  const synthesis_level& l = sh.levels[e];
  std::string name(h.levels[l.cells[0].level].name);
  if (sh.kind == synthesis_kind::column_based || sh.kind == synthesis_kind::row_based ||
      sh.kind == synthesis_kind::reduction_axes)
    name += ".a" + std::to_string(l.cells[0].axis);
  return name;
}

/// Where the devices of a synthesis hierarchy are in the system. The synthesis devices are
/// renumbered in the order of their system devices ("engine" numbering: the order that decides
/// roots and ReduceScatter's shares, as in the system).
struct lowering {
  std::vector<std::int64_t> members;          ///< engine device e -> system device (replica 0), increasing
  std::vector<std::int64_t> engine_of;        ///< synthesis device v -> engine device
  std::vector<std::int64_t> replicas;         ///< offsets of the replicas, increasing (0 first)
  std::vector<std::int64_t> engine_device;    ///< system device -> its engine device
  std::vector<std::int64_t> replica_of;       ///< system device -> index of its replica
  std::vector<std::int64_t> reduction_group;  ///< engine device -> its reduction group among the engine devices
};

namespace detail {
// weight(i, j) of factor (i, j) in the system numbering
constexpr std::int64_t factor_weight(const parallelism_matrix& m, const hierarchy& h, factor_cell c) {
  std::int64_t w = 1;
  for (std::size_t j = c.level + 1; j < h.depth(); ++j) w *= h.size(j);
  for (std::size_t i = c.axis + 1; i < m.rows; ++i) w *= m(i, c.level);
  return w;
}
}  // namespace detail

/// The lowering of synthesis hierarchy `sh` of matrix `m` on system `h` with reduction axes `r`.
constexpr lowering make_lowering(const parallelism_matrix& m, const hierarchy& h, const reduction_axes& r,
                                 const synthesis_hierarchy& sh) {
  lowering out;
  const std::int64_t n = sh.devices(), devices = h.devices();
  // base(v): digits from the last factor (least significant) up
  std::vector<std::int64_t> base(static_cast<std::size_t>(n), 0);
  std::vector<char> included(m.rows * m.cols, 0);
  for (const synthesis_level& l : sh.levels)
    for (const factor_cell& c : l.cells) included[c.axis * m.cols + c.level] = 1;
  for (std::int64_t v = 0; v < n; ++v) {
    std::int64_t rest = v, device = 0;
    for (std::size_t e = sh.depth(); e-- > 0;)
      for (std::size_t q = sh.levels[e].cells.size(); q-- > 0;) {
        const factor_cell c = sh.levels[e].cells[q];
        const std::int64_t radix = m(c.axis, c.level);
        device += (rest % radix) * detail::factor_weight(m, h, c);
        rest /= radix;
      }
    base[static_cast<std::size_t>(v)] = device;
  }
  out.members = base;
  std::sort(out.members.begin(), out.members.end());
  out.engine_of.assign(static_cast<std::size_t>(n), 0);
  for (std::int64_t v = 0; v < n; ++v)
    out.engine_of[static_cast<std::size_t>(v)] =
        std::lower_bound(out.members.begin(), out.members.end(), base[static_cast<std::size_t>(v)]) -
        out.members.begin();
  // replicas: every assignment of the digits of the factors left out
  out.replicas = {0};
  for (std::size_t i = 0; i < m.rows; ++i)
    for (std::size_t j = 0; j < m.cols; ++j) {
      if (included[i * m.cols + j] || m(i, j) == 1) continue;
      const std::int64_t w = detail::factor_weight(m, h, {i, j});
      std::vector<std::int64_t> next;
      for (std::int64_t o : out.replicas)
        for (std::int64_t digit = 0; digit < m(i, j); ++digit) next.push_back(o + digit * w);
      out.replicas = next;
    }
  std::sort(out.replicas.begin(), out.replicas.end());
  const bool covers = static_cast<std::int64_t>(out.replicas.size()) * n == devices;
  check(covers, "pebble::placement: the synthesis hierarchy and its replicas do not cover the system's devices");
  out.engine_device.assign(static_cast<std::size_t>(devices), -1);
  out.replica_of.assign(static_cast<std::size_t>(devices), -1);
  for (std::size_t q = 0; q < out.replicas.size(); ++q)
    for (std::int64_t e = 0; e < n; ++e) {
      const std::int64_t d = out.members[static_cast<std::size_t>(e)] + out.replicas[q];
      out.engine_device[static_cast<std::size_t>(d)] = e;
      out.replica_of[static_cast<std::size_t>(d)] = static_cast<std::int64_t>(q);
    }
  // reduction groups among the engine devices: equal coordinates on the other axes
  out.reduction_group.assign(static_cast<std::size_t>(n), 0);
  for (std::int64_t e = 0; e < n; ++e) {
    const device_coordinates c = coordinates(m, h, out.members[static_cast<std::size_t>(e)]);
    std::int64_t key = 0;
    for (std::size_t i = 0; i < m.rows; ++i)
      if (!is_reduced(r, i)) key = key * row_product(m, i) + c.axis[i];
    out.reduction_group[static_cast<std::size_t>(e)] = key;
  }
  return out;
}

}  // namespace pebble::placement
