// The search of the program bound (thesis Theorem 5.1): the connected statement sets and their
// access models, each set's intensity at one X, the bound Q(X) of the whole program, the kept
// statements, and the search over X (detail::program_analysis, detail::program_bound_at).
#pragma once

#include <pebble/bounds/program/compulsory.hpp>
#include <pebble/bounds/program/fused_model.hpp>

namespace pebble {

namespace detail {

// The steps of program_bound (Theorem 5.1): the connected statement sets and their access
// models, the intensity of each set at one X, the bound Q(X) of the whole program, and the search
// over X.

// The arrays a statement reads or writes.
constexpr std::vector<short_name> arrays_of(const statement& st) {
  std::vector<short_name> a{st.output.array};
  for (const auto& r : st.inputs)
    if (std::find(a.begin(), a.end(), r.array) == a.end()) a.push_back(r.array);
  return a;
}

// The statements that write each array: writers[s] for statement s's output array.
constexpr statement_mask writers_of(const program& prog, const short_name& array) {
  statement_mask m = 0;
  for (std::size_t q = 0; q < prog.size(); ++q)
    if (prog[q].output.array == array) m |= bit(q);
  return m;
}

// Statements of `kept` are adjacent when they access a common array whose values count: one no
// statement writes (a program input) or one a kept statement writes. An array only statements
// outside `kept` write is free and connects nothing. Bit b of adjacent[a] (a != b).
constexpr std::vector<statement_mask> statement_adjacency(const program& prog, statement_mask kept) {
  const std::size_t n = prog.size();
  std::vector<std::vector<short_name>> arrays(n);
  for (std::size_t s = 0; s < n; ++s)
    if (has(kept, s))
      for (const auto& a : arrays_of(prog[s])) {
        const statement_mask w = writers_of(prog, a);
        if (w == 0 || (w & kept) != 0) arrays[s].push_back(a);
      }
  std::vector<statement_mask> adjacent(n);
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = a + 1; b < n; ++b)
      for (const auto& u : arrays[a])
        if (std::find(arrays[b].begin(), arrays[b].end(), u) != arrays[b].end()) {
          adjacent[a] |= bit(b);
          adjacent[b] |= bit(a);
          break;
        }
  return adjacent;
}

// The connected statement sets within `kept` into `out`, each once (Wernicke's ESU enumeration: a
// set grows from its lowest statement v by statements above v that neighbour only its newest
// member); false when there are more than `budget`. (An optional vector is no literal type for nvcc.)
constexpr bool connected_sets(const std::vector<statement_mask>& adjacent, statement_mask kept, std::size_t budget,
                              std::vector<statement_mask>& out) {
  out.clear();
  struct frame {
    statement_mask set, extension, neighbours;  // neighbours: the set and every neighbour of it
  };
  std::vector<frame> stack;
  for (std::size_t v = 0; v < adjacent.size(); ++v) {
    if (!has(kept, v)) continue;
    const statement_mask above = v + 1 >= 64 ? 0 : ~statement_mask{0} << (v + 1);
    stack.push_back({bit(v), adjacent[v] & kept & above, bit(v) | adjacent[v]});
    out.push_back(bit(v));
    while (!stack.empty()) {
      frame& f = stack.back();
      if (f.extension == 0) {
        stack.pop_back();
        continue;
      }
      const auto w = static_cast<std::size_t>(std::countr_zero(f.extension));
      f.extension &= ~bit(w);
      const statement_mask exclusive = adjacent[w] & kept & above & ~f.neighbours;
      const frame child{f.set | bit(w), f.extension | exclusive, f.neighbours | adjacent[w] | bit(w)};
      if (out.size() >= budget) return false;
      out.push_back(child.set);
      stack.push_back(child);
    }
  }
  return true;
}

// One model of a statement set. Every model is a relaxation, so its intensity is an upper bound;
// a set with several models (a single statement: the statement bound's model with its array
// splitting and Lemma 4.6, and the versioned program model) takes the smallest.
struct set_model {
  access_model dominator;
  tile_objective objective;
  std::array<double, max_indices> extent = fused_model::infinite_extents();  // fused_model::extent
  double cap = std::numeric_limits<double>::infinity();                      // Lemma 4.6
  bool unbounded = false;
  // the tile each start reached at the previous X: the next X begins there
  std::vector<std::array<double, max_indices>> warm;
};

struct statement_set {
  statement_mask mask = 0;
  std::vector<set_model> models;
  constexpr bool bounded() const {
    for (const auto& m : models)
      if (!m.unbounded) return true;
    return false;
  }
};

// The models of the connected set `mask` when the bound counts the statements of `kept` (none
// when the fused model cannot take one of its statements: not SOAP, nor Cholesky's update, nor
// split off faces).
constexpr statement_set models_of_set(program_context& ctx, statement_mask mask, statement_mask kept) {
  const program& prog = *ctx.p;
  const std::size_t n = prog.size();
  statement_set c{mask, {}};
  for (std::size_t s = 0; s < n; ++s)
    if (has(mask, s) && !ctx.fusable(s)) return c;
  if ((mask & (mask - 1)) == 0) {
    const auto s = static_cast<std::size_t>(std::countr_zero(mask));
    // the statement model counts every array it reads: only when no statement left out of the
    // bound writes one (their values are free)
    if (ctx.cls[s].projectable && (ctx.relevant[s] & ~kept) == 0) {
      std::vector<short_name> elsewhere;
      for (std::size_t q = 0; q < n; ++q)
        if (q != s) elsewhere.push_back(prog[q].output.array);
      set_model m;
      m.dominator = build_access_model(prog[s], elsewhere);
      m.objective = tile_objective::product(m.dominator.depth);
      if (!ctx.ranges.empty())  // its tile sizes are its loops
        for (std::size_t t = 0; t < m.dominator.depth; ++t)
          m.extent[t] = std::max(1.0, ctx.ranges[s][t].second - ctx.ranges[s][t].first + 1);
      if (m.dominator.out_degree_one_inputs() > 0)
        m.cap = 1.0 / static_cast<double>(m.dominator.out_degree_one_inputs());
      m.unbounded = !m.dominator.free_indices().empty() && m.cap == std::numeric_limits<double>::infinity();
      c.models.push_back(m);
    }
  }
  for (const auto& fm : fuse(ctx, mask, kept)) {
    set_model m;
    m.dominator = fm.dominator;
    m.objective = fm.objective;
    m.extent = fm.extent;
    m.unbounded = !m.dominator.free_indices().empty();
    // a single statement's versioned model is often its statement model again: solve it once
    bool known = false;
    for (const auto& o : c.models) known = known || (o.dominator == m.dominator && o.objective == m.objective);
    if (!known) c.models.push_back(m);
  }
  return c;
}

// The models of the statement sets met so far, by set and by what of the kept set they depend on
// (fuse: the reaching writers of the members' reads; a single statement's own model: the writers
// of every array it touches): a kept set that shrinks, and the next kept set, find most of their
// sets built.
class set_cache {
 public:
  constexpr const statement_set& get(program_context& ctx, statement_mask mask, statement_mask kept) {
    statement_mask relevant = 0;
    for (std::size_t s = 0; s < ctx.sources.size(); ++s)
      if (has(mask, s)) relevant |= ctx.sources[s];
    if ((mask & (mask - 1)) == 0) relevant |= ctx.relevant[static_cast<std::size_t>(std::countr_zero(mask))];
    const statement_mask key = kept & relevant;
    if (const std::size_t* at = index_.find(mask, key)) return sets_[*at];
    sets_.push_back(models_of_set(ctx, mask, kept));
    index_.insert(mask, key, sets_.size() - 1);
    return sets_.back();
  }

