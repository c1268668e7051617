"""A record's ``answer`` JSON as the scorer, release rows and exports read it: option letters, the
correct value, a one-line display. Dependency-free, so the thin scorer install imports it without the
SDK (whose numpy, scenes and drawing only the build needs)."""
from __future__ import annotations

from typing import Any

LETTERS = "ABCDEFGHIJ"  # option letters, defined here only


def correct_value(answer_json: dict) -> Any:
    """The correct answer in comparable form: option text for a choice, else the value."""
    if answer_json["type"] == "choice":
        return answer_json["options"][LETTERS.index(answer_json["value"])]
    if answer_json["type"] == "multi":
        return [correct_value(p) for p in answer_json["parts"]]
    return answer_json["value"]


def display(answer_json: dict) -> str:
    """A short human-readable rendering of an answer (for galleries, cards and CSVs)."""
    kind = answer_json["type"]
    if kind == "choice":
        return f"{answer_json['value']}. {correct_value(answer_json)}"
    if kind == "multi":
        return "; ".join(display(p) for p in answer_json["parts"])
    return str(answer_json["value"])
