// CONFCHOX, pebble's distributed Cholesky factorization A = L Lᵀ on MPI ranks (thesis §4.7, Table
// 4.1): the [gr, gc, c] grid of a factorization_plan from plan_cholesky, the matrix in 2D block-cyclic
// v x v blocks with the Schur updates of each step split over the c layers by the panel's columns,
// and a look-ahead of one panel. Local kernels through Kokkos Kernels (gemm, trsm) and potrf on the
// diagonal block where the matrix lives (exec/device_lapack.hpp: the host LAPACK, or cuSOLVER).
// docs/factorizations.md, "The schedule pebble runs", lists every message;
// conflux_schedule_words predicts them exactly.
#pragma once

#include <Kokkos_Core.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include <pebble/algorithms/conflux_engine.hpp>
#include <pebble/comm/collectives.hpp>
#include <pebble/comm/communicator.hpp>
#include <pebble/exec/device_lapack.hpp>
#include <pebble/tiling/conflux_layout.hpp>
#include <pebble/tiling/grid25d.hpp>

namespace pebble {

/// CONFCHOX: the distributed Cholesky factorization A = L Lᵀ of a symmetric positive definite
/// matrix (plan: plan_cholesky), ready to run many times; construction as for
/// distributed_lu. A run reads the lower triangle of the matrix in layer 0's 2D block-cyclic pieces
/// and overwrites it with L; the strictly upper triangle is not referenced and keeps its values.
/// No pivoting; A00 by potrf on the diagonal block's rank; the Schur update touches only the lower
/// triangle (half the flops of LU's, the same words: thesis Table 4.1).
template <class T, class MemorySpace = Kokkos::DefaultExecutionSpace::memory_space>
class distributed_cholesky : public detail::conflux_engine<T, MemorySpace> {
  using base = detail::conflux_engine<T, MemorySpace>;
  using typename base::host_index;
  using typename base::host_matrix;
  using typename base::matrix;
  using exposure = typename base::exposure;

 public:
  using execution_space = typename base::execution_space;

  distributed_cholesky(const comm::communicator& comm, const factorization_plan& plan, const execution_space& exec = {})
      : base(comm, plan, factorization::cholesky, "pebble::distributed_cholesky", exec) {
    keep_diagonal_blocks();
  }

  /// Factors the matrix held in this rank's piece `a` (collective). Argument errors are agreed on by
  /// all ranks before any communication; a matrix that is not positive definite returns info > 0 on
  /// every rank (LAPACK's potrf convention; the pieces then hold the steps done so far).
  template <class V>
  factorization_stats operator()(const V& a) {
    return this->checked_run(a, [&](factorization_stats& s) { return run(a, s); });
  }

  /// Words of the buffers this rank holds beside its piece, after a run (the engine's, the odd
  /// steps' L10, the transposed panels and the kept diagonal triangles).
  std::int64_t extra_words() const {
    std::int64_t w = this->engine_words() + static_cast<std::int64_t>(left_odd_.size() + upper_kept_.size());
    for (int k = 0; k < 2; ++k) w += static_cast<std::int64_t>(upper_store_[k].size() + sent_store_[k].size());
    return w;
  }

 private:
  using index_range_t = index_range;
  // One step's geometry on this rank.
  struct step_info {
    std::int64_t t = 0, c0 = 0, vt = 0, next = 0, jt = 0, it = 0, lt = 0, pc0 = 0, rs = 0, rb = 0, below = 0, ncol0 = 0,
                 nc = 0;
    index_range_t mine{};
  };
  step_info geometry(std::int64_t t) const {
    const conflux_layout& L = this->layout_;
    const conflux_coords x = this->x_;
    step_info s;
    s.t = t;
    s.c0 = t * L.v;
    s.vt = L.width(t);
    s.next = s.c0 + s.vt;
    s.jt = L.col_owner(s.c0);
    s.it = L.row_owner(s.c0);
    s.lt = L.layer_of_step(t);
    s.pc0 = L.cols_before(x.j, s.c0);
    s.rs = L.rows_before(x.i, s.c0);
    s.rb = L.rows_before(x.i, s.next);
    s.below = this->rows_ - s.rb;
    s.ncol0 = L.cols_before(x.j, s.next);
    s.nc = this->cols_ - s.ncol0;
    s.mine = L.slice(s.vt, x.l);
    return s;
  }
  // Step t's L10 slice (below x slice) in one of two buffers: with look-ahead the next step's
  // panel is filled while this step's is still in use.
  matrix left_of(const step_info& s) {
    return base::buffer(s.t % 2 == 0 ? this->left_store_ : left_odd_, s.below, s.mine.size(),
                        "pebble::distributed_cholesky L10");
  }

