// 2.5D grids for LU/Cholesky and CONFLUX's per-rank volume (thesis §4.7, Lemma 4.10) against the
// worked example N = 8192, p = 8, S = 2^24 of docs/factorizations.md, an
// independent step-by-step evaluation of Lemma 4.10's step costs, brute-force enumeration of all
// grids for small p, and the thesis' rule c = min(pS/N², p^{1/3}); at compile time and at run time.
// Then the modeled time (tiling/conflux_model.hpp) and the block size chosen by it: the closed-form
// sums against the steps added one by one (written here from the model's per-step terms, with
// v_t and r_t of each step), the choice against every v, the directions in which the model must
// move it (latency and the update's half-rate dimension push v up, a slow panel pushes it down),
// plans that carry the choice, and bad rates refused; at compile time too.
#include <doctest/doctest.h>

#include "../support/error_of.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <pebble/tiling/conflux_layout.hpp>
#include <pebble/tiling/conflux_model.hpp>
#include <pebble/tiling/grid25d.hpp>

using namespace pebble;

namespace {

constexpr std::int64_t N = 8192, P = 8, S = std::int64_t{1} << 24;
using grid3 = std::array<std::int64_t, 3>;

using pebble_test::error_of;

// Lemma 4.10's per-step costs (thesis proof, with N - tv), summed step by step; written without
// the library's closed form. side and depth may be real (the thesis' √p1 and c).
struct step_sum {
  double tournament = 0, a00 = 0, scatter = 0, reduction = 0, panel = 0, total = 0;
};
// cols > 0: a rectangular layer of side x cols ranks, whose L10 goes along grid rows of cols ranks
// and U01 down grid columns of side ranks (each half of the panel term).
step_sum lemma_4_10(bool lu, std::int64_t n, std::int64_t v, double side, double depth, double cols = 0) {
  step_sum q;
  const bool square = cols == 0;
  if (square) cols = side;
  const double p = side * cols * depth;
  int rounds = 0;  // ⌈log₂ √p1⌉
  while (std::pow(2.0, rounds) < side) ++rounds;
  for (std::int64_t t = 1; (t - 1) * v < n; ++t) {
    const double vt = static_cast<double>(std::min(v, n - (t - 1) * v));
    const double rest = static_cast<double>(std::max<std::int64_t>(0, n - t * v));  // N - tv
    if (lu) q.tournament += vt * vt * rounds;                                       // step 2: v²⌈log₂√p1⌉
    q.a00 += vt * vt + (lu ? vt : 0);                   // step 3: v² + v (CONFCHOX: potrf v²)
    q.scatter += 2 * rest * vt / p;                     // steps 4, 6: 2(N-tv)v/p
    q.reduction += 2 * rest * vt * depth / p;           // steps 1, 5: (N-tv)vc/p each
    q.panel += square ? 2 * vt * rest / (depth * side)  // steps 8, 10: v(N-tv)/(c√p1) each
                      : vt * rest / (depth * side) + vt * rest / (depth * cols);
  }
  q.total = q.tournament + q.a00 + q.scatter + q.reduction + q.panel;
  return q;
}

}  // namespace

// --- compile time ---------------------------------------------------------------------------------

constexpr auto example = plan_lu(N, {.p = P, .S = S});
static_assert(example.grid() == grid3{2, 2, 2});  // Fig. 4.7's p = 8 grid
static_assert(example.block_size == 4 && example.steps == 2048);
static_assert(example.volume.total == 41'996'288.0);
static_assert(plan_lu(1024, {.p = 64, .S = 1 << 20}).grid() == grid3{4, 4, 4});  // capped at p^{1/3}

