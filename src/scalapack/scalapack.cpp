// libpebble_scalapack: ScaLAPACK's p?gemm_ on pebble's COSMA schedule (thesis §3.6.3, Algorithm 1)
// or in place on C's layout, p?getrf_, p?potrf_ and the drivers p?gesv_, p?posv_ on CONFLUX and
// CONFCHOX (thesis §4.7), and p?getrs_, p?potrs_ counted and handed over, for programs that hold
// their matrices in ScaLAPACK's block-cyclic layout and link this library before ScaLAPACK. Each call
// checks its arguments, agrees with the other processes of its BLACS grid on them and on whether
// pebble runs it, and then either runs pebble::gemm_context or factor_context on a duplicate of
// the grid's communicator or hands the call unchanged to the next definition in link order
// (dlsym(RTLD_NEXT)), ScaLAPACK's own (docs/scalapack.md).
#include <pebble/scalapack.h>

#include <pebble/algorithms/scalapack_factor.hpp>
#include <pebble/algorithms/scalapack_gemm.hpp>

#include <Kokkos_Core.hpp>
#include <dlfcn.h>
#include <mpi.h>

#include <array>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace {

using pebble::block_cyclic;
using pebble::block_cyclic_view;

// --- what the environment asks for ----------------------------------------------------------------
enum class choice { automatic, pebble, scalapack };

choice requested() {
  const char* v = std::getenv("PEBBLE_SCALAPACK");
  if (v == nullptr || *v == '\0' || std::strcmp(v, "auto") == 0) return choice::automatic;
  if (std::strcmp(v, "pebble") == 0) return choice::pebble;
  if (std::strcmp(v, "scalapack") == 0) return choice::scalapack;
  static std::atomic<bool> said{false};
  if (!said.exchange(true))
    std::fprintf(stderr,
                 "pebble::scalapack: PEBBLE_SCALAPACK must be auto, pebble or scalapack; got '%s' (auto used)\n", v);
  return choice::automatic;
}

bool verbose() {
  const char* v = std::getenv("PEBBLE_SCALAPACK_VERBOSE");
  return v != nullptr && std::strcmp(v, "0") != 0 && *v != '\0';
}

// --- counts of the calls, per routine and path ----------------------------------------------------
struct routine {
  const char* name;
  std::atomic<long long> by_pebble{0}, by_scalapack{0};
};
routine pdgemm_calls{"pdgemm"}, psgemm_calls{"psgemm"}, pdgetrf_calls{"pdgetrf"}, psgetrf_calls{"psgetrf"},
    pdpotrf_calls{"pdpotrf"}, pspotrf_calls{"pspotrf"}, pdgetrs_calls{"pdgetrs"}, psgetrs_calls{"psgetrs"},
    pdpotrs_calls{"pdpotrs"}, pspotrs_calls{"pspotrs"}, pdgesv_calls{"pdgesv"}, psgesv_calls{"psgesv"},
    pdposv_calls{"pdposv"}, psposv_calls{"psposv"};
routine* const all_routines[] = {&pdgemm_calls,  &psgemm_calls,  &pdgetrf_calls, &psgetrf_calls, &pdpotrf_calls,
                                 &pspotrf_calls, &pdgetrs_calls, &psgetrs_calls, &pdpotrs_calls, &pspotrs_calls,
                                 &pdgesv_calls,  &psgesv_calls,  &pdposv_calls,  &psposv_calls};
template <class T>
routine& calls_of() {
  if constexpr (sizeof(T) == 8) return pdgemm_calls;
  else return psgemm_calls;
}

// --- ScaLAPACK's and BLACS' own routines, looked up at run time -----------------------------------
// (as gfortran compiles them: each CHARACTER argument's length follows the others, by value; the
// calls below pass 1, the length of every option letter)
template <class T>
using gemm_fn = void (*)(const char*, const char*, const int*, const int*, const int*, const T*, const T*, const int*,
                         const int*, const int*, const T*, const int*, const int*, const int*, const T*, T*, const int*,
                         const int*, const int*, std::size_t, std::size_t);

[[noreturn]] void abort_job(const std::string& message) {
  std::fprintf(stderr, "pebble::scalapack: %s\n", message.c_str());
  int up = 0, down = 0;
  MPI_Initialized(&up);
  MPI_Finalized(&down);
  if (up && !down) MPI_Abort(MPI_COMM_WORLD, 2);
  std::exit(2);
}

// ScaLAPACK's `symbol`, the next definition after this library's in link order
template <class F>
F next_routine(const char* symbol) {
  void* f = dlsym(RTLD_NEXT, symbol);
  if (f == nullptr)
    abort_job(std::string("no ScaLAPACK ") + symbol +
              " after libpebble_scalapack in the link order to hand this call to (link ScaLAPACK after it)");
  return reinterpret_cast<F>(f);
}

