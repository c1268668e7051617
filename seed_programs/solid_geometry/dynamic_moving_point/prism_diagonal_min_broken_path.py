"""Solid geometry (dynamic point): P moves on a face diagonal of a right prism; minimise CP + PA'
by unfolding two triangles into one plane (Gaokao classic, DynaSolidGeo 'dynamic' category)."""
import numpy as np

from dynaforge.sdk import (Backward, FloatRange, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion,
                           attempts, seed_program)
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import golden_section_min, solid_vertex_labels


@seed_program(
    id="prism_diagonal_min_broken_path", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/moving_points/unfold_to_minimise_sum",
              "solid_figures/distances/surface_shortest_path",
              "plane_figures/triangles/law_of_cosines"],
    source="DynaSolidGeo-style (dynamic moving point; Gaokao right-prism CP + PA1 minimum)",
    variations=["lengths_ratios", "point_labels", "camera"],
)
class PrismDiagonalMinBrokenPath(SeedProgram):
    levels = Levels(
        standard=dict(ac=IntRange(2, 8), bc=IntRange(1, 5), lateral=IntRange(1, 5),
                      style=OneOf(("prime", "digit", "next")), mover=OneOf(("P", "M", "Q")), t=FloatRange(0.3, 0.7)),
        hard=dict(ac=IntRange(4, 15), bc=IntRange(3, 12), lateral=IntRange(3, 12),
                  style=OneOf(("prime", "digit", "next")), mover=OneOf(("P", "M", "Q")), t=FloatRange(0.3, 0.7)),
        hard_means="larger, less friendly edge lengths (up to 15): the unfolded angle and the law of cosines give "
                   "no round numbers",
    )

    def sample(self, rng, space):
        for _ in attempts("longest of AC, BC, CC' <= 3 x shortest"):   # no thin sliver (labels would crowd)
            m = float(space.ac.draw(rng))          # AC
            p = float(space.bc.draw(rng))          # BC
            q = float(space.lateral.draw(rng))     # CC'
            if max(m, p, q) <= 3 * min(m, p, q):
                break
        style = space.style.draw(rng)
        mover = space.mover.draw(rng)
        t = float(np.round(space.t.draw(rng), 3))   # where the figure shows the moving point
        return {"m": m, "p": p, "q": q, "style": style, "mover": mover, "t": t}

    # labels: bottom A, B, C; top A', B', C'
    def _lab(self, p):
        bottom, top = solid_vertex_labels(3, p["style"])
        return dict(A=bottom[0], B=bottom[1], C=bottom[2], A1=top[0], B1=top[1], C1=top[2],
                    P=p["mover"], prism="".join(bottom) + "-" + "".join(top))

    def question(self, g):
        L = self._lab(g)
        return (f"In the right triangular prism {L['prism']}, ∠{L['A']}{L['C']}{L['B']} = 90°, "
                f"{L['A']}{L['C']} = {fmt(g['m'])}, {L['B']}{L['C']} = {fmt(g['p'])} and "
                f"{L['C']}{L['C1']} = {fmt(g['q'])}. Point {L['P']} moves along the diagonal "
                f"{L['B']}{L['C1']} of the lateral face {L['B']}{L['C']}{L['C1']}{L['B1']}. "
                f"Find the minimum value of {L['C']}{L['P']} + {L['P']}{L['A1']}.")

    def _minimum(self, p):
        # unfold triangle A'C'B about BC' into the plane of triangle CBC'; the angle at C' becomes
        # ∠CC'B + 90° (A'C' ⊥ face BCC'B'), then the law of cosines in triangle C C' A''.
        m, b, h = p["m"], p["p"], p["q"]
        ang = np.arctan2(b, h) + np.pi / 2
        return float(np.sqrt(h * h + m * m - 2 * h * m * np.cos(ang)))

    def answer(self, p):
        return Number(self._minimum(p))

    def _coords(self, p):
        C = np.zeros(3)
        A, B = np.array([p["m"], 0, 0]), np.array([0, p["p"], 0])
        up = np.array([0, 0, p["q"]])
        return {"A": A, "B": B, "C": C, "A1": A + up, "B1": B + up, "C1": C + up}

    def verify(self, g):
        X = self._coords(g)
        f = lambda t: (np.linalg.norm(X["B"] + t * (X["C1"] - X["B"]) - X["C"])
                       + np.linalg.norm(X["B"] + t * (X["C1"] - X["B"]) - X["A1"]))
        _, best = golden_section_min(f, 0.0, 1.0)
        return Number(float(best))

    def scene(self, g):
        L, X = self._lab(g), self._coords(g)
        s = Scene()
        for key in ("A", "B", "C", "A1", "B1", "C1"):
            s.point(L[key], X[key])
        s.face([L["A"], L["B"], L["C"]])
        s.face([L["A1"], L["B1"], L["C1"]])
        for u, v in (("A", "B"), ("B", "C"), ("C", "A")):
            s.face([L[u], L[v], L[v + "1"], L[u + "1"]])
        s.point(L["P"], s.along(L["B"], L["C1"], g["t"]))
        s.segment(L["B"], L["P"], style="auxiliary")
        s.segment(L["P"], L["C1"], style="auxiliary")
        s.segment(L["C"], L["P"], style="auxiliary")
        s.segment(L["P"], L["A1"], style="auxiliary")
        return s

    def subquestions(self, g):
        L = self._lab(g)
        bc1 = float(np.hypot(g["p"], g["q"]))
        ang = float(np.degrees(np.arctan2(g["p"], g["q"]))) + 90
        return [
            SubQuestion(f"In the lateral face {L['B']}{L['C']}{L['C1']}{L['B1']} (a rectangle), "
                        f"{L['B']}{L['C']} = {fmt(g['p'])} and {L['C']}{L['C1']} = {fmt(g['q'])}. "
                        f"Find the length of the diagonal {L['B']}{L['C1']}.",
                        Number(bc1), "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"{L['A1']}{L['C1']} is perpendicular to the face {L['B']}{L['C']}{L['C1']}{L['B1']}, "
                        f"so ∠{L['A1']}{L['C1']}{L['B']} = 90°. Triangle {L['A1']}{L['C1']}{L['B']} is "
                        f"unfolded about {L['B']}{L['C1']} into the plane of triangle "
                        f"{L['C']}{L['B']}{L['C1']}, on the other side of {L['B']}{L['C1']}. With "
                        f"{L['B']}{L['C']} = {fmt(g['p'])} and {L['C']}{L['C1']} = {fmt(g['q'])}, find "
                        f"the angle at {L['C1']} between {L['C1']}{L['C']} and the unfolded "
                        f"{L['C1']}{L['A1']}, in degrees.",
                        Number(ang), "solid_figures/moving_points/unfold_to_minimise_sum"),
            SubQuestion(f"In a triangle two sides of lengths {fmt(g['q'])} and {fmt(g['m'])} enclose an "
                        f"angle of {ang:.4f}°. Find the third side.",
                        Number(self._minimum(g)), "plane_figures/triangles/law_of_cosines"),
        ]

    def backward(self, g):
        L = self._lab(g)
        value = self._minimum(g)
        h, b = g["q"], g["p"]
        s = b / np.hypot(b, h)              # sin∠CC'B; cos(90° + ∠CC'B) = −s
        # value² = h² + m² + 2hm·s  ⇒  m = −hs + √(h²s² − h² + value²)
        m = -h * s + np.sqrt(h * h * s * s - h * h + round(value, 6) ** 2)
        return Backward(
            f"In the right triangular prism {L['prism']}, ∠{L['A']}{L['C']}{L['B']} = 90°, "
            f"{L['B']}{L['C']} = {fmt(g['p'])} and {L['C']}{L['C1']} = {fmt(g['q'])}. Point {L['P']} "
            f"moves along {L['B']}{L['C1']}, and the minimum value of {L['C']}{L['P']} + "
            f"{L['P']}{L['A1']} is {value:.6f}. Find {L['A']}{L['C']}.",
            Number(float(m)), "m")

    def description(self, g):
        L = self._lab(g)
        return (f"A right triangular prism {L['prism']} stands on base {L['A']}{L['B']}{L['C']} with "
                f"the right angle at {L['C']}; the top face {L['A1']}{L['B1']}{L['C1']} lies directly "
                f"above it ({L['A1']} above {L['A']}, and so on). {L['A']}{L['C']} = {fmt(g['m'])}, "
                f"{L['B']}{L['C']} = {fmt(g['p'])}, lateral edge {fmt(g['q'])}. The face diagonal "
                f"{L['B']}{L['C1']} is drawn, with a point {L['P']} on it joined to {L['C']} and "
                f"{L['A1']}.")

    def reasoning(self, p):
        L = self._lab(p)
        m, b, h = p["m"], p["p"], p["q"]
        bc1 = np.hypot(b, h)
        ang = np.degrees(np.arctan2(b, h))
        return [
            f"{L['A1']}{L['C1']} ⊥ {L['B1']}{L['C1']} and {L['A1']}{L['C1']} ⊥ {L['C']}{L['C1']}, so "
            f"{L['A1']}{L['C1']} ⊥ face {L['B']}{L['C']}{L['C1']}{L['B1']} and ∠{L['A1']}{L['C1']}{L['B']} = 90°.",
            f"Unfold triangle {L['A1']}{L['C1']}{L['B']} about {L['B']}{L['C1']} into the plane of "
            f"triangle {L['C']}{L['B']}{L['C1']}; {L['C']}{L['P']} + {L['P']}{L['A1']} is then a broken "
            f"line between two fixed points, shortest when straight.",
            f"In right triangle {L['C']}{L['B']}{L['C1']}: {L['B']}{L['C1']} = √({fmt(b)}² + {fmt(h)}²) "
            f"= {bc1:.4f} and ∠{L['C']}{L['C1']}{L['B']} = arctan({fmt(b)}/{fmt(h)}) ≈ {ang:.4f}°.",
            f"The unfolded angle at {L['C1']} is {ang:.4f}° + 90° = {ang + 90:.4f}°, with sides "
            f"{L['C1']}{L['C']} = {fmt(h)} and {L['C1']}{L['A1']} = {fmt(m)}.",
            f"Law of cosines: min² = {fmt(h)}² + {fmt(m)}² + 2·{fmt(h)}·{fmt(m)}·{b / bc1:.4f} "
            f"≈ {self._minimum(p) ** 2:.4f}, so the minimum is ≈ {self._minimum(p):.4f}.",
        ]
