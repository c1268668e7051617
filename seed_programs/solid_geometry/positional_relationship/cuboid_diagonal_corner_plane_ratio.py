"""Solid geometry: E, F, G lie on the three edges AB, AD, AA₁ of a cube or cuboid at given distances from
the corner A; the space diagonal AC₁ meets the plane EFG at H. Find AH : HC₁ (DynaSolidGeo, positional
relationship: where a line meets a plane; the classic AC₁ ∩ plane A₁BD = the trisection point).
``answer`` uses the intercept form x/p + y/q + z/r = 1 of the plane along the diagonal; ``verify``
intersects the line with the plane through the three points by a normal vector (numpy)."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import solid_vertex_labels
from dynaforge.sdk.solid_position import frac_text


@seed_program(
    id="cuboid_diagonal_corner_plane_ratio", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/positional/line_plane_relations", "solid_figures/cuboids/space_diagonal",
              "solid_figures/angles/normal_vector_method"],
    source="DynaSolidGeo-style (positional relationship: the space diagonal meets a corner plane)",
    variations=["lengths_ratios", "point_labels", "numeric_values", "camera"],
)
class CuboidDiagonalCornerPlaneRatio(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 8), cube_share=0.4, full_share=0.25),
        hard=dict(edge=IntRange(4, 10), cube_share=0.2, full_share=0.1),
        hard_means="longer, mostly unequal edges and the three points almost never at the far vertices, so the "
                   "three intercepts a/p, b/q, c/r are unlike fractions",
    )

    def sample(self, rng, space):
        """Givens: the box (a cube states one edge), the label style and the distances p = AE, q = AF,
        r = AG (a distance equal to the whole edge puts the point at the far vertex)."""
        for _ in attempts("three corner distances giving a ratio that is not the plain trisection"):
            a = space.edge.draw(rng)
            dims = [a] if rng.random() < space.cube_share else \
                [a] + [int(v) for v in rng.choice([x for x in space.edge.values if x != a], size=2)]
            A, B, C = (dims * 3)[:3] if len(dims) == 1 else dims
            pick = lambda L: L if rng.random() < space.full_share else int(rng.integers(1, L))
            g = {"dims": dims, "style": str(rng.choice(["prime", "sub"])), "p": pick(A), "q": pick(B), "r": pick(C)}
            if (g["p"], g["q"], g["r"]) == (A, B, C):
                continue                                  # keep a point inside an edge (the plane A1BD is too famous)
            return g

    def _dims(self, g):
        d = g["dims"]
        return (d[0], d[0], d[0]) if len(d) == 1 else tuple(d)

    def _labels(self, g):
        bottom, top = solid_vertex_labels(4, g["style"])
        return bottom, top

    def _names(self, g):
        """E, F, G, or the far vertex B, D, A₁ when the distance is the whole edge."""
        bottom, top = self._labels(g)
        a, b, c = self._dims(g)
        return (bottom[1] if g["p"] == a else "E", bottom[3] if g["q"] == b else "F",
                top[0] if g["r"] == c else "G")

    def _lead(self, g):
        bottom, top = self._labels(g)
        name = f"{''.join(bottom)}-{''.join(top)}"
        if len(g["dims"]) == 1:
            solid = f"the cube {name} with edge length {g['dims'][0]}"
        else:
            a, b, c = g["dims"]
            solid = f"the cuboid {name} with AB = {a}, AD = {b} and A{top[0]} = {c}"
        E, F, G = self._names(g)
        parts = [f"{n} lies on {e} with A{n} = {v}" for n, e, v in
                 ((E, "AB", g["p"]), (F, "AD", g["q"]), (G, f"A{top[0]}", g["r"])) if n in "EFG"]
        pts = (", " + "; ".join(parts)) if parts else ""
        return f"In {solid}{pts}. The space diagonal A{top[2]} meets the plane {E}{F}{G} at H."

    def question(self, g):
        C1 = self._labels(g)[1][2]
        return f"{self._lead(g)} Find AH : H{C1} (give the value of AH/H{C1} as a fraction or decimal)."

    # -- answer: the intercept form along the diagonal ---------------------------------------------------
    def _t(self, p):
        """AH/AC₁ = 1/(a/p + b/q + c/r): the point t(a, b, c) satisfies x/p + y/q + z/r = 1."""
        a, b, c = self._dims(p)
        return 1 / (Fraction(a, p["p"]) + Fraction(b, p["q"]) + Fraction(c, p["r"]))

    def answer(self, p):
        t = self._t(p)
        return Number(float(t / (1 - t)))

    # -- verify: the line AC₁ against the plane EFG by a normal vector ----------------------------------------
    def verify(self, g):
        d = [float(v) for v in g["dims"]]
        a, b, c = (d[0], d[0], d[0]) if len(d) == 1 else d
        A, C1 = np.zeros(3), np.array([a, b, c])
        E, F, G = np.array([g["p"], 0, 0.0]), np.array([0, g["q"], 0.0]), np.array([0, 0, float(g["r"])])
        n = np.cross(F - E, G - E)
        s = ((E - A) @ n) / ((C1 - A) @ n)
        H = A + s * (C1 - A)
        return Number(float(np.linalg.norm(H - A) / np.linalg.norm(C1 - H)))

    # -- views -------------------------------------------------------------------------------------------------
    def scene(self, g):
        bottom, top = self._labels(g)
        a, b, c = self._dims(g)
        s = Scene()
        s.box(bottom, top, a, b, c)
        E, F, G = self._names(g)
        if E == "E":
            s.point("E", s.along(bottom[0], bottom[1], g["p"] / a))
        if F == "F":
            s.point("F", s.along(bottom[0], bottom[3], g["q"] / b))
        if G == "G":
            s.point("G", s.along(bottom[0], top[0], g["r"] / c))
        s.point("H", s.along(bottom[0], top[2], float(self._t(g))))
        s.face([E, F, G], color="salmon", opacity=0.4, with_edges=False)
        for x, y in ((E, F), (F, G), (G, E)):
            if not any({x, y} == {u, v} for u, v, _ in s.segments):
                s.segment(x, y, style="auxiliary")
        s.segment(bottom[0], top[2], style="auxiliary")
        return s

    def description(self, g):
        bottom, top = self._labels(g)
        return (f"{self._lead(g)} The figure shows the box with bottom face {''.join(bottom)} (counter-clockwise) and top "
                f"face {''.join(top)} above it ({top[0]} above A, and so on), the triangle {''.join(self._names(g))} "
                f"shaded and the diagonal A{top[2]} drawn in red with H marked.")

    def subquestions(self, g):
        C1 = self._labels(g)[1][2]
        return [SubQuestion(f"{self._lead(g)} Find AH/A{C1} (a fraction or decimal).", Number(float(self._t(g))),
                            "solid_figures/positional/line_plane_relations")]

    def backward(self, g):
        bottom, top = self._labels(g)
        dims = self._dims(g)
        t = self._t(g)
        names = self._names(g)
        k = [i for i, n in enumerate(names) if n in "EFG"][0]           # mask a point inside its edge
        key, edge = ("p", "q", "r")[k], ("AB", "AD", f"A{top[0]}")[k]
        rest = sum(Fraction(dims[i], g[("p", "q", "r")[i]]) for i in range(3) if i != k)
        val = dims[k] / (1 / t - rest)
        v = t / (1 - t)
        a, b, c = dims
        solid = (f"the cube {''.join(bottom)}-{''.join(top)} with edge length {a}" if len(g["dims"]) == 1 else
                 f"the cuboid {''.join(bottom)}-{''.join(top)} with AB = {a}, AD = {b} and A{top[0]} = {c}")
        known = "; ".join(f"{n} lies on {e} with A{n} = {g[kk]}" for i, (n, e, kk) in
                          enumerate(zip(names, ("AB", "AD", f"A{top[0]}"), ("p", "q", "r"))) if n in "EFG" and i != k)
        return Backward(
            f"In {solid}" + (f", {known}" if known else "") + f"; the point {names[k]} lies inside the edge {edge}. "
            f"The space diagonal A{top[2]} meets the plane {''.join(names)} at H with AH : H{top[2]} = {v.numerator} : "
            f"{v.denominator}. Find A{names[k]}.", Number(float(val)), key)

    def reasoning(self, p):
        bottom, top = self._labels(p)
        a, b, c = self._dims(p)
        E, F, G = self._names(p)
        t = self._t(p)
        return [
            f"Put A at the origin with AB, AD, A{top[0]} along the axes: {E} = ({p['p']}, 0, 0), {F} = (0, {p['q']}, 0), "
            f"{G} = (0, 0, {p['r']}), so the plane {E}{F}{G} is x/{p['p']} + y/{p['q']} + z/{p['r']} = 1 (intercept form).",
            f"The diagonal A{top[2]} consists of the points s·({a}, {b}, {c}); on the plane, s·({a}/{p['p']} + {b}/{p['q']} "
            f"+ {c}/{p['r']}) = 1, so s = AH/A{top[2]} = {frac_text(t)}.",
            f"Hence AH : H{top[2]} = {frac_text(t)} : {frac_text(1 - t)} = {frac_text(t / (1 - t))}.",
        ]
