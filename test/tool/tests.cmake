# The `pebble` tool's tests, included by test/CMakeLists.txt (paths relative to test/, its
# CMAKE_CURRENT_SOURCE_DIR).

# --- the pebble tool: output on good input, one-line errors and exit code 2 on bad input --------
# pebble_add_tool_test(<name> <exit-code> <regex> [STDERR_LINES <n>] [RANKS <r>] [ADDRESS_SPACE <bytes>]
#                      [FILE <path> FILE_REGEX <regex>] ARGS <arg>...)
#   FILE: a file the command writes, whose contents must match FILE_REGEX.
#   RANKS: run the tool under MPICH's mpiexec with r ranks (the `run` subcommands).
#   ADDRESS_SPACE: run it under util-linux's prlimit --as (allocation failures); labelled
#   `address_space` too, since sanitizers reserve more address space than any such limit.
if(PEBBLE_BUILD_EXAMPLES)
  function(pebble_add_tool_test name code regex)
    cmake_parse_arguments(PARSE_ARGV 3 arg "" "STDERR_LINES;RANKS;ADDRESS_SPACE;FILE;FILE_REGEX" "ARGS")
    list(JOIN arg_ARGS "@@" joined)
    set(lines)
    if(DEFINED arg_STDERR_LINES)
      set(lines -DEXPECT_LINES=${arg_STDERR_LINES})
    endif()
    if(DEFINED arg_FILE)
      list(APPEND lines "-DEXPECT_FILE=${arg_FILE}" "-DEXPECT_FILE_REGEX=${arg_FILE_REGEX}")
    endif()
    set(launcher)
    set(ranks 1)
    if(DEFINED arg_RANKS)
      set(ranks ${arg_RANKS})
      list(JOIN MPIEXEC_EXECUTABLE "@@" exe)
      set(launcher "-DLAUNCHER=${exe}@@${MPIEXEC_NUMPROC_FLAG}@@${arg_RANKS}@@env@@OPENBLAS_NUM_THREADS=1")
    endif()
    set(labels tool)
    # the MPI runs (run mmm, placement --run) also carry the label mpi: the sanitizer job runs them
    # without leak detection, since MPICH's dlopen'ed modules keep allocations past unloading
    if(DEFINED arg_RANKS OR "run" IN_LIST arg_ARGS OR "--run" IN_LIST arg_ARGS)
      list(APPEND labels mpi)
    elseif(PEBBLE_SMPI)
      return()
    endif()
    if(PEBBLE_SMPI)
      # the tool only runs on simulated ranks (one by default), OpenBLAS' setting set for the simulation;
      # an address-space limit would also limit the simulator, which holds every rank
      if(DEFINED arg_ADDRESS_SPACE)
        return()
      endif()
      list(JOIN MPIEXEC_EXECUTABLE "@@" exe)
      set(launcher "-DLAUNCHER=env@@OPENBLAS_NUM_THREADS=1@@${exe}@@${MPIEXEC_NUMPROC_FLAG}@@${ranks}")
    endif()
    if(DEFINED arg_ADDRESS_SPACE)
      # With CUDA, Kokkos starts the CUDA runtime, which cannot reserve its address space under such
      # a limit: the tool's MPI runs stop before any allocation, with the agreed start-up error.
      if("CUDA" IN_LIST PEBBLE_KOKKOS_DEVICES AND "mpi" IN_LIST labels)
        set(regex "(${regex}|^pebble: error: the CUDA runtime cannot start [(][^)]*[)]; an address-space limit of [0-9]+ bytes is set .*: lift it\n$)")
      endif()
      if(launcher)
        set(launcher "${launcher}@@prlimit@@--as=${arg_ADDRESS_SPACE}")
      else()
        set(launcher "-DLAUNCHER=prlimit@@--as=${arg_ADDRESS_SPACE}")
      endif()
      list(APPEND labels address_space)
    endif()
    add_test(NAME tool.${name}
      COMMAND ${CMAKE_COMMAND} -DTOOL=$<TARGET_FILE:pebble_tool> "-DARGS=${joined}" -DEXPECT_CODE=${code}
              "-DEXPECT_REGEX=${regex}" ${lines} ${launcher} -P ${CMAKE_CURRENT_SOURCE_DIR}/tool/expect.cmake)
    set_tests_properties(tool.${name} PROPERTIES LABELS "${labels}" PROCESSORS ${ranks} TIMEOUT 300)
  endfunction()

  # set_tests_properties on the tool tests that were registered (under SMPI only the MPI runs are)
  function(pebble_tool_test_properties)
    cmake_parse_arguments(PARSE_ARGV 0 arg "" "" "PROPERTIES")
    set(tests)
    foreach(test IN LISTS arg_UNPARSED_ARGUMENTS)
      if(TEST ${test})
        list(APPEND tests ${test})
      endif()
    endforeach()
    if(tests)
      set_tests_properties(${tests} PROPERTIES ${arg_PROPERTIES})
    endif()
  endfunction()

  set(stencil "for t in 1..T, i in t..N-t: A[i,t+1] = f(A[i-1,t], A[i,t], A[i+1,t], B[i])")
  pebble_add_tool_test(model_stencil 0 "[|]D[|] +46550.*closed form +-T\\^2\\+T[*]N\\+T-N.*class +SOAP; not DAAP"
    ARGS model ${stencil} --size N=1000,T=50)
  pebble_add_tool_test(model_exact_outside_closed_form 0 "[|]D[|] +20\n.*not at these sizes"
    ARGS model ${stencil} --size N=10,T=9)
  pebble_add_tool_test(model_lu_file_json 0 "\"domain_size\": 5456,.*\"soap_form\": \"for i in 0..N, j in 0..i, k in 0..j: A1\\[i,j,k\\+1\\] = f\\(A1\\[i,j,k\\], A2\\[i,k\\], A3\\[k,j\\]\\)\""
    ARGS model --file ${PROJECT_SOURCE_DIR}/examples/programs/lu.txt --size N=33 --json)
  pebble_add_tool_test(model_help 0 "--size.*--json" ARGS model --help)
  pebble_add_tool_test(error_syntax 2 "^pebble: error in the program text: line 2, column 5: expected ']'" STDERR_LINES 1
    ARGS model "for i in 0..N: A[i] = \n B[i")
  pebble_add_tool_test(error_non_affine 2 "line 1, column 29: non-affine" STDERR_LINES 1
    ARGS model "for i in 0..N, j in 0..N: A[i*j] = 0")
  pebble_add_tool_test(error_unknown_size 2 "unknown size name 'X'; the program uses N" STDERR_LINES 1
    ARGS model "for i in 0..N: A[i] = 0" --size N=3,X=4)
  pebble_add_tool_test(error_missing_size 2 "no value for T; the program uses T, N" STDERR_LINES 1
    ARGS model ${stencil} --size N=3)
  pebble_add_tool_test(error_negative_size 2 "--size: N is -3; sizes must be >= 1" STDERR_LINES 1
    ARGS model "for i in 0..N: A[i] = 0" --size N=-3)
  pebble_add_tool_test(error_bad_size_value 2 "not an integer" STDERR_LINES 1
    ARGS model "for i in 0..N: A[i] = 0" --size N=1e3)
  pebble_add_tool_test(error_missing_file 2 "cannot read the program file" STDERR_LINES 1
    ARGS model --file /nonexistent/program.txt)
  pebble_add_tool_test(error_unknown_subcommand 2 "unknown subcommand 'bogus'" STDERR_LINES 1 ARGS bogus)
  # pebble count: the thesis' ch. 2 examples (docs/loops.md) and bad input
  pebble_add_tool_test(count_tree_reduction 0
    "N = ceil[(]n/p[)] +[(]exact[)].*T_p = ceil[(]n/p[)] [+] ceil[(]log2[(]p[)][)] += 67\nW  = T_1 = n  = 1000\nD  = infinite.*E_p = W/[(]p T_p[)] = 0.9328.*agrees with every count"
    ARGS count --file ${CMAKE_CURRENT_SOURCE_DIR}/tool/count_tree_reduction.c --size n=1000,p=16)
  pebble_add_tool_test(count_sorting_json 0
    "\"formula\": \"floor[(]n/p[)][*]ceil[(]log2[(]n[)][)]\".*\"work\": {\n +\"exact\": true,\n +\"formula\": \"n[*]ceil[(]log2[(]n[)][)]\".*\"depth\": {\n +\"exact\": true,\n +\"formula\": \"ceil[(]log2[(]n[)][)]\".*\"available_parallelism\": 1024"
    ARGS count --file ${CMAKE_CURRENT_SOURCE_DIR}/tool/count_sorting.c --size n=1024,p=8 --json)
  pebble_add_tool_test(count_listing_2_3 0 "N = m[*]max[(]0, ceil[(]log2[(]m/y0[)][)][)] [+] y0 - y0[*]2.max[(]0, ceil[(]log2[(]m/y0[)][)][)] +[(]exact[)]\n +=  *411"
    ARGS count "y = y0\nz = z0\nwhile (y < m) {\n  z = y\n  while (z < m) { z++\n S1 }\n  y *= 2\n}" --size y0=3,z0=1,m=100)
  pebble_add_tool_test(count_multipath_bounds 0 "statement 2 .*N = [[].*[]] +[(]bounds: L <= N <= U[)].*agrees with every count"
    ARGS count --file ${CMAKE_CURRENT_SOURCE_DIR}/tool/count_multipath.c --size n=100,p=3,m=50)
  pebble_add_tool_test(count_unknown_trip_count 0 "sizes na, nprows; unknowns u1 .*n = u1 [(]the guard is not affine.*N = u1[*]ceil[(]na/nprows[)] +[(]exact[)]\n +=  *1859"
    ARGS count --file ${CMAKE_CURRENT_SOURCE_DIR}/tool/count_cg.c --size na=1000,nprows=7,u1=13)
  pebble_add_tool_test(count_unknown_bounds 0 "N = [[]0, na[*]ceil[(]na/nprows[)][]] +[(]bounds: L <= N <= U[)]\n +=  *[[]0, 143000[]].*not run: the unknown trip counts have bounds"
    ARGS count --file ${CMAKE_CURRENT_SOURCE_DIR}/tool/count_cg.c --bound u1=0..na --size na=1000,nprows=7)
  pebble_add_tool_test(count_error_bound_name 2 "--bound: 'u7' is not an unknown trip count of the program [(]u1[)]" STDERR_LINES 1
    ARGS count --file ${CMAKE_CURRENT_SOURCE_DIR}/tool/count_cg.c --bound u7=0..na)
  pebble_add_tool_test(count_help 0 "--size.*--procs-name.*--epsilon.*--json" ARGS count --help)
  pebble_add_tool_test(count_error_never_ends 2 "^pebble: error: line 2: the loop 'x < n': its guard moves away from its bound" STDERR_LINES 1
    ARGS count "x = 1\nwhile (x < n) { x--\n S1 }")
  pebble_add_tool_test(count_error_syntax 2 "^pebble: error in the program text: line 2, column 6: expected '=', '[+]=', '[+][+]', '[(]' or ';' after S1, found 'S2'" STDERR_LINES 1
    ARGS count --file ${CMAKE_CURRENT_SOURCE_DIR}/tool/count_bad_syntax.c)
  pebble_add_tool_test(count_error_size_zero 2 "n is 0; sizes must be >= 1" STDERR_LINES 1
    ARGS count "for i in 0..n: S1" --size n=0)
  pebble_add_tool_test(count_error_missing_unknown 2 "no value [(]or --bound[)] for the unknown trip count u1" STDERR_LINES 1
    ARGS count "for i in 0..n {\n  k = 0\n  while (k < r[i]) { k++\n S1 }\n}" --size n=3)
  pebble_add_tool_test(count_error_overflow 2 "cannot evaluate n.2 at these sizes: .*overflow" STDERR_LINES 1
    ARGS count "for i in 0..n { for j in 0..n: S1 }" --size n=4611686018427387904)
  pebble_add_tool_test(count_error_no_statement 2 "no statement to count" STDERR_LINES 1
    ARGS count "for i in 0..n: x = x + 1")
  pebble_add_tool_test(count_error_tripling 2 "x is multiplied by 3 each iteration" STDERR_LINES 1
    ARGS count "x = 1\nwhile (x < n) { x = 3*x\n S1 }")
  # pebble run mmm: every entry verified, measured words equal to the plan's, one error line
  pebble_add_tool_test(run_mmm_prime 0 "grid +\\[.*vs lower bound +not compared: Theorem 3[.]2 at a rank's memory S' = [^\n]*so it asks for no message\n.*verification +ok: 3977 entries" RANKS 3
    ARGS run mmm --m 97 --n 41 --k 503 --mem 3000 --beta 0.5 --repeat 1)
  # the words moved beside the layout bound (Theorem 3.2 at the rank's pieces and buffers, less its
  # pieces): [2, 2, 1] moves 2^16 words a rank, 2.27 times the bound
  pebble_add_tool_test(run_mmm_layout_bound 0 "words moved +65[.]54k words per rank [(]max of received [+] sent[)]\n +vs lower bound +2[.]270 x 28[.]87k words moved at least [(]Theorem 3[.]2 at a rank's memory S' = 52[.]74k words of pieces and buffers is 78[.]02k words, less the 49[.]15k words" RANKS 4
    ARGS run mmm --m 256 --n 256 --k 256 --mem 2e4 --repeat 1)
  pebble_add_tool_test(run_mmm_json 0 "\"traffic_matches_prediction\": true,.*\"verified\": true" RANKS 2
    ARGS run mmm --m 300 --n 200 --k 100 --type float --mem 4e4 --json)
  pebble_add_tool_test(run_mmm_one_rank 0 "on 1 rank, pieces in [A-Za-z]+( [(][^)]*[)])?\n.*words received +0 words per rank.*verification +ok"
    ARGS run mmm --m 64 --n 64 --k 64)
  pebble_add_tool_test(run_mmm_bad_size 2 "^pebble: error: --n: expected a whole number from 1 to 4611686018427387904; got '0'\n$"
    STDERR_LINES 1 RANKS 2 ARGS run mmm --m 10 --n 0 --k 3)
  # counts are checked digits: a negative one does not wrap, 20 digits do not saturate to 2^63 - 1
  pebble_add_tool_test(run_mmm_negative_size 2 "^pebble: error: --k: expected a whole number from 1 to 4611686018427387904; got '-3'\n$"
    STDERR_LINES 1 RANKS 2 ARGS run mmm --m 10 --n 4 --k -3)
  # pebble run lu / cholesky: verified factors and words equal to the schedule's prediction on every
  # rank; pivoting needed (tiny leading entry); a prime N over layers; one-line errors
  pebble_add_tool_test(run_lu_pivoting 0 "grid +\\[1, 2, 1\\].*every rank exactly.*verification +ok" RANKS 2
    ARGS run lu --n 97 --block 8 --matrix pivoting --repeat 1)
  # without --block: v with the least modeled time at rates measured first
  pebble_add_tool_test(run_lu_modeled_block 0 "block size +v = [0-9]+, the least modeled time .* at rates measured in .*update [0-9.e+]+ GFLOP/s.*verification +ok" RANKS 2
    ARGS run lu --n 150 --repeat 1)
  pebble_add_tool_test(run_cholesky_modeled_json 0 "\"block_size_chosen_by\": \"modeled time\",\n +\"modeled_seconds\": [0-9.e+-]+,\n +\"rates\": {\n +\"update_flops\": [0-9.e+]+,.*\"verified\": true" RANKS 3
    ARGS run cholesky --n 120 --json --repeat 1)
  pebble_add_tool_test(run_lu_grid 0 "grid +\\[2, 2, 1\\].*every rank exactly.*verification +ok" RANKS 4
    ARGS run lu --n 61 --block 5 --repeat 1)
  pebble_add_tool_test(run_cholesky_json 0 "\"info\": 0,.*\"layout_bound\": {\n +\"memory_words\": [0-9]+,\n +\"held_words\": [0-9]+,.*\"informative\": (true|false),.*\"traffic_matches_prediction\": true,.*\"verified\": true" RANKS 3
    ARGS run cholesky --n 53 --block 4 --layers 3 --type float --json --repeat 1)
  pebble_add_tool_test(run_lu_layers_exceed_block 2 "^pebble: error: pebble::plan_factorization: the block size v must be at least the number of layers c \\(thesis §4.7.2\\), v=1, c=2\n$"
    STDERR_LINES 1 RANKS 2 ARGS run lu --n 10 --block 1 --layers 2)
  pebble_add_tool_test(run_cholesky_memory 2 "^pebble: error: pebble::plan_factorization: S is too small: .* S must be at least N\\^2/p = 50 words per rank\n$"
    STDERR_LINES 1 RANKS 2 ARGS run cholesky --n 10 --mem 5)
  # --input/--rhs/--output: Matrix Market files read on rank 0 and scattered; an exact solve through
  # a pivoted LU (A(1, 1) = 0); a symmetric coordinate file for Cholesky; one-line errors
  set(tool_dir ${CMAKE_CURRENT_SOURCE_DIR}/tool)
  pebble_add_tool_test(run_lu_input_solve 0 "matrix from .*lu_pivoting.mtx.*every rank exactly.*verification +ok.*--rhs +1 column solved.*< 16: ok.*X written to"
    RANKS 2 FILE ${CMAKE_CURRENT_BINARY_DIR}/tool_lu_solution.mtx
    FILE_REGEX "^%%MatrixMarket matrix array real general
7 1
1
-2
3
-4
5
-6
7
$"
    ARGS run lu --input ${tool_dir}/lu_pivoting.mtx --rhs ${tool_dir}/lu_pivoting_rhs.mtx
         --output ${CMAKE_CURRENT_BINARY_DIR}/tool_lu_solution.mtx --block 2 --repeat 1)
  pebble_add_tool_test(run_cholesky_input_json 0 "\"N\": 5,.*\"traffic_matches_prediction\": true,.*\"verified\": true.*\"input\": [{]"
    RANKS 3 ARGS run cholesky --input ${tool_dir}/cholesky_spd.mtx --block 2 --json --repeat 1)
  pebble_add_tool_test(run_lu_input_singular 1 "info +3: U[(]info, info[)] is exactly zero" RANKS 2
    ARGS run lu --input ${tool_dir}/lu_singular.mtx --block 1 --repeat 1)
  pebble_add_tool_test(run_cholesky_input_asymmetric 2 "^pebble: error: --input file '[^']*cholesky_asymmetric.mtx': Cholesky needs a symmetric matrix, but A[(]2, 1[)] = 1 and A[(]1, 2[)] = 2 [(]1-based[)]
$"
    STDERR_LINES 1 RANKS 2 ARGS run cholesky --input ${tool_dir}/cholesky_asymmetric.mtx)
  pebble_add_tool_test(run_lu_input_not_square 2 "^pebble: error: --input file '[^']*': the matrix is 7 x 1; LU factors a square matrix\n$"
    STDERR_LINES 1 RANKS 2 ARGS run lu --input ${tool_dir}/lu_pivoting_rhs.mtx)
  pebble_add_tool_test(run_lu_rhs_rows 2 "^pebble: error: --rhs file '[^']*': 3 rows, but A is 7 x 7
$"
    STDERR_LINES 1 RANKS 2 ARGS run lu --input ${tool_dir}/lu_pivoting.mtx --rhs ${tool_dir}/lu_singular.mtx)
  pebble_add_tool_test(run_lu_input_n_differs 2 "^pebble: error: --n 8 but the --input file '[^']*' holds a 7 x 7 matrix
$"
    STDERR_LINES 1 RANKS 2 ARGS run lu --n 8 --input ${tool_dir}/lu_pivoting.mtx)
  pebble_add_tool_test(run_lu_input_missing 2 "^pebble: error: --input file '/nonexistent/A.mtx': cannot be read
$"
    STDERR_LINES 1 RANKS 2 ARGS run lu --input /nonexistent/A.mtx)
  pebble_add_tool_test(run_lu_input_bad_header 2 "^pebble: error: --input file '[^']*': line 1, column 1: expected the Matrix Market header"
    STDERR_LINES 1 RANKS 2 ARGS run lu --input ${tool_dir}/sp_graph.json)
  pebble_add_tool_test(run_lu_output_without_rhs 2 "^pebble: error: --output writes the solution of --rhs; give --rhs too
$"
    STDERR_LINES 1 RANKS 2 ARGS run lu --n 5 --output x.mtx)
  pebble_add_tool_test(run_lu_output_unwritable 2 "^pebble: error: matrix file '/nonexistent/x.mtx': cannot be written: No such file or directory
$"
    STDERR_LINES 1 RANKS 2 ARGS run lu --input ${tool_dir}/lu_pivoting.mtx --rhs ${tool_dir}/lu_pivoting_rhs.mtx
         --output /nonexistent/x.mtx --repeat 1)
  pebble_add_tool_test(run_lu_no_matrix 2 "^pebble: error: give the matrix: --n N [(]a generated matrix[)] or --input FILE
$"
    STDERR_LINES 1 RANKS 2 ARGS run lu --block 4)
  pebble_add_tool_test(error_bound_p_saturated 2 "^pebble: error: -p/--procs: expected a whole number from 1 to 4611686018427387904; got '99999999999999999999'\n$"
    STDERR_LINES 1 ARGS bound "for i in 0..N: A[i] = B[i]" --size N=10 --mem 100 -p 99999999999999999999)
  pebble_add_tool_test(run_mmm_too_little_memory 2 "memory per rank S is too small" STDERR_LINES 1 RANKS 2
    ARGS run mmm --m 1000 --n 1000 --k 10 --mem 100)
  # pieces a rank cannot allocate: an agreed error with exit code 2 on every rank, not MPI_Abort's 1
  pebble_add_tool_test(run_mmm_pieces_too_large 2 "^pebble: error: rank [01] cannot allocate its pieces of A, B and C [(][0-9.]+M words of double[)]; run on more ranks or smaller matrices\n$"
    STDERR_LINES 1 RANKS 2 ADDRESS_SPACE 3000000000 ARGS run mmm --m 2000 --n 2000 --k 400000 --mem 1e7 --host)
  pebble_add_tool_test(run_mmm_buffers_too_large 2 "^pebble: error: pebble::distributed_mmm: rank [01] cannot allocate its round and partial-result buffers [(]up to 2000000000 words"
    STDERR_LINES 1 RANKS 2 ADDRESS_SPACE 4000000000 ARGS run mmm --m 40000 --n 40000 --k 40000 --mem 2e9 --host)
  # a bad PEBBLE_MPI_DEVICE_AWARE: read once at start-up, an agreed error on every rank
  if(NOT PEBBLE_SMPI)
    list(JOIN MPIEXEC_EXECUTABLE "@@" exe)
    add_test(NAME tool.run_mmm_bad_device_aware
      COMMAND ${CMAKE_COMMAND} -DTOOL=$<TARGET_FILE:pebble_tool> "-DARGS=run@@mmm@@--m@@8@@--n@@8@@--k@@8" -DEXPECT_CODE=2
              "-DEXPECT_REGEX=^pebble: error: the environment variable PEBBLE_MPI_DEVICE_AWARE must be 0 or 1; got 'yes'\n$"
              -DEXPECT_LINES=1 "-DLAUNCHER=${exe}@@${MPIEXEC_NUMPROC_FLAG}@@2@@env@@PEBBLE_MPI_DEVICE_AWARE=yes"
              -P ${CMAKE_CURRENT_SOURCE_DIR}/tool/expect.cmake)
    set_tests_properties(tool.run_mmm_bad_device_aware PROPERTIES LABELS "tool;mpi" PROCESSORS 2 TIMEOUT 300)
  endif()
  pebble_add_tool_test(run_mmm_missing_option 2 "--k is required" STDERR_LINES 1 RANKS 2 ARGS run mmm --m 4 --n 4)
  pebble_add_tool_test(run_mmm_host 0 "on 2 ranks, pieces in Host\n.*verification +ok" RANKS 2
    ARGS run mmm --m 50 --n 40 --k 30 --host --repeat 1)
  pebble_add_tool_test(run_mmm_nan_alpha 2 "^pebble: error: --alpha and --beta must be finite double numbers; got nan and 0\n$"
    STDERR_LINES 1 RANKS 2 ARGS run mmm --m 10 --n 10 --k 10 --alpha nan)
  pebble_add_tool_test(run_mmm_float_range 2 "must be finite float numbers; got 1 and 1[.0-9]*e[+]300" STDERR_LINES 1
    ARGS run mmm --m 10 --n 10 --k 10 --type float --beta 1e300)
  # a value that changes kind in the run's type (a nonzero becoming 0 in float) is an input error
  pebble_add_tool_test(run_mmm_float_underflow 2 "^pebble: error: --alpha 1e-300 becomes 0 as a float [(]its normal numbers: 1[.]17549e-38 to 3[.]40282e[+]38 in magnitude[)]; give another --alpha or --type double\n$"
    STDERR_LINES 1 ARGS run mmm --m 10 --n 10 --k 10 --type float --alpha 1e-300)
  pebble_add_tool_test(run_lu_float_underflow 2 "lu_float_underflow.mtx': the entry [(]2, 1[)] = 1e-300 becomes 0 as a float .*; run it with --type double\n$"
    STDERR_LINES 1 ARGS run lu --input ${tool_dir}/lu_float_underflow.mtx --type float)
  set(gemm "for i in 0..N, j in 0..N, k in 0..N: C[i,j] += A[i,k] * B[k,j]")
  pebble_add_tool_test(bound_gemm 0 "intensity rho +500 vertices per I/O, X0 = 3[*]S.*optimal tile +i=1000, j=1000, k=1000.*leading order +2[*]N\\^3/sqrt\\(S\\) +per processor 2[*]N\\^3/\\(p[*]sqrt\\(S\\)\\)"
    ARGS bound ${gemm} --size N=4096 --mem 1e6 -p 64)
  # a read that sees one version of its element across the unused loop i: no statement bound, and
  # the program bound is the compulsory loads (T elements of B), not a value per i
  pebble_add_tool_test(bound_one_version_read 0 "no bound +not SOAP: a read of A at a constant offset from the write sees one version of its element across the version loops.*Q sequential +100 "
    ARGS bound "for t in 0..T, i in 0..N: A[t+1] = f(A[t], B[t])" --size T=100,N=100 --mem 10)
  pebble_add_tool_test(bound_gemm_cosma 0 "Theorem 3.2 +Q per processor >= 200715 [(]extra memory.*COSMA grid +\\[4, 4, 4\\] on 64 of 65 ranks"
    ARGS bound "for i in 0..N, k in 0..N, j in 0..N: C[i,j] += A[i,k] * B[k,j]" --size N=1040 --mem 1e6 -p 65)
  pebble_add_tool_test(bound_lu_json 0 "\"leading_order\": \"N\\^3/\\(3[*]sqrt\\(S\\)\\)\".*\"program\": {"
    ARGS bound --file ${PROJECT_SOURCE_DIR}/examples/programs/lu.txt --size N=1000 --mem 1e4 --json)
  pebble_add_tool_test(bound_program_atax 0 "program bound [(]SDG, Theorem 5.1[)].*Q sequential +1.[0-9]+e[+]07.*leading order +M[*]N +per processor M[*]N/p.*statement 2 +rho [12][.][0-9]+ with statements {(1, )?2, 3} fused"
    ARGS bound "for i in 0..M {\n tmp[i] = 0\n for j in 0..N: tmp[i] += A[i,j] * x[j]\n for j in 0..N: y[j] += A[i,j] * tmp[i]\n}"
         --size M=3000,N=4000 --mem 1e4)
  pebble_add_tool_test(bound_lu_chapter4 0 "LU factorization of a 1000x1000 matrix [(]statements 1, 3: its Schur update; thesis chapter 4[)].*Q per processor +[0-9.e+]+.*2.5D grid +\\[4, 4, 1\\] on 16 of 16 ranks"
    ARGS bound --file ${PROJECT_SOURCE_DIR}/examples/programs/lu.txt --size N=1000 --mem 1e5 -p 16)
  pebble_add_tool_test(bound_ludcmp_forwarded 0 "leading order +2[*]N\\^3/[(]3[*]sqrt[(]S[)][)].*LU factorization of a 1000x1000 matrix [(]statements 2, 5: its Schur update"
    ARGS bound --file ${PROJECT_SOURCE_DIR}/examples/programs/ludcmp.txt --size N=1000 --mem 1e4 -p 16)
  pebble_add_tool_test(bound_durbin_reduction_cut 0 "reduction cut +1[.]48[0-9]*e[+]10 at each instance of statement 7: .*leading order +3[*]N\\^2/2 from the reduction cuts +per processor 3[*]N\\^2/[(]2[*]p[)].*leading order +N from the X-partition; the reduction cut is the larger"
    ARGS bound --file ${PROJECT_SOURCE_DIR}/examples/programs/durbin.txt --size N=100000 --mem 1000)
  pebble_add_tool_test(bound_deriche_completion_cut 0 "compulsory +4e[+]06 .*completion cut +7[.]972e[+]06 when the first group of statement 17's values [(]along its loop i[)] is complete: 3996001 values live.*leading order +2[*]W[*]H from the completion cut +per processor 2[*]W[*]H/p.*the completion cut is the larger"
    ARGS bound --file ${PROJECT_SOURCE_DIR}/examples/programs/deriche.txt --size W=2000,H=2000 --mem 10000)
  pebble_add_tool_test(bound_lanczos_reduction_cut 0 "reduction cut +[0-9.e+]+ where statement 2's reduction ends, in each iteration: what it reads.*leading order +4[*]T[*]N from the reduction cuts"
    ARGS bound "for j in 1..T {\n a[j] = 0\n for i in 0..N: a[j] += w[i] * v[i]\n for i in 0..N: w[i] -= a[j] * v[i]\n b[j] = 0\n for i in 0..N: b[j] += w[i] * w[i]\n for i in 0..N: u[i] = v[i]\n for i in 0..N: v[i] = w[i] / b[j]\n for i in 0..N: w[i] = v[i] - b[j] * u[i]\n}"
         --size N=100000,T=100 --mem 1000)
  pebble_add_tool_test(bound_cholesky_chapter4 0 "Cholesky factorization of a 400x400 matrix.*leading N\\^3/[(]3[*]sqrt[(]2[*]S[)][)], tight"
    ARGS bound "for i in 0..N {\n for j in 0..i {\n for k in 0..j: A[i,j] -= A[i,k] * A[j,k]\n A[i,j] /= A[j,j]\n }\n for k in 0..i: A[i,i] -= A[i,k] * A[i,k]\n A[i,i] = sqrt(A[i,i])\n}"
         --size N=400 --mem 1e4)
  pebble_add_tool_test(bound_syrk_triangle 0 "program bound.*leading order +0.707107[*]N\\^2[*]M/sqrt[(]S[)]"
    ARGS bound "for i in 0..N, j in 0..i+1, k in 0..M: C[i,j] += A[i,k] * A[j,k]" --size N=400,M=300 --mem 1e4)
  pebble_add_tool_test(bound_floyd_faces 0 "compulsory +1.6e[+]07.*leading order +2[*]N\\^3/sqrt[(]S[)].*points off the faces"
    ARGS bound "for k in 0..N, i in 0..N, j in 0..N: path[i,j] = min(path[i,j], path[i,k] + path[k,j])" --size N=4000 --mem 1e6)
  pebble_add_tool_test(bound_flat_direction 0 "intensity rho +[0-9.]+ vertices per I/O"
    ARGS bound "for r in 0..NR, q in 0..NQ, p in 0..NP, s in 0..NP: sum[p] += A[r,q,s] * C4[s,p]" --size NR=50,NQ=60,NP=70 --mem 1e4)
  pebble_add_tool_test(bound_single_point 0 "a single point [(]no loops[)]"
    ARGS bound "corr[M-1, M-1] = 1.0" --size M=10 --mem 1e4)
  pebble_add_tool_test(bound_not_soap 0 "no bound +not SOAP: two accesses of A.*symmetric reads of the written array"
    ARGS bound "for i in 0..N, j in 0..i, k in 0..j: A[i,j] -= A[i,k] * A[j,k]" --size N=100 --mem 1e4)
  pebble_add_tool_test(bound_syrk 0 "intensity rho +100 vertices per I/O.*leading order +N\\^2[*]M/[(]2[*]sqrt[(]S[)][)]"
    ARGS bound "for i in 0..N, j in 0..i+1, k in 0..M: C[i,j] += A[i,k] * A[j,k]" --size N=400,M=300 --mem 1e4)
  pebble_add_tool_test(error_bound_S_too_small 2 "cannot hold one iteration of statement 1" STDERR_LINES 1
    ARGS bound ${gemm} --size N=10 --mem 3)
  pebble_add_tool_test(error_bound_p_zero 2 "-p/--procs: expected a whole number from 1 to 4611686018427387904; got '0'" STDERR_LINES 1
    ARGS bound ${gemm} --size N=10 --mem 1e4 -p 0)
  pebble_add_tool_test(error_bound_empty 2 "the program is empty at these sizes" STDERR_LINES 1
    ARGS bound "for t in 1..T, i in t..N-t: A[i,t+1] = f(A[i-1,t], A[i,t], A[i+1,t], B[i])" --size N=1,T=1 --mem 1e4)
  # one rule for sizes in every subcommand: whole numbers >= 1, as pebble count takes them
  pebble_add_tool_test(error_model_size_zero 2 "^pebble: error: --size: N is 0; sizes must be >= 1\n$" STDERR_LINES 1
    ARGS model ${gemm} --size N=0)
  pebble_add_tool_test(error_bound_size_negative 2 "^pebble: error: --size: N is -1; sizes must be >= 1\n$" STDERR_LINES 1
    ARGS bound ${gemm} --size N=-1 --mem 1e4)
  # one amount grammar for --mem (examples/pebble/amounts.hpp): 8 MiB of doubles are 1 Mi words
  pebble_add_tool_test(bound_mem_bytes 0 "S = 1.04858e[+]06 words, p = 64.*COSMA grid +\\[3, 7, 3\\] on 63 of 64 ranks"
    ARGS bound ${gemm} --size N=4096 --mem 8MiB --procs 64)
  pebble_add_tool_test(bound_mem_words 0 "S = 1.04858e[+]06 words, p = 64.*COSMA grid +\\[3, 7, 3\\] on 63 of 64 ranks"
    ARGS bound ${gemm} --size N=4096 --mem 1Mw -p 64)
  pebble_add_tool_test(error_bound_mem_unit 2 "^pebble: error: --mem: expected an amount such as 1048576, 1e6, 8Mw [(]words[)] or 64MiB, 2GB [(]bytes[)]; got '12X'\n$"
    STDERR_LINES 1 ARGS bound ${gemm} --size N=10 --mem 12X)
  pebble_add_tool_test(error_bound_mem_nan 2 "--mem: expected an amount.*got 'nan'" STDERR_LINES 1
    ARGS bound ${gemm} --size N=10 --mem nan)
  pebble_add_tool_test(error_bound_mem_huge 2 "--mem: '1e300' is more than 2\\^62 words" STDERR_LINES 1
    ARGS bound ${gemm} --size N=10 --mem 1e300)
  pebble_add_tool_test(error_bound_mem_sub_word 2 "--mem: '7B' holds less than one word of 8 bytes" STDERR_LINES 1
    ARGS bound ${gemm} --size N=10 --mem 7B)
  pebble_add_tool_test(run_mmm_mem_bytes 0 "verification +ok" RANKS 2
    ARGS run mmm --m 60 --n 50 --k 40 --mem 64KiB --repeat 1)
  pebble_add_tool_test(run_mmm_bad_mem 2 "^pebble: error: --mem: expected an amount.*got '1e4x'\n$" STDERR_LINES 1 RANKS 2
    ARGS run mmm --m 60 --n 50 --k 40 --mem 1e4x)
  pebble_add_tool_test(strategy_table_words 2 "--table-bytes: expects bytes" STDERR_LINES 1
    ARGS strategy --network alexnet --table-bytes 4Mw)
  pebble_add_tool_test(error_bound_missing_mem 2 "--mem is required" STDERR_LINES 1
    ARGS bound ${gemm} --size N=10)
  # pebble placement: P² matrices, programs and predictions; --run on 4 ranks; one-line errors
  set(fig2a_system --system rack=1,server=2,cpu=2,gpu=4)
  pebble_add_tool_test(placement_fig2a 0 "4 parallelism matrices, 144 reduction programs.*matrix 2 +\\[1 1 2 2; 1 2 1 2\\] +reduction groups of 4 +47 programs.*ReduceScatter[(]server, InsideGroup[)].*[{]0,1[}] [{]2,3[}]"
    ARGS placement ${fig2a_system} --axes 4,4 --reduce 1)
  pebble_add_tool_test(placement_large_case_json 0 "\"programs\": 235,.*\"best_matrix\":"
    ARGS placement --system node=4,gpu=16 --axes 8,2,4 --reduce 0,2 --topology a100 --json)
  # the a100 preset and the same machine from a file predict the same times (P² F2: 1.73x; measured 1.83x)
  set(f2_times "AllReduce +130.769 ms\n +best +75.779 ms +1.73x over AllReduce")
  pebble_add_tool_test(placement_a100_preset 0 "${f2_times}"
    ARGS placement --system node=2,gpu=16 --axes 8,4 --reduce 0 --topology a100)
  pebble_add_tool_test(placement_a100_file 0 "topology +a100 [(]file[)].*${f2_times}"
    ARGS placement --system node=2,gpu=16 --axes 8,4 --reduce 0 --topology ${PROJECT_SOURCE_DIR}/examples/topologies/a100.json)
  # the V100 node's NVLink ring and two CPU/PCIe domains (P2 Fig. 9b): the preset and its file
  # predict the same; a domain's 4 GPUs close their ring through the host
  set(v100_times "AllReduce +85.791 ms\n +best +59.649 ms +1.44x over AllReduce.*AllReduce[(]root, InsideGroup[)] +22.938 ms, 64 MiB at 4.4 GB/s [(]gpu host[)]")
  pebble_add_tool_test(placement_v100_preset 0 "node 4.7 GB/s 20.00 us [(]3.5 GB/s per transfer[)], gpu 27 GB/s 5.00 us on a ring of links [(]2 domains, host links 4.4 GB/s 10.00 us[)].*${v100_times}"
    ARGS placement --system node=2,gpu=8 --axes 4,4 --reduce 1 --topology v100 --top 1)
  pebble_add_tool_test(placement_v100_file 0 "topology +v100 [(]file[)] [(]ring[)]: .*per transfer.*on a ring of links [(]2 domains, host links 4.4 GB/s.*${v100_times}"
    ARGS placement --system node=2,gpu=8 --axes 4,4 --reduce 1 --topology ${PROJECT_SOURCE_DIR}/examples/topologies/v100.json --top 1)
  pebble_add_tool_test(placement_fig2a_file_tree 0 "topology +fig2a [(]tree[)]: rack 12.5 GB/s"
    ARGS placement ${fig2a_system} --axes 16 --reduce 0 --topology ${PROJECT_SOURCE_DIR}/examples/topologies/fig2a.json --algorithm tree --top 1)
  # calibration: AllReduce times worked by hand from node 10 GB/s, 20 us and gpu 100 GB/s, 5 us
  # (ring: 2 (g-1) a + 2 (g-1)/g S/B) give those links back; the topology file written reads back
  pebble_add_tool_test(placement_calibrate 0
    "4 measurements of node=2,gpu=4, ring.*\n +node +10 GB/s +20 us +2 +0.00%.*\n +gpu +100 GB/s +5 us +2 +0.00%.*AllReduce +\\[0,4\\] +95.37 MiB +10.040 ms +10.040 ms +[+]0.0%"
    ARGS placement --system node=2,gpu=4 --calibrate ${CMAKE_CURRENT_SOURCE_DIR}/tool/placement_runs.json
         --topology-out ${CMAKE_CURRENT_BINARY_DIR}/calibrated.json)
  pebble_add_tool_test(placement_calibrated_topology 0 "topology +calibrated [(]ring[)]: node 10 GB/s 20.00 us, gpu 100 GB/s 5.00 us"
    ARGS placement --system node=2,gpu=4 --axes 8 --reduce 0 --topology ${CMAKE_CURRENT_BINARY_DIR}/calibrated.json --top 1)
  pebble_tool_test_properties(tool.placement_calibrate PROPERTIES FIXTURES_SETUP placement_calibrated)
  pebble_tool_test_properties(tool.placement_calibrated_topology PROPERTIES FIXTURES_REQUIRED placement_calibrated)
  # a system of 2^40 devices: calibration counts the links its groups use, not a table over every
  # unit (16 TB); under a 2 GB address space
  find_package(Python3 COMPONENTS Interpreter)
  # every plan-side check starts its message on the line of check( (nvcc quotes only that line)
  if(Python3_Interpreter_FOUND)
    add_test(NAME unit.check_messages COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/scripts/check-messages.py
                                              ${PROJECT_SOURCE_DIR})
    set_tests_properties(unit.check_messages PROPERTIES LABELS unit TIMEOUT 60)
  endif()
  # the calibration on the P² appendix's training half, re-run as docs/collectives.md tells: the
  # committed topologies (examples/topologies/*-p2.json) are what the fit gives, and its
  # cross-validated predictions meet their targets (about 30 s; labelled script, not tool, so the
  # sanitizer job leaves it out)
  if(Python3_Interpreter_FOUND AND NOT PEBBLE_SMPI)
    add_test(NAME script.p2_calibrate
             COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/scripts/p2-calibrate.py --tool $<TARGET_FILE:pebble_tool>
                     --check)
    set_tests_properties(script.p2_calibrate PROPERTIES LABELS script TIMEOUT 900)
  endif()
  # steps of several groups timed together, ring and tree, and a program run (the fastest of two
  # programs): times worked out from node 5 GB/s, 20 us and gpu 88 GB/s, 5 us, one message size;
  # the fit finds the NIC, keeps the latencies (one size shows none), and explains every time
  pebble_add_tool_test(placement_calibrate_steps 0 "3 measurements and 1 program runs of node=2,gpu=4, ring and tree collectives.*\n +node +5 GB/s +20 us +2 +0[.]00%.*\n +gpu +88 GB/s +5 us .*AllReduce +[[]0,4[]] [+]3 .*program runs [(]the fastest of their programs[)]: rms error 0[.]00%\n +fastest of 2 programs +217[.]115 ms +217[.]115 ms"
    ARGS placement --system node=2,gpu=4 --topology a100 --calibrate ${CMAKE_CURRENT_SOURCE_DIR}/tool/placement_steps.json)
  pebble_add_tool_test(placement_calibrate_steps_bad 2 "placement_steps_bad.json': runs\\[0\\]: the groups of a measured step share a device; each device is in one group" STDERR_LINES 1
    ARGS placement --system node=2,gpu=4 --calibrate ${CMAKE_CURRENT_SOURCE_DIR}/tool/placement_steps_bad.json)
  # the topologies calibrated on the P² appendix (scripts/p2-calibrate.py): their limits per tree
  # transfer and tree efficiency, shown where the tree runs
  pebble_add_tool_test(placement_p2_topology 0 "topology +a100-p2 [(]tree[)]: node [0-9.]+ GB/s 20[.]00 us [(][0-9.]+ GB/s per tree transfer[)].*; trees at 0[.][0-9]+ of their links"
    ARGS placement --system node=4,gpu=16 --axes 4,16 --reduce 0 --topology ${PROJECT_SOURCE_DIR}/examples/topologies/a100-p2.json --algorithm tree --top 1)
  pebble_add_tool_test(placement_calibrate_huge_system 0 "4 measurements of node=1048576,gpu=1048576, ring.*\n +gpu +[0-9.]+ GB/s +[0-9.]+ us +4 "
    ADDRESS_SPACE 2000000000 ARGS placement --system node=1048576,gpu=1048576 --calibrate ${CMAKE_CURRENT_SOURCE_DIR}/tool/placement_runs.json)
  pebble_add_tool_test(placement_calibrate_bad 2 "placement_runs_bad.json': runs\\[1\\].group: device indices are whole numbers 0 to 7" STDERR_LINES 1
    ARGS placement --system node=2,gpu=4 --calibrate ${CMAKE_CURRENT_SOURCE_DIR}/tool/placement_runs_bad.json)
  pebble_add_tool_test(placement_calibrate_axes 2 "--calibrate fits a topology to measurements: --axes, --reduce and --run do not go with it" STDERR_LINES 1
    ARGS placement --system node=2,gpu=4 --axes 8 --calibrate ${CMAKE_CURRENT_SOURCE_DIR}/tool/placement_runs.json)
  pebble_add_tool_test(placement_no_axes 2 "--axes is required, e.g. --axes 4,4" STDERR_LINES 1
    ARGS placement --system node=2,gpu=4 --reduce 0)
  pebble_add_tool_test(placement_run 0 "run on 4 ranks: matrix .*result +ok: every rank holds the all-reduce over its reduction group"
    RANKS 4 ARGS placement --system node=2,gpu=2 --axes 2,2 --reduce 0 --bytes 1MiB --repeat 2 --run)
  pebble_add_tool_test(placement_run_json 0 "\"run\": {.*\"ranks\": 4,.*\"verified\": true"
    RANKS 4 ARGS placement --system node=2,gpu=2 --axes 4 --reduce 0 --bytes 100001 --program 3 --repeat 1 --run --json)
  pebble_add_tool_test(placement_run_wrong_ranks 2 "^pebble: error: --run: the system has 4 devices, one per MPI rank; start 4 ranks [(]mpiexec -n 4[)], not 2\n$"
    STDERR_LINES 1 RANKS 2 ARGS placement --system node=2,gpu=2 --axes 4 --reduce 0 --run)
  # --run --measure-out: the calibration suite on the 4 local ranks, written as a runs file that
  # --calibrate reads (what it fits is this machine's shared memory, whatever its noise)
  pebble_add_tool_test(placement_measure 0 "45 collectives on 4 ranks [(]node=2,gpu=2[)].*AllReduce +\\[0,2\\] +64 KiB.*Broadcast +\\[0[.][.]1\\].*runs file written"
    RANKS 4 ARGS placement --system node=2,gpu=2 --run --measure-out ${CMAKE_CURRENT_BINARY_DIR}/measured_runs.json --bytes 64KiB --repeat 2)
  # The fit of what this machine measured: its links, or, where scheduling noise on a loaded machine
  # (4 ranks on CI's 2 cores, sanitizers on) hides the bandwidth, the fit's one-line refusal. Either
  # way the 45 measurements were read back; the fit's arithmetic is checked on fixed runs above.
  pebble_add_tool_test(placement_measure_calibrate "0@@2" "(45 measurements of node=2,gpu=2, ring collectives.*\n +node .*\n +gpu |^pebble: error: the measurements of level [01] [(](node|gpu)[)][^\n]* do not determine a bandwidth [^\n]*; measure larger messages\n$)"
    ARGS placement --system node=2,gpu=2 --calibrate ${CMAKE_CURRENT_BINARY_DIR}/measured_runs.json)
  pebble_tool_test_properties(tool.placement_measure PROPERTIES FIXTURES_SETUP placement_measured)
  # labelled mpi as its fixture is: a label filter that leaves MPI runs out (the sanitizer job's
  # leak-checking pass) leaves both out
  pebble_tool_test_properties(tool.placement_measure_calibrate PROPERTIES FIXTURES_REQUIRED placement_measured LABELS "tool;mpi")
  pebble_add_tool_test(placement_measure_json 0 "\"ranks\": 4,.*\"topology\": \"generic\",.*\"collective\": \"Broadcast\",.*\"predicted_seconds\""
    RANKS 4 ARGS placement --system node=2,gpu=2 --run --measure-out ${CMAKE_CURRENT_BINARY_DIR}/measured_runs_json.json
         --bytes 4KiB --repeat 1 --json)
  pebble_add_tool_test(placement_measure_unwritable 2 "^pebble: error: rank 0: --measure-out: cannot write '/nonexistent/r.json'\n$"
    STDERR_LINES 1 RANKS 4 ARGS placement --system node=2,gpu=2 --run --measure-out /nonexistent/r.json --bytes 4KiB)
  pebble_add_tool_test(placement_measure_no_run 2 "^pebble: error: --measure-out times collectives on MPI ranks, one per device: add --run [(]mpiexec -n 4 pebble placement --system node=2,gpu=2 --run --measure-out r.json[)]\n$"
    STDERR_LINES 1 ARGS placement --system node=2,gpu=2 --measure-out r.json)
  pebble_add_tool_test(placement_measure_axes 2 "--measure-out measures collectives to calibrate the topology: --axes and --reduce do not go with it" STDERR_LINES 1
    ARGS placement --system node=2,gpu=2 --axes 4 --reduce 0 --run --measure-out r.json)
  pebble_add_tool_test(placement_error_system 2 "--system: the count of 'gpu' must be a positive integer; got 'x'" STDERR_LINES 1
    ARGS placement --system node=2,gpu=x --axes 4 --reduce 0)
  pebble_add_tool_test(placement_error_axes 2 "--axes: the axes multiply to 8, but the system has 4 devices" STDERR_LINES 1
    ARGS placement --system node=2,gpu=2 --axes 4,2 --reduce 0)
  pebble_add_tool_test(placement_error_reduce 2 "--reduce: axis 2 is not one of the 2 axes [(]0..1[)]" STDERR_LINES 1
    ARGS placement --system node=2,gpu=2 --axes 2,2 --reduce 2)
  pebble_add_tool_test(placement_error_preset_levels 2 "the paper's a100 machine has two levels.*--system has 4" STDERR_LINES 1
    ARGS placement ${fig2a_system} --axes 16 --reduce 0 --topology a100)
  pebble_add_tool_test(placement_error_topology_syntax 2 "topology_syntax_error.json': line 4, column [0-9]+: not valid JSON" STDERR_LINES 1
    ARGS placement --system node=2,gpu=2 --axes 4 --reduce 0 --topology ${CMAKE_CURRENT_SOURCE_DIR}/tool/topology_syntax_error.json)
  pebble_add_tool_test(placement_error_topology_field 2 "levels\\[1\\].bandwidth_GBps: expected a number from 1e-06 to 1e[+]06 [(]GB/s per unit link, each direction[)]; got -1\n$" STDERR_LINES 1
    ARGS placement --system node=2,gpu=2 --axes 4 --reduce 0 --topology ${CMAKE_CURRENT_SOURCE_DIR}/tool/topology_bad_bandwidth.json)
  pebble_add_tool_test(placement_error_topology_levels 2 "levels: 2 levels, but --system has 4" STDERR_LINES 1
    ARGS placement ${fig2a_system} --axes 16 --reduce 0 --topology ${PROJECT_SOURCE_DIR}/examples/topologies/a100.json)
  pebble_add_tool_test(placement_error_topology_missing 2 "'nope.json' is not a preset [(]a100, v100, generic[)] and cannot be read as a file" STDERR_LINES 1
    ARGS placement --system node=2,gpu=2 --axes 4 --reduce 0 --topology nope.json)
  pebble_add_tool_test(placement_error_bytes 2 "--bytes: expected an amount such as" STDERR_LINES 1
    ARGS placement --system node=2,gpu=2 --axes 4 --reduce 0 --bytes 12X)
  # the budget is the user's: the large case refused under 1 MiB (and runs with the default,
  # placement_large_case_json); a budget that is not an amount of bytes is named
  pebble_add_tool_test(placement_budget_small 2 "^pebble: error: matrix \\[1 8; 1 2; 4 1\\], a reduction group of 32 devices: after 1 step the search holds 11 states; step 2 could add up to 90 more of [0-9.]+ KiB each, [0-9.]+ KiB in all, over --synthesis-bytes 1MiB; use --max-size 2 or raise --synthesis-bytes\n$"
    STDERR_LINES 1 ARGS placement --system node=4,gpu=16 --axes 8,2,4 --reduce 0,2 --synthesis-bytes 1MiB)
  pebble_add_tool_test(placement_budget_negative 2 "^pebble: error: --synthesis-bytes: expected an amount such as .*got '-1GiB'\n$"
    STDERR_LINES 1 ARGS placement --system node=4,gpu=16 --axes 8,2,4 --reduce 0,2 --synthesis-bytes -1GiB)
  pebble_add_tool_test(placement_help 0 "--system.*--axes.*--reduce.*--max-size.*--topology.*--bytes.*--synthesis-bytes.*--top.*--run.*--json.*Exit codes: 0 success; 1 a verification failed"
    ARGS placement --help)
  # hostile and huge input: what follows from the input is bounded before it is made,
  # refused in a fraction of a second with the bound, the budget and what to change (TIMEOUT: these
  # took 18 s and 6.8 GB, 35 s and 1.6 GB, and more than 12 GB); numbers out of range are named,
  # never wrapped, and never printed as 10^30 s
  pebble_add_tool_test(placement_budget_search 2 "^pebble: error: matrix \\[2 2 2 2 2 2\\], a reduction group of 64 devices: after 2 steps the search holds 1289 states; step 3 could add up to [0-9]+ more of [0-9.]+ KiB each, [0-9.]+ GiB in all, over --synthesis-bytes 2GiB; use --max-size 3 or raise --synthesis-bytes\n$"
    STDERR_LINES 1 ARGS placement --system a=2,b=2,c=2,d=2,e=2,f=2 --axes 64 --reduce 0)
  pebble_add_tool_test(placement_budget_fits 0 "1 parallelism matrix, 213 reduction programs; synthesis .*, memory at most [0-9.]+ MiB\n"
    ARGS placement --system a=2,b=2,c=2,d=2,e=2,f=2 --axes 64 --reduce 0 --max-size 3 --top 1)
  pebble_add_tool_test(placement_budget_devices 2 "^pebble: error: up to 3 parallelism matrices, each with tables over the system's 16777216 devices [(][0-9.]+ MiB[)], take up to [0-9.]+ GiB, over --synthesis-bytes 2GiB less 1.5 GiB for the simulator; raise --synthesis-bytes\n$"
    STDERR_LINES 1 ARGS placement --system a=4096,b=4096 --axes 4,4194304 --reduce 0)
  pebble_add_tool_test(placement_huge_level 2 "^pebble: error: up to 1 parallelism matrix, each with tables over the system's 1099511627776 devices [(][0-9.]+ TiB[)], take up to [0-9.]+ TiB, over --synthesis-bytes 2GiB less [^;]+ for the simulator; raise --synthesis-bytes\n$"
    STDERR_LINES 1 ARGS placement --system a=1099511627776 --axes 4,274877906944 --reduce 0)
  pebble_tool_test_properties(tool.placement_budget_search tool.placement_budget_devices tool.placement_huge_level
    PROPERTIES TIMEOUT 10)
  pebble_add_tool_test(placement_error_negative_top 2 "^pebble: error: --top: expected a whole number from 1 to 1000000000000000000; got '-1'\n$"
    STDERR_LINES 1 ARGS placement --system node=2,gpu=2 --axes 4 --reduce 0 --top -1)
  pebble_add_tool_test(placement_error_negative_max_size 2 "^pebble: error: --max-size: expected a whole number from 1 to 12; got '-1'\n$"
    STDERR_LINES 1 ARGS placement --system node=2,gpu=2 --axes 4 --reduce 0 --max-size -1)
  pebble_add_tool_test(placement_error_matrix_zero 2 "--matrix: expected a whole number from 1 to [0-9]+; got '0'" STDERR_LINES 1
    ARGS placement --system node=2,gpu=2 --axes 4 --reduce 0 --matrix 0)
  pebble_add_tool_test(placement_error_count_huge 2 "--system: the count of 'gpu' is 99999999999999999999, more than 2\\^40" STDERR_LINES 1
    ARGS placement --system node=2,gpu=99999999999999999999 --axes 4 --reduce 0)
  pebble_add_tool_test(placement_error_axes_product 2 "--axes: the axes multiply to more than 2\\^40, but the system has 1099511627776 devices" STDERR_LINES 1
    ARGS placement --system a=1048576,b=1048576 --axes 1048576,1048576,1048576 --reduce 0)
  pebble_add_tool_test(placement_error_topology_latency 2 "levels\\[0\\].latency_us: expected a number from 0 to 1e[+]06 [(]microseconds per message[)]; got 1e[+]300\n$" STDERR_LINES 1
    ARGS placement --system node=2,gpu=2 --axes 4 --reduce 0 --topology ${CMAKE_CURRENT_SOURCE_DIR}/tool/topology_bad_latency.json)
  pebble_add_tool_test(placement_error_topology_tiny_bandwidth 2 "levels\\[1\\].bandwidth_GBps: expected a number from 1e-06 to 1e[+]06 .*; got 1e-300\n$" STDERR_LINES 1
    ARGS placement --system node=2,gpu=2 --axes 4 --reduce 0 --topology ${CMAKE_CURRENT_SOURCE_DIR}/tool/topology_tiny_bandwidth.json)
  pebble_add_tool_test(placement_run_error_bytes 2 "^pebble: error: --bytes: --run reduces 16 GiB per rank, 2147483648 doubles; one MPI call moves at most 2\\^31 - 1 of them; lower --bytes\n$"
    STDERR_LINES 1 RANKS 4 ARGS placement --system node=2,gpu=2 --axes 4 --reduce 0 --bytes 16GiB --run)
  # pebble strategy: the DP on a problem file; errors name the vertex or edge
  pebble_add_tool_test(strategy_chain 0 "3 operators, 2 edges, 2 processors.*optimal cost +6\n.*1 a [.][.] 3 c +\\[2, 1\\]"
    ARGS strategy ${PROJECT_SOURCE_DIR}/examples/strategy/chain.json)
  pebble_add_tool_test(strategy_chain_json 0 "\"cost\": 6.0,.*\"name\": \"b\",\n +\"config\": \\[\n +2,\n +1\n +\\]"
    ARGS strategy ${PROJECT_SOURCE_DIR}/examples/strategy/chain.json --json --order dependents)
  pebble_add_tool_test(strategy_error_table 2 "edges\\[0\\] [(]5 -> 9[)].cost: 3 values; it needs 2 x 2 = 4" STDERR_LINES 1
    ARGS strategy ${CMAKE_CURRENT_SOURCE_DIR}/tool/strategy_bad_table.json)
  pebble_add_tool_test(strategy_error_cycle 2 "strategy_cycle.json': the graph has a cycle: 5 -> 9 -> 2 -> 5" STDERR_LINES 1
    ARGS strategy ${CMAKE_CURRENT_SOURCE_DIR}/tool/strategy_cycle.json)
  pebble_add_tool_test(strategy_error_dangling 2 "edges\\[0\\].dst: 7 is not the id of a vertex" STDERR_LINES 1
    ARGS strategy ${CMAKE_CURRENT_SOURCE_DIR}/tool/strategy_dangling.json)
  pebble_add_tool_test(strategy_error_no_configs 2 "vertices\\[1\\] [(]id 6[)].configs: expected a non-empty array" STDERR_LINES 1
    ARGS strategy ${CMAKE_CURRENT_SOURCE_DIR}/tool/strategy_no_configs.json)
  pebble_add_tool_test(strategy_error_syntax 2 "topology_syntax_error.json': line 4, column [0-9]+: not valid JSON" STDERR_LINES 1
    ARGS strategy ${CMAKE_CURRENT_SOURCE_DIR}/tool/topology_syntax_error.json)
  pebble_add_tool_test(strategy_error_missing 2 "problem file 'nope.json': cannot be read" STDERR_LINES 1
    ARGS strategy nope.json)
  pebble_add_tool_test(strategy_resnet101 0 "resnet101: 245 operators, 277 edges, 8 processors, 19.7 configurations per operator.*243 fc +\\[8, 1, 1\\]"
    ARGS strategy --network resnet101 --procs 8)
  pebble_add_tool_test(strategy_transformer 0 "transformer: 204 operators, 248 edges, 32 processors"
    ARGS strategy --network transformer --procs 32 --batch 8)
  # a training step (strategy/training.hpp): the optimum beside data parallelism; AlexNet's fully
  # connected layers leave data parallelism once their gradients' all-reduce counts
  pebble_add_tool_test(strategy_training 0
    "alexnet, a training step: 19 operators, 18 edges, 8 processors\nstep +[0-9.]+ ms = compute .*\ndata parallel +[0-9.]+ ms = compute .*gradient all-reduce .*\n.*13 fc6  b=1 "
    ARGS strategy --network alexnet --procs 8 --training)
  pebble_add_tool_test(strategy_training_json 0 "\"optimum\": [{]\n +\"step_seconds\": .*\"data_parallel\": [{].*\"name\": \"fc6\",\n +\"split\": [{]\n +\"b\": 1,"
    ARGS strategy --network alexnet --procs 8 --training --json)
  pebble_add_tool_test(strategy_training_memory 0 "memory limit +260 MiB per device [(]the fastest strategy needs more: memory priced at"
    ARGS strategy --network alexnet --procs 8 --training --memory 260MiB)
  pebble_add_tool_test(strategy_training_no_fit 2 "no strategy fits 200 MiB per device on 8 devices: the operators need at least" STDERR_LINES 1
    ARGS strategy --network alexnet --procs 8 --training --memory 200MiB)
  pebble_add_tool_test(strategy_training_operator 2 "operator 'conv1' needs at least 18.44 MiB per device in every configuration" STDERR_LINES 1
    ARGS strategy --network alexnet --procs 8 --training --memory 1MiB)
  pebble_add_tool_test(strategy_training_flags 2 "--memory, --backward-flops and --optimizer-words go with --training" STDERR_LINES 1
    ARGS strategy --network alexnet --memory 1GiB)
  pebble_add_tool_test(strategy_training_file 2 "--training needs --network" STDERR_LINES 1
    ARGS strategy ${PROJECT_SOURCE_DIR}/examples/strategy/chain.json --training)
  pebble_add_tool_test(strategy_training_optimizer 2 "--optimizer-words: expected a finite number >= 0; got -1" STDERR_LINES 1
    ARGS strategy --network alexnet --training --optimizer-words -1)
  # machine files: the default machine as a file (its slower level's bandwidth) solves to the same cost
  pebble_add_tool_test(strategy_machine 0 "alexnet: 19 operators, 18 edges, 8 processors.*optimal cost +0.00406763\n"
    ARGS strategy --network alexnet --machine ${CMAKE_CURRENT_SOURCE_DIR}/tool/strategy_machine.json)
  # a level's transfer_GBps bounds the ring over all devices: the file's NIC (4.7 GB/s, 3.5 per
  # transfer) costs what --bandwidth 3.5e9 does (4.7e9: 0.00206176)
  pebble_add_tool_test(strategy_machine_transfer 0 "optimal cost +0.00238446\n"
    ARGS strategy --network transformer --procs 16 --batch 8 --machine ${CMAKE_CURRENT_SOURCE_DIR}/tool/strategy_machine_transfer.json)
  pebble_add_tool_test(strategy_bandwidth_transfer 0 "optimal cost +0.00238446\n"
    ARGS strategy --network transformer --procs 16 --batch 8 --bandwidth 3.5e9)
  pebble_add_tool_test(strategy_machine_training 0 "transformer, a training step: 204 operators, 248 edges, 32 processors\n.*memory limit +40 GiB per device"
    ARGS strategy --network transformer --machine ${CMAKE_CURRENT_SOURCE_DIR}/tool/strategy_machine_a100.json --training)
  pebble_add_tool_test(strategy_machine_twice 2 "--procs: the machine file '.*strategy_machine.json' sets devices already" STDERR_LINES 1
    ARGS strategy --network alexnet --procs 8 --machine ${CMAKE_CURRENT_SOURCE_DIR}/tool/strategy_machine.json)
  pebble_add_tool_test(strategy_machine_bad 2 "strategy_machine_bad.json': flop: not a field of a machine file" STDERR_LINES 1
    ARGS strategy --network alexnet --machine ${CMAKE_CURRENT_SOURCE_DIR}/tool/strategy_machine_bad.json)
  # a network's problem written with --dump and read back solves to the same cost
  pebble_add_tool_test(strategy_dump 0 "optimal cost +0.00406763\n"
    ARGS strategy --network alexnet --procs 8 --dump ${CMAKE_CURRENT_BINARY_DIR}/alexnet8.json)
  pebble_add_tool_test(strategy_reload 0 "alexnet8.json: 19 operators, 18 edges, 8 processors.*optimal cost +0.00406763\n.*0 conv1 .*\\[8, 1, 1, 1\\]"
    ARGS strategy ${CMAKE_CURRENT_BINARY_DIR}/alexnet8.json)
  # ONNX models (examples/pebble/onnx_import.hpp): written by onnx_write (test/onnx_networks.hpp)
  # and read by the tool; Debian's libonnx-testdata has small PyTorch exports
  if(PEBBLE_HAS_ONNX)
    add_executable(onnx_write tool/onnx_write.cpp)
    target_include_directories(onnx_write PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
    target_link_libraries(onnx_write PRIVATE onnx pebble_warnings)
    add_test(NAME tool.strategy_onnx_write COMMAND onnx_write resnet101 ${CMAKE_CURRENT_BINARY_DIR}/resnet101.onnx)
    pebble_tool_test_properties(tool.strategy_onnx_write PROPERTIES LABELS tool FIXTURES_SETUP strategy_onnx_files)
    pebble_add_tool_test(strategy_onnx 0
      "resnet101.onnx: 345 operators, 377 edges, 8 processors.*import +346 ONNX nodes: 345 operators, 1 views [(]reshapes[)], 0 folded .* batch 64, 314 weights of 4.455e[+]07 elements.*0 conv1 [.][.] 341 layer4.2.relu +\\[8, 1, 1, 1\\]"
      ARGS strategy ${CMAKE_CURRENT_BINARY_DIR}/resnet101.onnx --procs 8 --batch 64)
    pebble_add_tool_test(strategy_onnx_training 0
      "resnet101.onnx, a training step: 345 operators, 377 edges, 32 processors\nimport .*\nstep +[0-9.]+ ms = compute .*\ndata parallel +[0-9.]+ ms = compute .*gradient all-reduce"
      ARGS strategy ${CMAKE_CURRENT_BINARY_DIR}/resnet101.onnx --procs 32 --batch 128 --training --memory 16GiB)
    # the plan a framework applies: per operator the device mesh and each tensor's dimensions on it
    pebble_add_tool_test(strategy_onnx_mesh 0
      "\"name\": \"conv1\",.*\"mesh\": [{]\n +\"axes\": \\[\n +\"b\"\n +\\],\n +\"shape\": \\[\n +8\n +\\],.*\"tensor\": \"conv1.weight\",\n +\"role\": \"parameter\",.*\"replicated_over\": \\[\n +\"b\""
      ARGS strategy ${CMAKE_CURRENT_BINARY_DIR}/resnet101.onnx --procs 8 --batch 64 --training --json)
    pebble_add_tool_test(strategy_onnx_no_batch 2 "resnet101.onnx': graph input 'input': dimension 0 [(]'N'[)] is not a number; give the batch size with --batch" STDERR_LINES 1
      ARGS strategy ${CMAKE_CURRENT_BINARY_DIR}/resnet101.onnx)
    pebble_tool_test_properties(tool.strategy_onnx tool.strategy_onnx_training tool.strategy_onnx_mesh tool.strategy_onnx_no_batch PROPERTIES FIXTURES_REQUIRED strategy_onnx_files)
    pebble_add_tool_test(strategy_onnx_garbage 2 "ONNX model '.*strategy_cycle.onnx': not an ONNX model" STDERR_LINES 1
      ARGS strategy ${CMAKE_CURRENT_SOURCE_DIR}/tool/strategy_cycle.onnx)
    # a Gemm of a rank-0 input, which crashes libonnx's shape inference (found by fuzzing): an error
    pebble_add_tool_test(strategy_onnx_inference_crash 2 "gemm_rank0_input.onnx': ONNX shape inference crashed [(]signal 11[)] on this model: it is malformed" STDERR_LINES 1
      ARGS strategy ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/corpus/onnx_model/gemm_rank0_input.onnx)
    set(testdata /usr/share/libonnx-testdata/data)
    if(EXISTS ${testdata}/pytorch-converted/test_Conv2d_groups/model.onnx)
      pebble_add_tool_test(strategy_onnx_groups 0 "1 operators, 0 edges, 4 processors.*import +1 ONNX nodes: 1 operators.*batch 2, 2 weights of 78 elements"
        ARGS strategy ${testdata}/pytorch-converted/test_Conv2d_groups/model.onnx --procs 4)
      pebble_add_tool_test(strategy_onnx_unsupported 2 "node 'Loop_8' [(]Loop, node 8[)]: operator Loop is not supported" STDERR_LINES 1
        ARGS strategy ${testdata}/node/test_range_float_type_positive_delta_expanded/model.onnx)
    endif()
  endif()
  pebble_tool_test_properties(tool.strategy_dump PROPERTIES FIXTURES_SETUP strategy_alexnet8)
  pebble_tool_test_properties(tool.strategy_reload PROPERTIES FIXTURES_REQUIRED strategy_alexnet8)
  pebble_add_tool_test(strategy_error_network 2 "--network: expected alexnet, resnet101, inception3, transformer or rnnlm; got 'vgg'" STDERR_LINES 1
    ARGS strategy --network vgg)
  pebble_add_tool_test(strategy_error_both 2 "give a problem file, an ONNX model or --network, one of them" STDERR_LINES 1
    ARGS strategy ${PROJECT_SOURCE_DIR}/examples/strategy/chain.json --network alexnet)
  # budgets: the problem's tables, then the search's, checked before either is made;
  # exactly at the estimate a run succeeds, a byte below it fails
  pebble_add_tool_test(strategy_error_budget 2 "the problem's tables need 245.1 KiB [(]864 configurations of 144 operators, 7312 redistribution costs on 220 edges[)], over --table-bytes 1000; raise --table-bytes or use fewer --procs" STDERR_LINES 1
    ARGS strategy --network rnnlm --procs 8 --table-bytes 1000)
  pebble_add_tool_test(strategy_error_search_budget 2 "eliminating vertex 31 needs a table over its 4 dependent vertices [(]32, 38, 39, 40[)]: 640 entries; .*the search holds 126.6 KiB, over --table-bytes 270000 less 137.2 KiB for the problem's tables; raise --table-bytes or use fewer --procs" STDERR_LINES 1
    ARGS strategy --network rnnlm --procs 8 --order dependents --table-bytes 270000)
  pebble_add_tool_test(strategy_budget_exact 0 "optimal cost +0.0251\nsearch.*memory +1.435 MiB at most: building the problem 1.336 MiB, then the problem 1.207 MiB and the search 233.1 KiB; --table-bytes 1.435 MiB"
    ARGS strategy --network resnet101 --procs 8 --table-bytes 1504560)
  pebble_add_tool_test(strategy_budget_byte_below 2 "over --table-bytes 1504559 less 1.207 MiB for the problem's tables; raise --table-bytes or use fewer --procs" STDERR_LINES 1
    ARGS strategy --network resnet101 --procs 8 --table-bytes 1504559)
  pebble_add_tool_test(strategy_file_budget_exact 0 "optimal cost +32\n.*memory +2.596 MiB at most: reading the file 511.3 KiB, then the problem 23.12 KiB and the search 2.573 MiB"
    ARGS strategy ${CMAKE_CURRENT_SOURCE_DIR}/tool/strategy_dense.json --order neighbours --table-bytes 2722168)
  pebble_add_tool_test(strategy_file_budget_byte_below 2 "eliminating vertex 1 needs a table over its 4 dependent vertices [(]2, 3, 4, 5[)]: 20736 entries; .*the search holds 2.573 MiB, over --table-bytes 2722167 less 23.12 KiB for the problem's tables; raise --table-bytes\n" STDERR_LINES 1
    ARGS strategy ${CMAKE_CURRENT_SOURCE_DIR}/tool/strategy_dense.json --order neighbours --table-bytes 2722167)
  pebble_add_tool_test(strategy_file_reading_budget 2 "chain.json': reading its [0-9]+ B of JSON may hold up to [0-9.]+ KiB [(]at most 96 bytes per byte of JSON[)], over --table-bytes 1000; raise --table-bytes" STDERR_LINES 1
    ARGS strategy ${PROJECT_SOURCE_DIR}/examples/strategy/chain.json --table-bytes 1000)
  # --configs all on 64 processors: 3 GiB of redistribution tables used to be built (over 5 GB held)
  # before a search of 7.7e11 sums began; now refused at once, from the configuration counts alone
  # the user raises the work budget: the same search refused at 1e3 sums runs at the default
  pebble_add_tool_test(strategy_max_work_small 2 "over --max-work 1000; raise --max-work" STDERR_LINES 1
    ARGS strategy --network alexnet --procs 8 --max-work 1e3)
  pebble_add_tool_test(strategy_configs_all_work 2 "brings the search's work to [0-9]+ sums [(]about 1e9 a second[)], over --max-work 1e[+]11; raise --max-work or use --configs pow2 or fewer --procs" STDERR_LINES 1
    ARGS strategy --network transformer --procs 64 --configs all)
  pebble_add_tool_test(strategy_configs_all_tables 2 "the problem's tables need 3.03[0-9] GiB [(]271392 configurations of 204 operators, 404418740 redistribution costs on 248 edges[)], over --table-bytes 2GiB; raise --table-bytes or use --configs pow2 or fewer --procs" STDERR_LINES 1
    ARGS strategy --network transformer --procs 64 --configs all --table-bytes 2GiB)
  pebble_tool_test_properties(tool.strategy_configs_all_work tool.strategy_configs_all_tables PROPERTIES TIMEOUT 10)
  pebble_add_tool_test(strategy_too_many_configs 2 "operator 'layer0_q' has more than 65535 configurations on 4096 processors; a vertex holds at most 65535: use --configs pow2 or fewer --procs" STDERR_LINES 1
    ARGS strategy --network transformer --procs 4096 --configs all)
  # costs and options that would print inf or wrap around are refused, naming the JSON path or flag
  pebble_add_tool_test(strategy_error_negative_cost 2 "strategy_negative_cost.json': vertices\\[1\\] [(]id 6[)].cost\\[1\\]: expected a cost in seconds, a number >= 0; got -0.5" STDERR_LINES 1
    ARGS strategy ${CMAKE_CURRENT_SOURCE_DIR}/tool/strategy_negative_cost.json)
  pebble_add_tool_test(strategy_error_edge_cost 2 "edges\\[0\\] [(]5 -> 6[)].cost\\[2\\]: expected a cost in seconds, a number >= 0; got a JSON string" STDERR_LINES 1
    ARGS strategy ${CMAKE_CURRENT_SOURCE_DIR}/tool/strategy_edge_cost_string.json)
  pebble_add_tool_test(strategy_error_cost_overflow 2 "vertices\\[1\\] [(]id 6[)]: with vertex 6 the costs could add up to more than the largest double" STDERR_LINES 1
    ARGS strategy ${CMAKE_CURRENT_SOURCE_DIR}/tool/strategy_cost_overflow.json)
  pebble_add_tool_test(strategy_error_cost_inf 2 "operator 'conv1' in configuration \\[1, 1, 1, 8\\] costs inf seconds [(]flops 1e-300" STDERR_LINES 1
    ARGS strategy --network alexnet --flops 1e-300)
  pebble_add_tool_test(strategy_error_flops 2 "--flops: expected the flop/s of a processor, a finite number > 0; got inf" STDERR_LINES 1
    ARGS strategy --network alexnet --flops inf)
  pebble_add_tool_test(strategy_error_batch_zero 2 "--batch: expected a whole number from 1 to 9223372036854775807; got '0'" STDERR_LINES 1
    ARGS strategy --network alexnet --batch 0)
  pebble_add_tool_test(strategy_error_batch_huge 2 "--batch: expected a whole number from 1 to 9223372036854775807; got '99999999999999999999'" STDERR_LINES 1
    ARGS strategy --network alexnet --batch 99999999999999999999)
  pebble_add_tool_test(strategy_error_procs_negative 2 "--procs: expected a whole number from 1 to 2147483648; got '-8'" STDERR_LINES 1
    ARGS strategy --network alexnet --procs -8)
  # pebble sp: recognition, conversion, verification, files in and out; errors name the line or a cycle
  pebble_add_tool_test(sp_pipeline 0 "25 tasks, 40 edges.*W_inf +9 -> 15 tasks.*verified +series-parallel; every precedence kept"
    ARGS sp ${PROJECT_SOURCE_DIR}/examples/graphs/pipeline.dot --out ${CMAKE_CURRENT_BINARY_DIR}/pipeline_sp.dot)
  pebble_add_tool_test(sp_reread 0 "input +series-parallel [(]returned as it is[)].*W_inf +15 -> 15"
    ARGS sp ${CMAKE_CURRENT_BINARY_DIR}/pipeline_sp.dot)
  pebble_tool_test_properties(tool.sp_pipeline PROPERTIES FIXTURES_SETUP sp_pipeline_out)
  pebble_tool_test_properties(tool.sp_reread PROPERTIES FIXTURES_REQUIRED sp_pipeline_out)
  pebble_add_tool_test(sp_stg_weighted 0 "\"tasks\": 10,.*\"weighted\": true,.*\"output_series_parallel\": true,\n +\"precedence_kept\": true"
    ARGS sp ${PROJECT_SOURCE_DIR}/examples/graphs/small.stg --weighted --json --out ${CMAKE_CURRENT_BINARY_DIR}/small_sp.json)
  pebble_add_tool_test(sp_json_input 0 "4 tasks, 5 edges\ninput +series-parallel.*W1 +4 tasks, weighted 9"
    ARGS sp ${CMAKE_CURRENT_SOURCE_DIR}/tool/sp_graph.json)
  pebble_add_tool_test(sp_error_cycle 2 "sp_cycle.dot': the graph has a cycle: a -> b -> c -> a" STDERR_LINES 1
    ARGS sp ${CMAKE_CURRENT_SOURCE_DIR}/tool/sp_cycle.dot)
  pebble_add_tool_test(sp_error_stg 2 "sp_bad.stg': line 4: task 2: the cost 'x' is not a number >= 0" STDERR_LINES 1
    ARGS sp ${CMAKE_CURRENT_SOURCE_DIR}/tool/sp_bad.stg)
  # JSON numbers beyond double's range: one line naming the file, line and column (was an
  # uncaught nlohmann out_of_range, exit code 3)
  # costs each in range whose sum is not: refused, not printed as inf and -nan
  pebble_add_tool_test(sp_cost_overflow 2 "^pebble: error: '.*sp_cost_overflow.json': the tasks' costs add up to more than the largest double; scale them down\n$"
    STDERR_LINES 1 ARGS sp ${CMAKE_CURRENT_SOURCE_DIR}/tool/sp_cost_overflow.json)
  pebble_add_tool_test(json_number_overflow_sp 2 "^pebble: error: task graph file '.*sp_number_overflow.json': line 1, column 31: the number 1e400 is outside the range of a double\n$"
    STDERR_LINES 1 ARGS sp ${CMAKE_CURRENT_SOURCE_DIR}/tool/sp_number_overflow.json)
  pebble_add_tool_test(json_number_overflow_strategy 2 "problem file '.*': line 2, column 36: the number 1e400 is outside the range" STDERR_LINES 1
    ARGS strategy ${CMAKE_CURRENT_SOURCE_DIR}/tool/strategy_number_overflow.json)
  pebble_add_tool_test(json_number_overflow_topology 2 "topology file '.*': line 1, column 58: the number -1e999 is outside the range" STDERR_LINES 1
    ARGS placement --system a=2 --axes 2 --reduce 0 --topology ${CMAKE_CURRENT_SOURCE_DIR}/tool/topology_number_overflow.json)
  # parentheses nested 10,000 deep: an error at the 201st, not a stack overflow
  string(REPEAT "(" 10000 deep_open)
  string(REPEAT ")" 10000 deep_close)
  pebble_add_tool_test(error_deep_nesting 2 "^pebble: error in the program text: line 1, column 223: parentheses and calls nest more than 200 deep here\n$"
    STDERR_LINES 1 ARGS model "for i in 0..N: A[i] = ${deep_open}B[i]${deep_close}" --size N=1)
  # a count of tasks is checked against --max-bytes before anything is allocated for it (500
  # million tasks took 5 GB); the user can raise the budget
  pebble_add_tool_test(sp_error_budget 2 "^pebble: error: task graph file '.*sp_huge_count.json': 500000000 tasks and 0 edges need about 238 GiB to convert and verify [(]512 bytes per task, 160 per edge[)], more than --max-bytes 4 GiB; raise --max-bytes\n$"
    STDERR_LINES 1 ARGS sp ${CMAKE_CURRENT_SOURCE_DIR}/tool/sp_huge_count.json)
  pebble_add_tool_test(sp_error_budget_small 2 "'.*sp_graph.json': 4 tasks and 5 edges need about .* GiB .*more than --max-bytes 9.31e-07 GiB" STDERR_LINES 1
    ARGS sp ${CMAKE_CURRENT_SOURCE_DIR}/tool/sp_graph.json --max-bytes 1000)
  # STG tasks in any order: the cycle among them is found and named
  pebble_add_tool_test(sp_error_stg_cycle 2 "sp_cycle.stg': the graph has a cycle: 1 -> 2 -> 3 -> 1\n$" STDERR_LINES 1
    ARGS sp ${CMAKE_CURRENT_SOURCE_DIR}/tool/sp_cycle.stg)
  pebble_add_tool_test(sp_error_stg_trailing 2 "sp_trailing.stg': line 6: text after the last of the 4 task lines" STDERR_LINES 1
    ARGS sp ${CMAKE_CURRENT_SOURCE_DIR}/tool/sp_trailing.stg)
  # a file that never ends (a device, a pipe) is read up to 1 GiB, not until memory runs out
  pebble_add_tool_test(error_input_never_ends 2 "^pebble: error: '/dev/zero' holds more than 1 GiB; pebble reads input files up to 1 GiB\n$"
    STDERR_LINES 1 ARGS strategy /dev/zero)
  pebble_add_tool_test(sp_error_extension 2 "the file name must end in .stg, .dot, .gv or .json" STDERR_LINES 1
    ARGS sp ${PROJECT_SOURCE_DIR}/README.md)
  pebble_add_tool_test(error_overflow 2 "exceeds|overflow" STDERR_LINES 1
    ARGS model "for i in 0..N, j in 0..N, k in 0..N: C[i,j] += A[i,k]" --size N=4000000)
endif()
