// Symbolic iteration counts of loops (thesis ch. 2, §2.3-§2.4): a canonical sum of products over
// rational coefficients and atoms (sizes, counters, ⌈x⌉, ⌊x⌋, ⌈log₂ x⌉, log₂ x, 2^x, 1/x), with
// exact sums Σ_{i=0}^{n-1} of polynomial-times-geometric terms (Faulhaber and its geometric
// analogue) and certified intervals [L, U] where a summand has no such closed form (§2.4.3).
//
// Everything here but the text output is constexpr and evaluates in static_assert under g++ 12
// and nvcc, whose constant evaluators have bugs that run-time code does not see; the code of
// pebble/loops/ keeps three rules for them (docs/loops.md, "At compile time"): no ?: whose value
// is a class object owning memory, no class object passed by value and moved from, no class
// object declared in an if condition.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <numeric>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/core/math.hpp>
#include <pebble/core/rational.hpp>

namespace pebble::loops {

class expr;

/// What an atom stands for. Names (sizes, counters, unknowns) are integers >= 0.
enum class atom_kind : std::uint8_t {
  name,   ///< a size parameter, an unknown trip count or a summation counter
  ceil,   ///< ⌈x⌉
  floor,  ///< ⌊x⌋
  clog2,  ///< ⌈log₂ x⌉ for x > 0
  log2,   ///< log₂ x for x > 0 (real)
  pow2,   ///< 2^x for an integer x
  inv,    ///< 1/x for an x that is not a single product
  pos,    ///< max(0, x): a trip count where the guard may fail on entry
  min,    ///< min(x, y) (two arguments)
};

namespace detail {
struct atom_node;
}

/// An indeterminate of the normal form: a name, or a function of one expression (two for min).
/// Immutable, and its name and arguments are shared between copies (counted references): the
/// normal form copies atoms all the time, and deep copies of nested arguments were most of the
/// work of counting in a constant expression. Copies of one atom compare equal at once.
class atom {
 public:
  atom_kind kind = atom_kind::name;

  constexpr atom() : atom(atom_kind::name, std::string_view{}) {}
  constexpr atom(atom_kind k, std::string_view name);
  constexpr atom(atom_kind k, std::string_view name, std::vector<expr>&& arg);
  constexpr atom(atom_kind k, std::string_view name, const std::vector<expr>& arg);
  constexpr atom(const atom& o) : kind(o.kind), node_(o.node_) { retain(); }
  constexpr atom(atom&& o) noexcept : kind(o.kind), node_(o.node_) { o.node_ = nullptr; }
  constexpr atom& operator=(const atom& o) {
    if (node_ != o.node_) {
      atom copy(o);
      swap(copy);
    }
    kind = o.kind;
    return *this;
  }
  constexpr atom& operator=(atom&& o) noexcept {
    swap(o);
    return *this;
  }
  constexpr ~atom() { release(); }

  /// The name (atom_kind::name; empty otherwise).
  constexpr const std::string& name() const;
  /// The arguments of the other kinds (two for min, else one; none for a name).
  constexpr const std::vector<expr>& arg() const;
  /// Whether this is a copy of `o` (then equal to it).
  constexpr bool same(const atom& o) const { return node_ == o.node_; }

 private:
  constexpr void swap(atom& o) noexcept {
    std::swap(kind, o.kind);
    std::swap(node_, o.node_);
  }
  constexpr void retain();
  constexpr void release();

  detail::atom_node* node_ = nullptr;
};

/// atom^exponent.
struct factor {
  atom base;
  int exponent = 1;
};

/// coefficient · Π factors (factors sorted, exponents non-zero, at most one 2^x factor).
struct term {
  rational coefficient;
  std::vector<factor> factors;
};

/// Values of names for evaluation.
class bindings {
 public:
  constexpr bindings() = default;
  constexpr bindings(std::initializer_list<std::pair<std::string_view, rational>> values) {
    for (const auto& [n, v] : values) set(n, v);
  }
  constexpr void set(std::string_view n, rational v) {
    for (auto& [name, value] : values_)
      if (name == n) {
        value = v;
        return;
      }
    values_.emplace_back(std::string(n), v);
  }
  constexpr const rational* find(std::string_view n) const {
    for (const auto& [name, value] : values_)
      if (name == n) return &value;
    return nullptr;
  }
  constexpr const std::vector<std::pair<std::string, rational>>& values() const { return values_; }

 private:
  std::vector<std::pair<std::string, rational>> values_;
};

constexpr expr reciprocal(const expr& e);

namespace detail {
/// "17" for 17 (std::to_string is not constexpr).
constexpr std::string decimal(std::size_t v) {
  std::string out;
  do {
    out.insert(out.begin(), static_cast<char>('0' + v % 10));
    v /= 10;
  } while (v > 0);
  return out;
}
constexpr int compare(const expr& a, const expr& b);
constexpr int compare(const atom& a, const atom& b);
constexpr int compare_factors(const std::vector<factor>& a, const std::vector<factor>& b);
}  // namespace detail

/// A canonical sum of terms: equal values of the normal form compare equal.
class expr {
 public:
  constexpr expr() = default;
  constexpr expr(rational c) {  // NOLINT: numbers convert implicitly
    if (!c.is_zero()) terms_.push_back(term{c, {}});
  }
  constexpr expr(std::int64_t c) : expr(rational(c)) {}  // NOLINT
  constexpr expr(int c) : expr(rational(c)) {}           // NOLINT

  static constexpr expr name(std::string_view n) {
    check(!n.empty(), "pebble::loops::expr: a name must not be empty");
    return of_atom(atom{atom_kind::name, std::string(n), {}});
  }
  /// The expression of one term of a canonical expression (no renormalization).
  static constexpr expr of_term(const term& t) {
    expr e;
    if (!t.coefficient.is_zero()) e.terms_.push_back(t);
    return e;
  }
  /// The term without its factor number `skip` (still canonical).
  static constexpr expr of_term_without(const term& t, std::size_t skip) {
    expr e;
    term u{t.coefficient, {}};
    for (std::size_t k = 0; k < t.factors.size(); ++k)
      if (k != skip) u.factors.push_back(t.factors[k]);
    if (!u.coefficient.is_zero()) e.terms_.push_back(std::move(u));
    return e;
  }
  // (atoms by reference: g++ 12 cannot move a std::string out of a by-value parameter in a
  // constant expression)
  static constexpr expr of_atom(atom&& a, int exponent = 1) {
    expr e;
    e.terms_.push_back(term{1, {}});
    e.terms_[0].factors.push_back(factor{std::move(a), exponent});
    e.normalize_term(e.terms_[0]);
    e.canonicalize();
    return e;
  }
  static constexpr expr of_atom(const atom& a, int exponent = 1) {
    atom copy = a;
    return of_atom(std::move(copy), exponent);
  }

  constexpr const std::vector<term>& terms() const { return terms_; }
  /// Appends a term that sorts after every term already here (a canonical sequence).
  constexpr void append_in_order(const term& t) { terms_.push_back(t); }
  constexpr bool is_zero() const { return terms_.empty(); }
  /// The value when the expression is a number.
  constexpr std::optional<rational> constant() const {
    if (terms_.empty()) return rational(0);
    if (terms_.size() == 1 && terms_[0].factors.empty()) return terms_[0].coefficient;
    return std::nullopt;
  }
  constexpr bool is_single_term() const { return terms_.size() == 1; }

