"""Plane geometry: a rectangle ABCD is folded along its diagonal AC, B landing at B'; AB' meets CD at E.
The overlap ACE is isosceles (EA = EC), so CE = (AB² + BC²) / (2·AB) by Pythagoras in ADE; find CE, the
overlap's area or the area of the folded figure."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw
from dynaforge.sdk.scene import surd_text


@seed_program(
    id="rectangle_diagonal_fold_overlap", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["plane_figures/triangles/pythagorean_theorem", "plane_figures/area/composite_regions",
              "plane_figures/area/rectangle_area"],
    source="DynaMath-style (plane geometry; folding a rectangle along its diagonal)",
    variations=["numeric_values", "lengths_ratios"],
)
class RectangleDiagonalFoldOverlap(SeedProgram):
    levels = Levels(
        standard=dict(long=IntRange(6, 16), given=OneOf(("sides",)), ask=OneOf(("CE", "overlap"))),
        hard=dict(long=IntRange(8, 30), given=OneOf(("diagonal",)), ask=OneOf(("overlap", "folded"))),
        hard_means="AB and the diagonal AC are given (BC from Pythagoras first, mostly a surd), and the area asked is the "
                   "overlap or the whole folded figure (the rectangle minus the overlap)",
    )

    def sample(self, rng, space):
        """Givens: AB (the longer side), and BC (``given`` "sides") or the diagonal AC ("diagonal"), and what
        is asked."""
        given, ask = str(rng.choice(space.given.values)), str(rng.choice(space.ask.values))
        for _ in attempts("a rectangle with BC/AB between 0.4 and 0.85 "):
            a = space.long.draw(rng)
            if given == "sides":
                b = int(rng.integers(2, a))
            else:
                d = int(rng.integers(a + 1, int(a * np.sqrt(2)) + 1))       # the diagonal, a whole number
                b = float(np.sqrt(d * d - a * a))
            if 0.4 <= b / a <= 0.85:
                break
        g = {"AB": int(a), "given": given, "ask": ask}
        if given == "sides":
            g["BC"] = int(b)
        else:
            g["AC"] = d
        return g

    def _data(self, g, hide=None):
        if hide:
            return f"AB = {g['AB']}"
        if g["given"] == "sides":
            return f"AB = {g['AB']} and BC = {g['BC']}"
        return f"AB = {g['AB']} and the diagonal AC = {g['AC']}"

    def _what(self, g):
        return {"CE": "the length of CE", "overlap": "the area of the overlapping triangle ACE",
                "folded": "the area of the folded figure (the region covered by triangle ACD together with "
                          "triangle AB'C)"}[g["ask"]]

    def _setup(self, g, hide=None):
        return (f"The rectangle ABCD, with {self._data(g, hide)}, is folded along the diagonal AC, so that B lands on B'. "
                f"The segment AB' crosses the side CD at E.")

    def question(self, g):
        return f"{self._setup(g)} Find {self._what(g)}. Give the answer to two decimal places."

    # -- answer: EA = EC, Pythagoras in ADE ------------------------------------------------------------------
    @staticmethod
    def _sides(g):
        """AB and BC exactly (sympy; BC may be a surd when the diagonal is given)."""
        a = sp.Integer(g["AB"])
        b = sp.Integer(g["BC"]) if g["given"] == "sides" else sp.sqrt(g["AC"] ** 2 - a * a)
        return a, b

    def _value(self, g):
        a, b = self._sides(g)
        ce = (a * a + b * b) / (2 * a)                 # x² = b² + (a − x)²
        return {"CE": ce, "overlap": ce * b / 2, "folded": a * b - ce * b / 2}[g["ask"]]

    def answer(self, p):
        return Number(float(self._value(p)))

    def verify(self, g):
        # Independent: coordinates, B reflected in AC, E as the crossing of AB' with y = BC, shoelace areas
        a = float(g["AB"])
        b = float(g["BC"]) if g["given"] == "sides" else float(np.sqrt(g["AC"] ** 2 - a * a))
        A, B, C, D = np.array([0.0, 0]), np.array([a, 0]), np.array([a, b]), np.array([0, b])
        u = C / np.linalg.norm(C)
        B1 = 2 * (B @ u) * u - B
        E = B1 * (b / B1[1])
        if g["ask"] == "CE":
            return Number(float(np.linalg.norm(C - E)))
        area = lambda Q: abs(sum(Q[i][0] * Q[i - 1][1] - Q[i - 1][0] * Q[i][1] for i in range(len(Q)))) / 2
        if g["ask"] == "overlap":
            return Number(area([A, C, E]))
        return Number(area([A, C, D]) + area([A, B1, C]) - area([A, C, E]))

    # -- views ------------------------------------------------------------------------------------------------
    def _coords(self, g):
        a, b = (float(v) for v in self._sides(g))
        A, B, C, D = np.array([0.0, 0]), np.array([a, 0]), np.array([a, b]), np.array([0, b])
        u = C / np.linalg.norm(C)
        B1 = 2 * (B @ u) * u - B
        return A, B, C, D, B1, B1 * (b / B1[1])

    def draw(self, g, ax, hide=()):
        A, B, C, D, B1, E = self._coords(g)
        ax.fill(*np.array([A, C, D]).T, color="#e5e7eb", zorder=1)
        ax.fill(*np.array([A, B1, C]).T, color="#bfdbfe", zorder=1)
        ax.fill(*np.array([A, C, E]).T, color="#93c5fd", zorder=2)
        for P, Q in ((A, D), (D, C), (A, C), (A, B1), (B1, C)):
            draw.segment(ax, P, Q, linewidth=2.0)
        for P, Q in ((A, B), (B, C)):
            draw.segment(ax, P, Q, style="--", color="#6b7280", linewidth=1.5)
        centre = (A + C) / 2
        for P, name in ((A, "A"), (B, "B"), (C, "C"), (D, "D"), (B1, "B'")):
            draw.label_point(ax, P, name, away_from=centre, offset=14)
        draw.label_point(ax, E, "E", away_from=(A + C) / 2 - np.array([0, 1.0]), offset=14)
        draw.segment_label(ax, A, B, "?" if "AB" in hide else str(g["AB"]), away_from=centre, offset=14)
        if g["given"] == "sides":
            draw.segment_label(ax, B, C, "?" if "BC" in hide else str(g["BC"]), away_from=centre, offset=16)
        else:
            draw.segment_label(ax, A, C, "?" if "AC" in hide else str(g["AC"]), away_from=D, offset=12)
        pts = [A, B, C, D, B1]
        draw.geometry_axes(ax, pts, margin=0.12)

    def description(self, g):
        return (f"{self._setup(g)} The figure shows the folded paper: triangle ACD in place, triangle AB'C folded "
                f"over it (B' outside the rectangle, beyond CD), the original sides AB and BC dashed, the overlap "
                f"ACE shaded darker, and the given length{'s' if g['given'] == 'sides' else 's AB and AC'} marked.")

    def subquestions(self, g):
        a, b = self._sides(g)
        ce = (a * a + b * b) / (2 * a)
        out = []
        if g["given"] == "diagonal":
            out.append(SubQuestion(f"A rectangle ABCD has AB = {g['AB']} and diagonal AC = {g['AC']}. How long is "
                                   f"BC?", Number(float(b)), "plane_figures/triangles/pythagorean_theorem"))
        out.append(SubQuestion(f"In triangle ADE, angle D is a right angle, AD = {surd_text(b)}, AE = x and "
                               f"DE = {g['AB']} − x. Find x. Give the answer to two decimal places.",
                               Number(float(ce)), "plane_figures/triangles/pythagorean_theorem"))
        return out

    def backward(self, g):
        """Mask BC (or the diagonal AC); the stated answer is increasing in it over the allowed range
        (BC < AB), so the root found by a scan and bisection is the only one."""
        key = "BC" if g["given"] == "sides" else "AC"
        target = float(self._value(g))
        a = float(g["AB"])

        def value(x):
            b = x if key == "BC" else np.sqrt(max(x * x - a * a, 0.0))
            ce = (a * a + b * b) / (2 * a)
            return {"CE": ce, "overlap": ce * b / 2, "folded": a * b - ce * b / 2}[g["ask"]] - target

        lo, hi = (1e-9, a) if key == "BC" else (a, a * np.sqrt(2))
        for _ in range(200):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if value(mid) < 0 else (lo, mid)
        what = {"CE": "CE", "overlap": "the area of the overlapping triangle ACE",
                "folded": "the area of the folded figure"}[g["ask"]]
        return Backward(f"{self._setup(g, hide=key)} The length {key} is not given, but {what} is "
                        f"{float(self._value(g)):.4g}, and AB is longer than BC. Find {key}. Give the answer to two "
                        f"decimal places.",
                        Number((lo + hi) / 2), key)
