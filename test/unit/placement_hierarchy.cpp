// Parallelism matrices (P² §3.1): the enumeration equals a brute-force search over all integer
// matrices with the right row and column products; the paper's Fig. 2b and 2d matrices for
// rack 1, server 2, CPU 2, GPU 4 with axes [4 4] are among them; the compile-time array
// instantiates code per matrix with hana::for_each; device coordinates are a bijection onto the
// axes' grid; validate names the column or row that is wrong; parallelism_matrices_bound bounds
// the count without enumerating, and huge levels cost their divisors, not their size.
#include <doctest/doctest.h>

#include <boost/hana.hpp>

#include <pebble/placement/hierarchy.hpp>

#include <algorithm>
#include <set>
#include <vector>

using namespace pebble::placement;
namespace hana = boost::hana;

namespace {

const hierarchy fig2a{{"rack", 1}, {"server", 2}, {"cpu", 2}, {"gpu", 4}};

// Every rows x cols matrix with entries 1 .. largest, filtered by the two product conditions.
std::vector<parallelism_matrix> brute_force(const hierarchy& h, const axes& p) {
  std::int64_t largest = 1;
  for (const level& l : h.levels) largest = std::max(largest, l.size);
  const std::size_t cells = p.size() * h.depth();
  std::vector<std::int64_t> digits(cells, 1);
  std::vector<parallelism_matrix> found;
  while (true) {
    parallelism_matrix m;
    m.rows = p.size();
    m.cols = h.depth();
    for (std::size_t c = 0; c < cells; ++c) m(c / h.depth(), c % h.depth()) = digits[c];
    if (is_parallelism_matrix(m, h, p)) found.push_back(m);
    std::size_t c = 0;
    while (c < cells && digits[c] == largest) digits[c++] = 1;
    if (c == cells) break;
    ++digits[c];
  }
  return found;
}

bool contains(const std::vector<parallelism_matrix>& all, const parallelism_matrix& m) {
  return std::find(all.begin(), all.end(), m) != all.end();
}

}  // namespace

TEST_CASE("the enumeration finds exactly the matrices a brute-force search finds") {
  const std::vector<std::pair<hierarchy, axes>> cases = {
      {fig2a, {4, 4}},
      {fig2a, {16}},
      {fig2a, {2, 2, 4}},
      {hierarchy{{"node", 4}, {"gpu", 4}}, {8, 2}},
      {hierarchy{{"a", 6}, {"b", 4}}, {4, 3, 2}},
      {hierarchy{{"a", 1}, {"b", 12}}, {6, 2}},
      {hierarchy{{"a", 2}, {"b", 3}, {"c", 2}}, {3, 4}},
  };
  for (const auto& [h, p] : cases) {
    const auto all = parallelism_matrices(h, p);
    const auto expected = brute_force(h, p);
    CAPTURE(h.devices());
    CHECK(all.size() == expected.size());
    CHECK(count_parallelism_matrices(h, p) == all.size());
    for (const auto& m : expected) CHECK(contains(all, m));
    for (std::size_t a = 0; a < all.size(); ++a)
      for (std::size_t b = a + 1; b < all.size(); ++b) CHECK(!(all[a] == all[b]));
  }
}

TEST_CASE("parallelism_matrices_bound: the count without the enumeration, never below it") {
  // exact where each prime's exponent tables are small: every case of a few levels and axes
  const std::vector<std::pair<hierarchy, axes>> cases = {
      {fig2a, {4, 4}},
      {fig2a, {16}},
      {fig2a, {2, 2, 4}},
      {hierarchy{{"node", 4}, {"gpu", 16}}, {8, 2, 4}},
      {hierarchy{{"a", 6}, {"b", 4}}, {4, 3, 2}},
      {hierarchy{{"a", 12}, {"b", 12}, {"c", 12}}, {6, 8, 36}},
      {hierarchy{{"a", 2}, {"b", 2}, {"c", 2}, {"d", 2}, {"e", 2}, {"f", 2}, {"g", 2}, {"h", 2}}, {16, 16}},
      {hierarchy{{"a", 1}}, {1}},
  };
  for (const auto& [h, p] : cases) {
    CAPTURE(h.devices());
    CHECK(parallelism_matrices_bound(h, p) == static_cast<double>(count_parallelism_matrices(h, p)));
  }
  CHECK(parallelism_matrices_bound(hierarchy{{"node", 4}, {"gpu", 16}}, {8, 2, 4}) == 5);  // Table 4's H
  // otherwise the smaller of the column-wise and row-wise spreads, still without enumerating:
  // 8 levels of 32 devices and 8 axes of 32 have more than 10^20 matrices
  hierarchy wide;
  axes many;
  for (const char* name : {"a", "b", "c", "d", "e", "f", "g", "h"})
    wide.levels.push_back({name, 32}), many.push_back(32);
  CHECK(parallelism_matrices_bound(wide, many) > 1e20);
}

// Regression: a level of 2^40 devices split over two axes looped over every candidate factor up to
// 2^40. The enumeration now tries the divisors only, and only those that leave a completable
// matrix, so its work follows the number of matrices.
TEST_CASE("huge levels: the enumeration tries divisors that complete a matrix") {
  CHECK(count_parallelism_matrices(hierarchy{{"a", std::int64_t{1} << 40}}, {1 << 20, 1 << 20}) == 1);
  // axis 0 takes 2^k of level a and 2^(20-k) of level b, k = 0..20
  CHECK(count_parallelism_matrices(hierarchy{{"a", 1 << 20}, {"b", 1 << 20}}, {1 << 20, 1 << 20}) == 21);
  CHECK(parallelism_matrices_bound(hierarchy{{"a", 1 << 20}, {"b", 1 << 20}}, {1 << 20, 1 << 20}) == 21);
  // a large prime level: its two divisors
  const std::int64_t prime = 1099511627689;  // the largest prime below 2^40
  CHECK(count_parallelism_matrices(hierarchy{{"a", prime}}, {1, prime}) == 1);
  CHECK(count_parallelism_matrices(hierarchy{{"a", 1}, {"b", prime}}, {prime, 1}) == 1);
}

