"""Solid geometry (dynamic point): a plane through a point E moving on an edge of a regular
tetrahedron (or a regular triangular pyramid) stays parallel to two opposite edges; the section is a
rectangle (the opposite edges are perpendicular). Find its area at a given position, its largest
area, or where E sits when the section is a square. Sides x·CD and (1 − x)·AB: area x(1 − x)·AB·CD."""
from fractions import Fraction
from math import gcd

import numpy as np

from dynaforge.sdk import (Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import polygon_area_3d, regular_polygon_xy
from dynaforge.sdk.solid_measure import plane_section_polygon
from dynaforge.sdk.solid_moving import scan_min

ASKS = ("ratio", "max", "square")


@seed_program(
    id="tetrahedron_moving_parallel_section", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/moving_points/section_area_function",
              "solid_figures/positional/line_plane_parallel_property",
              "plane_figures/similarity/triangle_proportionality"],
    source="DynaSolidGeo-style (dynamic section through a moving point, parallel to two opposite edges)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class TetrahedronMovingParallelSection(SeedProgram):
    levels = Levels(
        standard=dict(solid=OneOf(("tetrahedron", "pyramid"), p=[0.45, 0.55]), base=IntRange(2, 10),
                      lateral=IntRange(3, 12), ask=OneOf(ASKS, p=[0.45, 0.3, 0.25]), m=IntRange(1, 4),
                      n=IntRange(1, 4), mover=OneOf(("E", "P", "M"))),
        hard=dict(solid=OneOf(("tetrahedron", "pyramid"), p=[0.2, 0.8]), base=IntRange(6, 20),
                  lateral=IntRange(7, 25), ask=OneOf(ASKS, p=[0.45, 0.15, 0.4]), m=IntRange(1, 7),
                  n=IntRange(2, 7), mover=OneOf(("E", "P", "M"))),
        hard_means="mostly regular pyramids with unequal base and lateral edges, larger edges, ratios up to 7:7 "
                   "and more often the square section (solve x·a = (1 − x)·l for the position)",
    )

    def sample(self, rng, space):
        solid = space.solid.draw(rng)
        ask = space.ask.draw(rng)
        for _ in attempts("a reduced ratio with E in the middle 60% of its edge, a pyramid whose lateral edge "
                          "differs from the base edge and is not too steep or flat"):
            a = int(space.base.draw(rng))
            l = a if solid == "tetrahedron" else int(space.lateral.draw(rng))
            m, n = int(space.m.draw(rng)), int(space.n.draw(rng))
            if (gcd(m, n) != 1 or not 0.2 <= m / (m + n) <= 0.8
                    or (ask == "ratio" and m == n and rng.random() < 0.7)):
                continue
            if solid == "pyramid" and not (0.75 * a <= l <= 2.2 * a and l != a):
                continue
            if solid == "tetrahedron" and ask == "square":
                ask = "ratio"          # the tetrahedron's square section is just the midpoint one
            break
        return {"solid": solid, "a": a, "l": l, "ask": ask, "m": m, "n": n, "mover": space.mover.draw(rng)}

    # -- labels: the moving point runs on edge XY; the plane is parallel to edges UV and WZ ----------
    def _lab(self, p):
        if p["solid"] == "tetrahedron":
            return dict(name="regular tetrahedron ABCD", run=("A", "C"), par=(("C", "D"), ("A", "B")),
                        verts=("A", "B", "C", "D"))
        return dict(name="regular triangular pyramid S-ABC", run=("A", "B"), par=(("B", "C"), ("S", "A")),
                    verts=("A", "B", "C", "S"))

    def _given(self, p, hide=None, pos=True):
        L = self._lab(p)
        (x, y), ((u1, u2), (w1, w2)) = L["run"], L["par"]
        E = p["mover"]
        if p["solid"] == "tetrahedron":
            solid = f"The {L['name']} has edge {p['a']}" if hide != "a" else f"The {L['name']} is given"
        else:
            parts = [f"base edge {p['a']}" if hide != "a" else None, f"lateral edge {p['l']}" if hide != "l" else None]
            solid = f"The {L['name']} has " + " and ".join(q for q in parts if q)
        pos = f" When {x}{E} : {E}{y} = {p['m']} : {p['n']}," if p["ask"] == "ratio" and pos else ""
        return (f"{solid}. Point {E} moves on the edge {x}{y}, and the plane through {E} parallel to {u1}{u2} "
                f"and to {w1}{w2} cuts the solid in a quadrilateral (the section).{pos}")

    def _ask(self, p):
        L = self._lab(p)
        if p["ask"] == "ratio":
            return "find the area of the section."
        if p["ask"] == "max":
            return f"Find the largest possible area of the section as {p['mover']} moves."
        return f"The section is a square for one position of {p['mover']}. Find {L['run'][0]}{p['mover']} then."

    def question(self, g):
        return self._given(g) + " " + self._ask(g)

    # -- answer: the two sides are x·UV and (1 − x)·WZ (parallel lines in two faces), perpendicular -----
    def _x(self, p):
        if p["ask"] == "ratio":
            return Fraction(p["m"], p["m"] + p["n"])
        if p["ask"] == "max":
            return Fraction(1, 2)
        return Fraction(p["l"], p["a"] + p["l"])          # x·a = (1 − x)·l

    def _value(self, p):
        x = self._x(p)
        if p["ask"] == "square":
            return float(x * p["a"])
        return float(x * (1 - x) * p["a"] * p["l"])

    def answer(self, p):
        return Number(self._value(p))

    # -- verify: clip the solid with the plane in coordinates --------------------------------------------
    def _xyz(self, p):
        a, l = float(p["a"]), float(p["l"])
        base = [np.array([x, y, 0.0]) for x, y in regular_polygon_xy(3, a / np.sqrt(3))]
        apex = np.array([0.0, 0.0, np.sqrt(l * l - a * a / 3)])
        return dict(zip(self._lab(p)["verts"], base + [apex]))

    def verify(self, g):
        X = self._xyz(g)
        L = self._lab(g)
        names = list(X)
        V = [X[k] for k in names]
        edges = [(i, j) for i in range(4) for j in range(i + 1, 4)]
        (x, y), ((u1, u2), (w1, w2)) = L["run"], L["par"]
        nrm = np.cross(X[u2] - X[u1], X[w2] - X[w1])

        def section(t):
            E = X[x] + t * (X[y] - X[x])
            return plane_section_polygon(V, edges, nrm, float(nrm @ E))

        def area(t):
            poly = section(t)
            return polygon_area_3d(poly) if len(poly) >= 3 else 0.0
        if g["ask"] == "ratio":
            return Number(area(g["m"] / (g["m"] + g["n"])))
        if g["ask"] == "max":
            return Number(-scan_min(lambda t: -area(t), 0.0, 1.0, samples=401)[1])

        def sides_gap(t):                      # a rectangle is a square when its two side lengths agree
            poly = section(t)
            s = sorted(np.linalg.norm(poly[i] - poly[(i + 1) % 4]) for i in range(4))
            return s[0] - s[3]
        t, _ = scan_min(lambda t: abs(sides_gap(t)), 0.02, 0.98, samples=401)
        return Number(float(t * np.linalg.norm(X[y] - X[x])))

    # -- figure ----------------------------------------------------------------------------------------
    def scene(self, g):
        L = self._lab(g)
        X = self._xyz(g)
        s = Scene()
        A, B, C, T = L["verts"]
        s.pyramid([A, B, C], T, [X[A][:2], X[B][:2], X[C][:2]], X[T])
        (x, y), ((u1, u2), (w1, w2)) = L["run"], L["par"]
        t = float(self._x(g)) if g["ask"] == "ratio" else 0.38
        E = X[x] + t * (X[y] - X[x])
        nrm = np.cross(X[u2] - X[u1], X[w2] - X[w1])
        names = list(X)
        poly = plane_section_polygon([X[k] for k in names], [(i, j) for i in range(4) for j in range(i + 1, 4)],
                                     nrm, float(nrm @ E))
        start = int(np.argmin([np.linalg.norm(q - E) for q in poly]))
        poly = poly[start:] + poly[:start]
        labels = [s.point(g["mover"], poly[0])]
        for i, q in enumerate(poly[1:]):
            labels.append(s.point(f"_s{i}", q, show_label=False))
        for i in range(len(labels)):
            s.segment(labels[i], labels[(i + 1) % len(labels)], style="auxiliary")
        s.face(labels, color="#fca5a5", opacity=0.35, with_edges=False)
        return s

    # -- views -----------------------------------------------------------------------------------------
    def subquestions(self, g):
        L = self._lab(g)
        (x, y), ((u1, u2), (w1, w2)) = L["run"], L["par"]
        E = g["mover"]
        xr = Fraction(1, 2) if g["ask"] != "ratio" else self._x(g)
        return [
            SubQuestion(self._given(g, pos=False) + f" Find the angle between the lines {u1}{u2} and {w1}{w2}, in degrees.",
                        Number(90.0), "solid_figures/angles/skew_lines_angle"),
            SubQuestion(self._given(g, pos=False) + f" If {x}{E} : {x}{y} = {xr.numerator} : {xr.denominator}, find the side "
                        f"of the section parallel to {u1}{u2}.", Number(float(xr * g["a"])),
                        "plane_figures/similarity/triangle_proportionality"),
        ]

    def backward(self, g):
        value = self._value(g)
        if g["ask"] == "square":
            # AE = a·l/(a + l)  ⇒  l = AE·a/(a − AE)
            hide = "l" if g["solid"] == "pyramid" else "a"
            solved = value * g["a"] / (g["a"] - value)
            text = f" When the section is a square, {self._lab(g)['run'][0]}{g['mover']} = {value:.10g}."
        else:
            hide = "a"
            x = self._x(g)
            # S = x(1 − x)·a·l (l = a for the tetrahedron)
            solved = (np.sqrt(value / float(x * (1 - x))) if g["solid"] == "tetrahedron"
                      else value / float(x * (1 - x)) / g["l"])
            text = (f" the area of the section is {value:.10g}." if g["ask"] == "ratio" else
                    f" The largest possible area of the section is {value:.10g}.")
        name = {"a": "the base edge" if g["solid"] == "pyramid" else "the edge", "l": "the lateral edge"}[hide]
        return Backward(self._given(g, hide=hide) + text + f" Find {name}.", Number(float(solved)), hide)

    def description(self, g):
        L = self._lab(g)
        return (self._given(g) + f" The figure shows the solid with the section drawn through {g['mover']} on "
                f"{L['run'][0]}{L['run'][1]}." + (" The apex S is above the centre of the equilateral base ABC."
                                                   if g["solid"] == "pyramid" else ""))

    def reasoning(self, p):
        L = self._lab(p)
        (x, y), ((u1, u2), (w1, w2)) = L["run"], L["par"]
        E = p["mover"]
        a, l = p["a"], p["l"]
        steps = [
            f"The plane is parallel to {u1}{u2}, so it meets face {x}{u1}{u2} in a line through {E} parallel to "
            f"{u1}{u2}: with {x}{E}/{x}{y} = x that side is x·{u1}{u2} = {a}x.",
            f"Likewise it meets face {y}{w1}{w2} (and the face opposite) in lines parallel to {w1}{w2}, of length "
            f"(1 − x)·{w1}{w2} = {l}(1 − x); opposite sides are parallel and equal, so the section is a parallelogram.",
            f"In a regular {'tetrahedron' if p['solid'] == 'tetrahedron' else 'triangular pyramid'} opposite edges are "
            f"perpendicular ({u1}{u2} ⊥ the plane through {w1}{w2} and the midpoint of {u1}{u2}), so the section is a "
            f"rectangle of area S(x) = {a}·{l}·x(1 − x).",
        ]
        x_ = self._x(p)
        if p["ask"] == "ratio":
            steps.append(f"x = {p['m']}/{p['m'] + p['n']}: S = {a}·{l}·{x_}·{1 - x_} = {fmt(self._value(p), 4)}.")
        elif p["ask"] == "max":
            steps.append(f"x(1 − x) is largest at x = 1/2: S = {a}·{l}/4 = {fmt(self._value(p), 4)}.")
        else:
            steps.append(f"A square needs {a}x = {l}(1 − x), so x = {l}/{a + l} and {x}{E} = {a}·{l}/{a + l} = "
                         f"{fmt(self._value(p), 4)}.")
        return steps
