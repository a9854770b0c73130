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
// (Lemma B.3). States first reached by the last step are not kept: only the goal can end a
// program there.
//
// Memory. The state graph grows about tenfold per level of the synthesis hierarchy and a state
// holds devices x chunks x devices bits, so six levels of two devices and programs of five steps
// would hold 6.8 GB. Every allocation whose size follows from the input is bounded before it is
// made and checked against synthesis_options::memory_budget (budget_error names the bound, the
// budget and a program size limit that fits): the matrices and the tables over every device
// before any synthesis (parallelism_matrices_bound), each breadth-first step's new states before
// the step (the frontier times the steps that can be valid from a state, valid_steps_bound), and
// the programs before they are listed (counted exactly on the state graph).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/core/static_vector.hpp>
#include <pebble/placement/groups.hpp>
#include <pebble/placement/hierarchy.hpp>
#include <pebble/placement/semantics.hpp>
#include <pebble/placement/synthesis_hierarchy.hpp>

namespace pebble::placement {

inline constexpr std::size_t max_program_size = 12;         ///< longest program the synthesis can list
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
  /// Bytes the synthesis may hold (synthesize_all: all matrices together): its tables over the
  /// devices, its states with their bookkeeping, its programs. Each is bounded before it is
  /// allocated; a bound over the budget is a budget_error.
  double memory_budget = 2.0 * (1ull << 30);
  /// Bytes the caller keeps per program beside the synthesis (e.g. its predicted time), counted
  /// against the budget with the programs.
  double caller_bytes_per_program = 0;
};

/// A synthesis would hold more than synthesis_options::memory_budget: thrown before the memory is
/// allocated. what() is the whole sentence; need() and the numbers let a caller name its own
/// options instead of the library's.
class budget_error : public error {
 public:
  enum class stage : std::uint8_t {
    matrices,  ///< the matrices' tables over the system's devices, before any synthesis
    states,    ///< the states of a breadth-first step of the search
    programs,  ///< the programs, counted before they are listed
  };
  budget_error(const std::string& need, std::string_view budget_text, stage where, double needed, double budget,
               std::size_t fitting_max_size)
      : error("pebble::placement: " + need + ", over the memory budget of " + std::string(budget_text) +
              (fitting_max_size ? "; lower the program size limit (max_size) to " + std::to_string(fitting_max_size) +
                                      " or raise memory_budget"
                                : "; raise memory_budget")),
        need_(need),
        stage_(where),
        needed_(needed),
        budget_(budget),
        fitting_max_size_(fitting_max_size) {}

  /// What would not fit, with its bound ("matrix [2 2], ...: 2.994 GiB in all").
  const std::string& need() const { return need_; }
  stage where() const { return stage_; }
  double needed_bytes() const { return needed_; }
  double budget_bytes() const { return budget_; }
  /// A program size limit, below the one asked for, within which this step fits (0: none does).
  std::size_t fitting_max_size() const { return fitting_max_size_; }

