// The `pebble` tool's one error path: bad input (flags, files, program text) is a pebble::error —
// the library's own, or input_error for what the tool checks itself — reported as one line
// "pebble: error: ..." on standard error with exit code 2. Subcommands that run on MPI ranks report
// agreed errors through pebble::comm::run instead (the same line and exit code, from rank 0).
#pragma once

#include <cctype>
#include <exception>
#include <string>
#include <iostream>

#include <pebble/core/error.hpp>
#include <pebble/model/parser.hpp>

namespace pebble_tool {

/// Bad input the tool itself finds: one line on standard error, exit code 2.
struct input_error : pebble::error {
  using pebble::error::error;
};

/// A library message without its "pebble::strategy: " (or another module's) prefix: the tool's
/// line has its own.
inline std::string without_library_prefix(const std::string& message) {
  const std::string pebble = "pebble::";
  if (!message.starts_with(pebble)) return message;
  const std::size_t end = message.find(": ", pebble.size());
  if (end == std::string::npos) return message;
  for (std::size_t k = pebble.size(); k < end; ++k)
    if (!(std::islower(static_cast<unsigned char>(message[k])) || message[k] == '_')) return message;
  return message.substr(end + 2);
}

/// body()'s exit code; when it throws, one line on standard error (printed only when `reports`:
/// under mpiexec every rank parses the flags, rank 0 reports) and exit code 2 for a pebble::error
/// ("pebble: error in the program text: ..." for a parse_error, "pebble: error: ..." otherwise), 3
/// for anything else ("pebble: internal error: ...").
template <class Body>
int exit_code_reporting_errors(Body&& body, bool reports = true) {
  try {
    return body();
  } catch (const pebble::parse_error& e) {
    if (reports) std::cerr << "pebble: error in the program text: " << e.what() << "\n";
  } catch (const pebble::error& e) {
    if (reports) std::cerr << "pebble: error: " << e.what() << "\n";
  } catch (const std::exception& e) {
    if (reports) std::cerr << "pebble: internal error: " << e.what() << "\n";
    return 3;
  }
  return 2;
}

}  // namespace pebble_tool
