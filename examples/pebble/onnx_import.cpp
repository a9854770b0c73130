// ONNX models as operator graphs (see onnx_import.hpp; the statements are listed in the
// README, "ONNX models").
#include "onnx_import.hpp"

#include "errors.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#ifdef PEBBLE_TOOL_HAS_ONNX
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <new>
#include <set>
#include <sstream>
#include <unordered_map>
#include <utility>

#include <cerrno>
#include <csignal>
#include <iostream>

#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <onnx/onnx_pb.h>
#include <onnx/shape_inference/implementation.h>

#include <pebble/model/parser.hpp>
#endif

namespace pebble_tool {

namespace {

// Every operator type the import models, by how.
const std::vector<std::string>& elementwise_ops() {
  static const std::vector<std::string> ops = {
      "Abs",      "Add",         "BatchNormalization", "Cast",     "Ceil",       "Clip",    "Div",
      "Dropout",  "Elu",         "Equal",              "Erf",      "Exp",        "Expand",  "Floor",
      "Gelu",     "Greater",     "HardSigmoid",        "HardSwish", "InstanceNormalization", "LayerNormalization",
      "LeakyRelu", "Less",       "Log",                "LogSoftmax", "Max",      "Mean",    "Min",
      "Mish",     "Mul",         "Neg",                "Not",      "Pow",        "PRelu",   "Reciprocal",
      "Relu",     "Round",       "Selu",               "Sigmoid",  "Sign",       "Softmax", "Softplus",
      "Softsign", "Sqrt",        "Sub",                "Sum",      "Tanh",       "ThresholdedRelu", "Where"};
  return ops;
}
const std::vector<std::string>& view_ops() {
  static const std::vector<std::string> ops = {"Flatten", "Identity", "Reshape", "Squeeze", "Unsqueeze"};
  return ops;
}
const std::vector<std::string>& other_ops() {
  static const std::vector<std::string> ops = {
      "AveragePool", "Concat",     "Conv",      "Gather",    "Gemm",      "GlobalAveragePool", "GlobalMaxPool",
      "LpPool",      "MatMul",     "MaxPool",   "Pad",       "ReduceL2",  "ReduceMax",         "ReduceMean",
      "ReduceMin",   "ReduceProd", "ReduceSum", "ReduceSumSquare", "Slice", "Split",             "Transpose"};
  return ops;
}
const std::vector<std::string>& constant_ops() {  // computed from shapes alone
  static const std::vector<std::string> ops = {"Constant", "ConstantOfShape", "Shape", "Size"};
  return ops;
}

}  // namespace

std::string onnx_supported_operators() {
  std::vector<std::string> all = elementwise_ops();
  for (const auto* list : {&view_ops(), &other_ops(), &constant_ops()}) all.insert(all.end(), list->begin(), list->end());
  std::sort(all.begin(), all.end());
  std::string out;
  for (const std::string& op : all) out += std::string(out.empty() ? "" : ", ") + op;
  return out;
}

#ifndef PEBBLE_TOOL_HAS_ONNX

bool onnx_available() { return false; }

onnx_network read_onnx(const std::string& path, const onnx_import_options&) {
  throw input_error("'" + path + "': this pebble was built without ONNX support; install Debian's libonnx-dev and "
                    "libprotobuf-dev and configure again");
}
onnx_network read_onnx_bytes(std::string_view, const std::string& name, const onnx_import_options& o) { return read_onnx(name, o); }

#else

bool onnx_available() { return true; }

namespace {

namespace st = pebble::strategy;
constexpr std::size_t none = static_cast<std::size_t>(-1);

bool listed(const std::vector<std::string>& ops, const std::string& op) {
  return std::find(ops.begin(), ops.end(), op) != ops.end();
}

// A tensor of the ONNX graph as the import sees it.
struct value {
  enum class kind : std::uint8_t {
    input,      // a graph input: read, written by no operator
    produced,   // written by operator `op`
    parameter,  // a trainable initializer (a floating-point weight), or a view of one
    constant,   // an initializer that is not a weight, a Constant, anything computed from them and shapes
  } what = kind::constant;
  std::string array;         // the array statements read (input, produced, parameter)
  std::size_t op = none;     // the operator that writes it (produced)
  std::vector<std::int64_t> shape;
  bool shape_known = false;
  std::vector<std::int64_t> data;  // the elements of a small integer constant
  bool data_known = false;
};

// An affine subscript over an operator's loops: sum of coefficient x loop, plus a constant.
struct subscript {
  std::vector<std::pair<std::int64_t, std::size_t>> terms;
  std::int64_t constant = 0;
};
subscript at(std::size_t loop, std::int64_t coefficient = 1) { return {{{coefficient, loop}}, 0}; }
subscript fixed(std::int64_t c) { return {{}, c}; }
subscript plus(subscript s, const subscript& t) {
  s.terms.insert(s.terms.end(), t.terms.begin(), t.terms.end());
  s.constant += t.constant;
  return s;
}

struct read {
  std::string array;
  std::vector<subscript> subscripts;
};

// One operator under construction: its loops, what it writes and reads, its cost.
struct op_text {
  std::vector<std::pair<std::string, std::int64_t>> loops;  // name, extent
  std::vector<subscript> output;
  bool accumulates = false;   // `+=` over a product of reads (else `= f(reads)`)
  std::vector<read> factors;  // multiplied (accumulating) or the arguments of f
  std::vector<read> addends;  // added to the product (a bias)
  std::vector<std::size_t> split;
  double flops = 1;

  std::size_t loop(std::string name, std::int64_t extent) {
    loops.emplace_back(std::move(name), extent);
    return loops.size() - 1;
  }
};

// The text of one subscript: loops of extent 1 are always 0 and left out.
std::string subscript_text(const subscript& s, const op_text& o) {
  std::string out;
  for (const auto& [c, t] : s.terms) {
    if (o.loops[t].second == 1 || c == 0) continue;
    if (!out.empty()) out += c < 0 ? "-" : "+";
    else if (c < 0) out += "-";
    if (c != 1 && c != -1) out += std::to_string(c < 0 ? -c : c) + "*";
    out += o.loops[t].first;
  }
  if (s.constant != 0 || out.empty()) {
    if (!out.empty() && s.constant > 0) out += "+";
    out += std::to_string(s.constant);
  }
  return out;
}
std::string access_text(const std::string& array, const std::vector<subscript>& subs, const op_text& o) {
  std::string out = array + "[";
  for (std::size_t k = 0; k < subs.size(); ++k) out += std::string(k ? "," : "") + subscript_text(subs[k], o);
  return out + "]";
}

std::string dims_text(const std::vector<std::int64_t>& shape) {
  std::string out = "[";
  for (std::size_t k = 0; k < shape.size(); ++k) out += std::string(k ? ", " : "") + std::to_string(shape[k]);
  return out + "]";
}

class importer {
 public:
  importer(std::string file, onnx::ModelProto& model) : file_(std::move(file)), model_(model) {}