 private:
  std::string need_;
  stage stage_;
  double needed_, budget_;
  std::size_t fitting_max_size_;
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
  synthesis_hierarchy synthesis;  ///< the hierarchy instructions are written against
  lowering where;                 ///< its devices in the system
  std::vector<grouping> groupings;
  /// every state reached in fewer than options.max_size steps, and the goal; 0 is the initial state
  std::vector<device_states> states;
  std::int32_t goal = -1;                     ///< the goal's index in states
  std::vector<synthesized_program> programs;  ///< by increasing size
  std::size_t steps_tried = 0;                ///< collective steps simulated
  double bytes = 0;                           ///< an upper bound of the memory it took, as counted against the budget

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

// At most this many steps are valid from any one state: per grouping, the collectives of one
// family. AllReduce, ReduceScatter and Reduce need the devices of a group to hold the same chunks
// with disjoint contributors; AllGather needs no chunk held by two devices; Broadcast needs every
// row of the other devices inside the root's. On a group of two or more devices any two families
// exclude each other: a chunk both devices hold is held twice, and a non-empty row inside the
// root's shares a contributor with it and is a chunk the root holds too.
constexpr double valid_steps_bound(const std::vector<grouping>& groupings) {
  double steps = 0;
  for (const grouping& g : groupings) {
    int reductions = 0;
    for (collective c : {collective::all_reduce, collective::reduce_scatter, collective::reduce})
      reductions += g.collectives.contains(c);
    steps += std::max({reductions, int{g.collectives.contains(collective::all_gather)},
                       int{g.collectives.contains(collective::broadcast)}});
  }
  return steps;
}

// Upper bounds, in bytes, of what synthesize allocates: the units of memory_budget. A std::vector
// filled by push_back holds at most twice its elements, and while it grows the old array is still
// there: its elements count three times.
struct footprint {
  // The devices the search simulates: one reduction group, or every device.
  static constexpr std::int64_t engine_devices(const hierarchy& h, const axes& p, const reduction_axes& r,
                                               synthesis_kind kind) {
    if (kind != synthesis_kind::reduction_axes && kind != synthesis_kind::collapsed) return h.devices();
    std::int64_t n = 1;
    for (std::size_t i : r) n *= p[i];
    return n;
  }
  // Levels of the synthesis hierarchy of any matrix of `rows` axes and `cols` levels (Table 1).
  static constexpr std::size_t synthesis_depth(std::size_t rows, std::size_t cols, std::size_t reduced,
                                               synthesis_kind kind) {
    switch (kind) {
      case synthesis_kind::system:
      case synthesis_kind::collapsed: return 1 + cols;
      case synthesis_kind::reduction_axes: return 1 + reduced * cols;
      case synthesis_kind::column_based:
      case synthesis_kind::row_based: return 1 + rows * cols;
    }
    return 1 + rows * cols;
  }
  // One state of n devices: its bits; its entries in the state list and the hash table (fewer than
  // four slots a state, and the old ones while the table grows); its edge lists both ways, the
  // backward search, the frontier and the program counts per length; and the chunks a
  // program_simulator records it holding. Each separately allocated block also costs the
  // allocator's header, and a non-empty one at least its smallest block; a large one (a state of
  // more than 64 devices) is mapped in whole pages.
  static constexpr double state(std::int64_t n, std::size_t max_size) {
    constexpr double block = 32, page = 4096, vector = sizeof(std::vector<std::int32_t>);
    const auto d = static_cast<double>(n);
    const double words = d * d * static_cast<double>((n + 63) / 64) * 8;
    const double bits = words + (words >= 128 * 1024 ? page : block);
    const double table = 3 * static_cast<double>(sizeof(device_states)) + 3 * 8 + 6 * 4;
    const double search =
        3 * vector + block + vector + block + 4 + 2 * 4 + 2 * 2 * 4 + 8 * static_cast<double>(max_size + 1);
    const double simulator = 3 * vector + 8 * d + block;
    return bits + table + search + simulator;
  }
  // One edge of the state graph, and its reverse in the backward search.
  static constexpr double edge() { return 3 * static_cast<double>(sizeof(state_edge)) + 3 * 4; }
  // The part of a synthesis that does not depend on its search: the lowering's tables over every
  // device and every replica, the groupings (at most depth^2 slices and forms, groups of at most
  // n devices, and a program_simulator's link per group), the initial and goal states and the
  // scratch state a step is applied to.
  static constexpr double fixed(std::int64_t devices, std::int64_t n, std::size_t depth, std::size_t max_size) {
    const auto d = static_cast<double>(devices), e = static_cast<double>(n);
    const double lowering = 16 * d + 32 * (d / e) + 48 * e + 8 * 64;
    const double groupings =
        static_cast<double>(depth * depth) * (64 * e + 24 * e / 2 + 2 * static_cast<double>(sizeof(grouping)) + 64);
    return 2 * static_cast<double>(sizeof(reduction_synthesis)) + lowering + groupings + 3 * state(n, max_size);
  }
  static constexpr double program(const synthesis_options& o) {
    return static_cast<double>(sizeof(synthesized_program)) + o.caller_bytes_per_program;
  }
};

constexpr void check_engine_devices(std::int64_t n) {
  check(n <= max_synthesis_devices, "pebble::placement: the synthesis would simulate ", n, " devices at once; at most ",
        max_synthesis_devices, " are supported (use the collapsed hierarchy, whose devices are one reduction group)");
}

inline std::string readable_bytes(double b) {
  char buf[32];
  if (b >= 1024.0 * 1024 * 1024 * 1024) std::snprintf(buf, sizeof buf, "%.4g TiB", b / (1024.0 * 1024 * 1024 * 1024));
  else if (b >= 1024.0 * 1024 * 1024) std::snprintf(buf, sizeof buf, "%.4g GiB", b / (1024.0 * 1024 * 1024));
  else if (b >= 1024.0 * 1024) std::snprintf(buf, sizeof buf, "%.4g MiB", b / (1024.0 * 1024));
  else if (b >= 1024.0) std::snprintf(buf, sizeof buf, "%.4g KiB", b / 1024.0);
  else std::snprintf(buf, sizeof buf, "%.4g B", b);
  return buf;
}
inline std::string count_text(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, x < 1e15 ? "%.0f" : "%.3g", x);
  return buf;
}
inline std::string matrix_text(const parallelism_matrix& m) {
  std::string out = "[";
  for (std::size_t i = 0; i < m.rows; ++i)
    for (std::size_t j = 0; j < m.cols; ++j) {
      out += i + j == 0 ? "" : j == 0 ? "; " : " ";
      out += std::to_string(m(i, j));
    }
  return out + "]";
}

