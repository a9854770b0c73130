// `pebble placement`'s reports (see placement_internal.hpp): the matrices and their best
// programs as text, step by step with the predicted times and device groups, and as JSON.
#include "placement_internal.hpp"
#include "text.hpp"
#include "topology_json.hpp"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace pebble_tool::placement_internal {

std::string rate_text(double bytes_per_second) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g GB/s", bytes_per_second / pl::gigabytes);
  return buf;
}

namespace {

// a link's limits per transfer, " (X per transfer, Y per tree transfer)", or nothing
std::string limits_text(double transfer, double tree_transfer) {
  if (transfer == 0 && tree_transfer == 0) return "";
  std::string out = " (";
  if (transfer > 0) out += rate_text(transfer) + " per transfer";
  if (tree_transfer > 0) out += std::string(transfer > 0 ? ", " : "") + rate_text(tree_transfer) + " per tree transfer";
  return out + ")";
}

std::string matrix_text(const pl::parallelism_matrix& m) {
  std::string out = "[";
  for (std::size_t i = 0; i < m.rows; ++i) {
    if (i) out += "; ";
    for (std::size_t j = 0; j < m.cols; ++j) {
      out += j ? " " : "";
      out += std::to_string(m(i, j));
    }
  }
  return out + "]";
}

std::string form_text(const pl::reduction_synthesis& s, pl::form f) {
  if (f.kind == pl::form::inside_group) return "InsideGroup";
  std::string out = f.kind == pl::form::parallel ? "Parallel(" : "Master(";
  out += pl::level_name(s.system, s.synthesis, f.level);
  out += ")";
  return out;
}
std::string instruction_text(const pl::reduction_synthesis& s, const pl::reduction_instruction& in) {
  return std::string(pl::to_string(in.op)) + "(" + pl::level_name(s.system, s.synthesis, in.slice) + ", " +
         form_text(s, in.f) + ")";
}
// The first `shown` groups of grouping g over the system, in lowered_groups' order (by first
// device), and how many there are, without listing all of them: the text shows four, and a
// system of 2^20 devices would otherwise cost a list of every device per step shown. Engine group
// k in replica q is members[e] + replicas[q] for its engine devices e; members and replicas
// increase, so each engine group's first devices over the replicas form an increasing list, and
// merging these lists gives the groups in order.
std::string groups_text(const pl::reduction_synthesis& s, std::size_t g, std::size_t shown = 4) {
  const pl::device_groups& own = s.groupings[g].groups;
  const std::size_t replicas = s.where.replicas.size(), count = own.size() * replicas;
  std::vector<std::size_t> next(own.size(), 0);  // per engine group: its next replica
  std::string out;
  for (std::size_t listed = 0; listed < std::min(shown, count); ++listed) {
    std::size_t k = own.size();  // the engine group whose next first device is smallest
    std::int64_t first = 0;
    for (std::size_t c = 0; c < own.size(); ++c) {
      if (next[c] == replicas) continue;
      const std::int64_t d = s.where.members[static_cast<std::size_t>(own[c][0])] + s.where.replicas[next[c]];
      if (k == own.size() || d < first) k = c, first = d;
    }
    out += listed ? " {" : "{";
    for (std::size_t i = 0; i < own[k].size(); ++i) {
      out += i ? "," : "";
      out += std::to_string(s.where.members[static_cast<std::size_t>(own[k][i])] + s.where.replicas[next[k]]);
    }
    out += "}";
    ++next[k];
  }
  if (count > shown) out += " ...";
  out += "  (" + std::to_string(count);
  out += count == 1 ? " group of " : " groups of ";
  out += std::to_string(own[0].size()) + ")";
  return out;
}

std::string hierarchy_text(const pl::reduction_synthesis& s) {
  std::string out;
  for (std::size_t e = 0; e < s.synthesis.depth(); ++e) {
    out += e ? ", " : "";
    out += pl::level_name(s.system, s.synthesis, e) + " " + std::to_string(s.synthesis.levels[e].size);
  }
  return out;
}

std::string topology_text(const problem& p) {
  std::string out = std::string(p.topology.name) + " (" + std::string(pl::to_string(p.topology.algorithm)) + "):";
  for (std::size_t j = 0; j < p.system.depth(); ++j) {
    out += j ? ", " : " ";
    out += p.level_names[j] + " " + rate_text(p.topology.levels[j].bandwidth) + " " +
           seconds_text(p.topology.levels[j].latency);
    out += limits_text(p.topology.levels[j].transfer, p.topology.levels[j].tree_transfer);
    if (p.topology.has_domains(j)) {
      const pl::level_domains& d = p.topology.domains[j];
      out += std::string(d.ring ? " on a ring of links" : "") + " (" + std::to_string(d.count) +
             (d.count == 1 ? " domain" : " domains") + ", host links " + rate_text(d.bandwidth) + " " +
             seconds_text(d.latency) + limits_text(d.transfer, d.tree_transfer) + ")";
    }
  }
  if (p.topology.algorithm == pl::collective_algorithm::tree &&
      p.topology.tree_efficiency != pl::default_tree_efficiency) {
    char e[64];
    std::snprintf(e, sizeof e, "; trees at %.3g of their links", p.topology.tree_efficiency);
    out += e;
  }
  return out;
}

std::string axes_text(const pl::axes& a) {
  std::string out = "[";
  for (std::size_t i = 0; i < a.size(); ++i) {
    out += i ? " " : "";
    out += std::to_string(a[i]);
  }
  return out + "]";
}

std::size_t total_programs(const analysis& a) {
  std::size_t n = 0;
  for (const auto& r : a.matrices) n += r.s.programs.size();
  return n;
}

}  // namespace

