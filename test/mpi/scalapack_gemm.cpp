// pebble::gemm on ScaLAPACK descriptors under mpiexec -n 1, 2, 3, 4: row- and column-major process
// grids, blocks that are not square, a first block away from process (0, 0), padded leading
// dimensions (LLD_ differing between processes), a grid smaller than the communicator, float and
// double; C compared exactly (entries are multiples of 1/8 and every sum stays below 2^24). The
// plan and pieces are kept per shape (gemm_context::cached_shapes), and bad descriptors are one
// agreed error on every rank. Each case runs on COSMA's path, in place (where A's rows lie as C's
// and B's columns as C's: gemm_in_place.hpp) and on the path the context chooses.
#include <doctest/doctest.h>

#include <pebble/algorithms/scalapack_gemm.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

using namespace pebble;

namespace {

double entry(int id, std::int64_t r, std::int64_t c) {
  return static_cast<double>((r * 5 + c * 11 + id * 3 + (r * c) % 7) % 17 - 8) / 8.0;
}

// A descriptor as DESCINIT makes it: LLD_ = max(1, local rows) + pad on this process.
struct matrix_desc {
  std::int64_t M, N, mb, nb, rsrc, csrc, pad;
  int desc[9] = {};
  void init(const process_grid& g, int rank) {
    const block_cyclic d{M, N, mb, nb, g.nprow, g.npcol, rsrc, csrc, 0, g.column_major};
    const std::int64_t rows = d.local_rows(rank);
    const int values[9] = {1,
                           0,
                           static_cast<int>(M),
                           static_cast<int>(N),
                           static_cast<int>(mb),
                           static_cast<int>(nb),
                           static_cast<int>(rsrc),
                           static_cast<int>(csrc),
                           static_cast<int>((rows > 1 ? rows : 1) + pad)};
    for (int i = 0; i < 9; ++i) desc[i] = values[i];
  }
};

template <class T>
using host_part = Kokkos::View<T*, Kokkos::HostSpace>;

template <class T>
host_part<T> generate(const block_cyclic& d, int rank, int id) {
  host_part<T> part("part", static_cast<std::size_t>(d.local_size(rank)));
  Kokkos::deep_copy(part, T(-99));  // padding must survive
  d.for_each_local(
      rank, [&](std::int64_t r, std::int64_t c, std::int64_t at) { part(at) = static_cast<T>(entry(id, r, c)); });
  return part;
}

struct gemm_case {
  const char* name;
  process_grid grid;
  matrix_desc a, b, c;
};

// Runs the case twice through one context (the second call reuses the plan) and checks C (with
// beta = 0 over NaN).
template <class T>
void check_case(gemm_case k, T alpha, T beta, gemm_path path) {
  const auto world = comm::communicator::world();
  const int me = world.rank();
  CAPTURE(k.name);
  k.a.init(k.grid, me);
  k.b.init(k.grid, me);
  k.c.init(k.grid, me);
  const block_cyclic da = from_descriptor(k.a.desc, k.grid), db = from_descriptor(k.b.desc, k.grid),
                     dc = from_descriptor(k.c.desc, k.grid);
  const host_part<T> a = generate<T>(da, me, 1), b = generate<T>(db, me, 2);
  CAPTURE(static_cast<int>(path));
  gemm_context<T> context(world, k.grid, {.path = path});
  const bool applies = in_place_gemm_words({da, 0, 0, da.M, da.N, false}, {db, 0, 0, db.M, db.N, false},
                                           {dc, 0, 0, dc.M, dc.N, false}, world.size()) >= 0;
  for (int call = 0; call < 2; ++call) {
    const host_part<T> c = generate<T>(dc, me, 3);
    if (beta == T(0))
      dc.for_each_local(
          me, [&](std::int64_t, std::int64_t, std::int64_t at) { c(at) = std::numeric_limits<T>::quiet_NaN(); });
    gemm(context, alpha, a, k.a.desc, b, k.b.desc, beta, c, k.c.desc);
    if (path == gemm_path::cosma) CHECK(!context.last_in_place());
    if (path == gemm_path::in_place) CHECK(context.last_in_place() == applies);
    std::int64_t wrong = 0, seen = 0;
    dc.for_each_local(me, [&](std::int64_t r, std::int64_t col, std::int64_t at) {
      double sum = 0;
      for (std::int64_t x = 0; x < da.N; ++x) sum += entry(1, r, x) * entry(2, x, col);
      const double kept = beta == T(0) ? 0.0 : static_cast<double>(beta) * entry(3, r, col);
      wrong += c(at) != static_cast<T>(static_cast<double>(alpha) * sum + kept);
      ++seen;
    });
    CHECK(seen == dc.local_rows(me) * dc.local_cols(me));
    CHECK(wrong == 0);
    // the padding rows of the leading dimension are untouched
    std::int64_t padding_changed = 0;
    const std::int64_t ld = dc.leading_dimension(me), rows = dc.local_rows(me);
    for (std::int64_t j = 0; j < dc.local_cols(me); ++j)
      for (std::int64_t i = rows; i < ld; ++i) padding_changed += c(static_cast<std::size_t>(i + j * ld)) != T(-99);
    CHECK(padding_changed == 0);
  }
  if (!context.last_in_place()) {
    CHECK(context.cached_shapes() == 1);
    CHECK(context.last_plan().M == da.M);
  }
}

std::vector<gemm_case> cases(int p) {
  // the most square nprow x npcol = p grid
  std::int64_t r = 1;
  while ((r + 1) * (r + 1) <= p) ++r;
  while (p % r != 0) --r;
  const std::int64_t q = p / r;
  return {
      {"square blocks, row-major grid",
       {r, q, false},
       {37, 41, 4, 4, 0, 0, 0},
       {41, 29, 4, 4, 0, 0, 0},
       {37, 29, 4, 4, 0, 0, 0}},
      {"rectangular blocks, column-major grid, shifted source, padded LLD",
       {q, r, true},
       {23, 50, 3, 5, q - 1, r - 1, 2},
       {50, 19, 7, 2, 0, r - 1, 1},
       {23, 19, 2, 3, q - 1, 0, 3}},
      {"1 x 1 grid: all data on rank 0",
       {1, 1, false},
       {17, 9, 64, 64, 0, 0, 0},
       {9, 13, 64, 64, 0, 0, 0},
       {17, 13, 64, 64, 0, 0, 1}},
      {"A's rows as C's, B's columns as C's, K dealt differently; column-major grid, shifted sources, padded LLD",
       {q, r, true},
       {23, 50, 3, 5, q - 1, r - 1, 2},
       {50, 19, 7, 2, 0, 0, 1},
       {23, 19, 3, 2, q - 1, 0, 3}},
      {"one process row (largeM-like on p x 1 when transposed: here 1 x p)",
       {1, p, false},
       {9, 70, 4, 6, 0, 0, 0},
       {70, 33, 5, 3, 0, p - 1, 0},
       {9, 33, 4, 3, 0, p - 1, 0}},
      {"one process column",
       {p, 1, false},
       {70, 12, 6, 4, p - 1, 0, 1},
       {12, 8, 3, 8, 0, 0, 0},
       {70, 8, 6, 2, p - 1, 0, 0}},
  };
}

}  // namespace

