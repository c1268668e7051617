"""Algebra: the solutions of f(x) = k for a piecewise-linear f drawn through grid points; their number and their sum."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw


@seed_program(
    id="piecewise_linear_equation_roots", topic="algebra", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["algebra/functions/equation_solutions_from_graph", "algebra/functions/reading_graphs"],
    source="DynaMath-style (algebra, solving f(x) = k on the graph of a piecewise-linear function)",
    variations=["numeric_values", "function_types"],
)
class PiecewiseLinearEquationRoots(SeedProgram):
    levels = Levels(
        standard=dict(pieces=IntRange(3, 4), dx=OneOf((1, 2, 2, 3)), y=IntRange(-4, 4), on_vertex=OneOf((0,)),
                      roots=IntRange(2, 3)),
        hard=dict(pieces=IntRange(5, 6), dx=OneOf((1, 2, 2, 3)), y=IntRange(-5, 5), on_vertex=OneOf((1,)),
                  roots=IntRange(3, 5)),
        hard_means="five or six pieces and a level k that passes through a vertex of the graph (a touching point "
                   "counts once, a corner at height k is one solution, not two), with three to five solutions",
    )

    def sample(self, rng, space):
        for _ in attempts("a graph in the window and a level k with the wanted number of solutions"):
            n = int(space.pieces.draw(rng))
            steps = [int(space.dx.draw(rng)) for _ in range(n)]
            xs = [-(sum(steps) // 2) + int(rng.integers(-1, 2))]
            for d in steps:
                xs.append(xs[-1] + d)
            if xs[-1] > 8 or xs[0] < -8 or 0 in (xs[0], xs[-1]):
                continue
            ys = [int(v) for v in space.y.draw(rng, size=n + 1)]
            if any(ys[i] == ys[i + 1] == ys[i + 2] for i in range(n - 1)):
                continue
            on_vertex = bool(space.on_vertex.draw(rng))
            levels = sorted(set(ys[1:-1])) if on_vertex else [v for v in range(-5, 6) if v not in ys]
            if not levels:
                continue
            k = int(levels[int(rng.integers(len(levels)))])
            if any(ys[i] == ys[i + 1] == k for i in range(n)):
                continue  # a flat piece at height k would give infinitely many solutions
            g = {"xs": xs, "ys": ys, "k": k}
            roots = self._roots(g)
            want = int(space.roots.draw(rng))
            if len(roots) != want or abs(sum(roots)) < Fraction(1, 2) and len(roots) < 2:
                continue
            if any(r.denominator > 3 for r in roots):
                continue  # crossings at halves or thirds of a grid step, found by hand
            break
        return g

    @staticmethod
    def _roots(g):
        """Exact solutions of f(x) = k, piece by piece (a shared vertex counted once)."""
        xs, ys, k = g["xs"], g["ys"], g["k"]
        out = []
        for i in range(len(xs) - 1):
            y0, y1 = ys[i], ys[i + 1]
            if y0 == y1:
                continue
            if min(y0, y1) <= k <= max(y0, y1):
                x = Fraction(xs[i]) + Fraction(k - y0, y1 - y0) * (xs[i + 1] - xs[i])
                if x not in out:
                    out.append(x)
        if ys[0] == k and Fraction(xs[0]) not in out:
            out.append(Fraction(xs[0]))
        return sorted(out)

    def question(self, g):
        return (f"The graph of y = f(x), made of straight pieces between grid points, is drawn for "
                f"{g['xs'][0]} ≤ x ≤ {g['xs'][-1]} (both ends included). The equation f(x) = {g['k']} has several "
                "solutions. What is their sum?")

    def answer(self, p):
        return Number(float(sum(self._roots(p))))

    def verify(self, g):
        # Sample f on a fine grid (all grid x-values included), collect exact hits and sign changes.
        xs = np.array(g["xs"], float)
        ys = np.array(g["ys"], float)
        t = np.linspace(xs[0], xs[-1], int(round((xs[-1] - xs[0]) * 600)) + 1)
        t = np.unique(np.concatenate([t[np.min(np.abs(t[:, None] - xs[None, :]), axis=1) > 1e-9], xs]))
        f = np.interp(t, xs, ys) - g["k"]
        roots = []
        for i in range(len(t)):
            if f[i] == 0:
                roots.append(t[i])
            elif i + 1 < len(t) and f[i] * f[i + 1] < 0:
                roots.append(t[i] - f[i] * (t[i + 1] - t[i]) / (f[i + 1] - f[i]))
        merged = [r for j, r in enumerate(roots) if j == 0 or r - roots[j - 1] > 1e-6]
        return Number(float(np.sum(merged)))

    def draw(self, g, ax, hide=()):
        xs, ys = g["xs"], g["ys"]
        xlim = (min(xs[0], 0) - 1.5, max(xs[-1], 0) + 1.5)
        ylim = (min(min(ys), g["k"], 0) - 1.5, max(max(ys), g["k"], 0) + 1.5)
        draw.grid_axes(ax, xlim, ylim, equal=False)
        colour = draw.PALETTE["blue"]
        ax.plot(xs, ys, color=colour, lw=2.4, zorder=5)
        co.endpoint_dot(ax, (xs[0], ys[0]), True, color=colour)
        co.endpoint_dot(ax, (xs[-1], ys[-1]), True, color=colour)
        ax.plot(xs[1:-1], ys[1:-1], "o", color=colour, markersize=4, zorder=6)

    def subquestions(self, g):
        return [SubQuestion(f"The graph of f runs in straight pieces through the points "
                            f"{', '.join(f'({x}, {y})' for x, y in zip(g['xs'], g['ys']))}. What is f({g['xs'][1]})?",
                            Number(g["ys"][1]), "algebra/functions/reading_graphs"),
                SubQuestion(f"On the graph of f described above, how many solutions does f(x) = {g['k']} have?",
                            Number(len(self._roots(g))), "algebra/functions/equation_solutions_from_graph")]

    def description(self, g):
        pts = ", ".join(f"({x}, {y})" for x, y in zip(g["xs"], g["ys"]))
        return (f"The graph of y = f(x) for {g['xs'][0]} ≤ x ≤ {g['xs'][-1]} consists of straight segments joining "
                f"the points {pts} in this order. The equation f(x) = {g['k']} has several solutions. "
                "What is their sum?")
