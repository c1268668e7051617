"""The dataset card (``README.md``) of a release: YAML configs, features, counts, how to load and score."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import yaml

from ..stats import coverage_markdown
from .rows import CONFIGS, features

CONFIG_TEXT = {
    "default": "one row per variant; `image` is the rendered figure",
    "video": "solid geometry: the 360° orbit video (`video.bytes`, MP4) beside the still image",
    "photo": "MathReal view: the figure as a phone photo of a printed page (conditions and severities 0–3)",
    "subquestions": "WE-MATH view: one-step sub-problems of composite questions (`parent_id`, `step`)",
    "backward": "GeoEval view: one given is masked, the forward answer is stated, the masked value is asked",
    "text_only": "GeoEval view: a text description of the figure replaces the image",
}


def _table(counter: Counter, heading: str) -> str:
    lines = [f"| {heading} | variants |", "| --- | ---: |"]
    lines += [f"| {key} | {n} |" for key, n in sorted(counter.items())]
    return "\n".join(lines)


def _feature_list(config: str) -> str:
    return ", ".join(f"`{name}`" for name in features(config))


def _excluded_programs(excluded: list[dict]) -> str:
    if not excluded:
        return "None."
    lines = ["Seed programs the maintainers left out of this release, with their reasons:", ""]
    return "\n".join(lines + [f"- `{e['program_id']}`: {e['reason']}" for e in excluded])


def _environment(env: dict) -> str:
    packages = ", ".join(f"{name} {version or 'not installed'}" for name, version in env["packages"].items())
    return (f"Built with Python {env['python']} on {env['platform']}, ffmpeg {env['ffmpeg'] or 'not found'}; "
            f"{packages}. Other versions of these may change the bytes of renders and shards.")


def write_card(path: Path, manifest: dict, records: list[dict], rows: dict[str, list], params: dict) -> None:
    version, name = manifest["version"], manifest["name"]
    present = [c for c in CONFIGS if rows.get(c)]
    front = {
        "license": params["release"].get("license", "apache-2.0"),
        "pretty_name": f"{name} {version}",
        "task_categories": ["visual-question-answering"],
        "tags": ["math", "geometry", "dynamic-benchmark", "seed-programs"],
        "configs": [
            {"config_name": c, "data_files": [{"split": "test", "path": f"{c}/test-*.parquet"}],
             **({"default": True} if c == "default" else {})}
            for c in present
        ],
    }
    solid = [r for r in records if r["topic"] == "solid_geometry"]
    lines = [
        "---", yaml.safe_dump(front, sort_keys=False, allow_unicode=True).strip(), "---", "",
        f"# {name} {version}", "",
        f"A dynamic visual-math benchmark: {len(manifest['programs'])} seed programs × "
        f"{manifest['seeds_per_program']} seeds = {len(records)} variants (salt `{manifest['salt']}`). "
        "Every answer was derived twice (the program's answer and an independent `verify`) and agreed.",
        "", "## Configs and views", "", "| config | rows | what it is | features |", "| --- | ---: | --- | --- |",
    ]
    lines += [f"| `{c}` | {len(rows[c])} | {CONFIG_TEXT[c]} | {_feature_list(c)} |" for c in present]
    lines += [
        "", "The `answer` column is JSON: `{type, value, tolerance?, options?, parts?}`; for a choice the "
        "value is the option letter. View rows have their own ids (`<program>/<k>#photo`, `#sub1`, "
        "`#backward`, `#text`, `#video`), so one prediction file can answer every view.",
        "", "## Counts", "", _table(Counter(r["topic"] for r in records), "topic"), "",
        _table(Counter(r["category"] for r in solid), "category (solid geometry)"), "",
        _table(Counter(r["level"] for r in records), "level"), "",
        _table(Counter(r["question_type"] for r in records), "question type"), "",
        "## Coverage of the seed library", "", coverage_markdown([r for r in records if r["k"] == 0]), "",
        "## Load", "", "```python", "from datasets import load_dataset",
        'ds = load_dataset("<this folder or hub id>", "default", split="test")',
        'ds[0]["image"]  # PIL image', 'video = load_dataset("<...>", "video", split="test")[0]["video"]["bytes"]  # MP4',
        "```", "",
        "## Score", "", "Write one JSON line per answered item, `{\"id\": ..., \"response\": <raw model output>}`, then",
        "", "```bash", "dynaforge score --release <this folder or hub id> --predictions preds.jsonl --out report/",
        "```", "",
        "This reports DynaMath average/worst-case accuracy and reasoning robustness, DynaSolidGeo AA/PS/PA, "
        "MathReal acc/acc_strict on the photo view, WE-MATH IK/IG/CM/RM on the sub-questions and "
        "GeoEval backward and text-only accuracy.", "",
        "## Excluded programs", "", _excluded_programs(manifest["excluded_programs"]), "",
        "## Excluded by review", "",
        (f"{len(manifest['excluded'])} variants were rejected by expert review and left out "
         "(listed in `manifest.json`).") if manifest["excluded"] else "None.", "",
        "## Build environment", "", _environment(manifest["build_environment"]), "",
        "Check a copy against `manifest.json` (every shard's sha256) with `dynaforge verify <this folder or hub id>`.", "",
        "## Citation", "", "Built with dynaforge from seed programs in the style of:", "",
        "- DynaMath (Zou et al., ICLR 2025); DynaSolidGeo; MathReal; WE-MATH (Qiao et al.); GeoEval (Zhang et al.).",
        "",
    ]
    Path(path).write_text("\n".join(lines), encoding="utf-8")
