// Parallel and sequential I/O lower bounds of LU and Cholesky factorization (thesis ch. 4,
// §4.6.1-4.6.2: Q_{p,LU} and Q_Chol = Σ_i |V_i|/(p ρ_i) by Lemmas 4.1, 4.2, 4.6 and 4.9), and the
// leading-order per-processor communication models of Table 4.2 (2D MKL/SLATE, CANDMC, CAPITAL, CONFLUX/CONFCHOX).
//
// Cholesky differs from the thesis. Its update L(i,j) -= L(i,k)*L(j,k) reads ONE array at two
// places that swap under i <-> j, so the thesis' LU analysis (three disjoint arrays, ρ = √S/2)
// does not apply: a tile of R rows holds R(R-1)/2 strict pairs (i > j) but reads only R·K
// elements of L. max (R²/2)K s.t. R²/2 + RK ≤ X gives R = K = √(2X/3), χ(X) = √2 (X/3)^{3/2},
// X0 = 3S and ρ = √(S/2): the bound is N³/(3√2·p√S), √2 below the thesis' N³/(3p√S). Beaumont,
// Eyraud-Dubois, Langou and Vérité (SPAA 2022) prove this bound and give a sequential algorithm
// whose volume is N³/(3√2·√S) + O(N^{5/2}), so the thesis' value is not a lower bound.
// docs/factorizations.md derives both bounds, lists the errata of the printed counts (E3-E7) and
// works the example N = 8192, p = 8, S = 2^24 the tests check.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include <pebble/core/error.hpp>
#include <pebble/core/fixed_string.hpp>
#include <pebble/core/machine.hpp>
#include <pebble/core/math.hpp>
#include <pebble/core/rational.hpp>
#include <pebble/core/static_vector.hpp>

