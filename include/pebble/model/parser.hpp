// The text front end of the program model: `for i in 0..M, j in 0..N: C[i,j] += A[i,k] * B[k,j]`
// and `for t in 1..T, i in t..N-t: A[i,t+1] = f(A[i-1,t], A[i,t], A[i+1,t], B[i])`, statements
// separated by `;` or newlines. Produces the same `statement` values as the C++ DSL (dsl.hpp).
//
// Grammar (docs/tool.md, "Program text"):
//   program    := item { (';' | newline) item }                 '#' starts a comment
//   item       := 'for' binding {',' binding} ':' item          (loops of one statement)
//               | 'for' binding {',' binding} '{' item {(';' | newline) item} '}'
//                                                   (a block: its statements share these loops)
//               | access op expr
//   binding    := index 'in' affine '..' affine | index 'in' 'range' '(' affine [',' affine] ')'
//   op         := '=' | '+=' | '-=' | '*=' | '/='
//   access     := array '[' [affine {',' affine}] ']'
//   expr       := arithmetic over numbers, accesses, calls name(expr, …) and bare constants
//   affine     := integer-coefficient combination of enclosing indices, sizes and integers
#pragma once

#include <cctype>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/model/statement.hpp>

namespace pebble {

/// A syntax or model error in program text, with its 1-based line and column.
class parse_error : public error {
 public:
  parse_error(std::size_t line, std::size_t column, const std::string& what)
      : error("line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + what),
        line_(line),
        column_(column) {}
  std::size_t line() const { return line_; }
  std::size_t column() const { return column_; }

 private:
  std::size_t line_, column_;
};

namespace detail {

enum class token_kind { identifier, integer, real, symbol, newline, end };

struct token {
  token_kind kind;
  std::string text;
  std::size_t line, column;
  std::size_t offset = 0, length = 0;  // where the token is in the source text
};

class lexer {
 public:
  explicit lexer(std::string_view src) : src_(src) {}

  std::vector<token> run() {
    std::vector<token> out;
    int depth = 0;  // newlines inside () and [] do not separate statements
    while (pos_ < src_.size()) {
      char c = src_[pos_];
      std::size_t l = line_, col = column_;
      if (c == '#') {
        while (pos_ < src_.size() && src_[pos_] != '\n') advance();
      } else if (c == '\n') {
        advance();
        // a statement continues on the next line after an operator, '=', ',' or ':'
        bool continues = !out.empty() && out.back().kind == token_kind::symbol && out.back().text != ")" &&
                         out.back().text != "]" && out.back().text != ";" && out.back().text != "}";
        if (depth == 0 && !continues) out.push_back({token_kind::newline, "\\n", l, col, pos_ - 1, 1});
      } else if (std::isspace(static_cast<unsigned char>(c))) {
        advance();
      } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
        std::size_t b = pos_;
        while (pos_ < src_.size() && (std::isalnum(static_cast<unsigned char>(src_[pos_])) || src_[pos_] == '_'))
          advance();
        out.push_back({token_kind::identifier, std::string(src_.substr(b, pos_ - b)), l, col, b, pos_ - b});
      } else if (std::isdigit(static_cast<unsigned char>(c))) {
        std::size_t b = pos_;
        bool real = false;
        while (pos_ < src_.size() && std::isdigit(static_cast<unsigned char>(src_[pos_]))) advance();
        // "1..N" is a range, "1.5" a real number
        if (pos_ + 1 < src_.size() && src_[pos_] == '.' && src_[pos_ + 1] != '.') {
          real = true;
          advance();
          while (pos_ < src_.size() && std::isdigit(static_cast<unsigned char>(src_[pos_]))) advance();
        }
        if (pos_ < src_.size() && (src_[pos_] == 'e' || src_[pos_] == 'E')) {
          real = true;
          advance();
          if (pos_ < src_.size() && (src_[pos_] == '+' || src_[pos_] == '-')) advance();
          while (pos_ < src_.size() && std::isdigit(static_cast<unsigned char>(src_[pos_]))) advance();
        }
        out.push_back({real ? token_kind::real : token_kind::integer, std::string(src_.substr(b, pos_ - b)), l, col, b,
                       pos_ - b});
      } else {
        static constexpr std::string_view two[] = {"..", "+=", "-=", "*=", "/="};
        std::string sym(1, c);
        for (auto t : two)
          if (src_.substr(pos_, 2) == t) sym = std::string(t);
        if (sym.size() == 1 && std::string_view("+-*/()[],:;={}").find(c) == std::string_view::npos) {
          // the whole character, not the first byte of its UTF-8 sequence
          throw parse_error(
              l, col,
              "unexpected character '" + printable(src_.substr(pos_, first_character(src_.substr(pos_)))) + "'");
        }
        if (c == '(' || c == '[') ++depth;
        if ((c == ')' || c == ']') && depth > 0) --depth;
        std::size_t b = pos_;
        for (std::size_t k = 0; k < sym.size(); ++k) advance();
        out.push_back({token_kind::symbol, sym, l, col, b, sym.size()});
      }
    }
    out.push_back({token_kind::end, "end of input", line_, column_, pos_, 0});
    return out;
  }

