// Benchmark: run-time cost of the I/O bound of a 3-statement-product program (Polybench 3mm:
// three initialisations and three matrix products) — parse, classify, build the access models,
// solve χ(X) and X0, and print formulas — beside the baseline of parsing and counting the same
// program in the same process. The issue asks for < 1 ms for such a bound.
//   build/test/bench_bound [repetitions]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <pebble/bounds/statement_bound.hpp>
#include <pebble/model.hpp>

#include "../unit/polybench_kernels.hpp"

namespace {

// The Polybench 3mm text of the oracle tests.
const char* const k3mm = polybench_oracle::k3mm_text;

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

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
  for (double S : {1e4, 1e8}) {
    t0 = std::chrono::steady_clock::now();
    std::string formulas;
    for (int r = 0; r < reps; ++r) {
      pebble::program p = pebble::parse_program(k3mm);
      std::vector<pebble::short_name> written;
      for (const auto& s : p) written.push_back(s.output.array);
      formulas.clear();
      for (std::size_t k = 0; k < p.size(); ++k) {
        auto b = pebble::io_bound(p[k], sizes, S, 64, written);
        checksum += b.Q;
        formulas += pebble::leading_bound_formula(p[k], b.intensity) + "; ";
      }
    }
    double bound = seconds_since(t0) / reps;
    std::printf("3mm bound (6 statements), S = %.0e: %.3f ms per program; baseline parse + |D|: %.3f ms; ratio %.1f\n",
                S, bound * 1e3, baseline * 1e3, bound / baseline);
    std::printf("  leading terms: %s\n", formulas.c_str());
  }
  std::printf("(checksum %.6g)\n", checksum);
}
