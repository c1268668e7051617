"""Registry-wide checks: every seed program in every batch, for many seeds."""
import json
from pathlib import Path

import numpy as np
import pytest

from dynaforge.concepts import load_concepts
from dynaforge.config import PROGRAMS_DIR, load_params
from dynaforge.records import validate_record
from dynaforge.sdk.answers import LETTERS
from dynaforge.sdk.instance import build_records, instance_seed, variant_fingerprint
from dynaforge.sdk.loader import load_program, program_files
from dynaforge.scoring.match import grade
from dynaforge.scoring.oracle import oracle_response

SEEDS = 20
SALT = "test-salt"
BATCHES = load_params()["batches"]
FILES = [f for b in BATCHES for f in program_files(PROGRAMS_DIR, b)]


def test_batches_in_params_match_folders():
    folders = sorted(p.name for p in PROGRAMS_DIR.iterdir() if p.is_dir() and not p.name.startswith(("_", ".")))
    assert sorted(BATCHES) == folders, "params.yaml batches must list exactly the folders in seed_programs/"


def test_program_ids_unique_across_batches():
    stems = [f.stem for f in FILES]
    assert len(stems) == len(set(stems))


@pytest.fixture(scope="module", params=FILES, ids=lambda f: f.stem)
def program_records(request):
    info = load_program(request.param)
    state = np.random.get_state()
    records = build_records(info, SALT, SEEDS)
    after = np.random.get_state()
    assert state[0] == after[0] and np.array_equal(state[1], after[1]) and state[2:] == after[2:], \
        "a seed program touched numpy's global random state"
    return info, records


def test_deterministic(program_records):
    info, records = program_records
    again = build_records(load_program(Path(info.path)), SALT, SEEDS)
    assert [json.dumps(r, sort_keys=True) for r in again] == [json.dumps(r, sort_keys=True) for r in records]


def test_records_valid_against_schema(program_records):
    for record in program_records[1]:
        validate_record(record)


def test_own_answer_scores_one(program_records):
    for record in program_records[1]:
        answers = [record["answer"]] + [s["answer"] for s in record["subquestions"] or []]
        if record["backward"]:
            answers.append(record["backward"]["answer"])
        for answer in answers:
            score = grade(answer, oracle_response(answer))
            assert score.correct and score.score == 1.0, (record["id"], answer, score)


def test_choices_sane(program_records):
    for record in program_records[1]:
        for answer in [record["answer"]] + [s["answer"] for s in record["subquestions"] or []]:
            if answer["type"] == "choice":
                opts = answer["options"]
                assert len({o.strip().lower() for o in opts}) == len(opts)
                assert answer["value"] in LETTERS[: len(opts)]


def test_variants_differ(program_records):
    records = program_records[1]
    assert len({variant_fingerprint(r) for r in records}) == len(records)
    redraws = sum(1 for r in records if r["seed"] != instance_seed(r["program_id"], SALT, r["k"]))
    assert redraws <= len(records) // 4, f"{redraws} of {len(records)} variants had to be re-drawn: parameter space too small"


def test_concepts_exist(program_records):
    cards = load_concepts()
    info = program_records[0]
    for concept in info.program.meta.concepts:
        assert concept in cards, f"{info.id}: concept {concept} is not in concepts/*.yaml"
    for record in program_records[1]:
        for sub in record["subquestions"] or []:
            assert sub["concept"] in cards


def test_solid_programs_have_reasoning(program_records):
    info, records = program_records
    if info.program.is_3d:
        assert all(r["reasoning"] for r in records)


SMALL = {"image_size": 192, "video_size": 96, "video_frames": 6, "video_fps": 6}


def test_renders_deterministically(program_records, tmp_path):
    from PIL import Image

    from dynaforge.render.variant import render_variant

    info, records = program_records
    record = records[1]
    first = render_variant(info.program, record, tmp_path / "a", SMALL, video=False)
    second = render_variant(info.program, record, tmp_path / "b", SMALL, video=False)
    assert [p.read_bytes() for p in first] == [p.read_bytes() for p in second]
    for path in first:
        with Image.open(path) as image:
            assert image.size[0] >= 192


@pytest.mark.slow
def test_orbit_video_decodes(program_records, tmp_path):
    import imageio_ffmpeg

    from dynaforge.render.variant import render_variant

    info, records = program_records
    if not info.program.is_3d:
        pytest.skip("2D program: no video")
    render_variant(info.program, records[0], tmp_path, SMALL, video=True, views=False)
    reader = imageio_ffmpeg.read_frames(str(tmp_path / records[0]["video"]))
    meta = next(reader)
    assert meta["size"] == (96, 96) and sum(1 for _ in reader) == SMALL["video_frames"]
