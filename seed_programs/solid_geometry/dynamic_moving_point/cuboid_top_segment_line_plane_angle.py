"""Solid geometry (dynamic point): P moves along a segment of the top face of a cube or cuboid (an
edge, a diagonal, or a segment to an edge midpoint); θ is the angle between line AP and the base
plane. Find the largest or smallest θ (or its tangent / sine). The projection of AP on the base is
parallel and equal to A'P, so tan θ = AA'/A'P: θ is largest where A'P is shortest."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.solid_moving import cuboid_role_labels, cuboid_role_xyz, scan_min

# segments in the top face; mXY is the midpoint of the top edge X1Y1
SEGS = [("B1", "C1"), ("C1", "D1"), ("B1", "D1"), ("B1", "mCD"), ("D1", "mBC"), ("mBC", "mCD"),
        ("mAB", "C1"), ("mAD", "C1"), ("mAB", "D1"), ("mAD", "B1")]
HARD_SEGS = [("B1", "D1"), ("B1", "mCD"), ("D1", "mBC"), ("mBC", "mCD"), ("mAB", "C1"), ("mAD", "C1"),
             ("mAB", "D1"), ("mAD", "B1")]
MID_EDGE = {"mAB": ("A1", "B1"), "mBC": ("B1", "C1"), "mCD": ("C1", "D1"), "mAD": ("A1", "D1")}
ASKS = ("max_angle", "min_angle", "max_tan", "min_tan", "max_sin")


@seed_program(
    id="cuboid_top_segment_line_plane_angle", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/angles/line_plane_angle",
              "solid_figures/moving_points/extremum_at_perpendicular_foot",
              "plane_figures/triangles/right_triangle_altitude"],
    source="DynaSolidGeo-style (dynamic point on a segment; extreme angle between a line and a plane)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CuboidTopSegmentLinePlaneAngle(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 8), cube_share=0.4, seg=OneOf(tuple("|".join(s) for s in SEGS)),
                      ask=OneOf(ASKS, p=[0.35, 0.2, 0.2, 0.15, 0.1]), style=OneOf(("prime", "digit", "next")),
                      mover=OneOf(("P", "Q"))),
        hard=dict(edge=IntRange(4, 15), cube_share=0.1, seg=OneOf(tuple("|".join(s) for s in HARD_SEGS)),
                  ask=OneOf(ASKS, p=[0.35, 0.1, 0.2, 0.1, 0.25]), style=OneOf(("prime", "digit", "next")),
                  mover=OneOf(("P", "Q"))),
        hard_means="larger, mostly unequal edges and always a diagonal or a segment to an edge midpoint, so the "
                   "shortest A'P is an altitude of a slanted right triangle, not an edge",
    )

    def sample(self, rng, space):
        a = int(space.edge.draw(rng))
        if rng.random() < space.cube_share:
            b = c = a
        else:
            b = int(space.edge.draw(rng))
            c = int(space.edge.draw(rng))
            if a == b == c:
                c = a + 1
        return {"a": a, "b": b, "c": c, "cube": bool(a == b == c), "seg": space.seg.draw(rng).split("|"),
                "ask": space.ask.draw(rng), "style": space.style.draw(rng), "mover": space.mover.draw(rng)}

    # -- labels and text -------------------------------------------------------------------------------
    def _lab(self, p):
        L = cuboid_role_labels(p["style"])
        mids = [r for r in p["seg"] if r.startswith("m")]
        for r, name in zip(mids, ("M", "N")):
            L[r] = name
        return L

    def _solid_text(self, p, L, hide=None):
        if p["cube"]:
            return f"the cube {L['name']}" + ("" if hide == "a" else f" with edge {p['a']}")
        dims = [("a", L["A"] + L["B"]), ("b", L["A"] + L["D"]), ("c", L["A"] + L["A1"])]
        parts = [f"{name} = {p[k]}" for k, name in dims if k != hide]
        return f"the cuboid {L['name']} with " + ", ".join(parts[:-1]) + " and " + parts[-1]

    def _given(self, p, hide=None):
        L = self._lab(p)
        u, v = p["seg"]
        mids = "".join(f" {L[r]} is the midpoint of {L[MID_EDGE[r][0]]}{L[MID_EDGE[r][1]]}."
                       for r in (u, v) if r.startswith("m"))
        return (f"Consider {self._solid_text(p, L, hide)}.{mids} Point {p['mover']} moves along the segment "
                f"{L[u]}{L[v]}, and θ is the angle between the line {L['A']}{p['mover']} and the plane "
                f"{L['A']}{L['B']}{L['C']}{L['D']}.")

    def _ask_text(self, p):
        return {"max_angle": "the largest value of θ, in degrees", "min_angle": "the smallest value of θ, in degrees",
                "max_tan": "the largest value of tan θ", "min_tan": "the smallest value of tan θ",
                "max_sin": "the largest value of sin θ"}[p["ask"]]

    def question(self, g):
        return self._given(g) + f" Find {self._ask_text(g)}."

    # -- answer: project onto the top face; A'P is the projection of AP, tan θ = AA'/A'P ----------------
    def _top_xy(self, p, role):
        a, b = p["a"], p["b"]
        xy = {"A1": (0, 0), "B1": (a, 0), "C1": (a, b), "D1": (0, b)}
        if role.startswith("m"):
            (x1, y1), (x2, y2) = (xy[r] for r in MID_EDGE[role])
            return np.array([(x1 + x2) / 2, (y1 + y2) / 2], dtype=float)
        return np.array(xy[role], dtype=float)

    def _reach(self, p):
        """(shortest, longest) distance from A' to the segment, in the top face."""
        U, V = (self._top_xy(p, r) for r in p["seg"])
        d = V - U
        s = min(max(float(-U @ d / (d @ d)), 0.0), 1.0)      # foot of the perpendicular from A' (the origin)
        return float(np.linalg.norm(U + s * d)), float(max(np.linalg.norm(U), np.linalg.norm(V)))

    def _value(self, p):
        near, far = self._reach(p)
        r = near if p["ask"].startswith("max") else far
        c = float(p["c"])
        if p["ask"].endswith("angle"):
            return float(np.degrees(np.arctan2(c, r)))
        if p["ask"].endswith("tan"):
            return c / r
        return c / float(np.hypot(c, r))

    def answer(self, p):
        return Number(self._value(p))

    def verify(self, g):
        # independent: 3D coordinates, sin θ = |AP·n|/(|AP||n|) with the base normal, scanned along the segment
        X = cuboid_role_xyz(float(g["a"]), float(g["b"]), float(g["c"]))
        for r, (x, y) in (("mAB", ("A1", "B1")), ("mBC", ("B1", "C1")), ("mCD", ("C1", "D1")), ("mAD", ("A1", "D1"))):
            X[r] = (X[x] + X[y]) / 2
        n = np.cross(X["B"] - X["A"], X["D"] - X["A"])
        U, V = X[g["seg"][0]], X[g["seg"][1]]

        def angle(t):
            w = U + t * (V - U) - X["A"]
            return float(np.arcsin(abs(w @ n) / np.linalg.norm(w) / np.linalg.norm(n)))
        sign = -1.0 if g["ask"].startswith("max") else 1.0
        _, best = scan_min(lambda t: sign * angle(t), 0.0, 1.0)
        th = abs(best)
        value = {"angle": np.degrees(th), "tan": np.tan(th), "sin": np.sin(th)}[g["ask"].split("_")[1]]
        return Number(float(value))

    # -- figure ----------------------------------------------------------------------------------------
    def scene(self, g):
        L = self._lab(g)
        X = cuboid_role_xyz(float(g["a"]), float(g["b"]), float(g["c"]))
        s = Scene()
        s.box([L[r] for r in ("A", "B", "C", "D")], [L[r] for r in ("A1", "B1", "C1", "D1")],
              g["a"], g["b"], g["c"])
        for r in g["seg"]:
            if r.startswith("m"):
                x, y = MID_EDGE[r]
                s.point(L[r], (X[x] + X[y]) / 2)
        u, v = g["seg"]
        s.segment(L[u], L[v], style="auxiliary")
        P = s.along(L[u], L[v], 0.4)
        s.point(g["mover"], P)
        s.point("_foot", (P[0], P[1], 0.0), show_label=False)
        s.segment(L["A"], g["mover"], style="auxiliary")
        s.segment(g["mover"], "_foot", style="auxiliary")
        s.segment(L["A"], "_foot", style="auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------------
    def subquestions(self, g):
        L = self._lab(g)
        near, far = self._reach(g)
        u, v = g["seg"]
        return [SubQuestion(self._given(g) + f" Find the shortest distance from {L['A1']} to the segment "
                            f"{L[u]}{L[v]}.", Number(near), "plane_figures/triangles/right_triangle_altitude"),
                SubQuestion(self._given(g) + f" When {g['mover']} = {L[u]}, find tan θ.",
                            Number(float(g["c"]) / float(np.linalg.norm(self._top_xy(g, u)))),
                            "solid_figures/angles/line_plane_angle")]

    def description(self, g):
        L = self._lab(g)
        u, v = g["seg"]
        return (self._given(g) + f" The figure shows the box ({L['A1']} above {L['A']}, and so on), the segment "
                f"{L[u]}{L[v]} with {g['mover']} on it, the line {L['A']}{g['mover']} and the perpendicular from "
                f"{g['mover']} to the base with its foot joined to {L['A']}.")

    def reasoning(self, p):
        L = self._lab(p)
        u, v = p["seg"]
        near, far = self._reach(p)
        P = p["mover"]
        c = p["c"]
        steps = [f"Let H be the foot of the perpendicular from {P} to the base; {P}H = {L['A']}{L['A1']} = {c} and "
                 f"∠{P}{L['A']}H = θ, so tan θ = {c}/{L['A']}H.",
                 f"{L['A']}H is the projection of {L['A1']}{P} onto the base: {L['A']}H = {L['A1']}{P}. So θ is largest "
                 f"when {L['A1']}{P} is shortest and smallest when it is longest."]
        if p["ask"].startswith("max"):
            steps.append(f"In the top face, the shortest distance from {L['A1']} to segment {L[u]}{L[v]} is "
                         f"≈ {fmt(near, 4)} (foot of the perpendicular, or the nearer end if the foot falls outside).")
            r = near
        else:
            steps.append(f"The longest {L['A1']}{P} is at the farther end of {L[u]}{L[v]}: ≈ {fmt(far, 4)}.")
            r = far
        kind = p["ask"].split("_")[1]
        steps.append(f"tan θ = {c}/{fmt(r, 4)} ≈ {c / r:.4f}"
                     + {"angle": f", θ ≈ {self._value(p):.4f}°.", "tan": ".",
                        "sin": f", sin θ = {c}/√({c}² + {fmt(r, 4)}²) ≈ {self._value(p):.4f}."}[kind])
        return steps
