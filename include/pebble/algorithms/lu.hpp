// CONFLUX, pebble's distributed LU factorization P A = L U on MPI ranks (thesis §4.7, Algorithm 2,
// Lemma 4.10, Table 4.1): the [gr, gc, c] grid of a factorization_plan from plan_lu, the matrix in 2D
// block-cyclic v x v blocks with the Schur updates of each step split over the c layers by the
// panel's columns, the next panel and the pivot rows summed over the layers, and tournament
// pivoting with row masking (no row is moved between ranks). Local kernels through Kokkos Kernels
// (gemm, trsm) and getrf on v-column panels where the panel lives (exec/device_lapack.hpp: the host
// LAPACK, or cuSOLVER on a CUDA device; the playoffs of 2v rows on the host).
// docs/factorizations.md, "The schedule pebble runs", lists every message;
// conflux_schedule_words predicts them exactly.
#pragma once

#include <Kokkos_Core.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include <pebble/algorithms/conflux_engine.hpp>
#include <pebble/comm/collectives.hpp>
#include <pebble/comm/communicator.hpp>
#include <pebble/exec/device_lapack.hpp>
#include <pebble/exec/lapack.hpp>
#include <pebble/tiling/conflux_layout.hpp>
#include <pebble/tiling/grid25d.hpp>

namespace pebble {

/// CONFLUX: the distributed LU factorization P A = L U of a plan (plan_lu), ready to
/// run many times. Construction is collective over `comm` (plan.p ranks): it checks the plan on
/// every rank and builds the sub-communicators and, on layers l > 0, this rank's work copy (layer 0
/// factors in the pieces themselves). A run takes the matrix in
/// layer 0's 2D block-cyclic pieces (allocate_piece, conflux_layout::distribution) and overwrites
/// them with L (unit lower, below the diagonal) and U in row-masked order: row pivots()[k] of the
/// matrix holds row k of the factors, so nothing moves between ranks for pivoting (thesis §4.7.3).
/// Pivots come from tournament pivoting (a local getrf picks v candidate rows per rank, a binomial
/// tree of getrf playoffs over the grid column picks the step's v pivots).
template <class T, class MemorySpace = Kokkos::DefaultExecutionSpace::memory_space>
class distributed_lu : public detail::conflux_engine<T, MemorySpace> {
  using base = detail::conflux_engine<T, MemorySpace>;
  using typename base::host_index;
  using typename base::host_matrix;
  using typename base::index_view;
  using typename base::matrix;

 public:
  using execution_space = typename base::execution_space;

  distributed_lu(const comm::communicator& comm, const factorization_plan& plan, const execution_space& exec = {})
      : base(comm, plan, factorization::lu, "pebble::distributed_lu", exec) {}

  /// pivots()[k]: the original row (0-based) that became row k of P A, after a successful run; the
  /// same on every rank. lapack_ipiv(pivots()) gives LAPACK's IPIV.
  const std::vector<std::int64_t>& pivots() const { return pivots_; }

  /// Words of the buffers this rank holds beside its piece, after a run (the engine's, the
  /// tournament's candidate rows and its getrf copy).
  std::int64_t extra_words() const {
    return this->engine_words() + static_cast<std::int64_t>(candidate_store_.size() + scratch_.size());
  }

  /// Factors the matrix held in this rank's piece `a` (collective; see the class comment). Argument
  /// errors (a piece of the wrong shape, a non-finite entry) are agreed on by all ranks before any
  /// communication. A singular matrix returns info > 0 on every rank (the pieces then hold the
  /// steps done so far); overflow in the factors is an error on every rank.
  template <class V>
  factorization_stats operator()(const V& a) {
    pivots_.assign(static_cast<std::size_t>(this->layout_.N), -1);
    const factorization_stats stats = this->checked_run(a, [&](factorization_stats& s) { return run(a, s); });
    share_pivots(stats.info);
    return stats;
  }

