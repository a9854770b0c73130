// The text front end: accepted forms (separators, comments, range(), continuation lines,
// scalars) and errors that name line and column.
#include <doctest/doctest.h>

#include <string>

#include <pebble/model.hpp>

using namespace pebble;

namespace {

// Line and column of the error `text` raises, with its message.
struct failure {
  std::size_t line = 0, column = 0;
  std::string message;
};
failure error_of(const std::string& text) {
  try {
    (void)parse_program(text);
  } catch (const parse_error& e) {
    return {e.line(), e.column(), e.what()};
  }
  FAIL("no parse_error for: " << text);
  return {};
}

}  // namespace

TEST_CASE("statements are separated by ';' or new lines; comments and blank lines are ignored") {
  auto a = parse_program("for i in 0..N: A[i] = B[i]; for j in 0..M: C[j] += A[j]");
  auto b = parse_program("# two statements\n\nfor i in 0..N: A[i] = B[i]   # copy\n\nfor j in 0..M: C[j] += A[j]\n");
  REQUIRE(a.size() == 2);
  REQUIRE(b.size() == 2);
  CHECK(a[0] == b[0]);
  CHECK(a[1] == b[1]);
  CHECK(b.source(0) == "for i in 0..N: A[i] = B[i]");
  CHECK(a.sizes().size() == 2);
}

TEST_CASE("loop forms, chained headers and continuation lines give the same statement") {
  auto ref = parse_statement("for t in 1..T, i in t..N-t: A[i,t+1] = f(A[i-1,t], A[i,t], A[i+1,t], B[i])");
  CHECK(ref ==
        parse_statement("for t in range(1, T), i in range(t, N-t): A[i,t+1] = f(A[i-1,t], A[i,t], A[i+1,t], B[i])"));
  CHECK(ref ==
        parse_statement("for t in 1..T:\n  for i in t..N-t:\n    A[i,t+1] = f(A[i-1,t],\n A[i,t], A[i+1,t], B[i])"));
  CHECK(ref == parse_statement("for t in 1..T, i in t..N-t: A[i,1+t] =\n  f(A[-1+i,t], A[i,t], A[i+1,t], B[i])"));
  CHECK(parse_statement("for i in range(N): A[i] = 0") == parse_statement("for i in 0..N: A[i] = 0"));
}

TEST_CASE("affine forms: coefficients, parentheses, sizes in subscripts") {
  auto s = parse_statement("for i in 0..N, j in 0..2*N-1: A[2*i-1, (j+1)*3, N-1-i] = 2.5e-3 * B[-i]");
  const auto& sub = s.output.subscripts;
  REQUIRE(sub.size() == 3);
  CHECK(sub[0] == affine_expr::var(index_var(0), 2) - 1);
  CHECK(sub[1] == affine_expr::var(index_var(1), 3) + 3);
  CHECK(sub[2] == affine_expr::var(size_var(0)) - affine_expr::var(index_var(0)) - 1);
  CHECK(s.inputs[0].subscripts[0] == affine_expr::var(index_var(0), -1));
  CHECK(s.domain.bounds[1].upper == affine_expr::var(size_var(0), 2) - 1);
}

TEST_CASE("scalars, constants, calls and zero-dimensional arrays") {
  auto s = parse_statement("for i in 0..N: sum[] += alpha * sqrt(A[i]) + max(B[i], 0) - i");
  CHECK(s.output.rank() == 0);
  REQUIRE(s.inputs.size() == 3);  // sum[] (compound), A[i], B[i]; alpha and i are values
  CHECK(s.inputs[0] == s.output);
  CHECK(s.inputs[1].array == "A");
  CHECK(s.inputs[2].array == "B");
  auto scalar = parse_statement("x[] = 0");
  CHECK(scalar.domain.depth() == 0);
  CHECK(domain_size(scalar.domain, {}) == 1);
}

TEST_CASE("syntax errors name line and column") {
  auto e = error_of("for i in 0..N: A[i] = \n B[i");
  CHECK(e.line == 2);
  CHECK(e.column == 5);
  CHECK(e.message.find("expected ']'") != std::string::npos);

  e = error_of("for i in 0..N A[i] = 1");
  CHECK(e.line == 1);
  CHECK(e.column == 15);

  e = error_of("for i in 0..N: A[i] = 1\nfor j in 0..N: B[j] = $");
  CHECK(e.line == 2);
  CHECK(e.column == 23);
  CHECK(e.message.find("unexpected character") != std::string::npos);

  e = error_of("for i in 0..N: A[i] = 1 B[i]");
  CHECK(e.message.find("expected ';' or a new line") != std::string::npos);

  CHECK(error_of("").message.find("no statement") != std::string::npos);
  CHECK(error_of("for i in 0..N: A[i] == 1").column == 22);  // the second "="
}

