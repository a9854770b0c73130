# Finds Kokkos and Kokkos Kernels for pebble's runtime layer (exec/, comm/, algorithms/) and
# defines the two targets pebble links, whatever Kokkos was found: pebble::kokkos and
# pebble::kokkoskernels (IMPORTED INTERFACE GLOBAL, include directories SYSTEM).
# Used by pebble's top-level CMakeLists.txt and, installed, by pebbleConfig.cmake.
#
# Search order:
#   1. A Kokkos package config (a user's own Serial/OpenMP/CUDA build, found through Kokkos_DIR,
#      Kokkos_ROOT, CMAKE_PREFIX_PATH, then the directories in PEBBLE_KOKKOS_HINTS) whose
#      Kokkos::kokkos target is usable: every include directory it names exists and one holds
#      Kokkos_Core.hpp. Kokkos Kernels must then come from a matching KokkosKernels config that
#      defines KokkosKernels::kokkoskernels. A host LAPACK (FindLAPACK) is linked when found.
#   2. Otherwise the Debian/Trilinos layout (libtrilinos-kokkos-dev,
#      libtrilinos-kokkos-kernels-dev): headers in <prefix>/include/trilinos and the
#      trilinos_kokkos{core,containers,algorithms,kernels} libraries. Debian's KokkosConfig.cmake
#      cannot be used as is: its Kokkos::kokkos names the non-existent include directory
#      /usr/lib/include, and it has no KokkosKernels::kokkoskernels target. The cache entries
#      PEBBLE_KOKKOS_INCLUDE_DIR and PEBBLE_TRILINOS_*_LIBRARY may be set to point elsewhere.
#
# Call pebble_find_kokkos(). It sets, in the caller's scope:
#   pebble_kokkos_FOUND              TRUE when both targets exist
#   pebble_kokkos_NOT_FOUND_MESSAGE  why not, otherwise
#   PEBBLE_KOKKOS_PROVIDER           "config" or "trilinos"
#   PEBBLE_KOKKOS_CONFIG_DIRS        the Kokkos/KokkosKernels config directories used ("config")
# and prints one status line naming the Kokkos it chose.

include_guard(GLOBAL)

# Sets <out> to every target reachable from <target> through INTERFACE_LINK_LIBRARIES
# (aliases resolved, generator expressions and plain library names skipped), <target> included.
function(_pebble_kokkos_reachable_targets out target)
  set(seen "")
  set(queue "${target}")
  while(queue)
    list(POP_FRONT queue current)
    if(NOT TARGET "${current}")
      continue()
    endif()
    get_target_property(aliased "${current}" ALIASED_TARGET)
    if(aliased)
      set(current "${aliased}")
    endif()
    if(current IN_LIST seen)
      continue()
    endif()
    list(APPEND seen "${current}")
    get_target_property(links "${current}" INTERFACE_LINK_LIBRARIES)
    if(links)
      foreach(link IN LISTS links)
        if(NOT link MATCHES "\\$<" AND TARGET "${link}")
          list(APPEND queue "${link}")
        endif()
      endforeach()
    endif()
  endwhile()
  set(${out} "${seen}" PARENT_SCOPE)
endfunction()

# Sets <out> to TRUE when the include directories reachable from <target> all exist and one of
# them contains <header>; <why> receives the reason otherwise.
function(_pebble_kokkos_target_usable out why target header)
  set(${out} FALSE PARENT_SCOPE)
  if(NOT TARGET "${target}")
    set(${why} "it defines no ${target} target" PARENT_SCOPE)
    return()
  endif()
  _pebble_kokkos_reachable_targets(targets "${target}")
  set(has_header FALSE)
  foreach(t IN LISTS targets)
    get_target_property(dirs "${t}" INTERFACE_INCLUDE_DIRECTORIES)
    if(NOT dirs)
      continue()
    endif()
    foreach(dir IN LISTS dirs)
      if(dir MATCHES "\\$<")
        continue()
      endif()
      if(NOT IS_DIRECTORY "${dir}")
        set(${why} "${t} names the missing include directory ${dir}" PARENT_SCOPE)
        return()
      endif()
      if(EXISTS "${dir}/${header}")
        set(has_header TRUE)
      endif()
    endforeach()
  endforeach()
  if(NOT has_header)
    set(${why} "no include directory of ${target} contains ${header}" PARENT_SCOPE)
    return()
  endif()
  set(${out} TRUE PARENT_SCOPE)