  onnx_network run(const onnx_import_options& options) {
    onnx::GraphProto& g = *model_.mutable_graph();
    std::set<std::string> initializers;
    for (const onnx::TensorProto& t : g.initializer()) initializers.insert(t.name());
    for (int k = 0; k < g.node_size(); ++k)  // (before shape inference, which would fail on them)
      if (!g.node(k).domain().empty() && g.node(k).domain() != "ai.onnx")
        throw input_error(where() + "node " + label(g.node(k), static_cast<std::size_t>(k)) + ": operators of domain '" +
                          g.node(k).domain() + "' are not supported (only the default ONNX domain)");
    set_batch(g, initializers, options);
    infer_shapes();
    collect_shapes(g);
    for (int k = 0; k < g.initializer_size(); ++k) add_initializer(g.initializer(k), k);
    std::size_t input_count = 0;
    for (const onnx::ValueInfoProto& in : g.input()) {
      if (initializers.count(in.name())) continue;
      value& v = values_[in.name()];
      v.what = value::kind::input;
      v.array = std::string("in") + std::to_string(input_count++);
      out_.tensor_names.emplace(v.array, in.name());
      shape_of(in.name(), v);
    }
    out_.nodes = static_cast<std::size_t>(g.node_size());
    for (int k = 0; k < g.node_size(); ++k) import_node(g.node(k), static_cast<std::size_t>(k));
    if (out_.graph.size() == 0)
      throw input_error(where() + "no operator to place: the graph computes nothing from its inputs");
    return std::move(out_);
  }

 private:
  std::string file_;
  onnx::ModelProto& model_;
  onnx_network out_;
  std::unordered_map<std::string, value> values_;
  std::unordered_map<std::string, std::vector<std::int64_t>> inferred_;  // every shape shape inference knows
  std::unordered_map<std::string, double> words_;  // the elements of each weight; erased once an operator reads it

  std::string where() const { return "ONNX model '" + file_ + "': "; }

  // The batch size becomes the first dimension of the graph inputs whose first dimension is a
  // symbol or the model's batch (the first input's first dimension); every other dimension must
  // be a number.
  void set_batch(onnx::GraphProto& g, const std::set<std::string>& initializers, const onnx_import_options& options) {
    bool first = true;
    std::optional<std::int64_t> model_batch;
    for (const onnx::ValueInfoProto& in : g.input())
      if (!initializers.count(in.name()) && in.type().has_tensor_type() && in.type().tensor_type().has_shape() &&
          in.type().tensor_type().shape().dim_size() > 0) {
        const auto& d = in.type().tensor_type().shape().dim(0);
        if (d.has_dim_value()) model_batch = d.dim_value();
        break;
      }
    for (onnx::ValueInfoProto& in : *g.mutable_input()) {
      if (initializers.count(in.name())) continue;
      if (!in.type().has_tensor_type())
        throw input_error(where() + "graph input '" + in.name() + "' is not a tensor (sequences and maps are not supported)");
      onnx::TypeProto_Tensor& t = *in.mutable_type()->mutable_tensor_type();
      if (!t.has_shape())
        throw input_error(where() + "graph input '" + in.name() + "' has no shape; pebble needs every input's dimensions");
      onnx::TensorShapeProto& shape = *t.mutable_shape();
      for (int d = 0; d < shape.dim_size(); ++d) {
        onnx::TensorShapeProto_Dimension& dim = *shape.mutable_dim(d);
        if (d == 0 && options.batch && (!dim.has_dim_value() || dim.dim_value() == model_batch)) {
          dim.set_dim_value(*options.batch);
        } else if (!dim.has_dim_value() || dim.dim_value() < 1) {
          const std::string name = dim.has_dim_param() ? " ('" + dim.dim_param() + "')" : "";
          throw input_error(where() + "graph input '" + in.name() + "': dimension " + std::to_string(d) + name +
                            (d == 0 ? " is not a number; give the batch size with --batch"
                                    : " is not a number; pebble needs every dimension but the first (the batch) fixed"));
        }
        if (d == 0 && first) out_.batch = dim.dim_value();
      }
      if (shape.dim_size() > 0) first = false;
    }
    // what the exporter inferred for another batch would contradict the new inference
    g.clear_value_info();
    for (onnx::ValueInfoProto& o : *g.mutable_output())
      if (o.type().has_tensor_type()) o.mutable_type()->mutable_tensor_type()->clear_shape();
  }

  // ONNX's shape inference, in a child process: libonnx's inference crashes on some malformed
  // models its checker accepts (found by test/fuzz/onnx_model.cpp: a Gemm of a rank-0 input), so
  // a crash, or a run over a minute, must end in an error, not take the tool down. The child
  // sends back the inferred shapes alone (the graph's value_info and outputs), or its error.
  void infer_shapes() {
    int pipe_ends[2];
    if (::pipe(pipe_ends) != 0) throw input_error(where() + "cannot start ONNX shape inference (pipe)");
    std::cout.flush();
    std::cerr.flush();
    const pid_t child = ::fork();
    if (child < 0) {
      ::close(pipe_ends[0]);
      ::close(pipe_ends[1]);
      throw input_error(where() + "cannot start ONNX shape inference (fork)");
    }
    if (child == 0) {
      ::close(pipe_ends[0]);
      // a crash ends the child quietly (no handler of a loaded library, such as UCX's, prints a
      // backtrace); the parent reports it
      for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) std::signal(sig, SIG_DFL);
      ::alarm(60);
      std::string reply;
      try {
        onnx::shape_inference::InferShapes(model_, onnx::OpSchemaRegistry::Instance(),
                                           onnx::ShapeInferenceOptions(false, 0, true));
        onnx::GraphProto shapes;
        *shapes.mutable_value_info() = model_.graph().value_info();
        *shapes.mutable_output() = model_.graph().output();
        reply = "S" + shapes.SerializeAsString();
      } catch (const std::exception& e) {
        reply = std::string("E") + e.what();
      }
      for (std::size_t sent = 0; sent < reply.size();) {
        const ::ssize_t k = ::write(pipe_ends[1], reply.data() + sent, reply.size() - sent);
        if (k <= 0) ::_exit(3);
        sent += static_cast<std::size_t>(k);
      }
      ::_exit(0);
    }
    ::close(pipe_ends[1]);
    std::string reply;
    char buffer[65536];
    for (;;) {
      const ::ssize_t k = ::read(pipe_ends[0], buffer, sizeof buffer);
      if (k > 0) reply.append(buffer, static_cast<std::size_t>(k));
      else if (k == 0 || errno != EINTR) break;
    }
    ::close(pipe_ends[0]);
    int status = 0;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    if (WIFSIGNALED(status))
      throw input_error(where() + "ONNX shape inference " +
                        (WTERMSIG(status) == SIGALRM ? std::string("ran over a minute")
                                                     : "crashed (signal " + std::to_string(WTERMSIG(status)) + ")") +
                        " on this model: it is malformed");
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || reply.empty())
      throw input_error(where() + "ONNX shape inference did not finish");
    if (reply[0] == 'E') {
      std::string what = reply.substr(1);
      std::replace(what.begin(), what.end(), '\n', ' ');
      throw input_error(where() + "ONNX shape inference failed: " + what);
    }
    onnx::GraphProto shapes;
    if (reply[0] != 'S' || !shapes.ParseFromArray(reply.data() + 1, static_cast<int>(reply.size() - 1)))
      throw input_error(where() + "ONNX shape inference did not finish");
    onnx::GraphProto& g = *model_.mutable_graph();
    *g.mutable_value_info() = shapes.value_info();
    *g.mutable_output() = shapes.output();
  }

