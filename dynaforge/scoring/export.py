"""Exports for the evaluation harnesses people already run; every one uses the prompt of
:mod:`dynaforge.scoring.prompts` and grades with :func:`dynaforge.scoring.match.grade`.

- VLMEvalKit (``dynaforge export vlmevalkit``): custom-dataset TSVs for ``$LMUData/<name>.tsv``,
  one per view and kind, because VLMEvalKit picks the dataset class per file from its columns and
  name: ``<Name>_<view>_MCQ.tsv`` (choice items: bare question + ``A``, ``B``, ... columns, options
  listed once by VLMEvalKit) and ``<Name>_<view>_OpenEnded.tsv`` (every other item: the full prompt
  as ``question``, no option columns; "OpenEnded" in the name makes VLMEvalKit treat it as VQA, so
  models do not add their multiple-choice wording). Text-only items have no ``image`` column
  (choice items only: VLMEvalKit has no custom open-ended text dataset); video items are left out
  (VLMEvalKit's custom datasets are image or text only). ``index`` is the item's position in the
  whole release, so every file's predictions map back; ``id`` is carried through as well.
- lmms-eval (``dynaforge export lmms-eval``): a task YAML per view plus a group YAML and
  ``utils.py``; ``process_results`` grades with dynaforge's grader and the metrics aggregate to
  dynaforge's accuracy (and DynaMath average / worst case / reasoning robustness on the default view).
- inspect_ai (``dynaforge export inspect``): a task module ``dynaforge_tasks.py`` for ``inspect eval``.
"""
from __future__ import annotations

import base64
import csv
import json
import os
import re
from pathlib import Path

from dynaforge.answer_json import LETTERS, display

from .items import CONFIG_VIEWS, VIEW_NAMES, DynaforgeInputError, export_index, load_items, release_configs, resolve_release
from .prompts import build_prompt, strip_choices


def _views(views) -> list[str]:
    if views is None:
        return ["default"]
    if isinstance(views, str):
        if views.strip() == "all":
            return list(CONFIG_VIEWS.values())
        views = [v.strip() for v in views.split(",") if v.strip()]
    out = []
    for v in views:
        if v not in VIEW_NAMES:
            raise DynaforgeInputError(f"unknown view {v!r}")
        out.append(VIEW_NAMES[v])
    return out


