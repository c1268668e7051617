"""Puzzle: a growing pattern of squares; give the number of squares in figure n as a formula."""
import sympy

from dynaforge.sdk import Expression, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw

FAMILIES = ("rectangle", "staircase", "arms", "frame")
ARM_DIRS = [(1, 0), (0, 1), (-1, 0), (0, -1)]


def _cells(p, n):
    """The unit cells (x, y) of figure n, built square by square."""
    c = p["c"]
    n = n + p.get("s", 0)  # Figure 1 may start at a later stage of the basic pattern
    fam = p["family"]
    if fam == "rectangle":  # n rows of n + c squares
        return [(x, y) for y in range(n) for x in range(n + c)]
    if fam == "staircase":  # row i (from the bottom) has n - i + c squares
        return [(x, y) for y in range(n) for x in range(n - y + c)]
    if fam == "arms":  # a centre square with c arms of n squares each
        out = [(0, 0)]
        for dx, dy in ARM_DIRS[:c]:
            out += [(dx * k, dy * k) for k in range(1, n + 1)]
        return out
    side = n + c  # a hollow square frame
    return [(x, y) for y in range(side) for x in range(side) if x in (0, side - 1) or y in (0, side - 1)]


@seed_program(
    id="puzzle_pattern_formula", topic="puzzle_test", level="high_school", difficulty="medium",
    question_type="free_form", concepts=["puzzles/patterns/growing_pattern"],
    source="DynaMath-style (puzzle test, growing pattern)",
    variations=["function_types", "numeric_values", "colors_labels"],
)
class PuzzlePatternFormula(SeedProgram):
    levels = Levels(
        standard=dict(family=OneOf(FAMILIES),
                      c={"rectangle": IntRange(0, 3), "staircase": IntRange(0, 3), "arms": IntRange(2, 4),
                         "frame": IntRange(1, 3)}, s=IntRange(0, 1), rect_max=3,
                      colour=OneOf(("blue", "green", "orange", "purple", "pink"))),
        hard=dict(family=OneOf(("rectangle", "staircase", "staircase", "arms", "frame")),
                  c={"rectangle": IntRange(1, 4), "staircase": IntRange(1, 4), "arms": IntRange(3, 4),
                     "frame": IntRange(2, 4)}, s=IntRange(1, 2), rect_max=5,
                  colour=OneOf(("blue", "green", "orange", "purple", "pink"))),
        hard_means="Figure 1 is a later stage of the basic pattern (shift 1-2) with more squares added per stage, "
                   "and more staircases (a quadratic with a half coefficient)",
    )

    def sample(self, rng, space):
        fam = space.family.draw(rng)
        c = {name: space.c[name].draw(rng) for name in ("rectangle", "staircase", "arms", "frame")}[fam]
        # a shift s makes Figure 1 the basic pattern's stage 1 + s (frames already have c for that)
        s = 0 if fam == "frame" else space.s.draw(rng)
        if fam == "rectangle" and c + s > space.rect_max:
            c = space.rect_max - s
        return {"family": fam, "c": c, "s": s, "colour": space.colour.draw(rng)}

    def question(self, g):
        return ("The figures show the first three stages of a growing pattern of small squares, and "
                "the pattern continues in the same way. Write the number of small squares in "
                "Figure n as an expression in n.")

    def answer(self, p):
        c, fam = p["c"], p["family"]
        formula = {"rectangle": f"n**2 + {c}*n", "staircase": f"n*(n + 1)/2 + {c}*n",
                   "arms": f"{c}*n + 1", "frame": f"4*(n + {c}) - 4"}[fam]
        n = sympy.Symbol("n")
        formula = sympy.sympify(formula).subs(n, n + p.get("s", 0))
        # factored, with ^ for powers: the grader strips markdown '**' from responses
        return Expression(str(sympy.factor(formula)).replace("**", "^"))

    def verify(self, g):
        # Count the squares of the three figures shown. Every pattern of the family (each kind of
        # figure, each c and shift the puzzle draws from, either level) grows as a polynomial of
        # degree at most 2 in n, so three counts determine it: check that every member of the family
        # that reproduces the three counts continues the same way (figures 4-8), then interpolate.
        n = sympy.Symbol("n")
        shown = [len(set(_cells(g, k))) for k in (1, 2, 3)]
        rivals = set()
        for fam in FAMILIES:
            for c in range(0, 6):
                for s in range(0, 3):
                    q = {"family": fam, "c": c, "s": 0 if fam == "frame" else s}
                    if [len(set(_cells(q, k))) for k in (1, 2, 3)] == shown:
                        rivals.add(tuple(len(set(_cells(q, k))) for k in range(4, 9)))
        if len(rivals) != 1:
            return Expression("ambiguous")
        counts = list(zip(range(1, 4), shown)) + list(zip(range(4, 9), rivals.pop()))
        return Expression(str(sympy.expand(sympy.interpolate(counts, n))))

    def draw(self, g, ax, hide=()):
        from matplotlib.patches import Rectangle

        colour = draw.PALETTE[g["colour"]]
        x0, top = 0.0, 0.0
        placed = []
        for k in (1, 2, 3):
            cells = _cells(g, k)
            xs, ys = [x for x, _ in cells], [y for _, y in cells]
            w = max(xs) - min(xs) + 1
            placed.append((k, cells, x0 - min(xs), -min(ys), w))
            top = max(top, max(ys) - min(ys) + 1)
            x0 += w + 1.6
        for k, cells, dx, dy, w in placed:
            for x, y in cells:
                ax.add_patch(Rectangle((x + dx, y + dy), 1, 1, facecolor=colour, edgecolor=draw.INK,
                                       linewidth=1.5, alpha=0.85))
            ax.text(dx + min(x for x, _ in cells) + w / 2, -0.8, f"Figure {k}", ha="center", va="top",
                    fontsize=14, color=draw.INK)
        width = x0 - 1.6
        span = max(width, top + 2.5)
        ax.set_xlim(-0.5, -0.5 + span + 1)
        mid = (top - 2.0) / 2
        ax.set_ylim(mid - (span + 1) / 2, mid + (span + 1) / 2)
        ax.set_aspect("equal")
        ax.axis("off")
        ax.set_position([0.02, 0.02, 0.96, 0.96])

    def subquestions(self, g):
        n = sympy.Symbol("n")
        f = sympy.sympify(self.answer(g).value)
        return [
            SubQuestion("The figures show the first three stages of a growing pattern of small squares. "
                        "How many squares does Figure 3 have more than Figure 2?",
                        Number(int(f.subs(n, 3) - f.subs(n, 2))), "puzzles/patterns/growing_pattern"),
            SubQuestion("The figures show the first three stages of a growing pattern of small squares. "
                        "If the pattern continues, how many small squares will Figure 4 have?",
                        Number(int(f.subs(n, 4))), "puzzles/patterns/growing_pattern"),
        ]

    def description(self, g):
        c, fam, s = g["c"], g["family"], g.get("s", 0)

        def k_plus(extra):
            return f"k + {extra}" if extra else "k"

        if fam == "rectangle":
            shape = (f"Figure k is a rectangle of {k_plus(s)} rows with {k_plus(s + c)} squares in each row"
                     if c else f"Figure k is a ({k_plus(s)})-by-({k_plus(s)}) square of small squares"
                     if s else "Figure k is a k-by-k square of small squares")
        elif fam == "staircase":
            shape = (f"Figure k is a staircase: its bottom row has {k_plus(s + c)} squares and each row "
                     f"above has one square fewer, for {k_plus(s)} rows in all")
        elif fam == "arms":
            shape = (f"Figure k is a centre square with {c} arms of {k_plus(s)} squares each sticking out "
                     f"of it in different directions")
        else:
            shape = f"Figure k is a hollow square frame with {k_plus(c)} squares along each side"
        return f"Three figures made of small squares are drawn, Figures 1, 2 and 3: {shape}."
