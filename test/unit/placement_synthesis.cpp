// Synthesis of reduction programs (P² §2.5, §3.3-§3.5, §4.2):
//  - Table 1's synthesis hierarchies;
//  - the programs of Fig. 3 and Fig. 10 found, with their lowered groups; Fig. 4's programs
//    rejected with the reason;
//  - Table 4's program counts, and where the table's totals are wrong;
//  - brute force on the whole system (every device, as many chunks as devices): the programs are
//    exactly the sequences of lowered steps that reach the goal;
//  - Theorem 3.2 by enumeration: reduction-axis >= row-based >= column-based >= system;
//  - the memory budget: each step of the search, the programs and the tables over the devices
//    bounded before they are allocated, and the bound of a step's valid collectives;
//  - a synthesis in a constant expression.
#include <doctest/doctest.h>

#include <boost/hana.hpp>

#include <pebble/placement/synthesis.hpp>

#include "../support/placement_brute_force.hpp"

#include <algorithm>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace pebble::placement;
namespace hana = boost::hana;

namespace {

const hierarchy fig2a{{"rack", 1}, {"server", 2}, {"cpu", 2}, {"gpu", 4}};
// Fig. 2d / Fig. 3: data parallelism over CPUs and GPU pairs, parameter shards over servers and
// GPU pairs; the reduction is over the shards (axis 1)
const parallelism_matrix fig2d{{1, 1, 2, 2}, {1, 2, 1, 2}};

// groups as the paper writes them for Fig. 2a: CPUs A, B (server 0), C, D (server 1), GPUs 0..3
std::string written(const device_groups& gs) {
  std::string out;
  for (std::size_t g = 0; g < gs.size(); ++g) {
    out += out.empty() ? "{" : " {";
    for (std::size_t i = 0; i < gs[g].size(); ++i) {
      if (i) out.push_back(',');
      out.push_back(static_cast<char>('A' + gs[g][i] / 4));
      out.push_back(static_cast<char>('0' + gs[g][i] % 4));
    }
    out.push_back('}');
  }
  return out;
}

// (strings are built piecewise: "literal" + std::string trips GCC 12's bogus -Wrestrict)
std::string sizes_of(const synthesis_hierarchy& sh) {
  std::string out;
  for (std::size_t e = 1; e < sh.depth(); ++e) {
    if (e > 1) out.push_back(' ');
    out.append(std::to_string(sh.levels[e].size));
  }
  return out;
}

// "AllReduce {A0,A1} ...": a lowered step as text
std::string step(std::string_view op, const std::string& groups) {
  std::string out(op);
  out.push_back(' ');
  out.append(groups);
  return out;
}

// A lowered step as text: "AllReduce {A0,A1} {A2,A3} ..."
using lowered_text = std::vector<std::string>;
lowered_text text_of(const reduction_synthesis& s, const synthesized_program& p) {
  lowered_text out;
  for (std::size_t i = 0; i < p.size(); ++i)
    out.push_back(
        step(to_string(p.instructions[i].op), written(lowered_groups(s, static_cast<std::size_t>(p.groupings[i])))));
  return out;
}
bool found(const reduction_synthesis& s, const lowered_text& wanted) {
  for (const auto& p : s.programs)
    if (text_of(s, p) == wanted) return true;
  return false;
}

// A program as the sequence of its lowered steps: (collective, groups over system devices).
using lowered_key = std::vector<std::pair<int, std::vector<std::vector<std::int64_t>>>>;
lowered_key key_of(const reduction_synthesis& s, const synthesized_program& p) {
  lowered_key key;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const device_groups g = lowered_groups(s, static_cast<std::size_t>(p.groupings[i]));
    std::vector<std::vector<std::int64_t>> groups;
    for (std::size_t k = 0; k < g.size(); ++k) groups.emplace_back(g[k].begin(), g[k].end());
    key.emplace_back(static_cast<int>(p.instructions[i].op), groups);
  }
  return key;
}
std::set<lowered_key> keys_of(const reduction_synthesis& s) {
  std::set<lowered_key> keys;
  for (const auto& p : s.programs) keys.insert(key_of(s, p));
  return keys;
}

std::size_t total_programs(const std::vector<reduction_synthesis>& all) {
  std::size_t n = 0;
  for (const auto& s : all) n += s.programs.size();
  return n;
}

}  // namespace

