// The modeled time of CONFLUX/CONFCHOX (tiling/conflux_model.hpp) and the block size chosen by it:
// the closed-form sums against the steps added one by one (written here from the model's
// per-step terms, with v_t and r_t of each step), the choice against every v, the directions in
// which the model must move it (latency and the update's half-rate dimension push v up, a slow
// panel pushes it down), plans that carry the choice, and bad rates refused; at compile time too.
#include <doctest/doctest.h>

#include "../support/error_of.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>

#include <pebble/tiling/conflux_model.hpp>
#include <pebble/tiling/grid25d.hpp>

using namespace pebble;
using pebble_test::error_of;

namespace {

// About this project's CPU core: 30 GFLOP/s gemm, half of it at k = 12, LAPACK panels at
// 8 GFLOP/s, shared-memory MPI at 1 ns per word and 2 us per message round.
constexpr factorization_rates cpu{.update_rate = 30e9,
                                  .update_half = 12,
                                  .panel_rate = 8e9,
                                  .word_seconds = 1e-9,
                                  .message_seconds = 2e-6};

double log2_up(double x) {
  double k = 0;
  for (double y = 1; y < x; y *= 2) ++k;
  return k;
}

// The model's terms step by step: v_t = min(v, N - (t-1)v) columns, r_t = N - (t-1)v - v_t rows.
conflux_time_parts steps_one_by_one(factorization kind, std::int64_t n, std::int64_t v, std::int64_t gr,
                                    std::int64_t gc, std::int64_t c, const factorization_rates& r) {
  const bool lu = kind == factorization::lu;
  const double rows = static_cast<double>(gr), cols = static_cast<double>(gc), depth = static_cast<double>(c);
  conflux_time_parts t;
  std::int64_t steps = 0;
  for (std::int64_t done = 0; done < n; done += v, ++steps) {
    const double vt = static_cast<double>(std::min(v, n - done));
    const double rt = static_cast<double>(n - done) - vt;
    const double k = vt / depth;
    t.update += (lu ? 2.0 : 1.0) * (rt / rows) * (rt / cols) * k / (r.update_rate * k / (k + r.update_half));
    t.solves += (rt / rows * vt * vt + (lu ? vt * vt * rt / cols : 0.0)) / (r.update_rate * vt / (vt + r.update_half));
    const double panel = lu ? (rt + vt) / rows * vt * vt + vt * vt * vt * (5.0 / 3.0 * log2_up(rows) + 1.0 / 3.0)
                            : vt * vt * vt / 3;
    t.panel += panel / r.panel_rate;
    // the step's words (docs/factorizations.md, P5): tournament, A00, scatters, reductions, panels
    const double p_used = rows * cols * depth;
    const double words = (lu ? vt * vt * log2_up(rows) + vt * vt + vt : vt * vt) + 2 * rt * vt / p_used +
                         2 * rt * vt * depth / p_used + rt * vt * (1 / rows + 1 / cols) / depth;
    t.words += words * r.word_seconds;
    const double rounds = lu ? 2 * log2_up(depth) + 3 * log2_up(rows) + 2 * log2_up(cols) + log2_up(p_used)
                             : 2 * log2_up(depth) + 2 * log2_up(rows) + log2_up(cols) + log2_up(p_used);
    t.messages += rounds * r.message_seconds;
  }
  t.total = t.update + t.solves + t.panel + t.words + t.messages;
  return t;
}

void check_close(double got, double want) {
  CHECK(std::abs(got - want) <= 1e-9 * std::max(1.0, std::abs(want)));
}

}  // namespace

TEST_CASE("conflux_time: the closed form equals the model's steps added one by one") {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 300; ++trial) {
    const factorization kind = trial % 2 ? factorization::lu : factorization::cholesky;
    const std::int64_t n = 1 + static_cast<std::int64_t>(rng() % 3000);
    const std::int64_t c = 1 + static_cast<std::int64_t>(rng() % std::min<std::int64_t>(n, 4));
    const std::int64_t v = c + static_cast<std::int64_t>(rng() % static_cast<std::uint64_t>(n - c + 1));
    const std::int64_t gr = 1 + static_cast<std::int64_t>(rng() % 5);
    const std::int64_t gc = trial % 3 ? gr : gr + 1 + static_cast<std::int64_t>(rng() % 4);
    const conflux_time_parts got = conflux_time(kind, n, v, gr, gc, c, cpu);
    const conflux_time_parts want = steps_one_by_one(kind, n, v, gr, gc, c, cpu);
    CAPTURE(n);
    CAPTURE(v);
    CAPTURE(gr);
    CAPTURE(gc);
    CAPTURE(c);
    check_close(got.update, want.update);
    check_close(got.solves, want.solves);
    check_close(got.panel, want.panel);
    check_close(got.words, want.words);
    check_close(got.messages, want.messages);
    check_close(got.total, want.total);
  }
}

