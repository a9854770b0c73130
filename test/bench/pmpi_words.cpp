// The PMPI interposer of pmpi_words.hpp: MPI entry points that count and forward to PMPI_*.
// The signatures are MPICH 4's (mpi.h declares them; a mismatch is a compile error).
#include "pmpi_words.hpp"

#include <mpi.h>

#include <numeric>

namespace pmpi_words {
namespace {

counts totals;

std::int64_t type_bytes(MPI_Datatype type) {
  int size = 0;
  PMPI_Type_size(type, &size);
  return size;
}
std::int64_t bytes(int count, MPI_Datatype type) { return static_cast<std::int64_t>(count) * type_bytes(type); }

int rank_in(MPI_Comm comm) {
  int r = 0;
  PMPI_Comm_rank(comm, &r);
  return r;
}
int size_of(MPI_Comm comm) {
  int g = 1;
  PMPI_Comm_size(comm, &g);
  return g;
}

void count(std::int64_t sent, std::int64_t received) {
  totals.bytes_sent += sent;
  totals.bytes_received += received;
  ++totals.calls;
}

// The bytes of a v-collective's counts summed over the g ranks.
std::int64_t all_bytes(const int counts_of[], int g, MPI_Datatype type) {
  return std::accumulate(counts_of, counts_of + g, std::int64_t{0}) * type_bytes(type);
}

// all-reduce: reduce-scatter of `count` elements in nearly equal chunks, then all-gather
void count_all_reduce(int count_elements, MPI_Datatype type, MPI_Comm comm) {
  const int g = size_of(comm), me = rank_in(comm);
  const std::int64_t element = type_bytes(type), n = count_elements;
  const std::int64_t own = n / g + (me < n % g);
  const std::int64_t moved = (own * (g - 1) + (n - own)) * element;
  count(moved, moved);
}

// reduce: reduce-scatter of `count` elements in nearly equal chunks, then the chunks gathered at
// the root
void count_reduce(int count_elements, MPI_Datatype type, int root, MPI_Comm comm) {
  const int g = size_of(comm), me = rank_in(comm);
  const std::int64_t element = type_bytes(type), n = count_elements;
  const std::int64_t own = n / g + (me < n % g);
  count((n - own + (me == root ? 0 : own)) * element, (own * (g - 1) + (me == root ? n - own : 0)) * element);
}

}  // namespace

counts read() { return totals; }

counts reset() {
  const counts before = totals;
  totals = {};
  return before;
}

}  // namespace pmpi_words

using pmpi_words::bytes;

