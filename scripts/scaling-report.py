#!/usr/bin/env python3
"""The figures and tables of docs/scaling.md, from the JSON that scripts/smpi-scaling.sh (simulated
runs) and bench_words (words on paper) write.

usage: scripts/scaling-report.py [--data docs/scaling/data] [--out docs/scaling] [--doc docs/scaling.md]

Per platform, problem and rank count it keeps ScaLAPACK's fastest grid and block size and pebble's
fastest configuration, and writes:
  - <out>/<platform>-strong.png, <out>/<platform>-weak.png: simulated time and words received
    per rank (the busiest rank) against p, pebble beside ScaLAPACK;
  - <out>/words-on-paper.png: words per rank to p = 4096 from the exact replays (bench_words);
  - the tables between the markers "<!-- scaling-report:NAME -->" and "<!-- /scaling-report -->"
    in the document (NAME: <platform>-strong, <platform>-weak, "targets": the targets at the
    largest p on daint, "targets-daint-256": the same at p = 256, "targets-fattree-100g": at the
    largest p on the fat tree, "configs": every configuration run at that p on daint,
    "agreement": modeled against executed compute, "paper": words on paper).
Where the runs without latency and without bandwidth exist (the variants nolatency and
computeonly), the time is split: compute (and waiting for other ranks) = the run without latency
and bandwidth; bandwidth = the run without latency less that; latency = the full run less the run
without latency. Needs matplotlib (Debian: python3-matplotlib).
"""
import argparse
import glob
import json
import math
import os
import re
import sys

PROBLEMS = ["square", "largeK", "flat", "lu", "cholesky"]
WEAK = ["square-weak", "lu-weak", "cholesky-weak"]
TITLES = {"square": "MMM square 16384³", "largeK": "MMM largeK 4096×4096×131072", "flat": "MMM flat 32768×32768×1024",
          "lu": "LU N = 16384", "cholesky": "Cholesky N = 16384", "square-weak": "MMM square N = 4096 √(p/16)",
          "lu-weak": "LU N = 4096 √(p/16)", "cholesky-weak": "Cholesky N = 4096 √(p/16)"}


STRONG_N = {"square": 16384, "lu": 16384, "cholesky": 16384}  # as in scripts/smpi-scaling.sh


def load(data):
    """{(platform, problem, p, library, variant, compute): [(config, record)]}"""
    runs = {}
    for path in sorted(glob.glob(os.path.join(data, "*", "*.json"))):
        d = json.load(open(path))
        key = (d["platform"], d["problem"], d["ranks"], d["library"], d["variant"], d.get("compute", "modeled"))
        stem = os.path.basename(path)[:-len(".json")]
        m = re.search(r"-pebble-(c\d+-v\d+)", stem)
        runs.setdefault(key, []).append((m.group(1) if m else "", d))
    # a weak-scaling point whose size is the strong-scaling problem's is that run
    for (platform, problem, p, library, variant, compute), entries in list(runs.items()):
        if problem in STRONG_N and round(4096 * math.sqrt(p / 16)) == STRONG_N[problem]:
            runs.setdefault((platform, problem + "-weak", p, library, variant, compute), entries)
    return runs


def best_scalapack(record):
    r = record["result"]
    if "pdgemm" in r:
        configs, fastest = r["pdgemm"], r["pdgemm_fastest"]
    else:
        configs, fastest = r["scalapack"], r["summary"]["scalapack_fastest"]
    c = configs[fastest]
    least = min(x["words"]["received_max"] for x in configs)
    return {"seconds": c["seconds"], "config": "%dx%d/%d" % (c["grid"][0], c["grid"][1], c["nb"]),
            "words": c["words"]["received_max"], "least_words": least}


def best_pebble(entries):
    best = None
    for config, record in entries:
        r = record["result"]
        plan = r["plan"]
        grid = plan["grid"]
        if "block_size" in plan:  # LU, Cholesky
            config = "[%d,%d,%d] v=%d" % (grid[0], grid[1], grid[2], plan["block_size"])
        else:
            config = "[%d,%d,%d]" % tuple(grid)
        cand = {"seconds": r["seconds"], "config": config, "c": grid[2], "words": r["words_received_max"],
                "predicted": r["predicted_received_max"], "exact": r["traffic_matches_prediction"]}
        if best is None or cand["seconds"] < best["seconds"]:
            best = cand
    return best


