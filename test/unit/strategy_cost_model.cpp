// The cost model of strategy/cost_model.hpp on statements worked by hand: compute per processor,
// the all-reduce of a split reduction index, redistribution words (equal splits move nothing,
// nested splits keep their overlap, a flatten merges trailing dimensions), configurations limited
// by the extents (an operator too small for every processor keeps the largest products below p,
// the set brute force lists), the problem's tables equal to the formulas, budgets checked before
// anything is built, and errors that name the operator.
#include <doctest/doctest.h>

#include <pebble/model/parser.hpp>
#include <pebble/strategy/cost_model.hpp>
#include <pebble/strategy/solver.hpp>
#include <pebble/strategy/training.hpp>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

using namespace pebble::strategy;

namespace {

constexpr double F = 1e12, B = 1e10, w = 4;
const machine_model m{F, B, w};
bool close(double x, double y) { return std::abs(x - y) <= 1e-12 * std::max(std::abs(x), std::abs(y)) + 1e-30; }

operator_node node(const char* name, const char* text, std::initializer_list<std::size_t> split, double flops = 2) {
  operator_node op{name, pebble::parse_statement(text), {}, flops, {}};
  for (std::size_t t : split) op.split.push_back(t);
  return op;
}

}  // namespace

TEST_CASE("vertex cost: the largest block's points, and the all-reduce of a split reduction") {
  const operator_node mm = node("mm", "for b in 0..64, o in 0..32, i in 0..16: Y[b,o] += W[o,i] * X[b,i]", {0, 1, 2});
  // [4, 2, 1]: 16 x 16 x 16 points, no reduction split
  CHECK(close(vertex_cost(mm, configuration{4, 2, 1}, m), 4096 * 2 / F));
  // [1, 1, 8]: 64 x 32 x 2 points, then the 64 x 32 partial sums all-reduced over 8
  CHECK(close(vertex_cost(mm, configuration{1, 1, 8}, m), 4096 * 2 / F + 2 * 7.0 / 8 * 2048 * w / B));
  // [3, 1, 1]: ragged blocks, the largest has ceil(64/3) = 22 rows
  CHECK(close(vertex_cost(mm, configuration{3, 1, 1}, m), 22 * 32 * 16 * 2 / F));
}

TEST_CASE("edge cost: the words a consumer processor lacks") {
  operator_graph g;
  g.add(node("mm", "for b in 0..64, o in 0..32, i in 0..16: Y[b,o] += W[o,i] * X[b,i]", {0, 1, 2}));
  g.add(node("relu", "for b in 0..64, o in 0..32: Z[b,o] = f(Y[b,o])", {0, 1}, 1));
  g.connect(0, 1);
  const tensor_edge& x = g.edges()[0];
  // the same split: nothing moves
  CHECK(edge_cost(g, x, configuration{4, 2, 1}, configuration{4, 2}, m) == 0);
  // the reduction index does not cut the tensor: [4, 2, 8]'s output is split like [4, 2]
  CHECK(edge_cost(g, x, configuration{4, 2, 1}, configuration{4, 2}, m) ==
        edge_cost(g, x, configuration{1, 1, 1}, configuration{1, 1}, m));
  // rows 8 ways from 4 x 2 blocks: the 8 x 32 block needs 256 words, of which 8 x 16 are local
  CHECK(close(edge_cost(g, x, configuration{4, 2, 1}, configuration{8, 1}, m), (256 - 128) * w / B));
  // replicated on every consumer: 2048 words, 16 x 16 local
  CHECK(close(edge_cost(g, x, configuration{4, 2, 1}, configuration{1, 1}, m), (2048 - 256) * w / B));
  // 3 and 2 do not nest: the overlap is one sixth of the rows
  CHECK(close(edge_cost(g, x, configuration{3, 1, 1}, configuration{2, 1}, m), (32 * 32 - 11 * 32) * w / B));
}

