// Words per rank on paper (docs/scaling.md, "Beyond what is simulated"): for each rank count, the
// words the busiest rank receives in pebble's schedules, replayed exactly message by message
// (schedule_traffic for the multiplication, conflux_schedule_words for LU and Cholesky without
// row exchanges), beside ScaLAPACK's leading-order volume on its best process grid, and the words
// the busiest rank moves (received + sent) beside the layout bound (bounds/layout_bound.hpp: the
// theorem at a rank's pieces and buffers, less its pieces), as one JSON document. Planning layer
// only: it runs at any rank count. The factorizations' rows leave the layout bound out: their
// buffers are the engine's, known only when it runs (`pebble run lu|cholesky` compares them).
//
// ScaLAPACK's volumes (words received per rank on a pr x pc grid; the block-cyclic panels each
// rank needs, its own part excluded):
//   pdgemm (SUMMA):      (m/pr) k (1 - 1/pc) + k (n/pc) (1 - 1/pr)
//   pdgetrf, pdpotrf:    (N^2/2) ((1/pr) (1 - 1/pc) + (1/pc) (1 - 1/pr))   (the L panels along grid
//                        rows and the U (or L^T) panels down grid columns, summed over the steps)
// The best grid minimizes it over pr pc = p. The simulated runs check these formulas against
// the words ScaLAPACK is counted to move (docs/scaling.md).
//
// usage: bench_words [--ranks 16,64,256,1024,4096] [--mmm-mem WORDS] [--block 256] [--layers 0]
//                    [--problem NAME:M:N:K]... [--lu N] [--cholesky N]
//   --mmm-mem: words per rank for the multiplications' plans (default 2^28)
//   the factorizations' plans take the planner's deepest grid (the least S that reaches it), or
//   --layers c, or with --layers -1 the fewest words over c in {1, 2, 4, 8, 16, the deepest} and
//   v in {128, 256}
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <limits>
#include <string>
#include <vector>

#include <pebble/bounds/factorization.hpp>
#include <pebble/bounds/layout_bound.hpp>
#include <pebble/tiling/conflux_layout.hpp>
#include <pebble/tiling/cosma.hpp>
#include <pebble/tiling/grid25d.hpp>
#include <pebble/tiling/mmm_layout.hpp>