def point(runs, platform, problem, p, compute="modeled"):
    """pebble's and ScaLAPACK's best at one point, with their time split where the variants ran."""
    out = {}
    for library in ("pebble", "scalapack"):
        full = runs.get((platform, problem, p, library, "full", compute))
        if not full:
            return None
        b = best_pebble(full) if library == "pebble" else best_scalapack(full[0][1])
        split = {}
        for variant in ("nolatency", "computeonly"):
            v = runs.get((platform, problem, p, library, variant, compute))
            if v:
                split[variant] = (best_pebble(v) if library == "pebble" else best_scalapack(v[0][1]))["seconds"]
        if len(split) == 2:
            b["compute"] = split["computeonly"]
            b["bandwidth"] = max(split["nolatency"] - split["computeonly"], 0.0)
            b["latency"] = max(b["seconds"] - split["nolatency"], 0.0)
        out[library] = b
    return out


def split_text(b):
    if "compute" not in b:
        return "–"
    t = b["seconds"]
    return "%.0f / %.0f / %.0f" % (100 * b["compute"] / t, 100 * b["bandwidth"] / t, 100 * b["latency"] / t)


def table(runs, platform, problems):
    rows = ["| problem | p | ScaLAPACK grid/nb | time (s) | words | pebble grid | time (s) | words | time ratio | words ratio | ScaLAPACK split | pebble split |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for problem in problems:
        for p in sorted({k[2] for k in runs if k[0] == platform and k[1] == problem}):
            pt = point(runs, platform, problem, p)
            if pt is None:
                continue
            s, e = pt["scalapack"], pt["pebble"]
            words = "%.3gM%s" % (e["words"] / 1e6, "" if e["exact"] else " (≠ prediction)")
            rows.append("| %s | %d | %s | %.3f | %.3gM | %s | %.3f | %s | **%.2f** | **%.2f** | %s | %s |" % (
                problem, p, s["config"], s["seconds"], s["words"] / 1e6, e["config"], e["seconds"], words,
                e["seconds"] / s["seconds"], e["words"] / s["words"], split_text(s), split_text(e)))
    return "\n".join(rows)


def figure(runs, platform, problems, path, plt):
    present = [q for q in problems if any(k[0] == platform and k[1] == q for k in runs)]
    if not present:
        return False
    fig, axes = plt.subplots(2, len(present), figsize=(3.3 * len(present), 6.2), squeeze=False)
    for col, problem in enumerate(present):
        ps = sorted({k[2] for k in runs if k[0] == platform and k[1] == problem})
        pts = [(p, point(runs, platform, problem, p)) for p in ps]
        pts = [(p, x) for p, x in pts if x]
        if not pts:
            continue
        xs = [p for p, _ in pts]
        t, w = axes[0][col], axes[1][col]
        t.loglog(xs, [x["scalapack"]["seconds"] for _, x in pts], "s-", color="tab:gray", label="ScaLAPACK")
        t.loglog(xs, [x["pebble"]["seconds"] for _, x in pts], "o-", color="tab:blue", label="pebble")
        t.set_title(TITLES.get(problem, problem), fontsize=9)
        w.loglog(xs, [x["scalapack"]["words"] for _, x in pts], "s-", color="tab:gray", label="ScaLAPACK")
        w.loglog(xs, [x["pebble"]["words"] for _, x in pts], "o-", color="tab:blue", label="pebble")
        for ax in (t, w):
            ax.set_xticks(xs)
            ax.set_xticklabels([str(p) for p in xs], fontsize=7)
            ax.minorticks_off()
            ax.tick_params(labelsize=7)
            ax.set_xlabel("ranks p", fontsize=8)
        if col == 0:
            t.set_ylabel("simulated time (s)", fontsize=8)
            w.set_ylabel("words received, busiest rank", fontsize=8)
            t.legend(fontsize=7)
            w.legend(fontsize=7)
    fig.suptitle("%s (SMPI, modeled compute)" % platform, fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)
    return True


# time target (pebble / ScaLAPACK at the largest p) of each strong-scaling problem
TIME_TARGET = {"square": 0.9, "largeK": 0.5, "flat": 0.5, "lu": 0.75, "cholesky": 0.75}
# the flops of each strong-scaling problem (sizes as in scripts/smpi-scaling.sh)
FLOPS = {"square": 2 * 16384.0 ** 3, "largeK": 2 * 4096.0 * 4096 * 131072, "flat": 2 * 32768.0 * 32768 * 1024,
         "lu": 2 * 16384.0 ** 3 / 3, "cholesky": 16384.0 ** 3 / 3}


def host_speed():
    """The simulated hosts' flop rate: the calibration's (examples/platforms/kernels.json)."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    return json.load(open(os.path.join(root, "examples", "platforms", "kernels.json")))["host_speed"]


def targets(runs, platform="daint", at=None):
    """Each strong-scaling problem at its largest p with both libraries (or at p = `at`): time and
    words against the targets (time: TIME_TARGET; words: at most ScaLAPACK's, at most 0.6 of it
    where c >= 2)."""
    rows = ["| problem | p | time ratio | target | met | compute floor | words ratio | c | target | met | fewest words with c ≥ 2 | met (≤ 0.6) |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    speed = host_speed()
    for problem in PROBLEMS:
        ps = sorted((k[2] for k in runs if k[0] == platform and k[1] == problem and k[4] == "full"
                     and k[5] == "modeled" and (at is None or k[2] == at) and point(runs, platform, problem, k[2])),
                    reverse=True)
        if not ps:
            continue
        p = ps[0]
        pt = point(runs, platform, problem, p)
        e, s = pt["pebble"], pt["scalapack"]
        tr, wr = e["seconds"] / s["seconds"], e["words"] / s["words"]
        wt = 0.6 if e["c"] >= 2 else 1.0
        # among all of pebble's runs at this p with layers: the fewest words, against ScaLAPACK's least
        layered = [best_pebble([x]) for x in runs.get((platform, problem, p, "pebble", "full", "modeled"), [])]
        layered = [b for b in layered if b["c"] >= 2]
        if layered:
            least = min(layered, key=lambda b: b["words"])
            lr = least["words"] / s["least_words"]
            layered_text = "%.2f (%s) | %s" % (lr, least["config"], "yes" if lr <= 0.6 else "**no**")
        else:
            layered_text = "– | –"
        # no schedule runs faster than its flops on p hosts at the calibrated rate
        floor = FLOPS[problem] / (p * speed) / s["seconds"]
        rows.append("| %s | %d | %.2f | ≤ %.2f | %s | %.2f | %.3f | %d | ≤ %.1f | %s | %s |" % (
            problem, p, tr, TIME_TARGET[problem], "yes" if tr <= TIME_TARGET[problem] else "**no**", floor, wr, e["c"],
            wt, "yes" if wr <= wt else "**no**", layered_text))
    return "\n".join(rows)


def configs(runs, platform="daint"):
    """Every configuration run at the largest p of each strong-scaling problem: pebble's and ScaLAPACK's."""
    rows = ["| problem | p | library | configuration | time (s) | words |", "|---|---|---|---|---|---|"]
    for problem in ("lu", "cholesky", "square", "largeK", "flat"):
        ps = sorted({k[2] for k in runs if k[0] == platform and k[1] == problem and k[4] == "full" and k[5] == "modeled"})
        if not ps:
            continue
        p = ps[-1]
        found = []
        for config, record in runs.get((platform, problem, p, "pebble", "full", "modeled"), []):
            b = best_pebble([(config, record)])
            found.append(("pebble", b["config"], b["seconds"], b["words"]))
        for config, record in runs.get((platform, problem, p, "scalapack", "full", "modeled"), []):
            r = record["result"]
            for c in r.get("pdgemm") or r.get("scalapack"):
                found.append(("ScaLAPACK", "%dx%d/%d" % (c["grid"][0], c["grid"][1], c["nb"]), c["seconds"],
                              c["words"]["received_max"]))
        for library, config, seconds, words in sorted(found, key=lambda x: (x[0], x[2])):
            rows.append("| %s | %d | %s | %s | %.3f | %.3gM |" % (problem, p, library, config, seconds, words / 1e6))
    return "\n".join(rows)


def agreement(runs):
    """Modeled against executed compute on the problems run both ways."""
    rows = ["| platform | problem | p | library | configuration | executed (s) | modeled (s) | modeled / executed |",
            "|---|---|---|---|---|---|---|---|"]
    for key in sorted(k for k in runs if k[5] == "executed" and k[4] == "full"):
        platform, problem, p, library = key[:4]
        modeled = runs.get((platform, problem, p, library, "full", "modeled"))
        if not modeled:
            continue
        # the executed run's fastest configuration, and the same configuration modeled
        if library == "pebble":
            e = best_pebble(runs[key])
            m = best_pebble([(c, r) for c, r in modeled if best_pebble([(c, r)])["config"] == e["config"]] or modeled)
        else:
            e = best_scalapack(runs[key][0][1])
            r = modeled[0][1]["result"]
            configs = r.get("pdgemm") or r.get("scalapack")
            same = [c for c in configs if "%dx%d/%d" % (c["grid"][0], c["grid"][1], c["nb"]) == e["config"]]
            m = {"seconds": same[0]["seconds"]} if same else best_scalapack(modeled[0][1])
        rows.append("| %s | %s | %d | %s | %s | %.4f | %.4f | %.2f |" % (
            platform, problem, p, library, e["config"], e["seconds"], m["seconds"], m["seconds"] / e["seconds"]))
    return "\n".join(rows) if len(rows) > 2 else None


def paper(data, path, runs, plt):
    file = os.path.join(data, "words-on-paper.json")
    if not os.path.exists(file):
        return None
    rows = json.load(open(file))
    problems = [q for q in PROBLEMS if any(r["problem"] == q for r in rows)]
    fig, axes = plt.subplots(1, len(problems), figsize=(3.3 * len(problems), 3.3), squeeze=False)
    lines = ["| problem | p | pebble grid | pebble words | ScaLAPACK grid | ScaLAPACK words | ratio "
             "| pebble moved | bound on moved |",
             "|---|---|---|---|---|---|---|---|---|"]
    for col, problem in enumerate(problems):
        rs = sorted((r for r in rows if r["problem"] == problem), key=lambda r: r["p"])
        xs = [r["p"] for r in rs]
        ax = axes[0][col]
        ax.loglog(xs, [r["scalapack_words"] for r in rs], "s-", color="tab:gray", label="ScaLAPACK (formula)")
        ax.loglog(xs, [r["pebble_words_max"] for r in rs], "o-", color="tab:blue", label="pebble (exact replay)")
        sim = [(p, point(runs, "daint", problem, p)) for p in xs]
        sim = [(p, x) for p, x in sim if x]
        if sim:
            ax.loglog([p for p, _ in sim], [x["scalapack"]["words"] for _, x in sim], "x", color="black",
                      label="ScaLAPACK (simulated)")
        ax.set_title(TITLES.get(problem, problem), fontsize=9)
        ax.set_xticks(xs)
        ax.set_xticklabels([str(p) for p in xs], fontsize=7)
        ax.minorticks_off()
        ax.tick_params(labelsize=7)
        ax.set_xlabel("ranks p", fontsize=8)
        if col == 0:
            ax.set_ylabel("words received, busiest rank", fontsize=8)
            ax.legend(fontsize=6)
        for r in rs:
            g = r["pebble_grid"]
            bound = r.get("layout_bound")
            lines.append("| %s | %d | [%s] | %.3gM | %dx%d | %.3gM | %.2f | %.3gM | %s |" % (
                problem, r["p"], ",".join(str(x) for x in g), r["pebble_words_max"] / 1e6, r["scalapack_grid"][0],
                r["scalapack_grid"][1], r["scalapack_words"] / 1e6, r["pebble_words_max"] / r["scalapack_words"],
                r["pebble_moved_max"] / 1e6, "%.3gM" % (bound / 1e6) if bound else "–"))
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)
    return "\n".join(lines)


def splice(doc, name, text):
    begin, end = "<!-- scaling-report:%s -->" % name, "<!-- /scaling-report -->"
    i = doc.find(begin)
    if i < 0:
        return doc
    j = doc.find(end, i)
    return doc[:i + len(begin)] + "\n" + text + "\n" + doc[j:]


def main():
    a = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    a.add_argument("--data", default="docs/scaling/data")
    a.add_argument("--out", default="docs/scaling")
    a.add_argument("--doc", default="docs/scaling.md")
    o = a.parse_args()
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        sys.exit("scaling-report.py: needs matplotlib (Debian: python3-matplotlib)")
    runs = load(o.data)
    os.makedirs(o.out, exist_ok=True)
    doc = open(o.doc).read() if os.path.exists(o.doc) else None
    for platform in sorted({k[0] for k in runs}):
        for kind, problems in (("strong", PROBLEMS), ("weak", WEAK)):
            if figure(runs, platform, problems, os.path.join(o.out, "%s-%s.png" % (platform, kind)), plt):
                print("scaling-report.py: %s/%s-%s.png" % (o.out, platform, kind))
            text = table(runs, platform, problems)
            if doc is not None:
                doc = splice(doc, "%s-%s" % (platform, kind), text)
            else:
                print(text)
    if doc is not None:
        doc = splice(doc, "targets", targets(runs))
        doc = splice(doc, "targets-daint-256", targets(runs, "daint", 256))
        doc = splice(doc, "targets-fattree-100g", targets(runs, "fattree-100g"))
        doc = splice(doc, "configs", configs(runs))
    text = agreement(runs)
    if text and doc is not None:
        doc = splice(doc, "agreement", text)
    text = paper(o.data, os.path.join(o.out, "words-on-paper.png"), runs, plt)
    if text and doc is not None:
        doc = splice(doc, "paper", text)
    if doc is not None:
        open(o.doc, "w").write(doc)
        print("scaling-report.py: tables in %s" % o.doc)


if __name__ == "__main__":
    main()
