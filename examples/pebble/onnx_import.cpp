// ONNX models as operator graphs (see onnx_import.hpp; the statements are listed in docs/tool.md,
// "ONNX models"): the entry points, the operator list for --help, and in a build without
// ONNX the errors that say so. The import itself is in the headers this file includes when it
// reads ONNX (PEBBLE_TOOL_HAS_ONNX): onnx_importer.hpp (its vocabulary and the importer),
// onnx_reading.hpp (the model), onnx_nodes.hpp (one node) and onnx_operators.hpp (each operator
// type's statement). They are headers, not sources, because this file is also compiled alone,
// into the unit test strategy_onnx, bench_training and the fuzz target onnx_model.
#include "onnx_import.hpp"

#include "errors.hpp"
#include "onnx_ops.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#ifdef PEBBLE_TOOL_HAS_ONNX
#include <filesystem>
#include <fstream>
#include <iterator>

#include <onnx/onnx_pb.h>

#include "onnx_importer.hpp"
#include "onnx_reading.hpp"
#include "onnx_nodes.hpp"
#include "onnx_operators.hpp"
#endif

namespace pebble_tool {

std::string onnx_supported_operators() {
  using namespace onnx_detail;
  std::vector<std::string> all = elementwise_ops();
  for (const auto* list : {&view_ops(), &other_ops(), &constant_ops()})
    all.insert(all.end(), list->begin(), list->end());
  std::sort(all.begin(), all.end());
  std::string out;
  for (const std::string& op : all) out += std::string(out.empty() ? "" : ", ") + op;
  return out;
}

#ifndef PEBBLE_TOOL_HAS_ONNX

bool onnx_available() { return false; }

onnx_network read_onnx(const std::string& path, const onnx_import_options&) {
  throw input_error("'" + path +
                    "': this pebble was built without ONNX support; install Debian's libonnx-dev and "
                    "libprotobuf-dev and configure again");
}
onnx_network read_onnx_bytes(std::string_view, const std::string& name, const onnx_import_options& o) {
  return read_onnx(name, o);
}

#else

bool onnx_available() { return true; }

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
                      " may hold up to " +
                      pebble::strategy::detail::bytes_text(bytes_per_byte * static_cast<double>(size)) +
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
  return onnx_detail::importer(name, model).run(options);
}

#endif

}  // namespace pebble_tool
