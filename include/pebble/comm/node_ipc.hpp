// Ranks of one node reading each other's memory directly (inter-process communication, IPC),
// instead of handing it to MPI.
//
// A rank exposes a buffer to the ranks of a group that share its node: it exports a handle to the
// memory once, the group exchanges the handles (one all-gather), and each rank opens its peers'.
// From then on a rank copies what it needs out of a peer's buffer itself, one copy from the
// owner's memory into its own, with no message and no host staging: for device memory that is
// CUDA IPC (cudaIpcGetMemHandle / cudaIpcOpenMemHandle, then cudaMemcpyAsync on the reader's
// stream, over NVLink or PCIe between GPUs, or within a GPU that ranks share), the path a
// node's GPUs use. Handles are exchanged again only when some member exposes other memory.
//
// Ordering: a reader may copy from a peer's buffer only after the owner has finished writing it,
// and the owner may change it only after every reader has finished copying. node_exposure::expose
// fences the owner's work on the buffer (Kokkos::fence) before the group's agreement, which no
// member leaves before every member has entered it; the caller ends the readers' use with a
// barrier of the group after its copies completed (as distributed_mmm does at the end of a call).
//
// Backends (node_ipc_backend names the one of a memory space):
//  - cuda_ipc for Kokkos::CudaSpace on a CUDA build;
//  - cma_ipc for Kokkos::HostSpace on Linux (cross-memory attach: process_vm_readv from the
//    owner's address space), which also runs the IPC path on machines without a GPU.
// The environment variable PEBBLE_NODE_IPC says where it is used: unset or empty, for device
// memory only (MPI libraries move host data within a node themselves); 1, wherever a backend
// exists, host memory too; 0, nowhere. Any other value is an error every rank agrees on at
// start-up (comm/environment.hpp).
// Where a handle cannot be exported or opened on some member (memory from a stream-ordered pool,
// a kernel that forbids cross-memory attach), expose() says so on every member and the caller uses
// MPI instead.
#pragma once

#include <mpi.h>

#include <Kokkos_Core.hpp>

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

#include <pebble/comm/collectives.hpp>
#include <pebble/comm/communicator.hpp>
#include <pebble/comm/staged.hpp>
#include <pebble/comm/staging.hpp>
#include <pebble/comm/traffic.hpp>
#include <pebble/core/error.hpp>

#if defined(__linux__)
#include <sys/uio.h>
#include <unistd.h>

#include <cerrno>
#endif

#ifdef KOKKOS_ENABLE_CUDA
#include <cuda.h>
#include <cuda_runtime_api.h>
#endif