endfunction()

# Makes the imported targets reachable from <target> visible project-wide, so that the GLOBAL
# pebble::kokkos* targets can name them from any directory. Only targets created in the current
# directory can be promoted; others keep their scope (they were found by the caller already).
function(_pebble_kokkos_promote_global target)
  _pebble_kokkos_reachable_targets(targets "${target}")
  foreach(t IN LISTS targets)
    get_target_property(imported "${t}" IMPORTED)
    get_target_property(global "${t}" IMPORTED_GLOBAL)
    get_target_property(dir "${t}" SOURCE_DIR)
    if(imported AND NOT global AND dir STREQUAL CMAKE_CURRENT_SOURCE_DIR)
      set_target_properties("${t}" PROPERTIES IMPORTED_GLOBAL TRUE)
    endif()
  endforeach()
endfunction()

# Defines the IMPORTED INTERFACE GLOBAL target <name> that links the package target <target>,
# after making <target> and what it links visible project-wide. An ALIAS of an imported target
# keeps its directory scope even when the aliased target is promoted (KokkosKernels::kokkoskernels
# is such an alias), so <name> links the aliased target itself.
function(_pebble_kokkos_wrap name target)
  _pebble_kokkos_promote_global("${target}")
  get_target_property(aliased "${target}" ALIASED_TARGET)
  if(aliased)
    set(target "${aliased}")
  endif()
  add_library(${name} INTERFACE IMPORTED GLOBAL)
  set_target_properties(${name} PROPERTIES INTERFACE_LINK_LIBRARIES "${target}")
endfunction()

