"""Solid geometry: M moves on a lateral edge of a regular triangular prism ABC-A₁B₁C₁ (base edge a, lateral
edge h); where must M sit so that the line XM from a fixed vertex X is perpendicular to a diagonal UV of a
lateral face (the classic "AB₁ ⟂ C₁M, find the position of M")? Give the distance of M from the bottom end
of its edge (DynaSolidGeo, positional relationship: perpendicular lines in space). ``answer`` splits both
vectors into a part in the base and a vertical part: the base part of the dot product comes from the
squared distances between base vertices (all 0 or a²), the vertical part is linear in the height of M
(sympy, exact); ``verify`` builds the prism in coordinates and finds the root of the dot product XM·UV
along the edge (numpy, brentq)."""
import numpy as np
import sympy as sp
from scipy.optimize import brentq

from dynaforge.sdk import Backward, IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_position_folding import (draw_regular_triangular_prism, prism_role_labels,
                                                  regular_prism_figure_text)

ROLES = ("A", "B", "C", "A1", "B1", "C1")
DIAGONALS = (("A", "B1"), ("B", "A1"), ("B", "C1"), ("C", "B1"), ("C", "A1"), ("A", "C1"))
NAMES = ("M", "P", "N")


@seed_program(
    id="triangular_prism_lateral_point_perpendicular", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/positional/line_line_relations", "solid_figures/positional/three_perpendiculars_theorem",
              "solid_figures/prisms/right_prism"],
    source="DynaSolidGeo-style (positional relationship: the point of a lateral edge that makes two lines perpendicular)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class TriangularPrismLateralPointPerpendicular(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(2, 6), h=IntRange(2, 8), top_share=0.2),
        hard=dict(a=IntRange(3, 11), h=IntRange(3, 13), top_share=0.85),
        hard_means="larger prisms and mostly a fixed vertex X on the top face, so the vertical part of the dot "
                   "product no longer vanishes at the bottom and the position is h minus a fraction",
    )

    def sample(self, rng, space):
        """Givens: a, h, the label style, the lateral edge of M (its bottom role), the vertex X, the face
        diagonal UV (roles) and the name of M."""
        style = str(rng.choice(["sub", "prime", "digit"]))
        name = str(rng.choice(NAMES))
        want_top = rng.random() < space.top_share
        for _ in attempts("a position strictly inside the lateral edge, not its midpoint too often"):
            a, h = int(space.a.draw(rng)), int(space.h.draw(rng))
            edge = str(rng.choice(["A", "B", "C"]))
            pool = [x for x in ROLES if x[0] != edge and (len(x) == 2) == want_top]
            x = str(rng.choice(pool))
            uv = [str(v) for v in DIAGONALS[int(rng.integers(len(DIAGONALS)))]]
            P = self._float_xyz(a, h)
            d = P[uv[1]] - P[uv[0]]
            m0 = P[edge]
            t = -((m0 - P[x]) @ d) / d[2]
            if not 0.05 * h < t < 0.95 * h:
                continue
            if abs(t - h / 2) < 1e-9 and rng.random() < 0.7:
                continue
            return {"a": a, "h": h, "style": style, "edge": edge, "x": x, "uv": uv, "name": name}

    @staticmethod
    def _float_xyz(a, h):
        base = {"A": (0.0, 0.0), "B": (a, 0.0), "C": (a / 2, a * np.sqrt(3) / 2)}
        out = {k: np.array([x, y, 0.0]) for k, (x, y) in base.items()}
        return out | {k + "1": np.array([x, y, float(h)]) for k, (x, y) in base.items()}

    def _lead(self, g, hide=None):
        L = prism_role_labels(g["style"])
        a = "x" if hide == "a" else g["a"]
        m, e = g["name"], g["edge"]
        U, V = (L[r] for r in g["uv"])
        return (f"In the regular triangular prism {L['A']}{L['B']}{L['C']}-{L['A1']}{L['B1']}{L['C1']} the base edge "
                f"is {a} and the lateral edge is {g['h']}. The point {m} lies on the lateral edge {L[e]}{L[e + '1']} and "
                f"{L[g['x']]}{m} ⟂ {U}{V}.")

    def question(self, g):
        L, m, e = prism_role_labels(g["style"]), g["name"], g["edge"]
        return f"{self._lead(g)} Find {L[e]}{m} (as a fraction or a decimal)."

    # -- answer: base part by squared distances, vertical part linear in the height ------------------------
    def _split(self, p):
        a, h, t = sp.Integer(p["a"]), sp.Integer(p["h"]), sp.Symbol("t")
        base = lambda r: r[0]                              # the base vertex below (or at) a role
        d2 = lambda r, s: 0 if base(r) == base(s) else a ** 2
        z = lambda r: h if len(r) == 2 else 0
        x, (u, v), e = p["x"], p["uv"], p["edge"]
        horiz = sp.Rational(1, 2) * (d2(x, v) + d2(e, u) - d2(x, u) - d2(e, v))
        vert = (t - z(x)) * (z(v) - z(u))
        return horiz, vert, t

    def _exact(self, p):
        horiz, vert, t = self._split(p)
        return sp.solve(sp.Eq(horiz + vert, 0), t)[0]

    def answer(self, p):
        return Number(float(self._exact(p)))

    # -- verify: coordinates and a bracketed root of the dot product ------------------------------------------
    def verify(self, g):
        a, h = float(g["a"]), float(g["h"])
        r3 = np.sqrt(3.0)
        X = {"A": np.zeros(3), "B": np.array([a, 0, 0]), "C": np.array([a / 2, a * r3 / 2, 0])}
        X |= {k + "1": v + np.array([0, 0, h]) for k, v in list(X.items())}
        U, V = (X[r] for r in g["uv"])
        f = lambda t: float((X[g["edge"]] + np.array([0, 0, t]) - X[g["x"]]) @ (V - U))
        return Number(float(brentq(f, 0.0, h, xtol=1e-14)))

    # -- views ----------------------------------------------------------------------------------------------
    def scene(self, g):
        a, h = g["a"], g["h"]
        s = Scene()
        L = draw_regular_triangular_prism(s, a, h, g["style"])
        t = float(self._exact(g))
        s.point(g["name"], s.along(L[g["edge"]], L[g["edge"] + "1"], t / h))
        s.segment(L[g["x"]], g["name"], style="auxiliary")
        s.segment(*(L[r] for r in g["uv"]), style="auxiliary")
        return s

    def description(self, g):
        L = prism_role_labels(g["style"])
        return (f"{self._lead(g)} " + regular_prism_figure_text(L)
                + f"the point {g['name']} on its lateral edge and the two segments drawn in red.")

    def subquestions(self, g):
        L = prism_role_labels(g["style"])
        U, V = (L[r] for r in g["uv"])
        return [SubQuestion(f"In a regular triangular prism {L['A']}{L['B']}{L['C']}-{L['A1']}{L['B1']}{L['C1']} with "
                            f"base edge {g['a']} and lateral edge {g['h']}, find the length of the face diagonal "
                            f"{U}{V} (to 2 decimal places).",
                            Number(float(np.sqrt(g["a"] ** 2 + g["h"] ** 2))),
                            "solid_figures/prisms/right_prism")]

    def backward(self, g):
        L, m, e = prism_role_labels(g["style"]), g["name"], g["edge"]
        t = self._exact(g)
        horiz, vert, ts = self._split(g)
        # horiz = k·a² with k fixed by the labels: solve k·x² + vert(t) = 0 for x > 0
        k = sp.simplify(horiz / sp.Integer(g["a"]) ** 2)
        x2 = sp.simplify(-vert.subs(ts, t) / k)
        return Backward(f"{self._lead(g, hide='a')} It is known that {L[e]}{m} = {surd_text(t)}. "
                        f"Find x, the base edge of the prism.", Number(float(sp.sqrt(x2))), "a")

    def reasoning(self, p):
        L, m, e = prism_role_labels(p["style"]), p["name"], p["edge"]
        U, V = (L[r] for r in p["uv"])
        X = L[p["x"]]
        horiz, vert, ts = self._split(p)
        t = self._exact(p)
        proj = lambda r: L[r[0]]
        return [
            f"Split every vector into its part in the base plane and its vertical part (the lateral edges are "
            f"perpendicular to the base). The projections of {X}, {m}, {U}, {V} onto the base are "
            f"{proj(p['x'])}, {L[e]}, {proj(p['uv'][0])}, {proj(p['uv'][1])}.",
            f"Base part: for projections X', M', U', V', X'M'·U'V' = (X'V'² + M'U'² − X'U'² − M'V'²)/2, and every "
            f"distance between vertices of the equilateral base is {p['a']} (or 0), so the base part is "
            f"{surd_text(horiz)}.",
            f"Vertical part: with {L[e]}{m} = t, the heights give ({surd_text(vert)}).",
            f"{X}{m} ⟂ {U}{V} means {X}{m}·{U}{V} = 0: {surd_text(horiz)} + ({surd_text(sp.expand(vert))}) = 0.",
            f"So t = {L[e]}{m} = {surd_text(t)} ≈ {float(t):.4g}, which lies between 0 and {p['h']}: {m} is inside "
            f"the edge.",
        ]
