// pdgetrf- and pdpotrf-level entry points: LU with pivoting and Cholesky of a matrix a program holds
// in ScaLAPACK's 2D block-cyclic layout, described by a ScaLAPACK descriptor array. pebble plans the
// 2.5D grid (grid25d, thesis §4.7.2), moves the matrix into its layer-0 layout (redistribute),
// factors it with distributed_lu (CONFLUX) or distributed_cholesky (CONFCHOX) and moves the factors
// back in ScaLAPACK's convention: for LU, row k of the distributed array holds row k of L \ U (the
// rows in pivot order, as pdgetrf leaves them) and IPIV holds the row interchanges; for Cholesky,
// L overwrites the lower triangle and the strictly upper triangle keeps its values. Plans, layouts,
// sub-communicators and pieces are kept per matrix size, so repeated calls pay only for the data
// movement and the factorization (docs/guides.md, "Factor a matrix held in ScaLAPACK layout").
#pragma once

#include <Kokkos_Core.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

#include <pebble/algorithms/cholesky.hpp>
#include <pebble/algorithms/factor_rates.hpp>
#include <pebble/algorithms/lu.hpp>
#include <pebble/algorithms/redistribute.hpp>
#include <pebble/comm/communicator.hpp>
#include <pebble/core/error.hpp>
#include <pebble/tiling/block_cyclic.hpp>
#include <pebble/tiling/conflux_layout.hpp>
#include <pebble/tiling/grid25d.hpp>

namespace pebble {

/// The matrix whose row k is row row_of[k] of the matrix that `base` distributes, distributed as
/// `base` holds it: a distribution (tiling/distribution.hpp) for moving LU factors held in row-masked
/// order (row pivots[k] holds factor row k) into an array whose row k holds factor row k.
class permuted_rows {
 public:
  permuted_rows(const block_cyclic& base, std::vector<std::int64_t> row_of) : base_(base), row_of_(std::move(row_of)) {
    check(static_cast<std::int64_t>(row_of_.size()) == base_.M, "pebble::permuted_rows: ", row_of_.size(),
          " rows given for a matrix of ", base_.M);
    // per process row: the relabelled rows it holds, ascending, with their local row index
    held_.resize(static_cast<std::size_t>(base_.nprow));
    std::vector<char> seen(row_of_.size(), 0);
    for (std::int64_t k = 0; k < base_.M; ++k) {
      const std::int64_t r = row_of_[static_cast<std::size_t>(k)];
      check(r >= 0 && r < base_.M && !seen[static_cast<std::size_t>(r)], "pebble::permuted_rows: entry ", k, " (row ",
            r, ") makes the rows not a permutation of 0..", base_.M - 1);
      seen[static_cast<std::size_t>(r)] = 1;
      const std::int64_t block = r / base_.mb;
      const std::int64_t pr = (block + base_.rsrc) % base_.nprow;
      held_[static_cast<std::size_t>(pr)].push_back({k, (block / base_.nprow) * base_.mb + r % base_.mb});
    }
  }

  std::int64_t rows() const { return base_.M; }
  std::int64_t cols() const { return base_.N; }
  std::int64_t ranks() const { return base_.ranks(); }
  std::int64_t local_size(std::int64_t rank) const { return base_.local_size(rank); }
  void validate(std::int64_t rank) const { base_.validate(rank); }
  std::int64_t owner(std::int64_t k, std::int64_t c) const {
    return base_.owner(row_of_[static_cast<std::size_t>(k)], c);
  }
  /// Calls f(k, c, offset) for every element `rank` holds, in the relabelled matrix's column-major
  /// order.
  template <class F>
  void for_each_local(std::int64_t rank, F&& f) const {
    const std::int64_t lc = base_.local_cols(rank);
    if (base_.local_rows(rank) == 0 || lc == 0) return;
    const auto& rows = held_[static_cast<std::size_t>(base_.prow_of(rank))];
    const std::int64_t ld = base_.leading_dimension(rank), nb = base_.nb;
    const std::int64_t cdist = (base_.npcol + base_.pcol_of(rank) - base_.csrc) % base_.npcol;
    for (std::int64_t j = 0; j < lc; ++j) {
      const std::int64_t c = ((j / nb) * base_.npcol + cdist) * nb + j % nb;
      for (const auto& [k, li] : rows) f(k, c, li + j * ld);
    }
  }

