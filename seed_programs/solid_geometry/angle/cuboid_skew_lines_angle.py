"""Solid geometry: the angle between two skew lines in a cube / cuboid (DynaSolidGeo, angle)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_corner, solid_vertex_labels, surd_text



@seed_program(
    id="cuboid_skew_lines_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/angles/skew_lines_angle", "plane_figures/triangles/law_of_cosines",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (angle between skew lines in a cuboid)",
    variations=["lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class CuboidSkewLinesAngle(SeedProgram):
    levels = Levels(
        standard=dict(cube_share=0.35, cube_edge=IntRange(2, 6), edge=IntRange(1, 6), midpoint_share=0.35,
                      right_angle_keep=0.4, style=OneOf(("prime", "sub", "next"))),
        hard=dict(cube_share=0.15, cube_edge=IntRange(3, 12), edge=IntRange(2, 12), midpoint_share=0.6,
                  right_angle_keep=0.2, style=OneOf(("prime", "sub", "next"))),
        hard_means="mostly cuboids with larger unequal edges, more lines to an edge midpoint, and fewer "
                   "recognisable right angles",
    )

    def sample(self, rng, space):
        if rng.random() < space.cube_share:
            a = b = c = space.cube_edge.draw(rng)
        else:
            a, b, c = (int(v) for v in space.edge.draw(rng, size=3))
        use_mid = bool(rng.random() < space.midpoint_share)
        for _ in attempts("two skew lines, not both edges"):
            segs = []
            for k in range(2):
                if use_mid and k == 1:
                    e = int(rng.integers(0, 12))
                    v = int(rng.choice([i for i in range(8) if i not in CUBOID_EDGES[e]]))
                    segs.append([["v", v], ["m", e]])
                else:
                    i, j = (int(t) for t in rng.choice(8, size=2, replace=False))
                    segs.append([["v", i], ["v", j]])
            u, w = (self._vec(s, a, b, c) for s in segs)
            is_edge = [s[1][0] == "v" and tuple(sorted((s[0][1], s[1][1]))) in
                       {tuple(sorted(e)) for e in CUBOID_EDGES} for s in segs]
            p0 = self._pt(segs[0][0], a, b, c)
            q0 = self._pt(segs[1][0], a, b, c)
            skew = (u.cross(w)).dot(q0 - p0) != 0
            right = u.dot(w) == 0
            if skew and not all(is_edge) and (not right or rng.random() < space.right_angle_keep):
                break
        if rng.random() < 0.5:
            segs = segs[::-1]
        dims = {"a": a} if a == b == c else {"a": a, "b": b, "c": c}   # a cube is stated by its edge alone
        return {**dims, "segs": segs, "style": space.style.draw(rng)}

    # -- exact geometry --------------------------------------------------------------------------
    @staticmethod
    def _pt(spec, a, b, c):
        kind, i = spec
        if kind == "v":
            return sp.Matrix(cuboid_corner(a, b, c, i))
        e = CUBOID_EDGES[i]
        return (sp.Matrix(cuboid_corner(a, b, c, e[0])) + sp.Matrix(cuboid_corner(a, b, c, e[1]))) / 2

    def _vec(self, seg, a, b, c):
        return self._pt(seg[1], a, b, c) - self._pt(seg[0], a, b, c)

    def _labels(self, p):
        bottom, top = solid_vertex_labels(4, p["style"])
        return bottom, top, bottom + top

    def _name(self, p, spec):
        return self._labels(p)[2][spec[1]] if spec[0] == "v" else "M"

    def _seg_name(self, p, seg):
        return self._name(p, seg[0]) + self._name(p, seg[1])

    def _mid_edge(self, p):
        for seg in p["segs"]:
            for spec in seg:
                if spec[0] == "m":
                    lab = self._labels(p)[2]
                    return lab[CUBOID_EDGES[spec[1]][0]] + lab[CUBOID_EDGES[spec[1]][1]]
        return None

    def _givens(self, p):
        bottom, top, _ = self._labels(p)
        name = "".join(bottom) + "-" + "".join(top)
        if "b" not in p:
            head = f"{name} is a cube with edge length {p['a']}"
        else:
            head = (f"{name} is a cuboid with {bottom[0]}{bottom[1]} = {p['a']}, {bottom[0]}{bottom[3]} = "
                    f"{p['b']} and {bottom[0]}{top[0]} = {p['c']}")
        mid = self._mid_edge(p)
        return head + (f", and M is the midpoint of edge {mid}." if mid else ".")

    def question(self, g):
        s1, s2 = (self._seg_name(g, s) for s in g["segs"])
        return f"{self._givens(g)} Find the angle between the skew lines {s1} and {s2}, in degrees."

    def _cos(self, p):
        """Exact cosine of the angle by the direction-vector formula |u·v| / (|u||v|)."""
        u, v = (self._vec(s, p["a"], p.get("b", p["a"]), p.get("c", p["a"])) for s in p["segs"])
        return sp.nsimplify(abs(u.dot(v)) / (u.norm() * v.norm()))

    def answer(self, p):
        return Number(float(sp.deg(sp.acos(self._cos(p))).evalf(30)))

    def verify(self, g):
        # Independent: translate the second segment to start at the first one's start point and
        # apply the law of cosines to the triangle this makes (numerically, from the scene).
        s = self.scene(g)
        (x, y), (z, w) = ([s.xyz(self._name(g, e)) for e in seg] for seg in g["segs"])
        w_star = x + (w - z)
        l1, l2, l3 = np.linalg.norm(y - x), np.linalg.norm(w_star - x), np.linalg.norm(y - w_star)
        theta = math.degrees(math.acos(max(-1.0, min(1.0, (l1 ** 2 + l2 ** 2 - l3 ** 2) / (2 * l1 * l2)))))
        return Number(min(theta, 180.0 - theta))

    def scene(self, g):
        bottom, top, lab = self._labels(g)
        s = Scene()
        s.box(bottom, top, g["a"], g.get("b", g["a"]), g.get("c", g["a"]))
        mid = self._mid_edge(g)
        if mid:
            e = next(spec[1] for seg in g["segs"] for spec in seg if spec[0] == "m")
            s.point("M", s.midpoint(lab[CUBOID_EDGES[e][0]], lab[CUBOID_EDGES[e][1]]))
        names = [(self._name(g, seg[0]), self._name(g, seg[1])) for seg in g["segs"]]
        s.segments = [seg for seg in s.segments if {seg[0], seg[1]} not in [set(n) for n in names]]
        for x, y in names:
            s.segment(x, y, style="auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------
    def _lengths(self, p):
        u, v = (self._vec(s, p["a"], p.get("b", p["a"]), p.get("c", p["a"])) for s in p["segs"])
        return u.norm(), v.norm(), (u - v).norm()

    def subquestions(self, g):
        s1, s2 = (self._seg_name(g, s) for s in g["segs"])
        l1, l2, l3 = self._lengths(g)
        return [
            SubQuestion(f"{self._givens(g)} Find the length of {s1}.", Number(float(l1)),
                        "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"{self._givens(g)} Find the length of {s2}.", Number(float(l2)),
                        "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"A triangle has sides {surd_text(l1)}, {surd_text(l2)} and {surd_text(l3)}. Find the cosine "
                        f"of the angle between the first two sides.",
                        Number(float((l1 ** 2 + l2 ** 2 - l3 ** 2) / (2 * l1 * l2))),
                        "plane_figures/triangles/law_of_cosines"),
        ]

    def description(self, g):
        bottom, top, _ = self._labels(g)
        s1, s2 = (self._seg_name(g, s) for s in g["segs"])
        return (f"{self._givens(g)} The bottom face {''.join(bottom)} is labelled counter-clockwise and the "
                f"top face {''.join(top)} lies directly above it ({top[0]} above {bottom[0]}, and so on). "
                f"Segments {s1} and {s2} are drawn in red.")

    def reasoning(self, p):
        bottom, top, _ = self._labels(p)
        s1, s2 = (self._seg_name(p, s) for s in p["segs"])
        u, v = (self._vec(s, p["a"], p.get("b", p["a"]), p.get("c", p["a"])) for s in p["segs"])
        l1, l2, l3 = self._lengths(p)
        cos = self._cos(p)
        fmt = lambda m: "(" + ", ".join(str(sp.nsimplify(t)) for t in m) + ")"
        return [
            f"Put {bottom[0]} at the origin with {bottom[0]}{bottom[1]}, {bottom[0]}{bottom[3]}, "
            f"{bottom[0]}{top[0]} on the x, y, z axes.",
            f"Direction vectors: {s1} = {fmt(u)}, {s2} = {fmt(v)}.",
            f"Translating {s2} to start where {s1} starts gives a triangle with sides |{s1}| = "
            f"{surd_text(l1)}, |{s2}| = {surd_text(l2)} and third side {surd_text(l3)}.",
            f"By the law of cosines (equivalently |u·v|/(|u||v|)), cos θ = {surd_text(cos)} "
            f"(taking the absolute value, since the angle between lines is at most 90°).",
            f"So θ = arccos({surd_text(cos)}) ≈ {self.answer(p).value:.2f}°.",
        ]
