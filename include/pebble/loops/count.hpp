// Iteration counts of loop programs (thesis ch. 2, §2.3-§2.5): each loop's affine representation
// x(i) = A^i x0 + Σ A^j b solved in closed form (additive updates give polynomials in i, doubling
// ones 2^i), its counting function n(x0) from the guard (eq. 2.4: a ceiling of a ratio, ⌈log₂ ·⌉,
// or a numeric root), starting values of inner loops by composition (eqs. 2.5, 2.6, multipath
// §2.4.5), and per statement the nested sum of eq. 2.2 over 0..n_k-1, exact where the summands
// have closed forms and a certified interval otherwise (§2.4.3).
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/loops/program.hpp>
#include <pebble/loops/symbolic.hpp>

namespace pebble::loops {

/// One loop's counting function over the values its variables have when it starts (the names of
/// the variables stand for those values).
struct loop_summary {
  std::size_t line = 0;
  std::string guard;
  std::optional<expr> trips;  // n(x0); nullopt where only the values at a use give it
  std::string unknown;        // a non-affine guard's unknown trip count
};

/// How often a statement runs.
struct statement_count {
  std::string text;
  std::size_t line = 0;
  interval count;
};

struct count_result {
  std::vector<statement_count> statements;
  interval total;  // Σ over the statements: T_p, the work of the busiest process
};

namespace detail {

/// An expression or "not modelled" (std::optional<expr> is not a literal type to nvcc).
struct maybe_expr {
  bool known = false;
  expr value;
  constexpr maybe_expr() = default;
  // (by reference: nvcc's and g++ 12's constant evaluation mishandle by-value class parameters)
  constexpr maybe_expr(const expr& e) : known(true), value(e) {}        // NOLINT: converts like optional
  constexpr maybe_expr(expr&& e) : known(true), value(std::move(e)) {}  // NOLINT
  constexpr explicit operator bool() const { return known; }
  constexpr const expr& operator*() const { return value; }
  constexpr const expr* operator->() const { return &value; }
};

/// Values of the variables: a missing entry is a loop_program input (its own name), nullopt a value
/// the model does not follow.
struct loop_state {
  std::vector<std::pair<std::string, maybe_expr>> values;

  [[nodiscard]] constexpr maybe_expr get(const std::string& v) const {
    for (const auto& [n, e] : values)
      if (n == v) return e;
    return expr::name(v);
  }
  [[nodiscard]] constexpr bool known(const std::string& v) const {
    for (const auto& [n, e] : values)
      if (n == v) return e.known;
    return true;
  }
  constexpr void set(const std::string& v, maybe_expr e) {
    for (auto& [n, x] : values)
      if (n == v) {
        x = std::move(e);
        return;
      }
    values.emplace_back(v, std::move(e));
  }
};

constexpr std::string start_name(const std::string& v) { return "@" + v; }

class counter {
 public:
  explicit constexpr counter(const loop_program& p) : p_(p) {
    for (const std::string& s : p.sizes) size_shift_.emplace_back(s, expr::name(s) + expr(1));
  }

  // What the sizes alone (>= 1) show to be >= 0, as the predicate of sum() and drop_positive_parts().
  // (Remembered: sum() and drop_positive_parts() ask about the same few arguments over and over.)
  constexpr auto by_sizes() {
    return [this](const expr& x) {
      for (const auto& [y, known] : by_sizes_)
        if (y == x) return known;
      const bool known = provable(x, {});
      by_sizes_.emplace_back(x, known);
      return known;
    };
  }

  constexpr count_result run() {
    count_result r;
    loop_state state;
    std::vector<std::pair<std::string, expr>> enclosing;
    std::vector<expr> facts;  // nothing is known at the top level but that sizes are >= 1 (provable() knows that)
    visit(p_.items, state, enclosing, facts, r);
    // max(0, x) of an x that sizes >= 1 make non-negative is x
    const auto known = by_sizes();
    for (statement_count& s : r.statements)
      s.count = interval{drop_positive_parts(s.count.lo, known), drop_positive_parts(s.count.hi, known)};
    for (const statement_count& s : r.statements) {
      r.total.lo += s.count.lo;
      r.total.hi += s.count.hi;
    }
    return r;
  }