  // Steps 1-4 of step t on the panel's grid column jt: the panel summed over the layers into layer
  // lt, potrf of the diagonal block, L00 and the status down the grid column of layer lt, the
  // status posted to every rank (status_req_; the grid column's ranks of the other layers wait for
  // it, since their slices of L10 come only if it is 0), L10 = A10 L00^-T and its column slices to
  // the layers; each layer's rank of the grid column posts its slice's broadcast along its grid row
  // (row_req_). Returns the status this rank knows (0 where it has not learned one yet).
  std::int64_t factor_panel(const step_info& s, const host_matrix& a00, const host_index& meta) {
    const conflux_layout& L = this->layout_;
    const conflux_coords x = this->x_;
    const std::int64_t rows = this->rows_;
    meta(0) = 0;
    if (x.j == s.jt) this->sum_into_layer(s.rs, rows - s.rs, s.pc0, s.vt, s.lt);
    const bool owner = x.i == s.it && x.j == s.jt && x.l == s.lt, column = x.j == s.jt && x.l == s.lt;
    if (owner) {  // potrf where the matrix lives (exec/device_lapack.hpp); the host copy only for the grid column
      const matrix l00 = base::buffer(this->a00_store_, s.vt, s.vt, "pebble::factorization A00");
      Kokkos::deep_copy(this->exec_, l00, this->block(s.rs, s.rs + s.vt, s.pc0, s.pc0 + s.vt));
      const int status = lapack::potrf_lower(this->exec_, l00);
      meta(0) = status > 0 ? s.c0 + status : 0;
      if (L.gr > 1) {
        Kokkos::deep_copy(this->exec_, a00, l00);
        this->exec_.fence();
      }
    }
    if (column && L.gr > 1) {  // L00's lower triangle only, packed by columns in a00's own storage
      const std::int64_t vt = s.vt;
      T* const d = a00.data();
      if (owner)
        for (std::int64_t col = 0, k = 0; col < vt; ++col)  // packed index <= column-major index
          for (std::int64_t r = col; r < vt; ++r) d[k++] = d[r + col * vt];
      comm::broadcast(this->col_,
                      Kokkos::View<T*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>(
                          d, static_cast<std::size_t>(vt * (vt + 1) / 2)),
                      static_cast<int>(s.it));
      for (std::int64_t col = vt - 1, k = vt * (vt + 1) / 2 - 1; col >= 0; --col) {  // back to column-major
        for (std::int64_t r = vt - 1; r >= col; --r) d[r + col * vt] = d[k--];
        for (std::int64_t r = 0; r < col; ++r) d[r + col * vt] = T(0);
      }
      comm::broadcast(this->col_, meta, static_cast<int>(s.it));
    }
    const int root = static_cast<int>(L.rank_of(s.it, s.jt, s.lt));
    if (L.ranks_used() > 1 && status_posted_ != s.t) {  // (the other ranks posted theirs ahead)
      status_(0) = meta(0);
      status_req_ = comm::ibroadcast(this->used_, status_, root);
      status_posted_ = s.t;
      if (x.j == s.jt && x.l != s.lt) {
        status_req_.wait();
        meta(0) = status_(0);
      }
    }
    if (meta(0) != 0) {
      // the grid rows posted this step's broadcast ahead (post_ahead, from step 1 on): match it
      if (s.t > 0 && x.j == s.jt && row_needed(s)) post_row(s);
      return meta(0);
    }
    if (column) {  // (the owner factored L00 in the A00 buffer; its strictly upper triangle is not read)
      const matrix l00 =
          owner ? base::buffer(this->a00_store_, s.vt, s.vt, "pebble::factorization A00") : this->a00_on_device(a00);
      if (x.i == s.it) this->copy_lower(this->block(s.rs, s.rs + s.vt, s.pc0, s.pc0 + s.vt), l00);
      if (s.below > 0)
        detail::trsm_on(this->exec_, "R", "L", "T", "N", T(1), l00, this->block(s.rb, rows, s.pc0, s.pc0 + s.vt));
    }
    if (x.j == s.jt) {
      const matrix left = left_of(s);
      if (L.c > 1) this->scatter_slices(this->block(s.rb, rows, s.pc0, s.pc0 + s.vt), s.below, s.vt, s.lt, false, left);
      else Kokkos::deep_copy(this->exec_, left, this->block(s.rb, rows, s.pc0, s.pc0 + s.vt));
      this->exec_.fence();
      if (row_needed(s)) post_row(s);
    }
    return 0;
  }

