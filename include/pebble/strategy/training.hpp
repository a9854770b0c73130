// The cost of a training step (forward and backward pass, gradient all-reduce, memory per device)
// for the optimal-strategy DP (strategy/solver.hpp), over the operator graphs of
// strategy/cost_model.hpp. Plan side, constexpr; docs/tool.md's `pebble strategy` section shows it
// from the command line (--training).
//
// Per operator in configuration c (index t cut into s_t parts), on one device:
//  - compute: (1 + backward_flops) x the forward flops of the largest block (the backward pass
//    computes the gradients of the inputs and of the parameters, about twice the forward flops);
//  - forward all-reduce: as the forward model (partial sums of a split reduction index);
//  - backward all-reduces: the gradient of a read X is a sum over the indices X does not
//    subscript; where those are split into g = prod s_t > 1 parts, the g devices holding the same
//    block of X hold partial sums of its gradient, all-reduced over a ring (2 (g-1)/g x the
//    block's words). For a parameter this is the gradient all-reduce of data parallelism (the
//    batch index does not subscript a weight); for an activation, the backward all-reduce of a
//    layer split by its output features. Reads that are neither parameters nor written by an
//    operator of the graph (the network's input) get no gradient;
//  - memory: each parameter's block, its gradient and `optimizer_words` words of optimizer
//    state per parameter (Adam: 2), and the operator's output block, kept for the backward pass.
// Per edge: the forward redistribution of the tensor and the backward one of its gradient, from
// the consumer's split back to the producer's. The step time is the sum (no overlap of
// communication and compute, as in the forward model). Memory per device is the sum over the
// operators; under a limit, configurations that alone exceed it are dropped, and when the fastest
// strategy still needs more, the search prices memory (seconds per byte, a Lagrangian
// relaxation) and finds the smallest price whose strategy fits.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/strategy/cost_model.hpp>
#include <pebble/strategy/solver.hpp>

