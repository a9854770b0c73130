// Program model: exact domain sizes against brute force, closed forms against the thesis'
// worked examples, the SOAP/DAAP classification of the thesis' examples (§5.3, §5.5), and the
// C++ DSL against the text parser, at compile time and at run time.
#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <string>

#include <pebble/core/extent.hpp>
#include <pebble/model.hpp>

using namespace pebble;
using namespace pebble::literals;
namespace d = pebble::dsl;

namespace {

std::int64_t brute_force_count(const iteration_domain& dom, const size_binding& sizes) {
  std::int64_t n = 0;
  for_each_point(dom, sizes, [&](const slot_values&) { ++n; });
  return n;
}

std::string closed_form(const statement& s) { return to_string(count_polynomial(s.domain), s.domain.names()); }

// DSL names shared by the compile-time tests below.
constexpr d::index i{"i"}, j{"j"}, k{"k"}, t{"t"};
constexpr d::array A{"A"}, B{"B"}, C{"C"};
constexpr d::size M{"M"}, N{"N"}, K{"K"}, T{"T"};

}  // namespace

// --- compile time ----------------------------------------------------------------------------

// Static extents (integral_constant), plain constexpr integers and symbolic sizes all work.
constexpr auto gemm_static = d::statement(C(i, j) += A(i, k) * B(k, j), i < 64_c, j < 32_c, k < 16);
static_assert(domain_size(gemm_static.domain, {}) == 64 * 32 * 16);
static_assert(std::is_same_v<decltype(static_int<domain_size(gemm_static.domain, {})>{}), static_int<32768>>);

constexpr auto gemm = d::statement(C(i, j) += A(i, k) * B(k, j), i < M, j < N, k < K);
static_assert(domain_size(gemm.domain, {{"M", 4}, {"N", 5}, {"K", 6}}) == 120);
static_assert(classify(gemm).daap && !classify(gemm).soap && classify(gemm).projectable);

// Thesis Example 5.1: Σ_{t=1}^{T-1} (N - 2t) points.
constexpr auto stencil =
    d::statement(A(i, t + 1) = d::f(A(i - 1, t), A(i, t), A(i + 1, t), B(i)), d::range(t, 1, T), d::range(i, t, N - t));
static_assert(domain_size(stencil.domain, {{"N", 100}, {"T", 20}}) == 19 * 100 - 19 * 20);
static_assert(classify(stencil).soap && !classify(stencil).daap);

// LU's trailing update (thesis Example 5.4): Σ_{k<N} (N-k-1)^2 = (2N^3 - 3N^2 + N)/6.
constexpr auto lu = d::statement(A(i, j) -= A(i, k) * A(k, j), k < N, d::range(i, k + 1, N), d::range(j, k + 1, N));
static_assert(domain_size(lu.domain, {{"N", 10}}) == 285);
static_assert(classify(lu).daap && classify(lu).projections.size() == 2);

TEST_CASE("the DSL builds the same statements as the parser") {
  CHECK(gemm == parse_statement("for i in 0..M, j in 0..N, k in 0..K: C[i,j] += alpha * A[i,k] * B[k,j]"));
  CHECK(stencil == parse_statement("for t in 1..T, i in t..N-t: A[i,t+1] = f(A[i-1,t], A[i,t], A[i+1,t], B[i])"));
  CHECK(lu == parse_statement("for k in range(N), i in range(k+1, N), j in k+1..N: A[i,j] -= A[i,k] * A[k,j]"));
  CHECK(gemm_static == parse_statement("for i in 0..64, j in 0..32, k in 0..16: C[i,j] += A[i,k] * B[k,j]"));
  CHECK_FALSE(gemm == parse_statement("for i in 0..M, j in 0..N, k in 0..K: C[i,j] += A[i,k] * B[j,k]"));

  // Dynamic sizes: the same function on run-time integers.
  int n = 7;
  auto dyn = d::statement(C(i, j) = A(i, j) + A(i, j + 1), i < n, j < n - 1);
  CHECK(domain_size(dyn.domain, {}) == 42);
  CHECK(dyn == parse_statement("for i in 0..7, j in 0..6: C[i,j] = A[i,j] + A[i,j+1]"));

  // Programs of several statements.
  constexpr auto two = d::program_of(gemm, lu);
  program p(two);
  CHECK(p.size() == 2);
  CHECK(p[1] == lu);
}

