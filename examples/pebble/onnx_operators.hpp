// The statement of each operator type the import models (see onnx_importer.hpp; included by
// onnx_import.cpp): its loops over the output (and the reduced dimensions), what it reads with
// which subscripts, and its flops per iteration; docs/tool.md's "ONNX models" lists them.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "onnx_importer.hpp"

namespace pebble_tool::onnx_detail {

inline void importer::elementwise(const node_context& n, op_text& o) {
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

inline void importer::matmul(const node_context& n, op_text& o) {
  const value& a = required(n, 0);
  const value& b = required(n, 1);
  if (a.shape.size() < 2 || b.shape.size() < 2)
    refuse(n, "a MatMul of a vector (rank 1) is not supported; reshape it to a matrix");
  const std::vector<std::int64_t> out = output_shape(n);
  const std::size_t r = out.size();
  if (r < 2 || r < a.shape.size() || r < b.shape.size()) refuse(n, "its output's rank does not match its operands'");
  const std::int64_t inner = a.shape.back();
  if (b.shape[b.shape.size() - 2] != inner)
    refuse(n, "its inner dimensions differ: " + dims_text(a.shape) + " x " + dims_text(b.shape));
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

inline void importer::gemm(const node_context& n, op_text& o) {
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

inline void importer::conv(const node_context& n, op_text& o) {
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

inline void importer::pool(const node_context& n, op_text& o) {
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

inline void importer::global_pool(const node_context& n, op_text& o) {
  const value& x = required(n, 0);
  if (x.shape.size() < 3) refuse(n, "global pooling needs an input of rank >= 3");
  const std::vector<std::size_t> ls = loops_over(o, x.shape, false);
  o.split = {ls[0], ls[1]};
  o.output = {at(ls[0]), at(ls[1])};
  for (std::size_t d = 2; d < x.shape.size(); ++d) o.output.push_back(fixed(0));
  o.factors.push_back({x.array, identity(ls)});
  o.accumulates = true;
}

inline void importer::reduce(const node_context& n, op_text& o) {
  const value& x = required(n, 0);
  const std::size_t rank = x.shape.size();
  std::vector<bool> reduced(rank, false);
  const std::optional<std::vector<std::int64_t>> axes = integers(n, "axes", 1);
  if (!axes || axes->empty()) {
    if (int_attribute(n, "noop_with_empty_axes", 0) != 0)
      refuse(n, "a Reduce that does nothing (noop_with_empty_axes)");
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

inline void importer::concat(const node_context& n, op_text& o) {
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
inline void importer::split(const node_context& n) {
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

inline void importer::slice(const node_context& n, op_text& o) {
  const value& x = required(n, 0);
  const std::vector<std::int64_t> out = output_shape(n);
  const std::size_t rank = x.shape.size();
  if (out.size() != rank) refuse(n, "its input and output differ in rank");
  const std::optional<std::vector<std::int64_t>> starts = integers(n, "starts", 1);
  std::optional<std::vector<std::int64_t>> axes = integers(n, "axes", 3);
  const std::optional<std::vector<std::int64_t>> steps =
      n.node.input_size() > 4 ? integers(n, "steps", 4) : std::nullopt;
  if (!starts) refuse(n, "needs its starts");
  std::vector<std::int64_t> first(rank, 0), step(rank, 1);
  for (std::size_t k = 0; k < starts->size(); ++k) {
    const std::size_t d =
        axes ? axis(n, k < axes->size() ? (*axes)[k] : 0, rank) : axis(n, static_cast<std::int64_t>(k), rank);
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

inline void importer::gather(const node_context& n, op_text& o) {
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
  if (indices.what == value::kind::constant && indices.data_known && indices.shape.empty() &&
      indices.data.size() == 1) {
    // one position along the axis (a class token, the last step)
    std::int64_t at_index = indices.data[0];
    if (at_index < 0) at_index += data.shape[ax];
    if (at_index < 0 || at_index >= data.shape[ax]) refuse(n, "its index is outside the data");
    if (out.size() + 1 != data.shape.size()) refuse(n, "its output's rank is not its data's less one");
    const std::vector<std::size_t> ls = loops_over(o, out);
    read r{data.array, {}};
    for (std::size_t d = 0, l = 0; d < data.shape.size(); ++d)
      r.subscripts.push_back(d == ax ? fixed(at_index) : at(ls[l++]));
    if (readable(&data)) o.factors.push_back(r);
    o.flops = 0;
    return;
  }
  refuse(n, "a Gather is supported as an embedding (a weight gathered along axis 0) or at one constant index");
}

inline void importer::transpose(const node_context& n, op_text& o) {
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

inline void importer::pad(const node_context& n, op_text& o) {
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

}  // namespace pebble_tool::onnx_detail
