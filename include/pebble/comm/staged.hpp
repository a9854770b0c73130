// Non-blocking collectives that pebble posts itself as stages of point-to-point messages, and the
// progress engine that moves them on.
//
// Used under SimGrid's SMPI (docs/simulation.md) for long broadcasts and all-gathers: SMPI's
// MPI_Ibcast sends the whole message from the root to each rank in turn, so a long non-blocking
// broadcast there costs (g - 1) messages of the whole size on the root's link, where MPICH's costs
// about two (a scatter of chunks, then an all-gather of them); its MPI_Iallgatherv posts every
// rank's block to every other rank at once, g (g - 1) flows sharing the network together (slow to
// simulate at a thousand ranks), where MPICH passes them around a ring. A schedule that overlaps
// its collectives with work (Cholesky's look-ahead, MMM's double-buffered rounds) would be timed
// against an MPI nobody runs; posted as MPICH's stages, it is timed against the one it runs on.
//
// Node IPC's non-blocking broadcast (comm/node_ipc.hpp) is a staged operation too: signals
// between the root and each member, and a copy in between.
//
// A stage begins when the previous one is complete on this rank, which only this rank can see: a
// staged operation advances when its rank calls test or wait on any pebble::comm::request. Each
// call advances every staged operation in flight, so ranks that complete them in different orders
// do not wait on each other's next stage.
#pragma once

#include <mpi.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include <pebble/comm/communicator.hpp>

namespace pebble::comm::detail {

// One staged operation: the requests of its current stage, and what posts the next stage once
// they complete (it returns true when there is none: the operation is done). A stage may also wait
// on something outside MPI (`local`, polled: a device copy's completion, comm/node_ipc.hpp).
struct staged_operation {
  std::vector<MPI_Request> pending;
  std::function<bool()> local;
  std::function<bool()> next;
  bool done = false;
};

// The staged operations in flight on this rank (SMPI gives each simulated rank its own copy).
inline std::vector<std::shared_ptr<staged_operation>>& staged_in_flight() {
  static std::vector<std::shared_ptr<staged_operation>> ops;
  return ops;
}

// Moves every staged operation in flight on without blocking; drops the finished ones.
inline void advance_staged() {
  auto& ops = staged_in_flight();
  for (const auto& op : ops) {
    while (!op->done) {
      int complete = 1;
      if (!op->pending.empty())
        mpi_check(MPI_Testall(static_cast<int>(op->pending.size()), op->pending.data(), &complete, MPI_STATUSES_IGNORE),
                  "MPI_Testall");
      if (!complete || (op->local && !op->local())) break;
      op->pending.clear();
      op->local = nullptr;
      op->done = op->next();
    }
  }
  std::erase_if(ops, [](const auto& op) { return op->done; });
}

// Blocks until any one message of a staged operation in flight or `other` (unless null)
// completes; returns whether `other` did (its status in `status`). Where a stage waits on
// something outside MPI, it only tests the messages once (the caller polls).
inline bool wait_any_staged(MPI_Request* other, MPI_Status* status) {
  std::vector<MPI_Request> all;
  std::vector<MPI_Request*> where;
  bool polled = false;
  for (const auto& o : staged_in_flight()) {
    polled = polled || (!o->done && o->local);
    for (MPI_Request& x : o->pending)
      if (x != MPI_REQUEST_NULL) {
        all.push_back(x);
        where.push_back(&x);
      }
  }
  if (other != nullptr && *other != MPI_REQUEST_NULL) {
    all.push_back(*other);
    where.push_back(other);
  }
  if (all.empty()) return other != nullptr;
  int index = MPI_UNDEFINED;
  MPI_Status s{};
  if (polled) {
    int flag = 0;
    mpi_check(MPI_Testany(static_cast<int>(all.size()), all.data(), &index, &flag, &s), "MPI_Testany");
    if (!flag) return false;
  } else {
    mpi_check(MPI_Waitany(static_cast<int>(all.size()), all.data(), &index, &s), "MPI_Waitany");
  }
  if (index == MPI_UNDEFINED) return other != nullptr;
  *where[static_cast<std::size_t>(index)] = MPI_REQUEST_NULL;
  if (where[static_cast<std::size_t>(index)] != other) return false;
  if (status != nullptr) *status = s;
  return true;
}

// Whether `op` is done, moving every staged operation on; with `block`, waits until it is, one
// message of any staged operation at a time (so that the others keep moving).
inline bool progress_staged(const staged_operation& op, bool block) {
  advance_staged();
  while (block && !op.done) {
    wait_any_staged(nullptr, nullptr);
    advance_staged();
  }
  return op.done;
}

// Waits for `request` while staged operations are in flight, moving them on as an MPI moves its
// own non-blocking collectives on while a rank waits.
inline void wait_moving_staged(MPI_Request& request, MPI_Status& status) {
  while (request != MPI_REQUEST_NULL && !wait_any_staged(&request, &status)) advance_staged();
}

// The tag of the next staged operation on `comm`: a count kept with the communicator (an MPI
// attribute), so that the ranks, which post their collectives on it in the same order, agree on
// it, and two operations in flight on one communicator do not take each other's messages.
inline int staged_tag(MPI_Comm comm) {
  static int key = MPI_KEYVAL_INVALID;
  if (key == MPI_KEYVAL_INVALID) {
    MPI_Comm_delete_attr_function* drop = [](MPI_Comm, int, void* count, void*) -> int {
      delete static_cast<int*>(count);
      return MPI_SUCCESS;
    };
    mpi_check(MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, drop, &key, nullptr), "MPI_Comm_create_keyval");
  }
  int* count = nullptr;
  int found = 0;
  mpi_check(MPI_Comm_get_attr(comm, key, &count, &found), "MPI_Comm_get_attr");
  if (!found) {
    count = new int(0);
    mpi_check(MPI_Comm_set_attr(comm, key, count), "MPI_Comm_set_attr");
  }
  return 32000 + (*count)++ % 512;
}

