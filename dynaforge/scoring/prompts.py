"""The prompt a model gets for a release row: one template per answer type, defined here only.

Every export (lmms-eval, VLMEvalKit, inspect_ai), the dataset card and docs/harnesses.md use these
functions, so a model gets the same prompt in every harness::

    <question>            the row's `question` column (for a choice: with "Choices:\\nA. ...")
    <blank line>
    <instruction>         INSTRUCTIONS[answer_type] (multi: with the number of parts)

Shaped by the source papers: DynaMath states the answer type in the question ("Answer the question
with a floating-point number") and asks for a step-by-step solution before a short answer; MathReal
extracts the final answer after "final answer" / "the answer is" and separates several answers;
DynaSolidGeo asks for the reasoning, then a final answer, and grades numbers with a relative
tolerance. The final answer goes in ``\\boxed{}``: the first thing dynaforge's extractor reads
(docs/scoring.md, Extraction), unambiguous after a long chain of thought, and what reasoning
models already emit.
"""
from __future__ import annotations

import json

from dynaforge.answer_json import LETTERS

PROMPT_VERSION = 1

_THINK = "Think step by step, then give the final answer"
INSTRUCTIONS = {
    "number": _THINK + (" as a single number (an integer, a decimal or a fraction; no units) inside "
                        "\\boxed{}, e.g. \\boxed{3.25}."),
    "choice": _THINK + " as the letter of the one correct option inside \\boxed{}, e.g. \\boxed{B}.",
    "expression": _THINK + (" as a mathematical expression inside \\boxed{}, e.g. \\boxed{2x + 1} or "
                            "\\boxed{\\frac{\\sqrt{3}}{2}}."),
    "text": _THINK + " as a short word or phrase inside \\boxed{}, e.g. \\boxed{parallel}.",
    "multi": ("The question has {n} parts, (1) to ({n}). " + _THINK + " of each part in its own \\boxed{}, "
              "in order: \\boxed{answer to (1)} \\boxed{answer to (2)} ..."),
}
TEMPLATE = "{question}\n\n{instruction}"
CHOICES_HEADER = "Choices:"


def choices_block(options) -> str:
    """The lettered options as the release's question text lists them."""
    return CHOICES_HEADER + "\n" + "\n".join(f"{LETTERS[i]}. {opt}" for i, opt in enumerate(options))


def question_text(question: str, answer: dict) -> str:
    """The release's ``question`` column: the question, and for a choice its lettered options."""
    if answer["type"] != "choice":
        return question
    return question + "\n" + choices_block(answer["options"])


def strip_choices(question: str, options) -> str:
    """The question without its lettered options (inverse of :func:`question_text`), for
    harnesses that list the options themselves (VLMEvalKit's MCQ datasets)."""
    block = "\n" + choices_block(options)
    return question[: -len(block)] if options and question.endswith(block) else question


def _parts(answer) -> int:
    if isinstance(answer, str):
        answer = json.loads(answer)
    return len(answer.get("parts") or []) if isinstance(answer, dict) else 0


def instruction(answer_type: str, n_parts: int = 2) -> str:
    """The answer-format instruction for ``answer_type`` (``n_parts``: for a multi-part answer)."""
    if answer_type not in INSTRUCTIONS:
        raise ValueError(f"unknown answer type {answer_type!r} (known: {', '.join(INSTRUCTIONS)})")
    text = INSTRUCTIONS[answer_type]
    return text.replace("{n}", str(n_parts))


def build_prompt(question: str, answer) -> str:
    """The full prompt for a row: its ``question`` column and its ``answer`` (dict or the
    release's JSON string)."""
    if isinstance(answer, str):
        answer = json.loads(answer)
    return TEMPLATE.format(question=question, instruction=instruction(answer["type"], _parts(answer)))


def row_prompt(row) -> str:
    """The full prompt for a release row (a dict with ``question`` and ``answer``)."""
    return build_prompt(row["question"], row["answer"])


def templates_markdown() -> str:
    """The templates as a Markdown table (dataset card, docs)."""
    lines = ["| answer type | instruction appended after a blank line |", "| --- | --- |"]
    for kind in INSTRUCTIONS:
        text = INSTRUCTIONS[kind]
        escaped = text.replace("|", "\\|")
        lines.append(f"| `{kind}` | {escaped} |")
    return "\n".join(lines)