extern "C" {

// --- point-to-point --------------------------------------------------------------------------------

int MPI_Send(const void* buf, int n, MPI_Datatype type, int dest, int tag, MPI_Comm comm) {
  if (dest != MPI_PROC_NULL) pmpi_words::count(bytes(n, type), 0);
  return PMPI_Send(buf, n, type, dest, tag, comm);
}
int MPI_Ssend(const void* buf, int n, MPI_Datatype type, int dest, int tag, MPI_Comm comm) {
  if (dest != MPI_PROC_NULL) pmpi_words::count(bytes(n, type), 0);
  return PMPI_Ssend(buf, n, type, dest, tag, comm);
}
int MPI_Rsend(const void* buf, int n, MPI_Datatype type, int dest, int tag, MPI_Comm comm) {
  if (dest != MPI_PROC_NULL) pmpi_words::count(bytes(n, type), 0);
  return PMPI_Rsend(buf, n, type, dest, tag, comm);
}
int MPI_Bsend(const void* buf, int n, MPI_Datatype type, int dest, int tag, MPI_Comm comm) {
  if (dest != MPI_PROC_NULL) pmpi_words::count(bytes(n, type), 0);
  return PMPI_Bsend(buf, n, type, dest, tag, comm);
}
int MPI_Isend(const void* buf, int n, MPI_Datatype type, int dest, int tag, MPI_Comm comm, MPI_Request* req) {
  if (dest != MPI_PROC_NULL) pmpi_words::count(bytes(n, type), 0);
  return PMPI_Isend(buf, n, type, dest, tag, comm, req);
}
int MPI_Issend(const void* buf, int n, MPI_Datatype type, int dest, int tag, MPI_Comm comm, MPI_Request* req) {
  if (dest != MPI_PROC_NULL) pmpi_words::count(bytes(n, type), 0);
  return PMPI_Issend(buf, n, type, dest, tag, comm, req);
}
int MPI_Irsend(const void* buf, int n, MPI_Datatype type, int dest, int tag, MPI_Comm comm, MPI_Request* req) {
  if (dest != MPI_PROC_NULL) pmpi_words::count(bytes(n, type), 0);
  return PMPI_Irsend(buf, n, type, dest, tag, comm, req);
}

int MPI_Recv(void* buf, int n, MPI_Datatype type, int source, int tag, MPI_Comm comm, MPI_Status* status) {
  MPI_Status local;
  MPI_Status* s = status == MPI_STATUS_IGNORE ? &local : status;
  const int rc = PMPI_Recv(buf, n, type, source, tag, comm, s);
  if (rc == MPI_SUCCESS && source != MPI_PROC_NULL) {
    int got = 0;
    PMPI_Get_count(s, type, &got);
    pmpi_words::count(0, got == MPI_UNDEFINED ? bytes(n, type) : bytes(got, type));
  }
  return rc;
}
int MPI_Irecv(void* buf, int n, MPI_Datatype type, int source, int tag, MPI_Comm comm, MPI_Request* req) {
  if (source != MPI_PROC_NULL) pmpi_words::count(0, bytes(n, type));
  return PMPI_Irecv(buf, n, type, source, tag, comm, req);
}
int MPI_Sendrecv(const void* sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void* recvbuf,
                 int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status* status) {
  MPI_Status local;
  MPI_Status* s = status == MPI_STATUS_IGNORE ? &local : status;
  const int rc = PMPI_Sendrecv(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype, source,
                               recvtag, comm, s);
  std::int64_t received = 0;
  if (rc == MPI_SUCCESS && source != MPI_PROC_NULL) {
    int got = 0;
    PMPI_Get_count(s, recvtype, &got);
    received = got == MPI_UNDEFINED ? bytes(recvcount, recvtype) : bytes(got, recvtype);
  }
  pmpi_words::count(dest != MPI_PROC_NULL ? bytes(sendcount, sendtype) : 0, received);
  return rc;
}

// --- collectives ----------------------------------------------------------------------------------

int MPI_Bcast(void* buf, int n, MPI_Datatype type, int root, MPI_Comm comm) {
  const int g = pmpi_words::size_of(comm), me = pmpi_words::rank_in(comm);
  const std::int64_t b = bytes(n, type);
  pmpi_words::count(me == root ? b * (g - 1) : 0, me == root ? 0 : b);
  return PMPI_Bcast(buf, n, type, root, comm);
}
int MPI_Ibcast(void* buf, int n, MPI_Datatype type, int root, MPI_Comm comm, MPI_Request* req) {
  const int g = pmpi_words::size_of(comm), me = pmpi_words::rank_in(comm);
  const std::int64_t b = bytes(n, type);
  pmpi_words::count(me == root ? b * (g - 1) : 0, me == root ? 0 : b);
  return PMPI_Ibcast(buf, n, type, root, comm, req);
}

int MPI_Reduce(const void* sendbuf, void* recvbuf, int n, MPI_Datatype type, MPI_Op op, int root, MPI_Comm comm) {
  pmpi_words::count_reduce(n, type, root, comm);
  return PMPI_Reduce(sendbuf, recvbuf, n, type, op, root, comm);
}
int MPI_Ireduce(const void* sendbuf, void* recvbuf, int n, MPI_Datatype type, MPI_Op op, int root, MPI_Comm comm,
                MPI_Request* req) {
  pmpi_words::count_reduce(n, type, root, comm);
  return PMPI_Ireduce(sendbuf, recvbuf, n, type, op, root, comm, req);
}

int MPI_Allreduce(const void* sendbuf, void* recvbuf, int n, MPI_Datatype type, MPI_Op op, MPI_Comm comm) {
  pmpi_words::count_all_reduce(n, type, comm);
  return PMPI_Allreduce(sendbuf, recvbuf, n, type, op, comm);
}
int MPI_Iallreduce(const void* sendbuf, void* recvbuf, int n, MPI_Datatype type, MPI_Op op, MPI_Comm comm,
                   MPI_Request* req) {
  pmpi_words::count_all_reduce(n, type, comm);
  return PMPI_Iallreduce(sendbuf, recvbuf, n, type, op, comm, req);
}

int MPI_Reduce_scatter(const void* sendbuf, void* recvbuf, const int recvcounts[], MPI_Datatype type, MPI_Op op,
                       MPI_Comm comm) {
  const int g = pmpi_words::size_of(comm), me = pmpi_words::rank_in(comm);
  const std::int64_t own = bytes(recvcounts[me], type);
  pmpi_words::count(pmpi_words::all_bytes(recvcounts, g, type) - own, own * (g - 1));
  return PMPI_Reduce_scatter(sendbuf, recvbuf, recvcounts, type, op, comm);
}
int MPI_Ireduce_scatter(const void* sendbuf, void* recvbuf, const int recvcounts[], MPI_Datatype type, MPI_Op op,
                        MPI_Comm comm, MPI_Request* req) {
  const int g = pmpi_words::size_of(comm), me = pmpi_words::rank_in(comm);
  const std::int64_t own = bytes(recvcounts[me], type);
  pmpi_words::count(pmpi_words::all_bytes(recvcounts, g, type) - own, own * (g - 1));
  return PMPI_Ireduce_scatter(sendbuf, recvbuf, recvcounts, type, op, comm, req);
}
int MPI_Reduce_scatter_block(const void* sendbuf, void* recvbuf, int recvcount, MPI_Datatype type, MPI_Op op,
                             MPI_Comm comm) {
  const int g = pmpi_words::size_of(comm);
  const std::int64_t own = bytes(recvcount, type);
  pmpi_words::count(own * (g - 1), own * (g - 1));
  return PMPI_Reduce_scatter_block(sendbuf, recvbuf, recvcount, type, op, comm);
}

int MPI_Allgather(const void* sendbuf, int sendcount, MPI_Datatype sendtype, void* recvbuf, int recvcount,
                  MPI_Datatype recvtype, MPI_Comm comm) {
  const int g = pmpi_words::size_of(comm);
  const std::int64_t own = bytes(recvcount, recvtype);
  pmpi_words::count(own * (g - 1), own * (g - 1));
  return PMPI_Allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
}
int MPI_Allgatherv(const void* sendbuf, int sendcount, MPI_Datatype sendtype, void* recvbuf, const int recvcounts[],
                   const int displs[], MPI_Datatype recvtype, MPI_Comm comm) {
  const int g = pmpi_words::size_of(comm), me = pmpi_words::rank_in(comm);
  const std::int64_t own = bytes(recvcounts[me], recvtype);
  pmpi_words::count(own * (g - 1), pmpi_words::all_bytes(recvcounts, g, recvtype) - own);
  return PMPI_Allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm);
}
int MPI_Iallgatherv(const void* sendbuf, int sendcount, MPI_Datatype sendtype, void* recvbuf, const int recvcounts[],
                    const int displs[], MPI_Datatype recvtype, MPI_Comm comm, MPI_Request* req) {
  const int g = pmpi_words::size_of(comm), me = pmpi_words::rank_in(comm);
  const std::int64_t own = bytes(recvcounts[me], recvtype);
  pmpi_words::count(own * (g - 1), pmpi_words::all_bytes(recvcounts, g, recvtype) - own);
  return PMPI_Iallgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm, req);
}

