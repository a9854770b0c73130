// pebble::comm under mpiexec -n 1, 2, 3, 4: typed collectives on Kokkos views in the build's
// default memory space (device memory on a GPU build, staged through host buffers) give MPI's
// results, the traffic counters follow the documented conventions (and sent == received over all
// ranks), staging buffers are reused, sub-communicators come from device groups, and argument
// errors are agreed on by every rank. Built twice: as is, and with host views staged too
// (PEBBLE_TEST_STAGE_HOST_MEMORY, test/support/device_views.hpp).
#include "../support/device_views.hpp"

#include <doctest/doctest.h>

#include <pebble/comm/collectives.hpp>
#include <pebble/comm/communicator.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

using namespace pebble;
using pebble_test::memory_space;
using pebble_test::to_host;
using pebble_test::to_space;
using device_view = Kokkos::View<double*, memory_space>;
static bool staged() { return comm::mpi_stages<memory_space>(); }  // (after MPI_Init: it may ask MPI)

namespace {

comm::communicator world() { return comm::communicator::world(); }

// Sum over all ranks of this rank's counters since `before`.
std::array<long long, 2> total_words(const comm::traffic_counters& before) {
  const comm::traffic_counters& now = comm::traffic();
  std::array<long long, 2> w{now.words_sent - before.words_sent, now.words_received - before.words_received};
  MPI_Allreduce(MPI_IN_PLACE, w.data(), 2, MPI_LONG_LONG, MPI_SUM, MPI_COMM_WORLD);
  return w;
}

}  // namespace

TEST_CASE("broadcast, all-reduce and reduce on Kokkos views, with their words counted") {
  const auto w = world();
  const int me = w.rank(), g = w.size();
  const std::int64_t n = 1000;

  comm::reset_traffic();
  std::vector<double> x(n);
  for (std::int64_t i = 0; i < n; ++i) x[i] = me == g - 1 ? 0.5 * static_cast<double>(i) : -1.0;
  device_view v = to_space(x, "v");
  comm::broadcast(w, v, g - 1);
  std::vector<double> got = to_host(v);
  bool same = true;
  for (std::int64_t i = 0; i < n; ++i) same = same && got[i] == 0.5 * static_cast<double>(i);
  CHECK(same);
  CHECK(comm::traffic().words_received == (me == g - 1 ? 0 : n));
  CHECK(comm::traffic().words_sent == (me == g - 1 ? n * (g - 1) : 0));
  CHECK(comm::traffic().bytes_received == 8 * comm::traffic().words_received);
  // staged: the root's view goes to the host, the others' come back from it
  CHECK(comm::traffic().bytes_staged == (staged() ? 8 * n : 0));

  comm::reset_traffic();
  for (std::int64_t i = 0; i < n; ++i) x[i] = me + static_cast<double>(i);
  v = to_space(x, "v");
  comm::all_reduce(w, v);
  got = to_host(v);
  same = true;
  for (std::int64_t i = 0; i < n; ++i) same = same && got[i] == g * static_cast<double>(i) + g * (g - 1) / 2.0;
  CHECK(same);
  const std::int64_t own = n / g + (me < n % g);
  CHECK(comm::traffic().words_received == own * (g - 1) + (n - own));
  CHECK(comm::traffic().bytes_staged == (staged() ? 2 * 8 * n : 0));

  comm::reset_traffic();
  std::vector<int> xi(7);
  for (int i = 0; i < 7; ++i) xi[i] = me * i;
  const auto xv = to_space(xi, "x");
  Kokkos::View<int*, memory_space> sum("sum", me == 0 ? 7 : 0);
  comm::reduce(w, xv, sum, 0, comm::reduction::sum);
  const std::vector<int> sums = to_host(sum);
  if (me == 0)
    for (int i = 0; i < 7; ++i) CHECK(sums[i] == i * g * (g - 1) / 2);
  // reduce-scatter over nearly equal chunks (own of the 7 words), then the chunks gathered at 0
  const std::int64_t chunk = 7 / g + (me < 7 % g ? 1 : 0);
  CHECK(comm::traffic().words_received == chunk * (g - 1) + (me == 0 ? 7 - chunk : 0));
  CHECK(comm::traffic().words_sent == 7 - chunk + (me == 0 ? 0 : chunk));
  const auto total = total_words({});
  CHECK(total[0] == total[1]);
}

