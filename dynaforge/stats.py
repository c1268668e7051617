"""Coverage of the seed library (programs per topic, category, level, question type, variation kind)
beside the distributions DynaMath (Table 1) and DynaSolidGeo (Table 2) report."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from .sdk.program import CATEGORIES, DIFFICULTIES, LEVELS, QUESTION_TYPES, TOPICS, VARIATIONS
from .sdk.space import DIFFICULTY_LEVELS

# Seed-program counts from the papers' statistics tables.
DYNAMATH = {
    "topic": {"solid_geometry": 15, "puzzle_test": 17, "arithmetic": 26, "scientific_figure": 45,
              "graph_theory": 48, "algebra": 51, "plane_geometry": 77, "analytic_geometry": 97,
              "statistics": 125},
    "level": {"elementary": 63, "high_school": 277, "undergraduate": 161},
    "question_type": {"numeric": 296, "multiple_choice": 174, "free_form": 31},
}
DYNASOLIDGEO = {
    "category": {"positional_relationship": 59, "angle": 103, "length_distance": 66, "area": 57,
                 "volume": 52, "counting": 35, "dynamic_moving_point": 66, "folding_unfolding": 65},
    "difficulty": {"easy": 137, "medium": 290, "hard": 76},
    "question_type": {"numeric": 444, "free_form": 59},
}
DIMENSIONS = {
    "topic": TOPICS, "category": CATEGORIES, "level": LEVELS,
    "question_type": QUESTION_TYPES, "difficulty": DIFFICULTIES, "variations": VARIATIONS,
    "difficulty_levels": DIFFICULTY_LEVELS,
}


def _pct(n: int, total: int) -> str:
    return f"{n} ({100 * n / total:.1f}%)" if total else "0"


def coverage(programs: list[dict]) -> dict[str, dict[str, int]]:
    """Counts per dimension; ``programs`` are metadata dicts (one per program)."""
    out = {}
    for dim, values in DIMENSIONS.items():
        subset = [p for p in programs if p.get("topic") == "solid_geometry"] if dim == "category" else programs
        counter = Counter()
        for p in subset:
            items = p[dim] if isinstance(p[dim], list) else [p[dim]]
            counter.update(items)
        out[dim] = {v: counter.get(v, 0) for v in values}
    return out


def coverage_markdown(programs: list[dict]) -> str:
    """Markdown tables: this library's program counts beside DynaMath's and DynaSolidGeo's."""
    table = coverage(programs)
    solid = sum(1 for p in programs if p.get("topic") == "solid_geometry")
    two_d = len(programs) - solid
    parts = [f"{len(programs)} programs ({two_d} 2D, {solid} solid geometry)."]
    for dim, counts in table.items():
        denom = solid if dim == "category" else len(programs)
        rows = [f"| {dim} | programs | DynaMath | DynaSolidGeo |", "| --- | ---: | ---: | ---: |"]
        for value, n in counts.items():
            dm = DYNAMATH.get(dim, {}).get(value)
            ds = DYNASOLIDGEO.get(dim, {}).get(value)
            dm_total = sum(DYNAMATH.get(dim, {}).values())
            ds_total = sum(DYNASOLIDGEO.get(dim, {}).values())
            rows.append(f"| {value} | {_pct(n, denom)} | {_pct(dm, dm_total) if dm else '–'} | "
                        f"{_pct(ds, ds_total) if ds else '–'} |")
        parts.append("\n".join(rows))
    return "\n\n".join(parts)


def library_programs(programs_dir: Path) -> list[dict]:
    """Metadata of every program under ``programs_dir`` with the difficulty levels it has (loaded in this process)."""
    from .sdk.loader import all_program_files, load_program
    from .sdk.space import DIFFICULTY_LEVELS

    out = []
    for f in all_program_files(programs_dir):
        program = load_program(f).program
        out.append(program.meta.to_json() | {"difficulty_levels": list(program.levels)})
    return out


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("stats", help="coverage table of the seed library vs. the source papers")
    p.set_defaults(func=_run)


def _run(args) -> int:
    from .config import PROGRAMS_DIR

    print(coverage_markdown(library_programs(PROGRAMS_DIR)))
    return 0
