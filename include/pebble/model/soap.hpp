// Program-class classification of a statement: is it SOAP (thesis §5.3: injective access
// components, simple overlap within each array, disjoint inputs), is it DAAP (§4.2), and which
// projection of §5.5 makes it SOAP — a version dimension for in-place updates (§5.5.2),
// splitting an array whose accesses never touch the same element (§5.5.1), or bounding the
// overlap of a non-injective access (§5.5.3). `soap_projection` builds the projected statement.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <numeric>
#include <span>
#include <string>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/core/rational.hpp>
#include <pebble/core/static_vector.hpp>
#include <pebble/model/affine.hpp>
#include <pebble/model/statement.hpp>

namespace pebble {

enum class projection_kind {
  version_dimension,          ///< §5.5.2: the output misses indices; they become array dimensions
  disjoint_access_splitting,  ///< §5.5.1: accesses to one array never overlap; split into arrays
  non_injective_access,       ///< §5.5.3: an access is not injective; its overlap is bounded
  /// Two reads of a read-only array that exchange two loop indices (A[i,k], A[j,k] of SYRK):
  /// they overlap, but the union of what a tile reads is at least the larger of the two.
  symmetric_reads,
};

constexpr std::string_view to_string(projection_kind k) {
  switch (k) {
    case projection_kind::version_dimension: return "version dimension";
    case projection_kind::disjoint_access_splitting: return "disjoint access splitting";
    case projection_kind::non_injective_access: return "non-injective access";
    case projection_kind::symmetric_reads: return "symmetric reads";
  }
  return "?";
}

/// One projection step: on which array, and the indices involved (the version indices added to
/// the output, or the indices of a non-injective access), or the number of parts of a split.
struct projection {
  projection_kind kind;
  short_name array;
  static_vector<std::uint8_t, max_indices> indices;
  std::uint8_t parts = 0;
  friend constexpr bool operator==(const projection&, const projection&) = default;
};

/// How a read at a constant offset from the write of its statement, which misses loop indices
/// (the version loops of §5.5.2), sees the values the statement writes (classify()).
enum class offset_read : std::uint8_t {
  none,      ///< another array, another linear part, or no version loop: not a versioned read
  versions,  ///< each step of the version loops writes the element it reads: successive versions are values of their own
  apart,     ///< it never touches an element the statement writes: another part of the array, read only here
  collapsed,  ///< not proven `versions` (A[t+1] = f(A[t]) in loops t, i: every i reads A[t]'s last version)
};

struct soap_classification {
  /// SOAP exactly as written.
  bool soap = false;
  /// DAAP: every access injective and each array accessed by one access function (§4.2).
  bool daap = false;
  /// SOAP after `projections` (true whenever `soap`).
  bool projectable = false;
  static_vector<projection, 8> projections;
  /// When not projectable: two accesses of one array that may touch the same element without
  /// being a constant translation of each other. Positions: 0 = output, r+1 = inputs[r].
  short_name overlap_array;
  std::array<std::uint8_t, 2> overlap_accesses{};
  /// Not projectable because a read of the written array at a constant offset sees one version
  /// of its element across the version loops (detail::offset_read::collapsed).
  bool collapsed_versions = false;
  /// Per access (0 = output, r+1 = inputs[r]): how it reads the statement's own values.
  std::array<offset_read, max_reads + 1> offset_reads{};
};

namespace detail {

// Rank of the index part of an access (rows = subscripts, columns = loop indices).
constexpr std::size_t linear_rank(const access& a, std::size_t depth) {
  std::array<std::array<rational, max_indices>, max_array_rank> m{};
  for (std::size_t r = 0; r < a.rank(); ++r)
    for (std::size_t c = 0; c < depth; ++c) m[r][c] = a.subscripts[r].coeff[index_var(c)];
  std::size_t rank = 0;
  for (std::size_t c = 0; c < depth && rank < a.rank(); ++c) {
    std::size_t pivot = rank;
    while (pivot < a.rank() && m[pivot][c].is_zero()) ++pivot;
    if (pivot == a.rank()) continue;
    std::swap(m[pivot], m[rank]);
    for (std::size_t r = 0; r < a.rank(); ++r) {
      if (r == rank || m[r][c].is_zero()) continue;
      rational f = m[r][c] / m[rank][c];
      for (std::size_t k = c; k < depth; ++k) m[r][k] -= f * m[rank][k];
    }
    ++rank;
  }
  return rank;
}

constexpr std::size_t indices_used(const access& a, std::size_t depth) {
  std::size_t n = 0;
  for (std::size_t c = 0; c < depth; ++c) {
    bool used = false;
    for (const auto& s : a.subscripts) used = used || s.uses(index_var(c));
    n += used;
  }
  return n;
}

constexpr bool injective(const access& a, std::size_t depth) { return linear_rank(a, depth) == indices_used(a, depth); }

// The loop indices (innermost first) that complete the output's rank to the nest depth.
constexpr static_vector<std::uint8_t, max_indices> version_indices(const statement& s) {
  static_vector<std::uint8_t, max_indices> out;
  access a = s.output;
  std::size_t rank = linear_rank(a, s.domain.depth());
  for (std::size_t t = s.domain.depth(); t-- > 0 && rank < s.domain.depth();) {
    if (a.subscripts.full()) break;
    access b = a;
    b.subscripts.push_back(affine_expr::var(index_var(t)));
    std::size_t r = linear_rank(b, s.domain.depth());
    if (r > rank) {
      a = b;
      rank = r;
      out.insert(out.begin(), static_cast<std::uint8_t>(t));
    }
  }
  return out;
}

// version_indices as a bit set (bit t: loop t is a version loop).
constexpr std::uint32_t version_mask(const statement& s) {
  std::uint32_t m = 0;
  for (const auto v : version_indices(s)) m |= 1u << v;
  return m;
}

// Two instances ψ, ψ' of the statement, with ψ'^v = ψ^v for the shared (version) indices:
// slots [0, L) are ψ, [L, 2L) are ψ', then the sizes.
inline constexpr std::size_t pair_vars = 2 * max_indices + max_sizes;
using pair_affine = basic_affine_expr<pair_vars>;

constexpr pair_affine lift_to_pair(const affine_expr& e, bool primed, std::uint32_t shared) {
  pair_affine r;
  r.constant = e.constant;
  for (std::size_t i = 0; i < max_indices; ++i) {
    if (e.coeff[index_var(i)] == 0) continue;
    bool same = !primed || (shared >> i & 1u);
    r.coeff[same ? i : max_indices + i] += e.coeff[index_var(i)];
  }
  for (std::size_t z = 0; z < max_sizes; ++z) r.coeff[2 * max_indices + z] = e.coeff[size_var(z)];
  return r;
}

// Fourier–Motzkin elimination on the rational relaxation, with the integer tightening of each
// row (divide by the gcd of the coefficients, round the constant down). Rows are
// Σ c_v x_v + c0 >= 0. `infeasible()` is true only when the system provably has no integer
// solution; on coefficient overflow or too many rows it answers false (not proven).
class fm_system {
 public:
  using row = std::array<std::int64_t, pair_vars + 1>;  // [pair_vars] is the constant

