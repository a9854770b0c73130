// The run side of a lowered reduction program (P² §3.3-§3.5): rank r of a communicator is system
// device r, every step runs its collective on the sub-communicators of its device groups, over the
// chunks of a contiguous Kokkos view (any memory space) that the step's devices hold.
//
// A lowered program (placement/synthesis.hpp: lower) lists each step's collective and groups and
// which chunks every device holds before each step; the data of length L is cut into k chunks,
// chunk c = [chunk_begin(c, L, k), chunk_begin(c + 1, L, k)). Per step, for this rank's group:
//  - AllReduce: the held chunks R (the same on every member) are all-reduced in place.
//  - ReduceScatter: R in chunk order, member t's count the elements of its share (the t-th of g
//    consecutive shares of R); member t keeps the sum of its share in the share's chunks.
//  - Reduce: R is reduced to member 0 (the root), which stores the sum in R's chunks.
//  - AllGather: member t holds R_t (disjoint); every member gets every R_t in R_t's chunks.
//  - Broadcast: the root's chunks R_0 go to every member.
// Held chunks that form one contiguous element range are handed to MPI in place; otherwise they
// are packed into a scratch view of the same memory space (Kokkos::deep_copy of subviews, so a
// device memory space works unchanged), allocated once per call for the largest step.
#pragma once

#include <mpi.h>

#include <Kokkos_Core.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <pebble/comm/collectives.hpp>
#include <pebble/comm/communicator.hpp>
#include <pebble/core/error.hpp>
#include <pebble/placement/semantics.hpp>
#include <pebble/placement/synthesis.hpp>

namespace pebble::comm {

namespace detail {

/// A range [begin, end) of elements.
struct element_run {
  std::int64_t begin = 0, end = 0;
  constexpr std::int64_t size() const { return end - begin; }
};

/// The element runs of `chunks` (in the order given) when `length` elements are cut into `k`
/// chunks: empty chunks are dropped, a chunk that starts where the previous run ends extends it.
inline std::vector<element_run> chunk_runs(std::span<const std::int64_t> chunks, std::int64_t length, std::int64_t k) {
  std::vector<element_run> out;
  for (const std::int64_t c : chunks) {
    const std::int64_t b = placement::chunk_begin(c, length, k), e = placement::chunk_begin(c + 1, length, k);
    if (b == e) continue;
    if (!out.empty() && out.back().end == b) out.back().end = e;
    else out.push_back({b, e});
  }
  return out;
}

inline std::int64_t run_elements(std::span<const element_run> runs) {
  std::int64_t n = 0;
  for (const element_run& r : runs) n += r.size();
  return n;
}

}  // namespace detail

/// The sub-communicators of device groups over one world communicator (rank r = device r), each
/// group set's created on first use (communicator::split_groups) and shared by every executor
/// built from this cache: the programs of one synthesis use a few distinct group sets, and
/// creating a communicator is a collective over the world.
class group_communicators {
 public:
  explicit group_communicators(const communicator& world) : world_(world) {}

  const communicator& world() const { return world_; }
  /// This rank's communicator of `groups` (null when the rank is in no group). Collective over the
  /// world when `groups` is new: every rank asks for the same group sets in the same order.
  communicator of(const placement::device_groups& groups) {
    for (const auto& [known, comm] : cache_)
      if (known == groups) return comm;
    std::vector<std::vector<int>> ranks(groups.size());
    for (std::size_t gi = 0; gi < groups.size(); ++gi)
      for (const std::int64_t d : groups[gi]) ranks[gi].push_back(static_cast<int>(d));
    cache_.emplace_back(groups, world_.split_groups(ranks));
    return cache_.back().second;
  }
  /// The group sets created so far.
  std::size_t size() const { return cache_.size(); }

 private:
  communicator world_;
  std::vector<std::pair<placement::device_groups, communicator>> cache_;
};

/// Runs a lowered reduction program on MPI ranks: rank r of `world` is system device r.
class reduction_executor {
 public:
  /// Collective over `world`: checks world.size() == program.devices and that the program is a
  /// complete reduction (placement::validate; an agreed_error with the same message on every rank
  /// otherwise), and creates the sub-communicator of every distinct group set of the program once
  /// (equal group sets in different steps share one communicator).
  reduction_executor(const communicator& world, placement::lowered_program program)
      : reduction_executor(std::move(program), group_communicators(world)) {}

