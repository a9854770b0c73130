// The C++ front end of the program model, evaluated at compile time:
//   using namespace pebble::dsl;
//   constexpr index i{"i"}, j{"j"}, k{"k"};
//   constexpr array A{"A"}, B{"B"}, C{"C"};
//   constexpr size M{"M"};                     // a symbolic size; or any integer / integral_constant
//   constexpr auto gemm = statement(C(i, j) += A(i, k) * B(k, j), i < M, j < 64_c, k < n);
// produces the same `pebble::statement` value as parsing the text form (parser.hpp).
#pragma once

#include <array>
#include <concepts>
#include <cstdint>
#include <type_traits>

#include <pebble/core/error.hpp>
#include <pebble/core/extent.hpp>
#include <pebble/core/static_vector.hpp>
#include <pebble/model/statement.hpp>

namespace pebble::dsl {

/// A loop index.
struct index {
  short_name name;
};
/// A symbolic size (N, M, T…): stays a variable of the closed forms.
struct size {
  short_name name;
};

/// An affine expression over names, before the statement fixes the loop order.
struct named_affine {
  struct term {
    short_name name;
    bool is_index = false;
    std::int64_t coeff = 0;
  };
  static_vector<term, 16> terms;
  std::int64_t constant = 0;

  constexpr bool is_constant() const { return terms.empty(); }

  constexpr void add(const term& t) {
    for (std::size_t k = 0; k < terms.size(); ++k)
      if (terms[k].name == t.name) {
        check(terms[k].is_index == t.is_index, "a name is used both as a loop index and as a size");
        terms[k].coeff += t.coeff;
        if (terms[k].coeff == 0) terms.erase(terms.begin() + k);
        return;
      }
    if (t.coeff != 0) terms.push_back(t);
  }
};

template <class T>
concept integer_like = std::integral<T> || static_extent<T>;

template <class T>
concept affine_like =
    std::same_as<T, index> || std::same_as<T, size> || std::same_as<T, named_affine> || integer_like<T>;

constexpr named_affine to_affine(const index& i) {
  named_affine a;
  a.add({i.name, true, 1});
  return a;
}
constexpr named_affine to_affine(const size& s) {
  named_affine a;
  a.add({s.name, false, 1});
  return a;
}
constexpr named_affine to_affine(const named_affine& a) { return a; }
template <integer_like T>
constexpr named_affine to_affine(const T& v) {
  named_affine a;
  a.constant = value_of(v);
  return a;
}

template <affine_like L, affine_like R>
  requires(!(integer_like<L> && integer_like<R>))
constexpr named_affine operator+(const L& l, const R& r) {
  named_affine a = to_affine(l), b = to_affine(r);
  for (const auto& t : b.terms) a.add(t);
  a.constant += b.constant;
  return a;
}
template <affine_like T>
  requires(!integer_like<T>)
constexpr named_affine operator-(const T& x) {
  named_affine a = to_affine(x), r;
  for (auto t : a.terms) r.add({t.name, t.is_index, -t.coeff});
  r.constant = -a.constant;
  return r;
}
template <affine_like L, affine_like R>
  requires(!(integer_like<L> && integer_like<R>))
constexpr named_affine operator-(const L& l, const R& r) {
  return l + (-to_affine(r));
}
template <affine_like L, affine_like R>
  requires(!(integer_like<L> && integer_like<R>))
constexpr named_affine operator*(const L& l, const R& r) {
  static_assert(integer_like<L> || integer_like<R> || std::same_as<L, named_affine> || std::same_as<R, named_affine>,
                "the product of two indices or sizes is not affine: subscripts and loop bounds may only "
                "multiply an index or a size by an integer");
  named_affine a = to_affine(l), b = to_affine(r);
  check(a.is_constant() || b.is_constant(), "the product of two expressions that both depend on indices or sizes is "
                                            "not affine");
  if (!a.is_constant()) std::swap(a, b);
  named_affine out;
  for (auto t : b.terms) out.add({t.name, t.is_index, a.constant * t.coeff});
  out.constant = a.constant * b.constant;
  return out;
}

/// One loop: lower <= index < upper.
struct range_expr {
  short_name index;
  named_affine lower, upper;
};

/// `i < N`: 0 <= i < N.
template <affine_like T>
constexpr range_expr operator<(const index& i, const T& upper) {
  return {i.name, {}, to_affine(upper)};
}
/// `range(i, lo, hi)`: lo <= i < hi.
template <affine_like L, affine_like H>
constexpr range_expr range(const index& i, const L& lower, const H& upper) {
  return {i.name, to_affine(lower), to_affine(upper)};
}

/// A[φ] with subscripts over names.
struct access_value {
  short_name array;
  static_vector<named_affine, max_array_rank> subscripts;
};

/// The reads of a right-hand side, in textual order.
struct rhs_expr {
  static_vector<access_value, 2 * max_reads> reads;
};

struct assignment_expr {
  access_value output;
  assign_op op;
  rhs_expr rhs;
};

/// An access expression; assigning to it (=, +=, …) makes an assignment, not a copy.
struct access_expr {
  access_value value;