struct blacs {
  void (*gridinfo)(const int*, int*, int*, int*, int*) = nullptr;
  void (*get)(const int*, const int*, int*) = nullptr;  // Fortran BLACS_GET: what 10 is the grid's MPI_Comm
};
const blacs* find_blacs() {
  static const blacs found = [] {
    blacs b;
    b.gridinfo = reinterpret_cast<decltype(b.gridinfo)>(dlsym(RTLD_DEFAULT, "blacs_gridinfo_"));
    b.get = reinterpret_cast<decltype(b.get)>(dlsym(RTLD_DEFAULT, "blacs_get_"));
    return b;
  }();
  return found.gridinfo != nullptr && found.get != nullptr ? &found : nullptr;
}

// --- Kokkos and the state kept per BLACS grid, released at MPI_Finalize ---------------------------
// A grid's state: a duplicate of the BLACS grid's communicator (ranks row-major, as BLACS numbers
// them) and pebble's gemm contexts on it, which keep plans and pieces per shape.
struct grid_state {
  MPI_Comm comm = MPI_COMM_NULL;
  int nprow = 0, npcol = 0;
  std::unique_ptr<pebble::gemm_context<double>> d;
  std::unique_ptr<pebble::gemm_context<float>> s;
  std::unique_ptr<pebble::factor_context<double>> fd;
  std::unique_ptr<pebble::factor_context<float>> fs;
  template <class T>
  pebble::gemm_context<T>& gemm() {
    if constexpr (sizeof(T) == 8) return made(d);
    else return made(s);
  }
  template <class T>
  pebble::factor_context<T>& factor() {
    if constexpr (sizeof(T) == 8) return made(fd);
    else return made(fs);
  }

 private:
  template <class Context>
  Context& made(std::unique_ptr<Context>& slot) {
    if (!slot)
      slot = std::make_unique<Context>(pebble::comm::communicator::attach(comm),
                                       pebble::process_grid{nprow, npcol, false});
    return *slot;
  }
};

struct runtime {
  std::map<int, std::unique_ptr<grid_state>> grids;  // by BLACS context
  std::vector<MPI_Comm> stale;                       // duplicates of contexts since freed
  bool own_kokkos = false, hooked = false, kokkos_seen = false;
  void release() {
    int down = 0;
    MPI_Finalized(&down);
    if (!down)
      for (auto& [ctxt, g] : grids) stale.push_back(g->comm);
    grids.clear();  // the contexts first, then (below) the communicators they use
    if (!down)
      for (MPI_Comm& c : stale) MPI_Comm_free(&c);
    stale.clear();
  }
};
runtime& state() {
  static runtime r;
  return r;
}

// Kokkos cannot start again once finalized (Kokkos 3.7 and later tell; before, pebble remembers)
bool kokkos_finalized() {
#if KOKKOS_VERSION >= 30700
  return Kokkos::is_finalized();
#else
  return state().kokkos_seen && !Kokkos::is_initialized();
#endif
}

int release_at_finalize(MPI_Comm, int, void*, void*) {
  state().release();
  if (state().own_kokkos && Kokkos::is_initialized()) Kokkos::finalize();
  return MPI_SUCCESS;
}

// nullptr when MPI and Kokkos are ready for pebble, else why not
const char* runtime_ready() {
  int up = 0, down = 0;
  MPI_Initialized(&up);
  MPI_Finalized(&down);
  if (!up || down) return "MPI is not initialized";
  runtime& r = state();
  if (kokkos_finalized()) return "the program has finalized Kokkos";
  if (!Kokkos::is_initialized()) {
#if KOKKOS_VERSION >= 30700
    Kokkos::initialize(Kokkos::InitializationSettings().set_disable_warnings(true));
#else
    Kokkos::InitArguments arguments;
    arguments.disable_warnings = true;
    Kokkos::initialize(arguments);
#endif
    r.own_kokkos = true;
  }
  r.kokkos_seen = true;
  if (!r.hooked) {
    int key = MPI_KEYVAL_INVALID;
    MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, release_at_finalize, &key, nullptr);
    MPI_Comm_set_attr(MPI_COMM_SELF, key, nullptr);
    if (!r.own_kokkos) Kokkos::push_finalize_hook([] { state().release(); });
    r.hooked = true;
  }
  return nullptr;
}

grid_state& grid_of(int ctxt, MPI_Comm blacs_comm, int nprow, int npcol) {
  auto& g = state().grids[ctxt];
  if (g) {
    int same = MPI_UNEQUAL;
    MPI_Comm_compare(g->comm, blacs_comm, &same);
    if (same == MPI_CONGRUENT && g->nprow == nprow && g->npcol == npcol) return *g;
    state().stale.push_back(g->comm);  // a context freed and its number given to a new grid
  }
  g = std::make_unique<grid_state>();
  MPI_Comm_dup(blacs_comm, &g->comm);
  g->nprow = nprow;
  g->npcol = npcol;
  return *g;
}

