"""Plane geometry: which angle of a triangle is the largest, and is it acute, right or obtuse (from its sides)."""
import numpy as np

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw, plane

TRIPLES = [(3, 4, 5), (5, 12, 13), (6, 8, 10), (8, 15, 17), (7, 24, 25), (9, 12, 15)]


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
    def sample(self, rng):
        want = str(rng.choice(["acute", "right", "obtuse"]))
        while True:
            if want == "right":
                s = list(TRIPLES[int(rng.integers(len(TRIPLES)))])
            else:
                s = sorted(int(v) for v in rng.integers(3, 16, 3))
            x, y, z = sorted(s)
            if not (x < y < z and x + y > z) or _kind(x, y, z) != want:
                continue
            if want != "right" and abs(z * z - x * x - y * y) < 6:        # clearly not right
                continue
            if (x + y - z) / z < 0.12:                                     # not too flat
                continue
            break
        sides = [int(v) for v in rng.permutation([x, y, z])]               # sides opposite vertex 0, 1, 2
        return {"sides": sides, "labels": draw.pick_labels(rng, 3), "turn": float(rng.uniform(0, 360)),
                "color": str(rng.choice(["blue", "green", "orange", "purple"]))}

    def _pts(self, p):
        a, b, c = p["sides"]                  # a opposite V0, b opposite V1, c opposite V2
        V0 = np.array([0.0, 0.0])
        V1 = np.array([float(c), 0.0])
        cos0 = (b * b + c * c - a * a) / (2 * b * c)
        V2 = b * np.array([cos0, np.sqrt(1 - cos0 ** 2)])
        pts = plane.rotate([V0, V1, V2], p["turn"])
        return [np.asarray(q) for q in pts]

    def question(self, p):
        L = p["labels"]
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

    def verify(self, p):
        # angles from the vertex coordinates by dot products
        P = self._pts(p)
        ang = []
        for k in range(3):
            u, v = P[(k + 1) % 3] - P[k], P[(k + 2) % 3] - P[k]
            ang.append(np.degrees(np.arccos(u @ v / np.linalg.norm(u) / np.linalg.norm(v))))
        k = int(np.argmax(ang))
        kind = "right" if abs(ang[k] - 90) < 1e-6 else "obtuse" if ang[k] > 90 else "acute"
        return f"∠{p['labels'][k]}, {kind}"

    def draw(self, p, ax, hide=()):
        P = self._pts(p)
        L = p["labels"]
        draw.polygon(ax, dict(zip(L, P)), fill=draw.PALETTE[p["color"]], linewidth=2.2)
        cen = sum(P) / 3
        for k in range(3):
            A, B = P[(k + 1) % 3], P[(k + 2) % 3]
            draw.segment_label(ax, A, B, str(p["sides"][k]), away_from=cen, offset=14, fontsize=14)
        draw.geometry_axes(ax, P, margin=0.2)

    def subquestions(self, p):
        L, s = p["labels"], p["sides"]
        i = int(np.argmax(s))
        return [SubQuestion(f"Which side of triangle {''.join(L)} is the longest? Give its length.",
                            Number(s[i]), "plane_figures/triangles/side_angle_order")]

    def description(self, p):
        L, s = p["labels"], p["sides"]
        parts = [f"{L[(k + 1) % 3]}{L[(k + 2) % 3]} = {s[k]}" for k in range(3)]
        return (f"Triangle {''.join(L)} has sides {', '.join(parts)}. Which angle is the largest, and what kind of "
                f"angle is it?")