namespace pebble {

/// The two factorizations of thesis chapter 4.
enum class factorization {
  lu,        ///< LU without pivoting (Fig. 4.3): S1 A[i,k] /= A[k,k], S2 A[i,j] -= A[i,k]*A[k,j]
  cholesky,  ///< Listing 4.1: S1 L(k,k) = sqrt(L(k,k)), S2 L(i,k) /= L(k,k), S3 L(i,j) -= L(i,k)*L(j,k)
};

/// Which statement vertex counts |V_i| a bound uses.
enum class vertex_counts {
  /// The closed forms printed in §4.6: LU |V_1| = N(N-1)/2, |V_2| = N(N-1)(N-2)/3; Cholesky
  /// |V_1| = N, |V_2| = N(N-1)/2 (implied by the N²/(2p) term), |V_3| = N(N-1)(N-2)/6. These give
  /// the thesis' formulas and numbers.
  thesis,
  /// The exact vertex counts of the loop nests: LU S2 runs Σ_k (N-k-1)² = N(N-1)(2N-1)/6 times,
  /// N(N-1)/2 more than the printed |V_2|; both are valid lower bounds, this one larger by
  /// N(N-1)/(p√S) with the same leading term. (Cholesky S3 counts its strict pairs under both.)
  loop_nest,
};

/// Where a statement's intensity bound ρ comes from.
enum class intensity_source {
  out_degree_one,  ///< Lemma 4.6 with u = 1 out-degree-one input: ρ ≤ 1
  x_partition,     ///< Lemma 4.2: ρ = χ(X0)/(X0 - S) with X0 = argmin χ(X)/(X - S)
};

/// The X-partition solution of a Schur-complement update: LU's A[i,j] -= A[i,k]*A[k,j] (§4.6.1):
/// max IJK s.t. IJ + IK + KJ ≤ X gives I = J = K = (X/3)^{1/2} and χ(X) = (X/3)^{3/2}; Cholesky's
/// symmetric L(i,j) -= L(i,k)*L(j,k) (strict pairs i > j of R rows): max (R²/2)K s.t. R²/2 + RK ≤ X
/// gives R = K = (2X/3)^{1/2} and χ(X) = √2 (X/3)^{3/2}. Both: d/dX[χ(X)/(X - S)] = 0 gives
/// (3/2)(X - S) = X, X0 = 3S.
struct x_partition_solution {
  bool symmetric = false;  ///< the Cholesky (symmetric) update
  double x0 = 0;           ///< X0 = 3S
  double chi_x0 = 0;       ///< χ(X0): S^{3/2} (LU), √2·S^{3/2} (Cholesky), the largest subcomputation
  double tile = 0;         ///< the optimal tile side: √S (LU: I = J = K), √(2S) (Cholesky: rows R = K)
  double rho = 0;          ///< ρ = χ(X0)/(X0 - S): √S/2 (LU), √(S/2) (Cholesky)
  friend constexpr bool operator==(const x_partition_solution&, const x_partition_solution&) = default;
};

/// The X-partition solution of the Schur-complement update for fast memory S ≥ 1 (words); the
/// symmetric (Cholesky) update when `symmetric`.
constexpr x_partition_solution schur_update_solution(std::int64_t s, bool symmetric = false) {
  check(s >= 1, "pebble::schur_update_solution: the fast memory S must be at least 1 word, S=", s);
  x_partition_solution r;
  r.symmetric = symmetric;
  const double sd = static_cast<double>(s);
  // χ(X)/(X - S) with χ(X) = c·(X/3)^{3/2}: the stationary point solves (3/2)(X - S) = X, i.e.
  // X0 = 3S (the only minimum on X > S) for either constant c.
  r.x0 = 3 * sd;
  if (symmetric) {
    r.tile = math::sqrt(2 * r.x0 / 3);        // R = K
    r.chi_x0 = r.tile * r.tile / 2 * r.tile;  // (R²/2)·K strict pairs times K
  } else {
    r.tile = math::sqrt(r.x0 / 3);
    r.chi_x0 = r.tile * r.tile * r.tile;
  }
  r.rho = r.chi_x0 / (r.x0 - sd);
  return r;
}

/// The bound contribution of one statement: |V_i|/(p ρ_i).
struct factorization_statement_bound {
  fixed_string<63> statement;  ///< e.g. "S2: A[i,j] = A[i,j] - A[i,k]*A[k,j]"
  intensity_source source = intensity_source::out_degree_one;
  /// |V_i| as a polynomial in N: coefficients of N^0, N^1, N^2, N^3.
  std::array<rational, 4> vertex_polynomial;  // no "{}": see access_size.hpp (GCC 12)
  double vertices = 0;                        ///< |V_i| at this N
  double rho = 0;                             ///< ρ_i: 1 for out_degree_one, the Schur update's ρ for x_partition
  double x0 = 0;                              ///< X0 = 3S for x_partition; 0 for out_degree_one (no X-partition used)
  double tile = 0;                            ///< the optimal tile side for x_partition; 0 for out_degree_one
  double io = 0;                              ///< |V_i|/(p ρ_i) words per processor
  friend constexpr bool operator==(const factorization_statement_bound&,
                                   const factorization_statement_bound&) = default;
};

/// Q ≥ value words per processor for N×N LU or Cholesky on p processors of S words each (p = 1:
/// the sequential bound). value = Σ_i statements[i].io = leading + lower_order, with
/// leading = leading_coefficient·N³/(p·√(s_factor·S)): 2N³/(3p√S) (LU), N³/(3p√(2S)) (Cholesky).
struct factorization_io_bound {
  factorization kind = factorization::lu;
  vertex_counts counts = vertex_counts::thesis;
  std::int64_t N = 0;              ///< the matrix is N x N
  std::int64_t p = 0;              ///< processors
  std::int64_t S = 0;              ///< words of fast memory per processor
  double value = 0;                ///< the bound Q, words per processor
  rational leading_coefficient{};  ///< 2/3 (LU) or 1/3 (Cholesky)
  double leading = 0;              ///< leading_coefficient·N³/(p·√(s_factor·S))
  double lower_order = 0;          ///< value - leading (computed exactly, not by subtraction)
  x_partition_solution schur{};    ///< X0, χ(X0), tile and ρ of the dominant (Schur-update) statement
  static_vector<factorization_statement_bound, 3> statements;
  /// 1 (LU) or 2 (Cholesky, the symmetric update): the leading term's √(s_factor·S).
  constexpr std::int64_t s_factor() const { return schur.symmetric ? 2 : 1; }
  friend constexpr bool operator==(const factorization_io_bound&, const factorization_io_bound&) = default;
};

namespace detail {

__extension__ using fact_i128 = __int128;

// Largest N for which 6·N³ fits comfortably in 128 bits (exact vertex counts).
inline constexpr std::int64_t factorization_max_n = std::int64_t{1} << 40;

using vertex_poly = std::array<rational, 4>;

// Σ_{d=lo}^{hi} poly[d]·N^d exactly (denominators divide 6), as a double.
constexpr double eval_vertex_poly(const vertex_poly& poly, std::int64_t n, int lo, int hi) {
  fact_i128 sum6 = 0;  // 6 × the value: every coefficient here has a denominator dividing 6
  fact_i128 power = 1;
  for (int d = 0; d <= 3; ++d) {
    if (d >= lo && d <= hi) {
      const rational& c = poly[static_cast<std::size_t>(d)];
      check(6 % c.den() == 0, "pebble::factorization: internal error: a vertex-count coefficient with denominator ",
            c.den());
      sum6 += static_cast<fact_i128>(c.num()) * (6 / c.den()) * power;
    }
    power *= n;
  }
  // sum6 is a multiple of 6 only for the full polynomial; a partial sum may be fractional.
  const fact_i128 q = sum6 / 6;
  const fact_i128 r = sum6 - q * 6;
  return static_cast<double>(q) + static_cast<double>(r) / 6.0;
}

constexpr void check_factorization_inputs(std::string_view who, std::int64_t n, std::int64_t p, std::int64_t s) {
  check(n >= 1, who, ": the matrix dimension N must be at least 1, N=", n);
  check(n <= factorization_max_n, who, ": N=", n, " is too large for exact vertex counts (at most 2^40)");
  check(p >= 1, who, ": the number of processors p must be at least 1, p=", p);
  check(s >= 1, who, ": the fast memory S must be at least 1 word per processor, S=", s);
}

constexpr factorization_statement_bound out_degree_one_statement(std::string_view name, const vertex_poly& poly,
                                                                 std::int64_t n, std::int64_t p) {
  factorization_statement_bound b;
  b.statement = name;
  b.source = intensity_source::out_degree_one;
  b.vertex_polynomial = poly;
  b.vertices = eval_vertex_poly(poly, n, 0, 3);
  b.rho = 1;  // Lemma 4.6: ρ ≤ 1/u with u = 1 out-degree-one predecessor per vertex
  b.io = b.vertices / (static_cast<double>(p) * b.rho);
  return b;
}

constexpr factorization_statement_bound schur_statement(std::string_view name, const vertex_poly& poly, std::int64_t n,
                                                        std::int64_t p, const x_partition_solution& sol) {
  factorization_statement_bound b;
  b.statement = name;
  b.source = intensity_source::x_partition;
  b.vertex_polynomial = poly;
  b.vertices = eval_vertex_poly(poly, n, 0, 3);
  b.rho = sol.rho;
  b.x0 = sol.x0;
  b.tile = sol.tile;
  b.io = b.vertices / (static_cast<double>(p) * b.rho);
  return b;
}

// Fills value, leading and lower_order from the statements; the Schur statement is `dominant`.
constexpr void finish_factorization_bound(factorization_io_bound& b, std::size_t dominant) {
  const auto& dom = b.statements[dominant];
  const double p_rho = static_cast<double>(b.p) * dom.rho;
  // ρ = √(s_factor·S)/2 (√S/2 for LU, √(2S)/2 = √(S/2) for Cholesky), so |V|/(pρ) has the N³
  // coefficient a3 / (1/2) in units of N³/(p·√(s_factor·S)).
  b.leading_coefficient = dom.vertex_polynomial[3] / rational(1, 2);
  const double n3 = static_cast<double>(b.N) * static_cast<double>(b.N) * static_cast<double>(b.N);
  const rational& a3 = dom.vertex_polynomial[3];
  b.leading = static_cast<double>(a3.num()) * n3 / (static_cast<double>(a3.den()) * p_rho);
  b.lower_order = eval_vertex_poly(dom.vertex_polynomial, b.N, 0, 2) / p_rho;
  b.value = 0;
  for (std::size_t i = 0; i < b.statements.size(); ++i) {
    b.value += b.statements[i].io;
    if (i != dominant) b.lower_order += b.statements[i].io;
  }
}

}  // namespace detail

namespace detail {

// The common start of lu_io_bound and cholesky_io_bound: checked inputs and the Schur update's
// X-partition solution.
constexpr factorization_io_bound start_factorization_bound(const char* who, factorization kind, std::int64_t n,
                                                           std::int64_t p, std::int64_t s, vertex_counts counts) {
  check_factorization_inputs(who, n, p, s);
  factorization_io_bound b;
  b.kind = kind;
  b.counts = counts;
  b.N = n;
  b.p = p;
  b.S = s;
  b.schur = schur_update_solution(s, kind == factorization::cholesky);
  return b;
}

}  // namespace detail

/// The parallel I/O lower bound of N×N LU factorization without pivoting (§4.6.1), per processor:
/// Q_{p,LU} ≥ |V_1|/p + |V_2|/(p·√S/2) = (2N³ - 6N² + 4N)/(3p√S) + N(N-1)/(2p) with the thesis'
/// counts (= 2N³/(3p√S) + O(N²/p)). Row pivoting adds at most N² and is not included.
/// p = 1 (machine's default) is the sequential bound 2N³/(3√S) + O(N²) (the constant of Olivry
/// et al.).
[[nodiscard]] constexpr factorization_io_bound lu_io_bound(std::int64_t n, const machine& target,
                                                           vertex_counts counts = vertex_counts::thesis) {
  const std::int64_t p = target.p, s = target.S;
  factorization_io_bound b =
      detail::start_factorization_bound("pebble::lu_io_bound", factorization::lu, n, p, s, counts);
  // |V_1| = Σ_k (N-k-1) over k = 0..N-1 = N(N-1)/2 (both conventions).
  const detail::vertex_poly v1{rational(0), rational(-1, 2), rational(1, 2), rational(0)};
  // |V_2|: thesis N(N-1)(N-2)/3 = N³/3 - N² + 2N/3; loop nest N(N-1)(2N-1)/6 = N³/3 - N²/2 + N/6.
  const detail::vertex_poly v2 =
      counts == vertex_counts::thesis
          ? detail::vertex_poly{rational(0), rational(2, 3), rational(-1), rational(1, 3)}
          : detail::vertex_poly{rational(0), rational(1, 6), rational(-1, 2), rational(1, 3)};
  b.statements.push_back(detail::out_degree_one_statement("S1: A[i,k] = A[i,k] / A[k,k]", v1, n, p));
  b.statements.push_back(detail::schur_statement("S2: A[i,j] = A[i,j] - A[i,k]*A[k,j]", v2, n, p, b.schur));
  detail::finish_factorization_bound(b, 1);
  return b;
}

/// The parallel I/O lower bound of N×N Cholesky factorization (§4.6.2 with the symmetric update,
/// see the top of this header), per processor: Q_Chol ≥ |V_1|/p + |V_2|/p + |V_3|/(p·√(S/2)) =
/// N(N-1)(N-2)/(3p√(2S)) + N(N-1)/(2p) + N/p (the thesis prints N³/(3p√S) + N²/(2p) + N/p).
/// |V_3| counts the strict pairs i > j only; the N(N-1)/2 diagonal updates L(i,i) -= L(i,k)² are
/// left out under both vertex_counts (a tile with the diagonal has R(R+1)/2 pairs, more than the
/// R²/2 the intensity assumes; leaving vertices out keeps the bound valid).
/// p = 1 is the sequential bound N³/(3√(2S)) + O(N²) (Beaumont et al.'s tight constant; √2 times
/// Olivry et al.'s N³/(6√S), 1/√2 of the thesis' N³/(3√S)).
[[nodiscard]] constexpr factorization_io_bound cholesky_io_bound(std::int64_t n, const machine& target,
                                                                 vertex_counts counts = vertex_counts::thesis) {
  const std::int64_t p = target.p, s = target.S;
  factorization_io_bound b =
      detail::start_factorization_bound("pebble::cholesky_io_bound", factorization::cholesky, n, p, s, counts);
  const detail::vertex_poly v1{rational(0), rational(1), rational(0), rational(0)};         // N
  const detail::vertex_poly v2{rational(0), rational(-1, 2), rational(1, 2), rational(0)};  // N(N-1)/2
  // |V_3|: the strict pairs, N(N-1)(N-2)/6 = N³/6 - N²/2 + N/3 (the thesis' count).
  const detail::vertex_poly v3{rational(0), rational(1, 3), rational(-1, 2), rational(1, 6)};
  b.statements.push_back(detail::out_degree_one_statement("S1: L(k,k) = sqrt(L(k,k))", v1, n, p));
  b.statements.push_back(detail::out_degree_one_statement("S2: L(i,k) = L(i,k) / L(k,k)", v2, n, p));
  b.statements.push_back(detail::schur_statement("S3: L(i,j) = L(i,j) - L(i,k)*L(j,k)", v3, n, p, b.schur));
  detail::finish_factorization_bound(b, 2);
  return b;
}

/// lu_io_bound or cholesky_io_bound.
[[nodiscard]] constexpr factorization_io_bound factorization_io_bound_of(factorization kind, std::int64_t n,
                                                                         const machine& target,
                                                                         vertex_counts counts = vertex_counts::thesis) {
  return kind == factorization::lu ? lu_io_bound(n, target, counts) : cholesky_io_bound(n, target, counts);
}

// ============================================================================================
// Table 4.2: leading-order per-processor communication models of factorization libraries
// ============================================================================================

/// The libraries compared in Table 4.2.
enum class factorization_algorithm {
  mkl,       ///< Intel MKL (ScaLAPACK), 2D panel decomposition
  slate,     ///< SLATE, 2D block decomposition
  candmc,    ///< CANDMC (LU), nested 2.5D
  capital,   ///< CAPITAL (Cholesky), 2.5D
  conflux,   ///< CONFLUX (LU), 1D/2.5D (Lemma 4.10)
  confchox,  ///< CONFCHOX (Cholesky), same decomposition and cost as CONFLUX
};

/// The form of a leading-order model.
enum class comm_model_form {
  two_d,             ///< coefficient·N²/√p (independent of S)
  two_and_a_half_d,  ///< coefficient·N³/(p√S)
};

/// One row of Table 4.2: per-processor I/O = coefficient·(N²/√p or N³/(p√S)) + lower order.
struct comm_cost_model {
  factorization_algorithm algorithm = factorization_algorithm::mkl;
  comm_model_form form = comm_model_form::two_d;
  rational coefficient{};
  friend constexpr bool operator==(const comm_cost_model&, const comm_cost_model&) = default;
};

/// The Table 4.2 model of `a`: MKL, SLATE N²/√p; CANDMC 5N³/(p√S); CAPITAL 45N³/(8p√S);
/// CONFLUX, CONFCHOX N³/(p√S).
constexpr comm_cost_model table_4_2_model(factorization_algorithm a) {
  switch (a) {
    case factorization_algorithm::mkl:
    case factorization_algorithm::slate: return {a, comm_model_form::two_d, rational(1)};
    case factorization_algorithm::candmc: return {a, comm_model_form::two_and_a_half_d, rational(5)};
    case factorization_algorithm::capital: return {a, comm_model_form::two_and_a_half_d, rational(45, 8)};
    case factorization_algorithm::conflux:
    case factorization_algorithm::confchox: return {a, comm_model_form::two_and_a_half_d, rational(1)};
  }
  check(false, "pebble::table_4_2_model: unknown factorization_algorithm");
  return {};
}

/// The leading-order per-processor communication volume (words) of `a` by Table 4.2.
[[nodiscard]] constexpr double leading_comm_volume(factorization_algorithm a, std::int64_t n, const machine& target) {
  const std::int64_t p = target.p, s = target.S;
  detail::check_factorization_inputs("pebble::leading_comm_volume", n, p, s);
  const auto m = table_4_2_model(a);
  const double nd = static_cast<double>(n);
  const double pd = static_cast<double>(p);
  if (m.form == comm_model_form::two_d) return m.coefficient.to_double() * nd * nd / math::sqrt(pd);
  return m.coefficient.to_double() * nd * nd * nd / (pd * math::sqrt(static_cast<double>(s)));
}

}  // namespace pebble
