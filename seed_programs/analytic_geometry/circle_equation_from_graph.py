"""Analytic geometry: the standard equation of a circle given by its plotted centre and a point on it."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, SeedProgram, attempts, seed_program
from dynaforge.sdk import draw


def _square(var, centre):
    if centre == 0:
        return f"{var}²"
    return f"({var} - {centre})²" if centre > 0 else f"({var} + {-centre})²"


def _equation(h, k, rhs):
    return f"{_square('x', h)} + {_square('y', k)} = {draw.fmt(rhs)}"


@seed_program(
    id="circle_equation_from_graph", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["analytic_geometry/circles/standard_equation", "analytic_geometry/coordinates/distance_formula"],
    source="DynaMath-style (analytic geometry, equation of a plotted circle)",
    variations=["numeric_values", "point_labels", "colors_labels"],
)
class CircleEquationFromGraph(SeedProgram):
    levels = Levels(
        standard=dict(centre=IntRange(-3, 3), offset=IntRange(-4, 4), r2=IntRange(4, 20), lim=7),
        hard=dict(centre=IntRange(-5, 5), offset=IntRange(-7, 7), r2=IntRange(21, 58), lim=9),
        hard_means="a larger grid and radius (r² from 21 to 58, never a friendly small square) for the "
                   "equation's constants to be read off and squared",
    )

    def sample(self, rng, space):
        lim = space.lim
        for _ in attempts("radius² in range, h != k, marked points off the axes, circle inside the window"):
            h, k = (int(v) for v in space.centre.draw(rng, size=2))
            dx, dy = (int(v) for v in space.offset.draw(rng, size=2))
            r2 = dx * dx + dy * dy
            off_axes = 0 not in (h, k, h + dx, k + dy)  # keep the marked points off the tick labels
            if (off_axes and space.r2.lo <= r2 <= space.r2.hi and h != k and abs(h) + np.sqrt(r2) <= lim - 0.2
                    and abs(k) + np.sqrt(r2) <= lim - 0.2):
                break
        return {"h": h, "k": k, "dx": dx, "dy": dy, "lim": lim, "labels": draw.pick_labels(rng, 2, pool="ABCDEFGHJKMNPQRST"),
                "color": str(rng.choice(["blue", "green", "purple", "red", "orange"]))}

    def question(self, g):
        C, P = g["labels"]
        return (f"The circle in the figure has centre {C} and passes through {P}; both are grid points. "
                f"Which equation describes the circle?")

    def answer(self, p):
        h, k = p["h"], p["k"]
        r2 = p["dx"] ** 2 + p["dy"] ** 2
        right = _equation(h, k, r2)
        taxicab = (abs(p["dx"]) + abs(p["dy"])) ** 2   # radius taken as |dx| + |dy|
        pool = [_equation(-h, -k, r2), _equation(h, k, taxicab), _equation(k, h, r2),
                _equation(h, k, 2 * r2), _equation(-h, -k, taxicab), _equation(h, -k, r2),
                _equation(-h, k, r2)]
        distractors = []
        for option in pool:
            if option != right and option not in distractors:
                distractors.append(option)
        return Choice(right, distractors[:3])

    def verify(self, g):
        # General form x² + y² + Dx + Ey + F = 0 through three points of the drawn circle.
        h, k = g["h"], g["k"]
        r = np.hypot(g["dx"], g["dy"])
        t = np.array([0.4, 2.1, 4.0])
        xs, ys = h + r * np.cos(t), k + r * np.sin(t)
        D, E, F = np.linalg.solve(np.column_stack([xs, ys, np.ones(3)]), -(xs ** 2 + ys ** 2))
        hc, kc = -D / 2, -E / 2
        return _equation(int(round(hc)), int(round(kc)), int(round(hc * hc + kc * kc - F)))

    def draw(self, g, ax, hide=()):
        from matplotlib.patches import Circle

        h, k = g["h"], g["k"]
        C, P = g["labels"]
        lim = (-g["lim"] - 0.5, g["lim"] + 0.5)
        draw.grid_axes(ax, lim, lim, fontsize=11 if g["lim"] <= 7 else 9)
        colour = draw.PALETTE[g["color"]]
        ax.add_patch(Circle((h, k), np.hypot(g["dx"], g["dy"]), fill=False, edgecolor=colour,
                            linewidth=2.2, zorder=4))
        Q = (h + g["dx"], k + g["dy"])
        draw.segment(ax, (h, k), Q, color=colour, style="--", linewidth=1.6)
        draw.label_grid_point(ax, (h, k), C, away_from=(h + g["dx"], k + g["dy"]), color=draw.INK)
        draw.label_grid_point(ax, Q, P, away_from=(h, k), color=colour)

    def description(self, g):
        h, k = g["h"], g["k"]
        C, P = g["labels"]
        return (f"On a coordinate grid, a circle has centre {C}({h}, {k}) and passes through the point "
                f"{P}({h + g['dx']}, {k + g['dy']}); a dashed radius joins {C} and {P}.")
