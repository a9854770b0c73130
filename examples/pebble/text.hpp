// Number formatting shared by the `pebble` tool's reports.
#pragma once

#include <cstdio>
#include <string>

namespace pebble_tool {

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