int MPI_Alltoall(const void* sendbuf, int sendcount, MPI_Datatype sendtype, void* recvbuf, int recvcount,
                 MPI_Datatype recvtype, MPI_Comm comm) {
  const int g = pmpi_words::size_of(comm);
  const std::int64_t in = bytes(recvcount, recvtype) * (g - 1);
  pmpi_words::count(sendbuf == MPI_IN_PLACE ? in : bytes(sendcount, sendtype) * (g - 1), in);
  return PMPI_Alltoall(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm);
}
int MPI_Alltoallv(const void* sendbuf, const int sendcounts[], const int sdispls[], MPI_Datatype sendtype,
                  void* recvbuf, const int recvcounts[], const int rdispls[], MPI_Datatype recvtype, MPI_Comm comm) {
  const int g = pmpi_words::size_of(comm), me = pmpi_words::rank_in(comm);
  const std::int64_t in = pmpi_words::all_bytes(recvcounts, g, recvtype) - bytes(recvcounts[me], recvtype);
  const std::int64_t out =
      sendbuf == MPI_IN_PLACE ? in : pmpi_words::all_bytes(sendcounts, g, sendtype) - bytes(sendcounts[me], sendtype);
  pmpi_words::count(out, in);
  return PMPI_Alltoallv(sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm);
}

