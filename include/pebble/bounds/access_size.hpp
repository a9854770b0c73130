// Access sizes |A_j(D)| of a rectangular subcomputation with tile sizes d_t = |D^t| (thesis
// §5.4.2–5.4.3): plain products for a single injective access (Lemma 4.5, DAAP), Lemma 5.3
// (2ΠD − Π(D − |t̂|)) for simple-overlap inputs, Corollary 5.1 (ΠD − Π(D − |t̂|)) for an input
// that overlaps the output (an in-place update after its version dimension, §5.5.2), and the
// geometric-mean bound max_i |D^i| ≥ (Π_i |D^i|)^{1/k} for non-injective subscripts (§5.5.3).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/core/math.hpp>
#include <pebble/core/rational.hpp>
#include <pebble/core/static_vector.hpp>
#include <pebble/model/soap.hpp>
#include <pebble/model/statement.hpp>

namespace pebble {

/// How the accesses of one input array overlap (which formula bounds its access size).
enum class overlap_kind {
  single,        ///< one access function: |A| = Π_i |D^i|
  simple,        ///< constant translations of one access (Lemma 5.3)
  input_output,  ///< an input overlapping the output of an in-place update (Corollary 5.1)
};

/// |D^i| of one array dimension as Π_t d_t^{w_t}: w_t = 1 for a subscript in one index, 1/k for
/// each of k indices of a non-injective subscript such as r + w, empty for a constant subscript.
struct dimension_extent {
  std::array<rational, max_indices> weight;

  // Every weight is assigned here, at run time too. Left to the array's own initialisation
  // ("weight{}" or default construction), GCC 12 miscompiled run-time calls of
  // build_access_model in a translation unit that also constant-evaluated it: untouched weights
  // read back as 0/0 (regression test: bounds_xpartition's compile_time::heat_bound beside its
  // run-time tests).
  /// t when |D^i| is exactly d_t (a subscript in one index): the fast path; -1 otherwise.
  std::int8_t unit;

  constexpr dimension_extent() : unit(-1) {
    for (auto& w : weight) w = rational(0);
  }
  /// |D^i| = d_t.
  constexpr void set_unit(std::size_t t) {
    weight[t] = 1;
    unit = static_cast<std::int8_t>(t);
  }
  friend constexpr bool operator==(const dimension_extent&, const dimension_extent&) = default;
  /// Σ_t w_t: the degree of |D^i| in the tile sizes.
  constexpr rational degree() const {
    rational s = 0;
    for (const auto& w : weight) s += w;
    return s;
  }
};

/// The access-size model of one input array of a SOAP statement.
struct array_access_model {
  short_name array;
  overlap_kind kind = overlap_kind::single;
  static_vector<dimension_extent, max_array_rank> dims;
  /// |t̂^i|: the number of distinct offsets minus one in each dimension.
  static_vector<std::int64_t, max_array_rank> offsets;
  /// Read by exactly one iteration and at no other place: an out-degree-one input (Lemma 4.6).
  bool out_degree_one = false;
  /// A factor on the size: 1/2 for the pairs (i, j), j <= i, of a triangular tile whose rows and
  /// columns are both d_i·d_j-sized (program_bound's symmetric tiles).
  double scale = 1;
  friend constexpr bool operator==(const array_access_model&, const array_access_model&) = default;
};

/// The dominator-size model Σ_j |A_j(d)| of a statement (problem (5.8)'s constraint).
struct access_model {
  std::size_t depth = 0;
  static_vector<array_access_model, max_reads> arrays;
  friend constexpr bool operator==(const access_model&, const access_model&) = default;

