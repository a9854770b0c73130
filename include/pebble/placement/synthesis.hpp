// Synthesis of reduction programs (P² §3.3-§3.5): every semantically valid program of collective
// steps, up to a size limit, that takes each device from holding its own data to holding the sum
// over its reduction group, and the lowering of a program to the whole system. Plan side,
// constexpr.
//
// A reduction instruction (§3.3) is (slice, form, collective) over a synthesis hierarchy
// (synthesis_hierarchy.hpp); slice and form derive device groups (groups.hpp). Different
// instructions can derive the same groups (a form over a level of size 1, Parallel(e) at the last
// level); pebble keeps one instruction per distinct grouping, the first in the order slices
// outermost first, forms InsideGroup, Parallel(e), Master(e) by increasing e. Programs are thus
// distinct as lowered programs: sequences of (groups, collective).
//
// Master forms carry AllReduce only by default (synthesis_options::master_collectives). The
// paper's text lets "Master ... only reduce over the first device group" without naming the
// collectives; with AllReduce only, the synthesis finds exactly Table 4's counts: 47 programs for
// every two-level reduction hierarchy, 3 for a one-level one (AllReduce, Reduce-Broadcast,
// ReduceScatter-AllGather). With every collective allowed there are 93 two-level programs.
//
// The search runs the semantics of semantics.hpp on the devices the synthesis hierarchy spans
// (one reduction group for the default collapsed hierarchy, every device otherwise), the data cut
// into as many chunks as there are devices. Each reachable state is expanded once: the programs
// are the paths of at most max_size steps from the initial state to the goal in that state graph,
// listed by increasing size, depth first within one size. A grouping whose groups mix reduction
// groups is never tried: it would sum data that must stay apart, which no later step undoes
// (Lemma B.3).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/core/static_vector.hpp>
#include <pebble/placement/groups.hpp>
#include <pebble/placement/hierarchy.hpp>
#include <pebble/placement/semantics.hpp>
#include <pebble/placement/synthesis_hierarchy.hpp>

namespace pebble::placement {

inline constexpr std::size_t max_program_size = 12;  ///< longest program the synthesis can list
inline constexpr std::int64_t max_synthesis_devices = 256;  ///< devices the search simulates at most

/// A reduction instruction (§3.3): the slice level, the form, the collective.
struct reduction_instruction {
  std::size_t slice = 0;
  form f;
  collective op = collective::all_reduce;
  friend constexpr bool operator==(const reduction_instruction&, const reduction_instruction&) = default;
};

struct synthesis_options {
  std::size_t max_size = 5;  ///< longest program, in instructions (the paper's limit: 5)
  synthesis_kind kind = synthesis_kind::collapsed;
  collective_set master_collectives = {collective::all_reduce};  ///< what Master(e) may carry
  std::size_t max_programs = 1'000'000;  ///< more programs than this is an error (lower max_size)
};

/// One distinct grouping: the instruction slice and form that derive it, the collectives it may
/// carry, and its groups over the engine devices (lowering::members order).
struct grouping {
  std::size_t slice = 0;
  form f;
  collective_set collectives;
  device_groups groups;
};

/// A synthesized program: its instructions, the grouping of each step, and the states along the
/// way (states[0] the initial state, states[i + 1] the state after step i; the last is the goal).
struct synthesized_program {
  static_vector<reduction_instruction, max_program_size> instructions;
  static_vector<std::int32_t, max_program_size> groupings;
  static_vector<std::int32_t, max_program_size + 1> states;
  constexpr std::size_t size() const { return instructions.size(); }
};

/// Everything the synthesis of one parallelism matrix found.
struct reduction_synthesis {
  hierarchy system;
  axes axis_sizes;
  parallelism_matrix matrix;
  reduction_axes reduce;
  synthesis_options options;
  synthesis_hierarchy synthesis;   ///< the hierarchy instructions are written against
  lowering where;                  ///< its devices in the system
  std::vector<grouping> groupings;
  std::vector<device_states> states;  ///< every state reached; 0 is the initial state
  std::int32_t goal = -1;             ///< the goal's index in states (-1: not reached)
  std::vector<synthesized_program> programs;  ///< by increasing size
  std::size_t steps_tried = 0;                ///< collective steps simulated

