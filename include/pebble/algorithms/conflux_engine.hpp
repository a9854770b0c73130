// What pebble's distributed LU (CONFLUX, algorithms/lu.hpp) and Cholesky (CONFCHOX,
// algorithms/cholesky.hpp) share (thesis §4.7): factorization_stats, the layer-0 pieces a run takes
// (factorization_piece, allocate_piece), and detail::conflux_engine, which holds the [gr, gc, c]
// grid's sub-communicators, the layers' work copies and the steps both schedules take in common
// (summing a block over the layers, scattering a panel's column slices to them, agreeing on the
// status, storing the result back into layer 0's pieces). docs/factorizations.md, "The schedule
// pebble runs", lists every message; conflux_schedule_words predicts them exactly.
#pragma once

#include <KokkosBlas3_gemm.hpp>
#include <KokkosBlas3_trsm.hpp>
#include <Kokkos_Core.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <pebble/algorithms/mmm.hpp>
#include <pebble/comm/collectives.hpp>
#include <pebble/comm/communicator.hpp>
#include <pebble/comm/node_ipc.hpp>
#include <pebble/comm/traffic.hpp>
#include <pebble/core/error.hpp>
#include <pebble/exec/lapack.hpp>
#include <pebble/tiling/conflux_layout.hpp>
#include <pebble/tiling/grid25d.hpp>

namespace pebble {

/// What one distributed factorization did on this rank.
struct factorization_stats {
  /// LAPACK's INFO: 0 on success. LU: k > 0 when U(k, k) is exactly zero (1-based column; the
  /// matrix is singular and the factorization stopped at the step holding column k). Cholesky:
  /// k > 0 when the leading minor of order k is not positive definite. The same on every rank.
  std::int64_t info = 0;
  double seconds = 0;              ///< the whole call (after the argument checks)
  double panel_seconds = 0;        ///< reductions, tournament, A00, panel solves and their messages
  double update_seconds = 0;       ///< the Schur updates (local gemm)
  std::int64_t steps = 0;          ///< outer steps run
  std::int64_t flops = 0;          ///< flops of this rank's Schur updates
  comm::traffic_counters traffic;  ///< words this call sent and received (comm/traffic.hpp)
};

/// A rank's piece of the matrix: its local rows x local columns of the 2D block-cyclic layer-0
/// layout (conflux_layout::distribution), column-major; 0 x 0 on ranks outside layer 0.
template <class T, class MemorySpace = Kokkos::DefaultExecutionSpace::memory_space>
using factorization_piece = Kokkos::View<T**, Kokkos::LayoutLeft, MemorySpace>;

/// Allocates `rank`'s piece of the matrix of `layout` (zero-filled).
template <class T, class MemorySpace = Kokkos::DefaultExecutionSpace::memory_space>
factorization_piece<T, MemorySpace> allocate_piece(const conflux_layout& layout, int rank,
                                                   const std::string& label = "pebble::factorization piece") {
  return factorization_piece<T, MemorySpace>(label, static_cast<std::size_t>(layout.piece_rows(rank)),
                                             static_cast<std::size_t>(layout.piece_cols(rank)));
}

namespace detail {

template <class Exec, class A, class B>
void trsm_on(const Exec&, const char* side, const char* uplo, const char* trans, const char* diag,
             typename B::const_value_type alpha, const A& a, const B& b) {
  // Kokkos Kernels 3.x has no execution-space overload; its trsm completes before returning
  KokkosBlas::trsm(side, uplo, trans, diag, alpha, a, b);
}

/// What distributed_lu and distributed_cholesky share: the grid's sub-communicators, the layer's
/// trailing-matrix copy, the buffers, and the row bookkeeping of row masking.
template <class T, class MemorySpace>
class conflux_engine {
  static_assert(std::is_same_v<T, double> || std::is_same_v<T, float>,
                "pebble::distributed_lu and distributed_cholesky factor float or double matrices.");

