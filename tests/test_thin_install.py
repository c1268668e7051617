"""The thin scorer: the project's wheel, installed with no extras into a new virtual environment,
verifies and scores a release there, and stays small (the build stack is an extra).

Prints the installed size and package count (the issue's figures: the full install was 2.0 GB, 196
packages). Needs PyPI for the wheel's dependencies, pinned by constraints.txt.
"""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from dynaforge.config import ROOT
from dynaforge.scoring.items import load_items
from dynaforge.scoring.oracle import oracle_response
from scoring_fixtures import full_release

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("thin_install")]

MAX_INSTALLED_MB = 300


def _run(*args, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=900, **kwargs)


def _size_mb(folder: Path) -> float:
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 2 ** 20


@pytest.fixture(scope="module")
def thin_venv(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("thin")
    wheel = _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", root / "wheel", ROOT)
    assert wheel.returncode == 0, wheel.stderr[-3000:]
    venv = root / "venv"
    assert _run(sys.executable, "-m", "venv", venv).returncode == 0
    empty = _size_mb(venv)
    (built,) = (root / "wheel").glob("dynaforge-*.whl")
    install = _run(venv / "bin" / "python", "-m", "pip", "install", "-q", "-c", ROOT / "constraints.txt", built)
    assert install.returncode == 0, install.stderr[-3000:]
    packages = json.loads(_run(venv / "bin" / "python", "-m", "pip", "list", "--format", "json").stdout)
    size = _size_mb(venv) - empty
    print(f"\nthin install: {size:.0f} MB installed, {len(packages)} packages (pip, setuptools included)")
    assert size <= MAX_INSTALLED_MB, f"the thin install is {size:.0f} MB, over {MAX_INSTALLED_MB} MB"
    return venv


def test_the_wheel_ships_the_schemas_and_not_the_build_stack(thin_venv):
    python = thin_venv / "bin" / "python"
    probe = _run(python, "-c", "import importlib.util as u, dynaforge.config as c; "
                 "print(sorted(p.name for p in c.SCHEMAS_DIR.glob('*.json')));"
                 "print([m for m in ('pyvista', 'dvc', 'datasets', 'matplotlib', 'pandas') if u.find_spec(m)])")
    assert probe.returncode == 0, probe.stderr
    schemas, build_stack = probe.stdout.strip().splitlines()
    assert "release_manifest.schema.json" in schemas and "score_report.schema.json" in schemas
    assert build_stack == "[]"
    needs_build = _run(thin_venv / "bin" / "dynaforge", "preview", "some_program")
    assert needs_build.returncode == 2 and "dynaforge[build]" in needs_build.stderr


def test_the_thin_install_verifies_and_scores_a_release(thin_venv, tmp_path):
    release = full_release(tmp_path / "release")
    items = load_items(release)
    predictions = tmp_path / "preds.jsonl"
    predictions.write_text("".join(json.dumps({"id": it.id, "response": oracle_response(it.answer)}) + "\n"
                                   for it in items))
    cli = thin_venv / "bin" / "dynaforge"
    verified = _run(cli, "verify", release)
    assert verified.returncode == 0 and "OK" in verified.stdout, verified.stdout + verified.stderr
    scored = _run(cli, "score", "--release", release, "--predictions", predictions, "--out", tmp_path / "report")
    assert scored.returncode == 0, scored.stderr[-3000:]
    report = json.loads((tmp_path / "report" / "report.json").read_text())
    assert report["accuracy"] == 1.0 and report["n_items"] == len(items)
    assert "pip install 'dynaforge[plots]'" in (tmp_path / "report" / "plots.txt").read_text()
    (release / "manifest.json").write_text((release / "manifest.json").read_text().replace('"', "'", 1))
    assert _run(cli, "verify", release).returncode == 2    # a damaged release is refused there too
