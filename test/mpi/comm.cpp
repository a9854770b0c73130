// pebble::comm under mpiexec -n 1, 2, 3, 4: typed collectives on Kokkos views give MPI's results,
// the traffic counters follow the documented conventions (and sent == received over all ranks),
// sub-communicators from device groups, and argument errors agreed on by every rank.
#include <doctest/doctest.h>

#include <pebble/comm/collectives.hpp>
#include <pebble/comm/communicator.hpp>

#include <numeric>
#include <string>
#include <vector>

using namespace pebble;
using host_view = Kokkos::View<double*, Kokkos::HostSpace>;

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
  host_view v("v", n);
  for (std::int64_t i = 0; i < n; ++i) v(i) = me == g - 1 ? 0.5 * static_cast<double>(i) : -1.0;
  comm::broadcast(w, v, g - 1);
  bool same = true;
  for (std::int64_t i = 0; i < n; ++i) same = same && v(i) == 0.5 * static_cast<double>(i);
  CHECK(same);
  CHECK(comm::traffic().words_received == (me == g - 1 ? 0 : n));
  CHECK(comm::traffic().words_sent == (me == g - 1 ? n * (g - 1) : 0));
  CHECK(comm::traffic().bytes_received == 8 * comm::traffic().words_received);

  comm::reset_traffic();
  for (std::int64_t i = 0; i < n; ++i) v(i) = me + static_cast<double>(i);
  comm::all_reduce(w, v);
  same = true;
  for (std::int64_t i = 0; i < n; ++i) same = same && v(i) == g * static_cast<double>(i) + g * (g - 1) / 2.0;
  CHECK(same);
  const std::int64_t own = n / g + (me < n % g);
  CHECK(comm::traffic().words_received == own * (g - 1) + (n - own));

  comm::reset_traffic();
  Kokkos::View<int*, Kokkos::HostSpace> x("x", 7), sum("sum", me == 0 ? 7 : 0);
  for (int i = 0; i < 7; ++i) x(i) = me * i;
  comm::reduce(w, x, sum, 0, comm::reduction::sum);
  if (me == 0)
    for (int i = 0; i < 7; ++i) CHECK(sum(i) == i * g * (g - 1) / 2);
  CHECK(comm::traffic().words_received == (me == 0 ? 7 * (g - 1) : 0));
  const auto total = total_words({});
  CHECK(total[0] == total[1]);
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
  host_view data("data", total);
  for (std::int64_t i = 0; i < total; ++i) data(i) = static_cast<double>(i * (me + 1));
  comm::reduce_scatter(w, data, counts);
  for (std::int64_t i = 0; i < mine; ++i) CHECK(data(i) == static_cast<double>((my_begin + i) * g * (g + 1) / 2));
  CHECK(comm::traffic().words_received - before.words_received == mine * (g - 1));

  host_view part("part", mine), all("all", total);
  for (std::int64_t i = 0; i < mine; ++i) part(i) = static_cast<double>(my_begin + i);
  comm::request r = comm::iall_gatherv(w, part, all, counts);
  CHECK(r.active());
  r.wait();
  CHECK(!r.active());
  for (std::int64_t i = 0; i < total; ++i) CHECK(all(i) == static_cast<double>(i));
  const auto sums = total_words(before);
  CHECK(sums[0] == sums[1]);
}

TEST_CASE("point to point in a ring, and an all-to-all") {
  const auto w = world();
  const int me = w.rank(), g = w.size();
  Kokkos::View<float*, Kokkos::HostSpace> out("out", 5), in("in", 5);
  for (int i = 0; i < 5; ++i) out(i) = static_cast<float>(100 * me + i);
  comm::reset_traffic();
  comm::request rr = comm::irecv(w, in, (me + g - 1) % g, 7);
  comm::request rs = comm::isend(w, out, (me + 1) % g, 7);
  rs.wait();
  rr.wait();
  for (int i = 0; i < 5; ++i) CHECK(in(i) == static_cast<float>(100 * ((me + g - 1) % g) + i));
  CHECK(comm::traffic().words_received == 5);
  CHECK(comm::traffic().words_sent == 5);

  // rank q sends q + 1 words to every rank
  std::vector<std::int64_t> sc(static_cast<std::size_t>(g), me + 1), rc(static_cast<std::size_t>(g));
  for (int q = 0; q < g; ++q) rc[static_cast<std::size_t>(q)] = q + 1;
  host_view s("s", static_cast<std::size_t>(g * (me + 1))), t("t", static_cast<std::size_t>(g * (g + 1) / 2));
  for (int q = 0; q < g; ++q)
    for (int i = 0; i <= me; ++i) s(static_cast<std::size_t>(q * (me + 1) + i)) = 1000.0 * me + q;
  comm::all_to_allv(w, s, sc, t, rc);
  std::size_t at = 0;
  for (int q = 0; q < g; ++q)
    for (int i = 0; i <= q; ++i) CHECK(t(at++) == 1000.0 * q + me);
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
  host_view v("v", 1);
  v(0) = me;
  comm::all_reduce(sub, v);
  double expected = 0;
  for (int r : groups[mine]) expected += r;
  CHECK(v(0) == expected);

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
  else
    CHECK_NOTHROW(comm::agree_equal(w, values, names));
  // local argument errors of a collective are raised before it communicates
  host_view v("v", 3);
  CHECK_THROWS_WITH_AS(comm::broadcast(w, v, g), doctest::Contains("the root rank"), pebble::error);
  std::vector<std::int64_t> wrong(static_cast<std::size_t>(g), 2);  // 2g != 3 elements
  CHECK_THROWS_WITH_AS(comm::reduce_scatter(w, v, wrong), doctest::Contains("counts add up to"), pebble::error);
}