  // 4. Whether this rank takes part in step s's broadcast of L10 along its grid row, and posting it
  // (the panel's grid column sends; the buffer of the step's parity receives).
  bool row_needed(const step_info& s) const { return this->layout_.gc > 1 && s.below > 0 && s.mine.size() > 0; }
  void post_row(const step_info& s) {
    const matrix left = left_of(s);
    row_req_ =
        ibroadcast_from(ahead_row_ipc_ ? &row_left_[s.t % 2] : nullptr, this->row_, left, static_cast<int>(s.jt));
    row_posted_ = s.t;
  }

  // 5. on square layers: grid row j's rows of L10, but the matrix's last block (which only grid
  // row j updates), broadcast down grid column j by its diagonal rank (j, j), which holds them in
  // its own L10. `upper` (transposed_of) is where they land: the diagonal rank's L10 itself, on the
  // others a buffer of the step's parity.
  std::int64_t transposed_rows(const step_info& s) const {
    return this->layout_.transposed_from(this->x_.j, this->x_.j, s.next);
  }
  bool transposed_needed(const step_info& s) const {
    const conflux_layout& L = this->layout_;
    return L.gr == L.gc && L.gr > 1 && transposed_rows(s) > 0 && s.mine.size() > 0;
  }
  matrix transposed_of(const step_info& s) {
    if (this->x_.i == this->x_.j) return left_of(s);
    return base::buffer(upper_store_[s.t % 2], transposed_rows(s), s.mine.size(),
                        "pebble::distributed_cholesky L10 transposed");
  }
  void post_transposed(const step_info& s) {
    const std::int64_t n = transposed_rows(s);
    const bool packed = n < s.nc;  // (the same on every rank of the grid column)
    matrix sent = transposed_of(s);
    if (this->x_.i == this->x_.j && packed) {  // the root sends the first n rows of its L10, packed
      sent = base::buffer(sent_store_[s.t % 2], n, s.mine.size(), "pebble::distributed_cholesky L10 transposed");
      Kokkos::deep_copy(
          this->exec_, sent,
          Kokkos::subview(left_of(s), typename base::pair(0, static_cast<std::size_t>(n)), Kokkos::ALL()));
      this->exec_.fence();
    }
    const exposure* from = ahead_col_ipc_ ? &(packed ? col_sent_ : col_left_)[s.t % 2] : nullptr;
    col_req_ = ibroadcast_from(from, this->col_, sent, static_cast<int>(this->x_.j));
    col_posted_ = s.t;
  }

