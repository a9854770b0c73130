// pebble::distributed_mmm under mpiexec -n 1, 2, 3, 4: C = alpha A B + beta C on square, large-K,
// large-M, flat and prime-sized shapes, float and double, several alpha/beta, memory small enough
// to force rounds and k-splits, and a grid with idle ranks. Entries are multiples of 1/8 and sums
// stay below 2^24, so every product is exact in float and double and C is compared exactly.
// The words each rank sends and receives equal the plan's schedule_traffic exactly, and the
// buffers stay within the plan's memory. Block-cyclic (ScaLAPACK) data round-trips. The pieces
// live in the build's default memory space (device memory on a GPU build); built a second time
// with host memory staged as device memory is (test/support/device_views.hpp); run again with
// PEBBLE_NODE_IPC=1, the ranks read each other's rounds through node IPC as device memory is read.
#include "../support/device_views.hpp"

#include <doctest/doctest.h>

#include <pebble/algorithms/mmm.hpp>
#include <pebble/algorithms/redistribute.hpp>
#include <pebble/tiling/block_cyclic.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace pebble;
using pebble_test::copy_from_host;
using pebble_test::memory_space;
using pebble_test::to_host;

namespace {

// An exactly representable entry of matrix `id` at (r, c): an integer in [-8, 8] divided by 8.
double entry(int id, std::int64_t r, std::int64_t c) {
  return static_cast<double>((r * 7 + c * 13 + id * 5 + (r * c) % 11) % 17 - 8) / 8.0;
}

template <class T>
using matrix = mmm_local_matrix<T, memory_space>;

// Fills this rank's piece of `operand` from entry(id, ., .).
template <class T>
void fill(const mmm_layout& layout, mmm_operand operand, int rank, const matrix<T>& piece, int id) {
  std::vector<T> values(piece.span());
  mmm_distribution{layout, operand}.for_each_local(
      rank, [&](std::int64_t r, std::int64_t c, std::int64_t at) { values[at] = static_cast<T>(entry(id, r, c)); });
  copy_from_host(piece, values);
}

struct shape {
  const char* name;
  std::int64_t M, N, K;
  std::int64_t S;  ///< words per rank; 0: room for an even share of C and a few k-slices (rounds)
  double delta;
  constexpr std::int64_t memory(int p) const { return S > 0 ? S : ceil_div(M * N, p) + 6 * (M + N); }
};

// Runs `mmm` (a distributed_mmm of shape s) once on fresh pieces and checks C entry by entry, the
// words moved against the plan's schedule and the buffers against its memory.
template <class T, class Mmm>
void run_and_check(Mmm& mmm, const shape& s, T alpha, T beta) {
  const int me = comm::communicator::world().rank();
  const mmm_plan& plan = mmm.plan();
  const mmm_layout& layout = mmm.layout();
  auto a = allocate_piece<T, memory_space>(layout, mmm_operand::a, me);
  auto b = allocate_piece<T, memory_space>(layout, mmm_operand::b, me);
  auto c = allocate_piece<T, memory_space>(layout, mmm_operand::c, me);
  fill(layout, mmm_operand::a, me, a, 1);
  fill(layout, mmm_operand::b, me, b, 2);
  fill(layout, mmm_operand::c, me, c, 3);

  const mmm_stats stats = mmm(alpha, a, b, beta, c);

  const std::vector<T> result = to_host(c);
  std::int64_t wrong = 0, checked = 0;
  mmm_distribution{layout, mmm_operand::c}.for_each_local(me, [&](std::int64_t r, std::int64_t col, std::int64_t at) {
    double sum = 0;
    for (std::int64_t k = 0; k < s.K; ++k) sum += entry(1, r, k) * entry(2, k, col);
    const T expected = static_cast<T>(static_cast<double>(alpha) * sum + static_cast<double>(beta) * entry(3, r, col));
    wrong += result[at] != expected;
    ++checked;
  });
  CAPTURE(s.name);
  CAPTURE(plan.grid.m);
  CAPTURE(plan.grid.n);
  CAPTURE(plan.grid.k);
  CAPTURE(plan.rounds);
  CAPTURE(plan.buffers);
  CHECK(checked == layout.piece(mmm_operand::c, me).size());
  CHECK(wrong == 0);
  const mmm_traffic predicted = schedule_traffic(layout, me);
  CHECK(stats.traffic.words_received == predicted.received());
  CHECK(stats.traffic.words_sent == predicted.sent());
  // rounds that members of one node read out of each other's pieces (node IPC): A's along the row,
  // B's along the column; every word of them received so
  const auto [a_ipc, b_ipc] = mmm.node_ipc();
  const bool ipc = pebble_test::node_ipc_works() && mmm.active();
  CHECK(a_ipc == (ipc && plan.grid.n > 1));
  CHECK(b_ipc == (ipc && plan.grid.m > 1));
  // device memory (or host memory in the staged build) goes through host buffers where MPI moves it
  const bool moves_by_mpi = predicted.c_received > 0 || predicted.c_sent > 0 ||
                            (!a_ipc && (predicted.a_received > 0 || predicted.a_sent > 0)) ||
                            (!b_ipc && (predicted.b_received > 0 || predicted.b_sent > 0));
  CHECK((stats.traffic.bytes_staged > 0) == (comm::mpi_stages<memory_space>() && moves_by_mpi));
  CHECK(stats.traffic.bytes_peer == static_cast<std::int64_t>(sizeof(T)) *
                                        ((a_ipc ? predicted.a_received : 0) + (b_ipc ? predicted.b_received : 0)));
  CHECK(mmm.extra_words() <= plan.memory_used);
  CHECK(plan.memory_used <= plan.S);
  if (mmm.active()) CHECK(stats.rounds == ceil_div(layout.depth(layout.coords(me).l).size(), plan.k_per_round));
}

template <class T>
void multiply_and_check(const shape& s, T alpha, T beta, int buffers = 2) {
  const auto world = comm::communicator::world();
  const int p = world.size();
  const mmm_plan plan =
      plan_mmm({.M = s.M, .N = s.N, .K = s.K}, {.p = p, .S = s.memory(p)}, {.delta = s.delta, .buffers = buffers});
  distributed_mmm<T, memory_space> mmm(world, plan);
  run_and_check(mmm, s, alpha, beta);
}

const shape shapes[] = {
    {"square", 48, 48, 48, 0, 0.03},
    {"largeK", 12, 10, 600, 0, 0.03},
    {"largeM", 700, 9, 11, 0, 0.03},
    {"flat", 64, 60, 5, 0, 0.03},
    {"prime", 37, 41, 43, 0, 0.03},
    {"tiny", 1, 1, 1, 0, 0.03},
    {"ample memory", 30, 20, 25, 1 << 20, 0.03},
};

}  // namespace

