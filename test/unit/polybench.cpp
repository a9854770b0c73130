// Polybench 4.2 oracle tests for the text parser and the program model.
//
// Every kernel of polybench_kernels.hpp is parsed with pebble::parse_program; for each statement
// its trace (pebble::trace_lines) and its domain size (pebble::domain_size) must equal the
// hand-written oracle, at the kernel's sizes and again with every size + 2 (bound errors such as
// `<=` read as `<` can cancel at one size, not at two). On a mismatch the first differing line is
// printed. At the end: parser errors (positions, non-affine subscripts, unbound indices),
// statement separators, and the trace format on small programs.

#include <doctest/doctest.h>

#include <pebble/model.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "polybench_kernels.hpp"

namespace {

using polybench_oracle::kernel;
using polybench_oracle::size_list;
using trace = std::vector<std::string>;

pebble::size_binding binding(const size_list& sizes) {
  pebble::size_binding b;
  for (const auto& [name, value] : sizes) b.set(std::string_view(name), value);
  return b;
}

size_list grown(size_list sizes, std::int64_t by) {
  for (auto& [name, value] : sizes) value += by;
  return sizes;
}

std::string describe(const size_list& sizes) {
  std::string out;
  for (const auto& [name, value] : sizes) {
    if (!out.empty()) out += ", ";
    out += name + "=" + std::to_string(value);
  }
  return out;
}

// Where two traces first differ, in words ("" when they are equal).
std::string first_difference(const trace& got, const trace& want) {
  const std::size_t common = std::min(got.size(), want.size());
  for (std::size_t i = 0; i < common; ++i)
    if (got[i] != want[i])
      return "first difference at line " + std::to_string(i + 1) + " of " + std::to_string(want.size()) +
             ":\n    got      \"" + got[i] + "\"\n    expected \"" + want[i] + "\"";
  if (got.size() == want.size()) return "";
  std::string out = "got " + std::to_string(got.size()) + " lines, expected " + std::to_string(want.size()) +
                    "; the first " + std::to_string(common) + " agree; ";
  if (got.size() > want.size()) out += "first extra line \"" + got[common] + "\"";
  else out += "first missing line \"" + want[common] + "\"";
  return out;
}

// Line `line` (1-based) of `text`, for error messages.
std::string source_line(const std::string& text, long long line) {
  std::size_t begin = 0;
  for (long long l = 1; l < line; ++l) {
    begin = text.find('\n', begin);
    if (begin == std::string::npos) return "<no such line>";
    ++begin;
  }
  return text.substr(begin, text.find('\n', begin) - begin);
}

void check_kernel_at(const kernel& k, const size_list& sizes) {
  INFO(("kernel " + k.name + " at " + describe(sizes)));
  const polybench_oracle::program_trace expected = k.oracle(sizes);
  const pebble::size_binding b = binding(sizes);
  try {
    const pebble::program p = pebble::parse_program(k.text);
    REQUIRE(static_cast<std::size_t>(p.size()) == expected.size());
    for (std::size_t s = 0; s < expected.size(); ++s) {
      INFO(("statement " + std::to_string(s) + " (0-based, in program order)"));
      CHECK(pebble::domain_size(p[s].domain, b) == static_cast<std::int64_t>(expected[s].size()));
      const trace got = pebble::trace_lines(p[s], b);
      INFO(first_difference(got, expected[s]));
      CHECK(got == expected[s]);
    }
  } catch (const pebble::parse_error& e) {
    FAIL_CHECK((std::string("parse_error at line ") + std::to_string(static_cast<long long>(e.line())) + ", column " +
                std::to_string(static_cast<long long>(e.column())) + ": " + e.what() +
                "\n  source line: " + source_line(k.text, static_cast<long long>(e.line()))));
  } catch (const pebble::error& e) {
    FAIL_CHECK((std::string("pebble::error: ") + e.what()));
  }
}

const kernel& find_kernel(std::string_view name) {
  for (const kernel& k : polybench_oracle::kernels())
    if (k.name == name) return k;
  FAIL_CHECK(("no kernel named " + std::string(name) + " in polybench_kernels.hpp"));
  throw std::invalid_argument("no kernel named " + std::string(name));
}

void check_kernel(std::string_view name) {
  const kernel& k = find_kernel(name);
  check_kernel_at(k, k.sizes);
  check_kernel_at(k, grown(k.sizes, 2));
}

// The kernels that have a POLYBENCH_CASE below (filled during static initialisation).
std::set<std::string>& tested_kernels() {
  static std::set<std::string> names;
  return names;
}

bool register_tested_kernel(const char* name) { return tested_kernels().insert(name).second; }

}  // namespace

