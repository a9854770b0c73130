// The device groups a reduction instruction's slice and form derive (P² §3.3, Table 2).
// Plan side, constexpr.
//
// Devices are numbered as in hierarchy.hpp: mixed radix over the levels, with the first level
// most significant. The slice is a level e, and it cuts the devices into slice groups: the
// devices that share their coordinates at levels 0..e. The form then says which devices reduce
// together:
//  - InsideGroup: each slice group.
//  - Parallel(e'), with e' an ancestor of e (e' < e): for each position inside the slice groups,
//    the devices at that position in the slice groups of one level-e' unit. These are the devices
//    that share the coordinates at levels 0..e' and after e.
//  - Master(e'): as Parallel(e'), but only at the first position: the slice groups' first
//    devices.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/placement/hierarchy.hpp>

namespace pebble::placement {

/// How the devices of a slice reduce (§3.3): inside each group, across groups in parallel, or
/// across the groups' first devices only. `level` is the ancestor level e' for parallel and
/// master.
struct form {
  enum kind_t { inside_group, parallel, master };
  kind_t kind = inside_group;
  std::size_t level = 0;

  static constexpr form inside() { return {inside_group, 0}; }
  static constexpr form parallel_in(std::size_t e) { return {parallel, e}; }
  static constexpr form master_in(std::size_t e) { return {master, e}; }
  friend constexpr bool operator==(const form&, const form&) = default;
};

/// The device groups of (slice, f) over the hierarchy h, each in increasing device order, the
/// groups ordered by their first device.
constexpr std::vector<std::vector<std::int64_t>> groups(const hierarchy& h, std::size_t slice, form f) {
  h.validate();
  check(slice < h.depth(), "pebble::placement: the slice level ", slice, " is not in the hierarchy's ", h.depth(),
        " levels");
  check(f.kind == form::inside_group || f.level < slice,
        "pebble::placement: the level of a Parallel or Master form must be an ancestor of the slice; form level ",
        f.level, ", slice level ", slice);
  // strides: a device is sum of coordinate(j) * stride(j)
  std::int64_t stride[max_levels] = {};
  std::int64_t s = 1;
  for (std::size_t j = h.depth(); j-- > 0;) {
    stride[j] = s;
    s *= h.size(j);
  }
  const std::int64_t devices = h.devices();
  const std::int64_t inner = stride[slice];  // devices in one slice group
  std::vector<std::vector<std::int64_t>> out;
  if (f.kind == form::inside_group) {
    for (std::int64_t first = 0; first < devices; first += inner) {
      std::vector<std::int64_t> g;
      for (std::int64_t d = first; d < first + inner; ++d) g.push_back(d);
      out.push_back(g);
    }
    return out;
  }
  // Parallel / Master: a unit of level e' holds stride[e'] devices, i.e. stride[e'] / inner slice
  // groups; a group takes the device at one position (< inner) of each of them
  const std::int64_t unit = stride[f.level];
  for (std::int64_t base = 0; base < devices; base += unit)
    for (std::int64_t position = 0; position < (f.kind == form::master ? 1 : inner); ++position) {
      std::vector<std::int64_t> g;
      for (std::int64_t group = base; group < base + unit; group += inner) g.push_back(group + position);
      out.push_back(g);
    }
  return out;
}

}  // namespace pebble::placement
