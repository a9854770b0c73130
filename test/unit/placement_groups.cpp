// The device groups of a reduction instruction's slice and form (P² §3.3): Table 2 of the paper
// for the system of Fig. 2a, group by group; groups partition the devices they cover; a form
// whose level is not an ancestor of the slice is refused with a sentence.
#include <doctest/doctest.h>

#include <pebble/placement/groups.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace pebble::placement;

namespace {

const hierarchy fig2a{{"rack", 1}, {"server", 2}, {"cpu", 2}, {"gpu", 4}};
constexpr std::size_t rack = 0, server = 1, cpu = 2;

// The paper's device names: CPUs A, B (server 0) and C, D (server 1), GPUs 0..3 of each.
// (strings are appended piecewise: "literal" + std::string trips GCC 12's bogus -Wrestrict)
void append_name(std::string& out, std::int64_t d) {
  out.push_back(static_cast<char>('A' + d / 4));
  out.push_back(static_cast<char>('0' + d % 4));
}

// groups as the paper writes them: "{A0,B0} {A1,B1} ..."
std::string written(const std::vector<std::vector<std::int64_t>>& gs) {
  std::string out;
  for (const auto& g : gs) {
    out.append(out.empty() ? "{" : " {");
    for (std::size_t i = 0; i < g.size(); ++i) {
      if (i) out.push_back(',');
      append_name(out, g[i]);
    }
    out.push_back('}');
  }
  return out;
}

}  // namespace

TEST_CASE("Table 2: the groups of every slice and form over rack 1, server 2, CPU 2, GPU 4") {
  CHECK(written(groups(fig2a, cpu, form::inside())) == "{A0,A1,A2,A3} {B0,B1,B2,B3} {C0,C1,C2,C3} {D0,D1,D2,D3}");
  CHECK(written(groups(fig2a, cpu, form::parallel_in(server))) ==
        "{A0,B0} {A1,B1} {A2,B2} {A3,B3} {C0,D0} {C1,D1} {C2,D2} {C3,D3}");
  CHECK(written(groups(fig2a, cpu, form::parallel_in(rack))) ==
        "{A0,B0,C0,D0} {A1,B1,C1,D1} {A2,B2,C2,D2} {A3,B3,C3,D3}");
  CHECK(written(groups(fig2a, cpu, form::master_in(rack))) == "{A0,B0,C0,D0}");
  CHECK(written(groups(fig2a, server, form::inside())) == "{A0,A1,A2,A3,B0,B1,B2,B3} {C0,C1,C2,C3,D0,D1,D2,D3}");
  CHECK(written(groups(fig2a, server, form::parallel_in(rack))) ==
        "{A0,C0} {A1,C1} {A2,C2} {A3,C3} {B0,D0} {B1,D1} {B2,D2} {B3,D3}");
  CHECK(written(groups(fig2a, rack, form::inside())) == "{A0,A1,A2,A3,B0,B1,B2,B3,C0,C1,C2,C3,D0,D1,D2,D3}");
}

TEST_CASE("groups are disjoint; InsideGroup and Parallel cover every device, Master one per slice group") {
  const hierarchy h{{"a", 2}, {"b", 3}, {"c", 2}, {"d", 2}};
  for (std::size_t slice = 0; slice < h.depth(); ++slice) {
    std::vector<form> forms{form::inside()};
    for (std::size_t e = 0; e < slice; ++e) {
      forms.push_back(form::parallel_in(e));
      forms.push_back(form::master_in(e));
    }
    for (const form f : forms) {
      std::vector<int> seen(static_cast<std::size_t>(h.devices()), 0);
      std::size_t covered = 0;
      for (const auto& g : groups(h, slice, f)) {
        CHECK(std::is_sorted(g.begin(), g.end()));
        for (std::int64_t d : g) ++seen[static_cast<std::size_t>(d)];
        covered += g.size();
      }
      CHECK(std::all_of(seen.begin(), seen.end(), [](int s) { return s <= 1; }));
      std::int64_t below = 1;  // devices in one slice group
      for (std::size_t j = slice + 1; j < h.depth(); ++j) below *= h.size(j);
      if (f.kind == form::master) CHECK(static_cast<std::int64_t>(covered) == h.devices() / below);
      else CHECK(static_cast<std::int64_t>(covered) == h.devices());
    }
  }
}

TEST_CASE("a form level that is not an ancestor of the slice is refused") {
  CHECK_THROWS_WITH_AS((void)groups(fig2a, server, form::parallel_in(cpu)),
                       doctest::Contains("must be an ancestor of the slice; form level 2, slice level 1"),
                       pebble::error);
  CHECK_THROWS_WITH_AS((void)groups(fig2a, 4, form::inside()), doctest::Contains("the slice level 4 is not in"),
                       pebble::error);
  static_assert(groups(hierarchy{{"rack", 1}, {"server", 2}, {"cpu", 2}, {"gpu", 4}}, 2, form::master_in(0)).size() ==
                1);
}
