"""Solid geometry: a plane through a point E of edge AB of a tetrahedron ABCD, parallel to the opposite
edges AC and BD, cuts it in a quadrilateral EFGH. Name its shape (parallelogram, rectangle, rhombus or
square) and find its perimeter or area (DynaSolidGeo, positional relationship: a line parallel to a
plane is parallel to the lines in which planes through it cut that plane). ``answer`` uses EF ∥ AC,
EH ∥ BD and similar triangles; ``verify`` builds the tetrahedron in coordinates, cuts its edges with
the plane and measures the quadrilateral."""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Multi, Number, OneOf, Scene, SeedProgram, SubQuestion, Text, seed_program
from dynaforge.sdk.scene import surd_text

SHAPES = ("parallelogram", "rectangle", "rhombus", "square")


@seed_program(
    id="tetrahedron_parallel_section_quadrilateral", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/positional/line_plane_parallel_property", "plane_figures/triangles/similar_triangles_ratio",
              "solid_figures/angles/skew_lines_angle"],
    source="DynaSolidGeo-style (positional relationship: the section of a tetrahedron parallel to two opposite edges)",
    variations=["lengths_ratios", "numeric_values", "geometric_transformations", "camera"],
)
class TetrahedronParallelSectionQuadrilateral(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 9), ratio=IntRange(1, 3), angle=OneOf((30, 45, 60, 90), p=[0.2, 0.2, 0.2, 0.4]),
                      rhombus_share=0.35, ask=OneOf(("perimeter", "area"), p=[0.5, 0.5])),
        hard=dict(edge=IntRange(5, 16), ratio=IntRange(1, 5), angle=OneOf((30, 45, 60, 90), p=[0.3, 0.3, 0.25, 0.15]),
                  rhombus_share=0.35, ask=OneOf(("perimeter", "area"), p=[0.3, 0.7])),
        hard_means="longer edges, ratios such as 2:5 or 4:3 (a rhombus only when AC·EB = BD·AE, not when AC = BD), "
                   "mostly oblique angles and the area, which needs the sine of the angle between AC and BD",
    )

    def sample(self, rng, space):
        """Givens: AC, BD, the angle between the lines AC and BD, AE : EB = m : n, what is asked, and the
        figure's layout (the distance between the lines AC and BD and where BD's midpoint sits)."""
        for _ in range(1000):
            m, n = (int(v) for v in space.ratio.draw(rng, size=2))
            if np.gcd(m, n) == 1:
                break
        if rng.random() < space.rhombus_share:       # AC·n = BD·m: a rhombus (a square at 90°)
            k = int(rng.integers(1, max(2, space.edge.hi // max(m, n)) + 1))
            p, q = k * m, k * n
        else:
            for _ in range(1000):
                p, q = (int(v) for v in space.edge.draw(rng, size=2))
                if p * n != q * m:
                    break
        return {"AC": p, "BD": q, "angle": int(space.angle.draw(rng)), "m": m, "n": n, "ask": space.ask.draw(rng),
                "gap": round(float(rng.uniform(0.7, 1.1)) * (p + q) / 2, 2),
                "shift": round(float(rng.uniform(-0.25, 0.25)), 2)}

    def _lead(self, g):
        ratio = "E is the midpoint of AB" if g["m"] == g["n"] else f"E lies on AB with AE : EB = {g['m']} : {g['n']}"
        return (f"In the tetrahedron ABCD, AC = {g['AC']}, BD = {g['BD']} and the angle between the lines AC and "
                f"BD is {g['angle']}°; {ratio}. The plane through E parallel to both AC and BD meets BC, CD and "
                f"DA at F, G and H.")

    def question(self, g):
        what = "perimeter" if g["ask"] == "perimeter" else "area"
        return (f"{self._lead(g)} (1) What kind of quadrilateral is EFGH? Answer with the most specific of: "
                f"parallelogram, rectangle, rhombus, square. (2) Find the {what} of EFGH (exact, or rounded to "
                f"two decimal places).")

    # -- answer: EF ∥ AC and EH ∥ BD, similar triangles ----------------------------------------------
    def _sides(self, p):
        m, n = p["m"], p["n"]
        return Fraction(p["AC"] * n, m + n), Fraction(p["BD"] * m, m + n)

    def _shape(self, p):
        ef, eh = self._sides(p)
        return SHAPES[(p["angle"] == 90) + 2 * (ef == eh)]

    def _value(self, p):
        ef, eh = (sp.Rational(x.numerator, x.denominator) for x in self._sides(p))
        if p["ask"] == "perimeter":
            return 2 * (ef + eh)
        return ef * eh * sp.sin(sp.Integer(p["angle"]) * sp.pi / 180)

    def answer(self, p):
        return Multi([Text(self._shape(p)), Number(float(self._value(p)))])

    # -- verify: cut the edges of a coordinate tetrahedron -------------------------------------------
    def verify(self, g):
        A, B, C, D = self._xyz(g)
        E = A + g["m"] / (g["m"] + g["n"]) * (B - A)
        nrm = np.cross(C - A, D - B)

        def cut(U, W):
            t = ((E - U) @ nrm) / ((W - U) @ nrm)
            assert -1e-9 <= t <= 1 + 1e-9
            return U + t * (W - U)

        F, G, H = cut(B, C), cut(C, D), cut(D, A)
        Q = [E, F, G, H]
        sides = [np.linalg.norm(Q[(i + 1) % 4] - Q[i]) for i in range(4)]
        right = abs((F - E) @ (H - E)) < 1e-9 * sides[0] * sides[3]
        equal = abs(sides[0] - sides[1]) < 1e-9 * sides[0]
        shape = SHAPES[right + 2 * equal]
        area = 0.5 * np.linalg.norm(sum(np.cross(Q[i], Q[(i + 1) % 4]) for i in range(4)))
        return Multi([Text(shape), Number(float(sum(sides) if g["ask"] == "perimeter" else area))])

    def _xyz(self, g):
        """A tetrahedron with the stated AC, BD and angle: AC on the x axis, BD in the plane z = gap."""
        p, q, th = float(g["AC"]), float(g["BD"]), np.radians(g["angle"])
        u = np.array([np.cos(th), np.sin(th), 0.0])
        A, C = np.array([-p / 2, 0, 0]), np.array([p / 2, 0, 0])
        mid = np.array([g["shift"] * p, -0.15 * q, g["gap"]])
        return A, mid - q / 2 * u, C, mid + q / 2 * u

    # -- views -----------------------------------------------------------------------------------------
    def scene(self, g):
        A, B, C, D = self._xyz(g)
        s = Scene()
        s.polyhedron({"A": A, "B": B, "C": C, "D": D}, [["A", "B", "C"], ["A", "B", "D"], ["A", "C", "D"],
                                                         ["B", "C", "D"]])
        m, n = g["m"], g["n"]
        # the corners by ratios: AE/AB = AH/AD = CG/CD = m/(m+n), BF/BC = n/(m+n)
        s.point("E", s.along("A", "B", m / (m + n)))
        s.point("F", s.along("B", "C", n / (m + n)))
        s.point("G", s.along("C", "D", m / (m + n)))
        s.point("H", s.along("A", "D", m / (m + n)))
        s.face(["E", "F", "G", "H"], color="gold", opacity=0.45, with_edges=False)
        for x, y in (("E", "F"), ("F", "G"), ("G", "H"), ("H", "E")):
            s.segment(x, y, style="auxiliary")
        return s

    def description(self, g):
        return (f"{self._lead(g)} The figure shows the tetrahedron with the points E, F, G, H on the edges AB, BC, "
                f"CD, DA and the quadrilateral EFGH shaded.")

    def subquestions(self, g):
        ef, eh = self._sides(g)
        ratio = "E is the midpoint of AB" if g["m"] == g["n"] else f"AE : EB = {g['m']} : {g['n']}"
        return [
            SubQuestion(f"In the tetrahedron ABCD, AC = {g['AC']} and {ratio}. The plane through E parallel to AC "
                        f"meets BC at F. Find EF.", Number(float(ef)), "plane_figures/triangles/similar_triangles_ratio"),
            SubQuestion(f"In the tetrahedron ABCD, BD = {g['BD']} and {ratio}. The plane through E parallel to BD "
                        f"meets AD at H. Find EH.", Number(float(eh)), "solid_figures/positional/line_plane_parallel_property"),
        ]

    def backward(self, g):
        m, n = g["m"], g["n"]
        val = self._value(g)
        q = sp.Integer(g["BD"])
        if g["ask"] == "perimeter":
            p = ((m + n) * val / 2 - q * m) / n
        else:
            p = val * (m + n) ** 2 / (n * m * q * sp.sin(sp.Integer(g["angle"]) * sp.pi / 180))
        ratio = "E is the midpoint of AB" if m == n else f"E lies on AB with AE : EB = {m} : {n}"
        what = "perimeter" if g["ask"] == "perimeter" else "area"
        return Backward(
            f"In the tetrahedron ABCD, BD = {g['BD']} and the angle between the lines AC and BD is {g['angle']}°; "
            f"{ratio}. The plane through E parallel to AC and BD meets BC, CD and DA at F, G and H, and the "
            f"{what} of EFGH is {surd_text(sp.nsimplify(val))}. Find AC.", Number(float(sp.nsimplify(p))), "AC")

    def reasoning(self, p):
        ef, eh = self._sides(p)
        m, n = p["m"], p["n"]
        shape = self._shape(p)
        val = self._value(p)
        return [
            "AC ∥ plane EFGH and plane ABC meets that plane in EF, so EF ∥ AC; likewise GH ∥ AC, and EH ∥ BD ∥ FG. "
            "Both pairs of opposite sides are parallel: EFGH is a parallelogram.",
            f"Triangle BEF ~ triangle BAC: EF = AC·BE/BA = {p['AC']}·{n}/{m + n} = {ef}. Triangle AEH ~ triangle ABD: "
            f"EH = BD·AE/AB = {p['BD']}·{m}/{m + n} = {eh}.",
            f"The angle between EF and EH equals the angle between AC and BD, {p['angle']}°"
            + (", so EFGH has a right angle" if p["angle"] == 90 else "")
            + (" and EF = EH" if ef == eh else "") + f": it is a {shape}.",
            (f"Perimeter = 2(EF + EH) = {surd_text(val)}." if p["ask"] == "perimeter" else
             f"Area = EF·EH·sin {p['angle']}° = {surd_text(val)} ≈ {float(val):.4f}."),
        ]
