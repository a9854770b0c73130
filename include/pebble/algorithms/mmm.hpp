// Distributed matrix multiplication C = alpha A B + beta C on MPI ranks with the COSMA schedule
// (thesis Algorithm 1, §3.7.2-§3.7.3): the grid, rounds and buffers of a pebble::mmm_plan, A and
// B gathered along the grid's j and i dimensions in rounds with double buffering (the next round's
// non-blocking all-gathers are in flight while the current round is multiplied with
// KokkosBlas::gemm), and the partial results of C reduce-scattered along k. Where a row or column
// of the grid runs on one node and its memory space has a node IPC backend (device memory on a
// CUDA build, comm/node_ipc.hpp), each rank copies its rounds out of the others' pieces itself.
#pragma once

#include <KokkosBlas1_axpby.hpp>
#include <KokkosBlas3_gemm.hpp>
#include <Kokkos_Core.hpp>

#include <array>
#include <chrono>
#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <pebble/comm/collectives.hpp>
#include <pebble/comm/communicator.hpp>
#include <pebble/comm/node_ipc.hpp>
#include <pebble/comm/traffic.hpp>
#include <pebble/core/error.hpp>
#include <pebble/tiling/cosma.hpp>
#include <pebble/tiling/mmm_layout.hpp>

namespace pebble {

/// What one distributed multiplication did on this rank.
struct mmm_stats {
  double seconds = 0;              ///< the whole call (after the argument checks)
  double gemm_seconds = 0;         ///< local multiplies
  double wait_seconds = 0;         ///< waiting for A/B rounds that had not arrived yet
  double reduce_seconds = 0;       ///< the reduce-scatter of C and the beta update
  std::int64_t rounds = 0;         ///< rounds this rank ran
  std::int64_t flops = 0;          ///< 2 m n k of this rank's local multiplies
  comm::traffic_counters traffic;  ///< words this call sent and received (comm/traffic.hpp)
};

/// A rank's pieces of A, B or C in pebble's blocked layout: column-major arrays of
/// mmm_piece::stored_rows() x stored_cols() (B is stored transposed, see mmm_layout).
template <class T, class MemorySpace = Kokkos::DefaultExecutionSpace::memory_space>
using mmm_local_matrix = Kokkos::View<T**, Kokkos::LayoutLeft, MemorySpace>;

/// Allocates this rank's piece of `operand` (0 x 0 on an idle rank).
template <class T, class MemorySpace = Kokkos::DefaultExecutionSpace::memory_space>
mmm_local_matrix<T, MemorySpace> allocate_piece(const mmm_layout& layout, mmm_operand operand, int rank,
                                                const std::string& label = "pebble::mmm piece") {
  const mmm_piece p = layout.piece(operand, rank);
  return mmm_local_matrix<T, MemorySpace>(label, static_cast<std::size_t>(p.stored_rows()),
                                          static_cast<std::size_t>(p.stored_cols()));
}

/// The third template argument of distributed_mmm when the plan is given at run time.
struct run_time_plan {
  friend constexpr bool operator==(run_time_plan, run_time_plan) = default;
};

namespace detail {

// KokkosBlas::gemm / axpby on an execution-space instance where Kokkos Kernels has the overload
// (4.x), else on the default instance followed by a fence of `exec` (3.x): either way the result
// is complete once `exec` is fenced.
template <class Exec, class A, class B, class C, class T>
void gemm_on(const Exec& exec, const char* ta, const char* tb, T alpha, const A& a, const B& b, T beta, const C& c) {
  if constexpr (requires { KokkosBlas::gemm(exec, ta, tb, alpha, a, b, beta, c); })
    KokkosBlas::gemm(exec, ta, tb, alpha, a, b, beta, c);
  else KokkosBlas::gemm(ta, tb, alpha, a, b, beta, c);
}
template <class Exec, class X, class Y, class T>
void axpby_on(const Exec& exec, T a, const X& x, T b, const Y& y) {
  if constexpr (requires { KokkosBlas::axpby(exec, a, x, b, y); }) KokkosBlas::axpby(exec, a, x, b, y);
  else KokkosBlas::axpby(a, x, b, y);
}

}  // namespace detail

/// The distributed multiplication of a plan, ready to run many times: the sub-communicators of
/// the grid's rows, columns and fibres and the round buffers are made once (construction is
/// collective over `comm`). T is float or double; MemorySpace holds the pieces and buffers; the
/// local multiplies run on an instance of its execution space (default: the default instance).
///
/// The plan is a constructor argument (`distributed_mmm<double, Space> mmm(comm, plan)`) or, when it
/// is a constant, the third template argument: `distributed_mmm<double, Space, plan> mmm(comm)`.
/// The constant form checks the plan at compile time (memory, rounds, the grid's rank count) and
/// exposes its grid and buffer sizes as constant expressions (static_grid, static_extra_words).
///
/// Memory: besides the user's pieces a rank holds min(plan.buffers, rounds) round buffers of A
/// (m h words, only when pn > 1) and of B (n h, only when pm > 1) and, when pk > 1, an m x n
/// buffer of partial results — at most plan.memory_used <= S words (extra_words()).
template <class T, class MemorySpace = Kokkos::DefaultExecutionSpace::memory_space, auto Plan = run_time_plan{}>
class distributed_mmm {
  static_assert(std::is_same_v<T, double> || std::is_same_v<T, float>,
                "pebble::distributed_mmm multiplies float or double matrices.");
  // decltype of a class-type template parameter: const T for g++, T for nvcc's front end, const T&
  // for the host compiler after it
  using plan_type = std::remove_cvref_t<decltype(Plan)>;
  static constexpr bool constant_plan = std::is_same_v<plan_type, mmm_plan>;
  static_assert(constant_plan || std::is_same_v<plan_type, run_time_plan>,
                "pebble::distributed_mmm: the third template argument must be a pebble::mmm_plan constant "
                "(from pebble::plan_mmm) or left out for a plan given at run time.");

