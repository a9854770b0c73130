// The semantics of collectives (P² §3.2, Fig. 8): the figure's examples (4 devices, the step
// between devices 0 and 1 only), every validity condition rejected with its reason, and the
// rules usable in constant expressions.
#include <doctest/doctest.h>

#include <pebble/placement/semantics.hpp>

#include <string>
#include <vector>

using namespace pebble::placement;

namespace {

// A state as the rows' contributor sets, "0,1|0,1|-|-" (rows separated by '|', '-' empty).
std::string written(const device_states& s, std::int64_t d) {
  std::string out;
  for (std::int64_t r = 0; r < s.chunks(); ++r) {
    if (r) out += '|';
    std::string row;
    for (std::int64_t j = 0; j < s.devices(); ++j)
      if (s.contains(d, r, j)) {
        if (!row.empty()) row.push_back(',');
        row.append(std::to_string(j));  // (piecewise: "x" + std::string trips GCC 12's bogus -Wrestrict)
      }
    out += row.empty() ? "-" : row;
  }
  return out;
}

const device_groups pair01{{0, 1}};

}  // namespace

TEST_CASE("Fig. 8: each collective between devices 0 and 1 of 4, from the initial state") {
  const device_states init = device_states::initial(4, 4);
  CHECK(written(init, 2) == "2|2|2|2");

  auto all_reduce = after_step(init, collective::all_reduce, pair01);
  REQUIRE(all_reduce.verdict.ok());
  CHECK(written(all_reduce.states, 0) == "0,1|0,1|0,1|0,1");
  CHECK(written(all_reduce.states, 1) == "0,1|0,1|0,1|0,1");
  CHECK(written(all_reduce.states, 2) == "2|2|2|2");  // outside the group: unchanged

  auto scatter = after_step(init, collective::reduce_scatter, pair01);
  REQUIRE(scatter.verdict.ok());
  CHECK(written(scatter.states, 0) == "0,1|0,1|-|-");
  CHECK(written(scatter.states, 1) == "-|-|0,1|0,1");

  auto gather = after_step(scatter.states, collective::all_gather, pair01);
  REQUIRE(gather.verdict.ok());
  CHECK(gather.states == all_reduce.states);  // ReduceScatter then AllGather is an AllReduce

  auto reduce = after_step(init, collective::reduce, pair01);
  REQUIRE(reduce.verdict.ok());
  CHECK(written(reduce.states, 0) == "0,1|0,1|0,1|0,1");
  CHECK(written(reduce.states, 1) == "-|-|-|-");

  auto broadcast = after_step(reduce.states, collective::broadcast, pair01);
  REQUIRE(broadcast.verdict.ok());
  CHECK(broadcast.states == all_reduce.states);  // Reduce then Broadcast too
}

TEST_CASE("every validity condition is checked and named") {
  const device_states init = device_states::initial(4, 4);
  const auto scattered = after_step(init, collective::reduce_scatter, pair01).states;
  const auto reduced = after_step(init, collective::reduce, pair01).states;
  const auto all_reduced = after_step(init, collective::all_reduce, pair01).states;

  // Fig. 4a: ReduceScatter then AllReduce of the same devices sums different chunks
  auto v = after_step(scattered, collective::all_reduce, pair01).verdict;
  CHECK(v.error == step_error::different_chunks);
  CHECK(v.message() == "AllReduce: devices 0 and 1 hold different chunks (chunk 0 is held by one of them only): "
                       "data of different chunks would be summed");
  // Fig. 4b: the same reduction twice counts every contribution twice
  v = after_step(all_reduced, collective::all_reduce, pair01).verdict;
  CHECK(v.error == step_error::repeated_contribution);
  CHECK(v.message() == "AllReduce: chunk 0 of devices 0 and 1 already share a contribution: it would be summed twice");
  // ReduceScatter: 4 chunks do not divide among 3 devices
  v = after_step(init, collective::reduce_scatter, device_groups{{0, 1, 2}}).verdict;
  CHECK(v.error == step_error::chunks_not_divisible);
  CHECK(v.message() == "ReduceScatter: the 4 chunks held do not divide among 3 devices");
  // AllGather: devices holding the same chunk
  v = after_step(init, collective::all_gather, pair01).verdict;
  CHECK(v.error == step_error::overlapping_chunks);
  CHECK(v.message() == "AllGather: devices 0 and 1 both hold chunk 0");
  // AllGather after Reduce: device 1 has nothing to contribute (that would be a Broadcast)
  v = after_step(reduced, collective::all_gather, pair01).verdict;
  CHECK(v.error == step_error::no_data);
  CHECK(v.message() == "AllGather: device 1 holds no data");
  // Reduce into device 0, then AllReduce: device 1 holds nothing
  v = after_step(reduced, collective::all_reduce, device_groups{{1, 2}}).verdict;
  CHECK(v.error == step_error::different_chunks);
  // Broadcast from a root that knows less than another device (the root is the first listed)
  v = after_step(reduced, collective::broadcast, device_groups{{1, 0}}).verdict;
  CHECK(v.error == step_error::root_less_informative);
  CHECK(v.message() == "Broadcast: device 0 knows more of chunk 0 than the root 1");
  v = after_step(init, collective::broadcast, pair01).verdict;
  CHECK(v.error == step_error::root_less_informative);
  // Broadcast that teaches nobody anything
  v = after_step(all_reduced, collective::broadcast, pair01).verdict;
  CHECK(v.error == step_error::no_information_increase);
  CHECK(v.message() == "Broadcast: every device already has the state of the root 0");
  // malformed groups
  CHECK(after_step(init, collective::all_reduce, device_groups{{0}}).verdict.error == step_error::group_too_small);
  v = after_step(init, collective::all_reduce, device_groups{{0, 7}}).verdict;
  CHECK(v.error == step_error::device_out_of_range);
  CHECK(v.message() == "AllReduce: group 0 names device 7, which is not in the context");
}