TEST_CASE("non-affine and ill-scoped index expressions are errors") {
  auto e = error_of("for i in 0..N, j in 0..N: A[i*j] = 0");
  CHECK(e.message.find("not affine") != std::string::npos);
  CHECK(e.column == 29);
  CHECK(error_of("for i in 0..N: A[N*N] = 0").message.find("not affine") != std::string::npos);
  CHECK(error_of("for i in 0..N: A[i/2] = 0").message.find("division") != std::string::npos);
  CHECK(error_of("for i in 0..N: A[B[i]] = 0").message.find("must be affine") != std::string::npos);
  CHECK(error_of("for i in 0..N/2: A[i] = 0").message.find("division") != std::string::npos);
  CHECK(error_of("for i in 0..1.5: A[i] = 0").message.find("real number") != std::string::npos);

  e = error_of("for i in 0..j, j in 0..N: A[i,j] = 0");
  CHECK(e.message.find("used before the loop that binds it") != std::string::npos);
  CHECK(e.column == 13);
  CHECK(error_of("for i in 0..i: A[i] = 0").message.find("itself") != std::string::npos);
  CHECK(error_of("for i in 0..N, i in 0..N: A[i] = 0").message.find("bound twice") != std::string::npos);
  CHECK(error_of("for i in 0..N: i[0] = 0").message.find("loop index, not an array") != std::string::npos);
  CHECK(error_of("for in in 0..N: A[0] = 0").message.find("keyword") != std::string::npos);
  CHECK(error_of("for i in 0..99999999999999999999: A[i] = 0").message.find("64 bits") != std::string::npos);
  CHECK(error_of("for a23456789012345678901234 in 0..N: A[0] = 0").message.find("longer than 23") != std::string::npos);
  CHECK(error_of("for a in 0..N, b in 0..N, c in 0..N, d in 0..N, e in 0..N, f in 0..N, g in 0..N, h in 0..N, "
                 "x in 0..N: A[a] = 0")
            .message.find("8 loops") != std::string::npos);
}

TEST_CASE("blocks: statements of a 'for … { … }' share its loops") {
  auto p = parse_program("for t in 0..T {\n"
                         "  for i in 1..N-1: B[i] = (A[i-1] + A[i] + A[i+1]) / 3\n"
                         "  for i in 1..N-1: A[i] = (B[i-1] + B[i] + B[i+1]) / 3\n"
                         "}\n"
                         "s[] = A[0]");
  REQUIRE(p.size() == 3);
  // each statement's domain holds the shared loop and its own
  CHECK(p[0] == parse_statement("for t in 0..T, i in 1..N-1: B[i] = f(A[i-1], A[i], A[i+1])"));
  CHECK(p[1] == parse_statement("for t in 0..T, i in 1..N-1: A[i] = f(B[i-1], B[i], B[i+1])"));
  CHECK(p.shared_loops(0, 1) == 1);  // t, not i
  CHECK(p.shared_loops(0, 2) == 0);
  CHECK(p.source(0) == "for t in 0..T: for i in 1..N-1: B[i] = (A[i-1] + A[i] + A[i+1]) / 3");
  // without a block, equal loop names are different loops
  auto q = parse_program("for t in 0..T, i in 0..N: B[i] = A[i]\nfor t in 0..T, i in 0..N: A[i] = B[i]");
  CHECK(q.shared_loops(0, 1) == 0);
  // one-line blocks, nesting, and a chained header before a block
  auto r = parse_program("for i in 0..M { tmp[i] = 0; for j in 0..N { tmp[i] += A[i,j] * x[j] } }");
  REQUIRE(r.size() == 2);
  CHECK(r.shared_loops(0, 1) == 1);
  auto c = parse_program("for t in 0..T: for i in 0..N { B[i] = A[i]; A[i] = B[i] }");
  CHECK(c.shared_loops(0, 1) == 2);
}

