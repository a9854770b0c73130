// The ONNX operator types the tool's import models (onnx_import.cpp), by how: elementwise, views
// (no operator: the consumer reads the source), the others with a statement of their own, and
// those computed from constants and shapes alone (folded away). Needs no ONNX: --help lists them
// in every build.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

namespace pebble_tool::onnx_detail {

// Every operator type the import models, by how.
// clang-format off: the lists keep their columns
inline const std::vector<std::string>& elementwise_ops() {
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
inline const std::vector<std::string>& view_ops() {
  static const std::vector<std::string> ops = {"Flatten", "Identity", "Reshape", "Squeeze", "Unsqueeze"};
  return ops;
}
inline const std::vector<std::string>& other_ops() {
  static const std::vector<std::string> ops = {
      "AveragePool", "Concat",     "Conv",      "Gather",    "Gemm",      "GlobalAveragePool", "GlobalMaxPool",
      "LpPool",      "MatMul",     "MaxPool",   "Pad",       "ReduceL2",  "ReduceMax",         "ReduceMean",
      "ReduceMin",   "ReduceProd", "ReduceSum", "ReduceSumSquare", "Slice", "Split",             "Transpose"};
  return ops;
}
// clang-format on
inline const std::vector<std::string>& constant_ops() {  // computed from shapes alone
  static const std::vector<std::string> ops = {"Constant", "ConstantOfShape", "Shape", "Size"};
  return ops;
}

inline bool listed(const std::vector<std::string>& ops, const std::string& op) {
  return std::find(ops.begin(), ops.end(), op) != ops.end();
}

}  // namespace pebble_tool::onnx_detail
