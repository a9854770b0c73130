// pebble's blocked MMM layout and ScaLAPACK's block-cyclic distribution (plan side): every element
// has exactly one owner and sits where its owner's piece says (element by element and run by
// run); schedule_traffic conserves words (sent == received over all ranks) and stays within the
// plan's per-rank volume; numroc agrees with a count by brute force; the double-buffered plan
// keeps two rounds within S; the busiest rank of COSMA's and CONFLUX's schedules moves at least
// the layout bound (bounds/layout_bound.hpp), which Theorem 3.2 alone would not allow.
#include <doctest/doctest.h>

#include <pebble/bounds/layout_bound.hpp>
#include <pebble/tiling/block_cyclic.hpp>
#include <pebble/tiling/conflux_layout.hpp>
#include <pebble/tiling/cosma.hpp>
#include <pebble/tiling/mmm_layout.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <set>
#include <vector>

using namespace pebble;

namespace {

// Every element (r, c) of a rows x cols matrix is visited once, by its owner, at a distinct
// offset inside the owner's storage, and in global column-major order per rank.
template <class D>
void check_distribution(const D& d, std::int64_t ranks) {
  std::vector<int> seen(static_cast<std::size_t>(d.rows() * d.cols()), 0);
  for (std::int64_t q = 0; q < ranks; ++q) {
    std::set<std::int64_t> offsets;
    std::int64_t last = -1;
    bool ordered = true, owned = true, inside = true;
    d.for_each_local(q, [&](std::int64_t r, std::int64_t c, std::int64_t at) {
      ++seen[static_cast<std::size_t>(r + c * d.rows())];
      owned = owned && d.owner(r, c) == q;
      inside = inside && at >= 0 && at < d.local_size(q);
      offsets.insert(at);
      ordered = ordered && r + c * d.rows() > last;
      last = r + c * d.rows();
    });
    CHECK(owned);
    CHECK(inside);
    CHECK(ordered);

    // the runs are the same elements, in the same order, as for_each_local's
    std::vector<std::array<std::int64_t, 3>> elements, from_runs;
    d.for_each_local(q, [&](std::int64_t r, std::int64_t c, std::int64_t at) { elements.push_back({r, c, at}); });
    d.for_each_local_run(q,
                         [&](std::int64_t r, std::int64_t c, std::int64_t at, std::int64_t length, std::int64_t step) {
                           CHECK(length >= 1);
                           for (std::int64_t i = 0; i < length; ++i) from_runs.push_back({r + i, c, at + i * step});
                         });
    CHECK(elements == from_runs);
  }
  // owner_rows(r, c): the owner of (r, c), and every one of the rows it claims has that owner
  bool claims = true;
  for (std::int64_t c = 0; c < d.cols(); ++c)
    for (std::int64_t r = 0; r < d.rows(); ++r) {
      const owner_run o = d.owner_rows(r, c);
      claims = claims && o.owner == d.owner(r, c) && o.rows >= 1 && r + o.rows <= d.rows();
      for (std::int64_t i = 1; i < o.rows && claims; ++i) claims = d.owner(r + i, c) == o.owner;
    }
  CHECK(claims);
  bool once = true;
  for (int s : seen) once = once && s == 1;
  CHECK(once);
}

}  // namespace

TEST_CASE("split_range and part_of cut [0, n) into nearly equal parts") {
  CHECK(split_range(10, 3, 0) == index_range{0, 4});
  CHECK(split_range(10, 3, 1) == index_range{4, 7});
  CHECK(split_range(10, 3, 2) == index_range{7, 10});
  CHECK(split_range(2, 4, 3) == index_range{2, 2});  // more parts than elements: empty parts
  for (std::int64_t n = 1; n <= 40; ++n)
    for (std::int64_t parts = 1; parts <= n; ++parts)
      for (std::int64_t x = 0; x < n; ++x) CHECK(split_range(n, parts, part_of(n, parts, x)).contains(x));
}