TEST_CASE("pebble::gemm equals C = alpha A B + beta C on every layout, float and double") {
  const int p = comm::communicator::world().size();
  for (const gemm_case& k : cases(p))
    for (gemm_path path : {gemm_path::cosma, gemm_path::in_place, gemm_path::automatic}) {
      check_case<double>(k, 1.5, -0.5, path);
      check_case<double>(k, 1.0, 0.0, path);
      check_case<float>(k, -2.0f, 0.25f, path);
    }
}

TEST_CASE("the context keeps a plan per shape, the oldest goes first") {
  const auto world = comm::communicator::world();
  const int me = world.rank(), p = world.size();
  const process_grid grid{1, p, false};
  gemm_context<double> context(world, grid, {.max_shapes = 2, .path = gemm_path::cosma});
  for (std::int64_t n : {20, 30, 20, 40, 20}) {
    matrix_desc d{n, n, 4, 4, 0, 0, 0};
    d.init(grid, me);
    const block_cyclic bc = from_descriptor(d.desc, grid);
    const host_part<double> a = generate<double>(bc, me, 1), c = generate<double>(bc, me, 3);
    gemm(context, 1.0, a, d.desc, a, d.desc, 0.0, c, d.desc);
    CHECK(context.last_plan().M == n);
  }
  CHECK(context.cached_shapes() == 2);
}

