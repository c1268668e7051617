"""Solid geometry (angle): P is a point of a lateral edge of a regular triangular, square or hexagonal
prism; find sin of the angle between the line from a bottom vertex X to P and a plane through X —
the base, a lateral face or a diagonal section (DynaSolidGeo, angle). ``answer`` works in the base
polygon: the plane is vertical (or the base), so the distance from P to it is a distance in the base
(or the height of P), and sin θ = distance / XP; ``verify`` takes the angle between XP and the
plane's normal vector in coordinates."""
import math
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import regular_polygon_xy, regular_solid_name, solid_vertex_labels, surd_text
from dynaforge.sdk.solid_angles import line_plane_angle_deg
from dynaforge.sdk.solid_metric import exact_regular_polygon, exact_root_of_square


@seed_program(
    id="prism_edge_point_line_plane_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/angles/line_plane_angle", "solid_figures/positional/plane_plane_perpendicular",
              "plane_figures/polygons/regular_polygon"],
    source="DynaSolidGeo-style (angle between a line and a plane in a right prism, a point on a lateral edge)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class PrismEdgePointLinePlaneAngle(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 6), p=[0.4, 0.4, 0.2]), a=IntRange(2, 8), h=IntRange(3, 10),
                      planes=OneOf((("base", "face"),)), ratio=OneOf((False,)), style=OneOf(("prime", "digit", "sub"))),
        hard=dict(n=OneOf((3, 4, 6), p=[0.25, 0.3, 0.45]), a=IntRange(3, 12), h=IntRange(4, 15),
                  planes=OneOf((("face", "diagonal"),)), ratio=OneOf((True, False), p=[0.7, 0.3]),
                  style=OneOf(("prime", "digit", "sub"))),
        hard_means="mostly hexagonal prisms, lateral faces and diagonal sections instead of the base, and P given "
                   "by the ratio in which it divides the edge (its height must be found first)",
    )

    def sample(self, rng, space):
        n = int(space.n.draw(rng))
        a = int(space.a.draw(rng))
        planes = list(space.planes.draw(rng))
        use_ratio = bool(space.ratio.draw(rng))
        for _ in attempts("a line XP not lying in the chosen plane, with P strictly inside its edge, and a prism "
                          "whose height is between a third of and three times its base edge"):
            h = int(space.h.draw(rng))
            if not a / 3 <= h <= 3 * a:
                continue
            x, y = (int(v) for v in rng.choice(n, size=2, replace=False))
            kind = planes[int(rng.integers(0, len(planes)))]
            if kind == "base":
                z = None
            else:
                cands = [(x + 1) % n, (x - 1) % n] if kind == "face" else \
                    [k for k in range(n) if k != x and k not in ((x + 1) % n, (x - 1) % n)]
                cands = [k for k in cands if k != y]
                if not cands:
                    continue
                z = int(cands[int(rng.integers(0, len(cands)))])
                if self._collinear_in_base(n, x, z, y):
                    continue
            if use_ratio:
                m, k = (int(v) for v in rng.integers(1, 5, size=2))
                if math.gcd(m, k) != 1:
                    continue
                h = (m + k) * max(1, round(h / (m + k)))     # a lateral edge that the ratio splits into whole numbers
                t = Fraction(m * h, m + k)
                along = [m, k]
            else:
                t = Fraction(int(rng.integers(1, h)))
                along = None
            if 0 < t < h:
                break
        g = {"n": n, "a": a, "h": h, "x": x, "y": y, "plane": kind, "style": space.style.draw(rng)}
        if z is not None:
            g["z"] = z
        if along:
            g["ratio"] = along
        else:
            g["t"] = int(t)
        return g

    @staticmethod
    def _collinear_in_base(n, x, z, y):
        pts = regular_polygon_xy(n, 1.0)
        (x1, y1), (x2, y2), (x3, y3) = pts[x], pts[z], pts[y]
        return abs((x2 - x1) * (y3 - y1) - (y2 - y1) * (x3 - x1)) < 1e-9

    # -- naming --------------------------------------------------------------------------------------------
    def _labels(self, g):
        return solid_vertex_labels(g["n"], g["style"])

    def _height_of_p(self, g):
        """P's height above the base as a Fraction (from YP, or from the ratio YP:PY1 and the lateral edge)."""
        if "ratio" in g:
            m, k = g["ratio"]
            return Fraction(m * g["h"], m + k)
        return Fraction(g["t"])

    def _p_text(self, g):
        bottom, top = self._labels(g)
        Y, Y1 = bottom[g["y"]], top[g["y"]]
        if "ratio" in g:
            m, k = g["ratio"]
            return f"P lies on the lateral edge {Y}{Y1} with {Y}P:P{Y1} = {m}:{k}"
        return f"P lies on the lateral edge {Y}{Y1} with {Y}P = {g['t']}"

    def _plane_text(self, g):
        bottom, top = self._labels(g)
        if g["plane"] == "base":
            return "the base " + "".join(bottom)
        x, z = g["x"], g["z"]
        name = bottom[x] + bottom[z] + top[z] + top[x]
        return ("the lateral face " if g["plane"] == "face" else "the diagonal section ") + name

    def _intro(self, g, with_t=True):
        bottom, top = self._labels(g)
        return (f"In the {regular_solid_name(g['n'], 'prism')} {''.join(bottom)}-{''.join(top)}, the base edge is "
                f"{g['a']} and the lateral edge {bottom[0]}{top[0]} = {g['h']}" + (f"; {self._p_text(g)}" if with_t else ""))

    # -- protocol ------------------------------------------------------------------------------------------
    def question(self, g):
        bottom, _ = self._labels(g)
        return (f"{self._intro(g)}. Let θ be the angle between the line {bottom[g['x']]}P and "
                f"{self._plane_text(g)}. Find sin θ. Give the exact value.")

    def answer(self, p):
        n, a = p["n"], sp.Integer(p["a"])
        base = [sp.Matrix(v) for v in exact_regular_polygon(n, a)]     # the base polygon, exact
        if "ratio" in p:
            m, k = p["ratio"]
            t = sp.Rational(m * p["h"], m + k)
        else:
            t = sp.Integer(p["t"])
        X, Y = base[p["x"]], base[p["y"]]
        xp2 = (Y - X).dot(Y - X) + t ** 2                 # XP² = XY² + YP² (YP ⊥ base)
        if p["plane"] == "base":
            dist = t                                       # P's height above the base
        else:
            # the plane through the lateral edges at X and Z is perpendicular to the base, so P's distance
            # to it is Y's distance to the line XZ in the base
            Z = base[p["z"]]
            u, w = Z - X, Y - X
            dist = sp.Abs(u[0] * w[1] - u[1] * w[0]) / sp.sqrt(u.dot(u))
        return Expression(str(sp.radsimp(sp.simplify(dist / sp.sqrt(xp2)))))

    def _coords(self, g):
        bottom, top = self._labels(g)
        n, a, h = g["n"], float(g["a"]), float(g["h"])
        xy = regular_polygon_xy(n, a / (2 * math.sin(math.pi / n)))
        pts = {lb: np.array([x, y, 0.0]) for lb, (x, y) in zip(bottom, xy)}
        pts.update({lt: np.array([x, y, h]) for lt, (x, y) in zip(top, xy)})
        pts["P"] = pts[bottom[g["y"]]] + float(self._height_of_p(g)) / h * (pts[top[g["y"]]] - pts[bottom[g["y"]]])
        return pts

    def verify(self, g):
        pts = self._coords(g)
        bottom, top = self._labels(g)
        X = pts[bottom[g["x"]]]
        if g["plane"] == "base":
            plane = (pts[bottom[0]], pts[bottom[1]], pts[bottom[2]])
        else:
            plane = (X, pts[bottom[g["z"]]], pts[top[g["z"]]])
        theta = line_plane_angle_deg(pts["P"] - X, *plane)
        return Expression(str(exact_root_of_square(math.sin(math.radians(theta)))))

    def scene(self, g):
        bottom, top = self._labels(g)
        pts = self._coords(g)
        s = Scene()
        s.prism(bottom, top, [tuple(pts[b][:2]) for b in bottom], g["h"])
        s.point("P", pts["P"])
        if g["plane"] != "base":
            x, z = g["x"], g["z"]
            quad = [bottom[x], bottom[z], top[z], top[x]]
            s.face(quad, color="#93c5fd", opacity=0.45, with_edges=False)
            if g["plane"] == "diagonal":
                for u, v in ((bottom[x], bottom[z]), (top[x], top[z])):
                    s.segment(u, v, style="auxiliary")
        s.segment(bottom[g["x"]], "P", style="auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------------------
    def _exact_parts(self, g):
        """(XP², distance from P to the plane) exactly, for the texts."""
        n, a = g["n"], sp.Integer(g["a"])
        base = [sp.Matrix(v) for v in exact_regular_polygon(n, a)]
        hp = self._height_of_p(g)
        t = sp.Rational(hp.numerator, hp.denominator)
        X, Y = base[g["x"]], base[g["y"]]
        xy2 = sp.simplify((Y - X).dot(Y - X))
        if g["plane"] == "base":
            dist = t
        else:
            Z = base[g["z"]]
            u, w = Z - X, Y - X
            dist = sp.radsimp(sp.Abs(u[0] * w[1] - u[1] * w[0]) / sp.sqrt(u.dot(u)))
        return t, xy2, dist

    def subquestions(self, g):
        bottom, _ = self._labels(g)
        t, xy2, dist = self._exact_parts(g)
        Xn, Yn = bottom[g["x"]], bottom[g["y"]]
        subs = [SubQuestion(f"{self._intro(g)}. Find the length of {Xn}P. Give the exact value.",
                            Expression(str(sp.radsimp(sp.sqrt(xy2 + t ** 2)))),
                            "plane_figures/triangles/pythagorean_theorem")]
        subs.append(SubQuestion(f"{self._intro(g)}. Find the distance from P to {self._plane_text(g)}. Give the exact "
                                f"value.", Expression(str(dist)), "solid_figures/positional/plane_plane_perpendicular"))
        return subs

    def backward(self, g):
        bottom, _ = self._labels(g)
        t, xy2, dist = self._exact_parts(g)
        sin = sp.radsimp(dist / sp.sqrt(xy2 + t ** 2))
        Yn, Y1 = bottom[g["y"]], self._labels(g)[1][g["y"]]
        if g["plane"] == "base":
            # sin² = t² / (XY² + t²)  ->  t² = sin²·XY² / (1 − sin²)
            t_back = sp.sqrt(sin ** 2 * xy2 / (1 - sin ** 2))
        else:
            # sin² = d² / (XY² + t²)  ->  t² = d²/sin² − XY²
            t_back = sp.sqrt(dist ** 2 / sin ** 2 - xy2)
        tail = (f"The angle θ between the line {bottom[g['x']]}P and {self._plane_text(g)} has "
                f"sin θ = {surd_text(sin)}.")
        if "ratio" in g:
            m, k = g["ratio"]
            top = self._labels(g)[1]
            return Backward(
                f"In the {regular_solid_name(g['n'], 'prism')} {''.join(bottom)}-{''.join(top)}, the base edge is "
                f"{g['a']}; P lies on the lateral edge {Yn}{Y1} with {Yn}P:P{Y1} = {m}:{k}. {tail} Find the "
                f"lateral edge {bottom[0]}{top[0]}.", Number(float(t_back * (m + k) / m)), "h")
        return Backward(f"{self._intro(g, with_t=False)}; P lies on the lateral edge {Yn}{Y1}. {tail} Find {Yn}P.",
                        Number(float(t_back)), "t")

    def description(self, g):
        bottom, _ = self._labels(g)
        return (f"{self._intro(g)}. The base {''.join(bottom)} is labelled in order around the regular polygon and each "
                f"top vertex lies directly above the bottom vertex of the same letter. The segment {bottom[g['x']]}P "
                f"is drawn in red" + ("" if g["plane"] == "base" else f" and {self._plane_text(g)} is shaded") + ".")

    def reasoning(self, p):
        bottom, top = self._labels(p)
        t, xy2, dist = self._exact_parts(p)
        Xn, Yn = bottom[p["x"]], bottom[p["y"]]
        sin = sp.radsimp(dist / sp.sqrt(xy2 + t ** 2))
        steps = []
        if "ratio" in p:
            m, k = p["ratio"]
            steps.append(f"{Yn}P = {m}/{m + k} of the lateral edge {p['h']}, so {Yn}P = {surd_text(t)}.")
        steps.append(f"{Yn}P ⊥ base, so {Xn}P² = {Xn}{Yn}² + {Yn}P² = {xy2} + {surd_text(t ** 2)} = "
                     f"{surd_text(xy2 + t ** 2)} ({Xn}{Yn} is a side or diagonal of the base polygon).")
        if p["plane"] == "base":
            steps.append(f"The projection of P onto the base is {Yn}, so θ = ∠P{Xn}{Yn} and the distance from P to the "
                         f"base is {Yn}P = {surd_text(t)}.")
        else:
            Zn = bottom[p["z"]]
            steps.append(f"The plane {Xn}{Zn}{top[p['z']]}{top[p['x']]} contains lateral edges, so it is perpendicular "
                         f"to the base; the perpendicular from P to it is parallel to the base and as long as the "
                         f"distance from {Yn} to the line {Xn}{Zn} in the base: {surd_text(dist)}.")
        steps.append(f"sin θ = distance / {Xn}P = {surd_text(dist)} / {surd_text(sp.sqrt(xy2 + t ** 2))} = {surd_text(sin)} "
                     f"(θ ≈ {math.degrees(math.asin(float(sin))):.2f}°).")
        return steps
