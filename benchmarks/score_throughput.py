"""Throughput of the rule-based scoring path: builds a synthetic release (default N = 100,000 items)
and a predictions file, then times `dynaforge.scoring.score` end to end and the grading alone.

    python benchmarks/score_throughput.py [--n 100000] [--keep DIR]

Prints predictions/second. No assertions: a measurement, not a test.
"""
from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from dynaforge.hashing import sha256_file

TOPICS = ["algebra", "plane_geometry", "solid_geometry", "arithmetic", "statistics"]
OPTIONS = ["12", "15", "18", "21"]


def answer_for(i: int, rng: random.Random) -> dict:
    kind = i % 5
    if kind in (0, 1, 2):
        return {"type": "number", "value": round(rng.uniform(-500, 500), 4), "tolerance": 0.01}
    if kind == 3:
        return {"type": "choice", "value": "ABCD"[i % 4], "options": OPTIONS}
    return {"type": "multi", "value": [3, 4], "parts": [{"type": "number", "value": 3, "tolerance": 0.01},
                                                        {"type": "number", "value": 4 + i % 3, "tolerance": 0.01}]}


def response_for(answer: dict, i: int, rng: random.Random) -> str:
    style = i % 4
    if answer["type"] == "number":
        v = answer["value"] if rng.random() < 0.7 else answer["value"] * 1.5 + 1
        if style == 0:
            return f"Let me compute step by step. The sides give 3 and 4, so the result is \\boxed{{{v:.3f}}}."
        if style == 1:
            return f"First, 12 + 7 = 19. Then we scale. Therefore the answer is {v:,.2f}."
        if style == 2:
            return json.dumps({"solution": "Using the formula with 2 and 5 ...", "short answer": f"{v:.2f}"})
        return f"After simplifying we obtain approximately {v:.2f} cm"
    if answer["type"] == "choice":
        letter = answer["value"] if rng.random() < 0.7 else "A"
        return [f"The answer is ({letter}).", f"{letter}", f"Looking at the figure, option {letter} is right.",
                f"\\boxed{{{letter}}}"][style]
    return f"(1) \\boxed{{3}} (2) \\boxed{{{4 + i % 2}}}"


def build(root: Path, n: int, k: int = 10) -> Path:
    rng = random.Random(0)
    rows, preds = [], []
    for i in range(n):
        pid, kk = f"prog_{i // k:06d}", i % k
        ans = answer_for(i, rng)
        rows.append({"id": f"{pid}/{kk}", "parent_id": f"{pid}/{kk}", "program_id": pid, "k": kk,
                     "view": "default", "step": 0, "question": "Q?", "answer": json.dumps(ans),
                     "answer_type": ans["type"], "options": ans.get("options", []),
                     "topic": TOPICS[(i // k) % len(TOPICS)], "category": None, "level": "high_school",
                     "difficulty": "easy", "question_type": ans["type"], "concepts": [], "seed": i, "salt": "b"})
        preds.append({"id": f"{pid}/{kk}", "response": response_for(ans, i, rng)})
    shard = root / "release" / "default" / "test-00000-of-00001.parquet"
    shard.parent.mkdir(parents=True)
    pq.write_table(pa.Table.from_pylist(rows), shard)
    manifest = {"name": "bench", "version": "0.0.0", "salt": "b", "seeds_per_program": k,
                "programs": {r["program_id"]: "0" * 64 for r in rows}, "rows": {"default": n},
                "shards": {"default/" + shard.name: sha256_file(shard)}, "excluded": []}
    (root / "release" / "manifest.json").write_text(json.dumps(manifest))  # score verifies the release
    with open(root / "predictions.jsonl", "w", encoding="utf-8") as handle:
        for p in preds:
            handle.write(json.dumps(p) + "\n")
    return root


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=100_000)
    ap.add_argument("--keep", default=None, help="build in this folder and keep it")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from dynaforge.scoring import score
    from dynaforge.scoring.items import load_items
    from dynaforge.scoring.predictions import read_predictions
    from dynaforge.scoring.runner import grade_items

    root = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="dynaforge_bench_"))
    try:
        t0 = time.perf_counter()
        build(root, args.n)
        print(f"built {args.n} items in {time.perf_counter() - t0:.1f}s")
        t0, c0 = time.perf_counter(), time.process_time()
        report = score(root / "release", root / "predictions.jsonl", root / "out")
        total, total_cpu = time.perf_counter() - t0, time.process_time() - c0
        items = load_items(root / "release")
        preds = {p.id: p for p in read_predictions(root / "predictions.jsonl")}
        t0, c0 = time.perf_counter(), time.process_time()
        grade_items(items, preds)
        grading, grading_cpu = time.perf_counter() - t0, time.process_time() - c0
        print(f"score() end to end: {args.n} predictions in {total:.2f}s = {args.n / total:,.0f} predictions/second "
              f"(accuracy {report['accuracy']:.3f}; CPU {total_cpu:.2f}s = {args.n / total_cpu:,.0f}/s)")
        print(f"grading only:       {args.n} predictions in {grading:.2f}s = {args.n / grading:,.0f} predictions/second "
              f"(CPU {grading_cpu:.2f}s = {args.n / grading_cpu:,.0f}/s)")
    finally:
        if not args.keep:
            shutil.rmtree(root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
