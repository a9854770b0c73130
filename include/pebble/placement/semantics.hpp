// The semantics of collective operations (P² §3.2, Fig. 8): device states as boolean chunk x
// device matrices, and the Hoare triples {G1} C {G2} of AllReduce, ReduceScatter, AllGather,
// Reduce and Broadcast with every validity condition. Plan side, constexpr.
//
// The data of every device is cut into k chunks. A device's state is a k x n boolean matrix over
// the n devices: s[r][j] = 1 when device j's original chunk r has been summed into this device's
// chunk r. A non-empty row is a chunk the device holds. Initially device d holds every chunk of
// its own data (column d set in every row). The rules, for one group of devices (the first
// device is the root of Reduce and Broadcast):
//  - AllReduce, ReduceScatter, Reduce: every device holds the same chunks (at least one), and in
//    every chunk the devices' contributors are disjoint (nothing is summed twice). AllReduce
//    gives every device the sum. ReduceScatter needs the held chunks to divide evenly among the
//    devices: device t keeps the t-th consecutive share of the sum. Reduce gives the root the sum
//    and clears the others.
//  - AllGather: every device holds data (a device with nothing to contribute makes it a
//    Broadcast) and no chunk is held by two devices; every device gets the union.
//  - Broadcast: the root is at least as informative as every other device (each of their rows is
//    a subset of the root's) and more informative than one of them (information increase); every
//    device gets the root's state.
// A step applies a collective to disjoint groups at once; devices outside the groups keep their
// state. The first violated condition is reported as a step_verdict that names the group, the
// devices and the chunk.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <pebble/core/error.hpp>

namespace pebble::placement {

/// The collectives of §3.2.
enum class collective : std::uint8_t { all_reduce, reduce_scatter, all_gather, reduce, broadcast };
inline constexpr std::size_t collective_count = 5;
inline constexpr collective all_collectives[collective_count] = {collective::all_reduce, collective::reduce_scatter,
                                                                 collective::all_gather, collective::reduce,
                                                                 collective::broadcast};

/// The paper's name of a collective ("AllReduce", ...).
constexpr std::string_view to_string(collective c) {
  switch (c) {
    case collective::all_reduce: return "AllReduce";
    case collective::reduce_scatter: return "ReduceScatter";
    case collective::all_gather: return "AllGather";
    case collective::reduce: return "Reduce";
    case collective::broadcast: return "Broadcast";
  }
  return "?";
}

/// A set of collectives (a bit per collective).
class collective_set {
 public:
  constexpr collective_set() = default;
  constexpr collective_set(std::initializer_list<collective> cs) {
    for (collective c : cs) insert(c);
  }
  static constexpr collective_set all() {
    collective_set s;
    for (collective c : all_collectives) s.insert(c);
    return s;
  }
  constexpr void insert(collective c) { bits_ |= bit(c); }
  constexpr bool contains(collective c) const { return (bits_ & bit(c)) != 0; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr collective_set operator|(collective_set o) const { return from_bits(bits_ | o.bits_); }
  friend constexpr bool operator==(const collective_set&, const collective_set&) = default;

 private:
  static constexpr collective_set from_bits(std::uint8_t b) {
    collective_set s;
    s.bits_ = b;
    return s;
  }
  static constexpr std::uint8_t bit(collective c) { return static_cast<std::uint8_t>(1u << static_cast<unsigned>(c)); }
  std::uint8_t bits_ = 0;
};

/// Disjoint groups of devices, stored flat: group g is members[offsets[g] .. offsets[g + 1]).
/// Within a group the first member is the root of Reduce and Broadcast, and ReduceScatter gives
/// the t-th member the t-th share.
class device_groups {
 public:
  constexpr device_groups() = default;
  constexpr device_groups(std::initializer_list<std::initializer_list<std::int64_t>> groups) {
    for (const auto& g : groups) add(std::span<const std::int64_t>(g.begin(), g.size()));
  }
  constexpr void add(std::span<const std::int64_t> members) {
    for (std::int64_t d : members) members_.push_back(d);
    offsets_.push_back(members_.size());
  }
  constexpr std::size_t size() const { return offsets_.size() - 1; }
  constexpr bool empty() const { return size() == 0; }
  constexpr std::span<const std::int64_t> operator[](std::size_t g) const {
    return std::span<const std::int64_t>(members_.data() + offsets_[g], offsets_[g + 1] - offsets_[g]);
  }
  /// Devices in all groups together.
  constexpr std::size_t members() const { return members_.size(); }
  friend constexpr bool operator==(const device_groups&, const device_groups&) = default;

