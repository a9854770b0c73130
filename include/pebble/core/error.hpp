// pebble's one error mechanism (docs/design.md, "One error mechanism").
// `pebble::check(cond, "what is wrong", values...)` throws `pebble::error` at run time; inside
// constant evaluation the same call is a compile error whose expansion note shows the message.
#pragma once

#include <concepts>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

#include <pebble/core/config.hpp>

namespace pebble {

/// The exception every pebble check throws. `what()` is a complete sentence naming the values.
class error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

namespace detail {

// Deliberately not constexpr: reaching it during constant evaluation makes the compiler stop
// with "call to non-constexpr function ..." right after a note that prints the failed
// `pebble::check(..., "message", ...)` call, so the message is in the compiler output.
inline void pebble_check_failed_during_constant_evaluation(std::string_view) {}

inline void append_value(std::string& out, std::string_view v) { out += v; }
inline void append_value(std::string& out, const char* v) { out += v; }
inline void append_value(std::string& out, const std::string& v) { out += v; }
template <class T>
  requires std::is_arithmetic_v<T>
inline void append_value(std::string& out, T v) {
  if constexpr (std::is_same_v<T, bool>) out += v ? "true" : "false";
  else if constexpr (std::is_same_v<T, char>) out += v;
  else if constexpr (std::is_floating_point_v<T>) {
    char buf[32];  // shortest form that round-trips: 1e-300, not 0.000000
    std::snprintf(buf, sizeof buf, "%.17g", static_cast<double>(v));
    out += buf;
  } else out += std::to_string(v);
}

}  // namespace detail

/// The length of the UTF-8 sequence that `text` starts with (1 for ASCII and for a byte that
/// starts no sequence; at most what `text` holds): the character a message names, whole.
inline std::size_t first_character(std::string_view text) {
  if (text.empty()) return 0;
  const auto c = static_cast<unsigned char>(text[0]);
  const std::size_t length = (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
  return length <= text.size() ? length : 1;
}

/// `text` as a message shows it: printable ASCII and whole UTF-8 sequences as they are, any other
/// byte as \xHH (a message never ends in half a character), at most `limit` bytes of it, then "...".
inline std::string printable(std::string_view text, std::size_t limit = 40) {
  std::string out;
  std::size_t k = 0;
  for (; k < text.size() && k < limit;) {
    const auto c = static_cast<unsigned char>(text[k]);
    const std::size_t length = first_character(text.substr(k));
    bool whole = length > 1;  // and every byte after the first a continuation byte
    for (std::size_t q = 1; whole && q < length; ++q) whole = (static_cast<unsigned char>(text[k + q]) >> 6) == 2;
    if (c >= 0x20 && c < 0x7f) {
      out += text[k++];
    } else if (whole) {
      out.append(text.data() + k, length);
      k += length;
    } else {
      const char* hex = "0123456789abcdef";
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 15];
      ++k;
    }
  }
  if (k < text.size()) out += "...";
  return out;
}
/// Formats `what` followed by the values, e.g. `format_message("S too small: S=", 5)`.
template <class... V>
std::string format_message(std::string_view what, const V&... values) {
  std::string out(what);
  (detail::append_value(out, values), ...);
  return out;
}

/// Fails with `pebble::error(what + values...)` unless `ok`. Usable in constant expressions:
/// there a failure is a compile error that shows `what` (g++ and clang print the call; nvcc quotes
/// the call's first line, so plan-side calls start `what` on the line of `check(`). Values are
/// appended as text, so a long sentence may go on in a second literal. (A literal message is taken as an
/// array, so a check that passes costs no strlen during constant evaluation.)
template <std::size_t N, class... V>
constexpr void check(bool ok, const char (&what)[N], const V&... values) {
  if (ok) return;
  if (std::is_constant_evaluated()) detail::pebble_check_failed_during_constant_evaluation(what);
  throw error(format_message(std::string_view(what, N - 1), values...));
}

/// The same for a message built at run time.
template <class... V>
constexpr void check(bool ok, std::string_view what, const V&... values) {
  if (ok) return;
  if (std::is_constant_evaluated()) detail::pebble_check_failed_during_constant_evaluation(what);
  throw error(format_message(what, values...));
}

}  // namespace pebble