 private:
  // Idle ranks learn the permutation too (not counted: the grid's ranks all have it).
  void share_pivots(std::int64_t info) {
    if (this->layout_.ranks_used() == this->comm_.size() || info != 0) return;
    comm::detail::mpi_check(
        MPI_Bcast(pivots_.data(), static_cast<int>(pivots_.size()), MPI_INT64_T, 0, this->comm_.native()), "MPI_Bcast");
  }

  // Candidate rows of a tournament: `values` (rows x vt, column-major) and their global row indices.
  struct candidates {
    std::vector<T> values;
    std::vector<std::int64_t> ids;
    std::int64_t rows() const { return static_cast<std::int64_t>(ids.size()); }
  };

  // out = the min(rows, vt) rows getrf with partial pivoting picks from `in` (original values
  // kept). The buffers are the solver's and keep their capacity: a step allocates nothing.
  void select_into(const candidates& in, std::int64_t vt, candidates& out) {
    const std::int64_t m = in.rows();
    scratch_.assign(in.values.begin(), in.values.end());
    ipiv_.resize(static_cast<std::size_t>(m < vt ? m : vt));
    lapack::getrf(m, vt, scratch_.data(), m, ipiv_.data());
    order_.resize(static_cast<std::size_t>(m));
    for (std::int64_t r = 0; r < m; ++r) order_[static_cast<std::size_t>(r)] = r;
    for (std::size_t r = 0; r < ipiv_.size(); ++r) std::swap(order_[r], order_[static_cast<std::size_t>(ipiv_[r] - 1)]);
    const std::int64_t k = static_cast<std::int64_t>(ipiv_.size());
    out.values.resize(static_cast<std::size_t>(k * vt));
    out.ids.resize(static_cast<std::size_t>(k));
    for (std::int64_t r = 0; r < k; ++r) {
      const std::int64_t from = order_[static_cast<std::size_t>(r)];
      out.ids[static_cast<std::size_t>(r)] = in.ids[static_cast<std::size_t>(from)];
      for (std::int64_t col = 0; col < vt; ++col)
        out.values[static_cast<std::size_t>(r + col * k)] = in.values[static_cast<std::size_t>(from + col * m)];
    }
  }
  // out = the rows of a above those of b.
  static void stack_into(const candidates& a, const candidates& b, std::int64_t vt, candidates& out) {
    const std::int64_t m = a.rows() + b.rows();
    out.values.resize(static_cast<std::size_t>(m * vt));
    out.ids.assign(a.ids.begin(), a.ids.end());
    out.ids.insert(out.ids.end(), b.ids.begin(), b.ids.end());
    for (std::int64_t col = 0; col < vt; ++col) {
      for (std::int64_t r = 0; r < a.rows(); ++r)
        out.values[static_cast<std::size_t>(r + col * m)] = a.values[static_cast<std::size_t>(r + col * a.rows())];
      for (std::int64_t r = 0; r < b.rows(); ++r)
        out.values[static_cast<std::size_t>(a.rows() + r + col * m)] =
            b.values[static_cast<std::size_t>(r + col * b.rows())];
    }
  }