 private:
  std::vector<std::int64_t> members_;
  std::vector<std::size_t> offsets_ = {0};
};

/// The state context of §3.2: for each device its chunks x devices boolean matrix (Fig. 7). Rows
/// are bit sets of `words()` 64-bit words.
class device_states {
 public:
  constexpr device_states() = default;
  /// All-empty states of `devices` devices whose data is cut into `chunks` chunks.
  constexpr device_states(std::int64_t devices, std::int64_t chunks)
      : devices_(devices), chunks_(chunks), words_((devices + 63) / 64) {
    check(devices >= 1 && chunks >= 1, "pebble::placement: device states need at least one device and chunk; got ",
          devices, " devices, ", chunks, " chunks");
    bits_.assign(static_cast<std::size_t>(devices * chunks * words_), 0);
  }
  /// The precondition of a reduction (§3.5): device d holds every chunk of its own data only.
  static constexpr device_states initial(std::int64_t devices, std::int64_t chunks) {
    device_states s(devices, chunks);
    for (std::int64_t d = 0; d < devices; ++d)
      for (std::int64_t r = 0; r < chunks; ++r) s.add(d, r, d);
    return s;
  }

  constexpr std::int64_t devices() const { return devices_; }
  constexpr std::int64_t chunks() const { return chunks_; }
  constexpr std::int64_t words() const { return words_; }

  /// Row r of device d: words() words, bit j of the row = column j.
  constexpr std::uint64_t* row(std::int64_t d, std::int64_t r) { return bits_.data() + index(d, r); }
  constexpr const std::uint64_t* row(std::int64_t d, std::int64_t r) const { return bits_.data() + index(d, r); }
  /// Whether device d holds chunk r (the row is not empty).
  constexpr bool holds(std::int64_t d, std::int64_t r) const {
    const std::uint64_t* w = row(d, r);
    for (std::int64_t i = 0; i < words_; ++i)
      if (w[i]) return true;
    return false;
  }
  /// Whether device j's original chunk r is summed into device d's chunk r.
  constexpr bool contains(std::int64_t d, std::int64_t r, std::int64_t j) const {
    return (row(d, r)[j / 64] >> (j % 64)) & 1u;
  }
  constexpr void add(std::int64_t d, std::int64_t r, std::int64_t j) {
    row(d, r)[j / 64] |= std::uint64_t{1} << (j % 64);
  }
  /// The number of chunks device d holds.
  constexpr std::int64_t held_chunks(std::int64_t d) const {
    std::int64_t n = 0;
    if (words_ == 1) {  // up to 64 devices: a row is a word, the device's rows are consecutive
      const std::uint64_t* w = row(d, 0);
      for (std::int64_t r = 0; r < chunks_; ++r) n += w[r] != 0;
      return n;
    }
    for (std::int64_t r = 0; r < chunks_; ++r) n += holds(d, r);
    return n;
  }
  /// The words of the whole context (devices x chunks x words), for hashing and comparison.
  constexpr std::span<const std::uint64_t> bits() const { return bits_; }
  friend constexpr bool operator==(const device_states&, const device_states&) = default;