TEST_CASE("bad descriptors and disagreeing ranks: one agreed error on every rank") {
  const auto world = comm::communicator::world();
  const int me = world.rank(), p = world.size();
  const process_grid grid{1, p, false};
  gemm_context<double> context(world, grid);
  matrix_desc d{12, 12, 4, 4, 0, 0, 0}, wide{12, 13, 4, 4, 0, 0, 0};
  d.init(grid, me);
  wide.init(grid, me);
  const host_part<double> x = generate<double>(from_descriptor(d.desc, grid), me, 1);
  const host_part<double> y = generate<double>(from_descriptor(wide.desc, grid), me, 1);
  CHECK_THROWS_WITH_AS(gemm(context, 1.0, x, d.desc, x, d.desc, 0.0, y, wide.desc),
                       doctest::Contains("the descriptors do not multiply"), pebble::error);
  int sparse[9];
  for (int i = 0; i < 9; ++i) sparse[i] = d.desc[i];
  sparse[0] = 502;
  CHECK_THROWS_WITH_AS(gemm(context, 1.0, x, sparse, x, d.desc, 0.0, x, d.desc), doctest::Contains("DTYPE_ must be 1"),
                       pebble::error);
  if (p > 1) {
    int differs[9];
    for (int i = 0; i < 9; ++i) differs[i] = d.desc[i];
    if (me == 1) differs[4] = 3;  // MB_ of A differs on rank 1
    CHECK_THROWS_WITH_AS(gemm(context, 1.0, x, differs, x, d.desc, 0.0, x, d.desc),
                         doctest::Contains("different values of MB_ of A"), pebble::error);
  }
  const host_part<double> short_view("short", 1);
  CHECK_THROWS_WITH_AS(gemm(context, 1.0, short_view, d.desc, x, d.desc, 0.0, x, d.desc), doctest::Contains("'s A has"),
                       pebble::error);
  CHECK(context.cached_shapes() <= 1);
}

TEST_CASE("an alpha or beta the element type turns into 0 or infinity is an agreed error") {
  const auto world = comm::communicator::world();
  const int me = world.rank(), p = world.size();
  const process_grid grid{1, p, false};
  gemm_context<float> context(world, grid);
  matrix_desc d{12, 12, 4, 4, 0, 0, 0};
  d.init(grid, me);
  const host_part<float> x = generate<float>(from_descriptor(d.desc, grid), me, 1);
  const host_part<float> c = generate<float>(from_descriptor(d.desc, grid), me, 2);
  CHECK_THROWS_WITH_AS(gemm(context, 1e-300, x, d.desc, x, d.desc, 0.0, c, d.desc),
                       doctest::Contains("alpha = 1e-300 is 0 or subnormal in the matrices' element type"),
                       pebble::error);
  CHECK_THROWS_WITH_AS(gemm(context, 1.0, x, d.desc, x, d.desc, -1e300, c, d.desc),
                       doctest::Contains("beta = -1.0000000000000001e+300 is infinite in the matrices' element type"),
                       pebble::error);
  // a double that float holds as the same kind, an integer, and 0: accepted
  CHECK_NOTHROW(gemm(context, 0.5, x, d.desc, x, d.desc, 2, c, d.desc));
  CHECK_NOTHROW(gemm(context, 1e-30, x, d.desc, x, d.desc, 0.0, c, d.desc));
}

