"""Solid geometry (folding): a rectangle ABCD (AB = 3a, AD = h) is creased along EH and FG (AE = EF = FB = a,
DH = HG = GC = a) and folded so that AD meets BC: the lateral surface of a regular triangular prism. P on AB
and Q on DC are marked on the flat sheet; find the distance PQ after folding, or (harder) the angle between
PQ and the bottom rim AEF (DynaSolidGeo folding: the bottom edge AB closes into an equilateral triangle and
lengths along the sheet become positions on its perimeter). ``answer`` places P and Q on the perimeter of
the equilateral triangle of side a (law of cosines with 60°) and adds the height (sympy, exact); ``verify``
folds the flat sheet in 3D, turning the parts beyond EH and then beyond FG by 120° about the creases, checks
that B lands on A, and measures (numpy)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_motion import fold_flap


@seed_program(
    id="rectangle_strip_prism_fold_distance", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/invariants_after_folding", "solid_figures/nets/prism_lateral_unrolling",
              "solid_figures/folding/skew_segment_length"],
    source="DynaSolidGeo-style (folding: a rectangular strip folded into the lateral surface of a regular triangular prism)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "camera"],
)
class RectangleStripPrismFoldDistance(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(2, 6), h=IntRange(2, 8), ask=OneOf(("PQ",)), same_face=0.3),
        hard=dict(a=IntRange(4, 10), h=IntRange(3, 12), ask=OneOf(("PQ", "angle"), p=[0.4, 0.6]), same_face=0.0),
        hard_means="larger sheets with P and Q never on the same face, and mostly the angle between PQ and the bottom "
                   "rim plane: the distance of the feet on the perimeter first, then the height over it",
    )

    def sample(self, rng, space):
        """Givens: a, h, AP = p (on AB) and DQ = q (on DC), neither on a crease, and what is asked."""
        ask = space.ask.draw(rng)
        for _ in attempts("P and Q off the creases, on different faces at the hard level"):
            a, h = int(space.a.draw(rng)), int(space.h.draw(rng))
            p, q = (int(v) for v in rng.integers(1, 3 * a, size=2))
            if p % a == 0 or q % a == 0:
                continue
            if p // a == q // a and rng.random() >= space.same_face:
                continue                                   # P and Q on one face only now and then
            return {"a": a, "h": h, "p": p, "q": q, "ask": ask}

    def _lead(self, g, hide=None):
        a, h = g["a"], ("x" if hide == "h" else g["h"])
        return (f"Rectangle ABCD has AB = {3 * a} and AD = {h}. E, F lie on AB and H, G on DC with AE = EF = FB = {a} "
                f"and DH = HG = GC = {a}. P lies on AB with AP = {g['p']} and Q lies on DC with DQ = {g['q']}. The sheet "
                f"is folded along EH and FG so that AD coincides with BC, forming the lateral surface of a regular "
                f"triangular prism.")

    def _asked(self, g):
        return {"PQ": "the distance PQ after folding (to 2 decimal places)",
                "angle": "the angle between the line PQ and the plane of the bottom rim AEF after folding, in degrees"}[g["ask"]]

    def question(self, g):
        return f"{self._lead(g)} Find {self._asked(g)}."

    def not_drawn(self, g):
        return ["B", "C"]

    # -- answer: positions on the perimeter of the equilateral triangle ------------------------------------------
    def _parts(self, p):
        a, h = sp.Integer(p["a"]), sp.Integer(p["h"])
        (i, x), (j, y) = divmod(p["p"], p["a"]), divmod(p["q"], p["a"])
        x, y = sp.Integer(x), sp.Integer(y)
        if i == j:
            d2 = (x - y) ** 2
        elif (j - i) % 3 == 1:                              # Q on the next face: meet at the vertex after P's face
            d2 = (a - x) ** 2 + y ** 2 - (a - x) * y
        else:                                               # Q on the face before P's
            d2 = x ** 2 + (a - y) ** 2 - x * (a - y)
        return {"d2": d2, "pq2": d2 + h ** 2, "h": h}

    def _value(self, p):
        q = self._parts(p)
        if p["ask"] == "PQ":
            return float(sp.sqrt(q["pq2"]))
        return float(sp.deg(sp.atan(q["h"] / sp.sqrt(q["d2"]))))

    def answer(self, p):
        return Number(self._value(p))

    # -- verify: fold the sheet in 3D ----------------------------------------------------------------------------
    def verify(self, g):
        a, h = float(g["a"]), float(g["h"])
        pts = {"A": (0, 0, 0), "B": (3 * a, 0, 0), "P": (g["p"], 0, 0), "Q": (g["q"], h, 0)}
        E, H, F, G = (np.array(v, dtype=float) for v in ((a, 0, 0), (a, h, 0), (2 * a, 0, 0), (2 * a, h, 0)))
        beyond = lambda lim: {k: v for k, v in pts.items() if k != "A" and np.asarray(v)[0] > lim + 1e-12}
        moved = fold_flap(beyond(a) | {"F": F, "G": G}, E, H, 60.0)        # dihedral 60° along EH
        pts |= {k: v for k, v in moved.items() if k not in ("F", "G")}
        F2, G2 = moved["F"], moved["G"]
        flat_x = {"A": 0, "B": 3 * a, "P": g["p"], "Q": g["q"]}
        second = {k: pts[k] for k in pts if flat_x[k] > 2 * a + 1e-12}
        pts |= fold_flap(second, F2, G2, 60.0)
        if np.linalg.norm(np.asarray(pts["B"]) - np.asarray(pts["A"])) > 1e-9:
            return Number(float("nan"))                    # the strip did not close up
        P, Q = np.asarray(pts["P"], dtype=float), np.asarray(pts["Q"], dtype=float)
        if g["ask"] == "PQ":
            return Number(float(np.linalg.norm(Q - P)))
        n = np.cross(E - np.zeros(3), F2 - np.zeros(3))    # the bottom rim plane A, E, F
        s = abs((Q - P) @ n) / (np.linalg.norm(Q - P) * np.linalg.norm(n))
        return Number(float(np.degrees(np.arcsin(s))))

    # -- views ----------------------------------------------------------------------------------------------
    def scene(self, g):
        a, h = float(g["a"]), float(g["h"])
        tri = {"A": np.array([0.0, 0.0]), "E": np.array([a, 0.0]), "F": np.array([a / 2, a * np.sqrt(3) / 2])}
        s = Scene()
        for k, top in (("A", "D"), ("E", "H"), ("F", "G")):
            s.point(k, (*tri[k], 0.0))
            s.point(top, (*tri[k], h))
        for f in (["A", "E", "H", "D"], ["E", "F", "G", "H"], ["F", "A", "D", "G"]):
            s.face(f, color="#fcd34d", opacity=0.3)
        corners = ["A", "E", "F", "A"]
        def on_rim(t, z):
            i, x = divmod(t, g["a"])
            u, v = tri[corners[i]], tri[corners[i + 1]]
            return (*(u + (v - u) * x / a), z)
        s.point("P", on_rim(g["p"], 0.0))
        s.point("Q", on_rim(g["q"], h))
        s.segment("P", "Q", style="auxiliary")
        return s

    def description(self, g):
        return (f"{self._lead(g)} The figure shows the folded surface: the bottom rim is the equilateral triangle AEF "
                f"(B has come onto A) and the top rim DHG (C has come onto D), with P on the bottom rim, Q on the top "
                f"rim and the segment PQ drawn in red.")

    def subquestions(self, g):
        q = self._parts(g)
        return [SubQuestion(f"{self._lead(g)} After folding, let Q' be the point of the bottom rim directly below Q. "
                            f"Find PQ' (to 2 decimal places).", Number(float(sp.sqrt(q["d2"]))),
                            "solid_figures/folding/invariants_after_folding")]

    def backward(self, g):
        q = self._parts(g)
        if g["ask"] == "PQ":
            told = f"PQ² = {surd_text(q['pq2'])}"
            h2 = q["pq2"] - q["d2"]
        else:
            v = self._value(g)
            told = f"the angle between PQ and the plane AEF is {v:.4f}°"
            h2 = q["d2"] * sp.tan(sp.rad(sp.Float(v, 30))) ** 2
        return Backward(f"{self._lead(g, hide='h')} After folding, {told}. Find x.",
                        Number(float(sp.sqrt(h2))), "h")

    def reasoning(self, p):
        q = self._parts(p)
        a = p["a"]
        (i, x), (j, y) = divmod(p["p"], a), divmod(p["q"], a)
        names = ["AE", "EF", "FB (now FA)"]
        out = [f"Folding keeps every length on the sheet. The bottom edge AB = {3 * a} closes into the equilateral "
               f"triangle AEF of side {a} (B meets A), the top edge DC into DHG, and AD, EH, FG become the lateral edges, "
               f"perpendicular to both rims.",
               f"P is {x} along {names[i]}; Q is above the point Q' that is {y} along {names[j]}.",
               (f"P and Q' lie on the same side: PQ' = {abs(x - y)}." if i == j else
                f"P and Q' lie on two sides of the triangle meeting at 60°: by the law of cosines "
                f"PQ'² = {surd_text(q['d2'])}.")]
        if p["ask"] == "PQ":
            out.append(f"QQ' = {p['h']} is perpendicular to the rim plane, so PQ² = PQ'² + QQ'² = {surd_text(q['pq2'])}, "
                       f"PQ ≈ {self._value(p):.4f}.")
        else:
            out.append(f"QQ' ⟂ plane AEF, so PQ' is the projection of PQ and tan θ = QQ'/PQ' = {p['h']}/√{surd_text(q['d2'])}, "
                       f"θ ≈ {self._value(p):.2f}°.")
        return out
