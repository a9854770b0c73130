// Test helper: the message of the pebble::error a callable throws, or "" when it throws none.
#pragma once

#include <string>

#include <pebble/core/error.hpp>

namespace pebble_test {

template <class F>
std::string error_of(F f) {
  try {
    f();
  } catch (const pebble::error& e) {
    return e.what();
  }
  return "";
}

}  // namespace pebble_test