  constexpr void add(const pair_affine& e) {
    row r{};
    for (std::size_t v = 0; v < pair_vars; ++v) r[v] = e.coeff[v];
    r[pair_vars] = e.constant;
    push(r);
  }

  constexpr bool infeasible() {
    for (std::size_t round = 0; round < pair_vars && !contradiction_; ++round) {
      // Eliminate the variable that creates the fewest new rows.
      std::size_t best = pair_vars, best_cost = SIZE_MAX;
      for (std::size_t v = 0; v < pair_vars; ++v) {
        std::size_t pos = 0, neg = 0;
        for (const auto& r : rows_) {
          pos += r[v] > 0;
          neg += r[v] < 0;
        }
        if (pos + neg == 0) continue;
        if (pos * neg < best_cost) {
          best = v;
          best_cost = pos * neg;
        }
      }
      if (best == pair_vars) return false;  // every variable eliminated without a contradiction
      std::vector<row> pos, neg, keep;
      for (const auto& r : rows_) (r[best] > 0 ? pos : r[best] < 0 ? neg : keep).push_back(r);
      rows_ = std::move(keep);
      for (const auto& p : pos)
        for (const auto& n : neg) {
          row r{};
          std::int64_t a = p[best], b = -n[best];
          for (std::size_t v = 0; v <= pair_vars; ++v) {
            std::int64_t x = 0, y = 0;
            if (mul_overflow(b, p[v], &x) || mul_overflow(a, n[v], &y) || add_overflow(x, y, &r[v])) return false;
          }
          push(r);
          if (contradiction_) return true;
          if (rows_.size() > 4000) return false;
        }
    }
    return contradiction_;
  }

