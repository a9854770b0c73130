// The time model of the BLAS and LAPACK kernels that a simulated run charges instead of running
// them (docs/simulation.md, "Modeled compute"), as Cornebize, Legrand and Heinrich modeled the
// kernels of HPL: a call takes its flop count over the rate this machine reaches at its sizes.
// The rates are measured on one core over a grid of sizes, every axis in powers of two
// (bench_kernels), and read between the grid points by multilinear interpolation in log2 of the
// sizes; sizes beyond the grid take the rate at its edge.
//
// Kernels, their sizes (column-major BLAS/LAPACK, double precision) and flop counts:
//   dgemm  C (m x n) += A (m x k) B (k x n)                        axes m, n, k        2mnk
//   dtrsm  B (m x n) = op(A)^-1 B or B op(A)^-1, A of order t      axes t, the other   t^2 x the other
//   dsyrk  C (n x n, one triangle) += A (n x k) A^T                axes n, k           n^2 k
//   dgetrf A (m x n) = P L U                                       axes m, n           mn^2 - n^3/3 (m >= n)
//   dpotrf A (n x n) = L L^T                                       axis n              n^3/3
#pragma once

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace kernel_model {

enum class kernel { dgemm, dtrsm, dsyrk, dgetrf, dpotrf };
inline constexpr std::array<kernel, 5> kernels{kernel::dgemm, kernel::dtrsm, kernel::dsyrk, kernel::dgetrf,
                                               kernel::dpotrf};

inline const char* name(kernel k) {
  switch (k) {
    case kernel::dgemm: return "dgemm";
    case kernel::dtrsm: return "dtrsm";
    case kernel::dsyrk: return "dsyrk";
    case kernel::dgetrf: return "dgetrf";
    case kernel::dpotrf: return "dpotrf";
  }
  return "?";
}

/// How many sizes a kernel's rate depends on (the axes of its table).
inline std::size_t dimensions(kernel k) {
  switch (k) {
    case kernel::dgemm: return 3;
    case kernel::dtrsm:
    case kernel::dsyrk:
    case kernel::dgetrf: return 2;
    case kernel::dpotrf: return 1;
  }
  return 0;
}

using sizes = std::array<double, 3>;  ///< the sizes of one call, in the order of the table above

inline double flops(kernel k, const sizes& s) {
  switch (k) {
    case kernel::dgemm: return 2 * s[0] * s[1] * s[2];
    case kernel::dtrsm: return s[0] * s[0] * s[1];
    case kernel::dsyrk: return s[0] * s[0] * s[1];
    case kernel::dgetrf: {
      const double big = std::max(s[0], s[1]), small = std::min(s[0], s[1]);
      return big * small * small - small * small * small / 3;
    }
    case kernel::dpotrf: return s[0] * s[0] * s[0] / 3;
  }
  return 0;
}

/// A kernel's measured rates: flop/s at every point of the grid `axes[0] x axes[1] x ...`, the
/// first axis varying slowest.
struct table {
  std::vector<std::vector<double>> axes;
  std::vector<double> rates;

  std::size_t points() const {
    std::size_t n = axes.empty() ? 0 : 1;
    for (const auto& a : axes) n *= a.size();
    return n;
  }

  /// The rate at `s`, interpolated multilinearly in log2 of the sizes between the grid points
  /// around it (clamped to the grid).
  double rate(const sizes& s) const {
    const std::size_t d = axes.size();
    std::array<std::size_t, 3> low{};
    std::array<double, 3> weight{};  // of the upper neighbour
    for (std::size_t i = 0; i < d; ++i) {
      const std::vector<double>& a = axes[i];
      const double x = std::clamp(s[i], a.front(), a.back());
      std::size_t j = 0;
      while (j + 2 < a.size() && a[j + 1] <= x) ++j;
      low[i] = j;
      weight[i] = a.size() == 1 ? 0 : std::clamp(std::log2(x / a[j]) / std::log2(a[j + 1] / a[j]), 0.0, 1.0);
    }
    double r = 0;
    for (unsigned corner = 0; corner < (1u << d); ++corner) {
      double w = 1;
      std::size_t at = 0;
      for (std::size_t i = 0; i < d; ++i) {
        const bool up = (corner >> i) & 1u;
        w *= up ? weight[i] : 1 - weight[i];
        at = at * axes[i].size() + low[i] + (up && axes[i].size() > 1 ? 1 : 0);
      }
      if (w > 0) r += w * std::log2(rates[at]);
    }
    return std::exp2(r);
  }
};

/// The rates of every kernel, and the speed of a simulated host.
struct model {
  std::array<table, kernels.size()> tables;
  double host_speed = 0;  ///< flop/s of one core: the rate of the largest square dgemm measured

  double seconds(kernel k, const sizes& s) const {
    const double f = flops(k, s);
    return f > 0 ? f / tables[static_cast<std::size_t>(k)].rate(s) : 0;
  }
};

/// Reads a model from the JSON file bench_kernels writes; throws std::runtime_error naming the
/// file and the field when it is not one.
inline model read(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read the kernel model '" + path + "'");
  const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  const auto bad = [&](const std::string& what) {
    return std::runtime_error("the kernel model '" + path + "': " + what);
  };
  if (j.is_discarded() || !j.is_object()) throw bad("not a JSON object");
  const auto positive = [&](const nlohmann::json& v, const std::string& what) {
    if (!v.is_number() || !std::isfinite(v.get<double>()) || !(v.get<double>() > 0))
      throw bad(what + " must be a finite number > 0");
    return v.get<double>();
  };
  model m;
  if (!j.contains("host_speed")) throw bad("no host_speed");
  m.host_speed = positive(j["host_speed"], "host_speed");
  if (!j.contains("kernels") || !j["kernels"].is_object()) throw bad("no kernels");
  for (const kernel k : kernels) {
    const std::string key = std::string("kernels.") + name(k);
    if (!j["kernels"].contains(name(k))) throw bad("no " + key);
    const nlohmann::json& t = j["kernels"][name(k)];
    if (!t.contains("axes") || !t["axes"].is_array() || t["axes"].size() != dimensions(k))
      throw bad(key + ".axes must be " + std::to_string(dimensions(k)) + " lists of sizes");
    table& out = m.tables[static_cast<std::size_t>(k)];
    for (const nlohmann::json& axis : t["axes"]) {
      if (!axis.is_array() || axis.empty()) throw bad(key + ".axes: a list of sizes is empty");
      std::vector<double> a;
      for (const nlohmann::json& v : axis) a.push_back(positive(v, key + ".axes[]"));
      if (!std::is_sorted(a.begin(), a.end()) || std::adjacent_find(a.begin(), a.end()) != a.end())
        throw bad(key + ".axes: sizes must increase");
      out.axes.push_back(std::move(a));
    }
    if (!t.contains("gflops") || !t["gflops"].is_array() || t["gflops"].size() != out.points())
      throw bad(key + ".gflops must hold " + std::to_string(out.points()) + " rates");
    for (const nlohmann::json& v : t["gflops"]) out.rates.push_back(positive(v, key + ".gflops[]") * 1e9);
  }
  return m;
}

}  // namespace kernel_model