// A long broadcast of n elements at `data` as MPICH makes it (Thakur, Rabenseifner and Gropp 2005):
// the root scatters the message in g nearly equal chunks, chunk q to the rank q places after it
// (its relative rank q), then the ranks all-gather the chunks: by recursive doubling when g is a
// power of two (log2 g stages, each rank swapping everything it has with the rank whose relative
// rank differs in one bit), else around a ring (g - 1 stages, each rank passing its left
// neighbour's latest chunk to its right). Nobody sends to the root, which has every chunk. In
// flight on return.
inline std::shared_ptr<staged_operation> post_staged_broadcast(void* data, std::int64_t n, MPI_Datatype type, int root,
                                                               MPI_Comm comm, int me, int g) {
  int size = 0;
  mpi_check(MPI_Type_size(type, &size), "MPI_Type_size");
  auto op = std::make_shared<staged_operation>();
  auto first = std::make_shared<std::vector<std::int64_t>>();  // chunk q is [first[q], first[q + 1])
  for (std::int64_t q = 0; q <= g; ++q) first->push_back(n / g * q + (q < n % g ? q : n % g));
  const int tag = staged_tag(comm), rel = (me - root + g) % g;
  staged_operation* o = op.get();  // the operation owns `transfer` through `next`
  // posts the transfer of chunks [q0, q1) to (send) or from the rank of relative rank `peer`
  const auto transfer = [o, first, bytes = static_cast<char*>(data), size, type, comm, tag, root, g](bool send, int q0,
                                                                                                     int q1, int peer) {
    const std::int64_t b = (*first)[static_cast<std::size_t>(q0)], e = (*first)[static_cast<std::size_t>(q1)];
    char* at = bytes + b * size;
    const int count = static_cast<int>(e - b);  // at most n, which the caller checked fits an int
    const int rank = (peer + root) % g;
    MPI_Request x = MPI_REQUEST_NULL;
    if (send) mpi_check(MPI_Isend(at, count, type, rank, tag, comm, &x), "MPI_Isend");
    else mpi_check(MPI_Irecv(at, count, type, rank, tag, comm, &x), "MPI_Irecv");
    o->pending.push_back(x);
  };
  for (int q = 1; q < g; ++q) {  // the scatter
    if (rel == 0) transfer(true, q, q + 1, q);
    if (rel == q) transfer(false, q, q + 1, 0);
  }
  const bool doubling = (g & (g - 1)) == 0;
  int stages = 0;
  if (doubling)
    while ((1 << stages) < g) ++stages;
  else stages = g - 1;
  op->next = [transfer, rel, g, doubling, stages, stage = 0]() mutable {
    if (stage == stages) return true;
    if (doubling) {  // stage k: the aligned blocks of 2^k chunks holding rel and rel ^ 2^k swap
      const int width = 1 << stage, peer = rel ^ width, mine = rel & ~(width - 1), theirs = peer & ~(width - 1);
      if (peer != 0) transfer(true, mine, mine + width, peer);
      if (rel != 0) transfer(false, theirs, theirs + width, peer);
    } else {  // ring stage s: chunk rel - s to the right, chunk rel - s - 1 from the left
      const int right = (rel + 1) % g, left = (rel + g - 1) % g, out = (rel - stage + g) % g,
                in = (rel - stage - 1 + 2 * g) % g;
      if (right != 0) transfer(true, out, out + 1, right);
      if (rel != 0) transfer(false, in, in + 1, left);
    }
    ++stage;
    return false;
  };
  staged_in_flight().push_back(op);
  return op;
}