TEST_CASE("the blocked layout gives every element of A, B and C one owner") {
  std::mt19937_64 rng(7);
  auto pick = [&](std::int64_t lo, std::int64_t hi) {
    return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng);
  };
  for (int trial = 0; trial < 200; ++trial) {
    const std::int64_t M = pick(1, 23), N = pick(1, 23), K = pick(1, 23);
    const mmm_grid g{pick(1, std::min<std::int64_t>(M, 4)), pick(1, std::min<std::int64_t>(N, 4)),
                     pick(1, std::min<std::int64_t>(K, 4))};
    CAPTURE(M);
    CAPTURE(N);
    CAPTURE(K);
    const mmm_layout layout({M, N, K}, g);
    const std::int64_t ranks = g.ranks() + 1;  // one idle rank owns nothing
    for (mmm_operand op : {mmm_operand::a, mmm_operand::b, mmm_operand::c})
      check_distribution(mmm_distribution{layout, op}, ranks);
    CHECK(layout.piece(mmm_operand::a, g.ranks()).size() == 0);

    // Words are conserved. A rank receives at most the plan's block surface, plus the rounding of
    // C's column chunks: a chunk of ceil(n/pk) columns collects (pk - 1) partial values of each of
    // its words, up to (pk - 1) m words more than the even share m n (pk - 1)/pk.
    std::int64_t sent = 0, received = 0;
    const mmm_block block = block_of({.M = M, .N = N, .K = K}, g);
    for (std::int64_t q = 0; q < ranks; ++q) {
      const mmm_traffic t = schedule_traffic(layout, q);
      sent += t.sent();
      received += t.received();
      CHECK(t.received() <= block.surface() + (g.k - 1) * block.m);
    }
    // with sizes the grid divides, exactly the others' shares: m k (1 - 1/pn) + n k (1 - 1/pm) +
    // m n (1 - 1/pk)
    if (M % g.m == 0 && N % g.n == 0 && K % (g.k * g.m * g.n) == 0 && (N / g.n) % g.k == 0) {
      const std::int64_t m = M / g.m, n = N / g.n, k = K / g.k;
      CHECK(max_received(layout) == m * k / g.n * (g.n - 1) + n * k / g.m * (g.m - 1) + m * n / g.k * (g.k - 1));
    }
    CHECK(sent == received);
  }
}

TEST_CASE("schedule_traffic of a 2 x 2 x 2 grid on 8 x 8 x 8, by hand") {
  // rank (i, j, l) owns a 4 x 2 chunk of its 4 x 4 A block, a 2 x 4 chunk of its B block and a
  // 4 x 2 chunk of its C block; it receives the other halves of A and B, 8 + 8 words, and its
  // fibre partner's 8 partial values of its C chunk.
  const mmm_layout layout({8, 8, 8}, {2, 2, 2});
  for (std::int64_t q = 0; q < 8; ++q) CHECK(schedule_traffic(layout, q) == mmm_traffic{8, 8, 8, 8, 8, 8});
}

TEST_CASE("numroc counts the rows block-cyclic dealing gives a process") {
  for (std::int64_t n = 1; n <= 30; ++n)
    for (std::int64_t nb = 1; nb <= 7; ++nb)
      for (std::int64_t procs = 1; procs <= 5; ++procs)
        for (std::int64_t src = 0; src < procs; ++src)
          for (std::int64_t p = 0; p < procs; ++p) {
            std::int64_t count = 0;
            for (std::int64_t i = 0; i < n; ++i) count += (i / nb + src) % procs == p;
            CHECK(numroc(n, nb, p, src, procs) == count);
          }
}

TEST_CASE("block-cyclic distributions, both grid orders, with a larger leading dimension") {
  check_distribution(block_cyclic{13, 11, 3, 2, 2, 3, 1, 2, 0, false}, 6);
  check_distribution(block_cyclic{13, 11, 3, 2, 2, 3, 0, 0, 0, true}, 6);
  const block_cyclic padded{9, 5, 2, 2, 2, 1, 0, 0, 8, false};
  padded.validate();
  CHECK(padded.local_size(0) == 8 * 5);
  check_distribution(padded, 2);
  // lld is the using process's own (ScaLAPACK's LLD_): rank 1 holds 4 rows, rank 0 holds 5
  block_cyclic{9, 5, 2, 2, 2, 1, 0, 0, 4, false}.validate(1);
  CHECK_THROWS_WITH_AS((block_cyclic{9, 5, 2, 2, 2, 1, 0, 0, 4, false}.validate(0)),
                       doctest::Contains("lld=4 is smaller than rank 0's local rows 5"), pebble::error);
  CHECK_THROWS_WITH_AS((block_cyclic{9, 5, 2, 2, 2, 1, 0, 0, -1, false}.validate()),
                       doctest::Contains("lld must not be negative; got -1"), pebble::error);
}

