"""Solid geometry: M is a given point (often the midpoint) of a labelled edge of a cube or cuboid and P moves on another edge;
where must P sit so that the line MP is parallel to a plane through three vertices (a diagonal
section such as A₁BD)? Give the distance of P from the start of its edge (DynaSolidGeo, positional
relationship: a line is parallel to a plane when it is perpendicular to the plane's normal vector).
``answer`` solves MP·n = 0 in exact fractions with n = UV × UW; ``verify`` rebuilds the box in floats
and finds where the signed volumes of the tetrahedra UVWM and UVWP agree (M and P equally far from
the plane on the same side), a bracketed root along the edge."""
from fractions import Fraction
from itertools import combinations

import numpy as np
import sympy as sp
from scipy.optimize import brentq

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_corner, cuboid_labels
from dynaforge.sdk.solid_position import edge_point_text, frac_cross, frac_dot, frac_sub, frac_text
from dynaforge.sdk.solid_relations_more import backward_edge_key, box_dims, masked_box_corners, pick_spread, box_statement, cuboid_edge_axis, on_one_box_face


@seed_program(
    id="cuboid_edge_points_line_parallel_plane", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/positional/line_plane_parallel_criterion", "solid_figures/angles/normal_vector_method",
              "solid_figures/positional/line_plane_relations"],
    source="DynaSolidGeo-style (positional relationship: find the point that makes a line parallel to a plane)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CuboidEdgePointsLineParallelPlane(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 9), cube_share=OneOf((0.3,)), max_den=OneOf((6,))),
        hard=dict(edge=IntRange(3, 12), cube_share=OneOf((0.1,)), max_den=OneOf((30,))),
        hard_means="longer, mostly unequal edges: the normal vector of the plane has three unlike components and "
                   "P's position is a fraction with a larger denominator",
    )

    def sample(self, rng, space):
        """Givens: the box (a cube states one edge a), the label style, M's edge (vertex indices), P's
        edge (P measured from its first vertex) and the plane's three vertices."""
        share, max_den = space.cube_share.draw(rng), space.max_den.draw(rng)
        planes = [list(t) for t in combinations(range(8), 3) if not on_one_box_face(t)]
        for _ in attempts("P strictly inside its edge at a fraction with a small denominator, unique backward"):
            a = space.edge.draw(rng)
            g = {"a": a} if rng.random() < share else {"a": a, "b": space.edge.draw(rng), "c": space.edge.draw(rng)}
            if "b" in g and len({g["a"], g["b"], g["c"]}) < 2:
                continue
            g["style"] = str(rng.choice(["prime", "sub", "digit"]))
            plane = planes[int(rng.integers(len(planes)))]
            ok = []
            for m in CUBOID_EDGES:
                lm = box_dims(g)[cuboid_edge_axis(m)]
                mdist = lm / 2 if lm % 2 == 0 and rng.random() < 0.4 else int(rng.integers(1, lm))
                mdist = int(mdist)
                for e in CUBOID_EDGES:
                    if set(m) & set(e):
                        continue
                    for e2 in (e, e[::-1]):
                        h = dict(g, medge=list(m), edge=list(e2), plane=plane, mdist=mdist)
                        t = self._t(h)
                        if t is not None and 0 < t < 1 and t.denominator <= max_den:
                            ok.append(h)
            if not ok:
                continue
            g = pick_spread(rng, ok, self._length)  # spread the answers: a value first
            if self._back_key(g) is None:
                continue
            return g

    def _lead(self, g, hide=None):
        L = cuboid_labels(g["style"])
        solid = box_statement(L, g, hide)
        m0, m1 = (L[i] for i in g["medge"])
        e0, e1 = (L[i] for i in sorted(g["edge"]))
        U, V, W = (L[i] for i in g["plane"])
        mtext = edge_point_text("M", m0, m1, g["mdist"], box_dims(g)[cuboid_edge_axis(g["medge"])])
        if hide:
            mtext = f"M lies on the edge {m0}{m1} with {m0}M = {g['mdist']}"
        return (f"In {solid}, {mtext} and the point P lies on the edge {e0}{e1}. "
                f"The line MP is parallel to the plane {U}{V}{W}.")

    def question(self, g):
        first = cuboid_labels(g["style"])[g["edge"][0]]
        return f"{self._lead(g)} Find the length {first}P (as a fraction or decimal)."

    # -- answer: the normal vector, exactly ------------------------------------------------------------------
    def _t(self, p):
        """t = e0P/e0e1 from (e0 + t·d − M)·n = 0, n = UV × UW; None when P's edge is parallel to the plane
        or M lies in it (then MP is never a line parallel to the plane)."""
        a, b, c = (Fraction(v) for v in box_dims(p))
        X = [cuboid_corner(a, b, c, i) for i in range(8)]
        U, V, W = (X[i] for i in p["plane"])
        n = frac_cross(frac_sub(V, U), frac_sub(W, U))
        m0, m1 = (X[i] for i in p["medge"])
        k = Fraction(p["mdist"]) / box_dims(p)[cuboid_edge_axis(p["medge"])]
        M = tuple(x + k * (y - x) for x, y in zip(m0, m1))
        e0, e1 = (X[i] for i in p["edge"])
        den = frac_dot(frac_sub(e1, e0), n)
        if den == 0 or frac_dot(frac_sub(M, U), n) == 0:
            return None
        return frac_dot(frac_sub(M, e0), n) / den

    def _length(self, p):
        return self._t(p) * box_dims(p)[cuboid_edge_axis(p["edge"])]

    def answer(self, p):
        return Number(float(self._length(p)))

    # -- verify: equal signed volumes over the plane ---------------------------------------------------------
    def verify(self, g):
        a = float(g["a"])
        b, c = float(g.get("b", a)), float(g.get("c", a))
        vert = lambda i: np.array([a * (i % 4 in (1, 2)), b * (i % 4 in (2, 3)), c * (i >= 4)], dtype=float)
        U, V, W = (vert(i) for i in g["plane"])
        m0, m1 = vert(g["medge"][0]), vert(g["medge"][1])
        M = m0 + g["mdist"] / np.linalg.norm(m1 - m0) * (m1 - m0)
        e0, e1 = vert(g["edge"][0]), vert(g["edge"][1])
        vol = lambda Q: float(np.linalg.det(np.array([V - U, W - U, Q - U])))
        length = float(np.linalg.norm(e1 - e0))
        s = brentq(lambda s: vol(e0 + s / length * (e1 - e0)) - vol(M), 0.0, length, xtol=1e-14)
        return Number(s)

    # -- views -----------------------------------------------------------------------------------------------
    def _pos(self, g):
        a = g["a"]
        b, c = g.get("b", a), g.get("c", a)
        X = [np.array(cuboid_corner(a, b, c, i), dtype=float) for i in range(8)]
        U, V, W = (X[i] for i in g["plane"])
        n = np.cross(V - U, W - U)
        m0, m1 = X[g["medge"][0]], X[g["medge"][1]]
        M = m0 + g["mdist"] / np.linalg.norm(m1 - m0) * (m1 - m0)
        e0, e1 = X[g["edge"][0]], X[g["edge"][1]]
        return float((M - e0) @ n / ((e1 - e0) @ n))

    def scene(self, g):
        L = cuboid_labels(g["style"])
        s = Scene()
        s.box(L[:4], L[4:], *box_dims(g))
        m0, m1 = (L[i] for i in g["medge"])
        s.point("M", s.along(m0, m1, g["mdist"] / float(np.linalg.norm(s.xyz(m1) - s.xyz(m0)))))
        s.point("P", s.along(L[g["edge"][0]], L[g["edge"][1]], self._pos(g)))
        U, V, W = (L[i] for i in g["plane"])
        s.face([U, V, W], color="salmon", opacity=0.35, with_edges=False)
        for x, y in ((U, V), (V, W), (W, U)):
            if not any({x, y} == {p, q} for p, q, _ in s.segments):
                s.segment(x, y, style="auxiliary")
        s.segment("M", "P", style="auxiliary")
        return s

    def description(self, g):
        L = cuboid_labels(g["style"])
        return (f"{self._lead(g)} The box has bottom face {''.join(L[:4])} (counter-clockwise) and top face "
                f"{''.join(L[4:])} with {L[4]} above {L[0]}, and so on; the triangle {''.join(L[i] for i in g['plane'])} "
                f"is shaded and MP is drawn in red.")

    def subquestions(self, g):
        L = cuboid_labels(g["style"])
        a, b, c = (Fraction(v) for v in box_dims(g))
        X = [cuboid_corner(a, b, c, i) for i in range(8)]
        U, V, W = (X[i] for i in g["plane"])
        n = frac_cross(frac_sub(V, U), frac_sub(W, U))
        k = max(abs(x) for x in n)
        cos = float(abs(n[2]) / sp.sqrt(sum(float(x) ** 2 for x in n)))
        return [SubQuestion(f"{self._lead(g)} Put {L[0]} at the origin with {L[0]}{L[1]}, {L[0]}{L[3]}, {L[0]}{L[4]} "
                            f"along the x, y, z axes. For a normal vector n of the plane {''.join(L[i] for i in g['plane'])}, "
                            f"what is |n_z| / |n| (the cosine of the angle between n and the z axis)?",
                            Number(cos), "solid_figures/angles/normal_vector_method"),
                SubQuestion(f"{self._lead(g)} Find {L[g['edge'][0]]}P / {L[g['edge'][0]]}{L[g['edge'][1]]}.",
                            Number(float(self._t(g))), "solid_figures/positional/line_plane_parallel_criterion")]

    def _back_roots(self, g, key):
        x = sp.Symbol("x", positive=True)
        X = masked_box_corners(g, key, x)
        U, V, W = (X[i] for i in g["plane"])
        n = (V - U).cross(W - U)
        m0, m1 = X[g["medge"][0]], X[g["medge"][1]]
        M = m0 + g["mdist"] / sp.sqrt((m1 - m0).dot(m1 - m0)) * (m1 - m0)
        e0, e1 = X[g["edge"][0]], X[g["edge"][1]]
        den = sp.simplify((e1 - e0).dot(n))
        if den == 0:
            return []
        t = (M - e0).dot(n) / den
        length = sp.sqrt((e1 - e0).dot(e1 - e0))
        val = sp.Rational(self._length(g).numerator, self._length(g).denominator)
        roots = sp.solve(sp.Eq(sp.simplify(t * length), val), x)
        return [r for r in roots if r.is_real and r > 0 and 0 < t.subs(x, r) < 1]

    def _back_key(self, g):
        return backward_edge_key(g, self._back_roots, ("a",) if "b" not in g else ("c", "a", "b"))

    def backward(self, g):
        L = cuboid_labels(g["style"])
        key = self._back_key(g)
        return Backward(f"{self._lead(g, hide=key)} Given {L[g['edge'][0]]}P = {frac_text(self._length(g))}, "
                        f"find {key}.", Number(float(self._back_roots(g, key)[0])), key)

    def reasoning(self, p):
        L = cuboid_labels(p["style"])
        a, b, c = (Fraction(v) for v in box_dims(p))
        X = [cuboid_corner(a, b, c, i) for i in range(8)]
        co = lambda v: "(" + ", ".join(frac_text(x) for x in v) + ")"
        U, V, W = (X[i] for i in p["plane"])
        n = frac_cross(frac_sub(V, U), frac_sub(W, U))
        k = Fraction(p["mdist"]) / box_dims(p)[cuboid_edge_axis(p["medge"])]
        M = tuple(x + k * (y - x) for x, y in zip(*(X[i] for i in p["medge"])))
        e0, e1 = p["edge"]
        t = self._t(p)
        names = "".join(L[i] for i in p["plane"])
        return [
            f"Put {L[0]} at the origin with {L[0]}{L[1]}, {L[0]}{L[3]}, {L[0]}{L[4]} along the axes; then "
            f"{', '.join(f'{L[i]} = {co(X[i])}' for i in p['plane'])}, M = {co(M)}, "
            f"{L[e0]} = {co(X[e0])}, {L[e1]} = {co(X[e1])}.",
            f"A normal vector of the plane {names} is n = {L[p['plane'][0]]}{L[p['plane'][1]]} × "
            f"{L[p['plane'][0]]}{L[p['plane'][2]]} = {co(n)}; M is not in the plane (M·n differs from "
            f"{L[p['plane'][0]]}·n).",
            f"A line not in a plane is parallel to it exactly when its direction is perpendicular to the normal: "
            f"with P = {L[e0]} + t·{L[e0]}{L[e1]}, MP·n = 0 is linear in t and gives t = {frac_text(t)}.",
            f"So {L[e0]}P = {frac_text(t)}·{L[e0]}{L[e1]} = {frac_text(self._length(p))}.",
        ]
