"""Solid geometry (dynamic point, locus): P moves in a face of a cube or cuboid (boundary included) so that
the line XP stays perpendicular to a fixed line YZ (X, Y, Z vertices). P sweeps the segment in which the
plane through X perpendicular to YZ meets the face; find the length of P's path, or the least value of XP.
``answer`` intersects that plane with the four sides of the face in exact fractions; ``verify`` finds the
two ends of the path as the extreme points of a linear program over the face (scipy) and minimises XP
along it numerically."""
from fractions import Fraction
from itertools import combinations

import numpy as np
import sympy as sp
from scipy.optimize import linprog

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_corner, cuboid_labels, cuboid_text, restyle_segment, surd_text
from dynaforge.sdk.solid_length_moving import value_text
from dynaforge.sdk.solid_position import BOX_FACES

ASKS = ("length", "least")
EDGES = {tuple(sorted(e)) for e in CUBOID_EDGES}


@seed_program(
    id="cuboid_face_perpendicular_locus", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/positional/line_plane_perpendicular_criterion", "solid_figures/moving_points/extremum_at_perpendicular_foot"],
    source="DynaSolidGeo-style (dynamic point: locus in a face of a line perpendicular to a fixed line)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CuboidFacePerpendicularLocus(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 10), cube_share=0.6, ask=OneOf(ASKS, p=[0.8, 0.2]),
                      style=OneOf(("prime", "sub", "digit"))),
        hard=dict(edge=IntRange(3, 15), cube_share=0.15, ask=OneOf(ASKS, p=[0.5, 0.5]),
                  style=OneOf(("prime", "sub", "digit"))),
        hard_means="mostly cuboids with unequal edges (the path is no familiar face diagonal, its ends are cut "
                   "from the sides at fractions) and half the time the least XP along the path (a perpendicular "
                   "foot on the path, or its nearer end)",
    )

    def sample(self, rng, space):
        cube = rng.random() < space.cube_share
        style = space.style.draw(rng)
        ask = space.ask.draw(rng)
        pairs = list(combinations(range(8), 2))
        for _ in attempts("a path through the inside of the face that is not one of its edges"):
            dims = [int(space.edge.draw(rng))] * 3 if cube else [int(v) for v in space.edge.draw(rng, size=3)]
            if max(dims) > 2.5 * min(dims):
                continue
            face = int(rng.integers(0, 6))
            x = int(rng.integers(0, 8))
            y, z = pairs[int(rng.integers(0, len(pairs)))]
            if tuple(sorted((y, z))) in EDGES and rng.random() < 0.7:
                continue                                   # mostly diagonals as the fixed line
            g = {"a": dims[0], "b": dims[1], "c": dims[2], "face": face, "X": x, "line": [y, z], "ask": ask,
                 "style": style}
            ends = self._ends(g)
            if ends is None:
                continue
            p, q = ends
            corners = [np.array(cuboid_corner(*dims, i), dtype=float) for i in BOX_FACES[face]]
            mid = (p + q) / 2
            on_side = any(np.linalg.norm(np.cross(corners[(i + 1) % 4] - corners[i], mid - corners[i])) < 1e-9
                          for i in range(4))
            if on_side or x in BOX_FACES[face] and ask == "least":
                continue
            if cube:
                g = {k: v for k, v in g.items() if k not in ("b", "c")}
            return g

    def _ends(self, g):
        """Sampling only: the two ends of the path (floats), or None if it is not a proper segment."""
        a, b, c = g["a"], g.get("b", g["a"]), g.get("c", g["a"])
        V = [np.array(cuboid_corner(a, b, c, i), dtype=float) for i in range(8)]
        w = V[g["line"][1]] - V[g["line"][0]]
        off = float(w @ V[g["X"]])
        F = [V[i] for i in BOX_FACES[g["face"]]]
        pts = []
        for i in range(4):
            p, q = F[i], F[(i + 1) % 4]
            sp_, sq = w @ p - off, w @ q - off
            if abs(sp_) < 1e-12 and abs(sq) < 1e-12:
                return None
            if sp_ * sq <= 0 and abs(sp_ - sq) > 1e-12:
                r = p + sp_ / (sp_ - sq) * (q - p)
                if all(np.linalg.norm(r - s) > 1e-9 for s in pts):
                    pts.append(r)
        if len(pts) != 2 or np.linalg.norm(pts[0] - pts[1]) < 1e-6:
            return None
        return pts

    # -- text -------------------------------------------------------------------------------------------
    def _n(self, g):
        L = cuboid_labels(g["style"])
        return L, "".join(L[i] for i in BOX_FACES[g["face"]]), L[g["X"]], L[g["line"][0]], L[g["line"][1]]

    def _head(self, g):
        L, F, X, Y, Z = self._n(g)
        name, givens = cuboid_text(L, g["a"], g.get("b", g["a"]), g.get("c", g["a"]), cube="b" not in g)
        intro = f"The {name} has {givens}" if "b" not in g else f"In the {name}, {givens}"
        return f"{intro}. A point P moves in the face {F} (boundary included) so that {X}P ⊥ {Y}{Z}"

    def question(self, g):
        L, F, X, Y, Z = self._n(g)
        ask = "the length of the path of P" if g["ask"] == "length" else f"the least value of {X}P"
        return f"{self._head(g)}. Find {ask} (exact, or rounded to two decimal places)."

    def description(self, g):
        L, F, X, Y, Z = self._n(g)
        return (f"{self._head(g)}. The box has {L[4]} above {L[0]}, {L[5]} above {L[1]}, {L[6]} above {L[2]} and "
                f"{L[7]} above {L[3]}; the face {F} is shaded, {Y}{Z} and {X}P (P at one point of the path) are "
                f"drawn in red.")

    # -- answer: exact plane ∩ face ------------------------------------------------------------------------
    def _exact_ends(self, p):
        a, b, c = (Fraction(p.get(k, p["a"])) for k in ("a", "b", "c"))
        V = [tuple(Fraction(v) for v in cuboid_corner(a, b, c, i)) for i in range(8)]
        w = tuple(s - r for s, r in zip(V[p["line"][1]], V[p["line"][0]]))
        dot = lambda u: sum(x * y for x, y in zip(u, w))
        off = dot(V[p["X"]])
        F = [V[i] for i in BOX_FACES[p["face"]]]
        pts = []
        for i in range(4):
            u, v = F[i], F[(i + 1) % 4]
            su, sv = dot(u) - off, dot(v) - off
            if su * sv <= 0 and su != sv:
                t = su / (su - sv)
                r = tuple(x + t * (y - x) for x, y in zip(u, v))
                if r not in pts:
                    pts.append(r)
        return pts, V

    def _exact(self, p):
        (P, Q), V = self._exact_ends(p)
        length = sp.sqrt(sp.Rational(sum((x - y) ** 2 for x, y in zip(P, Q))))
        X = V[p["X"]]
        d = [y - x for x, y in zip(P, Q)]
        t = sum((x - s) * e for x, s, e in zip(X, P, d)) / sum(e * e for e in d)
        t = min(max(t, Fraction(0)), Fraction(1))
        foot = [s + t * e for s, e in zip(P, d)]
        least = sp.sqrt(sp.Rational(sum((x - f) ** 2 for x, f in zip(X, foot))))
        return (length if p["ask"] == "length" else least), length, least, t

    def answer(self, p):
        return Number(float(self._exact(p)[0]))

    # -- verify: linear programs over the face -----------------------------------------------------------------
    def verify(self, g):
        a, b, c = float(g["a"]), float(g.get("b", g["a"])), float(g.get("c", g["a"]))
        box = [np.array([a * (i % 4 in (1, 2)), b * (i % 4 in (2, 3)), c * (i >= 4)]) for i in range(8)]
        F = [box[i] for i in BOX_FACES[g["face"]]]
        O, e1, e2 = F[0], F[1] - F[0], F[3] - F[0]            # P = O + s·e1 + t·e2, 0 ≤ s, t ≤ 1
        w = box[g["line"][1]] - box[g["line"][0]]
        X = box[g["X"]]
        A_eq = np.array([[e1 @ w, e2 @ w]])
        b_eq = np.array([(X - O) @ w])
        direction = np.cross(np.cross(e1, e2), w)
        cost = np.array([e1 @ direction, e2 @ direction])
        ends = []
        for sign in (1, -1):
            res = linprog(sign * cost, A_eq=A_eq, b_eq=b_eq, bounds=[(0, 1), (0, 1)], method="highs")
            if not res.success:
                raise AssertionError("the path is empty")
            ends.append(O + res.x[0] * e1 + res.x[1] * e2)
        if g["ask"] == "length":
            return Number(float(np.linalg.norm(ends[0] - ends[1])))
        ts = np.linspace(0, 1, 200001)
        pts = ends[0][None, :] + ts[:, None] * (ends[1] - ends[0])[None, :]
        return Number(float(np.min(np.linalg.norm(pts - X[None, :], axis=1))))

    def scene(self, g):
        L, F, X, Y, Z = self._n(g)
        s = Scene()
        s.box(L[:4], L[4:], g["a"], g.get("b", g["a"]), g.get("c", g["a"]))
        s.face([L[i] for i in BOX_FACES[g["face"]]], color="#fde68a", opacity=0.45, with_edges=False)
        (Pe, Qe), _ = self._exact_ends(g)
        s.point("_p0", [float(v) for v in Pe], show_label=False, dot=False)
        s.point("_p1", [float(v) for v in Qe], show_label=False, dot=False)
        s.segment("_p0", "_p1", style="auxiliary")
        s.point("P", [float(u + 0.35 * (v - u)) for u, v in zip(Pe, Qe)])
        restyle_segment(s, Y, Z, "auxiliary")
        s.segment(X, "P", style="auxiliary")
        return s

    # -- views --------------------------------------------------------------------------------------------------
    def subquestions(self, g):
        L, F, X, Y, Z = self._n(g)
        value, length, least, t = self._exact(g)
        return [SubQuestion(f"{self._head(g)}. The path of P is a segment: the plane through {X} perpendicular to "
                            f"{Y}{Z} cuts the face in it. Find its length (exact, or rounded to two decimal places).",
                            Number(float(length)), "solid_figures/positional/line_plane_perpendicular_criterion")]

    def backward(self, g):
        L, F, X, Y, Z = self._n(g)
        value, *_ = self._exact(g)
        if "b" in g:
            unit = self._exact({**g, "a": 1, "b": Fraction(g["b"], g["a"]), "c": Fraction(g["c"], g["a"])})[0]
            box = (f"a cuboid {''.join(L[:4])}-{''.join(L[4:])} with {L[0]}{L[1]} : {L[1]}{L[2]} : {L[0]}{L[4]} = "
                   f"{g['a']} : {g['b']} : {g['c']}")
            find = f"{L[0]}{L[1]}"
        else:
            unit = self._exact({**g, "a": 1})[0]
            box, find = f"a cube {''.join(L[:4])}-{''.join(L[4:])}", "the edge length of the cube"
        ask = "the length of the path of P" if g["ask"] == "length" else f"the least value of {X}P"
        return Backward(f"In {box}, a point P moves in the face {F} (boundary included) so that {X}P ⊥ {Y}{Z}. "
                        f"{ask[0].upper()}{ask[1:]} is {value_text(value)}. Find {find}.",
                        Number(float(value / unit)), "a")

    def reasoning(self, p):
        L, F, X, Y, Z = self._n(p)
        value, length, least, t = self._exact(p)
        (P0, P1), V = self._exact_ends(p)
        show = lambda q: "(" + ", ".join(str(v) for v in q) + ")"
        steps = [
            f"{X}P ⊥ {Y}{Z} means P lies in the plane through {X} perpendicular to {Y}{Z}; in the face {F} that plane "
            f"leaves a segment, the path of P.",
            f"Coordinates with {L[0]} at the origin: the plane is ({Y}{Z})·(P − {X}) = 0; it meets the sides of the "
            f"face at {show(P0)} and {show(P1)}.",
            f"The path has length {surd_text(length)} ≈ {float(length):.4f}.",
        ]
        if p["ask"] == "least":
            steps.append(f"{X}P is least at the foot of the perpendicular from {X} to the path (parameter "
                         f"{t} along it, clamped to the segment): {surd_text(least)} ≈ {float(least):.4f}.")
        return steps
