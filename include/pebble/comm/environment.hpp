// The run-side environment: MPI and Kokkos initialized in the right order (MPI first, finalized
// last) or attached to when the program already did it, MPI errors returned as exceptions, and a
// main() wrapper that ends a job cleanly on agreed errors and aborts it on unexpected ones.
#pragma once

#include <mpi.h>

#include <Kokkos_Core.hpp>

#include <exception>
#include <string>

#include <pebble/comm/communicator.hpp>

namespace pebble::comm {

/// RAII for MPI and Kokkos. Initializes what is not initialized yet (MPI with
/// MPI_THREAD_FUNNELED, then Kokkos with argc/argv) and finalizes, in reverse order, only what it
/// initialized itself. Sets MPI_ERRORS_RETURN on MPI_COMM_WORLD so failed MPI calls become
/// mpi_error exceptions. Kokkos views must be destroyed before the environment is.
class environment {
 public:
  environment(int& argc, char**& argv) {
    int initialized = 0;
    MPI_Initialized(&initialized);
    if (!initialized) {
      int provided = 0;
      detail::mpi_check(MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided), "MPI_Init_thread");
      owns_mpi_ = true;
    }
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    if (!Kokkos::is_initialized()) {
      Kokkos::initialize(argc, argv);
      owns_kokkos_ = true;
    }
  }
  environment(const environment&) = delete;
  environment& operator=(const environment&) = delete;
  ~environment() {
    if (owns_kokkos_ && Kokkos::is_initialized()) Kokkos::finalize();
    int finalized = 0;
    MPI_Finalized(&finalized);
    if (owns_mpi_ && !finalized) MPI_Finalize();
  }

  communicator world() const { return communicator::world(); }
  bool initialized_mpi() const { return owns_mpi_; }
  bool initialized_kokkos() const { return owns_kokkos_; }

 private:
  bool owns_mpi_ = false;
  bool owns_kokkos_ = false;
};

/// Runs body(world) inside an environment and returns the exit code for main():
///  - body's return value when it returns;
///  - `agreed_exit` after an agreed_error (every rank threw it; rank 0 prints "pebble: error: ...");
///  - any other exception aborts the whole job (abort_job) with the reason, since other ranks
///    may be waiting in communication for this one.
template <class Body>
int run(int& argc, char**& argv, Body&& body, int agreed_exit = 2) {
  environment env(argc, argv);
  const communicator world = env.world();
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