  // A broadcast of the look-ahead, posted early by the receivers: through node IPC out of the
  // root's store exposed in `from` (comm::ipc_ibroadcast; the root's request completes once every
  // member has copied), else MPI's. `view` is the root's data, or where a member receives it.
  comm::request ibroadcast_from(const exposure* from, const comm::communicator& group, const matrix& view, int root) {
    if constexpr (base::has_ipc) {
      if (from != nullptr)
        return comm::ipc_ibroadcast(this->exec_, *from, group, root, view.data(),
                                    static_cast<std::int64_t>(view.size()));
    }
    (void)from;
    return comm::ibroadcast(this->exec_, group, base::as_flat(view), root);
  }

  // Node IPC for the look-ahead's broadcasts, where the grid rows (L10) or the square layers' grid
  // columns (the transposed panel) share a node (conflux_engine). A broadcast posted ahead cannot
  // wait for a collective exposure, so the stores they leave from are sized for the largest step
  // and exposed once per run, before the first step: each store of L10 along the grid row, and down
  // the grid column with the packed transposed panels. Collective over the grid row and column.
  void expose_look_ahead() {
    ahead_row_ipc_ = ahead_col_ipc_ = false;
    if constexpr (base::has_ipc) {
      const conflux_layout& L = this->layout_;
      const bool rows = this->row_ipc_, columns = this->col_ipc_ && L.gr == L.gc;
      if (!rows && !columns) return;
      std::int64_t left = 0, sent = 0;
      for (std::int64_t t = 0; t < L.steps(); ++t) {
        const step_info s = geometry(t);
        left = std::max(left, s.below * s.mine.size());
        if (transposed_rows(s) < s.nc) sent = std::max(sent, transposed_rows(s) * s.mine.size());
      }
      Kokkos::View<T*, MemorySpace>* stores[2] = {&this->left_store_, &left_odd_};
      for (auto* store : stores) base::buffer_1d(*store, left, "pebble::distributed_cholesky L10");
      const auto expose = [](exposure& e, const comm::communicator& group, const Kokkos::View<T*, MemorySpace>& v) {
        return e.expose(group, v.data(), v.size() * sizeof(T));
      };
      bool usable = rows;  // (every call is made: each is collective)
      for (int k = 0; k < 2 && rows; ++k) usable = expose(row_left_[k], this->row_, *stores[k]) && usable;
      ahead_row_ipc_ = usable;
      usable = columns;
      for (int k = 0; k < 2 && columns; ++k) {
        base::buffer_1d(sent_store_[k], sent, "pebble::distributed_cholesky L10 transposed");
        usable = expose(col_left_[k], this->col_, *stores[k]) && usable;
        usable = expose(col_sent_[k], this->col_, sent_store_[k]) && usable;
      }
      ahead_col_ipc_ = usable;
    }
  }

  // Step t + 1's broadcasts, posted by every rank as soon as step t's are done, so that they move
  // while the ranks update: the status, L10 along the grid rows (the receivers' side; the panel's
  // grid column posts its own when it has factored the panel) and, on square layers, the transposed
  // panel: the receivers' side now, the diagonal rank's as soon as its L10 of step t + 1 has landed
  // (progress()). A collective's calls keep the same order on every rank of its communicator: the
  // grid column of step t + 1's panel has broadcast that panel's L00 before.
  void post_ahead(const step_info& n) {
    const conflux_layout& L = this->layout_;
    if (L.ranks_used() > 1 && status_posted_ != n.t) {
      status_req_ = comm::ibroadcast(this->used_, status_, static_cast<int>(L.rank_of(n.it, n.jt, n.lt)));
      status_posted_ = n.t;
    }
    if (row_needed(n) && row_posted_ != n.t) post_row(n);
    if (transposed_needed(n) && col_posted_ != n.t) {
      root_step_ = n;
      root_pending_ = this->x_.i == this->x_.j;
      if (!root_pending_) post_transposed(n);
    }
    progress();
  }

