// The importer's handling of one node (see onnx_importer.hpp; included by onnx_import.cpp): the
// values it reads and its output shapes, its attributes, the dispatch by operator type, nodes of
// constants folded away, views, and the operator it adds: its statement written and parsed, and
// its edges from the operators that produce what it reads.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <pebble/model/parser.hpp>

#include "onnx_ops.hpp"

#include "onnx_importer.hpp"

namespace pebble_tool::onnx_detail {

inline std::string importer::name_of(const onnx::NodeProto& node, std::size_t index) {
  return node.name().empty() ? node.op_type() + "_" + std::to_string(index) : node.name();
}

inline std::string importer::label(const onnx::NodeProto& node, std::size_t index) {
  return "'" + name_of(node, index) + "' (" + node.op_type() + ", node " + std::to_string(index) + ")";
}

[[noreturn]] inline void importer::refuse(const node_context& n, const std::string& why) const {
  throw input_error(where() + "node " + n.label + ": " + why);
}

inline const value* importer::input(const node_context& n, int k) const {
  if (k >= n.node.input_size() || n.node.input(k).empty()) return nullptr;
  const auto it = values_.find(n.node.input(k));
  if (it == values_.end())
    refuse(n, "reads '" + n.node.input(k) +
                  "', which no earlier node, input or initializer defines (the nodes "
                  "must be in topological order)");
  return &it->second;
}

inline const value& importer::required(const node_context& n, int k) const {
  const value* v = input(n, k);
  if (!v) refuse(n, "input " + std::to_string(k) + " is missing");
  if (!v->shape_known) refuse(n, "the shape of its input '" + n.node.input(k) + "' is not known");
  return *v;
}

inline std::vector<std::int64_t> importer::output_shape(const node_context& n, int k) const {
  if (k >= n.node.output_size() || n.node.output(k).empty()) refuse(n, "has no output " + std::to_string(k));
  const auto it = inferred_.find(n.node.output(k));
  if (it == inferred_.end())
    refuse(n, "the shape of its output '" + n.node.output(k) +
                  "' is not known after ONNX shape inference (all "
                  "dimensions must be numbers > 0)");
  if (it->second.size() > pebble::max_indices)
    refuse(n, "its output has " + std::to_string(it->second.size()) + " dimensions; at most " +
                  std::to_string(pebble::max_indices) + " are supported");
  return it->second;
}

inline const onnx::AttributeProto* importer::attribute(const node_context& n, const char* name) const {
  for (const onnx::AttributeProto& a : n.node.attribute())
    if (a.name() == name) return &a;
  return nullptr;
}

inline std::int64_t importer::int_attribute(const node_context& n, const char* name, std::int64_t otherwise) const {
  const onnx::AttributeProto* a = attribute(n, name);
  return a ? a->i() : otherwise;
}

inline std::vector<std::int64_t> importer::ints_attribute(const node_context& n, const char* name, std::size_t count,
                                                          std::int64_t otherwise) const {
  const onnx::AttributeProto* a = attribute(n, name);
  if (!a || a->ints_size() == 0) return std::vector<std::int64_t>(count, otherwise);
  if (static_cast<std::size_t>(a->ints_size()) < count)
    refuse(n, std::string("attribute '") + name + "' has " + std::to_string(a->ints_size()) + " values; " +
                  std::to_string(count) + " expected");
  return {a->ints().begin(), a->ints().begin() + static_cast<int>(count)};
}

// Strides or dilations: one number >= 1 per spatial dimension (1 when not given).
inline std::vector<std::int64_t> importer::positive_ints(const node_context& n, const char* name,
                                                         std::size_t count) const {
  std::vector<std::int64_t> v = ints_attribute(n, name, count, 1);
  for (std::int64_t x : v)
    if (x < 1 || x > (std::int64_t{1} << 30))
      refuse(n, std::string("attribute '") + name + "': expected numbers from 1 to 2^30");
  return v;
}

// Integers given as an attribute (older opsets) or as a constant input (newer ones).
inline std::optional<std::vector<std::int64_t>> importer::integers(const node_context& n, const char* attr,
                                                                   int input_index) const {
  if (const onnx::AttributeProto* a = attribute(n, attr))
    return std::vector<std::int64_t>(a->ints().begin(), a->ints().end());
  const value* v = input(n, input_index);
  if (!v) return std::nullopt;
  if (!v->data_known)
    refuse(n, "its input '" + n.node.input(input_index) + "' (" + attr + ") must be a constant of at most 64 integers");
  return v->data;
}

inline std::size_t importer::axis(const node_context& n, std::int64_t a, std::size_t rank) const {
  const std::int64_t r = static_cast<std::int64_t>(rank);
  if (a < -r || a >= r) refuse(n, "axis " + std::to_string(a) + " is outside a tensor of rank " + std::to_string(r));
  return static_cast<std::size_t>(a < 0 ? a + r : a);
}

// The read of value v by an operator whose loops 0..rank-1 run over `out` (numpy broadcasting:
// v's dimensions align with the trailing ones; a dimension of 1 against a larger one reads 0).
inline read importer::broadcast(const node_context& n, const value& v, const std::vector<std::int64_t>& out) const {
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

// Loops d0.. over the dimensions of `shape`, all split.
inline std::vector<std::size_t> importer::loops_over(op_text& o, const std::vector<std::int64_t>& shape, bool split) {
  std::vector<std::size_t> ls;
  for (std::size_t k = 0; k < shape.size(); ++k) {
    ls.push_back(o.loop(std::string("d") + std::to_string(k), shape[k]));
    if (split) o.split.push_back(ls.back());
  }
  return ls;
}

inline std::vector<subscript> importer::identity(const std::vector<std::size_t>& ls) {
  std::vector<subscript> s;
  for (std::size_t l : ls) s.push_back(at(l));
  return s;
}

inline void importer::import_node(const onnx::NodeProto& node, std::size_t index) {
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
inline void importer::fold(const node_context& n, bool of_parameters) {
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
inline void importer::make_view(const node_context& n) {
  ++out_.views;
  const value& in = required(n, 0);
  value v = in;
  v.shape = output_shape(n);
  v.data_known = false;
  values_[n.node.output(0)] = std::move(v);
}

// Writes the statement, parses it, adds the operator and connects it to its producers.
inline void importer::add_operator(const node_context& n, op_text& o, const std::string& name, int output) {
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
    for (const read& r : o.factors)
      expr += std::string(expr.empty() ? "" : " * ") + access_text(r.array, r.subscripts, o);
    for (const read& r : o.addends)
      expr += std::string(expr.empty() ? "" : " + ") + access_text(r.array, r.subscripts, o);
    text += " += " + (expr.empty() ? std::string("1") : expr);
  } else {
    for (const read& r : o.factors)
      expr += std::string(expr.empty() ? "" : ", ") + access_text(r.array, r.subscripts, o);
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

}  // namespace pebble_tool::onnx_detail
