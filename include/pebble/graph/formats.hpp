// Task graph files: the Standard Task Graph format of the Kasahara task graph set (the SP
// conversion report, §8.2; docs/references.md) and a subset of Graphviz DOT, read into a named, weighted DAG; DOT written back. Malformed input
// is a graph_format_error naming the line. Plan side (run-time text).
//
// STG: the first line is the number of tasks n; then a line per task `id cost npred pred ...` for
// ids 0 .. n+1, each once, in any order (the Kasahara set lists them in topological order; a
// cycle is found by the algorithms, which name it), where 0 is a dummy entry task and n+1 a dummy
// exit task (both without work, usually cost 0). pebble keeps the n real tasks (ids 1 .. n become
// vertices 0 .. n-1) and drops the dummy ones: a series-parallel DAG's terminals are added
// virtually where needed. Lines starting with '#' are comments; any other text after the last
// task line is an error.
//
// DOT: `digraph name { ... }` with statements `a -> b -> c [attributes];` and `a [cost=5];`
// separated by ';' or new lines, and nothing after the closing '}' but comments. Names are
// identifiers (letters, digits, '_' and, as Graphviz reads them, bytes 0x80-0xff: UTF-8 letters),
// numbers or "quoted strings"; an attribute cost (or weight) on a node is its work (1 when
// absent); other attributes and graph or default attribute statements (graph [...], node [...],
// edge [...], a = b) are ignored.
#pragma once

#include <algorithm>
#include <cctype>
#include <charconv>
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
inline bool parse_cost(std::string_view text, double& cost) {
  // a plain decimal number (every cost of a large file) without allocating; anything else as
  // std::stod reads it (a sign, hexadecimal)
  const auto [end, failure] = std::from_chars(text.data(), text.data() + text.size(), cost);
  if (failure == std::errc{} && end == text.data() + text.size()) return std::isfinite(cost) && cost >= 0;
  try {
    const std::string copy(text);
    std::size_t used = 0;
    cost = std::stod(copy, &used);
    return used == copy.size() && std::isfinite(cost) && cost >= 0;
  } catch (const std::exception&) {
    return false;
  }
}

// read_stg's state: the text, the place and line read up to, and the words of the current line.
// The file's parts are the functions after it, so that read_stg reads as those parts in turn.
struct stg_reader {
  std::string_view text;
  std::size_t at = 0, line_no = 0;
  std::string_view line;
  std::vector<std::string_view> f;  // the current line's words

  explicit stg_reader(std::string_view t) : text(t) {}

  // An error naming the current line (to throw).
  graph_format_error error(const std::string& what) const { return graph_format_error(line_error(line_no, what)); }
  // the next line that is neither blank nor a comment, split at spaces and tabs
  bool next_line() {
    while (at < text.size()) {
      const std::size_t end = std::min(text.find('\n', at), text.size());
      line = text.substr(at, end - at);
      at = end + 1;
      ++line_no;
      f.clear();
      for (std::size_t k = 0; k < line.size();) {
        while (k < line.size() && (line[k] == ' ' || line[k] == '\t' || line[k] == '\r')) ++k;
        const std::size_t word = k;
        while (k < line.size() && line[k] != ' ' && line[k] != '\t' && line[k] != '\r') ++k;
        if (k > word) f.push_back(line.substr(word, k - word));
      }
      if (!f.empty() && f[0][0] != '#') return true;
    }
    return false;
  }
  // A word as error messages quote it.
  // (appended, not "'" + ...: g++ 12 warns of an overlap in the inlined operator+, -Wrestrict)
  static std::string quoted(std::string_view w) {
    std::string out = "'";
    out += pebble::printable(w);
    out += "'";
    return out;
  }
  // The word w as a non-negative integer below 2^40 (`what` names it in the errors).
  std::uint64_t integer(std::string_view w, const char* what) const {
    std::uint64_t v = 0;
    const auto [end, failure] = std::from_chars(w.data(), w.data() + w.size(), v);
    if (failure == std::errc::result_out_of_range ||
        (failure == std::errc{} && end == w.data() + w.size() && v >= (std::uint64_t{1} << 40)))
      throw error(std::string(what) + " " + quoted(w) + " is too large");
    if (failure != std::errc{} || end != w.data() + w.size())
      throw error(std::string("expected ") + what + " (a non-negative integer), found " + quoted(w));
    return v;
  }
};

