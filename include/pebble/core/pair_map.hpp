// pebble::detail::pair_map: a hash map from pairs of 64-bit words, usable in constant expressions
// (the program bound caches its Fourier–Motzkin answers in one).
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace pebble::detail {

// A map from pairs of 64-bit words (open addressing, linear probing), usable in constant expressions.
template <class V>
class pair_map {
 public:
  constexpr const V* find(std::uint64_t a, std::uint64_t b) const {
    const slot& e = table_[probe(a, b)];
    return e.used ? &e.value : nullptr;
  }
  constexpr void insert(std::uint64_t a, std::uint64_t b, V v) {
    slot& e = table_[probe(a, b)];
    if (!e.used) ++size_;
    e = {a, b, std::move(v), true};
    if (2 * size_ > table_.size()) {
      std::vector<slot> old = std::move(table_);
      table_.assign(2 * old.size(), slot{});
      for (auto& x : old)
        if (x.used) table_[probe(x.a, x.b)] = std::move(x);
    }
  }

 private:
  struct slot {
    std::uint64_t a = 0, b = 0;
    V value{};
    bool used = false;
  };
  constexpr std::size_t probe(std::uint64_t a, std::uint64_t b) const {
    std::uint64_t h = a * 0x9E3779B97F4A7C15ull ^ (b + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
    h ^= h >> 29;
    std::size_t i = static_cast<std::size_t>(h) & (table_.size() - 1);
    while (table_[i].used && !(table_[i].a == a && table_[i].b == b)) i = (i + 1) & (table_.size() - 1);
    return i;
  }
  std::vector<slot> table_ = std::vector<slot>(64);
  std::size_t size_ = 0;
};

}  // namespace pebble::detail
