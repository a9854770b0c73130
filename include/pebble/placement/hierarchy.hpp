// System hierarchies, parallelism axes and parallelism matrices (P², §2.1 and §3.1;
// docs/references.md): where each part of a partitioned program runs. Plan side, constexpr.
//
// A system is a hierarchy of named levels with cardinalities, e.g. rack 1, server 2, CPU 2, GPU 4:
// 1 x 2 x 2 x 4 = 16 devices. A program is partitioned along parallelism axes, e.g. data
// parallelism 4 and 4 parameter shards. A parallelism matrix X has one row per axis and one column
// per level. x(i, j) is how many parts of level j axis i is split across. Every column multiplies
// to its level's cardinality, and every row to its axis's size.
//
// Device numbering. Device d has one coordinate per level, in mixed radix with the first level
// most significant. Inside level j, the coordinate is split into one digit per axis (radix
// x(i, j)), with axis 0 most significant. Axis i's coordinate is its digits over the levels, again
// with the first level most significant. For the matrix [1 1 2 2; 1 2 1 2] on rack 1, server 2,
// CPU 2, GPU 4, the GPUs 0 and 1 of a CPU have the same axis-0 coordinate and axis-1 coordinates
// 2s and 2s + 1 (s the server). The reduction over axis 1 therefore starts with pairs inside a
// CPU, as in the paper's Fig. 3.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/core/fixed_string.hpp>
#include <pebble/core/math.hpp>
#include <pebble/core/static_vector.hpp>

namespace pebble::placement {

inline constexpr std::size_t max_levels = 8;  ///< levels of a system hierarchy
inline constexpr std::size_t max_axes = 8;    ///< parallelism axes

/// One level of a system hierarchy: its name and how many of it each level above holds.
struct level {
  fixed_string<31> name;
  std::int64_t size = 1;
  friend constexpr bool operator==(const level&, const level&) = default;
};

/// A system hierarchy, outermost level first (e.g. rack, server, CPU, GPU).
struct hierarchy {
  static_vector<level, max_levels> levels;

  constexpr hierarchy() = default;
  constexpr hierarchy(std::initializer_list<level> init) : levels(init) {}

  constexpr std::size_t depth() const { return levels.size(); }
  constexpr std::int64_t size(std::size_t j) const { return levels[j].size; }
  /// The number of devices: the product of the cardinalities.
  constexpr std::int64_t devices() const {
    std::int64_t d = 1;
    for (const level& l : levels) d *= l.size;
    return d;
  }
  constexpr void validate() const {
    check(depth() >= 1, "pebble::placement: the system hierarchy has no levels");
    for (const level& l : levels)
      check(l.size >= 1, "pebble::placement: level '", l.name, "' has cardinality ", l.size, "; it must be >= 1");
    std::int64_t d = 1;
    for (const level& l : levels) {
      check(d <= (std::int64_t{1} << 40) / l.size, "pebble::placement: the hierarchy has more than 2^40 devices");
      d *= l.size;
    }
  }
};

/// Sizes of the parallelism axes (e.g. {4, 4}: data parallelism 4, 4 parameter shards).
using axes = static_vector<std::int64_t, max_axes>;

/// A parallelism matrix: rows() axes x cols() levels of parallelism factors.
struct parallelism_matrix {
  std::size_t rows = 0, cols = 0;
  std::array<std::array<std::int64_t, max_levels>, max_axes> x{};

