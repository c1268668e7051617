"""Oracle responses: model-like outputs built from a record's own answer, which must grade 1.0."""
from __future__ import annotations

import json


def _value_text(answer: dict) -> str:
    kind = answer["type"]
    if kind == "number":
        v = answer["value"]
        return repr(int(v)) if float(v) == int(v) and abs(v) < 2**53 else repr(float(v))
    return str(answer["value"])


def oracle_response(answer: dict) -> str:
    """A response a careful model would give: the answer stated the way the scorer expects.

    number / expression / text: "... so the answer is \\boxed{<value>}";
    choice: "The answer is <letter>." (plus the option text);
    multi: one \\boxed{} per part, in order.
    """
    kind = answer["type"]
    if kind == "choice":
        letter = str(answer["value"])
        return f"Comparing the options, the answer is {letter}."
    if kind == "multi":
        parts = answer.get("parts") or []
        boxes = " ".join(f"({i + 1}) \\boxed{{{_value_text(p)}}}" for i, p in enumerate(parts))
        return f"Working through each part: {boxes}"
    return f"Working it out step by step, so the answer is \\boxed{{{_value_text(answer)}}}"


def oracle_predictions(rows) -> list[dict]:
    """Predictions (our JSONL form) that answer every row of a release correctly."""
    out = []
    for row in rows:
        answer = row["answer"] if isinstance(row["answer"], dict) else json.loads(row["answer"])
        out.append({"id": row["id"], "response": oracle_response(answer), "process_score": 1.0})
    return out
