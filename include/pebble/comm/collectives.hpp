// Typed MPI collectives and point-to-point operations on contiguous Kokkos views, blocking and
// non-blocking, templated on the view's memory space, with pebble's communication accounting
// (comm/traffic.hpp). Arguments are checked before any communication.
//
// Memory spaces: a view the host can access is handed to MPI directly. A device view is staged
// through a host buffer from comm/staging.hpp's cache (page-locked where Kokkos has it), unless
// MPI reads device memory (comm::mpi_device_aware: PEBBLE_MPI_DEVICE_AWARE=1 in the environment,
// or a CUDA-aware Open MPI or MPICH that says so), in which case its pointer goes to MPI as is.
#pragma once

#include <mpi.h>

#include <Kokkos_Core.hpp>

#include <algorithm>
#include <climits>
#include <complex>
#include <cstring>
#include <cstdint>
#include <functional>
#include <memory>
#include <numeric>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

#include <pebble/comm/communicator.hpp>
#include <pebble/comm/staged.hpp>
#include <pebble/comm/staging.hpp>
#include <pebble/comm/traffic.hpp>
#include <pebble/core/error.hpp>

namespace pebble::comm {

/// The reduction of reduce, all_reduce and reduce_scatter.
enum class reduction { sum, prod, min, max };

/// A Kokkos view (any rank, layout and memory space).
template <class V>
concept kokkos_view = Kokkos::is_view<V>::value;

namespace detail {

template <class T>
inline constexpr bool always_false = false;

// std::complex<T> has the layout of C's T _Complex. SMPI's mpi.h defines MPI_CXX_DOUBLE_COMPLEX
// and MPI_CXX_FLOAT_COMPLEX through variables it declares under other names (SimGrid 3.32), so
// there the C types stand in.
#ifdef SMPI_SHARED_MALLOC
inline MPI_Datatype complex_double() { return MPI_C_DOUBLE_COMPLEX; }
inline MPI_Datatype complex_float() { return MPI_C_FLOAT_COMPLEX; }
#else
inline MPI_Datatype complex_double() { return MPI_CXX_DOUBLE_COMPLEX; }
inline MPI_Datatype complex_float() { return MPI_CXX_FLOAT_COMPLEX; }
#endif

template <class T>
MPI_Datatype mpi_datatype() {
  using U = std::remove_cv_t<T>;
  if constexpr (std::is_same_v<U, double>) return MPI_DOUBLE;
  else if constexpr (std::is_same_v<U, float>) return MPI_FLOAT;
  else if constexpr (std::is_same_v<U, long double>) return MPI_LONG_DOUBLE;
  else if constexpr (std::is_same_v<U, std::complex<double>>) return complex_double();
  else if constexpr (std::is_same_v<U, std::complex<float>>) return complex_float();
  else if constexpr (std::is_same_v<U, char>) return MPI_CHAR;
  else if constexpr (std::is_same_v<U, signed char>) return MPI_SIGNED_CHAR;
  else if constexpr (std::is_same_v<U, unsigned char>) return MPI_UNSIGNED_CHAR;
  else if constexpr (std::is_same_v<U, short>) return MPI_SHORT;
  else if constexpr (std::is_same_v<U, unsigned short>) return MPI_UNSIGNED_SHORT;
  else if constexpr (std::is_same_v<U, int>) return MPI_INT;
  else if constexpr (std::is_same_v<U, unsigned>) return MPI_UNSIGNED;
  else if constexpr (std::is_same_v<U, long>) return MPI_LONG;
  else if constexpr (std::is_same_v<U, unsigned long>) return MPI_UNSIGNED_LONG;
  else if constexpr (std::is_same_v<U, long long>) return MPI_LONG_LONG;
  else if constexpr (std::is_same_v<U, unsigned long long>) return MPI_UNSIGNED_LONG_LONG;
  else
    static_assert(always_false<T>, "pebble::comm: the view's element type has no MPI datatype; use an arithmetic "
                                   "type (float, double, an integer) or std::complex of float or double.");
}

inline MPI_Op mpi_op(reduction op) {
  switch (op) {
    case reduction::sum: return MPI_SUM;
    case reduction::prod: return MPI_PROD;
    case reduction::min: return MPI_MIN;
    case reduction::max: return MPI_MAX;
  }
  return MPI_SUM;
}

inline int mpi_count(std::int64_t n, const char* what) {
  check(n >= 0 && n <= INT_MAX, "pebble::comm::", what, ": ", n,
        " elements is more than one MPI call can move (INT_MAX); split the view");
  return static_cast<int>(n);
}

inline void check_rank(const communicator& comm, int r, const char* what, const char* role) {
  check(r >= 0 && r < comm.size(), "pebble::comm::", what, ": the ", role, " rank ", r,
        " is not in the communicator of ", comm.size(), " ranks");
}

template <kokkos_view V>
std::int64_t word_bytes() {
  return static_cast<std::int64_t>(sizeof(typename V::value_type));
}

}  // namespace detail

/// A pending non-blocking operation. Move-only; wait() completes it (copying staged data back and
/// counting received words); the destructor waits for an operation still pending.
class request {
 public:
  request() = default;
  request(const request&) = delete;
  request& operator=(const request&) = delete;
  request(request&& other) noexcept { *this = std::move(other); }
  request& operator=(request&& other) noexcept {
    if (this != &other) {
      if (active()) wait_noexcept();
      req_ = std::exchange(other.req_, MPI_REQUEST_NULL);
      on_complete_ = std::move(other.on_complete_);
      other.on_complete_ = nullptr;
      staged_ = std::move(other.staged_);
      arrays_ = std::move(other.arrays_);
    }
    return *this;
  }
  ~request() {
    if (active()) wait_noexcept();
  }