TEST_CASE("long non-blocking broadcasts arrive whole, waited for or tested to completion, two at a time") {
  // long enough for MPICH's long broadcast (12 KiB), which pebble posts itself under SMPI: a
  // scatter, then an all-gather; uneven chunks (not a multiple of the ranks)
  const auto w = world();
  const int me = w.rank(), g = w.size();
  const std::int64_t n = 5003, m = 2011;
  std::vector<double> x(n), y(m);
  for (std::int64_t i = 0; i < n; ++i) x[i] = me == g / 2 ? 1.0 + static_cast<double>(i) : -1.0;
  for (std::int64_t i = 0; i < m; ++i) y[i] = me == 0 ? 2.0 * static_cast<double>(i) : -1.0;
  device_view a = to_space(x, "a"), b = to_space(y, "b");
  comm::reset_traffic();
  comm::request ra = comm::ibroadcast(w, a, g / 2), rb = comm::ibroadcast(w, b, 0);
  if (me % 2 == 0) {  // the ranks complete them in different orders
    while (!ra.test()) {
    }
    rb.wait();
  } else {
    while (!rb.test()) {
    }
    ra.wait();
  }
  const std::vector<double> ga = to_host(a), gb = to_host(b);
  bool same = true;
  for (std::int64_t i = 0; i < n; ++i) same = same && ga[i] == 1.0 + static_cast<double>(i);
  for (std::int64_t i = 0; i < m; ++i) same = same && gb[i] == 2.0 * static_cast<double>(i);
  CHECK(same);
  CHECK(comm::traffic().words_received == (me == g / 2 ? 0 : n) + (me == 0 ? 0 : m));
}

TEST_CASE("collectives on an execution-space instance: the same results, staged on that instance") {
  const auto w = world();
  const int me = w.rank(), g = w.size();
  const std::int64_t n = 513;
  const memory_space::execution_space exec;
  std::vector<double> x(n);
  for (std::int64_t i = 0; i < n; ++i) x[i] = me + static_cast<double>(i);
  device_view v = to_space(x, "v");
  comm::reset_traffic();
  comm::all_reduce(exec, w, v, comm::reduction::max);
  std::vector<double> got = to_host(v);
  bool same = true;
  for (std::int64_t i = 0; i < n; ++i) same = same && got[i] == (g - 1) + static_cast<double>(i);
  CHECK(same);
  CHECK(comm::traffic().bytes_staged == (staged() ? 2 * 8 * n : 0));
  // a non-blocking broadcast, then reduce-scatter and all-gather on the instance
  device_view b = to_space(std::vector<double>(n, me == 0 ? 2.5 : 0.0), "b");
  comm::request r = comm::ibroadcast(exec, w, b, 0);
  r.wait();
  got = to_host(b);
  CHECK(std::all_of(got.begin(), got.end(), [](double y) { return y == 2.5; }));
  std::vector<std::int64_t> counts(static_cast<std::size_t>(g), n / g);
  counts.back() += n % g;
  device_view parts = to_space(std::vector<double>(n, 1.0), "parts");
  comm::reduce_scatter(exec, w, parts, counts);
  const std::int64_t mine = counts[static_cast<std::size_t>(me)];
  device_view all("all", n);
  comm::all_gatherv(exec, w, Kokkos::subview(parts, std::make_pair(std::int64_t{0}, mine)), all, counts);
  got = to_host(all);
  CHECK(std::all_of(got.begin(), got.end(), [g](double y) { return y == g; }));
}

TEST_CASE("staging buffers are allocated once for a repeated collective") {
  const auto w = world();
  const std::int64_t n = 4096;
  device_view v("v", n);
  Kokkos::deep_copy(v, 1.0);
  comm::all_reduce(w, v);  // the first call may allocate
  const std::int64_t allocations = comm::detail::staging_cache::instance().allocations();
  const comm::traffic_counters before = comm::traffic();
  for (int r = 0; r < 10; ++r) {
    comm::request a = comm::iall_reduce(w, v);
    a.wait();
  }
  CHECK(comm::detail::staging_cache::instance().allocations() == allocations);
  const comm::traffic_counters d = comm::traffic() - before;
  CHECK(d.operations == 10);
  CHECK(d.bytes_staged == (staged() ? 10 * 2 * 8 * n : 0));
  CHECK((d.staging_seconds > 0) == (staged() && d.bytes_staged > 0));
  const std::vector<double> got = to_host(v);
  CHECK(got.front() == std::pow(static_cast<double>(w.size()), 11));  // 1 summed over the ranks 11 times
  comm::release_staging_buffers();
  CHECK(comm::release_staging_buffers() == 0);  // nothing left to free
}

