"""Solid geometry: in a cube or cuboid, X and Y are fixed points (vertices or edge midpoints) and E moves on
an edge; where must E sit so that the plane EXY is perpendicular to a given diagonal plane UVW (such as
A₁BD)? Give the distance of E from the start of its edge (DynaSolidGeo, positional relationship: two planes
are perpendicular when their normal vectors are; Gaokao "is there a point E such that plane ... ⟂ plane
...?"). ``answer`` writes the normal of UVW exactly and solves det(E − X, Y − X, n) = 0, linear in the
position of E (exact fractions); ``verify`` takes the normal of UVW from a singular value decomposition,
builds the plane through X, Y and X + n (it contains the perpendicular to UVW at X) and intersects the edge
line with it (numpy)."""
from fractions import Fraction

import numpy as np
from scipy.optimize import brentq

from dynaforge.sdk import Backward, IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_labels
from dynaforge.sdk.solid_position import box_corner_frac, frac_cross, frac_dot, frac_lerp, frac_plane, frac_sub, frac_text
from dynaforge.sdk.solid_relations_more import box_dims, box_statement, on_one_box_face

MIDS = ("M", "N")


@seed_program(
    id="cuboid_edge_point_perpendicular_planes", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/positional/plane_plane_perpendicular", "solid_figures/angles/normal_vector_method",
              "solid_figures/positional/line_plane_perpendicular_criterion"],
    source="DynaSolidGeo-style (Gaokao: find the point of an edge that makes two planes perpendicular)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class CuboidEdgePointPerpendicularPlanes(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 10), cube_share=1.0, mids=IntRange(1, 2), max_den=6),
        hard=dict(edge=IntRange(2, 9), cube_share=0.2, mids=IntRange(2, 2), max_den=12),
        hard_means="mostly cuboids with unequal edges (the normal of the diagonal plane has three unlike "
                   "components) and both fixed points at edge midpoints, so the position is a fraction with a "
                   "larger denominator",
    )

    def sample(self, rng, space):
        """Givens: the box (``a``, or ``a, b, c``), the label style, the marked midpoints (edges as vertex
        indices), X and Y (vertex indices or midpoint names), the plane UVW (vertex indices) and E's edge."""
        style = str(rng.choice(["sub", "prime", "digit"]))
        planes = [t for t in ((i, j, k) for i in range(8) for j in range(i + 1, 8) for k in range(j + 1, 8))
                  if not on_one_box_face(t)]
        for _ in attempts("a point strictly inside its edge with a small denominator and a proper plane EXY"):
            if rng.random() < space.cube_share:
                g = {"a": int(space.edge.draw(rng))}
            else:
                dims = [int(v) for v in space.edge.draw(rng, size=3)]
                if len(set(dims)) == 1:
                    continue
                g = dict(zip("abc", dims))
            n_mid = int(space.mids.draw(rng))
            mids = [list(CUBOID_EDGES[int(e)]) for e in rng.choice(12, size=n_mid, replace=False)]
            pts = [str(i) for i in range(8)] + list(MIDS[:n_mid])
            xy = list(MIDS[:n_mid]) + [str(v) for v in rng.choice(8, size=2 - n_mid, replace=False)]
            uvw = [int(v) for v in planes[int(rng.integers(len(planes)))]]
            edge = [int(v) for v in CUBOID_EDGES[int(rng.integers(12))]]
            g |= {"style": style, "mids": mids, "xy": xy, "uvw": uvw, "edge": edge, "name": "E"}
            P = self._frac_points(g)
            X, Y = P[xy[0]], P[xy[1]]
            if any(str(v) in xy for v in edge) or any(str(v) in xy for v in uvw):
                continue
            n = frac_plane(*(P[str(v)] for v in uvw))[0]
            p0, p1 = P[str(edge[0])], P[str(edge[1])]
            c0 = frac_dot(frac_cross(frac_sub(p0, X), frac_sub(Y, X)), n)
            c1 = frac_dot(frac_cross(frac_sub(p1, p0), frac_sub(Y, X)), n)
            if c1 == 0:
                continue
            t = -c0 / c1
            if not 0 < t < 1 or t.denominator > space.max_den:
                continue
            if t == Fraction(1, 2) and rng.random() < 0.85:
                continue                                   # not the midpoint every time
            E = frac_lerp(p0, p1, t)
            if frac_cross(frac_sub(E, X), frac_sub(Y, X)) == (0, 0, 0):
                continue
            if "b" in g and self._back_key(g) is None:
                continue                                   # keep an edge that the answer fixes (backward view)
            return g

    @staticmethod
    def _frac_points(g):
        a, b, c = box_dims(g)
        P = {str(i): box_corner_frac(a, b, c, i) for i in range(8)}
        for m, (i, j) in zip(MIDS, g["mids"]):
            P[m] = frac_lerp(P[str(i)], P[str(j)], Fraction(1, 2))
        return P

    def _labels(self, g):
        L = cuboid_labels(g["style"])
        return {str(i): L[i] for i in range(8)} | {m: m for m in MIDS}

    def _lead(self, g, hide=None):
        L = self._labels(g)
        V = cuboid_labels(g["style"])
        box = box_statement(V, g, hide=hide)
        mids = " and ".join(f"{m} is the midpoint of {L[str(i)]}{L[str(j)]}" for m, (i, j) in zip(MIDS, g["mids"]))
        X, Y = (L[k] for k in g["xy"])
        e0, e1 = (L[str(v)] for v in g["edge"])
        U, V_, W = (L[str(v)] for v in g["uvw"])
        return (f"In {box}, {mids}. The point E lies on the edge {e0}{e1} and the plane E{X}{Y} is perpendicular "
                f"to the plane {U}{V_}{W}.")

    def question(self, g):
        L = self._labels(g)
        return f"{self._lead(g)} Find {L[str(g['edge'][0])]}E (as a fraction or a decimal)."

    # -- answer: the triple product, exactly --------------------------------------------------------------------
    def _solve(self, p):
        P = self._frac_points(p)
        X, Y = P[p["xy"][0]], P[p["xy"][1]]
        n = frac_plane(*(P[str(v)] for v in p["uvw"]))[0]
        p0, p1 = P[str(p["edge"][0])], P[str(p["edge"][1])]
        c0 = frac_dot(frac_cross(frac_sub(p0, X), frac_sub(Y, X)), n)
        c1 = frac_dot(frac_cross(frac_sub(p1, p0), frac_sub(Y, X)), n)
        t = -c0 / c1
        length = sum((u - v) ** 2 for u, v in zip(p1, p0))
        return t, n, c0, c1, length

    def _value(self, p):
        t, _, _, _, length = self._solve(p)
        a, b, c = box_dims(p)
        edge_len = {0: a, 1: b, 2: c}[self._axis(p["edge"])]
        return t * edge_len

    @staticmethod
    def _axis(edge):
        i, j = edge
        return 2 if i // 4 != j // 4 else (0 if {i % 4, j % 4} in ({0, 1}, {2, 3}) else 1)

    def answer(self, p):
        return Number(float(self._value(p)))

    # -- verify: the plane through X, Y and X + n, cut with the edge line ------------------------------------------
    def verify(self, g):
        a = float(g["a"])
        b, c = float(g.get("b", a)), float(g.get("c", a))
        corner = lambda i: np.array([[0, 0], [a, 0], [a, b], [0, b]][i % 4] + [c if i >= 4 else 0.0], dtype=float)
        P = {str(i): corner(i) for i in range(8)}
        for m, (i, j) in zip(MIDS, g["mids"]):
            P[m] = (corner(i) + corner(j)) / 2
        Q = np.array([corner(v) for v in g["uvw"]])
        n = np.linalg.svd(Q - Q.mean(axis=0))[2][-1]        # the normal of plane UVW
        X, Y = P[g["xy"][0]], P[g["xy"][1]]
        p0, p1 = corner(g["edge"][0]), corner(g["edge"][1])
        # p0 + t(p1 − p0) = X + α(Y − X) + β·n
        t, _, _ = np.linalg.solve(np.column_stack([p1 - p0, -(Y - X), -n]), X - p0)
        return Number(float(t * np.linalg.norm(p1 - p0)))

    # -- views ----------------------------------------------------------------------------------------------
    def scene(self, g):
        L = self._labels(g)
        V = cuboid_labels(g["style"])
        a, b, c = (float(v) for v in box_dims(g))
        s = Scene()
        s.box(V[:4], V[4:], a, b, c)
        for m, (i, j) in zip(MIDS, g["mids"]):
            s.point(m, s.midpoint(L[str(i)], L[str(j)]))
        t = float(self._solve(g)[0])
        e0, e1 = (L[str(v)] for v in g["edge"])
        s.point("E", s.along(e0, e1, t))
        U = [L[str(v)] for v in g["uvw"]]
        s.face(U, color="salmon", opacity=0.3, with_edges=False)
        for x, y in zip(U, U[1:] + U[:1]):
            if not any({x, y} == {p, q} for p, q, _ in s.segments):
                s.segment(x, y, style="auxiliary")
        T = ["E"] + [L[k] for k in g["xy"]]
        s.face(T, color="gold", opacity=0.4, with_edges=False)
        for x, y in zip(T, T[1:] + T[:1]):
            if not any({x, y} == {p, q} for p, q, _ in s.segments):
                s.segment(x, y, style="auxiliary")
        return s

    def description(self, g):
        V = cuboid_labels(g["style"])
        L = self._labels(g)
        return (f"{self._lead(g)} The figure shows the box with bottom face {''.join(V[:4])} (counter-clockwise) and "
                f"top face {''.join(V[4:])} above it, the plane {''.join(L[str(v)] for v in g['uvw'])} shaded red and "
                f"the triangle E{''.join(L[k] for k in g['xy'])} shaded yellow.")

    def subquestions(self, g):
        L = self._labels(g)
        t, n, c0, c1, _ = self._solve(g)
        e0 = L[str(g["edge"][0])]
        X, Y = (L[k] for k in g["xy"])
        P = self._frac_points(g)
        nx = frac_cross(frac_sub(P[g["xy"][1]], P[g["xy"][0]]), frac_sub(P[str(g["edge"][0])], P[g["xy"][0]]))
        cosv = frac_dot(nx, n)
        norm = np.sqrt(float(frac_dot(nx, nx)) * float(frac_dot(n, n)))
        return [SubQuestion(f"{self._lead(g).split(' The point')[0]} Find the cosine of the angle between the planes "
                            f"{e0}{X}{Y} and {''.join(L[str(v)] for v in g['uvw'])} (to 2 decimal places; the angle "
                            f"between two planes is at most 90°).",
                            Number(abs(float(cosv)) / norm),
                            "solid_figures/angles/normal_vector_method")]

    def _solve_back(self, g, key):
        """The masked edge length that gives the same answer, or None when it is not the only one."""
        v = float(self._value(g))
        f = lambda x: float(self._value({**g, key: Fraction(x).limit_denominator(10 ** 9)})) - v
        xs = np.linspace(0.05, 4.0 * max(box_dims(g)), 161)
        roots = []
        for x0, x1 in zip(xs[:-1], xs[1:]):
            try:
                f0, f1 = f(x0), f(x1)
            except ZeroDivisionError:
                return None
            if f0 == 0 or f0 * f1 < 0:
                roots.append(x0 if f0 == 0 else float(brentq(f, x0, x1, xtol=1e-13)))
        roots = [r for k, r in enumerate(roots) if all(abs(r - q) > 1e-6 for q in roots[:k])]
        return roots[0] if len(roots) == 1 and abs(roots[0] - g[key]) < 1e-6 else None

    def _back_key(self, g):
        if "b" not in g:
            return "a"
        return next((k for k in "abc" if self._solve_back(g, k) is not None), None)

    def backward(self, g):
        L = self._labels(g)
        key = self._back_key(g)
        v = self._value(g)
        x = float(v / self._solve(g)[0]) if key == "a" and "b" not in g else self._solve_back(g, key)
        return Backward(f"{self._lead(g, hide=key)} It is known that {L[str(g['edge'][0])]}E = {frac_text(v)}. "
                        f"Find {key}.", Number(float(x)), key)

    def reasoning(self, p):
        L = self._labels(p)
        P = self._frac_points(p)
        t, n, c0, c1, _ = self._solve(p)
        X, Y = (L[k] for k in p["xy"])
        e0, e1 = (L[str(v)] for v in p["edge"])
        U = "".join(L[str(v)] for v in p["uvw"])
        ft = lambda q: "(" + ", ".join(frac_text(x) for x in q) + ")"
        return [
            f"Coordinates with {L['0']} at the origin and the edges {L['0']}{L['1']}, {L['0']}{L['3']}, {L['0']}{L['4']} "
            f"along the axes: {X} = {ft(P[p['xy'][0]])}, {Y} = {ft(P[p['xy'][1]])}, {e0} = {ft(P[str(p['edge'][0])])}, "
            f"{e1} = {ft(P[str(p['edge'][1])])}.",
            f"A normal of plane {U}: n = {ft(n)}.",
            f"Plane E{X}{Y} ⟂ plane {U} exactly when n lies parallel to plane E{X}{Y}, i.e. (E{X} × {X}{Y})·n = 0 "
            f"(the triple product of {X}E, {X}{Y} and n vanishes).",
            f"With E = {e0} + s·{e0}{e1}: the triple product is {frac_text(c0)} + s·({frac_text(c1)}) = 0, so "
            f"s = {frac_text(t)}.",
            f"{e0}E = s·{e0}{e1} = {frac_text(self._value(p))}.",
        ]
