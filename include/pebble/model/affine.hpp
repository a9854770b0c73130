// Affine expressions with integer coefficients over a statement's loop indices and the
// program's symbolic sizes: loop bounds and access functions φ(ψ) + t (thesis §5.3, §4.2).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include <pebble/core/error.hpp>
#include <pebble/core/math.hpp>
#include <pebble/model/name.hpp>

namespace pebble {

/// Most loop indices of one statement (a 7-deep convolution fits).
inline constexpr std::size_t max_indices = 8;
/// Most symbolic sizes (N, M, T, …) one statement refers to.
inline constexpr std::size_t max_sizes = 8;
/// Variable slots of an affine expression: indices first, then sizes.
inline constexpr std::size_t max_vars = max_indices + max_sizes;

/// Slot of loop index `i` (its position in the loop nest, outermost 0).
constexpr std::size_t index_var(std::size_t i) { return i; }
/// Slot of symbolic size `s` (its position in the statement's size list).
constexpr std::size_t size_var(std::size_t s) { return max_indices + s; }

/// c0 + Σ c_v · var_v with integer coefficients over `Vars` variable slots.
template <std::size_t Vars>
struct basic_affine_expr {
  using affine_expr = basic_affine_expr;
  static constexpr std::size_t vars = Vars;
  std::array<std::int64_t, Vars> coeff{};
  std::int64_t constant = 0;

  static constexpr affine_expr constant_of(std::int64_t c) {
    affine_expr e;
    e.constant = c;
    return e;
  }
  static constexpr affine_expr var(std::size_t slot, std::int64_t c = 1) {
    affine_expr e;
    e.coeff[slot] = c;
    return e;
  }

  constexpr bool is_constant() const {
    for (auto c : coeff)
      if (c != 0) return false;
    return true;
  }
  constexpr bool uses(std::size_t slot) const { return coeff[slot] != 0; }
  /// True when no loop index appears (only sizes and the constant).
  constexpr bool index_free() const {
    for (std::size_t i = 0; i < max_indices; ++i)
      if (coeff[i] != 0) return false;
    return true;
  }
  /// The same expression with the constant dropped and only the index coefficients kept:
  /// two accesses with equal linear parts differ by a constant translation (simple overlap).
  constexpr affine_expr index_part() const {
    affine_expr e;
    for (std::size_t i = 0; i < max_indices; ++i) e.coeff[i] = coeff[i];
    return e;
  }

  friend constexpr affine_expr operator+(const affine_expr& a, const affine_expr& b) {
    affine_expr r;
    for (std::size_t v = 0; v < Vars; ++v) r.coeff[v] = checked_add(a.coeff[v], b.coeff[v]);
    r.constant = checked_add(a.constant, b.constant);
    return r;
  }
  friend constexpr affine_expr operator*(std::int64_t k, const affine_expr& a) {
    affine_expr r;
    for (std::size_t v = 0; v < Vars; ++v) r.coeff[v] = checked_mul(k, a.coeff[v]);
    r.constant = checked_mul(k, a.constant);
    return r;
  }
  friend constexpr affine_expr operator-(const affine_expr& a) { return -1 * a; }
  friend constexpr affine_expr operator-(const affine_expr& a, const affine_expr& b) { return a + (-b); }
  friend constexpr affine_expr operator+(const affine_expr& a, std::int64_t c) { return a + constant_of(c); }
  friend constexpr affine_expr operator-(const affine_expr& a, std::int64_t c) { return a + constant_of(-c); }
  friend constexpr bool operator==(const affine_expr&, const affine_expr&) = default;

  /// Replaces variable `slot` by `e`.
  constexpr affine_expr substitute(std::size_t slot, const affine_expr& e) const {
    affine_expr r = *this;
    std::int64_t c = r.coeff[slot];
    r.coeff[slot] = 0;
    return c == 0 ? r : r + c * e;
  }

  /// Value with every variable bound: `values[slot]`.
  constexpr std::int64_t evaluate(std::span<const std::int64_t, Vars> values) const {
    std::int64_t r = constant;
    for (std::size_t v = 0; v < Vars; ++v)
      if (coeff[v] != 0) r = checked_add(r, checked_mul(coeff[v], values[v]));
    return r;
  }
};

/// An affine expression over a statement's slots: indices, then sizes.
using affine_expr = basic_affine_expr<max_vars>;

namespace detail {

// The single loop index a subscript uses, if exactly one.
constexpr std::optional<std::size_t> single_index(const affine_expr& e) {
  std::optional<std::size_t> t;
  for (std::size_t i = 0; i < max_indices; ++i)
    if (e.coeff[index_var(i)] != 0) {
      if (t) return std::nullopt;
      t = i;
    }
  return t;
}

}  // namespace detail

/// Names of the variable slots, for printing: loop indices in nest order, sizes in order.
struct variable_names {
  std::span<const short_name> indices;
  std::span<const short_name> sizes;

  std::string_view of(std::size_t slot) const {
    return slot < max_indices ? indices[slot].view() : sizes[slot - max_indices].view();
  }
};

/// Human form with sizes first, then indices, then the constant: "N-t", "k+1", "2*i-1".
inline std::string to_string(const affine_expr& e, const variable_names& names) {
  std::string out;
  auto term = [&](std::int64_t c, std::string_view name) {
    if (c == 0) return;
    if (c < 0) out += "-";
    else if (!out.empty()) out += "+";
    std::int64_t a = c < 0 ? -c : c;
    if (a != 1) out += std::to_string(a) + "*";
    out += name;
  };
  for (std::size_t s = 0; s < names.sizes.size(); ++s) term(e.coeff[size_var(s)], names.sizes[s].view());
  for (std::size_t i = 0; i < names.indices.size(); ++i) term(e.coeff[index_var(i)], names.indices[i].view());
  if (e.constant != 0 || out.empty()) {
    if (e.constant < 0) out += "-";
    else if (!out.empty()) out += "+";
    out += std::to_string(e.constant < 0 ? -e.constant : e.constant);
  }
  return out;
}

}  // namespace pebble
