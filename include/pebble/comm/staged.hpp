// Non-blocking collectives that pebble posts itself as stages of point-to-point messages, and the
// progress engine that moves them on.
//
// Used under SimGrid's SMPI (docs/simulation.md) for long broadcasts: SMPI's MPI_Ibcast sends the
// whole message from the root to each rank in turn, so a long non-blocking broadcast there costs
// (g - 1) messages of the whole size on the root's link, where MPICH's costs about two (a scatter
// of chunks, then an all-gather of them; Thakur, Rabenseifner and Gropp 2005). A schedule that
// overlaps its broadcasts with work (LU's and Cholesky's look-ahead) would be timed against an
// MPI nobody runs; posted as MPICH's stages, it is timed against the one it runs on.
//
// A stage begins when the previous one is complete on this rank, which only this rank can see: a
// staged operation advances when its rank calls test or wait on any staged operation. Each call
// advances every staged operation in flight, so ranks that complete them in different orders do
// not wait on each other's next stage.
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
// they complete (it returns true when there is none: the operation is done).
struct staged_operation {
  std::vector<MPI_Request> pending;
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
        mpi_check(MPI_Testall(static_cast<int>(op->pending.size()), op->pending.data(), &complete,
                              MPI_STATUSES_IGNORE),
                  "MPI_Testall");
      if (!complete) break;
      op->pending.clear();
      op->done = op->next();
    }
  }
  std::erase_if(ops, [](const auto& op) { return op->done; });
}

// Blocks until any one message of a staged operation in flight or `other` (unless null)
// completes; returns whether `other` did (its status in `status`).
inline bool wait_any_staged(MPI_Request* other, MPI_Status* status) {
  std::vector<MPI_Request> all;
  std::vector<MPI_Request*> where;
  for (const auto& o : staged_in_flight())
    for (MPI_Request& x : o->pending)
      if (x != MPI_REQUEST_NULL) {
        all.push_back(x);
        where.push_back(&x);
      }
  if (other != nullptr && *other != MPI_REQUEST_NULL) {
    all.push_back(*other);
    where.push_back(other);
  }
  if (all.empty()) return other != nullptr;
  int index = MPI_UNDEFINED;
  MPI_Status s{};
  mpi_check(MPI_Waitany(static_cast<int>(all.size()), all.data(), &index, &s), "MPI_Waitany");
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

// A long broadcast of n elements at `data` as MPICH makes it: the root scatters the message in
// nearly equal chunks, chunk q to rank q; once a rank has its chunk, it sends it to every rank but
// the root and receives the others' (the root sends its own chunk to all). In flight on return.
inline std::shared_ptr<staged_operation> post_staged_broadcast(void* data, std::int64_t n, MPI_Datatype type,
                                                                int root, MPI_Comm comm, int me, int g) {
  int size = 0;
  mpi_check(MPI_Type_size(type, &size), "MPI_Type_size");
  auto op = std::make_shared<staged_operation>();
  auto first = std::make_shared<std::vector<std::int64_t>>();  // chunk q is [first[q], first[q + 1])
  for (std::int64_t q = 0; q <= g; ++q) first->push_back(n / g * q + (q < n % g ? q : n % g));
  const int tag = staged_tag(comm);
  staged_operation* o = op.get();  // the operation owns `transfer` through `next`
  const auto transfer = [o, first, bytes = static_cast<char*>(data), size, type, comm, tag](bool send, int q,
                                                                                          int peer) {
    const std::int64_t b = (*first)[static_cast<std::size_t>(q)], e = (*first)[static_cast<std::size_t>(q + 1)];
    char* at = bytes + b * size;
    const int count = static_cast<int>(e - b);  // at most n, which the caller checked fits an int
    MPI_Request x = MPI_REQUEST_NULL;
    if (send) mpi_check(MPI_Isend(at, count, type, peer, tag, comm, &x), "MPI_Isend");
    else mpi_check(MPI_Irecv(at, count, type, peer, tag, comm, &x), "MPI_Irecv");
    o->pending.push_back(x);
  };
  for (int q = 0; q < g; ++q) {  // the scatter
    if (me == root && q != root) transfer(true, q, q);
    if (me != root && q == me) transfer(false, q, root);
  }
  op->next = [transfer, me, root, g, gathered = false]() mutable {
    if (gathered) return true;
    gathered = true;
    for (int q = 0; q < g; ++q) {  // the all-gather
      if (q == me) continue;
      if (q != root) transfer(true, me, q);
      if (me != root) transfer(false, q, q);
    }
    return false;
  };
  staged_in_flight().push_back(op);
  return op;
}

}  // namespace pebble::comm::detail
