"""Tiny release folders for the scorer's tests, written with pyarrow per the release contract
(a schema-valid manifest with every shard's sha256, so they pass `dynaforge verify`)."""
from __future__ import annotations

import json
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from dynaforge.hashing import sha256_file

def _png() -> bytes:
    import io

    from PIL import Image

    buf = io.BytesIO()
    Image.new("RGB", (1, 1), (255, 255, 255)).save(buf, format="PNG")
    return buf.getvalue()


PNG = _png()  # a 1x1 white PNG

CONFIG_OF_VIEW = {"default": "default", "video": "video", "photo": "photo", "subquestion": "subquestions",
                  "backward": "backward", "text_only": "text_only"}
SUFFIX = {"default": "", "video": "#video", "photo": "#photo", "backward": "#backward", "text_only": "#text"}


def num(value, tolerance=0.01):
    return {"type": "number", "value": value, "tolerance": tolerance}


def choice(letter, options):
    return {"type": "choice", "value": letter, "options": list(options)}


def multi(*parts):
    return {"type": "multi", "value": [p["value"] for p in parts], "parts": list(parts)}


def program(pid, topic="algebra", level="high_school", category=None, k=3, answer=None, subquestions=None,
            views=(), reasoning=None):
    """A program spec: ``answer(k) -> answer dict`` (default: number 10+k); ``subquestions(k) -> [answer]``;
    ``views``: extra views among video, photo, backward, text_only."""
    return {"id": pid, "topic": topic, "level": level, "category": category, "k": k,
            "answer": answer or (lambda kk: num(10 + kk)), "subquestions": subquestions,
            "views": tuple(views), "reasoning": reasoning}


def _row(spec, k, view, answer, step=0, suffix=None):
    parent = f"{spec['id']}/{k}"
    rid = parent + (SUFFIX[view] if suffix is None else suffix)
    row = {
        "id": rid, "parent_id": parent, "program_id": spec["id"], "k": k, "view": view, "step": step,
        "question": f"Question of {rid}?", "answer": json.dumps(answer), "answer_type": answer["type"],
        "options": list(answer.get("options") or []), "topic": spec["topic"], "category": spec["category"],
        "level": spec["level"], "difficulty": "easy", "question_type": "numeric" if answer["type"] == "number" else answer["type"],
        "concepts": ["algebra/linear/solve"], "seed": 1000 + k, "salt": "test",
    }
    if view != "text_only":
        row["image"] = {"bytes": PNG, "path": f"{rid.replace('/', '_')}.png"}
    if view in ("default", "video"):
        row["reasoning"] = list(spec["reasoning"] or (["Step one.", "Step two."] if spec["category"] else []))
    if view == "default":
        row["description"] = f"A figure for {parent}."
    if view == "video":
        row["video"] = {"bytes": b"\x00\x00\x00\x18ftypmp42", "path": f"{rid.replace('/', '_')}.mp4"}
    if view == "photo":
        row["photo_conditions"] = json.dumps({"blur": 1})
    if view == "backward":
        row["masked_param"] = "a"
    if view == "subquestion":
        row["concept"] = "algebra/linear/solve"
    return row


def make_release(root: Path, programs: list[dict], version: str = "0.0.1") -> Path:
    root = Path(root)
    rows: dict[str, list[dict]] = {}
    for spec in programs:
        for k in range(spec["k"]):
            ans = spec["answer"](k)
            rows.setdefault("default", []).append(_row(spec, k, "default", ans))
            for view in spec["views"]:
                rows.setdefault(CONFIG_OF_VIEW[view], []).append(_row(spec, k, view, ans))
            if spec["subquestions"]:
                for step, sub in enumerate(spec["subquestions"](k), 1):
                    rows.setdefault("subquestions", []).append(
                        _row(spec, k, "subquestion", sub, step=step, suffix=f"#sub{step}"))
    manifest = {"name": "test", "version": version, "salt": "test",
                "seeds_per_program": max(p["k"] for p in programs),
                "programs": {p["id"]: "0" * 64 for p in programs}, "rows": {}, "shards": {}, "excluded": []}
    for config, rs in rows.items():
        (root / config).mkdir(parents=True, exist_ok=True)
        rs.sort(key=lambda r: r["id"])
        table = pa.Table.from_pylist(rs)
        path = root / config / "test-00000-of-00001.parquet"
        pq.write_table(table, path)
        manifest["rows"][config] = len(rs)
        manifest["shards"][f"{config}/{path.name}"] = sha256_file(path)
    (root / "manifest.json").write_text(json.dumps(manifest, indent=1))
    configs = "\n".join(f"- config_name: {c}\n  data_files:\n  - split: test\n    path: {c}/*.parquet" for c in rows)
    (root / "README.md").write_text(f"---\nconfigs:\n{configs}\n---\n# test release\n")
    return root


def write_jsonl(path: Path, preds: list[dict]) -> Path:
    path.write_text("".join(json.dumps(p) + "\n" for p in preds))
    return path


def oracle_preds(root: Path, views=None) -> list[dict]:
    from dynaforge.scoring.items import load_items
    from dynaforge.scoring.oracle import oracle_response

    return [{"id": it.id, "response": oracle_response(it.answer), "process_score": 1.0}
            for it in load_items(root, views)]


def full_release(root: Path) -> Path:
    """Every view and answer type: 2D programs, a solid program with video, photo (multi), WE-MATH."""
    return make_release(root, [
        program("lines", topic="algebra", level="high_school",
                subquestions=lambda k: [num(1 + k), num(2 + k)], views=("photo", "backward", "text_only")),
        program("pick", topic="plane_geometry", level="elementary",
                answer=lambda k: choice("ABC"[k % 3], ["5", "25", "125"]), views=("text_only",)),
        program("expr", topic="analytic_geometry", level="undergraduate",
                answer=lambda k: {"type": "expression", "value": f"{k + 2}*x + 1"}),
        program("shape", topic="plane_geometry", level="elementary",
                answer=lambda k: {"type": "text", "value": ["isosceles", "scalene", "equilateral"][k]}),
        program("pair", topic="arithmetic", level="elementary",
                answer=lambda k: multi(num(3 + k), num(-0.5)), views=("photo",)),
        program("cube", topic="solid_geometry", level="high_school", category="volume",
                answer=lambda k: num(8 * (k + 1) ** 3), views=("video",),
                subquestions=lambda k: [num(2 * (k + 1))]),
        program("angle3d", topic="solid_geometry", level="competition", category="angle",
                answer=lambda k: num(30 + 15 * k)),
    ])