namespace pebble::comm {

/// The node IPC backend of a memory space: `void` (none; MPI moves its data) unless specialized.
template <class MemorySpace>
struct node_ipc_backend {
  using type = void;
};
template <class MemorySpace>
using node_ipc_backend_t = typename node_ipc_backend<MemorySpace>::type;
/// Whether MemorySpace has a node IPC backend.
template <class MemorySpace>
inline constexpr bool has_node_ipc_backend = !std::is_void_v<node_ipc_backend_t<MemorySpace>>;

namespace detail {

/// The value of PEBBLE_NODE_IPC: "1" (on wherever a backend exists), "0" (off), unset or empty
/// (nullopt: on for device memory only); anything else is an error.
inline std::optional<bool> node_ipc_setting(const char* value) { return switch_setting("PEBBLE_NODE_IPC", value); }

}  // namespace detail

/// PEBBLE_NODE_IPC in this process, read once (see detail::node_ipc_setting).
inline std::optional<bool> node_ipc_requested() {
  static const std::optional<bool> requested = detail::node_ipc_setting(std::getenv("PEBBLE_NODE_IPC"));
  return requested;
}

/// Whether pebble moves data of MemorySpace between the ranks of a node through node IPC: it has
/// a backend, PEBBLE_NODE_IPC asks for it (by default, for memory the host cannot access), and
/// the MPI is a real one (under SimGrid's SMPI every rank is a thread of one simulated process,
/// and its transfers are what is being timed).
template <class MemorySpace>
bool node_ipc_enabled() {
  if constexpr (!has_node_ipc_backend<MemorySpace> || simulated_mpi) return false;
  else
    return node_ipc_requested().value_or(
        !Kokkos::SpaceAccessibility<Kokkos::DefaultHostExecutionSpace, MemorySpace>::accessible);
}

/// Whether every rank of `comm` allows node IPC for MemorySpace (node_ipc_enabled), agreed on by
/// all of them (an environment that differs between ranks turns it off everywhere). Collective
/// over `comm`: one all-reduce of an int where the space has a backend, nothing otherwise.
template <class MemorySpace>
bool node_ipc_enabled_everywhere(const communicator& comm) {
  if constexpr (!has_node_ipc_backend<MemorySpace>) {
    (void)comm;
    return false;
  } else {
    int allowed = node_ipc_enabled<MemorySpace>() ? 1 : 0;
    detail::mpi_check(MPI_Allreduce(MPI_IN_PLACE, &allowed, 1, MPI_INT, MPI_MIN, comm.native()), "MPI_Allreduce");
    return allowed == 1;
  }
}

/// Whether every rank of `comm` runs on one node (one shared-memory domain,
/// MPI_COMM_TYPE_SHARED); every rank gets the same answer. Collective over `comm`.
inline bool on_one_node(const communicator& comm) {
  check(!comm.is_null(), "pebble::comm::on_one_node: a null communicator");
  if (comm.size() == 1) return true;
  MPI_Comm local = MPI_COMM_NULL;
  detail::mpi_check(MPI_Comm_split_type(comm.native(), MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &local),
                    "MPI_Comm_split_type");
  int size = 0;
  MPI_Comm_size(local, &size);
  MPI_Comm_free(&local);
  // every rank's node holds all ranks, or every rank's node holds fewer
  return size == comm.size();
}

#if defined(__linux__)
/// Host memory through Linux cross-memory attach: a handle is the owner's process id and address,
/// and a copy is process_vm_readv, complete on return. Opening a handle reads the owner's token (a
/// number drawn once per process, at an address the handle names) through the process id: that
/// this process may read the owner's memory (same user, no policy forbidding it), and that the id
/// names the owner and not another process (ranks in different PID namespaces share a node too).
struct cma_ipc {
  struct handle {  // trivial: exchanged and compared as bytes
    std::int64_t pid;
    std::uintptr_t address;
    std::uintptr_t token_address;
    std::uint64_t token;
  };
  struct mapping {
    const std::byte* local = nullptr;  ///< this process's own memory (copied with memcpy)
    std::int64_t pid = 0;
    std::uintptr_t address = 0;
  };

  static std::optional<handle> export_memory(const void* data, std::size_t) {
    const std::uint64_t& t = token();
    return handle{static_cast<std::int64_t>(::getpid()), reinterpret_cast<std::uintptr_t>(data),
                  reinterpret_cast<std::uintptr_t>(&t), t};
  }
  static std::optional<mapping> open(const handle& h, std::size_t) {
    std::uint64_t seen = 0;
    if (!read(mapping{nullptr, h.pid, h.token_address}, 0, sizeof seen, &seen) || seen != h.token) return std::nullopt;
    return mapping{nullptr, h.pid, h.address};
  }
  static void close(const mapping&) noexcept {}
  static mapping self(const void* data) { return {static_cast<const std::byte*>(data), 0, 0}; }

  template <class Exec>
  static void copy(const Exec&, void* dst, const mapping& m, std::size_t offset, std::size_t bytes) {
    if (bytes == 0) return;
    if (m.local != nullptr) {
      std::memcpy(dst, m.local + offset, bytes);
      return;
    }
    check(read(m, offset, bytes, dst), "pebble::comm::cma_ipc: process_vm_readv from process ", m.pid,
          " failed: ", std::strerror(errno));
  }
  template <class Exec>
  static void complete(const Exec&) {}
  // Copies are complete on return: nothing to poll.
  template <class Exec>
  static std::function<bool()> completion(const Exec&) {
    return nullptr;
  }