TEST_CASE("Fig. 2: the placements of rack 1, server 2, CPU 2, GPU 4 with axes [4 4]") {
  const auto all = parallelism_matrices(fig2a, {4, 4});
  // Fig. 2b: one replica per CPU, a shard per GPU; §2.5: the matrix of Fig. 2d and Fig. 3
  CHECK(contains(all, parallelism_matrix{{1, 2, 2, 1}, {1, 1, 1, 4}}));
  CHECK(contains(all, parallelism_matrix{{1, 1, 2, 2}, {1, 2, 1, 2}}));
  // the count by hand: the server and CPU columns each give their 2 to axis 0 or 1, and the GPU
  // column then must give axis 0 the rest of 4: both to axis 0 with GPU [1 4], one each with
  // GPU [2 2] (two ways), both to axis 1 with GPU [4 1]
  CHECK(all.size() == 4);
}

TEST_CASE("compile time: the matrices as a constant array, code instantiated per matrix") {
  static constexpr auto all =
      parallelism_matrices_array<std::array<std::int64_t, 4>{1, 2, 2, 4}, std::array<std::int64_t, 2>{4, 4}>();
  static_assert(all.size() == 4);
  static_assert(is_parallelism_matrix(all[0], hierarchy_of(std::array<std::int64_t, 4>{1, 2, 2, 4}), axes{4, 4}));
  // a per-matrix constant: the factor that keeps axis 1 inside a GPU group
  std::vector<std::int64_t> gpu_shards;
  hana::for_each(hana::make_range(hana::size_c<0>, hana::size_c<all.size()>), [&](auto i) {
    constexpr std::int64_t shards = all[decltype(i)::value](1, 3);
    static_assert(shards == 1 || shards == 2 || shards == 4);
    gpu_shards.push_back(shards);
  });
  CHECK(gpu_shards.size() == 4);
  const parallelism_matrix fig2b{{1, 2, 2, 1}, {1, 1, 1, 4}};
  static_assert((validate(parallelism_matrix{{1, 2, 2, 1}, {1, 1, 1, 4}},
                          hierarchy{{"rack", 1}, {"server", 2}, {"cpu", 2}, {"gpu", 4}}, axes{4, 4}),
                 true));
  CHECK(std::find(all.begin(), all.end(), fig2b) != all.end());
}

TEST_CASE("device coordinates: every device has its own place on the axes' grid") {
  for (const parallelism_matrix& m : parallelism_matrices(fig2a, {2, 2, 4})) {
    std::set<std::array<std::int64_t, 3>> places;
    for (std::int64_t d = 0; d < fig2a.devices(); ++d) {
      const device_coordinates c = coordinates(m, fig2a, d);
      CHECK((c.axis[0] >= 0 && c.axis[0] < 2 && c.axis[1] >= 0 && c.axis[1] < 2 && c.axis[2] >= 0 && c.axis[2] < 4));
      places.insert({c.axis[0], c.axis[1], c.axis[2]});
    }
    CHECK(places.size() == 16);
  }
  // [1 1 2 2; 1 2 1 2]: device = 8 server + 4 cpu + gpu; the GPUs 0 and 1 of a CPU share axis 0
  // and are neighbours on axis 1 (the pairs {A0, A1}, {A2, A3} of the paper's §3.3)
  const parallelism_matrix fig2d{{1, 1, 2, 2}, {1, 2, 1, 2}};
  for (std::int64_t server = 0; server < 2; ++server)
    for (std::int64_t cpu = 0; cpu < 2; ++cpu) {
      const device_coordinates g0 = coordinates(fig2d, fig2a, 8 * server + 4 * cpu);
      const device_coordinates g1 = coordinates(fig2d, fig2a, 8 * server + 4 * cpu + 1);
      const device_coordinates g2 = coordinates(fig2d, fig2a, 8 * server + 4 * cpu + 2);
      CHECK(g0.level[1] == server);
      CHECK(g0.level[2] == cpu);
      CHECK(g0.axis[0] == g1.axis[0]);
      CHECK(g1.axis[1] == g0.axis[1] + 1);
      CHECK(g0.axis[1] == 2 * server);
      CHECK(g2.axis[0] == g0.axis[0] + 1);
    }
}

TEST_CASE("validate names what is wrong") {
  CHECK_THROWS_WITH_AS((void)validate(parallelism_matrix{{1, 2, 4, 1}, {1, 1, 1, 4}}, fig2a, {4, 4}),
                       doctest::Contains("column 2 (cpu) multiplies to 4, the level has 2"), pebble::error);
  CHECK_THROWS_WITH_AS((void)validate(parallelism_matrix{{1, 2, 2, 1}, {1, 1, 1, 4}}, fig2a, {2, 8}),
                       doctest::Contains("row 0 multiplies to 4, axis 0 has size 2"), pebble::error);
  CHECK_THROWS_WITH_AS((void)parallelism_matrices(fig2a, {4, 8}),
                       doctest::Contains("the axes multiply to 32, but the system has 16 devices"), pebble::error);
  CHECK_THROWS_WITH_AS((void)validate(parallelism_matrix{{1, 2, 2, 1}}, fig2a, {4, 4}),
                       doctest::Contains("the matrix has 1 rows, there are 2 axes"), pebble::error);
}