  std::vector<loop_summary> summaries() {
    std::vector<loop_summary> out;
    for (std::size_t li = 0; li < p_.loops.size(); ++li) out.push_back(summary(li));
    return out;
  }

 private:
  const loop_program& p_;
  std::vector<std::pair<std::string, expr>> size_shift_;  // each size s as s + 1 (shifted())
  std::size_t fresh_ = 0;
  std::vector<std::pair<expr, bool>> by_sizes_;  // by_sizes()' answers so far

  [[noreturn]] void fail(const loop& l, const std::string& why) const {
    throw error("line " + std::to_string(l.line) + ": the loop '" + l.guard + "': " + why);
  }

  // e with every variable replaced by its value in s (simultaneously); nullopt where one is unknown
  static constexpr maybe_expr in_state(const expr& e, const loop_state& s, const loop_program& p) {
    std::vector<std::pair<std::string, expr>> subst;
    for (const std::string& v : p.variables)
      if (contains(e, v)) {
        auto x = s.get(v);
        if (!x) return {};
        subst.emplace_back(v, *x);
      }
    return substitute(e, subst);
  }
  // the value an assignment gives its target in state s (not followed where it is opaque)
  constexpr maybe_expr value_after(const item& it, const loop_state& s) const {
    if (it.opaque) return {};
    return in_state(it.value, s, p_);
  }

  constexpr void modified(const std::vector<item>& body, std::vector<std::string>& out) const {
    for (const item& it : body) {
      if (it.kind == item::kind_t::assign && std::find(out.begin(), out.end(), it.target) == out.end())
        out.push_back(it.target);
      if (it.kind == item::kind_t::loop) modified(p_.loops[it.loop].body, out);
    }
  }
  // Adds to `out` the variables that body[from..] reads (guards and values, nested loops included).
  constexpr void reads(const std::vector<item>& body, std::size_t from, std::vector<std::string>& out) const {
    const auto add = [&](const expr& e) {
      for (const std::string& v : p_.variables)
        if (std::find(out.begin(), out.end(), v) == out.end() && contains(e, v)) out.push_back(v);
    };
    for (std::size_t k = from; k < body.size(); ++k) {
      const item& it = body[k];
      if (it.kind == item::kind_t::assign) {
        add(it.value);
      } else if (it.kind == item::kind_t::loop) {
        const loop& l = p_.loops[it.loop];
        add(l.lhs);
        add(l.rhs);
        reads(l.body, 0, out);
      }
    }
  }
  static constexpr bool any_of_in(const std::vector<std::string>& xs, const std::vector<std::string>& ys) {
    for (const auto& x : xs)
      if (std::find(ys.begin(), ys.end(), x) != ys.end()) return true;
    return false;
  }
  // whether the body reads v before it surely assigns it: {read, written}
  constexpr std::pair<bool, bool> reads_first(const std::vector<item>& body, const std::string& v) const {
    for (const item& it : body) {
      if (it.kind == item::kind_t::assign) {  // values that read arrays are not followed
        if (!it.opaque && contains(it.value, v)) return {true, false};
        if (it.target == v) return {false, true};
      } else if (it.kind == item::kind_t::loop) {
        const loop& l = p_.loops[it.loop];
        if (contains(l.lhs, v) || contains(l.rhs, v)) return {true, false};
        if (reads_first(l.body, v).first) return {true, false};
      }
    }
    return {false, false};
  }

  struct loop_form {
    std::string counter;
    expr trips;
    loop_state inside;  // values at the start of iteration `counter`
    loop_state after;   // values when the loop ends
    maybe_expr guard;   // what holds inside besides the enclosing guards: this guard, as a fact
  };

  // The exit function H(i) >= 0 of the guard at iteration-start values.
  static constexpr expr exit_function(const loop& l, const expr& lhs, const expr& rhs) {
    switch (l.rel) {
      case relation::less: return lhs - rhs;
      case relation::less_equal: return lhs - rhs - expr(1);
      case relation::greater: return rhs - lhs;
      case relation::greater_equal: return rhs - lhs - expr(1);
    }
    return {};
  }

