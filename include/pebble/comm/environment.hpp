// The run-side environment: MPI and Kokkos initialized in the right order (MPI first, finalized
// last) or attached to when the program already did it, MPI errors returned as exceptions, and a
// main() wrapper that ends a job cleanly on agreed errors and aborts it on unexpected ones.
#pragma once

#include <mpi.h>
#include <sys/resource.h>

#include <Kokkos_Core.hpp>
#ifdef KOKKOS_ENABLE_CUDA
#include <cuda_runtime_api.h>
#endif

#include <cstdint>
#include <exception>
#include <optional>
#include <string>

#include <pebble/comm/communicator.hpp>
#include <pebble/comm/node_ipc.hpp>
#include <pebble/comm/staging.hpp>

namespace pebble::comm {

/// The device runtime that Kokkos would start cannot start on some rank (environment's
/// constructor): an agreed error, thrown on every rank after MPI is finalized again. rank() is
/// this process's rank in MPI_COMM_WORLD, so that one rank reports it.
class startup_error : public agreed_error {
 public:
  startup_error(const std::string& message, int rank) : agreed_error(message), rank_(rank) {}
  int rank() const { return rank_; }

 private:
  int rank_;
};

namespace detail {

/// Why this process cannot start the device runtime of Kokkos' default execution space, or ""
/// when it can (or the build has no device backend). Kokkos aborts the process (SIGABRT) when its
/// backend fails to start; asking the runtime first, without creating a context, turns that into
/// an error the ranks agree on. The usual cause is an address-space limit (ulimit -v, prlimit
/// --as): the CUDA driver reserves virtual address space for unified addressing far beyond
/// the memory a program uses, and fails under such a limit.
inline std::string device_runtime_problem() {
#ifdef KOKKOS_ENABLE_CUDA
  int devices = 0;
  const cudaError_t status = cudaGetDeviceCount(&devices);
  std::string why;
  if (status != cudaSuccess) why = std::string("the CUDA runtime cannot start (") + cudaGetErrorString(status) + ")";
  else if (devices == 0) why = "no CUDA device is visible (CUDA_VISIBLE_DEVICES, the driver)";
  rlimit limit{};
  if (!why.empty() && getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
    why += "; an address-space limit of " + std::to_string(static_cast<std::uint64_t>(limit.rlim_cur)) +
           " bytes is set (ulimit -v, prlimit --as), below what the CUDA driver reserves: lift it";
  return why;
#else
  return {};
#endif
}

}  // namespace detail

/// RAII for MPI and Kokkos. Initializes what is not initialized yet (MPI with
/// MPI_THREAD_FUNNELED, then Kokkos with argc/argv) and finalizes, in reverse order, only what it
/// initialized itself. Sets MPI_ERRORS_RETURN on MPI_COMM_WORLD so failed MPI calls become
/// mpi_error exceptions. Kokkos views must be destroyed before the environment is.
/// Before starting Kokkos the ranks check that the device runtime starts on a device build
/// (detail::device_runtime_problem) and read PEBBLE_MPI_DEVICE_AWARE (mpi_device_aware) and
/// PEBBLE_NODE_IPC (node_ipc_requested); if any of that fails on some rank, every rank throws the
/// same startup_error, with MPI finalized (when this environment initialized it).
class environment {
 public:
  environment(int& argc, char**& argv) {
    int initialized = 0;
    MPI_Initialized(&initialized);
    if (!initialized) {
      int provided = 0;
      detail::mpi_check(MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided), "MPI_Init_thread");
      mpi_.owned = true;
    }
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    if (!Kokkos::is_initialized()) {
      std::string problem = detail::device_runtime_problem();
      if (problem.empty()) {
        try {
          (void)mpi_device_aware();    // PEBBLE_MPI_DEVICE_AWARE read once, here
          (void)node_ipc_requested();  // and PEBBLE_NODE_IPC
        } catch (const pebble::error& e) {
          problem = e.what();
        }
      }
      const int rank = world().rank();
      try {
        agree(world(), problem.empty(), problem);
      } catch (const agreed_error& e) {
        throw startup_error(e.what(), rank);  // mpi_ finalizes MPI on the way out
      }
      Kokkos::initialize(argc, argv);
      owns_kokkos_ = true;
    }
  }
  environment(const environment&) = delete;
  environment& operator=(const environment&) = delete;
  ~environment() {
    if (owns_kokkos_ && Kokkos::is_initialized()) Kokkos::finalize();
  }

  communicator world() const { return communicator::world(); }
  bool initialized_mpi() const { return mpi_.owned; }
  bool initialized_kokkos() const { return owns_kokkos_; }

 private:
  // MPI, finalized last, also when the constructor throws after initializing it
  struct mpi_session {
    bool owned = false;
    mpi_session() = default;
    mpi_session(const mpi_session&) = delete;
    mpi_session& operator=(const mpi_session&) = delete;
    ~mpi_session() {
      int finalized = 0;
      MPI_Finalized(&finalized);
      if (owned && !finalized) MPI_Finalize();
    }
  };
  mpi_session mpi_;
  bool owns_kokkos_ = false;
};

/// Runs body(world) inside an environment and returns the exit code for main():
///  - body's return value when it returns;
///  - `agreed_exit` after an agreed_error (every rank threw it; rank 0 prints "pebble: error: ...");
///  - any other exception aborts the whole job (abort_job) with the reason, since other ranks
///    may be waiting in communication for this one.
template <class Body>
int run(int& argc, char**& argv, Body&& body, int agreed_exit = 2) {
  std::optional<environment> env;
  try {
    env.emplace(argc, argv);
  } catch (const startup_error& e) {
    if (e.rank() == 0) std::fprintf(stderr, "pebble: error: %s\n", e.what());
    return agreed_exit;
  }
  const communicator world = env->world();
  try {
    return body(world);
  } catch (const agreed_error& e) {
    if (world.rank() == 0) std::fprintf(stderr, "pebble: error: %s\n", e.what());
    return agreed_exit;
  } catch (const std::exception& e) {
    abort_job(e.what());
  } catch (...) {
    abort_job("an unknown exception was thrown");
  }
}

}  // namespace pebble::comm
