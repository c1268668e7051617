"""Analytic geometry: read a hyperbola's vertices and a point on an asymptote, find e or the focal distance."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw



@seed_program(
    id="hyperbola_eccentricity_from_graph", topic="analytic_geometry", level="high_school",
    difficulty="medium", question_type="numeric",
    concepts=["analytic_geometry/conics/hyperbola_standard_form",
              "analytic_geometry/conics/hyperbola_asymptotes",
              "analytic_geometry/conics/eccentricity"],
    source="DynaMath-style (analytic geometry, conic read from a graph)",
    variations=["numeric_values", "geometric_transformations", "point_labels"],
)
class HyperbolaEccentricityFromGraph(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(1, 4), b=IntRange(1, 5), centre=IntRange(-2, 2), step=OneOf((1, 2)), lim=7),
        hard=dict(a=IntRange(2, 6), b=IntRange(1, 7), centre=IntRange(-3, 3), step=OneOf((1, 2)), lim=10),
        hard_means="larger semi-axes (a up to 6, b up to 7) on a larger grid: c = √(a² + b²) is a less friendly "
                   "surd and the asymptote slope b/a is a harder fraction",
    )

    def sample(self, rng, space):
        LIM = space.lim
        for _ in attempts("marked points inside the window and off the axes"):
            a, b = space.a.draw(rng), space.b.draw(rng)
            if a == b and rng.random() < 0.7:
                continue
            vertical = bool(rng.integers(0, 2))
            h, k = space.centre.draw(rng), space.centre.draw(rng)
            t = int(space.step.draw(rng))
            sx, sy = int(rng.choice([-1, 1])), int(rng.choice([-1, 1]))
            ax_, ay_ = (b, a) if vertical else (a, b)  # half-widths along x and y
            P = [h + t * sx * ax_, k + t * sy * ay_]
            V = [[h, k - a], [h, k + a]] if vertical else [[h - a, k], [h + a, k]]
            pts = V + [P]
            if any(abs(c) > LIM - 1 for X in pts for c in X) or any(abs(c) <= 1 for X in pts for c in X):
                continue  # keep marked points inside and off the axes' tick labels
            if a + b > LIM and rng.random() < 0.5:
                continue
            break
        return {"a": a, "b": b, "h": h, "k": k, "vertical": vertical, "P": P, "V": V, "lim": LIM,
                "asked": str(rng.choice(["e", "2c", "c-a"])), "labels": draw.pick_labels(rng, 3),
                "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def _names(self, p):
        return p["labels"]

    def question(self, g):
        A, B, P = self._names(g)
        what = {"e": "What is the eccentricity of the hyperbola?",
                "2c": "What is the distance between the two foci of the hyperbola?",
                "c-a": f"What is the distance from vertex {B} to the focus nearest to it?"}[g["asked"]]
        return (f"The figure shows a hyperbola with its two asymptotes (dashed). Its vertices {A} and {B} "
                f"and the point {P} on one asymptote are grid points. {what}")

    def answer(self, p):
        a, b = p["a"], p["b"]
        c = np.sqrt(a * a + b * b)
        return Number({"e": c / a, "2c": 2 * c, "c-a": c - a}[p["asked"]])

    def verify(self, g):
        # Slope of the asymptote relative to the focal axis, read from the centre and P.
        (x1, y1), (x2, y2) = g["V"]
        centre = np.array([(x1 + x2) / 2, (y1 + y2) / 2])
        a = np.hypot(x2 - x1, y2 - y1) / 2
        axis = np.array([x2 - x1, y2 - y1]) / (2 * a)
        d = np.array(g["P"], float) - centre
        along, across = abs(d @ axis), abs(d @ np.array([-axis[1], axis[0]]))
        e = np.sqrt(1 + (across / along) ** 2)
        return Number(float({"e": e, "2c": 2 * a * e, "c-a": a * e - a}[g["asked"]]))

    def draw(self, g, ax, hide=()):
        a, b, h, k = g["a"], g["b"], g["h"], g["k"]
        lim = (-g["lim"] - 0.5, g["lim"] + 0.5)
        draw.grid_axes(ax, lim, lim, fontsize=11 if g["lim"] <= 7 else 9)
        colour = draw.PALETTE[g["color"]]
        t = np.linspace(-3, 3, 600)
        for s in (-1, 1):
            u, v = s * a * np.cosh(t), b * np.sinh(t)
            xs, ys = (h + v, k + u) if g["vertical"] else (h + u, k + v)
            ax.plot(xs, ys, color=colour, linewidth=2.2, zorder=4)
        ax_, ay_ = (b, a) if g["vertical"] else (a, b)
        for s in (-1, 1):
            ax.plot([h - 20 * ax_, h + 20 * ax_], [k - 20 * s * ay_, k + 20 * s * ay_], "--",
                    color=draw.INK, linewidth=1.5, zorder=3)
        ax.set_xlim(*lim)
        ax.set_ylim(*lim)
        A, B, P = self._names(g)
        centre = np.array([h, k], float)
        for X, name in zip(g["V"], (A, B)):
            X = np.array(X, float)
            # outside the vertex, along the focal axis: the label sits in the branch's opening
            draw.label_grid_point(ax, X, name, away_from=centre, offset=16)
        Pv = np.array(g["P"], float)
        d = Pv - centre
        if g["vertical"]:
            away = Pv - np.array([np.sign(d[0]), -np.sign(d[1])]) * np.array([a, b])
        else:
            away = Pv - np.array([-np.sign(d[0]), np.sign(d[1])]) * np.array([b, a])
        draw.label_grid_point(ax, Pv, P, away_from=away, offset=15)

    def subquestions(self, g):
        a, b = g["a"], g["b"]
        A, B, P = self._names(g)
        return [
            SubQuestion(f"A hyperbola has vertices {A}{tuple(g['V'][0])} and {B}{tuple(g['V'][1])}. "
                        f"What is its semi-major (transverse) axis length a?", Number(a),
                        "analytic_geometry/conics/hyperbola_standard_form"),
            SubQuestion(f"A hyperbola with centre ({g['h']}, {g['k']}) and semi-transverse axis a = {a} has "
                        f"an asymptote through {P}{tuple(g['P'])}. What is its semi-conjugate axis b?",
                        Number(b), "analytic_geometry/conics/hyperbola_asymptotes"),
            SubQuestion(f"A hyperbola has a = {a} and b = {b}. What is its eccentricity?",
                        Number(np.sqrt(a * a + b * b) / a), "analytic_geometry/conics/eccentricity"),
        ]

    def description(self, g):
        A, B, P = self._names(g)
        what = {"e": "eccentricity", "2c": "distance between the foci",
                "c-a": f"distance from {B} to the nearest focus"}[g["asked"]]
        return (f"A hyperbola has vertices {A}{tuple(g['V'][0])} and {B}{tuple(g['V'][1])}, and one of its "
                f"asymptotes passes through {P}{tuple(g['P'])}. Find the {what}.")
