"""report.json, report.md (tables shaped like the papers') and PNG plots (matplotlib, Agg)."""
from __future__ import annotations

import json
import math
import os
from pathlib import Path

# DynaMath's column order and abbreviations (the paper's tables); full names are stored in the data.
TOPIC_CODES = {"plane_geometry": "PG", "solid_geometry": "SG", "analytic_geometry": "AG", "algebra": "AL",
               "puzzle_test": "PT", "graph_theory": "GT", "statistics": "ST", "scientific_figure": "SF",
               "arithmetic": "AR"}
LEVEL_CODES = {"elementary": "EL", "high_school": "HI", "undergraduate": "UN", "competition": "CO"}
CATEGORY_ORDER = ["positional_relationship", "angle", "length_distance", "area", "volume", "counting",
                  "dynamic_moving_point", "folding_unfolding"]


MAX_FAILURES_SHOWN = 200


def pct(x) -> str:
    return "n/a" if x is None else f"{100 * x:.1f}"


def _cell(value) -> str:
    """A table cell: no pipes or newlines, at most 160 characters."""
    text = "–" if value is None else " ".join(str(value).split()).replace("|", "\\|")
    return f"`{text[:157]}...`" if len(text) > 160 else text


def _clean(obj):
    """NaN/inf never reach JSON (they become null)."""
    if isinstance(obj, float) and not math.isfinite(obj):
        return None
    if isinstance(obj, dict):
        return {k: _clean(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_clean(v) for v in obj]
    return obj


def _ordered(keys, order):
    rank = {k: i for i, k in enumerate(order)}
    return sorted(keys, key=lambda k: (rank.get(k, len(rank)), k))


def markdown(report: dict) -> str:
    lines = ["# dynaforge score report", ""]
    rel = report.get("release", {})
    lines += [f"Release: `{rel.get('path')}` (version {rel.get('version')}), predictions: `{report.get('predictions')}`, "
              f"rules version {report.get('rules_version')}.", "",
              f"Scored views: {', '.join(report['views'])}. Items: {report['n_items']}, missing predictions: "
              f"{report['n_missing']} (counted wrong). Accuracy: **{pct(report['accuracy'])}%**.", ""]
    if report.get("answered_only"):
        lines += [f"**Answered only**: {report['items_answered']} of {report['items_total']} items of the scored "
                  "views have a prediction; only those are scored (unanswered items are left out, not counted "
                  "wrong), so these figures are not comparable with a full run.", ""]
    lines += ["| view | items | missing | accuracy |", "| --- | ---: | ---: | ---: |"]
    for v, b in report["by_view"].items():
        lines.append(f"| {v} | {b['n_items']} | {b['n_missing']} | {pct(b['accuracy'])} |")
    dm = report["dynamath"]
    if dm["average_case"] is not None:
        topics = _ordered(dm["by_topic"], list(TOPIC_CODES))
        levels = _ordered(dm["by_level"], list(LEVEL_CODES))
        head = ["ALL"] + [TOPIC_CODES.get(t, t) for t in topics] + [LEVEL_CODES.get(lv, lv) for lv in levels]
        lines += ["", "## DynaMath (default view; % over seed programs)", "",
                  "| metric | " + " | ".join(head) + " |", "| --- |" + " ---: |" * len(head)]
        for key, name in (("average_case", "Average-case accuracy"), ("worst_case", "Worst-case accuracy"),
                          ("reasoning_robustness", "Reasoning robustness")):
            row = [dm[key]] + [dm["by_topic"][t][key] for t in topics] + [dm["by_level"][lv][key] for lv in levels]
            lines.append(f"| {name} | " + " | ".join(pct(x) for x in row) + " |")
        lines.append("| programs | " + " | ".join(
            str(x) for x in [dm["n_programs"]] + [dm["by_topic"][t]["n_programs"] for t in topics]
            + [dm["by_level"][lv]["n_programs"] for lv in levels]) + " |")
        legend = ", ".join(f"{TOPIC_CODES.get(t, t)} = {t}" for t in topics) + "; " + \
            ", ".join(f"{LEVEL_CODES.get(lv, lv)} = {lv}" for lv in levels)
        lines += ["", f"Columns: {legend}. Worst case and robustness count only programs with at least two "
                      f"graded variants ({dm.get('n_programs_worst_case', dm['n_programs'])} of {dm['n_programs']})."]
        if dm.get("worst_case_note"):
            lines += ["", f"Worst case and robustness: {dm['worst_case_note']}."]
        by_difficulty = dm.get("by_difficulty_level") or {}
        if len(by_difficulty) > 1:
            lines += ["", "By difficulty level (a program's standard and hard variants are separate groups):", "",
                      "| difficulty level | programs | average case | worst case | robustness |",
                      "| --- | ---: | ---: | ---: | ---: |"]
            lines += [f"| {lv} | {b['n_programs']} | {pct(b['average_case'])} | {pct(b['worst_case'])} | "
                      f"{pct(b['reasoning_robustness'])} |" for lv, b in by_difficulty.items()]
    sg = report["solidgeo"]
    if sg["AA"] is not None:
        cats = _ordered(sg["by_category"], CATEGORY_ORDER)
        lines += ["", "## DynaSolidGeo (solid geometry; AA / PS / PA, %)", "",
                  "| | ALL | " + " | ".join(cats) + " |", "| --- | ---: |" + " ---: |" * len(cats)]
        cells = [sg] + [sg["by_category"][c] for c in cats]
        lines.append("| AA / PS / PA | " + " | ".join(
            f"{pct(b['AA'])} / {pct(b['PS'])} / {pct(b['PA'])}" for b in cells) + " |")
        lines.append("| items | " + " | ".join(str(b["n_items"]) for b in cells) + " |")
        if sg.get("video_AA") is not None:
            lines += ["", f"Video input (orbit video) AA: {pct(sg['video_AA'])}%."]
    mr = report["mathreal"]
    if mr["acc"] is not None:
        lines += ["", "## MathReal (photographed images, %)", "", "| | Acc | Acc_str |", "| --- | ---: | ---: |",
                  f"| photo | {pct(mr['acc'])} | {pct(mr['acc_strict'])} |"]
        if mr.get("clean_acc") is not None:
            lines += [f"| clean (same variants) | {pct(mr['clean_acc'])} | {pct(mr['clean_acc_strict'])} |",
                      f"| drop | {pct(mr['drop'])} | {pct(mr['drop_strict'])} |"]
    wm = report["wemath"]
    if wm["IK"] is not None:
        lines += ["", f"## WE-MATH (four-dimensional metrics over {wm['n_composites']} composite problems, %)", "",
                  "| | IK | IG | CM | RM | Score |", "| --- | ---: | ---: | ---: | ---: | ---: |",
                  f"| strict | {pct(wm['IK'])} | {pct(wm['IG'])} | {pct(wm['CM_strict'])} | {pct(wm['RM_strict'])} | {pct(wm['score_strict'])} |",
                  f"| loose | {pct(wm['IK'])} | {pct(wm['IG'])} | {pct(wm['CM_loose'])} | {pct(wm['RM_loose'])} | {pct(wm['score_loose'])} |",
                  "", "RM is normalised by CM + RM; Score = (CM + 0.5 IG) / N."]
    ge = report["geoeval"]
    if ge["backward_accuracy"] is not None or ge["text_only_accuracy"] is not None:
        lines += ["", "## GeoEval (%)", "", "| backward | text-only |", "| ---: | ---: |",
                  f"| {pct(ge['backward_accuracy'])} | {pct(ge['text_only_accuracy'])} |"]
    wrong = [it for it in report["items"] if not it["correct"] and it["id"] not in set(report["missing"])]
    if wrong:
        lines += ["", f"## Wrong answers ({len(wrong)}), and why", "", "| item | extracted | why it is wrong |",
                  "| --- | --- | --- |"]
        lines += [f"| `{it['id']}` | {_cell(it['extracted'])} | {_cell(it.get('explanation'))} |"
                  for it in wrong[:MAX_FAILURES_SHOWN]]
        if len(wrong) > MAX_FAILURES_SHOWN:
            lines.append(f"\n({len(wrong) - MAX_FAILURES_SHOWN} more in report.json, `items`.)")
    if report["missing"]:
        shown = report["missing"][:50]
        lines += ["", f"## Missing predictions ({len(report['missing'])}, counted wrong)", "",
                  ", ".join(f"`{m}`" for m in shown) + (" ..." if len(report["missing"]) > 50 else "")]
    return "\n".join(lines) + "\n"


def summary_table(report: dict) -> str:
    """A short plain-text table for the terminal."""
    rows = [("accuracy", report["accuracy"]), ("n_items", report["n_items"]), ("n_missing", report["n_missing"])]
    dm, sg, mr, wm, ge = (report[k] for k in ("dynamath", "solidgeo", "mathreal", "wemath", "geoeval"))
    rows += [("DynaMath average-case", dm["average_case"]), ("DynaMath worst-case", dm["worst_case"]),
             ("DynaMath RR", dm["reasoning_robustness"]), ("SolidGeo AA", sg["AA"]), ("SolidGeo PS", sg["PS"]),
             ("SolidGeo PA", sg["PA"]), ("MathReal acc", mr["acc"]), ("MathReal acc_strict", mr["acc_strict"]),
             ("WE-MATH score strict", wm["score_strict"]), ("WE-MATH score loose", wm["score_loose"]),
             ("GeoEval backward", ge["backward_accuracy"]), ("GeoEval text-only", ge["text_only_accuracy"])]
    width = max(len(r[0]) for r in rows)
    out = []
    for name, value in rows:
        if isinstance(value, float):
            value = f"{100 * value:6.1f}%"
        elif value is None:
            value = "   n/a"
        out.append(f"{name:<{width}}  {value}")
    if dm.get("worst_case_note"):
        out.append(f"(DynaMath worst case and RR {dm['worst_case_note']})")
    if report.get("answered_only"):
        out.append(f"(answered items only: {report['items_answered']} of {report['items_total']})")
    return "\n".join(out)


def make_plots(report: dict, out: Path) -> list[Path]:
    dm = report["dynamath"]
    if dm["average_case"] is None:
        return []
    os.environ.setdefault("MPLBACKEND", "Agg")
    try:
        import matplotlib
    except ModuleNotFoundError:  # the thin install: plots are the `plots` extra
        (out / "plots.txt").write_text("No plots: matplotlib is not installed (pip install 'dynaforge[plots]').\n")
        return []

    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    topics = _ordered(dm["by_topic"], list(TOPIC_CODES))
    labels = [TOPIC_CODES.get(t, t) for t in topics]
    note = ""
    if report.get("answered_only"):
        note = f"\nanswered items only: {report['items_answered']} of {report['items_total']}"
    avg = [100 * (dm["by_topic"][t]["average_case"] or 0) for t in topics]
    wst = [100 * (dm["by_topic"][t]["worst_case"] or 0) for t in topics]
    rr = [100 * (dm["by_topic"][t]["reasoning_robustness"] or 0) for t in topics]
    written = []
    fig, ax = plt.subplots(figsize=(max(4, 1 + 0.9 * len(topics)), 3.2), dpi=100)
    xs = range(len(topics))
    ax.bar([x - 0.2 for x in xs], avg, width=0.4, label="average-case")
    ax.bar([x + 0.2 for x in xs], wst, width=0.4, label="worst-case")
    ax.set_xticks(list(xs), labels)
    ax.set_ylim(0, 100)
    ax.set_ylabel("accuracy (%)")
    ax.set_title("DynaMath: average vs worst case by topic" + note, fontsize=10)
    ax.legend(fontsize=8)
    fig.tight_layout()
    path = out / "average_vs_worst.png"
    fig.savefig(path)
    plt.close(fig)
    written.append(path)
    fig, ax = plt.subplots(figsize=(max(4, 1 + 0.9 * len(topics)), 3.2), dpi=100)
    ax.bar(list(xs), rr, color="tab:green")
    ax.set_xticks(list(xs), labels)
    ax.set_ylim(0, 100)
    ax.set_ylabel("RR (%)")
    ax.set_title("Reasoning robustness (worst / average) by topic" + note, fontsize=10)
    fig.tight_layout()
    path = out / "reasoning_robustness.png"
    fig.savefig(path)
    plt.close(fig)
    written.append(path)
    return written


def write_report(report: dict, results, out: Path, plots: bool = True) -> None:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    clean = _clean(report)
    report.clear()
    report.update(clean)
    tmp = out / "report.json.tmp"
    tmp.write_text(json.dumps(report, indent=1, ensure_ascii=False, allow_nan=False) + "\n", encoding="utf-8")
    tmp.replace(out / "report.json")
    (out / "report.md").write_text(markdown(report), encoding="utf-8")
    if plots:
        make_plots(report, out)