 private:
  pair_map<std::size_t> index_;
  std::vector<statement_set> sets_;
};

// χ of a one-monomial model at X with every tile size at most its extent, from the unclipped
// optimum d: the sizes beyond their extents are pinned there and the others solved again, until
// no free size passes its extent and no pinned one would rather shrink (its KKT multiplier
// f_t/F − λ·e_t/g >= 0). With one monomial the problem is convex in log d (a linear objective, a
// posynomial dominator, box constraints), so that KKT point is the maximum, and ln χ is concave
// in ln X with slope λ (the envelope theorem). Theorem 5.1's sum over the disconnected parts of
// one X-partition part needs χ(X)/X nondecreasing up to X: λ >= 1 at X says so (the slope only
// falls as X grows); where λ < 1 — the tile saturating its loops, the whole box fitting — the
// clipped χ is not used. -1 then, when nothing passes its extent, or when a reduced problem fails:
// the caller keeps the unclipped χ, larger and valid.
constexpr double clipped_objective(const set_model& m, std::array<double, max_indices> d, double X) {
  const std::size_t k = m.dominator.depth;
  std::uint32_t pinned = 0;
  for (std::size_t t = 0; t < k; ++t)
    if (d[t] > m.extent[t]) pinned |= 1u << t;
  if (pinned == 0) return -1;
  std::array<double, max_indices> e{}, f{};
  auto whole = [&](std::span<const double> x) { return std::span<const double>(x.data(), k); };
  for (std::size_t round = 0; round < 2 * k + 2; ++round) {
    std::array<std::size_t, max_indices> free{};
    std::size_t nf = 0;
    for (std::size_t t = 0; t < k; ++t) {
      if (pinned >> t & 1u) d[t] = m.extent[t];
      else free[nf++] = t;
    }
    std::array<double, max_indices> full = d;
    if (nf > 0) {
      // the problem over the free sizes, the pinned ones at their extents
      auto reduced = [&](auto&& of) {
        return [&, of](std::span<const double> x, std::span<double> el) {
          for (std::size_t q = 0; q < nf; ++q) full[free[q]] = x[q];
          std::array<double, max_indices> all{};
          const double v = of(std::span<const double>(full.data(), k), std::span<double>(all.data(), k));
          for (std::size_t q = 0; q < nf; ++q) el[q] = all[free[q]];
          return v;
        };
      };
      const auto g_red =
          reduced([&](std::span<const double> x, std::span<double> el) { return dominator_size(m.dominator, x, el); });
      const auto f_red = reduced([&](std::span<const double> x, std::span<double> el) { return m.objective(x, el); });
      std::array<double, max_indices> x{}, ones{}, el{};
      for (std::size_t q = 0; q < nf; ++q) {
        ones[q] = 1;
        x[q] = std::max(1.0, d[free[q]]);
      }
      if (g_red(std::span<const double>(ones.data(), nf), std::span<double>(el.data(), nf)) > X) return -1;
      if (!try_maximize_objective(f_red, g_red, std::span<double>(x.data(), nf), X, 1.0, 25, 1e-9)) return -1;
      for (std::size_t q = 0; q < nf; ++q) full[free[q]] = x[q];
      std::uint32_t grown = 0;
      for (std::size_t q = 0; q < nf; ++q)
        if (x[q] > m.extent[free[q]]) grown |= 1u << free[q];
      d = full;
      if (grown != 0) {
        pinned |= grown;
        continue;
      }
    }
    if (nf == 0) return -1;  // the whole box fits: χ/X falls from here
    const double g = dominator_size(m.dominator, whole(full), std::span<double>(e.data(), k));
    const double F = m.objective(whole(full), std::span<double>(f.data(), k));
    // λ over the free sizes above their lower bound 1 (f_t/F = λ e_t/g there); a pinned size
    // with f_t/F < λ e_t/g would shrink
    double num = 0, den = 0;
    for (std::size_t q = 0; q < nf; ++q) {
      if (full[free[q]] <= 1 + 1e-12) continue;
      num += (f[free[q]] / F) * (e[free[q]] / g);
      den += (e[free[q]] / g) * (e[free[q]] / g);
    }
    if (den == 0) return -1;
    const double lambda = num / den;
    std::uint32_t release = 0;
    for (std::size_t t = 0; t < k; ++t)
      if ((pinned >> t & 1u) && f[t] / F - lambda * e[t] / g < -1e-9) release |= 1u << t;
    if (release == 0) return lambda >= 1 - 1e-9 ? F : -1;
    pinned &= ~release;
  }
  return -1;
}

// Whether clipping the tile sizes to the loops' extents keeps the model a bound: a projective
// model — every dimension of every term one tile size (no geometric means), no offsets except a
// version chain's 1 along one dimension (the values entering it) — whose bound with loop bounds is
// the same optimisation with d_t <= extent_t (Dinh and Demmel, Communication-optimal tilings for
// projective nested loops with arbitrary bounds, SPAA 2020; any domain lies in the box of its
// loops' extents). Stencil halos are not: a tile reaching the edge of the iteration space would be
// charged its halo, the loops' boundary inputs loaded once, as one value per version.
constexpr bool clip_safe(const access_model& m) {
  for (const auto& a : m.arrays) {
    for (const auto& dim : a.dims)
      if (dim.unit < 0) return false;
    std::size_t with = 0;
    bool unit = true;
    for (const auto o : a.offsets) {
      with += o != 0;
      unit = unit && (o == 0 || o == 1);
    }
    if (with == 0) continue;
    if (a.kind != overlap_kind::input_output || with != 1 || !unit) return false;
  }
  return true;
}

// ρ of one model at X = S(1 + r): χ(X)/(X - S), capped by Lemma 4.6; +inf when the model claims
// nothing (single points, no start converges), 0 when not even one point fits in X.
constexpr double model_intensity(set_model& m, double X, double S) {
  const double inf = std::numeric_limits<double>::infinity();
  if (m.dominator.depth == 0) return inf;  // single points: no tile, nothing to claim
  if (!m.dominator.free_indices().empty()) return m.cap;
  std::array<double, max_indices> d{}, e{};
  const std::size_t k = m.dominator.depth;
  for (std::size_t t = 0; t < k; ++t) d[t] = 1;
  if (dominator_size(m.dominator, std::span<const double>(d.data(), k), std::span<double>(e.data(), k)) > X) return 0;
  // F need not be log-concave: start from the even tile and from each statement's own directions
  // and keep the best local maximum; if no start converges, keep ρ unbounded.
  auto g_of = [&](std::span<const double> x, std::span<double> el) { return dominator_size(m.dominator, x, el); };
  const std::size_t starts = m.objective.monomials.size() == 1 ? 1 : m.objective.monomials.size() + 1;
  m.warm.resize(starts, {});
  std::vector<std::array<double, max_indices>> tiles(starts);
  std::vector<double> rough(starts, -1);
  // Warm-up every start, then solve those that reach within 5% of the best: the others climb
  // towards lower local maxima. Every tile kept is feasible (g = X), so its F is a value χ_G(X)
  // reaches and can only raise the estimate towards the maximum.
  for (std::size_t start = 0; start < starts; ++start) {
    auto& t = tiles[start];
    for (std::size_t q = 0; q < k; ++q) t[q] = start == 0 || (m.objective.monomials[start - 1] >> q & 1u) ? 2.0 : 1.0;
    if (m.warm[start][0] > 0) t = m.warm[start];
    if (try_maximize_objective(m.objective, g_of, std::span<double>(t.data(), k), X, 1.0, 0))
      rough[start] = m.objective(std::span<const double>(t.data(), k), std::span<double>(e.data(), k));
  }
  // Solve the starts within 5% of the best warm-up, best first: the first gets the full Newton
  // budget, the others a few steps (a start that climbs slowly towards a lower local maximum, e.g.
  // along a size close to its bound, must not cost 25 steps).
  const double top = *std::max_element(rough.begin(), rough.end());
  std::vector<std::size_t> order(starts);
  for (std::size_t q = 0; q < starts; ++q) order[q] = q;
  std::sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(starts),
            [&](std::size_t x, std::size_t y) { return rough[x] > rough[y]; });
  double best_F = -1;
  for (std::size_t q = 0; q < starts; ++q) {
    const std::size_t start = order[q];
    if (rough[start] < 0) continue;
    auto& t = tiles[start];
    if (rough[start] >= 0.95 * top) {
      // ρ is flat at the optimum: KKT to 1e-7 fixes it to ~1e-14
      const bool converged =
          try_maximize_objective(m.objective, g_of, std::span<double>(t.data(), k), X, 1.0, q == 0 ? 25 : 6, 1e-7)
              .has_value();
      m.warm[start] = t;
      if (!converged) m.warm[start][0] = 0;
    }
    best_F = std::max(best_F, m.objective(std::span<const double>(t.data(), k), std::span<double>(e.data(), k)));
  }
  // tiles clipped to the loops' extents: certified for one monomial only (clipped_objective), and
  // only without halos (clip_safe)
  if (starts == 1 && best_F > 0 && clip_safe(m.dominator))
    if (const double clipped = clipped_objective(m, tiles[0], X); clipped >= 0) best_F = std::min(best_F, clipped);
  return best_F < 0 ? inf : std::min(best_F / (X - S), m.cap);
}

