// Task graph files: the Standard Task Graph format of the Kasahara task graph set (the SP
// conversion report, §8.2; docs/references.md) and a subset of Graphviz DOT, read into a named, weighted DAG; DOT written back. Malformed input
// is a graph_format_error naming the line. Plan side (run-time text).
//
// STG: the first line is the number of tasks n; then a line per task `id cost npred pred ...` for
// ids 0 .. n+1, where 0 is a dummy entry task and n+1 a dummy exit task (both without work, usually
// cost 0). pebble keeps the n real tasks (ids 1 .. n become vertices 0 .. n-1) and drops the dummy
// ones: a series-parallel DAG's terminals are added virtually where needed. Lines starting with
// '#' and text after the last task are ignored.
//
// DOT: `digraph name { ... }` with statements `a -> b -> c [attributes];` and `a [cost=5];`
// separated by ';' or new lines. Names are identifiers, numbers or "quoted strings"; an attribute
// cost (or weight) on a node is its work (1 when absent); other attributes and graph or default
// attribute statements (graph [...], node [...], edge [...], a = b) are ignored.
#pragma once

#include <cctype>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <pebble/core/error.hpp>
#include <pebble/graph/dag.hpp>

namespace pebble::graph {

/// A malformed task graph file: what() names the line. A pebble::error like every pebble failure,
/// so `catch (const pebble::error&)` and comm::agree_on see it.
class graph_format_error : public pebble::error {
 public:
  using pebble::error::error;
};

/// A DAG with a name and a cost per task.
struct task_graph {
  dag graph;
  std::vector<std::string> names;
  std::vector<double> cost;
};

namespace detail {
inline std::string line_error(std::size_t line, const std::string& what) {
  return std::string("line ") + std::to_string(line) + ": " + what;
}
// A task cost: all of `text` a finite number >= 0; false when it is not (nan and inf too).
inline bool parse_cost(const std::string& text, double& cost) {
  try {
    std::size_t used = 0;
    cost = std::stod(text, &used);
    return used == text.size() && std::isfinite(cost) && cost >= 0;
  } catch (const std::exception&) {
    return false;
  }
}
}  // namespace detail

/// Reads an STG task graph (see the header).
inline task_graph read_stg(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string line;
  std::size_t line_no = 0;
  auto error = [&](const std::string& what) { return graph_format_error(detail::line_error(line_no, what)); };
  auto next_line = [&](std::vector<std::string>& fields) {
    while (std::getline(in, line)) {
      ++line_no;
      const auto first = line.find_first_not_of(" \t\r");
      if (first == std::string::npos || line[first] == '#') continue;
      std::istringstream words(line);
      fields.clear();
      for (std::string w; words >> w;) fields.push_back(w);
      return true;
    }
    return false;
  };
  auto integer = [&](const std::string& s, const char* what) {
    std::size_t used = 0;
    long long v = -1;
    try {
      v = std::stoll(s, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != s.size() || v < 0)
      throw error(std::string("expected ") + what + " (a non-negative integer), found '" + s + "'");
    return v;
  };
  std::vector<std::string> f;
  if (!next_line(f)) throw graph_format_error("the file is empty: expected the number of tasks on the first line");
  if (f.size() != 1) throw error("expected the number of tasks alone on the first line");
  const long long n = integer(f[0], "the number of tasks");
  task_graph out;
  std::vector<edge> edges;
  for (long long id = 0; id <= n + 1; ++id) {
    if (!next_line(f))
      throw graph_format_error(std::string("the file ends after ") + std::to_string(id) + std::string(" of the ") + std::to_string(n + 2) +
                               std::string(" task lines (tasks 0 .. ") + std::to_string(n + 1) + ", with the dummy entry and exit)");
    if (f.size() < 3) throw error("expected `id cost npred pred...`");
    if (integer(f[0], "the task id") != id)
      throw error(std::string("expected task ") + std::to_string(id) + ", found task " + f[0]);
    double cost = 0;
    if (!detail::parse_cost(f[1], cost))
      throw error(std::string("task ") + std::to_string(id) + ": the cost '" + f[1] + "' is not a number >= 0");
    const long long npred = integer(f[2], "the predecessor count");
    if (static_cast<long long>(f.size()) != 3 + npred)
      throw error(std::string("task ") + std::to_string(id) + " says " + f[2] + " predecessors but lists " +
                  std::to_string(f.size() - 3));
    for (long long k = 0; k < npred; ++k) {
      const long long p = integer(f[3 + static_cast<std::size_t>(k)], "a predecessor id");
      if (p >= id)
        throw error(std::string("task ") + std::to_string(id) + std::string(": predecessor ") + std::to_string(p) +
                    " is not an earlier task (STG lists tasks in topological order)");
      if (id != n + 1 && p != 0) edges.push_back({static_cast<vertex>(p - 1), static_cast<vertex>(id - 1)});
    }
    if (id >= 1 && id <= n) {
      out.names.push_back(std::to_string(id));
      out.cost.push_back(cost);
    }
  }
  out.graph = dag(static_cast<std::size_t>(n), edges);
  return out;
}

/// Reads a DOT digraph (the subset in the header).
inline task_graph read_dot(std::string_view text) {
  std::size_t at = 0, line = 1;
  auto error = [&](const std::string& what) { return graph_format_error(detail::line_error(line, what)); };
  auto skip = [&] {  // spaces and comments
    while (at < text.size()) {
      const char c = text[at];
      if (c == '\n') ++line, ++at;
      else if (std::isspace(static_cast<unsigned char>(c))) ++at;
      else if (c == '/' && at + 1 < text.size() && text[at + 1] == '/') while (at < text.size() && text[at] != '\n') ++at;
      else if (c == '#') while (at < text.size() && text[at] != '\n') ++at;
      else if (c == '/' && at + 1 < text.size() && text[at + 1] == '*') {
        at += 2;
        while (at + 1 < text.size() && !(text[at] == '*' && text[at + 1] == '/')) line += text[at++] == '\n';
        at += 2;
      } else break;
    }
  };
  auto name = [&]() -> std::string {  // an identifier, a number or a quoted string ("" if none)
    skip();
    if (at >= text.size()) return {};
    if (text[at] == '"') {
      std::string s;
      ++at;
      while (at < text.size() && text[at] != '"') {
        if (text[at] == '\\' && at + 1 < text.size()) ++at;
        line += text[at] == '\n';
        s += text[at++];
      }
      if (at >= text.size()) throw error("a quoted name is not closed");
      ++at;
      return s;
    }
    std::string s;
    while (at < text.size() && (std::isalnum(static_cast<unsigned char>(text[at])) || text[at] == '_' || text[at] == '.' || text[at] == '-')) {
      if (text[at] == '-' && at + 1 < text.size() && (text[at + 1] == '>' || text[at + 1] == '-')) break;
      s += text[at++];
    }
    return s;
  };
  auto expect = [&](char c) {
    skip();
    if (at >= text.size() || text[at] != c)
      throw error(std::string("expected '") + c + "', found " + (at < text.size() ? std::string("'") + std::string(1, text[at]) + "'" : std::string("the end of the file")));
    ++at;
  };
  task_graph out;
  std::map<std::string, vertex> index;
  std::vector<edge> edges;
  auto node = [&](const std::string& n) {
    auto [it, added] = index.emplace(n, static_cast<vertex>(out.names.size()));
    if (added) {
      out.names.push_back(n);
      out.cost.push_back(1);
    }
    return it->second;
  };
  // [key=value, ...]: the cost of a node
  auto attributes = [&](std::vector<vertex>* nodes) {
    skip();
    if (at >= text.size() || text[at] != '[') return;
    ++at;
    while (true) {
      skip();
      if (at < text.size() && text[at] == ']') {
        ++at;
        return;
      }
      const std::string key = name();
      if (key.empty()) throw error("expected an attribute name or ']'");
      expect('=');
      const std::string value = name();
      if ((key == "cost" || key == "weight") && nodes) {
        double c = 0;
        if (!detail::parse_cost(value, c)) throw error("the " + key + " '" + value + "' is not a number >= 0");
        for (vertex v : *nodes) out.cost[v] = c;
      }
      skip();
      if (at < text.size() && (text[at] == ',' || text[at] == ';')) ++at;
    }
  };
  skip();
  if (name() != "digraph") throw error("expected 'digraph' (pebble reads directed graphs)");
  name();  // optional graph name
  expect('{');
  while (true) {
    skip();
    if (at >= text.size()) throw error("the graph is not closed with '}'");
    if (text[at] == '}') {
      ++at;
      break;
    }
    if (text[at] == ';') {
      ++at;
      continue;
    }
    const std::string first = name();
    if (first.empty()) throw error(std::string("expected a node name, found '") + text[at] + "'");
    if (first == "graph" || first == "node" || first == "edge") {
      attributes(nullptr);
      continue;
    }
    skip();
    if (at < text.size() && text[at] == '=') {  // a graph attribute a = b
      ++at;
      name();
      continue;
    }
    std::vector<vertex> chain = {node(first)};
    while (true) {
      skip();
      if (at + 1 < text.size() && text[at] == '-' && text[at + 1] == '-')
        throw error("'--' is an undirected edge; pebble reads directed graphs (->)");
      if (!(at + 1 < text.size() && text[at] == '-' && text[at + 1] == '>')) break;
      at += 2;
      const std::string next = name();
      if (next.empty()) throw error("expected a node name after '->'");
      chain.push_back(node(next));
      edges.push_back({chain[chain.size() - 2], chain.back()});
    }
    if (chain.size() == 1) attributes(&chain);
    else attributes(nullptr);
  }
  out.graph = dag(out.names.size(), edges);
  return out;
}

/// The name of vertex v: names[v], or "sync<k>" for the k-th vertex past the named tasks (a
/// synchronization vertex the conversion added).
inline std::string vertex_name(const std::vector<std::string>& names, vertex v) {
  return v < names.size() ? names[v] : std::string("sync") + std::to_string(v - names.size());
}

/// The graph in DOT, with the names of `g` (or vertex numbers where names run out: synchronization
/// vertices are "sync<k>") and each task's cost when not 1.
inline std::string write_dot(const dag& g, const std::vector<std::string>& names, const std::vector<double>& cost,
                             std::string_view title = "sp") {
  auto label = [&](vertex v) {
    const std::string n = vertex_name(names, v);
    std::string quoted = "\"";
    for (char c : n) {
      if (c == '"' || c == '\\') quoted += '\\';  // read_dot takes the character after a backslash as it is
      quoted += c;
    }
    return quoted + "\"";
  };
  std::ostringstream out;
  out << "digraph " << title << " {\n";
  for (vertex v = 0; v < g.size(); ++v) {
    out << "  " << label(v);
    if (v >= names.size()) out << " [cost=0, shape=point]";
    else if (v < cost.size() && cost[v] != 1) out << " [cost=" << cost[v] << "]";
    out << ";\n";
  }
  for (const edge& e : g.edges()) out << "  " << label(e.first) << " -> " << label(e.second) << ";\n";
  out << "}\n";
  return out.str();
}

}  // namespace pebble::graph
