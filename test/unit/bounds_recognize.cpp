// Recognising matrix multiplication, which unlocks chapter 3's Theorems 3.1/3.2 and the COSMA
// grid in `pebble bound`: index roles found whatever the loop order or array names.
#include <doctest/doctest.h>

#include <pebble/bounds/recognize.hpp>
#include <pebble/model.hpp>

using namespace pebble;

TEST_CASE("matrix multiplications are recognised with their index roles") {
  auto roles = [](const char* text) { return recognize_mmm(parse_statement(text)); };
  auto ijk = roles("for i in 0..M, j in 0..N, k in 0..K: C[i,j] += A[i,k] * B[k,j]");
  REQUIRE(ijk.has_value());
  CHECK(ijk->m == 0);
  CHECK(ijk->n == 1);
  CHECK(ijk->k == 2);
  auto ikj = roles("for i in 0..M, k in 0..K, j in 0..N: C[i,j] += alpha * B[k,j] * A[i,k]");
  REQUIRE(ikj.has_value());
  CHECK(ikj->m == 0);
  CHECK(ikj->n == 2);
  CHECK(ikj->k == 1);
  // C = Aᵀ·B is a multiplication too: A is read over {i, k}
  CHECK(roles("for i in 0..M, j in 0..N, k in 0..K: C[i,j] += A[k,i] * B[k,j]").has_value());
  // extents from the loop bounds
  auto s = parse_statement("for i in 0..M, j in 1..N, k in 0..K: C[i,j] += A[i,k] * B[k,j]");
  auto e = mmm_extents_of(s, *recognize_mmm(s), {{"M", 10}, {"N", 21}, {"K", 30}});
  CHECK(e.M == 10);
  CHECK(e.N == 20);
  CHECK(e.K == 30);
}

TEST_CASE("other statements are not multiplications") {
  auto roles = [](const char* text) { return recognize_mmm(parse_statement(text)); };
  // triangular domain (LU's update): the chapter-3 theorems assume a full box
  CHECK_FALSE(roles("for k in 0..N, i in k+1..N, j in k+1..N: A[i,j] -= A[i,k] * A[k,j]"));
  CHECK_FALSE(roles("for i in 0..M, j in 0..N, k in 0..K: C[i,j] += A[i,k]"));
  CHECK_FALSE(roles("for i in 0..M, j in 0..N, k in 0..K: C[i,j] = A[i,k] * B[k,j]"));
  CHECK_FALSE(roles("for i in 0..M, j in 0..N, k in 0..K: C[i,j,k] += A[i,k] * B[k,j]"));
  CHECK_FALSE(roles("for i in 0..M, j in 0..N, k in 0..K, l in 0..L: C[i,j] += A[i,k] * B[k,l]"));
  CHECK_FALSE(
      roles("for t in 0..T, i in 1..N-1, j in 1..N-1: A[i,j] = (A[i-1,j] + A[i+1,j] + A[i,j-1] + A[i,j+1]) / 4"));
  CHECK_FALSE(roles("for i in 0..N, j in 0..i+1, k in 0..M: C[i,j] += A[i,k] * A[j,k]"));  // syrk: not SOAP
}
