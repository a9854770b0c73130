// What program_bound (bounds/program_bound.hpp) reports: the bound of a whole program and each
// statement's share of it (thesis §5.5.3–5.5.5, Theorem 5.1), and the statement sets the analysis
// works with (bit s of a statement_mask for statement s).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <pebble/bounds/access_size.hpp>
#include <pebble/bounds/completion_cut.hpp>
#include <pebble/bounds/reduction_cut.hpp>
#include <pebble/bounds/statement_bound.hpp>
#include <pebble/bounds/xpartition.hpp>
#include <pebble/core/error.hpp>
#include <pebble/model/soap.hpp>
#include <pebble/model/statement.hpp>

namespace pebble {

/// A set of a program's statements: bit s for statement s.
using statement_mask = std::uint64_t;

/// One statement's share of the program bound.
struct program_statement_bound {
  std::int64_t domain_size = 0;  ///< |𝒟_s|
  double rho = 0;                ///< max over the kept subgraphs containing s of ρ_G(X); +inf if unbounded or not kept
  statement_mask group = 0;      ///< the statements of the subgraph attaining it
  double Q = 0;                  ///< points_counted / rho: s's part of W
  bool kept = true;              ///< false: weighed 0, its values taken as free for the others
  std::int64_t points_counted = 0;  ///< the points Q counts: |𝒟_s| less the faces split_faces leaves out
};

struct program_io_bound {
  double S = 0;             ///< fast memory per processor, words
  std::int64_t p = 1;       ///< processors
  double X = 0;             ///< the X of Theorem 5.1 (chosen to maximise the bound)
  double W = 0;             ///< Σ_s |𝒟_s|/ρ_s at X: the X-partition has at least W/(X − S) parts
  double Q_xpartition = 0;  ///< (X − S)(⌈W/(X − S)⌉ − 1): Theorem 5.1 without the last, partial part
  double Q_compulsory = 0;  ///< compulsory_loads: each read element of an array nobody writes, once
  double Q_cut = 0;         ///< the best reduction cut's I/O (reduction_cut.hpp); 0 without a pivot
  std::size_t cut_pivot = static_cast<std::size_t>(-1);  ///< the pivot statement attaining Q_cut
  std::int64_t cuts_counted = 0;   ///< its cuts Q_cut counts: the last ones when fewer than its instances
  std::int64_t cut_instances = 0;  ///< the pivot's instances
  bool cut_at_reduction = false;   ///< the pivot is a reduction, cut at its last instance per iteration
  double Q_completion = 0;         ///< the completion cut's I/O (completion_cut.hpp); 0 without one
  completion_cut completion;       ///< that cut: its statement, groups and live values
  double Q = 0;                    ///< sequential bound, max(Q_xpartition, Q_compulsory + max(Q_cut, Q_completion))
  double Q_per_processor = 0;      ///< Q/p (Lemma 4.9), with the cuts taken at p·S
  static_vector<program_statement_bound, 64> statements;  ///< one per statement (at most 64)
  statement_mask kept = 0;                                ///< the statements the bound counts (the others weigh 0)
  std::size_t subgraphs = 0;            ///< connected statement sets evaluated (for the kept statements)
  std::size_t subgraphs_unbounded = 0;  ///< of those, taken as unbounded (free index or not modelled)
};

namespace detail {

inline constexpr std::size_t max_program_statements = 64;
/// The connected statement sets one kept set may have; beyond, the kept set shrinks.
inline constexpr std::size_t max_statement_sets = 256;

constexpr bool has(statement_mask m, std::size_t s) { return (m >> s & 1u) != 0; }
constexpr statement_mask bit(std::size_t s) { return statement_mask{1} << s; }

}  // namespace detail

}  // namespace pebble
