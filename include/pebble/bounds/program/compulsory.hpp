// compulsory_loads: the loads of a program's inputs that no schedule avoids, part of the program
// bound (bounds/program_bound.hpp).
#pragma once

#include <pebble/bounds/program/fused_model.hpp>

namespace pebble {

/// The loads no schedule avoids: inputs of the computation are in slow memory at the start, and
/// every input some statement reads is loaded at least once. Per array, the largest of these lower
/// bounds on the inputs it holds (detail::elements_touched counts the elements of one access),
/// summed over the arrays:
///  - an array the program never writes: any of its accesses;
///  - an array one statement alone writes while reading every element it writes (an in-place
///    update such as floyd-warshall's path[i,j] = min(path[i,j], …)): that write's elements (the
///    first instance to write an element reads it first, and no earlier instance wrote it);
///  - a read by a statement s of an array that s does not write and that only statements after s
///    in program order write: the elements it reads in the first iteration of the loops s shares
///    with those writers (they all run before any writer does: adi's, jacobi's first sweep).
/// `known_points`: |𝒟_s| per statement when the caller has counted them (empty: counted here).
[[nodiscard]] constexpr double compulsory_loads(const program& prog, const size_binding& sizes,
                                                std::span<const std::int64_t> known_points = {}) {
  // each domain counted once: |𝒟_s|, and s's first iteration of its first `shared` loops
  std::vector<std::int64_t> points(prog.size(), -1);
  if (known_points.size() == prog.size())
    for (std::size_t s = 0; s < prog.size(); ++s) points[s] = known_points[s];
  std::vector<std::pair<std::size_t, std::int64_t>> first_points(prog.size(), {0, -1});
  auto points_of = [&](std::size_t s) {
    if (points[s] < 0) points[s] = domain_size(prog[s].domain, sizes);
    return points[s];
  };
  std::vector<short_name> seen;
  double total = 0;
  for (const auto& st : prog)
    for (const auto& r : st.inputs) {
      if (std::find(seen.begin(), seen.end(), r.array) != seen.end()) continue;
      seen.push_back(r.array);
      std::vector<std::size_t> writers;
      for (std::size_t q = 0; q < prog.size(); ++q)
        if (prog[q].output.array == r.array) writers.push_back(q);
      double most = 0;
      if (writers.empty()) {
        for (std::size_t q = 0; q < prog.size(); ++q)
          for (const auto& x : prog[q].inputs)
            if (x.array == r.array) most = std::max(most, detail::elements_touched(prog[q], x, sizes, points_of(q)));
      } else {
        if (writers.size() == 1) {
          const statement& w = prog[writers.front()];
          bool reads_what_it_writes = false;
          for (const auto& x : w.inputs) reads_what_it_writes = reads_what_it_writes || x == w.output;
          if (reads_what_it_writes) most = detail::elements_touched(w, w.output, sizes, points_of(writers.front()));
        }
        for (std::size_t s = 0; s < writers.front(); ++s) {  // statements before every writer
          bool reads = false;
          for (const auto& x : prog[s].inputs) reads = reads || x.array == r.array;
          if (!reads) continue;
          std::size_t shared = 0;
          for (const std::size_t w : writers) shared = std::max(shared, prog.shared_loops(s, w));
          // its instances in the shared loops' first iteration: each at its lower bound, when that
          // iteration exists (a range empty there, e.g. `for i in 5..N` at N = 3, has no first
          // iteration at the lower bounds: nothing is counted then)
          statement first = prog[s];
          slot_values at = bind_sizes(first.domain, sizes);
          bool exists = true;
          for (std::size_t t = 0; t < shared && exists; ++t) {
            const std::int64_t lo = first.domain.bounds[t].lower.evaluate(at);
            exists = lo < first.domain.bounds[t].upper.evaluate(at);
            at[index_var(t)] = lo;
          }
          if (!exists) continue;
          for (std::size_t t = 0; t < shared; ++t) first.domain.bounds[t].upper = first.domain.bounds[t].lower + 1;
          if (first_points[s].second < 0 || first_points[s].first != shared)
            first_points[s] = {shared, shared == 0 ? points_of(s) : domain_size(first.domain, sizes)};
          for (const auto& x : first.inputs)
            if (x.array == r.array)
              most = std::max(most, detail::elements_touched(first, x, sizes, first_points[s].second));
        }
      }
      total += most;
    }
  return total;
}

}  // namespace pebble
