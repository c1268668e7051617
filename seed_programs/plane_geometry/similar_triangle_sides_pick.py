"""Plane geometry: which set of side lengths gives a triangle similar to the one drawn."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw, plane

SCALES = [Fraction(3, 2), Fraction(2), Fraction(5, 2), Fraction(3), Fraction(1, 2), Fraction(4, 3), Fraction(5, 3)]


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
    def sample(self, rng):
        while True:
            s = sorted(int(v) for v in rng.integers(2, 13, 3))
            if not (s[0] < s[1] < s[2] and s[0] + s[1] > s[2]) or (s[0] + s[1] - s[2]) / s[2] < 0.15:
                continue
            k = SCALES[int(rng.integers(len(SCALES)))]
            right = [k * v for v in s]
            if any((v * 2).denominator != 1 for v in right):     # halves at most: 7.5, not 3.333
                continue
            add = int(rng.integers(1, 5))
            two = int(rng.integers(0, 3))
            wrong = [[v + add for v in s],                                    # added, not multiplied
                     [k * v if i != two else k * v + 1 for i, v in enumerate(s)],   # one side off
                     [k * s[0], k * s[2], k * s[2] + k * (s[2] - s[1])]]       # wrong pairing
            texts = [_text(right)] + [_text(w) for w in wrong]
            if len(set(texts)) == 4 and all(sorted(w)[0] + sorted(w)[1] > sorted(w)[2] for w in wrong):
                break
        return {"sides": s, "perm": [int(v) for v in rng.permutation(3)], "scale": str(k),
                "options": [[str(v) for v in right]] + [[str(v) for v in w] for w in wrong],
                "labels": draw.pick_labels(rng, 3), "turn": float(rng.uniform(0, 360)),
                "color": str(rng.choice(["blue", "green", "orange", "purple"]))}

    def question(self, p):
        return (f"Triangle {''.join(p['labels'])} has the side lengths marked. Which side lengths belong to a "
                f"triangle similar to it?")

    def answer(self, p):
        t = [_text([Fraction(v) for v in o]) for o in p["options"]]
        return Choice(t[0], t[1:])

    def verify(self, p):
        # SSS similarity: the sorted side ratios are all equal (floating point, not fractions)
        s = sorted(p["sides"])
        for o in p["options"]:
            v = sorted(float(Fraction(x)) for x in o)
            r = [v[i] / s[i] for i in range(3)]
            if max(r) - min(r) < 1e-9:
                return _text([Fraction(x) for x in o])
        return None

    def _pts(self, p):
        a, b, c = (p["sides"][i] for i in p["perm"])
        V0, V1 = np.array([0.0, 0.0]), np.array([float(c), 0.0])
        cos0 = (b * b + c * c - a * a) / (2 * b * c)
        V2 = b * np.array([cos0, np.sqrt(1 - cos0 ** 2)])
        return [np.asarray(q) for q in plane.rotate([V0, V1, V2], p["turn"])], (a, b, c)

    def draw(self, p, ax, hide=()):
        P, sides = self._pts(p)
        draw.polygon(ax, dict(zip(p["labels"], P)), fill=draw.PALETTE[p["color"]], linewidth=2.2)
        cen = sum(P) / 3
        for k in range(3):
            draw.segment_label(ax, P[(k + 1) % 3], P[(k + 2) % 3], str(sides[k]), away_from=cen, offset=14,
                               fontsize=14)
        draw.geometry_axes(ax, P, margin=0.2)

    def subquestions(self, p):
        s = sorted(p["sides"])
        return [SubQuestion(f"A similar triangle has shortest side {_fmt(Fraction(p['scale']) * s[0])}. What is the "
                            f"scale factor from triangle {''.join(p['labels'])} to it?",
                            Number(float(Fraction(p["scale"]))), "plane_figures/triangles/similar_triangles_ratio")]

    def description(self, p):
        return (f"Triangle {''.join(p['labels'])} has side lengths {', '.join(str(v) for v in sorted(p['sides']))}. "
                f"Which side lengths belong to a triangle similar to it?")
