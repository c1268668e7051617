"""Solid geometry: the angle between a line (a face diagonal or a vertex-to-midpoint segment) and a
plane (a lateral face or a section through three vertices) of a right triangular prism whose base is
equilateral, right-angled or isosceles (DynaSolidGeo, angle)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import solid_vertex_labels, surd_text
from dynaforge.sdk.solid_angles import exact_line_plane_sin, exact_normal, foot_on_plane, mark_lines, vec_text

BASES = ("equilateral", "right", "isosceles")
# planes by vertex indices (0-2 bottom A B C, 3-5 top): the three lateral faces and six sections
PLANES = [(0, 2, 5, 3), (0, 1, 4, 3), (1, 2, 5, 4), (3, 1, 2), (4, 0, 2), (5, 0, 1), (0, 4, 5), (1, 3, 5),
          (2, 3, 4)]


def _base_xy(kind, a, b):
    """Exact base vertices A, B, C in the plane z = 0."""
    if kind == "right":        # right angle at C
        return [(a, 0), (0, b), (0, 0)]
    if kind == "equilateral":
        return [(0, 0), (a, 0), (sp.Rational(a, 2), sp.sqrt(3) * a / 2)]
    # CA = CB = b, AB = 2a' with the apex C above the midpoint of AB
    return [(0, 0), (2 * a, 0), (a, b)]


@seed_program(
    id="triangular_prism_line_plane_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/angles/line_plane_angle", "solid_figures/angles/normal_vector_method",
              "solid_figures/prisms/right_prism"],
    source="DynaSolidGeo-style (angle between a line and a plane in a right triangular prism)",
    variations=["geometric_transformations", "numeric_values", "point_labels", "camera"],
)
class TriangularPrismLinePlaneAngle(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 6), midpoint_share=0.45, style=OneOf(("prime", "sub", "next")),
                      perpendicular_keep=0.2, lateral_edge_keep=0.3),
        hard=dict(edge=IntRange(3, 11), midpoint_share=0.7, style=OneOf(("prime", "sub", "next")),
                  perpendicular_keep=0.05, lateral_edge_keep=0.1),
        hard_means="larger dimensions, mostly a line to the midpoint M of a base edge, and hardly any line "
                   "perpendicular to the plane or lateral edge (the easy cases)",
    )

    def sample(self, rng, space):
        for _ in attempts("a readable prism and a line oblique to the plane"):
            kind = BASES[int(rng.integers(0, 3))]
            a, b, h = (int(v) for v in space.edge.draw(rng, size=3))
            dims = {"equilateral": (a, a * 0.87, h), "right": (a, b, h), "isosceles": (2 * a, b, h)}[kind]
            if max(dims) > 2.2 * min(dims):    # no needle or slab: every face readable
                continue
            mid = int(rng.integers(0, 3)) if rng.random() < space.midpoint_share else None   # M = midpoint of base edge `mid`
            plane = [int(i) for i in PLANES[int(rng.integers(0, len(PLANES)))]]
            if mid is None:
                i, j = (int(v) for v in rng.choice(6, size=2, replace=False))
                line = [i, j]
            else:
                line = [int(rng.integers(3, 6)), 6]   # a top vertex to M
            g = {"kind": kind, "a": a, **({} if kind == "equilateral" else {"b": b}), "h": h,
                 **({} if mid is None else {"mid": mid}), "plane": plane, "line": line,
                 "style": space.style.draw(rng)}
            X = self._exact(g)
            sin = self._sin(g, X)
            if sin == 0:            # the line lies in or is parallel to the plane
                continue
            if sin == 1 and rng.random() > space.perpendicular_keep:
                continue
            if mid is None and abs(i - j) == 3 and rng.random() > space.lateral_edge_keep:   # lateral edges: few
                continue
            return g

    def _labels(self, p):
        bottom, top = solid_vertex_labels(3, p["style"])
        return bottom + top + ["M"]

    def _exact(self, p):
        L = self._labels(p)
        xy = _base_xy(p["kind"], p["a"], p.get("b"))
        X = [sp.Matrix([x, y, 0]) for x, y in xy] + [sp.Matrix([x, y, p["h"]]) for x, y in xy]
        if p.get("mid") is not None:
            m = p["mid"]
            X.append((X[m] + X[(m + 1) % 3]) / 2)
        return X

    def _sin(self, p, X=None):
        X = X or self._exact(p)
        i, j = p["line"]
        return exact_line_plane_sin(X[j] - X[i], *(X[k] for k in p["plane"][:3]))

    def _names(self, p):
        L = self._labels(p)
        line = "".join(L[k] for k in sorted(p["line"]))
        plane = "".join(L[k] for k in (p["plane"] if len(p["plane"]) == 4 else sorted(p["plane"])))
        return line, plane

    def _givens(self, p):
        L = self._labels(p)
        A, B, C, A1 = L[0], L[1], L[2], L[3]
        name = f"{A}{B}{C}-{''.join(L[3:6])}"
        if p["kind"] == "right":
            base = f"∠{A}{C}{B} = 90°, {C}{A} = {p['a']}, {C}{B} = {p['b']}"
        elif p["kind"] == "equilateral":
            base = f"the base {A}{B}{C} is an equilateral triangle with side {p['a']}"
        else:
            base = f"{C}{A} = {C}{B}, {A}{B} = {2 * p['a']}, the distance from {C} to {A}{B} is {p['b']}"
        text = f"In the right triangular prism {name}, {base}, and the lateral edge {A}{A1} = {p['h']}."
        if p.get("mid") is not None:
            m = p["mid"]
            text += f" M is the midpoint of {L[m]}{L[(m + 1) % 3]}."
        return text

    def question(self, g):
        line, plane = self._names(g)
        return f"{self._givens(g)} Find the angle between the line {line} and the plane {plane}, in degrees."

    def answer(self, p):
        return Number(math.degrees(math.asin(float(self._sin(p)))))

    def verify(self, g):
        # Independent of the exact construction: the base triangle rebuilt from its three side lengths
        # (A at the origin, B on the x axis, C by the law of cosines), lifted by the lateral edge; then
        # sin θ = |n·d| / (|n||d|) with the plane's normal n as a cross product.
        a = float(g["a"])
        if g["kind"] == "equilateral":
            ab = bc = ca = a
        elif g["kind"] == "right":
            ca, bc = a, float(g["b"])
            ab = math.hypot(ca, bc)
        else:
            ab, ca = 2 * a, math.hypot(a, g["b"])
            bc = ca
        cos_a = (ab ** 2 + ca ** 2 - bc ** 2) / (2 * ab * ca)
        base = [np.array([0.0, 0.0]), np.array([ab, 0.0]), ca * np.array([cos_a, math.sqrt(1 - cos_a ** 2)])]
        X = [np.array([x, y, 0.0]) for x, y in base] + [np.array([x, y, float(g["h"])]) for x, y in base]
        if g.get("mid") is not None:
            X.append((X[g["mid"]] + X[(g["mid"] + 1) % 3]) / 2)
        i, j = g["line"]
        d = X[j] - X[i]
        u, v, w = (X[k] for k in g["plane"][:3])
        n = np.cross(v - u, w - u)
        return Number(float(np.degrees(np.arcsin(min(1.0, abs(n @ d) / (np.linalg.norm(n) * np.linalg.norm(d)))))))

    def scene(self, g):
        L = self._labels(g)
        X = [[float(c) for c in v] for v in self._exact(g)]
        s = Scene()
        s.prism(L[:3], L[3:6], [x[:2] for x in X[:3]], g["h"])
        if g.get("mid") is not None:
            s.point("M", X[6])
        pl = [L[k] for k in g["plane"]]
        lateral = len(pl) == 4
        s.face(pl, color="salmon", opacity=0.4, with_edges=not lateral)
        if not lateral:
            for x, y in zip(pl, pl[1:] + pl[:1]):
                if not any({x, y} == {u, v} for u, v, _ in s.segments):
                    s.segment(x, y, style="edge")
        mark_lines(s, [[L[k] for k in g["line"]]])
        return s

    def description(self, g):
        L = self._labels(g)
        line, plane = self._names(g)
        return (f"{self._givens(g)} The top face {''.join(L[3:6])} lies directly above the base ({L[3]} above "
                f"{L[0]}, and so on). Find the angle between the line {line} and the plane {plane}, in degrees.")

    def subquestions(self, g):
        X = self._exact(g)
        i, j = g["line"]
        line, plane = self._names(g)
        return [
            SubQuestion(f"{self._givens(g)} Find the length of segment {line}.", Number(float((X[j] - X[i]).norm())),
                        "solid_figures/prisms/right_prism"),
            SubQuestion(f"{self._givens(g)} Find the sine of the angle between the line {line} and the plane {plane}.",
                        Number(float(self._sin(g))), "solid_figures/angles/line_plane_angle"),
        ]

    def reasoning(self, p):
        X = self._exact(p)
        L = self._labels(p)
        i, j = p["line"]
        line, plane = self._names(p)
        a, b, c = p["plane"][:3]
        n = exact_normal(X[a], X[b], X[c])
        d = X[j] - X[i]
        sin = self._sin(p)
        used = sorted(set([i, j] + list(p["plane"])))
        return [
            f"Put {L[2] if p['kind'] == 'right' else L[0]} at the origin, the base in the plane z = 0 and the lateral "
            f"edges along the z axis.",
            "Coordinates: " + ", ".join(f"{L[k]} = {vec_text(X[k])}" for k in used) + ".",
            f"A normal of plane {plane}: n = {L[a]}{L[b]}→ × {L[a]}{L[c]}→ = {vec_text(n)}; the line has direction "
            f"{line}→ = {vec_text(d)}.",
            f"sin θ = |{line}→·n| / (|{line}→||n|) = {surd_text(sp.Abs(d.dot(n)))} / ({surd_text(d.norm())}·"
            f"{surd_text(n.norm())}) = {surd_text(sin)}.",
            f"θ = arcsin({surd_text(sin)}) ≈ {self.answer(p).value:.2f}°.",
        ]
