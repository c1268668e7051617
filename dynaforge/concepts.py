"""The knowledge-concept tree (WE-MATH style), kept in ``concepts/*.yaml``.

Each file maps a concept path (``plane_figures/triangles/angle_sum``) to a knowledge card::

    plane_figures/triangles/angle_sum:
      title: Angle sum of a triangle
      card: The three interior angles of a triangle add up to 180°.

The tree is implied by the paths; every prefix of a path is a node.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

CONCEPTS_DIR = Path(__file__).resolve().parent.parent / "concepts"


@lru_cache(maxsize=None)
def load_concepts(folder: Path = CONCEPTS_DIR) -> dict[str, dict]:
    """All concept cards from every YAML file in ``folder``; a path defined twice is an error."""
    cards: dict[str, dict] = {}
    for path in sorted(Path(folder).glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for key, card in data.items():
            if key in cards:
                raise ValueError(f"{path}: concept {key!r} is defined twice")
            if not isinstance(card, dict) or not card.get("title") or not card.get("card"):
                raise ValueError(f"{path}: concept {key!r} needs a title and a card")
            cards[key] = {"title": card["title"], "card": card["card"], "file": path.name}
    return cards
