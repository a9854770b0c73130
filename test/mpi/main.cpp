// doctest's main() for pebble's MPI tests: every rank runs every test case in file order (so the
// collectives inside them match up), inside a pebble::comm::environment; the job fails when any
// rank fails. Only rank 0 prints doctest's summary unless a rank fails.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <pebble/comm/environment.hpp>

int main(int argc, char** argv) {
  return pebble::comm::run(argc, argv, [&](const pebble::comm::communicator& world) {
    doctest::Context context;
    context.setOption("order-by", "file");
    if (world.rank() != 0) context.setOption("minimal", true);  // other ranks print failures only
    context.applyCommandLine(argc, argv);
    const int failed = context.run() != 0 ? 1 : 0;
    int any_failed = 0;
    MPI_Allreduce(&failed, &any_failed, 1, MPI_INT, MPI_MAX, world.native());
    if (failed) std::fprintf(stderr, "rank %d of %d: FAILED\n", world.rank(), world.size());
    return any_failed;
  });
}