  // Moves the broadcasts in flight (an MPI progresses them only inside MPI calls) and posts the
  // diagonal rank's transposed panel once the L10 it sends is here.
  void progress() {
    if (status_req_.active()) status_req_.test();
    const bool row_done = !row_req_.active() || row_req_.test();
    if (col_req_.active()) col_req_.test();
    if (root_pending_ && (row_done || this->x_.j == root_step_.jt)) {
      root_pending_ = false;
      post_transposed(root_step_);
    }
  }

  // Step 6 on the local column blocks [lc0, lc1) (from the step's ncol0 on): the lower triangle of
  // A11 -= L10[:, slice] L10[:, slice]ᵀ, one local column block at a time (rows from its diagonal
  // block down).
  void update(const step_info& s, const matrix& left, const matrix& upper, std::int64_t lc0, std::int64_t lc1,
              factorization_stats& stats) {
    const conflux_layout& L = this->layout_;
    const conflux_coords x = this->x_;
    const std::int64_t rows = this->rows_, sz = s.mine.size();
    if (s.below == 0 || sz == 0) return;
    for (std::int64_t lc = lc0; lc < lc1; lc += L.v) {
      const std::int64_t width = lc + L.v < lc1 ? L.v : lc1 - lc;
      const std::int64_t first_row = L.col_global(x.j, lc);  // the block's first global column
      std::int64_t r0 = L.rows_before(x.i, first_row);
      if (r0 >= rows) continue;
      // the block's rows of the transposed panel; with one grid row `upper` is L10 itself, whose
      // rows are the global rows from the step's `next` on
      const std::int64_t u0 = L.gr == 1 ? first_row - s.next : lc - s.ncol0;
      const auto column_part = Kokkos::subview(
          upper, typename base::pair(static_cast<std::size_t>(u0), static_cast<std::size_t>(u0 + width)),
          Kokkos::ALL());
      // a diagonal block is updated whole, in the same call as the blocks below it: its strictly
      // upper triangle is scratch until run() puts the matrix's values back (keep_upper)
      if (r0 < rows) {
        const auto row_part = Kokkos::subview(
            left, typename base::pair(static_cast<std::size_t>(r0 - s.rb), static_cast<std::size_t>(s.below)),
            Kokkos::ALL());
        detail::gemm_on(this->exec_, "N", "T", T(-1), row_part, column_part, T(1),
                        this->block(r0, rows, lc, lc + width));
        stats.flops += 2 * (rows - r0) * width * sz;
      }
      progress();  // the next step's messages, posted ahead
    }
    this->exec_.fence();
  }

  // The panel of step t + 1 is factored ahead: its grid column (in every layer) updates that
  // panel's columns first, sums them into the panel's layer, factors it and posts its messages,
  // then finishes step t's update while the other ranks finish theirs (a look-ahead of depth one).
  // Every rank posts step t + 1's broadcasts before its update of step t (post_ahead), so they move
  // while it computes. The messages are those of the plain schedule.
  template <class V>
  std::int64_t run(const V& a, factorization_stats& stats) {
    const conflux_layout& L = this->layout_;
    this->load(a);
    keep_upper(a, true);
    std::int64_t info = 0;
    const host_matrix a00_host("pebble::distributed_cholesky A00", static_cast<std::size_t>(L.v),
                               static_cast<std::size_t>(L.v));
    const host_index meta("pebble::distributed_cholesky status", 1);
    expose_look_ahead();
    std::int64_t factored = -1, known = 0;  // the step whose panel this rank has factored, its status
    status_posted_ = row_posted_ = col_posted_ = -1;
    root_pending_ = false;
    for (std::int64_t t = 0; t < L.steps(); ++t) {
      auto clock_start = base::clock::now();
      const step_info s = geometry(t);
      ++stats.steps;
      const host_matrix a00(a00_host.data(), static_cast<std::size_t>(s.vt), static_cast<std::size_t>(s.vt));
      // 1.-4. the panel, unless this rank factored it ahead during the previous step
      std::int64_t status = factored == t ? known : factor_panel(s, a00, meta);
      learn_status(s, status);
      if (status != 0) {
        info = status;
        stats.panel_seconds += base::seconds_since(clock_start);
        break;
      }
      // 4. L10's slices along the grid rows; 5. grid column j's rows of L10 down the grid column
      const matrix left = left_of(s);
      const matrix upper = receive_panel(s, left);
      this->exec_.fence();
      stats.panel_seconds += base::seconds_since(clock_start);

      // 6. this layer's share of the update; with look-ahead, step t + 1's panel first
      clock_start = base::clock::now();
      const std::int64_t lc = look_ahead(s, left, upper, a00_host, meta, factored, known, clock_start, stats);
      update(s, left, upper, lc, this->cols_, stats);
      stats.update_seconds += base::seconds_since(clock_start);
    }
    finish_broadcasts();
    this->store(a, info, {});
    keep_upper(a, false);
    return info;
  }

