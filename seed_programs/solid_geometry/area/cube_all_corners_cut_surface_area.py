"""Solid geometry (area, free form): all eight corners of a cube are cut off, each by the plane
through the three points of the edges at that corner at the same distance x from it; find the
exact total surface area of the solid left, the area of what remains of one face of the cube, or by
how much the surface area has decreased (DynaSolidGeo, area). ``answer`` takes four isosceles right
triangles x²/2 off every face and adds eight equilateral triangles of side x√2; ``verify`` builds
the truncated cube in exact sympy coordinates and measures its convex hull (and, for one face, the
polygon of its vertices in that face)."""
import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import cuboid_labels
from dynaforge.sdk.solid_cube_more import (corner_cut_description, corner_cut_givens, corner_cut_length,
                                            corner_cut_scene, corner_cut_setup, truncated_cube_vertices)
from dynaforge.sdk.solid_volume_area import exact_face_area, exact_hull_area, exact_text

MODES = ("length", "midpoint", "ratio", "side")
ASKS = ("total", "face", "decrease")


@seed_program(
    id="cube_all_corners_cut_surface_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/polyhedra/truncation", "solid_figures/composite_solids/surface_area_change",
              "solid_figures/prisms/surface_area"],
    source="DynaSolidGeo-style (area: a cube with every corner cut off; the cuboctahedron)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CubeAllCornersCutSurfaceArea(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(4, 12), mode=OneOf(MODES, p=[0.8, 0.2, 0.0, 0.0]),
                      ask=OneOf(ASKS, p=[0.6, 0.2, 0.2]), style=OneOf(("prime", "digit", "sub"))),
        hard=dict(edge=IntRange(6, 16), mode=OneOf(MODES, p=[0.15, 0.1, 0.4, 0.35]),
                  ask=OneOf(ASKS, p=[0.6, 0.15, 0.25]), style=OneOf(("prime", "digit", "sub"))),
        hard_means="larger cubes and mostly cuts given indirectly: by the ratio in which they divide the edges "
                   "(AP = a·k/(k + m) to find first) or by the side s of the equilateral cut faces (x = s/√2)",
    )

    def sample(self, rng, space):
        """Givens: the cube's edge, how the cuts are placed (a length, the midpoints, a ratio, the cut
        face's side), what is asked and the label style."""
        return corner_cut_givens(rng, space)

    def _asked(self, g):
        L = cuboid_labels(g["style"])
        return {"total": "the exact total surface area of the solid that remains",
                "face": f"the exact area of what remains of the face {''.join(L[:4])} (a face of the new solid)",
                "decrease": "by exactly how much the total surface area has decreased (the cube's surface area "
                            "minus that of the solid that remains)"}[g["ask"]]

    def question(self, g):
        return corner_cut_setup(g) + f" Find {self._asked(g)}. Square roots are allowed."

    # -- answer: square faces lose four right triangles, eight equilateral triangles are added ---------
    def _parts(self, p):
        a = sp.Integer(p["a"])
        x = corner_cut_length(p)
        face = a ** 2 - 4 * x ** 2 / 2                       # one face of the cube minus its four corners
        tri = sp.sqrt(3) / 4 * (x * sp.sqrt(2)) ** 2          # equilateral cut face of side x√2
        return a, x, face, tri

    def _value(self, p):
        a, x, face, tri = self._parts(p)
        if p["ask"] == "total":
            return 6 * face + 8 * tri
        if p["ask"] == "face":
            return face
        return 6 * a ** 2 - (6 * face + 8 * tri)

    def answer(self, p):
        return Expression(str(sp.radsimp(sp.expand(self._value(p)))))

    def verify(self, g):
        # Independent: the truncated cube's vertices in exact coordinates, its surface measured as a
        # convex hull; one face as the polygon of the vertices lying in it.
        a = sp.nsimplify(g["a"])
        pts = truncated_cube_vertices(g)
        if g["ask"] == "face":                 # the vertices in the plane z = 0, in angular order
            import math
            bottom = [p for p in pts if p[2] == 0]
            c = (float(a) / 2, float(a) / 2)
            bottom.sort(key=lambda p: math.atan2(float(p[1]) - c[1], float(p[0]) - c[0]))
            return Expression(str(sp.radsimp(exact_face_area(bottom))))
        area = exact_hull_area(pts)
        value = area if g["ask"] == "total" else 6 * a ** 2 - area
        return Expression(str(sp.radsimp(sp.expand(value))))

    def scene(self, g):
        return corner_cut_scene(g)

    # -- views --------------------------------------------------------------------------------------------
    def subquestions(self, g):
        a, x, face, tri = self._parts(g)
        return [
            SubQuestion(f"Two mutually perpendicular segments AP and AQ have length {exact_text(x)}. Find the exact "
                        f"length of PQ.", Expression(str(sp.radsimp(x * sp.sqrt(2)))),
                        "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"Find the exact area of an equilateral triangle of side {exact_text(sp.radsimp(x * sp.sqrt(2)))}.",
                        Expression(str(sp.radsimp(tri))), "plane_figures/polygons/regular_polygon"),
        ]

    def backward(self, g):
        value = sp.sympify(self.answer(g).value)
        a, x, face, tri = self._parts(g)
        t = x / a
        if g["ask"] == "total":                  # S = 6a² − 12x² + 4√3·x²
            k = 12 - 4 * sp.sqrt(3)
            edge = (sp.sqrt((value + k * x ** 2) / 6) if g["mode"] in ("length", "side")
                    else sp.sqrt(value / (6 - k * t ** 2)))
            return Backward(corner_cut_setup(g, hide="a") + f" The solid that remains has total surface area "
                            f"{exact_text(value)}. Find the edge of the cube.", Number(float(edge)), "a")
        if g["ask"] == "face":                   # a² − 2x²
            edge = (sp.sqrt(value + 2 * x ** 2) if g["mode"] in ("length", "side") else sp.sqrt(value / (1 - 2 * t ** 2)))
            return Backward(corner_cut_setup(g, hide="a") + f" What remains of the face {''.join(cuboid_labels(g['style'])[:4])} "
                            f"has area {exact_text(value)}. Find the edge of the cube.", Number(float(edge)), "a")
        k = 12 - 4 * sp.sqrt(3)                  # decrease = (12 − 4√3)·x²
        if g["mode"] == "length":
            return Backward(corner_cut_setup(g, hide="x") + f" The total surface area has decreased by "
                            f"{exact_text(value)}. Find the distance of the cut points from the corners.",
                            Number(float(sp.sqrt(value / k))), "x")
        if g["mode"] == "side":
            return Backward(corner_cut_setup(g, hide="s") + f" The total surface area has decreased by "
                            f"{exact_text(value)}. Find the side of a cut face.",
                            Number(float(sp.sqrt(2 * value / k))), "s")
        return Backward(corner_cut_setup(g, hide="a") + f" The total surface area has decreased by "
                        f"{exact_text(value)}. Find the edge of the cube.", Number(float(sp.sqrt(value / (k * t ** 2)))), "a")

    def description(self, g):
        return corner_cut_description(g)

    def reasoning(self, p):
        a, x, face, tri = self._parts(p)
        steps = []
        if p["mode"] == "ratio":
            steps.append(f"AP : PB = {p['k']} : {p['m']}, so AP = {p['a']}·{p['k']}/{p['k'] + p['m']} = {exact_text(x)}.")
        elif p["mode"] == "side":
            steps.append(f"PQ is the hypotenuse of the isosceles right triangle APQ, so AP = {p['s']}/√2 = {exact_text(x)}.")
        elif p["mode"] == "midpoint":
            steps.append(f"The cut points are the edge midpoints: AP = {exact_text(x)}, and neighbouring cuts meet.")
        steps += [
            f"Each face of the cube loses an isosceles right triangle with legs {exact_text(x)} at each of its four "
            f"corners: what remains has area {p['a']}² − 4·{exact_text(sp.radsimp(x ** 2 / 2))} = {exact_text(sp.radsimp(face))}.",
            f"Each cut adds an equilateral triangle of side {exact_text(sp.radsimp(x * sp.sqrt(2)))}, of area "
            f"(√3/4)·{exact_text(sp.radsimp(2 * x ** 2))} = {exact_text(sp.radsimp(tri))}.",
        ]
        if p["ask"] == "total":
            steps.append(f"Total: 6·{exact_text(sp.radsimp(face))} + 8·{exact_text(sp.radsimp(tri))} = "
                         f"{exact_text(sp.radsimp(sp.expand(6 * face + 8 * tri)))}.")
        elif p["ask"] == "decrease":
            steps.append(f"The cube had {6 * p['a'] ** 2}; 24 right triangles ({exact_text(sp.radsimp(12 * x ** 2))}) go and "
                         f"8 equilateral ones ({exact_text(sp.radsimp(8 * tri))}) come, so the decrease is "
                         f"{exact_text(sp.radsimp(sp.expand(12 * x ** 2 - 8 * tri)))}.")
        return steps