// W(X) = Σ_{s kept} |𝒟_s| / max_{G∋s} ρ_G(X) over the sets of kept statements; any X > S then
// gives the valid bound xpartition_io(W, X, S). Fills each statement's share. -inf when X is too
// small for some kept statement (not an X-partition).
constexpr double program_weight_at_x(std::vector<statement_set>& sets, const std::vector<std::int64_t>& points,
                                     statement_mask kept, double X, double S,
                                     std::vector<program_statement_bound>& per) {
  const double inf = std::numeric_limits<double>::infinity();
  const std::size_t n = points.size();
  per.assign(n, {});
  for (std::size_t s = 0; s < n; ++s) per[s].domain_size = points[s];
  std::vector<double> best(n, 0);
  for (auto& c : sets) {
    double rho = inf;
    for (auto& m : c.models)
      if (!m.unbounded) rho = std::min(rho, model_intensity(m, X, S));
    for (std::size_t s = 0; s < n; ++s)
      if (has(c.mask, s) && rho >= best[s]) {
        if (rho > best[s] || per[s].group == 0 || std::popcount(c.mask) < std::popcount(per[s].group))
          per[s].group = c.mask;
        best[s] = rho;
      }
  }
  double W = 0;
  for (std::size_t s = 0; s < n; ++s) {
    if (!has(kept, s)) {
      per[s].kept = false;
      per[s].rho = inf;
      per[s].group = 0;
      continue;
    }
    if (best[s] == 0 && points[s] > 0) return -inf;
    per[s].rho = best[s];
    per[s].Q = best[s] == inf || points[s] == 0 ? 0 : static_cast<double>(points[s]) / best[s];
    W += per[s].Q;
  }
  return W;
}

