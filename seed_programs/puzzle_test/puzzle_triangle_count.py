"""Puzzle: count all the triangles in a subdivided triangle (fan of cevians, or a triangular grid)."""
import itertools
from math import comb

import numpy as np

from dynaforge.sdk import FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

FILLS = ("#dbeafe", "#dcfce7", "#fef3c7", "#fce7f3", "#ede9fe")
INKS = ("#1f2937", "#1e3a8a", "#7c2d12", "#14532d")
LEVEL_HEIGHTS = (0.25, 0.45, 0.65, 0.85)    # where the segments parallel to the base may cross (apex at 1.6)
HARD_LEVEL_HEIGHTS = (0.2, 0.38, 0.56, 0.74, 0.92, 1.1)   # the hard level's (up to 5 of them are drawn)


def _segments(p):
    """The drawn segments as pairs of points (turned by the figure's ``turn`` about the origin)."""
    t = np.radians(p.get("turn", 0.0))
    rot = np.array([[np.cos(t), -np.sin(t)], [np.sin(t), np.cos(t)]])
    return [(rot @ a, rot @ b) for a, b in _upright(p)]


def _upright(p):
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
    levels = Levels(
        standard=dict(fill=OneOf(FILLS), ink=OneOf(INKS), fan_share=0.6, cevians=IntRange(1, 5),
                      cross=IntRange(0, 3), grid_rows=IntRange(2, 5), turn=FloatRange(-30, 30)),
        hard=dict(fill=OneOf(FILLS), ink=OneOf(INKS), fan_share=0.8, cevians=IntRange(3, 8),
                  cross=IntRange(2, 5), grid_rows=IntRange(4, 8), turn=FloatRange(-30, 30)),
        hard_means="more cevians (3-8) and more cross segments (2-5) in the fan, 4-8 rows in the grid: "
                   "up to a few hundred triangles",
    )

    def sample(self, rng, space):
        p = {"fill": space.fill.draw(rng), "ink": space.ink.draw(rng)}
        if rng.random() < space.fan_share:
            k = space.cevians.draw(rng)
            heights = LEVEL_HEIGHTS if space.level == "standard" else HARD_LEVEL_HEIGHTS
            h = min(space.cross.draw(rng), len(heights))
            if space.level == "standard":
                # cevian feet spread along the base, kept apart from each other and the corners
                gap = 0.25 if k <= 4 else 1.0 / (k + 1)
                for _ in attempts("cevian feet apart from each other and the corners"):
                    feet = sorted(float(round(x, 3)) for x in rng.uniform(-0.85, 0.85, size=k))
                    if all(b - a > gap for a, b in zip([-1.0] + feet, feet + [1.0])):
                        break
            else:
                # drawn directly: k evenly spaced slots on the base, each jittered by under a quarter of
                # the slot width, so the feet stay apart from each other and the corners
                slot = 2.0 / (k + 1)
                feet = [float(round(-1.0 + slot * (i + 1) + x, 3))
                        for i, x in enumerate(rng.uniform(-slot / 4, slot / 4, size=k))]
            levels = sorted(float(round(y, 3)) for y in rng.choice(heights, size=h, replace=False))
            p.update({"family": "fan", "apex_x": float(round(rng.uniform(-0.4, 0.4), 3)),
                      "feet": feet, "levels": levels})
        else:
            p.update({"family": "grid", "rows": space.grid_rows.draw(rng)})
        p["turn"] = float(round(space.turn.draw(rng), 2))
        return p

    def question(self, g):
        return "How many triangles of any size are there in the figure?"

    def answer(self, p):
        if p["family"] == "fan":
            # a triangle = two of the lines through the apex + one of the transversals (base included)
            return Number(comb(len(p["feet"]) + 2, 2) * (len(p["levels"]) + 1))
        n = p["rows"]
        return Number((n * (n + 2) * (2 * n + 1)) // 8)

    def verify(self, g):
        # Brute force on a figure of our own with the stated structure (k segments from the top vertex
        # to the base at equal spacing, h segments parallel to the base; or the n-row triangular grid):
        # points where drawn segments meet; a triangle's three sides must each lie along one segment.
        if g["family"] == "fan":
            k, h = len(g["feet"]), len(g["levels"])
            apex, left, right = np.array([0.0, 1.0]), np.array([-1.0, 0.0]), np.array([1.0, 0.0])
            segs = [(apex, left), (apex, right), (left, right)]
            segs += [(apex, np.array([-1.0 + 2.0 * (i + 1) / (k + 1), 0.0])) for i in range(k)]
            segs += [(left + (j + 1) / (h + 1) * (apex - left), right + (j + 1) / (h + 1) * (apex - right))
                     for j in range(h)]
        else:
            n = g["rows"]
            A, B, C = np.array([0.0, 0.0]), np.array([float(n), 0.0]), np.array([n / 2, n * np.sqrt(3) / 2])
            segs = []
            for i in range(n):       # the three families of grid lines, each side included
                for P, Q, R in ((A, B, C), (B, C, A), (C, A, B)):
                    segs.append((P + i / n * (R - P), Q + i / n * (R - Q)))
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
        on = [[j for j, sg in enumerate(segs) if _on_segment(q, sg)] for q in uniq]

        def joined(x, y):
            return bool(set(on[x]) & set(on[y]))

        count = 0
        for x, y, z in itertools.combinations(range(len(uniq)), 3):
            P, Q, R = uniq[x], uniq[y], uniq[z]
            area = (Q - P)[0] * (R - P)[1] - (Q - P)[1] * (R - P)[0]
            if abs(area) > 1e-9 and joined(x, y) and joined(y, z) and joined(x, z):
                count += 1
        return Number(count)

    def draw(self, g, ax, hide=()):
        segs = _segments(g)
        outline = np.array([segs[0][0], segs[0][1], segs[1][1]]) if g["family"] == "fan" else \
            np.array([segs[0][0], segs[0][1], segs[1][1]])
        ax.fill(outline[:, 0], outline[:, 1], color=g["fill"], zorder=1)
        for a, b in segs:
            ax.plot([a[0], b[0]], [a[1], b[1]], color=g["ink"], linewidth=2.2, zorder=2,
                    solid_capstyle="round")
        draw.geometry_axes(ax, outline, margin=0.12)

    def subquestions(self, g):
        if g["family"] == "fan":
            k = len(g["feet"])
            return [
                SubQuestion(f"From the top vertex of a triangle, {_count(k, 'segment')} {'runs' if k == 1 else 'run'} to its base, so "
                            f"{k + 2} lines in all meet at the top vertex. How many triangles have a side "
                            f"lying along the base of the big triangle?", Number(comb(k + 2, 2)),
                            "puzzles/counting/triangle_counting"),
            ]
        n = g["rows"]
        return [
            SubQuestion(f"An equilateral triangle is cut into small equilateral triangles with {n} on "
                        f"each side. How many of the smallest triangles are there?", Number(n * n),
                        "puzzles/counting/triangle_counting"),
        ]

    def description(self, g):
        if g["family"] == "fan":
            k, h = len(g["feet"]), len(g["levels"])
            extra = (f" and {_count(h, 'segment')} parallel to the base {'crosses' if h == 1 else 'cross'} the triangle from side to side"
                     if h else "; there are no other segments")
            return (f"A triangle is drawn. From its top vertex, {_count(k, 'segment')} {'runs' if k == 1 else 'run'} down to points "
                    f"on the base{extra}.")
        n = g["rows"]
        return (f"An equilateral triangle is divided into {n * n} small equilateral triangles by "
                f"lines parallel to its sides, {n} small triangles along each side.")
