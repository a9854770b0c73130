#!/usr/bin/env python3
"""Calibrates pebble's P² simulator on measured NCCL times, as a user would: `pebble placement
--calibrate` on runs files built from a table of measurements, then checks the fit by
cross-validation, beside the presets' predictions (no fit) as the baseline. See docs/collectives.md, "Calibration on Appendix A".

usage: scripts/p2-calibrate.py [--tool build/examples/pebble]
                               [--csv examples/topologies/p2-appendix-train.csv]
                               [--out examples/topologies] [--runs-out DIR] [--folds 7]
                               [--programs 8] [--no-cv] [--check] [--markdown] [-v]

The table (one row per parallelism matrix and system; examples/topologies/p2-appendix-train.csv,
half of the P² paper's Appendix A) gives per row the measured time of NCCL's AllReduce over the
reduction groups and of the fastest synthesized program, with NCCL's ring and tree algorithms.
Per system (A100, V100) it builds a runs file (kept with --runs-out: <DIR>/<system>-p2-runs.json)
that holds
  - each AllReduce as one step of all the matrix's reduction groups ("groups"), with its algorithm;
  - each best-program time as a program run: the fastest of the matrix's --programs best programs
    under the starting preset (a100 or v100), each a list of steps;
and fits a topology to it with `pebble placement --calibrate ... --topology-out` (<out>/<system>-p2.json),
starting from the preset. Every GPU reduces 2^29 x nodes float32 values, as the paper says (§5);
--fixed-bytes takes 2^31 on 2 nodes too, which the rows inside a node suggest (docs/collectives.md).

Cross-validation: the rows of a system split into --folds folds (row k of the system in fold
k mod folds); each fold is predicted by the topology fitted on the others, and the figures are
those of predictions of rows the fit never saw: per system and algorithm, how often "the best
program beats the AllReduce by more than 5%" agrees with the measurement, the median of predicted
over measured AllReduce time; over all, the Spearman rank correlation of predicted and measured
speed-ups (AllReduce time over best time). Bad input exits 2 with one line; --check exits 1 unless the committed topologies equal
the fit (to 1e-6) and the cross-validated figures meet the targets (agreement >= 0.85 for every
system and algorithm, rank correlation >= 0.8, median ratios in [0.8, 1.25]).
"""
import argparse
import csv
import json
import math
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from statistics import median

SYSTEMS = {"A100": ("a100", 16), "V100": ("v100", 8)}  # starting preset, GPUs per node
ALGORITHMS = ("ring", "tree")


def die(message):
    """Bad input: one line on stderr, exit code 2 (as the pebble tool does)."""
    print(message, file=sys.stderr)
    sys.exit(2)


def parse_matrix(text):
    return [[int(x) for x in row.split()] for row in re.findall(r"\[([0-9 ]+)\]", text)]


class Tool:
    def __init__(self, path):
        self.path = path

    def __call__(self, *args):
        try:
            p = subprocess.run([self.path, *args], capture_output=True, text=True)
        except OSError as e:
            die(f"p2-calibrate: cannot run the pebble tool '{self.path}' ({e.strerror}); build it or give --tool")
        if p.returncode != 0:
            die(f"p2-calibrate: pebble {' '.join(args)} failed: {p.stderr.strip()}")
        return p.stdout

    def matrix(self, row, topology, algorithm, top):
        """The row's matrix as `pebble placement --json` reports it on `topology`."""
        out = json.loads(self("placement", "--system", f"node={row['nodes']},gpu={row['gpn']}",
                              "--axes", ",".join(row["axes"].split()), "--reduce", ",".join(row["reduce"].split()),
                              "--topology", topology, "--algorithm", algorithm, "--bytes", str(message_bytes(row)),
                              "--top", str(top), "--json"))
        for m in out["matrices"]:
            if m["matrix"] == parse_matrix(row["matrix"]):
                return m
        die(f"p2-calibrate: row {row['id']}: pebble does not list the matrix {row['matrix']}")


FIXED_BYTES = False  # --fixed-bytes


def message_bytes(row):
    # 2^29 x nodes float32 values per GPU, as §5 says; with --fixed-bytes 2^31 on every system
    return 2 ** 33 if FIXED_BYTES else 2 ** 31 * int(row["nodes"])


