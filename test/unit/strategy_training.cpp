// The training-step cost model (strategy/training.hpp): each term against a hand computation,
// pure data parallelism against its closed form, the DP's optimum against brute force over every
// strategy of small graphs (with and without a memory limit), and the errors.
#include <doctest/doctest.h>

#include <pebble/core/config.hpp>
#include <pebble/model.hpp>
#include <pebble/model/parser.hpp>
#include <pebble/strategy/training.hpp>

#include <cmath>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <limits>
#include <string>
#include <vector>

#include "networks.hpp"

using namespace pebble::strategy;

namespace {

constexpr double F = 1e12, B = 1e10, w = 4;
const machine_model m{F, B, w};
const training_model adam{};  // backward 2x forward, 2 optimizer words, no memory limit
bool close(double x, double y) { return std::abs(x - y) <= 1e-12 * std::max(std::abs(x), std::abs(y)) + 1e-30; }

operator_node node(const char* name, const char* text, std::initializer_list<std::size_t> split,
                   std::initializer_list<std::size_t> parameters = {}, double flops = 2) {
  operator_node op{name, pebble::parse_statement(text), {}, flops, {}};
  for (std::size_t t : split) op.split.push_back(t);
  for (std::size_t k : parameters) op.parameters.push_back(k);
  return op;
}
double allreduce(double g, double words) { return 2 * (g - 1) / g * words * w / B; }

// Two linear layers with a ReLU between them; reads of mm1/mm2: 0 the output, 1 the weight, 2 the input.
operator_graph mlp() {
  operator_graph g;
  g.add(node("mm1", "for b in 0..64, o in 0..48, i in 0..96: Y[b,o] += W[o,i] * X[b,i]", {0, 1, 2}, {1}));
  g.add(node("relu", "for b in 0..64, o in 0..48: Z[b,o] = f(Y[b,o])", {0, 1}, {}, 1));
  g.add(node("mm2", "for b in 0..64, o in 0..32, i in 0..48: U[b,o] += V[o,i] * Z[b,i]", {0, 1, 2}, {1}));
  g.connect(0, 1);
  g.connect(1, 2);
  return g;
}

// The fastest strategy over every combination of the operators' configurations (memory <= limit
// when one is set), and its step.
struct brute_result {
  double seconds = std::numeric_limits<double>::infinity();
  bool found = false;
};
brute_result brute_force(const operator_graph& g, std::int64_t procs, const training_model& t) {
  std::vector<std::vector<configuration>> sets;
  for (std::size_t k = 0; k < g.size(); ++k) sets.push_back(operator_configurations(g.op(k), procs, {}));
  std::vector<configuration> pick(g.size());
  brute_result best;
  std::function<void(std::size_t)> walk = [&](std::size_t k) {
    if (k == g.size()) {
      const training_plan s = training_step(g, pick, m, t);
      if (t.memory > 0 && s.memory > t.memory) return;
      best.found = true;
      best.seconds = std::min(best.seconds, s.seconds());
      return;
    }
    for (const configuration& c : sets[k]) {
      pick[k] = c;
      walk(k + 1);
    }
  };
  walk(0);
  return best;
}

// The planner in a constant expression: a one-layer graph's training plan.
constexpr bool plans_at_compile_time() {
  operator_graph g;
  using namespace pebble::literals;
  namespace dsl = pebble::dsl;
  constexpr dsl::index b{"b"}, o{"o"}, i{"i"};
  constexpr dsl::array Y{"Y"}, W{"W"}, X{"X"};
  operator_node op{"mm", dsl::statement(Y(b, o) += W(o, i) * X(b, i), b < 8_c, o < 4_c, i < 4_c), {}, 2, {}};
  op.split.push_back(0);
  op.split.push_back(1);
  op.parameters.push_back(1);
  g.add(static_cast<operator_node&&>(op));
  const training_plan p = plan_training(g, 4, machine_model{1e12, 1e10, 4}, training_model{});
  return p.config.size() == 1 && p.seconds() > 0 && p.memory > 0;
}
#if PEBBLE_CONSTEXPR_STRINGS  // operator names are std::string (core/config.hpp)
static_assert(plans_at_compile_time());
#else  // evaluated at run time (pebble/core/config.hpp)
TEST_CASE("a training plan at run time (std::string is not constexpr here)") { CHECK(plans_at_compile_time()); }
#endif

}  // namespace