  void collect_shapes(const onnx::GraphProto& g) {
    const auto take = [&](const onnx::ValueInfoProto& v) {
      if (!v.type().has_tensor_type() || !v.type().tensor_type().has_shape()) return;
      std::vector<std::int64_t> shape;
      for (const auto& d : v.type().tensor_type().shape().dim()) {
        if (!d.has_dim_value() || d.dim_value() < 1) return;
        shape.push_back(d.dim_value());
      }
      inferred_[v.name()] = std::move(shape);
    };
    for (const auto& v : g.input()) take(v);
    for (const auto& v : g.value_info()) take(v);
    for (const auto& v : g.output()) take(v);
  }
  bool shape_of(const std::string& name, value& v) {
    const auto it = inferred_.find(name);
    if (it == inferred_.end()) return false;
    v.shape = it->second;
    v.shape_known = true;
    return true;
  }

  static bool floating(std::int32_t type) {
    using T = onnx::TensorProto;
    return type == T::FLOAT || type == T::DOUBLE || type == T::FLOAT16 || type == T::BFLOAT16;
  }

  // The elements of a small integer tensor (shapes, axes, starts), when it has them inline.
  static void read_integers(const onnx::TensorProto& t, value& v) {
    using T = onnx::TensorProto;
    double count = 1;
    for (std::int64_t d : t.dims()) count *= static_cast<double>(d);
    if (count > 64 || (t.data_type() != T::INT64 && t.data_type() != T::INT32)) return;
    const auto n = static_cast<std::size_t>(count);
    if (t.data_type() == T::INT64 && static_cast<std::size_t>(t.int64_data_size()) == n) {
      v.data.assign(t.int64_data().begin(), t.int64_data().end());
    } else if (t.data_type() == T::INT32 && static_cast<std::size_t>(t.int32_data_size()) == n) {
      v.data.assign(t.int32_data().begin(), t.int32_data().end());
    } else if (t.has_raw_data()) {
      const std::size_t width = t.data_type() == T::INT64 ? 8 : 4;
      if (t.raw_data().size() != n * width) return;
      for (std::size_t k = 0; k < n; ++k) {  // little-endian, as ONNX stores raw data
        std::uint64_t x = 0;
        for (std::size_t b = 0; b < width; ++b)
          x |= static_cast<std::uint64_t>(static_cast<unsigned char>(t.raw_data()[k * width + b])) << (8 * b);
        v.data.push_back(width == 8 ? static_cast<std::int64_t>(x) : static_cast<std::int32_t>(static_cast<std::uint32_t>(x)));
      }
    } else {
      return;
    }
    v.data_known = true;
  }

  void add_initializer(const onnx::TensorProto& t, int index) {
    value& v = values_[t.name()];
    v = value{};
    for (std::int64_t d : t.dims()) {
      if (d < 0) throw input_error(where() + "initializer '" + t.name() + "' has a negative dimension");
      v.shape.push_back(d);
    }
    v.shape_known = std::all_of(v.shape.begin(), v.shape.end(), [](std::int64_t d) { return d >= 1; });
    double words = 1;
    for (std::int64_t d : v.shape) words *= static_cast<double>(d);
    if (floating(t.data_type()) && v.shape_known && words > 1) {  // (a number, e.g. a scale, is not trained)
      v.what = value::kind::parameter;
      v.array = std::string("w") + std::to_string(index);
      words_[v.array] = words;
      out_.tensor_names.emplace(v.array, t.name());
    } else {
      read_integers(t, v);
    }
  }

  // --- one node -----------------------------------------------------------------------------

  struct node_context {
    const onnx::NodeProto& node;
    std::string label;  // "'conv1' (Conv, node 3)"
    std::string name;   // the operator's name
  };

  static std::string name_of(const onnx::NodeProto& node, std::size_t index) {
    return node.name().empty() ? node.op_type() + "_" + std::to_string(index) : node.name();
  }
  static std::string label(const onnx::NodeProto& node, std::size_t index) {
    return "'" + name_of(node, index) + "' (" + node.op_type() + ", node " + std::to_string(index) + ")";
  }

  [[noreturn]] void refuse(const node_context& n, const std::string& why) const {
    throw input_error(where() + "node " + n.label + ": " + why);
  }

  const value* input(const node_context& n, int k) const {
    if (k >= n.node.input_size() || n.node.input(k).empty()) return nullptr;
    const auto it = values_.find(n.node.input(k));
    if (it == values_.end())
      refuse(n, "reads '" + n.node.input(k) + "', which no earlier node, input or initializer defines (the nodes "
                "must be in topological order)");
    return &it->second;
  }
  const value& required(const node_context& n, int k) const {
    const value* v = input(n, k);
    if (!v) refuse(n, "input " + std::to_string(k) + " is missing");
    if (!v->shape_known) refuse(n, "the shape of its input '" + n.node.input(k) + "' is not known");
    return *v;
  }
  std::vector<std::int64_t> output_shape(const node_context& n, int k = 0) const {
    if (k >= n.node.output_size() || n.node.output(k).empty()) refuse(n, "has no output " + std::to_string(k));
    const auto it = inferred_.find(n.node.output(k));
    if (it == inferred_.end())
      refuse(n, "the shape of its output '" + n.node.output(k) + "' is not known after ONNX shape inference (all "
                "dimensions must be numbers > 0)");
    if (it->second.size() > pebble::max_indices)
      refuse(n, "its output has " + std::to_string(it->second.size()) + " dimensions; at most " +
                std::to_string(pebble::max_indices) + " are supported");
    return it->second;
  }

