"""Solid geometry (volume, free form): the exact volume of a regular octahedron E-ABCD-F known by its
edge, by the distance EF between two opposite vertices, by its total surface area, or by the distance
between two opposite faces (DynaSolidGeo, volume). ``answer`` splits the solid into two square
pyramids over the middle square ABCD (V = (√2/3)·a³); ``verify`` builds the vertices in exact sympy
coordinates, finds their scale from the stated datum in those coordinates, and takes the exact
convex-hull volume."""
import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_angles import regular_octahedron_xyz
from dynaforge.sdk.solid_volume_area import exact_face_area, exact_hull_volume, exact_text

APEXES = (("E", "F"), ("P", "Q"), ("S", "T"))


@seed_program(
    id="regular_octahedron_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/polyhedra/regular_octahedron", "solid_figures/pyramids/volume",
              "solid_figures/composite_solids/volume_addition"],
    source="DynaSolidGeo-style (volume: regular octahedron as two square pyramids)",
    variations=["numeric_values", "point_labels", "camera", "lengths_ratios"],
)
class RegularOctahedronVolume(SeedProgram):
    levels = Levels(
        standard=dict(given=OneOf(("edge", "diagonal", "area", "face_distance"), p=[0.4, 0.3, 0.2, 0.1]),
                      size=IntRange(2, 9), apex=IntRange(0, 2)),
        hard=dict(given=OneOf(("edge", "diagonal", "area", "face_distance"), p=[0.1, 0.15, 0.35, 0.4]),
                  size=IntRange(7, 19), apex=IntRange(0, 2)),
        hard_means="larger solids, mostly known by the total surface area or the distance between two opposite "
                   "faces, so the edge must be recovered first (a root of the area, the inradius a√6/6)",
    )

    def sample(self, rng, space):
        """Givens: what is stated (edge AB, diagonal EF, surface area k√3, or the distance between two
        opposite faces), its value (for the area, the coefficient k = 2a² of √3), the apex labels."""
        given = space.given.draw(rng)
        size = int(space.size.draw(rng))
        top, bottom = APEXES[space.apex.draw(rng)]
        value = 2 * size * size if given == "area" else size
        return {"given": given, "value": value, "top": top, "bottom": bottom}

    # -- statement ----------------------------------------------------------------------------------
    def _datum(self, g, hide=False):
        E, F = g["top"], g["bottom"]
        v = "?" if hide else g["value"]
        return {"edge": f"its edge AB = {v}",
                "diagonal": f"the distance between the opposite vertices {E} and {F} is {E}{F} = {v}",
                "area": f"its total surface area is {v}√3" if not hide else "its total surface area is ?·√3",
                "face_distance": f"the distance between the two opposite (parallel) faces {E}AB and "
                                 f"{F}CD is {v}"}[g["given"]]

    def _setup(self, g, hide=False):
        E, F = g["top"], g["bottom"]
        return (f"{E}-ABCD-{F} is a regular octahedron (eight congruent equilateral faces): ABCD is the "
                f"square through its four middle vertices, {E} and {F} are the opposite vertices above and "
                f"below it, and {self._datum(g, hide)}.")

    def question(self, g):
        return self._setup(g) + " Find the exact volume of the octahedron (square roots allowed)."

    # -- answer: two square pyramids ----------------------------------------------------------------
    def _edge(self, p):
        v = sp.Integer(p["value"])
        return {"edge": v, "diagonal": v / sp.sqrt(2), "area": sp.sqrt(v / 2),
                "face_distance": v * sp.sqrt(6) / 2}[p["given"]]

    def _volume(self, p):
        a = self._edge(p)
        return sp.radsimp(2 * sp.Rational(1, 3) * a ** 2 * (a / sp.sqrt(2)))

    def answer(self, p):
        return Expression(str(self._volume(p)))

    def verify(self, g):
        # Independent: the vertices (±s, 0, 0), (0, ±s, 0), (0, 0, ±s) in exact coordinates; the scale s
        # is read off the stated datum measured on the s = 1 solid, then the exact hull volume.
        one = [(1, 0, 0), (0, 1, 0), (-1, 0, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1)]
        M = [sp.Matrix(p) for p in one]
        v = sp.Integer(g["value"])
        if g["given"] == "edge":
            s = v / (M[0] - M[1]).norm()
        elif g["given"] == "diagonal":
            s = v / (M[4] - M[5]).norm()
        elif g["given"] == "area":
            s = sp.sqrt(v * sp.sqrt(3) / (8 * exact_face_area([one[0], one[1], one[4]])))
        else:
            n = (M[1] - M[0]).cross(M[4] - M[0])
            s = v / (2 * abs(n.dot(M[0])) / n.norm())
        return Expression(str(exact_hull_volume([tuple(s * c for c in p) for p in one])))

    def scene(self, g):
        a = float(self._edge_for_figure(g))
        xyz = regular_octahedron_xyz(a)
        E, F = g["top"], g["bottom"]
        labels = ["A", "B", "C", "D", E, F]
        s = Scene()
        faces = [[labels[i], labels[(i + 1) % 4], X] for X in (E, F) for i in range(4)]
        s.polyhedron(dict(zip(labels, xyz)), faces)
        if g["given"] == "diagonal":
            s.segment(E, F, style="auxiliary")
        if g["given"] == "face_distance":
            s.face([E, "A", "B"], color="#fca5a5", opacity=0.55, with_edges=False)
            s.face([F, "C", "D"], color="#fca5a5", opacity=0.55, with_edges=False)
        return s

    def _edge_for_figure(self, g):
        """The edge the figure is drawn with (its proportions follow the statement)."""
        v = g["value"]
        return {"edge": v, "diagonal": v / 2 ** 0.5, "area": (v / 2) ** 0.5,
                "face_distance": v * 6 ** 0.5 / 2}[g["given"]]

    # -- views ----------------------------------------------------------------------------------------
    def subquestions(self, g):
        E, F = g["top"], g["bottom"]
        a = self._edge(g)
        subs = []
        if g["given"] != "edge":
            subs.append(SubQuestion(self._setup(g) + " Find the edge AB exactly.", Expression(str(a)),
                                    "solid_figures/polyhedra/regular_octahedron"))
        subs += [
            SubQuestion(f"The square ABCD has side {exact_text(a)}. Find its area.", Expression(str(sp.expand(a ** 2))),
                        "solid_figures/polyhedra/regular_octahedron"),
            SubQuestion(f"In a regular octahedron with edge {exact_text(a)}, the vertex {E} is above the centre O of "
                        f"the square ABCD and {E}A = {exact_text(a)}, OA = {exact_text(sp.radsimp(a / sp.sqrt(2)))}. "
                        f"Find the height {E}O of the pyramid {E}-ABCD.",
                        Expression(str(sp.radsimp(a / sp.sqrt(2)))), "solid_figures/pyramids/volume"),
        ]
        return subs

    def backward(self, g):
        V = self._volume(g)
        what = {"edge": "the edge AB", "diagonal": f"the distance {g['top']}{g['bottom']}",
                "area": "the number k for which the total surface area is k√3",
                "face_distance": "the distance between the two opposite faces"}[g["given"]]
        a = sp.cbrt(3 * V / sp.sqrt(2))
        back = {"edge": a, "diagonal": a * sp.sqrt(2), "area": 2 * a ** 2,
                "face_distance": 2 * a / sp.sqrt(6)}[g["given"]]
        return Backward(self._setup(g, hide=True) + f" The volume of the octahedron is {exact_text(V)}. "
                        f"Find {what}.", Number(float(back)), "value")

    def description(self, g):
        E, F = g["top"], g["bottom"]
        extra = {"edge": "", "diagonal": f" The segment {E}{F} through the centre is drawn in red.",
                 "area": "", "face_distance": f" The opposite faces {E}AB and {F}CD are shaded."}[g["given"]]
        return (f"A regular octahedron drawn with the square ABCD horizontal, vertex {E} on top and {F} at the "
                f"bottom; its edges are AB, BC, CD, DA and the segments from {E} and from {F} to A, B, C, D. "
                + self._setup(g) + extra)

    def reasoning(self, p):
        E, F = p["top"], p["bottom"]
        a = self._edge(p)
        steps = []
        if p["given"] == "diagonal":
            steps.append(f"{E}{F} equals the diagonal AC of the square ABCD (both join opposite vertices through the "
                         f"centre O, and O{E} = OA), so AB = {E}{F}/√2 = {exact_text(a)}.")
        elif p["given"] == "area":
            steps.append(f"Each face is an equilateral triangle of area (√3/4)·a², so 8·(√3/4)·a² = 2√3·a² = "
                         f"{p['value']}√3, a² = {sp.Integer(p['value']) / 2} and a = {exact_text(a)}.")
        elif p["given"] == "face_distance":
            steps.append(f"O{E}, OA, OB are mutually perpendicular, each a/√2 long, so the distance from the centre O "
                         f"to the face {E}AB is (a/√2)/√3 = a√6/6; the opposite faces are parallel and 2·a√6/6 = a√6/3 = "
                         f"{p['value']} apart, so a = {exact_text(a)}.")
        h = sp.radsimp(a / sp.sqrt(2))
        steps += [
            f"The plane ABCD splits the octahedron into two congruent square pyramids {E}-ABCD and {F}-ABCD.",
            f"The square ABCD has area a² = {exact_text(sp.expand(a ** 2))}; O{E} = √({E}A² − OA²) = a/√2 = {exact_text(h)}.",
            f"V = 2·(1/3)·a²·(a/√2) = (√2/3)·a³ = {exact_text(self._volume(p))}.",
        ]
        return steps