TEST_CASE("submatrices of a block-cyclic matrix, as they are and transposed, against the whole matrix") {
  std::mt19937_64 rng(38);
  auto pick = [&](std::int64_t lo, std::int64_t hi) {
    return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng);
  };
  for (int trial = 0; trial < 300; ++trial) {
    block_cyclic base{pick(1, 19), pick(1, 19), pick(1, 4), pick(1, 4), pick(1, 3),
                      pick(1, 3),  0,           0,          0,          trial % 2 == 1};
    base.rsrc = pick(0, base.nprow - 1);
    base.csrc = pick(0, base.npcol - 1);
    base.lld = trial % 3 == 0 ? base.max_local_rows() + pick(0, 3) : 0;
    const std::int64_t m = pick(1, base.M), n = pick(1, base.N);
    const block_cyclic_view view{base, pick(0, base.M - m), pick(0, base.N - n), m, n, trial % 4 >= 2};
    CAPTURE(trial);
    view.validate();
    check_distribution(view, base.ranks() + 1);
    // each element is the one of the whole matrix the submatrix (transposed) maps it to
    std::vector<std::int64_t> at(static_cast<std::size_t>(base.M * base.N), -1);
    for (std::int64_t q = 0; q < base.ranks(); ++q) {
      base.for_each_local(q, [&](std::int64_t r, std::int64_t c, std::int64_t offset) {
        at[static_cast<std::size_t>(r + c * base.M)] = offset;
      });
      bool same = true;
      view.for_each_local(q, [&](std::int64_t r, std::int64_t c, std::int64_t offset) {
        const std::int64_t br = view.i0 + (view.transposed ? c : r), bc = view.j0 + (view.transposed ? r : c);
        same = same && at[static_cast<std::size_t>(br + bc * base.M)] == offset && base.owner(br, bc) == q;
      });
      CHECK(same);
    }
  }
  const block_cyclic base{9, 5, 2, 2, 2, 1, 0, 0, 0, false};
  CHECK_THROWS_WITH_AS((block_cyclic_view{base, 8, 0, 2, 1, false}.validate()),
                       doctest::Contains("rows 8 .. 9 and columns 0 .. 0 are not inside the 9 x 5 matrix"),
                       pebble::error);
  CHECK_THROWS_WITH_AS((block_cyclic_view{base, 0, 0, 0, 1, false}.validate()),
                       doctest::Contains("at least 1 x 1; got 0 x 1"), pebble::error);
}

TEST_CASE("a ScaLAPACK descriptor is a block_cyclic") {
  // DESCINIT(desc, M=13, N=11, MB=3, NB=2, RSRC=1, CSRC=2, ICTXT=0, LLD=7) on a 2 x 3 grid
  constexpr int desc[9] = {1, 0, 13, 11, 3, 2, 1, 2, 7};
  constexpr block_cyclic d = from_descriptor(desc, {.nprow = 2, .npcol = 3});
  static_assert(d == block_cyclic{13, 11, 3, 2, 2, 3, 1, 2, 7, false});
  const std::array<std::int64_t, 9> as_array{1, 0, 13, 11, 3, 2, 1, 2, 7};
  CHECK(from_descriptor(as_array, {.nprow = 2, .npcol = 3, .column_major = true}).column_major_grid);
  const int sparse[9] = {502, 0, 13, 11, 3, 2, 1, 2, 7};
  CHECK_THROWS_WITH_AS((void)from_descriptor(sparse, {.nprow = 2, .npcol = 3}), doctest::Contains("DTYPE_ must be 1"),
                       pebble::error);
  const int outside[9] = {1, 0, 13, 11, 3, 2, 2, 0, 7};  // RSRC_ = 2 on a 2-row grid
  CHECK_THROWS_WITH_AS((void)from_descriptor(outside, {.nprow = 2, .npcol = 3}),
                       doctest::Contains("is not in the 2 x 3 grid"), pebble::error);
}