  const onnx::AttributeProto* attribute(const node_context& n, const char* name) const {
    for (const onnx::AttributeProto& a : n.node.attribute())
      if (a.name() == name) return &a;
    return nullptr;
  }
  std::int64_t int_attribute(const node_context& n, const char* name, std::int64_t otherwise) const {
    const onnx::AttributeProto* a = attribute(n, name);
    return a ? a->i() : otherwise;
  }
  std::vector<std::int64_t> ints_attribute(const node_context& n, const char* name, std::size_t count,
                                           std::int64_t otherwise) const {
    const onnx::AttributeProto* a = attribute(n, name);
    if (!a || a->ints_size() == 0) return std::vector<std::int64_t>(count, otherwise);
    if (static_cast<std::size_t>(a->ints_size()) < count)
      refuse(n, std::string("attribute '") + name + "' has " + std::to_string(a->ints_size()) + " values; " +
                std::to_string(count) + " expected");
    return {a->ints().begin(), a->ints().begin() + static_cast<int>(count)};
  }
  // Strides or dilations: one number >= 1 per spatial dimension (1 when not given).
  std::vector<std::int64_t> positive_ints(const node_context& n, const char* name, std::size_t count) const {
    std::vector<std::int64_t> v = ints_attribute(n, name, count, 1);
    for (std::int64_t x : v)
      if (x < 1 || x > (std::int64_t{1} << 30)) refuse(n, std::string("attribute '") + name + "': expected numbers from 1 to 2^30");
    return v;
  }
  // Integers given as an attribute (older opsets) or as a constant input (newer ones).
  std::optional<std::vector<std::int64_t>> integers(const node_context& n, const char* attr, int input_index) const {
    if (const onnx::AttributeProto* a = attribute(n, attr)) return std::vector<std::int64_t>(a->ints().begin(), a->ints().end());
    const value* v = input(n, input_index);
    if (!v) return std::nullopt;
    if (!v->data_known)
      refuse(n, "its input '" + n.node.input(input_index) + "' (" + attr + ") must be a constant of at most 64 integers");
    return v->data;
  }
  std::size_t axis(const node_context& n, std::int64_t a, std::size_t rank) const {
    const std::int64_t r = static_cast<std::int64_t>(rank);
    if (a < -r || a >= r) refuse(n, "axis " + std::to_string(a) + " is outside a tensor of rank " + std::to_string(r));
    return static_cast<std::size_t>(a < 0 ? a + r : a);
  }

  // The read of value v by an operator whose loops 0..rank-1 run over `out` (numpy broadcasting:
  // v's dimensions align with the trailing ones; a dimension of 1 against a larger one reads 0).
  read broadcast(const node_context& n, const value& v, const std::vector<std::int64_t>& out) const {
    if (v.shape.size() > out.size())
      refuse(n, "an input of shape " + dims_text(v.shape) + " does not broadcast to its output " + dims_text(out));
    read r{v.array, {}};
    const std::size_t skip = out.size() - v.shape.size();
    for (std::size_t k = 0; k < v.shape.size(); ++k) {
      if (v.shape[k] == out[skip + k]) r.subscripts.push_back(at(skip + k));
      else if (v.shape[k] == 1) r.subscripts.push_back(fixed(0));
      else refuse(n, "an input of shape " + dims_text(v.shape) + " does not broadcast to its output " + dims_text(out));
    }
    return r;
  }
  static bool readable(const value* v) { return v && v->what != value::kind::constant; }

  // Loops d0.. over the dimensions of `shape`, all split.
  static std::vector<std::size_t> loops_over(op_text& o, const std::vector<std::int64_t>& shape, bool split = true) {
    std::vector<std::size_t> ls;
    for (std::size_t k = 0; k < shape.size(); ++k) {
      ls.push_back(o.loop(std::string("d") + std::to_string(k), shape[k]));
      if (split) o.split.push_back(ls.back());
    }
    return ls;
  }
  static std::vector<subscript> identity(const std::vector<std::size_t>& ls) {
    std::vector<subscript> s;
    for (std::size_t l : ls) s.push_back(at(l));
    return s;
  }

  void import_node(const onnx::NodeProto& node, std::size_t index) {
    const std::string& type = node.op_type();
    const node_context n{node, label(node, index), name_of(node, index)};
    for (int k = 0; k < node.input_size(); ++k) (void)input(n, k);  // every input defined before

    // computed from constants and shapes alone: folded away
    bool all_constant = true, any_parameter = false;
    for (int k = 0; k < node.input_size(); ++k)
      if (const value* v = input(n, k)) {
        all_constant = all_constant && (v->what == value::kind::constant || v->what == value::kind::parameter);
        any_parameter = any_parameter || v->what == value::kind::parameter;
      }
    if (listed(constant_ops(), type) || (all_constant && node.input_size() > 0)) {
      fold(n, any_parameter && !listed(constant_ops(), type));
      return;
    }
    if (listed(view_ops(), type)) return make_view(n);
    if (!listed(elementwise_ops(), type) && !listed(other_ops(), type))
      refuse(n, "operator " + type + " is not supported (`pebble strategy --help` lists those that are)");

    if (type == "Split") return split(n);
    op_text o;
    if (listed(elementwise_ops(), type)) elementwise(n, o);
    else if (type == "MatMul") matmul(n, o);
    else if (type == "Gemm") gemm(n, o);
    else if (type == "Conv") conv(n, o);
    else if (type == "MaxPool" || type == "AveragePool" || type == "LpPool") pool(n, o);
    else if (type == "GlobalAveragePool" || type == "GlobalMaxPool") global_pool(n, o);
    else if (type.rfind("Reduce", 0) == 0) reduce(n, o);
    else if (type == "Concat") concat(n, o);
    else if (type == "Slice") slice(n, o);
    else if (type == "Gather") gather(n, o);
    else if (type == "Transpose") transpose(n, o);
    else if (type == "Pad") pad(n, o);
    add_operator(n, o, n.name, 0);
  }

