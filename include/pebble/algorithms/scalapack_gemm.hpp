// A pdgemm-level entry point: C = alpha A B + beta C on matrices a program holds in ScaLAPACK's 2D
// block-cyclic layout, described by ScaLAPACK descriptor arrays. pebble plans the multiplication
// with COSMA (thesis §3.6.3, Algorithm 1), moves A, B (and C when beta != 0) into its blocked
// layout, multiplies with distributed_mmm and moves C back; the plan, the layout, the
// sub-communicators and the pieces are kept per shape, so repeated calls pay only for the data
// movement and the multiplication (docs/guides.md, "Multiply matrices held in ScaLAPACK layout").
// Where C's layout serves as well, C stays where it is and only A's and B's parts move
// (algorithms/scalapack_gemm_in_place.hpp): the call takes the path that moves fewer words.
#pragma once

#include <Kokkos_Core.hpp>

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <vector>

#include <pebble/algorithms/scalapack_gemm_in_place.hpp>
#include <pebble/algorithms/mmm.hpp>
#include <pebble/algorithms/redistribute.hpp>
#include <pebble/comm/communicator.hpp>
#include <pebble/core/error.hpp>
#include <pebble/core/machine.hpp>
#include <pebble/core/representable.hpp>
#include <pebble/tiling/block_cyclic.hpp>
#include <pebble/tiling/cosma.hpp>

namespace pebble {

/// How gemm_context multiplies.
enum class gemm_path {
  automatic,  ///< in place where that applies, fits and moves no more words than cosma; else cosma
  cosma,      ///< always COSMA's schedule, with the data moved into its layout and back
  in_place,   ///< in place wherever it applies (algorithms/scalapack_gemm_in_place.hpp), else cosma
};

/// How gemm_context plans.
struct gemm_options {
  /// Words per rank the schedule may use (its C block and round buffers); 0: twice the rank's
  /// share of A, B and C, 2 (MN + MK + KN)/p, and at least what the smallest grid needs.
  std::int64_t memory_words = 0;
  double delta = 0.03;         ///< largest fraction of the ranks the grid may leave idle
  int buffers = 2;             ///< round buffers (2: the next round arrives while one is multiplied)
  std::size_t max_shapes = 8;  ///< shapes whose plan and pieces are kept (the oldest goes first)
  gemm_path path = gemm_path::automatic;
};

/// The process grid the descriptors' context stands for and the plans, layouts and pieces of the
/// shapes multiplied so far. Construction and every call are collective over the communicator; T
/// is float or double, MemorySpace holds pebble's pieces (the user's block-cyclic views may be in
/// any memory space), and the local multiplies and the copies to and from host memory run on the
/// execution-space instance given here.
template <class T, class MemorySpace = Kokkos::DefaultExecutionSpace::memory_space>
class gemm_context {
 public:
  using execution_space = typename MemorySpace::execution_space;

  gemm_context(const comm::communicator& comm, const process_grid& grid, const gemm_options& options = {},
               const execution_space& exec = {})
      : comm_(comm), grid_(grid), options_(options), exec_(exec) {
    comm::agree_on(comm_, [&] {
      check(grid.nprow >= 1 && grid.npcol >= 1 && grid.nprow * grid.npcol <= comm_.size(), "pebble::gemm_context: the ",
            grid.nprow, " x ", grid.npcol, " process grid needs 1 to ", comm_.size(), " ranks (the communicator's)");
      check(options.memory_words >= 0, "pebble::gemm_context: memory_words must be >= 0; got ", options.memory_words);
      check(options.max_shapes >= 1, "pebble::gemm_context: max_shapes must be >= 1");
    });
  }

  const process_grid& grid() const { return grid_; }
  /// The shapes whose plan, sub-communicators and pieces are kept.
  std::size_t cached_shapes() const { return cache_.size(); }
  /// The plan of the last call that ran COSMA's schedule.
  const mmm_plan& last_plan() const {
    check(last_ != nullptr, "pebble::gemm_context::last_plan: nothing multiplied with COSMA's schedule yet");
    return last_->mmm.plan();
  }
  /// Whether the last call multiplied in place, on C's block-cyclic layout.
  bool last_in_place() const { return last_in_place_; }

