"""Analytic geometry: which inequality describes the shaded region bounded by a line or a parabola."""
from fractions import Fraction

import numpy as np
from matplotlib.figure import Figure
from matplotlib.path import Path

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

LIM = 6.5
RELS = {(True, False): "≥", (True, True): ">", (False, False): "≤", (False, True): "<"}   # (above, strict)
SLOPES = (Fraction(1, 2), Fraction(1), Fraction(2), Fraction(3), Fraction(1, 3), Fraction(2, 3), Fraction(3, 2))
HARD_SLOPES = (Fraction(1, 6), Fraction(5, 6), Fraction(4, 3), Fraction(5, 3), Fraction(5, 2), Fraction(7, 6),
               Fraction(7, 3), Fraction(4))


def _frac(q):
    """A coefficient as written before a variable: 2, -3, (1/2), -(2/3)."""
    q = Fraction(q)
    sign = "-" if q < 0 else ""
    q = abs(q)
    return sign + (str(q.numerator) if q.denominator == 1 else f"({q.numerator}/{q.denominator})")


def _expr(spec):
    kind, a, b, c = spec
    a = Fraction(a)
    if kind == "line":                       # a x + b
        lead = "x" if a == 1 else "-x" if a == -1 else f"{_frac(a)}x"
        return lead + (f" + {b}" if b > 0 else f" - {-b}" if b < 0 else "")
    inner = "x²" if b == 0 else f"(x - {b})²" if b > 0 else f"(x + {-b})²"   # a (x - b)² + c
    lead = inner if a == 1 else "-" + inner if a == -1 else f"{_frac(a)}{inner}"
    return lead + (f" + {c}" if c > 0 else f" - {-c}" if c < 0 else "")


def _value(spec, x):
    kind, a, b, c = spec
    a = float(Fraction(a))
    return a * x + b if kind == "line" else a * (x - b) ** 2 + c


def _text(spec, above, strict):
    return f"y {RELS[(above, strict)]} {_expr(spec)}"