 public:
  using value_type = T;
  using memory_space = MemorySpace;
  using execution_space = typename MemorySpace::execution_space;
  using matrix = Kokkos::View<T**, Kokkos::LayoutLeft, MemorySpace>;
  using piece = factorization_piece<T, MemorySpace>;

  const factorization_plan& plan() const { return layout_.plan; }
  const conflux_layout& layout() const { return layout_; }
  /// Whether this rank is in the grid (the others only take part in the argument checks).
  bool active() const { return layout_.active(rank_); }
  const execution_space& space() const { return exec_; }
  /// Words of the buffers this rank holds beside its piece (the layers' partial sums and the
  /// panels' buffers, each as large as the largest step needed so far), in elements of T.
  std::int64_t engine_words() const {
    std::int64_t w = static_cast<std::int64_t>(own_.size());
    for (const auto* v : {&panel_store_, &sum_store_, &send_store_, &left_store_, &right_store_, &big_store_,
                          &recv_store_, &a00_store_, &scratch_store_})
      w += static_cast<std::int64_t>(v->size());
    return w;
  }

  // The rest is for distributed_lu and distributed_cholesky. It is public because nvcc's extended
  // lambdas (the kernels below) may not sit in private or protected member functions.
  using clock = comm::mpi_clock;  // simulated time under SMPI
  using host_matrix = Kokkos::View<T**, Kokkos::LayoutLeft, Kokkos::HostSpace>;
  using index_view = Kokkos::View<std::int64_t*, MemorySpace>;
  using host_index = Kokkos::View<std::int64_t*, Kokkos::HostSpace>;
  using pair = std::pair<std::size_t, std::size_t>;

  conflux_engine(const comm::communicator& comm, const factorization_plan& plan, factorization kind, const char* who,
                 const execution_space& exec)
      : comm_(comm), rank_(comm.rank()), exec_(exec), who_(who) {
    comm::agree_on(comm_, [&] {
      layout_ = conflux_layout(plan);
      check(plan.p == comm_.size(), who_, ": the plan is for p=", plan.p, " ranks, but the communicator has ",
            comm_.size());
      check(plan.kind == kind, who_, ": the plan is for ", kind == factorization::lu ? "Cholesky" : "LU",
            "; make it with ", kind == factorization::lu ? "plan_lu" : "plan_cholesky", "(N, machine)");
    });
    const std::array<std::int64_t, 7> values{plan.N, plan.p, plan.S, layout_.gr, layout_.gc, layout_.c, layout_.v};
    static constexpr std::array<const char*, 7> names{"N", "p", "S", "gr", "gc", "c", "v"};
    comm::agree_equal(comm_, values, names);
    const bool on = active();
    x_ = on ? layout_.coords(rank_) : conflux_coords{};
    const auto gr = layout_.gr, gc = layout_.gc;
    used_ = comm_.split(on ? 0 : -1, rank_);
    row_ = comm_.split(on ? static_cast<int>(x_.i + gr * x_.l) : -1, static_cast<int>(x_.j));
    col_ = comm_.split(on ? static_cast<int>(x_.j + gc * x_.l) : -1, static_cast<int>(x_.i));
    fibre_ = comm_.split(on ? static_cast<int>(x_.i * gc + x_.j) : -1, static_cast<int>(x_.l));
    // node IPC for the panels' broadcasts along the grid rows and columns that share a node, where
    // every rank allows it
    if (comm::node_ipc_enabled_everywhere<MemorySpace>(comm_) && on) {
      row_ipc_ = gc > 1 && comm::on_one_node(row_);
      col_ipc_ = gr > 1 && comm::on_one_node(col_);
    }
    comm::agree_on(comm_, [&] {
      if (!on) return;
      try {
        rows_ = layout_.row_count(x_.i);
        cols_ = layout_.col_count(x_.j);
        // layer 0 works in the caller's piece itself (load); the other layers keep their partial sums
        if (x_.l > 0)
          own_ = matrix(Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string("pebble::factorization work")),
                        static_cast<std::size_t>(rows_), static_cast<std::size_t>(cols_));
      } catch (const std::exception&) {
        throw error(format_message(who_, ": rank ", rank_, " cannot allocate its ", rows_, " x ", cols_,
                                   " part of the matrix"));
      }
    });
  }

