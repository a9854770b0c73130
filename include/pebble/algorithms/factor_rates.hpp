// The rates of this machine that conflux_time models (tiling/conflux_model.hpp), measured so that
// distributed LU and Cholesky choose their block size v by the modeled time (docs/factorizations.md,
// P4) where the pieces live: the host's BLAS and LAPACK on a CPU build, cuBLAS and cuSOLVER for
// CUDA device memory.
//  - The local update: rank-k gemms C -= A B of an m x k and a k x m matrix for three k. Its time
//    is affine in k under the model R(k) = R∞ k/(k + k½) (time = 2m²(k + k½)/R∞), so a least
//    squares line through the three times gives R∞ (from the slope) and k½ (the intercept over the
//    slope).
//  - The panels: getrf of a 2m x m/4 matrix (LU) or potrf of an m/2 x m/2 one (Cholesky).
//  - The network: broadcasts of one word and of 2^17 words from rank 0, each ⌈log₂ p⌉ message
//    rounds deep: α from the first, β from the second less α. Raw MPI calls, so pebble's word
//    counters (comm/traffic.hpp) do not see them.
// Every rank times them at once, as the ranks run a factorization together (sharing cores, memory
// bandwidth, a GPU), and the slowest rank's time of each counts, so every rank derives the same
// rates. Each kernel's time is the median of `repeat` runs after one untimed run, the broadcasts'
// the mean of 4·repeat back to back: ranks that share a core take turns, and these see the turns
// where the best run would not. About 0.1 s on one CPU core with the defaults.
#pragma once

#include <KokkosBlas3_gemm.hpp>
#include <Kokkos_Core.hpp>
#include <mpi.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include <pebble/algorithms/mmm.hpp>
#include <pebble/comm/communicator.hpp>
#include <pebble/core/error.hpp>
#include <pebble/exec/device_lapack.hpp>
#include <pebble/tiling/conflux_model.hpp>