  static constexpr mmm_plan checked_constant_plan() {
    if constexpr (constant_plan) {
      static_assert(Plan.grid.ranks() == Plan.ranks_used && Plan.ranks_used <= Plan.p,
                    "pebble::distributed_mmm: the constant plan's grid does not match its rank count; "
                    "make it with pebble::plan_mmm.");
      static_assert(Plan.memory_used <= Plan.S && Plan.k_per_round >= 1 && Plan.rounds >= 1,
                    "pebble::distributed_mmm: the constant plan's rounds do not fit its memory S; make it "
                    "with pebble::plan_mmm.");
      return Plan;
    } else {
      return {};
    }
  }

 public:
  using value_type = T;
  using memory_space = MemorySpace;
  using execution_space = typename MemorySpace::execution_space;
  using matrix = mmm_local_matrix<T, MemorySpace>;

  /// The constant plan (only with a plan template argument).
  static constexpr mmm_plan static_plan = checked_constant_plan();
  /// Its grid [pm, pn, pk], a constant expression (only with a plan template argument).
  static constexpr mmm_grid static_grid = static_plan.grid;
  /// The most words of round and partial-result buffers a rank of the constant plan allocates:
  /// plan.memory_used less the C block when pk = 1 (the rank then accumulates into its own C piece).
  static constexpr std::int64_t static_extra_words =
      static_plan.memory_used - (static_plan.grid.k > 1 ? 0 : static_plan.words_c);

  /// Checks the plan against the communicator (identically on every rank: plan.p must be the
  /// number of ranks, and every rank must pass the same plan) and builds the sub-communicators.
  distributed_mmm(const comm::communicator& comm, const mmm_plan& plan, const execution_space& exec = {})
    requires(!constant_plan)
      : distributed_mmm(comm, plan, exec, 0) {}
  /// The same for the constant plan of the template argument.
  explicit distributed_mmm(const comm::communicator& comm, const execution_space& exec = {})
    requires(constant_plan)
      : distributed_mmm(comm, static_plan, exec, 0) {}