#define POLYBENCH_CONCAT_(a, b) a##b
#define POLYBENCH_CONCAT(a, b) POLYBENCH_CONCAT_(a, b)
#define POLYBENCH_CASE(NAME)                                                                                           \
  [[maybe_unused]] static const bool POLYBENCH_CONCAT(polybench_registered_, __LINE__) = register_tested_kernel(NAME); \
  TEST_CASE("polybench " NAME) { check_kernel(NAME); }

// datamining
POLYBENCH_CASE("correlation")
POLYBENCH_CASE("covariance")
// linear-algebra/blas
POLYBENCH_CASE("gemm")
POLYBENCH_CASE("gemver")
POLYBENCH_CASE("gesummv")
POLYBENCH_CASE("symm")
POLYBENCH_CASE("syr2k")
POLYBENCH_CASE("syrk")
POLYBENCH_CASE("trmm")
// linear-algebra/kernels
POLYBENCH_CASE("2mm")
POLYBENCH_CASE("3mm")
POLYBENCH_CASE("atax")
POLYBENCH_CASE("bicg")
POLYBENCH_CASE("doitgen")
POLYBENCH_CASE("mvt")
// linear-algebra/solvers
POLYBENCH_CASE("cholesky")
POLYBENCH_CASE("durbin")
POLYBENCH_CASE("gramschmidt")
POLYBENCH_CASE("lu")
POLYBENCH_CASE("ludcmp")
POLYBENCH_CASE("trisolv")
// medley
POLYBENCH_CASE("deriche")
POLYBENCH_CASE("floyd-warshall")
POLYBENCH_CASE("nussinov")
// stencils
POLYBENCH_CASE("adi")
POLYBENCH_CASE("fdtd-2d")
POLYBENCH_CASE("heat-3d")
POLYBENCH_CASE("jacobi-1d")
POLYBENCH_CASE("jacobi-2d")
POLYBENCH_CASE("seidel-2d")

#undef POLYBENCH_CASE
#undef POLYBENCH_CONCAT
#undef POLYBENCH_CONCAT_

TEST_CASE("polybench: every kernel of the table has a test case") {
  std::set<std::string> in_table;
  for (const kernel& k : polybench_oracle::kernels()) {
    const bool first_time = in_table.insert(k.name).second;
    CHECK_MESSAGE(first_time, ("kernel listed twice: " + k.name));
    CHECK_MESSAGE(tested_kernels().count(k.name) == 1, ("kernel without a TEST_CASE: " + k.name));
  }
  for (const std::string& name : tested_kernels())
    CHECK_MESSAGE(in_table.count(name) == 1, ("TEST_CASE without a kernel: " + name));
}

// ---------------------------------------------------------------------------------------------
// Parser errors

namespace {

struct parse_outcome {
  bool parse_error = false;  // threw pebble::parse_error
  long long line = 0;
  long long column = 0;
  std::string what;
};

parse_outcome try_parse(const std::string& text) {
  parse_outcome out;
  try {
    (void)pebble::parse_program(text);
  } catch (const pebble::parse_error& e) {
    out.parse_error = true;
    out.line = static_cast<long long>(e.line());
    out.column = static_cast<long long>(e.column());
    out.what = e.what();
  } catch (const pebble::error& e) {
    out.what = std::string("threw a pebble::error that is not a parse_error: ") + e.what();
  }
  return out;
}

void parse_only(const std::string& text) { (void)pebble::parse_program(text); }

}  // namespace

