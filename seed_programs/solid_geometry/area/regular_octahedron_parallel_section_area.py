"""Solid geometry (area, exact): a plane parallel to the face EAB of a regular octahedron E-ABCD-F (edge a)
passes through a point P of an edge joining the face EAB to the opposite face FCD (BC, or in the hard
level EC or AF); the section is a hexagon with all angles 120° whose sides alternate between t·a and
(1 − t)·a (t the fraction of the edge from the face EAB); the midsection is a regular hexagon. Find its
area. ``answer`` cuts the hexagon from an equilateral triangle of side x + 2y (three corner triangles of
side y removed: √3/4·(x² + 4xy + y²)); ``verify`` intersects the plane with the twelve edges in exact
sympy coordinates and takes the exact area of the section polygon."""
import sympy as sp

from dynaforge.sdk import (Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion,
                           seed_program)
from dynaforge.sdk.scene import convex_order
from dynaforge.sdk.solid_volume_area import exact_face_area, exact_text

# the edges that join face EAB to face FCD, as (vertex on EAB, vertex on FCD)
EDGES = {"BC": ("B", "C"), "EC": ("E", "C"), "AF": ("A", "F"), "ED": ("E", "D"), "AD": ("A", "D")}
RATIOS = [(1, 2), (1, 3), (2, 3), (1, 4), (3, 4), (2, 5), (3, 5), (1, 5), (4, 5), (3, 7)]
OCTA_FACES = [("E", "A", "B"), ("E", "B", "C"), ("E", "C", "D"), ("E", "D", "A"),
              ("F", "A", "B"), ("F", "B", "C"), ("F", "C", "D"), ("F", "D", "A")]


def _octahedron(a):
    """Vertices of the regular octahedron of edge a (sympy): ABCD a square in z = 0, E above, F below."""
    s = sp.nsimplify(a) / sp.sqrt(2)
    return {"A": sp.Matrix([s, 0, 0]), "B": sp.Matrix([0, s, 0]), "C": sp.Matrix([-s, 0, 0]),
            "D": sp.Matrix([0, -s, 0]), "E": sp.Matrix([0, 0, s]), "F": sp.Matrix([0, 0, -s])}