 private:
  struct held_row {
    std::int64_t k, local;
  };
  block_cyclic base_;
  std::vector<std::int64_t> row_of_;
  std::vector<std::vector<held_row>> held_;
};
static_assert(distribution<permuted_rows>, "permuted_rows models pebble::distribution");

/// How factor_context plans.
struct factor_options {
  /// Words per rank the plan may assume; 0: N² (memory does not limit the replication c).
  std::int64_t memory_words = 0;
  /// v; 0: the least modeled time at `rates` (conflux_best_block; docs/factorizations.md, P4)
  std::int64_t block_size = 0;
  /// The rates v is chosen at; none given (all zero): measured once per kind (the panel kernel
  /// differs), by the first call that plans one (measure_factorization_rates, about 0.1 s), and kept.
  factorization_rates rates{};
  /// c; 0: plan_factorization's choice (p = 2: [1, 2, 1]), then, where it still leaves ranks idle, as many
  /// layers as its layer has room for (see plan_factorization_using_ranks).
  std::int64_t layers = 0;
  std::size_t max_shapes = 4;  ///< matrix sizes whose plan and pieces are kept (the oldest goes first)
};

/// plan_factorization, then, when its plan still leaves ranks idle (its rectangular layers use every rank for
/// p = 2, 3, 6, ... but not always: p = 5 gives [2, 2, 1]) and `opt.layers` does not fix c, the
/// plan with c = ⌊p/(gr gc)⌋ layers where v, p and S allow it (thesis §4.8: the depth is a tunable
/// parameter) if it uses more ranks. Otherwise plan_factorization's plan.
inline factorization_plan plan_factorization_using_ranks(factorization kind, std::int64_t n, const machine& target,
                                                         const factorization_options& opt) {
  factorization_plan plan = plan_factorization(kind, n, target, opt);
  if (opt.layers != 0 || plan.idle_ranks == 0) return plan;
  const std::int64_t c = target.p / (plan.nprow * plan.npcol);
  // c ≤ v: a given v, or the thesis' v = a·c of the first plan; v chosen by the modeled time is
  // chosen again for the deeper grid
  const bool chosen_by_time = opt.rates.given() && opt.block_size == 0;
  if (c <= plan.depth || c > n || (!chosen_by_time && c > plan.block_size)) return plan;
  factorization_options deeper = opt;
  deeper.layers = c;
  deeper.block_size = chosen_by_time ? 0 : plan.block_size;
  try {
    const factorization_plan more = plan_factorization(kind, n, target, deeper);
    return more.ranks_used > plan.ranks_used ? more : plan;
  } catch (const error&) {  // the layers do not fit S: keep the first plan
    return plan;
  }
}

/// The process grid the descriptors' context stands for and the plans, solvers and pieces of the
/// matrix sizes factored so far. Construction and every call are collective over the communicator
/// (the context's ranks are ranks 0 .. nprow·npcol - 1 of it; the plan may use all of its ranks). T
/// is float or double; MemorySpace holds pebble's pieces (the user's arrays may be in any memory
/// space); the copies run on the execution-space instance given here.
template <class T, class MemorySpace = Kokkos::DefaultExecutionSpace::memory_space>
class factor_context {
 public:
  using execution_space = typename MemorySpace::execution_space;

  factor_context(const comm::communicator& comm, const process_grid& grid, const factor_options& options = {},
                 const execution_space& exec = {})
      : comm_(comm), grid_(grid), options_(options), exec_(exec) {
    comm::agree_on(comm_, [&] {
      check(grid.nprow >= 1 && grid.npcol >= 1 && grid.nprow * grid.npcol <= comm_.size(),
            "pebble::factor_context: the ", grid.nprow, " x ", grid.npcol, " process grid needs 1 to ", comm_.size(),
            " ranks (the communicator's)");
      check(options.memory_words >= 0 && options.block_size >= 0 && options.layers >= 0,
            "pebble::factor_context: memory_words, block_size and layers must be >= 0 (0: chosen)");
      check(options.max_shapes >= 1, "pebble::factor_context: max_shapes must be >= 1");
      if (options.rates.given()) check_factorization_rates("pebble::factor_context", options.rates);
    });
  }

  const process_grid& grid() const { return grid_; }
  /// The plan of the last call.
  const factorization_plan& last_plan() const {
    check(last_ != nullptr, "pebble::factor_context::last_plan: nothing factored yet");
    return last_->plan;
  }

