#!/usr/bin/env bash
# pebble's main job (README): installs missing dependencies, builds the `pebble` tool and runs
# its demo — communication-optimal distributed matrix multiplication on 4 local MPI ranks
# (`pebble run mmm`: the COSMA plan, the run, verification, time and words per rank beside the
# prediction and the lower bound; pebble::gemm on ScaLAPACK descriptors), LU and Cholesky
# (`pebble run lu|cholesky`: CONFLUX and CONFCHOX, verified, words against the schedule), then the program model and the I/O lower bounds it rests on,
# iteration counts, work and depth of loop programs,
# then parallelism placements and synthesized reduction programs (P²), one of them run on 4 ranks,
# optimal parallelization strategies of operator graphs (a forward pass, a training step, an ONNX
# model), and task graphs made series-parallel.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

scripts/configure.sh >/dev/null
cmake --build build --target pebble_tool example_scalapack_gemm -j "$(nproc)" >/dev/null
pebble=build/examples/pebble

run() {
  local shown="" arg
  for arg in "$@"; do
    if [[ $arg =~ ^[A-Za-z0-9_./=,+-]+$ ]]; then shown+=" $arg"; else shown+=" '$arg'"; fi
  done
  printf '\n$ pebble%s\n' "$shown"
  "$pebble" "$@"
}

# MPICH's launcher, named explicitly (ScaLAPACK's Debian package switches `mpiexec` to Open MPI);
# hydra runs 4 ranks on fewer cores without extra options. One BLAS thread per rank.
mpirun=(mpiexec.mpich -n 4 env OPENBLAS_NUM_THREADS=1)
run_mpi() {
  printf '\n$ mpiexec.mpich -n 4 pebble %s\n' "$*"
  "${mpirun[@]}" "$pebble" "$@"
}

echo "== distributed C = A B on 4 local ranks: plan, run, verify, words per rank =="
run_mpi run mmm --m 2048 --n 2048 --k 2048
run_mpi run mmm --m 256 --n 256 --k 65536 --mem 2e5
run_mpi run mmm --m 3001 --n 997 --k 1009 --type float --alpha 2 --beta -0.5 --mem 1e6
run_mpi run mmm --m 2048 --n 0 --k 16 || echo "(exit code $?)"
echo
echo "== distributed LU (CONFLUX) and Cholesky (CONFCHOX) on 4 local ranks: plan, run, verify, words per rank =="
run_mpi run lu --n 2048 --matrix pivoting --repeat 2
run_mpi run cholesky --n 2048 --repeat 2
run_mpi run lu --n 1000 --layers 4 --block 3 || echo "(exit code $?)"
echo
echo "== pdgemm's call on ScaLAPACK descriptors: pebble::gemm multiplies in place on C's layout or moves the data into COSMA's and back, whichever moves fewer words (examples/scalapack_gemm.cpp) =="
printf '\n$ mpiexec.mpich -n 4 example_scalapack_gemm 3000 2000 4000 64\n'
"${mpirun[@]}" build/examples/example_scalapack_gemm 3000 2000 4000 64
echo
echo "== pebble's program model: domains, exact sizes, closed forms and SOAP classes =="
run model 'for i in 0..M, j in 0..N, k in 0..K: C[i,j] += alpha * A[i,k] * B[k,j]' --size M=4096,N=4096,K=512
run model --file examples/programs/stencil.txt --size N=1000,T=50
run model --file examples/programs/stencil.txt --size N=1000,T=700
run model --file examples/programs/lu.txt --size N=4096
run model --file examples/programs/jacobi-2d.txt --size N=2000,T=100
run model --file examples/programs/conv.txt --size Nb=32,Cin=64,Cout=128,Wout=56,Hout=56,Wker=3,Hker=3
echo
echo "== I/O lower bounds: intensity, X0, optimal tile, Q sequential and per processor =="
run bound 'for i in 0..N, j in 0..N, k in 0..N: C[i,j] += A[i,k] * B[k,j]' --size N=16384 --mem 1048576 -p 64
run bound --file examples/programs/stencil.txt --size N=100000,T=1000 --mem 65536
run bound 'for t in 0..T, i in 1..N-1, j in 1..N-1, k in 1..N-1: A[i,j,k] = (A[i-1,j,k] + A[i,j,k] + A[i+1,j,k] + A[i,j-1,k] + A[i,j+1,k] + A[i,j,k-1] + A[i,j,k+1]) / 7' --size N=512,T=100 --mem 1e6 -p 8
run bound 'for t in 0..T {
  for i in 1..N-1: B[i] = (A[i-1] + A[i] + A[i+1]) / 3
  for i in 1..N-1: A[i] = (B[i-1] + B[i] + B[i+1]) / 3
}' --size N=100000,T=1000 --mem 65536
echo
echo "== iteration counts, work, depth and efficiency of loop programs (thesis ch. 2), checked by running them =="
run count 'for (i = 0; i < (n + p - 1)/p; i++) s[id] += a[i];
for (i = 1; i < p; i *= 2) combine(s);' --size n=1000,p=16
run count 'y = y0; z = z0; while (y < m) { z = y; while (z < m) { z++; S1; } y *= 2; }' --size y0=3,z0=1,m=1000
run count 'for (i = 0; i < n; i++) for (j = 1; j < i + 1; j *= 2) S1;' --size n=1000
echo
echo "== parallelism placement and reduction programs (P2): matrices, programs, predicted times =="
run placement --system rack=1,server=2,cpu=2,gpu=4 --axes 4,4 --reduce 1 --top 1 \
  --topology examples/topologies/fig2a.json
