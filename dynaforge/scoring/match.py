"""Grading one response against one answer object (the record's ``answer`` JSON).

``grade(answer, response) -> Score`` is the single entry point; every rule is in
:mod:`dynaforge.scoring.extract` (extraction) and here (matching), described in docs/scoring.md.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from dynaforge.answer_json import LETTERS  # noqa: F401 - the one definition; importable here as before

from . import bounds
from . import extract as ex

DEFAULT_TOLERANCE = 0.01
ABS_FLOOR = 1e-9  # absolute slack so that a reference of exactly 0 can be matched


@dataclass
class Score:
    extracted: str | None
    correct: bool
    score: float
    explanation: str = ""


# ---------------------------------------------------------------------------------------------
# numbers


def numbers_match(pred: float, ref: float, tolerance: float = DEFAULT_TOLERANCE) -> bool:
    """|pred - ref| <= tolerance * |ref| (+ a 1e-9 absolute floor). Symmetric in sign, uses abs()."""
    if not (math.isfinite(pred) and math.isfinite(ref)):
        return False
    return abs(pred - ref) <= tolerance * abs(ref) + ABS_FLOOR


# Where an answer was found, in a consumer's words (the rule names of extract.py are kept in brackets).
_WHERE = {"boxed": "in \\boxed{}", "json_short_answer": "in the JSON's \"short answer\"",
          "answer_phrase": "after an answer phrase", "last_line": "on the last line",
          "last_number": "as the last number of the response", "whole_response": "as the whole response",
          "lone_letter": "as the only option letter", "last_sentence_letter": "as the option letter of the last sentence",
          "option_text": "as an option's text", "boxed_per_part": "in one \\boxed{} per part"}


def where(rule: str) -> str:
    """``"in \\boxed{} [boxed+letter]"`` for an extraction rule."""
    base = rule.split("+")[0].split(" ")[0]
    return f"{_WHERE.get(base, base)} [{rule}]"


def _off_by(value: float, ref: float) -> str:
    if ref == 0:
        return f"off by {abs(value):.3g}"
    return f"off by {100 * abs(value - ref) / abs(ref):.3g}%"


def _grade_number(answer: dict, response: str) -> Score:
    ref = float(answer["value"])
    tol = answer.get("tolerance")
    tol = DEFAULT_TOLERANCE if tol is None else float(tol)
    text, values, rule = ex.extract_number(response, answer.get("unit"))
    if rule.endswith("hedge"):
        return Score(text, False, 0.0, f"a hedge: offers several numbers ({text!r}) instead of one [{rule}]")
    if not values:
        return Score(text, False, 0.0, f"no number found [{rule}]" if text is None
                     else f"no number in {text!r}, found {where(rule)}")
    ok = any(numbers_match(v, ref, tol) for v in values)
    shown = ", ".join(f"{v:.6g}" for v in values)
    if ok:
        return Score(text, True, 1.0, f"{shown} found {where(rule)} matches {ref:.6g} (within {tol:.0%})")
    return Score(text, False, 0.0, f"{shown} found {where(rule)} is not {ref:.6g}: {_off_by(values[0], ref)} "
                                   f"(tolerance {tol:.0%})")


# ---------------------------------------------------------------------------------------------
# choices


def _grade_choice(answer: dict, response: str) -> Score:
    options = [str(o) for o in answer.get("options") or []]
    ref = str(answer["value"]).strip().upper()
    letter, rule = ex.extract_choice(response, options)
    if letter is None:
        if rule.endswith("hedge"):
            return Score(None, False, 0.0, f"a hedge: names more than one option instead of choosing [{rule}]")
        return Score(None, False, 0.0, f"no answer: no option letter (A-{ex.LETTERS[len(options) - 1]}) or option "
                                       f"text found [{rule}]")
    ok = letter == ref
    if ok:
        return Score(letter, True, 1.0, f"{letter} found {where(rule)} is the answer")
    return Score(letter, False, 0.0, f"{letter} found {where(rule)} is not the answer {ref}")


# ---------------------------------------------------------------------------------------------
# expressions


def _equation_side(expr_text: str):
    """'y = 2x + 1' -> sympy(lhs - rhs); plain expression -> sympy(expr)."""
    if "=" in expr_text:
        lhs, rhs = expr_text.split("=", 1)
        a, b = ex.parse_expression(lhs), ex.parse_expression(rhs)
        if a is None or b is None:
            return None
        return a - b
    return ex.parse_expression(expr_text)


def _equivalent(pred_text: str, ref_text: str) -> tuple[bool, str]:
    import sympy

    is_equation = "=" in ref_text
    a = _equation_side(pred_text) if is_equation else ex.parse_expression(pred_text)
    b = _equation_side(ref_text) if is_equation else ex.parse_expression(ref_text)
    if a is None:
        return False, "response not parsable by sympy"
    if b is None:
        return False, "reference not parsable by sympy"
    euler = sympy.Symbol("e")
    if euler in a.free_symbols and euler not in b.free_symbols:  # a model's e^{x} is exp(x)
        a = a.subs(euler, sympy.E)
    syms = sorted(a.free_symbols | b.free_symbols, key=str)
    rng = random.Random(0)
    numeric_ok, tried = True, 0
    for _ in range(6):
        point = {s: sympy.Float(rng.uniform(0.3, 2.7)) for s in syms}
        try:
            va, vb = complex(a.evalf(subs=point)), complex(b.evalf(subs=point))
        except Exception:  # noqa: BLE001
            continue
        if not all(map(math.isfinite, (va.real, va.imag, vb.real, vb.imag))):
            continue
        tried += 1
        if is_equation:  # equations: equal up to a nonzero constant factor
            continue
        if abs(va - vb) > 1e-7 * max(1.0, abs(vb)):
            numeric_ok = False
            break
    if is_equation:
        ratio = sympy.simplify(a / b) if b != 0 else None
        return bool(ratio is not None and ratio.free_symbols == set() and ratio != 0), "equation ratio"
    if tried and not numeric_ok:
        return False, "differs at a sample point"
    if tried >= 3:
        return True, f"agrees at {tried} sample points"
    if sympy.simplify(a - b) == 0:
        return True, "simplify(a - b) == 0"
    return False, "not shown equivalent"


def expressions_equivalent(pred_text: str, ref_text: str, time_limit: float | None = None) -> tuple[bool, str]:
    """sympy equivalence: numeric agreement at random points, confirmed/decided by simplify().

    Parsing and checks run within :mod:`bounds` (size guard, then ``time_limit``, default
    bounds.SYMPY_TIME_LIMIT_S); a refusal is "not equivalent", with the reason."""
    try:
        return bounds.bounded(lambda: _equivalent(pred_text, ref_text), time_limit)
    except bounds.Rejected as exc:
        return False, f"not evaluated: {exc}"
    except Exception as exc:  # noqa: BLE001
        return False, f"sympy error: {type(exc).__name__}"


def _grade_expression(answer: dict, response: str) -> Score:
    ref = str(answer["value"])
    span, rule = ex.extract_expression(response, reference_has_equals="=" in ref)
    if not span:
        return Score(None, False, 0.0, "no answer: no expression found")
    if ex.normalize_text(span).replace(" ", "") == ex.normalize_text(ref).replace(" ", "") and \
            ex.latex_to_sympy_text(span).replace(" ", "") == ex.latex_to_sympy_text(ref).replace(" ", ""):
        return Score(span, True, 1.0, f"{span!r} found {where(rule)} is the reference as written")
    ok, why = expressions_equivalent(span, ref)
    if ok:
        return Score(span, True, 1.0, f"{span!r} found {where(rule)} is equivalent to {ref} ({why})")
    if why == "response not parsable by sympy":
        return Score(span, False, 0.0, f"unparseable: {span!r} found {where(rule)} is not a formula sympy can read")
    return Score(span, False, 0.0, f"{span!r} found {where(rule)} is not equivalent to {ref} ({why})")


# ---------------------------------------------------------------------------------------------
# text


NEGATIONS = frozenset({"not", "no", "never", "isn", "isnt", "aren", "arent", "doesn", "don", "wasn", "weren",
                       "cannot", "neither", "nor", "non"})
TEXT_CONTAIN_SLACK = 6  # a span may have at most this many words besides the reference's


def text_matches(span: str, reference: str) -> tuple[bool, str]:
    """Normalised equality, or: the reference occurs as whole words in a short span without negation."""
    ref, got = ex.normalize_text(reference), ex.normalize_text(span)
    if not ref:
        return False, "empty reference"
    if got == ref:
        return True, "normalised match"
    words, ref_words = got.split(), ref.split()
    if len(words) <= len(ref_words) + TEXT_CONTAIN_SLACK and f" {ref} " in f" {got} ":
        if NEGATIONS.isdisjoint(words):
            return True, "reference contained in a short span"
        return False, "reference contained but negated"
    return False, "no normalised match"


def _grade_text(answer: dict, response: str) -> Score:
    span, rule = ex.extract_text(response)
    ok, why = text_matches(span, answer["value"])
    if not ok and rule == "last_line":
        ok, why = text_matches(response, answer["value"])
    verdict = "matches" if ok else "does not match"
    return Score(span, ok, 1.0 if ok else 0.0, f"{span!r} found {where(rule)} {verdict} {answer['value']!r} ({why})")


# ---------------------------------------------------------------------------------------------
# multi-part


def _grade_single_span(part: dict, span: str) -> Score:
    """Grade a part against a span that is already that part's answer."""
    return _grade_one(part, span)


