"""End to end: a small fixture batch through the real stages, opened with datasets.load_dataset."""
import json
import shutil
from pathlib import Path

import pytest

from dynaforge.config import PROGRAMS_DIR, load_params
from dynaforge.pipeline.instantiate import instantiate_shard
from dynaforge.pipeline.render import render_shard
from dynaforge.pipeline.validate import validate
from dynaforge.records import media_file, read_jsonl
from dynaforge.release.build import ReleaseExistsError, build_release

pytestmark = pytest.mark.xdist_group("pipeline")  # one worker builds the shared fixture release

GOOD = ["triangle_exterior_angle", "cuboid_space_diagonal"]
SIZES = {"image_size": 160, "video_size": 96, "video_frames": 6, "video_fps": 6}
SEEDS = 3
TIMEOUT = 5  # seconds per program in instantiate; the hanging fixture program is killed after it
HEADER = "from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, seed_program\n"
META = ('@seed_program(id="{id}", topic="arithmetic", level="elementary", difficulty="easy", '
        'question_type="{qt}", concepts=["plane_figures/triangles/angle_sum"], source="test", '
        'variations=["numeric_values"])\n')
BODY = '''class P(SeedProgram):
    levels = Levels(standard=dict(a=IntRange(1, 999)), hard=dict(a=IntRange(1000, 9999)), hard_means="four digits")
    def sample(self, rng, space):
        {sample}
        return {{"a": space.a.draw(rng)}}
    def question(self, p):
        return f"What is {{p['a']}}?"
    def answer(self, p):
        return {answer}
    def verify(self, p):
        return {answer}
    def draw(self, p, ax, hide=()):
        ax.text(0.5, 0.5, str(p["a"]))
'''
BROKEN = {
    "bad_import": "import not_a_module_anywhere\n",
    "bad_raises": META.format(id="bad_raises", qt="numeric") + BODY.format(sample="raise RuntimeError('boom')", answer='Number(p["a"])'),
    "bad_hangs": "import time\n" + META.format(id="bad_hangs", qt="numeric") + BODY.format(sample="time.sleep(600)", answer='Number(p["a"])'),
    "bad_nan": META.format(id="bad_nan", qt="numeric") + BODY.format(sample="pass", answer='Number(float("nan"))'),
    "bad_duplicate_options": META.format(id="bad_duplicate_options", qt="multiple_choice")
    + BODY.format(sample="pass", answer='Choice("1", ["1", "2", "3"])'),
}
# instantiates, then crashes natively (SIGSEGV) while drawing: retried once, reported, and failed
CRASHES_IN_DRAW = ("import ctypes\n" + META.format(id="bad_draw_crashes", qt="numeric")
                   + BODY.format(sample="pass", answer='Number(p["a"])').replace(
                       'ax.text(0.5, 0.5, str(p["a"]))', 'ctypes.string_at(0)'))
EXPECTED_REASON = {"bad_import": "failed to import", "bad_raises": "boom",
                   "bad_hangs": "while building bad_hangs/0 (k=0, seed=",
                   "bad_nan": "not finite", "bad_duplicate_options": "not distinct"}


def make_batch(root: Path, broken: bool) -> Path:
    programs = root / "seed_programs"
    batch = programs / "fixture"
    batch.mkdir(parents=True)
    for name in GOOD:
        shutil.copy(next(PROGRAMS_DIR.rglob(f"{name}.py")), batch / f"{name}.py")
    for name, source in {**BROKEN, "bad_draw_crashes": CRASHES_IN_DRAW}.items() if broken else ():
        (batch / f"{name}.py").write_text(HEADER + source)
    return programs


def params(version="9.9.9", salt="fixture-salt"):
    p = load_params()
    return {**p, "salt": salt, "seeds_per_program": SEEDS, "shards": {"fixture": "fixture"},
            "release": {**p["release"], "version": version}}