  // A node of constants (or of weights alone, which stays a weight: a transposed or reshaped
  // parameter): its outputs are constants with the inferred shapes (and the values of Shape and
  // Constant where small).
  void fold(const node_context& n, bool of_parameters) {
    ++out_.constants;
    for (int k = 0; k < n.node.output_size(); ++k) {
      if (n.node.output(k).empty()) continue;
      value v;
      shape_of(n.node.output(k), v);
      if (of_parameters) {
        for (int i = 0; i < n.node.input_size(); ++i)
          if (const value* in = input(n, i); in && in->what == value::kind::parameter) {
            v.what = value::kind::parameter;
            v.array = in->array;
            break;
          }
        if (!v.shape_known) refuse(n, "the shape of its output '" + n.node.output(k) + "' is not known");
      } else if (n.node.op_type() == "Shape" && k == 0) {
        const value* in = input(n, 0);
        if (in && in->shape_known) {
          const std::int64_t r = static_cast<std::int64_t>(in->shape.size());
          std::int64_t start = int_attribute(n, "start", 0), end = int_attribute(n, "end", r);
          start = std::clamp(start < 0 ? start + r : start, std::int64_t{0}, r);
          end = std::clamp(end < 0 ? end + r : end, std::int64_t{0}, r);
          for (std::int64_t d = start; d < end; ++d) v.data.push_back(in->shape[static_cast<std::size_t>(d)]);
          v.data_known = true;
        }
      } else if (n.node.op_type() == "Constant") {
        if (const onnx::AttributeProto* a = attribute(n, "value"); a && a->has_t()) read_integers(a->t(), v);
        else if (const onnx::AttributeProto* b = attribute(n, "value_ints")) {
          v.data.assign(b->ints().begin(), b->ints().end());
          v.data_known = v.data.size() <= 64;
        } else if (const onnx::AttributeProto* c = attribute(n, "value_int")) {
          v.data = {c->i()};
          v.data_known = true;
        }
      }
      values_[n.node.output(k)] = std::move(v);
    }
  }

  // Reshape, Flatten, Squeeze, Unsqueeze, Identity: the output is the input, seen in its new shape.
  void make_view(const node_context& n) {
    ++out_.views;
    const value& in = required(n, 0);
    value v = in;
    v.shape = output_shape(n);
    v.data_known = false;
    values_[n.node.output(0)] = std::move(v);
  }

  void elementwise(const node_context& n, op_text& o) {
    const std::string& type = n.node.op_type();
    const std::vector<std::int64_t> out = output_shape(n);
    const std::vector<std::size_t> ls = loops_over(o, out);
    o.flops = 1;
    if (type == "BatchNormalization" || type == "InstanceNormalization") {
      o.flops = 4;
      const value& x = required(n, 0);
      o.factors.push_back(broadcast(n, x, out));
      if (out.size() < 2) refuse(n, "its input needs a channel dimension (rank >= 2)");
      for (int k = 1; k <= 2; ++k)  // scale and bias, per channel (dimension 1); the running statistics are not trained
        if (const value* p = input(n, k); readable(p)) o.factors.push_back({p->array, {at(ls[1])}});
      return;
    }
    if (type == "Softmax" || type == "LogSoftmax") o.flops = 3;
    else if (type == "LayerNormalization") o.flops = 5;
    else if (type == "Gelu" || type == "Erf" || type == "Mish" || type == "Tanh" || type == "Sigmoid" || type == "Elu" ||
             type == "Selu" || type == "Softplus" || type == "HardSwish" || type == "Exp" || type == "Log")
      o.flops = 4;
    else if (type == "Expand" || type == "Cast") o.flops = 0;
    const int reads = type == "Expand" ? 1 : n.node.input_size();
    for (int k = 0; k < reads; ++k) {
      const value* v = input(n, k);
      if (!readable(v)) continue;
      if (!v->shape_known) refuse(n, "the shape of its input '" + n.node.input(k) + "' is not known");
      o.factors.push_back(broadcast(n, *v, out));
    }
  }

  void matmul(const node_context& n, op_text& o) {
    const value& a = required(n, 0);
    const value& b = required(n, 1);
    if (a.shape.size() < 2 || b.shape.size() < 2)
      refuse(n, "a MatMul of a vector (rank 1) is not supported; reshape it to a matrix");
    const std::vector<std::int64_t> out = output_shape(n);
    const std::size_t r = out.size();
    if (r < 2 || r < a.shape.size() || r < b.shape.size()) refuse(n, "its output's rank does not match its operands'");
    const std::int64_t inner = a.shape.back();
    if (b.shape[b.shape.size() - 2] != inner) refuse(n, "its inner dimensions differ: " + dims_text(a.shape) + " x " + dims_text(b.shape));
    if (r + 1 > pebble::max_indices) refuse(n, "a MatMul of rank " + std::to_string(r) + " needs more than 8 loops");
    const std::vector<std::size_t> ls = loops_over(o, out);
    const std::size_t k = o.loop("k", inner);
    o.split.push_back(k);
    // the batch dimensions broadcast; the last two are (m, k) and (k, n)
    const auto operand = [&](const value& v, bool left) {
      value batch = v;
      batch.shape.resize(v.shape.size() - 2);
      std::vector<std::int64_t> out_batch(out.begin(), out.end() - 2);
      read rd = broadcast(n, batch, out_batch);
      rd.array = v.array;
      if (left) rd.subscripts.insert(rd.subscripts.end(), {at(ls[r - 2]), at(k)});
      else rd.subscripts.insert(rd.subscripts.end(), {at(k), at(ls[r - 1])});
      return rd;
    };
    if (readable(&a)) o.factors.push_back(operand(a, true));
    if (readable(&b)) o.factors.push_back(operand(b, false));
    o.accumulates = true;
    o.flops = 2;
  }

  void gemm(const node_context& n, op_text& o) {
    const value& a = required(n, 0);
    const value& b = required(n, 1);
    if (a.shape.size() != 2 || b.shape.size() != 2) refuse(n, "Gemm's A and B must be matrices");
    const bool ta = int_attribute(n, "transA", 0) != 0, tb = int_attribute(n, "transB", 0) != 0;
    const std::vector<std::int64_t> out = output_shape(n);
    if (out.size() != 2) refuse(n, "Gemm's output must be a matrix");
    const std::int64_t inner = ta ? a.shape[0] : a.shape[1];
    const std::vector<std::size_t> ls = loops_over(o, out);
    const std::size_t k = o.loop("k", inner);
    o.split.push_back(k);
    if (readable(&a)) o.factors.push_back({a.array, ta ? std::vector{at(k), at(ls[0])} : std::vector{at(ls[0]), at(k)}});
    if (readable(&b)) o.factors.push_back({b.array, tb ? std::vector{at(ls[1]), at(k)} : std::vector{at(k), at(ls[1])}});
    if (const value* c = input(n, 2); readable(c)) {
      if (!c->shape_known) refuse(n, "the shape of its input C is not known");
      o.addends.push_back(broadcast(n, *c, out));
    }
    o.accumulates = true;
    o.flops = 2;
  }

