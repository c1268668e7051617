"""Label Studio exports → review decisions.

Reads both export formats: ``JSON`` (tasks with their annotations, skips included) and ``JSON_MIN``
(one flat row per annotation; Label Studio leaves skips out of it). Each annotation becomes one
decision line (see :mod:`.decisions`) carrying the reviewed variant's id and content hashes from
the task's data. An annotation that cannot become a decision (no variant, a malformed id or hash,
no decision ticked, "Reject views" with no view) is reported with where it is (file line or Label
Studio task) and left out; nothing is written for it.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from .decisions import SHA256, VARIANT_ID, VIEWS, ReviewImportError

# label_config.xml's decision choices → (decision, scope)
CHOICES = {"Accept": ("accept", "variant"), "Reject views": ("reject", "views"),
           "Reject variant": ("reject", "variant"), "Reject program": ("reject", "program")}


@dataclass
class Ingested:
    decisions: list[dict] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    tasks: int = 0
    unnamed_reviewers: set = field(default_factory=set)  # numeric ids no name was found for


def read_export(path: Path) -> list[tuple[str, object]]:
    """The items of a Label Studio JSON / JSON_MIN export file, each with ``<file> line N``."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ReviewImportError(f"{path}: cannot read ({exc})") from None
    decoder, items = json.JSONDecoder(), []
    pos, line = _skip_space(text, 0), 1
    if not text.startswith("[", pos):
        raise ReviewImportError(f"{path}: not a Label Studio JSON or JSON_MIN export (expected a JSON list)")
    pos = _skip_space(text, pos + 1)
    counted = 0
    while not text.startswith("]", pos):
        line += text.count("\n", counted, pos)
        counted = pos
        try:
            item, end = decoder.raw_decode(text, pos)
        except json.JSONDecodeError as exc:
            raise ReviewImportError(f"{path} line {exc.lineno}: invalid JSON ({exc.msg})") from None
        items.append((f"{path.name} line {line}", item))
        pos = _skip_space(text, end)
        if text.startswith(",", pos):
            pos = _skip_space(text, pos + 1)
        elif not text.startswith("]", pos):
            raise ReviewImportError(f"{path} line {line + text.count(chr(10), counted, pos)}: "
                                    "expected ',' or ']' after a task")
    return items


def _skip_space(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in " \t\r\n":
        pos += 1
    return pos


def ingest(items: Iterable[tuple[str, object]], source: str,
           reviewer_name: Callable[[object], str | None] = lambda who: None) -> Ingested:
    """Decisions from export items (``(where, item)`` pairs; ``where`` is a file line, or empty for
    items read through the API, which are named by their task id). ``reviewer_name`` maps Label
    Studio's ``completed_by`` / ``annotator`` to a name (e-mail); ``source`` is recorded."""
    out = Ingested()
    for where, item in items:
        out.tasks += 1
        if not isinstance(item, dict):
            out.problems.append(f"{where or 'Label Studio export'}: not a task object; skipped")
        elif "annotations" in item or "data" in item:
            for annotation in item.get("annotations") or []:
                _add(out, where, item.get("data") or {}, item.get("id"), annotation, _json_verdict(annotation),
                     source, reviewer_name)
        elif item.get("annotation_id") is not None:  # JSON_MIN: a task's data with one annotation flattened in
            annotation = {"id": item.get("annotation_id"), "completed_by": item.get("annotator"),
                          "updated_at": item.get("updated_at") or item.get("created_at")}
            verdict = (_flat(item.get("decision")), _flat(item.get("views_rejected")), _flat(item.get("comment")))
            _add(out, where, item, item.get("id"), annotation, verdict, source, reviewer_name)
    return out


def _json_verdict(annotation: dict) -> tuple[list[str], list[str], list[str]]:
    choice, views, comment = [], [], []
    for result in annotation.get("result") or []:
        value = result.get("value") or {}
        name = result.get("from_name")
        if name == "decision":
            choice = list(value.get("choices") or [])
        elif name == "views_rejected":
            views = list(value.get("choices") or [])
        elif name == "comment":
            comment = list(value.get("text") or [])
    return choice, views, comment


def _flat(value) -> list[str]:
    """A JSON_MIN cell as a list of strings (a single choice is a string, several a dict)."""
    if value is None or value == "":
        return []
    if isinstance(value, dict):
        value = value.get("choices", value.get("text", []))
    return [str(v) for v in value] if isinstance(value, list) else [str(value)]


def _add(out: Ingested, where: str, data: dict, task_id, annotation: dict, verdict: tuple,
         source: str, reviewer_name) -> None:
    task = f"Label Studio task {task_id}" if not where else f"{where} (Label Studio task {task_id})"
    variant, sha, program_sha = data.get("variant"), data.get("variant_sha256"), data.get("program_sha256")
    if not isinstance(variant, str) or not VARIANT_ID.match(variant):
        out.problems.append(f"{task}: malformed or missing variant id {variant!r} (expected <program_id>/<k>); skipped")
        return
    if not (isinstance(sha, str) and SHA256.match(sha) and isinstance(program_sha, str) and SHA256.match(program_sha)):
        out.problems.append(f"{task}: {variant} has no valid variant_sha256/program_sha256 in its data "
                            "(a task from an older export?); skipped")
        return
    who = annotation.get("completed_by")
    reviewer = reviewer_name(who) or _name_in(who)
    if reviewer is None:
        out.unnamed_reviewers.add(who)
        reviewer = f"label-studio user {who}"
    base = {"id": variant, "variant_sha256": sha, "program_id": variant.split("/")[0],
            "program_sha256": program_sha, "views": [], "reviewer": reviewer,
            "updated_at": str(annotation.get("updated_at") or annotation.get("created_at") or ""),
            "source": f"{source}, task {task_id}, annotation {annotation.get('id')}"}
    if annotation.get("was_cancelled"):
        out.decisions.append({**base, "decision": "skip", "scope": "variant"})
        return
    choice, views, comment = verdict
    if len(choice) != 1 or choice[0] not in CHOICES:
        out.problems.append(f"{task}: {variant}: annotation {annotation.get('id')} by {reviewer} has no known "
                            f"decision ({choice or 'none ticked'}; expected one of {', '.join(CHOICES)}); skipped")
        return
    decision, scope = CHOICES[choice[0]]
    if scope == "views":
        unknown = [v for v in views if v not in VIEWS]
        if not views or unknown:
            out.problems.append(f"{task}: {variant}: 'Reject views' by {reviewer} with "
                                + (f"unknown views {unknown}" if unknown else "no view ticked") + "; skipped")
            return
        base["views"] = sorted(set(views), key=VIEWS.index)
    line = {**base, "decision": decision, "scope": scope}
    text = " ".join(c.strip() for c in comment if c.strip())
    if text:
        line["comment"] = text
    out.decisions.append(line)


def _name_in(who) -> str | None:
    """Older exports give ``completed_by`` as a user object."""
    if isinstance(who, dict):
        name = " ".join(p for p in (who.get("first_name"), who.get("last_name")) if p)
        return who.get("email") or name or None
    if isinstance(who, str) and who and not who.isdigit():
        return who
    return None
