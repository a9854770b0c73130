// Tests of pebble/core/static_vector.hpp (constexpr use, capacity errors) and of the error
// mechanism pebble::check in pebble/core/error.hpp.
#include <doctest/doctest.h>

#include <pebble/core/error.hpp>
#include <pebble/core/static_vector.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace {

using pebble::static_vector;

// ---- constexpr use -----------------------------------------------------------------------

constexpr static_vector<int, 8> make_squares(int n) {
  static_vector<int, 8> v;
  for (int i = 0; i < n; ++i) v.push_back(i * i);
  return v;
}

static_assert(make_squares(4) == static_vector<int, 8>{0, 1, 4, 9});
static_assert(make_squares(4) != static_vector<int, 8>{0, 1, 4});
static_assert(make_squares(4) != static_vector<int, 8>{0, 1, 4, 10});
static_assert(make_squares(8).full() && make_squares(0).empty());
static_assert(make_squares(5).size() == 5 && make_squares(5).back() == 16);
static_assert(static_vector<int, 8>::capacity() == 8);

static_assert([] {
  static_vector<int, 6> v{1, 2, 4};
  v.insert(v.begin() + 2, 3);  // middle
  v.insert(v.begin(), 0);      // front
  v.insert(v.end(), 5);        // back
  return v == static_vector<int, 6>{0, 1, 2, 3, 4, 5};
}());

static_assert([] {
  static_vector<int, 6> v{0, 1, 2, 3, 4, 5};
  auto it = v.erase(v.begin() + 1);  // returns the element after the erased one
  const bool next_ok = *it == 2;
  v.erase(v.begin());
  v.erase(v.end() - 1);
  return next_ok && v == static_vector<int, 6>{2, 3, 4};
}());

static_assert([] {
  static_vector<int, 4> v(3, 7);  // {7, 7, 7}
  v.pop_back();                   // {7, 7}
  v.resize(4, 1);                 // {7, 7, 1, 1}
  v[0] = 9;
  v.pop_back();       // {9, 7, 1}
  v.emplace_back(2);  // {9, 7, 1, 2}
  return v == static_vector<int, 4>{9, 7, 1, 2};
}());

// A constexpr static_vector of arrays (the element type of ordered factorizations).
constexpr auto grids = [] {
  static_vector<std::array<std::int64_t, 2>, 4> g;
  g.push_back({1, 6});
  g.push_back({2, 3});
  return g;
}();
static_assert(grids.size() == 2 && grids[1][0] == 2 && grids[1][1] == 3);
static_assert(std::is_sorted(grids.begin(), grids.end()));

static_assert([] {
  static_vector<int, 5> v{5, 3, 1, 4, 2};
  std::sort(v.begin(), v.end());
  return v == static_vector<int, 5>{1, 2, 3, 4, 5} && v.front() == 1 && v.at(4) == 5;
}());

// ---- run-time behaviour -------------------------------------------------------------------

TEST_CASE("static_vector behaves like a vector within its capacity") {
  static_vector<int, 16> v;
  std::vector<int> ref;
  // Random-ish operation sequence compared to std::vector.
  unsigned state = 12345;
  for (int step = 0; step < 2000; ++step) {
    state = state * 1103515245u + 12345u;
    const unsigned op = (state >> 16) % 4;
    const int value = static_cast<int>((state >> 8) % 100);
    if (op <= 1 && ref.size() < 16) {
      v.push_back(value);
      ref.push_back(value);
    } else if (op == 2 && !ref.empty()) {
      const auto pos = (state >> 4) % ref.size();
      v.erase(v.begin() + pos);
      ref.erase(ref.begin() + static_cast<std::ptrdiff_t>(pos));
    } else if (op == 3 && ref.size() < 16) {
      const auto pos = (state >> 4) % (ref.size() + 1);
      v.insert(v.begin() + pos, value);
      ref.insert(ref.begin() + static_cast<std::ptrdiff_t>(pos), value);
    }
    REQUIRE(std::vector<int>(v.begin(), v.end()) == ref);
  }
}

std::string message_of(auto&& f) {
  try {
    f();
  } catch (const pebble::error& e) {
    return e.what();
  }
  return "(no pebble::error thrown)";
}

TEST_CASE("static_vector reports overflow and bad access with pebble::error") {
  static_vector<int, 3> v{1, 2, 3};
  CHECK(v.full());
  const std::string m = message_of([&] { v.push_back(4); });
  CHECK(m.find("capacity 3") != std::string::npos);
  CHECK(v.size() == 3);  // unchanged by the failed push_back
  CHECK(message_of([&] { v.insert(v.begin(), 0); }).find("capacity 3") != std::string::npos);
  CHECK(message_of([&] { v.emplace_back(4); }).find("capacity 3") != std::string::npos);
  CHECK(message_of([&] { v.resize(5); }).find("capacity 3") != std::string::npos);
  CHECK_THROWS_AS((static_vector<int, 2>{1, 2, 3}), pebble::error);
  const std::string at = message_of([&] { (void)v.at(7); });
  CHECK(at.find("index 7") != std::string::npos);
  CHECK(at.find("size 3") != std::string::npos);
  static_vector<int, 3> empty;
  CHECK_THROWS_AS((void)empty.pop_back(), pebble::error);
  CHECK_THROWS_AS((void)empty.front(), pebble::error);
}

TEST_CASE("pebble::check throws pebble::error with the message and the values") {
  CHECK_NOTHROW(pebble::check(true, "never shown"));
  const std::string m = message_of([] { pebble::check(false, "S too small: S=", 5, ", needed ", std::int64_t{-12}); });
  CHECK(m == "S too small: S=5, needed -12");
  CHECK(message_of([] { pebble::check(false, "flag=", true, " name=", std::string("grid"), " c=", 'x'); }) ==
        "flag=true name=grid c=x");
  CHECK(message_of([] { pebble::check(false, "x=", 2.5); }).find("x=2.5") == 0);
  // pebble::error is a std::runtime_error, so generic handlers see it too.
  CHECK_THROWS_AS((void)pebble::check(false, "generic"), std::runtime_error);
}

// check in constant evaluation: a passing check is a constant expression.
constexpr int checked_half(int n) {
  pebble::check(n % 2 == 0, "odd n=", n);
  return n / 2;
}
static_assert(checked_half(8) == 4);

}  // namespace
