# Sourced by the compile-time benchmarks (compile_time_plan.sh, compile_time_loops.sh).
# measure SRC: wall-clock milliseconds of compiling SRC with "$cxx" "${flags[@]}", the median of
# $runs compiles.
measure() {
  local src=$1 times=() start end i
  for ((i = 0; i < runs; ++i)); do
    start=$(date +%s%N)
    "$cxx" "${flags[@]}" "$src"
    end=$(date +%s%N)
    times+=("$(((end - start) / 1000000))")
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p"
}