TEST_CASE("a linear layer's step: compute 3x forward, the gradient all-reduce, memory") {
  operator_graph g;
  g.add(node("mm", "for b in 0..64, o in 0..32, i in 0..16: Y[b,o] += W[o,i] * X[b,i]", {0, 1, 2}, {1}));
  // batch 4 ways: W (32 x 16) replicated on 4 devices, its gradient all-reduced; X is the
  // network's input (no gradient)
  step_part s = training_vertex(g, 0, configuration{4, 1, 1}, m, adam);
  CHECK(close(s.compute, 3 * 16.0 * 32 * 16 * 2 / F));
  CHECK(close(s.gradient_sync, allreduce(4, 512)));
  CHECK(close(s.communication, s.gradient_sync));
  CHECK(close(s.parameter_bytes, (2 + 2) * 512 * w));  // weights, gradients, two Adam moments
  CHECK(close(s.activation_bytes, 16 * 32 * w));
  // output features 2 ways: each device owns half of W, nothing to all-reduce
  s = training_vertex(g, 0, configuration{1, 2, 1}, m, adam);
  CHECK(close(s.compute, 3 * 64.0 * 16 * 16 * 2 / F));
  CHECK(s.communication == 0);
  CHECK(close(s.parameter_bytes, 4 * 256 * w));
  // the reduction 8 ways: the forward all-reduce of the 64 x 32 output, W in eighths
  s = training_vertex(g, 0, configuration{1, 1, 8}, m, adam);
  CHECK(close(s.communication, allreduce(8, 64 * 32)));
  CHECK(s.gradient_sync == 0);
  CHECK(close(s.parameter_bytes, 4 * 64 * w));
  // SGD without state: parameters and gradients only; backward as costly as forward
  s = training_vertex(g, 0, configuration{4, 1, 1}, m, training_model{1, 0, 0});
  CHECK(close(s.parameter_bytes, 2 * 512 * w));
  CHECK(close(s.compute, 2 * 16.0 * 32 * 16 * 2 / F));
}

TEST_CASE("backward all-reduce of an activation: a layer split by its output features") {
  const operator_graph g = mlp();
  // mm2 split 4 ways by output features: the gradient of its input Z (64 x 48, not subscripted
  // by o) is a sum over o, partial on each of the 4 devices
  const step_part s = training_vertex(g, 2, configuration{1, 4, 1}, m, adam);
  CHECK(close(s.communication, allreduce(4, 64 * 48)));
  CHECK(s.gradient_sync == 0);
  // mm1's input X is the network's: split the same way, no backward all-reduce
  CHECK(training_vertex(g, 0, configuration{1, 4, 1}, m, adam).communication == 0);
}

TEST_CASE("a configuration as a device mesh, and each tensor's sharding on it") {
  const operator_graph g = mlp();
  const operator_node& mm1 = g.op(0);  // Y[b,o] += W[o,i] * X[b,i]; reads: 0 Y, 1 W, 2 X
  using dims = std::vector<std::vector<std::size_t>>;
  const configuration batch_features{4, 2, 1}, batch_inputs{2, 1, 4};
  CHECK(mesh_axes(mm1, batch_features) == std::vector<std::size_t>{0, 1});
  CHECK(sharding(mm1, batch_features, mm1.stmt.output) == dims{{0}, {1}});
  CHECK(sharding(mm1, batch_features, mm1.stmt.inputs[1]) == dims{{1}, {}});  // W replicated over the batch axis
  CHECK(sharding(mm1, batch_features, mm1.stmt.inputs[2]) == dims{{0}, {}});  // X over the feature axis
  CHECK(mesh_axes(mm1, batch_inputs) == std::vector<std::size_t>{0, 2});
  CHECK(sharding(mm1, batch_inputs, mm1.stmt.output) == dims{{0}, {}});  // partial sums over the input-feature axis
  CHECK(sharding(mm1, batch_inputs, mm1.stmt.inputs[1]) == dims{{}, {2}});
  CHECK(sharding(mm1, batch_inputs, mm1.stmt.inputs[2]) == dims{{0}, {2}});
  CHECK(mesh_axes(mm1, configuration{1, 1, 1}).empty());
}

TEST_CASE("edges: the tensor forward and its gradient backward") {
  const operator_graph g = mlp();
  const tensor_edge& x = g.edges()[0];  // Y: mm1 -> relu
  const configuration a{4, 2, 1}, b{8, 1};
  CHECK(close(training_edge_cost(g, x, a, b, m),
              edge_cost(g, x, a, b, m) + edge_cost(g, x, configuration{8, 1, 1}, configuration{4, 2}, m)));
  // rows 8 ways from 4 x 2 blocks: 8 x 48 needed, 8 x 24 held; back: 16 x 24 needed, 8 x 24 held
  CHECK(close(training_edge_cost(g, x, a, b, m), (384 - 192 + 384 - 192) * w / B));
  CHECK(training_edge_cost(g, x, a, configuration{4, 2}, m) == 0);
}

TEST_CASE("pure data parallelism: the closed form") {
  const operator_graph g = mlp();
  for (std::int64_t p : {1, 2, 4, 8, 64}) {
    const std::vector<configuration> data = {configuration{p, 1, 1}, configuration{p, 1}, configuration{p, 1, 1}};
    const training_plan s = training_step(g, data, m, adam);
    const double b = std::ceil(64.0 / static_cast<double>(p));
    CHECK(close(s.compute, 3 * b * (48 * 96 * 2 + 48 * 1 + 32 * 48 * 2) / F));
    CHECK(close(s.gradient_sync,
                allreduce(static_cast<double>(p), 48 * 96) + allreduce(static_cast<double>(p), 32 * 48)));
    CHECK(s.redistribution == 0);
    CHECK(close(s.communication, s.gradient_sync));
    CHECK(close(s.memory, (4 * (48 * 96 + 32 * 48) + b * (48 + 48 + 32)) * w));
    CHECK(close(s.seconds(), s.compute + s.gradient_sync));
  }
}

