"""lmms-eval for real (slow): `dynaforge export lmms-eval`, then `python -m lmms_eval` with a fake
model that answers right or wrong on purpose; the results JSON's accuracy (and DynaMath metrics)
equal `dynaforge score --answered-only` on the samples lmms-eval wrote, and `--predict_only`
samples still score.

lmms-eval pulls torch, so it runs in its own environment (scripts/harness_env.sh lmms-eval; or
point DYNAFORGE_LMMS_EVAL_PYTHON at one), with this working tree on PYTHONPATH."""
from __future__ import annotations

import json
import math
import os
import subprocess
from pathlib import Path

import pytest

from dynaforge.scoring import score
from dynaforge.scoring.export import export_lmms_eval
from scoring_fixtures import full_release

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[1]

FAKE_MODEL = r'''
"""A fake lmms-eval model: the right answer (dynaforge's oracle response) for some items, a wrong
one for the others, decided by the item id; checks that it was given dynaforge's prompt."""
import json

from lmms_eval.api.model import lmms

from dynaforge.scoring.oracle import oracle_response
from dynaforge.scoring.prompts import build_prompt


def right(item_id):
    return sum(map(ord, item_id)) % 3 != 0


class DynaforgeFake(lmms):
    def __init__(self, **kwargs):
        super().__init__()

    def generate_until(self, requests):
        out = []
        for req in requests:
            context, gen_kwargs, doc_to_visual, doc_id, task, split = req.args
            doc = self.task_dict[task][split][doc_id]
            assert context == build_prompt(doc["question"], doc["answer"]), context
            visual = doc_to_visual(doc)
            assert (visual == []) == task.endswith("text_only")
            answer = json.loads(doc["answer"])
            out.append("Let me think step by step.\n" + (oracle_response(answer) if right(doc["id"])
                                                         else "It is either 3 or 4."))
        return out

    def loglikelihood(self, requests):
        raise NotImplementedError

    def generate_until_multi_round(self, requests):
        raise NotImplementedError
'''


@pytest.fixture(scope="module")
def lmms_python() -> str:
    python = os.environ.get("DYNAFORGE_LMMS_EVAL_PYTHON")
    if python:
        return python
    proc = subprocess.run(["bash", str(ROOT / "scripts" / "harness_env.sh"), "lmms-eval"], capture_output=True,
                          text=True, timeout=3000)
    if proc.returncode:
        pytest.fail(f"lmms-eval (with torch) could not be installed in its own environment: "
                    f"{proc.stderr.strip()[-300:]}")
    return proc.stdout.strip().splitlines()[-1]


def _plugin(tmp_path: Path) -> Path:
    pkg = tmp_path / "plugin" / "dynaforge_fake"
    (pkg / "models").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "models" / "__init__.py").write_text('AVAILABLE_MODELS = {"dynaforge_fake": "DynaforgeFake"}\n')
    (pkg / "models" / "dynaforge_fake.py").write_text(FAKE_MODEL)
    (pkg / "tasks").mkdir()  # lmms-eval also looks for a plugin's tasks
    (pkg / "tasks" / "__init__.py").write_text("")
    return tmp_path / "plugin"


def _run(lmms_python, tmp_path, tasks_dir: Path, tasks: str, out: Path, *extra) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{_plugin(tmp_path)}",
           "LMMS_EVAL_PLUGINS": "dynaforge_fake", "HF_HOME": str(tmp_path / "hf"), "HF_DATASETS_OFFLINE": "1",
           "HF_HUB_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}
    return subprocess.run([lmms_python, "-m", "lmms_eval", "--model", "dynaforge_fake", "--tasks", tasks,
                           "--include_path", str(tasks_dir), "--batch_size", "1", "--output_path", str(out),
                           "--log_samples", *extra], capture_output=True, text=True, env=env, timeout=1800)


def _results(out: Path, proc) -> dict:
    files = sorted(out.rglob("*_results.json"))
    assert files, f"no results JSON under {out}: {proc.stderr[-4000:]}"
    return json.loads(files[-1].read_text())["results"]


def test_lmms_eval_results_equal_dynaforge_score(lmms_python, tmp_path):
    release = full_release(tmp_path / "rel")
    tasks_dir = tmp_path / "tasks"
    export_lmms_eval(release, tasks_dir, views="default,photo,text_only")
    out = tmp_path / "out"
    proc = _run(lmms_python, tmp_path, tasks_dir, "dynaforge_v0_0_1", out)  # the group
    assert proc.returncode == 0, proc.stderr[-4000:]
    results = _results(out, proc)
    rep = score(release, out, tmp_path / "report", plots=False, answered_only=True)  # the output folder
    for config, view in (("default", "default"), ("photo", "photo"), ("text_only", "text_only")):
        acc = results[f"dynaforge_v0_0_1_{config}"]["accuracy,none"]
        assert 0 < acc < 1 and math.isclose(acc, rep["by_view"][view]["accuracy"]), (config, acc, rep["by_view"])
    default = results["dynaforge_v0_0_1_default"]
    assert math.isclose(default["dynamath_average,none"], rep["dynamath"]["average_case"])
    assert math.isclose(default["dynamath_worst,none"], rep["dynamath"]["worst_case"])
    assert math.isclose(default["dynamath_robustness,none"], rep["dynamath"]["reasoning_robustness"])
    assert math.isclose(results["dynaforge_v0_0_1"]["accuracy,none"], rep["accuracy"])  # the group


def test_lmms_eval_predict_only_and_limit_still_score(lmms_python, tmp_path):
    release = full_release(tmp_path / "rel")
    tasks_dir = tmp_path / "tasks"
    export_lmms_eval(release, tasks_dir, views="default")
    out = tmp_path / "out"
    proc = _run(lmms_python, tmp_path, tasks_dir, "dynaforge_v0_0_1_default", out, "--predict_only", "--limit", "5")
    assert proc.returncode == 0, proc.stderr[-4000:]
    samples = sorted(out.rglob("*_samples_dynaforge_v0_0_1_default.jsonl"))
    assert samples
    rep = score(release, samples, tmp_path / "report", plots=False, answered_only=True)
    assert rep["items_answered"] == 5 and rep["n_missing"] == 0
    assert 0 < rep["accuracy"] < 1