// Fails with budget_error; `need` builds the sentence only then. In constant evaluation, a
// compile error that shows the sentence below.
template <class Need>
constexpr void over_budget(budget_error::stage where, double needed, double budget, std::size_t fitting_max_size,
                           Need&& need) {
  if (std::is_constant_evaluated())
    pebble::detail::pebble_check_failed_during_constant_evaluation(
        "pebble::placement: the synthesis needs more memory than synthesis_options::memory_budget");
  throw budget_error(need(), readable_bytes(budget), where, needed, budget, fitting_max_size);
}

// The synthesis' inputs, its hierarchy, and what does not depend on its search (footprint::fixed)
// checked against the budget before the lowering and the groupings are made.
constexpr void start_synthesis(reduction_synthesis& out, const hierarchy& h, const axes& p, const parallelism_matrix& m,
                               const reduction_axes& r, const synthesis_options& o) {
  out.system = h;
  out.axis_sizes = p;
  out.matrix = m;
  out.reduce = r;
  out.options = o;
  out.synthesis = make_synthesis_hierarchy(m, r, o.kind);
  const std::int64_t n = out.synthesis.devices();
  check_engine_devices(n);
  out.bytes = footprint::fixed(h.devices(), n, out.synthesis.depth(), o.max_size);
  if (out.bytes > o.memory_budget)
    over_budget(budget_error::stage::matrices, out.bytes, o.memory_budget, 0, [&] {
      return "matrix " + matrix_text(m) + ": the tables over the system's " + std::to_string(h.devices()) +
             " devices take up to " + readable_bytes(out.bytes);
    });
  out.where = make_lowering(m, h, r, out.synthesis);
  out.groupings = make_groupings(out.synthesis, out.where, o);
}

// The goal over the n engine devices: every device holds the sum over its reduction group.
constexpr device_states goal_state(const lowering& where, std::int64_t n) {
  device_states goal(n, n);
  for (std::int64_t d = 0; d < n; ++d)
    for (std::int64_t j = 0; j < n; ++j)
      if (where.reduction_group[static_cast<std::size_t>(j)] == where.reduction_group[static_cast<std::size_t>(d)])
        for (std::int64_t c = 0; c < n; ++c) goal.add(d, c, j);
  return goal;
}

// What the search of the state graph keeps beside out.states: the table that interns them, the
// edges out of each state, and what a state and an edge add to out.bytes.
struct state_search {
  state_table table;
  std::vector<std::vector<state_edge>> edges;
  double state_bytes, edge_bytes;

  constexpr explicit state_search(const reduction_synthesis& out)
      : state_bytes(footprint::state(out.synthesis.devices(), out.options.max_size)), edge_bytes(footprint::edge()) {}
};

