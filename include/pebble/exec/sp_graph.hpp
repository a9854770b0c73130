// A series-parallel task graph run as a Kokkos graph (the fork-join runtime that the NSP -> SP
// conversion of graph/sp_conversion.hpp targets): each task a kernel, series composition `then`,
// parallel composition `when_all`, built from the decomposition tree of graph/series_parallel.hpp.
// Templated on the execution space; works unchanged on a CUDA or OpenMP Kokkos.
//
// Kokkos' default graph implementation (every backend but CUDA's cudaGraph, in Kokkos 3.4 and
// still in 4.6) runs nodes one at a time and, before each submit, resets its flags once per path
// from a sink to the root (GraphNodeBackendSpecificDetails::reset_has_executed has no memo). An SP
// graph with many parallel blocks in series has exponentially many such paths (a converted 60-task
// DAG: about 10^5; a 200-task one: far too many to finish). native_graph<ExecutionSpace> says
// whether the space has a graph backend of its own (CUDA graphs); run_in_order runs the same
// kernels on the others in linear time: one topological order of the tasks, launched on one
// execution space instance.
#pragma once

#include <Kokkos_Core.hpp>
#include <Kokkos_Graph.hpp>

#include <cstddef>
#include <cstdint>
#include <span>
#include <type_traits>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/graph/series_parallel.hpp>

namespace pebble::exec {

/// Whether Kokkos runs graphs on ExecutionSpace with a backend of its own (CUDA graphs), whose
/// submit is linear in the graph; elsewhere a large series-parallel graph is better run with
/// run_in_order (see above).
template <class ExecutionSpace>
inline constexpr bool native_graph =
#ifdef KOKKOS_ENABLE_CUDA
    std::is_same_v<ExecutionSpace, Kokkos::Cuda>;
#else
    false;
#endif

namespace detail {
// The kernel of task v: task(v, i) for i in [0, range).
template <class Task>
struct task_kernel {
  Task task;
  graph::vertex v;
  KOKKOS_FUNCTION void operator()(const std::int64_t i) const { task(v, i); }
};
}  // namespace detail

/// The Kokkos graph of the series-parallel DAG g on execution space `ex`: task v runs
/// parallel_for(range[v], task(v, i)) once all its predecessors in g have finished (a task with
/// range 0, such as a zero-work synchronization vertex, runs nothing). Task is copyable and has
/// `KOKKOS_FUNCTION void operator()(graph::vertex v, std::int64_t i) const`. Throws pebble::error
/// when g is not series-parallel, with the recognizer's witness. Submit it with graph.submit().
template <class ExecutionSpace, class Task>
Kokkos::Experimental::Graph<ExecutionSpace> series_parallel_graph(const ExecutionSpace& ex, const graph::dag& g,
                                                                  std::span<const std::int64_t> range,
                                                                  const Task& task) {
  check(range.size() == g.size(), "pebble::exec: ", range.size(), " task ranges for ", g.size(), " tasks");
  const graph::sp_recognition tree = graph::recognize_series_parallel(g);
  check(tree.series_parallel, "pebble::exec: a Kokkos graph runs series-parallel DAGs only; this one is ",
        tree.witness(), " (convert it with pebble::graph::to_series_parallel)");
  using node = Kokkos::Experimental::GraphNodeRef<ExecutionSpace>;
  using policy = Kokkos::RangePolicy<ExecutionSpace, Kokkos::IndexType<std::int64_t>>;
  return Kokkos::Experimental::create_graph(ex, [&](const auto& root) {
    auto run = [&](const node& after, graph::vertex v) -> node {
      return after.then_parallel_for(policy(0, range[v]), detail::task_kernel<Task>{task, v});
    };
    // the source task (unless virtual), the tree's inside, the sink task: depth first with a stack,
    // since a long chain makes the tree as deep as the graph
    node start = root;
    if (!tree.virtual_source) start = run(start, tree.source);
    struct frame {
      std::uint32_t node;
      int stage;  // on top of the stack: 0 starts the left part; 1: the left part is done; 2: the right
    };
    std::vector<frame> stack = {{tree.root, 0}};
    std::vector<node> from = {start}, results;  // from: where each open frame starts
    while (!stack.empty()) {
      frame& f = stack.back();
      const graph::sp_node& x = tree.nodes[f.node];
      if (x.kind == graph::sp_node::leaf) {  // an edge: nothing runs inside it
        results.push_back(from.back());
        from.pop_back();
        stack.pop_back();
        continue;
      }
      if (f.stage == 0) {  // the left part starts where this one does
        f.stage = 1;
        from.push_back(from.back());
        stack.push_back({x.left, 0});
      } else if (f.stage == 1) {  // series: the middle task after the left part, the right part after it
        f.stage = 2;
        node left = results.back();
        results.pop_back();
        if (x.kind == graph::sp_node::series) {
          from.push_back(run(left, x.middle));
        } else {
          results.push_back(left);  // parallel: kept for the join; the right part starts here too
          from.push_back(from.back());
        }
        stack.push_back({x.right, 0});
      } else {
        node right = results.back();
        results.pop_back();
        if (x.kind == graph::sp_node::parallel) {
          node left = results.back();
          results.pop_back();
          right = Kokkos::Experimental::when_all(left, right);
        }
        results.push_back(right);
        from.pop_back();
        stack.pop_back();
      }
    }
    if (!tree.virtual_sink) run(results.back(), tree.sink);
  });
}

/// Runs the tasks of DAG g (series-parallel or not) on execution space `ex` in a topological
/// order: task v is parallel_for(range[v], task(v, i)), launched after every task before it in the
/// order (kernels on one instance run in the order launched); fences at the end. Linear in the
/// graph's size, with the kernels of series_parallel_graph.
template <class ExecutionSpace, class Task>
void run_in_order(const ExecutionSpace& ex, const graph::dag& g, std::span<const std::int64_t> range,
                  const Task& task) {
  check(range.size() == g.size(), "pebble::exec: ", range.size(), " task ranges for ", g.size(), " tasks");
  using policy = Kokkos::RangePolicy<ExecutionSpace, Kokkos::IndexType<std::int64_t>>;
  for (graph::vertex v : graph::topological_order(g))
    if (range[v] > 0)
      Kokkos::parallel_for("pebble::exec::task", policy(ex, 0, range[v]), detail::task_kernel<Task>{task, v});
  ex.fence();
}

}  // namespace pebble::exec
