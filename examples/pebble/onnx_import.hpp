// ONNX models as operator graphs for the strategy cost model (strategy/cost_model.hpp): every node
// with known shapes becomes a pebble statement over a box, as networks.hpp writes them by hand.
// Used by `pebble strategy model.onnx`; docs/tool.md's "ONNX models" lists each operator's
// statement. Reading needs Debian's libonnx-dev (ONNX's protobuf classes and shape
// inference); the tool is built without it when CMake does not find ONNX.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <pebble/strategy/cost_model.hpp>

namespace pebble_tool {

/// Whether this build of the tool reads ONNX files.
bool onnx_available();

struct onnx_import_options {
  /// The batch size: the first dimension of every graph input (required when it is symbolic).
  std::optional<std::int64_t> batch;
  /// Most bytes reading the file may hold (its protobuf objects: about 4 bytes per byte of file).
  double memory_budget = 4.0 * (1ull << 30);
};

/// An ONNX model's operator graph and what the import did with nodes that are not operators.
struct onnx_network {
  pebble::strategy::operator_graph graph;
  std::int64_t batch = 0;  ///< the first dimension of the first graph input
  std::size_t nodes = 0;   ///< nodes of the ONNX graph
  std::size_t views =
      0;  ///< Reshape, Flatten, Squeeze, Unsqueeze, Identity: no operator, the consumer reads the source
  std::size_t constants = 0;   ///< nodes computed from constants and shapes alone (Shape, Constant, ...): folded away
  std::size_t parameters = 0;  ///< weights operators read: floating-point initializers of more than one element
  double parameter_words = 0;  ///< their elements
  /// The ONNX tensor each array of the operators' statements stands for ("t12" -> "layer1.0.relu",
  /// "w5" -> "layer1.0.conv1.weight", "in0" -> "input").
  std::unordered_map<std::string, std::string> tensor_names;
};

/// The model in the ONNX file at `path`: shapes inferred (ONNX shape inference with data
/// propagation) after the batch is set; one operator per node, in the file's (topological)
/// order. Throws input_error naming the file and the node for what it cannot model: an operator
/// pebble does not support, a shape that is not known, a graph not in topological order, a file
/// that is not an ONNX model.
onnx_network read_onnx(const std::string& path, const onnx_import_options& options);
/// The same for a model's bytes; `name` names it in errors.
onnx_network read_onnx_bytes(std::string_view bytes, const std::string& name, const onnx_import_options& options);

/// The operator types read_onnx supports, comma separated (for --help and messages).
std::string onnx_supported_operators();

}  // namespace pebble_tool
