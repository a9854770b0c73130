#!/usr/bin/env bash
# Installs the Debian packages pebble is built and tested with (README, "Using pebble from
# CMake"), and those named as arguments (scripts/fuzz.sh: clang): only the missing ones, with
# apt-get, and nothing at all when every package is present or PEBBLE_NO_INSTALL is set.
set -euo pipefail

packages=(
  cmake g++ ninja-build
  libboost-dev libtrilinos-kokkos-dev libtrilinos-kokkos-kernels-dev
  libmpich-dev mpich doctest-dev libopenblas-dev nlohmann-json3-dev libcli11-dev
  gfortran libscalapack-mpich-dev
  libonnx-dev libprotobuf-dev libonnx-testdata
  "$@"
)

if [[ -n ${PEBBLE_NO_INSTALL:-} ]]; then  # the dependencies come from elsewhere (a prepared GPU machine)
  echo "install-deps: PEBBLE_NO_INSTALL is set; installing nothing"
  exit 0
fi
if ! command -v dpkg-query >/dev/null || ! command -v apt-get >/dev/null; then
  echo "install-deps: no dpkg/apt-get here; install the equivalents of: ${packages[*]}" >&2
  exit 0
fi

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ $status == "install ok installed" ]] || missing+=("$package")
done

if ((${#missing[@]} == 0)); then
  echo "install-deps: all ${#packages[@]} packages are installed"
  exit 0
fi

as_root=(env DEBIAN_FRONTEND=noninteractive)
if ((EUID != 0)); then
  as_root=(sudo "${as_root[@]}")
fi

echo "install-deps: installing ${missing[*]}"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! { "${as_root[@]}" apt-get update -q &&
       "${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"; } >"$log" 2>&1; then
  cat "$log" >&2
  echo "install-deps: apt-get failed" >&2
  exit 1
fi
