// Completion cuts (completion_cut.hpp) against brute force on the computation graph
// (completion_check.hpp: the argument's premises, and schedules), on deriche, the pattern without
// scalars, and programs that break one condition each.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include <pebble/core/config.hpp>
#include <pebble/bounds/completion_cut.hpp>
#include <pebble/bounds/program_bound.hpp>
#include <pebble/model.hpp>

#include "completion_check.hpp"
#include "polybench_blocks.hpp"

using namespace pebble;

namespace {

std::string deriche_text() { return std::string(polybench_blocks::text("deriche")); }

// The analysis' cut, checked: the premises hold for every value it counts, and no schedule tried
// has fewer live values. Returns the cut.
completion_cut checked_cut(const program& prog, const size_binding& sizes) {
  const completion_cut cut = best_completion_cut(prog, sizes);
  const completion_check::brute_force b = completion_check::check(prog, sizes, cut);
  CHECK(b.distinct);
  if (cut.live > 0) {
    CHECK(cut.live == (cut.groups - 1) * cut.positions);
    CHECK(b.premises >= cut.live);
    CHECK(b.schedules >= cut.live);
  }
  return cut;
}

// Two passes along j (forward and backward chains through their own arrays), their sum M, and
// two passes along i reading M: the completion pattern without scalars. `edits` replace text.
std::string direct_passes(std::vector<std::pair<std::string, std::string>> edits = {}) {
  std::string text = R"(for i in 0..W, j in 0..H: F[i,j] = F[i,j-1] + X[i,j]
for i in 0..W, jj in 0..H: G[i,H-1-jj] = G[i,H-jj] + X[i,H-1-jj]
for i in 0..W, j in 0..H: M[i,j] = F[i,j] + G[i,j]
for j in 0..H, i in 0..W: U[i,j] = U[i-1,j] + M[i,j]
for j in 0..H, ii in 0..W: V[W-1-ii,j] = V[W-ii,j] + M[W-1-ii,j])";
  for (const auto& [from, to] : edits) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
  }
  return text;
}

}  // namespace