def measured(row, key):
    return float(row[key]) if row[key] else None


def steps_of(program, algorithm):
    return [{"collective": s["collective"], "groups": s["groups"], "bytes": s["bytes"], "algorithm": algorithm}
            for s in program["steps"]]


def measurements(tool, rows, programs):
    """Per row: its AllReduce groups and, per algorithm, its candidate programs."""
    def one(row):
        preset = SYSTEMS[row["hw"]][0]
        m = tool.matrix(row, preset, "ring", 1000)
        allreduce = next(p for p in m["top"] if len(p["steps"]) == 1 and p["steps"][0]["collective"] == "AllReduce")
        candidates = {}
        for algorithm in ALGORITHMS:
            if measured(row, "opt_" + algorithm) and programs > 0:
                top = tool.matrix(row, preset, algorithm, programs)["top"]
                candidates[algorithm] = [steps_of(p, algorithm) for p in top]
        return allreduce["steps"][0]["groups"], candidates
    with ThreadPoolExecutor(4) as pool:
        return list(pool.map(one, rows))


def runs_file(rows, data, indices):
    runs, programs = [], []
    for i in indices:
        groups, candidates = data[i]
        for algorithm in ALGORITHMS:
            t = measured(rows[i], "ar_" + algorithm)
            if t:
                runs.append({"collective": "AllReduce", "groups": groups, "algorithm": algorithm,
                             "bytes": message_bytes(rows[i]), "seconds": t, "row": rows[i]["id"]})
            if algorithm in candidates:
                programs.append({"seconds": measured(rows[i], "opt_" + algorithm),
                                 "fastest_of": candidates[algorithm], "row": rows[i]["id"]})
    return {"runs": runs, "programs": programs}


COMMENT = ("{system} nodes as the P2 paper measured them (Appendix A, its half in p2-appendix-train.csv), fitted by "
           "scripts/p2-calibrate.py: `pebble placement --calibrate` from the {preset} preset on the AllReduce and "
           "best-program times, ring and tree, at 2^29 x nodes float32 per GPU (docs/collectives.md, 'Calibration "
           "on Appendix A'). Latencies are the preset's: runs of one message size do not show them.")


def fit(tool, system, runs, runs_path, topology_path):
    preset, gpus = SYSTEMS[system]
    with open(runs_path, "w") as f:
        json.dump(runs, f)
    # the largest system of the table: the rows on 2 nodes use its first 2 (device numbers agree)
    report = tool("placement", "--system", f"node=4,gpu={gpus}", "--topology", preset, "--calibrate", runs_path,
                  "--topology-out", topology_path)
    with open(topology_path) as f:
        fitted = json.load(f)
    named = {"name": f"{preset}-p2", "comment": COMMENT.format(system=system, preset=preset)}
    named.update((k, v) for k, v in fitted.items() if k != "name")
    with open(topology_path, "w") as f:
        json.dump(named, f, indent=2)
        f.write("\n")
    return report


def predict(tool, row, topology):
    out = {}
    for algorithm in ALGORITHMS:
        if measured(row, "ar_" + algorithm) and measured(row, "opt_" + algorithm):
            m = tool.matrix(row, topology, algorithm, 1)
            out[algorithm] = (m["allreduce_seconds"], m["best_seconds"])
    return out


def spearman(x, y):
    def ranks(v):
        order = sorted(range(len(v)), key=lambda i: v[i])
        r = [0.0] * len(v)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and v[order[j + 1]] == v[order[i]]:
                j += 1
            for k in range(i, j + 1):
                r[order[k]] = (i + j) / 2
            i = j + 1
        return r
    rx, ry = ranks(x), ranks(y)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    return cov / math.sqrt(sum((a - mx) ** 2 for a in rx) * sum((b - my) ** 2 for b in ry))


