# Points CMake's FindMPI at MPICH, the MPI pebble is built and tested with (docs/design.md).
# Other Debian packages (ScaLAPACK, ...) pull in Open MPI and can flip the generic mpicxx/mpiexec
# alternatives, so the MPICH wrappers are named explicitly. Used by pebble's top-level
# CMakeLists.txt and, installed, by pebbleConfig.cmake, each followed by find_package(MPI).
#
# pebble_prefer_mpich(): unless the user already chose them (an unset or NOTFOUND entry counts
# as not chosen), sets the cache entries
#   MPI_CXX_COMPILER   to mpicxx.mpich   and   MPIEXEC_EXECUTABLE to mpiexec.mpich
# (and MPI_C_COMPILER, MPI_Fortran_COMPILER to mpicc.mpich, mpif90.mpich)
# when those programs exist, and, unless set, the variable MPI_CXX_SKIP_MPICXX=ON: pebble uses
# MPI's C API, so the headers of the deprecated MPI-2 C++ bindings are skipped.

include_guard(GLOBAL)

macro(pebble_prefer_mpich)
  if(NOT MPI_CXX_COMPILER)
    find_program(PEBBLE_MPICH_CXX_COMPILER NAMES mpicxx.mpich
      DOC "MPICH's C++ compiler wrapper, preferred by pebble")
    mark_as_advanced(PEBBLE_MPICH_CXX_COMPILER)
    if(PEBBLE_MPICH_CXX_COMPILER)
      set(MPI_CXX_COMPILER "${PEBBLE_MPICH_CXX_COMPILER}" CACHE FILEPATH "MPI C++ compiler wrapper" FORCE)
    endif()
  endif()
  # the C and Fortran wrappers too, for programs that call pebble from C or Fortran
  # (test/scalapack/)
  foreach(pebble_lang_wrapper C:mpicc.mpich Fortran:mpif90.mpich)
    string(REPLACE ":" ";" pebble_lang_wrapper "${pebble_lang_wrapper}")
    list(GET pebble_lang_wrapper 0 pebble_lang)
    list(GET pebble_lang_wrapper 1 pebble_wrapper)
    if(NOT MPI_${pebble_lang}_COMPILER)
      find_program(PEBBLE_MPICH_${pebble_lang}_COMPILER NAMES ${pebble_wrapper}
        DOC "MPICH's ${pebble_lang} compiler wrapper, preferred by pebble")
      mark_as_advanced(PEBBLE_MPICH_${pebble_lang}_COMPILER)
      if(PEBBLE_MPICH_${pebble_lang}_COMPILER)
        set(MPI_${pebble_lang}_COMPILER "${PEBBLE_MPICH_${pebble_lang}_COMPILER}" CACHE FILEPATH
          "MPI ${pebble_lang} compiler wrapper" FORCE)
      endif()
    endif()
  endforeach()
  if(NOT MPIEXEC_EXECUTABLE)
    find_program(PEBBLE_MPICH_MPIEXEC NAMES mpiexec.mpich
      DOC "MPICH's mpiexec, preferred by pebble")
    mark_as_advanced(PEBBLE_MPICH_MPIEXEC)
    if(PEBBLE_MPICH_MPIEXEC)
      set(MPIEXEC_EXECUTABLE "${PEBBLE_MPICH_MPIEXEC}" CACHE FILEPATH
        "Executable for running MPI programs" FORCE)
    endif()
  endif()
  if(NOT DEFINED MPI_CXX_SKIP_MPICXX)
    set(MPI_CXX_SKIP_MPICXX ON)
  endif()
endmacro()
