"""Plane geometry: a line parallel to one side of a triangle cuts off a similar triangle."""
import numpy as np

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        asked = str(rng.choice(["BC", "DE", "EC"]))
        ad, db = int(rng.integers(2, 9)), int(rng.integers(2, 9))
        ab = ad + db
        if asked == "BC":      # given DE
            other = int(rng.integers(int(np.ceil(0.6 * ad)), int(1.4 * ad) + 1))
        elif asked == "DE":    # given BC
            other = int(rng.integers(int(np.ceil(0.6 * ab)), int(1.4 * ab) + 1))
        else:                  # given AE
            other = int(rng.integers(int(np.ceil(0.6 * ad)), int(1.4 * ad) + 1))
        return {"asked": asked, "ad": ad, "db": db, "other": other,
                "shape_angle": float(rng.uniform(50, 95)), "mirror": bool(rng.integers(0, 2)),
                "labels": draw.pick_labels(rng, 5)}

    def _given_name(self, p):
        return {"BC": "DE", "DE": "BC", "EC": "AE"}[p["asked"]]

    def _named(self, p, seg):
        names = dict(zip("ABCDE", p["labels"]))
        return "".join(names[c] for c in seg)

    def question(self, p):
        A, B, C, D, E = p["labels"]
        n = lambda s: self._named(p, s)
        return (f"In triangle {A}{B}{C}, point {D} lies on {A}{B} and point {E} lies on {A}{C} with "
                f"{D}{E} ∥ {B}{C}. Given {A}{D} = {p['ad']}, {D}{B} = {p['db']} and "
                f"{n(self._given_name(p))} = {p['other']}, what is the length of {n(p['asked'])}?")

    def answer(self, p):
        ad, db, g = p["ad"], p["db"], p["other"]
        if p["asked"] == "BC":
            return Number(g * (ad + db) / ad)
        if p["asked"] == "DE":
            return Number(g * ad / (ad + db))
        return Number(g * db / ad)

    def _points(self, p):
        """Coordinates built from the givens only, with parallels drawn by line intersection.

        A at the origin, AB on the x-axis. For BC and EC the small triangle ADE is built first and
        C is where line AE meets the parallel to DE through B; for DE the big triangle is built first
        and E is where AC meets the parallel to BC through D. No proportion is used.
        """
        ad, db, g = p["ad"], p["db"], p["other"]
        A, D, B = np.zeros(2), np.array([float(ad), 0.0]), np.array([float(ad + db), 0.0])
        t = np.radians(p["shape_angle"])
        if p["asked"] == "DE":
            C = B + g * np.array([-np.cos(t), np.sin(t)])
            E = _meet(A, C - A, D, C - B)
        else:
            if p["asked"] == "BC":
                E = D + g * np.array([-np.cos(t), np.sin(t)])
            else:
                E = g * np.array([np.cos(t), np.sin(t)])
            C = _meet(A, E - A, B, E - D)
        pts = np.array([A, B, C, D, E])
        if p["mirror"]:
            pts[:, 0] *= -1
        return pts

    def verify(self, p):
        # Measure the asked segment on the figure constructed from the givens.
        A, B, C, D, E = self._points(p)
        seg = {"BC": (B, C), "DE": (D, E), "EC": (E, C)}[p["asked"]]
        return Number(float(np.linalg.norm(seg[0] - seg[1])))

    def draw(self, p, ax, hide=()):
        A, B, C, D, E = self._points(p)
        la, lb, lc, ld, le = p["labels"]
        centre = (A + B + C) / 3
        draw.polygon(ax, {la: A, lb: B, lc: C}, labels=False)
        draw.segment(ax, D, E, color=draw.PALETTE["blue"])
        for X, name in ((A, la), (B, lb), (C, lc)):
            draw.label_point(ax, X, name, away_from=centre)
        for X, name in ((D, ld), (E, le)):
            draw.label_point(ax, X, name, away_from=centre, offset=15)
        draw.segment_label(ax, A, D, "?" if "ad" in hide else str(p["ad"]), away_from=centre)
        draw.segment_label(ax, D, B, "?" if "db" in hide else str(p["db"]), away_from=centre)
        given = self._given_name(p)
        segs = {"DE": (D, E), "BC": (B, C), "AE": (A, E), "EC": (E, C)}
        text = "?" if "other" in hide else str(p["other"])
        a, b = segs[given]
        draw.segment_label(ax, a, b, text, away_from=centre if given != "DE" else A,
                           color=draw.PALETTE["blue"] if given == "DE" else draw.INK)
        a, b = segs[p["asked"]]
        asked_text = draw.fmt(self.answer(p).value, 4) if "db" in hide else "x"
        draw.segment_label(ax, a, b, asked_text, away_from=centre if p["asked"] != "DE" else A,
                           color=draw.ACCENT, offset=9 + 4 * len(asked_text))  # wide values clear the side
        draw.geometry_axes(ax, [A, B, C], margin=0.14)

    def subquestions(self, p):
        n = lambda s: self._named(p, s)
        ad, db, g = p["ad"], p["db"], p["other"]
        ab = ad + db
        first = SubQuestion(f"Triangles {n('ADE')} and {n('ABC')} are similar with {n('AD')} = {ad} and "
                            f"{n('AB')} = {ab}. What is the ratio {n('AB')} / {n('AD')}?",
                            Number(ab / ad), "plane_figures/similarity/similar_triangles")
        if p["asked"] == "EC":
            second = SubQuestion(f"A line parallel to {n('BC')} divides {n('AB')} into {n('AD')} = {ad}, "
                                 f"{n('DB')} = {db} and {n('AC')} into {n('AE')} = {g} and {n('EC')}. "
                                 f"What is {n('EC')}?", Number(g * db / ad),
                                 "plane_figures/similarity/triangle_proportionality")
        else:
            known, want = ("DE", "BC") if p["asked"] == "BC" else ("BC", "DE")
            value = g * ab / ad if want == "BC" else g * ad / ab
            second = SubQuestion(f"Triangles {n('ADE')} and {n('ABC')} are similar with "
                                 f"{n('AB')} / {n('AD')} = {draw.fmt(ab / ad, 4)} and {n(known)} = {g}. "
                                 f"What is {n(want)}?", Number(value),
                                 "plane_figures/similarity/similar_triangles")
        return [first, second]

    def backward(self, p):
        A, B, C, D, E = p["labels"]
        n = lambda s: self._named(p, s)
        ad, g, asked = p["ad"], p["other"], p["asked"]
        x = self.answer(p).value
        if asked == "BC":        # x = g (ad + db) / ad
            db = ad * x / g - ad
        elif asked == "DE":      # x = g ad / (ad + db)
            db = g * ad / x - ad
        else:                    # x = g db / ad
            db = x * ad / g
        return Backward(
            f"In triangle {A}{B}{C}, point {D} lies on {A}{B} and point {E} lies on {A}{C} with "
            f"{D}{E} ∥ {B}{C}. Given {A}{D} = {ad}, {n(self._given_name(p))} = {g} and "
            f"{n(asked)} = {draw.fmt(x, 4)}, what is the length of {D}{B}?", Number(db), "db")

    def description(self, p):
        A, B, C, D, E = p["labels"]
        n = lambda s: self._named(p, s)
        return (f"Triangle {A}{B}{C} has point {D} on side {A}{B} and point {E} on side {A}{C}; segment "
                f"{D}{E} is parallel to {B}{C}. {A}{D} = {p['ad']}, {D}{B} = {p['db']}, "
                f"{n(self._given_name(p))} = {p['other']}; the unknown {n(p['asked'])} is marked x.")
