"""One place for each shared contract: option letters, config -> view names, taxonomy lists.
Every old import path keeps working; the JSON Schemas repeat the taxonomy and must agree."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

SCHEMAS = Path(__file__).resolve().parents[1] / "dynaforge" / "schemas"


def test_option_letters_are_defined_once():
    from dynaforge.release import rows
    from dynaforge.scoring import export, extract, match, prompts
    from dynaforge.sdk.answers import LETTERS

    assert match.LETTERS is LETTERS and extract.LETTERS is LETTERS and prompts.LETTERS is LETTERS
    assert export.LETTERS is LETTERS
    assert rows.prompt("Q", {"type": "choice", "value": "J", "options": list("0123456789")}).endswith("\nJ. 9")


def test_extraction_follows_the_letters():
    from dynaforge.scoring.extract import extract_choice, is_letter_hedge

    options = [str(i) for i in range(10)]
    assert extract_choice("The answer is J.", options)[0] == "J"
    assert is_letter_hedge("either J or A") and extract_choice("选J", options)[0] == "J"


def test_config_view_names_are_defined_once():
    from dynaforge.release.rows import CONFIGS, features
    from dynaforge.scoring.items import CONFIG_VIEWS, VIEW_NAMES

    assert CONFIGS == tuple(CONFIG_VIEWS)
    assert all(VIEW_NAMES[c] == v and VIEW_NAMES[v] == v for c, v in CONFIG_VIEWS.items())
    assert all(features(c) for c in CONFIGS)


@pytest.mark.parametrize("schema", ["program_metadata", "variant_record"])
def test_the_schemas_repeat_the_taxonomy_of_sdk_program(schema):
    from dynaforge.sdk.program import CATEGORIES, DIFFICULTIES, LEVELS, QUESTION_TYPES, TOPICS

    props = json.loads((SCHEMAS / f"{schema}.schema.json").read_text())["properties"]
    assert tuple(props["topic"]["enum"]) == TOPICS
    assert tuple(c for c in props["category"]["enum"] if c is not None) == CATEGORIES
    assert tuple(props["level"]["enum"]) == LEVELS
    assert tuple(props["difficulty"]["enum"]) == DIFFICULTIES
    assert tuple(props["question_type"]["enum"]) == QUESTION_TYPES


def test_program_metadata_schema_repeats_the_variation_kinds():
    from dynaforge.sdk.program import VARIATIONS

    props = json.loads((SCHEMAS / "program_metadata.schema.json").read_text())["properties"]
    assert tuple(props["variations"]["items"]["enum"]) == VARIATIONS


def test_stats_use_the_sdk_taxonomy():
    from dynaforge import stats
    from dynaforge.sdk import program, space

    assert stats.DIMENSIONS == {"topic": program.TOPICS, "category": program.CATEGORIES, "level": program.LEVELS,
                                "question_type": program.QUESTION_TYPES, "difficulty": program.DIFFICULTIES,
                                "variations": program.VARIATIONS, "difficulty_levels": space.DIFFICULTY_LEVELS}


def test_record_schema_uses_the_sdk_difficulty_levels():
    from dynaforge.sdk.space import DIFFICULTY_LEVELS

    props = json.loads((SCHEMAS / "variant_record.schema.json").read_text())["properties"]
    assert tuple(props["difficulty_level"]["enum"]) == DIFFICULTY_LEVELS


def test_every_existing_import_path_still_works():
    from dynaforge.release.rows import CONFIGS, prompt, rows_for  # noqa: F401
    from dynaforge.scoring.items import CONFIG_VIEWS, VIEW_NAMES, VIEW_ORDER  # noqa: F401
    from dynaforge.scoring.match import LETTERS as match_letters  # noqa: F401
    from dynaforge.sdk import Choice, Expression, Multi, Number, Text, seed_program  # noqa: F401
    from dynaforge.sdk.answers import (DEFAULT_TOLERANCE, LETTERS, AnswerError, answer_to_json,  # noqa: F401
                                       correct_value, display)
    from dynaforge.sdk.program import (CATEGORIES, DIFFICULTIES, LEVELS, QUESTION_TYPES, TOPICS,  # noqa: F401
                                       VARIATIONS)
    from dynaforge.stats import DIMENSIONS, DYNAMATH, DYNASOLIDGEO  # noqa: F401
