// constexpr prime factorizations, divisors and ordered factorizations of an integer: the candidate
// processor grids of thesis §3.6-3.7.
#pragma once

#include <array>
#include <cstdint>

#include <pebble/core/checked_int.hpp>
#include <pebble/core/static_vector.hpp>

namespace pebble {

// ============================================================================================
// Prime factorization, divisors, ordered factorizations
// ============================================================================================

/// One factor p^e of a prime factorization.
struct prime_power {
  std::int64_t prime = 0;
  int exponent = 0;
  friend constexpr bool operator==(const prime_power&, const prime_power&) = default;
};

/// A prime factorization; 15 entries suffice for every std::int64_t (2*3*...*53 > INT64_MAX).
using prime_factorization_t = static_vector<prime_power, 15>;

namespace detail {

__extension__ typedef unsigned __int128 uint128;

constexpr std::uint64_t mul_mod(std::uint64_t a, std::uint64_t b, std::uint64_t m) {
  return static_cast<std::uint64_t>(static_cast<uint128>(a) * b % m);
}

constexpr std::uint64_t pow_mod(std::uint64_t a, std::uint64_t e, std::uint64_t m) {
  std::uint64_t r = 1 % m;
  a %= m;
  while (e != 0) {
    if (e & 1) r = mul_mod(r, a, m);
    a = mul_mod(a, a, m);
    e >>= 1;
  }
  return r;
}

// Deterministic Miller-Rabin for 64-bit n (these 12 bases are exact below 3.3e24).
constexpr bool is_prime_u64(std::uint64_t n) {
  if (n < 2) return false;
  constexpr std::uint64_t small[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
  for (std::uint64_t p : small) {
    if (n % p == 0) return n == p;
  }
  std::uint64_t d = n - 1;
  int s = 0;
  while ((d & 1) == 0) {
    d >>= 1;
    ++s;
  }
  for (std::uint64_t a : small) {
    std::uint64_t x = pow_mod(a, d, n);
    if (x == 1 || x == n - 1) continue;
    bool composite = true;
    for (int i = 1; i < s; ++i) {
      x = mul_mod(x, x, n);
      if (x == n - 1) {
        composite = false;
        break;
      }
    }
    if (composite) return false;
  }
  return true;
}

constexpr std::uint64_t gcd_u64(std::uint64_t a, std::uint64_t b) {
  while (b != 0) {
    std::uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

// A nontrivial factor of the odd composite n (no factor below 2^16), by Pollard-Brent rho.
constexpr std::uint64_t pollard_brent(std::uint64_t n) {
  for (std::uint64_t c = 1; c < 1000; ++c) {
    auto f = [&](std::uint64_t v) { return (mul_mod(v, v, n) + c) % n; };
    std::uint64_t y = 2, x = 2, ys = 2, q = 1, g = 1;
    const std::uint64_t m = 128;
    for (std::uint64_t r = 1; g == 1; r *= 2) {
      x = y;
      for (std::uint64_t i = 0; i < r; ++i) y = f(y);
      for (std::uint64_t k = 0; k < r && g == 1; k += m) {
        ys = y;
        for (std::uint64_t i = 0; i < m && i < r - k; ++i) {
          y = f(y);
          q = mul_mod(q, x > y ? x - y : y - x, n);
        }
        g = gcd_u64(q, n);
      }
      if (r > (std::uint64_t{1} << 40)) break;  // cannot happen for 64-bit n; bounds the loop
    }
    if (g == n) {  // the batch overshot: step one by one from the saved point
      do {
        ys = f(ys);
        g = gcd_u64(x > ys ? x - ys : ys - x, n);
      } while (g == 1);
    }
    if (g != n && g != 1) return g;
  }
  check(false, "pebble::prime_factorization: Pollard rho found no factor of n=", n);
  return n;
}

constexpr void add_prime(prime_factorization_t& f, std::uint64_t p, int e) {
  for (auto& pp : f) {
    if (pp.prime == static_cast<std::int64_t>(p)) {
      pp.exponent += e;
      return;
    }
  }
  f.push_back({static_cast<std::int64_t>(p), e});
}

// Appends the prime factors of n (no prime factor below 2^16) to f.
constexpr void factor_large(prime_factorization_t& f, std::uint64_t n) {
  if (n == 1) return;
  if (is_prime_u64(n)) {
    add_prime(f, n, 1);
    return;
  }
  const std::uint64_t d = pollard_brent(n);
  factor_large(f, d);
  factor_large(f, n / d);
}

}  // namespace detail

/// The prime factorization of n >= 1, primes increasing (empty for n == 1).
constexpr prime_factorization_t prime_factorization(std::int64_t n) {
  check(n >= 1, "pebble::prime_factorization: argument must be >= 1, n=", n);
  prime_factorization_t f;
  std::uint64_t m = static_cast<std::uint64_t>(n);
  // Trial division by small numbers, then Miller-Rabin + Pollard rho for what is left, so
  // every int64 is factored quickly (also in constant evaluation).
  constexpr std::uint64_t trial_limit = 1 << 16;
  for (std::uint64_t d = 2; d < trial_limit && d * d <= m; d += (d == 2 ? 1 : 2)) {
    if (m % d != 0) continue;
    int e = 0;
    while (m % d == 0) {
      m /= d;
      ++e;
    }
    f.push_back({static_cast<std::int64_t>(d), e});
  }
  if (m > 1) {
    if (m < trial_limit * trial_limit) {
      f.push_back({static_cast<std::int64_t>(m), 1});  // no factor below its square root
    } else {
      detail::factor_large(f, m);
      std::sort(f.begin(), f.end(), [](const prime_power& a, const prime_power& b) { return a.prime < b.prime; });
    }
  }
  return f;
}

/// The number of positive divisors of n >= 1.
constexpr std::int64_t num_divisors(std::int64_t n) {
  check(n >= 1, "pebble::num_divisors: argument must be >= 1, n=", n);
  std::int64_t count = 1;
  for (const auto& pp : prime_factorization(n)) count *= pp.exponent + 1;
  return count;
}

/// All positive divisors of n >= 1 in increasing order; fails if there are more than Capacity.
template <std::size_t Capacity = 2048>
constexpr static_vector<std::int64_t, Capacity> divisors(std::int64_t n) {
  check(n >= 1, "pebble::divisors: argument must be >= 1, n=", n);
  const auto factors = prime_factorization(n);
  std::int64_t count = 1;
  for (const auto& pp : factors) count *= pp.exponent + 1;
  check(count <= static_cast<std::int64_t>(Capacity), "pebble::divisors: n=", n, " has ", count,
        " divisors, more than the capacity ", Capacity, "; use divisors<", count, ">(n)");
  static_vector<std::int64_t, Capacity> out;
  out.push_back(1);
  for (const auto& pp : factors) {
    const std::size_t old_size = out.size();
    for (std::size_t i = 0; i < old_size; ++i) {
      std::int64_t v = out[i];
      for (int e = 0; e < pp.exponent; ++e) {
        v *= pp.prime;  // divides n: no overflow
        out.push_back(v);
      }
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

namespace detail {

// C(n, r) for 0 <= r <= 62 and n < 2^64 + 62, failing when it does not fit in int64.
constexpr std::int64_t binomial_u(uint128 n, std::uint64_t r, std::int64_t p, std::int64_t k) {
  if (static_cast<uint128>(r) > n) return 0;
  if (n - r < r) r = static_cast<std::uint64_t>(n - r);
  uint128 c = 1;  // C(n, i), increasing in i since r <= n / 2
  for (std::uint64_t i = 0; i < r; ++i) {
    c = c * (n - i) / (i + 1);
    constexpr auto largest = static_cast<uint128>(std::numeric_limits<std::int64_t>::max());
    check(c <= largest, "pebble::count_ordered_factorizations: the count does not fit in std::int64_t, p=", p,
          ", k=", k);
  }
  return static_cast<std::int64_t>(c);
}

template <std::size_t I, std::size_t K, class Divisors, class F>
constexpr void ordered_factorizations_from(const Divisors& divs, std::int64_t rest, std::array<std::int64_t, K>& t,
                                           F& f) {
  if constexpr (I + 1 == K) {
    t[I] = rest;
    f(std::as_const(t));
  } else {
    for (std::int64_t d : divs) {
      if (d > rest) break;
      if (rest % d != 0) continue;
      t[I] = d;
      ordered_factorizations_from<I + 1>(divs, rest / d, t, f);
    }
  }
}

}  // namespace detail

/// The number of ordered k-tuples of positive integers with product p (prod of C(e+k-1, k-1)).
constexpr std::int64_t count_ordered_factorizations(std::int64_t p, std::int64_t k) {
  check(p >= 1, "pebble::count_ordered_factorizations: p must be >= 1, p=", p);
  check(k >= 0, "pebble::count_ordered_factorizations: k must be >= 0, k=", k);
  if (k == 0) return p == 1 ? 1 : 0;
  std::int64_t count = 1;
  for (const auto& pp : prime_factorization(p)) {
    const auto n = static_cast<detail::uint128>(pp.exponent) + static_cast<std::uint64_t>(k) - 1;
    count = checked_mul(count, detail::binomial_u(n, static_cast<std::uint64_t>(pp.exponent), p, k));
  }
  return count;
}

/// Calls f(const std::array<std::int64_t, K>&) for each K-tuple with product p, lexicographically.
template <std::size_t K, std::size_t DivisorCapacity = 2048, class F>
constexpr void for_each_ordered_factorization(std::int64_t p, F&& f) {
  check(p >= 1, "pebble::for_each_ordered_factorization: p must be >= 1, p=", p);
  std::array<std::int64_t, K> t{};
  if constexpr (K == 0) {
    if (p == 1) f(std::as_const(t));
  } else if constexpr (K == 1) {
    t[0] = p;
    f(std::as_const(t));
  } else {
    const auto divs = divisors<DivisorCapacity>(p);
    detail::ordered_factorizations_from<0>(divs, p, t, f);
  }
}

/// All ordered K-tuples with product p (candidate processor grids), lexicographically ordered.
template <std::size_t K, std::size_t Capacity = 4096>
constexpr static_vector<std::array<std::int64_t, K>, Capacity> ordered_factorizations(std::int64_t p) {
  const std::int64_t count = count_ordered_factorizations(p, static_cast<std::int64_t>(K));
  check(count <= static_cast<std::int64_t>(Capacity), "pebble::ordered_factorizations: p=", p, " has ", count,
        " ordered factorizations into k=", K, " factors, more than the capacity ", Capacity,
        "; use ordered_factorizations<", K, ", ", count, ">(p)");
  static_vector<std::array<std::int64_t, K>, Capacity> out;
  // For K >= 2 every divisor starts a tuple, so p has at most count <= Capacity divisors.
  for_each_ordered_factorization<K, (Capacity > 2048 ? Capacity : 2048)>(
      p, [&](const std::array<std::int64_t, K>& t) { out.push_back(t); });
  return out;
}

}  // namespace pebble