  /// pdgetrf on the whole N x N matrix: `a` is this rank's block-cyclic part (a contiguous rank-1
  /// view of at least the descriptor's local size), desc_a its descriptor (square, MB_ = NB_ not
  /// required). On return `a` holds L (unit lower, below the diagonal) and U with the rows in pivot
  /// order, and `ipiv` (int or int64 elements, at least LOCr(N) + MB_ of them, as pdgetrf's) the
  /// 1-based global row interchanges of this rank's local rows: row i was exchanged with row
  /// ipiv(local i) in turn, i = 1 .. N. A singular matrix returns info > 0 on every rank with `a`
  /// and `ipiv` unchanged. Argument errors are one pebble::error on every rank.
  template <class VA, class DA, class VI>
  factorization_stats getrf(const VA& a, const DA& desc_a, const VI& ipiv) {
    const block_cyclic user = agreed_square(a, desc_a, factorization::lu);
    comm::agree_on(comm_, [&] {
      const std::int64_t need = user.local_rows(comm_.rank()) + user.mb;
      check(comm_.rank() >= user.ranks() || static_cast<std::int64_t>(ipiv.extent(0)) >= need, "pebble::getrf: rank ",
            comm_.rank(), "'s ipiv has ", ipiv.extent(0), " elements; pdgetrf's needs LOCr(N) + MB = ", need);
    });
    entry& e = solver_for(user.M, factorization::lu);
    auto& solver = *e.lu;
    const block_cyclic mine = e.layout.distribution();
    redistribute(exec_, comm_, user, a, mine, e.flat(), &buffers_);
    const factorization_stats stats = solver(e.piece);
    if (stats.info != 0) return stats;
    redistribute(exec_, comm_, permuted_rows(mine, solver.pivots()), e.flat(), user, a, &buffers_);
    // IPIV: this rank's local rows' entries of LAPACK's interchanges
    if (comm_.rank() < user.ranks()) {
      const std::vector<std::int64_t> global = lapack_ipiv(solver.pivots());
      auto host = Kokkos::create_mirror_view(Kokkos::HostSpace(), ipiv);
      using index = typename decltype(host)::value_type;
      const std::int64_t pr = user.prow_of(comm_.rank()), lr = user.local_rows(comm_.rank());
      const std::int64_t rdist = (user.nprow + pr - user.rsrc) % user.nprow;
      for (std::int64_t li = 0; li < lr; ++li) {
        const std::int64_t r = ((li / user.mb) * user.nprow + rdist) * user.mb + li % user.mb;
        host(static_cast<std::size_t>(li)) = static_cast<index>(global[static_cast<std::size_t>(r)]);
      }
      Kokkos::deep_copy(exec_, ipiv, host);
      exec_.fence();
    }
    return stats;
  }

  /// pdpotrf(uplo) on the whole N x N symmetric positive definite matrix: with uplo 'L' (the
  /// default) reads the lower triangle of `a` (this rank's block-cyclic part, desc_a its
  /// descriptor) and overwrites it with L, A = L Lᵀ; with 'U' reads the upper triangle and
  /// overwrites it with U, A = Uᵀ U (pebble factors Aᵀ, read and written through a transposed
  /// view: U = Lᵀ). The other strict triangle keeps its values. A matrix that is not positive
  /// definite returns info > 0 (the order of the first leading minor that is not) on every rank,
  /// `a` unchanged.
  template <class VA, class DA>
  factorization_stats potrf(const VA& a, const DA& desc_a, char uplo = 'L') {
    comm::agree_on(comm_, [&] {
      check(uplo == 'L' || uplo == 'l' || uplo == 'U' || uplo == 'u', "pebble::potrf: uplo must be L or U; got '", uplo,
            "'");
    });
    const block_cyclic user = agreed_square(a, desc_a, factorization::cholesky);
    const bool upper = uplo == 'U' || uplo == 'u';
    const block_cyclic_view seen{user, 0, 0, user.M, user.N, upper};  // A, or Aᵀ for 'U'
    entry& e = solver_for(user.M, factorization::cholesky);
    const block_cyclic mine = e.layout.distribution();
    redistribute(exec_, comm_, seen, a, mine, e.flat(), &buffers_);
    const factorization_stats stats = (*e.cholesky)(e.piece);
    if (stats.info == 0) redistribute(exec_, comm_, mine, e.flat(), seen, a, &buffers_);
    return stats;
  }