TEST_CASE("a long non-blocking all-gather beside a long broadcast, completed in either order") {
  // long enough for MPICH's ring all-gather (80 KiB), which pebble posts itself under SMPI; uneven
  // blocks, some empty
  const auto w = world();
  const int me = w.rank(), g = w.size();
  std::vector<std::int64_t> counts(static_cast<std::size_t>(g));
  for (int q = 0; q < g; ++q) counts[static_cast<std::size_t>(q)] = q % 3 == 1 ? 0 : 6000 + 37 * q;
  const std::int64_t total = std::accumulate(counts.begin(), counts.end(), std::int64_t{0});
  const std::int64_t mine = counts[static_cast<std::size_t>(me)];
  std::int64_t my_begin = 0;
  for (int q = 0; q < me; ++q) my_begin += counts[static_cast<std::size_t>(q)];
  std::vector<double> own(static_cast<std::size_t>(mine)), y(5003);
  for (std::int64_t i = 0; i < mine; ++i) own[i] = static_cast<double>(my_begin + i);
  for (std::size_t i = 0; i < y.size(); ++i) y[i] = me == g - 1 ? 3.0 * static_cast<double>(i) : -1.0;
  const device_view part = to_space(own, "part"), all("all", total), b = to_space(y, "b");
  comm::reset_traffic();
  comm::request ra = comm::iall_gatherv(w, part, all, counts), rb = comm::ibroadcast(w, b, g - 1);
  if (me % 2 == 1) {
    while (!rb.test()) {
    }
    ra.wait();
  } else {
    ra.wait();
    rb.wait();
  }
  const std::vector<double> gathered = to_host(all), gb = to_host(b);
  bool same = true;
  for (std::int64_t i = 0; i < total; ++i) same = same && gathered[i] == static_cast<double>(i);
  for (std::size_t i = 0; i < y.size(); ++i) same = same && gb[i] == 3.0 * static_cast<double>(i);
  CHECK(same);
  CHECK(comm::traffic().words_received == total - mine + (me == g - 1 ? 0 : 5003));
}

TEST_CASE("reduce-scatter and all-gather with uneven counts, blocking and non-blocking") {
  const auto w = world();
  const int me = w.rank(), g = w.size();
  std::vector<std::int64_t> counts(static_cast<std::size_t>(g));
  for (int q = 0; q < g; ++q) counts[static_cast<std::size_t>(q)] = q % 3 == 1 ? 0 : q + 2;  // some empty
  const std::int64_t total = std::accumulate(counts.begin(), counts.end(), std::int64_t{0});
  const std::int64_t mine = counts[static_cast<std::size_t>(me)];
  std::int64_t my_begin = 0;
  for (int q = 0; q < me; ++q) my_begin += counts[static_cast<std::size_t>(q)];

  const comm::traffic_counters before = comm::traffic();
  std::vector<double> x(static_cast<std::size_t>(total));
  for (std::int64_t i = 0; i < total; ++i) x[i] = static_cast<double>(i * (me + 1));
  const device_view data = to_space(x, "data");
  comm::reduce_scatter(w, data, counts);
  const std::vector<double> reduced = to_host(data);
  for (std::int64_t i = 0; i < mine; ++i) CHECK(reduced[i] == static_cast<double>((my_begin + i) * g * (g + 1) / 2));
  CHECK(comm::traffic().words_received - before.words_received == mine * (g - 1));

  std::vector<double> own(static_cast<std::size_t>(mine));
  for (std::int64_t i = 0; i < mine; ++i) own[i] = static_cast<double>(my_begin + i);
  const device_view part = to_space(own, "part"), all("all", total);
  comm::request r = comm::iall_gatherv(w, part, all, counts);
  CHECK(r.active());
  r.wait();
  CHECK(!r.active());
  const std::vector<double> gathered = to_host(all);
  for (std::int64_t i = 0; i < total; ++i) CHECK(gathered[i] == static_cast<double>(i));
  const auto sums = total_words(before);
  CHECK(sums[0] == sums[1]);
}