def build(root: Path, p: dict, broken: bool = False) -> dict:
    programs = make_batch(root, broken)
    data = root / "data"
    inst = instantiate_shard(programs, "fixture", "fixture", data / "instances" / "fixture", seeds=SEEDS,
                             salt=p["salt"], jobs=2, timeout=TIMEOUT, progress=False)
    rend = render_shard(programs, "fixture", "fixture", data / "instances" / "fixture", data, sizes=SIZES,
                        jobs=2, timeout=300, progress=False)
    from dynaforge.pipeline.retries import read_retries

    retries = read_retries(data, ["fixture"])  # now: a later test's render of the shard replaces the log
    metrics = validate(["fixture"], data, data / "validated")
    return {"instantiate": inst, "render": rend, "retries": retries, "validate": metrics, "data": data,
            "programs": programs}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    root = tmp_path_factory.mktemp("build")
    result = build(root, params(), broken=True)
    result["release"] = build_release(result["data"] / "validated", result["data"],
                                      result["data"] / "releases", params())
    return result


def test_broken_programs_are_reported_and_the_rest_builds(built):
    errors = json.loads((built["data"] / "instances" / "fixture" / "errors.json").read_text())
    by_program = {e["program_id"]: e["error"] for e in errors}
    assert set(by_program) == set(BROKEN)
    for name, reason in EXPECTED_REASON.items():
        assert reason in by_program[name], (name, by_program[name])
    assert "fixture/bad_import.py: failed to import" in by_program["bad_import"]
    assert str(built["data"].parent) not in json.dumps(errors)  # paths relative to the project
    assert built["instantiate"]["built"] == len(GOOD) + 1  # bad_draw_crashes fails at render
    assert built["validate"]["programs"] == len(GOOD)
    assert built["validate"]["variants"] == len(GOOD) * SEEDS


def test_release_opens_offline_with_load_dataset(built):
    from datasets import load_dataset
    from PIL.Image import Image

    default = load_dataset(str(built["release"]), "default", split="test")
    assert len(default) == len(GOOD) * SEEDS
    assert isinstance(default[0]["image"], Image)
    video = load_dataset(str(built["release"]), "video", split="test")
    assert len(video) == SEEDS
    assert video[0]["video"]["bytes"][4:8] == b"ftyp"
    for config in ("photo", "subquestions", "backward", "text_only"):
        assert len(load_dataset(str(built["release"]), config, split="test")) > 0


def test_manifest_lists_programs_rows_and_shard_hashes(built):
    from dynaforge.hashing import sha256_file

    manifest = json.loads((built["release"] / "manifest.json").read_text())
    assert set(manifest["programs"]) == set(GOOD)
    assert manifest["rows"]["default"] == len(GOOD) * SEEDS
    for shard, digest in manifest["shards"].items():
        assert sha256_file(built["release"] / shard) == digest
    card = (built["release"] / "README.md").read_text()
    assert "config_name: video" in card and "solid_geometry" in card


def test_rebuild_is_byte_identical(built, tmp_path):
    again = build(tmp_path, params())
    release = build_release(again["data"] / "validated", again["data"], again["data"] / "releases", params())
    assert (again["data"] / "validated" / "records.jsonl").read_bytes() == \
        (built["data"] / "validated" / "records.jsonl").read_bytes()
    assert json.loads((release / "manifest.json").read_text())["shards"] == \
        json.loads((built["release"] / "manifest.json").read_text())["shards"]
    png = "renders/fixture/cuboid_space_diagonal/1.png"
    assert (again["data"] / png).read_bytes() == (built["data"] / png).read_bytes()


def test_same_version_with_other_content_is_refused(built, tmp_path):
    other = build(tmp_path, params(salt="another-salt"))
    releases = built["data"] / "releases"
    with pytest.raises(ReleaseExistsError, match="bump release.version"):
        build_release(other["data"] / "validated", other["data"], releases, params(salt="another-salt"))