  /// Indices that no input access size depends on: tiles may grow along them for free. In an
  /// input-output overlap ΠD − Π(D − c) with a single offset dimension i, |A| = c_i Π_{k≠i} D_k
  /// does not depend on D_i (the version chain along i is computed inside the tile).
  constexpr static_vector<std::uint8_t, max_indices> free_indices() const {
    static_vector<std::uint8_t, max_indices> out;
    for (std::size_t t = 0; t < depth; ++t) {
      bool used = false;
      for (const auto& a : arrays) {
        std::size_t with_offset = 0;
        for (auto o : a.offsets) with_offset += o > 0;
        for (std::size_t i = 0; i < a.dims.size(); ++i) {
          bool only_offset_dim = a.kind == overlap_kind::input_output && with_offset == 1 && a.offsets[i] > 0;
          used = used || (!a.dims[i].weight[t].is_zero() && !only_offset_dim);
        }
      }
      if (!used) out.push_back(static_cast<std::uint8_t>(t));
    }
    return out;
  }
  /// u of Lemma 4.6: inputs read by exactly one iteration each.
  constexpr std::size_t out_degree_one_inputs() const {
    std::size_t u = 0;
    for (const auto& a : arrays) u += a.out_degree_one;
    return u;
  }
};

namespace detail {

// D_i = Π_t d_t^{w_t} for tile sizes d.
constexpr double extent_of(const dimension_extent& e, std::span<const double> d) {
  if (e.unit >= 0) return d[static_cast<std::size_t>(e.unit)];
  double r = 1;
  for (std::size_t t = 0; t < d.size(); ++t) {
    const rational& w = e.weight[t];
    if (w.is_zero()) continue;
    r *= (w.is_integer() && w.num() == 1) ? d[t] : pebble::math::pow(d[t], w.to_double());
  }
  return r;
}

}  // namespace detail

namespace detail {

// Π_{k≠skip} D_k − Π_{k≠skip} r_k for r_k = D_k − c_k >= 0 (c_k = min(offset, D_k) given
// directly, never as a difference of large numbers), telescoped so that no large products
// cancel: Σ_i c_i Π_{k<i} r_k Π_{k>i} D_k over k, i ≠ skip.
constexpr double product_gap(std::span<const double> D, std::span<const double> r, std::span<const double> c,
                             std::size_t skip) {
  double sum = 0;
  for (std::size_t i = 0; i < D.size(); ++i) {
    if (i == skip || c[i] == 0) continue;
    double term = c[i];
    for (std::size_t k = 0; k < D.size(); ++k)
      if (k != i && k != skip) term *= k < i ? r[k] : D[k];
    sum += term;
  }
  return sum;
}

}  // namespace detail

namespace detail {

// access_size without the model's scale.
constexpr double unscaled_access_size(const array_access_model& a, std::span<const double> d,
                                      std::span<double> elasticity) {
  const std::size_t n = a.dims.size();
  // The common case: a single index per subscript and at most one dimension j with offsets
  // (a plain access, a version chain, a one-dimensional stencil). Then ΠD − Πr = c_j Π_{k≠j} D_k
  // exactly, and its elasticity is that gap along every k ≠ j and 0 along j (ΠD while r_j is
  // clamped at 0).
  bool units = true;
  std::size_t offset_dims = 0, j = 0;
  for (std::size_t i = 0; i < n; ++i) {
    units = units && a.dims[i].unit >= 0;
    if (a.kind != overlap_kind::single && a.offsets[i] > 0) {
      ++offset_dims;
      j = i;
    }
  }
  if (units && offset_dims <= 1) {
    auto at = [&](std::size_t i) { return static_cast<std::size_t>(a.dims[i].unit); };
    double full = 1, others = 1;
    for (std::size_t i = 0; i < n; ++i) {
      full *= d[at(i)];
      if (offset_dims == 0 || i != j) others *= d[at(i)];
    }
    double gap = 0, gap_j = 0;
    if (offset_dims == 1) {
      const double D = d[at(j)], off = static_cast<double>(a.offsets[j]);
      gap = (off < D ? off : D) * others;
      gap_j = D > off ? 0 : full;
    }
    const double base = a.kind == overlap_kind::input_output ? 0 : full;
    for (std::size_t i = 0; i < n; ++i) elasticity[at(i)] += base + (offset_dims == 1 && i == j ? gap_j : gap);
    return base + gap;
  }
  std::array<double, max_array_rank> D{}, r{}, c{};
  double full = 1;
  for (std::size_t i = 0; i < n; ++i) {
    D[i] = detail::extent_of(a.dims[i], d);
    double off = static_cast<double>(a.offsets[i]);
    c[i] = off < D[i] ? off : D[i];
    r[i] = D[i] - c[i];
    full *= D[i];
  }
  std::span<const double> Ds(D.data(), n), rs(r.data(), n), cs(c.data(), n);
  constexpr std::size_t none = max_array_rank;
  // single: ΠD; simple (Lemma 5.3): ΠD + (ΠD − Πr); input_output (Cor. 5.1): ΠD − Πr.
  double gap = a.kind == overlap_kind::single ? 0 : detail::product_gap(Ds, rs, cs, none);
  double value = a.kind == overlap_kind::single ? full : a.kind == overlap_kind::simple ? full + gap : gap;
  // d_t ∂(ΠD)/∂d_t = ΠD·w_it; d_t ∂(ΠD − Πr)/∂d_t = w_it·D_i·(Π_{k≠i} D_k − Π_{k≠i} r_k) while
  // r_i > 0, and w_it·ΠD where r_i is clamped at 0. Per dimension first, then per index.
  std::array<double, max_array_rank> per_dim{};
  for (std::size_t i = 0; i < n; ++i) {
    double gap_i = a.kind == overlap_kind::single ? 0 : (r[i] > 0 ? D[i] * detail::product_gap(Ds, rs, cs, i) : full);
    per_dim[i] = a.kind == overlap_kind::single ? full : a.kind == overlap_kind::simple ? full + gap_i : gap_i;
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (a.dims[i].unit >= 0) {
      elasticity[static_cast<std::size_t>(a.dims[i].unit)] += per_dim[i];
      continue;
    }
    for (std::size_t t = 0; t < d.size(); ++t) {
      const rational& w = a.dims[i].weight[t];
      if (w.is_zero()) continue;
      elasticity[t] += (w.is_integer() ? static_cast<double>(w.num()) : w.to_double()) * per_dim[i];
    }
  }
  return value;
}

}  // namespace detail

/// |A(d)| and, added to `elasticity[t]`, d_t ∂|A|/∂d_t.
constexpr double access_size(const array_access_model& a, std::span<const double> d, std::span<double> elasticity) {
  if (a.scale == 1) return detail::unscaled_access_size(a, d, elasticity);
  std::array<double, max_indices> e{};
  const std::size_t n = d.size() < max_indices ? d.size() : max_indices;
  const double v = detail::unscaled_access_size(a, d, std::span<double>(e.data(), n));
  for (std::size_t t = 0; t < n; ++t) elasticity[t] += a.scale * e[t];
  return a.scale * v;
}

/// g(d) = Σ_j |A_j(d)|, with the elasticities d_t ∂g/∂d_t in `elasticity`.
constexpr double dominator_size(const access_model& m, std::span<const double> d, std::span<double> elasticity) {
  for (auto& e : elasticity) e = 0;
  double g = 0;
  for (const auto& a : m.arrays) g += access_size(a, d, elasticity);
  return g;
}

namespace detail {

/// The access model of one group of accesses to an array (all constant translations of the
/// first) over `depth` tile sizes. How the subscripts use the indices decides the model:
///  - regular (each subscript uses at most one index, each index one subscript): |D^i| per
///    dimension, with the offsets of Lemma 5.3 / Corollary 5.1;
///  - otherwise injective: |A| = Π of the used indices' tile sizes (Lemma 4.3), offsets dropped
///    (each translated copy alone is that large, so the size stays a lower bound);
///  - otherwise (non-injective, §5.5.3): |D^i| >= the geometric mean of the subscript's indices,
///    at most their maximum, scaled down when an index spans several dimensions.
constexpr array_access_model model_of_accesses(std::span<const access* const> group, overlap_kind kind,
                                               std::size_t depth) {
  const access& first = *group.front();
  array_access_model a;
  a.array = first.array;
  a.kind = kind;
  std::array<std::size_t, max_indices> dims_of_index{};
  bool regular = true;
  for (const auto& sub : first.subscripts) {
    std::size_t used = 0;
    for (std::size_t t = 0; t < depth; ++t)
      if (sub.coeff[index_var(t)] != 0) {
        ++used;
        ++dims_of_index[t];
      }
    regular = regular && used <= 1;
  }
  for (std::size_t t = 0; t < depth; ++t) regular = regular && dims_of_index[t] <= 1;
  if (regular) {
    for (std::size_t k = 0; k < first.rank(); ++k) {
      dimension_extent e;
      for (std::size_t t = 0; t < depth; ++t)
        if (first.subscripts[k].coeff[index_var(t)] != 0) e.set_unit(t);
      a.dims.push_back(e);
      // distinct offsets of this dimension among the group
      std::vector<std::int64_t> seen;
      for (const access* g : group) {
        auto off = g->offset_from(first);
        check(off.has_value(), "accesses of one array in a SOAP statement differ by more than a constant offset");
        std::int64_t v = (*off)[k];
        bool known = false;
        for (auto x : seen) known = known || x == v;
        if (!known) seen.push_back(v);
      }
      a.offsets.push_back(static_cast<std::int64_t>(seen.size()) - 1);
    }
  } else if (injective(first, depth)) {
    for (std::size_t t = 0; t < depth; ++t)
      if (dims_of_index[t] > 0) {
        dimension_extent e;
        e.set_unit(t);
        a.dims.push_back(e);
        a.offsets.push_back(0);
      }
  } else {
    std::size_t spread = 1;
    for (std::size_t t = 0; t < depth; ++t) spread = dims_of_index[t] > spread ? dims_of_index[t] : spread;
    for (const auto& sub : first.subscripts) {
      dimension_extent e;
      std::int64_t used = 0;
      for (std::size_t t = 0; t < depth; ++t) used += sub.coeff[index_var(t)] != 0;
      for (std::size_t t = 0; t < depth; ++t)
        if (sub.coeff[index_var(t)] != 0) e.weight[t] = rational(1, used * static_cast<std::int64_t>(spread));
      a.dims.push_back(e);
      a.offsets.push_back(0);
    }
  }
  return a;
}

/// Whether symmetric_read_model covers `first`'s subscripts: none uses both exchanged indices,
/// and none uses several of the other indices.
constexpr bool symmetric_reads_modelled(const access& first, std::array<std::uint8_t, 2> swap, std::size_t depth) {
  for (const auto& sub : first.subscripts) {
    const bool with_0 = sub.uses(index_var(swap[0])), with_1 = sub.uses(index_var(swap[1]));
    if (with_0 && with_1) return false;
    if (with_0 || with_1) continue;
    std::size_t used = 0;
    for (std::size_t t = 0; t < depth; ++t) used += sub.uses(index_var(t));
    if (used > 1) return false;
  }
  return true;
}

/// The access model of symmetric reads A[i,k], A[j,k] (indices `swap` exchanged, §symmetric_reads):
/// a tile reads |A[I,K] ∪ A[J,K]| >= max(|I|,|J|)·|K| >= √(|I||J|)·|K| elements, so a subscript in i
/// or j counts the geometric mean of d_i and d_j, the others their own index.
constexpr array_access_model symmetric_read_model(const access& first, std::array<std::uint8_t, 2> swap,
                                                  std::size_t depth) {
  array_access_model a;
  a.array = first.array;
  a.kind = overlap_kind::single;
  for (const auto& sub : first.subscripts) {
    dimension_extent e;
    const bool paired = sub.uses(index_var(swap[0])) || sub.uses(index_var(swap[1]));
    const bool both = sub.uses(index_var(swap[0])) && sub.uses(index_var(swap[1]));
    check(!both, "symmetric reads with both exchanged indices in one subscript are not modelled");
    if (paired) {
      e.weight[swap[0]] = rational(1, 2);
      e.weight[swap[1]] = rational(1, 2);
    } else {
      std::size_t used = 0;
      for (std::size_t t = 0; t < depth; ++t)
        if (sub.uses(index_var(t))) {
          e.set_unit(t);
          ++used;
        }
      check(used <= 1, "symmetric reads with a subscript in several other indices are not modelled");
    }
    a.dims.push_back(e);
    a.offsets.push_back(0);
  }
  return a;
}

}  // namespace detail

/// The access model of statement `s` after its SOAP projection. Arrays in `written_elsewhere`
/// are produced by other statements, so they are not out-degree-one graph inputs.
[[nodiscard]] constexpr access_model build_access_model(const statement& original,
                                                        std::span<const short_name> written_elsewhere = {}) {
  soap_classification cls = classify(original);
  check(!cls.collapsed_versions, "no I/O bound: a read of the written array at a constant offset sees one version "
                                 "of its element across the version loops (it is written in another iteration of an "
                                 "enclosing loop), which the version model does not cover");
  check(cls.projectable, "no I/O bound: two accesses of one array may touch the same element without a constant "
                         "offset (not SOAP)");
  statement s = soap_projection(original, cls);
  access_model m;
  m.depth = s.domain.depth();
  std::array<bool, max_reads> done{};
  for (std::size_t r = 0; r < s.inputs.size(); ++r) {
    if (done[r]) continue;
    const access& first = s.inputs[r];
    array_access_model a;
    a.array = first.array;
    // the accesses of this array: the reads, and the output when it is the same array
    static_vector<const access*, max_reads + 1> group;
    for (std::size_t q = r; q < s.inputs.size(); ++q)
      if (s.inputs[q].array == first.array) {
        done[q] = true;
        group.push_back(&s.inputs[q]);
      }
    // An in-place array whose reads all sit exactly on the written element (C[i,j] *= beta)
    // reads each previous version once: an ordinary input. Otherwise the output belongs to the
    // group and Corollary 5.1 discounts the elements computed inside the tile.
    bool in_place = s.output.array == first.array;
    if (in_place) {
      bool all_on_output = true;
      for (const access* g : group) all_on_output = all_on_output && *g == s.output;
      in_place = !all_on_output;
    }
    if (in_place) group.push_back(&s.output);
    a.kind = in_place ? overlap_kind::input_output : (group.size() > 1 ? overlap_kind::simple : overlap_kind::single);
    auto swap = !in_place && group.size() == 2 ? swapped_indices(*group[0], *group[1], m.depth) : std::nullopt;
    if (swap) {
      m.arrays.push_back(detail::symmetric_read_model(first, *swap, m.depth));
      continue;
    }
    {
      array_access_model shaped =
          detail::model_of_accesses(std::span<const access* const>(group.begin(), group.end()), a.kind, m.depth);
      a.dims = shaped.dims;
      a.offsets = shaped.offsets;
    }
    // Lemma 4.6: a graph input read once per iteration and by no other iteration.
    // (a split array A1, A2, … is still the array A that other statements may write)
    short_name original = first.array;
    for (const auto& pr : cls.projections) {
      if (pr.kind != projection_kind::disjoint_access_splitting) continue;
      std::string_view name = first.array.view(), base = pr.array.view();
      bool digits = name.size() > base.size() && name.substr(0, base.size()) == base;
      for (std::size_t q = base.size(); digits && q < name.size(); ++q) digits = name[q] >= '0' && name[q] <= '9';
      if (digits) original = pr.array;
    }
    bool elsewhere = false;
    for (const auto& w : written_elsewhere) elsewhere = elsewhere || w == original;
    std::size_t used_indices = 0;
    for (std::size_t t = 0; t < m.depth; ++t) {
      bool u = false;
      for (const auto& sub : first.subscripts) u = u || sub.uses(index_var(t));
      used_indices += u;
    }
    a.out_degree_one =
        !in_place && !elsewhere && group.size() == 1 && used_indices == m.depth && detail::injective(first, m.depth);
    m.arrays.push_back(a);
  }
  return m;
}

}  // namespace pebble