  // Step 2 on the ranks (·, jt, lt): tournament pivoting over the grid column. Grid row 0 ends with
  // the factored A00 in `a00` and the pivots (then the status) in `meta`. This rank's candidates
  // come from a getrf of its active rows of the panel where the panel lives (exec/device_lapack.hpp:
  // cuSOLVER on a CUDA device): only their vt rows leave the device. On one grid row they are the
  // step's pivots, and the first vt rows of that factored panel are A00's L and U.
  void tournament(std::int64_t act, std::int64_t c0, std::int64_t vt, std::int64_t pc0, const host_matrix& a00,
                  const host_index& meta) {
    const auto& L = this->layout_;
    const matrix panel = base::buffer(this->scratch_store_, act, vt, "pebble::distributed_lu local panel");
    if (act > 0) Kokkos::deep_copy(this->exec_, panel, this->block(0, act, pc0, pc0 + vt));
    const int local_info = lapack::getrf(this->exec_, panel, ipiv_);
    order_.resize(static_cast<std::size_t>(act));
    for (std::int64_t r = 0; r < act; ++r) order_[static_cast<std::size_t>(r)] = r;
    for (std::size_t r = 0; r < ipiv_.size(); ++r) std::swap(order_[r], order_[static_cast<std::size_t>(ipiv_[r] - 1)]);
    const std::int64_t k = static_cast<std::int64_t>(ipiv_.size());
    const auto id_of_slot = [&](std::int64_t slot) {
      return L.row_global(this->x_.i, orig_of_[static_cast<std::size_t>(slot)]);
    };
    if (L.gr == 1) {
      check(k == vt, "pebble::distributed_lu: internal error: ", k, " candidate rows for a panel of ", vt);
      const matrix lu00 = base::buffer(this->a00_store_, vt, vt, "pebble::factorization A00");
      Kokkos::deep_copy(this->exec_, lu00,
                        Kokkos::subview(panel, typename base::pair(0, static_cast<std::size_t>(vt)), Kokkos::ALL()));
      Kokkos::deep_copy(this->exec_, a00, lu00);
      this->exec_.fence();
      for (std::int64_t r = 0; r < vt; ++r)
        meta(static_cast<std::size_t>(r)) = id_of_slot(order_[static_cast<std::size_t>(r)]);
      meta(static_cast<std::size_t>(vt)) = local_info > 0 ? c0 + local_info : 0;
      return;
    }
    // several grid rows: the candidates' original values go into the playoffs
    candidates& mine = held_[1];
    mine.values.resize(static_cast<std::size_t>(k * vt));
    mine.ids.resize(static_cast<std::size_t>(k));
    for (std::int64_t r = 0; r < k; ++r)
      mine.ids[static_cast<std::size_t>(r)] = id_of_slot(order_[static_cast<std::size_t>(r)]);
    if (k > 0) {
      const std::vector<std::int64_t> slots(order_.begin(), order_.begin() + k);
      const matrix picked = base::buffer(candidate_store_, k, vt, "pebble::distributed_lu candidates");
      this->gather_rows(picked, this->to_device(slots, "pebble::distributed_lu candidate slots"), pc0);
      Kokkos::deep_copy(this->exec_,
                        host_matrix(mine.values.data(), static_cast<std::size_t>(k), static_cast<std::size_t>(vt)),
                        picked);
      this->exec_.fence();
    }
    const std::int64_t i = this->x_.i, g = L.gr;
    for (std::int64_t span = 1; span < g; span *= 2) {
      if (i % (2 * span) == span) {
        send_candidates(mine, vt, static_cast<int>(i - span));
        return;
      }
      if (i % (2 * span) == 0 && i + span < g) {
        candidates& theirs = held_[0];
        const std::int64_t rows = detail::tournament_candidates(active_, i + span, span, vt);
        theirs.values.resize(static_cast<std::size_t>(rows * vt));
        theirs.ids.resize(static_cast<std::size_t>(rows));
        using unmanaged_t = Kokkos::View<T*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
        using unmanaged_i = Kokkos::View<std::int64_t*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
        comm::recv(this->col_, unmanaged_t(theirs.values.data(), theirs.values.size()), static_cast<int>(i + span), 0);
        comm::recv(this->col_, unmanaged_i(theirs.ids.data(), theirs.ids.size()), static_cast<int>(i + span), 1);
        stack_into(mine, theirs, vt, held_[2]);
        select_into(held_[2], vt, mine);
      }
    }
    // grid row 0: the final playoff's rows are the pivots; their LU is the factored A00
    check(mine.rows() == vt, "pebble::distributed_lu: internal error: the tournament ended with ", mine.rows(),
          " rows for a panel of ", vt);
    std::vector<int> ipiv(static_cast<std::size_t>(vt));
    const int info = lapack::getrf(vt, vt, mine.values.data(), vt, ipiv.data());
    std::vector<std::int64_t> ids = mine.ids;
    for (std::size_t r = 0; r < ipiv.size(); ++r) std::swap(ids[r], ids[static_cast<std::size_t>(ipiv[r] - 1)]);
    for (std::int64_t r = 0; r < vt; ++r) {
      meta(static_cast<std::size_t>(r)) = ids[static_cast<std::size_t>(r)];
      for (std::int64_t col = 0; col < vt; ++col)
        a00(static_cast<std::size_t>(r), static_cast<std::size_t>(col)) =
            mine.values[static_cast<std::size_t>(r + col * vt)];
    }
    meta(static_cast<std::size_t>(vt)) = info > 0 ? c0 + info : 0;
  }

