// Reduction cuts (bounds/reduction_cut.hpp): every live value the analysis claims at a cut is
// checked against the computation graph built by brute force — it is read before the pivot fires
// and again after, computed where it costs two, counted at one cut where it is fresh, read
// between this cut and the next where it is read again — on durbin, conjugate gradients (with
// its matrix-vector product too), Lanczos, programs built to break each condition; the interval
// sets against sets of integers; and the bound never exceeds what an LRU cache moves.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <pebble/bounds/program_bound.hpp>
#include <pebble/bounds/reduction_cut.hpp>
#include <pebble/model.hpp>

#include "c_order.hpp"
#include "polybench_blocks.hpp"

using namespace pebble;

namespace {

program kernel(std::string_view name) { return parse_program(std::string(polybench_blocks::text(name))); }

// Conjugate gradients on a given q = A·p (the matrix-vector product left out): two pivots, alpha
// and beta, each fed by dot products.
constexpr std::string_view cg = R"(for t in 0..T {
  rr[] = 0
  for i in 0..N: rr[] += r[i] * r[i]
  pq[] = 0
  for i in 0..N: pq[] += p[i] * q[i]
  alpha[] = rr[] / pq[]
  for i in 0..N: x[i] += alpha[] * p[i]
  for i in 0..N: r[i] -= alpha[] * q[i]
  rn[] = 0
  for i in 0..N: rn[] += r[i] * r[i]
  beta[] = rn[] / rr[]
  for i in 0..N: p[i] = r[i] + beta[] * p[i]
})";

// Programs built against the conditions: in-place readers that read other instances' writes, a
// write between the reduction and the reader, a write before the next reduction that no
// descendant makes, the reduction's chain broken inside its
// loop, a descendant's input last written by a statement that is not one, a two-deep pivot.
constexpr std::string_view adversarial[] = {
    R"(for k in 1..N {
  s[] = 0
  for i in 0..k: s[] += y[i]
  a[] = s[] * 2
  for i in 0..k: y[i] = y[i] + a[] * y[k-i-1]
})",
    R"(for k in 1..N {
  s[] = 0
  for i in 0..k: s[] += y[i]
  a[] = s[] * 2
  for i in 0..k: y[i+1] = y[i] * a[]
})",
    R"(for k in 1..N {
  s[] = 0
  for i in 0..N: s[] += y[i] * x[i]
  y[0] = 1
  a[] = s[] * 2
  for i in 0..N: z[i] = a[] * y[i] + x[i]
  for i in 0..N: y[i] = z[i]
})",
    R"(for k in 1..N {
  for i in 0..N {
    s[] = 0
    s[] += y[i]
  }
  a[] = s[]
  for i in 0..N: z[i] = a[] * y[i]
})",
    R"(for k in 0..N {
  s[] = 0
  for i in 0..N: s[] += x[i]
  a[] = s[]
  for i in 0..N: w[i] = a[] * x[i]
  for i in 0..N: w[i] = x[i]
  for i in 0..N: v[i] = w[i] + x[i]
  for i in 0..N: u[i] = v[i] * 2
  for i in 0..N: x[i] = u[i]
})",
    R"(for t in 0..T, k in 0..N {
  s[] = 0
  for i in 0..N: s[] += x[i] * y[i]
  a[] = s[]
  for i in 0..N: y[i] -= a[] * x[i]
})",
    R"(for k in 1..N {
  for i in 0..k: y[i] = x[i] * 3
  s[] = 0
  for i in 0..k: s[] += y[i] * r[i]
  a[] = s[] * 2
  for i in 0..k: y[i] = y[i] + a[] * r[i]
})",
    R"(c[] = 0
for k in 0..N {
  s[] = 0
  for i in 0..k: s[] += x[i]
  a[] = s[] + c[]
  for i in 0..k: x[i] = x[i] * a[]
  c[] = a[]
})",
};