def figures(rows, predictions, verbose):
    agree, ratio, predicted, observed = {}, {}, [], []
    for i, p in sorted(predictions.items()):
        row = rows[i]
        for algorithm, (allreduce, best) in p.items():
            m_allreduce, m_best = measured(row, "ar_" + algorithm), measured(row, "opt_" + algorithm)
            key = (row["hw"], algorithm)
            same = (allreduce / best > 1.05) == (m_allreduce / m_best > 1.05)
            agree.setdefault(key, []).append(same)
            ratio.setdefault(key, []).append(allreduce / m_allreduce)
            predicted.append(allreduce / best)
            observed.append(m_allreduce / m_best)
            if verbose:
                print(f"  row {row['id']:>3} {row['hw']} {algorithm:4} {row['matrix']:24} AllReduce {allreduce:8.3f} s "
                      f"/ {m_allreduce:8.3f} s  speed-up {allreduce / best:5.2f} / {m_best and m_allreduce / m_best:5.2f}"
                      f"{'' if same else '  (disagree)'}")
    return agree, ratio, spearman(predicted, observed), len(predicted)


def table(agree, ratio, rho, n, markdown):
    lines = []
    if markdown:
        lines += ["| system | algorithm | beats AllReduce by > 5%: agrees | predicted / measured AllReduce (median) |",
                  "|---|---|---|---|"]
        for key in sorted(agree):
            a = agree[key]
            lines.append(f"| {key[0]} | {key[1]} | {sum(a)} of {len(a)} ({sum(a) / len(a):.0%}) | {median(ratio[key]):.2f} |")
        lines.append(f"\nSpearman rank correlation of predicted and measured speed-ups: {rho:.2f} ({n} cases)")
    else:
        for key in sorted(agree):
            a = agree[key]
            lines.append(f"  {key[0]} {key[1]:4}  beats AllReduce by > 5%: agrees in {sum(a):2} of {len(a):2} "
                         f"({sum(a) / len(a):.0%}); predicted / measured AllReduce, median {median(ratio[key]):.2f}")
        lines.append(f"  rank correlation of predicted and measured speed-ups (Spearman): {rho:.3f} over {n} cases")
    return "\n".join(lines)


def meets_targets(agree, ratio, rho):
    return (all(sum(a) / len(a) >= 0.85 for a in agree.values()) and rho >= 0.8
            and all(0.8 <= median(r) <= 1.25 for r in ratio.values()))


COLUMNS = ("id", "hw", "nodes", "gpn", "axes", "reduce", "matrix", "ar_ring", "ar_tree", "opt_ring", "opt_tree")


def check_rows(path, rows):
    """Every row has the columns, a known system, whole node and GPU counts, positive finite times."""
    if not rows:
        die(f"p2-calibrate: {path}: no rows")
    for k, r in enumerate(rows, start=2):
        where = f"p2-calibrate: {path}, line {k}"
        missing = [c for c in COLUMNS if r.get(c) is None]
        if missing:
            die(f"{where}: missing {', '.join(missing)}")
        if r["hw"] not in SYSTEMS:
            die(f"{where}: hw must be A100 or V100, got {r['hw']!r}")
        if not (r["nodes"] in ("2", "4") and r["gpn"] == str(SYSTEMS[r["hw"]][1])):
            die(f"{where}: expected 2 or 4 nodes of {SYSTEMS[r['hw']][1]} GPUs, got {r['nodes']} x {r['gpn']}")
        for c in ("ar_ring", "ar_tree", "opt_ring", "opt_tree"):
            if r[c]:
                try:
                    t = float(r[c])
                except ValueError:
                    die(f"{where}: {c} is not a number: {r[c]!r}")
                if not (t > 0 and math.isfinite(t)):
                    die(f"{where}: {c} must be a time in seconds > 0, got {r[c]!r}")
        if not parse_matrix(r["matrix"]):
            die(f"{where}: matrix {r['matrix']!r} is not [[...] [...]]")


