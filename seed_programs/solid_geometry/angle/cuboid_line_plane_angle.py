"""Solid geometry: the angle between a line and a plane (a face or a diagonal section) of a cuboid
(DynaSolidGeo, angle)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_corner, solid_vertex_labels, surd_text, unique_positive_root

# planes as vertex indices (0-3 bottom ABCD, 4-7 top): six faces and the two vertical diagonal sections
PLANES = {"bottom": (0, 1, 2, 3), "top": (4, 5, 6, 7), "front": (0, 1, 5, 4), "back": (3, 2, 6, 7),
          "left": (0, 3, 7, 4), "right": (1, 2, 6, 5), "diag_ac": (0, 2, 6, 4), "diag_bd": (1, 3, 7, 5)}
X, Y, Z = sp.symbols("a b c", positive=True)


def _distance_to_plane(plane, q, a, b, c):
    """Distance from point q to the plane by the classical formulas (no normal vectors): a face is
    a coordinate plane; a diagonal section is vertical, so the distance is the distance in the base
    from (x, y) to the diagonal, = |twice the triangle area| / diagonal."""
    x, y, z = q
    return {"bottom": z, "top": c - z, "front": y, "back": b - y, "left": x, "right": a - x,
            "diag_ac": sp.Abs(b * x - a * y) / sp.sqrt(a ** 2 + b ** 2),
            "diag_bd": sp.Abs(b * x + a * y - a * b) / sp.sqrt(a ** 2 + b ** 2)}[plane]


@seed_program(
    id="cuboid_line_plane_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/angles/line_plane_angle", "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (angle between a line and a plane in a cuboid)",
    variations=["lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class CuboidLinePlaneAngle(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 7),
                      plane=OneOf(tuple(PLANES), p=[0.15, 0.1, 0.1, 0.1, 0.1, 0.1, 0.175, 0.175]),
                      midpoint_share=0.4, style=OneOf(("prime", "sub", "next"))),
        hard=dict(edge=IntRange(3, 15),
                  plane=OneOf(tuple(PLANES), p=[0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.35, 0.35]),
                  midpoint_share=0.6, style=OneOf(("prime", "sub", "next"))),
        hard_means="longer, less friendly edges, mostly the diagonal sections (distance to a slanted vertical "
                   "plane) and more lines ending at an edge midpoint",
    )

    def sample(self, rng, space):
        a, b, c = (int(v) for v in space.edge.draw(rng, size=3))
        if a == b == c:
            c += 1
        plane = space.plane.draw(rng)
        on = PLANES[plane]
        for _ in attempts("an oblique line with a recoverable edge for the backward view"):
            x = int(rng.choice(on))
            if rng.random() < space.midpoint_share:
                e = int(rng.integers(0, 12))
                end = ["m", e]
                if x in CUBOID_EDGES[e]:
                    continue
            else:
                end = ["v", int(rng.choice([i for i in range(8) if i != x]))]
            sin = self._sin_exact(a, b, c, plane, x, end)
            if sin == 0 or sin == 1:   # in / parallel to the plane, or perpendicular to it
                continue
            g = {"a": a, "b": b, "c": c, "plane": plane, "from": x, "to": end}
            if self._recover(g) is not None:   # the backward view needs one recoverable edge
                break
        g["style"] = space.style.draw(rng)
        return g

    def _recover(self, p):
        """(edge key, value) of the first edge that sin θ and the other two edges determine uniquely."""
        sin = self._sin(p)
        for key, sym in (("c", Z), ("a", X), ("b", Y)):
            root = unique_positive_root(self._sin(p, **{key: sym}), sym, sin)
            if root is not None:
                return key, root
        return None

    # -- classical route -------------------------------------------------------------------------
    @staticmethod
    def _point(spec, a, b, c):
        if spec[0] == "v":
            return sp.Matrix(cuboid_corner(a, b, c, spec[1]))
        e = CUBOID_EDGES[spec[1]]
        return (sp.Matrix(cuboid_corner(a, b, c, e[0])) + sp.Matrix(cuboid_corner(a, b, c, e[1]))) / 2

    def _sin_exact(self, a, b, c, plane, x, end):
        P, Q = sp.Matrix(cuboid_corner(a, b, c, x)), self._point(end, a, b, c)
        length = sp.sqrt(sum((Q - P).applyfunc(lambda t: t ** 2)))
        return sp.nsimplify(_distance_to_plane(plane, Q, a, b, c) / length)

    def _sin(self, p, a=None, b=None, c=None):
        a, b, c = (p[k] if v is None else v for k, v in (("a", a), ("b", b), ("c", c)))
        return self._sin_exact(a, b, c, p["plane"], p["from"], p["to"])

    # -- names -----------------------------------------------------------------------------------
    def _labels(self, p):
        bottom, top = solid_vertex_labels(4, p["style"])
        return bottom, top, bottom + top

    def _names(self, p):
        lab = self._labels(p)[2]
        line_end = lab[p["to"][1]] if p["to"][0] == "v" else "M"
        plane = "".join(lab[i] for i in PLANES[p["plane"]])
        return lab[p["from"]], line_end, plane

    def _givens(self, p, hide=None):
        bottom, top, lab = self._labels(p)
        dims = [(f"{bottom[0]}{bottom[1]}", "a"), (f"{bottom[0]}{bottom[3]}", "b"), (f"{bottom[0]}{top[0]}", "c")]
        given = [f"{name} = {p[k]}" for name, k in dims if k != hide]
        text = (f"{''.join(bottom)}-{''.join(top)} is a cuboid with " + ", ".join(given[:-1])
                + f" and {given[-1]}")
        if p["to"][0] == "m":
            e = CUBOID_EDGES[p["to"][1]]
            text += f", and M is the midpoint of edge {lab[e[0]]}{lab[e[1]]}"
        return text + "."

    def question(self, g):
        P, Q, plane = self._names(g)
        return f"{self._givens(g)} Find the angle between line {P}{Q} and plane {plane}, in degrees."

    def answer(self, p):
        return Number(float(sp.deg(sp.asin(self._sin(p))).evalf(30)))

    def verify(self, g):
        # Independent: normal vector of the plane from three of its points in the scene.
        s = self.scene(g)
        lab = self._labels(g)[2]
        P, Q, _ = self._names(g)
        i, j, k = PLANES[g["plane"]][:3]
        n = np.cross(s.xyz(lab[j]) - s.xyz(lab[i]), s.xyz(lab[k]) - s.xyz(lab[i]))
        d = s.xyz(Q) - s.xyz(P)
        return Number(math.degrees(math.asin(abs(n @ d) / np.linalg.norm(n) / np.linalg.norm(d))))

    def scene(self, g):
        bottom, top, lab = self._labels(g)
        s = Scene()
        s.box(bottom, top, g["a"], g["b"], g["c"])
        if g["to"][0] == "m":
            e = CUBOID_EDGES[g["to"][1]]
            s.point("M", s.midpoint(lab[e[0]], lab[e[1]]))
        s.face([lab[i] for i in PLANES[g["plane"]]], color="gold", opacity=0.45, with_edges=False)
        ring = [lab[i] for i in PLANES[g["plane"]]]
        for u, v in zip(ring, ring[1:] + ring[:1]):
            s.segment(u, v)
        P, Q, _ = self._names(g)
        s.segment(P, Q, style="auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------
    def _parts(self, p):
        a, b, c = p["a"], p["b"], p["c"]
        P, Q = sp.Matrix(cuboid_corner(a, b, c, p["from"])), self._point(p["to"], a, b, c)
        return _distance_to_plane(p["plane"], Q, a, b, c), sp.sqrt(sum((Q - P).applyfunc(lambda t: t ** 2)))

    def subquestions(self, g):
        P, Q, plane = self._names(g)
        d, length = self._parts(g)
        return [
            SubQuestion(f"{self._givens(g)} Find the length of {P}{Q}.", Number(float(length)),
                        "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"{self._givens(g)} Find the distance from {Q} to plane {plane}.", Number(float(d)),
                        "solid_figures/angles/line_plane_angle"),
        ]

    def backward(self, g):
        P, Q, plane = self._names(g)
        sin = self._sin(g)
        bottom, top, _ = self._labels(g)
        names = {"a": f"{bottom[0]}{bottom[1]}", "b": f"{bottom[0]}{bottom[3]}", "c": f"{bottom[0]}{top[0]}"}
        key, value = self._recover(g)   # solve sin θ(edge) = the stated value for the masked edge
        return Backward(
            f"{self._givens(g, hide=key)} The angle θ between line {P}{Q} and plane {plane} satisfies "
            f"sin θ = {surd_text(sin)}. Find {names[key]}.", Number(float(value)), key)

    def description(self, g):
        bottom, top, _ = self._labels(g)
        P, Q, plane = self._names(g)
        return (f"{self._givens(g)} The bottom face {''.join(bottom)} is labelled counter-clockwise and the "
                f"top face {''.join(top)} lies directly above it ({top[0]} above {bottom[0]}, and so on). "
                f"Plane {plane} is shaded and segment {P}{Q} is drawn in red.")

    def reasoning(self, p):
        P, Q, plane = self._names(p)
        d, length = self._parts(p)
        sin = self._sin(p)
        via = ("it is a face, so the distance is an edge length or a coordinate difference"
               if not p["plane"].startswith("diag") else
               "it is a vertical diagonal section, so the distance equals the distance in the base from the "
               "foot of " + Q + " to the base diagonal (twice the triangle area divided by the diagonal)")
        return [
            f"{P} lies in plane {plane}; drop the perpendicular from {Q} to the plane, with foot H. Then "
            f"angle {Q}{P}H is the angle between line {P}{Q} and the plane.",
            f"Distance from {Q} to plane {plane}: {via}; {Q}H = {surd_text(d)}.",
            f"{P}{Q} = {surd_text(length)} by the Pythagorean theorem in the cuboid.",
            f"sin θ = {Q}H/{P}{Q} = {surd_text(sin)}, so θ ≈ {self.answer(p).value:.2f}°.",
        ]