  void send_candidates(const candidates& c, std::int64_t, int to) {
    using unmanaged_t = Kokkos::View<const T*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
    using unmanaged_i = Kokkos::View<const std::int64_t*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
    comm::send(this->col_, unmanaged_t(c.values.data(), c.values.size()), to, 0);
    comm::send(this->col_, unmanaged_i(c.ids.data(), c.ids.size()), to, 1);
  }

  // One run on the grid's ranks (checked_run's `steps`): per step the panel's pivots, the row
  // masking, L10, U01 and the Schur update, then the rows back in order and the pieces stored.
  template <class V>
  std::int64_t run(const V& a, factorization_stats& stats) {
    const conflux_layout& L = this->layout_;
    const conflux_coords x = this->x_;
    start_run(a);
    std::int64_t info = 0;
    const host_matrix a00_host("pebble::distributed_lu A00", static_cast<std::size_t>(L.v),
                               static_cast<std::size_t>(L.v));
    const host_index meta_host("pebble::distributed_lu pivots", static_cast<std::size_t>(L.v + 1));

    for (std::int64_t t = 0; t < L.steps(); ++t) {
      const auto clock_start = base::clock::now();
      const step_geometry g = geometry(t);
      const std::int64_t c0 = g.c0, vt = g.vt, jt = g.jt, lt = g.lt, pc0 = g.pc0;
      const std::int64_t act = active_[static_cast<std::size_t>(x.i)];
      ++stats.steps;

      // 1. the panel's active rows summed over the layers into layer lt
      if (x.j == jt) this->sum_into_layer(0, act, pc0, vt, lt);
      // 2. tournament pivoting in layer lt, 3. the pivots and the status to every rank of the grid,
      //    A00 to the ranks that solve with it: down grid column jt of layer lt (L10) and along
      //    grid row arow of layer lt (U01)
      const host_matrix a00(a00_host.data(), static_cast<std::size_t>(vt), static_cast<std::size_t>(vt));
      const host_index meta(meta_host.data(), static_cast<std::size_t>(vt + 1));
      if (x.j == jt && x.l == lt) tournament(act, c0, vt, pc0, a00, meta);
      if (L.ranks_used() > 1) comm::broadcast(this->used_, meta, static_cast<int>(L.rank_of(0, jt, lt)));
      if (meta(static_cast<std::size_t>(vt)) != 0) {
        info = meta(static_cast<std::size_t>(vt));
        stats.panel_seconds += base::seconds_since(clock_start);
        break;
      }
      share_a00(g, a00);
      const row_mask mask = mask_pivot_rows(g, meta, act);
      const matrix a00_dev = a00_for_solves(g, a00);
      const matrix left = factor_l10(g, mask, a00_dev);         // 4.
      const matrix right = factor_u01(g, mask, meta, a00_dev);  // 5.
      this->exec_.fence();
      stats.panel_seconds += base::seconds_since(clock_start);
      schur_update(g, mask.below, left, right, stats);  // 6.
    }
    // back to the original local row order, then the layers' sum into the pieces
    unpermute();
    this->store(a, info, pivots_);
    return info;
  }

  // What step t works on: the same on every rank but pc0, ncol0, nc and mine (this rank's columns).
  struct step_geometry {
    std::int64_t c0 = 0, vt = 0, next = 0;  // the panel's first column, its width, the next panel's first
    std::int64_t jt = 0, lt = 0, arow = 0;  // its grid column, its layer, the grid row that solves U01
    std::int64_t pc0 = 0;                   // the panel's first local column (grid column jt)
    std::int64_t ncol0 = 0, nc = 0;         // the local columns right of the panel: the first, how many
    index_range mine;                       // this layer's slice of the panel's columns
  };
  // Step t's geometry, from the layout: what every phase of the step reads.
  step_geometry geometry(std::int64_t t) const {
    const conflux_layout& L = this->layout_;
    const conflux_coords x = this->x_;
    step_geometry g;
    g.c0 = t * L.v, g.vt = L.width(t), g.next = g.c0 + g.vt;
    g.jt = L.col_owner(g.c0), g.lt = L.layer_of_step(t), g.arow = L.assembler_of_step(t);
    g.pc0 = L.cols_before(x.j, g.c0);  // the panel's first local column (grid column jt)
    g.ncol0 = L.cols_before(x.j, g.next), g.nc = this->cols_ - g.ncol0;
    g.mine = L.slice(g.vt, x.l);
    return g;
  }

