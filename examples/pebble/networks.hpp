// Real networks as operator graphs for the strategy cost model (strategy/cost_model.hpp): every
// layer is a pebble statement over its box (batch, channels, image or sequence positions, kernel
// offsets), the tensors between layers are its edges. AlexNet, ResNet-101 (245 operators),
// Inception-v3, a Transformer encoder stack (BERT-base: 12 layers, 204 operators) and an LSTM
// language model (2 layers, 16 steps). Convolutions pad to keep "same" sizes and take strides;
// batch norm carries the ReLU that follows it. Used by `pebble strategy --network` and the
// strategy benchmark.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <pebble/model/parser.hpp>
#include <pebble/strategy/cost_model.hpp>

namespace pebble_tool::networks {

namespace st = pebble::strategy;

/// A tensor of the network: the operator that writes it (none for the network's input), its
/// array and its shape.
struct tensor {
  std::size_t op = static_cast<std::size_t>(-1);
  std::string array;
  std::vector<std::int64_t> shape;
};

/// Builds an operator graph layer by layer.
class builder {
 public:
  st::operator_graph graph;

  /// The network's input (no operator writes it).
  tensor input(std::vector<std::int64_t> shape) { return {static_cast<std::size_t>(-1), "input", std::move(shape)}; }

  /// 2-D convolution of x [b, c, h, w]: `out` channels, a kh x kw kernel, stride `stride`, "same" padding.
  tensor conv(const tensor& x, std::int64_t out, std::int64_t kh, std::int64_t kw, std::int64_t stride,
              const std::string& name) {
    const std::int64_t b = x.shape[0], c = x.shape[1], h = pebble::ceil_div(x.shape[2], stride),
                       w = pebble::ceil_div(x.shape[3], stride);
    const std::string s = stride == 1 ? "" : std::to_string(stride) + "*";
    return add(name, {b, out, h, w},
               "for b in 0..%, o in 0..%, h in 0..%, w in 0..%, i in 0..%, r in 0..%, s in 0..%: @[b,o,h,w] += " +
                   x.array + "[b,i," + s + "h+r," + s + "w+s] * W@[o,i,r,s]",
               {b, out, h, w, c, kh, kw}, {0, 1, 2, 3}, 2, {x});
  }
  tensor conv(const tensor& x, std::int64_t out, std::int64_t k, std::int64_t stride, const std::string& name) {
    return conv(x, out, k, k, stride, name);
  }
  /// An element-wise operator on one tensor of any rank (batch norm with its ReLU, activation,
  /// dropout, layer norm, softmax); `flops` per element.
  tensor elementwise(const tensor& x, double flops, const std::string& name) { return elementwise({x}, flops, name); }
  /// An element-wise operator on tensors of one shape (a residual add).
  tensor elementwise(std::initializer_list<tensor> xs, double flops, const std::string& name) {
    const tensor& x = *xs.begin();
    const std::string idx = index_list(x.shape.size());
    std::string reads;
    for (const tensor& t : xs) {
      if (!reads.empty()) reads += ", ";
      reads += t.array + "[" + idx + "]";
    }
    std::vector<std::size_t> split;
    for (std::size_t d = 0; d < x.shape.size(); ++d) split.push_back(d);
    return add(name, x.shape, loops(x.shape) + ": @[" + idx + "] = f(" + reads + ")", x.shape, split, flops, xs);
  }
  /// Concatenation of [b, c_k, h, w] tensors along the channels.
  tensor concat(std::initializer_list<tensor> xs, const std::string& name) {
    const tensor& x = *xs.begin();
    std::int64_t channels = 0;
    std::string reads;
    for (const tensor& t : xs) {
      if (!reads.empty()) reads += ", ";
      reads += t.array + std::string("[b,c-") + std::to_string(channels) + ",h,w]";
      channels += t.shape[1];
    }
    const std::vector<std::int64_t> shape = {x.shape[0], channels, x.shape[2], x.shape[3]};
    return add(name, shape, loops(shape) + ": @[b,c,h,w] = f(" + reads + ")", shape, {0, 1, 2, 3}, 0, xs);
  }
  /// k x k pooling of x [b, c, h, w] with stride `stride`.
  tensor pool(const tensor& x, std::int64_t k, std::int64_t stride, const std::string& name) {
    const std::int64_t b = x.shape[0], c = x.shape[1], h = pebble::ceil_div(x.shape[2], stride),
                       w = pebble::ceil_div(x.shape[3], stride);
    const std::string s = stride == 1 ? "" : std::to_string(stride) + "*";
    return add(name, {b, c, h, w},
               "for b in 0..%, c in 0..%, h in 0..%, w in 0..%, r in 0..%, s in 0..%: @[b,c,h,w] += " + x.array +
                   "[b,c," + s + "h+r," + s + "w+s]",
               {b, c, h, w, k, k}, {0, 1, 2, 3}, 1, {x});
  }
  /// Global average pooling of x [b, c, h, w] into [b, c].
  tensor global_pool(const tensor& x, const std::string& name) {
    return add(name, {x.shape[0], x.shape[1]},
               "for b in 0..%, c in 0..%, h in 0..%, w in 0..%: @[b,c] += " + x.array + "[b,c,h,w]", x.shape, {0, 1}, 1,
               {x});
  }
  /// A fully connected layer of x [b, i...] (trailing dimensions flattened) into [b, out].
  tensor linear(const tensor& x, std::int64_t out, const std::string& name) {
    std::int64_t in = 1;
    for (std::size_t d = 1; d < x.shape.size(); ++d) in *= x.shape[d];
    return add(name, {x.shape[0], out}, "for b in 0..%, o in 0..%, i in 0..%: @[b,o] += " + x.array + "[b,i] * W@[o,i]",
               {x.shape[0], out, in}, {0, 1, 2}, 2, {x});
  }
  /// A projection of tokens x [b, s, i] into [b, s, out].
  tensor project(const tensor& x, std::int64_t out, const std::string& name) {
    return add(name, {x.shape[0], x.shape[1], out},
               "for b in 0..%, s in 0..%, o in 0..%, i in 0..%: @[b,s,o] += " + x.array + "[b,s,i] * W@[o,i]",
               {x.shape[0], x.shape[1], out, x.shape[2]}, {0, 1, 2, 3}, 2, {x});
  }
  /// Attention scores of q, k [b, s, heads x d] into [b, heads, s, s].
  tensor scores(const tensor& q, const tensor& k, std::int64_t heads, const std::string& name) {
    const std::int64_t b = q.shape[0], s = q.shape[1], d = q.shape[2] / heads;
    return add(name, {b, heads, s, s},
               "for b in 0..%, h in 0..%, q in 0..%, k in 0..%, d in 0..%: @[b,h,q,k] += " + q.array + "[b,q," +
                   std::to_string(d) + "*h+d] * " + k.array + std::string("[b,k,") + std::to_string(d) + "*h+d]",
               {b, heads, s, s, d}, {0, 1, 2, 3}, 2, {q, k});
  }
  /// The attention context of probabilities p [b, heads, s, s] and values v [b, s, heads x d].
  tensor context(const tensor& p, const tensor& v, const std::string& name) {
    const std::int64_t b = p.shape[0], heads = p.shape[1], s = p.shape[2], d = v.shape[2] / heads;
    return add(name, {b, s, heads * d},
               std::string("for b in 0..%, h in 0..%, q in 0..%, d in 0..%, k in 0..%: @[b,q,") + std::to_string(d) +
                   "*h+d] += " + p.array + "[b,h,q,k] * " + v.array + std::string("[b,k,") + std::to_string(d) +
                   "*h+d]",
               {b, heads, s, d, s}, {0, 1, 2, 3}, 2, {p, v});
  }
  /// The four gates of an LSTM step from its input x [b, i] and previous hidden state h [b, n].
  tensor lstm_gates(const tensor& x, const tensor* h, std::int64_t hidden, const std::string& name) {
    const std::int64_t b = x.shape[0];
    std::string text = "for b in 0..%, g in 0..%, i in 0..%: @[b,g] += Wx@[g,i] * " + x.array + "[b,i]";
    if (h) text += " + Wh@[g,i] * " + h->array + "[b,i]";
    return h ? add(name, {b, 4 * hidden}, text, {b, 4 * hidden, hidden}, {0, 1, 2}, 4, {x, *h})
             : add(name, {b, 4 * hidden}, text, {b, 4 * hidden, hidden}, {0, 1, 2}, 2, {x});
  }
  /// An LSTM cell update from the gates [b, 4n] and the previous cell [b, n]: the new cell state.
  tensor lstm_cell(const tensor& gates, const tensor* cell, std::int64_t hidden, const std::string& name) {
    const std::int64_t b = gates.shape[0], n = hidden;
    std::string reads = gates.array + "[b,j], " + gates.array + std::string("[b,") + std::to_string(n) + "+j], " +
                        gates.array + "[b," + std::to_string(2 * n) + "+j]";
    if (cell) reads += ", " + cell->array + "[b,j]";
    return cell ? add(name, {b, n}, "for b in 0..%, j in 0..%: @[b,j] = f(" + reads + ")", {b, n}, {0, 1}, 6,
                      {gates, *cell})
                : add(name, {b, n}, "for b in 0..%, j in 0..%: @[b,j] = f(" + reads + ")", {b, n}, {0, 1}, 6, {gates});
  }
  /// The hidden state of an LSTM step: the output gate times tanh of the cell.
  tensor lstm_hidden(const tensor& cell, const tensor& gates, const std::string& name) {
    const std::int64_t b = cell.shape[0], n = cell.shape[1];
    return add(name, {b, n},
               "for b in 0..%, j in 0..%: @[b,j] = f(" + cell.array + "[b,j], " + gates.array + std::string("[b,") +
                   std::to_string(3 * n) + "+j])",
               {b, n}, {0, 1}, 2, {cell, gates});
  }
  /// Embedding lookup of a step's tokens into [b, n] (reads the network input).
  tensor embed(std::int64_t batch, std::int64_t n, const std::string& name) {
    return add(name, {batch, n}, "for b in 0..%, j in 0..%: @[b,j] = f(E@[b,j])", {batch, n}, {0, 1}, 1, {});
  }

