"""Solid geometry (angle): a plane through a bottom edge of a regular triangular, square or hexagonal
prism and the opposite top vertex (or a top edge / top diagonal parallel to it) cuts the prism; find
tan of the dihedral angle between the section and the base, e.g. C1-AB-C (DynaSolidGeo, angle).
``answer`` finds the plane angle by the three-perpendiculars theorem (height over the distance in the
base from the edge to the parallel line below the top one); ``verify`` measures the dihedral angle
between the perpendiculars to the edge in coordinates."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import regular_polygon_name, regular_polygon_xy, regular_solid_name, solid_vertex_labels, surd_text
from dynaforge.sdk.solid_angles import dihedral_by_feet
from dynaforge.sdk.solid_metric import exact_root_of_square

# top vertices (offsets from the edge's first vertex) that, with the bottom edge (0, 1), span the section
SECTIONS = {3: {"vertex": (2,)}, 4: {"edge": (2, 3)}, 6: {"far": (3, 4), "near": (2, 5)}}


@seed_program(
    id="prism_section_base_dihedral", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/angles/dihedral_plane_angle", "solid_figures/positional/three_perpendiculars_theorem",
              "plane_figures/polygons/regular_polygon"],
    source="DynaSolidGeo-style (angle: dihedral angle between a section of a prism and its base)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class PrismSectionBaseDihedral(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 6), p=[0.4, 0.35, 0.25]), a=IntRange(2, 9), h=IntRange(2, 10),
                      mode=OneOf(("height",)), style=OneOf(("prime", "digit", "sub"))),
        hard=dict(n=OneOf((3, 4, 6), p=[0.3, 0.2, 0.5]), a=IntRange(3, 14), h=IntRange(3, 16),
                  mode=OneOf(("height", "face_diagonal"), p=[0.3, 0.7]), style=OneOf(("prime", "digit", "sub"))),
        hard_means="mostly hexagonal prisms (two kinds of section, distances √3·a/2 and √3·a in the base) and "
                   "the height hidden behind a lateral face's diagonal, larger edges",
    )

    def sample(self, rng, space):
        n = int(space.n.draw(rng))
        kinds = sorted(SECTIONS[n])
        a, h = int(space.a.draw(rng)), int(space.h.draw(rng))
        for _ in range(200):                   # keep the prism's proportions readable (h between a/3 and 4a)
            if a / 3 <= h <= 4 * a:
                break
            h = int(space.h.draw(rng))
        else:
            h = a
        g = {"n": n, "a": a, "kind": kinds[int(rng.integers(0, len(kinds)))], "edge": int(rng.integers(0, n)),
             "style": space.style.draw(rng), "mode": space.mode.draw(rng)}
        if g["mode"] == "height":
            g["h"] = h
        else:
            g["diag2"] = a * a + h * h          # the diagonal of a lateral face, stated as √(a² + h²)
        return g

    # -- naming ----------------------------------------------------------------------------------------
    def _labels(self, g):
        return solid_vertex_labels(g["n"], g["style"])

    def _roles(self, g):
        """(bottom edge labels, top labels of the section, the bottom vertices below them)."""
        bottom, top = self._labels(g)
        n, e = g["n"], g["edge"]
        offs = SECTIONS[n][g["kind"]]
        edge = (bottom[e], bottom[(e + 1) % n])
        return edge, [top[(e + k) % n] for k in offs], [bottom[(e + k) % n] for k in offs]

    def _given(self, g):
        bottom, top = self._labels(g)
        if g["mode"] == "height":
            return f"the lateral edge {bottom[0]}{top[0]} = {g['h']}"
        return f"the diagonal {bottom[0]}{top[1]} of a lateral face is {surd_text(sp.sqrt(g['diag2']))}"

    def _intro(self, g, with_height=True):
        bottom, top = self._labels(g)
        text = (f"In the {regular_solid_name(g['n'], 'prism')} {''.join(bottom)}-{''.join(top)}, the base edge is "
                f"{g['a']}")
        return text + (f" and {self._given(g)}" if with_height else "")

    def _named(self, g):
        """The roles as the texts name them: the edge in alphabetical order (the wrap-around edge, e.g.
        DA, is called AD), the top labels in the matching order around the section."""
        (X, Y), tops, unders = self._roles(g)
        if g["edge"] == g["n"] - 1:
            return (Y, X), tops[::-1], unders[::-1]
        return (X, Y), tops, unders

    def _plane_name(self, g):
        (X, Y), tops, _ = self._named(g)
        return X + Y + "".join(tops)

    def _dihedral_name(self, g):
        (X, Y), tops, unders = self._named(g)
        return f"{tops[0]}-{X}{Y}-{unders[0]}"

    # -- protocol --------------------------------------------------------------------------------------
    def question(self, g):
        return (f"{self._intro(g)}. Let θ be the dihedral angle {self._dihedral_name(g)} between the section "
                f"{self._plane_name(g)} and the base. Find tan θ. Give the exact value.")

    def answer(self, p):
        a = sp.Integer(p["a"])
        h = sp.Integer(p["h"]) if p["mode"] == "height" else sp.sqrt(p["diag2"] - a ** 2)
        # distance in the base from the edge XY to the parallel line (or vertex) below the section's top part
        base_gap = {(3, "vertex"): sp.sqrt(3) * a / 2,      # the altitude of the equilateral base
                    (4, "edge"): a,                         # the opposite side of the square
                    (6, "far"): sp.sqrt(3) * a,             # the opposite side of the hexagon
                    (6, "near"): sp.sqrt(3) * a / 2}[(p["n"], p["kind"])]   # the long diagonal parallel to XY
        return Expression(str(sp.radsimp(h / base_gap)))

    def _coords(self, g):
        bottom, top = self._labels(g)
        n, a = g["n"], float(g["a"])
        h = float(g["h"]) if g["mode"] == "height" else math.sqrt(g["diag2"] - a * a)
        R = a / (2 * math.sin(math.pi / n))
        xy = regular_polygon_xy(n, R)
        pts = {lb: np.array([x, y, 0.0]) for lb, (x, y) in zip(bottom, xy)}
        pts.update({lt: np.array([x, y, h]) for lt, (x, y) in zip(top, xy)})
        return pts

    def verify(self, g):
        pts = self._coords(g)
        (X, Y), tops, unders = self._roles(g)
        # the section really is planar (the top part is parallel to XY)
        if len(tops) == 2:
            n = np.cross(pts[Y] - pts[X], pts[tops[0]] - pts[X])
            if abs(n @ (pts[tops[1]] - pts[X])) > 1e-9 * np.linalg.norm(n):
                raise ValueError("the section's four points are not coplanar")
        theta = dihedral_by_feet(pts[X], pts[Y], pts[tops[0]], pts[unders[0]])
        return Expression(str(exact_root_of_square(math.tan(math.radians(theta)))))

    def scene(self, g):
        bottom, top = self._labels(g)
        pts = self._coords(g)
        s = Scene()
        s.prism(bottom, top, [tuple(pts[b][:2]) for b in bottom], float(pts[top[0]][2]))
        (X, Y), tops, _ = self._roles(g)
        poly = [X, Y] + tops
        s.face(poly, color="#fca5a5", opacity=0.45, with_edges=False)
        for i in range(len(poly)):
            u, v = poly[i], poly[(i + 1) % len(poly)]
            if {u, v} == {X, Y}:
                continue
            s.segment(u, v, style="auxiliary")
        return s

    # -- views -------------------------------------------------------------------------------------------
    def _exact_h(self, g):
        a = sp.Integer(g["a"])
        return sp.Integer(g["h"]) if g["mode"] == "height" else sp.sqrt(g["diag2"] - a ** 2)

    def _gap_text(self, g):
        (X, Y), tops, unders = self._named(g)
        n = g["n"]
        if n == 3:
            return (f"the altitude from {unders[0]} to {X}{Y} in the equilateral base", sp.sqrt(3) * g["a"] / 2)
        if n == 4:
            return (f"the side {Y}{unders[0]} of the square base", sp.Integer(g["a"]))
        if g["kind"] == "far":
            return (f"the distance between the opposite sides {X}{Y} and {unders[1]}{unders[0]} of the hexagon",
                    sp.sqrt(3) * g["a"])
        return (f"the distance from {X}{Y} to the long diagonal {unders[1]}{unders[0]} of the hexagon",
                sp.sqrt(3) * g["a"] / 2)

    def subquestions(self, g):
        h = self._exact_h(g)
        what, gap = self._gap_text(g)
        subs = []
        bottom, top = self._labels(g)
        if g["mode"] != "height":
            subs.append(SubQuestion(f"{self._intro(g)}. Find the lateral edge {bottom[0]}{top[0]}. Give the exact "
                                    f"value.", Expression(str(sp.radsimp(h))),
                                    "plane_figures/triangles/pythagorean_theorem"))
        subs.append(SubQuestion(f"The base of the prism is {'an' if g['n'] == 3 else 'a'} {regular_polygon_name(g['n'])} "
                                f"with side {g['a']}. Find {what}. Give the exact value.",
                                Expression(str(sp.radsimp(gap))), "plane_figures/polygons/regular_polygon"))
        return subs

    def backward(self, g):
        tan = sp.sympify(self.answer(g).value)
        _, gap = self._gap_text(g)
        h = sp.radsimp(tan * gap)
        bottom, top = self._labels(g)
        head = (f"{self._intro(g, with_height=False)}. The dihedral angle θ = {self._dihedral_name(g)} between the "
                f"section {self._plane_name(g)} and the base has tan θ = {surd_text(tan)}.")
        if g["mode"] == "height":
            return Backward(f"{head} Find the lateral edge {bottom[0]}{top[0]}.", Number(float(h)), "h")
        return Backward(f"{head} Find the square of the lateral face diagonal {bottom[0]}{top[1]}.",
                        Number(float(g["a"] ** 2 + h ** 2)), "diag2")

    def description(self, g):
        bottom, top = self._labels(g)
        return (f"{self._intro(g)}. The base {''.join(bottom)} is labelled in order around the regular polygon and "
                f"each top vertex lies directly above the bottom vertex of the same letter. The section "
                f"{self._plane_name(g)} is shaded.")

    def reasoning(self, p):
        (X, Y), tops, unders = self._named(p)
        h = self._exact_h(p)
        what, gap = self._gap_text(p)
        tan = sp.sympify(self.answer(p).value)
        bottom, top = self._labels(p)
        steps = []
        if p["mode"] != "height":
            steps.append(f"The lateral face is a rectangle: {bottom[0]}{top[0]} = √({surd_text(sp.sqrt(p['diag2']))}² − "
                         f"{p['a']}²) = {surd_text(h)}.")
        T, U = tops[0], unders[0]
        steps += [
            f"Drop the perpendicular from {U} to the line {X}{Y} in the base, with foot K; its length is {what}, "
            f"{surd_text(gap)}.",
            f"{T}{U} ⊥ base, so by the theorem of three perpendiculars {T}K ⊥ {X}{Y}; the angle {T}K{U} is the plane "
            f"angle of the dihedral angle {self._dihedral_name(p)}.",
            f"In right triangle {T}{U}K: tan θ = {T}{U}/{U}K = {surd_text(h)}/({surd_text(gap)}) = {surd_text(tan)} "
            f"(θ ≈ {math.degrees(math.atan(float(tan))):.2f}°).",
        ]
        return steps