 private:
  // This process's token: the clock, the process id and the address space's layout mixed
  // (splitmix64), so that two processes of one node hold different ones.
  static const std::uint64_t& token() {
    static const std::uint64_t t = [] {
      std::uint64_t x = static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) ^
                        (static_cast<std::uint64_t>(::getpid()) << 32) ^ reinterpret_cast<std::uintptr_t>(&x);
      x += 0x9e3779b97f4a7c15ULL;
      x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
      x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
      return x ^ (x >> 31);
    }();
    return t;
  }
  // Reads `bytes` at `offset` of the owner's memory into `dst` (a read may return less than asked).
  static bool read(const mapping& m, std::size_t offset, std::size_t bytes, void* dst) {
    auto* to = static_cast<char*>(dst);
    std::uintptr_t from = m.address + offset;
    while (bytes > 0) {
      const iovec local{to, bytes};
      const iovec remote{reinterpret_cast<void*>(from), bytes};
      const ssize_t got = ::process_vm_readv(static_cast<pid_t>(m.pid), &local, 1, &remote, 1, 0);
      if (got <= 0) return false;
      to += got;
      from += static_cast<std::uintptr_t>(got);
      bytes -= static_cast<std::size_t>(got);
    }
    return true;
  }
};

template <>
struct node_ipc_backend<Kokkos::HostSpace> {
  using type = cma_ipc;
};
#endif

#ifdef KOKKOS_ENABLE_CUDA
/// Device memory through CUDA IPC. A handle is cudaIpcGetMemHandle of the allocation holding the
/// buffer (a Kokkos view's data starts past the allocation's header, so the driver's
/// cuMemGetAddressRange finds the allocation) and the buffer's offset in it. An allocation is
/// opened once per process (cudaIpcOpenMemHandle with peer access enabled on demand) however many
/// exposed buffers it holds, and closed when the last of them is closed. Copies are
/// cudaMemcpyAsync on the reader's execution-space stream; complete() fences it.
struct cuda_ipc {
  struct handle {  // trivial: exchanged and compared as bytes
    cudaIpcMemHandle_t memory;
    std::uint64_t offset;
  };
  struct mapping {
    const std::byte* local = nullptr;  ///< the buffer in this process's address space
    const void* opened = nullptr;      ///< what cudaIpcOpenMemHandle returned (null for own memory)
  };

  static std::optional<handle> export_memory(const void* data, std::size_t) {
    CUdeviceptr base = 0;
    std::size_t size = 0;
    if (cuMemGetAddressRange(&base, &size, reinterpret_cast<CUdeviceptr>(data)) != CUDA_SUCCESS) return std::nullopt;
    handle h;
    if (cudaIpcGetMemHandle(&h.memory, reinterpret_cast<void*>(base)) != cudaSuccess) {
      (void)cudaGetLastError();  // memory the driver cannot export (a stream-ordered pool's): not an error here
      return std::nullopt;
    }
    h.offset = reinterpret_cast<CUdeviceptr>(data) - base;
    return h;
  }
  static std::optional<mapping> open(const handle& h, std::size_t) {
    auto& table = opened_allocations();
    const key k = key_of(h.memory);
    auto it = table.find(k);
    if (it == table.end()) {
      void* base = nullptr;
      if (cudaIpcOpenMemHandle(&base, h.memory, cudaIpcMemLazyEnablePeerAccess) != cudaSuccess) {
        (void)cudaGetLastError();
        return std::nullopt;
      }
      it = table.emplace(k, opened{base, 0}).first;
    }
    ++it->second.users;
    return mapping{static_cast<const std::byte*>(it->second.base) + h.offset, it->second.base};
  }
  static void close(const mapping& m) noexcept {
    if (m.opened == nullptr) return;
    auto& table = opened_allocations();
    for (auto it = table.begin(); it != table.end(); ++it)
      if (it->second.base == m.opened && --it->second.users == 0) {
        (void)cudaIpcCloseMemHandle(it->second.base);
        table.erase(it);
        return;
      }
  }
  static mapping self(const void* data) { return {static_cast<const std::byte*>(data), nullptr}; }

