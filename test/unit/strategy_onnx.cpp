// ONNX models as operator graphs (examples/pebble/onnx_import.hpp), written with the ONNX library
// here (test/onnx_networks.hpp): single layers cost exactly what the hand-built networks'
// (examples/pebble/networks.hpp) cost in every configuration; the imported ResNet-101,
// Inception-v3 and BERT-base have the published weight counts and the hand-built networks'
// convolution work; pure data parallelism on them equals its closed form; bad models are refused
// with the node named.
#include <doctest/doctest.h>

#include <pebble/strategy/training.hpp>

#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "networks.hpp"
#include "onnx_import.hpp"
#include "onnx_networks.hpp"

using namespace pebble::strategy;
namespace ox = pebble_test::onnx_networks;
using ox::attr;

namespace {

const machine_model m{1e12, 1e10, 4};

// A file in a directory of this test process, removed at its end.
struct scratch_directory {
  std::filesystem::path path = std::filesystem::temp_directory_path() / ("pebble_onnx_" + std::to_string(::getpid()));
  scratch_directory() { std::filesystem::create_directories(path); }
  ~scratch_directory() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
};
std::string path_of(const std::string& name) {
  static const scratch_directory dir;
  return (dir.path / name).string();
}

pebble_tool::onnx_network read_model(const ox::writer& w, const std::string& name,
                                     std::optional<std::int64_t> batch = {}) {
  const std::string path = path_of(name + ".onnx");
  w.save(path);
  return pebble_tool::read_onnx(path, {batch, 1e9});
}

std::string error_of(const ox::writer& w, const std::string& name, std::optional<std::int64_t> batch = {}) {
  try {
    (void)read_model(w, name, batch);
  } catch (const pebble::error& e) {
    return e.what();
  }
  return "";
}

// Operator 0 of both graphs costs the same in every configuration (forward and training step).
void same_costs(const operator_graph& a, const operator_graph& b, std::int64_t p) {
  REQUIRE(a.op(0).split.size() == b.op(0).split.size());
  CHECK(a.op(0).stmt.domain.depth() == b.op(0).stmt.domain.depth());
  const std::vector<configuration> configs = operator_configurations(a.op(0), p, {});
  REQUIRE(configs.size() > 1);
  for (const configuration& c : configs) {
    CHECK(vertex_cost(a.op(0), c, m) == doctest::Approx(vertex_cost(b.op(0), c, m)).epsilon(1e-12));
    const step_part x = training_vertex(a, 0, c, m, {}), y = training_vertex(b, 0, c, m, {});
    CHECK(x.seconds() == doctest::Approx(y.seconds()).epsilon(1e-12));
    CHECK(x.gradient_sync == doctest::Approx(y.gradient_sync).epsilon(1e-12));
    CHECK(x.bytes() == doctest::Approx(y.bytes()).epsilon(1e-12));
  }
}

double points(const operator_node& op) {
  double n = 1;
  for (std::size_t t = 0; t < op.stmt.domain.depth(); ++t)
    n *= static_cast<double>(op.stmt.domain.bounds[t].upper.constant - op.stmt.domain.bounds[t].lower.constant);
  return n;
}
// The forward flops of the operators with a 4-D weight (the convolutions).
double convolution_flops(const operator_graph& g) {
  double flops = 0;
  for (std::size_t k = 0; k < g.size(); ++k)
    for (std::size_t p : g.op(k).parameters)
      if (g.op(k).stmt.inputs[p].rank() == 4) flops += points(g.op(k)) * g.op(k).flops_per_point;
  return flops;
}

}  // namespace

