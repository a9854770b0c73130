// libFuzzer target: the whole-program bound (pebble::program_bound, Theorem 5.1, with the reduction
// and completion cuts) and its leading-order formulas on any program text that parses, every size
// bound to 7 and then 1000, S = 64 words on 4 processors. Either a pebble::error or a bound that is
// finite, non-negative, at least the compulsory loads plus each cut, at most p times its
// per-processor share, and with one share per statement. And, differentially, at every size 3 and
// then 6 with a fast memory just large enough for any one statement instance: a bound no higher
// than the words an LRU cache moves running the program in its C order (an achievable I/O), when
// it has at most 4000 instances; and where the bound has a completion cut (at most 2000
// instances), the cut's live values checked by brute force on the computation graph. A crash, a
// sanitizer report, a hang (the statement-set enumeration is bounded), an unbounded allocation or
// another exception is a finding. scripts/fuzz.sh builds and runs it.
// The reduction cuts run with 1/64 of their default work budget (default_cut_work): the default
// is about 0.4 s optimized, 15 s or more with the sanitizers and coverage here, past the 10 s a
// run may take; the small budget also exercises the paths that skip cuts past it more often.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include <pebble/bounds/program_bound.hpp>
#include <pebble/model.hpp>

#include "../unit/c_order.hpp"
#include "../unit/completion_check.hpp"

namespace {
constexpr std::int64_t cut_work = pebble::default_cut_work / 64;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  pebble::program p;
  try {
    p = pebble::parse_program(std::string_view(reinterpret_cast<const char*>(data), size));
  } catch (const pebble::error&) {
    return 0;
  }
  for (const std::int64_t value : {7, 1000}) {
    pebble::size_binding sizes;
    for (const auto& n : p.sizes()) sizes.set(n, value);
    try {
      const pebble::program_io_bound b = pebble::program_bound(p, sizes, {.p = 4, .S = 64}, cut_work);
      if (!std::isfinite(b.Q) || b.Q < 0 || !(b.Q_cut >= 0) || b.Q < b.Q_compulsory + b.Q_cut ||
          !(b.Q_completion >= 0) || b.Q < b.Q_compulsory + b.Q_completion ||
          b.completion.live != (b.completion.live > 0 ? (b.completion.groups - 1) * b.completion.positions : 0) ||
          b.statements.size() != p.size() || !(b.Q_per_processor >= 0) || b.Q_per_processor > b.Q / 4)
        std::abort();
      for (const auto& st : b.statements)
        if (!(st.Q >= 0) || st.rho < 0 || st.points_counted < 0 || st.points_counted > st.domain_size) std::abort();
      (void)pebble::program_leading_formula(p, sizes);
      if (b.Q_cut > 0) (void)pebble::reduction_cut_leading_formulas(p, 2 * cut_work);
      if (b.Q_completion > 0) (void)pebble::completion_cut_leading_formula(p);
    } catch (const pebble::error&) {
    }
  }
  // sizes 3, and 6 where cuts have more live values than such a fast memory holds
  for (const std::int64_t value : {3, 6}) {
    try {
      pebble::size_binding small;
      for (const auto& n : p.sizes()) small.set(n, value);
      double instances = 0;
      std::int64_t S = 4;
      for (const auto& st : p) {
        instances += static_cast<double>(pebble::domain_size(st.domain, small));
        S = std::max<std::int64_t>(S, static_cast<std::int64_t>(st.inputs.size()) + 1);
      }
      if (instances > 4000) break;
      const pebble::program_io_bound b = pebble::program_bound(p, small, {.p = 1, .S = S}, cut_work);
      if (b.Q > c_order::lru_words(p, small, static_cast<std::size_t>(S)) * (1 + 1e-9) + 1e-6) std::abort();
      // a completion cut's live values against the computation graph (completion_check.hpp)
      if (b.completion.live > 0 && instances <= 2000) {
        const auto c = completion_check::check(p, small, b.completion, 8);
        if (!c.distinct || c.premises < b.completion.live || c.schedules < b.completion.live) std::abort();
      }
    } catch (const pebble::error&) {
    }
  }
  return 0;
}
