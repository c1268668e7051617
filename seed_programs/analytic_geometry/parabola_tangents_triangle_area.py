"""Analytic geometry: the area of the triangle formed by the tangents at two points of a plotted parabola and their chord."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Levels, Multi, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import batch3_plane as b3
from dynaforge.sdk import draw

# orientation -> (axis along which the parabola opens, sign)
ORIENT = {"up": ("y", 1), "down": ("y", -1), "right": ("x", 1), "left": ("x", -1)}


def _world(g, across, along):
    """World (x, y) of the point `across` from the axis and `along` it, from the vertex (h, k)."""
    axis, _ = ORIENT[g["orient"]]
    return (g["h"] + across, g["k"] + along) if axis == "y" else (g["h"] + along, g["k"] + across)


def _coef_text(a, var):
    """a·var² as text, a = Fraction > 0: 'x²', '2x²', 'x²/3', '2x²/3'."""
    num = "" if a.numerator == 1 else str(a.numerator)
    den = "" if a.denominator == 1 else f"/{a.denominator}"
    return f"{num}{var}²{den}"


def _shift(var, c):
    return var if c == 0 else (f"({var} - {c})" if c > 0 else f"({var} + {-c})")


def equation_text(g):
    a = Fraction(g["a"])
    axis, s = ORIENT[g["orient"]]
    lhs, rhs_var, c_l, c_r = ("y", "x", g["k"], g["h"]) if axis == "y" else ("x", "y", g["h"], g["k"])
    body = _coef_text(a, _shift(rhs_var, c_r))
    return f"{lhs} = {'-' if s < 0 else ''}{body}{b3.signed(c_l)}"


@seed_program(
    id="parabola_tangents_triangle_area", topic="analytic_geometry", level="high_school", difficulty="hard",
    question_type="numeric",
    concepts=["calculus/derivatives/tangent_line", "analytic_geometry/coordinates/shoelace_formula"],
    source="DynaMath-style (analytic geometry, tangents to a parabola and the chord of contact)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "colors_labels"],
)
class ParabolaTangentsTriangleArea(SeedProgram):
    levels = Levels(
        standard=dict(a=OneOf(("1", "2", "3", "1/2", "1/3", "1/4", "3/2", "2/3")), orient=OneOf(("up", "down")), shift=(0,), lim=(6, 9),
                      ask=OneOf(("triangle",))),
        hard=dict(a=OneOf(("2", "1/2", "1/3", "3/4", "1/4", "4/3", "2/5", "1/5")), orient=OneOf(tuple(ORIENT)),
                  shift=(-2, -1, 0, 1, 2), lim=(6, 11), ask=OneOf(("triangle", "segment"))),
        hard_means="coefficients such as 3/4 or 2/5, a shifted vertex and parabolas opening sideways, so the "
                   "tangent slopes and their meeting point take more algebra (x = a(y - k)² + h); half the time the "
                   "area between the chord and the parabola instead (an integral, or Archimedes' 2/3 of the "
                   "tangent triangle)",
    )

    def _window(self, g, space):
        """The grid size that shows A, B and T (None when it would exceed the level's largest grid)."""
        a = Fraction(g["a"])
        _, s = ORIENT[g["orient"]]
        u1, u2 = g["u"]
        pts = [_world(g, u, s * a * u * u) for u in (u1, u2)] + [_world(g, Fraction(u1 + u2, 2), s * a * u1 * u2)]
        lim = max(space.lim[0], int(np.ceil(max(max(abs(float(x)), abs(float(y))) for x, y in pts))) + 1)
        return lim if lim <= space.lim[1] else None

    def sample(self, rng, space):
        # every (coefficient, width) that fits some placement, grouped by area: draw an area first,
        # so that the answers spread over all sizes instead of piling up at the narrow triangles
        by_value = {}
        for a_text in space.a.values:
            a = Fraction(a_text)
            step = next(m for m in range(1, 7) if (a * m * m).denominator == 1)
            for width in range(step, 17, step):
                if a * width ** 3 / 4 < 2:                      # a triangle large enough to see
                    continue
                if any(self._window({"a": a_text, "orient": "up", "h": 0, "k": 0, "u": [u1, u1 + width]}, space)
                       for u1 in range(-12, 13, step)):
                    by_value.setdefault(a * width ** 3 / 4, []).append((a_text, width, step))
        values = sorted(by_value)
        a_text, width, step = by_value[values[int(rng.integers(0, len(values)))]][0]
        ask = str(space.ask.draw(rng))
        for _ in attempts("a placement of the two lattice points whose tangent triangle fits the window"):
            g = {"a": a_text, "orient": str(space.orient.draw(rng)), "h": int(rng.choice(space.shift)),
                 "k": int(rng.choice(space.shift)), "ask": ask}
            u1 = step * int(rng.integers(-12 // step, 12 // step + 1))
            g["u"] = [u1, u1 + width]
            lim = self._window(g, space)
            if lim is None:
                continue
            labels = draw.pick_labels(rng, 3, pool="ABCDEFGHJKMNPQRST")
            return {**g, "lim": lim, "labels": labels, "color": str(rng.choice(["blue", "green", "purple"]))}

    def question(self, g):
        A, B, T = g["labels"]
        if g["ask"] == "segment":
            return (f"The figure shows the parabola {equation_text(g)} with the grid points {A} and {B} on it. "
                    f"What is the area of the shaded region enclosed by the parabola and the chord {A}{B}? "
                    f"Give the answer to two decimal places if it is not a whole number.")
        return (f"The figure shows the parabola {equation_text(g)} with the grid points {A} and {B} on it. The "
                f"tangents to the parabola at {A} and {B} meet at {T}. What is the area of triangle {A}{B}{T}? "
                f"Give the answer to two decimal places if it is not a whole number.")

    def answer(self, p):
        # the tangent triangle of y = a·x² over the chord from x₁ to x₂ has area a·|x₂ − x₁|³/4
        u1, u2 = p["u"]
        tri = Fraction(p["a"]) * (u2 - u1) ** 3 / 4
        # Archimedes: the parabolic segment is 2/3 of the tangent triangle
        return Number(float(tri if p["ask"] == "triangle" else tri * 2 / 3))

    def verify(self, g):
        # Implicit curve F(x, y) = 0 in world coordinates; tangent lines ∇F·(X − P) = 0 at the two
        # points (read back from the grid), their intersection, then the shoelace formula.
        a = float(Fraction(g["a"]))
        axis, s = ORIENT[g["orient"]]
        h, k = g["h"], g["k"]
        if axis == "y":
            F = lambda x, y: s * a * (x - h) ** 2 - (y - k)
        else:
            F = lambda x, y: s * a * (y - k) ** 2 - (x - h)
        pts = []
        for u in g["u"]:
            if axis == "y":
                x = h + u
                pts.append(np.array([x, k + s * a * (x - h) ** 2]))
            else:
                y = k + u
                pts.append(np.array([h + s * a * (y - k) ** 2, y]))
        if g["ask"] == "segment":
            # integrate the gap between the chord and the curve across the axis (Simpson on a fine grid)
            u1, u2 = g["u"]
            us = np.linspace(u1, u2, 2001)
            gap = np.abs(a * u1 * u1 + (a * u2 * u2 - a * u1 * u1) * (us - u1) / (u2 - u1) - a * us * us)
            hstep = (u2 - u1) / 2000
            return Number(float(hstep / 3 * (gap[0] + gap[-1] + 4 * gap[1:-1:2].sum() + 2 * gap[2:-1:2].sum())))
        eps = 1e-6
        grads = [np.array([(F(P[0] + eps, P[1]) - F(P[0] - eps, P[1])) / (2 * eps),
                           (F(P[0], P[1] + eps) - F(P[0], P[1] - eps)) / (2 * eps)]) for P in pts]
        M = np.array(grads)
        T = np.linalg.solve(M, np.array([grads[0] @ pts[0], grads[1] @ pts[1]]))
        A, B = pts
        area = abs((B[0] - A[0]) * (T[1] - A[1]) - (T[0] - A[0]) * (B[1] - A[1])) / 2
        return Number(float(area))

    def _points(self, g):
        a = Fraction(g["a"])
        _, s = ORIENT[g["orient"]]
        u1, u2 = g["u"]
        A = np.array(_world(g, u1, s * a * u1 * u1), float)
        B = np.array(_world(g, u2, s * a * u2 * u2), float)
        T = np.array(_world(g, Fraction(u1 + u2, 2), s * a * u1 * u2), float)
        return A, B, T

    def draw(self, g, ax, hide=()):
        A, B, T = self._points(g)
        shown = [A, B, (g["h"], g["k"])] + ([T] if g["ask"] == "triangle" else [])
        xlim, ylim = b3.fit_grid(ax, shown)
        a = float(Fraction(g["a"]))
        _, s = ORIENT[g["orient"]]
        colour = draw.PALETTE[g["color"]]
        t = np.linspace(-2 * g["lim"] - 4, 2 * g["lim"] + 4, 1600)
        curve = np.array([_world(g, u, s * a * u * u) for u in t], float)
        keep = np.abs(curve).max(axis=1) < 3 * g["lim"] + 4
        b3.plot_curve(ax, curve[keep, 0], curve[keep, 1], colour)
        draw.segment(ax, A, B, color=draw.INK, linewidth=1.6)
        ax.set_xlim(*xlim)
        ax.set_ylim(*ylim)
        if g["ask"] == "segment":
            u1, u2 = g["u"]
            arc = np.array([_world(g, u, s * a * u * u) for u in np.linspace(u1, u2, 200)], float)
            ax.fill(arc[:, 0], arc[:, 1], color=draw.PALETTE["orange"], alpha=0.3, zorder=2)
            centre = arc.mean(axis=0)
            for P, name in zip((A, B), g["labels"]):
                draw.label_grid_point(ax, P, name, away_from=centre, offset=14, color=draw.INK)
            return
        ax.fill([A[0], B[0], T[0]], [A[1], B[1], T[1]], color=draw.PALETTE["orange"], alpha=0.25, zorder=2)
        for P in (A, B):
            draw.segment(ax, P, T, color=draw.INK, style="--", linewidth=1.6)
        centre = (A + B + T) / 3
        for P, name in zip((A, B, T), g["labels"]):
            draw.label_grid_point(ax, P, name, away_from=centre, offset=14, color=draw.INK)

    def subquestions(self, g):
        A, B, T = g["labels"]
        PA, PB, PT = self._points(g)
        c = lambda P: f"({draw.fmt(P[0])}, {draw.fmt(P[1])})"
        shoelace = abs((PB[0] - PA[0]) * (PT[1] - PA[1]) - (PT[0] - PA[0]) * (PB[1] - PA[1])) / 2
        if g["ask"] == "segment":
            return [
                SubQuestion(f"The tangents to the parabola {equation_text(g)} at {A}{c(PA)} and {B}{c(PB)} meet at "
                            f"a point {T} (not drawn). What are the coordinates of {T}? Give x, then y.",
                            Multi([Number(float(PT[0])), Number(float(PT[1]))]), "calculus/derivatives/tangent_line"),
                SubQuestion(f"What is the area of the triangle with vertices {A}{c(PA)}, {B}{c(PB)} and {T}{c(PT)}? "
                            f"Give the answer to two decimal places if it is not a whole number.",
                            Number(float(shoelace)), "analytic_geometry/coordinates/shoelace_formula"),
            ]
        return [
            SubQuestion(f"The tangents to the parabola {equation_text(g)} at {A}{c(PA)} and {B}{c(PB)} meet at "
                        f"{T}. What are the coordinates of {T}? Give x, then y.",
                        Multi([Number(float(PT[0])), Number(float(PT[1]))]), "calculus/derivatives/tangent_line"),
            SubQuestion(f"What is the area of the triangle with vertices {A}{c(PA)}, {B}{c(PB)} and {T}{c(PT)}? "
                        f"Give the answer to two decimal places if it is not a whole number.",
                        Number(float(shoelace)), "analytic_geometry/coordinates/shoelace_formula"),
        ]

    def description(self, g):
        A, B, T = g["labels"]
        PA, PB, _ = self._points(g)
        c = lambda P: f"({draw.fmt(P[0])}, {draw.fmt(P[1])})"
        if g["ask"] == "segment":
            return (f"On a coordinate grid, the parabola {equation_text(g)} is drawn with the points {A}{c(PA)} and "
                    f"{B}{c(PB)} on it; the chord {A}{B} is drawn and the region between the chord and the parabola "
                    f"is shaded.")
        return (f"On a coordinate grid, the parabola {equation_text(g)} is drawn with the points {A}{c(PA)} and "
                f"{B}{c(PB)} on it. Dashed tangent segments from {A} and {B} meet at the point {T}, and the "
                f"triangle {A}{B}{T} is shaded.")