 private:
  void advance() {
    if (src_[pos_] == '\n') {
      ++line_;
      column_ = 1;
    } else if ((static_cast<unsigned char>(src_[pos_]) & 0xc0) != 0x80) {  // columns count characters, not UTF-8 bytes
      ++column_;
    }
    ++pos_;
  }
  std::string_view src_;
  std::size_t pos_ = 0, line_ = 1, column_ = 1;
};

class parser {
 public:
  explicit parser(std::string_view text) : text_(text), tokens_(lexer(text).run()) {}

  program parse_program() {
    program p;
    skip_separators();
    while (peek().kind != token_kind::end) {
      if (is_symbol(peek(), "}")) fail(peek(), "'}' without a matching 'for … {'");
      parse_item(p, {}, {}, {});
      if (peek().kind != token_kind::end && !is_separator(peek()))
        fail(peek(), "expected ';' or a new line after the statement, found " + describe(peek()));
      skip_separators();
    }
    if (p.empty()) fail(peek(), "the program has no statement");
    return p;
  }

  // One statement, or a block `for … { … }` whose statements share its loops, with the loops
  // of the enclosing blocks in `outer` (their ids in `ids`, their header text in `header`).
  void parse_item(program& p, const iteration_domain& outer, const std::vector<std::uint32_t>& ids,
                  const std::string& header) {
    iteration_domain d = outer;
    std::vector<std::uint32_t> loop_ids = ids;
    std::size_t begin = peek().offset;
    if (peek().kind == token_kind::identifier && peek().text == "for") {
      next();
      find_bindings();
      do {
        parse_binding(d);
        loop_ids.push_back(next_loop_id_++);
      } while (is_symbol(peek(), ",") && (next(), true));
      if (is_symbol(peek(), "{")) {
        const token& open = next();
        const token& last_header = tokens_[pos_ - 2];
        std::string h =
            header + std::string(text_.substr(begin, last_header.offset + last_header.length - begin)) + ": ";
        skip_separators();
        bool any = false;
        while (!is_symbol(peek(), "}")) {
          if (peek().kind == token_kind::end) fail(open, "this '{' is never closed");
          parse_item(p, d, loop_ids, h);
          any = true;
          if (peek().kind == token_kind::end) fail(open, "this '{' is never closed");
          if (!is_symbol(peek(), "}") && !is_separator(peek()))
            fail(peek(), "expected ';', a new line or '}' after the statement, found " + describe(peek()));
          skip_separators();
        }
        if (!any) fail(open, "the block has no statement");
        next();  // '}'
        return;
      }
      expect(":");
      skip_newlines();
      if (peek().kind == token_kind::identifier && peek().text == "for") {  // for a: for b: … or for a: for b { … }
        const token& colon = tokens_[pos_ - 1];
        parse_item(p, d, loop_ids, header + std::string(text_.substr(begin, colon.offset + 1 - begin)) + " ");
        return;
      }
    }
    statement s;
    s.domain = d;
    parse_assignment(s);
    const token& last = tokens_[pos_ - 1];
    p.push_back(s, header + std::string(text_.substr(begin, last.offset + last.length - begin)), loop_ids);
  }

 private:
  // An affine value while parsing, or a non-affine marker with the text that made it so.
  struct affine_value {
    affine_expr e;
    bool affine = true;
  };

