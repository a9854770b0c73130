// The `pebble` command-line tool. `pebble model '<program text>' --size N=…,T=… [--json]` prints
// a program's statements, iteration domains, exact |𝒟| with its closed form, and the SOAP/DAAP
// classification (thesis §5.3, §5.5); `bound` the I/O lower bounds, `run mmm` the distributed
// matrix multiplication, `placement` parallelism placements and reduction programs (P²). Later
// subcommands (strategy, sp) extend it. Bad input: one line on stderr, exit code 2.
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <pebble/bounds/mmm.hpp>
#include <pebble/bounds/program_bound.hpp>
#include <pebble/bounds/recognize.hpp>
#include <pebble/bounds/statement_bound.hpp>
#include <pebble/tiling/cosma.hpp>
#include <pebble/model.hpp>

#include "errors.hpp"
#include "placement.hpp"
#include "run_mmm.hpp"
#include "sp.hpp"
#include "strategy.hpp"
#include "text.hpp"

namespace {

using json = nlohmann::ordered_json;
using pebble_tool::input_error;

// "N=1000,T=50" (also accepts several --size options).
pebble::size_binding parse_sizes(const std::vector<std::string>& specs) {
  pebble::size_binding b;
  for (const auto& spec : specs) {
    std::stringstream items(spec);
    std::string item;
    while (std::getline(items, item, ',')) {
      auto eq = item.find('=');
      if (eq == std::string::npos || eq == 0 || eq + 1 == item.size())
        throw input_error("--size: expected NAME=VALUE, got '" + item + "'");
      std::string name = item.substr(0, eq), value = item.substr(eq + 1);
      std::size_t used = 0;
      long long v = 0;
      try {
        v = std::stoll(value, &used);
      } catch (const std::exception&) {
        used = 0;
      }
      if (used != value.size()) throw input_error("--size: the value of " + name + " is not an integer: '" + value + "'");
      if (v < 0) throw input_error("--size: " + name + " is negative (" + value + "); sizes must be >= 0");
      if (name.size() > pebble::short_name::max_length) throw input_error("--size: the name '" + name + "' is too long");
      b.set(pebble::short_name(name), v);
    }
  }
  return b;
}

std::string join(const std::vector<std::string>& v, const std::string& sep) {
  std::string out;
  for (std::size_t k = 0; k < v.size(); ++k) out += (k ? sep : "") + v[k];
  return out;
}

struct statement_report {
  std::string source, canonical, domain, closed_form;
  std::vector<std::string> conditions, reads;
  std::string output, op;
  bool has_size = false, closed_form_holds = false;
  std::int64_t size = 0;
  pebble::soap_classification cls;
  std::string soap_form;
  std::vector<std::string> projections;
  json projections_json = json::array();
};

statement_report analyse(const pebble::program& p, std::size_t k, const pebble::size_binding* sizes) {
  const pebble::statement& s = p[k];
  auto names = s.domain.names();
  statement_report r;
  r.source = p.source(k);
  r.canonical = to_string(s);
  r.domain = s.domain.depth() ? to_string(s.domain).substr(4) : "(no loops: one point)";
  r.closed_form = to_string(pebble::count_polynomial(s.domain), names);
  for (const auto& c : pebble::closed_form_conditions(s.domain)) r.conditions.push_back(to_string(c, names) + " >= 0");
  r.output = to_string(s.output, names);
  r.op = std::string(to_string(s.op));
  for (std::size_t i = s.compound() ? 1 : 0; i < s.inputs.size(); ++i) r.reads.push_back(to_string(s.inputs[i], names));
  if (sizes) {
    r.has_size = true;
    r.size = pebble::domain_size(s.domain, *sizes);
    pebble::slot_values v = pebble::bind_sizes(s.domain, *sizes);
    r.closed_form_holds = true;
    for (const auto& c : pebble::closed_form_conditions(s.domain)) r.closed_form_holds = r.closed_form_holds && c.evaluate(v) >= 0;
  }
  r.cls = pebble::classify(s);
  for (const auto& pr : r.cls.projections) {
    std::vector<std::string> idx;
    for (auto t : pr.indices) idx.push_back(s.domain.indices[t].str());
    std::string text = std::string(to_string(pr.kind)) + " on " + pr.array.str();
    if (pr.kind == pebble::projection_kind::disjoint_access_splitting)
      text += " (into " + std::to_string(pr.parts) + " arrays)";
    else if (!idx.empty())
      text += " (" + join(idx, ", ") + ")";
    r.projections.push_back(text);
    json j = {{"kind", std::string(to_string(pr.kind))}, {"array", pr.array.str()}};
    if (pr.kind == pebble::projection_kind::disjoint_access_splitting)
      j["parts"] = pr.parts;
    else
      j["indices"] = idx;
    r.projections_json.push_back(j);
  }
  if (r.cls.projectable && !r.cls.soap) r.soap_form = to_string(pebble::soap_projection(s));
  return r;
}

std::string class_line(const statement_report& r, const pebble::statement& s) {
  std::string out;
  if (r.cls.soap)
    out = "SOAP";
  else if (r.cls.projectable)
    out = "SOAP after projection: " + join(r.projections, "; ");
  else {
    auto names = s.domain.names();
    auto at = [&](std::size_t q) { return to_string(pebble::access_at(s, q), names); };
    out = "not SOAP: " + at(r.cls.overlap_accesses[0]) + " and " + at(r.cls.overlap_accesses[1]) +
          " may touch one element of " + r.cls.overlap_array.str() + " without a constant offset";
  }
  out += r.cls.daap ? "; DAAP" : "; not DAAP";
  return out;
}

// The program from the argument or --file.
pebble::program load_program(const std::string& text_arg, const std::string& file, const char* command) {
  std::string text = text_arg;
  if (!file.empty()) {
    if (!text.empty()) throw input_error("give the program either as an argument or with --file, not both");
    const std::optional<std::string> read = pebble_tool::read_text_file(file);
    if (!read) throw input_error("cannot read the program file '" + file + "'");
    text = *read;
  }
  if (text.empty())
    throw input_error(std::string("no program given: pebble ") + command + " '<program text>' (or --file FILE)");
  return pebble::parse_program(text);
}

// "T, N": the sizes the program uses.
std::string size_names(const pebble::program& p) {
  std::vector<std::string> names;
  for (const auto& n : p.sizes()) names.push_back(n.str());
  return names.empty() ? "no sizes" : join(names, ", ");
}

// Parses --size and checks it names exactly the sizes the program uses.
pebble::size_binding bind_program_sizes(const pebble::program& p, const std::vector<std::string>& specs) {
  pebble::size_binding sizes = parse_sizes(specs);
  std::vector<pebble::short_name> used = p.sizes();
  for (const auto& [name, value] : sizes)
    if (std::find(used.begin(), used.end(), name) == used.end())
      throw input_error("--size: unknown size name '" + name.str() + "'; the program uses " + size_names(p));
  for (const auto& n : used)
    if (!sizes.contains(n)) throw input_error("--size: no value for " + n.str() + "; the program uses " + size_names(p));
  return sizes;
}

std::string sizes_text(const pebble::size_binding& sizes) {
  std::vector<std::string> b;
  for (const auto& [name, value] : sizes) b.push_back(name.str() + "=" + std::to_string(value));
  return join(b, ", ");
}

int run_model(const std::string& text_arg, const std::string& file, const std::vector<std::string>& size_specs,
              bool as_json) {
  pebble::program p = load_program(text_arg, file, "model");
  std::string uses = size_names(p);
  bool have_sizes = !size_specs.empty();
  pebble::size_binding sizes;
  if (have_sizes) sizes = bind_program_sizes(p, size_specs);

  std::vector<statement_report> reports;
  std::int64_t total = 0;
  for (std::size_t k = 0; k < p.size(); ++k) {
    reports.push_back(analyse(p, k, have_sizes ? &sizes : nullptr));
    if (have_sizes) total = pebble::checked_add(total, reports.back().size);
  }

  if (as_json) {
    json out;
    json jsizes = json::object();
    for (const auto& [name, value] : sizes) jsizes[name.str()] = value;
    out["sizes"] = jsizes;
    out["statements"] = json::array();
    for (std::size_t k = 0; k < p.size(); ++k) {
      const auto& r = reports[k];
      const auto& s = p[k];
      json loops = json::array();
      for (std::size_t t = 0; t < s.domain.depth(); ++t)
        loops.push_back({{"index", s.domain.indices[t].str()},
                         {"lower", to_string(s.domain.bounds[t].lower, s.domain.names())},
                         {"upper", to_string(s.domain.bounds[t].upper, s.domain.names())}});
      json j = {{"text", r.source}, {"canonical", r.canonical}, {"domain", loops}, {"depth", s.domain.depth()}};
      if (r.has_size) j["domain_size"] = r.size;
      j["closed_form"] = r.closed_form;
      j["closed_form_valid_when"] = r.conditions;
      if (r.has_size) j["closed_form_holds"] = r.closed_form_holds;
      j["output"] = r.output;
      j["op"] = r.op;
      j["reads"] = r.reads;
      j["soap"] = r.cls.soap;
      j["daap"] = r.cls.daap;
      j["soap_after_projection"] = r.cls.projectable;
      j["projections"] = r.projections_json;
      if (!r.soap_form.empty()) j["soap_form"] = r.soap_form;
      if (!r.cls.projectable) j["classification"] = class_line(r, s);
      out["statements"].push_back(j);
    }
    if (have_sizes) out["total_domain_size"] = total;
    std::cout << out.dump(2) << "\n";
    return 0;
  }

  std::cout << "program: " << p.size() << (p.size() == 1 ? " statement" : " statements") << ", sizes " << uses;
  if (have_sizes) std::cout << " (" << sizes_text(sizes) << ")";
  std::cout << "\n";
  for (std::size_t k = 0; k < p.size(); ++k) {
    const auto& r = reports[k];
    std::cout << "\nstatement " << k + 1 << ": " << r.source << "\n";
    std::cout << "  domain       " << r.domain << "\n";
    std::cout << "  accesses     " << r.output << " " << r.op << " f(" << join(r.reads, ", ") << ")\n";
    if (r.has_size) std::cout << "  |D|          " << r.size << "\n";
    std::cout << "  closed form  " << r.closed_form;
    if (!r.conditions.empty()) std::cout << "   when " << join(r.conditions, " and ");
    if (r.has_size && !r.closed_form_holds) std::cout << "   (not at these sizes: |D| counted exactly)";
    std::cout << "\n";
    std::cout << "  class        " << class_line(r, p[k]) << "\n";
    if (!r.soap_form.empty()) std::cout << "  SOAP form    " << r.soap_form << "\n";
  }
  if (have_sizes && p.size() > 1) std::cout << "\ntotal |D|      " << total << "\n";
  return 0;
}

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
                double S, std::int64_t procs, json& j, std::ostringstream& text) {
  auto e = pebble::mmm_extents_of(st, shape, sizes);
  if (e.M < 1 || e.N < 1 || e.K < 1) return;
  const auto words = static_cast<std::int64_t>(S);
  const auto& names = st.domain.indices;
  text << "  multiplication   C over (" << names[shape.m].str() << ", " << names[shape.n].str() << "), sum over "
       << names[shape.k].str() << ": M=" << e.M << ", N=" << e.N << ", K=" << e.K << "\n";
  json m = {{"M", e.M}, {"N", e.N}, {"K", e.K}};
  auto seq = pebble::mmm_sequential_bound(e.M, e.N, e.K, words);
  text << "  Theorem 3.1      Q >= " << num(seq.value) << " (" << seq.formula << ")\n";
  m["theorem_3_1"] = {{"Q", seq.value}, {"formula", seq.formula}};
  auto par = pebble::mmm_parallel_bound(e.M, e.N, e.K, procs, words);
  const char* regime = par.regime == pebble::mmm_regime::limited_memory ? "memory-limited" : "extra memory";
  text << "  Theorem 3.2      Q per processor >= " << num(par.value) << " (" << regime << ": " << par.formula << ")\n";
  m["theorem_3_2"] = {{"Q_per_processor", par.value}, {"regime", regime}, {"formula", par.formula}};
  try {
    auto plan = pebble::plan_mmm(e.M, e.N, e.K, procs, words);
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
void program_report(const pebble::program& p, const pebble::size_binding& sizes, double S, std::int64_t procs,
                    json& out, std::ostringstream& text) {
  text << "\nprogram bound (SDG, Theorem 5.1)\n";
  if (p.size() > pebble::detail::max_program_statements) {
    std::string why = "not derived: the program has " + std::to_string(p.size()) +
                      " statements; the SDG bound enumerates statement sets of programs of at most 12";
    text << "  " << why << "\n";
    out["program"] = {{"bound", nullptr}, {"why_no_bound", why}};
    return;
  }
  pebble::program_io_bound b = pebble::program_bound(p, sizes, S, procs);
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

int run_bound(const std::string& text_arg, const std::string& file, const std::vector<std::string>& size_specs,
              double S, std::int64_t procs, bool as_json) {
  pebble::program p = load_program(text_arg, file, "bound");
  if (!(S >= 1)) throw input_error("--S: the fast memory must hold at least one word");
  if (procs < 1) throw input_error("--p: the number of processors must be at least 1");
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
      b = pebble::io_bound(m, points, S, procs);
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

int main(int argc, char** argv) {
  CLI::App app{"pebble: communication-optimal parallel schedules from loop nests, machines and operator graphs"};
  app.set_version_flag("--version", "pebble 0.1.0");
  app.require_subcommand(1);

  std::string text, file;
  std::vector<std::string> size_specs;
  bool as_json = false;
  auto* model = app.add_subcommand(
      "model", "Parse a program and print its statements, iteration domains, exact |D| and SOAP class");
  model->add_option("program", text,
                    "program text, e.g. 'for i in 0..M, j in 0..N, k in 0..K: C[i,j] += A[i,k] * B[k,j]'; "
                    "statements separated by ';' or new lines");
  model->add_option("--file", file, "read the program text from FILE");
  model->add_option("--size", size_specs, "values of the sizes, e.g. N=1000,T=50")->delimiter('\0');
  model->add_flag("--json", as_json, "print JSON instead of text");
  model->footer(
      "Loops are half-open (i in a..b means a <= i < b) and bounds may use enclosing indices:\n"
      "  pebble model 'for t in 1..T, i in t..N-t: A[i,t+1] = f(A[i-1,t], A[i,t], A[i+1,t], B[i])' --size N=1000,T=50");

  // Under mpiexec every rank parses the same arguments: only the first rank reports their errors.
  const bool reports = pebble_tool::launcher_rank() == 0;
  const std::vector<std::string> subcommands = {"model", "bound", "run", "placement", "strategy", "sp"};
  if (argc > 1 && argv[1][0] != '-' && std::find(subcommands.begin(), subcommands.end(), argv[1]) == subcommands.end()) {
    if (reports)
      std::cerr << "pebble: error: unknown subcommand '" << argv[1]
                << "' (available: model, bound, run, placement, strategy, sp; run 'pebble --help')\n";
    return 2;
  }
  double S = 0;
  std::int64_t procs = 1;
  std::string btext, bfile;
  std::vector<std::string> bsizes;
  bool bjson = false;
  auto* bound = app.add_subcommand(
      "bound", "I/O lower bound of each statement: intensity, X0, optimal tile, Q sequential and per processor");
  bound->add_option("program", btext, "program text (as for 'pebble model')");
  bound->add_option("--file", bfile, "read the program text from FILE");
  bound->add_option("--size", bsizes, "values of the sizes, e.g. N=1000,T=50")->delimiter('\0')->required();
  bound->add_option("--S", S, "fast memory per processor, in words")->required();
  bound->add_option("--p", procs, "number of processors (default 1)");
  bound->add_flag("--json", bjson, "print JSON instead of text");
  bound->footer(
      "Example: pebble bound 'for i in 0..N, j in 0..N, k in 0..N: C[i,j] += A[i,k] * B[k,j]' --size N=4096 --S 1e6 --p 64");

  pebble_tool::run_mmm_options mmm;
  auto* run = app.add_subcommand("run", "Run a communication-optimal schedule on MPI ranks (under mpiexec)");
  run->require_subcommand(1);
  auto* run_mmm = run->add_subcommand(
      "mmm", "C = alpha A B + beta C with the COSMA plan: prints the plan, runs it, verifies C, and reports time, "
             "GFLOP/s and words per rank beside the plan's prediction and Theorem 3.2's lower bound");
  run_mmm->add_option("--m", mmm.M, "rows of A and C")->required();
  run_mmm->add_option("--n", mmm.N, "columns of B and C")->required();
  run_mmm->add_option("--k", mmm.K, "columns of A, rows of B")->required();
  run_mmm->add_option("--mem", mmm.memory,
                      "words per rank the schedule may use (C block and round buffers); default: half the free "
                      "memory of the device that holds the pieces, shared by the ranks using it");
  run_mmm->add_option("--delta", mmm.delta, "largest fraction of ranks the grid may leave idle (default 0.03)");
  run_mmm->add_option("--type", mmm.type, "double (default) or float");
  run_mmm->add_option("--alpha", mmm.alpha, "alpha (default 1)");
  run_mmm->add_option("--beta", mmm.beta, "beta (default 0)");
  run_mmm->add_option("--repeat", mmm.repeat, "timed runs; the fastest is reported (default 3)");
  run_mmm->add_option("--verify", mmm.verify,
                      "all, sample (64 entries per rank), none, or auto (all when cheap, default)");
  run_mmm->add_flag("--host", mmm.host,
                    "keep the pieces in host memory (default: the build's default memory space, the GPU's on a "
                    "CUDA build)");
  run_mmm->add_flag("--json", mmm.json, "print JSON instead of text");
  run_mmm->footer(
      "Example (4 local ranks; MPICH's launcher):\n"
      "  mpiexec.mpich -n 4 pebble run mmm --m 2048 --n 2048 --k 2048\n"
      "Exit code: 0 when C verifies and the measured words equal the plan's prediction, 1 otherwise, "
      "2 for bad input.");

  pebble_tool::placement_options place;
  auto* placement = app.add_subcommand(
      "placement", "Parallelism matrices of a system and parallelism axes, the reduction programs of each (P2), their "
                   "predicted times, and with --run the best one on MPI ranks");
  placement->add_option("--system", place.system, "levels of the machine, outermost first, e.g. rack=1,server=2,cpu=2,gpu=4")
      ->required();
  placement->add_option("--axes", place.axes, "sizes of the parallelism axes, e.g. 4,4 (their product is the device count)")
      ->required();
  placement->add_option("--reduce", place.reduce, "the axes to reduce over, e.g. 1 or 0,2")->required();
  placement->add_option("--max-size", place.max_size, "longest program, in collective steps (default 5)");
  placement->add_option("--topology", place.topology,
                        "a100, v100 (the paper's machines: two levels, nodes and GPUs), generic (default: each level "
                        "out 4x slower), or a JSON topology file");
  placement->add_option("--algorithm", place.algorithm, "ring (default) or tree: how the collectives run (NCCL_ALGO)");
  placement->add_option("--bytes", place.bytes, "data per device to reduce: 268435456, 1.5e9, 256M, 1G (default 64M)");
  placement->add_option("--top", place.top, "programs listed per matrix (default 3)");
  placement->add_option("--matrix", place.matrix, "list (and with --run, run) only matrix K, as numbered in the listing");
  placement->add_option("--program", place.program, "with --run: the program's rank in its matrix (default 1, the best)");
  placement->add_flag("--master-any", place.master_any,
                      "let Master(e) forms carry every collective (default: AllReduce only, as in the paper's counts)");
  placement->add_option("--repeat", place.repeat, "with --run: timed runs, the fastest is reported (default 5)");
  placement->add_flag("--run", place.run, "run the best program of the best matrix on MPI ranks, one per device");
  placement->add_flag("--json", place.json, "print JSON instead of text");
  placement->footer(
      "Example: pebble placement --system rack=1,server=2,cpu=2,gpu=4 --axes 4,4 --reduce 1\n"
      "         mpiexec.mpich -n 4 pebble placement --system node=2,gpu=2 --axes 2,2 --reduce 0 --run\n"
      "Exit code: 0; 1 when a --run result differs from the all-reduce over the reduction groups; 2 for bad input.");

  pebble_tool::strategy_options strat;
  auto* strategy = app.add_subcommand(
      "strategy", "The optimal parallelization strategy of an operator graph: one configuration per operator, "
                  "minimizing compute, intra-operator and redistribution costs (exact vertex-elimination DP)");
  strategy->add_option("problem", strat.file, "a JSON problem file (see the README: procs, vertices, edges)");
  strategy->add_option("--network", strat.network,
                       "build the problem of a network with the statement cost model: alexnet, resnet101, inception3, "
                       "transformer, rnnlm");
  strategy->add_option("--procs", strat.procs, "with --network: processors (default 8)");
  strategy->add_option("--batch", strat.batch, "with --network: batch size (default: 128 for alexnet and resnet101, "
                                               "64 for inception3 and rnnlm, 32 for transformer)");
  strategy->add_option("--configs", strat.configs,
                       "with --network: pow2 (default: powers of two using every processor), exact (every processor), "
                       "all (prod <= procs)");
  strategy->add_option("--flops", strat.flops, "with --network: flop/s of a processor (default 1e13)");
  strategy->add_option("--bandwidth", strat.bandwidth, "with --network: bytes/s a processor receives (default 2.5e10)");
  strategy->add_option("--dump", strat.dump, "write the problem to this JSON file (the format problem files use)");
  strategy->add_option("--order", strat.order,
                       "elimination order: automatic (default: the cheaper of the two), neighbours (Alg. 7), "
                       "dependents (Alg. 6)");
  strategy->add_option("--memory", strat.memory, "bytes of tables the search may keep (default 4 GiB)");
  strategy->add_flag("--json", strat.json, "print JSON instead of text");
  strategy->footer("Examples: pebble strategy examples/strategy/chain.json\n"
                   "          pebble strategy --network resnet101 --procs 32 --batch 128 --dump resnet101.json");

  pebble_tool::sp_options spo;
  auto* sp = app.add_subcommand(
      "sp", "Is a task graph series-parallel? Convert it into one (every precedence kept, the same work, the "
            "critical path at most doubled) and verify it");
  sp->add_option("graph", spo.file, "a task graph: .stg (Standard Task Graph), .dot/.gv (Graphviz) or .json");
  sp->add_flag("--weighted", spo.weighted,
               "use the task costs: the least-loaded sync node, or a zero-work synchronization vertex when shorter");
  sp->add_option("--out", spo.out, "write the series-parallel graph: .dot, .gv or .json (with its decomposition)");
  sp->add_flag("--json", spo.json, "print JSON instead of text");
  sp->footer("Example: pebble sp examples/graphs/pipeline.dot --out sp.dot");

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    if (reports) std::cerr << "pebble: error: " << e.what() << " (run 'pebble --help')\n";
    return 2;
  }
  if (run_mmm->parsed()) return pebble_tool::run_mmm(mmm, argc, argv);
  if (placement->parsed()) return pebble_tool::run_placement(place, argc, argv);
  if (strategy->parsed()) return pebble_tool::run_strategy(strat);
  if (sp->parsed()) return pebble_tool::run_sp(spo);

  return pebble_tool::exit_code_reporting_errors([&] {
    if (model->parsed()) return run_model(text, file, size_specs, as_json);
    if (bound->parsed()) return run_bound(btext, bfile, bsizes, S, procs, bjson);
    return 0;
  });
}