int MPI_Gather(const void* sendbuf, int sendcount, MPI_Datatype sendtype, void* recvbuf, int recvcount,
               MPI_Datatype recvtype, int root, MPI_Comm comm) {
  const int g = pmpi_words::size_of(comm), me = pmpi_words::rank_in(comm);
  pmpi_words::count(me == root ? 0 : bytes(sendcount, sendtype), me == root ? bytes(recvcount, recvtype) * (g - 1) : 0);
  return PMPI_Gather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
}
int MPI_Gatherv(const void* sendbuf, int sendcount, MPI_Datatype sendtype, void* recvbuf, const int recvcounts[],
                const int displs[], MPI_Datatype recvtype, int root, MPI_Comm comm) {
  const int g = pmpi_words::size_of(comm), me = pmpi_words::rank_in(comm);
  pmpi_words::count(me == root ? 0 : bytes(sendcount, sendtype),
                    me == root ? pmpi_words::all_bytes(recvcounts, g, recvtype) - bytes(recvcounts[me], recvtype) : 0);
  return PMPI_Gatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm);
}
int MPI_Scatter(const void* sendbuf, int sendcount, MPI_Datatype sendtype, void* recvbuf, int recvcount,
                MPI_Datatype recvtype, int root, MPI_Comm comm) {
  const int g = pmpi_words::size_of(comm), me = pmpi_words::rank_in(comm);
  pmpi_words::count(me == root ? bytes(sendcount, sendtype) * (g - 1) : 0, me == root ? 0 : bytes(recvcount, recvtype));
  return PMPI_Scatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm);
}
int MPI_Scatterv(const void* sendbuf, const int sendcounts[], const int displs[], MPI_Datatype sendtype, void* recvbuf,
                 int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm) {
  const int g = pmpi_words::size_of(comm), me = pmpi_words::rank_in(comm);
  pmpi_words::count(me == root ? pmpi_words::all_bytes(sendcounts, g, sendtype) - bytes(sendcounts[me], sendtype) : 0,
                    me == root ? 0 : bytes(recvcount, recvtype));
  return PMPI_Scatterv(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm);
}

// --- for C programs (bench_scalapack_library) ------------------------------------------------------

long long pmpi_words_bytes_received(void) { return pmpi_words::read().bytes_received; }

}  // extern "C"
