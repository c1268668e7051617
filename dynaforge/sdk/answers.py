"""Answer types a seed program returns, and their JSON form in a record.

A program builds answers with the constructors below; the SDK turns them into the record's
``answer`` object (dynaforge/schemas/variant_record.schema.json: ``{type, value, tolerance?, options?, parts?}``).

- ``Number(value, tolerance=0.01)``: relative tolerance, compared with ``abs()``.
- ``Choice(correct, distractors)``: options shuffled by the instance rng; the value is a letter.
- ``Expression("2*x + 1")``: a sympy-parsable string, graded by symbolic equivalence.
- ``Text("isosceles")``: graded by normalised match.
- ``Multi([Number(..), Text(..)])``: several parts, for MathReal's strict / loose accuracy.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Sequence

import numpy as np

DEFAULT_TOLERANCE = 0.01
from ..answer_json import LETTERS, correct_value, display  # noqa: F401 - re-exported: programs import them here


class AnswerError(ValueError):
    """An answer a program returned is unusable (NaN, duplicate options, ...)."""


@dataclass(frozen=True)
class Number:
    """A numeric answer, graded within ``tolerance`` (relative; see docs/scoring.md)."""

    value: float
    tolerance: float = DEFAULT_TOLERANCE

    def to_json(self) -> dict:
        value = float(self.value)
        if not math.isfinite(value):
            raise AnswerError(f"numeric answer is not finite: {self.value!r}")
        if not (0 <= self.tolerance < 1):
            raise AnswerError(f"tolerance must be in [0, 1): {self.tolerance!r}")
        value = _tidy(value)
        return {"type": "number", "value": value, "tolerance": float(self.tolerance)}


@dataclass(frozen=True)
class Choice:
    """A multiple-choice answer: the correct option and the distractors, as display strings."""

    correct: str
    distractors: Sequence[str]

    def to_json(self, rng: np.random.Generator | None = None) -> dict:
        options = [str(self.correct)] + [str(d) for d in self.distractors]
        if len(options) < 2 or len(options) > len(LETTERS):
            raise AnswerError(f"a choice needs 2-{len(LETTERS)} options, got {len(options)}")
        normalised = [_norm_option(o) for o in options]
        if len(set(normalised)) != len(options):
            raise AnswerError(f"choice options are not distinct: {options}")
        order = list(range(len(options))) if rng is None else list(rng.permutation(len(options)))
        shuffled = [options[i] for i in order]
        letter = LETTERS[order.index(0)]
        return {"type": "choice", "value": letter, "options": shuffled}


@dataclass(frozen=True)
class Expression:
    """A symbolic answer (sympy syntax, e.g. ``"2*x + 1"``), graded by symbolic equivalence."""

    value: str

    def to_json(self) -> dict:
        import sympy

        try:
            sympy.sympify(self.value)
        except (sympy.SympifyError, SyntaxError, TypeError) as exc:
            raise AnswerError(f"expression is not sympy-parsable: {self.value!r} ({exc})") from exc
        return {"type": "expression", "value": str(self.value)}


@dataclass(frozen=True)
class Text:
    """A short free-form answer (a word or phrase), graded by normalized exact match."""

    value: str

    def to_json(self) -> dict:
        if not str(self.value).strip():
            raise AnswerError("text answer is empty")
        return {"type": "text", "value": str(self.value)}


@dataclass(frozen=True)
class Multi:
    """Several answers at once (e.g. a point's two coordinates), each part graded on its own."""

    parts: Sequence[Any] = field(default_factory=list)

    def to_json(self, rng: np.random.Generator | None = None) -> dict:
        if len(self.parts) < 2:
            raise AnswerError("a multi-part answer needs at least 2 parts")
        parts = [answer_to_json(p, rng) for p in self.parts]
        if any(p["type"] == "multi" for p in parts):
            raise AnswerError("multi-part answers cannot nest")
        return {"type": "multi", "value": [p["value"] for p in parts], "parts": parts}


Answer = Number | Choice | Expression | Text | Multi


def answer_to_json(answer: Answer, rng: np.random.Generator | None = None) -> dict:
    """The record form of ``answer``; ``rng`` shuffles choice options."""
    if isinstance(answer, (Choice, Multi)):
        return answer.to_json(rng)
    if isinstance(answer, (Number, Expression, Text)):
        return answer.to_json()
    raise AnswerError(f"not an answer object: {answer!r} (use Number, Choice, Expression, Text or Multi)")


def agrees(expected: Answer, derived: Answer | str) -> bool:
    """Whether an independent derivation (``verify``) agrees with the program's answer.

    Numbers must agree to 1e-6 relative; for a choice, ``verify`` may return the correct option
    text instead of a ``Choice``.
    """
    if isinstance(expected, Choice):
        derived_text = derived.correct if isinstance(derived, Choice) else derived
        return isinstance(derived_text, str) and _norm_option(expected.correct) == _norm_option(derived_text)
    if isinstance(derived, str):
        return False
    return _values_agree(answer_to_json(expected), answer_to_json(derived))


def _values_agree(a: dict, b: dict) -> bool:
    if a["type"] != b["type"]:
        return False
    kind = a["type"]
    if kind == "number":
        return abs(a["value"] - b["value"]) <= 1e-6 * max(abs(a["value"]), 1.0)
    if kind == "choice":
        return _norm_option(correct_value(a)) == _norm_option(correct_value(b))
    if kind == "expression":
        import sympy

        diff = sympy.simplify(sympy.sympify(a["value"]) - sympy.sympify(b["value"]))
        return diff == 0
    if kind == "text":
        return _norm_option(a["value"]) == _norm_option(b["value"])
    if kind == "multi":
        return len(a["parts"]) == len(b["parts"]) and all(
            _values_agree(x, y) for x, y in zip(a["parts"], b["parts"])
        )
    return False


def _norm_option(text: str) -> str:
    return " ".join(str(text).strip().lower().split())


def _tidy(value: float) -> float | int:
    """Integers stay integers in JSON; other floats are rounded to 12 significant digits."""
    if value == int(value) and abs(value) < 2**53:
        return int(value)
    return float(f"{value:.12g}")