TEST_CASE("point to point in a ring, and an all-to-all") {
  const auto w = world();
  const int me = w.rank(), g = w.size();
  std::vector<float> mine(5);
  for (int i = 0; i < 5; ++i) mine[i] = static_cast<float>(100 * me + i);
  const auto out = to_space(mine, "out");
  Kokkos::View<float*, memory_space> in("in", 5);
  comm::reset_traffic();
  comm::request rr = comm::irecv(w, in, (me + g - 1) % g, 7);
  comm::request rs = comm::isend(w, out, (me + 1) % g, 7);
  rs.wait();
  rr.wait();
  const std::vector<float> arrived = to_host(in);
  for (int i = 0; i < 5; ++i) CHECK(arrived[i] == static_cast<float>(100 * ((me + g - 1) % g) + i));
  CHECK(comm::traffic().words_received == 5);
  CHECK(comm::traffic().words_sent == 5);

  // rank q sends q + 1 words to every rank
  std::vector<std::int64_t> sc(static_cast<std::size_t>(g), me + 1), rc(static_cast<std::size_t>(g));
  for (int q = 0; q < g; ++q) rc[static_cast<std::size_t>(q)] = q + 1;
  std::vector<double> to_each(static_cast<std::size_t>(g * (me + 1)));
  for (int q = 0; q < g; ++q)
    for (int i = 0; i <= me; ++i) to_each[static_cast<std::size_t>(q * (me + 1) + i)] = 1000.0 * me + q;
  const device_view s = to_space(to_each, "s"), t("t", static_cast<std::size_t>(g * (g + 1) / 2));
  comm::all_to_allv(w, s, sc, t, rc);
  const std::vector<double> from_each = to_host(t);
  std::size_t at = 0;
  for (int q = 0; q < g; ++q)
    for (int i = 0; i <= q; ++i) CHECK(from_each[at++] == 1000.0 * q + me);
}

TEST_CASE("sub-communicators from device groups keep the groups' order") {
  const auto w = world();
  const int me = w.rank(), g = w.size();
  // groups of two in reverse order: {g-1, g-2}, {g-3, g-4}, ...; a last single rank alone
  std::vector<std::vector<int>> groups;
  for (int r = g - 1; r >= 0; r -= 2) groups.push_back(r >= 1 ? std::vector<int>{r, r - 1} : std::vector<int>{r});
  const comm::communicator sub = w.split_groups(groups);
  REQUIRE(!sub.is_null());
  const std::size_t mine = static_cast<std::size_t>((g - 1 - me) / 2);
  CHECK(sub.size() == static_cast<int>(groups[mine].size()));
  CHECK(groups[mine][static_cast<std::size_t>(sub.rank())] == me);
  const device_view v = to_space(std::vector<double>{static_cast<double>(me)}, "v");
  comm::all_reduce(sub, v);
  double expected = 0;
  for (int r : groups[mine]) expected += r;
  CHECK(to_host(v)[0] == expected);

  // a rank in no group gets a null communicator
  const comm::communicator none = w.split_groups(std::vector<std::vector<int>>{{0}});
  CHECK(none.is_null() == (me != 0));
}

TEST_CASE("bad arguments: the same message on every rank, no hang") {
  const auto w = world();
  const int me = w.rank(), g = w.size();
  // overlapping groups are detected before any communication, identically everywhere
  const std::vector<std::vector<int>> overlapping{{0}, {0}};
  CHECK_THROWS_WITH_AS(w.split_groups(overlapping), doctest::Contains("rank 0 is in group 0 and in group 1"),
                       comm::agreed_error);
  // one rank's local check fails: every rank throws that rank's message
  std::string seen;
  try {
    comm::agree_on(w, [&] { check(me != g - 1, "the last rank's view is too small"); });
  } catch (const comm::agreed_error& e) {
    seen = e.what();
  }
  CHECK(seen.find("the last rank's view is too small") != std::string::npos);
  // different values on different ranks
  const std::array<std::int64_t, 2> values{42, g > 1 ? me : 7};
  static constexpr std::array<const char*, 2> names{"M", "N"};
  if (g > 1)
    CHECK_THROWS_WITH_AS(comm::agree_equal(w, values, names), doctest::Contains("different values of N"),
                         comm::agreed_error);
  else CHECK_NOTHROW(comm::agree_equal(w, values, names));
  // local argument errors of a collective are raised before it communicates
  device_view v("v", 3);
  CHECK_THROWS_WITH_AS(comm::broadcast(w, v, g), doctest::Contains("the root rank"), pebble::error);
  std::vector<std::int64_t> wrong(static_cast<std::size_t>(g), 2);  // 2g != 3 elements
  CHECK_THROWS_WITH_AS(comm::reduce_scatter(w, v, wrong), doctest::Contains("counts add up to"), pebble::error);
}

TEST_CASE("PEBBLE_MPI_DEVICE_AWARE: 1 or 0, unset asks MPI, anything else is an error") {
  CHECK(comm::detail::device_aware_setting("1") == std::optional<bool>(true));
  CHECK(comm::detail::device_aware_setting("0") == std::optional<bool>(false));
  CHECK_FALSE(comm::detail::device_aware_setting("").has_value());
  CHECK_FALSE(comm::detail::device_aware_setting(nullptr).has_value());
  for (const char* bad : {"yes", "2", " 1", "true"})
    CHECK_THROWS_WITH_AS(comm::detail::device_aware_setting(bad),
                         doctest::Contains("PEBBLE_MPI_DEVICE_AWARE must be 0 or 1"), pebble::error);
}