  // (the overloads for temporaries reuse their terms: copies are what constant evaluation pays for)
  friend constexpr expr operator+(const expr& a, const expr& b) {
    expr r = a;
    r.add(b, false);
    return r;
  }
  friend constexpr expr operator+(expr&& a, const expr& b) {
    a.add(b, false);
    return std::move(a);
  }
  friend constexpr expr operator+(const expr& a, expr&& b) {
    b.add(a, false);
    return std::move(b);
  }
  friend constexpr expr operator+(expr&& a, expr&& b) {
    a.add(b, false);
    return std::move(a);
  }
  friend constexpr expr operator-(const expr& a) {
    expr r = a;
    r.scale(rational(-1));
    return r;
  }
  friend constexpr expr operator-(expr&& a) {
    a.scale(rational(-1));
    return std::move(a);
  }
  friend constexpr expr operator-(const expr& a, const expr& b) {
    expr r = a;
    r.add(b, true);
    return r;
  }
  friend constexpr expr operator-(expr&& a, const expr& b) {
    a.add(b, true);
    return std::move(a);
  }
  friend constexpr expr operator*(const expr& a, const expr& b) {
    // (numbers by constant(), declared before the if: nvcc loses objects declared in conditions)
    const std::optional<rational> x = a.constant(), y = b.constant();
    if (y) {
      expr r = a;
      r.scale(*y);
      return r;
    }
    if (x) {
      expr r = b;
      r.scale(*x);
      return r;
    }
    expr r;
    r.terms_.reserve(a.terms_.size() * b.terms_.size());
    for (const term& x : a.terms_)
      for (const term& y : b.terms_) r.terms_.push_back(r.product(x, y));
    r.canonicalize();
    return r;
  }
  friend constexpr expr operator*(expr&& a, const expr& b) {
    const std::optional<rational> y = b.constant();
    if (y) {
      a.scale(*y);
      return std::move(a);
    }
    return static_cast<const expr&>(a) * b;
  }
  constexpr expr& operator+=(const expr& b) {
    add(b, false);
    return *this;
  }
  constexpr expr& operator-=(const expr& b) {
    add(b, true);
    return *this;
  }
  constexpr expr& operator*=(const expr& b) {
    const std::optional<rational> y = b.constant();
    if (y) {
      scale(*y);
      return *this;
    }
    return *this = *this * b;
  }

  friend constexpr bool operator==(const expr& a, const expr& b) { return detail::compare(a, b) == 0; }

  /// Used by the normal form: merges equal atoms, 2^x factors and drops zero exponents.
  constexpr void normalize_term(term& t) const;
  /// The product of two canonical terms: their sorted factor lists merged (normalize_term where
  /// both hold a 2^x factor).
  constexpr term product(const term& x, const term& y) const;
  constexpr void canonicalize();

 private:
  // this · c in place
  constexpr void scale(const rational& c) {
    if (c.is_zero()) {
      terms_.clear();
      return;
    }
    for (term& t : terms_) t.coefficient = t.coefficient * c;
  }
  // this ± b in place: both are canonical, their sorted term lists merge (this one's terms move;
  // the copies are what constant evaluation pays for)
  constexpr void add(const expr& b, bool negate) {
    if (b.terms_.empty()) return;
    std::vector<term> r;
    r.reserve(terms_.size() + b.terms_.size());
    std::size_t i = 0, j = 0;
    while (i < terms_.size() || j < b.terms_.size()) {
      int c = 0;
      if (i == terms_.size()) c = 1;
      else if (j == b.terms_.size()) c = -1;
      else c = detail::compare_factors(terms_[i].factors, b.terms_[j].factors);
      if (c < 0) {
        r.push_back(std::move(terms_[i++]));
      } else if (c > 0) {
        r.push_back(b.terms_[j++]);
        if (negate) r.back().coefficient = -r.back().coefficient;
      } else {
        const rational& y = b.terms_[j].coefficient;
        const rational sum = negate ? terms_[i].coefficient - y : terms_[i].coefficient + y;
        if (!sum.is_zero()) {
          r.push_back(std::move(terms_[i]));
          r.back().coefficient = sum;
        }
        ++i;
        ++j;
      }
    }
    terms_ = std::move(r);
  }

  std::vector<term> terms_;
};

namespace detail {
struct atom_node {
  std::string name;
  std::vector<expr> arg;
  std::size_t refs = 1;
};
}  // namespace detail

// (the node's members are assigned, not initialized in the new-expression: nvcc's constant
// evaluation leaves a std::string initialized there pointing into a temporary)
constexpr atom::atom(atom_kind k, std::string_view name) : kind(k), node_(new detail::atom_node) {
  node_->name.assign(name.data(), name.size());
}
constexpr atom::atom(atom_kind k, std::string_view name, std::vector<expr>&& arg) : atom(k, name) {
  node_->arg = std::move(arg);
}
constexpr atom::atom(atom_kind k, std::string_view name, const std::vector<expr>& arg) : atom(k, name) {
  node_->arg = arg;
}
constexpr const std::string& atom::name() const { return node_->name; }
constexpr const std::vector<expr>& atom::arg() const { return node_->arg; }
constexpr void atom::retain() {
  if (node_) ++node_->refs;
}
constexpr void atom::release() {
  if (node_ && --node_->refs == 0) delete node_;
  node_ = nullptr;
}

namespace detail {

constexpr int compare_rational(rational a, rational b) { return a < b ? -1 : (b < a ? 1 : 0); }

constexpr int compare(const atom& a, const atom& b) {
  if (a.kind != b.kind) return a.kind < b.kind ? -1 : 1;
  if (a.same(b)) return 0;
  if (a.kind == atom_kind::name) return a.name() < b.name() ? -1 : (b.name() < a.name() ? 1 : 0);
  for (std::size_t k = 0; k < a.arg().size() && k < b.arg().size(); ++k)
    if (int c = compare(a.arg()[k], b.arg()[k]); c != 0) return c;
  return a.arg().size() == b.arg().size() ? 0 : (a.arg().size() < b.arg().size() ? -1 : 1);
}
constexpr int compare_factors(const std::vector<factor>& a, const std::vector<factor>& b) {
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) {
    if (int c = compare(a[i].base, b[i].base); c != 0) return c;
    if (a[i].exponent != b[i].exponent) return a[i].exponent < b[i].exponent ? -1 : 1;
  }
  return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}
constexpr int compare(const expr& a, const expr& b) {
  const auto& x = a.terms();
  const auto& y = b.terms();
  for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) {
    if (int c = compare_factors(x[i].factors, y[i].factors); c != 0) return c;
    if (int c = compare_rational(x[i].coefficient, y[i].coefficient); c != 0) return c;
  }
  return x.size() == y.size() ? 0 : (x.size() < y.size() ? -1 : 1);
}

}  // namespace detail

constexpr void expr::normalize_term(term& t) const {
  std::sort(t.factors.begin(), t.factors.end(),
            [](const factor& a, const factor& b) { return detail::compare(a.base, b.base) < 0; });
  std::vector<factor> merged;
  // (no std::optional<expr> in constexpr code: nvcc does not take it as a literal type)
  expr power;  // the exponent of the product of all 2^x factors: Σ exponent·x
  bool powers = false;
  for (factor& f : t.factors) {
    if (f.base.kind == atom_kind::pow2) {
      power += f.base.arg()[0] * expr(f.exponent);
      powers = true;
      continue;
    }
    if (!merged.empty() && detail::compare(merged.back().base, f.base) == 0) {
      merged.back().exponent += f.exponent;
      if (merged.back().exponent == 0) merged.pop_back();
    } else {
      merged.push_back(std::move(f));
    }
  }
  if (powers) {
    // integer constants of the exponent move into the coefficient: 2^(x + k) = 2^k 2^x
    expr rest;
    for (const term& p : power.terms_) {
      if (p.factors.empty() && p.coefficient.is_integer()) {
        const std::int64_t k = p.coefficient.num();
        check(k > -62 && k < 62, "pebble::loops: 2^", k, " is out of range");
        t.coefficient = k >= 0 ? t.coefficient * rational(ipow(2, k)) : t.coefficient / rational(ipow(2, -k));
      } else {
        rest.terms_.push_back(p);
      }
    }
    if (!rest.is_zero()) {
      factor f{atom{atom_kind::pow2, {}, {rest}}, 1};
      auto at = std::find_if(merged.begin(), merged.end(),
                             [&](const factor& g) { return detail::compare(f.base, g.base) < 0; });
      merged.insert(at, std::move(f));
    }
  }
  t.factors = std::move(merged);
}