  template <class V>
  void check_piece(const V& a) const {
    static_assert(
        Kokkos::is_view<V>::value && V::rank == 2 && std::is_same_v<typename V::array_layout, Kokkos::LayoutLeft> &&
            std::is_same_v<typename V::value_type, T> && std::is_same_v<typename V::memory_space, MemorySpace>,
        "pebble::distributed_lu/distributed_cholesky: the piece must be a writable rank-2 LayoutLeft "
        "Kokkos view of the solver's element type in its memory space (see allocate_piece).");
    comm::agree_on(comm_, [&] {
      const std::int64_t r = layout_.piece_rows(rank_), c = layout_.piece_cols(rank_);
      check(static_cast<std::int64_t>(a.extent(0)) == r && static_cast<std::int64_t>(a.extent(1)) == c, who_,
            ": the piece of rank ", rank_, " is ", a.extent(0), " x ", a.extent(1), ", the layout gives it ", r, " x ",
            c);
      check(a.span_is_contiguous(), who_, ": the piece must be a contiguous view");
      // a NaN or an infinity would factor into a NaN-filled "success"
      const std::int64_t bad = first_non_finite(a);
      if (bad >= 0) {
        const std::int64_t lr = bad % (r > 0 ? r : 1), lc = bad / (r > 0 ? r : 1);
        check(false, who_, ": the matrix has a non-finite entry (NaN or infinity) at row ",
              layout_.row_global(x_.i, lr) + 1, ", column ", layout_.col_global(x_.j, lc) + 1, " (1-based)");
      }
    });
  }

  // The linear index of the first non-finite entry of a contiguous rank-2 view, or -1.
  template <class V>
  std::int64_t first_non_finite(const V& a) const {
    const T* data = a.data();
    const std::int64_t n = static_cast<std::int64_t>(a.size());
    std::int64_t first = n;
    Kokkos::parallel_reduce(
        "pebble::factorization finite", Kokkos::RangePolicy<execution_space>(exec_, 0, n),
        KOKKOS_LAMBDA(std::int64_t k, std::int64_t& m) {
          const T value = data[k];
          if (!(value - value == value - value) && k < m) m = k;  // inf - inf and NaN are NaN
        },
        Kokkos::Min<std::int64_t>(first));
    exec_.fence();
    return first < n ? first : -1;
  }

  // Layer 0 factors in the piece itself (check_piece made sure it is this rank's contiguous
  // LayoutLeft piece in the solver's memory space): no copy in or out. The other layers start
  // from zeros in their own copy.
  template <class V>
  void load(const V& a) {
    if (x_.l == 0) {
      work_ = matrix(a.data(), static_cast<std::size_t>(rows_), static_cast<std::size_t>(cols_));
      return;
    }
    work_ = own_;
    Kokkos::deep_copy(exec_, work_, T(0));
    exec_.fence();
  }

