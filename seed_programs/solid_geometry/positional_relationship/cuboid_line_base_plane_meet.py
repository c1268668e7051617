"""Solid geometry: M and N lie on two edges of a lateral face of a cube or cuboid; the line MN meets the
base plane ABCD at T. Where is T? (DynaSolidGeo, positional relationship: a line of a plane meets a
second plane on their common line, so T lies on the line of the base edge of that face.) Find the
distance from T to a base vertex. ``answer`` uses similar triangles in the lateral face (and
Pythagoras in the base); ``verify`` intersects the line with the plane ABCD in coordinates."""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import solid_vertex_labels, surd_text
from dynaforge.sdk.solid_position import edge_point_text, frac_text


@seed_program(
    id="cuboid_line_base_plane_meet", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/positional/line_plane_relations", "plane_figures/triangles/similar_triangles_ratio",
              "solid_figures/positional/plane_plane_perpendicular"],
    source="DynaSolidGeo-style (positional relationship: where a line meets a face plane of a cuboid)",
    variations=["lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class CuboidLineBasePlaneMeet(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 7), cube_share=0.4, case=OneOf(("lateral", "top"), p=[0.7, 0.3]),
                      ask=OneOf(("near", "far", "side"), p=[0.35, 0.35, 0.3])),
        hard=dict(edge=IntRange(4, 10), cube_share=0.2, case=OneOf(("lateral", "top"), p=[0.4, 0.6]),
                  ask=OneOf(("near", "far", "side"), p=[0.15, 0.35, 0.5])),
        hard_means="larger boxes, mostly M on a top edge (a longer similar-triangle chain) and mostly the distance "
                   "from T to the base vertex off the face, which needs the right angle in the base as well",
    )

    def sample(self, rng, space):
        """Givens: the box (a cube states one edge), the label style, the base edge index e (the face stands
        on bottom[e]bottom[e+1]) and its direction, the case, M's and N's distances and what is asked."""
        for _ in attempts("M, N at different heights with T at most twice the longest edge away"):
            a = space.edge.draw(rng)
            dims = [a] if rng.random() < space.cube_share else \
                [a] + [int(v) for v in rng.choice([x for x in space.edge.values if x != a], size=2)]
            g = {"dims": dims, "style": str(rng.choice(["prime", "sub"])), "e": int(rng.integers(0, 4)),
                 "flip": bool(rng.random() < 0.5), "case": space.case.draw(rng), "ask": space.ask.draw(rng)}
            L, W, c = self._face_dims(g)
            if c < 2 or L < 2:
                continue
            n = int(rng.integers(1, c))
            m = int(rng.integers(1, c)) if g["case"] == "lateral" else int(rng.integers(1, L))
            if g["case"] == "lateral" and m == n:
                continue
            g.update(m=m, n=n)
            s = self._s_t(g)
            away = s - L if s > L else -s
            if away > 2 * max(L, W, c) or away < 0.25:
                continue
            return g

    # -- labels and the face -----------------------------------------------------------------------
    def _box(self, g):
        d = g["dims"]
        return (d[0], d[0], d[0]) if len(d) == 1 else tuple(d)

    def _labels(self, g):
        bottom, top = solid_vertex_labels(4, g["style"])
        return bottom, top

    def _face(self, g):
        """Indices (x, y) of the base edge the face stands on, in the stated direction."""
        e = g["e"]
        x, y = e, (e + 1) % 4
        return (y, x) if g["flip"] else (x, y)

    def _face_dims(self, g):
        """(length of XY, length of the base edge perpendicular to it, height)."""
        a, b, c = self._box(g)
        return (a, b, c) if g["e"] % 2 == 0 else (b, a, c)

    def _names(self, g):
        bottom, top = self._labels(g)
        x, y = self._face(g)
        return bottom[x], bottom[y], top[x], top[y]

    def _s_t(self, g):
        """Position of T along XY (X = 0, Y = L) by similar triangles in the face, exactly."""
        L, _, c = self._face_dims(g)
        m, n = Fraction(g["m"]), Fraction(g["n"])
        sM, zM = (Fraction(0), m) if g["case"] == "lateral" else (m, Fraction(c))
        return sM + (L - sM) * zM / (zM - n)

    def _target(self, g):
        """(near end E of XY, the vertex named in the question)."""
        bottom, _ = self._labels(g)
        X, Y, _, _ = self._names(g)
        L = self._face_dims(g)[0]
        x, y = self._face(g)
        near_i, far_i = (y, x) if self._s_t(g) > L else (x, y)
        if g["ask"] == "near":
            return bottom[near_i], bottom[near_i]
        if g["ask"] == "far":
            return bottom[near_i], bottom[far_i]
        other = [k for k in ((near_i + 1) % 4, (near_i - 1) % 4) if k != far_i][0]
        return bottom[near_i], bottom[other]

    def _solid(self, g):
        bottom, top = self._labels(g)
        name = f"{''.join(bottom)}-{''.join(top)}"
        if len(g["dims"]) == 1:
            return f"the cube {name} with edge length {g['dims'][0]}"
        a, b, c = g["dims"]
        return (f"the cuboid {name} with {bottom[0]}{bottom[1]} = {a}, {bottom[1]}{bottom[2]} = {b} and "
                f"{bottom[0]}{top[0]} = {c}")

    def _points_text(self, g):
        X, Y, X1, Y1 = self._names(g)
        L, _, c = self._face_dims(g)
        mt = (edge_point_text("M", X, X1, g["m"], c) if g["case"] == "lateral"
              else edge_point_text("M", X1, Y1, g["m"], L))
        return f"{mt}, and {edge_point_text('N', Y, Y1, g['n'], c)}"

    def _lead(self, g):
        bottom, _ = self._labels(g)
        return (f"In {self._solid(g)}, {self._points_text(g)}. The line MN meets the plane {''.join(bottom)} at "
                f"the point T.")

    def question(self, g):
        _, Z = self._target(g)
        return f"{self._lead(g)} Find the length {Z}T (exact, or rounded to two decimal places)."

    # -- answer: similar triangles in the face, Pythagoras in the base -------------------------------
    def _length(self, p):
        L, W, _ = self._face_dims(p)
        s = self._s_t(p)
        near = s - L if s > L else -s
        if p["ask"] == "near":
            return sp.Rational(near.numerator, near.denominator)
        if p["ask"] == "far":
            far = near + L
            return sp.Rational(far.numerator, far.denominator)
        return sp.sqrt(sp.Rational(near.numerator, near.denominator) ** 2 + W ** 2)

    def answer(self, p):
        return Number(float(self._length(p)))

    # -- verify: the line MN against the plane ABCD in coordinates -----------------------------------
    def verify(self, g):
        d = [float(v) for v in g["dims"]]
        a, b, c = (d[0], d[0], d[0]) if len(d) == 1 else d
        bottom, top = solid_vertex_labels(4, g["style"])
        base = [(0, 0), (a, 0), (a, b), (0, b)]
        V = {lab: np.array([x, y, 0.0]) for lab, (x, y) in zip(bottom, base)}
        V |= {lab: np.array([x, y, c]) for lab, (x, y) in zip(top, base)}
        i, j = g["e"], (g["e"] + 1) % 4
        if g["flip"]:
            i, j = j, i
        X, Y, X1, Y1 = V[bottom[i]], V[bottom[j]], V[top[i]], V[top[j]]
        unit = lambda u: u / np.linalg.norm(u)
        M = X + g["m"] * unit(X1 - X) if g["case"] == "lateral" else X1 + g["m"] * unit(Y1 - X1)
        N = Y + g["n"] * unit(Y1 - Y)
        A, B, C = V[bottom[0]], V[bottom[1]], V[bottom[2]]
        nrm = np.cross(B - A, C - A)
        T = M + ((A - M) @ nrm) / ((N - M) @ nrm) * (N - M)
        # the vertex asked for: the nearer end of XY, the far end, or the base vertex next to the near end
        near, far = (j, i) if np.linalg.norm(T - Y) < np.linalg.norm(T - X) else (i, j)
        if g["ask"] == "near":
            Z = bottom[near]
        elif g["ask"] == "far":
            Z = bottom[far]
        else:
            Z = [bottom[k] for k in ((near + 1) % 4, (near - 1) % 4) if k != far][0]
        return Number(float(np.linalg.norm(T - V[Z])))

    # -- views -----------------------------------------------------------------------------------------
    def scene(self, g):
        bottom, top = self._labels(g)
        a, b, c = self._box(g)
        s = Scene()
        s.box(bottom, top, a, b, c)
        X, Y, X1, Y1 = self._names(g)
        L = self._face_dims(g)[0]
        if g["case"] == "lateral":
            s.point("M", s.along(X, X1, g["m"] / c))
        else:
            s.point("M", s.along(X1, Y1, g["m"] / L))
        s.point("N", s.along(Y, Y1, g["n"] / c))
        s.point("T", s.along(X, Y, float(self._s_t(g)) / L))
        near, Z = self._target(g)
        s.segment("N", "T", style="auxiliary")
        s.segment(near, "T", style="auxiliary")
        if Z not in (X, Y):
            s.segment(Z, "T", style="auxiliary")
        return s

    def description(self, g):
        bottom, top = self._labels(g)
        return (f"{self._lead(g)} The figure shows the box with bottom face {''.join(bottom)} (counter-clockwise) "
                f"and top face {''.join(top)} above it ({top[0]} above {bottom[0]}, and so on), the line MN "
                f"extended in red to T, and the base edge extended to T.")

    def subquestions(self, g):
        X, Y, _, _ = self._names(g)
        bottom, _ = self._labels(g)
        return [SubQuestion(f"{self._lead(g)} T lies on the line {X}{Y} extended. Find the distance from T to "
                            f"the nearer of {X} and {Y} (exact, or rounded to two decimal places).", Number(float(self._near(g))),
                            "plane_figures/triangles/similar_triangles_ratio")]

    def _near(self, g):
        L = self._face_dims(g)[0]
        s = self._s_t(g)
        return s - L if s > L else -s

    def backward(self, g):
        X, Y, X1, Y1 = self._names(g)
        _, Z = self._target(g)
        ans = float(self._length(g))
        L, W, c = self._face_dims(g)
        near = self._near(g)
        # invert the similar triangles for N's distance YN = n
        m = Fraction(g["m"])
        if g["case"] == "lateral":
            n = m * near / (near + L) if self._s_t(g) > L else m * (near + L) / near
        else:
            n = c * near / (near + L - m)
        ask = (f"In {self._solid(g)}, " + (edge_point_text("M", X, X1, g["m"], c) if g["case"] == "lateral"
                                          else edge_point_text("M", X1, Y1, g["m"], L))
               + f", and N lies on {Y}{Y1}. The line MN meets the plane {''.join(self._labels(g)[0])} at T, and "
               f"{Z}T = {surd_text(self._length(g))}" + ("" if float(self._length(g)).is_integer() else
                                                        f" ≈ {ans:.4f}")
               + f". Find {Y}N.")
        return Backward(ask, Number(float(n)), "n")

    def reasoning(self, p):
        X, Y, X1, Y1 = self._names(p)
        bottom, _ = self._labels(p)
        L, W, c = self._face_dims(p)
        near_v, Z = self._target(p)
        near = self._near(p)
        steps = [f"M and N lie in the plane {X}{Y}{Y1}{X1}, so the line MN meets the plane {''.join(bottom)} on the "
                 f"common line of the two planes, the line {X}{Y}: T is on line {X}{Y}, beyond {near_v}."]
        if p["case"] == "lateral":
            steps.append(f"{X}M ∥ {Y}N (both ⟂ the base), so triangles T{Y}N and T{X}M are similar: "
                         f"T{near_v}/(T{near_v} + {L}) = {min(p['m'], p['n'])}/{max(p['m'], p['n'])}, giving "
                         f"T{near_v} = {frac_text(near)}.")
        else:
            steps.append(f"Drop M to M' on {X}{Y} ({X}M' = {p['m']}, MM' = {c}); MM' ∥ {Y}N, so triangles T{Y}N and "
                         f"TM'M are similar: T{Y}/(T{Y} + {L - p['m']}) = {p['n']}/{c}, giving T{Y} = "
                         f"{frac_text(near)}.")
        if p["ask"] == "far":
            steps.append(f"{Z}T = {Z}{near_v} + {near_v}T = {L} + {frac_text(near)} = {frac_text(near + L)}.")
        elif p["ask"] == "side":
            steps.append(f"{Z}{near_v} ⟂ {X}{Y} in the base and {Z}{near_v} = {W}, so {Z}T = √({W}² + "
                         f"({frac_text(near)})²) = {surd_text(self._length(p))} ≈ {float(self._length(p)):.4f}.")
        else:
            steps.append(f"So {Z}T = {frac_text(near)}.")
        return steps