TEST_CASE("block errors") {
  CHECK(error_of("for t in 0..T { B[t] = 1").message.find("never closed") != std::string::npos);
  CHECK(error_of("for t in 0..T { }").message.find("no statement") != std::string::npos);
  CHECK(error_of("A[] = 1\n}").message.find("without a matching") != std::string::npos);
  CHECK(error_of("for t in 0..T { for t in 0..T: A[t] = 1 }").message.find("bound twice") != std::string::npos);
  CHECK(error_of("for t in 0..T { A[t] = 1 B[t] = 2 }").message.find("expected ';', a new line or '}'") !=
        std::string::npos);
}

TEST_CASE("hostile nesting: a clear error at the opening token, never a stack overflow") {
  auto nested = [](int depth, const std::string& open, const std::string& inner, const std::string& close) {
    std::string text;
    for (int i = 0; i < depth; ++i) text += open;
    text += inner;
    for (int i = 0; i < depth; ++i) text += close;
    return text;
  };
  const std::string head = "for i in 0..N: A[i] = ";
  // 200 levels are fine, 201 are not; 10,000 would have overflowed the stack
  CHECK_NOTHROW((void)parse_program(head + nested(200, "(", "B[i]", ")")));
  for (const std::string& rhs :
       {nested(201, "(", "B[i]", ")"), nested(10'000, "(", "B[i]", ")"), nested(10'000, "f(", "B[i]", ")")}) {
    const failure f = error_of(head + rhs);
    CHECK(f.line == 1);
    // the 201st '(' (1-based columns): after 200 "(" or 200 "f(" and the 'f' of the 201st
    CHECK(f.column == head.size() + (rhs[0] == 'f' ? 402 : 201));
    CHECK(f.message.find("nest more than 200 deep") != std::string::npos);
  }
  // the same in subscripts and loop bounds
  CHECK(error_of("for i in 0..N: A[" + nested(300, "(", "i", ")") + "] = 0").message.find("nest more than 200") !=
        std::string::npos);
  CHECK(error_of("for i in 0.." + nested(300, "(", "N", ")") + ": A[i] = 0").message.find("nest more than 200") !=
        std::string::npos);
  // signs are a loop, not recursion: 100,000 of them in a subscript
  const statement s = parse_statement("for i in 0..N: A[i] = B[" + std::string(100'000, '-') + "i]");
  CHECK(s.inputs.size() == 1);
}

TEST_CASE("long expressions parse in linear time" * doctest::timeout(5)) {
  // 100,000 terms in a loop bound, and as many subscript terms: each identifier used to scan the
  // rest of the header for a later binding (> 20 s); one look-up now (milliseconds)
  std::string bound = "N";
  for (int k = 1; k < 100'000; ++k) bound += " + N";
  const statement s = parse_statement("for i in 0.." + bound + ", j in 0..i: A[i, j] = B[i]");
  CHECK(s.domain.bounds[0].upper.coeff[size_var(*s.domain.find_size("N"))] == 100'000);
  std::string subscript = "i";
  for (int k = 1; k < 100'000; ++k) subscript += " - i + i";
  CHECK(parse_statement("for i in 0..N: A[i] = B[" + subscript + "]").inputs.size() == 1);
}

TEST_CASE("64-bit overflow in affine text is an error at its operator") {
  const failure product = error_of("for i in 0..N*4611686018427387904*4: A[i] = B[i]");
  CHECK(product.line == 1);
  CHECK(product.column == 34);  // the second '*'
  CHECK(product.message == "line 1, column 34: the affine expression overflows 64-bit integers here");
  const failure sum = error_of("for i in 0..N:\n  A[i + 9223372036854775807 + 9223372036854775807] = 0");
  CHECK(sum.line == 2);
  CHECK(sum.column == 29);
  const failure negation = error_of("for i in 0..N: A[i] = B[-(0 - 9223372036854775807 - 1)]");
  CHECK(negation.column == 25);
  CHECK(negation.message.find("overflows 64-bit integers") != std::string::npos);
}

TEST_CASE("a character outside the language is shown whole, at its column in characters") {
  const failure f = error_of("for i in 0..N: A[i] = B[i] × 2");
  CHECK(f.column == 28);
  CHECK(f.message == "line 1, column 28: unexpected character '×'");
  const failure g = error_of("for é in 0..N: A[é] = 0");
  CHECK(g.column == 5);
  CHECK(g.message == "line 1, column 5: unexpected character 'é'");
  const failure h = error_of("for i in 0..N: A[i] = \xff");
  CHECK(h.message == "line 1, column 23: unexpected character '\\xff'");
}
