// The host-side checks of `pebble run lu|cholesky` (see factor_check.hpp).
#include "factor_check.hpp"
#include "mmm_inputs.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pebble_tool {

// Solves A X = B (B: n x k, column-major; X overwrites it) with the gathered factors `f`
// (row-masked for LU: row pivots[k] holds row k of L \ U; Cholesky: L in the lower triangle), by
// column-oriented triangular solves: O(n² k).
void solve_with_factors(bool lu, std::int64_t n, const std::vector<double>& f, const std::vector<std::int64_t>& pivots,
                        std::vector<double>& b, std::int64_t k) {
  const auto at = [](std::int64_t i) { return static_cast<std::size_t>(i); };
  std::vector<double> y(at(n));
  for (std::int64_t col = 0; col < k; ++col) {
    double* x = b.data() + at(col * n);
    if (lu) {
      for (std::int64_t r = 0; r < n; ++r) y[at(r)] = x[pivots[at(r)]];  // P b
      for (std::int64_t q = 0; q < n; ++q) {  // L y = P b, unit diagonal; L(r, q) = f(pivots[r], q)
        const double yq = y[at(q)];
        const double* column = f.data() + at(q * n);
        for (std::int64_t r = q + 1; r < n; ++r) y[at(r)] -= column[pivots[at(r)]] * yq;
      }
      for (std::int64_t j = n - 1; j >= 0; --j) {  // U x = y; U(q, j) = f(pivots[q], j)
        const double* column = f.data() + at(j * n);
        const double xj = y[at(j)] / column[pivots[at(j)]];
        x[j] = xj;
        for (std::int64_t q = 0; q < j; ++q) y[at(q)] -= column[pivots[at(q)]] * xj;
      }
    } else {
      for (std::int64_t r = 0; r < n; ++r) y[at(r)] = x[r];
      for (std::int64_t q = 0; q < n; ++q) {  // L y = b
        const double* column = f.data() + at(q * n);
        const double yq = y[at(q)] / column[q];
        y[at(q)] = yq;
        for (std::int64_t r = q + 1; r < n; ++r) y[at(r)] -= column[r] * yq;
      }
      for (std::int64_t j = n - 1; j >= 0; --j) {  // Lᵀ x = y
        const double* column = f.data() + at(j * n);
        double s = y[at(j)];
        for (std::int64_t r = j + 1; r < n; ++r) s -= column[r] * x[r];
        x[j] = s / column[j];
      }
    }
  }
}

// HPL's scaled residual ‖A x - b‖∞ / (ε (‖A‖∞ ‖x‖∞ + ‖b‖∞) n), the largest over the k columns.
double solve_residual(const entry_fn& a, std::int64_t n, const std::vector<double>& x, const std::vector<double>& b,
                      std::int64_t k, double eps) {
  const auto at = [](std::int64_t i) { return static_cast<std::size_t>(i); };
  std::vector<double> ax(at(n * k), 0.0);
  double norm_a = 0;
  for (std::int64_t r = 0; r < n; ++r) {
    double abs_sum = 0;
    for (std::int64_t c = 0; c < n; ++c) {
      const double e = a(r, c);
      abs_sum += std::abs(e);
      for (std::int64_t col = 0; col < k; ++col) ax[at(col * n + r)] += e * x[at(col * n + c)];
    }
    norm_a = std::max(norm_a, abs_sum);
  }
  double worst = 0;
  for (std::int64_t col = 0; col < k; ++col) {
    double diff = 0, norm_x = 0, norm_b = 0;
    for (std::int64_t r = 0; r < n; ++r) {
      diff = std::max(diff, std::abs(ax[at(col * n + r)] - b[at(col * n + r)]));
      norm_x = std::max(norm_x, std::abs(x[at(col * n + r)]));
      norm_b = std::max(norm_b, std::abs(b[at(col * n + r)]));
    }
    const double scale = eps * (norm_a * norm_x + norm_b) * static_cast<double>(n);
    worst = std::max(worst, scale > 0 ? diff / scale : (diff > 0 ? std::numeric_limits<double>::infinity() : 0.0));
  }
  return worst;
}

// Checks the factors `f` (row-masked for LU: row pivots[k] holds row k of L \ U; Cholesky: L in the
// lower triangle) against the matrix `a` with O(N²) work.
residuals check_factors(bool lu, const entry_fn& a, std::int64_t n, const std::vector<double>& f,
                        const std::vector<std::int64_t>& pivots, double eps) {
  auto row = [&](std::int64_t k) { return lu ? pivots[static_cast<std::size_t>(k)] : k; };
  // the factors' L and U as functions of (k, q) in pivot order
  auto l_at = [&](std::int64_t k, std::int64_t q) {  // q <= k
    if (lu) return q == k ? 1.0 : f[static_cast<std::size_t>(row(k) + q * n)];
    return f[static_cast<std::size_t>(k + q * n)];
  };
  auto u_at = [&](std::int64_t q, std::int64_t j) {  // j >= q
    if (lu) return f[static_cast<std::size_t>(row(q) + j * n)];
    return f[static_cast<std::size_t>(j + q * n)];
  };
  double norm_a = 0;
  std::vector<double> ax(static_cast<std::size_t>(n));
  residuals out;
  for (int trial = 0; trial < 3; ++trial) {
    std::vector<double> x(static_cast<std::size_t>(n));
    for (std::int64_t j = 0; j < n; ++j)
      x[static_cast<std::size_t>(j)] = matrix_entry(20 + static_cast<std::uint64_t>(trial), j, 0);
    double norm_x = 0;
    for (double v : x) norm_x = std::max(norm_x, std::abs(v));
    // P A x, row by row (and ‖A‖∞)
    for (std::int64_t k = 0; k < n; ++k) {
      double s = 0, abs_sum = 0;
      for (std::int64_t j = 0; j < n; ++j) {
        const double e = a(row(k), j);
        s += e * x[static_cast<std::size_t>(j)];
        abs_sum += std::abs(e);
      }
      ax[static_cast<std::size_t>(k)] = s;
      norm_a = std::max(norm_a, abs_sum);
    }
    // y = U x, then L y
    std::vector<double> y(static_cast<std::size_t>(n), 0.0);
    for (std::int64_t j = 0; j < n; ++j)
      for (std::int64_t q = 0; q <= j; ++q)
        y[static_cast<std::size_t>(q)] += u_at(q, j) * x[static_cast<std::size_t>(j)];
    double worst = 0;
    for (std::int64_t k = 0; k < n; ++k) {
      double s = 0;
      for (std::int64_t q = 0; q <= k; ++q) s += l_at(k, q) * y[static_cast<std::size_t>(q)];
      worst = std::max(worst, std::abs(s - ax[static_cast<std::size_t>(k)]));
      out.finite = out.finite && std::isfinite(s);
    }
    out.product = std::max(out.product, norm_a > 0 ? worst / (norm_a * norm_x * static_cast<double>(n) * eps) : worst);
  }
  // solve A x = b for one generated b
  std::vector<double> b(static_cast<std::size_t>(n));
  for (std::int64_t k = 0; k < n; ++k) b[static_cast<std::size_t>(k)] = matrix_entry(30, k, 0);
  std::vector<double> x = b;
  solve_with_factors(lu, n, f, pivots, x, 1);
  out.solve = solve_residual(a, n, x, b, 1, eps);
  out.finite = out.finite && std::isfinite(out.solve) && std::isfinite(out.product);
  return out;
}

}  // namespace pebble_tool
