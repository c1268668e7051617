"""Solid geometry (length): spheres of a regular octahedron E-ABCD-F — the inscribed sphere (touching
all eight faces), the sphere touching all twelve edges, the circumscribed sphere — from its edge or from
the distance EF between two opposite vertices; or the ball that touches all five faces of a regular
triangular prism (which exists only when the height equals the diameter of the base's incircle): its
radius, or the prism's height, from the base edge (DynaSolidGeo, length/distance). ``answer`` is
synthetic (sympy): the octahedron is two square pyramids with half-diagonal a/√2, r = a√6/6 from the
right triangle O-(face centre)-(edge midpoint), ρ = a/2, R = a√2/2; the prism's ball is the incircle of
the base lifted to mid-height, r = a√3/6. ``verify`` places the solid in coordinates and measures the
distances from the centre to the face planes, edge lines and vertices with numpy (for the prism it also
checks that the ball touches both bases)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import point_plane_distance, surd_text

OCTA_ASKS = {"in": "the radius of the sphere that touches all eight faces",
             "mid": "the radius of the sphere that touches all twelve edges",
             "circum": "the radius of the sphere through all six vertices"}
PRISM_ASKS = {"ball": "the radius of the ball", "height": "the height AA₁ of the prism"}


def _line_distance(p, a, b):
    """Distance from p to the line ab (numpy)."""
    p, a, b = (np.asarray(v, dtype=float) for v in (p, a, b))
    return float(np.linalg.norm(np.cross(p - a, b - a)) / np.linalg.norm(b - a))


@seed_program(
    id="regular_solid_tangent_sphere_radius", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/polyhedra/regular_octahedron", "solid_figures/spheres/inscribed_sphere_volume_method",
              "solid_figures/spheres/circumscribed_sphere_of_prism"],
    source="DynaSolidGeo-style (length: spheres of a regular octahedron; the ball in a regular triangular prism)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class RegularSolidTangentSphereRadius(SeedProgram):
    levels = Levels(
        standard=dict(solid=OneOf(("octahedron", "octahedron", "prism")), size=IntRange(2, 12),
                      given=OneOf(("edge", "edge", "diagonal")), ask=OneOf(("in", "mid", "circum", "in"))),
        hard=dict(solid=OneOf(("octahedron", "octahedron", "prism")), size=IntRange(6, 24),
                  given=OneOf(("edge", "diagonal", "diagonal")), ask=OneOf(("in", "in", "mid", "circum"))),
        hard_means="larger solids, the octahedron mostly known only by the distance between two opposite vertices "
                   "(the edge first) and mostly the inscribed sphere (the altitude of a right triangle)",
    )

    def sample(self, rng, space):
        solid = space.solid.draw(rng)
        size = space.size.draw(rng)
        if solid == "prism":
            return {"solid": "prism", "a": size, "ask": ("ball", "height")[int(rng.integers(0, 2))]}
        return {"solid": "octahedron", "given": space.given.draw(rng), "value": size, "ask": space.ask.draw(rng)}

    # -- text ---------------------------------------------------------------------------------
    def _given(self, g, hide=False):
        if g["solid"] == "prism":
            a = "a" if hide else g["a"]
            return (f"ABC-A₁B₁C₁ is a regular triangular prism with base edge {a}, whose height is such that a ball "
                    f"inside it touches all five faces (both bases and the three lateral faces).")
        v = "d" if hide else g["value"]
        datum = f"edge length {v}" if g["given"] == "edge" else f"EF = {v}, the distance between its opposite vertices E and F"
        return (f"E-ABCD-F is a regular octahedron (eight equilateral faces; ABCD is a square and E, F are the vertices "
                f"above and below it) with {datum}.")

    def _asked(self, g):
        return PRISM_ASKS[g["ask"]] if g["solid"] == "prism" else OCTA_ASKS[g["ask"]]

    def question(self, g):
        return self._given(g) + f" Find {self._asked(g)} (exact, or rounded to two decimal places)."

    def description(self, g):
        what = ("the prism with the ball inside it" if g["solid"] == "prism"
                else "the octahedron with its centre O and the sphere")
        return self._given(g) + f" The figure shows {what}."

    # -- answer ---------------------------------------------------------------------------------
    def _edge(self, p):
        if p["solid"] == "prism":
            return sp.Integer(p["a"])
        v = sp.Integer(p["value"])
        return v if p["given"] == "edge" else v / sp.sqrt(2)      # EF is the diagonal of the square ABCD

    def _exact(self, p):
        a = self._edge(p)
        if p["solid"] == "prism":
            r = a * sp.sqrt(3) / 6                                  # incircle of the equilateral base
            return sp.radsimp(r if p["ask"] == "ball" else 2 * r)
        half = a / sp.sqrt(2)                                       # O to a vertex: half a diagonal of ABCD
        if p["ask"] == "circum":
            return sp.radsimp(half)
        if p["ask"] == "mid":
            return sp.radsimp(a / 2)                                # O to an edge midpoint: half a side of ABCD
        # O-M-E right triangle (M the midpoint of AB): OM = a/2, OE = a/√2, r = OM·OE / EM
        return sp.radsimp((a / 2) * half / (a * sp.sqrt(3) / 2))

    def answer(self, p):
        return Number(float(self._exact(p)))

    # -- verify: coordinates ------------------------------------------------------------------------
    def verify(self, g):
        if g["solid"] == "prism":
            a = float(g["a"])
            base = [np.array([0.0, 0.0]), np.array([a, 0.0]), np.array([a / 2, a * np.sqrt(3) / 2])]
            centre2 = sum(base) / 3
            sides = [_line_distance((*centre2, 0), (*base[i], 0), (*base[(i + 1) % 3], 0)) for i in range(3)]
            assert max(sides) - min(sides) < 1e-9
            r = sides[0]
            h = 2 * r                                             # the ball touches both bases
            centre = np.array([*centre2, h / 2])
            assert abs(point_plane_distance(centre, (0, 0, h), (a, 0, h), (a / 2, 1, h)) - r) < 1e-9
            return Number(r if g["ask"] == "ball" else h)
        v = float(g["value"])
        c = v / 2 if g["given"] == "diagonal" else None
        if c is None:                                             # vertices (±c, 0, 0), ...: the edge is c√2
            c = float(g["value"]) / np.sqrt(2)
        V = [np.array(p, dtype=float) for p in ((c, 0, 0), (0, c, 0), (-c, 0, 0), (0, -c, 0), (0, 0, c), (0, 0, -c))]
        O = np.zeros(3)
        if g["ask"] == "circum":
            return Number(float(np.mean([np.linalg.norm(p) for p in V])))
        if g["ask"] == "mid":
            d = [_line_distance(O, V[i], V[(i + 1) % 4]) for i in range(4)] + [_line_distance(O, V[i], V[4]) for i in range(4)]
        else:
            d = [point_plane_distance(O, V[i], V[(i + 1) % 4], V[k]) for i in range(4) for k in (4, 5)]
        assert max(d) - min(d) < 1e-9
        return Number(d[0])

    # -- figure -------------------------------------------------------------------------------
    def scene(self, g):
        s = Scene()
        s.hiding = "hull"
        r = float(self._exact({**g, "ask": "in" if g["solid"] == "octahedron" else "ball"}))
        if g["solid"] == "prism":
            a = float(g["a"])
            base = [(0.0, 0.0), (a, 0.0), (a / 2, a * np.sqrt(3) / 2)]
            s.prism(["A", "B", "C"], ["A₁", "B₁", "C₁"], base, 2 * r)
            s.solid("sphere", (a / 2, a * np.sqrt(3) / 6, r), r, color="#fca5a5", opacity=0.3)
            return s
        a = float(self._edge(g))
        c = a / np.sqrt(2)
        xyz = {"A": (c, 0, 0), "B": (0, c, 0), "C": (-c, 0, 0), "D": (0, -c, 0), "E": (0, 0, c), "F": (0, 0, -c)}
        faces = [[q, "ABCD"[i], "ABCD"[(i + 1) % 4]] for q in "EF" for i in range(4)]
        s.polyhedron(xyz, faces)
        s.point("O", (0, 0, 0))
        R = float(self._exact(g))
        s.solid("sphere", (0, 0, 0), R, color="#fca5a5", opacity=0.25 if g["ask"] != "circum" else 0.12)
        if g["given"] == "diagonal":
            s.segment("E", "F", style="hidden")
        return s

    # -- other views ----------------------------------------------------------------------------
    def subquestions(self, g):
        a = self._edge(g)
        if g["solid"] == "prism":
            return [SubQuestion(f"Find the radius of the circle inscribed in an equilateral triangle of side {g['a']}.",
                                Number(float(a * sp.sqrt(3) / 6)), "solid_figures/spheres/inscribed_sphere_volume_method")]
        return [SubQuestion(self._given(g) + " Let O be the centre of the square ABCD. Find OE.",
                            Number(float(a / sp.sqrt(2))), "solid_figures/polyhedra/regular_octahedron")]

    def backward(self, g):
        shown = float(f"{float(self._exact(g)):.10g}")
        key = "a" if g["solid"] == "prism" else "value"
        unit = float(self._exact({**g, key: 1}))                  # every length is proportional to the given one
        letter = "a" if g["solid"] == "prism" else "d"
        return Backward(self._given(g, hide=True) + f" Then {self._asked(g)} is {shown}. Find {letter}.",
                        Number(shown / unit), key)

    def reasoning(self, p):
        a = self._edge(p)
        if p["solid"] == "prism":
            r = a * sp.sqrt(3) / 6
            steps = ["Seen from above, the ball touches the three lateral faces, so its horizontal section through the "
                     "centre is the incircle of the equilateral base: r = side·√3/6 = " + f"{surd_text(r)}.",
                     f"It also touches both bases, so the height is 2r = {surd_text(2 * r)}."]
            return steps + [f"So {self._asked(p)} is {surd_text(self._exact(p))} ≈ {float(self._exact(p)):.4f}."]
        steps = []
        if p["given"] == "diagonal":
            steps.append(f"EF is twice the distance from the centre O to a vertex, and ABCD is a square with the same "
                         f"diagonal, so the edge is {p['value']}/√2 = {surd_text(a)}.")
        steps.append(f"O is the centre of the square ABCD; OE = OA = edge/√2 = {surd_text(a / sp.sqrt(2))}.")
        if p["ask"] == "circum":
            steps.append(f"All six vertices are {surd_text(self._exact(p))} from O, the radius ≈ {float(self._exact(p)):.4f}.")
        elif p["ask"] == "mid":
            steps.append(f"Every edge midpoint is half an edge from O (e.g. the midpoint of AB is the midpoint of a side of "
                         f"the square), so the radius is edge/2 = {surd_text(self._exact(p))}.")
        else:
            steps += [f"Let M be the midpoint of AB: OM = edge/2 = {surd_text(a / 2)}, EM = edge·√3/2 = "
                      f"{surd_text(a * sp.sqrt(3) / 2)}, and OE ⊥ OM.",
                      f"The distance from O to face EAB is the altitude of the right triangle EOM: "
                      f"OM·OE/EM = {surd_text(self._exact(p))} ≈ {float(self._exact(p)):.4f}."]
        return steps
