"""Release integrity: atomic staging, `dynaforge verify`, and verification by rebuild, publish and score."""
import json
import os
import shutil
from pathlib import Path

import pytest

from dynaforge.cli import main
from dynaforge.config import PROGRAMS_DIR, load_params
from dynaforge.pipeline.instantiate import instantiate_shard
from dynaforge.pipeline.render import render_shard
from dynaforge.pipeline.validate import validate
from dynaforge.publish import PublishError, publish
from dynaforge.release import build as build_module
from dynaforge.release.build import ENVIRONMENT_PACKAGES, ReleaseExistsError, build_release
from dynaforge.release.verify import verify_release
from test_maintainer_tools import FakeHfApi

PROGRAMS = ["triangle_exterior_angle", "bar_chart_mean"]
SIZES = {"image_size": 96, "video_size": 64, "video_frames": 4, "video_fps": 4}
SHARD = "default/test-00000-of-00001.parquet"
VERSION = "7.7.7"


def params(**release):
    p = load_params()
    return {**p, "salt": "integrity-salt", "seeds_per_program": 2, "shards": {"fixture": "fixture"},
            "release": {**p["release"], "version": VERSION, **release}}


@pytest.fixture(scope="module")
def data(tmp_path_factory) -> Path:
    """Validated records and renders of two 2D programs × 2 seeds, through the real stages."""
    root = tmp_path_factory.mktemp("integrity")
    batch = root / "seed_programs" / "fixture"
    batch.mkdir(parents=True)
    for name in PROGRAMS:
        shutil.copy(next(PROGRAMS_DIR.rglob(f"{name}.py")), batch / f"{name}.py")
    data = root / "data"
    instances = data / "instances" / "fixture"
    instantiate_shard(root / "seed_programs", "fixture", "fixture", instances, seeds=2, salt="integrity-salt", jobs=2,
                      timeout=60, progress=False)
    render_shard(root / "seed_programs", "fixture", "fixture", instances, data, sizes=SIZES, jobs=2, timeout=300,
                 progress=False)
    validate(["fixture"], data, data / "validated")
    return data


def build(data: Path, releases: Path, **kw) -> Path:
    return build_release(data / "validated", data, releases, kw.pop("p", None) or params(), **kw)


@pytest.fixture(scope="module")
def pristine(data, tmp_path_factory) -> Path:
    return build(data, tmp_path_factory.mktemp("pristine"))


@pytest.fixture
def release(pristine, tmp_path) -> Path:
    """A fresh copy of the built release, at ``tmp_path/releases/<version>``."""
    return Path(shutil.copytree(pristine, tmp_path / "releases" / VERSION))


def _flip_bytes(folder):
    path = folder / SHARD
    raw = bytearray(path.read_bytes())
    middle = len(raw) // 2
    raw[middle:middle + 8] = bytes(b ^ 0xFF for b in raw[middle:middle + 8])
    path.write_bytes(bytes(raw))
    return SHARD


def _add_unlisted(folder):
    shutil.copy(folder / SHARD, folder / "default" / "extra.parquet")
    return "default/extra.parquet"


def _truncate(folder):
    path = folder / SHARD
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    return SHARD


def _delete(folder):
    (folder / SHARD).unlink()
    return SHARD


DAMAGE = {"tampered": _flip_bytes, "unlisted": _add_unlisted, "truncated": _truncate, "missing": _delete}


@pytest.fixture(params=sorted(DAMAGE))
def damaged(request, release):
    """(release folder, the shard its damage names)."""
    return release, DAMAGE[request.param](release)


def test_a_built_release_verifies(release, capsys):
    assert verify_release(release) == []
    assert main(["verify", str(release)]) == 0
    assert capsys.readouterr().out.startswith(f"OK: release {VERSION}")


def test_verify_names_the_damaged_shard(damaged, capsys):
    folder, shard = damaged
    assert main(["verify", str(folder)]) == 2
    err = capsys.readouterr().err
    assert shard in err and "fails verification: 1 problem(s)" in err


def test_verify_names_every_problem_one_line_each(release, capsys):
    (release / "notes.txt").write_text("stray")
    manifest = json.loads((release / "manifest.json").read_text())
    (release / "manifest.json").write_text(json.dumps({**manifest, "seeds_per_program": 0}))
    _delete(release)
    assert main(["verify", str(release)]) == 2
    errors = [line for line in capsys.readouterr().err.splitlines() if line.startswith("error: ")]
    assert len(errors) == 3
    assert any("notes.txt: present but not listed" in e for e in errors)
    assert any("seeds_per_program" in e and "schema" in e for e in errors)
    assert any(f"{SHARD}: listed in manifest.json but missing" in e for e in errors)


