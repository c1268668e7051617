"""Solid geometry (length): the distance between two skew lines of a regular triangular, square or
hexagonal prism — a lateral edge and a base edge, a lateral edge and a diagonal of a lateral face, or
a bottom edge and a top edge (DynaSolidGeo, length/distance). ``answer`` reduces each case to a
plane distance (a vertex to an edge line of the regular base polygon, or the height); ``verify`` uses
the common-normal formula in coordinates."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import (regular_polygon_name, regular_polygon_xy, regular_solid_name, restyle_segment,
                                 solid_vertex_labels)
from dynaforge.sdk.solid_measure import regular_circumradius, regular_inradius, skew_lines_distance


@seed_program(
    id="regular_prism_skew_lines_distance", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/distances/skew_lines", "solid_figures/distances/line_parallel_plane_distance",
              "plane_figures/polygons/regular_polygon"],
    source="DynaSolidGeo-style (length: distance between skew lines in a prism)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class RegularPrismSkewLinesDistance(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 6, 6)),
                      kind=OneOf(("lateral_base", "lateral_base", "lateral_diag", "lateral_diag", "bottom_top")),
                      a=IntRange(2, 8), h=IntRange(2, 10), style=OneOf(("prime", "sub", "digit"))),
        hard=dict(n=OneOf((3, 6, 8, 8)),
                  kind=OneOf(("lateral_base", "lateral_diag", "lateral_diag", "lateral_diag", "bottom_top")),
                  a=IntRange(4, 16), h=IntRange(8, 24), style=OneOf(("prime", "sub", "digit"))),
        hard_means="mostly octagonal and hexagonal prisms and a lateral edge against a lateral face diagonal (the "
                   "distance is a distance in the base polygon to a far edge's line: √3 or √2 geometry), with "
                   "larger edges",
    )

    def sample(self, rng, space):
        n = space.n.draw(rng)
        kind = space.kind.draw(rng)
        if kind == "bottom_top":
            j = int(rng.integers(1, n))
            for _ in attempts("a top edge not parallel to the bottom edge AB"):
                if not ((n == 4 and j == 2) or (n == 6 and j == 3) or (n == 8 and j == 4)):   # parallel: not skew
                    break
                j = int(rng.integers(1, n))
        else:
            j = int(rng.integers(1, n - 1))   # edge B_j B_{j+1} does not contain vertex 0
        return {"n": n, "kind": kind, "j": j, "a": space.a.draw(rng), "h": space.h.draw(rng),
                "style": space.style.draw(rng), "flip": bool(rng.integers(0, 2))}

    def _labels(self, p):
        return solid_vertex_labels(p["n"], p["style"])

    def _lines(self, p):
        b, t = self._labels(p)
        n, j = p["n"], p["j"]
        k = (j + 1) % n
        if p["kind"] == "lateral_base":
            return (b[0], t[0]), ((t[j], t[k]) if p["flip"] else (b[j], b[k]))
        if p["kind"] == "lateral_diag":
            return (b[0], t[0]), ((b[j], t[k]) if p["flip"] else (t[j], b[k]))
        return (b[0], b[1]), (t[j], t[(j + 1) % n])

    def _name(self, p):
        b, t = self._labels(p)
        return f"{regular_solid_name(p['n'], 'prism')} {''.join(b)}-{''.join(t)}"

    def question(self, g):
        b, t = self._labels(g)
        (x, y), (z, w) = self._lines(g)
        return (f"In the {self._name(g)}, the base edge {b[0]}{b[1]} = {g['a']} and the lateral edge "
                f"{b[0]}{t[0]} = {g['h']}. Find the distance between the skew lines {x}{y} and {z}{w}.")

    def _value(self, p):
        n, a, j = p["n"], p["a"], p["j"]
        if p["kind"] == "bottom_top":
            return float(p["h"])
        # vertex 0 to the line of base edge j: |apothem − R·cos(angle between vertex 0 and the edge normal)|
        R, rho = regular_circumradius(n, a), regular_inradius(n, a)
        theta = 2 * np.pi * (j + 0.5) / n          # edge j's normal, measured from vertex 0 round the centre
        return float(abs(rho - R * np.cos(theta)))

    def answer(self, p):
        return Number(self._value(p))

    def _scene(self, p):
        b, t = self._labels(p)
        s = Scene()
        s.prism(b, t, regular_polygon_xy(p["n"], regular_circumradius(p["n"], p["a"])), p["h"])
        return s

    def verify(self, g):
        s = self._scene(g)
        (x, y), (z, w) = self._lines(g)
        return Number(skew_lines_distance(s.xyz(x), s.xyz(y), s.xyz(z), s.xyz(w)))

    def scene(self, g):
        s = self._scene(g)
        (x, y), (z, w) = self._lines(g)
        restyle_segment(s, x, y, "auxiliary")
        restyle_segment(s, z, w, "auxiliary")
        return s

    def description(self, g):
        b, t = self._labels(g)
        return (f"A {self._name(g)}: the bottom base {''.join(b)} is {'an' if g['n'] == 3 else 'a'} "
                f"{regular_polygon_name(g['n'])} with side {b[0]}{b[1]} = {g['a']} (vertices in order), the top base "
                f"{''.join(t)} lies directly above it ({t[0]} above {b[0]}, and so on) and the lateral edges have "
                f"length {g['h']}.")

    def subquestions(self, g):
        b, t = self._labels(g)
        if g["kind"] == "bottom_top":
            return [SubQuestion(f"In the {self._name(g)} with lateral edge {b[0]}{t[0]} = {g['h']}, find the distance "
                                f"between the planes of the bases {''.join(b)} and {''.join(t)}.",
                                Number(float(g["h"])), "solid_figures/distances/skew_lines")]
        j, n = g["j"], g["n"]
        return [SubQuestion(f"In {'an' if n == 3 else 'a'} {regular_polygon_name(n)} {''.join(b)} with side {g['a']}, "
                            f"find the distance from {b[0]} to the line {b[j]}{b[(j + 1) % n]}.",
                            Number(self._value(g)), "plane_figures/polygons/regular_polygon")]

    def reasoning(self, p):
        b, t = self._labels(p)
        (x, y), (z, w) = self._lines(p)
        n, j = p["n"], p["j"]
        v = self._value(p)
        if p["kind"] == "bottom_top":
            return [f"{x}{y} lies in the bottom base and {z}{w} in the top base; the two bases are parallel planes.",
                    f"The lateral edges are perpendicular to both bases, so the common perpendicular of {x}{y} and "
                    f"{z}{w} is vertical and its length is the distance between the bases.",
                    f"So the distance is the height, {p['h']}."]
        B1, B2 = b[j], b[(j + 1) % n]
        plane = f"{B1}{B2}{t[(j + 1) % n]}{t[j]}"
        return [f"{z}{w} lies in the lateral face {plane}, and {x}{y} is parallel to the lateral edges, hence "
                f"parallel to the plane {plane}.",
                f"So the distance between the skew lines equals the distance from {b[0]} to the plane {plane}.",
                f"That plane is perpendicular to the base, so this is the distance from {b[0]} to the line {B1}{B2} in "
                f"the base {regular_polygon_name(n)}.",
                f"With circumradius R = {regular_circumradius(n, p['a']):.4f} and apothem {regular_inradius(n, p['a']):.4f}, "
                f"the distance is ≈ {v:.4f}."]
