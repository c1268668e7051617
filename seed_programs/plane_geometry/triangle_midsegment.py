"""Plane geometry: the midsegment of a triangle is half the third side (and the midpoint triangle's perimeter)."""
import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/triangles/midsegment_theorem"


def _lin(p, q):
    head = "x" if p == 1 else f"{p}x"
    return f"{head} + {q}" if q > 0 else (f"{head} − {-q}" if q < 0 else head)


@seed_program(
    id="triangle_midsegment", topic="plane_geometry", level="elementary", difficulty="easy",
    question_type="numeric", concepts=[CONCEPT, "algebra/equations/linear_equation_solving"],
    source="DynaMath-style (plane geometry, triangle midsegment)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "symbolic_substitution"],
)
class TriangleMidsegment(SeedProgram):
    levels = Levels(
        standard=dict(ask=OneOf(("DE", "BC", "perimeter")), side=IntRange(4, 30), x=IntRange(3, 15),
                      p=IntRange(1, 5), u=IntRange(1, 9), rotation=FloatRange(-12, 12)),
        hard=dict(ask=OneOf(("xDE", "xBC")), side=IntRange(4, 30), x=IntRange(3, 15),
                  p=IntRange(1, 5), u=IntRange(1, 9), rotation=FloatRange(-12, 12)),
        hard_means="the midsegment and the third side are given as expressions in x, so x must first be solved "
                   "from BC = 2·DE before a length can be found",
    )

    def sample(self, rng, space):
        ask = space.ask.draw(rng)
        g = {"ask": ask, "labels": draw.pick_labels(rng, 6), "rotation": float(space.rotation.draw(rng)),
             "apex": float(rng.uniform(0.25, 0.75)), "mirror": bool(rng.integers(0, 2))}
        for _ in attempts("a proper triangle with sides of clearly different lengths, or expressions that differ"):
            if ask in ("DE", "BC"):
                bc = 2 * int(space.side.draw(rng))
                return ({**g, "bc": bc} if ask == "DE" else {**g, "de": bc // 2}), {}
            if ask == "perimeter":
                a, b, c = (int(v) for v in space.side.draw(rng, size=3))
                if not (max(a, b, c) < a + b + c - max(a, b, c)) or len({a, b, c}) < 3:
                    continue
                cosines = [(b * b + c * c - a * a) / (2 * b * c), (a * a + c * c - b * b) / (2 * a * c),
                           (a * a + b * b - c * c) / (2 * a * b)]
                if max(cosines) > np.cos(np.radians(28)):          # no angle under 28°: a readable figure
                    continue
                return {**g, "a": a, "b": b, "c": c}, {}
            x = int(space.x.draw(rng))
            p, u = int(space.p.draw(rng)), int(space.u.draw(rng))
            q = int(rng.integers(-5, 11))
            de = p * x + q
            v = 2 * de - u * x
            if u == 2 * p or q == 0 or de < 3 or abs(v) > 40 or de > 60:
                continue
            return {**g, "p": p, "q": q, "u": u, "v": v}, {"x": x}

    def _names(self, g):
        return dict(zip("ABCDEF", g["labels"]))

    def _setup(self, g):
        n = self._names(g)
        text = (f"In triangle {n['A']}{n['B']}{n['C']}, {n['D']} is the midpoint of {n['A']}{n['B']} and {n['E']} is "
                f"the midpoint of {n['A']}{n['C']}.")
        if g["ask"] == "perimeter":
            text = (f"In triangle {n['A']}{n['B']}{n['C']}, {n['D']}, {n['E']} and {n['F']} are the midpoints of "
                    f"{n['A']}{n['B']}, {n['A']}{n['C']} and {n['B']}{n['C']}.")
        return text

    def _told(self, g):
        n = self._names(g)
        if g["ask"] == "DE":
            return f"{n['B']}{n['C']} = {g['bc']}"
        if g["ask"] == "BC":
            return f"{n['D']}{n['E']} = {g['de']}"
        if g["ask"] == "perimeter":
            a, b, c = g["a"], g["b"], g["c"]
            return f"{n['B']}{n['C']} = {a}, {n['C']}{n['A']} = {b} and {n['A']}{n['B']} = {c}"
        return f"{n['D']}{n['E']} = {_lin(g['p'], g['q'])} and {n['B']}{n['C']} = {_lin(g['u'], g['v'])}"

    def question(self, g):
        n = self._names(g)
        ask = {"DE": f"the length of {n['D']}{n['E']}", "BC": f"the length of {n['B']}{n['C']}",
               "perimeter": f"the perimeter of triangle {n['D']}{n['E']}{n['F']}",
               "xDE": f"the length of {n['D']}{n['E']}", "xBC": f"the length of {n['B']}{n['C']}"}[g["ask"]]
        return f"{self._setup(g)} {self._told(g)}. What is {ask}?"

    def answer(self, p):
        if p["ask"] == "DE":
            return Number(p["bc"] / 2)
        if p["ask"] == "BC":
            return Number(2 * p["de"])
        if p["ask"] == "perimeter":
            return Number((p["a"] + p["b"] + p["c"]) / 2)
        de = p["p"] * p["x"] + p["q"]
        return Number(de if p["ask"] == "xDE" else 2 * de)

    def verify(self, g):
        # Coordinates of our own triangle (B at the origin, C on the x-axis), midpoints as averages, lengths
        # measured; an unknown length or x is found by bisection so the stated lengths come out.
        def tri(a, b, c):
            x = (a * a + c * c - b * b) / (2 * a)
            return np.array([x, np.sqrt(max(c * c - x * x, 1e-12))]), np.zeros(2), np.array([a, 0.0])

        def mid_len(bc):
            A, B, C = tri(bc, 0.9 * bc, 0.7 * bc)
            return float(np.linalg.norm((A + B) / 2 - (A + C) / 2))

        def solve(f, lo, hi):
            flo = f(lo)
            for _ in range(200):
                m = (lo + hi) / 2
                lo, hi = (m, hi) if np.sign(f(m)) == np.sign(flo) else (lo, m)
            return (lo + hi) / 2

        if g["ask"] == "DE":
            return Number(mid_len(g["bc"]))
        if g["ask"] == "BC":
            return Number(float(solve(lambda t: mid_len(t) - g["de"], 1e-6, 1e4)))
        if g["ask"] == "perimeter":
            A, B, C = tri(g["a"], g["b"], g["c"])
            D, E, F = (A + B) / 2, (A + C) / 2, (B + C) / 2
            return Number(float(np.linalg.norm(D - E) + np.linalg.norm(E - F) + np.linalg.norm(F - D)))
        # expressions: find x where the measured midsegment of a triangle with BC = u·x + v equals p·x + q
        lo = max(1e-6, (-g["v"] + 1e-6) / g["u"])
        x = solve(lambda t: mid_len(g["u"] * t + g["v"]) - (g["p"] * t + g["q"]), lo, 1e3)
        de = g["p"] * x + g["q"]
        return Number(float(de if g["ask"] == "xDE" else g["u"] * x + g["v"]))

    def _layout(self, g):
        if g["ask"] == "perimeter":
            a, b, c = g["a"], g["b"], g["c"]
            x = (a * a + c * c - b * b) / (2 * a)
            A, B, C = np.array([x, np.sqrt(c * c - x * x)]) / a, np.zeros(2), np.array([1.0, 0.0])
        else:
            A, B, C = np.array([g["apex"], 0.72]), np.zeros(2), np.array([1.0, 0.0])
        D, E, F = (A + B) / 2, (A + C) / 2, (B + C) / 2
        return dict(zip("ABCDEF", plane.rotate([A, B, C, D, E, F], g["rotation"], g["mirror"])))

    def draw(self, g, ax, hide=()):
        X = self._layout(g)
        n = self._names(g)
        draw.polygon(ax, {n[k]: X[k] for k in "ABC"}, labels=False, fill=draw.PALETTE["green"])
        cen = (X["A"] + X["B"] + X["C"]) / 3
        blue = draw.PALETTE["blue"]
        draw.segment(ax, X["D"], X["E"], color=blue)
        pts = "ABCDE"
        if g["ask"] == "perimeter":
            draw.segment(ax, X["E"], X["F"], color=blue)
            draw.segment(ax, X["F"], X["D"], color=blue)
            pts = "ABCDEF"
        for k in pts:
            inward = g["ask"] == "perimeter" and k in "DEF"     # side lengths go outside, at the midpoints
            draw.label_point(ax, X[k], n[k], away_from=2 * X[k] - cen if inward else cen, offset=13)
        for (a, b), c in ((("A", "D"), 1), (("D", "B"), 1), (("A", "E"), 2), (("E", "C"), 2)):
            plane.tick_marks(ax, X[a], X[b], c, size=0.035)
        if g["ask"] == "perimeter":
            plane.tick_marks(ax, X["B"], X["F"], 3, size=0.035)
            plane.tick_marks(ax, X["F"], X["C"], 3, size=0.035)
            for (s, e), key in ((("B", "C"), "a"), (("C", "A"), "b"), (("A", "B"), "c")):
                v = g[key]
                plane.side_label(ax, X[s], X[e], "?" if key in hide else str(v), away_from=cen)
        else:
            if g["ask"] in ("xDE", "xBC"):
                de_text, bc_text = _lin(g["p"], g["q"]), _lin(g["u"], g["v"])
            else:
                de_text = "?" if g["ask"] == "DE" else str(g["de"])
                bc_text = "?" if g["ask"] == "BC" else str(g["bc"])
            if "bc" in hide:
                bc_text = "?"
            if "de" in hide or "q" in hide:
                de_text = "?" if "de" in hide else _lin(g["p"], 0) + " + ?"
            plane.side_label(ax, X["D"], X["E"], de_text, away_from=X["B"], color=blue if de_text == "?" else draw.INK)
            plane.side_label(ax, X["B"], X["C"], bc_text, away_from=X["A"], color=blue if bc_text == "?" else draw.INK)
        draw.geometry_axes(ax, [X[k] for k in "ABC"], margin=0.15)

    def subquestions(self, g):
        n = self._names(g)
        if g["ask"] in ("xDE", "xBC"):
            return [SubQuestion(f"Solve 2({_lin(g['p'], g['q'])}) = {_lin(g['u'], g['v'])} for x.",
                                Number((g["v"] - 2 * g["q"]) / (2 * g["p"] - g["u"])),
                                "algebra/equations/linear_equation_solving")]
        return [SubQuestion(f"A segment joins the midpoints of two sides of a triangle. The third side is 18. "
                            f"How long is the segment?", Number(9), CONCEPT)] if g["ask"] != "perimeter" else [
            SubQuestion(f"{self._setup(g)} {self._told(g)}. What is the length of {n['D']}{n['E']}?",
                        Number(g["a"] / 2), CONCEPT)]

    def backward(self, g):
        n = self._names(g)
        if g["ask"] == "DE":
            return Backward(f"{self._setup(g)} {n['D']}{n['E']} = {draw.fmt(g['bc'] / 2)}. What is the length of "
                            f"{n['B']}{n['C']}?", Number(g["bc"]), "bc")
        if g["ask"] == "BC":
            return Backward(f"{self._setup(g)} {n['B']}{n['C']} = {2 * g['de']}. What is the length of "
                            f"{n['D']}{n['E']}?", Number(g["de"]), "de")
        if g["ask"] == "perimeter":
            b, c = g["b"], g["c"]
            per = (g["a"] + b + c) / 2
            return Backward(f"{self._setup(g)} {n['C']}{n['A']} = {b}, {n['A']}{n['B']} = {c} and the perimeter of "
                            f"triangle {n['D']}{n['E']}{n['F']} is {draw.fmt(per)}. What is the length of "
                            f"{n['B']}{n['C']}?", Number(2 * per - b - c), "a")
        # expressions: the stated length fixes x, then the constant q of DE = p·x + q
        de = g["p"] * ((g["v"] - 2 * g["q"]) / (2 * g["p"] - g["u"])) + g["q"]
        bc = 2 * de
        x = (bc - g["v"]) / g["u"]
        told = (f"the length of {n['D']}{n['E']} is {draw.fmt(de)}" if g["ask"] == "xDE" else
                f"the length of {n['B']}{n['C']} is {draw.fmt(bc)}")
        return Backward(f"{self._setup(g)} {n['D']}{n['E']} = {_lin(g['p'], 0)} + k for a constant k, "
                        f"{n['B']}{n['C']} = {_lin(g['u'], g['v'])} and {told}. What is k?",
                        Number(float(de - g["p"] * x)), "q")

    def description(self, g):
        marks = " Tick marks show the equal halves of each side."
        return f"{self._setup(g)}{marks} Segment {self._names(g)['D']}{self._names(g)['E']} is drawn. {self._told(g)}."
