// The downstream program of the consumer.* tests: the installed umbrella header <pebble/pebble.hpp>
// compiles, pebble's planning headers work in constant evaluation and at run time, and
// pebble::pebble brings a working Kokkos.
#include <pebble/pebble.hpp>

#include <Kokkos_Core.hpp>

#include <cstddef>
#include <cstdio>

namespace {

// The divisors of n in increasing order (at most 8 of them).
constexpr pebble::static_vector<int, 8> divisors(int n) {
  pebble::check(n > 0, "divisors: n must be positive, got ", n);
  pebble::static_vector<int, 8> out;
  for (int d = 1; d <= n; ++d)
    if (n % d == 0) out.push_back(d);
  return out;
}

static_assert(divisors(12) == pebble::static_vector<int, 8>{1, 2, 3, 4, 6, 12});
// a COSMA plan as a constant: 8 ranks with room for replication take the cube [2, 2, 2]
static_assert(pebble::plan_mmm({.M = 4096, .N = 4096, .K = 4096}, {.p = 8, .S = std::int64_t{1} << 23}).grid.k == 2);

}  // namespace

int main(int argc, char* argv[]) {
  bool ok = true;
  try {
    divisors(0);
    ok = false;
  } catch (const pebble::error& e) {
    std::printf("pebble::check at run time: %s\n", e.what());
  }

  Kokkos::initialize(argc, argv);
  {
    constexpr auto d = divisors(12);
    Kokkos::View<int*> v("divisors", d.size());
    auto host = Kokkos::create_mirror_view(v);
    for (std::size_t i = 0; i < d.size(); ++i) host(i) = d[i];
    Kokkos::deep_copy(v, host);
    int sum = 0;
    Kokkos::parallel_reduce(
        "sum_of_divisors", static_cast<int>(d.size()), KOKKOS_LAMBDA(int i, int& partial) { partial += v(i); }, sum);
    std::printf("Kokkos (%s): sum of the divisors of 12 = %d\n", Kokkos::DefaultExecutionSpace::name(), sum);
    ok = ok && sum == 28;
  }
  Kokkos::finalize();
  return ok ? 0 : 1;
}
