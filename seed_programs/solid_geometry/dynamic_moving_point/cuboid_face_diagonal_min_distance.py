"""Solid geometry (dynamic point): P moves along a face diagonal of a cube or cuboid; find the least
distance from P to a fixed vertex, to the midpoint M of an edge, or to a fixed line (another face
diagonal or a space diagonal). PX² is a quadratic in P's position, least at its vertex."""
from itertools import combinations

import numpy as np
import sympy as sp

from dynaforge.sdk import (Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk.scene import restyle_segment, surd_text
from dynaforge.sdk.solid_moving import CUBOID_ROLES, cuboid_role_labels, cuboid_role_xyz, scan_min

EDGES = [("A", "B"), ("B", "C"), ("C", "D"), ("D", "A"), ("A1", "B1"), ("B1", "C1"), ("C1", "D1"), ("D1", "A1"),
         ("A", "A1"), ("B", "B1"), ("C", "C1"), ("D", "D1")]
FACES = [("A", "B", "C", "D"), ("A1", "B1", "C1", "D1"), ("A", "B", "B1", "A1"), ("B", "C", "C1", "B1"),
         ("C", "D", "D1", "C1"), ("D", "A", "A1", "D1")]
FACE_DIAGONALS = [(f[0], f[2]) for f in FACES] + [(f[1], f[3]) for f in FACES]
SPACE_DIAGONALS = [("A", "C1"), ("B", "D1"), ("C", "A1"), ("D", "B1")]
KINDS = ("vertex", "midpoint", "line")


def _exact_xyz(a, b, c):
    """Role -> exact sympy coordinates (the answer's own construction)."""
    base = {"A": (0, 0), "B": (a, 0), "C": (a, b), "D": (0, b)}
    out = {}
    for k, (x, y) in base.items():
        out[k] = sp.Matrix([x, y, 0])
        out[k + "1"] = sp.Matrix([x, y, c])
    return out


@seed_program(
    id="cuboid_face_diagonal_min_distance", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/moving_points/distance_as_function",
              "solid_figures/moving_points/extremum_at_perpendicular_foot",
              "solid_figures/distances/skew_lines"],
    source="DynaSolidGeo-style (dynamic point on a face diagonal; least distance to a fixed point or line)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CuboidFaceDiagonalMinDistance(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 8), cube_share=0.5, kind=OneOf(KINDS, p=[0.4, 0.35, 0.25]),
                      style=OneOf(("prime", "digit", "next")), mover=OneOf(("P", "Q"))),
        hard=dict(edge=IntRange(4, 15), cube_share=0.15, kind=OneOf(KINDS, p=[0.15, 0.45, 0.4]),
                  style=OneOf(("prime", "digit", "next")), mover=OneOf(("P", "Q"))),
        hard_means="larger, mostly unequal edges (cuboids, no cube symmetry) and mostly an edge midpoint or a "
                   "skew line as the target, where the least distance is not a plain altitude of a face",
    )

    def sample(self, rng, space):
        X = None
        for _ in attempts("a target whose nearest point of the diagonal lies well inside it"):
            a = int(space.edge.draw(rng))
            if rng.random() < space.cube_share:
                b = c = a
            else:
                b, c = (int(v) for v in space.edge.draw(rng, size=2))
                if max(a, b, c) > 2.5 * min(a, b, c) or a == b == c:
                    continue
            seg = FACE_DIAGONALS[int(rng.integers(len(FACE_DIAGONALS)))]
            kind = space.kind.draw(rng)
            X = cuboid_role_xyz(a, b, c)
            face = next(f for f in FACES if set(seg) <= set(f))
            if kind == "vertex":
                off = [r for r in CUBOID_ROLES if r not in face]     # a vertex off the diagonal's face
                target = off[int(rng.integers(len(off)))]
            elif kind == "midpoint":
                target = list(EDGES[int(rng.integers(len(EDGES)))])
            else:
                lines = [l for l in FACE_DIAGONALS + SPACE_DIAGONALS if not set(l) & set(seg)]
                target = list(lines[int(rng.integers(len(lines)))])
            t = self._argmin_numeric(X, seg, kind, target)
            if kind == "midpoint" and np.allclose(self._face_normal_offset(X, face, (X[target[0]] + X[target[1]]) / 2),
                                                  0):
                continue            # the midpoint in the diagonal's own face: plane geometry only
            if kind == "line" and (self._parallel_or_meet(X, seg, target) or np.isclose(
                    self._face_normal_offset(X, face, X[target[0]]), self._face_normal_offset(X, face, X[target[1]]))):
                continue            # lines in a parallel face are at distance = an edge: no problem left
            if 0.12 < t < 0.88:
                break
        return {"a": a, "b": b, "c": c, "cube": bool(a == b == c), "seg": list(seg), "kind": kind,
                "target": target, "style": space.style.draw(rng), "mover": space.mover.draw(rng)}

    # -- sampling helpers (numeric; not part of the answer) ------------------------------------------
    @staticmethod
    def _face_normal_offset(X, face, x):
        n = np.cross(X[face[1]] - X[face[0]], X[face[3]] - X[face[0]])
        return float((x - X[face[0]]) @ n)

    @staticmethod
    def _parallel_or_meet(X, seg, line):
        d1, d2 = X[seg[1]] - X[seg[0]], X[line[1]] - X[line[0]]
        n = np.cross(d1, d2)
        return np.linalg.norm(n) < 1e-9 or abs((X[line[0]] - X[seg[0]]) @ n) < 1e-9

    @staticmethod
    def _argmin_numeric(X, seg, kind, target):
        P0, P1 = X[seg[0]], X[seg[1]]
        if kind == "line":
            Q0, u = X[target[0]], X[target[1]] - X[target[0]]
            f = lambda t: np.linalg.norm(np.cross(P0 + t * (P1 - P0) - Q0, u))
        else:
            T = X[target] if kind == "vertex" else (X[target[0]] + X[target[1]]) / 2
            f = lambda t: np.linalg.norm(P0 + t * (P1 - P0) - T)
        ts = np.linspace(0, 1, 401)
        return float(ts[int(np.argmin([f(t) for t in ts]))])

    # -- text -----------------------------------------------------------------------------------------
    def _lab(self, p):
        return cuboid_role_labels(p["style"])

    def _solid_text(self, p, L, hide=None):
        if p["cube"]:
            return f"the cube {L['name']}" + ("" if hide == "a" else f" with edge {p['a']}")
        dims = [("a", L["A"] + L["B"]), ("b", L["A"] + L["D"]), ("c", L["A"] + L["A1"])]
        parts = [f"{name} = {p[k]}" for k, name in dims if k != hide]
        known = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]
        return f"the cuboid {L['name']} with {known}"

    def _target_text(self, p, L):
        if p["kind"] == "vertex":
            return L[p["target"]]
        if p["kind"] == "midpoint":
            u, v = p["target"]
            return f"M, the midpoint of edge {L[u]}{L[v]}"
        u, v = p["target"]
        return f"the line {L[u]}{L[v]}"

    def _given(self, p, hide=None):
        L = self._lab(p)
        u, v = p["seg"]
        return (f"In {self._solid_text(p, L, hide)}, point {p['mover']} moves along the face diagonal "
                f"{L[u]}{L[v]}.")

    def _ask(self, p):
        L = self._lab(p)
        return f"the least distance from {p['mover']} to {self._target_text(p, L)}"

    def question(self, g):
        return (self._given(g) + f" Find {self._ask(g)}. Give the exact value or a decimal to 2 places.")

    # -- answer: PX² as an exact quadratic in t = (position along the diagonal), least at its vertex ----
    def _quadratic(self, p):
        X = _exact_xyz(p["a"], p["b"], p["c"])
        t = sp.Symbol("t", real=True)
        P = X[p["seg"][0]] + t * (X[p["seg"][1]] - X[p["seg"][0]])
        if p["kind"] == "line":
            Q0, u = X[p["target"][0]], X[p["target"][1]] - X[p["target"][0]]
            w = (P - Q0).cross(u)
            q = sp.expand(w.dot(w) / u.dot(u))
        else:
            T = X[p["target"]] if p["kind"] == "vertex" else (X[p["target"][0]] + X[p["target"][1]]) / 2
            q = sp.expand((P - T).dot(P - T))
        return t, q

    def _exact(self, p):
        t, q = self._quadratic(p)
        A, B = q.coeff(t, 2), q.coeff(t, 1)
        t0 = min(max(-B / (2 * A), sp.Integer(0)), sp.Integer(1))
        return t0, sp.sqrt(sp.nsimplify(q.subs(t, t0)))

    def _least_of(self, p, hide):
        """The least distance as a float function of the edge ``hide`` (the others as given)."""
        x = sp.Symbol("x", positive=True)
        t, q = self._quadratic(dict(p, **{hide: x}))
        A, B, C = (sp.lambdify(x, q.coeff(t, k)) for k in (2, 1, 0))

        def f(v):
            a, b, c = float(A(v)), float(B(v)), float(C(v))
            s = min(max(-b / (2 * a), 0.0), 1.0)
            return float(np.sqrt(max(a * s * s + b * s + c, 0.0)))
        return f

    def answer(self, p):
        return Number(float(self._exact(p)[1]))

    def verify(self, g):
        # independent: float coordinates, the distance itself (cross product for a line), dense scan
        X = cuboid_role_xyz(float(g["a"]), float(g["b"]), float(g["c"]))
        P0, P1 = X[g["seg"][0]], X[g["seg"][1]]
        if g["kind"] == "line":
            Q0, u = X[g["target"][0]], X[g["target"][1]] - X[g["target"][0]]
            f = lambda s: float(np.linalg.norm(np.cross(P0 + s * (P1 - P0) - Q0, u)) / np.linalg.norm(u))
        else:
            T = X[g["target"]] if g["kind"] == "vertex" else (X[g["target"][0]] + X[g["target"][1]]) / 2
            f = lambda s: float(np.linalg.norm(P0 + s * (P1 - P0) - T))
        return Number(scan_min(f, 0.0, 1.0)[1])

    # -- figure ----------------------------------------------------------------------------------------
    def scene(self, g):
        L = self._lab(g)
        X = cuboid_role_xyz(float(g["a"]), float(g["b"]), float(g["c"]))
        s = Scene()
        s.box([L[r] for r in ("A", "B", "C", "D")], [L[r] for r in ("A1", "B1", "C1", "D1")],
              g["a"], g["b"], g["c"])
        u, v = g["seg"]
        s.segment(L[u], L[v], style="auxiliary")
        P = X[u] + 0.3 * (X[v] - X[u])
        s.point(g["mover"], P)
        if g["kind"] == "vertex":
            s.segment(g["mover"], L[g["target"]], style="auxiliary")
        elif g["kind"] == "midpoint":
            s.point("M", (X[g["target"][0]] + X[g["target"][1]]) / 2)
            s.segment(g["mover"], "M", style="auxiliary")
        else:
            x, y = g["target"]
            if any({L[x], L[y]} == {m, n} for m, n, _ in s.segments):
                restyle_segment(s, L[x], L[y], "auxiliary")
            else:
                s.segment(L[x], L[y], style="auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------------
    def subquestions(self, g):
        L = self._lab(g)
        u, v = g["seg"]
        t0, d = self._exact(g)
        length = sp.sqrt(sum((a - b) ** 2 for a, b in zip(_exact_xyz(g["a"], g["b"], g["c"])[u],
                                                            _exact_xyz(g["a"], g["b"], g["c"])[v])))
        return [
            SubQuestion(self._given(g) + f" Find the length of {L[u]}{L[v]}.", Number(float(length)),
                        "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(self._given(g) + f" When {g['mover']} is nearest to {self._target_text(g, L)}, find "
                        f"{L[u]}{g['mover']}.", Number(float(t0 * length)),
                        "solid_figures/moving_points/extremum_at_perpendicular_foot"),
        ]

    def backward(self, g):
        value = float(self._exact(g)[1])
        L = self._lab(g)
        names = {"a": L["A"] + L["B"], "b": L["A"] + L["D"], "c": L["A"] + L["A1"]}
        if g["cube"]:
            # every length scales with the edge: the least distance is edge × (its value for edge 1)
            hide, solved = "a", value / float(self._exact(dict(g, a=1, b=1, c=1))[1])
            ask = "the edge of the cube"
        else:
            hide, solved = self._backward_edge(g, value)
            ask = names[hide]
        return Backward(self._given(g, hide=hide) + f" The least distance from {g['mover']} to "
                        f"{self._target_text(g, L)}{',' if g['kind'] == 'midpoint' else ''} is {value:.10g}. "
                        f"Find {ask}.", Number(float(solved)), hide)

    def _backward_edge(self, g, value):
        """(edge, its value): the first edge whose value the least distance determines uniquely."""
        found = []
        for hide in ("c", "b", "a"):
            f = self._least_of(g, hide)
            grid = np.linspace(0.2, 3.0 * max(g["a"], g["b"], g["c"]), 1500)
            vals = np.array([f(x) - value for x in grid])
            cross = [i for i in range(len(grid) - 1) if vals[i] == 0 or vals[i] * vals[i + 1] < 0]
            if len(cross) != 1:
                continue
            lo, hi = grid[cross[0]], grid[cross[0] + 1]
            for _ in range(100):
                m = (lo + hi) / 2
                lo, hi = (lo, m) if (f(lo) - value) * (f(m) - value) <= 0 else (m, hi)
            found.append((hide, (lo + hi) / 2))
            break
        if not found:
            raise ValueError("no edge is determined uniquely by the least distance")
        return found[0]

    def description(self, g):
        L = self._lab(g)
        u, v = g["seg"]
        txt = (f"{self._solid_text(g, L)[0].upper()}{self._solid_text(g, L)[1:]}: bottom face "
               f"{L['A']}{L['B']}{L['C']}{L['D']}, top face {L['A1']}{L['B1']}{L['C1']}{L['D1']} with "
               f"{L['A1']} above {L['A']} and so on. The face diagonal {L[u]}{L[v]} is drawn with a point "
               f"{g['mover']} on it")
        if g["kind"] == "line":
            x, y = g["target"]
            return txt + f"; the line {L[x]}{L[y]} is drawn too."
        if g["kind"] == "midpoint":
            x, y = g["target"]
            return txt + f", joined to the midpoint M of edge {L[x]}{L[y]}."
        return txt + f", joined to {L[g['target']]}."

    def reasoning(self, p):
        L = self._lab(p)
        u, v = p["seg"]
        t, q = self._quadratic(p)
        t0, d = self._exact(p)
        who = p["mover"]
        X = _exact_xyz(p["a"], p["b"], p["c"])
        steps = [f"Coordinates: {L['A']} at the origin, {L['A']}{L['B']}, {L['A']}{L['D']}, {L['A']}{L['A1']} "
                 f"along the axes; {L[u]} = {tuple(X[u])}, {L[v]} = {tuple(X[v])}.",
                 f"Let {who} = {L[u]} + t·{L[u]}{L[v]} (0 ≤ t ≤ 1)."]
        if p["kind"] == "line":
            x, y = p["target"]
            steps.append(f"The squared distance from {who} to line {L[x]}{L[y]} is |{L[x]}{who} × "
                         f"{L[x]}{L[y]}|²/|{L[x]}{L[y]}|² = {sp.sstr(q).replace('**', '^')}.")
        else:
            steps.append(f"The squared distance is {sp.sstr(q).replace('**', '^')} (a quadratic in t).")
        steps += [f"It is least at t = {sp.sstr(t0)} (the vertex of the parabola, inside [0, 1]); there the "
                  f"segment to the target is perpendicular to {L[u]}{L[v]}.",
                  f"Least distance = √({sp.sstr(sp.nsimplify(q.subs(t, t0)))}) = {surd_text(d)} ≈ {float(d):.4f}."]
        return steps

