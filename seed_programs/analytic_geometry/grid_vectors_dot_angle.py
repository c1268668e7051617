"""Analytic geometry: two vectors drawn as arrows on a grid; dot product, angle, |a + b| or projection."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

ASKED = ("dot", "angle", "sum", "projection")


@seed_program(
    id="grid_vectors_dot_angle", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["analytic_geometry/vectors/components_from_grid", "analytic_geometry/vectors/dot_product",
              "analytic_geometry/vectors/angle_between_vectors"],
    source="DynaMath-style (analytic geometry, vectors on a grid)",
    variations=["numeric_values", "geometric_transformations", "symbolic_substitution"],
)
class GridVectorsDotAngle(SeedProgram):
    levels = Levels(
        standard=dict(asked=OneOf(ASKED), shared=IntRange(0, 1), coord=IntRange(-5, 5), min_length=2.5),
        hard=dict(asked=OneOf(("angle", "sum", "projection")), shared=IntRange(0, 1), coord=IntRange(-8, 8),
                  min_length=4.0),
        hard_means="longer vectors on a larger grid (components up to 8) and only the multi-step quantities "
                   "(angle, |a + b|, projection), never the bare dot product",
    )

    def sample(self, rng, space):
        LIM = space.coord.hi + 1
        asked = str(space.asked.draw(rng))
        shared = bool(space.shared.draw(rng))
        for _ in attempts("two long, non-parallel vectors inside the window, separate arrows apart"):
            u = [int(v) for v in space.coord.draw(rng, size=2)]
            w = [int(v) for v in space.coord.draw(rng, size=2)]
            if (np.hypot(*u) < space.min_length or np.hypot(*w) < space.min_length
                    or abs(u[0] * w[1] - u[1] * w[0]) < 2):
                continue
            if asked != "angle" and u[0] * w[0] + u[1] * w[1] == 0:
                continue
            S = [int(v) for v in space.coord.draw(rng, size=2)]
            T = S if shared else [int(v) for v in space.coord.draw(rng, size=2)]
            ends = [S, [S[0] + u[0], S[1] + u[1]], T, [T[0] + w[0], T[1] + w[1]]]
            if any(abs(c) > LIM - 0.5 or c == 0 for X in ends for c in X):
                continue
            if not shared:  # separate arrows must not cross or touch
                if min(np.hypot(X[0] - Y[0], X[1] - Y[1]) for X in ends[:2] for Y in ends[2:]) < 2:
                    continue
                if self._cross(ends[0], ends[1], ends[2], ends[3]):
                    continue
            break
        return {"u": u, "w": w, "S": S, "T": T, "asked": asked, "shared": shared, "lim": LIM,
                "colors": [str(c) for c in rng.permutation(["blue", "red", "green", "purple"])[:2]]}

    @staticmethod
    def _cross(a, b, c, d):
        def orient(p, q, r):
            return np.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]))
        return orient(a, b, c) != orient(a, b, d) and orient(c, d, a) != orient(c, d, b)

    def _what(self, p):
        return {"dot": "the dot product a⃗ · b⃗",
                "angle": "the angle between a⃗ and b⃗, in degrees",
                "sum": "the length |a⃗ + b⃗|",
                "projection": "the scalar projection of a⃗ onto b⃗ (that is, a⃗ · b⃗ / |b⃗|)"}[p["asked"]]

    def question(self, g):
        tails = "start at the same grid point" if g["shared"] else "start and end at grid points"
        return f"The vectors a⃗ and b⃗ drawn on the grid {tails}. What is {self._what(g)}?"

    def _value(self, u, w, asked):
        u, w = np.array(u, float), np.array(w, float)
        return {"dot": u @ w,
                "angle": np.degrees(np.arccos(u @ w / np.linalg.norm(u) / np.linalg.norm(w))),
                "sum": np.linalg.norm(u + w),
                "projection": u @ w / np.linalg.norm(w)}[asked]

    def answer(self, p):
        return Number(float(self._value(p["u"], p["w"], p["asked"])))

    def verify(self, g):
        # Polar form: lengths and directions from atan2, then cosine rule / |a||b|cos θ.
        (ux, uy), (wx, wy) = g["u"], g["w"]
        ra, rb = np.hypot(ux, uy), np.hypot(wx, wy)
        theta = abs(np.arctan2(uy, ux) - np.arctan2(wy, wx))
        theta = min(theta, 2 * np.pi - theta)
        value = {"dot": ra * rb * np.cos(theta), "angle": np.degrees(theta),
                 "sum": np.sqrt(ra * ra + rb * rb + 2 * ra * rb * np.cos(theta)),
                 "projection": ra * np.cos(theta)}[g["asked"]]
        return Number(float(value))

    def draw(self, g, ax, hide=()):
        lim = (-g["lim"] - 0.5, g["lim"] + 0.5)
        draw.grid_axes(ax, lim, lim, fontsize=11 if g["lim"] <= 6 else 9)
        arrows = [(np.array(g["S"], float), np.array(g["u"], float)), (np.array(g["T"], float), np.array(g["w"], float))]
        others = [X for S, v in arrows for X in (S, S + v)]
        for (S, v), name, c in zip(arrows, ("a", "b"), g["colors"]):
            colour = draw.PALETTE[c]
            ax.annotate("", S + v, S, arrowprops={"arrowstyle": "-|>,head_width=0.35,head_length=0.7",
                                                  "color": colour, "lw": 2.4, "shrinkA": 0, "shrinkB": 0},
                        zorder=5)
            ax.plot([S[0]], [S[1]], "o", color=colour, markersize=5, zorder=6)
            lines = [(S2, v2) for S2, v2 in arrows]
            n = np.array([-v[1], v[0]]) / np.linalg.norm(v)
            cands = [S + t * v + sg * 0.7 * n for t in (0.5, 0.35, 0.65) for sg in (1, -1)]
            spot = max(cands, key=lambda X: min(
                [np.linalg.norm(X - Y) for Y in others] + [self._seg_dist(X, S2, v2) for S2, v2 in lines]
                + [1.2 * max(abs(X[0] + 0.4) - 0.4, 0) + 0.05, 1.2 * max(abs(X[1] + 0.4) - 0.35, 0) + 0.05]))
            ax.text(spot[0], spot[1], rf"$\vec{{{name}}}$", fontsize=17, color=colour, ha="center",
                    va="center", zorder=7, bbox={"fc": "white", "ec": "none", "pad": 0.5, "alpha": 0.85})

    @staticmethod
    def _seg_dist(X, S, v):
        t = np.clip((X - S) @ v / (v @ v), 0, 1)
        return float(np.linalg.norm(X - S - t * v))

    def subquestions(self, g):
        (ux, uy), (wx, wy) = g["u"], g["w"]
        return [
            SubQuestion(f"A vector runs from the grid point {tuple(g['S'])} to {(g['S'][0] + ux, g['S'][1] + uy)}. "
                        f"What is its x-component?", Number(ux), "analytic_geometry/vectors/components_from_grid"),
            SubQuestion(f"What is the dot product of ({ux}, {uy}) and ({wx}, {wy})?", Number(ux * wx + uy * wy),
                        "analytic_geometry/vectors/dot_product"),
        ]

    def description(self, g):
        (ux, uy), (wx, wy) = g["u"], g["w"]
        S, T = g["S"], g["T"]
        return (f"Vector a⃗ runs from ({S[0]}, {S[1]}) to ({S[0] + ux}, {S[1] + uy}) and vector b⃗ runs from "
                f"({T[0]}, {T[1]}) to ({T[0] + wx}, {T[1] + wy}). Find {self._what(g)}.")
