"""Maintainer commands: new, preview, stats, publish (with the Hub faked at the HfApi boundary),
the CLI's error convention and ``pytest --program``, which selects exactly one program."""
import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from dynaforge.cli import main
from dynaforge.concepts import load_concepts
from dynaforge.publish import PublishError, publish
from dynaforge.hashing import sha256_file
from dynaforge.records import validate_record
from dynaforge.scoring.match import grade
from dynaforge.scoring.oracle import oracle_response
from dynaforge.sdk.instance import build_records, variant_fingerprint
from dynaforge.sdk.loader import load_program
from dynaforge.sdk.program import ProgramError
from dynaforge.template import new_program

pytest_plugins = ["pytester"]

SMALL = {"image_size": 192, "video_size": 96, "video_frames": 6, "video_fps": 6}


def check_like_test_programs(path: Path, tmp_path: Path, seeds: int = 8):
    """The checks tests/test_programs.py runs on every program, plus one small still render."""
    from dynaforge.render.variant import render_variant

    info = load_program(path)
    build_records(info, "salt", seeds, level="hard")  # the hard level builds and verifies too
    records = build_records(info, "salt", seeds)     # also checks answer() against verify()
    assert [r["id"] for r in records] == [f"{path.stem}/{k}" for k in range(seeds)]
    assert build_records(load_program(path), "salt", seeds) == records            # deterministic
    assert len({variant_fingerprint(r) for r in records}) == seeds                # variants differ
    cards = load_concepts()
    assert all(c in cards for c in info.program.meta.concepts)
    for record in records:
        validate_record(record)
        score = grade(record["answer"], oracle_response(record["answer"]))
        assert score.correct and score.score == 1.0, (record["id"], score)
    if info.program.is_3d:
        assert all(r["reasoning"] for r in records)
    written = render_variant(info.program, records[1], tmp_path / "render", SMALL, video=False)
    assert (tmp_path / "render" / records[1]["image"]).read_bytes()[:4] == b"\x89PNG"
    assert all(p.exists() for p in written)
    return info, records


def test_new_writes_a_template_that_builds(tmp_path):
    path = new_program(tmp_path, "plane_geometry/my_first_program")
    info, _ = check_like_test_programs(path, tmp_path)
    assert not info.program.is_3d
    with pytest.raises(ProgramError, match="already exists"):
        new_program(tmp_path, "plane_geometry/my_first_program")


def test_new_solid_template_is_a_working_3d_program(tmp_path):
    path = new_program(tmp_path, "solid_geometry/length_distance/my_cuboid_program", kind="solid")
    info, records = check_like_test_programs(path, tmp_path)
    assert info.program.is_3d and info.program.meta.topic == "solid_geometry"
    assert all(r["camera"] for r in records) and "midpoint" in records[0]["question"]