def _grade_multi(answer: dict, response: str) -> Score:
    parts = answer.get("parts") or []
    n = len(parts)
    if n == 0:
        return Score(None, False, 0.0, "multi answer without parts")
    boxes = ex.boxed_all(response)
    if len(boxes) >= n:
        spans, rule = [ex.clean_span(b) for b in boxes[-n:]], "boxed_per_part"
    else:
        span, rule = ex.final_span(response)
        if span is None:
            span, rule = ex.last_line(response), "last_line"
        spans = ex.split_parts(span)
        if len(spans) != n and "," in span:
            spans = [p.strip() for p in span.split(",") if p.strip()]
        if len(spans) != n:  # fall back: the numbers of the span / response in order
            nums = ex.number_tokens(ex.normalize_numeric_text(span))
            if len(nums) < n:
                nums = ex.number_tokens(ex.normalize_numeric_text(response))[-n:] if response else []
            if len(nums) == n and all(p["type"] == "number" for p in parts):
                spans, rule = [t for t, _ in nums], rule + "+numbers_in_order"
    if len(spans) != n:
        spans = (spans + [""] * n)[:n]
        rule += f" (found {len([s for s in spans if s])} parts, expected {n})"
    scores = [_grade_single_span(p, s) if s else Score(None, False, 0.0, "missing part")
              for p, s in zip(parts, spans)]
    got = sum(1 for s in scores if s.correct)
    extracted = "; ".join("" if s.extracted is None else str(s.extracted) for s in scores)
    detail = " | ".join(f"part {i + 1}: {'ok' if s.correct else 'wrong'}" for i, s in enumerate(scores))
    return Score(extracted, got == n, got / n, f"{rule}: {got}/{n} parts ({detail})")


