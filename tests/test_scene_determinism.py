"""A solid program's figure must not depend on the interpreter's hash seed.

Records are checked for this by instantiate's two runs (different PYTHONHASHSEEDs), but a 3D scene is
built again at render time, in one run: a scene built by iterating a set of labels (the order of a
set of strings changes with the hash seed) draws its segments in another order or direction in
another process, and its video then differs by a few pixels from a clean build's (found by rebuilding
0.12.0 from scratch: cube_statements_true_count). This builds every solid program's first variant at
each level under two hash seeds and compares the scenes."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FINGERPRINTS = """
import hashlib, json, sys
from dynaforge.config import PROGRAMS_DIR, load_params
from dynaforge.sdk.instance import build_records
from dynaforge.sdk.loader import all_program_files, load_program
salt = load_params()["salt"]
out = {}
for path in all_program_files(PROGRAMS_DIR / "solid_geometry"):
    info = load_program(path)
    for level in ("standard", "hard"):
        [record] = build_records(info, salt, 1, level=level)
        scene = info.program.scene(record["givens"])
        drawn = [list(scene.points.items()), scene.segments, scene.faces, scene.curves,
                 [repr(solid) for solid in scene.solids], list(scene.labels_shown()), sorted(scene.undotted)]
        out[record["id"]] = hashlib.sha256(json.dumps(drawn, default=str).encode()).hexdigest()
json.dump(out, sys.stdout)
"""


def _fingerprints(hash_seed: int) -> subprocess.Popen:
    env = dict(os.environ, PYTHONHASHSEED=str(hash_seed))
    return subprocess.Popen([sys.executable, "-c", FINGERPRINTS], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)


@pytest.mark.slow
def test_every_solid_scene_is_the_same_under_two_hash_seeds():
    first, second = _fingerprints(1), _fingerprints(2)
    a, b = (json.loads(p.communicate(timeout=900)[0]) for p in (first, second))
    assert first.returncode == second.returncode == 0
    assert len(a) >= 2 * 200 and a.keys() == b.keys()
    differ = sorted(key for key in a if a[key] != b[key])
    assert not differ, f"scenes that change with the hash seed: {differ}"