  /// As above, with the sub-communicators taken from `shared` (created there when new), so that
  /// executors of many programs over the same world create each group set's communicator once.
  reduction_executor(group_communicators& shared, placement::lowered_program program)
      : reduction_executor(std::move(program), shared) {}

  const placement::lowered_program& program() const { return program_; }
  const communicator& world() const { return world_; }
  /// The number of distinct sub-communicators (group sets) the program uses.
  std::size_t communicator_count() const { return comms_.size(); }

  /// Runs every step on the chunks of `data` (a contiguous 1-D Kokkos view, any memory space;
  /// length L, chunk c = [chunk_begin(c, L, k), chunk_begin(c+1, L, k))). Collective over the
  /// world; every rank passes a view of the same length (checked with one all-reduce over the
  /// world: an agreed_error otherwise). Afterwards every rank's data equals the sum over its
  /// reduction group (what the program computes); chunks a rank does not hold in between are
  /// scratch.
  template <kokkos_view V>
  void operator()(const V& data) const {
    (*this)(detail::global_staging{}, data);
  }
  /// The same with the packing and staging copies on the execution-space instance `exec`.
  template <class Exec, kokkos_view V>
    requires detail::staging_instance<Exec>
  void operator()(const Exec& exec, const V& data) const {
    check_view<V>();
    check_call(static_cast<std::int64_t>(data.extent(0)), data.span_is_contiguous());
    run(exec, data);
  }

  /// As operator(), without the agreement on the view (no collective besides the program's own),
  /// e.g. in a timing loop after a checked call with the same length. A view of another length on
  /// some rank, or one that is not contiguous, is undefined behaviour (MPI errors or a hang).
  template <kokkos_view V>
  void unchecked(const V& data) const {
    unchecked(detail::global_staging{}, data);
  }
  template <class Exec, kokkos_view V>
    requires detail::staging_instance<Exec>
  void unchecked(const Exec& exec, const V& data) const {
    check_view<V>();
    run(exec, data);
  }

 private:
  using collective = placement::collective;

  template <class V>
  static void check_view() {
    static_assert(V::rank == 1, "pebble::comm::reduction_executor: the data must be a 1-D Kokkos view.");
    static_assert(
        !std::is_const_v<typename V::value_type>,
        "pebble::comm::reduction_executor: the data view must be writable (its values are reduced in place).");
  }

  template <class Exec, class V>
  void run(const Exec& exec, const V& data) const {
    using scratch_view = Kokkos::View<typename V::value_type*, typename V::memory_space>;
    const auto length = static_cast<std::int64_t>(data.extent(0));
    // the runs of every step for this length, and the scratch the largest step needs
    std::vector<step_layout> layouts(plans_.size());
    std::int64_t need = 0;
    for (std::size_t s = 0; s < plans_.size(); ++s) {
      if (plans_[s].member < 0) continue;
      layouts[s] = layout(plans_[s], length);
      need = std::max(need, layouts[s].scratch);
    }
    scratch_view scratch;
    if (need > 0)
      scratch = scratch_view(Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string("pebble::reduction scratch")),
                             static_cast<std::size_t>(need));
    for (std::size_t s = 0; s < plans_.size(); ++s)
      if (plans_[s].member >= 0 && layouts[s].total > 0) run_step(exec, plans_[s], layouts[s], data, scratch);
  }

  reduction_executor(placement::lowered_program&& program, group_communicators&& own)
      : reduction_executor(std::move(program), own) {}
  reduction_executor(placement::lowered_program&& program, group_communicators& comms)
      : world_(comms.world()), program_(std::move(program)) {
    agree_on(world_, [&] {
      check(program_.devices == world_.size(), "pebble::comm::reduction_executor: the program is for ",
            program_.devices, " devices, but the communicator has ", world_.size(), " ranks (rank r runs device r)");
      placement::validate(program_);
    });
    const int me = world_.rank();
    for (std::size_t s = 0; s < program_.steps.size(); ++s) {
      const auto& step = program_.steps[s];
      step_plan plan;
      plan.op = step.instruction.op;
      // one communicator per distinct group set
      for (std::size_t q = 0; q < s && plan.comm_index < 0; ++q)
        if (program_.steps[q].groups == step.groups) plan.comm_index = plans_[q].comm_index;
      if (plan.comm_index < 0) {
        comms_.push_back(comms.of(step.groups));
        plan.comm_index = static_cast<int>(comms_.size()) - 1;
      }
      // this rank's group and position
      for (std::size_t gi = 0; gi < step.groups.size() && plan.member < 0; ++gi) {
        const auto g = step.groups[gi];
        for (std::size_t t = 0; t < g.size(); ++t)
          if (g[t] == me) {
            plan.member = static_cast<int>(t);
            plan.group = static_cast<int>(gi);
          }
      }
      if (plan.member >= 0) fill_parts(s, plan);
      plans_.push_back(std::move(plan));
    }
  }

