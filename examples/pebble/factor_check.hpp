// The host-side checks of `pebble run lu|cholesky` on rank 0's gathered factors: triangular solves
// with them, HPL's scaled residual of a solve, and the residual of random products, all O(N²) per
// right-hand side and free of MPI and Kokkos (run_factor.cpp gathers and calls them).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace pebble_tool {

/// A(r, c) of the matrix being factored: the generator's, or the --input file's (rank 0 only).
using entry_fn = std::function<double(std::int64_t, std::int64_t)>;

/// Solves A X = B (B: n x k, column-major; X overwrites it) with the gathered factors `f`
/// (row-masked for LU: row pivots[k] holds row k of L \ U; Cholesky: L in the lower triangle), by
/// column-oriented triangular solves: O(n² k).
void solve_with_factors(bool lu, std::int64_t n, const std::vector<double>& f, const std::vector<std::int64_t>& pivots,
                        std::vector<double>& b, std::int64_t k);

/// HPL's scaled residual ‖A x - b‖∞ / (ε (‖A‖∞ ‖x‖∞ + ‖b‖∞) n), the largest over the k columns.
double solve_residual(const entry_fn& a, std::int64_t n, const std::vector<double>& x, const std::vector<double>& b,
                      std::int64_t k, double eps);

struct residuals {
  double product = 0;  ///< max over random x of ‖P A x - L U x‖∞ / (‖A‖∞ ‖x‖∞ N ε)
  double solve = 0;    ///< HPL's ‖A x - b‖∞ / (ε (‖A‖∞ ‖x‖∞ + ‖b‖∞) N)
  bool finite = true;
};

/// Checks the factors `f` (row-masked for LU: row pivots[k] holds row k of L \ U; Cholesky: L in the
/// lower triangle) against the matrix `a` with O(N²) work: three random products and one solve.
residuals check_factors(bool lu, const entry_fn& a, std::int64_t n, const std::vector<double>& f,
                        const std::vector<std::int64_t>& pivots, double eps);

}  // namespace pebble_tool