  void conv(const node_context& n, op_text& o) {
    const value& x = required(n, 0);
    const value& w = required(n, 1);
    const std::vector<std::int64_t> out = output_shape(n);
    const std::size_t spatial = out.size() - 2;
    if (out.size() < 3 || x.shape.size() != out.size() || w.shape.size() != out.size())
      refuse(n, "Conv needs input, weight and output of one rank >= 3: " + dims_text(x.shape) + ", " +
                dims_text(w.shape) + ", " + dims_text(out));
    const std::int64_t groups = int_attribute(n, "group", 1);
    const std::int64_t channels = x.shape[1], features = out[1];
    if (groups < 1 || channels % groups || features % groups || w.shape[1] != channels / groups)
      refuse(n, "group " + std::to_string(groups) + " does not divide its " + std::to_string(channels) +
                " input channels and " + std::to_string(features) + " output channels");
    const std::vector<std::int64_t> strides = positive_ints(n, "strides", spatial);
    const std::vector<std::int64_t> dilations = positive_ints(n, "dilations", spatial);
    // loops: b, [g], o, the output positions, c (input channels of a group), the kernel offsets
    const std::size_t b = o.loop("b", out[0]);
    const std::size_t g = o.loop("g", groups);
    const std::size_t f = o.loop("o", features / groups);
    o.split = {b, g, f};
    std::vector<std::size_t> pos;
    static const char* positions[] = {"h", "w", "z"};
    static const char* offsets[] = {"r", "s", "u"};
    if (spatial > 3) refuse(n, "convolutions over more than 3 dimensions are not supported");
    for (std::size_t d = 0; d < spatial; ++d) {
      pos.push_back(o.loop(positions[d], out[2 + d]));
      o.split.push_back(pos.back());
    }
    const std::size_t c = o.loop("c", channels / groups);
    std::vector<std::size_t> kernel;
    for (std::size_t d = 0; d < spatial; ++d) kernel.push_back(o.loop(offsets[d], w.shape[2 + d]));
    const subscript feature = plus(at(g, features / groups), at(f));
    o.output = {at(b), feature};
    read xr{x.array, {at(b), plus(at(g, channels / groups), at(c))}};
    read wr{w.array, {feature, at(c)}};
    for (std::size_t d = 0; d < spatial; ++d) {
      xr.subscripts.push_back(plus(at(pos[d], strides[d]), at(kernel[d], dilations[d])));
      wr.subscripts.push_back(at(kernel[d]));
      o.output.push_back(at(pos[d]));
    }
    if (readable(&x)) o.factors.push_back(xr);
    if (readable(&w)) o.factors.push_back(wr);
    if (const value* bias = input(n, 2); readable(bias)) o.addends.push_back({bias->array, {feature}});
    o.accumulates = true;
    o.flops = 2;
  }

  void pool(const node_context& n, op_text& o) {
    const value& x = required(n, 0);
    const std::vector<std::int64_t> out = output_shape(n);
    if (out.size() < 3 || x.shape.size() != out.size()) refuse(n, "pooling needs input and output of one rank >= 3");
    const std::size_t spatial = out.size() - 2;
    const std::vector<std::int64_t> kernel = ints_attribute(n, "kernel_shape", spatial, 0);
    if (std::any_of(kernel.begin(), kernel.end(), [](std::int64_t k) { return k < 1; }))
      refuse(n, "needs kernel_shape: one size >= 1 per spatial dimension");
    const std::vector<std::int64_t> strides = positive_ints(n, "strides", spatial);
    const std::vector<std::int64_t> dilations = positive_ints(n, "dilations", spatial);
    const std::vector<std::size_t> ls = loops_over(o, out);
    read xr{x.array, {at(ls[0]), at(ls[1])}};
    for (std::size_t d = 0; d < spatial; ++d) {
      const std::size_t r = o.loop(std::string("r") + std::to_string(d), kernel[d]);
      xr.subscripts.push_back(plus(at(ls[2 + d], strides[d]), at(r, dilations[d])));
    }
    o.factors.push_back(xr);
    o.accumulates = true;
  }

  void global_pool(const node_context& n, op_text& o) {
    const value& x = required(n, 0);
    if (x.shape.size() < 3) refuse(n, "global pooling needs an input of rank >= 3");
    const std::vector<std::size_t> ls = loops_over(o, x.shape, false);
    o.split = {ls[0], ls[1]};
    o.output = {at(ls[0]), at(ls[1])};
    for (std::size_t d = 2; d < x.shape.size(); ++d) o.output.push_back(fixed(0));
    o.factors.push_back({x.array, identity(ls)});
    o.accumulates = true;
  }

  void reduce(const node_context& n, op_text& o) {
    const value& x = required(n, 0);
    const std::size_t rank = x.shape.size();
    std::vector<bool> reduced(rank, false);
    const std::optional<std::vector<std::int64_t>> axes = integers(n, "axes", 1);
    if (!axes || axes->empty()) {
      if (int_attribute(n, "noop_with_empty_axes", 0) != 0) refuse(n, "a Reduce that does nothing (noop_with_empty_axes)");
      reduced.assign(rank, true);
    } else {
      for (std::int64_t a : *axes) reduced[axis(n, a, rank)] = true;
    }
    const bool keep = int_attribute(n, "keepdims", 1) != 0;
    const std::vector<std::size_t> ls = loops_over(o, x.shape, false);
    for (std::size_t d = 0; d < rank; ++d) {
      if (!reduced[d]) {
        o.output.push_back(at(ls[d]));
        o.split.push_back(ls[d]);
      } else if (keep) {
        o.output.push_back(fixed(0));
      }
    }
    if (o.split.empty()) o.split = ls;  // a reduction to one number: split its terms
    o.factors.push_back({x.array, identity(ls)});
    o.accumulates = true;
  }

