// `pebble count` (see count.hpp).
#include "count.hpp"
#include "options.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <pebble/loops/count.hpp>
#include <pebble/loops/parser.hpp>
#include <pebble/loops/work_depth.hpp>

#include "errors.hpp"
#include "program_input.hpp"
#include "text.hpp"

namespace pebble_tool {
namespace {

namespace lp = pebble::loops;
using json = nlohmann::ordered_json;

// A value at the sizes: exact where every logarithm is rational, else a double.
struct value_t {
  std::optional<pebble::rational> exact;
  double real = 0;
  std::string text() const {
    if (exact) return exact->to_string();
    std::ostringstream s;
    s.precision(6);
    s << real;
    return s.str();
  }
  json to_json() const {
    if (exact && exact->is_integer()) return exact->num();
    return exact ? exact->to_double() : real;
  }
};
value_t value_at(const lp::expr& e, const lp::bindings& b) {
  value_t v;
  try {
    v.exact = lp::evaluate(e, b);
    v.real = v.exact ? v.exact->to_double() : lp::evaluate_real(e, b);
  } catch (const pebble::error& x) {
    throw input_error(std::string("cannot evaluate ") + lp::to_string(e) + " at these sizes: " + x.what());
  }
  if (!std::isfinite(v.real)) throw input_error("a count is not finite at these sizes");
  return v;
}

struct report {
  lp::loop_program program;
  lp::count_result counts;
  std::vector<lp::loop_summary> loops;
  lp::work_depth scaling;
  bool procs_is_size = false;
  bool have_sizes = false;
  lp::bindings sizes;
  std::vector<std::pair<value_t, value_t>> values;  // per statement [lo, hi]
  std::optional<std::pair<value_t, value_t>> time, work, depth;
  std::optional<std::pair<double, double>> efficiency;
  std::optional<std::int64_t> available;
  std::string check;  // "" not run
  bool check_failed = false;
  bool bounded = false;  // unknown trip counts within --bound's bounds
};

std::string names_of(const lp::loop_program& p) {
  std::string out = p.sizes.empty() ? "no sizes" : join(p.sizes, ", ");
  if (!p.unknowns.empty()) out += "; unknowns " + join(p.unknowns, ", ");
  return out;
}

// --bound u1=0..m: each unknown trip count's bounds, affine in the sizes.
struct unknown_bound {
  std::string name;
  lp::expr lo, hi;
};
std::vector<unknown_bound> parse_bounds(const lp::loop_program& p, const std::vector<std::string>& specs) {
  std::vector<unknown_bound> out;
  for (const auto& spec : specs) {
    std::stringstream items(spec);
    std::string item;
    while (std::getline(items, item, ',')) {
      const auto eq = item.find('='), dots = item.find("..");
      if (eq == std::string::npos || dots == std::string::npos || dots < eq)
        throw input_error("--bound: expected NAME=LO..HI, got '" + pebble::printable(item) + "'");
      unknown_bound b{item.substr(0, eq), {}, {}};
      if (std::find(p.unknowns.begin(), p.unknowns.end(), b.name) == p.unknowns.end())
        throw input_error("--bound: '" + pebble::printable(b.name) + "' is not an unknown trip count of the program (" +
                          (p.unknowns.empty() ? std::string("it has none") : join(p.unknowns, ", ")) + ")");
      const auto value = [&](const std::string& text) {
        lp::loop_program e;
        try {
          e = lp::parse_loops("bound_ = " + text + ";");
        } catch (const pebble::error&) {
          throw input_error("--bound " + b.name + ": '" + pebble::printable(text) +
                            "' is not an expression of the sizes");
        }
        if (e.items.size() != 1 || e.items[0].opaque)
          throw input_error("--bound " + b.name + ": '" + pebble::printable(text) +
                            "' is not an expression of the sizes");
        for (const auto& n : e.sizes)
          if (std::find(p.sizes.begin(), p.sizes.end(), n) == p.sizes.end())
            throw input_error("--bound " + b.name + ": '" + n + "' is not a size of the program");
        return e.items[0].value;
      };
      b.lo = value(item.substr(eq + 1, dots - eq - 1));
      b.hi = value(item.substr(dots + 2));
      out.push_back(std::move(b));
    }
  }
  return out;
}

lp::bindings bind_sizes(const lp::loop_program& p, const std::vector<std::string>& specs,
                        const std::vector<unknown_bound>& bounds) {
  const pebble::size_binding given = parse_sizes(specs, 0);
  lp::bindings b;
  for (const auto& [name, value] : given) {
    const std::string n = name.str();
    const bool size = std::find(p.sizes.begin(), p.sizes.end(), n) != p.sizes.end();
    const bool unknown = std::find(p.unknowns.begin(), p.unknowns.end(), n) != p.unknowns.end();
    if (!size && !unknown) throw input_error("--size: unknown name '" + n + "'; the program uses " + names_of(p));
    if (size && value < 1) throw input_error("--size: " + n + " is " + std::to_string(value) + "; sizes must be >= 1");
    b.set(n, pebble::rational(value));
  }
  for (const auto& n : p.sizes)
    if (!b.find(n)) throw input_error("--size: no value for " + n + "; the program uses " + names_of(p));
  for (const auto& n : p.unknowns) {
    const bool bounded = std::any_of(bounds.begin(), bounds.end(), [&](const unknown_bound& u) { return u.name == n; });
    if (bounded && b.find(n)) throw input_error("--size and --bound both give " + n + "; give one");
    if (!bounded && !b.find(n))
      throw input_error("--size: no value (or --bound) for the unknown trip count " + n + "; the program uses " +
                        names_of(p));
  }
  return b;
}

std::string interval_text(const lp::interval& i) {
  return i.exact() ? lp::to_string(i.lo) : "[" + lp::to_string(i.lo) + ", " + lp::to_string(i.hi) + "]";
}
std::string pair_text(const std::pair<value_t, value_t>& v) {
  return v.first.exact && v.second.exact && *v.first.exact == *v.second.exact
             ? v.first.text()
             : "[" + v.first.text() + ", " + v.second.text() + "]";
}

report compute(const count_options& o) {
  report r;
  r.program = lp::parse_loops(load_program_text(o.text, o.file, "count"));
  if (std::find(r.program.variables.begin(), r.program.variables.end(), o.procs) != r.program.variables.end())
    throw input_error("--procs-name: " + o.procs + " is a variable of the program, not a size");
  r.counts = lp::count(r.program);
  r.loops = lp::loop_summaries(r.program);
  const std::vector<unknown_bound> bounds = parse_bounds(r.program, o.bounds);
  for (const unknown_bound& u : bounds) {  // the counts within the unknowns' bounds
    for (auto& st : r.counts.statements) st.count = lp::with_unknown_bounds(st.count, u.name, u.lo, u.hi);
    r.counts.total = lp::with_unknown_bounds(r.counts.total, u.name, u.lo, u.hi);
  }
  r.bounded = !bounds.empty();
  if (r.counts.statements.empty()) throw input_error("the program has no statement to count (S1;, f(x);, a[i] = ...)");
  r.procs_is_size = std::find(r.program.sizes.begin(), r.program.sizes.end(), o.procs) != r.program.sizes.end();
  r.scaling = lp::scaling(r.counts, o.procs);
  if (o.sizes.empty()) return r;
  r.have_sizes = true;
  r.sizes = bind_sizes(r.program, o.sizes, bounds);
  for (const auto& s : r.counts.statements)
    r.values.emplace_back(value_at(s.count.lo, r.sizes), value_at(s.count.hi, r.sizes));
  r.time = {value_at(r.scaling.time.lo, r.sizes), value_at(r.scaling.time.hi, r.sizes)};
  r.work = {value_at(r.scaling.work.lo, r.sizes), value_at(r.scaling.work.hi, r.sizes)};
  if (r.scaling.depth_finite) r.depth = {value_at(r.scaling.depth.lo, r.sizes), value_at(r.scaling.depth.hi, r.sizes)};
  if (r.procs_is_size) {
    if (r.time->first.real > 0) r.efficiency = lp::efficiency(r.scaling, r.sizes);
    if (o.max_procs < 1 || o.max_procs > 1'000'000) throw input_error("--max-procs: expected 1 to 1000000");
    r.available = lp::available_parallelism(r.scaling, r.sizes, o.epsilon, o.max_procs);
  }
  // the program run at these sizes, statement by statement
  if (r.bounded) {
    r.check = "not run: the unknown trip counts have bounds, not values";
    return r;
  }
  try {
    const lp::run_counts ran = lp::run(r.program, r.sizes, o.check_steps);
    std::vector<std::string> wrong;
    for (std::size_t s = 0; s < ran.statements.size(); ++s) {
      const double n = static_cast<double>(ran.statements[s]);
      const auto& [lo, hi] = r.values[s];
      const bool ok = lo.exact && hi.exact && *lo.exact == *hi.exact ? *lo.exact == pebble::rational(ran.statements[s])
                                                                     : lo.real <= n + 1e-9 && hi.real >= n - 1e-9;
      if (!ok)
        wrong.push_back("statement " + std::to_string(s + 1) + " ran " + std::to_string(ran.statements[s]) + " times");
    }
    r.check = wrong.empty() ? "the program run at these sizes agrees with every count (" + std::to_string(ran.total) +
                                  " statements executed)"
                            : "the program run at these sizes disagrees: " + join(wrong, "; ");
    r.check_failed = !wrong.empty();
  } catch (const pebble::error& e) {
    r.check = std::string("not run: ") + e.what();
  }
  return r;
}

void print_text(const count_options& o, const report& r, std::ostream& out) {
  out << "program: " << r.counts.statements.size()
      << (r.counts.statements.size() == 1 ? " statement, " : " statements, ") << r.program.loops.size()
      << (r.program.loops.size() == 1 ? " loop" : " loops") << "; sizes " << names_of(r.program);
  if (r.have_sizes) {
    std::vector<std::string> v;
    for (const auto& [n, x] : r.sizes.values()) v.push_back(n + "=" + x.to_string());
    out << " (" << join(v, ", ") << ")";
  }
  out << "\n\nloops (counting functions of the values at loop entry):\n";
  for (const auto& l : r.loops) {
    out << "  line " << l.line << "  (" << l.guard << ")  ";
    if (!l.unknown.empty()) out << "n = " << l.unknown << " (the guard is not affine: an unknown trip count)";
    else if (l.trips) out << "n = " << lp::to_string(*l.trips);
    else out << "n found from the values at each entry (a numeric root)";
    out << "\n";
  }
  for (std::size_t s = 0; s < r.counts.statements.size(); ++s) {
    const auto& st = r.counts.statements[s];
    out << "\nstatement " << s + 1 << " (line " << st.line << "): " << st.text << "\n";
    out << "  N = " << interval_text(st.count) << (st.count.exact() ? "   (exact)" : "   (bounds: L <= N <= U)")
        << "\n";
    if (r.have_sizes) out << "    = " << pair_text(r.values[s]) << "\n";
  }
  const auto& w = r.scaling;
  out << "\nT_" << o.procs << " = " << interval_text(w.time) << (r.time ? "  = " + pair_text(*r.time) : "") << "\n";
  if (r.procs_is_size) {
    out << "W  = T_1 = " << interval_text(w.work) << (r.work ? "  = " + pair_text(*r.work) : "") << "\n";
    if (w.depth_finite)
      out << "D  = T_inf = " << interval_text(w.depth) << (r.depth ? "  = " + pair_text(*r.depth) : "") << "\n";
    else out << "D  = infinite: T_" << o.procs << " grows with " << o.procs << " (not work-conserving)\n";
    out << "E_" << o.procs << " = W/(" << o.procs << " T_" << o.procs << ")";
    if (r.efficiency) {
      std::ostringstream e;
      e.precision(4);
      e << r.efficiency->first;
      if (r.efficiency->second - r.efficiency->first > 1e-12) e << " .. " << r.efficiency->second;
      out << " = " << e.str();
    }
    out << "\n";
    if (r.have_sizes && r.work && r.time) {
      const double p = r.sizes.find(o.procs)->to_double();
      out << "Brent: W/" << o.procs << " <= T_" << o.procs << " <= W/" << o.procs << " + D: " << r.work->first.real / p
          << " <= " << pair_text(*r.time) << " <= ";
      if (r.depth) out << r.work->second.real / p + r.depth->second.real;
      else out << "inf";
      out << "\n";
    }
    if (r.available)
      out << "available parallelism: the largest " << o.procs << " <= " << o.max_procs << " with E_" << o.procs
          << " >= " << 1 - o.epsilon << " is " << *r.available << "\n";
  } else {
    out << "(no size named " << o.procs << ": W = D = T; --procs-name names the number of processes)\n";
  }
  if (!r.check.empty()) out << "\ncheck: " << r.check << "\n";
}

json to_json(const count_options& o, const report& r) {
  json out;
  json sizes = json::object();
  for (const auto& [n, x] : r.sizes.values()) sizes[n] = x.to_double();
  out["sizes"] = sizes;
  out["loops"] = json::array();
  for (const auto& l : r.loops) {
    json j = {{"line", l.line}, {"guard", l.guard}};
    if (!l.unknown.empty()) j["unknown"] = l.unknown;
    if (l.trips) j["trips"] = lp::to_string(*l.trips);
    out["loops"].push_back(j);
  }
  const auto interval_json = [](const lp::interval& i) {
    json j = {{"exact", i.exact()}};
    if (i.exact()) j["formula"] = lp::to_string(i.lo);
    else j["lower"] = lp::to_string(i.lo), j["upper"] = lp::to_string(i.hi);
    return j;
  };
  const auto values_json = [](json& j, const std::pair<value_t, value_t>& v) {
    j["value_lower"] = v.first.to_json();
    j["value_upper"] = v.second.to_json();
  };
  out["statements"] = json::array();
  for (std::size_t s = 0; s < r.counts.statements.size(); ++s) {
    const auto& st = r.counts.statements[s];
    json j = {{"text", st.text}, {"line", st.line}, {"count", interval_json(st.count)}};
    if (r.have_sizes) values_json(j, r.values[s]);
    out["statements"].push_back(j);
  }
  json t = interval_json(r.scaling.time);
  if (r.time) values_json(t, *r.time);
  out["time"] = t;
  out["procs"] = o.procs;
  if (r.procs_is_size) {
    json w = interval_json(r.scaling.work);
    if (r.work) values_json(w, *r.work);
    out["work"] = w;
    if (r.scaling.depth_finite) {
      json d = interval_json(r.scaling.depth);
      if (r.depth) values_json(d, *r.depth);
      out["depth"] = d;
    } else {
      out["depth"] = nullptr;  // infinite
    }
    if (r.efficiency) out["efficiency"] = {r.efficiency->first, r.efficiency->second};
    if (r.available) out["available_parallelism"] = *r.available, out["epsilon"] = o.epsilon;
  }
  if (!r.check.empty())
    out["check"] = {{"agrees", !r.check_failed && r.check.rfind("not run", 0) != 0}, {"text", r.check}};
  return out;
}

int count(const count_options& o) {
  if (!(o.epsilon >= 0 && o.epsilon < 1)) throw input_error("--epsilon: expected a number in [0, 1)");
  const report r = compute(o);
  if (o.json) std::cout << to_json(o, r).dump(2) << "\n";
  else print_text(o, r, std::cout);
  if (r.check_failed) {
    std::cerr << "pebble: count: " << r.check << "\n";
    return 1;
  }
  return 0;
}

}  // namespace

int run_count(const count_options& o) {
  return exit_code_reporting_errors([&] { return count(o); });
}

void add_count(CLI::App& app, commands& registry) {
  const auto o = std::make_shared<count_options>();
  CLI::App* sub = app.add_subcommand(
      "count", "How often each statement of a loop program runs (closed form or bounds), with work, depth, "
               "parallel efficiency and the available parallelism");
  sub->add_option("program", o->text,
                  "a loop program as C, e.g. 'for (x = 0; x < n/p; x++) for (y = 1; y < n; y *= 2) S1;' "
                  "(docs/tool.md, \"Loop programs\")");
  sub->add_option("--file", o->file, "read the program from FILE");
  sub->add_option("--size", o->sizes,
                  "values of the sizes (whole numbers >= 1) and unknown trip counts, e.g. n=1024,p=8")
      ->delimiter('\0');
  sub->add_option("--bound", o->bounds,
                  "bounds of unknown trip counts (guards that read arrays), affine in the sizes, e.g. u1=0..m: the "
                  "counts become intervals")
      ->delimiter('\0');
  sub->add_option("--procs-name", o->procs, "the size that is the number of processes (default p)");
  sub->add_option("--epsilon", o->epsilon,
                  "available parallelism: the largest p with E_p >= 1 - epsilon (default 0.01)");
  add_whole(sub, "--max-procs", o->max_procs, 1, 1'000'000,
            "search the available parallelism over p = 1 .. this (default 4096)");
  add_whole(sub, "--check-steps", o->check_steps, 0, max_count,
            "run the program at the sizes to check the counts when it takes at most this many steps (default 1e7)");
  add_json_flag(sub, o->json);
  sub->footer("Example: pebble count 'for (i = 0; i < (n + p - 1)/p; i++) s[id] += a[i]; for (i = 1; i < p; i *= 2) "
              "combine(s);' --size n=1000,p=16\n"
              "Exit code 1: the program run at the sizes disagrees with a count.");
  registry.add(sub, [o](int&, char**&) { return run_count(*o); });
}

}  // namespace pebble_tool