  // e with each size s as 1 + s (sizes are >= 1) and each ⌈y⌉ of a positive product y as 1 + t
  // (t >= 0): what is >= 0 for non-negative names then is >= 0 for the program's values.
  constexpr expr shifted(const expr& e) const {
    const auto shifts = [&](const factor& f) {
      return f.base.kind == atom_kind::ceil && f.exponent == 1 && positive(f.base.arg()[0]);
    };
    const auto touched = [&](const term& t) { return std::any_of(t.factors.begin(), t.factors.end(), shifts); };
    const expr out = detail::map_terms(e, touched, [&](const term& t) {
      expr product = expr(t.coefficient);
      for (const factor& f : t.factors) {
        if (shifts(f)) product *= expr(1) + expr::name("\x02");
        else product *= expr::of_atom(f.base, f.exponent);
      }
      return product;
    });
    return substitute(out, size_shift_);
  }
  // a single product > 0: a positive coefficient over sizes and powers of two (counters may be 0)
  constexpr bool positive(const expr& y) const {
    if (!y.is_single_term() || y.terms()[0].coefficient < rational(0)) return false;
    for (const factor& f : y.terms()[0].factors) {
      if (f.base.kind == atom_kind::pow2) continue;
      if (f.base.kind != atom_kind::name) return false;
      if (f.exponent > 0 && std::find(p_.sizes.begin(), p_.sizes.end(), f.base.name()) == p_.sizes.end()) return false;
    }
    return true;
  }
  // Whether e >= 0 follows from the names being >= 0, the sizes >= 1 and one of the facts F >= 0
  // or the sum of two (facts are kept shifted: see fact()).
  constexpr bool provable(const expr& e, const std::vector<expr>& facts) const {
    if (is_nonnegative(e)) return true;
    const expr x = shifted(e);
    if (is_nonnegative(x)) return true;
    for (std::size_t a = 0; a < facts.size(); ++a) {
      const expr xa = x - facts[a];
      if (is_nonnegative(xa)) return true;
      for (std::size_t b = a + 1; b < facts.size(); ++b)
        if (is_nonnegative(xa - facts[b])) return true;
    }
    return false;
  }
  // A fact F >= 0 as provable() keeps it.
  constexpr expr fact(const expr& f) const { return shifted(f); }

