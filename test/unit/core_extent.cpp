// Tests of pebble/core/extent.hpp: static/dynamic extent concepts, the _c literal and value_of
// (the extents of the C++ DSL's loop bounds).
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

static_assert(pebble::extent<int> && pebble::extent<static_int<4>> && pebble::extent<decltype(hana::int_c<4>)>);
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

// -10_c is unary minus applied to static_int<10>: a plain (dynamic) std::int64_t.
static_assert(same<decltype(-10_c), i64>);

TEST_CASE("value_of checks its argument at run time") {
  int zero = 0;
  try {
    (void)pebble::value_of(std::numeric_limits<std::uint64_t>::max() - zero);
    FAIL("value_of accepted a value above INT64_MAX");
  } catch (const pebble::error& e) {
    CHECK(std::string(e.what()).find("18446744073709551615") != std::string::npos);
  }
}

}  // namespace
