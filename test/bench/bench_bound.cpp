// Benchmark: run-time cost of I/O bounds beside the baseline of parsing the same program and
// counting its domains exactly, in the same process. (1) The per-statement bounds of Polybench
// 3mm (three initialisations, three products): parse, classify, access models, χ(X), X0,
// formulas. (2) The whole-program bound of Theorem 5.1 (SDG: every connected statement set
// fused) for 2- and 3-statement programs. Target: < 1 ms for a 3-statement program.
// (3) The program bound and its leading-order formula of each of the 30 Polybench kernels written
// with their C loop structure (unit/polybench_blocks.hpp), sizes 4000 (doitgen 400, T = 1000),
// S = 2^20: < 50 ms each is the target. (4) The reduction cuts where they are the bound: durbin
// at N = 10^5, S = 1000 (10^5 cuts), against Table 5.2's 3N²/2. (5) The completion cut where it
// is the bound: deriche at W = H = 4000, S = 10^4, against Table 5.2's 3HW.
//   build/test/bench_bound [repetitions]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include <pebble/bounds/program_bound.hpp>
#include <pebble/bounds/statement_bound.hpp>
#include <pebble/model.hpp>

#include "../unit/polybench_blocks.hpp"
#include "../unit/polybench_kernels.hpp"
#include "../support/bench_clock.hpp"

using pebble_test::seconds_since;

namespace {

// The Polybench 3mm text of the oracle tests.
const char* const k3mm = polybench_oracle::k3mm_text;

}  // namespace

