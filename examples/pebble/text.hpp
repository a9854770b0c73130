// Text helpers shared by the `pebble` tool: reading input files, formatting numbers in reports.
#pragma once

#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

namespace pebble_tool {

/// The whole content of file `path`, or nothing when it cannot be opened (each caller says so in
/// its own words).
inline std::optional<std::string> read_text_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) return std::nullopt;
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
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