// Fails with budget_error when breadth-first step depth + 1 could take the search over the budget:
// `frontier` states times the steps that can be valid from a state, each an edge and (but on the
// last step) a state.
constexpr void check_states_budget(const reduction_synthesis& out, const state_search& search, std::size_t frontier,
                                   double valid_steps, std::size_t depth) {
  const synthesis_options& o = out.options;
  const std::int64_t n = out.synthesis.devices();
  const double state_bytes = search.state_bytes, edge_bytes = search.edge_bytes;
  const bool last = depth + 1 == o.max_size;
  const double could_add = static_cast<double>(frontier) * valid_steps;
  const double bound = out.bytes + could_add * (last ? edge_bytes : state_bytes + edge_bytes);
  if (bound > o.memory_budget)
    over_budget(budget_error::stage::states, bound, o.memory_budget, last ? 0 : depth + 1, [&] {
      return "matrix " + matrix_text(out.matrix) + ", a reduction group of " + std::to_string(n) + " devices: after " +
             std::to_string(depth) + (depth == 1 ? " step" : " steps") + " the search holds " +
             std::to_string(out.states.size()) + " states; step " + std::to_string(depth + 1) + " could add up to " +
             count_text(could_add) + " more of " + readable_bytes(state_bytes + edge_bytes) + " each, " +
             readable_bytes(bound) + " in all";
    });
}

// Every valid step from state s: its edge, and the state it reaches interned (a new one also goes
// into `next`); on the last step only the steps into the goal.
constexpr void expand_state(reduction_synthesis& out, state_search& search, std::int32_t s, bool last,
                            std::vector<std::int32_t>& next) {
  for (std::size_t g = 0; g < out.groupings.size(); ++g)
    for (collective op : all_collectives) {
      if (!out.groupings[g].collectives.contains(op)) continue;
      if (last && (op == collective::reduce_scatter || op == collective::reduce)) continue;
      ++out.steps_tried;
      if (!check_step(out.states[static_cast<std::size_t>(s)], op, out.groupings[g].groups)) continue;
      device_states scratch = out.states[static_cast<std::size_t>(s)];
      apply_checked_step(scratch, op, out.groupings[g].groups);
      std::int32_t id = out.goal;
      if (last) {
        if (!(scratch == out.states[static_cast<std::size_t>(out.goal)])) continue;
      } else {
        const auto [known, added] = search.table.intern(static_cast<device_states&&>(scratch), out.states);
        id = known;
        if (added) {
          search.edges.emplace_back();
          next.push_back(id);
          out.bytes += search.state_bytes;
        }
      }
      search.edges[static_cast<std::size_t>(s)].push_back({static_cast<std::int32_t>(g), op, id});
      out.bytes += search.edge_bytes;
    }
}

// The state graph, breadth first up to max_size steps. Before each step its new states and
// edges are bounded by the frontier times the steps that can be valid from a state. The last
// step keeps only the edges into the goal, since no program continues from what it reaches;
// it skips ReduceScatter and Reduce, which leave a device of every group without some chunk
// while the goal has every device hold every chunk.
constexpr void search_states(reduction_synthesis& out, state_search& search) {
  const double valid_steps = valid_steps_bound(out.groupings);
  search.edges.resize(out.states.size());
  std::vector<std::int32_t> frontier = {0};
  for (std::size_t depth = 0; depth < out.options.max_size && !frontier.empty(); ++depth) {
    const bool last = depth + 1 == out.options.max_size;
    check_states_budget(out, search, frontier.size(), valid_steps, depth);
    std::vector<std::int32_t> next;
    for (std::int32_t s : frontier) expand_state(out, search, s, last, next);
    frontier = next;
  }
}

// steps_to_goal's count for a state from which the goal cannot be reached
inline constexpr std::int32_t unreachable_state = 1 << 30;

