"""Calculus: one-sided limits, the limit and the value of a piecewise function at a break, from its graph."""
import sympy as sp

from dynaforge.sdk import Choice, SeedProgram, SubQuestion, Text, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

DNE = "does not exist"
UNDEF = "undefined"
ASKED = ("left", "right", "value", "limit")


@seed_program(
    id="piecewise_graph_limits", topic="algebra", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["calculus/limits/one_sided_limits", "calculus/limits/continuity"],
    source="DynaMath-style (calculus, limits read from a piecewise graph)",
    variations=["numeric_values", "function_types", "symbolic_substitution"],
)
class PiecewiseGraphLimits(SeedProgram):
    def sample(self, rng):
        while True:
            b1, b2 = int(rng.integers(-4, 0)), int(rng.integers(1, 5))
            breaks = [b1, b2]
            # values of the three line pieces at their ends: piece i runs from xs[i] to xs[i+1]
            xs = [-6, b1, b2, 6]
            ends = [[int(v) for v in rng.integers(-4, 5, size=2)] for _ in range(3)]
            kinds = [str(rng.choice(["jump", "removable", "hole", "continuous"])) for _ in range(2)]
            dots = []
            for i, kind in enumerate(kinds):
                if kind == "continuous" or kind in ("removable", "hole"):
                    ends[i + 1][0] = ends[i][1]  # left and right limits agree
                L, R = ends[i][1], ends[i + 1][0]
                if kind == "jump":
                    dots.append(int(rng.choice([L, R])))
                elif kind == "removable":
                    dots.append(int(rng.choice([v for v in range(-4, 5) if abs(v - L) >= 2])))
                elif kind == "hole":
                    dots.append(None)
                else:
                    dots.append(L)
            if kinds[0] == "jump" and ends[0][1] == ends[1][0] or kinds[1] == "jump" and ends[1][1] == ends[2][0]:
                continue
            if any(abs(e[1] - e[0]) > 6 for e in ends) or any(e[0] == 0 == e[1] for e in ends):
                continue
            if ends[1][0] == 0 or ends[1][1] == 0:  # keep break values off the x-axis
                continue
            which = int(rng.integers(0, 2))
            if kinds[which] == "continuous" and rng.random() < 0.85:
                continue  # mostly ask about a genuine break
            asked = str(rng.choice(ASKED))
            break
        return {"xs": xs, "ends": ends, "kinds": kinds, "dots": dots, "which": which, "asked": asked,
                "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def _parts(self, p):
        i = p["which"]
        return p["ends"][i][1], p["ends"][i + 1][0], p["dots"][i], p["xs"][i + 1]

    def question(self, p):
        c = self._parts(p)[3]
        what = {"left": f"the left-hand limit of f(x) as x → {c}⁻",
                "right": f"the right-hand limit of f(x) as x → {c}⁺",
                "value": f"f({c})", "limit": f"lim as x → {c} of f(x)"}[p["asked"]]
        return (f"The graph of the piecewise function y = f(x) is made of line segments; a filled dot marks a point "
                f"of the graph and an open dot a point that is not on it. What is {what}?")

    def _correct(self, L, R, V, asked):
        if asked == "left":
            return str(L)
        if asked == "right":
            return str(R)
        if asked == "value":
            return UNDEF if V is None else str(V)
        return str(L) if L == R else DNE

    def answer(self, p):
        L, R, V, c = self._parts(p)
        right = self._correct(L, R, V, p["asked"])
        pool = [str(L), str(R), UNDEF if V is None else str(V), DNE if L != R else UNDEF, str(L + R)]
        pool += [str(v) for v in (L + 1, R - 1, L - 1, R + 1, c)]
        out = []
        for o in pool:
            if o != right and o not in out:
                out.append(o)
        return Choice(right, out[:3])

    def verify(self, p):
        # sympy one-sided limits of the piece formulas, and the plotted dots for the value.
        x = sp.Symbol("x")
        i = p["which"]
        xs, ends = p["xs"], p["ends"]
        lines = [ends[k][0] + sp.Rational(ends[k][1] - ends[k][0], xs[k + 1] - xs[k]) * (x - xs[k]) for k in range(3)]
        c = xs[i + 1]
        L = int(sp.limit(lines[i], x, c, dir="-"))  # the piece left of c
        R = int(sp.limit(lines[i + 1], x, c, dir="+"))  # the piece right of c
        V = p["dots"][i]
        return Choice(self._correct(L, R, V, p["asked"]), [])

    def draw(self, p, ax, hide=()):
        draw.grid_axes(ax, (-6.5, 6.5), (-5.5, 5.5))
        colour = draw.PALETTE[p["color"]]
        xs, ends = p["xs"], p["ends"]
        for k in range(3):
            ax.plot([xs[k], xs[k + 1]], ends[k], color=colour, linewidth=2.4, zorder=4)
        for i in range(2):
            c, L, R, V = xs[i + 1], ends[i][1], ends[i + 1][0], p["dots"][i]
            for y in {L, R}:
                co.endpoint_dot(ax, (c, y), filled=(V == y), color=colour)
            if V is not None and V not in (L, R):
                co.endpoint_dot(ax, (c, V), filled=True, color=colour)

    def subquestions(self, p):
        L, R, V, c = self._parts(p)
        return [SubQuestion(f"For a function f, the left-hand limit at x = {c} is {L} and the right-hand limit is {R}. "
                            f"Does lim as x → {c} of f(x) exist? Answer yes or no.", Text("yes" if L == R else "no"),
                            "calculus/limits/one_sided_limits")]

    def description(self, p):
        xs, ends = p["xs"], p["ends"]
        parts = []
        for k in range(3):
            lo = "[" if k == 0 else "("
            hi = "]" if k == 2 else ")"
            parts.append(f"on {lo}{xs[k]}, {xs[k + 1]}{hi} f is linear from ({xs[k]}, {ends[k][0]}) to "
                         f"({xs[k + 1]}, {ends[k][1]})")
        for i in range(2):
            V = p["dots"][i]
            parts.append(f"f({xs[i + 1]}) = {V}" if V is not None else f"f({xs[i + 1]}) is undefined")
        c = xs[p["which"] + 1]
        what = {"left": f"the left-hand limit as x → {c}⁻", "right": f"the right-hand limit as x → {c}⁺",
                "value": f"f({c})", "limit": f"lim as x → {c} of f(x)"}[p["asked"]]
        return "A piecewise function: " + "; ".join(parts) + f". Find {what}."
