"""Parameter spaces and difficulty levels as data, and bounded rejection sampling.

A program declares what it samples from, per difficulty level, as named data that can be read and
printed (``dynaforge levels <program>``), not as literals inside ``sample()``::

    levels = Levels(
        standard=dict(edge=IntRange(2, 6), solid=OneOf(("cube", "cuboid"))),
        hard=dict(edge=IntRange(6, 19), solid=OneOf(("cube", "cuboid", "hex_prism"))),
        hard_means="longer edges and hexagonal prisms: more vertices, more triangles to classify",
    )

    def sample(self, rng, space):
        a = space.edge.draw(rng)           # rng.integers(2, 7) at the standard level
        for _ in attempts("three distinct edges"):
            ...                            # a bounded `while True:`

``standard`` keeps a program's historical ranges; ``hard`` makes *this* problem harder (larger
numbers, more elements, more steps, closer distractors) and says how in ``hard_means``.
Every level names the same parameters.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator, Mapping, Sequence

import numpy as np

DIFFICULTY_LEVELS = ("standard", "hard")  # defined here only; params.yaml picks among them
DEFAULT_ATTEMPTS = 1000


class SamplingError(ValueError):
    """A bounded draw ran out of attempts; the message names the condition it could not meet."""


def attempts(condition: str, limit: int = DEFAULT_ATTEMPTS) -> Iterator[int]:
    """Iterate at most ``limit`` times; running out raises :class:`SamplingError` naming ``condition``.

    The bounded replacement of ``while True:`` in rejection sampling: ``break`` or ``return`` on
    success, as before; the SDK adds the program, k and seed to the error."""
    yield from range(limit)
    raise SamplingError(f"no draw met the condition {condition!r} in {limit} attempts")


def draw_until(rng: np.random.Generator, draw, accept, condition: str, limit: int = DEFAULT_ATTEMPTS):
    """``draw(rng)`` again until ``accept(value)``; at most ``limit`` draws (see :func:`attempts`)."""
    for _ in attempts(condition, limit):
        value = draw(rng)
        if accept(value):
            return value


@dataclass(frozen=True)
class IntRange:
    """Integers ``lo..hi``, both included (``draw`` is ``rng.integers(lo, hi + 1)``)."""

    lo: int
    hi: int

    def __post_init__(self):
        if int(self.lo) != self.lo or int(self.hi) != self.hi or self.lo > self.hi:
            raise ValueError(f"IntRange({self.lo}, {self.hi}): needs integers lo <= hi")

    def draw(self, rng: np.random.Generator, size=None):
        value = rng.integers(self.lo, self.hi + 1, size=size)
        return int(value) if size is None else value

    @property
    def values(self) -> range:
        return range(self.lo, self.hi + 1)

    def describe(self) -> str:
        return f"integer {self.lo}..{self.hi}"


@dataclass(frozen=True)
class FloatRange:
    """Reals in ``[lo, hi)`` (``draw`` is ``rng.uniform(lo, hi)``)."""

    lo: float
    hi: float

    def __post_init__(self):
        if not self.lo < self.hi:
            raise ValueError(f"FloatRange({self.lo}, {self.hi}): needs lo < hi")

    def draw(self, rng: np.random.Generator, size=None):
        value = rng.uniform(self.lo, self.hi, size=size)
        return float(value) if size is None else value

    def describe(self) -> str:
        return f"real in [{self.lo:g}, {self.hi:g})"


@dataclass(frozen=True)
class OneOf:
    """One of ``values`` (optionally with probabilities ``p``; ``draw`` is ``rng.choice``)."""

    values: Sequence[Any]
    p: Sequence[float] | None = None

    def __post_init__(self):
        object.__setattr__(self, "values", tuple(self.values))
        if not self.values:
            raise ValueError("OneOf needs at least one value")
        if self.p is not None:
            object.__setattr__(self, "p", tuple(float(x) for x in self.p))
            if len(self.p) != len(self.values) or abs(sum(self.p) - 1) > 1e-9:
                raise ValueError(f"OneOf: {len(self.p)} probabilities for {len(self.values)} values, or they do not sum to 1")

    def draw(self, rng: np.random.Generator, size=None):
        value = rng.choice(self.values, size=size, p=self.p)
        if size is not None:
            return value
        return value.item() if isinstance(value, np.generic) else value

    def describe(self) -> str:
        shown = ", ".join(map(str, self.values[:8])) + (", ..." if len(self.values) > 8 else "")
        weights = "" if self.p is None else " (weighted)"
        return f"one of {shown}{weights}"


def describe(value: Any) -> str:
    """How a space entry reads in ``dynaforge levels`` and the program index."""
    if hasattr(value, "describe"):
        return value.describe()
    return f"fixed {value!r}"


class Space(Mapping):
    """One level's parameter space: read-only, entries by attribute (``space.edge``) or key."""

    def __init__(self, level: str, entries: Mapping[str, Any]):
        self._level = level
        self._entries = dict(entries)

    @property
    def level(self) -> str:
        return self._level

    def __getattr__(self, name: str):
        entries = self.__dict__.get("_entries", {})
        if name in entries:
            return entries[name]
        raise AttributeError(f"level {self.__dict__.get('_level')!r} has no parameter {name!r}")

    def __getitem__(self, name: str):
        return self._entries[name]

    def __iter__(self):
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def lines(self) -> list[str]:
        return [f"{name}: {describe(value)}" for name, value in self._entries.items()]


RESERVED = frozenset(n for n in dir(Mapping) if not n.startswith("_")) | {"level", "lines"}


class Levels:
    """A program's parameter space per difficulty level (at least ``standard`` and ``hard``)."""

    def __init__(self, *, hard_means: str, **levels: Mapping[str, Any]):
        missing = [name for name in DIFFICULTY_LEVELS if name not in levels]
        unknown = [name for name in levels if name not in DIFFICULTY_LEVELS]
        if missing or unknown:
            raise ValueError(f"Levels needs exactly {', '.join(DIFFICULTY_LEVELS)}"
                             + (f"; missing {', '.join(missing)}" if missing else "")
                             + (f"; unknown {', '.join(unknown)}" if unknown else ""))
        clash = sorted({n for entries in levels.values() for n in entries} & RESERVED)
        if clash:
            raise ValueError(f"parameter name(s) {', '.join(clash)} would be hidden by a method of the level's "
                             "space (space.values is Mapping.values): choose another name")
        names = {name: set(entries) for name, entries in levels.items()}
        if len({frozenset(v) for v in names.values()}) != 1:
            raise ValueError("every level must name the same parameters: "
                             + "; ".join(f"{k}: {', '.join(sorted(v))}" for k, v in names.items()))
        if not hard_means or not hard_means.strip():
            raise ValueError("hard_means must say what makes the hard level harder")
        self.hard_means = hard_means.strip()
        self._spaces = {name: Space(name, levels[name]) for name in DIFFICULTY_LEVELS}

    def __getitem__(self, level: str) -> Space:
        if level not in self._spaces:
            raise KeyError(f"unknown difficulty level {level!r}; one of {', '.join(self._spaces)}")
        return self._spaces[level]

    def __iter__(self):
        return iter(self._spaces)

    def lines(self) -> list[str]:
        out = []
        for name, space in self._spaces.items():
            out.append(f"{name}:")
            out += [f"  {line}" for line in space.lines()]
        out.append(f"hard means: {self.hard_means}")
        return out
