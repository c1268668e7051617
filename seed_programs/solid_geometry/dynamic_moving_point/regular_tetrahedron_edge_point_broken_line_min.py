"""Solid geometry (dynamic point): in a regular tetrahedron, P moves along an edge XY while E and F are
fixed points of edges of the two faces that meet along XY (E on face UXY, F on face VXY); find the least
value of PE + PF, or how far P is from X when it is least. ``answer`` unfolds face VXY about XY into the
plane of UXY (the two faces form a rhombus with angles 60° and 120°) and measures the straight segment
EF' in exact sympy coordinates of that plane; ``verify`` keeps the solid in space (numpy coordinates of
another frame) and minimises PE + PF over P on the edge by golden-section search."""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, attempts, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import golden_section_min, surd_text

STD_RATIOS = ((1, 2), (1, 3), (2, 3))
HARD_RATIOS = ((1, 4), (3, 4), (1, 3), (2, 3), (2, 5), (3, 5))
LABELS = (("A", "B", "C", "D"), ("S", "A", "B", "C"), ("V", "A", "B", "C"))
EDGES = ((0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3))


@seed_program(
    id="regular_tetrahedron_edge_point_broken_line_min", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/moving_points/unfold_to_minimise_sum", "solid_figures/tetrahedra/regular_tetrahedron"],
    source="DynaSolidGeo-style (dynamic point on an edge of a regular tetrahedron; two faces unfolded)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class RegularTetrahedronEdgePointBrokenLineMin(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(2, 12), ratios=OneOf(STD_RATIOS), ask=OneOf(("min", "min", "min", "position")),
                      mover=OneOf(("P", "Q"))),
        hard=dict(a=IntRange(5, 20), ratios=OneOf(HARD_RATIOS), ask=OneOf(("min", "position"), p=[0.6, 0.4]),
                  mover=OneOf(("P", "Q"))),
        hard_means="points dividing their edges in quarters, thirds and fifths (never both midpoints), longer edges "
                   "and more often the position of P at the minimum (where EF' crosses the common edge)",
    )

    def sample(self, rng, space):
        labels = list(LABELS[int(rng.integers(0, len(LABELS)))])
        x, y = EDGES[int(rng.integers(0, len(EDGES)))]
        u, v = [i for i in range(4) if i not in (x, y)]
        if rng.integers(0, 2):
            u, v = v, u
        ratios = list(space.ratios.values)
        for _ in attempts("at the hard level, not both points at midpoints"):
            t = ratios[int(rng.integers(0, len(ratios)))]
            s = ratios[int(rng.integers(0, len(ratios)))]
            if space.level == "standard" or (t, s) != ((1, 2), (1, 2)):
                break
        return {"a": space.a.draw(rng), "labels": labels, "X": labels[x], "Y": labels[y], "U": labels[u],
                "V": labels[v], "E_end": labels[[x, y][int(rng.integers(0, 2))]],
                "F_end": labels[[x, y][int(rng.integers(0, 2))]], "t": list(t), "s": list(s),
                "ask": space.ask.draw(rng), "mover": space.mover.draw(rng)}

    # -- text ---------------------------------------------------------------------------------
    def _names(self, g):
        return ("E", "F") if "E" not in g["labels"] and "F" not in g["labels"] else ("M", "N")

    def _ratio_text(self, start, end, name, f):
        f = Fraction(*f)
        if f == Fraction(1, 2):
            return f"{name} is the midpoint of {start}{end}"
        return f"{name} lies on {start}{end} with {start}{name} : {name}{end} = {f.numerator} : {f.denominator - f.numerator}"

    def _solid(self, g):
        L = g["labels"]
        return f"{L[0]}-{''.join(L[1:])}" if L[0] in "SV" else "".join(L)

    def _given(self, g, hide_a=False):
        E, F = self._names(g)
        edge = "edge length a" if hide_a else f"edge length {g['a']}"
        return (f"{self._solid(g)} is a regular tetrahedron with {edge}. "
                f"{self._ratio_text(g['U'], g['E_end'], E, g['t'])}, and {self._ratio_text(g['V'], g['F_end'], F, g['s'])}. "
                f"Point {g['mover']} moves along the edge {g['X']}{g['Y']}.")

    def _asked(self, g):
        E, F = self._names(g)
        P = g["mover"]
        if g["ask"] == "min":
            return f"the minimum value of {P}{E} + {P}{F}"
        return f"the length {g['X']}{P} when {P}{E} + {P}{F} is as small as possible"

    def question(self, g):
        return self._given(g) + f" Find {self._asked(g)} (exact, or rounded to two decimal places)."

    def description(self, g):
        E, F = self._names(g)
        return (self._given(g) + f" The figure shows the tetrahedron with {E}, {F} and the moving point "
                f"{g['mover']} on {g['X']}{g['Y']}, joined by the segments {g['mover']}{E} and {g['mover']}{F}.")

    # -- answer: unfold face VXY into the plane of UXY ------------------------------------------
    def _unfolded(self, p):
        """Exact plane coordinates (X at the origin, XY on the x-axis) of E and of F after unfolding."""
        a = sp.Integer(p["a"])
        h = sp.sqrt(3) * a / 2
        plane = {p["X"]: sp.Matrix([0, 0]), p["Y"]: sp.Matrix([a, 0]), p["U"]: sp.Matrix([a / 2, h]),
                 "V'": sp.Matrix([a / 2, -h])}
        t, s = sp.Rational(*p["t"]), sp.Rational(*p["s"])
        E = plane[p["U"]] + t * (plane[p["E_end"]] - plane[p["U"]])
        F = plane["V'"] + s * (plane[p["F_end"]] - plane["V'"])
        return E, F

    def _exact(self, p):
        E, F = self._unfolded(p)
        if p["ask"] == "min":
            return sp.sqrt(sp.simplify((E - F).dot(E - F)))
        return sp.nsimplify(sp.simplify(E[0] + (F[0] - E[0]) * E[1] / (E[1] - F[1])))

    def answer(self, p):
        return Number(float(self._exact(p)))

    # -- verify: stay in space and minimise numerically -----------------------------------------
    def verify(self, g):
        a = float(g["a"])
        k = a / (2 * np.sqrt(2))
        cube = [np.array(v, dtype=float) * k for v in ((1, 1, 1), (1, -1, -1), (-1, 1, -1), (-1, -1, 1))]
        X = dict(zip(g["labels"], cube))
        t, s = g["t"][0] / g["t"][1], g["s"][0] / g["s"][1]
        e = X[g["U"]] + t * (X[g["E_end"]] - X[g["U"]])
        f = X[g["V"]] + s * (X[g["F_end"]] - X[g["V"]])
        x, y = X[g["X"]], X[g["Y"]]

        def total(u):
            q = x + u * (y - x)
            return float(np.linalg.norm(q - e) + np.linalg.norm(q - f))
        u, best = golden_section_min(total, 0.0, 1.0)      # a sum of two convex functions: unimodal
        return Number(best if g["ask"] == "min" else u * a)

    # -- figure -------------------------------------------------------------------------------
    def scene(self, g):
        a = float(g["a"])
        L = g["labels"]
        base = [np.array([0.0, 0.0, 0.0]), np.array([a, 0.0, 0.0]), np.array([a / 2, a * np.sqrt(3) / 2, 0.0])]
        apex = sum(base) / 3 + np.array([0.0, 0.0, a * np.sqrt(2 / 3)])
        order = L[1:] + L[:1] if L[0] in "SV" else L        # S (V) is the apex of S-ABC
        xyz = dict(zip(order, base + [apex]))
        s = Scene()
        s.polyhedron(xyz, [order[:3], [order[0], order[1], order[3]], [order[1], order[2], order[3]],
                           [order[2], order[0], order[3]]])
        E, F = self._names(g)
        s.point(E, s.along(g["U"], g["E_end"], g["t"][0] / g["t"][1]))
        s.point(F, s.along(g["V"], g["F_end"], g["s"][0] / g["s"][1]))
        P = g["mover"]
        s.point(P, s.along(g["X"], g["Y"], 0.3))
        s.segment(P, E, style="auxiliary")
        s.segment(P, F, style="auxiliary")
        return s

    # -- other views ----------------------------------------------------------------------------
    def subquestions(self, g):
        X, U, V = g["X"], g["U"], g["V"]
        return [SubQuestion(f"{self._solid(g)} is a regular tetrahedron. The face {V}{X}{g['Y']} is turned about "
                            f"{X}{g['Y']} into the plane of {U}{X}{g['Y']}, on the other side of {X}{g['Y']}, so that "
                            f"{V} lands at {V}'. Find the angle {U}{X}{V}' in degrees.", Number(120.0),
                            "solid_figures/moving_points/unfold_to_minimise_sum")]

    def backward(self, g):
        value = float(self._exact(g))
        unit = float(self._exact({**g, "a": 1}))
        shown = float(f"{value:.10g}")
        return Backward(self._given(g, hide_a=True) + f" Then {self._asked(g)} is {shown}. Find a.",
                        Number(shown / unit), "a")

    def reasoning(self, p):
        E, F = self._names(p)
        X, Y, U, V, P = p["X"], p["Y"], p["U"], p["V"], p["mover"]
        e, f = self._unfolded(p)
        steps = [f"The faces {U}{X}{Y} and {V}{X}{Y} are equilateral triangles with the common edge {X}{Y}. Turn "
                 f"{V}{X}{Y} about {X}{Y} into the plane of {U}{X}{Y} (other side): {U}{X}{V}'{Y} is a rhombus with "
                 f"angles 60° and 120°, and {P}{F} keeps its length.",
                 f"Put {X} = (0, 0), {Y} = ({p['a']}, 0), {U} = ({p['a']}/2, {p['a']}√3/2), {V}' = ({p['a']}/2, "
                 f"−{p['a']}√3/2). Then {E} = ({surd_text(e[0])}, {surd_text(e[1])}) and {F}' = ({surd_text(f[0])}, "
                 f"{surd_text(f[1])}).",
                 f"{P}{E} + {P}{F} = {P}{E} + {P}{F}' ≥ {E}{F}', with equality where {E}{F}' crosses {X}{Y} (inside the "
                 f"rhombus, so on the edge)."]
        if p["ask"] == "min":
            steps.append(f"So the minimum is {E}{F}' = {surd_text(self._exact(p))} ≈ {float(self._exact(p)):.4f}.")
        else:
            steps.append(f"{E}{F}' meets the x-axis at x = {surd_text(self._exact(p))}, so {X}{P} = "
                         f"{surd_text(self._exact(p))} ≈ {float(self._exact(p)):.4f}.")
        return steps