constexpr term expr::product(const term& x, const term& y) const {
  term t{x.coefficient * y.coefficient, {}};
  bool powers = false;
  for (const factor& f : x.factors) powers = powers || f.base.kind == atom_kind::pow2;
  bool both = false;
  for (const factor& f : y.factors) both = both || (powers && f.base.kind == atom_kind::pow2);
  if (both) {
    t.factors = x.factors;
    t.factors.insert(t.factors.end(), y.factors.begin(), y.factors.end());
    normalize_term(t);
    return t;
  }
  t.factors.reserve(x.factors.size() + y.factors.size());
  std::size_t i = 0, j = 0;
  while (i < x.factors.size() || j < y.factors.size()) {
    const int c = i == x.factors.size() ? 1
                  : j == y.factors.size() ? -1
                                          : detail::compare(x.factors[i].base, y.factors[j].base);
    if (c < 0) {
      t.factors.push_back(x.factors[i++]);
    } else if (c > 0) {
      t.factors.push_back(y.factors[j++]);
    } else {
      const int e = x.factors[i].exponent + y.factors[j].exponent;
      if (e != 0) t.factors.push_back(factor{x.factors[i].base, e});
      ++i;
      ++j;
    }
  }
  return t;
}

constexpr void expr::canonicalize() {
  std::sort(terms_.begin(), terms_.end(),
            [](const term& a, const term& b) { return detail::compare_factors(a.factors, b.factors) < 0; });
  std::vector<term> out;
  for (term& t : terms_) {
    if (!out.empty() && detail::compare_factors(out.back().factors, t.factors) == 0) {
      out.back().coefficient += t.coefficient;
      if (out.back().coefficient.is_zero()) out.pop_back();
    } else if (!t.coefficient.is_zero()) {
      out.push_back(std::move(t));
    }
  }
  terms_ = std::move(out);
}

// ---- properties -------------------------------------------------------------------------------

/// Whether `name` occurs anywhere in e.
constexpr bool contains(const expr& e, std::string_view name);
constexpr bool contains(const atom& a, std::string_view name) {
  if (a.kind == atom_kind::name) return a.name() == name;
  for (const expr& x : a.arg())
    if (contains(x, name)) return true;
  return false;
}
constexpr bool contains(const expr& e, std::string_view name) {
  for (const term& t : e.terms())
    for (const factor& f : t.factors)
      if (contains(f.base, name)) return true;
  return false;
}

constexpr bool is_nonnegative(const expr& e);
/// Whether the atom's value is >= 0 for all non-negative values of the names (conservative).
constexpr bool is_nonnegative(const atom& a) {
  switch (a.kind) {
    case atom_kind::name:
    case atom_kind::pow2: return true;
    case atom_kind::ceil:
    case atom_kind::floor:
    case atom_kind::inv: return is_nonnegative(a.arg()[0]);
    case atom_kind::pos: return true;
    case atom_kind::min: return is_nonnegative(a.arg()[0]) && is_nonnegative(a.arg()[1]);
    case atom_kind::clog2:
    case atom_kind::log2: return is_nonnegative(a.arg()[0] - expr(1));  // below 0 for arguments below 1
  }
  return false;
}
/// Whether e >= 0 for all non-negative values of the names (conservative: every term is).
constexpr bool is_nonnegative(const expr& e) {
  for (const term& t : e.terms()) {
    if (t.coefficient < rational(0)) return false;
    for (const factor& f : t.factors)
      if (!is_nonnegative(f.base) && f.exponent % 2 != 0) return false;
  }
  return true;
}

constexpr bool is_integer_valued(const expr& e);
constexpr bool is_integer_valued(const atom& a) {
  switch (a.kind) {
    case atom_kind::name:
    case atom_kind::ceil:
    case atom_kind::floor:
    case atom_kind::clog2: return true;
    case atom_kind::pow2: return is_integer_valued(a.arg()[0]) && is_nonnegative(a.arg()[0]);
    case atom_kind::pos: return is_integer_valued(a.arg()[0]);
    case atom_kind::min: return is_integer_valued(a.arg()[0]) && is_integer_valued(a.arg()[1]);
    case atom_kind::log2:
    case atom_kind::inv: return false;
  }
  return false;
}
namespace detail {
/// S(k, j) j!: x^k = Σ_j S(k, j) j! C(x, j) (Stirling numbers of the second kind).
constexpr std::int64_t surjections(int k, int j) {
  // number of surjections from k elements onto j: Σ_i (-1)^i C(j, i) (j - i)^k
  std::int64_t total = 0, binom = 1;
  for (int i = 0; i <= j; ++i) {
    const std::int64_t term = checked_mul(binom, ipow(j - i, k));
    total = i % 2 == 0 ? checked_add(total, term) : checked_sub(total, term);
    binom = binom * (j - i) / (i + 1);
  }
  return total;
}
}  // namespace detail

/// Whether e takes integer values for all integer values of the names: every term has integer
/// coefficients, or the polynomial over integer-valued atoms has integer coefficients in the
/// binomial basis Π C(a, j_a) (e.g. i(i-1)/2).
constexpr bool is_integer_valued(const expr& e) {
  bool plain = true;
  for (const term& t : e.terms()) {
    for (const factor& f : t.factors)
      if (f.exponent < 0 || !is_integer_valued(f.base)) return false;
    if (!t.coefficient.is_integer()) plain = false;
  }
  if (plain) return true;
  // binomial-basis coefficients: Σ_terms c Π_f S(k_f, j_f) j_f! over the choices j_f
  struct entry {
    std::vector<std::pair<const atom*, int>> key;
    rational value;
  };
  std::vector<entry> basis;
  for (const term& t : e.terms()) {
    if (t.factors.size() > 6) return false;
    std::vector<int> j(t.factors.size(), 1);
    while (true) {
      rational c = t.coefficient;
      std::vector<std::pair<const atom*, int>> key;
      for (std::size_t q = 0; q < t.factors.size(); ++q) {
        c *= rational(detail::surjections(t.factors[q].exponent, j[q]));
        key.emplace_back(&t.factors[q].base, j[q]);
      }
      bool found = false;
      for (entry& b : basis) {
        if (b.key.size() != key.size()) continue;
        bool same = true;
        for (std::size_t q = 0; q < key.size() && same; ++q)
          same = key[q].second == b.key[q].second && detail::compare(*key[q].first, *b.key[q].first) == 0;
        if (same) {
          b.value += c;
          found = true;
          break;
        }
      }
      if (!found) basis.push_back({key, c});
      std::size_t q = 0;
      while (q < j.size() && j[q] == t.factors[q].exponent) j[q++] = 1;
      if (q == j.size()) break;
      ++j[q];
    }
  }
  for (const entry& b : basis)
    if (!b.value.is_integer()) return false;
  return true;
}

