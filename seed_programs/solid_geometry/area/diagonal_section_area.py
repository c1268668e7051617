"""Solid geometry (area): the area of a diagonal section — the plane through two non-adjacent lateral
edges of a regular prism (a rectangle) or through the apex and a base diagonal of a regular pyramid
(an isosceles triangle) — for square, pentagonal and hexagonal bases (DynaSolidGeo, area).
``answer`` uses the base diagonal 2R·sin(kπ/n) and the height; ``verify`` measures the section
polygon in coordinates."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import polygon_area_3d, regular_polygon_name, regular_polygon_xy, regular_solid_name, \
    solid_vertex_labels
from dynaforge.sdk.solid_measure import regular_circumradius


@seed_program(
    id="diagonal_section_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/sections/diagonal_section", "plane_figures/polygons/regular_polygon",
              "solid_figures/pyramids/height_from_lateral_edge"],
    source="DynaSolidGeo-style (area: diagonal section of a prism or pyramid)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class DiagonalSectionArea(SeedProgram):
    levels = Levels(
        standard=dict(solid=OneOf(("prism", "pyramid")), n=OneOf((4, 5, 6)), edge=IntRange(2, 8),
                      prism_height=IntRange(2, 10), style=OneOf(("prime", "sub", "next")),
                      given=OneOf(("height", "lateral")), apex=OneOf(("P", "S", "V"))),
        hard=dict(solid=OneOf(("prism", "pyramid")), n=OneOf((5, 6)), edge=IntRange(9, 25),
                  prism_height=IntRange(11, 30), style=OneOf(("prime", "sub", "next")),
                  given=OneOf(("height", "lateral"), p=[0.3, 0.7]), apex=OneOf(("P", "S", "V"))),
        hard_means="pentagonal and hexagonal bases only (diagonals 2R·sin(kπ/n), no square shortcut), longer "
                   "edges, and pyramids mostly given by the lateral edge (the height must be found first)",
    )

    def sample(self, rng, space):
        """Givens: prism or pyramid, the base (n, edge), the diagonal (start vertex, k steps), the stated
        height or lateral edge, the labels."""
        solid = space.solid.draw(rng)
        n = space.n.draw(rng)
        k = int(rng.integers(2, n // 2 + 1))            # the diagonal joins vertex 0 and vertex k
        a = space.edge.draw(rng)
        p = {"solid": solid, "n": n, "k": k, "a": a, "start": int(rng.integers(0, n))}
        if solid == "prism":
            p["h"] = space.prism_height.draw(rng)
            p["style"] = space.style.draw(rng)
        else:
            rb = regular_circumradius(n, a)
            p["given"] = space.given.draw(rng)
            if p["given"] == "height":
                p["h"] = int(rng.integers(max(2, int(rb)), int(2.5 * rb) + 3))
            else:
                p["l"] = int(rng.integers(int(np.floor(rb)) + 1, int(np.floor(rb * 2.5)) + 3))
            p["apex"] = space.apex.draw(rng)
        return p

    def _labels(self, p):
        if p["solid"] == "prism":
            return solid_vertex_labels(p["n"], p["style"])
        return list("ABCDEF"[: p["n"]]), None

    def _ends(self, p):
        b, t = self._labels(p)
        i, j = p["start"], (p["start"] + p["k"]) % p["n"]
        return i, j

    def _height(self, p):
        if "h" in p:
            return float(p["h"])
        return float(np.sqrt(p["l"] ** 2 - regular_circumradius(p["n"], p["a"]) ** 2))

    def _section(self, p):
        b, t = self._labels(p)
        i, j = self._ends(p)
        if p["solid"] == "prism":
            return [b[i], b[j], t[j], t[i]]
        return [b[i], b[j], p["apex"]]

    def _name(self, p):
        b, t = self._labels(p)
        if p["solid"] == "prism":
            return f"{regular_solid_name(p['n'], 'prism')} {''.join(b)}-{''.join(t)}"
        return f"{regular_solid_name(p['n'], 'pyramid')} {p['apex']}-{''.join(b)}"

    def _given(self, p):
        b, t = self._labels(p)
        g = f"the base edge {b[0]}{b[1]} = {p['a']}"
        if p["solid"] == "prism":
            return g + f" and the lateral edge {b[0]}{t[0]} = {p['h']}"
        if p["given"] == "height":
            return g + f" and the height is {p['h']}"
        return g + f" and every lateral edge is {p['l']}"

    def question(self, g):
        p = g
        return (f"In the {self._name(p)}, {self._given(p)}. Find the area of the section {''.join(self._section(p))}.")

    def _diag(self, p):
        return float(2 * regular_circumradius(p["n"], p["a"]) * np.sin(np.pi * p["k"] / p["n"]))

    def answer(self, p):
        d, h = self._diag(p), self._height(p)
        if p["solid"] == "prism":
            return Number(d * h)
        e = regular_circumradius(p["n"], p["a"]) * np.cos(np.pi * p["k"] / p["n"])  # centre to the diagonal
        return Number(d * float(np.hypot(h, e)) / 2)

    def _scene(self, g):
        """The stated solid in coordinates; a pyramid given by its lateral edge gets its apex on the axis at
        the height where the apex is that far from a base vertex."""
        b, t = self._labels(g)
        base = regular_polygon_xy(g["n"], regular_circumradius(g["n"], g["a"]))
        h = float(g["h"]) if "h" in g else float(np.sqrt(g["l"] ** 2 - base[0][0] ** 2 - base[0][1] ** 2))
        s = Scene()
        if g["solid"] == "prism":
            s.prism(b, t, base, h)
        else:
            s.pyramid(b, g["apex"], base, (0.0, 0.0, h))
        return s

    def verify(self, g):
        # Independent: the section polygon measured in the solid's coordinates.
        p = g
        s = self._scene(p)
        return Number(polygon_area_3d([s.xyz(x) for x in self._section(p)]))

    def scene(self, g):
        p = g
        s = self._scene(p)
        s.face(self._section(p), color="#fca5a5", opacity=0.45, with_edges=False)
        sec = self._section(p)
        s.segment(sec[0], sec[1], style="auxiliary")
        if p["solid"] == "prism":
            s.segment(sec[2], sec[3], style="auxiliary")
        return s

    def description(self, g):
        p = g
        b, t = self._labels(p)
        if p["solid"] == "prism":
            return (f"A {self._name(p)}: the bases are {regular_polygon_name(p['n'])}s {''.join(b)} and "
                    f"{''.join(t)} (vertices in order, {t[0]} above {b[0]}), the lateral edges are perpendicular to "
                    f"the bases; {self._given(p)}. Consider the section {''.join(self._section(p))}.")
        return (f"A {self._name(p)}: the base {''.join(b)} is a {regular_polygon_name(p['n'])} (vertices in order) "
                f"and the apex {p['apex']} is above its centre; {self._given(p)}. The section "
                f"{''.join(self._section(p))} is considered.")

    def subquestions(self, g):
        p = g
        b, _ = self._labels(p)
        i, j = self._ends(p)
        return [SubQuestion(f"In a {regular_polygon_name(p['n'])} {''.join(b)} with side {p['a']}, find the length of "
                            f"the diagonal {b[i]}{b[j]}.", Number(self._diag(p)), "plane_figures/polygons/regular_polygon")]

    def reasoning(self, p):
        b, t = self._labels(p)
        i, j = self._ends(p)
        n, k = p["n"], p["k"]
        d, h = self._diag(p), self._height(p)
        R = regular_circumradius(n, p["a"])
        steps = [f"The base circumradius is R = {p['a']}/(2·sin({180 / n:g}°)) ≈ {R:.4f}; {b[i]} and {b[j]} are {k} "
                 f"steps apart, so {b[i]}{b[j]} = 2R·sin({180 * k / n:g}°) ≈ {d:.4f}."]
        if p["solid"] == "prism":
            steps += [f"The lateral edges are perpendicular to the base, so {''.join(self._section(p))} is a rectangle "
                      f"with sides {b[i]}{b[j]} and {b[i]}{t[i]} = {p['h']}.",
                      f"Area = {d:.4f}·{p['h']} ≈ {d * h:.4f}."]
        else:
            if p["given"] == "lateral":
                steps.append(f"Height = √({p['l']}² − R²) ≈ {h:.4f}.")
            steps += [f"The apex projects to the base centre, which lies on the diagonal {b[i]}{b[j]} only for a "
                      f"diameter; in every case the triangle's altitude from {p['apex']} to {b[i]}{b[j]} has length "
                      f"√(h² + (distance from centre to {b[i]}{b[j]})²)."
                      if 2 * k != n else f"{b[i]}{b[j]} passes through the base centre, so the pyramid's height is the "
                                         f"triangle's altitude.",
                      ]
            if 2 * k != n:
                e = R * np.cos(np.pi * k / n)
                alt = np.hypot(h, e)
                steps += [f"Distance from centre to {b[i]}{b[j]} = R·cos({180 * k / n:g}°) ≈ {e:.4f}; altitude ≈ {alt:.4f}.",
                          f"Area = ½·{d:.4f}·{alt:.4f} ≈ {d * alt / 2:.4f}."]
            else:
                steps.append(f"Area = ½·{d:.4f}·{h:.4f} ≈ {d * h / 2:.4f}.")
        return steps