  // H(i) split by how its terms c·i^k·2^(αi) depend on the iteration i: solve() has a closed form
  // or a numeric root for the combinations of these parts below.
  struct exit_parts {
    expr a, b, g, quad;  // a + b·i + g·2^(alpha·i) + quad (the powers i^k, k >= 2)
    std::int64_t alpha = 0;
    bool other = false;  // a term that is none of these (or two different alphas)
  };
  // H's terms sorted into exit_parts (what solve() chooses its formula by).
  static constexpr exit_parts split_exit(const expr& h, const std::string& i) {
    exit_parts p;
    for (const term& t : h.terms()) {
      // c·i^k·2^(αi): a constant, linear, polynomial or geometric part of H
      const detail::closed_piece piece = detail::closed_form_of(t, i);
      p.other = !piece.ok;
      const expr& single = piece.coefficient;
      const int ki = piece.k;
      const std::int64_t al = piece.alpha;
      if (p.other) break;
      if (al != 0) {
        if (ki != 0 || (p.alpha != 0 && p.alpha != al)) {
          p.other = true;
          break;
        }
        p.alpha = al;
        p.g += single;
      } else if (ki == 0) {
        p.a += single;
      } else if (ki == 1) {
        p.b += single;
      } else {
        p.quad += single * power(expr::name(i), ki);
      }
    }
    return p;
  }
  // H with the iteration named i, as the errors show it (not constexpr, as to_string and fail() are not).
  static std::string shown_exit(const expr& h, const std::string& i) {
    return to_string(substitute(h, i, expr::name("i")));
  }
  // a + b i >= 0: ⌈-a / b⌉ for a step b the facts show > 0, max(0, ·) of it unless it is >= 0.
  constexpr expr solve_linear(const loop& l, const expr& h, const std::string& i, const exit_parts& p,
                              const std::vector<expr>& facts) const {
    if (p.b.is_zero())
      fail(l, "its guard does not change from one iteration to the next: it never ends, or never starts");
    if (auto c = p.b.constant(); c && *c < rational(0))
      fail(l,
           "its guard moves away from its bound (" + shown_exit(h, i) + " >= 0 ends it): it never ends once started");
    if (!provable(p.b, facts)) fail(l, "the sign of its step " + to_string(p.b) + " is not known");
    const expr n = ceil(-p.a / p.b);  // a + b i >= 0
    if (provable(-p.a, facts) || provable(n, facts)) return n;
    return pos(n);
  }
  // a + g 2^(alpha i) >= 0: ⌈log₂(-a / g)⌉ (over alpha) for a factor g the facts show > 0.
  constexpr expr solve_geometric(const loop& l, const expr& h, const std::string& i, const exit_parts& p,
                                 const std::vector<expr>& facts) const {
    if (auto c = p.g.constant(); c && *c < rational(0))
      fail(l,
           "its guard moves away from its bound (" + shown_exit(h, i) + " >= 0 ends it): it never ends once started");
    if (!provable(p.g, facts)) fail(l, "the sign of its factor " + to_string(p.g) + " is not known");
    const expr n = clog2(-p.a / p.g);  // a + g 2^(alpha i) >= 0
    expr trips = n;
    if (p.alpha != 1) trips = ceil(n / expr(p.alpha));
    if (provable(-p.a - p.g, facts) || provable(trips, facts)) return trips;
    return pos(trips);
  }
  // The numeric coefficients c_k of the polynomial a + b i + quad, leading one > 0 (else an error:
  // symbolic coefficients have no closed form, a negative lead never lets the loop end).
  constexpr std::vector<rational> polynomial_coefficients(const loop& l, const expr& h, const std::string& i,
                                                          const exit_parts& p) const {
    const expr poly = p.a + p.b * expr::name(i) + p.quad;
    std::vector<rational> coef;
    for (const term& t : poly.terms()) {
      int k = 0;
      for (const factor& f : t.factors) {
        if (f.base.kind != atom_kind::name || f.base.name() != i)
          fail(l, "its exit condition " + shown_exit(h, i) +
                      " >= 0 is a polynomial in the iteration with symbolic "
                      "coefficients: no closed form");
        k = f.exponent;
      }
      if (coef.size() <= static_cast<std::size_t>(k)) coef.resize(static_cast<std::size_t>(k) + 1, {});
      coef[static_cast<std::size_t>(k)] += t.coefficient;
    }
    while (!coef.empty() && coef.back().is_zero()) coef.pop_back();
    if (coef.empty() || coef.back() < rational(0))
      fail(l, "its exit condition " + shown_exit(h, i) + " >= 0 never holds for large iteration counts: it never ends");
    return coef;
  }
  // The first d >= 0 where Σ c_k d^k >= 0, found by evaluation up to Cauchy's bound on the roots.
  constexpr expr first_root(const loop& l, const expr& h, const std::string& i,
                            const std::vector<rational>& coef) const {
    // Cauchy's bound: no root beyond 1 + max |c_k / c_lead|
    rational bound = 0;
    for (std::size_t k = 0; k + 1 < coef.size(); ++k) {
      rational r = coef[k] / coef.back();
      if (r < rational(0)) r = -r;
      if (bound < r) bound = r;
    }
    const std::int64_t limit = rational(1) + bound < rational(1'000'000) ? detail::ceil_of(bound) + 1 : -1;
    if (limit < 0) fail(l, "its exit condition " + shown_exit(h, i) + " >= 0 has a root beyond 10^6 iterations");
    for (std::int64_t d = 0; d <= limit; ++d) {
      rational v = 0, x = 1;
      for (const rational& c : coef) {
        v += c * x;
        x *= rational(d);
      }
      if (v >= rational(0)) return expr(d);
    }
    return expr(limit + 1);
  }

