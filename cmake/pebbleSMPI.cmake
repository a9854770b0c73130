# pebble under SimGrid's SMPI, the simulated MPI (docs/simulation.md): every MPI program is built
# with SimGrid's smpicxx and runs on simulated ranks of a platform file through scripts/smpirun.sh.
# Used by pebble's top-level CMakeLists.txt when PEBBLE_SMPI is ON (the `smpi` preset of
# CMakePresets.json sets it, with the compilers).
#
# pebble_use_smpi(): checks that the C++ compiler is smpicxx and sets, for what find_package(MPI)
# and the tests use:
#   MPI_CXX_COMPILER       the C++ compiler itself (smpicxx adds SMPI's headers and library)
#   MPIEXEC_EXECUTABLE     scripts/smpirun.sh, MPIEXEC_NUMPROC_FLAG -n
# and, for every target of the build, the compile options SMPI needs:
#   -fno-gnu-unique        (g++) the statics of inline functions and inline variables stay local to
#                          each rank's copy of the program; as STB_GNU_UNIQUE symbols the dynamic
#                          linker would merge them across the copies SMPI loads, one per rank, and
#                          the ranks would share, for instance, pebble's traffic counters
#   -DSMPI_NO_OVERRIDE_MALLOC   SMPI's mpi.h would define malloc, calloc, realloc and free as
#                          macros, which breaks Kokkos::realloc and any member named so
#   -include cmake/smpi_compat.h   undefines SMPI's exit() macro (CLI11 has an App::exit)

include_guard(GLOBAL)
include(CheckCXXCompilerFlag)

macro(pebble_use_smpi)
  get_filename_component(pebble_smpi_cxx "${CMAKE_CXX_COMPILER}" NAME)
  if(NOT pebble_smpi_cxx MATCHES "^smpicxx")
    message(FATAL_ERROR "pebble: PEBBLE_SMPI needs SimGrid's smpicxx as the C++ compiler "
      "(cmake --preset smpi, or -DCMAKE_CXX_COMPILER=smpicxx; Debian: libsimgrid-dev); got ${CMAKE_CXX_COMPILER}")
  endif()
  set(MPI_CXX_COMPILER "${CMAKE_CXX_COMPILER}" CACHE FILEPATH "MPI C++ compiler wrapper (SMPI: the C++ compiler)" FORCE)
  set(MPIEXEC_EXECUTABLE "${PROJECT_SOURCE_DIR}/scripts/smpirun.sh" CACHE FILEPATH
    "Executable for running MPI programs (SMPI: scripts/smpirun.sh)" FORCE)
  set(MPIEXEC_NUMPROC_FLAG "-n" CACHE STRING "Flag for the number of ranks" FORCE)
  set(MPI_CXX_SKIP_MPICXX ON)
  add_compile_options(-DSMPI_NO_OVERRIDE_MALLOC "SHELL:-include ${PROJECT_SOURCE_DIR}/cmake/smpi_compat.h")
  check_cxx_compiler_flag(-fno-gnu-unique PEBBLE_CXX_HAS_NO_GNU_UNIQUE)
  if(PEBBLE_CXX_HAS_NO_GNU_UNIQUE)
    add_compile_options(-fno-gnu-unique)
  endif()
  message(STATUS "pebble: building for SimGrid's SMPI (${CMAKE_CXX_COMPILER}); MPI programs run with scripts/smpirun.sh")
endmacro()