namespace pebble::strategy {

/// What a training step adds to the forward pass, and the memory a device has.
struct training_model {
  double backward_flops = 2;   ///< backward flops per forward flop
  double optimizer_words = 2;  ///< optimizer state per parameter word (Adam: 2; SGD with momentum: 1)
  double memory = 0;           ///< bytes per device; 0: no limit
};

/// One operator's share of a training step on one device, in one configuration.
struct step_part {
  double compute = 0;           ///< seconds, forward and backward
  double communication = 0;     ///< seconds of all-reduces, forward and backward
  double gradient_sync = 0;     ///< of communication: the parameters' gradient all-reduce
  double parameter_bytes = 0;   ///< parameters, their gradients and the optimizer state
  double activation_bytes = 0;  ///< the output, kept for the backward pass
  constexpr double seconds() const { return compute + communication; }
  constexpr double bytes() const { return parameter_bytes + activation_bytes; }
};

namespace detail {

// Which reads of operator k get a gradient (bit i: read i): the parameters, and the tensors an
// operator of the graph writes.
constexpr std::uint32_t gradient_reads(const operator_graph& g, std::size_t k) {
  static_assert(max_reads <= 32, "a statement's reads fit the bits of a 32-bit mask");
  std::uint32_t mask = 0;
  for (std::size_t p : g.op(k).parameters) mask |= std::uint32_t{1} << p;
  for (const tensor_edge& x : g.edges())
    if (x.consumer == k) mask |= std::uint32_t{1} << x.input;
  return mask;
}

constexpr step_part training_vertex(const operator_node& op, std::uint32_t gradients, const configuration& c,
                                    const machine_model& m, const training_model& t);

}  // namespace detail

/// Operator k of graph g in configuration c: its training step's compute, all-reduces and memory
/// on one device.
constexpr step_part training_vertex(const operator_graph& g, std::size_t k, const configuration& c,
                                    const machine_model& m, const training_model& t) {
  return detail::training_vertex(g.op(k), detail::gradient_reads(g, k), c, m, t);
}

namespace detail {
constexpr step_part training_vertex(const operator_node& op, std::uint32_t gradients, const configuration& c,
                                    const machine_model& m, const training_model& t) {
  const std::vector<std::int64_t> e = detail::extents(op.stmt.domain);
  const std::vector<std::int64_t> cut = detail::cuts(op, c);
  double points = 1;
  for (std::size_t i = 0; i < e.size(); ++i) points *= static_cast<double>(pebble::ceil_div(e[i], cut[i]));
  step_part s;
  s.compute = (1 + t.backward_flops) * points * op.flops_per_point / m.flops;
  const double output = detail::block_words(op.stmt.output, e, cut);
  s.communication = detail::allreduce_seconds(detail::replicas(op.stmt.output, cut), output, m);
  s.activation_bytes = output * m.word_bytes;
  for (std::size_t i = 0; i < op.stmt.inputs.size(); ++i) {
    const access& x = op.stmt.inputs[i];
    if (x.array == op.stmt.output.array || (gradients >> i & 1) == 0) continue;
    const double words = detail::block_words(x, e, cut);
    const double sync = detail::allreduce_seconds(detail::replicas(x, cut), words, m);
    s.communication += sync;
    bool parameter = false;
    for (std::size_t p : op.parameters) parameter = parameter || p == i;
    if (parameter) {
      s.gradient_sync += sync;
      s.parameter_bytes += (2 + t.optimizer_words) * words * m.word_bytes;
    }
  }
  return s;
}
}  // namespace detail

namespace detail {
// The tensor forward (with the consumer's halo) and its gradient backward: the producer's split
// from the consumer's, and the halo's partial gradients back to the blocks that own those rows.
constexpr double training_redistribution(const edge_tensor& t, std::span<const std::int64_t> from,
                                         std::span<const std::int64_t> to, std::span<const std::int64_t> halo,
                                         const machine_model& m) {
  const double forward = redistribution(t, from, to, m, halo);
  return forward + redistribution(t, to, from, m) + (forward - redistribution(t, from, to, m));
}
}  // namespace detail

/// Edge x from producer configuration a to consumer configuration b: the tensor's redistribution
/// forward and its gradient's backward (seconds), a split window's halo both ways.
constexpr double training_edge_cost(const operator_graph& g, const tensor_edge& x, const configuration& a,
                                    const configuration& b, const machine_model& m) {
  const detail::edge_tensor t = detail::tensor_of(g, x);
  return detail::training_redistribution(t, detail::producer_split(g, x, t, a), detail::consumer_split(g, x, t, b),
                                         detail::consumer_halo(g, x, t, b), m);
}

/// A strategy for a training step, per operator and in all.
struct training_plan {
  std::vector<configuration> config;  ///< per operator
  std::vector<step_part> parts;       ///< per operator, in its configuration
  double compute = 0;                 ///< seconds per step
  double communication = 0;           ///< seconds per step: all-reduces and redistribution
  double gradient_sync = 0;           ///< of communication: the parameters' gradient all-reduce
  double redistribution = 0;          ///< of communication: on the edges, forward and backward
  double memory = 0;                  ///< bytes per device
  double memory_price = 0;            ///< seconds per byte the search added to fit the limit (0: none)
  strategy_statistics stats;          ///< of the last search
  constexpr double seconds() const { return compute + communication; }
};

/// The training step of graph g with operator k in configuration config[k] (any configuration
/// of its split indices, e.g. pure data parallelism to compare with).
constexpr training_plan training_step(const operator_graph& g, std::span<const configuration> config,
                                      const machine_model& m, const training_model& t) {
  check(config.size() == g.size(), "pebble::strategy: a strategy has one configuration per operator: ", g.size(),
        " operators, ", config.size(), " configurations");
  training_plan out;
  for (std::size_t k = 0; k < g.size(); ++k) {
    check(config[k].size() == g.op(k).split.size(), "pebble::strategy: operator '", g.op(k).name, "' splits ",
          g.op(k).split.size(), " indices; its configuration has ", config[k].size());
    out.config.push_back(config[k]);
    out.parts.push_back(training_vertex(g, k, config[k], m, t));
    out.compute += out.parts.back().compute;
    out.communication += out.parts.back().communication;
    out.gradient_sync += out.parts.back().gradient_sync;
    out.memory += out.parts.back().bytes();
  }
  for (const tensor_edge& x : g.edges())
    out.redistribution += training_edge_cost(g, x, config[x.producer], config[x.consumer], m);
  out.communication += out.redistribution;
  return out;
}

namespace detail {

// The plan of choice `choice` of problem p (vertex k is operator k).
constexpr training_plan plan_of(const operator_graph& g, const strategy_problem& p, std::span<const std::size_t> choice,
                                const machine_model& m, const training_model& t) {
  std::vector<configuration> config;
  for (std::size_t k = 0; k < g.size(); ++k) config.push_back(p.configs(k)[choice[k]]);
  return training_step(g, config, m, t);
}

// plan_training's check of the training model: finite, non-negative figures.
constexpr void check_training_model(const training_model& t) {
  using pebble::detail::is_finite;
  const bool non_negative = is_finite(t.backward_flops) && t.backward_flops >= 0 && is_finite(t.optimizer_words) &&
                            t.optimizer_words >= 0 && is_finite(t.memory) && t.memory >= 0;
  check(non_negative, "pebble::strategy: the backward flops, optimizer words and memory per device must be finite ",
        "and >= 0; got ", t.backward_flops, ", ", t.optimizer_words, ", ", t.memory);
}

// Operator k's configurations cs in a training step: those whose memory fits t.memory go to
// `kept`, their seconds to `cost` and their parts to `parts` (the operator's); `least_memory` adds
// the least memory any of them takes. An error when none fits.
constexpr void keep_training_configs(const operator_graph& g, std::int64_t procs, const machine_model& m,
                                     const training_model& t, std::size_t k, const std::vector<configuration>& cs,
                                     std::vector<configuration>& kept, std::vector<double>& cost,
                                     std::vector<step_part>& parts, double& least_memory) {
  double least = -1;
  const std::uint32_t gradients = detail::gradient_reads(g, k);
  for (const configuration& c : cs) {
    const step_part s = detail::training_vertex(g.op(k), gradients, c, m, t);
    detail::check_finite_cost(s.seconds(), g.op(k), c, m);
    if (least < 0 || s.bytes() < least) least = s.bytes();
    if (t.memory > 0 && s.bytes() > t.memory) continue;
    kept.push_back(c);
    cost.push_back(s.seconds());
    parts.push_back(s);
  }
  least_memory += least;
  if (kept.empty())
    check(false, "pebble::strategy: operator '", g.op(k).name, "' needs at least ", detail::bytes_text(least),
          " per device in every configuration on ", procs, " devices; the limit is ", detail::bytes_text(t.memory));
}

// The strategy of problem p with memory priced at `price` seconds per byte on each kept
// configuration's cost (parts: per operator, per kept configuration).
constexpr training_plan priced_plan(const operator_graph& g, strategy_problem& p,
                                    const std::vector<std::vector<step_part>>& parts, double price,
                                    const machine_model& m, const training_model& t, const solve_options& o) {
  std::vector<double> cost;
  for (std::size_t k = 0; k < g.size(); ++k) {
    cost.clear();
    for (const step_part& s : parts[k]) cost.push_back(s.seconds() + price * s.bytes());
    p.set_vertex_cost(k, cost);
  }
  const strategy_solution s = pebble::strategy::solve(p, o);
  training_plan out = detail::plan_of(g, p, s.choice, m, t);
  out.stats = s.stats;
  out.memory_price = price;
  return out;
}

// The smallest price of memory found whose strategy fits t.memory: a price that fits, found by
// quadrupling, then bisected (to 0.1%), keeping the fastest strategy that fits.
constexpr training_plan price_to_fit(const operator_graph& g, strategy_problem& p,
                                     const std::vector<std::vector<step_part>>& parts, double fastest_seconds,
                                     const machine_model& m, const training_model& t, const solve_options& o) {
  double low = 0, high = fastest_seconds / t.memory;  // a byte priced like the whole step spread over the limit
  training_plan fits = priced_plan(g, p, parts, high, m, t, o);
  for (int k = 0; k < 64 && fits.memory > t.memory; ++k) {
    low = high;
    high *= 4;
    fits = priced_plan(g, p, parts, high, m, t, o);
  }
  if (fits.memory > t.memory)
    check(false, "pebble::strategy: no price of memory found a strategy that fits ", detail::bytes_text(t.memory),
          " per device");
  for (int k = 0; k < 40 && high - low > 1e-3 * high; ++k) {  // (to 0.1%: a dozen searches)
    const double mid = (low + high) / 2;
    training_plan at = priced_plan(g, p, parts, mid, m, t, o);
    if (at.memory <= t.memory) {
      high = mid;
      if (at.seconds() <= fits.seconds()) fits = static_cast<training_plan&&>(at);
    } else {
      low = mid;
    }
  }
  return fits;
}

}  // namespace detail

/// The fastest training-step strategy of graph `g` on `procs` devices whose memory per device fits
/// t.memory (when set): the DP of strategy/solver.hpp over the training costs. Configurations
/// whose own memory exceeds the limit are dropped (an error names an operator that then has
/// none); when the fastest strategy needs more than the limit, memory is priced (seconds per
/// byte added to each configuration's cost) and the price bisected (to 0.1%) to the smallest one
/// found whose strategy fits (feasible, not proven the fastest that fits). Fails, naming the
/// figures, when even the least memory each operator can take adds up to more than the limit.
constexpr training_plan plan_training(const operator_graph& g, std::int64_t procs, const machine_model& m,
                                      const training_model& t, const configuration_options& rule = {},
                                      const solve_options& o = {}) {
  detail::check_training_model(t);
  std::vector<std::vector<step_part>> parts(g.size());  // per operator, per kept configuration
  double least_memory = 0;
  strategy_problem p = detail::build_problem_with(
      g, procs, m, rule, o.memory_budget,
      [&](std::size_t k, const std::vector<configuration>& cs, std::vector<configuration>& kept,
          std::vector<double>& cost) {
        detail::keep_training_configs(g, procs, m, t, k, cs, kept, cost, parts[k], least_memory);
      },
      [&](const detail::edge_tensor& x, std::span<const std::int64_t> from, std::span<const std::int64_t> to,
          std::span<const std::int64_t> halo) { return detail::training_redistribution(x, from, to, halo, m); });
  strategy_solution best = solve(p, o);
  training_plan plan = detail::plan_of(g, p, best.choice, m, t);
  plan.stats = best.stats;
  if (t.memory == 0 || plan.memory <= t.memory) return plan;
  if (least_memory > t.memory)
    check(false, "pebble::strategy: no strategy fits ", detail::bytes_text(t.memory), " per device on ", procs,
          " devices: the operators need at least ", detail::bytes_text(least_memory),
          " together (the fastest strategy ", detail::bytes_text(plan.memory), ")");
  // price memory: the smallest price (seconds per byte) found whose strategy fits
  return detail::price_to_fit(g, p, parts, plan.seconds(), m, t, o);
}

}  // namespace pebble::strategy
