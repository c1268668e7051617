"""Solid geometry (dynamic section): P moves along the base edge BC of a regular triangular pyramid S-ABC
(a regular tetrahedron when the lateral edges equal the base edge); the plane through P perpendicular to
BC cuts the pyramid. Find the perimeter or the area of the section at a labelled position BP = x, or the
largest area of the section. Since SA ⊥ BC, the section for BP ≤ a/2 is similar to the triangle MAS
(M the midpoint of BC) with ratio 2·BP/a, and the figure is symmetric about M. ``answer`` uses that
similarity (sympy); ``verify`` cuts the edges of the pyramid with the plane in coordinates (numpy)."""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import polygon_area_3d, surd_text
from dynaforge.sdk.solid_measure import plane_section_polygon

ASKS = ("perimeter", "area", "largest")
EDGES = [(0, 1), (1, 2), (2, 0), (0, 3), (1, 3), (2, 3)]     # A, B, C, S


@seed_program(
    id="triangular_pyramid_edge_perpendicular_section", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/moving_points/section_area_function", "solid_figures/positional/line_plane_perpendicular_criterion",
              "plane_figures/similarity/similar_triangles"],
    source="DynaSolidGeo-style (dynamic section: plane perpendicular to a base edge of a regular pyramid)",
    variations=["numeric_values", "lengths_ratios", "camera"],
)
class TriangularPyramidEdgePerpendicularSection(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(2, 12), tetra_share=1.0, far_share=0.0, ask=OneOf(ASKS, p=[0.45, 0.4, 0.15])),
        hard=dict(a=IntRange(4, 16), tetra_share=0.2, far_share=0.5, ask=OneOf(ASKS, p=[0.3, 0.5, 0.2])),
        hard_means="mostly pyramids whose lateral edge differs from the base edge (the slant height and the "
                   "height of S first), P past the midpoint of BC half the time (use CP by symmetry) and mostly "
                   "the area (the ratio squared)",
    )

    def sample(self, rng, space):
        tetra = rng.random() < space.tetra_share
        far = rng.random() < space.far_share
        ask = space.ask.draw(rng)
        for _ in attempts("a pyramid at least 0.45 as high as wide and P off the midpoint on the asked side"):
            a = int(space.a.draw(rng))
            l = a if tetra else int(rng.integers(max(2, a // 2), 2 * a + 1))
            if l * l <= a * a / 3 or np.sqrt(l * l - a * a / 3) < 0.45 * a or (not tetra and l == a):
                continue
            den = int(rng.choice([2, 3, 4, 5]))
            num = int(rng.integers(1, den))
            bp = Fraction(a * num, den)
            if bp == Fraction(a, 2) or (bp > Fraction(a, 2)) != far:
                continue
            g = {"a": a, "l": l, "bp": [bp.numerator, bp.denominator], "ask": ask}
            if tetra:
                g.pop("l")
            return g

    # -- text -------------------------------------------------------------------------------------------
    def _solid(self, g):
        if "l" not in g:
            return f"S-ABC is a regular tetrahedron with edge length {g['a']}"
        return f"S-ABC is a regular triangular pyramid with base edge {g['a']} and lateral edges {g['l']}"

    def _pos(self, g):
        return f"BP = {surd_text(sp.Rational(*g['bp']))}"

    def question(self, g):
        head = (f"{self._solid(g)}. A point P moves along the base edge BC, and the plane through P perpendicular to "
                f"BC cuts the pyramid")
        if g["ask"] == "largest":
            return f"{head}. Find the largest possible area of the section (exact, or rounded to two decimal places)."
        return (f"{head}. When {self._pos(g)}, find the {g['ask']} of the section (exact, or rounded to two decimal "
                f"places).")

    def description(self, g):
        return (f"{self._solid(g)}; S is above the centre of the equilateral base ABC. P lies on BC"
                + ("" if g["ask"] == "largest" else f" with {self._pos(g)}")
                + "; the section by the plane through P perpendicular to BC is the shaded triangle PEF, with E and F "
                  "on the two other edges from the nearer end of BC.")

    # -- answer: similarity with the triangle MAS ---------------------------------------------------------
    def _exact(self, p):
        a = sp.Integer(p["a"])
        l = sp.Integer(p.get("l", p["a"]))
        ma = a * sp.sqrt(3) / 2                           # median of the base
        ms = sp.sqrt(l ** 2 - a ** 2 / 4)                  # slant height of a lateral face
        h = sp.sqrt(l ** 2 - a ** 2 / 3)                   # height of the pyramid (S over the centroid on AM)
        area_mas = ma * h / 2
        bp = sp.Rational(*p["bp"])
        near = sp.Min(bp, a - bp)
        k = 2 * near / a
        return {"perimeter": sp.radsimp(k * (ma + ms + l)), "area": sp.radsimp(k ** 2 * area_mas),
                "largest": sp.radsimp(area_mas)}[p["ask"]], (ma, ms, l, h, area_mas, k)

    def answer(self, p):
        return Number(float(self._exact(p)[0]))

    # -- verify: cut the solid ---------------------------------------------------------------------------------
    def _coords(self, g):
        a = float(g["a"])
        l = float(g.get("l", g["a"]))
        A, B, C = np.array([a / 2, a * np.sqrt(3) / 2, 0.0]), np.array([0.0, 0.0, 0.0]), np.array([a, 0.0, 0.0])
        G = (A + B + C) / 3
        S = G + np.array([0.0, 0.0, np.sqrt(l * l - np.sum((A - G) ** 2))])
        return [A, B, C, S]

    def verify(self, g):
        V = self._coords(g)
        for i, j in EDGES:
            want = g["a"] if j < 3 else g.get("l", g["a"])
            if abs(np.linalg.norm(V[i] - V[j]) - want) > 1e-9:
                raise AssertionError("the pyramid is not the stated one")
        n = V[2] - V[1]

        def section(x):
            P = V[1] + x * n / np.linalg.norm(n)
            return plane_section_polygon(V, EDGES, n, float(n @ P))

        if g["ask"] == "largest":
            xs = np.linspace(0.0, g["a"], 2001)[1:-1]
            return Number(max(polygon_area_3d(section(x)) for x in xs))
        poly = section(g["bp"][0] / g["bp"][1])
        if g["ask"] == "area":
            return Number(polygon_area_3d(poly))
        return Number(float(sum(np.linalg.norm(poly[i] - poly[(i + 1) % len(poly)]) for i in range(len(poly)))))

    def scene(self, g):
        A, B, C, S = self._coords(g)
        s = Scene()
        s.pyramid(["A", "B", "C"], "S", [tuple(v[:2]) for v in (A, B, C)], S)
        a = float(g["a"])
        x = g["bp"][0] / g["bp"][1] if g["ask"] != "largest" else 0.3 * a
        P = B + x * (C - B) / a
        s.point("P", P)
        near, t = (B, x / a) if x <= a / 2 else (C, (a - x) / a)
        k = 2 * t
        E = near + k * (A - near)
        F = near + k * (S - near)
        s.point("E", E)
        s.point("F", F)
        s.face(["P", "E", "F"], color="#fca5a5", opacity=0.45, with_edges=False)
        for u, v in (("P", "E"), ("E", "F"), ("F", "P")):
            s.segment(u, v, style="auxiliary")
        return s

    # -- views ------------------------------------------------------------------------------------------------
    def subquestions(self, g):
        value, (ma, ms, l, h, area_mas, k) = self._exact(g)
        return [
            SubQuestion(f"{self._solid(g)}, and M is the midpoint of BC. Find the area of triangle MAS (exact, or "
                        f"rounded to two decimal places).", Number(float(area_mas)),
                        "solid_figures/moving_points/section_area_function"),
            SubQuestion(f"{self._solid(g)}. Find the height of the pyramid (exact, or rounded to two decimal places).",
                        Number(float(h)), "solid_figures/pyramids/height_from_lateral_edge"),
        ]

    def backward(self, g):
        value, _ = self._exact(g)
        # everything scales with the solid: state the shape (l/a) and the value, ask for a
        unit_g = {**g, "a": 1, "bp": [g["bp"][0], g["bp"][1] * g["a"]]}
        if "l" in g:
            unit_g["l"] = sp.Rational(g["l"], g["a"])
        unit, _ = self._exact_scaled(unit_g)
        shape = ("S-ABC is a regular tetrahedron" if "l" not in g else
                 f"S-ABC is a regular triangular pyramid whose lateral edges are {sp.Rational(g['l'], g['a'])} times "
                 f"its base edge")
        where = ("" if g["ask"] == "largest" else
                 f" When BP = {sp.Rational(*g['bp']) / g['a']}·BC,")
        what = (" The largest possible area of the section is" if g["ask"] == "largest" else f" the {g['ask']} of "
                f"the section is")
        return Backward(f"{shape}. A point P moves along the base edge BC, and the plane through P perpendicular to BC "
                        f"cuts the pyramid.{where}{what} {surd_text(value)}. Find the base edge BC.",
                        Number(float(sp.sqrt(value / unit) if g["ask"] != "perimeter" else value / unit)), "a")

    def _exact_scaled(self, p):
        """_exact for a solid with a = 1 and a rational lateral edge (backward view only)."""
        l = sp.sympify(p.get("l", 1))
        ma, ms, h = sp.sqrt(3) / 2, sp.sqrt(l ** 2 - sp.Rational(1, 4)), sp.sqrt(l ** 2 - sp.Rational(1, 3))
        bp = sp.Rational(*p["bp"])
        k = 2 * sp.Min(bp, 1 - bp)
        area_mas = ma * h / 2
        return {"perimeter": k * (ma + ms + l), "area": k ** 2 * area_mas, "largest": area_mas}[p["ask"]], None

    def reasoning(self, p):
        value, (ma, ms, l, h, area_mas, k) = self._exact(p)
        bp = sp.Rational(*p["bp"])
        steps = [
            "Let M be the midpoint of BC. AM ⊥ BC and SM ⊥ BC (isosceles faces), so BC ⊥ plane SAM: every plane "
            "perpendicular to BC is parallel to plane SAM.",
            f"In triangle MAS: MA = {surd_text(ma)}, MS = √(l² − a²/4) = {surd_text(ms)}, AS = {surd_text(l)}, and "
            f"the height of S over AM is h = √(l² − a²/3) = {surd_text(h)}, so S(MAS) = ½·MA·h = {surd_text(area_mas)}.",
        ]
        if p["ask"] == "largest":
            steps.append(f"For BP ≤ BM the section is similar to MAS with ratio BP/BM ≤ 1 (symmetric for CP), so the "
                         f"largest section is MAS itself: {surd_text(value)} ≈ {float(value):.4f}.")
            return steps
        near = "BP" if bp < sp.Rational(p["a"], 2) else "CP"
        steps += [
            f"The section through P is cut from the corner at the nearer end of BC ({near} = "
            f"{surd_text(sp.Min(bp, p['a'] - bp))}); it is similar to MAS with ratio {near}/BM = {surd_text(k)}.",
            (f"Perimeter = {surd_text(k)}·(MA + MS + AS) = {surd_text(value)} ≈ {float(value):.4f}." if p["ask"] == "perimeter"
             else f"Area = ({surd_text(k)})²·S(MAS) = {surd_text(value)} ≈ {float(value):.4f}."),
        ]
        return steps
