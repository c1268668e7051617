"""Solid geometry (dynamic point): P moves along an edge or a face diagonal UV of a cube or cuboid; θ is
the angle between the line XP (X a fixed vertex) and a fixed line YZ through two vertices. Find the
smallest or the largest value of θ as P runs over UV (the range of a skew-lines angle). ``answer`` writes
cos²θ as a rational function of t = UP/UV and finds its extremes exactly (critical points and ends, sympy);
``verify`` scans the angle itself along the segment in coordinates and refines (numpy)."""
from itertools import combinations

import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_corner, cuboid_labels, cuboid_text, restyle_segment, surd_text
from dynaforge.sdk.solid_moving import scan_min

EDGES = {tuple(sorted(e)) for e in CUBOID_EDGES}


def _is_space(i, j):
    """Whether cuboid vertices i, j are the ends of a space diagonal."""
    return (4 * (i // 4) + (i + 2) % 4 + 4) % 8 == j


@seed_program(
    id="cuboid_moving_point_line_angle_range", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/angles/skew_lines_angle", "solid_figures/moving_points/distance_as_function"],
    source="DynaSolidGeo-style (dynamic point: range of the angle between a moving line and a fixed line)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CuboidMovingPointLineAngleRange(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(1, 6), cube_share=0.6, diagonal_share=0.5, interior_share=0.3,
                      style=OneOf(("prime", "sub", "digit"))),
        hard=dict(edge=IntRange(2, 9), cube_share=0.2, diagonal_share=1.0, interior_share=0.7,
                  style=OneOf(("prime", "sub", "digit"))),
        hard_means="P always on a face diagonal and mostly the smallest angle strictly inside the segment (the "
                   "critical point of cos²θ, not an end: the largest angle of a non-right range is always at an "
                   "end), mostly in cuboids with unequal edges",
    )

    def sample(self, rng, space):
        cube = rng.random() < space.cube_share
        interior = rng.random() < space.interior_share     # only a smallest angle on a face diagonal can be inside
        diag = interior or rng.random() < space.diagonal_share
        style = space.style.draw(rng)
        pairs = list(combinations(range(8), 2))
        movers = [p for p in pairs if (tuple(sorted(p)) in EDGES) != diag and not _is_space(*p)]
        for _ in attempts("a moving line whose angle with the fixed line really varies, with the asked extreme "
                          "neither 0° nor 90°" + (" and strictly inside the segment" if interior else "")):
            dims = [int(space.edge.draw(rng))] * 3 if cube else [int(v) for v in space.edge.draw(rng, size=3)]
            if max(dims) > 2.5 * min(dims):
                continue
            u, v = movers[int(rng.integers(0, len(movers)))]
            if rng.random() < 0.5:
                u, v = v, u
            x = int(rng.integers(0, 8))
            y, z = pairs[int(rng.integers(0, len(pairs)))]
            if x in (u, v):
                continue
            ask = "min" if interior or rng.random() < 0.5 else "max"
            g = {"a": dims[0], "b": dims[1], "c": dims[2], "mover": [u, v], "X": x, "line": [y, z], "ask": ask,
                 "style": style}
            t, lo, hi, inside = self._probe(g)
            value = lo if ask == "min" else hi
            if hi - lo < 5 or not 2 < value < 88 or (interior and not inside):
                continue
            if cube:
                g = {k: w for k, w in g.items() if k not in ("b", "c")}
            return g

    def _probe(self, g):
        """Sampling only: a coarse scan of θ(t) in degrees: (argument of the asked extreme, min, max, inside)."""
        a, b, c = g["a"], g.get("b", g["a"]), g.get("c", g["a"])
        V = [np.array(cuboid_corner(a, b, c, i), dtype=float) for i in range(8)]
        w = V[g["line"][1]] - V[g["line"][0]]
        ts = np.linspace(0, 1, 401)
        th = []
        for t in ts:
            d = V[g["mover"][0]] + t * (V[g["mover"][1]] - V[g["mover"][0]]) - V[g["X"]]
            th.append(np.degrees(np.arccos(min(1.0, abs(d @ w) / np.linalg.norm(d) / np.linalg.norm(w)))))
        th = np.array(th)
        i = int(np.argmin(th) if g["ask"] == "min" else np.argmax(th))
        return float(ts[i]), float(th.min()), float(th.max()), 3 <= i <= 397

    # -- text ---------------------------------------------------------------------------------------------
    def _n(self, g):
        L = cuboid_labels(g["style"])
        u, v = g["mover"]
        y, z = g["line"]
        return L, L[u], L[v], L[g["X"]], L[y], L[z]

    def _head(self, g, dims=True):
        L, U, V, X, Y, Z = self._n(g)
        name, givens = cuboid_text(L, g["a"], g.get("b", g["a"]), g.get("c", g["a"]), cube="b" not in g)
        intro = (f"The {name} has {givens}" if "b" not in g else f"In the {name}, {givens}")
        kind = "edge" if tuple(sorted(g["mover"])) in EDGES else "face diagonal"
        return (f"{intro}. A point P moves along the {kind} {U}{V} (ends included), and θ is the angle between the "
                f"lines {X}P and {Y}{Z}")

    def question(self, g):
        word = "smallest" if g["ask"] == "min" else "largest"
        return (f"{self._head(g)}. Find the {word} value of θ, in degrees (rounded to one decimal place).")

    def description(self, g):
        L, U, V, X, Y, Z = self._n(g)
        return (f"{self._head(g)}. The box has {L[4]} above {L[0]}, {L[5]} above {L[1]}, {L[6]} above {L[2]} and "
                f"{L[7]} above {L[3]}; the segments {U}{V}, {Y}{Z} and {X}P (P at one position) are drawn in red.")

    # -- answer: exact extremes of cos²θ --------------------------------------------------------------------
    def _cos2(self, p):
        a, b, c = (sp.Integer(p.get(k, p["a"])) for k in ("a", "b", "c"))
        V = [sp.Matrix(cuboid_corner(a, b, c, i)) for i in range(8)]
        t = sp.Symbol("t", real=True)
        d = V[p["mover"][0]] + t * (V[p["mover"][1]] - V[p["mover"][0]]) - V[p["X"]]
        w = V[p["line"][1]] - V[p["line"][0]]
        return sp.cancel(d.dot(w) ** 2 / (d.dot(d) * w.dot(w))), t

    def _extreme(self, p):
        f, t = self._cos2(p)
        num, _ = sp.fraction(sp.together(sp.diff(f, t)))
        cands = [sp.Integer(0), sp.Integer(1)]
        if num.free_symbols:
            cands += [r for r in sp.Poly(sp.expand(num), t).real_roots() if 0 < r < 1]
        vals = [(sp.nsimplify(sp.radsimp(f.subs(t, r))), r) for r in cands]
        # smallest θ ↔ largest cos²θ
        best = max(vals, key=lambda v: float(v[0])) if p["ask"] == "min" else min(vals, key=lambda v: float(v[0]))
        return best

    def answer(self, p):
        c2, _ = self._extreme(p)
        return Number(float(sp.deg(sp.acos(sp.sqrt(c2)))), tolerance=0.005)

    # -- verify: scan the angle ---------------------------------------------------------------------------------
    def verify(self, g):
        a, b, c = float(g["a"]), float(g.get("b", g["a"])), float(g.get("c", g["a"]))
        box = [np.array([a * (i % 4 in (1, 2)), b * (i % 4 in (2, 3)), c * (i >= 4)]) for i in range(8)]
        U, V, X = box[g["mover"][0]], box[g["mover"][1]], box[g["X"]]
        w = box[g["line"][1]] - box[g["line"][0]]

        def theta(t):
            d = U + t * (V - U) - X
            return float(np.degrees(np.arccos(min(1.0, abs(d @ w) / (np.linalg.norm(d) * np.linalg.norm(w))))))

        sign = 1.0 if g["ask"] == "min" else -1.0
        _, best = scan_min(lambda t: sign * theta(t), 0.0, 1.0, samples=20001)
        return Number(sign * best, tolerance=0.005)

    def scene(self, g):
        L, U, V, X, Y, Z = self._n(g)
        s = Scene()
        s.box(L[:4], L[4:], g["a"], g.get("b", g["a"]), g.get("c", g["a"]))
        s.point("P", s.along(U, V, 0.35))
        restyle_segment(s, U, V, "auxiliary")
        restyle_segment(s, Y, Z, "auxiliary")
        s.segment(X, "P", style="auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------------------------
    def subquestions(self, g):
        L, U, V, X, Y, Z = self._n(g)
        f, t = self._cos2(g)
        c0 = sp.nsimplify(sp.radsimp(f.subs(t, 0)))
        return [SubQuestion(f"{self._head(g)}. When P is at {U}, find cos θ (exact, or rounded to three decimal "
                            f"places).", Number(float(sp.sqrt(c0))), "solid_figures/angles/skew_lines_angle")]

    def reasoning(self, p):
        L, U, V, X, Y, Z = self._n(p)
        f, t = self._cos2(p)
        c2, where = self._extreme(p)
        word = "smallest" if p["ask"] == "min" else "largest"
        return [
            f"Coordinates with {L[0]} at the origin: P = {U} + t·({V} − {U}), 0 ≤ t ≤ 1, and the fixed direction "
            f"w = {Z} − {Y}.",
            f"cos²θ = (({X}P)·w)² / (|{X}P|²·|w|²) = {str(sp.factor(f)).replace('**', '^').replace('*', '·')}.",
            f"θ is {word} where cos²θ is {'largest' if p['ask'] == 'min' else 'smallest'}: compare the ends t = 0, 1 "
            f"and the zeros of the derivative inside (0, 1); the extreme is at t = {surd_text(where)}.",
            f"There cos θ = {surd_text(sp.radsimp(sp.sqrt(c2)))}, so θ ≈ {float(sp.deg(sp.acos(sp.sqrt(c2)))):.2f}°.",
        ]