TEST_CASE("DSL misuse is reported with a sentence") {
  CHECK_THROWS_WITH_AS((void)d::statement(C(i, j) = A(i, k), i < N, j < N), doctest::Contains("outside the loops"),
                       pebble::error);
  CHECK_THROWS_WITH_AS((void)d::statement(C(i) = A(i), d::range(i, 0, i + 1)), doctest::Contains("outside the loops"),
                       pebble::error);
  CHECK_THROWS_WITH_AS((void)d::statement(C(i) = A(i), i < N, i < M), doctest::Contains("bound twice"), pebble::error);
}

// --- domain sizes ------------------------------------------------------------------------------

TEST_CASE("closed forms of domain sizes") {
  CHECK(closed_form(gemm) == "M*N*K");
  CHECK(closed_form(lu) == "(2*N^3-3*N^2+N)/6");
  CHECK(closed_form(parse_statement("for i in 0..N, j in 0..i+1: A[i,j] = 0")) == "(N^2+N)/2");
  // Cholesky-like: |V| = N(N-1)(N-2)/6 for k < j < i < N (thesis §4.6 |V_S3|).
  auto chol = parse_statement("for k in 0..N, j in k+1..N, i in j+1..N: L[i,j] -= L[i,k] * L[j,k]");
  CHECK(closed_form(chol) == "(N^3-3*N^2+2*N)/6");
  // Example 5.1: valid while the i-range is non-empty, i.e. N - 2(T-1) >= 0.
  auto names = stencil.domain.names();
  auto conds = closed_form_conditions(stencil.domain);
  REQUIRE(conds.size() == 2);
  CHECK(to_string(conds[0], names) == "T-1");
  CHECK(to_string(conds[1], names) == "-2*T+N+2");
}

TEST_CASE("exact sizes outside the closed form's validity") {
  // T > N/2: the later time steps have empty i-ranges; the polynomial would go negative.
  CHECK(domain_size(stencil.domain, {{"N", 10}, {"T", 9}}) == 8 + 6 + 4 + 2);
  CHECK(domain_size(stencil.domain, {{"N", 0}, {"T", 5}}) == 0);
  CHECK(domain_size(stencil.domain, {{"N", 10}, {"T", 0}}) == 0);
  auto bowtie = parse_statement("for i in 0..N, j in i-M..M-i: A[i,j] = 0");
  CHECK(domain_size(bowtie.domain, {{"N", 10}, {"M", 4}}) == brute_force_count(bowtie.domain, {{"N", 10}, {"M", 4}}));
}

TEST_CASE("domain sizes equal brute-force enumeration on random nests") {
  std::mt19937_64 rng(20261122);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  int closed_form_checked = 0;
  for (int trial = 0; trial < 400; ++trial) {
    iteration_domain dom;
    std::size_t n_slot = dom.size_slot("N"), m_slot = dom.size_slot("M");
    const int depth = pick(1, 4);
    const char* names[] = {"a", "b", "c", "e"};
    for (int level = 0; level < depth; ++level) {
      auto random_affine = [&]() {
        affine_expr e = affine_expr::constant_of(pick(-3, 3));
        for (int o = 0; o < level; ++o) e = e + affine_expr::var(index_var(o), pick(-1, 2));
        if (pick(0, 1)) e = e + affine_expr::var(n_slot, pick(0, 1));
        if (pick(0, 2) == 0) e = e + affine_expr::var(m_slot, pick(-1, 1));
        return e;
      };
      affine_expr lo = random_affine(), hi = random_affine();
      if (pick(0, 1)) hi = lo + affine_expr::var(n_slot) + pick(-2, 2);  // often non-empty
      dom.add_loop(names[level], lo, hi);
    }
    polynomial closed = count_polynomial(dom);
    auto conds = closed_form_conditions(dom);
    for (int sz = 0; sz < 4; ++sz) {
      size_binding b{{"N", pick(0, 9)}, {"M", pick(0, 6)}};
      std::int64_t brute = brute_force_count(dom, b);
      INFO("domain: ", to_string(dom), "  N=", *b.find("N"), " M=", *b.find("M"));
      CHECK(domain_size(dom, b) == brute);
      slot_values v = bind_sizes(dom, b);
      bool holds = true;
      for (const auto& c : conds) holds = holds && c.evaluate(v) >= 0;
      if (holds) {
        CHECK(closed.evaluate_integer(v) == brute);
        ++closed_form_checked;
      }
    }
  }
  CHECK(closed_form_checked > 200);  // the closed form itself was exercised, not only the fallback
}

