"""Solid geometry: distance from a vertex of a cuboid to the plane through three vertices
(volume method vs. coordinates; DynaSolidGeo, length/distance)."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import cuboid_labels, cuboid_text, cuboid_vertex, point_plane_distance


@seed_program(
    id="cuboid_vertex_plane_distance", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/distances/point_to_plane_volume_method", "solid_figures/pyramids/volume",
              "plane_figures/triangles/heron_formula"],
    source="DynaSolidGeo-style (Gaokao distance from a point to a plane)",
    variations=["lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class CuboidVertexPlaneDistance(SeedProgram):
    levels = Levels(
        standard=dict(cube_share=0.3, edge=IntRange(2, 9), style=OneOf(("prime", "digit", "next"))),
        hard=dict(cube_share=0.05, edge=IntRange(3, 17), style=OneOf(("prime", "digit", "next"))),
        hard_means="almost always a cuboid with larger unequal edges: the slanted triangle's area is a surd "
                   "of three products, not the cube's regular triangle",
    )

    def sample(self, rng, space):
        cube = bool(rng.random() < space.cube_share)
        if cube:
            a = b = c = space.edge.draw(rng)
        else:
            a, b, c = (int(v) for v in space.edge.draw(rng, size=3))
        return {"a": a, **({} if cube else {"b": b, "c": c}), "cube": cube,
                "style": space.style.draw(rng),
                "corner": int(rng.integers(0, 8)),          # the vertex whose three neighbours span the plane
                "from_opposite": bool(rng.integers(0, 2))}  # distance from the corner or from the opposite vertex

    # -- helpers ----------------------------------------------------------------------------------
    def _labels(self, p):
        return cuboid_labels(p["style"])

    def _xyz(self, p, i):
        return cuboid_vertex(p["a"], p.get("b", p["a"]), p.get("c", p["a"]), i)

    def _roles(self, p):
        """(plane vertices, point): the three neighbours of the corner, and the corner or its opposite."""
        i = p["corner"]
        level = 4 * (i // 4)
        neighbours = sorted([level + (i + 1) % 4, level + (i + 3) % 4, (i + 4) % 8])
        target = (level + (i + 2) % 4 + 4) % 8 if p["from_opposite"] else i
        return neighbours, target

    def _solid_name(self, p):
        return cuboid_text(self._labels(p), p["a"], p.get("b", p["a"]), p.get("c", p["a"]), p["cube"])[0]

    def _givens(self, p):
        return cuboid_text(self._labels(p), p["a"], p.get("b", p["a"]), p.get("c", p["a"]), p["cube"])[1]

    # -- protocol ---------------------------------------------------------------------------------
    def question(self, g):
        L = self._labels(g)
        plane, t = self._roles(g)
        return (f"In the {self._solid_name(g)} with {self._givens(g)}, find the distance from the vertex "
                f"{L[t]} to the plane {''.join(L[j] for j in plane)}.")

    def answer(self, p):
        # volume method: corner tetrahedron has volume abc/6, the inscribed tetrahedron abc/3
        a, b, c = p["a"], p.get("b", p["a"]), p.get("c", p["a"])
        face = 0.5 * np.sqrt(a * a * b * b + b * b * c * c + c * c * a * a)
        volume = a * b * c / 3 if p["from_opposite"] else a * b * c / 6
        return Number(float(3 * volume / face))

    def verify(self, g):
        plane, t = self._roles(g)
        return Number(point_plane_distance(self._xyz(g, t), *(self._xyz(g, j) for j in plane)))

    def scene(self, g):
        L = self._labels(g)
        s = Scene()
        s.box(L[:4], L[4:], g["a"], g.get("b", g["a"]), g.get("c", g["a"]))
        plane, t = self._roles(g)
        s.face([L[j] for j in plane], color="#fca5a5", opacity=0.45, with_edges=False)
        for x in range(3):
            s.segment(L[plane[x]], L[plane[(x + 1) % 3]], style="auxiliary")
        return s

    # -- views ------------------------------------------------------------------------------------
    def _face_area_sq4(self, p):
        a, b, c = p["a"], p.get("b", p["a"]), p.get("c", p["a"])
        return a * a * b * b + b * b * c * c + c * c * a * a  # = (2·area)²

    def subquestions(self, g):
        L = self._labels(g)
        plane, t = self._roles(g)
        a, b, c = g["a"], g.get("b", g["a"]), g.get("c", g["a"])
        X, Y, Z = (L[j] for j in plane)
        T = L[t]
        vol = a * b * c / 3 if g["from_opposite"] else a * b * c / 6
        how = ("the cuboid minus its four corner tetrahedra" if g["from_opposite"]
               else "a corner tetrahedron whose three edges at the right-angled vertex are the cuboid's edges")
        area = 0.5 * np.sqrt(self._face_area_sq4(g))
        return [
            SubQuestion(f"In the {self._solid_name(g)} with {self._givens(g)}, find the volume of the "
                        f"tetrahedron {T}-{X}{Y}{Z} (it is {how}).", Number(vol), "solid_figures/pyramids/volume"),
            SubQuestion(f"Triangle {X}{Y}{Z} has sides whose squares are {a * a + b * b}, {b * b + c * c} and "
                        f"{c * c + a * a}. Find its area.", Number(float(area)), "plane_figures/triangles/heron_formula"),
            SubQuestion(f"A tetrahedron {T}-{X}{Y}{Z} has volume {vol:.6g} and face {X}{Y}{Z} has area "
                        f"{area:.6g}. Find the distance from {T} to the plane {X}{Y}{Z}.",
                        Number(float(3 * vol / area)), "solid_figures/distances/point_to_plane_volume_method"),
        ]

    def backward(self, g):
        L = self._labels(g)
        plane, t = self._roles(g)
        d = float(self.answer(g).value)
        k = 2.0 if g["from_opposite"] else 1.0  # d = k / sqrt(1/a² + 1/b² + 1/c²)
        if g["cube"]:
            edge = d * np.sqrt(3) / k
            return Backward(
                f"In a cube {''.join(L[:4])}-{''.join(L[4:])}, the distance from the vertex {L[t]} to the "
                f"plane {''.join(L[j] for j in plane)} is {d:.6g}. Find the edge length of the cube.",
                Number(float(edge)), "a")
        c = 1 / np.sqrt((k / d) ** 2 - 1 / g["a"] ** 2 - 1 / g.get("b", g["a"]) ** 2)
        return Backward(
            f"In the cuboid {''.join(L[:4])}-{''.join(L[4:])}, {L[0]}{L[1]} = {g['a']}, {L[1]}{L[2]} = {g['b']} "
            f"and the distance from the vertex {L[t]} to the plane {''.join(L[j] for j in plane)} is {d:.6g}. "
            f"Find {L[0]}{L[4]}.", Number(float(c)), "c")

    def description(self, g):
        L = self._labels(g)
        plane, _ = self._roles(g)
        return (f"A {self._solid_name(g)} with {self._givens(g)}: the base {''.join(L[:4])} is a rectangle "
                f"(in order around it) and {''.join(L[4:])} is the top face, with {L[4]} above {L[0]}, "
                f"{L[5]} above {L[1]}, {L[6]} above {L[2]} and {L[7]} above {L[3]}. "
                f"Triangle {''.join(L[j] for j in plane)} is drawn (shaded).")

    def reasoning(self, p):
        L = self._labels(p)
        plane, t = self._roles(p)
        a, b, c = p["a"], p.get("b", p["a"]), p.get("c", p["a"])
        X, Y, Z = (L[j] for j in plane)
        corner = L[p["corner"]]
        sq = self._face_area_sq4(p)
        area = 0.5 * np.sqrt(sq)
        steps = [
            f"{X}, {Y}, {Z} are the three neighbours of {corner}, so {corner}{X}, {corner}{Y}, {corner}{Z} are "
            f"mutually perpendicular edges of lengths {a}, {b}, {c} (in some order).",
            f"The sides of triangle {X}{Y}{Z} are face diagonals with squares {a * a + b * b}, {b * b + c * c}, "
            f"{c * c + a * a}; its area is ½·√({a}²·{b}² + {b}²·{c}² + {c}²·{a}²) = ½·√{sq} ≈ {area:.4f}.",
        ]
        if p["from_opposite"]:
            vol = a * b * c / 3
            steps.append(f"{L[t]}-{X}{Y}{Z} is the cuboid with four corner tetrahedra (each of volume "
                         f"{a}·{b}·{c}/6) removed: V = {a * b * c} − 4·{a * b * c}/6 = {vol:.4g}.")
        else:
            vol = a * b * c / 6
            steps.append(f"The tetrahedron {corner}-{X}{Y}{Z} has volume ⅓·(½·{a}·{b})·{c} = {vol:.4g}.")
        steps.append(f"Volume method: d = 3V / S = 3·{vol:.4g} / {area:.4f} ≈ {3 * vol / area:.4f}.")
        return steps
