"""The seed library as a whole: size, taxonomy minimums and evaluation-view coverage."""
from collections import Counter
from pathlib import Path

import pytest

from dynaforge.config import PROGRAMS_DIR
from dynaforge.sdk.loader import all_program_files, load_program
from dynaforge.sdk.program import CATEGORIES, TOPICS


@pytest.fixture(scope="module")
def programs():
    return [load_program(f).program for f in all_program_files(PROGRAMS_DIR)]


def test_library_has_72_programs_with_four_per_topic_and_category(programs):
    assert len(programs) >= 72
    topics = Counter(p.meta.topic for p in programs)
    categories = Counter(p.meta.category for p in programs if p.meta.topic == "solid_geometry")
    assert {t: topics[t] for t in TOPICS if topics[t] < 4} == {}
    assert {c: categories[c] for c in CATEGORIES if categories[c] < 4} == {}


def test_programs_live_in_their_topic_and_category_folder():
    for path in all_program_files(PROGRAMS_DIR):
        meta = load_program(path).program.meta
        expected = Path(meta.topic, meta.category) if meta.topic == "solid_geometry" else Path(meta.topic)
        assert path.parent.relative_to(PROGRAMS_DIR) == expected, f"{path}: belongs in seed_programs/{expected}/"


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
