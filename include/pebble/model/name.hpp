// Short fixed-capacity names (indices, arrays, sizes) and size bindings, usable in constexpr
// program values: the identifiers of the program model (thesis §5.3, §4.2 notation).
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include <pebble/core/error.hpp>
#include <pebble/core/fixed_string.hpp>
#include <pebble/core/static_vector.hpp>

namespace pebble {

/// An identifier (index, array, size) of at most 23 characters stored inline.
using short_name = fixed_string<23>;

/// Values of the symbolic sizes of a program, e.g. {{"N", 1000}, {"T", 50}}.
class size_binding {
 public:
  static constexpr std::size_t capacity = 16;

  constexpr size_binding() = default;
  constexpr size_binding(std::initializer_list<std::pair<std::string_view, std::int64_t>> init) {
    for (const auto& [n, v] : init) set(n, v);
  }

  /// Binds (or rebinds) `name` to `value`.
  constexpr void set(short_name name, std::int64_t value) {
    for (auto& e : entries_)
      if (e.first == name) {
        e.second = value;
        return;
      }
    check(!entries_.full(), "too many sizes bound (at most 16)");
    entries_.push_back({name, value});
  }
  constexpr std::optional<std::int64_t> find(short_name name) const {
    for (const auto& e : entries_)
      if (e.first == name) return e.second;
    return std::nullopt;
  }
  constexpr bool contains(short_name name) const { return find(name).has_value(); }
  constexpr std::size_t size() const { return entries_.size(); }
  constexpr auto begin() const { return entries_.begin(); }
  constexpr auto end() const { return entries_.end(); }

  // public only so that the type is structural (a valid template argument); use the interface
  static_vector<std::pair<short_name, std::int64_t>, capacity> entries_;
};

}  // namespace pebble
