"""Solid geometry: the distance between the two parallel planes A1BD and CB1D1 of a cube or cuboid
(each through the three neighbours of one end of a space diagonal; DynaSolidGeo, length/distance)."""
import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import cuboid_corner, cuboid_labels, cuboid_text, surd_text
from dynaforge.sdk.solid_metric import cuboid_neighbours, cuboid_opposite


@seed_program(
    id="cuboid_parallel_planes_distance", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/positional/plane_plane_parallel",
              "solid_figures/distances/point_to_plane_volume_method", "solid_figures/pyramids/volume"],
    source="DynaSolidGeo-style (Gaokao: distance between the parallel planes A1BD and CB1D1)",
    variations=["lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class CuboidParallelPlanesDistance(SeedProgram):
    levels = Levels(
        standard=dict(cube_share=0.3, edge=IntRange(1, 8), style=OneOf(("prime", "digit", "sub"))),
        hard=dict(cube_share=0.05, edge=IntRange(3, 15), style=OneOf(("prime", "digit", "sub"))),
        hard_means="almost always a cuboid with larger unequal edges: the distance abc/√(a²b² + b²c² + c²a²) "
                   "has a large radicand to simplify instead of the cube's a√3/3",
    )

    def sample(self, rng, space):
        cube = bool(rng.random() < space.cube_share)
        if cube:
            dims = {"a": int(space.edge.draw(rng))}
        else:
            a, b, c = (int(v) for v in space.edge.draw(rng, size=3))
            dims = {"a": a, "b": b, "c": c}
        return {**dims, "cube": cube, "style": space.style.draw(rng),
                "corner": int(rng.integers(0, 4)),       # which space diagonal; its ends give the two planes
                "near_first": bool(rng.integers(0, 2))}   # which plane is named first

    # -- naming (no geometry) ----------------------------------------------------------------------
    def _edges(self, p):
        return p["a"], p.get("b", p["a"]), p.get("c", p["a"])

    def _planes(self, p):
        """Vertex indices of the two planes: the neighbours of the corner and of its opposite vertex."""
        i = p["corner"]
        first, second = cuboid_neighbours(i), cuboid_neighbours(cuboid_opposite(i))
        return (first, second) if p["near_first"] else (second, first)

    def _plane_names(self, p):
        L = cuboid_labels(p["style"])
        return tuple("".join(L[j] for j in pl) for pl in self._planes(p))

    def _solid(self, p):
        return cuboid_text(cuboid_labels(p["style"]), *self._edges(p), p["cube"])

    # -- protocol ----------------------------------------------------------------------------------
    def question(self, g):
        name, givens = self._solid(g)
        P1, P2 = self._plane_names(g)
        return (f"In the {name} with {givens}, the planes {P1} and {P2} are parallel. Find the distance "
                f"between them. Give the exact value.")

    def answer(self, p):
        # synthetic: the corner tetrahedron (three perpendicular edges a, b, c) gives the distance h from
        # the corner to the near plane by 3V/S; the far plane is at 2h from the corner (it cuts the space
        # diagonal at its second trisection point), so the planes are h apart.
        a, b, c = (sp.Integer(v) for v in (p["a"], p.get("b", p["a"]), p.get("c", p["a"])))
        volume = a * b * c / 6
        area = sp.sqrt(a ** 2 * b ** 2 + b ** 2 * c ** 2 + c ** 2 * a ** 2) / 2
        return Expression(str(sp.radsimp(3 * volume / area)))

    def verify(self, g):
        # coordinates (exact): normal vector of one plane, parallel check, distance of a point of the other
        a, b, c = g["a"], g.get("b", g["a"]), g.get("c", g["a"])
        P, Q = ([sp.Matrix(cuboid_corner(a, b, c, j)) for j in pl] for pl in self._planes(g))
        n1 = (P[1] - P[0]).cross(P[2] - P[0])
        n2 = (Q[1] - Q[0]).cross(Q[2] - Q[0])
        if n1.cross(n2) != sp.zeros(3, 1):
            raise ValueError("the two planes are not parallel")
        return Expression(str(sp.radsimp(abs(n1.dot(Q[0] - P[0])) / sp.sqrt(n1.dot(n1)))))

    def scene(self, g):
        L = cuboid_labels(g["style"])
        s = Scene()
        a, b, c = g["a"], g.get("b", g["a"]), g.get("c", g["a"])
        s.box(L[:4], L[4:], a, b, c)
        for pl, colour in zip(self._planes(g), ("#fca5a5", "#93c5fd")):
            s.face([L[j] for j in pl], color=colour, opacity=0.45, with_edges=False)
            for x in range(3):
                s.segment(L[pl[x]], L[pl[(x + 1) % 3]], style="auxiliary")
        return s

    # -- views ---------------------------------------------------------------------------------------
    def _corner_exact(self, g):
        a, b, c = (sp.Integer(v) for v in (g["a"], g.get("b", g["a"]), g.get("c", g["a"])))
        return a, b, c, a ** 2 * b ** 2 + b ** 2 * c ** 2 + c ** 2 * a ** 2

    def subquestions(self, g):
        L = cuboid_labels(g["style"])
        a, b, c, sq = self._corner_exact(g)
        i = g["corner"]
        near = "".join(L[j] for j in cuboid_neighbours(i))
        name, givens = self._solid(g)
        X, Y = L[i], L[cuboid_opposite(i)]
        diag = sp.sqrt(a ** 2 + b ** 2 + c ** 2)
        return [
            SubQuestion(f"In the {name} with {givens}, find the volume of the tetrahedron {X}-{near}.",
                        Number(float(a * b * c / 6)), "solid_figures/pyramids/volume"),
            SubQuestion(f"In the {name} with {givens}, find the distance from {X} to the plane {near}. "
                        f"Give the exact value.", Expression(str(sp.radsimp(a * b * c / sp.sqrt(sq)))),
                        "solid_figures/distances/point_to_plane_volume_method"),
            SubQuestion(f"In the {name} with {givens}, the space diagonal {X}{Y} meets the planes "
                        f"{self._plane_names(g)[0]} and {self._plane_names(g)[1]} at E and F. Find EF "
                        f"(the planes cut the diagonal into three equal parts). Give the exact value.",
                        Expression(str(sp.radsimp(diag / 3))), "solid_figures/positional/plane_plane_parallel"),
        ]

    def backward(self, g):
        L = cuboid_labels(g["style"])
        P1, P2 = self._plane_names(g)
        a, b, c, sq = self._corner_exact(g)
        d = sp.radsimp(a * b * c / sp.sqrt(sq))
        if g["cube"]:
            return Backward(
                f"In a cube {''.join(L[:4])}-{''.join(L[4:])}, the distance between the parallel planes {P1} "
                f"and {P2} is {surd_text(d)}. Find the edge length of the cube.",
                Number(float(d * sp.sqrt(3))), "a")
        # 1/d² = 1/a² + 1/b² + 1/c²  ->  c
        c_back = 1 / sp.sqrt(1 / d ** 2 - 1 / a ** 2 - 1 / b ** 2)
        return Backward(
            f"In the cuboid {''.join(L[:4])}-{''.join(L[4:])}, {L[0]}{L[1]} = {g['a']}, {L[1]}{L[2]} = {g['b']} "
            f"and the distance between the parallel planes {P1} and {P2} is {surd_text(d)}. Find {L[0]}{L[4]}.",
            Number(float(c_back)), "c")

    def description(self, g):
        L = cuboid_labels(g["style"])
        name, givens = self._solid(g)
        P1, P2 = self._plane_names(g)
        return (f"A {name} with {givens}: the base {''.join(L[:4])} is a rectangle (in order around it) and "
                f"{''.join(L[4:])} is the top face, with {L[4]} above {L[0]}, {L[5]} above {L[1]}, {L[6]} above "
                f"{L[2]} and {L[7]} above {L[3]}. Triangles {P1} and {P2} are drawn shaded.")

    def reasoning(self, p):
        L = cuboid_labels(p["style"])
        a, b, c = (sp.Integer(v) for v in (p["a"], p.get("b", p["a"]), p.get("c", p["a"])))
        sq = a ** 2 * b ** 2 + b ** 2 * c ** 2 + c ** 2 * a ** 2
        i = p["corner"]
        X, Y = L[i], L[cuboid_opposite(i)]
        near = "".join(L[j] for j in cuboid_neighbours(i))
        far = "".join(L[j] for j in cuboid_neighbours(cuboid_opposite(i)))
        h = sp.radsimp(a * b * c / sp.sqrt(sq))
        return [
            f"Each side of triangle {near} is parallel to a side of triangle {far} (opposite face diagonals of "
            f"the cuboid are parallel), so the planes {near} and {far} are parallel.",
            f"{X}{L[cuboid_neighbours(i)[0]]}, {X}{L[cuboid_neighbours(i)[1]]}, {X}{L[cuboid_neighbours(i)[2]]} "
            f"are perpendicular edges {a}, {b}, {c} (in some order): the tetrahedron {X}-{near} has volume "
            f"{a}·{b}·{c}/6 = {surd_text(a * b * c / 6)}.",
            f"Triangle {near} has area ½·√({a}²·{b}² + {b}²·{c}² + {c}²·{a}²) = ½·√{sq}, so the distance "
            f"from {X} to plane {near} is 3V/S = {a * b * c}/√{sq} = {surd_text(h)}.",
            f"By the same argument {Y} is at distance {surd_text(h)} from plane {far}; the two planes cut the "
            f"space diagonal {X}{Y} (length √{a ** 2 + b ** 2 + c ** 2}) into three equal parts, so "
            f"{X} is at distance 2·{surd_text(h)} from plane {far}.",
            f"Distance between the planes = 2·{surd_text(h)} − {surd_text(h)} = {surd_text(h)} "
            f"≈ {float(h):.4f}.",
        ]