  // Every rank learns step s's status (from the panel's owner, where more than one rank runs).
  void learn_status(const step_info& s, std::int64_t& status) {
    const conflux_layout& L = this->layout_;
    if (L.ranks_used() > 1) {  // every rank learns the status
      if (status_posted_ != s.t) {
        status_req_ = comm::ibroadcast(this->used_, status_, static_cast<int>(L.rank_of(s.it, s.jt, s.lt)));
        status_posted_ = s.t;
      }
      status_req_.wait();
      status = status_(0);
    }
  }

  // 4. and 5.: waits for step s's L10 along the grid row, and returns where grid column j's rows of
  // L10 are (`left` itself, or received or transposed into a buffer).
  matrix receive_panel(const step_info& s, const matrix& left) {
    const conflux_layout& L = this->layout_;
    if (row_needed(s)) {
      if (row_posted_ != s.t) post_row(s);
      row_req_.wait();
    }
    matrix upper = left;  // grid column j's rows of L10 (square layer, x.i == x.j: this rank's own;
                          // one grid row: all of L10's rows are here, update() picks them)
    if (L.gr > 1 && L.gr != L.gc) {
      upper = base::buffer(this->right_store_, s.nc, s.mine.size(), "pebble::distributed_cholesky L10 transposed");
      transpose_panel(left, upper, s.next, s.ncol0);
    } else if (L.gr == L.gc) {
      upper = transposed_of(s);
      if (transposed_needed(s)) {
        if (col_posted_ != s.t) {
          root_pending_ = false;
          post_transposed(s);
        }
        col_req_.wait();
      }
    }
    return upper;
  }

  // 6.'s look-ahead: on step t + 1's panel column, that panel's columns updated and the panel
  // factored (factored, known), then step t + 1's broadcasts posted. Returns the local column from
  // which step t's update goes on (the times go to `stats`, clock_start restarts with each part).
  std::int64_t look_ahead(const step_info& s, const matrix& left, const matrix& upper, const host_matrix& a00_host,
                          const host_index& meta, std::int64_t& factored, std::int64_t& known,
                          typename base::clock::time_point& clock_start, factorization_stats& stats) {
    const conflux_layout& L = this->layout_;
    const conflux_coords x = this->x_;
    std::int64_t lc = s.ncol0;
    if (s.t + 1 < L.steps()) {
      const step_info n = geometry(s.t + 1);
      if (x.j == n.jt) {
        const std::int64_t w = std::min(L.v, this->cols_ - lc);  // step t + 1's panel: this rank's first columns
        update(s, left, upper, lc, lc + w, stats);
        lc += w;
        stats.update_seconds += base::seconds_since(clock_start);
        clock_start = base::clock::now();
        const host_matrix next_a00(a00_host.data(), static_cast<std::size_t>(n.vt), static_cast<std::size_t>(n.vt));
        known = factor_panel(n, next_a00, meta);  // if it failed, the others stop at step t + 1
        factored = s.t + 1;
        stats.panel_seconds += base::seconds_since(clock_start);
        clock_start = base::clock::now();
      }
      post_ahead(n);
    }
    return lc;
  }