def test_cache_rebuilds_only_the_edited_program(built):
    data, programs = built["data"], built["programs"]
    again = instantiate_shard(programs, "fixture", "fixture", data / "instances" / "fixture", seeds=SEEDS,
                              salt="fixture-salt", jobs=2, timeout=TIMEOUT, progress=False)
    assert again["reused"] == len(GOOD) + 1  # broken programs are retried, good ones reused
    for name in [*BROKEN, "bad_draw_crashes"]:
        (programs / "fixture" / f"{name}.py").unlink()
    path = programs / "fixture" / "triangle_exterior_angle.py"
    path.write_text(path.read_text() + "\n# edited\n")
    edited = instantiate_shard(programs, "fixture", "fixture", data / "instances" / "fixture", seeds=SEEDS,
                               salt="fixture-salt", jobs=2, timeout=TIMEOUT, progress=False)
    assert edited["reused"] == len(GOOD) - 1
    rendered = render_shard(programs, "fixture", "fixture", data / "instances" / "fixture", data, sizes=SIZES,
                            jobs=2, timeout=300, progress=False)
    assert rendered["reused"] == len(GOOD) - 1 and rendered["rendered"] == 1


def _all_rows(release: Path) -> list[dict]:
    from dynaforge.scoring.items import load_items

    return [{"id": it.id, "answer": it.answer, "view": it.view, "program_id": it.program_id, "k": it.k}
            for it in load_items(release)]