 private:
  constexpr void push(row r) {
    std::int64_t g = 0;
    for (std::size_t v = 0; v < pair_vars; ++v) g = std::gcd(g, r[v]);
    if (g == 0) {
      contradiction_ = contradiction_ || r[pair_vars] < 0;
      return;
    }
    for (std::size_t v = 0; v < pair_vars; ++v) r[v] /= g;
    std::int64_t c = r[pair_vars];
    r[pair_vars] = c / g - ((c % g != 0 && c < 0) ? 1 : 0);  // floor: valid for integer points
    rows_.push_back(r);
  }

  std::vector<row> rows_;
  bool contradiction_ = false;
};

// Can a and b (at instances ψ and ψ' that agree on the shared indices) never touch one element?
// Proven by showing that the loop bounds of ψ and ψ', sizes >= 0, the `extra` rows (>= 0, in
// lift_to_pair's variables) and a(ψ) = b(ψ') have no common integer solution.
constexpr bool provably_disjoint(const iteration_domain& d, const access& a, const access& b, std::uint32_t shared,
                                 std::span<const pair_affine> extra = {}) {
  if (a.rank() != b.rank()) return true;  // different shapes cannot alias one element
  fm_system sys;
  for (const auto& row : extra) sys.add(row);
  for (std::size_t t = 0; t < d.depth(); ++t)
    for (bool primed : {false, true}) {
      if (primed && (shared >> t & 1u)) continue;  // ψ'^t is the variable ψ^t
      pair_affine x = pair_affine::var(primed ? max_indices + t : t);
      sys.add(x - lift_to_pair(d.bounds[t].lower, primed, shared));
      sys.add(lift_to_pair(d.bounds[t].upper, primed, shared) - 1 - x);
    }
  for (std::size_t z = 0; z < max_sizes; ++z) sys.add(pair_affine::var(2 * max_indices + z));
  for (std::size_t k = 0; k < a.rank(); ++k) {
    pair_affine diff = lift_to_pair(a.subscripts[k], false, shared) - lift_to_pair(b.subscripts[k], true, shared);
    sys.add(diff);
    sys.add(-diff);
  }
  return sys.infeasible();
}

// Whether the write's subscripts use a version loop.
constexpr bool write_uses_versions(const statement& s, const static_vector<std::uint8_t, max_indices>& versions) {
  bool uses_versions = false;
  for (const auto v : versions)
    for (const auto& sub : s.output.subscripts) uses_versions = uses_versions || sub.uses(index_var(v));
  return uses_versions;
}

// L·δ = r's offset over the loops that are not version loops: a row per subscript, a column per
// loop, the offset last.
using shift_system = std::array<std::array<rational, max_indices + 1>, max_array_rank>;

// Gauss–Jordan elimination of m (rows x n, and the offset column n): false when a column has no
// pivot (L is not of full column rank); else pivot[j] is column j's row, and `row` the rank.
constexpr bool eliminate(shift_system& m, std::size_t rows, std::size_t n, std::array<std::size_t, max_indices>& pivot,
                         std::size_t& row) {
  for (std::size_t j = 0; j < n; ++j) {
    std::size_t q = row;
    while (q < rows && m[q][j].is_zero()) ++q;
    if (q == rows) return false;
    std::swap(m[q], m[row]);
    const rational lead = m[row][j];
    for (std::size_t x = j; x <= n; ++x) m[row][x] /= lead;
    for (std::size_t k = 0; k < rows; ++k) {
      if (k == row || m[k][j].is_zero()) continue;
      const rational f = m[k][j];
      for (std::size_t x = j; x <= n; ++x) m[k][x] -= f * m[row][x];
    }
    pivot[j] = row++;
  }
  return true;
}

// The value of e at v in `out`; false when the arithmetic would overflow.
constexpr bool value_at(const affine_expr& e, const slot_values& v, std::int64_t& out) {
  out = e.constant;
  for (std::size_t x = 0; x < max_vars; ++x) {
    std::int64_t y = 0;
    if (e.coeff[x] != 0 && (mul_overflow(e.coeff[x], v[x], &y) || add_overflow(out, y, &out))) return false;
  }
  return true;
}

// a witness: ψ at the middle of each loop's range and ψ' = ψ + δ inside the domain, all
// sizes 2^20 (arithmetic that would overflow finds none)
constexpr bool has_witness(const iteration_domain& d, std::uint32_t vmask,
                           const std::array<std::int64_t, max_indices>& delta) {
  slot_values a{}, b{};
  for (std::size_t z = 0; z < max_sizes; ++z) a[size_var(z)] = b[size_var(z)] = std::int64_t{1} << 20;
  for (std::size_t t = 0; t < d.depth(); ++t) {
    std::int64_t lo = 0, hi = 0, lo2 = 0, hi2 = 0;
    if (!value_at(d.bounds[t].lower, a, lo) || !value_at(d.bounds[t].upper, a, hi) || lo >= hi) return false;
    a[index_var(t)] = lo + (hi - lo) / 2;
    if (!value_at(d.bounds[t].lower, b, lo2) || !value_at(d.bounds[t].upper, b, hi2) || lo2 >= hi2) return false;
    const std::int64_t want = (vmask >> t & 1u) ? lo2 + (hi2 - lo2) / 2 : a[index_var(t)] + delta[t];
    if (want < lo2 || want >= hi2) return false;
    b[index_var(t)] = want;
  }
  return true;
}

// How r reads when the write's subscripts use no version loop and their linear part has full
// column rank on the other loops: from the shift δ that r's offset `off` fixes (see
// classify_offset_read); nothing when the rank is not full.
constexpr std::optional<offset_read> read_at_fixed_shift(const statement& s, const access& r,
                                                         const static_vector<std::int64_t, max_array_rank>& off,
                                                         std::uint32_t vmask, std::size_t innermost) {
  static_vector<std::size_t, max_indices> cols;  // the loops that are not version loops
  for (std::size_t t = 0; t < s.domain.depth(); ++t)
    if (!(vmask >> t & 1u)) cols.push_back(t);
  const std::size_t rows = s.output.rank(), n = cols.size();
  shift_system m{};
  for (std::size_t k = 0; k < rows; ++k) {
    for (std::size_t j = 0; j < n; ++j) m[k][j] = s.output.subscripts[k].coeff[index_var(cols[j])];
    m[k][n] = off[k];
  }
  std::array<std::size_t, max_indices> pivot{};
  std::size_t row = 0;
  if (!eliminate(m, rows, n, pivot, row)) return std::nullopt;
  for (std::size_t k = row; k < rows; ++k)
    if (!m[k][n].is_zero()) return offset_read::apart;  // no δ at all
  std::array<std::int64_t, max_indices> delta{};        // per loop; 0 on the version loops
  bool zero = true, outer = false;
  for (std::size_t j = 0; j < n; ++j) {
    const rational x = m[pivot[j]][n];
    if (!x.is_integer()) return offset_read::apart;
    delta[cols[j]] = x.num();
    zero = zero && x.is_zero();
    outer = outer || (!x.is_zero() && cols[j] < innermost);
  }
  if (zero) return offset_read::versions;  // the write's own element: they meet at ψ' = ψ
  if (!has_witness(s.domain, vmask, delta) && provably_disjoint(s.domain, r, s.output, 0)) return offset_read::apart;
  return outer ? offset_read::collapsed : offset_read::versions;
}

// Whether r may meet the write in another iteration of a loop l outside the innermost version
// loop (and not one itself): not proven apart with ψ'^l > ψ^l, or with ψ'^l < ψ^l.
constexpr bool meets_across_outer_loop(const statement& s, const access& r, std::uint32_t vmask,
                                       std::size_t innermost) {
  for (std::size_t l = 0; l < innermost; ++l) {
    if (vmask >> l & 1u) continue;
    const pair_affine x = pair_affine::var(l), y = pair_affine::var(max_indices + l);
    const std::array<pair_affine, 2> sides{y - x - 1, x - y - 1};
    for (const pair_affine& side : sides)
      if (!provably_disjoint(s.domain, r, s.output, 0, {&side, 1})) return true;
  }
  return false;
}

// The version projection gives r a version subscript: instance ψ reads version ψ^v, a value of
// its own for each version step. That holds when each element r reads is written once per step
// of the version loops between two reads of it, i.e. when every instance ψ' that writes the
// element r(ψ) agrees with ψ on the loops that are not version loops and enclose the innermost
// version loop. When an outer loop's iteration differs (the write is in another iteration of
// it), all of ψ's version steps read one value, and versioning r would count values that do not
// exist (a bound above what an LRU cache moves). And when r never touches an element s writes,
// its elements have one value each: another part of the array.
//
// When the write's subscripts use no version loop, its linear part L has full column rank on the
// other loops, so r(ψ) = w(ψ') fixes their shift δ = ψ' − ψ: L·δ = r's offset, solved exactly
// (no integer δ: apart). Then whether the two meet at all: a witness pair at sizes 2^20, else
// provably_disjoint (Fourier–Motzkin). Otherwise every outer loop l is checked with
// provably_disjoint: no common solution with ψ'^l > ψ^l, nor with ψ'^l < ψ^l.
constexpr offset_read classify_offset_read(const statement& s, const access& r) {
  if (r.array != s.output.array) return offset_read::none;
  const auto off = r.offset_from(s.output);
  const auto versions = version_indices(s);
  if (!off || versions.empty()) return offset_read::none;
  const iteration_domain& d = s.domain;
  const std::uint32_t vmask = version_mask(s);
  const std::size_t innermost = versions.back();  // version_indices are ascending
  if (!write_uses_versions(s, versions)) {
    const std::optional<offset_read> fixed = read_at_fixed_shift(s, r, *off, vmask, innermost);
    if (fixed) return *fixed;
  }
  if (provably_disjoint(d, r, s.output, 0)) return offset_read::apart;
  if (meets_across_outer_loop(s, r, vmask, innermost)) return offset_read::collapsed;
  return offset_read::versions;
}

// Whether access a (read as `kind` says: classify_offset_read) joins the class of `rep`, one
// access class of an array: a constant translation of it, except that a read apart from the
// write stays out of the write's class (rep_is_output) — another part of the array.
constexpr bool joins_class(const access& a, offset_read kind, const access& rep, bool rep_is_output) {
  return a.offset_from(rep) && !(kind == offset_read::apart && rep_is_output);
}

}  // namespace detail

/// Access number p of `s`: 0 = the output, r+1 = inputs[r] (the numbering of
/// soap_classification::overlap_accesses).
constexpr const access& access_at(const statement& s, std::size_t p) { return p == 0 ? s.output : s.inputs[p - 1]; }

/// The loop indices (i, j), i < j, whose exchange maps access `a` onto access `b` of the same
/// array, e.g. A[i,k] and A[j,k] (the symmetric reads of SYRK and Cholesky); nothing otherwise.
constexpr std::optional<std::array<std::uint8_t, 2>> swapped_indices(const access& a, const access& b,
                                                                     std::size_t depth) {
  if (a.array != b.array || a.rank() != b.rank() || a == b) return std::nullopt;
  for (std::size_t i = 0; i < depth; ++i)
    for (std::size_t j = i + 1; j < depth; ++j) {
      bool same = true;
      for (std::size_t k = 0; k < a.rank() && same; ++k) {
        affine_expr e = a.subscripts[k];
        std::swap(e.coeff[index_var(i)], e.coeff[index_var(j)]);
        same = e == b.subscripts[k];
      }
      if (same) return std::array<std::uint8_t, 2>{static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(j)};
    }
  return std::nullopt;
}

namespace detail {

// The accesses of one array grouped into classes of constant translations (joins_class): cls[q]
// is access q's class + 1 (0: another array), rep[k] the first access of class k.
struct access_classes {
  std::array<std::uint8_t, max_reads + 1> cls{};
  std::size_t classes = 0;
  std::array<std::uint8_t, max_reads + 1> rep{};
};

// Group the accesses of this array (access p's, p its first) into classes of constant
// translations (simple overlap), marking them done and classifying the reads of the written array
// (c.offset_reads); the first read that sees collapsed versions makes c not projectable.
constexpr access_classes group_accesses(const statement& s, std::size_t p, std::array<bool, max_reads + 1>& done,
                                        soap_classification& c, bool& overlap_free) {
  const std::size_t n = s.inputs.size() + 1;
  const access& first = access_at(s, p);
  access_classes out;
  for (std::size_t q = p; q < n; ++q) {
    const access& a = access_at(s, q);
    if (a.array != first.array) continue;
    done[q] = true;
    if (q > 0) c.offset_reads[q] = classify_offset_read(s, a);
    std::size_t k = 0;
    while (k < out.classes && !joins_class(a, c.offset_reads[q], access_at(s, out.rep[k]), out.rep[k] == 0)) ++k;
    if (k == out.classes) out.rep[out.classes++] = static_cast<std::uint8_t>(q);
    out.cls[q] = static_cast<std::uint8_t>(k + 1);
    if (overlap_free && c.offset_reads[q] == offset_read::collapsed) {
      overlap_free = false;
      c.collapsed_versions = true;
      c.overlap_array = first.array;
      c.overlap_accesses = {0, static_cast<std::uint8_t>(q)};
    }
  }
  return out;
}

// Whether the classes of access p's array never touch one element (so that splitting the array
// applies); two that may make c not projectable, except the symmetric reads of a read-only array
// (a projection of their own). `shared`: the version loops.
constexpr bool classes_disjoint(const statement& s, std::size_t p, const access_classes& ac, std::uint32_t shared,
                                soap_classification& c, bool& overlap_free, bool& one_access_per_element) {
  const std::size_t n = s.inputs.size() + 1;
  const access& first = access_at(s, p);
  const std::array<std::uint8_t, max_reads + 1>& cls = ac.cls;
  // In-place arrays are compared at equal versions; read-only arrays over the whole domain.
  std::uint32_t sh = first.array == s.output.array ? shared : 0u;
  bool disjoint = true;
  for (std::size_t q = p; q < n && overlap_free; ++q)
    for (std::size_t r = q + 1; r < n && overlap_free; ++r) {
      if (cls[q] == 0 || cls[r] == 0 || cls[q] == cls[r]) continue;
      if (!provably_disjoint(s.domain, access_at(s, q), access_at(s, r), sh)) {
        // two reads of a read-only array, and its only two access functions, that exchange
        // two indices: bounded from below by either one (symmetric_reads)
        auto swap = ac.classes == 2 && q > 0 && first.array != s.output.array
                        ? swapped_indices(access_at(s, q), access_at(s, r), s.domain.depth())
                        : std::nullopt;
        if (swap) {
          disjoint = false;
          c.projections.push_back({projection_kind::symmetric_reads, first.array, {(*swap)[0], (*swap)[1]}, 0});
          one_access_per_element = false;  // one element, two access functions: not DAAP
          continue;
        }
        overlap_free = disjoint = false;
        c.overlap_array = first.array;
        c.overlap_accesses = {static_cast<std::uint8_t>(q), static_cast<std::uint8_t>(r)};
      }
    }
  return disjoint;
}

// DAAP's disjoint access property: no element is reached by two access functions, so
// each class holds one access — or the output and the identical read of an in-place update.
constexpr bool one_access_per_class(const statement& s, std::size_t p, const access_classes& ac) {
  const std::size_t n = s.inputs.size() + 1;
  const std::array<std::uint8_t, max_reads + 1>&cls = ac.cls, &rep = ac.rep;
  bool one = true;
  for (std::size_t q = p; q < n; ++q) {
    if (cls[q] == 0 || q == rep[cls[q] - 1]) continue;
    auto t = access_at(s, q).offset_from(access_at(s, rep[cls[q] - 1]));
    bool identical_inplace_read = rep[cls[q] - 1] == 0;
    for (auto x : *t) identical_inplace_read = identical_inplace_read && x == 0;
    if (!identical_inplace_read) one = false;
  }
  return one;
}

// A non-injective access projection for each read that is not injective, with the loops it uses;
// whether every read is injective.
constexpr bool project_non_injective(const statement& s, soap_classification& c) {
  const std::size_t depth = s.domain.depth();
  const std::size_t n = s.inputs.size() + 1;
  bool all_injective = true;
  for (std::size_t p = 1; p < n; ++p) {
    const access& a = access_at(s, p);
    if (injective(a, depth)) continue;
    all_injective = false;
    static_vector<std::uint8_t, max_indices> used;
    for (std::size_t t = 0; t < depth; ++t) {
      bool u = false;
      for (const auto& sub : a.subscripts) u = u || sub.uses(index_var(t));
      if (u) used.push_back(static_cast<std::uint8_t>(t));
    }
    c.projections.push_back({projection_kind::non_injective_access, a.array, used, 0});
  }
  return all_injective;
}

}  // namespace detail

/// Classifies `s` (thesis §4.2, §5.3, §5.5).
[[nodiscard]] constexpr soap_classification classify(const statement& s) {
  using namespace detail;
  soap_classification c;
  const std::size_t n = s.inputs.size() + 1;

  auto versions = version_indices(s);
  const std::uint32_t shared = version_mask(s);
  if (!versions.empty()) c.projections.push_back({projection_kind::version_dimension, s.output.array, versions, 0});

  bool overlap_free = true;
  bool one_access_per_element = true;
  std::array<bool, max_reads + 1> done{};
  for (std::size_t p = 0; p < n; ++p) {
    if (done[p]) continue;
    const access& first = access_at(s, p);
    const access_classes ac = group_accesses(s, p, done, c, overlap_free);
    const bool disjoint = classes_disjoint(s, p, ac, shared, c, overlap_free, one_access_per_element);
    if (ac.classes > 1 && disjoint)
      c.projections.push_back(
          {projection_kind::disjoint_access_splitting, first.array, {}, static_cast<std::uint8_t>(ac.classes)});
    if (!one_access_per_class(s, p, ac)) one_access_per_element = false;
  }

  const bool all_injective = project_non_injective(s, c);

  c.projectable = overlap_free;
  c.soap = overlap_free && c.projections.empty();
  // Versions are separate vertices in DAAP (§4.2), so an output that misses indices is fine.
  c.daap = all_injective && overlap_free && one_access_per_element;
  return c;
}

/// The SOAP statement that the projections of `classify(s)` produce: version subscripts on
/// the output (offset +1 in the innermost version index) and on the reads of the same class,
/// and split arrays renamed A1, A2, … in order of first access. Non-injective accesses are kept
/// (their overlap is bounded by the analysis, §5.5.3).
[[nodiscard]] constexpr statement soap_projection(const statement& s, const soap_classification& c) {
  using namespace detail;
  check(c.projectable, "the statement cannot be projected onto SOAP: two accesses of one array overlap");
  statement r = s;
  const std::size_t n = s.inputs.size() + 1;
  auto at = [&](std::size_t p) -> access& { return p == 0 ? r.output : r.inputs[p - 1]; };

  for (const auto& pr : c.projections) {
    if (pr.kind == projection_kind::version_dimension) {
      for (std::size_t p = 0; p < n; ++p) {
        if (p > 0 && c.offset_reads[p] != offset_read::versions) continue;
        for (std::size_t k = 0; k < pr.indices.size(); ++k) {
          check(!at(p).subscripts.full(), "a version dimension would exceed 8 array dimensions");
          affine_expr v = affine_expr::var(index_var(pr.indices[k]));
          if (p == 0 && k + 1 == pr.indices.size()) v = v + 1;
          at(p).subscripts.push_back(v);
        }
      }
      // The output is a new version now: a compound update becomes `=` over the explicit read.
      r.op = assign_op::assign;
    }
    if (pr.kind == projection_kind::disjoint_access_splitting) {
      static_vector<access, max_reads + 1> reps;
      const bool output_class = s.output.array == pr.array;  // then reps[0] is the output's class
      for (std::size_t p = 0; p < n; ++p) {
        const access& a = access_at(s, p);
        if (a.array != pr.array) continue;
        std::size_t k = 0;
        while (k < reps.size() && !joins_class(a, c.offset_reads[p], reps[k], output_class && k == 0)) ++k;
        if (k == reps.size()) reps.push_back(a);
        std::string_view base = pr.array.view();
        check(base.size() + 2 <= short_name::max_length, "an array name is too long to split");
        std::array<char, short_name::max_length> buf{};
        std::size_t len = 0;
        for (char ch : base) buf[len++] = ch;
        if (k + 1 >= 10) buf[len++] = static_cast<char>('0' + (k + 1) / 10);
        buf[len++] = static_cast<char>('0' + (k + 1) % 10);
        at(p).array = short_name(std::string_view(buf.data(), len));
      }
    }
  }
  // Renaming can make two listed reads one access function again; keep the list distinct.
  auto inputs = r.inputs;
  r.inputs.clear();
  for (const auto& a : inputs) r.add_input(a);
  return r;
}

/// The SOAP projection of `s` (classifies it first).
[[nodiscard]] constexpr statement soap_projection(const statement& s) { return soap_projection(s, classify(s)); }

}  // namespace pebble
