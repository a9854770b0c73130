#!/usr/bin/env bash
# Benchmark (not a ctest test; ctest's script.p2_calibrate runs the same with --check) of the P²
# simulator's predictions against NCCL's measured times: the topologies calibrated on half of the
# P² paper's Appendix A (examples/topologies/p2-appendix-train.csv), each row predicted by a fit
# on the others (7-fold cross-validation), beside the presets with no fit in the same run; per
# system and algorithm, "the best program beats AllReduce by > 5%" agreement and the median of
# predicted over measured AllReduce time, and the rank correlation of speed-ups
# (docs/collectives.md, "Calibration on Appendix A"; docs/benchmarks.md).
#   test/bench/p2_calibration.sh [BUILD] [scripts/p2-calibrate.py's options, e.g. -v or --fixed-bytes]
# BUILD: the build folder with the pebble tool (default build). Writes nothing to the repository.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
build=build
if (($# > 0)) && [[ $1 != -* ]]; then
  build=$1
  shift
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 scripts/p2-calibrate.py --tool "$build/examples/pebble" --out "$scratch" "$@"
