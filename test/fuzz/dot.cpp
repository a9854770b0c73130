// libFuzzer target: the DOT reader (pebble::graph::read_dot): bad input is a pebble::error; a
// graph it reads is written back (write_dot) and read again unchanged, and the SP conversion's
// properties hold on it when it is acyclic (sp_properties.hpp).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "sp_properties.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace gr = pebble::graph;
  gr::task_graph t;
  try {
    t = gr::read_dot(std::string_view(reinterpret_cast<const char*>(data), size));
  } catch (const pebble::error&) {
    return 0;
  }
  const gr::task_graph back = gr::read_dot(gr::write_dot(t.graph, t.names, t.cost));
  if (back.names != t.names || back.cost != t.cost || back.graph.edges() != t.graph.edges())
    pebble_fuzz::violated("a DOT graph written and read back is not the same graph");
  pebble_fuzz::check_sp_properties(t);
  return 0;
}
