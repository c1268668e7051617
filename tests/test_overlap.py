"""Contamination guard: `dynaforge overlap`, and the release stage's freshness figures."""
import io
import json
import shutil
from pathlib import Path

import imagehash
import pyarrow.parquet as pq
import pytest
from PIL import Image

from dynaforge.cli import main
from dynaforge.config import PROGRAMS_DIR, load_params
from dynaforge.pipeline.instantiate import instantiate_shard
from dynaforge.pipeline.render import render_shard
from dynaforge.pipeline.validate import validate
from dynaforge.records import read_jsonl, variant_sha256
from dynaforge.release.build import build_release
from dynaforge.release.overlap import OverlapError

pytestmark = pytest.mark.xdist_group("overlap")  # one worker builds the shared releases

# puzzle_triangle_count has a small parameter space: two salts share some of its variants
PROGRAMS = ["puzzle_triangle_count", "triangle_exterior_angle"]
SIZES = {"image_size": 128, "video_size": 64, "video_frames": 4, "video_fps": 4}
K = 6


def _data(root: Path, salt: str) -> Path:
    """Validated records and renders of PROGRAMS × K seeds with ``salt``, through the real stages."""
    batch = root / "seed_programs" / "fixture"
    batch.mkdir(parents=True)
    for name in PROGRAMS:
        shutil.copy(next(PROGRAMS_DIR.rglob(f"{name}.py")), batch / f"{name}.py")
    data = root / "data"
    instances = data / "instances" / "fixture"
    instantiate_shard(root / "seed_programs", "fixture", "fixture", instances, seeds=K, salt=salt, jobs=2, timeout=60,
                      progress=False)
    render_shard(root / "seed_programs", "fixture", "fixture", instances, data, sizes=SIZES, jobs=2, timeout=300,
                 progress=False)
    validate(["fixture"], data, data / "validated")
    return data


def _params(version: str, salt: str, **overlap) -> dict:
    p = load_params()
    return {**p, "salt": salt, "seeds_per_program": K, "shards": {"fixture": "fixture"},
            "release": {**p["release"], "version": version}, "overlap": {**p["overlap"], **overlap}}


@pytest.fixture(scope="module")
def builds(tmp_path_factory):
    """Data built with salt A and with salt B, and releases 1.0.0 (A) and 2.0.0 (B) in one folder."""
    a = _data(tmp_path_factory.mktemp("salt_a"), "salt-a")
    b = _data(tmp_path_factory.mktemp("salt_b"), "salt-b")
    releases = tmp_path_factory.mktemp("releases")
    build_release(a / "validated", a, releases, _params("1.0.0", "salt-a"), progress=False)
    build_release(b / "validated", b, releases, _params("2.0.0", "salt-b"), progress=False)
    return a, b, releases


def _rows(folder: Path) -> list[dict]:
    return [r for shard in sorted((folder / "default").glob("*.parquet"))
            for r in pq.read_table(shard).to_pylist()]


def test_a_release_compared_with_itself_overlaps_completely(builds, tmp_path, capsys):
    release = builds[2] / "1.0.0"
    assert main(["overlap", str(release), str(release), "--json", str(tmp_path / "o.json")]) == 0
    result = json.loads((tmp_path / "o.json").read_text())["against"][str(release)]
    n = len(PROGRAMS) * K
    assert (result["variants"], result["text"], result["image"], result["either"], result["share"]) == (n, n, n, n, 1.0)
    assert f"{n} of {n} variants (100.0%)" in capsys.readouterr().out


def test_overlap_between_two_salts_matches_an_independent_count(builds, tmp_path):
    releases = builds[2]
    new, old = _rows(releases / "2.0.0"), _rows(releases / "1.0.0")
    # independent count: the exact question and answer columns, and pixel hashes made here
    same_text = {r["id"] for r in new if any(r["question"] == o["question"] and r["answer"] == o["answer"] for o in old)}

    def phash(row):
        return imagehash.phash(Image.open(io.BytesIO(row["image"]["bytes"])).convert("RGB"), hash_size=16)

    same_image = {r["id"] for r in new
                  if any(o["program_id"] == r["program_id"] and phash(r) - phash(o) <= 6 for o in old)}
    assert same_text, "the fixture needs a program whose variants repeat across salts"
    assert main(["overlap", str(releases / "2.0.0"), str(releases / "1.0.0"), "--json", str(tmp_path / "o.json")]) == 0
    result = json.loads((tmp_path / "o.json").read_text())["against"][str(releases / "1.0.0")]
    assert result["text"] == len(same_text)
    assert result["image"] == len(same_image)
    assert result["either"] == len(same_text | same_image)
    ids = {i for e in result["programs"].values() for i in e["ids"]}
    assert ids == same_text | same_image
    assert result["programs"]["puzzle_triangle_count"]["either"] >= 1


def test_manifest_and_card_report_freshness_and_name_the_revised_release(builds, tmp_path):
    a, b, releases = builds
    fresh = json.loads((releases / "2.0.0" / "manifest.json").read_text())["overlap"]
    assert fresh["revises"] is None and list(fresh["against"]) == ["1.0.0"]
    against = fresh["against"]["1.0.0"]
    assert against["variants"] == len(PROGRAMS) * K and 0 < against["either"] < against["variants"]
    card = (releases / "2.0.0" / "README.md").read_text()
    assert f"{against['either']} of {against['variants']} variants" in card and "also appear in 1.0.0" in card

    # same salt as 1.0.0, with one variant rejected by review: a revision of 1.0.0, not a fresh release
    decisions = tmp_path / "decisions.jsonl"
    record = next(r for r in read_jsonl(a / "validated" / "records.jsonl") if r["id"] == "triangle_exterior_angle/0")
    decisions.write_text(json.dumps({
        "id": record["id"], "variant_sha256": variant_sha256(record, a), "program_id": record["program_id"],
        "program_sha256": record["program_sha256"], "scope": "variant", "decision": "reject", "views": [],
        "comment": "test", "reviewer": "test@example.com", "updated_at": "2026-01-01T00:00:00Z"}) + "\n")
    revision = build_release(a / "validated", a, releases, _params("1.0.1", "salt-a"),
                             decisions_path=decisions, progress=False)
    block = json.loads((revision / "manifest.json").read_text())["overlap"]
    assert block["revises"] == "1.0.0"
    assert block["against"]["1.0.0"]["revised"] is True
    assert block["against"]["1.0.0"]["share"] == 1.0
    assert "revises 1.0.0" in (revision / "README.md").read_text()


def test_a_fresh_release_over_the_allowed_overlap_fails_naming_the_program(builds):
    _, b, releases = builds
    with pytest.raises(OverlapError, match="puzzle_triangle_count"):
        build_release(b / "validated", b, releases, _params("3.0.0", "salt-b", max_share=0.0), progress=False)
    assert not (releases / "3.0.0").exists()


def test_records_side_and_release_side_agree(builds):
    """The release stage (records + renders) and `dynaforge overlap` (parquet) read a variant alike."""
    from dynaforge.release.overlap import variants_from_records, variants_from_release

    a, _, releases = builds
    from_records = {v.id: v for v in variants_from_records(list(read_jsonl(a / "validated" / "records.jsonl")), a)}
    from_release = {v.id: v for v in variants_from_release(releases / "1.0.0")}
    assert from_records.keys() == from_release.keys()
    for i, v in from_records.items():
        assert v.text_key == from_release[i].text_key and v.image_hash - from_release[i].image_hash == 0