  template <class Exec>
  static void copy(const Exec& exec, void* dst, const mapping& m, std::size_t offset, std::size_t bytes) {
    if (bytes == 0) return;
    cudaStream_t stream = nullptr;
    if constexpr (requires { exec.cuda_stream(); }) stream = exec.cuda_stream();
    const cudaError_t rc = cudaMemcpyAsync(dst, m.local + offset, bytes, cudaMemcpyDefault, stream);
    check(rc == cudaSuccess,
          "pebble::comm::cuda_ipc: cudaMemcpyAsync from a peer's memory failed: ", cudaGetErrorString(rc));
  }
  template <class Exec>
  static void complete(const Exec& exec) {
    if constexpr (requires { exec.cuda_stream(); }) exec.fence();
    else Kokkos::fence();
  }
  // A poll that says when the copies posted on `exec` so far are complete, without waiting for
  // them: an event recorded on the stream (null where they are complete already).
  template <class Exec>
  static std::function<bool()> completion(const Exec& exec) {
    if constexpr (requires { exec.cuda_stream(); }) {
      cudaEvent_t event = nullptr;
      cudaError_t rc = cudaEventCreateWithFlags(&event, cudaEventDisableTiming);
      if (rc == cudaSuccess) rc = cudaEventRecord(event, exec.cuda_stream());
      check(rc == cudaSuccess, "pebble::comm::cuda_ipc: an event after the copies: ", cudaGetErrorString(rc));
      const std::shared_ptr<CUevent_st> owned(event, [](cudaEvent_t e) { (void)cudaEventDestroy(e); });
      return [owned] {
        const cudaError_t state = cudaEventQuery(owned.get());
        if (state == cudaErrorNotReady) return false;
        check(state == cudaSuccess,
              "pebble::comm::cuda_ipc: a copy from a peer's memory failed: ", cudaGetErrorString(state));
        return true;
      };
    } else {
      complete(exec);
      return nullptr;
    }
  }

 private:
  using key = std::array<char, sizeof(cudaIpcMemHandle_t)>;
  struct opened {
    void* base = nullptr;
    int users = 0;
  };
  static key key_of(const cudaIpcMemHandle_t& h) {
    key k{};
    std::memcpy(k.data(), &h, sizeof h);
    return k;
  }
  static std::map<key, opened>& opened_allocations() {
    static std::map<key, opened> table;
    return table;
  }
};

template <>
struct node_ipc_backend<Kokkos::CudaSpace> {
  using type = cuda_ipc;
};
#endif

/// A buffer of each member of a group that the other members read through the node IPC backend
/// `Backend`. Movable, not copyable; closes what it opened when destroyed or exposed again.
template <class Backend>
class node_exposure {
 public:
  node_exposure() = default;
  node_exposure(const node_exposure&) = delete;
  node_exposure& operator=(const node_exposure&) = delete;
  node_exposure(node_exposure&& other) noexcept { *this = std::move(other); }
  node_exposure& operator=(node_exposure&& other) noexcept {
    if (this != &other) {
      close_all();
      group_ = std::move(other.group_);
      mine_ = std::exchange(other.mine_, zeroed());
      peers_ = std::move(other.peers_);
      other.peers_.clear();
      usable_ = std::exchange(other.usable_, false);
      exchanges_ = other.exchanges_;
    }
    return *this;
  }
  ~node_exposure() { close_all(); }