  // The layers' work copies into layer 0's piece. After a complete factorization every entry lies
  // in one layer (conflux_final_owners): layer 0 keeps its own and receives, from each layer l > 0,
  // the entries of l, v columns at a time, packed column by column in row order. After a run that
  // stopped early the trailing matrix is still a sum over the layers: it is reduced instead.
  template <class V>
  void store(const V& a, std::int64_t info, std::span<const std::int64_t> pivots) {
    if (layout_.c == 1) return;  // layer 0's work copy is the piece
    const std::int64_t v = layout_.v;
    if (info != 0) {
      for (std::int64_t c0 = 0; c0 < cols_; c0 += v) {
        const std::int64_t w = c0 + v < cols_ ? v : cols_ - c0;
        const auto mine = flat(work_, 0, rows_, c0, c0 + w);  // whole columns: contiguous
        if (x_.l == 0) {  // the sum lands in the same columns of the piece: send a copy
          const auto send = buffer_1d(send_store_, rows_ * w, "pebble::factorization send");
          Kokkos::deep_copy(exec_, send, mine);
          exec_.fence();
          comm::reduce(exec_, fibre_, send, flat(a, 0, rows_, c0, c0 + w), 0);
        } else {
          comm::reduce(exec_, fibre_, mine, Kokkos::View<T*, MemorySpace>(), 0);
        }
      }
      exec_.fence();
      return;
    }
    const conflux_final_parts parts = conflux_final_owners(layout_, x_.i, x_.j, pivots);
    const index_view row_step = to_device(parts.row_step, "pebble::factorization row steps");
    const index_view row_layer = to_device(parts.row_layer, "pebble::factorization row layers");
    std::vector<std::int64_t> offsets;
    for (std::int64_t l = 1; l < layout_.c; ++l) {
      if (x_.l != 0 && x_.l != l) continue;
      for (std::int64_t c0 = 0; c0 < cols_; c0 += v) {
        const std::int64_t w = c0 + v < cols_ ? v : cols_ - c0;
        offsets.assign(1, 0);
        for (std::int64_t q = c0; q < c0 + w; ++q) offsets.push_back(offsets.back() + parts.count(q, l));
        const std::int64_t n = offsets.back();
        if (n == 0) continue;
        const index_view at = to_device(offsets, "pebble::factorization column offsets");
        const auto packed = buffer_1d(send_store_, n, "pebble::factorization send");
        const index_view steps_of = row_step, layers_of = row_layer;
        const matrix work = work_;
        const std::int64_t rows = rows_, c = layout_.c, first = c0, layer = l;
        std::vector<std::int64_t> col_steps(parts.col_step.begin() + c0, parts.col_step.begin() + c0 + w);
        const index_view col_step = to_device(col_steps, "pebble::factorization column steps");
        if (x_.l == layer) {
          Kokkos::parallel_for(
              "pebble::factorization pack layer", Kokkos::RangePolicy<execution_space>(exec_, 0, w),
              KOKKOS_LAMBDA(std::int64_t k) {
                const std::int64_t t = col_step(k);
                std::int64_t next = at(k);
                for (std::int64_t r = 0; r < rows; ++r)
                  if ((steps_of(r) >= t ? t % c : layers_of(r)) == layer) packed(next++) = work(r, first + k);
              });
          exec_.fence();
          comm::send(exec_, fibre_, packed, 0);
        } else {
          comm::recv(exec_, fibre_, packed, static_cast<int>(layer));
          const V out = a;
          Kokkos::parallel_for(
              "pebble::factorization unpack layer", Kokkos::RangePolicy<execution_space>(exec_, 0, w),
              KOKKOS_LAMBDA(std::int64_t k) {
                const std::int64_t t = col_step(k);
                std::int64_t next = at(k);
                for (std::int64_t r = 0; r < rows; ++r)
                  if ((steps_of(r) >= t ? t % c : layers_of(r)) == layer) out(r, first + k) = packed(next++);
              });
          exec_.fence();  // the buffer is refilled next
        }
      }
    }
    exec_.fence();
  }

  // Whole columns [c0, c1) of rows [0, m) of a LayoutLeft view with m == its rows: one contiguous range.
  template <class V>
  static Kokkos::View<T*, MemorySpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>> flat(const V& a, std::int64_t,
                                                                                     std::int64_t m, std::int64_t c0,
                                                                                     std::int64_t c1) {
    return Kokkos::View<T*, MemorySpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>(
        a.data() + c0 * static_cast<std::int64_t>(a.extent(0)), static_cast<std::size_t>(m * (c1 - c0)));
  }

