"""Vector calculus: the work of a plotted vector field along a drawn polygonal path (or its circulation around a
drawn triangle, by Green's theorem)."""
import numpy as np
from scipy.integrate import quad

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw
from dynaforge.sdk import plane


def _term(coef, var, first):
    """One term of a component: 3x, −y, + 2xy."""
    if coef == 0:
        return ""
    body = ("" if abs(coef) == 1 and var else str(abs(coef))) + var
    if first:
        return ("−" if coef < 0 else "") + body
    return (" − " if coef < 0 else " + ") + body


def _component(pairs):
    """A component from (coefficient, monomial) pairs, e.g. [(1, 'x'), (-2, 'y')] -> 'x − 2y'."""
    out = ""
    for coef, var in pairs:
        out += _term(coef, var, not out)
    return out or "0"


def _field_parts(g, c=None):
    """The monomials of F = (P, Q): linear (a x + b y, c x + d y) or with quadratic terms (a xy + b y, c x² + d x)."""
    a, b, d = g["a"], g["b"], g["d"]
    c = g["c"] if c is None else c
    if g["kind"] == "linear":
        return [(a, "x"), (b, "y")], [(c, "x"), (d, "y")]
    return [(a, "xy"), (b, "y")], [(c, "x²"), (d, "x")]


def _field_text(g, c=None):
    P, Q = _field_parts(g, c)
    return f"F(x, y) = ({_component(P)}, {_component(Q)})"