  const mmm_plan& plan() const { return plan_; }
  const mmm_layout& layout() const { return layout_; }
  /// The execution-space instance the local multiplies and the C update run on.
  const execution_space& space() const { return exec_; }
  /// Whether this rank is in the grid (ranks the grid leaves idle hold nothing and only take part
  /// in the argument checks).
  bool active() const { return layout_.active(rank_); }
  /// Whether the last call's rounds of A (along this rank's row of the grid) and of B (along its
  /// column) went through node IPC (comm/node_ipc.hpp): the members run on one node, its memory
  /// space has a backend, PEBBLE_NODE_IPC allows it on every rank, and the pieces could be exposed.
  std::pair<bool, bool> node_ipc() const { return {a_ipc_, b_ipc_}; }
  /// Words of the round and partial-result buffers this rank allocated.
  std::int64_t extra_words() const {
    std::int64_t w = static_cast<std::int64_t>(partial_.size());
    for (int b = 0; b < 2; ++b) w += static_cast<std::int64_t>(a_round_[b].size() + b_round_[b].size());
    return w;
  }

  /// C = alpha A B + beta C on the pieces of this rank (allocate_piece). Collective over the
  /// communicator. Argument errors (pieces of the wrong shape) are agreed on by all ranks first.
  /// The result is complete when the call returns (the execution-space instance is fenced).
  template <class VA, class VB, class VC>
  mmm_stats operator()(T alpha, const VA& a, const VB& b, T beta, const VC& c) {
    check_pieces(a, b, c);
    const comm::traffic_counters before = comm::traffic();
    mmm_stats stats;
    const auto start = clock::now();
    if (active()) run(alpha, a.data(), b.data(), beta, c.data(), stats);
    stats.seconds = seconds_since(start);
    stats.traffic = comm::traffic() - before;
    return stats;
  }

 private:
  // node IPC (comm/node_ipc.hpp), where the memory space has a backend
  static constexpr bool has_ipc = comm::has_node_ipc_backend<MemorySpace>;
  using exposure = comm::node_exposure_for<MemorySpace>;

  distributed_mmm(const comm::communicator& comm, const mmm_plan& plan, const execution_space& exec, int)
      : comm_(comm), plan_(plan), layout_(plan), rank_(comm.rank()), exec_(exec) {
    comm::agree_on(comm_, [&] {
      check(plan.p == comm_.size(), "pebble::distributed_mmm: the plan is for p=", plan.p,
            " ranks, but the communicator has ", comm_.size());
    });
    const std::array<std::int64_t, 8> values{plan.M,      plan.N,      plan.K,      plan.S,
                                             plan.grid.m, plan.grid.n, plan.grid.k, plan.k_per_round};
    static constexpr std::array<const char*, 8> names{"M", "N", "K", "S", "pm", "pn", "pk", "h"};
    comm::agree_equal(comm_, values, names);

    const mmm_grid& g = plan.grid;
    const bool active = layout_.active(rank_);
    const mmm_coords x = active ? layout_.coords(rank_) : mmm_coords{};
    // rows of the grid: ranks (i, ., l) share A[rows(i), depth(l)], ordered by j
    row_ = comm_.split(active ? static_cast<int>(x.i + g.m * x.l) : -1, static_cast<int>(x.j));
    // columns: ranks (., j, l) share B[depth(l), cols(j)], ordered by i
    col_ = comm_.split(active ? static_cast<int>(x.j + g.n * x.l) : -1, static_cast<int>(x.i));
    // fibres: ranks (i, j, .) sum their partial C[rows(i), cols(j)], ordered by l
    fibre_ = comm_.split(active ? static_cast<int>(x.i + g.m * x.j) : -1, static_cast<int>(x.l));
    // node IPC for the rows and columns whose ranks share a node, where every rank allows it
    if (comm::node_ipc_enabled_everywhere<MemorySpace>(comm_) && active) {
      row_ipc_ = g.n > 1 && comm::on_one_node(row_);
      col_ipc_ = g.m > 1 && comm::on_one_node(col_);
    }
    // the buffers, agreed on: a rank that cannot allocate its buffers fails every rank with the
    // same error instead of leaving them waiting in the first multiplication
    comm::agree_on(comm_, [&] {
      if (!active) return;
      try {
        allocate_buffers(x);
      } catch (const std::exception&) {  // std::bad_alloc, or Kokkos' runtime_error naming the label
        throw error(format_message("pebble::distributed_mmm: rank ", rank_,
                                   " cannot allocate its round and partial-result "
                                   "buffers (up to ",
                                   plan_.memory_used,
                                   " words with its block of C, the plan's memory_used); "
                                   "give the plan less memory per rank (S)"));
      }
    });
  }

