"""Solid geometry: in a triangular pyramid P-ABC the foot O of the perpendicular from P to the base is a
special centre of triangle ABC - the circumcentre (equal lateral edges), the incentre (lateral faces
equally inclined to the base, or P equidistant from the three sides) or the orthocentre (mutually
perpendicular lateral edges, or PA ⟂ BC and PB ⟂ AC). Name the centre and find the height PO
(DynaSolidGeo, positional relationship). ``answer`` uses the theorem of each case and the classical
radii R = abc/4K, r = K/s, AH = 2R·|cos A|; ``verify`` solves the stated conditions for the apex in
coordinates (scipy) and identifies the foot among the four centres computed numerically."""
import numpy as np
import sympy as sp
from scipy.optimize import fsolve

from dynaforge.sdk.scene import surd_text
from dynaforge.sdk import Backward, IntRange, Levels, Multi, Number, OneOf, Scene, SeedProgram, SubQuestion, Text, seed_program

# triangles (BC, CA, AB), none equilateral, none obtuse
TRIANGLES = [(3, 4, 5), (6, 8, 10), (5, 12, 13), (8, 15, 17), (9, 12, 15), (13, 14, 15), (5, 5, 6), (5, 5, 8),
             (4, 5, 6), (7, 8, 9), (10, 10, 12), (6, 6, 4), (5, 6, 7), (13, 13, 10), (6, 8, 7)]
ACUTE = [t for t in TRIANGLES if max(t) ** 2 < sum(x * x for x in t) - max(t) ** 2]
NICE = [t for t in TRIANGLES if t not in ((4, 5, 6), (7, 8, 9), (5, 6, 7), (6, 8, 7))]
CENTRE = {"equal_edges": "circumcentre", "equal_angles": "incentre", "equal_distances": "incentre",
          "perpendicular_edges": "orthocentre", "perpendicular_opposite": "orthocentre"}
WORDS = ("circumcentre", "incentre", "orthocentre", "centroid")


def _tri_xy(a, b, c):
    """A, B, C in the plane z = 0 with BC = a, CA = b, AB = c (numeric)."""
    a, b, c = (float(v) for v in (a, b, c))
    cx = (b * b + c * c - a * a) / (2 * c)
    return np.array([0.0, 0, 0]), np.array([c, 0, 0]), np.array([cx, np.sqrt(b * b - cx * cx), 0])