  /// Whether an operation is pending.
  bool active() const { return req_ != MPI_REQUEST_NULL || on_complete_ != nullptr || staged_ != nullptr; }

  /// Blocks until the operation completes.
  void wait() {
    MPI_Status status{};
    if (staged_) {
      detail::progress_staged(*staged_, true);
      staged_ = nullptr;
    }
    if (req_ != MPI_REQUEST_NULL) {
      // staged operations move on while this rank waits, as an MPI's own would (comm/staged.hpp)
      if (detail::staged_in_flight().empty()) detail::mpi_check(MPI_Wait(&req_, &status), "MPI_Wait");
      else detail::wait_moving_staged(req_, status);
    }
    complete(status);
  }

  /// Completes the operation if it is done; returns whether it is (a null request is done).
  bool test() {
    if (staged_) {
      if (!detail::progress_staged(*staged_, false)) return false;
      staged_ = nullptr;
    } else if (!detail::staged_in_flight().empty()) {
      detail::advance_staged();  // as wait() does: staged operations move on whatever is tested
    }
    if (req_ != MPI_REQUEST_NULL) {
      int done = 0;
      MPI_Status status{};
      detail::mpi_check(MPI_Test(&req_, &done, &status), "MPI_Test");
      if (!done) return false;
      complete(status);
    } else if (on_complete_) {
      complete(MPI_Status{});
    }
    return true;
  }

  // Used by the operations below.
  MPI_Request* native() { return &req_; }
  void on_complete(std::function<void(const MPI_Status&)> f) { on_complete_ = std::move(f); }
  /// Integer arrays (counts, displacements) MPI reads until the operation completes.
  std::vector<int>& arrays() { return arrays_; }
  /// An operation of several stages (comm/staged.hpp) instead of one MPI request.
  void staged(std::shared_ptr<detail::staged_operation> op) { staged_ = std::move(op); }

 private:
  void complete(const MPI_Status& status) {
    auto f = std::move(on_complete_);
    on_complete_ = nullptr;
    arrays_.clear();
    if (f) f(status);
  }
  void wait_noexcept() noexcept {
    try {
      wait();
    } catch (const std::exception& e) {
      abort_job(e.what());
    }
  }