// ---- functions of expressions -----------------------------------------------------------------

namespace detail {
constexpr std::int64_t ceil_of(rational r) { return ceil_div(r.num(), r.den()); }
constexpr std::int64_t floor_of(rational r) { return floor_div(r.num(), r.den()); }
/// ⌈log₂ r⌉ for r > 0, exactly.
constexpr std::int64_t ceil_log2(rational r) {
  check(r > rational(0), "pebble::loops: log2 of ", r.num(), "/", r.den(), ", which is not positive");
  // smallest k with 2^k >= num/den
  std::int64_t k = 0;
  if (r >= rational(1)) {
    while (rational(ipow(2, k)) < r) ++k;
  } else {
    while (k > -62 && rational(1, ipow(2, -(k - 1))) >= r) --k;
  }
  return k;
}
/// log₂ r where r > 0 is a power of two, else nullopt.
constexpr std::optional<std::int64_t> exact_log2(rational r) {
  const std::int64_t k = ceil_log2(r);
  if (k >= 0 ? r == rational(ipow(2, k)) : r == rational(1, ipow(2, -k))) return k;
  return std::nullopt;
}
/// The split e = whole + rest where whole collects the integer-valued terms, the groups of terms
/// over the same atoms that are integer-valued together (i²/2 - i/2) and the integer part of the
/// constant.
constexpr std::pair<expr, expr> split_integer_part(const expr& e) {
  expr whole, rest;
  std::vector<std::pair<std::vector<factor>, expr>> groups;  // by the atoms of their terms
  for (const term& t : e.terms()) {
    if (t.factors.empty()) {
      const std::int64_t k = floor_of(t.coefficient);
      whole += expr(k);
      rest += expr(t.coefficient - rational(k));
      continue;
    }
    const expr single = expr::of_term(t);
    if (is_integer_valued(single)) {
      whole += single;
      continue;
    }
    std::vector<factor> key;
    for (const factor& f : t.factors) key.push_back(factor{f.base, 1});
    bool placed = false;
    for (auto& [k, g] : groups)
      if (compare_factors(k, key) == 0) {
        g += single;
        placed = true;
      }
    if (!placed) groups.emplace_back(std::move(key), single);
  }
  for (const auto& [k, g] : groups) (is_integer_valued(g) ? whole : rest) += g;
  return {whole, rest};
}
}  // namespace detail

/// ⌈e⌉: integer-valued terms and the constant's integer part move outside.
constexpr expr ceil(const expr& e) {
  if (is_integer_valued(e)) return e;
  auto [whole, rest] = detail::split_integer_part(e);
  if (rest.is_zero() || is_integer_valued(rest)) return whole + rest;
  if (auto c = rest.constant()) return whole + expr(detail::ceil_of(*c));
  return whole + expr::of_atom(atom{atom_kind::ceil, {}, {rest}});
}

namespace detail {
/// For x = X/D with X integer-valued and D a positive product of names and a whole number: D
/// (0 where a denominator is not such a product).
constexpr expr common_denominator(const expr& x) {
  std::int64_t den = 1;
  std::vector<std::pair<std::string, int>> names;
  for (const term& t : x.terms()) {
    den = std::lcm(den, t.coefficient.den());
    for (const factor& f : t.factors) {
      if (f.exponent >= 0) continue;
      if (f.base.kind != atom_kind::name) return expr();
      bool found = false;
      for (auto& [n, k] : names)
        if (n == f.base.name()) {
          k = k > -f.exponent ? k : -f.exponent;
          found = true;
        }
      if (!found) names.emplace_back(f.base.name(), -f.exponent);
    }
  }
  expr d = expr(den);
  for (const auto& [n, k] : names) d *= expr::of_atom(atom{atom_kind::name, n, {}}, k);
  return d;
}
}  // namespace detail

/// ⌊e⌋; ⌊X/D⌋ for integers X, D > 0 reads as ⌈(X - D + 1)/D⌉ where that is shorter (C's
/// (n + p - 1)/p is ⌈n/p⌉).
constexpr expr floor(const expr& e) {
  if (is_integer_valued(e)) return e;
  auto [whole, rest] = detail::split_integer_part(e);
  if (rest.is_zero() || is_integer_valued(rest)) return whole + rest;
  if (auto c = rest.constant()) return whole + expr(detail::floor_of(*c));
  const expr d = detail::common_denominator(rest);
  if (!d.constant()) {
    const expr x = rest * d;
    if (is_integer_valued(x)) {
      const expr other = ceil((x - d + expr(1)) * reciprocal(d));
      std::size_t size = 0;
      for (const term& t : other.terms())
        for (const factor& f : t.factors)
          if (f.base.kind == atom_kind::ceil) size += f.base.arg()[0].terms().size();
      if (size < rest.terms().size()) return whole + other;
    }
  }
  return whole + expr::of_atom(atom{atom_kind::floor, {}, {rest}});
}

/// 2^e.
constexpr expr pow2(const expr& e) { return expr::of_atom(atom{atom_kind::pow2, {}, {e}}); }

/// max(0, e).
constexpr expr pos(const expr& e) {
  if (is_nonnegative(e)) return e;
  if (auto c = e.constant()) {
    if (*c < rational(0)) return expr();
    return e;
  }
  if (is_nonnegative(-e)) return expr();
  return expr::of_atom(atom{atom_kind::pos, {}, {e}});
}
/// min(a, b).
constexpr expr min(const expr& a, const expr& b) {
  if (a == b) return a;
  if (auto d = (a - b).constant()) {
    if (*d < rational(0)) return a;
    return b;
  }
  if (is_nonnegative(a - b)) return b;
  if (is_nonnegative(b - a)) return a;
  if (detail::compare(b, a) < 0) return expr::of_atom(atom{atom_kind::min, {}, {b, a}});
  return expr::of_atom(atom{atom_kind::min, {}, {a, b}});
}

namespace detail {
/// For a single term c·2^x·M: the pieces (k, x, c', M) with c = 2^k c' (c' odd over odd).
struct power_split {
  std::int64_t twos = 0;  // the power of two in the coefficient
  expr exponent;          // x of the 2^x factor (0 if none)
  expr rest;              // c'·M
};
constexpr power_split split_powers_of_two(const term& t) {
  power_split s;
  std::int64_t num = t.coefficient.num(), den = t.coefficient.den();
  while (num % 2 == 0 && num != 0) {
    num /= 2;
    ++s.twos;
  }
  while (den % 2 == 0) {
    den /= 2;
    --s.twos;
  }
  s.rest = expr(rational(num, den));
  for (const factor& f : t.factors) {
    if (f.base.kind == atom_kind::pow2)
      s.exponent = f.base.arg()[0] * expr(f.exponent);
    else
      s.rest *= expr::of_atom(f.base, f.exponent);
  }
  return s;
}
}  // namespace detail

