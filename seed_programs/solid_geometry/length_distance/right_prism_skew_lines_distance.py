"""Solid geometry (length): the distance between two skew lines of a right triangular prism
ABC-A1B1C1 whose base is right-angled at C (∠ACB = 90°) — a face diagonal against an edge or another
face diagonal, or (harder) a line to the midpoint M of an edge (DynaSolidGeo, length/distance; the
Gaokao prism with CA ⊥ CB ⊥ CC1). ``answer`` puts C at the origin with CA, CB, CC1 along the axes and
uses the common normal n = u × v, d = |PQ·n| / |n|; ``verify`` places the prism with A at the origin
and solves for the feet of the common perpendicular."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import solid_vertex_labels
from dynaforge.sdk.solid_angles import mark_lines
from dynaforge.sdk.solid_metric import common_perpendicular, surd

# vertex indices: 0 A, 1 B, 2 C, 3 A1, 4 B1, 5 C1
EDGES = [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3), (0, 3), (1, 4), (2, 5)]
FACE_DIAGONALS = [(0, 4), (1, 3), (1, 5), (2, 4), (0, 5), (2, 3)]


@seed_program(
    id="right_prism_skew_lines_distance", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/distances/skew_lines", "solid_figures/prisms/right_prism",
              "solid_figures/angles/normal_vector_method"],
    source="DynaSolidGeo-style (Gaokao: distance between skew lines in a right prism with a right-angled base)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "camera"],
)
class RightPrismSkewLinesDistance(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(1, 7), midpoint_share=0.0, diagonals_both=0.4,
                      style=OneOf(("prime", "digit", "sub"))),
        hard=dict(edge=IntRange(2, 10), midpoint_share=0.7, diagonals_both=0.6,
                  style=OneOf(("prime", "digit", "sub"))),
        hard_means="mostly a line to an edge midpoint M and two lines that are not edges, with larger edges: "
                   "the common normal has three unequal non-zero coordinates",
    )

    def sample(self, rng, space):
        for _ in attempts("edges CB, CA, CC1 within a factor 4 of each other (a readable prism)"):
            a, b, h = (int(v) for v in space.edge.draw(rng, size=3))   # CB, CA, CC1
            if max(a, b, h) <= 4 * min(a, b, h):
                break
        use_mid = bool(rng.random() < space.midpoint_share)
        both = bool(rng.random() < space.diagonals_both)
        for _ in attempts("two skew lines, not both edges"):
            first = list(FACE_DIAGONALS[int(rng.integers(0, 6))])
            if use_mid:
                e = EDGES[int(rng.integers(0, 9))]
                v = int(rng.choice([k for k in range(6) if k not in e]))
                second = {"v": v, "mid": list(e)}
            elif both:
                d = FACE_DIAGONALS[int(rng.integers(0, 6))]
                second = {"v": int(d[0]), "w": int(d[1])}
            else:
                e = EDGES[int(rng.integers(0, 9))]
                second = {"v": int(e[0]), "w": int(e[1])}
            lines = [{"v": first[0], "w": first[1]}, second]
            if self._skew(a, b, h, lines):
                break
        if rng.random() < 0.5:
            lines = lines[::-1]
        return {"a": a, "b": b, "h": h, "lines": lines, "style": space.style.draw(rng)}

    @staticmethod
    def _skew(a, b, h, lines):
        X = [np.array(p, dtype=float) for p in ((b, 0, 0), (0, a, 0), (0, 0, 0), (b, 0, h), (0, a, h), (0, 0, h))]
        ends = []
        for ln in lines:
            q = (X[ln["mid"][0]] + X[ln["mid"][1]]) / 2 if "mid" in ln else X[ln["w"]]
            ends.append((X[ln["v"]], q))
        (p1, q1), (p2, q2) = ends
        n = np.cross(q1 - p1, q2 - p2)
        return np.linalg.norm(n) > 1e-9 and abs(n @ (p2 - p1)) > 1e-9

    # -- naming -----------------------------------------------------------------------------------------
    def _labels(self, g):
        bottom, top = solid_vertex_labels(3, g["style"])
        return bottom + top

    def _line_labels(self, g):
        L = self._labels(g)
        return [(L[ln["v"]], "M" if "mid" in ln else L[ln["w"]]) for ln in g["lines"]]

    def _intro(self, g):
        L = self._labels(g)
        text = (f"In the right triangular prism {''.join(L[:3])}-{''.join(L[3:])} (lateral edges perpendicular to the "
                f"base), ∠{L[0]}{L[2]}{L[1]} = 90°, {L[2]}{L[1]} = {g['a']}, {L[2]}{L[0]} = {g['b']} and "
                f"{L[2]}{L[5]} = {g['h']}")
        for ln in g["lines"]:
            if "mid" in ln:
                text += f"; M is the midpoint of {L[ln['mid'][0]]}{L[ln['mid'][1]]}"
        return text

    # -- protocol -----------------------------------------------------------------------------------------
    def question(self, g):
        (P1, Q1), (P2, Q2) = self._line_labels(g)
        return (f"{self._intro(g)}. Find the distance between the skew lines {P1}{Q1} and {P2}{Q2} (exact, or "
                f"rounded to two decimal places).")

    def answer(self, p):
        a, b, h = (sp.Integer(p[k]) for k in ("a", "b", "h"))
        # C at the origin, CA on the x-axis, CB on the y-axis, CC1 on the z-axis
        X = [sp.Matrix(v) for v in ((b, 0, 0), (0, a, 0), (0, 0, 0), (b, 0, h), (0, a, h), (0, 0, h))]
        ends = []
        for ln in p["lines"]:
            q = (X[ln["mid"][0]] + X[ln["mid"][1]]) / 2 if "mid" in ln else X[ln["w"]]
            ends.append((X[ln["v"]], q))
        (p1, q1), (p2, q2) = ends
        n = (q1 - p1).cross(q2 - p2)
        return Number(float(sp.Abs((p2 - p1).dot(n)) / sp.sqrt(n.dot(n))))

    def _coords(self, g):
        """Float coordinates with A at the origin, AC along the x-axis, CB parallel to the y-axis."""
        L = self._labels(g)
        a, b, h = float(g["a"]), float(g["b"]), float(g["h"])
        base = {L[0]: (0.0, 0.0), L[2]: (b, 0.0), L[1]: (b, a)}
        pts = {k: np.array([x, y, 0.0]) for k, (x, y) in base.items()}
        for i in range(3):
            pts[L[i + 3]] = pts[L[i]] + np.array([0.0, 0.0, h])
        for ln in g["lines"]:
            if "mid" in ln:
                pts["M"] = (pts[L[ln["mid"][0]]] + pts[L[ln["mid"][1]]]) / 2
        return pts

    def verify(self, g):
        pts = self._coords(g)
        L = self._labels(g)
        # the stated base: right angle at C, CB = a, CA = b
        C, A, B = pts[L[2]], pts[L[0]], pts[L[1]]
        if abs((A - C) @ (B - C)) > 1e-9 or abs(np.linalg.norm(B - C) - g["a"]) > 1e-9:
            raise ValueError("the base is not the stated right triangle")
        (P1, Q1), (P2, Q2) = self._line_labels(g)
        x, y, d = common_perpendicular(pts[P1], pts[Q1], pts[P2], pts[Q2])
        for u in (pts[Q1] - pts[P1], pts[Q2] - pts[P2]):
            if abs((x - y) @ u) > 1e-8 * max(1.0, float(np.linalg.norm(u))):
                raise ValueError("not a common perpendicular")
        return Number(d)

    def scene(self, g):
        pts = self._coords(g)
        L = self._labels(g)
        s = Scene()
        s.prism(L[:3], L[3:], [tuple(pts[k][:2]) for k in L[:3]], float(g["h"]))
        if "M" in pts:
            s.point("M", pts["M"])
        mark_lines(s, self._line_labels(g))
        return s

    # -- views -------------------------------------------------------------------------------------------
    def _exact(self, g):
        """(exact distance, the two direction vectors and the normal) in the C-origin frame, for texts."""
        L = self._labels(g)
        a, b, h = (sp.Integer(g[k]) for k in ("a", "b", "h"))
        X = {L[i]: sp.Matrix(v) for i, v in enumerate(((b, 0, 0), (0, a, 0), (0, 0, 0), (b, 0, h), (0, a, h), (0, 0, h)))}
        for ln in g["lines"]:
            if "mid" in ln:
                X["M"] = (X[L[ln["mid"][0]]] + X[L[ln["mid"][1]]]) / 2
        (P1, Q1), (P2, Q2) = self._line_labels(g)
        u, v = X[Q1] - X[P1], X[Q2] - X[P2]
        n = u.cross(v)
        k = sp.gcd(list(n))
        n = n / k if k else n
        d = sp.radsimp(sp.Abs((X[P2] - X[P1]).dot(n)) / sp.sqrt(n.dot(n)))
        return d, X, u, v, n

    def subquestions(self, g):
        d, X, u, v, n = self._exact(g)
        (P1, Q1), (P2, Q2) = self._line_labels(g)
        L = self._labels(g)
        vt = lambda m: "(" + ", ".join(surd(c) for c in m) + ")"
        return [
            SubQuestion(f"With {L[2]} at the origin and {L[2]}{L[0]}, {L[2]}{L[1]}, {L[2]}{L[5]} along the axes, the lines "
                        f"{P1}{Q1} and {P2}{Q2} have directions {vt(u)} and {vt(v)}. Find the length of their cross "
                        f"product.",
                        Number(float(sp.sqrt(u.cross(v).dot(u.cross(v))))), "solid_figures/angles/normal_vector_method"),
            SubQuestion(f"The skew lines {P1}{Q1} and {P2}{Q2} have the common normal n = {vt(n)}, and "
                        f"{P1}{P2} = {vt(X[P2] - X[P1])}. Find |{P1}{P2}·n| / |n|.", Number(float(d)),
                        "solid_figures/distances/skew_lines"),
        ]

    def backward(self, g):
        # the distance is homogeneous of degree 1 in (a, b, h): mask h and solve d(h) = d by a scan + bisection
        d, *_ = self._exact(g)
        L = self._labels(g)
        (P1, Q1), (P2, Q2) = self._line_labels(g)
        hs = sp.Symbol("h", positive=True)
        a, b = sp.Integer(g["a"]), sp.Integer(g["b"])
        X = [sp.Matrix(v) for v in ((b, 0, 0), (0, a, 0), (0, 0, 0), (b, 0, hs), (0, a, hs), (0, 0, hs))]
        ends = []
        for ln in g["lines"]:
            q = (X[ln["mid"][0]] + X[ln["mid"][1]]) / 2 if "mid" in ln else X[ln["w"]]
            ends.append((X[ln["v"]], q))
        (p1, q1), (p2, q2) = ends
        n = (q1 - p1).cross(q2 - p2)
        num, den = sp.fraction(sp.together(((p2 - p1).dot(n)) ** 2 - d ** 2 * n.dot(n)))
        roots = [r for r in sp.Poly(num, hs).nroots() if abs(sp.im(r)) < 1e-9 and sp.re(r) > 1e-9] \
            if sp.Poly(num, hs).degree() > 0 else []
        roots = sorted({round(float(sp.re(r)), 9) for r in roots})
        mid = "".join(f"; M is the midpoint of {L[ln['mid'][0]]}{L[ln['mid'][1]]}" for ln in g["lines"] if "mid" in ln)
        head = (f"In the right triangular prism {''.join(L[:3])}-{''.join(L[3:])} (lateral edges perpendicular to the "
                f"base), ∠{L[0]}{L[2]}{L[1]} = 90°, {L[2]}{L[1]} = {g['a']} and {L[2]}{L[0]} = {g['b']}{mid}. The "
                f"distance between the skew lines {P1}{Q1} and {P2}{Q2} is {surd(d)}.")
        others = [r for r in roots if abs(r - g["h"]) > 1e-6]
        if not others:
            return Backward(f"{head} Find {L[2]}{L[5]}.", Number(float(g["h"])), "h")
        lo = max([r for r in others if r < g["h"]], default=None)
        hi = min([r for r in others if r > g["h"]], default=None)
        cond = " and ".join(c for c in (f"{L[2]}{L[5]} > {int(np.floor(lo))}" if lo is not None else "",
                                        f"{L[2]}{L[5]} < {int(np.ceil(hi))}" if hi is not None else "") if c)
        return Backward(f"{head} Given {cond}, find {L[2]}{L[5]}.", Number(float(g["h"])), "h")

    def description(self, g):
        L = self._labels(g)
        (P1, Q1), (P2, Q2) = self._line_labels(g)
        return (f"{self._intro(g)}. {L[3]}, {L[4]}, {L[5]} lie directly above {L[0]}, {L[1]}, {L[2]}; the lines "
                f"{P1}{Q1} and {P2}{Q2} are drawn in red.")

    def reasoning(self, p):
        d, X, u, v, n = self._exact(p)
        (P1, Q1), (P2, Q2) = self._line_labels(p)
        L = self._labels(p)
        vt = lambda m: "(" + ", ".join(surd(c) for c in m) + ")"
        C = L[2]
        steps = [f"{C}{L[0]}, {C}{L[1]}, {C}{L[5]} are mutually perpendicular ({C}{L[5]} ⊥ base, ∠{L[0]}{C}{L[1]} = 90°): "
                 f"put {C} at the origin with {L[0]} = {vt(X[L[0]])}, {L[1]} = {vt(X[L[1]])}, {L[5]} = {vt(X[L[5]])}."]
        if "M" in X:
            steps.append(f"M = {vt(X['M'])}.")
        steps += [
            f"Directions: {P1}{Q1} = {vt(u)}, {P2}{Q2} = {vt(v)}; a common normal (a multiple of u × v) is n = {vt(n)}.",
            f"{P1}{P2} = {vt(X[P2] - X[P1])} joins the lines, so d = |{P1}{P2}·n| / |n| = {surd(d)} ≈ {float(d):.4f}.",
        ]
        return steps