def _manifest(root: Path) -> dict:
    try:
        return json.loads((root / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def release_tag(version) -> str:
    """A release version as it appears in harness task/dataset names: ``0.5.0`` -> ``v0_5_0``."""
    return "v" + re.sub(r"[^0-9A-Za-z]+", "_", str(version or "unversioned")).strip("_")


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


# ------------------------------------------------------------------------------------------ VLMEvalKit

VLM_EXTRA = ["id", "answer_type", "view", "topic", "solid_category", "level"]


def vlmevalkit_names(version, name: str = "DynaForge") -> dict[tuple[str, str], str]:
    """(view, "MCQ" | "OpenEnded") -> the dataset name (``$LMUData/<name>.tsv``, ``--data <name>``),
    named after the view's config as the lmms-eval tasks are: ``DynaForge_v0_5_0_subquestions_OpenEnded``."""
    tag = release_tag(version)
    return {(view, kind): f"{name}_{tag}_{config}_{kind}" for config, view in CONFIG_VIEWS.items()
            for kind in ("MCQ", "OpenEnded")}


def export_vlmevalkit(release, out, views=None, name: str = "DynaForge") -> dict:
    """Write VLMEvalKit custom-dataset TSVs for ``views`` into the folder ``out``.

    Returns ``{"files": [paths], "datasets": [names], "left_out": [messages]}``."""
    root = resolve_release(release)
    items = load_items(root)
    index = export_index(items)
    chosen = _views(views)
    version = _manifest(root).get("version")
    names = vlmevalkit_names(version, name)
    out = Path(out)
    if out.suffix.lower() == ".tsv":
        raise DynaforgeInputError(f"--out {out} names a file: VLMEvalKit gets one TSV per view and kind, "
                                  "give a folder (e.g. $LMUData)")
    out.mkdir(parents=True, exist_ok=True)
    images: dict[str, bytes] = {}
    for config, view in CONFIG_VIEWS.items():
        if view in chosen and view != "text_only":
            images.update(_images(root, config))
    files, datasets, left_out = [], [], []
    for view in chosen:
        rows = [it for it in items if it.view == view]
        if not rows:
            left_out.append(f"{view}: the release has no items in this view")
            continue
        if view == "video":
            left_out.append(f"video: {len(rows)} item(s) left out: VLMEvalKit's custom datasets are image or "
                            "text only (the still frame would be scored as if it were the video); run the video "
                            "view with lmms-eval or inspect_ai")
            continue
        text_only = view == "text_only"
        choice = [it for it in rows if it.answer["type"] == "choice"]
        open_ = [it for it in rows if it.answer["type"] != "choice"]
        if text_only and open_:
            left_out.append(f"text_only: {len(open_)} open (non-choice) item(s) left out: VLMEvalKit's only "
                            "custom dataset without images is multiple choice (CustomTextMCQDataset); run them "
                            "with lmms-eval or inspect_ai")
            open_ = []
        for kind, subset in (("MCQ", choice), ("OpenEnded", open_)):
            if not subset:
                continue
            dataset = names[(view, kind)]
            path = out / f"{dataset}.tsv"
            _write_vlm_tsv(path, subset, index, images, kind, with_image=not text_only)
            files.append(path)
            datasets.append(dataset)
    if not files:
        raise DynaforgeInputError("nothing to export for VLMEvalKit: " + "; ".join(left_out))
    return {"files": files, "datasets": datasets, "left_out": left_out}


def _write_vlm_tsv(path: Path, rows, index, images, kind: str, with_image: bool) -> None:
    n_opts = max(len(it.answer.get("options") or []) for it in rows) if kind == "MCQ" else 0
    letters = list(LETTERS[:n_opts])
    header = ["index", *(["image"] if with_image else []), "question", "answer", *letters,
              "category", *VLM_EXTRA]
    with open(path, "w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, delimiter="\t", quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
        writer.writerow(header)
        for it in rows:
            if kind == "MCQ":
                opts = [str(o) for o in it.answer["options"]]
                question, answer = strip_choices(it.question, opts), it.answer["value"]
                opt_cells = opts + [""] * (n_opts - len(opts))
            else:
                question, answer, opt_cells = build_prompt(it.question, it.answer), display(it.answer), []
            cells = [index[it.id]]
            if with_image:
                img = images.get(it.id)
                if not img:
                    raise DynaforgeInputError(f"{it.id}: no image bytes in the release")
                cells.append(base64.b64encode(img).decode("ascii"))
            # `category` must be a string on every row: VLMEvalKit sorts its values for the report
            cells += [question, answer, *opt_cells, it.topic or it.view, it.id, it.answer["type"], it.view,
                      it.topic or "", it.category or "", it.level or ""]
            writer.writerow(cells)


# ------------------------------------------------------------------------------------------ lmms-eval

LMMS_UTILS = '''"""lmms-eval hooks for dynaforge release {version} (written by `dynaforge export lmms-eval`).

Needs dynaforge importable next to lmms-eval (`pip install dynaforge`): the prompt, the grader and
the metrics are dynaforge's own, so lmms-eval's results table shows dynaforge's figures."""
from dynaforge.scoring.harness import (accuracy, dynamath_average, dynamath_robustness,  # noqa: F401
                                       dynamath_worst, lmms_process_results, row_prompt, video_path)

RELEASE_VERSION = {version!r}


def doc_to_visual(doc):
    if doc.get("video") is not None:  # orbit video: bytes -> an mp4 path keyed by release, id and sha256
        return [video_path(doc, RELEASE_VERSION)]
    image = doc.get("image")
    if image is None:  # text-only view
        return []
    if isinstance(image, dict):  # read without the Image feature: {{"bytes", "path"}}
        import io

        from PIL import Image

        image = Image.open(io.BytesIO(image["bytes"]))
    return [image.convert("RGB")]


def doc_to_text(doc, lmms_eval_specific_kwargs=None):
    kwargs = lmms_eval_specific_kwargs or {{}}
    return kwargs.get("pre_prompt", "") + row_prompt(doc) + kwargs.get("post_prompt", "")


def doc_to_target(doc):
    return doc["answer"]


def process_results(doc, results):
    return lmms_process_results(doc, results)


def process_results_dynamath(doc, results):
    return lmms_process_results(doc, results, dynamath=True)
'''

LMMS_MAX_NEW_TOKENS = 32768  # reasoning models: lmms-eval's own dynamath/mathvista reasoning tasks use 16k-48k


def lmms_task_names(version) -> dict[str, str]:
    """config -> the lmms-eval task name (``dynaforge_<release tag>_<config>``); the group is
    ``dynaforge_<release tag>``."""
    tag = release_tag(version)
    return {config: f"dynaforge_{tag}_{config}" for config in CONFIG_VIEWS}


def lmms_task_config(task: str) -> tuple[str, str] | None:
    """(release tag, config) of an exported task name, or None."""
    for config in sorted(CONFIG_VIEWS, key=len, reverse=True):
        m = re.fullmatch(r"dynaforge_(v[0-9A-Za-z_]+?)_" + re.escape(config), task)
        if m:
            return m.group(1), config
    return None


def _yaml_str(value) -> str:
    return json.dumps(str(value), ensure_ascii=False)


def export_lmms_eval(release, out_dir, views=None, dataset_path: str | None = None) -> list[Path]:
    """Write one task YAML per view, a group YAML and ``utils.py`` into ``out_dir``.

    ``dataset_path``: a hub id ``org/name[@revision]`` to load from the Hub; by default the tasks
    load the local release through paths relative to ``out_dir`` (lmms-eval resolves them against
    the YAML's folder), so the task folder and the release can move together."""
    root = resolve_release(release)
    configs = release_configs(root)
    chosen = _views(views)
    version = _manifest(root).get("version")
    names = lmms_task_names(version)
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    hub = None
    if dataset_path:
        if Path(dataset_path).expanduser().is_dir():
            root = Path(dataset_path).expanduser()
        elif re.fullmatch(r"[\w.-]+/[\w.-]+(@[\w./-]+)?", dataset_path):
            hub = dataset_path
        else:
            raise DynaforgeInputError(f"--dataset-path {dataset_path!r} is neither a folder nor a hub id org/name[@revision]")
    written, tasks = [], []
    for config, view in CONFIG_VIEWS.items():
        if view not in chosen:
            continue
        if config not in configs:
            raise DynaforgeInputError(f"the release has no {config!r} config")
        task = names[config]
        if hub:
            repo, _, revision = hub.partition("@")
            source = [f"dataset_path: {_yaml_str(repo)}", f"dataset_name: {config}"]
            if revision:
                source += ["dataset_kwargs:", f"  revision: {_yaml_str(revision)}"]
        else:
            rel = [os.path.relpath(shard.resolve(), out_dir.resolve()).replace(os.sep, "/")
                   for shard in sorted((root / config).glob("*.parquet"))]
            source = ["dataset_path: parquet", "dataset_kwargs:", "  data_files:", "    test:",
                      *[f"      - {_yaml_str(r)}" for r in rel]]
        dynamath = config == "default"
        metrics = ["metric_list:", "  - metric: accuracy", "    aggregation: mean", "    higher_is_better: true"]
        if dynamath:
            for metric in ("dynamath_average", "dynamath_worst", "dynamath_robustness"):
                metrics += [f"  - metric: {metric}", f"    aggregation: !function utils.{metric}",
                            "    higher_is_better: true"]
        yaml_text = "\n".join([
            f"# dynaforge release {version}, view {view!r}: written by `dynaforge export lmms-eval`",
            f"task: {task}",
            *source,
            "test_split: test",
            "output_type: generate_until",
            "doc_to_visual: !function utils.doc_to_visual",
            "doc_to_text: !function utils.doc_to_text",
            "doc_to_target: !function utils.doc_to_target",
            "lmms_eval_specific_kwargs:",
            "  default:",
            '    pre_prompt: ""',
            '    post_prompt: ""',
            "generation_kwargs:",
            f"  max_new_tokens: {LMMS_MAX_NEW_TOKENS}",
            "  temperature: 0",
            "  do_sample: false",
            f"process_results: !function utils.{'process_results_dynamath' if dynamath else 'process_results'}",
            *metrics,
            "metadata:",
            "  version: 1",
            f"  release_version: {_yaml_str(version)}",
            "",
        ])
        path = out_dir / f"{task}.yaml"
        path.write_text(yaml_text, encoding="utf-8")
        written.append(path)
        tasks.append(task)
    group = f"dynaforge_{release_tag(version)}"
    group_text = "\n".join([
        f"# dynaforge release {version}: every exported view; `--tasks {group}`",
        f"group: {group}",
        "task:", *[f"  - {t}" for t in tasks],
        "aggregate_metric_list:",
        "  - metric: accuracy",
        "    aggregation: mean",
        "    weight_by_size: true",
        "metadata:",
        "  version: 1",
        "",
    ])
    group_path = out_dir / f"{group}.yaml"
    group_path.write_text(group_text, encoding="utf-8")
    written.append(group_path)
    utils = out_dir / "utils.py"
    utils.write_text(LMMS_UTILS.format(version=str(version)), encoding="utf-8")
    written.append(utils)
    return written


# ------------------------------------------------------------------------------------------ inspect_ai

INSPECT_MODULE = '''"""inspect_ai tasks for dynaforge release {version} (written by `dynaforge export inspect`).

    inspect eval {filename} --model <provider/model>            # every view below
    inspect eval {filename}@{first} --model <provider/model>

Needs `pip install "dynaforge[inspect]"`. Prompt, grader and metrics are dynaforge's own."""
from pathlib import Path

from inspect_ai import task

from dynaforge.scoring.inspect_task import dynaforge

# the release: a hub id, or a folder relative to this file (they can move together)
RELEASE = {release_expr}
'''

INSPECT_TASK = '''

@task
def {task}(max_tokens: int = {max_tokens}):
    return dynaforge(RELEASE, {config!r}, max_tokens=max_tokens, name={task!r})
'''


def export_inspect(release, out_dir, views=None, dataset_path: str | None = None) -> Path:
    """Write ``dynaforge_<release tag>.py`` into ``out_dir``: one inspect ``@task`` per view."""
    root = resolve_release(release)
    configs = release_configs(root)
    chosen = _views(views)
    version = _manifest(root).get("version")
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    if dataset_path and not Path(dataset_path).expanduser().is_dir():
        if not re.fullmatch(r"[\w.-]+/[\w.-]+(@[\w./-]+)?", dataset_path):
            raise DynaforgeInputError(f"--dataset-path {dataset_path!r} is neither a folder nor a hub id org/name[@revision]")
        release_expr = json.dumps(dataset_path)
    else:
        local = Path(dataset_path).expanduser() if dataset_path else root
        rel = os.path.relpath(local.resolve(), out_dir.resolve()).replace(os.sep, "/")
        release_expr = f"str((Path(__file__).parent / {rel!r}).resolve())"
    names = lmms_task_names(version)
    tasks = [(names[c], c) for c, v in CONFIG_VIEWS.items() if v in chosen]
    for _, config in tasks:
        if config not in configs:
            raise DynaforgeInputError(f"the release has no {config!r} config")
    path = out_dir / f"dynaforge_{release_tag(version)}.py"
    text = INSPECT_MODULE.format(version=version, filename=path.name, first=tasks[0][0], release_expr=release_expr)
    text += "".join(INSPECT_TASK.format(task=t, config=c, max_tokens=LMMS_MAX_NEW_TOKENS) for t, c in tasks)
    path.write_text(text, encoding="utf-8")
    return path