TEST_CASE("parse_program: a syntax error names its line and column (1-based)") {
  SUBCASE("input ends inside a subscript on the second line") {
    // The newline after '=' does not end the statement (the expression is unfinished), so the
    // error is where the input ends: " B[i" has columns 1-4, its end is column 5.
    const parse_outcome r = try_parse("for i in 0..N: A[i] = \n B[i");
    INFO(r.what);
    REQUIRE(r.parse_error);
    CHECK(r.line == 2);
    CHECK(r.column >= 1);
    CHECK(r.column <= 5);
  }
  // In the cases below the column is that of the first character of the offending token.
  SUBCASE("'=' where a subscript continues") {
    const parse_outcome r = try_parse("for i in 0..N: A[i] = 0\nfor j in 0..N: B[j = 1");
    INFO(r.what);
    REQUIRE(r.parse_error);
    CHECK(r.line == 2);
    CHECK(r.column == 20);
  }
  SUBCASE("a character that is not part of the syntax") {
    const parse_outcome r = try_parse("A[] = 1\nB[] = 2 $ 3");
    INFO(r.what);
    REQUIRE(r.parse_error);
    CHECK(r.line == 2);
    CHECK(r.column == 9);
  }
  SUBCASE("comments and blank lines count as lines") {
    const parse_outcome r = try_parse("# a comment\n"
                                      "\n"
                                      "for i in 0..N: A[i] = B[i]\n"
                                      "  # another comment\n"
                                      "for i in 0..N: C[i] = A[i] +* 2\n");
    INFO(r.what);
    REQUIRE(r.parse_error);
    CHECK(r.line == 5);
    CHECK(r.column == 29);
  }
  SUBCASE("missing ':' after the loops") {
    const parse_outcome r = try_parse("for i in 0..N A[i] = 0");
    INFO(r.what);
    REQUIRE(r.parse_error);
    CHECK(r.line == 1);
    CHECK(r.column == 15);
  }
}

TEST_CASE("parse_program: subscripts and bounds must be affine") {
  CHECK_THROWS_AS((void)parse_only("for i in 0..N, j in 0..N: A[i*j] = 0"), pebble::error);
  CHECK_THROWS_AS((void)parse_only("for i in 0..N, j in 0..N: B[i,j] = A[i*j]"), pebble::error);
  CHECK_THROWS_AS((void)parse_only("for i in 0..N, j in 0..N: B[i,j] += A[j, (i+1)*(j-1)]"), pebble::error);
  CHECK_THROWS_AS((void)parse_only("for i in 0..N: A[i/2] = 0"), pebble::error);
  CHECK_THROWS_AS((void)parse_only("for i in 0..N, j in 0..i*i: A[i,j] = 0"), pebble::error);
  // Integer multiples, size names and parentheses are affine.
  CHECK_NOTHROW(parse_only("for i in 1..N, j in 2*i-1..(i+1)*2: A[N-1-i, 2*j] = B[3*(i+j)-N]"));
}

TEST_CASE("parse_program: a bound may use only indices bound to its left") {
  CHECK_THROWS_AS((void)parse_only("for i in 0..j, j in 0..N: A[i,j] = 0"), pebble::error);
  CHECK_THROWS_AS((void)parse_only("for i in 0..N, j in 0..j: A[i,j] = 0"), pebble::error);
  CHECK_NOTHROW(parse_only("for j in 0..N, i in 0..j: A[i,j] = 0"));
}

