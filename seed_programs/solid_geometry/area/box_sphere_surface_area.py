"""Solid geometry (area): the sphere inscribed in a cube (touching the faces), the sphere touching all
its edges, or the sphere through all the vertices of a cube or cuboid — find its surface area, or the
area of the circle the circumscribed sphere cuts from the plane of a face (DynaSolidGeo, area).
``answer`` uses R = a/2, a/√2, a√3/2, √(a² + b² + c²)/2; ``verify`` measures R in coordinates
(distance to a face plane, to an edge line, or the circumsphere through four vertices)."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import cuboid_labels, cuboid_text, cuboid_vertex, point_plane_distance
from dynaforge.sdk.solid_measure import circumsphere, point_line_distance_3d
from dynaforge.sdk.solid_round import circle_polyline, fmt

KINDS = ("inscribed", "midsphere", "circumscribed", "cuboid", "face_circle")


@seed_program(
    id="box_sphere_surface_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/round_solids/sphere_surface_area", "solid_figures/spheres/circumscribed_sphere_of_prism",
              "solid_figures/round_solids/sphere_plane_section"],
    source="DynaSolidGeo-style (area: sphere and cube / cuboid)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class BoxSphereSurfaceArea(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(KINDS), edge=IntRange(2, 16), cuboid_edge=IntRange(2, 12),
                      style=OneOf(("prime", "digit", "next"))),
        hard=dict(kind=OneOf(KINDS, p=[0.1, 0.25, 0.1, 0.3, 0.25]), edge=IntRange(11, 40),
                  cuboid_edge=IntRange(7, 30), style=OneOf(("prime", "digit", "next"))),
        hard_means="larger, less friendly edges and mostly the cuboid, edge-touching and face-circle cases "
                   "(a radius from a space or face diagonal, not half an edge)",
    )

    def sample(self, rng, space):
        """Givens: which sphere, the stated edges (one for a cube, three for a cuboid), the label style."""
        kind = space.kind.draw(rng)
        a = space.edge.draw(rng)
        g = {"kind": kind, "a": a}
        if kind == "cuboid":
            b, c = space.cuboid_edge.draw(rng), space.cuboid_edge.draw(rng)
            if a == b == c:
                c += 1
            g.update(b=b, c=c)
        g["style"] = space.style.draw(rng)
        return g

    @staticmethod
    def _abc(g):
        """The box's three edges as stated (a cube's are all a)."""
        return g["a"], g.get("b", g["a"]), g.get("c", g["a"])

    def _labels(self, p):
        return cuboid_labels(p["style"])

    def question(self, g):
        p = g
        L = self._labels(p)
        a = p["a"]
        cube = p["kind"] != "cuboid"
        name, givens = cuboid_text(L, *self._abc(p), cube=cube)
        k = p["kind"]
        if k == "inscribed":
            return f"In the {name} with edge {a}, a sphere with centre O touches all six faces. Find the surface area of the sphere."
        if k == "midsphere":
            return (f"In the {name} with edge {a}, a sphere with centre O touches all twelve edges (at their "
                    f"midpoints, such as M on {L[0]}{L[1]}). Find the surface area of the sphere.")
        if k == "circumscribed":
            return f"All eight vertices of the {name} with edge {a} lie on a sphere with centre O. Find the surface area of the sphere."
        if k == "cuboid":
            return f"All eight vertices of the {name} with {givens} lie on a sphere with centre O. Find the surface area of the sphere."
        return (f"All eight vertices of the {name} with edge {a} lie on a sphere with centre O. The plane of the face "
                f"{''.join(L[:4])} cuts the sphere in a circle. Find the area enclosed by that circle.")

    def _R2(self, p):
        (a, b, c), k = self._abc(p), p["kind"]
        return {"inscribed": a * a / 4, "midsphere": a * a / 2, "circumscribed": 3 * a * a / 4,
                "cuboid": (a * a + b * b + c * c) / 4, "face_circle": a * a / 2}[k]

    def answer(self, p):
        R2 = self._R2(p)
        return Number(float(np.pi * R2 if p["kind"] == "face_circle" else 4 * np.pi * R2))

    def verify(self, g):
        # Independent: R measured in coordinates (face plane, edge line, circumsphere of four vertices).
        p = g
        a = g["a"]
        b, c = g.get("b", a), g.get("c", a)
        V = [cuboid_vertex(a, b, c, i) for i in range(8)]
        k = p["kind"]
        if k in ("inscribed", "midsphere"):
            O = np.mean(V, axis=0)
            R = point_plane_distance(O, V[0], V[1], V[2]) if k == "inscribed" else point_line_distance_3d(O, V[0], V[1])
            return Number(4 * np.pi * R * R)
        centre, R = circumsphere([V[0], V[1], V[3], V[4]])
        if k == "face_circle":   # the section circle of face plane z = 0 passes through the face's vertices
            foot = np.array([centre[0], centre[1], 0.0])
            rho = float(np.linalg.norm(V[2] - foot))
            return Number(np.pi * rho * rho)
        return Number(4 * np.pi * R * R)

    def scene(self, g):
        p = g
        L = self._labels(p)
        (a, b, c), k = self._abc(p), p["kind"]
        s = Scene()
        s.box(L[:4], L[4:], a, b, c)
        s.hiding = "hull"  # the box's hidden edges are dashed, inside or around the sphere
        O = (a / 2, b / 2, c / 2)
        R = float(np.sqrt(self._R2(p))) if k != "face_circle" else float(np.sqrt(3 * a * a / 4))
        s.solid("sphere", O, R, color="#fca5a5")
        s.point("O", O)
        if k == "inscribed":
            s.point("T", (a / 2, b / 2, 0), show_label=True)
            s.segment("O", "T", style="auxiliary")
        elif k == "midsphere":
            s.point("M", (a / 2, 0, 0))
            s.segment("O", "M", style="auxiliary")
        else:
            s.segment("O", L[6], style="auxiliary")
            if k == "face_circle":
                circle_polyline(s, (a / 2, b / 2, 0), a / np.sqrt(2), style="auxiliary")
        return s

    def description(self, g):
        p = g
        return self.question(p).rsplit(" Find", 1)[0]

    def subquestions(self, g):
        p = g
        R2 = self._R2(p)
        k = p["kind"]
        what = {"inscribed": "touches all six faces of a cube", "midsphere": "touches all twelve edges of a cube",
                "circumscribed": "passes through all vertices of a cube", "cuboid": "passes through all vertices of a cuboid",
                "face_circle": "passes through all vertices of a cube"}[k]
        dims = f"edge {p['a']}" if k != "cuboid" else f"edges {p['a']}, {p['b']}, {p['c']}"
        rad = float(np.sqrt(R2 if k != "face_circle" else 3 * p["a"] ** 2 / 4))
        return [SubQuestion(f"A sphere {what} with {dims}. Find the sphere's radius.", Number(rad),
                            "solid_figures/spheres/circumscribed_sphere_of_prism" if k in ("circumscribed", "cuboid", "face_circle")
                            else "solid_figures/round_solids/sphere_surface_area")]

    def reasoning(self, p):
        (a, b, c), k = self._abc(p), p["kind"]
        L = self._labels(p)
        V = self.answer(p).value
        R2 = self._R2(p)
        if k == "inscribed":
            steps = [f"The centre O is the cube's centre; the sphere touches face {''.join(L[:4])} at its centre T, so R = OT = a/2 = {fmt(a / 2)}."]
        elif k == "midsphere":
            steps = [f"O is the cube's centre and M the midpoint of {L[0]}{L[1]}; OM is half a face diagonal: R = a√2/2, R² = {fmt(R2)}."]
        elif k in ("circumscribed", "face_circle"):
            steps = [f"The space diagonal {L[0]}{L[6]} = a√3 is a diameter (O is its midpoint), so R = a√3/2, R² = {fmt(3 * a * a / 4)}."]
        else:
            steps = [f"The space diagonal {L[0]}{L[6]} = √({a}² + {b}² + {c}²) = √{a * a + b * b + c * c} is a diameter, "
                     f"so R² = {a * a + b * b + c * c}/4 = {fmt(R2)}."]
        if k == "face_circle":
            steps += [f"The plane of {''.join(L[:4])} meets the sphere in the circle through the face's four vertices: "
                      f"the circumcircle of the square, radius a√2/2 (or √(R² − (a/2)²)), radius² = {fmt(R2)}.",
                      f"Area = π·{fmt(R2)} ≈ {fmt(V)}."]
        else:
            steps.append(f"Surface area = 4πR² = 4π·{fmt(R2)} = {fmt(4 * R2)}π ≈ {fmt(V)}.")
        return steps