  const token& peek(std::size_t k = 0) const { return tokens_[std::min(pos_ + k, tokens_.size() - 1)]; }
  const token& next() { return tokens_[pos_ < tokens_.size() - 1 ? pos_++ : pos_]; }
  bool is_symbol(const token& t, std::string_view s) const { return t.kind == token_kind::symbol && t.text == s; }
  static bool is_separator(const token& t) {
    return t.kind == token_kind::newline || (t.kind == token_kind::symbol && t.text == ";");
  }
  void skip_separators() {
    while (is_separator(peek())) next();
  }
  void skip_newlines() {
    while (peek().kind == token_kind::newline) next();
  }
  static std::string describe(const token& t) {
    if (t.kind == token_kind::end) return "the end of the input";
    if (t.kind == token_kind::newline) return "a new line";
    return "'" + t.text + "'";
  }
  [[noreturn]] static void fail(const token& t, const std::string& what) { throw parse_error(t.line, t.column, what); }
  const token& expect(std::string_view sym) {
    if (!is_symbol(peek(), sym)) fail(peek(), "expected '" + std::string(sym) + "', found " + describe(peek()));
    return next();
  }
  const token& expect_identifier(const char* what) {
    if (peek().kind != token_kind::identifier)
      fail(peek(), std::string("expected ") + what + ", found " + describe(peek()));
    return next();
  }
  static bool is_keyword(std::string_view s) { return s == "for" || s == "in" || s == "range"; }

  void parse_assignment(statement& s) {
    s.output = parse_access(s.domain, expect_identifier("an array access such as A[i,j]"));
    const token& op_tok = peek();
    if (op_tok.kind != token_kind::symbol)
      fail(op_tok, "expected '=', '+=', '-=', '*=' or '/=', found " + describe(op_tok));
    if (op_tok.text == "=") s.op = assign_op::assign;
    else if (op_tok.text == "+=") s.op = assign_op::add;
    else if (op_tok.text == "-=") s.op = assign_op::subtract;
    else if (op_tok.text == "*=") s.op = assign_op::multiply;
    else if (op_tok.text == "/=") s.op = assign_op::divide;
    else fail(op_tok, "expected '=', '+=', '-=', '*=' or '/=', found " + describe(op_tok));
    next();
    if (s.compound()) add_read(s, s.output, op_tok);
    expr_sum(s);
  }

  void add_read(statement& s, const access& a, const token& where) {
    try {
      s.add_input(a);
    } catch (const error& e) {
      fail(where, e.what());
    }
  }

  void parse_binding(iteration_domain& d) {
    const token& idx = expect_identifier("a loop index");
    if (is_keyword(idx.text)) fail(idx, "'" + idx.text + "' is a keyword, not a loop index name");
    if (d.find_index(idx.text)) fail(idx, "the loop index '" + idx.text + "' is bound twice");
    if (idx.text.size() > short_name::max_length) fail(idx, "the name '" + idx.text + "' is longer than 23 characters");
    if (!(peek().kind == token_kind::identifier && peek().text == "in"))
      fail(peek(), "expected 'in' after the loop index '" + idx.text + "', found " + describe(peek()));
    next();
    affine_expr lo, hi;
    if (peek().kind == token_kind::identifier && peek().text == "range" && is_symbol(peek(1), "(")) {
      next();
      next();
      affine_expr a = parse_affine(d, idx.text);
      if (is_symbol(peek(), ",")) {
        next();
        lo = a;
        hi = parse_affine(d, idx.text);
      } else {
        hi = a;
      }
      expect(")");
    } else {
      lo = parse_affine(d, idx.text);
      expect("..");
      hi = parse_affine(d, idx.text);
    }
    if (d.depth() == max_indices) fail(idx, "a statement is nested more than 8 loops deep");
    d.add_loop(short_name(idx.text), lo, hi);
  }

