"""Plane geometry (competition): Ptolemy's theorem on a drawn cyclic quadrilateral, AC·BD = AB·CD + BC·DA."""
import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw, plane
from dynaforge.sdk.plane_stats_more import integer_cyclic_quadrilaterals, triangle_apex

CONCEPT = "plane_figures/circles/cyclic_quadrilateral"


@seed_program(
    id="ptolemy_cyclic_quadrilateral", topic="plane_geometry", level="competition", difficulty="hard",
    question_type="numeric", concepts=[CONCEPT, "plane_figures/similarity/similar_triangles"],
    source="Competition-style plane geometry (Ptolemy's theorem), GeoEval-style views",
    variations=["numeric_values", "point_labels", "geometric_transformations", "lengths_ratios"],
)
class PtolemyCyclicQuadrilateral(SeedProgram):
    levels = Levels(
        standard=dict(max_length=70, asked=OneOf(("diagonal",)), rotation=FloatRange(0, 360)),
        hard=dict(max_length=130, asked=OneOf(("side", "side", "diagonal")), rotation=FloatRange(0, 360)),
        hard_means="lengths up to 130 and mostly a side asked from both diagonals and the other three sides "
                   "(Ptolemy turned round: a product minus a product, then a division)",
    )

    def sample(self, rng, space):
        pool = integer_cyclic_quadrilaterals(int(space.max_length))
        q = list(pool[int(rng.integers(0, len(pool)))])
        if rng.integers(0, 2):                      # start the labels one vertex on: the diagonals swap
            q = [q[1], q[2], q[3], q[0], q[5], q[4]]
        if rng.integers(0, 2):                      # label the other way round the circle
            q = [q[3], q[2], q[1], q[0], q[4], q[5]]
        k = int(rng.integers(1, min(3, int(space.max_length) // max(q)) + 1))
        ab, bc, cd, da, ac, bd = (k * x for x in q)
        asked = str(space.asked.draw(rng))
        g = {"ab": ab, "bc": bc, "cd": cd, "ac": ac, "asked": asked,
             "labels": draw.pick_labels(rng, 4), "rotation": float(space.rotation.draw(rng)),
             "mirror": bool(rng.integers(0, 2))}
        if asked == "diagonal":
            g["da"] = da
            return g, {"bd": bd}
        g["bd"] = bd
        return g, {"da": da}

    def _given_text(self, g):
        A, B, C, D = g["labels"]
        parts = [f"{A}{B} = {g['ab']}", f"{B}{C} = {g['bc']}", f"{C}{D} = {g['cd']}"]
        if g["asked"] == "diagonal":
            parts.append(f"{D}{A} = {g['da']}")
        parts.append(f"the diagonal {A}{C} = {g['ac']}")
        if g["asked"] == "side":
            parts.append(f"the diagonal {B}{D} = {g['bd']}")
        return ", ".join(parts[:-1]) + " and " + parts[-1]

    def _target(self, g):
        A, B, C, D = g["labels"]
        return f"the diagonal {B}{D}" if g["asked"] == "diagonal" else f"the side {D}{A}"

    def question(self, g):
        A, B, C, D = g["labels"]
        return (f"Quadrilateral {A}{B}{C}{D} is inscribed in a circle, with {self._given_text(g)}. "
                f"What is the length of {self._target(g)}?")

    def answer(self, p):
        # Ptolemy: AC·BD = AB·CD + BC·DA
        if p["asked"] == "diagonal":
            return Number((p["ab"] * p["cd"] + p["bc"] * p["da"]) / p["ac"])
        return Number((p["ac"] * p["bd"] - p["ab"] * p["cd"]) / p["bc"])

    def verify(self, g):
        # coordinates: A and C on the x-axis, B above AC from triangle ABC, D below it from the other
        # given lengths by intersecting circles; the asked length is then measured
        ac = float(g["ac"])
        A, C = np.zeros(2), np.array([ac, 0.0])
        B = self._apex(A, C, g["ab"], g["bc"], 1.0)
        if g["asked"] == "diagonal":
            D = self._apex(A, C, g["da"], g["cd"], -1.0)
            return Number(float(np.linalg.norm(B - D)))
        # D: |DC| = cd, |DB| = bd, on the other side of AC from B
        d = np.linalg.norm(B - C)
        x = (g["cd"] ** 2 - g["bd"] ** 2 + d * d) / (2 * d)
        h = np.sqrt(max(g["cd"] ** 2 - x * x, 0.0))
        u = (B - C) / d
        n = np.array([-u[1], u[0]])
        cands = [C + x * u + h * n, C + x * u - h * n]
        # ABCD convex in this order: the diagonals cross, so D is below AC and A, C lie on opposite sides of BD
        side = lambda P, Q, X: (Q - P)[0] * (X - P)[1] - (Q - P)[1] * (X - P)[0]
        D = [P for P in cands if P[1] < 0 and side(B, P, A) * side(B, P, C) < 0][0]
        return Number(float(np.linalg.norm(D - A)))

    @staticmethod
    def _apex(P, Q, dp, dq, side):
        L = np.linalg.norm(Q - P)
        x = (dp * dp - dq * dq + L * L) / (2 * L)
        return np.array([x, side * np.sqrt(max(dp * dp - x * x, 0.0))])

    def _pts(self, g):
        A, C = np.zeros(2), np.array([float(g["ac"]), 0.0])
        B = triangle_apex(A, C, g["ab"], g["bc"])
        if g["asked"] == "diagonal":
            D = triangle_apex(C, A, g["cd"], g["da"])
        else:
            bd = float(g["bd"])
            cross = lambda P, Q, X: (Q - P)[0] * (X - P)[1] - (Q - P)[1] * (X - P)[0]
            cands = [triangle_apex(C, B, g["cd"], bd), triangle_apex(B, C, bd, g["cd"])]
            D = [P for P in cands if P[1] < 0 and cross(B, P, A) * cross(B, P, C) < 0][0]
        return plane.rotate([A, B, C, D], g["rotation"], g["mirror"])

    def draw(self, g, ax, hide=()):
        A, B, C, D = self._pts(g)
        la, lb, lc, ld = g["labels"]
        # circumcircle through A, B, C
        M = np.array([[2 * (B - A)[0], 2 * (B - A)[1]], [2 * (C - A)[0], 2 * (C - A)[1]]])
        O = np.linalg.solve(M, [B @ B - A @ A, C @ C - A @ A])
        R = float(np.linalg.norm(A - O))
        plane.circle(ax, O, R, color="#6b7280", linewidth=1.6)
        draw.polygon(ax, {la: A, lb: B, lc: C, ld: D}, labels=True, fill=draw.PALETTE["blue"] + "1f")
        draw.segment(ax, A, C, color=draw.PALETTE["blue"], linewidth=1.8)
        draw.segment(ax, B, D, color=draw.PALETTE["green"], linewidth=1.8)
        G = (A + B + C + D) / 4
        shown = lambda key: "?" if key in hide else str(g[key])
        for P, Q, text in ((A, B, shown("ab")), (B, C, shown("bc")), (C, D, shown("cd")),
                           (D, A, "?" if g["asked"] == "side" else shown("da"))):
            mid = (P + Q) / 2
            if R - np.linalg.norm(mid - O) < 0.24 * R:
                # a short side: no room between the chord and its arc, so the length goes outside the circle
                spot = O + 1.1 * R * (mid - O) / np.linalg.norm(mid - O)
                ax.text(*spot, text, ha="center", va="center", fontsize=13, color=draw.INK)
            else:
                plane.side_label(ax, P, Q, text, away_from=G)
        box = {"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none"}
        X = plane.line_intersection(A, C, B, D)
        for P, Q, text, colour in ((A, C, shown("ac"), draw.PALETTE["blue"]),
                                   (B, D, "?" if g["asked"] == "diagonal" else shown("bd"), draw.PALETTE["green"])):
            # the label sits on the longer half of the diagonal, away from the crossing
            far = P if np.linalg.norm(P - X) > np.linalg.norm(Q - X) else Q
            spot = X + 0.5 * (far - X)
            ax.text(*spot, text, ha="center", va="center", fontsize=13, color=colour, bbox=box, zorder=6)
        draw.geometry_axes(ax, [O - 1.12 * R, O + 1.12 * R], margin=0.06)

    def subquestions(self, g):
        A, B, C, D = g["labels"]
        if g["asked"] == "diagonal":
            s = g["ab"] * g["cd"] + g["bc"] * g["da"]
            return [SubQuestion(f"In cyclic quadrilateral {A}{B}{C}{D}, {A}{B} = {g['ab']}, {B}{C} = {g['bc']}, "
                                f"{C}{D} = {g['cd']} and {D}{A} = {g['da']}. What is {A}{B}·{C}{D} + {B}{C}·{D}{A}?",
                                Number(s), CONCEPT)]
        return [SubQuestion(f"The diagonals of a quadrilateral are {A}{C} = {g['ac']} and {B}{D} = {g['bd']}. "
                            f"What is the product {A}{C}·{B}{D}?", Number(g["ac"] * g["bd"]), CONCEPT),
                SubQuestion(f"In a quadrilateral {A}{B}{C}{D}, {A}{B} = {g['ab']} and {C}{D} = {g['cd']}. "
                            f"What is {A}{B}·{C}{D}?", Number(g["ab"] * g["cd"]), CONCEPT)]

    def backward(self, g):
        A, B, C, D = g["labels"]
        if g["asked"] == "diagonal":
            bd = (g["ab"] * g["cd"] + g["bc"] * g["da"]) / g["ac"]
            return Backward(f"Quadrilateral {A}{B}{C}{D} is inscribed in a circle, with {A}{B} = {g['ab']}, "
                            f"{B}{C} = {g['bc']}, {C}{D} = {g['cd']}, {D}{A} = {g['da']} and the diagonal "
                            f"{B}{D} = {draw.fmt(bd, 4)}. What is the length of the diagonal {A}{C}?",
                            Number((g["ab"] * g["cd"] + g["bc"] * g["da"]) / bd), "ac")
        da = (g["ac"] * g["bd"] - g["ab"] * g["cd"]) / g["bc"]
        return Backward(f"Quadrilateral {A}{B}{C}{D} is inscribed in a circle, with {B}{C} = {g['bc']}, "
                        f"{C}{D} = {g['cd']}, {D}{A} = {draw.fmt(da, 4)}, and diagonals {A}{C} = {g['ac']} and "
                        f"{B}{D} = {g['bd']}. What is the length of the side {A}{B}?",
                        Number((g["ac"] * g["bd"] - g["bc"] * da) / g["cd"]), "ab")

    def description(self, g):
        A, B, C, D = g["labels"]
        return (f"A circle through the vertices of quadrilateral {A}{B}{C}{D} (in this order around the circle), "
                f"with both diagonals drawn; {self._given_text(g)}; {self._target(g)} is marked '?'.")