// The r of X = S(1 + r) to try. Each model's χ grows like X^α at large X, α = (largest statement
// depth)/(top degree of its dominator), so its ρ is least near X0 = αS/(α−1), r = 1/(α−1); α <= 1
// (ρ a limit) wants larger X: r/2, r, 2r for each such r, or a ladder from 3 to 1e9. Sorted.
constexpr std::vector<double> x_probes(const std::vector<statement_set>& sets) {
  std::vector<double> probes;
  auto add_probe = [&](double r) {
    for (double x : probes)
      if (pebble::abs(pebble::math::log(x / r)) < 1e-9) return;
    probes.push_back(r);
  };
  for (const auto& c : sets)
    for (const auto& m : c.models) {
      if (m.unbounded || m.dominator.depth == 0 || !m.dominator.free_indices().empty()) continue;
      const rational k = detail::top_degree(m.dominator);
      int l = 0;
      for (auto mono : m.objective.monomials) l = std::max(l, std::popcount(mono));
      if (k <= 0) continue;
      const rational alpha = rational(l) / k;
      if (alpha > 1) {
        const double r = 1 / (alpha - 1).to_double();
        for (double f : {0.5, 1.0, 2.0}) add_probe(r * f);
      } else {
        for (double r : {3.0, 10.0, 30.0, 1e2, 1e3, 1e4, 1e6, 1e9}) add_probe(r);
      }
    }
  if (probes.empty())
    for (double r : {0.5, 1.0, 2.0}) add_probe(r);
  std::sort(probes.begin(), probes.end());
  return probes;
}