@seed_program(
    id="shaded_region_inequality_pick", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["analytic_geometry/inequalities/half_plane_region", "analytic_geometry/lines/slope",
              "algebra/quadratics/vertex_form"],
    source="DynaMath-style (analytic geometry, graphing inequalities)",
    variations=["numeric_values", "function_types", "colors_labels"],
)
class ShadedRegionInequalityPick(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("line", "line", "parabola")), slopes=SLOPES, intercept=IntRange(-4, 4),
                      vertex_x=IntRange(-3, 3), vertex_y=IntRange(-4, 4)),
        hard=dict(kind=OneOf(("line", "line", "parabola")), slopes=HARD_SLOPES, intercept=IntRange(-5, 5),
                  vertex_x=IntRange(-4, 4), vertex_y=IntRange(-5, 5)),
        hard_means="boundary lines with awkward slopes (1/6, 5/6, 7/3, ...) that are hard to read off the grid, "
                   "and parabolas with vertices farther from the origin",
    )

    def sample(self, rng, space):
        kind = str(space.kind.draw(rng))
        slopes = space.slopes
        for _ in attempts("a boundary with a slope in sixths and a distractor boundary that differs"):
            if kind == "line":
                a = slopes[int(rng.integers(len(slopes)))] * int(rng.choice([-1, 1]))
                b = space.intercept.draw(rng)
                if (a * 6).denominator != 1 and (a * 3).denominator != 1:
                    continue
                spec = ["line", str(a), b, 0]
                wrong = ["line", str(-a), b, 0] if rng.random() < 0.5 else ["line", str(a), -b if b else 2, 0]
                if wrong == spec:
                    continue
            else:
                a = Fraction(int(rng.choice([1, 2]))) * int(rng.choice([-1, 1])) / int(rng.choice([1, 2]))
                h = space.vertex_x.draw(rng)
                k = space.vertex_y.draw(rng)
                if h == 0 or a * 2 < -3:
                    continue
                spec = ["parabola", str(a), h, k]
                wrong = ["parabola", str(a), -h, k] if rng.random() < 0.5 else ["parabola", str(-a), h, k]
            break
        givens = {"spec": spec, "above": bool(rng.integers(0, 2)), "strict": bool(rng.integers(0, 2)),
                  "color": str(rng.choice(["blue", "orange", "green", "purple"]))}
        return givens, {"wrong": wrong}        # the distractor boundary of one option

    def question(self, g):
        return ("The shaded region (together with its boundary if the boundary is drawn solid, without it if "
                "dashed) is the solution set of one inequality. Which one?")

    def answer(self, p):
        s, a, t = p["spec"], p["above"], p["strict"]
        return Choice(_text(s, a, t), [_text(s, not a, t), _text(s, a, not t), _text(p["wrong"], a, t)])

    def verify(self, g):
        # read the figure: which side is filled (test points against the fill path) and the boundary's style;
        # the figure is drawn from the stated boundary, side and style only (its colour is irrelevant)
        ax = Figure(figsize=(5.12, 5.12)).add_subplot(1, 1, 1)
        self.draw({"spec": g["spec"], "above": g["above"], "strict": g["strict"], "color": "blue"}, ax)
        fill = [c for c in ax.collections if c.get_gid() == "region"][0]
        path = Path.make_compound_path(*fill.get_paths())
        boundary = [ln for ln in ax.get_lines() if ln.get_gid() == "boundary"][0]
        strict = boundary.get_linestyle() in ("--", "dashed")
        xs, ys = np.meshgrid(np.linspace(-6, 6, 25), np.linspace(-6, 6, 25))
        pts = np.column_stack([xs.ravel(), ys.ravel()])
        inside = path.contains_points(pts)
        cands = [(g["spec"], ab, st) for ab in (True, False) for st in (True, False)]
        for s, ab, st in cands:
            if st != strict:
                continue
            yb = _value(s, pts[:, 0])
            far = np.abs(pts[:, 1] - yb) > 0.3
            pred = pts[:, 1] > yb if ab else pts[:, 1] < yb
            if np.all(pred[far] == inside[far]):
                return _text(s, ab, st)
        return None

    def draw(self, g, ax, hide=()):
        lim = (-LIM, LIM)
        draw.grid_axes(ax, lim, lim)
        x = np.linspace(-LIM, LIM, 1201)
        y = _value(g["spec"], x)
        col = draw.PALETTE[g["color"]]
        yc = np.clip(y, -LIM - 1, LIM + 1)
        if g["above"]:
            fill = ax.fill_between(x, yc, LIM + 1, color=col, alpha=0.28, linewidth=0, zorder=1)
        else:
            fill = ax.fill_between(x, -LIM - 1, yc, color=col, alpha=0.28, linewidth=0, zorder=1)
        fill.set_gid("region")
        ln, = ax.plot(x, np.where(np.abs(y) > LIM + 1, np.nan, y), "--" if g["strict"] else "-", color=col,
                      linewidth=2.4, zorder=4)
        ln.set_gid("boundary")
        ax.set_xlim(*lim)
        ax.set_ylim(*lim)

    def subquestions(self, g):
        s = g["spec"]
        if s[0] == "line":
            return [SubQuestion("What is the slope of the boundary line?", Number(float(Fraction(s[1]))),
                                "analytic_geometry/lines/slope")]
        return [SubQuestion("What is the y-coordinate of the vertex of the boundary parabola?", Number(s[3]),
                            "algebra/quadratics/vertex_form")]

    def description(self, g):
        s = g["spec"]
        what = "line" if s[0] == "line" else "parabola"
        side = "above" if g["above"] else "below"
        inc = "excluded (dashed)" if g["strict"] else "included (solid)"
        return (f"A region of the plane lies {side} the {what} y = {_expr(s)}, with the boundary {inc}. "
                f"Which inequality describes the region?")
