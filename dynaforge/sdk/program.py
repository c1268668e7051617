"""The seed-program protocol: metadata, levels, sampling, givens, answer, ``verify`` and figure.

A seed program is one file ``seed_programs/<topic>/[<category>/]<program_id>.py`` holding one class
decorated with :func:`seed_program`::

    @seed_program(id="triangle_angle_sum", topic="plane_geometry", level="elementary",
                  difficulty="easy", question_type="numeric",
                  concepts=["plane_figures/triangles/angle_sum"], source="DynaMath-style",
                  variations=["numeric_values", "colors_labels"])
    class TriangleAngleSum(SeedProgram):
        levels = Levels(standard=dict(angle=IntRange(30, 79)), hard=dict(angle=IntRange(1, 89)),
                        hard_means="...")      # parameter spaces as data (sdk/space.py)
        def sample(self, rng, space): ...     # -> givens dict, or (givens, hidden) dicts
        def question(self, g): ...            # -> str, from the givens
        def answer(self, p): ...              # from the construction: givens and hidden together
        def verify(self, g): ...              # a second derivation from the givens alone
        def draw(self, g, ax, hide=()): ...   # 2D: draw the givens on a matplotlib Axes
        def scene(self, g): ...               # 3D instead of draw: a dynaforge.sdk.scene.Scene

**The givens are the one statement of a problem**: everything the solver is told, in the text or
shown in the figure. ``hidden`` holds construction details the solver is not told (a solution
path, an intermediate the figure does not show). The question, the views and the figure render
from the givens; ``answer`` may use the construction; ``verify`` is called with the givens alone
and may not call any method that ``answer`` reaches (checked when the class is defined), so a
program that states one problem and computes another fails its own build. Every given that
``verify`` reads must be read by ``question`` or ``description`` (the text-only statement).

Optional views: ``subquestions(g)`` (WE-MATH one-step sub-problems), ``backward(g)`` (GeoEval:
mask one given), ``description(g)`` (text-only form of the figure), ``reasoning(p)``
(DynaSolidGeo reference reasoning with this variant's numbers). Nothing is re-sampled.
"""
from __future__ import annotations

import ast
import inspect
import textwrap
from dataclasses import dataclass
from typing import Sequence

from .answers import Answer
from .space import Levels

# The taxonomy, defined here only: stats.py and the exports import these; the JSON Schemas
# (dynaforge/schemas/program_metadata.schema.json, variant_record.schema.json) repeat them as enums for
# validators, and tests/test_export_contracts.py checks that they are the same lists.
TOPICS = (
    "solid_geometry", "puzzle_test", "arithmetic", "scientific_figure", "graph_theory",
    "algebra", "plane_geometry", "analytic_geometry", "statistics",
)
CATEGORIES = (
    "positional_relationship", "angle", "length_distance", "area", "volume", "counting",
    "dynamic_moving_point", "folding_unfolding",
)
LEVELS = ("elementary", "high_school", "undergraduate", "competition")
DIFFICULTIES = ("easy", "medium", "hard")
QUESTION_TYPES = ("numeric", "multiple_choice", "free_form")
VARIATIONS = (
    "numeric_values", "geometric_transformations", "function_types", "symbolic_substitution",
    "real_life_contexts", "graph_structure", "colors_labels",
    "point_labels", "lengths_ratios", "camera",
)


class ProgramError(ValueError):
    """A seed program breaks the protocol; the message names the program and the problem."""


@dataclass(frozen=True)
class Meta:
    """A program's metadata (``@seed_program(...)``): id, taxonomy, level, concepts, source."""

    id: str
    topic: str
    level: str
    difficulty: str
    question_type: str
    concepts: tuple[str, ...]
    source: str
    variations: tuple[str, ...]
    category: str | None = None

    def problems(self) -> list[str]:
        """Every way this metadata breaks the taxonomy of dynaforge/schemas/program_metadata.schema.json (empty when valid)."""
        out = []
        if not self.id or not self.id.replace("_", "").isalnum() or self.id != self.id.lower():
            out.append(f"id {self.id!r} must be lower snake_case")
        for name, value, allowed in (
            ("topic", self.topic, TOPICS), ("level", self.level, LEVELS),
            ("difficulty", self.difficulty, DIFFICULTIES),
            ("question_type", self.question_type, QUESTION_TYPES),
        ):
            if value not in allowed:
                out.append(f"{name} {value!r} is not one of {', '.join(allowed)}")
        if self.topic == "solid_geometry" and self.category not in CATEGORIES:
            out.append(f"solid_geometry needs a category from {', '.join(CATEGORIES)}, got {self.category!r}")
        if self.topic != "solid_geometry" and self.category is not None:
            out.append("category is for solid_geometry programs only")
        if not self.concepts:
            out.append("concepts must name at least one knowledge concept")
        out += [f"variation {v!r} is not one of {', '.join(VARIATIONS)}" for v in self.variations if v not in VARIATIONS]
        if not self.variations:
            out.append("variations must name at least one variation kind")
        if not self.source:
            out.append("source must say where the question comes from")
        return out

    def to_json(self) -> dict:
        return {
            "id": self.id, "topic": self.topic, "category": self.category, "level": self.level,
            "difficulty": self.difficulty, "question_type": self.question_type,
            "concepts": list(self.concepts), "source": self.source, "variations": list(self.variations),
        }


