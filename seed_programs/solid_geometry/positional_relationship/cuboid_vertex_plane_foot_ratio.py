"""Solid geometry: H is the foot of the perpendicular from a vertex X of a cuboid to the plane through
the three vertices U, V, W joined to X by edges (a corner triangle such as A₁BD); the line UH meets VW
at K. Find VK : KW or UH : HK (DynaSolidGeo, positional relationship: a line
perpendicular to a plane, the foot of the perpendicular located by the normal vector). ``answer``
drops X onto the plane along the exact normal n = UV × UW (Fractions) and intersects UH with VW;
``verify`` finds the closest point of the plane by least squares in the coordinates H = U + α·UV + β·UW
(numpy) and reads the ratio β : α."""
from fractions import Fraction
from itertools import combinations

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import cuboid_corner, cuboid_labels
from dynaforge.sdk.solid_position import frac_cross, frac_dot, frac_sub, frac_text
from dynaforge.sdk.solid_relations_more import backward_edge_key, box_dims, masked_box_corners, pick_spread, box_statement, on_one_box_face


@seed_program(
    id="cuboid_vertex_plane_foot_ratio", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/positional/line_plane_perpendicular_criterion",
              "solid_figures/positional/three_perpendiculars_theorem", "solid_figures/angles/normal_vector_method"],
    source="DynaSolidGeo-style (positional relationship: where the foot of a perpendicular to a plane lies)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CuboidVertexPlaneFootRatio(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 9), max_den=OneOf((20,)), ask=OneOf(("VK", "UH"))),
        hard=dict(edge=IntRange(2, 9), max_den=OneOf((60,)), ask=OneOf(("VK", "UH"), p=[0.4, 0.6])),
        hard_means="mostly the ratio UH : HK along the altitude (the foot K of the corner on the side first, then the "
                   "foot H in the right triangle over UK), with ratios of larger denominator",
    )

    def sample(self, rng, space):
        """Givens: the cuboid (three unequal edges: a cube's ratio is a bare constant that no edge changes,
        so no cubes), the label style, the vertex X and the plane's
        vertices [U, V, W] (the line UH meets VW)."""
        max_den, ask = space.max_den.draw(rng), space.ask.draw(rng)
        for _ in attempts("a foot strictly inside triangle UVW with a ratio of small denominator"):
            a = space.edge.draw(rng)
            g = {"a": a, "b": space.edge.draw(rng), "c": space.edge.draw(rng), "ask": ask}
            if len({g["a"], g["b"], g["c"]}) < 3:
                continue
            g["style"] = str(rng.choice(["prime", "sub", "digit"]))
            ok = []
            for tri in combinations(range(8), 3):
                if on_one_box_face(tri):
                    continue
                if not self._corner(tri):
                    continue                  # from any other vertex the foot falls outside the triangle
                for x in range(8):
                    if x in tri:
                        continue
                    for k in range(3):
                        h = dict(g, x=x, plane=[tri[k]] + [tri[j] for j in range(3) if j != k])
                        r = self._ratio(h)
                        if r is None or r.denominator > max_den or r == 1:
                            continue
                        other = self._ratio(dict(h, ask="UH" if ask == "VK" else "VK"))
                        if all(Fraction(1, 5) <= q <= 5 for q in (r, other)):   # H and K clear of the vertices
                            ok.append(h)
            if not ok:
                continue
            g = pick_spread(rng, ok, self._ratio)  # spread the answers: a value first
            if self._back_key(g) is None:
                continue
            return g

    @staticmethod
    def _corner(tri):
        """The three vertices are the neighbours of one vertex (a corner triangle such as A₁BD)."""
        bits = lambda i: ((i % 4) in (1, 2), (i % 4) in (2, 3), i >= 4)
        for o in range(8):
            if all(sum(p != q for p, q in zip(bits(o), bits(i))) == 1 for i in tri):
                return True
        return False

    def _lead(self, g, hide=None):
        L = cuboid_labels(g["style"])
        solid = box_statement(L, g, hide)
        U, V, W = (L[i] for i in g["plane"])
        return (f"In {solid}, H is the foot of the perpendicular from {L[g['x']]} to the plane {U}{V}{W}, and the "
                f"line {U}H meets {V}{W} at K.")

    def _asked(self, g):
        """The two segments of the asked ratio: VK : KW on the side, or UH : HK on the line UK."""
        L = cuboid_labels(g["style"])
        U, V, W = (L[i] for i in g["plane"])
        return (f"{V}K", f"K{W}") if g["ask"] == "VK" else (f"{U}H", "HK")

    def question(self, g):
        x, y = self._asked(g)
        return f"{self._lead(g)} Find {x} : {y} (give the value of {x}/{y} as a fraction or decimal)."

    # -- answer: exact normal vector, foot, then the intersection with VW -----------------------------------
    def _foot(self, p):
        a, b, c = (Fraction(v) for v in box_dims(p))
        P = [cuboid_corner(a, b, c, i) for i in range(8)]
        U, V, W = (P[i] for i in p["plane"])
        n = frac_cross(frac_sub(V, U), frac_sub(W, U))
        X = P[p["x"]]
        k = frac_dot(frac_sub(X, U), n) / frac_dot(n, n)
        return tuple(x - k * ni for x, ni in zip(X, n)), U, V, W

    def _ratio(self, p):
        """VK/KW, or None when H is not strictly inside triangle UVW. K = V + r·VW lies on line UH: solve
        U + s·UH = V + r·VW in the two coordinates where the system is regular."""
        H, U, V, W = self._foot(p)
        uh, vw, uv = frac_sub(H, U), frac_sub(W, V), frac_sub(V, U)
        for i, j in ((0, 1), (0, 2), (1, 2)):
            det = uh[i] * (-vw[j]) - uh[j] * (-vw[i])
            if det != 0:
                s = (uv[i] * (-vw[j]) - uv[j] * (-vw[i])) / det
                r = (uh[i] * uv[j] - uh[j] * uv[i]) / det
                break
        else:
            return None
        if not (0 < r < 1 and s > 1):                 # K inside VW, H strictly between U and K
            return None
        return r / (1 - r) if p["ask"] == "VK" else 1 / (s - 1)

    def answer(self, p):
        return Number(float(self._ratio(p)))

    # -- verify: closest point of the plane by least squares ---------------------------------------------------
    def verify(self, g):
        a = float(g["a"])
        b, c = float(g.get("b", a)), float(g.get("c", a))
        vert = lambda i: np.array([a * (i % 4 in (1, 2)), b * (i % 4 in (2, 3)), c * (i >= 4)], dtype=float)
        U, V, W = (vert(i) for i in g["plane"])
        A = np.column_stack([V - U, W - U])
        (alpha, beta), *_ = np.linalg.lstsq(A, vert(g["x"]) - U, rcond=None)
        # H = U + α·UV + β·UW, so the line UH meets VW at K = (α·V + β·W)/(α + β): VK : KW = β : α,
        # and UH = (α + β)·UK: UH : HK = (α + β) : (1 − α − β)
        return Number(float(beta / alpha if g["ask"] == "VK" else (alpha + beta) / (1 - alpha - beta)))

    # -- views -----------------------------------------------------------------------------------------------
    def scene(self, g):
        L = cuboid_labels(g["style"])
        s = Scene()
        s.box(L[:4], L[4:], *box_dims(g))
        a = float(g["a"])
        X, (U, V, W) = L[g["x"]], (L[i] for i in g["plane"])
        n = np.cross(s.xyz(V) - s.xyz(U), s.xyz(W) - s.xyz(U))
        H = s.xyz(X) - ((s.xyz(X) - s.xyz(U)) @ n) / (n @ n) * n
        s.point("H", H)
        d = H - s.xyz(U)
        vw = s.xyz(W) - s.xyz(V)
        m = np.array([[d[0], -vw[0]], [d[1], -vw[1]], [d[2], -vw[2]]])
        (t, r), *_ = np.linalg.lstsq(m, s.xyz(V) - s.xyz(U), rcond=None)
        s.point("K", s.xyz(V) + r * vw)
        s.face([U, V, W], color="salmon", opacity=0.35, with_edges=False)
        for x, y in ((U, V), (V, W), (W, U)):
            if not any({x, y} == {p, q} for p, q, _ in s.segments):
                s.segment(x, y, style="auxiliary")
        s.segment(X, "H", style="auxiliary")
        s.segment(U, "K", style="auxiliary")
        return s

    def description(self, g):
        L = cuboid_labels(g["style"])
        return (f"{self._lead(g)} The box has bottom face {''.join(L[:4])} (counter-clockwise) and top face "
                f"{''.join(L[4:])} with {L[4]} above {L[0]}, and so on; the triangle {''.join(L[i] for i in g['plane'])} "
                f"is shaded, and {L[g['x']]}H and {L[g['plane'][0]]}K are drawn in red.")

    def subquestions(self, g):
        H, U, V, W = self._foot(g)
        a, b, c = (Fraction(v) for v in box_dims(g))
        X = cuboid_corner(a, b, c, g["x"])
        d = float(np.linalg.norm(np.array([float(x - h) for x, h in zip(X, H)])))
        L = cuboid_labels(g["style"])
        return [SubQuestion(f"{self._lead(g)} Find the distance {L[g['x']]}H.", Number(d),
                            "solid_figures/distances/point_to_plane_volume_method")]

    def _back_roots(self, g, key):
        x = sp.Symbol("x", positive=True)
        P = masked_box_corners(g, key, x)
        U, V, W = (P[i] for i in g["plane"])
        n = (V - U).cross(W - U)
        X = P[g["x"]]
        H = X - (X - U).dot(n) / n.dot(n) * n
        r = sp.Symbol("r")
        s_ = sp.Symbol("s")
        eqs = list(U + s_ * (H - U) - V - r * (W - V))
        sol = sp.solve(eqs[:2], [r, s_], dict=True) or sp.solve([eqs[0], eqs[2]], [r, s_], dict=True) or \
            sp.solve(eqs[1:], [r, s_], dict=True)
        if not sol:
            return []
        rr, ss = sp.simplify(sol[0][r]), sp.simplify(sol[0][s_])
        val = self._ratio(g)
        expr = rr / (1 - rr) if g["ask"] == "VK" else 1 / (ss - 1)
        roots = sp.solve(sp.Eq(expr, sp.Rational(val.numerator, val.denominator)), x)
        return [q for q in roots if q.is_real and q > 0 and 0 < rr.subs(x, q) < 1]

    def _back_key(self, g):
        if "b" not in g:
            return None
        return backward_edge_key(g, self._back_roots, ("c", "a", "b"))

    def backward(self, g):
        L = cuboid_labels(g["style"])
        key = self._back_key(g)
        x, y = self._asked(g)
        return Backward(f"{self._lead(g, hide=key)} Given {x} : {y} = {frac_text(self._ratio(g))}, find {key}.",
                        Number(float(self._back_roots(g, key)[0])), key)

    def reasoning(self, p):
        L = cuboid_labels(p["style"])
        H, U, V, W = self._foot(p)
        a, b, c = (Fraction(v) for v in box_dims(p))
        co = lambda v: "(" + ", ".join(frac_text(x) for x in v) + ")"
        n = frac_cross(frac_sub(V, U), frac_sub(W, U))
        names = [L[i] for i in p["plane"]]
        r = self._ratio(p)
        steps = [
            f"Put {L[0]} at the origin with {L[0]}{L[1]}, {L[0]}{L[3]}, {L[0]}{L[4]} along the axes: "
            f"{names[0]} = {co(U)}, {names[1]} = {co(V)}, {names[2]} = {co(W)}, "
            f"{L[p['x']]} = {co(cuboid_corner(a, b, c, p['x']))}.",
            f"A normal vector of the plane {''.join(names)} is n = {names[0]}{names[1]} × {names[0]}{names[2]} = {co(n)}; "
            f"{L[p['x']]}H is parallel to n, so H = {L[p['x']]} − k·n with k chosen to put H in the plane: H = {co(H)}.",
        ]
        q = self._ratio(dict(p, ask="VK"))
        K = tuple(v + q / (1 + q) * (w - v) for v, w in zip(V, W))
        steps.append(f"The line {names[0]}H meets {names[1]}{names[2]} at K = {names[1]} + r·{names[1]}{names[2]}; solving "
                     f"{names[0]} + s·{names[0]}H = {names[1]} + r·{names[1]}{names[2]} gives r = {frac_text(q / (1 + q))}, "
                     f"K = {co(K)}.")
        if p["ask"] == "VK":
            steps.append(f"So {names[1]}K : K{names[2]} = {frac_text(q / (1 + q))} : {frac_text(1 / (1 + q))} = {frac_text(r)}.")
        else:
            steps.append(f"H lies on {names[0]}K with {names[0]}H : HK = {frac_text(r)} (compare the coordinates of "
                         f"{names[0]}, H and K).")
        if self._corner(p["plane"]):
            steps.append(f"Check: {L[p['x']]} is the corner whose three edges end at {''.join(names)}; the foot of the "
                         f"perpendicular from such a corner is the orthocentre of the triangle (three perpendiculars).")
        return steps
