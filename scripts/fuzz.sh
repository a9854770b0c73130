#!/usr/bin/env bash
# The fuzzing job of CI (.ci/run): builds the libFuzzer targets of test/fuzz/ with clang
# (-fsanitize=fuzzer,address,undefined, -fno-sanitize-recover) in build-fuzz/ and runs each for a
# bounded time, starting from its seed corpus (test/fuzz/corpus/<target>/ and the example files
# named below). A crash, a sanitizer report, an input that runs over 10 s, more than 2 GiB of
# memory or an uncaught exception fails the job; the input is left in build-fuzz/findings/<target>/.
#   scripts/fuzz.sh [seconds per target, default 60] [target...]
# Installs clang and its libFuzzer runtime (Debian's clang, libclang-rt-14-dev) when missing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

seconds=${1:-60}
shift || true
targets=("$@")
if ((${#targets[@]} == 0)); then
  targets=(program_text program_bound stg dot task_graph_json topology_json runs_json strategy_json matrix_market loop_program onnx_model)
fi

scripts/install-deps.sh clang libclang-rt-14-dev
cxx=${PEBBLE_FUZZ_CXX:-clang++}

build=build-fuzz
mkdir -p "$build"
# seeds beside each target's own corpus: the repository's example files of that kind
declare -A seeds=(
  [stg]="examples/graphs/small.stg test/tool/sp_bad.stg test/tool/sp_cycle.stg"
  [dot]="examples/graphs/pipeline.dot test/tool/sp_cycle.dot"
  [task_graph_json]="test/tool/sp_graph.json test/tool/sp_number_overflow.json"
  [strategy_json]="examples/strategy/chain.json test/tool/strategy_bad_table.json test/tool/strategy_cycle.json test/tool/strategy_cost_overflow.json"
  [topology_json]="examples/topologies/v100.json examples/topologies/v100-p2.json test/tool/topology_bad_bandwidth.json test/tool/topology_bad_latency.json test/tool/topology_tiny_bandwidth.json"
  [runs_json]="test/tool/placement_runs.json test/tool/placement_runs_bad.json test/tool/placement_steps.json test/tool/placement_steps_bad.json"
  [program_bound]="examples/programs/lu.txt examples/programs/jacobi-2d.txt examples/programs/stencil.txt"
  [loop_program]="test/tool/count_tree_reduction.c test/tool/count_sorting.c test/tool/count_cg.c test/tool/count_multipath.c test/tool/count_bad_syntax.c"
  [onnx_model]="test/tool/strategy_cycle.onnx $(printf '/usr/share/libonnx-testdata/data/pytorch-converted/test_%s/model.onnx ' \
                Conv2d_groups Linear Embedding MaxPool2d BatchNorm2d_eval PixelShuffle Softmax AvgPool2d_stride)"
)
# sources and libraries a target needs beside its own file
declare -A extra=(
  [onnx_model]="examples/pebble/onnx_import.cpp -DPEBBLE_TOOL_HAS_ONNX -DONNX_NAMESPACE=onnx -DONNX_ML=1 -lonnx -lonnx_proto -lprotobuf"
)

status=0
for target in "${targets[@]}"; do
  source=test/fuzz/$target.cpp
  [[ -f $source ]] || { echo "fuzz: no target $target ($source)" >&2; exit 2; }
  SECONDS=0
  "$cxx" -std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
    -Iinclude -Iexamples/pebble -Itest/fuzz "$source" ${extra[$target]:-} -o "$build/fuzz_$target"
  built=$SECONDS
  corpus=$build/corpus/$target findings=$build/findings/$target
  mkdir -p "$corpus" "$findings"
  [[ -d test/fuzz/corpus/$target ]] && cp test/fuzz/corpus/"$target"/* "$corpus"/
  for seed in ${seeds[$target]:-}; do if [[ -f $seed ]]; then cp "$seed" "$corpus/${seed//\//_}"; fi; done
  if ! ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
       "$build/fuzz_$target" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
       -artifact_prefix="$findings/" -print_final_stats=1 >"$build/fuzz_$target.log" 2>&1; then
    tail -n 60 "$build/fuzz_$target.log" >&2
    echo "fuzz: $target FAILED; the input is in $findings/" >&2
    status=1
  else
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$build/fuzz_$target.log")
    echo "fuzz: $target ok: ${runs:-?} inputs in ${seconds} s (built in ${built} s)"
  fi
done
exit $status
