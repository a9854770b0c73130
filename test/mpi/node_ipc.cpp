// pebble::comm's node IPC (comm/node_ipc.hpp) under mpiexec -n 1, 2, 3, with host memory read
// through Linux cross-memory attach (cma_ipc), the backend that stands in for CUDA IPC where no
// GPU is: handles are exchanged once per buffer and again when any member's buffer changes, a
// member copies exactly the bytes it asks for out of any other's buffer, ranges outside a buffer
// are refused, and an all-gather read out of the members' buffers delivers and counts what MPI's
// all-gather does.
#include <doctest/doctest.h>

#include <pebble/comm/collectives.hpp>
#include <pebble/comm/node_ipc.hpp>

#include <Kokkos_Core.hpp>

#include <unistd.h>

#include <cstdint>
#include <numeric>
#include <optional>
#include <type_traits>
#include <vector>

using namespace pebble;

namespace {

using host_view = Kokkos::View<double*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

// Whether this machine lets the ranks read each other's memory (a container's seccomp policy may
// forbid process_vm_readv); every rank gets the same answer.
bool attach_permitted(const comm::communicator& group) {
  std::vector<double> probe(2, 1.0);
  comm::node_exposure<comm::cma_ipc> exposure;
  return exposure.expose(group, probe.data(), probe.size() * sizeof(double));
}

std::vector<double> values_of(int rank, int n, int generation) {
  std::vector<double> v(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) v[static_cast<std::size_t>(i)] = 1000.0 * rank + i + 0.5 * generation;
  return v;
}

}  // namespace

TEST_CASE("PEBBLE_NODE_IPC accepts 0 and 1; unset means device memory only") {
  CHECK(comm::detail::node_ipc_setting(nullptr) == std::nullopt);
  CHECK(comm::detail::node_ipc_setting("") == std::nullopt);
  CHECK(comm::detail::node_ipc_setting("1") == true);
  CHECK(comm::detail::node_ipc_setting("0") == false);
  CHECK_THROWS_WITH_AS(comm::detail::node_ipc_setting("yes"),
                       "the environment variable PEBBLE_NODE_IPC must be 0 or 1; got 'yes'", error);
  // host memory has its backend (Linux), used only when PEBBLE_NODE_IPC=1 asks
  CHECK(std::is_same_v<comm::node_ipc_backend_t<Kokkos::HostSpace>, comm::cma_ipc>);
  CHECK(comm::node_ipc_enabled<Kokkos::HostSpace>() == (comm::node_ipc_requested() == true));
  CHECK(comm::on_one_node(comm::communicator::world()));
}

TEST_CASE("cross-memory attach opens a handle only in the process that exported it") {
  std::vector<double> mine = values_of(0, 8, 0);
  const auto handle = comm::cma_ipc::export_memory(mine.data(), mine.size() * sizeof(double));
  REQUIRE(handle.has_value());
  const auto opened = comm::cma_ipc::open(*handle, mine.size() * sizeof(double));
  if (!opened) {
    MESSAGE("cross-memory attach is not permitted here, not even on this process itself");
    return;
  }
  std::vector<double> got(3);
  comm::cma_ipc::copy(Kokkos::DefaultHostExecutionSpace{}, got.data(), *opened, 2 * sizeof(double), 3 * sizeof(double));
  CHECK(got == std::vector<double>(mine.begin() + 2, mine.begin() + 5));
  // a handle whose token is not the process's, or whose process id names another process (as a
  // rank in another PID namespace would), is refused: nothing would be read from the wrong memory
  comm::cma_ipc::handle forged = *handle;
  forged.token ^= 1;
  CHECK_FALSE(comm::cma_ipc::open(forged, 8).has_value());
  forged = *handle;
  forged.pid = static_cast<std::int64_t>(getppid());
  CHECK_FALSE(comm::cma_ipc::open(forged, 8).has_value());
}

