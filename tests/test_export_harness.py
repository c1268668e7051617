"""Fast tests of the harness exports (no harness installed): the one prompt, the lmms-eval task
folder and its hooks, the VLMEvalKit TSVs, the inspect module, scoring a folder / several files,
``--predict_only`` samples, and text-only questions that never point at a figure."""
from __future__ import annotations

import importlib.util
import json
import math
import re
from pathlib import Path

import pandas as pd
import pytest
import yaml

from dynaforge.scoring import score
from dynaforge.scoring.export import (export_inspect, export_lmms_eval, export_vlmevalkit, lmms_task_config,
                                      release_tag)
from dynaforge.scoring.harness import dynamath_average, dynamath_robustness, dynamath_worst, lmms_process_results
from dynaforge.scoring.items import DynaforgeInputError, load_items
from dynaforge.scoring.match import grade
from dynaforge.scoring.oracle import oracle_response
from dynaforge.scoring.prompts import INSTRUCTIONS, build_prompt, question_text, strip_choices
from scoring_fixtures import full_release, write_jsonl



@pytest.fixture(scope="module")
def release(tmp_path_factory) -> Path:
    return full_release(tmp_path_factory.mktemp("rel"))


def _answers(release):
    return {it.id: it.answer for it in load_items(release)}


class _Loader(yaml.SafeLoader):
    pass


_Loader.add_constructor("!function", lambda loader, node: ("function", loader.construct_scalar(node)))


def _yaml(path: Path) -> dict:
    return yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader)