def test_new_kind_solid_from_the_command_line(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr("dynaforge.config.PROGRAMS_DIR", tmp_path)
    assert main(["new", "solid_geometry/length_distance/cli_cuboid", "--kind", "solid"]) == 0
    assert "def scene(self, g)" in (tmp_path / "solid_geometry" / "length_distance" / "cli_cuboid.py").read_text()
    out = capsys.readouterr().out
    assert "next: dynaforge preview cli_cuboid" in out and "pytest tests/test_programs.py --program cli_cuboid" in out
    with pytest.raises(ProgramError, match="unknown template kind"):
        new_program(tmp_path, "plane_geometry/other", kind="sphere")


def test_new_rejects_a_bad_name(tmp_path, capsys):
    assert main(["new", "NoBatchName"]) == 2
    assert "expected <folder>/<program_id>" in capsys.readouterr().err


def test_preview_writes_into_the_folder_and_only_the_record_on_stdout(tmp_path, capsys):
    out = tmp_path / "pv"
    assert main(["preview", "triangle_exterior_angle", "--k", "2", "--out", str(out)]) == 0
    captured = capsys.readouterr()
    record = json.loads(captured.out)                  # stdout is the record JSON and nothing else
    assert record["id"] == "triangle_exterior_angle/2"
    assert json.loads((out / "record.json").read_text()) == record
    assert sorted(p.name for p in out.iterdir()) == ["2.png", "2_backward.png", "2_photo.jpg", "record.json"]
    assert (out / "2.png").read_bytes()[:4] == b"\x89PNG"
    assert Path(record["image"]).name == "2.png"       # the record keeps the release's paths
    assert "wrote into" in captured.err and "2_photo.jpg" in captured.err


def test_preview_of_unknown_program_is_one_line_error(capsys):
    assert main(["preview", "no_such_program"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err
    assert "no seed program named 'no_such_program'" in err


def test_an_unexpected_error_is_not_swallowed(monkeypatch):
    """A bug raising ValueError (not an input error class) must surface with its traceback."""
    def broken(*args, **kwargs):
        raise ValueError("a bug, not bad input")

    monkeypatch.setattr("dynaforge.stats.library_programs", broken)
    with pytest.raises(ValueError, match="a bug, not bad input"):
        main(["stats"])


def test_an_unexpected_scoring_error_is_not_swallowed(tmp_path, monkeypatch):
    def broken(*args, **kwargs):
        raise KeyError("a bug in scoring")

    monkeypatch.setattr("dynaforge.scoring.runner.score", broken)
    with pytest.raises(KeyError, match="a bug in scoring"):
        main(["score", "--release", str(tmp_path), "--predictions", str(tmp_path / "p.jsonl"),
              "--out", str(tmp_path / "o")])


def test_pytest_program_option_selects_exactly_one_program(pytester):
    """``--program trapezoid_area`` runs that program's checks, not isosceles_trapezoid_area's."""
    pytester.makeconftest((Path(__file__).parent / "conftest.py").read_text(encoding="utf-8"))
    pytester.makepyfile(test_programs="""
        def pytest_generate_tests(metafunc):
            only = set(metafunc.config.getoption("program"))
            ids = [p for p in ("isosceles_trapezoid_area", "inscribed_central_angle") if not only or p in only]
            metafunc.parametrize("program", ids)

        def test_builds(program):
            pass
    """)
    result = pytester.runpytest_subprocess("--program", "isosceles_trapezoid_area", "-v")
    assert result.ret == pytest.ExitCode.OK
    result.stdout.fnmatch_lines(["*test_builds?isosceles_trapezoid_area? PASSED*"])
    assert "inscribed_central_angle" not in result.stdout.str()
    missing = pytester.runpytest_subprocess("--program", "trapezoid_area")
    assert missing.ret == pytest.ExitCode.USAGE_ERROR
    missing.stderr.fnmatch_lines(["*--program: no seed program named trapezoid_area*"])
    assert pytester.runpytest_subprocess("--level", "harder").ret == pytest.ExitCode.USAGE_ERROR


def test_stats_prints_coverage_beside_the_papers(capsys):
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "| topic | programs | DynaMath | DynaSolidGeo |" in out
    assert "statistics" in out and "folding_unfolding" in out


def make_release(tmp_path: Path, version="1.2.3") -> Path:
    """A folder that passes ``dynaforge verify`` (one stand-in shard listed with its sha256)."""
    folder = tmp_path / version
    shard = folder / "default" / "test-00000-of-00001.parquet"
    shard.parent.mkdir(parents=True)
    shard.write_bytes(b"PAR1")
    (folder / "manifest.json").write_text(json.dumps({
        "name": "bench", "version": version, "salt": "s", "seeds_per_program": 1, "programs": {},
        "rows": {"default": 1}, "shards": {"default/test-00000-of-00001.parquet": sha256_file(shard)},
        "excluded": []}))
    (folder / "README.md").write_text("card")
    return folder


class FakeHfApi:
    """Records the calls dynaforge makes; stands in for huggingface_hub.HfApi."""

    def __init__(self, tags=()):
        self.calls, self.tags = [], list(tags)

    def create_repo(self, repo_id, **kw):
        self.calls.append(("create_repo", repo_id, kw["repo_type"]))

    def list_repo_refs(self, repo_id, **kw):
        return SimpleNamespace(tags=[SimpleNamespace(name=t) for t in self.tags])

    def upload_folder(self, **kw):
        self.calls.append(("upload_folder", kw["repo_id"], Path(kw["folder_path"]).name, kw["repo_type"]))
        return SimpleNamespace(oid="abc123")

    def create_tag(self, repo_id, **kw):
        self.calls.append(("create_tag", repo_id, kw["tag"], kw["revision"]))


def test_publish_uploads_and_tags(tmp_path):
    api = FakeHfApi()
    result = publish(make_release(tmp_path), "org/bench", api=api, token="hf_fake")
    assert result["action"] == "uploaded"
    assert api.calls == [("create_repo", "org/bench", "dataset"),
                         ("upload_folder", "org/bench", "1.2.3", "dataset"),
                         ("create_tag", "org/bench", "v1.2.3", "abc123")]


def test_publish_without_token_only_says_what_it_would_do(tmp_path, monkeypatch):
    monkeypatch.setattr("huggingface_hub.get_token", lambda: None)
    api = FakeHfApi()
    result = publish(make_release(tmp_path), "org/bench", api=api)
    assert result["action"] == "plan" and result["tag"] == "v1.2.3"
    assert "default/test-00000-of-00001.parquet" in result["files"]
    assert api.calls == []


def test_publish_refuses_a_changed_version_already_tagged(tmp_path, monkeypatch):
    remote = tmp_path / "remote_manifest.json"
    remote.write_text(json.dumps({"version": "1.2.3", "shards": {"x": "y"}}))
    monkeypatch.setattr("huggingface_hub.hf_hub_download", lambda *a, **k: str(remote))
    with pytest.raises(PublishError, match="bump release.version"):
        publish(make_release(tmp_path), "org/bench", api=FakeHfApi(tags=["v1.2.3"]), token="hf_fake")


def test_publish_of_a_missing_release_is_one_line_error(tmp_path, capsys):
    assert main(["publish", "--repo-id", "org/x", "--release", str(tmp_path / "nope")]) == 2
    assert "not a release folder" in capsys.readouterr().err



def test_program_index_is_current():
    """docs/programs.md lists every program on one line (regenerate with `dynaforge index`)."""
    assert main(["index", "--check"]) == 0, "docs/programs.md is not current: run `dynaforge index`"


def test_levels_prints_both_parameter_spaces(capsys):
    assert main(["levels", "solid_vertex_triangle_count"]) == 0
    out = capsys.readouterr().out
    assert "  standard:" in out and "  hard:" in out and "edge: integer 3..12" in out and "hard means:" in out


def test_preview_stops_a_variant_that_never_finishes_naming_k_and_seed():
    from dynaforge.preview import time_limit

    with pytest.raises(ProgramError, match=r"x/hard/2 \(k=2, seed=7\) did not finish in 0.2 s"):
        with time_limit(0.2, "x/hard/2 (k=2, seed=7)"):
            while sum(range(1000)) >= 0:
                pass