// Two pivots in one loop, each reduction over a y that grows by an input element per iteration:
// only the instances of the next reductions from the first that reads a descendant's y on
// descend from the pivot.
constexpr std::string_view growing = R"(for k in 1..N {
  s0[] = 0
  for i in 0..k: s0[] += y[i] * x0[i]
  a0[] = s0[] * 2
  for i in 0..k: y[i] = y[i] + a0[] * x0[i]
  s1[] = 0
  for i in 0..k: s1[] += y[i] * x1[i]
  a1[] = s1[] * 2
  for i in 0..k: y[i] = y[i] + a1[] * x1[i]
})";

// Conjugate gradients with its matrix-vector product: a statement two loops deeper than the body,
// whose writes of q the analysis does not model.
constexpr std::string_view cg_matvec = R"(for t in 0..T {
  for i in 0..N: q[i] = 0
  for i in 0..N, j in 0..N: q[i] += A[i,j] * p[j]
  pq[] = 0
  for i in 0..N: pq[] += p[i] * q[i]
  alpha[] = rr[] / pq[]
  for i in 0..N: x[i] += alpha[] * p[i]
  for i in 0..N: r[i] -= alpha[] * q[i]
  rn[] = 0
  for i in 0..N: rn[] += r[i] * r[i]
  beta[] = rn[] / rr[]
  rr[] = rn[]
  for i in 0..N: p[i] = r[i] + beta[] * p[i]
})";

// Durbin keeping every alpha and sum (alpha[k], sum[k]), and a Lanczos-like iteration: the pivots
// write one element per iteration of an array, fed by reductions into one element each.
constexpr std::string_view durbin_history = R"(y[0] = -r[0]
beta[] = 1.0
alpha[0] = -r[0]
for k in 1..N {
  beta[] = (1-alpha[k-1]*alpha[k-1])*beta[]
  sum[k] = 0
  for i in 0..k: sum[k] += r[k-i-1]*y[i]
  alpha[k] = - (r[k] + sum[k])/beta[]
  for i in 0..k: z[i] = y[i] + alpha[k]*y[k-i-1]
  for i in 0..k: y[i] = z[i]
  y[k] = alpha[k]
})";
constexpr std::string_view lanczos = R"(for j in 1..T {
  a[j] = 0
  for i in 0..N: a[j] += w[i] * v[i]
  for i in 0..N: w[i] -= a[j] * v[i]
  b[j] = 0
  for i in 0..N: b[j] += w[i] * w[i]
  for i in 0..N: u[i] = v[i]
  for i in 0..N: v[i] = w[i] / b[j]
  for i in 0..N: w[i] = v[i] - b[j] * u[i]
})";

using namespace pebble::detail;  // the cut machinery for_each_cut builds on