  /// Exposes `bytes` at `data` (this member's buffer) to the members of `group`, which must all
  /// run on one node (on_one_node). Collective over `group`; every member gets the same answer:
  /// whether every member can read every other's buffer. The handles are exchanged only when some
  /// member's buffer changed since the last call on the same group (another allocation, address
  /// or size); otherwise this costs one all-reduce of an int. Fences Kokkos first: whatever was
  /// written to the buffer is in place before any member reads it (see the file's comment).
  bool expose(const communicator& group, const void* data, std::size_t bytes) {
    check(!group.is_null(), "pebble::comm::node_exposure::expose: a null communicator");
    Kokkos::fence();  // the exposed buffer is written
    const std::optional<typename Backend::handle> mine =
        bytes > 0 ? Backend::export_memory(data, bytes) : std::optional<typename Backend::handle>{};
    record r = zeroed();
    r.bytes = static_cast<std::uint64_t>(bytes);
    r.valid = bytes == 0 || mine.has_value() ? 1 : 0;
    r.empty = bytes == 0 ? 1 : 0;
    if (mine) r.handle = *mine;
    // the record names the buffer (its allocation and place in it, its size)
    int changed = group != group_ || std::memcmp(&r, &mine_, sizeof r) != 0 ? 1 : 0;
    detail::mpi_check(MPI_Allreduce(MPI_IN_PLACE, &changed, 1, MPI_INT, MPI_MAX, group.native()), "MPI_Allreduce");
    if (!changed) return usable_;
    close_all();
    group_ = group;
    mine_ = r;
    const int g = group.size(), me = group.rank();
    std::vector<record> all(static_cast<std::size_t>(g));
    detail::mpi_check(MPI_Allgather(&r, sizeof r, MPI_BYTE, all.data(), sizeof r, MPI_BYTE, group.native()),
                      "MPI_Allgather");
    ++exchanges_;
    int ok = 1;
    peers_.assign(static_cast<std::size_t>(g), peer{});
    for (int q = 0; q < g; ++q) {
      const record& x = all[static_cast<std::size_t>(q)];
      peer& p = peers_[static_cast<std::size_t>(q)];
      p.bytes = static_cast<std::size_t>(x.bytes);
      if (x.empty) continue;
      if (!x.valid) {
        ok = 0;
        continue;
      }
      if (q == me) {
        p.map = Backend::self(data);
        continue;
      }
      const std::optional<typename Backend::mapping> m = Backend::open(x.handle, p.bytes);
      if (!m) {
        ok = 0;
        continue;
      }
      p.map = *m;
      p.opened = true;
    }
    detail::mpi_check(MPI_Allreduce(MPI_IN_PLACE, &ok, 1, MPI_INT, MPI_MIN, group.native()), "MPI_Allreduce");
    usable_ = ok == 1;
    return usable_;
  }

  /// Whether the last expose() found every buffer readable.
  bool usable() const { return usable_; }
  /// How many times expose() exchanged handles.
  std::int64_t exchanges() const { return exchanges_; }
  /// The bytes member q exposed.
  std::size_t bytes(int q) const { return peers_.at(static_cast<std::size_t>(q)).bytes; }

  /// Starts the copy of `bytes` at byte `offset` of member q's buffer (this member's own too) to
  /// `dst` on `exec`; complete after Backend::complete(exec).
  template <class Exec>
  void get(const Exec& exec, int q, std::size_t offset, std::size_t bytes, void* dst) const {
    check(usable_ && q >= 0 && static_cast<std::size_t>(q) < peers_.size(), "pebble::comm::node_exposure::get: member ",
          q, " of a group of ", peers_.size(), usable_ ? "" : " (the buffers are not exposed)");
    const peer& p = peers_[static_cast<std::size_t>(q)];
    check(offset <= p.bytes && bytes <= p.bytes - offset, "pebble::comm::node_exposure::get: bytes [", offset, ", ",
          offset + bytes, ") of member ", q, "'s buffer of ", p.bytes);
    if (bytes > 0) Backend::copy(exec, dst, p.map, offset, bytes);
  }

