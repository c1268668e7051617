"""Analytic geometry (competition): the locus PA = k·PB is a circle (Apollonius); find its radius or centre."""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

KS = ("2", "3", "3/2", "4/3", "5/2", "5/3")


def ratio(k: float) -> str:
    """The stated ratio k as written in the question (2, 3/2, ...)."""
    return str(Fraction(k).limit_denominator(1000))


@seed_program(
    id="apollonius_circle_radius", topic="analytic_geometry", level="competition", difficulty="hard",
    question_type="numeric",
    concepts=["analytic_geometry/loci/apollonius_circle", "analytic_geometry/circles/standard_equation"],
    source="DynaMath-style (analytic geometry, locus of points with a fixed distance ratio)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class ApolloniusCircleRadius(SeedProgram):
    levels = Levels(
        standard=dict(k=OneOf(KS), coord=IntRange(-6, 6), asked=OneOf(("radius", "centre"))),
        hard=dict(k=OneOf(("7/5", "8/5", "7/4", "9/4", "7/3", "9/5")), coord=IntRange(-8, 8),
                  asked=OneOf(("radius", "centre"))),
        hard_means="less friendly ratios (7/5, 9/4, 9/5, ...) and a wider grid: the completed square has awkward "
                   "fractions and the circle is larger",
    )

    def sample(self, rng, space):
        lim = space.coord.hi + 1
        for _ in attempts("|AB| >= 3, no point on an axis, the locus circle inside the window"):
            k = Fraction(str(space.k.draw(rng)))
            A = [int(v) for v in space.coord.draw(rng, size=2)]
            d = [int(v) for v in space.coord.draw(rng, size=2)]
            B = [A[0] + d[0], A[1] + d[1]]
            dist = np.hypot(*d)
            if dist < 3 or any(abs(c) < 1 for c in A + B):
                continue
            kf = float(k)
            # PA = k·PB: centre on line AB beyond B, at B + (B - A)/(k² - 1), radius k·|AB|/(k² - 1)
            centre = np.array(B, float) + (np.array(B, float) - np.array(A, float)) / (kf * kf - 1)
            r = kf * dist / (kf * kf - 1)
            if np.any(np.abs(centre) + r > lim - 0.3) or r < 2:
                continue
            break
        return {"A": A, "B": B, "k": float(k), "asked": str(space.asked.draw(rng)), "lim": lim,
                "labels": draw.pick_labels(rng, 3, pool="ABCDEFGHKMNPQRST"),
                "color": str(rng.choice(["blue", "green", "purple", "red"])), "t": float(rng.uniform(0.2, 0.8))}

    def _geom(self, g, k=None):
        """Centre and radius of the locus (the construction; the figure only marks one point of it)."""
        k = g["k"] if k is None else k
        A, B = np.array(g["A"], float), np.array(g["B"], float)
        centre = B + (B - A) / (k * k - 1)
        return centre, k * np.linalg.norm(B - A) / (k * k - 1)

    def question(self, g):
        la, lb, lp = g["labels"]
        what = ("What is the radius of this circle?" if g["asked"] == "radius" else
                "What is the distance from the centre of this circle to point " + lb + "?")
        return (f"{la} and {lb} are grid points. A point {lp} moves so that {lp}{la} = {ratio(g['k'])}·{lp}{lb}; its "
                f"path is a circle (one position of {lp} is marked). {what}")

    def answer(self, p):
        centre, r = self._geom(p)
        return Number(float(r if p["asked"] == "radius" else np.linalg.norm(centre - np.array(p["B"], float))))

    def verify(self, g):
        # Expand PA² = k²·PB² with sympy and complete the square.
        x, y = sp.symbols("x y")
        k = sp.Rational(g["k"]).limit_denominator(1000)
        (ax, ay), (bx, by) = g["A"], g["B"]
        expr = sp.expand((x - ax) ** 2 + (y - ay) ** 2 - k ** 2 * ((x - bx) ** 2 + (y - by) ** 2))
        lead = expr.coeff(x, 2)
        expr = sp.expand(expr / lead)  # x² + y² + Dx + Ey + F
        D, E = expr.coeff(x, 1), expr.coeff(y, 1)
        F = expr.subs({x: 0, y: 0})
        cx, cy = -D / 2, -E / 2
        r = sp.sqrt(cx ** 2 + cy ** 2 - F)
        value = r if g["asked"] == "radius" else sp.sqrt((cx - bx) ** 2 + (cy - by) ** 2)
        return Number(float(value))

    def draw(self, g, ax, hide=()):
        la, lb, lp = g["labels"]
        lim = (-g["lim"] - 0.5, g["lim"] + 0.5)
        draw.grid_axes(ax, lim, lim)
        colour = draw.PALETTE[g["color"]]
        centre, r = self._geom(g)  # not drawn: the circle's size is what is asked; only one point P is marked
        A, B = np.array(g["A"], float), np.array(g["B"], float)
        def score(P):  # a wide triangle PAB, P clear of the axes and their tick labels
            if min(abs(P[0] + 0.3), abs(P[1] + 0.3)) < 0.8:
                return -1.0
            u, v = A - P, B - P
            return float(abs(u[0] * v[1] - u[1] * v[0]))  # twice the area of triangle PAB

        side = 1 if g["t"] < 0.5 else -1
        cands = [centre + r * np.array([np.cos(a), np.sin(a)]) for a in np.linspace(0, 2 * np.pi, 73)[:-1]]
        cands = [P for P in cands if side * ((B - A)[0] * (P - A)[1] - (B - A)[1] * (P - A)[0]) >= 0] or cands
        P = max(cands, key=score)
        draw.segment(ax, P, A, color=draw.INK, linewidth=1.5)
        draw.segment(ax, P, B, color=draw.INK, linewidth=1.5)
        for X, name in ((A, la), (B, lb)):
            spot = co.free_spot(X, 0.8, points=[P], lines=[],
                                curves=[np.linspace(X, P, 20)])
            draw.label_grid_point(ax, X, name, away_from=2 * X - spot, offset=14)
        draw.label_grid_point(ax, P, lp, away_from=centre, offset=14, color=colour)

    def subquestions(self, g):
        la, lb, lp = g["labels"]
        (ax_, ay), (bx, by) = g["A"], g["B"]
        return [SubQuestion(f"With {la}({ax_}, {ay}) and {lb}({bx}, {by}), what is the distance {la}{lb}?",
                            Number(float(np.hypot(bx - ax_, by - ay))), "analytic_geometry/coordinates/distance_formula")]

    def backward(self, g):
        la, lb, lp = g["labels"]
        _, r = self._geom(g)
        dist = float(np.linalg.norm(np.subtract(g["B"], g["A"])))
        if g["asked"] == "radius":
            # r = k·d/(k² - 1), k > 1: r·k² - d·k - r = 0
            k = (dist + np.sqrt(dist * dist + 4 * r * r)) / (2 * r)
            stated = f"The circle has radius {draw.fmt(r, 4)}."
        else:
            # distance from the centre to B is d/(k² - 1)
            s = dist / (g["k"] ** 2 - 1)
            k = np.sqrt(1 + dist / s)
            stated = f"The centre of the circle is {draw.fmt(s, 4)} from {lb}."
        return Backward(f"{la} and {lb} are grid points. A point {lp} moves so that {lp}{la} = k·{lp}{lb} with a "
                        f"constant k > 1; its path is a circle (one position of {lp} is marked). {stated} What is k?",
                        Number(float(round(k, 9))), "k")

    def description(self, g):
        la, lb, lp = g["labels"]
        what = "the radius of this circle" if g["asked"] == "radius" else f"the distance from its centre to {lb}"
        return (f"Points {la}{tuple(g['A'])} and {lb}{tuple(g['B'])} are fixed. A point {lp} moves so that "
                f"{lp}{la} = {ratio(g['k'])}·{lp}{lb}; its path is a circle. Find {what}.")
