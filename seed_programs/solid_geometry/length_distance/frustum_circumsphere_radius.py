"""Solid geometry (length): the radius of the sphere through both rims of a round frustum, or through all
the vertices of a regular triangular, square or hexagonal frustum, from the two base radii (edges) and the
height (DynaSolidGeo, length/distance). The centre O lies on the axis O₁O₂ at O₁O = x with
R² + x² = r² + (h − x)² (x < 0 when the centre is below the bottom base); ``answer`` solves this in sympy;
``verify`` fits a sphere by least squares through points of the two rims (or the vertices) in numpy."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import regular_polygon_xy, regular_solid_name, solid_vertex_labels, surd_text
from dynaforge.sdk.solid_length_moving import value_text
from dynaforge.sdk.solid_measure import circumsphere
from dynaforge.sdk.solid_round import rim_point


SIDES = {"round": 0, "hexagon": 6, "square": 4, "triangle": 3}


def _triples(limit):
    """(leg, other leg, hypotenuse) of integer right triangles with hypotenuse ≤ limit."""
    return [(u, v, math.isqrt(u * u + v * v)) for u in range(1, limit) for v in range(1, limit)
            if math.isqrt(u * u + v * v) ** 2 == u * u + v * v and u * u + v * v <= limit * limit]


def _circumradius(n, a):
    """Exact circumradius of the regular n-gon (n = 3, 4, 6) with side a."""
    a = sp.sympify(a)
    return {3: a * sp.sqrt(3) / 3, 4: a * sp.sqrt(2) / 2, 6: a}[n]


@seed_program(
    id="frustum_circumsphere_radius", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/spheres/circumscribed_sphere_of_prism", "solid_figures/round_solids/sphere_plane_section",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (length: the sphere through the rims of a frustum)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class FrustumCircumsphereRadius(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("round", "round", "hexagon")), limit=OneOf((50,)), outside_share=0.0,
                      ask=OneOf(("radius", "centre"), p=[0.6, 0.4]),
                      style=OneOf(("prime", "sub"))),
        hard=dict(kind=OneOf(("round", "hexagon", "square", "triangle")), limit=OneOf((65,)), outside_share=0.6,
                  ask=OneOf(("radius", "centre"), p=[0.5, 0.5]),
                  style=OneOf(("prime", "sub"))),
        hard_means="larger frustums, mostly with the centre of the sphere outside the frustum (below the bottom "
                   "base: x < 0 in R² + x² = r² + (h − x)²), and square and triangular frustums whose circumradii "
                   "a/√2 and a/√3 are surds",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        style = space.style.draw(rng)
        tri = _triples(int(space.limit.draw(rng)))
        outside = rng.random() < space.outside_share
        for _ in attempts("two rims on one sphere, the bottom one wider, a frustum at least 0.35 as high as wide"):
            if kind in ("round", "hexagon"):       # the circumradii are whole numbers: build from the sphere
                r1, z1, S = tri[int(rng.integers(0, len(tri)))]
                mates = [t for t in tri if t[2] == S and t[0] < r1]
                if not mates:
                    continue
                r2, z2, _ = mates[int(rng.integers(0, len(mates)))]
                h = z2 - z1 if outside else z2 + z1
                g = {"kind": kind, "R": r1, "r": r2, "h": h} if kind == "round" else \
                    {"kind": kind, "a": r1, "b": r2, "h": h}
                wide = 2 * r1
            else:                                # square / triangle: whole edges, surd radii
                a = int(rng.integers(4, 21))
                b = int(rng.integers(2, a))
                h = int(rng.integers(2, 21))
                g = {"kind": kind, "a": a, "b": b, "h": h}
                x = self._x(g)
                if (x < 0) != outside:
                    continue
                wide = a
            if h < 0.35 * wide or h < 1:
                continue
            g["style"] = style
            g["ask"] = space.ask.draw(rng)
            return g

    @staticmethod
    def _x(g):
        n = {"square": 4, "triangle": 3}[g["kind"]]
        R, r = (_circumradius(n, g[k]) for k in ("a", "b"))
        return float((r ** 2 - R ** 2 + g["h"] ** 2) / (2 * g["h"]))

    # -- text -------------------------------------------------------------------------------------------
    def _labels(self, g):
        return solid_vertex_labels(SIDES[g["kind"]], g["style"])

    def _head(self, g, hide=None):
        h = "" if hide == "h" else f" and height {g['h']}"
        if g["kind"] == "round":
            return (f"A frustum of a right circular cone has bottom base radius {g['R']}, top base radius "
                    f"{g['r']}{h}; O₁ and O₂ are the centres of its bases. A sphere with centre O passes through "
                    f"every point of both base circles")
        bottom, top = self._labels(g)
        name = f"{''.join(bottom)}-{''.join(top)}"
        return (f"{name} is a {regular_solid_name(SIDES[g['kind']], 'frustum')} with bottom base edge {g['a']}, top base "
                f"edge {g['b']}{h}; O₁ and O₂ are the centres of its bases. A sphere with centre O passes through "
                f"all its vertices")

    def question(self, g):
        what = ("the radius of the sphere" if g["ask"] == "radius" else
                "the distance from O to the plane of the bottom base")
        return f"{self._head(g)}. Find {what} (exact, or rounded to two decimal places)."

    def description(self, g):
        return (f"{self._head(g)}. O₁O₂ is the axis, perpendicular to both bases; O lies on the line O₁O₂ and is "
                f"joined in red to a point of each base rim.")

    # -- answer: the axial trapezoid ----------------------------------------------------------------------
    def _exact(self, p):
        if p["kind"] == "round":
            R, r = sp.Integer(p["R"]), sp.Integer(p["r"])
        else:
            R, r = _circumradius(SIDES[p["kind"]], p["a"]), _circumradius(SIDES[p["kind"]], p["b"])
        h = sp.sympify(p["h"])
        x = (r ** 2 - R ** 2 + h ** 2) / (2 * h)
        return sp.radsimp(sp.sqrt(R ** 2 + x ** 2)), R, r, x

    def answer(self, p):
        radius, _, _, x = self._exact(p)
        return Number(float(radius if p["ask"] == "radius" else abs(x)))

    # -- verify: least-squares sphere through the rims ------------------------------------------------------
    def _rim_points(self, g):
        h = float(g["h"])
        if g["kind"] == "round":
            return ([rim_point((0, 0, 0), g["R"], a) for a in (0, 70, 150, 260)],
                    [rim_point((0, 0, h), g["r"], a) for a in (20, 110, 200, 300)])
        n = SIDES[g["kind"]]
        lo = [np.array([x, y, 0.0]) for x, y in regular_polygon_xy(n, g["a"] / (2 * np.sin(np.pi / n)))]
        hi = [np.array([x, y, h]) for x, y in regular_polygon_xy(n, g["b"] / (2 * np.sin(np.pi / n)))]
        return lo, hi

    def verify(self, g):
        lo, hi = self._rim_points(g)
        if g["kind"] != "round":
            n = SIDES[g["kind"]]
            for pts, e in ((lo, g["a"]), (hi, g["b"])):
                if abs(np.linalg.norm(pts[0] - pts[1]) - e) > 1e-9:
                    raise AssertionError("base edge is not the stated one")
        O, R = circumsphere(lo + hi)
        if max(abs(np.linalg.norm(p - O) - R) for p in lo + hi) > 1e-7:
            raise AssertionError("the rims are not on one sphere")
        return Number(R if g["ask"] == "radius" else abs(float(O[2])))

    def scene(self, g):
        radius, R, r, x = self._exact(g)
        h = float(g["h"])
        s = Scene()
        if g["kind"] == "round":
            s.solid("frustum", (0, 0, 0), float(R), height=h, top_radius=float(r))
            s.point("A", rim_point((0, 0, 0), float(R), 300))
            s.point("B", rim_point((0, 0, h), float(r), 240))
            ends = ("A", "B")
        else:
            bottom, top = self._labels(g)
            lo, hi = self._rim_points(g)
            n = SIDES[g["kind"]]
            faces = [list(bottom), list(top)] + [[bottom[i], bottom[(i + 1) % n], top[(i + 1) % n], top[i]]
                                                 for i in range(n)]
            s.polyhedron({**dict(zip(bottom, lo)), **dict(zip(top, hi))}, faces)
            s.hiding = "hull"
            ends = (bottom[0], top[0])
        s.point("O₁", (0, 0, 0))
        s.point("O₂", (0, 0, h))
        s.point("O", (0, 0, float(x)))
        s.segment("O₁", "O₂", style="hidden")
        if float(x) < 0:
            s.segment("O", "O₁", style="hidden")
        for e in ends:
            s.segment("O", e, style="auxiliary")
        s.solid("sphere", (0, 0, float(x)), float(radius), color="#fde68a", opacity=0.1)
        return s

    # -- views ------------------------------------------------------------------------------------------------
    def subquestions(self, g):
        radius, R, r, x = self._exact(g)
        subs = []
        if g["kind"] != "round":
            subs.append(SubQuestion(f"{ {3: 'An equilateral triangle', 4: 'A square', 6: 'A regular hexagon'}[SIDES[g['kind']]] } "
                                    f"has side {g['a']}. Find the radius of its circumscribed circle (exact, or rounded "
                                    f"to two decimal places).", Number(float(R)), "plane_figures/triangles/pythagorean_theorem"))
        subs.append(SubQuestion(f"O lies on the axis of a frustum of height {g['h']} whose base circles have radii "
                                f"{surd_text(R)} (bottom) and {surd_text(r)} (top), and is equally far from both "
                                f"circles. Find the signed distance x from the bottom centre O₁ to O, positive towards "
                                f"the top (exact, or rounded to two decimal places).", Number(float(x)),
                                "solid_figures/round_solids/sphere_plane_section"))
        return subs

    def backward(self, g):
        radius, R, r, x = self._exact(g)
        where = ("lies between the two bases" if 0 <= x <= g["h"] else "lies below the bottom base" if x < 0
                 else "lies above the top base")
        # masked h: R² + x² = radius² gives |x|, the side of O gives x, and h from r² + (h − x)² = radius²
        xx = sp.sqrt(radius ** 2 - R ** 2) * (1 if x >= 0 else -1)
        h = xx + sp.sqrt(radius ** 2 - r ** 2)
        return Backward(f"{self._head(g, hide='h')}; its centre O {where}, and its radius is {value_text(radius)}. "
                        f"Find the height of the frustum.", Number(float(h)), "h")

    def reasoning(self, p):
        radius, R, r, x = self._exact(p)
        steps = []
        if p["kind"] != "round":
            steps.append(f"The sphere meets each base plane in the circumcircle of that base: radii "
                         f"R = {surd_text(R)} and r = {surd_text(r)}.")
        steps += [
            "The centre O is equally far from all points of each base circle, so it lies on the axis O₁O₂.",
            f"Let O₁O = x (towards the top). Then OA² = R² + x² and OB² = r² + (h − x)²: "
            f"{surd_text(R ** 2)} + x² = {surd_text(r ** 2)} + ({p['h']} − x)², so x = {surd_text(sp.radsimp(x))}"
            + (" (O is below the bottom base)." if x < 0 else "."),
            f"Radius = √(R² + x²) = {surd_text(radius)} ≈ {float(radius):.4f}.",
        ]
        if p["ask"] == "centre":
            steps[-1] = (f"O₁O ⊥ the bottom base, so the distance from O to its plane is |x| = "
                         f"{surd_text(sp.Abs(sp.radsimp(x)))} ≈ {abs(float(x)):.4f}.")
        return steps