// Steps to the goal from every state (backwards breadth first); unreachable_state where none leads there.
constexpr std::vector<std::int32_t> steps_to_goal(const reduction_synthesis& out,
                                                  const std::vector<std::vector<state_edge>>& edges) {
  const std::size_t states = out.states.size();
  std::vector<std::vector<std::int32_t>> into(states);
  for (std::size_t s = 0; s < states; ++s)
    for (const state_edge& e : edges[s])
      into[static_cast<std::size_t>(e.target)].push_back(static_cast<std::int32_t>(s));
  std::vector<std::int32_t> to_goal(states, unreachable_state);
  std::vector<std::int32_t> queue = {out.goal};
  to_goal[static_cast<std::size_t>(out.goal)] = 0;
  for (std::size_t at = 0; at < queue.size(); ++at)
    for (std::int32_t s : into[static_cast<std::size_t>(queue[at])])
      if (to_goal[static_cast<std::size_t>(s)] == unreachable_state) {
        to_goal[static_cast<std::size_t>(s)] = to_goal[static_cast<std::size_t>(queue[at])] + 1;
        queue.push_back(s);
      }
  return to_goal;
}

// The number of programs of each size, before listing them: paths[s][k] counts the paths of
// exactly k steps from s whose last step, and only that one, reaches the goal (the paths the
// walk of list_programs lists; its pruning only skips prefixes that complete none).
constexpr std::vector<double> count_paths(const reduction_synthesis& out,
                                          const std::vector<std::vector<state_edge>>& edges) {
  const std::size_t states = out.states.size();
  const std::size_t lengths = out.options.max_size + 1;
  std::vector<double> paths(states * lengths, 0);
  for (std::size_t k = 1; k < lengths; ++k)
    for (std::size_t s = 0; s < states; ++s)
      for (const state_edge& e : edges[s])
        paths[s * lengths + k] +=
            e.target == out.goal ? (k == 1 ? 1 : 0) : paths[static_cast<std::size_t>(e.target) * lengths + k - 1];
  return paths;
}

// Checks that the programs `paths` counts (from the initial state) fit the budget with the search,
// then counts their bytes and reserves them.
constexpr void reserve_programs(reduction_synthesis& out, const std::vector<double>& paths) {
  const synthesis_options& o = out.options;
  const std::size_t lengths = o.max_size + 1;
  double programs = 0;
  std::size_t fitting_max_size = 0;  // the largest size limit whose programs would fit
  for (std::size_t k = 1; k < lengths; ++k) {
    programs += paths[k];
    if (out.bytes + programs * footprint::program(o) <= o.memory_budget) fitting_max_size = k;
  }
  const double with_programs = out.bytes + programs * footprint::program(o);
  if (with_programs > o.memory_budget)
    over_budget(budget_error::stage::programs, with_programs, o.memory_budget,
                fitting_max_size < o.max_size ? fitting_max_size : 0, [&] {
                  return "matrix " + matrix_text(out.matrix) + ": " + count_text(programs) +
                         " reduction programs of at most " + std::to_string(o.max_size) + " steps, " +
                         readable_bytes(footprint::program(o)) + " each: " + readable_bytes(with_programs) +
                         " with the search";
                });
  out.bytes = with_programs;
  out.programs.reserve(static_cast<std::size_t>(programs));
}

// the programs: the paths of exactly `size` steps to the goal, depth first, size by size
constexpr void list_programs(reduction_synthesis& out, const std::vector<std::vector<state_edge>>& edges,
                             const std::vector<std::int32_t>& to_goal) {
  synthesized_program path;
  path.states.push_back(0);
  auto walk = [&](auto& self, std::int32_t s, std::size_t left) -> void {
    for (const state_edge& e : edges[static_cast<std::size_t>(s)]) {
      const std::int32_t need = to_goal[static_cast<std::size_t>(e.target)];
      const bool reaches = e.target == out.goal;
      if (reaches ? left != 1 : (need == unreachable_state || static_cast<std::size_t>(need) > left - 1)) continue;
      const grouping& g = out.groupings[static_cast<std::size_t>(e.grouping)];
      path.instructions.push_back({g.slice, g.f, e.op});
      path.groupings.push_back(e.grouping);
      path.states.push_back(e.target);
      if (reaches) out.programs.push_back(path);
      else self(self, e.target, left - 1);
      path.instructions.pop_back();
      path.groupings.pop_back();
      path.states.pop_back();
    }
  };
  for (std::size_t size = 1; size <= out.options.max_size; ++size) walk(walk, 0, size);
}

}  // namespace detail

