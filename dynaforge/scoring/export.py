"""Exports for the evaluation harnesses people already run, so that predictions come back scorable.

- VLMEvalKit: a custom-dataset TSV (index, image as base64, question, answer, A/B/C/... option
  columns) plus our ``id`` and taxonomy columns, which VLMEvalKit copies into its prediction file.
  ``index`` is the item's position in the whole release (view order, then id), so a prediction
  file with only ``index`` and ``prediction`` still maps back.
- lmms-eval: one task YAML per view plus ``utils.py``; ``process_results`` returns
  ``{"dynaforge": {"id", "response"}}`` so every ``--log_samples`` line carries our id.
"""
from __future__ import annotations

import base64
import csv
import json
from pathlib import Path

from dynaforge.sdk.answers import LETTERS, display

from .items import CONFIG_VIEWS, VIEW_NAMES, DynaforgeInputError, export_index, load_items, release_configs, resolve_release


def _views(views) -> list[str]:
    if views is None:
        return ["default"]
    if isinstance(views, str):
        views = [v.strip() for v in views.split(",") if v.strip()]
    out = []
    for v in views:
        if v not in VIEW_NAMES:
            raise DynaforgeInputError(f"unknown view {v!r}")
        out.append(VIEW_NAMES[v])
    return out


def _images(root: Path, config: str) -> dict[str, bytes]:
    import pyarrow.parquet as pq

    out = {}
    for shard in release_configs(root).get(config, []):
        if "image" not in pq.read_schema(shard).names:
            continue
        table = pq.read_table(shard, columns=["id", "image"])
        for rid, img in zip(table.column("id").to_pylist(), table.column("image").to_pylist()):
            if img and img.get("bytes"):
                out[rid] = img["bytes"]
    return out


def export_vlmevalkit(release, out, views=None) -> Path:
    """Write a VLMEvalKit custom-dataset TSV for ``views`` (default: the default view)."""
    root = resolve_release(release)
    items = load_items(root)
    index = export_index(items)
    chosen = _views(views)
    rows = [it for it in items if it.view in chosen]
    if not rows:
        raise DynaforgeInputError(f"the release has no items in views {', '.join(chosen)}")
    n_opts = max([len(it.answer.get("options") or []) for it in rows] + [0])
    letters = list(LETTERS[:n_opts])
    images: dict[str, bytes] = {}
    for config, view in CONFIG_VIEWS.items():
        if view in chosen:
            images.update(_images(root, config))
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    header = ["index", "id", "image", "question", "answer", *letters, "answer_type", "view", "topic",
              "category", "level"]
    with open(out, "w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, delimiter="\t", quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
        writer.writerow(header)
        for it in rows:
            opts = [str(o) for o in it.answer.get("options") or []]
            answer = it.answer["value"] if it.answer["type"] == "choice" else display(it.answer)
            img = images.get(it.id)
            writer.writerow([index[it.id], it.id, base64.b64encode(img).decode("ascii") if img else "",
                             it.question, answer, *(opts + [""] * (n_opts - len(opts))), it.answer["type"],
                             it.view, it.topic or "", it.category or "", it.level or ""])
    return out


LMMS_UTILS = '''"""lmms-eval hooks for a dynaforge release (written by `dynaforge export lmms-eval`)."""
import os
import tempfile

POST_PROMPT = "\\nSolve the problem and put the final answer in \\\\boxed{}."


def doc_to_visual(doc):
    if doc.get("video") is not None:  # orbit video: bytes -> a temporary mp4 path
        video = doc["video"]
        data = video.get("bytes") if isinstance(video, dict) else video
        path = os.path.join(tempfile.gettempdir(), "dynaforge_" + doc["id"].replace("/", "_").replace("#", "_") + ".mp4")
        if not os.path.exists(path):
            with open(path, "wb") as handle:
                handle.write(data)
        return [path]
    image = doc.get("image")
    if image is None:
        return []
    if isinstance(image, dict):  # parquet read without the Image feature: {"bytes", "path"}
        import io

        from PIL import Image

        image = Image.open(io.BytesIO(image["bytes"]))
    return [image.convert("RGB")]


def doc_to_text(doc, lmms_eval_specific_kwargs=None):
    kwargs = lmms_eval_specific_kwargs or {}
    return kwargs.get("pre_prompt", "") + doc["question"] + kwargs.get("post_prompt", POST_PROMPT)


def doc_to_target(doc):
    return doc["answer"]


def process_results(doc, results):
    response = results[0] if results else ""
    return {"dynaforge": {"id": doc["id"], "response": response}}


def aggregate(results):
    """Grading happens in `dynaforge score`; lmms-eval only reports how many items were answered."""
    return len(results)
'''


def export_lmms_eval(release, out_dir, views=None, dataset_path: str | None = None) -> list[Path]:
    """Write ``dynaforge_<view>.yaml`` task files and ``utils.py`` into ``out_dir``.

    ``dataset_path``: what the YAML loads (default: the release's absolute local path; pass a hub id
    to load from the Hub instead)."""
    root = resolve_release(release)
    configs = release_configs(root)
    chosen = _views(views)
    manifest = {}
    try:
        manifest = json.loads((root / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        pass
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for config, view in CONFIG_VIEWS.items():
        if view not in chosen:
            continue
        if config not in configs:
            raise DynaforgeInputError(f"the release has no {config!r} config")
        task = f"dynaforge_{config}"
        yaml_text = "\n".join([
            f"task: {task}",
            f"dataset_path: {json.dumps(dataset_path or str(root.resolve()))}",
            f"dataset_name: {config}",
            "test_split: test",
            "output_type: generate_until",
            "doc_to_visual: !function utils.doc_to_visual",
            "doc_to_text: !function utils.doc_to_text",
            "doc_to_target: !function utils.doc_to_target",
            "generation_kwargs:",
            "  max_new_tokens: 2048",
            "  temperature: 0",
            "  do_sample: false",
            "process_results: !function utils.process_results",
            "metric_list:",
            "  - metric: dynaforge",
            "    aggregation: !function utils.aggregate",
            "    higher_is_better: true",
            "metadata:",
            "  version: 0.0",
            f"  release_version: {json.dumps(str(manifest.get('version')))}",
            "",
        ])
        path = out_dir / f"{task}.yaml"
        path.write_text(yaml_text, encoding="utf-8")
        written.append(path)
    utils = out_dir / "utils.py"
    utils.write_text(LMMS_UTILS, encoding="utf-8")
    written.append(utils)
    return written
