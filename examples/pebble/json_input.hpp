// JSON input files of the `pebble` tool (topology files, strategy problems): read and parsed
// with nlohmann-json; a file that cannot be read or is not JSON is an input_error naming the file
// and, for a syntax error, the line and column.
#pragma once

#include <nlohmann/json.hpp>

#include <pebble/core/error.hpp>

#include "text.hpp"

#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>

namespace pebble_tool {

/// Bad input the tool reports in one line (exit code 2).
struct input_error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// body()'s exit code, or 2 after one line "pebble: error: ..." on standard error when it throws
/// an input_error or a pebble::error (bad input, found before or during the work).
template <class Body>
int exit_code_reporting_input_errors(Body&& body) {
  try {
    return body();
  } catch (const input_error& e) {
    std::cerr << "pebble: error: " << e.what() << "\n";
  } catch (const pebble::error& e) {
    std::cerr << "pebble: error: " << e.what() << "\n";
  }
  return 2;
}

/// "line L, column C" of byte offset `byte` in `text`.
inline std::string text_position(const std::string& text, std::size_t byte) {
  std::size_t line = 1, column = 1;
  for (std::size_t i = 0; i < byte && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

/// The JSON in file `path`; `what` names the file in errors ("topology file 'x.json'").
inline nlohmann::ordered_json read_json_file(const std::string& path, const std::string& what) {
  const std::optional<std::string> read = read_text_file(path);
  if (!read) throw input_error(what + ": cannot be read");
  const std::string& text = *read;
  try {
    return nlohmann::ordered_json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    const std::string message = e.what();
    const auto colon = message.rfind(": ");
    throw input_error(what + ": " + text_position(text, e.byte > 0 ? e.byte - 1 : 0) + ": not valid JSON (" +
                      (colon == std::string::npos ? message : message.substr(colon + 2)) + ")");
  }
}

}  // namespace pebble_tool