TEST_CASE("a convolution, a projection and a linear layer cost what the hand-built ones do") {
  namespace nw = pebble_tool::networks;
  {  // a 3 x 3 convolution, stride 2
    ox::writer w;
    const std::string x = w.input("x", {8, 16, 32, 32}, 8);
    w.output(w.node("Conv", {x, w.weight("W", {32, 16, 3, 3})}, "conv",
                    {attr::is("kernel_shape", {3, 3}), attr::is("strides", {2, 2}), attr::is("pads", {1, 1, 1, 1})}));
    nw::builder b;
    b.conv(b.input({8, 16, 32, 32}), 32, 3, 2, "conv");
    const pebble_tool::onnx_network n = read_model(w, "conv");
    CHECK(n.graph.size() == 1);
    CHECK(n.parameters == 1);
    CHECK(n.parameter_words == 32 * 16 * 9);
    same_costs(n.graph, b.graph, 16);
  }
  {  // a projection of tokens (MatMul by a [in, out] weight)
    ox::writer w;
    const std::string x = w.input("x", {4, 128, 96}, 4);
    w.output(w.node("MatMul", {x, w.weight("W", {96, 384})}, "proj"));
    nw::builder b;
    b.project(b.input({4, 128, 96}), 384, "proj");
    same_costs(read_model(w, "matmul").graph, b.graph, 32);
  }
  {  // a fully connected layer as PyTorch exports it (Gemm, transB), without bias
    ox::writer w;
    const std::string x = w.input("x", {64, 512}, 64);
    w.output(w.node("Gemm", {x, w.weight("W", {1000, 512})}, "fc", {attr::i("transB", 1)}));
    nw::builder b;
    b.linear(b.input({64, 512}), 1000, "fc");
    same_costs(read_model(w, "gemm").graph, b.graph, 16);
  }
  {  // max pooling
    ox::writer w;
    const std::string x = w.input("x", {8, 16, 32, 32}, 8);
    w.output(w.pool("MaxPool", x, 3, 2, "pool"));
    nw::builder b;
    b.pool(b.input({8, 16, 32, 32}), 3, 2, "pool");
    same_costs(read_model(w, "pool").graph, b.graph, 16);
  }
}

TEST_CASE("statements of the other operators") {
  ox::writer w;
  const std::string x = w.input("x", {2, 8, 6}, 0);
  const std::string t = w.node("Transpose", {x}, "t", {attr::is("perm", {0, 2, 1})});                     // [N, 6, 8]
  const std::string c = w.node("Concat", {t, t}, "c", {attr::i("axis", 2)});                              // [N, 6, 16]
  const std::string r = w.node("ReduceMean", {c}, "r", {attr::is("axes", {1}), attr::i("keepdims", 0)});  // [N, 16]
  const std::string e =
      w.node("Gather", {w.weight("E", {100, 16}), w.int_input("ids", {2, 5})}, "embed");  // [N, 5, 16]
  const std::string s =
      w.node("Slice", {e, w.ints("starts", {1}), w.ints("ends", {4}), w.ints("axes", {1})}, "s");  // [N, 3, 16]
  w.output(r);
  w.output(s);
  const pebble_tool::onnx_network n = read_model(w, "others", 4);
  REQUIRE(n.graph.size() == 5);
  CHECK(n.batch == 4);
  const auto text = [&](std::size_t k) { return pebble::to_string(n.graph.op(k).stmt); };
  // the output permuted; the second input of the concatenation 8 further; the mean over d1; the
  // embedding as the one-hot product at one flop per output element; the slice from 1
  CHECK(text(0) == "for d0 in 0..4, d1 in 0..8, d2 in 0..6: t0[d0,d2,d1] = f(in0[d0,d1,d2])");
  CHECK(text(1) == "for d0 in 0..4, d1 in 0..6, d2 in 0..16: t1[d0,d1,d2] = f(t0[d0,d1,d2], t0[d0,d1,d2-8])");
  CHECK(text(2) == "for d0 in 0..4, d1 in 0..6, d2 in 0..16: t2[d0,d2] += f(t1[d0,d1,d2])");
  CHECK(text(3) == "for d0 in 0..4, d1 in 0..5, d2 in 0..16, v in 0..100: t3[d0,d1,d2] += f(w0[v,d2], in1[d0,d1])");
  CHECK(n.graph.op(3).flops_per_point == doctest::Approx(0.01));
  CHECK(n.graph.op(3).split.size() == 3);  // not the vocabulary
  CHECK(text(4) == "for d0 in 0..4, d1 in 0..3, d2 in 0..16: t4[d0,d1,d2] = f(t3[d0,d1+1,d2])");
  CHECK(n.graph.edges().size() == 3);
}

