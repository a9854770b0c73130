// Moving a distributed matrix from one distribution to another (e.g. ScaLAPACK's block-cyclic
// to pebble's blocked MMM layout and back) with one all-to-all: each rank packs its elements in
// global column-major order per destination, and each rank unpacks in the same order.
#pragma once

#include <Kokkos_Core.hpp>

#include <cstdint>
#include <numeric>
#include <string>
#include <utility>
#include <type_traits>
#include <vector>

#include <pebble/comm/collectives.hpp>
#include <pebble/comm/communicator.hpp>
#include <pebble/core/error.hpp>
#include <pebble/tiling/distribution.hpp>

namespace pebble {

/// Host buffers that redistribute packs into and receives into, kept by a caller that moves data
/// repeatedly (gemm_context, factor_context): they grow to the largest move and are reused, so a
/// repeated move neither allocates nor first-touches its buffers again (on a virtual machine the
/// page faults of a fresh buffer cost as much as the copy).
template <class T>
struct redistribute_buffers {
  Kokkos::View<T*, Kokkos::HostSpace> send, recv;
};

namespace detail {

// redistribute's argument checks, agreed on by every rank of `comm` (me: this rank, g: the ranks):
// valid distributions of the same size on its ranks, and contiguous views large enough for the parts.
template <distribution From, distribution To, class VS, class VD>
void check_redistribute(const comm::communicator& comm, int me, int g, const From& from, const VS& src, const To& to,
                        const VD& dst) {
  comm::agree_on(comm, [&] {
    // validate(rank) where the distribution has per-rank parts (block_cyclic's lld), else validate()
    auto validate = [me](const auto& d) {
      if constexpr (requires { d.validate(std::int64_t{me}); }) d.validate(std::int64_t{me});
      else if constexpr (requires { d.validate(); }) d.validate();
    };
    validate(from);
    validate(to);
    check(from.rows() == to.rows() && from.cols() == to.cols(), "pebble::redistribute: the source is ", from.rows(),
          " x ", from.cols(), ", the destination ", to.rows(), " x ", to.cols());
    check(from.ranks() <= g && to.ranks() <= g, "pebble::redistribute: the distributions use ", from.ranks(), " and ",
          to.ranks(), " ranks, but the communicator has ", g);
    check(static_cast<std::int64_t>(src.size()) >= from.local_size(me), "pebble::redistribute: rank ", me,
          "'s source view has ", src.size(), " elements, its part needs ", from.local_size(me));
    check(static_cast<std::int64_t>(dst.size()) >= to.local_size(me), "pebble::redistribute: rank ", me,
          "'s destination view has ", dst.size(), " elements, its part needs ", to.local_size(me));
    check(src.span_is_contiguous() && dst.span_is_contiguous(), "pebble::redistribute: the views must be contiguous");
  });
}

// this rank's runs of `mine`, cut where the owner in `other` changes: g(owner, offset, n, step)
template <class Mine, class Other, class G>
void for_each_segment(const Mine& mine, const Other& other, int me, G&& g) {
  detail::for_each_local_run(
      mine, me, [&](std::int64_t r, std::int64_t c, std::int64_t offset, std::int64_t length, std::int64_t step) {
        for (std::int64_t i = 0; i < length;) {
          const owner_run o = detail::owner_rows(other, r + i, c);
          const std::int64_t n = o.rows < 1 ? 1 : (o.rows < length - i ? o.rows : length - i);  // rows >= 1 promised
          g(static_cast<std::size_t>(o.owner), offset + i * step, n, step);
          i += n;
        }
      });
}

// counts[q] += the elements of this rank's part of `mine` that rank q holds in `other`
template <class Mine, class Other>
void count_segments(const Mine& mine, const Other& other, int me, std::vector<std::int64_t>& counts) {
  for_each_segment(mine, other, me, [&](std::size_t q, std::int64_t, std::int64_t n, std::int64_t) { counts[q] += n; });
}

// The first n elements of `buffer`, grown (without initializing) where it is shorter.
template <class T>
auto host_buffer_at_least(Kokkos::View<T*, Kokkos::HostSpace>& buffer, std::int64_t n, const char* label) {
  if (static_cast<std::int64_t>(buffer.size()) < n) {
    buffer = {};  // the old buffer goes first
    buffer = Kokkos::View<T*, Kokkos::HostSpace>(Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string(label)),
                                                 static_cast<std::size_t>(n));
  }
  return Kokkos::subview(buffer, std::make_pair(std::int64_t{0}, n));
}

// Packs this rank's elements of `from` (in_data) into the send buffer, per destination in `to`
// from at[q] on (at[q] advances past them).
template <class From, class To, class T>
void pack_segments(const From& from, const To& to, int me, const T* in_data, T* send_data,
                   std::vector<std::int64_t>& at) {
  for_each_segment(from, to, me, [&](std::size_t q, std::int64_t offset, std::int64_t n, std::int64_t step) {
    T* out_at = send_data + at[q];
    const T* in_at = in_data + offset;
    for (std::int64_t t = 0; t < n; ++t) out_at[t] = in_at[t * step];
    at[q] += n;
  });
}

// The inverse of pack_segments on the receiving side: this rank's elements of `to` (out_data)
// from the receive buffer, per source in `from` from at[q] on.
template <class To, class From, class T>
void unpack_segments(const To& to, const From& from, int me, const T* recv_data, T* out_data,
                     std::vector<std::int64_t>& at) {
  for_each_segment(to, from, me, [&](std::size_t q, std::int64_t offset, std::int64_t n, std::int64_t step) {
    const T* in_at = recv_data + at[q];
    T* out_at = out_data + offset;
    for (std::int64_t t = 0; t < n; ++t) out_at[t * step] = in_at[t];
    at[q] += n;
  });
}

}  // namespace detail

