// The cost tables of an optimal-strategy problem built from pebble statements: operators are
// statements (the program model of model/) over a box, edges the tensors one operator writes and
// another reads. Plan side, constexpr.
//
// A configuration splits some loop indices of an operator (operator_node::split) over processors;
// index t is cut into s_t parts, the others into 1. With a machine's flop rate F, bandwidth B
// (bytes a processor receives per second) and word size w:
//  - vertex cost = compute + intra-operator all-reduce. Compute is the points of the largest block,
//    prod ceil(E_t / s_t), times flops_per_point / F. When reduction indices (those the output does
//    not subscript) are split into g = prod s_t > 1 parts, the output block's partial sums are
//    all-reduced over g processors: a ring, 2 (g - 1) / g x its words x w / B.
//  - edge cost = redistribution: the words a processor of the consumer must receive for its block
//    of the tensor, less what it already holds from the producer, times w / B. A tensor dimension
//    whose subscript uses indices t is cut into prod s_t parts (the producer's split a_k, the
//    consumer's b_k); the consumer's block has prod ceil(n_k / b_k) words, of which prod
//    ceil(n_k / lcm(a_k, b_k)) lie in the producer block of the same processor (blocks nest when
//    one count divides the other). When the producer writes the tensor with more dimensions than
//    the consumer reads (a flatten), its trailing dimensions are merged into the consumer's last,
//    and the other way round. Where a dimension's subscript is a window over a split index (a
//    convolution's s*h + r with h split, r not), the block reads h_k words beyond its share, its
//    halo: needed prod (ceil(n_k / b_k) + h_k), held the same with h_k where the producer's block
//    spans the dimension (a_k = 1).
// The configurations are configurations() over the split indices, each index cut into at most its
// extent; with all_processors, an operator too small to use every processor keeps the largest
// configurations it has (prod c_i <= p). The edge tables grow with the square of the
// configurations (1,800 per operator make 3 GiB for a Transformer), so build_problem counts
// configurations and table entries first (measure_problem) and checks the bytes against a budget
// before it allocates anything.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/core/math.hpp>
#include <pebble/model/statement.hpp>
#include <pebble/strategy/configurations.hpp>
#include <pebble/strategy/problem.hpp>

namespace pebble::strategy {

/// An operator: a statement whose loop bounds are constants (its domain a box), the loop indices
/// it may be split along (positions in the loop nest), the floating-point work of one point, and
/// which of its reads are trainable parameters (positions in stmt.inputs: weights, embeddings),
/// which a training step (strategy/training.hpp) updates; the forward cost model ignores them.
struct operator_node {
  std::string name;
  statement stmt;
  static_vector<std::size_t, max_dims> split;
  double flops_per_point = 2;  ///< a multiply-add
  static_vector<std::size_t, max_reads> parameters;
};

/// A tensor from a producer to a consumer: the consumer's read `input` (an index into its
/// statement's inputs) reads the array the producer writes.
struct tensor_edge {
  std::size_t producer = 0, consumer = 0, input = 0;
};

/// Operators and the tensors between them (a DAG: producers are added before consumers).
class operator_graph {
 public:
  /// Adds an operator; returns its index. (const& and && instead of one by-value parameter: g++
  /// 12's constant evaluation misreads a std::string moved out of a by-value parameter.)
  constexpr std::size_t add(const operator_node& op) {
    operator_node copy = op;
    return add(static_cast<operator_node&&>(copy));
  }
  constexpr std::size_t add(operator_node&& op) {
    check(!op.split.empty(), "pebble::strategy: operator '", op.name, "' has no index to split");
    for (std::size_t t : op.split)
      check(t < op.stmt.domain.depth(), "pebble::strategy: operator '", op.name, "' splits loop ", t, ", but it has ",
            op.stmt.domain.depth(), " loops");
    for (std::size_t k : op.parameters) {
      const bool a_parameter = k < op.stmt.inputs.size() && op.stmt.inputs[k].array != op.stmt.output.array;
      check(a_parameter, "pebble::strategy: operator '", op.name, "': parameter ", k, " is not one of its ",
            op.stmt.inputs.size(), " reads other than its output");
    }
    for (std::size_t t = 0; t < op.stmt.domain.depth(); ++t) {
      const loop_bounds& b = op.stmt.domain.bounds[t];
      const bool box = b.lower.is_constant() && b.upper.is_constant() && b.upper.constant > b.lower.constant;
      check(box, "pebble::strategy: operator '", op.name, "': the bounds of index ", op.stmt.domain.indices[t].view(),
            " are not constants with lower < upper (the cost model needs a box domain)");
    }
    ops_.push_back(static_cast<operator_node&&>(op));
    return ops_.size() - 1;
  }

