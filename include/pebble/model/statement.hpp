// Statements A0[φ0(ψ)] ← f(A1[φ1(ψ)], …, Am[φm(ψ)]) over an iteration domain, and programs as
// sequences of statements: the DAAP/SOAP program model (thesis §4.2 "Input programs", §5.3).
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/core/static_vector.hpp>
#include <pebble/model/affine.hpp>
#include <pebble/model/domain.hpp>
#include <pebble/model/name.hpp>

namespace pebble {

/// Most dimensions of one array (a version dimension per loop index fits).
inline constexpr std::size_t max_array_rank = max_indices;
/// Most distinct read accesses of one statement.
inline constexpr std::size_t max_reads = 12;

/// An access A[φ(ψ)]: one affine subscript per array dimension (none for a scalar `s[]`).
struct access {
  short_name array;
  static_vector<affine_expr, max_array_rank> subscripts;

  constexpr std::size_t rank() const { return subscripts.size(); }

  /// The constant translation t with this = other + t, when both access the same array with
  /// the same linear part (a simple overlap, thesis §5.3 item 6); nothing otherwise.
  constexpr std::optional<static_vector<std::int64_t, max_array_rank>> offset_from(const access& other) const {
    if (array != other.array || rank() != other.rank()) return std::nullopt;
    static_vector<std::int64_t, max_array_rank> t;
    for (std::size_t k = 0; k < rank(); ++k) {
      affine_expr diff = subscripts[k] - other.subscripts[k];
      if (!diff.is_constant()) return std::nullopt;
      t.push_back(diff.constant);
    }
    return t;
  }

  friend constexpr bool operator==(const access&, const access&) = default;
};

/// `=`, `+=`, `-=`, `*=`, `/=`. A compound assignment also reads the element it writes.
enum class assign_op { assign, add, subtract, multiply, divide };

constexpr std::string_view to_string(assign_op op) {
  switch (op) {
    case assign_op::assign: return "=";
    case assign_op::add: return "+=";
    case assign_op::subtract: return "-=";
    case assign_op::multiply: return "*=";
    case assign_op::divide: return "/=";
  }
  return "?";
}

struct statement {
  iteration_domain domain;
  access output;
  assign_op op = assign_op::assign;
  /// The distinct read access functions in first-occurrence order; for a compound assignment the
  /// read of the output element comes first.
  static_vector<access, max_reads> inputs;

  constexpr bool compound() const { return op != assign_op::assign; }

  /// Adds a read unless the same access function is already listed.
  constexpr void add_input(const access& a) {
    for (const auto& in : inputs)
      if (in == a) return;
    check(!inputs.full(), "a statement reads more than 12 distinct accesses");
    inputs.push_back(a);
  }

  friend constexpr bool operator==(const statement&, const statement&) = default;
};

/// "A[i-1,t]" with the statement's names.
inline std::string to_string(const access& a, const variable_names& names) {
  std::string out = a.array.str() + "[";
  for (std::size_t k = 0; k < a.rank(); ++k) {
    if (k) out += ',';
    out += to_string(a.subscripts[k], names);
  }
  return out += ']';
}

/// "for i in 0..M, j in 0..N, k in 0..K: C[i,j] += f(A[i,k], B[k,j])". The right-hand side is
/// shown as f over the distinct reads (the model keeps accesses, not the arithmetic).
inline std::string to_string(const statement& s) {
  auto names = s.domain.names();
  std::string out = to_string(s.domain);
  if (!out.empty()) out += ": ";
  out += to_string(s.output, names) + " " + std::string(to_string(s.op)) + " f(";
  bool first = true;
  for (std::size_t r = s.compound() ? 1 : 0; r < s.inputs.size(); ++r) {
    out += (first ? "" : ", ") + to_string(s.inputs[r], names);
    first = false;
  }
  return out + ")";
}

/// A program: statements in order. Compile-time programs are `std::array<statement, N>` of C++ DSL
/// statements (program_bound takes one in a constant expression, building a program transiently).
class program {
 public:
  program() = default;
  constexpr explicit program(std::vector<statement> s) {
    for (const auto& st : s) push_back(st);
  }
  template <std::size_t N>
  constexpr explicit program(const std::array<statement, N>& s) : program(std::vector<statement>(s.begin(), s.end())) {}

