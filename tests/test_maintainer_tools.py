"""Maintainer commands: new, preview, stats, publish (with the Hub faked at the HfApi boundary)."""
import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from dynaforge.cli import main
from dynaforge.publish import PublishError, publish
from dynaforge.hashing import sha256_file
from dynaforge.sdk.instance import build_records
from dynaforge.sdk.loader import load_program
from dynaforge.template import new_program


def test_new_writes_a_template_that_builds(tmp_path):
    path = new_program(tmp_path, "batchx/my_first_program")
    records = build_records(load_program(path), "salt", 5)
    assert [r["id"] for r in records] == [f"my_first_program/{k}" for k in range(5)]
    with pytest.raises(FileExistsError):
        new_program(tmp_path, "batchx/my_first_program")


def test_new_rejects_a_bad_name(tmp_path, capsys):
    assert main(["new", "NoBatchName"]) == 2
    assert "expected <batch>/<program_id>" in capsys.readouterr().err


def test_preview_writes_record_and_renders(tmp_path, capsys):
    assert main(["preview", "triangle_exterior_angle", "--k", "2", "--out", str(tmp_path)]) == 0
    record = json.loads((tmp_path / "record.json").read_text())
    assert record["id"] == "triangle_exterior_angle/2"
    assert (tmp_path / record["image"]).read_bytes()[:4] == b"\x89PNG"
    assert (tmp_path / record["photo"]["image"]).exists()
    assert '"id": "triangle_exterior_angle/2"' in capsys.readouterr().out


def test_preview_of_unknown_program_is_one_line_error(capsys):
    assert main(["preview", "no_such_program"]) == 2
    assert "no seed program named 'no_such_program'" in capsys.readouterr().err


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

