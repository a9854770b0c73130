# Runs one `pebble` command and checks its exit code and output: a ctest driver for the tool's
# behaviour on good and bad input (one-line errors, exit code 2, never a crash).
#   cmake -DTOOL=<exe> -DARGS=<arg@@arg@@…> -DEXPECT_CODE=<n[@@n…]> -DEXPECT_REGEX=<regex>
#         [-DEXPECT_LINES=<n>] [-DLAUNCHER=<mpiexec@@-n@@2…>]
#         [-DEXPECT_FILE=<path> -DEXPECT_FILE_REGEX=<regex>] -P expect.cmake
# EXPECT_FILE: a file the command writes (removed first), whose contents must match EXPECT_FILE_REGEX.
# EXPECT_CODE lists the accepted exit codes (one, as a rule; two where a measurement on a loaded
# machine may honestly end either way, and the regex names both outcomes).
# ARGS separates arguments by "@@" because ';' would split them on the way through ctest.
cmake_policy(SET CMP0057 NEW)  # if(... IN_LIST ...)
string(REPLACE "@@" ";" args "${ARGS}")
string(REPLACE "@@" ";" launcher "${LAUNCHER}")
string(REPLACE "@@" ";" codes "${EXPECT_CODE}")
if(DEFINED EXPECT_FILE)
  file(REMOVE "${EXPECT_FILE}")
endif()
execute_process(COMMAND ${launcher} ${TOOL} ${args} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code IN_LIST codes)
  message(FATAL_ERROR "exit code ${code}, expected ${EXPECT_CODE}\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(NOT "${out}${err}" MATCHES "${EXPECT_REGEX}")
  message(FATAL_ERROR "output does not match '${EXPECT_REGEX}'\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(DEFINED EXPECT_LINES)
  string(REGEX MATCHALL "\n" newlines "${err}")
  list(LENGTH newlines n)
  if(NOT n EQUAL EXPECT_LINES)
    message(FATAL_ERROR "stderr has ${n} lines, expected ${EXPECT_LINES}:\n${err}")
  endif()
endif()
if(DEFINED EXPECT_FILE)
  if(NOT EXISTS "${EXPECT_FILE}")
    message(FATAL_ERROR "${EXPECT_FILE} was not written\nstdout:\n${out}\nstderr:\n${err}")
  endif()
  file(READ "${EXPECT_FILE}" written)
  if(NOT "${written}" MATCHES "${EXPECT_FILE_REGEX}")
    message(FATAL_ERROR "${EXPECT_FILE} does not match '${EXPECT_FILE_REGEX}':\n${written}")
  endif()
endif()