  // The start of a run: the matrix into the work copy, every local row in its own slot, no swaps
  // logged, every row of every grid row active.
  template <class V>
  void start_run(const V& a) {
    const conflux_layout& L = this->layout_;
    const std::int64_t rows = this->rows_;
    this->load(a);
    orig_of_.resize(static_cast<std::size_t>(rows));
    slot_of_.resize(static_cast<std::size_t>(rows));
    for (std::int64_t s = 0; s < rows; ++s)
      orig_of_[static_cast<std::size_t>(s)] = slot_of_[static_cast<std::size_t>(s)] = s;
    swap_log_.clear();
    swap_begin_.assign(1, 0);
    active_.assign(static_cast<std::size_t>(L.gr), 0);
    for (std::int64_t q = 0; q < L.gr; ++q) active_[static_cast<std::size_t>(q)] = L.row_count(q);
  }

  // 3. (the rest) A00 to the ranks that solve with it: down grid column jt of layer lt (L10) and
  // along grid row arow of layer lt (U01).
  void share_a00(const step_geometry& g, const host_matrix& a00) {
    const conflux_layout& L = this->layout_;
    const conflux_coords x = this->x_;
    const std::int64_t vt = g.vt, jt = g.jt, lt = g.lt, arow = g.arow, next = g.next;
    const Kokkos::View<T*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>> a00_flat(
        a00.data(), static_cast<std::size_t>(vt * vt));
    if (x.l == lt && x.j == jt && L.gr > 1) comm::broadcast(this->col_, a00_flat, 0);
    if (x.l == lt && x.i == arow && next < L.N && L.gc > 1) comm::broadcast(this->row_, a00_flat, static_cast<int>(jt));
  }

  // The step's pivot rows as this rank holds them after row masking.
  struct row_mask {
    std::vector<std::int64_t> chosen;  // per grid row: how many of the step's pivot rows it holds
    index_view slots, positions;       // this rank's pivot rows: their slots, their positions among the pivots
    std::int64_t below = 0, k_i = 0;   // the active rows left (slots [0, below)); this rank's pivot rows after them
  };