TEST_CASE("C = A B for every shape, double") {
  for (const shape& s : shapes) multiply_and_check<double>(s, 1.0, 0.0);
}

TEST_CASE("one round buffer (the plan's default): the next round waits for the gemm") {
  for (const shape& s : shapes) multiply_and_check<double>(s, 1.0, 0.5, 1);
}

TEST_CASE("at least three rounds where memory holds the depth whole: the same C, the same words") {
  // each round's multiply but the last goes in column pieces, testing the next round's transfers
  // between them (wide: 512 columns of C)
  const auto world = comm::communicator::world();
  const int p = world.size();
  for (const shape& s : {shape{"wide", 40, 512, 96, 1 << 22, 0.03}, shape{"ample", 30, 20, 25, 1 << 20, 0.03}}) {
    const mmm_plan one = plan_mmm({.M = s.M, .N = s.N, .K = s.K}, {.p = p, .S = s.S}, {.delta = s.delta, .buffers = 2});
    const mmm_plan plan =
        plan_mmm({.M = s.M, .N = s.N, .K = s.K}, {.p = p, .S = s.S}, {.delta = s.delta, .buffers = 2, .min_rounds = 3});
    CHECK(one.rounds == 1);
    CHECK(plan.rounds == std::min<std::int64_t>(3, plan.block.k));
    CHECK(plan.grid == one.grid);
    distributed_mmm<double, memory_space> mmm(world, plan);
    run_and_check(mmm, s, 1.0, 0.5);
  }
}