  /// C = alpha A B + beta C (pdgemm's "N", "N" case on whole matrices): a, b, c are this rank's
  /// block-cyclic parts (contiguous rank-1 views of at least the descriptor's local size) and
  /// desc_a, desc_b, desc_c their ScaLAPACK descriptors (A: M x K, B: K x N, C: M x N). Inconsistent
  /// descriptors, short views or ranks that disagree on the shape are one pebble::error on every
  /// rank. Returns the multiplication's statistics (the data movement is not in them).
  template <class Alpha, class VA, class DA, class VB, class DB, class Beta, class VC, class DC>
    requires std::is_arithmetic_v<Alpha> && std::is_arithmetic_v<Beta>
  mmm_stats operator()(Alpha alpha, const VA& a, const DA& desc_a, const VB& b, const DB& desc_b, Beta beta,
                       const VC& c, const DC& desc_c) {
    block_cyclic da, db, dc;
    comm::agree_on(comm_, [&] {
      da = from_descriptor(desc_a, grid_);
      db = from_descriptor(desc_b, grid_);
      dc = from_descriptor(desc_c, grid_);
      check(da.M == dc.M && db.N == dc.N && da.N == db.M, "pebble::gemm: the descriptors do not multiply: A is ", da.M,
            " x ", da.N, ", B ", db.M, " x ", db.N, ", C ", dc.M, " x ", dc.N);
    });
    return (*this)('N', 'N', dc.M, dc.N, da.N, alpha, a, 1, 1, desc_a, b, 1, 1, desc_b, beta, c, 1, 1, desc_c);
  }

