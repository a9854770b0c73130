// The `pebble` command-line tool: the subcommands and their options (CLI11); each subcommand's
// work is in its own file. `model` prints a program's statements, iteration domains, exact |𝒟|
// and SOAP/DAAP class (model.cpp), `bound` the I/O lower bounds (bound.cpp), `run mmm` the
// distributed matrix multiplication (run_mmm.cpp), `run lu` and `run cholesky` the distributed
// factorizations (run_factor.cpp), `placement` parallelism placements and
// reduction programs (placement.cpp), `strategy` optimal parallelization strategies
// (strategy.cpp), `sp` series-parallel task graphs (sp.cpp), `count` iteration counts, work and
// depth of loop programs (count.cpp). Bad input: one line on stderr, exit
// code 2 (errors.hpp); a failed verification 1; an internal error 3.
#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

#include "amounts.hpp"
#include "bound.hpp"
#include "count.hpp"
#include "model.hpp"
#include "placement.hpp"
#include "run_factor.hpp"
#include "launcher_rank.hpp"
#include "run_mmm.hpp"
#include "sp.hpp"
#include "strategy.hpp"
#include "onnx_import.hpp"


// The largest count an option takes (sizes, processors): 2^62, so that sums of two stay in range.
constexpr std::int64_t max_count = std::int64_t{1} << 62;