  // row masking: this grid row's pivot rows leave the active prefix of the local rows (`act` rows
  // before it), the swaps logged for unpermute, and the pivots recorded in pivots_.
  row_mask mask_pivot_rows(const step_geometry& g, const host_index& meta, std::int64_t act) {
    const conflux_layout& L = this->layout_;
    const conflux_coords x = this->x_;
    const std::int64_t c0 = g.c0, vt = g.vt, pc0 = g.pc0;
    row_mask m;
    std::vector<std::int64_t> swaps, my_rows, my_positions;
    std::vector<std::int64_t>& chosen = m.chosen;
    chosen.assign(static_cast<std::size_t>(L.gr), 0);
    // (from the last position down: my pivot rows end in ascending slots in position order)
    for (std::int64_t k = vt - 1; k >= 0; --k) {
      const std::int64_t r = meta(static_cast<std::size_t>(k));
      pivots_[static_cast<std::size_t>(c0 + k)] = r;
      ++chosen[static_cast<std::size_t>(L.row_owner(r))];
      if (L.row_owner(r) != x.i) continue;
      const std::int64_t orig = L.row_index(r), s = slot_of_[static_cast<std::size_t>(orig)], last = act - 1;
      const std::int64_t other = orig_of_[static_cast<std::size_t>(last)];
      swaps.push_back(s);
      swaps.push_back(last);
      std::swap(orig_of_[static_cast<std::size_t>(s)], orig_of_[static_cast<std::size_t>(last)]);
      slot_of_[static_cast<std::size_t>(other)] = s;
      slot_of_[static_cast<std::size_t>(orig)] = last;
      --act;
      my_rows.push_back(orig);
      my_positions.push_back(k);
    }
    for (std::int64_t q = 0; q < L.gr; ++q) active_[static_cast<std::size_t>(q)] -= chosen[static_cast<std::size_t>(q)];
    // my pivot rows now fill slots [act, act + k_i) in the order of their positions
    for (auto& r : my_rows) r = slot_of_[static_cast<std::size_t>(r)];
    std::reverse(my_rows.begin(), my_rows.end());
    std::reverse(my_positions.begin(), my_positions.end());
    // the finished columns left of the panel keep their rows (unpermute knows each step's order)
    this->swap_rows(this->to_device(swaps, "pebble::distributed_lu swaps"), pc0);
    swap_log_.insert(swap_log_.end(), swaps.begin(), swaps.end());
    swap_begin_.push_back(static_cast<std::int64_t>(swap_log_.size()));
    m.slots = this->to_device(my_rows, "pebble::distributed_lu pivot slots");
    m.positions = this->to_device(my_positions, "pebble::distributed_lu pivot positions");
    m.below = act, m.k_i = static_cast<std::int64_t>(my_rows.size());
    return m;
  }

  // A00 on the device for the ranks that solve with it (L10, U01), an empty matrix elsewhere.
  matrix a00_for_solves(const step_geometry& g, const host_matrix& a00) {
    const conflux_coords x = this->x_;
    const std::int64_t vt = g.vt, jt = g.jt, lt = g.lt, arow = g.arow;
    // (only the ranks that received A00 solve with it; on one grid row the tournament left it in
    // the A00 buffer)
    const bool a00_in_buffer = this->layout_.gr == 1 && x.j == jt && x.l == lt;
    return a00_in_buffer ? base::buffer(this->a00_store_, vt, vt, "pebble::factorization A00")
           : x.l == lt && (x.j == jt || x.i == arow) ? this->a00_on_device(a00)
                                                     : matrix();
  }

  // 4. in layer lt the panel becomes A00's rows (pivot rows) and L10 = A10 U00^-1 (the others);
  //    L10's column slices go to the layers and along the grid rows. Returns this rank's slice.
  matrix factor_l10(const step_geometry& g, const row_mask& m, const matrix& a00_dev) {
    const conflux_layout& L = this->layout_;
    const conflux_coords x = this->x_;
    const std::int64_t vt = g.vt, jt = g.jt, lt = g.lt, pc0 = g.pc0, below = m.below;
    const index_range mine = g.mine;
    if (x.j == jt && x.l == lt) {
      this->put_rows(m.slots, m.positions, a00_dev, 0, vt, pc0, vt);
      if (below > 0)
        detail::trsm_on(this->exec_, "R", "U", "N", "N", T(1), a00_dev, this->block(0, below, pc0, pc0 + vt));
    }
    const matrix left = base::buffer(this->left_store_, below, mine.size(), "pebble::distributed_lu L10");
    if (x.j == jt) {
      if (L.c > 1) this->scatter_slices(this->block(0, below, pc0, pc0 + vt), below, vt, lt, false, left);
      else Kokkos::deep_copy(this->exec_, left, this->block(0, below, pc0, pc0 + vt));
      this->exec_.fence();
    }
    if (L.gc > 1 && below > 0 && mine.size() > 0)
      this->broadcast_store(base::along::row, this->left_store_, left, static_cast<int>(jt));
    return left;
  }