  void concat(const node_context& n, op_text& o) {
    const std::vector<std::int64_t> out = output_shape(n);
    const std::size_t ax = axis(n, int_attribute(n, "axis", 0), out.size());
    const std::vector<std::size_t> ls = loops_over(o, out);
    std::int64_t offset = 0;
    for (int k = 0; k < n.node.input_size(); ++k) {
      const value& v = required(n, k);
      if (v.shape.size() != out.size()) refuse(n, "its inputs and output differ in rank");
      if (readable(&v)) {
        read r{v.array, identity(ls)};
        r.subscripts[ax].constant = -offset;
        o.factors.push_back(r);
      }
      offset += v.shape[ax];
    }
    o.flops = 0;
  }

  // Split: one operator per output, each reading its slice.
  void split(const node_context& n) {
    const value& x = required(n, 0);
    const std::size_t ax = axis(n, int_attribute(n, "axis", 0), x.shape.size());
    std::int64_t offset = 0;
    for (int k = 0; k < n.node.output_size(); ++k) {
      const std::vector<std::int64_t> out = output_shape(n, k);
      if (out.size() != x.shape.size()) refuse(n, "its outputs and input differ in rank");
      op_text o;
      const std::vector<std::size_t> ls = loops_over(o, out);
      read r{x.array, identity(ls)};
      r.subscripts[ax].constant = offset;
      if (readable(&x)) o.factors.push_back(r);
      o.flops = 0;
      offset += out[ax];
      add_operator(n, o, n.name + "_" + std::to_string(k), k);
    }
  }

  void slice(const node_context& n, op_text& o) {
    const value& x = required(n, 0);
    const std::vector<std::int64_t> out = output_shape(n);
    const std::size_t rank = x.shape.size();
    if (out.size() != rank) refuse(n, "its input and output differ in rank");
    const std::optional<std::vector<std::int64_t>> starts = integers(n, "starts", 1);
    std::optional<std::vector<std::int64_t>> axes = integers(n, "axes", 3);
    const std::optional<std::vector<std::int64_t>> steps = n.node.input_size() > 4 ? integers(n, "steps", 4) : std::nullopt;
    if (!starts) refuse(n, "needs its starts");
    std::vector<std::int64_t> first(rank, 0), step(rank, 1);
    for (std::size_t k = 0; k < starts->size(); ++k) {
      const std::size_t d = axes ? axis(n, k < axes->size() ? (*axes)[k] : 0, rank) : axis(n, static_cast<std::int64_t>(k), rank);
      const std::int64_t s = steps && k < steps->size() ? (*steps)[k] : 1;
      if (s < 1) refuse(n, "a Slice with a step < 1 is not supported");
      std::int64_t start = (*starts)[k];
      if (start < 0) start += x.shape[d];
      first[d] = std::clamp(start, std::int64_t{0}, x.shape[d] - 1);
      step[d] = s;
    }
    const std::vector<std::size_t> ls = loops_over(o, out);
    read r{x.array, {}};
    for (std::size_t d = 0; d < rank; ++d) r.subscripts.push_back(plus(at(ls[d], step[d]), fixed(first[d])));
    if (readable(&x)) o.factors.push_back(r);
    o.flops = 0;
  }

  void gather(const node_context& n, op_text& o) {
    const value& data = required(n, 0);
    const value& indices = required(n, 1);
    const std::size_t ax = axis(n, int_attribute(n, "axis", 0), data.shape.size());
    const std::vector<std::int64_t> out = output_shape(n);
    if (data.shape.empty()) refuse(n, "a Gather of a scalar");
    if (data.what == value::kind::parameter && ax == 0) {
      if (out.size() != indices.shape.size() + data.shape.size() - 1)
        refuse(n, "its output's rank is not its indices' plus its data's less one");
      // an embedding: out[i.., j..] = E[indices[i..], j..], costed as the one-hot product
      // sum_v onehot(indices)[i.., v] E[v, j..] at one flop per output element
      const std::vector<std::size_t> ls = loops_over(o, out);
      const std::size_t v = o.loop("v", data.shape[0]);
      read e{data.array, {at(v)}};
      for (std::size_t d = 1; d < data.shape.size(); ++d) e.subscripts.push_back(at(ls[indices.shape.size() + d - 1]));
      o.factors.push_back(e);
      if (readable(&indices)) {
        read ir{indices.array, {}};
        for (std::size_t d = 0; d < indices.shape.size(); ++d) ir.subscripts.push_back(at(ls[d]));
        o.factors.push_back(ir);
      }
      o.accumulates = true;
      o.flops = 1.0 / static_cast<double>(data.shape[0]);
      return;
    }
    if (indices.what == value::kind::constant && indices.data_known && indices.shape.empty() && indices.data.size() == 1) {
      // one position along the axis (a class token, the last step)
      std::int64_t at_index = indices.data[0];
      if (at_index < 0) at_index += data.shape[ax];
      if (at_index < 0 || at_index >= data.shape[ax]) refuse(n, "its index is outside the data");
      if (out.size() + 1 != data.shape.size()) refuse(n, "its output's rank is not its data's less one");
      const std::vector<std::size_t> ls = loops_over(o, out);
      read r{data.array, {}};
      for (std::size_t d = 0, l = 0; d < data.shape.size(); ++d) r.subscripts.push_back(d == ax ? fixed(at_index) : at(ls[l++]));
      if (readable(&data)) o.factors.push_back(r);
      o.flops = 0;
      return;
    }
    refuse(n, "a Gather is supported as an embedding (a weight gathered along axis 0) or at one constant index");
  }

  void transpose(const node_context& n, op_text& o) {
    const value& x = required(n, 0);
    const std::size_t rank = x.shape.size();
    if (rank == 0) refuse(n, "a Transpose of a scalar");
    std::vector<std::int64_t> perm = ints_attribute(n, "perm", rank, -1);
    if (perm[0] == -1)
      for (std::size_t k = 0; k < rank; ++k) perm[k] = static_cast<std::int64_t>(rank - 1 - k);
    const std::vector<std::size_t> ls = loops_over(o, x.shape);
    for (std::int64_t p : perm) o.output.push_back(at(ls[axis(n, p, rank)]));
    o.factors.push_back({x.array, identity(ls)});
    o.flops = 0;
  }

  void pad(const node_context& n, op_text& o) {
    const value& x = required(n, 0);
    const std::vector<std::int64_t> out = output_shape(n);
    const std::optional<std::vector<std::int64_t>> pads = integers(n, "pads", 1);
    if (!pads || pads->size() != 2 * x.shape.size() || n.node.input_size() > 3)
      refuse(n, "needs its pads: two per dimension of its input");
    if (out.size() != x.shape.size()) refuse(n, "its input and output differ in rank");
    const std::vector<std::size_t> ls = loops_over(o, out);
    read r{x.array, identity(ls)};
    for (std::size_t d = 0; d < x.shape.size(); ++d) r.subscripts[d].constant = -(*pads)[d];
    if (readable(&x)) o.factors.push_back(r);
    o.flops = 0;
  }