/// Copies the matrix held in distribution `from` (this rank's part in `src`) into distribution
/// `to` (this rank's part in `dst`). Collective over `comm`; both distributions must describe
/// the same matrix size and use ranks of `comm` only. `src` and `dst` are contiguous views of at
/// least local_size(rank) elements in any memory space (staged through host memory). The words
/// moved are counted by pebble's traffic counters (an all-to-all). The copies between `src`,
/// `dst` and host memory run on the execution-space instance `exec`, which is fenced before the
/// data is sent and before the call returns. `buffers`, where given, are the host buffers to
/// pack and receive into, kept between calls (else the call allocates its own).
template <class Exec, distribution From, distribution To, comm::kokkos_view VS, comm::kokkos_view VD>
  requires Kokkos::is_execution_space<Exec>::value
void redistribute(const Exec& exec, const comm::communicator& comm, const From& from, const VS& src, const To& to,
                  const VD& dst,
                  redistribute_buffers<std::remove_const_t<typename VD::value_type>>* buffers = nullptr) {
  const int me = comm.rank(), g = comm.size();
  detail::check_redistribute(comm, me, g, from, src, to, dst);
  using T = std::remove_const_t<typename VD::value_type>;
  auto in = Kokkos::create_mirror_view(Kokkos::HostSpace(), src);
  auto out = Kokkos::create_mirror_view(Kokkos::HostSpace(), dst);
  // (a host source is its own mirror: read in place, which a const view needs)
  if constexpr (!std::is_const_v<typename decltype(in)::value_type>) Kokkos::deep_copy(exec, in, src);
  Kokkos::deep_copy(exec, out, dst);  // keep what the distribution does not cover (padding, lld)
  exec.fence();
  const T* in_data = in.data();
  T* out_data = out.data();

  std::vector<std::int64_t> send_counts(static_cast<std::size_t>(g), 0), recv_counts(send_counts);
  detail::count_segments(from, to, me, send_counts);
  detail::count_segments(to, from, me, recv_counts);
  // at[q]: where the next element for (from) rank q goes in the send (receive) buffer
  std::vector<std::int64_t> at(static_cast<std::size_t>(g));
  std::exclusive_scan(send_counts.begin(), send_counts.end(), at.begin(), std::int64_t{0});
  const std::int64_t total = std::reduce(send_counts.begin(), send_counts.end(), std::int64_t{0});
  redistribute_buffers<T> local;
  redistribute_buffers<T>& kept = buffers != nullptr ? *buffers : local;
  const auto send = detail::host_buffer_at_least(kept.send, total, "pebble::redistribute send");
  detail::pack_segments(from, to, me, in_data, send.data(), at);
  std::exclusive_scan(recv_counts.begin(), recv_counts.end(), at.begin(), std::int64_t{0});
  const std::int64_t received = std::reduce(recv_counts.begin(), recv_counts.end(), std::int64_t{0});
  const auto recv = detail::host_buffer_at_least(kept.recv, received, "pebble::redistribute recv");
  comm::all_to_allv(comm, send, send_counts, recv, recv_counts);
  detail::unpack_segments(to, from, me, recv.data(), out_data, at);
  Kokkos::deep_copy(exec, dst, out);
  exec.fence();
}

/// redistribute on the default execution-space instance.
template <distribution From, distribution To, comm::kokkos_view VS, comm::kokkos_view VD>
void redistribute(const comm::communicator& comm, const From& from, const VS& src, const To& to, const VD& dst) {
  redistribute(Kokkos::DefaultExecutionSpace(), comm, from, src, to, dst);
}

}  // namespace pebble