# Step 1: Kokkos and Kokkos Kernels from their package configs. Sets <ok>, <why>, <dirs>.
function(_pebble_kokkos_from_config ok why dirs)
  set(${ok} FALSE PARENT_SCOPE)
  # Kokkos configs force the cache entry CMAKE_CXX_EXTENSIONS=OFF (with a warning) when the
  # project left it unset; a local OFF keeps them from touching the caller's cache. pebble's
  # own targets are built without extensions anyway.
  if(NOT DEFINED CMAKE_CXX_EXTENSIONS)
    set(CMAKE_CXX_EXTENSIONS OFF)
  endif()
  find_package(Kokkos CONFIG QUIET HINTS ${PEBBLE_KOKKOS_HINTS})
  if(NOT Kokkos_FOUND)
    set(${why} "no Kokkos package config found" PARENT_SCOPE)
    return()
  endif()
  _pebble_kokkos_target_usable(usable reason Kokkos::kokkos Kokkos_Core.hpp)
  if(NOT usable)
    set(${why} "the Kokkos config in ${Kokkos_DIR} is not usable: ${reason}" PARENT_SCOPE)
    return()
  endif()
  # Kokkos Kernels is looked for next to that Kokkos first: <libdir>/cmake/KokkosKernels.
  cmake_path(GET Kokkos_DIR PARENT_PATH kokkos_cmake_dir)
  find_package(KokkosKernels CONFIG QUIET HINTS "${kokkos_cmake_dir}" ${PEBBLE_KOKKOS_HINTS})
  if(NOT KokkosKernels_FOUND)
    set(reason "no KokkosKernels config was found")
    set(usable FALSE)
  else()
    _pebble_kokkos_target_usable(usable reason KokkosKernels::kokkoskernels KokkosBlas3_gemm.hpp)
    string(PREPEND reason "the KokkosKernels config in ${KokkosKernels_DIR} is not usable: ")
  endif()
  if(NOT usable)
    set(${why} "Kokkos ${Kokkos_VERSION} from ${Kokkos_DIR} is usable, but ${reason} (set KokkosKernels_DIR to the matching Kokkos Kernels)" PARENT_SCOPE)
    set(${ok} MISMATCH PARENT_SCOPE)
    return()
  endif()
  # distributed_lu/distributed_cholesky call the host LAPACK's getrf/potrf (exec/lapack.hpp); a
  # Kokkos Kernels built without a host BLAS/LAPACK TPL (e.g. CUDA only: cuBLAS, cuSOLVER) does not
  # link one, so pebble asks for it here as the Trilinos layout below does.
  # Without one (a bare GPU machine), PEBBLE_NO_HOST_LAPACK selects pebble's unblocked reference
  # getrf/potrf: correct, but BLAS-2 speed.
  find_package(LAPACK QUIET)
  _pebble_kokkos_wrap(pebble::kokkos Kokkos::kokkos)
  _pebble_kokkos_wrap(pebble::kokkoskernels KokkosKernels::kokkoskernels)
  set_property(TARGET pebble::kokkoskernels APPEND PROPERTY INTERFACE_LINK_LIBRARIES pebble::kokkos)
  if(LAPACK_FOUND)
    set_property(TARGET pebble::kokkoskernels APPEND PROPERTY INTERFACE_LINK_LIBRARIES ${LAPACK_LIBRARIES})
  else()
    set_property(TARGET pebble::kokkoskernels APPEND PROPERTY INTERFACE_COMPILE_DEFINITIONS PEBBLE_NO_HOST_LAPACK)
    message(STATUS "pebble: no host LAPACK found; the factorizations use pebble's unblocked getrf/potrf (install libopenblas-dev for LAPACK's)")
  endif()
  message(STATUS "pebble: Kokkos ${Kokkos_VERSION} (devices: ${Kokkos_DEVICES}) from the package config in ${Kokkos_DIR}, Kokkos Kernels from ${KokkosKernels_DIR}")
  set(PEBBLE_KOKKOS_DEVICES "${Kokkos_DEVICES}" CACHE INTERNAL "The backends of the Kokkos pebble found")
  set(${dirs} "${Kokkos_DIR};${KokkosKernels_DIR}" PARENT_SCOPE)
  set(${ok} TRUE PARENT_SCOPE)
endfunction()