  access parse_access(iteration_domain& d, const token& name) {
    if (is_keyword(name.text)) fail(name, "expected an array access, found the keyword '" + name.text + "'");
    if (d.find_index(name.text)) fail(name, "'" + name.text + "' is a loop index, not an array");
    if (name.text.size() > short_name::max_length)
      fail(name, "the name '" + name.text + "' is longer than 23 characters");
    access a;
    a.array = short_name(name.text);
    expect("[");
    if (!is_symbol(peek(), "]")) {
      do {
        if (a.subscripts.full()) fail(peek(), "an array has more than 8 dimensions");
        a.subscripts.push_back(parse_affine(d, {}));
      } while (is_symbol(peek(), ",") && (next(), true));
    }
    expect("]");
    return a;
  }

  // --- affine expressions -------------------------------------------------------------
  // `binding` names the index being bound (its own bounds may not use it), empty in subscripts.
  affine_expr parse_affine(iteration_domain& d, std::string_view binding) {
    const token& start = peek();
    affine_value v = affine_sum(d, binding);
    if (!v.affine) fail(start, "this expression is not affine in the loop indices");
    return v.e;
  }
  affine_value affine_sum(iteration_domain& d, std::string_view binding) {
    affine_value v = affine_product(d, binding);
    while (is_symbol(peek(), "+") || is_symbol(peek(), "-")) {
      const token& op = next();
      const bool minus = op.text == "-";
      affine_value w = affine_product(d, binding);
      v.e = at_token(op, [&] { return minus ? v.e - w.e : v.e + w.e; });
    }
    return v;
  }
  affine_value affine_product(iteration_domain& d, std::string_view binding) {
    const token& first = peek();
    affine_value v = affine_unary(d, binding);
    while (is_symbol(peek(), "*") || is_symbol(peek(), "/")) {
      const token& op = next();
      const token& rhs_tok = peek();
      affine_value w = affine_unary(d, binding);
      if (op.text == "/")
        fail(op, "division is not allowed in an affine expression (loop bounds and subscripts use + - * only)");
      if (v.e.is_constant()) v.e = at_token(op, [&] { return v.e.constant * w.e; });
      else if (w.e.is_constant()) v.e = at_token(op, [&] { return w.e.constant * v.e; });
      else
        fail(first, "non-affine expression: the product of '" + first.text + "…' and '" + rhs_tok.text +
                        "…' is not affine (at most one factor may depend on indices or sizes)");
    }
    return v;
  }
  affine_value affine_unary(iteration_domain& d, std::string_view binding) {
    // signs in a loop, not by recursion: `- - - … x` of any length costs no stack
    bool negative = false;
    const token& sign = peek();
    while (is_symbol(peek(), "-") || is_symbol(peek(), "+")) negative ^= next().text == "-";
    affine_value v = affine_operand(d, binding);
    if (negative) v.e = at_token(sign, [&] { return -v.e; });
    return v;
  }
  affine_value affine_operand(iteration_domain& d, std::string_view binding) {
    const token& t = next();
    if (t.kind == token_kind::integer) {
      std::int64_t value = 0;
      for (char c : t.text) {
        if (mul_overflow(value, 10, &value) || add_overflow(value, c - '0', &value))
          fail(t, "the integer " + t.text + " does not fit in 64 bits");
      }
      return {affine_expr::constant_of(value)};
    }
    if (t.kind == token_kind::real)
      fail(t, "a real number (" + t.text + ") cannot appear in a loop bound or subscript");
    if (is_symbol(t, "(")) {
      const nesting deeper(*this, t);
      affine_value v = affine_sum(d, binding);
      expect(")");
      return v;
    }
    if (t.kind == token_kind::identifier) {
      if (is_keyword(t.text)) fail(t, "unexpected keyword '" + t.text + "' in an affine expression");
      if (is_symbol(peek(), "(") || is_symbol(peek(), "["))
        fail(
            t,
            "'" + t.text +
                "' is a function call or array access; loop bounds and subscripts must be affine in indices and sizes");
      if (!binding.empty() && t.text == binding)
        fail(t, "the bounds of loop '" + t.text + "' use '" + t.text + "' itself");
      if (auto i = d.find_index(t.text)) return {affine_expr::var(index_var(*i))};
      if (bound_later(t.text)) fail(t, "the index '" + t.text + "' is used before the loop that binds it");
      if (t.text.size() > short_name::max_length) fail(t, "the name '" + t.text + "' is longer than 23 characters");
      if (!d.find_size(t.text) && d.sizes.full()) fail(t, "a statement uses more than 8 symbolic sizes");
      return {affine_expr::var(d.size_slot(t.text))};
    }
    fail(t, "expected an index, a size or an integer, found " + describe(t));
  }
  // The `for` header starting at pos_ (up to its ':' or the end of its line): the last place each
  // name is bound (`name in`), so that bound_later is one look-up, not a scan of the header per
  // identifier (a 100,000-term loop bound took over 20 s).
  void find_bindings() {
    bindings_.clear();
    for (std::size_t k = pos_; k + 1 < tokens_.size(); ++k) {
      const token& t = tokens_[k];
      if (is_symbol(t, ":") || is_separator(t)) break;
      if (t.kind == token_kind::identifier && tokens_[k + 1].kind == token_kind::identifier &&
          tokens_[k + 1].text == "in")
        bindings_[t.text] = k;
    }
  }
  // Is `name` bound by a later binding of the current `for` header?
  bool bound_later(const std::string& name) const {
    const auto at = bindings_.find(name);
    return at != bindings_.end() && at->second >= pos_;
  }
  // `f()`, an arithmetic step of an affine expression, with 64-bit overflow reported at `where`.
  template <class F>
  static affine_expr at_token(const token& where, F&& f) {
    try {
      return f();
    } catch (const parse_error&) {
      throw;
    } catch (const error&) {
      fail(where, "the affine expression overflows 64-bit integers here");
    }
  }