namespace {

using json = nlohmann::ordered_json;

struct grid2d {
  std::int64_t pr = 1, pc = 1;
  double words = 0;
};

// ScaLAPACK's best pr x pc = p grid for a volume formula f(pr, pc).
template <class F>
grid2d best_grid(std::int64_t p, F&& f) {
  grid2d best{1, p, std::numeric_limits<double>::infinity()};
  for (std::int64_t pr = 1; pr <= p; ++pr)
    if (p % pr == 0 && f(pr, p / pr) < best.words) best = {pr, p / pr, f(pr, p / pr)};
  return best;
}

json mmm_row(const std::string& name, std::int64_t m, std::int64_t n, std::int64_t k, std::int64_t p, std::int64_t S) {
  const pebble::mmm_plan plan =
      pebble::plan_mmm({.M = m, .N = n, .K = k}, {.p = p, .S = S}, {.delta = 0.03, .buffers = 2});
  const pebble::mmm_layout layout(plan);
  // a rank's memory: its pieces and the plan's buffers; it holds its pieces of A and B at the start
  // and of C at the end
  std::int64_t moved = 0, memory = 0, held = 0;
  for (std::int64_t r = 0; r < p; ++r) {
    const std::int64_t pieces = layout.piece(pebble::mmm_operand::a, r).size() +
                                layout.piece(pebble::mmm_operand::b, r).size() +
                                layout.piece(pebble::mmm_operand::c, r).size();
    const pebble::mmm_traffic t = pebble::schedule_traffic(layout, r);
    moved = std::max(moved, t.received() + t.sent());
    memory = std::max(memory, pieces + plan.memory_used);
    held = std::max(held, pieces);
  }
  const pebble::layout_io_bound bound = pebble::mmm_layout_bound({.M = m, .N = n, .K = k}, p, memory, held);
  const double M = static_cast<double>(m), N = static_cast<double>(n), K = static_cast<double>(k);
  const grid2d s = best_grid(
      p, [&](std::int64_t pr, std::int64_t pc) { return M / pr * K * (1 - 1.0 / pc) + K * N / pc * (1 - 1.0 / pr); });
  return {{"problem", name},
          {"M", m},
          {"N", n},
          {"K", k},
          {"p", p},
          {"S", plan.S},
          {"pebble_grid", {plan.grid.m, plan.grid.n, plan.grid.k}},
          {"pebble_words_max", pebble::max_received(layout)},
          {"scalapack_grid", {s.pr, s.pc}},
          {"scalapack_words", s.words},
          {"pebble_moved_max", moved},
          {"layout_bound", bound.informative() ? json(bound.value) : json(nullptr)},
          {"layout_bound_memory", memory},
          {"layout_bound_held", held}};
}

json factor_row(pebble::factorization kind, std::int64_t n, std::int64_t p, std::int64_t v, std::int64_t layers) {
  const pebble::factorization_plan roomy =
      pebble::plan_factorization(kind, n, {.p = p, .S = n * n}, {.block_size = v, .layers = layers});
  const pebble::factorization_plan plan =
      pebble::plan_factorization(kind, n, {.p = p, .S = roomy.local_words}, {.block_size = v, .layers = layers});
  const pebble::conflux_layout layout(plan);
  pebble::conflux_words most;
  std::int64_t moved = 0;
  for (std::int64_t r = 0; r < layout.ranks_used(); ++r) {
    const pebble::conflux_words w = pebble::conflux_schedule_words(layout, r);
    if (w.received > most.received) most = w;
    moved = std::max(moved, w.received + w.sent);
  }
  const double N = static_cast<double>(n);
  const grid2d s = best_grid(p, [&](std::int64_t pr, std::int64_t pc) {
    return N * N / 2 * (1.0 / pr * (1 - 1.0 / pc) + 1.0 / pc * (1 - 1.0 / pr));
  });
  return {{"problem", kind == pebble::factorization::lu ? "lu" : "cholesky"},
          {"N", n},
          {"p", p},
          {"S", plan.S},
          {"v", plan.block_size},
          {"pebble_grid", {plan.nprow, plan.npcol, plan.depth}},
          {"pebble_words_max", most.received},
          {"pebble_words_max_parts",
           {{"column_reduction", most.column_reduction},
            {"tournament", most.tournament},
            {"a00", most.a00},
            {"row_reduction", most.row_reduction},
            {"panels", most.panels},
            {"final_reduction", most.final_reduction}}},
          {"scalapack_grid", {s.pr, s.pc}},
          {"scalapack_words", s.words},
          {"pebble_moved_max", moved},
          {"layout_bound", nullptr}};
}

// --layers -1: the plan of fewest words at the busiest rank over c in {1, 2, 4, 8, 16, the deepest}
// and v in {128, 256}
json best_factor_row(pebble::factorization kind, std::int64_t n, std::int64_t p, std::int64_t v, std::int64_t layers) {
  if (layers >= 0) return factor_row(kind, n, p, v, layers);
  json best;
  for (const std::int64_t c : {1, 2, 4, 8, 16, 0})
    for (const std::int64_t b : {128, 256}) {
      json r;
      try {
        r = factor_row(kind, n, p, b, c);
      } catch (const pebble::error&) {
        continue;  // no such grid on p ranks
      }
      if (best.is_null() || r["pebble_words_max"].get<std::int64_t>() < best["pebble_words_max"].get<std::int64_t>())
        best = r;
    }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"bench_words: words per rank of pebble's schedules (exact replay), ScaLAPACK's volume and the bounds"};
  std::vector<std::int64_t> ranks{16, 64, 256, 1024, 4096};
  std::int64_t mmm_mem = std::int64_t{1} << 28, block = 256, layers = 0, lu = 16384, cholesky = 16384;
  std::vector<std::string> problems{"square:16384:16384:16384", "largeK:4096:4096:131072", "flat:32768:32768:1024"};
  app.add_option("--ranks", ranks, "rank counts")->delimiter(',')->capture_default_str();
  app.add_option("--mmm-mem", mmm_mem, "words per rank of the multiplications' plans")->capture_default_str();
  app.add_option("--block", block, "v of the factorizations' plans")->capture_default_str();
  app.add_option("--layers", layers, "c of the factorizations' plans (0: the planner's choice; -1: the fewest words)")
      ->capture_default_str();
  app.add_option("--problem", problems, "multiplications NAME:M:N:K")->capture_default_str();
  app.add_option("--lu", lu, "N of LU (0: none)")->capture_default_str();
  app.add_option("--cholesky", cholesky, "N of Cholesky (0: none)")->capture_default_str();
  CLI11_PARSE(app, argc, argv);
  try {
    json rows = json::array();
    for (const std::int64_t p : ranks) {
      for (const std::string& spec : problems) {
        char name[64] = {};
        long long m = 0, n = 0, k = 0;
        pebble::check(std::sscanf(spec.c_str(), "%63[^:]:%lld:%lld:%lld", name, &m, &n, &k) == 4,
                      "--problem takes NAME:M:N:K; got '", spec, "'");
        rows.push_back(mmm_row(name, m, n, k, p, mmm_mem));
      }
      if (lu > 0) rows.push_back(best_factor_row(pebble::factorization::lu, lu, p, block, layers));
      if (cholesky > 0) rows.push_back(best_factor_row(pebble::factorization::cholesky, cholesky, p, block, layers));
    }
    std::cout << rows.dump(1) << "\n";
  } catch (const pebble::error& e) {
    std::fprintf(stderr, "bench_words: %s\n", e.what());
    return 2;
  }
  return 0;
}