TEST_CASE("the DP's optimum equals brute force over every strategy") {
  const operator_graph g = mlp();
  for (std::int64_t p : {1, 2, 3, 4, 8}) {
    const training_plan plan = plan_training(g, p, m, adam);
    const brute_result brute = brute_force(g, p, adam);
    REQUIRE(brute.found);
    CHECK(close(plan.seconds(), brute.seconds));
    CHECK(close(training_step(g, plan.config, m, adam).seconds(), plan.seconds()));
  }
  // a machine where communication dominates: the optimum is no longer data parallel
  const machine_model slow{1e15, 1e8, 4};
  const training_plan plan = plan_training(g, 8, slow, adam);
  training_model t = adam;
  const std::vector<configuration> data = {configuration{8, 1, 1}, configuration{8, 1}, configuration{8, 1, 1}};
  CHECK(plan.seconds() <= training_step(g, data, slow, t).seconds());
}

TEST_CASE("a memory limit: strategies that fit, never faster than brute force's best that fits") {
  const operator_graph g = mlp();
  for (std::int64_t p : {2, 4, 8}) {
    const training_plan free = plan_training(g, p, m, adam);
    // limits from the least memory any strategy takes up to the fastest strategy's
    training_model t = adam;
    t.memory = 1;
    double least = 0;
    for (std::size_t k = 0; k < g.size(); ++k) {
      double l = std::numeric_limits<double>::infinity();
      for (const configuration& c : operator_configurations(g.op(k), p, {}))
        l = std::min(l, training_vertex(g, k, c, m, adam).bytes());
      least += l;
    }
    for (double f : {1.0, 0.9, 0.75, 0.5}) {
      t.memory = least + f * (free.memory - least);
      const training_plan plan = plan_training(g, p, m, t);
      const brute_result brute = brute_force(g, p, t);
      REQUIRE(brute.found);
      CHECK(plan.memory <= t.memory);
      CHECK(plan.seconds() >= brute.seconds * (1 - 1e-12));
      CHECK(close(training_step(g, plan.config, m, t).memory, plan.memory));
      if (f == 1.0) CHECK(close(plan.seconds(), free.seconds()));
    }
    // below the least: refused with the figures
    t.memory = least * 0.99;
    CHECK_THROWS_WITH_AS((void)plan_training(g, p, m, t), doctest::Contains("no strategy fits"), pebble::error);
  }
  // an operator that fits in no configuration is named
  training_model tiny = adam;
  tiny.memory = 64;
  CHECK_THROWS_WITH_AS((void)plan_training(mlp(), 2, m, tiny), doctest::Contains("operator 'mm1' needs at least"),
                       pebble::error);
}

TEST_CASE("bad input: parameters must be reads, the model's numbers finite") {
  operator_graph g;
  CHECK_THROWS_AS(g.add(node("mm", "for b in 0..4, i in 0..4: Y[b] += W[i] * X[b,i]", {0}, {0})), pebble::error);
  CHECK_THROWS_AS(g.add(node("mm", "for b in 0..4, i in 0..4: Y[b] += W[i] * X[b,i]", {0}, {7})), pebble::error);
  g.add(node("mm", "for b in 0..4, i in 0..4: Y[b] += W[i] * X[b,i]", {0}, {1}));
  training_model t;
  t.memory = std::numeric_limits<double>::infinity();
  CHECK_THROWS_AS((void)plan_training(g, 2, m, t), pebble::error);
  t = training_model{-1, 2, 0};
  CHECK_THROWS_AS((void)plan_training(g, 2, m, t), pebble::error);
  CHECK_THROWS_AS((void)training_step(g, std::vector<configuration>{}, m, adam), pebble::error);
}

TEST_CASE("the networks: weights are parameters; the optimum is never slower than data parallelism") {
  for (const char* name : {"alexnet", "resnet101"}) {
    const operator_graph g = pebble_tool::networks::network(name);
    std::size_t parameters = 0;
    for (std::size_t k = 0; k < g.size(); ++k) parameters += g.op(k).parameters.size();
    CHECK(parameters > 0);
    for (std::int64_t p : {8}) {
      configuration_options rule;
      rule.powers_of_two = true;
      const training_plan plan = plan_training(g, p, m, adam, rule);
      const std::vector<configuration> data = pebble_tool::networks::mesh(g, p, 1);
      for (std::size_t k = 0; k < g.size(); ++k) CHECK(data[k][0] == p);  // the batch, p ways
      CHECK(plan.seconds() <= training_step(g, data, m, adam).seconds() * (1 + 1e-12));
    }
  }
}