int main(int argc, char** argv) {
  CLI::App app{"pebble: communication-optimal parallel schedules from loop nests, machines and operator graphs"};
  app.set_version_flag("--version", "pebble 0.1.0");
  app.require_subcommand(1);

  pebble_tool::model_options mo;
  auto* model = app.add_subcommand(
      "model", "Parse a program and print its statements, iteration domains, exact |D| and SOAP class");
  model->add_option("program", mo.text,
                    "program text, e.g. 'for i in 0..M, j in 0..N, k in 0..K: C[i,j] += A[i,k] * B[k,j]'; "
                    "statements separated by ';' or new lines");
  model->add_option("--file", mo.file, "read the program text from FILE");
  model->add_option("--size", mo.sizes, "values of the sizes, e.g. N=1000,T=50")->delimiter('\0');
  model->add_flag("--json", mo.json, "print JSON instead of text");
  model->footer(
      "Loops are half-open (i in a..b means a <= i < b) and bounds may use enclosing indices:\n"
      "  pebble model 'for t in 1..T, i in t..N-t: A[i,t+1] = f(A[i-1,t], A[i,t], A[i+1,t], B[i])' --size N=1000,T=50");

  // Under mpiexec every rank parses the same arguments: only the first rank reports their errors.
  const bool reports = pebble_tool::launcher_rank() == 0;
  const std::vector<std::string> subcommands = {"model", "bound", "count", "run", "placement", "strategy", "sp"};
  if (argc > 1 && argv[1][0] != '-' && std::find(subcommands.begin(), subcommands.end(), argv[1]) == subcommands.end()) {
    if (reports)
      std::cerr << "pebble: error: unknown subcommand '" << argv[1]
                << "' (available: model, bound, count, run, placement, strategy, sp; run 'pebble --help')\n";
    return 2;
  }
  pebble_tool::bound_options bo;
  auto* bound = app.add_subcommand(
      "bound", "I/O lower bound of each statement: intensity, X0, optimal tile, Q sequential and per processor");
  bound->add_option("program", bo.text, "program text (as for 'pebble model')");
  bound->add_option("--file", bo.file, "read the program text from FILE");
  bound->add_option("--size", bo.sizes, "values of the sizes, e.g. N=1000,T=50")->delimiter('\0')->required();
  bound->add_option("--mem", bo.mem, "fast memory S per processor: words (1048576, 1e6, 8Mw) or bytes (64MiB, 2GB; "
                    "8 bytes a word)")->required();
  bound->add_option_function<std::string>(
      "-p,--procs", [&](const std::string& t) { bo.procs = pebble_tool::parse_whole("-p/--procs", t, 1, max_count); },
      "number of processors (default 1)");
  bound->add_flag("--json", bo.json, "print JSON instead of text");
  bound->footer(
      "Example: pebble bound 'for i in 0..N, j in 0..N, k in 0..N: C[i,j] += A[i,k] * B[k,j]' --size N=4096 --mem 1e6 -p 64");

  pebble_tool::count_options co;
  auto* count = app.add_subcommand(
      "count", "How often each statement of a loop program runs (closed form or bounds), with work, depth, "
               "parallel efficiency and the available parallelism");
  count->add_option("program", co.text,
                    "a loop program as C, e.g. 'for (x = 0; x < n/p; x++) for (y = 1; y < n; y *= 2) S1;' "
                    "(README, \"Loop programs\")");
  count->add_option("--file", co.file, "read the program from FILE");
  count->add_option("--size", co.sizes, "values of the sizes (>= 1) and unknown trip counts, e.g. n=1024,p=8")
      ->delimiter('\0');
  count->add_option("--bound", co.bounds,
                    "bounds of unknown trip counts (guards that read arrays), affine in the sizes, e.g. u1=0..m: the "
                    "counts become intervals")
      ->delimiter('\0');
  count->add_option("--procs-name", co.procs, "the size that is the number of processes (default p)");
  count->add_option("--epsilon", co.epsilon,
                    "available parallelism: the largest p with E_p >= 1 - epsilon (default 0.01)");
  count->add_option_function<std::string>(
      "--max-procs", [&](const std::string& t) { co.max_procs = pebble_tool::parse_whole("--max-procs", t, 1, 1'000'000); },
      "search the available parallelism over p = 1 .. this (default 4096)");
  count->add_option_function<std::string>(
      "--check-steps",
      [&](const std::string& t) { co.check_steps = pebble_tool::parse_whole("--check-steps", t, 0, max_count); },
      "run the program at the sizes to check the counts when it takes at most this many steps (default 1e7)");
  count->add_flag("--json", co.json, "print JSON instead of text");
  count->footer(
      "Example: pebble count 'for (i = 0; i < (n + p - 1)/p; i++) s[id] += a[i]; for (i = 1; i < p; i *= 2) "
      "combine(s);' --size n=1000,p=16\n"
      "Exit code 1: the program run at the sizes disagrees with a count.");
  pebble_tool::run_mmm_options mmm;
  auto* run = app.add_subcommand("run", "Run a communication-optimal schedule on MPI ranks (under mpiexec)");
  run->require_subcommand(1);
  auto* run_mmm = run->add_subcommand(
      "mmm", "C = alpha A B + beta C with the COSMA plan: prints the plan, runs it, verifies C, and reports time, "
             "GFLOP/s and words per rank beside the plan's prediction and Theorem 3.2's lower bound");
  auto size = [&](const char* flag, std::int64_t& to) {
    return [flag, &to](const std::string& t) { to = pebble_tool::parse_whole(flag, t, 1, max_count); };
  };
  run_mmm->add_option_function<std::string>("--m", size("--m", mmm.M), "rows of A and C")->required();
  run_mmm->add_option_function<std::string>("--n", size("--n", mmm.N), "columns of B and C")->required();
  run_mmm->add_option_function<std::string>("--k", size("--k", mmm.K), "columns of A, rows of B")->required();
  run_mmm->add_option("--mem", mmm.memory,
                      "memory per rank the schedule may use (C block and round buffers): words (1e6, 8Mw) or bytes "
                      "(512MiB, 2GB); default: half the free memory of the device that holds the pieces, shared by "
                      "the ranks using it");
  run_mmm->add_option("--delta", mmm.delta, "largest fraction of ranks the grid may leave idle (default 0.03)");
  run_mmm->add_option_function<std::string>("--rounds", size("--rounds", mmm.rounds),
                                            "least number of rounds the k-slices come in, where memory would hold "
                                            "them in fewer: each round's transfer but the first overlaps the previous "
                                            "round's multiply; same words, more messages (default 1)");
  run_mmm->add_option("--type", mmm.type, "double (default) or float");
  run_mmm->add_option("--alpha", mmm.alpha, "alpha (default 1)");
  run_mmm->add_option("--beta", mmm.beta, "beta (default 0)");
  run_mmm->add_option_function<std::string>(
      "--repeat",
      [&](const std::string& t) { mmm.repeat = static_cast<int>(pebble_tool::parse_whole("--repeat", t, 1, 1'000'000)); },
      "timed runs; the fastest is reported (default 3)");
  run_mmm->add_option("--verify", mmm.verify,
                      "all, sample (64 entries per rank), none, or auto (all when cheap, default)");
  run_mmm->add_flag("--host", mmm.host,
                    "keep the pieces in host memory (default: the build's default memory space, the GPU's on a "
                    "CUDA build)");
  run_mmm->add_flag("--json", mmm.json, "print JSON instead of text");
  run_mmm->footer(
      "Example (4 local ranks; MPICH's launcher):\n"
      "  mpiexec.mpich -n 4 pebble run mmm --m 2048 --n 2048 --k 2048\n"
      "Exit code: 0 when C verifies and the measured words equal the plan's prediction, 1 otherwise, "
      "2 for bad input.");

  pebble_tool::run_factor_options lu_options, cholesky_options;
  lu_options.kind = pebble::factorization::lu;
  cholesky_options.kind = pebble::factorization::cholesky;
  CLI::App* run_lu = nullptr;
  CLI::App* run_cholesky = nullptr;
  for (auto* o : {&lu_options, &cholesky_options}) {
    const bool is_lu = o->kind == pebble::factorization::lu;
    auto* sub = run->add_subcommand(
        is_lu ? "lu" : "cholesky",
        is_lu ? "P A = L U with CONFLUX (2.5D, tournament pivoting, row masking): prints the plan, runs it on a "
                "generated matrix, verifies the factors, and reports time, GFLOP/s and words per rank beside the "
                "schedule's prediction and the I/O lower bound"
              : "A = L L^T of a symmetric positive definite matrix with CONFCHOX (2.5D): prints the plan, runs it, "
                "verifies the factor, and reports time, GFLOP/s and words per rank beside the prediction and the "
                "I/O lower bound");
    (is_lu ? run_lu : run_cholesky) = sub;
    sub->add_option_function<std::string>("--n", size("--n", o->N), "the matrix is N x N (with --input: N of the file)");
    sub->add_option("--input", o->input,
                    is_lu ? "factor the matrix of this Matrix Market file (array or coordinate; real, integer or "
                            "pattern; general, symmetric or skew-symmetric) instead of a generated one"
                          : "factor the matrix of this Matrix Market file (array or coordinate; real, integer or "
                            "pattern; symmetric, or general with equal triangles) instead of a generated one");
    sub->add_option("--rhs", o->rhs,
                    "solve A X = B for the N x k right-hand sides B of this Matrix Market file, with the factors "
                    "gathered on rank 0");
    sub->add_option("--output", o->output, "write the solution X of --rhs to this Matrix Market file (array, real)");
    sub->add_option_function<std::string>(
        "--block", [o](const std::string& t) { o->block = pebble_tool::parse_whole("--block", t, 1, max_count); },
        "block size v (default 256, at most N; at least the number of layers)");
    sub->add_option_function<std::string>(
        "--layers", [o](const std::string& t) { o->layers = pebble_tool::parse_whole("--layers", t, 1, max_count); },
        "layers c of the 2.5D grid (default: the plan's choice, at most p^(1/3))");
    sub->add_option("--mem", o->memory,
                    "memory S per rank the plan assumes: words (1e6, 8Mw) or bytes (512MiB, 2GB); default N^2 "
                    "(memory does not limit the replication)");
    sub->add_option("--type", o->type, "double (default) or float");
    if (is_lu)
      sub->add_option("--matrix", o->matrix,
                      "random (default: uniform entries in [-1, 1)) or pivoting (the same with a tiny leading entry)");
    sub->add_option_function<std::string>(
        "--repeat",
        [o](const std::string& t) { o->repeat = static_cast<int>(pebble_tool::parse_whole("--repeat", t, 1, 1'000'000)); },
        "timed runs; the fastest is reported (default 3)");
    sub->add_option("--verify", o->verify,
                    "auto (default: when N <= 16384), yes or none: residuals of random products and of a solve, on "
                    "rank 0 after gathering the factors");
    sub->add_flag("--host", o->host, "keep the pieces in host memory (default: the build's default memory space)");
    sub->add_flag("--json", o->json, "print JSON instead of text");
    sub->footer(std::string("Example (4 local ranks; MPICH's launcher):\n  mpiexec.mpich -n 4 pebble run ") +
                (is_lu ? "lu" : "cholesky") + " --n 4096\n  mpiexec.mpich -n 2 pebble run " + (is_lu ? "lu" : "cholesky") +
                " --input A.mtx --rhs b.mtx --output x.mtx\nExit code: 0 when the factors verify and the measured words equal the schedule's "
                "prediction, 1 otherwise (or when the matrix is singular / not positive definite), 2 for bad input.");
  }

  pebble_tool::placement_options place;
  auto* placement = app.add_subcommand(
      "placement", "Parallelism matrices of a system and parallelism axes, the reduction programs of each (P2), their "
                   "predicted times, and with --run the best one on MPI ranks");
  placement->add_option("--system", place.system, "levels of the machine, outermost first, e.g. rack=1,server=2,cpu=2,gpu=4")
      ->required();
  placement->add_option("--axes", place.axes,
                        "sizes of the parallelism axes, e.g. 4,4 (their product is the device count); required but with "
                        "--calibrate and --measure-out");
  placement->add_option("--reduce", place.reduce,
                        "the axes to reduce over, e.g. 1 or 0,2; required but with --calibrate and --measure-out");
  placement->add_option("--max-size", place.max_size, "longest program, in collective steps (default 5)");
  placement->add_option("--topology", place.topology,
                        "a100, v100 (the paper's machines: two levels, nodes and GPUs), generic (default: each level "
                        "out 4x slower), or a JSON topology file");
  placement->add_option("--algorithm", place.algorithm, "ring (default) or tree: how the collectives run (NCCL_ALGO)");
  placement->add_option("--bytes", place.bytes, "data per device to reduce, in bytes: 268435456, 1.5e9, 256MiB, 1GiB (default 64MiB)");
  placement->add_option("--synthesis-bytes", place.synthesis_bytes,
                        "memory the synthesis may hold: 2GiB (default), 512MiB, 1.5e9; the search and the tables "
                        "that follow from the input are bounded against it before they are allocated");
  placement->add_option("--top", place.top, "programs listed per matrix (default 3)");
  placement->add_option("--matrix", place.matrix, "list (and with --run, run) only matrix K, as numbered in the listing");
  placement->add_option("--program", place.program, "with --run: the program's rank in its matrix (default 1, the best)");
  placement->add_flag("--master-any", place.master_any,
                      "let Master(e) forms carry every collective (default: AllReduce only, as in the paper's counts)");
  placement->add_option("--repeat", place.repeat, "with --run: timed runs, the fastest is reported (default 5)");
  placement->add_flag("--run", place.run, "run the best program of the best matrix on MPI ranks, one per device");
  placement->add_flag("--json", place.json, "print JSON instead of text");
  placement->add_option("--calibrate", place.calibrate,
                        "fit each level's latency and bandwidth to measured collectives (a JSON file, see the README) "
                        "by least squares, starting from --topology, and report them");
  placement->add_option("--topology-out", place.topology_out, "with --calibrate: write the fitted topology file here");
  placement->add_option("--measure-out", place.measure_out,
                        "with --run: time collectives on groups that calibrate every link of --topology (each alone, "
                        "at --bytes, /16 and /256, best of --repeat) and write them as a --calibrate runs file");
  placement->footer(
      "Example: pebble placement --system rack=1,server=2,cpu=2,gpu=4 --axes 4,4 --reduce 1\n"
      "         mpiexec.mpich -n 4 pebble placement --system node=2,gpu=2 --axes 2,2 --reduce 0 --run\n"
      "         mpiexec.mpich -n 4 pebble placement --system node=2,gpu=2 --run --measure-out runs.json\n"
      "         pebble placement --system node=2,gpu=2 --calibrate runs.json --topology-out mine.json\n"
      "Exit code: 0; 1 when a --run result differs from the all-reduce over the reduction groups; 2 for bad input.");

  pebble_tool::strategy_options strat;
  auto* strategy = app.add_subcommand(
      "strategy", "The optimal parallelization strategy of an operator graph: one configuration per operator, "
                  "minimizing compute, intra-operator and redistribution costs (exact vertex-elimination DP)");
  strategy->add_option("problem", strat.file,
                       "a JSON problem file (see the README: procs, vertices, edges), or an ONNX model (*.onnx) whose "
                       "operators are costed like --network's" +
                           std::string(pebble_tool::onnx_available() ? "" : " (this build reads no ONNX)"));
  strategy->add_option("--network", strat.network,
                       "build the problem of a network with the statement cost model: alexnet, resnet101, inception3, "
                       "transformer, rnnlm");
  strategy->add_option("-p,--procs", strat.procs, "with --network or an ONNX model: processors, 1 to 2^31 (default 8)");
  strategy->add_option("--batch", strat.batch, "with --network: batch size, at least 1 (left out: 128 for alexnet and resnet101, "
                                               "64 for inception3 and rnnlm, 32 for transformer); with an ONNX model: "
                                               "the first dimension of its inputs (left out: the model's)");
  strategy->add_option("--configs", strat.configs,
                       "with --network or a model: pow2 (default: powers of two using every processor), exact (every processor), "
                       "all (prod <= procs)");
  strategy->add_option("--flops", strat.flops, "with --network or a model: flop/s of a processor (default 1e13)");
  strategy->add_option("--bandwidth", strat.bandwidth, "with --network or a model: bytes/s a processor receives (default 2.5e10)");
  strategy->add_option("--machine", strat.machine,
                       "with --network or a model: a JSON machine file instead of --procs, --flops and --bandwidth "
                       "(README: devices, flops, bandwidth_GBps or a topology's levels, word_bytes, memory)");
  strategy->add_option("--dump", strat.dump, "write the problem to this JSON file (the format problem files use)");
  strategy->add_option("--order", strat.order,
                       "elimination order: automatic (default: the cheaper of the two), neighbours (Alg. 7), "
                       "dependents (Alg. 6)");
  strategy->add_option("--table-bytes", strat.table_bytes,
                       "memory for reading or building the problem, its tables and the search: 4GiB (default), 1.5e9, "
                       "512MB; estimated and checked before anything is allocated");
  strategy->add_option("--max-work", strat.max_work, "sums the search may do, about 1e9 a second (default 1e11)");
  strategy->add_flag("--json", strat.json, "print JSON instead of text");
  strategy->add_flag("--training", strat.training,
                     "with --network or a model: the strategy of a training step (forward and backward pass, gradient "
                     "all-reduce, memory per device) instead of the forward pass");
  strategy->add_option("--memory", strat.memory, "with --training: bytes per device, e.g. 16GiB (default: no limit)");
  strategy->add_option("--backward-flops", strat.backward_flops,
                       "with --training: backward flops per forward flop (default 2)");
  strategy->add_option("--optimizer-words", strat.optimizer_words,
                       "with --training: optimizer state per parameter (default 2, Adam's moments; 0 for SGD)");
  strategy->footer("Examples: pebble strategy examples/strategy/chain.json\n"
                   "          pebble strategy --network resnet101 --procs 32 --batch 128 --dump resnet101.json\n"
                   "          pebble strategy --network alexnet --procs 8 --training --memory 16GiB\n"
                   "          pebble strategy model.onnx --procs 32 --batch 64 --training\n"
                   "ONNX operators read: " + pebble_tool::onnx_supported_operators());

  pebble_tool::sp_options spo;
  auto* sp = app.add_subcommand(
      "sp", "Is a task graph series-parallel? Convert it into one (every precedence kept, the same work, the "
            "critical path at most doubled) and verify it");
  sp->add_option("graph", spo.file, "a task graph: .stg (Standard Task Graph), .dot/.gv (Graphviz) or .json");
  sp->add_flag("--weighted", spo.weighted,
               "use the task costs: the least-loaded sync node, or a zero-work synchronization vertex when shorter");
  sp->add_option("--out", spo.out, "write the series-parallel graph: .dot, .gv or .json (with its decomposition)");
  sp->add_flag("--json", spo.json, "print JSON instead of text");
  sp->add_option("--max-bytes", spo.max_bytes,
                 "memory the conversion and its verification may use: 4GiB (default), 1.5e9, 512MB; checked "
                 "against an estimate from the counts of tasks and edges before the graph is built");
  sp->footer("Example: pebble sp examples/graphs/pipeline.dot --out sp.dot");

  // every --help ends with the exit codes (README, "Exit codes")
  const std::string exit_codes =
      "\nExit codes: 0 success; 1 a verification failed (run, placement --run, sp); 2 bad input or a resource\n"
      "limit, with one line on stderr naming the input and the limit; 3 an internal error (please report it).";
  app.footer(exit_codes.substr(1));
  for (CLI::App* sub : {model, bound, count, run_mmm, run_lu, run_cholesky, placement, strategy, sp}) sub->footer(sub->get_footer() + "\n" + exit_codes);

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    if (reports) std::cerr << "pebble: error: " << e.what() << " (run 'pebble --help')\n";
    return 2;
  } catch (const pebble::error& e) {  // a checked option (parse_whole) that is out of its range
    if (reports) std::cerr << "pebble: error: " << e.what() << "\n";
    return 2;
  }
  if (run_mmm->parsed()) return pebble_tool::run_mmm(mmm, argc, argv);
  if (run_lu->parsed()) return pebble_tool::run_factor(lu_options, argc, argv);
  if (run_cholesky->parsed()) return pebble_tool::run_factor(cholesky_options, argc, argv);
  if (placement->parsed()) return pebble_tool::run_placement(place, argc, argv);
  if (strategy->parsed()) {
    strat.procs_given = strategy->count("--procs") > 0;
    strat.flops_given = strategy->count("--flops") > 0;
    strat.bandwidth_given = strategy->count("--bandwidth") > 0;
    return pebble_tool::run_strategy(strat);
  }
  if (sp->parsed()) return pebble_tool::run_sp(spo);
  if (model->parsed()) return pebble_tool::run_model(mo);
  if (bound->parsed()) return pebble_tool::run_bound(bo);
  if (count->parsed()) return pebble_tool::run_count(co);
  return 0;
}