TEST_CASE("ResNet-101, Inception-v3 and BERT-base from ONNX: weights, work, data parallelism's closed form") {
  namespace nw = pebble_tool::networks;
  struct expected {
    const char* name;
    double weights;  // the published count (torchvision, BERT-base's encoder)
  };
  for (const expected& x :
       {expected{"resnet101", 44549160}, expected{"inception3", 0}, expected{"transformer", 85054464}}) {
    CAPTURE(x.name);
    const pebble_tool::onnx_network n = read_model(ox::network(x.name), x.name, 32);
    const operator_graph hand = nw::network(x.name, 32);
    if (x.weights > 0) CHECK(n.parameter_words == x.weights);
    if (std::string(x.name) != "transformer")  // the same convolutions, whatever the batch norms and ReLUs
      CHECK(convolution_flops(n.graph) == doctest::Approx(convolution_flops(hand)).epsilon(1e-12));
    // pure data parallelism: compute scales by 1/p, the gradient all-reduce is the ring's over all weights
    const std::vector<configuration> one = nw::mesh(n.graph, 1, 1);
    const training_plan serial = training_step(n.graph, one, m, {});
    CHECK(serial.communication == 0);
    for (std::int64_t p : {2, 8, 32}) {
      const training_plan data = training_step(n.graph, nw::mesh(n.graph, p, 1), m, {});
      CHECK(data.compute == doctest::Approx(serial.compute / static_cast<double>(p)).epsilon(1e-9));
      const double ring = 2.0 * static_cast<double>(p - 1) / static_cast<double>(p) * n.parameter_words * 4 / 1e10;
      CHECK(data.gradient_sync == doctest::Approx(ring).epsilon(1e-9));
      CHECK(data.communication == doctest::Approx(ring).epsilon(1e-9));
    }
  }
}

TEST_CASE("the batch: set with batch, symbolic without it refused") {
  ox::writer w;
  w.output(w.node("Relu", {w.input("x", {0, 10})}, "relu"));
  CHECK(read_model(w, "relu", 16).batch == 16);
  CHECK(error_of(w, "relu_nobatch")
            .find("graph input 'x': dimension 0 ('N') is not a number; give the batch size with --batch") !=
        std::string::npos);
}

TEST_CASE("bad models are refused with the node named") {
  {
    ox::writer w;
    w.node("NonZero", {w.input("x", {4, 10}, 4)}, "nz");
    CHECK(error_of(w, "unsupported").find("node 'nz' (NonZero, node 0): operator NonZero is not supported") !=
          std::string::npos);
  }
  {  // a node reads what a later node writes
    ox::writer w;
    const std::string x = w.input("x", {4, 10}, 4);
    w.node("Relu", {"later"}, "first");
    w.node("Relu", {x}, "later");
    CHECK(error_of(w, "order").find("node 'first' (Relu, node 0): reads 'later', which no earlier node") !=
          std::string::npos);
  }
  {  // a shape that depends on an input's values
    ox::writer w;
    const std::string x = w.input("x", {4, 10}, 4);
    w.int_input("shape", {2}, 2);
    w.output(w.node("Reshape", {x, "shape"}, "reshape"));
    CHECK(error_of(w, "shapeless")
              .find("node 'reshape' (Reshape, node 0): the shape of its output 'reshape' is not known") !=
          std::string::npos);
  }
  {
    ox::writer w;
    w.node("Relu", {w.input("x", {4, 10}, 4)}, "custom");
    w.model.mutable_graph()->mutable_node(0)->set_domain("com.example");
    CHECK(error_of(w, "domain").find("operators of domain 'com.example' are not supported") != std::string::npos);
  }
  {  // not protobuf; not there
    std::ofstream(path_of("garbage.onnx")) << "\x08\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff this is not a model";
    CHECK_THROWS_WITH_AS(pebble_tool::read_onnx(path_of("garbage.onnx"), {}),
                         doctest::Contains("not an ONNX model (its protobuf does not parse)"), pebble::error);
    CHECK_THROWS_WITH_AS(pebble_tool::read_onnx(path_of("missing.onnx"), {}), doctest::Contains("cannot be read"),
                         pebble::error);
  }
  {  // reading is checked against the memory it may hold
    ox::writer w;
    w.output(w.node("Relu", {w.input("x", {4, 10}, 4)}, "relu"));
    w.save(path_of("small.onnx"));
    CHECK_THROWS_WITH_AS(pebble_tool::read_onnx(path_of("small.onnx"), {std::nullopt, 16}),
                         doctest::Contains("over --table-bytes"), pebble::error);
  }
}