TEST_CASE("double buffering: two rounds of A and B slices and the C block fit in S") {
  // 4096^3 on 4 ranks with 2^23 words: [2, 2, 1], m = n = 2048, k = 4096; one buffer would take
  // h = (2^23 - 2^22)/4096 = 1024 slices, two take 512 each
  const mmm_plan one = plan_mmm({.M = 4096, .N = 4096, .K = 4096}, {.p = 4, .S = (std::int64_t{1} << 23)},
                                {.delta = 0.03, .buffers = 1});
  const mmm_plan two = plan_mmm({.M = 4096, .N = 4096, .K = 4096}, {.p = 4, .S = (std::int64_t{1} << 23)},
                                {.delta = 0.03, .buffers = 2});
  CHECK(two.grid == one.grid);
  CHECK(one.k_per_round == 1024);
  CHECK(two.k_per_round == 512);
  CHECK(two.rounds == 2 * one.rounds);
  CHECK(two.memory_used == (std::int64_t{1} << 23));
  // when the whole depth fits one buffer there is one round and no second buffer
  const mmm_plan ample = plan_mmm({.M = 64, .N = 64, .K = 64}, {.p = 4, .S = 100'000}, {.delta = 0.03, .buffers = 2});
  CHECK(ample.rounds == 1);
  CHECK(ample.memory_used == ample.words_c + ample.round_volume);
  CHECK_THROWS_WITH_AS((void)plan_mmm({.M = 8, .N = 8, .K = 8}, {.p = 1, .S = 1000}, {.delta = 0.03, .buffers = 3}),
                       doctest::Contains("buffers must be 1"), pebble::error);
}

TEST_CASE("min_rounds cuts a depth that memory holds whole into rounds, same grid, same words") {
  // [2, 2, 1] on 4 ranks, k = 64: one round with ample memory; min_rounds 4 gives h = 16, and 5
  // gives h = ceil(64/5) = 13, five rounds (the last of 12 slices); two buffers then in memory
  const mmm_problem shape{.M = 64, .N = 64, .K = 64};
  const machine ample{.p = 4, .S = 100'000};
  const mmm_plan one = plan_mmm(shape, ample, {.delta = 0.03, .buffers = 2});
  for (const std::int64_t r : {2, 4, 5, 64, 1000}) {
    const mmm_plan more = plan_mmm(shape, ample, {.delta = 0.03, .buffers = 2, .min_rounds = r});
    CAPTURE(r);
    CHECK(more.grid == one.grid);
    CHECK(more.comm_volume == one.comm_volume);
    CHECK(more.k_per_round == ceil_div(one.block.k, r));
    CHECK(more.rounds == std::min<std::int64_t>(r, one.block.k));
    CHECK(more.rounds * more.k_per_round >= one.block.k);
    CHECK(more.memory_used == more.words_c + 2 * more.round_volume);
    CHECK(more.memory_used <= ample.S);
    CHECK(more.options().min_rounds == r);
  }
  // memory still caps h: with 2^23 words (h = 512 for two buffers, test above) 2 rounds stay 8
  const mmm_plan tight = plan_mmm({.M = 4096, .N = 4096, .K = 4096}, {.p = 4, .S = (std::int64_t{1} << 23)},
                                  {.delta = 0.03, .buffers = 2, .min_rounds = 2});
  CHECK(tight.k_per_round == 512);
  // k = 1 (K = 1): one round whatever min_rounds asks
  const mmm_plan thin =
      plan_mmm({.M = 64, .N = 64, .K = 1}, {.p = 4, .S = 3000}, {.delta = 0.03, .buffers = 2, .min_rounds = 8});
  CHECK(thin.rounds == 1);
  CHECK_THROWS_WITH_AS((void)plan_mmm(shape, ample, {.delta = 0.03, .buffers = 2, .min_rounds = 0}),
                       doctest::Contains("min_rounds must be at least 1"), pebble::error);
}

// --- the layout bound against the schedules' exact words ------------------------------------

TEST_CASE("COSMA's busiest rank moves at least the layout bound; Theorem 3.2 at S' alone it does not") {
  // a rank's memory: its pieces of A, B, C and the plan's buffers (memory_used, which
  // distributed_mmm does not exceed); it holds its pieces of A and B at the start, of C at the end
  std::mt19937_64 rng(20261129);
  std::uniform_int_distribution<std::int64_t> size(1, 400), ranks(1, 64), scale(0, 3);
  int compared = 0, below_theorem = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const mmm_problem mmm{.M = size(rng), .N = size(rng), .K = size(rng)};
    const std::int64_t p = ranks(rng);
    // memory from tight (about the plan's minimum) to ample
    const std::int64_t S = (mmm.M * mmm.N + mmm.M * mmm.K + mmm.N * mmm.K) / p / (1 + 3 * scale(rng)) + 64;
    mmm_plan plan;
    try {
      plan = plan_mmm(mmm, {.p = p, .S = S}, {.delta = 0.03, .buffers = 2});
    } catch (const pebble::error&) {
      continue;  // no grid fits S
    }
    const mmm_layout layout(plan);
    std::int64_t moved = 0, memory = 0, held = 0;
    for (std::int64_t q = 0; q < p; ++q) {
      const std::int64_t a = layout.piece(mmm_operand::a, q).size(), b = layout.piece(mmm_operand::b, q).size();
      const std::int64_t c = layout.piece(mmm_operand::c, q).size();
      const mmm_traffic t = schedule_traffic(layout, q);
      moved = std::max(moved, t.received() + t.sent());
      memory = std::max(memory, a + b + c + plan.memory_used);
      held = std::max(held, a + b + c);
    }
    const layout_io_bound bound = mmm_layout_bound(mmm, p, memory, held);
    CAPTURE(mmm.M);
    CAPTURE(mmm.N);
    CAPTURE(mmm.K);
    CAPTURE(p);
    CAPTURE(S);
    CHECK(bound.assumption_holds);  // the pieces alone hold (MN + MK + NK)/p words on some rank
    CHECK(bound.value == doctest::Approx(std::max(0.0, bound.io_bound - static_cast<double>(held))));
    CHECK(static_cast<double>(moved) >= bound.value);
    compared += bound.informative();
    below_theorem += static_cast<double>(moved) < bound.io_bound;
  }
  CHECK(compared > 40);       // the bound says something on many of them
  CHECK(below_theorem > 20);  // and without the pieces subtracted it would be "beaten"
}

TEST_CASE("the layout bound of 2048^3 on 4 ranks, by hand") {
  // grid [2, 2, 1]: each rank holds 2^20 words of A, of B and of C; Theorem 3.2 at S' = 3 * 2^20 +
  // 2^22 words (> (MNK/p)^{2/3} = 2^20 * 1.587): the extra-memory regime, 3 (2^31)^{2/3} = 3 * 2^20 *
  // 2^{2/3} words; less 3 * 2^20 held
  const std::int64_t mi = std::int64_t{1} << 20;
  const layout_io_bound b = mmm_layout_bound({.M = 2048, .N = 2048, .K = 2048}, 4, 3 * mi + 4 * mi, 3 * mi);
  CHECK(b.io_bound == doctest::Approx(3.0 * 1048576.0 * std::cbrt(4.0)));
  CHECK(b.value == doctest::Approx(3.0 * 1048576.0 * (std::cbrt(4.0) - 1)));
  CHECK(b.informative());
  // the schedule moves 2^21 received + 2^21 sent: 2.27 x the bound
  CHECK(static_cast<double>(4 * mi) / b.value == doctest::Approx(2.27).epsilon(0.01));
  // when the pieces hold more than the theorem asks, there is nothing to compare
  const layout_io_bound flat = mmm_layout_bound({.M = 256, .N = 256, .K = 65536}, 4, 8'471'000, 8'405'000);
  CHECK(flat.value == 0);
  CHECK_FALSE(flat.informative());
  CHECK_THROWS_WITH_AS((void)mmm_layout_bound({.M = 8, .N = 8, .K = 8}, 4, 100, -1),
                       doctest::Contains("the words a rank holds must be >= 0"), pebble::error);
}

TEST_CASE("CONFLUX's and CONFCHOX's busiest rank moves at least the layout bound") {
  // a rank's memory here is its piece and one local block of partial sums (local_words), fewer
  // words than the engine's panel buffers add: a smaller S' only raises the bound, so the check is
  // stricter than the run's; the piece is held twice (the matrix at the start, the factor at the end)
  int compared = 0;
  for (const factorization kind : {factorization::lu, factorization::cholesky})
    for (const std::int64_t N : {64, 200, 512})
      for (const std::int64_t p : {2, 4, 8, 16, 27, 64}) {
        factorization_plan plan;
        try {
          plan = plan_factorization(kind, N, {.p = p, .S = N * N / p + N}, {.block_size = 8});
        } catch (const pebble::error&) {
          continue;
        }
        const conflux_layout layout(plan);
        std::int64_t moved = 0, memory = 0, held = 0;
        for (std::int64_t q = 0; q < layout.ranks_used(); ++q) {
          const conflux_words w = conflux_schedule_words(layout, q);
          const std::int64_t piece = layout.piece_rows(q) * layout.piece_cols(q);
          moved = std::max(moved, w.received + w.sent);
          memory = std::max(memory, piece + plan.local_words);
          held = std::max(held, 2 * piece);
        }
        const layout_io_bound bound = factorization_layout_bound(kind, N, p, memory, held);
        CAPTURE(N);
        CAPTURE(p);
        CHECK(static_cast<double>(moved) >= bound.value);
        compared += bound.informative();
      }
  CHECK(compared > 0);
}
