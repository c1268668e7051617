"""Plane geometry: which set of side lengths gives a triangle similar to the one drawn."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Choice, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane

SCALES = (Fraction(3, 2), Fraction(2), Fraction(5, 2), Fraction(3), Fraction(1, 2), Fraction(4, 3), Fraction(5, 3))
HARD_SCALES = (Fraction(5, 4), Fraction(7, 4), Fraction(9, 4), Fraction(7, 2), Fraction(3, 4), Fraction(4, 3), Fraction(5, 3),
               Fraction(7, 3), Fraction(6, 5))


def _fmt(q):
    q = Fraction(q)
    return str(q.numerator) if q.denominator == 1 else draw.fmt(float(q), 2)


def _text(sides):
    return ", ".join(_fmt(s) for s in sorted(sides))


@seed_program(
    id="similar_triangle_sides_pick", topic="plane_geometry", level="high_school", difficulty="easy",
    question_type="multiple_choice",
    concepts=["plane_figures/similarity/similar_triangles", "plane_figures/triangles/similar_triangles_ratio"],
    source="DynaMath-style (plane geometry, similar triangles)",
    variations=["numeric_values", "colors_labels", "geometric_transformations"],
)
class SimilarTriangleSidesPick(SeedProgram):
    levels = Levels(
        standard=dict(side=IntRange(2, 12), scales=SCALES, denominator=2, add=IntRange(1, 4),
                      turn=FloatRange(0, 360), color=OneOf(("blue", "green", "orange", "purple"))),
        hard=dict(side=IntRange(4, 20), scales=HARD_SCALES, denominator=4, add=IntRange(1, 2),
                  turn=FloatRange(0, 360), color=OneOf(("blue", "green", "orange", "purple"))),
        hard_means="larger sides, scale factors such as 7/4 or 6/5 (quarter values), and an 'added' distractor "
                   "only 1 or 2 off",
    )

    def sample(self, rng, space):
        for _ in attempts("a proper triangle, a scaled copy with simple values, four distinct valid options"):
            s = sorted(int(v) for v in space.side.draw(rng, size=3))
            if not (s[0] < s[1] < s[2] and s[0] + s[1] > s[2]) or (s[0] + s[1] - s[2]) / s[2] < 0.15:
                continue
            k = space.scales[int(rng.integers(len(space.scales)))]
            right = [k * v for v in s]
            if any((v * space.denominator).denominator != 1 for v in right):   # halves at most: 7.5, not 3.333
                continue
            add = space.add.draw(rng)
            two = int(rng.integers(0, 3))
            wrong = [[v + add for v in s],                                    # added, not multiplied
                     [k * v if i != two else k * v + 1 for i, v in enumerate(s)],   # one side off
                     [k * s[0], k * s[2], k * s[2] + k * (s[2] - s[1])]]       # wrong pairing
            texts = [_text(right)] + [_text(w) for w in wrong]
            if len(set(texts)) == 4 and all(sorted(w)[0] + sorted(w)[1] > sorted(w)[2] for w in wrong):
                break
        options = [[str(v) for v in right]] + [[str(v) for v in w] for w in wrong]
        # the givens list the options in a fixed (sorted) order, so they do not tell which one is right
        return ({"sides": s, "perm": [int(v) for v in rng.permutation(3)],
                 "options": sorted(options, key=lambda o: _text([Fraction(v) for v in o])),
                 "labels": draw.pick_labels(rng, 3), "turn": float(space.turn.draw(rng)),
                 "color": space.color.draw(rng)},
                {"scale": str(k), "ordered": options})

    def question(self, g):
        return (f"Triangle {''.join(g['labels'])} has the side lengths marked. Which side lengths belong to a "
                f"triangle similar to it?")

    def answer(self, p):
        t = [_text([Fraction(v) for v in o]) for o in p["ordered"]]
        return Choice(t[0], t[1:])

    def verify(self, g):
        # SSS similarity: the sorted side ratios are all equal (floating point, not fractions)
        s = sorted(g["sides"])
        for o in g["options"]:
            v = sorted(float(Fraction(x)) for x in o)
            r = [v[i] / s[i] for i in range(3)]
            if max(r) - min(r) < 1e-9:
                return _text([Fraction(x) for x in o])
        return None

    def _pts(self, g):
        a, b, c = (g["sides"][i] for i in g["perm"])
        V0, V1 = np.array([0.0, 0.0]), np.array([float(c), 0.0])
        cos0 = (b * b + c * c - a * a) / (2 * b * c)
        V2 = b * np.array([cos0, np.sqrt(1 - cos0 ** 2)])
        return [np.asarray(q) for q in plane.rotate([V0, V1, V2], g["turn"])], (a, b, c)

    def draw(self, g, ax, hide=()):
        P, sides = self._pts(g)
        draw.polygon(ax, dict(zip(g["labels"], P)), fill=draw.PALETTE[g["color"]], linewidth=2.2)
        cen = sum(P) / 3
        for k in range(3):
            draw.segment_label(ax, P[(k + 1) % 3], P[(k + 2) % 3], str(sides[k]), away_from=cen, offset=14,
                               fontsize=14)
        draw.geometry_axes(ax, P, margin=0.2)

    def subquestions(self, g):
        s = sorted(Fraction(v) for v in g["sides"])
        for o in g["options"]:                              # the similar option: one exact common ratio
            v = sorted(Fraction(x) for x in o)
            if v[0] / s[0] == v[1] / s[1] == v[2] / s[2]:
                scale = v[0] / s[0]
        return [SubQuestion(f"A similar triangle has shortest side {_fmt(scale * s[0])}. What is the "
                            f"scale factor from triangle {''.join(g['labels'])} to it?",
                            Number(float(scale)), "plane_figures/triangles/similar_triangles_ratio")]

    def description(self, g):
        return (f"Triangle {''.join(g['labels'])} has side lengths {', '.join(str(v) for v in sorted(g['sides']))}. "
                f"Which side lengths belong to a triangle similar to it? The candidates are "
                f"{'; '.join('(' + _text([Fraction(v) for v in o]) + ')' for o in g['options'])}.")
