"""Plane geometry: the perpendicular from the centre bisects a chord; distances of chords, and between parallel chords."""
import numpy as np

from dynaforge.sdk import Backward, FloatRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import circle_geometry as cg
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/circles/chord_perpendicular_bisector"
# radius: half-chords whose distance from the centre is whole (both legs of the triples)
HALVES = {5: (3, 4), 10: (6, 8), 13: (5, 12), 15: (9, 12), 17: (8, 15), 20: (12, 16), 25: (7, 24, 15, 20),
          26: (10, 24), 29: (20, 21), 30: (18, 24), 34: (16, 30), 37: (12, 35), 39: (15, 36), 41: (9, 40),
          50: (14, 48, 30, 40), 65: (16, 63, 33, 56, 25, 60, 39, 52), 35: (21, 28), 40: (24, 32), 45: (27, 36),
          52: (20, 48), 85: (13, 84, 36, 77, 40, 75, 51, 68)}


@seed_program(
    id="parallel_chords_distance", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric", concepts=[CONCEPT, "plane_figures/triangles/pythagorean_theorem"],
    source="GeoEval / DynaMath-style (plane geometry, chords and their distance from the centre)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "graph_structure"],
)
class ParallelChordsDistance(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("distance", "chord", "radius")), radii=(5, 10, 13, 15, 17, 20, 25, 26, 29, 30, 34, 35, 37, 40),
                      rotation=FloatRange(0, 360)),
        hard=dict(kind=OneOf(("same", "opposite")), radii=(13, 17, 25, 26, 29, 34, 37, 39, 41, 45, 50, 52, 65, 85),
                  rotation=FloatRange(0, 360)),
        hard_means="two parallel chords instead of one: both distances from the centre must be found and then "
                   "added or subtracted, depending on whether the chords lie on opposite sides or the same side",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        for _ in attempts("two different chords that are not too close to each other or to the rim"):
            r = int(space.radii[int(rng.integers(0, len(space.radii)))])
            halves = list(HALVES[r])
            a = int(halves[int(rng.integers(0, len(halves)))])
            g = {"kind": kind, "r": r, "labels": draw.pick_labels(rng, 4),
                 "rotation": float(space.rotation.draw(rng)), "mirror": bool(rng.integers(0, 2))}
            if kind == "distance":
                return {**g, "chord": 2 * a}, {}
            if kind == "chord":
                return {**g, "dist": int(round(np.sqrt(r * r - a * a)))}, {}
            if kind == "radius":
                g.pop("r")
                return {**g, "chord": 2 * a, "dist": int(round(np.sqrt(r * r - a * a)))}, {"r": r}
            c = int(halves[int(rng.integers(0, len(halves)))])
            d1, d2 = np.sqrt(r * r - a * a), np.sqrt(r * r - c * c)
            if a == c or (kind == "same" and abs(d1 - d2) < 0.15 * r):
                continue
            return {**g, "chord": 2 * a, "chord2": 2 * c}, {}

    def _names(self, g):
        return dict(zip("ABCD", g["labels"]))

    def _setup(self, g):
        n = self._names(g)
        if g["kind"] == "radius":
            return f"{n['A']}{n['B']} is a chord of a circle with centre O."
        if g["kind"] in ("distance", "chord"):
            return f"{n['A']}{n['B']} is a chord of a circle with centre O and radius {g['r']}."
        side = "on the same side of" if g["kind"] == "same" else "on opposite sides of"
        return (f"{n['A']}{n['B']} and {n['C']}{n['D']} are parallel chords of a circle with centre O and radius "
                f"{g['r']}, lying {side} the centre.")

    def question(self, g):
        n = self._names(g)
        if g["kind"] == "distance":
            return (f"{self._setup(g)} {n['A']}{n['B']} = {g['chord']}. What is the distance from O to the chord "
                    f"{n['A']}{n['B']}?")
        if g["kind"] == "chord":
            return (f"{self._setup(g)} The distance from O to {n['A']}{n['B']} is {g['dist']}. What is the length "
                    f"of {n['A']}{n['B']}?")
        if g["kind"] == "radius":
            return (f"{self._setup(g)} {n['A']}{n['B']} = {g['chord']} and the distance from O to {n['A']}{n['B']} "
                    f"is {g['dist']}. What is the radius of the circle?")
        return (f"{self._setup(g)} {n['A']}{n['B']} = {g['chord']} and {n['C']}{n['D']} = {g['chord2']}. What is "
                f"the distance between the two chords?")

    def answer(self, p):
        r = p["r"]
        if p["kind"] == "radius":
            return Number(float(np.hypot(p["chord"] / 2, p["dist"])))
        if p["kind"] == "distance":
            return Number(float(np.sqrt(r * r - (p["chord"] / 2) ** 2)))
        if p["kind"] == "chord":
            return Number(float(2 * np.sqrt(r * r - p["dist"] ** 2)))
        d1, d2 = np.sqrt(r * r - (p["chord"] / 2) ** 2), np.sqrt(r * r - (p["chord2"] / 2) ** 2)
        return Number(float(abs(d1 - d2) if p["kind"] == "same" else d1 + d2))

    def verify(self, g):
        # Coordinates: a line at distance h from the centre, along a tilted direction, meets the circle where a
        # quadratic (np.roots) vanishes; the chord is measured between the two points; h is found by bisection
        # so that the measured chord has the stated length.
        r = float(g["r"]) if "r" in g else 0.0
        u, nrm = np.array([np.cos(0.5), np.sin(0.5)]), np.array([-np.sin(0.5), np.cos(0.5)])

        def chord_at(h):
            base = h * nrm
            t = np.roots([u @ u, 2 * base @ u, base @ base - r * r])
            P, Q = base + t[0].real * u, base + t[1].real * u
            return float(np.linalg.norm(P - Q))

        def dist_for(length):
            lo, hi = 0.0, r
            for _ in range(200):
                mid = (lo + hi) / 2
                lo, hi = (mid, hi) if chord_at(mid) > length else (lo, mid)
            return (lo + hi) / 2

        if g["kind"] == "distance":
            return Number(dist_for(g["chord"]))
        if g["kind"] == "chord":
            return Number(chord_at(float(g["dist"])))
        if g["kind"] == "radius":                      # the radius whose chord at the stated distance fits
            lo, hi = float(g["dist"]), float(g["dist"] + g["chord"])
            for _ in range(200):
                r = (lo + hi) / 2
                lo, hi = (r, hi) if chord_at(float(g["dist"])) < g["chord"] else (lo, r)
            return Number((lo + hi) / 2)
        h1, h2 = dist_for(g["chord"]), dist_for(g["chord2"])
        line1, line2 = h1 * nrm, (h2 if g["kind"] == "same" else -h2) * nrm
        return Number(float(abs((line1 - line2) @ nrm)))

    def _layout(self, g):
        r = g["r"] if "r" in g else float(np.hypot(g["chord"] / 2, g["dist"]))
        ends = {}
        if g["kind"] in ("distance", "chord", "radius"):
            h = g["dist"] if g["kind"] in ("chord", "radius") else np.sqrt(r * r - (g["chord"] / 2) ** 2)
            a = np.sqrt(r * r - h * h)
            ends = {"A": np.array([-a, -h]), "B": np.array([a, -h]), "M": np.array([0.0, -h])}
        else:
            d1, d2 = (np.sqrt(r * r - (g[k] / 2) ** 2) for k in ("chord", "chord2"))
            s2 = 1 if g["kind"] == "same" else -1          # C's chord at −d₂ (same side as AB) or +d₂
            a, c = g["chord"] / 2, g["chord2"] / 2
            ends = {"A": np.array([-a, -d1]), "B": np.array([a, -d1]), "M": np.array([0.0, -d1]),
                    "C": np.array([-c, -s2 * d2]), "D": np.array([c, -s2 * d2]), "N": np.array([0.0, -s2 * d2])}
        keys = list(ends)
        pts = plane.rotate([ends[k] / r for k in keys], g["rotation"], g["mirror"])
        return dict(zip(keys, pts))

    def draw(self, g, ax, hide=()):
        X = self._layout(g)
        n = self._names(g)
        O = np.zeros(2)
        plane.circle(ax, O, 1.0)
        cg.centre_dot(ax, O)
        blue = draw.PALETTE["blue"]
        draw.segment(ax, X["A"], X["B"], color=blue)
        for k in "AB":
            draw.label_point(ax, X[k], n[k], away_from=O, offset=13)
        if g["kind"] == "radius":
            draw.segment(ax, O, X["M"], style="--", linewidth=1.5)
            draw.right_angle_mark(ax, X["M"], O, X["B"], size=0.07)
            draw.segment(ax, O, X["B"], style=":", linewidth=1.5)
            plane.side_label(ax, O, X["B"], "?", away_from=X["M"], fontsize=12, color=blue)
            plane.side_label(ax, O, X["M"], "?" if "dist" in hide else str(g["dist"]), away_from=X["B"], fontsize=12)
            plane.side_label(ax, X["A"], X["B"], "?" if "chord" in hide else str(g["chord"]), away_from=O,
                             fontsize=12)
            draw.label_point(ax, O, "O", away_from=X["A"], offset=12, dot=False)
        elif g["kind"] in ("distance", "chord"):
            draw.segment(ax, O, X["M"], style="--", linewidth=1.5)
            draw.right_angle_mark(ax, X["M"], O, X["B"], size=0.07)
            draw.segment(ax, O, X["B"], style=":", linewidth=1.5)
            plane.side_label(ax, O, X["B"], "?" if "r" in hide else str(g["r"]), away_from=X["M"], fontsize=12)
            dtext = "?" if (g["kind"] == "distance" and not hide) or "dist" in hide else str(g.get("dist", ""))
            ctext = "?" if (g["kind"] == "chord" and not hide) or "chord" in hide else str(g.get("chord", ""))
            if g["kind"] == "distance" and hide:
                dtext = draw.fmt(np.sqrt(g["r"] ** 2 - (g["chord"] / 2) ** 2)) if "chord" in hide else "?"
            if g["kind"] == "chord" and hide and "dist" in hide:
                ctext = draw.fmt(2 * np.sqrt(g["r"] ** 2 - g["dist"] ** 2))
            plane.side_label(ax, O, X["M"], dtext, away_from=X["B"], fontsize=12,
                             color=blue if dtext == "?" else draw.INK)
            plane.side_label(ax, X["A"], X["B"], ctext, away_from=O, fontsize=12,
                             color=blue if ctext == "?" else draw.INK)
            draw.label_point(ax, O, "O", away_from=X["A"], offset=12, dot=False)
        else:
            draw.segment(ax, X["C"], X["D"], color=blue)
            for k in "CD":
                draw.label_point(ax, X[k], n[k], away_from=O, offset=13)
            draw.segment(ax, X["M"], X["N"], style="--", linewidth=1.5)
            draw.right_angle_mark(ax, X["M"], X["N"], X["B"], size=0.06)
            draw.right_angle_mark(ax, X["N"], X["M"], X["D"], size=0.06)
            # the radius to an end of the chord nearer the centre, so it crosses no other chord
            end, other = ("D", "C") if g["chord2"] > g["chord"] else ("B", "A")
            draw.segment(ax, O, X[end], style=":", linewidth=1.5)
            plane.side_label(ax, O, X[end], "?" if "r" in hide else str(g["r"]), away_from=X[other], fontsize=12)
            # each chord's length on the side away from the other chord
            plane.side_label(ax, X["A"], X["B"], "?" if "chord" in hide else str(g["chord"]), away_from=X["N"],
                             fontsize=12)
            plane.side_label(ax, X["C"], X["D"], "?" if "chord2" in hide else str(g["chord2"]), away_from=X["M"],
                             fontsize=12)
            draw.label_point(ax, O, "O", away_from=X["B"], offset=12, dot=False)
            if not hide:
                plane.side_label(ax, X["M"], X["N"], "?", away_from=X["B"], color=blue)
        draw.geometry_axes(ax, cg.circle_box(O, 1.0), margin=0.12)

    def subquestions(self, g):
        n = self._names(g)
        if g["kind"] == "radius":
            return [SubQuestion(f"The perpendicular from the centre bisects the chord {n['A']}{n['B']} = {g['chord']}. "
                                f"How long is each half?", Number(g["chord"] / 2), CONCEPT)]
        r = g["r"]
        if g["kind"] == "chord":
            return [SubQuestion(f"A right triangle has hypotenuse {r} and one leg {g['dist']}. How long is the other "
                                f"leg?", Number(float(np.sqrt(r * r - g["dist"] ** 2))),
                                "plane_figures/triangles/pythagorean_theorem")]
        subs = [SubQuestion(f"{self._setup(g)} {n['A']}{n['B']} = {g['chord']}. What is the distance from O to "
                            f"{n['A']}{n['B']}?", Number(float(np.sqrt(r * r - (g['chord'] / 2) ** 2))), CONCEPT)]
        if "chord2" in g:
            subs.append(SubQuestion(f"{self._setup(g)} {n['C']}{n['D']} = {g['chord2']}. What is the distance from O "
                                    f"to {n['C']}{n['D']}?", Number(float(np.sqrt(r * r - (g['chord2'] / 2) ** 2))),
                                    CONCEPT))
        return subs

    def backward(self, g):
        n = self._names(g)
        if g["kind"] == "radius":
            r = float(np.hypot(g["chord"] / 2, g["dist"]))
            return Backward(f"{self._setup(g)} {n['A']}{n['B']} = {g['chord']} and the radius of the circle is "
                            f"{draw.fmt(r)}. What is the distance from O to {n['A']}{n['B']}?",
                            Number(float(np.sqrt(r * r - (g["chord"] / 2) ** 2))), "dist")
        r = g["r"]
        if g["kind"] == "distance":
            d = np.sqrt(r * r - (g["chord"] / 2) ** 2)
            return Backward(f"{self._setup(g)} The distance from O to {n['A']}{n['B']} is {draw.fmt(d)}. What is the "
                            f"length of {n['A']}{n['B']}?", Number(float(2 * np.sqrt(r * r - d * d))), "chord")
        if g["kind"] == "chord":
            c = 2 * np.sqrt(r * r - g["dist"] ** 2)
            return Backward(f"{self._setup(g)} {n['A']}{n['B']} = {draw.fmt(c)}. What is the distance from O to "
                            f"{n['A']}{n['B']}?", Number(float(np.sqrt(r * r - (c / 2) ** 2))), "dist")
        d1, d2 = np.sqrt(r * r - (g["chord"] / 2) ** 2), np.sqrt(r * r - (g["chord2"] / 2) ** 2)
        between = abs(d1 - d2) if g["kind"] == "same" else d1 + d2
        # CD's distance from O from the stated gap, then CD by Pythagoras
        e = between + d1 if (g["kind"] == "same" and d2 > d1) else (d1 - between if g["kind"] == "same" else between - d1)
        nearer = "farther from" if d2 > d1 else "nearer to"
        extra = f" {n['C']}{n['D']} is {nearer} the centre than {n['A']}{n['B']}." if g["kind"] == "same" else ""
        return Backward(f"{self._setup(g)} {n['A']}{n['B']} = {g['chord']} and the distance between the chords is "
                        f"{draw.fmt(between)}.{extra} What is the length of {n['C']}{n['D']}?",
                        Number(float(2 * np.sqrt(r * r - e * e))), "chord2")

    def description(self, g):
        n = self._names(g)
        text = self._setup(g)
        if g["kind"] == "distance":
            text += f" {n['A']}{n['B']} = {g['chord']}; the perpendicular from O to {n['A']}{n['B']} is drawn (unknown)."
        elif g["kind"] == "radius":
            text += (f" {n['A']}{n['B']} = {g['chord']}; the perpendicular from O to {n['A']}{n['B']} has length "
                     f"{g['dist']}; the radius is unknown.")
        elif g["kind"] == "chord":
            text += f" The perpendicular from O to {n['A']}{n['B']} has length {g['dist']}; {n['A']}{n['B']} is unknown."
        else:
            text += (f" {n['A']}{n['B']} = {g['chord']}, {n['C']}{n['D']} = {g['chord2']}; the common perpendicular "
                     f"between them is drawn (unknown).")
        return text
