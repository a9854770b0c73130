// Test helpers: a program's statement instances in its C order (the blocks' loops interleaved as
// written), and two things that run through them — a fully associative LRU cache (an achievable
// I/O, so no lower bound may exceed it) and the computation graph (CDAG) with the vertex each
// read sees (to check liveness claims against brute force).
#pragma once

#include <algorithm>
#include <cstdint>
#include <list>
#include <map>
#include <span>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include <pebble/model.hpp>

namespace c_order {

using namespace pebble;

struct instance {
  std::vector<std::int64_t> key;
  std::size_t statement;
  slot_values point;
};

// Each instance's place in the C order: (position in its block, loop index) per level, then the
// statement's position in its innermost block.
inline std::vector<instance> instances(const program& prog, const size_binding& sizes) {
  std::map<std::vector<std::uint32_t>, std::vector<std::uint64_t>> children;
  auto position = [&](const std::vector<std::uint32_t>& block, std::uint64_t child) {
    auto& c = children[block];
    auto it = std::find(c.begin(), c.end(), child);
    if (it == c.end()) {
      c.push_back(child);
      return static_cast<std::int64_t>(c.size() - 1);
    }
    return static_cast<std::int64_t>(it - c.begin());
  };
  std::vector<std::vector<std::int64_t>> beta(prog.size());
  for (std::size_t s = 0; s < prog.size(); ++s) {
    const auto& ids = prog.loop_ids(s);
    for (std::size_t t = 0; t <= ids.size(); ++t) {
      const std::vector<std::uint32_t> block(ids.begin(), ids.begin() + static_cast<std::ptrdiff_t>(t));
      beta[s].push_back(position(block, t < ids.size() ? ids[t] : (std::uint64_t{1} << 40) + s));
    }
  }
  std::vector<instance> order;
  for (std::size_t s = 0; s < prog.size(); ++s)
    for_each_point(prog[s].domain, sizes, [&](const slot_values& v) {
      instance in{{}, s, v};
      for (std::size_t t = 0; t < prog[s].domain.depth(); ++t) {
        in.key.push_back(beta[s][t]);
        in.key.push_back(v[t]);
      }
      in.key.push_back(beta[s].back());
      order.push_back(std::move(in));
    });
  // in key order, equal keys in the order of enumeration (a stable sort; std::stable_sort's buffer
  // is deprecated inside libstdc++ 12 itself, which clang reports)
  std::vector<std::size_t> by_key(order.size());
  for (std::size_t k = 0; k < by_key.size(); ++k) by_key[k] = k;
  std::sort(by_key.begin(), by_key.end(), [&](std::size_t a, std::size_t b) {
    return order[a].key < order[b].key || (order[a].key == order[b].key && a < b);
  });
  std::vector<instance> sorted;
  sorted.reserve(order.size());
  for (std::size_t k : by_key) sorted.push_back(std::move(order[k]));
  return sorted;
}

// The element `a` touches at `point`, as an id shared by all accesses of the program.
class element_ids {
 public:
  std::size_t operator()(const access& a, const slot_values& v) { return (*this)(a.array.str(), subscripts(a, v)); }
  std::size_t operator()(const std::string& array, const std::vector<std::int64_t>& at) {
    return ids_.emplace(std::pair{array, at}, ids_.size()).first->second;
  }
  static std::vector<std::int64_t> subscripts(const access& a, const slot_values& v) {
    std::vector<std::int64_t> at;
    for (const auto& sub : a.subscripts) at.push_back(sub.evaluate(std::span<const std::int64_t, max_vars>(v)));
    return at;
  }

 private:
  std::map<std::pair<std::string, std::vector<std::int64_t>>, std::size_t> ids_;
};

// The words a fully associative LRU cache of S words moves when `prog` runs in its C order: a
// red-blue pebbling of its computation graph. A read that misses loads the element; a write needs
// no load (the new value is computed in fast memory); an evicted or, at the end, a remaining
// dirty element is stored.
inline double lru_words(const program& prog, const size_binding& sizes, std::size_t S) {
  element_ids element;
  std::list<std::size_t> lru;                                                                 // most recent first
  std::unordered_map<std::size_t, std::pair<std::list<std::size_t>::iterator, bool>> cached;  // dirty flag
  double words = 0;
  auto touch = [&](std::size_t e, bool write) {
    if (auto it = cached.find(e); it != cached.end()) {
      lru.splice(lru.begin(), lru, it->second.first);
      it->second.second = it->second.second || write;
      return;
    }
    if (!write) ++words;  // load
    if (cached.size() == S) {
      const std::size_t victim = lru.back();
      words += cached[victim].second;  // store a dirty element
      cached.erase(victim);
      lru.pop_back();
    }
    lru.push_front(e);
    cached[e] = {lru.begin(), write};
  };
  for (const auto& in : instances(prog, sizes)) {
    const statement& st = prog[in.statement];
    for (const auto& r : st.inputs) touch(element(r, in.point), false);
    touch(element(st.output, in.point), true);
  }
  for (const auto& [e, c] : cached) words += c.second;
  return words;
}

// The computation graph of `prog` run in its C order: a vertex per instance (the value it writes)
// and per element read before any write (an input).
struct cdag {
  std::vector<instance> order;
  std::vector<std::size_t> vertex;              // per instance
  std::vector<std::vector<std::size_t>> reads;  // per instance: the vertex each input access sees
  std::vector<std::vector<std::size_t>> preds, succs;
  std::vector<bool> input;

  cdag(const program& prog, const size_binding& sizes) : order(instances(prog, sizes)) {
    element_ids element;
    std::unordered_map<std::size_t, std::size_t> current;  // element -> its vertex now
    auto add_vertex = [&](bool is_input) {
      preds.emplace_back();
      succs.emplace_back();
      input.push_back(is_input);
      return preds.size() - 1;
    };
    for (const auto& in : order) {
      const statement& st = prog[in.statement];
      std::vector<std::size_t> seen;
      for (const auto& r : st.inputs) {
        const std::size_t e = element(r, in.point);
        auto it = current.find(e);
        if (it == current.end()) it = current.emplace(e, add_vertex(true)).first;
        seen.push_back(it->second);
      }
      const std::size_t v = add_vertex(false);
      for (const std::size_t u : seen)
        if (std::find(preds[v].begin(), preds[v].end(), u) == preds[v].end()) {
          preds[v].push_back(u);
          succs[u].push_back(v);
        }
      current[element(st.output, in.point)] = v;
      vertex.push_back(v);
      reads.push_back(std::move(seen));
    }
  }

  // Every vertex reachable from v (v included): along successors when `forward`, else predecessors.
  std::vector<bool> closure(std::size_t v, bool forward) const {
    std::vector<bool> seen(preds.size(), false);
    std::vector<std::size_t> stack{v};
    seen[v] = true;
    while (!stack.empty()) {
      const std::size_t u = stack.back();
      stack.pop_back();
      for (const std::size_t w : forward ? succs[u] : preds[u])
        if (!seen[w]) {
          seen[w] = true;
          stack.push_back(w);
        }
    }
    return seen;
  }
};

}  // namespace c_order
