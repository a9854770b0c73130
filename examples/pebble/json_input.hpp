// JSON input files of the `pebble` tool (topology files, strategy problems): read and parsed
// with nlohmann-json; a file that cannot be read, is not JSON or holds a number beyond double's
// range is an input_error (errors.hpp) naming the file and the line and column.
#pragma once

#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "text.hpp"

#include <optional>
#include <string>

namespace pebble_tool {

/// Input documents: nlohmann::json, whose objects are std::maps. (ordered_json keeps keys in a
/// vector and looks each up linearly while parsing: an object of 80,000 keys took 5.4 s.) Key
/// order means nothing in pebble's input files; output keeps ordered_json.
using input_json = nlohmann::json;

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

/// The JSON in `text`; `what` names where it comes from in errors ("topology file 'x.json'").
inline input_json parse_json_text(const std::string& text, const std::string& what) {
  try {
    return input_json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    const std::string message = e.what();
    const auto colon = message.rfind(": ");
    throw input_error(what + ": " + text_position(text, e.byte > 0 ? e.byte - 1 : 0) + ": not valid JSON (" +
                      (colon == std::string::npos ? message : message.substr(colon + 2)) + ")");
  } catch (const nlohmann::json::out_of_range& e) {
    // a number beyond double's range (id 406, "number overflow parsing '1e400'"): named with its
    // first place in the file
    const std::string message = e.what();
    const auto open = message.find('\''), close = message.rfind('\'');
    const std::string number =
        open != std::string::npos && close > open ? message.substr(open + 1, close - open - 1) : "";
    const std::size_t at = number.empty() ? std::string::npos : text.find(number);
    throw input_error(what + ": " + (at == std::string::npos ? std::string() : text_position(text, at) + ": ") +
                      "the number " + (number.empty() ? std::string("here") : number) +
                      " is outside the range of a double");
  }
}

/// The JSON in file `path`; `what` names the file in errors ("topology file 'x.json'").
inline input_json read_json_file(const std::string& path, const std::string& what) {
  const std::optional<std::string> read = read_text_file(path);
  if (!read) throw input_error(what + ": cannot be read");
  return parse_json_text(*read, what);
}

}  // namespace pebble_tool