// The lines of the text after the first and the words of those that are not comments, in one pass.
struct stg_text_size {
  std::uint64_t lines = 0;
  std::size_t words = 0;
};
inline stg_text_size measure_stg_text(std::string_view rest) {
  stg_text_size out;
  out.lines = !rest.empty() && rest.back() != '\n';                    // a last line without its newline
  for (std::size_t k = 0; k < rest.size(); ++k) {                      // k: a line's start
    while (k < rest.size() && rest[k] != '\n' && rest[k] <= ' ') ++k;  // its indentation
    const bool comment = k < rest.size() && rest[k] == '#';
    for (bool in_word = false; k < rest.size() && rest[k] != '\n'; ++k) {
      out.words += !comment && !in_word && rest[k] > ' ';
      in_word = rest[k] > ' ';
    }
    out.lines += k < rest.size();  // the newline that ends the line
  }
  return out;
}

// The first line's number of tasks n, checked against the lines that follow before anything is
// allocated for it; and the words of the task lines, which bound the predecessors they list.
struct stg_task_count {
  std::uint64_t n = 0;
  std::size_t words = 0;
};
inline stg_task_count read_stg_task_count(stg_reader& in) {
  if (!in.next_line()) throw graph_format_error("the file is empty: expected the number of tasks on the first line");
  if (in.f.size() != 1) throw in.error("expected the number of tasks alone on the first line");
  const std::uint64_t n = in.integer(in.f[0], "the number of tasks");
  // a task line takes at least one line of the text: a count beyond them is an error before any
  // allocation follows from it
  const stg_text_size rest = measure_stg_text(in.text.substr(std::min(in.at, in.text.size())));
  const std::uint64_t lines_left = rest.lines;
  if (n + 2 > lines_left)
    throw in.error("the file says " + std::to_string(n) + " tasks, but " + std::to_string(n + 2) +
                   " task lines (with the dummy entry and exit) do not fit in the " + std::to_string(lines_left) +
                   " lines that follow");
  return {n, rest.words};
}

// The predecessors of task `id` on the current line (its words from the fourth on): the edges
// between real tasks go to `edges`.
inline void read_stg_predecessors(const stg_reader& in, std::uint64_t id, std::uint64_t n, std::vector<edge>& edges) {
  const auto task = [&] { return "task " + std::to_string(id); };  // built only for an error
  for (std::size_t q = 3; q < in.f.size(); ++q) {
    const std::uint64_t p = in.integer(in.f[q], "a predecessor id");
    if (p > n + 1)
      throw in.error(task() + ": predecessor " + std::to_string(p) + " is beyond the tasks 0 .. " +
                     std::to_string(n + 1));
    if (p == n + 1)
      throw in.error(task() + ": predecessor " + std::to_string(p) + " is the dummy exit task, which precedes nothing");
    if (p == id) throw in.error(task() + " names itself as a predecessor");
    if (id != n + 1 && p != 0) edges.push_back({static_cast<vertex>(p - 1), static_cast<vertex>(id - 1)});
  }
}

// The k-th task line `id cost npred pred ...`: its name and cost into `out`, its edges into `edges`.
inline void read_stg_task(stg_reader& in, std::uint64_t k, std::uint64_t n, std::vector<std::size_t>& listed_on,
                          std::vector<edge>& edges, task_graph& out) {
  if (!in.next_line())
    throw graph_format_error("the file ends after " + std::to_string(k) + " of the " + std::to_string(n + 2) +
                             " task lines (tasks 0 .. " + std::to_string(n + 1) + ", with the dummy entry and exit)");
  if (in.f.size() < 3) throw in.error("expected `id cost npred pred...`");
  const std::uint64_t id = in.integer(in.f[0], "the task id");
  if (id > n + 1) throw in.error("task " + std::to_string(id) + " is beyond the tasks 0 .. " + std::to_string(n + 1));
  if (listed_on[id] != 0)
    throw in.error("task " + std::to_string(id) + " is listed twice (also on line " + std::to_string(listed_on[id]) +
                   ")");
  listed_on[id] = in.line_no;
  const auto task = [&] { return "task " + std::to_string(id); };  // built only for an error
  double cost = 0;
  if (!parse_cost(in.f[1], cost))
    throw in.error(task() + ": the cost " + stg_reader::quoted(in.f[1]) + " is not a number >= 0");
  const std::uint64_t npred = in.integer(in.f[2], "the predecessor count");
  if (in.f.size() - 3 != npred)
    throw in.error(task() + " says " + std::string(in.f[2]) + " predecessors but lists " +
                   std::to_string(in.f.size() - 3));
  if (id == 0 && npred > 0) throw in.error("task 0 is the dummy entry task: it cannot have predecessors");
  read_stg_predecessors(in, id, n, edges);
  if (id >= 1 && id <= n) {
    out.names[id - 1] = std::to_string(id);
    out.cost[id - 1] = cost;
  }
}
}  // namespace detail

