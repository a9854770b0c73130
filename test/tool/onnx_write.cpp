// Writes one of test/onnx_networks.hpp's ONNX models, for the tool tests and benchmarks of
// `pebble strategy model.onnx`: onnx_write resnet101|inception3|transformer FILE [BATCH].
#include <cstdlib>
#include <exception>
#include <iostream>
#include <string>

#include "onnx_networks.hpp"

int main(int argc, char** argv) {
  if (argc < 3 || argc > 4) {
    std::cerr << "usage: onnx_write resnet101|inception3|transformer FILE [BATCH] (no BATCH: a symbolic batch N)\n";
    return 2;
  }
  try {
    const long long batch = argc == 4 ? std::stoll(argv[3]) : 0;
    pebble_test::onnx_networks::network(argv[1], batch).save(argv[2]);
  } catch (const std::exception& e) {
    std::cerr << "onnx_write: " << e.what() << "\n";
    return 2;
  }
  return 0;
}