  constexpr access_expr(const access_value& v) : value(v) {}  // NOLINT
  constexpr access_expr(const access_expr&) = default;

  constexpr assignment_expr operator=(const access_expr& r) const;  // defined after to_rhs (clang needs it there)
  template <class R>
  constexpr assignment_expr operator=(const R& r) const {
    return {value, assign_op::assign, to_rhs(r)};
  }
  template <class R>
  constexpr assignment_expr operator+=(const R& r) const {
    return {value, assign_op::add, to_rhs(r)};
  }
  template <class R>
  constexpr assignment_expr operator-=(const R& r) const {
    return {value, assign_op::subtract, to_rhs(r)};
  }
  template <class R>
  constexpr assignment_expr operator*=(const R& r) const {
    return {value, assign_op::multiply, to_rhs(r)};
  }
  template <class R>
  constexpr assignment_expr operator/=(const R& r) const {
    return {value, assign_op::divide, to_rhs(r)};
  }

  template <class R>
  static constexpr rhs_expr to_rhs(const R& r);
};

constexpr rhs_expr to_rhs(const rhs_expr& r) { return r; }
constexpr rhs_expr to_rhs(const access_expr& a) {
  rhs_expr r;
  r.reads.push_back(a.value);
  return r;
}
/// Numbers, indices and sizes used as values read nothing.
template <class T>
  requires(std::is_arithmetic_v<T> || std::same_as<T, index> || std::same_as<T, size> || static_extent<T>)
constexpr rhs_expr to_rhs(const T&) {
  return {};
}

template <class R>
constexpr rhs_expr access_expr::to_rhs(const R& r) {
  static_assert(
      requires { dsl::to_rhs(r); },
      "the right-hand side of a pebble::dsl assignment must combine array accesses, numbers, indices "
      "and sizes with + - * / and calls such as f(...)");
  return dsl::to_rhs(r);
}
constexpr assignment_expr access_expr::operator=(const access_expr& r) const {
  return {value, assign_op::assign, to_rhs(r)};
}

template <class T>
concept expression_operand = requires(const T& t) { dsl::to_rhs(t); };

constexpr rhs_expr join(rhs_expr a, const rhs_expr& b) {
  for (const auto& r : b.reads) {
    check(!a.reads.full(), "a right-hand side has more than 24 array reads");
    a.reads.push_back(r);
  }
  return a;
}

// Arithmetic on right-hand sides; at least one operand must be an access or a combination.
template <class L, class R>
concept rhs_operands = expression_operand<L> && expression_operand<R> &&
                       (std::same_as<L, access_expr> || std::same_as<L, rhs_expr> || std::same_as<R, access_expr> ||
                        std::same_as<R, rhs_expr>);

template <class L, class R>
  requires rhs_operands<L, R>
constexpr rhs_expr operator+(const L& l, const R& r) {
  return join(to_rhs(l), to_rhs(r));
}
template <class L, class R>
  requires rhs_operands<L, R>
constexpr rhs_expr operator-(const L& l, const R& r) {
  return join(to_rhs(l), to_rhs(r));
}
template <class L, class R>
  requires rhs_operands<L, R>
constexpr rhs_expr operator*(const L& l, const R& r) {
  return join(to_rhs(l), to_rhs(r));
}
template <class L, class R>
  requires rhs_operands<L, R>
constexpr rhs_expr operator/(const L& l, const R& r) {
  return join(to_rhs(l), to_rhs(r));
}
constexpr rhs_expr operator-(const access_expr& a) { return to_rhs(a); }
constexpr rhs_expr operator-(const rhs_expr& a) { return a; }

/// A function of the reads, e.g. `f(A(i - 1, t), A(i, t), A(i + 1, t), B(i))`.
template <expression_operand... Args>
constexpr rhs_expr f(const Args&... args) {
  rhs_expr r;
  ((r = join(r, to_rhs(args))), ...);
  return r;
}

/// An array name; `A(i, k)` is an access.
struct array {
  short_name name;