  using runs_t = std::vector<detail::element_run>;

  /// What this rank does in one step (member < 0: it is in no group).
  struct step_plan {
    collective op = collective::all_reduce;
    int comm_index = -1;
    int group = -1;
    int member = -1;
    /// The chunks of the step's data, in the order they are packed: R (AllReduce, ReduceScatter,
    /// Reduce), every R_t one after the other (AllGather), R_0 (Broadcast).
    std::vector<std::int64_t> chunks;
    /// Where each member's part starts and ends in `chunks`: ReduceScatter's shares, AllGather's
    /// R_t; one part (the whole) otherwise.
    std::vector<std::size_t> part_offsets;
    std::size_t parts() const { return part_offsets.size() - 1; }
    std::span<const std::int64_t> part(std::size_t t) const {
      return std::span<const std::int64_t>(chunks).subspan(part_offsets[t], part_offsets[t + 1] - part_offsets[t]);
    }
  };

  /// A step's runs for one data length.
  struct step_layout {
    runs_t whole;                      ///< runs of `chunks` (merged across parts)
    std::vector<runs_t> part_runs;     ///< runs of each part
    std::vector<std::int64_t> counts;  ///< elements of each part
    std::int64_t total = 0;            ///< elements of the whole
    std::int64_t offset = 0;           ///< elements of the parts before this rank's
    std::int64_t scratch = 0;          ///< scratch elements this rank needs
  };

  void fill_parts(std::size_t s, step_plan& plan) const {
    const auto g = program_.steps[s].groups[static_cast<std::size_t>(plan.group)];
    plan.part_offsets = {0};
    switch (plan.op) {
      case collective::all_reduce:
      case collective::reduce:
      case collective::broadcast:
        plan.chunks = program_.held_chunks(s, g[0]);
        plan.part_offsets.push_back(plan.chunks.size());
        break;
      case collective::reduce_scatter: {
        plan.chunks = program_.held_chunks(s, g[0]);
        const std::size_t share = plan.chunks.size() / g.size();
        for (std::size_t t = 0; t < g.size(); ++t) plan.part_offsets.push_back((t + 1) * share);
        break;
      }
      case collective::all_gather:
        for (const std::int64_t d : g) {
          for (const std::int64_t c : program_.held_chunks(s, d)) plan.chunks.push_back(c);
          plan.part_offsets.push_back(plan.chunks.size());
        }
        break;
    }
  }

  step_layout layout(const step_plan& plan, std::int64_t length) const {
    step_layout l;
    const std::int64_t k = program_.chunks;
    l.whole = detail::chunk_runs(plan.chunks, length, k);
    l.total = detail::run_elements(l.whole);
    for (std::size_t t = 0; t < plan.parts(); ++t) {
      l.part_runs.push_back(detail::chunk_runs(plan.part(t), length, k));
      l.counts.push_back(detail::run_elements(l.part_runs.back()));
    }
    const auto me = static_cast<std::size_t>(plan.member);
    const std::int64_t n = l.total;
    if (n == 0) return l;
    const bool single = l.whole.size() == 1, root = plan.member == 0;
    switch (plan.op) {
      case collective::all_reduce:
      case collective::broadcast: l.scratch = single ? 0 : n; break;
      case collective::reduce: l.scratch = single ? (root ? n : 0) : (root ? 2 * n : n); break;
      case collective::reduce_scatter: {
        for (std::size_t t = 0; t < me; ++t) l.offset += l.counts[t];
        const std::int64_t mine = l.counts[me];
        // in place: the result lands at the start of R and moves to the share (through scratch
        // when the two overlap)
        l.scratch = single ? (l.offset > 0 && l.offset < mine ? mine : 0) : n;
        break;
      }
      case collective::all_gather: {
        for (std::size_t t = 0; t < me; ++t) l.offset += l.counts[t];
        const std::int64_t mine = l.counts[me];
        // the parts in member order one contiguous range: receive into the data, send a copy
        l.scratch = single ? mine : n + (l.part_runs[me].size() > 1 ? mine : 0);
        break;
      }
    }
    return l;
  }

