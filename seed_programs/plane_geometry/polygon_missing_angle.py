"""Plane geometry: the missing interior angle of an irregular convex polygon (angle sum (n − 2)·180°)."""
import numpy as np

from dynaforge.sdk import FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import circle_geometry as cg
from dynaforge.sdk import draw, plane

NAMES = {5: "pentagon", 6: "hexagon", 7: "heptagon", 8: "octagon"}


@seed_program(
    id="polygon_missing_angle", topic="plane_geometry", level="elementary", difficulty="easy",
    question_type="numeric",
    concepts=["plane_figures/polygons/interior_angle_sum", "plane_figures/polygons/exterior_angle_sum",
              "plane_figures/angles/supplementary_angles"],
    source="DynaMath-style (plane geometry, polygon angle sum)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "graph_structure"],
)
class PolygonMissingAngle(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(5, 6), exterior=OneOf((False,)), rotation=FloatRange(0, 360),
                      color=OneOf(("blue", "green", "orange", "purple"))),
        hard=dict(n=IntRange(7, 8), exterior=OneOf((True,)), rotation=FloatRange(0, 360),
                  color=OneOf(("blue", "green", "orange", "purple"))),
        hard_means="seven or eight vertices (more angles to add, a larger angle sum) and one known angle shown "
                   "only as an exterior angle, which must first be turned into the interior one",
    )

    def sample(self, rng, space):
        n = int(space.n.draw(rng))
        for _ in attempts("interior angles of 95°..165° and positive sides that close a convex polygon"):
            w = rng.uniform(0.6, 1.4, size=n)
            ext = np.round(w / w.sum() * 360).astype(int)
            ext[-1] = 360 - ext[:-1].sum()
            ang = [int(180 - e) for e in ext]
            if not all(95 <= a <= 165 for a in ang):
                continue
            head = np.radians(np.concatenate([[0.0], np.cumsum(ext[1:])]))   # side i turns by ext_i at vertex i
            U = np.column_stack([np.cos(head), np.sin(head)])
            L = list(rng.uniform(0.7, 1.3, size=n - 2))
            rest = -(np.array(L) @ U[: n - 2])
            try:
                last = np.linalg.solve(U[n - 2:].T, rest)
            except np.linalg.LinAlgError:
                continue
            if not all(0.6 <= v <= 1.6 for v in last):
                continue
            lengths = [float(v) for v in L] + [float(v) for v in last]
            missing = int(rng.integers(0, n))
            wide = [i for i in range(n) if i != missing and ang[i] <= 138]      # exterior angles of 42° or more
            if space.exterior.draw(rng) and not wide:
                continue
            ext_at = int(wide[int(rng.integers(0, len(wide)))]) if space.exterior.draw(rng) else -1
            known = [a if i != missing else None for i, a in enumerate(ang)]
            return ({"n": n, "angles": known, "lengths": lengths, "ext_at": ext_at,
                     "labels": draw.pick_labels(rng, n), "rotation": float(space.rotation.draw(rng)),
                     "color": space.color.draw(rng)}, {"missing": missing, "value": ang[missing]})

    def _vertices(self, g):
        """Vertex i sits where side i − 1 ends; side i leaves vertex i with heading Σ exterior angles."""
        n = g["n"]
        ang = [a if a is not None else None for a in g["angles"]]
        i0 = ang.index(None)
        ang[i0] = (n - 2) * 180 - sum(a for a in ang if a is not None)
        ext = [180 - a for a in ang]
        P, h = [np.zeros(2)], 0.0
        for i in range(n - 1):
            P.append(P[-1] + g["lengths"][i] * np.array([np.cos(np.radians(h)), np.sin(np.radians(h))]))
            h += ext[i + 1]
        # side i runs from vertex i to i+1 with heading Σ_{k=1..i} ext_k: vertex 0's turn comes last
        return plane.rotate(P, g["rotation"])

    def _names(self, g):
        return g["labels"]

    def _miss(self, g):
        return g["angles"].index(None)

    def _name_angle(self, g, i):
        L, n = g["labels"], g["n"]
        return f"∠{L[(i - 1) % n]}{L[i]}{L[(i + 1) % n]}"

    def question(self, g):
        L = g["labels"]
        poly = "".join(L)
        extra = (" At one vertex a side is extended and the exterior angle there is marked instead."
                 if g["ext_at"] >= 0 else "")
        return (f"The figure shows the convex {NAMES[g['n']]} {poly} with its known angles marked.{extra} What is "
                f"the measure of {self._name_angle(g, self._miss(g))}, in degrees?")

    def answer(self, p):
        return Number((p["n"] - 2) * 180 - sum(a for a in p["angles"] if a is not None))

    def verify(self, g):
        # Walk around the polygon as complex turns: the exterior angles (turns) multiply to one full turn,
        # so the missing turn is what brings the product back to 1; the interior angle is its supplement.
        z = np.prod([np.exp(1j * np.radians(180 - a)) for a in g["angles"] if a is not None])
        missing_turn = (-np.degrees(np.angle(z))) % 360
        return Number(float(180 - missing_turn))

    def draw(self, g, ax, hide=()):
        P = self._vertices(g)
        n = g["n"]
        colour = draw.PALETTE[g["color"]]
        draw.polygon(ax, dict(zip(g["labels"], P)), labels=False, color=draw.INK, fill=colour)
        cen = sum(P) / n
        for i, name in enumerate(g["labels"]):
            draw.label_point(ax, P[i], name, away_from=cen, offset=13)
        span = float(np.ptp(np.array(P), axis=0).max()) * 1.3
        pts = list(P)
        for i, a in enumerate(g["angles"]):
            prev, nxt = P[(i - 1) % n], P[(i + 1) % n]
            if a is None:
                plane.angle_label(ax, P[i], prev, nxt, "?", radius=0.17, span=span, color=draw.PALETTE["blue"])
            elif i == g["ext_at"]:
                E = cg.extend(prev, P[i], 0.6)
                draw.segment(ax, P[i], E, style="--")
                plane.angle_label(ax, P[i], E, nxt, f"{180 - a}°", radius=0.2, span=span, fontsize=12)
                pts.append(E)
            else:
                plane.angle_label(ax, P[i], prev, nxt, f"{a}°", radius=0.17, span=span, fontsize=12)
        draw.geometry_axes(ax, pts, margin=0.14)

    def _known_text(self, g):
        parts = []
        for i, a in enumerate(g["angles"]):
            if a is None:
                continue
            if i == g["ext_at"]:
                L, n = g["labels"], g["n"]
                parts.append(f"the exterior angle at {L[i]} (side {L[(i - 1) % n]}{L[i]} extended beyond {L[i]}) "
                             f"is {180 - a}°")
            else:
                parts.append(f"{self._name_angle(g, i)} = {a}°")
        return "; ".join(parts)

    def subquestions(self, g):
        n = g["n"]
        subs = [SubQuestion(f"What is the sum of the interior angles of a convex polygon with {n} sides, in degrees?",
                            Number((n - 2) * 180), "plane_figures/polygons/interior_angle_sum")]
        if g["ext_at"] >= 0:
            a = g["angles"][g["ext_at"]]
            subs.append(SubQuestion(f"An exterior angle of a polygon is {180 - a}°. What is the interior angle at the "
                                    f"same vertex, in degrees?", Number(a), "plane_figures/angles/supplementary_angles"))
        return subs

    def description(self, g):
        L = g["labels"]
        return (f"A convex {NAMES[g['n']]} {''.join(L)} (vertices in order). Known: {self._known_text(g)}. "
                f"Unknown: {self._name_angle(g, self._miss(g))}.")
