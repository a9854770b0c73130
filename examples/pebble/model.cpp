// `pebble model` (see model.hpp).
#include "model.hpp"
#include "options.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <pebble/model.hpp>

#include "errors.hpp"
#include "program_input.hpp"

namespace pebble_tool {
namespace {

using json = nlohmann::ordered_json;

struct statement_report {
  std::string source, canonical, domain, closed_form;
  std::vector<std::string> conditions, reads;
  std::string output, op;
  bool has_size = false, closed_form_holds = false;
  std::int64_t size = 0;
  pebble::soap_classification cls;
  std::string soap_form;
  std::vector<std::string> projections;  // as text
  std::vector<std::vector<std::string>> projection_indices;
};

struct model_report {
  std::string uses;  // the size names the program uses
  bool have_sizes = false;
  pebble::size_binding sizes;
  std::vector<statement_report> statements;
  std::int64_t total = 0;  // Σ |D| when sizes are given
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
    for (const auto& c : pebble::closed_form_conditions(s.domain))
      r.closed_form_holds = r.closed_form_holds && c.evaluate(v) >= 0;
  }
  r.cls = pebble::classify(s);
  for (const auto& pr : r.cls.projections) {
    std::vector<std::string> idx;
    for (auto t : pr.indices) idx.push_back(s.domain.indices[t].str());
    std::string text = std::string(to_string(pr.kind)) + " on " + pr.array.str();
    if (pr.kind == pebble::projection_kind::disjoint_access_splitting)
      text += " (into " + std::to_string(pr.parts) + " arrays)";
    else if (!idx.empty()) text += " (" + join(idx, ", ") + ")";
    r.projections.push_back(text);
    r.projection_indices.push_back(idx);
  }
  if (r.cls.projectable && !r.cls.soap) r.soap_form = to_string(pebble::soap_projection(s));
  return r;
}

std::string class_line(const statement_report& r, const pebble::statement& s) {
  std::string out;
  if (r.cls.soap) out = "SOAP";
  else if (r.cls.projectable) out = "SOAP after projection: " + join(r.projections, "; ");
  else {
    auto names = s.domain.names();
    auto at = [&](std::size_t q) { return to_string(pebble::access_at(s, q), names); };
    out = r.cls.collapsed_versions
              ? "not SOAP: " + at(r.cls.overlap_accesses[1]) + " reads one version of an element " +
                    at(r.cls.overlap_accesses[0]) +
                    " writes across the version loops (written in another iteration of an enclosing loop)"
              : "not SOAP: " + at(r.cls.overlap_accesses[0]) + " and " + at(r.cls.overlap_accesses[1]) +
                    " may touch one element of " + r.cls.overlap_array.str() + " without a constant offset";
  }
  out += r.cls.daap ? "; DAAP" : "; not DAAP";
  return out;
}

model_report compute(const pebble::program& p, const std::vector<std::string>& size_specs) {
  model_report r;
  r.uses = size_names(p);
  r.have_sizes = !size_specs.empty();
  if (r.have_sizes) r.sizes = bind_program_sizes(p, size_specs);
  for (std::size_t k = 0; k < p.size(); ++k) {
    r.statements.push_back(analyse(p, k, r.have_sizes ? &r.sizes : nullptr));
    if (r.have_sizes) r.total = pebble::checked_add(r.total, r.statements.back().size);
  }
  return r;
}

json to_json(const pebble::program& p, const model_report& m) {
  json out;
  json jsizes = json::object();
  for (const auto& [name, value] : m.sizes) jsizes[name.str()] = value;
  out["sizes"] = jsizes;
  out["statements"] = json::array();
  for (std::size_t k = 0; k < p.size(); ++k) {
    const auto& r = m.statements[k];
    const auto& s = p[k];
    json loops = json::array();
    for (std::size_t t = 0; t < s.domain.depth(); ++t)
      loops.push_back({{"index", s.domain.indices[t].str()},
                       {"lower", to_string(s.domain.bounds[t].lower, s.domain.names())},
                       {"upper", to_string(s.domain.bounds[t].upper, s.domain.names())}});
    json projections = json::array();
    for (std::size_t q = 0; q < r.cls.projections.size(); ++q) {
      const auto& pr = r.cls.projections[q];
      json j = {{"kind", std::string(to_string(pr.kind))}, {"array", pr.array.str()}};
      if (pr.kind == pebble::projection_kind::disjoint_access_splitting) j["parts"] = pr.parts;
      else j["indices"] = r.projection_indices[q];
      projections.push_back(j);
    }
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
    j["projections"] = projections;
    if (!r.soap_form.empty()) j["soap_form"] = r.soap_form;
    if (!r.cls.projectable) j["classification"] = class_line(r, s);
    out["statements"].push_back(j);
  }
  if (m.have_sizes) out["total_domain_size"] = m.total;
  return out;
}

void print_text(const pebble::program& p, const model_report& m, std::ostream& out) {
  out << "program: " << p.size() << (p.size() == 1 ? " statement" : " statements") << ", sizes " << m.uses;
  if (m.have_sizes) out << " (" << sizes_text(m.sizes) << ")";
  out << "\n";
  for (std::size_t k = 0; k < p.size(); ++k) {
    const auto& r = m.statements[k];
    out << "\nstatement " << k + 1 << ": " << r.source << "\n";
    out << "  domain       " << r.domain << "\n";
    out << "  accesses     " << r.output << " " << r.op << " f(" << join(r.reads, ", ") << ")\n";
    if (r.has_size) out << "  |D|          " << r.size << "\n";
    out << "  closed form  " << r.closed_form;
    if (!r.conditions.empty()) out << "   when " << join(r.conditions, " and ");
    if (r.has_size && !r.closed_form_holds) out << "   (not at these sizes: |D| counted exactly)";
    out << "\n";
    out << "  class        " << class_line(r, p[k]) << "\n";
    if (!r.soap_form.empty()) out << "  SOAP form    " << r.soap_form << "\n";
  }
  if (m.have_sizes && p.size() > 1) out << "\ntotal |D|      " << m.total << "\n";
}

int model(const model_options& o) {
  const pebble::program p = load_program(o.text, o.file, "model");
  const model_report report = compute(p, o.sizes);
  if (o.json) std::cout << to_json(p, report).dump(2) << "\n";
  else print_text(p, report, std::cout);
  return 0;
}

}  // namespace

int run_model(const model_options& o) {
  return exit_code_reporting_errors([&] { return model(o); });
}

void add_model(CLI::App& app, commands& registry) {
  const auto o = std::make_shared<model_options>();
  CLI::App* sub = app.add_subcommand(
      "model", "Parse a program and print its statements, iteration domains, exact |D| and SOAP class");
  sub->add_option("program", o->text,
                  "program text, e.g. 'for i in 0..M, j in 0..N, k in 0..K: C[i,j] += A[i,k] * B[k,j]'; "
                  "statements separated by ';' or new lines");
  sub->add_option("--file", o->file, "read the program text from FILE");
  sub->add_option("--size", o->sizes, "values of the sizes (whole numbers >= 1), e.g. N=1000,T=50")->delimiter('\0');
  add_json_flag(sub, o->json);
  sub->footer(
      "Loops are half-open (i in a..b means a <= i < b) and bounds may use enclosing indices:\n"
      "  pebble model 'for t in 1..T, i in t..N-t: A[i,t+1] = f(A[i-1,t], A[i,t], A[i+1,t], B[i])' --size N=1000,T=50");
  registry.add(sub, [o](int&, char**&) { return run_model(*o); });
}

}  // namespace pebble_tool