// The vertex of the parabola through (v0, f0), (v1, f1), (v2, f2), when it lies strictly between
// v0 and v2 and away from v1.
constexpr std::optional<double> parabola_vertex(double v0, double f0, double v1, double f1, double v2, double f2) {
  const double num = (v1 - v0) * (v1 - v0) * (f1 - f2) - (v1 - v2) * (v1 - v2) * (f1 - f0);
  const double den = (v1 - v0) * (f1 - f2) - (v1 - v2) * (f1 - f0);
  if (den == 0) return std::nullopt;
  const double v = v1 - 0.5 * num / den;
  if (!(v > v0 && v < v2 && pebble::abs(v - v1) > 1e-3)) return std::nullopt;
  return v;
}

// The bound of one kept set: Q = xpartition_io(W, X, S) at the best X, W, each statement's share,
// and the sets evaluated.
struct kept_bound {
  double Q = 0, W = 0, X = 0;
  std::vector<program_statement_bound> per;
  statement_mask kept = 0;
  std::size_t sets = 0, unbounded = 0;
  // the larger bound; at equal bounds (0 once S is so large that one part holds everything: the
  // leading-order formula's S) the larger W
  constexpr bool beats(const kept_bound& o) const { return Q > o.Q || (Q == o.Q && W > o.W); }
};