  // The smallest i >= 0 with H(i) >= 0 (eq. 2.4); max(0, ·) of the formula unless the facts
  // (sizes >= 1, the enclosing guards) show that the guard holds on entry.
  constexpr expr solve(const loop& l, const expr& h, const std::string& i, const std::vector<expr>& facts) const {
    const exit_parts p = split_exit(h, i);
    if (!p.other && p.quad.is_zero() && p.g.is_zero()) return solve_linear(l, h, i, p, facts);
    if (!p.other && p.quad.is_zero() && p.b.is_zero() && p.alpha > 0) return solve_geometric(l, h, i, p, facts);
    // a polynomial in i with numeric coefficients: the first root, found by evaluation
    if (!p.other && p.g.is_zero()) {
      const std::vector<rational> coef = polynomial_coefficients(l, h, i, p);
      return first_root(l, h, i, coef);
    }
    fail(l, "its exit condition " + shown_exit(h, i) +
                " >= 0 mixes powers of the iteration count with 2^i or holds it "
                "inside a function: no closed form");
  }

  // One iteration's effect: the values after the body from the values at its start, as far as
  // `needed` (the variables read after the body) and the body's own later items read them: an
  // inner loop that changes none of those is not analyzed here (its variables become unknown), as
  // visit() analyzes it anyway. (Analyzing every inner loop once per enclosing loop made a nest of
  // depth d analyze d(d+1)/2 loops.) `facts`, what holds here, is a stack that analyze() and
  // visit() push onto and pop.
  constexpr loop_state effect(const std::vector<item>& body, loop_state s, std::vector<expr>& facts,
                              const std::vector<std::string>& needed) {
    for (std::size_t k = 0; k < body.size(); ++k) {
      const item& it = body[k];
      if (it.kind == item::kind_t::assign) {
        s.set(it.target, value_after(it, s));
      } else if (it.kind == item::kind_t::loop) {
        std::vector<std::string> later = needed, mods;
        reads(body, k + 1, later);
        modified(p_.loops[it.loop].body, mods);
        if (any_of_in(mods, later)) {
          s = analyze(it.loop, s, facts, later).after;
        } else {
          for (const auto& v : mods) s.set(v, maybe_expr{});
        }
      }
    }
    return s;
  }

  // The guard as a fact at iteration-start values: -H - 1 >= 0 (H integer), or nullopt.
  constexpr maybe_expr guard_fact(const loop& l, const loop_state& s) const {
    const auto lhs = in_state(l.lhs, s, p_), rhs = in_state(l.rhs, s, p_);
    if (!lhs || !rhs) return {};
    return -exit_function(l, *lhs, *rhs) - expr(1);
  }

  // x_v(i+1) = a_v x_v(i) + Σ c_u x_u(i) + b_v over the live variables
  struct update {
    std::string v;
    rational a;
    std::vector<std::pair<std::string, expr>> deps;
    expr b;
  };
  using named_exprs = std::vector<std::pair<std::string, expr>>;  // variables (or start names) and their values

  // Loop li entered in state `entry`; its `after` state is exact for the variables in `needed` (the
  // others it changes may be left unknown).
  constexpr loop_form analyze(std::size_t li, const loop_state& entry, std::vector<expr>& facts,
                              const std::vector<std::string>& needed) {
    const loop& l = p_.loops[li];
    loop_form out;
    out.counter = "#" + decimal(fresh_++);
    std::vector<std::string> mods;
    modified(l.body, mods);
    if (l.opaque) {
      opaque_form(l, entry, mods, out);
      return out;
    }
    const std::vector<std::string> live = live_variables(l, mods);
    const loop_state after = one_iteration(l, entry, mods, live, facts, needed);
    const std::vector<update> ups = updates(l, live, after);
    const named_exprs closed = closed_forms(l, entry, ups, out.counter);
    count_trips(l, entry, mods, closed, facts, out);
    values_after(entry, mods, needed, closed, after, facts, out);
    return out;
  }

  // An opaque loop: its unknown trip count, and every variable it changes unknown inside and after.
  static constexpr void opaque_form(const loop& l, const loop_state& entry, const std::vector<std::string>& mods,
                                    loop_form& out) {
    out.trips = expr::name(l.unknown);
    out.inside = entry;
    for (const auto& v : mods) out.inside.set(v, maybe_expr{});
    out.after = out.inside;
  }

