"""inspect_ai for real (slow): `dynaforge export inspect`, then inspect's own eval with its mock model
(`mockllm/model`) answering right or wrong on purpose; the log's accuracy and DynaMath metrics
equal `dynaforge score --answered-only` on the same responses, and every sample's score carries
dynaforge's grade and extracted answer.

inspect-ai runs in its own environment (scripts/harness_env.sh inspect; it pins fsspec below
constraints.txt), with this working tree on PYTHONPATH."""
from __future__ import annotations

import json
import math
import os
import subprocess
from pathlib import Path

import pytest

from dynaforge.scoring import score
from dynaforge.scoring.export import export_inspect
from scoring_fixtures import full_release

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[1]

DRIVER = r'''
import json, sys
from inspect_ai import eval as inspect_eval
from inspect_ai.model import ModelOutput, ModelUsage, get_model

from dynaforge.scoring.items import load_items
from dynaforge.scoring.oracle import oracle_response
from dynaforge.scoring.prompts import build_prompt

task_file, release, log_dir, out = sys.argv[1:5]
items = {build_prompt(it.question, it.answer): it for it in load_items(release)}
asked = []

def right(item_id):  # some right, some wrong, on purpose
    return sum(map(ord, item_id)) % 3 != 0

def answer(messages, tools, tool_choice, config):
    content = messages[-1].content
    text = content if isinstance(content, str) else "".join(c.text for c in content if c.type == "text")
    it = items[text]  # the prompt is exactly dynaforge's
    asked.append(it.id)
    reply = oracle_response(it.answer) if right(it.id) else "I think it is either 3 or 4."
    output = ModelOutput.from_content(model="mockllm/model", content="Let me think.\n" + reply)
    # usage given, so the mock does not count tokens with tiktoken (whose encoding it downloads)
    output.usage = ModelUsage(input_tokens=len(text.split()), output_tokens=len(reply.split()),
                              total_tokens=len(text.split()) + len(reply.split()))
    return output

logs = inspect_eval(task_file, model=get_model("mockllm/model", custom_outputs=answer), log_dir=log_dir,
                    display="none", max_connections=1)
result = {}
for log in logs:
    assert log.status == "success", log.error
    scores = log.results.scores[0]
    samples = [{"id": s.id, "response": s.output.completion, "value": s.scores["dynaforge_scorer"].value,
                "answer": s.scores["dynaforge_scorer"].answer,
                "explanation": s.scores["dynaforge_scorer"].explanation} for s in log.samples]
    result[log.eval.task] = {"metrics": {k: m.value for k, m in scores.metrics.items()}, "samples": samples}
json.dump(result, open(out, "w"))
'''


@pytest.fixture(scope="module")
def inspect_python() -> str:
    python = os.environ.get("DYNAFORGE_INSPECT_PYTHON")
    if python:
        return python
    proc = subprocess.run(["bash", str(ROOT / "scripts" / "harness_env.sh"), "inspect"], capture_output=True,
                          text=True, timeout=3000)
    if proc.returncode:
        pytest.fail(f"inspect-ai could not be installed in its own environment: {proc.stderr.strip()[-300:]}")
    return proc.stdout.strip().splitlines()[-1]


def _env() -> dict:
    return {**os.environ, "PYTHONPATH": str(ROOT), "INSPECT_LOG_LEVEL": "warning"}


def test_inspect_eval_reports_dynaforge_grades(inspect_python, tmp_path):
    release = full_release(tmp_path / "rel")
    task_file = export_inspect(release, tmp_path / "tasks", views="default,photo,text_only")
    out = tmp_path / "result.json"
    # inspect takes task files relative to the working directory
    proc = subprocess.run([inspect_python, "-c", DRIVER, task_file.name, str(release), str(tmp_path / "logs"),
                           str(out)], capture_output=True, text=True, env=_env(), timeout=1200,
                          cwd=task_file.parent)
    assert proc.returncode == 0, proc.stderr[-3000:]
    result = json.loads(out.read_text())
    assert set(result) == {"dynaforge_v0_0_1_default", "dynaforge_v0_0_1_photo", "dynaforge_v0_0_1_text_only"}
    preds = [{"id": s["id"], "response": s["response"]} for r in result.values() for s in r["samples"]]
    (tmp_path / "preds.jsonl").write_text("".join(json.dumps(p) + "\n" for p in preds))
    rep = score(release, tmp_path / "preds.jsonl", tmp_path / "report", plots=False, answered_only=True)
    graded = {i["id"]: i for i in rep["items"]}
    for task, view in (("default", "default"), ("photo", "photo"), ("text_only", "text_only")):
        r = result[f"dynaforge_v0_0_1_{task}"]
        acc = r["metrics"]["accuracy"]
        assert 0 < acc < 1 and math.isclose(acc, rep["by_view"][view]["accuracy"]), (task, acc, rep["by_view"])
        for s in r["samples"]:  # per sample: dynaforge's grade and extraction
            assert (s["value"] == "C") == graded[s["id"]]["correct"]
            assert s["answer"] == graded[s["id"]]["extracted"]
    assert set(result["dynaforge_v0_0_1_photo"]["metrics"]) == {"accuracy", "stderr"}
    metrics = result["dynaforge_v0_0_1_default"]["metrics"]
    assert math.isclose(metrics["dynamath_average"], rep["dynamath"]["average_case"])
    assert math.isclose(metrics["dynamath_worst"], rep["dynamath"]["worst_case"])


def test_inspect_cli_with_the_default_mock_model(inspect_python, tmp_path):
    """`inspect eval <module> --model mockllm/model`: the mock's fixed reply is wrong everywhere."""
    probe = subprocess.run([inspect_python, "-c", "import tiktoken; tiktoken.get_encoding('o200k_base')"],
                           capture_output=True, text=True, timeout=300)
    if probe.returncode:
        pytest.skip("inspect's default mock model counts tokens with tiktoken's o200k_base encoding, which "
                    "tiktoken downloads on first use and cannot fetch here")
    release = full_release(tmp_path / "rel")
    task_file = export_inspect(release, tmp_path / "tasks", views="default")
    inspect_bin = str(Path(inspect_python).parent / "inspect")
    proc = subprocess.run([inspect_bin, "eval", task_file.name, "--model", "mockllm/model", "--limit", "4",
                           "--log-dir", str(tmp_path / "logs"), "--log-format", "json", "--display", "none"],
                          capture_output=True, text=True, env=_env(), timeout=1200, cwd=task_file.parent)
    assert proc.returncode == 0, proc.stderr[-3000:]
    log = json.loads(next((tmp_path / "logs").glob("*.json")).read_text())
    assert log["status"] == "success" and log["eval"]["task"] == "dynaforge_v0_0_1_default"
    assert log["results"]["scores"][0]["metrics"]["accuracy"]["value"] == 0.0
    sample = log["samples"][0]
    assert sample["scores"]["dynaforge_scorer"]["value"] == "I"
    assert "\\boxed{}" in json.dumps(sample["input"])  # dynaforge's answer-format instruction
