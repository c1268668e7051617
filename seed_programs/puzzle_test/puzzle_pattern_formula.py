"""Puzzle: a growing pattern of squares; give the number of squares in figure n as a formula."""
import sympy

from dynaforge.sdk import Expression, Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        fam = str(rng.choice(FAMILIES))
        c = {"rectangle": int(rng.integers(0, 4)), "staircase": int(rng.integers(0, 4)),
             "arms": int(rng.integers(2, 5)), "frame": int(rng.integers(1, 4))}[fam]
        # a shift s makes Figure 1 the basic pattern's stage 1 + s (frames already have c for that)
        s = 0 if fam == "frame" else int(rng.integers(0, 2))
        if fam == "rectangle" and c + s > 3:
            c = 3 - s
        return {"family": fam, "c": c, "s": s,
                "colour": str(rng.choice(["blue", "green", "orange", "purple", "pink"]))}

    def question(self, p):
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

    def verify(self, p):
        # count the squares of figures 1-5 and interpolate a polynomial through the counts
        n = sympy.Symbol("n")
        counts = [(k, len(set(_cells(p, k)))) for k in range(1, 6)]
        poly = sympy.expand(sympy.interpolate(counts, n))
        return Expression(str(poly))

    def draw(self, p, ax, hide=()):
        from matplotlib.patches import Rectangle

        colour = draw.PALETTE[p["colour"]]
        x0, top = 0.0, 0.0
        placed = []
        for k in (1, 2, 3):
            cells = _cells(p, k)
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

    def subquestions(self, p):
        n = sympy.Symbol("n")
        f = sympy.sympify(self.answer(p).value)
        return [
            SubQuestion("The figures show the first three stages of a growing pattern of small squares. "
                        "How many squares does Figure 3 have more than Figure 2?",
                        Number(int(f.subs(n, 3) - f.subs(n, 2))), "puzzles/patterns/growing_pattern"),
            SubQuestion("The figures show the first three stages of a growing pattern of small squares. "
                        "If the pattern continues, how many small squares will Figure 4 have?",
                        Number(int(f.subs(n, 4))), "puzzles/patterns/growing_pattern"),
        ]

    def description(self, p):
        c, fam, s = p["c"], p["family"], p.get("s", 0)

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
