"""Analytic geometry: pick the focus and directrix of a parabola with a shifted vertex, read off a grid."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Multi, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import batch3_plane as b3
from dynaforge.sdk import draw

# orientation -> (axis the parabola opens along, sign)
ORIENT = {"up": ("y", 1), "down": ("y", -1), "right": ("x", 1), "left": ("x", -1)}


def _num(v):
    return draw.fmt_fraction(Fraction(v))


def option_text(axis, h, k, shift):
    """'focus (h, k + shift); directrix y = k - shift' for a parabola opening along `axis`."""
    if axis == "y":
        return f"focus ({_num(h)}, {_num(k + shift)}); directrix y = {_num(k - shift)}"
    return f"focus ({_num(h + shift)}, {_num(k)}); directrix x = {_num(h - shift)}"


@seed_program(
    id="parabola_focus_directrix_pick", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["analytic_geometry/conics/parabola_focus_directrix", "analytic_geometry/conics/parabola_standard_form"],
    source="DynaMath-style (analytic geometry, focus and directrix of a plotted parabola)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "colors_labels"],
)
class ParabolaFocusDirectrixPick(SeedProgram):
    levels = Levels(
        standard=dict(centre=IntRange(-3, 3), den=(1, 2), max_p=2, lim=7),
        hard=dict(centre=IntRange(-4, 4), den=(4, 8, 3, 5, 7), max_p=4, lim=9),
        hard_means="focal lengths p such as 3/4, 9/8 or 4/3 (u²/4v with no small denominator) on a larger grid, so "
                   "the focus lies between grid lines and must be computed, not read off",
    )

    def sample(self, rng, space):
        for _ in attempts("a focal length with an allowed denominator and a marked point inside the grid"):
            orient = str(rng.choice(list(ORIENT)))
            h, k = (space.centre.draw(rng) for _ in range(2))
            u = int(rng.integers(1, 7)) * int(rng.choice([-1, 1]))   # across the axis
            v = int(rng.integers(1, 8))                               # along the axis (towards the opening)
            p = Fraction(u * u, 4 * v)
            if p.denominator not in space.den or p > space.max_p or p < Fraction(1, 4):
                continue
            axis, s = ORIENT[orient]
            P = (h + u, k + s * v) if axis == "y" else (h + s * v, k + u)
            if max(abs(P[0]), abs(P[1])) > space.lim - 1 or 0 in P or 0 in (h, k):
                continue
            return {"orient": orient, "h": h, "k": k, "u": u, "v": v, "lim": space.lim,
                    "labels": draw.pick_labels(rng, 2, pool="ABCDEGHJKMNPQRST"),
                    "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def _P(self, g):
        axis, s = ORIENT[g["orient"]]
        return ((g["h"] + g["u"], g["k"] + s * g["v"]) if axis == "y" else (g["h"] + s * g["v"], g["k"] + g["u"]))

    def question(self, g):
        V, P = g["labels"]
        return (f"The parabola in the figure has its axis of symmetry parallel to a coordinate axis. Its vertex "
                f"{V} and the point {P} on it are grid points. Which option gives its focus and its directrix?")

    def answer(self, p):
        axis, s = ORIENT[p["orient"]]
        h, k = Fraction(p["h"]), Fraction(p["k"])
        f = Fraction(p["u"] ** 2, 4 * p["v"])            # (across)² = 4p·(along)
        right = option_text(axis, h, k, s * f)
        other = "x" if axis == "y" else "y"
        a = 1 / (4 * f)                                   # the coefficient, confused with p
        pool = [option_text(axis, h, k, -s * f),            # focus behind the vertex
                option_text(axis, h, k, s * 4 * f),         # 4p taken for p
                option_text(axis, h, k, s * a),             # the coefficient taken for p
                option_text(other, h, k, s * f),            # the wrong axis
                option_text(axis, h, k, s * f / 2)]
        distractors = []
        for o in pool:
            if o != right and o not in distractors:
                distractors.append(o)
        return Choice(right, distractors[:3])

    def verify(self, g):
        # Fit "along = α·across² + β·across + γ" through three grid points of the drawn curve
        # (the vertex, P and P's mirror image), then the focus is 1/(4α) from the vertex.
        axis, _ = ORIENT[g["orient"]]
        V = (g["h"], g["k"])
        P = self._P(g)
        if axis == "y":
            Q = (2 * V[0] - P[0], P[1])
            pts = [V, P, Q]
            xs, ys = [q[0] for q in pts], [q[1] for q in pts]
        else:
            Q = (P[0], 2 * V[1] - P[1])
            pts = [V, P, Q]
            xs, ys = [q[1] for q in pts], [q[0] for q in pts]
        alpha, beta, gamma = np.linalg.solve(np.array([[x * x, x, 1.0] for x in xs], float), np.array(ys, float))
        x0 = -beta / (2 * alpha)
        y0 = gamma - beta * beta / (4 * alpha)
        shift = Fraction(1 / (4 * alpha)).limit_denominator(1000)
        x0, y0 = Fraction(x0).limit_denominator(1000), Fraction(y0).limit_denominator(1000)
        return option_text(axis, x0, y0, shift) if axis == "y" else option_text(axis, y0, x0, shift)

    def draw(self, g, ax, hide=()):
        lim = b3.conic_grid(ax, g["lim"])
        axis, s = ORIENT[g["orient"]]
        four_p = g["u"] ** 2 / g["v"]
        t = np.linspace(-2 * g["lim"] - 2, 2 * g["lim"] + 2, 1200)
        along = s * t * t / four_p
        if axis == "y":
            xs, ys = g["h"] + t, g["k"] + along
        else:
            xs, ys = g["h"] + along, g["k"] + t
        keep = (np.abs(xs) < g["lim"] + 2) & (np.abs(ys) < g["lim"] + 2)
        b3.plot_curve(ax, xs[keep], ys[keep], draw.PALETTE[g["color"]])
        ax.set_xlim(*lim)
        ax.set_ylim(*lim)
        V, P = g["labels"]
        Vxy = np.array([g["h"], g["k"]], float)
        opening = np.array([0.0, s]) if axis == "y" else np.array([s, 0.0])
        draw.label_grid_point(ax, Vxy, V, away_from=Vxy + opening, offset=15, color=draw.INK)
        Pxy = np.array(self._P(g), float)
        inside = np.array([g["h"], Pxy[1]]) if axis == "y" else np.array([Pxy[0], g["k"]])
        draw.label_grid_point(ax, Pxy, P, away_from=inside, offset=15, color=draw.INK)

    def subquestions(self, g):
        V, P = g["labels"]
        Pxy = self._P(g)
        axis, _ = ORIENT[g["orient"]]
        f = Fraction(g["u"] ** 2, 4 * g["v"])
        form = "(x - h)² = ±4p(y - k)" if axis == "y" else "(y - k)² = ±4p(x - h)"
        return [
            SubQuestion(f"What are the coordinates of the vertex {V} of the parabola in the figure? Give x, then y.",
                        Multi([Number(g["h"], tolerance=0), Number(g["k"], tolerance=0)]),
                        "analytic_geometry/conics/parabola_standard_form"),
            SubQuestion(f"A parabola {form} with p > 0 has vertex ({g['h']}, {g['k']}) and passes through "
                        f"({Pxy[0]}, {Pxy[1]}). What is p (the distance from the vertex to the focus)? Give the answer "
                        f"to two decimal places if it is not a whole number.",
                        Number(float(f)), "analytic_geometry/conics/parabola_focus_directrix"),
        ]

    def description(self, g):
        V, P = g["labels"]
        Pxy = self._P(g)
        side = {"up": "opens upward", "down": "opens downward", "right": "opens to the right",
                "left": "opens to the left"}[g["orient"]]
        axis = "vertical" if ORIENT[g["orient"]][0] == "y" else "horizontal"
        return (f"On a coordinate grid, a parabola with a {axis} axis of symmetry {side}. Its vertex is the grid "
                f"point {V}({g['h']}, {g['k']}) and it passes through the grid point {P}({Pxy[0]}, {Pxy[1]}).")
