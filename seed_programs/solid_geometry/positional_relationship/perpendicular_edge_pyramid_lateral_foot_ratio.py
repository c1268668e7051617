"""Solid geometry: P-ABCD is a pyramid whose lateral edge PA is perpendicular to the rectangular (or square)
base; E is the point of a lateral edge PV with XE ⟂ PV for a base vertex X. Find PE : EV or the length XE
(DynaSolidGeo, positional relationship: perpendicular lines in space; the theorem of three perpendiculars
makes ∠PBC and ∠PDC right angles). ``answer`` argues synthetically: the triangle PXV is right-angled at X,
so E is the foot of the altitude to the hypotenuse and PE : EV = PX² : XV², XE = PX·XV/PV (sympy, exact);
``verify`` builds the pyramid in coordinates and finds the root of (E − X)·(V − P) along the edge PV
(numpy, brentq)."""
import numpy as np
import sympy as sp
from scipy.optimize import brentq

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import surd_text

# (edge end V, vertex X) with ∠PXV = 90°: at A because PA ⟂ base; at B and D by three perpendiculars
CASES = {"direct": (("B", "A"), ("D", "A"), ("C", "A")), "three_perp": (("C", "B"), ("C", "D"))}


@seed_program(
    id="perpendicular_edge_pyramid_lateral_foot_ratio", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/positional/three_perpendiculars_theorem",
              "solid_figures/positional/line_plane_perpendicular_criterion", "solid_figures/positional/line_line_relations"],
    source="DynaSolidGeo-style (Gaokao: the point of a lateral edge of a PA-perpendicular pyramid with XE ⟂ PV)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "camera"],
)
class PerpendicularEdgePyramidLateralFootRatio(SeedProgram):
    levels = Levels(
        standard=dict(side=IntRange(2, 8), case=OneOf(("direct", "three_perp"), p=[0.6, 0.4]), square_share=0.4,
                      ask=OneOf(("ratio",))),
        hard=dict(side=IntRange(3, 12), case=OneOf(("direct", "three_perp"), p=[0.15, 0.85]), square_share=0.0,
                  ask=OneOf(("ratio", "length"), p=[0.5, 0.5])),
        hard_means="rectangular bases and mostly E on PC with BE ⟂ PC or DE ⟂ PC, where the right angle at B or D "
                   "must first be proved (three perpendiculars), and half the time the length XE instead of the ratio",
    )

    def sample(self, rng, space):
        """Givens: the base (a square's side ``a``, or AB and AD), PA, the edge end V, the vertex X and what is
        asked."""
        case = space.case.draw(rng)
        v, x = CASES[case][int(rng.integers(len(CASES[case])))]
        ask = space.ask.draw(rng)
        for _ in attempts("a base that is a square or a proper rectangle as the level wants"):
            h = int(space.side.draw(rng))
            if rng.random() < space.square_share:
                return {"a": int(space.side.draw(rng)), "pa": h, "v": v, "x": x, "ask": ask}
            ab, ad = (int(u) for u in space.side.draw(rng, size=2))
            if ab != ad:
                return {"ab": ab, "ad": ad, "pa": h, "v": v, "x": x, "ask": ask}

    @staticmethod
    def _base(g):
        return (g["a"], g["a"]) if "a" in g else (g["ab"], g["ad"])

    def _lead(self, g, hide=None):
        pa = "x" if hide == "pa" else g["pa"]
        base = (f"a square with side {g['a']}" if "a" in g
                else f"a rectangle with AB = {g['ab']} and AD = {g['ad']}")
        return (f"In the pyramid P-ABCD the lateral edge PA is perpendicular to the base ABCD, PA = {pa}, and ABCD is "
                f"{base}. The point E lies on the lateral edge P{g['v']} and {g['x']}E ⟂ P{g['v']}.")

    def _asked(self, g):
        return {"ratio": f"the ratio PE : E{g['v']} (give the value of PE/E{g['v']} as a fraction or decimal)",
                "length": f"the length {g['x']}E (to 2 decimal places)"}[g["ask"]]

    def question(self, g):
        return f"{self._lead(g)} Find {self._asked(g)}."

    # -- answer: the altitude to the hypotenuse of the right triangle PXV ------------------------------------
    def _legs(self, p):
        ab, ad = (sp.Integer(u) for u in self._base(p))
        h = sp.Integer(p["pa"])
        side = {"B": ab, "D": ad}
        v, x = p["v"], p["x"]
        if x == "A":
            px, xv = h, (side[v] if v in side else sp.sqrt(ab ** 2 + ad ** 2))
        else:                                               # X = B or D, V = C
            other = ad if x == "B" else ab                  # XC is the base edge from X to C
            px, xv = sp.sqrt(h ** 2 + side[x] ** 2), other
        return px, xv

    def _value(self, p):
        px, xv = self._legs(p)
        return px ** 2 / xv ** 2 if p["ask"] == "ratio" else sp.radsimp(px * xv / sp.sqrt(px ** 2 + xv ** 2))

    def answer(self, p):
        return Number(float(self._value(p)))

    # -- verify: coordinates and the root of a dot product --------------------------------------------------
    def verify(self, g):
        ab, ad = (float(u) for u in ((g["a"], g["a"]) if "a" in g else (g["ab"], g["ad"])))
        X = {"A": np.zeros(3), "B": np.array([ab, 0, 0]), "C": np.array([ab, ad, 0]), "D": np.array([0, ad, 0]),
             "P": np.array([0, 0, float(g["pa"])])}
        P, V, Q = X["P"], X[g["v"]], X[g["x"]]
        f = lambda t: float((P + t * (V - P) - Q) @ (V - P))
        t = brentq(f, 0.0, 1.0, xtol=1e-15)
        E = P + t * (V - P)
        return Number(float(t / (1 - t)) if g["ask"] == "ratio" else float(np.linalg.norm(E - Q)))

    # -- views ----------------------------------------------------------------------------------------------
    def scene(self, g):
        ab, ad = self._base(g)
        s = Scene()
        s.pyramid(["A", "B", "C", "D"], "P", [(0, 0), (ab, 0), (ab, ad), (0, ad)], (0, 0, g["pa"]))
        px, xv = self._legs(g)
        t = float(px ** 2 / (px ** 2 + xv ** 2))
        s.point("E", s.along("P", g["v"], t))
        s.segment(g["x"], "E", style="auxiliary")
        return s

    def description(self, g):
        return (f"{self._lead(g)} The figure shows the pyramid with P directly above A, the point E on P{g['v']} and "
                f"the segment {g['x']}E drawn in red.")

    def subquestions(self, g):
        px, xv = self._legs(g)
        x, v = g["x"], g["v"]
        return [SubQuestion(f"{self._lead(g).split(' The point')[0]} Find the length P{x} (to 2 decimal places)."
                            if x != "A" else
                            f"{self._lead(g).split(' The point')[0]} Find the length P{v} (to 2 decimal places).",
                            Number(float(px if x != "A" else sp.sqrt(px ** 2 + xv ** 2))),
                            "plane_figures/triangles/pythagorean_theorem")]

    def backward(self, g):
        px, xv = self._legs(g)
        v = self._value(g)
        x = g["x"]
        if g["ask"] == "ratio":
            told = f"PE : E{g['v']} = {sp.fraction(v)[0]} : {sp.fraction(v)[1]}"
            px2 = v * xv ** 2
        else:
            told = f"{x}E² = {surd_text(sp.nsimplify(v ** 2))}"
            px2 = 1 / (1 / v ** 2 - 1 / xv ** 2)            # 1/XE² = 1/PX² + 1/XV²
        # PX² = PA² (X = A) or PA² + AX² (X = B, D): solve for PA
        ab, ad = self._base(g)
        h2 = px2 if x == "A" else px2 - {"B": ab, "D": ad}[x] ** 2
        return Backward(f"{self._lead(g, hide='pa')} It is known that {told}. Find x (the length PA).",
                        Number(float(sp.sqrt(sp.nsimplify(h2)))), "pa")

    def reasoning(self, p):
        x, v = p["x"], p["v"]
        px, xv = self._legs(p)
        pv = sp.sqrt(px ** 2 + xv ** 2)
        t = lambda e: surd_text(sp.nsimplify(e))
        if x == "A":
            why = f"PA ⟂ plane ABCD, so PA ⟂ A{v} and the triangle PA{v} has its right angle at A."
        else:
            why = (f"{x}C ⟂ A{x} (a rectangle) and {x}C ⟂ PA (PA ⟂ the base), so {x}C ⟂ plane PA{x} and {x}C ⟂ P{x}: "
                   f"the triangle P{x}C has its right angle at {x} (three perpendiculars).")
        out = [why,
               f"Its legs: P{x} = {t(px)}, {x}{v} = {t(xv)}; hypotenuse P{v} = {t(pv)}. E with {x}E ⟂ P{v} is the foot "
               f"of the altitude to the hypotenuse.",
               f"So P{x}² = PE·P{v} and {x}{v}² = E{v}·P{v}, hence PE : E{v} = P{x}² : {x}{v}² = {t(px ** 2)} : "
               f"{t(xv ** 2)} = {t(px ** 2 / xv ** 2)}."]
        if p["ask"] == "length":
            out.append(f"{x}E = P{x}·{x}{v}/P{v} = {t(self._value(p))} ≈ {float(self._value(p)):.4f}.")
        return out
