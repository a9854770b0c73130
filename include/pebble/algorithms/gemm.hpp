// A pdgemm-level entry point: C = alpha A B + beta C on matrices a program holds in ScaLAPACK's 2D
// block-cyclic layout, described by ScaLAPACK descriptor arrays. pebble plans the multiplication
// with COSMA (thesis §3.6.3, Algorithm 1), moves A, B (and C when beta != 0) into its blocked
// layout, multiplies with distributed_mmm and moves C back; the plan, the layout, the
// sub-communicators and the pieces are kept per shape, so repeated calls pay only for the data
// movement and the multiplication (docs/guides.md, "Multiply matrices held in ScaLAPACK layout").
#pragma once

#include <Kokkos_Core.hpp>

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <vector>

#include <pebble/algorithms/mmm.hpp>
#include <pebble/algorithms/redistribute.hpp>
#include <pebble/comm/communicator.hpp>
#include <pebble/core/error.hpp>
#include <pebble/core/machine.hpp>
#include <pebble/tiling/block_cyclic.hpp>
#include <pebble/tiling/cosma.hpp>

namespace pebble {

/// How gemm_context plans.
struct gemm_options {
  /// Words per rank the schedule may use (its C block and round buffers); 0: twice the rank's
  /// share of A, B and C, 2 (MN + MK + KN)/p, and at least what the smallest grid needs.
  std::int64_t memory_words = 0;
  double delta = 0.03;  ///< largest fraction of the ranks the grid may leave idle
  int buffers = 2;      ///< round buffers (2: the next round arrives while one is multiplied)
  std::size_t max_shapes = 8;  ///< shapes whose plan and pieces are kept (the oldest goes first)
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
      check(grid.nprow >= 1 && grid.npcol >= 1 && grid.nprow * grid.npcol <= comm_.size(),
            "pebble::gemm_context: the ", grid.nprow, " x ", grid.npcol, " process grid needs 1 to ", comm_.size(),
            " ranks (the communicator's)");
      check(options.memory_words >= 0, "pebble::gemm_context: memory_words must be >= 0; got ", options.memory_words);
      check(options.max_shapes >= 1, "pebble::gemm_context: max_shapes must be >= 1");
    });
  }

  const process_grid& grid() const { return grid_; }
  /// The shapes whose plan, sub-communicators and pieces are kept.
  std::size_t cached_shapes() const { return cache_.size(); }
  /// The plan of the last call.
  const cosma_plan& last_plan() const {
    check(last_ != nullptr, "pebble::gemm_context::last_plan: nothing multiplied yet");
    return last_->mmm.plan();
  }

  /// C = alpha A B + beta C (pdgemm's "N", "N" case on whole matrices): a, b, c are this rank's
  /// block-cyclic parts (contiguous rank-1 views of at least the descriptor's local size) and
  /// desc_a, desc_b, desc_c their ScaLAPACK descriptors (A: M x K, B: K x N, C: M x N). Inconsistent
  /// descriptors, short views or ranks that disagree on the shape are one pebble::error on every
  /// rank. Returns the multiplication's statistics (the data movement is not in them).
  template <class VA, class DA, class VB, class DB, class VC, class DC>
  mmm_stats operator()(T alpha, const VA& a, const DA& desc_a, const VB& b, const DB& desc_b, T beta, const VC& c,
                       const DC& desc_c) {
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
  /// Invalid arguments, or ranks that disagree on them, are one pebble::error on every rank.
  template <class VA, class DA, class VB, class DB, class VC, class DC>
  mmm_stats operator()(char transa, char transb, std::int64_t m, std::int64_t n, std::int64_t k, T alpha, const VA& a,
                       std::int64_t ia, std::int64_t ja, const DA& desc_a, const VB& b, std::int64_t ib, std::int64_t jb,
                       const DB& desc_b, T beta, const VC& c, std::int64_t ic, std::int64_t jc, const DC& desc_c) {
    static_assert(std::is_same_v<std::remove_const_t<typename VA::value_type>, T> &&
                      std::is_same_v<std::remove_const_t<typename VB::value_type>, T> &&
                      std::is_same_v<typename VC::value_type, T>,
                  "pebble::gemm: A, B and C must hold the context's element type T (and C must be writable).");
    block_cyclic da, db, dc;
    bool ta = false, tb = false;
    comm::agree_on(comm_, [&] {
      auto op = [](char t, const char* which) {
        check(t == 'N' || t == 'n' || t == 'T' || t == 't' || t == 'C' || t == 'c', "pebble::gemm: ", which,
              " must be N, T or C; got '", t, "'");
        return t != 'N' && t != 'n';
      };
      ta = op(transa, "TRANSA");
      tb = op(transb, "TRANSB");
      check(m >= 0 && n >= 0 && k >= 0, "pebble::gemm: M, N and K must be >= 0; got ", m, ", ", n, ", ", k);
      da = from_descriptor(desc_a, grid_);
      db = from_descriptor(desc_b, grid_);
      dc = from_descriptor(desc_c, grid_);
    });
    // every rank must describe the same call (LLD_ is each process's own)
    const auto bits = [](T x) { return static_cast<std::int64_t>(std::bit_cast<std::conditional_t<sizeof(T) == 8, std::int64_t, std::int32_t>>(x)); };
    const std::array<std::int64_t, 31> global{
        ta, tb, m, n, k, ia, ja, ib, jb, ic, jc, bits(alpha), bits(beta), da.M, da.N, da.mb, da.nb, da.rsrc, da.csrc,
        db.M, db.N, db.mb, db.nb, db.rsrc, db.csrc, dc.M, dc.N, dc.mb, dc.nb, dc.rsrc, dc.csrc};
    static constexpr std::array<const char*, 31> names{
        "TRANSA", "TRANSB", "M", "N", "K", "IA", "JA", "IB", "JB", "IC", "JC", "alpha", "beta",
        "M_ of A", "N_ of A", "MB_ of A", "NB_ of A", "RSRC_ of A", "CSRC_ of A", "M_ of B", "N_ of B", "MB_ of B",
        "NB_ of B", "RSRC_ of B", "CSRC_ of B", "M_ of C", "N_ of C", "MB_ of C", "NB_ of C", "RSRC_ of C", "CSRC_ of C"};
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
      va.validate(comm_.rank());  // (redistribute checks the views' sizes)
      vb.validate(comm_.rank());
    });
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
    entry(const mmm_problem& s, const comm::communicator& comm, const cosma_plan& plan, const execution_space& exec)
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
    vc.for_each_local_run(comm_.rank(), [&](std::int64_t, std::int64_t, std::int64_t at, std::int64_t length,
                                            std::int64_t step) {
      for (std::int64_t i = 0; i < length; ++i) data[at + i * step] = beta == T(0) ? T(0) : beta * data[at + i * step];
    });
    Kokkos::deep_copy(exec_, c, host);
    exec_.fence();
  }

  std::int64_t memory_for(const mmm_problem& s) const {
    if (options_.memory_words > 0) return options_.memory_words;
    const std::int64_t p = comm_.size();
    const std::int64_t share = ceil_div(checked_add(checked_add(checked_mul(s.M, s.N), checked_mul(s.M, s.K)),
                                                    checked_mul(s.K, s.N)),
                                        p);
    // the smallest grid's need: a C block of ceil(M/pm) x ceil(N/pn) and a slice of A and B
    const std::int64_t floor = checked_add(checked_mul(ceil_div(s.M, p), s.N), 2 * (s.M + s.N));
    const std::int64_t twice = checked_mul(share, 2);
    return twice > floor ? twice : floor;
  }

  entry& solver_for(const mmm_problem& shape) {
    for (const auto& e : cache_)
      if (e->shape == shape) return *(last_ = e.get());
    cosma_plan plan;
    comm::agree_on(comm_, [&] {
      plan = plan_mmm(shape, {.p = comm_.size(), .S = memory_for(shape)}, {.delta = options_.delta, .buffers = options_.buffers});
    });
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
  entry* last_ = nullptr;
};

/// pdgemm's C = alpha A B + beta C through `context` (which keeps the plan and pieces per shape):
/// pebble::gemm(context, alpha, a, desc_a, b, desc_b, beta, c, desc_c).
template <class T, class MemorySpace, class VA, class DA, class VB, class DB, class VC, class DC>
mmm_stats gemm(gemm_context<T, MemorySpace>& context, std::type_identity_t<T> alpha, const VA& a, const DA& desc_a,
               const VB& b, const DB& desc_b, std::type_identity_t<T> beta, const VC& c, const DC& desc_c) {
  return context(alpha, a, desc_a, b, desc_b, beta, c, desc_c);
}

}  // namespace pebble