namespace {

void full_pdgemm(gemm_path path) {
  const auto world = comm::communicator::world();
  const int me = world.rank(), p = world.size();
  std::int64_t r = 1;
  while ((r + 1) * (r + 1) <= p) ++r;
  while (p % r != 0) --r;
  const process_grid grid{p / r, r, true};
  CAPTURE(static_cast<int>(path));
  gemm_context<double> context(world, grid, {.path = path});
  // A, B and C are 30 x 30 with 3 x 4 blocks; the call's submatrices start inside blocks
  matrix_desc big{30, 30, 3, 4, 0, grid.npcol - 1, 1};
  big.init(grid, me);
  const block_cyclic d = from_descriptor(big.desc, grid);
  const host_part<double> a = generate<double>(d, me, 1), b = generate<double>(d, me, 2);
  struct call {
    char ta, tb;
    std::int64_t m, n, k, ia, ja, ib, jb, ic, jc;
    double alpha, beta;
  };
  // (the last two: op(A)'s rows start a whole cycle of process rows above C's, op(B)'s columns a
  // cycle of process columns left of C's, so that they lie as C's and the in-place path applies)
  const std::int64_t row_cycle = 3 * grid.nprow, col_cycle = 4 * grid.npcol;
  const call calls[] = {{'N', 'N', 11, 7, 13, 2, 5, 3, 1, 4, 6, 1.5, -0.5},
                        {'T', 'N', 9, 12, 10, 7, 2, 1, 8, 1, 1, 1.0, 0.0},
                        {'N', 't', 17, 5, 8, 1, 1, 6, 9, 10, 3, -2.0, 1.0},
                        {'C', 'T', 6, 6, 25, 3, 4, 5, 2, 20, 20, 0.5, 2.0},
                        {'N', 'N', 8, 9, 10, 1, 1, 1, 1, 2, 2, 0.0, 0.5},
                        {'N', 'N', 8, 9, 0, 1, 1, 1, 1, 2, 2, 1.0, 0.0},
                        {'T', 'T', 0, 9, 4, 1, 1, 1, 1, 2, 2, 1.0, 0.0},
                        {'N', 'N', 11, 7, 13, 2, 5, 2, 3, 2 + row_cycle, 3 + col_cycle, 1.5, -0.5},
                        {'N', 'N', 11, 7, 13, 2, 5, 2, 3, 2 + row_cycle, 3 + col_cycle, -1.0, 0.0}};
  for (const call& x : calls) {
    CAPTURE(x.ta);
    CAPTURE(x.tb);
    CAPTURE(x.m);
    CAPTURE(x.k);
    CAPTURE(x.alpha);
    const host_part<double> c = generate<double>(d, me, 3);
    const bool nan_c = x.beta == 0.0;
    if (nan_c) Kokkos::deep_copy(c, std::numeric_limits<double>::quiet_NaN());
    const host_part<double> before("before", c.size());
    Kokkos::deep_copy(before, c);
    context(x.ta, x.tb, x.m, x.n, x.k, x.alpha, a, x.ia, x.ja, big.desc, b, x.ib, x.jb, big.desc, x.beta, c, x.ic, x.jc,
            big.desc);
    const bool ta = x.ta != 'N', tb = x.tb != 'N' && x.tb != 'n';
    std::int64_t wrong = 0, touched = 0;
    d.for_each_local(me, [&](std::int64_t i, std::int64_t j, std::int64_t at) {
      const std::int64_t ci = i - (x.ic - 1), cj = j - (x.jc - 1);
      if (ci < 0 || ci >= x.m || cj < 0 || cj >= x.n) {  // outside C's submatrix: untouched
        touched += !(std::isnan(c(at)) && std::isnan(before(at))) && c(at) != before(at);
        return;
      }
      double sum = 0;
      for (std::int64_t l = 0; l < x.k; ++l) {
        const std::int64_t ar = ta ? x.ia - 1 + l : x.ia - 1 + ci, ac = ta ? x.ja - 1 + ci : x.ja - 1 + l;
        const std::int64_t br = tb ? x.ib - 1 + cj : x.ib - 1 + l, bc = tb ? x.jb - 1 + l : x.jb - 1 + cj;
        sum += entry(1, ar, ac) * entry(2, br, bc);
      }
      const double expected = x.alpha * sum + (nan_c ? 0.0 : x.beta * entry(3, i, j));
      wrong += c(at) != expected;
    });
    CHECK(wrong == 0);
    CHECK(touched == 0);
    if (path == gemm_path::cosma || x.ta != 'N' || x.tb != 'N') CHECK(!context.last_in_place());
    if (path == gemm_path::in_place && x.ta == 'N' && x.tb == 'N' && x.ic > 1 + 3 && x.m > 0 && x.k > 0 && x.alpha != 0)
      CHECK(context.last_in_place());
  }
  // a submatrix outside its matrix, and a transpose that is no letter of N, T, C
  const host_part<double> c = generate<double>(d, me, 3);
  CHECK_THROWS_WITH_AS(
      context('N', 'N', 10, 10, 10, 1.0, a, 25, 1, big.desc, b, 1, 1, big.desc, 0.0, c, 1, 1, big.desc),
      doctest::Contains("are not inside the 30 x 30 matrix"), pebble::error);
  CHECK_THROWS_WITH_AS(context('X', 'N', 10, 10, 10, 1.0, a, 1, 1, big.desc, b, 1, 1, big.desc, 0.0, c, 1, 1, big.desc),
                       doctest::Contains("TRANSA must be N, T or C; got 'X'"), pebble::error);
}

}  // namespace

TEST_CASE("pdgemm in full: transposes, submatrices, alpha = 0, K = 0 and beta = 0 over NaN") {
  for (gemm_path path : {gemm_path::cosma, gemm_path::in_place, gemm_path::automatic}) full_pdgemm(path);
}
