"""Analytic geometry: pick the standard equation of a hyperbola drawn on a grid with its asymptotes and central box."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import calculus_plots as cp
from dynaforge.sdk import draw


def _square(var, centre):
    """'x²' or '(x - 2)²' or '(y + 1)²'."""
    if centre == 0:
        return f"{var}²"
    return f"({var} {'-' if centre > 0 else '+'} {abs(centre)})²"


def _eq_text(o):
    """An option {'horizontal', 'h', 'k', 'A', 'B'} as '(x - h)²/A - (y - k)²/B = 1' (or y first)."""
    X, Y = _square("x", o["h"]), _square("y", o["k"])
    first, second = (X, Y) if o["horizontal"] else (Y, X)
    return f"{first}/{o['A']} - {second}/{o['B']} = 1"


@seed_program(
    id="hyperbola_equation_pick", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["analytic_geometry/conics/hyperbola_standard_form", "analytic_geometry/conics/hyperbola_asymptotes"],
    source="DynaMath-style (analytic geometry, conic equation read from a plot)",
    variations=["numeric_values", "geometric_transformations", "colors_labels"],
)
class HyperbolaEquationPick(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(1, 3), b=IntRange(1, 4), centre=IntRange(-1, 1), lim=IntRange(7, 7)),
        hard=dict(a=IntRange(2, 4), b=IntRange(2, 5), centre=IntRange(-3, 3), lim=IntRange(9, 9)),
        hard_means="a shifted centre up to 3 units away and larger semi-axes on a wider grid, with distractors that "
                   "differ only in the signs inside the brackets or in which axis is transverse",
    )

    def sample(self, rng, space):
        a, b = int(space.a.draw(rng)), int(space.b.draw(rng))
        if a == b:
            b = b + 1
        h, k = int(space.centre.draw(rng)), int(space.centre.draw(rng))
        hor = bool(rng.integers(0, 2))
        right = {"horizontal": hor, "h": h, "k": k, "A": a * a, "B": b * b}
        cands = [dict(right, A=b * b, B=a * a),                       # a and b swapped
                 dict(right, horizontal=not hor),                     # the wrong transverse axis
                 dict(right, h=-h, k=-k),                             # centre signs flipped
                 dict(right, A=a, B=b),                               # semi-axes not squared
                 dict(right, horizontal=not hor, A=b * b, B=a * a)]   # conjugate hyperbola
        if h == 0 and k == 0 or rng.random() < 0.3:
            cands = cands[:2] + cands[3:] + cands[2:3]
        options = [right]
        for c in cands:
            if _eq_text(c) not in [_eq_text(o) for o in options]:
                options.append(c)
        options = options[:4]
        order = [int(i) for i in rng.permutation(len(options))]
        givens = {"a": a, "b": b, "h": h, "k": k, "horizontal": hor, "lim": int(space.lim.lo),
                  "options": [options[i] for i in order], "color": str(rng.choice(["blue", "green", "purple", "red"]))}
        return givens, {"right": order.index(0)}

    def question(self, g):
        return (f"The figure shows a hyperbola with axes parallel to the coordinate axes, its vertices and centre "
                f"(dots), its two asymptotes (dashed) and its central rectangle, whose corners are grid points. Which of the "
                f"{len(g['options'])} equations below is the equation of the hyperbola?")

    def answer(self, p):
        texts = [_eq_text(o) for o in p["options"]]
        return Choice(texts[p["right"]], [t for i, t in enumerate(texts) if i != p["right"]])

    def verify(self, g):
        # Substitute points of the drawn curve (both branches, from the figure's parametrisation) into every option;
        # exactly one option must hold at all of them.
        t = np.linspace(-1.5, 1.5, 13)
        u, v = g["a"] * np.cosh(t), g["b"] * np.sinh(t)
        pts = []
        for sgn in (1, -1):
            dx, dy = (sgn * u, v) if g["horizontal"] else (v, sgn * u)
            pts += list(zip(g["h"] + dx, g["k"] + dy))
        fits = []
        for o in g["options"]:
            ok = True
            for x, y in pts:
                X, Y = (x - o["h"]) ** 2, (y - o["k"]) ** 2
                val = (X / o["A"] - Y / o["B"]) if o["horizontal"] else (Y / o["A"] - X / o["B"])
                ok &= abs(val - 1) < 1e-9
            fits.append(ok)
        assert sum(fits) == 1, f"{sum(fits)} options fit the drawn hyperbola"
        return _eq_text(g["options"][fits.index(True)])

    def draw(self, g, ax, hide=()):
        L = g["lim"]
        lim = (-L - 0.5, L + 0.5)
        draw.grid_axes(ax, lim, lim, fontsize=11)
        if L > 7:
            cp.even_tick_labels(ax)
        colour = draw.PALETTE[g["color"]]
        a, b, h, k = g["a"], g["b"], g["h"], g["k"]
        ex, ey = (a, b) if g["horizontal"] else (b, a)          # half-widths of the central rectangle in x and y
        box = np.array([[h - ex, k - ey], [h + ex, k - ey], [h + ex, k + ey], [h - ex, k + ey], [h - ex, k - ey]])
        ax.plot(box[:, 0], box[:, 1], color="#64748b", linewidth=1.5, linestyle=":", zorder=3)
        for s in (1, -1):
            xs = np.array(lim)
            ax.plot(xs, k + s * ey / ex * (xs - h), color="#64748b", linewidth=1.6, linestyle="--", zorder=3)
        t = np.linspace(-3.2, 3.2, 600)
        u, v = a * np.cosh(t), b * np.sinh(t)
        for sgn in (1, -1):
            dx, dy = (sgn * u, v) if g["horizontal"] else (v, sgn * u)
            ax.plot(h + dx, k + dy, color=colour, linewidth=2.4, zorder=4)
        vx = [(h - a, k), (h + a, k)] if g["horizontal"] else [(h, k - a), (h, k + a)]
        ax.plot([p[0] for p in vx] + [h], [p[1] for p in vx] + [k], "o", color=colour, markersize=6, zorder=5)
        ax.set_xlim(*lim)
        ax.set_ylim(*lim)

    def subquestions(self, g):
        a, b = g["a"], g["b"]
        return [
            SubQuestion("What is the distance from the centre of the hyperbola in the figure to each vertex?",
                        Number(a), "analytic_geometry/conics/hyperbola_standard_form"),
            SubQuestion(f"A hyperbola with transverse semi-axis {a} and conjugate semi-axis {b} is drawn with its transverse "
                        f"axis parallel to the {'x' if g['horizontal'] else 'y'}-axis. What is the positive slope of its "
                        f"asymptotes?", Number(b / a if g["horizontal"] else a / b),
                        "analytic_geometry/conics/hyperbola_asymptotes"),
        ]

    def description(self, g):
        a, b, h, k = g["a"], g["b"], g["h"], g["k"]
        if g["horizontal"]:
            vs, corners = f"({h - a}, {k}) and ({h + a}, {k})", (h - a, h + a, k - b, k + b)
        else:
            vs, corners = f"({h}, {k - a}) and ({h}, {k + a})", (h - b, h + b, k - a, k + a)
        x0, x1, y0, y1 = corners
        return (f"A hyperbola is drawn on a grid with centre ({h}, {k}) and vertices {vs}. Its central rectangle has "
                f"corners ({x0}, {y0}), ({x1}, {y0}), ({x1}, {y1}) and ({x0}, {y1}), and its asymptotes are the "
                f"rectangle's diagonals extended (dashed).")