/// Reads an STG task graph (see the header). O(size of the text); nothing is allocated for more
/// tasks than the text has lines.
inline task_graph read_stg(std::string_view text) {
  detail::stg_reader in(text);
  const detail::stg_task_count count = detail::read_stg_task_count(in);
  const std::uint64_t n = count.n;
  task_graph out;
  out.names.resize(n, {});
  out.cost.assign(n, 0.0);
  std::vector<std::size_t> listed_on(n + 2, 0);  // the line of each task's entry (0: not yet)
  std::vector<edge> edges;
  // room for the edges at once (growing a vector of 5 * 10^6 edges moved it several times): a
  // task line has 3 words besides its predecessors
  edges.reserve(count.words > 3 * (n + 2) ? count.words - 3 * (n + 2) : 0);
  for (std::uint64_t k = 0; k < n + 2; ++k) detail::read_stg_task(in, k, n, listed_on, edges, out);
  if (in.next_line())
    throw in.error("text after the last of the " + std::to_string(n + 2) +
                   " task lines (only comment lines starting with '#' may follow them)");
  out.graph = dag(static_cast<std::size_t>(n), edges);
  return out;
}

namespace detail {

// read_dot's state: the text, the place and line read up to, and the graph so far. The grammar's
// parts are its members, so that read_dot reads as the file's parts in turn.
class dot_reader {
 public:
  explicit dot_reader(std::string_view text) : text_(text) {}

  // The header, `digraph name {`.
  void open_graph() {
    skip();
    if (!keyword(name(), "digraph")) throw error("expected 'digraph' (pebble reads directed graphs)");
    name();  // optional graph name
    expect('{');
  }

  // One statement (an empty one, attributes, a node, a chain of edges); false at the closing '}'.
  bool statement() {
    skip();
    if (at_ >= text_.size()) throw error("the graph is not closed with '}'");
    if (text_[at_] == '}') {
      ++at_;
      return false;
    }
    if (text_[at_] == ';') {
      ++at_;
      return true;
    }
    const std::string first = name();
    if (first.empty() && !quoted_) throw error("expected a node name, found " + found());
    if (keyword(first, "graph") || keyword(first, "node") || keyword(first, "edge")) {
      attributes(nullptr);
      return true;
    }
    skip();
    if (at_ < text_.size() && text_[at_] == '=') {  // a graph attribute a = b
      ++at_;
      name();
      return true;
    }
    nodes_and_edges(first);
    return true;
  }

  // The graph, once nothing but comments follows its closing '}'.
  task_graph finish() {
    skip();
    if (at_ < text_.size()) throw error("text after the graph's closing '}': " + found() + " (a file holds one graph)");
    out_.graph = dag(out_.names.size(), edges_);
    return std::move(out_);
  }

 private:
  // A graph_format_error naming the line read up to.
  graph_format_error error(const std::string& what) const { return graph_format_error(line_error(line_, what)); }

  void skip() {  // spaces and comments
    while (at_ < text_.size()) {
      const char c = text_[at_];
      if (c == '\n') ++line_, ++at_;
      else if (std::isspace(static_cast<unsigned char>(c))) ++at_;
      else if (c == '/' && at_ + 1 < text_.size() && text_[at_ + 1] == '/')
        while (at_ < text_.size() && text_[at_] != '\n') ++at_;
      else if (c == '#')
        while (at_ < text_.size() && text_[at_] != '\n') ++at_;
      else if (c == '/' && at_ + 1 < text_.size() && text_[at_ + 1] == '*') {
        at_ += 2;
        while (at_ + 1 < text_.size() && !(text_[at_] == '*' && text_[at_ + 1] == '/')) line_ += text_[at_++] == '\n';
        at_ += 2;
      } else break;
    }
  }

  // a keyword only where it is not quoted ("node" is a node's name), in any case as Graphviz reads it
  bool keyword(const std::string& word, std::string_view key) const {
    if (quoted_ || word.size() != key.size()) return false;
    for (std::size_t k = 0; k < key.size(); ++k)
      if (std::tolower(static_cast<unsigned char>(word[k])) != key[k]) return false;
    return true;
  }

