"""Calculus: a definite integral of a graph made of segments and semicircles, as signed area."""
import numpy as np
from scipy.integrate import quad

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

X0, X1 = -6, 6


def _eval(pieces, x):
    """f(x) for the piecewise function (vectorised)."""
    x = np.asarray(x, float)
    y = np.full_like(x, np.nan)
    for pc in pieces:
        a, b = pc["a"], pc["b"]
        m = (x >= a) & (x <= b)
        if pc["kind"] == "line":
            y[m] = pc["ya"] + (pc["yb"] - pc["ya"]) * (x[m] - a) / (b - a)
        else:
            r, c = (b - a) / 2, (a + b) / 2
            y[m] = pc["sign"] * np.sqrt(np.clip(r * r - (x[m] - c) ** 2, 0, None))
    return y


@seed_program(
    id="signed_area_integral_from_graph", topic="algebra", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["calculus/integrals/signed_area", "calculus/integrals/area_under_curve"],
    source="DynaMath-style (calculus, definite integral read from a graph; AP-calculus style)",
    variations=["numeric_values", "function_types", "geometric_transformations"],
)
class SignedAreaIntegralFromGraph(SeedProgram):
    levels = Levels(
        standard=dict(y_start=IntRange(-3, 3), semicircle_p=0.45, radius=OneOf((1, 2)), width=IntRange(1, 3),
                      rise=IntRange(-3, 3), y_cap=3, to_axis_p=0.3, min_pieces=4, min_span=5,
                      asked=OneOf(("integral", "average"))),
        hard=dict(y_start=IntRange(-3, 3), semicircle_p=0.6, radius=OneOf((1, 2)), width=IntRange(1, 2),
                  rise=IntRange(-3, 3), y_cap=3, to_axis_p=0.3, min_pieces=6, min_span=8,
                  asked=OneOf(("integral", "average"), p=(0.4, 0.6))),
        hard_means="more and narrower pieces, more semicircles and a longer interval (at least 8 wide), mostly "
                   "asking the average value: more signed areas to add, then a division",
    )

    def sample(self, rng, space):
        for _ in attempts("at least min_pieces pieces, a semicircle inside [a, b], b - a >= min_span"):
            pieces, x, y = [], X0, space.y_start.draw(rng)
            while x < X1:
                room = X1 - x
                if y == 0 and room >= 2 and rng.random() < space.semicircle_p:
                    r = int(space.radius.draw(rng)) if room >= 4 else 1
                    pieces.append({"kind": "semi", "a": x, "b": x + 2 * r, "sign": int(rng.choice([-1, 1]))})
                    x += 2 * r
                    continue
                w = min(space.width.draw(rng), room)
                y2 = int(np.clip(y + space.rise.draw(rng), -space.y_cap, space.y_cap))
                if rng.random() < space.to_axis_p and y != 0:
                    y2 = 0
                if y == 0 and y2 == 0:  # a piece lying on the x-axis would hide the axis
                    y2 = int(rng.choice([-2, -1, 1, 2]))
                pieces.append({"kind": "line", "a": x, "b": x + w, "ya": y, "yb": y2})
                x, y = x + w, y2
            if not any(pc["kind"] == "semi" for pc in pieces) or len(pieces) < space.min_pieces:
                continue
            knots = sorted({pc["a"] for pc in pieces} | {X1})
            lo = int(rng.integers(0, len(knots) - 2))
            hi = int(rng.integers(lo + 2, len(knots)))
            a, b = knots[lo], knots[hi]
            inner = [pc for pc in pieces if a <= pc["a"] and pc["b"] <= b]
            if b - a < space.min_span or not any(pc["kind"] == "semi" for pc in inner):
                continue
            if len({(pc["kind"], pc.get("ya"), pc.get("yb")) for pc in pieces if pc["kind"] == "line"}) < 2:
                continue
            break
        return {"pieces": pieces, "a": a, "b": b, "asked": str(space.asked.draw(rng)),
                "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def _exact(self, p):
        """(rational part, multiple of π) of ∫_a^b f: trapezoids plus ±πr²/2 per semicircle."""
        rat, pis = 0.0, 0.0
        for pc in p["pieces"]:
            if pc["a"] < p["a"] or pc["b"] > p["b"]:
                continue
            if pc["kind"] == "line":
                rat += (pc["ya"] + pc["yb"]) / 2 * (pc["b"] - pc["a"])
            else:
                r = (pc["b"] - pc["a"]) / 2
                pis += pc["sign"] * r * r / 2
        return rat, pis

    def question(self, g):
        a, b = g["a"], g["b"]
        what = (f"What is the value of ∫ from {a} to {b} of f(x) dx?" if g["asked"] == "integral" else
                f"What is the average value of f on the interval [{a}, {b}]?")
        return ("The graph of y = f(x) on [-6, 6] consists of line segments and semicircles whose ends are grid "
                f"points. {what} Give a decimal answer (use π ≈ 3.1416).")

    def answer(self, p):
        rat, pis = self._exact(p)
        value = rat + pis * np.pi
        return Number(float(value if p["asked"] == "integral" else value / (p["b"] - p["a"])))

    def verify(self, g):
        # Numerical quadrature of the piecewise function, piece breakpoints passed to quad.
        pts = sorted({pc["a"] for pc in g["pieces"]} | {pc["b"] for pc in g["pieces"]})
        inner = [t for t in pts if g["a"] < t < g["b"]]
        value, _ = quad(lambda t: float(_eval(g["pieces"], [t])[0]), g["a"], g["b"], points=inner or None,
                        limit=400, epsabs=1e-12, epsrel=1e-12)
        return Number(float(value if g["asked"] == "integral" else value / (g["b"] - g["a"])))

    def draw(self, g, ax, hide=()):
        draw.grid_axes(ax, (-6.5, 6.5), (-4.5, 4.5))
        colour = draw.PALETTE[g["color"]]
        xs = np.linspace(X0, X1, 2401)
        ys = _eval(g["pieces"], xs)
        ax.plot(xs, ys, color=colour, linewidth=2.4, zorder=4)

    def subquestions(self, g):
        semi = next(pc for pc in g["pieces"] if pc["kind"] == "semi" and g["a"] <= pc["a"] and pc["b"] <= g["b"])
        r = (semi["b"] - semi["a"]) // 2
        sign = "above" if semi["sign"] > 0 else "below"
        return [SubQuestion(f"A semicircle of radius {r} lies {sign} the x-axis with its diameter on the axis from "
                            f"x = {semi['a']} to x = {semi['b']}. What is ∫ from {semi['a']} to {semi['b']} of the "
                            f"semicircle's function?", Number(semi["sign"] * np.pi * r * r / 2),
                            "calculus/integrals/signed_area")]

    def description(self, g):
        parts = []
        for pc in g["pieces"]:
            if pc["kind"] == "line":
                parts.append(f"a segment from ({pc['a']}, {pc['ya']}) to ({pc['b']}, {pc['yb']})")
            else:
                side = "upper" if pc["sign"] > 0 else "lower"
                parts.append(f"the {side} half of the circle with diameter from ({pc['a']}, 0) to ({pc['b']}, 0)")
        what = (f"∫ from {g['a']} to {g['b']} of f(x) dx" if g["asked"] == "integral" else
                f"the average value of f on [{g['a']}, {g['b']}]")
        return "The function f on [-6, 6] is made of, from left to right: " + "; ".join(parts) + f". Find {what}."