TEST_CASE("large sizes: exact closed forms, clear overflow errors") {
  CHECK(domain_size(gemm.domain, {{"M", 1'000'000}, {"N", 1'000'000}, {"K", 1'000'000}}) == 1'000'000'000'000'000'000);
  CHECK(domain_size(lu.domain, {{"N", 1'000'000}}) == 333'332'833'333'500'000);
  CHECK_THROWS_AS((void)domain_size(gemm.domain, {{"M", 3'000'000}, {"N", 3'000'000}, {"K", 3'000'000}}),
                  pebble::error);
  CHECK_THROWS_WITH_AS((void)domain_size(gemm.domain, {{"M", 3}, {"N", 3}}), doctest::Contains("no value: K"),
                       pebble::error);
  CHECK_THROWS_WITH_AS((void)domain_size(gemm.domain, {{"M", 3}, {"N", 3}, {"K", -1}}), doctest::Contains("negative"),
                       pebble::error);
}

TEST_CASE("trace lines list the written element, then every read") {
  auto s = parse_statement("for i in 0..2, j in 0..2: C[i,j] += A[i,j] * A[i,j] + A[j,i]");
  auto lines = trace_lines(s, {});
  REQUIRE(lines.size() == 4);
  CHECK(lines[1] == "W:C[0,1] R:C[0,1] R:A[0,1] R:A[1,0]");
}

// --- classification ------------------------------------------------------------------------------

TEST_CASE("SOAP classification and projections of the thesis' examples") {
  SUBCASE("Example 5.1, a stencil with an extra input, is SOAP as written") {
    auto c = classify(stencil);
    CHECK(c.soap);
    CHECK(c.projections.empty());
  }
  SUBCASE("Examples 5.4 and 5.5: LU becomes A1[i,j,k+1] = f(A1[i,j,k], A2[i,k], A3[k,j])") {
    auto c = classify(lu);
    CHECK_FALSE(c.soap);
    CHECK(c.projectable);
    REQUIRE(c.projections.size() == 2);
    CHECK(c.projections[0].kind == projection_kind::version_dimension);
    CHECK(c.projections[1].kind == projection_kind::disjoint_access_splitting);
    CHECK(c.projections[1].parts == 3);
    auto expected =
        parse_statement("for k in 0..N, i in k+1..N, j in k+1..N: A1[i,j,k+1] = f(A1[i,j,k], A2[i,k], A3[k,j])");
    CHECK(soap_projection(lu) == expected);
    CHECK(classify(soap_projection(lu)).soap);
  }
  SUBCASE("gemm needs a version dimension on C along k") {
    auto c = classify(gemm);
    REQUIRE(c.projections.size() == 1);
    CHECK(c.projections[0].indices.size() == 1);
    CHECK(c.projections[0].indices[0] == 2);
    CHECK(soap_projection(gemm) ==
          parse_statement("for i in 0..M, j in 0..N, k in 0..K: C[i,j,k+1] = f(C[i,j,k], A[i,k], B[k,j])"));
  }
  SUBCASE("Example 5.6, direct convolution: the image access is not injective") {
    auto conv = parse_statement("for b in 0..B, c in 0..C, k in 0..K, w in 0..W, h in 0..H, r in 0..R, s in 0..S: "
                                "Out[k,h,w,b] += Image[r+w, s+h, c, b] * Filter[k,c,r,s]");
    auto cl = classify(conv);
    CHECK(cl.projectable);
    bool non_injective_image = false;
    for (const auto& p : cl.projections)
      non_injective_image =
          non_injective_image || (p.kind == projection_kind::non_injective_access && p.array == "Image");
    CHECK(non_injective_image);
    CHECK_FALSE(cl.daap);
  }
  SUBCASE("the in-place Jacobi sweep gets a version dimension along t") {
    auto jac = parse_statement("for t in 0..T, i in 1..N-1: A[i] = (A[i-1] + A[i] + A[i+1]) / 3");
    CHECK(soap_projection(jac) ==
          parse_statement("for t in 0..T, i in 1..N-1: A[i,t+1] = f(A[i-1,t], A[i,t], A[i+1,t])"));
  }
  SUBCASE("overlapping accesses without a constant offset are not SOAP") {
    auto transpose = parse_statement("for i in 0..N, j in 0..N: A[i,j] = A[j,i]");
    auto c = classify(transpose);
    CHECK_FALSE(c.projectable);
    CHECK(c.overlap_array == "A");
    CHECK_THROWS_AS((void)soap_projection(transpose), pebble::error);
    // the same reads from the array the statement writes (Cholesky's form) stay unmodelled
    auto chol = parse_statement("for i in 0..N, j in 0..i, k in 0..j: A[i,j] -= A[i,k] * A[j,k]");
    CHECK_FALSE(classify(chol).projectable);
  }
  SUBCASE("symmetric reads of a read-only array (SYRK) are bounded by either read") {
    auto syrk = parse_statement("for i in 0..N, j in 0..i+1, k in 0..M: C[i,j] += A[i,k] * A[j,k]");
    auto c = classify(syrk);
    CHECK(c.projectable);
    CHECK_FALSE(c.daap);
    bool symmetric = false;
    for (const auto& pr : c.projections)
      symmetric = symmetric || (pr.kind == projection_kind::symmetric_reads && pr.array == "A" &&
                                pr.indices.size() == 2 && pr.indices[0] == 0 && pr.indices[1] == 1);
    CHECK(symmetric);
  }
  SUBCASE("accesses separated by a constant row are split") {
    auto two_rows = parse_statement("for i in 0..N, j in 0..N: C[i,j] = A[0,j] * A[1,i]");
    auto c = classify(two_rows);
    CHECK(c.projectable);
    REQUIRE(c.projections.size() == 1);
    CHECK(c.projections[0].kind == projection_kind::disjoint_access_splitting);
    CHECK(c.daap);
  }
}

// A read of the written array at a constant offset, in a statement whose write misses a loop (a
// version loop, §5.5.2), gets a version subscript only where each version step writes the element
// it reads. Brute force below: the elements each instance reads and writes, enumerated.
namespace {
// Whether, at sizes `n`, the read `r` of `s` and its write ever touch one element, and whether
// every pair that does agrees on the loops that are not version loops and enclose the innermost
// one (classify_offset_read's condition for `versions`).
struct meeting {
  bool meet = false, outer_agree = true;
};
meeting brute_force_meeting(const statement& s, const access& r, std::int64_t n) {
  size_binding sizes;
  for (const auto& z : s.domain.sizes) sizes.set(z, n);
  std::vector<slot_values> points;
  for_each_point(s.domain, sizes, [&](const slot_values& v) { points.push_back(v); });
  const std::uint32_t vmask = pebble::detail::version_mask(s);
  const auto versions = pebble::detail::version_indices(s);
  auto element = [](const access& a, const slot_values& v) {
    std::vector<std::int64_t> e;
    for (const auto& sub : a.subscripts) e.push_back(sub.evaluate(v));
    return e;
  };
  meeting m;
  for (const auto& x : points)
    for (const auto& y : points) {
      if (element(r, x) != element(s.output, y)) continue;
      m.meet = true;
      for (std::size_t l = 0; !versions.empty() && l < versions.back(); ++l)
        if (!(vmask >> l & 1u) && x[index_var(l)] != y[index_var(l)]) m.outer_agree = false;
    }
  return m;
}
}  // namespace

TEST_CASE("reads of the written array at an offset: versions, another part, or one version") {
  struct example {
    const char* text;
    offset_read expected;  // of inputs[0]
  };
  const example examples[] = {
      // the element itself, read along its version loop k (gemm's C)
      {"for i in 0..N, j in 0..N, k in 0..N: C[i,j] += A[i,k] * B[k,j]", offset_read::versions},
      // seidel: neighbours written once per step of the outermost version loop t
      {"for t in 0..T, i in 1..N-1, j in 1..N-1: A[i,j] = f(A[i-1,j], A[i,j+1], A[i+1,j])", offset_read::versions},
      // another row than the one written: inputs, one value each
      {"for t in 0..T, i in 0..N: A[5,t+1] = f(A[4,t], B[t])", offset_read::apart},
      // another range than the one written: never the same element
      {"for t in 0..5, i in 0..N: A[t] = f(A[t+10], B[t])", offset_read::apart},
      // written in the previous iteration of t, which encloses the version loop i: every i reads
      // A[t]'s last version
      {"for t in 0..T, i in 0..N: A[t+1] = f(A[t], B[t])", offset_read::collapsed},
      // the same along the middle of three loops
      {"for t in 0..T, i in 0..N, j in 0..N: A[t+1,j] = f(A[t,j])", offset_read::collapsed},
      // the shift on a loop inside the innermost version loop only: versions
      {"for i in 0..N, j in 1..N: A[j] = f(A[j-1])", offset_read::versions},
  };
  for (const auto& e : examples) {
    CAPTURE(e.text);
    const statement s = parse_statement(e.text);
    const soap_classification c = classify(s);
    CHECK(c.offset_reads[1] == e.expected);
    CHECK(c.collapsed_versions == (e.expected == offset_read::collapsed));
    CHECK(c.projectable == (e.expected != offset_read::collapsed));
    // the brute-force meaning of each answer, at two sizes
    for (const std::int64_t n : {4, 7}) {
      CAPTURE(n);
      const meeting m = brute_force_meeting(s, s.inputs[0], n);
      if (e.expected == offset_read::apart) CHECK_FALSE(m.meet);
      if (e.expected == offset_read::versions) CHECK((m.meet && m.outer_agree));
      if (e.expected == offset_read::collapsed) CHECK((m.meet && !m.outer_agree));
    }
    // the projection versions exactly the `versions` reads: an apart read keeps its rank, renamed
    if (c.projectable) {
      const statement p = soap_projection(s, c);
      const bool versioned = p.inputs[0].rank() > s.inputs[0].rank();
      CHECK(versioned == (e.expected == offset_read::versions));
      if (e.expected == offset_read::apart) CHECK(p.inputs[0].array != p.output.array);
    }
  }
}

TEST_CASE("symmetric reads: the index exchange that maps one access onto another") {
  auto syrk = parse_statement("for i in 0..N, j in 0..i+1, k in 0..M: C[i,j] += A[i,k] * A[j,k]");
  REQUIRE(syrk.inputs.size() == 3);  // C[i,j] (the compound update), A[i,k], A[j,k]
  auto swap = swapped_indices(syrk.inputs[1], syrk.inputs[2], syrk.domain.depth());
  REQUIRE(swap.has_value());
  CHECK((*swap)[0] == 0);
  CHECK((*swap)[1] == 1);
  CHECK(classify(syrk).projectable);  // overlapping, projected as symmetric reads
  // LU's A[i,k] and A[k,j] exchange i and j only together with the dimensions: no swap
  auto lu_update = parse_statement("for k in 0..N, i in k+1..N, j in k+1..N: A[i,j] -= A[i,k] * A[k,j]");
  REQUIRE(lu_update.inputs.size() == 3);
  CHECK_FALSE(swapped_indices(lu_update.inputs[1], lu_update.inputs[2], 3).has_value());
  // an access is not its own swap, and other arrays never match
  CHECK_FALSE(swapped_indices(syrk.inputs[1], syrk.inputs[1], 3).has_value());
  CHECK_FALSE(swapped_indices(syrk.output, syrk.inputs[1], 3).has_value());
}