  // The modified variables whose start values the next iteration reads (in the guard, or in the
  // body before it assigns them): those the affine updates follow.
  constexpr std::vector<std::string> live_variables(const loop& l, const std::vector<std::string>& mods) const {
    std::vector<std::string> live;
    for (const auto& v : mods)
      if (contains(l.lhs, v) || contains(l.rhs, v) || reads_first(l.body, v).first) live.push_back(v);
    return live;
  }

  // The values after one iteration from symbolic start values, with the guard as a fact inside: as
  // far as the next iteration (the live variables) and the caller (`needed`) read them.
  constexpr loop_state one_iteration(const loop& l, const loop_state& entry, const std::vector<std::string>& mods,
                                     const std::vector<std::string>& live, std::vector<expr>& facts,
                                     const std::vector<std::string>& needed) {
    // the body's map on symbolic start values @v of the modified variables
    loop_state start = entry;
    for (const auto& v : mods) start.set(v, expr::name(start_name(v)));
    // (not `if (auto f = ...)`: nvcc's constant evaluation loses a class object declared in a condition)
    const maybe_expr f = guard_fact(l, start);
    if (f) facts.push_back(fact(*f));
    std::vector<std::string> after_body = needed;  // what the next iteration and the caller read
    for (const auto& v : live)
      if (std::find(after_body.begin(), after_body.end(), v) == after_body.end()) after_body.push_back(v);
    loop_state after = effect(l.body, std::move(start), facts, after_body);
    if (f) facts.pop_back();
    return after;
  }

  // Each live variable's affine update, read off its value after one iteration; fails where one is
  // not modelled.
  constexpr std::vector<update> updates(const loop& l, const std::vector<std::string>& live,
                                        const loop_state& after) const {
    std::vector<update> ups;
    for (const auto& v : live) {
      const auto m = after.get(v);
      if (!m)
        fail(l, "the value of " + v + " after one iteration is not modelled (it reads arrays or calls functions)");
      ups.push_back(update_of(l, v, *m, live));
    }
    return ups;
  }

  // v's update from m, its value after one iteration: each term a multiple of one live start value
  // (of v itself: a; of another: a dependency) or of none (b); fails where that is not so.
  constexpr update update_of(const loop& l, const std::string& v, const expr& m,
                             const std::vector<std::string>& live) const {
    update u{v, 0, {}, {}};
    for (const term& t : m.terms()) {
      std::string which;
      expr rest = expr(t.coefficient);
      for (const factor& f : t.factors) {
        bool is_live_name = false;
        for (const auto& w : live)
          if (f.base.kind == atom_kind::name && f.base.name() == start_name(w)) {
            if (f.exponent != 1 || !which.empty())
              fail(l, "the update of " + v + " is not affine in the loop's variables: " + to_string(m));
            which = w;
            is_live_name = true;
          }
        if (is_live_name) continue;
        for (const auto& w : live)
          if (contains(f.base, start_name(w)))
            fail(l, "the update of " + v + " is not affine in the loop's variables: " + to_string(m));
        rest *= expr::of_atom(f.base, f.exponent);
      }
      if (which.empty()) {
        u.b += rest;
      } else if (which == v) {
        auto c = rest.constant();
        if (!c) fail(l, "the update of " + v + " multiplies it by " + to_string(rest) + ", which is not a number");
        u.a += *c;
      } else {
        bool found = false;
        for (auto& [w, c] : u.deps)
          if (w == which) {
            c += rest;
            found = true;
          }
        if (!found) u.deps.emplace_back(which, rest);
      }
    }
    return u;
  }

  // The closed form of v among `closed`, or nullptr.
  static constexpr const expr* closed_of(const named_exprs& closed, const std::string& v) {
    for (const auto& [w, e] : closed)
      if (w == v) return &e;
    return nullptr;
  }

  // The updates' closed forms x_v(i) (i the loop's counter), each once those it depends on are
  // known; fails on a cycle.
  constexpr named_exprs closed_forms(const loop& l, const loop_state& entry, const std::vector<update>& ups,
                                     const std::string& i) const {
    // closed forms in dependency order
    const std::string t = i + "t";
    named_exprs closed;
    for (std::size_t round = 0; closed.size() < ups.size(); ++round) {
      if (round > ups.size()) fail(l, "the updates of its variables depend on each other in a cycle");
      for (const update& u : ups) {
        if (closed_of(closed, u.v)) continue;
        bool ready = true;
        for (const auto& [w, c] : u.deps)
          if (!closed_of(closed, w)) ready = false;
        if (!ready) continue;
        expr x = closed_form(l, u, entry, closed, i, t);
        closed.emplace_back(u.v, std::move(x));
      }
    }
    return closed;
  }

