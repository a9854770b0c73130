// Text helpers shared by the `pebble` tool: reading input files, formatting numbers in reports.
#pragma once

#include <cstddef>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

#include "errors.hpp"

namespace pebble_tool {

/// The most an input file may hold: the largest inputs pebble is meant for (10^6 tasks with
/// 5 * 10^6 edges) take under 100 MiB, and a device or pipe that never ends (/dev/zero) must not
/// take all memory.
inline constexpr std::size_t max_input_bytes = std::size_t{1} << 30;

/// The whole content of file `path`, or nothing when it cannot be opened (each caller says so in
/// its own words). Read in blocks up to max_input_bytes; more is an input_error naming the file.
inline std::optional<std::string> read_text_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::string text;
  // a regular file's size, when it has one, saves growing the text (a pipe or device has none)
  std::error_code ignored;
  const auto size = std::filesystem::file_size(path, ignored);
  if (!ignored && size <= max_input_bytes) text.reserve(static_cast<std::size_t>(size));
  char block[1 << 16];
  while (in.read(block, sizeof block) || in.gcount() > 0) {
    if (text.size() + static_cast<std::size_t>(in.gcount()) > max_input_bytes)
      throw input_error("'" + path + "' holds more than 1 GiB; pebble reads input files up to 1 GiB");
    text.append(block, static_cast<std::size_t>(in.gcount()));
  }
  return text;
}

/// "1.250 s", "3.200 ms", "61.57 us", "0 s".
inline std::string seconds_text(double s) {
  char buf[32];
  if (s == 0) return "0 s";
  if (s >= 1) std::snprintf(buf, sizeof buf, "%.3f s", s);
  else if (s >= 1e-3) std::snprintf(buf, sizeof buf, "%.3f ms", s * 1e3);
  else std::snprintf(buf, sizeof buf, "%.2f us", s * 1e6);
  return buf;
}

/// "1.5 GiB", "64 MiB", "3.2 KiB", "12 B" (4 significant digits).
inline std::string bytes_text(double b) {
  char buf[32];
  if (b >= 1024.0 * 1024 * 1024) std::snprintf(buf, sizeof buf, "%.4g GiB", b / (1024.0 * 1024 * 1024));
  else if (b >= 1024.0 * 1024) std::snprintf(buf, sizeof buf, "%.4g MiB", b / (1024.0 * 1024));
  else if (b >= 1024.0) std::snprintf(buf, sizeof buf, "%.4g KiB", b / 1024.0);
  else std::snprintf(buf, sizeof buf, "%.4g B", b);
  return buf;
}

}  // namespace pebble_tool