  template <affine_like... S>
  constexpr access_expr operator()(const S&... subscripts) const {
    static_assert(sizeof...(S) <= max_array_rank, "an array has at most 8 dimensions");
    access_value v{name, {}};
    (v.subscripts.push_back(to_affine(subscripts)), ...);
    return access_expr(v);
  }
};

namespace detail {

constexpr affine_expr resolve(const named_affine& a, iteration_domain& d) {
  affine_expr e = affine_expr::constant_of(a.constant);
  for (const auto& t : a.terms) {
    std::size_t slot = 0;
    if (t.is_index) {
      auto i = d.find_index(t.name.view());
      check(i.has_value(), "an index is used outside the loops of the statement, or in the bound of its own or an "
                           "inner loop");
      slot = index_var(*i);
    } else {
      check(!d.find_index(t.name.view()), "a size has the name of a loop index");
      slot = d.size_slot(t.name.view());
    }
    e = e + affine_expr::var(slot, t.coeff);
  }
  return e;
}

constexpr access resolve(const access_value& a, iteration_domain& d) {
  access r;
  r.array = a.array;
  for (const auto& s : a.subscripts) r.subscripts.push_back(resolve(s, d));
  return r;
}

}  // namespace detail

/// A statement: an assignment over the loops `ranges`, outermost first.
template <class Assignment, class... Ranges>
constexpr pebble::statement statement(const Assignment& assignment, const Ranges&... ranges) {
  static_assert(std::same_as<Assignment, assignment_expr>,
                "the first argument of pebble::dsl::statement must be an assignment such as "
                "C(i, j) += A(i, k) * B(k, j)");
  static_assert((std::same_as<Ranges, range_expr> && ...),
                "every argument after the assignment must be a loop range such as i < N or range(i, lo, hi)");
  static_assert(sizeof...(Ranges) <= max_indices, "a statement is nested at most 8 loops deep");
  pebble::statement s;
  auto add = [&](const range_expr& r) {
    affine_expr lo = detail::resolve(r.lower, s.domain), hi = detail::resolve(r.upper, s.domain);
    s.domain.add_loop(r.index, lo, hi);
  };
  (add(ranges), ...);
  s.output = detail::resolve(assignment.output, s.domain);
  s.op = assignment.op;
  if (s.compound()) s.add_input(s.output);
  for (const auto& r : assignment.rhs.reads) s.add_input(detail::resolve(r, s.domain));
  return s;
}

/// A program of statements known at compile time.
template <class... S>
constexpr std::array<pebble::statement, sizeof...(S)> program_of(const S&... statements) {
  static_assert((std::same_as<S, pebble::statement> && ...), "program_of takes statements");
  return {statements...};
}

}  // namespace pebble::dsl
