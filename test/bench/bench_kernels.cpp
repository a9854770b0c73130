// Calibration of simulated compute (docs/simulation.md, "Calibration"): measures the rates of the
// BLAS and LAPACK kernels that pebble and ScaLAPACK call (dgemm, dtrsm, dsyrk, dgetrf, dpotrf) on
// one core of this machine, with cold caches, over a grid of sizes in powers of two, and writes them as the kernel
// model of kernel_model.hpp (JSON): per kernel the grid's axes and rates, and a validation, sizes
// drawn at random between the grid points with their measured and modeled times; host_speed is
// the rate of the largest square dgemm (the speed of a simulated host).
// scripts/smpi-calibrate.sh runs it with one BLAS thread.
//
// usage: bench_kernels [--repeat 3] [--quick] [--out kernels.json]
//   --quick: a coarse grid (seconds instead of about a minute), for a test of the tool
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <limits>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "kernel_model.hpp"

extern "C" {
void dgemm_(const char* ta, const char* tb, const int* m, const int* n, const int* k, const double* alpha,
            const double* a, const int* lda, const double* b, const int* ldb, const double* beta, double* c,
            const int* ldc, std::size_t, std::size_t);
void dtrsm_(const char* side, const char* uplo, const char* ta, const char* diag, const int* m, const int* n,
            const double* alpha, const double* a, const int* lda, double* b, const int* ldb, std::size_t, std::size_t,
            std::size_t, std::size_t);
void dsyrk_(const char* uplo, const char* trans, const int* n, const int* k, const double* alpha, const double* a,
            const int* lda, const double* beta, double* c, const int* ldc, std::size_t, std::size_t);
void dgetrf_(const int* m, const int* n, double* a, const int* lda, int* ipiv, int* info);
void dpotrf_(const char* uplo, const int* n, double* a, const int* lda, int* info, std::size_t);
}

namespace {

using kernel_model::kernel;
using kernel_model::sizes;

std::vector<double> random_matrix(std::size_t n, unsigned seed) {
  std::mt19937_64 g(seed);
  std::uniform_real_distribution<double> u(-1, 1);
  std::vector<double> v(n);
  for (double& x : v) x = u(g);
  return v;
}

// Evicts the caches: a distributed run calls its kernels between packing, copying and messages
// (and SMPI runs every rank on one core), so their operands come from memory, not from cache.
void flush_caches() {
  static std::vector<char> junk(std::size_t{96} << 20);
  static char round = 0;
  std::memset(junk.data(), ++round, junk.size());
}

// Seconds per call of f: the best over `repeat` runs, each the mean of a few calls with cold
// caches (reset, untimed, before each call).
template <class Reset, class F>
double per_call(int repeat, Reset&& reset, F&& f) {
  reset();
  flush_caches();
  auto t0 = std::chrono::steady_clock::now();
  f();
  const double once = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const int calls = once < 1e-4 ? 8 : once < 1e-2 ? 3 : 1;
  double best = std::numeric_limits<double>::infinity();
  for (int r = 0; r < repeat; ++r) {
    double total = 0;
    for (int c = 0; c < calls; ++c) {
      reset();
      flush_caches();
      t0 = std::chrono::steady_clock::now();
      f();
      total += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    }
    best = std::min(best, total / calls);
  }
  return best;
}

double time_call(kernel k, const sizes& s, int repeat) {
  const int x = static_cast<int>(s[0]), y = static_cast<int>(s[1]), z = static_cast<int>(s[2]);
  const double one = 1, minus = -1;
  int info = 0;
  switch (k) {
    case kernel::dgemm: {  // C (x by y) -= A (x by z) B (z by y)
      const auto a = random_matrix(static_cast<std::size_t>(x) * z, 1),
                 b = random_matrix(static_cast<std::size_t>(z) * y, 2);
      std::vector<double> c(static_cast<std::size_t>(x) * y, 0);
      return per_call(
          repeat, [] {},
          [&] { dgemm_("N", "N", &x, &y, &z, &minus, a.data(), &x, b.data(), &z, &one, c.data(), &x, 1, 1); });
    }
    case kernel::dtrsm: {  // B (x by y) = L^-1 B, L of order x
      auto a = random_matrix(static_cast<std::size_t>(x) * x, 3);
      for (int i = 0; i < x; ++i) a[static_cast<std::size_t>(i) * x + i] = x;
      const auto b0 = random_matrix(static_cast<std::size_t>(x) * y, 4);
      std::vector<double> b;
      return per_call(
          repeat, [&] { b = b0; },
          [&] { dtrsm_("L", "L", "N", "U", &x, &y, &one, a.data(), &x, b.data(), &x, 1, 1, 1, 1); });
    }
    case kernel::dsyrk: {  // C (x by x) -= A (x by y) A^T
      const auto a = random_matrix(static_cast<std::size_t>(x) * y, 5);
      std::vector<double> c(static_cast<std::size_t>(x) * x, 0);
      return per_call(repeat, [] {}, [&] { dsyrk_("L", "N", &x, &y, &minus, a.data(), &x, &one, c.data(), &x, 1, 1); });
    }
    case kernel::dgetrf: {  // x by y
      const auto a0 = random_matrix(static_cast<std::size_t>(x) * y, 6);
      std::vector<double> a;
      std::vector<int> ipiv(static_cast<std::size_t>(std::min(x, y)));
      return per_call(repeat, [&] { a = a0; }, [&] { dgetrf_(&x, &y, a.data(), &x, ipiv.data(), &info); });
    }
    case kernel::dpotrf: {  // x by x, diagonally dominant
      std::vector<double> a0(static_cast<std::size_t>(x) * x);
      for (int i = 0; i < x; ++i)
        for (int j = 0; j < x; ++j) a0[static_cast<std::size_t>(j) * x + i] = i == j ? x : 0.5 / (1 + std::abs(i - j));
      std::vector<double> a;
      return per_call(repeat, [&] { a = a0; }, [&] { dpotrf_("L", &x, a.data(), &x, &info, 1); });
    }
  }
  return 0;
}

std::vector<double> powers(double from, double to) {
  std::vector<double> v;
  for (double x = from; x <= to; x *= 2) v.push_back(x);
  return v;
}

// The grid of each kernel: sizes as the distributed factorizations and multiplications call them
// (blocks of 16 to 2048, panels of up to 8192 rows, triangles of up to 1024).
std::vector<std::vector<double>> grid(kernel k, bool quick) {
  const double top = quick ? 256 : 2048;
  switch (k) {
    case kernel::dgemm: return {powers(16, top), powers(16, top), powers(16, top)};
    case kernel::dtrsm: return {powers(16, top / 2), powers(16, top * 2)};
    case kernel::dsyrk: return {powers(16, top), powers(16, top / 2)};
    case kernel::dgetrf: return {powers(16, top * 4), powers(16, top / 4)};
    case kernel::dpotrf: return {powers(16, top)};
  }
  return {};
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"bench_kernels: measures BLAS/LAPACK kernel rates on one core for the simulation's kernel model"};
  int repeat = 3;
  bool quick = false;
  std::string out_path;
  app.add_option("--repeat", repeat, "timed runs of each size (the best counts)")->check(CLI::Range(1, 100));
  app.add_flag("--quick", quick, "fewer and smaller sizes");
  app.add_option("--out", out_path, "write the model here (default: standard output)");
  CLI11_PARSE(app, argc, argv);

