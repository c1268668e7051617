"""Analytic geometry: read an axis-aligned ellipse off a grid and locate its foci."""
import math

import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw


def _surd(n2):
    """sqrt(n2) for a positive integer n2 as text: 4, √7, 2√3."""
    n2 = int(n2)
    out, rest = 1, n2
    for f in range(int(math.isqrt(n2)), 1, -1):
        if rest % (f * f) == 0:
            out, rest = f, rest // (f * f)
            break
    if rest == 1:
        return str(out)
    return f"√{rest}" if out == 1 else f"{out}√{rest}"


def _pm(centre, c2):
    return f"±{_surd(c2)}" if centre == 0 else f"{centre} ± {_surd(c2)}"


def _foci_text(h, k, c2, horizontal):
    return f"({_pm(h, c2)}, {k})" if horizontal else f"({h}, {_pm(k, c2)})"


@seed_program(
    id="ellipse_foci_from_graph", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["analytic_geometry/conics/ellipse_foci", "analytic_geometry/conics/ellipse_standard_form"],
    source="DynaMath-style (analytic geometry, conic read from a plot)",
    variations=["numeric_values", "geometric_transformations", "colors_labels"],
)
class EllipseFociFromGraph(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(3, 5), b_min=2, centre=IntRange(-2, 2), lim=7),
        hard=dict(a=IntRange(5, 7), b_min=3, centre=IntRange(-3, 3), lim=10),
        hard_means="longer semi-axes (a up to 7, b from 3) on a larger grid: c² = a² - b² is larger and rarely a "
                   "perfect square, so the surd must be simplified",
    )

    def sample(self, rng, space):
        a = space.a.draw(rng)
        b = int(rng.integers(space.b_min, a))        # 2 <= b < a at the standard level
        return {"h": space.centre.draw(rng), "k": space.centre.draw(rng), "a": a, "b": b, "lim": space.lim,
                "horizontal": bool(rng.integers(0, 2)),
                "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def question(self, g):
        return ("The ellipse in the figure has its axes parallel to the coordinate axes, and its centre "
                "and the ends of both axes are grid points. Which option gives the coordinates of its foci?")

    def answer(self, p):
        h, k, a, b, hor = p["h"], p["k"], p["a"], p["b"], p["horizontal"]
        c2 = a * a - b * b
        right = _foci_text(h, k, c2, hor)
        pool = [_foci_text(h, k, c2, not hor), _foci_text(h, k, a * a + b * b, hor),
                _foci_text(-h, -k, c2, hor), _foci_text(h, k, a * a + b * b, not hor)]
        distractors = []
        for option in pool:
            if option != right and option not in distractors:
                distractors.append(option)
        return Choice(right, distractors[:3])

    def _curve(self, p, t):
        ax_x, ax_y = (p["a"], p["b"]) if p["horizontal"] else (p["b"], p["a"])
        return p["h"] + ax_x * np.cos(t), p["k"] + ax_y * np.sin(t)

    def verify(self, g):
        # Fit the general conic through 5 points of the drawn curve, then find centre, axes and foci
        # from the quadratic form (eigen-decomposition), independent of the standard-form formula.
        t = np.array([0.3, 1.1, 2.0, 3.7, 5.2])
        x, y = self._curve(g, t)
        M = np.column_stack([x * x, x * y, y * y, x, y, np.ones_like(x)])
        coef = np.linalg.svd(M)[2][-1]
        A, B, C, D, E, F = coef
        Q = np.array([[A, B / 2], [B / 2, C]])
        centre = np.linalg.solve(2 * Q, -np.array([D, E]))
        F0 = F + 0.5 * np.array([D, E]) @ centre
        vals, vecs = np.linalg.eigh(Q)
        semi = np.sqrt(-F0 / vals)            # semi-axis along each eigenvector
        major = int(np.argmax(semi))
        c2 = semi[major] ** 2 - semi[1 - major] ** 2
        horizontal = abs(vecs[0, major]) > abs(vecs[1, major])
        h, k = (int(round(v)) for v in centre)
        return _foci_text(h, k, int(round(c2)), horizontal)

    def draw(self, g, ax, hide=()):
        lim = (-g["lim"] - 0.5, g["lim"] + 0.5)
        draw.grid_axes(ax, lim, lim, fontsize=11 if g["lim"] <= 7 else 9)
        t = np.linspace(0, 2 * np.pi, 400)
        x, y = self._curve(g, t)
        colour = draw.PALETTE[g["color"]]
        ax.plot(x, y, color=colour, linewidth=2.2, zorder=4)
        ends_t = np.array([0, np.pi / 2, np.pi, 3 * np.pi / 2])
        ex, ey = self._curve(g, ends_t)
        ax.plot(list(ex) + [g["h"]], list(ey) + [g["k"]], "o", color=colour, markersize=5, zorder=5)

    def subquestions(self, g):
        a, b = g["a"], g["b"]
        return [
            SubQuestion("What is the length of the semi-major axis of the ellipse in the figure?",
                        Number(a), "analytic_geometry/conics/ellipse_standard_form"),
            SubQuestion(f"An ellipse has semi-major axis {a} and semi-minor axis {b}. What is the distance "
                        f"from its centre to each focus? Give the answer to two decimal places.",
                        Number(math.sqrt(a * a - b * b)), "analytic_geometry/conics/ellipse_foci"),
        ]

    def description(self, g):
        h, k, a, b, hor = g["h"], g["k"], g["a"], g["b"], g["horizontal"]
        ends = (f"({h - a}, {k}), ({h + a}, {k}), ({h}, {k - b}), ({h}, {k + b})" if hor
                else f"({h - b}, {k}), ({h + b}, {k}), ({h}, {k - a}), ({h}, {k + a})")
        return (f"An ellipse with axes parallel to the coordinate axes is drawn on a grid. Its centre is "
                f"({h}, {k}) and the ends of its two axes are {ends}.")