  /// pdgemm in full: C(IC:IC+M-1, JC:JC+N-1) = alpha op(A)(IA.., JA..) op(B)(IB.., JB..) + beta C(..)
  /// with op(X) = X (trans 'N') or Xᵀ ('T', or 'C', the same for real T), the arguments in pdgemm's
  /// order and convention (1-based IA, JA, ...; op(A) is M x K, op(B) K x N). Only the submatrices
  /// are read or written. M = 0 or N = 0 does nothing; K = 0 or alpha = 0 scales C's submatrix by
  /// beta without communication; beta = 0 never reads C (NaN in C does not show through).
  /// Invalid arguments, or ranks that disagree on them, are one pebble::error on every rank; so is
  /// an alpha or beta that T does not represent as the kind it is (1e-300 as a float is 0, 1e300
  /// infinite: the product would be dropped or overflow rather than computed as asked).
  template <class Alpha, class VA, class DA, class VB, class DB, class Beta, class VC, class DC>
    requires std::is_arithmetic_v<Alpha> && std::is_arithmetic_v<Beta>
  mmm_stats operator()(char transa, char transb, std::int64_t m, std::int64_t n, std::int64_t k, Alpha alpha_given,
                       const VA& a, std::int64_t ia, std::int64_t ja, const DA& desc_a, const VB& b, std::int64_t ib,
                       std::int64_t jb, const DB& desc_b, Beta beta_given, const VC& c, std::int64_t ic,
                       std::int64_t jc, const DC& desc_c) {
    static_assert(std::is_same_v<std::remove_const_t<typename VA::value_type>, T> &&
                      std::is_same_v<std::remove_const_t<typename VB::value_type>, T> &&
                      std::is_same_v<typename VC::value_type, T>,
                  "pebble::gemm: A, B and C must hold the context's element type T (and C must be writable).");
    block_cyclic da, db, dc;
    bool ta = false, tb = false;
    last_in_place_ = false;
    comm::agree_on(comm_, [&] {
      auto op = [](char t, const char* which) {
        check(t == 'N' || t == 'n' || t == 'T' || t == 't' || t == 'C' || t == 'c', "pebble::gemm: ", which,
              " must be N, T or C; got '", t, "'");
        return t != 'N' && t != 'n';
      };
      ta = op(transa, "TRANSA");
      tb = op(transb, "TRANSB");
      const auto representable = [](const char* name, auto x) {
        check(keeps_kind<T>(x), "pebble::gemm: ", name, " = ", x, " is ",
              kind_as<T>(x) == number_kind::infinite ? "infinite" : "0 or subnormal",
              " in the matrices' element type; pass a value it represents");
      };
      representable("alpha", alpha_given);
      representable("beta", beta_given);
      check(m >= 0 && n >= 0 && k >= 0, "pebble::gemm: M, N and K must be >= 0; got ", m, ", ", n, ", ", k);
      da = from_descriptor(desc_a, grid_);
      db = from_descriptor(desc_b, grid_);
      dc = from_descriptor(desc_c, grid_);
    });
    const T alpha = static_cast<T>(alpha_given), beta = static_cast<T>(beta_given);  // each keeps its kind
    // every rank must describe the same call (LLD_ is each process's own)
    const auto bits = [](T x) {
      return static_cast<std::int64_t>(
          std::bit_cast<std::conditional_t<sizeof(T) == 8, std::int64_t, std::int32_t>>(x));
    };
    const std::array<std::int64_t, 31> global{
        ta,          tb,         m,       n,    k,     ia,    ja,      ib,      jb,     ic,   jc,
        bits(alpha), bits(beta), da.M,    da.N, da.mb, da.nb, da.rsrc, da.csrc, db.M,   db.N, db.mb,
        db.nb,       db.rsrc,    db.csrc, dc.M, dc.N,  dc.mb, dc.nb,   dc.rsrc, dc.csrc};
    static constexpr std::array<const char*, 31> names{
        "TRANSA",     "TRANSB",     "M",          "N",        "K",        "IA",         "JA",        "IB",
        "JB",         "IC",         "JC",         "alpha",    "beta",     "M_ of A",    "N_ of A",   "MB_ of A",
        "NB_ of A",   "RSRC_ of A", "CSRC_ of A", "M_ of B",  "N_ of B",  "MB_ of B",   "NB_ of B",  "RSRC_ of B",
        "CSRC_ of B", "M_ of C",    "N_ of C",    "MB_ of C", "NB_ of C", "RSRC_ of C", "CSRC_ of C"};
    comm::agree_equal(comm_, global, names);
    if (m == 0 || n == 0) return {};
    const block_cyclic_view vc{dc, ic - 1, jc - 1, m, n, false};
    comm::agree_on(comm_, [&] {
      vc.validate(comm_.rank());
      check(static_cast<std::int64_t>(c.size()) >= dc.local_size(comm_.rank()), "pebble::gemm: rank ", comm_.rank(),
            "'s C has ", c.size(), " elements, its descriptor needs ", dc.local_size(comm_.rank()));
    });
    if (k == 0 || alpha == T(0)) {
      scale(vc, c, beta);
      return {};
    }
    // op(A) is M x K: A's submatrix is M x K, or K x M transposed; op(B) likewise K x N
    const block_cyclic_view va{da, ia - 1, ja - 1, ta ? k : m, ta ? m : k, ta};
    const block_cyclic_view vb{db, ib - 1, jb - 1, tb ? n : k, tb ? k : n, tb};
    comm::agree_on(comm_, [&] {
      va.validate(comm_.rank());
      vb.validate(comm_.rank());
      const std::int64_t me = comm_.rank();
      check(static_cast<std::int64_t>(a.size()) >= da.local_size(me), "pebble::gemm: rank ", me, "'s A has ", a.size(),
            " elements, its descriptor needs ", da.local_size(me));
      check(static_cast<std::int64_t>(b.size()) >= db.local_size(me), "pebble::gemm: rank ", me, "'s B has ", b.size(),
            " elements, its descriptor needs ", db.local_size(me));
    });
    if constexpr (host_accessible<VA> && host_accessible<VB> && host_accessible<VC>) {
      if (in_place_pays(va, vb, vc, {m, n, k}, beta != T(0))) {
        last_in_place_ = true;
        if (rows_.is_null()) {  // this process's process row and column (collective, once)
          rows_ = comm_.split(static_cast<int>(dc.prow_of(comm_.rank())), static_cast<int>(dc.pcol_of(comm_.rank())));
          cols_ = comm_.split(static_cast<int>(dc.pcol_of(comm_.rank())), static_cast<int>(dc.prow_of(comm_.rank())));
        }
        Kokkos::fence();  // (the caller's arrays may have pending writes)
        return gemm_in_place(rows_, cols_, comm_.rank(), alpha, va, a, vb, b, beta, vc, c, in_place_);
      }
    }
    entry& e = solver_for({m, n, k});
    const mmm_layout& layout = e.mmm.layout();
    redistribute(exec_, comm_, va, a, mmm_distribution{layout, mmm_operand::a}, e.a, &buffers_);
    redistribute(exec_, comm_, vb, b, mmm_distribution{layout, mmm_operand::b}, e.b, &buffers_);
    if (beta != T(0)) redistribute(exec_, comm_, vc, c, mmm_distribution{layout, mmm_operand::c}, e.c, &buffers_);
    const mmm_stats stats = e.mmm(alpha, e.a, e.b, beta, e.c);
    redistribute(exec_, comm_, mmm_distribution{layout, mmm_operand::c}, e.c, vc, c, &buffers_);
    return stats;
  }