TEST_CASE("deriche: (W-1)(H-1) values live when the first column of the horizontal pass completes") {
  const program prog = parse_program(deriche_text());
  for (auto [W, H] : {std::pair<std::int64_t, std::int64_t>{5, 4}, {4, 6}, {3, 3}, {2, 5}}) {
    CAPTURE(W);
    CAPTURE(H);
    const completion_cut cut = checked_cut(prog, {{"W", W}, {"H", H}});
    CHECK(cut.live == (W - 1) * (H - 1));
    REQUIRE(cut.middle != completion_cut::none);
    CHECK(prog.source(cut.middle).find("imgOut[i,j] = c1") != std::string::npos);
    CHECK(cut.group_loop == 0);  // a group is a column: i varies
    CHECK(prog.source(cut.producers[0]).find("y1[i,j] = a1") != std::string::npos);
    CHECK(prog.source(cut.producers[1]).find("y2[i,H-1-jj]") != std::string::npos);
    CHECK(prog.source(cut.consumers[0]).find("y1[i,j] = a5") != std::string::npos);
    CHECK(prog.source(cut.consumers[1]).find("y2[W-1-ii,j]") != std::string::npos);
  }
  // one row or one column: no other group, or no position both vertical passes read
  CHECK(best_completion_cut(prog, {{"W", 1}, {"H", 6}}).live == 0);
  CHECK(best_completion_cut(prog, {{"W", 6}, {"H", 1}}).live == 0);
  CHECK(best_completion_cut(prog, {{"W", 0}, {"H", 6}}).live == 0);

  // the program bound: compulsory loads of imgIn plus 2((W-1)(H-1) - S), 3HW at leading order
  const program_io_bound b = program_bound(prog, {{"W", 2000}, {"H", 2000}}, {.S = 10'000});
  CHECK(b.Q_completion == 2.0 * (1999.0 * 1999.0 - 10'000));
  CHECK(b.Q == b.Q_compulsory + b.Q_completion);
  CHECK(b.Q_compulsory >= 2000.0 * 2000.0);
  CHECK(b.Q / (3 * 2000.0 * 2000.0) > 0.99);
  // p processors keep p·S values: the cut at p·S, a p-th of it on some processor
  const program_io_bound b4 = program_bound(prog, {{"W", 2000}, {"H", 2000}}, {.p = 4, .S = 10'000});
  CHECK(b4.Q_per_processor == doctest::Approx((b.Q_compulsory + 2.0 * (1999.0 * 1999.0 - 40'000)) / 4));
  // S beyond the live values: no cut I/O
  CHECK(program_bound(prog, {{"W", 20}, {"H", 20}}, {.S = 1000}).Q_completion == 0);
}

TEST_CASE("completion cuts through chains of the arrays themselves, and where the pattern breaks") {
  const size_binding sizes{{"W", 5}, {"H", 4}};
  // both passes along i read every position: W(H-1)
  CHECK(checked_cut(parse_program(direct_passes()), sizes).live == 5 * 3);
  // a producer chain from its second position: G's image does not hold M's reads at j = 0...
  CHECK(checked_cut(parse_program(direct_passes({{"jj in 0..H: G", "jj in 1..H: G"}})), sizes).live == 0);
  // ...and the consumers likewise: U from i = 1 does not reach back to M[0,j], V from ii = 1
  // not to M[W-1,j]
  CHECK(checked_cut(parse_program(direct_passes({{"i in 0..W: U", "i in 1..W: U"}})), sizes).live == 0);
  CHECK(checked_cut(parse_program(direct_passes({{"ii in 0..W: V", "ii in 1..W: V"}})), sizes).live == 0);
  // U through a scalar copied after it: U(i) reads M[i,j] copied at i - 1, so none reads M[0,j]
  CHECK(checked_cut(parse_program(direct_passes(
                        {{"for j in 0..H, i in 0..W: U[i,j] = U[i-1,j] + M[i,j]",
                          "for j in 0..H, i in 0..W {\n  U[i,j] = U[i-1,j] + t[]\n  t[] = M[i+1,j]\n}"}})),
                    sizes)
            .live == 0);
  // ...and copied from the same row, it reads M[i-1,j]: every row but the last is reached
  CHECK(checked_cut(parse_program(
                        direct_passes({{"for j in 0..H, i in 0..W: U[i,j] = U[i-1,j] + M[i,j]",
                                        "for j in 0..H, i in 0..W {\n  U[i,j] = U[i-1,j] + t[]\n  t[] = M[i,j]\n}"}})),
                    sizes)
            .live == 4 * 3);
  // one chain read twice, once mirrored: M[i,j] and M[i,H-1-j] would share their witnesses
  CHECK(checked_cut(parse_program(direct_passes({{"M[i,j] = F[i,j] + G[i,j]", "M[i,j] = F[i,j] + F[i,H-1-j]"}})), sizes)
            .live == 0);
  // both producers forward: nothing keeps the values after j0 computed
  CHECK(checked_cut(
            parse_program(direct_passes({{"G[i,H-1-jj] = G[i,H-jj] + X[i,H-1-jj]", "G[i,jj] = G[i,jj-1] + X[i,jj]"}})),
            sizes)
            .live == 0);
  // both consumers forward: a value's group may miss only later values, which it does not need
  CHECK(checked_cut(
            parse_program(direct_passes({{"V[W-1-ii,j] = V[W-ii,j] + M[W-1-ii,j]", "V[ii,j] = V[ii-1,j] + M[ii,j]"}})),
            sizes)
            .live == 0);
  // not a chain: U reads two steps back
  CHECK(checked_cut(parse_program(direct_passes({{"U[i-1,j]", "U[i-2,j]"}})), sizes).live == 0);
  // F is overwritten between its chain and M: M reads the copy's values, not a chain's
  CHECK(checked_cut(
            parse_program(direct_passes({{"for i in 0..W, j in 0..H: M",
                                          "for i in 0..W, j in 0..H: F[i,j] = X[i,j]\nfor i in 0..W, j in 0..H: M"}})),
            sizes)
            .live == 0);
  // a statement in U's loops writes M: U(i) reads that statement's M[i,j], not M's (V first,
  // so that V still reads M's values)
  CHECK(checked_cut(parse_program(R"(for i in 0..W, j in 0..H: F[i,j] = F[i,j-1] + X[i,j]
for i in 0..W, jj in 0..H: G[i,H-1-jj] = G[i,H-jj] + X[i,H-1-jj]
for i in 0..W, j in 0..H: M[i,j] = F[i,j] + G[i,j]
for j in 0..H, ii in 0..W: V[W-1-ii,j] = V[W-ii,j] + M[W-1-ii,j]
for j in 0..H, i in 0..W {
  U[i,j] = U[i-1,j] + M[i,j]
  M[i+1,j] = U[i,j]
})"),
                    sizes)
            .live == 0);
  // a statement in F's loops writes F[i,j-1] before F[i,j] reads it: F is no chain, and it
  // overwrites F's values a step later, so M does not read F's either
  CHECK(checked_cut(parse_program(direct_passes(
                        {{"for i in 0..W, j in 0..H: F[i,j] = F[i,j-1] + X[i,j]",
                          "for i in 0..W, j in 0..H {\n  F[i,j-1] = X[i,j]\n  F[i,j] = F[i,j-1] + X[i,j]\n}"}})),
                    sizes)
            .live == 0);
  // a statement in M's loops overwrites M[i,j-1] after M wrote it: U and V read its values
  CHECK(checked_cut(parse_program(direct_passes(
                        {{"for i in 0..W, j in 0..H: M[i,j] = F[i,j] + G[i,j]",
                          "for i in 0..W, j in 0..H {\n  M[i,j-1] = X[i,j]\n  M[i,j] = F[i,j] + G[i,j]\n}"}})),
                    sizes)
            .live == 0);
  // the same in U's loops: U's chain is broken
  CHECK(checked_cut(parse_program(direct_passes(
                        {{"for j in 0..H, i in 0..W: U[i,j] = U[i-1,j] + M[i,j]",
                          "for j in 0..H, i in 0..W {\n  U[i-1,j] = X[i,j]\n  U[i,j] = U[i-1,j] + M[i,j]\n}"}})),
                    sizes)
            .live == 0);
  // U's outer loop misses the first group: its values need not stay
  CHECK(
      checked_cut(parse_program(direct_passes({{"for j in 0..H, i in 0..W: U", "for j in 1..H, i in 0..W: U"}})), sizes)
          .live == 0);
  // M overwrites the array it reads: M[i,j] reads its own earlier write for j > (H-1)/2
  CHECK(checked_cut(parse_program(R"(for i in 0..W, j in 0..H: F[i,j] = F[i,j-1] + X[i,j]
for i in 0..W, jj in 0..H: G[i,H-1-jj] = G[i,H-jj] + X[i,H-1-jj]
for i in 0..W, j in 0..H: F[i,H-1-j] = F[i,j] + G[i,j]
for j in 0..H, i in 0..W: U[i,j] = U[i-1,j] + F[i,H-1-j]
for j in 0..H, ii in 0..W: V[W-1-ii,j] = V[W-ii,j] + F[W-1-ii,H-1-j])"),
                    sizes)
            .live == 0);
  CHECK(checked_cut(parse_program(direct_passes(
                        {{"for j in 0..H, i in 0..W: U[i,j] = U[i-1,j] + M[i,j]",
                          "for j in 0..H, i in 0..W {\n  U[i,j] = U[i-1,j] + M[i,j]\n  M[i+1,j] = U[i,j]\n}"}})),
                    sizes)
            .live == 0);
  // transposed consumers (M[j,i] with j outer) are the same chains: W(H-1) again
  CHECK(checked_cut(parse_program(R"(for i in 0..W, j in 0..H: F[i,j] = F[i,j-1] + X[i,j]
for i in 0..W, jj in 0..H: G[i,H-1-jj] = G[i,H-jj] + X[i,H-1-jj]
for j in 0..H, i in 0..W: M[j,i] = F[i,j] + G[i,j]
for j in 0..H, i in 0..W: U[i,j] = U[i-1,j] + M[j,i]
for j in 0..H, ii in 0..W: V[W-1-ii,j] = V[W-ii,j] + M[j,W-1-ii])"),
                    sizes)
            .live == 5 * 3);
}

TEST_CASE("completion cuts through scalars: the copy must come after the chain's statement") {
  const program prog = parse_program(deriche_text());
  const size_binding sizes{{"W", 5}, {"H", 4}};
  auto edited = [&](const std::string& from, const std::string& to) {
    std::string text = deriche_text();
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    return parse_program(text);
  };
  // the horizontal forward pass copies y1 into ym1 before computing it: ym1 holds the old y1
  CHECK(checked_cut(edited("y1[i,j] = a1*imgIn[i,j] + a2*xm1[] + b1*ym1[] + b2*ym2[]; xm1[] = imgIn[i,j]; ym2[] = "
                           "ym1[]; ym1[] = y1[i,j]",
                           "ym1[] = y1[i,j]; y1[i,j] = a1*imgIn[i,j] + a2*xm1[] + b1*ym1[] + b2*ym2[]; xm1[] = "
                           "imgIn[i,j]; ym2[] = ym1[]"),
                    sizes)
            .live == 0);
  // the backward vertical pass reads the image only through tp2, a copy of the scalar tp1: the
  // analysis follows one copy of an element, so no consumer reaches the column's end
  CHECK(checked_cut(edited("y2[W-1-ii,j] = a7*tp1[] + a8*tp2[]", "y2[W-1-ii,j] = a8*tp2[]"), sizes).live == 0);
  // a second writer of ym1 in the body: after the copy, or before y1 in the same iteration, it
  // is what y1 reads
  CHECK(
      checked_cut(edited("ym2[] = ym1[]; ym1[] = y1[i,j] }", "ym2[] = ym1[]; ym1[] = y1[i,j]; ym1[] = xm1[] }"), sizes)
          .live == 0);
  CHECK(
      checked_cut(edited("for j in 0..H { y1[i,j] = a1", "for j in 0..H { ym1[] = xm1[]; y1[i,j] = a1"), sizes).live ==
      0);
  // the copy inside a loop of the body, which may run no iteration: not a chain
  for (std::int64_t K : {0, 1}) {
    const program nested =
        edited("ym2[] = ym1[]; ym1[] = y1[i,j] }", "ym2[] = ym1[]\n for k in 0..K: ym1[] = y1[i,j] }");
    CHECK(checked_cut(nested, {{"W", 5}, {"H", 4}, {"K", K}}).live == 0);
  }
  CHECK(checked_cut(prog, sizes).live == 4 * 3);
}

// ---- in a constant expression: the pattern without scalars, as C++ DSL statements --------------

namespace {
namespace dsl = pebble::dsl;
constexpr dsl::index i{"i"}, j{"j"}, jj{"jj"}, ii{"ii"};
constexpr dsl::array F{"F"}, G{"G"}, M{"M"}, U{"U"}, V{"V"}, X{"X"};
constexpr dsl::size W{"W"}, H{"H"};
// each statement its own loop nest: forward and backward passes along j, M, passes along i
constexpr std::array<statement, 5> passes{
    dsl::statement(F(i, j) = F(i, j - 1) + X(i, j), i < W, j < H),
    dsl::statement(G(i, H - 1 - jj) = G(i, H - jj) + X(i, H - 1 - jj), i < W, jj < H),
    dsl::statement(M(i, j) = F(i, j) + G(i, j), i < W, j < H),
    dsl::statement(U(i, j) = U(i - 1, j) + M(i, j), j < H, i < W),
    dsl::statement(V(W - 1 - ii, j) = V(W - ii, j) + M(W - 1 - ii, j), j < H, ii < W),
};
#if PEBBLE_CONSTEXPR_STRINGS  // program names are std::string (core/config.hpp)
constexpr completion_cut passes_cut = best_completion_cut(program(passes), size_binding{{"W", 300}, {"H", 200}});
static_assert(passes_cut.middle == 2 && passes_cut.group_loop == 0 && passes_cut.live == 300 * 199);
#else  // evaluated at run time (pebble/core/config.hpp)
const completion_cut passes_cut = best_completion_cut(program(passes), size_binding{{"W", 300}, {"H", 200}});
#endif
}  // namespace

TEST_CASE("the C++ DSL form: the same cut in the program bound") {
  const program_io_bound b = program_bound(passes, size_binding{{"W", 300}, {"H", 200}}, {.p = 1, .S = 100});
  CHECK(b.Q_completion == 2.0 * (300 * 199 - 100));
  CHECK(b.completion.live == passes_cut.live);
}
