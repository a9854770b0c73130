// The text front end of loop programs (thesis ch. 2's listings, pasted as C):
//   x = 1; while (x < n) { x = 2*x; }
//   for (x = 0; x < n/p; x++) for (y = 1; y < n; y *= 2) S1;
//   for i in 0..n { for j in 0..i: S1 }
// Grammar (docs/tool.md, "Loop programs: iteration counts, work and depth"):
//   loop_program   := { stmt }
//   stmt      := 'while' '(' guard ')' body
//              | 'for' '(' [simple {',' simple}] ';' guard ';' [simple {',' simple}] ')' body
//              | 'for' name 'in' expr '..' expr (block | ':' stmt)
//              | block | simple ';' | ';'
//   body      := block | stmt;    block := '{' { stmt } '}'
//   simple    := [type] name ('=' | '+=' | '-=' | '*=' | '/=') expr | name '++' | name '--' | '++' name
//              | '--' name | name | name '(' [expr {',' expr}] ')' | name '[' ... ']' op expr
//   guard     := expr ('<' | '<=' | '>' | '>=') expr
//   expr      := C integer arithmetic: + - * / % ( ), numbers, names, a[...], f(...)
// C's `/` on integers is ⌊a/b⌋ (operands >= 0); `%` is a - b⌊a/b⌋. A statement that is a bare
// name (S1), a call or an array assignment is one unit of work; an assignment to a variable is an
// update of the loop state (not modelled where its value reads arrays or calls functions). A guard
// that reads arrays or calls functions makes the loop's trip count an unknown u1, u2, ...
#pragma once

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <pebble/loops/program.hpp>
#include <pebble/model/parser.hpp>

namespace pebble::loops {

namespace detail {

constexpr bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }
constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }
constexpr bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
constexpr bool is_word(char c) { return is_letter(c) || is_digit(c) || c == '_'; }
inline constexpr std::string_view two_character_symbols[] = {"..", "+=", "-=", "*=", "/=", "++", "--",
                                                             "<=", ">=", "==", "!=", "&&", "||"};

struct ltoken {
  enum class kind_t : std::uint8_t { name, number, symbol, end } kind = kind_t::end;
  std::string text;
  std::size_t line = 1, column = 1, offset = 0;
};

