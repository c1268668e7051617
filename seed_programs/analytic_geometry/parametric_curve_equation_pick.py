"""Analytic geometry (parametric curves): pick the equations x = A·cos(at), y = B·sin(bt) of a plotted curve."""
import numpy as np
from scipy.spatial import cKDTree

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

FREQS = ((1, 1), (1, 2), (2, 1), (1, 3), (3, 1), (2, 3), (3, 2))
HARD_FREQS = ((1, 1), (3, 4), (4, 3), (2, 5), (5, 2), (1, 4), (4, 1), (3, 5), (2, 3), (3, 2))


def eq_text(A, a, B, b):
    ta = "t" if a == 1 else f"{a}t"
    tb = "t" if b == 1 else f"{b}t"
    return f"x = {A}cos({ta}), y = {B}sin({tb})"


def trace(A, a, B, b, samples=2001):
    t = np.linspace(0, 2 * np.pi, samples)
    return np.column_stack([A * np.cos(a * t), B * np.sin(b * t)])


@seed_program(
    id="parametric_curve_equation_pick", topic="analytic_geometry", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["analytic_geometry/parametric/parametric_curves", "analytic_geometry/parametric/lissajous_figures"],
    source="DynaMath-style (analytic geometry, parametric curves)",
    variations=["numeric_values", "function_types", "symbolic_substitution"],
)
class ParametricCurveEquationPick(SeedProgram):
    levels = Levels(
        standard=dict(freqs=FREQS, amplitude=IntRange(2, 5)),
        hard=dict(freqs=HARD_FREQS, amplitude=IntRange(2, 6)),
        hard_means="higher frequency pairs (3:4, 2:5, 3:5, ...): denser Lissajous figures whose touching points "
                   "must be counted, and distractors that differ by one in a frequency",
    )

    def sample(self, rng, space):
        freqs = space.freqs   # the first pair (the plain ellipse) is drawn one time in ten
        a, b = freqs[int(rng.integers(1, len(freqs)))] if rng.random() < 0.9 else freqs[0]
        for _ in attempts("two different amplitudes"):
            A, B = space.amplitude.draw(rng), space.amplitude.draw(rng)
            if A != B:
                break
        return {"A": A, "a": a, "B": B, "b": b, "lim": space.amplitude.hi + 1,
                "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def _options(self, p):
        A, a, B, b = p["A"], p["a"], p["B"], p["b"]
        cands = [(A, b, B, a), (B, a, A, b), (A, a, B, b + 1 if b < 3 else 1), (A, a + 1 if a < 3 else 1, B, b),
                 (B, b, A, a), (A, 2 * a, B, 2 * b)]
        right = (A, a, B, b)
        out = []
        for c in cands:
            if eq_text(*c) != eq_text(*right) and eq_text(*c) not in [eq_text(*o) for o in out] \
                    and not self._same(c, right):
                out.append(c)
        return right, out[:3]

    @staticmethod
    def _same(c, s):
        P, Q = trace(*c, samples=1441), trace(*s, samples=1441)
        return max(cKDTree(Q).query(P)[0].max(), cKDTree(P).query(Q)[0].max()) < 0.05

    def question(self, g):
        return ("The curve on the grid is the path of a point (x, y) as t runs from 0 to 2π. Which parametric equations "
                "describe it?")

    def answer(self, p):
        right, wrong = self._options(p)
        return Choice(eq_text(*right), [eq_text(*w) for w in wrong])

    def verify(self, g):
        # Signal analysis: sample the stated motion x(t), y(t) over one period as complex exponentials and
        # read amplitude and frequency of each coordinate off its discrete Fourier spectrum.
        n = 4096
        t = 2 * np.pi * np.arange(n) / n
        x = (g["A"] * (np.exp(1j * g["a"] * t) + np.exp(-1j * g["a"] * t)) / 2).real
        y = (g["B"] * (np.exp(1j * g["b"] * t) - np.exp(-1j * g["b"] * t)) / 2j).real
        found = []
        for signal in (x, y):
            spec = np.abs(np.fft.rfft(signal)) * 2 / n
            k = int(np.argmax(spec))
            found += [int(round(spec[k])), k]
        return Choice(eq_text(*found), [])

    def draw(self, g, ax, hide=()):
        lim = (-g["lim"] - 0.5, g["lim"] + 0.5)
        draw.grid_axes(ax, lim, lim)
        pts = trace(g["A"], g["a"], g["B"], g["b"])
        ax.plot(pts[:, 0], pts[:, 1], color=draw.PALETTE[g["color"]], linewidth=2.4, zorder=4)

    def subquestions(self, g):
        return [SubQuestion(f"For x = {g['A']}cos({g['a']}t), y = {g['B']}sin({g['b']}t), what is the largest value of "
                            "x on the curve?", Number(g["A"]), "analytic_geometry/parametric/parametric_curves")]

    def description(self, g):
        A, a, B, b = g["A"], g["a"], g["B"], g["b"]
        return (f"A closed curve fits in the rectangle -{A} ≤ x ≤ {A}, -{B} ≤ y ≤ {B}; it touches the vertical sides "
                f"x = ±{A} at {self._touch(g, 'x')} point(s) in total and the horizontal sides y = ±{B} at "
                f"{self._touch(g, 'y')} point(s) in total, as t runs from 0 to 2π once. Which parametric equations "
                "describe it?")

    @staticmethod
    def _touch(p, axis):
        pts = trace(p["A"], p["a"], p["B"], p["b"], 20001)
        col, lim = (0, p["A"]) if axis == "x" else (1, p["B"])
        hits = pts[np.abs(np.abs(pts[:, col]) - lim) < 1e-6]
        return len({(round(x, 3), round(y, 3)) for x, y in hits})