TEST_CASE("a step applies to all its groups; an invalid one leaves the states as they were") {
  const device_states init = device_states::initial(4, 4);
  auto both = after_step(init, collective::all_reduce, device_groups{{0, 1}, {2, 3}});
  REQUIRE(both.verdict.ok());
  CHECK(written(both.states, 3) == "2,3|2,3|2,3|2,3");
  // the second group is the invalid one: the verdict names it, the states are untouched
  auto bad = after_step(both.states, collective::all_reduce, device_groups{{0, 2}, {1, 0}});
  CHECK(bad.verdict.error == step_error::repeated_contribution);
  CHECK(bad.verdict.group == 1);
  CHECK(bad.states == both.states);
  // a valid second step: {0, 2} and {1, 3} finish the reduction over all four
  auto done = after_step(both.states, collective::all_reduce, device_groups{{0, 2}, {1, 3}});
  REQUIRE(done.verdict.ok());
  for (std::int64_t d = 0; d < 4; ++d) CHECK(written(done.states, d) == "0,1,2,3|0,1,2,3|0,1,2,3|0,1,2,3");
}

TEST_CASE("more than 64 devices: rows of several words") {
  device_states s = device_states::initial(130, 2);
  CHECK(s.words() == 3);
  device_groups g;
  std::vector<std::int64_t> all;
  for (std::int64_t d = 0; d < 130; ++d) all.push_back(d);
  g.add(all);
  REQUIRE(apply_step(s, collective::reduce_scatter, g).error == step_error::chunks_not_divisible);
  s = device_states::initial(130, 130);
  REQUIRE(apply_step(s, collective::reduce_scatter, g).ok());
  CHECK(s.held_chunks(129) == 1);
  CHECK(s.contains(129, 129, 0));
  CHECK(s.contains(129, 129, 128));
  CHECK(!s.contains(129, 128, 5));
}

namespace {
// Reduce-AllReduce-Broadcast over 4 devices in pairs (Fig. 10i), checked in a constant expression.
constexpr bool fig10i_reaches_the_goal() {
  device_states s = device_states::initial(4, 4);
  if (!apply_step(s, collective::reduce, device_groups{{0, 1}, {2, 3}})) return false;
  if (!apply_step(s, collective::all_reduce, device_groups{{0, 2}})) return false;
  if (!apply_step(s, collective::broadcast, device_groups{{0, 1}, {2, 3}})) return false;
  for (std::int64_t d = 0; d < 4; ++d)
    for (std::int64_t r = 0; r < 4; ++r)
      for (std::int64_t j = 0; j < 4; ++j)
        if (!s.contains(d, r, j)) return false;
  return true;
}
constexpr bool fig4a_is_rejected() {
  device_states s = device_states::initial(4, 4);
  (void)apply_step(s, collective::reduce_scatter, device_groups{{0, 1}, {2, 3}});
  return apply_step(s, collective::all_reduce, device_groups{{0, 1}, {2, 3}}).error == step_error::different_chunks;
}
}  // namespace

TEST_CASE("the rules in constant expressions") {
  static_assert(fig10i_reaches_the_goal());
  static_assert(fig4a_is_rejected());
  static_assert(to_string(collective::reduce_scatter) == "ReduceScatter");
  static_assert(collective_set{collective::all_reduce}.contains(collective::all_reduce) &&
                !collective_set{collective::all_reduce}.contains(collective::reduce));
}