  std::string name() {  // an identifier, a number or a quoted string ("" if none)
    skip();
    quoted_ = false;
    if (at_ >= text_.size()) return {};
    if (text_[at_] == '"') {
      quoted_ = true;
      std::string s;
      ++at_;
      while (at_ < text_.size() && text_[at_] != '"') {
        if (text_[at_] == '\\' && at_ + 1 < text_.size()) ++at_;
        line_ += text_[at_] == '\n';
        s += text_[at_++];
      }
      if (at_ >= text_.size()) throw error("a quoted name is not closed");
      ++at_;
      return s;
    }
    std::string s;
    // Graphviz's IDs: letters (bytes 0x80-0xff too: UTF-8 names), digits, '_'; numerals with '.', '-'
    while (at_ < text_.size() &&
           (std::isalnum(static_cast<unsigned char>(text_[at_])) || static_cast<unsigned char>(text_[at_]) >= 0x80 ||
            text_[at_] == '_' || text_[at_] == '.' || text_[at_] == '-')) {
      if (text_[at_] == '-' && at_ + 1 < text_.size() && (text_[at_ + 1] == '>' || text_[at_ + 1] == '-')) break;
      s += text_[at_++];
    }
    return s;
  }

  std::string found() const {  // the character at `at`, whole, for a message
    if (at_ >= text_.size()) return std::string("the end of the file");
    const std::string_view rest = text_.substr(at_);
    std::string quoted = "'";  // (not "'" + ...: g++ 12 at -O3 sees a bogus overlap there, -Wrestrict)
    quoted += pebble::printable(rest.substr(0, pebble::first_character(rest)));
    return quoted + "'";
  }

  // The character c, after spaces and comments; an error naming what is there instead.
  void expect(char c) {
    skip();
    if (at_ >= text_.size() || text_[at_] != c) throw error(std::string("expected '") + c + "', found " + found());
    ++at_;
  }

  // The vertex named n, added (with cost 1) when it is new.
  vertex node(const std::string& n) {
    auto [it, added] = index_.emplace(n, static_cast<vertex>(out_.names.size()));
    if (added) {
      out_.names.push_back(n);
      out_.cost.push_back(1);
    }
    return it->second;
  }

  // [key=value, ...]: the cost of a node
  void attributes(std::vector<vertex>* nodes) {
    skip();
    if (at_ >= text_.size() || text_[at_] != '[') return;
    ++at_;
    while (true) {
      skip();
      if (at_ < text_.size() && text_[at_] == ']') {
        ++at_;
        return;
      }
      const std::string key = name();
      if (key.empty()) throw error("expected an attribute name or ']'");
      expect('=');
      const std::string value = name();
      if ((key == "cost" || key == "weight") && nodes) {
        double c = 0;
        if (!parse_cost(value, c)) throw error("the " + key + " '" + value + "' is not a number >= 0");
        for (vertex v : *nodes) out_.cost[v] = c;
      }
      skip();
      if (at_ < text_.size() && (text_[at_] == ',' || text_[at_] == ';')) ++at_;
    }
  }

  // A node statement `a [cost=5]` or an edge chain `a -> b -> c [...]` (whose attributes are
  // ignored), `first` its first name.
  void nodes_and_edges(const std::string& first) {
    std::vector<vertex> chain = {node(first)};
    while (true) {
      skip();
      if (at_ + 1 < text_.size() && text_[at_] == '-' && text_[at_ + 1] == '-')
        throw error("'--' is an undirected edge; pebble reads directed graphs (->)");
      if (!(at_ + 1 < text_.size() && text_[at_] == '-' && text_[at_ + 1] == '>')) break;
      at_ += 2;
      const std::string next = name();
      if (next.empty() && !quoted_) throw error("expected a node name after '->'");
      chain.push_back(node(next));
      edges_.push_back({chain[chain.size() - 2], chain.back()});
    }
    if (chain.size() == 1) attributes(&chain);
    else attributes(nullptr);
  }

  std::string_view text_;
  std::size_t at_ = 0, line_ = 1;
  bool quoted_ = false;  // whether the last name() was a quoted string
  task_graph out_;
  std::map<std::string, vertex> index_;
  std::vector<edge> edges_;
};

}  // namespace detail

/// Reads a DOT digraph (the subset in the header).
inline task_graph read_dot(std::string_view text) {
  detail::dot_reader in(text);
  in.open_graph();
  while (in.statement()) {
  }
  return in.finish();
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
    else if (v < cost.size() && cost[v] != 1) {
      char digits[32];  // the shortest text that reads back as the same double (a stream's 6 digits lose costs)
      const auto end = std::to_chars(digits, digits + sizeof digits, cost[v]).ptr;
      const std::string_view text(digits, static_cast<std::size_t>(end - digits));
      // an exponent's '+' (1e+22) is not part of a DOT numeral: such a cost is quoted
      const bool quote = text.find('+') != std::string_view::npos;
      out << " [cost=" << (quote ? "\"" : "") << text << (quote ? "\"" : "") << "]";
    }
    out << ";\n";
  }
  for (const edge& e : g.edges()) out << "  " << label(e.first) << " -> " << label(e.second) << ";\n";
  out << "}\n";
  return out.str();
}

}  // namespace pebble::graph
