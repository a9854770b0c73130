// The C++ front end of loop programs (thesis ch. 2), the same programs as the text front end
// (parser.hpp) builds:
//   using namespace pebble::loops::dsl;
//   const loop_program p = make_program(assign("x", 1),
//                                       while_(lt(var("x"), var("n")), assign("x", 2 * var("x")), work("S1")));
//   const loop_program q = make_program(for_("i", 0, var("n"), for_("j", 0, var("i"), work("S1"))));
// Names assigned somewhere are variables, the others sizes; `div(a, b)` is C's integer division.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/loops/program.hpp>
#include <pebble/loops/symbolic.hpp>

namespace pebble::loops::dsl {

/// A loop guard `lhs rel rhs`.
struct guard_t {
  expr lhs, rhs;
  relation rel = relation::less;
  std::string text;
};

/// One element of a body as the builders make it (loops hold their bodies).
struct node {
  item::kind_t kind = item::kind_t::work;
  std::string target, text;
  expr value;
  guard_t guard;
  std::vector<node> body;
};

/// Names are C identifiers (other characters are pebble's own names).
inline std::string_view identifier(std::string_view name) {
  bool ok = !name.empty() && !(name[0] >= '0' && name[0] <= '9');
  for (char c : name)
    ok = ok && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_');
  check(ok, "pebble::loops::dsl: '", printable(name), "' is not a name (letters, digits and _)");
  return name;
}
/// The value of a variable or a size.
inline expr var(std::string_view name) { return expr::name(identifier(name)); }
/// C's integer division a/b (⌊a/b⌋ for the non-negative values loops use).
inline expr div(const expr& a, const expr& b) {
  check(!b.is_zero(), "pebble::loops::dsl::div: division by 0");
  return floor(a / b);
}

inline guard_t lt(expr a, expr b) { return {std::move(a), std::move(b), relation::less, "<"}; }
inline guard_t le(expr a, expr b) { return {std::move(a), std::move(b), relation::less_equal, "<="}; }
inline guard_t gt(expr a, expr b) { return {std::move(a), std::move(b), relation::greater, ">"}; }
inline guard_t ge(expr a, expr b) { return {std::move(a), std::move(b), relation::greater_equal, ">="}; }

/// name = value.
inline node assign(std::string_view name, expr value) {
  node n;
  n.kind = item::kind_t::assign;
  n.target = std::string(identifier(name));
  n.text = n.target + " = " + to_string(value);
  n.value = std::move(value);
  return n;
}
/// A statement: one unit of work each time it runs.
inline node work(std::string_view label) {
  node n;
  n.text = std::string(label);
  return n;
}
/// while (guard) { body }.
template <class... Body>
node while_(guard_t g, Body... body) {
  node n;
  n.kind = item::kind_t::loop;
  g.text = to_string(g.lhs) + " " + g.text + " " + to_string(g.rhs);
  n.guard = std::move(g);
  n.body = {std::move(body)...};
  return n;
}
/// for (index = lo; index < hi; index++) { body }, as `for index in lo..hi` in text.
template <class... Body>
node for_(std::string_view index, expr lo, expr hi, Body... body) {
  node n = while_(lt(var(index), std::move(hi)), std::move(body)..., assign(index, var(index) + expr(1)));
  n.text = std::string(index) + " = " + to_string(lo);
  n.value = std::move(lo);
  n.target = std::string(index);
  return n;
}

namespace detail {
inline void add_name(std::vector<std::string>& names, const std::string& n) {
  for (const auto& m : names)
    if (m == n) return;
  names.push_back(n);
}
inline void names_in(const expr& e, std::vector<std::string>& out);
inline void names_in(const atom& a, std::vector<std::string>& out) {
  if (a.kind == atom_kind::name) add_name(out, a.name());
  for (const expr& x : a.arg()) names_in(x, out);
}
inline void names_in(const expr& e, std::vector<std::string>& out) {
  for (const term& t : e.terms())
    for (const factor& f : t.factors) names_in(f.base, out);
}
inline void build(const std::vector<node>& nodes, loop_program& p, std::vector<item>& out,
                  std::vector<std::string>& read) {
  for (const node& n : nodes) {
    if (n.kind == item::kind_t::loop) {
      if (!n.target.empty()) {  // for_: its initialization first
        add_name(p.variables, n.target);
        names_in(n.value, read);
        out.push_back(item{item::kind_t::assign, n.target, n.value, false, n.text, 0, 0});
      }
      loop l;
      l.lhs = n.guard.lhs;
      l.rhs = n.guard.rhs;
      l.rel = n.guard.rel;
      l.guard = n.guard.text;
      names_in(l.lhs, read);
      names_in(l.rhs, read);
      const std::size_t at = p.loops.size();
      p.loops.push_back(std::move(l));
      std::vector<item> body;
      build(n.body, p, body, read);
      p.loops[at].body = std::move(body);
      item it;
      it.kind = item::kind_t::loop;
      it.loop = at;
      out.push_back(it);
    } else if (n.kind == item::kind_t::assign) {
      add_name(p.variables, n.target);
      names_in(n.value, read);
      out.push_back(item{item::kind_t::assign, n.target, n.value, false, n.text, 0, 0});
    } else {
      out.push_back(item{item::kind_t::work, {}, {}, false, n.text, 0, 0});
    }
  }
}
}  // namespace detail

/// The program of the given top-level elements.
template <class... Items>
loop_program make_program(Items... items) {
  loop_program p;
  std::vector<std::string> read;
  detail::build(std::vector<node>{std::move(items)...}, p, p.items, read);
  for (const auto& n : read)
    if (!p.is_variable(n)) p.sizes.push_back(n);
  return p;
}

}  // namespace pebble::loops::dsl