namespace pebble {

/// What measure_factorization_rates times.
struct rate_probe {
  std::int64_t size = 512;  ///< m: the update's output is m x m, LU's panel 2m x m/4, Cholesky's m/2 x m/2
  int repeat = 5;           ///< timed runs of each kernel (their median counts), after one untimed
};

namespace detail {

// The median time of `repeat` calls of run() after one untimed call; prepare() runs before each,
// untimed. Not the best: ranks that share cores or a GPU take turns, and a run sees the turns
// taken; not the mean: one run descheduled for long would decide it.
template <class Exec, class Prepare, class Run>
double median_seconds(const Exec& exec, int repeat, Prepare&& prepare, Run&& run) {
  std::vector<double> times;
  for (int i = 0; i <= repeat; ++i) {
    prepare();
    exec.fence();
    const double t0 = MPI_Wtime();
    run();
    exec.fence();
    if (i > 0) times.push_back(MPI_Wtime() - t0);
  }
  std::sort(times.begin(), times.end());
  const std::size_t n = times.size();
  return n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2;
}

// A matrix of values from a fixed sequence in (-1, 1), plus `diagonal` on the diagonal (an SPD
// matrix for potrf when large), in memory space M.
template <class T, class M>
Kokkos::View<T**, Kokkos::LayoutLeft, M> probe_matrix(const char* label, std::int64_t rows, std::int64_t cols,
                                                      double diagonal) {
  Kokkos::View<T**, Kokkos::LayoutLeft, M> a(std::string(label), static_cast<std::size_t>(rows),
                                             static_cast<std::size_t>(cols));
  const auto h = Kokkos::create_mirror_view(a);
  std::uint64_t x = 88172645463325252ull;
  for (std::int64_t j = 0; j < cols; ++j)
    for (std::int64_t i = 0; i < rows; ++i) {
      x ^= x << 13, x ^= x >> 7, x ^= x << 17;
      h(i, j) = static_cast<T>(static_cast<double>(x >> 11) / 9007199254740992.0 - 0.5);
    }
  for (std::int64_t i = 0; i < std::min(rows, cols); ++i) h(i, i) += static_cast<T>(diagonal);
  Kokkos::deep_copy(a, h);
  return a;
}

// R∞ and k½ from gemm times at inner dimensions k (least squares line t = slope·k + intercept).
inline void fit_update(factorization_rates& r, double m, const std::array<double, 3>& k,
                       const std::array<double, 3>& seconds) {
  double mk = 0, mt = 0;
  for (std::size_t i = 0; i < k.size(); ++i) mk += k[i] / 3, mt += seconds[i] / 3;
  double skk = 0, skt = 0;
  for (std::size_t i = 0; i < k.size(); ++i) skk += (k[i] - mk) * (k[i] - mk), skt += (k[i] - mk) * (seconds[i] - mt);
  const double slope = skt / skk, intercept = mt - slope * mk;
  if (slope > 0) {
    r.update_rate = 2 * m * m / slope;
    r.update_half = std::max(intercept, 0.0) / slope;
  } else {  // times that do not grow with k (timer resolution): the best rate seen, no half length
    for (std::size_t i = 0; i < k.size(); ++i) r.update_rate = std::max(r.update_rate, 2 * m * m * k[i] / seconds[i]);
    r.update_half = 0;
  }
}

}  // namespace detail

/// The rates of this machine for conflux_time, measured as the header comment says, the same on
/// every rank of `comm` (collective). T is the matrices' element type, MemorySpace where the pieces
/// live, `exec` the execution space instance their kernels run on. `kind` picks the panel kernel.
template <class T, class MemorySpace = Kokkos::DefaultExecutionSpace::memory_space,
          class Exec = typename MemorySpace::execution_space>
factorization_rates measure_factorization_rates(const comm::communicator& comm, factorization kind,
                                                const Exec& exec = {}, const rate_probe& probe = {}) {
  // seconds: the three gemms, the panel, the two broadcasts; the slowest rank's
  std::array<double, 6> seconds{};
  const std::int64_t m = probe.size;
  const std::array<double, 3> ks{static_cast<double>(m / 32), static_cast<double>(m / 8), static_cast<double>(m / 2)};
  // the panel: LU's rows x cols getrf, rows·cols² − cols³/3 flops; Cholesky's cols x cols potrf, cols³/3
  const bool lu = kind == factorization::lu;
  const std::int64_t rows = lu ? 2 * m : m / 2, cols = lu ? m / 4 : m / 2;
  const double r_d = static_cast<double>(rows), c_d = static_cast<double>(cols);
  const double panel_flops = lu ? r_d * c_d * c_d - c_d * c_d * c_d / 3 : c_d * c_d * c_d / 3;
  comm::agree_on(comm, [&] {
    check(probe.size >= 64 && probe.size <= 8192 && probe.repeat >= 1 && probe.repeat <= 100,
          "pebble::measure_factorization_rates: the probe's size must be in [64, 8192] and its repeat in ",
          "[1, 100], size=", probe.size, ", repeat=", probe.repeat);
    // the update: C -= A(:, 0:k) B(0:k, :)
    const auto a = detail::probe_matrix<T, MemorySpace>("rate_probe::A", m, m / 2, 0);
    const auto b = detail::probe_matrix<T, MemorySpace>("rate_probe::B", m / 2, m, 0);
    const auto c = detail::probe_matrix<T, MemorySpace>("rate_probe::C", m, m, 0);
    for (std::size_t i = 0; i < ks.size(); ++i) {
      const auto k = static_cast<std::int64_t>(ks[i]);
      const auto ak = Kokkos::subview(a, Kokkos::ALL, std::pair<std::int64_t, std::int64_t>(0, k));
      const auto bk = Kokkos::subview(b, std::pair<std::int64_t, std::int64_t>(0, k), Kokkos::ALL);
      seconds[i] = detail::median_seconds(
          exec, probe.repeat, [] {}, [&] { detail::gemm_on(exec, "N", "N", T(-1), ak, bk, T(1), c); });
    }
    // the panel, each run on a fresh copy
    const auto saved = detail::probe_matrix<T, MemorySpace>("rate_probe::panel", rows, cols, lu ? 0.0 : c_d);
    const Kokkos::View<T**, Kokkos::LayoutLeft, MemorySpace> work("rate_probe::work", static_cast<std::size_t>(rows),
                                                                  static_cast<std::size_t>(cols));
    std::vector<int> ipiv;
    seconds[3] = detail::median_seconds(
        exec, probe.repeat, [&] { Kokkos::deep_copy(exec, work, saved); },
        [&] {
          if (lu) (void)lapack::getrf(exec, work, ipiv);
          else (void)lapack::potrf_lower(exec, work);
        });
  });
  // the network
  const int p = comm.size();
  constexpr int words = 1 << 17;
  if (p > 1) {
    std::vector<double> buffer(words, 1.0);
    // back to back, as a step's collectives follow each other: the mean of 4·repeat
    auto time_broadcast = [&](int count) {
      MPI_Bcast(buffer.data(), count, MPI_DOUBLE, 0, comm.native());
      MPI_Barrier(comm.native());
      const double t0 = MPI_Wtime();
      for (int i = 0; i < 4 * probe.repeat; ++i) MPI_Bcast(buffer.data(), count, MPI_DOUBLE, 0, comm.native());
      MPI_Barrier(comm.native());
      return (MPI_Wtime() - t0) / (4 * probe.repeat);
    };
    seconds[4] = time_broadcast(1);
    seconds[5] = time_broadcast(words);
  }
  MPI_Allreduce(MPI_IN_PLACE, seconds.data(), static_cast<int>(seconds.size()), MPI_DOUBLE, MPI_MAX, comm.native());
  // the same numbers on every rank give the same rates
  factorization_rates r;
  detail::fit_update(r, static_cast<double>(m), ks, {seconds[0], seconds[1], seconds[2]});
  r.panel_rate = panel_flops / seconds[3];
  if (p > 1) {
    const double rounds = detail::ceil_log2(static_cast<double>(p));  // a binomial tree's, as conflux_time counts
    r.message_seconds = seconds[4] / rounds;
    r.word_seconds = std::max(0.0, seconds[5] / rounds - r.message_seconds) / words;
  }
  const bool finite = r.update_rate > 0 && r.update_rate < std::numeric_limits<double>::infinity() &&
                      r.panel_rate > 0 && r.panel_rate < std::numeric_limits<double>::infinity();
  comm::agree_on(comm, [&] {
    check(finite, "pebble::measure_factorization_rates: the kernels' times gave no finite rate (update ", r.update_rate,
          ", panel ", r.panel_rate, " flop/s)");
  });
  return r;
}

}  // namespace pebble