// A long all-gather of blocks of different sizes as MPICH makes it: around a ring, g - 1 stages,
// in stage s each rank passing block (me - s) to its right neighbour and taking block (me - s - 1)
// from its left one. `data` holds the g blocks, block q at displs[q] with counts[q] elements
// (in elements of `type`, each fitting an int); this rank's own block is already in place.
// Blocks of no elements are skipped on both sides. In flight on return.
inline std::shared_ptr<staged_operation> post_staged_all_gatherv(void* data, std::vector<int> counts,
                                                                 std::vector<int> displs, MPI_Datatype type,
                                                                 MPI_Comm comm, int me, int g) {
  int size = 0;
  mpi_check(MPI_Type_size(type, &size), "MPI_Type_size");
  auto op = std::make_shared<staged_operation>();
  const int tag = staged_tag(comm);
  staged_operation* o = op.get();  // the operation owns what `next` captures
  op->next = [o, bytes = static_cast<char*>(data), counts = std::move(counts), displs = std::move(displs), size, type,
              comm, tag, me, g, stage = 0]() mutable {
    if (stage == g - 1) return true;
    const int right = (me + 1) % g, left = (me + g - 1) % g, out = (me - stage + g) % g,
              in = (me - stage - 1 + 2 * g) % g;
    const auto u = [](int q) { return static_cast<std::size_t>(q); };
    MPI_Request x = MPI_REQUEST_NULL;
    if (counts[u(out)] > 0) {
      mpi_check(MPI_Isend(bytes + std::int64_t{displs[u(out)]} * size, counts[u(out)], type, right, tag, comm, &x),
                "MPI_Isend");
      o->pending.push_back(x);
    }
    if (counts[u(in)] > 0) {
      mpi_check(MPI_Irecv(bytes + std::int64_t{displs[u(in)]} * size, counts[u(in)], type, left, tag, comm, &x),
                "MPI_Irecv");
      o->pending.push_back(x);
    }
    ++stage;
    return false;
  };
  op->done = op->next();  // stage 0 (with one rank, nothing: done)
  staged_in_flight().push_back(op);
  return op;
}

}  // namespace pebble::comm::detail
