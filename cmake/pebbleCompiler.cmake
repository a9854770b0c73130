# What pebble's targets need from particular C++ compilers. Used by pebble's top-level
# CMakeLists.txt and, installed, by pebbleConfig.cmake, so that a downstream project gets the
# settings for the compiler it builds with (not the one pebble was installed with).
#
# nvcc (directly or through Kokkos' nvcc_wrapper, which CMake reports as the host compiler):
# its C++ front end stops evaluating a constant expression after a fixed cost that pebble's
# compile-time plans exceed ("expression not folded to a constant due to excessive constexpr
# function call complexity", where g++ and clang take them). pebble_compiler_options() raises that
# limit on the target, as g++'s -fconstexpr-ops-limit would.
#
# clang: its default limit on the steps of one constant evaluation (-fconstexpr-steps, 2^20) is
# far below g++'s (-fconstexpr-ops-limit, 2^33); compile-time plans and bounds of a few hundred
# loop points exceed it. pebble_compiler_options() raises it to 2^31 - 1.

include_guard(GLOBAL)
include(CheckCXXSourceCompiles)

# Sets the cache variable PEBBLE_CXX_IS_NVCC to whether the C++ compiler is NVIDIA's nvcc.
function(pebble_detect_nvcc)
  if(DEFINED PEBBLE_CXX_IS_NVCC)
    return()
  endif()
  set(CMAKE_REQUIRED_QUIET TRUE)
  check_cxx_source_compiles("#ifndef __NVCC__\n#error not nvcc\n#endif\nint main() { return 0; }"
    PEBBLE_CXX_IS_NVCC)
endfunction()

# Adds the compiler-specific usage requirements of pebble's headers to the INTERFACE of <target>.
# pebble's own build calls it with BUILD_INTERFACE, so that the options are not exported with the
# target: pebbleConfig.cmake works them out again for the consumer's compiler.
function(pebble_compiler_options target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "BUILD_INTERFACE" "" "")
  if(NOT CMAKE_CXX_COMPILER)  # a project without C++ compiles none of pebble's headers
    return()
  endif()
  pebble_detect_nvcc()
  get_property(options TARGET ${target} PROPERTY INTERFACE_COMPILE_OPTIONS)
  set(option)
  if(PEBBLE_CXX_IS_NVCC AND NOT options MATCHES "max_cost_constexpr_call")
    set(option "SHELL:-Xcudafe --max_cost_constexpr_call=2147483647")
  elseif(NOT PEBBLE_CXX_IS_NVCC AND CMAKE_CXX_COMPILER_ID MATCHES "Clang" AND NOT options MATCHES "constexpr-steps")
    set(option "-fconstexpr-steps=2147483647")
  endif()
  if(option)
    if(arg_BUILD_INTERFACE)
      set(option "$<BUILD_INTERFACE:${option}>")
    endif()
    set_property(TARGET ${target} APPEND PROPERTY INTERFACE_COMPILE_OPTIONS "${option}")
  endif()
endfunction()