TEST_CASE("a node exposure exchanges handles once per buffer and reads exactly the asked bytes") {
  const auto world = comm::communicator::world();
  const int me = world.rank(), g = world.size();
  if (!attach_permitted(world)) {
    MESSAGE("cross-memory attach is not permitted here; only the agreement was checked");
    return;
  }
  comm::node_exposure<comm::cma_ipc> exposure;
  std::vector<double> mine = values_of(me, 100, 0);
  REQUIRE(exposure.expose(world, mine.data(), mine.size() * sizeof(double)));
  REQUIRE(exposure.expose(world, mine.data(), mine.size() * sizeof(double)));
  CHECK(exposure.exchanges() == 1);  // the same buffers: no second exchange

  const Kokkos::DefaultHostExecutionSpace exec;
  for (int q = 0; q < g; ++q) {
    std::vector<double> got(20, -1.0);
    exposure.get(exec, q, 10 * sizeof(double), 20 * sizeof(double), got.data());
    comm::cma_ipc::complete(exec);
    const std::vector<double> theirs = values_of(q, 100, 0);
    CHECK(got == std::vector<double>(theirs.begin() + 10, theirs.begin() + 30));
    CHECK(exposure.bytes(q) == 100 * sizeof(double));
  }
  // a range past a member's buffer is refused before anything is read
  std::vector<double> sink(2);
  CHECK_THROWS_AS(exposure.get(exec, 0, 99 * sizeof(double), 2 * sizeof(double), sink.data()), error);
  CHECK_THROWS_AS(exposure.get(exec, g, 0, 0, sink.data()), error);

  // one member exposing another buffer makes every member exchange again
  std::vector<double> other = values_of(me, me == 0 ? 50 : 100, 1);
  const double* exposed = me == 0 ? other.data() : mine.data();
  const std::size_t bytes = (me == 0 ? other.size() : mine.size()) * sizeof(double);
  REQUIRE(exposure.expose(world, exposed, bytes));
  CHECK(exposure.exchanges() == 2);
  std::vector<double> first(50, -1.0);
  exposure.get(exec, 0, 0, 50 * sizeof(double), first.data());
  CHECK(first == values_of(0, 50, 1));
  CHECK(exposure.bytes(0) == 50 * sizeof(double));

  // an empty buffer takes part without a handle
  REQUIRE(exposure.expose(world, me == 0 ? nullptr : mine.data(), me == 0 ? 0 : bytes));
  CHECK(exposure.bytes(0) == 0);
  exposure.get(exec, 0, 0, 0, sink.data());
  world.barrier();  // every member is done reading before the buffers go
}

TEST_CASE("an all-gather read out of the members' buffers equals MPI's, words counted alike") {
  const auto world = comm::communicator::world();
  // groups: the even and the odd ranks (on 3 ranks one group of 2 and one of 1)
  const comm::communicator group = world.split(world.rank() % 2, world.rank());
  const int me = group.rank(), g = group.size();
  if (!attach_permitted(group)) {
    MESSAGE("cross-memory attach is not permitted here; only the agreement was checked");
    return;
  }
  // member q owns 3 + 2 q values and contributes 3 + q of them, from its element q on
  std::vector<std::int64_t> counts(static_cast<std::size_t>(g)), offsets(static_cast<std::size_t>(g));
  for (int q = 0; q < g; ++q) {
    counts[static_cast<std::size_t>(q)] = 3 + q;
    offsets[static_cast<std::size_t>(q)] = q;
  }
  const std::int64_t total = std::accumulate(counts.begin(), counts.end(), std::int64_t{0});
  const std::vector<double> piece = values_of(world.rank(), 3 + 2 * me, 0);
  comm::node_exposure<comm::cma_ipc> exposure;
  REQUIRE(exposure.expose(group, piece.data(), piece.size() * sizeof(double)));

  std::vector<double> through_ipc(static_cast<std::size_t>(total), -1.0), through_mpi(through_ipc);
  const Kokkos::DefaultHostExecutionSpace exec;
  const comm::traffic_counters before_ipc = comm::traffic();
  comm::request r = comm::ipc_all_gatherv(exec, exposure, group, counts, offsets, through_ipc.data(), total);
  r.wait();
  const comm::traffic_counters ipc = comm::traffic() - before_ipc;

  const host_view send(const_cast<double*>(piece.data()) + me,
                       static_cast<std::size_t>(counts[static_cast<std::size_t>(me)]));
  const host_view recv(through_mpi.data(), through_mpi.size());
  const comm::traffic_counters before_mpi = comm::traffic();
  comm::all_gatherv(group, send, recv, counts);
  const comm::traffic_counters mpi = comm::traffic() - before_mpi;

  CHECK(through_ipc == through_mpi);
  CHECK(ipc.words_received == mpi.words_received);
  CHECK(ipc.words_sent == mpi.words_sent);
  CHECK(ipc.bytes_peer == (total - counts[static_cast<std::size_t>(me)]) * 8);
  CHECK(mpi.bytes_peer == 0);
  // counts that do not fill the receive buffer are refused
  CHECK_THROWS_AS(comm::ipc_all_gatherv(exec, exposure, group, counts, offsets, through_ipc.data(), total + 1), error);
  group.barrier();
}

