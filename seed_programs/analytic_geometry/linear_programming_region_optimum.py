"""Analytic geometry: the shaded feasible region of a linear program; optimise z = px + qy over it."""
import numpy as np
from scipy.optimize import linprog
from scipy.spatial import ConvexHull

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw



@seed_program(
    id="linear_programming_region_optimum", topic="analytic_geometry", level="high_school",
    difficulty="medium", question_type="numeric",
    concepts=["analytic_geometry/inequalities/linear_programming", "analytic_geometry/inequalities/half_plane_region"],
    source="DynaMath-style (analytic geometry, linear programming on a graph)",
    variations=["numeric_values", "geometric_transformations", "symbolic_substitution"],
)
class LinearProgrammingRegionOptimum(SeedProgram):
    levels = Levels(
        standard=dict(corners=IntRange(3, 5), coord=IntRange(0, 8), coef=IntRange(-4, 4), sense=OneOf(("max", "min"))),
        hard=dict(corners=IntRange(4, 6), coord=IntRange(0, 11), coef=IntRange(-9, 9), sense=OneOf(("max", "min"))),
        hard_means="more corners on a larger grid and larger objective coefficients (up to ±9): more vertices "
                   "to evaluate, with bigger values",
    )

    def sample(self, rng, space):
        HI = space.coord.hi
        for _ in attempts("a convex polygon with the drawn number of readable corners and a unique optimum"):
            n = space.corners.draw(rng)
            pts = space.coord.draw(rng, size=(n + 2, 2))
            try:
                hull = ConvexHull(pts)
            except Exception:
                continue
            verts = pts[hull.vertices]
            if len(verts) != n or hull.volume < 12:
                continue
            # edges long enough to read, angles not too flat
            ok = True
            for i in range(n):
                a, b, c = verts[i - 1], verts[i], verts[(i + 1) % n]
                u, v = a - b, c - b
                cosang = u @ v / np.linalg.norm(u) / np.linalg.norm(v)
                if np.linalg.norm(v) < 2 or cosang < -0.97:
                    ok = False
            if not ok:
                continue
            pq = [int(v) for v in space.coef.draw(rng, size=2)]
            if 0 in pq:
                continue
            values = sorted(verts @ pq)
            sense = str(space.sense.draw(rng))
            best, second = (values[-1], values[-2]) if sense == "max" else (values[0], values[1])
            if best == second:  # a unique optimal vertex
                continue
            break
        return {"vertices": [[int(x), int(y)] for x, y in verts], "pq": pq, "sense": sense, "hi": HI,
                "color": str(rng.choice(["blue", "green", "orange", "purple"]))}

    def _z(self, p):
        a, b = p["pq"]
        return "z = " + co.signed_term(a, "x", True) + co.signed_term(b, "y")

    def question(self, g):
        word = "maximum" if g["sense"] == "max" else "minimum"
        return (f"The shaded region (boundary included) is the feasible region of a linear program; its corners "
                f"are grid points. What is the {word} value of {self._z(g)} over the region?")

    def answer(self, p):
        values = [p["pq"][0] * x + p["pq"][1] * y for x, y in p["vertices"]]
        return Number(max(values) if p["sense"] == "max" else min(values))

    def verify(self, g):
        # Half-planes of the hull's edges, then scipy's LP solver.
        V = np.array(g["vertices"], float)
        centre = V.mean(axis=0)
        A, b = [], []
        for i in range(len(V)):
            P, Q = V[i], V[(i + 1) % len(V)]
            n = np.array([Q[1] - P[1], P[0] - Q[0]])
            if n @ (centre - P) > 0:
                n = -n
            A.append(n)
            b.append(n @ P)
        c = np.array(g["pq"], float) * (-1 if g["sense"] == "max" else 1)
        res = linprog(c, A_ub=np.array(A), b_ub=np.array(b), bounds=[(None, None)] * 2, method="highs")
        return Number(float(round(-res.fun if g["sense"] == "max" else res.fun, 9)))

    def draw(self, g, ax, hide=()):
        V = np.array(g["vertices"], float)
        lim = (-1.5, g["hi"] + 1.5)
        draw.grid_axes(ax, lim, lim, fontsize=11 if g["hi"] <= 8 else 10)
        colour = draw.PALETTE[g["color"]]
        for i in range(len(V)):
            P, Q = V[i], V[(i + 1) % len(V)]
            co.window_line(ax, P, Q - P, lim, lim, color=draw.INK, linewidth=1.0, style="--", zorder=2)
        ax.fill(V[:, 0], V[:, 1], color=colour, alpha=0.35, zorder=2, linewidth=0)
        closed = np.vstack([V, V[:1]])
        ax.plot(closed[:, 0], closed[:, 1], color=colour, linewidth=2.4, zorder=4)
        ax.plot(V[:, 0], V[:, 1], "o", color=draw.INK, markersize=5, zorder=5)
        ax.set_xlim(*lim)
        ax.set_ylim(*lim)

    def subquestions(self, g):
        a, b = g["pq"]
        x, y = g["vertices"][0]
        return [SubQuestion(f"What is the value of {self._z(g)} at the point ({x}, {y})?", Number(a * x + b * y),
                            "analytic_geometry/inequalities/linear_programming")]

    def description(self, g):
        corners = ", ".join(f"({x}, {y})" for x, y in g["vertices"])
        word = "maximum" if g["sense"] == "max" else "minimum"
        return (f"The feasible region of a linear program is the convex polygon (boundary included) with corners "
                f"{corners}, in order. Find the {word} value of {self._z(g)} over the region.")
