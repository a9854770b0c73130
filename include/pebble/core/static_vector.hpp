// A fixed-capacity vector: the result container of constexpr planning functions (docs/design.md,
// "constexpr first"). Elements live inline, so a static_vector of literal types is a literal
// type and can be the value of a constexpr variable.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <initializer_list>

#include <pebble/core/error.hpp>

namespace pebble {

template <class T, std::size_t Capacity>
class static_vector {
 public:
  using value_type = T;
  using size_type = std::size_t;
  using iterator = T*;
  using const_iterator = const T*;

  constexpr static_vector() = default;
  constexpr static_vector(std::initializer_list<T> init) {
    for (const T& v : init) push_back(v);
  }
  constexpr explicit static_vector(size_type n, const T& v = T{}) {
    for (size_type i = 0; i < n; ++i) push_back(v);
  }

  static constexpr size_type capacity() { return Capacity; }
  constexpr size_type size() const { return size_; }
  constexpr bool empty() const { return size_ == 0; }
  constexpr bool full() const { return size_ == Capacity; }

  constexpr void push_back(const T& v) {
    check(size_ < Capacity, "static_vector is full: capacity ", Capacity);
    data_[size_++] = v;
  }
  template <class... A>
  constexpr T& emplace_back(A&&... args) {
    check(size_ < Capacity, "static_vector is full: capacity ", Capacity);
    data_[size_] = T(static_cast<A&&>(args)...);
    return data_[size_++];
  }
  constexpr void pop_back() {
    check(size_ > 0, "pop_back on an empty static_vector");
    --size_;
  }
  constexpr void clear() { size_ = 0; }
  constexpr void resize(size_type n, const T& v = T{}) {
    check(n <= Capacity, "static_vector resize beyond capacity ", Capacity, ": ", n);
    for (size_type i = size_; i < n; ++i) data_[i] = v;
    size_ = n;
  }
  constexpr iterator erase(const_iterator pos) {
    check(pos >= begin() && pos < end(), "static_vector erase position out of range");
    auto i = static_cast<size_type>(pos - data_.data());
    for (size_type k = i; k + 1 < size_; ++k) data_[k] = data_[k + 1];
    --size_;
    return data_.data() + i;
  }
  constexpr void insert(const_iterator pos, const T& v) {
    check(size_ < Capacity, "static_vector is full: capacity ", Capacity);
    check(pos >= begin() && pos <= end(), "static_vector insert position out of range");
    auto i = static_cast<size_type>(pos - data_.data());
    for (size_type k = size_; k > i; --k) data_[k] = data_[k - 1];
    data_[i] = v;
    ++size_;
  }

  constexpr T& operator[](size_type i) { return data_[i]; }
  constexpr const T& operator[](size_type i) const { return data_[i]; }
  constexpr T& at(size_type i) {
    check(i < size_, "static_vector index ", i, " out of range (size ", size_, ")");
    return data_[i];
  }
  constexpr const T& at(size_type i) const {
    check(i < size_, "static_vector index ", i, " out of range (size ", size_, ")");
    return data_[i];
  }
  constexpr T& front() { return at(0); }
  constexpr const T& front() const { return at(0); }
  constexpr T& back() { return at(size_ - 1); }
  constexpr const T& back() const { return at(size_ - 1); }

  constexpr iterator begin() { return data_.data(); }
  constexpr iterator end() { return data_.data() + size_; }
  constexpr const_iterator begin() const { return data_.data(); }
  constexpr const_iterator end() const { return data_.data() + size_; }
  constexpr T* data() { return data_.data(); }
  constexpr const T* data() const { return data_.data(); }

  friend constexpr bool operator==(const static_vector& a, const static_vector& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

  // Public only because a structural type (one usable as a template argument, C++20
  // [temp.param]) may have no private data; use the interface.
  std::array<T, Capacity> data_{};
  size_type size_ = 0;
};

}  // namespace pebble
