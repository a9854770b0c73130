// The program bound of every Polybench kernel written with its C loop structure
// (polybench_blocks.hpp), at sizes where the leading term dominates, against Table 5.2's leading
// term (thesis §5.6, corrected as in docs/xpartition.md) or, where the table is above an achievable
// I/O cost, the tight bound. A bound above a valid reference would be a bug: every kernel checks
// Q <= 1.05 x its reference. Kernels the model does not reach yet check that their bound is
// positive and say why they fall short.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include <pebble/bounds/program_bound.hpp>
#include <pebble/model.hpp>

#include "c_order.hpp"
#include "polybench_blocks.hpp"

using namespace pebble;

namespace {

struct expectation {
  std::string_view name;
  size_binding sizes;
  std::int64_t S;
  double reference;  // Table 5.2's leading term, or the tight bound where the table is above it
  bool reached;      // within 5% of the reference (else: positive, and below it)
};

const program& parsed(std::string_view name) {
  static std::vector<std::pair<std::string_view, program>> cache;
  for (const auto& [n, p] : cache)
    if (n == name) return p;
  cache.emplace_back(name, parse_program(std::string(polybench_blocks::text(name))));
  return cache.back().second;
}

}  // namespace

TEST_CASE("Polybench with its loop structure: every kernel's program bound against Table 5.2") {
  const double S = 10'000, r = std::sqrt(S), N = 2000, T = 100, Nd = 400;
  const double tight = 1 / std::sqrt(2.0);
  const expectation table[] = {
      {"2mm", {{"NI", 2000}, {"NJ", 2000}, {"NK", 2000}, {"NL", 2000}}, 10'000, 4 * N * N * N / r, true},
      {"3mm", {{"NI", 2000}, {"NJ", 2000}, {"NK", 2000}, {"NL", 2000}, {"NM", 2000}}, 10'000, 6 * N * N * N / r, true},
      // adi: SOAP's 12N²T/√S relaxes the sweeps' loop-carried dependences (thesis §5.7); the fused
      // model gives a weaker, positive bound — adi's target: positive and no higher than SOAP's
      {"adi", {{"N", 2000}, {"T", 100}}, 10'000, 12 * N * N * T / r, false},
      {"atax", {{"M", 2000}, {"N", 2000}}, 10'000, N * N, true},
      {"bicg", {{"M", 2000}, {"N", 2000}}, 10'000, N * N, true},
      // Cholesky: the table's N³/(3√S) is above Beaumont et al.'s algorithm (SPAA 2022); tight
      // N³/(3√2·√S), through the triangular tile over its update's symmetric reads of A
      {"cholesky", {{"N", 2000}}, 10'000, tight * N * N * N / (3 * r), true},
      // correlation, covariance: cov[i,j] += data[k,i]·data[k,j] over j >= i is SYRK on dataᵀ:
      // tight M²N/(√2·√S), not the table's M²N/√S; data's centring passes each element through
      // (passes_through), so its values cost a tile one element each, fused or not
      {"correlation", {{"M", 2000}, {"N", 2000}}, 10'000, tight * N * N * N / r, true},
      {"covariance", {{"M", 2000}, {"N", 2000}}, 10'000, tight * N * N * N / r, true},
      // deriche: 3HW through the completion cut: when the first column of the horizontal pass's
      // image is complete, (W-1)(H-1) computed values are live (completion_cut.hpp), stored and
      // loaded again beside imgIn's compulsory HW loads
      {"deriche", {{"H", 2000}, {"W", 2000}}, 10'000, 3 * N * N, true},
      {"doitgen", {{"NP", 400}, {"NQ", 400}, {"NR", 400}}, 10'000, 2 * Nd * Nd * Nd * Nd / r, true},
      // durbin: 3N²/2 through reduction cuts (Theorem 5.1 fuses y's producer with its consumers):
      // at alpha's k-th instance, y's k values are stored and loaded again and r's k values loaded
      // again; the leading term needs N >> S
      {"durbin", {{"N", 100'000}}, 1'000, 1.5e10, true},
      {"fdtd-2d", {{"NX", 1000}, {"NY", 1000}, {"T", 100}}, 10'000, 2 * std::sqrt(3.0) * 1000 * 1000 * T / r, true},
      // floyd-warshall: path[i,k], path[k,j] overlap path[i,j] at equal versions on the faces
      // i = k and j = k only: split off them (split_faces)
      {"floyd-warshall", {{"N", 2000}}, 10'000, 2 * N * N * N / r, true},
      {"gemm", {{"NI", 2000}, {"NJ", 2000}, {"NK", 2000}}, 10'000, 2 * N * N * N / r, true},
      {"gemver", {{"N", 20'000}}, 10'000, 20'000.0 * 20'000, true},
      {"gesummv", {{"N", 2000}}, 10'000, 2 * N * N, true},
      // gramschmidt: Q's producer reads column k of A, which the update writes only for j > k at
      // step k (split_across); Q[i,k] and A[i,j] at step k are different versions' reads
      {"gramschmidt", {{"M", 2000}, {"N", 2000}}, 10'000, N * N * N / r, true},
      // (ρ's lower-order terms fall as S^(-1/3): S large, and T long enough for many parts)
      {"heat-3d", {{"N", 400}, {"T", 2'000'000}}, 1'000'000'000, 6 * Nd * Nd * Nd * 2'000'000 / 1000, true},
      {"jacobi-1d", {{"N", 2000}, {"T", 100'000}}, 1000, 2 * N * 100'000 / 1000, true},
      {"jacobi-2d", {{"N", 2000}, {"T", 20'000}}, 1'000'000, 4 * N * N * 20'000 / 1000, true},
      {"lu", {{"N", 2000}}, 10'000, 2 * N * N * N / (3 * r), true},
      // ludcmp: LU through the scalar w[]: its copy, update and store are LU's update of A[i,j]
      // once w is renamed (forward_temporaries)
      {"ludcmp", {{"N", 2000}}, 10'000, 2 * N * N * N / (3 * r), true},
      {"mvt", {{"N", 2000}}, 10'000, N * N, true},
      // nussinov: its reads table[i,k], table[k+1,j] beside the write table[i,j] are split
      // (§5.5.1) as in its statement's own bound; the three statements before it pass each
      // element through
      {"nussinov", {{"N", 2000}}, 10'000, N * N * N / (3 * r), true},
      {"seidel-2d", {{"N", 2000}, {"T", 20'000}}, 1'000'000, 4 * N * N * 20'000 / 1000, true},
      // symm: the table's 2M²N/√S counts B[i,j] and B[k,j] as disjoint, which they are not;
      // the union of the two reads gives 3M²N/(2√S)
      {"symm", {{"M", 2000}, {"N", 2000}}, 10'000, 1.5 * N * N * N / r, true},
      // syrk, syr2k: tight MN²/(√2·√S) and √2·MN²/√S (the table's MN²/√S and 2MN²/√S are above
      // Beaumont et al.'s algorithm), through the triangular symmetric tile
      {"syr2k", {{"M", 2000}, {"N", 2000}}, 10'000, std::sqrt(2.0) * N * N * N / r, true},
      {"syrk", {{"M", 2000}, {"N", 2000}}, 10'000, tight * N * N * N / r, true},
      {"trisolv", {{"N", 2000}}, 10'000, N * N / 2, true},
      {"trmm", {{"M", 2000}, {"N", 2000}}, 10'000, N * N * N / r, true},
  };
  std::size_t reached = 0;
  for (const auto& e : table) {
    CAPTURE(std::string(e.name));
    const program_io_bound b = program_bound(parsed(e.name), e.sizes, {.S = e.S});
    const double ratio = b.Q / e.reference;
    CAPTURE(ratio);
    CHECK(b.Q > 0);
    CHECK(ratio <= 1.05);
    if (e.reached) {
      CHECK(ratio >= 0.95);
      ++reached;
    } else {
      CHECK(ratio < 0.95);  // an improvement: move the kernel to the reached ones
    }
    MESSAGE(std::string(e.name) << ": Q / reference = " << ratio);
  }
  CHECK(reached == 29);
}

TEST_CASE("nussinov as its C code is written: the guarded branches, the k loop over a triangle") {
  // The C loops: i from N-1 down to 0, j from i+1; `if (i < j-1)` adds match(seq[i], seq[j]),
  // `else` (j = i+1) does not, and the k loop runs over i+1 <= k < j. Without guards in the program
  // text the branches are the j ranges j = i+1 and j > i+1 (ii = N-1-i; ii = 0 has no j); and
  // with the branches as statements of their own beside the k loop as a separate nest. Both reach
  // N³/(3√S), as the table's transcription does: nothing in the guards lowers the bound.
  constexpr std::string_view split_j = R"(for ii in 1..N {
  for j in N-ii..N-ii+1 {
    table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-1-ii,j-1])
    table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-ii,j])
    table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-ii,j-1])
  }
  for j in N-ii+1..N {
    table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-1-ii,j-1])
    table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-ii,j])
    table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-ii,j-1] + match(seq[N-1-ii], seq[j]))
    for k in N-ii..j: table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-1-ii,k] + table[k+1,j])
  }
})";
  constexpr std::string_view branches_apart = R"(for ii in 0..N {
  for j in N-ii..N {
    table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-1-ii,j-1])
    table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-ii,j])
  }
  for j in N-ii..N-ii+1: table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-ii,j-1])
  for j in N-ii+1..N: table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-ii,j-1] + match(seq[N-1-ii], seq[j]))
  for j in N-ii..N, k in N-ii..j: table[N-1-ii,j] = max_score(table[N-1-ii,j], table[N-1-ii,k] + table[k+1,j])
})";
  const double N = 2000, S = 10'000;
  for (const std::string_view text : {split_j, branches_apart}) {
    const program_io_bound b = program_bound(parse_program(std::string(text)), {{"N", 2000}}, {.S = 10'000});
    const double ratio = b.Q / (N * N * N / (3 * std::sqrt(S)));
    CAPTURE(ratio);
    CHECK(ratio >= 0.99);
    CHECK(ratio <= 1.0);
  }
}

TEST_CASE("the triangular symmetric tile: SYRK's model, and where it does not apply") {
  // syrk fused: ½·d_i·d_j·d_k + ½·d_i·d_k (the diagonal) per statement over j <= i, the pairs
  // C[i,j] at half their rectangle, the reads A[i,k] ∪ A[j,k] as before (√(d_i·d_j)·d_k); the
  // square model comes first
  const program& syrk = parsed("syrk");
  detail::program_context ctx(syrk);
  const auto models = detail::fuse(ctx, 0b10);
  REQUIRE(models.size() == 2);
  for (double w : models[0].objective.weights) CHECK(w == 1);
  const auto& fm = models[1];
  REQUIRE(fm.objective.monomials.size() == 2);
  CHECK(fm.objective.weights[0] == 0.5);
  CHECK(fm.objective.weights[1] == 0.5);
  bool halved_pairs = false, whole_reads = false;
  for (const auto& a : fm.dominator.arrays) {
    if (a.array == short_name("C")) halved_pairs = a.scale == 0.5;
    if (a.array == short_name("A")) whole_reads = a.scale == 1;
  }
  CHECK(halved_pairs);
  CHECK(whole_reads);
  // symm: B[i,j], B[k,j] exchange i and k over k < i, but C[k,j] covers |K| rows, which may be
  // fewer than the union's: the triangular model counts nothing for C[k,j] (and the square
  // model keeps whole monomials)
  const program& symm = parsed("symm");
  detail::program_context ctx2(symm);
  const auto fs = detail::fuse(ctx2, 0b110);
  REQUIRE(fs.size() == 2);
  for (double w : fs[0].objective.weights) CHECK(w == 2);
  for (const auto& a : fs[1].dominator.arrays) CHECK(!(a.array == short_name("C")));
  // a square (no triangle) with symmetric reads: the square model only
  const program square = parse_program("for i in 0..N, j in 0..N, k in 0..M: C[i,j] += A[i,k] * A[j,k]");
  detail::program_context ctx3(square);
  const auto fq = detail::fuse(ctx3, 0b1);
  REQUIRE(fq.size() == 1);
  CHECK(fq.front().objective.weights[0] == 1);
  // Cholesky's update reads the array it writes symmetrically (A[i,k], A[j,k] over k < j < i):
  // fusable, with the pair as the symmetric reads and the write's version chain at half
  const program& chol = parsed("cholesky");
  detail::program_context ctx4(chol);
  CHECK(!ctx4.cls[0].projectable);
  CHECK(ctx4.fusable(0));
  const auto fc = detail::fuse(ctx4, 0b1);
  REQUIRE(fc.size() == 2);
  CHECK(fc[1].objective.weights[0] == 0.5);
  REQUIRE(fc[1].objective.monomials.size() == 1);  // strict: no diagonal
  std::vector<double> scales;
  for (const auto& a : fc[1].dominator.arrays) scales.push_back(a.scale);
  std::sort(scales.begin(), scales.end());
  CHECK(scales == std::vector<double>{0.5, 1.0});
}

TEST_CASE("the triangular tile's model against every box of a small triangle") {
  // In a box I × J × K whose (i, j) pairs T lie in one triangle, with u = |I ∪ J| rows and
  // d_i = d_j = u' (u'^2/2 = |T| strict, u'(u'+1)/2 = |T| otherwise), the triangular model must
  // count at least the box's points and at most its dominator: the reads of the u rows over K and
  // the |T| pairs' values once.
  struct triangle_case {
    std::string_view kernel;
    std::uint64_t mask;
    bool strict;
    double pair_statements;  // statements over (i, j) alone, each |T| points
  };
  for (const auto& tc : {triangle_case{"syrk", 0b11, false, 1}, triangle_case{"cholesky", 0b1, true, 0},
                         triangle_case{"syr2k", 0b11, false, 1}}) {
    CAPTURE(std::string(tc.kernel));
    const program& prog = parsed(tc.kernel);
    detail::program_context ctx(prog);
    const auto models = detail::fuse(ctx, tc.mask);
    REQUIRE(models.size() == 2);
    const auto& tri = models[1];
    REQUIRE(tri.dominator.depth == 3);  // i, j, k (the classes of the printout: 0, 1, 2)
    const int n = 9;
    for (int i0 = 0; i0 < n; ++i0)
      for (int i1 = i0 + 1; i1 <= n; ++i1)
        for (int j0 = 0; j0 < n; ++j0)
          for (int j1 = j0 + 1; j1 <= n; ++j1) {
            double pairs = 0;
            for (int i = i0; i < i1; ++i)
              for (int j = j0; j < j1; ++j) pairs += tc.strict ? j < i : j <= i;
            if (pairs == 0) continue;
            const double rows = std::max(i1, j1) - std::min(i0, j0) - std::max(0, std::max(i0, j0) - std::min(i1, j1));
            const double u = tc.strict ? std::sqrt(2 * pairs) : (std::sqrt(1 + 8 * pairs) - 1) / 2;
            for (double k : {1.0, 3.0, 7.0}) {
              std::array<double, max_indices> d{u, u, k}, e{};
              const std::span<const double> dd(d.data(), 3);
              const double points = pairs * k + tc.pair_statements * pairs;
              CHECK(tri.objective(dd, std::span<double>(e.data(), 3)) >= points * (1 - 1e-12));
              const double reads = (tc.kernel == "syr2k" ? 2 : 1) * rows * k;
              CHECK(dominator_size(tri.dominator, dd, std::span<double>(e.data(), 3)) <= (reads + pairs) * (1 + 1e-12));
            }
          }
  }
}

TEST_CASE("values passed through an in-place update cost a tile one element each") {
  // covariance: data[i,j] -= mean[j] updates each element once through a read of that element,
  // so the product's reads of data count when the centring is fused with it (or left out of the
  // kept statements); an accumulation (versions) passes nothing through
  const program& cov = parsed("covariance");
  detail::program_context ctx(cov);
  REQUIRE(ctx.through[3] != detail::npos);  // the centring
  CHECK(ctx.passes_through(3, 0b101000, ~std::uint64_t{0}));
  CHECK(ctx.passes_through(3, 0b100000, 0b100000));
  CHECK(ctx.through[5] == detail::npos);  // cov[i,j] += data[k,i]·data[k,j]
  for (const auto& fm : detail::fuse(ctx, 0b101000)) {
    bool data_counted = false;
    for (const auto& a : fm.dominator.arrays) data_counted = data_counted || a.array == short_name("data");
    CHECK(data_counted);
  }
  // not passing through: the product of a statement that accumulates is produced inside
  const program acc =
      parse_program("for i in 0..N, k in 0..N: x[i] += A[i,k]\nfor i in 0..N, j in 0..N: y[j] += x[i] * B[i,j]");
  detail::program_context ctx2(acc);
  CHECK(ctx2.through[0] == detail::npos);
  // syrk fused: C's values once (C[i,j] *= beta passes them through to the update's chain)
  const program& syrk = parsed("syrk");
  detail::program_context ctx3(syrk);
  for (const auto& fm : detail::fuse(ctx3, 0b11)) {
    int c_terms = 0;
    for (const auto& a : fm.dominator.arrays) c_terms += a.array == short_name("C");
    CHECK(c_terms == 1);
  }
}

TEST_CASE("split off faces: floyd-warshall's accesses of path meet only where i = k or j = k") {
  const program& fw = parsed("floyd-warshall");
  const auto faces = detail::split_faces(fw[0]);
  REQUIRE(faces.size() == 2);  // loops k (0), i (1), j (2): the faces i = k and j = k
  CHECK(faces[0].outer == 0);
  CHECK(faces[0].inner == 1);
  CHECK(faces[1].outer == 0);
  CHECK(faces[1].inner == 2);
  for (const auto& f : faces) CHECK(detail::face_points(fw[0].domain, {{"N", 50}}, f) == 50 * 50);
  // the points counted, |𝒟| minus both faces, never exceed the exact N(N-1)^2 off them
  const auto b = program_bound(fw, {{"N", 400}}, {.p = 1, .S = 1000});
  CHECK(b.statements[0].domain_size == 400 * 400 * 400);
  CHECK(b.statements[0].Q * b.statements[0].rho <= 400.0 * 399 * 399);
  // one face is not enough: both reads meet the write
  CHECK(detail::split_faces(parse_program("for k in 0..N, i in 0..N, j in 0..N: P[i,j] = P[i,k] + P[k,j] + P[j,i]")[0])
            .empty());
  // a projectable statement needs no faces; an overlap off every face gets none
  CHECK(detail::split_faces(parse_program("for i in 0..N, j in 0..N: B[i,j] = B[j,i] + 1")[0]).empty());
}

TEST_CASE("a temporary that carries one element through copy, update and store is that element") {
  // ludcmp's two LU triples are renamed; its substitutions (w = b[i] … y[i] = w) store elsewhere
  const program& lud = parsed("ludcmp");
  const program fw = detail::forward_temporaries(lud);
  REQUIRE(fw.size() == lud.size());
  for (std::size_t s : {0u, 1u, 2u, 3u, 4u, 5u}) CHECK(fw[s].output.array == short_name("A"));
  CHECK(fw[1].output == fw[0].output);
  CHECK(fw[1].op == lud[1].op);
  for (std::size_t s = 6; s < lud.size(); ++s) CHECK(fw[s] == lud[s]);
  auto unchanged = [](const char* text) {
    const program p = parse_program(text);
    const program f = detail::forward_temporaries(p);
    for (std::size_t s = 0; s < p.size(); ++s)
      if (!(f[s] == p[s])) return false;
    return true;
  };
  // the pattern itself is renamed
  CHECK(!unchanged("for i in 0..N { w[] = A[i]\n for k in 0..N: w[] += B[i,k]\n A[i] = w[] }"));
  // the update reads the element it would overwrite: not renamed
  CHECK(unchanged("for i in 0..N { w[] = A[i]\n for k in 0..N: w[] += B[i,k] * A[i]\n A[i] = w[] }"));
  // a later statement reads the value the three leave in w: not renamed
  CHECK(unchanged("for i in 0..N { w[] = A[i]\n for k in 0..N: w[] += B[i,k]\n A[i] = w[]\n x[i] = w[] }"));
  // the update reads another element of w: not renamed
  CHECK(unchanged("for i in 1..N { w[i] = A[i]\n for k in 0..N: w[i] += B[i,k] * w[i-1]\n A[i] = w[i] }"));
  // stored into another element: not renamed
  CHECK(unchanged("for i in 0..N { w[] = A[i]\n for k in 0..N: w[] += B[i,k]\n A[i+1] = w[] }"));
}

TEST_CASE("reads of an array another member updates in place: split across statements, and by version") {
  // Gram–Schmidt: Q[i,k] = A[i,k] / R[k,k] (statement 3) reads column k, which A[i,j] -= Q[i,k]·R[k,j]
  // (statement 6) writes at step k only for j > k; the norm's A[i,k] (statement 1) likewise
  const program& gs = parsed("gramschmidt");
  detail::program_context ctx(gs);
  CHECK(ctx.split_across(6, 3, 1));
  CHECK(ctx.split_across(6, 1, 2));  // slot 1 is the compound read of nrm[]
  // the update's own read A[i,j] is its in-place chain: the same element at every step
  CHECK(!ctx.split_across(6, 5, 3));
  // not split: a later sweep reads what the in-place writer writes at that very step
  const program two =
      parse_program("for t in 0..T { for i in 1..N: p[i] = p[i-1] * 2\n for i in 1..N: v[i] = p[N-i] }");
  detail::program_context ctx2(two);
  CHECK(!ctx2.split_across(0, 1, 1));
}

TEST_CASE("no kernel's bound exceeds what an LRU cache moves running it in its C order") {
  // small sizes, every kernel, three memory sizes: the C order is a valid schedule, so its I/O is
  // achievable and no lower bound may exceed it
  for (const auto& k : polybench_blocks::kernels) {
    CAPTURE(std::string(k.name));
    const program& prog = parsed(k.name);
    size_binding sizes;
    for (const auto& n : prog.sizes()) {
      const std::string_view v = n.view();
      sizes.set(n, v == "T" ? 4 : (v == "NP" || v == "NQ" || v == "NR") ? 10 : 24);
    }
    for (const std::size_t S : {32u, 128u, 512u}) {
      CAPTURE(S);
      const double lru = c_order::lru_words(prog, sizes, S);
      const double Q = program_bound(prog, sizes, {.p = 1, .S = static_cast<std::int64_t>(S)}).Q;
      CHECK(Q <= lru);
      MESSAGE(std::string(k.name) << " S=" << S << ": bound " << Q << ", LRU in C order " << lru);
    }
  }
}
