// Programs of affine loops (thesis ch. 2, §2.2 and §2.4.5): `x ← x0; while (cᵀx < g) x ← Ax + b`
// over integer variables, perfectly nested or multipath (a body is a sequence of assignments,
// statements and loops), with non-affine guards as unknown trip counts (§2.5.1); and a
// brute-force interpreter that runs them, the reference the symbolic counts are tested against.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/loops/symbolic.hpp>

namespace pebble::loops {

/// `lhs < rhs`, `lhs <= rhs`, `lhs > rhs`, `lhs >= rhs` (C's integer comparisons).
enum class relation : std::uint8_t { less, less_equal, greater, greater_equal };

/// One element of a body.
struct item {
  enum class kind_t : std::uint8_t {
    assign,  ///< target = value (affine or not; a value with `opaque` set is not modelled)
    work,    ///< a statement: one unit of work each time it runs (S1;, f(x);, a[i] += b[i];)
    loop,    ///< the loop program::loops[loop]
  };
  kind_t kind = kind_t::work;
  std::string target;   // assign: the variable
  expr value;           // assign: its new value over the variables and sizes (C division as floor)
  bool opaque = false;  // assign: the value reads arrays or calls functions (not modelled)
  std::string text;     // work: the statement as written (its label); assign: as written
  std::size_t loop = 0;
  std::size_t line = 0;
};

/// `while (lhs rel rhs) body`; a guard that is not affine in the variables (it reads arrays or
/// calls functions) makes the trip count an unknown named `unknown`.
struct loop {
  expr lhs, rhs;
  relation rel = relation::less;
  bool opaque = false;  // the guard is not modelled: the trip count is the unknown below
  std::string unknown;  // opaque: the name of the trip count ("u1", ...)
  std::string guard;    // the guard as written
  std::vector<item> body;
  std::size_t line = 0;
};

/// A whole program: the top-level items, the loops they reach by index, the variables (names
/// assigned somewhere) and the sizes (names only read).
struct loop_program {
  std::vector<item> items;
  std::vector<loop> loops;
  std::vector<std::string> variables;
  std::vector<std::string> sizes;
  std::vector<std::string> unknowns;

  [[nodiscard]] constexpr bool is_variable(std::string_view n) const {
    for (const auto& v : variables)
      if (v == n) return true;
    return false;
  }
};

/// Executions of each work statement (in loop_program order of the statements) when the loop_program runs.
struct run_counts {
  std::vector<std::int64_t> statements;
  std::int64_t total = 0;
};

namespace detail {

struct interpreter {
  const loop_program& prog;
  bindings values;  // sizes, unknowns and the variables' current values
  run_counts counts;
  std::int64_t budget;
  std::int64_t steps = 0;
  std::vector<std::size_t> inside;  // per loop, the work statements in its body (nested ones too)

  void tick() {
    check(++steps <= budget, "pebble::loops: the program runs more than ", budget,
          " steps (loop iterations, assignments and statements); raise the budget or count it symbolically");
  }
  rational value_of(const expr& e) {
    const auto v = evaluate(e, values);
    check(v.has_value(), "pebble::loops: a value holds an irrational logarithm");
    return *v;
  }
  bool holds(const loop& l) {
    const rational a = value_of(l.lhs), b = value_of(l.rhs);
    switch (l.rel) {
      case relation::less: return a < b;
      case relation::less_equal: return a <= b;
      case relation::greater: return a > b;
      case relation::greater_equal: return a >= b;
    }
    return false;
  }
  void run(const std::vector<item>& body, std::size_t& next_statement) {
    for (const item& it : body) {
      tick();
      switch (it.kind) {
        case item::kind_t::assign:
          values.set(it.target, it.opaque ? rational(0) : value_of(it.value));  // not modelled: any value
          break;
        case item::kind_t::work: {
          const std::size_t s = next_statement++;
          counts.statements[s] = checked_add(counts.statements[s], 1);
          counts.total = checked_add(counts.total, 1);
          break;
        }
        case item::kind_t::loop: {
          const loop& l = prog.loops[it.loop];
          const std::size_t first = next_statement;
          const std::size_t after = first + inside[it.loop];
          if (l.opaque) {
            const rational* u = values.find(l.unknown);
            check(u != nullptr && u->is_integer() && *u >= rational(0), "pebble::loops: the unknown trip count ",
                  l.unknown, " needs a whole value >= 0 to run the program");
            const std::int64_t trips = u->num();  // (a copy: the body may add variables to `values`)
            for (std::int64_t k = 0; k < trips; ++k) {
              tick();
              std::size_t s = first;
              run(l.body, s);
            }
          } else {
            while (holds(l)) {
              tick();
              std::size_t s = first;
              run(l.body, s);
            }
          }
          next_statement = after;
          break;
        }
      }
    }
  }
  std::size_t statements_in(const std::vector<item>& body) const {
    std::size_t n = 0;
    for (const item& it : body)
      n += it.kind == item::kind_t::work
               ? 1
               : (it.kind == item::kind_t::loop ? statements_in(prog.loops[it.loop].body) : 0);
    return n;
  }
};

}  // namespace detail

/// Runs `p` with the sizes (and unknown trip counts) in `sizes`, counting each work statement's
/// executions; fails beyond `budget` steps. Variables read before any assignment take their value
/// from `sizes` (they are the program's inputs).
inline run_counts run(const loop_program& p, const bindings& sizes, std::int64_t budget = 100'000'000) {
  detail::interpreter in{p, sizes, {}, budget, 0, {}};
  in.counts.statements.assign(in.statements_in(p.items), 0);
  for (const loop& l : p.loops) in.inside.push_back(in.statements_in(l.body));
  std::size_t s = 0;
  in.run(p.items, s);
  return in.counts;
}

}  // namespace pebble::loops
