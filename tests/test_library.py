"""The seed library as a whole: size, taxonomy minimums and evaluation-view coverage."""
from collections import Counter

import pytest

from dynaforge.config import PROGRAMS_DIR, load_params
from dynaforge.sdk.loader import load_program, program_files
from dynaforge.sdk.program import CATEGORIES, TOPICS

BATCHES = load_params()["batches"]


@pytest.fixture(scope="module")
def programs():
    return [load_program(f, b).program for b in BATCHES for f in program_files(PROGRAMS_DIR, b)]


def test_library_has_72_programs_with_four_per_topic_and_category(programs):
    assert len(programs) >= 72
    topics = Counter(p.meta.topic for p in programs)
    categories = Counter(p.meta.category for p in programs if p.meta.topic == "solid_geometry")
    assert {t: topics[t] for t in TOPICS if topics[t] < 4} == {}
    assert {c: categories[c] for c in CATEGORIES if categories[c] < 4} == {}


def test_starter_batch_covers_every_topic_and_category():
    starter = [load_program(f).program for f in program_files(PROGRAMS_DIR, "starter")]
    assert {p.meta.topic for p in starter} == set(TOPICS)
    assert {p.meta.category for p in starter if p.meta.category} == set(CATEGORIES)


def test_question_type_mix(programs):
    flat = [p for p in programs if p.meta.topic != "solid_geometry"]
    solid = [p for p in programs if p.meta.topic == "solid_geometry"]
    kinds = Counter(p.meta.question_type for p in flat)
    assert kinds["multiple_choice"] > 0 and kinds["free_form"] > 0 and kinds["numeric"] > 0
    assert not any(p.meta.question_type == "multiple_choice" for p in solid), "DynaSolidGeo has no multiple choice"


def test_view_coverage(programs):
    n = len(programs)
    assert sum(p.description is not None for p in programs) >= 0.8 * n
    assert sum(p.subquestions is not None for p in programs) >= 0.3 * n
    assert sum(p.backward is not None for p in programs) >= 0.3 * n
    assert all(p.reasoning is not None for p in programs if p.is_3d)
