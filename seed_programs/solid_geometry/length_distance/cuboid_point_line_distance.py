"""Solid geometry (length): the distance from a vertex (or an edge midpoint) of a cube or cuboid to a
face diagonal or a space diagonal (DynaSolidGeo, length/distance). ``answer`` works in the triangle
formed by the point and the line's two ends: its sides by Pythagoras, its area by Heron's formula,
the distance as twice the area over the base; ``verify`` projects the point onto the line in
coordinates."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_corner, cuboid_labels, cuboid_text, surd_text
from dynaforge.sdk.solid_metric import exact_root_of_square  # exact side lengths for the views

EDGE_SET = {tuple(sorted(e)) for e in CUBOID_EDGES}


@seed_program(
    id="cuboid_point_line_distance", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/distances/point_to_line_in_space", "plane_figures/triangles/heron_formula",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (distance from a point to a line in a cuboid)",
    variations=["lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class CuboidPointLineDistance(SeedProgram):
    levels = Levels(
        standard=dict(cube_share=0.3, edge=IntRange(1, 8), midpoint_share=0.0, space_share=0.5,
                      style=OneOf(("prime", "digit", "sub"))),
        hard=dict(cube_share=0.1, edge=IntRange(2, 14), midpoint_share=0.7, space_share=0.4,
                  style=OneOf(("prime", "digit", "sub"))),
        hard_means="mostly the distance from an edge midpoint (half-integer coordinates) and larger, unequal "
                   "edges, so the triangle is rarely right-angled and needs Heron's formula",
    )

    def sample(self, rng, space):
        if rng.random() < space.cube_share:
            dims = {"a": max(2, int(space.edge.draw(rng)))}
        else:
            dims = dict(zip("abc", (int(v) for v in space.edge.draw(rng, size=3))))
        want_space = bool(rng.random() < space.space_share)
        use_mid = bool(rng.random() < space.midpoint_share)
        for _ in attempts("a diagonal and a point off it (a vertex or an edge midpoint)"):
            i, j = (int(v) for v in rng.choice(8, size=2, replace=False))
            is_space = self._is_space(i, j)
            if tuple(sorted((i, j))) in EDGE_SET or is_space != want_space:
                continue
            if use_mid:
                e = CUBOID_EDGES[int(rng.integers(0, 12))]
                if i in e or j in e:
                    continue
                point = ["m", list(e)]
            else:
                k = int(rng.integers(0, 8))
                if k in (i, j):
                    continue
                point = ["v", k]
            break
        return {**dims, "line": [i, j], "point": point, "style": space.style.draw(rng)}

    @staticmethod
    def _is_space(i, j):
        """Whether vertices i and j are the two ends of a space diagonal (not on a common face)."""
        return (4 * (i // 4) + (i + 2) % 4 + 4) % 8 == j

    # -- naming --------------------------------------------------------------------------------------
    def _dims(self, p):
        return p["a"], p.get("b", p["a"]), p.get("c", p["a"])

    def _point_name(self, p):
        return "M" if p["point"][0] == "m" else cuboid_labels(p["style"])[p["point"][1]]

    def _line_name(self, p):
        L = cuboid_labels(p["style"])
        return L[p["line"][0]] + L[p["line"][1]]

    def _intro(self, p):
        L = cuboid_labels(p["style"])
        name, givens = cuboid_text(L, *self._dims(p), cube="b" not in p)
        mid = ""
        if p["point"][0] == "m":
            e = p["point"][1]
            mid = f"; M is the midpoint of the edge {L[e[0]]}{L[e[1]]}"
        if "b" not in p:
            return f"The {name} has {givens}{mid}"
        return f"In the {name}, {givens}{mid}"

    # -- protocol --------------------------------------------------------------------------------------
    def question(self, g):
        return (f"{self._intro(g)}. Find the distance from {self._point_name(g)} to the line "
                f"{self._line_name(g)} (exact, or rounded to two decimal places).")

    def answer(self, p):
        a, b, c = (sp.Integer(v) for v in (p["a"], p.get("b", p["a"]), p.get("c", p["a"])))

        def sq(u, v):  # squared distance by Pythagoras on the coordinate differences (box-relative)
            return sum((x - y) ** 2 for x, y in zip(u, v))

        X = [sp.Matrix(cuboid_corner(a, b, c, k)) for k in range(8)]
        if p["point"][0] == "m":
            e = p["point"][1]
            T = (X[e[0]] + X[e[1]]) / 2
        else:
            T = X[p["point"][1]]
        P, Q = X[p["line"][0]], X[p["line"][1]]
        x2, y2, z2 = sq(T, P), sq(T, Q), sq(P, Q)        # squared sides of triangle T P Q
        area16 = 4 * x2 * y2 - (x2 + y2 - z2) ** 2        # Heron: 16·S²
        d = sp.sqrt(area16 / 4) / sp.sqrt(z2)             # d = 2S / |PQ|
        return Number(float(d))

    def _points(self, g):
        a, b, c = g["a"], g.get("b", g["a"]), g.get("c", g["a"])
        X = {k: np.array(cuboid_corner(a, b, c, k), dtype=float) for k in range(8)}
        if g["point"][0] == "m":
            e = g["point"][1]
            T = (X[e[0]] + X[e[1]]) / 2
        else:
            T = X[g["point"][1]]
        return X, T

    def verify(self, g):
        X, T = self._points(g)
        P, Q = X[g["line"][0]], X[g["line"][1]]
        u = Q - P
        foot = P + ((T - P) @ u) / (u @ u) * u           # orthogonal projection of T onto line PQ
        d = float(np.linalg.norm(T - foot))
        return Number(d)

    def scene(self, g):
        L = cuboid_labels(g["style"])
        a, b, c = g["a"], g.get("b", g["a"]), g.get("c", g["a"])
        s = Scene()
        s.box(L[:4], L[4:], a, b, c)
        i, j = g["line"]
        s.segment(L[i], L[j], style="auxiliary")
        if g["point"][0] == "m":
            _, T = self._points(g)
            s.point("M", T)
        X, T = self._points(g)
        P, Q = X[i], X[j]
        u = Q - P
        t = ((T - P) @ u) / (u @ u)
        if abs(t) > 1e-9 and abs(t - 1) > 1e-9:
            s.point("_foot", P + t * u, show_label=False, dot=False)
            s.segment(self._point_name(g), "_foot", style="auxiliary")
            if t < 0 or t > 1:   # the foot lies on the extension of the diagonal: draw that part too
                s.segment(L[i] if t < 0 else L[j], "_foot", style="hidden")
        return s

    # -- views -----------------------------------------------------------------------------------------
    def _sides(self, g):
        X, T = self._points(g)
        P, Q = X[g["line"][0]], X[g["line"][1]]
        return [exact_root_of_square(float(np.linalg.norm(v))) for v in (T - P, T - Q, Q - P)]

    def subquestions(self, g):
        L = cuboid_labels(g["style"])
        Tn = self._point_name(g)
        Pn, Qn = L[g["line"][0]], L[g["line"][1]]
        tp, tq, pq = self._sides(g)
        area = sp.radsimp(sp.sqrt(sp.expand(4 * tp ** 2 * tq ** 2 - (tp ** 2 + tq ** 2 - pq ** 2) ** 2) / 16))
        return [
            SubQuestion(f"{self._intro(g)}. Find the length of {Pn}{Qn}. Give the exact value.", Expression(str(pq)), "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"Triangle {Tn}{Pn}{Qn} has sides {Tn}{Pn} = {surd_text(tp)}, {Tn}{Qn} = {surd_text(tq)} and "
                        f"{Pn}{Qn} = {surd_text(pq)}. Find its area. Give the exact value.",
                        Expression(str(area)), "plane_figures/triangles/heron_formula"),
        ]

    def _exact_d(self, g):
        """The distance as an exact number (for the texts of the views)."""
        return sp.radsimp(sp.sqrt(self._d2_with(g, "a", sp.Integer(g["a"]))))

    def _d2_with(self, g, key, value):
        """Squared distance (Heron, as a sympy expression) with the edge ``key`` set to ``value``."""
        e = {"a": sp.Integer(g["a"]), "b": sp.Integer(g.get("b", g["a"])), "c": sp.Integer(g.get("c", g["a"]))}
        e[key] = value
        X = [sp.Matrix(cuboid_corner(e["a"], e["b"], e["c"], k)) for k in range(8)]
        T = ((X[g["point"][1][0]] + X[g["point"][1][1]]) / 2 if g["point"][0] == "m" else X[g["point"][1]])
        P, Q = X[g["line"][0]], X[g["line"][1]]
        x2, y2, z2 = ((T - P).dot(T - P), (T - Q).dot(T - Q), (Q - P).dot(Q - P))
        return (4 * x2 * y2 - (x2 + y2 - z2) ** 2) / (4 * z2)

    def backward(self, g):
        L = cuboid_labels(g["style"])
        d = self._exact_d(g)
        mid = (f"; M is the midpoint of the edge {L[g['point'][1][0]]}{L[g['point'][1][1]]}"
               if g["point"][0] == "m" else "")
        tail = f"the distance from {self._point_name(g)} to the line {self._line_name(g)} is {surd_text(d)}"
        if "b" not in g:
            k = sp.radsimp(d / g["a"])   # the distance scales with the cube
            return Backward(f"In a cube {''.join(L[:4])}-{''.join(L[4:])}{mid}, {tail}. Find the edge length "
                            f"of the cube.", Number(float(d / k)), "a")
        x = sp.Symbol("x", positive=True)
        named = {"a": f"{L[0]}{L[1]}", "b": f"{L[1]}{L[2]}", "c": f"{L[0]}{L[4]}"}
        for key in ("c", "b", "a"):
            num, _ = sp.fraction(sp.together(self._d2_with(g, key, x) - d ** 2))
            roots = [r for r in sp.Poly(num, x).nroots() if abs(sp.im(r)) < 1e-12 and sp.re(r) > 1e-9] \
                if sp.Poly(num, x).degree() > 0 else []
            if len(roots) == 1 and abs(float(sp.re(roots[0])) - g[key]) < 1e-6:
                others = " and ".join(f"{named[k]} = {g[k]}" for k in "abc" if k != key)
                return Backward(f"In the cuboid {''.join(L[:4])}-{''.join(L[4:])}, {others}{mid}, and {tail}. "
                                f"Find {named[key]}.", Number(float(g[key])), key)
        return self._backward_scan(g, L, mid, tail, named)

    def _backward_scan(self, g, L, mid, tail, named):
        """Fallback: several edge lengths fit; state the masked edge's range that makes it unique."""
        x = sp.Symbol("x", positive=True)
        d = self._exact_d(g)
        num, _ = sp.fraction(sp.together(self._d2_with(g, "c", x) - d ** 2))
        roots = sorted(float(sp.re(r)) for r in sp.Poly(num, x).nroots()
                       if abs(sp.im(r)) < 1e-12 and sp.re(r) > 1e-9)
        c = g["c"]
        lower = max([r for r in roots if r < c - 1e-6], default=0.0)
        upper = min([r for r in roots if r > c + 1e-6], default=None)
        lo = int(np.floor(lower)) if lower > 0 else None
        cond = ("" if lo is None else f"{named['c']} > {lo}") + \
               ("" if upper is None else (" and " if lo is not None else "") + f"{named['c']} < {int(np.ceil(upper))}")
        return Backward(f"In the cuboid {''.join(L[:4])}-{''.join(L[4:])}, {named['a']} = {g['a']}, {named['b']} = "
                        f"{g['b']}{mid}, and {tail}. Given {cond}, find {named['c']}.", Number(float(c)), "c")

    def description(self, g):
        L = cuboid_labels(g["style"])
        return (f"{self._intro(g)}: the base {''.join(L[:4])} is a rectangle (in order around it) and "
                f"{''.join(L[4:])} is the top face, with {L[4]} above {L[0]}, {L[5]} above {L[1]}, {L[6]} above "
                f"{L[2]} and {L[7]} above {L[3]}. The line {self._line_name(g)} and the perpendicular from "
                f"{self._point_name(g)} to it are drawn in red.")

    def reasoning(self, p):
        L = cuboid_labels(p["style"])
        Tn = self._point_name(p)
        Pn, Qn = L[p["line"][0]], L[p["line"][1]]
        tp, tq, pq = self._sides(p)
        s16 = sp.expand(4 * tp ** 2 * tq ** 2 - (tp ** 2 + tq ** 2 - pq ** 2) ** 2)
        d = self._exact_d(p)
        return [
            f"Work in triangle {Tn}{Pn}{Qn}. By Pythagoras along the edges of the box: {Tn}{Pn}² = {tp ** 2}, "
            f"{Tn}{Qn}² = {tq ** 2}, {Pn}{Qn}² = {pq ** 2}.",
            f"Heron's formula: 16·S² = 4·{tp ** 2}·{tq ** 2} − ({tp ** 2} + {tq ** 2} − {pq ** 2})² = {s16}, "
            f"so S = {surd_text(sp.radsimp(sp.sqrt(s16) / 4))}.",
            f"The distance is the altitude from {Tn}: d = 2S/{Pn}{Qn} = {surd_text(d)} ≈ {float(d):.4f}.",
        ]