// ---------------------------------------------------------------------------------- text

std::string ratio_text(double r) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2fx", r);
  return buf;
}
std::string program_text(const pl::reduction_synthesis& s, std::size_t k) {
  std::string out;
  for (const auto& in : s.programs[k].instructions) {
    out += out.empty() ? "" : " -> ";
    out += std::string(pl::to_string(in.op));
  }
  return out.empty() ? "(nothing to do)" : out;
}

std::string group_text(const std::vector<std::int64_t>& g) {
  bool contiguous = true;
  for (std::size_t k = 1; k < g.size(); ++k) contiguous = contiguous && g[k] == g[k - 1] + 1;
  std::string out = "[";
  if (contiguous) return out + std::to_string(g.front()) + ".." + std::to_string(g.back()) + "]";
  for (std::size_t k = 0; k < g.size(); ++k) {
    if (k) out += ",";
    out += std::to_string(g[k]);
  }
  return out + "]";
}

void print_text(const problem& p, const analysis& a, const placement_options& o, std::ostream& out) {
  std::string reduce;
  for (std::size_t r : p.reduce) {
    reduce += reduce.empty() ? "" : " and ";
    reduce += std::to_string(r);
  }
  out << "pebble placement: " << p.system.devices() << " devices (";
  for (std::size_t j = 0; j < p.system.depth(); ++j)
    out << (j ? " x " : "") << p.level_names[j] << " " << p.system.size(j);
  out << "), axes " << axes_text(p.axes) << ", reduction over " << (p.reduce.size() > 1 ? "axes " : "axis ") << reduce
      << "\n";
  out << "topology   " << topology_text(p) << "\n";
  out << "message    " << bytes_text(p.bytes) << " per device; programs of at most " << p.synthesis.max_size << " steps"
      << (o.master_any ? ", Master(e) with every collective" : "") << "\n";
  out << a.matrices.size() << " parallelism matri" << (a.matrices.size() == 1 ? "x" : "ces") << ", "
      << total_programs(a) << " reduction programs; synthesis " << seconds_text(a.synthesis_seconds) << ", simulation "
      << seconds_text(a.simulation_seconds) << ", memory at most " << bytes_text(a.bytes) << "\n";
  for (std::size_t m = 0; m < a.matrices.size(); ++m) {
    if (p.matrix && m + 1 != p.matrix) continue;
    const matrix_report& r = a.matrices[m];
    out << "\nmatrix " << m + 1 << "  " << matrix_text(r.s.matrix) << "   reduction groups of " << r.s.group_size()
        << "   " << r.s.programs.size() << " program" << (r.s.programs.size() == 1 ? "" : "s") << "\n";
    if (r.trivial) {
      out << "  nothing to reduce: each reduction group is one device\n";
      continue;
    }
    const double all_reduce = r.seconds[r.allreduce], best = r.seconds[r.order[0]];
    out << "  synthesis hierarchy  " << hierarchy_text(r.s) << "\n";
    out << "  AllReduce            " << seconds_text(all_reduce) << "\n";
    out << "  best                 " << seconds_text(best) << "  " << ratio_text(all_reduce / best)
        << " over AllReduce  (" << program_text(r.s, r.order[0]) << ")\n";
    const pl::program_simulator simulate(p.topology, r.s);
    for (std::size_t rank = 0; rank < std::min(p.top, r.order.size()); ++rank) {
      const std::size_t k = r.order[rank];
      const pl::synthesized_program& prog = r.s.programs[k];
      const pl::program_prediction predicted = simulate(k, p.bytes);
      out << "  #" << rank + 1 << "  " << seconds_text(r.seconds[k]) << "  " << program_text(r.s, k) << "\n";
      for (std::size_t i = 0; i < prog.size(); ++i) {
        const pl::step_prediction& st = predicted.steps[i];
        out << "      " << instruction_text(r.s, prog.instructions[i]) << "  " << seconds_text(st.seconds) << ", "
            << bytes_text(st.bytes) << " at " << rate_text(st.bandwidth) << " (" << p.level_names[st.level]
            << (st.domain ? " host" : "") << ")\n";
        out << "        " << groups_text(r.s, static_cast<std::size_t>(prog.groupings[i])) << "\n";
      }
    }
  }
  if (!p.matrix && a.matrices.size() > 1) {
    const matrix_report& r = a.matrices[a.best];
    if (!r.trivial) {
      double worst = 0;
      for (const auto& x : a.matrices)
        if (!x.trivial) worst = std::max(worst, x.seconds[x.allreduce]);
      out << "\nbest placement: matrix " << a.best + 1 << " " << matrix_text(r.s.matrix) << " with "
          << program_text(r.s, r.order[0]) << ", " << seconds_text(r.seconds[r.order[0]]) << " ("
          << ratio_text(worst / r.seconds[r.order[0]]) << " over the slowest placement's AllReduce)\n";
    }
  }
}

