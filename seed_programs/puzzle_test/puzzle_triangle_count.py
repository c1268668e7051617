"""Puzzle: count all the triangles in a subdivided triangle (fan of cevians, or a triangular grid)."""
import itertools
from math import comb

import numpy as np

from dynaforge.sdk import Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw

FILLS = ["#dbeafe", "#dcfce7", "#fef3c7", "#fce7f3", "#ede9fe"]
INKS = ["#1f2937", "#1e3a8a", "#7c2d12", "#14532d"]


def _segments(p):
    """The drawn segments as pairs of points."""
    if p["family"] == "fan":
        apex, left, right = np.array([p["apex_x"], 1.6]), np.array([-1.0, 0.0]), np.array([1.0, 0.0])
        segs = [(apex, left), (apex, right), (left, right)]
        segs += [(apex, np.array([x, 0.0])) for x in p["feet"]]
        for y in p["levels"]:
            t = y / 1.6  # fraction of the way up to the apex
            segs.append((left + t * (apex - left), right + t * (apex - right)))
        return segs
    n = p["rows"]
    A, B, C = np.array([-1.0, 0.0]), np.array([1.0, 0.0]), np.array([0.0, np.sqrt(3)])
    segs = []
    for i in range(n):  # lines parallel to each side, including the side itself
        t = i / n
        segs.append((A + t * (C - A), B + t * (C - B)))
        segs.append((B + t * (A - B), C + t * (A - C)))
        segs.append((C + t * (B - C), A + t * (B - A)))
    return segs


def _count(k, noun):
    return f"{k} {noun}" if k == 1 else f"{k} {noun}s"


def _on_segment(q, seg, eps=1e-9):
    a, b = seg
    ab, aq = b - a, q - a
    if abs(ab[0] * aq[1] - ab[1] * aq[0]) > eps * max(1.0, np.linalg.norm(ab)):
        return False
    t = np.dot(aq, ab) / np.dot(ab, ab)
    return -eps <= t <= 1 + eps


@seed_program(
    id="puzzle_triangle_count", topic="puzzle_test", level="elementary", difficulty="hard",
    question_type="numeric", concepts=["puzzles/counting/triangle_counting"],
    source="DynaMath-style (puzzle test, counting shapes in a figure)",
    variations=["graph_structure", "geometric_transformations", "colors_labels"],
)
class PuzzleTriangleCount(SeedProgram):
    def sample(self, rng):
        p = {"fill": str(rng.choice(FILLS)), "ink": str(rng.choice(INKS))}
        if rng.random() < 0.6:
            k = int(rng.integers(1, 5))
            h = int(rng.integers(0, 3)) if k < 4 else int(rng.integers(0, 2))
            # cevian feet spread along the base, kept apart from each other and the corners
            while True:
                feet = sorted(float(round(x, 3)) for x in rng.uniform(-0.85, 0.85, size=k))
                if all(b - a > 0.25 for a, b in zip([-1.0] + feet, feet + [1.0])):
                    break
            levels = sorted(float(round(y, 3)) for y in rng.choice([0.3, 0.55, 0.8], size=h, replace=False))
            p.update({"family": "fan", "apex_x": float(round(rng.uniform(-0.4, 0.4), 3)),
                      "feet": feet, "levels": levels})
        else:
            p.update({"family": "grid", "rows": int(rng.integers(2, 5))})
        return p

    def question(self, p):
        return "How many triangles of any size are there in the figure?"

    def answer(self, p):
        if p["family"] == "fan":
            # a triangle = two of the lines through the apex + one of the transversals (base included)
            return Number(comb(len(p["feet"]) + 2, 2) * (len(p["levels"]) + 1))
        n = p["rows"]
        return Number((n * (n + 2) * (2 * n + 1)) // 8)

    def verify(self, p):
        # brute force: points where drawn segments meet; a triangle's three sides must each lie
        # along one drawn segment
        segs = _segments(p)
        pts = []
        for a, b in segs:
            pts += [a, b]
        for (a, b), (c, d) in itertools.combinations(segs, 2):
            r, s = b - a, d - c
            den = r[0] * s[1] - r[1] * s[0]
            if abs(den) < 1e-12:
                continue
            t = ((c - a)[0] * s[1] - (c - a)[1] * s[0]) / den
            u = ((c - a)[0] * r[1] - (c - a)[1] * r[0]) / den
            if -1e-9 <= t <= 1 + 1e-9 and -1e-9 <= u <= 1 + 1e-9:
                pts.append(a + t * r)
        uniq = []
        for q in pts:
            if all(np.linalg.norm(q - u) > 1e-6 for u in uniq):
                uniq.append(q)

        def joined(x, y):
            return any(_on_segment(x, s) and _on_segment(y, s) for s in segs)

        count = 0
        for x, y, z in itertools.combinations(uniq, 3):
            area = (y - x)[0] * (z - x)[1] - (y - x)[1] * (z - x)[0]
            if abs(area) > 1e-9 and joined(x, y) and joined(y, z) and joined(x, z):
                count += 1
        return Number(count)

    def draw(self, p, ax, hide=()):
        segs = _segments(p)
        outline = np.array([segs[0][0], segs[0][1], segs[1][1]]) if p["family"] == "fan" else \
            np.array([[-1.0, 0.0], [1.0, 0.0], [0.0, np.sqrt(3)]])
        ax.fill(outline[:, 0], outline[:, 1], color=p["fill"], zorder=1)
        for a, b in segs:
            ax.plot([a[0], b[0]], [a[1], b[1]], color=p["ink"], linewidth=2.2, zorder=2,
                    solid_capstyle="round")
        draw.geometry_axes(ax, outline, margin=0.12)

    def subquestions(self, p):
        if p["family"] == "fan":
            k = len(p["feet"])
            return [
                SubQuestion(f"From the top vertex of a triangle, {_count(k, 'segment')} {'runs' if k == 1 else 'run'} to its base, so "
                            f"{k + 2} lines in all meet at the top vertex. How many triangles have a side "
                            f"lying along the base of the big triangle?", Number(comb(k + 2, 2)),
                            "puzzles/counting/triangle_counting"),
            ]
        n = p["rows"]
        return [
            SubQuestion(f"An equilateral triangle is cut into small equilateral triangles with {n} on "
                        f"each side. How many of the smallest triangles are there?", Number(n * n),
                        "puzzles/counting/triangle_counting"),
        ]

    def description(self, p):
        if p["family"] == "fan":
            k, h = len(p["feet"]), len(p["levels"])
            extra = (f" and {_count(h, 'segment')} parallel to the base {'crosses' if h == 1 else 'cross'} the triangle from side to side"
                     if h else "; there are no other segments")
            return (f"A triangle is drawn. From its top vertex, {_count(k, 'segment')} {'runs' if k == 1 else 'run'} down to points "
                    f"on the base{extra}.")
        n = p["rows"]
        return (f"An equilateral triangle is divided into {n * n} small equilateral triangles by "
                f"lines parallel to its sides, {n} small triangles along each side.")
