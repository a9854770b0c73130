// A string of at most Capacity characters stored inline: the text members of plans, bounds and
// models (names of indices, arrays, levels; formulas), so that those types are literal and
// structural and can be constexpr values and non-type template arguments (C++20 [temp.param]).
#pragma once

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>

#include <pebble/core/error.hpp>

namespace pebble {

/// Text of at most `Capacity` characters held inline; converts implicitly from string literals and
/// string_views (a longer text is a pebble::error naming both lengths).
///
/// The members are public only because a structural type (one usable as a template argument) may
/// have no private data; use the interface.
template <std::size_t Capacity>
struct fixed_string {
  static_assert(Capacity >= 1 && Capacity <= 255, "pebble::fixed_string holds 1 to 255 characters.");
  static constexpr std::size_t max_length = Capacity;

  std::array<char, Capacity + 1> chars_{};  // NUL-terminated
  std::uint8_t length_ = 0;

  constexpr fixed_string() = default;
  constexpr fixed_string(std::string_view s) {  // NOLINT: text converts implicitly
    check(s.size() <= Capacity, "pebble::fixed_string: the text '", s, "' has ", s.size(), " characters; at most ",
          Capacity, " fit here");
    for (std::size_t i = 0; i < s.size(); ++i) chars_[i] = s[i];
    length_ = static_cast<std::uint8_t>(s.size());
  }
  constexpr fixed_string(const char* s) : fixed_string(std::string_view(s)) {}  // NOLINT

  constexpr std::string_view view() const { return {chars_.data(), length_}; }
  constexpr const char* c_str() const { return chars_.data(); }
  constexpr std::size_t size() const { return length_; }
  constexpr bool empty() const { return length_ == 0; }
  std::string str() const { return std::string(view()); }
  constexpr operator std::string_view() const { return view(); }  // NOLINT: reads as text

  friend constexpr bool operator==(const fixed_string& a, const fixed_string& b) { return a.view() == b.view(); }
  friend constexpr auto operator<=>(const fixed_string& a, const fixed_string& b) { return a.view() <=> b.view(); }
  friend constexpr bool operator==(const fixed_string& a, std::string_view b) { return a.view() == b; }
  friend constexpr bool operator==(const fixed_string& a, const char* b) { return a.view() == std::string_view(b); }
  template <class Traits>
  friend std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& out, const fixed_string& s) {
    return out << s.view();
  }
};

}  // namespace pebble
