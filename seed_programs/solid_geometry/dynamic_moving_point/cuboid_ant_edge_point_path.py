"""Solid geometry (dynamic point / unfolding): an ant crawls over the surface of a cube or cuboid from
the vertex A to a point M on one of the three edges at the far vertex C' (a given distance along the
edge, or its midpoint); find the length of the shortest route. Unfold the two faces the route crosses
into one plane, for each of the four ways round, and take the shortest straight segment."""
import numpy as np

from dynaforge.sdk import (Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.solid_moving import CUBOID_ROLES, cuboid_role_labels, cuboid_role_xyz, surface_shortest_path

# the edge M lies on: (from, to) - M is at distance s from "from"
EDGES = {"D1C1": ("D1", "C1"), "B1C1": ("B1", "C1"), "CC1": ("C", "C1")}
FACES = [("A", "B", "C", "D"), ("A1", "B1", "C1", "D1"), ("A", "B", "B1", "A1"), ("B", "C", "C1", "B1"),
         ("C", "D", "D1", "C1"), ("D", "A", "A1", "D1")]


@seed_program(
    id="cuboid_ant_edge_point_path", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/distances/surface_shortest_path", "solid_figures/moving_points/unfold_to_minimise_sum",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (an ant on the surface of a box; shortest route by unfolding)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CuboidAntEdgePointPath(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 9), cube_share=0.3, on=OneOf(tuple(EDGES)), mid_share=0.35,
                      style=OneOf(("prime", "digit", "next"))),
        hard=dict(edge=IntRange(5, 20), cube_share=0.1, on=OneOf(tuple(EDGES)), mid_share=0.15,
                  style=OneOf(("prime", "digit", "next"))),
        hard_means="larger, unequal edges and M chosen so that the two shortest unfoldings differ by less than 8%: "
                   "the obvious net is a close distractor and all four must be compared",
    )

    def sample(self, rng, space):
        hard = space.level == "hard"
        for _ in attempts("edges within a factor 3, M inside its edge" + (" and two routes within 8%" if hard else "")):
            a = int(space.edge.draw(rng))
            if rng.random() < space.cube_share:
                b = c = a
            else:
                b, c = (int(v) for v in space.edge.draw(rng, size=2))
                if a == b == c or max(a, b, c) > 3 * min(a, b, c):
                    continue
            on = space.on.draw(rng)
            length = {"D1C1": a, "B1C1": b, "CC1": c}[on]
            mid = bool(rng.random() < space.mid_share)
            if mid:
                s = length / 2
            else:
                if length < 2:
                    continue
                s = int(rng.integers(1, length))
            g = {"a": a, "b": b, "c": c, "cube": bool(a == b == c), "on": on, "mid": mid, "s": float(s),
                 "style": space.style.draw(rng)}
            routes = sorted(self._routes(g).values())
            if hard and routes[1] > 1.08 * routes[0]:
                continue
            break
        return g

    # -- text ----------------------------------------------------------------------------------------
    def _lab(self, p):
        return cuboid_role_labels(p["style"])

    def _solid_text(self, p, L, hide=None):
        if p["cube"]:
            return f"a cube {L['name']} with edge {p['a']}"
        dims = [("a", L["A"] + L["B"]), ("b", L["A"] + L["D"]), ("c", L["A"] + L["A1"])]
        parts = [f"{name} = {p[k]}" for k, name in dims if k != hide]
        return f"a cuboid {L['name']} with " + ", ".join(parts[:-1]) + " and " + parts[-1]

    def _m_text(self, p, L):
        u, v = EDGES[p["on"]]
        if p["mid"]:
            return f"M is the midpoint of the edge {L[u]}{L[v]}"
        return f"M is the point of the edge {L[u]}{L[v]} with {L[u]}M = {fmt(p['s'])}"

    def _given(self, p, hide=None):
        L = self._lab(p)
        return (f"An ant crawls on the surface of {self._solid_text(p, L, hide)}, from the vertex {L['A']} to M; "
                f"{self._m_text(p, L)}.")

    def question(self, g):
        return (self._given(g) + " Find the length of the shortest route. Give the exact value or a decimal to "
                "2 places.")

    # -- answer: the four two-face unfoldings --------------------------------------------------------------
    def _routes(self, p):
        """Route name -> length of the straight segment in that net (M's position in the unfolded plane)."""
        a, b, c, s = p["a"], p["b"], p["c"], p["s"]
        if p["on"] == "CC1":                         # M = (a, b, s): faces right and back
            return {"front+right": np.hypot(a + b, s), "left+back": np.hypot(a + b, s),
                    "bottom+right": np.hypot(a + s, b), "bottom+back": np.hypot(a, b + s)}
        if p["on"] == "D1C1":                        # M = (s, b, c): faces top and back
            return {"front+top": np.hypot(s, b + c), "bottom+back": np.hypot(s, b + c),
                    "left+top": np.hypot(b, c + s), "left+back": np.hypot(b + s, c)}
        # B1C1: M = (a, s, c): faces top and right (the D1C1 case with AB and AD exchanged)
        return {"left+top": np.hypot(s, a + c), "bottom+right": np.hypot(s, a + c),
                "front+top": np.hypot(a, c + s), "front+right": np.hypot(a + s, c)}

    def _value(self, p):
        return float(min(self._routes(p).values()))

    def answer(self, p):
        return Number(self._value(p))

    def _m_xyz(self, g, X):
        u, v = EDGES[g["on"]]
        d = X[v] - X[u]
        return X[u] + g["s"] * d / np.linalg.norm(d)

    def verify(self, g):
        # independent: the shortest path over the surface by trying every sequence of faces in 3D
        X = cuboid_role_xyz(float(g["a"]), float(g["b"]), float(g["c"]))
        idx = {r: i for i, r in enumerate(CUBOID_ROLES)}
        V = [X[r] for r in CUBOID_ROLES]
        faces = [[idx[r] for r in f] for f in FACES]
        return Number(surface_shortest_path(V, faces, X["A"], self._m_xyz(g, X), max_faces=4))

    # -- figure ----------------------------------------------------------------------------------------
    def scene(self, g):
        L = self._lab(g)
        X = cuboid_role_xyz(float(g["a"]), float(g["b"]), float(g["c"]))
        s = Scene()
        s.box([L[r] for r in ("A", "B", "C", "D")], [L[r] for r in ("A1", "B1", "C1", "D1")],
              g["a"], g["b"], g["c"])
        s.point("M", self._m_xyz(g, X))
        return s

    # -- views -----------------------------------------------------------------------------------------
    def subquestions(self, g):
        L = self._lab(g)
        r = self._routes(g)
        name = {"front": L["A"] + L["B"] + L["B1"] + L["A1"], "left": L["A"] + L["D"] + L["D1"] + L["A1"],
                "bottom": L["A"] + L["B"] + L["C"] + L["D"], "top": L["A1"] + L["B1"] + L["C1"] + L["D1"],
                "right": L["B"] + L["C"] + L["C1"] + L["B1"], "back": L["C"] + L["D"] + L["D1"] + L["C1"]}
        subs = []
        for route in list(r)[:4:2] if g["on"] != "CC1" else ("front+right", "bottom+back"):
            f1, f2 = route.split("+")
            subs.append(SubQuestion(
                self._given(g) + f" Consider only routes over the faces {name[f1]} and {name[f2]}. Unfold them into "
                "one plane and find the length of the shortest such route.", Number(float(r[route])),
                "solid_figures/distances/surface_shortest_path"))
        return subs

    def backward(self, g):
        # every route length grows with M's distance s and with the edges, so the shortest route does too:
        # invert it by bisection
        value = self._value(g)
        L = self._lab(g)
        u, v = EDGES[g["on"]]
        if not g["mid"]:
            length = {"D1C1": g["a"], "B1C1": g["b"], "CC1": g["c"]}[g["on"]]
            f, hi, hide = (lambda x: self._value(dict(g, s=x))), float(length), "s"
            text = (f"An ant crawls on the surface of {self._solid_text(g, L)}, from the vertex {L['A']} to a point "
                    f"M of the edge {L[u]}{L[v]}. The shortest route has length {value:.10g}. Find {L[u]}M.")
        elif g["cube"]:
            f, hi, hide = (lambda x: self._value(dict(g, a=x, b=x, c=x, s=x / 2))), 10.0 * g["a"], "a"
            text = (f"An ant crawls on the surface of a cube {L['name']} from the vertex {L['A']} to M, the midpoint "
                    f"of the edge {L[u]}{L[v]}. The shortest route has length {value:.10g}. Find the edge of the cube.")
        else:
            half = (lambda x: x / 2) if g["on"] == "CC1" else (lambda x: g["s"])
            f, hi, hide = (lambda x: self._value(dict(g, c=x, s=half(x)))), 10.0 * max(g["a"], g["b"], g["c"]), "c"
            text = self._given(g, hide="c") + f" The shortest route has length {value:.10g}. Find {L['A']}{L['A1']}."
        lo = 0.0
        for _ in range(200):
            m = (lo + hi) / 2
            lo, hi = (m, hi) if f(m) < value else (lo, m)
        return Backward(text, Number((lo + hi) / 2), hide)

    def description(self, g):
        L = self._lab(g)
        return (self._given(g) + f" The figure shows the box ({L['A1']} above {L['A']}, and so on) with M marked on "
                "its edge.")

    def reasoning(self, p):
        L = self._lab(p)
        r = self._routes(p)
        names = {"front": "front face", "left": "left face", "bottom": "bottom face", "top": "top face",
                 "right": "right face", "back": "back face"}
        steps = [f"A shortest route crosses from a face at {L['A']} to a face containing M over one edge; unfold the "
                 "two faces into one plane, where the route is a straight segment."]
        for route, length in r.items():
            f1, f2 = route.split("+")
            steps.append(f"Over the {names[f1]} and the {names[f2]}: ≈ {length:.4f}.")
        steps.append(f"The shortest of these is ≈ {self._value(p):.4f}.")
        return steps
