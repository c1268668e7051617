"""Algebra: pick the equation y = log_b(x - h) + k of a plotted logarithmic curve (asymptote, key points)."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

BASES = ("2", "3", "1/2", "1/3")
LIM = 7


def eq_text(b, h, k):
    inner = "x" if h == 0 else (f"x - {h}" if h > 0 else f"x + {-h}")
    tail = "" if k == 0 else (f" + {k}" if k > 0 else f" - {-k}")
    base = {"2": "₂", "3": "₃", "1/2": "_(1/2)", "1/3": "_(1/3)", "4": "₄"}[b]
    return f"y = log{base}({inner}){tail}"


def value(b, h, k, x):
    num, _, den = b.partition("/")
    base = float(num) / float(den or 1)
    with np.errstate(all="ignore"):
        return np.log(np.asarray(x, float) - h) / np.log(base) + k


@seed_program(
    id="logarithm_graph_equation_pick", topic="algebra", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["algebra/logarithms/logarithmic_graph", "algebra/functions/reading_graphs"],
    source="DynaMath-style (algebra, logarithmic function read from a graph)",
    variations=["numeric_values", "function_types", "symbolic_substitution"],
)
class LogarithmGraphEquationPick(SeedProgram):
    levels = Levels(
        standard=dict(base=OneOf(BASES), h=IntRange(-4, 2), k=IntRange(-3, 3)),
        hard=dict(base=OneOf(BASES, p=(0.2, 0.3, 0.2, 0.3)), h=IntRange(-5, 3), k=IntRange(-4, 4)),
        hard_means="asymptote and curve shifted farther (|h| up to 5, |k| up to 4) and mostly bases 3 and 1/3, "
                   "so the marked points sit off-centre and base and reciprocal base must be told apart",
    )

    def sample(self, rng, space):
        for _ in attempts("a non-zero h and marked points off the axes"):
            b = space.base.draw(rng)
            h = space.h.draw(rng)
            k = space.k.draw(rng)
            if h == 0:
                continue
            num, _, den = b.partition("/")
            base, sign = (int(num), 1) if not den else (int(den), -1)
            if 0 in (h + 1, k, h + base, k + sign):  # marked points off the axes and their tick labels
                continue
            break
        return {"b": b, "h": h, "k": k, "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def _options(self, p):
        b, h, k = p["b"], p["h"], p["k"]
        recip = {"2": "1/2", "3": "1/3", "1/2": "2", "1/3": "3"}[b]
        other = {"2": "3", "3": "2", "1/2": "1/3", "1/3": "1/2"}[b]
        cands = [(b, -h, k), (recip, h, k), (b, h, -k) if k else (b, h, 1), (other, h, k), (b, k, h)]
        out = []
        for c in cands:
            if c != (b, h, k) and c not in out:
                out.append(c)
        return (b, h, k), out[:3]

    def question(self, g):
        return ("The graph shows a logarithmic function together with its vertical asymptote (dashed); the marked "
                "points P and Q are grid points. Which equation does it have?")

    def answer(self, p):
        right, wrong = self._options(p)
        return Choice(eq_text(*right), [eq_text(*w) for w in wrong])

    def _points(self, p):
        num, _, den = p["b"].partition("/")
        base = int(num) if not den else int(den)  # the integer among b and 1/b
        sign = 1 if not den else -1
        P = (p["h"] + 1, p["k"])
        Q = (p["h"] + base, p["k"] + sign)
        return P, Q

    def verify(self, g):
        # Solve from the picture: the asymptote gives h, P(h + 1, y_P) gives k = y_P (log 1 = 0), and
        # Q(x_Q, y_Q) gives log_b(x_Q - h) = y_Q - k, so b = (x_Q - h)^(1/(y_Q - k)); check on the curve.
        (px, py), (qx, qy) = self._points(g)
        h = g["h"]
        k = py
        b = Fraction((qx - h) ** (1.0 / (qy - k))).limit_denominator(20)
        text = str(b.numerator) if b.denominator == 1 else f"1/{b.denominator}"
        xs = np.linspace(h + 0.05, LIM, 200)
        fits = np.allclose(np.log(xs - h) / np.log(float(b)) + k, value(g["b"], h, g["k"], xs))
        return Choice(eq_text(text, h, k) if fits and (b.numerator == 1 or b.denominator == 1) else "no fit", [])

    def draw(self, g, ax, hide=()):
        lim = (-LIM - 0.5, LIM + 0.5)
        draw.grid_axes(ax, lim, lim)
        colour = draw.PALETTE[g["color"]]
        xs = np.concatenate([g["h"] + np.geomspace(1e-4, 1, 300), np.linspace(g["h"] + 1, LIM + 0.5, 400)[1:]])
        ys = value(g["b"], g["h"], g["k"], xs)
        keep = np.abs(ys) <= LIM + 1
        ax.plot(xs[keep], ys[keep], color=colour, linewidth=2.4, zorder=4)
        ax.axvline(g["h"], color=draw.INK, linestyle="--", linewidth=1.5, zorder=3)
        ax.set_xlim(*lim)
        ax.set_ylim(*lim)
        from dynaforge.sdk import coordinates as co
        curve = np.column_stack([xs[keep], ys[keep]])
        for (x, y), name in zip(self._points(g), ("P", "Q")):
            spot = co.free_spot((x, y), 0.75, curves=[curve], lines=[((g["h"], 0), (0, 1))])
            draw.label_grid_point(ax, (x, y), name, away_from=2 * np.array([x, y], float) - spot, offset=15)

    def subquestions(self, g):
        num, _, den = g["b"].partition("/")
        base = float(num) / float(den or 1)
        return [SubQuestion(f"What is the value of log of {draw.fmt(base ** 3, 4)} to base {g['b']}?", Number(3),
                            "algebra/logarithms/logarithmic_graph")]

    def description(self, g):
        (px, py), (qx, qy) = self._points(g)
        return (f"A logarithmic function y = log_b(x - h) + k has the vertical asymptote x = {g['h']} and passes "
                f"through P({px}, {py}) and Q({qx}, {qy}). Which equation does it have?")
