"""Registry-wide checks: every seed program at every level it has, for many seeds.

``pytest tests/test_programs.py --program my_program [--level hard]`` runs exactly one program's."""
import json
import re
from pathlib import Path

import numpy as np
import pytest

from dynaforge.answer_json import correct_value
from dynaforge.concepts import load_concepts
from dynaforge.config import PROGRAMS_DIR, load_params
from dynaforge.records import validate_record
from dynaforge.release.gate import parse_exclude
from dynaforge.sdk.answers import LETTERS
from dynaforge.sdk.instance import build_records, instance_seed, variant_fingerprint
from dynaforge.sdk.loader import all_program_files, load_program
from dynaforge.sdk.space import DIFFICULTY_LEVELS
from dynaforge.scoring.match import grade
from dynaforge.scoring.oracle import oracle_response

SEEDS = 20
SALT = "test-salt"
FILES = all_program_files(PROGRAMS_DIR)


def pytest_generate_tests(metafunc):
    if "program_case" in metafunc.fixturenames:
        only = set(metafunc.config.getoption("program"))
        levels = set(metafunc.config.getoption("level")) or set(DIFFICULTY_LEVELS)
        cases = [(f, lv) for f in FILES if not only or f.stem in only for lv in DIFFICULTY_LEVELS if lv in levels]
        metafunc.parametrize("program_case", cases, ids=[f"{f.stem}@{lv}" for f, lv in cases], scope="module")
    if "release_case" in metafunc.fixturenames:  # the programs a release holds, at every level
        only = set(metafunc.config.getoption("program"))
        excluded = parse_exclude(load_params().get("exclude") or [])
        cases = [(f, lv) for f in FILES if (not only or f.stem in only) and f.stem not in excluded
                 for lv in DIFFICULTY_LEVELS]
        metafunc.parametrize("release_case", cases, ids=[f"{f.stem}@{lv}" for f, lv in cases])
    if "solid_program" in metafunc.fixturenames:  # solid geometry programs (each has an orbit video)
        only = set(metafunc.config.getoption("program"))
        solids = [f for f in FILES if PROGRAMS_DIR / "solid_geometry" in f.parents and (not only or f.stem in only)]
        metafunc.parametrize("solid_program", solids, ids=[f.stem for f in solids])


def test_shards_in_params_cover_every_program_folder():
    shards = load_params()["shards"]
    folders = sorted({str(f.parent.relative_to(PROGRAMS_DIR)) for f in FILES})
    assert sorted(shards.values()) == folders, "params.yaml shards must name exactly the folders holding programs"


def test_program_ids_unique():
    stems = [f.stem for f in FILES]
    assert len(stems) == len(set(stems))


@pytest.fixture(scope="module")
def program_records(program_case):
    path, level = program_case
    info = load_program(path)
    state = np.random.get_state()
    records = build_records(info, SALT, SEEDS, level=level)
    after = np.random.get_state()
    assert state[0] == after[0] and np.array_equal(state[1], after[1]) and state[2:] == after[2:], \
        "a seed program touched numpy's global random state"
    return info, records


def test_deterministic(program_records):
    info, records = program_records
    again = build_records(load_program(Path(info.path)), SALT, SEEDS, level=records[0]["difficulty_level"])
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
    redraws = sum(1 for r in records
                  if r["seed"] != instance_seed(r["program_id"], SALT, r["k"], level=r["difficulty_level"]))
    assert redraws <= len(records) // 4, f"{redraws} of {len(records)} variants had to be re-drawn: parameter space too small"


MIN_DISTINCT_ANSWER_SHARE = 0.7  # of a release's K variants per program and level (validate's distinct_answer_share)


def test_the_release_variants_have_distinct_answers(release_case):
    """Variants that only look different teach a model nothing: under the release's salt and K, at least
    70% of a program's correct answers differ (programs params.yaml excludes, with why, are not asked)."""
    path, level = release_case
    params = load_params()
    records = build_records(load_program(path), params["salt"], params["seeds_per_program"], level=level)
    answers = [json.dumps(correct_value(r["answer"]), sort_keys=True) for r in records]
    share = len(set(answers)) / len(answers)
    assert share >= MIN_DISTINCT_ANSWER_SHARE, \
        f"{path.stem}@{level}: {len(set(answers))} distinct answers of {len(answers)} under the release salt: widen its parameter space"


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


def test_figures_show_what_their_questions_name(program_records):
    """Every variant's figure draws every point label its question names (3D: checked while the
    records were built; 2D: drawn here at the release size, without saving)."""
    from dynaforge.render.figure import check_2d, draw_2d

    info, records = program_records
    if info.program.is_3d:
        return
    for record in records:
        try:
            check_2d(info.program, record["givens"], record["question"], draw_2d(info.program, record["givens"], 512))
        except ValueError as exc:
            pytest.fail(f"{record['id']}: {exc}")


_POINTS_AT_FIGURE = re.compile(r"\b(?i:the|this|in|on) (figure|diagram|image|picture|drawing)s?\b|\b(is|are) shown\b")


def test_text_only_questions_never_point_at_a_figure(program_records):
    """The text_only view's question (the description, then the question rewritten) reads without a
    figure ("Figure n", capitalised, names a stage of a pattern, the thing the question is about)."""
    from dynaforge.release.rows import text_only_question

    for record in program_records[1]:
        if record["description"]:
            assert not _POINTS_AT_FIGURE.search(text_only_question(record["question"])), record["id"]


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
def test_orbit_video_decodes(solid_program, tmp_path):
    import imageio_ffmpeg

    from dynaforge.render.variant import render_variant

    info = load_program(solid_program)
    assert info.program.is_3d, "a program under seed_programs/solid_geometry/ must be a 3D one"
    [record] = build_records(info, SALT, 1)
    render_variant(info.program, record, tmp_path, SMALL, video=True, views=False)
    reader = imageio_ffmpeg.read_frames(str(tmp_path / record["video"]))
    meta = next(reader)
    assert meta["size"] == (96, 96) and sum(1 for _ in reader) == SMALL["video_frames"]
