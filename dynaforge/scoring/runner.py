"""score(): verify a release, read it and a predictions file, grade every scored item, compute the
metrics, write report.json / report.md / plots."""
from __future__ import annotations

import json
from pathlib import Path

from ..release.verify import verify_release
from . import metrics as M
from .extract import RULES_VERSION
from .items import VIEW_NAMES, VIEW_ORDER, DynaforgeInputError, Item, export_index, load_items, resolve_release
from .match import Score, grade
from .predictions import Prediction, merge_process_scores, read_all_predictions, resolve_ids


def _parse_views(views) -> list[str] | None:
    if views is None:
        return None
    if isinstance(views, str):
        views = [v for v in views.split(",") if v.strip()]
    out = []
    for v in views:
        v = v.strip()
        if v not in VIEW_NAMES:
            raise DynaforgeInputError(f"unknown view {v!r} (known: {', '.join(VIEW_ORDER)})")
        if VIEW_NAMES[v] not in out:
            out.append(VIEW_NAMES[v])
    if not out:
        raise DynaforgeInputError("--views is empty")
    return out


def grade_items(items: list[Item], preds: dict[str, Prediction]) -> list[M.ItemResult]:
    results = []
    for it in items:
        p = preds.get(it.id)
        if p is None:
            s, missing, ps = Score(None, False, 0.0, "no prediction for this item (counted wrong)"), True, None
        else:
            s, missing, ps = grade(it.answer, p.response), False, p.process_score
        results.append(M.ItemResult(it, s.extracted, bool(s.correct), float(s.score), ps, missing, s.explanation))
    return results


def _manifest(root: Path) -> dict:
    try:
        return json.loads((root / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def _lmms_rows(root: Path, version):
    """task name -> the ids of its config in dataset row order (how lmms-eval numbers doc_id)."""
    from .export import lmms_task_config, release_tag
    from .items import _read_rows, release_configs

    configs, cache = release_configs(root), {}

    def rows(task: str) -> list[str]:
        parsed = lmms_task_config(task)
        if parsed is None or parsed[1] not in configs:
            raise DynaforgeInputError(f"lmms-eval task {task!r} is not a dynaforge export task of this release "
                                      "and its samples carry no id")
        if parsed[0] != release_tag(version):
            raise DynaforgeInputError(f"lmms-eval task {task!r} was exported from another release than "
                                      f"{version} ({release_tag(version)})")
        if task not in cache:
            cache[task] = [r["id"] for r in _read_rows(configs[parsed[1]], ["id"])]
        return cache[task]

    return rows


def _group(results: list[M.ItemResult], key) -> dict[str, list[M.ItemResult]]:
    groups: dict[str, list[M.ItemResult]] = {}
    for r in results:
        groups.setdefault(key(r), []).append(r)
    return groups


def compute_report(results: list[M.ItemResult], views: list[str]) -> dict:
    by_view: dict[str, list[M.ItemResult]] = {v: [] for v in views}
    for r in results:
        by_view.setdefault(r.item.view, []).append(r)
    default = by_view.get("default", [])
    default_by_id = {r.item.id: r for r in default} if "default" in views else None
    solid = [r for r in default if r.item.topic == "solid_geometry" or r.item.category]
    report = {
        "accuracy": M._mean(float(r.correct) for r in results),
        "n_items": len(results),
        "n_missing": sum(r.missing for r in results),
        "dynamath": M.dynamath(default) if default else {
            "average_case": None, "worst_case": None, "reasoning_robustness": None, "n_programs": 0,
            "by_topic": {}, "by_level": {}, "by_difficulty_level": {}},
        "solidgeo": M.solidgeo(solid, by_view.get("video")),
        "mathreal": M.mathreal(by_view.get("photo", []), default_by_id),
        "wemath": M.wemath(by_view.get("subquestion", []), default_by_id or {}),
        "geoeval": M.geoeval(by_view.get("backward", []), by_view.get("text_only", [])),
        "items": [{"id": r.item.id, "extracted": r.extracted, "correct": r.correct, "score": r.score,
                   "explanation": r.explanation} for r in results],
        "missing": [r.item.id for r in results if r.missing],
        "views": views,
        "by_view": {v: {"accuracy": M._mean(float(r.correct) for r in rs), "n_items": len(rs),
                        "n_missing": sum(r.missing for r in rs)} for v, rs in by_view.items()},
        "by_difficulty_level": {lv: {"accuracy": M._mean(float(r.correct) for r in rs), "n_items": len(rs)}
                                for lv, rs in sorted(_group(results, lambda r: r.item.difficulty_level).items())},
        "rules_version": RULES_VERSION,
    }
    return report


def score(release, predictions, out, views=None, process_scores=None, plots: bool = True,
          answered_only: bool = False) -> dict:
    """Score ``predictions`` (file) against ``release`` (folder or hub id[@rev]); write to ``out``.

    ``answered_only``: score only the items of the scored views that have a prediction (a run with
    ``--limit``), instead of counting the others as missing (wrong); the report says so."""
    root = resolve_release(release)
    problems = verify_release(root)
    if problems:
        raise DynaforgeInputError(f"release {release} fails verification, refusing to grade it: {'; '.join(problems)}")
    items = load_items(root, text=False)
    preds = read_all_predictions(predictions)
    index = {i: item_id for item_id, i in export_index(items).items()}
    manifest = _manifest(root)
    preds = resolve_ids(preds, {it.id for it in items}, index, _lmms_rows(root, manifest.get("version")))
    if process_scores:
        preds = merge_process_scores(preds, process_scores)
    by_id = {p.id: p for p in preds}
    view_of = {it.id: it.view for it in items}
    chosen = _parse_views(views)
    if chosen is None:
        present = {view_of[p.id] for p in preds}
        chosen = [v for v in VIEW_ORDER if v in present]
    scored = [it for it in items if it.view in chosen]
    if not scored:
        raise DynaforgeInputError(f"the release has no items in the scored views ({', '.join(chosen)})")
    n_in_views = len(scored)
    if answered_only:
        scored = [it for it in scored if it.id in by_id]
        if not scored:
            raise DynaforgeInputError(f"--answered-only: no prediction for any item of the scored views "
                                      f"({', '.join(chosen)})")
    results = grade_items(scored, by_id)
    report = compute_report(results, chosen)
    if answered_only:  # absent otherwise (the report's keys are unchanged for a normal run)
        report["answered_only"] = True
        report["items_answered"] = len(scored)
        report["items_total"] = n_in_views
    report["release"] = {"path": str(release), "version": manifest.get("version")}
    report["predictions"] = str(predictions) if isinstance(predictions, (str, Path)) else \
        ", ".join(str(p) for p in predictions)
    report["n_ignored_predictions"] = sum(1 for p in preds if view_of[p.id] not in chosen)
    from .report import write_report

    write_report(report, results, Path(out), plots=plots)
    return report