// A kept set and the models of its connected statement sets (all bounded).
struct kept_sets {
  statement_mask kept = 0;
  std::vector<statement_set> sets;
  statement_mask start = 0;  // the kept set before it shrank
};

// Theorem 5.1 with the statements outside `kept` weighed 0 and their values taken as free: valid
// for any kept set (the parts of an X-partition restricted to the kept statements are dominated
// by the parts' dominators, whose values from left-out statements the models do not count). A
// kept set whose sets are unbounded or too many to enumerate drops its least statement (lowest
// degree of |𝒟_s|, then fewest points) until neither holds. Independent of S.
constexpr kept_sets shrink_kept(program_context& ctx, set_cache& cache, const std::vector<std::int64_t>& points,
                                const std::vector<unsigned>& degree, statement_mask kept) {
  const program& prog = *ctx.p;
  const std::size_t n = prog.size();
  auto least_of = [&](statement_mask m) {
    std::size_t least = n;
    for (std::size_t s = 0; s < n; ++s)
      if (has(m, s) &&
          (least == n || degree[s] < degree[least] || (degree[s] == degree[least] && points[s] < points[least])))
        least = s;
    return least;
  };
  std::vector<statement_mask> masks;
  while (kept != 0) {
    if (!connected_sets(statement_adjacency(prog, kept), kept, max_statement_sets, masks)) {
      kept &= ~bit(least_of(kept));
      continue;
    }
    statement_mask poisoned = 0;
    for (const statement_mask m : masks)
      if (!cache.get(ctx, m, kept).bounded()) poisoned |= m;
    if (poisoned == 0) break;
    kept &= ~bit(least_of(poisoned));
  }
  kept_sets out{kept, {}};
  if (kept != 0)
    for (const statement_mask m : masks) out.sets.push_back(cache.get(ctx, m, kept));
  return out;
}

