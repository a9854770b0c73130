// Tests of pebble/core/extent.hpp: static/dynamic extent concepts, the _c literal, and lifting
// (static results for all-static inputs, std::int64_t otherwise, the same values either way).
#include <doctest/doctest.h>

#include <pebble/core/extent.hpp>

#include <boost/hana/integral_constant.hpp>

#include <array>
#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>

namespace {

namespace hana = boost::hana;
namespace ext = pebble::ext;
using namespace pebble::literals;
using pebble::static_int;
using i64 = std::int64_t;

template <class A, class B>
constexpr bool same = std::is_same_v<A, B>;

// ---- concepts ----------------------------------------------------------------------------

static_assert(pebble::static_extent<static_int<4>>);
static_assert(pebble::static_extent<std::integral_constant<int, 4>>);
static_assert(pebble::static_extent<std::integral_constant<unsigned char, 4>>);
static_assert(pebble::static_extent<const std::integral_constant<long, 4>&>);
static_assert(pebble::static_extent<decltype(hana::int_c<4>)>);
static_assert(pebble::static_extent<decltype(hana::llong_c<4>)>);
static_assert(pebble::static_extent<decltype(hana::size_c<4>)>);
static_assert(!pebble::static_extent<std::true_type>);  // bool is not an extent
static_assert(!pebble::static_extent<int>);
static_assert(!pebble::static_extent<std::integral_constant<double*, nullptr>>);
static_assert(!pebble::static_extent<std::array<int, 4>>);

static_assert(pebble::dynamic_extent<int> && pebble::dynamic_extent<std::size_t>);
static_assert(pebble::dynamic_extent<const long&>);
static_assert(!pebble::dynamic_extent<bool> && !pebble::dynamic_extent<double>);
static_assert(!pebble::dynamic_extent<static_int<4>>);

static_assert(pebble::extent<int> && pebble::extent<static_int<4>> &&
              pebble::extent<decltype(hana::int_c<4>)>);
static_assert(!pebble::extent<double> && !pebble::extent<bool> && !pebble::extent<void*>);

static_assert(pebble::is_static_v<static_int<4>> && pebble::is_static_v<decltype(hana::int_c<2>)>);
static_assert(!pebble::is_static_v<int> && !pebble::is_static_v<i64>);

// ---- the literal ---------------------------------------------------------------------------

static_assert(same<decltype(64_c), static_int<64>>);
static_assert(same<decltype(0_c), static_int<0>>);
static_assert(same<decltype(1'000'000_c), static_int<1'000'000>>);
static_assert(same<decltype(0x40_c), static_int<64>>);
static_assert(same<decltype(0b101_c), static_int<5>>);
static_assert(same<decltype(010_c), static_int<8>>);
static_assert(same<decltype(9223372036854775807_c), static_int<std::numeric_limits<i64>::max()>>);

// ---- value_of ------------------------------------------------------------------------------

static_assert(pebble::value_of(12_c) == 12);
static_assert(pebble::value_of(hana::int_c<-3>) == -3);
static_assert(pebble::value_of(std::size_t{7}) == 7);
static_assert(same<decltype(pebble::value_of(short{3})), i64>);

// ---- lifting: static in, static out ---------------------------------------------------------

static_assert(same<decltype(ext::product(4_c, 8_c)), static_int<32>>);
static_assert(same<decltype(ext::product(4_c, 8_c, 2_c)), static_int<64>>);
static_assert(same<decltype(ext::product()), static_int<1>>);
static_assert(same<decltype(ext::product(std::integral_constant<int, 3>{}, 5_c)), static_int<15>>);
static_assert(same<decltype(ext::product(hana::int_c<4>, hana::llong_c<8>)), static_int<32>>);
static_assert(same<decltype(ext::sum(1_c, 2_c, 3_c)), static_int<6>>);
static_assert(same<decltype(ext::sum()), static_int<0>>);
static_assert(same<decltype(ext::ceil_div(10_c, 4_c)), static_int<3>>);
static_assert(same<decltype(ext::ceil_div(static_int<-10>{}, 4_c)), static_int<-2>>);
// -10_c is unary minus applied to static_int<10>: a plain (dynamic) std::int64_t.
static_assert(same<decltype(-10_c), i64>);
static_assert(same<decltype(ext::floor_div(hana::int_c<-10>, 4_c)), static_int<-3>>);
static_assert(same<decltype(ext::min(5_c, 3_c, 9_c)), static_int<3>>);
static_assert(same<decltype(ext::max(5_c, hana::int_c<11>, 9_c)), static_int<11>>);
static_assert(same<decltype(ext::isqrt(1'000'000'000'000_c)), static_int<1'000'000>>);
static_assert(same<decltype(ext::icbrt(1'000'000'000'000_c)), static_int<10'000>>);
static_assert(same<decltype(ext::ipow(2_c, 62_c)), static_int<(i64{1} << 62)>>);

// Static results are template arguments.
using grid_row = std::array<int, decltype(ext::product(4_c, 8_c))::value>;
static_assert(std::tuple_size_v<grid_row> == 32);
static_assert(decltype(ext::isqrt(ext::product(8_c, 8_c)))::value == 8);

// ---- lifting: any dynamic input gives std::int64_t ---------------------------------------------

static_assert(same<decltype(ext::product(4_c, 3)), i64>);
static_assert(same<decltype(ext::product(3, 4_c)), i64>);
static_assert(same<decltype(ext::product(hana::int_c<4>, std::size_t{3})), i64>);
static_assert(same<decltype(ext::sum(1_c, short{2})), i64>);
static_assert(same<decltype(ext::ceil_div(10, 4_c)), i64>);
static_assert(same<decltype(ext::floor_div(10_c, 4L)), i64>);
static_assert(same<decltype(ext::min(5_c, 3)), i64>);
static_assert(same<decltype(ext::max(5u, 3_c)), i64>);
static_assert(same<decltype(ext::isqrt(10)), i64>);
static_assert(same<decltype(ext::icbrt(10)), i64>);
static_assert(same<decltype(ext::ipow(2_c, 10)), i64>);
// Dynamic results are still constant expressions when the inputs are.
static_assert(ext::product(4_c, 3) == 12 && ext::ceil_div(10, 4_c) == 3);

// ---- a user-written lifted function (the recipe in extent.hpp) ---------------------------------

struct halo_fn {
  constexpr i64 operator()(i64 n, i64 h) const { return pebble::checked_add(n, 2 * h); }
};
template <pebble::extent N, pebble::extent H>
constexpr auto halo(N n, H h) {
  return pebble::lift<halo_fn>(n, h);
}
inline constexpr auto area_math = [](i64 a, i64 b) { return a * b; };
template <pebble::extent A, pebble::extent B>
constexpr auto area(A a, B b) {
  return pebble::lift<decltype(area_math)>(a, b);
}
static_assert(same<decltype(halo(64_c, 1_c)), static_int<66>>);
static_assert(same<decltype(halo(64, 1_c)), i64>);
static_assert(same<decltype(area(hana::int_c<6>, 7_c)), static_int<42>>);
static_assert(same<decltype(area(6, 7_c)), i64>);

// Every lifted operation gives the same value static or dynamic.
template <class Static, class Dynamic>
void check_same_value(Static s, Dynamic d) {
  static_assert(pebble::is_static_v<Static>);
  static_assert(same<Dynamic, i64>);
  CHECK(pebble::value_of(s) == d);
}

TEST_CASE("lifted operations give the same values for static and dynamic inputs") {
  int four = 4, eight = 8, minus_ten = -10, big = 1'000'000;
  check_same_value(ext::product(4_c, 8_c, 3_c), ext::product(four, eight, 3_c));
  CHECK(ext::product(4_c, 8_c, 3_c)() == 96);
  check_same_value(ext::sum(4_c, 8_c), ext::sum(four, 8_c));
  CHECK(ext::sum(four, eight) == 12);
  check_same_value(ext::ceil_div(hana::int_c<-10>, 4_c), ext::ceil_div(minus_ten, 4_c));
  CHECK(ext::ceil_div(minus_ten, four) == -2);
  check_same_value(ext::floor_div(hana::int_c<-10>, 4_c), ext::floor_div(minus_ten, four));
  CHECK(ext::floor_div(minus_ten, four) == -3);
  check_same_value(ext::min(8_c, 4_c, 6_c), ext::min(eight, four, 6_c));
  CHECK(ext::min(eight, four) == 4);
  check_same_value(ext::max(8_c, 4_c), ext::max(eight, four));
  CHECK(ext::max(four, eight, 2) == 8);
  check_same_value(ext::isqrt(1'000'000_c), ext::isqrt(big));
  CHECK(ext::isqrt(big) == 1000);
  check_same_value(ext::icbrt(1'000'000_c), ext::icbrt(big));
  CHECK(ext::icbrt(big) == 100);
  check_same_value(ext::ipow(4_c, 8_c), ext::ipow(four, eight));
  CHECK(ext::ipow(four, eight) == 65536);
  check_same_value(halo(64_c, 4_c), halo(64, four));
  CHECK(halo(64, four) == 72);
}

TEST_CASE("lifted operations check their arguments at run time") {
  int zero = 0;
  CHECK_THROWS_AS(ext::ceil_div(8_c, zero), pebble::error);
  CHECK_THROWS_AS(ext::isqrt(-1 * (zero + 1)), pebble::error);
  CHECK_THROWS_AS(ext::product(std::numeric_limits<i64>::max(), 2_c), pebble::error);
  CHECK_THROWS_AS(ext::ipow(2_c, 63 + zero), pebble::error);
  try {
    pebble::value_of(std::numeric_limits<std::uint64_t>::max() - zero);
    FAIL("value_of accepted a value above INT64_MAX");
  } catch (const pebble::error& e) {
    CHECK(std::string(e.what()).find("18446744073709551615") != std::string::npos);
  }
}

}  // namespace
