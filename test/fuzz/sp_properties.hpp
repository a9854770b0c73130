// Fuzzing helper: what the SP conversion promises, checked on every acyclic graph a fuzzer reads
// (the SP conversion report's properties, as test/unit/graph_sp_conversion.cpp states them): the
// result is series-parallel, keeps every precedence, keeps W1 and has W∞' <= 2 W∞ - 1. A
// violation aborts, which libFuzzer reports with the input that caused it.
#pragma once

#include <cstdio>
#include <cstdlib>

#include <pebble/graph/formats.hpp>
#include <pebble/graph/sp_conversion.hpp>

namespace pebble_fuzz {

[[noreturn]] inline void violated(const char* what) {
  std::fprintf(stderr, "pebble fuzz: property violated: %s\n", what);
  std::abort();
}

/// Converts `t` when it is acyclic and small enough for a fuzzer's pace, and checks the result.
inline void check_sp_properties(const pebble::graph::task_graph& t) {
  namespace gr = pebble::graph;
  if (t.graph.size() == 0 || t.graph.size() > 4096 || t.graph.edge_count() > 65536) return;
  if (!gr::find_cycle(t.graph).empty()) return;
  for (const bool weighted : {false, true}) {
    gr::sp_conversion_options options;
    if (weighted) options.cost = t.cost;
    const gr::sp_recognition input = gr::recognize_series_parallel(t.graph);
    const gr::sp_conversion c = gr::to_series_parallel(t.graph, options, input);
    const gr::sp_recognition output = gr::recognize_series_parallel(c.graph);
    if (!output.series_parallel) violated("the converted graph is not series-parallel");
    if (!gr::preserves_precedence(t.graph, c.graph, output)) violated("a precedence is lost");
    if (c.graph.size() <= 2048 && gr::preserves_precedence(t.graph, c.graph, gr::sp_recognition{}) !=
                                      gr::preserves_precedence(t.graph, c.graph, output))
      violated("the linear precedence check and the chunked one disagree");
    if (input.series_parallel && c.graph.edges() != t.graph.edges()) violated("a series-parallel input was changed");
    if (!weighted) {
      const gr::work_span before = gr::measure(t.graph), after = gr::measure(c.graph);
      if (after.work != before.work) violated("W1 changed");
      if (after.span > 2 * before.span - 1) violated("W_inf more than doubled");
    }
  }
}

}  // namespace pebble_fuzz