// The reference the runs are checked against: calls f(outer, live) for every cut of pivot P, each
// cut's live sets built on their own (detail::cut_at) — or, when there are more than
// `budget`/(statements of its body), for as many of the last of them (P one loop deep).
// `budget` is decreased by the work done. (detail::for_each_cut_run gives the same cuts in runs,
// one evaluation of the body per run.)
template <class F>
detail::cut_run for_each_cut(const program& prog, const size_binding& sizes, std::size_t pivot, std::int64_t& budget,
                             bool whole, F&& f) {
  const std::size_t depth = pivot_depth(prog, pivot);
  if (depth == 0) return {};
  const cut_body body(prog, sizes, pivot, depth);
  cut_run run{feeding_reductions(prog, body, pivot), 0, prog[pivot].domain.depth() > depth};
  if (run.reductions.empty()) return {};
  const std::vector<std::size_t>& reductions = run.reductions;
  const iteration_domain d = pivot_domain(prog, pivot, depth);
  const bool own = run.reduction_pivot;
  const std::int64_t n = domain_size(d, sizes);
  run.instances = n;
  const std::int64_t per_cut = static_cast<std::int64_t>(body.last() - body.first() + 1);
  const std::int64_t affordable = budget / per_cut;
  std::int64_t first_cut = 0;  // of P's single loop, when only the last cuts are affordable
  if (n > affordable) {
    if (whole || d.depth() != 1 || affordable < 1) return {};
    const slot_values v = bind_sizes(d, sizes);
    first_cut = d.bounds[0].upper.evaluate(v) - affordable;
  }
  budget -= std::min(n, affordable) * per_cut;
  const element_sets prologue = prologue_writes<std::int64_t>(prog, body, pivot);
  const std::size_t dP = d.depth();
  // a window of three consecutive instances: the cut at `cur` needs the one before and after it
  using point = std::array<std::int64_t, max_indices>;
  point before{}, cur{}, after{};
  std::size_t seen = 0;
  auto consecutive = [&](const point& a, const point& b) {
    for (std::size_t t = 0; t + 1 < dP; ++t)
      if (a[t] != b[t]) return false;
    return a[dP - 1] + 1 == b[dP - 1];
  };
  auto cut = [&](bool has_prev, bool has_next) {  // the cut at instance `cur`
    const std::span<const std::int64_t> at(cur.data(), dP);
    if (own) {  // a reduction with no instance in this iteration has no vertex to cut at
      const basic_known_set<std::int64_t> last = body.elements(pivot, prog[pivot].output, at, dP);
      if (!last || last->empty()) {
        f(at, cut_live{});
        return;
      }
    }
    std::span<const std::int64_t> next, prev;
    if (has_next && consecutive(cur, after)) next = {after.data(), dP};
    if (has_prev && consecutive(before, cur)) prev = {before.data(), dP};
    f(at, cut_at(prog, body, pivot, reductions, prologue, at, next, prev, !has_next));
  };
  if (first_cut == 0) {
    for_each_point(d, sizes, [&](const slot_values& v) {
      for (std::size_t t = 0; t < dP; ++t) after[t] = v[index_var(t)];
      if (++seen > 1) cut(seen > 2, true);
      before = cur;
      cur = after;
    });
    if (seen > 0) cut(seen > 1, false);
  } else {  // k = first_cut - 1 is an instance too: the first cut has one before it
    const std::int64_t end = first_cut + affordable;
    for (std::int64_t k = first_cut; k < end; ++k) {
      before[0] = k - 1;
      cur[0] = k;
      after[0] = k + 1;
      cut(true, k + 1 < end);
    }
  }
  return run;
}

struct checked {
  std::int64_t claims = 0;      // live values the analysis claimed, over all cuts
  std::int64_t exact_live = 0;  // live values at the cuts, by brute force
  std::size_t pivots = 0;
};