 private:
  using solver = distributed_mmm<T, MemorySpace>;
  using piece = mmm_local_matrix<T, MemorySpace>;
  struct entry {
    entry(const mmm_problem& s, const comm::communicator& comm, const mmm_plan& plan, const execution_space& exec)
        : shape(s),
          mmm(comm, plan, exec),
          a(allocate_piece<T, MemorySpace>(mmm.layout(), mmm_operand::a, comm.rank(), "pebble::gemm A")),
          b(allocate_piece<T, MemorySpace>(mmm.layout(), mmm_operand::b, comm.rank(), "pebble::gemm B")),
          c(allocate_piece<T, MemorySpace>(mmm.layout(), mmm_operand::c, comm.rank(), "pebble::gemm C")) {}
    mmm_problem shape;
    solver mmm;
    piece a, b, c;
  };

  // C's submatrix = beta C's (0 where beta = 0, whatever C held), on this rank's elements
  template <class VC>
  void scale(const block_cyclic_view& vc, const VC& c, T beta) {
    if (beta == T(1)) return;
    auto host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), c);
    T* data = host.data();
    vc.for_each_local_run(comm_.rank(),
                          [&](std::int64_t, std::int64_t, std::int64_t at, std::int64_t length, std::int64_t step) {
                            for (std::int64_t i = 0; i < length; ++i)
                              data[at + i * step] = beta == T(0) ? T(0) : beta * data[at + i * step];
                          });
    Kokkos::deep_copy(exec_, c, host);
    exec_.fence();
  }

  template <class Space>
  static constexpr bool host_space = Kokkos::SpaceAccessibility<Kokkos::HostSpace, Space>::accessible;
  template <class V>
  static constexpr bool host_accessible = host_space<typename V::memory_space>;

  // Whether this call multiplies in place: it applies (in_place_gemm_words), the views are in host
  // memory, the buffers fit in twice the memory the COSMA path may use, and (under `automatic`) it
  // makes the busiest process receive no more words than COSMA's schedule plus the moves into its
  // layout and back would (each rank's share of A, B and C, all but 1/p of it, as an estimate).
  // The same on every rank: it depends only on the agreed arguments.
  bool in_place_pays(const block_cyclic_view& va, const block_cyclic_view& vb, const block_cyclic_view& vc,
                     const mmm_problem& shape, bool reads_c) const {
    if (options_.path == gemm_path::cosma || !host_space<MemorySpace>) return false;
    const std::int64_t words = in_place_gemm_words(va, vb, vc, comm_.size());
    if (words < 0) return false;
    if (options_.path == gemm_path::in_place) return true;
    std::int64_t buffer = 0;
    for (std::int64_t r = 0; r < vc.base.nprow; ++r)
      for (std::int64_t c = 0; c < vc.base.npcol; ++c)
        buffer = std::max(buffer, in_place_gemm_buffer_words(va, vb, vc, r, c));
    if (buffer > 2 * memory_for(shape)) return false;
    const double p = static_cast<double>(comm_.size());
    const double mk = static_cast<double>(shape.M) * static_cast<double>(shape.K);
    const double kn = static_cast<double>(shape.K) * static_cast<double>(shape.N);
    const double mn = static_cast<double>(shape.M) * static_cast<double>(shape.N);
    double cosma = 0;
    try {
      const mmm_plan plan = plan_of(shape);
      cosma = std::max(0.0, static_cast<double>(plan.words_a + plan.words_b) - (mk + kn) / p) +
              (plan.grid.k > 1 ? static_cast<double>(plan.words_c) : 0.0);
    } catch (const error&) {  // no COSMA plan fits: in place it is
      return true;
    }
    const double moves = (1.0 - 1.0 / p) * (mk + kn + mn * (reads_c ? 2.0 : 1.0)) / p;
    return static_cast<double>(words) <= cosma + moves;
  }

  std::int64_t memory_for(const mmm_problem& s) const {
    if (options_.memory_words > 0) return options_.memory_words;
    const std::int64_t p = comm_.size();
    const std::int64_t share =
        ceil_div(checked_add(checked_add(checked_mul(s.M, s.N), checked_mul(s.M, s.K)), checked_mul(s.K, s.N)), p);
    // the smallest grid's need: a C block of ceil(M/pm) x ceil(N/pn) and a slice of A and B
    const std::int64_t floor = checked_add(checked_mul(ceil_div(s.M, p), s.N), 2 * (s.M + s.N));
    const std::int64_t twice = checked_mul(share, 2);
    return twice > floor ? twice : floor;
  }

  // COSMA's plan of `shape` on the communicator's ranks (the same on every rank)
  mmm_plan plan_now(const mmm_problem& shape) const {
    return plan_mmm(shape, {.p = comm_.size(), .S = memory_for(shape)},
                    {.delta = options_.delta, .buffers = options_.buffers});
  }
  // the kept plan of `shape`, else plan_now's
  mmm_plan plan_of(const mmm_problem& shape) const {
    for (const auto& e : cache_)
      if (e->shape == shape) return e->mmm.plan();
    return plan_now(shape);
  }

  entry& solver_for(const mmm_problem& shape) {
    for (const auto& e : cache_)
      if (e->shape == shape) return *(last_ = e.get());
    mmm_plan plan;
    comm::agree_on(comm_, [&] { plan = plan_now(shape); });
    if (cache_.size() >= options_.max_shapes) cache_.erase(cache_.begin());
    cache_.push_back(std::make_unique<entry>(shape, comm_, plan, exec_));
    return *(last_ = cache_.back().get());
  }

  comm::communicator comm_;
  process_grid grid_;
  gemm_options options_;
  execution_space exec_;
  std::vector<std::unique_ptr<entry>> cache_;
  redistribute_buffers<T> buffers_;  // the data movement's host buffers, reused by every call
  comm::communicator rows_, cols_;   // the in-place path's process row and column
  in_place_buffers<T> in_place_;     // and its host buffers
  entry* last_ = nullptr;
  bool last_in_place_ = false;
};

/// pdgemm's C = alpha A B + beta C through `context` (which keeps the plan and pieces per shape):
/// pebble::gemm(context, alpha, a, desc_a, b, desc_b, beta, c, desc_c).
/// alpha and beta may be of any arithmetic type; one that T does not represent as the kind it is
/// (1e-300 as a float) is a pebble::error on every rank.
template <class T, class MemorySpace, class Alpha, class VA, class DA, class VB, class DB, class Beta, class VC,
          class DC>
  requires std::is_arithmetic_v<Alpha> && std::is_arithmetic_v<Beta>
mmm_stats gemm(gemm_context<T, MemorySpace>& context, Alpha alpha, const VA& a, const DA& desc_a, const VB& b,
               const DB& desc_b, Beta beta, const VC& c, const DC& desc_c) {
  return context(alpha, a, desc_a, b, desc_b, beta, c, desc_c);
}

}  // namespace pebble