 private:
  struct record {  // what each member tells the others, exchanged and compared as bytes
    typename Backend::handle handle;
    std::uint64_t bytes;
    std::int32_t valid, empty;
  };
  static_assert(std::is_trivial_v<record>);
  static record zeroed() {  // compared and sent as bytes: padding included
    record r;
    std::memset(&r, 0, sizeof r);
    return r;
  }
  struct peer {
    typename Backend::mapping map{};
    std::size_t bytes = 0;
    bool opened = false;  // a peer's buffer this member opened (closed by close_all)
  };

  void close_all() noexcept {
    for (const peer& p : peers_)
      if (p.opened) Backend::close(p.map);
    peers_.clear();
    usable_ = false;
  }

  communicator group_;
  record mine_ = zeroed();  // what this member exposed last
  std::vector<peer> peers_;
  bool usable_ = false;
  std::int64_t exchanges_ = 0;
};

/// The exposure of a buffer in MemorySpace: node_exposure of its backend, or an empty stand-in
/// where it has none (so that a class can hold one whatever its memory space).
struct no_node_exposure {};
template <class MemorySpace>
using node_exposure_for = std::conditional_t<has_node_ipc_backend<MemorySpace>,
                                             node_exposure<node_ipc_backend_t<MemorySpace>>, no_node_exposure>;

/// A non-blocking all-gather of blocks of different sizes read out of the members' exposed buffers:
/// member q contributes counts[q] elements of T at element offsets[q] of its buffer, and `recv`
/// (on every member, in the memory the backend copies to) receives them concatenated in member
/// order. The copies are posted on `exec`; the request completes them. The words are counted as
/// all_gatherv counts them (comm/traffic.hpp), and the bytes read from peers in bytes_peer.
/// Every member must have exposed its buffer with `source` (usable()).
template <class T, class Backend, class Exec>
request ipc_all_gatherv(const Exec& exec, const node_exposure<Backend>& source, const communicator& group,
                        std::span<const std::int64_t> counts, std::span<const std::int64_t> offsets, T* recv,
                        std::int64_t recv_size) {
  const int g = group.size(), me = group.rank();
  check(static_cast<int>(counts.size()) == g && static_cast<int>(offsets.size()) == g,
        "pebble::comm::ipc_all_gatherv: ", counts.size(), " counts and ", offsets.size(), " offsets for a group of ",
        g);
  std::int64_t total = 0;
  for (int q = 0; q < g; ++q) {
    const auto u = static_cast<std::size_t>(q);
    check(counts[u] >= 0 && offsets[u] >= 0, "pebble::comm::ipc_all_gatherv: member ", q, " has count ", counts[u],
          " at offset ", offsets[u]);
    total += counts[u];
  }
  check(total == recv_size, "pebble::comm::ipc_all_gatherv: the counts add up to ", total,
        " elements, but the receive buffer has ", recv_size);
  std::int64_t at = 0, peer_words = 0;
  for (int q = 0; q < g; ++q) {
    const auto u = static_cast<std::size_t>(q);
    source.get(exec, q, static_cast<std::size_t>(offsets[u]) * sizeof(T),
               static_cast<std::size_t>(counts[u]) * sizeof(T), recv + at);
    if (q != me) peer_words += counts[u];
    at += counts[u];
  }
  const std::int64_t own = counts[static_cast<std::size_t>(me)];
  detail::count_traffic(own * (g - 1), total - own, static_cast<std::int64_t>(sizeof(T)));
  detail::traffic_storage().bytes_peer += peer_words * static_cast<std::int64_t>(sizeof(T));
  request r;
  r.on_complete([exec](const MPI_Status&) { Backend::complete(exec); });
  return r;
}

