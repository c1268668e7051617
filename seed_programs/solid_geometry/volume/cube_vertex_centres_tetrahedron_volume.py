"""Solid geometry (volume, free form): in a cube, the pyramid (tetrahedron) whose apex is a vertex X
and whose base is the triangle of three labelled points, each the centre of a face or the midpoint
of an edge; find its exact volume (DynaSolidGeo, volume). ``answer`` places the cube in coordinates
(exact fractions) and takes one sixth of the scalar triple product of the edge vectors at X;
``verify`` uses only the six pairwise distances (exact sympy) in the Cayley–Menger determinant,
288·V² = det(CM)."""
from fractions import Fraction

import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_corner, cuboid_labels
from dynaforge.sdk.solid_volume_area import exact_text

FACES = ((0, 1, 2, 3), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7))
NAMES = (("E", "F", "G"), ("M", "N", "P"), ("P", "Q", "R"))


@seed_program(
    id="cube_vertex_centres_tetrahedron_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/pyramids/volume", "solid_figures/angles/normal_vector_method",
              "solid_figures/tetrahedra/box_embedding"],
    source="DynaSolidGeo-style (volume: a pyramid with apex at a cube's vertex and base on face centres / edge midpoints)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "camera"],
)
class CubeVertexCentresTetrahedronVolume(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 20), centres=IntRange(1, 2), names=IntRange(0, 2),
                      style=OneOf(("prime", "digit", "sub"))),
        hard=dict(edge=IntRange(6, 30), centres=IntRange(0, 2), names=IntRange(0, 2),
                  style=OneOf(("prime", "digit", "sub"))),
        hard_means="larger cubes and mostly edge midpoints instead of face centres, so the base triangle is scalene "
                   "and tilted and no symmetry shortcut gives its area or the height",
    )

    def sample(self, rng, space):
        """Givens: the edge, the apex vertex and three base points (a face by its index, or an edge by
        its vertex indices); ``centres`` of them are face centres."""
        a = int(space.edge.draw(rng))
        n_centres = int(space.centres.draw(rng))
        for _ in attempts("three base points not coplanar with the apex"):
            apex = int(rng.integers(0, 8))
            faces = [int(f) for f in rng.choice(6, size=n_centres, replace=False)]
            edges = [int(e) for e in rng.choice(12, size=3 - n_centres, replace=False)]
            pts = [{"face": f} for f in faces] + [{"edge": list(CUBOID_EDGES[e])} for e in edges]
            order = rng.permutation(3)
            g = {"a": a, "apex": apex, "points": [pts[int(i)] for i in order],
                 "names": list(NAMES[int(space.names.draw(rng))]), "style": str(space.style.draw(rng))}
            if self._triple(g) != 0:
                return g

    def _labels(self, g):
        return cuboid_labels(g["style"])

    @staticmethod
    def _xyz(a, spec):
        """Exact (Fraction) coordinates of a face centre or an edge midpoint."""
        ids = FACES[spec["face"]] if "face" in spec else spec["edge"]
        pts = [cuboid_corner(Fraction(a), Fraction(a), Fraction(a), i) for i in ids]
        return tuple(sum((Fraction(p[k]) for p in pts), Fraction(0)) / len(pts) for k in range(3))

    def _describe(self, g, hide=False):
        L = self._labels(g)
        parts = []
        for nm, spec in zip(g["names"], g["points"]):
            if "face" in spec:
                parts.append(f"{nm} is the centre of the face {''.join(L[i] for i in FACES[spec['face']])}")
            else:
                u, v = spec["edge"]
                parts.append(f"{nm} is the midpoint of the edge {L[u]}{L[v]}")
        name = "".join(L[:4]) + "-" + "".join(L[4:])
        a = "?" if hide else g["a"]
        return f"In the cube {name} with edge {a}, " + ", ".join(parts[:2]) + " and " + parts[2] + "."

    def _solid(self, g):
        return f"{self._labels(g)[g['apex']]}-{''.join(g['names'])}"

    def question(self, g):
        return self._describe(g) + f" Find the exact volume of the pyramid {self._solid(g)}."

    # -- answer: coordinates and the scalar triple product --------------------------------------------------
    def _triple(self, p):
        a = p["a"]
        X = [Fraction(c) for c in cuboid_corner(a, a, a, p["apex"])]
        u, v, w = ([c - x for c, x in zip(self._xyz(a, s), X)] for s in p["points"])
        return (u[0] * (v[1] * w[2] - v[2] * w[1]) - u[1] * (v[0] * w[2] - v[2] * w[0])
                + u[2] * (v[0] * w[1] - v[1] * w[0]))

    def _volume(self, p):
        return abs(self._triple(p)) / 6

    def answer(self, p):
        v = self._volume(p)
        return Expression(str(sp.Rational(v.numerator, v.denominator)))

    def verify(self, g):
        # Independent: the six squared distances only, in the Cayley–Menger determinant (288·V² = det).
        a = sp.Integer(g["a"])
        corner = lambda i: sp.Matrix([a if i % 4 in (1, 2) else 0, a if i % 4 in (2, 3) else 0, a if i >= 4 else 0])
        pts = [corner(g["apex"])]
        for spec in g["points"]:
            if "face" in spec:                 # the centre: the mean of the four corners of the face
                ids = FACES[spec["face"]]
                pts.append(sum((corner(i) for i in ids), sp.zeros(3, 1)) / 4)
            else:
                u, v = spec["edge"]
                pts.append((corner(u) + corner(v)) / 2)
        d2 = [[(p - q).dot(p - q) for q in pts] for p in pts]
        cm = sp.Matrix(5, 5, lambda i, j: 0 if i == j else 1 if 0 in (i, j) else d2[i - 1][j - 1])
        return Expression(str(sp.sqrt(cm.det() / 288)))

    def scene(self, g):
        L = self._labels(g)
        a = float(g["a"])
        s = Scene()
        s.box(L[:4], L[4:], a, a, a)
        for nm, spec in zip(g["names"], g["points"]):
            s.point(nm, [float(c) for c in self._xyz(g["a"], spec)])
        X = L[g["apex"]]
        E, F, G = g["names"]
        s.face([E, F, G], color="#fca5a5", opacity=0.55, with_edges=False)
        for u, v in ((E, F), (F, G), (G, E), (X, E), (X, F), (X, G)):
            s.segment(u, v, style="auxiliary")
        s.azimuth_range = (205.0, 245.0)   # off the face-on azimuths, where a face centre can look as if on an edge
        return s

    # -- views --------------------------------------------------------------------------------------------
    def subquestions(self, g):
        a = g["a"]
        X = cuboid_corner(Fraction(a), Fraction(a), Fraction(a), g["apex"])
        E = self._xyz(a, g["points"][0])
        d2 = sum((p - q) ** 2 for p, q in zip(E, X))
        L = self._labels(g)
        return [SubQuestion(self._describe(g) + f" Find the exact length of {L[g['apex']]}{g['names'][0]}.",
                            Expression(str(sp.sqrt(sp.Rational(d2.numerator, d2.denominator)))),
                            "solid_figures/cuboids/space_diagonal")]

    def backward(self, g):
        value = sp.sympify(self.answer(g).value)
        k = value / sp.Integer(g["a"]) ** 3                 # V = k·a³
        return Backward(self._describe(g, hide=True) + f" The pyramid {self._solid(g)} has volume {exact_text(value)}. "
                        f"Find the edge of the cube.", Number(float(sp.cbrt(value / k))), "a")

    def description(self, g):
        return ("A cube with the pyramid drawn in red inside it: its apex is a vertex of the cube and its base, the "
                "shaded triangle, joins three labelled points. " + self._describe(g))

    def reasoning(self, p):
        a = p["a"]
        L = self._labels(p)
        X = cuboid_corner(Fraction(a), Fraction(a), Fraction(a), p["apex"])
        fmt = lambda v: "(" + ", ".join(str(c) for c in v) + ")"
        vecs = [[c - x for c, x in zip(self._xyz(a, s), X)] for s in p["points"]]
        steps = [f"Put {L[0]} at the origin with {L[0]}{L[1]}, {L[0]}{L[3]}, {L[0]}{L[4]} along the x, y, z axes; then "
                 f"{L[p['apex']]} = {fmt(X)}, " + ", ".join(f"{nm} = {fmt(self._xyz(a, s))}" for nm, s in zip(p['names'], p['points']))
                 + " (a face centre is the mean of its four corners, an edge midpoint the mean of two)."]
        steps.append("The edge vectors at the apex are " + ", ".join(fmt(v) for v in vecs) + ".")
        steps.append(f"The volume of a tetrahedron is one sixth of the absolute value of their scalar triple product: "
                     f"|{self._triple(p)}|/6 = {self._volume(p)}.")
        return steps
