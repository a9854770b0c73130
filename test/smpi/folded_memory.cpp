// Memory folding for SimGrid's SMPI (docs/simulation.md, "Memory folding"), linked into the SMPI
// build's programs with the modeled kernels (kernel_calls.cpp). Every simulated rank lives in the
// one process of the simulation, so the ranks' matrices add up to the memory of the whole
// simulated machine. With PEBBLE_SMPI_FOLD_BYTES set, each allocation of Kokkos' HostSpace of at
// least that many bytes comes from SMPI_SHARED_MALLOC instead: its pages all map onto one small
// block of real memory (smpi/shared-malloc:global, which scripts/smpirun.sh --fold sets), shared
// by every rank. The contents of folded memory are meaningless, so folding goes with modeled
// compute only (where nothing is computed from them but the pivots, which only need to exist).
//
// How: HostSpace::impl_allocate and impl_deallocate, through which every HostSpace allocation of
// Kokkos 3 goes, are defined here as well. SMPI looks a rank's symbols up in its copy of the
// program before the libraries, and Kokkos calls them through its PLT, so these definitions are
// the ones used. Without PEBBLE_SMPI_FOLD_BYTES they allocate as Kokkos does (64-byte aligned).
// A Kokkos of another major version (another signature) leaves this file empty: folding is then
// not available, and PEBBLE_SMPI_FOLD_BYTES is refused.
#include <Kokkos_Core.hpp>
#include <smpi/smpi.h>

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <unordered_set>

#if defined(KOKKOS_VERSION) && KOKKOS_VERSION >= 30400 && KOKKOS_VERSION < 40000

namespace {

struct folding {
  std::size_t threshold = 0;  // 0: no folding
  std::unordered_set<void*> folded;

  folding() {
    if (const char* v = std::getenv("PEBBLE_SMPI_FOLD_BYTES"); v != nullptr && *v != '\0') {
      char* end = nullptr;
      const double t = std::strtod(v, &end);
      if (end == v || *end != '\0' || !(t >= 1) || t > 1e18) {
        std::fprintf(stderr, "pebble smpi: PEBBLE_SMPI_FOLD_BYTES: expected a number of bytes >= 1; got '%s'\n", v);
        std::_Exit(2);
      }
      threshold = static_cast<std::size_t>(t);
    }
  }
};

folding& state() {
  static folding f;  // one per rank: each rank has its own copy of the program's globals
  return f;
}

constexpr std::align_val_t alignment{64};

}  // namespace

void* Kokkos::HostSpace::impl_allocate(const char*, const size_t size, const size_t,
                                       const Kokkos::Tools::SpaceHandle) const {
  if (size == 0) return nullptr;
  folding& f = state();
  if (f.threshold > 0 && size >= f.threshold) {
    void* p = SMPI_SHARED_MALLOC(size);
    if (p == nullptr) throw std::bad_alloc();
    f.folded.insert(p);
    return p;
  }
  return ::operator new(size, alignment);
}

void Kokkos::HostSpace::impl_deallocate(const char*, void* const p, const size_t, const size_t,
                                        const Kokkos::Tools::SpaceHandle) const {
  if (p == nullptr) return;
  folding& f = state();
  if (f.folded.erase(p) > 0) {
    SMPI_SHARED_FREE(p);
    return;
  }
  ::operator delete(p, alignment);
}

#else

namespace {
[[maybe_unused]] const bool refuse_folding = [] {
  if (const char* v = std::getenv("PEBBLE_SMPI_FOLD_BYTES"); v != nullptr && *v != '\0') {
    std::fprintf(stderr, "pebble smpi: memory folding needs Kokkos 3 (this build's Kokkos allocates otherwise)\n");
    std::_Exit(2);
  }
  return true;
}();
}  // namespace

#endif