// --- the call -------------------------------------------------------------------------------------
// pebble's descriptor of a ScaLAPACK one: DTYPE_ 1 (9 integers) or the PBLAS' DTYPE_ 2 (11: first
// blocks IMB_ x INB_) where the first blocks are whole ones.
std::array<int, 9> dense_descriptor(const int* desc) {
  if (desc[0] == 1) return {desc[0], desc[1], desc[2], desc[3], desc[4], desc[5], desc[6], desc[7], desc[8]};
  pebble::check(desc[0] == 2, "DTYPE_ ", desc[0], " is not a dense block-cyclic descriptor");
  pebble::check(desc[4] == desc[6] && desc[5] == desc[7], "first blocks of ", desc[4], " x ", desc[5],
                " where the others are ", desc[6], " x ", desc[7]);
  return {1, desc[1], desc[2], desc[3], desc[6], desc[7], desc[8], desc[9], desc[10]};
}

// The verdict every process of a grid takes: its own reason not to run the call, else a reason
// when another process has one or the processes describe different calls, else none. One
// MPI_Allreduce (minimum of the values and of their negations) on the grid's communicator.
std::string agree(MPI_Comm comm, const std::string& why, const std::vector<int>& call) {
  const std::size_t n = call.size() + 1;
  std::vector<int> both(2 * n);
  both[0] = why.empty() ? 1 : 0;
  for (std::size_t i = 1; i < n; ++i) both[i] = call[i - 1];
  for (std::size_t i = 0; i < n; ++i) both[n + i] = -both[i];
  MPI_Allreduce(MPI_IN_PLACE, both.data(), static_cast<int>(2 * n), MPI_INT, MPI_MIN, comm);
  if (!why.empty()) return why;
  if (both[0] != 1) return "another process of the grid hands it over";
  for (std::size_t i = 1; i < n; ++i)
    if (both[i] != -both[n + i]) return "the processes disagree on the call";
  return {};
}

// Where this process stands in the BLACS grid of context `ctxt`: its shape, its position (rank
// `me`, row-major, in `comm`, the grid's own communicator), or why there is no such grid here.
struct grid_place {
  int nprow = -1, npcol = -1, myrow = -1, mycol = -1;
  std::int64_t me = -1;
  MPI_Comm comm = MPI_COMM_NULL;
  const char* missing = nullptr;
  // the grid's process (0, 0), or any process where there is no grid: where verbose lines are said
  bool speaks() const { return myrow <= 0 && mycol <= 0; }
};
grid_place locate(int ctxt) {
  grid_place g;
  const blacs* bl = find_blacs();
  if (bl == nullptr) {
    g.missing = "no BLACS in the process";
    return g;
  }
  bl->gridinfo(&ctxt, &g.nprow, &g.npcol, &g.myrow, &g.mycol);
  if (g.nprow < 1 || g.npcol < 1 || g.myrow < 0 || g.mycol < 0 || g.myrow >= g.nprow || g.mycol >= g.npcol) {
    g.missing = "the context is no grid this process is in";
    return g;
  }
  int fortran_comm = 0;
  const int what = 10;
  bl->get(&ctxt, &what, &fortran_comm);
  g.comm = MPI_Comm_f2c(fortran_comm);
  g.me = static_cast<std::int64_t>(g.myrow) * g.npcol + g.mycol;
  return g;
}

bool transposes(char t) { return t == 'T' || t == 't' || t == 'C' || t == 'c'; }