int main(int argc, char** argv) {
  const int reps = argc > 1 ? std::atoi(argv[1]) : 200;
  const pebble::size_binding sizes{{"NI", 1600}, {"NJ", 1800}, {"NK", 2000}, {"NL", 2200}, {"NM", 2400}};
  double checksum = 0;

  // baseline: parse the program and count every statement's domain exactly
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) {
    pebble::program p = pebble::parse_program(k3mm);
    for (const auto& s : p) checksum += static_cast<double>(pebble::domain_size(s.domain, sizes));
  }
  double baseline = seconds_since(t0) / reps;

  // the bound: the same, plus each statement's X-partition bound and leading-order formula
  for (std::int64_t S : {10'000, 100'000'000}) {
    t0 = std::chrono::steady_clock::now();
    std::string formulas;
    for (int r = 0; r < reps; ++r) {
      pebble::program p = pebble::parse_program(k3mm);
      std::vector<pebble::short_name> written;
      for (const auto& s : p) written.push_back(s.output.array);
      formulas.clear();
      for (std::size_t k = 0; k < p.size(); ++k) {
        auto b = pebble::io_bound(p[k], sizes, {.p = 64, .S = S}, written);
        checksum += b.Q;
        formulas += pebble::leading_bound_formula(p[k], b.intensity) + "; ";
      }
    }
    double bound = seconds_since(t0) / reps;
    std::printf("3mm bound (6 statements), S = %.0e: %.3f ms per program; baseline parse + |D|: %.3f ms; ratio %.1f\n",
                static_cast<double>(S), bound * 1e3, baseline * 1e3, bound / baseline);
    std::printf("  leading terms: %s\n", formulas.c_str());
  }
  struct case_ {
    const char* name;
    const char* text;
    pebble::size_binding sizes;
    std::int64_t S;
  };
  const case_ programs[] = {
      {"atax (3 statements, one block)",
       "for i in 0..M { tmp[i] = 0; for j in 0..N: tmp[i] += A[i,j] * x[j]; for j in 0..N: y[j] += A[i,j] * tmp[i] }",
       {{"M", 3000}, {"N", 4000}},
       10'000},
      {"jacobi-1d (2 statements in a time loop)",
       "for t in 0..T { for i in 1..N-1: B[i] = f(A[i-1], A[i], A[i+1]); for i in 1..N-1: A[i] = f(B[i-1], B[i], "
       "B[i+1]) }",
       {{"N", 4000}, {"T", 1000}},
       1000},
      {"3mm (3 products)",
       "for i in 0..NI, j in 0..NJ, k in 0..NK: E[i,j] += A[i,k] * B[k,j]\n"
       "for i in 0..NJ, j in 0..NL, k in 0..NM: F[i,j] += C[i,k] * D[k,j]\n"
       "for i in 0..NI, j in 0..NL, k in 0..NJ: G[i,j] += E[i,k] * F[k,j]",
       sizes, 10'000},
  };
  for (const auto& c : programs) {
    const int n = reps / 10 > 0 ? reps / 10 : 1;
    t0 = std::chrono::steady_clock::now();
    for (int r = 0; r < n; ++r) {
      pebble::program p = pebble::parse_program(c.text);
      for (const auto& s : p) checksum += static_cast<double>(pebble::domain_size(s.domain, c.sizes));
    }
    double base = seconds_since(t0) / n;
    t0 = std::chrono::steady_clock::now();
    double Q = 0;
    for (int r = 0; r < n; ++r) Q = pebble::program_bound(pebble::parse_program(c.text), c.sizes, {.S = c.S}).Q;
    double prog = seconds_since(t0) / n;
    checksum += Q;
    std::printf("program bound, %s: %.3f ms; baseline parse + |D|: %.3f ms; ratio %.0f (Q = %.6g)\n", c.name,
                prog * 1e3, base * 1e3, prog / base, Q);
  }
  // (3) every Polybench kernel: best of a few runs of the bound, the formula, and the baseline
  double worst = 0;
  const char* worst_name = "";
  for (const auto& k : polybench_blocks::kernels) {
    const std::string text(k.text);
    const pebble::program parsed = pebble::parse_program(text);
    pebble::size_binding ks;
    for (const auto& n : parsed.sizes()) {
      const std::string name = n.str();
      ks.set(n, name == "T" ? 1000 : (name == "NP" || name == "NQ" || name == "NR") ? 400 : 4000);
    }
    const int n = reps / 50 > 2 ? reps / 50 : 3;
    double base = 1e30, bound = 1e30, formula = 1e30, Q = 0;
    std::string lead;
    for (int r = 0; r < n; ++r) {
      t0 = std::chrono::steady_clock::now();
      pebble::program p = pebble::parse_program(text);
      for (const auto& s : p) checksum += static_cast<double>(pebble::domain_size(s.domain, ks));
      base = std::min(base, seconds_since(t0));
      t0 = std::chrono::steady_clock::now();
      Q = pebble::program_bound(pebble::parse_program(text), ks, {.S = 1 << 20}).Q;
      bound = std::min(bound, seconds_since(t0));
      t0 = std::chrono::steady_clock::now();
      lead = pebble::program_leading_formula(parsed, ks);
      // the reduction cuts' leading order, where a pivot has cuts (durbin's 3*N^2/2)
      if (const std::string cut = pebble::reduction_cut_leading_formula(parsed); !cut.empty())
        lead += "; reduction cuts " + cut;
      // the completion cut's, where one is found (deriche's 2*W*H)
      if (const std::string cut = pebble::completion_cut_leading_formula(parsed); !cut.empty())
        lead += "; completion cut " + cut;
      formula = std::min(formula, seconds_since(t0));
    }
    checksum += Q;
    if (bound > worst) {
      worst = bound;
      worst_name = k.name.data();
    }
    std::printf("polybench %-15s %2zu statements: bound %7.3f ms, formula %7.3f ms; baseline %.3f ms; Q = %-11.5g %s\n",
                std::string(k.name).c_str(), parsed.size(), bound * 1e3, formula * 1e3, base * 1e3, Q, lead.c_str());
  }
  std::printf("slowest Polybench program bound: %s, %.3f ms (target < 50 ms)\n", worst_name, worst * 1e3);
  // one kernel's bound at `sizes` (best of 3) beside its baseline of parse + |D|
  struct timed {
    double base = 1e30, bound = 1e30;
    pebble::program_io_bound b;
  };
  auto time_kernel = [&](std::string_view name, const pebble::size_binding& sizes, std::int64_t S) {
    timed out;
    const std::string text(polybench_blocks::text(name));
    for (int r = 0; r < 3; ++r) {
      t0 = std::chrono::steady_clock::now();
      pebble::program p = pebble::parse_program(text);
      for (const auto& s : p) checksum += static_cast<double>(pebble::domain_size(s.domain, sizes));
      out.base = std::min(out.base, seconds_since(t0));
      t0 = std::chrono::steady_clock::now();
      out.b = pebble::program_bound(pebble::parse_program(text), sizes, {.S = S});
      out.bound = std::min(out.bound, seconds_since(t0));
    }
    checksum += out.b.Q;
    return out;
  };
  // (4) durbin where its reduction cuts are the bound
  {
    const timed d = time_kernel("durbin", {{"N", 100'000}}, 1000);
    std::printf("durbin N = 1e5, S = 1000 (1e5 reduction cuts): bound %.1f ms (%.2f us per cut); baseline %.3f ms; "
                "Q = %.6g = %.4f x 3N^2/2 (X-partition %.6g, compulsory %.6g, cuts %.6g)\n",
                d.bound * 1e3, d.bound * 1e6 / 1e5, d.base * 1e3, d.b.Q, d.b.Q / 1.5e10, d.b.Q_xpartition,
                d.b.Q_compulsory, d.b.Q_cut);
  }
  // (5) deriche where its completion cut is the bound
  {
    const timed d = time_kernel("deriche", {{"W", 4000}, {"H", 4000}}, 10'000);
    std::printf(
        "deriche W = H = 4000, S = 1e4: bound %.2f ms; baseline %.3f ms; Q = %.6g = %.4f x 3HW (X-partition %.6g, "
        "compulsory %.6g, completion cut %.6g)\n",
        d.bound * 1e3, d.base * 1e3, d.b.Q, d.b.Q / 4.8e7, d.b.Q_xpartition, d.b.Q_compulsory, d.b.Q_completion);
  }
  std::printf("(checksum %.6g)\n", checksum);
}