run placement --system node=4,gpu=16 --axes 8,2,4 --reduce 0,2 --topology a100 --bytes 1GiB --top 1 --matrix 3
run_mpi placement --system node=2,gpu=2 --axes 4 --reduce 0 --topology a100 --top 1 --run
# the paper's V100 nodes with NCCL's tree: across 2 nodes a tree AllReduce moves S through each
# NIC, a ring 2 (g-1)/g S (Table 3's E2, axis 1: measured 7.34 s against 10.98 s)
run placement --system node=4,gpu=8 --axes 8,4 --reduce 1 --topology v100 --algorithm tree --bytes 8GiB --top 1 --matrix 2 | sed -n '1,4p;8,13p'
# collectives measured on this machine's 4 ranks, then the topology fitted to them
run_mpi placement --system node=2,gpu=2 --run --measure-out build/measured_runs.json --bytes 1MiB --repeat 3 | sed -n '1,8p'
echo "  ... (45 collectives; written to build/measured_runs.json)"
run placement --system node=2,gpu=2 --calibrate build/measured_runs.json | sed -n '1,6p'
echo
echo "== optimal parallelization strategies (exact DP over operator graphs) =="
run strategy examples/strategy/chain.json
run strategy --network resnet101 --procs 32
run strategy --network transformer --procs 64 --batch 8
run strategy --network alexnet --procs 8 --training --memory 16GiB
# an ONNX model (BERT-base as PyTorch exports it, written by the tests' onnx_write) on a machine
# file: 32 devices of 150 Tflop/s, 25 GB/s, half-precision words, 40 GiB each
if cmake --build build --target onnx_write >/dev/null 2>&1; then
  build/test/onnx_write transformer build/bert-base.onnx
  run strategy build/bert-base.onnx --batch 32 --training --machine test/tool/strategy_machine_a100.json | sed -n '1,14p'
  echo "  ... (one line per run of operators with the same split; --json adds each tensor's sharding)"
fi
echo
echo "== task graphs made series-parallel (the SP conversion report): every precedence kept, W_inf' <= 2 W_inf - 1 =="
run sp examples/graphs/pipeline.dot
run sp examples/graphs/small.stg --weighted
echo
echo "== errors name the place, exit code 2 =="
run model 'for i in 0..N, j in 0..N: A[i*j] = B[i]' || echo "(exit code $?)"
run model --file examples/programs/lu.txt --size N=-1 || echo "(exit code $?)"
run placement --system node=2,gpu=16 --axes 8,8 --reduce 0 || echo "(exit code $?)"
