// Test helper: brute-force checks of a completion cut (pebble/bounds/completion_cut.hpp) on the
// computation graph of its program at small sizes — every value the analysis counts as live when
// the first group completes must be live in every schedule. Two independent checks:
//  - the argument's premises, on the CDAG: for every first group j0 and every counted (i, j),
//    M(i, j) reaches a descendant of each other member of its group through itself and its copies
//    only, and one of its predecessors that no other M value reads is an ancestor of group j0;
//    those witnesses are distinct;
//  - schedules: random topological orders and, for every group, the order that completes it
//    first with nothing else run — at the first completion, the fired computed vertices with a
//    successor not fired number at least the claim.
// Shared by the unit test and the program_bound fuzz target.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <vector>

#include <pebble/bounds/completion_cut.hpp>
#include <pebble/model.hpp>

#include "c_order.hpp"

namespace completion_check {

using namespace pebble;

struct brute_force {
  std::int64_t premises = -1;   // min over j0 of the (i, j) whose witnesses exist; -1: no cut
  std::int64_t schedules = -1;  // min over the schedules tried of the live values at the first completion
  bool distinct = true;         // the witnesses counted are distinct
};

// The two checks above for the cut the analysis finds in `prog` at `sizes`.
inline brute_force check(const program& prog, const size_binding& sizes, const completion_cut& cut,
                         unsigned random_orders = 60) {
  brute_force out;
  if (cut.live == 0) return out;
  const c_order::cdag g(prog, sizes);
  const std::size_t n = g.preds.size();
  const std::size_t gl = cut.group_loop, rl = 1 - gl;
  // M's vertices by group and position
  std::map<std::int64_t, std::map<std::int64_t, std::size_t>> groups;
  std::vector<bool> is_m(n, false);
  for (std::size_t k = 0; k < g.order.size(); ++k)
    if (g.order[k].statement == cut.middle) {
      const auto& pt = g.order[k].point;
      groups[pt[index_var(rl)]][pt[index_var(gl)]] = g.vertex[k];
      is_m[g.vertex[k]] = true;
    }
  // each M value with its copies: the vertices whose one predecessor is among them
  std::vector<std::size_t> owner(n, static_cast<std::size_t>(-1));
  std::vector<std::vector<std::size_t>> own;  // per M vertex (by index into `own`)
  std::map<std::size_t, std::size_t> own_of;
  for (const auto& [j, group] : groups)
    for (const auto& [i, v] : group) {
      own_of[v] = own.size();
      own.push_back({v});
      owner[v] = own.size() - 1;
    }
  for (auto& members : own)
    for (std::size_t k = 0; k < members.size(); ++k)
      for (std::size_t s : g.succs[members[k]])
        if (g.preds[s].size() == 1 && !is_m[s]) {
          owner[s] = owner[members[k]];  // one predecessor: one owner
          members.push_back(s);
        }
  auto ancestors = [&](const std::vector<std::size_t>& of) {
    std::vector<bool> seen(n, false);
    for (std::size_t v : of)
      if (!seen[v]) {
        const auto c = g.closure(v, false);
        for (std::size_t u = 0; u < n; ++u) seen[u] = seen[u] || c[u];
      }
    return seen;
  };
  // reaches[v][i']: M(i, j) = v reaches, through its own vertices, a vertex outside them that
  // descends from M(i', j)
  std::map<std::size_t, std::set<std::int64_t>> reaches;
  for (const auto& [j, group] : groups)
    for (const auto& [i, v] : group)
      for (const auto& [i2, v2] : group) {
        if (i2 == i) continue;
        const auto desc = g.closure(v2, true);
        for (std::size_t u : own[own_of[v]])
          for (std::size_t s : g.succs[u])
            if (owner[s] != owner[v] && desc[s]) reaches[v].insert(i2);
      }
  for (const auto& [j0, first] : groups) {
    std::vector<std::size_t> members;
    for (const auto& [i, v] : first) members.push_back(v);
    const auto anc = ancestors(members);
    std::set<std::size_t> witnesses;
    std::int64_t count = 0;
    for (const auto& [j, group] : groups) {
      if (j == j0) continue;
      for (const auto& [i, v] : group) {
        const bool computed_case = reaches[v].size() + 1 == group.size();
        std::size_t witness = static_cast<std::size_t>(-1);
        for (std::size_t p : g.preds[v]) {
          if (g.input[p] || !anc[p] || owner[p] != static_cast<std::size_t>(-1)) continue;
          std::size_t m_successors = 0;
          for (std::size_t s : g.succs[p]) m_successors += is_m[s];
          if (m_successors == 1) witness = p;  // its own: no other M value claims it
        }
        if (computed_case && witness != static_cast<std::size_t>(-1)) {
          ++count;
          out.distinct = witnesses.insert(witness).second && out.distinct;
        }
      }
    }
    out.premises = out.premises < 0 ? count : std::min(out.premises, count);
  }
  // schedules
  std::vector<std::size_t> computed;
  for (std::size_t v = 0; v < n; ++v)
    if (!g.input[v]) computed.push_back(v);
  auto live_at_first_completion = [&](const std::vector<std::size_t>& order) {
    std::vector<bool> fired(n, false);
    for (std::size_t v = 0; v < n; ++v) fired[v] = g.input[v];
    std::map<std::int64_t, std::size_t> left;
    for (const auto& [j, group] : groups) left[j] = group.size();
    for (std::size_t v : order) {
      fired[v] = true;  // (the orders are topological: every predecessor has fired)
      if (!is_m[v]) continue;
      bool complete = false;
      for (auto& [j, group] : groups)
        for (const auto& [i, u] : group)
          if (u == v) complete = --left[j] == 0;
      if (!complete) continue;
      std::int64_t live = 0;
      for (std::size_t u : computed)
        if (fired[u])
          for (std::size_t s : g.succs[u])
            if (!fired[s]) {
              ++live;
              break;
            }
      return live;
    }
    return std::int64_t{0};  // no group completed: M has no instance
  };
  auto record = [&](std::int64_t live) { out.schedules = out.schedules < 0 ? live : std::min(out.schedules, live); };
  std::mt19937 rng(7);
  for (unsigned k = 0; k < random_orders; ++k) {
    std::vector<std::size_t> waiting(n, 0), ready, order;
    for (std::size_t v : computed) {
      for (std::size_t p : g.preds[v]) waiting[v] += !g.input[p];
      if (waiting[v] == 0) ready.push_back(v);
    }
    while (!ready.empty()) {
      const std::size_t at = std::uniform_int_distribution<std::size_t>(0, ready.size() - 1)(rng);
      const std::size_t v = ready[at];
      ready[at] = ready.back();
      ready.pop_back();
      order.push_back(v);
      for (std::size_t s : g.succs[v])
        if (--waiting[s] == 0) ready.push_back(s);
    }
    record(live_at_first_completion(order));
  }
  for (const auto& [j0, first] : groups) {  // group j0's ancestors in C order, then the rest
    std::vector<std::size_t> members;
    for (const auto& [i, v] : first) members.push_back(v);
    const auto anc = ancestors(members);
    std::vector<std::size_t> order;
    for (std::size_t v : computed)
      if (anc[v]) order.push_back(v);
    for (std::size_t v : computed)
      if (!anc[v]) order.push_back(v);
    record(live_at_first_completion(order));
  }
  return out;
}

}  // namespace completion_check
