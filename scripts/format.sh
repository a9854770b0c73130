#!/usr/bin/env bash
# Lays out pebble's C and C++ sources with clang-format 19 and the repository's .clang-format
# (the vendored ScaLAPACK testers under test/scalapack/lin and pblas keep their own layout, and
# the loop programs of test/tool/*.c are the tool's input, laid out as the tests expect).
#   scripts/format.sh           rewrite the files that differ, in place
#   scripts/format.sh --check   change nothing: name each file that differs and exit 1 (CI's first
#                               step; a few seconds)
# Installs clang-format-19 when missing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

case ${1:-} in
  "") check=false ;;
  --check) check=true ;;
  *) echo "usage: scripts/format.sh [--check]" >&2; exit 2 ;;
esac

scripts/install-deps.sh clang-format-19 >/dev/null
format=${PEBBLE_CLANG_FORMAT:-clang-format-19}
mapfile -t files < <(git ls-files -- '*.hpp' '*.cpp' '*.h' '*.c' ':!:test/scalapack/lin/*' ':!:test/scalapack/pblas/*' ':!:test/tool/*.c')
if $check; then
  differ=()
  for f in "${files[@]}"; do
    "$format" --dry-run --Werror "$f" >/dev/null 2>&1 || differ+=("$f")
  done
  if ((${#differ[@]} > 0)); then
    printf 'format: %s is not laid out as .clang-format says\n' "${differ[@]}" >&2
    echo "format: run scripts/format.sh to fix ${#differ[@]} file(s)" >&2
    exit 1
  fi
  echo "format: all ${#files[@]} C and C++ files laid out as .clang-format says"
  scripts/check-messages.py
else
  "$format" -i "${files[@]}"
  echo "format: ${#files[@]} C and C++ files laid out"
fi