TEST_CASE("a convolution split along the image: the halo of its window") {
  // X [2, 4, 16, 16] read by a 3 x 3 convolution over 14 x 14 outputs: rows h + r
  operator_graph g;
  g.add(node("x", "for b in 0..2, c in 0..4, h in 0..16, w in 0..16: X[b,c,h,w] = f(IN[b,c,h,w])", {0, 1, 2, 3}, 1));
  g.add(node("conv",
             "for b in 0..2, o in 0..8, h in 0..14, w in 0..14, i in 0..4, r in 0..3, s in 0..3: "
             "Y[b,o,h,w] += X[b,i,h+r,w+s] * W[o,i,r,s]",
             {0, 1, 2, 3}));
  g.connect(0, 1);
  const tensor_edge& x = g.edges()[0];
  const configuration rows2{1, 1, 2, 1}, batch2{2, 1, 1, 1}, whole{1, 1, 1, 1}, conv_rows2{1, 1, 2, 1};
  // the consumer's block of rows h in 0..7 reads rows 0..8 of X: 9 rows, one beyond its share of 8
  // from the producer's rows split the same way: only the halo row, 2 x 4 x 1 x 16 words
  CHECK(close(edge_cost(g, x, rows2, conv_rows2, m), 2 * 4 * 1 * 16 * w / B));
  // from a batch split: the block 2 x 4 x 9 x 16 less what the processor holds, 1 x 4 x 9 x 16
  // (its producer block spans the rows, halo included)
  CHECK(close(edge_cost(g, x, batch2, conv_rows2, m), (2 * 4 * 9 * 16 - 1 * 4 * 9 * 16) * w / B));
  // a producer block with every row holds the halo: nothing moves
  CHECK(edge_cost(g, x, whole, conv_rows2, m) == 0);
  // no split along the window: no halo
  CHECK(edge_cost(g, x, batch2, batch2, m) == 0);
  // a training step sends the halo's partial gradients back as well
  CHECK(close(training_edge_cost(g, x, rows2, conv_rows2, m), 2 * (2 * 4 * 1 * 16) * w / B));
  // the problem's tables hold the same
  const strategy_problem p = build_problem(g, 2, m);
  for (std::size_t a = 0; a < p.configs(0).size(); ++a)
    for (std::size_t b = 0; b < p.configs(1).size(); ++b)
      CHECK(close(p.edge_cost(0)[a * p.configs(1).size() + b], edge_cost(g, x, p.configs(0)[a], p.configs(1)[b], m)));
}

TEST_CASE("a flatten: the producer's trailing dimensions merge into the consumer's last") {
  operator_graph g;
  g.add(node("conv", "for b in 0..8, c in 0..4, h in 0..6, x in 0..6, i in 0..3: T[b,c,h,x] += K[c,i] * I[b,i,h,x]",
             {0, 1, 2, 3}));
  g.add(node("fc", "for b in 0..8, o in 0..10, i in 0..144: Y[b,o] += W[o,i] * T[b,i]", {0, 1, 2}));
  g.connect(0, 1);
  // conv split [2, 2, 1, 1] reads as [2, 2] over (8, 144); fc by rows [2, 1, 1] needs 4 x 144, holds 4 x 72
  CHECK(close(edge_cost(g, g.edges()[0], configuration{2, 2, 1, 1}, configuration{2, 1, 1}, m), (576 - 288) * w / B));
  // fc splitting its input features 2 ways reads the conv's channel split: nothing moves
  CHECK(edge_cost(g, g.edges()[0], configuration{2, 2, 1, 1}, configuration{2, 1, 2}, m) == 0);
}

