"""Render tasks start from the stage's warm home (font list, compiled shaders): faster, same bytes."""
import hashlib
from dataclasses import replace

import pytest

from dynaforge.config import PROGRAMS_DIR, load_params
from dynaforge.pipeline.render import ENTRY_POINT
from dynaforge.render.warmup import CACHE_FOLDERS, warm_home
from dynaforge.sandbox import Limits, Task, run_contained
from dynaforge.sdk.instance import build_records
from dynaforge.sdk.loader import load_program

pytestmark = pytest.mark.xdist_group("render_warm_home")


def _run(task, scratch):
    return run_contained([task], jobs=1, limits=Limits(timeout_s=600), kind="bwrap", scratch_root=scratch,
                         desc="t", progress=False)[task.key]


def _rendered(outcome) -> dict[str, str]:
    assert outcome.ok, outcome.error
    root = outcome.scratch / "out"
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("program", ["solid_geometry/volume/regular_frustum_volume", "solid_geometry/volume/spherical_cap_volume",
                                     "statistics/bar_chart_mean"])
def test_a_warm_home_changes_no_byte_of_a_render(tmp_path, program):
    path = (PROGRAMS_DIR / f"{program}.py").resolve()
    home = warm_home(lambda task: _run(task, tmp_path), tmp_path / "home")
    assert home is not None and {p.name for p in home.iterdir()} == set(CACHE_FOLDERS)
    params = load_params()
    records = build_records(load_program(path), params["salt"], 2)
    sizes = {k: params["render"][k] for k in ("image_size", "video_size", "video_frames", "video_fps")}
    task = Task(path.stem, ENTRY_POINT.replace(":", "."), {"program_path": str(path), "records": records,
                                                            "sizes": sizes}, readable=(path.parent,))
    cold = _rendered(_run(task, tmp_path))
    warm = _rendered(_run(replace(task, home=home), tmp_path))
    assert cold and cold == warm


def test_a_render_task_from_the_warm_home_compiles_no_shader(tmp_path):
    # every shader a solid's still and orbit need at the release's sizes is in the home already
    # (at 64 px the warm-up missed two that 384 px frames need, compiled again in every task)
    path = (PROGRAMS_DIR / "solid_geometry/volume/regular_frustum_volume.py").resolve()
    params = load_params()
    sizes = {k: params["render"][k] for k in ("image_size", "video_size", "video_frames", "video_fps")}
    home = warm_home(lambda task: _run(task, tmp_path), tmp_path / "home", sizes)
    records = build_records(load_program(path), params["salt"], 1)
    task = Task(path.stem, ENTRY_POINT.replace(":", "."), {"program_path": str(path), "records": records,
                                                            "sizes": sizes}, readable=(path.parent,), home=home)
    outcome = _run(task, tmp_path)
    assert outcome.ok, outcome.error
    shaders = lambda root: {p.relative_to(root) for p in (root / ".cache").rglob("*") if p.is_file()}
    assert shaders(outcome.scratch) <= shaders(home)
