"""Plane geometry: the altitude to the hypotenuse of a right triangle (CD² = AD·DB, AC² = AD·AB)."""
import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/triangles/right_triangle_altitude"
TRIPLES = ((3, 4), (4, 3), (5, 12), (12, 5), (8, 15), (15, 8), (6, 8), (8, 6), (7, 24), (24, 7))


@seed_program(
    id="right_triangle_altitude_segments", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=[CONCEPT, "plane_figures/similarity/similar_triangles", "plane_figures/triangles/pythagorean_theorem"],
    source="GeoEval / DynaMath-style (plane geometry, geometric mean in right triangles)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class RightTriangleAltitudeSegments(SeedProgram):
    levels = Levels(
        standard=dict(ask=OneOf(("CD", "AC")), k=IntRange(1, 5), u=IntRange(1, 5), w=IntRange(2, 7),
                      pairs=TRIPLES, cap=100, rotation=FloatRange(-20, 20)),
        hard=dict(ask=OneOf(("DB", "BC")), k=IntRange(1, 4), u=IntRange(1, 5), w=IntRange(2, 7),
                  pairs=TRIPLES, cap=400, rotation=FloatRange(-20, 20)),
        hard_means="the altitude CD and one hypotenuse part are given instead of both parts, so the other part "
                   "comes from CD² = AD·DB first, and half the time a leg must then follow from it",
    )

    def sample(self, rng, space):
        ask = space.ask.draw(rng)
        for _ in attempts("hypotenuse parts no more lopsided than 1:6 with a whole-number answer"):
            k = int(space.k.draw(rng))
            if ask == "CD":
                u, v = int(space.u.draw(rng)), int(space.u.draw(rng))
                p, q = k * u * u, k * v * v
            elif ask == "AC":
                u, w = int(space.u.draw(rng)), int(space.w.draw(rng))
                p, q = k * u * u, k * (w * w - u * u)
            else:
                u, v = space.pairs[int(rng.integers(0, len(space.pairs)))]
                if ask == "DB":
                    u, v = int(space.u.draw(rng)), int(space.w.draw(rng))
                p, q = k * u * u, k * v * v
            if q <= 0 or p == q or max(p, q) > 6 * min(p, q) or p + q > space.cap:
                continue
            g = {"ask": ask, "p": p, "labels": draw.pick_labels(rng, 4),
                 "rotation": float(space.rotation.draw(rng)), "mirror": bool(rng.integers(0, 2))}
            if ask in ("CD", "AC"):
                return {**g, "q": q}, {"h": float(np.sqrt(p * q))}
            return {**g, "h": int(round(np.sqrt(p * q)))}, {"q": q}

    def _names(self, g):
        return dict(zip("ABCD", g["labels"]))

    def _told(self, g):
        n = self._names(g)
        if "q" in g:
            return f"{n['A']}{n['D']} = {g['p']} and {n['D']}{n['B']} = {g['q']}"
        return f"{n['A']}{n['D']} = {g['p']} and {n['C']}{n['D']} = {g['h']}"

    def _setup(self, g):
        n = self._names(g)
        return (f"In triangle {n['A']}{n['B']}{n['C']}, ∠{n['A']}{n['C']}{n['B']} = 90° and {n['C']}{n['D']} is the "
                f"altitude to the hypotenuse {n['A']}{n['B']}, with {n['D']} on {n['A']}{n['B']}.")

    def _asked(self, g):
        n = self._names(g)
        return {"CD": n["C"] + n["D"], "AC": n["A"] + n["C"], "DB": n["D"] + n["B"], "BC": n["B"] + n["C"]}[g["ask"]]

    def question(self, g):
        return f"{self._setup(g)} {self._told(g)}. What is the length of {self._asked(g)}?"

    def answer(self, p):
        a, q, h = p["p"], p["q"], p["h"]
        # similar triangles ACD ~ CBD ~ ABC: CD² = AD·DB, AC² = AD·AB, BC² = DB·AB
        return Number(float({"CD": h, "AC": np.sqrt(a * (a + q)), "DB": q, "BC": np.sqrt(q * (a + q))}[p["ask"]]))

    def verify(self, g):
        # Coordinates, no similarity: D at the origin, A = (−AD, 0) on the x-axis. With DB told, C = (0, y)
        # is found by bisection so that CA·CB = 0; with CD told, B = (x, 0) is found the same way.
        A = np.array([-float(g["p"]), 0.0])

        def bisect(f, lo, hi):
            for _ in range(200):
                mid = (lo + hi) / 2
                lo, hi = (mid, hi) if f(mid) < 0 else (lo, mid)
            return (lo + hi) / 2

        if "q" in g:
            B = np.array([float(g["q"]), 0.0])
            y = bisect(lambda y: (A - [0, y]) @ (B - [0, y]), 1e-9, 1e4)   # < 0 (obtuse at C) while y is small
            C = np.array([0.0, y])
        else:
            C = np.array([0.0, float(g["h"])])
            x = bisect(lambda x: -((A - C) @ (np.array([x, 0.0]) - C)), 1e-9, 1e5)
            B = np.array([x, 0.0])
        D = np.zeros(2)
        seg = {"CD": (C, D), "AC": (A, C), "DB": (D, B), "BC": (B, C)}[g["ask"]]
        return Number(float(np.linalg.norm(seg[0] - seg[1])))

    def _layout(self, g):
        p = g["p"]
        q = g["q"] if "q" in g else g["h"] ** 2 / p
        h = np.sqrt(p * q)
        A, B, C, D = np.array([-p, 0.0]), np.array([q, 0.0]), np.array([0.0, h]), np.zeros(2)
        return dict(zip("ABCD", plane.rotate([A, B, C, D], g["rotation"], g["mirror"]))), p + q

    def draw(self, g, ax, hide=()):
        X, c = self._layout(g)
        n = self._names(g)
        draw.polygon(ax, {n[k]: X[k] for k in "ABC"}, labels=False, fill=draw.PALETTE["blue"])
        draw.segment(ax, X["C"], X["D"], color=draw.PALETTE["blue"])
        s = 0.045 * c
        draw.right_angle_mark(ax, X["C"], X["A"], X["B"], size=s)
        draw.right_angle_mark(ax, X["D"], X["B"], X["C"], size=s)
        cen = (X["A"] + X["B"] + X["C"]) / 3
        for k in "ABC":
            draw.label_point(ax, X[k], n[k], away_from=cen, offset=13)
        draw.label_point(ax, X["D"], n["D"], away_from=X["C"], offset=13)
        texts = {}
        if "q" in g:
            texts["AD"] = "?" if "p" in hide else str(g["p"])
            texts["DB"] = "?" if "q" in hide else str(g["q"])
        else:
            texts["AD"] = "?" if "p" in hide else str(g["p"])
            texts["CD"] = "?" if "h" in hide else str(g["h"])
        if not hide:
            texts[g["ask"]] = "?"
        ends = {"AD": ("A", "D"), "DB": ("D", "B"), "CD": ("C", "D"), "AC": ("A", "C"), "BC": ("B", "C")}
        for key, text in texts.items():
            a, b = ends[key]
            away = X["C"] if key in ("AD", "DB") else (X["B"] if key in ("CD", "AC") else X["A"])
            if key == "CD":
                away = X["A"] if np.linalg.norm(X["A"] - X["D"]) < np.linalg.norm(X["B"] - X["D"]) else X["B"]
            plane.side_label(ax, X[a], X[b], text, away_from=away,
                             color=draw.PALETTE["blue"] if text == "?" else draw.INK)
        draw.geometry_axes(ax, [X[k] for k in "ABC"], margin=0.15)

    def subquestions(self, g):
        n = self._names(g)
        if "q" in g:
            return [SubQuestion(f"{self._setup(g)} {self._told(g)}. What is the length of the hypotenuse "
                                f"{n['A']}{n['B']}?", Number(g["p"] + g["q"]), CONCEPT),
                    SubQuestion(f"{self._setup(g)} {self._told(g)}. What is {n['C']}{n['D']}²?",
                                Number(g["p"] * g["q"]), CONCEPT)]
        return [SubQuestion(f"{self._setup(g)} {self._told(g)}. What is the length of {n['D']}{n['B']}?",
                            Number(g["h"] ** 2 / g["p"]), CONCEPT)]

    def backward(self, g):
        n = self._names(g)
        p = g["p"]
        q = g["q"] if "q" in g else g["h"] ** 2 / p
        val = {"CD": np.sqrt(p * q), "AC": np.sqrt(p * (p + q)), "DB": q, "BC": np.sqrt(q * (p + q))}[g["ask"]]
        if "q" in g:
            # the other part DB from the stated answer: CD² = AD·DB, or AC² = AD·(AD + DB)
            back = val ** 2 / p if g["ask"] == "CD" else val ** 2 / p - p
            told = f"{n['A']}{n['D']} = {p} and {self._asked(g)} = {draw.fmt(val)}"
            return Backward(f"{self._setup(g)} {told}. What is the length of {n['D']}{n['B']}?",
                            Number(float(back)), "q")
        # CD from AD and the stated answer: DB directly, or DB from BC² = DB·(AD + DB)
        db = val if g["ask"] == "DB" else (-p + np.sqrt(p * p + 4 * val ** 2)) / 2
        told = f"{n['A']}{n['D']} = {p} and {self._asked(g)} = {draw.fmt(val)}"
        return Backward(f"{self._setup(g)} {told}. What is the length of {n['C']}{n['D']}?",
                        Number(float(np.sqrt(p * db))), "h")

    def description(self, g):
        return f"{self._setup(g)} Right angles are marked at {self._names(g)['C']} and {self._names(g)['D']}. " \
               f"Given: {self._told(g)}. Unknown: {self._asked(g)}."