/// ⌈log₂ e⌉ for e > 0: powers of two leave the logarithm (⌈log₂(2^x y)⌉ = x + ⌈log₂ y⌉ for an
/// integer x).
constexpr expr clog2(const expr& e) {
  check(!e.is_zero(), "pebble::loops: log2 of 0");
  if (auto c = e.constant()) return expr(detail::ceil_log2(*c));
  if (e.is_single_term()) {
    const auto s = detail::split_powers_of_two(e.terms()[0]);
    if (is_integer_valued(s.exponent)) {
      const expr outside = expr(s.twos) + s.exponent;
      if (auto c = s.rest.constant()) return outside + expr(detail::ceil_log2(*c));
      if (!outside.is_zero()) return outside + clog2(s.rest);
    }
  }
  return expr::of_atom(atom{atom_kind::clog2, {}, {e}});
}
/// log₂ e for e > 0: products split into sums of logarithms of their factors.
constexpr expr log2(const expr& e) {
  check(!e.is_zero(), "pebble::loops: log2 of 0");
  if (auto c = e.constant()) {
    if (const auto k = detail::exact_log2(*c)) return expr(*k);
    return expr::of_atom(atom{atom_kind::log2, {}, {e}});
  }
  if (e.is_single_term()) {
    const term& t = e.terms()[0];
    if (t.coefficient > rational(0)) {
      expr out;
      if (t.coefficient != rational(1)) out = log2(expr(t.coefficient));
      for (const factor& f : t.factors) {
        if (f.base.kind == atom_kind::pow2)
          out += f.base.arg()[0] * expr(f.exponent);
        else if (f.base.kind == atom_kind::inv)
          out -= log2(f.base.arg()[0]) * expr(f.exponent);
        else
          out += expr::of_atom(atom{atom_kind::log2, {}, {expr::of_atom(f.base)}}) * expr(f.exponent);
      }
      return out;
    }
  }
  return expr::of_atom(atom{atom_kind::log2, {}, {e}});
}

/// 1/e; a single term inverts factor by factor.
constexpr expr reciprocal(const expr& e) {
  check(!e.is_zero(), "pebble::loops: division by 0");
  if (e.is_single_term()) {
    const term& t = e.terms()[0];
    expr out = expr(rational(1) / t.coefficient);
    for (const factor& f : t.factors) {
      if (f.base.kind == atom_kind::pow2)
        out *= pow2(-f.base.arg()[0] * expr(f.exponent));
      else
        out *= expr::of_atom(f.base, -f.exponent);
    }
    return out;
  }
  return expr::of_atom(atom{atom_kind::inv, {}, {e}});
}
constexpr expr operator/(const expr& a, const expr& b) { return a * reciprocal(b); }

/// e^k for an integer k (k < 0: (1/e)^-k).
constexpr expr power(const expr& e, int k) {
  if (k < 0) return power(reciprocal(e), -k);
  expr r = 1;
  for (int i = 0; i < k; ++i) r *= e;
  return r;
}

/// Whether an atom of `kind` is a or occurs in its arguments, or occurs anywhere in e.
constexpr bool holds_kind(const expr& e, atom_kind kind);
constexpr bool holds_kind(const atom& a, atom_kind kind) {
  if (a.kind == kind) return true;
  for (const expr& x : a.arg())
    if (holds_kind(x, kind)) return true;
  return false;
}
constexpr bool holds_kind(const expr& e, atom_kind kind) {
  for (const term& t : e.terms())
    for (const factor& f : t.factors)
      if (holds_kind(f.base, kind)) return true;
  return false;
}

namespace detail {
/// kind(x[, y])^exponent through the simplifying constructors (y: min's second argument).
constexpr expr rebuilt(atom_kind kind, const expr& x, const expr& y, int exponent) {
  switch (kind) {
    case atom_kind::ceil: return power(ceil(x), exponent);
    case atom_kind::floor: return power(floor(x), exponent);
    case atom_kind::clog2: return power(clog2(x), exponent);
    case atom_kind::log2: return power(log2(x), exponent);
    case atom_kind::pow2: return pow2(x * expr(exponent));
    case atom_kind::inv: return power(reciprocal(x), exponent);
    case atom_kind::pos: return power(pos(x), exponent);
    case atom_kind::min: return power(min(x, y), exponent);
    case atom_kind::name: break;
  }
  return expr();
}
/// e with each term t for which touched(t) holds replaced by rebuild(t), the other terms kept as
/// they are (and in order: they are not merged one by one).
template <class Touched, class Rebuild>
constexpr expr map_terms(const expr& e, const Touched& touched, const Rebuild& rebuild) {
  expr out, kept;
  for (const term& t : e.terms()) {
    if (touched(t)) out += rebuild(t);
    else kept.append_in_order(t);
  }
  out += kept;
  return out;
}
}  // namespace detail

namespace detail {
/// Whether a holds a max(0, x) that drop_positive_parts() replaces (terms without one are kept).
template <class Pred>
constexpr bool droppable(const atom& a, const Pred& nonnegative) {
  if (a.kind == atom_kind::name) return false;
  for (const expr& x : a.arg())
    for (const term& t : x.terms())
      for (const factor& f : t.factors)
        if (droppable(f.base, nonnegative)) return true;
  return a.kind == atom_kind::pos && nonnegative(a.arg()[0]);
}
}  // namespace detail

/// e with every max(0, x) for which `nonnegative(x)` holds replaced by x (innermost first).
template <class Pred>
constexpr expr drop_positive_parts(const expr& e, const Pred& nonnegative) {
  const auto holds = [&](const term& t) {
    for (const factor& f : t.factors)
      if (detail::droppable(f.base, nonnegative)) return true;
    return false;
  };
  return detail::map_terms(e, holds, [&](const term& t) {
    expr product = expr(t.coefficient);
    for (const factor& f : t.factors) {
      if (f.base.kind == atom_kind::name) {
        product *= expr::of_atom(f.base, f.exponent);
        continue;
      }
      const atom& a = f.base;
      const expr x = drop_positive_parts(a.arg()[0], nonnegative);
      if (a.kind == atom_kind::pos && nonnegative(x))
        product *= power(x, f.exponent);
      else if (a.kind == atom_kind::min)
        product *= detail::rebuilt(a.kind, x, drop_positive_parts(a.arg()[1], nonnegative), f.exponent);
      else
        product *= detail::rebuilt(a.kind, x, x, f.exponent);
    }
    return product;
  });
}

// ---- substitution and evaluation --------------------------------------------------------------

namespace detail {
/// e with each name that `find` maps to an expression replaced by it, all at once (a value's
/// own names are not substituted again); `find(name)` is a const expr* or nullptr.
template <class Find>
constexpr bool contains_any(const expr& e, const Find& find);
template <class Find>
constexpr bool contains_any(const atom& a, const Find& find) {
  if (a.kind == atom_kind::name) return find(a.name()) != nullptr;
  for (const expr& x : a.arg())
    if (contains_any(x, find)) return true;
  return false;
}
template <class Find>
constexpr bool contains_any(const expr& e, const Find& find) {
  for (const term& t : e.terms())
    for (const factor& f : t.factors)
      if (contains_any(f.base, find)) return true;
  return false;
}
template <class Find>
constexpr expr substitute_with(const expr& e, const Find& find);
template <class Find>
constexpr expr rebuild(const atom& a, int exponent, const Find& find) {
  if (a.kind == atom_kind::name) {
    if (const expr* v = find(a.name())) return power(*v, exponent);
    return expr::of_atom(a, exponent);
  }
  const expr x = substitute_with(a.arg()[0], find);
  if (a.kind != atom_kind::min) return rebuilt(a.kind, x, x, exponent);
  return rebuilt(a.kind, x, substitute_with(a.arg()[1], find), exponent);
}
template <class Find>
constexpr expr substitute_with(const expr& e, const Find& find) {
  if (!contains_any(e, find)) return e;
  const auto touched = [&](const term& t) {
    for (const factor& f : t.factors)
      if (contains_any(f.base, find)) return true;
    return false;
  };
  return map_terms(e, touched, [&](const term& t) {
    expr product = expr(t.coefficient);
    term untouched{1, {}};
    for (const factor& f : t.factors)
      if (contains_any(f.base, find)) product *= rebuild(f.base, f.exponent, find);
      else untouched.factors.push_back(f);
    return product * expr::of_term(untouched);
  });
}
}  // namespace detail

