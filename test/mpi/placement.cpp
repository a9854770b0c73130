// pebble::comm::reduction_executor under mpiexec -n 4 and 8 (P² §3.3-§3.5 on MPI ranks): every
// program the synthesis finds, for every parallelism matrix of several systems whose device count
// is the job's size, leaves on every rank the sum over its reduction group, compared exactly with
// MPI_Allreduce over that group; lengths that do not divide into the chunks and shorter than the
// chunk count (empty chunks); hand-written programs whose holdings are not contiguous (the packing
// paths of every collective), checked against the paper's semantics first; int64 data and data
// filled by a kernel; agreed errors for a program of another size, an incomplete or inconsistent
// program and views of different lengths. Sub-communicators come from one group_communicators per
// test, and a lowered program met before (other matrices and cases lower to the same programs) is
// not run again. The data lives in the build's default memory space (device memory on a GPU
// build); built a second time with host memory staged as device memory is
// (test/support/device_views.hpp).
#include "../support/device_views.hpp"

#include <doctest/doctest.h>

#include <pebble/comm/collectives.hpp>
#include <pebble/comm/communicator.hpp>
#include <pebble/comm/reduction_program.hpp>
#include <pebble/placement/semantics.hpp>
#include <pebble/placement/synthesis.hpp>

#include <cstdint>
#include <iterator>
#include <map>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

using namespace pebble;
using pebble_test::memory_space;
using placement::collective;

