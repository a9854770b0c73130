// Distributed LU (CONFLUX) and Cholesky (CONFCHOX) factorizations on MPI ranks (thesis §4.7,
// Algorithm 2, Lemma 4.10, Table 4.1): the [gr, gc, c] grid of a grid25d_plan, the matrix in 2D
// block-cyclic v x v blocks with the Schur updates of each step split over the c layers by the
// panel's columns, the next panel and the pivot rows summed over the layers, tournament pivoting
// with row masking for LU (no row is moved between ranks), and local kernels through Kokkos
// Kernels (gemm, trsm) and LAPACK (getrf, potrf on v-column panels); Cholesky looks one panel
// ahead. docs/factorizations.md, "The schedule pebble runs", lists every message;
// conflux_schedule_words predicts them exactly.
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
  double seconds = 0;         ///< the whole call (after the argument checks)
  double panel_seconds = 0;   ///< reductions, tournament, A00, panel solves and their messages
  double update_seconds = 0;  ///< the Schur updates (local gemm)
  std::int64_t steps = 0;     ///< outer steps run
  std::int64_t flops = 0;     ///< flops of this rank's Schur updates
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

  const grid25d_plan& plan() const { return layout_.plan; }
  const conflux_layout& layout() const { return layout_; }
  /// Whether this rank is in the grid (the others only take part in the argument checks).
  bool active() const { return layout_.active(rank_); }
  const execution_space& space() const { return exec_; }

 // The rest is for distributed_lu and distributed_cholesky. It is public because nvcc's extended
 // lambdas (the kernels below) may not sit in private or protected member functions.
  using clock = comm::mpi_clock;  // simulated time under SMPI
  using host_matrix = Kokkos::View<T**, Kokkos::LayoutLeft, Kokkos::HostSpace>;
  using index_view = Kokkos::View<std::int64_t*, MemorySpace>;
  using host_index = Kokkos::View<std::int64_t*, Kokkos::HostSpace>;
  using pair = std::pair<std::size_t, std::size_t>;

  conflux_engine(const comm::communicator& comm, const grid25d_plan& plan, factorization kind, const char* who,
                 const execution_space& exec)
      : comm_(comm), rank_(comm.rank()), exec_(exec), who_(who) {
    comm::agree_on(comm_, [&] {
      layout_ = conflux_layout(plan);
      check(plan.p == comm_.size(), who_, ": the plan is for p=", plan.p, " ranks, but the communicator has ",
            comm_.size());
      check(plan.kind == kind, who_, ": the plan is for ", kind == factorization::lu ? "Cholesky" : "LU",
            "; make it with grid25d(N, machine, {.kind = factorization::",
            kind == factorization::lu ? "lu" : "cholesky", "})");
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
    static_assert(Kokkos::is_view<V>::value && V::rank == 2 &&
                      std::is_same_v<typename V::array_layout, Kokkos::LayoutLeft> &&
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
        KOKKOS_LAMBDA(std::int64_t k, std::int64_t & m) {
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
    return Kokkos::View<T*, MemorySpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>(storage.data(), static_cast<std::size_t>(n));
  }
  // A contiguous m x n buffer (reused when large enough).
  static matrix buffer(Kokkos::View<T*, MemorySpace>& storage, std::int64_t m, std::int64_t n, const char* label) {
    const std::size_t need = static_cast<std::size_t>(m * n);
    if (storage.size() < need)
      storage = Kokkos::View<T*, MemorySpace>(Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string(label)), need);
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
      const matrix out = buffer(send_store_, by_rows ? s.size() : m, by_rows ? m : s.size(), "pebble::factorization send");
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
  // The lower triangle (with the diagonal) of the square block `part` minus that of `sub`.
  template <class Part>
  void subtract_lower(const Part& part, const matrix& sub) const {
    const Part d = part;
    const matrix from = sub;
    const std::int64_t n = static_cast<std::int64_t>(sub.extent(0));
    Kokkos::parallel_for(
        "pebble::factorization lower update", Kokkos::RangePolicy<execution_space>(exec_, 0, n * n),
        KOKKOS_LAMBDA(std::int64_t e) {
          const std::int64_t r = e % n, col = e / n;
          if (r >= col) d(r, col) -= from(r, col);
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

  // dst (host, contiguous) = the block `part` of the work copy, through a contiguous buffer in the
  // solver's memory space (a strided device view cannot be copied to the host directly).
  template <class Part>
  void copy_to_host(const host_matrix& dst, const Part& part) {
    const matrix staged = buffer(scratch_store_, static_cast<std::int64_t>(dst.extent(0)),
                                 static_cast<std::int64_t>(dst.extent(1)), "pebble::factorization staging");
    Kokkos::deep_copy(exec_, staged, part);
    Kokkos::deep_copy(exec_, dst, staged);
    exec_.fence();
  }

  // The factored A00 (vt x vt) from host memory into a device buffer.
  matrix a00_on_device(const host_matrix& a00) {
    const std::int64_t vt = static_cast<std::int64_t>(a00.extent(0));
    const matrix d = buffer(a00_store_, vt, vt, "pebble::factorization A00");
    Kokkos::deep_copy(exec_, d, a00);
    return d;
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
};

}  // namespace detail

/// CONFLUX: the distributed LU factorization P A = L U of a plan (grid25d with kind lu), ready to
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

  distributed_lu(const comm::communicator& comm, const grid25d_plan& plan, const execution_space& exec = {})
      : base(comm, plan, factorization::lu, "pebble::distributed_lu", exec) {}

  /// pivots()[k]: the original row (0-based) that became row k of P A, after a successful run; the
  /// same on every rank. lapack_ipiv(pivots()) gives LAPACK's IPIV.
  const std::vector<std::int64_t>& pivots() const { return pivots_; }

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
    comm::detail::mpi_check(MPI_Bcast(pivots_.data(), static_cast<int>(pivots_.size()), MPI_INT64_T, 0,
                                      this->comm_.native()),
                            "MPI_Bcast");
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
  // the factored A00 in `a00` and the pivots (then the status) in `meta`.
  void tournament(std::int64_t act, std::int64_t c0, std::int64_t vt, std::int64_t pc0, const host_matrix& a00,
                  const host_index& meta) {
    const auto& L = this->layout_;
    candidates& local = held_[0];
    local.values.resize(static_cast<std::size_t>(act * vt));
    local.ids.resize(static_cast<std::size_t>(act));
    if (act > 0) {
      const host_matrix panel(local.values.data(), static_cast<std::size_t>(act), static_cast<std::size_t>(vt));
      this->copy_to_host(panel, this->block(0, act, pc0, pc0 + vt));
    }
    for (std::int64_t s = 0; s < act; ++s)
      local.ids[static_cast<std::size_t>(s)] = L.row_global(this->x_.i, orig_of_[static_cast<std::size_t>(s)]);
    candidates& mine = held_[1];
    select_into(local, vt, mine);
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
        a00(static_cast<std::size_t>(r), static_cast<std::size_t>(col)) = mine.values[static_cast<std::size_t>(r + col * vt)];
    }
    meta(static_cast<std::size_t>(vt)) = info > 0 ? c0 + info : 0;
  }

  void send_candidates(const candidates& c, std::int64_t, int to) {
    using unmanaged_t = Kokkos::View<const T*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
    using unmanaged_i = Kokkos::View<const std::int64_t*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
    comm::send(this->col_, unmanaged_t(c.values.data(), c.values.size()), to, 0);
    comm::send(this->col_, unmanaged_i(c.ids.data(), c.ids.size()), to, 1);
  }

  template <class V>
  std::int64_t run(const V& a, factorization_stats& stats) {
    const conflux_layout& L = this->layout_;
    const conflux_coords x = this->x_;
    const std::int64_t rows = this->rows_, cols = this->cols_;
    this->load(a);
    orig_of_.resize(static_cast<std::size_t>(rows));
    slot_of_.resize(static_cast<std::size_t>(rows));
    for (std::int64_t s = 0; s < rows; ++s) orig_of_[static_cast<std::size_t>(s)] = slot_of_[static_cast<std::size_t>(s)] = s;
    swap_log_.clear();
    swap_begin_.assign(1, 0);
    active_.assign(static_cast<std::size_t>(L.gr), 0);
    for (std::int64_t q = 0; q < L.gr; ++q) active_[static_cast<std::size_t>(q)] = L.row_count(q);
    std::int64_t info = 0;
    const host_matrix a00_host("pebble::distributed_lu A00", static_cast<std::size_t>(L.v), static_cast<std::size_t>(L.v));
    const host_index meta_host("pebble::distributed_lu pivots", static_cast<std::size_t>(L.v + 1));

    for (std::int64_t t = 0; t < L.steps(); ++t) {
      auto clock_start = base::clock::now();
      const std::int64_t c0 = t * L.v, vt = L.width(t), next = c0 + vt;
      const std::int64_t jt = L.col_owner(c0), lt = L.layer_of_step(t), arow = L.assembler_of_step(t);
      const std::int64_t pc0 = L.cols_before(x.j, c0);  // the panel's first local column (grid column jt)
      const std::int64_t ncol0 = L.cols_before(x.j, next), nc = cols - ncol0;
      const index_range mine = L.slice(vt, x.l);
      std::int64_t act = active_[static_cast<std::size_t>(x.i)];
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
      const Kokkos::View<T*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>> a00_flat(
          a00.data(), static_cast<std::size_t>(vt * vt));
      if (x.l == lt && x.j == jt && L.gr > 1) comm::broadcast(this->col_, a00_flat, 0);
      if (x.l == lt && x.i == arow && next < L.N && L.gc > 1) comm::broadcast(this->row_, a00_flat, static_cast<int>(jt));
      // row masking: this grid row's pivot rows leave the active prefix of the local rows
      std::vector<std::int64_t> swaps, my_rows, my_positions;
      std::vector<std::int64_t> chosen(static_cast<std::size_t>(L.gr), 0);
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
      const index_view pivot_slots = this->to_device(my_rows, "pebble::distributed_lu pivot slots");
      const index_view pivot_positions = this->to_device(my_positions, "pebble::distributed_lu pivot positions");
      const std::int64_t below = act, k_i = static_cast<std::int64_t>(my_rows.size());
      // (only the ranks that received A00 solve with it)
      const matrix a00_dev = x.l == lt && (x.j == jt || x.i == arow) ? this->a00_on_device(a00) : matrix();

      // 4. in layer lt the panel becomes A00's rows (pivot rows) and L10 = A10 U00^-1 (the others);
      //    L10's column slices go to the layers and along the grid rows
      if (x.j == jt && x.l == lt) {
        this->put_rows(pivot_slots, pivot_positions, a00_dev, 0, vt, pc0, vt);
        if (below > 0) detail::trsm_on(this->exec_, "R", "U", "N", "N", T(1), a00_dev, this->block(0, below, pc0, pc0 + vt));
      }
      const matrix left = base::buffer(this->left_store_, below, mine.size(), "pebble::distributed_lu L10");
      if (x.j == jt) {
        if (L.c > 1) this->scatter_slices(this->block(0, below, pc0, pc0 + vt), below, vt, lt, false, left);
        else Kokkos::deep_copy(this->exec_, left, this->block(0, below, pc0, pc0 + vt));
        this->exec_.fence();
      }
      if (L.gc > 1 && below > 0 && mine.size() > 0) comm::broadcast(this->exec_, this->row_, base::as_flat(left), static_cast<int>(jt));

      // 5. the pivot rows right of the panel: summed over the layers into layer lt, gathered at grid
      //    row arow, U01 = L00^-1 A01 there, its row slices to the layers and down the grid columns
      const matrix right = base::buffer(this->right_store_, mine.size(), nc, "pebble::distributed_lu U01");
      if (nc > 0) {
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
        if (x.i == arow) {
          matrix all;
          if (x.l == lt) {
            all = base::buffer(this->big_store_, vt, nc, "pebble::distributed_lu pivot rows");
            this->place_rows(all, pivot_positions, rows_now);
            for (std::int64_t q = 0; q < L.gr; ++q) {
              if (q == x.i || chosen[static_cast<std::size_t>(q)] == 0) continue;
              std::vector<std::int64_t> at;
              for (std::int64_t k = 0; k < vt; ++k)
                if (L.row_owner(meta(static_cast<std::size_t>(k))) == q) at.push_back(k);
              const matrix theirs = base::buffer(this->recv_store_, chosen[static_cast<std::size_t>(q)], nc,
                                                 "pebble::distributed_lu received rows");
              comm::recv(this->exec_, this->col_, base::as_flat(theirs), static_cast<int>(q));
              this->place_rows(all, this->to_device(at, "pebble::distributed_lu positions"), theirs);
            }
            detail::trsm_on(this->exec_, "L", "L", "N", "U", T(1), a00_dev, all);
          }
          if (L.c > 1) this->scatter_slices(all, nc, vt, lt, true, right);
          else Kokkos::deep_copy(this->exec_, right, all);
          this->exec_.fence();
        } else if (x.l == lt && k_i > 0) {
          comm::send(this->exec_, this->col_, base::as_flat(rows_now), static_cast<int>(arow));
        }
        if (L.gr > 1 && mine.size() > 0) comm::broadcast(this->exec_, this->col_, base::as_flat(right), static_cast<int>(arow));
        // the pivot rows keep U01 in the layer whose slice holds them, zero in the others
        this->put_rows(pivot_slots, pivot_positions, right, mine.begin, mine.end, ncol0, nc);
      }
      this->exec_.fence();
      stats.panel_seconds += base::seconds_since(clock_start);

      // 6. this layer's share of the Schur update: A11 -= L10[:, slice] U01[slice, :]
      clock_start = base::clock::now();
      if (below > 0 && nc > 0 && mine.size() > 0) {
        detail::gemm_on(this->exec_, "N", "N", T(-1), left, right, T(1), this->block(0, below, ncol0, cols));
        this->exec_.fence();
        stats.flops += 2 * below * mine.size() * nc;
      }
      stats.update_seconds += base::seconds_since(clock_start);
    }
    // back to the original local row order, then the layers' sum into the pieces
    unpermute();
    this->store(a, info, pivots_);
    return info;
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
    const auto first_column = [&](std::int64_t t) {
      return t < L.steps() ? L.cols_before(this->x_.j, t * L.v) : cols;
    };
    std::int64_t hi = first_column(done);
    restore_columns(slot, hi, cols);  // columns no panel reached (a singular matrix stops early)
    for (std::int64_t t = done - 1; t >= 0; --t) {
      const std::int64_t lo = first_column(t);
      restore_columns(slot, lo, hi);  // step t's panel, with the order after step t
      hi = lo;
      for (std::int64_t q = swap_begin_[static_cast<std::size_t>(t + 1)] - 2; q >= swap_begin_[static_cast<std::size_t>(t)];
           q -= 2) {
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
  std::vector<std::int64_t> swap_log_;            // every step's row swaps (pairs of slots), in turn
  std::vector<std::int64_t> swap_begin_;          // step t's swaps: swap_log_[swap_begin_[t] .. swap_begin_[t + 1])
  candidates held_[3];                            // the tournament's candidate sets
  std::vector<T> scratch_;                        // select_into's getrf copy
  std::vector<int> ipiv_;
  std::vector<std::int64_t> order_;
  std::vector<std::int64_t> active_;             // per grid row: rows not chosen as pivots yet
};

/// CONFCHOX: the distributed Cholesky factorization A = L Lᵀ of a symmetric positive definite
/// matrix (plan: grid25d with kind cholesky), ready to run many times; construction as for
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

 public:
  using execution_space = typename base::execution_space;

  distributed_cholesky(const comm::communicator& comm, const grid25d_plan& plan, const execution_space& exec = {})
      : base(comm, plan, factorization::cholesky, "pebble::distributed_cholesky", exec) {}

  /// Factors the matrix held in this rank's piece `a` (collective). Argument errors are agreed on by
  /// all ranks before any communication; a matrix that is not positive definite returns info > 0 on
  /// every rank (LAPACK's potrf convention; the pieces then hold the steps done so far).
  template <class V>
  factorization_stats operator()(const V& a) {
    return this->checked_run(a, [&](factorization_stats& s) { return run(a, s); });
  }

 private:
  using index_range_t = index_range;
  // One step's geometry on this rank.
  struct step_info {
    std::int64_t t = 0, c0 = 0, vt = 0, next = 0, jt = 0, it = 0, lt = 0, pc0 = 0, rs = 0, rb = 0, below = 0,
                 ncol0 = 0, nc = 0;
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
    if (owner) {
      this->copy_to_host(a00, this->block(s.rs, s.rs + s.vt, s.pc0, s.pc0 + s.vt));
      const int status = lapack::potrf_lower(s.vt, a00.data(), s.vt);
      meta(0) = status > 0 ? s.c0 + status : 0;
    }
    if (column && L.gr > 1) {  // L00's lower triangle only, packed by columns in a00's own storage
      const std::int64_t vt = s.vt;
      T* const d = a00.data();
      if (owner)
        for (std::int64_t col = 0, k = 0; col < vt; ++col)  // packed index <= column-major index
          for (std::int64_t r = col; r < vt; ++r) d[k++] = d[r + col * vt];
      comm::broadcast(this->col_, Kokkos::View<T*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>(
                                      d, static_cast<std::size_t>(vt * (vt + 1) / 2)),
                      static_cast<int>(s.it));
      for (std::int64_t col = vt - 1, k = vt * (vt + 1) / 2 - 1; col >= 0; --col) {  // back to column-major
        for (std::int64_t r = vt - 1; r >= col; --r) d[r + col * vt] = d[k--];
        for (std::int64_t r = 0; r < col; ++r) d[r + col * vt] = T(0);
      }
      comm::broadcast(this->col_, meta, static_cast<int>(s.it));
    }
    const int root = static_cast<int>(L.rank_of(s.it, s.jt, s.lt));
    if (L.ranks_used() > 1) {
      status_(0) = meta(0);
      status_req_ = comm::ibroadcast(this->used_, status_, root);
      status_posted_ = s.t;
      if (x.j == s.jt && x.l != s.lt) {
        status_req_.wait();
        meta(0) = status_(0);
      }
    }
    if (meta(0) != 0) return meta(0);
    if (column) {
      const matrix l00 = this->a00_on_device(a00);
      if (x.i == s.it) this->copy_lower(this->block(s.rs, s.rs + s.vt, s.pc0, s.pc0 + s.vt), l00);
      if (s.below > 0)
        detail::trsm_on(this->exec_, "R", "L", "T", "N", T(1), l00, this->block(s.rb, rows, s.pc0, s.pc0 + s.vt));
    }
    if (x.j == s.jt) {
      const matrix left = left_of(s);
      if (L.c > 1) this->scatter_slices(this->block(s.rb, rows, s.pc0, s.pc0 + s.vt), s.below, s.vt, s.lt, false, left);
      else Kokkos::deep_copy(this->exec_, left, this->block(s.rb, rows, s.pc0, s.pc0 + s.vt));
      this->exec_.fence();
      if (L.gc > 1 && s.below > 0 && s.mine.size() > 0) {
        row_req_ = comm::ibroadcast(this->exec_, this->row_, base::as_flat(left), static_cast<int>(s.jt));
        row_posted_ = s.t;
      }
    }
    return 0;
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
      const auto column_part = Kokkos::subview(upper, typename base::pair(static_cast<std::size_t>(u0),
                                                                           static_cast<std::size_t>(u0 + width)),
                                               Kokkos::ALL());
      if (L.row_owner(first_row) == x.i) {  // the diagonal block: its lower triangle only
        const matrix product = base::buffer(this->scratch_store_, width, width, "pebble::distributed_cholesky diagonal");
        const auto row_part = Kokkos::subview(left, typename base::pair(static_cast<std::size_t>(r0 - s.rb),
                                                                         static_cast<std::size_t>(r0 - s.rb + width)),
                                              Kokkos::ALL());
        detail::gemm_on(this->exec_, "N", "T", T(1), row_part, column_part, T(0), product);
        this->subtract_lower(this->block(r0, r0 + width, lc, lc + width), product);
        stats.flops += 2 * width * width * sz;
        r0 += width;
      }
      if (r0 < rows) {
        const auto row_part = Kokkos::subview(left, typename base::pair(static_cast<std::size_t>(r0 - s.rb),
                                                                         static_cast<std::size_t>(s.below)),
                                              Kokkos::ALL());
        detail::gemm_on(this->exec_, "N", "T", T(-1), row_part, column_part, T(1), this->block(r0, rows, lc, lc + width));
        stats.flops += 2 * (rows - r0) * width * sz;
      }
      // let MPI move the next panel's messages posted ahead (it progresses only inside MPI calls)
      if (row_req_.active()) row_req_.test();
      if (status_req_.active()) status_req_.test();
    }
    this->exec_.fence();
  }

  // The panel of step t + 1 is factored ahead: its grid column (in every layer) updates that
  // panel's columns first, sums them into the panel's layer, factors it and posts its messages,
  // then finishes step t's update while the other ranks finish theirs (a look-ahead of depth one).
  // The messages are those of the plain schedule.
  template <class V>
  std::int64_t run(const V& a, factorization_stats& stats) {
    const conflux_layout& L = this->layout_;
    const conflux_coords x = this->x_;
    this->load(a);
    std::int64_t info = 0;
    const host_matrix a00_host("pebble::distributed_cholesky A00", static_cast<std::size_t>(L.v),
                               static_cast<std::size_t>(L.v));
    const host_index meta("pebble::distributed_cholesky status", 1);
    std::int64_t factored = -1, known = 0;  // the step whose panel this rank has factored, its status
    status_posted_ = row_posted_ = -1;
    for (std::int64_t t = 0; t < L.steps(); ++t) {
      auto clock_start = base::clock::now();
      const step_info s = geometry(t);
      ++stats.steps;
      const host_matrix a00(a00_host.data(), static_cast<std::size_t>(s.vt), static_cast<std::size_t>(s.vt));
      // 1.-4. the panel, unless this rank factored it ahead during the previous step
      std::int64_t status = factored == t ? known : factor_panel(s, a00, meta);
      if (L.ranks_used() > 1) {  // every rank learns the status
        if (status_posted_ != t) {
          status_req_ = comm::ibroadcast(this->used_, status_, static_cast<int>(L.rank_of(s.it, s.jt, s.lt)));
          status_posted_ = t;
        }
        status_req_.wait();
        status = status_(0);
      }
      if (status != 0) {
        info = status;
        stats.panel_seconds += base::seconds_since(clock_start);
        break;
      }
      // 4. L10's slices along the grid rows; 5. grid column j's rows of L10 down the grid column
      const matrix left = left_of(s);
      if (L.gc > 1 && s.below > 0 && s.mine.size() > 0) {
        if (row_posted_ != t) {
          row_req_ = comm::ibroadcast(this->exec_, this->row_, base::as_flat(left), static_cast<int>(s.jt));
          row_posted_ = t;
        }
        row_req_.wait();
      }
      matrix upper = left;  // grid column j's rows of L10 (square layer, x.i == x.j: this rank's own;
                            // one grid row: all of L10's rows are here, update() picks them)
      if (L.gr > 1 && L.gr != L.gc) {
        upper = base::buffer(this->right_store_, s.nc, s.mine.size(), "pebble::distributed_cholesky L10 transposed");
        transpose_panel(left, upper, s.next, s.ncol0);
      } else if (L.gr == L.gc) {
        // grid row j's rows of L10 but the matrix's last block, which only grid row j updates
        const std::int64_t n = L.transposed_from(x.j, x.j, s.next);
        if (x.i != x.j) upper = base::buffer(this->right_store_, n, s.mine.size(), "pebble::distributed_cholesky L10 transposed");
        if (L.gr > 1 && n > 0 && s.mine.size() > 0) {
          matrix sent = upper;
          if (x.i == x.j && n < s.nc) {  // the root sends the first n rows of its L10, packed
            sent = base::buffer(this->send_store_, n, s.mine.size(), "pebble::distributed_cholesky L10 transposed");
            Kokkos::deep_copy(this->exec_, sent,
                              Kokkos::subview(left, typename base::pair(0, static_cast<std::size_t>(n)), Kokkos::ALL()));
            this->exec_.fence();
          }
          comm::broadcast(this->exec_, this->col_, base::as_flat(sent), static_cast<int>(x.j));
        }
      }
      this->exec_.fence();
      stats.panel_seconds += base::seconds_since(clock_start);

      // 6. this layer's share of the update; with look-ahead, step t + 1's panel first
      clock_start = base::clock::now();
      std::int64_t lc = s.ncol0;
      if (t + 1 < L.steps() && x.j == L.col_owner(s.next)) {
        const std::int64_t w = std::min(L.v, this->cols_ - lc);  // step t + 1's panel: this rank's first columns
        update(s, left, upper, lc, lc + w, stats);
        lc += w;
        stats.update_seconds += base::seconds_since(clock_start);
        clock_start = base::clock::now();
        const step_info n = geometry(t + 1);
        const host_matrix next_a00(a00_host.data(), static_cast<std::size_t>(n.vt), static_cast<std::size_t>(n.vt));
        known = factor_panel(n, next_a00, meta);
        factored = t + 1;
        stats.panel_seconds += base::seconds_since(clock_start);
        clock_start = base::clock::now();
        if (known != 0) {  // the panel failed: the others stop at step t + 1; keep step t whole
          update(s, left, upper, lc, this->cols_, stats);
          stats.update_seconds += base::seconds_since(clock_start);
          continue;
        }
      }
      update(s, left, upper, lc, this->cols_, stats);
      stats.update_seconds += base::seconds_since(clock_start);
    }
    if (status_req_.active()) status_req_.wait();
    if (row_req_.active()) row_req_.wait();
    this->store(a, info, {});
    return info;
  }

  Kokkos::View<T*, MemorySpace> left_odd_;  // the L10 of odd steps (left_store_: even steps)
  host_index status_{"pebble::distributed_cholesky status to every rank", 1};
  comm::request status_req_, row_req_;
  std::int64_t status_posted_ = -1, row_posted_ = -1;  // the steps whose broadcasts were posted

 public:  // (for nvcc's extended lambdas)
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
        if (L.gr > 1) comm::broadcast(this->exec_, this->col_, base::as_flat(packed), static_cast<int>(from));
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
