// The canonical form: atoms, factors, terms, bindings and the class expr with its arithmetic
// (thesis §2.3). Part of <pebble/loops/symbolic.hpp>, which includes the parts in order.
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
  /// The most terms the expansion of one product may have (the product of its factors' term counts).
  static constexpr std::size_t max_product_terms = std::size_t{1} << 12;

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
    // Expanding products of sums multiplies their term counts: a guard such as a product of k
    // sizes, shifted to (1 + s) each (count.hpp), would expand to 2^k terms. Past max_product_terms
    // the expression is refused, an error rather than an allocation without bound.
    check(a.terms_.size() * b.terms_.size() <= max_product_terms, "pebble::loops: a product of ", a.terms_.size(),
          " and ", b.terms_.size(), " terms expands past ", max_product_terms,
          " terms; the program's bounds are too large to count symbolically");
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
    const int c = i == x.factors.size()   ? 1
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

}  // namespace pebble::loops