TEST_CASE("parse_program: ';' and newlines separate statements alike") {
  const trace first = {"W:A[0] R:B[0]", "W:A[1] R:B[1]", "W:A[2] R:B[2]"};
  const trace second = {"W:C[1,0] R:C[1,0] R:A[1] R:A[0]", "W:C[2,0] R:C[2,0] R:A[2] R:A[0]",
                        "W:C[2,1] R:C[2,1] R:A[2] R:A[1]"};
  const pebble::size_binding b = binding({{"N", 3}});
  const std::vector<std::string> texts = {
      "for i in 0..N: A[i] = B[i] + 1; for i in 0..N, j in 0..i: C[i,j] += A[i] * A[j]",
      "for i in 0..N: A[i] = B[i] + 1\nfor i in 0..N, j in 0..i: C[i,j] += A[i] * A[j]",
      "# two statements\n"
      "\n"
      "for i in 0..N:\n"
      "  A[i] = B[i] + 1   # the first\n"
      "\n"
      "\n"
      "for i in range(N), j in range(0, i):\n"
      "  C[i,j] += A[i] * A[j]\n",
  };
  for (const std::string& text : texts) {
    INFO(("program text:\n" + text));
    const pebble::program p = pebble::parse_program(text);
    REQUIRE(static_cast<std::size_t>(p.size()) == 2);
    CHECK(pebble::trace_lines(p[0], b) == first);
    CHECK(pebble::trace_lines(p[1], b) == second);
  }
}

// ---------------------------------------------------------------------------------------------
// The trace format on small programs (the kernels above depend on all of it)

namespace {

trace trace_of(const std::string& text, std::size_t statement, const size_list& sizes) {
  const pebble::program p = pebble::parse_program(text);
  REQUIRE(static_cast<std::size_t>(p.size()) > statement);
  return pebble::trace_lines(p[statement], binding(sizes));
}

}  // namespace

TEST_CASE("trace_lines: 0-dimensional arrays and negative subscripts") {
  const trace got = trace_of("for i in 0..N: s[] += A[i-1] * A[i - 1]", 0, {{"N", 2}});
  CHECK(got == trace{"W:s[] R:s[] R:A[-1]", "W:s[] R:s[] R:A[0]"});
}

TEST_CASE("trace_lines: a statement without loops has one point") {
  const pebble::program p = pebble::parse_program("x[] = y[N-1] + z[]");
  REQUIRE(static_cast<std::size_t>(p.size()) == 1);
  const pebble::size_binding b = binding({{"N", 4}});
  CHECK(pebble::trace_lines(p[0], b) == trace{"W:x[] R:y[3] R:z[]"});
  CHECK(pebble::domain_size(p[0].domain, b) == 1);
}

TEST_CASE("trace_lines: equal affine subscripts are one access function") {
  const trace got = trace_of("for i in 0..N: B[i] = A[i+1] + A[1+i] * A[2*i-i+1]", 0, {{"N", 2}});
  CHECK(got == trace{"W:B[0] R:A[1]", "W:B[1] R:A[2]"});
}

TEST_CASE("trace_lines: different access functions touching one element are all listed") {
  const trace got = trace_of("for i in 0..N, j in 0..N: B[i,j] = A[i,j] * A[j,i]", 0, {{"N", 2}});
  CHECK(got == trace{"W:B[0,0] R:A[0,0] R:A[0,0]", "W:B[0,1] R:A[0,1] R:A[1,0]", "W:B[1,0] R:A[1,0] R:A[0,1]",
                     "W:B[1,1] R:A[1,1] R:A[1,1]"});
}

TEST_CASE("trace_lines: the output read of a compound assignment") {
  SUBCASE("comes first and merges with an equal right-hand access") {
    const trace got = trace_of("for i in 0..N: C[i] += x * C[i] * D[i]", 0, {{"N", 2}});
    CHECK(got == trace{"W:C[0] R:C[0] R:D[0]", "W:C[1] R:C[1] R:D[1]"});
  }
  SUBCASE("is absent for '='") {
    const trace got = trace_of("for i in 0..N: C[i] = D[i] * C[i]", 0, {{"N", 2}});
    CHECK(got == trace{"W:C[0] R:D[0] R:C[0]", "W:C[1] R:D[1] R:C[1]"});
  }
  SUBCASE("for every compound operator") {
    for (const std::string op : {"+=", "-=", "*=", "/="}) {
      INFO(("operator " + op));
      CHECK(trace_of("for i in 0..N: C[i] " + op + " 2", 0, {{"N", 1}}) == trace{"W:C[0] R:C[0]"});
    }
  }
}