def _load_utils(folder: Path):
    spec = importlib.util.spec_from_file_location(f"dynaforge_lmms_utils_{abs(hash(str(folder)))}", folder / "utils.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


# ------------------------------------------------------------------ the prompt


@pytest.mark.parametrize("kind", sorted(INSTRUCTIONS))
def test_every_instruction_asks_for_a_boxed_final_answer(kind):
    prompt = build_prompt("What is it?", {"type": kind, "parts": [{}, {}, {}]})
    assert prompt.startswith("What is it?\n\n") and "\\boxed{" in prompt and "step by step" in prompt


def test_multi_instruction_names_the_number_of_parts():
    assert "has 3 parts, (1) to (3)" in build_prompt("q", json.dumps({"type": "multi", "parts": [{}, {}, {}]}))


def test_unknown_answer_type_is_refused():
    with pytest.raises(ValueError, match="unknown answer type"):
        build_prompt("q", {"type": "proof"})


def test_strip_choices_inverts_question_text():
    answer = {"type": "choice", "value": "B", "options": ["5", "25"]}
    shown = question_text("Pick one.", answer)
    assert shown == "Pick one.\nChoices:\nA. 5\nB. 25" and strip_choices(shown, ["5", "25"]) == "Pick one."
    assert strip_choices("Pick one.", ["5", "25"]) == "Pick one."  # nothing to strip


@pytest.mark.parametrize("answer, reply", [
    ({"type": "number", "value": 3.25, "tolerance": 0.01}, "Adding up ... = 3.25, so \\boxed{3.25}"),
    ({"type": "choice", "value": "B", "options": ["5", "25"]}, "A is too small. \\boxed{B}"),
    ({"type": "expression", "value": "2*x + 1"}, "So y = \\boxed{2x + 1}"),
    ({"type": "text", "value": "parallel"}, "\\boxed{parallel}"),
    ({"type": "multi", "value": [1, "x^2"], "parts": [{"type": "number", "value": 1},
                                                     {"type": "expression", "value": "x^2"}]},
     "(1) ... (2) ... \\boxed{1} \\boxed{x^2}"),
])
def test_a_reply_in_the_requested_format_grades_right(answer, reply):
    assert grade(answer, reply).correct


# ------------------------------------------------------------------ lmms-eval


def test_lmms_eval_tasks_carry_the_release_version_and_a_group(release, tmp_path):
    files = export_lmms_eval(release, tmp_path / "task", views="all")
    names = {f.name for f in files}
    assert "dynaforge_v0_0_1.yaml" in names and "utils.py" in names
    group = _yaml(tmp_path / "task" / "dynaforge_v0_0_1.yaml")
    assert group["group"] == "dynaforge_v0_0_1" and len(group["task"]) == 6
    assert group["aggregate_metric_list"][0]["metric"] == "accuracy"
    for task in group["task"]:
        assert f"{task}.yaml" in names and lmms_task_config(task)[0] == "v0_0_1"


def test_lmms_eval_yaml_loads_the_release_relative_to_itself(release, tmp_path):
    export_lmms_eval(release, tmp_path / "task", views="default")
    cfg = _yaml(tmp_path / "task" / "dynaforge_v0_0_1_default.yaml")
    assert cfg["dataset_path"] == "parquet"
    shards = cfg["dataset_kwargs"]["data_files"]["test"]
    assert shards and all(not Path(s).is_absolute() for s in shards)
    assert all((tmp_path / "task" / s).is_file() for s in shards)
    assert cfg["generation_kwargs"]["max_new_tokens"] >= 16384
    assert cfg["lmms_eval_specific_kwargs"]["default"] == {"pre_prompt": "", "post_prompt": ""}
    names = [m["metric"] for m in cfg["metric_list"]]
    assert names == ["accuracy", "dynamath_average", "dynamath_worst", "dynamath_robustness"]
    photo = export_lmms_eval(release, tmp_path / "t2", views="photo")[0]
    assert [m["metric"] for m in _yaml(photo)["metric_list"]] == ["accuracy"]


def test_lmms_eval_yaml_for_a_hub_id(release, tmp_path):
    export_lmms_eval(release, tmp_path / "task", views="default", dataset_path="org/bench@v0.0.1")
    cfg = _yaml(tmp_path / "task" / "dynaforge_v0_0_1_default.yaml")
    assert cfg["dataset_path"] == "org/bench" and cfg["dataset_name"] == "default"
    assert cfg["dataset_kwargs"] == {"revision": "v0.0.1"}
    with pytest.raises(DynaforgeInputError, match="neither a folder nor a hub id"):
        export_lmms_eval(release, tmp_path / "t2", dataset_path="not a hub id")


def _lmms_run(release, folder: Path, out: Path, task_config: str, right, predict_only=False) -> list[dict]:
    """What lmms-eval does with the exported task: load, prompt, call the model, process_results,
    and write ``<date>_samples_<task>.jsonl`` (without the doc, as lmms-eval 0.7.3 writes it)."""
    import datasets

    cfg = _yaml(folder / f"dynaforge_v0_0_1_{task_config}.yaml")
    files = [str(folder / s) for s in cfg["dataset_kwargs"]["data_files"]["test"]]
    ds = datasets.load_dataset("parquet", data_files={"test": files}, split="test",
                               cache_dir=str(out / "hf_cache"))
    utils = _load_utils(folder)
    process = getattr(utils, cfg["process_results"][1].split(".")[1])
    answers, lines, samples = _answers(release), [], []
    for n, doc in enumerate(ds):
        visual = utils.doc_to_visual(doc)
        assert (visual == []) == (task_config == "text_only")
        prompt = utils.doc_to_text(doc, cfg["lmms_eval_specific_kwargs"]["default"])
        assert prompt == build_prompt(doc["question"], doc["answer"])
        resp = oracle_response(answers[doc["id"]]) if right(doc["id"]) else "I am not sure."
        metrics = {} if predict_only else process(doc, [resp])
        samples.append(metrics)
        lines.append({"doc_id": n, "target": str(utils.doc_to_target(doc)), "filtered_resps": [resp], **metrics})
    write_jsonl(out / f"20260101_000000_samples_dynaforge_v0_0_1_{task_config}.jsonl", lines)
    return samples


def test_lmms_eval_metrics_equal_dynaforge_score(release, tmp_path):
    folder = tmp_path / "task"
    export_lmms_eval(release, folder, views="default,photo,text_only")
    run = tmp_path / "run" / "model"
    right = lambda item_id: sum(map(ord, item_id)) % 3 != 0  # noqa: E731 - some right, some wrong
    per_task = {c: _lmms_run(release, folder, run, c, right) for c in ("default", "photo", "text_only")}
    rep = score(release, tmp_path / "run", tmp_path / "o", plots=False, answered_only=True)  # a folder
    assert rep["views"] == ["default", "photo", "text_only"]
    for config, view in (("default", "default"), ("photo", "photo"), ("text_only", "text_only")):
        acc = sum(m["accuracy"] for m in per_task[config]) / len(per_task[config])
        assert 0 < acc < 1 and math.isclose(acc, rep["by_view"][view]["accuracy"])
    records = [m["dynamath_average"] for m in per_task["default"]]
    assert math.isclose(dynamath_average(records), rep["dynamath"]["average_case"])
    assert math.isclose(dynamath_worst(records), rep["dynamath"]["worst_case"])
    assert math.isclose(dynamath_robustness(records), rep["dynamath"]["reasoning_robustness"])
    sample = per_task["default"][0]["dynaforge"]
    assert set(sample) == {"id", "response", "extracted", "correct", "score"}


def test_predict_only_samples_score_from_doc_id_and_task_name(release, tmp_path):
    folder = tmp_path / "task"
    export_lmms_eval(release, folder, views="default")
    _lmms_run(release, folder, tmp_path / "run", "default", lambda i: True, predict_only=True)
    rep = score(release, tmp_path / "run", tmp_path / "o", plots=False)
    assert rep["accuracy"] == 1.0 and rep["n_missing"] == 0


def test_predict_only_samples_of_another_release_are_refused(release, tmp_path):
    line = {"doc_id": 0, "filtered_resps": ["1"]}
    path = write_jsonl(tmp_path / "20260101_samples_dynaforge_v9_9_9_default.jsonl", [line])
    with pytest.raises(DynaforgeInputError, match="another release"):
        score(release, path, tmp_path / "o", plots=False)
    path = write_jsonl(tmp_path / "x_samples_mathvista.jsonl", [line])
    with pytest.raises(DynaforgeInputError, match="not a dynaforge export task"):
        score(release, path, tmp_path / "o2", plots=False)


def test_score_takes_several_files_and_reports_a_duplicate(release, tmp_path):
    answers = _answers(release)
    ids = sorted(i for i in answers if "#" not in i)
    a = write_jsonl(tmp_path / "a.jsonl", [{"id": i, "response": oracle_response(answers[i])} for i in ids[:3]])
    b = write_jsonl(tmp_path / "b.jsonl", [{"id": i, "response": "0"} for i in ids[3:]])
    rep = score(release, [a, b], tmp_path / "o", plots=False)
    assert rep["n_items"] == len(ids) and rep["n_missing"] == 0
    with pytest.raises(DynaforgeInputError, match="duplicate"):
        score(release, [a, a], tmp_path / "o2", plots=False)
    with pytest.raises(DynaforgeInputError, match="no predictions"):
        score(release, tmp_path / "o", tmp_path / "o3", plots=False)  # a folder without predictions


def test_video_temp_files_are_keyed_by_release(tmp_path):
    from dynaforge.scoring.harness import video_path

    doc = {"id": "cube/0#video", "video": {"bytes": b"one", "path": "x.mp4"}}
    a, b = video_path(doc, "0.5.0"), video_path(doc, "0.6.0")
    c = video_path({**doc, "video": {"bytes": b"two", "path": "x.mp4"}}, "0.5.0")
    assert len({a, b, c}) == 3 and Path(c).read_bytes() == b"two"


def test_process_results_grades_with_dynaforge(release):
    doc = {"id": "lines/0", "program_id": "lines", "answer": json.dumps({"type": "number", "value": 10})}
    right = lmms_process_results(doc, [["The answer is 10."]], dynamath=True)
    wrong = lmms_process_results(doc, ["It is either 10 or 12."], dynamath=True)
    assert right["accuracy"] == 1.0 and right["dynaforge"]["extracted"] == "10"
    assert wrong["accuracy"] == 0.0 and wrong["dynamath_worst"] == {"program_id": "lines", "correct": False}


# ------------------------------------------------------------------ VLMEvalKit


def test_vlmevalkit_choice_items_are_mcq_with_options_once(release, tmp_path):
    out = export_vlmevalkit(release, tmp_path, views="default")
    assert out["datasets"] == ["DynaForge_v0_0_1_default_MCQ", "DynaForge_v0_0_1_default_OpenEnded"]
    mcq = pd.read_csv(tmp_path / "DynaForge_v0_0_1_default_MCQ.tsv", sep="\t", keep_default_na=False)
    assert set(mcq["answer_type"]) == {"choice"} and set(mcq["answer"]) <= set("ABC")
    for q in mcq["question"]:
        assert "Choices:" not in q and "\\boxed" not in q  # VLMEvalKit lists the options itself
    assert all(isinstance(c, str) and c for c in mcq["category"])  # VLMEvalKit sorts these


def test_vlmevalkit_open_items_get_the_prompt_and_no_option_columns(release, tmp_path):
    export_vlmevalkit(release, tmp_path, views="default")
    open_ = pd.read_csv(tmp_path / "DynaForge_v0_0_1_default_OpenEnded.tsv", sep="\t", keep_default_na=False)
    assert "A" not in open_.columns and "B" not in open_.columns  # else VLMEvalKit builds an MCQ dataset
    assert "choice" not in set(open_["answer_type"])
    answers = _answers(release)
    for item_id, q in zip(open_["id"], open_["question"]):
        assert q.endswith(build_prompt("", answers[item_id]).strip())


def test_vlmevalkit_text_only_has_no_image_column_and_video_is_left_out(release, tmp_path):
    out = export_vlmevalkit(release, tmp_path, views="text_only,video")
    assert out["datasets"] == ["DynaForge_v0_0_1_text_only_MCQ"]
    df = pd.read_csv(out["files"][0], sep="\t")
    assert "image" not in df.columns and len(df) > 0
    assert any(m.startswith("video:") for m in out["left_out"])
    assert any(m.startswith("text_only:") and "open" in m for m in out["left_out"])


def test_vlmevalkit_out_must_be_a_folder(release, tmp_path):
    with pytest.raises(DynaforgeInputError, match="give a folder"):
        export_vlmevalkit(release, tmp_path / "x.tsv")


# ------------------------------------------------------------------ inspect_ai module (its run is slow)


def test_inspect_module_has_a_task_per_view_and_a_relative_release(release, tmp_path):
    path = export_inspect(release, tmp_path / "ins", views="default,text_only")
    text = path.read_text()
    assert path.name == f"dynaforge_{release_tag('0.0.1')}.py"
    assert re.findall(r"^def (\w+)", text, re.M) == ["dynaforge_v0_0_1_default", "dynaforge_v0_0_1_text_only"]
    assert "Path(__file__).parent" in text and str(release) not in text
    compile(text, str(path), "exec")
    hub = export_inspect(release, tmp_path / "hub", dataset_path="org/bench").read_text()
    assert 'RELEASE = "org/bench"' in hub


# ------------------------------------------------------------------ text-only questions


@pytest.mark.parametrize("before, after", [
    ("The figure shows a regular polygon.", "The description above describes a regular polygon."),
    ("The circle in the figure has centre C.", "The circle in the description above has centre C."),
    ("In the figure, GHJK is a square.", "In the description above, GHJK is a square."),
    ("The graph of y = a·x² + 2 is shown.", "The graph of y = a·x² + 2 is described above."),
    ("In the weighted graph shown, the number", "In the weighted graph described above, the number"),
    ("What is the mean of the values shown in the chart?", "What is the mean of the values in the description above?"),
    ("The box plots show commute times.", "The description above describes commute times."),
    ("Find the area of triangle ABC.", "Find the area of triangle ABC."),
])
def test_text_only_question_rewrites_references_to_the_figure(before, after):
    from dynaforge.release.rows import text_only_question

    assert text_only_question(before) == after


# ------------------------------------------------------------------ the dataset card's consumer section


def test_card_tells_a_consumer_how_to_prompt_load_and_score():
    from dynaforge.release.card import consumer_markdown

    text = "\n".join(consumer_markdown("0.5.0", ["default", "text_only"]))
    for kind, instruction in INSTRUCTIONS.items():
        assert f"`{kind}`" in text and instruction in text
    for needle in ("pip install dynaforge", "json.loads(row[\"answer\"])", "dynaforge score --release",
                   "--answered-only", "docs/scoring.md", "dynaforge_v0_5_0_default", "DynaForge_v0_5_0_default_MCQ"):
        assert needle in text


DOCS = Path(__file__).resolve().parents[1] / "docs" / "harnesses.md"


def test_docs_show_the_prompt_the_code_uses():
    docs = DOCS.read_text(encoding="utf-8")
    for instruction in INSTRUCTIONS.values():
        assert instruction in docs


def test_docs_name_the_tasks_and_files_the_exports_write(release, tmp_path):
    """Every task, file and dataset name docs/harnesses.md (and the README) uses is one the exports
    write, for the release version params.yaml builds (the docs once ran tasks of a release nobody
    exported)."""
    from dynaforge.config import load_params
    from dynaforge.scoring.export import release_tag

    docs = DOCS.read_text(encoding="utf-8") + (DOCS.parents[1] / "README.md").read_text(encoding="utf-8")
    current = release_tag(load_params()["release"]["version"])
    named = set(re.findall(r"\b(?:dynaforge|DynaForge)_(v\d+_\d+_\d+)", docs))
    assert named == {current}, f"docs/harnesses.md names releases {sorted(named)}; params.yaml builds {current}"
    fixture = release_tag(json.loads((release / "manifest.json").read_text())["version"])
    lmms = {p.name for p in export_lmms_eval(release, tmp_path / "lmms", views="all")}
    vlm = set(export_vlmevalkit(release, tmp_path / "lmu", views="all")["datasets"])
    inspect_file = export_inspect(release, tmp_path / "inspect", views="all")
    inspect_tasks = set(re.findall(r"^def (dynaforge_\w+)\(", inspect_file.read_text(), re.M))
    written = lmms | {Path(n).stem for n in lmms} | vlm | {inspect_file.name} | inspect_tasks
    for name in sorted(set(re.findall(r"\b((?:dynaforge|DynaForge)_v\d+_\d+_\d+[\w<>]*(?:\.py|\.yaml|\.tsv)?)", docs))):
        if "<" in name:  # a pattern ("DynaForge_<tag>_<config>_MCQ.tsv"), not a name
            continue
        as_exported = name.replace(current, fixture).removesuffix(".tsv")
        assert as_exported in written, f"docs/harnesses.md names {name}, which no export writes"


def test_a_vlmevalkit_output_folder_counts_linked_files_once(release, tmp_path):
    out = export_vlmevalkit(release, tmp_path / "lmu", views="default")
    answers = _answers(release)
    run = tmp_path / "outputs" / "model" / "T20260101-000000"  # VLMEvalKit: one folder per run ...
    run.mkdir(parents=True)
    for path, dataset in zip(out["files"], out["datasets"]):
        df = pd.read_csv(path, sep="\t")
        df["prediction"] = [oracle_response(answers[i]) for i in df["id"]]
        df.drop(columns=["image"]).to_excel(run / f"model_{dataset}.xlsx", index=False)
        (run.parent / f"model_{dataset}.xlsx").symlink_to(run / f"model_{dataset}.xlsx")  # ... linked beside it
    (run / f"model_{out['datasets'][0]}_acc.csv").write_text("split,Overall\nnone,1.0\n")  # not predictions
    rep = score(release, tmp_path / "outputs", tmp_path / "o", plots=False)
    assert rep["accuracy"] == 1.0 and rep["n_missing"] == 0
    second = tmp_path / "outputs" / "model" / "T20260102-000000"  # a second run in the same folder
    second.mkdir()
    (second / f"model_{out['datasets'][0]}.xlsx").write_bytes((run / f"model_{out['datasets'][0]}.xlsx").read_bytes())
    with pytest.raises(DynaforgeInputError, match="two files"):
        score(release, tmp_path / "outputs", tmp_path / "o2", plots=False)
