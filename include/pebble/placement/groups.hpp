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
//    devices, one group per level-e' unit.
// Every such group is an arithmetic progression of device numbers (first, first + stride, ...),
// which is how for_each_group reports them; groups() lists them as vectors.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
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

/// One device group of a slice and form: `count` devices first, first + stride, ...
struct device_progression {
  std::int64_t first = 0, count = 0, stride = 1;
  constexpr std::int64_t operator[](std::int64_t i) const { return first + i * stride; }
};

/// Calls f(device_progression) for every group of (slice, f) over levels of the cardinalities
/// `sizes` (outermost first), the groups in increasing order of their first device.
template <class F>
constexpr void for_each_group(std::span<const std::int64_t> sizes, std::size_t slice, form f, F&& visit) {
  check(slice < sizes.size(), "pebble::placement: the slice level ", slice, " is not in the hierarchy's ", sizes.size(),
        " levels");
  check(f.kind == form::inside_group || f.level < slice, "pebble::placement: the level of a Parallel or Master form ",
        "must be an ancestor of the slice; form level ", f.level, ", slice level ", slice);
  // a device is the sum of coordinate(j) * stride(j); inner = devices in one slice group
  std::int64_t devices = 1, inner = 1, unit = 1;
  for (std::size_t j = sizes.size(); j-- > 0;) {
    if (j == slice) inner = devices;
    if (f.kind != form::inside_group && j == f.level) unit = devices;
    devices *= sizes[j];
  }
  if (f.kind == form::inside_group) {
    for (std::int64_t first = 0; first < devices; first += inner) visit(device_progression{first, inner, 1});
    return;
  }
  // Parallel / Master: a unit of level e' holds `unit` devices, i.e. unit / inner slice groups; a
  // group takes the device at one position (< inner) of each of them
  const std::int64_t positions = f.kind == form::master ? 1 : inner;
  for (std::int64_t base = 0; base < devices; base += unit)
    for (std::int64_t position = 0; position < positions; ++position)
      visit(device_progression{base + position, unit / inner, inner});
}

/// The device groups of (slice, f) over the hierarchy h, each in increasing device order, the
/// groups ordered by their first device.
constexpr std::vector<std::vector<std::int64_t>> groups(const hierarchy& h, std::size_t slice, form f) {
  h.validate();
  std::array<std::int64_t, max_levels> sizes{};
  for (std::size_t j = 0; j < h.depth(); ++j) sizes[j] = h.size(j);
  std::vector<std::vector<std::int64_t>> out;
  for_each_group(std::span<const std::int64_t>(sizes.data(), h.depth()), slice, f, [&](device_progression g) {
    std::vector<std::int64_t> members;
    for (std::int64_t i = 0; i < g.count; ++i) members.push_back(g[i]);
    out.push_back(members);
  });
  return out;
}

}  // namespace pebble::placement
