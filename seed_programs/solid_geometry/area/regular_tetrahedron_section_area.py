"""Solid geometry (area, free form): exact area of a plane section of a regular tetrahedron — the
square through four edge midpoints, the triangle through an edge and the midpoint of the opposite
edge, the triangle through a vertex and two edge midpoints, or a section parallel to a face
(DynaSolidGeo, area). ``answer`` uses the synthetic shape of each section; ``verify`` builds the
section in exact sympy coordinates and takes half the norm of the vector-area sum."""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Expression, IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, Text, seed_program

CASES = ("square", "edge_mid", "vertex_mids", "parallel")
LABELS = (["A", "B", "C", "D"], ["P", "A", "B", "C"], ["S", "A", "B", "C"], ["K", "L", "M", "N"])
# t = Z-point / Z-vertex of a section parallel to a face: standard indices 0-4, hard 5-9
RATIOS = ((1, 3), (2, 3), (1, 4), (3, 4), (1, 2), (2, 5), (3, 5), (4, 5), (2, 7), (5, 7))



def _cap(text):
    """Upper-case the first letter only (str.capitalize would lower-case the labels)."""
    return text[:1].upper() + text[1:]


@seed_program(
    id="regular_tetrahedron_section_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/tetrahedra/regular_tetrahedron_sections", "plane_figures/triangles/pythagorean_theorem",
              "solid_figures/sections/parallel_section_similarity"],
    source="DynaSolidGeo-style (area: sections of a regular tetrahedron)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class RegularTetrahedronSectionArea(SeedProgram):
    levels = Levels(
        standard=dict(case=IntRange(0, 3), labels=IntRange(0, 3), edge=IntRange(2, 12), ratio=IntRange(0, 4),
                      perm=IntRange(0, 3)),
        hard=dict(case=IntRange(0, 3), labels=IntRange(0, 3), edge=IntRange(13, 40), ratio=IntRange(5, 9),
                  perm=IntRange(0, 3)),
        hard_means="edges of 13 to 40 and parallel sections at less friendly ratios (2:5, 3:5, 4:5, 2:7, 5:7)",
    )

    def sample(self, rng, space):
        """Givens: the case, the labels and which edges they play (perm), the edge, the section points' names
        and (parallel case) the ratio t."""
        case = CASES[space.case.draw(rng)]
        labels = list(LABELS[space.labels.draw(rng)])
        a = space.edge.draw(rng)
        t = None if case != "parallel" else [int(v) for v in RATIOS[space.ratio.draw(rng)]]
        names = ["E", "F", "G", "H"] if labels[0] != "K" else ["P", "Q", "R", "T"]
        g = {"case": case, "labels": labels, "a": a, **({"t": t} if t else {}), "names": names}
        g["perm"] = space.perm.draw(rng)
        return g

    def _verts(self, p):
        """Labels in the roles (W, X, Y, Z): a rotation of the tetrahedron's labels picks the edges used."""
        L = p["labels"]
        k = p["perm"]
        return [L[(i + k) % 4] for i in range(4)]

    def _section(self, p):
        """(names of the section's points in order, {name: (label1, label2, fraction)} for new points)."""
        W, X, Y, Z = self._verts(p)
        E, F, G, H = p["names"]
        half = Fraction(1, 2)
        if p["case"] == "square":        # midpoints of WY, YX, XZ, ZW: plane parallel to WX and YZ
            return [E, F, G, H], {E: (W, Y, half), F: (Y, X, half), G: (X, Z, half), H: (Z, W, half)}
        if p["case"] == "edge_mid":      # edge WX and the midpoint of YZ
            return [W, X, E], {E: (Y, Z, half)}
        if p["case"] == "vertex_mids":   # vertex Z and the midpoints of WX, WY
            return [Z, E, F], {E: (W, X, half), F: (W, Y, half)}
        t = Fraction(*p["t"])             # parallel to face WXY through the points Z + t·(V − Z)
        return [E, F, G], {E: (Z, W, t), F: (Z, X, t), G: (Z, Y, t)}

    def _describe_points(self, p):
        ring, new = self._section(p)
        parts = []
        for name, (u, v, f) in new.items():
            if f == Fraction(1, 2):
                parts.append(f"{name} is the midpoint of {u}{v}")
            else:
                parts.append(f"{name} is on {u}{v} with {u}{name} : {name}{v} = {f.numerator} : {f.denominator - f.numerator}")
        return "; ".join(parts)

    def question(self, g):
        p = g
        ring, _ = self._section(p)
        return (f"{''.join(p['labels'])} is a regular tetrahedron with edge length {p['a']}; {self._describe_points(p)}. "
                f"Find the exact area of the section {''.join(ring)}.")

    def _value(self, p):
        a = sp.Integer(p["a"])
        c = p["case"]
        if c == "square":
            return a ** 2 / 4                                  # a square of side a/2
        if c == "edge_mid":
            return sp.sqrt(2) * a ** 2 / 4                     # isosceles: base a, legs a√3/2
        if c == "vertex_mids":
            return sp.sqrt(11) * a ** 2 / 16                   # base a/2, legs a√3/2
        t = sp.Rational(*p["t"])
        return sp.sqrt(3) * (t * a) ** 2 / 4                   # equilateral with side t·a

    def answer(self, p):
        return Expression(str(sp.nsimplify(self._value(p))))

    def _coords(self, p, exact):
        a = sp.Integer(p["a"]) if exact else float(p["a"])
        r3 = sp.sqrt(3) if exact else np.sqrt(3)
        r23 = sp.sqrt(sp.Rational(2, 3)) if exact else np.sqrt(2 / 3)
        pts = [(0 * a, 0 * a, 0 * a), (a, 0 * a, 0 * a), (a / 2, a * r3 / 2, 0 * a), (a / 2, a * r3 / 6, a * r23)]
        return dict(zip(p["labels"], [sp.Matrix(q) if exact else np.array(q, dtype=float) for q in pts]))

    def verify(self, g):
        # Independent: exact sympy coordinates of the section, half the norm of the vector-area sum.
        p = g
        X = self._coords(p, exact=True)
        ring, new = self._section(p)
        for name, (u, v, f) in new.items():
            X[name] = X[u] + sp.Rational(f.numerator, f.denominator) * (X[v] - X[u])
        total = sp.zeros(3, 1)
        for i in range(len(ring)):
            total += X[ring[i]].cross(X[ring[(i + 1) % len(ring)]])
        return Expression(str(sp.nsimplify(sp.sqrt(sp.simplify(total.dot(total))) / 2)))

    def scene(self, g):
        p = g
        X = self._coords(p, exact=False)
        A, B, C, D = p["labels"]
        s = Scene()
        s.polyhedron(X, [[A, B, C], [A, B, D], [B, C, D], [C, A, D]])
        ring, new = self._section(p)
        for name, (u, v, f) in new.items():
            s.point(name, s.along(u, v, float(f)))
        s.face(ring, color="#fca5a5", opacity=0.45, with_edges=False)
        for i in range(len(ring)):
            u, v = ring[i], ring[(i + 1) % len(ring)]
            if not any({u, v} == {x, y} for x, y, _ in s.segments):
                s.segment(u, v, style="auxiliary")
        return s

    def description(self, g):
        p = g
        return (f"{''.join(p['labels'])} is a regular tetrahedron: all six edges have length {p['a']}. "
                f"{_cap(self._describe_points(p))}. The plane through these points cuts the section {''.join(self._section(p)[0])}.")

    def subquestions(self, g):
        p = g
        ring, _ = self._section(p)
        a = p["a"]
        shape = {"square": "a square", "edge_mid": "an isosceles triangle", "vertex_mids": "an isosceles triangle",
                 "parallel": "an equilateral triangle"}[p["case"]]
        return [SubQuestion(f"In a regular tetrahedron with edge length {a}, find the length of the median of a face "
                            f"(from a vertex to the midpoint of the opposite side).", Number(a * np.sqrt(3) / 2),
                            "plane_figures/triangles/pythagorean_theorem"),
                SubQuestion(f"{''.join(p['labels'])} is a regular tetrahedron; {self._describe_points(p)}. What kind of "
                            f"polygon is the section {''.join(ring)}? Answer 'square', 'isosceles triangle' or "
                            f"'equilateral triangle'.", Text(shape.split(" ", 1)[1]),
                            "solid_figures/tetrahedra/regular_tetrahedron_sections")]

    def reasoning(self, p):
        W, X, Y, Z = self._verts(p)
        ring, new = self._section(p)
        a = p["a"]
        v = self._value(p)
        c = p["case"]
        if c == "square":
            E, F, G, H = ring
            steps = [f"{E}{F} and {H}{G} are midlines parallel to {W}{X} (in faces {W}{Y}{X} and {W}{Z}{X}), {F}{G} and "
                     f"{E}{H} are midlines parallel to {Y}{Z}; all four have length {a}/2.",
                     f"Opposite edges of a regular tetrahedron are perpendicular ({W}{X} ⊥ {Y}{Z}), so the rhombus is "
                     f"a square of side {a}/2.",
                     f"Area = ({a}/2)² = {sp.sstr(v)}."]
        elif c == "edge_mid":
            E = ring[2]
            steps = [f"{W}{E} and {X}{E} are medians of the equilateral faces {W}{Y}{Z} and {X}{Y}{Z}: {W}{E} = {X}{E} = "
                     f"{a}√3/2.",
                     f"The altitude from {E} to {W}{X} is √(3·{a}²/4 − {a}²/4) = {a}/√2.",
                     f"Area = ½·{a}·{a}/√2 = {sp.sstr(v)}."]
        elif c == "vertex_mids":
            E, F = ring[1], ring[2]
            steps = [f"{E}{F} is the midline of face {W}{X}{Y}: {E}{F} = {a}/2.",
                     f"{Z}{E} and {Z}{F} are medians of equilateral faces: {a}√3/2 each.",
                     f"Altitude from {Z}: √(3·{a}²/4 − {a}²/16) = {a}√11/4.",
                     f"Area = ½·({a}/2)·({a}√11/4) = {sp.sstr(v)}."]
        else:
            t = Fraction(*p["t"])
            steps = [f"{Z}{ring[0]}/{Z}{W} = {t}, so the section is parallel to face {W}{X}{Y} and similar to it with "
                     f"ratio {t}: an equilateral triangle of side {t}·{a}.",
                     f"Area = (√3/4)·({t}·{a})² = {sp.sstr(v)}."]
        steps[-1] += f" ≈ {float(v):.4f}."
        return steps
