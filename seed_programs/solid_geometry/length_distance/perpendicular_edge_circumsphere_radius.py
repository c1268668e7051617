"""Solid geometry (length): the radius of the sphere through all vertices of a pyramid P-ABC whose
lateral edge PA is perpendicular to the base, of a right triangular prism ABC-A1B1C1 over the same
kind of base (a triangle given by a side and the opposite angle, or two sides and the angle between
them), or of a pyramid P-ABCD with PA ⊥ a rectangular base (DynaSolidGeo, length/distance).
``answer`` uses the law of sines for the base circle and R² = r² + (h/2)²; ``verify`` fits a sphere
through the vertices of the figure in coordinates."""
import math
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import solid_vertex_labels, surd_text

SIN2 = {30: sp.Rational(1, 4), 45: sp.Rational(1, 2), 60: sp.Rational(3, 4), 90: sp.Integer(1),
        120: sp.Rational(3, 4), 135: sp.Rational(1, 2), 150: sp.Rational(1, 4)}
COS = {60: sp.Rational(1, 2), 90: sp.Integer(0), 120: sp.Rational(-1, 2)}


@seed_program(
    id="perpendicular_edge_circumsphere_radius", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="hard", question_type="free_form",
    concepts=["solid_figures/spheres/circumscribed_sphere_of_prism",
              "solid_figures/spheres/circumscribed_sphere_of_tetrahedron",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (Gaokao: circumscribed sphere of a pyramid with PA ⊥ base / of a right prism)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class PerpendicularEdgeCircumsphereRadius(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("pyramid", "prism", "rect_pyramid"), p=[0.4, 0.35, 0.25]),
                      base=OneOf(("side_angle",)), angle=OneOf((30, 45, 60, 90, 120, 135, 150)),
                      side=IntRange(2, 10), h=IntRange(2, 11), style=OneOf(("prime", "digit", "sub"))),
        hard=dict(kind=OneOf(("pyramid", "prism")), base=OneOf(("two_sides",)), angle=OneOf((60, 120)),
                  side=IntRange(3, 15), h=IntRange(4, 18), style=OneOf(("prime", "digit", "sub"))),
        hard_means="the base triangle given by two sides and the 60° or 120° angle between them, so the third "
                   "side must first come from the law of cosines before the law of sines gives the base circle; "
                   "larger edges",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        g = {"kind": kind, "h": int(space.h.draw(rng)), "style": space.style.draw(rng)}
        if kind == "rect_pyramid":
            g["a"], g["b"] = (int(v) for v in space.side.draw(rng, size=2))
            return g
        angle = int(space.angle.draw(rng))
        g["angle"] = angle
        g["base"] = space.base.draw(rng)
        if g["base"] == "side_angle":
            g["bc"] = int(space.side.draw(rng))
        else:
            g["ab"], g["ac"] = (int(v) for v in space.side.draw(rng, size=2))
        if g["base"] == "side_angle":
            # where A sits on its arc (the radius does not depend on it): degrees from the top of the circle
            g["tilt"] = int(rng.integers(-25, 26)) if angle <= 90 else int(rng.integers(-12, 13))
        return g

    # -- naming ------------------------------------------------------------------------------------
    def _names(self, p):
        if p["kind"] == "prism":
            bottom, top = solid_vertex_labels(3, p["style"])
            return bottom, top
        return (list("ABCD") if p["kind"] == "rect_pyramid" else list("ABC")), ["P"]

    def _solid_text(self, p, hide_h=False):
        bottom, top = self._names(p)
        if p["kind"] == "rect_pyramid":
            return (f"the pyramid P-ABCD, the base ABCD is a rectangle with AB = {p['a']} and BC = {p['b']}, "
                    f"PA ⊥ plane ABCD" + ("" if hide_h else f" and PA = {p['h']}"))
        if p["base"] == "side_angle":
            tri = f"BC = {p['bc']} and ∠BAC = {p['angle']}°"
        else:
            tri = f"AB = {p['ab']}, AC = {p['ac']} and ∠BAC = {p['angle']}°"
        if p["kind"] == "pyramid":
            return f"the triangular pyramid P-ABC, PA ⊥ plane ABC" + ("" if hide_h else f", PA = {p['h']}") + f", {tri}"
        return (f"the right triangular prism {''.join(bottom)}-{''.join(top)} (lateral edges perpendicular to "
                f"the bases)" + ("" if hide_h else f", {bottom[0]}{top[0]} = {p['h']}") + f", {tri}")

    def _vertices_text(self, p):
        bottom, top = self._names(p)
        return "all vertices of the " + ("prism" if p["kind"] == "prism" else "pyramid")

    # -- protocol ----------------------------------------------------------------------------------
    def question(self, g):
        return (f"In {self._solid_text(g)}. Find the radius of the sphere that passes through "
                f"{self._vertices_text(g)}. Give the exact value.")

    def answer(self, p):
        h = sp.Integer(p["h"])
        if p["kind"] == "rect_pyramid":
            # box completion: P-ABCD is a corner of the a×b×h box, the sphere's diameter is its diagonal PC
            return Expression(str(sp.radsimp(sp.sqrt(p["a"] ** 2 + p["b"] ** 2 + h ** 2) / 2)))
        A = p["angle"]
        if p["base"] == "side_angle":
            bc2 = sp.Integer(p["bc"]) ** 2
        else:  # law of cosines
            b, c = sp.Integer(p["ac"]), sp.Integer(p["ab"])
            bc2 = b ** 2 + c ** 2 - 2 * b * c * COS[A]
        r2 = bc2 / (4 * SIN2[A])          # law of sines: BC = 2r·sin A
        # the centre lies on the perpendicular to the base through the base circle's centre, at height h/2
        return Expression(str(sp.radsimp(sp.sqrt(r2 + h ** 2 / 4))))

    def _points(self, g):
        """Coordinates of every vertex (floats), from the givens."""
        bottom, top = self._names(g)
        h = float(g["h"])
        if g["kind"] == "rect_pyramid":
            a, b = g["a"], g["b"]
            xy = [(0.0, 0.0), (a, 0.0), (a, b), (0.0, b)]
            pts = {n: (x, y, 0.0) for n, (x, y) in zip(bottom, xy)}
            pts["P"] = (0.0, 0.0, h)
            return pts
        A = math.radians(g["angle"])
        bc = float(g.get("bc", 0))
        if g["base"] == "two_sides":
            # A at the origin, AB along the x-axis, AC at the stated angle
            Axy, Bxy = (0.0, 0.0), (float(g["ab"]), 0.0)
            Cxy = (g["ac"] * math.cos(A), g["ac"] * math.sin(A))
        else:
            # B, C symmetric on a circle of radius r, A on the arc where the inscribed angle is the stated one
            r = bc / (2 * math.sin(A))
            d = r * math.cos(A)                   # signed distance of the chord BC below the circle's centre
            phi = math.radians(90 + g["tilt"])
            Axy = (r * math.cos(phi), r * math.sin(phi))
            Bxy, Cxy = (-bc / 2, -d), (bc / 2, -d)
        pts = {}
        for name, (x, y) in zip(bottom, (Axy, Bxy, Cxy)):
            pts[name] = (x, y, 0.0)
        if g["kind"] == "pyramid":
            pts["P"] = (Axy[0], Axy[1], h)
        else:
            for name, (x, y) in zip(top, (Axy, Bxy, Cxy)):
                pts[name] = (x, y, h)
        return pts

    def verify(self, g):
        pts = np.array(list(self._points(g).values()))
        # the base triangle must really have the stated data
        if g["kind"] != "rect_pyramid":
            A, B, C = pts[:3]
            ang = math.degrees(math.acos((B - A) @ (C - A) / (np.linalg.norm(B - A) * np.linalg.norm(C - A))))
            if abs(ang - g["angle"]) > 1e-7:
                raise ValueError(f"the base angle is {ang}, not {g['angle']}")
        # sphere through every vertex: solve |x − o|² = R² by least squares, then check every vertex
        M = np.hstack([2 * pts, np.ones((len(pts), 1))])
        sol, *_ = np.linalg.lstsq(M, (pts ** 2).sum(axis=1), rcond=None)
        o = sol[:3]
        dists = np.linalg.norm(pts - o, axis=1)
        if np.ptp(dists) > 1e-8:
            raise ValueError("no sphere passes through all the vertices")
        R2 = Fraction(float(dists.mean() ** 2)).limit_denominator(2000)
        if abs(float(R2) - dists.mean() ** 2) > 1e-8:
            raise ValueError("R² is not a small fraction")
        return Expression(str(sp.radsimp(sp.sqrt(sp.Rational(R2.numerator, R2.denominator)))))

    def scene(self, g):
        pts = self._points(g)
        bottom, top = self._names(g)
        s = Scene()
        for name, xyz in pts.items():
            s.point(name, xyz)
        n = len(bottom)
        s.face(bottom)
        if g["kind"] == "prism":
            s.face(top)
            for i in range(n):
                j = (i + 1) % n
                s.face([bottom[i], bottom[j], top[j], top[i]])
        else:
            for i in range(n):
                s.face([bottom[i], bottom[(i + 1) % n], "P"])
        return s

    # -- views ---------------------------------------------------------------------------------------
    def _base_r2(self, g):
        if g["kind"] == "rect_pyramid":
            return sp.Rational(g["a"] ** 2 + g["b"] ** 2, 4)
        if g["base"] == "side_angle":
            bc2 = sp.Integer(g["bc"]) ** 2
        else:
            bc2 = sp.Integer(g["ab"] ** 2 + g["ac"] ** 2) - 2 * g["ab"] * g["ac"] * COS[g["angle"]]
        return bc2 / (4 * SIN2[g["angle"]]), bc2

    def subquestions(self, g):
        h = sp.Integer(g["h"])
        if g["kind"] == "rect_pyramid":
            r2 = self._base_r2(g)
            return [
                SubQuestion(f"The rectangle ABCD has AB = {g['a']} and BC = {g['b']}. Find the radius of the "
                            f"circle through A, B, C, D. Give the exact value.",
                            Expression(str(sp.radsimp(sp.sqrt(r2)))), "plane_figures/triangles/pythagorean_theorem"),
                SubQuestion(f"In the pyramid P-ABCD, ABCD is a rectangle with AB = {g['a']}, BC = {g['b']}, "
                            f"PA ⊥ plane ABCD and PA = {g['h']}. Find PC. Give the exact value.",
                            Expression(str(sp.radsimp(sp.sqrt(4 * r2 + h ** 2)))),
                            "plane_figures/triangles/pythagorean_theorem"),
            ]
        r2, bc2 = self._base_r2(g)
        subs = []
        if g["base"] == "two_sides":
            subs.append(SubQuestion(
                f"In triangle ABC, AB = {g['ab']}, AC = {g['ac']} and ∠BAC = {g['angle']}°. Find BC. "
                f"Give the exact value.", Expression(str(sp.radsimp(sp.sqrt(bc2)))),
                "plane_figures/triangles/law_of_cosines"))
        subs.append(SubQuestion(
            f"In triangle ABC, BC = {surd_text(sp.sqrt(bc2))} and ∠BAC = {g['angle']}°. Find the radius of its "
            f"circumscribed circle. Give the exact value.", Expression(str(sp.radsimp(sp.sqrt(r2)))),
            "plane_figures/circles/inscribed_angle_theorem"))
        subs.append(SubQuestion(
            f"A sphere passes through a circle of radius {surd_text(sp.sqrt(r2))} and through a point at height "
            f"{g['h']} straight above a point of that circle. Find the sphere's radius. Give the exact value.",
            Expression(str(sp.radsimp(sp.sqrt(r2 + h ** 2 / 4)))),
            "solid_figures/spheres/circumscribed_sphere_of_prism"))
        return subs

    def backward(self, g):
        r2 = self._base_r2(g)
        r2 = r2 if g["kind"] == "rect_pyramid" else r2[0]
        R = sp.radsimp(sp.sqrt(r2 + sp.Integer(g["h"]) ** 2 / 4))
        h_back = 2 * sp.sqrt(R ** 2 - r2)
        edge = "PA" if g["kind"] != "prism" else self._names(g)[0][0] + self._names(g)[1][0]
        return Backward(
            f"In {self._solid_text(g, hide_h=True)}. The sphere through {self._vertices_text(g)} has radius {surd_text(R)}. "
            f"Find {edge}.", Number(float(h_back)), "h")

    def description(self, g):
        bottom, top = self._names(g)
        extra = ""
        if g["kind"] == "prism":
            extra = (f" {top[0]}, {top[1]}, {top[2]} lie directly above {bottom[0]}, {bottom[1]}, {bottom[2]}.")
        elif g["kind"] == "pyramid":
            extra = " The apex P lies directly above A."
        else:
            extra = " The apex P lies directly above A; ABCD is labelled in order around the rectangle."
        return f"A figure of {self._solid_text(g)}.{extra}"

    def reasoning(self, p):
        h = sp.Integer(p["h"])
        R = sp.sympify(self.answer(p).value)
        if p["kind"] == "rect_pyramid":
            return [
                "PA ⊥ plane ABCD and ABCD is a rectangle, so the pyramid is a corner of the box with edges "
                f"AB = {p['a']}, AD = {p['b']}, AP = {p['h']}.",
                "A sphere through P, A, B, D (four vertices of the box) is the box's circumscribed sphere, which "
                "also passes through C; its diameter is the box diagonal PC.",
                f"PC = √({p['a']}² + {p['b']}² + {p['h']}²) = √{p['a'] ** 2 + p['b'] ** 2 + p['h'] ** 2}, "
                f"so R = {surd_text(R)}.",
            ]
        r2, bc2 = self._base_r2(p)
        steps = []
        if p["base"] == "two_sides":
            steps.append(f"Law of cosines: BC² = {p['ab']}² + {p['ac']}² − 2·{p['ab']}·{p['ac']}·cos {p['angle']}° "
                         f"= {bc2}.")
        steps += [
            f"Law of sines: the circle through A, B, C has radius r = BC/(2 sin {p['angle']}°), so "
            f"r² = {bc2}/(4·{SIN2[p['angle']]}) = {r2}.",
            "The centre O of the sphere is equidistant from A, B, C, so it lies on the line through the "
            "base circle's centre perpendicular to the base; it is also equidistant from the two ends of the "
            f"perpendicular edge of length {p['h']}, so it lies at height {surd_text(h / 2)}.",
            f"R² = r² + (h/2)² = {r2} + {h ** 2 / 4} = {r2 + h ** 2 / 4}, so R = {surd_text(R)} ≈ {float(R):.4f}.",
        ]
        return steps
