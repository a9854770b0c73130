#!/usr/bin/env python3
"""Checks that every plan-side pebble::check call starts its message on the line of `check(`.

A check that fails during constant evaluation is a compile error. g++ and clang print the whole
failed call, message included; nvcc's front end quotes only the first source line of each call
in its "called from" notes, so a message that starts on a later line never reaches an nvcc user.
The plan side (every header under include/pebble/ but comm/, exec/ and algorithms/, whose checks
never run at compile time) therefore keeps the condition and the message's first words on the
call's line; a long condition is named first (`const bool fits = ...; check(fits, "...")`).

Usage: scripts/check-messages.py [repository root]   (exit 0: all on their line; 1: a list)
"""
import pathlib
import re
import sys

RUN_SIDE = ("comm", "exec", "algorithms")


def message_on_call_line(rest):
    """rest: the line after `check(`. True when the call closes on the line or its second argument
    starts there (a comma at the call's own depth, then something before the line ends)."""
    depth, i = 0, 0
    while i < len(rest):
        c = rest[i]
        if c == '"':  # skip a string literal
            i += 1
            while i < len(rest) and rest[i] != '"':
                i += 2 if rest[i] == "\\" else 1
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                return True
            depth -= 1
        elif c == "," and depth == 0:
            return rest[i + 1:].strip() != ""
        i += 1
    return False


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent)
    include = root / "include" / "pebble"
    if not include.is_dir():
        print(f"check-messages: {include} is not a folder", file=sys.stderr)
        return 2
    bad = []
    for path in sorted(include.rglob("*.hpp")):
        if path.relative_to(include).parts[0] in RUN_SIDE:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.lstrip().startswith("//"):
                continue
            for call in re.finditer(r"\bcheck\(", line):
                if not message_on_call_line(line[call.end():]):
                    bad.append(f"{path.relative_to(root)}:{number}: {line.strip()}")
    if bad:
        print("check-messages: these checks start their message on a later line than check( (nvcc shows only",
              "that line; name the condition or split the message so its first words stay there):", file=sys.stderr)
        print("\n".join(bad), file=sys.stderr)
        return 1
    print("check-messages: every plan-side check starts its message on the line of check(")
    return 0


if __name__ == "__main__":
    sys.exit(main())