  // A contiguous buffer of n elements (reused when large enough).
  static Kokkos::View<T*, MemorySpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>> buffer_1d(
      Kokkos::View<T*, MemorySpace>& storage, std::int64_t n, const char* label) {
    if (storage.size() < static_cast<std::size_t>(n))
      storage = Kokkos::View<T*, MemorySpace>(Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string(label)),
                                              static_cast<std::size_t>(n));
    return Kokkos::View<T*, MemorySpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>(storage.data(),
                                                                                  static_cast<std::size_t>(n));
  }
  // A contiguous m x n buffer (reused when large enough).
  static matrix buffer(Kokkos::View<T*, MemorySpace>& storage, std::int64_t m, std::int64_t n, const char* label) {
    const std::size_t need = static_cast<std::size_t>(m * n);
    if (storage.size() < need)
      storage =
          Kokkos::View<T*, MemorySpace>(Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string(label)), need);
    return matrix(storage.data(), static_cast<std::size_t>(m), static_cast<std::size_t>(n));
  }
  template <class V>
  static Kokkos::View<T*, MemorySpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>> as_flat(const V& m) {
    return Kokkos::View<T*, MemorySpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>(m.data(), m.size());
  }
  auto block(std::int64_t r0, std::int64_t r1, std::int64_t c0, std::int64_t c1) const {
    return Kokkos::subview(work_, pair(static_cast<std::size_t>(r0), static_cast<std::size_t>(r1)),
                           pair(static_cast<std::size_t>(c0), static_cast<std::size_t>(c1)));
  }
  static double seconds_since(clock::time_point t) { return std::chrono::duration<double>(clock::now() - t).count(); }

  // The rank of layer lt (root) sends each other layer l of its fibre the slice of `source` that
  // layer multiplies (by_rows: rows slice(vt, l) of a vt x m block; else columns slice(vt, l) of an
  // m x vt block); every rank's own slice lands in `mine`. Collective over the fibre.
  template <class Src>
  void scatter_slices(const Src& source, std::int64_t m, std::int64_t vt, std::int64_t lt, bool by_rows,
                      const matrix& mine) {
    if (x_.l != lt) {
      comm::recv(exec_, fibre_, as_flat(mine), static_cast<int>(lt));
      return;
    }
    for (std::int64_t l = 0; l < layout_.c; ++l) {
      const index_range s = layout_.slice(vt, l);
      const pair range(static_cast<std::size_t>(s.begin), static_cast<std::size_t>(s.end));
      if (l == lt) {
        if (by_rows) Kokkos::deep_copy(exec_, mine, Kokkos::subview(source, range, Kokkos::ALL()));
        else Kokkos::deep_copy(exec_, mine, Kokkos::subview(source, Kokkos::ALL(), range));
        continue;
      }
      const matrix out =
          buffer(send_store_, by_rows ? s.size() : m, by_rows ? m : s.size(), "pebble::factorization send");
      if (by_rows) Kokkos::deep_copy(exec_, out, Kokkos::subview(source, range, Kokkos::ALL()));
      else Kokkos::deep_copy(exec_, out, Kokkos::subview(source, Kokkos::ALL(), range));
      exec_.fence();
      comm::send(exec_, fibre_, as_flat(out), static_cast<int>(l));
    }
    exec_.fence();
  }

  // The fibre's sum of the m x n block at (r0, c0) of every layer's work copy lands in layer lt's;
  // the other layers set theirs to zero (their share now lives in layer lt).
  void sum_into_layer(std::int64_t r0, std::int64_t m, std::int64_t c0, std::int64_t n, std::int64_t lt) {
    if (layout_.c == 1 || m == 0 || n == 0) return;
    const auto part = block(r0, r0 + m, c0, c0 + n);
    const matrix mine = buffer(panel_store_, m, n, "pebble::factorization panel");
    Kokkos::deep_copy(exec_, mine, part);
    exec_.fence();
    if (x_.l == lt) {
      const matrix sum = buffer(sum_store_, m, n, "pebble::factorization sum");
      comm::reduce(exec_, fibre_, as_flat(mine), as_flat(sum), static_cast<int>(lt));
      Kokkos::deep_copy(exec_, part, sum);
    } else {
      comm::reduce(exec_, fibre_, as_flat(mine), Kokkos::View<T*, MemorySpace>(), static_cast<int>(lt));
      Kokkos::deep_copy(exec_, part, T(0));
    }
    exec_.fence();
  }

  // Copies rows `slots` (device indices) of the work copy, columns [c0, c0 + n), into dst (k x n).
  void gather_rows(const matrix& dst, const index_view& slots, std::int64_t c0) const {
    const matrix w = work_, d = dst;
    const index_view s = slots;
    const std::int64_t k = static_cast<std::int64_t>(dst.extent(0)), n = static_cast<std::int64_t>(dst.extent(1));
    if (k == 0 || n == 0) return;
    Kokkos::parallel_for(
        "pebble::factorization gather rows", Kokkos::RangePolicy<execution_space>(exec_, 0, k * n),
        KOKKOS_LAMBDA(std::int64_t e) {
          const std::int64_t r = e % k, col = e / k;
          d(r, col) = w(s(r), c0 + col);
        });
  }
  // Row slots(r) of the work copy, columns [c0, c0 + n), becomes src(rows(r) - first, ·) when
  // first <= rows(r) < last, else zero.
  void put_rows(const index_view& slots, const index_view& rows, const matrix& src, std::int64_t first,
                std::int64_t last, std::int64_t c0, std::int64_t n) const {
    const matrix w = work_, from = src;
    const index_view s = slots, at = rows;
    const std::int64_t k = static_cast<std::int64_t>(slots.extent(0));
    if (k == 0 || n == 0) return;
    Kokkos::parallel_for(
        "pebble::factorization put rows", Kokkos::RangePolicy<execution_space>(exec_, 0, k * n),
        KOKKOS_LAMBDA(std::int64_t e) {
          const std::int64_t r = e % k, col = e / k, q = at(r);
          w(s(r), c0 + col) = q >= first && q < last ? from(q - first, col) : T(0);
        });
  }
  // dst(rows(r), ·) = src(r, ·) for the k rows of src.
  void place_rows(const matrix& dst, const index_view& rows, const matrix& src) const {
    const matrix d = dst, from = src;
    const index_view at = rows;
    const std::int64_t k = static_cast<std::int64_t>(src.extent(0)), n = static_cast<std::int64_t>(src.extent(1));
    if (k == 0 || n == 0) return;
    Kokkos::parallel_for(
        "pebble::factorization place rows", Kokkos::RangePolicy<execution_space>(exec_, 0, k * n),
        KOKKOS_LAMBDA(std::int64_t e) {
          const std::int64_t r = e % k, col = e / k;
          d(at(r), col) = from(r, col);
        });
  }
  // Exchanges rows pairs(2q) and pairs(2q + 1) of the work copy, q = 0, 1, ... in turn, in the
  // columns from c0 on.
  void swap_rows(const index_view& pairs, std::int64_t c0) const {
    const matrix w = work_;
    const index_view at = pairs;
    const std::int64_t swaps = static_cast<std::int64_t>(pairs.extent(0)) / 2;
    if (swaps == 0 || c0 >= cols_) return;
    Kokkos::parallel_for(
        "pebble::factorization swap rows", Kokkos::RangePolicy<execution_space>(exec_, c0, cols_),
        KOKKOS_LAMBDA(std::int64_t col) {
          for (std::int64_t q = 0; q < swaps; ++q) {
            const std::int64_t a = at(2 * q), b = at(2 * q + 1);
            const T tmp = w(a, col);
            w(a, col) = w(b, col);
            w(b, col) = tmp;
          }
        });
  }
  // The lower triangle (with the diagonal) of `part` becomes that of `src`.
  template <class Part>
  void copy_lower(const Part& part, const matrix& src) const {
    const Part d = part;
    const matrix from = src;
    const std::int64_t n = static_cast<std::int64_t>(src.extent(0));
    Kokkos::parallel_for(
        "pebble::factorization lower copy", Kokkos::RangePolicy<execution_space>(exec_, 0, n * n),
        KOKKOS_LAMBDA(std::int64_t e) {
          const std::int64_t r = e % n, col = e / n;
          if (r >= col) d(r, col) = from(r, col);
        });
  }

  static index_view to_device(const std::vector<std::int64_t>& values, const char* label) {
    index_view out(Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string(label)), values.size());
    const Kokkos::View<const std::int64_t*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>> in(
        values.data(), values.size());
    Kokkos::deep_copy(out, in);
    return out;
  }

  // The factored A00 (vt x vt) from host memory into a device buffer.
  matrix a00_on_device(const host_matrix& a00) {
    const std::int64_t vt = static_cast<std::int64_t>(a00.extent(0));
    const matrix d = buffer(a00_store_, vt, vt, "pebble::factorization A00");
    Kokkos::deep_copy(exec_, d, a00);
    return d;
  }

  // Broadcast of `view`, which starts at the start of `store`, from `root` along the grid row
  // (row_) or down the grid column (col_): where they share a node and the memory space has a node
  // IPC backend, each member copies it out of the root's store itself (comm/node_ipc.hpp; the
  // stores are exposed again only when one grew), else MPI's broadcast. Blocking either way.
  enum class along { row, column };
  void broadcast_store(along direction, const Kokkos::View<T*, MemorySpace>& store, const matrix& view, int root) {
    const bool along_row = direction == along::row;
    const comm::communicator& group = along_row ? row_ : col_;
    if constexpr (has_ipc) {
      if (along_row ? row_ipc_ : col_ipc_) {
        exposure& e = along_row ? row_exposed_ : col_exposed_;
        if (e.expose(group, store.data(), store.size() * sizeof(T))) {
          comm::ipc_broadcast(exec_, e, group, root, view.data(), static_cast<std::int64_t>(view.size()));
          return;
        }
      }
    }
    comm::broadcast(exec_, group, as_flat(view), root);
  }

  // The whole status of a factorization: every rank of the communicator learns the largest info
  // (only the grid's ranks saw it). Not counted in the traffic: it is agreement, not data.
  std::int64_t agree_info(std::int64_t info) const {
    long long value = info;
    comm::detail::mpi_check(MPI_Allreduce(MPI_IN_PLACE, &value, 1, MPI_LONG_LONG, MPI_MAX, comm_.native()),
                            "MPI_Allreduce");
    return value;
  }

  // One run: the agreed argument checks, `steps(stats)` on the grid's ranks (it returns info), the
  // agreed status and overflow check, the time and this call's words.
  template <class V, class Steps>
  factorization_stats checked_run(const V& a, Steps&& steps) {
    check_piece(a);
    const comm::traffic_counters before = comm::traffic();
    factorization_stats stats;
    const auto start = clock::now();
    const std::int64_t info = active() ? steps(stats) : 0;
    stats.info = agree_info(info);
    check_result(a, stats.info);
    if (active()) stats.traffic = comm::traffic() - before;
    stats.seconds = seconds_since(start);
    return stats;
  }

  // After the last step: a result that overflowed is an error on every rank, never a "success".
  template <class V>
  void check_result(const V& a, std::int64_t info) {
    comm::agree_on(comm_, [&] {
      if (info != 0 || a.size() == 0) return;
      check(first_non_finite(a) < 0, who_, ": the factors overflowed (a non-finite entry on rank ", rank_,
            "); scale the matrix");
    });
  }

  static constexpr bool has_ipc = comm::has_node_ipc_backend<MemorySpace>;
  using exposure = comm::node_exposure_for<MemorySpace>;

  comm::communicator comm_, used_, row_, col_, fibre_;
  conflux_layout layout_;
  int rank_ = 0;
  execution_space exec_;
  const char* who_;
  conflux_coords x_{};
  std::int64_t rows_ = 0, cols_ = 0;
  matrix work_;  // the trailing matrix this rank works on: layer 0's piece, or own_
  matrix own_;   // layers l > 0: their partial sums
  Kokkos::View<T*, MemorySpace> panel_store_, sum_store_, send_store_, left_store_, right_store_, big_store_,
      recv_store_, a00_store_, scratch_store_;
  bool row_ipc_ = false, col_ipc_ = false;  // the grid row, the grid column on one node, node IPC allowed
  exposure row_exposed_, col_exposed_;      // the stores broadcast along the row, down the column
};

}  // namespace detail

}  // namespace pebble
