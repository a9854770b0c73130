// The importer's reading of the model (see onnx_importer.hpp; included by onnx_import.cpp): the
// walk over the graph, the batch set on the graph inputs, ONNX's shape inference in a child
// process, the inferred shapes, and the initializers (weights and small integer constants).
#pragma once

#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <iostream>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <onnx/onnx_pb.h>
#include <onnx/shape_inference/implementation.h>

#include "onnx_importer.hpp"

namespace pebble_tool::onnx_detail {

inline onnx_network importer::run(const onnx_import_options& options) {
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

// The batch size becomes the first dimension of the graph inputs whose first dimension is a
// symbol or the model's batch (the first input's first dimension); every other dimension must
// be a number.
inline void importer::set_batch(onnx::GraphProto& g, const std::set<std::string>& initializers,
                                const onnx_import_options& options) {
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
      throw input_error(where() + "graph input '" + in.name() +
                        "' is not a tensor (sequences and maps are not supported)");
    onnx::TypeProto_Tensor& t = *in.mutable_type()->mutable_tensor_type();
    if (!t.has_shape())
      throw input_error(where() + "graph input '" + in.name() +
                        "' has no shape; pebble needs every input's dimensions");
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
inline void importer::infer_shapes() {
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

inline void importer::collect_shapes(const onnx::GraphProto& g) {
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

inline bool importer::shape_of(const std::string& name, value& v) {
  const auto it = inferred_.find(name);
  if (it == inferred_.end()) return false;
  v.shape = it->second;
  v.shape_known = true;
  return true;
}

inline bool importer::floating(std::int32_t type) {
  using T = onnx::TensorProto;
  return type == T::FLOAT || type == T::DOUBLE || type == T::FLOAT16 || type == T::BFLOAT16;
}

// The elements of a small integer tensor (shapes, axes, starts), when it has them inline.
inline void importer::read_integers(const onnx::TensorProto& t, value& v) {
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
      v.data.push_back(width == 8 ? static_cast<std::int64_t>(x)
                                  : static_cast<std::int32_t>(static_cast<std::uint32_t>(x)));
    }
  } else {
    return;
  }
  v.data_known = true;
}

inline void importer::add_initializer(const onnx::TensorProto& t, int index) {
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

}  // namespace pebble_tool::onnx_detail