  void check_call(std::int64_t length, bool contiguous) const {
    // one all-reduce (max) of {length, -length, highest rank whose view is not contiguous}
    long long v[3] = {length, -length, contiguous ? -1 : world_.rank()};
    detail::mpi_check(MPI_Allreduce(MPI_IN_PLACE, v, 3, MPI_LONG_LONG, MPI_MAX, world_.native()), "MPI_Allreduce");
    if (v[2] >= 0)
      throw agreed_error(format_message("pebble::comm::reduction_executor: the data view of rank ", v[2],
                                        " is not contiguous; copy it into a contiguous view first"));
    if (v[0] != -v[1])
      throw agreed_error(format_message("pebble::comm::reduction_executor: the ranks passed views of different "
                                        "lengths (from ",
                                        -v[1], " to ", v[0], " elements); every rank must pass the same length"));
  }

  template <class View>
  static auto range(const View& v, std::int64_t begin, std::int64_t end) {
    return Kokkos::subview(v, std::make_pair(static_cast<std::size_t>(begin), static_cast<std::size_t>(end)));
  }
  template <class View>
  static auto range(const View& v, const detail::element_run& r) {
    return range(v, r.begin, r.end);
  }
  // scratch[begin, end), checked against what was allocated
  template <class S>
  static auto scratch_range(const S& scratch, std::int64_t begin, std::int64_t end) {
    check(end <= static_cast<std::int64_t>(scratch.extent(0)),
          "pebble::comm::reduction_executor: internal error: a step uses scratch elements up to ", end, " of ",
          scratch.extent(0));
    return range(scratch, begin, end);
  }
  // copies the runs of `data` one after the other into scratch from `at`
  template <class Exec, class V, class S>
  static void pack(const Exec& exec, const V& data, const runs_t& runs, const S& scratch, std::int64_t at) {
    for (const detail::element_run& r : runs) {
      detail::copy_on(exec, scratch_range(scratch, at, at + r.size()), range(data, r));
      at += r.size();
    }
  }
  // the inverse of pack
  template <class Exec, class V, class S>
  static void unpack(const Exec& exec, const S& scratch, std::int64_t at, const runs_t& runs, const V& data) {
    for (const detail::element_run& r : runs) {
      detail::copy_on(exec, range(data, r), scratch_range(scratch, at, at + r.size()));
      at += r.size();
    }
  }

  // AllReduce of the step's runs: in place on one run, else through scratch (packed, reduced, unpacked).
  template <class Exec, class V, class S>
  static void all_reduce_step(const Exec& exec, const communicator& c, const step_layout& l, const V& data,
                              const S& scratch) {
    const std::int64_t n = l.total;
    const bool single = l.whole.size() == 1;
    if (single) {
      comm::all_reduce(exec, c, range(data, l.whole[0]));
    } else {
      pack(exec, data, l.whole, scratch, 0);
      comm::all_reduce(exec, c, scratch_range(scratch, 0, n));
      unpack(exec, scratch, 0, l.whole, data);
    }
  }

  // ReduceScatter of the step's runs: member `me`'s share of the sum lands on its own runs.
  template <class Exec, class V, class S>
  static void reduce_scatter_step(const Exec& exec, const communicator& c, const step_layout& l, std::size_t me,
                                  const V& data, const S& scratch) {
    const std::int64_t n = l.total;
    const bool single = l.whole.size() == 1;
    const std::int64_t mine = l.counts[me];
    if (single) {
      const std::int64_t b = l.whole[0].begin;
      comm::reduce_scatter(exec, c, range(data, b, b + n), l.counts);
      if (l.offset > 0 && mine > 0) {  // the sum is at the start of R; the share lies further on
        const auto to = range(data, b + l.offset, b + l.offset + mine);
        if (l.offset >= mine) {
          detail::copy_on(exec, to, range(data, b, b + mine));
        } else {
          detail::copy_on(exec, scratch_range(scratch, 0, mine), range(data, b, b + mine));
          detail::copy_on(exec, to, scratch_range(scratch, 0, mine));
        }
      }
    } else {
      pack(exec, data, l.whole, scratch, 0);
      comm::reduce_scatter(exec, c, scratch_range(scratch, 0, n), l.counts);
      unpack(exec, scratch, 0, l.part_runs[me], data);
    }
  }

