// Program input shared by `pebble model` and `pebble bound`: the program text from the argument or
// --file, and --size values bound to the program's size names. Bad input is an input_error.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include <pebble/model.hpp>

#include "errors.hpp"
#include "text.hpp"

namespace pebble_tool {

// "N=1000,T=50" (also accepts several --size options). One rule for sizes in every subcommand:
// whole numbers >= 1. pebble count's --size also gives unknown trip counts, which may be 0: it
// reads with `least` 0 and checks its sizes itself.
inline pebble::size_binding parse_sizes(const std::vector<std::string>& specs, long long least = 1) {
  pebble::size_binding b;
  for (const auto& spec : specs) {
    std::stringstream items(spec);
    std::string item;
    while (std::getline(items, item, ',')) {
      auto eq = item.find('=');
      if (eq == std::string::npos || eq == 0 || eq + 1 == item.size())
        throw input_error("--size: expected NAME=VALUE, got '" + item + "'");
      std::string name = item.substr(0, eq), value = item.substr(eq + 1);
      std::size_t used = 0;
      long long v = 0;
      try {
        v = std::stoll(value, &used);
      } catch (const std::exception&) {
        used = 0;
      }
      if (used != value.size())
        throw input_error("--size: the value of " + name + " is not an integer: '" + value + "'");
      if (v < least)
        throw input_error("--size: " + name + " is " + value +
                          (least == 1 ? "; sizes must be >= 1" : "; sizes must be >= 1, trip counts >= 0"));
      if (name.size() > pebble::short_name::max_length)
        throw input_error("--size: the name '" + name + "' is too long");
      b.set(pebble::short_name(name), v);
    }
  }
  return b;
}

inline std::string join(const std::vector<std::string>& v, const std::string& sep) {
  std::string out;
  for (std::size_t k = 0; k < v.size(); ++k) out += (k ? sep : "") + v[k];
  return out;
}

// The program text from the argument or --file (`pebble model`, `bound`, `count`).
inline std::string load_program_text(const std::string& text_arg, const std::string& file, const char* command) {
  std::string text = text_arg;
  if (!file.empty()) {
    if (!text.empty()) throw input_error("give the program either as an argument or with --file, not both");
    const std::optional<std::string> read = pebble_tool::read_text_file(file);
    if (!read) throw input_error("cannot read the program file '" + file + "'");
    text = *read;
  }
  if (text.empty())
    throw input_error(std::string("no program given: pebble ") + command + " '<program text>' (or --file FILE)");
  return text;
}

// The program from the argument or --file.
inline pebble::program load_program(const std::string& text_arg, const std::string& file, const char* command) {
  return pebble::parse_program(load_program_text(text_arg, file, command));
}

// "T, N": the sizes the program uses.
inline std::string size_names(const pebble::program& p) {
  std::vector<std::string> names;
  for (const auto& n : p.sizes()) names.push_back(n.str());
  return names.empty() ? "no sizes" : join(names, ", ");
}

// Parses --size and checks it names exactly the sizes the program uses.
inline pebble::size_binding bind_program_sizes(const pebble::program& p, const std::vector<std::string>& specs) {
  pebble::size_binding sizes = parse_sizes(specs);
  std::vector<pebble::short_name> used = p.sizes();
  for (const auto& [name, value] : sizes)
    if (std::find(used.begin(), used.end(), name) == used.end())
      throw input_error("--size: unknown size name '" + name.str() + "'; the program uses " + size_names(p));
  for (const auto& n : used)
    if (!sizes.contains(n))
      throw input_error("--size: no value for " + n.str() + "; the program uses " + size_names(p));
  return sizes;
}

inline std::string sizes_text(const pebble::size_binding& sizes) {
  std::vector<std::string> b;
  for (const auto& [name, value] : sizes) b.push_back(name.str() + "=" + std::to_string(value));
  return join(b, ", ");
}

}  // namespace pebble_tool
