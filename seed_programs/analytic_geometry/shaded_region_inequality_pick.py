"""Analytic geometry: which inequality describes the shaded region bounded by a line or a parabola."""
from fractions import Fraction

import numpy as np
from matplotlib.figure import Figure
from matplotlib.path import Path

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw

LIM = 6.5
RELS = {(True, False): "≥", (True, True): ">", (False, False): "≤", (False, True): "<"}   # (above, strict)
SLOPES = [Fraction(1, 2), Fraction(1), Fraction(2), Fraction(3), Fraction(1, 3), Fraction(2, 3), Fraction(3, 2)]


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
    def sample(self, rng):
        kind = str(rng.choice(["line", "line", "parabola"]))
        while True:
            if kind == "line":
                a = SLOPES[int(rng.integers(len(SLOPES)))] * int(rng.choice([-1, 1]))
                b = int(rng.integers(-4, 5))
                if (a * 6).denominator != 1 and (a * 3).denominator != 1:
                    continue
                spec = ["line", str(a), b, 0]
                wrong = ["line", str(-a), b, 0] if rng.random() < 0.5 else ["line", str(a), -b if b else 2, 0]
                if wrong == spec:
                    continue
            else:
                a = Fraction(int(rng.choice([1, 2]))) * int(rng.choice([-1, 1])) / int(rng.choice([1, 2]))
                h = int(rng.integers(-3, 4))
                k = int(rng.integers(-4, 5))
                if h == 0 or a * 2 < -3:
                    continue
                spec = ["parabola", str(a), h, k]
                wrong = ["parabola", str(a), -h, k] if rng.random() < 0.5 else ["parabola", str(-a), h, k]
            break
        return {"spec": spec, "wrong": wrong, "above": bool(rng.integers(0, 2)), "strict": bool(rng.integers(0, 2)),
                "color": str(rng.choice(["blue", "orange", "green", "purple"]))}

    def question(self, p):
        return ("The shaded region (together with its boundary if the boundary is drawn solid, without it if "
                "dashed) is the solution set of one inequality. Which one?")

    def answer(self, p):
        s, a, t = p["spec"], p["above"], p["strict"]
        return Choice(_text(s, a, t), [_text(s, not a, t), _text(s, a, not t), _text(p["wrong"], a, t)])

    def verify(self, p):
        # read the figure: which side is filled (test points against the fill path) and the boundary's style
        ax = Figure(figsize=(5.12, 5.12)).add_subplot(1, 1, 1)
        self.draw(p, ax)
        fill = [c for c in ax.collections if c.get_gid() == "region"][0]
        path = Path.make_compound_path(*fill.get_paths())
        boundary = [ln for ln in ax.get_lines() if ln.get_gid() == "boundary"][0]
        strict = boundary.get_linestyle() in ("--", "dashed")
        xs, ys = np.meshgrid(np.linspace(-6, 6, 25), np.linspace(-6, 6, 25))
        pts = np.column_stack([xs.ravel(), ys.ravel()])
        inside = path.contains_points(pts)
        cands = [(s, ab, st) for s in (p["spec"], p["wrong"]) for ab in (True, False) for st in (True, False)]
        for s, ab, st in cands:
            if st != strict:
                continue
            g = _value(s, pts[:, 0])
            far = np.abs(pts[:, 1] - g) > 0.3
            pred = pts[:, 1] > g if ab else pts[:, 1] < g
            if np.all(pred[far] == inside[far]):
                return _text(s, ab, st)
        return None

    def draw(self, p, ax, hide=()):
        lim = (-LIM, LIM)
        draw.grid_axes(ax, lim, lim)
        x = np.linspace(-LIM, LIM, 1201)
        y = _value(p["spec"], x)
        col = draw.PALETTE[p["color"]]
        yc = np.clip(y, -LIM - 1, LIM + 1)
        if p["above"]:
            fill = ax.fill_between(x, yc, LIM + 1, color=col, alpha=0.28, linewidth=0, zorder=1)
        else:
            fill = ax.fill_between(x, -LIM - 1, yc, color=col, alpha=0.28, linewidth=0, zorder=1)
        fill.set_gid("region")
        ln, = ax.plot(x, np.where(np.abs(y) > LIM + 1, np.nan, y), "--" if p["strict"] else "-", color=col,
                      linewidth=2.4, zorder=4)
        ln.set_gid("boundary")
        ax.set_xlim(*lim)
        ax.set_ylim(*lim)

    def subquestions(self, p):
        s = p["spec"]
        if s[0] == "line":
            return [SubQuestion("What is the slope of the boundary line?", Number(float(Fraction(s[1]))),
                                "analytic_geometry/lines/slope")]
        return [SubQuestion("What is the y-coordinate of the vertex of the boundary parabola?", Number(s[3]),
                            "algebra/quadratics/vertex_form")]

    def description(self, p):
        s = p["spec"]
        what = "line" if s[0] == "line" else "parabola"
        side = "above" if p["above"] else "below"
        inc = "excluded (dashed)" if p["strict"] else "included (solid)"
        return (f"A region of the plane lies {side} the {what} y = {_expr(s)}, with the boundary {inc}. "
                f"Which inequality describes the region?")