namespace {

comm::communicator world() { return comm::communicator::world(); }

// Rank r's element i: 16^r + (i + 1) 2^32. A sum over at most 8 ranks with any multiplicities
// below 16 is exact in double and int64 and tells which ranks were summed how often, and the
// element it came from.
template <class T>
T value(int rank, std::int64_t i) {
  return static_cast<T>(std::int64_t{1} << (4 * rank)) + static_cast<T>(i + 1) * static_cast<T>(std::int64_t{1} << 32);
}

// Sets every element of v (a 1-D view in any memory space) to value(rank, i).
template <class V>
void fill(const V& v, int rank) {
  using T = typename V::value_type;
  std::vector<T> values(v.extent(0));
  for (std::size_t i = 0; i < values.size(); ++i) values[i] = value<T>(rank, static_cast<std::int64_t>(i));
  pebble_test::copy_from_host(v, values);
}

// The ranks that share this rank's coordinates on every axis not reduced: its reduction group.
std::vector<int> reduction_group_ranks(const placement::reduction_synthesis& s, int rank) {
  auto key = [&](std::int64_t d) {
    const placement::device_coordinates c = placement::coordinates(s.matrix, s.system, d);
    std::int64_t k = 0;
    for (std::size_t i = 0; i < s.axis_sizes.size(); ++i)
      if (!placement::is_reduced(s.reduce, i)) k = k * s.axis_sizes[i] + c.axis[i];
    return k;
  };
  std::vector<int> ranks;
  for (std::int64_t d = 0; d < s.system.devices(); ++d)
    if (key(d) == key(rank)) ranks.push_back(static_cast<int>(d));
  return ranks;
}

// This rank's reduction group as a communicator (collective over the world).
comm::communicator reduction_group(const comm::communicator& w, const placement::reduction_synthesis& s) {
  return w.split(reduction_group_ranks(s, w.rank()).front(), w.rank());
}

template <class T>
MPI_Datatype mpi_type() {
  return std::is_same_v<T, double> ? MPI_DOUBLE : MPI_INT64_T;
}

// The reference: this rank's fill summed over its reduction group by MPI_Allreduce.
template <class T>
Kokkos::View<T*, Kokkos::HostSpace> reference(const comm::communicator& group, std::int64_t length, int rank) {
  Kokkos::View<T*, Kokkos::HostSpace> r("reference", static_cast<std::size_t>(length));
  for (std::int64_t i = 0; i < length; ++i) r(i) = value<T>(rank, i);
  MPI_Allreduce(MPI_IN_PLACE, r.data(), static_cast<int>(length), mpi_type<T>(), MPI_SUM, group.native());
  return r;
}

// The elements where `got` (a 1-D view in any memory space) differs from `want`.
template <class V>
std::int64_t mismatches(const V& got, const Kokkos::View<typename V::value_type*, Kokkos::HostSpace>& want) {
  const auto values = pebble_test::to_host(got);
  std::int64_t wrong = 0;
  for (std::size_t i = 0; i < values.size(); ++i) wrong += values[i] != want(i);
  return wrong;
}

// Distinct group sets among a program's steps.
std::size_t distinct_group_sets(const placement::lowered_program& p) {
  std::size_t n = 0;
  for (std::size_t s = 0; s < p.steps.size(); ++s) {
    bool seen = false;
    for (std::size_t q = 0; q < s && !seen; ++q) seen = p.steps[q].groups == p.steps[s].groups;
    n += !seen;
  }
  return n;
}

// A lowered program as a key: its chunks, and each step's collective and groups.
std::vector<std::int64_t> key_of(const placement::lowered_program& p) {
  std::vector<std::int64_t> key{p.chunks};
  for (const auto& step : p.steps) {
    key.push_back(-1 - static_cast<std::int64_t>(step.instruction.op));
    for (std::size_t g = 0; g < step.groups.size(); ++g) {
      key.push_back(-100);
      for (const std::int64_t d : step.groups[g]) key.push_back(d);
    }
  }
  return key;
}

struct system_case {
  const char* name;
  placement::hierarchy h;
  placement::axes p;
  placement::reduction_axes r;
  placement::synthesis_options o = {};
};

// 1001 and 37 do not divide into 4 or 8 chunks; 3 is fewer elements than chunks (empty chunks)
const std::int64_t lengths[] = {37, 3, 1001};

// Runs the programs of every matrix of every case whose system has as many devices as ranks. A
// lowered program met before (equal programs come from different matrices and cases) is not run
// again; its reduction group must be the one it had. Each program runs on `per_program` of the
// lengths, in turn. Returns {programs synthesized, programs run}.
std::pair<std::size_t, std::size_t> check_every_program(std::span<const system_case> cases, std::size_t per_program) {
  const auto w = world();
  const int me = w.rank();
  comm::group_communicators comms(w);                          // one communicator per group set met
  std::map<std::vector<std::int64_t>, std::vector<int>> seen;  // program -> its reduction group
  std::vector<Kokkos::View<double*, memory_space>> data;
  for (const std::int64_t L : lengths) data.emplace_back("data", static_cast<std::size_t>(L));
  std::size_t synthesized = 0, run_count = 0;
  for (const system_case& c : cases) {
    if (c.h.devices() != w.size()) continue;
    std::size_t matrix = 0;
    for (const placement::reduction_synthesis& s : placement::synthesize_all(c.h, c.p, c.r, c.o)) {
      const std::vector<int> group_ranks = reduction_group_ranks(s, me);
      CHECK(static_cast<std::int64_t>(group_ranks.size()) == s.group_size());
      std::vector<Kokkos::View<double*, Kokkos::HostSpace>> want;  // made when a program first runs
      for (std::size_t k = 0; k < s.programs.size(); ++k, ++synthesized) {
        placement::lowered_program low = placement::lower(s, k);
        const auto [at, added] = seen.emplace(key_of(low), group_ranks);
        if (!added) {
          CHECK(at->second == group_ranks);
          continue;
        }
        if (want.empty()) {
          const comm::communicator group = reduction_group(w, s);
          for (const std::int64_t L : lengths) want.push_back(reference<double>(group, L, me));
        }
        const comm::reduction_executor run(comms, std::move(low));
        CHECK(run.communicator_count() == distinct_group_sets(run.program()));
        for (std::size_t j = 0; j < per_program; ++j) {
          const std::size_t l = (run_count + j) % std::size(lengths);
          fill(data[l], me);
          run(data[l]);
          const std::int64_t wrong = mismatches(data[l], want[l]);
          if (wrong != 0) {
            CAPTURE(c.name);
            CAPTURE(matrix);
            CAPTURE(k);
            CAPTURE(lengths[l]);
            CHECK(wrong == 0);
          }
        }
        ++run_count;
      }
      ++matrix;
    }
  }
  return {synthesized, run_count};
}

// A program written by hand: steps on `devices` devices over `chunks` chunks, checked against
// the paper's semantics (every step valid, every device ends with the sum over all devices), with
// the holdings the semantics give.
placement::lowered_program hand_written(std::int64_t devices, std::int64_t chunks,
                                        const std::vector<std::pair<collective, placement::device_groups>>& steps) {
  placement::lowered_program p;
  p.devices = devices;
  p.chunks = chunks;
  p.reduction_group.assign(static_cast<std::size_t>(devices), 0);  // one reduction over every device
  placement::device_states st = placement::device_states::initial(devices, chunks);
  auto record = [&] {
    std::vector<std::uint64_t> held(static_cast<std::size_t>(devices * p.words()), 0);
    for (std::int64_t d = 0; d < devices; ++d)
      for (std::int64_t c = 0; c < chunks; ++c)
        if (st.holds(d, c)) held[static_cast<std::size_t>(d * p.words() + c / 64)] |= std::uint64_t{1} << (c % 64);
    p.held.push_back(held);
  };
  record();
  for (const auto& [op, groups] : steps) {
    const placement::step_verdict v = placement::apply_step(st, op, groups);
    REQUIRE_MESSAGE(v.ok(), v.message());
    p.steps.push_back({{0, placement::form::inside(), op}, groups});
    record();
  }
  for (std::int64_t d = 0; d < devices; ++d)
    for (std::int64_t c = 0; c < chunks; ++c)
      for (std::int64_t j = 0; j < devices; ++j) REQUIRE(st.contains(d, c, j));
  return p;
}

}  // namespace