@seed_program(
    id="regular_octahedron_parallel_section_area", topic="solid_geometry", category="area",
    level="competition", difficulty="hard", question_type="free_form",
    concepts=["solid_figures/polyhedra/regular_octahedron", "solid_figures/sections/parallel_section_similarity",
              "plane_figures/area/composite_regions"],
    source="DynaSolidGeo-style (section of a regular octahedron by a plane parallel to a face: a hexagon)",
    variations=["numeric_values", "lengths_ratios", "camera"],
)
class RegularOctahedronParallelSectionArea(SeedProgram):
    levels = Levels(
        standard=dict(edge=OneOf(("BC", "AD")), a=IntRange(3, 12), mid=OneOf((True, False), p=[0.4, 0.6])),
        hard=dict(edge=OneOf(("EC", "AF", "ED")), a=IntRange(6, 27), mid=OneOf((False,))),
        hard_means="P is given by a ratio, never the midpoint (the section is not regular: sides t·a and (1 − t)·a "
                   "alternate, fractions), and lies on an edge through the apex E or F, so the hexagon's sides on the square's edges must be found "
                   "by similar triangles in two faces; larger octahedra",
    )

    def sample(self, rng, space):
        """Givens: the edge a, the edge XY that P lies on and XP."""
        a = space.a.draw(rng)
        edge = space.edge.draw(rng)
        if space.mid.draw(rng) and a % 2 == 0:
            xp = a // 2
        elif space.level == "hard":     # P by a ratio XP : PY = m : n (XP < PY: the mirror gives the same area)
            m, n = RATIOS[int(rng.integers(len(RATIOS)))]
            a = (m + n) * max(1, round(a / (m + n)))      # the section's sides t·a, (1 − t)·a whole numbers
            return {"a": a, "edge": edge, "m": m, "n": n}
        else:
            xp = int(rng.integers(1, a))
            if 2 * xp == a:
                xp = xp + 1 if xp + 1 < a else xp - 1
        return {"a": a, "edge": edge, "xp": xp}

    def _setting(self, g, hide=None):
        x, y = EDGES[g["edge"]]
        a = "x" if hide == "a" else g["a"]
        return (f"E-ABCD-F is a regular octahedron with edge {a} (ABCD is a square, E and F are the apexes on either "
                f"side of it). P is the point of edge {x}{y} with {self._where(g, x, y)}, and a plane through P parallel to "
                f"the face EAB cuts the octahedron.")

    @staticmethod
    def _where(g, x, y):
        return f"{x}P = {g['xp']}" if "xp" in g else f"{x}P : P{y} = {g['m']} : {g['n']}"

    def _t(self, p):
        """The fraction XP / XY."""
        return sp.Rational(p["xp"], p["a"]) if "xp" in p else sp.Rational(p["m"], p["m"] + p["n"])

    def question(self, g):
        return f"{self._setting(g)} Find the area of the section (exact value)."

    def description(self, g):
        return self._setting(g)

    def _sides(self, p):
        """(x, y): the section's sides alternate x = (1 − t)·a (in the faces sharing an edge with EAB) and
        y = t·a (in the faces sharing an edge with FCD), with t = XP / XY the fraction of the way from EAB."""
        t = self._t(p)
        return (1 - t) * p["a"], t * p["a"]

    def _area(self, p):
        x, y = self._sides(p)
        # an equilateral triangle of side x + 2y minus three corner triangles of side y
        return sp.sqrt(3) / 4 * ((x + 2 * y) ** 2 - 3 * y ** 2)

    def answer(self, p):
        return Expression(str(sp.radsimp(sp.expand(self._area(p)))))

    def verify(self, g):
        # Independent: exact coordinates; the plane through P with the normal of face EAB meets the edges of
        # the octahedron; the section polygon's area from its exact vertices.
        a = sp.nsimplify(g["a"])                 # exact even when a comes back as a float (backward re-solve)
        V = _octahedron(a)
        x, y = EDGES[g["edge"]]
        frac = sp.nsimplify(g["xp"]) / a if "xp" in g else sp.Rational(g["m"], g["m"] + g["n"])
        P = V[x] + (V[y] - V[x]) * frac
        n = (V["A"] - V["E"]).cross(V["B"] - V["E"])
        off = n.dot(P)
        pts = []
        for f in OCTA_FACES:
            for i in range(3):
                u, w = V[f[i]], V[f[(i + 1) % 3]]
                du, dw = n.dot(u) - off, n.dot(w) - off
                if du * dw < 0:
                    q = u + (w - u) * (du / (du - dw))
                    if all(sp.simplify((q - r).norm()) != 0 for r in pts):
                        pts.append(sp.simplify(q))
        assert len(pts) == 6, f"the section has {len(pts)} vertices, not 6"
        order = convex_order({str(i): [float(c) for c in q] for i, q in enumerate(pts)})
        area = exact_face_area([tuple(pts[int(k)]) for k in order])
        return Expression(str(sp.radsimp(sp.simplify(area))))

    def _float_vertices(self, g):
        V = {k: [float(c) for c in v] for k, v in _octahedron(g["a"]).items()}
        return V

    def scene(self, g):
        V = self._float_vertices(g)
        s = Scene()
        s.polyhedron(V, [list(f) for f in OCTA_FACES], colors="lightsteelblue", opacity=0.15)
        x, y = EDGES[g["edge"]]
        t = float(self._t(g))
        P = [V[x][i] + (V[y][i] - V[x][i]) * t for i in range(3)]
        s.point("P", P)
        # the section's other vertices: on the edges that join face EAB to face FCD, at the same fraction
        joins = [("B", "C"), ("E", "C"), ("E", "D"), ("A", "D"), ("A", "F"), ("B", "F")]
        names = []
        for u, w in joins:
            if (u, w) == (x, y):
                names.append("P")
                continue
            q = [V[u][i] + (V[w][i] - V[u][i]) * t for i in range(3)]
            names.append(s.point(f"_q{u}{w}", q, show_label=False))
        ordered = convex_order({k: s.points[k] for k in names})
        s.face(ordered, color="#fbbf24", opacity=0.5, with_edges=False)
        for i in range(6):
            s.segment(ordered[i], ordered[(i + 1) % 6], style="auxiliary")
        return s

    def subquestions(self, g):
        x, y = self._sides(g)
        X, Y = EDGES[g["edge"]]
        return [SubQuestion(f"In the regular octahedron E-ABCD-F with edge {g['a']}, P lies on {X}{Y} with "
                            f"{self._where(g, X, Y)}. The plane through P parallel to face EAB cuts face EBC in a segment parallel "
                            f"to EB. How long is the section's side in face EBC?",
                            Number(float(x)),
                            "solid_figures/sections/parallel_section_similarity")]

    def backward(self, g):
        X, Y = EDGES[g["edge"]]
        return Backward(f"{self._setting(g, hide='a')} The section has area {exact_text(sp.expand(self._area(g)))}. "
                        f"Find x.", Number(g["a"]), "a")

    def reasoning(self, p):
        X, Y = EDGES[p["edge"]]
        x, y = self._sides(p)
        t = self._t(p)
        return [f"{X} lies in face EAB and {Y} in the opposite face FCD, which is parallel to EAB; the plane through P "
                f"parallel to them divides every edge joining the two faces (BC, EC, ED, AD, AF, BF) in the same ratio "
                f"as P divides {X}{Y} ({X}P/{X}{Y} = t = {t}), so it meets all six: the section is a hexagon.",
                f"In each face that shares an edge with EAB (EBC, EDA, FAB) the section side is parallel to that edge "
                f"and, by similar triangles, has length {exact_text(x)} (= (1 − t)·a with t = {t}); in each face that "
                f"shares an edge with FCD (ECD, FBC, FDA) it has length {exact_text(y)} (= t·a). All its angles are 120° (its sides "
                f"are parallel to the sides of two equilateral triangles).",
                f"Extending the three sides of length {exact_text(x)} gives an equilateral triangle of side "
                f"{exact_text(x)} + 2·{exact_text(y)} = {exact_text(x + 2 * y)} with three corner triangles of side "
                f"{exact_text(y)} cut off.",
                f"Area = √3/4·({exact_text(x + 2 * y)}² − 3·{exact_text(y)}²) = "
                f"{exact_text(sp.expand(self._area(p)))}."]