  void allocate_buffers(const mmm_coords& x) {
    const mmm_grid& g = plan_.grid;
    coords_ = x;
    m_ = layout_.rows(x.i).size();
    n_ = layout_.cols(x.j).size();
    depth_ = layout_.depth(x.l);
    h_ = plan_.k_per_round;
    rounds_ = ceil_div(depth_.size(), h_);
    const std::int64_t width = h_ < depth_.size() ? h_ : depth_.size();
    buffers_ = rounds_ > 1 ? plan_.buffers : 1;
    for (int b = 0; b < buffers_; ++b) {
      if (g.n > 1) a_round_[b] = flat_view("pebble::mmm A round", m_ * width);
      if (g.m > 1) b_round_[b] = flat_view("pebble::mmm B round", n_ * width);
    }
    if (g.k > 1) partial_ = flat_view("pebble::mmm partial C", m_ * n_);
  }

  using clock = comm::mpi_clock;  // simulated time under SMPI
  using flat = Kokkos::View<T*, MemorySpace>;
  using unmanaged_1d = Kokkos::View<T*, MemorySpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
  using unmanaged_2d = Kokkos::View<T**, Kokkos::LayoutLeft, MemorySpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

  static flat flat_view(const char* label, std::int64_t words) {
    return flat(Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string(label)), static_cast<std::size_t>(words));
  }
  static double seconds_since(clock::time_point t) { return std::chrono::duration<double>(clock::now() - t).count(); }

  template <class V>
  static constexpr bool piece_view =
      Kokkos::is_view<V>::value && V::rank == 2 && std::is_same_v<typename V::array_layout, Kokkos::LayoutLeft> &&
      std::is_same_v<std::remove_const_t<typename V::value_type>, T> &&
      std::is_same_v<typename V::memory_space, MemorySpace>;

  template <class VA, class VB, class VC>
  void check_pieces(const VA& a, const VB& b, const VC& c) const {
    static_assert(piece_view<VA> && piece_view<VB> && piece_view<VC>,
                  "pebble::distributed_mmm: A, B and C must be rank-2 LayoutLeft Kokkos views of the "
                  "multiplication's element type in its memory space (see allocate_piece).");
    static_assert(!std::is_const_v<typename VC::value_type>, "pebble::distributed_mmm: C must be writable.");
    comm::agree_on(comm_, [&] {
      const char* names[3] = {"A", "B", "C"};
      const mmm_operand operands[3] = {mmm_operand::a, mmm_operand::b, mmm_operand::c};
      const std::int64_t extents[3][2] = {
          {static_cast<std::int64_t>(a.extent(0)), static_cast<std::int64_t>(a.extent(1))},
          {static_cast<std::int64_t>(b.extent(0)), static_cast<std::int64_t>(b.extent(1))},
          {static_cast<std::int64_t>(c.extent(0)), static_cast<std::int64_t>(c.extent(1))}};
      for (int o = 0; o < 3; ++o) {
        const mmm_piece p = layout_.piece(operands[o], rank_);
        check(extents[o][0] == p.stored_rows() && extents[o][1] == p.stored_cols(), "pebble::distributed_mmm: the ",
              names[o], " piece of rank ", rank_, " is ", extents[o][0], " x ", extents[o][1], ", the layout gives it ",
              p.stored_rows(), " x ", p.stored_cols(),
              (operands[o] == mmm_operand::b ? " (B is stored transposed)" : ""));
      }
      check(a.span_is_contiguous() && b.span_is_contiguous() && c.span_is_contiguous(),
            "pebble::distributed_mmm: the pieces must be contiguous views");
    });
  }

