"""Multivariable calculus: a contour plot of f(x, y) with four arrows drawn at a point P; which arrow points along
the gradient ∇f(P)?"""
import numpy as np
import sympy as sp

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

ARROW = 1.7     # drawn arrow length (grid units)


def _formula(g):
    """(sympy text, display text) of f for the family and coefficients in the givens."""
    a, b = g["a"], g["b"]
    co = lambda c, v: ("" if c == 1 else str(c)) + v
    return {
        "ellipse": (f"{a}*x**2 + {b}*y**2", f"{co(a, 'x²')} + {co(b, 'y²')}"),
        "parabola": (f"{a}*y - x**2", f"{co(a, 'y')} − x²"),
        "saddle": (f"{a}*x**2 - {b}*y**2", f"{co(a, 'x²')} − {co(b, 'y²')}"),
        "product": (f"{a}*x*y + {b}*x", f"{co(a, 'xy')} + {co(b, 'x')}"),
    }[g["family"]]


def _angle(u, v):
    """Angle between two directions in degrees (0..180)."""
    c = float(np.dot(u, v) / (np.linalg.norm(u) * np.linalg.norm(v)))
    return float(np.degrees(np.arccos(np.clip(c, -1.0, 1.0))))


@seed_program(
    id="gradient_arrow_pick", topic="analytic_geometry", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["calculus/multivariable/gradient", "analytic_geometry/vectors/components_from_grid"],
    source="DynaMath-style (multivariable calculus, the gradient is normal to the level curves)",
    variations=["numeric_values", "function_types", "point_labels"],
)
class GradientArrowPick(SeedProgram):
    levels = Levels(
        standard=dict(family=OneOf(("ellipse", "parabola")), coef=IntRange(1, 4), reach=IntRange(1, 3)),
        hard=dict(family=OneOf(("saddle", "product")), coef=IntRange(1, 4), reach=IntRange(1, 3)),
        hard_means="saddle and product functions (a·x² − b·y², a·xy + b·x) whose level curves are hyperbolas: the "
                   "gradient points neither away from nor towards the origin, and the wrong arrows include the "
                   "direction with the components swapped and the radial direction",
    )

    def sample(self, rng, space):
        family = str(space.family.draw(rng))
        for _ in attempts("a point with a non-zero gradient and three wrong arrows at least 25° from it and each other"):
            a, b = int(space.coef.draw(rng)), int(space.coef.draw(rng))
            if family in ("ellipse", "saddle") and a == b:
                continue
            x = int(space.reach.draw(rng)) * int(rng.choice([-1, 1]))
            y = int(space.reach.draw(rng)) * int(rng.choice([-1, 1]))
            grad = {"ellipse": (2 * a * x, 2 * b * y), "parabola": (-2 * x, a), "saddle": (2 * a * x, -2 * b * y),
                    "product": (a * y + b, a * x)}[family]
            gv = np.array(grad, float)
            if not np.any(gv):
                continue
            rot = np.array([-gv[1], gv[0]])
            cands = [-gv, rot, -rot, np.array([x, y], float), -np.array([x, y], float), np.array([gv[1], gv[0]]),
                     np.array([gv[0], -gv[1]])]
            order = [int(i) for i in rng.permutation(len(cands))]
            if family in ("saddle", "product"):           # the tempting ones first
                order = [5, 3] + [i for i in order if i not in (5, 3)]
            wrong = []
            for i in order:
                c = cands[i]
                if np.linalg.norm(c) < 1e-9 or _angle(c, gv) < 25 or any(_angle(c, w) < 25 for w in wrong):
                    continue
                wrong.append(c)
                if len(wrong) == 3:
                    break
            if len(wrong) < 3:
                continue
            dirs = [gv] + wrong
            perm = [int(i) for i in rng.permutation(4)]
            labels = draw.pick_labels(rng, 4, pool="ABCDEFGHJKLMNQRSTUVWXYZ")  # no P (the point), no I, O
            arrows = [[round(float(v), 6) for v in ARROW * dirs[i] / np.linalg.norm(dirs[i])] for i in perm]
            g = {"family": family, "a": a, "b": b, "P": [x, y], "labels": labels, "arrows": arrows,
                 "color": str(rng.choice(["blue", "purple", "green"]))}
            return g, {"right": labels[perm.index(0)]}

    def question(self, g):
        names = ", ".join(g["labels"][:3]) + " and " + g["labels"][3]
        return (f"The figure shows level curves of f(x, y) = {_formula(g)[1]}, labelled with their values, and four "
                f"arrows {names} drawn from the point P({g['P'][0]}, {g['P'][1]}). Which arrow points in the direction "
                f"of the gradient ∇f at P?")

    def answer(self, p):
        return Choice(p["right"], [n for n in p["labels"] if n != p["right"]])

    def verify(self, g):
        # Differentiate the stated formula numerically at P and match the arrow that points the same way.
        x, y = sp.symbols("x y")
        f = sp.lambdify((x, y), sp.sympify(_formula(g)[0]), "numpy")
        px, py = g["P"]
        e = 1e-5
        grad = np.array([(f(px + e, py) - f(px - e, py)) / (2 * e), (f(px, py + e) - f(px, py - e)) / (2 * e)])
        fits = [n for n, d in zip(g["labels"], g["arrows"]) if _angle(np.array(d, float), grad) < 1.0]
        return fits[0] if len(fits) == 1 else "none"

    def draw(self, g, ax, hide=()):
        px, py = g["P"]
        tips = [(px + d[0], py + d[1]) for d in g["arrows"]]
        xs = [px] + [t[0] for t in tips] + [0]
        ys = [py] + [t[1] for t in tips] + [0]
        half = max(max(abs(v) for v in xs), max(abs(v) for v in ys)) + 1.3
        lim = (-half, half)
        draw.grid_axes(ax, lim, lim, step=1)
        x, y = sp.symbols("x y")
        f = sp.lambdify((x, y), sp.sympify(_formula(g)[0]), "numpy")
        X, Y = np.meshgrid(np.linspace(-half, half, 300), np.linspace(-half, half, 300))
        Z = f(X, Y) * np.ones_like(X)
        fp = float(f(px, py))
        zlo, zhi = float(np.percentile(Z, 3)), float(np.percentile(Z, 85))
        step = max(1, int(round((zhi - zlo) / 6)))
        # the level through P and its neighbours, only those with a long visible curve
        levels = sorted(v for v in {int(round(fp)) + k * step for k in range(-8, 9)} if zlo <= v <= zhi)
        colour = draw.PALETTE[g["color"]]
        cs = ax.contour(X, Y, Z, levels=levels, colors=colour, linewidths=1.4, linestyles="solid", zorder=2)
        ax.clabel(cs, fmt=lambda v: draw.fmt(v), fontsize=11, inline=True)
        for name, d, tip in zip(g["labels"], g["arrows"], tips):
            ax.annotate("", tip, (px, py), arrowprops={"arrowstyle": "-|>", "color": draw.INK, "lw": 2.2,
                                                       "mutation_scale": 18}, zorder=6)
            u = np.array(d) / np.linalg.norm(d)
            ax.text(tip[0] + 0.38 * u[0], tip[1] + 0.38 * u[1], name, ha="center", va="center", fontsize=15,
                    fontweight="bold", color=draw.ACCENT, zorder=7,
                    bbox={"boxstyle": "round,pad=0.12", "fc": "white", "ec": "none", "alpha": 0.9})
        ax.plot([px], [py], "o", color=draw.INK, markersize=6, zorder=7)
        back = -np.sum([np.array(d) for d in g["arrows"]], axis=0)
        back = back / np.linalg.norm(back) if np.linalg.norm(back) > 1e-6 else np.array([-0.7, -0.7])
        ax.text(px + 0.45 * back[0], py + 0.45 * back[1], "P", ha="center", va="center", fontsize=14, color=draw.INK,
                zorder=7, bbox={"boxstyle": "round,pad=0.1", "fc": "white", "ec": "none", "alpha": 0.85})

    def subquestions(self, g):
        px, py = g["P"]
        a, b = g["a"], g["b"]
        fx = {"ellipse": 2 * a * px, "parabola": -2 * px, "saddle": 2 * a * px, "product": a * py + b}[g["family"]]
        fy = {"ellipse": 2 * b * py, "parabola": a, "saddle": -2 * b * py, "product": a * px}[g["family"]]
        return [
            SubQuestion(f"For f(x, y) = {_formula(g)[1]}, what is ∂f/∂x at ({px}, {py})?", Number(fx),
                        "calculus/derivatives/basic_rules"),
            SubQuestion(f"For f(x, y) = {_formula(g)[1]}, what is ∂f/∂y at ({px}, {py})?", Number(fy),
                        "calculus/derivatives/basic_rules"),
        ]

    def description(self, g):
        px, py = g["P"]
        arrows = "; ".join(f"{n} points in the direction ({draw.fmt(d[0], 3)}, {draw.fmt(d[1], 3)})"
                           for n, d in zip(g["labels"], g["arrows"]))
        return (f"On a coordinate grid, level curves of f(x, y) = {_formula(g)[1]} are drawn and labelled with their "
                f"values. Four arrows of equal length start at P({px}, {py}): {arrows}.")