  // u's value after i iterations from its start value and its dependencies' closed forms (summed
  // over t): additive updates and doublings (powers of two) only.
  constexpr expr closed_form(const loop& l, const update& u, const loop_state& entry, const named_exprs& closed,
                             const std::string& i, const std::string& t) const {
    const auto x0 = entry.get(u.v);
    if (!x0) fail(l, "the value of " + u.v + " when it starts is not modelled");
    expr g = u.b;
    for (const auto& [w, c] : u.deps) g += c * substitute(*closed_of(closed, w), i, expr::name(t));
    expr x;
    std::int64_t k = -1;
    if (u.a == rational(1)) {
      k = 0;
    } else if (u.a.is_integer() && u.a > rational(1)) {
      for (std::int64_t e = 1; e < 62; ++e)
        if (ipow(2, e) == u.a.num()) k = e;
    }
    if (k < 0)
      fail(l, u.v + " is multiplied by " + u.a.to_string() +
                  " each iteration; only 1 (additive updates) and powers "
                  "of two are modelled");
    const expr ii = expr::name(i);
    if (k == 0) {
      const interval s = sum(g, t, ii);
      if (!s.exact()) fail(l, "the value of " + u.v + " after i iterations has no closed form");
      x = *x0 + s.lo;
    } else {
      const interval s = sum(pow2(expr(-k) * expr::name(t)) * g, t, ii);
      if (!s.exact()) fail(l, "the value of " + u.v + " after i iterations has no closed form");
      x = pow2(expr(k) * ii) * *x0 + pow2(expr(k) * (ii - expr(1))) * s.lo;
    }
    return x;
  }

  // The counting function n(x0) (out.trips) from the guard at the closed forms, the values at the
  // start of iteration out.counter (out.inside) and the guard as a fact (out.guard).
  constexpr void count_trips(const loop& l, const loop_state& entry, const std::vector<std::string>& mods,
                             const named_exprs& closed, const std::vector<expr>& facts, loop_form& out) const {
    // the counting function
    loop_state at_start = entry;
    for (const auto& v : mods) at_start.set(v, maybe_expr{});
    for (const auto& [v, x] : closed) at_start.set(v, x);
    const auto lhs = in_state(l.lhs, at_start, p_);
    const auto rhs = in_state(l.rhs, at_start, p_);
    if (!lhs || !rhs) fail(l, "its guard reads a variable whose value is not modelled");
    const expr h = exit_function(l, *lhs, *rhs);
    out.trips = solve(l, h, out.counter, facts);
    out.inside = std::move(at_start);
    out.guard = fact(-h - expr(1));
  }

  // out.after: the values when the loop ends, exact for the variables in `needed`.
  constexpr void values_after(const loop_state& entry, const std::vector<std::string>& mods,
                              const std::vector<std::string>& needed, const named_exprs& closed,
                              const loop_state& after, const std::vector<expr>& facts, loop_form& out) const {
    const std::string& i = out.counter;
    // values at the end, of the variables the caller reads: live ones at i = n, the others as the
    // last iteration left them (only where the loop surely runs: else unknown)
    out.after = entry;
    std::vector<std::pair<std::string, expr>> last;  // the live values in the last iteration
    int runs = -1;                                   // (not known yet)
    for (const auto& v : mods) {
      if (std::find(needed.begin(), needed.end(), v) == needed.end()) {
        out.after.set(v, maybe_expr{});
        continue;
      }
      const expr* x = closed_of(closed, v);
      if (x) {
        out.after.set(v, substitute(*x, i, out.trips));
        continue;
      }
      const auto m = after.get(v);
      if (m && runs < 0) runs = provable(out.trips - expr(1), facts) ? 1 : 0;
      bool reads_dead = false;
      if (m)
        for (const auto& w : mods)
          if (!closed_of(closed, w) && contains(*m, start_name(w))) reads_dead = true;
      if (!m || runs == 0 || reads_dead) {
        out.after.set(v, maybe_expr{});
        continue;
      }
      if (last.empty())
        for (const auto& [w, y] : closed) last.emplace_back(start_name(w), substitute(y, i, out.trips - expr(1)));
      out.after.set(v, substitute(*m, last));
    }
  }

