"""Solid geometry (counting): among the triangles whose vertices are vertices of a given solid (cube,
cuboid, square or regular prism, octahedron), how many are right / obtuse / isosceles / equilateral?
(DynaSolidGeo counting; classify each triangle by its squared side lengths.)"""
from itertools import combinations
from math import comb

import mpmath
import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import solid_vertex_labels

SOLIDS = ("cube", "cuboid", "square_prism", "tri_prism", "pent_prism", "hex_prism", "octahedron", "cube_centre")
PRISM_SIDES = {"tri_prism": 3, "pent_prism": 5, "hex_prism": 6}
ASKS = {"right": "right triangles", "obtuse": "obtuse triangles", "acute": "acute triangles",
        "isosceles": "isosceles triangles (equilateral ones included)", "equilateral": "equilateral triangles"}


@seed_program(
    id="solid_vertex_triangle_count", topic="solid_geometry", category="counting",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/counting/triangles_from_vertices", "plane_figures/triangles/pythagorean_theorem",
              "combinatorics/counting/pairs"],
    source="DynaSolidGeo-style (counting; triangles formed by the vertices of a solid)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class SolidVertexTriangleCount(SeedProgram):
    levels = Levels(
        standard=dict(solid=OneOf(SOLIDS, p=[0.07, 0.12, 0.14, 0.12, 0.16, 0.19, 0.05, 0.15]),
                      ask=OneOf(("right", "isosceles", "equilateral", "obtuse", "acute")),
                      edge=IntRange(2, 6)),
        hard=dict(solid=OneOf(SOLIDS, p=[0.0, 0.1, 0.1, 0.1, 0.25, 0.3, 0.05, 0.1]),
                  ask=OneOf(("right", "isosceles", "obtuse", "acute")),
                  edge=IntRange(3, 12)),
        hard_means="mostly pentagonal and hexagonal prisms (10-12 vertices, up to 220 triangles to classify), "
                   "never the plain cube, never the equilateral count",
    )

    def sample(self, rng, space):
        for _ in attempts("a count that is not 0"):
            g = self._draw(rng, space)
            if self.answer(g).value > 0:        # "how many obtuse ... ?" with answer 0 is no question
                return g

    def _draw(self, rng, space):
        """The givens: the solid, its stated dimensions (only those), what to count, the label style."""
        solid = space.solid.draw(rng)
        ask = space.ask.draw(rng)
        for _ in attempts("three distinct cuboid edges"):
            a, b, c = (int(v) for v in space.edge.draw(rng, size=3))
            if solid != "cuboid" or len({a, b, c}) == 3:
                break
        if solid == "square_prism":
            c = c if c != a else a + 1
        elif solid in PRISM_SIDES:
            c = int(rng.choice([a, c, a * 2])) if rng.random() < 0.6 else c
        style = str(rng.choice(["prime", "digit", "next"]))
        dims = {"cuboid": {"a": a, "b": b, "c": c}, "square_prism": {"a": a, "c": c}}.get(
            solid, {"a": a, "c": c} if solid in PRISM_SIDES else {"a": a})
        return {"solid": solid, **dims, "ask": ask, "style": style}

    # -- exact coordinates --------------------------------------------------------------------
    def _points(self, p):
        """(labels, exact sympy coordinates) of the stated solid."""
        solid = p["solid"]
        a = sp.Integer(p["a"])
        b = sp.Integer(p["b"]) if solid == "cuboid" else a
        c = sp.Integer(p["c"]) if "c" in p else a
        if solid == "octahedron":
            r = a / sp.sqrt(2)                  # edge a
            pts = [(r, 0, 0), (0, r, 0), (-r, 0, 0), (0, -r, 0), (0, 0, r), (0, 0, -r)]
            return ["A", "B", "C", "D", "E", "F"], [sp.Matrix(v) for v in pts]
        if solid == "cube_centre":
            labels, pts = self._points(dict(p, solid="cube"))
            return labels + ["O"], pts + [sp.Matrix([a / 2, a / 2, a / 2])]
        if solid in PRISM_SIDES:
            n = PRISM_SIDES[solid]
            R = a / (2 * sp.sin(sp.pi / n))      # side a
            base = [(R * sp.cos(sp.pi * (2 * k / sp.Integer(n) - sp.Rational(1, 2))),
                     R * sp.sin(sp.pi * (2 * k / sp.Integer(n) - sp.Rational(1, 2)))) for k in range(n)]
        else:
            n = 4
            base = [(0, 0), (a, 0), (a, b), (0, b)]
        bottom, top = solid_vertex_labels(n, p["style"])
        pts = [sp.Matrix([x, y, 0]) for x, y in base] + [sp.Matrix([x, y, c]) for x, y in base]
        return bottom + top, pts

    def _classify(self, tri):
        """Exact: squared sides, then the law of cosines sign and equalities."""
        x, y, z = sorted(sum((ui - vi) ** 2 for ui, vi in zip(u, v)) for u, v in combinations(tri, 2))
        eps = mpmath.mpf("1e-25")
        gap = x + y - z
        right, obtuse = bool(abs(gap) < eps), bool(gap < -eps)
        iso = bool(abs(x - y) < eps) or bool(abs(y - z) < eps)
        equi = bool(abs(x - y) < eps) and bool(abs(y - z) < eps)
        return {"right": right, "obtuse": obtuse, "acute": not right and not obtuse, "isosceles": iso,
                "equilateral": equi}

    def answer(self, p):
        pts = self._hp(p)
        with mpmath.workdps(40):
            return Number(sum(self._classify(t)[p["ask"]] for t in combinations(pts, 3) if not self._collinear(t)))

    @staticmethod
    def _collinear(tri):
        (a1, a2, a3), (b1, b2, b3) = ([q - o for q, o in zip(t, tri[0])] for t in tri[1:])
        return all(abs(v) < 1e-25 for v in (a2 * b3 - a3 * b2, a3 * b1 - a1 * b3, a1 * b2 - a2 * b1))

    def _hp(self, p):
        """The points to 40 significant digits (mpmath), for exact-enough comparisons of squared sides."""
        _, pts = self._points(p)
        with mpmath.workdps(40):
            return [[mpmath.mpf(str(sp.N(v, 45))) for v in q] for q in pts]

    def verify(self, g):
        # Independent: float vertices built from the statement alone (the centre as the mean of the
        # cube's vertices), then the three angles of every triple by dot products.
        X = self._float_vertices(g)
        count = 0
        for tri in combinations(X, 3):
            angles, sides = [], []
            for i in range(3):
                v, u, w = tri[i], tri[(i + 1) % 3], tri[(i + 2) % 3]
                e1, e2 = u - v, w - v
                angles.append(np.degrees(np.arccos(np.clip(e1 @ e2 / np.linalg.norm(e1) / np.linalg.norm(e2), -1, 1))))
                sides.append(np.linalg.norm(u - w))
            mx = max(angles)
            eq = [abs(sides[i] - sides[j]) < 1e-9 for i, j in ((0, 1), (1, 2), (0, 2))]
            if min(sides) + sorted(sides)[1] - max(sides) < 1e-9:
                continue                         # three collinear points: no triangle
            count += {"right": abs(mx - 90) < 1e-7, "obtuse": mx > 90 + 1e-7, "acute": mx < 90 - 1e-7,
                      "isosceles": any(eq), "equilateral": all(eq)}[g["ask"]]
        return Number(count)

    @staticmethod
    def _float_vertices(g):
        """The stated solid's vertices as floats: a prism as its base polygon (complex roots of unity)
        lifted by the lateral edge; a cube's centre as the mean of its eight vertices."""
        solid, a = g["solid"], float(g["a"])
        if solid == "octahedron":
            r = a / np.sqrt(2)
            return [np.array(v) * r for v in np.vstack([np.eye(3), -np.eye(3)])]
        if solid in ("cube", "cube_centre"):
            cube = [np.array([x, y, z], dtype=float) * a for x in (0, 1) for y in (0, 1) for z in (0, 1)]
            return cube + [np.mean(cube, axis=0)] if solid == "cube_centre" else cube
        if solid == "cuboid":
            return [np.array([x * a, y * g["b"], z * g["c"]], dtype=float) for x in (0, 1) for y in (0, 1) for z in (0, 1)]
        n = 4 if solid == "square_prism" else PRISM_SIDES[solid]
        base = [a / (2 * np.sin(np.pi / n)) * np.exp(2j * np.pi * k / n) for k in range(n)]
        return [np.array([z.real, z.imag, h], dtype=float) for h in (0.0, float(g["c"])) for z in base]

    def _name(self, p):
        a, b, c = p["a"], p.get("b"), p.get("c")
        labels, _ = self._points(p)
        if p["solid"] == "octahedron":
            return (f"a regular octahedron ABCDEF with edge {a} (E and F are the two opposite vertices off the "
                    f"square ABCD)")
        half = len(labels) // 2
        name = "".join(labels[:half]) + "-" + "".join(labels[half:])
        A, B, A1 = labels[0], labels[1], labels[half]
        if p["solid"] == "cube_centre":
            labels = labels[:-1]
            name = "".join(labels[:4]) + "-" + "".join(labels[4:])
            return f"a cube {name} with edge {a} together with its centre O (9 points in all)"
        if p["solid"] == "cube":
            return f"a cube {name} with edge {a}"
        if p["solid"] == "cuboid":
            return f"a cuboid {name} with {A}{B} = {a}, {labels[1]}{labels[2]} = {b} and {A}{A1} = {c}"
        if p["solid"] == "square_prism":
            return f"a right prism {name} with square base of side {a} and lateral edge {A}{A1} = {c}"
        kind = {"tri_prism": "triangular", "pent_prism": "pentagonal", "hex_prism": "hexagonal"}[p["solid"]]
        return (f"a regular {kind} prism {name} (right prism, regular base) with base edge {a} and lateral "
                f"edge {A}{A1} = {c}")

    def question(self, p):
        labels, _ = self._points(p)
        pts = "of these 9 points" if p["solid"] == "cube_centre" else "vertices of this solid"
        return (f"Consider {self._name(p)}. Among all triangles whose three vertices are {pts}, "
                f"how many are {ASKS[p['ask']]}?")

    def scene(self, p):
        labels, pts = self._points(p)
        s = Scene()
        for lab, v in zip(labels, pts):
            s.point(lab, [float(t) for t in v])
        if p["solid"] == "cube_centre":
            labels = labels[:-1]
            s.segment(labels[0], "O", style="auxiliary")
        if p["solid"] == "octahedron":
            for i in range(4):
                j = (i + 1) % 4
                s.face([labels[i], labels[j], "E"])
                s.face([labels[i], labels[j], "F"])
            return s
        half = len(labels) // 2
        bottom, top = labels[:half], labels[half:]
        s.face(bottom)
        s.face(top)
        for i in range(half):
            j = (i + 1) % half
            s.face([bottom[i], bottom[j], top[j], top[i]])
        return s

    def subquestions(self, p):
        labels, _ = self._points(p)
        v = len(labels)
        return [SubQuestion(f"How many triangles can be formed from {v} points in space, no three of which are "
                            f"collinear?", Number(comb(v, 3)), "combinatorics/counting/pairs")]

    def description(self, p):
        return f"The solid is {self._name(p)}."

    def reasoning(self, p):
        labels, _ = self._points(p)
        pts = self._hp(p)
        v = len(labels)
        kinds, shapes = {}, {}
        collinear = 0
        with mpmath.workdps(40):
            for t in combinations(pts, 3):
                if self._collinear(t):
                    collinear += 1
                    continue
                d2 = tuple(sorted(round(float(sum((a - b) ** 2 for a, b in zip(u, w))), 4)
                                  for u, w in combinations(t, 2)))
                kinds[d2] = kinds.get(d2, 0) + 1
                c = self._classify(t)
                shapes[d2] = ("right" if c["right"] else "obtuse" if c["obtuse"] else "acute") + (
                    ", equilateral" if c["equilateral"] else ", isosceles" if c["isosceles"] else "")
        lines = [f"C({v},3) = {comb(v, 3)} triples of points, of which {collinear} are collinear, leave "
                 f"{comb(v, 3) - collinear} triangles.",
                 "Group them by their squared side lengths (edges, face and space diagonals; a² + b² = c² "
                 "means right, < obtuse, > acute):"]
        for d2, k in sorted(kinds.items()):
            lines.append(f"{k} triangles with squared sides {', '.join(fmt(d, 4) for d in d2)}: {shapes[d2]}.")
        lines.append(f"Counting the {ASKS[p['ask']]}: {self.answer(p).value}.")
        return lines