def same_topology(a, b):
    """Two topology files alike to 1e-6 in every number."""
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same_topology(a[k], b[k]) for k in a if k != "name")
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same_topology(x, y) for x, y in zip(a, b))
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return abs(a - b) <= 1e-6 * max(abs(a), abs(b), 1e-30)
    return a == b


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tool", default=os.path.join(root, "build", "examples", "pebble"), help="the pebble tool")
    ap.add_argument("--csv", default=os.path.join(root, "examples", "topologies", "p2-appendix-train.csv"),
                    help="the measurements, one row per matrix and system (see above)")
    ap.add_argument("--out", default=os.path.join(root, "examples", "topologies"),
                    help="where the fitted topologies go")
    ap.add_argument("--runs-out", help="keep the runs files here (default: a scratch folder)")
    ap.add_argument("--folds", type=int, default=7, help="cross-validation folds per system (default 7)")
    ap.add_argument("--programs", type=int, default=8, help="candidate programs per program run")
    ap.add_argument("--no-cv", action="store_true", help="fit only")
    ap.add_argument("--fixed-bytes", action="store_true",
                    help="2^31 float32 per GPU on 2 nodes too (what the rows inside a node suggest; see docs)")
    ap.add_argument("--check", action="store_true",
                    help="fit into a scratch folder; exit 1 unless it equals --out's topologies and meets the targets")
    ap.add_argument("--markdown", action="store_true", help="print the cross-validation table as Markdown")
    ap.add_argument("-v", action="store_true", help="print every held-out prediction")
    a = ap.parse_args()
    if a.folds < 2:
        die("p2-calibrate: --folds must be 2 or more")
    global FIXED_BYTES
    FIXED_BYTES = a.fixed_bytes
    if a.check and a.fixed_bytes:
        die("p2-calibrate: --check compares with the committed fit, made at the paper's sizes")
    if not (os.path.isfile(a.tool) and os.access(a.tool, os.X_OK)):
        die(f"p2-calibrate: no pebble tool at '{a.tool}'; build it (scripts/test.sh) or give --tool")
    tool = Tool(a.tool)
    try:
        with open(a.csv) as f:
            rows = list(csv.DictReader(f))
    except OSError as e:
        die(f"p2-calibrate: {a.csv}: {e.strerror}")
    check_rows(a.csv, rows)
    data = measurements(tool, rows, a.programs)
    scratch = tempfile.mkdtemp(prefix="p2-calibrate-")
    if a.runs_out:
        os.makedirs(a.runs_out, exist_ok=True)
    out = scratch if a.check or a.fixed_bytes else a.out  # the committed fit is at the paper's sizes
    ok = True
    for system in SYSTEMS:
        indices = [i for i, r in enumerate(rows) if r["hw"] == system]
        runs_path = os.path.join(a.runs_out or scratch, f"{system.lower()}-p2-runs.json")
        topology_path = os.path.join(out, f"{system.lower()}-p2.json")
        report = fit(tool, system, runs_file(rows, data, indices), runs_path, topology_path)
        print(report.split("  measured and predicted")[0].rstrip())
        if a.check:
            with open(topology_path) as f1, open(os.path.join(a.out, f"{system.lower()}-p2.json")) as f2:
                if not same_topology(json.load(f1), json.load(f2)):
                    print(f"p2-calibrate: the fit differs from {a.out}/{system.lower()}-p2.json")
                    ok = False
    if a.no_cv:
        return 0 if ok else 1
    predictions = {}
    for system in SYSTEMS:
        indices = [i for i, r in enumerate(rows) if r["hw"] == system]
        for fold in range(a.folds):
            held = [i for k, i in enumerate(indices) if k % a.folds == fold]
            kept = [i for i in indices if i not in held]
            topology_path = os.path.join(scratch, f"{system}-fold{fold}.json")
            fit(tool, system, runs_file(rows, data, kept), topology_path + ".runs", topology_path)
            with ThreadPoolExecutor(4) as pool:
                for i, p in zip(held, pool.map(lambda i: predict(tool, rows[i], topology_path), held)):
                    predictions[i] = p
    with ThreadPoolExecutor(4) as pool:
        presets = dict(enumerate(pool.map(lambda r: predict(tool, r, SYSTEMS[r["hw"]][0]), rows)))
    print("baseline: the presets a100 and v100 (Table 3's bandwidths), no fit:")
    print(table(*figures(rows, presets, False), a.markdown))
    agree, ratio, rho, n = figures(rows, predictions, a.v)
    print(f"cross-validation ({a.folds} folds; each row predicted by the fit of the others):")
    print(table(agree, ratio, rho, n, a.markdown))
    if a.check and not meets_targets(agree, ratio, rho):
        print("p2-calibrate: the cross-validated figures miss a target")
        ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
