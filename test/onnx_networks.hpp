// ONNX models written with the ONNX library (protobuf), for the tests and benchmarks of `pebble
// strategy model.onnx` (examples/pebble/onnx_import.hpp): ResNet-101, Inception-v3 and a
// BERT-base Transformer encoder as exporters write them (convolution, batch norm and ReLU as
// separate nodes, attention through Reshape/Transpose/MatMul, GELU as its erf expansion), and
// a builder for small graphs. The weights' values are not written: initializers carry their
// shapes and name an external data file (ONNX's external data), which pebble never reads.
// The batch dimension of every input is the symbol "N" unless a batch is given.
#pragma once

#include <cstdint>
#include <fstream>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <vector>

#include <onnx/onnx_pb.h>

namespace pebble_test::onnx_networks {

/// An attribute of a node: an integer, a list of integers or a float.
struct attr {
  std::string name;
  std::vector<std::int64_t> ints;
  bool list = true;
  float f = 0;
  bool is_float = false;
  static attr i(std::string n, std::int64_t v) { return {std::move(n), {v}, false, 0, false}; }
  static attr is(std::string n, std::vector<std::int64_t> v) { return {std::move(n), std::move(v), true, 0, false}; }
  static attr fl(std::string n, float v) { return {std::move(n), {}, false, v, true}; }
};

/// Builds an ONNX model node by node; every helper returns the name of the tensor it writes.
class writer {
 public:
  onnx::ModelProto model;

  explicit writer(std::int64_t opset = 17) {
    model.set_ir_version(8);
    model.set_producer_name("pebble tests");
    onnx::OperatorSetIdProto* o = model.add_opset_import();
    o->set_domain("");
    o->set_version(opset);
    model.mutable_graph()->set_name("g");
  }

  /// A float graph input; dimension 0 is the symbol "N" when batch is 0.
  std::string input(const std::string& name, std::vector<std::int64_t> shape, std::int64_t batch = 0) {
    onnx::ValueInfoProto* v = model.mutable_graph()->add_input();
    v->set_name(name);
    auto* t = v->mutable_type()->mutable_tensor_type();
    t->set_elem_type(onnx::TensorProto::FLOAT);
    for (std::size_t d = 0; d < shape.size(); ++d) {
      auto* dim = t->mutable_shape()->add_dim();
      if (d == 0 && batch == 0) dim->set_dim_param("N");
      else dim->set_dim_value(d == 0 ? batch : shape[d]);
    }
    return name;
  }
  /// An integer graph input (token ids).
  std::string int_input(const std::string& name, std::vector<std::int64_t> shape, std::int64_t batch = 0) {
    std::string n = input(name, shape, batch);
    model.mutable_graph()->mutable_input()->rbegin()->mutable_type()->mutable_tensor_type()->set_elem_type(
        onnx::TensorProto::INT64);
    return n;
  }
  /// A float weight of this shape (its data in an external file, not written).
  std::string weight(const std::string& name, std::vector<std::int64_t> shape) {
    onnx::TensorProto* t = model.mutable_graph()->add_initializer();
    t->set_name(name);
    t->set_data_type(onnx::TensorProto::FLOAT);
    for (std::int64_t d : shape) t->add_dims(d);
    t->set_data_location(onnx::TensorProto::EXTERNAL);
    onnx::StringStringEntryProto* e = t->add_external_data();
    e->set_key("location");
    e->set_value("weights.bin");
    return name;
  }
  /// An int64 constant initializer (a shape, axes).
  std::string ints(const std::string& name, std::vector<std::int64_t> values) {
    onnx::TensorProto* t = model.mutable_graph()->add_initializer();
    t->set_name(name);
    t->set_data_type(onnx::TensorProto::INT64);
    t->add_dims(static_cast<std::int64_t>(values.size()));
    for (std::int64_t v : values) t->add_int64_data(v);
    return name;
  }
  /// A float scalar initializer (a scale): a number, not a weight.
  std::string scalar(const std::string& name, float value) {
    onnx::TensorProto* t = model.mutable_graph()->add_initializer();
    t->set_name(name);
    t->set_data_type(onnx::TensorProto::FLOAT);
    t->add_float_data(value);
    return name;
  }
  /// A node with one output, `name` (also the node's name).
  std::string node(const std::string& op, std::initializer_list<std::string> inputs, const std::string& name,
                   std::initializer_list<attr> attrs = {}) {
    return node_v(op, std::vector<std::string>(inputs), name, attrs);
  }
  std::string node_v(const std::string& op, const std::vector<std::string>& inputs, const std::string& name,
                     std::initializer_list<attr> attrs = {}) {
    onnx::NodeProto* n = model.mutable_graph()->add_node();
    n->set_op_type(op);
    n->set_name(name);
    for (const std::string& in : inputs) n->add_input(in);
    n->add_output(name);
    for (const attr& a : attrs) {
      onnx::AttributeProto* p = n->add_attribute();
      p->set_name(a.name);
      if (a.is_float) {
        p->set_type(onnx::AttributeProto::FLOAT);
        p->set_f(a.f);
      } else if (a.list) {
        p->set_type(onnx::AttributeProto::INTS);
        for (std::int64_t v : a.ints) p->add_ints(v);
      } else {
        p->set_type(onnx::AttributeProto::INT);
        p->set_i(a.ints[0]);
      }
    }
    return name;
  }
  /// Marks a graph output.
  void output(const std::string& name) {
    onnx::ValueInfoProto* v = model.mutable_graph()->add_output();
    v->set_name(name);
    v->mutable_type()->mutable_tensor_type()->set_elem_type(onnx::TensorProto::FLOAT);
  }