// Every claim of every pivot of `prog` against its computation graph; `budget` limits the cuts
// (for_each_cut above: the last ones of a one-loop pivot when there are more).
checked check_claims(const program& prog, const size_binding& sizes, std::int64_t budget = default_cut_work) {
  c_order::cdag g(prog, sizes);
  // the instance of statement s at the indices `outer` of its first loops
  std::map<std::pair<std::size_t, std::vector<std::int64_t>>, std::vector<std::size_t>> at;
  for (std::size_t i = 0; i < g.order.size(); ++i) {
    const auto& in = g.order[i];
    for (std::size_t t = 0; t <= prog[in.statement].domain.depth(); ++t)
      at[{in.statement, std::vector<std::int64_t>(in.point.begin(), in.point.begin() + static_cast<std::ptrdiff_t>(t))}]
          .push_back(i);
  }
  checked out;
  for (std::size_t pivot = 0; pivot < prog.size(); ++pivot) {
    std::vector<std::vector<std::int64_t>> cuts;
    std::vector<detail::cut_live> lives;
    std::int64_t left = budget, left2 = budget;
    const detail::cut_run run = for_each_cut(prog, sizes, pivot, left, false,
                                             [&](std::span<const std::int64_t> outer, const detail::cut_live& l) {
                                               cuts.emplace_back(outer.begin(), outer.end());
                                               lives.push_back(l);
                                             });
    if (cuts.empty()) continue;
    const std::vector<std::size_t>& reductions = run.reductions;
    ++out.pivots;
    const reduction_cut_profile profile = reduction_cuts(prog, sizes, pivot, left2);
    if (budget == default_cut_work) {
      // every cut one by one against the runs (one evaluation each, cut_sets.hpp): the same
      // counts, the same I/O at every S
      std::vector<cut_counts> one_by_one;
      std::size_t chained = 0;
      for (const auto& l : lives) {
        cut_counts n;
        for (const auto& [a, set] : l.twice.all()) n.twice += set.size();
        for (const auto& [a, set] : l.once.all()) n.once += set.size();
        for (const auto& [a, set] : l.again.all()) n.again += set.size();
        one_by_one.push_back(n);
        chained += l.chained;
      }
      CHECK(profile.expanded() == one_by_one);
      CHECK(profile.chained == (chained + 1 == one_by_one.size()));
      for (const double S : {0.0, 1.0, 3.0, 10.0, 1e9}) {
        double want = 0;
        for (const cut_counts& n : one_by_one) {
          const double tw = static_cast<double>(n.twice);
          const double on = static_cast<double>(n.once) + (profile.chained ? static_cast<double>(n.again) : 0.0);
          const double kept2 = std::min(S, tw), kept1 = std::min(S - kept2, on);
          want += 2 * (tw - kept2) + (on - kept1);
        }
        CHECK(profile.io(S) == doctest::Approx(want).epsilon(1e-12));
      }
    }
    CHECK(profile.cut_count() >= static_cast<std::int64_t>(cuts.size()));
    // the pivot's vertex at each cut: its instance, or a reduction's last instance in that
    // iteration (none: no claims there)
    constexpr std::size_t none = static_cast<std::size_t>(-1);
    std::vector<std::size_t> p;
    for (std::size_t c = 0; c < cuts.size(); ++c) {
      const auto it = at.find({pivot, cuts[c]});
      p.push_back(it == at.end() ? none : g.vertex[it->second.back()]);
      if (it != at.end() && prog[pivot].domain.depth() == cuts[c].size()) CHECK(it->second.size() == 1);
      if (p.back() == none) {
        CHECK(lives[c].twice.all().empty());
        CHECK(lives[c].once.all().empty());
        CHECK(lives[c].again.all().empty());
      }
    }
    if (profile.chained)
      for (std::size_t c = 0; c + 1 < p.size(); ++c) {
        REQUIRE(p[c] != none);
        REQUIRE(p[c + 1] != none);
        CHECK(g.closure(p[c + 1], false)[p[c]]);
      }
    std::set<std::size_t> fresh;
    for (std::size_t c = 0; c < cuts.size(); ++c) {
      CAPTURE(c);
      if (p[c] == none) continue;
      const auto anc = g.closure(p[c], false), desc = g.closure(p[c], true);
      const auto next_anc =
          c + 1 < p.size() && p[c + 1] != none ? g.closure(p[c + 1], false) : std::vector<bool>(anc.size(), false);
      auto after = [&](std::size_t u, bool before_next) {
        for (const std::size_t w : g.succs[u])
          // read by P(k+1) itself: loaded before it fires, after t_k
          if (w != p[c] && desc[w] && (!before_next || (p[c + 1] != none && (next_anc[w] || w == p[c + 1]))))
            return true;
        return false;
      };
      for (std::size_t u = 0; u < anc.size(); ++u) out.exact_live += anc[u] && u != p[c] && after(u, false);
      // the vertex the reductions of this cut read of array[e]
      auto vertex_of = [&](const short_name& array, std::int64_t e) {
        std::set<std::size_t> seen;
        for (const std::size_t r : reductions)
          for (const std::size_t i : at.at({r, cuts[c]}))
            for (std::size_t x = 0; x < prog[r].inputs.size(); ++x) {
              const access& a = prog[r].inputs[x];
              if (a.array != array) continue;
              const auto sub = c_order::element_ids::subscripts(a, g.order[i].point);
              if (sub == std::vector<std::int64_t>{} ? e == 0 : sub == std::vector<std::int64_t>{e})
                seen.insert(g.reads[i][x]);
            }
        REQUIRE(seen.size() == 1);
        return *seen.begin();
      };
      auto each = [&](const detail::element_sets& sets, auto&& f) {
        for (const auto& [array, s] : sets.all())
          for (const auto& [lo, hi] : s.parts())
            for (std::int64_t e = lo; e < hi; ++e) f(array, vertex_of(array, e));
      };
      const auto& l = lives[c];
      each(l.twice, [&](const short_name& a, std::size_t u) {
        CAPTURE(a.str());
        CHECK(anc[u]);
        CHECK(after(u, false));
        CHECK(!g.input[u]);
        CHECK(fresh.insert(u).second);
        ++out.claims;
      });
      each(l.once, [&](const short_name& a, std::size_t u) {
        CAPTURE(a.str());
        CHECK(anc[u]);
        CHECK(after(u, false));
        CHECK(fresh.insert(u).second);
        ++out.claims;
      });
      each(l.again, [&](const short_name& a, std::size_t u) {
        CAPTURE(a.str());
        CHECK(anc[u]);
        if (profile.chained) {
          CHECK(after(u, true));
          ++out.claims;
        }
      });
    }
  }
  return out;
}

}  // namespace

