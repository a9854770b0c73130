// MPI communicators for pebble's run side: a communicator value type (shared ownership of the
// MPI_Comm), sub-communicators built from device groups, MPI errors turned into exceptions, and
// agreement: checks whose verdict every rank reaches identically, so bad input ends with one
// message on every rank instead of a hang.
#pragma once

#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include <pebble/core/error.hpp>

namespace pebble::comm {

/// Whether this is SimGrid's SMPI, the simulated MPI of docs/simulation.md (its smpi/smpi.h,
/// which its mpi.h includes, defines SMPI_SHARED_MALLOC). pebble works around what SMPI does
/// differently from MPICH and Open MPI where this is true.
inline constexpr bool simulated_mpi =
#ifdef SMPI_SHARED_MALLOC
    true;
#else
    false;
#endif

/// The clock of pebble's run-side timings: MPI_Wtime. It is the wall clock on a real machine and
/// the simulated clock under SMPI, where a std::chrono clock would time the simulator instead.
/// Needs MPI to be initialized.
struct mpi_clock {
  using rep = double;
  using period = std::ratio<1>;
  using duration = std::chrono::duration<double>;
  using time_point = std::chrono::time_point<mpi_clock>;
  static constexpr bool is_steady = false;
  static time_point now() { return time_point(duration(MPI_Wtime())); }
};

/// An MPI call failed (the message names the call and MPI's error string). Raised on the rank
/// that saw the failure only: the other ranks may be inside communication, so the job must end
/// with abort_job (pebble::comm::run does that).
class mpi_error : public pebble::error {
 public:
  using pebble::error::error;
};

/// A check that every rank of a communicator evaluated together (agree, agree_equal): every
/// rank throws the same message, no communication is pending, the job can end normally.
class agreed_error : public pebble::error {
 public:
  using pebble::error::error;
};

namespace detail {
inline void mpi_check(int rc, const char* call) {
  if (rc == MPI_SUCCESS) return;
  char text[MPI_MAX_ERROR_STRING];
  int length = 0;
  MPI_Error_string(rc, text, &length);
  throw mpi_error(
      format_message("pebble::comm: ", call, " failed: ", std::string(text, static_cast<std::size_t>(length))));
}
}  // namespace detail

/// An MPI communicator. Copies share the MPI_Comm; the last copy of one pebble created frees it
/// (unless MPI has been finalized). A default-constructed communicator is null: this rank is in
/// no group (is_null()).
class communicator {
 public:
  communicator() = default;

  /// MPI_COMM_WORLD (not freed).
  static communicator world() { return attach(MPI_COMM_WORLD); }

  /// Wraps a communicator the caller owns and keeps alive; pebble will not free it.
  static communicator attach(MPI_Comm comm) {
    communicator c;
    if (comm != MPI_COMM_NULL) c.comm_ = std::shared_ptr<MPI_Comm>(new MPI_Comm(comm));
    return c;
  }

  bool is_null() const { return !comm_; }
  MPI_Comm native() const { return comm_ ? *comm_ : MPI_COMM_NULL; }

  int rank() const {
    require_not_null("rank");
    int r = 0;
    detail::mpi_check(MPI_Comm_rank(native(), &r), "MPI_Comm_rank");
    return r;
  }
  int size() const {
    require_not_null("size");
    int s = 0;
    detail::mpi_check(MPI_Comm_size(native(), &s), "MPI_Comm_size");
    return s;
  }

  void barrier() const {
    require_not_null("barrier");
    detail::mpi_check(MPI_Barrier(native()), "MPI_Barrier");
  }

  /// MPI_Comm_split: ranks with the same color >= 0 form a communicator, ordered by key (then by
  /// rank); a negative color gives a null communicator. Collective over this communicator.
  communicator split(int color, int key) const {
    require_not_null("split");
    MPI_Comm out = MPI_COMM_NULL;
    detail::mpi_check(MPI_Comm_split(native(), color < 0 ? MPI_UNDEFINED : color, key, &out), "MPI_Comm_split");
    return adopt(out);
  }

  /// Sub-communicators of device groups: `groups` lists disjoint groups of ranks of this
  /// communicator, each group's ranks in the order they get in its sub-communicator. Returns the
  /// communicator of the group that holds this rank (null if none). Collective; every rank must
  /// pass the same groups. Invalid groups (a rank out of range or in two groups, an empty group)
  /// are reported identically on every rank before any communication.
  communicator split_groups(std::span<const std::vector<int>> groups) const {
    require_not_null("split_groups");
    const int n = size(), me = rank();
    std::vector<int> group_of(static_cast<std::size_t>(n), -1), position(static_cast<std::size_t>(n), 0);
    for (std::size_t g = 0; g < groups.size(); ++g) {
      if (groups[g].empty()) throw agreed_error(format_message("pebble::comm::split_groups: group ", g, " is empty"));
      for (std::size_t at = 0; at < groups[g].size(); ++at) {
        const int r = groups[g][at];
        if (r < 0 || r >= n)
          throw agreed_error(format_message("pebble::comm::split_groups: group ", g, " names rank ", r,
                                            ", but the communicator has ranks 0..", n - 1));
        if (group_of[static_cast<std::size_t>(r)] >= 0)
          throw agreed_error(format_message("pebble::comm::split_groups: rank ", r, " is in group ",
                                            group_of[static_cast<std::size_t>(r)], " and in group ", g,
                                            "; groups must be disjoint"));
        group_of[static_cast<std::size_t>(r)] = static_cast<int>(g);
        position[static_cast<std::size_t>(r)] = static_cast<int>(at);
      }
    }
    return split(group_of[static_cast<std::size_t>(me)], position[static_cast<std::size_t>(me)]);
  }