// The bound of one kept set at S: Q(X) at each probe X = S(1 + r), then one parabola step in
// v = ln r through the best probe and its neighbours (Q is flat near its maximum, and any X
// gives a valid bound).
constexpr kept_bound bound_of_kept(kept_sets& k, const std::vector<std::int64_t>& points, double S) {
  kept_bound out;
  out.kept = k.kept;
  out.sets = k.sets.size();
  std::vector<program_statement_bound> per;
  if (k.kept == 0) {
    program_weight_at_x(k.sets, points, 0, 2 * S, S, out.per);
    return out;
  }
  const std::vector<double> probes = x_probes(k.sets);
  std::vector<double> Qs(probes.size(), double{});
  std::size_t top = 0;
  auto consider = [&](double r) {
    const double X = S * (1 + r);
    const double W = program_weight_at_x(k.sets, points, k.kept, X, S, per);
    kept_bound here;
    here.Q = W < 0 ? W : xpartition_io(W, X, S);
    here.W = W;
    if (out.per.empty() || here.beats(out)) {
      out.Q = here.Q;
      out.W = W;
      out.X = X;
      out.per = per;
    }
    return here.Q;
  };
  for (std::size_t q = 0; q < probes.size(); ++q) {
    Qs[q] = consider(probes[q]);
    if (Qs[q] > Qs[top]) top = q;
  }
  if (top > 0 && top + 1 < probes.size() && is_finite(Qs[top - 1]) && is_finite(Qs[top + 1]) && Qs[top] > 0) {
    auto ln = [](double x) { return pebble::math::log(x); };
    if (const auto v = parabola_vertex(ln(probes[top - 1]), Qs[top - 1], ln(probes[top]), Qs[top], ln(probes[top + 1]),
                                       Qs[top + 1]))
      consider(pebble::math::exp(*v));
  }
  for (const auto& c : k.sets) out.unbounded += !c.bounded();
  if (!(out.Q > 0)) out.Q = 0;
  return out;
}

// Everything of the program bound that does not depend on S: the kept sets tried (all
// statements, and those of each degree of |𝒟| in the sizes: lower-degree statements, loops'
// prologues and epilogues, can only raise the fused sets' intensity, and producers fused with
// their consumers make what they produce free) with their models, and the compulsory loads.
class program_analysis {
 public:
  // `at_sizes`: the bound at `sizes` — tile sizes at most what their loops span, and the reduction
  // cuts counted (with at most `cut_work`: reduction_cut_profiles); false: the X-partition in the
  // limit of large sizes (the leading formula).
  constexpr program_analysis(const program& prog, const size_binding& sizes, bool at_sizes = true,
                             std::int64_t cut_work = default_cut_work)
      : forwarded_(forward_temporaries(prog)), ctx_(forwarded_) {  // ctx_ points into forwarded_: no copies
    if (at_sizes) ctx_.set_ranges(sizes);
    const std::size_t n = prog.size();  // 1 to 64: checked by program_context
    set_cache cache;
    points_.resize(n, {});
    degree_.resize(n, {});
    auto& degree = degree_;
    statement_mask all = 0;
    std::array<statement_mask, 2 * max_indices + 1> layer{};  // the statements of each degree
    counted_.resize(n, {});
    for (std::size_t s = 0; s < n; ++s) {
      points_[s] = domain_size(prog[s].domain, sizes);
      // the points the X-partition counts: off the faces a split leaves out (split_faces)
      counted_[s] = points_[s];
      for (const auto& f : ctx_.faces[s]) counted_[s] -= face_points(prog[s].domain, sizes, f);
      counted_[s] = std::max<std::int64_t>(counted_[s], 0);
      degree[s] = count_polynomial(prog[s].domain).total_degree();
      if (points_[s] > 0) {
        all |= bit(s);
        layer[std::min<std::size_t>(degree[s], layer.size() - 1)] |= bit(s);
      }
    }
    auto add = [&](statement_mask k) {
      for (const auto& c : candidates_)
        if (c.start == k) return;
      candidates_.push_back(shrink_kept(ctx_, cache, points_, degree, k));
      candidates_.back().start = k;
    };
    add(all);
    for (std::size_t d = layer.size(); d-- > 0;)
      if (layer[d] != 0) add(layer[d]);
    compulsory_ = compulsory_loads(prog, sizes, points_);
    if (at_sizes) {
      cuts_ = reduction_cut_profiles(prog, sizes, cut_work);
      completion_ = best_completion_cut(prog, sizes);
    }
  }