 private:
  constexpr std::size_t index(std::int64_t d, std::int64_t r) const {
    return static_cast<std::size_t>((d * chunks_ + r) * words_);
  }
  std::int64_t devices_ = 0, chunks_ = 0, words_ = 0;
  std::vector<std::uint64_t> bits_;
};

/// Why a step is not a valid Hoare triple (Fig. 8).
enum class step_error : std::uint8_t {
  none,
  different_chunks,         ///< AllReduce/ReduceScatter/Reduce: two devices hold different chunks
  repeated_contribution,    ///< a contribution would be summed twice (columns not disjoint)
  no_data,                  ///< a device holds no chunk (AllReduce/ReduceScatter/Reduce/AllGather)
  chunks_not_divisible,     ///< ReduceScatter: the held chunks do not divide among the devices
  overlapping_chunks,       ///< AllGather: two devices hold the same chunk
  root_less_informative,    ///< Broadcast: a device knows something the root does not
  no_information_increase,  ///< Broadcast: every device already has the root's state
  group_too_small,          ///< a group of fewer than two devices
  device_out_of_range,      ///< a group names a device the context does not have
};

/// The outcome of checking a step: the first violated condition, where it is.
struct step_verdict {
  step_error error = step_error::none;
  collective op = collective::all_reduce;
  std::int64_t group = -1;               ///< index of the offending group
  std::int64_t device = -1, other = -1;  ///< the devices involved (other: -1 if one)
  std::int64_t chunk = -1;               ///< the chunk involved (-1 if none)
  std::int64_t count = 0, divisor = 0;   ///< chunks_not_divisible: held chunks and group size

  constexpr bool ok() const { return error == step_error::none; }
  constexpr explicit operator bool() const { return ok(); }