TEST_CASE("trace_lines: loops nest left to right") {
  const trace got = trace_of("for i in 0..N, j in i..M: A[j,i] = B[i]", 0, {{"N", 2}, {"M", 3}});
  CHECK(got == trace{"W:A[0,0] R:B[0]", "W:A[1,0] R:B[0]", "W:A[2,0] R:B[0]", "W:A[1,1] R:B[1]", "W:A[2,1] R:B[1]"});
}

// ---------------------------------------------------------------------------------------------
// SOAP classification (thesis §5.3, §5.5) of Polybench statements whose class can be argued by
// hand. "SOAP after projection" means the projections of §5.5 apply; "overlap" means two
// access functions of one array reach the same element (of the same version) without a
// constant offset, which no projection of §5.5 removes.

namespace {

const kernel& kernel_named(std::string_view name) {
  for (const auto& k : polybench_oracle::kernels())
    if (k.name == name) return k;
  throw std::runtime_error("no kernel " + std::string(name));
}

pebble::soap_classification class_of(std::string_view name, std::size_t statement) {
  return pebble::classify(pebble::parse_program(kernel_named(name).text)[statement]);
}

bool has(const pebble::soap_classification& c, pebble::projection_kind kind) {
  return std::any_of(c.projections.begin(), c.projections.end(), [&](const auto& p) { return p.kind == kind; });
}

}  // namespace

TEST_CASE("classification: gemm, lu, stencils and the genuinely overlapping kernels") {
  using pebble::projection_kind;
  // C[i,j] *= beta writes every element once: SOAP and DAAP as written.
  CHECK(class_of("gemm", 0).soap);
  CHECK(class_of("gemm", 0).daap);
  // C[i,j] += alpha*A[i,k]*B[k,j]: the output misses k, so a version dimension (§5.5.2).
  auto g = class_of("gemm", 1);
  CHECK(g.projectable);
  CHECK(g.daap);
  CHECK(has(g, projection_kind::version_dimension));
  // lu's updates A[i,j] -= A[i,k]*A[k,j] (k < j < i, and k < i <= j): A[i,j], A[i,k] and
  // A[k,j] never meet at one version k (row k < i, column k < j), so A splits into three
  // arrays (§5.5.1); A[i,j] /= A[j,j] over j < i never touches the diagonal: two arrays.
  for (std::size_t st : {0u, 2u}) {
    auto l = class_of("lu", st);
    CAPTURE(st);
    CHECK(l.projectable);
    CHECK(l.daap);
    REQUIRE(l.projections.size() == 2);
    CHECK(l.projections[0].kind == projection_kind::version_dimension);
    CHECK(l.projections[1].kind == projection_kind::disjoint_access_splitting);
    CHECK(l.projections[1].parts == 3);
  }
  auto div = class_of("lu", 1);
  REQUIRE(div.projections.size() == 1);
  CHECK(div.projections[0].parts == 2);
  // A[i,j] /= A[j,j] over j < i: the diagonal is never written here (i = j is impossible).
  CHECK(class_of("cholesky", 1).projectable);
  // Stencils: simple overlap (constant offsets), SOAP after a time version; not DAAP.
  for (std::string_view stencil : {"jacobi-1d", "jacobi-2d", "heat-3d", "seidel-2d"}) {
    auto c = class_of(stencil, 0);
    CAPTURE(stencil);
    CHECK(c.projectable);
    CHECK_FALSE(c.daap);
    CHECK(has(c, projection_kind::version_dimension));
  }
  // syrk: A[i,k] and A[j,k] are the same element when i = j: symmetric reads of a read-only array.
  auto s = class_of("syrk", 1);
  CHECK(s.projectable);
  CHECK(has(s, projection_kind::symmetric_reads));
  CHECK_FALSE(s.daap);
  // floyd-warshall: path[i,k] is path[i,j] when j = k, in the same k step.
  CHECK_FALSE(class_of("floyd-warshall", 0).projectable);
  // cholesky's update reads A[i,k] and A[j,k]; at version k row j of one point is row i of another.
  CHECK_FALSE(class_of("cholesky", 0).projectable);
}
