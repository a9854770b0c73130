// The rules of the program bound for single statements the general model would lose: reads of
// the written array renamed apart (projectable_apart), symmetric self reads, temporaries forwarded
// into their readers, and faces of a domain split off (split_faces, face_points).
#pragma once

#include <pebble/bounds/program/lifting.hpp>
#include <pebble/bounds/program/versions.hpp>

namespace pebble::detail {

// Whether classify() projects statement st once its reads of the array it writes, other than at
// the write's linear part, are renamed apart: one fresh array per access class of `classes`
// (classes[0] the write, at most 10, every such read in one of them). What the special rules below
// leave to classify: the statement's other arrays.
constexpr bool projectable_apart(const statement& st, const std::vector<const access*>& classes) {
  statement renamed = st;
  for (auto& r : renamed.inputs) {
    if (r.array != st.output.array || r.offset_from(st.output)) continue;
    std::size_t c = 1;
    while (!r.offset_from(*classes[c])) ++c;
    const std::array<char, 2> name{'#', static_cast<char>('0' + c)};  // no program names an array '#'
    r.array = short_name(std::string_view(name.data(), 2));
  }
  return classify(renamed).projectable;
}

// Cholesky's A[i,j] -= A[i,k]·A[j,k] over k < j < i: two reads of the written array that exchange
// two indices and never touch an element the write touches at the same version. They read the
// array's final values (the self-edge input of Definition 5.6, §5.5.1), symmetrically. classify()
// projects symmetric reads of read-only arrays only, so such a statement is not SOAP on its own;
// the fused model counts the two reads as one symmetric pair (add_read_terms) and the write's
// version chain apart. True when the statement, with those two reads renamed apart, is
// projectable (projectable_apart).
constexpr bool symmetric_self_reads(const statement& st) {
  auto symmetric = [&](const access& r) { return r.array == st.output.array && !r.offset_from(st.output); };
  std::vector<const access*> reads;
  for (const auto& r : st.inputs)
    if (symmetric(r)) reads.push_back(&r);
  if (reads.size() != 2 || !swapped_indices(*reads[0], *reads[1], st.domain.depth())) return false;
  const std::uint32_t versions = version_mask(st);
  for (const access* r : reads)
    if (!provably_disjoint(st.domain, st.output, *r, versions)) return false;
  return projectable_apart(st, {&st.output, reads[0], reads[1]});
}

// ludcmp's LU written through a temporary: `w[] = A[i,j]; for k …: w[] -= A[i,k]·A[k,j];
// A[i,j] = w[] / A[j,j]`. When three consecutive statements copy an element of A into w, update
// w in place in loops inside the copy's, and store w back into that same element — no statement of
// the three touching that element otherwise, and no other statement reading a value of w the three
// wrote — the program with w renamed to that element of A (`A[i,j] = A[i,j]; A[i,j] -= …;
// A[i,j] = A[i,j] / A[j,j]`) has the same computation graph: w's values become the element's
// versions, one for one, and every other read sees the value it saw. The program bound analyses
// that program (Polybench's LU form, whose self-edge reads it models).
constexpr program forward_temporaries(const program& prog) {
  const std::size_t n = prog.size();
  if (n > max_program_statements) return prog;  // program_context refuses it
  std::vector<statement> out(prog.begin(), prog.end());
  std::vector<bool> in_triple(n, false);
  auto writes_by_copy = [&](std::size_t r) {  // w = f(…) not reading w
    if (prog[r].compound()) return false;
    for (const auto& x : prog[r].inputs)
      if (x.array == prog[r].output.array) return false;
    return true;
  };
  for (std::size_t a = 0; a + 2 < n; ++a) {
    const statement &copy = prog[a], &update = prog[a + 1], &store = prog[a + 2];
    const std::size_t depth = copy.domain.depth();
    if (copy.compound() || copy.inputs.size() != 1 || copy.inputs[0].array == copy.output.array) continue;
    const access &w = copy.output, &element = copy.inputs[0];
    if (prog.shared_loops(a, a + 1) != depth || prog.shared_loops(a, a + 2) != depth || store.domain.depth() != depth ||
        update.domain.depth() <= depth || !(update.output == w) || !(store.output == element))
      continue;
    bool fine = false;
    for (const auto& x : update.inputs) fine = fine || x == w;  // updated in place
    bool stored = false;
    for (const auto& x : store.inputs) stored = stored || x == w;
    fine = fine && stored;
    for (const statement* st : {&copy, &update, &store})  // w through that one access only
      for (const auto& x : st->inputs)
        if (x.array == w.array && !(x == w)) fine = false;
    if (store.output.array == w.array) fine = false;
    // within one iteration of the copy's loops, the update and the store touch the element only
    // through w
    const std::uint32_t outer = (1u << depth) - 1;
    for (const statement* st : {&update, &store})
      for (const auto& x : st->inputs)
        if (x.array == element.array && !provably_disjoint(st->domain, x, element, outer)) fine = false;
    if (!fine) continue;
    // no other reader of w sees a value the three wrote: an earlier statement r writes w without
    // reading it, in loops around the reader (so before it in each of their iterations), and none
    // of the three runs between them: not between in program order, nor in a loop around the
    // reader that r is outside of
    bool isolated = true;
    for (std::size_t q = 0; q < n && isolated; ++q) {
      if (q >= a && q <= a + 2) continue;
      bool reads = false;
      for (const auto& x : prog[q].inputs) reads = reads || x.array == w.array;
      if (!reads) continue;
      bool covered = false;
      for (std::size_t r = 0; r < q && !covered; ++r) {
        if (prog[r].output.array != w.array || !writes_by_copy(r) || prog.shared_loops(r, q) != prog[r].domain.depth())
          continue;
        bool clean = true;
        for (std::size_t t = a; t <= a + 2; ++t)
          clean = clean && !(r < t && t < q) && prog.shared_loops(t, q) <= prog.shared_loops(r, q);
        covered = clean;
      }
      isolated = covered;
    }
    if (!isolated || in_triple[a] || in_triple[a + 1] || in_triple[a + 2]) continue;
    // rename w to the element in the three (the shared loops are the same indices in each)
    for (std::size_t q = a; q <= a + 2; ++q) {
      statement st = out[q];
      if (st.output == w) st.output = element;
      auto inputs = st.inputs;
      st.inputs.clear();
      for (auto x : inputs) st.add_input(x == w ? element : x);
      out[q] = st;
      in_triple[q] = true;
    }
  }
  program rewritten;
  for (std::size_t q = 0; q < n; ++q) rewritten.push_back(out[q], {}, prog.loop_ids(q));
  return rewritten;
}

// A face x = y of a statement's domain: two of its loops, `inner` the deeper.
struct domain_face {
  std::uint8_t outer = 0, inner = 0;
};

// Floyd–Warshall's path[i,j] = min(path[i,j], path[i,k] + path[k,j]) over k, i, j: its accesses of
// the array it writes meet at equal versions only on the faces i = k and j = k. Off them (V' = 𝒟
// minus the faces) they are pairwise disjoint at equal versions, so the projection of §5.5.1
// splits the array there, and a tile's dominator dominates its points in V' too: the bound counts
// V' only (at least |𝒟| minus each face's points, face_points). The faces, one or two, fewest
// first, such that the written array's access classes are pairwise disjoint at equal versions for
// instances on any side of each face, and the statement with the reads of that array renamed
// apart is projectable; none otherwise.
constexpr static_vector<domain_face, 2> split_faces(const statement& st) {
  const std::size_t depth = st.domain.depth();
  const std::uint32_t versions = version_mask(st);
  std::vector<const access*> classes{&st.output};  // the write, and one read per other linear part
  for (const auto& r : st.inputs) {
    if (r.array != st.output.array) continue;
    bool known = false;
    for (const access* c : classes) known = known || r.offset_from(*c);
    if (!known) classes.push_back(&r);
  }
  if (classes.size() < 2 || classes.size() > 4 || !projectable_apart(st, classes)) return {};
  // whether class pair (a, b) is disjoint for instances on any side of each face
  auto off = [&](const static_vector<domain_face, 2>& faces, std::size_t a, std::size_t b) {
    const std::size_t n = faces.size();
    auto loop = [&](std::size_t t, bool primed) {
      return lift_to_pair(affine_expr::var(index_var(t)), primed, versions);
    };
    for (std::uint32_t sides = 0; sides < (1u << (2 * n)); ++sides) {
      static_vector<pair_affine, 4> rows;
      for (std::size_t q = 0; q < n; ++q)
        for (const bool primed : {false, true}) {
          const pair_affine x = loop(faces[q].outer, primed), y = loop(faces[q].inner, primed);
          rows.push_back((sides >> (2 * q + primed) & 1u) ? x - y - 1 : y - x - 1);
        }
      if (!provably_disjoint(st.domain, *classes[a], *classes[b], versions, {rows.data(), rows.size()})) return false;
    }
    return true;
  };
  // The class pairs that meet, and for each face the ones it parts on its own. A set of one or two
  // faces is tried only when each pair is parted by one of them (pairs that only both faces together
  // would part are not looked for): at most 4 classes (above), 6 faces that part something.
  std::vector<std::pair<std::size_t, std::size_t>> meet;
  for (std::size_t a = 0; a < classes.size(); ++a)
    for (std::size_t b = a + 1; b < classes.size(); ++b)
      if (!provably_disjoint(st.domain, *classes[a], *classes[b], versions)) meet.emplace_back(a, b);
  if (meet.empty()) return {};
  std::vector<domain_face> faces;
  std::vector<std::uint32_t> parts;  // per face: bit m when it parts meet[m]
  for (std::size_t x = 0; x < depth; ++x)
    for (std::size_t y = x + 1; y < depth; ++y) {
      const domain_face f{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
      std::uint32_t bits = 0;
      for (std::size_t m = 0; m < meet.size(); ++m)
        if (off({f}, meet[m].first, meet[m].second)) bits |= 1u << m;
      if (bits == 0) continue;
      faces.push_back(f);
      parts.push_back(bits);
    }
  const std::uint32_t every = (1u << meet.size()) - 1;
  for (std::size_t u = 0; u < faces.size(); ++u)
    if (parts[u] == every) return {faces[u]};
  if (faces.size() > 6) return {};
  for (std::size_t u = 0; u < faces.size(); ++u)
    for (std::size_t v = u + 1; v < faces.size(); ++v) {
      if ((parts[u] | parts[v]) != every) continue;
      const static_vector<domain_face, 2> two{faces[u], faces[v]};
      bool parted = true;
      for (const auto& [a, b] : meet) parted = parted && off(two, a, b);
      if (parted) return two;
    }
  return {};
}

// At least the points of 𝒟 on the face: those with the inner loop at the outer loop's value,
// whatever the inner loop's own bounds.
constexpr std::int64_t face_points(const iteration_domain& d, const size_binding& sizes, domain_face f) {
  iteration_domain on = d;
  on.bounds[f.inner].lower = affine_expr::var(index_var(f.outer));
  on.bounds[f.inner].upper = affine_expr::var(index_var(f.outer)) + 1;
  return domain_size(on, sizes);
}

}  // namespace pebble::detail
