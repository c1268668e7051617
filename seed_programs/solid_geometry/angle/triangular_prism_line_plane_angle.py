"""Solid geometry: the angle between a line (a face diagonal or a vertex-to-midpoint segment) and a
plane (a lateral face or a section through three vertices) of a right triangular prism whose base is
equilateral, right-angled or isosceles (DynaSolidGeo, angle)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Number, Scene, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        while True:
            kind = BASES[int(rng.integers(0, 3))]
            a, b, h = (int(v) for v in rng.integers(2, 7, size=3))
            dims = {"equilateral": (a, a * 0.87, h), "right": (a, b, h), "isosceles": (2 * a, b, h)}[kind]
            if max(dims) > 2.2 * min(dims):    # no needle or slab: every face readable
                continue
            mid = int(rng.integers(0, 3)) if rng.random() < 0.45 else None   # M = midpoint of base edge `mid`
            plane = [int(i) for i in PLANES[int(rng.integers(0, len(PLANES)))]]
            if mid is None:
                i, j = (int(v) for v in rng.choice(6, size=2, replace=False))
                line = [i, j]
            else:
                line = [int(rng.integers(3, 6)), 6]   # a top vertex to M
            p = {"kind": kind, "a": a, "b": b, "h": h, "mid": mid, "plane": plane, "line": line,
                 "style": str(rng.choice(["prime", "sub", "next"]))}
            X = self._exact(p)
            sin = self._sin(p, X)
            if sin == 0:            # the line lies in or is parallel to the plane
                continue
            if sin == 1 and rng.random() > 0.2:
                continue
            if mid is None and abs(i - j) == 3 and rng.random() > 0.3:   # lateral edges: few
                continue
            return p

    def _labels(self, p):
        bottom, top = solid_vertex_labels(3, p["style"])
        return bottom + top + ["M"]

    def _exact(self, p):
        L = self._labels(p)
        xy = _base_xy(p["kind"], p["a"], p["b"])
        X = [sp.Matrix([x, y, 0]) for x, y in xy] + [sp.Matrix([x, y, p["h"]]) for x, y in xy]
        if p["mid"] is not None:
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
        base = {"right": f"∠{A}{C}{B} = 90°, {C}{A} = {p['a']}, {C}{B} = {p['b']}",
                "equilateral": f"the base {A}{B}{C} is an equilateral triangle with side {p['a']}",
                "isosceles": f"{C}{A} = {C}{B}, {A}{B} = {2 * p['a']}, the distance from {C} to {A}{B} is {p['b']}"
                }[p["kind"]]
        text = f"In the right triangular prism {name}, {base}, and the lateral edge {A}{A1} = {p['h']}."
        if p["mid"] is not None:
            m = p["mid"]
            text += f" M is the midpoint of {L[m]}{L[(m + 1) % 3]}."
        return text

    def question(self, p):
        line, plane = self._names(p)
        return f"{self._givens(p)} Find the angle between the line {line} and the plane {plane}, in degrees."

    def answer(self, p):
        return Number(math.degrees(math.asin(float(self._sin(p)))))

    def verify(self, p):
        # Independent: project both ends of the segment onto the plane (float coordinates); the
        # normal components differ by |PQ| sin θ.
        s = self.scene(p)
        L = self._labels(p)
        P, Q = (s.xyz(L[k]) for k in p["line"])
        a, b, c = (s.xyz(L[k]) for k in p["plane"][:3])
        n = (P - foot_on_plane(P, a, b, c)) - (Q - foot_on_plane(Q, a, b, c))
        return Number(float(np.degrees(np.arcsin(min(1.0, np.linalg.norm(n) / np.linalg.norm(P - Q))))))

    def scene(self, p):
        L = self._labels(p)
        X = [[float(c) for c in v] for v in self._exact(p)]
        s = Scene()
        s.prism(L[:3], L[3:6], [x[:2] for x in X[:3]], p["h"])
        if p["mid"] is not None:
            s.point("M", X[6])
        pl = [L[k] for k in p["plane"]]
        lateral = len(pl) == 4
        s.face(pl, color="salmon", opacity=0.4, with_edges=not lateral)
        if not lateral:
            for x, y in zip(pl, pl[1:] + pl[:1]):
                if not any({x, y} == {u, v} for u, v, _ in s.segments):
                    s.segment(x, y, style="edge")
        mark_lines(s, [[L[k] for k in p["line"]]])
        return s

    def description(self, p):
        L = self._labels(p)
        line, plane = self._names(p)
        return (f"{self._givens(p)} The top face {''.join(L[3:6])} lies directly above the base ({L[3]} above "
                f"{L[0]}, and so on). Find the angle between the line {line} and the plane {plane}, in degrees.")

    def subquestions(self, p):
        X = self._exact(p)
        i, j = p["line"]
        line, plane = self._names(p)
        return [
            SubQuestion(f"{self._givens(p)} Find the length of segment {line}.", Number(float((X[j] - X[i]).norm())),
                        "solid_figures/prisms/right_prism"),
            SubQuestion(f"{self._givens(p)} Find the sine of the angle between the line {line} and the plane {plane}.",
                        Number(float(self._sin(p))), "solid_figures/angles/line_plane_angle"),
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