TEST_CASE("C = alpha A B + beta C, double and float") {
  for (const shape& s : shapes) {
    multiply_and_check<double>(s, -0.5, 2.0);
    multiply_and_check<float>(s, 2.0f, -0.25f);
    multiply_and_check<float>(s, 1.0f, 1.0f);
  }
}

TEST_CASE("a grid that leaves ranks idle") {
  const int p = comm::communicator::world().size();
  // the first small cube on which dropping ranks lowers the communication
  bool found = false;
  for (std::int64_t n = 2; n <= 40 && !found; ++n) {
    const mmm_plan plan = plan_mmm({.M = n, .N = n, .K = n}, {.p = p, .S = 1 << 20}, {.delta = 0.5, .buffers = 2});
    if (plan.idle_ranks == 0) continue;
    found = true;
    multiply_and_check<double>({"idle", n, n, n, 1 << 20, 0.5}, 1.0, 1.0);
  }
  CHECK(found == (p >= 3));
}

namespace {

// The prime shape's plan for P ranks as a constant: the solver is specialized on it.
constexpr shape prime{"prime, constant plan", 37, 41, 43, 0, 0.03};
template <int P>
constexpr mmm_plan constant_plan = plan_mmm({.M = prime.M, .N = prime.N, .K = prime.K}, {.p = P, .S = prime.memory(P)},
                                            {.delta = prime.delta, .buffers = 2});

template <int P>
void run_constant_plan() {
  using solver = distributed_mmm<double, memory_space, constant_plan<P>>;
  static_assert(solver::static_grid == constant_plan<P>.grid && solver::static_plan == constant_plan<P>);
  static_assert(solver::static_extra_words <= constant_plan<P>.S);
  // an explicit execution-space instance: the multiplies run and are fenced there
  solver mmm(comm::communicator::world(), memory_space::execution_space{});
  CHECK(mmm.plan() == constant_plan<P>);
  run_and_check(mmm, prime, 1.5, -1.0);
  CHECK(mmm.extra_words() <= solver::static_extra_words);
  // the same plan given at run time builds the same layout and buffers
  distributed_mmm<double, memory_space> dynamic(comm::communicator::world(), constant_plan<P>);
  CHECK(dynamic.extra_words() == mmm.extra_words());
}

}  // namespace

TEST_CASE("a plan given as a template argument: checked while compiling, run like the run-time one") {
  switch (comm::communicator::world().size()) {
    case 1: run_constant_plan<1>(); break;
    case 2: run_constant_plan<2>(); break;
    case 3: run_constant_plan<3>(); break;
    case 4: run_constant_plan<4>(); break;
    default: MESSAGE("no constant plan for this many ranks");
  }
}

namespace {
// This rank's part of distribution d, filled from entry(id, ., .), in the default memory space.
template <class D>
Kokkos::View<double*, memory_space> local_part(const D& d, int rank, int id) {
  std::vector<double> values(static_cast<std::size_t>(d.local_size(rank)));
  d.for_each_local(rank, [&](std::int64_t r, std::int64_t c, std::int64_t at) { values[at] = entry(id, r, c); });
  return pebble_test::to_space(values, "local part");
}

// The entries of this rank's part (a view in any memory space) that differ from entry(id, ., .).
template <class D, class V>
std::int64_t wrong_entries(const D& d, int rank, const V& part, int id) {
  const std::vector<double> values = to_host(part);
  std::int64_t wrong = 0;
  d.for_each_local(rank,
                   [&](std::int64_t r, std::int64_t c, std::int64_t at) { wrong += values[at] != entry(id, r, c); });
  return wrong;
}
}  // namespace

