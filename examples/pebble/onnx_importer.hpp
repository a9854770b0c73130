// The ONNX import's vocabulary and its importer (onnx_import.cpp; included only there, and only
// in a build that reads ONNX, PEBBLE_TOOL_HAS_ONNX): a tensor as the import sees it (value), an
// affine subscript and a read, the statement of an operator under construction (op_text), and the
// importer class. Its member functions are defined by part: onnx_reading.hpp (the model: graph
// inputs, shape inference, initializers), onnx_nodes.hpp (one node: what it reads, its attributes,
// folding, views, the operator it adds) and onnx_operators.hpp (the statement of each operator type).
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include <onnx/onnx_pb.h>

#include <pebble/strategy/cost_model.hpp>

#include "errors.hpp"
#include "onnx_import.hpp"

namespace pebble_tool::onnx_detail {

namespace st = pebble::strategy;
constexpr std::size_t none = static_cast<std::size_t>(-1);

// A tensor of the ONNX graph as the import sees it.
struct value {
  enum class kind : std::uint8_t {
    input,      // a graph input: read, written by no operator
    produced,   // written by operator `op`
    parameter,  // a trainable initializer (a floating-point weight), or a view of one
    constant,   // an initializer that is not a weight, a Constant, anything computed from them and shapes
  } what = kind::constant;
  std::string array;      // the array statements read (input, produced, parameter)
  std::size_t op = none;  // the operator that writes it (produced)
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
inline subscript at(std::size_t loop, std::int64_t coefficient = 1) { return {{{coefficient, loop}}, 0}; }
inline subscript fixed(std::int64_t c) { return {{}, c}; }
inline subscript plus(subscript s, const subscript& t) {
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
inline std::string subscript_text(const subscript& s, const op_text& o) {
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
inline std::string access_text(const std::string& array, const std::vector<subscript>& subs, const op_text& o) {
  std::string out = array + "[";
  for (std::size_t k = 0; k < subs.size(); ++k) out += std::string(k ? "," : "") + subscript_text(subs[k], o);
  return out + "]";
}

inline std::string dims_text(const std::vector<std::int64_t>& shape) {
  std::string out = "[";
  for (std::size_t k = 0; k < shape.size(); ++k) out += std::string(k ? ", " : "") + std::to_string(shape[k]);
  return out + "]";
}

class importer {
 public:
  importer(std::string file, onnx::ModelProto& model) : file_(std::move(file)), model_(model) {}

  // The model's operator graph (onnx_reading.hpp).
  onnx_network run(const onnx_import_options& options);

 private:
  std::string file_;
  onnx::ModelProto& model_;
  onnx_network out_;
  std::unordered_map<std::string, value> values_;
  std::unordered_map<std::string, std::vector<std::int64_t>> inferred_;  // every shape shape inference knows
  std::unordered_map<std::string, double> words_;  // the elements of each weight; erased once an operator reads it

  std::string where() const { return "ONNX model '" + file_ + "': "; }

  // --- the model: graph inputs and the batch, shape inference, initializers (onnx_reading.hpp)
  void set_batch(onnx::GraphProto& g, const std::set<std::string>& initializers, const onnx_import_options& options);
  void infer_shapes();
  void collect_shapes(const onnx::GraphProto& g);
  bool shape_of(const std::string& name, value& v);
  static bool floating(std::int32_t type);
  static void read_integers(const onnx::TensorProto& t, value& v);
  void add_initializer(const onnx::TensorProto& t, int index);

  // --- one node: what it reads, its attributes, folding, views, the operator it adds (onnx_nodes.hpp)
  struct node_context {
    const onnx::NodeProto& node;
    std::string label;  // "'conv1' (Conv, node 3)"
    std::string name;   // the operator's name
  };
  static std::string name_of(const onnx::NodeProto& node, std::size_t index);
  static std::string label(const onnx::NodeProto& node, std::size_t index);
  [[noreturn]] void refuse(const node_context& n, const std::string& why) const;
  const value* input(const node_context& n, int k) const;
  const value& required(const node_context& n, int k) const;
  std::vector<std::int64_t> output_shape(const node_context& n, int k = 0) const;
  const onnx::AttributeProto* attribute(const node_context& n, const char* name) const;
  std::int64_t int_attribute(const node_context& n, const char* name, std::int64_t otherwise) const;
  std::vector<std::int64_t> ints_attribute(const node_context& n, const char* name, std::size_t count,
                                           std::int64_t otherwise) const;
  std::vector<std::int64_t> positive_ints(const node_context& n, const char* name, std::size_t count) const;
  std::optional<std::vector<std::int64_t>> integers(const node_context& n, const char* attr, int input_index) const;
  std::size_t axis(const node_context& n, std::int64_t a, std::size_t rank) const;
  read broadcast(const node_context& n, const value& v, const std::vector<std::int64_t>& out) const;
  static bool readable(const value* v) { return v && v->what != value::kind::constant; }
  static std::vector<std::size_t> loops_over(op_text& o, const std::vector<std::int64_t>& shape, bool split = true);
  static std::vector<subscript> identity(const std::vector<std::size_t>& ls);
  void import_node(const onnx::NodeProto& node, std::size_t index);
  void fold(const node_context& n, bool of_parameters);
  void make_view(const node_context& n);
  void add_operator(const node_context& n, op_text& o, const std::string& name, int output);

  // --- the statement of each operator type (onnx_operators.hpp)
  void elementwise(const node_context& n, op_text& o);
  void matmul(const node_context& n, op_text& o);
  void gemm(const node_context& n, op_text& o);
  void conv(const node_context& n, op_text& o);
  void pool(const node_context& n, op_text& o);
  void global_pool(const node_context& n, op_text& o);
  void reduce(const node_context& n, op_text& o);
  void concat(const node_context& n, op_text& o);
  void split(const node_context& n);
  void slice(const node_context& n, op_text& o);
  void gather(const node_context& n, op_text& o);
  void transpose(const node_context& n, op_text& o);
  void pad(const node_context& n, op_text& o);
};

}  // namespace pebble_tool::onnx_detail
