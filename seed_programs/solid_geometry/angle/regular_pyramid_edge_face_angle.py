"""Solid geometry (angle): in a regular triangular, square or hexagonal pyramid, the angle between a
lateral edge PX and a lateral face PYZ that does not contain it, e.g. PA and plane PBC (DynaSolidGeo,
angle). ``answer`` finds the distance from X to the face by the volume method (the tetrahedron P-XYZ
two ways) and divides by PX; ``verify`` takes the angle between PX and the face's normal vector in
coordinates."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import regular_polygon_name, regular_polygon_xy, regular_solid_name, restyle_segment
from dynaforge.sdk.solid_angles import line_plane_angle_deg
from dynaforge.sdk.solid_metric import exact_regular_polygon, exact_root_of_square, surd

CIRCUM2 = {3: sp.Rational(1, 3), 4: sp.Rational(1, 2), 6: sp.Integer(1)}     # R² / a²
APOTHEM2 = {3: sp.Rational(1, 12), 4: sp.Rational(1, 4), 6: sp.Rational(3, 4)}  # r² / a²


@seed_program(
    id="regular_pyramid_edge_face_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/angles/line_plane_angle", "solid_figures/distances/point_to_plane_volume_method",
              "solid_figures/pyramids/slant_height"],
    source="DynaSolidGeo-style (angle between a lateral edge and a lateral face of a regular pyramid)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class RegularPyramidEdgeFaceAngle(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 6), p=[0.35, 0.45, 0.2]), a=IntRange(2, 8), h=IntRange(2, 9),
                      mode=OneOf(("height",)), apex=OneOf(("P", "S", "V"))),
        hard=dict(n=OneOf((3, 4, 6), p=[0.3, 0.3, 0.4]), a=IntRange(3, 12), h=IntRange(3, 14),
                  mode=OneOf(("height", "lateral"), p=[0.3, 0.7]), apex=OneOf(("P", "S", "V"))),
        hard_means="mostly the lateral edge given instead of the height (the height first, from the circumradius), "
                   "more hexagonal bases with faces farther from the edge, larger edges",
    )

    def sample(self, rng, space):
        n = int(space.n.draw(rng))
        a = int(space.a.draw(rng))
        for _ in attempts("a pyramid whose height is between a third of and three times its base edge"):
            h = int(space.h.draw(rng))
            if a / 3 <= h <= 3 * a:
                break
        x = int(rng.integers(0, n))
        faces = [i for i in range(n) if x not in (i, (i + 1) % n)]   # base edges (i, i+1) away from X
        f = faces[int(rng.integers(0, len(faces)))]
        g = {"n": n, "a": a, "x": x, "face": f, "apex": space.apex.draw(rng), "mode": space.mode.draw(rng)}
        if g["mode"] == "height":
            g["h"] = h
        else:
            g["l2"] = str(CIRCUM2[n] * a * a + h * h)     # lateral edge² = R² + h², stated as a surd
        return g

    # -- naming ------------------------------------------------------------------------------------------
    def _base(self, g):
        return list("ABCDEF"[:g["n"]])

    def _face(self, g):
        b, f = self._base(g), g["face"]
        return b[f], b[(f + 1) % g["n"]]

    def _given(self, g):
        P = g["apex"]
        if g["mode"] == "height":
            return f"the height {P}O = {g['h']} (O the centre of the base)"
        return f"every lateral edge has length {surd(sp.sqrt(sp.Rational(g['l2'])))}"

    def _intro(self, g):
        P = g["apex"]
        return (f"In the {regular_solid_name(g['n'], 'pyramid')} {P}-{''.join(self._base(g))}, the base edge is "
                f"{g['a']} and {self._given(g)}")

    # -- protocol ------------------------------------------------------------------------------------------
    def question(self, g):
        P, (Y, Z) = g["apex"], self._face(g)
        X = self._base(g)[g["x"]]
        return (f"{self._intro(g)}. Let θ be the angle between the lateral edge {P}{X} and the plane {P}{Y}{Z}. "
                f"Find sin θ (exact, or rounded to three decimal places).")

    def answer(self, p):
        n, a = p["n"], sp.Integer(p["a"])
        if p["mode"] == "height":
            h2 = sp.Integer(p["h"]) ** 2
        else:
            h2 = sp.Rational(p["l2"]) - CIRCUM2[n] * a ** 2          # h² = l² − R²
        l2 = CIRCUM2[n] * a ** 2 + h2                                 # PX² = R² + h²
        # area of the base triangle XYZ (shoelace on the exact regular polygon)
        poly = exact_regular_polygon(n, a)
        f = p["face"]
        (x1, y1), (x2, y2), (x3, y3) = poly[p["x"]], poly[f], poly[(f + 1) % n]
        s_xyz = sp.Abs((x2 - x1) * (y3 - y1) - (x3 - x1) * (y2 - y1)) / 2
        # area of the lateral face PYZ from its slant height √(h² + r²)
        s_pyz = a * sp.sqrt(h2 + APOTHEM2[n] * a ** 2) / 2
        # volume of P-XYZ two ways: ⅓·S_XYZ·h = ⅓·S_PYZ·d
        d = s_xyz * sp.sqrt(h2) / s_pyz
        return Number(float(d / sp.sqrt(l2)))

    def _coords(self, g):
        n, a = g["n"], float(g["a"])
        R = a / (2 * math.sin(math.pi / n))
        if g["mode"] == "height":
            h = float(g["h"])
        else:
            h = math.sqrt(float(sp.Rational(g["l2"])) - R * R)
        pts = {lb: np.array([x, y, 0.0]) for lb, (x, y) in zip(self._base(g), regular_polygon_xy(n, R))}
        pts[g["apex"]] = np.array([0.0, 0.0, h])
        return pts

    def verify(self, g):
        pts = self._coords(g)
        P, (Y, Z) = g["apex"], self._face(g)
        X = self._base(g)[g["x"]]
        theta = line_plane_angle_deg(pts[X] - pts[P], pts[P], pts[Y], pts[Z])
        return Number(math.sin(math.radians(theta)))

    def scene(self, g):
        pts = self._coords(g)
        base = self._base(g)
        s = Scene()
        s.pyramid(base, g["apex"], [tuple(pts[b][:2]) for b in base], pts[g["apex"]])
        Y, Z = self._face(g)
        s.face([g["apex"], Y, Z], color="#93c5fd", opacity=0.5, with_edges=False)
        restyle_segment(s, g["apex"], base[g["x"]], "auxiliary")
        if g["mode"] == "height":
            s.point("O", (0.0, 0.0, 0.0))
            s.segment(g["apex"], "O", style="hidden")
        return s

    # -- views -----------------------------------------------------------------------------------------------
    def _exact(self, g):
        n, a = g["n"], sp.Integer(g["a"])
        h2 = sp.Integer(g["h"]) ** 2 if g["mode"] == "height" else sp.Rational(g["l2"]) - CIRCUM2[n] * a ** 2
        pts = {k: np.array(v) for k, v in self._coords(g).items()}
        Y, Z = self._face(g)
        X = self._base(g)[g["x"]]
        s_xyz = exact_root_of_square(float(np.linalg.norm(np.cross(pts[Y] - pts[X], pts[Z] - pts[X]))) / 2)
        slant = sp.sqrt(h2 + APOTHEM2[n] * a ** 2)
        return sp.sqrt(h2), s_xyz, slant, sp.sqrt(CIRCUM2[n] * a ** 2 + h2)

    def subquestions(self, g):
        h, s_xyz, slant, l = self._exact(g)
        P, (Y, Z) = g["apex"], self._face(g)
        X = self._base(g)[g["x"]]
        a = g["a"]
        d = sp.radsimp(s_xyz * h / (a * slant / 2))
        subs = []
        if g["mode"] == "lateral":
            subs.append(SubQuestion(f"{self._intro(g)}. Find the height of the pyramid. Give the exact value.",
                                    Expression(str(sp.radsimp(h))), "solid_figures/pyramids/height_from_lateral_edge"))
        subs += [
            SubQuestion(f"{self._intro(g)}. Find the height of the lateral face {P}{Y}{Z} from {P} (the slant height). "
                        f"Give the exact value.", Expression(str(sp.radsimp(slant))), "solid_figures/pyramids/slant_height"),
            SubQuestion(f"{self._intro(g)}. Find the distance from {X} to the plane {P}{Y}{Z}. Give the exact value.",
                        Expression(str(d)), "solid_figures/distances/point_to_plane_volume_method"),
        ]
        return subs

    def description(self, g):
        P, (Y, Z) = g["apex"], self._face(g)
        X = self._base(g)[g["x"]]
        return (f"{self._intro(g)}. The base {''.join(self._base(g))} is {'an' if g['n'] == 3 else 'a'} "
                f"{regular_polygon_name(g['n'])} labelled in order, the apex {P} lies directly above its centre; the "
                f"lateral edge {P}{X} is drawn in red and the face {P}{Y}{Z} is shaded.")

    def reasoning(self, p):
        h, s_xyz, slant, l = self._exact(p)
        P, (Y, Z) = p["apex"], self._face(p)
        X = self._base(p)[p["x"]]
        a = p["a"]
        n = p["n"]
        d = sp.radsimp(s_xyz * h / (a * slant / 2))
        sin = sp.radsimp(d / l)
        steps = []
        if p["mode"] == "lateral":
            steps.append(f"The circumradius of the base is R with R² = {surd(CIRCUM2[n] * a * a)}, so the height is "
                         f"h = √({P}{X}² − R²) = {surd(h)}.")
        steps += [
            f"The slant height of face {P}{Y}{Z} is √(h² + r²) with the apothem r² = {surd(APOTHEM2[n] * a * a)}: "
            f"{surd(slant)}, so S({P}{Y}{Z}) = ½·{a}·{surd(slant)}.",
            f"Triangle {X}{Y}{Z} in the base has area {surd(s_xyz)}; the tetrahedron {P}-{X}{Y}{Z} has volume "
            f"⅓·{surd(s_xyz)}·{surd(h)}.",
            f"Equal volumes: ⅓·S({P}{Y}{Z})·d = ⅓·S({X}{Y}{Z})·h, so the distance from {X} to plane {P}{Y}{Z} is "
            f"d = {surd(d)}.",
            f"sin θ = d / {P}{X} = {surd(d)} / {surd(l)} = {surd(sin)} "
            f"(θ ≈ {math.degrees(math.asin(float(sin))):.2f}°).",
        ]
        return steps
