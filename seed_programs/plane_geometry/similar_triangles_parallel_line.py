"""Plane geometry: a line parallel to one side of a triangle cuts off a similar triangle."""
import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw


def _meet(P, u, Q, v):
    """Intersection of the lines P + s·u and Q + t·v."""
    s, _ = np.linalg.solve(np.column_stack([u, -v]), Q - P)
    return P + s * u


@seed_program(
    id="similar_triangles_parallel_line", topic="plane_geometry", level="high_school",
    difficulty="medium", question_type="numeric",
    concepts=["plane_figures/similarity/triangle_proportionality", "plane_figures/similarity/similar_triangles"],
    source="DynaMath-style (plane geometry, similar triangles)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "symbolic_substitution"],
)
class SimilarTrianglesParallelLine(SeedProgram):
    levels = Levels(
        standard=dict(asked=OneOf(("BC", "DE", "EC")), ad=IntRange(2, 8), db=IntRange(2, 8),
                      shape_angle=FloatRange(50, 95)),
        hard=dict(asked=OneOf(("BC", "DE", "EC")), ad=IntRange(3, 19), db=IntRange(3, 19),
                  shape_angle=FloatRange(50, 95)),
        hard_means="segments up to 19 and given lengths up to about 50, so the ratio is rarely a whole number",
    )

    def sample(self, rng, space):
        asked = space.asked.draw(rng)
        ad, db = space.ad.draw(rng), space.db.draw(rng)
        ab = ad + db
        if asked == "BC":      # given DE
            other = int(rng.integers(int(np.ceil(0.6 * ad)), int(1.4 * ad) + 1))
        elif asked == "DE":    # given BC
            other = int(rng.integers(int(np.ceil(0.6 * ab)), int(1.4 * ab) + 1))
        else:                  # given AE
            other = int(rng.integers(int(np.ceil(0.6 * ad)), int(1.4 * ad) + 1))
        return {"asked": asked, "ad": ad, "db": db, "other": other,
                "shape_angle": float(space.shape_angle.draw(rng)), "mirror": bool(rng.integers(0, 2)),
                "labels": draw.pick_labels(rng, 5)}

    def _given_name(self, g):
        return {"BC": "DE", "DE": "BC", "EC": "AE"}[g["asked"]]

    def _named(self, g, seg):
        names = dict(zip("ABCDE", g["labels"]))
        return "".join(names[c] for c in seg)

    def question(self, g):
        A, B, C, D, E = g["labels"]
        n = lambda s: self._named(g, s)
        return (f"In triangle {A}{B}{C}, point {D} lies on {A}{B} and point {E} lies on {A}{C} with "
                f"{D}{E} ∥ {B}{C}. Given {A}{D} = {g['ad']}, {D}{B} = {g['db']} and "
                f"{n(self._given_name(g))} = {g['other']}, what is the length of {n(g['asked'])}?")

    def answer(self, p):
        ad, db, g = p["ad"], p["db"], p["other"]
        if p["asked"] == "BC":
            return Number(g * (ad + db) / ad)
        if p["asked"] == "DE":
            return Number(g * ad / (ad + db))
        return Number(g * db / ad)

    def _points(self, g):
        """Coordinates built from the givens only, with parallels drawn by line intersection.

        A at the origin, AB on the x-axis. For BC and EC the small triangle ADE is built first and
        C is where line AE meets the parallel to DE through B; for DE the big triangle is built first
        and E is where AC meets the parallel to BC through D. No proportion is used.
        """
        ad, db, oth = g["ad"], g["db"], g["other"]
        A, D, B = np.zeros(2), np.array([float(ad), 0.0]), np.array([float(ad + db), 0.0])
        t = np.radians(g["shape_angle"])
        if g["asked"] == "DE":
            C = B + oth * np.array([-np.cos(t), np.sin(t)])
            E = _meet(A, C - A, D, C - B)
        else:
            if g["asked"] == "BC":
                E = D + oth * np.array([-np.cos(t), np.sin(t)])
            else:
                E = oth * np.array([np.cos(t), np.sin(t)])
            C = _meet(A, E - A, B, E - D)
        pts = np.array([A, B, C, D, E])
        if g["mirror"]:
            pts[:, 0] *= -1
        return pts

    def verify(self, g):
        # Vectors, no proportion and not the figure's layout: A at the origin, AB along x, the other
        # side of the angle at A along a fixed direction. The stated segment fixes one point; the
        # parallel through the other fixes the rest; then measure the asked segment.
        ad, db, x = float(g["ad"]), float(g["db"]), float(g["other"])
        A, D, B = np.zeros(2), np.array([ad, 0.0]), np.array([ad + db, 0.0])
        w = np.array([np.cos(0.5), np.sin(0.5)])                     # direction of AC
        if g["asked"] == "EC":                                      # AE stated
            E = x * w
            C = _meet(A, w, B, E - D)
            return Number(float(np.linalg.norm(C - E)))
        # DE (or BC) stated: the point on AC at that distance from D (or B), found by a quadratic
        P = D if g["asked"] == "BC" else B
        t = np.roots([1.0, -2 * (w @ P), P @ P - x * x])
        t = float(max(np.real(t)))
        Q = t * w                                                   # E (or C)
        R = _meet(A, w, B if g["asked"] == "BC" else D, Q - P)      # C (or E)
        return Number(float(np.linalg.norm(R - (B if g["asked"] == "BC" else D))))

    def draw(self, g, ax, hide=()):
        A, B, C, D, E = self._points(g)
        la, lb, lc, ld, le = g["labels"]
        centre = (A + B + C) / 3
        draw.polygon(ax, {la: A, lb: B, lc: C}, labels=False)
        draw.segment(ax, D, E, color=draw.PALETTE["blue"])
        for X, name in ((A, la), (B, lb), (C, lc)):
            draw.label_point(ax, X, name, away_from=centre)
        for X, name in ((D, ld), (E, le)):
            draw.label_point(ax, X, name, away_from=centre, offset=15)
        draw.segment_label(ax, A, D, "?" if "ad" in hide else str(g["ad"]), away_from=centre)
        draw.segment_label(ax, D, B, "?" if "db" in hide else str(g["db"]), away_from=centre)
        given = self._given_name(g)
        segs = {"DE": (D, E), "BC": (B, C), "AE": (A, E), "EC": (E, C)}
        text = "?" if "other" in hide else str(g["other"])
        a, b = segs[given]
        draw.segment_label(ax, a, b, text, away_from=centre if given != "DE" else A,
                           color=draw.PALETTE["blue"] if given == "DE" else draw.INK)
        a, b = segs[g["asked"]]
        asked_text = draw.fmt(self.answer(g).value, 4) if "db" in hide else "x"
        draw.segment_label(ax, a, b, asked_text, away_from=centre if g["asked"] != "DE" else A,
                           color=draw.ACCENT, offset=9 + 4 * len(asked_text))  # wide values clear the side
        draw.geometry_axes(ax, [A, B, C], margin=0.14)

    def subquestions(self, g):
        n = lambda s: self._named(g, s)
        ad, db, oth = g["ad"], g["db"], g["other"]
        ab = ad + db
        first = SubQuestion(f"Triangles {n('ADE')} and {n('ABC')} are similar with {n('AD')} = {ad} and "
                            f"{n('AB')} = {ab}. What is the ratio {n('AB')} / {n('AD')}?",
                            Number(ab / ad), "plane_figures/similarity/similar_triangles")
        if g["asked"] == "EC":
            second = SubQuestion(f"A line parallel to {n('BC')} divides {n('AB')} into {n('AD')} = {ad}, "
                                 f"{n('DB')} = {db} and {n('AC')} into {n('AE')} = {oth} and {n('EC')}. "
                                 f"What is {n('EC')}?", Number(oth * db / ad),
                                 "plane_figures/similarity/triangle_proportionality")
        else:
            known, want = ("DE", "BC") if g["asked"] == "BC" else ("BC", "DE")
            value = oth * ab / ad if want == "BC" else oth * ad / ab
            second = SubQuestion(f"Triangles {n('ADE')} and {n('ABC')} are similar with "
                                 f"{n('AB')} / {n('AD')} = {draw.fmt(ab / ad, 4)} and {n(known)} = {oth}. "
                                 f"What is {n(want)}?", Number(value),
                                 "plane_figures/similarity/similar_triangles")
        return [first, second]

    def backward(self, g):
        A, B, C, D, E = g["labels"]
        n = lambda s: self._named(g, s)
        ad, oth, asked = g["ad"], g["other"], g["asked"]
        x = self.answer(g).value
        if asked == "BC":        # x = oth (ad + db) / ad
            db = ad * x / oth - ad
        elif asked == "DE":      # x = oth ad / (ad + db)
            db = oth * ad / x - ad
        else:                    # x = oth db / ad
            db = x * ad / oth
        return Backward(
            f"In triangle {A}{B}{C}, point {D} lies on {A}{B} and point {E} lies on {A}{C} with "
            f"{D}{E} ∥ {B}{C}. Given {A}{D} = {ad}, {n(self._given_name(g))} = {oth} and "
            f"{n(asked)} = {draw.fmt(x, 4)}, what is the length of {D}{B}?", Number(db), "db")

    def description(self, g):
        A, B, C, D, E = g["labels"]
        n = lambda s: self._named(g, s)
        return (f"Triangle {A}{B}{C} has point {D} on side {A}{B} and point {E} on side {A}{C}; segment "
                f"{D}{E} is parallel to {B}{C}. {A}{D} = {g['ad']}, {D}{B} = {g['db']}, "
                f"{n(self._given_name(g))} = {g['other']}; the unknown {n(g['asked'])} is marked x.")