/// e with every occurrence of the name `n` replaced by `value`.
constexpr expr substitute(const expr& e, std::string_view n, const expr& value) {
  return detail::substitute_with(e, [&](std::string_view m) { return m == n ? &value : nullptr; });
}
/// e with each name of `values` replaced by its expression, simultaneously (x -> y, y -> x swaps).
template <class String>
constexpr expr substitute(const expr& e, const std::vector<std::pair<String, expr>>& values) {
  return detail::substitute_with(e, [&](std::string_view m) -> const expr* {
    for (const auto& [n, v] : values)
      if (n == m) return &v;
    return nullptr;
  });
}

/// The exact value of e at `values` (every name bound), or nullopt where a logarithm is
/// irrational. Overflow of the 64-bit rationals and logarithms of non-positive values are errors.
constexpr std::optional<rational> evaluate(const expr& e, const bindings& values);
constexpr std::optional<rational> evaluate(const atom& a, const bindings& values) {
  if (a.kind == atom_kind::name) {
    const rational* v = values.find(a.name());
    check(v != nullptr, "pebble::loops: no value for '", a.name(), "'");
    return *v;
  }
  const auto x = evaluate(a.arg()[0], values);
  if (!x) return std::nullopt;
  switch (a.kind) {
    case atom_kind::ceil: return rational(detail::ceil_of(*x));
    case atom_kind::floor: return rational(detail::floor_of(*x));
    case atom_kind::clog2: return rational(detail::ceil_log2(*x));
    case atom_kind::log2: {
      if (const auto k = detail::exact_log2(*x)) return rational(*k);
      return std::nullopt;
    }
    case atom_kind::pow2: {
      check(x->is_integer(), "pebble::loops: 2^(", x->num(), "/", x->den(), ") is not an integer power");
      const std::int64_t k = x->num();
      check(k > -63 && k < 63, "pebble::loops: 2^", k, " does not fit in 64 bits");
      return k >= 0 ? rational(ipow(2, k)) : rational(1, ipow(2, -k));
    }
    case atom_kind::inv:
      check(!x->is_zero(), "pebble::loops: division by 0");
      return rational(1) / *x;
    case atom_kind::pos: return *x < rational(0) ? rational(0) : *x;
    case atom_kind::min: {
      const auto y = evaluate(a.arg()[1], values);
      if (!y) return std::nullopt;
      return *y < *x ? *y : *x;
    }
    case atom_kind::name: break;
  }
  return std::nullopt;
}
constexpr std::optional<rational> evaluate(const expr& e, const bindings& values) {
  rational sum = 0;
  for (const term& t : e.terms()) {
    rational product = t.coefficient;
    for (const factor& f : t.factors) {
      const auto v = evaluate(f.base, values);
      if (!v) return std::nullopt;
      check(!(v->is_zero() && f.exponent < 0), "pebble::loops: division by 0");
      for (int k = 0; k < (f.exponent < 0 ? -f.exponent : f.exponent); ++k)
        product = f.exponent < 0 ? product / *v : product * *v;
    }
    sum += product;
  }
  return sum;
}

/// The value of e at `values` in floating point (irrational logarithms real).
inline double evaluate_real(const expr& e, const bindings& values);
inline double evaluate_real(const atom& a, const bindings& values) {
  if (a.kind == atom_kind::name) {
    const rational* v = values.find(a.name());
    check(v != nullptr, "pebble::loops: no value for '", a.name(), "'");
    return v->to_double();
  }
  if (const auto exact = evaluate(expr::of_atom(a), values)) return exact->to_double();
  const double x = evaluate_real(a.arg()[0], values);  // an argument holding an irrational logarithm
  check(std::isfinite(x), "pebble::loops: a value is not finite");
  switch (a.kind) {
    case atom_kind::ceil: return std::ceil(x);
    case atom_kind::floor: return std::floor(x);
    case atom_kind::clog2:
      check(x > 0, "pebble::loops: log2 of ", x, ", which is not positive");
      return std::ceil(std::log2(x));
    case atom_kind::log2:
      check(x > 0, "pebble::loops: log2 of ", x, ", which is not positive");
      return std::log2(x);
    case atom_kind::pow2: return std::exp2(x);
    case atom_kind::inv: return 1 / x;
    case atom_kind::pos: return x < 0 ? 0 : x;
    case atom_kind::min: return std::min(x, evaluate_real(a.arg()[1], values));
    case atom_kind::name: break;
  }
  return x;
}
inline double evaluate_real(const expr& e, const bindings& values) {
  double sum = 0;
  for (const term& t : e.terms()) {
    double product = t.coefficient.to_double();
    for (const factor& f : t.factors) product *= std::pow(evaluate_real(f.base, values), f.exponent);
    sum += product;
  }
  return sum;
}

// ---- text -------------------------------------------------------------------------------------

std::string to_string(const expr& e);
namespace detail {
inline bool is_sum(const expr& e) {
  return e.terms().size() > 1 || (e.terms().size() == 1 && e.terms()[0].coefficient < rational(0));
}
inline std::string parenthesized(const expr& e) { return is_sum(e) || (!e.terms().empty() && !e.terms()[0].coefficient.is_integer()) ? "(" + to_string(e) + ")" : to_string(e); }
inline std::string atom_text(const atom& a) {
  switch (a.kind) {
    case atom_kind::name: return a.name();
    case atom_kind::ceil: return "ceil(" + to_string(a.arg()[0]) + ")";
    case atom_kind::floor: return "floor(" + to_string(a.arg()[0]) + ")";
    case atom_kind::clog2: return "ceil(log2(" + to_string(a.arg()[0]) + "))";
    case atom_kind::log2: return "log2(" + to_string(a.arg()[0]) + ")";
    case atom_kind::pow2: {
      const expr& x = a.arg()[0];
      const bool simple = x.is_single_term() && x.terms()[0].coefficient == rational(1) &&
                          x.terms()[0].factors.size() == 1 && x.terms()[0].factors[0].exponent == 1;
      return simple ? "2^" + to_string(x) : "2^(" + to_string(x) + ")";
    }
    case atom_kind::inv: return "(" + to_string(a.arg()[0]) + ")";
    case atom_kind::pos: return "max(0, " + to_string(a.arg()[0]) + ")";
    case atom_kind::min: return "min(" + to_string(a.arg()[0]) + ", " + to_string(a.arg()[1]) + ")";
  }
  return {};
}
}  // namespace detail

/// "y0 - 2^ceil(log2(m/y0))*y0 + m*ceil(log2(m/y0))".
inline std::string to_string(const expr& e) {
  if (e.is_zero()) return "0";
  std::string out;
  bool first = true;
  std::vector<const term*> order;  // the constant last: "n^2 - 1"
  for (const term& t : e.terms())
    if (!t.factors.empty()) order.push_back(&t);
  for (const term& t : e.terms())
    if (t.factors.empty()) order.push_back(&t);
  for (const term* tp : order) {
    const term& t = *tp;
    rational c = t.coefficient;
    const bool negative = c < rational(0);
    if (negative) c = -c;
    out += first ? (negative ? "-" : "") : (negative ? " - " : " + ");
    first = false;
    std::string num, den;
    for (const factor& f : t.factors) {
      const bool inverse = f.base.kind == atom_kind::inv;  // 1/x reads as a divisor
      const int k = inverse ? -f.exponent : f.exponent;
      std::string text = detail::atom_text(f.base);
      const int a = k < 0 ? -k : k;
      if (a != 1) text.append("^").append(std::to_string(a));  // (not "^" + ...: g++ 12's -Wrestrict misfires)
      std::string& side = k > 0 ? num : den;
      if (!side.empty()) side += '*';
      side += text;
    }
    std::string coef = std::to_string(c.num());
    if (num.empty()) {
      num = coef;
    } else if (c.num() != 1) {
      num = coef + "*" + num;
    }
    if (c.den() != 1) den = den.empty() ? std::to_string(c.den()) : std::to_string(c.den()) + "*" + den;
    out += num;
    if (!den.empty()) out += "/" + (den.find('*') != std::string::npos ? "(" + den + ")" : den);
  }
  return out;
}