TEST_CASE("every synthesized program leaves the sum over every reduction group, on every matrix") {
  const int size = world().size();
  placement::synthesis_options every_collective;  // Master(e) carrying every collective
  every_collective.master_collectives = placement::collective_set::all();
  placement::synthesis_options whole_system;  // the system hierarchy: chunks = every device
  whole_system.kind = placement::synthesis_kind::system;
  whole_system.max_size = 3;
  const placement::hierarchy node2_gpu2{{"node", 2}, {"gpu", 2}};
  const placement::hierarchy fig2a_small{{"rack", 1}, {"server", 2}, {"cpu", 2}, {"gpu", 2}};
  const placement::hierarchy node2_gpu4{{"node", 2}, {"gpu", 4}};
  const system_case cases[] = {
      {"4 devices, axes [4], reduce 0", node2_gpu2, {4}, {0}},
      {"4 devices, axes [4], reduce 0, Master with every collective", node2_gpu2, {4}, {0}, every_collective},
      {"4 devices, axes [2 2], reduce 0", node2_gpu2, {2, 2}, {0}},
      {"4 devices, axes [2 2], reduce 1", node2_gpu2, {2, 2}, {1}},
      {"4 devices, axes [2 2], reduce 1, system hierarchy", node2_gpu2, {2, 2}, {1}, whole_system},
      {"4 devices, axes [1 4], reduce 0 (the empty program)", node2_gpu2, {1, 4}, {0}},
      {"8 devices, axes [2 4], reduce 1", fig2a_small, {2, 4}, {1}},
      {"8 devices, axes [4 2], reduce 0", fig2a_small, {4, 2}, {0}},
      {"8 devices, axes [2 2 2], reduce 0 and 2", node2_gpu4, {2, 2, 2}, {0, 2}},
  };
  // 8 ranks oversubscribe the test machine's cores, where a collective over the world takes tens
  // of milliseconds: there each program runs on one of the lengths, in turn
  const auto [synthesized, ran] = check_every_program(cases, size <= 4 ? std::size(lengths) : 1);
  if (world().rank() == 0)
    MESSAGE(synthesized, " programs synthesized, ", ran, " distinct ones run on ", size, " ranks");
  if (size == 4 || size == 8) CHECK(ran > 0);
}