template <class T>
void gemm(const char* transa, const char* transb, const int* m, const int* n, const int* k, const T* alpha, const T* a,
          const int* ia, const int* ja, const int* desca, const T* b, const int* ib, const int* jb, const int* descb,
          const T* beta, T* c, const int* ic, const int* jc, const int* descc) {
  routine& calls = calls_of<T>();
  const int ctxt = descc[1];
  const grid_place place = locate(ctxt);
  auto hand_over = [&](const std::string& why) {
    ++calls.by_scalapack;
    if (verbose() && place.speaks())
      std::fprintf(stderr, "pebble::scalapack: %s M=%d N=%d K=%d: ScaLAPACK's (%s)\n", calls.name, *m, *n, *k,
                   why.c_str());
    static const auto next = next_routine<gemm_fn<T>>(sizeof(T) == 8 ? "pdgemm_" : "psgemm_");
    next(transa, transb, m, n, k, alpha, a, ia, ja, desca, b, ib, jb, descb, beta, c, ic, jc, descc, 1, 1);
  };
  if (place.missing != nullptr) return hand_over(place.missing);
  const int nprow = place.nprow, npcol = place.npcol, myrow = place.myrow, mycol = place.mycol;
  const std::int64_t me = place.me;
  const MPI_Comm blacs_comm = place.comm;
  // (the environment can differ between processes: a process that wants ScaLAPACK's still joins
  // the agreement below, so that the others do not wait for it)
  const choice wanted = requested();

  // this process's view of the call: its reason not to run it, or none
  std::string why;
  std::array<int, 9> da{}, db{}, dc{};
  block_cyclic ba, bb, bc;
  const char ta = *transa, tb = *transb;
  try {
    const pebble::process_grid grid{nprow, npcol, false};
    pebble::check(ta == 'N' || ta == 'n' || transposes(ta), "TRANSA '", ta, "'");
    pebble::check(tb == 'N' || tb == 'n' || transposes(tb), "TRANSB '", tb, "'");
    pebble::check(*m >= 0 && *n >= 0 && *k >= 0, "M, N or K negative");
    da = dense_descriptor(desca);
    db = dense_descriptor(descb);
    dc = dense_descriptor(descc);
    pebble::check(da[1] == ctxt && db[1] == ctxt, "A, B and C on different contexts");
    for (const auto* d : {&da, &db, &dc}) pebble::check((*d)[8] >= 1, "LLD_ < 1");
    ba = pebble::from_descriptor(da, grid);
    bb = pebble::from_descriptor(db, grid);
    bc = pebble::from_descriptor(dc, grid);
    if (*m > 0 && *n > 0) block_cyclic_view{bc, *ic - 1, *jc - 1, *m, *n, false}.validate(me);
    if (*m > 0 && *k > 0)
      block_cyclic_view{ba, *ia - 1, *ja - 1, transposes(ta) ? *k : *m, transposes(ta) ? *m : *k, false}.validate(me);
    if (*k > 0 && *n > 0)
      block_cyclic_view{bb, *ib - 1, *jb - 1, transposes(tb) ? *n : *k, transposes(tb) ? *k : *n, false}.validate(me);
  } catch (const pebble::error& e) {
    why = std::string("arguments ScaLAPACK checks: ") + e.what();
  }
  if (why.empty() && wanted == choice::scalapack) why = "PEBBLE_SCALAPACK=scalapack";
  if (why.empty() && (*m == 0 || *n == 0)) why = "M or N is 0: nothing to compute";
  if (why.empty() && (*k == 0 || *alpha == T(0))) why = "K or alpha is 0: C is only scaled";
  // pebble's schedule pays where there is more than one process and enough work to share
  if (why.empty() && wanted == choice::automatic && nprow * npcol == 1) why = "one process";
  if (why.empty() && wanted == choice::automatic &&
      static_cast<double>(*m) * static_cast<double>(*n) * static_cast<double>(*k) < 2097152.0)
    why = "M N K < 2^21: too small to pay";
  if (why.empty()) {
    if (const char* not_ready = runtime_ready()) why = not_ready;
  }

  // every process of the grid must take the same path: agree on the verdict and on the call
  std::vector<int> call{*m, *n, *k, *ia, *ja, *ib, *jb, *ic, *jc, transposes(ta) ? 1 : 0, transposes(tb) ? 1 : 0};
  for (const auto* d : {&da, &db, &dc})
    for (std::size_t f : {2, 3, 4, 5, 6, 7}) call.push_back((*d)[f]);
  why = agree(blacs_comm, why, call);
  if (!why.empty()) return hand_over(why);

  using in = Kokkos::View<const T*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
  using out = Kokkos::View<T*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
  const in av(a, static_cast<std::size_t>(ba.local_size(me))), bv(b, static_cast<std::size_t>(bb.local_size(me)));
  const out cv(c, static_cast<std::size_t>(bc.local_size(me)));
  try {
    grid_state& g = grid_of(ctxt, blacs_comm, nprow, npcol);
    pebble::gemm_context<T>& context = g.template gemm<T>();
    const pebble::mmm_stats stats =
        context(ta, tb, *m, *n, *k, *alpha, av, *ia, *ja, da, bv, *ib, *jb, db, *beta, cv, *ic, *jc, dc);
    ++calls.by_pebble;
    if (verbose() && myrow == 0 && mycol == 0) {
      if (context.last_in_place()) {
        std::fprintf(stderr,
                     "pebble::scalapack: %s M=%d N=%d K=%d: pebble's (in place on the %d x %d grid; %.3g s, local gemm "
                     "%.3g s)\n",
                     calls.name, *m, *n, *k, nprow, npcol, stats.seconds, stats.gemm_seconds);
      } else {
        const auto& grid = context.last_plan().grid;
        std::fprintf(stderr, "pebble::scalapack: %s M=%d N=%d K=%d: pebble's (COSMA grid %lld x %lld x %lld)\n",
                     calls.name, *m, *n, *k, static_cast<long long>(grid.m), static_cast<long long>(grid.n),
                     static_cast<long long>(grid.k));
      }
    }
  } catch (const pebble::comm::agreed_error& e) {  // every process threw it before C was written
    hand_over(std::string("pebble refused it: ") + e.what());
  } catch (const std::exception& e) {
    abort_job(std::string(calls.name) + ": " + e.what());
  }
}

