// Recognizing matrix multiplication in a statement: C[i,j] += A[i,k]·B[k,j] up to the names and
// order of indices and arrays, over a rectangular domain. Such a statement gets the sharper
// chapter-3 results (Theorems 3.1/3.2, the COSMA grid) on top of the general X-partition bound.
// Recognizing the Schur update of a factorization, A[i,j] -= A[i,k]·A[k,j] (LU) or
// A[i,j] -= A[i,k]·A[j,k] (Cholesky): a program with one gets chapter 4's bound and 2.5D grid.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include <pebble/bounds/access_size.hpp>
#include <pebble/bounds/factorization.hpp>
#include <pebble/model/domain.hpp>
#include <pebble/model/statement.hpp>

namespace pebble {

/// The roles of the three loop indices of a matrix multiplication: C is m×n, A m×k, B k×n.
struct mmm_shape {
  std::uint8_t m = 0, n = 0, k = 0;  ///< loop positions of the row, column and reduction index
};

/// The extents M, N, K of a recognised multiplication at `sizes`.
struct mmm_extents {
  std::int64_t M = 0, N = 0, K = 0;
};

namespace detail {

// The loop indices one array of the access model depends on, as a bit set.
constexpr std::uint32_t index_set(const array_access_model& a, std::size_t depth) {
  std::uint32_t s = 0;
  for (const auto& d : a.dims)
    for (std::size_t t = 0; t < depth; ++t)
      if (!d.weight[t].is_zero()) s |= 1u << t;
  return s;
}

}  // namespace detail

/// The multiplication roles of `s`, if it is one: three loops with bounds free of indices, an
/// in-place output over two indices accumulated along the third (the version dimension of its
/// SOAP form), and two single-access inputs over {m, k} and {k, n}.
[[nodiscard]] constexpr std::optional<mmm_shape> recognize_mmm(const statement& s) {
  if (s.domain.depth() != 3) return std::nullopt;
  for (const auto& b : s.domain.bounds)
    if (!b.lower.index_free() || !b.upper.index_free()) return std::nullopt;
  soap_classification cls = classify(s);
  if (!cls.projectable) return std::nullopt;
  access_model m = build_access_model(s);
  if (m.arrays.size() != 3) return std::nullopt;
  std::optional<std::size_t> out;
  for (std::size_t a = 0; a < 3; ++a)
    if (m.arrays[a].kind == overlap_kind::input_output) out = a;
  if (!out) return std::nullopt;
  const auto& c = m.arrays[*out];
  // C: dims over two indices without offsets, and the version dimension along k with offset 1
  std::uint32_t mn = 0;
  std::optional<std::size_t> k;
  for (std::size_t i = 0; i < c.dims.size(); ++i) {
    std::uint32_t bits = 0;
    for (std::size_t t = 0; t < 3; ++t)
      if (!c.dims[i].weight[t].is_zero()) bits |= 1u << t;
    if (bits == 0 || (bits & (bits - 1)) != 0) return std::nullopt;  // one index per dimension
    if (c.offsets[i] == 1 && !k) {
      for (std::size_t t = 0; t < 3; ++t)
        if (bits == (1u << t)) k = t;
    } else if (c.offsets[i] == 0) {
      mn |= bits;
    } else {
      return std::nullopt;
    }
  }
  if (!k || c.dims.size() != 3 || mn == 0 || (mn & (1u << *k))) return std::nullopt;
  std::array<std::uint8_t, 2> rows{};
  std::size_t r = 0;
  for (std::size_t t = 0; t < 3; ++t)
    if (mn & (1u << t)) rows[r++] = static_cast<std::uint8_t>(t);
  if (r != 2) return std::nullopt;
  // A over {m, k} and B over {k, n}: which of the two C indices pairs with which input decides
  // m and n; the output's first subscript is taken as the row index.
  std::uint32_t kbit = 1u << *k;
  std::optional<std::size_t> row;
  for (std::size_t a = 0; a < 3; ++a) {
    if (a == *out) continue;
    const auto& in = m.arrays[a];
    if (in.kind != overlap_kind::single || in.dims.size() != 2) return std::nullopt;
    std::uint32_t bits = detail::index_set(in, 3);
    if (bits != (kbit | (1u << rows[0])) && bits != (kbit | (1u << rows[1]))) return std::nullopt;
  }
  for (std::size_t t = 0; t < 3; ++t)
    if (!c.dims[0].weight[t].is_zero()) row = t;
  if (!row || !(mn & (1u << *row))) return std::nullopt;
  std::uint8_t col = rows[0] == *row ? rows[1] : rows[0];
  // both inputs must be present: one over {row, k}, one over {k, col}
  bool a_seen = false, b_seen = false;
  for (std::size_t a = 0; a < 3; ++a) {
    if (a == *out) continue;
    std::uint32_t bits = detail::index_set(m.arrays[a], 3);
    a_seen = a_seen || bits == (kbit | (1u << *row));
    b_seen = b_seen || bits == (kbit | (1u << col));
  }
  if (!a_seen || !b_seen) return std::nullopt;
  return mmm_shape{static_cast<std::uint8_t>(*row), col, static_cast<std::uint8_t>(*k)};
}

/// M, N, K of multiplication `s` at `sizes` (the loop extents of its three roles).
constexpr mmm_extents mmm_extents_of(const statement& s, const mmm_shape& shape, const size_binding& sizes) {
  slot_values v = bind_sizes(s.domain, sizes);
  auto extent = [&](std::uint8_t t) {
    std::int64_t e = s.domain.bounds[t].upper.evaluate(v) - s.domain.bounds[t].lower.evaluate(v);
    return e > 0 ? e : 0;
  };
  return {extent(shape.m), extent(shape.n), extent(shape.k)};
}

/// A factorization's Schur update recognised in a statement, and the loop positions of its row,
/// column and elimination indices.
struct factorization_update {
  factorization kind = factorization::lu;
  std::uint8_t row = 0, col = 0, k = 0;
};

/// A[x,y] -= A[x,z]·A[z,y] (LU) or A[x,y] -= A[x,z]·A[y,z] (Cholesky) for three distinct loop
/// indices x, y, z, each subscript exactly one index, and no other input.
[[nodiscard]] constexpr std::optional<factorization_update> recognize_factorization_update(const statement& s) {
  if (s.op != assign_op::subtract || s.output.rank() != 2) return std::nullopt;
  auto index_of = [&](const affine_expr& e) -> std::optional<std::uint8_t> {
    std::optional<std::uint8_t> t;
    for (std::size_t v = 0; v < max_vars; ++v) {
      if (e.coeff[v] == 0) continue;
      if (v >= s.domain.depth() || e.coeff[v] != 1 || t) return std::nullopt;
      t = static_cast<std::uint8_t>(v);
    }
    if (e.constant != 0) return std::nullopt;
    return t;
  };
  const auto x = index_of(s.output.subscripts[0]), y = index_of(s.output.subscripts[1]);
  if (!x || !y || *x == *y || s.inputs.size() != 3 || !(s.inputs[0] == s.output)) return std::nullopt;
  const access& first = s.inputs[1];
  const access& second = s.inputs[2];
  if (first.array != s.output.array || second.array != s.output.array || first.rank() != 2 || second.rank() != 2)
    return std::nullopt;
  const auto a0 = index_of(first.subscripts[0]), a1 = index_of(first.subscripts[1]);
  const auto b0 = index_of(second.subscripts[0]), b1 = index_of(second.subscripts[1]);
  if (!a0 || !a1 || !b0 || !b1) return std::nullopt;
  // A[x,z] and A[z,y] or A[y,z], in either order
  for (int swap = 0; swap < 2; ++swap) {
    const auto p0 = swap ? b0 : a0, p1 = swap ? b1 : a1, q0 = swap ? a0 : b0, q1 = swap ? a1 : b1;
    if (*p0 != *x || *p1 == *x || *p1 == *y) continue;
    const std::uint8_t z = *p1;
    if (*q0 == z && *q1 == *y) return factorization_update{factorization::lu, *x, *y, z};
    if (*q0 == *y && *q1 == z) return factorization_update{factorization::cholesky, *x, *y, z};
  }
  return std::nullopt;
}

}  // namespace pebble