  // Counts of one round's all-gather: member q of a group of `parts` owns chunk q of the depth
  // range; it contributes (chunk q ∩ [lo, hi)) x `words_per_slice` words.
  std::vector<std::int64_t> round_counts(std::int64_t parts, std::int64_t lo, std::int64_t hi,
                                         std::int64_t words_per_slice) const {
    std::vector<std::int64_t> counts(static_cast<std::size_t>(parts));
    for (std::int64_t q = 0; q < parts; ++q) {
      const index_range ch = mmm_layout::chunk(depth_, parts, q);
      const std::int64_t b = ch.begin > lo ? ch.begin : lo, e = ch.end < hi ? ch.end : hi;
      counts[static_cast<std::size_t>(q)] = e > b ? (e - b) * words_per_slice : 0;
    }
    return counts;
  }

  struct round_data {
    const T* a = nullptr;  // m x w, column-major
    const T* b = nullptr;  // n x w, column-major (B transposed)
    std::int64_t width = 0;
    comm::request a_request, b_request;
  };

  // Starts the transfer of round r into buffer slot `slot` (or points at the own piece when the
  // group has one member).
  void post(std::int64_t r, int slot, const T* a_piece, const T* b_piece, round_data& out) {
    const std::int64_t lo = depth_.begin + r * h_, hi = lo + h_ < depth_.end ? lo + h_ : depth_.end;
    out.width = hi - lo;
    const mmm_grid& g = plan_.grid;
    out.a = gather_slices(row_, g.n, coords_.j, m_, a_piece, a_round_[slot], lo, hi, out.a_request,
                          a_ipc_ ? &a_exposed_ : nullptr);
    out.b = gather_slices(col_, g.m, coords_.i, n_, b_piece, b_round_[slot], lo, hi, out.b_request,
                          b_ipc_ ? &b_exposed_ : nullptr);
  }

  // The k-slices [lo, hi) of one operand, `words_per_slice` words each: this rank's piece holds
  // chunk `own_part` of the depth range cut into `parts`; the group's all-gather fills `buffer`
  // (started here, completed by `request`), or, given the members' pieces `exposed` (by run),
  // their copies out of each other's pieces. A group of one member already holds every slice.
  const T* gather_slices(const comm::communicator& group, std::int64_t parts, std::int64_t own_part,
                         std::int64_t words_per_slice, const T* piece, const flat& buffer, std::int64_t lo,
                         std::int64_t hi, comm::request& request, const exposure* exposed) const {
    if (parts == 1) return piece + (lo - depth_.begin) * words_per_slice;
    const std::vector<std::int64_t> counts = round_counts(parts, lo, hi, words_per_slice);
    // where member q's words start in its piece, which holds chunk q of the depth range
    std::vector<std::int64_t> first(static_cast<std::size_t>(parts));
    for (std::int64_t q = 0; q < parts; ++q) {
      const index_range ch = mmm_layout::chunk(depth_, parts, q);
      first[static_cast<std::size_t>(q)] =
          counts[static_cast<std::size_t>(q)] > 0 ? ((ch.begin > lo ? ch.begin : lo) - ch.begin) * words_per_slice : 0;
    }
    const std::int64_t received = (hi - lo) * words_per_slice;
    if constexpr (has_ipc) {
      if (exposed != nullptr) {
        request = comm::ipc_all_gatherv<T>(exec_, *exposed, group, counts, first, buffer.data(), received);
        return buffer.data();
      }
    }
    (void)exposed;
    const std::int64_t words = counts[static_cast<std::size_t>(own_part)];
    const unmanaged_1d send(const_cast<T*>(piece) + first[static_cast<std::size_t>(own_part)],
                            static_cast<std::size_t>(words));
    const unmanaged_1d recv(buffer.data(), static_cast<std::size_t>(received));
    request = comm::iall_gatherv(group, send, recv, counts);
    return buffer.data();
  }

