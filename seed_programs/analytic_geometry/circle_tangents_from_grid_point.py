"""Analytic geometry: the two tangents from a grid point P to a circle read off a grid (centre and radius
on grid points); the tangent length PA, the chord of contact AB, or the area of the kite PACB."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

ASKS = ("tangent", "chord", "kite")


@seed_program(
    id="circle_tangents_from_grid_point", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["analytic_geometry/circles/tangent_line", "analytic_geometry/coordinates/distance_formula",
              "plane_figures/circles/equal_tangent_segments"],
    source="DynaMath-style (analytic geometry; tangent segments from an outside point to a plotted circle)",
    variations=["numeric_values", "geometric_transformations", "point_labels"],
)
class CircleTangentsFromGridPoint(SeedProgram):
    levels = Levels(
        standard=dict(lim=IntRange(7, 7), radius=IntRange(2, 4), ask=OneOf(("tangent",))),
        hard=dict(lim=IntRange(8, 8), radius=IntRange(2, 5), ask=OneOf(("chord", "kite"))),
        hard_means="the chord of contact AB (2·r·PA / PC) or the area of the kite PACB (r·PA) instead of the "
                   "tangent length: PA is only a step, on a larger grid with larger radii",
    )

    def sample(self, rng, space):
        """Givens: the window, the centre C and radius r (grid values), the outside grid point P, the
        labels (P, C, A, B) and what is asked."""
        L, ask = space.lim.draw(rng), str(rng.choice(space.ask.values))
        for _ in attempts("P outside the circle by at least 1.5, the centre and the points of contact off the axes"):
            r = space.radius.draw(rng)
            C = [int(v) for v in rng.integers(-L + r + 1, L - r, size=2)]
            P = [int(v) for v in rng.integers(-L + 1, L, size=2)]
            d2 = (P[0] - C[0]) ** 2 + (P[1] - C[1]) ** 2
            if np.sqrt(d2) < r + 1.5 or 0 in P or min(abs(C[0]), abs(C[1])) < 2:
                continue
            t2 = d2 - r * r
            if any(-1.0 < v < 0.5 for X in self._contacts({"P": P, "C": C, "r": r}) for v in X):
                continue                                 # a point of contact on an axis, among its tick labels
            if ask == "tangent" and int(np.sqrt(t2)) ** 2 != t2 and rng.random() < 0.5:
                continue                                 # half the time a whole-number tangent length
            break
        labels = draw.pick_labels(rng, 4, pool="ABDEFGHJKMNPQRSTUV")
        return {"lim": L, "C": C, "r": r, "P": P, "labels": labels, "ask": ask}

    def _what(self, g):
        lp, lc, la, lb = g["labels"]
        return {"tangent": f"the length of the tangent segment {lp}{la}",
                "chord": f"the length of the chord {la}{lb} joining the two points of contact",
                "kite": f"the area of the quadrilateral {lp}{la}{lc}{lb}"}[g["ask"]]

    def question(self, g):
        lp, lc, la, lb = g["labels"]
        return (f"The circle with centre {lc} is drawn on the grid; its centre and the point {lp} are grid points "
                f"and its radius is a whole number of grid units. The lines {lp}{la} and {lp}{lb} touch the circle "
                f"at {la} and {lb}. Find {self._what(g)}. Give the answer to two decimal places.")

    # -- answer: Pythagoras in the right triangle PAC ---------------------------------------------------
    def _tangent(self, p):
        (px, py), (cx, cy), r = p["P"], p["C"], p["r"]
        return float(np.sqrt((px - cx) ** 2 + (py - cy) ** 2 - r * r))

    def answer(self, p):
        t = self._tangent(p)
        d = float(np.hypot(p["P"][0] - p["C"][0], p["P"][1] - p["C"][1]))
        return Number({"tangent": t, "chord": 2 * p["r"] * t / d, "kite": p["r"] * t}[p["ask"]])

    def _contacts(self, g):
        """The two points of contact, from the circle on diameter PC (Thales) meeting the given circle."""
        P, C, r = np.array(g["P"], float), np.array(g["C"], float), float(g["r"])
        M, R2 = (P + C) / 2, np.linalg.norm(P - C) / 2
        d = np.linalg.norm(M - C)
        a = (r * r - R2 * R2 + d * d) / (2 * d)            # radical line of the two circles
        h = np.sqrt(r * r - a * a)
        u = (M - C) / d
        base = C + a * u
        return base + h * np.array([-u[1], u[0]]), base - h * np.array([-u[1], u[0]])

    def verify(self, g):
        # Independent: the contact points as the intersection of the circle with the circle on diameter PC,
        # then lengths and a shoelace area.
        P, C = np.array(g["P"], float), np.array(g["C"], float)
        A, B = self._contacts(g)
        if g["ask"] == "tangent":
            return Number(float(np.linalg.norm(A - P)))
        if g["ask"] == "chord":
            return Number(float(np.linalg.norm(A - B)))
        Q = [P, A, C, B]
        return Number(float(abs(sum(Q[i][0] * Q[i - 1][1] - Q[i - 1][0] * Q[i][1] for i in range(4))) / 2))

    # -- views --------------------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        L = g["lim"]
        lp, lc, la, lb = g["labels"]
        lim = (-L - 0.5, L + 0.5)
        draw.grid_axes(ax, lim, lim, fontsize=11 if L <= 7 else 10)
        P, C, r = np.array(g["P"], float), np.array(g["C"], float), g["r"]
        t = np.linspace(0, 2 * np.pi, 400)
        ax.plot(C[0] + r * np.cos(t), C[1] + r * np.sin(t), color=draw.PALETTE["blue"], linewidth=2.2, zorder=3)
        A, B = self._contacts(g)
        for X in (A, B):
            draw.segment(ax, P, X, color=draw.ACCENT, linewidth=2.0)
            draw.segment(ax, C, X, color=draw.INK, style="--", linewidth=1.5)
            draw.right_angle_mark(ax, X, P, C, size=0.35)
        draw.label_grid_point(ax, C, lc, away_from=P, offset=14)
        draw.label_grid_point(ax, P, lp, away_from=C, offset=14, color=draw.ACCENT)
        for X, name in ((A, la), (B, lb)):
            draw.label_point(ax, X, name, away_from=C, offset=14)

    def description(self, g):
        lp, lc, la, lb = g["labels"]
        return (f"On a coordinate grid, a circle with centre {lc}({g['C'][0]}, {g['C'][1]}) and radius {g['r']}, and "
                f"the grid point {lp}({g['P'][0]}, {g['P'][1]}) outside it; the tangents from {lp} touch the circle at "
                f"{la} and {lb}, with the radii {lc}{la} and {lc}{lb} dashed and right angles marked at {la} and {lb}.")

    def subquestions(self, g):
        lp, lc, la, lb = g["labels"]
        (px, py), (cx, cy) = g["P"], g["C"]
        return [SubQuestion(f"What is the distance between {lp}({px}, {py}) and {lc}({cx}, {cy})? Give the answer "
                            f"to two decimal places.", Number(float(np.hypot(px - cx, py - cy))),
                            "analytic_geometry/coordinates/distance_formula"),
                SubQuestion(f"A circle has centre {lc}({cx}, {cy}) and radius {g['r']}; {lp}{la} touches it at {la}, "
                            f"where {lp} = ({px}, {py}). How long is {lp}{la}? Give the answer to two decimal places.",
                            Number(self._tangent(g)), "analytic_geometry/circles/tangent_line")]
