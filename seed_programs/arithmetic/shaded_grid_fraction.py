"""Arithmetic: the fraction of a grid rectangle that is shaded (whole squares and half squares)."""
from fractions import Fraction

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane

CONCEPT = "arithmetic/fractions/fraction_of_area"


def _frac(f):
    f = Fraction(f)
    return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"


@seed_program(
    id="shaded_grid_fraction", topic="arithmetic", level="elementary", difficulty="medium",
    question_type="multiple_choice",
    concepts=[CONCEPT, "arithmetic/fractions/simplifying"],
    source="DynaMath / WE-MATH-style (arithmetic, fraction of a shaded shape)",
    variations=["numeric_values", "colors_labels", "geometric_transformations"],
)
class ShadedGridFraction(SeedProgram):
    levels = Levels(
        standard=dict(rows=IntRange(2, 5), cols=IntRange(3, 7), max_half=4),
        hard=dict(rows=IntRange(4, 6), cols=IntRange(5, 8), max_half=8),
        hard_means="bigger grids (up to 6 × 8) with up to eight half squares, so more pieces to count and a "
                   "larger denominator to simplify",
    )

    def sample(self, rng, space):
        for _ in attempts("a shaded share between 0.15 and 0.85, not 1/2, with four distinct options"):
            rows, cols = space.rows.draw(rng), space.cols.draw(rng)
            n = rows * cols
            cells = rng.permutation(n)
            k_full = int(rng.integers(1, n))
            k_half = int(rng.integers(0, min(space.max_half, n - k_full) + 1))
            full = sorted(int(c) for c in cells[:k_full])
            half = [[int(c), int(rng.integers(0, 4))] for c in cells[k_full:k_full + k_half]]
            shaded = Fraction(2 * k_full + k_half, 2 * n)
            if 0.15 < shaded < 0.85 and shaded != Fraction(1, 2) and len(self._options(shaded, n, k_full, k_half)) == 4:
                return {"rows": rows, "cols": cols, "full": full, "half": half,
                        "color": str(rng.choice(["blue", "green", "orange", "purple", "red"]))}

    def _options(self, shaded, n, k_full, k_half):
        wrong = [1 - shaded, Fraction(k_full + k_half, n), shaded / (1 - shaded), Fraction(k_full, n),
                 shaded + Fraction(1, n), shaded - Fraction(1, n)]
        out = [shaded]
        for w in wrong:
            if 0 < w < 1 and w not in out:
                out.append(w)
        return out[:4]

    def _shaded(self, p):
        return Fraction(2 * len(p["full"]) + len(p["half"]), 2 * p["rows"] * p["cols"])

    def question(self, g):
        extra = " Some squares are only half shaded, cut along a diagonal." if g["half"] else ""
        return (f"The rectangle is divided into equal squares.{extra} What fraction of the whole rectangle "
                f"is shaded? Give the fraction in lowest terms.")

    def answer(self, p):
        s = self._shaded(p)
        opts = self._options(s, p["rows"] * p["cols"], len(p["full"]), len(p["half"]))
        return Choice(_frac(opts[0]), [_frac(o) for o in opts[1:]])

    def _polys(self, p):
        cols = p["cols"]
        polys = []
        for c in p["full"]:
            x, y = c % cols, c // cols
            polys.append([(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)])
        for c, corner in p["half"]:
            x, y = c % cols, c // cols
            sq = [(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)]
            polys.append([sq[(corner + j) % 4] for j in range(3)])      # the triangle at one corner
        return polys

    def verify(self, g):
        area = sum(plane.polygon_area(P) for P in self._polys(g))
        return Choice(_frac(Fraction(area / (g["rows"] * g["cols"])).limit_denominator(200)), [])

    def draw(self, g, ax, hide=()):
        from matplotlib.patches import Polygon

        rows, cols = g["rows"], g["cols"]
        colour = draw.PALETTE[g["color"]]
        for P in self._polys(g):
            ax.add_patch(Polygon(P, closed=True, facecolor=colour, alpha=0.55, edgecolor="none", zorder=1))
        for c, corner in g["half"]:
            x, y = c % cols, c // cols
            sq = [(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)]
            draw.segment(ax, sq[corner], sq[(corner + 2) % 4], linewidth=1.5)
        for i in range(cols + 1):
            ax.plot([i, i], [0, rows], color=draw.INK, linewidth=2.2 if i in (0, cols) else 1.5, zorder=2)
        for j in range(rows + 1):
            ax.plot([0, cols], [j, j], color=draw.INK, linewidth=2.2 if j in (0, rows) else 1.5, zorder=2)
        draw.geometry_axes(ax, [(0, 0), (cols, rows)], margin=0.06)

    def subquestions(self, g):
        n = g["rows"] * g["cols"]
        return [SubQuestion(f"A rectangle is made of {g['rows']} rows of {g['cols']} equal squares. How many "
                            f"squares is that?", Number(n), "plane_figures/area/rectangle_area"),
                SubQuestion(f"{len(g['full'])} whole squares and {len(g['half'])} half squares are shaded. How "
                            f"many whole squares of area does that make?",
                            Number(len(g["full"]) + len(g["half"]) / 2), CONCEPT)]

    def description(self, g):
        return (f"A rectangle is divided into {g['rows']} rows of {g['cols']} equal squares. "
                f"{len(g['full'])} squares are fully shaded and {len(g['half'])} squares are half shaded "
                f"(one triangle cut off by a diagonal).")
