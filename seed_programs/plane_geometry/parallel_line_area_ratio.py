"""Plane geometry: a line parallel to a side cuts off a similar triangle; areas scale with the square of the ratio."""
from math import gcd

import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/similarity/area_ratio"


@seed_program(
    id="parallel_line_area_ratio", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=[CONCEPT, "plane_figures/similarity/similar_triangles", "plane_figures/similarity/triangle_proportionality"],
    source="GeoEval / DynaMath-style (plane geometry, areas of similar triangles)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class ParallelLineAreaRatio(SeedProgram):
    levels = Levels(
        standard=dict(given=OneOf(("small",)), ask=OneOf(("whole", "trapezoid")), seg=IntRange(2, 9),
                      t=IntRange(1, 4), min_den=2, apex=FloatRange(0.3, 0.7), rotation=FloatRange(-10, 10)),
        hard=dict(given=OneOf(("trapezoid",)), ask=OneOf(("small", "whole")), seg=IntRange(3, 15),
                  t=IntRange(2, 6), min_den=4, apex=FloatRange(0.3, 0.7), rotation=FloatRange(-10, 10)),
        hard_means="the trapezoid's area is given instead of the small triangle's, so the ratio k² − 1 must be "
                   "inverted, with longer segments and less friendly ratios",
    )

    def sample(self, rng, space):
        given, ask = space.given.draw(rng), space.ask.draw(rng)
        for _ in attempts("AD:AB between 0.35 and 0.7 in lowest terms with a short denominator"):
            m, k = (int(v) for v in space.seg.draw(rng, size=2))
            d = gcd(m, m + k)
            mm, nn = m // d, (m + k) // d
            if not 0.35 <= m / (m + k) <= 0.7 or nn > 9 or nn < space.min_den:
                continue
            t = int(space.t.draw(rng))
            area = {"small": t * mm * mm, "trapezoid": t * (nn * nn - mm * mm)}[given]
            return ({"m": m, "k": k, "given": given, "ask": ask, "area": area,
                     "labels": draw.pick_labels(rng, 5), "apex": float(space.apex.draw(rng)),
                     "rotation": float(space.rotation.draw(rng)), "mirror": bool(rng.integers(0, 2))},
                    {"t": t, "mm": mm, "nn": nn})

    def _names(self, g):
        return dict(zip("ABCDE", g["labels"]))

    def _region(self, g, which):
        n = self._names(g)
        return {"small": f"triangle {n['A']}{n['D']}{n['E']}", "whole": f"triangle {n['A']}{n['B']}{n['C']}",
                "trapezoid": f"quadrilateral {n['D']}{n['B']}{n['C']}{n['E']}"}[which]

    def _setup(self, g):
        n = self._names(g)
        return (f"In triangle {n['A']}{n['B']}{n['C']}, {n['D']} lies on {n['A']}{n['B']} and {n['E']} on "
                f"{n['A']}{n['C']} with {n['D']}{n['E']} ∥ {n['B']}{n['C']}. {n['A']}{n['D']} = {g['m']} and "
                f"{n['D']}{n['B']} = {g['k']}.")

    def question(self, g):
        return (f"{self._setup(g)} The area of {self._region(g, g['given'])} is {g['area']}. What is the area of "
                f"{self._region(g, g['ask'])}?")

    def answer(self, p):
        t, mm, nn = p["t"], p["mm"], p["nn"]          # areas ADE : ABC = AD² : AB² = mm² : nn²
        return Number({"small": t * mm * mm, "whole": t * nn * nn, "trapezoid": t * (nn * nn - mm * mm)}[p["ask"]])

    def verify(self, g):
        # Coordinates: A at the origin, B = (AB, 0), C = (0.4·AB, y); D and E by the stated AD (E on AC at
        # the height of... the parallel through D); y chosen (bisection) so the stated region has the stated
        # area; areas by the shoelace formula.
        m, k = g["m"], g["k"]
        ab = m + k

        def regions(y):
            A, B, C = np.zeros(2), np.array([ab, 0.0]), np.array([0.4 * ab, y])
            D = np.array([m, 0.0])
            s = np.linalg.solve(np.column_stack([C - A, -(C - B)]), D - A)[0]   # E = A + s(C − A), DE ∥ BC
            E = A + s * (C - A)

            def shoe(P):
                P = np.array(P)
                return 0.5 * abs(np.dot(P[:, 0], np.roll(P[:, 1], -1)) - np.dot(P[:, 1], np.roll(P[:, 0], -1)))
            return {"small": shoe([A, D, E]), "whole": shoe([A, B, C]), "trapezoid": shoe([D, B, C, E])}

        lo, hi = 1e-9, 1e7
        for _ in range(300):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if regions(mid)[g["given"]] < g["area"] else (lo, mid)
        return Number(float(regions((lo + hi) / 2)[g["ask"]]))

    def _layout(self, g):
        A, B, C = np.array([g["apex"], 0.8]), np.zeros(2), np.array([1.0, 0.0])
        f = g["m"] / (g["m"] + g["k"])
        D, E = A + f * (B - A), A + f * (C - A)
        return dict(zip("ABCDE", plane.rotate([A, B, C, D, E], g["rotation"], g["mirror"])))

    def draw(self, g, ax, hide=()):
        X = self._layout(g)
        n = self._names(g)
        draw.polygon(ax, {n[k]: X[k] for k in "ABC"}, labels=False, fill=None)
        ax.fill(*np.array([X["D"], X["B"], X["C"], X["E"]]).T, color=draw.PALETTE["orange"], alpha=0.35, zorder=1)
        ax.fill(*np.array([X["A"], X["D"], X["E"]]).T, color=draw.PALETTE["blue"], alpha=0.25, zorder=1)
        draw.segment(ax, X["D"], X["E"])
        plane.parallel_marks(ax, X["D"], X["E"], 1, size=0.03)
        plane.parallel_marks(ax, X["B"], X["C"], 1, size=0.03)
        cen = (X["A"] + X["B"] + X["C"]) / 3
        for k in "ABC":
            draw.label_point(ax, X[k], n[k], away_from=cen, offset=13)
        for k in "DE":
            draw.label_point(ax, X[k], n[k], away_from=X["B"] + X["C"] - X[k], offset=13)
        plane.side_label(ax, X["A"], X["D"], "?" if "m" in hide else str(g["m"]), away_from=X["C"])
        plane.side_label(ax, X["D"], X["B"], "?" if "k" in hide else str(g["k"]), away_from=X["C"])
        small = (X["A"] + X["D"] + X["E"]) / 3
        trap = (X["D"] + X["B"] + X["C"] + X["E"]) / 4
        spots = {"small": small, "trapezoid": trap}
        given_text = "?" if "area" in hide else f"S = {g['area']}"
        ax.text(*spots[g["given"]], given_text, ha="center", va="center", fontsize=13, color=draw.INK, zorder=6)
        if g["ask"] in spots and not hide:
            ax.text(*spots[g["ask"]], "?", ha="center", va="center", fontsize=14, color=draw.ACCENT, zorder=6)
        draw.geometry_axes(ax, [X[k] for k in "ABC"], margin=0.15)

    def subquestions(self, g):
        n = self._names(g)
        m, k = g["m"], g["k"]
        return [SubQuestion(f"{self._setup(g)} What is the ratio {n['A']}{n['D']} : {n['A']}{n['B']} as a decimal "
                            f"(to 4 decimal places)?", Number(m / (m + k)), "plane_figures/similarity/similar_triangles"),
                SubQuestion(f"Two similar triangles have corresponding sides in the ratio {m} : {m + k}. The smaller "
                            f"has area {m * m}. What is the area of the larger?", Number((m + k) ** 2), CONCEPT)]

    def backward(self, g):
        m, k = g["m"], g["k"]
        # the asked area back to the given one: regions scale as m² (small), (m + k)² (whole), their difference
        w = {"small": m * m, "whole": (m + k) ** 2, "trapezoid": (m + k) ** 2 - m * m}
        asked = g["area"] * w[g["ask"]] / w[g["given"]]
        back = asked * w[g["given"]] / w[g["ask"]]
        return Backward(f"{self._setup(g)} The area of {self._region(g, g['ask'])} is {draw.fmt(asked)}. What is the "
                        f"area of {self._region(g, g['given'])}?", Number(float(back)), "area")

    def description(self, g):
        return (f"{self._setup(g)} Parallel marks show {self._names(g)['D']}{self._names(g)['E']} ∥ "
                f"{self._names(g)['B']}{self._names(g)['C']}. The region whose area is given (S = {g['area']}) is "
                f"{self._region(g, g['given'])}; the asked region is {self._region(g, g['ask'])}.")
