"""The dataset card (``README.md``) of a release: YAML configs, features, counts, how to load and score."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import yaml

from ..scoring.export import lmms_task_names, release_tag, vlmevalkit_names
from ..scoring.prompts import TEMPLATE, templates_markdown
from ..stats import coverage_markdown
from .rows import CONFIGS, features

CONFIG_TEXT = {
    "default": "one row per variant; `image` is the rendered figure",
    "video": "solid geometry: the 360° orbit video (`video.bytes`, MP4) beside the still image",
    "photo": "MathReal view: the figure as a phone photo of a printed page (conditions and severities 0–3)",
    "subquestions": "WE-MATH view: one-step sub-problems of composite questions (`parent_id`, `step`)",
    "backward": "GeoEval view: one given is masked, the forward answer is stated, the masked value is asked",
    "text_only": "GeoEval view: a text description of the figure replaces the image (the question refers to "
                 "\"the description above\", never to a figure)",
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


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _review(review: dict | None, excluded: list[dict]) -> str:
    """The card's "Expert review" section from the manifest's ``review`` block."""
    if not review:
        return "Not recorded."
    views = ", ".join(f"{name} {n}" for name, n in review["views_rejected"].items())
    lines = [
        "| variants | reviewed | accepted | rejected | never reviewed |", "| ---: | ---: | ---: | ---: | ---: |",
        f"| {review['variants']} | {review['reviewed']} | {review['accepted']} | {review['rejected']} | "
        f"{review['never_reviewed']} |", "",
        "Accepted, rejected and never reviewed add up to the variants built; *reviewed* counts variants "
        "with a decision on their current content, *rejected* also counts the variants of a program a "
        "reviewer rejected. Rejected variants are left out of every config"
        + (f"; of the accepted ones, only single views were left out: {views}." if views else "."),
    ]
    if review["stale_decisions"] or review["unknown_decisions"]:
        lines += ["", f"Not applied: {_count(review['stale_decisions'], 'decision')} on content that has changed "
                  f"since it was reviewed, {review['unknown_decisions']} on variants this build does not have."]
    if review["disagreements"] or review["skipped"]:
        lines += ["", f"Reviewers disagreed on {_count(review['disagreements'], 'variant')}; "
                  f"{_count(review['skipped'], 'variant')} skipped by a reviewer."]
    lines += ["", f"Rule: {review['rule']}"]
    if excluded:
        lines += ["", "Left out (the reasons are in `manifest.json`, `excluded`): "
                  + ", ".join(f"`{e['id']}`" + (f" ({', '.join(e['views'])})" if e.get("views") else "")
                              for e in excluded[:50]) + (", ..." if len(excluded) > 50 else "") + "."]
    return "\n".join(lines)


def _environment(env: dict) -> str:
    packages = ", ".join(f"{name} {version or 'not installed'}" for name, version in env["packages"].items())
    return (f"Built with Python {env['python']} on {env['platform']}, ffmpeg {env['ffmpeg'] or 'not found'}; "
            f"{packages}. Other versions of these may change the bytes of renders and shards.")


def _freshness(overlap: dict | None) -> str:
    """What the release shares with earlier ones (manifest ``overlap``), as the card says it."""
    if not overlap:
        return "Not measured."
    out = []
    if overlap["revises"]:
        out.append(f"This version **revises {overlap['revises']}**: it is built with the same salt, so the "
                   "variants of every program the two share are that release's (e.g. after review), not "
                   "fresh ones; only programs new in this version are fresh.")
    if not overlap["against"]:
        out.append("No earlier release was found to compare with (local `data/releases/*` and "
                   "`overlap.compare_with` in params.yaml).")
    for other, o in overlap["against"].items():
        note = " (the release this one revises)" if o["revised"] else ""
        out.append(f"- {o['either']} of {o['variants']} variants ({o['share']:.1%}) also appear in {other}{note}: "
                   f"{o['text']} with the same question and answer, {o['image']} with a near-identical figure.")
        if o["repeaters"] and not o["revised"]:
            out.append("  Programs that repeat most: " + ", ".join(
                f"{r['program_id']} ({r['either']}/{r['variants']})" for r in o["repeaters"][:10]) + ".")
    out.append(f"Same figure: perceptual hash ({overlap['image_hash']}, imagehash) within "
               f"{overlap['image_max_distance']} bits, compared within a program; `dynaforge overlap NEW OLD` "
               "recomputes this for any two releases.")
    return "\n".join(out)


ANSWER_FORMATS = [
    "| `answer_type` | `answer` (a JSON string: `json.loads(row[\"answer\"])`) | graded as |",
    "| --- | --- | --- |",
    '| `number` | `{"type": "number", "value": 3.25, "tolerance": 0.01}` | within the relative tolerance '
    "(default 1 %), `abs()` on both sides; fractions, `\\frac`, `\\sqrt`, π, % and durations are read |",
    '| `choice` | `{"type": "choice", "value": "B", "options": ["...", "..."]}` | the option letter; two '
    "letters as alternatives (a hedge) is wrong |",
    '| `expression` | `{"type": "expression", "value": "2*x + 1"}` | symbolic equivalence (sympy) |',
    '| `text` | `{"type": "text", "value": "parallel"}` | normalised match (case, articles, punctuation); '
    "negations never match |",
    '| `multi` | `{"type": "multi", "value": [...], "parts": [{...}, {...}]}` | each part by its own type; '
    "partial credit = share of parts right, correct only if all are |",
]


def consumer_markdown(version, present: list[str]) -> list[str]:
    """The card's consumer section: install, load, the prompt, answer formats, scoring, rules."""
    tasks = lmms_task_names(version)
    vlm = vlmevalkit_names(version)
    group = f"dynaforge_{release_tag(version)}"
    return [
        "## Use it", "",
        "### Install", "", "```bash",
        "pip install datasets            # to load the dataset",
        "pip install dynaforge           # the scorer (`dynaforge score`) and the harness exports",
        "```", "",
        "### Load", "", "```python", "import json", "from datasets import load_dataset", "",
        'ds = load_dataset("<this folder or hub id>", "default", split="test")',
        'row = ds[0]; row["image"]            # PIL image',
        'answer = json.loads(row["answer"])  # `answer` is a JSON string: {type, value, tolerance?, options?, parts?}',
        'video = load_dataset("<...>", "video", split="test")[0]["video"]["bytes"]  # MP4 bytes (no torch needed)',
        "```", "",
        "### The prompt", "",
        "Give the model the row's media (`image`; `video` for the video config; nothing for `text_only`) and "
        f"this text: `{TEMPLATE.replace(chr(10), chr(92) + 'n')}`, where `question` is the row's `question` "
        "column (for a choice it already lists the options as `A. ...`) and the instruction depends on "
        "`answer_type` (for `multi`, `{n}` is `len(answer[\"parts\"])`):", "",
        templates_markdown(), "",
        "The final answer in `\\boxed{}` is what the scorer reads first. In Python: "
        "`dynaforge.scoring.prompts.row_prompt(row)`. Every harness export uses this prompt.", "",
        "### Answer formats", "", *ANSWER_FORMATS, "",
        "For a choice the options are also in the `options` column, and the value is the letter (`A`, `B`, ...).", "",
        "### Score", "",
        "Write one JSON line per answered item, `{\"id\": row[\"id\"], \"response\": <raw model output>}`, then", "",
        "```bash",
        "dynaforge score --release <this folder or hub id> --predictions preds.jsonl --out report/",
        "dynaforge score --release <...> --predictions preds.jsonl --out report/ --answered-only  # a subset (--limit)",
        "```", "",
        "`dynaforge score` is the reference grade. It extracts the final answer (last `\\boxed{}`, else "
        "DynaMath's JSON `short answer`, else an answer phrase such as \"the answer is\" / \"答案是\", else "
        "the end of the response) and matches it by type as in the table above; the rules, each with its "
        "test, are in dynaforge's `docs/scoring.md` (report.json records `rules_version`). It reports "
        "DynaMath average/worst-case accuracy and reasoning robustness, DynaSolidGeo AA/PS/PA, MathReal "
        "acc/acc_strict on the photo view, WE-MATH IK/IG/CM/RM on the sub-questions and GeoEval backward "
        "and text-only accuracy.", "",
        "### In an evaluation harness", "",
        "```bash",
        f"dynaforge export lmms-eval --release <...> --out tasks/ --views all   # lmms-eval: --include_path tasks/ --tasks {group}",
        "dynaforge export vlmevalkit --release <...> --out $LMUData --views all  # VLMEvalKit: run.py --data <names> --mode infer",
        "dynaforge export inspect --release <...> --out tasks/ --views all     # inspect eval tasks/<module>.py",
        "```", "",
        f"lmms-eval task names: {', '.join(f'`{tasks[c]}`' for c in present)} (group `{group}`); lmms-eval "
        "and inspect_ai grade with dynaforge's grader in the harness. VLMEvalKit datasets: "
        f"`{vlm[('default', 'MCQ')]}` (choice items), `{vlm[('default', 'OpenEnded')]}` (the others) and the "
        "same per view; score their predictions with `dynaforge score --predictions <output folder>`. "
        "See dynaforge's `docs/harnesses.md`.", "",
    ]


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
        "", "The `answer` column is a JSON string (`json.loads` it): `{type, value, tolerance?, options?, "
        "parts?}`; for a choice the value is the option letter. View rows have their own ids (`<program>/<k>#photo`, `#sub1`, "
        "`#backward`, `#text`, `#video`), so one prediction file can answer every view.",
        "", *consumer_markdown(version, present),
        "## Counts", "", _table(Counter(r["topic"] for r in records), "topic"), "",
        _table(Counter(r["category"] for r in solid), "category (solid geometry)"), "",
        _table(Counter(r["level"] for r in records), "level"), "",
        _table(Counter(r["difficulty_level"] for r in records), "difficulty level"), "",
        _table(Counter(r["question_type"] for r in records), "question type"), "",
        "## Coverage of the seed library", "", coverage_markdown(_programs_of(records)), "",
        "## Changes in this version", "", (manifest.get("notes") or "No notes for this version.").strip(), "",
        "## Freshness", "", _freshness(manifest.get("overlap")), "",
        "## What was excluded and why", "",
        "### Excluded programs", "", _excluded_programs(manifest["excluded_programs"]), "",
        "### Expert review", "", _review(manifest.get("review"), manifest["excluded"]), "",
        "## Build environment", "", _environment(manifest["build_environment"]), "",
        "Check a copy against `manifest.json` (every shard's sha256) with `dynaforge verify <this folder or hub id>`.", "",
        "## Citation", "", "Built with dynaforge from seed programs in the style of:", "",
        "- DynaMath (Zou et al., ICLR 2025); DynaSolidGeo; MathReal; WE-MATH (Qiao et al.); GeoEval (Zhang et al.).",
        "",
    ]
    Path(path).write_text("\n".join(lines), encoding="utf-8")


def _programs_of(records: list[dict]) -> list[dict]:
    """One metadata dict per program (from its first variant) with the difficulty levels released."""
    levels: dict[str, set[str]] = {}
    first: dict[str, dict] = {}
    for r in records:
        levels.setdefault(r["program_id"], set()).add(r["difficulty_level"])
        first.setdefault(r["program_id"], r)
    return [dict(first[p], difficulty_levels=sorted(levels[p])) for p in sorted(first)]
