"""Plane geometry: which angle of a triangle is the largest, and is it acute, right or obtuse (from its sides)."""
import numpy as np

from dynaforge.sdk import Choice, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane

TRIPLES = ((3, 4, 5), (5, 12, 13), (6, 8, 10), (8, 15, 17), (7, 24, 25), (9, 12, 15))
HARD_TRIPLES = ((20, 21, 29), (12, 35, 37), (28, 45, 53), (33, 56, 65), (16, 63, 65), (13, 84, 85), (36, 77, 85),
                (39, 80, 89), (48, 55, 73), (65, 72, 97))


def _kind(x, y, z):
    """Type of the angle opposite side z, by comparing z² with x² + y²."""
    return "right" if z * z == x * x + y * y else "obtuse" if z * z > x * x + y * y else "acute"


@seed_program(
    id="largest_angle_from_sides", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["plane_figures/triangles/law_of_cosines", "plane_figures/triangles/side_angle_order"],
    source="DynaMath-style (plane geometry, triangle side-angle relations)",
    variations=["numeric_values", "colors_labels", "geometric_transformations"],
)
class LargestAngleFromSides(SeedProgram):
    levels = Levels(
        standard=dict(want=OneOf(("acute", "right", "obtuse")), side=IntRange(3, 15), triples=TRIPLES,
                      margin=6, turn=FloatRange(0, 360), color=OneOf(("blue", "green", "orange", "purple"))),
        hard=dict(want=OneOf(("acute", "right", "obtuse")), side=IntRange(12, 60), triples=HARD_TRIPLES,
                  margin=1, turn=FloatRange(0, 360), color=OneOf(("blue", "green", "orange", "purple"))),
        hard_means="larger sides, unfamiliar Pythagorean triples, and acute/obtuse triangles that may be a hair "
                   "away from right (c² within 1 of a² + b² allowed)",
    )

    def sample(self, rng, space):
        want = space.want.draw(rng)
        for _ in attempts("a triangle of the wanted kind, clearly so, and not too flat"):
            if want == "right":
                s = list(space.triples[int(rng.integers(len(space.triples)))])
            else:
                s = sorted(int(v) for v in space.side.draw(rng, size=3))
            x, y, z = sorted(s)
            if not (x < y < z and x + y > z) or _kind(x, y, z) != want:
                continue
            if want != "right" and abs(z * z - x * x - y * y) < space.margin:   # clearly not right
                continue
            if (x + y - z) / z < 0.12:                                     # not too flat
                continue
            break
        sides = [int(v) for v in rng.permutation([x, y, z])]               # sides opposite vertex 0, 1, 2
        return {"sides": sides, "labels": draw.pick_labels(rng, 3), "turn": float(space.turn.draw(rng)),
                "color": space.color.draw(rng)}

    def _pts(self, g):
        a, b, c = g["sides"]                  # a opposite V0, b opposite V1, c opposite V2
        V0 = np.array([0.0, 0.0])
        V1 = np.array([float(c), 0.0])
        cos0 = (b * b + c * c - a * a) / (2 * b * c)
        V2 = b * np.array([cos0, np.sqrt(1 - cos0 ** 2)])
        pts = plane.rotate([V0, V1, V2], g["turn"])
        return [np.asarray(q) for q in pts]

    def question(self, g):
        L = g["labels"]
        return (f"In triangle {''.join(L)} the side lengths are marked (the figure is not necessarily to scale). "
                f"Which angle is the largest, and what kind of angle is it?")

    def answer(self, p):
        L, s = p["labels"], p["sides"]
        i = int(np.argmax(s))
        j = int(np.argmin(s))
        others = sorted(v for k, v in enumerate(s) if k != i)
        kind = _kind(others[0], others[1], s[i])
        other_kinds = [k for k in ("acute", "right", "obtuse") if k != kind]
        mid = 3 - i - j
        wrong = [f"∠{L[i]}, {other_kinds[0]}", f"∠{L[mid]}, {kind}", f"∠{L[j]}, {kind}"]
        return Choice(f"∠{L[i]}, {kind}", wrong)

    def verify(self, g):
        # The three angles by the law of cosines (arccos), then the largest and its size against 90°.
        s = [float(v) for v in g["sides"]]
        ang = [np.degrees(np.arccos((s[(k + 1) % 3] ** 2 + s[(k + 2) % 3] ** 2 - s[k] ** 2)
                                    / (2 * s[(k + 1) % 3] * s[(k + 2) % 3]))) for k in range(3)]
        k = int(np.argmax(ang))
        kind = "right" if abs(ang[k] - 90) < 1e-9 else "obtuse" if ang[k] > 90 else "acute"
        return f"∠{g['labels'][k]}, {kind}"

    def draw(self, g, ax, hide=()):
        P = self._pts(g)
        L = g["labels"]
        draw.polygon(ax, dict(zip(L, P)), fill=draw.PALETTE[g["color"]], linewidth=2.2)
        cen = sum(P) / 3
        for k in range(3):
            A, B = P[(k + 1) % 3], P[(k + 2) % 3]
            draw.segment_label(ax, A, B, str(g["sides"][k]), away_from=cen, offset=14, fontsize=14)
        draw.geometry_axes(ax, P, margin=0.2)

    def subquestions(self, g):
        L, s = g["labels"], g["sides"]
        i = int(np.argmax(s))
        return [SubQuestion(f"Which side of triangle {''.join(L)} is the longest? Give its length.",
                            Number(s[i]), "plane_figures/triangles/side_angle_order")]

    def description(self, g):
        L, s = g["labels"], g["sides"]
        parts = [f"{L[(k + 1) % 3]}{L[(k + 2) % 3]} = {s[k]}" for k in range(3)]
        return (f"Triangle {''.join(L)} has sides {', '.join(parts)}. Which angle is the largest, and what kind of "
                f"angle is it?")
