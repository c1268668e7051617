"""Solid geometry (dynamic point): P moves on a lateral edge SC of a regular square pyramid; find
the minimum area or the minimum perimeter of triangle PBD (BD ⊥ plane SAC; feet of perpendiculars)."""
import numpy as np

from dynaforge.sdk import (Backward, FloatRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion,
                           seed_program)
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import golden_section_min, polygon_area_3d


@seed_program(
    id="pyramid_moving_point_min_section", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/moving_points/extremum_at_perpendicular_foot",
              "solid_figures/positional/line_plane_perpendicular_criterion",
              "solid_figures/pyramids/regular_pyramid_foot"],
    source="DynaSolidGeo-style (dynamic moving point; extremal section of a regular pyramid)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class PyramidMovingPointMinSection(SeedProgram):
    levels = Levels(
        standard=dict(side=OneOf((2, 4, 6, 8)), given=OneOf(("height", "lateral")), height_extra=4, lateral_extra=5,
                      ask=OneOf(("area", "perimeter")), apex=OneOf(("S", "V")), mover=OneOf(("P", "M", "E")),
                      t=FloatRange(0.3, 0.65)),
        hard=dict(side=OneOf((6, 8, 10, 12, 14)), given=OneOf(("height", "lateral")), height_extra=11,
                  lateral_extra=12, ask=OneOf(("area", "perimeter"), p=[0.4, 0.6]), apex=OneOf(("S", "V")),
                  mover=OneOf(("P", "M", "E")), t=FloatRange(0.3, 0.65)),
        hard_means="larger pyramids with heights or lateral edges up to 26 (unfriendly surds in h and l) and mostly "
                   "the perimeter, which needs the distance from B to SC",
    )

    def sample(self, rng, space):
        s = float(space.side.draw(rng))
        given = space.given.draw(rng)
        if given == "height":
            g = float(rng.integers(max(2, int(s) // 2), int(s) + 1 + space.height_extra))
        else:       # keep the pyramid from being too flat: l ≥ 0.9·s gives height ≥ 0.6·s
            g = float(rng.integers(int(np.ceil(0.9 * s)), int(s) + 1 + space.lateral_extra))
        return {"s": s, "given": given, "g": g, "ask": space.ask.draw(rng),
                "apex": space.apex.draw(rng), "mover": space.mover.draw(rng),
                "t": float(np.round(space.t.draw(rng), 3))}

    def _hl(self, p):
        """Height and lateral edge length."""
        half_diag2 = p["s"] ** 2 / 2
        if p["given"] == "height":
            return p["g"], float(np.sqrt(p["g"] ** 2 + half_diag2))
        return float(np.sqrt(p["g"] ** 2 - half_diag2)), p["g"]

    def _given(self, p, hide=False):
        S = p["apex"]
        known = (f"height {fmt(p['g'])}" if p["given"] == "height"
                 else f"lateral edges of length {fmt(p['g'])}")
        if hide:
            known = "height h" if p["given"] == "height" else "lateral edges of length l"
        return (f"{S}-ABCD is a regular square pyramid with base side {fmt(p['s'])} and {known}. "
                f"Point {p['mover']} moves along the lateral edge {S}C.")

    def _target(self, p):
        kind = "area" if p["ask"] == "area" else "perimeter"
        return f"the minimum {kind} of triangle {p['mover']}BD"

    def question(self, g):
        return self._given(g) + f" Find {self._target(g)}."

    def _value(self, p):
        s = p["s"]
        h, l = self._hl(p)
        bd = s * np.sqrt(2)
        if p["ask"] == "area":
            # BD ⊥ plane SAC, so dist(P, BD) = PO; min PO = distance from O to SC = OC·h/SC
            return float(0.5 * bd * (s / np.sqrt(2)) * h / l)
        # PB = PD; min PB = distance from B to SC = s·sin∠SCB with cos∠SCB = (s/2)/l
        cos_c = (s / 2) / l
        return float(bd + 2 * s * np.sqrt(1 - cos_c ** 2))

    def answer(self, p):
        return Number(self._value(p))

    def _coords(self, p):
        s = p["s"]
        h, _ = self._hl(p)
        X = {"A": (0, 0, 0), "B": (s, 0, 0), "C": (s, s, 0), "D": (0, s, 0),
             "S": (s / 2, s / 2, h)}
        return {k: np.array(v, dtype=float) for k, v in X.items()}

    def verify(self, g):
        # Independent: the pyramid centred on its axis (O at the origin), the apex height from the statement
        # (given, or from the lateral edge by Pythagoras), then a numeric minimum along SC
        s = g["s"]
        h = g["g"] if g["given"] == "height" else float(np.sqrt(g["g"] ** 2 - s * s / 2))
        B, C, D = np.array([s / 2, -s / 2, 0.0]), np.array([s / 2, s / 2, 0.0]), np.array([-s / 2, s / 2, 0.0])
        S = np.array([0.0, 0.0, h])
        on_sc = lambda t: S + t * (C - S)
        if g["ask"] == "area":
            f = lambda t: polygon_area_3d([on_sc(t), B, D])
        else:
            f = lambda t: np.linalg.norm(on_sc(t) - B) + np.linalg.norm(on_sc(t) - D) + np.linalg.norm(B - D)
        _, best = golden_section_min(f, 0.0, 1.0)
        return Number(float(best))

    def scene(self, g):
        X = self._coords(g)
        S, P = g["apex"], g["mover"]
        s = Scene()
        for k in "ABCD":
            s.point(k, X[k])
        s.point(S, X["S"])
        s.face(list("ABCD"))
        for i in range(4):
            s.face(["ABCD"[i], "ABCD"[(i + 1) % 4], S])
        s.point(P, s.along(S, "C", g["t"]))
        s.face([P, "B", "D"], color="#fca5a5", opacity=0.35, with_edges=False)
        for u, v in ((P, "B"), (P, "D"), ("B", "D")):
            s.segment(u, v, style="auxiliary")
        return s

    def subquestions(self, g):
        s = g["s"]
        h, l = self._hl(g)
        S = g["apex"]
        subs = [SubQuestion(
            f"{S}-ABCD is a regular square pyramid with base side {fmt(s)} and "
            + (f"height {fmt(h)}. Find the lateral edge {S}C." if g["given"] == "height"
               else f"lateral edges {fmt(l)}. Find its height."),
            Number(float(l if g["given"] == "height" else h)), "solid_figures/pyramids/regular_pyramid_foot")]
        if g["ask"] == "area":
            subs.append(SubQuestion(
                f"O is the centre of the base, O{S} = {h:.4f}, OC = {s / np.sqrt(2):.4f} and "
                f"{S}C = {l:.4f}. Find the distance from O to the line {S}C.",
                Number(float((s / np.sqrt(2)) * h / l)), "plane_figures/triangles/right_triangle_altitude"))
        else:
            subs.append(SubQuestion(
                f"In the isosceles triangle {S}BC, {S}B = {S}C = {l:.4f} and BC = {fmt(s)}. Find the "
                f"distance from B to the line {S}C.",
                Number(float(s * np.sqrt(1 - (s / 2 / l) ** 2))),
                "solid_figures/moving_points/extremum_at_perpendicular_foot"))
        return subs

    def backward(self, g):
        value = self._value(g)
        w = float(f"{value:.10g}")
        s = g["s"]
        half_diag2 = s * s / 2
        if g["ask"] == "area":
            # w = ½·s√2·(s/√2)·h/l = (s²/2)·h/√(h² + s²/2)  ⇒  solve for h, then l
            r = 2 * w / (s * s)                       # = h/l = sin∠SCO
            h = np.sqrt(r * r * half_diag2 / (1 - r * r))
        else:
            # w = s√2 + 2s·sin∠SCB  ⇒  cos∠SCB = (s/2)/l
            sin_c = (w - s * np.sqrt(2)) / (2 * s)
            lat = (s / 2) / np.sqrt(1 - sin_c ** 2)
            h = np.sqrt(lat * lat - half_diag2)
        solved = h if g["given"] == "height" else np.sqrt(h * h + half_diag2)
        unknown = "the height h" if g["given"] == "height" else "the lateral edge length l"
        return Backward(self._given(g, hide=True) + f" {self._target(g)[0].upper()}{self._target(g)[1:]} "
                        f"is {value:.10g}. Find {unknown}.", Number(float(solved)), "g")

    def description(self, g):
        S, P = g["apex"], g["mover"]
        h, l = self._hl(g)
        known = f"height {fmt(g['g'])}" if g["given"] == "height" else f"lateral edges {fmt(g['g'])}"
        return (f"A regular square pyramid {S}-ABCD: square base ABCD with side {fmt(g['s'])}, apex "
                f"{S} directly above the centre of the base, {known}. A point {P} on the lateral edge "
                f"{S}C is joined to B and D, and triangle {P}BD (with the base diagonal BD) is shaded.")

    def reasoning(self, p):
        s = p["s"]
        h, l = self._hl(p)
        S, P = p["apex"], p["mover"]
        steps = [
            f"Let O be the centre of ABCD. OC = {fmt(s)}/√2 ≈ {s / np.sqrt(2):.4f}, and in right triangle "
            f"{S}OC: " + (f"{S}C = √({fmt(h)}² + {s / np.sqrt(2):.4f}²) ≈ {l:.4f}." if p["given"] == "height"
                          else f"{S}O = √({fmt(l)}² − {s / np.sqrt(2):.4f}²) ≈ {h:.4f}."),
        ]
        if p["ask"] == "area":
            d = (s / np.sqrt(2)) * h / l
            steps += [
                f"BD ⊥ AC and BD ⊥ {S}O, so BD ⊥ plane {S}AC; as {P}O lies in that plane, {P}O ⊥ BD "
                f"and S({P}BD) = ½·BD·{P}O with BD = {fmt(s)}√2 ≈ {s * np.sqrt(2):.4f}.",
                f"{P}O is least when {P}O ⊥ {S}C: {P}O = OC·{S}O/{S}C ≈ {d:.4f} (the foot lies on the "
                f"edge since the angles of triangle {S}OC at {S} and C are acute).",
                f"Minimum area = ½·{s * np.sqrt(2):.4f}·{d:.4f} ≈ {self._value(p):.4f}.",
            ]
        else:
            cos_c = (s / 2) / l
            dist = s * np.sqrt(1 - cos_c ** 2)
            steps += [
                f"By symmetry in the plane {S}AC, {P}B = {P}D, so the perimeter is BD + 2·{P}B with BD = "
                f"{fmt(s)}√2 ≈ {s * np.sqrt(2):.4f}.",
                f"{P}B is least when B{P} ⊥ {S}C. In triangle {S}BC, cos∠{S}CB = ({fmt(s)}/2)/{l:.4f} ≈ "
                f"{cos_c:.4f}, so that distance is {fmt(s)}·sin∠{S}CB ≈ {dist:.4f}.",
                f"Minimum perimeter = {s * np.sqrt(2):.4f} + 2·{dist:.4f} ≈ {self._value(p):.4f}.",
            ]
        return steps
