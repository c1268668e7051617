"""Analytic geometry: two points read on a polar grid; their distance or the area of triangle OPQ."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw



@seed_program(
    id="polar_grid_points_distance", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["analytic_geometry/polar/polar_coordinates", "plane_figures/triangles/law_of_cosines",
              "analytic_geometry/polar/polar_triangle_area"],
    source="DynaMath-style (analytic geometry, polar coordinates)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class PolarGridPointsDistance(SeedProgram):
    levels = Levels(
        standard=dict(step=OneOf((30, 45)), radius=IntRange(2, 5), asked=OneOf(("distance", "area"))),
        hard=dict(step=OneOf((30, 45)), radius=IntRange(3, 8), asked=OneOf(("distance", "area"))),
        hard_means="points farther out on a larger polar grid (radii 3 to 8 on 9 rings): larger numbers under "
                   "the law of cosines",
    )

    def sample(self, rng, space):
        step = int(space.step.draw(rng))
        for _ in attempts("two points off the 0° ray, not on one line through O, not an equilateral case"):
            r1, r2 = (int(v) for v in space.radius.draw(rng, size=2))  # off the pole and the outer ring
            k1, k2 = (int(v) for v in rng.integers(0, 360 // step, size=2))
            dt = abs(k1 - k2) * step % 360
            dt = min(dt, 360 - dt)
            if dt in (0, 180) or (r1 == r2 and dt == 60) or min(r1, r2) < 2 and dt < 60:
                continue
            if k1 == 0 or k2 == 0:  # the ring labels sit along the 0° ray
                continue
            break
        return {"step": step, "r1": r1, "r2": r2, "t1": k1 * step, "t2": k2 * step, "rmax": space.radius.hi + 1,
                "asked": str(space.asked.draw(rng)), "labels": draw.pick_labels(rng, 2, pool="ABMNPQRST"),
                "color": str(rng.choice(["blue", "red", "green", "purple"]))}

    def question(self, g):
        P, Q = g["labels"]
        what = (f"What is the distance {P}{Q}?" if g["asked"] == "distance" else
                f"What is the area of triangle O{P}{Q}?")
        return (f"Points {P} and {Q} lie on the polar grid (rings 1 unit apart, rays every {g['step']}°, pole O). "
                f"{what}")

    def _dt(self, p):
        return np.radians(p["t2"] - p["t1"])

    def answer(self, p):
        r1, r2, dt = p["r1"], p["r2"], self._dt(p)
        if p["asked"] == "distance":
            return Number(float(np.sqrt(r1 * r1 + r2 * r2 - 2 * r1 * r2 * np.cos(dt))))
        return Number(float(0.5 * r1 * r2 * abs(np.sin(dt))))

    def verify(self, g):
        # Cartesian coordinates, then the distance formula or the shoelace formula.
        P = g["r1"] * np.array([np.cos(np.radians(g["t1"])), np.sin(np.radians(g["t1"]))])
        Q = g["r2"] * np.array([np.cos(np.radians(g["t2"])), np.sin(np.radians(g["t2"]))])
        if g["asked"] == "distance":
            return Number(float(np.hypot(*(P - Q))))
        return Number(float(abs(P[0] * Q[1] - P[1] * Q[0]) / 2))

    def _xy(self, r, t):
        return r * np.array([np.cos(np.radians(t)), np.sin(np.radians(t))])

    def draw(self, g, ax, hide=()):
        RMAX = g["rmax"]
        colour = draw.PALETTE[g["color"]]
        P, Q = self._xy(g["r1"], g["t1"]), self._xy(g["r2"], g["t2"])
        O = np.zeros(2)
        segs = [(P, Q)] + ([(O, P), (O, Q)] if g["asked"] == "area" else [])

        def clearance(angle):  # ring labels along this direction, distance to the drawn segments
            spots = [r * np.array([np.cos(np.radians(angle)), np.sin(np.radians(angle))]) for r in range(1, RMAX + 1)]
            return min(self._seg_dist(X, a, b) for X in spots + [P, Q] for a, b in segs if not
                       any(np.allclose(X, Y) for Y in (P, Q))) if segs else 9.0

        cands = [(k + 0.5) * g["step"] for k in range(360 // g["step"])]
        label_angle = max(cands, key=lambda a: (round(clearance(a), 2), -abs(a - 180)))

        def pole_clear(angle):
            X = 0.42 * np.array([np.cos(np.radians(angle)), np.sin(np.radians(angle))])
            rays = [self._xy(RMAX, t) for t in (label_angle, g["t1"], g["t2"], 0)]
            return min([self._seg_dist(X, a, b) for a, b in segs] + [self._seg_dist(X, O, R) for R in rays])

        pole_angle = max(range(0, 360, 15), key=lambda a: round(pole_clear(a), 3))
        co.polar_grid(ax, RMAX, 1, g["step"], label_angle=label_angle, pole_angle=pole_angle,
                      ring_labels=not ({"r1", "r2"} & set(hide)))  # the backward view hides the radii
        if g["asked"] == "area":
            ax.fill([0, P[0], Q[0]], [0, P[1], Q[1]], color=colour, alpha=0.25, zorder=2)
            draw.segment(ax, O, P, color=colour)
            draw.segment(ax, O, Q, color=colour)
        draw.segment(ax, P, Q, color=colour, style="--" if g["asked"] == "distance" else "-")
        for X, t, name in ((P, g["t1"], g["labels"][0]), (Q, g["t2"], g["labels"][1])):
            ax.plot([X[0]], [X[1]], "o", color=draw.INK, markersize=6, zorder=6)
            # label beside the point, across its ray (clear of the ray and of segment PQ)
            Y = Q if X is P else P
            normal = np.array([-np.sin(np.radians(t)), np.cos(np.radians(t))])
            if normal @ (Y - X) > 0:
                normal = -normal
            spot = X + 0.62 * normal + 0.2 * X / np.linalg.norm(X)
            ax.text(spot[0], spot[1], name, fontsize=14, color=draw.INK, ha="center", va="center", zorder=7,
                    bbox={"boxstyle": "round,pad=0.1", "fc": "white", "ec": "none", "alpha": 0.85})

    @staticmethod
    def _seg_dist(X, a, b):
        v = b - a
        t = np.clip((X - a) @ v / (v @ v), 0, 1)
        return float(np.linalg.norm(X - a - t * v))

    def subquestions(self, g):
        P, Q = g["labels"]
        dt = abs(g["t2"] - g["t1"]) % 360
        dt = min(dt, 360 - dt)
        return [
            SubQuestion(f"Points {P}({g['r1']}, {g['t1']}°) and {Q}({g['r2']}, {g['t2']}°) are given in polar "
                        f"coordinates. What is the angle {P}O{Q}, in degrees?", Number(dt),
                        "analytic_geometry/polar/polar_coordinates"),
            SubQuestion(f"In triangle O{P}{Q}, O{P} = {g['r1']}, O{Q} = {g['r2']} and angle {P}O{Q} = {dt}°. "
                        f"What is {P}{Q}?", Number(float(np.sqrt(g['r1'] ** 2 + g['r2'] ** 2 - 2 * g['r1'] * g['r2']
                                                             * np.cos(np.radians(dt))))),
                        "plane_figures/triangles/law_of_cosines"),
        ]

    def backward(self, g):
        # Mask the longer radius (ties: r2): with "O?X ≥ O?Y" the law-of-cosines quadratic has one admissible root.
        P, Q = g["labels"]
        key, other_key, X, Y = ("r2", "r1", Q, P) if g["r2"] >= g["r1"] else ("r1", "r2", P, Q)
        r = g[other_key]
        dt = np.radians(abs(g["t2"] - g["t1"]))
        value = float(self.answer(g).value)
        if g["asked"] == "distance":
            stated = f"{P}{Q} = {draw.fmt(value, 4)}"
            masked = r * np.cos(dt) + np.sqrt(value ** 2 - (r * np.sin(dt)) ** 2)
        else:
            stated = f"triangle O{P}{Q} has area {draw.fmt(value, 4)}"
            masked = 2 * value / (r * abs(np.sin(dt)))
        return Backward(f"On a polar grid with pole O, point {P} lies on the ray θ = {g['t1']}° and point {Q} on the "
                        f"ray θ = {g['t2']}°, with O{Y} = {r} and "
                        f"O{X} ≥ O{Y}. If {stated}, what is O{X}?",
                        Number(float(round(masked, 9))), key)

    def description(self, g):
        P, Q = g["labels"]
        what = f"the distance {P}{Q}" if g["asked"] == "distance" else f"the area of triangle O{P}{Q} (O is the pole)"
        return (f"In polar coordinates, {P} = ({g['r1']}, {g['t1']}°) and {Q} = ({g['r2']}, {g['t2']}°). "
                f"Find {what}.")
