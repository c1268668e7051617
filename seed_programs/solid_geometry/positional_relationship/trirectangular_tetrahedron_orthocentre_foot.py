"""Solid geometry: in a tetrahedron P-ABC the lateral edges PA, PB, PC are mutually perpendicular; H is the
foot of the perpendicular from P to the plane ABC (it is the orthocentre of ABC) and the line XH from a
vertex X meets the opposite side at D. Find XH, HD or the ratio XH : HD (DynaSolidGeo, positional
relationship: a line perpendicular to a plane; the theorem of three perpendiculars). ``answer`` argues
synthetically: D is the foot of the altitude, PD ⟂ the opposite side with PD = yz/√(y² + z²) in a right
triangle, ∠XPD = 90° and PH is the altitude to the hypotenuse XD of the right triangle XPD, so XH = PX²/XD
and HD = PD²/XD (sympy, exact); ``verify`` puts P at the origin and the edges on the axes, projects P onto
the plane ABC by least squares and intersects the line XH with the opposite side (numpy)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import surd_text

VERTS = ("A", "B", "C")


@seed_program(
    id="trirectangular_tetrahedron_orthocentre_foot", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/positional/three_perpendiculars_theorem",
              "solid_figures/positional/line_plane_perpendicular_criterion", "solid_figures/tetrahedra/trirectangular_corner"],
    source="DynaSolidGeo-style (positional relationship: the foot of the perpendicular in a trirectangular tetrahedron)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class TrirectangularTetrahedronOrthocentreFoot(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 6), ask=OneOf(("XH",))),
        hard=dict(edge=IntRange(3, 10), ask=OneOf(("HD", "ratio"), p=[0.5, 0.5])),
        hard_means="larger edges, and the segment HD from the orthocentre to the opposite side or the ratio XH : HD "
                   "instead of XH: the foot D of the altitude and the right triangle XPD must both be used",
    )

    def sample(self, rng, space):
        """Givens: PA, PB, PC (whole numbers, not all equal), the vertex X whose line through H is used, and
        what is asked."""
        ask = space.ask.draw(rng)
        for _ in attempts("three edges, not all equal, and a vertex X"):
            e = [int(v) for v in space.edge.draw(rng, size=3)]
            if len(set(e)) == 1:
                continue
            return {"pa": e[0], "pb": e[1], "pc": e[2], "x": str(rng.choice(VERTS)), "ask": ask}

    def _others(self, g):
        return [v for v in VERTS if v != g["x"]]

    def _lead(self, g, hide=None):
        val = lambda v: "x" if hide == "p" + v.lower() else g["p" + v.lower()]
        y, z = self._others(g)
        return (f"In the tetrahedron P-ABC the edges PA, PB, PC are mutually perpendicular, with PA = {val('A')}, "
                f"PB = {val('B')} and PC = {val('C')}. H is the foot of the perpendicular from P to the plane ABC, "
                f"and the line {g['x']}H meets {y}{z} at D.")

    def _asked(self, g):
        X = g["x"]
        return {"XH": f"the length {X}H (to 2 decimal places)", "HD": "the length HD (to 2 decimal places)",
                "ratio": f"the ratio {X}H : HD (give the value of {X}H/HD as a fraction or decimal)"}[g["ask"]]

    def question(self, g):
        return f"{self._lead(g)} Find {self._asked(g)}."

    # -- answer: three perpendiculars and the right triangle XPD ------------------------------------------
    def _parts(self, p):
        y, z = self._others(p)
        x, yy, zz = (sp.Integer(p["p" + v.lower()]) for v in (p["x"], y, z))
        pd = yy * zz / sp.sqrt(yy ** 2 + zz ** 2)          # altitude of the right triangle PYZ
        xd = sp.sqrt(x ** 2 + pd ** 2)                      # ∠XPD = 90°
        xh, hd = x ** 2 / xd, pd ** 2 / xd                  # PH is the altitude to the hypotenuse XD
        return {"pd": sp.radsimp(pd), "xd": sp.radsimp(xd), "xh": sp.radsimp(xh), "hd": sp.radsimp(hd),
                "ratio": sp.nsimplify(x ** 2 / pd ** 2)}

    def _value(self, p):
        q = self._parts(p)
        return {"XH": q["xh"], "HD": q["hd"], "ratio": q["ratio"]}[p["ask"]]

    def answer(self, p):
        return Number(float(self._value(p)))

    # -- verify: coordinates ------------------------------------------------------------------------------------
    def verify(self, g):
        X = {"A": np.array([g["pa"], 0, 0], float), "B": np.array([0, g["pb"], 0], float),
             "C": np.array([0, 0, g["pc"]], float)}
        A, B, C = X["A"], X["B"], X["C"]
        M = np.column_stack([B - A, C - A])                 # H = A + M·(s, t), closest to P = 0
        st, *_ = np.linalg.lstsq(M, -A, rcond=None)
        H = A + M @ st
        y, z = (v for v in VERTS if v != g["x"])
        Q = X[g["x"]]
        # D on the line QH and on YZ: Q + u(H − Q) = Y + w(Z − Y)
        uw, *_ = np.linalg.lstsq(np.column_stack([H - Q, X[y] - X[z]]), X[y] - Q, rcond=None)
        D = Q + uw[0] * (H - Q)
        xh, hd = np.linalg.norm(H - Q), np.linalg.norm(D - H)
        return Number(float({"XH": xh, "HD": hd, "ratio": xh / hd}[g["ask"]]))

    # -- views ----------------------------------------------------------------------------------------------
    def scene(self, g):
        a, b, c = g["pa"], g["pb"], g["pc"]
        s = Scene()
        s.polyhedron({"P": (0, 0, 0), "A": (a, 0, 0), "B": (0, b, 0), "C": (0, 0, c)},
                     [["A", "B", "C"], ["P", "A", "B"], ["P", "B", "C"], ["P", "C", "A"]])
        n = np.array([1 / a, 1 / b, 1 / c])
        H = n / (n @ n)                                     # the foot of P on x/a + y/b + z/c = 1
        s.point("H", H)
        y, z = self._others(g)
        q = self._parts(g)
        t = float(q["xh"] / q["xd"])
        s.point("D", s.xyz(g["x"]) + (H - s.xyz(g["x"])) / t)
        s.segment("P", "H", style="auxiliary")
        s.segment(g["x"], "D", style="auxiliary")
        s.segment("P", "D", style="auxiliary")
        s.azimuth_range = (10.0, 80.0)
        return s

    def description(self, g):
        return (f"{self._lead(g)} The figure shows the tetrahedron with the right-angled corner at P, the "
                f"perpendicular PH to the face ABC, and the segments {g['x']}D and PD drawn in red.")

    def subquestions(self, g):
        y, z = self._others(g)
        return [SubQuestion(f"In the triangle P{y}{z} the angle at P is a right angle, P{y} = {g['p' + y.lower()]} and "
                            f"P{z} = {g['p' + z.lower()]}. Find the altitude PD to {y}{z} (to 2 decimal places).",
                            Number(float(self._parts(g)["pd"])), "plane_figures/triangles/pythagorean_theorem")]

    def backward(self, g):
        X = g["x"]
        key = "p" + X.lower()
        q = self._parts(g)
        pd2 = q["pd"] ** 2
        v = self._value(g)
        if g["ask"] == "XH":        # XH² (x² + PD²) = x⁴
            x2 = (v ** 2 + sp.sqrt(v ** 4 + 4 * v ** 2 * pd2)) / 2
        elif g["ask"] == "HD":      # HD = PD²/√(x² + PD²)
            x2 = pd2 ** 2 / v ** 2 - pd2
        else:                       # XH/HD = x²/PD²
            x2 = v * pd2
        told = {"XH": f"{X}H² = {surd_text(sp.nsimplify(v ** 2))}", "HD": f"HD² = {surd_text(sp.nsimplify(v ** 2))}",
                "ratio": f"{X}H : HD = {sp.fraction(v)[0]} : {sp.fraction(v)[1]}"}[g["ask"]]
        return Backward(f"{self._lead(g, hide=key)} It is known that {told}. Find x (the length P{X}).",
                        Number(float(sp.sqrt(sp.nsimplify(x2)))), key)

    def reasoning(self, p):
        X = p["x"]
        y, z = self._others(p)
        q = self._parts(p)
        f = lambda e: f"{surd_text(e)} ≈ {float(e):.4g}"
        return [
            f"P{X} ⟂ P{y} and P{X} ⟂ P{z}, so P{X} ⟂ plane P{y}{z} and P{X} ⟂ {y}{z}; also PH ⟂ plane ABC, so PH ⟂ "
            f"{y}{z}. Hence {y}{z} ⟂ plane P{X}H, so {X}D ⟂ {y}{z} and PD ⟂ {y}{z} (H is the orthocentre of ABC).",
            f"In the right triangle P{y}{z}, PD is the altitude to the hypotenuse: PD = P{y}·P{z}/{y}{z} = {f(q['pd'])}.",
            f"P{X} ⟂ plane P{y}{z} gives ∠{X}PD = 90°, so {X}D = √(P{X}² + PD²) = {f(q['xd'])}, and H, the foot of "
            f"the perpendicular from P, is the foot of the altitude PH of the right triangle {X}PD.",
            f"Hence {X}H = P{X}²/{X}D = {f(q['xh'])} and HD = PD²/{X}D = {f(q['hd'])}, so {X}H : HD = P{X}² : PD² "
            f"= {surd_text(q['ratio'])}.",
        ]