  /// The devices in one reduction group.
  constexpr std::int64_t group_size() const {
    std::int64_t n = 1;
    for (std::size_t i : reduce) n *= axis_sizes[i];
    return n;
  }
};

namespace detail {

constexpr std::uint64_t hash_words(std::span<const std::uint64_t> words) {
  std::uint64_t h = 0x9E3779B97F4A7C15u;
  for (std::uint64_t w : words) {
    h ^= w + 0x9E3779B97F4A7C15u + (h << 6) + (h >> 2);
    h *= 0xBF58476D1CE4E5B9u;
    h ^= h >> 31;
  }
  return h;
}

// Interns states: the index of a state in `states`, adding it when new.
class state_table {
 public:
  constexpr std::pair<std::int32_t, bool> intern(device_states&& s, std::vector<device_states>& states) {
    if (2 * (states.size() + 1) > slots_.size()) grow(states);
    const std::uint64_t h = hash_words(s.bits());
    std::size_t at = static_cast<std::size_t>(h) & (slots_.size() - 1);
    while (slots_[at] >= 0) {
      const auto id = static_cast<std::size_t>(slots_[at]);
      if (hashes_[id] == h && states[id] == s) return {slots_[at], false};
      at = (at + 1) & (slots_.size() - 1);
    }
    slots_[at] = static_cast<std::int32_t>(states.size());
    hashes_.push_back(h);
    states.push_back(static_cast<device_states&&>(s));
    return {slots_[at], true};
  }

