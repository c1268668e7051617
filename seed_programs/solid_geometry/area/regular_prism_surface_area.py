"""Solid geometry (area): the lateral or total surface area of a regular triangular, square,
pentagonal, hexagonal or octagonal prism, given the base edge and either the lateral edge or the
diagonal of a lateral face (DynaSolidGeo, area). ``answer`` uses perimeter × height plus twice the
regular-polygon area; ``verify`` sums the face areas of the built solid."""
import math

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import (polygon_area_3d, regular_polygon_name, regular_polygon_xy, regular_solid_name,
                                 restyle_segment, solid_vertex_labels)
from dynaforge.sdk.solid_measure import regular_circumradius, regular_polygon_area_from_edge

# (base edge, height, face diagonal); the standard level draws from the first eight, the hard from the rest
TRIPLES = ((3, 4, 5), (4, 3, 5), (6, 8, 10), (8, 6, 10), (5, 12, 13), (12, 5, 13), (8, 15, 17), (9, 12, 15),
           (20, 21, 29), (21, 20, 29), (12, 35, 37), (35, 12, 37), (9, 40, 41), (28, 45, 53), (16, 63, 65), (33, 56, 65))


@seed_program(
    id="regular_prism_surface_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/prisms/surface_area", "plane_figures/polygons/regular_polygon_area",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (area: surface area of a regular prism)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class RegularPrismSurfaceArea(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 5, 6, 8)), given=OneOf(("height", "diagonal")), edge=IntRange(2, 8),
                      height=IntRange(2, 10), octagon_edge=IntRange(2, 5), triple=IntRange(0, 7),
                      ask=OneOf(("lateral", "total")), style=OneOf(("prime", "sub", "next")),
                      octagon_style=OneOf(("prime", "sub"))),
        hard=dict(n=OneOf((3, 4, 5, 6, 8)), given=OneOf(("height", "diagonal"), p=[0.3, 0.7]), edge=IntRange(9, 25),
                  height=IntRange(11, 30), octagon_edge=IntRange(6, 12), triple=IntRange(8, 15),
                  ask=OneOf(("lateral", "total")), style=OneOf(("prime", "sub", "next")),
                  octagon_style=OneOf(("prime", "sub"))),
        hard_means="larger prisms, mostly given by a lateral face's diagonal from a large Pythagorean triple "
                   "(20-21-29, 12-35-37, ...)",
    )

    def sample(self, rng, space):
        """Givens: n, the base edge, the lateral edge or a lateral face's diagonal, what is asked, the labels;
        hidden: the height when the diagonal is stated."""
        n = space.n.draw(rng)
        given = space.given.draw(rng)
        if given == "height":
            a, h = space.edge.draw(rng), space.height.draw(rng)
            if n == 8:                    # a tall octagonal prism keeps its 16 labels apart
                a = space.octagon_edge.draw(rng)
                h = int(rng.integers(2 * a + 1, 2 * a + 6))
            d = None
        else:
            for _ in attempts("a face diagonal whose prism is tall enough (octagon: h ≥ 2a)"):
                a, h, d = TRIPLES[space.triple.draw(rng)]
                if n < 8 or 2 * a <= h:
                    break
        g = {"n": n, "given": given, "a": a, **({"h": h} if given == "height" else {"d": d}),
             "ask": space.ask.draw(rng),
             "style": space.style.draw(rng) if n <= 6 else space.octagon_style.draw(rng)}
        return (g, {}) if given == "height" else (g, {"h": h})

    def _labels(self, p):
        return solid_vertex_labels(p["n"], p["style"])

    def _name(self, p):
        b, t = self._labels(p)
        return f"{regular_solid_name(p['n'], 'prism')} {''.join(b)}-{''.join(t)}"

    def _given(self, p):
        b, t = self._labels(p)
        g = f"the base edge {b[0]}{b[1]} = {p['a']}"
        return g + (f" and the lateral edge {b[0]}{t[0]} = {p['h']}" if p["given"] == "height"
                    else f" and the diagonal {b[0]}{t[1]} of the lateral face {b[0]}{b[1]}{t[1]}{t[0]} is {p['d']}")

    def question(self, g):
        p = g
        return (f"In the {self._name(p)}, {self._given(p)}. Find the {p['ask']} surface area of the prism.")

    def _height(self, p):
        return p["h"] if p["given"] == "height" else math.isqrt(p["d"] ** 2 - p["a"] ** 2)

    def answer(self, p):
        n, a = p["n"], p["a"]
        lateral = n * a * self._height(p)
        if p["ask"] == "lateral":
            return Number(float(lateral))
        return Number(float(lateral + 2 * regular_polygon_area_from_edge(n, a)))

    def backward(self, g):
        p = g
        """Mask the lateral edge (or the face diagonal); state the area; solve back through the height."""
        n, a = p["n"], p["a"]
        b, t = self._labels(p)
        base = 2 * regular_polygon_area_from_edge(n, a) if p["ask"] == "total" else 0.0
        area = n * a * self._height(p) + base
        h = (area - base) / (n * a)
        if p["given"] == "height":
            masked, value, param = f"the lateral edge {b[0]}{t[0]}", h, "h"
        else:
            masked, value, param = (f"the diagonal {b[0]}{t[1]} of the lateral face {b[0]}{b[1]}{t[1]}{t[0]}",
                                    math.hypot(h, a), "d")
        return Backward(f"In the {self._name(p)}, the base edge {b[0]}{b[1]} = {a} and the {p['ask']} surface "
                        f"area of the prism is {area:.6g}. Find {masked}.", Number(value), param)

    def verify(self, g):
        # Independent: the prism built in coordinates, its faces measured as 3D polygons.
        p = g
        b, t = self._labels(p)
        h = math.sqrt(p["d"] ** 2 - p["a"] ** 2) if p["given"] == "diagonal" else p["h"]
        s = Scene()
        s.prism(b, t, regular_polygon_xy(p["n"], regular_circumradius(p["n"], p["a"])), h)
        faces = [f for f, _, _ in s.faces]
        if p["ask"] == "lateral":
            faces = [f for f in faces if len(f) == 4 and set(f) & set(b) and set(f) & set(t)]
        return Number(sum(polygon_area_3d([s.xyz(x) for x in f]) for f in faces))

    def scene(self, g):
        p = g
        b, t = self._labels(p)
        s = Scene()
        s.prism(b, t, regular_polygon_xy(p["n"], regular_circumradius(p["n"], p["a"])), self._height(p))
        if p["given"] == "diagonal":
            s.segment(b[0], t[1], style="auxiliary")
        else:
            restyle_segment(s, b[0], t[0], "auxiliary")
        return s

    def description(self, g):
        p = g
        b, t = self._labels(p)
        return (f"A {self._name(p)}: the bases {''.join(b)} and {''.join(t)} are congruent "
                f"{regular_polygon_name(p['n'])}s, {t[0]} directly above {b[0]} and so on, and the lateral faces are "
                f"rectangles; {self._given(p)}.")

    def subquestions(self, g):
        p = g
        n, a = p["n"], p["a"]
        subs = []
        if p["given"] == "diagonal":
            subs.append(SubQuestion(f"A rectangle has a side {a} and a diagonal {p['d']}. Find its other side.",
                                    Number(float(self._height(p))), "plane_figures/triangles/pythagorean_theorem"))
        subs.append(SubQuestion(f"Find the area of {'an' if n == 3 else 'a'} {regular_polygon_name(n)} with side {a}.",
                                Number(regular_polygon_area_from_edge(n, a)), "plane_figures/polygons/regular_polygon_area"))
        return subs

    def reasoning(self, p):
        n, a = p["n"], p["a"]
        b, t = self._labels(p)
        h = self._height(p)
        steps = []
        if p["given"] == "diagonal":
            steps.append(f"The lateral face is a rectangle: {b[0]}{t[0]} = √({p['d']}² − {a}²) = {h}.")
        lateral = n * a * h
        steps.append(f"Lateral area = perimeter × height = {n}·{a}·{h} = {lateral}.")
        if p["ask"] == "total":
            base = regular_polygon_area_from_edge(n, a)
            steps += [f"Each base is {'an' if n == 3 else 'a'} {regular_polygon_name(n)} of side {a}: area = "
                      f"{n}·{a}²/(4·tan({180 / n:g}°)) ≈ {base:.4f}.",
                      f"Total area = {lateral} + 2·{base:.4f} ≈ {lateral + 2 * base:.4f}."]
        return steps