@seed_program(
    id="pyramid_apex_foot_centre", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/pyramids/regular_pyramid_foot", "solid_figures/positional/three_perpendiculars_theorem",
              "analytic_geometry/coordinates/triangle_circumcentre", "analytic_geometry/coordinates/triangle_orthocentre"],
    source="DynaSolidGeo-style (positional relationship: the projection of the apex is a centre of the base)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class PyramidApexFootCentre(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("equal_edges", "equal_angles", "perpendicular_edges")), scale=IntRange(1, 2),
                      leg=IntRange(2, 6)),
        hard=dict(kind=OneOf(("equal_edges", "equal_distances", "perpendicular_edges", "perpendicular_opposite"),
                             p=[0.2, 0.3, 0.2, 0.3]), scale=IntRange(1, 3), leg=IntRange(3, 10)),
        hard_means="larger and less friendly triangles, the incentre given by equal distances to the sides "
                   "(a Pythagoras step with the inradius) and the orthocentre from PA ⟂ BC, PB ⟂ AC (AH = "
                   "2R·cos A first)",
    )

    def sample(self, rng, space):
        """Givens: the case, the base sides (BC, CA, AB; for perpendicular lateral edges PA, PB, PC
        instead), the scalar datum ``value`` (the lateral edge, the angle, the distance or PA) and the
        labels of the apex and the foot."""
        kind = space.kind.draw(rng)
        g = {"kind": kind, "apex": str(rng.choice(["P", "S", "V"])), "foot": str(rng.choice(["O", "Q"]))}
        if kind == "perpendicular_edges":
            for _ in range(200):
                x, y, z = (int(v) for v in space.leg.draw(rng, size=3))
                if len({x, y, z}) > 1:
                    break
            g.update(value=x, pb=y, pc=z)
            return g
        k = space.scale.draw(rng)
        pool = ACUTE if kind == "perpendicular_opposite" else (NICE if space.level == "standard" else TRIANGLES)
        tri = list(pool[int(rng.integers(0, len(pool)))])
        tri = [tri[int(i)] for i in rng.permutation(3)]
        a, b, c = (k * v for v in tri)
        g["sides"] = [a, b, c]
        R, r, AH = (float(v) for v in self._radii(a, b, c))
        if kind == "equal_edges":
            g["value"] = int(np.floor(R)) + int(rng.integers(1, 6))
        elif kind == "equal_angles":
            g["value"] = int(rng.choice([30, 45, 60]))
        elif kind == "equal_distances":
            g["value"] = int(np.floor(r)) + int(rng.integers(1, 5))
        else:
            g["value"] = int(np.floor(AH)) + int(rng.integers(1, 6))
        return g

    # -- the statement -----------------------------------------------------------------------------
    def _condition(self, g):
        P = g["apex"]
        v = g["value"]
        return {
            "equal_edges": f"{P}A = {P}B = {P}C = {v}",
            "equal_angles": f"the three lateral faces {P}AB, {P}BC, {P}CA all make an angle of {v}° with the "
                            f"base ABC",
            "equal_distances": f"{P} is at distance {v} from each of the three lines AB, BC and CA",
            "perpendicular_edges": f"the lateral edges {P}A, {P}B, {P}C are mutually perpendicular, with "
                                   f"{P}A = {v}, {P}B = {g.get('pb')} and {P}C = {g.get('pc')}",
            "perpendicular_opposite": f"{P}A ⟂ BC, {P}B ⟂ AC and {P}A = {v}",
        }[g["kind"]]

    def _lead(self, g):
        P, O = g["apex"], g["foot"]
        base = ("" if g["kind"] == "perpendicular_edges" else
                f"the base has BC = {g['sides'][0]}, CA = {g['sides'][1]} and AB = {g['sides'][2]}, and ")
        inside = (f" (the foot {O} lies inside triangle ABC)" if g["kind"] in ("equal_angles", "equal_distances")
                  else "")
        return (f"In the triangular pyramid {P}-ABC, {base}{self._condition(g)}. {O} is the foot of the "
                f"perpendicular from {P} to the plane ABC{inside}.")

    def question(self, g):
        P, O = g["apex"], g["foot"]
        return (f"{self._lead(g)} (1) Which centre of triangle ABC is {O}? Answer with one word: circumcentre, "
                f"incentre, orthocentre or centroid. (2) Find the height {P}{O} (exact, or rounded to two "
                f"decimal places).")

    # -- answer: the theorem of the case and the classical radii -------------------------------------
    @staticmethod
    def _radii(a, b, c):
        a, b, c = (sp.nsimplify(v) for v in (a, b, c))
        s = (a + b + c) / 2
        K = sp.sqrt(s * (s - a) * (s - b) * (s - c))
        R = a * b * c / (4 * K)
        cosA = (b ** 2 + c ** 2 - a ** 2) / (2 * b * c)
        return sp.nsimplify(R), sp.nsimplify(K / s), sp.Abs(2 * R * cosA)

    def _height(self, p):
        v = sp.Integer(p["value"])
        if p["kind"] == "perpendicular_edges":
            x, y, z = v, sp.Integer(p["pb"]), sp.Integer(p["pc"])
            return 1 / sp.sqrt(1 / x ** 2 + 1 / y ** 2 + 1 / z ** 2)
        R, r, AH = self._radii(*p["sides"])
        return {"equal_edges": sp.sqrt(v ** 2 - R ** 2), "equal_angles": r * sp.tan(v * sp.pi / 180),
                "equal_distances": sp.sqrt(v ** 2 - r ** 2),
                "perpendicular_opposite": sp.sqrt(v ** 2 - AH ** 2)}[p["kind"]]

    def answer(self, p):
        return Multi([Text(CENTRE[p["kind"]]), Number(float(self._height(p)))])

    # -- verify: solve the stated conditions for the apex, then identify the foot --------------------
    def verify(self, g):
        kind, v = g["kind"], float(g["value"])
        if kind == "perpendicular_edges":
            P = np.zeros(3)
            A, B, C = np.array([v, 0, 0]), np.array([0, float(g["pb"]), 0]), np.array([0, 0, float(g["pc"])])
        else:
            A, B, C = _tri_xy(*g["sides"])

            def dist_line(X, U, W):
                return np.linalg.norm(np.cross(X - U, W - U)) / np.linalg.norm(W - U)

            def face_angle(X, U, W):
                n1 = np.cross(U - X, W - X)
                return np.degrees(np.arccos(abs(n1[2]) / np.linalg.norm(n1)))

            def eqs(u):
                X = np.array(u)
                if kind == "equal_edges":
                    return [np.linalg.norm(X - Q) - v for Q in (A, B, C)]
                if kind == "equal_angles":
                    return [face_angle(X, U, W) - v for U, W in ((A, B), (B, C), (C, A))]
                if kind == "equal_distances":
                    return [dist_line(X, U, W) - v for U, W in ((A, B), (B, C), (C, A))]
                return [(X - A) @ (C - B), (X - B) @ (C - A), np.linalg.norm(X - A) - v]

            G = (A + B + C) / 3
            P = np.array(fsolve(eqs, [G[0], G[1], float(sum(g["sides"])) / 9], xtol=1e-13, full_output=True)[0])
            if max(abs(e) for e in eqs(P)) > 1e-7 or P[2] <= 0:
                raise ValueError("the stated conditions have no apex above the base")
        n = np.cross(B - A, C - A)
        n /= np.linalg.norm(n)
        O = P - ((P - A) @ n) * n
        h = abs((P - A) @ n)
        # the four centres of ABC, each from its own definition
        M = np.array([B - A, C - A])
        circ = A + np.linalg.solve(M @ M.T, 0.5 * np.array([(B - A) @ (B - A), (C - A) @ (C - A)])) @ M
        la, lb, lc = np.linalg.norm(B - C), np.linalg.norm(C - A), np.linalg.norm(A - B)
        inc = (la * A + lb * B + lc * C) / (la + lb + lc)
        Ma = np.array([C - B, C - A, n])
        ortho = np.linalg.solve(Ma, np.array([(C - B) @ A, (C - A) @ B, n @ A]))
        cen = {"circumcentre": circ, "incentre": inc, "orthocentre": ortho, "centroid": (A + B + C) / 3}
        hit = [k for k, X in cen.items() if np.linalg.norm(X - O) < 1e-6 * (1 + np.linalg.norm(B - A))]
        if len(hit) != 1:
            raise ValueError(f"the foot is not exactly one centre: {hit}")
        return Multi([Text(hit[0]), Number(float(h))])

    # -- views ---------------------------------------------------------------------------------------
    def _base(self, g):
        if g["kind"] == "perpendicular_edges":
            x, y, z = g["value"], g["pb"], g["pc"]
            return [np.sqrt(y * y + z * z), np.sqrt(x * x + z * z), np.sqrt(x * x + y * y)]
        return [float(s) for s in g["sides"]]

    def scene(self, g):
        a, b, c = self._base(g)
        A, B, C = _tri_xy(a, b, c)
        sa, sb, sc = (b * b + c * c - a * a) / 2, (c * c + a * a - b * b) / 2, (a * a + b * b - c * c) / 2
        w = {"circumcentre": (a * a * sa, b * b * sb, c * c * sc), "incentre": (a, b, c),
             "orthocentre": (sb * sc, sc * sa, sa * sb)}[CENTRE[g["kind"]]]
        O = (w[0] * A + w[1] * B + w[2] * C) / sum(w)
        h = float(self._height(g))
        s = Scene()
        s.pyramid(["A", "B", "C"], g["apex"], [tuple(A[:2]), tuple(B[:2]), tuple(C[:2])], O + np.array([0, 0, h]))
        s.point(g["foot"], O)
        s.segment(g["apex"], g["foot"], style="auxiliary")
        return s

    def description(self, g):
        return (f"{self._lead(g)} The figure shows the pyramid with apex {g['apex']} above the base ABC, the "
                f"foot {g['foot']} marked in the base and the height {g['apex']}{g['foot']} drawn in red.")

    def subquestions(self, g):
        P, O = g["apex"], g["foot"]
        out = [SubQuestion(f"{self._lead(g)} Which centre of triangle ABC is {O}? Answer with one word: "
                           f"circumcentre, incentre, orthocentre or centroid.", Text(CENTRE[g["kind"]]),
                           "solid_figures/positional/three_perpendiculars_theorem")]
        if g["kind"] in ("equal_edges", "equal_angles", "equal_distances"):
            R, r, _ = self._radii(*g["sides"])
            word, val = ("circumradius", R) if g["kind"] == "equal_edges" else ("inradius", r)
            out.append(SubQuestion(f"A triangle has sides {', '.join(map(str, g['sides']))}. Find its {word} "
                                   f"(exact, or rounded to two decimal places).", Number(float(val)),
                                   "analytic_geometry/coordinates/triangle_circumcentre"))
        return out

    def backward(self, g):
        P, O = g["apex"], g["foot"]
        h = self._height(g)
        kind = g["kind"]
        if kind == "perpendicular_edges":
            y, z = sp.Integer(g["pb"]), sp.Integer(g["pc"])
            val = 1 / sp.sqrt(1 / h ** 2 - 1 / y ** 2 - 1 / z ** 2)
            ask = (f"In the triangular pyramid {P}-ABC the lateral edges {P}A, {P}B, {P}C are mutually "
                   f"perpendicular, {P}B = {g['pb']}, {P}C = {g['pc']}, and the height from {P} to the plane ABC "
                   f"is {float(h):.6g}. Find {P}A.")
        else:
            R, r, AH = self._radii(*g["sides"])
            cond = {"equal_edges": (f"{P}A = {P}B = {P}C", sp.sqrt(h ** 2 + R ** 2), f"the common length {P}A"),
                    "equal_angles": ("the three lateral faces make equal angles with the base (foot inside)",
                                     sp.atan(h / r) * 180 / sp.pi, "that angle in degrees"),
                    "equal_distances": (f"{P} is equidistant from the lines AB, BC and CA (foot inside)",
                                        sp.sqrt(h ** 2 + r ** 2), "that distance"),
                    "perpendicular_opposite": (f"{P}A ⟂ BC and {P}B ⟂ AC", sp.sqrt(h ** 2 + AH ** 2),
                                               f"{P}A")}[kind]
            val = cond[1]
            ask = (f"In the triangular pyramid {P}-ABC the base has BC = {g['sides'][0]}, CA = {g['sides'][1]} "
                   f"and AB = {g['sides'][2]}, {cond[0]}, and the height from {P} to the plane ABC is "
                   f"{float(h):.6g}. Find {cond[2]}.")
        return Backward(ask, Number(float(val)), "value")

    def reasoning(self, p):
        P, O = p["apex"], p["foot"]
        kind = p["kind"]
        h = self._height(p)
        if kind == "perpendicular_edges":
            return [
                f"{P}A ⟂ {P}B and {P}A ⟂ {P}C, so {P}A ⟂ plane {P}BC and {P}A ⟂ BC. With {P}{O} ⟂ BC this gives "
                f"BC ⟂ plane {P}A{O}, so A{O} ⟂ BC; likewise B{O} ⟂ CA. {O} lies on two altitudes: it is the "
                f"orthocentre.",
                f"The height of a trirectangular corner: 1/{P}{O}² = 1/{P}A² + 1/{P}B² + 1/{P}C² = "
                f"1/{p['value']}² + 1/{p['pb']}² + 1/{p['pc']}².",
                f"So {P}{O} = {surd_text(h)} ≈ {float(h):.4f}.",
            ]
        R, r, AH = self._radii(*p["sides"])
        a, b, c = p["sides"]
        first = {
            "equal_edges": f"Right triangles {P}{O}A, {P}{O}B, {P}{O}C share the leg {P}{O} and have equal "
                           f"hypotenuses, so {O}A = {O}B = {O}C: {O} is the circumcentre.",
            "equal_angles": f"Drop {O}D ⟂ AB, {O}E ⟂ BC, {O}F ⟂ CA; by three perpendiculars {P}D ⟂ AB etc., so "
                            f"∠{P}D{O} = ∠{P}E{O} = ∠{P}F{O} = {p['value']}° and {O}D = {O}E = {O}F = {P}{O}/tan "
                            f"{p['value']}°: {O} (inside) is equidistant from the sides, the incentre.",
            "equal_distances": f"With {O}D ⟂ AB, {O}E ⟂ BC, {O}F ⟂ CA, three perpendiculars give {P}D ⟂ AB etc.; "
                               f"{O}D² = {P}D² − {P}{O}² is the same for all three sides, so {O} (inside) is the "
                               f"incentre.",
            "perpendicular_opposite": f"BC ⟂ {P}A and BC ⟂ {P}{O}, so BC ⟂ plane {P}A{O} and A{O} ⟂ BC; likewise "
                                      f"B{O} ⟂ AC: {O} is the orthocentre.",
        }[kind]
        second = {
            "equal_edges": f"Heron: area K, R = abc/(4K) = {surd_text(R)}; {P}{O} = √({p['value']}² − R²).",
            "equal_angles": f"Inradius r = K/s = {surd_text(r)}; {P}{O} = r·tan {p['value']}°.",
            "equal_distances": f"Inradius r = K/s = {surd_text(r)}; {P}{O} = √({p['value']}² − r²).",
            "perpendicular_opposite": f"A{O} = 2R·|cos A| with R = {surd_text(R)} and cos A = (b² + c² − a²)/(2bc) "
                                      f"= {surd_text((b * b + c * c - a * a) / sp.Integer(2 * b * c))}, so A{O} = "
                                      f"{surd_text(AH)}; {P}{O} = √({p['value']}² − A{O}²).",
        }[kind]
        return [first, second, f"So {O} is the {CENTRE[kind]} and {P}{O} = {surd_text(h)} ≈ {float(h):.4f}."]