TEST_CASE("interval sets: union, intersection, difference and inclusion against sets of integers") {
  // random sets of up to 12 intervals in [0, 60): exact while the result has at most 8 parts,
  // a subset of it otherwise (the analysis may only under-count)
  std::uint64_t seed = 12345;
  auto next = [&](std::int64_t n) {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<std::int64_t>((seed >> 33) % static_cast<std::uint64_t>(n));
  };
  using elements = std::set<std::int64_t>;
  auto random_set = [&](detail::interval_set& out, elements& truth) {
    const std::int64_t parts = next(13);
    for (std::int64_t p = 0; p < parts; ++p) {
      const std::int64_t lo = next(60), hi = lo + next(6);
      out.add(lo, hi);
      for (std::int64_t e = lo; e < hi; ++e) truth.insert(e);
    }
  };
  auto as_set = [](const detail::interval_set& s) {
    elements out;
    for (const auto& [a, b] : s.parts()) {
      CHECK(a < b);
      for (std::int64_t e = a; e < b; ++e) out.insert(e);
    }
    for (std::size_t i = 1; i < s.parts().size(); ++i) CHECK(s.parts()[i - 1].second < s.parts()[i].first);
    return out;
  };
  auto parts_of = [](const elements& e) {
    std::size_t n = 0;
    for (auto it = e.begin(); it != e.end(); ++it)
      if (it == e.begin() || *std::prev(it) + 1 != *it) ++n;
    return n;
  };
  auto agrees = [&](const detail::interval_set& got, const elements& truth) {
    const elements g = as_set(got);
    CHECK(std::includes(truth.begin(), truth.end(), g.begin(), g.end()));
    if (parts_of(truth) <= 8) CHECK(g == truth);
  };
  for (int trial = 0; trial < 3000; ++trial) {
    detail::interval_set a, b;
    elements ta, tb;
    random_set(a, ta);
    random_set(b, tb);
    const elements ga = as_set(a), gb = as_set(b);  // what the sets hold (a subset when capped)
    agrees(a, ta);
    elements both, minus;
    std::set_intersection(ga.begin(), ga.end(), gb.begin(), gb.end(), std::inserter(both, both.end()));
    std::set_difference(ga.begin(), ga.end(), gb.begin(), gb.end(), std::inserter(minus, minus.end()));
    agrees(a & b, both);
    agrees(a - b, minus);
    CHECK(a.within(b) == std::includes(gb.begin(), gb.end(), ga.begin(), ga.end()));
    CHECK(a.size() == static_cast<std::int64_t>(ga.size()));
  }
}