  constexpr parallelism_matrix() = default;
  /// From rows of factors, e.g. {{1, 2, 2, 1}, {1, 1, 1, 4}}.
  constexpr parallelism_matrix(std::initializer_list<std::initializer_list<std::int64_t>> init) {
    check(init.size() >= 1 && init.size() <= max_axes, "pebble::placement: a parallelism matrix has 1 to ", max_axes,
          " rows; got ", init.size());
    cols = init.begin()->size();
    check(cols >= 1 && cols <= max_levels, "pebble::placement: a parallelism matrix has 1 to ", max_levels,
          " columns; got ", cols);
    for (const auto& row : init) {
      check(row.size() == cols, "pebble::placement: the rows of a parallelism matrix must have the same length; row ",
            rows, " has ", row.size(), " factors, row 0 has ", cols);
      std::size_t j = 0;
      for (std::int64_t v : row) x[rows][j++] = v;
      ++rows;
    }
  }
  constexpr std::int64_t operator()(std::size_t i, std::size_t j) const { return x[i][j]; }
  constexpr std::int64_t& operator()(std::size_t i, std::size_t j) { return x[i][j]; }
  friend constexpr bool operator==(const parallelism_matrix& a, const parallelism_matrix& b) {
    if (a.rows != b.rows || a.cols != b.cols) return false;
    for (std::size_t i = 0; i < a.rows; ++i)
      for (std::size_t j = 0; j < a.cols; ++j)
        if (a.x[i][j] != b.x[i][j]) return false;
    return true;
  }
};

/// The product of column j (level j's factors) and of row i (axis i's factors).
constexpr std::int64_t column_product(const parallelism_matrix& m, std::size_t j) {
  std::int64_t product = 1;
  for (std::size_t i = 0; i < m.rows; ++i) product *= m(i, j);
  return product;
}
constexpr std::int64_t row_product(const parallelism_matrix& m, std::size_t i) {
  std::int64_t product = 1;
  for (std::size_t j = 0; j < m.cols; ++j) product *= m(i, j);
  return product;
}

/// Checks that `m` is a parallelism matrix of `h` and `p` (§3.1: every column multiplies to its
/// level, every row to its axis); the error names the first column or row that does not.
constexpr void validate(const parallelism_matrix& m, const hierarchy& h, const axes& p) {
  h.validate();
  check(m.cols == h.depth(), "pebble::placement: the matrix has ", m.cols, " columns, the hierarchy ", h.depth(),
        " levels");
  check(m.rows == p.size(), "pebble::placement: the matrix has ", m.rows, " rows, there are ", p.size(), " axes");
  for (std::size_t i = 0; i < m.rows; ++i)
    for (std::size_t j = 0; j < m.cols; ++j)
      check(m(i, j) >= 1, "pebble::placement: factor (", i, ", ", j, ") is ", m(i, j), "; factors must be >= 1");
  for (std::size_t j = 0; j < m.cols; ++j) {
    const std::int64_t product = column_product(m, j);
    check(product == h.size(j), "pebble::placement: a column of the parallelism matrix does not multiply to the ",
          "cardinality of its level: column ", j, " (", h.levels[j].name, ") multiplies to ", product,
          ", the level has ", h.size(j));
  }
  for (std::size_t i = 0; i < m.rows; ++i) {
    const std::int64_t product = row_product(m, i);
    check(product == p[i], "pebble::placement: a row of the parallelism matrix does not multiply to the size of its ",
          "axis: row ", i, " multiplies to ", product, ", axis ", i, " has size ", p[i]);
  }
}

/// Whether `m` is a parallelism matrix of `h` and `p` (validate without the message).
constexpr bool is_parallelism_matrix(const parallelism_matrix& m, const hierarchy& h, const axes& p) {
  if (m.cols != h.depth() || m.rows != p.size()) return false;
  for (std::size_t i = 0; i < m.rows; ++i)
    for (std::size_t j = 0; j < m.cols; ++j)
      if (m(i, j) < 1) return false;
  for (std::size_t j = 0; j < m.cols; ++j)
    if (column_product(m, j) != h.size(j)) return false;
  for (std::size_t i = 0; i < m.rows; ++i)
    if (row_product(m, i) != p[i]) return false;
  return true;
}

/// Checks that `h` is a valid hierarchy and `p` axes of at least 1 that multiply to its devices.
constexpr void validate(const hierarchy& h, const axes& p) {
  h.validate();
  check(p.size() >= 1, "pebble::placement: there are no parallelism axes");
  std::int64_t product = 1;
  for (std::int64_t a : p) {
    check(a >= 1, "pebble::placement: axis sizes must be >= 1; got ", a);
    product = checked_mul(product, a);
  }
  check(product == h.devices(), "pebble::placement: the axes multiply to ", product, ", but the system has ",
        h.devices(), " devices");
}

namespace detail {

// The divisors of g in increasing order, g a divisor of a number whose distinct primes are
// `primes`: built from g's exponents, so a level of 2^40 devices costs its 41 divisors, not 2^40
// trial divisions.
constexpr std::vector<std::int64_t> divisors_over(std::int64_t g, const std::vector<std::int64_t>& primes) {
  std::vector<std::int64_t> out = {1};
  for (std::int64_t q : primes) {
    const std::size_t before = out.size();
    std::int64_t power = 1;
    while (g % q == 0) {
      g /= q;
      power *= q;
      for (std::size_t k = 0; k < before; ++k) out.push_back(out[k] * power);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

constexpr std::int64_t gcd(std::int64_t a, std::int64_t b) {
  while (b != 0) {
    const std::int64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

// The enumeration of parallelism matrices: m is filled column by column, each column top to
// bottom; factor (i, j) divides what is left of level j and of axis i, and the last row takes the
// rest of the level.
//
// Only factors that leave a completable matrix are tried, so every partial matrix visited extends
// to at least one parallelism matrix and the work is at most rows x columns nodes per matrix
// found. The test: once rows 0..i of column j are placed, what rows 0..i still need must come
// from the later columns alone, i.e. the product of their remainders divides the product of the
// later levels. Prime by prime this is the transportation condition "the exponents these rows
// still need <= the exponents of the later levels", which is also sufficient: the rows below i
// and the later columns then absorb the rest of level j.
template <class F>
struct matrix_enumeration {
  const hierarchy& h;
  F& visit;
  parallelism_matrix m;
  std::array<std::int64_t, max_axes> row_left{};
  std::array<std::int64_t, max_levels> later{};  // product of the levels after column j
  std::vector<std::int64_t> primes;              // distinct primes of the device count

  constexpr void column(std::size_t j) {
    if (j == m.cols) {
      visit(static_cast<const parallelism_matrix&>(m));
      return;
    }
    cell(0, j, h.size(j), 1);
  }
  // placed: the product of what rows 0..i-1 still need after column j
  constexpr void cell(std::size_t i, std::size_t j, std::int64_t level_left, std::int64_t placed) {
    if (i + 1 == m.rows) {                        // the last row takes what is left of the level
      if (row_left[i] % level_left != 0) return;  // never, after the test on the rows above
      m(i, j) = level_left;
      row_left[i] /= level_left;
      column(j + 1);
      row_left[i] *= level_left;
      return;
    }
    for (std::int64_t d : divisors_over(gcd(level_left, row_left[i]), primes)) {
      const std::int64_t need = placed * (row_left[i] / d);  // divides the device count: no overflow
      if (later[j] % need != 0) continue;
      m(i, j) = d;
      row_left[i] /= d;
      cell(i + 1, j, level_left / d, need);
      row_left[i] *= d;
    }
  }
};

}  // namespace detail

/// Calls f(m) for every parallelism matrix of `h` and `p`, in lexicographic order of the columns
/// (first column first, each column top to bottom). The work is proportional to the number of
/// matrices, which parallelism_matrices_bound bounds without enumerating them.
template <class F>
constexpr void for_each_parallelism_matrix(const hierarchy& h, const axes& p, F&& f) {
  validate(h, p);
  detail::matrix_enumeration<F> e{h, f, {}, {}, {}, {}};
  e.m.rows = p.size();
  e.m.cols = h.depth();
  for (std::size_t i = 0; i < p.size(); ++i) e.row_left[i] = p[i];
  e.later[h.depth() - 1] = 1;
  for (std::size_t j = h.depth() - 1; j-- > 0;) e.later[j] = e.later[j + 1] * h.size(j + 1);
  for (const prime_power& q : prime_factorization(h.devices())) e.primes.push_back(q.prime);
  e.column(0);
}

namespace detail {
// The number of non-negative integer matrices with row sums r and column sums c (equal totals), by
// dynamic programming over the cells, column by column, on the vector of what each row still
// needs (mixed radix, radix r_i + 1): what the current column still has to place follows from
// that vector's sum. `states` is the number of such vectors, prod_i (r_i + 1).
constexpr double count_exponent_tables(const std::vector<int>& r, const std::vector<int>& c, std::int64_t states) {
  std::vector<std::int64_t> stride(r.size(), 1);
  for (std::size_t i = 1; i < r.size(); ++i) stride[i] = stride[i - 1] * (r[i - 1] + 1);
  const auto digit = [&](std::int64_t state, std::size_t i) {
    return static_cast<int>(state / stride[i] % (r[i] + 1));
  };
  std::vector<double> ways(static_cast<std::size_t>(states), 0), next;
  ways[static_cast<std::size_t>(states - 1)] = 1;  // every row needs all of r
  int placed_before = 0;                           // the exponents of the earlier columns
  for (int column : c) {
    int total = 0;
    for (int x : r) total += x;
    for (std::size_t i = 0; i < r.size(); ++i) {
      next.assign(ways.size(), 0);
      for (std::int64_t v = 0; v < states; ++v) {
        if (ways[static_cast<std::size_t>(v)] == 0) continue;
        int needed = 0;
        for (std::size_t k = 0; k < r.size(); ++k) needed += digit(v, k);
        const int column_left = column - (total - placed_before - needed);
        const int most = digit(v, i) < column_left ? digit(v, i) : column_left;
        const int least = i + 1 == r.size() ? column_left : 0;  // the last row takes the rest
        for (int e = least; e <= most; ++e)
          next[static_cast<std::size_t>(v - e * stride[i])] += ways[static_cast<std::size_t>(v)];
      }
      ways.swap(next);
    }
    placed_before += column;
  }
  return ways[0];
}
}  // namespace detail

/// An upper bound on the number of parallelism matrices of `h` and `p`, computed without
/// enumerating them: what a caller checks against a budget first. A matrix factors over the primes
/// q of the device count, x(i, j) = prod_q q^e(i, j, q), and for one q the exponents e(., ., q)
/// are a non-negative integer matrix whose column j sums to q's exponent c_j in level j and whose
/// row i sums to its exponent r_i in axis i; the count is the product over q of the number of such
/// tables. That number is counted exactly (detail::count_exponent_tables) when the rows' sums
/// leave at most 2^14 vectors of what they still need, which covers every machine of a few
/// levels and axes. Otherwise it is bounded: spreading each column over the rows, ignoring the
/// rows' sums, gives prod_j C(c_j + rows - 1, rows - 1) tables, each row over the columns
/// prod_i C(r_i + cols - 1, cols - 1); the smaller is taken.
constexpr double parallelism_matrices_bound(const hierarchy& h, const axes& p) {
  validate(h, p);
  constexpr std::int64_t exact_up_to = 1 << 14;
  const auto exponent = [](std::int64_t n, std::int64_t q) {
    int e = 0;
    for (; n % q == 0; n /= q) ++e;
    return e;
  };
  const auto choose = [](int n, int k) {  // C(n, k); n <= 40 + 7 here, exact in a double
    double c = 1;
    for (int t = 1; t <= k; ++t) c = c * (n - k + t) / t;
    return c;
  };
  const int rows = static_cast<int>(p.size()), cols = static_cast<int>(h.depth());
  double bound = 1;
  for (const prime_power& q : prime_factorization(h.devices())) {
    std::vector<int> r, c;
    std::int64_t states = 1;
    for (std::int64_t a : p) {
      r.push_back(exponent(a, q.prime));
      states = states <= exact_up_to ? states * (r.back() + 1) : states;
    }
    for (std::size_t j = 0; j < h.depth(); ++j) c.push_back(exponent(h.size(j), q.prime));
    if (states <= exact_up_to) {
      bound *= detail::count_exponent_tables(r, c, states);
      continue;
    }
    double by_columns = 1, by_rows = 1;
    for (int x : c) by_columns *= choose(x + rows - 1, rows - 1);
    for (int x : r) by_rows *= choose(x + cols - 1, cols - 1);
    bound *= by_columns < by_rows ? by_columns : by_rows;
  }
  return bound;
}

/// Every parallelism matrix of `h` and `p` (§3.1), in for_each_parallelism_matrix's order.
[[nodiscard]] constexpr std::vector<parallelism_matrix> parallelism_matrices(const hierarchy& h, const axes& p) {
  std::vector<parallelism_matrix> all;
  for_each_parallelism_matrix(h, p, [&](const parallelism_matrix& m) { all.push_back(m); });
  return all;
}

/// The number of parallelism matrices of `h` and `p`.
[[nodiscard]] constexpr std::size_t count_parallelism_matrices(const hierarchy& h, const axes& p) {
  std::size_t n = 0;
  for_each_parallelism_matrix(h, p, [&](const parallelism_matrix&) { ++n; });
  return n;
}

/// The hierarchy with cardinalities `sizes` (levels named "level 0", "level 1", ...).
template <std::size_t N>
constexpr hierarchy hierarchy_of(const std::array<std::int64_t, N>& sizes) {
  constexpr std::string_view names[] = {"level 0", "level 1", "level 2", "level 3",
                                        "level 4", "level 5", "level 6", "level 7"};
  static_assert(N >= 1 && N <= max_levels, "a system hierarchy has 1 to 8 levels");
  hierarchy h;
  for (std::size_t j = 0; j < N; ++j) h.levels.push_back({names[j], sizes[j]});
  return h;
}
/// The axes `sizes`.
template <std::size_t N>
constexpr axes axes_of(const std::array<std::int64_t, N>& sizes) {
  static_assert(N >= 1 && N <= max_axes, "a program has 1 to 8 parallelism axes");
  axes p;
  for (std::int64_t a : sizes) p.push_back(a);
  return p;
}

/// The parallelism matrices of compile-time level cardinalities and axes (std::array values,
/// e.g. parallelism_matrices_array<std::array<std::int64_t, 4>{1, 2, 2, 4},
/// std::array<std::int64_t, 2>{4, 4}>()) as a std::array: a constant expression to iterate
/// with hana::for_each over hana::make_range, instantiating code per matrix.
template <auto Levels, auto Axes>
consteval auto parallelism_matrices_array() {
  constexpr hierarchy h = hierarchy_of(Levels);
  constexpr axes p = axes_of(Axes);
  std::array<parallelism_matrix, count_parallelism_matrices(h, p)> all{};
  std::size_t n = 0;
  for_each_parallelism_matrix(h, p, [&](const parallelism_matrix& m) { all[n++] = m; });
  return all;
}

/// A device's place: its coordinate at every level and along every axis.
struct device_coordinates {
  std::array<std::int64_t, max_levels> level{};
  std::array<std::int64_t, max_axes> axis{};
};

/// The coordinates of device d (0 <= d < h.devices()) under matrix m (see the numbering above).
constexpr device_coordinates coordinates(const parallelism_matrix& m, const hierarchy& h, std::int64_t d) {
  check(d >= 0 && d < h.devices(), "pebble::placement: device ", d, " is not in the system's ", h.devices(),
        " devices");
  device_coordinates c;
  for (std::size_t j = h.depth(); j-- > 0;) {
    c.level[j] = d % h.size(j);
    d /= h.size(j);
  }
  // axis digits, level by level (first level most significant)
  for (std::size_t j = 0; j < h.depth(); ++j) {
    std::int64_t rest = c.level[j], below = h.size(j);
    for (std::size_t i = 0; i < m.rows; ++i) {
      below /= m(i, j);
      const std::int64_t digit = rest / below;
      rest %= below;
      c.axis[i] = c.axis[i] * m(i, j) + digit;
    }
  }
  return c;
}

}  // namespace pebble::placement
