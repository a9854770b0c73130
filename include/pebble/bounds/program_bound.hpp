// The I/O lower bound of a whole program through its SDG (thesis §5.5.3–5.5.5, Theorem 5.1): with
// W(X) = Σ_{s∈K} |𝒟_s| / max_{G∋s, G⊆K} ρ_G(X) for one X shared by all subgraphs,
// Q >= (X − S)(⌈W/(X − S)⌉ − 1) (xpartition_io: the X-partition's last, partial part is not
// counted), where G ranges over the connected sets of kept statements (statements are connected
// when they access a common array whose values count) and ρ_G(X) = χ_G(X)/(X − S) is the
// intensity of G fused into one subcomputation: χ_G(X) maximises Σ_{s∈G} Π_{t∈V_s} d_t over tiles
// whose dominator Σ_A |A(d)| fits in X. The bound reported is the larger of that and the
// compulsory loads of the arrays no statement writes plus the larger cut's I/O: the reduction
// cuts (values live across a scalar a reduction computes: reduction_cut.hpp) or the completion
// cut (values live when a statement's first group of values is complete: completion_cut.hpp);
// neither counts a first load.
//
// Kept statements K: the others weigh 0 and the values they produce count nothing in any model,
// which keeps the bound valid for every K; sets the model cannot bound drop their least
// statement from K instead of zeroing all their statements (docs/xpartition.md, "Kept statements").
//
// The fused model: loops a block shares are one tile size, and so are the indices the same
// dimension of an array is accessed by in different statements (the alignment of the thesis'
// Lemma 5.5). Dominator terms: arrays no statement of G writes count with Lemma 5.3 (one group of
// identical accesses: a lower bound on the union of all); arrays G writes count with Corollary
// 5.1 over the write and the reads of older versions (previous time steps, in-place updates);
// reads of versions G produces count nothing (Definition 5.6), unless a statement that passes each
// element through produced them (passes_through). Symmetric triangles get a second model
// (symmetric_tile). Tile sizes of projective one-monomial models are clipped to their loops'
// extents (clipped_objective). Whatever the model cannot express (conflicting alignment, more
// than 8 tile sizes, not SOAP) is taken as unbounded intensity.
//
// The parts, in the order they build on each other (bounds/program/): result.hpp (what is
// reported), versions.hpp (versioned accesses, shared loops), lifting.hpp (Fourier–Motzkin
// questions), special_forms.hpp (single-statement rules), fused_model.hpp (one group's model),
// compulsory.hpp (compulsory_loads), search.hpp (sets, intensities, the search over X) and
// formula.hpp (leading-order formulas). This header is the entry point: program_bound.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include <pebble/bounds/program/formula.hpp>
#include <pebble/bounds/program/result.hpp>
#include <pebble/bounds/program/search.hpp>

namespace pebble {

/// The Theorem 5.1 bound of program `prog` at `sizes` on `target`: fast memory of target.S words on
/// each of target.p processors (p = 1: the sequential bound). `cut_work`: the work the reduction
/// cuts may do (default_cut_work, about 0.4 s at most; reduction_cut_profiles).
/// Usable in constant expressions: a program of C++ DSL statements, held as a std::array, is
/// bounded during compilation by the overload below.
[[nodiscard]] constexpr program_io_bound program_bound(const program& prog, const size_binding& sizes,
                                                       const machine& target,
                                                       std::int64_t cut_work = default_cut_work) {
  return detail::program_bound_at(prog, sizes, static_cast<double>(target.S), target.p, cut_work);
}

/// The bound of a compile-time program: statements written with the C++ DSL (each its own loop
/// nest, in program order), e.g. 2mm's two products, bounded in a constant expression.
template <std::size_t N>
[[nodiscard]] constexpr program_io_bound program_bound(const std::array<statement, N>& statements,
                                                       const size_binding& sizes, const machine& target) {
  return program_bound(program(statements), sizes, target);
}

}  // namespace pebble
