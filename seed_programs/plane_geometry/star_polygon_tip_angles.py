"""Plane geometry (competition): the tip angles of an irregular five- or seven-pointed star add up to
(n − 4)·180°, so one tip angle follows from the others."""
import numpy as np

from dynaforge.sdk import FloatRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/polygons/star_polygon_angle_sum"


@seed_program(
    id="star_polygon_tip_angles", topic="plane_geometry", level="competition", difficulty="hard",
    question_type="numeric",
    concepts=[CONCEPT, "plane_figures/triangles/angle_sum", "plane_figures/circles/inscribed_angle_theorem"],
    source="DynaMath-style (competition plane geometry, angle sum of a star)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "graph_structure"],
)
class StarPolygonTipAngles(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((5, 5, 7)), arc_range={5: (44, 110), 7: (34, 68)}, rotation=FloatRange(0, 360)),
        hard=dict(n=OneOf((5, 7, 7, 7)), arc_range={5: (30, 130), 7: (24, 80)}, rotation=FloatRange(0, 360)),
        hard_means="mostly seven-pointed stars (six known tips to add, sum 540°) and more irregular stars",
    )

    def sample(self, rng, space):
        n = int(space.n.draw(rng))
        lo, hi = space.arc_range[n]
        for _ in attempts("arcs in range that close the circle"):
            arcs = [int(v) * 2 for v in rng.integers(lo // 2, hi // 2 + 1, size=n - 1)]
            last = 360 - sum(arcs)
            if lo <= last <= hi:
                arcs.append(last)
                break
        asked = int(rng.integers(0, n))
        tips = self._tips({"n": n, "arcs": arcs})
        return ({"n": n, "arcs": arcs, "asked": asked, "known": [t if i != asked else None for i, t in enumerate(tips)],
                 "labels": draw.pick_labels(rng, n), "rotation": float(space.rotation.draw(rng)),
                 "mirror": bool(rng.integers(0, 2))}, {})

    def _points(self, g):
        """The figure's layout: the tips on a circle, the arcs between neighbours as given."""
        angles = np.radians(np.concatenate([[0.0], np.cumsum(g["arcs"][:-1])]))
        pts = [np.array([np.cos(t), np.sin(t)]) for t in angles]
        return plane.rotate(pts, g["rotation"], g["mirror"])

    def _tips(self, p):
        """Tip angle at each vertex: half the arc between its two star neighbours, away from it."""
        n, arcs = p["n"], p["arcs"]
        return [(360 - sum(arcs[(i + k) % n] for k in (-2, -1, 0, 1))) // 2 for i in range(n)]

    def _name(self, p):
        return "five-pointed star (a pentagram)" if p["n"] == 5 else "seven-pointed star"

    def question(self, g):
        tips, L, k = g["known"], g["labels"], g["asked"]
        known = ", ".join(f"∠{L[i]} = {tips[i]}°" for i in range(g["n"]) if i != k)
        return (f"The figure shows an irregular {self._name(g)} with tips {', '.join(L)}; each tip "
                f"angle is the angle between the two star edges that meet there. The known tip angles are "
                f"{known}. What is the tip angle at {L[k]} (double blue arc), in degrees?")

    def answer(self, p):
        tips = self._tips(p)
        return Number((p["n"] - 4) * 180 - sum(t for i, t in enumerate(tips) if i != p["asked"]))

    def verify(self, g):
        # Model the stated star inscribed in a circle (the tip sum does not depend on the curve): each
        # tip angle is half the arcs its two edges cut off, the arcs close the circle. Solve that
        # linear system for the arcs from the known tips, then read off the asked tip.
        n, k = g["n"], g["asked"]
        rows, rhs = [], []
        for i in range(n):
            row = np.zeros(n)
            for j in range(n):
                if (j - i) % n not in (n - 2, n - 1, 0, 1):
                    row[j] = 0.5
            if i != k:
                rows.append(row)
                rhs.append(g["known"][i])
            else:
                target = row
        rows.append(np.ones(n))
        rhs.append(360.0)
        arcs = np.linalg.lstsq(np.array(rows), np.array(rhs, dtype=float), rcond=None)[0]
        return Number(round(float(target @ arcs), 6))

    def draw(self, g, ax, hide=()):
        V, n = self._points(g), g["n"]
        for i in range(n):
            draw.segment(ax, V[i], V[(i + 2) % n], linewidth=2.0)
        for i in range(n):
            # every tip gets its arc (the asked one in blue); the values are given in the question,
            # as a narrow tip has no room for a number between its edges
            ask = i == g["asked"]
            plane.angle_marks(ax, V[i], V[(i + 2) % n], V[(i - 2) % n], 2 if ask else 1, radius=0.16,
                              color=draw.PALETTE["blue"] if ask else draw.ACCENT)
            draw.label_point(ax, V[i], g["labels"][i], away_from=(0, 0), offset=13)
        draw.geometry_axes(ax, V + [np.array([1.05, 1.05]), np.array([-1.05, -1.05])], margin=0.06)

    def subquestions(self, g):
        if g["n"] == 5:
            return [SubQuestion(
                "A pentagram is drawn by joining every second vertex of a convex pentagon. What is the sum of "
                "its five tip angles, in degrees?", Number(180), CONCEPT)]
        return [SubQuestion(
            "A seven-pointed star is drawn by joining every second vertex of a convex heptagon. What is the "
            "sum of its seven tip angles, in degrees?", Number(540), CONCEPT)]

    def description(self, g):
        L, tips, n, k = g["labels"], g["known"], g["n"], g["asked"]
        order = ", ".join(L)
        known = ", ".join(f"{L[i]} = {tips[i]}°" for i in range(n) if i != k)
        return (f"Points {order} lie in this order around a convex curve, and each is joined to the second "
                f"point after it ({L[0]}{L[2]}, {L[1]}{L[3]}, ...), forming an irregular {self._name(g)}. "
                f"The tip angle at a point is the angle between the two segments drawn from it. Known tip "
                f"angles: {known}.")
