"""Plane geometry: an angle formed by diagonals of a regular polygon (inscribed angles on its circumcircle)."""
import numpy as np

from dynaforge.sdk import Choice, FloatRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane

LETTERS = "ABCDEFGHJKLMNQRSTUVWXYZ"          # no P: it names the crossing point
NAMES = {5: "pentagon", 6: "hexagon", 7: "heptagon", 8: "octagon", 9: "nonagon", 10: "decagon",
         11: "hendecagon", 12: "dodecagon", 13: "13-gon", 15: "15-gon", 18: "18-gon",
         20: "20-gon"}


def _deg(v):
    return f"{draw.fmt(v, 2)}°"


@seed_program(
    id="regular_polygon_diagonal_angle", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["plane_figures/polygons/regular_polygon", "plane_figures/circles/inscribed_angle_theorem",
              "plane_figures/circles/angles_from_arcs"],
    source="DynaMath-style (plane geometry, regular polygon angles)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "graph_structure"],
)
class RegularPolygonDiagonalAngle(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((8, 9, 10, 12, 15, 18, 20)), kind=OneOf(("vertex", "crossing")),
                      rotation=FloatRange(0, 360)),
        hard=dict(n=OneOf((7, 9, 11, 13)), kind=OneOf(("vertex", "crossing", "crossing")),
                  rotation=FloatRange(0, 360)),
        hard_means="polygons with an odd number of sides (7, 9, 11 or 13), so the angles are mostly not whole degrees "
                   "and the options differ in decimals, and mostly the angle between two crossing diagonals",
    )

    def sample(self, rng, space):
        n = int(space.n.draw(rng))
        kind = space.kind.draw(rng)
        start = int(rng.integers(0, len(LETTERS) - n + 1))
        labels = list(LETTERS[start:start + n])
        # the arc the angle stands on (in sides) first, evenly over 2 .. n − 2 (n − 3 for two crossing diagonals,
        # whose crossing would otherwise crowd a side), then a figure with that arc
        K = int(rng.integers(2, n - 1 if kind == "vertex" else n - 2))
        for _ in attempts("vertices spread out enough for a clear angle, and four different options"):
            if kind == "vertex":
                # x and z K sides apart, y on the other arc: ∠XYZ stands on the arc of K sides
                x = int(rng.integers(n))
                z = (x + K) % n
                y = (z + int(rng.integers(1, n - K))) % n
                if rng.random() < 0.5:
                    x, z = z, x
                right = 180 * K / n
                pool = [180 * (K + 1) / n, 180 * (K - 1) / n, 360 * K / n, (n - 2) * 180 / n, 90 * K / n]
                pick = {"y": y, "x": x, "z": z}
            else:
                # a, b, c, d in order round the polygon, arcs ab and cd of k1 + k2 = K sides
                k1 = int(rng.integers(1, K))
                k2 = K - k1
                m1 = int(rng.integers(1, n - K))                   # sides from b to c; the rest from d back to a
                a = int(rng.integers(n))
                a, b, c, d = a, (a + k1) % n, (a + k1 + m1) % n, (a + K + m1) % n
                # diagonals a-c and b-d cross inside; the angle at the crossing facing side a..b
                ring = [np.array([np.cos(2 * np.pi * i / n), np.sin(2 * np.pi * i / n)]) for i in (a, b, c, d)]
                if np.linalg.norm(plane.line_intersection(ring[0], ring[2], ring[1], ring[3])) > 0.7:
                    continue                               # keep the crossing well inside, readable
                right = 180 * K / n
                pool = [180 * abs(k1 - k2) / n, 360 * K / n, 180 - right, 180 * (K + 1) / n, (n - 2) * 180 / n]
                pick = {"a": a, "b": b, "c": c, "d": d}
            wrong = []
            for v in pool:
                if 0 < v < 180 and _deg(v) != _deg(right) and _deg(v) not in wrong:
                    wrong.append(_deg(v))
            if len(wrong) < 3 or right >= 180:
                continue
            options = sorted([_deg(right)] + wrong[:3], key=lambda s: float(s[:-1]))
            return ({"n": n, "kind": kind, "labels": labels, **pick, "options": options,
                     "rotation": float(space.rotation.draw(rng))}, {"correct": _deg(right)})

    def _asked(self, g):
        L = g["labels"]
        if g["kind"] == "vertex":
            return f"∠{L[g['x']]}{L[g['y']]}{L[g['z']]}"
        return f"∠{L[g['a']]}P{L[g['b']]}"

    def question(self, g):
        L = g["labels"]
        poly = f"regular {NAMES[g['n']]} {''.join(L)}"
        if g["kind"] == "vertex":
            setup = f"The figure shows the {poly}."
        else:
            setup = (f"The figure shows the {poly}. Diagonals {L[g['a']]}{L[g['c']]} and {L[g['b']]}{L[g['d']]} "
                     f"intersect at point P.")
        return f"{setup} What is the measure of {self._asked(g)}? (Angles are given to two decimal places where needed.)"

    def answer(self, p):
        return Choice(p["correct"], [o for o in p["options"] if o != p["correct"]])

    def verify(self, g):
        # Coordinates: the vertices on the unit circle, the crossing point by solving two lines, the angle
        # from the dot product; then the one option within rounding of it.
        n = g["n"]
        t = 2 * np.pi * np.arange(n) / n
        V = np.column_stack([np.cos(t), np.sin(t)])
        if g["kind"] == "vertex":
            Y, u, v = V[g["y"]], V[g["x"]] - V[g["y"]], V[g["z"]] - V[g["y"]]
        else:
            A, B, C, D = (V[g[k]] for k in "abcd")
            s = np.linalg.solve(np.column_stack([C - A, B - D]), B - A)[0]
            X = A + s * (C - A)
            u, v = A - X, B - X
        value = float(np.degrees(np.arccos(u @ v / np.linalg.norm(u) / np.linalg.norm(v))))
        hits = [o for o in g["options"] if abs(float(o[:-1]) - value) < 0.006]
        return hits[0] if len(hits) == 1 else None

    def _verts(self, g):
        n = g["n"]
        t = np.radians(g["rotation"]) + 2 * np.pi * np.arange(n) / n
        return np.column_stack([np.cos(t), np.sin(t)])

    def draw(self, g, ax, hide=()):
        V = self._verts(g)
        L = g["labels"]
        draw.polygon(ax, dict(zip(L, V)), labels=False, fill=draw.PALETTE["purple"])
        for i, name in enumerate(L):
            draw.label_point(ax, V[i], name, away_from=np.zeros(2), offset=13)
        blue = draw.PALETTE["blue"]
        if g["kind"] == "vertex":
            Y = V[g["y"]]
            for k in ("x", "z"):
                draw.segment(ax, Y, V[g[k]], color=blue)
            plane.angle_label(ax, Y, V[g["x"]], V[g["z"]], "?", radius=0.22, span=2.6, color=draw.ACCENT)
        else:
            A, B, C, D = (V[g[k]] for k in "abcd")
            draw.segment(ax, A, C, color=blue)
            draw.segment(ax, B, D, color=blue)
            X = plane.line_intersection(A, C, B, D)
            draw.label_point(ax, X, "P", away_from=X + plane.bisector_direction(X, A, B), offset=12)
            plane.angle_label(ax, X, A, B, "?", radius=0.14, span=2.6, color=draw.ACCENT)
        draw.geometry_axes(ax, V, margin=0.12)

    def subquestions(self, g):
        n = g["n"]
        return [SubQuestion(f"A regular polygon with {n} sides is inscribed in a circle. What central angle does "
                            f"one side subtend, in degrees (to two decimals where needed)?", Number(360 / n),
                            "plane_figures/polygons/regular_polygon"),
                SubQuestion(f"An inscribed angle stands on an arc of {draw.fmt(360 / n, 2)}°. What is the inscribed "
                            f"angle, in degrees?", Number(180 / n), "plane_figures/circles/inscribed_angle_theorem")]

    def description(self, g):
        L = g["labels"]
        text = f"A regular {NAMES[g['n']]} with vertices {', '.join(L)} in order around it."
        if g["kind"] == "vertex":
            text += f" Segments {L[g['y']]}{L[g['x']]} and {L[g['y']]}{L[g['z']]} are drawn."
        else:
            text += (f" Diagonals {L[g['a']]}{L[g['c']]} and {L[g['b']]}{L[g['d']]} are drawn and meet at P.")
        return f"{text} Asked: {self._asked(g)}."