  // Reduce of the step's runs to the group's member 0 (root), whose runs get the sum.
  template <class Exec, class V, class S>
  static void reduce_step(const Exec& exec, const communicator& c, const step_layout& l, bool root, const V& data,
                          const S& scratch) {
    const std::int64_t n = l.total;
    const bool single = l.whole.size() == 1;
    if (single) {
      const auto send = range(data, l.whole[0]);
      if (root) {
        const auto sum = scratch_range(scratch, 0, n);
        comm::reduce(exec, c, send, sum, 0);
        detail::copy_on(exec, send, sum);
      } else {
        comm::reduce(exec, c, send, S(), 0);
      }
    } else {
      pack(exec, data, l.whole, scratch, 0);
      if (root) {
        comm::reduce(exec, c, scratch_range(scratch, 0, n), scratch_range(scratch, n, 2 * n), 0);
        unpack(exec, scratch, n, l.whole, data);
      } else {
        comm::reduce(exec, c, scratch_range(scratch, 0, n), S(), 0);
      }
    }
  }

  // AllGather of every member's part (member `me` sends its own) into every member's runs.
  template <class Exec, class V, class S>
  static void all_gather_step(const Exec& exec, const communicator& c, const step_plan& plan, const step_layout& l,
                              std::size_t me, const V& data, const S& scratch) {
    const std::int64_t n = l.total;
    const bool single = l.whole.size() == 1;
    const std::int64_t mine = l.counts[me];
    const runs_t& own = l.part_runs[me];
    if (single) {  // the parts lie in member order in one range of the data: receive there
      if (mine > 0) {
        pack(exec, data, own, scratch, 0);
        comm::all_gatherv(exec, c, scratch_range(scratch, 0, mine), range(data, l.whole[0]), l.counts);
      } else {
        comm::all_gatherv(exec, c, S(), range(data, l.whole[0]), l.counts);
      }
    } else {
      const auto gathered = scratch_range(scratch, 0, n);
      if (own.size() > 1) {
        pack(exec, data, own, scratch, n);
        comm::all_gatherv(exec, c, scratch_range(scratch, n, n + mine), gathered, l.counts);
      } else if (own.size() == 1) {
        comm::all_gatherv(exec, c, range(data, own[0]), gathered, l.counts);
      } else {
        comm::all_gatherv(exec, c, S(), gathered, l.counts);
      }
      std::int64_t at = 0;
      for (std::size_t t = 0; t < plan.parts(); ++t) {
        if (t != me) unpack(exec, scratch, at, l.part_runs[t], data);
        at += l.counts[t];
      }
    }
  }

  // Broadcast of the root's (member 0's) runs to every member's.
  template <class Exec, class V, class S>
  static void broadcast_step(const Exec& exec, const communicator& c, const step_layout& l, bool root, const V& data,
                             const S& scratch) {
    const std::int64_t n = l.total;
    const bool single = l.whole.size() == 1;
    if (single) {
      comm::broadcast(exec, c, range(data, l.whole[0]), 0);
    } else {
      if (root) pack(exec, data, l.whole, scratch, 0);
      comm::broadcast(exec, c, scratch_range(scratch, 0, n), 0);
      if (!root) unpack(exec, scratch, 0, l.whole, data);
    }
  }

  // One step on this rank: its group's collective on the step's runs of `data` (scratch: as layout() sized it).
  template <class Exec, class V, class S>
  void run_step(const Exec& exec, const step_plan& plan, const step_layout& l, const V& data, const S& scratch) const {
    const communicator& c = comms_[static_cast<std::size_t>(plan.comm_index)];
    const bool root = plan.member == 0;
    const auto me = static_cast<std::size_t>(plan.member);
    switch (plan.op) {
      case collective::all_reduce: all_reduce_step(exec, c, l, data, scratch); break;
      case collective::reduce_scatter: reduce_scatter_step(exec, c, l, me, data, scratch); break;
      case collective::reduce: reduce_step(exec, c, l, root, data, scratch); break;
      case collective::all_gather: all_gather_step(exec, c, plan, l, me, data, scratch); break;
      case collective::broadcast: broadcast_step(exec, c, l, root, data, scratch); break;
    }
  }

  communicator world_;
  placement::lowered_program program_;
  std::vector<communicator> comms_;
  std::vector<step_plan> plans_;
};

}  // namespace pebble::comm