/// A non-blocking broadcast through node IPC: `count` elements of T from the start of the root's
/// exposed buffer into `recv` on every other member, each member copying them out of the root's
/// buffer itself once the root has said they are in place. The root's request completes when
/// every member has said it copied them; the root may write its buffer again from then on, as
/// MPI's root may reuse its send buffer once its request completes. The members' requests
/// complete when their copy has landed in `recv`.
///
/// The signals are messages without data on `group`: the root, when it calls this, fences `exec`
/// (whose work wrote the data), sends "ready" to each member and posts the receives of their
/// "done". A member may call it before the root does (as the receivers of a look-ahead post their
/// broadcasts early): it posts the receive of "ready"; once that arrives it starts the copy on
/// `exec`, polls the copy's completion, then sends "done". These stages move on whenever the
/// member tests or waits on any request (comm/staged.hpp), so a member that computes between
/// tests does not hold its peers up for longer than a test's interval.
///
/// The members call it in the same order on `group`, as a collective. Every member must have
/// exposed its buffer with `source` (usable()), and `source` must outlive the request. Words are
/// counted as broadcast counts them, the bytes read from the root in bytes_peer.
template <class T, class Backend, class Exec>
request ipc_ibroadcast(const Exec& exec, const node_exposure<Backend>& source, const communicator& group, int root,
                       T* recv, std::int64_t count) {
  const int g = group.size(), me = group.rank();
  check(root >= 0 && root < g && count >= 0, "pebble::comm::ipc_ibroadcast: root ", root, " of a group of ", g,
        ", count ", count);
  const auto bytes = static_cast<std::size_t>(count) * sizeof(T);
  check(source.usable() && bytes <= source.bytes(root), "pebble::comm::ipc_ibroadcast: ", bytes, " bytes from member ",
        root, source.usable() ? "" : " (the buffers are not exposed)");
  const MPI_Comm c = group.native();
  const int tag = detail::staged_tag(c);
  auto op = std::make_shared<detail::staged_operation>();
  detail::staged_operation* o = op.get();  // the operation owns `signal` through `next`
  // a message without data to (send) or from member q
  const auto signal = [o, c, tag](bool send, int q) {
    static char none = 0;
    MPI_Request x = MPI_REQUEST_NULL;
    if (send) detail::mpi_check(MPI_Isend(&none, 0, MPI_BYTE, q, tag, c, &x), "MPI_Isend");
    else detail::mpi_check(MPI_Irecv(&none, 0, MPI_BYTE, q, tag, c, &x), "MPI_Irecv");
    o->pending.push_back(x);
  };
  if (me == root) {
    exec.fence();  // the data is in place before any member reads it
    for (int q = 0; q < g; ++q)
      if (q != root) {
        signal(true, q);   // ready
        signal(false, q);  // done
      }
    op->next = [] { return true; };
  } else {
    signal(false, root);  // ready
    op->next = [o, exec, src = &source, root, recv, bytes, signal, stage = 0]() mutable {
      switch (stage++) {
        case 0:  // the data is in place: copy it, and poll the copy
          src->get(exec, root, 0, bytes, recv);
          o->local = Backend::completion(exec);
          return false;
        case 1:  // copied: the root may reuse its buffer
          signal(true, root);
          return false;
        default: return true;
      }
    };
  }
  detail::staged_in_flight().push_back(op);
  detail::count_traffic(me == root ? count * (g - 1) : 0, me == root ? 0 : count, static_cast<std::int64_t>(sizeof(T)));
  if (me != root) detail::traffic_storage().bytes_peer += static_cast<std::int64_t>(bytes);
  request r;
  r.staged(std::move(op));
  return r;
}

/// A broadcast of `count` elements of T from the start of the root's exposed buffer into `recv` on
/// every other member, each copying them out of the root's buffer itself: ipc_ibroadcast, waited
/// for. On return the members hold the data and the root may write its buffer again.
template <class T, class Backend, class Exec>
void ipc_broadcast(const Exec& exec, const node_exposure<Backend>& source, const communicator& group, int root, T* recv,
                   std::int64_t count) {
  ipc_ibroadcast(exec, source, group, root, recv, count).wait();
}

}  // namespace pebble::comm
