// libFuzzer target: `pebble strategy`'s problem files (examples/pebble/strategy_json.hpp) with the
// tool's JSON parsing. Bad input is a pebble::error; a problem that is read is solved within small
// budgets (a budget refusal is a pebble::error too), and a solution's cost must be finite, equal
// the cost of the strategy it returns and, on problems of at most 4,096 strategies, the optimum
// found by trying them all (PaSE's vertex elimination is exact; docs/references.md).
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <pebble/strategy/solver.hpp>

#include "json_input.hpp"
#include "sp_properties.hpp"
#include "strategy_json.hpp"

namespace {

double brute_force(const pebble::strategy::strategy_problem& p) {
  std::vector<std::size_t> choice(p.size(), 0);
  double best = INFINITY;
  while (true) {
    best = std::min(best, pebble::strategy::strategy_cost(p, choice));
    std::size_t v = 0;
    while (v < p.size() && ++choice[v] == p.vertex(v).configs) choice[v++] = 0;
    if (v == p.size()) return best;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace st = pebble::strategy;
  try {
    const std::string what = "problem file";
    const pebble_tool::named_problem np = pebble_tool::problem_from_json(
        pebble_tool::parse_json_text(std::string(reinterpret_cast<const char*>(data), size), what), what);
    const st::strategy_problem& p = np.problem;
    for (const st::elimination_order order :
         {st::elimination_order::automatic, st::elimination_order::fewest_neighbours,
          st::elimination_order::fewest_dependents}) {
      const st::strategy_solution s = st::solve(p, {order, 64.0 * 1024 * 1024, 1e7});
      if (!std::isfinite(s.cost)) pebble_fuzz::violated("an optimal cost is not finite");
      const double cost = st::strategy_cost(p, s.choice);
      if (std::abs(cost - s.cost) > 1e-9 * std::max(1.0, std::abs(cost)))
        pebble_fuzz::violated("the returned strategy does not cost what solve says");
      double strategies = 1;
      for (std::size_t v = 0; v < p.size(); ++v) strategies *= static_cast<double>(p.vertex(v).configs);
      if (strategies <= 4096) {
        const double best = brute_force(p);
        if (std::abs(best - s.cost) > 1e-9 * std::max(1.0, std::abs(best)))
          pebble_fuzz::violated("the DP's optimum differs from brute force");
      }
    }
  } catch (const pebble::error&) {
  }
  return 0;
}