  program_analysis(const program_analysis&) = delete;
  program_analysis& operator=(const program_analysis&) = delete;

  // S a real number: program_leading_formula evaluates the bound at S = 1e20 words, more than an
  // int64 holds.
  // `only`: the bound of that kept set alone (program_leading_formula compares them).
  constexpr program_io_bound at(double S, std::int64_t p, std::optional<std::size_t> only = std::nullopt) {
    check(p >= 1, "the number of processors p must be at least 1");
    check(S >= 1, "the fast memory S must hold at least one word");
    program_io_bound out;
    out.S = S;
    out.p = p;
    kept_bound best;
    for (std::size_t c = 0; c < candidates_.size(); ++c) {
      if (only && c != *only) continue;
      kept_bound b = bound_of_kept(candidates_[c], counted_, S);
      if (c == only.value_or(0) || b.beats(best)) best = b;
    }
    out.X = best.X;
    out.W = is_finite(best.W) ? best.W : 0;  // -inf: no probe X held one point of every statement
    out.Q_xpartition = best.Q;
    out.kept = best.kept;
    out.subgraphs = best.sets;
    out.subgraphs_unbounded = best.unbounded;
    for (const auto& st : best.per) out.statements.push_back(st);
    for (std::size_t s = 0; s < points_.size(); ++s) {
      out.statements[s].domain_size = points_[s];
      out.statements[s].points_counted = counted_[s];
    }
    out.Q_compulsory = compulsory_;
    const reduction_cut_bound cut = best_reduction_cut(cuts_, S);
    out.Q_cut = cut.Q;
    out.cut_pivot = cut.pivot;
    out.cuts_counted = cut.cuts;
    out.cut_instances = cut.instances;
    out.cut_at_reduction = cut.reduction_pivot;
    out.completion = completion_;
    out.Q_completion = completion_.io(S);
    out.Q = std::max(out.Q_xpartition, out.Q_compulsory + std::max(out.Q_cut, out.Q_completion));
    // p processors keep at most p·S live values across a cut in their memories together: the
    // cuts' total I/O at p·S, of which some processor does a p-th
    const double pS = S * static_cast<double>(p);
    const double cut_p =
        p == 1 ? std::max(out.Q_cut, out.Q_completion) : std::max(best_reduction_cut(cuts_, pS).Q, completion_.io(pS));
    out.Q_per_processor = std::max(out.Q_xpartition, out.Q_compulsory + cut_p) / static_cast<double>(p);
    return out;
  }

 private:
  program forwarded_;  // the program with forward_temporaries' copies renamed (ctx_ points into it)
  program_context ctx_;
  std::vector<std::int64_t> points_;   // |𝒟_s|
  std::vector<std::int64_t> counted_;  // the points the X-partition counts (split_faces)
  std::vector<unsigned> degree_;       // of |𝒟_s| in the sizes
  std::vector<kept_sets> candidates_;
  double compulsory_ = 0;
  std::vector<reduction_cut_profile> cuts_;  // per pivot
  completion_cut completion_;

 public:
  constexpr std::size_t kept_sets_tried() const { return candidates_.size(); }
  constexpr unsigned degree(std::size_t s) const { return degree_[s]; }
};

constexpr program_io_bound program_bound_at(const program& prog, const size_binding& sizes, double S, std::int64_t p,
                                            std::int64_t cut_work) {
  check(p >= 1, "the number of processors p must be at least 1");
  check(S >= 1, "the fast memory S must hold at least one word");
  check(cut_work >= 0, "the work budget of the reduction cuts must not be negative");
  return program_analysis(prog, sizes, /*at_sizes=*/true, cut_work).at(S, p);
}

}  // namespace detail

}  // namespace pebble