 private:
  static std::string index_list(std::size_t rank) {
    static const char* names[] = {"b", "c", "h", "w", "x", "y", "z", "u"};
    std::string out;
    for (std::size_t d = 0; d < rank; ++d) {
      if (d) out += ",";
      out += names[d];
    }
    return out;
  }
  static std::string loops(const std::vector<std::int64_t>& shape) {
    static const char* names[] = {"b", "c", "h", "w", "x", "y", "z", "u"};
    std::string out = "for ";
    for (std::size_t d = 0; d < shape.size(); ++d) {
      if (d) out += ", ";
      out += names[d];
      out += " in 0..%";
    }
    return out;
  }

  // Adds the operator written as `text`: '%' stands for the loop extents in order, '@' for the
  // array it writes ("t<index>"); connects it to the operators that wrote its inputs.
  tensor add(const std::string& name, std::vector<std::int64_t> shape, const std::string& text,
             const std::vector<std::int64_t>& extents, const std::vector<std::size_t>& split, double flops,
             std::initializer_list<tensor> inputs) {
    const std::size_t index = graph.size();
    const std::string array = std::string("t") + std::to_string(index);
    std::string statement;
    std::size_t next = 0;
    for (char ch : text) {
      if (ch == '%') statement += std::to_string(extents.at(next++));
      else if (ch == '@') statement += array;
      else statement += ch;
    }
    st::operator_node op{name, pebble::parse_statement(statement), {}, flops, {}};
    for (std::size_t t : split) op.split.push_back(t);
    for (std::size_t k = 0; k < op.stmt.inputs.size(); ++k) {  // the weights W@ and embeddings E@
      const std::string_view read = op.stmt.inputs[k].array.view();
      if (read == "W" + array || read == "E" + array) op.parameters.push_back(k);
    }
    graph.add(std::move(op));
    for (const tensor& in : inputs)
      if (in.op != static_cast<std::size_t>(-1)) graph.connect(in.op, index);
    return {index, array, std::move(shape)};
  }
};

/// Every operator of network graph g on a batch x model mesh: its first split index (the batch, in
/// every network here) cut `batch` ways, its second (channels or features) `model` ways, each
/// clamped to the index's extent. mesh(g, p, 1) is pure data parallelism.
inline std::vector<st::configuration> mesh(const st::operator_graph& g, std::int64_t batch, std::int64_t model) {
  std::vector<st::configuration> out;
  for (std::size_t k = 0; k < g.size(); ++k) {
    const st::operator_node& op = g.op(k);
    st::configuration c;
    for (std::size_t i = 0; i < op.split.size(); ++i) {
      const pebble::loop_bounds& b = op.stmt.domain.bounds[op.split[i]];
      const std::int64_t want = i == 0 ? batch : (i == 1 ? model : 1);
      c.push_back(std::min(want, b.upper.constant - b.lower.constant));
    }
    out.push_back(c);
  }
  return out;
}

/// AlexNet (Krizhevsky et al. 2012): 5 convolutions, 3 pools, 3 fully connected layers.
inline st::operator_graph alexnet(std::int64_t batch) {
  builder n;
  tensor x = n.input({batch, 3, 224, 224});
  x = n.elementwise(n.conv(x, 96, 11, 4, "conv1"), 1, "relu1");
  x = n.pool(x, 3, 2, "pool1");
  x = n.elementwise(n.conv(x, 256, 5, 1, "conv2"), 1, "relu2");
  x = n.pool(x, 3, 2, "pool2");
  x = n.elementwise(n.conv(x, 384, 3, 1, "conv3"), 1, "relu3");
  x = n.elementwise(n.conv(x, 384, 3, 1, "conv4"), 1, "relu4");
  x = n.elementwise(n.conv(x, 256, 3, 1, "conv5"), 1, "relu5");
  x = n.pool(x, 3, 2, "pool5");
  x = n.elementwise(n.linear(x, 4096, "fc6"), 1, "relu6");
  x = n.elementwise(n.linear(x, 4096, "fc7"), 1, "relu7");
  n.elementwise(n.linear(x, 1000, "fc8"), 3, "softmax");
  return n.graph;
}

/// ResNet-101 (He et al. 2016): bottleneck blocks [3, 4, 23, 3]; 104 convolutions with their batch
/// norms, 33 residual adds, 2 pools, the classifier and softmax: 245 operators.
inline st::operator_graph resnet101(std::int64_t batch) {
  builder n;
  tensor x = n.input({batch, 3, 224, 224});
  x = n.elementwise(n.conv(x, 64, 7, 2, "conv1"), 4, "bn1");
  x = n.pool(x, 3, 2, "pool1");
  const std::int64_t blocks[] = {3, 4, 23, 3}, widths[] = {64, 128, 256, 512};
  for (int stage = 0; stage < 4; ++stage)
    for (std::int64_t k = 0; k < blocks[stage]; ++k) {
      const std::string at =
          std::string("res") + std::to_string(stage + 2) + static_cast<char>('a' + std::min<std::int64_t>(k, 25));
      const std::int64_t stride = k == 0 && stage > 0 ? 2 : 1, w = widths[stage];
      tensor y = n.elementwise(n.conv(x, w, 1, 1, at + "_1x1"), 4, at + "_bn1");
      y = n.elementwise(n.conv(y, w, 3, stride, at + "_3x3"), 4, at + "_bn2");
      y = n.elementwise(n.conv(y, 4 * w, 1, 1, at + "_1x1b"), 4, at + "_bn3");
      tensor shortcut = x;
      if (k == 0) shortcut = n.elementwise(n.conv(x, 4 * w, 1, stride, at + "_down"), 4, at + "_bn_down");
      x = n.elementwise({y, shortcut}, 2, at + "_add");
    }
  x = n.global_pool(x, "pool5");
  n.elementwise(n.linear(x, 1000, "fc"), 3, "softmax");
  return n.graph;
}

/// Inception-v3 (Szegedy et al. 2016): the stem, 3 Inception-A, reduction A, 4 Inception-B with
/// factorized 7x7 convolutions, reduction B, 2 Inception-C, the classifier.
inline st::operator_graph inception3(std::int64_t batch) {
  builder n;
  auto cbn = [&](const tensor& x, std::int64_t out, std::int64_t kh, std::int64_t kw, std::int64_t stride,
                 const std::string& name) {
    return n.elementwise(n.conv(x, out, kh, kw, stride, name), 4, name + "_bn");
  };
  tensor x = n.input({batch, 3, 299, 299});
  x = cbn(x, 32, 3, 3, 2, "stem1");
  x = cbn(x, 32, 3, 3, 1, "stem2");
  x = cbn(x, 64, 3, 3, 1, "stem3");
  x = n.pool(x, 3, 2, "stem_pool1");
  x = cbn(x, 80, 1, 1, 1, "stem4");
  x = cbn(x, 192, 3, 3, 1, "stem5");
  x = n.pool(x, 3, 2, "stem_pool2");
  for (int k = 0; k < 3; ++k) {  // Inception-A, 35 x 35
    const std::string at = std::string("mixed5") + std::string(1, static_cast<char>('b' + k));
    const tensor b1 = cbn(x, 64, 1, 1, 1, at + "_1x1");
    const tensor b2 = cbn(cbn(x, 48, 1, 1, 1, at + "_5x5r"), 64, 5, 5, 1, at + "_5x5");
    const tensor b3 = cbn(cbn(cbn(x, 64, 1, 1, 1, at + "_3x3r"), 96, 3, 3, 1, at + "_3x3a"), 96, 3, 3, 1, at + "_3x3b");
    const tensor b4 = cbn(n.pool(x, 3, 1, at + "_pool"), k == 0 ? 32 : 64, 1, 1, 1, at + "_poolp");
    x = n.concat({b1, b2, b3, b4}, at + "_concat");
  }
  {  // reduction A, to 17 x 17
    const tensor b1 = cbn(x, 384, 3, 3, 2, "mixed6a_3x3");
    const tensor b2 =
        cbn(cbn(cbn(x, 64, 1, 1, 1, "mixed6a_r"), 96, 3, 3, 1, "mixed6a_3x3a"), 96, 3, 3, 2, "mixed6a_3x3b");
    const tensor b3 = n.pool(x, 3, 2, "mixed6a_pool");
    x = n.concat({b1, b2, b3}, "mixed6a_concat");
  }
  const std::int64_t c7s[] = {128, 160, 160, 192};
  for (int k = 0; k < 4; ++k) {  // Inception-B, factorized 7 x 7
    const std::string at = std::string("mixed6") + std::string(1, static_cast<char>('b' + k));
    const std::int64_t c7 = c7s[k];
    const tensor b1 = cbn(x, 192, 1, 1, 1, at + "_1x1");
    const tensor b2 = cbn(cbn(cbn(x, c7, 1, 1, 1, at + "_7r"), c7, 1, 7, 1, at + "_1x7"), 192, 7, 1, 1, at + "_7x1");
    tensor b3 = cbn(x, c7, 1, 1, 1, at + "_dr");
    b3 = cbn(cbn(b3, c7, 7, 1, 1, at + "_d7x1a"), c7, 1, 7, 1, at + "_d1x7a");
    b3 = cbn(cbn(b3, c7, 7, 1, 1, at + "_d7x1b"), 192, 1, 7, 1, at + "_d1x7b");
    const tensor b4 = cbn(n.pool(x, 3, 1, at + "_pool"), 192, 1, 1, 1, at + "_poolp");
    x = n.concat({b1, b2, b3, b4}, at + "_concat");
  }
  {  // reduction B, to 8 x 8
    const tensor b1 = cbn(cbn(x, 192, 1, 1, 1, "mixed7a_r"), 320, 3, 3, 2, "mixed7a_3x3");
    tensor b2 = cbn(cbn(x, 192, 1, 1, 1, "mixed7a_7r"), 192, 1, 7, 1, "mixed7a_1x7");
    b2 = cbn(cbn(b2, 192, 7, 1, 1, "mixed7a_7x1"), 192, 3, 3, 2, "mixed7a_3x3b");
    const tensor b3 = n.pool(x, 3, 2, "mixed7a_pool");
    x = n.concat({b1, b2, b3}, "mixed7a_concat");
  }
  for (int k = 0; k < 2; ++k) {  // Inception-C, 8 x 8
    const std::string at = std::string("mixed7") + std::string(1, static_cast<char>('b' + k));
    const tensor b1 = cbn(x, 320, 1, 1, 1, at + "_1x1");
    const tensor r2 = cbn(x, 384, 1, 1, 1, at + "_3r");
    const tensor b2 = n.concat({cbn(r2, 384, 1, 3, 1, at + "_1x3"), cbn(r2, 384, 3, 1, 1, at + "_3x1")}, at + "_c2");
    const tensor r3 = cbn(cbn(x, 448, 1, 1, 1, at + "_dr"), 384, 3, 3, 1, at + "_d3x3");
    const tensor b3 = n.concat({cbn(r3, 384, 1, 3, 1, at + "_d1x3"), cbn(r3, 384, 3, 1, 1, at + "_d3x1")}, at + "_c3");
    const tensor b4 = cbn(n.pool(x, 3, 1, at + "_pool"), 192, 1, 1, 1, at + "_poolp");
    x = n.concat({b1, b2, b3, b4}, at + "_concat");
  }
  x = n.global_pool(x, "pool");
  n.elementwise(n.linear(x, 1000, "fc"), 3, "softmax");
  return n.graph;
}

/// A Transformer encoder stack (BERT-base: 12 layers, model width 768, 12 heads, feed-forward
/// 3072, sequence 128): 17 operators a layer, 204 in all.
inline st::operator_graph transformer(std::int64_t batch) {
  builder n;
  const std::int64_t seq = 128, width = 768, heads = 12, ffn = 3072;
  tensor x = n.input({batch, seq, width});
  for (int layer = 0; layer < 12; ++layer) {
    const std::string at = std::string("layer") + std::to_string(layer) + "_";
    const tensor q = n.project(x, width, at + "q"), k = n.project(x, width, at + "k"),
                 v = n.project(x, width, at + "v");
    tensor s = n.scores(q, k, heads, at + "scores");
    s = n.elementwise(s, 1, at + "scale");
    s = n.elementwise(s, 3, at + "softmax");
    tensor y = n.project(n.context(s, v, at + "context"), width, at + "out");
    y = n.elementwise(y, 1, at + "dropout1");
    y = n.elementwise(n.elementwise({y, x}, 1, at + "add1"), 5, at + "norm1");
    tensor f = n.elementwise(n.project(y, ffn, at + "ffn1"), 8, at + "gelu");
    f = n.elementwise(n.project(f, width, at + "ffn2"), 1, at + "dropout2");
    x = n.elementwise(n.elementwise({f, y}, 1, at + "add2"), 5, at + "norm2");
  }
  return n.graph;
}

/// An LSTM language model (Zaremba et al. 2014, medium): 2 layers of 650 units, vocabulary
/// 10000, unrolled over 16 steps: per step an embedding, 3 operators per layer (gates, cell,
/// hidden state), the output projection and softmax.
inline st::operator_graph rnnlm(std::int64_t batch) {
  builder n;
  const std::int64_t hidden = 650, vocab = 10000, steps = 16, layers = 2;
  std::vector<tensor> h(layers), c(layers);
  for (std::int64_t t = 0; t < steps; ++t) {
    const std::string at = std::string("t") + std::to_string(t) + "_";
    tensor x = n.embed(batch, hidden, at + "embed");
    for (std::int64_t l = 0; l < layers; ++l) {
      const std::string lat = at + std::string("l") + std::to_string(l) + "_";
      const tensor g = n.lstm_gates(x, t ? &h[l] : nullptr, hidden, lat + "gates");
      c[l] = n.lstm_cell(g, t ? &c[l] : nullptr, hidden, lat + "cell");
      h[l] = n.lstm_hidden(c[l], g, lat + "hidden");
      x = h[l];
    }
    n.elementwise(n.linear(x, vocab, at + "proj"), 3, at + "softmax");
  }
  return n.graph;
}

/// The network called `name`, with its default batch when none is given.
inline st::operator_graph network(const std::string& name, std::optional<std::int64_t> batch = std::nullopt) {
  if (batch && *batch < 1)
    throw std::invalid_argument("--batch: the batch size must be >= 1; got " + std::to_string(*batch));
  if (name == "alexnet") return alexnet(batch.value_or(128));
  if (name == "resnet101") return resnet101(batch.value_or(128));
  if (name == "inception3") return inception3(batch.value_or(64));
  if (name == "transformer") return transformer(batch.value_or(32));
  if (name == "rnnlm") return rnnlm(batch.value_or(64));
  throw std::invalid_argument("--network: expected alexnet, resnet101, inception3, transformer or rnnlm; got '" + name +
                              "'");
}

}  // namespace pebble_tool::networks