TEST_CASE("block-cyclic data goes to pebble's layout and back unchanged") {
  const auto world = comm::communicator::world();
  const int me = world.rank(), p = world.size();
  const std::int64_t M = 29, K = 23, N = 31;
  const mmm_plan plan = plan_mmm({.M = M, .N = N, .K = K}, {.p = p, .S = 2000}, {.delta = 0.03, .buffers = 2});
  const mmm_layout layout(plan);
  // a ScaLAPACK grid: as square as p allows
  std::int64_t pr = 1;
  while ((pr + 1) * (pr + 1) <= p) ++pr;
  while (p % pr != 0) --pr;
  const block_cyclic bc{M, K, 4, 3, pr, p / pr, 0, p / pr > 1 ? 1 : 0, 0, false};
  const auto local = local_part(bc, me, 5);
  auto a = allocate_piece<double, memory_space>(layout, mmm_operand::a, me);
  redistribute(world, bc, local, mmm_distribution{layout, mmm_operand::a}, a);
  CHECK(wrong_entries(mmm_distribution{layout, mmm_operand::a}, me, a, 5) == 0);
  Kokkos::View<double*, memory_space> back("back", local.size());
  redistribute(world, mmm_distribution{layout, mmm_operand::a}, a, bc, back);
  CHECK(wrong_entries(bc, me, back, 5) == 0);

  // B is stored transposed in pebble's layout: the round trip goes through it too
  const block_cyclic bcb{K, N, 2, 5, p / pr, pr, 0, 0, 0, true};
  const auto lb = local_part(bcb, me, 6);
  auto b = allocate_piece<double, memory_space>(layout, mmm_operand::b, me);
  redistribute(world, bcb, lb, mmm_distribution{layout, mmm_operand::b}, b);
  CHECK(wrong_entries(mmm_distribution{layout, mmm_operand::b}, me, b, 6) == 0);
}

namespace {
// A distribution that tells nothing about runs (only what the concept asks): redistribute moves
// it an element at a time.
struct elementwise {
  block_cyclic d;
  std::int64_t rows() const { return d.rows(); }
  std::int64_t cols() const { return d.cols(); }
  std::int64_t owner(std::int64_t r, std::int64_t c) const { return d.owner(r, c); }
  std::int64_t local_size(std::int64_t rank) const { return d.local_size(rank); }
  std::int64_t ranks() const { return d.ranks(); }
  template <class F>
  void for_each_local(std::int64_t rank, F&& f) const {
    d.for_each_local(rank, f);
  }
};
}  // namespace

TEST_CASE("a distribution without runs goes element by element, to the same result") {
  const auto world = comm::communicator::world();
  const int me = world.rank(), p = world.size();
  const std::int64_t M = 17, N = 13;
  const block_cyclic runs{M, N, 3, 2, p, 1, 0, 0, 0, false};
  const elementwise single{block_cyclic{M, N, 2, 3, 1, p, 0, p > 1 ? 1 : 0, 0, false}};
  const auto in = local_part(runs, me, 7);
  Kokkos::View<double*, memory_space> mid("mid", static_cast<std::size_t>(single.local_size(me)));
  redistribute(world, runs, in, single, mid);
  CHECK(wrong_entries(single, me, mid, 7) == 0);
  Kokkos::View<double*, memory_space> back("back", in.size());
  redistribute(world, single, mid, runs, back);
  CHECK(wrong_entries(runs, me, back, 7) == 0);
}

TEST_CASE("pieces of the wrong shape: one agreed error on every rank") {
  const auto world = comm::communicator::world();
  const int me = world.rank(), p = world.size();
  const mmm_plan plan = plan_mmm({.M = 20, .N = 20, .K = 20}, {.p = p, .S = 1000}, {.delta = 0.03, .buffers = 2});
  distributed_mmm<double, memory_space> mmm(world, plan);
  auto a = allocate_piece<double, memory_space>(mmm.layout(), mmm_operand::a, me);
  auto b = allocate_piece<double, memory_space>(mmm.layout(), mmm_operand::b, me);
  // the last rank passes a piece of the wrong shape as C
  auto c = me == p - 1 ? matrix<double>(std::string("C"), 1, 2)
                       : allocate_piece<double, memory_space>(mmm.layout(), mmm_operand::c, me);
  const std::string bad_piece = "the C piece of rank " + std::to_string(p - 1);
  CHECK_THROWS_WITH_AS(mmm(1.0, a, b, 0.0, c), doctest::Contains(bad_piece.c_str()), comm::agreed_error);
  // a plan for another number of ranks
  const std::string bad_plan = "the plan is for p=" + std::to_string(p + 1);
  using double_mmm = distributed_mmm<double, memory_space>;  // a comma would split the macro's argument
  CHECK_THROWS_WITH_AS(double_mmm(world, plan_mmm({.M = 20, .N = 20, .K = 20}, {.p = p + 1, .S = 1000})),
                       doctest::Contains(bad_plan.c_str()), comm::agreed_error);
}