  // after a failed panel, the broadcasts posted ahead for its step still complete on every rank
  void finish_broadcasts() {
    if (status_req_.active()) status_req_.wait();
    if (row_req_.active()) row_req_.wait();
    if (root_pending_) {
      root_pending_ = false;
      post_transposed(root_step_);
    }
    if (col_req_.active()) col_req_.wait();
  }

  Kokkos::View<T*, MemorySpace> left_odd_;  // the L10 of odd steps (left_store_: even steps)
  host_index status_{"pebble::distributed_cholesky status to every rank", 1};
  Kokkos::View<T*, MemorySpace> upper_store_[2], sent_store_[2];  // transposed panels, by step parity
  Kokkos::View<T*, MemorySpace> upper_kept_;                      // keep_upper's triangles
  typename base::index_view diagonal_;                            // and where they are
  comm::request status_req_, row_req_, col_req_;
  std::int64_t status_posted_ = -1, row_posted_ = -1, col_posted_ = -1;  // the steps whose broadcasts were posted
  exposure row_left_[2], col_left_[2], col_sent_[2];    // the stores of the look-ahead's broadcasts, by step parity
  bool ahead_row_ipc_ = false, ahead_col_ipc_ = false;  // whether they go through node IPC in this run
  step_info root_step_{};                               // the step whose transposed panel this diagonal rank is to post
  bool root_pending_ = false;                           // (once its L10 of that step is here)