def test_score_refuses_a_damaged_release(damaged, tmp_path, capsys):
    folder, shard = damaged
    preds = tmp_path / "p.jsonl"
    preds.write_text(json.dumps({"id": f"{PROGRAMS[0]}/0", "response": "1"}) + "\n")
    assert main(["score", "--release", str(folder), "--predictions", str(preds), "--out", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert "fails verification" in err and shard in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "o").exists()


def test_publish_refuses_a_damaged_release(damaged):
    folder, shard = damaged
    api = FakeHfApi()
    with pytest.raises(PublishError, match=f"fails verification.*{shard}"):
        publish(folder, "org/bench", api=api, token="hf_fake")
    assert api.calls == []


def test_rebuild_repairs_a_damaged_release_with_the_same_manifest(damaged, data, capsys):
    folder, shard = damaged
    assert build(data, folder.parent) == folder
    assert "repaired" in capsys.readouterr().err
    assert verify_release(folder) == []
    assert not list(folder.parent.glob(".staging-*"))


def test_rebuild_refuses_a_damaged_release_with_another_manifest(damaged, data):
    folder, shard = damaged
    with pytest.raises(ReleaseExistsError, match=f"fails verification.*{shard}.*changed: name"):
        build(data, folder.parent, p=params(name="renamed"))


def test_rebuild_of_an_intact_release_is_a_no_op(release, data):
    before = {p: p.stat().st_mtime_ns for p in release.rglob("*")}
    assert build(data, release.parent) == release
    assert {p: p.stat().st_mtime_ns for p in release.rglob("*")} == before
    with pytest.raises(ReleaseExistsError, match="bump release.version"):
        build(data, release.parent, p=params(name="renamed"))


def test_staging_happens_inside_releases_dir_and_is_renamed_into_place(data, tmp_path, monkeypatch):
    releases = tmp_path / "releases"
    leftover = releases / f".staging-{VERSION}-killed"
    (leftover / "default").mkdir(parents=True)
    (leftover / "default" / "half.parquet").write_bytes(b"PAR1")
    renames = []
    rename = os.rename
    monkeypatch.setattr(os, "rename", lambda src, dst: renames.append((Path(src), Path(dst))) or rename(src, dst))
    folder = build(data, releases)
    [(staged, target)] = renames
    assert staged.parent == releases and staged.name.startswith(f".staging-{VERSION}-") and target == folder
    assert sorted(p.name for p in releases.iterdir()) == [VERSION]
    assert verify_release(folder) == []


def test_a_build_that_dies_leaves_no_version_folder(data, tmp_path, monkeypatch):
    def die(*args):
        raise KeyboardInterrupt

    monkeypatch.setattr(build_module, "write_card", die)
    with pytest.raises(KeyboardInterrupt):
        build(data, tmp_path / "releases")
    assert list((tmp_path / "releases").iterdir()) == []


def test_verify_a_hub_id_through_snapshot_download(release, monkeypatch, capsys):
    calls = []

    def fake_snapshot_download(repo_id, repo_type=None, revision=None):
        calls.append((repo_id, repo_type, revision))
        return str(release)

    monkeypatch.setattr("huggingface_hub.snapshot_download", fake_snapshot_download)
    assert main(["verify", f"org/bench@v{VERSION}"]) == 0
    assert calls == [("org/bench", "dataset", f"v{VERSION}")]
    _truncate(release)
    assert main(["verify", "org/bench"]) == 2
    assert SHARD in capsys.readouterr().err and calls[-1] == ("org/bench", "dataset", None)


def test_verify_of_an_unknown_release_is_one_line_error(tmp_path, capsys):
    assert main(["verify", str(tmp_path / "no" / "such" / "release")]) == 2
    assert "neither a local folder nor a hub id" in capsys.readouterr().err


def test_manifest_and_card_name_excluded_programs_and_the_build_environment(data, tmp_path):
    excluded = {PROGRAMS[1]: "the bars are mislabelled", "never_built": "fails to import"}
    folder = build(data, tmp_path / "releases", excluded_programs=excluded)
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["excluded_programs"] == [{"program_id": PROGRAMS[1], "reason": "the bars are mislabelled"},
                                             {"program_id": "never_built", "reason": "fails to import"}]
    assert list(manifest["programs"]) == [PROGRAMS[0]] and manifest["rows"]["default"] == 2
    env = manifest["build_environment"]
    assert set(env["packages"]) == set(ENVIRONMENT_PACKAGES) and env["packages"]["numpy"]
    assert env["python"] and env["platform"] and "ffmpeg" in env
    card = (folder / "README.md").read_text()
    assert f"`{PROGRAMS[1]}`: the bars are mislabelled" in card and "`never_built`: fails to import" in card
    assert f"numpy {env['packages']['numpy']}" in card
    assert verify_release(folder) == []


def test_changed_content_is_refused_before_any_shard_is_written_naming_the_program(release, data, tmp_path,
                                                                                   monkeypatch):
    changed = tmp_path / "changed"
    shutil.copytree(data, changed)
    photo = next((changed / "renders" / "fixture" / "bar_chart_mean").glob("*_photo.jpg"))
    photo.write_bytes(photo.read_bytes() + b"\0")  # one file of one program differs
    monkeypatch.setattr(build_module, "_write_config", lambda *a: pytest.fail("built before checking"))
    with pytest.raises(ReleaseExistsError, match=r"programs: bar_chart_mean \(changed\)\)\..*bump release.version"):
        build(changed, release.parent)


def test_same_content_rebuild_writes_no_shard(release, data, monkeypatch):
    monkeypatch.setattr(build_module, "_write_config", lambda *a: pytest.fail("rebuilt an unchanged release"))
    assert build(data, release.parent) == release
