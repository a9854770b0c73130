#!/usr/bin/env bash
# Builds Reference ScaLAPACK with SimGrid's compilers (smpicc, smpif90) against the system's
# OpenBLAS, for the ScaLAPACK baselines of the simulated runs (docs/simulation.md), and points
# pebble's SMPI build (build-smpi/, the `smpi` preset) at it, so that bench_pdgemm and
# bench_pdgetrf are built there. A prebuilt ScaLAPACK cannot serve: it calls the MPI it was built
# with, not SimGrid's. The library is static, so that each simulated rank has its own copy of the
# BLACS' state.
#
# usage: scripts/smpi-scalapack.sh SOURCE
#   SOURCE: Reference ScaLAPACK's source, a directory or a .tar.gz (version 2.2: the tag v2.2.2 of
#           github.com/Reference-ScaLAPACK/scalapack builds with CMake 3.25; later tags need 3.26)
# Builds in build-smpi/scalapack/ (about 6 minutes on 2 cores) and reconfigures build-smpi/ with
# -DPEBBLE_SMPI_SCALAPACK=build-smpi/scalapack/build/lib/libscalapack.a.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
die() { echo "smpi-scalapack.sh: $*" >&2; exit 2; }

(($# == 1)) || die "usage: scripts/smpi-scalapack.sh SOURCE (a directory or .tar.gz of Reference ScaLAPACK)"
source=$1
command -v smpicc >/dev/null && command -v smpif90 >/dev/null ||
  die "SimGrid's smpicc and smpif90 are not installed (Debian: libsimgrid-dev gfortran)"
lapack=$(ls /usr/lib/x86_64-linux-gnu/libopenblas.so /usr/lib/*/libopenblas.so /usr/lib/libopenblas.so 2>/dev/null | head -n 1 || true)
[[ -n $lapack ]] || die "no OpenBLAS found (Debian: libopenblas-dev)"

work=$root/build-smpi/scalapack
mkdir -p "$work"
if [[ -d $source ]]; then
  src=$(cd "$source" && pwd)
elif [[ -f $source ]]; then
  rm -rf "$work/src"
  mkdir -p "$work/src"
  tar -xzf "$source" -C "$work/src" --strip-components=1 || die "cannot unpack '$source'"
  src=$work/src
else
  die "no ScaLAPACK source at '$source'"
fi
[[ -f $src/CMakeLists.txt && -d $src/PBLAS ]] || die "'$source' is not Reference ScaLAPACK's source (no CMakeLists.txt and PBLAS/)"

# SMPI_PRETEND_CC: the configure checks link and run ordinary executables
SMPI_PRETEND_CC=1 cmake -S "$src" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=smpicc -DCMAKE_Fortran_COMPILER=smpif90 \
  -DMPI_C_COMPILER=smpicc -DMPI_Fortran_COMPILER=smpif90 \
  -DCMAKE_C_FLAGS="-O2 -Wno-implicit-function-declaration" -DCMAKE_Fortran_FLAGS="-O2 -fallow-argument-mismatch" \
  -DBUILD_SHARED_LIBS=OFF -DSCALAPACK_BUILD_TESTS=OFF -DBUILD_TESTING=OFF \
  -DBLAS_LIBRARIES="$lapack" -DLAPACK_LIBRARIES="$lapack" >"$work/configure.log" 2>&1 ||
  { tail -n 30 "$work/configure.log" >&2; die "configuring ScaLAPACK failed (log: $work/configure.log)"; }
cmake --build "$work/build" --target scalapack -j "$(nproc)" >"$work/build.log" 2>&1 ||
  { tail -n 30 "$work/build.log" >&2; die "building ScaLAPACK failed (log: $work/build.log)"; }
library=$work/build/lib/libscalapack.a
[[ -f $library ]] || die "the build made no $library"
echo "smpi-scalapack.sh: built $library"

cmake --preset smpi -DPEBBLE_SMPI_SCALAPACK="$library" >/dev/null
echo "smpi-scalapack.sh: build-smpi/ now builds bench_pdgemm and bench_pdgetrf against it (cmake --build --preset smpi)"