// --- p?getrf_, p?potrf_, and the drivers p?gesv_, p?posv_ ----------------------------------------
template <class T>
using getrf_fn = void (*)(const int*, const int*, T*, const int*, const int*, const int*, int*, int*);
template <class T>
using potrf_fn = void (*)(const char*, const int*, T*, const int*, const int*, const int*, int*, std::size_t);
template <class T>
using getrs_fn = void (*)(const char*, const int*, const int*, const T*, const int*, const int*, const int*, const int*,
                          T*, const int*, const int*, const int*, int*, std::size_t);
template <class T>
using potrs_fn = void (*)(const char*, const int*, const int*, const T*, const int*, const int*, const int*, T*,
                          const int*, const int*, const int*, int*, std::size_t);
template <class T>
using gesv_fn = void (*)(const int*, const int*, T*, const int*, const int*, const int*, int*, T*, const int*,
                         const int*, const int*, int*);
template <class T>
using posv_fn = void (*)(const char*, const int*, const int*, T*, const int*, const int*, const int*, T*, const int*,
                         const int*, const int*, int*, std::size_t);

// One factorization call of the whole N x N matrix of `desca` (IA = JA = 1) on the grid of its
// context. `refuse(place)` is this process's reason, beyond A's, to leave the call to ScaLAPACK
// (empty: none), and `call` what else the processes must agree on; `run(grid_state&, descriptor,
// its layout, rank)` runs pebble's factorization and returns its INFO; `hand_over()` runs
// ScaLAPACK's routine for the whole call. A matrix pebble finds singular or not positive definite
// is left unchanged by pebble and goes to `singular()`, which runs ScaLAPACK's factorization, so
// that INFO and the factors are exactly ScaLAPACK's then.
template <class Refuse, class Run, class HandOver, class Singular>
void factor_call(routine& calls, const int* m, const int* n, const int* ia, const int* ja, const int* desca,
                 std::vector<int> call, Refuse&& refuse, Run&& run, HandOver&& hand_over, Singular&& singular) {
  const int ctxt = desca[1];
  const grid_place place = locate(ctxt);
  auto said = [&](const std::string& how) {
    if (verbose() && place.speaks())
      std::fprintf(stderr, "pebble::scalapack: %s M=%d N=%d: %s\n", calls.name, *m, *n, how.c_str());
  };
  auto give = [&](const std::string& why) {
    ++calls.by_scalapack;
    said("ScaLAPACK's (" + why + ")");
    hand_over();
  };
  if (place.missing != nullptr) return give(place.missing);
  const int nprow = place.nprow, npcol = place.npcol;
  const std::int64_t me = place.me;
  const MPI_Comm blacs_comm = place.comm;
  const choice wanted = requested();

  std::string why;
  std::array<int, 9> da{};
  block_cyclic ba;
  try {
    da = dense_descriptor(desca);
    pebble::check(*m >= 0 && *n >= 0, "M or N negative");
    ba = pebble::from_descriptor(da, {nprow, npcol, false});
    pebble::check(da[8] >= 1, "LLD_ < 1");
    ba.validate(me);
    pebble::check(da[4] == da[5], "MB_ ", da[4], " != NB_ ", da[5], ", which ScaLAPACK's factorizations reject");
    pebble::check(*ia == 1 && *ja == 1 && *m == *n && ba.M == *m && ba.N == *n,
                  "a submatrix or a rectangular matrix, which pebble does not factor");
    why = refuse(place);
  } catch (const pebble::error& e) {
    why = std::string("arguments: ") + e.what();
  }
  if (why.empty() && wanted == choice::scalapack) why = "PEBBLE_SCALAPACK=scalapack";
  if (why.empty() && *n == 0) why = "N is 0: nothing to factor";
  // (measured, docs/scalapack.md: on 2 processes CONFLUX and CONFCHOX, which have no room for
  // layers there, plus the moves into their layout and back take 1.05 to 1.9 times pdgetrf's and
  // pdpotrf's time; on 4 they take 0.35 to 0.76 of it)
  if (why.empty() && wanted == choice::automatic && nprow * npcol < 4) why = "fewer than 4 processes: too few to pay";
  if (why.empty() && wanted == choice::automatic && *n < 256) why = "N < 256: too small to pay";
  if (why.empty()) {
    if (const char* not_ready = runtime_ready()) why = not_ready;
  }
  call.insert(call.end(), {*m, *n, *ia, *ja, da[2], da[3], da[4], da[5], da[6], da[7]});
  why = agree(blacs_comm, why, call);
  if (!why.empty()) return give(why);
  try {
    grid_state& g = grid_of(ctxt, blacs_comm, nprow, npcol);
    if (run(g, da, ba, me) != 0) {
      ++calls.by_scalapack;
      said("ScaLAPACK's (pebble found it singular or not positive definite: ScaLAPACK's INFO)");
      return singular();
    }
    ++calls.by_pebble;
    said("pebble's");
  } catch (const pebble::comm::agreed_error& e) {  // every process threw it before A was written
    give(std::string("pebble refused it: ") + e.what());
  } catch (const std::exception& e) {
    abort_job(std::string(calls.name) + ": " + e.what());
  }
}

