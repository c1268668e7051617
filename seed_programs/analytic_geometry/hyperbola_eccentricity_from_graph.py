"""Analytic geometry: read a hyperbola's vertices and a point on an asymptote, find e or the focal distance."""
import numpy as np

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw

LIM = 7


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
    def sample(self, rng):
        while True:
            a, b = int(rng.integers(1, 5)), int(rng.integers(1, 6))
            if a == b and rng.random() < 0.7:
                continue
            vertical = bool(rng.integers(0, 2))
            h, k = int(rng.integers(-2, 3)), int(rng.integers(-2, 3))
            t = int(rng.choice([1, 2]))
            sx, sy = int(rng.choice([-1, 1])), int(rng.choice([-1, 1]))
            ax_, ay_ = (b, a) if vertical else (a, b)  # half-widths along x and y
            P = [h + t * sx * ax_, k + t * sy * ay_]
            V = [[h, k - a], [h, k + a]] if vertical else [[h - a, k], [h + a, k]]
            pts = V + [P]
            if any(abs(c) > LIM - 1 for X in pts for c in X) or any(abs(c) <= 1 for X in pts for c in X):
                continue  # keep marked points inside and off the axes' tick labels
            if a + b > 7 and rng.random() < 0.5:
                continue
            break
        return {"a": a, "b": b, "h": h, "k": k, "vertical": vertical, "P": P, "V": V,
                "asked": str(rng.choice(["e", "2c", "c-a"])), "labels": draw.pick_labels(rng, 3),
                "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def _names(self, p):
        return p["labels"]

    def question(self, p):
        A, B, P = self._names(p)
        what = {"e": "What is the eccentricity of the hyperbola?",
                "2c": "What is the distance between the two foci of the hyperbola?",
                "c-a": f"What is the distance from vertex {B} to the focus nearest to it?"}[p["asked"]]
        return (f"The figure shows a hyperbola with its two asymptotes (dashed). Its vertices {A} and {B} "
                f"and the point {P} on one asymptote are grid points. {what}")

    def answer(self, p):
        a, b = p["a"], p["b"]
        c = np.sqrt(a * a + b * b)
        return Number({"e": c / a, "2c": 2 * c, "c-a": c - a}[p["asked"]])

    def verify(self, p):
        # Slope of the asymptote relative to the focal axis, read from the centre and P.
        (x1, y1), (x2, y2) = p["V"]
        centre = np.array([(x1 + x2) / 2, (y1 + y2) / 2])
        a = np.hypot(x2 - x1, y2 - y1) / 2
        axis = np.array([x2 - x1, y2 - y1]) / (2 * a)
        d = np.array(p["P"], float) - centre
        along, across = abs(d @ axis), abs(d @ np.array([-axis[1], axis[0]]))
        e = np.sqrt(1 + (across / along) ** 2)
        return Number(float({"e": e, "2c": 2 * a * e, "c-a": a * e - a}[p["asked"]]))

    def draw(self, p, ax, hide=()):
        a, b, h, k = p["a"], p["b"], p["h"], p["k"]
        lim = (-LIM - 0.5, LIM + 0.5)
        draw.grid_axes(ax, lim, lim)
        colour = draw.PALETTE[p["color"]]
        t = np.linspace(-3, 3, 600)
        for s in (-1, 1):
            u, v = s * a * np.cosh(t), b * np.sinh(t)
            xs, ys = (h + v, k + u) if p["vertical"] else (h + u, k + v)
            ax.plot(xs, ys, color=colour, linewidth=2.2, zorder=4)
        ax_, ay_ = (b, a) if p["vertical"] else (a, b)
        for s in (-1, 1):
            if "b" in hide:  # the backward view asks for b: no asymptotes, no P
                break
            ax.plot([h - 20 * ax_, h + 20 * ax_], [k - 20 * s * ay_, k + 20 * s * ay_], "--",
                    color=draw.INK, linewidth=1.5, zorder=3)
        ax.set_xlim(*lim)
        ax.set_ylim(*lim)
        A, B, P = self._names(p)
        centre = np.array([h, k], float)
        for X, name in zip(p["V"], (A, B)):
            X = np.array(X, float)
            # outside the vertex, along the focal axis: the label sits in the branch's opening
            draw.label_grid_point(ax, X, name, away_from=centre, offset=16)
        if "b" in hide:
            return
        Pv = np.array(p["P"], float)
        d = Pv - centre
        if p["vertical"]:
            away = Pv - np.array([np.sign(d[0]), -np.sign(d[1])]) * np.array([a, b])
        else:
            away = Pv - np.array([-np.sign(d[0]), np.sign(d[1])]) * np.array([b, a])
        draw.label_grid_point(ax, Pv, P, away_from=away, offset=15)

    def subquestions(self, p):
        a, b = p["a"], p["b"]
        A, B, P = self._names(p)
        return [
            SubQuestion(f"A hyperbola has vertices {A}{tuple(p['V'][0])} and {B}{tuple(p['V'][1])}. "
                        f"What is its semi-major (transverse) axis length a?", Number(a),
                        "analytic_geometry/conics/hyperbola_standard_form"),
            SubQuestion(f"A hyperbola with centre ({p['h']}, {p['k']}) and semi-transverse axis a = {a} has "
                        f"an asymptote through {P}{tuple(p['P'])}. What is its semi-conjugate axis b?",
                        Number(b), "analytic_geometry/conics/hyperbola_asymptotes"),
            SubQuestion(f"A hyperbola has a = {a} and b = {b}. What is its eccentricity?",
                        Number(np.sqrt(a * a + b * b) / a), "analytic_geometry/conics/eccentricity"),
        ]

    def backward(self, p):
        A, B, _ = self._names(p)
        a = p["a"]
        value = float(self.answer(p).value)
        c = {"e": a * value, "2c": value / 2, "c-a": value + a}[p["asked"]]
        stated = {"e": f"Its eccentricity is {draw.fmt(value, 4)}.",
                  "2c": f"Its foci are {draw.fmt(value, 4)} apart.",
                  "c-a": f"The focus nearest to {B} is {draw.fmt(value, 4)} from {B}."}[p["asked"]]
        return Backward(f"The figure shows a hyperbola whose vertices {A} and {B} are grid points. {stated} What is "
                        f"b, half the length of its conjugate axis?",
                        Number(float(round(np.sqrt(c * c - a * a), 9))), "b")

    def description(self, p):
        A, B, P = self._names(p)
        what = {"e": "eccentricity", "2c": "distance between the foci",
                "c-a": f"distance from {B} to the nearest focus"}[p["asked"]]
        return (f"A hyperbola has vertices {A}{tuple(p['V'][0])} and {B}{tuple(p['V'][1])}, and one of its "
                f"asymptotes passes through {P}{tuple(p['P'])}. Find the {what}.")