  /// A sentence saying why the step is invalid (empty when it is valid).
  std::string message() const {
    const std::string what = std::string(to_string(op)) + ": ";
    switch (error) {
      case step_error::none: return {};
      case step_error::different_chunks:
        return format_message(what, "devices ", device, " and ", other, " hold different chunks (chunk ", chunk,
                              " is held by one of them only): data of different chunks would be summed");
      case step_error::repeated_contribution:
        return format_message(what, "chunk ", chunk, " of devices ", device, " and ", other,
                              " already share a contribution: it would be summed twice");
      case step_error::no_data: return format_message(what, "device ", device, " holds no data");
      case step_error::chunks_not_divisible:
        return format_message(what, "the ", count, " chunks held do not divide among ", divisor, " devices");
      case step_error::overlapping_chunks:
        return format_message(what, "devices ", device, " and ", other, " both hold chunk ", chunk);
      case step_error::root_less_informative:
        return format_message(what, "device ", other, " knows more of chunk ", chunk, " than the root ", device);
      case step_error::no_information_increase:
        return format_message(what, "every device already has the state of the root ", device);
      case step_error::group_too_small: return format_message(what, "group ", group, " has fewer than two devices");
      case step_error::device_out_of_range:
        return format_message(what, "group ", group, " names device ", device, ", which is not in the context");
    }
    return {};
  }
};

namespace detail {

constexpr bool rows_intersect(const std::uint64_t* a, const std::uint64_t* b, std::int64_t words) {
  for (std::int64_t i = 0; i < words; ++i)
    if (a[i] & b[i]) return true;
  return false;
}
constexpr bool row_subset(const std::uint64_t* a, const std::uint64_t* b, std::int64_t words) {  // a ⊆ b
  for (std::int64_t i = 0; i < words; ++i)
    if (a[i] & ~b[i]) return false;
  return true;
}
constexpr void copy_row(std::uint64_t* to, const std::uint64_t* from, std::int64_t words) {
  for (std::int64_t i = 0; i < words; ++i) to[i] = from[i];
}
constexpr void clear_row(std::uint64_t* to, std::int64_t words) {
  for (std::int64_t i = 0; i < words; ++i) to[i] = 0;
}

// The conditions of AllReduce, ReduceScatter, Reduce on one group.
constexpr step_verdict check_reduction(const device_states& s, collective op, std::span<const std::int64_t> g,
                                       std::int64_t group) {
  const std::int64_t k = s.chunks(), w = s.words(), n = static_cast<std::int64_t>(g.size());
  step_verdict v{step_error::none, op, group};
  // same chunks on every device, at least one
  std::int64_t held = 0;
  for (std::int64_t r = 0; r < k; ++r) {
    const bool h0 = s.holds(g[0], r);
    held += h0;
    for (std::int64_t t = 1; t < n; ++t)
      if (s.holds(g[static_cast<std::size_t>(t)], r) != h0) {
        v.error = step_error::different_chunks;
        v.device = g[0], v.other = g[static_cast<std::size_t>(t)], v.chunk = r;
        return v;
      }
  }
  if (held == 0) {
    v.error = step_error::no_data, v.device = g[0];
    return v;
  }
  if (op == collective::reduce_scatter && held % n != 0) {
    v.error = step_error::chunks_not_divisible, v.count = held, v.divisor = n;
    return v;
  }
  // disjoint contributors in every held chunk: each row against the union of the rows before it
  std::vector<std::uint64_t> seen(static_cast<std::size_t>(w), std::uint64_t{});
  for (std::int64_t r = 0; r < k; ++r) {
    if (!s.holds(g[0], r)) continue;
    clear_row(seen.data(), w);
    for (std::int64_t b = 0; b < n; ++b) {
      const std::uint64_t* row = s.row(g[static_cast<std::size_t>(b)], r);
      if (rows_intersect(seen.data(), row, w)) {
        std::int64_t a = 0;  // the earlier device it shares a contribution with
        while (!rows_intersect(s.row(g[static_cast<std::size_t>(a)], r), row, w)) ++a;
        v.error = step_error::repeated_contribution;
        v.device = g[static_cast<std::size_t>(a)], v.other = g[static_cast<std::size_t>(b)], v.chunk = r;
        return v;
      }
      for (std::int64_t i = 0; i < w; ++i) seen[static_cast<std::size_t>(i)] |= row[i];
    }
  }
  return v;
}

// AllReduce, ReduceScatter, Reduce on a group that meets the conditions: the sum of every held
// chunk goes to its receivers.
constexpr void reduce(device_states& s, collective op, std::span<const std::int64_t> g) {
  const std::int64_t k = s.chunks(), w = s.words(), n = static_cast<std::int64_t>(g.size());
  const std::int64_t share = s.held_chunks(g[0]) / n;
  std::int64_t q = 0;  // index of chunk r among the held chunks
  for (std::int64_t r = 0; r < k; ++r) {
    if (!s.holds(g[0], r)) continue;
    std::uint64_t* root = s.row(g[0], r);
    for (std::int64_t t = 1; t < n; ++t) {
      const std::uint64_t* other = s.row(g[static_cast<std::size_t>(t)], r);
      for (std::int64_t i = 0; i < w; ++i) root[i] |= other[i];
    }
    const std::int64_t owner = op == collective::reduce_scatter ? q / share : 0;
    for (std::int64_t t = 1; t < n; ++t) {
      std::uint64_t* other = s.row(g[static_cast<std::size_t>(t)], r);
      if (op == collective::all_reduce || t == owner) copy_row(other, root, w);
      else clear_row(other, w);
    }
    if (owner != 0) clear_row(root, w);
    ++q;
  }
}

constexpr step_verdict check_all_gather(const device_states& s, std::span<const std::int64_t> g, std::int64_t group) {
  const std::int64_t k = s.chunks(), n = static_cast<std::int64_t>(g.size());
  step_verdict v{step_error::none, collective::all_gather, group};
  for (std::int64_t t = 0; t < n; ++t)
    if (s.held_chunks(g[static_cast<std::size_t>(t)]) == 0) {
      v.error = step_error::no_data, v.device = g[static_cast<std::size_t>(t)];
      return v;
    }
  for (std::int64_t r = 0; r < k; ++r) {
    std::int64_t owner = -1;
    for (std::int64_t t = 0; t < n; ++t) {
      if (!s.holds(g[static_cast<std::size_t>(t)], r)) continue;
      if (owner >= 0) {
        v.error = step_error::overlapping_chunks;
        v.device = g[static_cast<std::size_t>(owner)], v.other = g[static_cast<std::size_t>(t)], v.chunk = r;
        return v;
      }
      owner = t;
    }
  }
  return v;
}

constexpr void all_gather(device_states& s, std::span<const std::int64_t> g) {
  const std::int64_t k = s.chunks(), w = s.words(), n = static_cast<std::int64_t>(g.size());
  for (std::int64_t r = 0; r < k; ++r) {
    std::int64_t owner = -1;
    for (std::int64_t t = 0; t < n && owner < 0; ++t)
      if (s.holds(g[static_cast<std::size_t>(t)], r)) owner = t;
    if (owner < 0) continue;
    const std::uint64_t* from = s.row(g[static_cast<std::size_t>(owner)], r);
    for (std::int64_t t = 0; t < n; ++t)
      if (t != owner) copy_row(s.row(g[static_cast<std::size_t>(t)], r), from, w);
  }
}

constexpr step_verdict check_broadcast(const device_states& s, std::span<const std::int64_t> g, std::int64_t group) {
  const std::int64_t k = s.chunks(), w = s.words(), n = static_cast<std::int64_t>(g.size());
  step_verdict v{step_error::none, collective::broadcast, group};
  bool increase = false;
  for (std::int64_t t = 1; t < n; ++t)
    for (std::int64_t r = 0; r < k; ++r) {
      const std::uint64_t* root = s.row(g[0], r);
      const std::uint64_t* other = s.row(g[static_cast<std::size_t>(t)], r);
      if (!row_subset(other, root, w)) {
        v.error = step_error::root_less_informative;
        v.device = g[0], v.other = g[static_cast<std::size_t>(t)], v.chunk = r;
        return v;
      }
      if (!row_subset(root, other, w)) increase = true;
    }
  if (!increase) v.error = step_error::no_information_increase, v.device = g[0];
  return v;
}

constexpr void broadcast(device_states& s, std::span<const std::int64_t> g) {
  const std::int64_t k = s.chunks(), w = s.words(), n = static_cast<std::int64_t>(g.size());
  for (std::int64_t t = 1; t < n; ++t)
    for (std::int64_t r = 0; r < k; ++r) copy_row(s.row(g[static_cast<std::size_t>(t)], r), s.row(g[0], r), w);
}

}  // namespace detail

/// Checks the conditions of collective `op` on every group of `groups` (a step of a reduction
/// program) without changing the states: the first violated condition, or a valid verdict.
constexpr step_verdict check_step(const device_states& s, collective op, const device_groups& groups) {
  for (std::size_t gi = 0; gi < groups.size(); ++gi) {
    const auto g = groups[gi];
    const auto group = static_cast<std::int64_t>(gi);
    if (g.size() < 2) return {step_error::group_too_small, op, group};
    for (std::int64_t d : g)
      if (d < 0 || d >= s.devices()) return {step_error::device_out_of_range, op, group, d};
    step_verdict v;
    switch (op) {
      case collective::all_reduce:
      case collective::reduce_scatter:
      case collective::reduce: v = detail::check_reduction(s, op, g, group); break;
      case collective::all_gather: v = detail::check_all_gather(s, g, group); break;
      case collective::broadcast: v = detail::check_broadcast(s, g, group); break;
    }
    if (!v) return v;
  }
  return {step_error::none, op};
}

/// The post-condition of a step that check_step found valid, in place: each group's devices get
/// the states the collective leaves them (the groups are disjoint, so each follows from its own
/// pre-condition).
constexpr void apply_checked_step(device_states& s, collective op, const device_groups& groups) {
  for (std::size_t gi = 0; gi < groups.size(); ++gi) {
    switch (op) {
      case collective::all_reduce:
      case collective::reduce_scatter:
      case collective::reduce: detail::reduce(s, op, groups[gi]); break;
      case collective::all_gather: detail::all_gather(s, groups[gi]); break;
      case collective::broadcast: detail::broadcast(s, groups[gi]); break;
    }
  }
}

/// Applies collective `op` to every group of `groups` in place when the step is valid; returns the
/// verdict of check_step, and leaves `s` unchanged when the step is invalid.
constexpr step_verdict apply_step(device_states& s, collective op, const device_groups& groups) {
  const step_verdict v = check_step(s, op, groups);
  if (v) apply_checked_step(s, op, groups);
  return v;
}

/// The result of a step on a copy of the states: {verdict, states after the step (unchanged when
/// the step is invalid)}.
struct step_outcome {
  step_verdict verdict;
  device_states states;
};
constexpr step_outcome after_step(const device_states& s, collective op, const device_groups& groups) {
  step_outcome out{{}, s};
  out.verdict = apply_step(out.states, op, groups);
  return out;
}

}  // namespace pebble::placement