std::string none(const grid_place&) { return {}; }

bool lower(const char* uplo) { return *uplo == 'L' || *uplo == 'l'; }
// UPLO as ScaLAPACK checks it: anything else is its argument error
bool uplo_letter(const char* uplo) { return lower(uplo) || *uplo == 'U' || *uplo == 'u'; }

// pebble's LU of the whole matrix (factor_call's `run`): INFO, with *info = 0 when it succeeded
template <class T>
auto run_getrf(T* a, int* ipiv, int* info) {
  return [=](grid_state& g, const std::array<int, 9>& da, const block_cyclic& ba, std::int64_t me) {
    using out = Kokkos::View<T*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
    using pivots = Kokkos::View<int*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
    const out av(a, static_cast<std::size_t>(ba.local_size(me)));
    const pivots pv(ipiv, static_cast<std::size_t>(ba.local_rows(me) + ba.mb));
    const int status = static_cast<int>(g.template factor<T>().getrf(av, da, pv).info);
    if (status == 0) *info = 0;
    return status;
  };
}

// pebble's Cholesky of the whole matrix (`uplo` L or U), as run_getrf
template <class T>
auto run_potrf(const char* uplo, T* a, int* info) {
  return [=](grid_state& g, const std::array<int, 9>& da, const block_cyclic& ba, std::int64_t me) {
    using out = Kokkos::View<T*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
    const out av(a, static_cast<std::size_t>(ba.local_size(me)));
    const int status = static_cast<int>(g.template factor<T>().potrf(av, da, lower(uplo) ? 'L' : 'U').info);
    if (status == 0) *info = 0;
    return status;
  };
}

template <class T>
void getrf(const int* m, const int* n, T* a, const int* ia, const int* ja, const int* desca, int* ipiv, int* info) {
  const auto scalapack = [&] {
    next_routine<getrf_fn<T>>(sizeof(T) == 8 ? "pdgetrf_" : "psgetrf_")(m, n, a, ia, ja, desca, ipiv, info);
  };
  factor_call(sizeof(T) == 8 ? pdgetrf_calls : psgetrf_calls, m, n, ia, ja, desca, {}, none, run_getrf(a, ipiv, info),
              scalapack, scalapack);
}

template <class T>
void potrf(const char* uplo, const int* n, T* a, const int* ia, const int* ja, const int* desca, int* info) {
  const auto scalapack = [&] {
    next_routine<potrf_fn<T>>(sizeof(T) == 8 ? "pdpotrf_" : "pspotrf_")(uplo, n, a, ia, ja, desca, info, 1);
  };
  factor_call(
      sizeof(T) == 8 ? pdpotrf_calls : pspotrf_calls, n, n, ia, ja, desca, {lower(uplo) ? 1 : 0},
      [uplo](const grid_place&) { return std::string(uplo_letter(uplo) ? "" : "arguments: UPLO is not L or U"); },
      run_potrf(uplo, a, info), scalapack, scalapack);
}

// The triangular solves with the factors: pebble has no schedule for them (their O(N² NRHS) flops
// are small beside the factorization's), so ScaLAPACK's run, on factors and IPIV that either
// library left.
template <class Next, class... Arguments>
void solve_by_scalapack(routine& calls, const char* symbol, const int* n, const int* nrhs, const int* desca,
                        Arguments... arguments) {
  ++calls.by_scalapack;
  if (verbose()) {
    const grid_place place = locate(desca[1]);
    if (place.speaks())
      std::fprintf(stderr,
                   "pebble::scalapack: %s N=%d NRHS=%d: ScaLAPACK's (pebble has no triangular-solve schedule)\n",
                   calls.name, *n, *nrhs);
  }
  next_routine<Next>(symbol)(arguments...);
}