  // 5. the pivot rows right of the panel: summed over the layers into layer lt, gathered at grid
  //    row arow, U01 = L00^-1 A01 there, its row slices to the layers and down the grid columns.
  //    Returns this rank's slice.
  matrix factor_u01(const step_geometry& g, const row_mask& m, const host_index& meta, const matrix& a00_dev) {
    const conflux_layout& L = this->layout_;
    const conflux_coords x = this->x_;
    const std::int64_t vt = g.vt, lt = g.lt, arow = g.arow, ncol0 = g.ncol0, nc = g.nc, k_i = m.k_i;
    const index_range mine = g.mine;
    const matrix right = base::buffer(this->right_store_, mine.size(), nc, "pebble::distributed_lu U01");
    if (nc > 0) {
      const matrix rows_now = layer_sum_of_pivot_rows(g, m);
      if (x.i == arow) {
        matrix all;
        if (x.l == lt) all = solve_u01(g, m, meta, rows_now, a00_dev);
        if (L.c > 1) this->scatter_slices(all, nc, vt, lt, true, right);
        else Kokkos::deep_copy(this->exec_, right, all);
        this->exec_.fence();
      } else if (x.l == lt && k_i > 0) {
        comm::send(this->exec_, this->col_, base::as_flat(rows_now), static_cast<int>(arow));
      }
      if (L.gr > 1 && mine.size() > 0)
        this->broadcast_store(base::along::column, this->right_store_, right, static_cast<int>(arow));
      // the pivot rows keep U01 in the layer whose slice holds them, zero in the others
      this->put_rows(m.slots, m.positions, right, mine.begin, mine.end, ncol0, nc);
    }
    return right;
  }

  // 5. (first) this rank's pivot rows right of the panel, summed over the layers into layer lt
  //    (the sum there, this layer's part elsewhere).
  matrix layer_sum_of_pivot_rows(const step_geometry& g, const row_mask& m) {
    const conflux_layout& L = this->layout_;
    const conflux_coords x = this->x_;
    const std::int64_t lt = g.lt, ncol0 = g.ncol0, nc = g.nc, cols = this->cols_, below = m.below, k_i = m.k_i;
    matrix rows_now = base::buffer(this->panel_store_, k_i, nc, "pebble::factorization panel");
    if (k_i > 0) Kokkos::deep_copy(this->exec_, rows_now, this->block(below, below + k_i, ncol0, cols));
    this->exec_.fence();
    if (L.c > 1 && k_i > 0) {
      if (x.l == lt) {
        const matrix sum = base::buffer(this->sum_store_, k_i, nc, "pebble::factorization sum");
        comm::reduce(this->exec_, this->fibre_, base::as_flat(rows_now), base::as_flat(sum), static_cast<int>(lt));
        rows_now = sum;
      } else {
        comm::reduce(this->exec_, this->fibre_, base::as_flat(rows_now), Kokkos::View<T*, MemorySpace>(),
                     static_cast<int>(lt));
      }
    }
    return rows_now;
  }

  // 5. (at grid row arow of layer lt) the step's vt pivot rows gathered from the grid column in
  //    pivot order, and U01 = L00^-1 A01 of them.
  matrix solve_u01(const step_geometry& g, const row_mask& m, const host_index& meta, const matrix& rows_now,
                   const matrix& a00_dev) {
    const conflux_layout& L = this->layout_;
    const conflux_coords x = this->x_;
    const std::int64_t vt = g.vt, nc = g.nc;
    const matrix all = base::buffer(this->big_store_, vt, nc, "pebble::distributed_lu pivot rows");
    this->place_rows(all, m.positions, rows_now);
    for (std::int64_t q = 0; q < L.gr; ++q) {
      if (q == x.i || m.chosen[static_cast<std::size_t>(q)] == 0) continue;
      std::vector<std::int64_t> at;
      for (std::int64_t k = 0; k < vt; ++k)
        if (L.row_owner(meta(static_cast<std::size_t>(k))) == q) at.push_back(k);
      const matrix theirs = base::buffer(this->recv_store_, m.chosen[static_cast<std::size_t>(q)], nc,
                                         "pebble::distributed_lu received rows");
      comm::recv(this->exec_, this->col_, base::as_flat(theirs), static_cast<int>(q));
      this->place_rows(all, this->to_device(at, "pebble::distributed_lu positions"), theirs);
    }
    detail::trsm_on(this->exec_, "L", "L", "N", "U", T(1), a00_dev, all);
    return all;
  }