# Step 2: imported targets over the Debian/Trilinos layout. Sets <ok> and <why>.
function(_pebble_kokkos_from_trilinos ok why config_why)
  set(${ok} FALSE PARENT_SCOPE)
  find_path(PEBBLE_KOKKOS_INCLUDE_DIR
    NAMES Kokkos_Core.hpp
    PATH_SUFFIXES trilinos
    DOC "Directory holding Kokkos_Core.hpp and the Kokkos Kernels headers (Trilinos layout)")
  set(missing "")
  if(NOT PEBBLE_KOKKOS_INCLUDE_DIR)
    list(APPEND missing "Kokkos_Core.hpp")
  elseif(NOT EXISTS "${PEBBLE_KOKKOS_INCLUDE_DIR}/KokkosBlas3_gemm.hpp")
    list(APPEND missing "KokkosBlas3_gemm.hpp")
  endif()
  foreach(lib IN ITEMS kokkoscore kokkoscontainers kokkosalgorithms kokkoskernels)
    string(TOUPPER "${lib}" upper)
    find_library(PEBBLE_TRILINOS_${upper}_LIBRARY
      NAMES trilinos_${lib}
      DOC "Path of the Trilinos library trilinos_${lib}")
    if(NOT PEBBLE_TRILINOS_${upper}_LIBRARY)
      list(APPEND missing "libtrilinos_${lib}")
    endif()
  endforeach()
  find_package(LAPACK QUIET)
  if(NOT LAPACK_FOUND)
    list(APPEND missing "BLAS/LAPACK")
  endif()
  if(missing)
    list(JOIN missing ", " missing)
    set(${why} "${config_why}; the Trilinos layout lacks ${missing}. Install libtrilinos-kokkos-dev libtrilinos-kokkos-kernels-dev libopenblas-dev (scripts/install-deps.sh) or set Kokkos_DIR to a Kokkos install" PARENT_SCOPE)
    return()
  endif()

  set(version "")
  file(STRINGS "${PEBBLE_KOKKOS_INCLUDE_DIR}/KokkosCore_config.h" version_line
    REGEX "^#define KOKKOS_VERSION [0-9]+")
  if(version_line MATCHES "KOKKOS_VERSION ([0-9]+)")
    math(EXPR major "${CMAKE_MATCH_1} / 10000")
    math(EXPR minor "${CMAKE_MATCH_1} / 100 % 100")
    math(EXPR patch "${CMAKE_MATCH_1} % 100")
    if(patch LESS 10)
      set(patch "0${patch}")
    endif()
    set(version " ${major}.${minor}.${patch}")  # spelled like Kokkos_VERSION, e.g. 3.4.01
  endif()

  add_library(pebble::kokkos INTERFACE IMPORTED GLOBAL)
  set_target_properties(pebble::kokkos PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES "${PEBBLE_KOKKOS_INCLUDE_DIR}"
    INTERFACE_SYSTEM_INCLUDE_DIRECTORIES "${PEBBLE_KOKKOS_INCLUDE_DIR}"
    INTERFACE_LINK_LIBRARIES "${PEBBLE_TRILINOS_KOKKOSALGORITHMS_LIBRARY};${PEBBLE_TRILINOS_KOKKOSCONTAINERS_LIBRARY};${PEBBLE_TRILINOS_KOKKOSCORE_LIBRARY};${CMAKE_DL_LIBS}")
  add_library(pebble::kokkoskernels INTERFACE IMPORTED GLOBAL)
  set_target_properties(pebble::kokkoskernels PROPERTIES
    INTERFACE_LINK_LIBRARIES "${PEBBLE_TRILINOS_KOKKOSKERNELS_LIBRARY};pebble::kokkos;${LAPACK_LIBRARIES}")
  message(STATUS "pebble: Kokkos${version} and Kokkos Kernels from the Trilinos layout in ${PEBBLE_KOKKOS_INCLUDE_DIR} (${config_why})")
  set(${ok} TRUE PARENT_SCOPE)
endfunction()

function(pebble_find_kokkos)
  set(pebble_kokkos_NOT_FOUND_MESSAGE "" PARENT_SCOPE)
  if(TARGET pebble::kokkos AND TARGET pebble::kokkoskernels)
    set(pebble_kokkos_FOUND TRUE PARENT_SCOPE)
    return()
  endif()
  set(pebble_kokkos_FOUND FALSE PARENT_SCOPE)
  set(PEBBLE_KOKKOS_CONFIG_DIRS "" PARENT_SCOPE)

  _pebble_kokkos_from_config(ok why dirs)
  if(ok STREQUAL "MISMATCH")
    # Mixing a user's Kokkos with another installation's Kokkos Kernels would break the ABI.
    set(pebble_kokkos_NOT_FOUND_MESSAGE "${why}" PARENT_SCOPE)
    return()
  elseif(ok)
    set(pebble_kokkos_FOUND TRUE PARENT_SCOPE)
    set(PEBBLE_KOKKOS_PROVIDER config PARENT_SCOPE)
    set(PEBBLE_KOKKOS_CONFIG_DIRS "${dirs}" PARENT_SCOPE)
    return()
  endif()

  _pebble_kokkos_from_trilinos(ok why "${why}")
  if(ok)
    set(pebble_kokkos_FOUND TRUE PARENT_SCOPE)
    set(PEBBLE_KOKKOS_PROVIDER trilinos PARENT_SCOPE)
  else()
    set(pebble_kokkos_NOT_FOUND_MESSAGE "${why}" PARENT_SCOPE)
  endif()
endfunction()
