"""Release rows: one variant record → the rows of every config (default, video and the views).

Each view row has its own id (``<program_id>/<k>``, ``#video``, ``#photo``, ``#sub<step>``,
``#backward``, ``#text``) so one prediction file can answer all of them.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import datasets

from ..records import media_file
from ..scoring.items import CONFIG_VIEWS
from ..scoring.prompts import question_text

CONFIGS = tuple(CONFIG_VIEWS)  # the config names, defined once (with their views) in scoring.items

_MEDIA = {"bytes": datasets.Value("binary"), "path": datasets.Value("string")}
_COMMON = {
    "id": datasets.Value("string"), "parent_id": datasets.Value("string"),
    "program_id": datasets.Value("string"), "k": datasets.Value("int64"),
    "view": datasets.Value("string"), "step": datasets.Value("int64"),
    "question": datasets.Value("string"), "answer": datasets.Value("string"),
    "answer_type": datasets.Value("string"), "options": datasets.List(datasets.Value("string")),
    "topic": datasets.Value("string"), "category": datasets.Value("string"),
    "level": datasets.Value("string"), "difficulty": datasets.Value("string"),
    "difficulty_level": datasets.Value("string"), "question_type": datasets.Value("string"), "concepts": datasets.List(datasets.Value("string")),
    "seed": datasets.Value("int64"), "salt": datasets.Value("string"),
}
_EXTRA = {
    "default": {"image": datasets.Image(), "reasoning": datasets.List(datasets.Value("string")),
                "description": datasets.Value("string"), "camera_azimuth": datasets.Value("float64"),
                "camera_elevation": datasets.Value("float64")},
    "video": {"image": datasets.Image(), "video": _MEDIA,
              "reasoning": datasets.List(datasets.Value("string")),
              "camera_azimuth": datasets.Value("float64"), "camera_elevation": datasets.Value("float64")},
    "photo": {"image": datasets.Image(), "photo_conditions": datasets.Value("string")},
    "subquestions": {"image": datasets.Image(), "concept": datasets.Value("string")},
    "backward": {"image": datasets.Image(), "masked_param": datasets.Value("string")},
    "text_only": {},
}


def features(config: str) -> datasets.Features:
    return datasets.Features({**_COMMON, **_EXTRA[config]})


def prompt(question: str, answer: dict) -> str:
    """The ``question`` column: the question with the lettered options for a choice answer.
    The full model prompt (with the answer-format instruction) is
    :func:`dynaforge.scoring.prompts.build_prompt`."""
    return question_text(question, answer)


# Text-only view: the figure is replaced by its description, so the question must not point at a
# figure. Each rule rewrites one way the seed programs' questions refer to the drawing.
_FIGURE = r"(?:figure|diagram|image|picture|drawing|graphic|chart|plot)"
_TEXT_ONLY_RULES = [
    (re.compile(r"\b(?:the|this) (?:[\w-]+ ){0,2}(?:figure|diagram|image|picture|chart|plot|drawing)s? (shows?|gives?)\b", re.I),
     lambda m: "the description above describes"),
    (re.compile(r"\b(?:shown |drawn |marked |given )?(?:in|on) the " + _FIGURE + r"\b", re.I), lambda m: "in the description above"),
    (re.compile(r"\b(?:the|this) " + _FIGURE + r"\b", re.I), lambda m: "the description above"),
    (re.compile(r"\b(is|are) (?:shown|pictured|depicted|illustrated)\b", re.I), lambda m: m.group(1) + " described above"),
    (re.compile(r"(?<=\w )(?:shown|pictured|depicted)\b(?! in| on| by)", re.I), lambda m: "described above"),
]


def text_only_question(question: str) -> str:
    """``question`` with its references to the figure turned into references to the description
    that the text-only view puts before it ("The figure shows ..." -> "The description above
    describes ...", "in the figure" -> "in the description above", "the graph shown" -> "the graph
    described above")."""
    out = question
    for pattern, repl in _TEXT_ONLY_RULES:
        out = pattern.sub(lambda m, r=repl: _keep_case(m.group(0), r(m)), out)
    return out


def _keep_case(old: str, new: str) -> str:
    return new[:1].upper() + new[1:] if old[:1].isupper() else new


def _common(record: dict, view: str, suffix: str, question: str, answer: dict, step: int = 0) -> dict:
    return {
        "id": record["id"] + suffix, "parent_id": record["id"], "program_id": record["program_id"],
        "k": record["k"], "view": view, "step": step, "question": prompt(question, answer),
        "answer": json.dumps(answer, ensure_ascii=False, sort_keys=True), "answer_type": answer["type"],
        "options": list(answer.get("options", [])), "topic": record["topic"],
        "category": record["category"], "level": record["level"], "difficulty": record["difficulty"],
        "difficulty_level": record["difficulty_level"],
        "question_type": record["question_type"], "concepts": record["concepts"],
        "seed": record["seed"], "salt": record["salt"],
    }


def _media(data_root: Path, rel: str) -> dict:
    return {"bytes": media_file(data_root, rel).read_bytes(), "path": Path(rel).name}


def rows_for(record: dict, data_root: Path) -> dict[str, list[dict]]:
    """Rows per config for one record (configs the record has no view for get no row)."""
    cam = record["camera"] or {}
    out: dict[str, list[dict]] = {c: [] for c in CONFIGS}
    image = _media(data_root, record["image"])
    out["default"].append({
        **_common(record, "default", "", record["question"], record["answer"]), "image": image,
        "reasoning": record["reasoning"] or [], "description": record["description"],
        "camera_azimuth": cam.get("azimuth"), "camera_elevation": cam.get("elevation")})
    if record["video"]:
        out["video"].append({
            **_common(record, "video", "#video", record["question"], record["answer"]), "image": image,
            "video": _media(data_root, record["video"]), "reasoning": record["reasoning"] or [],
            "camera_azimuth": cam["azimuth"], "camera_elevation": cam["elevation"]})
    out["photo"].append({
        **_common(record, "photo", "#photo", record["question"], record["answer"]),
        "image": _media(data_root, record["photo"]["image"]),
        "photo_conditions": json.dumps(record["photo"]["conditions"], sort_keys=True)})
    for sub in record["subquestions"] or []:
        out["subquestions"].append({
            **_common(record, "subquestion", f"#sub{sub['step']}", sub["question"], sub["answer"], sub["step"]),
            "image": image, "concept": sub["concept"]})
    if record["backward"]:
        b = record["backward"]
        out["backward"].append({**_common(record, "backward", "#backward", b["question"], b["answer"]),
                                "image": _media(data_root, b["image"]), "masked_param": b["param"]})
    if record["description"]:
        text = f"{record['description']}\n\n{text_only_question(record['question'])}"
        out["text_only"].append(_common(record, "text_only", "#text", text, record["answer"]))
    return out