@seed_program(
    id="vector_field_line_integral", topic="analytic_geometry", level="undergraduate", difficulty="hard",
    question_type="numeric",
    concepts=["analytic_geometry/vectors/dot_product", "calculus/vector_calculus/line_integral"],
    source="DynaMath-style (vector calculus, work along a path and Green's theorem)",
    variations=["numeric_values", "function_types", "point_labels"],
)
class VectorFieldLineIntegral(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("linear",)), path=OneOf(("open",)), coef=IntRange(-3, 3)),
        hard=dict(kind=OneOf(("quadratic",)), path=OneOf(("closed",)), coef=IntRange(-3, 3)),
        hard_means="a field with quadratic terms (a·xy + b·y, c·x² + d·x) and a closed triangular path, so the "
                   "circulation is best found with Green's theorem (the curl is linear: its value at the centroid "
                   "times the signed area) instead of integrating along two straight segments",
    )

    def sample(self, rng, space):
        kind, path = str(space.kind.draw(rng)), str(space.path.draw(rng))
        for _ in attempts("a non-conservative field and a lattice path with a non-zero, moderate integral"):
            a, b, c, d = (int(space.coef.draw(rng)) for _ in range(4))
            if c == 0:
                continue                                   # c is the backward question's unknown
            if kind == "linear" and (b == c or a == 0 and b == 0 or c == 0 and d == 0):
                continue                                   # b = c is a gradient field: every path gives the same
            if kind == "quadratic" and (a == 0 or c == 0 or (2 * c - a == 0)):
                continue
            pts = [[int(rng.integers(-4, 5)), int(rng.integers(-4, 5))] for _ in range(3)]
            if len({tuple(p) for p in pts}) < 3:
                continue
            area2 = (pts[1][0] - pts[0][0]) * (pts[2][1] - pts[0][1]) - (pts[2][0] - pts[0][0]) * (pts[1][1] - pts[0][1])
            if abs(area2) < 6 or min(np.hypot(*np.subtract(pts[i], pts[i - 1])) for i in range(3)) < 2.5:
                continue
            g = {"kind": kind, "path": path, "a": a, "b": b, "c": c, "d": d, "pts": pts,
                 "labels": draw.pick_labels(rng, 3), "color": str(rng.choice(["blue", "purple", "green"]))}
            value = self._work_exact(g)
            if value == 0 or abs(value) > 150 or self._work_exact({**g, "c": 1}) == self._work_exact({**g, "c": 0}):
                continue                                   # (the last: c must matter, for the backward question)
            if path == "closed" and abs(area2) > 40:
                continue
            return g

    def _work_exact(self, g):
        """The integral by hand: a linear field's integral over a segment is F(midpoint)·(V − U); around a closed
        path Green's theorem gives curl(centroid)·(signed area), the curl Q_x − P_y being linear."""
        pts = [np.array(p, float) for p in g["pts"]]
        if g["path"] == "open":
            total = 0.0
            for U, V in zip(pts, pts[1:]):
                m = (U + V) / 2
                F = np.array([g["a"] * m[0] + g["b"] * m[1], g["c"] * m[0] + g["d"] * m[1]])
                total += float(F @ (V - U))
            return total
        A, B, C = pts
        signed = ((B[0] - A[0]) * (C[1] - A[1]) - (C[0] - A[0]) * (B[1] - A[1])) / 2
        cx = (A[0] + B[0] + C[0]) / 3
        curl = (2 * g["c"] * cx + g["d"]) - (g["a"] * cx + g["b"])   # Q_x − P_y with P = a xy + b y, Q = c x² + d x
        return float(curl * signed)

    def question(self, g):
        A, B, C = g["labels"]
        if g["path"] == "open":
            return (f"The vector field {_field_text(g)} is drawn as arrows on the grid. What is the work ∫ F · dr done "
                    f"by F along the path drawn from {A} to {B} and then from {B} to {C}, along straight segments? Give the "
                    f"answer to two decimal places if it is not a whole number.")
        return (f"The vector field {_field_text(g)} is drawn as arrows on the grid. What is the circulation ∮ F · dr "
                f"of F around the triangle {A}{B}{C}, traversed {A} → {B} → {C} → {A} as the arrows on its sides show? "
                f"Give the answer to two decimal places.")

    def answer(self, p):
        return Number(self._work_exact(p))

    def verify(self, g):
        # Directly: parametrise each straight segment r(s) = U + s(V − U) and integrate F(r(s))·(V − U) numerically.
        def F(x, y):
            if g["kind"] == "linear":
                return np.array([g["a"] * x + g["b"] * y, g["c"] * x + g["d"] * y])
            return np.array([g["a"] * x * y + g["b"] * y, g["c"] * x * x + g["d"] * x])

        pts = [np.array(p, float) for p in g["pts"]]
        if g["path"] == "closed":
            pts = pts + [pts[0]]
        total = 0.0
        for U, V in zip(pts, pts[1:]):
            total += quad(lambda s: float(F(*(U + s * (V - U))) @ (V - U)), 0, 1, epsabs=1e-12, epsrel=1e-12)[0]
        return Number(total)

    def draw(self, g, ax, hide=()):
        pts = np.array(g["pts"], float)
        lim = (-5.6, 5.6)
        draw.grid_axes(ax, lim, lim, step=1)
        if "c" not in hide:
            xs, ys = np.meshgrid(np.arange(-5, 6), np.arange(-5, 6))
            if g["kind"] == "linear":
                U, V = g["a"] * xs + g["b"] * ys, g["c"] * xs + g["d"] * ys
            else:
                U, V = g["a"] * xs * ys + g["b"] * ys, g["c"] * xs ** 2 + g["d"] * xs
            mag = np.hypot(U, V)
            scale = 0.8 / max(float(mag.max()), 1e-9)
            # arrows shortened in proportion (the longest 0.8 units), so directions and relative sizes are seen
            off = (xs != 0) & (ys != 0)                   # none on the axes, clear of the tick labels
            ax.quiver(xs[off], ys[off], (U * scale)[off], (V * scale)[off], angles="xy", scale_units="xy", scale=1, color="#94a3b8",
                      width=0.004, headwidth=4, zorder=2)
        colour = draw.PALETTE[g["color"]]
        seq = list(range(3)) + ([0] if g["path"] == "closed" else [])
        for i, j in zip(seq, seq[1:]):
            P, Q = pts[i], pts[j]
            ax.plot([P[0], Q[0]], [P[1], Q[1]], color=colour, linewidth=3.0, zorder=4)
            m = P + 0.55 * (Q - P)
            ax.annotate("", tuple(m + 0.01 * (Q - P)), tuple(m - 0.12 * (Q - P) / np.linalg.norm(Q - P)),
                        arrowprops={"arrowstyle": "-|>", "color": colour, "lw": 2.5, "mutation_scale": 24}, zorder=5)
        centre = pts.mean(axis=0)
        for name, p in zip(g["labels"], pts):
            draw.label_grid_point(ax, p, name, away_from=centre, offset=15, color=draw.INK, fontsize=15)

    def subquestions(self, g):
        A, B, C = g["labels"]
        x, y = g["pts"][0]
        if g["kind"] == "linear":
            F = (g["a"] * x + g["b"] * y, g["c"] * x + g["d"] * y)
        else:
            F = (g["a"] * x * y + g["b"] * y, g["c"] * x * x + g["d"] * x)
        subs = [SubQuestion(f"For {_field_text(g)}, what is the first component of F at the point {A}({x}, {y})?",
                            Number(F[0]), "analytic_geometry/vectors/dot_product")]
        if g["path"] == "closed":
            subs.append(SubQuestion(f"The grid points {A}{tuple(g['pts'][0])}, {B}{tuple(g['pts'][1])} and "
                                    f"{C}{tuple(g['pts'][2])} form a triangle. What is its area?",
                                    Number(plane.polygon_area(g["pts"])), "analytic_geometry/coordinates/shoelace_formula"))
        return subs

    def backward(self, g):
        # The integral is affine in the coefficient c: W(c) = W(0) + c·(W(1) − W(0)); solve for c.
        base = dict(g)
        w0 = self._work_exact({**base, "c": 0})
        w1 = self._work_exact({**base, "c": 1})
        target = self._work_exact(g)
        A, B, C = g["labels"]
        P, Q = _field_parts(g)
        second = "k" + Q[0][1] + _term(Q[1][0], Q[1][1], False)
        field = f"F(x, y) = ({_component(P)}, {second})"
        where = (f"along the path drawn from {A} to {B} and then from {B} to {C}" if g["path"] == "open"
                 else f"around the triangle {A}{B}{C}, traversed {A} → {B} → {C} → {A}")
        return Backward(f"The vector field {field}, with an unknown constant k, has ∫ F · dr = {draw.fmt(target, 4)} "
                        f"{where} (straight segments, as drawn). What is k?", Number((target - w0) / (w1 - w0)), "c")

    def description(self, g):
        names = ", ".join(f"{n}({p[0]}, {p[1]})" for n, p in zip(g["labels"], g["pts"]))
        A, B, C = g["labels"]
        path = (f"a path of two straight segments from {A} to {B} to {C}" if g["path"] == "open"
                else f"the triangle {A}{B}{C} with arrows {A} → {B} → {C} → {A}")
        return (f"On a coordinate grid the field {_field_text(g)} is drawn as small arrows at the grid points. The "
                f"points {names} are marked, and {path} is drawn.")