 private:
  constexpr void grow(const std::vector<device_states>& states) {
    slots_.assign(std::max<std::size_t>(64, slots_.size() * 2), -1);
    for (std::size_t id = 0; id < states.size(); ++id) {
      std::size_t at = static_cast<std::size_t>(hashes_[id]) & (slots_.size() - 1);
      while (slots_[at] >= 0) at = (at + 1) & (slots_.size() - 1);
      slots_[at] = static_cast<std::int32_t>(id);
    }
  }
  std::vector<std::int32_t> slots_;
  std::vector<std::uint64_t> hashes_;
};

struct state_edge {
  std::int32_t grouping;
  collective op;
  std::int32_t target;
};

// The distinct groupings of the synthesis hierarchy over the engine devices.
constexpr std::vector<grouping> make_groupings(const synthesis_hierarchy& sh, const lowering& where,
                                               const synthesis_options& o) {
  const std::vector<std::int64_t> sizes = sh.sizes();
  std::vector<grouping> out;
  for (std::size_t slice = 0; slice < sh.depth(); ++slice) {
    std::vector<form> forms = {form::inside()};
    for (std::size_t e = 0; e < slice; ++e) forms.push_back(form::parallel_in(e));
    for (std::size_t e = 0; e < slice; ++e) forms.push_back(form::master_in(e));
    for (const form f : forms) {
      std::vector<std::vector<std::int64_t>> gs;
      bool mixes = false;
      for_each_group(sizes, slice, f, [&](device_progression p) {
        std::vector<std::int64_t> g;
        for (std::int64_t i = 0; i < p.count; ++i) g.push_back(where.engine_of[static_cast<std::size_t>(p[i])]);
        std::sort(g.begin(), g.end());
        for (std::int64_t e : g)
          mixes = mixes || where.reduction_group[static_cast<std::size_t>(e)] !=
                               where.reduction_group[static_cast<std::size_t>(g[0])];
        gs.push_back(g);
      });
      if (gs[0].size() < 2 || mixes) continue;  // no reduction, or one that sums apart data (Lemma B.3)
      std::sort(gs.begin(), gs.end(), [](const auto& a, const auto& b) { return a[0] < b[0]; });
      device_groups groups;
      for (const auto& g : gs) groups.add(g);
      const collective_set allowed = f.kind == form::master ? o.master_collectives : collective_set::all();
      bool known = false;
      for (grouping& existing : out)
        if (existing.groups == groups) {
          existing.collectives = existing.collectives | allowed;
          known = true;
          break;
        }
      if (!known && !allowed.empty()) out.push_back({slice, f, allowed, static_cast<device_groups&&>(groups)});
    }
  }
  return out;
}

}  // namespace detail

/// Synthesizes the reduction programs of matrix `m` (a parallelism matrix of system `h` and axes
/// `p`) for a reduction over axes `r` (§3.5).
[[nodiscard]] constexpr reduction_synthesis synthesize(const hierarchy& h, const axes& p, const parallelism_matrix& m,
                                         const reduction_axes& r, const synthesis_options& o = {}) {
  validate(m, h, p);
  validate(r, p);
  check(o.max_size >= 1 && o.max_size <= max_program_size, "pebble::placement: the program size limit must be 1 to ",
        max_program_size, "; got ", o.max_size);
  reduction_synthesis out;
  out.system = h;
  out.axis_sizes = p;
  out.matrix = m;
  out.reduce = r;
  out.options = o;
  out.synthesis = make_synthesis_hierarchy(m, r, o.kind);
  const std::int64_t n = out.synthesis.devices();
  check(n <= max_synthesis_devices, "pebble::placement: the synthesis would simulate ", n,
        " devices at once; at most ", max_synthesis_devices, " are supported (use the collapsed hierarchy, whose "
        "devices are one reduction group)");
  out.where = make_lowering(m, h, r, out.synthesis);
  out.groupings = detail::make_groupings(out.synthesis, out.where, o);

  // the initial state and the goal: every device holds the sum over its reduction group
  device_states goal(n, n);
  for (std::int64_t d = 0; d < n; ++d)
    for (std::int64_t j = 0; j < n; ++j)
      if (out.where.reduction_group[static_cast<std::size_t>(j)] == out.where.reduction_group[static_cast<std::size_t>(d)])
        for (std::int64_t c = 0; c < n; ++c) goal.add(d, c, j);
  detail::state_table table;
  table.intern(device_states::initial(n, n), out.states);
  out.goal = table.intern(static_cast<device_states&&>(goal), out.states).first;
  if (out.goal == 0) {  // one device per reduction group: the empty program
    out.programs.push_back({{}, {}, {0}});
    return out;
  }

  // the state graph, breadth first up to max_size steps
  std::vector<std::vector<detail::state_edge>> edges(out.states.size());
  std::vector<std::int32_t> frontier = {0};
  for (std::size_t depth = 0; depth < o.max_size && !frontier.empty(); ++depth) {
    std::vector<std::int32_t> next;
    for (std::int32_t s : frontier)
      for (std::size_t g = 0; g < out.groupings.size(); ++g)
        for (collective op : all_collectives) {
          if (!out.groupings[g].collectives.contains(op)) continue;
          ++out.steps_tried;
          if (!check_step(out.states[static_cast<std::size_t>(s)], op, out.groupings[g].groups)) continue;
          device_states scratch = out.states[static_cast<std::size_t>(s)];
          apply_checked_step(scratch, op, out.groupings[g].groups);
          const auto [id, added] = table.intern(static_cast<device_states&&>(scratch), out.states);
          if (added) {
            edges.emplace_back();
            if (depth + 1 < o.max_size) next.push_back(id);
          }
          edges[static_cast<std::size_t>(s)].push_back({static_cast<std::int32_t>(g), op, id});
        }
    frontier = next;
  }

  // steps to the goal from every state (backwards breadth first)
  const std::size_t states = out.states.size();
  constexpr std::int32_t unreachable = 1 << 30;
  std::vector<std::vector<std::int32_t>> into(states);
  for (std::size_t s = 0; s < states; ++s)
    for (const detail::state_edge& e : edges[s]) into[static_cast<std::size_t>(e.target)].push_back(static_cast<std::int32_t>(s));
  std::vector<std::int32_t> to_goal(states, unreachable);
  std::vector<std::int32_t> queue = {out.goal};
  to_goal[static_cast<std::size_t>(out.goal)] = 0;
  for (std::size_t at = 0; at < queue.size(); ++at)
    for (std::int32_t s : into[static_cast<std::size_t>(queue[at])])
      if (to_goal[static_cast<std::size_t>(s)] == unreachable) {
        to_goal[static_cast<std::size_t>(s)] = to_goal[static_cast<std::size_t>(queue[at])] + 1;
        queue.push_back(s);
      }

  // the programs: the paths of exactly `size` steps to the goal, depth first, size by size
  synthesized_program path;
  path.states.push_back(0);
  auto walk = [&](auto& self, std::int32_t s, std::size_t left) -> void {
    for (const detail::state_edge& e : edges[static_cast<std::size_t>(s)]) {
      const std::int32_t need = to_goal[static_cast<std::size_t>(e.target)];
      const bool last = e.target == out.goal;
      if (last ? left != 1 : (need == unreachable || static_cast<std::size_t>(need) > left - 1)) continue;
      const grouping& g = out.groupings[static_cast<std::size_t>(e.grouping)];
      path.instructions.push_back({g.slice, g.f, e.op});
      path.groupings.push_back(e.grouping);
      path.states.push_back(e.target);
      if (last) {
        check(out.programs.size() < o.max_programs, "pebble::placement: more than ", o.max_programs,
              " reduction programs of at most ", o.max_size, " steps; lower the size limit");
        out.programs.push_back(path);
      } else {
        self(self, e.target, left - 1);
      }
      path.instructions.pop_back();
      path.groupings.pop_back();
      path.states.pop_back();
    }
  };
  for (std::size_t size = 1; size <= o.max_size; ++size) walk(walk, 0, size);
  return out;
}

/// The groups of grouping g over the whole system: its groups repeated in every reduction group
/// (every replica), members in increasing device order, groups by their first device.
constexpr device_groups lowered_groups(const reduction_synthesis& s, std::size_t g) {
  std::vector<std::vector<std::int64_t>> gs;
  const device_groups& groups = s.groupings[g].groups;
  for (std::int64_t offset : s.where.replicas)
    for (std::size_t k = 0; k < groups.size(); ++k) {
      std::vector<std::int64_t> members;
      for (std::int64_t e : groups[k]) members.push_back(s.where.members[static_cast<std::size_t>(e)] + offset);
      gs.push_back(members);
    }
  std::sort(gs.begin(), gs.end(), [](const auto& a, const auto& b) { return a[0] < b[0]; });
  device_groups out;
  for (const auto& members : gs) out.add(members);
  return out;
}

/// The first element of chunk c when `length` elements are cut into `chunks` chunks: chunk c is
/// [chunk_begin(c), chunk_begin(c + 1)), floor(c * length / chunks) (sizes differ by at most one).
constexpr std::int64_t chunk_begin(std::int64_t c, std::int64_t length, std::int64_t chunks) {
  __extension__ using i128 = __int128;  // -Wpedantic: __int128 is a GNU extension
  return static_cast<std::int64_t>((static_cast<i128>(c) * length) / chunks);
}

/// A program lowered to the system (§3.4): each step's collective on groups of system devices,
/// and which chunks every device holds before each step. The data of every device is cut into
/// `chunks` chunks (chunk_begin).
struct lowered_program {
  struct step {
    reduction_instruction instruction;
    device_groups groups;
  };
  std::int64_t chunks = 1;
  std::int64_t devices = 0;
  std::vector<step> steps;
  /// What the program computes: for each device, the lowest device of the group whose sum it ends
  /// with (its reduction group).
  std::vector<std::int64_t> reduction_group;
  /// held[s]: for each device a bit set of `words()` words, the chunks it holds before step s
  /// (s == steps.size(): after the last step).
  std::vector<std::vector<std::uint64_t>> held;

