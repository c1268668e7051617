"""Solid geometry: the area of the cross-section of a cube by a plane through three given points
(DynaSolidGeo, area). Five classic sections: the regular hexagon through three midpoints, a
triangle BDE, an isosceles trapezoid, a parallelogram through a space diagonal, and a pentagon.
``answer`` uses the synthetic closed form of each case; ``verify`` clips the cube with the plane
in coordinates and measures the polygon."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, convex_order, polygon_area_3d, solid_vertex_labels

CASES = ("hexagon", "triangle", "trapezoid", "parallelogram", "pentagon")
# cube edges as pairs of geometric vertex indices (0-3 bottom counter-clockwise, 4-7 above them)


@seed_program(
    id="cube_section_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/cubes/plane_cross_section", "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (Gaokao / competition cross-section of a cube)",
    variations=["lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class CubeSectionArea(SeedProgram):
    levels = Levels(
        standard=dict(case=OneOf(CASES), edge=IntRange(2, 10), names=IntRange(0, 2),
                      style=OneOf(("prime", "digit", "next")), shift=IntRange(0, 3), reflect=IntRange(0, 1)),
        hard=dict(case=OneOf(CASES, p=[0.1, 0.15, 0.25, 0.25, 0.25]), edge=IntRange(11, 30), names=IntRange(0, 2),
                  style=OneOf(("prime", "digit", "next")), shift=IntRange(0, 3), reflect=IntRange(0, 1)),
        hard_means="longer edges with a point anywhere along an edge, and mostly the trapezoid, parallelogram "
                   "and pentagon sections (the section's other vertices must be constructed first)",
    )

    def sample(self, rng, space):
        """Givens: the case, the cube's edge, CE-type distance k (cases with a point on an edge), the labels
        the figure shows (style, the base's relabelling shift/reflect, the named points); hidden: the
        label pool the point names came from."""
        case = space.case.draw(rng)
        a = space.edge.draw(rng)
        k = int(rng.integers(1, a)) if case in ("triangle", "trapezoid", "parallelogram") else 0
        names = [["M", "N", "K"], ["P", "Q", "R"], ["E", "F", "K"]][space.names.draw(rng)]
        style = space.style.draw(rng)
        if style == "next" and names[0] == "E":
            names = ["M", "N", "K"]
        used = {"hexagon": 3, "pentagon": 2}.get(case, 1)
        g = {"case": case, "a": a, **({"k": k} if k else {}), "style": style, "names": names[:used],
             "shift": space.shift.draw(rng), "reflect": bool(space.reflect.draw(rng))}
        return g, {"label_pool": names}

    # -- labels and coordinates -------------------------------------------------------------------
    def _label(self, p, i):
        """Label of geometric vertex i: a symmetry of the square base relabels the cube."""
        bottom, top = solid_vertex_labels(4, p["style"])
        j = i % 4 if not p["reflect"] else (-i) % 4
        j = (j + p["shift"]) % 4
        return (bottom + top)[j + 4 * (i // 4)]

    def _xyz(self, p, i):
        a = p["a"]
        x, y = [(0, 0), (a, 0), (a, a), (0, a)][i % 4]
        return np.array([x, y, a if i >= 4 else 0], dtype=float)

    def _seg(self, p, i, j):
        """The edge ij named in the usual order (AB, not BA)."""
        bottom, top = solid_vertex_labels(4, p["style"])
        return "".join(sorted((self._label(p, i), self._label(p, j)), key=(bottom + top).index))

    def _given(self, p):
        """The three given points: (name, xyz, phrase describing it or None for a vertex)."""
        k, case = p.get("k", 0), p["case"]
        X = lambda i: self._xyz(p, i)
        n = p["names"]
        if case == "hexagon":   # midpoints of AB, BC, CC1
            return [(n[0], (X(0) + X(1)) / 2, f"the midpoint of {self._seg(p, 0, 1)}"),
                    (n[1], (X(1) + X(2)) / 2, f"the midpoint of {self._seg(p, 1, 2)}"),
                    (n[2], (X(2) + X(6)) / 2, f"the midpoint of {self._seg(p, 2, 6)}")]
        if case == "triangle":  # B, D and E on CC1 with CE = k
            return [(self._label(p, 1), X(1), None), (self._label(p, 3), X(3), None),
                    (n[0], X(2) + np.array([0, 0, k]), f"the point on {self._seg(p, 2, 6)} with "
                                                       f"{self._label(p, 2)}{n[0]} = {k}")]
        if case == "trapezoid":  # A, D1 and E on BC with BE = k
            return [(self._label(p, 0), X(0), None), (self._label(p, 7), X(7), None),
                    (n[0], X(1) + np.array([0, k, 0]), f"the point on {self._seg(p, 1, 2)} with "
                                                       f"{self._label(p, 1)}{n[0]} = {k}")]
        if case == "parallelogram":  # A, C1 and E on BB1 with BE = k
            return [(self._label(p, 0), X(0), None), (self._label(p, 6), X(6), None),
                    (n[0], X(1) + np.array([0, 0, k]), f"the point on {self._seg(p, 1, 5)} with "
                                                       f"{self._label(p, 1)}{n[0]} = {k}")]
        # pentagon: midpoints of AB, AD and the vertex C1
        return [(n[0], (X(0) + X(1)) / 2, f"the midpoint of {self._seg(p, 0, 1)}"),
                (n[1], (X(0) + X(3)) / 2, f"the midpoint of {self._seg(p, 0, 3)}"),
                (self._label(p, 6), X(6), None)]

    def _cube_name(self, p):
        bottom, top = solid_vertex_labels(4, p["style"])
        return f"cube {''.join(bottom)}-{''.join(top)}"

    def _section(self, p):
        """Vertices of the section polygon (plane through the given points ∩ cube), in order."""
        g = [xyz for _, xyz, _ in self._given(p)]
        normal = np.cross(g[1] - g[0], g[2] - g[0])
        pts = []
        for i, j in CUBOID_EDGES:
            P, Q = self._xyz(p, i), self._xyz(p, j)
            fp, fq = normal @ (P - g[0]), normal @ (Q - g[0])
            tol = 1e-9 * np.linalg.norm(normal) * p["a"]
            if abs(fp) <= tol:
                pts.append(P)
            if abs(fq) <= tol:
                pts.append(Q)
            if fp * fq < 0 and abs(fp) > tol and abs(fq) > tol:
                pts.append(P + fp / (fp - fq) * (Q - P))
        unique = []
        for x in pts:
            if all(np.linalg.norm(x - y) > 1e-9 for y in unique):
                unique.append(x)
        order = convex_order({str(i): x for i, x in enumerate(unique)})
        return [unique[int(i)] for i in order]

    # -- protocol ---------------------------------------------------------------------------------
    def question(self, g):
        p = g
        given = self._given(p)
        defs = [f"{name} is {phrase}" for name, _, phrase in given if phrase]
        plane = "".join(name for name, _, _ in given)
        defs = ", ".join(defs[:-1]) + (" and " if len(defs) > 1 else "") + defs[-1]
        return (f"In the {self._cube_name(p)} with edge length {p['a']}, " + defs +
                f". The plane {plane} cuts the cube. Find the area of the cross-section.")

    def answer(self, p):
        a, k = p["a"], p.get("k", 0)
        case = p["case"]
        if case == "hexagon":        # regular hexagon with side a/√2
            area = 3 * np.sqrt(3) / 2 * (a / np.sqrt(2)) ** 2
        elif case == "triangle":     # ½·BD·OE with O the centre of the base
            area = 0.5 * a * np.sqrt(2) * np.sqrt(a * a / 2 + k * k)
        elif case == "trapezoid":    # EF ∥ AD1, CF = a − k; bases a√2, (a−k)√2, height √(a² + k²/2)
            area = (2 * a - k) / np.sqrt(2) * np.sqrt(a * a + k * k / 2)
        elif case == "parallelogram":  # F on DD1 with DF = a − k; area |AE × AF|
            area = a * np.sqrt(a * a + k * k + (a - k) ** 2)
        else:                        # projection onto the base: (7/8)a², cos φ = 3/√17
            area = 7 * a * a / 8 * np.sqrt(17) / 3
        return Number(float(area))

    def verify(self, g):
        # Independent: the plane through the stated points clips the cube in coordinates; polygon area.
        p = g
        return Number(polygon_area_3d(self._section(p)))

    def scene(self, g):
        p = g
        s = Scene()
        bottom = [self._label(p, i) for i in range(4)]
        top = [self._label(p, i) for i in range(4, 8)]
        s.box(bottom, top, p["a"], p["a"], p["a"])
        for name, xyz, phrase in self._given(p):
            if phrase:
                s.point(name, xyz)
        section = self._section(p)
        names = []
        for m, x in enumerate(section):
            hit = [lb for lb, v in s.points.items() if np.linalg.norm(np.array(v) - x) < 1e-9]
            names.append(hit[0] if hit else s.point(f"_s{m}", x, show_label=False))
        s.face(names, color="#fca5a5", opacity=0.5, with_edges=False)
        for m in range(len(names)):
            a_, b_ = names[m], names[(m + 1) % len(names)]
            if not any({a_, b_} == {x, y} for x, y, _ in s.segments):
                s.segment(a_, b_, style="auxiliary")
        return s

    # -- views ------------------------------------------------------------------------------------
    def subquestions(self, g):
        p = g
        given = self._given(p)
        section = self._section(p)
        (n1, x1, _), (n2, x2, _) = given[0], given[1]
        defs = ", ".join(f"{name} is {phrase}" for name, _, phrase in given if phrase)
        return [
            SubQuestion(f"In the {self._cube_name(p)} with edge length {p['a']}, {defs}. How many sides does "
                        f"the cross-section of the cube by the plane {''.join(n for n, _, _ in given)} have?",
                        Number(len(section)), "solid_figures/cubes/plane_cross_section"),
            SubQuestion(f"In the {self._cube_name(p)} with edge length {p['a']}, {defs}. Find the length {n1}{n2}.",
                        Number(float(np.linalg.norm(x1 - x2))), "plane_figures/triangles/pythagorean_theorem"),
        ]

    def description(self, g):
        p = g
        bottom, top = solid_vertex_labels(4, p["style"])
        given = self._given(p)
        defs = "; ".join(f"{name} is {phrase}" for name, _, phrase in given if phrase)
        return (f"A {self._cube_name(p)} with edge length {p['a']}: the base {''.join(bottom)} is a square (in order "
                f"around it) and {''.join(top)} is the top face, with {top[0]} above {bottom[0]}, {top[1]} above "
                f"{bottom[1]}, {top[2]} above {bottom[2]} and {top[3]} above {bottom[3]}. {defs}. The section by the "
                f"plane {''.join(n for n, _, _ in given)} is shaded.")

    def reasoning(self, p):
        a, k, case = p["a"], p.get("k", 0), p["case"]
        L = lambda i: self._label(p, i)
        n = p["names"]
        area = float(self.answer(p).value)
        used = {self._label(p, i) for i in range(8)} | set(p["label_pool"])
        F = next(x for x in "FTWXY" if x not in used)  # the fourth section vertex, named only here
        if case == "hexagon":
            return [
                f"The plane {n[0]}{n[1]}{n[2]} cuts the parallel faces in parallel segments; extending it, it also "
                f"passes through the midpoints of {L(6)}{L(7)}, {L(7)}{L(4)} and {L(4)}{L(0)}.",
                f"So the section is a hexagon whose six sides each join midpoints of adjacent edges of one face: "
                f"each side is {a}/√2 ≈ {a / np.sqrt(2):.4f}, and it is regular (the plane is perpendicular to the space "
                f"diagonal {L(3)}{L(5)}).",
                f"Area = (3√3/2)·({a}/√2)² = (3√3/4)·{a}² ≈ {area:.4f}.",
            ]
        if case == "triangle":
            return [
                f"The plane {L(1)}{L(3)}{n[0]} meets the cube only in triangle {L(1)}{L(3)}{n[0]} (with {L(2)}{n[0]} = {k} ≤ {a}).",
                f"{n[0]}{L(1)} = {n[0]}{L(3)}, so the triangle is isosceles; let O be the centre of the base {''.join(solid_vertex_labels(4, p['style'])[0])}; "
                f"then {n[0]}O ⊥ {L(1)}{L(3)}.",
                f"{L(1)}{L(3)} = {a}√2, O{L(2)} = {a}√2/2, and {n[0]}O = √(O{L(2)}² + {L(2)}{n[0]}²) = √({a * a / 2:g} + {k * k}) ≈ {np.sqrt(a * a / 2 + k * k):.4f}.",
                f"Area = ½·{a}√2·{np.sqrt(a * a / 2 + k * k):.4f} ≈ {area:.4f}.",
            ]
        if case == "trapezoid":
            return [
                f"Faces {L(0)}{L(3)}{L(7)}{L(4)} and {L(1)}{L(2)}{L(6)}{L(5)} are parallel, so the plane cuts them in parallel "
                f"lines: through {n[0]} draw {n[0]}{F} ∥ {L(0)}{L(7)}, meeting {L(2)}{L(6)} at {F} with {L(2)}{F} = {L(2)}{n[0]} = {a - k}.",
                f"The section is the isosceles trapezoid {L(0)}{n[0]}{F}{L(7)}: {L(0)}{L(7)} = {a}√2, {n[0]}{F} = {a - k}√2, legs "
                f"{L(0)}{n[0]} = {F}{L(7)} = √({a}² + {k}²).",
                f"Height = √({a * a + k * k} − ({k}√2/2)²) = √{a * a + k * k / 2:g} ≈ {np.sqrt(a * a + k * k / 2):.4f}.",
                f"Area = ½·({a}√2 + {a - k}√2)·{np.sqrt(a * a + k * k / 2):.4f} ≈ {area:.4f}.",
            ]
        if case == "parallelogram":
            return [
                f"Opposite faces are cut in parallel lines, so the plane meets {L(3)}{L(7)} at {F} with {L(3)}{F} = {a - k} and "
                f"the section {L(0)}{n[0]}{L(6)}{F} is a parallelogram.",
                f"Coordinates: {L(0)} = (0,0,0), {n[0]} = ({a},0,{k}), {F} = (0,{a},{a - k}).",
                f"{L(0)}{n[0]} × {L(0)}{F} = ({-a * k}, {-a * (a - k)}, {a * a}), of length {a}·√({a * a} + {k * k} + {(a - k) ** 2}).",
                f"Area = |{L(0)}{n[0]} × {L(0)}{F}| ≈ {area:.4f}.",
            ]
        return [
            f"Line {n[0]}{n[1]} meets lines {L(1)}{L(2)} and {L(3)}{L(2)} extended; joining those points to {L(6)} shows the "
            f"plane cuts {L(1)}{L(5)} and {L(3)}{L(7)} at one third of their height, {a}/3 above the base.",
            f"So the section is a pentagon; its projection onto the base is the square minus triangle {L(0)}{n[0]}{n[1]}: "
            f"{a}² − {a}²/8 = {7 * a * a / 8:g}.",
            f"The section meets the base along {n[0]}{n[1]}; the distance from {L(2)} to line {n[0]}{n[1]} is 3·{a}√2/4 and "
            f"{L(2)}{L(6)} = {a}, so the angle φ between the section and the base has tan φ = 2√2/3, i.e. cos φ = 3/√17.",
            f"Area = {7 * a * a / 8:g}·√17/3 ≈ {area:.4f}.",
        ]
