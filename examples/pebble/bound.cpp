// `pebble bound` (see bound.hpp).
#include "bound.hpp"
#include "options.hpp"

#include <nlohmann/json.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <ostream>
#include <utility>
#include <iostream>
#include <string>
#include <vector>

#include <pebble/bounds/factorization.hpp>
#include <pebble/bounds/mmm.hpp>
#include <pebble/bounds/program_bound.hpp>
#include <pebble/bounds/recognize.hpp>
#include <pebble/bounds/statement_bound.hpp>
#include <pebble/model.hpp>
#include <pebble/tiling/cosma.hpp>
#include <pebble/tiling/grid25d.hpp>

#include "amounts.hpp"
#include "errors.hpp"
#include "program_input.hpp"

namespace pebble_tool {
namespace {

using json = nlohmann::ordered_json;

std::string num(double x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.6g", x);
  return buf;
}

// ---- the report: everything `pebble bound` computes, printed as text or JSON below -------------

// Chapter 3 for a statement that is a matrix multiplication: Theorems 3.1/3.2 and the COSMA grid.
struct mmm_report {
  std::string m, n, k;  // the index names of C's rows, columns and the sum
  pebble::mmm_problem problem;
  pebble::mmm_io_bound sequential, parallel;
  std::optional<pebble::mmm_plan> plan;
  std::string why_no_plan;
};

struct statement_report {
  std::string text;
  std::int64_t points = 0;   // |D|
  std::string why_no_bound;  // empty when bounded
  pebble::statement_io_bound bound;
  std::vector<std::pair<std::string, double>> tile;  // at X0, when it is finite and not Lemma 4.6's
  std::string leading, leading_per_processor;
  std::optional<mmm_report> mmm;
};

struct program_report {
  std::string why_no_bound;  // empty when derived
  pebble::program_io_bound bound;
  std::string leading, leading_per_processor;
  pebble::cut_formulas cut_leading;                  // of the reduction cuts, when they have one
  pebble::cut_formulas completion_leading;           // of the completion cut, when it has one
  std::string group_loop;                            // the completion cut's group loop, by name
  std::vector<std::vector<std::string>> fused_with;  // per statement: the statements of its set
};

// Chapter 4 for a program whose Schur updates are those of a whole LU or Cholesky factorization.
struct factorization_report {
  pebble::factorization kind = pebble::factorization::lu;
  std::int64_t n = 0;                // the matrix is n x n
  std::vector<std::size_t> updates;  // the statements that are its Schur update
  pebble::factorization_io_bound sequential, parallel;
  std::optional<pebble::factorization_plan> grid;  // -p > 1 and the matrix fits in the ranks' memory
  std::string why_no_grid;
  std::int64_t p_ranks = 1;
};

struct bound_report {
  pebble::size_binding sizes;
  std::int64_t S = 0, p = 1;
  std::vector<statement_report> statements;
  std::optional<program_report> program;  // Theorem 5.1 over the program (one statement too)
  std::optional<factorization_report> factorization;
};

mmm_report multiplication(const pebble::statement& st, const pebble::mmm_shape& shape, const pebble::mmm_problem& e,
                          const pebble::machine& target) {
  const auto& names = st.domain.indices;
  mmm_report r{names[shape.m].str(),
               names[shape.n].str(),
               names[shape.k].str(),
               e,
               pebble::mmm_sequential_bound(e, target.S),
               pebble::mmm_parallel_bound(e, target),
               std::nullopt,
               {}};
  try {
    r.plan = pebble::plan_mmm(e, target);
  } catch (const pebble::error& err) {
    r.why_no_plan = err.what();
  }
  return r;
}

// The bound of statement k of p, or why there is none.
statement_report statement_bound(const pebble::program& p, std::size_t k, const pebble::size_binding& sizes,
                                 const pebble::machine& target) {
  const pebble::statement& st = p[k];
  statement_report r;
  r.text = p.source(k);
  r.points = pebble::domain_size(st.domain, sizes);
  const auto cls = pebble::classify(st);
  if (!cls.projectable) {
    const auto& a = pebble::access_at(st, cls.overlap_accesses[0]);
    const auto& b = pebble::access_at(st, cls.overlap_accesses[1]);
    r.why_no_bound =
        "not SOAP: two accesses of " + cls.overlap_array.str() + " may touch one element without a constant offset";
    if (cls.collapsed_versions)
      r.why_no_bound = "not SOAP: a read of " + cls.overlap_array.str() +
                       " at a constant offset from the write sees one version of its element across the version loops "
                       "(written in another iteration of an enclosing loop)";
    else if (pebble::swapped_indices(a, b, st.domain.depth()))
      r.why_no_bound +=
          " (symmetric reads of the written array, as in Cholesky: no bound for the statement alone; the program bound "
          "below models them)";
    return r;
  }
  // arrays other statements write are not graph inputs of this one (Lemma 4.6)
  std::vector<pebble::short_name> elsewhere;
  for (std::size_t q = 0; q < p.size(); ++q)
    if (q != k) elsewhere.push_back(p[q].output.array);
  const pebble::access_model m = pebble::build_access_model(st, elsewhere);
  // one point of the statement needs its inputs and its output in fast memory at once
  std::array<double, pebble::max_indices> ones{}, e{};
  for (std::size_t t = 0; t < m.depth; ++t) ones[t] = 1;
  const double one_point =
      pebble::dominator_size(m, std::span<const double>(ones.data(), m.depth), std::span<double>(e.data(), m.depth)) +
      1;
  if (static_cast<double>(target.S) < one_point)
    throw input_error("--mem: " + num(static_cast<double>(target.S)) +
                      " words cannot hold one iteration of statement " + std::to_string(k + 1) +
                      " (its inputs and output need " + num(one_point) + " words)");
  try {
    r.bound = pebble::io_bound(m, r.points, target);
  } catch (const pebble::error& err) {
    r.why_no_bound = err.what();
    return r;
  }
  const auto& x = r.bound.intensity;
  if (!x.bounded) {
    r.why_no_bound = st.domain.depth() == 0 ? "a single point (no loops): no bound beyond loading its own inputs"
                     : p.size() > 1 ? "on its own the intensity is unbounded: an index appears in no input access of "
                                      "this statement (see the program bound below)"
                                    : "the intensity is unbounded: an index appears in no input access, so only "
                                      "compulsory I/O can be claimed";
    return r;
  }
  if (std::isfinite(x.X0) && !x.limited_by_out_degree_one)
    for (std::size_t t = 0; t < st.domain.depth(); ++t)
      r.tile.emplace_back(st.domain.indices[t].str(), x.at_X0.tile[t]);
  r.leading = pebble::leading_bound_formula(st, x);
  r.leading_per_processor = pebble::leading_bound_formula(st, x, true);
  if (auto shape = pebble::recognize_mmm(st)) {
    const auto e3 = pebble::mmm_extents_of(st, *shape, sizes);
    if (e3.M >= 1 && e3.N >= 1 && e3.K >= 1)
      r.mmm = multiplication(st, *shape, {.M = e3.M, .N = e3.N, .K = e3.K}, target);
  }
  return r;
}

// Theorem 5.1 over the program's SDG: the bound with reuse and fusion across statements.
program_report whole_program(const pebble::program& p, const pebble::size_binding& sizes,
                             const pebble::machine& target) {
  program_report r;
  if (p.size() > pebble::detail::max_program_statements) {
    r.why_no_bound = "not derived: the program has " + std::to_string(p.size()) +
                     " statements; the SDG bound takes programs of at most 64";
    return r;
  }
  r.bound = pebble::program_bound(p, sizes, target);
  r.leading = pebble::program_leading_formula(p, sizes);
  r.leading_per_processor = pebble::program_leading_formula(p, sizes, true);
  if (r.bound.Q_cut > 0) {
    r.cut_leading = pebble::reduction_cut_leading_formulas(p);
  }
  if (r.bound.Q_completion > 0) {
    r.completion_leading = pebble::completion_cut_leading_formulas(p);
    r.group_loop = p[r.bound.completion.middle].domain.indices[r.bound.completion.group_loop].str();
  }
  for (const auto& st : r.bound.statements) {
    std::vector<std::string> members;
    for (std::size_t q = 0; q < p.size(); ++q)
      if (pebble::detail::has(st.group, q)) members.push_back(std::to_string(q + 1));
    r.fused_with.push_back(members);
  }
  return r;
}

// A program whose statements of the form A[i,j] -= A[i,k]·A[k,j] (LU) or A[i,j] -= A[i,k]·A[j,k]
// (after forward_temporaries: ludcmp's w[] -= A[i,k]·A[k,j] between w[] = A[i,j] and A[i,j] = w[])
// (Cholesky) on one array run exactly as often as a whole factorization's Schur update of an
// n x n matrix (n the longest of their loops): N(N-1)(2N-1)/6 times for LU (Polybench's two
// updates together), N(N-1)(N-2)/6 for Cholesky. Then chapter 4's bound holds for it.
std::optional<factorization_report> factorization_of(const pebble::program& p, const pebble::size_binding& sizes,
                                                     const pebble::machine& target) {
  std::optional<pebble::factorization> kind;
  pebble::short_name array;
  factorization_report r;
  std::int64_t points = 0;
  for (std::size_t k = 0; k < p.size(); ++k) {
    const auto u = pebble::recognize_factorization_update(p[k]);
    if (!u) continue;
    if (kind && (*kind != u->kind || array != p[k].output.array)) return std::nullopt;
    kind = u->kind;
    array = p[k].output.array;
    r.updates.push_back(k);
    points = pebble::checked_add(points, pebble::domain_size(p[k].domain, sizes));
    const auto box = pebble::detail::box_of(p[k].domain, sizes);
    for (const std::uint8_t t : {u->row, u->col, u->k})
      r.n = std::max(r.n, static_cast<std::int64_t>(box.hi[t] - box.lo[t] + 1));
  }
  if (!kind || r.n < 3 || r.n > pebble::detail::factorization_max_n) return std::nullopt;
  const auto n = static_cast<double>(r.n);
  const double whole = *kind == pebble::factorization::lu ? n * (n - 1) * (2 * n - 1) / 6 : n * (n - 1) * (n - 2) / 6;
  if (static_cast<double>(points) != whole) return std::nullopt;
  r.kind = *kind;
  r.p_ranks = target.p;
  const auto counts = pebble::vertex_counts::loop_nest;
  r.sequential = pebble::factorization_io_bound_of(r.kind, r.n, {.p = 1, .S = target.S}, counts);
  r.parallel = pebble::factorization_io_bound_of(r.kind, r.n, target, counts);
  if (target.p > 1) {
    try {
      r.grid = pebble::plan_factorization(r.kind, r.n, target);
    } catch (const pebble::error& e) {
      r.why_no_grid = e.what();
    }
  }
  return r;
}

bound_report compute(const pebble::program& p, const pebble::size_binding& sizes, const pebble::machine& target) {
  bound_report r{sizes, target.S, target.p, {}, std::nullopt, std::nullopt};
  std::int64_t total_points = 0;
  for (std::size_t k = 0; k < p.size(); ++k) {
    r.statements.push_back(statement_bound(p, k, sizes, target));
    total_points = pebble::checked_add(total_points, r.statements.back().points);
  }
  if (total_points == 0) throw input_error("the program is empty at these sizes (|D| = 0 for every statement)");
  r.program = whole_program(p, sizes, target);  // one statement too: compulsory loads, the triangular tile
  // a temporary carrying A[i,j] through its update (ludcmp's w[]) is that element (the same graph)
  r.factorization = factorization_of(pebble::detail::forward_temporaries(p), sizes, target);
  return r;
}

// ---- text ----------------------------------------------------------------------------------

void print_mmm(const mmm_report& m, std::int64_t procs, std::ostream& text) {
  text << "  multiplication   C over (" << m.m << ", " << m.n << "), sum over " << m.k << ": M=" << m.problem.M
       << ", N=" << m.problem.N << ", K=" << m.problem.K << "\n";
  text << "  Theorem 3.1      Q >= " << num(m.sequential.value) << " (" << m.sequential.formula() << ")\n";
  const char* regime = m.parallel.regime == pebble::mmm_regime::limited_memory ? "memory-limited" : "extra memory";
  text << "  Theorem 3.2      Q per processor >= " << num(m.parallel.value) << " (" << regime << ": "
       << m.parallel.formula() << ")\n";
  if (!m.plan) {
    text << "  COSMA grid       none: " << m.why_no_plan << "\n";
    return;
  }
  const pebble::mmm_plan& plan = *m.plan;
  text << "  COSMA grid       [" << plan.grid.m << ", " << plan.grid.n << ", " << plan.grid.k << "] on "
       << plan.ranks_used << " of " << procs << " ranks; local block " << plan.block.m << "x" << plan.block.n << "x"
       << plan.block.k << ", " << plan.rounds << " round" << (plan.rounds == 1 ? "" : "s") << " of "
       << plan.round_volume << " words; " << plan.comm_volume << " words per rank\n";
}

void print_statement(const statement_report& r, std::size_t k, const bound_report& all, std::ostream& text) {
  text << "\nstatement " << k + 1 << ": " << r.text << "\n";
  text << "  |D|              " << r.points << "\n";
  if (!r.why_no_bound.empty()) {
    text << "  no bound         " << r.why_no_bound << "\n";
    return;
  }
  const auto& x = r.bound.intensity;
  text << "  intensity rho    " << num(x.rho) << " vertices per I/O";
  if (x.limited_by_out_degree_one)
    text << " (Lemma 4.6: " << x.out_degree_one_inputs << " out-degree-one input"
         << (x.out_degree_one_inputs > 1 ? "s" : "") << ")";
  else if (std::isfinite(x.X0)) text << ", X0 = " << num(x.X0 / static_cast<double>(all.S)) << "*S";
  else text << ", the limit of ever larger tiles (X0 -> infinity)";
  text << "\n";
  if (!r.tile.empty()) {
    std::vector<std::string> parts;
    for (const auto& [index, side] : r.tile) parts.push_back(index + "=" + num(side));
    text << "  optimal tile     " << join(parts, ", ") << "\n";
  }
  text << "  Q sequential     " << num(r.bound.Q) << "\n";
  text << "  Q per processor  " << num(r.bound.Q_per_processor) << "\n";
  if (!r.leading.empty())
    text << "  leading order    " << r.leading << "   per processor " << r.leading_per_processor << "\n";
  if (r.mmm) print_mmm(*r.mmm, all.p, text);
}

void print_program(const program_report& r, double S, std::ostream& text) {
  text << "\nprogram bound (SDG, Theorem 5.1)\n";
  if (!r.why_no_bound.empty()) {
    text << "  " << r.why_no_bound << "\n";
    return;
  }
  const pebble::program_io_bound& b = r.bound;
  text << "  Q sequential     " << num(b.Q) << "   per processor " << num(b.Q_per_processor) << "\n";
  text << "  X-partition      " << num(b.Q_xpartition) << " at X = " << num(b.X / S) << "*S (W = " << num(b.W)
       << ": (X - S)(ceil(W/(X - S)) - 1))\n";
  text << "  compulsory       " << num(b.Q_compulsory)
       << " (each element read of the arrays no statement writes, once)\n";
  const double cut = std::max(b.Q_cut, b.Q_completion);
  const bool cut_bound = cut > 0 && b.Q_compulsory + cut > b.Q_xpartition;
  const char* const which = b.Q_completion > b.Q_cut ? "the completion cut" : "the reduction cut";
  if (b.Q_cut > 0) {
    const std::string pivot = std::to_string(b.cut_pivot + 1);
    text << "  reduction cut    " << num(b.Q_cut)
         << (b.cut_at_reduction ? " where statement " + pivot + "'s reduction ends, in each iteration: what it reads"
                                : " at each instance of statement " + pivot + ": what its reductions read")
         << " and its descendants read again is live across it; added to the compulsory loads (docs/xpartition.md, "
            "\"Reduction cuts\")\n";
    if (b.cuts_counted < b.cut_instances)
      text << "  note             the reduction cut counts the last " << b.cuts_counted << " of its " << b.cut_instances
           << " instances (the analysis' work limit): still a valid bound, below the full sum\n";
    if (!r.cut_leading.sequential.empty())
      text << "  leading order    " << r.cut_leading.sequential << " from the reduction cuts   per processor "
           << r.cut_leading.per_processor << "\n";
  }
  if (b.Q_completion > 0) {
    const pebble::completion_cut& c = b.completion;
    auto st = [](std::size_t s) { return std::to_string(s + 1); };
    text << "  completion cut   " << num(b.Q_completion) << " when the first group of statement " << st(c.middle)
         << "'s values (along its loop " << r.group_loop << ") is complete: " << c.live << " values live ("
         << c.groups - 1 << " other groups x " << c.positions << " positions; statements " << st(c.producers[0])
         << " and " << st(c.producers[1]) << " feed it, " << st(c.consumers[0]) << " and " << st(c.consumers[1])
         << " need whole groups); added to the compulsory loads (docs/xpartition.md, \"Completion cuts\")\n";
    if (!r.completion_leading.sequential.empty())
      text << "  leading order    " << r.completion_leading.sequential << " from the completion cut   per processor "
           << r.completion_leading.per_processor << "\n";
  }
  if (cut_bound && !r.leading.empty())
    text << "  leading order    " << r.leading << " from the X-partition; " << which << " is the larger here\n";
  else if (r.leading == "0" && b.Q_compulsory > 0)
    text << "  leading order    0 from the X-partition: the compulsory loads are the bound\n";
  else if (!r.leading.empty())
    text << "  leading order    " << r.leading << "   per processor " << r.leading_per_processor << "\n";
  for (std::size_t k = 0; k < b.statements.size(); ++k) {
    const auto& st = b.statements[k];
    if (!st.kept) {
      text << "  statement " << k + 1 << "      not counted (weighed 0; its values free for the others)\n";
      continue;
    }
    const bool unbounded = !std::isfinite(st.rho);
    text << "  statement " << k + 1 << "      rho " << (unbounded ? std::string("unbounded") : num(st.rho));
    if (!unbounded) text << " with statements {" << join(r.fused_with[k], ", ") << "} fused";
    text << ", " << num(st.Q) << " of W";
    if (st.points_counted < st.domain_size)
      text << " (its " << st.points_counted << " points off the faces where its accesses of the array it writes meet)";
    text << "\n";
  }
  const auto left_out = b.statements.size() - static_cast<std::size_t>(std::popcount(b.kept));
  if (left_out > 0)
    text << "  note             " << left_out << " of " << b.statements.size()
         << " statements not counted: of lower degree in the sizes, or in statement sets the model cannot bound (an "
            "index no input depends on, accesses it cannot align, not SOAP); the bound is the larger without them\n";
}

void print_text(const bound_report& r, std::ostream& text) {
  text << "program: " << r.statements.size() << (r.statements.size() == 1 ? " statement" : " statements") << ", sizes "
       << sizes_text(r.sizes) << "; S = " << num(static_cast<double>(r.S)) << " words, p = " << r.p << "\n";
  for (std::size_t k = 0; k < r.statements.size(); ++k) print_statement(r.statements[k], k, r, text);
  if (r.program) print_program(*r.program, static_cast<double>(r.S), text);
  if (const auto& f = r.factorization) {
    const bool lu = f->kind == pebble::factorization::lu;
    std::vector<std::string> which;
    for (auto k : f->updates) which.push_back(std::to_string(k + 1));
    text << "\n"
         << (lu ? "LU" : "Cholesky") << " factorization of a " << f->n << "x" << f->n << " matrix (statement"
         << (which.size() == 1 ? " " : "s ") << join(which, ", ") << ": its Schur update; thesis chapter 4)\n";
    text << "  Q sequential     " << num(f->sequential.value) << " (leading "
         << (lu ? "2*N^3/(3*sqrt(S))" : "N^3/(3*sqrt(2*S)), tight: Beaumont et al., SPAA 2022") << ")\n";
    text << "  Q per processor  " << num(f->parallel.value) << "\n";
    if (f->grid)
      text << "  2.5D grid        [" << f->grid->nprow << ", " << f->grid->npcol << ", " << f->grid->depth << "] on "
           << f->grid->ranks_used << " of " << f->p_ranks << " ranks, block " << f->grid->block_size
           << " (thesis §4.7: plan_factorization, the plan pebble run lu|cholesky starts from)\n";
    else if (!f->why_no_grid.empty()) text << "  2.5D grid        none: " << f->why_no_grid << "\n";
  }
}

// ---- JSON ----------------------------------------------------------------------------------

json mmm_json(const mmm_report& m) {
  const char* regime = m.parallel.regime == pebble::mmm_regime::limited_memory ? "memory-limited" : "extra memory";
  json j = {
      {"M", m.problem.M},
      {"N", m.problem.N},
      {"K", m.problem.K},
      {"theorem_3_1", {{"Q", m.sequential.value}, {"formula", m.sequential.formula()}}},
      {"theorem_3_2", {{"Q_per_processor", m.parallel.value}, {"regime", regime}, {"formula", m.parallel.formula()}}}};
  if (!m.plan) {
    j["cosma"] = nullptr;
    j["why_no_cosma_grid"] = m.why_no_plan;
    return j;
  }
  const pebble::mmm_plan& plan = *m.plan;
  j["cosma"] = {{"grid", {plan.grid.m, plan.grid.n, plan.grid.k}},
                {"ranks_used", plan.ranks_used},
                {"idle_ranks", plan.idle_ranks},
                {"block", {plan.block.m, plan.block.n, plan.block.k}},
                {"rounds", plan.rounds},
                {"round_volume", plan.round_volume},
                {"words_per_rank", plan.comm_volume}};
  return j;
}

json statement_json(const statement_report& r) {
  json j = {{"text", r.text}, {"domain_size", r.points}};
  if (!r.why_no_bound.empty()) {
    j["bound"] = nullptr;
    j["why_no_bound"] = r.why_no_bound;
    return j;
  }
  const auto& x = r.bound.intensity;
  j["rho"] = x.rho;
  j["X0"] = std::isfinite(x.X0) ? json(x.X0) : json("infinity");
  if (!r.tile.empty()) {
    json tile = json::object();
    for (const auto& [index, side] : r.tile) tile[index] = side;
    j["tile"] = tile;
  }
  j["Q"] = r.bound.Q;
  j["Q_per_processor"] = r.bound.Q_per_processor;
  j["out_degree_one_inputs"] = x.out_degree_one_inputs;
  j["limited_by_lemma_4_6"] = x.limited_by_out_degree_one;
  if (!r.leading.empty()) {
    j["leading_order"] = r.leading;
    j["leading_order_per_processor"] = r.leading_per_processor;
  }
  if (x.leading.exists)
    j["rho_leading"] = {{"coefficient", x.leading.rho_coefficient},
                        {"exponent_of_S", (x.leading.alpha - 1).to_string()}};
  if (r.mmm) j["matrix_multiplication"] = mmm_json(*r.mmm);
  return j;
}

json program_json(const program_report& r) {
  if (!r.why_no_bound.empty()) return {{"bound", nullptr}, {"why_no_bound", r.why_no_bound}};
  const pebble::program_io_bound& b = r.bound;
  json j = {{"Q", b.Q},
            {"Q_per_processor", b.Q_per_processor},
            {"Q_xpartition", b.Q_xpartition},
            {"Q_compulsory", b.Q_compulsory},
            {"Q_reduction_cut", b.Q_cut},
            {"reduction_cut_statement", b.Q_cut > 0 ? json(b.cut_pivot + 1) : json(nullptr)},
            {"reduction_cuts_counted", b.cuts_counted},
            {"reduction_cut_instances", b.cut_instances},
            {"Q_completion_cut", b.Q_completion},
            {"completion_cut_statement", b.Q_completion > 0 ? json(b.completion.middle + 1) : json(nullptr)},
            {"completion_cut_live", b.completion.live},
            {"W", b.W},
            {"X", b.X},
            {"statement_sets", b.subgraphs},
            {"statement_sets_unbounded", b.subgraphs_unbounded},
            {"statements", json::array()}};
  if (!r.leading.empty()) {
    j["leading_order"] = r.leading;
    j["leading_order_per_processor"] = r.leading_per_processor;
  }
  if (!r.cut_leading.sequential.empty()) {
    j["reduction_cut_leading_order"] = r.cut_leading.sequential;
    j["reduction_cut_leading_order_per_processor"] = r.cut_leading.per_processor;
  }
  if (!r.completion_leading.sequential.empty()) {
    j["completion_cut_leading_order"] = r.completion_leading.sequential;
    j["completion_cut_leading_order_per_processor"] = r.completion_leading.per_processor;
  }
  for (std::size_t k = 0; k < b.statements.size(); ++k) {
    const auto& st = b.statements[k];
    j["statements"].push_back({{"rho", !st.kept                ? json("not counted")
                                       : std::isfinite(st.rho) ? json(st.rho)
                                                               : json("unbounded")},
                               {"fused_with", r.fused_with[k]},
                               {"W", st.Q},
                               {"points_counted", st.points_counted}});
  }
  return j;
}

json to_json(const bound_report& r) {
  json out = {{"sizes", json::object()}, {"S", r.S}, {"p", r.p}, {"statements", json::array()}};
  for (const auto& [name, value] : r.sizes) out["sizes"][name.str()] = value;
  for (const auto& st : r.statements) out["statements"].push_back(statement_json(st));
  if (r.program) out["program"] = program_json(*r.program);
  if (const auto& f = r.factorization) {
    json updates = json::array();
    for (auto k : f->updates) updates.push_back(k + 1);
    out["factorization"] = {
        {"kind", f->kind == pebble::factorization::lu ? "lu" : "cholesky"},
        {"N", f->n},
        {"update_statements", updates},
        {"Q", f->sequential.value},
        {"Q_per_processor", f->parallel.value},
        {"grid", f->grid ? json::array({f->grid->nprow, f->grid->npcol, f->grid->depth}) : json(nullptr)}};
  }
  return out;
}

int bound(const bound_options& o) {
  const pebble::program p = load_program(o.text, o.file, "bound");
  // a word is one element; in bytes, a double's 8
  const std::int64_t S = parse_memory_words("--mem", o.mem, sizeof(double));
  if (o.procs < 1)
    throw input_error("-p/--procs: the number of processors must be at least 1; got " + std::to_string(o.procs));
  const bound_report report = compute(p, bind_program_sizes(p, o.sizes), {.p = o.procs, .S = S});
  if (o.json) std::cout << to_json(report).dump(2) << "\n";
  else print_text(report, std::cout);
  return 0;
}

}  // namespace

int run_bound(const bound_options& o) {
  return exit_code_reporting_errors([&] { return bound(o); });
}

void add_bound(CLI::App& app, commands& registry) {
  const auto o = std::make_shared<bound_options>();
  CLI::App* sub = app.add_subcommand(
      "bound", "I/O lower bound of each statement: intensity, X0, optimal tile, Q sequential and per processor");
  sub->add_option("program", o->text, "program text (as for 'pebble model')");
  sub->add_option("--file", o->file, "read the program text from FILE");
  sub->add_option("--size", o->sizes, "values of the sizes (whole numbers >= 1), e.g. N=1000,T=50")
      ->delimiter('\0')
      ->required();
  sub->add_option("--mem", o->mem,
                  "fast memory S per processor: words (1048576, 1e6, 8Mw) or bytes (64MiB, 2GB; 8 bytes a word)")
      ->required();
  add_whole(sub, "-p,--procs", o->procs, 1, max_count, "number of processors (default 1)");
  add_json_flag(sub, o->json);
  sub->footer(
      "Example: pebble bound 'for i in 0..N, j in 0..N, k in 0..N: C[i,j] += A[i,k] * B[k,j]' --size N=4096 --mem 1e6 "
      "-p 64");
  registry.add(sub, [o](int&, char**&) { return run_bound(*o); });
}

}  // namespace pebble_tool