  // Exposes this rank's pieces to its row and column where they read each other's through node
  // IPC (a collective over each); sets a_ipc_ and b_ipc_ to whether this call's rounds use it.
  void expose_pieces(const T* a_piece, const T* b_piece) {
    a_ipc_ = b_ipc_ = false;
    if constexpr (has_ipc) {
      const auto bytes = [&](mmm_operand o) {
        const mmm_piece p = layout_.piece(o, rank_);
        return static_cast<std::size_t>(p.stored_rows() * p.stored_cols()) * sizeof(T);
      };
      if (row_ipc_) a_ipc_ = a_exposed_.expose(row_, a_piece, bytes(mmm_operand::a));
      if (col_ipc_) b_ipc_ = b_exposed_.expose(col_, b_piece, bytes(mmm_operand::b));
    } else {
      (void)a_piece, (void)b_piece;
    }
  }

  void run(T alpha, const T* a_piece, const T* b_piece, T beta, T* c_piece, mmm_stats& stats) {
    const mmm_grid& g = plan_.grid;
    // pk == 1: this rank owns all of C[rows(i), cols(j)] and accumulates into it directly.
    T* target = g.k > 1 ? partial_.data() : c_piece;
    const unmanaged_2d c_block(target, static_cast<std::size_t>(m_), static_cast<std::size_t>(n_));
    // Double buffering: round r + 1 arrives in the other slot while round r is multiplied. One
    // buffer (the plan's buffers = 1): round r + 1 is posted into the same slot once round r's
    // gemm has finished reading it.
    std::array<round_data, 2> slots;
    expose_pieces(a_piece, b_piece);
    post(0, 0, a_piece, b_piece, slots[0]);
    for (std::int64_t r = 0; r < rounds_; ++r) {
      const int slot = buffers_ == 2 ? static_cast<int>(r % 2) : 0, next = buffers_ == 2 ? 1 - slot : 0;
      if (buffers_ == 2 && r + 1 < rounds_) {
        // slot `next` was read by the previous round's gemm: let it finish first
        exec_.fence();
        slots[static_cast<std::size_t>(next)] = round_data{};
        post(r + 1, next, a_piece, b_piece, slots[static_cast<std::size_t>(next)]);
      }
      round_data& d = slots[static_cast<std::size_t>(slot)];
      auto t = clock::now();
      d.a_request.wait();
      d.b_request.wait();
      stats.wait_seconds += seconds_since(t);

      t = clock::now();
      const unmanaged_2d a_round(const_cast<T*>(d.a), static_cast<std::size_t>(m_), static_cast<std::size_t>(d.width));
      const unmanaged_2d b_round(const_cast<T*>(d.b), static_cast<std::size_t>(n_), static_cast<std::size_t>(d.width));
      const T beta_r = r > 0 ? T(1) : (g.k > 1 ? T(0) : beta);
      // While the next round's MPI transfers are in flight the multiply goes in column pieces with
      // a test of them between the pieces: an MPI moves a non-blocking all-gather on only inside MPI
      // calls, one stage of its ring per call at most. Rounds copied through node IPC need no such
      // test (it would fence the stream between the pieces instead).
      round_data* in_flight = buffers_ == 2 && r + 1 < rounds_ ? &slots[static_cast<std::size_t>(next)] : nullptr;
      comm::request* moving[2] = {in_flight != nullptr && !a_ipc_ ? &in_flight->a_request : nullptr,
                                  in_flight != nullptr && !b_ipc_ ? &in_flight->b_request : nullptr};
      const bool by_mpi =
          (moving[0] != nullptr && moving[0]->active()) || (moving[1] != nullptr && moving[1]->active());
      const std::int64_t pieces = by_mpi ? progress_pieces() : 1;
      for (std::int64_t q = 0; q < pieces; ++q) {
        const auto cols = std::pair<std::size_t, std::size_t>(static_cast<std::size_t>(n_ * q / pieces),
                                                              static_cast<std::size_t>(n_ * (q + 1) / pieces));
        detail::gemm_on(exec_, "N", "T", alpha, a_round, Kokkos::subview(b_round, cols, Kokkos::ALL()), beta_r,
                        Kokkos::subview(c_block, Kokkos::ALL(), cols));
        for (comm::request* x : moving)
          if (x != nullptr && x->active()) x->test();
      }
      exec_.fence();
      stats.gemm_seconds += seconds_since(t);
      stats.flops += 2 * m_ * n_ * d.width;
      if (buffers_ == 1 && r + 1 < rounds_) {
        d = round_data{};
        post(r + 1, next, a_piece, b_piece, d);
      }
    }
    stats.rounds = rounds_;
    // every member has copied what it needs out of the others' pieces: the caller may change them
    if (a_ipc_) row_.barrier();
    if (b_ipc_) col_.barrier();
    if (g.k == 1) return;

    auto t = clock::now();
    std::vector<std::int64_t> counts(static_cast<std::size_t>(g.k));
    for (std::int64_t l = 0; l < g.k; ++l)
      counts[static_cast<std::size_t>(l)] = mmm_layout::chunk(layout_.cols(coords_.j), g.k, l).size() * m_;
    comm::reduce_scatter(fibre_, partial_, counts);
    const std::int64_t own = counts[static_cast<std::size_t>(coords_.l)];
    const unmanaged_1d sum(partial_.data(), static_cast<std::size_t>(own));
    const unmanaged_1d mine(c_piece, static_cast<std::size_t>(own));
    detail::axpby_on(exec_, T(1), sum, beta, mine);  // C = beta C + sum of alpha-scaled partials
    exec_.fence();
    stats.reduce_seconds += seconds_since(t);
  }

