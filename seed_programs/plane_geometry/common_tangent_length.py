"""Plane geometry: the length of a common tangent of two circles between its touching points."""
import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import circle_geometry as cg
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/circles/common_tangent_length"
# (R − r or R + r, AB, O₁O₂). SMALL: for each tangent length, a triple with O₁O₂ ≤ 65 that leaves room
# for two circles apart with whole radii of at least 0.15·O₁O₂ on an external tangent
SMALL = ((5, 12, 13), (8, 15, 17), (12, 16, 20), (7, 24, 25), (15, 20, 25), (16, 30, 34), (21, 28, 35), (12, 35, 37),
         (15, 36, 39), (24, 32, 40), (9, 40, 41), (14, 48, 50), (24, 45, 51), (33, 44, 55), (39, 52, 65), (33, 56, 65),
         (11, 60, 61), (16, 63, 65))
LARGE = ((20, 21, 29), (21, 20, 29), (12, 35, 37), (28, 45, 53), (33, 56, 65), (16, 63, 65), (48, 55, 73),
         (36, 77, 85), (39, 80, 89), (24, 45, 51), (9, 40, 41), (40, 42, 58))


@seed_program(
    id="common_tangent_length", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric", concepts=[CONCEPT, "plane_figures/triangles/pythagorean_theorem"],
    source="GeoEval / DynaMath-style (plane geometry, common tangents)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "graph_structure"],
)
class CommonTangentLength(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("external", "external", "touching")), triples=SMALL, scale=OneOf((1,)),
                      k=IntRange(1, 3), u=IntRange(1, 5), rotation=FloatRange(-25, 25)),
        hard=dict(kind=OneOf(("external", "internal", "internal")), triples=LARGE, scale=IntRange(1, 2),
                  k=IntRange(1, 3), u=IntRange(1, 5), rotation=FloatRange(-25, 25)),
        hard_means="mostly the internal (crossing) common tangent, where the radii add instead of subtract, with "
                   "larger and less familiar Pythagorean triples",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        for _ in attempts("two visible circles, apart (or touching), whose tangent length is a whole number"):
            if kind == "touching":
                k = int(space.k.draw(rng))
                u, v = int(space.u.draw(rng)), int(space.u.draw(rng))
                R, r = k * u * u, k * v * v
                if r >= R or r < 0.15 * R:
                    continue
                d, ab = R + r, 2 * k * u * v
            else:
                m = int(space.scale.draw(rng))
                a, ab, d = (x * m for x in space.triples[int(rng.integers(0, len(space.triples)))])
                lo = max(1, int(np.ceil(0.15 * d)))
                if kind == "external":                # r straight from its feasible range: every triple as likely
                    hi = min(int(0.6 * d), (d - a - 1) // 2, int(0.95 * d) - a)
                    r = int(rng.integers(lo, hi + 1)) if hi >= lo else 0
                    R = r + a
                else:
                    r = int(rng.integers(lo, a // 2 + 1)) if a // 2 >= lo else 0
                    R = a - r
                if r < lo or R < r or R == r or R > 0.95 * d and kind == "external" or R + r >= d:
                    continue
            return ({"kind": kind, "R": R, "r": r, "d": d, "labels": draw.pick_labels(rng, 2),
                     "rotation": float(space.rotation.draw(rng)), "mirror": bool(rng.integers(0, 2))},
                    {"ab": ab})

    def _names(self, g):
        return dict(zip("AB", g["labels"]))

    def _setup(self, g):
        n = self._names(g)
        line = {"external": "A common external tangent (one that does not pass between the circles)",
                "internal": "A common internal tangent (one that passes between the circles)",
                "touching": "A common external tangent (not the one through the point where the circles touch)"}
        both = "touch each other externally" if g["kind"] == "touching" else "do not meet"
        return (f"Two circles with centres O₁ and O₂ {both}. {line[g['kind']]} touches the first circle at {n['A']} "
                f"and the second at {n['B']}.")

    def _told(self, g, hide=()):
        n = self._names(g)
        parts = [f"the radii are O₁{n['A']} = {g['R']} and O₂{n['B']} = {g['r']}"]
        if g["kind"] != "touching":
            parts.append(f"O₁O₂ = {g['d']}")
        return " and ".join(parts)

    def question(self, g):
        n = self._names(g)
        return f"{self._setup(g)} {self._told(g)[0].upper()}{self._told(g)[1:]}. What is the length of {n['A']}{n['B']}?"

    def answer(self, p):
        return Number(p["ab"])

    def verify(self, g):
        # No formula: scan the direction φ of a line's unit normal; the line n·x = n·O₁ − R is tangent to
        # circle 1; find φ (bisection) where its distance to O₂ equals r on the required side, then
        # project both centres onto the line and measure.
        R, r = float(g["R"]), float(g["r"])
        d = float(g["R"] + g["r"]) if g["kind"] == "touching" else float(g["d"])
        O1, O2 = np.zeros(2), np.array([d, 0.0])
        sign = -1.0 if g["kind"] == "internal" else 1.0

        def gap(phi):
            nrm = np.array([np.cos(phi), np.sin(phi)])
            c = nrm @ O1 + R                      # the line n·x = c touches circle 1 at O1 + R·n
            return (c - nrm @ O2) - sign * r      # signed distance of O2 below the line, minus ±r

        lo, hi = 1e-9, np.pi - 1e-9               # gap(φ) is increasing on (0, π)
        if gap(lo) > 0 or gap(hi) < 0:
            return None
        for _ in range(200):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if gap(mid) < 0 else (lo, mid)
        nrm = np.array([np.cos(lo), np.sin(lo)])
        A = O1 + R * nrm
        B = O2 + sign * r * nrm
        return Number(float(np.linalg.norm(A - B)))

    def _layout(self, g):
        R, r = g["R"], g["r"]
        d = g["d"]
        s = 1.0 / d
        O1, O2 = np.zeros(2), np.array([1.0, 0.0])
        if g["kind"] == "internal":
            c = (R + r) / d
            nrm = np.array([c, np.sqrt(1 - c * c)])
            A, B = O1 + R * s * nrm, O2 - r * s * nrm
        else:
            c = (R - r) / d
            nrm = np.array([c, np.sqrt(1 - c * c)])
            A, B = O1 + R * s * nrm, O2 + r * s * nrm
        pts = plane.rotate([O1, O2, A, B], g["rotation"], g["mirror"])
        return dict(zip(("O1", "O2", "A", "B"), pts)), R * s, r * s

    def draw(self, g, ax, hide=()):
        X, R, r = self._layout(g)
        n = self._names(g)
        plane.circle(ax, X["O1"], R)
        plane.circle(ax, X["O2"], r)
        A, B = X["A"], X["B"]
        draw.segment(ax, cg.extend(B, A, 0.15), cg.extend(A, B, 0.15), color=draw.PALETTE["blue"])
        for O, P in ((X["O1"], A), (X["O2"], B)):
            draw.segment(ax, O, P, style="--", linewidth=1.5)
            draw.right_angle_mark(ax, P, O, B if P is A else A, size=0.035)
            cg.centre_dot(ax, O)
        mid = (X["O1"] + X["O2"]) / 2
        draw.label_point(ax, X["O1"], "O₁", away_from=A, offset=13, dot=False)
        draw.label_point(ax, X["O2"], "O₂", away_from=B, offset=13, dot=False)
        for k in "AB":
            draw.label_point(ax, X[k], n[k], away_from=X["O1"] if k == "A" else X["O2"], offset=13)
        if g["kind"] != "touching":
            draw.segment(ax, X["O1"], X["O2"], style=":", linewidth=1.5)
            u = (X["O2"] - X["O1"]) / np.linalg.norm(X["O2"] - X["O1"])
            text = "?" if "d" in hide else str(g["d"])        # inside circle 1, on the side away from A
            plane.side_label(ax, X["O1"], X["O1"] + R * u, text, away_from=A, fontsize=12)
        plane.side_label(ax, X["O1"], A, "?" if "R" in hide else str(g["R"]), away_from=mid, fontsize=12)
        plane.side_label(ax, X["O2"], B, "?" if "r" in hide else str(g["r"]), away_from=mid, fontsize=12)
        if not hide:
            if g["kind"] == "internal":
                M = plane.line_intersection(A, B, X["O1"], X["O2"])
                plane.side_label(ax, A, M, "?", away_from=X["O1"], color=draw.PALETTE["blue"])
            else:
                plane.side_label(ax, A, B, "?", away_from=mid, color=draw.PALETTE["blue"])
        pts = cg.circle_box(X["O1"], R) + cg.circle_box(X["O2"], r) + [A, B]
        draw.geometry_axes(ax, pts, margin=0.1)

    def subquestions(self, g):
        R, r = g["R"], g["r"]
        d = R + r if g["kind"] == "touching" else g["d"]
        leg = R - r if g["kind"] != "internal" else R + r
        return [SubQuestion(f"{self._setup(g)} {self._told(g)[0].upper()}{self._told(g)[1:]}. The line through O₂ "
                            f"parallel to the tangent cuts a right triangle off with hypotenuse O₁O₂. What is the length "
                            f"of its leg along the radius O₁{self._names(g)['A']} (or its extension)?", Number(leg),
                            CONCEPT),
                SubQuestion(f"A right triangle has hypotenuse {d} and one leg {leg}. What is the other leg?",
                            Number(float(np.sqrt(d * d - leg * leg))), "plane_figures/triangles/pythagorean_theorem")]

    def backward(self, g):
        n = self._names(g)
        R, r = g["R"], g["r"]
        d = R + r if g["kind"] == "touching" else g["d"]
        leg = R - r if g["kind"] != "internal" else R + r
        ab = float(np.sqrt(d * d - leg * leg))
        if g["kind"] == "touching":
            # AB² = (R + r)² − (R − r)² = 4Rr, so R = AB² / (4r)
            return Backward(f"{self._setup(g)} The radius O₂{n['B']} = {r} and {n['A']}{n['B']} = {draw.fmt(ab)}. "
                            f"What is the radius O₁{n['A']}?", Number(ab * ab / (4 * r)), "R")
        return Backward(f"{self._setup(g)} The radii are O₁{n['A']} = {R} and O₂{n['B']} = {r}, and {n['A']}{n['B']} = {draw.fmt(ab)}. What is "
                        f"the distance O₁O₂ between the centres?", Number(float(np.sqrt(ab * ab + leg * leg))), "d")

    def description(self, g):
        n = self._names(g)
        return (f"{self._setup(g)} The first circle (centre O₁) has radius {g['R']}, the second (centre O₂) radius "
                f"{g['r']}" + ("" if g["kind"] == "touching" else f"; O₁O₂ = {g['d']}") +
                f". Radii O₁{n['A']} and O₂{n['B']} are drawn, perpendicular to the tangent.")
