// The `pebble` command-line tool. `pebble model '<program text>' --size N=…,T=… [--json]` prints
// a program's statements, iteration domains, exact |𝒟| with its closed form, and the SOAP/DAAP
// classification (thesis §5.3, §5.5). Later subcommands (bound, run, placement, strategy, sp)
// extend it. Bad input: one line on stderr, exit code 2.
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <pebble/model.hpp>

namespace {

using json = nlohmann::ordered_json;

/// A usage problem the tool reports in one line (exit code 2).
struct usage_error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// "N=1000,T=50" (also accepts several --size options).
pebble::size_binding parse_sizes(const std::vector<std::string>& specs) {
  pebble::size_binding b;
  for (const auto& spec : specs) {
    std::stringstream items(spec);
    std::string item;
    while (std::getline(items, item, ',')) {
      auto eq = item.find('=');
      if (eq == std::string::npos || eq == 0 || eq + 1 == item.size())
        throw usage_error("--size: expected NAME=VALUE, got '" + item + "'");
      std::string name = item.substr(0, eq), value = item.substr(eq + 1);
      std::size_t used = 0;
      long long v = 0;
      try {
        v = std::stoll(value, &used);
      } catch (const std::exception&) {
        used = 0;
      }
      if (used != value.size()) throw usage_error("--size: the value of " + name + " is not an integer: '" + value + "'");
      if (v < 0) throw usage_error("--size: " + name + " is negative (" + value + "); sizes must be >= 0");
      if (name.size() > pebble::short_name::max_length) throw usage_error("--size: the name '" + name + "' is too long");
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
    auto at = [&](std::size_t q) { return to_string(q == 0 ? s.output : s.inputs[q - 1], names); };
    out = "not SOAP: " + at(r.cls.overlap_accesses[0]) + " and " + at(r.cls.overlap_accesses[1]) +
          " may touch one element of " + r.cls.overlap_array.str() + " without a constant offset";
  }
  out += r.cls.daap ? "; DAAP" : "; not DAAP";
  return out;
}

int run_model(const std::string& text_arg, const std::string& file, const std::vector<std::string>& size_specs,
              bool as_json) {
  std::string text = text_arg;
  if (!file.empty()) {
    if (!text.empty()) throw usage_error("give the program either as an argument or with --file, not both");
    std::ifstream in(file);
    if (!in) throw usage_error("cannot read the program file '" + file + "'");
    std::stringstream ss;
    ss << in.rdbuf();
    text = ss.str();
  }
  if (text.empty()) throw usage_error("no program given: pebble model '<program text>' (or --file FILE)");

  pebble::program p = pebble::parse_program(text);
  std::vector<pebble::short_name> used = p.sizes();
  std::vector<std::string> used_names;
  for (const auto& n : used) used_names.push_back(n.str());
  std::string uses = used_names.empty() ? "no sizes" : join(used_names, ", ");

  pebble::size_binding sizes;
  bool have_sizes = !size_specs.empty();
  if (have_sizes) {
    sizes = parse_sizes(size_specs);
    for (const auto& [name, value] : sizes)
      if (std::find(used.begin(), used.end(), name) == used.end())
        throw usage_error("--size: unknown size name '" + name.str() + "'; the program uses " + uses);
    for (const auto& n : used)
      if (!sizes.contains(n)) throw usage_error("--size: no value for " + n.str() + "; the program uses " + uses);
  }

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
  if (have_sizes) {
    std::vector<std::string> b;
    for (const auto& [name, value] : sizes) b.push_back(name.str() + "=" + std::to_string(value));
    std::cout << " (" << join(b, ", ") << ")";
  }
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

  const std::vector<std::string> subcommands = {"model"};
  if (argc > 1 && argv[1][0] != '-' && std::find(subcommands.begin(), subcommands.end(), argv[1]) == subcommands.end()) {
    std::cerr << "pebble: error: unknown subcommand '" << argv[1] << "' (available: model; run 'pebble --help')\n";
    return 2;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "pebble: error: " << e.what() << " (run 'pebble --help')\n";
    return 2;
  }

  try {
    if (model->parsed()) return run_model(text, file, size_specs, as_json);
  } catch (const pebble::parse_error& e) {
    std::cerr << "pebble: error in the program text: " << e.what() << "\n";
    return 2;
  } catch (const usage_error& e) {
    std::cerr << "pebble: error: " << e.what() << "\n";
    return 2;
  } catch (const pebble::error& e) {
    std::cerr << "pebble: error: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "pebble: internal error: " << e.what() << "\n";
    return 3;
  }
  return 0;
}
