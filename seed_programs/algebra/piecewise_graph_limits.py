"""Calculus: one-sided limits, the limit and the value of a piecewise function at a break, from its graph."""
import sympy as sp

from dynaforge.sdk import Choice, IntRange, Levels, OneOf, SeedProgram, SubQuestion, Text, attempts, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

DNE = "does not exist"
UNDEF = "undefined"
ASKED = ("left", "right", "value", "limit")
YMAX = 8  # the grid shows y from -8.5 to 8.5


@seed_program(
    id="piecewise_graph_limits", topic="algebra", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["calculus/limits/one_sided_limits", "calculus/limits/continuity"],
    source="DynaMath-style (calculus, limits read from a piecewise graph)",
    variations=["numeric_values", "function_types", "symbolic_substitution"],
)
class PiecewiseGraphLimits(SeedProgram):
    levels = Levels(
        standard=dict(left_break=IntRange(-4, -1), right_break=IntRange(1, 4), y=IntRange(-YMAX, YMAX),
                      kind=OneOf(("jump", "removable", "hole", "continuous")), max_rise=8, removable_gap=2,
                      ask_continuous_p=0.15, asked=OneOf(ASKED)),
        hard=dict(left_break=IntRange(-4, -1), right_break=IntRange(1, 4), y=IntRange(-YMAX, YMAX),
                  kind=OneOf(("jump", "removable", "hole", "continuous"), p=(0.4, 0.3, 0.2, 0.1)), max_rise=10,
                  removable_gap=1, ask_continuous_p=0.0, asked=OneOf(ASKED, p=(0.2, 0.2, 0.3, 0.3))),
        hard_means="always a genuine break, mostly jumps and removable points whose dot sits only one unit "
                   "from the limit, and mostly the value or the two-sided limit asked (the subtle cases)",
    )

    def sample(self, rng, space):
        ys = space.y.values
        for _ in attempts("a piecewise graph with real jumps, break values off the x-axis, the asked break mostly a genuine one"):
            b1, b2 = space.left_break.draw(rng), space.right_break.draw(rng)
            # values of the three line pieces at their ends: piece i runs from xs[i] to xs[i+1]
            xs = [-6, b1, b2, 6]
            ends = [[int(v) for v in space.y.draw(rng, size=2)] for _ in range(3)]
            kinds = [str(space.kind.draw(rng)) for _ in range(2)]
            dots = []
            for i, kind in enumerate(kinds):
                if kind == "continuous" or kind in ("removable", "hole"):
                    ends[i + 1][0] = ends[i][1]  # left and right limits agree
                L, R = ends[i][1], ends[i + 1][0]
                if kind == "jump":
                    dots.append(int(rng.choice([L, R])))
                elif kind == "removable":
                    dots.append(int(rng.choice([v for v in ys if abs(v - L) >= space.removable_gap])))
                elif kind == "hole":
                    dots.append(None)
                else:
                    dots.append(L)
            if kinds[0] == "jump" and ends[0][1] == ends[1][0] or kinds[1] == "jump" and ends[1][1] == ends[2][0]:
                continue
            if any(abs(e[1] - e[0]) > space.max_rise for e in ends) or any(e[0] == 0 == e[1] for e in ends):
                continue
            if ends[1][0] == 0 or ends[1][1] == 0:  # keep break values off the x-axis
                continue
            which = int(rng.integers(0, 2))
            if kinds[which] == "continuous" and rng.random() >= space.ask_continuous_p:
                continue  # mostly ask about a genuine break
            asked = str(space.asked.draw(rng))
            break
        return {"xs": xs, "ends": ends, "kinds": kinds, "dots": dots, "which": which, "asked": asked,
                "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def _parts(self, p):
        i = p["which"]
        return p["ends"][i][1], p["ends"][i + 1][0], p["dots"][i], p["xs"][i + 1]

    def question(self, g):
        c = self._parts(g)[3]
        what = {"left": f"the left-hand limit of f(x) as x → {c}⁻",
                "right": f"the right-hand limit of f(x) as x → {c}⁺",
                "value": f"f({c})", "limit": f"lim as x → {c} of f(x)"}[g["asked"]]
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

    def verify(self, g):
        # sympy one-sided limits of the piece formulas at the break; the two-sided limit exists exactly
        # when they agree; the value is the filled dot plotted at the break (none: undefined).
        x = sp.Symbol("x")
        i = g["which"]
        xs, ends = g["xs"], g["ends"]
        lines = [ends[k][0] + sp.Rational(ends[k][1] - ends[k][0], xs[k + 1] - xs[k]) * (x - xs[k]) for k in range(3)]
        c = xs[i + 1]
        left = sp.limit(lines[i], x, c, dir="-")        # the piece left of c
        right = sp.limit(lines[i + 1], x, c, dir="+")   # the piece right of c
        V = g["dots"][i]
        return {"left": str(int(left)), "right": str(int(right)),
                "value": "undefined" if V is None else str(V),
                "limit": str(int(left)) if sp.simplify(left - right) == 0 else "does not exist"}[g["asked"]]

    def draw(self, g, ax, hide=()):
        draw.grid_axes(ax, (-6.5, 6.5), (-YMAX - 0.5, YMAX + 0.5), equal=False)
        colour = draw.PALETTE[g["color"]]
        xs, ends = g["xs"], g["ends"]
        for k in range(3):
            ax.plot([xs[k], xs[k + 1]], ends[k], color=colour, linewidth=2.4, zorder=4)
        for i in range(2):
            c, L, R, V = xs[i + 1], ends[i][1], ends[i + 1][0], g["dots"][i]
            for y in {L, R}:
                co.endpoint_dot(ax, (c, y), filled=(V == y), color=colour)
            if V is not None and V not in (L, R):
                co.endpoint_dot(ax, (c, V), filled=True, color=colour)

    def subquestions(self, g):
        L, R, V, c = self._parts(g)
        return [SubQuestion(f"For a function f, the left-hand limit at x = {c} is {L} and the right-hand limit is {R}. "
                            f"Does lim as x → {c} of f(x) exist? Answer yes or no.", Text("yes" if L == R else "no"),
                            "calculus/limits/one_sided_limits")]

    def description(self, g):
        xs, ends = g["xs"], g["ends"]
        parts = []
        for k in range(3):
            lo = "[" if k == 0 else "("
            hi = "]" if k == 2 else ")"
            parts.append(f"on {lo}{xs[k]}, {xs[k + 1]}{hi} f is linear from ({xs[k]}, {ends[k][0]}) to "
                         f"({xs[k + 1]}, {ends[k][1]})")
        for i in range(2):
            V = g["dots"][i]
            parts.append(f"f({xs[i + 1]}) = {V}" if V is not None else f"f({xs[i + 1]}) is undefined")
        c = xs[g["which"] + 1]
        what = {"left": f"the left-hand limit as x → {c}⁻", "right": f"the right-hand limit as x → {c}⁺",
                "value": f"f({c})", "limit": f"lim as x → {c} of f(x)"}[g["asked"]]
        return "A piecewise function: " + "; ".join(parts) + f". Find {what}."