TEST_CASE("conflux_best_block: no v in [c, min(N, 4096)] has a smaller modeled time") {
  for (const auto kind : {factorization::lu, factorization::cholesky})
    for (const std::int64_t n : {1, 7, 300, 4096, 100'000})
      for (const std::int64_t c : {1, 2, 3}) {
        if (c > n) continue;
        const std::int64_t best = conflux_best_block(kind, n, 2, 3, c, cpu);
        CHECK(best >= c);
        CHECK(best <= std::min<std::int64_t>(n, conflux_block_limit));
        const double t = conflux_time(kind, n, best, 2, 3, c, cpu).total;
        for (std::int64_t v = c; v <= std::min<std::int64_t>(n, conflux_block_limit); ++v)
          CHECK(conflux_time(kind, n, v, 2, 3, c, cpu).total >= t);
      }
}

TEST_CASE("the model moves v the way each rate should") {
  const std::int64_t n = 8192;
  const auto best = [&](factorization_rates r) { return conflux_best_block(factorization::lu, n, 2, 2, 1, r); };
  // a gemm at its full rate from k = 1 and free messages: the update costs the same for every v,
  // the panels and solves grow with it, so the smallest v wins
  factorization_rates flat = cpu;
  flat.update_half = 0;
  flat.message_seconds = 0;
  CHECK(best(flat) == 1);
  // latency and a gemm that needs a large k push v up; a slow panel pulls it down
  std::int64_t last = 0;
  for (const double alpha : {0.0, 1e-6, 1e-5, 1e-4, 1e-3}) {
    factorization_rates r = cpu;
    r.message_seconds = alpha;
    CHECK(best(r) >= last);
    last = best(r);
  }
  CHECK(last > best(cpu));
  last = 0;
  for (const double half : {0.0, 4.0, 16.0, 64.0, 256.0}) {
    factorization_rates r = cpu;
    r.update_half = half;
    CHECK(best(r) >= last);
    last = best(r);
  }
  CHECK(last > best(cpu));
  last = conflux_block_limit + 1;
  for (const double panel : {1e12, 1e11, 1e10, 1e9, 1e8}) {
    factorization_rates r = cpu;
    r.panel_rate = panel;
    CHECK(best(r) <= last);
    last = best(r);
  }
  CHECK(last < best(cpu));
}

TEST_CASE("a plan with rates carries the chosen v, its words and its modeled time") {
  for (const auto kind : {factorization::lu, factorization::cholesky})
    for (const std::int64_t p : {1, 2, 4, 8, 27}) {
      const std::int64_t n = 6000;
      const factorization_plan plan = plan_factorization(kind, n, {.p = p, .S = n * n}, {.rates = cpu});
      CAPTURE(p);
      CHECK(plan.block_size == conflux_best_block(kind, n, plan.nprow, plan.npcol, plan.depth, cpu));
      CHECK(plan.time == conflux_time(kind, n, plan.block_size, plan.nprow, plan.npcol, plan.depth, cpu));
      CHECK(plan.volume == conflux_comm_volume(kind, n, plan.block_size, static_cast<double>(plan.nprow),
                                               static_cast<double>(plan.npcol), static_cast<double>(plan.depth)));
      // the grid is the one chosen without rates; only v differs
      const factorization_plan thesis = plan_factorization(kind, n, {.p = p, .S = n * n});
      CHECK(plan.grid() == thesis.grid());
      CHECK(thesis.block_size == 2 * thesis.depth);
      CHECK(thesis.time == conflux_time_parts{});
      // a given v stays, and the time is modeled for it
      const factorization_plan given = plan_factorization(kind, n, {.p = p, .S = n * n}, {.block_size = 64, .rates = cpu});
      CHECK(given.block_size == 64);
      CHECK(given.time.total >= plan.time.total);
    }
}

TEST_CASE("at compile time") {
  constexpr factorization_plan plan = plan_lu(4096, {.p = 4, .S = 4096 * 4096}, {.rates = cpu});
  static_assert(plan.block_size >= plan.depth && plan.time.total > 0);
  static_assert(conflux_time(factorization::cholesky, 100, 10, 1, 2, 1, cpu).total > 0);
  CHECK(plan.block_size == conflux_best_block(factorization::lu, 4096, plan.nprow, plan.npcol, plan.depth, cpu));
}

TEST_CASE("bad rates are refused with a sentence naming them") {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  for (const factorization_rates bad : {factorization_rates{.update_rate = nan, .panel_rate = 1},
                                        factorization_rates{.update_rate = 1, .panel_rate = -1},
                                        factorization_rates{.update_rate = inf, .panel_rate = 1},
                                        factorization_rates{.word_seconds = 1e-9},
                                        factorization_rates{.update_rate = 1, .update_half = -1, .panel_rate = 1},
                                        factorization_rates{.update_rate = 1, .panel_rate = 1, .message_seconds = nan}}) {
    const std::string e = error_of([&] { (void)plan_lu(100, {.p = 2, .S = 10000}, {.rates = bad}); });
    CAPTURE(e);
    CHECK(e.rfind("pebble::plan_factorization: the ", 0) == 0);
    CHECK(error_of([&] { (void)conflux_time(factorization::lu, 100, 10, 1, 1, 1, bad); }).find("conflux_time") !=
          std::string::npos);
  }
  CHECK(error_of([&] { (void)conflux_best_block(factorization::lu, 10, 1, 1, 11, cpu); }) ==
        "pebble::conflux_best_block: the number of layers c must be between 1 and N=10, c=11");
}