  // 6. this layer's share of the Schur update: A11 -= L10[:, slice] U01[slice, :]
  void schur_update(const step_geometry& g, std::int64_t below, const matrix& left, const matrix& right,
                    factorization_stats& stats) {
    const auto clock_start = base::clock::now();
    const std::int64_t ncol0 = g.ncol0, nc = g.nc, cols = this->cols_;
    const index_range mine = g.mine;
    if (below > 0 && nc > 0 && mine.size() > 0) {
      detail::gemm_on(this->exec_, "N", "N", T(-1), left, right, T(1), this->block(0, below, ncol0, cols));
      this->exec_.fence();
      stats.flops += 2 * below * mine.size() * nc;
    }
    stats.update_seconds += base::seconds_since(clock_start);
  }

  // The work copy's rows back in their original local order. The columns of step t's panel were
  // swapped by steps 0..t only, so they are restored with the order after step t: from the last
  // step back, each step's columns with the current order, then that step's swaps undone.
  void unpermute() {
    const std::int64_t rows = this->rows_, cols = this->cols_;
    const conflux_layout& L = this->layout_;
    if (rows == 0 || cols == 0) return;
    std::vector<std::int64_t> slot = slot_of_, orig = orig_of_;
    const std::int64_t done = static_cast<std::int64_t>(swap_begin_.size()) - 1;  // steps whose swaps ran
    const auto first_column = [&](std::int64_t t) { return t < L.steps() ? L.cols_before(this->x_.j, t * L.v) : cols; };
    std::int64_t hi = first_column(done);
    restore_columns(slot, hi, cols);  // columns no panel reached (a singular matrix stops early)
    for (std::int64_t t = done - 1; t >= 0; --t) {
      const std::int64_t lo = first_column(t);
      restore_columns(slot, lo, hi);  // step t's panel, with the order after step t
      hi = lo;
      for (std::int64_t q = swap_begin_[static_cast<std::size_t>(t + 1)] - 2;
           q >= swap_begin_[static_cast<std::size_t>(t)]; q -= 2) {
        const std::int64_t a = swap_log_[static_cast<std::size_t>(q)], b = swap_log_[static_cast<std::size_t>(q + 1)];
        std::swap(orig[static_cast<std::size_t>(a)], orig[static_cast<std::size_t>(b)]);
        slot[static_cast<std::size_t>(orig[static_cast<std::size_t>(a)])] = a;
        slot[static_cast<std::size_t>(orig[static_cast<std::size_t>(b)])] = b;
      }
    }
  }
  // Columns [lo, hi) of the work copy: original local row r from slot[r], v columns at a time.
  void restore_columns(const std::vector<std::int64_t>& slot, std::int64_t lo, std::int64_t hi) {
    if (hi <= lo) return;
    const std::int64_t rows = this->rows_, v = this->layout_.v;
    const index_view from = this->to_device(slot, "pebble::distributed_lu row order");
    for (std::int64_t c0 = lo; c0 < hi; c0 += v) {
      const std::int64_t w = c0 + v < hi ? v : hi - c0;
      const matrix tmp = base::buffer(this->send_store_, rows, w, "pebble::factorization send");
      this->gather_rows(tmp, from, c0);
      Kokkos::deep_copy(this->exec_, this->block(0, rows, c0, c0 + w), tmp);
      this->exec_.fence();
    }
  }

  std::vector<std::int64_t> pivots_;
  std::vector<std::int64_t> orig_of_, slot_of_;  // local row slot <-> original local row
  std::vector<std::int64_t> swap_log_;           // every step's row swaps (pairs of slots), in turn
  std::vector<std::int64_t> swap_begin_;         // step t's swaps: swap_log_[swap_begin_[t] .. swap_begin_[t + 1])
  candidates held_[3];                           // the tournament's candidate sets
  std::vector<T> scratch_;                       // select_into's getrf copy
  std::vector<int> ipiv_;
  Kokkos::View<T*, MemorySpace> candidate_store_;  // this rank's candidate rows, before they go to the host
  std::vector<std::int64_t> order_;
  std::vector<std::int64_t> active_;  // per grid row: rows not chosen as pivots yet
};

}  // namespace pebble