// Why the right-hand sides B(IB:IB+N-1, JB:JB+NRHS-1) of a driver keep pebble from factoring A in
// it (empty: they do not): the driver runs pebble's factorization and then ScaLAPACK's solve only
// where every check ScaLAPACK's driver makes of B passes, so that an invalid B is reported by the
// driver itself, with its INFO, before A is touched. This asks for more than those checks (B's
// rows start at 1 and are blocked and placed as A's): other layouts of B go to ScaLAPACK's driver.
std::string right_hand_sides(const grid_place& place, const int* n, const int* nrhs, const int* desca, const int* ib,
                             const int* jb, const int* descb) {
  const std::array<int, 9> db = dense_descriptor(descb);
  pebble::check(*nrhs >= 0, "NRHS negative");
  pebble::check(db[1] == desca[1], "A and B on different contexts");
  pebble::check(*ib == 1 && *jb >= 1, "IB != 1 or JB < 1");
  pebble::check(db[4] == desca[4] && db[6] == desca[6], "B's rows blocked or placed unlike A's");
  pebble::check(db[8] >= 1, "B's LLD_ < 1");
  const block_cyclic bb = pebble::from_descriptor(db, {place.nprow, place.npcol, false});
  bb.validate(place.me);
  if (*nrhs > 0) block_cyclic_view{bb, 0, *jb - 1, *n, *nrhs, false}.validate(place.me);
  return {};
}

// p?gesv_: pebble's LU, then ScaLAPACK's p?getrs_, as ScaLAPACK's p?gesv_ does with its own
template <class T>
void gesv(const int* n, const int* nrhs, T* a, const int* ia, const int* ja, const int* desca, int* ipiv, T* b,
          const int* ib, const int* jb, const int* descb, int* info) {
  const bool d = sizeof(T) == 8;
  const auto solve = [&] {
    if (*info == 0)
      next_routine<getrs_fn<T>>(d ? "pdgetrs_" : "psgetrs_")("N", n, nrhs, a, ia, ja, desca, ipiv, b, ib, jb, descb,
                                                             info, 1);
  };
  factor_call(
      d ? pdgesv_calls : psgesv_calls, n, n, ia, ja, desca, {*nrhs, *ib, *jb, descb[2], descb[3], descb[5], descb[7]},
      [&](const grid_place& place) { return right_hand_sides(place, n, nrhs, desca, ib, jb, descb); },
      [&](auto&&... factor) {
        const int status = run_getrf(a, ipiv, info)(factor...);
        if (status == 0) solve();
        return status;
      },
      [&] {
        next_routine<gesv_fn<T>>(d ? "pdgesv_" : "psgesv_")(n, nrhs, a, ia, ja, desca, ipiv, b, ib, jb, descb, info);
      },
      [&] {
        next_routine<getrf_fn<T>>(d ? "pdgetrf_" : "psgetrf_")(n, n, a, ia, ja, desca, ipiv, info);
        solve();
      });
}

// p?posv_: pebble's Cholesky, then ScaLAPACK's p?potrs_
template <class T>
void posv(const char* uplo, const int* n, const int* nrhs, T* a, const int* ia, const int* ja, const int* desca, T* b,
          const int* ib, const int* jb, const int* descb, int* info) {
  const bool d = sizeof(T) == 8;
  const auto solve = [&] {
    if (*info == 0)
      next_routine<potrs_fn<T>>(d ? "pdpotrs_" : "pspotrs_")(uplo, n, nrhs, a, ia, ja, desca, b, ib, jb, descb, info,
                                                             1);
  };
  factor_call(
      d ? pdposv_calls : psposv_calls, n, n, ia, ja, desca,
      {lower(uplo) ? 1 : 0, *nrhs, *ib, *jb, descb[2], descb[3], descb[5], descb[7]},
      [&](const grid_place& place) {
        if (!uplo_letter(uplo)) return std::string("arguments: UPLO is not L or U");
        return right_hand_sides(place, n, nrhs, desca, ib, jb, descb);
      },
      [&](auto&&... factor) {
        const int status = run_potrf(uplo, a, info)(factor...);
        if (status == 0) solve();
        return status;
      },
      [&] {
        next_routine<posv_fn<T>>(d ? "pdposv_" : "psposv_")(uplo, n, nrhs, a, ia, ja, desca, b, ib, jb, descb, info, 1);
      },
      [&] {
        next_routine<potrf_fn<T>>(d ? "pdpotrf_" : "pspotrf_")(uplo, n, a, ia, ja, desca, info, 1);
        solve();
      });
}

}  // namespace