TEST_CASE("configurations: at most the extent per index; a small operator keeps its largest") {
  const operator_node small = node("small", "for b in 0..2, o in 0..2: Y[b,o] = f(X[b,o])", {0, 1}, 1);
  configuration_options pow2;
  pow2.powers_of_two = true;
  pow2.all_processors = true;
  // 8 processors cannot all be used: the configurations of 4
  CHECK(operator_configurations(small, 8, pow2) == std::vector<configuration>{configuration{2, 2}});
  const operator_node mm = node("mm", "for b in 0..64, o in 0..32, i in 0..16: Y[b,o] += W[o,i] * X[b,i]", {0, 1, 2});
  CHECK(operator_configurations(mm, 8, pow2).size() == 10);  // 2^3 over 3 indices
  // 2^6 over 3 indices: 28 exponent triples, less o = 64 (o < 32) and i = 32, 32 (twice), 64 (i < 16)
  CHECK(operator_configurations(mm, 64, pow2).size() == 28 - 4);
}

TEST_CASE("an operator too small for every processor: the largest products below p, found from the top") {
  // the set the cost model defines: of every configuration with prod <= p, those with the largest
  // product (listed here by brute force; operator_configurations searches products downwards)
  auto largest_below = [](const operator_node& op, std::int64_t p, bool pow2) {
    std::vector<std::int64_t> limit;
    for (std::size_t t : op.split)
      limit.push_back(op.stmt.domain.bounds[t].upper.constant - op.stmt.domain.bounds[t].lower.constant);
    std::vector<configuration> all;
    configuration c(limit.size(), 1);
    while (true) {
      std::int64_t product = 1;
      bool ok = true;
      for (std::int64_t x : c) product *= x, ok = ok && (!pow2 || (x & (x - 1)) == 0);
      if (ok && product <= p) all.push_back(c);
      std::size_t i = limit.size();  // lexicographic: the last index fastest
      while (i-- > 0 && ++c[i] > limit[i]) c[i] = 1;
      if (i == static_cast<std::size_t>(-1)) break;
    }
    std::int64_t best = 0;
    for (const configuration& x : all) {
      std::int64_t product = 1;
      for (std::int64_t v : x) product *= v;
      best = std::max(best, product);
    }
    std::erase_if(all, [&](const configuration& x) {
      std::int64_t product = 1;
      for (std::int64_t v : x) product *= v;
      return product != best;
    });
    return all;
  };
  const operator_node ops[] = {
      node("small", "for b in 0..6, o in 0..5: Y[b,o] = f(X[b,o])", {0, 1}, 1),
      node("mm", "for b in 0..12, o in 0..7, i in 0..10: Y[b,o] += W[o,i] * X[b,i]", {0, 1, 2})};
  std::size_t compared = 0;
  for (const operator_node& op : ops)
    for (std::int64_t p : {2, 7, 11, 29, 31, 37, 97, 101, 840, 1009, 4096, 1000003})
      for (bool pow2 : {false, true}) {
        configuration_options rule;
        rule.all_processors = true;
        rule.powers_of_two = pow2;
        std::vector<configuration> got = operator_configurations(op, p, rule);
        if (configurations(op.split.size(), p,
                           [&] {
                             configuration_options o = rule;
                             for (std::size_t t : op.split)
                               o.dimension_limits.push_back(op.stmt.domain.bounds[t].upper.constant -
                                                            op.stmt.domain.bounds[t].lower.constant);
                             return o;
                           }())
                .empty()) {
          CAPTURE(p);
          CAPTURE(pow2);
          CHECK(got == largest_below(op, p, pow2));
          ++compared;
        }
      }
  CHECK(compared > 20);
}

