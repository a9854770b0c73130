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

# cpu_ms SRC: CPU milliseconds (user + system) of one compile of SRC.
cpu_ms() {
  local TIMEFORMAT='%3U %3S' out
  out=$({ time "$cxx" "${flags[@]}" "$1" >/dev/null; } 2>&1) || { printf '%s\n' "$out" >&2; return 1; }
  out=${out##*$'\n'}
  echo "$out" | awk '{ printf "%d\n", ($1 + $2) * 1000 }'
}
# measure_over BASE SRC: CPU milliseconds that compiling SRC takes over compiling BASE, the median
# of $runs differences of compiles run in turns (each pair close in time: a busy or throttled
# machine slows both).
measure_over() {
  local base=$1 src=$2 diffs=() i b s
  for ((i = 0; i < runs; ++i)); do
    b=$(cpu_ms "$base") && s=$(cpu_ms "$src") || return 1
    diffs+=("$((s - b))")
  done
  printf '%s\n' "${diffs[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p"
}