  nlohmann::ordered_json out;
  kernel_model::model fitted;
  // host speed: the largest square dgemm, the rate a simulated host computes at
  const double big = quick ? 256 : 2048;
  fitted.host_speed =
      kernel_model::flops(kernel::dgemm, {big, big, big}) / time_call(kernel::dgemm, {big, big, big}, repeat);
  out["host_speed"] = fitted.host_speed;
  out["host_speed_from"] = "dgemm " + std::to_string(static_cast<int>(big)) + "^3, one core";
  out["repeat"] = repeat;
  out["model"] =
      "seconds of a call = its flops / the rate interpolated in log2(sizes) between the grid's measured rates";
  std::mt19937_64 draw(7);
  for (const kernel k : kernel_model::kernels) {
    kernel_model::table& t = fitted.tables[static_cast<std::size_t>(k)];
    t.axes = grid(k, quick);
    const std::size_t d = t.axes.size();
    for (std::size_t at = 0; at < t.points(); ++at) {
      sizes s{1, 1, 1};
      std::size_t rest = at;
      for (std::size_t i = d; i-- > 0;) {
        s[i] = t.axes[i][rest % t.axes[i].size()];
        rest /= t.axes[i].size();
      }
      t.rates.push_back(kernel_model::flops(k, s) / time_call(k, s, repeat));
    }
    // validation: sizes drawn log-uniformly inside the grid, measured against the model
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    double rms = 0, worst = 0;
    const int samples = quick ? 4 : 24;
    for (int v = 0; v < samples; ++v) {
      sizes s{1, 1, 1};
      for (std::size_t i = 0; i < d; ++i) {
        std::uniform_real_distribution<double> u(std::log2(t.axes[i].front()), std::log2(t.axes[i].back()));
        s[i] = std::round(std::exp2(u(draw)));
      }
      const double measured = time_call(k, s, repeat), modeled = fitted.seconds(k, s), e = modeled / measured - 1;
      rms += e * e;
      worst = std::max(worst, std::abs(e));
      rows.push_back({s[0], s[1], s[2], measured, modeled});
    }
    nlohmann::ordered_json j;
    j["sizes"] = k == kernel::dgemm    ? "m, n, k"
                 : k == kernel::dtrsm  ? "order of the triangle, the other size"
                 : k == kernel::dsyrk  ? "n, k"
                 : k == kernel::dgetrf ? "m, n"
                                       : "n";
    j["axes"] = t.axes;
    nlohmann::ordered_json rates = nlohmann::ordered_json::array();
    for (const double r : t.rates) rates.push_back(std::round(r / 1e6) / 1e3);  // GFLOP/s, 3 decimals
    j["gflops"] = rates;
    j["validation_relative_error_rms"] = std::sqrt(rms / samples);
    j["validation_relative_error_max"] = worst;
    j["validation_sizes_measured_modeled"] = rows;
    out["kernels"][kernel_model::name(k)] = j;
    std::fprintf(stderr, "%-7s %4zu grid points; at %d other sizes the model's relative error: rms %.3f, max %.3f\n",
                 kernel_model::name(k), t.points(), samples, std::sqrt(rms / samples), worst);
  }
  std::fprintf(stderr, "host speed %.4g flop/s (%s)\n", fitted.host_speed,
               out["host_speed_from"].get<std::string>().c_str());
  if (out_path.empty()) {
    std::cout << out.dump(1) << "\n";
  } else {
    std::ofstream f(out_path);
    f << out.dump(1) << "\n";
    if (!f) {
      std::fprintf(stderr, "bench_kernels: cannot write '%s'\n", out_path.c_str());
      return 2;
    }
  }
  return 0;
}