TEST_CASE("the worked example N = 8192, p = 8, S = 2^24: grid, block size, volumes") {
  const auto& g = example;
  // p1 = N²/S = 4, √p1 = 2, c = pS/N² = 2 = p^{1/3}: the grid [2, 2, 2] with every rank used.
  CHECK(g.ideal.p1 == 4.0);
  CHECK(g.ideal.depth_uncapped == 2.0);
  CHECK(g.ideal.depth_cap == 2.0);
  CHECK(g.ideal.depth == 2.0);
  CHECK(g.ideal.side == 2.0);
  CHECK(g.grid() == grid3{2, 2, 2});
  CHECK(g.nprow == 2);
  CHECK(g.npcol == 2);
  CHECK(g.depth == 2);
  CHECK(g.ranks_used == 8);
  CHECK(g.idle_ranks == 0);
  // Each rank holds exactly one √S×√S = 4096×4096 tile of one replica.
  CHECK(g.local_rows == 4096);
  CHECK(g.local_words == S);
  // v ≥ c = 2; as in Fig. 4.7 v = 4 (a = 2), N/v = 2048 outer steps.
  CHECK(g.block_size == 4);
  CHECK(g.steps == 2048);
  // docs/factorizations.md, CONFLUX and CONFCHOX volumes on [2, 2, 2]: panel sends N²(N-v)/(p√S) = 16,769,024; reductions cN(N-v)/p = 16,769,024;
  // scatters (steps 3, 4, 6) N(v+1) + N(N-v)/p = 8,425,472; tournament Nv⌈log₂√p1⌉ = 32,768;
  // sum 41,996,288 (≈ 2.73× the exact LU bound 15,374,507).
  CHECK(g.volume.panel == 16'769'024.0);
  CHECK(g.volume.reduction == 16'769'024.0);
  CHECK(g.volume.a00 + g.volume.scatter == 8'425'472.0);
  CHECK(g.volume.tournament == 32'768.0);
  CHECK(g.volume.total == 41'996'288.0);
  CHECK(g.volume.total / 15'374'507.0 == doctest::Approx(2.73).epsilon(0.002));
  // The panel term is the leading N³/(p√S) = 2^24 up to the factor (N - v)/N.
  CHECK(g.volume.panel == 16'777'216.0 * (N - 4) / N);
  // The integer grid is the ideal one here.
  CHECK(g.ideal_volume == g.volume);
  // At step t = 1 each rank receives v(N-v)/(c√p1) = 8188 words of each panel.
  CHECK(conflux_step_volume(factorization::lu, N, 4, 2, 2, 1).panel == 2 * 8188.0);
}

TEST_CASE("the worked example with other block sizes (docs/factorizations.md: v = 2, 16, 256)") {
  const std::pair<std::int64_t, double> cases[] = {
      {2, 41'973'760.0}, {4, 41'996'288.0}, {16, 42'131'456.0}, {256, 44'834'816.0}};
  for (auto [v, total] : cases) {
    factorization_options opt;
    opt.block_size = v;
    const auto g = plan_lu(N, {.p = P, .S = S}, opt);
    CHECK(g.grid() == grid3{2, 2, 2});
    CHECK(g.block_size == v);
    CHECK(g.steps == N / v);
    CHECK(g.volume.total == total);
  }
}

TEST_CASE("CONFCHOX: Table 4.1's Cholesky column = CONFLUX without tournament and pivot indices") {
  // Table 4.1: no pivoting, potrf A00 costs v² (LU: v² + v with the pivot indices), the panels and
  // scatters as LU. At the worked example: 41,996,288 - 32,768 (tournament) - N (pivot indices).
  const auto g = plan_cholesky(N, {.p = P, .S = S});
  CHECK(g.grid() == grid3{2, 2, 2});
  CHECK(g.volume.tournament == 0.0);
  CHECK(g.volume.total == 41'996'288.0 - 32'768.0 - N);
  CHECK(g.volume.panel == example.volume.panel);
  CHECK(g.volume.reduction == example.volume.reduction);
}

TEST_CASE("the closed form equals Lemma 4.10's steps summed one by one, also when v does not divide N") {
  struct case_t {
    std::int64_t n, v;
    double side, depth;
  };
  const case_t cases[] = {{8192, 4, 2, 2},    {1000, 7, 3, 2},
                          {1000, 1000, 5, 1}, {1, 1, 1, 1},
                          {999, 10, 4, 3},    {64, 5, 1, 1},
                          {12345, 64, 7, 4},  {8192, 4, std::sqrt(8.0), 1.0},  // the ideal grid at S = N²/p = 2^23
                          {5000, 6, 2.5, 1.7}};
  for (const auto& c : cases) {
    for (bool lu : {true, false}) {
      const auto kind = lu ? factorization::lu : factorization::cholesky;
      const auto lib = conflux_comm_volume(kind, c.n, c.v, c.side, c.depth);
      const auto ref = lemma_4_10(lu, c.n, c.v, c.side, c.depth);
      CHECK(lib.tournament == doctest::Approx(ref.tournament).epsilon(1e-12));
      CHECK(lib.a00 == doctest::Approx(ref.a00).epsilon(1e-12));
      CHECK(lib.scatter == doctest::Approx(ref.scatter).epsilon(1e-12));
      CHECK(lib.reduction == doctest::Approx(ref.reduction).epsilon(1e-12));
      CHECK(lib.panel == doctest::Approx(ref.panel).epsilon(1e-12));
      CHECK(lib.total == doctest::Approx(ref.total).epsilon(1e-12));
      double steps_total = 0;
      for (std::int64_t t = 1; t <= conflux_steps(c.n, c.v); ++t)
        steps_total += conflux_step_volume(kind, c.n, c.v, c.side, c.depth, t).total;
      CHECK(steps_total == doctest::Approx(lib.total).epsilon(1e-12));
    }
  }
  // Lemma 4.10: Q_step(t) = 2Nv(N-tv)/(p√S) + O(Nv/p) on the ideal grid (c√p1 = p√S/N): at
  // S = 2^23 (c = 1, √p1 = √8) the panel sum N²(N-v)/(p√S) ≈ N²/√p, the 2D model's 23,726,566.
  const auto ideal = ideal_grid25d(N, {.p = P, .S = S / 2});
  CHECK(ideal.depth == 1.0);
  CHECK(ideal.side == doctest::Approx(std::sqrt(8.0)).epsilon(1e-15));
  const auto q = conflux_comm_volume(factorization::lu, N, 4, ideal.side, ideal.depth);
  CHECK(q.panel == doctest::Approx(1.0 * N * N * (N - 4) / (P * std::sqrt(S / 2.0))).epsilon(1e-12));
  CHECK(q.panel * N / (N - 4) == doctest::Approx(23'726'566.4).epsilon(1e-9));
  CHECK(conflux_step_volume(factorization::lu, N, 4, ideal.side, ideal.depth, 10).panel ==
        doctest::Approx(2.0 * N * 4 * (N - 10 * 4) / (P * std::sqrt(S / 2.0))).epsilon(1e-12));
}

TEST_CASE("the thesis' rule c = min(pS/N², p^{1/3}), √p1 = N/√S when it has an integer solution") {
  // c = pS/N² = 2, √p1 = N/√S = 4 (cap ⌊32^{1/3}⌋ = 3 does not bind).
  auto g = plan_lu(1000, {.p = 32, .S = 62'500});
  CHECK(g.grid() == grid3{4, 4, 2});
  CHECK(g.ideal.depth == doctest::Approx(2.0).epsilon(1e-15));
  CHECK(g.ideal.side == doctest::Approx(4.0).epsilon(1e-15));
  // N²/S = 16, c = 4 = 64^{1/3}: [4, 4, 4].
  CHECK(plan_lu(4096, {.p = 64, .S = 1 << 20}).grid() == grid3{4, 4, 4});
  // Plenty of memory: pS/N² = 64 is capped at p^{1/3} = 4 (Fig. 4.8: S ≥ N²/p^{2/3} allows c = p^{1/3}).
  g = plan_lu(1024, {.p = 64, .S = 1 << 20});
  CHECK(g.grid() == grid3{4, 4, 4});
  CHECK(g.ideal.depth_uncapped == 64.0);
  CHECK(g.ideal.depth == 4.0);
  CHECK(g.ideal.side == 4.0);
  // No replication possible (S = N²/p with p square): the 2D grid [√p, √p, 1].
  CHECK(plan_lu(1000, {.p = 16, .S = 62'500}).grid() == grid3{4, 4, 1});
  // p = 1: one rank holding the whole matrix.
  g = plan_lu(100, {.p = 1, .S = 10'000});
  CHECK(g.grid() == grid3{1, 1, 1});
  CHECK(g.volume.panel == 100.0 * (100 - 2));  // N(N-v)/(c g) with v = 2c = 2
}

TEST_CASE("non-square p: ranks left idle") {
  // p = 65, plenty of memory: cap ⌊65^{1/3}⌋ = 4, [4, 4, 4] on 64 ranks, 1 idle.
  auto g = plan_lu(8192, {.p = 65, .S = S});
  CHECK(g.grid() == grid3{4, 4, 4});
  CHECK(g.idle_ranks == 1);
  // p = 17 with S = N²/9 (g ≥ 3): [3,3,1] gives c·g = 3, [4,4,1] gives 4, so 16 ranks, 1 idle.
  g = plan_lu(900, {.p = 17, .S = 90'000});
  CHECK(g.grid() == grid3{4, 4, 1});
  CHECK(g.idle_ranks == 1);
  // p = 8 with S = 2^23 < (N/2)²: no square layer fits (docs/factorizations.md, erratum E13: "√8 is
  // not an integer"); the rectangular layer 2 x 4 holds 4096 x 2048 = 2^23 words per rank and fits.
  const auto rect = plan_lu(N, {.p = P, .S = S / 2});
  CHECK(rect.grid() == grid3{2, 4, 1});
  CHECK(rect.local_words == S / 2);
  CHECK(rect.idle_ranks == 0);
  // N = 8191 with S = ⌈N²/8⌉ = 8,386,561: the matrix fits the ranks' memory, but no layer does
  // (2 x 4: 4096 * 2048 = 8,388,608 words; 1 x 8: 8191 * 1024 = 8,387,584)
  CHECK(error_of([] { (void)plan_lu(8191, {.p = P, .S = 8'386'561}); }) ==
        "pebble::plan_factorization: no 2D layer fits in memory: a rank of a g x g layer holds "
        "ceil(N/g)^2 words, at most S = 8386561 only for g >= 3 (9 ranks), but p = 8; on 8 ranks a "
        "square layer has g <= 2, which needs S >= ceil(8191/2)^2 = 16777216 words, and no rectangular layer gr x gc "
        "(gr < gc, gr gc <= 8) fits either");
  // The real-valued ideal still exists there.
  CHECK(ideal_grid25d(N, {.p = P, .S = S / 2}).p1 == 8.0);
}

TEST_CASE("full_model objective: the reductions shift the optimum to c = (p/4)^{1/3}") {
  // With p = g²c ranks and large N the per-rank volume is ≈ N²(1/(cg) + 1/g² + 1/(g²c)) =
  // N²(1/√(pc) + c/p + 1/p), minimal at c^{3/2} = √p/2, c = (p/4)^{1/3}: 5 for p = 500, where
  // [10, 10, 5] uses every rank. The leading-term rule maximises c·g instead: among square layers
  // [8, 8, 7] (c·g = 56 against 50) on 448 ranks; as that leaves ranks idle, rectangular layers
  // compete, and [7, 10, 7] on 490 ranks has c·2·gr·gc/(gr + gc) = 980/17 ≈ 57.6 > 56.
  const std::int64_t n = std::int64_t{1} << 17, s = std::int64_t{1} << 34;
  factorization_options full;
  full.objective = factorization_objective::full_model;
  const auto f = plan_lu(n, {.p = 500, .S = s}, full);
  const auto l = plan_lu(n, {.p = 500, .S = s});
  CHECK(f.grid() == grid3{10, 10, 5});
  CHECK(l.grid() == grid3{7, 10, 7});
  factorization_options squares_only;  // with 448 ranks the square [8, 8, 7] uses every rank
  CHECK(plan_lu(n, {.p = 448, .S = s}, squares_only).grid() == grid3{8, 8, 7});
  CHECK(f.volume.total < l.volume.total);
  CHECK(f.volume.panel > l.volume.panel);
  // At the worked example both objectives agree.
  CHECK(plan_lu(N, {.p = P, .S = S}, full).grid() == grid3{2, 2, 2});
}

TEST_CASE("brute force: every grid [gr, gc, c] for p <= 120 against the chosen one") {
  // The rule (grid25d.hpp): the best square grid by the objective; where it leaves ranks idle (or
  // none fits), rectangular layers gr < gc compete with it, the leading-term key being
  // c·2 gr gc/(gr + gc) (c·g on a square layer).
  const std::int64_t sizes[] = {1, 3, 17, 100, 300};
  for (bool full : {false, true}) {
    for (std::int64_t fixed_v : {0, 3}) {
      for (std::int64_t n : sizes) {
        if (fixed_v > n) continue;
        for (std::int64_t p = 1; p <= 120; ++p) {
          const std::int64_t min_s = (n * n + p - 1) / p;
          for (std::int64_t s : {min_s, min_s + 1, 2 * min_s, 3 * min_s, 7 * min_s, n * n, 5 * n * n}) {
            // All grids, by the definition (not the library's search order).
            struct cand {
              std::int64_t gr, gc, c, v;
              double key, total;
            };
            std::vector<cand> squares, rects;
            for (std::int64_t gr = 1; gr <= p; ++gr)
              for (std::int64_t gc = gr; gc <= p; ++gc)
                for (std::int64_t c = 1; c <= p; ++c) {
                  if (gr * gc * c > p || c * c * c > p || gc > n || c > n) continue;
                  if (((n + gr - 1) / gr) * ((n + gc - 1) / gc) > s) continue;
                  if (fixed_v > 0 && c > fixed_v) continue;
                  const std::int64_t v = fixed_v > 0 ? fixed_v : std::min(2 * c, n);
                  const double key = 2.0 * double(c * gr * gc) / double(gr + gc);
                  const cand k{gr, gc, c, v, key, lemma_4_10(true, n, v, double(gr), double(c), double(gc)).total};
                  (gr == gc ? squares : rects).push_back(k);
                }
            // the best of a set by the objective (ties: the larger gr, as the library)
            const auto better = [&](const cand& a, const cand& b) {
              const double eps = 1e-12;
              const bool key_up = a.key > b.key * (1 + eps), key_same = std::abs(a.key - b.key) <= b.key * eps;
              const bool tot_down = a.total < b.total * (1 - eps),
                         tot_same = std::abs(a.total - b.total) <= b.total * eps;
              if (!full) return key_up || (key_same && (tot_down || (tot_same && a.gr > b.gr)));
              return tot_down || (tot_same && (key_up || (key_same && a.gr > b.gr)));
            };
            const auto best_of = [&](const std::vector<cand>& all) {
              cand b = all.front();
              for (const auto& c : all)
                if (better(c, b)) b = c;
              return b;
            };
            std::vector<cand> all = squares;
            if (squares.empty() || best_of(squares).gr * best_of(squares).gc * best_of(squares).c < p)
              all.insert(all.end(), rects.begin(), rects.end());
            factorization_options opt;
            opt.block_size = fixed_v;
            opt.objective = full ? factorization_objective::full_model : factorization_objective::leading_term;
            CAPTURE(full);
            CAPTURE(fixed_v);
            CAPTURE(n);
            CAPTURE(p);
            CAPTURE(s);
            const std::string err = error_of([&] { (void)plan_lu(n, {.p = p, .S = s}, opt); });
            CHECK(all.empty() == !err.empty());
            if (all.empty()) continue;
            const auto g = plan_lu(n, {.p = p, .S = s}, opt);
            const cand want = best_of(all);
            CAPTURE(want.gr);
            CAPTURE(want.gc);
            CAPTURE(want.c);
            CHECK(g.grid()[0] <= g.grid()[1]);
            CHECK(g.ranks_used <= p);
            CHECK(g.local_words <= s);
            CHECK(g.depth <= g.block_size);
            CHECK(g.volume.total ==
                  doctest::Approx(
                      lemma_4_10(true, n, g.block_size, double(g.nprow), double(g.depth), double(g.npcol)).total)
                      .epsilon(1e-12));
            const double key = 2.0 * double(g.depth * g.nprow * g.npcol) / double(g.nprow + g.npcol);
            CHECK(key == doctest::Approx(want.key).epsilon(1e-12));
            CHECK(g.volume.total == doctest::Approx(want.total).epsilon(1e-12));
          }
        }
      }
    }
  }
}

TEST_CASE("plan_lu rejects impossible inputs with sentences naming the values") {
  CHECK(error_of([] { (void)plan_lu(N, {.p = 0, .S = S}); }) ==
        "pebble::plan_factorization: the number of ranks p must be at least 1, p=0");
  CHECK(error_of([] { (void)plan_lu(0, {.p = P, .S = S}); }) ==
        "pebble::plan_factorization: the matrix dimension N must be at least 1, N=0");
  CHECK(error_of([] { (void)plan_lu(N, {.p = P, .S = 0}); }) ==
        "pebble::plan_factorization: the memory S must be at least 1 word per rank, S=0");
  // S < N²/p: the matrix does not fit in the aggregate memory.
  CHECK(error_of([] { (void)plan_lu(N, {.p = P, .S = 1000}); }) ==
        "pebble::plan_factorization: S is too small: the 8192 x 8192 matrix has N^2 = 67108864 words but "
        "p*S = 8 * 1000 = 8000 words do not hold it even once; S must be at least N^2/p = 8388608 "
        "words per rank");
  CHECK(error_of([] { (void)ideal_grid25d(N, {.p = P, .S = S / 2 - 1}); }).find("S is too small") != std::string::npos);
  factorization_options bad_v;
  bad_v.block_size = N + 1;
  CHECK(error_of([&] {
          (void)plan_lu(N, {.p = P, .S = S}, bad_v);
        }).find("block size v must be between 1 and N=8192") != std::string::npos);
  factorization_options bad_a;
  bad_a.block_factor = 0;
  CHECK(error_of([&] { (void)plan_lu(N, {.p = P, .S = S}, bad_a); }).find("a=0") != std::string::npos);
  CHECK(error_of([] { (void)conflux_comm_volume(factorization::lu, 10, 11, 1, 1); }).find("v=11") != std::string::npos);
  CHECK(error_of([] {
          (void)conflux_step_volume(factorization::lu, 10, 5, 1, 1, 3);
        }).find("step t must be in 1..2, t=3") != std::string::npos);
}

// --- where the factors lie before the final gather (conflux_final_owners) -------------------------

namespace {

factorization_plan hand_plan(factorization kind, std::int64_t n, std::int64_t gr, std::int64_t gc, std::int64_t c,
                             std::int64_t v) {
  factorization_plan plan;
  plan.kind = kind;
  plan.N = n;
  plan.p = gr * gc * c;
  plan.S = n * n;
  plan.nprow = gr;
  plan.npcol = gc;
  plan.depth = c;
  plan.block_size = v;
  plan.ranks_used = gr * gc * c;
  plan.steps = ceil_div(n, v);
  return plan;
}

}  // namespace

TEST_CASE("conflux_final_owners: one layer per entry, counts equal to the entries' layers one by one") {
  std::mt19937_64 rng(17);
  for (const auto& [n, gr, gc, c, v] : std::vector<std::array<std::int64_t, 5>>{{13, 2, 2, 2, 3},
                                                                                {16, 1, 1, 2, 4},
                                                                                {29, 3, 3, 3, 4},
                                                                                {10, 2, 2, 3, 10},
                                                                                {7, 1, 1, 4, 2},
                                                                                {13, 1, 2, 2, 3},
                                                                                {29, 2, 3, 2, 4},
                                                                                {17, 2, 5, 3, 3}}) {
    for (const factorization kind : {factorization::lu, factorization::cholesky}) {
      CAPTURE(n);
      CAPTURE(gr);
      CAPTURE(gc);
      CAPTURE(c);
      CAPTURE(v);
      const conflux_layout layout(hand_plan(kind, n, gr, gc, c, v));
      std::vector<std::int64_t> pivots(static_cast<std::size_t>(n));
      std::iota(pivots.begin(), pivots.end(), 0);
      if (kind == factorization::lu) std::shuffle(pivots.begin(), pivots.end(), rng);
      // the position of each global row in the factors, and the step of each position
      std::vector<std::int64_t> position(static_cast<std::size_t>(n));
      for (std::int64_t k = 0; k < n; ++k) position[static_cast<std::size_t>(pivots[static_cast<std::size_t>(k)])] = k;
      for (std::int64_t i = 0; i < gr; ++i)
        for (std::int64_t j = 0; j < gc; ++j) {
          const conflux_final_parts f = conflux_final_owners(layout, i, j, pivots);
          const std::int64_t rows = layout.row_count(i), cols = layout.col_count(j);
          for (std::int64_t q = 0; q < cols; ++q) {
            std::vector<std::int64_t> seen(static_cast<std::size_t>(c), 0);
            for (std::int64_t r = 0; r < rows; ++r) {
              const std::int64_t l = f.layer_of(r, q);
              REQUIRE((l >= 0 && l < c));
              ++seen[static_cast<std::size_t>(l)];
              // the L part and A00 (the row's position is in the column's step or later) lie in the
              // layer of the column's step; Cholesky's untouched upper triangle in layer 0
              const std::int64_t R = ((r / v) * gr + i) * v + r % v, Q = ((q / v) * gc + j) * v + q % v;
              const std::int64_t k = position[static_cast<std::size_t>(R)];
              if (k / v >= Q / v) CHECK(l == (Q / v) % c);
              else if (kind == factorization::cholesky) CHECK(l == 0);
              else CHECK(layout.slice(layout.width(k / v), l).contains(k % v));
            }
            for (std::int64_t l = 0; l < c; ++l) CHECK(f.count(q, l) == seen[static_cast<std::size_t>(l)]);
          }
        }
    }
  }
  const conflux_layout layout(hand_plan(factorization::lu, 4, 1, 1, 2, 2));
  CHECK(error_of([&] {
          (void)conflux_final_owners(layout, 0, 0, std::vector<std::int64_t>{0, 1, 1, 3});
        }).find("not a permutation") != std::string::npos);
  CHECK(error_of([&] {
          (void)conflux_final_owners(layout, 0, 0, std::vector<std::int64_t>{0, 1});
        }).find("has 2 entries, N=4") != std::string::npos);
}

TEST_CASE("conflux_layout: owners, local indices, shared_from and transposed_from by brute force") {
  for (const auto& [n, gr, gc, v] : std::vector<std::array<std::int64_t, 4>>{{13, 1, 2, 3},
                                                                             {29, 2, 3, 4},
                                                                             {17, 2, 5, 3},
                                                                             {40, 3, 4, 2},
                                                                             {9, 2, 2, 2},
                                                                             {5, 1, 6, 1},
                                                                             {12, 3, 3, 2},
                                                                             {16, 2, 2, 4},
                                                                             {11, 3, 3, 1}}) {
    CAPTURE(n);
    CAPTURE(gr);
    CAPTURE(gc);
    CAPTURE(v);
    const conflux_layout layout(hand_plan(factorization::cholesky, n, gr, gc, 1, v));
    std::vector<std::int64_t> rows_seen(static_cast<std::size_t>(gr)), cols_seen(static_cast<std::size_t>(gc));
    for (std::int64_t x = 0; x < n; ++x) {
      const std::int64_t i = layout.row_owner(x), j = layout.col_owner(x);
      // local indices count up in global order at each owner
      CHECK(layout.row_index(x) == rows_seen[static_cast<std::size_t>(i)]++);
      CHECK(layout.col_index(x) == cols_seen[static_cast<std::size_t>(j)]++);
      CHECK(layout.row_global(i, layout.row_index(x)) == x);
      CHECK(layout.col_global(j, layout.col_index(x)) == x);
      CHECK(layout.rows_before(i, x) == layout.row_index(x));
      CHECK(layout.cols_before(j, x) == layout.col_index(x));
    }
    for (std::int64_t q = 0; q < gr; ++q) CHECK(layout.row_count(q) == rows_seen[static_cast<std::size_t>(q)]);
    for (std::int64_t q = 0; q < gc; ++q) CHECK(layout.col_count(q) == cols_seen[static_cast<std::size_t>(q)]);
    for (std::int64_t x = 0; x <= n; x += v)
      for (std::int64_t i = 0; i < gr; ++i)
        for (std::int64_t j = 0; j < gc; ++j) {
          std::int64_t count = 0;
          for (std::int64_t y = x; y < n; ++y) count += layout.row_owner(y) == i && layout.col_owner(y) == j;
          CHECK(layout.shared_from(i, j, x) == count);
          // of them, the rows some other grid row holds a row at or below (the lower triangle's
          // update there reads them as columns)
          std::int64_t needed = 0;
          for (std::int64_t y = x; y < n; ++y) {
            if (layout.row_owner(y) != i || layout.col_owner(y) != j) continue;
            bool other = false;
            for (std::int64_t below = y; below < n; ++below) other = other || layout.row_owner(below) != i;
            needed += other;
          }
          CHECK(layout.transposed_from(i, j, x) == needed);
        }
  }
}

// --- the modeled time and the block size it chooses ------------------------------------------

namespace {

// About this project's CPU core: 30 GFLOP/s gemm, half of it at k = 12, LAPACK panels at
// 8 GFLOP/s, shared-memory MPI at 1 ns per word and 2 us per message round.
constexpr factorization_rates cpu{
    .update_rate = 30e9, .update_half = 12, .panel_rate = 8e9, .word_seconds = 1e-9, .message_seconds = 2e-6};

double log2_up(double x) {
  double k = 0;
  for (double y = 1; y < x; y *= 2) ++k;
  return k;
}

// The model's terms step by step: v_t = min(v, N - (t-1)v) columns, r_t = N - (t-1)v - v_t rows.
conflux_time_parts steps_one_by_one(factorization kind, std::int64_t n, std::int64_t v, std::int64_t gr,
                                    std::int64_t gc, std::int64_t c, const factorization_rates& r) {
  const bool lu = kind == factorization::lu;
  const double rows = static_cast<double>(gr), cols = static_cast<double>(gc), depth = static_cast<double>(c);
  conflux_time_parts t;
  std::int64_t steps = 0;
  for (std::int64_t done = 0; done < n; done += v, ++steps) {
    const double vt = static_cast<double>(std::min(v, n - done));
    const double rt = static_cast<double>(n - done) - vt;
    const double k = vt / depth;
    t.update += (lu ? 2.0 : 1.0) * (rt / rows) * (rt / cols) * k / (r.update_rate * k / (k + r.update_half));
    t.solves += (rt / rows * vt * vt + (lu ? vt * vt * rt / cols : 0.0)) / (r.update_rate * vt / (vt + r.update_half));
    const double panel =
        lu ? (rt + vt) / rows * vt * vt + vt * vt * vt * (5.0 / 3.0 * log2_up(rows) + 1.0 / 3.0) : vt * vt * vt / 3;
    t.panel += panel / r.panel_rate;
    // the step's words (docs/factorizations.md, P5): tournament, A00, scatters, reductions, panels
    const double p_used = rows * cols * depth;
    const double words = (lu ? vt * vt * log2_up(rows) + vt * vt + vt : vt * vt) + 2 * rt * vt / p_used +
                         2 * rt * vt * depth / p_used + rt * vt * (1 / rows + 1 / cols) / depth;
    t.words += words * r.word_seconds;
    const double rounds = lu ? 2 * log2_up(depth) + 3 * log2_up(rows) + 2 * log2_up(cols) + log2_up(p_used)
                             : 2 * log2_up(depth) + 2 * log2_up(rows) + log2_up(cols) + log2_up(p_used);
    t.messages += rounds * r.message_seconds;
  }
  t.total = t.update + t.solves + t.panel + t.words + t.messages;
  return t;
}

void check_close(double got, double want) { CHECK(std::abs(got - want) <= 1e-9 * std::max(1.0, std::abs(want))); }

}  // namespace

TEST_CASE("conflux_time: the closed form equals the model's steps added one by one") {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 300; ++trial) {
    const factorization kind = trial % 2 ? factorization::lu : factorization::cholesky;
    const std::int64_t n = 1 + static_cast<std::int64_t>(rng() % 3000);
    const std::int64_t c = 1 + static_cast<std::int64_t>(rng() % std::min<std::int64_t>(n, 4));
    const std::int64_t v = c + static_cast<std::int64_t>(rng() % static_cast<std::uint64_t>(n - c + 1));
    const std::int64_t gr = 1 + static_cast<std::int64_t>(rng() % 5);
    const std::int64_t gc = trial % 3 ? gr : gr + 1 + static_cast<std::int64_t>(rng() % 4);
    const conflux_time_parts got = conflux_time(kind, n, v, gr, gc, c, cpu);
    const conflux_time_parts want = steps_one_by_one(kind, n, v, gr, gc, c, cpu);
    CAPTURE(n);
    CAPTURE(v);
    CAPTURE(gr);
    CAPTURE(gc);
    CAPTURE(c);
    check_close(got.update, want.update);
    check_close(got.solves, want.solves);
    check_close(got.panel, want.panel);
    check_close(got.words, want.words);
    check_close(got.messages, want.messages);
    check_close(got.total, want.total);
  }
}

TEST_CASE("conflux_best_block: no v in [c, min(N, 4096)] has a smaller modeled time") {
  for (const auto kind : {factorization::lu, factorization::cholesky})
    for (const std::int64_t n : {1, 7, 300, 4096, 100'000})
      for (const std::int64_t c : {1, 2, 3}) {
        if (c > n) continue;
        const std::int64_t best = conflux_best_block(kind, n, 2, 3, c, cpu);
        CHECK(best >= c);
        CHECK(best <= std::min<std::int64_t>(n, conflux_block_limit));
        const double t = conflux_time(kind, n, best, 2, 3, c, cpu).total;
        for (std::int64_t v = c; v <= std::min<std::int64_t>(n, conflux_block_limit); ++v)
          CHECK(conflux_time(kind, n, v, 2, 3, c, cpu).total >= t);
      }
}

TEST_CASE("the model moves v the way each rate should") {
  const std::int64_t n = 8192;
  const auto best = [&](factorization_rates r) { return conflux_best_block(factorization::lu, n, 2, 2, 1, r); };
  // a gemm at its full rate from k = 1 and free messages: the update costs the same for every v,
  // the panels and solves grow with it, so the smallest v wins
  factorization_rates flat = cpu;
  flat.update_half = 0;
  flat.message_seconds = 0;
  CHECK(best(flat) == 1);
  // latency and a gemm that needs a large k push v up; a slow panel pulls it down
  std::int64_t last = 0;
  for (const double alpha : {0.0, 1e-6, 1e-5, 1e-4, 1e-3}) {
    factorization_rates r = cpu;
    r.message_seconds = alpha;
    CHECK(best(r) >= last);
    last = best(r);
  }
  CHECK(last > best(cpu));
  last = 0;
  for (const double half : {0.0, 4.0, 16.0, 64.0, 256.0}) {
    factorization_rates r = cpu;
    r.update_half = half;
    CHECK(best(r) >= last);
    last = best(r);
  }
  CHECK(last > best(cpu));
  last = conflux_block_limit + 1;
  for (const double panel : {1e12, 1e11, 1e10, 1e9, 1e8}) {
    factorization_rates r = cpu;
    r.panel_rate = panel;
    CHECK(best(r) <= last);
    last = best(r);
  }
  CHECK(last < best(cpu));
}

TEST_CASE("a plan with rates carries the chosen v, its words and its modeled time") {
  for (const auto kind : {factorization::lu, factorization::cholesky})
    for (const std::int64_t p : {1, 2, 4, 8, 27}) {
      const std::int64_t n = 6000;
      const factorization_plan plan = plan_factorization(kind, n, {.p = p, .S = n * n}, {.rates = cpu});
      CAPTURE(p);
      CHECK(plan.block_size == conflux_best_block(kind, n, plan.nprow, plan.npcol, plan.depth, cpu));
      CHECK(plan.time == conflux_time(kind, n, plan.block_size, plan.nprow, plan.npcol, plan.depth, cpu));
      CHECK(plan.volume == conflux_comm_volume(kind, n, plan.block_size, static_cast<double>(plan.nprow),
                                               static_cast<double>(plan.npcol), static_cast<double>(plan.depth)));
      // the grid is the one chosen without rates; only v differs
      const factorization_plan thesis = plan_factorization(kind, n, {.p = p, .S = n * n});
      CHECK(plan.grid() == thesis.grid());
      CHECK(thesis.block_size == 2 * thesis.depth);
      CHECK(thesis.time == conflux_time_parts{});
      // a given v stays, and the time is modeled for it
      const factorization_plan given =
          plan_factorization(kind, n, {.p = p, .S = n * n}, {.block_size = 64, .rates = cpu});
      CHECK(given.block_size == 64);
      CHECK(given.time.total >= plan.time.total);
    }
}

TEST_CASE("at compile time") {
  constexpr factorization_plan plan = plan_lu(4096, {.p = 4, .S = 4096 * 4096}, {.rates = cpu});
  static_assert(plan.block_size >= plan.depth && plan.time.total > 0);
  static_assert(conflux_time(factorization::cholesky, 100, 10, 1, 2, 1, cpu).total > 0);
  CHECK(plan.block_size == conflux_best_block(factorization::lu, 4096, plan.nprow, plan.npcol, plan.depth, cpu));
}

TEST_CASE("bad rates are refused with a sentence naming them") {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  for (const factorization_rates bad :
       {factorization_rates{.update_rate = nan, .panel_rate = 1},
        factorization_rates{.update_rate = 1, .panel_rate = -1},
        factorization_rates{.update_rate = inf, .panel_rate = 1}, factorization_rates{.word_seconds = 1e-9},
        factorization_rates{.update_rate = 1, .update_half = -1, .panel_rate = 1},
        factorization_rates{.update_rate = 1, .panel_rate = 1, .message_seconds = nan}}) {
    const std::string e = error_of([&] { (void)plan_lu(100, {.p = 2, .S = 10000}, {.rates = bad}); });
    CAPTURE(e);
    CHECK(e.rfind("pebble::plan_factorization: the ", 0) == 0);
    CHECK(error_of([&] { (void)conflux_time(factorization::lu, 100, 10, 1, 1, 1, bad); }).find("conflux_time") !=
          std::string::npos);
  }
  CHECK(error_of([&] { (void)conflux_best_block(factorization::lu, 10, 1, 1, 11, cpu); }) ==
        "pebble::conflux_best_block: the number of layers c must be between 1 and N=10, c=11");
}
