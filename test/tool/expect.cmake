# Runs one `pebble` command and checks its exit code and output: a ctest driver for the tool's
# behaviour on good and bad input (one-line errors, exit code 2, never a crash).
#   cmake -DTOOL=<exe> -DARGS=<arg@@arg@@…> -DEXPECT_CODE=<n> -DEXPECT_REGEX=<regex>
#         [-DEXPECT_LINES=<n>] [-DLAUNCHER=<mpiexec@@-n@@2…>] -P expect.cmake
# ARGS separates arguments by "@@" because ';' would split them on the way through ctest.
string(REPLACE "@@" ";" args "${ARGS}")
string(REPLACE "@@" ";" launcher "${LAUNCHER}")
execute_process(COMMAND ${launcher} ${TOOL} ${args} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code STREQUAL EXPECT_CODE)
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