// ---- sums -------------------------------------------------------------------------------------

/// A certified interval lo <= value <= hi; exact when lo == hi.
struct interval {
  expr lo, hi;
  constexpr bool exact() const { return lo == hi; }
};

/// An interval's ends at given values of its names; `known` is false where an end holds an
/// irrational logarithm (evaluate_real gives it approximately).
struct interval_value {
  bool known = false;
  rational lo, hi;
};
/// [c.lo, c.hi] at `values`, in a constant expression as at run time:
/// `static_assert(values_at(count(parse_loops("x = 1; while (x < n) { x = 2*x; S1; }")).total,
///                         {{"n", 1025}}).hi == 11)`.
constexpr interval_value values_at(const interval& c, const bindings& values) {
  const auto lo = evaluate(c.lo, values), hi = evaluate(c.hi, values);
  if (!lo || !hi) return {};
  return {true, *lo, *hi};
}

namespace detail {

constexpr rational binomial_q(int n, int k) {
  rational r = 1;
  for (int i = 1; i <= k; ++i) r = r * rational(n - k + i) / rational(i);
  return r;
}

/// Σ_{i=0}^{n-1} i^k r^i for r = 2^alpha, as an expression in n.
constexpr expr power_geometric_sum(int k, std::int64_t alpha, const expr& n) {
  check(k <= 24, "pebble::loops: a sum of i^", k, " is beyond the supported degree 24");
  std::vector<expr> s;  // s[j] = Σ i^j r^i
  if (alpha == 0) {
    // Faulhaber: n^{j+1} = Σ_{m<=j} C(j+1, m) S_m
    for (int j = 0; j <= k; ++j) {
      expr v = power(n, j + 1);
      for (int m = 0; m < j; ++m) v -= expr(binomial_q(j + 1, m)) * s[static_cast<std::size_t>(m)];
      s.push_back(v * expr(rational(1, j + 1)));
    }
    return s[static_cast<std::size_t>(k)];
  }
  // (r - 1) S_j = Σ_{m<j} C(j, m) (-1)^{j-m} S_m - (-1)^j + (n - 1)^j r^n
  const rational r = alpha > 0 ? rational(ipow(2, alpha)) : rational(1, ipow(2, -alpha));
  const expr rn = pow2(expr(alpha) * n);
  for (int j = 0; j <= k; ++j) {
    expr v = power(n - expr(1), j) * rn - expr(j % 2 == 0 ? 1 : -1);
    for (int m = 0; m < j; ++m)
      v += expr(binomial_q(j, m) * rational((j - m) % 2 == 0 ? 1 : -1)) * s[static_cast<std::size_t>(m)];
    s.push_back(v * expr(rational(1) / (r - rational(1))));
  }
  return s[static_cast<std::size_t>(k)];
}

/// A term as c(i-free) · i^k · 2^(alpha i): the pieces (ok false where i occurs otherwise).
struct closed_piece {
  bool ok = true;
  expr coefficient;  // free of i
  int k = 0;
  std::int64_t alpha = 0;
};
constexpr closed_piece closed_form_of(const term& t, std::string_view i) {
  closed_piece p;
  const closed_piece none{false, {}, 0, 0};
  p.coefficient = expr(t.coefficient);
  for (const factor& f : t.factors) {
    if (f.base.kind == atom_kind::name && f.base.name() == i) {
      if (f.exponent < 0) return none;
      p.k = f.exponent;
    } else if (f.base.kind == atom_kind::pow2 && contains(f.base.arg()[0], i)) {
      // 2^(alpha i + beta): beta stays in the coefficient
      expr beta;
      for (const term& u : f.base.arg()[0].terms()) {
        if (u.factors.size() == 1 && u.factors[0].base.kind == atom_kind::name && u.factors[0].base.name() == i &&
            u.factors[0].exponent == 1 && u.coefficient.is_integer()) {
          p.alpha = u.coefficient.num() * f.exponent;
        } else {
          const expr single = expr::of_term(u);
          if (contains(single, i)) return none;
          beta += single;
        }
      }
      if (p.alpha < -60 || p.alpha > 60) return none;
      p.coefficient *= pow2(beta * expr(f.exponent));
    } else if (contains(f.base, i)) {
      return none;
    } else {
      p.coefficient *= expr::of_atom(f.base, f.exponent);
    }
  }
  return p;
}

/// Bounds of one atom that holds i, in terms closer to a closed form: ⌈x⌉ ∈ [x, x + 1],
/// ⌊x⌋ ∈ [x - 1, x], ⌈log₂ x⌉ ∈ [log₂ x, log₂ x + 1], and log₂(A + B 2^(αi)) ∈ [log₂ B + αi,
/// log₂(A + B) + αi] for A, B >= 0 free of i and a whole α > 0, 2^(⌈log₂ x⌉ + β) ∈ [x 2^β,
/// 2x 2^β]; false for the others.
constexpr bool atom_bounds(const atom& a, std::string_view i, interval& out) {
  switch (a.kind) {
    case atom_kind::pow2: {
      expr x, beta;
      bool found = false;
      for (const term& t : a.arg()[0].terms()) {
        if (!found && t.coefficient == rational(1) && t.factors.size() == 1 &&
            t.factors[0].base.kind == atom_kind::clog2 && t.factors[0].exponent == 1 && contains(t.factors[0].base, i)) {
          x = t.factors[0].base.arg()[0];
          found = true;
        } else {
          beta += expr::of_term(t);
        }
      }
      if (!found || contains(beta, i)) return false;
      out = interval{x * pow2(beta), expr(2) * x * pow2(beta)};
      return true;
    }
    case atom_kind::ceil: out = interval{a.arg()[0], a.arg()[0] + expr(1)}; return true;
    case atom_kind::floor: out = interval{a.arg()[0] - expr(1), a.arg()[0]}; return true;
    case atom_kind::clog2: out = interval{log2(a.arg()[0]), log2(a.arg()[0]) + expr(1)}; return true;
    case atom_kind::log2: {
      expr free, b;
      std::int64_t alpha = 0;
      for (const term& t : a.arg()[0].terms()) {
        const closed_piece p = closed_form_of(t, i);
        if (!p.ok || p.k != 0) return false;
        if (p.alpha == 0) {
          free += p.coefficient;
        } else {
          if (alpha != 0 && alpha != p.alpha) return false;
          alpha = p.alpha;
          b += p.coefficient;
        }
      }
      if (alpha <= 0 || !is_nonnegative(free) || !is_nonnegative(b) || b.is_zero()) return false;
      const expr ai = expr(alpha) * expr::name(i);
      out = interval{log2(b) + ai, log2(free + b) + ai};
      return true;
    }
    default: return false;
  }
}

}  // namespace detail