constexpr std::vector<ltoken> lex_loops(std::string_view src) {
  std::vector<ltoken> out;
  std::size_t pos = 0, line = 1, column = 1;
  const auto advance = [&](std::size_t n) {
    for (std::size_t k = 0; k < n && pos < src.size(); ++k, ++pos) {
      if (src[pos] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
  };
  while (pos < src.size()) {
    const char c = src[pos];
    const std::size_t l = line, col = column, at = pos;
    if (c == '#' || src.substr(pos, 2) == "//") {
      while (pos < src.size() && src[pos] != '\n') advance(1);
    } else if (src.substr(pos, 2) == "/*") {
      const std::size_t end = src.find("*/", pos + 2);
      if (end == std::string_view::npos) throw parse_error(l, col, "a comment /* ... is not closed");
      advance(end + 2 - pos);
    } else if (is_space(c)) {
      advance(1);
    } else if (is_letter(c) || c == '_') {
      std::size_t b = pos;
      while (pos < src.size() && is_word(src[pos])) advance(1);
      out.push_back({ltoken::kind_t::name, std::string(src.substr(b, pos - b)), l, col, at});
    } else if (is_digit(c)) {
      std::size_t b = pos;
      while (pos < src.size() && is_digit(src[pos])) advance(1);
      if (pos < src.size() && (is_letter(src[pos]) || (src[pos] == '.' && src.substr(pos, 2) != "..")))
        throw parse_error(l, col,
                          "only whole numbers are supported in loop programs, not '" +
                              printable(src.substr(b, pos + 1 - b)) + "...'");
      out.push_back({ltoken::kind_t::number, std::string(src.substr(b, pos - b)), l, col, at});
    } else {
      std::string sym(1, c);
      for (auto t : two_character_symbols)
        if (src.substr(pos, 2) == t) sym = std::string(t);
      if (sym.size() == 1 && std::string_view("+-*/%()[]{},:;=<>!").find(c) == std::string_view::npos)
        throw parse_error(
            l, col, "unexpected character '" + printable(src.substr(pos, first_character(src.substr(pos)))) + "'");
      advance(sym.size());
      out.push_back({ltoken::kind_t::symbol, sym, l, col, at});
    }
  }
  out.push_back({ltoken::kind_t::end, "end of input", line, column, pos});
  return out;
}

class loop_parser {
 public:
  constexpr loop_parser(std::string_view src, std::size_t max_nodes)
      : src_(src), toks_(lex_loops(src)), max_nodes_(max_nodes) {}

  constexpr loop_program run() {
    while (!at_end()) parse_stmt(prog_.items, 0);
    // sizes: names read but never assigned
    std::sort(prog_.variables.begin(), prog_.variables.end());
    std::sort(sizes_.begin(), sizes_.end());
    sizes_.erase(std::unique(sizes_.begin(), sizes_.end()), sizes_.end());
    for (const auto& s : sizes_)
      if (!prog_.is_variable(s)) prog_.sizes.push_back(s);
    name_unknowns();
    return std::move(prog_);
  }

 private:
  static constexpr std::size_t max_depth = 64;

  constexpr const ltoken& peek(std::size_t k = 0) const { return toks_[std::min(pos_ + k, toks_.size() - 1)]; }
  constexpr bool at_end() const { return peek().kind == ltoken::kind_t::end; }
  constexpr bool is(std::string_view s, std::size_t k = 0) const {
    return peek(k).kind == ltoken::kind_t::symbol && peek(k).text == s;
  }
  constexpr bool is_name(std::string_view s) const { return peek().kind == ltoken::kind_t::name && peek().text == s; }
  [[noreturn]] void fail(const ltoken& t, const std::string& what) const { throw parse_error(t.line, t.column, what); }
  constexpr const ltoken& take() {
    const ltoken& t = peek();
    if (pos_ < toks_.size() - 1) ++pos_;
    return t;
  }
  constexpr void expect(std::string_view s, std::string_view context) {
    if (!is(s))
      fail(peek(),
           "expected '" + std::string(s) + "' " + std::string(context) + ", found '" + printable(peek().text) + "'");
    take();
  }
  constexpr void count_node(const ltoken& t) {
    if (++nodes_ > max_nodes_) fail(t, "the program has more than " + decimal(max_nodes_) + " elements");
  }
  constexpr std::string text_between(std::size_t from, std::size_t to) const {
    std::string out;
    for (char c : src_.substr(from, to - from)) {
      if (c == '\n' || c == '\r' || c == '\t') c = ' ';
      if (!(c == ' ' && !out.empty() && out.back() == ' ')) out += c;
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
  }
  static constexpr bool is_type(std::string_view n) {
    return n == "int" || n == "long" || n == "unsigned" || n == "size_t" || n == "short" || n == "signed" ||
           n == "int64_t" || n == "int32_t" || n == "auto" || n == "const";
  }
  static constexpr bool is_keyword(std::string_view n) {
    return n == "for" || n == "while" || n == "in" || n == "if" || n == "else" || n == "do" || n == "return" ||
           n == "break" || n == "continue" || n == "goto";
  }

  constexpr void assigned(const std::string& v) {
    if (!prog_.is_variable(v)) prog_.variables.push_back(v);
  }

  // ---- statements ------------------------------------------------------------------------------
  constexpr void parse_stmt(std::vector<item>& out, std::size_t depth) {
    if (depth > max_depth) fail(peek(), "loops nested deeper than " + decimal(max_depth));
    count_node(peek());
    if (is(";")) {
      take();
      return;
    }
    if (is("{")) {
      take();
      while (!is("}")) {
        if (at_end()) fail(peek(), "a block { ... } is not closed");
        parse_stmt(out, depth + 1);
      }
      take();
      return;
    }
    if (peek().kind == ltoken::kind_t::name) {
      const std::string& w = peek().text;
      if (w == "while") return parse_while(out, depth);
      if (w == "for") return is("(", 1) ? parse_for_c(out, depth) : parse_for_range(out, depth);
      if (w == "if" || w == "else" || w == "do" || w == "break" || w == "continue" || w == "goto" || w == "return")
        fail(peek(), "'" + w + "' is not supported in loop programs (loops, assignments and statements only)");
    }
    parse_simple(out, false);
    // ';' ends a statement; a line break or '}' may end it too (the `for i in a..b` style)
    if (is(";")) {
      take();
    } else if (!(is("}") || at_end() || peek().line > toks_[pos_ - 1].line)) {
      fail(peek(), "expected ';' after a statement, found '" + printable(peek().text) + "'");
    }
  }

  constexpr void parse_body(std::vector<item>& body, std::size_t depth) {
    if (at_end()) fail(peek(), "a loop needs a body");
    parse_stmt(body, depth + 1);
  }

  constexpr std::size_t new_loop(const ltoken& at) {
    loop l;
    l.line = at.line;
    prog_.loops.push_back(std::move(l));
    return prog_.loops.size() - 1;
  }

  constexpr void parse_guard(std::size_t li) {
    const std::size_t from = peek().offset;
    bool opaque = false;
    expr lhs = parse_expr(opaque);
    relation rel;
    if (is("<")) rel = relation::less;
    else if (is("<=")) rel = relation::less_equal;
    else if (is(">")) rel = relation::greater;
    else if (is(">=")) rel = relation::greater_equal;
    else if (is("==") || is("!=") || is("&&") || is("||"))
      fail(peek(), "guards are one comparison <, <=, > or >=; '" + peek().text + "' is not supported");
    else fail(peek(), "expected a comparison <, <=, > or >= in the loop guard, found '" + printable(peek().text) + "'");
    take();
    expr rhs = parse_expr(opaque);
    loop& l = prog_.loops[li];
    l.lhs = std::move(lhs);
    l.rhs = std::move(rhs);
    l.rel = rel;
    l.guard = text_between(from, peek().offset);
    if (opaque) {
      l.opaque = true;
      prog_.unknowns.emplace_back();  // named once every name of the program is known
    }
  }

  // The unknown trip counts are u1, u2, ... in the order of their loops; a name the program
  // itself uses (a variable or a size called u1) gets underscores appended until it is free, so
  // that binding the unknown never binds the program's own name.
  constexpr void name_unknowns() {
    const auto taken = [&](const std::string& n) {
      if (prog_.is_variable(n)) return true;
      for (const auto& s : prog_.sizes)
        if (s == n) return true;
      for (const auto& u : prog_.unknowns)
        if (u == n) return true;
      return false;
    };
    std::size_t next = 0;
    for (auto& l : prog_.loops) {
      if (!l.opaque) continue;
      std::string name = "u" + decimal(next + 1);
      while (taken(name)) name += '_';
      prog_.unknowns[next++] = name;
      l.unknown = std::move(name);
    }
  }

  constexpr void parse_while(std::vector<item>& out, std::size_t depth) {
    const ltoken& w = take();
    const std::size_t li = new_loop(w);
    expect("(", "after 'while'");
    parse_guard(li);
    expect(")", "after the loop guard");
    std::vector<item> body;
    parse_body(body, depth);
    prog_.loops[li].body = std::move(body);
    out.push_back(loop_item(li, w.line));
  }

  constexpr void parse_for_c(std::vector<item>& out, std::size_t depth) {
    const ltoken& f = take();
    expect("(", "after 'for'");
    if (!is(";")) parse_clause(out);
    expect(";", "after the initialization of a for loop");
    const std::size_t li = new_loop(f);
    if (is(";")) fail(peek(), "a for loop without a guard never ends");
    parse_guard(li);
    expect(";", "after the guard of a for loop");
    std::vector<item> step;
    if (!is(")")) parse_clause(step);
    expect(")", "after the update of a for loop");
    std::vector<item> body;
    parse_body(body, depth);
    body.insert(body.end(), step.begin(), step.end());
    prog_.loops[li].body = std::move(body);
    out.push_back(loop_item(li, f.line));
  }

  // for i in a..b { ... } / for i in a..b: stmt — i = a; while (i < b) { ...; i = i + 1 }
  constexpr void parse_for_range(std::vector<item>& out, std::size_t depth) {
    const ltoken& f = take();
    if (peek().kind != ltoken::kind_t::name) fail(peek(), "expected a loop index after 'for'");
    const std::string index = take().text;
    if (!is_name("in")) fail(peek(), "expected 'in' after the loop index " + index);
    take();
    bool opaque = false;
    const std::size_t from = peek().offset;
    expr lo = parse_expr(opaque);
    expect("..", "in the range of " + index);
    expr hi = parse_expr(opaque);
    const std::string range = text_between(from, peek().offset);
    if (opaque) fail(f, "the range of " + index + " must not read arrays or call functions");
    item init{item::kind_t::assign, index, lo, false, index + " = " + range.substr(0, range.find("..")), 0, f.line};
    out.push_back(init);
    assigned(index);
    const std::size_t li = new_loop(f);
    loop& l = prog_.loops[li];
    l.lhs = expr::name(index);
    l.rhs = hi;
    l.rel = relation::less;
    l.guard = index + " in " + range;
    std::vector<item> body;
    if (is(":")) {
      take();
      parse_body(body, depth);
    } else if (is("{")) {
      parse_body(body, depth);
    } else {
      fail(peek(), "expected '{' or ':' after the range of " + index);
    }
    body.push_back(item{item::kind_t::assign, index, expr::name(index) + expr(1), false, index + "++", 0, f.line});
    prog_.loops[li].body = std::move(body);
    out.push_back(loop_item(li, f.line));
  }

  static constexpr item loop_item(std::size_t li, std::size_t line) {
    item it;
    it.kind = item::kind_t::loop;
    it.loop = li;
    it.line = line;
    return it;
  }

  // The initialization or update of a C for loop: simple statements separated by ','.
  constexpr void parse_clause(std::vector<item>& out) {
    parse_simple(out, true);
    while (is(",")) {
      take();
      parse_simple(out, true);
    }
  }

  // clause: the initialization or update of a C for loop (no work there)
  constexpr void parse_simple(std::vector<item>& out, bool clause) {
    const ltoken start = peek();
    const std::size_t from = start.offset;
    while (peek().kind == ltoken::kind_t::name && is_type(peek().text) && peek(1).kind == ltoken::kind_t::name) take();
    if (is("++") || is("--")) {  // ++x, --x
      const bool up = take().text == "++";
      if (peek().kind != ltoken::kind_t::name) fail(peek(), "expected a variable after ++ or --");
      const std::string v = take().text;
      push_update(out, v, expr::name(v) + expr(up ? 1 : -1), false, from, start.line);
      return;
    }
    if (peek().kind != ltoken::kind_t::name)
      fail(peek(), "expected a statement, found '" + printable(peek().text) + "'");
    if (is_keyword(peek().text)) fail(peek(), "'" + peek().text + "' cannot start a statement here");
    const std::string v = take().text;
    if (is("(") || is("[")) {  // a call or an array element: one unit of work
      bool opaque = false;
      int level = 0;
      do {
        if (is("(") || is("[")) ++level;
        if (is(")") || is("]")) --level;
        if (at_end()) fail(peek(), "unbalanced brackets in the statement starting with " + v);
        take();
      } while (level > 0);
      if (is("=") || is("+=") || is("-=") || is("*=") || is("/=")) {
        take();
        parse_expr(opaque);
      }
      out.push_back(work_item(from, start.line));
      return;
    }
    if (is("++") || is("--")) {
      const bool up = take().text == "++";
      push_update(out, v, expr::name(v) + expr(up ? 1 : -1), false, from, start.line);
      return;
    }
    if (is("=") || is("+=") || is("-=") || is("*=") || is("/=")) {
      const std::string op = take().text;
      bool opaque = false;
      expr rhs = parse_expr(opaque);
      const expr self = expr::name(v);
      expr value = rhs;
      if (op == "+=") value = self + rhs;
      if (op == "-=") value = self - rhs;
      if (op == "*=") value = self * rhs;
      if (op == "/=") value = c_divide(self, rhs, peek());
      push_update(out, v, std::move(value), opaque && !clause, from, start.line);
      if (opaque && clause) out.back().opaque = true;
      return;
    }
    if (is(";") || is(",") || is(")") || is("}") || at_end() || peek().line > toks_[pos_ - 1].line) {
      // a bare name: a placeholder statement (S1)
      out.push_back(work_item(from, start.line));
      return;
    }
    fail(peek(), "expected '=', '+=', '++', '(' or ';' after " + v + ", found '" + printable(peek().text) + "'");
  }

  constexpr item work_item(std::size_t from, std::size_t line) const {
    item it;
    it.kind = item::kind_t::work;
    it.text = text_between(from, peek().offset);
    it.line = line;
    return it;
  }
  constexpr void push_update(std::vector<item>& out, const std::string& v, expr value, bool work, std::size_t from,
                             std::size_t line) {
    assigned(v);
    item it{item::kind_t::assign, v, std::move(value), work, text_between(from, peek().offset), 0, line};
    if (work) {  // a value the model cannot follow: the statement is work, the variable unknown
      item w = it;
      w.kind = item::kind_t::work;
      out.push_back(w);
    }
    out.push_back(std::move(it));
  }

  // ---- expressions -----------------------------------------------------------------------------
  static constexpr expr c_divide(const expr& a, const expr& b, const ltoken& at) {
    if (auto c = b.constant(); c && c->is_zero()) throw parse_error(at.line, at.column, "division by 0");
    return floor(a / b);
  }
  constexpr expr parse_expr(bool& opaque, std::size_t depth = 0) {
    if (depth > max_depth) fail(peek(), "an expression nested deeper than " + decimal(max_depth));
    expr e = parse_product(opaque, depth);
    while (is("+") || is("-")) {
      const bool plus = take().text == "+";
      expr r = parse_product(opaque, depth);
      if (plus) e += r;
      else e -= r;
    }
    return e;
  }
  constexpr expr parse_product(bool& opaque, std::size_t depth) {
    expr e = parse_unary(opaque, depth);
    while (is("*") || is("/") || is("%")) {
      const ltoken op = take();
      expr r = parse_unary(opaque, depth);
      if (op.text == "*") {
        e = e * r;
      } else if (op.text == "/") {
        e = c_divide(e, r, op);
      } else {
        e = e - r * c_divide(e, r, op);
        // a % b writes a and b twice: a chain of k of them grows as 2^k, and the counter walks
        // every copy
        if (written_size(e, max_written) > max_written)
          fail(op, "this '%' makes the expression too large written out (over " + decimal(max_written) +
                       " terms and atoms)");
      }
    }
    return e;
  }
  static constexpr std::size_t max_written = 4096;
  // The size of e written out as a tree (terms, factors, and the arguments of functions, each time
  // they appear), counted up to limit + 1.
  static constexpr std::size_t written_size(const expr& e, std::size_t limit) {
    std::size_t n = 0;
    const auto visit = [&](const auto& self, const expr& x) -> void {
      for (const term& t : x.terms()) {
        if (++n > limit) return;
        for (const factor& f : t.factors) {
          if (++n > limit) return;
          if (f.base.kind == atom_kind::name) continue;
          for (const expr& a : f.base.arg()) {
            self(self, a);
            if (n > limit) return;
          }
        }
      }
    };
    visit(visit, e);
    return n;
  }
  constexpr expr parse_unary(bool& opaque, std::size_t depth) {
    count_node(peek());
    if (is("-")) {
      take();
      return -parse_unary(opaque, depth + 1);
    }
    if (is("+")) {
      take();
      return parse_unary(opaque, depth + 1);
    }
    if (is("(")) {
      take();
      expr e = parse_expr(opaque, depth + 1);
      expect(")", "to close '('");
      return e;
    }
    if (peek().kind == ltoken::kind_t::number) {
      const ltoken& t = take();
      if (t.text.size() > 18) fail(t, "the number " + printable(t.text) + " is too large");
      std::int64_t v = 0;
      for (char c : t.text) v = v * 10 + (c - '0');
      return expr(v);
    }
    if (peek().kind == ltoken::kind_t::name) {
      const ltoken& t = take();
      if (is_keyword(t.text)) fail(t, "'" + t.text + "' cannot appear in an expression");
      if (is("(") || is("[")) {  // a call or an array element: not modelled
        opaque = true;
        int level = 0;
        do {
          if (is("(") || is("[")) ++level;
          if (is(")") || is("]")) --level;
          if (at_end()) fail(peek(), "unbalanced brackets after " + t.text);
          take();
        } while (level > 0);
        return expr(0);
      }
      sizes_.push_back(t.text);
      return expr::name(t.text);
    }
    fail(peek(), "expected a number, a name or '(' in an expression, found '" + printable(peek().text) + "'");
  }

  std::string_view src_;
  std::vector<ltoken> toks_;
  std::size_t pos_ = 0, nodes_ = 0, max_nodes_;
  loop_program prog_;
  std::vector<std::string> sizes_;
};

}  // namespace detail

/// Parses a loop loop_program (the grammar above); errors name the line and column. At most
/// `max_nodes` statements and expression elements.
constexpr loop_program parse_loops(std::string_view text, std::size_t max_nodes = 10'000) {
  return detail::loop_parser(text, max_nodes).run();
}

}  // namespace pebble::loops
