"""Solid geometry: P moves on a labelled edge of a cube or cuboid; where must P sit so that the line
through a fixed vertex X and P is perpendicular to a given line (a face or space diagonal)? Give the
distance of P from the start of its edge (DynaSolidGeo, positional relationship: perpendicular lines
in space, dot product zero). ``answer`` solves the linear condition XP·UV = 0 in exact fractions;
``verify`` rebuilds the box in floats and finds the root of the dot product along the edge (brentq)."""
from fractions import Fraction
from itertools import combinations

import numpy as np
import sympy as sp
from scipy.optimize import brentq

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_corner, cuboid_labels, restyle_segment
from dynaforge.sdk.solid_position import frac_text
from dynaforge.sdk.solid_relations_more import backward_edge_key, box_dims, masked_box_corners, pick_spread, box_statement, cuboid_edge_axis


@seed_program(
    id="cuboid_edge_point_perpendicular_line", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/positional/line_line_relations", "solid_figures/angles/normal_vector_method",
              "solid_figures/positional/skew_lines"],
    source="DynaSolidGeo-style (positional relationship: a point on an edge making two lines perpendicular)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CuboidEdgePointPerpendicularLine(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 9), cube_share=OneOf((0.25,)), target=OneOf(("face", "space"), p=[0.5, 0.5]),
                      max_den=OneOf((10,))),
        hard=dict(edge=IntRange(3, 12), cube_share=OneOf((0.1,)), target=OneOf(("face", "space"), p=[0.3, 0.7]),
                  max_den=OneOf((40,))),
        hard_means="longer, mostly unequal edges and mostly a space diagonal as the fixed line, so all three "
                   "coordinates enter the dot product and the position is a fraction with a larger denominator",
    )

    def sample(self, rng, space):
        """Givens: the box (a cube states one edge a), the label style, the edge of P (vertex indices, P
        runs from the first), the fixed vertex X and the fixed line UV (vertex indices)."""
        share, kind, max_den = space.cube_share.draw(rng), space.target.draw(rng), space.max_den.draw(rng)
        pairs = [(u, v) for u, v in combinations(range(8), 2) if (u, v) not in CUBOID_EDGES and (v, u) not in CUBOID_EDGES]
        for _ in attempts("P strictly inside its edge at a fraction with a small denominator"):
            a = space.edge.draw(rng)
            g = {"a": a} if rng.random() < share else {"a": a, "b": space.edge.draw(rng), "c": space.edge.draw(rng)}
            if "b" in g and len({g["a"], g["b"], g["c"]}) < 2:
                continue
            g["style"] = str(rng.choice(["prime", "sub", "digit"]))
            lines = [(u, v) for u, v in pairs if ((u % 4 - v % 4) % 4 == 2 and u // 4 != v // 4) == (kind == "space")]
            ok = []
            for e in CUBOID_EDGES:
                for e2 in (e, e[::-1]):
                    for x in range(8):
                        for line in lines:
                            if x in e:
                                continue
                            h = dict(g, edge=list(e2), x=x, line=list(line))
                            t = self._t(h)
                            if t is not None and 0 < t < 1 and t.denominator <= max_den and \
                                    not (x in line and t == Fraction(1, 2)):
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
        e0, e1 = (L[i] for i in sorted(g["edge"]))
        X, U, V = L[g["x"]], L[g["line"][0]], L[g["line"][1]]
        return (f"In {solid}, the point P lies on the edge {e0}{e1}. The line {X}P is perpendicular to the "
                f"line {U}{V}.")

    def question(self, g):
        L = cuboid_labels(g["style"])
        e0 = L[g["edge"][0]]
        return f"{self._lead(g)} Find the length {e0}P (as a fraction or decimal)."

    # -- answer: exact linear condition --------------------------------------------------------------------
    def _t(self, p):
        """t = e0P/e0e1 from (e0 + t·d − X)·w = 0 with d = e1 − e0, w = V − U (exact)."""
        a, b, c = (Fraction(v) for v in box_dims(p))
        P = [cuboid_corner(a, b, c, i) for i in range(8)]
        e0, e1 = P[p["edge"][0]], P[p["edge"][1]]
        X, U, V = P[p["x"]], P[p["line"][0]], P[p["line"][1]]
        w = [vi - ui for ui, vi in zip(U, V)]
        d = [q - o for o, q in zip(e0, e1)]
        den = sum(di * wi for di, wi in zip(d, w))
        if den == 0:
            return None
        return sum((xi - oi) * wi for xi, oi, wi in zip(X, e0, w)) / den

    def _length(self, p):
        return self._t(p) * box_dims(p)[cuboid_edge_axis(p["edge"])]

    def answer(self, p):
        return Number(float(self._length(p)))

    # -- verify: floats, the dot product as a function of the position, a bracketed root ----------------------
    def verify(self, g):
        a = float(g["a"])
        b, c = float(g.get("b", a)), float(g.get("c", a))

        def vert(i):
            return np.array([a if i % 4 in (1, 2) else 0.0, b if i % 4 in (2, 3) else 0.0, c if i >= 4 else 0.0])

        e0, e1 = vert(g["edge"][0]), vert(g["edge"][1])
        X, w = vert(g["x"]), vert(g["line"][1]) - vert(g["line"][0])
        length = float(np.linalg.norm(e1 - e0))
        f = lambda s: float((e0 + s / length * (e1 - e0) - X) @ w)
        s = brentq(f, 0.0, length, xtol=1e-14)
        return Number(s)

    # -- views ---------------------------------------------------------------------------------------------
    def scene(self, g):
        L = cuboid_labels(g["style"])
        a, b, c = box_dims(g)
        s = Scene()
        s.box(L[:4], L[4:], a, b, c)
        e0, e1 = (L[i] for i in g["edge"])
        s.point("P", s.along(e0, e1, self._pos(g)))
        s.segment(L[g["x"]], "P", style="auxiliary")
        restyle_segment(s, L[g["line"][0]], L[g["line"][1]], "auxiliary")
        return s

    def _pos(self, g):
        """Where the figure puts P (the position the question determines, read from the givens)."""
        a = g["a"]
        b, c = g.get("b", a), g.get("c", a)
        pts = [np.array(cuboid_corner(a, b, c, i), dtype=float) for i in range(8)]
        e0, e1 = pts[g["edge"][0]], pts[g["edge"][1]]
        w = pts[g["line"][1]] - pts[g["line"][0]]
        return float((pts[g["x"]] - e0) @ w / ((e1 - e0) @ w))

    def description(self, g):
        L = cuboid_labels(g["style"])
        return (f"{self._lead(g)} The box has bottom face {''.join(L[:4])} (counter-clockwise) and top face "
                f"{''.join(L[4:])} with {L[4]} above {L[0]}, and so on; the segments {L[g['x']]}P and "
                f"{L[g['line'][0]]}{L[g['line'][1]]} are drawn in red.")

    def subquestions(self, g):
        L = cuboid_labels(g["style"])
        a, b, c = box_dims(g)
        U, V = g["line"]
        w = [q - o for o, q in zip(cuboid_corner(a, b, c, U), cuboid_corner(a, b, c, V))]
        return [SubQuestion(f"{self._lead(g)} Put {L[0]} at the origin with {L[0]}{L[1]}, {L[0]}{L[3]}, "
                            f"{L[0]}{L[4]} along the x, y, z axes. What is the z-coordinate of the vector "
                            f"{L[U]}{L[V]}?", Number(float(w[2])), "solid_figures/angles/normal_vector_method"),
                SubQuestion(f"{self._lead(g)} Find {L[g['edge'][0]]}P / {L[g['edge'][0]]}{L[g['edge'][1]]}.",
                            Number(float(self._t(g))), "solid_figures/positional/line_line_relations")]

    def _back_roots(self, g, key):
        """Positive values of the masked length that give the same e0P (sympy: e0P is rational in it)."""
        x = sp.Symbol("x", positive=True)
        P = masked_box_corners(g, key, x)
        e0, e1 = P[g["edge"][0]], P[g["edge"][1]]
        w = P[g["line"][1]] - P[g["line"][0]]
        den = (e1 - e0).dot(w)
        if den == 0:
            return []
        t = (P[g["x"]] - e0).dot(w) / den
        length = sp.sqrt((e1 - e0).dot(e1 - e0))
        val = sp.Rational(self._length(g).numerator, self._length(g).denominator)
        roots = sp.solve(sp.Eq(sp.simplify(t * length), val), x)
        return [r for r in roots if r.is_real and r > 0 and 0 < t.subs(x, r) < 1]

    def _back_key(self, g):
        """The first length whose masking leaves exactly one solution (None: no clean backward)."""
        return backward_edge_key(g, self._back_roots, ("a",) if "b" not in g else ("c", "a", "b"))

    def backward(self, g):
        L = cuboid_labels(g["style"])
        key = self._back_key(g)
        val = self._length(g)
        return Backward(f"{self._lead(g, hide=key)} Given {L[g['edge'][0]]}P = {frac_text(val)}, find {key}.",
                        Number(float(self._back_roots(g, key)[0])), key)

    def reasoning(self, p):
        L = cuboid_labels(p["style"])
        a, b, c = box_dims(p)
        e0, e1 = p["edge"]
        X, (U, V) = p["x"], p["line"]
        co = lambda i: "(" + ", ".join(str(v) for v in cuboid_corner(a, b, c, i)) + ")"
        t = self._t(p)
        return [
            f"Put {L[0]} at the origin with {L[0]}{L[1]}, {L[0]}{L[3]}, {L[0]}{L[4]} along the axes: "
            f"{L[e0]} = {co(e0)}, {L[e1]} = {co(e1)}, {L[X]} = {co(X)}, {L[U]} = {co(U)}, {L[V]} = {co(V)}.",
            f"Write P = {L[e0]} + t·{L[e0]}{L[e1]} (0 ≤ t ≤ 1). Two lines are perpendicular exactly when their "
            f"direction vectors have dot product 0: {L[X]}P·{L[U]}{L[V]} = 0.",
            f"This is linear in t and gives t = {frac_text(t)}, inside the edge.",
            f"So {L[e0]}P = {frac_text(t)}·{L[e0]}{L[e1]} = {frac_text(self._length(p))}.",
        ]
