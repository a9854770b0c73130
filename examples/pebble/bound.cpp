// `pebble bound` (see bound.hpp).
#include "bound.hpp"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <pebble/bounds/mmm.hpp>
#include <pebble/bounds/program_bound.hpp>
#include <pebble/bounds/recognize.hpp>
#include <pebble/bounds/statement_bound.hpp>
#include <pebble/model.hpp>
#include <pebble/tiling/cosma.hpp>

#include "amounts.hpp"
#include "errors.hpp"
#include "program_input.hpp"

namespace pebble_tool {
namespace {

using json = nlohmann::ordered_json;

std::string tile_text(const pebble::statement& s, const pebble::subcomputation& sc) {
  std::vector<std::string> parts;
  char buf[64];
  for (std::size_t t = 0; t < s.domain.depth(); ++t) {
    std::snprintf(buf, sizeof buf, "%.6g", sc.tile[t]);
    parts.push_back(s.domain.indices[t].str() + "=" + buf);
  }
  return join(parts, ", ");
}

std::string num(double x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.6g", x);
  return buf;
}

// Chapter 3 for a statement that is a matrix multiplication: Theorem 3.1/3.2 and the COSMA grid.
void mmm_report(const pebble::statement& st, const pebble::mmm_shape& shape, const pebble::size_binding& sizes,
                std::int64_t S, std::int64_t procs, json& j, std::ostringstream& text) {
  auto e = pebble::mmm_extents_of(st, shape, sizes);
  if (e.M < 1 || e.N < 1 || e.K < 1) return;
  const auto words = static_cast<std::int64_t>(S);
  const auto& names = st.domain.indices;
  text << "  multiplication   C over (" << names[shape.m].str() << ", " << names[shape.n].str() << "), sum over "
       << names[shape.k].str() << ": M=" << e.M << ", N=" << e.N << ", K=" << e.K << "\n";
  json m = {{"M", e.M}, {"N", e.N}, {"K", e.K}};
  auto seq = pebble::mmm_sequential_bound({.M = e.M, .N = e.N, .K = e.K}, words);
  text << "  Theorem 3.1      Q >= " << num(seq.value) << " (" << seq.formula() << ")\n";
  m["theorem_3_1"] = {{"Q", seq.value}, {"formula", seq.formula()}};
  auto par = pebble::mmm_parallel_bound({.M = e.M, .N = e.N, .K = e.K}, {.p = procs, .S = words});
  const char* regime = par.regime == pebble::mmm_regime::limited_memory ? "memory-limited" : "extra memory";
  text << "  Theorem 3.2      Q per processor >= " << num(par.value) << " (" << regime << ": " << par.formula() << ")\n";
  m["theorem_3_2"] = {{"Q_per_processor", par.value}, {"regime", regime}, {"formula", par.formula()}};
  try {
    auto plan = pebble::plan_mmm({.M = e.M, .N = e.N, .K = e.K}, {.p = procs, .S = words});
    text << "  COSMA grid       [" << plan.grid.m << ", " << plan.grid.n << ", " << plan.grid.k << "] on "
         << plan.ranks_used << " of " << procs << " ranks; local block " << plan.block.m << "x" << plan.block.n << "x"
         << plan.block.k << ", " << plan.rounds << " round" << (plan.rounds == 1 ? "" : "s") << " of "
         << plan.round_volume << " words; " << plan.comm_volume << " words per rank\n";
    m["cosma"] = {{"grid", {plan.grid.m, plan.grid.n, plan.grid.k}},
                  {"ranks_used", plan.ranks_used},
                  {"idle_ranks", plan.idle_ranks},
                  {"block", {plan.block.m, plan.block.n, plan.block.k}},
                  {"rounds", plan.rounds},
                  {"round_volume", plan.round_volume},
                  {"words_per_rank", plan.comm_volume}};
  } catch (const pebble::error& err) {
    text << "  COSMA grid       none: " << err.what() << "\n";
    m["cosma"] = nullptr;
    m["why_no_cosma_grid"] = err.what();
  }
  j["matrix_multiplication"] = m;
}

// Theorem 5.1 over the program's SDG: the bound with reuse and fusion across statements.
void program_report(const pebble::program& p, const pebble::size_binding& sizes, std::int64_t S, std::int64_t procs,
                    json& out, std::ostringstream& text) {
  text << "\nprogram bound (SDG, Theorem 5.1)\n";
  if (p.size() > pebble::detail::max_program_statements) {
    std::string why = "not derived: the program has " + std::to_string(p.size()) +
                      " statements; the SDG bound enumerates statement sets of programs of at most 12";
    text << "  " << why << "\n";
    out["program"] = {{"bound", nullptr}, {"why_no_bound", why}};
    return;
  }
  pebble::program_io_bound b = pebble::program_bound(p, sizes, {.p = procs, .S = S});
  json j = {{"Q", b.Q}, {"Q_per_processor", b.Q_per_processor}, {"X", b.X}, {"statement_sets", b.subgraphs},
            {"statement_sets_unbounded", b.subgraphs_unbounded}, {"statements", json::array()}};
  text << "  Q sequential     " << num(b.Q) << "   per processor " << num(b.Q_per_processor) << "   (X = " << num(b.X / S)
       << "*S)\n";
  std::string lead = pebble::program_leading_formula(p, sizes), lead_p = pebble::program_leading_formula(p, sizes, true);
  if (!lead.empty()) {
    text << "  leading order    " << lead << "   per processor " << lead_p << "\n";
    j["leading_order"] = lead;
    j["leading_order_per_processor"] = lead_p;
  }
  for (std::size_t k = 0; k < p.size(); ++k) {
    const auto& st = b.statements[k];
    std::vector<std::string> members;
    for (std::size_t q = 0; q < p.size(); ++q)
      if (st.group >> q & 1u) members.push_back(std::to_string(q + 1));
    bool unbounded = !std::isfinite(st.rho);
    text << "  statement " << k + 1 << "      rho " << (unbounded ? std::string("unbounded") : num(st.rho));
    if (!unbounded) text << " with statements {" << join(members, ", ") << "} fused";
    text << ", " << num(st.Q) << " of Q\n";
    j["statements"].push_back({{"rho", unbounded ? json("unbounded") : json(st.rho)},
                               {"fused_with", members},
                               {"Q", st.Q}});
  }
  if (b.subgraphs_unbounded > 0)
    text << "  note             " << b.subgraphs_unbounded << " of " << b.subgraphs
         << " connected statement sets have unbounded intensity in the model (an index no input depends on, or "
            "accesses it cannot align); the bound counts nothing for their statements\n";
  out["program"] = j;
}

int bound(const std::string& text_arg, const std::string& file, const std::vector<std::string>& size_specs,
          const std::string& mem, std::int64_t procs, bool as_json) {
  pebble::program p = load_program(text_arg, file, "bound");
  // a word is one element; in bytes, a double's 8
  const std::int64_t S = parse_memory_words("--mem", mem, sizeof(double));
  if (procs < 1) throw input_error("-p/--procs: the number of processors must be at least 1; got " + std::to_string(procs));
  pebble::size_binding sizes = bind_program_sizes(p, size_specs);

  // Arrays some statement writes are not graph inputs of the others (Lemma 4.6).
  std::vector<pebble::short_name> written;
  for (const auto& st : p) written.push_back(st.output.array);

  json out = {{"sizes", json::object()}, {"S", S}, {"p", procs}, {"statements", json::array()}};
  for (const auto& [name, value] : sizes) out["sizes"][name.str()] = value;
  std::int64_t total_points = 0;
  std::ostringstream text;
  text << "program: " << p.size() << (p.size() == 1 ? " statement" : " statements") << ", sizes "
       << sizes_text(sizes) << "; S = " << num(S) << " words, p = " << procs << "\n";

  for (std::size_t k = 0; k < p.size(); ++k) {
    const pebble::statement& st = p[k];
    std::vector<pebble::short_name> elsewhere;
    for (std::size_t q = 0; q < p.size(); ++q)
      if (q != k) elsewhere.push_back(p[q].output.array);
    json j = {{"text", p.source(k)}};
    text << "\nstatement " << k + 1 << ": " << p.source(k) << "\n";
    auto no_bound = [&](const std::string& why) {
      j["bound"] = nullptr;
      j["why_no_bound"] = why;
      text << "  no bound         " << why << "\n";
      out["statements"].push_back(j);
    };
    std::int64_t points = pebble::domain_size(st.domain, sizes);
    total_points = pebble::checked_add(total_points, points);
    j["domain_size"] = points;
    text << "  |D|              " << points << "\n";
    auto cls = pebble::classify(st);
    if (!cls.projectable) {
      const auto& a = pebble::access_at(st, cls.overlap_accesses[0]);
      const auto& b = pebble::access_at(st, cls.overlap_accesses[1]);
      std::string why = "not SOAP: two accesses of " + cls.overlap_array.str() +
                        " may touch one element without a constant offset";
      if (pebble::swapped_indices(a, b, st.domain.depth()))
        why += " (symmetric reads of the written array, as in Cholesky, are not modelled; Cholesky: pebble::cholesky_io_bound)";
      no_bound(why);
      continue;
    }
    pebble::access_model m = pebble::build_access_model(st, elsewhere);
    // one point of the statement needs its inputs and its output in fast memory at once
    std::array<double, pebble::max_indices> ones{}, e{};
    for (std::size_t t = 0; t < m.depth; ++t) ones[t] = 1;
    double one_point = pebble::dominator_size(m, std::span<const double>(ones.data(), m.depth),
                                              std::span<double>(e.data(), m.depth)) + 1;
    if (S < one_point)
      throw input_error("--S: " + num(S) + " words cannot hold one iteration of statement " + std::to_string(k + 1) +
                      " (its inputs and output need " + num(one_point) + " words)");
    pebble::statement_io_bound b;
    try {
      b = pebble::io_bound(m, points, {.p = procs, .S = S});
    } catch (const pebble::error& err) {
      no_bound(err.what());
      continue;
    }
    const auto& x = b.intensity;
    if (!x.bounded) {
      no_bound(st.domain.depth() == 0 ? "a single point (no loops): no bound beyond loading its own inputs"
               : p.size() > 1 ? "on its own the intensity is unbounded: an index appears in no input access of "
                                "this statement (see the program bound below)"
                              : "the intensity is unbounded: an index appears in no input access, so only "
                                "compulsory I/O can be claimed");
      continue;
    }
    std::string lead = pebble::leading_bound_formula(st, x), lead_p = pebble::leading_bound_formula(st, x, true);
    j["rho"] = x.rho;
    j["X0"] = std::isfinite(x.X0) ? json(x.X0) : json("infinity");
    if (std::isfinite(x.X0) && !x.limited_by_out_degree_one) {
      json tile = json::object();
      for (std::size_t t = 0; t < st.domain.depth(); ++t) tile[st.domain.indices[t].str()] = x.at_X0.tile[t];
      j["tile"] = tile;
    }
    j["Q"] = b.Q;
    j["Q_per_processor"] = b.Q_per_processor;
    j["out_degree_one_inputs"] = x.out_degree_one_inputs;
    j["limited_by_lemma_4_6"] = x.limited_by_out_degree_one;
    if (!lead.empty()) {
      j["leading_order"] = lead;
      j["leading_order_per_processor"] = lead_p;
    }
    if (x.leading.exists) {
      j["rho_leading"] = {{"coefficient", x.leading.rho_coefficient}, {"exponent_of_S", (x.leading.alpha - 1).to_string()}};
    }
    text << "  intensity rho    " << num(x.rho) << " vertices per I/O";
    bool finite_X0 = std::isfinite(x.X0);
    if (x.limited_by_out_degree_one)
      text << " (Lemma 4.6: " << x.out_degree_one_inputs << " out-degree-one input" << (x.out_degree_one_inputs > 1 ? "s" : "") << ")";
    else if (finite_X0)
      text << ", X0 = " << num(x.X0 / S) << "*S";
    else
      text << ", the limit of ever larger tiles (X0 -> infinity)";
    text << "\n";
    if (!x.limited_by_out_degree_one && finite_X0) text << "  optimal tile     " << tile_text(st, x.at_X0) << "\n";
    text << "  Q sequential     " << num(b.Q) << "\n";
    text << "  Q per processor  " << num(b.Q_per_processor) << "\n";
    if (!lead.empty()) text << "  leading order    " << lead << "   per processor " << lead_p << "\n";
    if (auto shape = pebble::recognize_mmm(st)) mmm_report(st, *shape, sizes, S, procs, j, text);
    out["statements"].push_back(j);
  }
  if (total_points == 0) throw input_error("the program is empty at these sizes (|D| = 0 for every statement)");
  if (p.size() > 1) program_report(p, sizes, S, procs, out, text);
  if (as_json)
    std::cout << out.dump(2) << "\n";
  else
    std::cout << text.str();
  return 0;
}

}  // namespace

int run_bound(const bound_options& o) {
  return exit_code_reporting_errors([&] { return bound(o.text, o.file, o.sizes, o.mem, o.procs, o.json); });
}

}  // namespace pebble_tool