  // Writes the statement, parses it, adds the operator and connects it to its producers.
  void add_operator(const node_context& n, op_text& o, const std::string& name, int output) {
    const std::vector<std::int64_t> out = output_shape(n, output);
    if (o.output.empty())
      for (std::size_t k = 0; k < out.size(); ++k) o.output.push_back(at(k));
    if (o.loops.empty()) o.split.push_back(o.loop("d0", 1));  // a scalar
    // loops of extent 1 are left out (their index is always 0), one is kept to have a loop at all
    std::vector<std::size_t> kept;
    for (std::size_t l = 0; l < o.loops.size(); ++l)
      if (o.loops[l].second > 1) kept.push_back(l);
    if (kept.empty()) kept.push_back(0);
    if (kept.size() > pebble::max_indices)
      refuse(n, "it needs " + std::to_string(kept.size()) + " loops; at most " + std::to_string(pebble::max_indices) +
                " are supported");
    // every subscript's range must fit the model's 64-bit arithmetic with room to spare
    const auto span = [&](const subscript& sub) {
      double x = std::abs(static_cast<double>(sub.constant));
      for (const auto& [c, t] : sub.terms) x += std::abs(static_cast<double>(c)) * static_cast<double>(o.loops[t].second);
      return x;
    };
    for (const auto* reads : {&o.factors, &o.addends})
      for (const read& r : *reads)
        for (const subscript& sub : r.subscripts)
          if (span(sub) > 0x1p53) refuse(n, "its tensors are too large to model (a subscript spans more than 2^53)");
    for (const subscript& sub : o.output)
      if (span(sub) > 0x1p53) refuse(n, "its tensors are too large to model (a subscript spans more than 2^53)");
    const std::size_t index = out_.graph.size();
    const std::string array = std::string("t") + std::to_string(index);
    std::string text = "for ";
    for (std::size_t i = 0; i < kept.size(); ++i)
      text += std::string(i ? ", " : "") + o.loops[kept[i]].first + " in 0.." + std::to_string(o.loops[kept[i]].second);
    text += ": " + access_text(array, o.output, o);
    std::string expr;
    if (o.accumulates) {
      for (const read& r : o.factors) expr += std::string(expr.empty() ? "" : " * ") + access_text(r.array, r.subscripts, o);
      for (const read& r : o.addends) expr += std::string(expr.empty() ? "" : " + ") + access_text(r.array, r.subscripts, o);
      text += " += " + (expr.empty() ? std::string("1") : expr);
    } else {
      for (const read& r : o.factors) expr += std::string(expr.empty() ? "" : ", ") + access_text(r.array, r.subscripts, o);
      text += " = " + (expr.empty() ? std::string("1") : "f(" + expr + ")");
    }
    st::operator_node op{name, {}, {}, o.flops, {}};
    try {
      op.stmt = pebble::parse_statement(text);
    } catch (const pebble::error& e) {
      refuse(n, std::string("its statement '") + text + "' is not one pebble models: " + e.what());
    }
    for (std::size_t l : o.split) {
      const auto it = std::find(kept.begin(), kept.end(), l);
      if (it != kept.end()) op.split.push_back(static_cast<std::size_t>(it - kept.begin()));
    }
    if (op.split.empty()) op.split.push_back(0);
    std::set<std::size_t> producers;
    std::set<std::string> parameter_arrays;
    for (const auto* reads : {&o.factors, &o.addends})
      for (const read& r : *reads)
        if (r.array.size() > 1 && r.array[0] == 'w') parameter_arrays.insert(r.array);
    for (std::size_t k = 0; k < op.stmt.inputs.size(); ++k)
      if (parameter_arrays.count(std::string(op.stmt.inputs[k].array.view()))) op.parameters.push_back(k);
    for (const std::string& w : parameter_arrays)
      if (const auto it = words_.find(w); it != words_.end()) {
        ++out_.parameters;
        out_.parameter_words += it->second;
        words_.erase(it);
      }
    for (int k = 0; k < n.node.input_size(); ++k)
      if (const value* v = input(n, k); v && v->what == value::kind::produced) producers.insert(v->op);
    out_.graph.add(std::move(op));
    for (std::size_t p : producers) out_.graph.connect(p, index);
    value v;
    v.what = value::kind::produced;
    v.array = array;
    out_.tensor_names.emplace(array, n.node.output(output));
    v.op = index;
    v.shape = out;
    v.shape_known = true;
    values_[n.node.output(output)] = std::move(v);
  }
};

}  // namespace

onnx_network read_onnx(const std::string& path, const onnx_import_options& options) {
  const std::string what = "ONNX model '" + path + "'";
  std::error_code unreadable;
  const auto size = std::filesystem::file_size(path, unreadable);
  std::ifstream in(path, std::ios::binary);
  if (unreadable || !in) throw input_error(what + ": cannot be read");
  // protobuf reads at most 2 GiB; weights beyond that live in external files, which are not read
  constexpr double most = 2147483647.0, bytes_per_byte = 4;
  if (static_cast<double>(size) > most)
    throw input_error(what + ": " + std::to_string(size) + " bytes, over the 2 GiB a protobuf message may hold");
  if (bytes_per_byte * static_cast<double>(size) > options.memory_budget)
    throw input_error(what + ": reading its " + pebble::strategy::detail::bytes_text(static_cast<double>(size)) +
                      " may hold up to " + pebble::strategy::detail::bytes_text(bytes_per_byte * static_cast<double>(size)) +
                      ", over --table-bytes; raise --table-bytes");
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!in && !in.eof()) throw input_error(what + ": cannot be read");
  return read_onnx_bytes(bytes, path, options);
}

onnx_network read_onnx_bytes(std::string_view bytes, const std::string& name, const onnx_import_options& options) {
  const std::string what = "ONNX model '" + name + "'";
  if (bytes.size() > 2147483647u) throw input_error(what + ": over the 2 GiB a protobuf message may hold");
  onnx::ModelProto model;
  if (!model.ParseFromArray(bytes.data(), static_cast<int>(bytes.size())))
    throw input_error(what + ": not an ONNX model (its protobuf does not parse)");
  if (!model.has_graph() || model.graph().node_size() == 0) throw input_error(what + ": the model has no graph nodes");
  return importer(name, model).run(options);
}

#endif

}  // namespace pebble_tool
