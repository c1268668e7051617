"""Solid geometry (volume, free form): all eight corners of a cube are cut off, each by the plane
through the three points of the edges at that corner at the same distance x from it (through the
edge midpoints the solid left is a cuboctahedron); find the exact volume of the solid that remains
or the total volume cut off (DynaSolidGeo, volume). ``answer`` subtracts eight congruent
trirectangular tetrahedra, each x³/6; ``verify`` builds the truncated cube's vertices in exact sympy
coordinates and takes its convex-hull volume."""
import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import cuboid_labels
from dynaforge.sdk.solid_cube_more import (corner_cut_description, corner_cut_givens, corner_cut_length,
                                            corner_cut_scene, corner_cut_setup, truncated_cube_vertices)
from dynaforge.sdk.solid_volume_area import exact_hull_volume, exact_text

MODES = ("length", "midpoint", "ratio", "side")
ASKS = ("remaining", "removed")


@seed_program(
    id="cube_all_corners_cut_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/polyhedra/truncation", "solid_figures/tetrahedra/trirectangular_corner",
              "solid_figures/pyramids/volume"],
    source="DynaSolidGeo-style (volume: a cube with every corner cut off; the cuboctahedron)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CubeAllCornersCutVolume(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(4, 12), mode=OneOf(MODES, p=[0.8, 0.2, 0.0, 0.0]),
                      ask=OneOf(ASKS, p=[0.7, 0.3]), style=OneOf(("prime", "digit", "sub"))),
        hard=dict(edge=IntRange(6, 16), mode=OneOf(MODES, p=[0.15, 0.1, 0.4, 0.35]),
                  ask=OneOf(ASKS, p=[0.6, 0.4]), style=OneOf(("prime", "digit", "sub"))),
        hard_means="larger cubes and mostly cuts given indirectly: by the ratio in which they divide the edges "
                   "(AP = a·k/(k + m) to find first) or by the side of the equilateral cut faces (x = s/√2, "
                   "a √2 in the volume)",
    )

    def sample(self, rng, space):
        """Givens: the cube's edge, how the cuts are placed (a length, the midpoints, a ratio, the cut
        face's side), what is asked and the label style."""
        return corner_cut_givens(rng, space)

    def _asked(self, g):
        return ("the exact volume of the solid that remains" if g["ask"] == "remaining" else
                "the exact total volume of the eight pieces cut off")

    def question(self, g):
        return corner_cut_setup(g) + f" Find {self._asked(g)}. Give an exact value."

    # -- answer: the cube minus eight trirectangular tetrahedra ----------------------------------------
    def _parts(self, p):
        a = sp.Integer(p["a"])
        x = corner_cut_length(p)
        corner = x ** 3 / 6
        return a ** 3, x, corner

    def answer(self, p):
        cube, x, corner = self._parts(p)
        removed = 8 * corner
        return Expression(str(sp.radsimp(cube - removed if p["ask"] == "remaining" else removed)))

    def verify(self, g):
        # Independent: the truncated cube's vertices in exact coordinates, measured as a convex hull.
        a = sp.nsimplify(g["a"])
        pts = truncated_cube_vertices(g)
        remaining = exact_hull_volume(pts)
        value = remaining if g["ask"] == "remaining" else a ** 3 - remaining
        return Expression(str(sp.radsimp(sp.nsimplify(value))))

    def scene(self, g):
        return corner_cut_scene(g)

    # -- views --------------------------------------------------------------------------------------------
    def subquestions(self, g):
        cube, x, corner = self._parts(g)
        A = cuboid_labels(g["style"])[0]
        subs = [SubQuestion(f"AP, AQ, AR are three mutually perpendicular segments of length {exact_text(x)} "
                            f"at a corner {A}. Find the exact volume of the tetrahedron {A}-PQR.",
                            Expression(str(sp.radsimp(corner))), "solid_figures/tetrahedra/trirectangular_corner")]
        if g["mode"] == "side":
            subs.insert(0, SubQuestion(f"An isosceles right triangle has hypotenuse {g['s']}. Find the exact "
                                       f"length of its legs.", Expression(str(sp.radsimp(x))),
                                       "plane_figures/triangles/pythagorean_theorem"))
        return subs

    def backward(self, g):
        value = sp.sympify(self.answer(g).value)
        cube, x, corner = self._parts(g)
        if g["ask"] == "remaining":              # a³ = V + 8·x³/6 (x proportional to a for midpoint / ratio)
            t = x / g["a"]
            a = sp.cbrt(value + 8 * corner) if g["mode"] in ("length", "side") else sp.cbrt(value / (1 - sp.Rational(4, 3) * t ** 3))
            return Backward(corner_cut_setup(g, hide="a") + f" The solid that remains has volume {exact_text(value)}. "
                            f"Find the edge of the cube.", Number(float(a)), "a")
        if g["mode"] == "length":                # removed = 4x³/3
            return Backward(corner_cut_setup(g, hide="x") + f" The eight pieces cut off have total volume "
                            f"{exact_text(value)}. Find the distance of the cut points from the corners.",
                            Number(float(sp.cbrt(value * 3 / 4))), "x")
        if g["mode"] == "side":                  # removed = 4(s/√2)³/3
            return Backward(corner_cut_setup(g, hide="s") + f" The eight pieces cut off have total volume "
                            f"{exact_text(value)}. Find the side of a cut face.",
                            Number(float(sp.sqrt(2) * sp.cbrt(value * 3 / 4))), "s")
        t = x / g["a"]
        return Backward(corner_cut_setup(g, hide="a") + f" The eight pieces cut off have total volume "
                        f"{exact_text(value)}. Find the edge of the cube.",
                        Number(float(sp.cbrt(value / (sp.Rational(4, 3) * t ** 3)))), "a")

    def description(self, g):
        return corner_cut_description(g)

    def reasoning(self, p):
        cube, x, corner = self._parts(p)
        A = cuboid_labels(p["style"])[0]
        steps = []
        if p["mode"] == "midpoint":
            steps.append(f"The cut points are the edge midpoints, so each piece cut off has edges AP = AQ = AR = "
                         f"{exact_text(x)} at the corner.")
        elif p["mode"] == "ratio":
            steps.append(f"AP : PB = {p['k']} : {p['m']}, so AP = {p['a']}·{p['k']}/{p['k'] + p['m']} = {exact_text(x)}; "
                         f"the same at every corner.")
        elif p["mode"] == "side":
            steps.append(f"The cut face PQR is a triangle with PQ = AP·√2 (an isosceles right triangle APQ), so "
                         f"AP = {p['s']}/√2 = {exact_text(x)}.")
        steps += [
            f"Each piece cut off is a tetrahedron {A}-PQR whose three edges at the corner are perpendicular, of length "
            f"{exact_text(x)}: its volume is ½·x²·x/3 = x³/6 = {exact_text(corner)}.",
            f"Since x ≤ a/2 the eight pieces do not overlap; together they have volume 8·{exact_text(corner)} = "
            f"{exact_text(sp.radsimp(8 * corner))}.",
        ]
        if p["ask"] == "remaining":
            steps.append(f"The cube has volume {p['a']}³ = {cube}, so the solid left has volume {cube} − "
                         f"{exact_text(sp.radsimp(8 * corner))} = {exact_text(sp.radsimp(cube - 8 * corner))}.")
        return steps