@dataclass(frozen=True)
class SubQuestion:
    """A one-step sub-problem (WE-MATH) sharing the variant's params."""

    question: str
    answer: Answer
    concept: str


@dataclass(frozen=True)
class Backward:
    """A backward question (GeoEval): the given ``param`` is masked, the original answer is stated.

    ``answer`` is the masked value. The SDK checks it by re-solving forward: putting ``answer``
    back into the givens and calling ``verify`` must reproduce the forward answer. The backward
    figure is ``draw(g, ax, hide=(param,))``; the question is written from the givens (never by
    editing the forward question's text).
    """

    question: str
    answer: Answer
    param: str


class SeedProgram:
    """Base class of every seed program; see the module docstring for the protocol."""

    meta: Meta
    levels: Levels  # the parameter space per difficulty level (sdk/space.py)

    def sample(self, rng, space):
        raise NotImplementedError

    def question(self, g: dict) -> str:
        raise NotImplementedError

    def answer(self, p: dict) -> Answer:
        raise NotImplementedError

    def verify(self, g: dict) -> Answer:
        raise NotImplementedError

    # A program implements exactly one of draw (2D) and scene (3D).
    draw = None
    scene = None

    # Optional views; None means "not provided by this program".
    subquestions = None
    backward = None
    description = None
    reasoning = None
    # Optional: not_drawn(g) -> labels the question names that the figure deliberately leaves out
    # (the flat square's corners after folding); the figure check accepts only these as missing.
    not_drawn = None

    @property
    def is_3d(self) -> bool:
        return self.scene is not None



REQUIRED = ("sample", "question", "answer", "verify")


def seed_program(*, id: str, topic: str, level: str, difficulty: str, question_type: str,
                 concepts: Sequence[str], source: str, variations: Sequence[str],
                 category: str | None = None):
    """Class decorator that attaches and validates a program's metadata."""

    meta = Meta(id=id, topic=topic, level=level, difficulty=difficulty,
                question_type=question_type, concepts=tuple(concepts), source=source,
                variations=tuple(variations), category=category)

    def wrap(cls: type) -> type:
        if not (isinstance(cls, type) and issubclass(cls, SeedProgram)):
            raise ProgramError(f"@seed_program must decorate a SeedProgram subclass, not {cls!r}")
        problems = meta.problems()
        missing = [m for m in REQUIRED if getattr(cls, m) is getattr(SeedProgram, m)]
        problems += [f"method {m}() is missing" for m in missing]
        if (cls.draw is None) == (cls.scene is None):
            problems.append("define exactly one of draw(p, ax, hide=()) (2D) or scene(p) (3D)")
        if (cls.scene is not None) != (meta.topic == "solid_geometry"):
            problems.append("solid_geometry programs define scene(); other topics define draw()")
        if not isinstance(getattr(cls, "levels", None), Levels):
            problems.append("levels = Levels(standard=..., hard=..., hard_means=...) is missing: the parameter "
                            "space per difficulty level, as data (dynaforge.sdk.space)")
        shared = shared_helpers(cls)
        if shared:
            problems.append(f"verify() reaches {', '.join(shared)}, which answer() also reaches: derive "
                            "the answer from the givens by a second method")
        if problems:
            raise ProgramError(f"seed program {id!r}: " + "; ".join(problems))
        cls.meta = meta
        return cls

    return wrap


def _methods(cls: type) -> dict[str, ast.FunctionDef]:
    """The methods the class has, its own and inherited (an SDK template class's too), as syntax
    trees: a subclass's method hides its base's, as at run time."""
    out: dict[str, ast.FunctionDef] = {}
    for klass in reversed(cls.__mro__):
        if klass in (object, SeedProgram):
            continue
        try:
            tree = ast.parse(textwrap.dedent(inspect.getsource(klass)))
        except (OSError, TypeError, SyntaxError):
            continue
        body = tree.body[0].body if tree.body and isinstance(tree.body[0], ast.ClassDef) else []
        out.update({n.name: n for n in body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))})
    return out


def _reach(methods: dict[str, ast.FunctionDef], start: str) -> set[str]:
    """Every method of the class that ``start`` calls or reads through ``self``, transitively."""
    seen, todo = set(), [start]
    while todo:
        name = todo.pop()
        if name in seen or name not in methods:
            continue
        seen.add(name)
        todo += [n.attr for n in ast.walk(methods[name])
                 if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id in ("self", "cls")]
    return seen - {start}


def shared_helpers(cls: type) -> list[str]:
    """Methods that both ``verify`` and ``answer`` reach: verify must not re-use answer's construction."""
    methods = _methods(cls)
    return sorted(_reach(methods, "verify") & (_reach(methods, "answer") | {"answer"}))


@dataclass
class ProgramInfo:
    """A loaded program with where it came from."""

    program: SeedProgram
    path: str
    shard: str
    sha256: str

    @property
    def id(self) -> str:
        return self.program.meta.id