 public:  // (for nvcc's extended lambdas)
  // Where the diagonal blocks lie in this rank's piece (local row and column of each), if it holds
  // one (layer 0), and room for their strictly upper triangles: fixed by the layout, so found once.
  void keep_diagonal_blocks() {
    const conflux_layout& L = this->layout_;
    const conflux_coords x = this->x_;
    if (L.piece_rows(this->rank_) == 0 || L.piece_cols(this->rank_) == 0) return;
    std::vector<std::int64_t> corners;
    for (std::int64_t b = 0; b * L.v < L.N; ++b)
      if (L.row_owner(b * L.v) == x.i && L.col_owner(b * L.v) == x.j) {
        corners.push_back(L.row_index(b * L.v));
        corners.push_back(L.col_index(b * L.v));
      }
    diagonal_ = this->to_device(corners, "pebble::distributed_cholesky diagonal blocks");
    upper_kept_ = Kokkos::View<T*, MemorySpace>(
        Kokkos::view_alloc(Kokkos::WithoutInitializing, "pebble::distributed_cholesky upper triangles"),
        corners.size() / 2 * static_cast<std::size_t>(L.v * L.v));
  }
  // The strictly upper triangles of the diagonal blocks in this rank's piece `a` (layer 0's, where
  // the factorization runs in place) into upper_kept_ (save), or back into `a` (after the run).
  // The update writes them: it treats a diagonal block as a whole block.
  template <class V>
  void keep_upper(const V& a, bool save) {
    const conflux_layout& L = this->layout_;
    if (a.extent(0) == 0 || a.extent(1) == 0) return;
    const std::int64_t v = L.v, blocks = static_cast<std::int64_t>(diagonal_.extent(0)) / 2;
    const std::int64_t rows = static_cast<std::int64_t>(a.extent(0)), cols = static_cast<std::int64_t>(a.extent(1));
    const auto corner = diagonal_;
    const auto kept = upper_kept_;
    const V m = a;
    Kokkos::parallel_for(
        "pebble::distributed_cholesky keep upper", Kokkos::RangePolicy<execution_space>(this->exec_, 0, blocks * v * v),
        KOKKOS_LAMBDA(std::int64_t e) {
          const std::int64_t k = e / (v * v), r = e % v, c = e / v % v;
          const std::int64_t r0 = corner(2 * k), c0 = corner(2 * k + 1);
          if (r >= c || r0 + r >= rows || c0 + c >= cols) return;
          if (save) kept(e) = m(r0 + r, c0 + c);
          else m(r0 + r, c0 + c) = kept(e);
        });
    this->exec_.fence();
  }
  // A rectangular layer's transposed panel: upper (nc x slice) gets the rows of L10 whose indices
  // are this grid column's columns (from next on). Grid row i' holds, in `left`, those in the blocks
  // b with b mod gr = i' and b mod gc = j; each grid row in turn broadcasts them down the grid
  // column (conflux_layout::shared_from counts them), and every rank places them.
  void transpose_panel(const matrix& left, const matrix& upper, std::int64_t next, std::int64_t ncol0) {
    const conflux_layout& L = this->layout_;
    const conflux_coords x = this->x_;
    const std::int64_t s = static_cast<std::int64_t>(left.extent(1));
    if (s == 0 || upper.extent(0) == 0) return;
    std::int64_t period = L.gc;  // lcm(gr, gc)
    while (period % L.gr != 0) period += L.gc;
    const std::int64_t blocks = ceil_div(L.N, L.v);
    for (std::int64_t from = 0; from < L.gr; ++from) {
      const std::int64_t shared = L.shared_from(from, x.j, next);
      if (shared == 0) continue;
      // the rows broadcast: all but the matrix's last block, which only grid row `from` updates
      const std::int64_t n = L.transposed_from(from, x.j, next);
      const bool last_kept = n < shared;
      std::int64_t r = x.j;  // the blocks' residue mod lcm(gr, gc)
      while (r % L.gr != from) r += L.gc;
      std::vector<std::int64_t> src, dst, own_src, own_dst;  // rows of `left` at grid row `from`, of `upper`
      const std::int64_t first = L.rows_before(from, next);
      for (std::int64_t b = next / L.v + ((r - next / L.v) % period + period) % period; b < blocks; b += period) {
        const std::int64_t y0 = b * L.v, w = std::min(L.v, L.N - y0), at = L.row_index(y0) - first,
                           to = L.col_index(y0) - ncol0;
        const bool own = last_kept && b == blocks - 1;
        for (std::int64_t y = 0; y < w; ++y) {
          (own ? own_src : src).push_back(at + y);
          (own ? own_dst : dst).push_back(to + y);
        }
      }
      if (n > 0) {
        const matrix packed = base::buffer(this->recv_store_, n, s, "pebble::distributed_cholesky shared rows");
        if (x.i == from) take_rows(packed, left, this->to_device(src, "pebble::distributed_cholesky rows"));
        this->exec_.fence();
        if (L.gr > 1) this->broadcast_store(base::along::column, this->recv_store_, packed, static_cast<int>(from));
        this->place_rows(upper, this->to_device(dst, "pebble::distributed_cholesky rows"), packed);
        this->exec_.fence();
      }
      if (last_kept && x.i == from) {  // the last block's rows stay here
        const matrix packed = base::buffer(this->recv_store_, static_cast<std::int64_t>(own_src.size()), s,
                                           "pebble::distributed_cholesky shared rows");
        take_rows(packed, left, this->to_device(own_src, "pebble::distributed_cholesky rows"));
        this->place_rows(upper, this->to_device(own_dst, "pebble::distributed_cholesky rows"), packed);
        this->exec_.fence();
      }
    }
  }
  // dst(r, ·) = src(rows(r), ·) for the rows of dst.
  void take_rows(const matrix& dst, const matrix& src, const typename base::index_view& rows) const {
    const matrix d = dst, from = src;
    const typename base::index_view at = rows;
    const std::int64_t k = static_cast<std::int64_t>(dst.extent(0)), n = static_cast<std::int64_t>(dst.extent(1));
    if (k == 0 || n == 0) return;
    Kokkos::parallel_for(
        "pebble::factorization take rows", Kokkos::RangePolicy<execution_space>(this->exec_, 0, k * n),
        KOKKOS_LAMBDA(std::int64_t e) {
          const std::int64_t q = e % k, col = e / k;
          d(q, col) = from(at(q), col);
        });
  }
};

}  // namespace pebble
