"""Solid geometry (dynamic points): P moves on a space diagonal of a cuboid and Q on an edge skew to
it; find the minimum of PQ or where P sits when PQ is minimal (projection along the edge)."""
import numpy as np

from dynaforge.sdk import (Backward, FloatRange, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion,
                           attempts, seed_program)
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import solid_vertex_labels

ROLES = "ABCDEFGH"   # ABCD bottom (A at the origin, AB along x, AD along y), EFGH above
# skew edge -> (its two roles, the two dimensions u, v of the projection, the dimension 'near'
# whose square over u² + v² is the fraction of AG at the foot of the common perpendicular)
EDGES = {
    "BC": ("B", "C", "a", "c", "a"), "EH": ("E", "H", "a", "c", "c"),
    "BF": ("B", "F", "a", "b", "a"), "DH": ("D", "H", "a", "b", "b"),
    "CD": ("C", "D", "b", "c", "b"), "EF": ("E", "F", "b", "c", "c"),
}
OTHER = {frozenset("ac"): "b", frozenset("ab"): "c", frozenset("bc"): "a"}


@seed_program(
    id="cuboid_diagonal_skew_edge_min_distance", topic="solid_geometry",
    category="dynamic_moving_point", level="high_school", difficulty="hard",
    question_type="numeric",
    concepts=["solid_figures/distances/skew_lines",
              "solid_figures/moving_points/projection_along_a_line",
              "plane_figures/triangles/right_triangle_altitude"],
    source="DynaSolidGeo-style (dynamic moving points; minimum distance between moving points on skew segments)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CuboidDiagonalSkewEdgeMinDistance(SeedProgram):
    levels = Levels(
        standard=dict(dim=IntRange(2, 9), edge=OneOf(tuple(sorted(EDGES))), ask=OneOf(("min", "ap")),
                      style=OneOf(("prime", "digit", "next")), tp=FloatRange(0.3, 0.7), tq=FloatRange(0.3, 0.7)),
        hard=dict(dim=IntRange(5, 19), edge=OneOf(tuple(sorted(EDGES))), ask=OneOf(("min", "ap"), p=[0.35, 0.65]),
                  style=OneOf(("prime", "digit", "next")), tp=FloatRange(0.3, 0.7), tq=FloatRange(0.3, 0.7)),
        hard_means="larger, less friendly edge lengths (5-19) and mostly the position AP of the foot, which needs "
                   "the ratio in the projection and the space diagonal on top of the distance",
    )

    def sample(self, rng, space):
        for _ in attempts("longest edge <= 3 x shortest"):     # no thin slab or needle (crowded labels)
            a, b, c = (float(v) for v in space.dim.draw(rng, size=3))
            if max(a, b, c) <= 3 * min(a, b, c):
                break
        return {
            "a": a, "b": b, "c": c,
            "edge": space.edge.draw(rng),
            "ask": space.ask.draw(rng),
            "style": space.style.draw(rng),
            "tp": float(np.round(space.tp.draw(rng), 3)),
            "tq": float(np.round(space.tq.draw(rng), 3)),
        }

    def _lab(self, p):
        bottom, top = solid_vertex_labels(4, p["style"])
        L = dict(zip(ROLES, bottom + top))
        L["name"] = "".join(bottom) + "-" + "".join(top)
        u, v = EDGES[p["edge"]][:2]
        L["edge"] = L[u] + L[v]
        return L

    def _given(self, p, L, hide=None):
        dims = [("a", f"{L['A']}{L['B']}"), ("b", f"{L['A']}{L['D']}"), ("c", f"{L['A']}{L['E']}")]
        parts = [f"{name} = {fmt(p[k])}" for k, name in dims if k != hide]
        return (f"In the cuboid {L['name']}, " + ", ".join(parts[:-1]) + " and " + parts[-1] + ". "
                f"Point P moves along the space diagonal {L['A']}{L['G']} and point Q moves along "
                f"the edge {L['edge']}.")

    def _target(self, p):
        if p["ask"] == "min":
            return "the minimum value of PQ"
        return "the length {A}P at the moment PQ is shortest"

    def question(self, g):
        L = self._lab(g)
        return self._given(g, L) + f" Find {self._target(g).format(A=L['A'])}."

    def _value(self, p):
        _, _, u, v, near = EDGES[p["edge"]]
        U, V = p[u], p[v]
        if p["ask"] == "min":
            # project along the edge: it becomes a point at distance U (or V) from the image of A,
            # AG becomes the diagonal of a U×V rectangle; distance = altitude of the right triangle
            return float(U * V / np.hypot(U, V))
        frac = p[near] ** 2 / (U * U + V * V)
        return float(frac * np.sqrt(p["a"] ** 2 + p["b"] ** 2 + p["c"] ** 2))

    def answer(self, p):
        return Number(self._value(p))

    def _coords(self, p):
        a, b, c = p["a"], p["b"], p["c"]
        base = {"A": (0, 0, 0), "B": (a, 0, 0), "C": (a, b, 0), "D": (0, b, 0)}
        X = {k: np.array(v, dtype=float) for k, v in base.items()}
        for lo, hi in zip("ABCD", "EFGH"):
            X[hi] = X[lo] + np.array([0, 0, c])
        return X

    def verify(self, g):
        X = self._coords(g)
        e0, e1 = EDGES[g["edge"]][:2]
        A, d1 = X["A"], X["G"] - X["A"]
        Q0, d2 = X[e0], X[e1] - X[e0]
        # common perpendicular: (A + s d1 − Q0 − t d2) ⊥ d1, d2  (normal equations)
        M = np.array([[d1 @ d1, -(d1 @ d2)], [d1 @ d2, -(d2 @ d2)]])
        rhs = np.array([(Q0 - A) @ d1, (Q0 - A) @ d2])
        s, t = np.linalg.solve(M, rhs)
        if not (0 < s < 1 and 0 < t < 1):
            raise AssertionError("the common perpendicular's feet are not inside the segments")
        P, Q = A + s * d1, Q0 + t * d2
        if g["ask"] == "min":
            return Number(float(np.linalg.norm(P - Q)))
        return Number(float(np.linalg.norm(P - A)))

    def scene(self, g):
        L, X = self._lab(g), self._coords(g)
        s = Scene()
        for r in ROLES:
            s.point(L[r], X[r])
        bottom, top = [L[r] for r in "ABCD"], [L[r] for r in "EFGH"]
        s.face(bottom)
        s.face(top)
        for i in range(4):
            j = (i + 1) % 4
            s.face([bottom[i], bottom[j], top[j], top[i]])
        e0, e1 = EDGES[g["edge"]][:2]
        s.point("P", s.along(L["A"], L["G"], g["tp"]))
        s.point("Q", s.along(L[e0], L[e1], g["tq"]))
        s.segment(L["A"], "P", style="auxiliary")
        s.segment("P", L["G"], style="auxiliary")
        s.segment("P", "Q", style="auxiliary")
        return s

    def subquestions(self, g):
        L = self._lab(g)
        _, _, u, v, near = EDGES[g["edge"]]
        U, V = g[u], g[v]
        d = float(U * V / np.hypot(U, V))
        subs = [
            SubQuestion(f"Project the cuboid {L['name']} along the direction of {L['edge']} onto a plane "
                        f"perpendicular to it. {L['A']}{L['G']} becomes the diagonal of a rectangle "
                        f"with sides {fmt(U)} and {fmt(V)}. Find the length of that diagonal.",
                        Number(float(np.hypot(U, V))), "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"The edge {L['edge']} projects to a corner of that {fmt(U)} × {fmt(V)} rectangle "
                        f"not on the diagonal. Find the distance from that corner to the diagonal.",
                        Number(d), "plane_figures/triangles/right_triangle_altitude"),
        ]
        if g["ask"] == "ap":
            subs.append(SubQuestion(
                f"The foot of that perpendicular divides the projected diagonal in the ratio "
                f"{fmt(g[near] ** 2)} : {fmt(U * U + V * V - g[near] ** 2)} from the image of "
                f"{L['A']}, and projection keeps ratios along {L['A']}{L['G']}. With {L['A']}{L['G']} = "
                f"√{fmt(g['a'] ** 2 + g['b'] ** 2 + g['c'] ** 2)}, find {L['A']}P.",
                Number(self._value(g)), "solid_figures/moving_points/projection_along_a_line"))
        return subs

    def backward(self, g):
        L = self._lab(g)
        _, _, u, v, near = EDGES[g["edge"]]
        value = self._value(g)
        w = float(f"{value:.10g}")
        if g["ask"] == "min":
            # w = U·V/√(U² + V²)  ⇒  V = U·w/√(U² − w²)
            hide, known = v, g[u]
            solved = known * w / np.sqrt(known * known - w * w)
        else:
            # w = near²/(U² + V²)·√(a² + b² + c²): solve for the third dimension
            hide = OTHER[frozenset(u + v)]
            diag = w * (g[u] ** 2 + g[v] ** 2) / g[near] ** 2
            solved = np.sqrt(diag * diag - g[u] ** 2 - g[v] ** 2)
        names = {"a": f"{L['A']}{L['B']}", "b": f"{L['A']}{L['D']}", "c": f"{L['A']}{L['E']}"}
        return Backward(self._given(g, L, hide=hide)
                        + f" {self._target(g).format(A=L['A'])[0].upper()}"
                        f"{self._target(g).format(A=L['A'])[1:]} is {value:.10g}. Find {names[hide]}.",
                        Number(float(solved)), hide)

    def description(self, g):
        L = self._lab(g)
        return (f"A cuboid {L['name']} with bottom face {''.join(L[r] for r in 'ABCD')} and top face "
                f"{''.join(L[r] for r in 'EFGH')} ({L['E']} above {L['A']}, and so on); "
                f"{L['A']}{L['B']} = {fmt(g['a'])}, {L['A']}{L['D']} = {fmt(g['b'])}, "
                f"{L['A']}{L['E']} = {fmt(g['c'])}. The space diagonal {L['A']}{L['G']} is drawn with a "
                f"point P on it, and P is joined to a point Q on the edge {L['edge']}.")

    def reasoning(self, p):
        L = self._lab(p)
        _, _, u, v, near = EDGES[p["edge"]]
        U, V = p[u], p[v]
        steps = [
            f"{L['A']}{L['G']} and {L['edge']} are skew, so the minimum of PQ is the length of their "
            f"common perpendicular (whose feet lie inside both segments here).",
            f"Project along {L['edge']} onto a plane perpendicular to it: {L['edge']} becomes a single "
            f"point and {L['A']}{L['G']} becomes the diagonal of a {fmt(U)} × {fmt(V)} rectangle; the "
            f"common perpendicular is parallel to that plane, so it keeps its length.",
            f"The distance from the corner to the diagonal is {fmt(U)}·{fmt(V)}/√({fmt(U)}² + {fmt(V)}²) "
            f"≈ {U * V / np.hypot(U, V):.4f}.",
        ]
        if p["ask"] == "ap":
            diag = np.sqrt(p["a"] ** 2 + p["b"] ** 2 + p["c"] ** 2)
            frac = p[near] ** 2 / (U * U + V * V)
            steps += [
                f"In the projection the foot cuts the diagonal at the fraction {fmt(p[near])}²/"
                f"({fmt(U)}² + {fmt(V)}²) ≈ {frac:.4f} from the image of {L['A']}; projection keeps "
                f"ratios along a line.",
                f"{L['A']}{L['G']} = √({fmt(p['a'])}² + {fmt(p['b'])}² + {fmt(p['c'])}²) ≈ {diag:.4f}, so "
                f"{L['A']}P ≈ {frac:.4f}·{diag:.4f} ≈ {self._value(p):.4f}.",
            ]
        else:
            steps.append(f"So the minimum of PQ is ≈ {self._value(p):.4f}.")
        return steps