def _write_predictions(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def _numbers(tree):
    """Every numeric leaf of a report section (skipping counts and nulls)."""
    if isinstance(tree, dict):
        for key, value in tree.items():
            if not key.startswith("n_"):
                yield from _numbers(value)
    elif isinstance(tree, (int, float)) and not isinstance(tree, bool):
        yield tree


def test_oracle_answers_to_every_view_score_one(built, tmp_path):
    from dynaforge.scoring import score
    from dynaforge.scoring.oracle import oracle_predictions

    rows = _all_rows(built["release"])
    assert {r["view"] for r in rows} == {"default", "video", "photo", "subquestion", "backward", "text_only"}
    report = score(built["release"], _write_predictions(tmp_path / "p.jsonl", oracle_predictions(rows)),
                   tmp_path / "out", plots=False)
    assert report["accuracy"] == 1.0 and report["n_missing"] == 0
    assert report["mathreal"]["acc_strict"] == 1.0
    assert report["wemath"]["score_strict"] == 1.0
    assert report["geoeval"]["backward_accuracy"] == 1.0 and report["geoeval"]["text_only_accuracy"] == 1.0
    assert report["dynamath"]["average_case"] == report["dynamath"]["worst_case"] == 1.0
    assert report["solidgeo"]["AA"] == 1.0
    for section in ("dynamath", "solidgeo", "mathreal", "geoeval"):
        assert set(_numbers(report[section])) <= {1.0, 0.0}, section
        assert 1.0 in set(_numbers(report[section]))


def test_partial_pattern_gives_the_hand_computed_dynamath_metrics(built, tmp_path):
    from dynaforge.scoring import score
    from dynaforge.scoring.oracle import oracle_response

    # triangle_exterior_angle: all 3 variants right; cuboid_space_diagonal: only k=0 right.
    preds = []
    for r in _all_rows(built["release"]):
        if r["view"] != "default":
            continue
        right = r["program_id"] == "triangle_exterior_angle" or r["k"] == 0
        preds.append({"id": r["id"], "response": oracle_response(r["answer"]) if right else "I cannot tell."})
    report = score(built["release"], _write_predictions(tmp_path / "p.jsonl", preds), tmp_path / "out", plots=False)
    dm = report["dynamath"]
    assert dm["average_case"] == pytest.approx((1 + 1 / 3) / 2)
    assert dm["worst_case"] == pytest.approx(1 / 2)
    assert dm["reasoning_robustness"] == pytest.approx(0.5 / ((1 + 1 / 3) / 2))
    assert report["accuracy"] == pytest.approx(4 / 6)


def test_validate_decodes_only_bytes_it_has_not_seen_and_still_sees_a_missing_file(built, tmp_path):
    data = tmp_path / "data"
    shutil.copytree(built["data"], data)
    assert validate(["fixture"], data, data / "validated")["media_decoded"] == 0
    (data / "renders" / "fixture" / "cuboid_space_diagonal" / "1_photo.jpg").unlink()
    metrics = validate(["fixture"], data, data / "validated")
    report = json.loads((data / "validated" / "report.json").read_text())
    assert metrics["programs"] == len(GOOD) - 1
    assert report["validation_errors"]["cuboid_space_diagonal"] == [
        "cuboid_space_diagonal/1: missing file renders/cuboid_space_diagonal/1_photo.jpg"]
    assert "cuboid_space_diagonal" in report["failed_programs"]


def test_validate_decodes_a_render_whose_bytes_changed(built, tmp_path):
    """A junk PNG in place of a render is caught even though the records did not change."""
    data = tmp_path / "data"
    shutil.copytree(built["data"], data)
    png = data / "renders" / "fixture" / "triangle_exterior_angle" / "0.png"
    png.write_bytes(png.read_bytes()[: png.stat().st_size // 2])
    metrics = validate(["fixture"], data, data / "validated")
    report = json.loads((data / "validated" / "report.json").read_text())
    assert metrics["media_decoded"] == 1
    assert "does not decode as an image" in report["failed_programs"]["triangle_exterior_angle"]
    assert str(tmp_path) not in json.dumps(report)


def test_a_native_crash_in_render_is_retried_once_and_reported(built):
    assert built["render"]["retried_after_crash"] == ["bad_draw_crashes"]
    report = json.loads((built["data"] / "validated" / "report.json").read_text())
    assert "render_retries" not in report  # a crash must not change a stage output's bytes
    [retry] = built["retries"]
    assert retry["program_id"] == "bad_draw_crashes" and retry["retry"] == "failed" and retry["shard"] == "fixture"
    assert "signal SIGSEGV" in retry["first_attempt"] and "crashed at File" in retry["first_attempt"]
    assert "render: process died by signal SIGSEGV" in report["failed_programs"]["bad_draw_crashes"]


def test_a_crashing_task_is_reported_with_its_signal(tmp_path):
    from dynaforge.sandbox import Limits, Task, run_contained

    tasks = [Task("crash", "os.abort", {}), Task("fine", "json.loads", {"s": "3"})]
    outcomes = run_contained(tasks, jobs=2, limits=Limits(timeout_s=30), kind="bwrap",
                             scratch_root=tmp_path, desc="t", progress=False)
    assert outcomes["fine"].ok and outcomes["fine"].value == 3
    assert not outcomes["crash"].ok and outcomes["crash"].crashed
    assert "SIGABRT" in outcomes["crash"].error


def test_photos_are_jpeg_at_the_quality_the_record_names(built):
    from PIL import Image

    data = built["data"]
    for record in read_jsonl(data / "validated" / "records.jsonl"):
        with Image.open(media_file(data, record["photo"]["image"])) as photo:
            assert photo.format == "JPEG" and photo.size == (640, 640)
        assert record["photo"]["jpeg_quality"] == 85


def test_validate_reports_the_share_of_distinct_answers():
    from dynaforge.pipeline.validate import distinct_answer_share

    def record(program, value, level="standard"):
        return {"program_id": program, "difficulty_level": level, "answer": {"type": "number", "value": value}}

    choice = [{"program_id": "c", "difficulty_level": "standard", "answer": {"type": "choice", "value": letter, "options": options}}
              for letter, options in [("A", ["1", "2"]), ("B", ["2", "1"])]]  # the same answer, shuffled
    shares = distinct_answer_share([record("n", 1.0), record("n", 2.0), record("n", 1.0), record("m", 3.0),
                                    record("m", 3.0, "hard"), record("m", 4.0, "hard")] + choice)
    assert shares == {"c": 0.5, "m": 1.0, "m/hard": 1.0, "n": round(2 / 3, 4)}


def test_the_build_reports_distinct_answers_per_program(built):
    report = json.loads((built["data"] / "validated" / "report.json").read_text())
    assert set(report["distinct_answer_share"]) == set(report["programs"])
    assert all(0 < share <= 1 for share in report["distinct_answer_share"].values())