  // Column pieces of a round's multiply that overlaps the next round's transfer: one more than the
  // stages of the longer ring (a group of g ranks all-gathers in g - 1 stages), each at least 64
  // columns.
  std::int64_t progress_pieces() const {
    const std::int64_t calls = (plan_.grid.m > plan_.grid.n ? plan_.grid.m : plan_.grid.n);
    const std::int64_t most = n_ / 64;
    const std::int64_t pieces = calls < most ? calls : most;
    return pieces > 1 ? pieces : 1;
  }

  comm::communicator comm_, row_, col_, fibre_;
  mmm_plan plan_;
  mmm_layout layout_;
  int rank_ = 0;
  execution_space exec_;
  mmm_coords coords_{};
  std::int64_t m_ = 0, n_ = 0, h_ = 1, rounds_ = 0;
  int buffers_ = 1;  // round buffers of A and B allocated (2: double buffering)
  index_range depth_{};
  std::array<flat, 2> a_round_, b_round_;
  flat partial_;
  bool row_ipc_ = false, col_ipc_ = false;  // the row, the column on one node, node IPC allowed
  bool a_ipc_ = false, b_ipc_ = false;      // this call's rounds of A, of B through node IPC
  exposure a_exposed_, b_exposed_;          // the pieces of A to the row, of B to the column
};

}  // namespace pebble
