"""Plane geometry: a square with quarter circles cut out at some corners; area of what is left."""
import numpy as np
from scipy.integrate import quad

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        side = int(rng.integers(4, 13))
        radius = int(rng.integers(max(1, side // 4), side // 2 + 1))
        count = int(rng.integers(2, 5))
        corners = sorted(int(i) for i in rng.choice(4, size=count, replace=False))
        return {"side": side, "radius": radius, "corners": corners,
                "labels": draw.pick_labels(rng, 4),
                "color": str(rng.choice(["blue", "green", "orange", "purple", "gray"]))}

    def _names(self, p):
        names = [p["labels"][i] for i in p["corners"]]
        return ", ".join(names[:-1]) + " and " + names[-1]

    def question(self, p):
        L = "".join(p["labels"])
        return (f"In the figure, {L} is a square with side length {p['side']}. Quarter circles of "
                f"radius {p['radius']} are drawn inside the square, centred at the vertices "
                f"{self._names(p)}. What is the area of the shaded region? "
                f"(Use π ≈ 3.1416 and give the answer to two decimal places.)")

    def answer(self, p):
        s, r, k = p["side"], p["radius"], len(p["corners"])
        return Number(s * s - k * np.pi * r * r / 4)

    def verify(self, p):
        # Integrate the shaded height column by column: s minus the chords cut by each quarter disc.
        s, r = float(p["side"]), float(p["radius"])
        centres = [(cx * s, cy * s) for cx, cy in (CORNERS[i] for i in p["corners"])]

        def shaded_height(x):
            cut = sum(np.sqrt(max(r * r - (x - cx) ** 2, 0.0)) for cx, _ in centres)
            return s - cut

        breaks = sorted({min(max(cx + d, 0.0), s) for cx, _ in centres for d in (-r, r)})
        total = quad(shaded_height, 0.0, s, points=breaks, epsabs=1e-12, epsrel=1e-12, limit=200)[0]
        return Number(total)

    def draw(self, p, ax, hide=()):
        from matplotlib.patches import Polygon, Wedge

        s, r = p["side"], p["radius"]
        pts = np.array(CORNERS, dtype=float) * s
        ax.add_patch(Polygon(pts, closed=True, facecolor=draw.PALETTE[p["color"]], alpha=0.45,
                             edgecolor="none", zorder=1))
        for i in p["corners"]:
            start = 90 * i  # quarter pointing into the square from vertex i
            ax.add_patch(Wedge(tuple(pts[i]), r, start, start + 90, facecolor="white",
                               edgecolor=draw.INK, linewidth=1.8, zorder=2))
        draw.polygon(ax, dict(zip(p["labels"], pts)), fill=None)
        draw.segment_label(ax, pts[3], pts[2], "?" if "side" in hide else str(s),
                           away_from=pts[0])
        i = p["corners"][0]
        angle = np.radians(90 * i + 45)
        tip = pts[i] + r * np.array([np.cos(angle), np.sin(angle)])
        draw.segment(ax, pts[i], tip, style="--", linewidth=1.6)
        draw.segment_label(ax, pts[i], tip, "?" if "radius" in hide else str(r),
                           away_from=pts[(i + 1) % 4], offset=11)
        draw.geometry_axes(ax, pts, margin=0.12)

    def subquestions(self, p):
        s, r, k = p["side"], p["radius"], len(p["corners"])
        return [
            SubQuestion(f"What is the area of a square with side length {s}?", Number(s * s),
                        "plane_figures/area/rectangle_area"),
            SubQuestion(f"What is the total area of {k} quarter circles, each of radius {r}? "
                        f"(Use π ≈ 3.1416.)", Number(k * np.pi * r * r / 4),
                        "plane_figures/circles/sector_area"),
        ]

    def backward(self, p):
        s, k = p["side"], len(p["corners"])
        shaded = s * s - k * np.pi * p["radius"] ** 2 / 4
        L = "".join(p["labels"])
        return Backward(
            f"In the figure, {L} is a square with side length {s}. Quarter circles of equal radius are "
            f"drawn inside the square, centred at the vertices {self._names(p)}. The shaded region has "
            f"area {shaded:.4f}. What is the radius of the quarter circles?",
            Number(float(np.sqrt(4 * (s * s - shaded) / (k * np.pi)))), "radius")

    def description(self, p):
        L = "".join(p["labels"])
        return (f"Square {L} has side length {p['side']}. Inside it, quarter circles of radius "
                f"{p['radius']} are centred at the vertices {self._names(p)}, each bounded by the two "
                f"sides meeting at that vertex. The part of the square outside the quarter circles is shaded.")