namespace detail {
/// e = constant + slope·i with both free of i: the two parts (false where e is not linear in i).
constexpr bool linear_parts(const expr& e, std::string_view i, expr& constant, expr& slope) {
  for (const term& t : e.terms()) {
    const closed_piece p = closed_form_of(t, i);
    if (!p.ok || p.alpha != 0 || p.k > 1) return false;
    (p.k == 0 ? constant : slope) += p.coefficient;
  }
  return true;
}

/// Σ_{i<n} C·max(0, A + B i) for i-free C, A and a whole B != 0, exactly: the terms from the
/// first (B > 0) or up to the last (B < 0) non-negative one. False where t is not of that form.
constexpr bool positive_part_sum(const term& t, std::string_view i, const expr& n, expr& out) {
  expr c = expr(t.coefficient), arg;
  bool found = false;
  for (const factor& f : t.factors) {
    if (f.base.kind == atom_kind::pos && contains(f.base.arg()[0], i) && f.exponent == 1 && !found) {
      arg = f.base.arg()[0];
      found = true;
    } else if (contains(f.base, i)) {
      return false;
    } else {
      c *= expr::of_atom(f.base, f.exponent);
    }
  }
  expr a, b;
  if (!found || !linear_parts(arg, i, a, b)) return false;
  const auto slope = b.constant();
  if (!slope || slope->is_zero() || !slope->is_integer()) return false;
  const auto partial = [&](const expr& k) {  // Σ_{i<k} (A + B i)
    return a * k + b * k * (k - expr(1)) / expr(2);
  };
  if (*slope < rational(0))
    out = c * partial(min(n, pos(ceil(a / -b))));
  else
    out = c * (partial(n) - partial(min(n, pos(ceil(-a / b)))));
  return true;
}
}  // namespace detail

namespace detail {
/// Rational bounds of 1/ln 2 = 1.4426950409 (continued-fraction convergents, within 2e-5)
inline constexpr rational inv_ln2_below{365, 253}, inv_ln2_above{277, 192};

/// Lemma 2.1 for C·log₂(a i + b) (C >= 0 and b free of i, a != 0 a number): a monotone summand,
/// so for a > 0 Σ_{i<n} f lies between f(0) + ∫_0^{n-1} f and ∫_0^n f, for a < 0 between
/// f(n-1) + ∫_0^{n-1} f and f(0) + ∫_0^{n-1} f, with ∫ log₂(a x + b) dx = ((a x + b)
/// log₂(a x + b) - (a x + b)/ln 2)/a and 1/ln 2 replaced by a rational bound on the safe side.
/// Assumes n >= 1. False where t is not of that form.
constexpr bool integral_bounds(const term& t, std::string_view i, const expr& n, interval& out) {
  if (t.coefficient < rational(0)) return false;
  std::size_t at = t.factors.size();
  for (std::size_t k = 0; k < t.factors.size(); ++k) {
    if (!contains(t.factors[k].base, i)) continue;
    if (at != t.factors.size() || t.factors[k].base.kind != atom_kind::log2 || t.factors[k].exponent != 1) return false;
    at = k;
  }
  if (at == t.factors.size()) return false;
  const expr c = expr::of_term_without(t, at);
  if (!is_nonnegative(c)) return false;
  expr b, slope;
  if (!linear_parts(t.factors[at].base.arg()[0], i, b, slope)) return false;
  const auto numeric = slope.constant();
  if (!numeric || numeric->is_zero()) return false;
  const rational a = *numeric;
  const auto primitive = [&](const expr& x, rational inv_ln2) {  // ∫_0^x log₂(a y + b) dy
    const expr ux = expr(a) * x + b;
    return (ux * log2(ux) - b * log2(b)) / expr(a) - x * expr(inv_ln2);
  };
  const expr last = n - expr(1);
  if (a > rational(0)) {
    out.hi = c * primitive(n, inv_ln2_below);
    out.lo = c * (log2(b) + primitive(last, inv_ln2_above));
  } else {
    out.hi = c * (log2(b) + primitive(last, inv_ln2_below));
    out.lo = c * (log2(expr(a) * last + b) + primitive(last, inv_ln2_above));
  }
  return true;
}
}  // namespace detail

/// Σ_{i=0}^{n-1} f as a certified interval (exact where every term of f is a polynomial in i
/// times 2^(αi) with an i-free coefficient; elsewhere each ⌈x⌉, ⌊x⌋ or ⌈log₂ x⌉ that holds i is
/// replaced by its bounds, §2.4.3's ceiling bounds, with the sign of the rest of its term, and
/// log₂ of a linear function of i is bounded by integrals, Lemma 2.1).
/// Assumes n >= 0. Fails, naming the term, where a summand cannot be bounded this way.
/// `nonnegative(x)` says whether an i-free x is >= 0 (what the caller knows of its names; the
/// overload without it knows that names are >= 0).
template <class NonNegative>
constexpr interval sum(const interval& f, std::string_view i, const expr& n, const NonNegative& nonnegative,
                       int depth = 0) {
  check(depth < 8, "pebble::loops: the sum over ", i, " needs more than 8 rounds of bounds");
  interval out;
  if (auto c = n.constant(); c && c->is_integer() && c->num() <= 64) {  // a few terms: added up
    for (std::int64_t k = 0; k < c->num(); ++k) {
      out.lo += substitute(f.lo, i, expr(k));
      out.hi += substitute(f.hi, i, expr(k));
    }
    return out;
  }
  for (int side = 0; side < 2; ++side) {
    const expr& g = side == 0 ? f.lo : f.hi;
    expr& total = side == 0 ? out.lo : out.hi;
    for (const term& t : g.terms()) {
      // (no class objects declared in if conditions: nvcc's constant evaluation loses them)
      const detail::closed_piece piece = detail::closed_form_of(t, i);
      if (piece.ok) {
        total += piece.coefficient * detail::power_geometric_sum(piece.k, piece.alpha, n);
        continue;
      }
      expr positive_part;
      if (detail::positive_part_sum(t, i, n, positive_part)) {
        total += positive_part;
        continue;
      }
      interval p;
      if (detail::integral_bounds(t, i, n, p)) {
        total += side == 0 ? p.lo : p.hi;
        continue;
      }
      // bound the first atom that holds i and has bounds; the rest of the term must be >= 0
      expr bounded;
      bool found = false;
      for (std::size_t at = 0; at < t.factors.size() && !found; ++at) {
        const factor& fa = t.factors[at];
        interval b;
        if (!contains(fa.base, i) || fa.exponent != 1 || !detail::atom_bounds(fa.base, i, b)) continue;
        expr rest = expr::of_term_without(t, at);
        if (t.coefficient < rational(0)) rest = -rest;
        if (!nonnegative(rest)) continue;
        const bool negative = t.coefficient < rational(0);
        const expr& use = (side == 0) != negative ? b.lo : b.hi;
        bounded = rest * use * expr(negative ? -1 : 1);
        found = true;
      }
      if (!found) {
        const expr single = expr::of_term(t);
        check(false, "pebble::loops: no closed form or bound for the sum over ", i, " of ", to_string(single));
      }
      const interval part = sum(interval{bounded, bounded}, i, n, nonnegative, depth + 1);
      total += side == 0 ? part.lo : part.hi;
    }
  }
  return out;
}
constexpr interval sum(const interval& f, std::string_view i, const expr& n) {
  return sum(f, i, n, [](const expr& x) { return is_nonnegative(x); });
}
constexpr interval sum(const expr& f, std::string_view i, const expr& n) { return sum(interval{f, f}, i, n); }

}  // namespace pebble::loops
