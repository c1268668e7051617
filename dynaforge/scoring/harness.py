"""What the exported harness tasks call at run time (lmms-eval ``utils.py``, the inspect_ai task
module): the prompt of :mod:`.prompts`, dynaforge's grader and dynaforge's metrics, so that a
harness's own results table shows the same figures as ``dynaforge score --answered-only``.

A *row* is a release row as ``datasets`` loads it (``answer`` is the release's JSON string).
"""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections import defaultdict

from .match import grade
from .prompts import row_prompt

__all__ = ["row_prompt", "grade_row", "lmms_process_results", "accuracy", "dynamath_average",
           "dynamath_worst", "dynamath_robustness", "video_path"]


def _answer(row) -> dict:
    answer = row["answer"]
    return json.loads(answer) if isinstance(answer, str) else answer


def grade_row(row, response) -> dict:
    """``{id, response, extracted, correct, score, explanation}`` for one row and one response."""
    text = "" if response is None else str(response)
    s = grade(_answer(row), text)
    return {"id": row["id"], "response": text, "extracted": s.extracted, "correct": bool(s.correct),
            "score": float(s.score), "explanation": s.explanation}


def _response(results):
    while isinstance(results, (list, tuple)):
        results = results[0] if results else ""
    return results


def lmms_process_results(doc, results, dynamath: bool = False) -> dict:
    """lmms-eval ``process_results``: ``dynaforge`` (logged per sample: id, response, extracted,
    correct, score) plus one value per metric; ``accuracy`` is 0/1 per item (as report.json's
    ``accuracy``), the DynaMath metrics get ``{program_id, correct}`` records."""
    g = grade_row(doc, _response(results))
    out = {"dynaforge": {k: g[k] for k in ("id", "response", "extracted", "correct", "score")},
           "accuracy": float(g["correct"])}
    if dynamath:
        record = {"program_id": doc["program_id"], "correct": g["correct"]}
        out.update(dynamath_average=record, dynamath_worst=record, dynamath_robustness=record)
    return out


def accuracy(values) -> float:
    values = list(values)
    return sum(float(v) for v in values) / len(values) if values else float("nan")


def _per_program(records) -> dict[str, list[bool]]:
    per: dict[str, list[bool]] = defaultdict(list)
    for r in records:
        per[r["program_id"]].append(bool(r["correct"]))
    return per


def dynamath_average(records) -> float:
    """DynaMath A_avg = 1/N sum_i 1/M sum_j I[correct(i, j)] over the programs answered."""
    per = _per_program(records)
    return sum(sum(v) / len(v) for v in per.values()) / len(per) if per else float("nan")


def dynamath_worst(records) -> float:
    """DynaMath A_wst = 1/N sum_i min_j I[correct(i, j)]."""
    per = _per_program(records)
    return sum(float(all(v)) for v in per.values()) / len(per) if per else float("nan")


def dynamath_robustness(records) -> float:
    """DynaMath RR = A_wst / A_avg (NaN when A_avg is 0, where report.json has null)."""
    records = list(records)
    avg = dynamath_average(records)
    return dynamath_worst(records) / avg if avg else float("nan")


def video_path(doc, release_version) -> str:
    """The orbit video of a row as an mp4 file for models that take a path. Keyed by release version,
    id and the bytes' sha256, so two releases (or a rebuilt one) never share a file."""
    video = doc["video"]
    data = video.get("bytes") if isinstance(video, dict) else video
    digest = hashlib.sha256(data).hexdigest()[:16]
    folder = os.path.join(tempfile.gettempdir(), "dynaforge_videos", str(release_version))
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, doc["id"].replace("/", "_").replace("#", "_") + f"_{digest}.mp4")
    if not os.path.exists(path):
        tmp = f"{path}.{os.getpid()}.part"
        with open(tmp, "wb") as handle:
            handle.write(data)
        os.replace(tmp, path)
    return path