  constexpr std::int64_t words() const { return (chunks + 63) / 64; }
  constexpr bool holds(std::size_t s, std::int64_t device, std::int64_t chunk) const {
    return (held[s][static_cast<std::size_t>(device * words() + chunk / 64)] >> (chunk % 64)) & 1u;
  }
  /// The chunks device holds before step s, increasing.
  constexpr std::vector<std::int64_t> held_chunks(std::size_t s, std::int64_t device) const {
    std::vector<std::int64_t> out;
    for (std::int64_t c = 0; c < chunks; ++c)
      if (holds(s, device, c)) out.push_back(c);
    return out;
  }
};

/// Checks that `p` is a complete reduction program, what the run side needs before it sends
/// anything: replayed through the semantics from every device holding all of its own data, every
/// step is valid (its groups disjoint, each collective's conditions met), the chunks each device
/// holds before and after every step are the ones recorded, and at the end every device holds in
/// every chunk exactly the sum over its reduction group. Throws pebble::error naming the step, the
/// device and the condition.
constexpr void validate(const lowered_program& p) {
  check(p.devices >= 1 && p.chunks >= 1, "pebble::placement: a lowered program needs at least one device and one "
        "chunk; it has ", p.devices, " devices and ", p.chunks, " chunks");
  check(static_cast<std::int64_t>(p.reduction_group.size()) == p.devices, "pebble::placement: the program names the "
        "reduction groups of ", p.reduction_group.size(), " devices; it has ", p.devices);
  check(p.held.size() == p.steps.size() + 1, "pebble::placement: the program has ", p.steps.size(), " steps but ",
        p.held.size(), " records of held chunks; it needs one more than steps");
  for (std::size_t s = 0; s < p.held.size(); ++s)
    check(static_cast<std::int64_t>(p.held[s].size()) == p.devices * p.words(), "pebble::placement: record ", s,
          " of held chunks has ", p.held[s].size(), " words; ", p.devices, " devices of ", p.chunks, " chunks need ",
          p.devices * p.words());
  device_states st = device_states::initial(p.devices, p.chunks);
  for (std::size_t s = 0; s <= p.steps.size(); ++s) {
    for (std::int64_t d = 0; d < p.devices; ++d)
      for (std::int64_t c = 0; c < p.chunks; ++c)
        check(st.holds(d, c) == p.holds(s, d, c), "pebble::placement: ",
              s == p.steps.size() ? std::string("after the last step") : format_message("before step ", s), ", device ",
              d, (st.holds(d, c) ? " holds" : " does not hold"), " chunk ", c, ", but the program records otherwise");
    if (s == p.steps.size()) break;
    for (std::size_t g = 0; g < p.steps[s].groups.size(); ++g)
      for (std::int64_t d : p.steps[s].groups[g])
        for (std::size_t h = 0; h < g; ++h)
          for (std::int64_t e : p.steps[s].groups[h])
            check(d != e, "pebble::placement: step ", s, ": device ", d, " is in groups ", h, " and ", g,
                  "; the groups of a step must be disjoint");
    const step_verdict v = apply_step(st, p.steps[s].instruction.op, p.steps[s].groups);
    check(v.ok(), "pebble::placement: step ", s, ": ", v.message());
  }
  // the end: every chunk of device d holds the sum over exactly its reduction group
  for (std::int64_t d = 0; d < p.devices; ++d)
    for (std::int64_t c = 0; c < p.chunks; ++c)
      for (std::int64_t j = 0; j < p.devices; ++j) {
        const bool member = p.reduction_group[static_cast<std::size_t>(j)] == p.reduction_group[static_cast<std::size_t>(d)];
        check(!member || st.contains(d, c, j), "pebble::placement: after the last step chunk ", c, " of device ", d,
              " lacks the data of device ", j, ": the program stops before the reduction over its group is complete");
        check(member || !st.contains(d, c, j), "pebble::placement: after the last step chunk ", c, " of device ", d,
              " includes the data of device ", j, ", which is not in its reduction group");
      }
}

/// Program `k` of `s` lowered to the system.
[[nodiscard]] constexpr lowered_program lower(const reduction_synthesis& s, std::size_t k) {
  check(k < s.programs.size(), "pebble::placement: program ", k, " does not exist; the synthesis found ",
        s.programs.size());
  const synthesized_program& p = s.programs[k];
  lowered_program out;
  out.devices = s.system.devices();
  out.chunks = s.states[0].chunks();
  // each device's reduction group, named by its lowest device
  std::vector<std::int64_t> lowest(s.where.members.size(), -1);  // per engine device: its group's first
  for (std::size_t e = 0; e < s.where.members.size(); ++e)
    for (std::size_t f = 0; f < s.where.members.size(); ++f)
      if (s.where.reduction_group[f] == s.where.reduction_group[e] && lowest[e] < 0) lowest[e] = static_cast<std::int64_t>(f);
  for (std::int64_t d = 0; d < out.devices; ++d) {
    const auto e = static_cast<std::size_t>(s.where.engine_device[static_cast<std::size_t>(d)]);
    out.reduction_group.push_back(s.where.members[static_cast<std::size_t>(lowest[e])] +
                                  s.where.replicas[static_cast<std::size_t>(s.where.replica_of[static_cast<std::size_t>(d)])]);
  }
  for (std::size_t i = 0; i < p.size(); ++i)
    out.steps.push_back({p.instructions[i], lowered_groups(s, static_cast<std::size_t>(p.groupings[i]))});
  for (std::size_t i = 0; i < p.states.size(); ++i) {
    const device_states& st = s.states[static_cast<std::size_t>(p.states[i])];
    std::vector<std::uint64_t> held(static_cast<std::size_t>(out.devices * out.words()), 0);
    for (std::int64_t d = 0; d < out.devices; ++d) {
      const std::int64_t e = s.where.engine_device[static_cast<std::size_t>(d)];
      for (std::int64_t c = 0; c < out.chunks; ++c)
        if (st.holds(e, c)) held[static_cast<std::size_t>(d * out.words() + c / 64)] |= std::uint64_t{1} << (c % 64);
    }
    out.held.push_back(held);
  }
  return out;
}

/// Synthesizes every parallelism matrix of (h, p) for reduction axes r: one result per matrix,
/// in for_each_parallelism_matrix's order.
[[nodiscard]] constexpr std::vector<reduction_synthesis> synthesize_all(const hierarchy& h, const axes& p, const reduction_axes& r,
                                                          const synthesis_options& o = {}) {
  std::vector<reduction_synthesis> out;
  for_each_parallelism_matrix(h, p, [&](const parallelism_matrix& m) { out.push_back(synthesize(h, p, m, r, o)); });
  return out;
}

}  // namespace pebble::placement
