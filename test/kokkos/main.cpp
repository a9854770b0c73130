// doctest's main() for the run-side tests that need Kokkos but not MPI: Kokkos is initialized
// around the test run (DefaultExecutionSpace: Serial on the test machine).
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <Kokkos_Core.hpp>

int main(int argc, char** argv) {
  Kokkos::ScopeGuard kokkos(argc, argv);
  doctest::Context context;
  context.applyCommandLine(argc, argv);
  return context.run();
}
