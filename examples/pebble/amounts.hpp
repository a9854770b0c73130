// The one spelling of memory amounts in every subcommand of the `pebble` tool (docs/tool.md, "Flags"):
// a number, optionally in exponent form, and a unit.
//   words: no unit or w; Kw, Mw, Gw, Tw (2^10, 2^20, 2^30, 2^40 words)
//   bytes: B; KiB, MiB, GiB, TiB (2^10 .. 2^40 bytes); KB, MB, GB, TB (10^3 .. 10^12 bytes)
// `--mem` takes either (bytes become whole words of the element size); flags that count bytes
// (`--bytes`, `--table-bytes`) read a plain number as bytes and refuse word units. Counts (sizes,
// processors, repetitions) are whole numbers in digits, checked against their range
// (parse_whole): never wrapped, never saturated.
#pragma once

#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>

#include "errors.hpp"

namespace pebble_tool {

/// A whole number as written: digits only (no sign, no exponent), read without overflow.
struct whole_number {
  bool valid = false;      ///< digits only, at least one
  bool too_large = false;  ///< more than the limit asked for
  std::int64_t value = 0;
};

/// `text` as a whole number up to `most`: "-1" is not one (an unsigned read would wrap it to
/// 2^64 - 1) and 20 digits are too large (a strtoll would saturate them to 2^63 - 1).
inline whole_number parse_digits(std::string_view text, std::int64_t most) {
  whole_number out;
  if (text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos) return out;
  out.valid = true;
  for (char c : text) {
    const int digit = c - '0';
    if (out.value > (most - digit) / 10) {
      out.too_large = true;
      return out;
    }
    out.value = out.value * 10 + digit;
  }
  return out;
}

/// A count option: a whole number from `least` to `most`, else an input_error naming `flag`.
inline std::int64_t parse_whole(std::string_view flag, std::string_view text, std::int64_t least, std::int64_t most) {
  const whole_number v = parse_digits(text, most);
  if (!v.valid || v.too_large || v.value < least)
    throw input_error(std::string(flag) + ": expected a whole number from " + std::to_string(least) + " to " +
                      std::to_string(most) + "; got '" + std::string(text) + "'");
  return v.value;
}

/// An amount as written: a value and whether it is in words or in bytes.
struct amount {
  double value = 0;
  bool bytes = false;
};

/// Parses "1048576", "1e6", "8Mw", "64MiB", "2GB"; a plain number is in `plain_bytes ? bytes :
/// words`. Throws input_error naming `flag` for anything else, a negative or non-finite value, or
/// more than 2^62 of the unit.
inline amount parse_amount(std::string_view flag, const std::string& text, bool plain_bytes) {
  struct unit {
    std::string_view suffix;
    double scale;
    bool bytes;
  };
  static constexpr unit units[] = {
      {"KiB", 1024.0, true}, {"MiB", 1048576.0, true}, {"GiB", 1073741824.0, true}, {"TiB", 1099511627776.0, true},
      {"KB", 1e3, true},     {"MB", 1e6, true},        {"GB", 1e9, true},           {"TB", 1e12, true},
      {"Kw", 1024.0, false}, {"Mw", 1048576.0, false}, {"Gw", 1073741824.0, false}, {"Tw", 1099511627776.0, false},
      {"B", 1, true},        {"w", 1, false}};
  const auto bad = [&] {
    return input_error(std::string(flag) + ": expected an amount such as 1048576, 1e6, 8Mw (words) or 64MiB, 2GB " +
                       "(bytes); got '" + text + "'");
  };
  std::string_view number = text;
  amount a{0, plain_bytes};
  double scale = 1;
  for (const unit& u : units)
    if (number.size() > u.suffix.size() && number.ends_with(u.suffix)) {
      number.remove_suffix(u.suffix.size());
      scale = u.scale;
      a.bytes = u.bytes;
      break;
    }
  if (number.empty() || number.find_first_not_of("0123456789.eE+-") != std::string_view::npos) throw bad();
  std::size_t used = 0;
  double v = 0;
  try {
    v = std::stod(std::string(number), &used);
  } catch (const std::exception&) {
    throw bad();
  }
  if (used != number.size() || !std::isfinite(v) || v < 0) throw bad();
  a.value = v * scale;
  if (!(a.value <= 4611686018427387904.0))
    throw input_error(std::string(flag) + ": '" + text + "' is more than 2^62 " + (a.bytes ? "bytes" : "words"));
  return a;
}

/// `--mem`: whole words of `word_bytes` bytes, at least 1.
inline std::int64_t parse_memory_words(std::string_view flag, const std::string& text, std::int64_t word_bytes) {
  const amount a = parse_amount(flag, text, false);
  const double words = std::floor(a.bytes ? a.value / static_cast<double>(word_bytes) : a.value);
  if (!(words >= 1))
    throw input_error(std::string(flag) + ": '" + text + "' holds less than one word" +
                      (a.bytes ? " of " + std::to_string(word_bytes) + " bytes" : std::string()));
  return static_cast<std::int64_t>(words);
}

/// `--bytes`, `--table-bytes`: a number of bytes, at least 1.
inline double parse_bytes(std::string_view flag, const std::string& text) {
  const amount a = parse_amount(flag, text, true);
  if (!a.bytes)
    throw input_error(std::string(flag) + ": expects bytes (such as 268435456, 256MiB or 1.5GB); got '" + text + "'");
  if (!(a.value >= 1)) throw input_error(std::string(flag) + ": '" + text + "' is less than one byte");
  return a.value;
}

}  // namespace pebble_tool
