"""Plane geometry: a square with quarter circles cut out at some corners; area of what is left."""
import numpy as np
from scipy.integrate import quad

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw

CORNERS = ((0, 0), (1, 0), (1, 1), (0, 1))  # unit-square positions of the 4 labelled vertices


@seed_program(
    id="square_quarter_circles_shaded_area", topic="plane_geometry", level="elementary",
    difficulty="easy", question_type="numeric",
    concepts=["plane_figures/area/composite_regions", "plane_figures/circles/sector_area"],
    source="DynaMath-style (plane geometry, area of a shaded region)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "colors_labels"],
)
class SquareQuarterCirclesShadedArea(SeedProgram):
    levels = Levels(
        standard=dict(side=IntRange(4, 12), count=IntRange(2, 4),
                      color=OneOf(("blue", "green", "orange", "purple", "gray"))),
        hard=dict(side=IntRange(11, 40), count=IntRange(3, 4),
                  color=OneOf(("blue", "green", "orange", "purple", "gray"))),
        hard_means="sides up to 40 with radii up to half the side (larger products with π) and three or four "
                   "quarter circles",
    )

    def sample(self, rng, space):
        side = space.side.draw(rng)
        radius = int(rng.integers(max(1, side // 4), side // 2 + 1))
        count = space.count.draw(rng)
        corners = sorted(int(i) for i in rng.choice(4, size=count, replace=False))
        return {"side": side, "radius": radius, "corners": corners,
                "labels": draw.pick_labels(rng, 4),
                "color": space.color.draw(rng)}

    def _names(self, g):
        names = [g["labels"][i] for i in g["corners"]]
        return ", ".join(names[:-1]) + " and " + names[-1]

    def question(self, g):
        L = "".join(g["labels"])
        return (f"In the figure, {L} is a square with side length {g['side']}. Quarter circles of "
                f"radius {g['radius']} are drawn inside the square, centred at the vertices "
                f"{self._names(g)}. What is the area of the shaded region? "
                f"(Use π ≈ 3.1416 and give the answer to two decimal places.)")

    def answer(self, p):
        s, r, k = p["side"], p["radius"], len(p["corners"])
        return Number(s * s - k * np.pi * r * r / 4)

    def verify(self, g):
        # Integrate the shaded height column by column: s minus the chords cut by each quarter disc.
        s, r = float(g["side"]), float(g["radius"])
        centres = [(cx * s, cy * s) for cx, cy in (CORNERS[i] for i in g["corners"])]

        def shaded_height(x):
            cut = sum(np.sqrt(max(r * r - (x - cx) ** 2, 0.0)) for cx, _ in centres)
            return s - cut

        breaks = sorted({min(max(cx + d, 0.0), s) for cx, _ in centres for d in (-r, r)})
        total = quad(shaded_height, 0.0, s, points=breaks, epsabs=1e-12, epsrel=1e-12, limit=200)[0]
        return Number(total)

    def draw(self, g, ax, hide=()):
        from matplotlib.patches import Polygon, Wedge

        s, r = g["side"], g["radius"]
        pts = np.array(CORNERS, dtype=float) * s
        ax.add_patch(Polygon(pts, closed=True, facecolor=draw.PALETTE[g["color"]], alpha=0.45,
                             edgecolor="none", zorder=1))
        for i in g["corners"]:
            start = 90 * i  # quarter pointing into the square from vertex i
            ax.add_patch(Wedge(tuple(pts[i]), r, start, start + 90, facecolor="white",
                               edgecolor=draw.INK, linewidth=1.8, zorder=2))
        draw.polygon(ax, dict(zip(g["labels"], pts)), fill=None)
        draw.segment_label(ax, pts[3], pts[2], "?" if "side" in hide else str(s),
                           away_from=pts[0])
        i = g["corners"][0]
        angle = np.radians(90 * i + 45)
        tip = pts[i] + r * np.array([np.cos(angle), np.sin(angle)])
        draw.segment(ax, pts[i], tip, style="--", linewidth=1.6)
        draw.segment_label(ax, pts[i], tip, "?" if "radius" in hide else str(r),
                           away_from=pts[(i + 1) % 4], offset=11)
        draw.geometry_axes(ax, pts, margin=0.12)

    def subquestions(self, g):
        s, r, k = g["side"], g["radius"], len(g["corners"])
        return [
            SubQuestion(f"What is the area of a square with side length {s}?", Number(s * s),
                        "plane_figures/area/rectangle_area"),
            SubQuestion(f"What is the total area of {k} quarter circles, each of radius {r}? "
                        f"(Use π ≈ 3.1416.)", Number(k * np.pi * r * r / 4),
                        "plane_figures/circles/sector_area"),
        ]

    def backward(self, g):
        s, k = g["side"], len(g["corners"])
        shaded = s * s - k * np.pi * g["radius"] ** 2 / 4
        L = "".join(g["labels"])
        return Backward(
            f"In the figure, {L} is a square with side length {s}. Quarter circles of equal radius are "
            f"drawn inside the square, centred at the vertices {self._names(g)}. The shaded region has "
            f"area {shaded:.4f}. What is the radius of the quarter circles?",
            Number(float(np.sqrt(4 * (s * s - shaded) / (k * np.pi)))), "radius")

    def description(self, g):
        L = "".join(g["labels"])
        return (f"Square {L} has side length {g['side']}. Inside it, quarter circles of radius "
                f"{g['radius']} are centred at the vertices {self._names(g)}, each bounded by the two "
                f"sides meeting at that vertex. The part of the square outside the quarter circles is shaded.")