TEST_CASE("int64 data, and data filled by a kernel") {
  const auto w = world();
  const int me = w.rank(), size = w.size();
  const placement::hierarchy h =
      size == 8 ? placement::hierarchy{{"node", 2}, {"gpu", 4}} : placement::hierarchy{{"node", 2}, {"gpu", 2}};
  if (h.devices() != size) return;
  const placement::reduction_synthesis s = placement::synthesize_all(h, {size}, {0}).front();
  // AllReduce, Reduce-Broadcast, ReduceScatter-AllGather and the last (longest) program
  const std::size_t some[] = {0, 1, 2, s.programs.size() - 1};
  const comm::communicator group = reduction_group(w, s);
  const std::int64_t L = 1001;
  comm::group_communicators comms(w);

  const auto want64 = reference<std::int64_t>(group, L, me);
  Kokkos::View<std::int64_t*, memory_space> data64("data64", L);
  for (const std::size_t k : some) {
    const comm::reduction_executor run(comms, placement::lower(s, k));
    fill(data64, me);
    run(data64);
    CAPTURE(k);
    CHECK(mismatches(data64, want64) == 0);
  }

  using space = pebble_test::execution_space;
  const auto want = reference<double>(group, L, me);
  Kokkos::View<double*, memory_space> data("data", L);
  for (const std::size_t k : some) {
    const comm::reduction_executor run(comms, placement::lower(s, k));
    const double own = static_cast<double>(std::int64_t{1} << (4 * me));
    Kokkos::parallel_for(
        "fill", Kokkos::RangePolicy<space>(0, L),
        KOKKOS_LAMBDA(std::int64_t i) { data(i) = own + static_cast<double>(i + 1) * 4294967296.0; });
    Kokkos::fence();
    run(space(), data);  // packing and staging on an execution-space instance
    CAPTURE(k);
    CHECK(mismatches(data, want) == 0);
  }
}

TEST_CASE("holdings that are not contiguous: every collective's packing path") {
  const auto w = world();
  const int me = w.rank(), size = w.size();
  using groups = placement::device_groups;
  std::vector<std::vector<std::pair<collective, groups>>> programs;
  std::int64_t chunks = 0;
  if (size == 8) {
    // ReduceScatter in halves: device t of a half holds chunks {2t, 2t + 1}; AllGather of the
    // halves' outer and inner devices: {0, 1, 6, 7} and {2, 3, 4, 5}, half sums
    chunks = 8;
    const std::pair<collective, groups> halves{collective::reduce_scatter, groups{{0, 1, 2, 3}, {4, 5, 6, 7}}};
    const std::pair<collective, groups> outer{collective::all_gather, groups{{0, 3}, {1, 2}, {4, 7}, {5, 6}}};
    const groups across{{0, 4}, {1, 5}, {2, 6}, {3, 7}}, pairs{{0, 1}, {2, 3}, {4, 5}, {6, 7}};
    programs.push_back({halves, outer, {collective::all_reduce, across}, {collective::all_gather, pairs}});
    programs.push_back({halves,
                        outer,
                        {collective::reduce, across},
                        {collective::broadcast, across},
                        {collective::all_gather, pairs}});
    programs.push_back({halves,
                        outer,
                        {collective::reduce_scatter, across},
                        {collective::all_gather, across},
                        {collective::all_gather, pairs}});
    // Reduce across, AllGather of the roots with the parts out of member order ({1, 3}: {2..5}
    // then {0, 1, 6, 7}), Broadcast across
    programs.push_back({halves,
                        outer,
                        {collective::reduce, across},
                        {collective::all_gather, groups{{0, 2}, {1, 3}}},
                        {collective::broadcast, across}});
  } else if (size == 4) {
    // ReduceScatter of all: device t holds {2t, 2t + 1}; AllGather of {0, 3} and {1, 2}
    chunks = 8;
    const std::pair<collective, groups> all{collective::reduce_scatter, groups{{0, 1, 2, 3}}};
    programs.push_back(
        {all, {collective::all_gather, groups{{0, 3}, {1, 2}}}, {collective::all_gather, groups{{0, 1}, {2, 3}}}});
    programs.push_back(
        {all, {collective::all_gather, groups{{0, 3}, {1, 2}}}, {collective::all_gather, groups{{1, 3}, {0, 2}}}});
  } else {
    return;
  }
  comm::group_communicators comms(w);
  std::vector<comm::reduction_executor> runs;
  for (const auto& steps : programs) runs.emplace_back(comms, hand_written(size, chunks, steps));
  for (const std::int64_t L : {std::int64_t{37}, std::int64_t{5}}) {  // 5: chunks of 0 and 1 elements
    const auto want = reference<double>(w, L, me);
    Kokkos::View<double*, memory_space> data("data", static_cast<std::size_t>(L));
    for (std::size_t k = 0; k < runs.size(); ++k) {
      fill(data, me);
      if (L == 37) runs[k](data);
      else runs[k].unchecked(data);  // the same without the agreement on the view
      CAPTURE(k);
      CAPTURE(L);
      CHECK(mismatches(data, want) == 0);
    }
  }
}

