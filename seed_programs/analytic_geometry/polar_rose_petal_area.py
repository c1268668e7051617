"""Calculus (polar area): the area of the shaded petals of a rose r = a·cos(kθ) or a·sin(kθ) read off a polar grid."""
import numpy as np
from scipy.integrate import quad

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

RMAX = 6


def _petals(k):
    """Number of petals of r = a·cos(kθ): k for odd k, 2k for even k."""
    return k if k % 2 else 2 * k


def _direction(g, j):
    """Direction (radians) of petal j: evenly spaced, the first on θ = 0 (cos) or θ = 90°/k (sin)."""
    start = 0.0 if g["trig"] == "cos" else np.pi / (2 * g["k"])
    return start + 2 * np.pi * j / _petals(g["k"])


@seed_program(
    id="polar_rose_petal_area", topic="analytic_geometry", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["calculus/integrals/polar_area", "analytic_geometry/polar/polar_curves"],
    source="DynaMath-style (calculus, area in polar coordinates)",
    variations=["numeric_values", "function_types", "colors_labels"],
)
class PolarRosePetalArea(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(2, 6), k=IntRange(2, 5), shaded=IntRange(1, 1), trig=OneOf(("cos", "sin"))),
        hard=dict(a=IntRange(3, 6), k=OneOf((4, 5, 6, 7)), shaded=IntRange(2, 3), trig=OneOf(("cos", "sin"))),
        hard_means="roses with 5 to 12 narrow petals (k = 4..7) to count, where an even k doubles the petal count, and "
                   "two or three shaded petals to add",
    )

    def sample(self, rng, space):
        a, k = int(space.a.draw(rng)), int(space.k.draw(rng))
        m = int(space.shaded.draw(rng))
        first = int(rng.integers(0, _petals(k)))
        step = int(rng.integers(1, 3))
        shaded = sorted({(first + step * i) % _petals(k) for i in range(m)})
        return {"a": a, "k": k, "trig": str(space.trig.draw(rng)), "shaded": shaded,
                "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def question(self, g):
        what = "one petal" if len(g["shaded"]) == 1 else f"{len(g['shaded'])} petals"
        return (f"The rose r = a·{g['trig']}(kθ), with positive integers a and k, is drawn on a polar grid whose rings "
                f"are 1 unit apart. The shaded region is {what} of the rose. What is the area of the shaded region? "
                f"Give the answer to two decimal places.")

    def answer(self, p):
        # One petal is ½∫ a²cos²(kθ) dθ over an interval of length π/k, i.e. πa²/(4k).
        return Number(len(p["shaded"]) * np.pi * p["a"] ** 2 / (4 * p["k"]))

    def verify(self, g):
        # Numerically, from the curve itself: in direction ψ the rose reaches R(ψ) = max(0, r(ψ), -r(ψ + π)) (the
        # negative-r branch is drawn through the pole); integrate ½R² over each shaded petal's angular window.
        f = np.cos if g["trig"] == "cos" else np.sin
        r = lambda t: g["a"] * f(g["k"] * t)
        R = lambda t: max(0.0, r(t), -r(t + np.pi))
        half = np.pi / (2 * g["k"])
        start = 0.0 if g["trig"] == "cos" else half
        total = 0.0
        for j in g["shaded"]:
            mid = start + 2 * np.pi * j / (g["k"] if g["k"] % 2 else 2 * g["k"])
            total += quad(lambda t: 0.5 * R(t) ** 2, mid - half, mid + half, epsabs=1e-12, epsrel=1e-12, limit=200)[0]
        return Number(total)

    def draw(self, g, ax, hide=()):
        a, k = g["a"], g["k"]
        f = np.cos if g["trig"] == "cos" else np.sin
        t = np.linspace(0, 2 * np.pi, 4001)
        r = a * f(k * t)
        pts = np.column_stack([r * np.cos(t), r * np.sin(t)])
        la, pa = co.polar_label_angles(pts, RMAX, 1, 30)
        co.polar_grid(ax, RMAX, 1, 30, label_angle=la, pole_angle=pa, pole_label=False)
        colour = draw.PALETTE[g["color"]]
        half = np.pi / (2 * k)
        for j in g["shaded"]:
            mid = _direction(g, j)
            s = np.linspace(mid - half, mid + half, 300)
            rho = a * np.cos(k * (s - mid))
            ax.fill(rho * np.cos(s), rho * np.sin(s), color=colour, alpha=0.35, zorder=3, linewidth=0)
        ax.plot(pts[:, 0], pts[:, 1], color=colour, linewidth=2.2, zorder=4)

    def subquestions(self, g):
        return [
            SubQuestion(f"How many petals does the rose r = {g['a']}{g['trig']}({g['k']}θ) have?",
                        Number(_petals(g["k"])), "analytic_geometry/polar/polar_curves"),
            SubQuestion(f"What is the area of one petal of the rose r = {g['a']}{g['trig']}({g['k']}θ)? Give the answer "
                        f"to two decimal places.", Number(np.pi * g["a"] ** 2 / (4 * g["k"])),
                        "calculus/integrals/polar_area"),
        ]

    def description(self, g):
        n = _petals(g["k"])
        first = np.degrees(_direction(g, 0))
        dirs = ", ".join(draw.fmt(np.degrees(_direction(g, j)) % 360, 1) + "°" for j in g["shaded"])
        return (f"A rose curve r = a·{g['trig']}(kθ) is drawn on a polar grid with rings 1 unit apart. It has {n} equal "
                f"petals of length {g['a']}, the first pointing in the direction θ = {draw.fmt(first, 1)}°. The shaded "
                f"petal(s) point in the direction(s) {dirs}.")