TEST_CASE("a non-blocking broadcast through node IPC: receivers post first, the root completes after every copy") {
  const auto world = comm::communicator::world();
  const int me = world.rank(), g = world.size();
  if (!attach_permitted(world)) {
    MESSAGE("cross-memory attach is not permitted here; only the agreement was checked");
    return;
  }
  const Kokkos::DefaultHostExecutionSpace exec;
  // two buffers of each member exposed; two broadcasts in flight at once, from different roots
  std::vector<double> first = values_of(me, 40, 0), second = values_of(me, 30, 1);
  comm::node_exposure<comm::cma_ipc> a, b;
  REQUIRE(a.expose(world, first.data(), first.size() * sizeof(double)));
  REQUIRE(b.expose(world, second.data(), second.size() * sizeof(double)));
  const int root_a = 0, root_b = g - 1;
  std::vector<double> got_a(25, -1.0), got_b(30, -1.0);
  const comm::traffic_counters before = comm::traffic();

  // the receivers post before the roots do (a look-ahead's order); the roots post after a barrier
  comm::request ra, rb;
  const auto post_a = [&] {
    ra = comm::ipc_ibroadcast(exec, a, world, root_a, me == root_a ? first.data() : got_a.data(), 25);
  };
  const auto post_b = [&] {
    rb = comm::ipc_ibroadcast(exec, b, world, root_b, me == root_b ? second.data() : got_b.data(), 30);
  };
  if (me != root_a && me != root_b) {
    post_a();
    post_b();
  }
  world.barrier();
  if (me == root_a || me == root_b) {
    post_a();
    post_b();
  }
  // no receiver has moved its stages on (a barrier does not): the roots' requests are pending
  if (g > 1 && me == root_a) CHECK_FALSE(ra.test());
  world.barrier();
  rb.wait();  // in the other order than posted
  ra.wait();
  const comm::traffic_counters moved = comm::traffic() - before;
  // once a root's request completed, every member had its copy: the root may overwrite its buffer
  if (me == root_a) std::fill(first.begin(), first.end(), -7.0);
  world.barrier();
  const std::vector<double> sent_a = values_of(root_a, 40, 0);
  if (me != root_a) CHECK(got_a == std::vector<double>(sent_a.begin(), sent_a.begin() + 25));
  if (me != root_b) CHECK(got_b == values_of(root_b, 30, 1));
  const std::int64_t received = (me != root_a ? 25 : 0) + (me != root_b ? 30 : 0);
  const std::int64_t sent = (me == root_a ? 25 * (g - 1) : 0) + (me == root_b ? 30 * (g - 1) : 0);
  CHECK(moved.words_received == received);
  CHECK(moved.words_sent == sent);
  CHECK(moved.bytes_peer == received * 8);
  // more than the root exposed is refused before any message
  CHECK_THROWS_AS(comm::ipc_ibroadcast(exec, b, world, root_b, got_b.data(), 31), error);
  world.barrier();
}