  constexpr std::size_t size() const { return statements_.size(); }
  constexpr bool empty() const { return statements_.empty(); }
  constexpr const statement& operator[](std::size_t i) const { return statements_[i]; }
  constexpr auto begin() const { return statements_.begin(); }
  constexpr auto end() const { return statements_.end(); }
  constexpr std::span<const statement> statements() const { return statements_; }
  /// Appends a statement, with the text it was parsed from (if any) and the ids of its loops
  /// (outermost first): statements that share a loop of a `for … { … }` block share its id and
  /// run interleaved in it, in program order. Without ids every loop is the statement's own.
  constexpr void push_back(const statement& s, std::string source = {}, std::vector<std::uint32_t> loop_ids = {}) {
    if (loop_ids.empty())
      for (std::size_t t = 0; t < s.domain.depth(); ++t) loop_ids.push_back(next_loop_id_++);
    check(loop_ids.size() == s.domain.depth(), "a statement needs one loop id per loop");
    for (auto id : loop_ids) next_loop_id_ = id >= next_loop_id_ ? id + 1 : next_loop_id_;
    if (!source.empty()) sources_.emplace_back(statements_.size(), std::move(source));
    statements_.push_back(s);
    loop_ids_.push_back(std::move(loop_ids));
  }
  /// The ids of statement `i`'s loops, outermost first; equal ids mean one shared loop.
  constexpr const std::vector<std::uint32_t>& loop_ids(std::size_t i) const { return loop_ids_[i]; }
  /// How many outer loops statements `a` and `b` share.
  constexpr std::size_t shared_loops(std::size_t a, std::size_t b) const {
    std::size_t n = 0;
    while (n < loop_ids_[a].size() && n < loop_ids_[b].size() && loop_ids_[a][n] == loop_ids_[b][n]) ++n;
    return n;
  }
  /// The text statement `i` was parsed from, or its canonical form when it was built in C++.
  std::string source(std::size_t i) const {
    for (const auto& [at, text] : sources_)
      if (at == i) return text;
    return to_string(statements_[i]);
  }

  /// Every symbolic size any statement uses, in order of first appearance.
  constexpr std::vector<short_name> sizes() const {
    std::vector<short_name> out;
    for (const auto& s : statements_)
      for (const auto& n : s.domain.sizes)
        if (std::find(out.begin(), out.end(), n) == out.end()) out.push_back(n);
    return out;
  }

 private:
  std::vector<statement> statements_;
  // (statement, text) for the statements parsed from text; none for C++ DSL programs, which are
  // built in constant evaluation too (where GCC 12 cannot move short strings within a vector)
  std::vector<std::pair<std::size_t, std::string>> sources_;
  std::vector<std::vector<std::uint32_t>> loop_ids_;
  std::uint32_t next_loop_id_ = 0;
};

/// The element `a` touches at `point`: "A[1,0]".
inline std::string element_string(const access& a, const slot_values& point) {
  std::string out = a.array.str() + "[";
  for (std::size_t k = 0; k < a.rank(); ++k) {
    if (k) out += ',';
    out += std::to_string(a.subscripts[k].evaluate(point));
  }
  return out += ']';
}

/// One line per point of the domain in lexicographic order: "W:C[1,2] R:C[1,2] R:A[1,0] …",
/// the written element, then every read access in order. Used to check the model against
/// hand-written loop nests.
inline std::vector<std::string> trace_lines(const statement& s, const size_binding& sizes) {
  std::vector<std::string> lines;
  for_each_point(s.domain, sizes, [&](const slot_values& p) {
    std::string line = "W:" + element_string(s.output, p);
    for (const auto& in : s.inputs) line += " R:" + element_string(in, p);
    lines.push_back(std::move(line));
  });
  return lines;
}

}  // namespace pebble