  friend bool operator==(const communicator& x, const communicator& y) { return x.native() == y.native(); }

 private:
  static communicator adopt(MPI_Comm comm) {
    communicator c;
    if (comm == MPI_COMM_NULL) return c;
    c.comm_ = std::shared_ptr<MPI_Comm>(new MPI_Comm(comm), [](MPI_Comm* p) {
      int finalized = 0;
      MPI_Finalized(&finalized);
      if (!finalized) MPI_Comm_free(p);
      delete p;
    });
    return c;
  }
  void require_not_null(const char* what) const {
    check(!is_null(), "pebble::comm::communicator::", what,
          ": this rank is not a member of the communicator (it is null)");
  }

  std::shared_ptr<MPI_Comm> comm_;
};

/// Every rank states whether its local checks passed; if any failed, every rank throws the same
/// agreed_error carrying the message of the lowest failing rank ("rank r: message" when some
/// ranks passed, the bare message when all failed). Costs one
/// all-reduce of an int, plus one broadcast of the message when something failed. Collective.
inline void agree(const communicator& comm, bool ok, const std::string& message = {}) {
  const int me = comm.rank(), n = comm.size();
  // one all-reduce (max) of {-(first failing rank), whether any rank passed}
  int verdict[2] = {ok ? -n : -me, ok ? 1 : 0};
  detail::mpi_check(MPI_Allreduce(MPI_IN_PLACE, verdict, 2, MPI_INT, MPI_MAX, comm.native()), "MPI_Allreduce");
  const int first_failing = -verdict[0];
  const bool some_passed = verdict[1] == 1;
  if (first_failing == n) return;
  long long length = me == first_failing ? static_cast<long long>(message.size()) : 0;
  detail::mpi_check(MPI_Bcast(&length, 1, MPI_LONG_LONG, first_failing, comm.native()), "MPI_Bcast");
  std::string text = me == first_failing ? message : std::string(static_cast<std::size_t>(length), ' ');
  if (length > 0)
    detail::mpi_check(MPI_Bcast(text.data(), static_cast<int>(length), MPI_CHAR, first_failing, comm.native()),
                      "MPI_Bcast");
  // a failure every rank saw is stated once; one rank's failure names the rank
  throw agreed_error(some_passed ? format_message("rank ", first_failing, ": ", text) : text);
}

/// Runs `checks` (a callable that throws pebble::error on bad input) on every rank and agrees on
/// the verdict: if it threw anywhere, every rank throws the same agreed_error.
template <class Checks>
void agree_on(const communicator& comm, Checks&& checks) {
  std::string message;
  bool ok = true;
  try {
    checks();
  } catch (const agreed_error&) {
    throw;  // already identical everywhere
  } catch (const pebble::error& e) {
    ok = false;
    message = e.what();
  }
  agree(comm, ok, message);
}

/// Checks that every rank passed the same values (e.g. the sizes of a distributed operation);
/// `names` says what each is. Throws the same agreed_error on every rank when they differ.
/// Collective: two all-reduces of values.size() integers.
inline void agree_equal(const communicator& comm, std::span<const std::int64_t> values,
                        std::span<const char* const> names) {
  check(values.size() == names.size(), "pebble::comm::agree_equal: ", values.size(), " values but ", names.size(),
        " names");
  std::vector<long long> low(values.begin(), values.end()), high(values.begin(), values.end());
  const int count = static_cast<int>(values.size());
  detail::mpi_check(MPI_Allreduce(MPI_IN_PLACE, low.data(), count, MPI_LONG_LONG, MPI_MIN, comm.native()),
                    "MPI_Allreduce");
  detail::mpi_check(MPI_Allreduce(MPI_IN_PLACE, high.data(), count, MPI_LONG_LONG, MPI_MAX, comm.native()),
                    "MPI_Allreduce");
  for (std::size_t v = 0; v < values.size(); ++v)
    if (low[v] != high[v])
      throw agreed_error(format_message("the ranks were given different values of ", names[v], " (from ", low[v],
                                        " to ", high[v], "); every rank must pass the same"));
}

/// Ends the whole job after an unexpected failure: prints "pebble: rank r: <reason>" to stderr
/// and calls MPI_Abort on MPI_COMM_WORLD (other ranks may be blocked in communication). The exit
/// code is 3 by default, the `pebble` tool's code for an internal error (docs/tool.md, "Exit codes"):
/// 1 says a verification failed and 2 bad input, which ranks agree on instead of aborting.
[[noreturn]] inline void abort_job(const std::string& reason, int code = 3) {
  int rank = -1, initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  if (initialized && !finalized) MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  std::fprintf(stderr, "pebble: rank %d: %s\n", rank, reason.c_str());
  std::fflush(stderr);
  if (initialized && !finalized) MPI_Abort(MPI_COMM_WORLD, code);
  std::exit(code);
}

}  // namespace pebble::comm