/// Synthesizes the reduction programs of matrix `m` (a parallelism matrix of system `h` and axes
/// `p`) for a reduction over axes `r` (§3.5), within o.memory_budget (budget_error otherwise,
/// before the memory is allocated).
[[nodiscard]] constexpr reduction_synthesis synthesize(const hierarchy& h, const axes& p, const parallelism_matrix& m,
                                                       const reduction_axes& r, const synthesis_options& o = {}) {
  validate(m, h, p);
  validate(r, p);
  check(o.max_size >= 1 && o.max_size <= max_program_size, "pebble::placement: the program size limit must be 1 to ",
        max_program_size, "; got ", o.max_size);
  reduction_synthesis out;
  detail::start_synthesis(out, h, p, m, r, o);
  const std::int64_t n = out.synthesis.devices();

  // the initial state and the goal: every device holds the sum over its reduction group
  device_states goal = detail::goal_state(out.where, n);
  detail::state_search search(out);
  search.table.intern(device_states::initial(n, n), out.states);
  out.goal = search.table.intern(static_cast<device_states&&>(goal), out.states).first;
  if (out.goal == 0) {  // one device per reduction group: the empty program
    out.programs.push_back({{}, {}, {0}});
    return out;
  }

  detail::search_states(out, search);
  const std::vector<std::int32_t> to_goal = detail::steps_to_goal(out, search.edges);
  detail::reserve_programs(out, detail::count_paths(out, search.edges));
  detail::list_programs(out, search.edges, to_goal);
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
  check(p.devices >= 1 && p.chunks >= 1, "pebble::placement: a lowered program needs at least one device and one ",
        "chunk; it has ", p.devices, " devices and ", p.chunks, " chunks");
  check(static_cast<std::int64_t>(p.reduction_group.size()) == p.devices, "pebble::placement: the program names the ",
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
        const bool member =
            p.reduction_group[static_cast<std::size_t>(j)] == p.reduction_group[static_cast<std::size_t>(d)];
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
      if (s.where.reduction_group[f] == s.where.reduction_group[e] && lowest[e] < 0)
        lowest[e] = static_cast<std::int64_t>(f);
  for (std::int64_t d = 0; d < out.devices; ++d) {
    const auto e = static_cast<std::size_t>(s.where.engine_device[static_cast<std::size_t>(d)]);
    out.reduction_group.push_back(
        s.where.members[static_cast<std::size_t>(lowest[e])] +
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
/// in for_each_parallelism_matrix's order, all of them within o.memory_budget. Before any
/// synthesis, the matrices (parallelism_matrices_bound) times each one's tables over the devices
/// must fit; each synthesis then gets what the earlier ones left, less the tables of the matrices
/// still to come.
[[nodiscard]] constexpr std::vector<reduction_synthesis> synthesize_all(const hierarchy& h, const axes& p,
                                                                        const reduction_axes& r,
                                                                        const synthesis_options& o = {}) {
  using footprint = detail::footprint;
  validate(h, p);
  validate(r, p);
  const std::int64_t n = footprint::engine_devices(h, p, r, o.kind);
  detail::check_engine_devices(n);
  const double matrices = parallelism_matrices_bound(h, p);
  const double each =
      footprint::fixed(h.devices(), n, footprint::synthesis_depth(p.size(), h.depth(), r.size(), o.kind), o.max_size);
  if (matrices * each > o.memory_budget)
    detail::over_budget(budget_error::stage::matrices, matrices * each, o.memory_budget, 0, [&] {
      return "up to " + detail::count_text(matrices) +
             (matrices == 1 ? " parallelism matrix" : " parallelism matrices") +
             ", each with tables over the system's " + std::to_string(h.devices()) + " devices (" +
             detail::readable_bytes(each) + "), take up to " + detail::readable_bytes(matrices * each);
    });
  std::vector<reduction_synthesis> out;
  double used = 0, still_to_come = matrices;
  for_each_parallelism_matrix(h, p, [&](const parallelism_matrix& m) {
    still_to_come -= 1;
    synthesis_options mine = o;
    mine.memory_budget = o.memory_budget - used - still_to_come * each;
    out.push_back(synthesize(h, p, m, r, mine));
    used += out.back().bytes;
  });
  return out;
}

}  // namespace pebble::placement
