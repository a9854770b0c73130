// A pdgemm-level entry point: C = alpha A B + beta C on matrices a program holds in ScaLAPACK's 2D
// block-cyclic layout, described by ScaLAPACK descriptor arrays. pebble plans the multiplication
// with COSMA (thesis §3.6.3, Algorithm 1), moves A, B (and C when beta != 0) into its blocked
// layout, multiplies with distributed_mmm and moves C back; the plan, the layout, the
// sub-communicators and the pieces are kept per shape, so repeated calls pay only for the data
// movement and the multiplication (docs/guides.md, "Multiply matrices held in ScaLAPACK layout").
#pragma once

#include <Kokkos_Core.hpp>

#include <array>
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
    static_assert(std::is_same_v<std::remove_const_t<typename VA::value_type>, T> &&
                      std::is_same_v<std::remove_const_t<typename VB::value_type>, T> &&
                      std::is_same_v<typename VC::value_type, T>,
                  "pebble::gemm: A, B and C must hold the context's element type T (and C must be writable).");
    block_cyclic da, db, dc;
    comm::agree_on(comm_, [&] {
      da = from_descriptor(desc_a, grid_);
      db = from_descriptor(desc_b, grid_);
      dc = from_descriptor(desc_c, grid_);
      check(da.M == dc.M && db.N == dc.N && da.N == db.M, "pebble::gemm: the descriptors do not multiply: A is ", da.M,
            " x ", da.N, ", B ", db.M, " x ", db.N, ", C ", dc.M, " x ", dc.N);
    });
    // every rank must describe the same matrices (LLD_ is each process's own)
    const std::array<std::int64_t, 18> global{da.M, da.N, da.mb, da.nb, da.rsrc, da.csrc, db.M, db.N, db.mb,
                                              db.nb, db.rsrc, db.csrc, dc.M, dc.N, dc.mb, dc.nb, dc.rsrc, dc.csrc};
    static constexpr std::array<const char*, 18> names{
        "M_ of A", "N_ of A", "MB_ of A", "NB_ of A", "RSRC_ of A", "CSRC_ of A", "M_ of B", "N_ of B", "MB_ of B",
        "NB_ of B", "RSRC_ of B", "CSRC_ of B", "M_ of C", "N_ of C", "MB_ of C", "NB_ of C", "RSRC_ of C", "CSRC_ of C"};
    comm::agree_equal(comm_, global, names);
    entry& e = solver_for({dc.M, dc.N, da.N});
    const mmm_layout& layout = e.mmm.layout();
    redistribute(exec_, comm_, da, a, mmm_distribution{layout, mmm_operand::a}, e.a);
    redistribute(exec_, comm_, db, b, mmm_distribution{layout, mmm_operand::b}, e.b);
    if (beta != T(0)) redistribute(exec_, comm_, dc, c, mmm_distribution{layout, mmm_operand::c}, e.c);
    const mmm_stats stats = e.mmm(alpha, e.a, e.b, beta, e.c);
    redistribute(exec_, comm_, mmm_distribution{layout, mmm_operand::c}, e.c, dc, c);
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