TEST_CASE("errors: the same agreed error on every rank") {
  const auto w = world();
  const int me = w.rank(), size = w.size();
  // a program for another number of devices
  const placement::hierarchy other =
      size == 4 ? placement::hierarchy{{"node", 2}, {"gpu", 4}} : placement::hierarchy{{"node", 2}, {"gpu", 2}};
  const placement::lowered_program wrong_size =
      placement::lower(placement::synthesize_all(other, {other.devices()}, {0}).front(), 0);
  const std::string expected = "pebble::comm::reduction_executor: the program is for " +
                               std::to_string(other.devices()) + " devices, but the communicator has " +
                               std::to_string(size) + " ranks (rank r runs device r)";
  std::string seen;
  try {
    comm::reduction_executor run(w, wrong_size);
  } catch (const comm::agreed_error& e) {
    seen = e.what();
  }
  CHECK(seen == expected);

  if (size != 4 && size != 8) return;
  const placement::hierarchy h =
      size == 8 ? placement::hierarchy{{"node", 2}, {"gpu", 4}} : placement::hierarchy{{"node", 2}, {"gpu", 2}};
  const placement::reduction_synthesis s = placement::synthesize_all(h, {size}, {0}).front();
  // ReduceScatter then AllGather over everyone, with the holdings after the ReduceScatter spoiled
  std::size_t k = 0;
  while (!(s.programs[k].size() == 2 && s.programs[k].instructions[0].op == collective::reduce_scatter &&
           s.programs[k].instructions[1].op == collective::all_gather))
    ++k;
  placement::lowered_program bad = placement::lower(s, k);
  bad.held[1][0] |= 2;  // device 0 claims chunk 1 as well
  CHECK_THROWS_WITH_AS(
      comm::reduction_executor(w, bad),
      "pebble::placement: before step 1, device 0 does not hold chunk 1, but the program records otherwise",
      comm::agreed_error);
  // a program that stops early: every device holds every chunk, but only pairs are summed
  std::size_t pairs = 0;
  while (!(s.programs[pairs].size() == 2 && s.programs[pairs].instructions[0].op == collective::all_reduce &&
           s.programs[pairs].instructions[1].op == collective::all_reduce))
    ++pairs;
  placement::lowered_program cut = placement::lower(s, pairs);
  cut.steps.pop_back();
  cut.held.pop_back();
  CHECK_THROWS_WITH_AS(comm::reduction_executor(w, cut),
                       doctest::Contains("the program stops before the reduction over its group is complete"),
                       comm::agreed_error);

  // views of different lengths
  const comm::reduction_executor run(w, placement::lower(s, k));
  Kokkos::View<double*, memory_space> data("data", me == size - 1 ? 11 : 10);
  CHECK_THROWS_WITH_AS(run(data),
                       "pebble::comm::reduction_executor: the ranks passed views of different lengths (from 10 to 11 "
                       "elements); every rank must pass the same length",
                       comm::agreed_error);
  // a strided view
  Kokkos::View<double**, Kokkos::LayoutRight, memory_space> matrix("matrix", 10, 2);
  const auto column = Kokkos::subview(matrix, Kokkos::ALL, 0);
  if (me == 1) {
    CHECK_THROWS_WITH_AS(run(column),
                         "pebble::comm::reduction_executor: the data view of rank 1 is not contiguous; "
                         "copy it into a contiguous view first",
                         comm::agreed_error);
  } else {
    Kokkos::View<double*, memory_space> plain("plain", 10);
    CHECK_THROWS_AS(run(plain), comm::agreed_error);
  }
}