  // --- layers as exporters write them ---------------------------------------------------------
  /// Convolution without bias ("same" padding: (k - 1) / 2 on each side), batch norm, ReLU.
  std::string conv_bn_relu(const std::string& x, std::int64_t in, std::int64_t out, std::int64_t kh, std::int64_t kw,
                           std::int64_t stride, const std::string& name, bool relu = true) {
    const std::string w = weight(name + ".weight", {out, in, kh, kw});
    const std::string c = node("Conv", {x, w}, name,
                               {attr::is("kernel_shape", {kh, kw}), attr::is("strides", {stride, stride}),
                                attr::is("pads", {(kh - 1) / 2, (kw - 1) / 2, (kh - 1) / 2, (kw - 1) / 2})});
    const std::string b = node("BatchNormalization",
                               {c, weight(name + ".bn.weight", {out}), weight(name + ".bn.bias", {out}),
                                weight(name + ".bn.running_mean", {out}), weight(name + ".bn.running_var", {out})},
                               name + ".bn");
    return relu ? node("Relu", {b}, name + ".relu") : b;
  }
  std::string pool(const std::string& op, const std::string& x, std::int64_t k, std::int64_t stride,
                   const std::string& name) {
    const std::int64_t p = (k - 1) / 2;
    return node(
        op, {x}, name,
        {attr::is("kernel_shape", {k, k}), attr::is("strides", {stride, stride}), attr::is("pads", {p, p, p, p})});
  }
  /// Global average pool, flatten, the classifier (Gemm with transB as PyTorch exports Linear), softmax.
  std::string classifier(const std::string& x, std::int64_t features, std::int64_t classes) {
    const std::string p = node("GlobalAveragePool", {x}, "avgpool");
    const std::string f = node("Flatten", {p}, "flatten", {attr::i("axis", 1)});
    const std::string y = node("Gemm", {f, weight("fc.weight", {classes, features}), weight("fc.bias", {classes})},
                               "fc", {attr::i("transB", 1)});
    return node("Softmax", {y}, "softmax", {attr::i("axis", 1)});
  }
  /// A linear layer of the last dimension (MatMul by a [in, out] weight, then the bias).
  std::string linear(const std::string& x, std::int64_t in, std::int64_t out, const std::string& name) {
    const std::string m = node("MatMul", {x, weight(name + ".weight", {in, out})}, name + ".matmul");
    return node("Add", {m, weight(name + ".bias", {out})}, name);
  }