extern "C" {

// Each routine's Fortran entry point name_ and its C twin pebble_name run the same call. Their
// arguments are by address, as a Fortran program passes them; gfortran's hidden lengths of the
// CHARACTER arguments follow those and are not read.
#define PEBBLE_ENTRY(name, parameters, ...)                     \
  PEBBLE_SCALAPACK_API void name##_ parameters { __VA_ARGS__; } \
  PEBBLE_SCALAPACK_API void pebble_##name parameters { __VA_ARGS__; }

#define PEBBLE_GEMM(name, T)                                                                                          \
  PEBBLE_ENTRY(name,                                                                                                  \
               (const char* transa, const char* transb, const int* m, const int* n, const int* k, const T* alpha,     \
                const T* a, const int* ia, const int* ja, const int* desca, const T* b, const int* ib, const int* jb, \
                const int* descb, const T* beta, T* c, const int* ic, const int* jc, const int* descc),               \
               gemm<T>(transa, transb, m, n, k, alpha, a, ia, ja, desca, b, ib, jb, descb, beta, c, ic, jc, descc))
PEBBLE_GEMM(pdgemm, double)
PEBBLE_GEMM(psgemm, float)

#define PEBBLE_GETRF(name, T)                                                                                         \
  PEBBLE_ENTRY(                                                                                                       \
      name, (const int* m, const int* n, T* a, const int* ia, const int* ja, const int* desca, int* ipiv, int* info), \
      getrf<T>(m, n, a, ia, ja, desca, ipiv, info))
PEBBLE_GETRF(pdgetrf, double)
PEBBLE_GETRF(psgetrf, float)

#define PEBBLE_POTRF(name, T)                                                                                     \
  PEBBLE_ENTRY(name,                                                                                              \
               (const char* uplo, const int* n, T* a, const int* ia, const int* ja, const int* desca, int* info), \
               potrf<T>(uplo, n, a, ia, ja, desca, info))
PEBBLE_POTRF(pdpotrf, double)
PEBBLE_POTRF(pspotrf, float)

#define PEBBLE_GETRS(name, T)                                                                                        \
  PEBBLE_ENTRY(name,                                                                                                 \
               (const char* trans, const int* n, const int* nrhs, const T* a, const int* ia, const int* ja,          \
                const int* desca, const int* ipiv, T* b, const int* ib, const int* jb, const int* descb, int* info), \
               solve_by_scalapack<getrs_fn<T>>(name##_calls, #name "_", n, nrhs, desca, trans, n, nrhs, a, ia, ja,   \
                                               desca, ipiv, b, ib, jb, descb, info, std::size_t{1}))
PEBBLE_GETRS(pdgetrs, double)
PEBBLE_GETRS(psgetrs, float)

#define PEBBLE_POTRS(name, T)                                                                                     \
  PEBBLE_ENTRY(name,                                                                                              \
               (const char* uplo, const int* n, const int* nrhs, const T* a, const int* ia, const int* ja,        \
                const int* desca, T* b, const int* ib, const int* jb, const int* descb, int* info),               \
               solve_by_scalapack<potrs_fn<T>>(name##_calls, #name "_", n, nrhs, desca, uplo, n, nrhs, a, ia, ja, \
                                               desca, b, ib, jb, descb, info, std::size_t{1}))
PEBBLE_POTRS(pdpotrs, double)
PEBBLE_POTRS(pspotrs, float)

#define PEBBLE_GESV(name, T)                                                                                          \
  PEBBLE_ENTRY(name,                                                                                                  \
               (const int* n, const int* nrhs, T* a, const int* ia, const int* ja, const int* desca, int* ipiv, T* b, \
                const int* ib, const int* jb, const int* descb, int* info),                                           \
               gesv<T>(n, nrhs, a, ia, ja, desca, ipiv, b, ib, jb, descb, info))
PEBBLE_GESV(pdgesv, double)
PEBBLE_GESV(psgesv, float)

#define PEBBLE_POSV(name, T)                                                                                           \
  PEBBLE_ENTRY(name,                                                                                                   \
               (const char* uplo, const int* n, const int* nrhs, T* a, const int* ia, const int* ja, const int* desca, \
                T* b, const int* ib, const int* jb, const int* descb, int* info),                                      \
               posv<T>(uplo, n, nrhs, a, ia, ja, desca, b, ib, jb, descb, info))
PEBBLE_POSV(pdposv, double)
PEBBLE_POSV(psposv, float)

#undef PEBBLE_ENTRY
#undef PEBBLE_GEMM
#undef PEBBLE_GETRF
#undef PEBBLE_POTRF
#undef PEBBLE_GETRS
#undef PEBBLE_POTRS
#undef PEBBLE_GESV
#undef PEBBLE_POSV

long long pebble_scalapack_calls(const char* routine_name, int by_pebble) {
  for (routine* r : all_routines)
    if (routine_name != nullptr && std::strcmp(routine_name, r->name) == 0)
      return by_pebble ? r->by_pebble.load() : r->by_scalapack.load();
  return -1;
}

}  // extern "C"
