// Statements' expressions lifted into Fourier–Motzkin systems over two statements' loops, and the
// question the fused models ask most: can two accesses ever touch the same element?
#pragma once

#include <pebble/bounds/program/result.hpp>

namespace pebble::detail {

// An expression of statement `d` as a row of a Fourier–Motzkin system: its loop t at slot at(t),
// its size z at the slot of the program's size; nothing when the program has more sizes than the
// system holds.
template <class At>
constexpr std::optional<pair_affine> lift_statement_expr(const affine_expr& e, const iteration_domain& d,
                                                         const std::vector<short_name>& sizes, const At& at) {
  pair_affine r;
  r.constant = e.constant;
  for (std::size_t t = 0; t < d.depth(); ++t) r.coeff[at(t)] += e.coeff[index_var(t)];
  for (std::size_t z = 0; z < d.sizes.size(); ++z) {
    if (e.coeff[size_var(z)] == 0) continue;
    const auto zp = static_cast<std::size_t>(std::find(sizes.begin(), sizes.end(), d.sizes[z]) - sizes.begin());
    if (zp >= max_sizes) return std::nullopt;
    r.coeff[2 * max_indices + zp] += e.coeff[size_var(z)];
  }
  return r;
}

// Adds the loop bounds of domain `d` (loop t at slot at(t)) and sizes >= 0; false when not liftable.
template <class At>
constexpr bool add_domain(fm_system& sys, const iteration_domain& d, const std::vector<short_name>& sizes,
                          const At& at) {
  for (std::size_t t = 0; t < d.depth(); ++t) {
    const auto lo = lift_statement_expr(d.bounds[t].lower, d, sizes, at);
    const auto hi = lift_statement_expr(d.bounds[t].upper, d, sizes, at);
    if (!lo || !hi) return false;
    const pair_affine x = pair_affine::var(at(t));
    sys.add(x - *lo);
    sys.add(*hi - 1 - x);
  }
  for (std::size_t z = 0; z < std::min(sizes.size(), max_sizes); ++z) sys.add(pair_affine::var(2 * max_indices + z));
  return true;
}

// Whether access a of statement s and access b of statement q (each in its own loops) provably
// never touch one element, over all instances of both — or over the pairs of instances whose
// loops in `equal_loops` (bit t: loop t of both) take equal values.
constexpr bool never_same_element(const program& p, const std::vector<short_name>& sizes, std::size_t s,
                                  const access& a, std::size_t q, const access& b, std::uint32_t equal_loops = 0) {
  if (a.array != b.array) return true;
  if (a.rank() != b.rank()) return false;
  fm_system sys;
  auto first = [](std::size_t t) { return t; };
  auto second = [](std::size_t t) { return max_indices + t; };
  if (!add_domain(sys, p[s].domain, sizes, first) || !add_domain(sys, p[q].domain, sizes, second)) return false;
  for (std::size_t t = 0; t < max_indices; ++t)
    if (equal_loops >> t & 1u) {
      const pair_affine same = pair_affine::var(first(t)) - pair_affine::var(second(t));
      sys.add(same);
      sys.add(-same);
    }
  for (std::size_t k = 0; k < a.rank(); ++k) {
    const auto x = lift_statement_expr(a.subscripts[k], p[s].domain, sizes, first);
    const auto y = lift_statement_expr(b.subscripts[k], p[q].domain, sizes, second);
    if (!x || !y) return false;
    sys.add(*x - *y);
    sys.add(*y - *x);
  }
  return sys.infeasible();
}

}  // namespace pebble::detail