// ---------------------------------------------------------------------------------- JSON

json steps_json(const problem& p, const matrix_report& r, std::size_t k, const pl::program_prediction& predicted) {
  json steps = json::array();
  const pl::synthesized_program& prog = r.s.programs[k];
  for (std::size_t i = 0; i < prog.size(); ++i) {
    const auto& in = prog.instructions[i];
    const pl::step_prediction& st = predicted.steps[i];
    const pl::device_groups g = pl::lowered_groups(r.s, static_cast<std::size_t>(prog.groupings[i]));
    json groups = json::array();
    for (std::size_t q = 0; q < g.size(); ++q) groups.push_back(std::vector<std::int64_t>(g[q].begin(), g[q].end()));
    steps.push_back({{"collective", std::string(pl::to_string(in.op))},
                     {"slice", pl::level_name(r.s.system, r.s.synthesis, in.slice)},
                     {"form", form_text(r.s, in.f)},
                     {"groups", groups},
                     {"seconds", st.seconds},
                     {"bytes", st.bytes},
                     {"bandwidth_GBps", st.bandwidth / pl::gigabytes},
                     {"bottleneck_level", p.level_names[st.level]},
                     {"bottleneck_host_link", st.domain}});
  }
  return steps;
}

json report_json(const problem& p, const analysis& a, const placement_options& o) {
  json system = json::array();
  for (std::size_t j = 0; j < p.system.depth(); ++j)
    system.push_back({{"name", p.level_names[j]}, {"size", p.system.size(j)}});
  const json levels = topology_levels_json(p.topology, p.level_names);
  json out = {{"system", system},
              {"devices", p.system.devices()},
              {"axes", std::vector<std::int64_t>(p.axes.begin(), p.axes.end())},
              {"reduce", std::vector<std::size_t>(p.reduce.begin(), p.reduce.end())},
              {"max_size", p.synthesis.max_size},
              {"master_collectives", o.master_any ? "all" : "AllReduce"},
              {"topology",
               {{"name", std::string(p.topology.name)},
                {"algorithm", std::string(pl::to_string(p.topology.algorithm))},
                {"tree_efficiency", p.topology.tree_efficiency},
                {"levels", levels}}},
              {"bytes", p.bytes},
              {"synthesis_seconds", a.synthesis_seconds},
              {"simulation_seconds", a.simulation_seconds},
              {"memory_bound_bytes", a.bytes},
              {"synthesis_bytes", p.budget},
              {"programs", total_programs(a)}};
  json matrices = json::array();
  for (std::size_t m = 0; m < a.matrices.size(); ++m) {
    if (p.matrix && m + 1 != p.matrix) continue;
    const matrix_report& r = a.matrices[m];
    json rows = json::array();
    for (std::size_t i = 0; i < r.s.matrix.rows; ++i) {
      std::vector<std::int64_t> row;
      for (std::size_t j = 0; j < r.s.matrix.cols; ++j) row.push_back(r.s.matrix(i, j));
      rows.push_back(row);
    }
    json hierarchy = json::array();
    for (std::size_t e = 0; e < r.s.synthesis.depth(); ++e)
      hierarchy.push_back(
          {{"name", pl::level_name(r.s.system, r.s.synthesis, e)}, {"size", r.s.synthesis.levels[e].size}});
    json entry = {{"index", m + 1},
                  {"matrix", rows},
                  {"reduction_group_size", r.s.group_size()},
                  {"synthesis_hierarchy", hierarchy},
                  {"programs", r.s.programs.size()}};
    if (!r.trivial) {
      const double all_reduce = r.seconds[r.allreduce], best = r.seconds[r.order[0]];
      entry["allreduce_seconds"] = all_reduce;
      entry["best_seconds"] = best;
      entry["speedup_over_allreduce"] = all_reduce / best;
      const pl::program_simulator simulate(p.topology, r.s);
      json top = json::array();
      for (std::size_t rank = 0; rank < std::min(p.top, r.order.size()); ++rank)
        top.push_back({{"rank", rank + 1},
                       {"seconds", r.seconds[r.order[rank]]},
                       {"steps", steps_json(p, r, r.order[rank], simulate(r.order[rank], p.bytes))}});
      entry["top"] = top;
    }
    matrices.push_back(entry);
  }
  out["matrices"] = matrices;
  if (!p.matrix && !a.matrices[a.best].trivial) out["best_matrix"] = a.best + 1;
  return out;
}

}  // namespace pebble_tool::placement_internal