  // --- right-hand side: arithmetic, collecting reads ---------------------------------------
  void expr_sum(statement& s) {
    expr_product(s);
    while (is_symbol(peek(), "+") || is_symbol(peek(), "-")) {
      next();
      expr_product(s);
    }
  }
  void expr_product(statement& s) {
    expr_unary(s);
    while (is_symbol(peek(), "*") || is_symbol(peek(), "/")) {
      next();
      expr_unary(s);
    }
  }
  void expr_unary(statement& s) {
    while (is_symbol(peek(), "-") || is_symbol(peek(), "+")) next();
    const token& t = next();
    if (t.kind == token_kind::integer || t.kind == token_kind::real) return;
    if (is_symbol(t, "(")) {
      const nesting deeper(*this, t);
      expr_sum(s);
      expect(")");
      return;
    }
    if (t.kind == token_kind::identifier) {
      if (is_keyword(t.text)) fail(t, "unexpected keyword '" + t.text + "' in an expression");
      if (is_symbol(peek(), "[")) {
        add_read(s, parse_access(s.domain, t), t);
      } else if (is_symbol(peek(), "(")) {
        const nesting deeper(*this, next());
        if (!is_symbol(peek(), ")")) {
          do {
            expr_sum(s);
          } while (is_symbol(peek(), ",") && (next(), true));
        }
        expect(")");
      }
      return;  // a bare identifier: an index value, a size or a constant such as alpha
    }
    fail(t, "expected a number, an array access, a function call or '(', found " + describe(t));
  }

  // Parentheses and calls nest by recursion; deeper than max_nesting is an error at the opening
  // token, long before the stack runs out.
  static constexpr int max_nesting = 200;
  struct nesting {
    parser& p;
    nesting(parser& owner, const token& open) : p(owner) {
      if (p.nesting_ >= max_nesting)
        fail(open, "parentheses and calls nest more than " + std::to_string(max_nesting) + " deep here");
      ++p.nesting_;
    }
    ~nesting() { --p.nesting_; }
    nesting(const nesting&) = delete;
    nesting& operator=(const nesting&) = delete;
  };

  std::string_view text_;
  std::vector<token> tokens_;
  std::unordered_map<std::string, std::size_t> bindings_;  // of the `for` header being parsed
  std::size_t pos_ = 0;
  int nesting_ = 0;
  std::uint32_t next_loop_id_ = 0;
};

}  // namespace detail

/// Parses program text; throws `parse_error` naming line and column on any error.
[[nodiscard]] inline program parse_program(std::string_view text) { return detail::parser(text).parse_program(); }

/// Parses text that must hold exactly one statement.
[[nodiscard]] inline statement parse_statement(std::string_view text) {
  program p = parse_program(text);
  if (p.size() != 1) throw parse_error(1, 1, "expected one statement, found " + std::to_string(p.size()));
  return p[0];
}

}  // namespace pebble