  MPI_Request req_ = MPI_REQUEST_NULL;
  std::function<void(const MPI_Status&)> on_complete_;
  std::shared_ptr<detail::staged_operation> staged_;
  std::vector<int> arrays_;
};

/// Waits for every request.
inline void wait_all(std::span<request> requests) {
  for (request& r : requests) r.wait();
}

namespace detail {

/// How a collective is issued: `post` starts MPI's non-blocking call and returns the pending
/// request; `block` makes MPI's blocking call and returns a request that only completes (copies
/// staged data back). pebble's blocking collectives use `block`: an MPI tunes the algorithms of
/// its blocking collectives more than those of its non-blocking ones, and SimGrid's SMPI
/// simulates its non-blocking collectives as one message between every pair of ranks.
enum class issue { post, block };

/// The send buffer of an in-place non-blocking reduction over `data`: MPI_IN_PLACE, except
/// under SMPI (simulated_mpi), which copies an in-place buffer into memory it frees when the
/// call returns, before the transfers read it (SimGrid 3.32): there a copy that `keep` holds
/// until the request completes.
template <class T>
const void* in_place_send(const T* data, std::int64_t n, std::shared_ptr<std::vector<T>>& keep) {
  if constexpr (simulated_mpi) {
    keep = std::make_shared<std::vector<T>>(data, data + n);
    return keep->data();
  } else {
    (void)data, (void)n, (void)keep;
    return MPI_IN_PLACE;
  }
}

template <issue how, class Exec, kokkos_view V>
request broadcast(const Exec& exec, const communicator& comm, const V& view, int root) {
  check_rank(comm, root, "broadcast", "root");
  const int me = comm.rank(), g = comm.size();
  auto buffer = std::make_shared<mpi_buffer<V, Exec>>(exec, view, me == root, me != root, "broadcast");
  const int count = mpi_count(buffer->size(), "broadcast");
  const MPI_Datatype type = mpi_datatype<typename V::value_type>();
  request r;
  if constexpr (how == issue::post) {
    // MPICH's threshold between its short (binomial) and long (scatter, all-gather) broadcasts
    const bool staged = simulated_mpi && g > 2 && buffer->size() * word_bytes<V>() >= 12288;
    if (staged)
      r.staged(detail::post_staged_broadcast(buffer->data(), buffer->size(), type, root, comm.native(), me, g));
    else mpi_check(MPI_Ibcast(buffer->data(), count, type, root, comm.native(), r.native()), "MPI_Ibcast");
  } else mpi_check(MPI_Bcast(buffer->data(), count, type, root, comm.native()), "MPI_Bcast");
  const std::int64_t n = buffer->size();
  count_traffic(me == root ? n * (g - 1) : 0, me == root ? 0 : n, word_bytes<V>());
  r.on_complete([buffer](const MPI_Status&) { buffer->finish(); });
  return r;
}

template <issue how, class Exec, kokkos_view V>
request all_reduce(const Exec& exec, const communicator& comm, const V& view, reduction op) {
  using T = typename V::value_type;
  const int me = comm.rank(), g = comm.size();
  auto buffer = std::make_shared<mpi_buffer<V, Exec>>(exec, view, true, true, "all_reduce");
  const int count = mpi_count(buffer->size(), "all_reduce");
  request r;
  std::shared_ptr<std::vector<T>> send_copy;
  if constexpr (how == issue::post)
    mpi_check(MPI_Iallreduce(in_place_send(buffer->data(), buffer->size(), send_copy), buffer->data(), count,
                             mpi_datatype<T>(), mpi_op(op), comm.native(), r.native()),
              "MPI_Iallreduce");
  else
    mpi_check(MPI_Allreduce(MPI_IN_PLACE, buffer->data(), count, mpi_datatype<T>(), mpi_op(op), comm.native()),
              "MPI_Allreduce");
  // reduce-scatter over nearly equal chunks, then all-gather (traffic.hpp)
  const std::int64_t n = buffer->size(), own = n / g + (me < n % g);
  const std::int64_t words = own * (g - 1) + (n - own);
  count_traffic(words, words, word_bytes<V>());
  r.on_complete([buffer, send_copy](const MPI_Status&) { buffer->finish(); });
  return r;
}

template <issue how, class Exec, kokkos_view V>
request reduce_scatter(const Exec& exec, const communicator& comm, const V& view, std::span<const std::int64_t> counts,
                       reduction op) {
  using T = typename V::value_type;
  const int me = comm.rank(), g = comm.size();
  check(static_cast<int>(counts.size()) == g, "pebble::comm::reduce_scatter: ", counts.size(),
        " counts for a communicator of ", g, " ranks");
  auto buffer = std::make_shared<mpi_buffer<V, Exec>>(exec, view, true, true, "reduce_scatter");
  std::int64_t total = 0;
  request r;
  for (const std::int64_t c : counts) {
    r.arrays().push_back(mpi_count(c, "reduce_scatter"));
    total += c;
  }
  check(total == buffer->size(), "pebble::comm::reduce_scatter: the counts add up to ", total,
        " elements, but the view has ", buffer->size());
  std::shared_ptr<std::vector<T>> send_copy;
  if constexpr (how == issue::post)
    mpi_check(MPI_Ireduce_scatter(in_place_send(buffer->data(), total, send_copy), buffer->data(), r.arrays().data(),
                                  mpi_datatype<T>(), mpi_op(op), comm.native(), r.native()),
              "MPI_Ireduce_scatter");
  else if constexpr (simulated_mpi) {
    // SMPI's MPI_Reduce_scatter copies an in-place buffer whole into memory of its own: with every
    // simulated rank in this process that is the full buffer once per rank. Only this rank's
    // block is received apart instead (SimGrid 3.32).
    // (SMPI refuses a null buffer even for no elements: both are at least one element long)
    const std::int64_t own = counts[static_cast<std::size_t>(me)];
    std::vector<T> mine(static_cast<std::size_t>(own > 0 ? own : 1)), none(1);
    mpi_check(MPI_Reduce_scatter(total > 0 ? buffer->data() : none.data(), mine.data(), r.arrays().data(),
                                 mpi_datatype<T>(), mpi_op(op), comm.native()),
              "MPI_Reduce_scatter");
    std::copy_n(mine.begin(), own, buffer->data());
  } else
    mpi_check(MPI_Reduce_scatter(MPI_IN_PLACE, buffer->data(), r.arrays().data(), mpi_datatype<T>(), mpi_op(op),
                                 comm.native()),
              "MPI_Reduce_scatter");
  const std::int64_t own = counts[static_cast<std::size_t>(me)];
  count_traffic(total - own, own * (g - 1), word_bytes<V>());
  r.on_complete([buffer, send_copy](const MPI_Status&) { buffer->finish(); });
  return r;
}

template <issue how, class Exec, kokkos_view S, kokkos_view R>
request all_gatherv(const Exec& exec, const communicator& comm, const S& send, const R& recv,
                    std::span<const std::int64_t> counts) {
  static_assert(std::is_same_v<std::remove_const_t<typename S::value_type>, typename R::value_type>,
                "pebble::comm::all_gatherv: the send and receive views must hold the same element type.");
  const int me = comm.rank(), g = comm.size();
  check(static_cast<int>(counts.size()) == g, "pebble::comm::all_gatherv: ", counts.size(),
        " counts for a communicator of ", g, " ranks");
  const std::int64_t own = counts[static_cast<std::size_t>(me)];
  check(static_cast<std::int64_t>(send.size()) == own, "pebble::comm::all_gatherv: rank ", me, " sends a view of ",
        send.size(), " elements, but its count is ", own);
  // MPI reads `send` until the operation completes: the caller keeps it alive and unchanged.
  auto in = std::make_shared<mpi_buffer<S, Exec>>(exec, send, true, false, "all_gatherv");
  auto out = std::make_shared<mpi_buffer<R, Exec>>(exec, recv, false, true, "all_gatherv");
  request r;
  std::vector<int>& arrays = r.arrays();  // counts, then displacements
  arrays.resize(2 * static_cast<std::size_t>(g));
  std::int64_t total = 0;
  for (int q = 0; q < g; ++q) {
    arrays[static_cast<std::size_t>(q)] = mpi_count(counts[static_cast<std::size_t>(q)], "all_gatherv");
    arrays[static_cast<std::size_t>(g + q)] = mpi_count(total, "all_gatherv");
    total += counts[static_cast<std::size_t>(q)];
  }
  check(total == out->size(), "pebble::comm::all_gatherv: the counts add up to ", total,
        " elements, but the receive view has ", out->size());
  const MPI_Datatype type = mpi_datatype<typename R::value_type>();
  // MPICH's threshold between its short (recursive doubling, Bruck) and long (ring) all-gathers
  const bool staged = how == issue::post && simulated_mpi && g > 2 && total * word_bytes<R>() >= 81920;
  if (staged) {  // this rank's block in place, then the ring (comm/staged.hpp)
    if (own > 0)
      std::memmove(out->data() + arrays[static_cast<std::size_t>(g + me)], in->data(),
                   static_cast<std::size_t>(own) * sizeof(typename R::value_type));
    r.staged(detail::post_staged_all_gatherv(out->data(), {arrays.begin(), arrays.begin() + g},
                                             {arrays.begin() + g, arrays.end()}, type, comm.native(), me, g));
  } else if constexpr (how == issue::post)
    mpi_check(MPI_Iallgatherv(in->data(), static_cast<int>(own), type, out->data(), arrays.data(), arrays.data() + g,
                              type, comm.native(), r.native()),
              "MPI_Iallgatherv");
  else
    mpi_check(MPI_Allgatherv(in->data(), static_cast<int>(own), type, out->data(), arrays.data(), arrays.data() + g,
                             type, comm.native()),
              "MPI_Allgatherv");
  count_traffic(own * (g - 1), total - own, word_bytes<R>());
  r.on_complete([in, out](const MPI_Status&) { out->finish(); });
  return r;
}

}  // namespace detail

// ------------------------------------------------------------------------------------ broadcast

/// ibroadcast with the staging copies on the execution-space instance `exec` (fenced before MPI
/// reads staged data and before the result is in place).
template <class Exec, kokkos_view V>
  requires detail::staging_instance<Exec>
request ibroadcast(const Exec& exec, const communicator& comm, const V& view, int root) {
  return detail::broadcast<detail::issue::post>(exec, comm, view, root);
}

/// Non-blocking broadcast of `view` from `root` to every rank of `comm` (MPI_Ibcast).
template <kokkos_view V>
request ibroadcast(const communicator& comm, const V& view, int root) {
  return ibroadcast(detail::global_staging{}, comm, view, root);
}

/// broadcast with the staging copies on the execution-space instance `exec` (fenced before MPI
/// reads staged data and before the result is in place).
template <class Exec, kokkos_view V>
  requires detail::staging_instance<Exec>
void broadcast(const Exec& exec, const communicator& comm, const V& view, int root) {
  detail::broadcast<detail::issue::block>(exec, comm, view, root).wait();
}

/// Broadcast of `view` from `root` (MPI_Bcast). Every rank passes a view of the same size.
template <kokkos_view V>
void broadcast(const communicator& comm, const V& view, int root) {
  broadcast(detail::global_staging{}, comm, view, root);
}

// ------------------------------------------------------------------------------------ reductions

/// iall_reduce with the staging copies on the execution-space instance `exec` (fenced before MPI
/// reads staged data and before the result is in place).
template <class Exec, kokkos_view V>
  requires detail::staging_instance<Exec>
request iall_reduce(const Exec& exec, const communicator& comm, const V& view, reduction op = reduction::sum) {
  return detail::all_reduce<detail::issue::post>(exec, comm, view, op);
}

/// Non-blocking in-place all-reduce of `view` (MPI_Iallreduce).
template <kokkos_view V>
request iall_reduce(const communicator& comm, const V& view, reduction op = reduction::sum) {
  return iall_reduce(detail::global_staging{}, comm, view, op);
}

/// all_reduce with the staging copies on the execution-space instance `exec` (fenced before MPI
/// reads staged data and before the result is in place).
template <class Exec, kokkos_view V>
  requires detail::staging_instance<Exec>
void all_reduce(const Exec& exec, const communicator& comm, const V& view, reduction op = reduction::sum) {
  detail::all_reduce<detail::issue::block>(exec, comm, view, op).wait();
}

/// In-place all-reduce of `view` over `comm` (MPI_Allreduce).
template <kokkos_view V>
void all_reduce(const communicator& comm, const V& view, reduction op = reduction::sum) {
  all_reduce(detail::global_staging{}, comm, view, op);
}

/// reduce with the staging copies on the execution-space instance `exec` (fenced before MPI
/// reads staged data and before the result is in place).
template <class Exec, kokkos_view S, kokkos_view R>
  requires detail::staging_instance<Exec>
void reduce(const Exec& exec, const communicator& comm, const S& send, const R& recv, int root,
            reduction op = reduction::sum) {
  static_assert(std::is_same_v<std::remove_const_t<typename S::value_type>, typename R::value_type>,
                "pebble::comm::reduce: the send and receive views must hold the same element type.");
  detail::check_rank(comm, root, "reduce", "root");
  const int me = comm.rank(), g = comm.size();
  detail::mpi_buffer<S, Exec> in(exec, send, true, false, "reduce");
  check(me != root || static_cast<std::int64_t>(recv.size()) == in.size(),
        "pebble::comm::reduce: the root's receive view has ", recv.size(), " elements, the send view ", in.size());
  detail::mpi_buffer<R, Exec> out(exec, recv, false, me == root, "reduce");
  detail::mpi_check(MPI_Reduce(in.data(), me == root ? out.data() : nullptr, detail::mpi_count(in.size(), "reduce"),
                               detail::mpi_datatype<typename R::value_type>(), detail::mpi_op(op), root, comm.native()),
                    "MPI_Reduce");
  out.finish();
  // reduce-scatter over nearly equal chunks, then the chunks gathered at the root (traffic.hpp)
  const std::int64_t n = in.size(), own = n / g + (me < n % g);
  detail::count_traffic(n - own + (me == root ? 0 : own), own * (g - 1) + (me == root ? n - own : 0),
                        detail::word_bytes<S>());
}

/// Reduction of every rank's `send` into `recv` on `root` (MPI_Reduce); `recv` is only used on the
/// root (it must have send's size there) and may be empty elsewhere.
template <kokkos_view S, kokkos_view R>
void reduce(const communicator& comm, const S& send, const R& recv, int root, reduction op = reduction::sum) {
  reduce(detail::global_staging{}, comm, send, recv, root, op);
}

/// ireduce_scatter with the staging copies on the execution-space instance `exec` (fenced before MPI
/// reads staged data and before the result is in place).
template <class Exec, kokkos_view V>
  requires detail::staging_instance<Exec>
request ireduce_scatter(const Exec& exec, const communicator& comm, const V& view, std::span<const std::int64_t> counts,
                        reduction op = reduction::sum) {
  return detail::reduce_scatter<detail::issue::post>(exec, comm, view, counts, op);
}

/// Non-blocking in-place reduce-scatter (MPI_Ireduce_scatter): `view` holds every rank's full
/// contribution, counts[r] elements for rank r in rank order (their sum is view's size); the
/// reduced chunk of this rank ends up in the first counts[rank] elements of `view`.
template <kokkos_view V>
request ireduce_scatter(const communicator& comm, const V& view, std::span<const std::int64_t> counts,
                        reduction op = reduction::sum) {
  return ireduce_scatter(detail::global_staging{}, comm, view, counts, op);
}

/// reduce_scatter with the staging copies on the execution-space instance `exec` (fenced before MPI
/// reads staged data and before the result is in place).
template <class Exec, kokkos_view V>
  requires detail::staging_instance<Exec>
void reduce_scatter(const Exec& exec, const communicator& comm, const V& view, std::span<const std::int64_t> counts,
                    reduction op = reduction::sum) {
  detail::reduce_scatter<detail::issue::block>(exec, comm, view, counts, op).wait();
}

/// Blocking reduce_scatter (MPI_Reduce_scatter; see ireduce_scatter).
template <kokkos_view V>
void reduce_scatter(const communicator& comm, const V& view, std::span<const std::int64_t> counts,
                    reduction op = reduction::sum) {
  reduce_scatter(detail::global_staging{}, comm, view, counts, op);
}

// ------------------------------------------------------------------------------------ gathers

/// iall_gatherv with the staging copies on the execution-space instance `exec` (fenced before MPI
/// reads staged data and before the result is in place).
template <class Exec, kokkos_view S, kokkos_view R>
  requires detail::staging_instance<Exec>
request iall_gatherv(const Exec& exec, const communicator& comm, const S& send, const R& recv,
                     std::span<const std::int64_t> counts) {
  return detail::all_gatherv<detail::issue::post>(exec, comm, send, recv, counts);
}

/// Non-blocking all-gather with varying counts (MPI_Iallgatherv): rank r contributes its `send`
/// view of counts[r] elements; `recv` receives every contribution, concatenated in rank order.
/// As with every non-blocking operation, the views must stay alive and `send` unchanged until
/// the request completes.
template <kokkos_view S, kokkos_view R>
request iall_gatherv(const communicator& comm, const S& send, const R& recv, std::span<const std::int64_t> counts) {
  return iall_gatherv(detail::global_staging{}, comm, send, recv, counts);
}

/// all_gatherv with the staging copies on the execution-space instance `exec` (fenced before MPI
/// reads staged data and before the result is in place).
template <class Exec, kokkos_view S, kokkos_view R>
  requires detail::staging_instance<Exec>
void all_gatherv(const Exec& exec, const communicator& comm, const S& send, const R& recv,
                 std::span<const std::int64_t> counts) {
  detail::all_gatherv<detail::issue::block>(exec, comm, send, recv, counts).wait();
}

/// Blocking all_gatherv (MPI_Allgatherv; see iall_gatherv).
template <kokkos_view S, kokkos_view R>
void all_gatherv(const communicator& comm, const S& send, const R& recv, std::span<const std::int64_t> counts) {
  all_gatherv(detail::global_staging{}, comm, send, recv, counts);
}

/// all_gather with the staging copies on the execution-space instance `exec` (fenced before MPI
/// reads staged data and before the result is in place).
template <class Exec, kokkos_view S, kokkos_view R>
  requires detail::staging_instance<Exec>
void all_gather(const Exec& exec, const communicator& comm, const S& send, const R& recv) {
  const std::vector<std::int64_t> counts(static_cast<std::size_t>(comm.size()), static_cast<std::int64_t>(send.size()));
  all_gatherv(exec, comm, send, recv, counts);
}

/// All-gather of equal contributions: every rank sends `send`; `recv` (size() x send's size)
/// receives them in rank order.
template <kokkos_view S, kokkos_view R>
void all_gather(const communicator& comm, const S& send, const R& recv) {
  all_gather(detail::global_staging{}, comm, send, recv);
}

/// all_to_allv with the staging copies on the execution-space instance `exec` (fenced before MPI
/// reads staged data and before the result is in place).
template <class Exec, kokkos_view S, kokkos_view R>
  requires detail::staging_instance<Exec>
void all_to_allv(const Exec& exec, const communicator& comm, const S& send, std::span<const std::int64_t> send_counts,
                 const R& recv, std::span<const std::int64_t> recv_counts) {
  static_assert(std::is_same_v<std::remove_const_t<typename S::value_type>, typename R::value_type>,
                "pebble::comm::all_to_allv: the send and receive views must hold the same element type.");
  const int me = comm.rank(), g = comm.size();
  check(static_cast<int>(send_counts.size()) == g && static_cast<int>(recv_counts.size()) == g,
        "pebble::comm::all_to_allv: need one send and one receive count per rank (", g, "), got ", send_counts.size(),
        " and ", recv_counts.size());
  detail::mpi_buffer<S, Exec> in(exec, send, true, false, "all_to_allv");
  detail::mpi_buffer<R, Exec> out(exec, recv, false, true, "all_to_allv");
  std::vector<int> sc(static_cast<std::size_t>(g)), sd(sc), rc(sc), rd(sc);
  std::int64_t s_total = 0, r_total = 0;
  for (std::size_t q = 0; q < sc.size(); ++q) {
    sc[q] = detail::mpi_count(send_counts[q], "all_to_allv");
    rc[q] = detail::mpi_count(recv_counts[q], "all_to_allv");
    sd[q] = detail::mpi_count(s_total, "all_to_allv");
    rd[q] = detail::mpi_count(r_total, "all_to_allv");
    s_total += send_counts[q];
    r_total += recv_counts[q];
  }
  check(s_total == in.size() && r_total == out.size(), "pebble::comm::all_to_allv: the counts add up to ", s_total,
        " sent and ", r_total, " received elements, but the views have ", in.size(), " and ", out.size());
  const MPI_Datatype type = detail::mpi_datatype<typename R::value_type>();
  detail::mpi_check(
      MPI_Alltoallv(in.data(), sc.data(), sd.data(), type, out.data(), rc.data(), rd.data(), type, comm.native()),
      "MPI_Alltoallv");
  out.finish();
  const std::int64_t self_s = send_counts[static_cast<std::size_t>(me)],
                     self_r = recv_counts[static_cast<std::size_t>(me)];
  detail::count_traffic(s_total - self_s, r_total - self_r, detail::word_bytes<R>());
}

/// All-to-all with varying counts (MPI_Alltoallv): `send` holds send_counts[q] elements for rank
/// q, in rank order; `recv` receives recv_counts[q] elements from rank q, in rank order.
template <kokkos_view S, kokkos_view R>
void all_to_allv(const communicator& comm, const S& send, std::span<const std::int64_t> send_counts, const R& recv,
                 std::span<const std::int64_t> recv_counts) {
  all_to_allv(detail::global_staging{}, comm, send, send_counts, recv, recv_counts);
}

// ------------------------------------------------------------------------------------ point to point

/// isend with the staging copies on the execution-space instance `exec` (fenced before MPI
/// reads staged data and before the result is in place).
template <class Exec, kokkos_view V>
  requires detail::staging_instance<Exec>
request isend(const Exec& exec, const communicator& comm, const V& view, int dest, int tag = 0) {
  detail::check_rank(comm, dest, "isend", "destination");
  auto buffer = std::make_shared<detail::mpi_buffer<V, Exec>>(exec, view, true, false, "isend");
  request r;
  detail::mpi_check(MPI_Isend(buffer->data(), detail::mpi_count(buffer->size(), "isend"),
                              detail::mpi_datatype<typename V::value_type>(), dest, tag, comm.native(), r.native()),
                    "MPI_Isend");
  detail::count_traffic(buffer->size(), 0, detail::word_bytes<V>());
  r.on_complete([buffer](const MPI_Status&) {});
  return r;
}

/// Non-blocking send of `view` to rank `dest` (MPI_Isend).
template <kokkos_view V>
request isend(const communicator& comm, const V& view, int dest, int tag = 0) {
  return isend(detail::global_staging{}, comm, view, dest, tag);
}

/// irecv with the staging copies on the execution-space instance `exec` (fenced before MPI
/// reads staged data and before the result is in place).
template <class Exec, kokkos_view V>
  requires detail::staging_instance<Exec>
request irecv(const Exec& exec, const communicator& comm, const V& view, int source, int tag = 0) {
  detail::check_rank(comm, source, "irecv", "source");
  auto buffer = std::make_shared<detail::mpi_buffer<V, Exec>>(exec, view, false, true, "irecv");
  request r;
  const MPI_Datatype type = detail::mpi_datatype<typename V::value_type>();
  detail::mpi_check(MPI_Irecv(buffer->data(), detail::mpi_count(buffer->size(), "irecv"), type, source, tag,
                              comm.native(), r.native()),
                    "MPI_Irecv");
  r.on_complete([buffer, type](const MPI_Status& status) {
    int received = 0;
    MPI_Get_count(&status, type, &received);
    buffer->finish();
    detail::count_traffic(0, received, detail::word_bytes<V>());
  });
  return r;
}

/// Non-blocking receive into `view` from rank `source` (MPI_Irecv); the words counted are those
/// that arrived.
template <kokkos_view V>
request irecv(const communicator& comm, const V& view, int source, int tag = 0) {
  return irecv(detail::global_staging{}, comm, view, source, tag);
}

/// send with the staging copies on the execution-space instance `exec` (fenced before MPI
/// reads staged data and before the result is in place).
template <class Exec, kokkos_view V>
  requires detail::staging_instance<Exec>
void send(const Exec& exec, const communicator& comm, const V& view, int dest, int tag = 0) {
  isend(exec, comm, view, dest, tag).wait();
}

/// Blocking send (MPI_Send semantics through isend + wait).
template <kokkos_view V>
void send(const communicator& comm, const V& view, int dest, int tag = 0) {
  send(detail::global_staging{}, comm, view, dest, tag);
}

/// recv with the staging copies on the execution-space instance `exec` (fenced before MPI
/// reads staged data and before the result is in place).
template <class Exec, kokkos_view V>
  requires detail::staging_instance<Exec>
void recv(const Exec& exec, const communicator& comm, const V& view, int source, int tag = 0) {
  irecv(exec, comm, view, source, tag).wait();
}

/// Blocking receive.
template <kokkos_view V>
void recv(const communicator& comm, const V& view, int source, int tag = 0) {
  recv(detail::global_staging{}, comm, view, source, tag);
}

}  // namespace pebble::comm