  /// Connects `producer` to `consumer`: the consumer reads the array the producer writes.
  constexpr void connect(std::size_t producer, std::size_t consumer) {
    check(producer < ops_.size() && consumer < ops_.size() && producer < consumer, "pebble::strategy: connect(",
          producer, ", ", consumer,
          "): operators are connected from an earlier one "
          "to a later one of the ",
          ops_.size(), " added");
    const statement& c = ops_[consumer].stmt;
    for (std::size_t k = 0; k < c.inputs.size(); ++k)
      if (c.inputs[k].array == ops_[producer].stmt.output.array) {
        edges_.push_back({producer, consumer, k});
        return;
      }
    check(false, "pebble::strategy: operator '", ops_[consumer].name, "' does not read ",
          ops_[producer].stmt.output.array.view(), ", the array operator '", ops_[producer].name, "' writes");
  }

  constexpr std::size_t size() const { return ops_.size(); }
  constexpr const operator_node& op(std::size_t k) const { return ops_[k]; }
  constexpr std::span<const tensor_edge> edges() const { return edges_; }

 private:
  std::vector<operator_node> ops_;
  std::vector<tensor_edge> edges_;
};

/// The machine of the cost model.
struct machine_model {
  double flops = 10e12;     ///< floating-point operations per second of one processor
  double bandwidth = 25e9;  ///< bytes per second one processor receives
  double word_bytes = 4;    ///< bytes per tensor element
};

namespace detail {

// The extent of every loop index of a box domain.
constexpr std::vector<std::int64_t> extents(const iteration_domain& d) {
  std::vector<std::int64_t> e;
  for (std::size_t t = 0; t < d.depth(); ++t) e.push_back(d.bounds[t].upper.constant - d.bounds[t].lower.constant);
  return e;
}

// The extent of each dimension of access a over a box with index extents e.
constexpr std::vector<std::int64_t> tensor_shape(const access& a, std::span<const std::int64_t> e) {
  std::vector<std::int64_t> shape;
  for (const affine_expr& s : a.subscripts) {
    std::int64_t n = 1;
    for (std::size_t t = 0; t < e.size(); ++t) n += pebble::abs(s.coeff[t]) * (e[t] - 1);
    shape.push_back(n);
  }
  return shape;
}

// The parts each dimension of access a is cut into, with index t cut into cut[t] parts.
constexpr std::vector<std::int64_t> tensor_split(const access& a, std::span<const std::int64_t> cut) {
  std::vector<std::int64_t> parts;
  for (const affine_expr& s : a.subscripts) {
    std::int64_t n = 1;
    for (std::size_t t = 0; t < cut.size(); ++t)
      if (s.coeff[t] != 0) n *= cut[t];
    parts.push_back(n);
  }
  return parts;
}

// Merges the trailing dimensions of `v` into its dimension rank-1 (a flatten), combining by
// multiplication.
constexpr void merge_trailing(std::vector<std::int64_t>& v, std::size_t rank) {
  if (rank == 0 || v.size() <= rank) return;
  for (std::size_t k = rank; k < v.size(); ++k) v[rank - 1] *= v[k];
  v.resize(rank, {});
}

// The words of one processor's block of access a over a box with index extents e, index t cut
// into cut[t] parts (blocks of ragged splits rounded up: the largest block).
constexpr double block_words(const access& a, std::span<const std::int64_t> e, std::span<const std::int64_t> cut) {
  const std::vector<std::int64_t> shape = tensor_shape(a, e);
  const std::vector<std::int64_t> parts = tensor_split(a, cut);
  double block = 1;
  for (std::size_t k = 0; k < shape.size(); ++k) block *= static_cast<double>(pebble::ceil_div(shape[k], parts[k]));
  return block;
}
// Seconds of a ring all-reduce of `words` words over g processors.
constexpr double allreduce_seconds(std::int64_t g, double words, const machine_model& m) {
  if (g <= 1) return 0;
  const auto n = static_cast<double>(g);
  return 2 * (n - 1) / n * words * m.word_bytes / m.bandwidth;
}
// The product of the cuts of the indices that no subscript of access a uses: the processors that
// hold the same block of a (and each a partial sum where a is a reduction's result).
constexpr std::int64_t replicas(const access& a, std::span<const std::int64_t> cut) {
  std::int64_t g = 1;
  for (std::size_t t = 0; t < cut.size(); ++t) {
    bool used = false;
    for (const affine_expr& s : a.subscripts) used = used || s.coeff[t] != 0;
    if (!used) g *= cut[t];
  }
  return g;
}

// The parts of every loop index under configuration c of operator op.
constexpr std::vector<std::int64_t> cuts(const operator_node& op, const configuration& c) {
  std::vector<std::int64_t> cut(op.stmt.domain.depth(), 1);
  for (std::size_t k = 0; k < op.split.size(); ++k) cut[op.split[k]] = c[k];
  return cut;
}

}  // namespace detail

/// The parts each dimension of the tensor operator `op` writes is cut into under configuration c
/// (what a framework shards it by).
constexpr std::vector<std::int64_t> output_split(const operator_node& op, const configuration& c) {
  return detail::tensor_split(op.stmt.output, detail::cuts(op, c));
}

/// Configuration c of operator `op` as a device mesh: its axes are the split indices cut into
/// more than one part (positions in op.split, in order), each of size c[i]; the mesh has their
/// product of devices.
constexpr std::vector<std::size_t> mesh_axes(const operator_node& op, const configuration& c) {
  std::vector<std::size_t> axes;
  for (std::size_t i = 0; i < op.split.size(); ++i)
    if (c[i] > 1) axes.push_back(i);
  return axes;
}

/// How access `a` of operator `op` (its output or one of its reads) lies on the device mesh of
/// configuration c: per dimension of the tensor, the mesh axes (positions in op.split, as
/// mesh_axes gives them) its subscript uses; the tensor is cut along them, and replicated over
/// (a read) or holds partial sums over (the output) the axes no dimension uses. This is the
/// sharding a framework applies (a PartitionSpec per tensor).
constexpr std::vector<std::vector<std::size_t>> sharding(const operator_node& op, const configuration& c,
                                                         const access& a) {
  std::vector<std::vector<std::size_t>> dims(a.rank());
  for (std::size_t i : mesh_axes(op, c))
    for (std::size_t k = 0; k < a.rank(); ++k)
      if (a.subscripts[k].coeff[op.split[i]] != 0) dims[k].push_back(i);
  return dims;
}

/// The cost of operator `op` in configuration c (seconds): compute and the all-reduce of split
/// reduction indices.
constexpr double vertex_cost(const operator_node& op, const configuration& c, const machine_model& m) {
  const std::vector<std::int64_t> e = detail::extents(op.stmt.domain);
  const std::vector<std::int64_t> cut = detail::cuts(op, c);
  double points = 1;
  for (std::size_t t = 0; t < e.size(); ++t) points *= static_cast<double>(pebble::ceil_div(e[t], cut[t]));
  const std::int64_t reduce_parts = detail::replicas(op.stmt.output, cut);
  double cost = points * op.flops_per_point / m.flops;
  if (reduce_parts > 1) cost += detail::allreduce_seconds(reduce_parts, detail::block_words(op.stmt.output, e, cut), m);
  return cost;
}

namespace detail {

// The tensor of edge x as both ends see it: its shape, and the rank both ends' splits are
// merged to (the producer's writes and the consumer's reads can differ in rank).
struct edge_tensor {
  std::vector<std::int64_t> shape;
  std::size_t rank = 0;
};
constexpr edge_tensor tensor_of(const operator_graph& g, const tensor_edge& x) {
  const operator_node& p = g.op(x.producer);
  edge_tensor t{tensor_shape(p.stmt.output, extents(p.stmt.domain)), 0};
  t.rank = std::min(t.shape.size(), g.op(x.consumer).stmt.inputs[x.input].rank());
  merge_trailing(t.shape, t.rank);
  return t;
}
// The producer's split of the tensor in configuration a, merged to the edge's rank.
constexpr std::vector<std::int64_t> producer_split(const operator_graph& g, const tensor_edge& x, const edge_tensor& t,
                                                   const configuration& a) {
  const operator_node& p = g.op(x.producer);
  std::vector<std::int64_t> split = tensor_split(p.stmt.output, cuts(p, a));
  merge_trailing(split, t.rank);
  return split;
}
// The consumer's split of the tensor in configuration b, merged to the edge's rank.
constexpr std::vector<std::int64_t> consumer_split(const operator_graph& g, const tensor_edge& x, const edge_tensor& t,
                                                   const configuration& b) {
  const operator_node& c = g.op(x.consumer);
  std::vector<std::int64_t> split = tensor_split(c.stmt.inputs[x.input], cuts(c, b));
  merge_trailing(split, t.rank);
  return split;
}
// The halo of the consumer's block of the tensor in configuration b: per dimension, how far the
// block's reads reach beyond its share ceil(n / parts) when the dimension's subscript is a window,
// a split index plus unsplit ones (a convolution's s*h + r with h split: its kernel's rows beyond
// the block's). Zeros where the ends' ranks differ (a flatten) or no subscript is a window.
constexpr std::vector<std::int64_t> consumer_halo(const operator_graph& g, const tensor_edge& x, const edge_tensor& t,
                                                  const configuration& b) {
  std::vector<std::int64_t> halo(t.rank, 0);
  const operator_node& c = g.op(x.consumer);
  const access& a = c.stmt.inputs[x.input];
  if (a.rank() != t.rank || g.op(x.producer).stmt.output.rank() != t.rank) return halo;
  const std::vector<std::int64_t> e = extents(c.stmt.domain), cut = cuts(c, b);
  for (std::size_t k = 0; k < t.rank; ++k) {
    const affine_expr& s = a.subscripts[k];
    bool split = false, whole = false;
    std::int64_t reach = 1, parts = 1;
    for (std::size_t i = 0; i < e.size(); ++i) {
      if (s.coeff[i] == 0) continue;
      if (cut[i] > 1) split = true, parts *= cut[i];
      else whole = true;
      reach += pebble::abs(s.coeff[i]) * (pebble::ceil_div(e[i], cut[i]) - 1);
    }
    if (split && whole)
      halo[k] = std::max<std::int64_t>(0, std::min(t.shape[k], reach) - pebble::ceil_div(t.shape[k], parts));
  }
  return halo;
}
// Seconds to receive what a consumer processor's block lacks of the producer block it holds.
// halo (empty: none) adds the words of each dimension the block reads beyond its share
// (consumer_halo); a producer block that spans the whole dimension (from = 1) holds them.
constexpr double redistribution(const edge_tensor& t, std::span<const std::int64_t> from,
                                std::span<const std::int64_t> to, const machine_model& m,
                                std::span<const std::int64_t> halo = {}) {
  double needed = 1, held = 1;
  for (std::size_t k = 0; k < t.rank; ++k) {
    const auto h = static_cast<double>(halo.empty() ? 0 : halo[k]);
    needed *= static_cast<double>(pebble::ceil_div(t.shape[k], to[k])) + h;
    held *= static_cast<double>(pebble::ceil_div(t.shape[k], std::lcm(from[k], to[k]))) + (from[k] == 1 ? h : 0);
  }
  return (needed - held) * m.word_bytes / m.bandwidth;
}

}  // namespace detail

/// The redistribution cost of tensor edge x (seconds) from producer configuration a to consumer
/// configuration b, the halo of a window the consumer splits included (a convolution's rows
/// beyond its block).
constexpr double edge_cost(const operator_graph& g, const tensor_edge& x, const configuration& a,
                           const configuration& b, const machine_model& m) {
  const detail::edge_tensor t = detail::tensor_of(g, x);
  return detail::redistribution(t, detail::producer_split(g, x, t, a), detail::consumer_split(g, x, t, b), m,
                                detail::consumer_halo(g, x, t, b));
}

namespace detail {

// The largest product x_1 ... x_k <= p with 1 <= x_i <= limits[i] (each a power of two when
// asked): depth first from the largest values, a branch cut off as soon as even the remaining
// limits' product cannot beat the best product found.
constexpr std::int64_t largest_product(std::span<const std::int64_t> limits, std::int64_t p, bool powers_of_two) {
  const std::size_t k = limits.size();
  std::vector<std::int64_t> room(k + 1, 1);  // room[i]: the product of limits i.., at most p
  for (std::size_t i = k; i-- > 0;) room[i] = room[i + 1] > p / limits[i] ? p : std::min(p, room[i + 1] * limits[i]);
  const auto at_most = [&](std::int64_t x) {  // the largest candidate <= x
    if (!powers_of_two) return x;
    std::int64_t power = 1;
    while (power <= x / 2) power *= 2;
    return power;
  };
  std::int64_t best = 0;
  const auto search = [&](const auto& self, std::size_t i, std::int64_t product) -> void {
    if (i == k) {
      best = std::max(best, product);
      return;
    }
    for (std::int64_t x = at_most(std::min(limits[i], p / product)); x >= 1 && best < p;
         x = powers_of_two ? x / 2 : x - 1) {
      const std::int64_t reach = room[i + 1] > p / (product * x) ? p : product * x * room[i + 1];
      if (reach <= best) break;  // smaller x reach less
      self(self, i + 1, product * x);
    }
  };
  search(search, 0, 1);
  return best;
}

// How an operator's configurations are enumerated: the rule with the split indices' extents as
// limits, the processors they split (procs, or fewer when the operator cannot use them all), and
// how many configurations that gives (counted up to a limit + 1).
struct operator_split {
  configuration_options options;
  std::int64_t procs = 1;
  std::size_t count = 0;
};
constexpr operator_split split_of(const operator_node& op, std::int64_t procs, const configuration_options& rule,
                                  std::size_t limit) {
  const std::vector<std::int64_t> e = extents(op.stmt.domain);
  operator_split s{rule, procs, 0};
  s.options.dimension_sizes.clear();
  s.options.dimension_limits.clear();
  for (std::size_t t : op.split) s.options.dimension_limits.push_back(e[t]);
  const std::size_t dims = op.split.size();
  s.count = count_configurations(dims, procs, s.options, limit);
  if (s.count == 0 && s.options.all_processors) {
    // Too small for every processor: the configurations whose product is the largest it can
    // reach below procs. The same set as "of every configuration with prod <= procs, those with
    // the largest product", without listing the others (their number grows like procs).
    s.procs = largest_product(s.options.dimension_limits, procs, rule.powers_of_two);
    s.count = count_configurations(dims, s.procs, s.options, limit);
  }
  return s;
}

}  // namespace detail

/// The configurations of operator `op` on `procs` processors under `rule`, each split index cut
/// into at most its extent. Throws budget_error naming the operator when there are more than
/// `limit` (by default the most a strategy vertex holds), before storing them.
constexpr std::vector<configuration> operator_configurations(const operator_node& op, std::int64_t procs,
                                                             const configuration_options& rule,
                                                             std::size_t limit = max_configurations) {
  const detail::operator_split s = detail::split_of(op, procs, rule, limit);
  if (s.count > limit)
    detail::throw_budget_error(budget_error::resource::configurations, static_cast<double>(s.count),
                               static_cast<double>(limit), "operator '", op.name, "' has more than ", limit,
                               " configurations on ", s.procs, " processors");
  return configurations(op.split.size(), s.procs, s.options, limit);
}

namespace detail {

inline std::string configuration_text(const configuration& c) {
  std::string out = "[";
  for (std::size_t i = 0; i < c.size(); ++i) {
    if (i) out += ", ";
    out += std::to_string(c[i]);
  }
  return out + "]";
}

}  // namespace detail

/// What building the problem of a graph takes, counted before anything is built: the
/// configurations of all operators, the entries of all edge tables, and an upper bound of the bytes
/// build_problem holds at its peak (the problem, and while it is built one operator's
/// configurations and costs, one edge's splits and scratch).
struct problem_size {
  std::vector<std::size_t> operator_configurations;  ///< per operator
  std::size_t configurations = 0;                    ///< in all
  double edge_costs = 0;                             ///< entries of the edge tables, in all
  double problem_bytes = 0;                          ///< the problem's tables (strategy_problem::bytes())
  double bytes = 0;                                  ///< building it, at the peak
};

namespace detail {

struct problem_count {
  std::vector<operator_split> splits;
  problem_size size;
};
constexpr problem_count count_problem(const operator_graph& g, std::int64_t procs, const configuration_options& rule) {
  check(procs >= 1, "pebble::strategy: the number of processors must be >= 1; got ", procs);
  problem_count out;
  out.splits.reserve(g.size());
  out.size.operator_configurations.reserve(g.size());
  std::size_t largest_set = 0, largest_pair = 0;
  for (std::size_t k = 0; k < g.size(); ++k) {
    out.splits.push_back(split_of(g.op(k), procs, rule, max_configurations));
    if (out.splits.back().count > max_configurations)
      throw_budget_error(budget_error::resource::configurations, static_cast<double>(out.splits.back().count),
                         static_cast<double>(max_configurations), "operator '", g.op(k).name, "' has more than ",
                         max_configurations, " configurations on ", out.splits.back().procs, " processors");
    out.size.operator_configurations.push_back(out.splits.back().count);
    out.size.configurations += out.splits.back().count;
    largest_set = std::max(largest_set, out.splits.back().count);
  }
  for (const tensor_edge& x : g.edges()) {  // in double: the sum need not fit a size_t
    out.size.edge_costs +=
        static_cast<double>(out.splits[x.producer].count) * static_cast<double>(out.splits[x.consumer].count);
    largest_pair = std::max(largest_pair, out.splits[x.producer].count + out.splits[x.consumer].count);
  }
  const double edge_costs = out.size.edge_costs;
  // the problem, and while it is built: the operators' splits, one operator's configurations and
  // costs, one edge's splits per configuration of either end, and scratch: the configuration
  // walk's candidate lists (a divisor list of n has at most 2 sqrt(n) entries, held up to 3 times
  // while it grows) and the cost formulas' small vectors
  out.size.problem_bytes = edge_costs <= 1e18
                               ? strategy_problem::bytes_needed(g.size(), out.size.configurations, g.edges().size(),
                                                                static_cast<std::size_t>(edge_costs))
                               : edge_costs * sizeof(double);
  out.size.bytes =
      out.size.problem_bytes +
      static_cast<double>(g.size()) *
          (sizeof(operator_split) + 2 * max_dims * sizeof(std::int64_t) + sizeof(std::size_t)) +
      static_cast<double>(largest_set) * (sizeof(configuration) + sizeof(double)) +
      static_cast<double>(largest_pair) * (sizeof(std::vector<std::int64_t>) + max_dims * sizeof(std::int64_t)) +
      static_cast<double>(max_dims) * 3 * sizeof(std::int64_t) * (2 * static_cast<double>(pebble::isqrt(procs)) + 64) +
      65536;
  return out;
}

}  // namespace detail

/// The size of the problem build_problem makes (throws budget_error when an operator has more
/// configurations than a vertex holds).
constexpr problem_size measure_problem(const operator_graph& g, std::int64_t procs,
                                       const configuration_options& rule = {}) {
  return detail::count_problem(g, procs, rule).size;
}

namespace detail {

// build_problem with the costs left to the caller: costs(k, cs, kept, cost) fills the
// configurations of operator k that the problem keeps (of cs, all of them or fewer) and their
// costs; edge(t, from, to, halo) is an edge table's entry from the producer's split of tensor t to
// the consumer's, with the consumer's halo (consumer_halo).
template <class VertexCosts, class EdgeCost>
constexpr strategy_problem build_problem_with(const operator_graph& g, std::int64_t procs, const machine_model& m,
                                              const configuration_options& rule, double memory_budget,
                                              const VertexCosts& costs, const EdgeCost& edge) {
  using pebble::detail::is_finite;
  const bool positive = is_finite(m.flops) && m.flops > 0 && is_finite(m.bandwidth) && m.bandwidth > 0 &&
                        is_finite(m.word_bytes) && m.word_bytes > 0;
  check(positive, "pebble::strategy: the machine's flop rate, bandwidth and word size must be finite and ",
        "positive; got ", m.flops, ", ", m.bandwidth, ", ", m.word_bytes);
  const problem_count count = count_problem(g, procs, rule);
  const std::vector<operator_split>& splits = count.splits;
  const problem_size& size = count.size;
  if (size.bytes > memory_budget)
    throw_budget_error(budget_error::resource::memory, size.bytes, memory_budget, "the problem's tables need ",
                       bytes_text(size.bytes), " (", size.configurations, " configurations of ", g.size(),
                       " operators, ", size.edge_costs, " redistribution costs on ", g.edges().size(), " edges)");

  strategy_problem out(procs);
  out.reserve(g.size(), size.configurations, g.edges().size(), static_cast<std::size_t>(size.edge_costs));
  std::vector<configuration> kept;
  std::vector<double> cost;
  for (std::size_t k = 0; k < g.size(); ++k) {
    const std::vector<configuration> cs = configurations(g.op(k).split.size(), splits[k].procs, splits[k].options);
    kept.clear();
    cost.clear();
    costs(k, cs, kept, cost);
    out.add_vertex(static_cast<std::int64_t>(k), kept, cost);
  }
  for (const tensor_edge& x : g.edges()) {  // each end's splits worked out once per configuration
    const edge_tensor t = tensor_of(g, x);
    std::vector<std::vector<std::int64_t>> from, to, halo;
    from.reserve(out.configs(x.producer).size());
    to.reserve(out.configs(x.consumer).size());
    halo.reserve(out.configs(x.consumer).size());
    for (const configuration& a : out.configs(x.producer)) from.push_back(producer_split(g, x, t, a));
    for (const configuration& b : out.configs(x.consumer)) {
      to.push_back(consumer_split(g, x, t, b));
      halo.push_back(consumer_halo(g, x, t, b));
    }
    out.add_edge_with(x.producer, x.consumer,
                      [&](std::size_t a, std::size_t b) { return edge(t, from[a], to[b], halo[b]); });
  }
  return out;
}

// A cost that is not a finite number, as an error naming the operator and configuration.
constexpr void check_finite_cost(double cost, const operator_node& op, const configuration& c, const machine_model& m) {
  if (!pebble::detail::is_finite(cost))
    check(false, "pebble::strategy: operator '", op.name, "' in configuration ", configuration_text(c), " costs ", cost,
          " seconds (flops ", m.flops, ", bandwidth ", m.bandwidth, "), not a finite number");
}

}  // namespace detail

/// The optimal-strategy problem of graph `g` on `procs` processors: operators become vertices
/// (ids 0, 1, ... in the order added) with operator_configurations under `rule`. The
/// configurations and the tables' entries are counted first (measure_problem), and the bytes the
/// problem and its construction need are checked against `memory_budget` before any table is
/// allocated (a budget_error otherwise).
constexpr strategy_problem build_problem(const operator_graph& g, std::int64_t procs, const machine_model& m,
                                         const configuration_options& rule = {},
                                         double memory_budget = 4.0 * (1ull << 30)) {
  return detail::build_problem_with(
      g, procs, m, rule, memory_budget,
      [&](std::size_t k, const std::vector<configuration>& cs, std::vector<configuration>& kept,
          std::vector<double>& cost) {
        kept = cs;
        for (const configuration& c : cs) {
          cost.push_back(vertex_cost(g.op(k), c, m));
          detail::check_finite_cost(cost.back(), g.op(k), c, m);
        }
      },
      [&](const detail::edge_tensor& t, std::span<const std::int64_t> from, std::span<const std::int64_t> to,
          std::span<const std::int64_t> halo) { return detail::redistribution(t, from, to, m, halo); });
}

}  // namespace pebble::strategy