  constexpr void visit(const std::vector<item>& body, loop_state& state,
                       std::vector<std::pair<std::string, expr>>& enclosing, std::vector<expr>& facts,
                       count_result& r) {
    bool summed = false;  // the enclosing loops' nested sum, the same for every statement of body
    interval here;
    for (std::size_t k = 0; k < body.size(); ++k) {
      const item& it = body[k];
      switch (it.kind) {
        case item::kind_t::assign: state.set(it.target, value_after(it, state)); break;
        case item::kind_t::work: {
          if (!summed) {
            here = interval{expr(1), expr(1)};
            // (the sizes are >= 1: ⌈log₂ n⌉ >= 0 bounds as a factor of a ceiling's term)
            const auto known = by_sizes();
            for (auto e = enclosing.rbegin(); e != enclosing.rend(); ++e) here = sum(here, e->first, e->second, known);
            summed = true;
          }
          r.statements.push_back({it.text, it.line, here});
          break;
        }
        case item::kind_t::loop: {
          std::vector<std::string> later;  // (the state after this body is not used)
          reads(body, k + 1, later);
          loop_form form = analyze(it.loop, state, facts, later);
          enclosing.emplace_back(form.counter, form.trips);
          if (form.guard) facts.push_back(*form.guard);
          visit(p_.loops[it.loop].body, form.inside, enclosing, facts, r);
          if (form.guard) facts.pop_back();
          enclosing.pop_back();
          state = std::move(form.after);
          break;
        }
      }
    }
  }

  loop_summary summary(std::size_t li) {
    const loop& l = p_.loops[li];
    loop_summary s{l.line, l.guard, std::nullopt, l.unknown};
    try {
      std::vector<expr> facts;
      s.trips = drop_positive_parts(analyze(li, loop_state{}, facts, {}).trips, by_sizes());
    } catch (const error&) {
      // solvable only with the values at its uses (a numeric root)
    }
    return s;
  }
};

}  // namespace detail

/// Counts every statement of `p` (eq. 2.2): exact closed forms where they exist, certified
/// intervals elsewhere. Sizes are whole numbers >= 0; each count assumes every loop's guard holds
/// when the loop is entered or fails by less than one step (the thesis' setting). Fails with a
/// sentence naming the loop where a loop is not modelled.
constexpr count_result count(const loop_program& p) { return detail::counter(p).run(); }

/// The count `c` when the unknown trip count `u` (§2.5.1) is only known to lie in [lo, hi]:
/// [c.lo at u = lo, c.hi at u = hi]. Needs c not to decrease as u grows: u only as a factor with a
/// positive exponent of terms that are otherwise >= 0 (as trip counts make them). Fails otherwise.
constexpr interval with_unknown_bounds(const interval& c, std::string_view u, const expr& lo, const expr& hi) {
  for (const expr* side : {&c.lo, &c.hi})
    for (const term& t : side->terms()) {
      bool holds = false, plain = true;
      for (const factor& f : t.factors) {
        if (!contains(f.base, u)) continue;
        holds = true;
        plain = plain && f.base.kind == atom_kind::name && f.exponent > 0;
      }
      if (!holds || (plain && t.coefficient > rational(0) && is_nonnegative(expr::of_term(t)))) continue;
      check(false, "pebble::loops: the count ", to_string(*side), " does not grow with the unknown ", u,
            ": its bounds do not follow from u's");
    }
  return interval{substitute(c.lo, u, lo), substitute(c.hi, u, hi)};
}

/// Each loop's counting function over the values its variables have when it starts (in the order
/// of p.loops).
inline std::vector<loop_summary> loop_summaries(const loop_program& p) { return detail::counter(p).summaries(); }

}  // namespace pebble::loops