 private:
  struct entry {
    entry(const comm::communicator& comm, const factorization_plan& p, factorization kind, const execution_space& exec)
        : plan(p), layout(p), piece(allocate_piece<T, MemorySpace>(layout, comm.rank(), "pebble::factor piece")) {
      if (kind == factorization::lu) lu = std::make_unique<distributed_lu<T, MemorySpace>>(comm, plan, exec);
      else cholesky = std::make_unique<distributed_cholesky<T, MemorySpace>>(comm, plan, exec);
    }
    using flat_view = Kokkos::View<T*, MemorySpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
    flat_view flat() const { return flat_view(piece.data(), piece.span()); }
    factorization_plan plan;
    conflux_layout layout;
    factorization_piece<T, MemorySpace> piece;
    std::unique_ptr<distributed_lu<T, MemorySpace>> lu;
    std::unique_ptr<distributed_cholesky<T, MemorySpace>> cholesky;
  };

  template <class VA, class DA>
  block_cyclic agreed_square(const VA& a, const DA& desc_a, factorization kind) {
    static_assert(std::is_same_v<typename VA::value_type, T>,
                  "pebble::getrf/potrf: the matrix must hold the context's element type T (and be writable).");
    static_assert(VA::rank == 1, "pebble::getrf/potrf: pass the local array as a contiguous rank-1 view.");
    const char* what = kind == factorization::lu ? "pebble::getrf" : "pebble::potrf";
    block_cyclic d;
    comm::agree_on(comm_, [&] {
      d = from_descriptor(desc_a, grid_);
      check(d.M == d.N, what, ": the matrix must be square; the descriptor says ", d.M, " x ", d.N);
    });
    const std::array<std::int64_t, 6> global{d.M, d.N, d.mb, d.nb, d.rsrc, d.csrc};
    static constexpr std::array<const char*, 6> names{"M_", "N_", "MB_", "NB_", "RSRC_", "CSRC_"};
    comm::agree_equal(comm_, global, names);
    (void)a;  // its size is checked by redistribute, on every rank
    return d;
  }

  entry& solver_for(std::int64_t n, factorization kind) {
    for (const auto& e : cache_)
      if (e->plan.N == n && e->plan.kind == kind) return *(last_ = e.get());
    factorization_plan plan;
    // the given rates, or (v to choose) this kind's, measured by its first plan
    factorization_rates rates = options_.rates;
    if (!rates.given() && options_.block_size == 0) {
      factorization_rates& kept = measured_[kind == factorization::lu ? 0 : 1];
      if (!kept.given()) kept = measure_factorization_rates<T, MemorySpace>(comm_, kind, exec_);
      rates = kept;
    }
    comm::agree_on(comm_, [&] {
      const std::int64_t S = options_.memory_words > 0 ? options_.memory_words : checked_mul(n, n);
      const std::int64_t v = options_.block_size;
      check(v <= n, "pebble::factor_context: block_size ", v, " exceeds N = ", n);
      plan = plan_factorization_using_ranks(kind, n, {.p = comm_.size(), .S = S},
                                            {.block_size = v, .layers = options_.layers, .rates = rates});
    });
    if (cache_.size() >= options_.max_shapes) cache_.erase(cache_.begin());
    cache_.push_back(std::make_unique<entry>(comm_, plan, kind, exec_));
    return *(last_ = cache_.back().get());
  }

  comm::communicator comm_;
  process_grid grid_;
  factor_options options_;
  std::array<factorization_rates, 2> measured_{};  // LU's and Cholesky's, where options_ give none
  execution_space exec_;
  std::vector<std::unique_ptr<entry>> cache_;
  redistribute_buffers<T> buffers_;  // the data movement's host buffers, reused by every call
  entry* last_ = nullptr;
};

/// pdgetrf through `context`: pebble::getrf(context, a, desc_a, ipiv).
template <class T, class MemorySpace, class VA, class DA, class VI>
factorization_stats getrf(factor_context<T, MemorySpace>& context, const VA& a, const DA& desc_a, const VI& ipiv) {
  return context.getrf(a, desc_a, ipiv);
}

/// pdpotrf(uplo) through `context`: pebble::potrf(context, a, desc_a[, uplo]) (uplo 'L' or 'U').
template <class T, class MemorySpace, class VA, class DA>
factorization_stats potrf(factor_context<T, MemorySpace>& context, const VA& a, const DA& desc_a, char uplo = 'L') {
  return context.potrf(a, desc_a, uplo);
}

}  // namespace pebble
