"""Algebra: the solution set of f(x) > g(x) (or ≥, <, ≤) read from the drawn graphs of a polynomial f and a line g."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

STRICT = {">": True, "<": True, "≥": False, "≤": False}


def _interval_text(parts, closed):
    """Display text of a union of intervals given as (lo, hi) pairs (None for ±∞)."""
    out = []
    for lo, hi in parts:
        left = "(-∞" if lo is None else ("[" if closed else "(") + str(lo)
        right = "∞)" if hi is None else str(hi) + ("]" if closed else ")")
        out.append(f"{left}, {right}")
    return " ∪ ".join(out)


@seed_program(
    id="graph_inequality_solution_pick", topic="algebra", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["algebra/inequalities/graphical_solution", "algebra/functions/reading_graphs"],
    source="DynaMath-style (algebra, an inequality f(x) > g(x) solved from two drawn graphs)",
    variations=["numeric_values", "function_types", "symbolic_substitution"],
)
class GraphInequalitySolutionPick(SeedProgram):
    levels = Levels(
        standard=dict(degree=OneOf((2,)), root=IntRange(-4, 4), slope=IntRange(-2, 2), intercept=IntRange(-2, 2),
                      rel=OneOf((">", "<", "≥", "≤"))),
        hard=dict(degree=OneOf((3,)), root=IntRange(-5, 5), slope=IntRange(-2, 2), intercept=IntRange(-2, 2),
                  rel=OneOf((">", "<", "≥", "≤"))),
        hard_means="a cubic against the line, crossing it three times, so the solution set is a union of two "
                   "intervals and the wrong options differ in one piece or only in the brackets",
    )

    def sample(self, rng, space):
        deg = int(space.degree.draw(rng))
        for _ in attempts("distinct crossings at least 2 apart and the curve's turning points inside the window"):
            roots = sorted(int(v) for v in space.root.draw(rng, size=deg))
            if min(np.diff(roots)) < 2:
                continue
            lead = int(rng.choice([1, -1]))
            m, b = int(space.slope.draw(rng)), int(space.intercept.draw(rng))
            diff = lead * np.poly(roots)  # f - g
            f = np.polyadd(diff, [m, b])
            ext = [r.real for r in np.roots(np.polyder(f)) if abs(r.imag) < 1e-9]
            ys = [np.polyval(f, x) for x in ext] + [m * r + b for r in roots]
            if any(abs(y) > 9 for y in ys):
                continue
            break
        return ({"f": [int(round(c)) for c in f], "g": [m, b], "rel": str(space.rel.draw(rng))},
                {"roots": roots, "lead": lead})

    def question(self, g):
        return (f"The graphs of a polynomial y = f(x) (blue) and a line y = g(x) (red) are drawn; their crossing points "
                f"are marked at grid points. For which x is f(x) {g['rel']} g(x)?")

    def answer(self, p):
        roots, lead, rel = p["roots"], p["lead"], p["rel"]
        above = []  # intervals where f - g > 0: the sign alternates, positive at the right end when lead > 0
        edges = [None] + roots + [None]
        for i in range(len(edges) - 1):
            sign = lead * (-1) ** (len(roots) - 1 - i + 1)
            if sign > 0:
                above.append((edges[i], edges[i + 1]))
        below = [(edges[i], edges[i + 1]) for i in range(len(edges) - 1) if (edges[i], edges[i + 1]) not in above]
        want, other = (above, below) if rel in (">", "≥") else (below, above)
        closed = not STRICT[rel]
        right = _interval_text(want, closed)
        wrong = [_interval_text(want, not closed), _interval_text(other, closed), _interval_text(other, not closed)]
        return Choice(right, wrong)

    def verify(self, g):
        # Roots of f - g numerically, then the sign of f - g tested at a point of each gap.
        diff = np.polysub(np.array(g["f"], float), np.array(g["g"], float))
        found = np.roots(diff)
        assert all(abs(r.imag) < 1e-9 and abs(r.real - round(r.real)) < 1e-6 for r in found), found
        roots = sorted(int(round(r.real)) for r in found)
        tests = [roots[0] - 1] + [(a + b) / 2 for a, b in zip(roots, roots[1:])] + [roots[-1] + 1]
        edges = [None] + roots + [None]
        want = []
        for i, x in enumerate(tests):
            v = np.polyval(diff, x)
            if (v > 0) == (g["rel"] in (">", "≥")):
                want.append((edges[i], edges[i + 1]))
        return _interval_text(want, not STRICT[g["rel"]])

    def draw(self, g, ax, hide=()):
        diff = np.polysub(np.array(g["f"], float), np.array(g["g"], float))
        roots = sorted(r.real for r in np.roots(diff))
        xlim = (min(roots[0], 0) - 2.5, max(roots[-1], 0) + 2.5)
        cross = [g["g"][0] * r + g["g"][1] for r in roots]
        ext = [r.real for r in np.roots(np.polyder(g["f"])) if abs(r.imag) < 1e-9]
        ys = cross + [np.polyval(g["f"], x) for x in ext] + [0]
        ylim = (max(min(ys) - 2.5, -11.5), min(max(ys) + 2.5, 11.5))
        draw.grid_axes(ax, xlim, ylim, equal=False, fontsize=10 if ylim[1] - ylim[0] > 16 else 11)
        draw.plot_graph(ax, lambda x: np.polyval(g["f"], x), xlim, ylim, color=draw.PALETTE["blue"], linewidth=2.4,
                        label="y = f(x)")
        draw.plot_graph(ax, lambda x: g["g"][0] * x + g["g"][1], xlim, ylim, color=draw.PALETTE["red"], linewidth=2.4,
                        label="y = g(x)")
        ax.set_ylim(*ylim)
        ax.plot(roots, cross, "o", color=draw.INK, markersize=7, zorder=7)
        ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.01), ncol=2, fontsize=13, frameon=False, handlelength=1.6,
                  borderaxespad=0.0)

    def subquestions(self, g):
        diff = np.polysub(np.array(g["f"], float), np.array(g["g"], float))
        return [SubQuestion("At how many points do the graphs of f and g cross?", Number(len(np.roots(diff))),
                            "algebra/functions/reading_graphs")]

    def description(self, g):
        diff = np.polysub(np.array(g["f"], float), np.array(g["g"], float))
        roots = sorted(int(round(r.real)) for r in np.roots(diff))
        pts = ", ".join(f"({r}, {g['g'][0] * r + g['g'][1]})" for r in roots)
        shape = {2: "parabola opening " + ("up" if g["f"][0] > 0 else "down"),
                 3: "cubic rising to the right" if g["f"][0] > 0 else "cubic falling to the right"}[len(g["f"]) - 1]
        return (f"The graph of the polynomial f is a {shape}; the line g(x) = {co.poly_text(g['g'])} meets it "
                f"only at {pts}, where the graphs cross. For which x is f(x) {g['rel']} g(x)?")