  void save(const std::string& path) const {
    std::ofstream f(path, std::ios::binary);
    if (!f || !model.SerializeToOstream(&f)) throw std::runtime_error("cannot write " + path);
  }
};

/// ResNet-101 (torchvision's layout): 104 convolutions each with batch norm, ReLUs, 33 residual
/// adds, max pool, the classifier. 44,549,160 weights (torchvision's count), not counting the
/// batch norms' running statistics.
inline writer resnet101(std::int64_t batch = 0) {
  writer n;
  std::string x = n.input("input", {batch, 3, 224, 224}, batch);
  x = n.conv_bn_relu(x, 3, 64, 7, 7, 2, "conv1");
  x = n.pool("MaxPool", x, 3, 2, "maxpool");
  const std::int64_t blocks[] = {3, 4, 23, 3}, widths[] = {64, 128, 256, 512};
  std::int64_t channels = 64;
  for (int stage = 0; stage < 4; ++stage)
    for (std::int64_t k = 0; k < blocks[stage]; ++k) {
      const std::string at = "layer" + std::to_string(stage + 1) + "." + std::to_string(k);
      const std::int64_t stride = k == 0 && stage > 0 ? 2 : 1, w = widths[stage];
      std::string y = n.conv_bn_relu(x, channels, w, 1, 1, 1, at + ".conv1");
      y = n.conv_bn_relu(y, w, w, 3, 3, stride, at + ".conv2");
      y = n.conv_bn_relu(y, w, 4 * w, 1, 1, 1, at + ".conv3", false);
      std::string shortcut = x;
      if (k == 0) shortcut = n.conv_bn_relu(x, channels, 4 * w, 1, 1, stride, at + ".downsample", false);
      x = n.node("Relu", {n.node("Add", {y, shortcut}, at + ".add")}, at + ".relu");
      channels = 4 * w;
    }
  n.output(n.classifier(x, 2048, 1000));
  return n;
}

/// Inception-v3 as networks.hpp builds it ("same" padding throughout, no auxiliary classifier):
/// convolutions with batch norm and ReLU, max and average pools, concatenations.
inline writer inception3(std::int64_t batch = 0) {
  writer n;
  std::int64_t c = 3;  // the channels of x
  std::string x = n.input("input", {batch, 3, 299, 299}, batch);
  const auto cbr = [&](const std::string& in, std::int64_t in_c, std::int64_t out, std::int64_t kh, std::int64_t kw,
                       std::int64_t stride,
                       const std::string& name) { return n.conv_bn_relu(in, in_c, out, kh, kw, stride, name); };
  x = cbr(x, 3, 32, 3, 3, 2, "stem1");
  x = cbr(x, 32, 32, 3, 3, 1, "stem2");
  x = cbr(x, 32, 64, 3, 3, 1, "stem3");
  x = n.pool("MaxPool", x, 3, 2, "stem_pool1");
  x = cbr(x, 64, 80, 1, 1, 1, "stem4");
  x = cbr(x, 80, 192, 3, 3, 1, "stem5");
  x = n.pool("MaxPool", x, 3, 2, "stem_pool2");
  c = 192;
  for (int k = 0; k < 3; ++k) {  // Inception-A
    const std::string at = std::string("mixed5") + static_cast<char>('b' + k);
    const std::int64_t pool_features = k == 0 ? 32 : 64;
    const std::string b1 = cbr(x, c, 64, 1, 1, 1, at + ".1x1");
    const std::string b2 = cbr(cbr(x, c, 48, 1, 1, 1, at + ".5x5r"), 48, 64, 5, 5, 1, at + ".5x5");
    const std::string b3 =
        cbr(cbr(cbr(x, c, 64, 1, 1, 1, at + ".3x3r"), 64, 96, 3, 3, 1, at + ".3x3a"), 96, 96, 3, 3, 1, at + ".3x3b");
    const std::string b4 = cbr(n.pool("AveragePool", x, 3, 1, at + ".pool"), c, pool_features, 1, 1, 1, at + ".poolp");
    x = n.node("Concat", {b1, b2, b3, b4}, at + ".concat", {attr::i("axis", 1)});
    c = 64 + 64 + 96 + pool_features;
  }
  {  // reduction A
    const std::string b1 = cbr(x, c, 384, 3, 3, 2, "mixed6a.3x3");
    const std::string b2 =
        cbr(cbr(cbr(x, c, 64, 1, 1, 1, "mixed6a.r"), 64, 96, 3, 3, 1, "mixed6a.3x3a"), 96, 96, 3, 3, 2, "mixed6a.3x3b");
    const std::string b3 = n.pool("MaxPool", x, 3, 2, "mixed6a.pool");
    x = n.node("Concat", {b1, b2, b3}, "mixed6a.concat", {attr::i("axis", 1)});
    c = 384 + 96 + c;
  }
  const std::int64_t c7s[] = {128, 160, 160, 192};
  for (int k = 0; k < 4; ++k) {  // Inception-B
    const std::string at = std::string("mixed6") + static_cast<char>('b' + k);
    const std::int64_t c7 = c7s[k];
    const std::string b1 = cbr(x, c, 192, 1, 1, 1, at + ".1x1");
    const std::string b2 =
        cbr(cbr(cbr(x, c, c7, 1, 1, 1, at + ".7r"), c7, c7, 1, 7, 1, at + ".1x7"), c7, 192, 7, 1, 1, at + ".7x1");
    std::string b3 = cbr(x, c, c7, 1, 1, 1, at + ".dr");
    b3 = cbr(cbr(b3, c7, c7, 7, 1, 1, at + ".d7x1a"), c7, c7, 1, 7, 1, at + ".d1x7a");
    b3 = cbr(cbr(b3, c7, c7, 7, 1, 1, at + ".d7x1b"), c7, 192, 1, 7, 1, at + ".d1x7b");
    const std::string b4 = cbr(n.pool("AveragePool", x, 3, 1, at + ".pool"), c, 192, 1, 1, 1, at + ".poolp");
    x = n.node("Concat", {b1, b2, b3, b4}, at + ".concat", {attr::i("axis", 1)});
    c = 4 * 192;
  }
  {  // reduction B
    const std::string b1 = cbr(cbr(x, c, 192, 1, 1, 1, "mixed7a.r"), 192, 320, 3, 3, 2, "mixed7a.3x3");
    std::string b2 = cbr(cbr(x, c, 192, 1, 1, 1, "mixed7a.7r"), 192, 192, 1, 7, 1, "mixed7a.1x7");
    b2 = cbr(cbr(b2, 192, 192, 7, 1, 1, "mixed7a.7x1"), 192, 192, 3, 3, 2, "mixed7a.3x3b");
    const std::string b3 = n.pool("MaxPool", x, 3, 2, "mixed7a.pool");
    x = n.node("Concat", {b1, b2, b3}, "mixed7a.concat", {attr::i("axis", 1)});
    c = 320 + 192 + c;
  }
  for (int k = 0; k < 2; ++k) {  // Inception-C
    const std::string at = std::string("mixed7") + static_cast<char>('b' + k);
    const std::string b1 = cbr(x, c, 320, 1, 1, 1, at + ".1x1");
    const std::string r2 = cbr(x, c, 384, 1, 1, 1, at + ".3r");
    const std::string b2 =
        n.node("Concat", {cbr(r2, 384, 384, 1, 3, 1, at + ".1x3"), cbr(r2, 384, 384, 3, 1, 1, at + ".3x1")}, at + ".c2",
               {attr::i("axis", 1)});
    const std::string r3 = cbr(cbr(x, c, 448, 1, 1, 1, at + ".dr"), 448, 384, 3, 3, 1, at + ".d3x3");
    const std::string b3 =
        n.node("Concat", {cbr(r3, 384, 384, 1, 3, 1, at + ".d1x3"), cbr(r3, 384, 384, 3, 1, 1, at + ".d3x1")},
               at + ".c3", {attr::i("axis", 1)});
    const std::string b4 = cbr(n.pool("AveragePool", x, 3, 1, at + ".pool"), c, 192, 1, 1, 1, at + ".poolp");
    x = n.node("Concat", {b1, b2, b3, b4}, at + ".concat", {attr::i("axis", 1)});
    c = 320 + 768 + 768 + 192;
  }
  n.output(n.classifier(x, c, 1000));
  return n;
}

/// A BERT-base encoder stack (12 layers, width 768, 12 heads, feed-forward 3072, sequence 128)
/// over the embedded tokens [N, 128, 768], as exported from PyTorch: per layer q, k, v linear
/// layers, heads split by Reshape and Transpose, scaled scores, softmax, context, output
/// projection, residual adds, LayerNormalization, GELU as x * 0.5 * (1 + erf(x / sqrt 2)).
/// 85,054,464 weights (7,087,872 per layer).
inline writer transformer(std::int64_t batch = 0) {
  writer n;
  const std::int64_t seq = 128, width = 768, heads = 12, d = 64, ffn = 3072;
  std::string x = n.input("input", {batch, seq, width}, batch);
  const std::string split_shape = n.ints("heads_shape", {0, seq, heads, d});
  const std::string merge_shape = n.ints("merged_shape", {0, seq, width});
  const std::string scale = n.scalar("scale", 8.0f), half = n.scalar("half", 0.5f), one = n.scalar("one", 1.0f),
                    root2 = n.scalar("sqrt2", 1.41421356f);
  for (int layer = 0; layer < 12; ++layer) {
    const std::string at = "layer" + std::to_string(layer);
    const auto heads_of = [&](const std::string& t, std::vector<std::int64_t> perm, const std::string& name) {
      const std::string r = n.node("Reshape", {t, split_shape}, name + ".reshape");
      return n.node("Transpose", {r}, name + ".transpose", {attr::is("perm", std::move(perm))});
    };
    const std::string q = heads_of(n.linear(x, width, width, at + ".query"), {0, 2, 1, 3}, at + ".query");
    const std::string k = heads_of(n.linear(x, width, width, at + ".key"), {0, 2, 3, 1}, at + ".key");
    const std::string v = heads_of(n.linear(x, width, width, at + ".value"), {0, 2, 1, 3}, at + ".value");
    std::string s = n.node("MatMul", {q, k}, at + ".scores");
    s = n.node("Div", {s, scale}, at + ".scale");
    s = n.node("Softmax", {s}, at + ".softmax", {attr::i("axis", -1)});
    std::string ctx = n.node("MatMul", {s, v}, at + ".context");
    ctx = n.node("Transpose", {ctx}, at + ".context.transpose", {attr::is("perm", {0, 2, 1, 3})});
    ctx = n.node("Reshape", {ctx, merge_shape}, at + ".context.reshape");
    std::string y = n.linear(ctx, width, width, at + ".output");
    y = n.node("Add", {y, x}, at + ".add1");
    y = n.node("LayerNormalization",
               {y, n.weight(at + ".norm1.weight", {width}), n.weight(at + ".norm1.bias", {width})}, at + ".norm1",
               {attr::i("axis", -1)});
    std::string f = n.linear(y, width, ffn, at + ".ffn1");
    const std::string e = n.node("Erf", {n.node("Div", {f, root2}, at + ".gelu.div")}, at + ".gelu.erf");
    f = n.node("Mul", {n.node("Mul", {f, n.node("Add", {e, one}, at + ".gelu.add")}, at + ".gelu.mul"), half},
               at + ".gelu");
    f = n.linear(f, ffn, width, at + ".ffn2");
    x = n.node("Add", {f, y}, at + ".add2");
    x = n.node("LayerNormalization",
               {x, n.weight(at + ".norm2.weight", {width}), n.weight(at + ".norm2.bias", {width})}, at + ".norm2",
               {attr::i("axis", -1)});
  }
  n.output(x);
  return n;
}

/// The network called `name` (resnet101, inception3, transformer).
inline writer network(const std::string& name, std::int64_t batch = 0) {
  if (name == "resnet101") return resnet101(batch);
  if (name == "inception3") return inception3(batch);
  if (name == "transformer") return transformer(batch);
  throw std::invalid_argument("no ONNX network called '" + name + "'");
}

}  // namespace pebble_test::onnx_networks