TEST_CASE("Table 1: the synthesis hierarchies of a parallelism matrix") {
  const reduction_axes shards{1};
  CHECK(sizes_of(make_synthesis_hierarchy(fig2d, shards, synthesis_kind::system)) == "1 2 2 4");
  CHECK(sizes_of(make_synthesis_hierarchy(fig2d, shards, synthesis_kind::column_based)) == "1 1 1 2 2 1 2 2");
  CHECK(sizes_of(make_synthesis_hierarchy(fig2d, shards, synthesis_kind::row_based)) == "1 1 2 2 1 2 1 2");
  CHECK(sizes_of(make_synthesis_hierarchy(fig2d, shards, synthesis_kind::reduction_axes)) == "1 2 1 2");
  CHECK(sizes_of(make_synthesis_hierarchy(fig2d, shards, synthesis_kind::collapsed)) == "1 2 1 2");
  const parallelism_matrix nine{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
  CHECK(sizes_of(make_synthesis_hierarchy(nine, {0, 2}, synthesis_kind::column_based)) == "1 4 7 2 5 8 3 6 9");
  CHECK(sizes_of(make_synthesis_hierarchy(nine, {0, 2}, synthesis_kind::row_based)) == "1 2 3 4 5 6 7 8 9");
  CHECK(sizes_of(make_synthesis_hierarchy(nine, {0, 2}, synthesis_kind::reduction_axes)) == "1 2 3 7 8 9");
  CHECK(sizes_of(make_synthesis_hierarchy(nine, {0, 2}, synthesis_kind::collapsed)) == "7 16 27");
  // names: system levels, or one factor of a level
  const auto collapsed = make_synthesis_hierarchy(fig2d, shards, synthesis_kind::collapsed);
  CHECK(level_name(fig2a, collapsed, 0) == "root");
  CHECK(level_name(fig2a, collapsed, 2) == "server");
  CHECK(level_name(fig2a, make_synthesis_hierarchy(fig2d, shards, synthesis_kind::row_based), 6) == "server.a1");
}

TEST_CASE("lowering: the reduction groups of Fig. 2d over the shards, repeated for the data batches") {
  const reduction_synthesis s = synthesize(fig2a, {4, 4}, fig2d, {1});
  // the engine devices are the reduction group of A0: {A0, A1, C0, C1}
  CHECK(s.where.members == std::vector<std::int64_t>{0, 1, 8, 9});
  CHECK(s.where.replicas == std::vector<std::int64_t>{0, 2, 4, 6});
  // the single AllReduce of Fig. 3a: one step over the reduction groups
  const synthesized_program& first = s.programs.front();
  REQUIRE(first.size() == 1);
  CHECK(first.instructions[0] == reduction_instruction{0, form::inside(), collective::all_reduce});
  CHECK(written(lowered_groups(s, static_cast<std::size_t>(first.groupings[0]))) ==
        "{A0,A1,C0,C1} {A2,A3,C2,C3} {B0,B1,D0,D1} {B2,B3,D2,D3}");
  // every system device is in exactly one replica
  for (std::int64_t d = 0; d < 16; ++d) {
    const std::int64_t e = s.where.engine_device[static_cast<std::size_t>(d)];
    CHECK(s.where.members[static_cast<std::size_t>(e)] +
              s.where.replicas[static_cast<std::size_t>(s.where.replica_of[static_cast<std::size_t>(d)])] ==
          d);
  }
}

TEST_CASE("Fig. 3 and Fig. 10: the paper's programs for Fig. 2d are synthesized") {
  const reduction_synthesis s = synthesize(fig2a, {4, 4}, fig2d, {1});
  const std::string pairs = "{A0,A1} {A2,A3} {B0,B1} {B2,B3} {C0,C1} {C2,C3} {D0,D1} {D2,D3}";
  const std::string across = "{A0,C0} {A1,C1} {A2,C2} {A3,C3} {B0,D0} {B1,D1} {B2,D2} {B3,D3}";
  const std::string roots = "{A0,C0} {A2,C2} {B0,D0} {B2,D2}";
  // Fig. 3a: one AllReduce
  CHECK(found(s, {"AllReduce {A0,A1,C0,C1} {A2,A3,C2,C3} {B0,B1,D0,D1} {B2,B3,D2,D3}"}));
  // Fig. 3b: AllReduce over S0 (the GPU pairs), then AllReduce over S0/S1/S2 (across servers)
  CHECK(found(s, {step("AllReduce", pairs), step("AllReduce", across)}));
  // Fig. 3c and Fig. 10i: Reduce to the pairs' roots, AllReduce among roots, Broadcast
  CHECK(found(s, {step("Reduce", pairs), step("AllReduce", roots), step("Broadcast", pairs)}));
  // Fig. 10ii: ReduceScatter in the pairs, AllReduce across, AllGather in the pairs
  CHECK(found(s, {step("ReduceScatter", pairs), step("AllReduce", across), step("AllGather", pairs)}));
  // their instructions (§3.3) over the collapsed hierarchy root, rack, server, cpu, gpu
  bool fig3c = false;
  for (const auto& p : s.programs)
    fig3c =
        fig3c || (p.size() == 3 && p.instructions[0] == reduction_instruction{2, form::inside(), collective::reduce} &&
                  p.instructions[1] == reduction_instruction{2, form::master_in(0), collective::all_reduce} &&
                  p.instructions[2] == reduction_instruction{2, form::inside(), collective::broadcast});
  CHECK(fig3c);
}

TEST_CASE("Fig. 4: the invalid programs are rejected with the reason, and not synthesized") {
  const reduction_synthesis s = synthesize(fig2a, {4, 4}, fig2d, {1});
  // the lowered groupings: pairs {A0,A1}.. (server InsideGroup), across {A0,C0}.. (Parallel(root))
  auto lowered_of = [&](reduction_instruction in) {
    for (std::size_t g = 0; g < s.groupings.size(); ++g)
      if (s.groupings[g].slice == in.slice && s.groupings[g].f == in.f) return lowered_groups(s, g);
    FAIL("no such grouping");
    return device_groups{};
  };
  const device_groups pairs = lowered_of({2, form::inside(), {}});
  const device_groups across = lowered_of({2, form::parallel_in(0), {}});
  const device_groups whole = lowered_of({0, form::inside(), {}});
  const device_states init = device_states::initial(16, 16);
  // Fig. 4a: ReduceScatter in A0/A1 puts the halves on A0 and A1; AllReduce of A0 and A1 then
  // sums the first half with the second
  const auto scattered = after_step(init, collective::reduce_scatter, pairs);
  REQUIRE(scattered.verdict.ok());
  const step_verdict a = after_step(scattered.states, collective::all_reduce, pairs).verdict;
  CHECK(a.error == step_error::different_chunks);
  CHECK(a.device == 0);  // A0
  CHECK(a.other == 1);   // A1
  // Fig. 4b: after AllReduce across servers (A0 with C0), an AllReduce of the whole reduction
  // group sums A0's and C0's data twice
  const auto across_done = after_step(init, collective::all_reduce, across);
  REQUIRE(across_done.verdict.ok());
  const step_verdict b = after_step(across_done.states, collective::all_reduce, whole).verdict;
  CHECK(b.error == step_error::repeated_contribution);
  CHECK(b.device == 0);  // A0
  CHECK(b.other == 8);   // C0
  CHECK(b.message() == "AllReduce: chunk 0 of devices 0 and 8 already share a contribution: it would be summed twice");
  // neither prefix starts a synthesized program
  for (const auto& p : s.programs) {
    const lowered_text t = text_of(s, p);
    CHECK(
        !(t.size() >= 2 && t[0] == step("ReduceScatter", written(pairs)) && t[1] == step("AllReduce", written(pairs))));
    CHECK(!(t.size() >= 2 && t[0] == step("AllReduce", written(across)) && t[1] == step("AllReduce", written(whole))));
  }
}

TEST_CASE("programs: increasing size, distinct as lowered programs, AllReduce first") {
  for (const auto& s : synthesize_all(fig2a, {4, 4}, {1})) {
    REQUIRE(!s.programs.empty());
    CHECK(s.programs.front().size() == 1);
    CHECK(s.programs.front().instructions[0].op == collective::all_reduce);
    for (std::size_t k = 1; k < s.programs.size(); ++k) CHECK(s.programs[k - 1].size() <= s.programs[k].size());
    CHECK(keys_of(s).size() == s.programs.size());
    for (const auto& p : s.programs) {
      CHECK(p.size() <= 5);
      CHECK(p.states.back() == s.goal);
    }
  }
}

// Table 4 (§4.2): programs per parallelism axes, summed over their parallelism matrices, size
// limit 5. Every two-level reduction hierarchy has 47 programs and every one-level one 3
// (AllReduce, Reduce-Broadcast, ReduceScatter-AllGather).
//  - G, J, K, L agree with the paper: G = 3 + 47 + 3 = 53, J = L = 47, K = 4 x 47 = 188.
//  - H1 and I1 print 235, but [16 2 2] and [2 2 16] on 4 x 16 each have 4 parallelism matrices,
//    two with the reduction hierarchy [4 8] and two with [2 16]: any count per matrix gives an
//    even total, so 235 cannot be a sum over their matrices. pebble counts 4 x 47 = 188. 235 is
//    the count for [8 2 4] or [4 2 8] (5 matrices, Fig. 11b's axes), most likely where it came from.
//  - F prints 47, but [8 4] on 2 x 16 has two matrices: [[1 8][2 2]] (one level: 3 programs) and
//    [[2 4][1 4]] (47). The paper's 47 leaves out the first matrix, whose best program is the
//    AllReduce itself (speed-up 1x in the table).
TEST_CASE("Table 4: synthesis counts") {
  const hierarchy a100_2{{"node", 2}, {"gpu", 16}}, a100_4{{"node", 4}, {"gpu", 16}}, v100_4{{"node", 4}, {"gpu", 8}};
  struct row {
    const char* name;
    hierarchy h;
    axes p;
    reduction_axes r;
    std::size_t matrices, programs;
  };
  const row rows[] = {
      {"F", a100_2, {8, 4}, {0}, 2, 50},          // paper: 47 (see above)
      {"G", a100_4, {4, 16}, {0}, 3, 53},         // paper: 53
      {"H", a100_4, {16, 2, 2}, {0, 2}, 4, 188},  // paper: 235 (see above)
      {"I", a100_4, {2, 2, 16}, {0, 2}, 4, 188},  // paper: 235 (see above)
      {"J", a100_4, {64}, {0}, 1, 47},            // paper: 47
      {"K", v100_4, {8, 2, 2}, {0, 2}, 4, 188},   // paper: 188
      {"L", v100_4, {32}, {0}, 1, 47},            // paper: 47
      {"[8 2 4]", a100_4, {8, 2, 4}, {0, 2}, 5, 235},
      {"[4 2 8]", a100_4, {4, 2, 8}, {0, 2}, 5, 235},
  };
  for (const row& r : rows) {
    CAPTURE(r.name);
    const auto all = synthesize_all(r.h, r.p, r.r);
    CHECK(all.size() == r.matrices);
    CHECK(total_programs(all) == r.programs);
    for (const auto& s : all) {
      std::size_t levels = 0;  // reduction levels of size > 1
      for (std::size_t e = 1; e < s.synthesis.depth(); ++e) levels += s.synthesis.levels[e].size > 1;
      CHECK(s.programs.size() == (levels == 1 ? 3u : 47u));
    }
  }
  // the paper's F2 and K1 matrices are among the enumerated ones
  CHECK(synthesize(a100_2, {8, 4}, parallelism_matrix{{2, 4}, {1, 4}}, {0}).programs.size() == 47);
  CHECK(synthesize(v100_4, {8, 2, 2}, parallelism_matrix{{2, 4}, {2, 1}, {1, 2}}, {0, 2}).programs.size() == 47);
  // Master(e) with every collective (not the paper's counts): 93 per two-level hierarchy
  synthesis_options any;
  any.master_collectives = collective_set::all();
  CHECK(synthesize(a100_4, {64}, parallelism_matrix{{4, 16}}, {0}, any).programs.size() == 93);
}

TEST_CASE("brute force on the whole system: exactly the lowered programs that reach the goal") {
  struct small_case {
    hierarchy h;
    axes p;
    reduction_axes r;
    std::size_t max_size;
  };
  const small_case cases[] = {
      {hierarchy{{"node", 2}, {"gpu", 2}}, {4}, {0}, 5},
      {hierarchy{{"node", 2}, {"gpu", 4}}, {2, 4}, {1}, 5},
      {hierarchy{{"node", 2}, {"gpu", 4}}, {4, 2}, {0}, 4},
      {hierarchy{{"a", 2}, {"b", 2}, {"c", 2}}, {2, 2, 2}, {0, 2}, 4},
      {hierarchy{{"node", 3}, {"gpu", 2}}, {6}, {0}, 4},
  };
  for (const small_case& c : cases) {
    for (const auto& s : synthesize_all(c.h, c.p, c.r, {c.max_size})) {
      CAPTURE(s.system.devices());
      CAPTURE(s.programs.size());
      // every synthesized program, lowered, takes the whole system to the goal
      const device_states goal = pebble_test::whole_system_goal(s);
      for (std::size_t k = 0; k < s.programs.size(); ++k) {
        const lowered_program low = lower(s, k);
        validate(low);
        device_states st = device_states::initial(s.system.devices(), s.system.devices());
        for (const auto& step : low.steps) REQUIRE(apply_step(st, step.instruction.op, step.groups).ok());
        CHECK(st == goal);
      }
      CHECK(pebble_test::brute_force_program_count(s) == s.programs.size());
    }
  }
}

TEST_CASE("the lowered program says which chunks each device holds before each step") {
  const reduction_synthesis s = synthesize(fig2a, {4, 4}, fig2d, {1});
  // Fig. 10ii: ReduceScatter in pairs, AllReduce across, AllGather in pairs
  std::size_t k = 0;
  while (!(s.programs[k].size() == 3 && s.programs[k].instructions[0].op == collective::reduce_scatter &&
           s.programs[k].instructions[1].op == collective::all_reduce &&
           s.programs[k].instructions[2].op == collective::all_gather))
    ++k;
  const lowered_program low = lower(s, k);
  CHECK(low.chunks == 4);  // the reduction group's 4 devices
  CHECK(low.held_chunks(0, 5) == std::vector<std::int64_t>{0, 1, 2, 3});
  CHECK(low.held_chunks(1, 0) == std::vector<std::int64_t>{0, 1});  // A0: the first half
  CHECK(low.held_chunks(1, 1) == std::vector<std::int64_t>{2, 3});  // A1: the second half
  CHECK(low.held_chunks(2, 8) == std::vector<std::int64_t>{0, 1});  // C0 after AllReduce with A0
  CHECK(low.held_chunks(3, 9) == std::vector<std::int64_t>{0, 1, 2, 3});
}

TEST_CASE("validate: a lowered program is a complete reduction, or the error says what is wrong") {
  const reduction_synthesis s = synthesize(hierarchy{{"node", 2}, {"gpu", 2}}, {4}, parallelism_matrix{{2, 2}}, {0});
  for (std::size_t k = 0; k < s.programs.size(); ++k) validate(lower(s, k));
  auto find = [&](collective a, collective b) {
    std::size_t k = 0;
    while (
        !(s.programs[k].size() == 2 && s.programs[k].instructions[0].op == a && s.programs[k].instructions[1].op == b))
      ++k;
    return lower(s, k);
  };
  // AllReduce in pairs, then across: without the second step only pairs are summed
  lowered_program cut = find(collective::all_reduce, collective::all_reduce);
  cut.steps.pop_back();
  cut.held.pop_back();
  CHECK_THROWS_WITH_AS((void)validate(cut),
                       "pebble::placement: after the last step chunk 0 of device 0 lacks the data of "
                       "device 2: the program stops before the reduction over its group is complete",
                       pebble::error);
  CHECK(cut.reduction_group == std::vector<std::int64_t>{0, 0, 0, 0});
  // ReduceScatter over all: a record that claims device 0 keeps chunk 1
  lowered_program spoiled = find(collective::reduce_scatter, collective::all_gather);
  spoiled.held[1][0] |= 2;
  CHECK_THROWS_WITH_AS(
      (void)validate(spoiled),
      "pebble::placement: before step 1, device 0 does not hold chunk 1, but the program records otherwise",
      pebble::error);
  // a step whose collective is not valid there: AllReduce again after AllReduce
  lowered_program twice = find(collective::all_reduce, collective::all_reduce);
  twice.steps[1].groups = twice.steps[0].groups;
  CHECK_THROWS_WITH_AS((void)validate(twice),
                       doctest::Contains("step 1: AllReduce: chunk 0 of devices 0 and 1 already share a contribution"),
                       pebble::error);
  lowered_program overlapping = find(collective::all_reduce, collective::all_reduce);
  overlapping.steps[0].groups = device_groups{{0, 1}, {1, 2}};
  CHECK_THROWS_WITH_AS((void)validate(overlapping),
                       "pebble::placement: step 0: device 1 is in groups 0 and 1; the groups of a "
                       "step must be disjoint",
                       pebble::error);
}

// Theorem 3.2 states (d) >= (c) >= (b) >= (a): every valid lowered program a hierarchy synthesizes,
// the more expressive one synthesizes too. By enumeration on whole small systems (23 matrices):
//  - the reduction-axis hierarchy (d) synthesizes every program of (c), (b) and (a), and (b)
//    every program of (a): the relations P² relies on hold;
//  - the intermediate link (c) >= (b) does not hold in general, and not even (c) >= (a); the proof
//    of Lemma B.7 assumes a single reduction axis and maps Master(e1) to Parallel(e1'), which
//    derives other groups. Two counterexamples are checked below.
TEST_CASE("Theorem 3.2 by enumeration: the reduction-axis hierarchy expresses every program of the others") {
  struct small_case {
    hierarchy h;
    axes p;
    reduction_axes r;
  };
  const small_case cases[] = {
      {hierarchy{{"rack", 1}, {"server", 2}, {"cpu", 2}, {"gpu", 2}}, {2, 4}, {1}},
      {hierarchy{{"rack", 1}, {"server", 2}, {"cpu", 2}, {"gpu", 2}}, {4, 2}, {0}},
      {hierarchy{{"node", 2}, {"gpu", 4}}, {2, 2, 2}, {0, 2}},
      {hierarchy{{"node", 2}, {"gpu", 4}}, {2, 2, 2}, {1}},
      {hierarchy{{"node", 2}, {"gpu", 4}}, {2, 2, 2}, {0, 1}},
      {hierarchy{{"node", 2}, {"gpu", 6}}, {2, 6}, {1}},
      {hierarchy{{"node", 2}, {"gpu", 2}, {"x", 2}}, {2, 4}, {0}},
      {hierarchy{{"node", 4}, {"gpu", 4}}, {4, 4}, {1}},
  };
  enum { a, b, c, d };
  const synthesis_kind kinds[] = {synthesis_kind::system, synthesis_kind::column_based, synthesis_kind::row_based,
                                  synthesis_kind::reduction_axes};
  std::size_t matrices = 0, d_larger = 0;
  for (const small_case& sc : cases)
    for (const parallelism_matrix& m : parallelism_matrices(sc.h, sc.p)) {
      std::vector<std::set<lowered_key>> sets;
      for (synthesis_kind kind : kinds) {
        synthesis_options o;
        o.kind = kind;
        o.max_size = 4;
        sets.push_back(keys_of(synthesize(sc.h, sc.p, m, sc.r, o)));
      }
      auto includes = [&](int x, int y) {
        return std::includes(sets[x].begin(), sets[x].end(), sets[y].begin(), sets[y].end());
      };
      CAPTURE(matrices);
      CHECK(includes(d, c));
      CHECK(includes(d, b));
      CHECK(includes(d, a));
      CHECK(includes(b, a));
      d_larger += sets[d].size() > sets[c].size();
      ++matrices;
    }
  CHECK(matrices == 23);
  CHECK(d_larger > 0);  // (d) is strictly more expressive on some of them

  auto has = [](const reduction_synthesis& s, const lowered_text& t) { return found(s, t); };
  auto of_kind = [](synthesis_kind k) {
    synthesis_options o;
    o.kind = k;
    o.max_size = 4;
    return o;
  };
  // 1. One reduction axis over the CPUs and GPUs of a server: AllReduce in GPU pairs, AllReduce of
  //    the pairs' first GPUs in each server (Master(server) in (a) and (b)), Broadcast in each
  //    server. The row-based hierarchy puts the server factor after the reduced ones, so its
  //    Master forms reach the first server only.
  {
    const hierarchy h{{"rack", 1}, {"server", 2}, {"cpu", 2}, {"gpu", 2}};
    const parallelism_matrix m{{1, 1, 2, 2}, {1, 2, 1, 1}};
    const lowered_text t = {step("AllReduce", "{A0,A1} {A2,A3} {B0,B1} {B2,B3}"), step("AllReduce", "{A0,A2} {B0,B2}"),
                            step("Broadcast", "{A0,A1,A2,A3} {B0,B1,B2,B3}")};
    CHECK(has(synthesize(h, {4, 2}, m, {0}, of_kind(synthesis_kind::system)), t));
    CHECK(has(synthesize(h, {4, 2}, m, {0}, of_kind(synthesis_kind::column_based)), t));
    CHECK(!has(synthesize(h, {4, 2}, m, {0}, of_kind(synthesis_kind::row_based)), t));
    CHECK(has(synthesize(h, {4, 2}, m, {0}, of_kind(synthesis_kind::reduction_axes)), t));
  }
  // 2. Reduction axes 0 and 2 inside a node, axis 1 across nodes: one AllReduce over each node
  //    (InsideGroup(node) in (a)). Row by row, axis 1's node factor separates the two reduced
  //    GPU factors, and no slice and form of (c) varies both without it.
  {
    const hierarchy h{{"node", 2}, {"gpu", 4}};
    const parallelism_matrix m{{1, 2}, {2, 1}, {1, 2}};
    const lowered_text t = {step("AllReduce", "{A0,A1,A2,A3} {B0,B1,B2,B3}")};
    CHECK(has(synthesize(h, {2, 2, 2}, m, {0, 2}, of_kind(synthesis_kind::system)), t));
    CHECK(!has(synthesize(h, {2, 2, 2}, m, {0, 2}, of_kind(synthesis_kind::row_based)), t));
    CHECK(has(synthesize(h, {2, 2, 2}, m, {0, 2}, of_kind(synthesis_kind::reduction_axes)), t));
  }
}

TEST_CASE("errors name what is wrong") {
  CHECK_THROWS_WITH_AS((void)synthesize(fig2a, {4, 4}, fig2d, {2}),
                       doctest::Contains("reduction axis 2 is not one of the 2 parallelism axes"), pebble::error);
  CHECK_THROWS_WITH_AS((void)synthesize(fig2a, {4, 4}, fig2d, {1, 0}),
                       doctest::Contains("must be distinct and increasing; got 1 before 0"), pebble::error);
  CHECK_THROWS_WITH_AS((void)synthesize(fig2a, {4, 4}, fig2d, {1}, {0}),
                       doctest::Contains("the program size limit must be 1 to 12; got 0"), pebble::error);
  CHECK_THROWS_WITH_AS((void)synthesize(fig2a, {4, 4}, fig2d, {1}, {13}),
                       doctest::Contains("the program size limit must be 1 to 12; got 13"), pebble::error);
  CHECK_THROWS_WITH_AS((void)synthesize_all(hierarchy{{"node", 32}, {"gpu", 16}}, {512}, {0}),
                       doctest::Contains("the synthesis would simulate 512 devices at once; at most 256"),
                       pebble::error);
  // one device per reduction group: nothing to communicate, the empty program
  const auto trivial = synthesize(hierarchy{{"node", 2}, {"gpu", 2}}, {1, 4}, parallelism_matrix{{1, 1}, {2, 2}}, {0});
  REQUIRE(trivial.programs.size() == 1);
  CHECK(trivial.programs[0].size() == 0);
}

// Regression: six levels of two devices, one axis of 64 reduced, programs of at most 5 steps took
// 18 s and 6.8 GB before listing anything. Every allocation that follows from the input is now
// bounded before it is made: the whole search is refused after two steps, in a fraction of a
// second, naming the bound, the budget and the size limit that fits.
TEST_CASE("memory budget: the search is refused before it outgrows it, with a size limit that fits") {
  const hierarchy six{{"a", 2}, {"b", 2}, {"c", 2}, {"d", 2}, {"e", 2}, {"f", 2}};
  const parallelism_matrix one_row{{2, 2, 2, 2, 2, 2}};
  try {
    (void)synthesize(six, {64}, one_row, {0});
    FAIL("a search of 6.8 GB fits a budget of 2 GiB");
  } catch (const budget_error& e) {
    CHECK(e.where() == budget_error::stage::states);
    CHECK(e.fitting_max_size() == 3);
    CHECK(e.needed_bytes() > e.budget_bytes());
    CHECK(e.budget_bytes() == 2.0 * (1ull << 30));
    CHECK(std::string(e.what()).find("matrix [2 2 2 2 2 2], a reduction group of 64 devices: after 2 steps the search "
                                     "holds 1289 states; step 3 could add up to") != std::string::npos);
    CHECK(std::string(e.what()).find("over the memory budget of 2 GiB; lower the program size limit (max_size) to 3 "
                                     "or raise memory_budget") != std::string::npos);
  }
  // within the size limit it names, the same search fits, and what it holds stays within the budget
  synthesis_options three;
  three.max_size = 3;
  const reduction_synthesis s = synthesize(six, {64}, one_row, {0}, three);
  CHECK(s.programs.size() == 213);
  CHECK(s.bytes <= three.memory_budget);
  // a budget the search fits with room to spare changes nothing: the same programs, in order
  synthesis_options roomy = three;
  roomy.memory_budget = 64.0 * (1ull << 30);
  const reduction_synthesis same = synthesize(six, {64}, one_row, {0}, roomy);
  REQUIRE(same.programs.size() == s.programs.size());
  for (std::size_t k = 0; k < s.programs.size(); ++k)
    CHECK(same.programs[k].instructions == s.programs[k].instructions);
}

TEST_CASE("memory budget: the programs are counted before they are listed") {
  const parallelism_matrix m{{1, 2, 2, 4}};
  const reduction_synthesis all = synthesize(fig2a, {16}, m, {0});
  REQUIRE(all.programs.size() == 825);
  // a caller that keeps 100 KiB per program and has 16 MiB: the states fit, 825 programs do not
  synthesis_options o;
  o.caller_bytes_per_program = 100 * 1024;
  o.memory_budget = 16 * 1024 * 1024;
  std::size_t fitting = 0;
  try {
    (void)synthesize(fig2a, {16}, m, {0}, o);
    FAIL("825 programs of 100 KiB fit in 16 MiB");
  } catch (const budget_error& e) {
    CHECK(e.where() == budget_error::stage::programs);
    CHECK(std::string(e.what()).find("matrix [1 2 2 4]: 825 reduction programs of at most 5 steps") !=
          std::string::npos);
    fitting = e.fitting_max_size();
  }
  // the size limit it names fits, one more does not
  REQUIRE(fitting >= 1);
  REQUIRE(fitting < 5);
  o.max_size = fitting;
  const reduction_synthesis fits = synthesize(fig2a, {16}, m, {0}, o);
  CHECK(fits.bytes <= o.memory_budget);
  CHECK(fits.programs.size() * (sizeof(synthesized_program) + 100 * 1024) <= o.memory_budget);
  o.max_size = fitting + 1;
  CHECK_THROWS_AS((void)synthesize(fig2a, {16}, m, {0}, o), budget_error);
}

TEST_CASE("memory budget: tables over every device, for every matrix, before any synthesis") {
  // 2^30 devices, reduction groups of 2: a table entry per device and matrix is 16 GiB and more
  const hierarchy huge{{"rack", 1 << 15}, {"gpu", 1 << 15}};
  try {
    (void)synthesize_all(huge, {2, 1 << 29}, {0});
    FAIL("tables over 2^30 devices fit a budget of 2 GiB");
  } catch (const budget_error& e) {
    CHECK(e.where() == budget_error::stage::matrices);
    CHECK(e.fitting_max_size() == 0);
    CHECK(std::string(e.what()).find("up to 2 parallelism matrices, each with tables over the system's 1073741824 "
                                     "devices") != std::string::npos);
  }
  CHECK_THROWS_WITH_AS((void)synthesize(huge, {2, 1 << 29}, parallelism_matrix{{2, 1}, {1 << 14, 1 << 15}}, {0}),
                       doctest::Contains("matrix [2 1; 16384 32768]: the tables over the system's 1073741824 devices"),
                       budget_error);
  // the budget is shared: what one synthesis holds is not available to the next
  synthesis_options o;
  const std::vector<reduction_synthesis> four = synthesize_all(fig2a, {4, 4}, {1}, o);
  double held = 0;
  for (const reduction_synthesis& s : four) held += s.bytes;
  CHECK(held <= o.memory_budget);
  o.memory_budget = held / 2;
  CHECK_THROWS_AS((void)synthesize_all(fig2a, {4, 4}, {1}, o), budget_error);
}

// The search bounds a step's new states by the frontier times valid_steps_bound: per grouping,
// the collectives of one family (AllReduce/ReduceScatter/Reduce, AllGather, Broadcast) only.
// Checked on every state the searches keep.
TEST_CASE("valid_steps_bound: no state has more valid steps, no grouping two families") {
  synthesis_options any;
  any.master_collectives = collective_set::all();
  const std::vector<std::pair<reduction_synthesis, const char*>> cases = {
      {synthesize(fig2a, {16}, parallelism_matrix{{1, 2, 2, 4}}, {0}), "fig2a, one axis"},
      {synthesize(fig2a, {16}, parallelism_matrix{{1, 2, 2, 4}}, {0}, any), "fig2a, one axis, --master-any"},
      {synthesize(fig2a, {4, 4}, fig2d, {1}, any), "Fig. 2d, --master-any"},
      {synthesize(hierarchy{{"a", 2}, {"b", 2}, {"c", 2}, {"d", 2}}, {16}, parallelism_matrix{{2, 2, 2, 2}}, {0}),
       "four levels of two"},
  };
  for (const auto& [s, name] : cases) {
    CAPTURE(name);
    const double bound = pebble::placement::detail::valid_steps_bound(s.groupings);
    for (const device_states& st : s.states) {
      double valid = 0;
      for (const grouping& g : s.groupings) {
        int reductions = 0, gathers = 0, broadcasts = 0;
        for (collective op : all_collectives) {
          if (!g.collectives.contains(op) || !check_step(st, op, g.groups)) continue;
          ++valid;
          (op == collective::all_gather ? gathers : op == collective::broadcast ? broadcasts : reductions) += 1;
        }
        CHECK((reductions > 0) + (gathers > 0) + (broadcasts > 0) <= 1);
      }
      CHECK(valid <= bound);
    }
  }
}

namespace {
constexpr std::size_t compile_time_count() {
  return synthesize(hierarchy{{"node", 2}, {"gpu", 2}}, {4}, parallelism_matrix{{2, 2}}, {0}).programs.size();
}
}  // namespace

TEST_CASE("compile time: a synthesis in a constant expression, per matrix of a constant hierarchy") {
  static_assert(compile_time_count() == 47);
  static constexpr auto matrices =
      parallelism_matrices_array<std::array<std::int64_t, 2>{2, 4}, std::array<std::int64_t, 2>{4, 2}>();
  // one synthesis per matrix as a template argument's worth of constant, equal to the run-time one
  std::vector<std::size_t> at_compile_time;
  hana::for_each(hana::make_range(hana::size_c<0>, hana::size_c<matrices.size()>), [&](auto i) {
    constexpr std::size_t n =
        synthesize(hierarchy{{"node", 2}, {"gpu", 4}}, {4, 2}, matrices[decltype(i)::value], {0}, {3}).programs.size();
    at_compile_time.push_back(n);
  });
  std::vector<std::size_t> at_run_time;
  for (const auto& s : synthesize_all(hierarchy{{"node", 2}, {"gpu", 4}}, {4, 2}, {0}, {3}))
    at_run_time.push_back(s.programs.size());
  CHECK(at_compile_time == at_run_time);
}