# ---------------------------------------------------------------------------------------------

_GRADERS = {
    "number": _grade_number,
    "choice": _grade_choice,
    "expression": _grade_expression,
    "text": _grade_text,
    "multi": _grade_multi,
}


def _grade_one(answer: dict, response: str) -> Score:
    kind = answer.get("type")
    grader = _GRADERS.get(kind)
    if grader is None:
        return Score(None, False, 0.0, f"unknown answer type {kind!r}")
    try:
        return grader(answer, response)
    except bounds.Rejected as exc:
        return Score(exc.text, False, 0.0, f"not evaluated: {exc}")


def grade(answer: dict, response: str | None) -> Score:
    """Grade ``response`` (a raw model output) against ``answer`` (a record's answer object).

    A response the scorer refuses to evaluate (see :mod:`bounds`) is wrong, explained "not evaluated: ..."."""
    if response is None or not str(response).strip():
        return Score(None, False, 0.0, "empty response")
    response = str(response)
    if len(response) > bounds.MAX_RESPONSE_CHARS:
        return Score(None, False, 0.0, f"not evaluated: response too long ({len(response):,} characters; "
                                       f"limit {bounds.MAX_RESPONSE_CHARS:,})")
    try:
        region, where = ex.answer_region(response)
    except ex.CutOffReasoning as exc:
        return Score(None, False, 0.0, f"no answer: {exc} (cut off while reasoning)")
    if not region.strip():
        return Score(None, False, 0.0, f"no answer: nothing {'in the <answer> tag' if where == 'answer tag' else 'after the reasoning'}")
    score = _grade_one(answer, region)
    if where == "answer tag":  # the tag's text is the region, so its "last line" is the tag itself
        score.explanation = score.explanation.replace("on the last line [last_line]", "in the <answer> tag")
    if where != "response":
        score.explanation = f"{where}: {score.explanation}"
    return score