TEST_CASE("measure before building: too many configurations and too large tables are refused first") {
  const operator_node wide =
      node("wide", "for b in 0..4096, o in 0..4096, i in 0..4096: Y[b,o] += W[o,i] * X[b,i]", {0, 1, 2});
  operator_graph g;
  g.add(wide);
  // about 4096 (ln 4096)^2 / 2 = 140,000 triples with a product <= 4096
  CHECK_THROWS_WITH_AS(
      (void)operator_configurations(wide, 4096, {}),
      "pebble::strategy: operator 'wide' has more than 65535 configurations on 4096 processors, over the "
      "65535 a vertex holds",
      budget_error);
  CHECK_THROWS_AS((void)measure_problem(g, 4096), budget_error);
  g.add(node("next", "for b in 0..4096, o in 0..4096: Z[b,o] = f(Y[b,o])", {0, 1}, 1));
  g.connect(0, 1);
  const problem_size size = measure_problem(g, 512);
  CHECK(size.operator_configurations.size() == 2);
  CHECK(size.edge_costs == static_cast<double>(size.operator_configurations[0] * size.operator_configurations[1]));
  CHECK(size.bytes > size.edge_costs * sizeof(double));
  try {
    (void)build_problem(g, 512, m, {}, 1 << 20);
    FAIL("no budget_error");
  } catch (const budget_error& e) {
    CHECK(e.exceeded() == budget_error::resource::memory);
    CHECK(e.needed() == size.bytes);
    CHECK(std::string(e.what()).find("the problem's tables need") != std::string::npos);
  }
  // a machine that is not finite is refused, and so is a cost that overflows
  CHECK_THROWS_AS((void)build_problem(g, 8, {std::numeric_limits<double>::infinity(), B, w}), pebble::error);
  CHECK_THROWS_WITH_AS(
      (void)build_problem(g, 8, {1e-300, B, w}),
      doctest::Contains("pebble::strategy: operator 'wide' in configuration [1, 1, 1] costs inf seconds"),
      pebble::error);
}

TEST_CASE("the problem's tables are the formulas; the strategy follows the costs") {
  // two products sharing a large batch: splitting the batch costs no communication at all
  operator_graph g;
  g.add(node("mm1", "for b in 0..4096, o in 0..64, i in 0..64: Y[b,o] += W[o,i] * X[b,i]", {0, 1, 2}));
  g.add(node("mm2", "for b in 0..4096, o in 0..64, i in 0..64: Z[b,o] += V[o,i] * Y[b,i]", {0, 1, 2}));
  g.connect(0, 1);
  configuration_options pow2;
  pow2.powers_of_two = true;
  pow2.all_processors = true;
  const strategy_problem p = build_problem(g, 8, m, pow2);
  REQUIRE(p.size() == 2);
  for (std::size_t c = 0; c < p.vertex(0).configs; ++c)
    CHECK(p.vertex_cost(0)[c] == vertex_cost(g.op(0), p.configs(0)[c], m));
  for (std::size_t a = 0; a < p.vertex(0).configs; ++a)
    for (std::size_t b = 0; b < p.vertex(1).configs; ++b)
      CHECK(p.edge_cost(0)[a * p.vertex(1).configs + b] ==
            edge_cost(g, g.edges()[0], p.configs(0)[a], p.configs(1)[b], m));
  const strategy_solution s = solve(p);
  CHECK(p.configs(0)[s.choice[0]] == configuration{8, 1, 1});
  CHECK(p.configs(1)[s.choice[1]] == configuration{8, 1, 1});
  CHECK(close(s.cost, 2 * (512.0 * 64 * 64 * 2 / F)));
}

TEST_CASE("errors name the operator") {
  operator_graph g;
  CHECK_THROWS_WITH_AS(
      (void)g.add(node("tri", "for i in 0..8, j in 0..i: Y[i,j] = f(X[i,j])", {0, 1})),
      "pebble::strategy: operator 'tri': the bounds of index j are not constants with lower < upper (the "
      "cost model needs a box domain)",
      pebble::error);
  g.add(node("a", "for b in 0..8: Y[b] = f(X[b])", {0}));
  g.add(node("b", "for b in 0..8: Z[b] = f(U[b])", {0}));
  CHECK_THROWS_WITH_AS((void)g.connect(0, 1),
                       "pebble::strategy: operator 'b' does not read Y, the array operator 'a' writes", pebble::error);
  CHECK_THROWS_WITH_AS((void)g.add(node("c", "for b in 0..8: Z[b] = f(U[b])", {3})),
                       "pebble::strategy: operator 'c' splits loop 3, but it has 1 loops", pebble::error);
}