TEST_CASE("durbin: at cut k, the k values of y are stored and loaded again, and r's k values loaded again") {
  const program d = kernel("durbin");
  const std::int64_t N = 40;
  const reduction_cut_profile p = reduction_cuts(d, {{"N", N}}, 6);
  CHECK(p.reductions == std::vector<std::size_t>{5});  // sum[] += r[k-i-1]*y[i]
  CHECK(p.chained);
  REQUIRE(p.cut_count() == N - 1);
  // a handful of runs: the first and the last cut alone, k = 2 alone (two of its bounds meet
  // there), the rest one run
  CHECK(p.runs.size() <= 4);
  const std::vector<cut_counts> cuts = p.expanded();
  for (std::int64_t k = 1; k < N; ++k) {
    CAPTURE(k);
    // the last cut: nothing follows, so r is not read again
    CHECK(cuts[static_cast<std::size_t>(k - 1)] == cut_counts{k, 0, k < N - 1 ? k : 0});
  }
  // Σ_k (2k + k − S-savings): with S below every cut's y, each cut keeps S values of y
  const double S = 8;
  double expected = 0;
  for (std::int64_t k = 1; k < N; ++k) {
    const double y = static_cast<double>(k), r = k < N - 1 ? static_cast<double>(k) : 0;
    const double kept_y = std::min(S, y), kept_r = std::min(S - kept_y, r);
    expected += 2 * (y - kept_y) + (r - kept_r);
  }
  CHECK(p.io(S) == doctest::Approx(expected));
  // leading term 3N²/2: at N = 20000 and S = 100, within 2%
  // alpha's cuts; the reduction cut at its own last instance of each k sees the same values
  const auto big = reduction_cut_profiles(d, {{"N", 20'000}});
  REQUIRE(big.size() == 1);
  CHECK(big[0].pivot == 6);
  std::int64_t b5 = default_cut_work;
  CHECK(reduction_cuts(d, {{"N", 20'000}}, 5, b5).io(100) == big[0].io(100));
  CHECK(best_reduction_cut(big, 100).Q / (1.5 * 20'000.0 * 20'000) == doctest::Approx(1).epsilon(0.02));
  // far beyond fast memory: every cut counted with a few evaluations, the sum equal to the cuts'
  // counts added one by one (k of y twice, k of r again but at the last cut), at N = 200000,
  // S = 2000 and at N = 4·10⁶, S = 2^20
  for (const auto& [M, S] : {std::pair<std::int64_t, double>{200'000, 2000}, {4'000'000, 1 << 20}}) {
    CAPTURE(M);
    std::int64_t budget = default_cut_work;
    const reduction_cut_profile all = reduction_cuts(d, {{"N", M}}, 6, budget);
    CHECK(all.cut_count() == M - 1);
    CHECK(all.instances == M - 1);
    CHECK(default_cut_work - budget <= 4 * 7);  // 7 statements in durbin's loop body per evaluation
    double sum = 0;
    for (std::int64_t k = 1; k < M; ++k) {
      const double y = static_cast<double>(k), r = k < M - 1 ? static_cast<double>(k) : 0;
      const double kept_y = std::min(S, y), kept_r = std::min(S - kept_y, r);
      sum += 2 * (y - kept_y) + (r - kept_r);
    }
    CHECK(all.io(S) == doctest::Approx(sum).epsilon(1e-12));
    const program_io_bound b = program_bound(d, {{"N", M}}, {.S = static_cast<std::int64_t>(S)});
    CHECK(b.cuts_counted == M - 1);
    CHECK(b.Q_cut == doctest::Approx(sum).epsilon(1e-12));
    // its leading term 3N²/2 less the S values each of the N cuts keeps (2S each past k = S)
    const double m = static_cast<double>(M);
    CHECK(b.Q_cut >= 1.5 * m * m - 2 * S * m);
  }
  // a budget for fewer evaluations: the last cuts only, a lower valid sum; none with no budget;
  // a negative one is refused
  const std::int64_t M = 200'000;
  const program_io_bound full = program_bound(d, {{"N", M}}, {.S = 1000});
  const program_io_bound small = program_bound(d, {{"N", M}}, {.S = 1000}, 7);
  CHECK(small.cuts_counted == 1);  // the last cut alone
  CHECK(small.cut_instances == M - 1);
  CHECK(small.Q_cut > 0);
  CHECK(small.Q_cut < full.Q_cut);
  CHECK(program_bound(d, {{"N", M}}, {.S = 1000}, 0).Q_cut == 0);
  CHECK_THROWS_AS((void)program_bound(d, {{"N", M}}, {.S = 1000}, -1), pebble::error);
}

TEST_CASE("reduction cuts: every claimed live value against the brute-force computation graph") {
  {
    const checked c = check_claims(kernel("durbin"), {{"N", 14}});
    CHECK(c.pivots == 2);  // alpha, and the reduction at its last instance of each k
    // the analysis claims all of each cut's live values but beta, r[k] and the cut's own scalars
    CHECK(c.claims > 0);
    CHECK(c.claims <= c.exact_live);
    CHECK(c.exact_live - c.claims <= 4 * 13);
  }
  {
    // only the last 5 cuts affordable (7 statements in durbin's loop body): the run from k = 9
    const checked c = check_claims(kernel("durbin"), {{"N", 14}}, 5 * 7);
    CHECK(c.pivots == 2);
    CHECK(c.claims > 0);
  }
  {
    const checked c = check_claims(parse_program(cg), {{"T", 4}, {"N", 9}});
    CHECK(c.pivots == 5);  // alpha, beta, and the three reductions
    CHECK(c.claims > 0);
  }
  {
    const checked c = check_claims(parse_program(cg_matvec), {{"T", 4}, {"N", 7}});
    CHECK(c.pivots == 6);  // alpha, beta, rr[] = rn[] (nothing live), the dot products, the matvec's rows
    CHECK(c.claims > 0);
  }
  {
    const checked c = check_claims(parse_program(durbin_history), {{"N", 13}});
    CHECK(c.pivots == 2);
    CHECK(c.claims > 0);
    const checked l = check_claims(parse_program(lanczos), {{"T", 5}, {"N", 7}});
    CHECK(l.claims > 0);
  }
  {
    const checked c = check_claims(parse_program(growing), {{"N", 12}});
    CHECK(c.pivots == 4);
    CHECK(c.claims > 0);
  }
  for (const auto text : adversarial) {
    CAPTURE(text);
    const program prog = parse_program(text);
    size_binding sizes;
    for (const auto& n : prog.sizes()) sizes.set(n, n.view() == "T" ? 3 : 8);
    const checked c = check_claims(prog, sizes);
    CHECK(c.claims <= c.exact_live);
  }
}

TEST_CASE("conjugate gradients: r and p move twice per pivot, q once") {
  const program prog = parse_program(cg);
  const std::int64_t T = 5, N = 50;
  const reduction_cut_profile alpha = reduction_cuts(prog, {{"T", T}, {"N", N}}, 4);
  CHECK(alpha.reductions == std::vector<std::size_t>{1, 3});
  CHECK(alpha.chained);
  const std::vector<cut_counts> cuts = alpha.expanded();
  REQUIRE(cuts.size() == static_cast<std::size_t>(T));
  // t = 0: r and p are inputs (loaded again); later, values the previous iteration computed
  CHECK(cuts[0] == cut_counts{0, 2 * N, N});
  for (std::size_t t = 1; t + 1 < cuts.size(); ++t) CHECK(cuts[t] == cut_counts{2 * N, 0, N});
  CHECK(cuts.back() == cut_counts{2 * N, N, 0});  // the last cut: q is fresh too
}

TEST_CASE(
    "reduction cuts in the program bound: added to the compulsory loads, at p·S per processor, their leading order") {
  const program d = kernel("durbin");
  const size_binding sizes{{"N", 3000}};
  const auto profiles = reduction_cut_profiles(d, sizes);
  const program_io_bound one = program_bound(d, sizes, {.p = 1, .S = 100});
  CHECK(one.Q_cut == best_reduction_cut(profiles, 100).Q);
  CHECK(one.cut_pivot == 6);
  CHECK(one.Q == one.Q_compulsory + one.Q_cut);
  const program_io_bound four = program_bound(d, sizes, {.p = 4, .S = 100});
  CHECK(four.Q == one.Q);
  CHECK(four.Q_per_processor == doctest::Approx((one.Q_compulsory + best_reduction_cut(profiles, 400).Q) / 4));
  CHECK(four.Q_per_processor < one.Q / 4);
  CHECK(reduction_cut_leading_formula(d) == "3*N^2/2");
  CHECK(reduction_cut_leading_formula(d, true) == "3*N^2/(2*p)");
  // conjugate gradients: at alpha, r and p twice and q once per iteration
  CHECK(reduction_cut_leading_formula(parse_program(cg)) == "5*T*N");
  // y[k-1] is an input at cut k and y[k] at k+1: the next reductions descend from their first
  // instance on, so x0 is read again: 3 per element, as in durbin
  const program g = parse_program(growing);
  const reduction_cut_profile a0 = reduction_cuts(g, {{"N", 30}}, 2);
  CHECK(a0.chained);
  CHECK(a0.expanded()[10] == cut_counts{10, 1, 11});
  CHECK(reduction_cut_leading_formula(g) == "3*N^2/2");
  // Lanczos: its reductions are their own pivots; w and v move twice per iteration
  CHECK(reduction_cut_leading_formula(parse_program(lanczos)) == "4*T*N");
  // alpha[k], sum[k]: the same cuts as durbin's scalars
  CHECK(reduction_cut_leading_formula(parse_program(durbin_history)) == "3*N^2/2");
  // a fixed number of live values per cut: the S a cut keeps are of the same order, no formula
  CHECK(reduction_cut_leading_formula(parse_program(R"(for k in 0..N {
  s[] = 0
  for i in 0..4: s[] += x[i]
  a[] = s[] * 2
  for i in 0..4: y[i] = a[] * x[i]
})"))
            .empty());
  // no pivot: no formula
  CHECK(reduction_cut_leading_formula(kernel("gemm")).empty());
}

TEST_CASE("reduction cuts never exceed what an LRU cache moves in the C order") {
  const program d = kernel("durbin"), c = parse_program(cg);
  for (const std::size_t S : {4u, 16u, 64u}) {
    CAPTURE(S);
    const size_binding ds{{"N", 150}}, cs{{"T", 6}, {"N", 300}};
    const double qd = program_bound(d, ds, {.p = 1, .S = static_cast<std::int64_t>(S)}).Q;
    const double qc = program_bound(c, cs, {.p = 1, .S = static_cast<std::int64_t>(S)}).Q;
    CHECK(qd > 0);
    CHECK(qd <= c_order::lru_words(d, ds, S));
    CHECK(qc <= c_order::lru_words(c, cs, S));
    MESSAGE("S=" << S << ": durbin " << qd << " <= LRU " << c_order::lru_words(d, ds, S) << ", cg " << qc << " <= LRU "
                 << c_order::lru_words(c, cs, S));
  }
}
