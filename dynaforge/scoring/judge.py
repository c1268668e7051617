"""Process judging for DynaSolidGeo's PS / PA: an LLM judge behind an OpenAI-compatible endpoint.

For every prediction whose item has a reference reasoning chain and whose final answer is correct,
the judge gets the question, the reference reasoning, the reference answer and the response, and
returns a score in [0, 1] (>= 0.75 only if all three of the paper's criteria hold). Wrong answers
are not sent: their process score is 0 by definition (the scorer applies it).

Output: our predictions JSONL (id, response, process_score when judged), so it can be scored as-is.
Resumable: judged lines are appended to ``<out>.partial`` as they arrive (flushed per line) and
skipped on a rerun; the final file is written sorted by id, atomically, and the partial removed.
"""
from __future__ import annotations

import json
import os
import re
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

from .items import DynaforgeInputError, _id_key, export_index, load_items, resolve_release
from .match import grade
from .predictions import read_predictions, resolve_ids

SYSTEM_PROMPT = (
    "You are a strict grader of solid-geometry solutions. You judge the reasoning process, "
    "not only the final answer."
)

JUDGE_TEMPLATE = """Judge the model's reasoning process for the problem below against the reference reasoning.

Criteria (DynaSolidGeo):
1. Logical alignment: a coherent derivation whose steps consistently lead to the stated result, with matching variables/units and no unjustified jumps to conclusions.
2. No extraneous information: it does not rely on unseen quantities or unsupported facts as essential premises (standard geometric axioms and theorems are allowed).
3. Use of key dependencies: it explicitly invokes the key geometric relations of the problem (parallelism, similarity, perpendicularity, collinearity, ratios, angle constraints) instead of skipping them and merely reporting the result.

Scoring: a score between 0.75 and 1 if ALL criteria are met; a score above 0 and below 0.75 otherwise.

[Problem]
{question}

[Reference reasoning]
{reasoning}

[Reference answer]
{answer}

[Model response]
{response}

Reply with the score only, as <score>x</score> where x is a number between 0 and 1."""

_SCORE_RE = re.compile(r"<score>\s*([0-9]*\.?[0-9]+)\s*</score>", re.I)
_NUM_RE = re.compile(r"(?<![\d.])(0(?:\.\d+)?|1(?:\.0+)?|\.\d+)(?![\d.])")


def build_prompt(item, response: str) -> str:
    from dynaforge.answer_json import display

    steps = "\n".join(f"{i}. {s}" for i, s in enumerate(item.reasoning or [], 1))
    return JUDGE_TEMPLATE.format(question=item.question, reasoning=steps, answer=display(item.answer),
                                 response=response)


def parse_judge_score(text: str) -> float | None:
    """The score in a judge reply: <score>x</score>, else a lone number in [0, 1]."""
    m = _SCORE_RE.search(text or "")
    if m is None:
        nums = _NUM_RE.findall(text or "")
        if len(nums) != 1:
            return None
        value = float(nums[0])
    else:
        value = float(m.group(1))
    return min(1.0, max(0.0, value))


def call_endpoint(base_url: str, model: str, prompt: str, api_key: str | None, timeout: float = 60.0,
                  retries: int = 3) -> str:
    """POST {base_url}/chat/completions; returns the reply text. Retries 429/5xx/network errors."""
    url = base_url.rstrip("/") + "/chat/completions"
    body = json.dumps({"model": model, "temperature": 0,
                       "messages": [{"role": "system", "content": SYSTEM_PROMPT},
                                    {"role": "user", "content": prompt}]}).encode()
    headers = {"Content-Type": "application/json"}
    if api_key:
        headers["Authorization"] = f"Bearer {api_key}"
    last = None
    for attempt in range(retries + 1):
        try:
            req = urllib.request.Request(url, data=body, headers=headers, method="POST")
            with urllib.request.urlopen(req, timeout=timeout) as resp:
                data = json.loads(resp.read().decode("utf-8"))
            return data["choices"][0]["message"]["content"] or ""
        except urllib.error.HTTPError as exc:
            last = exc
            if exc.code not in (408, 429) and exc.code < 500:
                raise
        except (urllib.error.URLError, TimeoutError, ConnectionError) as exc:
            last = exc
        if attempt < retries:
            time.sleep(min(8.0, 0.2 * 2 ** attempt))
    raise last  # type: ignore[misc]


def _read_done(path: Path) -> dict[str, dict]:
    done = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                obj = json.loads(line)
            except json.JSONDecodeError:
                continue  # a line cut by a crash
            if isinstance(obj, dict) and obj.get("process_score") is not None:
                done[obj["id"]] = obj
    return done


CHECKPOINT_EVERY = 20  # judged items between rewrites of OUT.partial (what a resumed run skips)


def judge(release, predictions, out, base_url: str, model: str, api_key_env: str = "OPENAI_API_KEY",
          concurrency: int = 4, timeout: float = 60.0, retries: int = 3, progress=None) -> dict:
    """Judge the process of every correct answer that has a reference reasoning; write ``out``."""
    if concurrency < 1:
        raise DynaforgeInputError("--concurrency must be at least 1")
    root = resolve_release(release)
    items = load_items(root)
    by_id = {it.id: it for it in items}
    index = {i: item_id for item_id, i in export_index(items).items()}
    preds = resolve_ids(read_predictions(predictions), set(by_id), index)
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    partial = out.with_name(out.name + ".partial")
    done = {**_read_done(out), **_read_done(partial)}
    api_key = os.environ.get(api_key_env) if api_key_env else None

    todo = []
    for p in preds:
        item = by_id[p.id]
        if not item.reasoning or p.id in done or p.process_score is not None:
            continue
        if grade(item.answer, p.response).correct:
            todo.append(p)
    lock = threading.Lock()
    failures: list[str] = []

    def work(p):
        reply = call_endpoint(base_url, model, build_prompt(by_id[p.id], p.response), api_key, timeout, retries)
        return p, reply

    fresh: list[dict] = []

    def checkpoint() -> None:
        """Rewrite the partial file atomically (no append: a rerun never duplicates lines)."""
        tmp = partial.with_name(partial.name + ".tmp")
        tmp.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in done.values()), encoding="utf-8")
        tmp.replace(partial)

    with ThreadPoolExecutor(max_workers=concurrency) as pool:
        futures = [pool.submit(work, p) for p in todo]
        for fut in as_completed(futures):
            try:
                p, reply = fut.result()
            except Exception as exc:  # noqa: BLE001 - keep going, report at the end
                failures.append(f"{type(exc).__name__}: {exc}")
                continue
            value = parse_judge_score(reply)
            if value is None:
                failures.append(f"unparsable judge reply: {reply[:80]!r}")
                continue
            rec = {"id": p.id, "response": p.response, "process_score": value}
            with lock:
                done[p.id] = rec
                fresh.append(rec)
                if len(fresh) % CHECKPOINT_EVERY == 0:
                    checkpoint()
            if progress:
                progress(len(done))
    if fresh:
        checkpoint()
    rows = []
    for p in preds:
        if p.id in done:
            rows.append({"id": p.id, "response": p.response, "process_score": done[p.id]["process_score"]})
        else:
            row = {"id": p.id, "response": p.response}
            if p.process_score is not None:
                row["process_score"] = p.process_score
            rows.append(row)
    rows.sort(key=lambda r: _id_key(r["id"]))
    tmp = out.with_name(out.name + ".tmp")
    tmp.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    tmp.replace(out)
    if not failures:
        partial.unlink(missing_ok=True)
    return {"judged": len(done), "requested": len(todo), "failed": len(failures), "failures": failures[:5],
            "out": str(out)}
