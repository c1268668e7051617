"""Solid geometry (area, free form): the lateral surface area of an oblique prism — an oblique triangular
prism known by the distances between its lateral edges and the length of a lateral edge (the
perpendicular section), or an oblique parallelepiped on a rectangle whose lateral edge AA1 makes given
angles with AB and AD (DynaSolidGeo, area). ``answer`` uses lateral area = (perimeter of the
perpendicular section) × (lateral edge), and for the parallelepiped the parallelogram faces
AB·AA1·sin∠A1AB; ``verify`` builds the prism in coordinates (its own tilt for the triangular prism:
the area does not depend on it) and adds the cross-product areas of the lateral faces."""
import math
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.solid_volume_area import exact_text

ANGLE_PAIRS = ((60, 60), (45, 60), (60, 45), (60, 90), (90, 60), (45, 90), (90, 45), (45, 75), (75, 45))
SIN = {45: sp.sqrt(2) / 2, 60: sp.sqrt(3) / 2, 75: (sp.sqrt(6) + sp.sqrt(2)) / 4, 90: sp.Integer(1)}


@seed_program(
    id="oblique_prism_lateral_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/prisms/surface_area", "plane_figures/triangles/sine_area_formula",
              "solid_figures/distances/line_parallel_plane_distance"],
    source="DynaSolidGeo-style (area: oblique prism, perpendicular section and parallelogram faces)",
    variations=["numeric_values", "geometric_transformations", "camera", "lengths_ratios"],
)
class ObliquePrismLateralArea(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("section", "parallelepiped"), p=[0.5, 0.5]), side=IntRange(2, 8),
                      edge=IntRange(4, 10), pair=IntRange(0, 6)),
        hard=dict(kind=OneOf(("section", "parallelepiped"), p=[0.4, 0.6]), side=IntRange(5, 17),
                  edge=IntRange(8, 25), pair=IntRange(0, 8)),
        hard_means="larger prisms and more parallelepipeds with two different angles (75° included: sin 75° = "
                   "(√6 + √2)/4), so two kinds of parallelogram faces with surd areas must be added",
    )

    def sample(self, rng, space):
        """Givens: the kind; for the triangular prism the three distances between the lateral edges (a proper
        triangle) and the lateral edge; for the parallelepiped AB, AD, AA1 and the angles A1AB, A1AD."""
        kind = space.kind.draw(rng)
        g = {"kind": kind, "l": int(space.edge.draw(rng))}
        if kind == "section":
            for _ in attempts("three distances forming a triangle that is not too flat"):
                d = sorted(int(space.side.draw(rng)) for _ in range(3))
                if d[0] + d[1] > d[2] + 1:
                    break
            g.update(d1=d[1], d2=d[2], d3=d[0])
        else:
            t1, t2 = ANGLE_PAIRS[space.pair.draw(rng)]
            g.update(a=int(space.side.draw(rng)), b=int(space.side.draw(rng)), t1=t1, t2=t2)
        return g

    # -- statement ------------------------------------------------------------------------------------------------
    def _setup(self, g, hide=False):
        l = "?" if hide else g["l"]
        if g["kind"] == "section":
            return (f"In the oblique triangular prism ABC-A1B1C1 the lateral edges are AA1 = BB1 = CC1 = {l}. The distance "
                    f"between the parallel lines BB1 and CC1 is {g['d1']}, between CC1 and AA1 it is {g['d2']}, and "
                    f"between AA1 and BB1 it is {g['d3']}.")
        return (f"ABCD-A1B1C1D1 is an oblique parallelepiped whose base ABCD is a rectangle with AB = {g['a']} and "
                f"AD = {g['b']}; the lateral edge AA1 = {l} makes the angles ∠A1AB = {g['t1']}° and ∠A1AD = {g['t2']}°.")

    def question(self, g):
        return self._setup(g) + " Find the exact lateral surface area of the prism (square roots allowed)."

    # -- answer ------------------------------------------------------------------------------------------------
    def _area(self, p):
        l = sp.Integer(p["l"])
        if p["kind"] == "section":       # the perpendicular section is a triangle with sides d1, d2, d3
            return l * (p["d1"] + p["d2"] + p["d3"])
        return sp.radsimp(2 * p["a"] * l * SIN[p["t1"]] + 2 * p["b"] * l * SIN[p["t2"]])

    def answer(self, p):
        return Expression(str(sp.expand(self._area(p))))

    def verify(self, g):
        if g["kind"] == "section":
            # Numeric: a prism tilted along u = (0, 3/5, 4/5) (any tilt has the same lateral area); the section
            # triangle is laid out in the plane ⊥ u, the base ABC is where the edges meet z = 0.
            u = np.array([0.0, 0.6, 0.8])
            e1, e2 = np.array([1.0, 0.0, 0.0]), np.array([0.0, 0.8, -0.6])
            d1, d2, d3 = g["d1"], g["d2"], g["d3"]          # |YZ|, |ZX|, |XY| with X on AA1, Y on BB1, Z on CC1
            zx = (d3 * d3 + d2 * d2 - d1 * d1) / (2 * d3)
            flat = [(0.0, 0.0), (float(d3), 0.0), (zx, math.sqrt(d2 * d2 - zx * zx))]
            P = [x * e1 + y * e2 + np.array([0, 0, 10.0]) for x, y in flat]
            base = [p - (p[2] / u[2]) * u for p in P]
            area = sum(np.linalg.norm(np.cross(base[(i + 1) % 3] - base[i], g["l"] * u)) for i in range(3))
            return Expression(str(Fraction(area).limit_denominator(1000)))
        # Exact: A1 = AA1·(cos∠A1AB, cos∠A1AD, √(1 − cos² − cos²)); faces by cross products.
        a, b, l = (sp.Integer(g[k]) for k in ("a", "b", "l"))
        c1, c2 = sp.cos(sp.rad(g["t1"])), sp.cos(sp.rad(g["t2"]))
        A1 = l * sp.Matrix([c1, c2, sp.sqrt(1 - c1 ** 2 - c2 ** 2)])
        AB, AD = sp.Matrix([a, 0, 0]), sp.Matrix([0, b, 0])
        faces = [AB.cross(A1), AD.cross(A1)]
        total = 2 * sum(sp.sqrt(sp.simplify(f.dot(f))) for f in faces)
        return Expression(str(sp.expand(sp.radsimp(sp.simplify(total)))))

    def scene(self, g):
        s = Scene()
        l = float(g["l"])
        if g["kind"] == "section":
            u = np.array([0.5, 0.0, math.sqrt(3) / 2])        # the figure's tilt: 60° with the base
            e1 = np.array([0.0, 1.0, 0.0])
            e2 = np.cross(u, e1)
            d1, d2, d3 = g["d1"], g["d2"], g["d3"]
            zx = (d3 * d3 + d2 * d2 - d1 * d1) / (2 * d3)
            flat = [(0.0, 0.0), (float(d3), 0.0), (zx, math.sqrt(d2 * d2 - zx * zx))]
            P = [x * e1 + y * e2 for x, y in flat]
            base = [p - (p[2] / u[2]) * u for p in P]          # where the lateral edges meet the plane z = 0
            for name, bp in zip("ABC", base):
                s.point(name, bp)
                s.point(name + "1", bp + l * u)
            bottom, top = ["A", "B", "C"], ["A1", "B1", "C1"]
        else:
            a, b = float(g["a"]), float(g["b"])
            c1, c2 = math.cos(math.radians(g["t1"])), math.cos(math.radians(g["t2"]))
            v = l * np.array([c1, c2, math.sqrt(max(1 - c1 * c1 - c2 * c2, 0.0))])
            for name, p in zip("ABCD", ((0, 0, 0), (a, 0, 0), (a, b, 0), (0, b, 0))):
                s.point(name, p)
                s.point(name + "1", np.array(p, float) + v)
            bottom, top = ["A", "B", "C", "D"], ["A1", "B1", "C1", "D1"]
        n = len(bottom)
        s.face(bottom)
        s.face(top)
        for i in range(n):
            j = (i + 1) % n
            s.face([bottom[i], bottom[j], top[j], top[i]])
        return s

    # -- views ------------------------------------------------------------------------------------------------
    def subquestions(self, g):
        if g["kind"] == "section":
            return [SubQuestion(f"A plane perpendicular to the lateral edges of a triangular prism cuts a triangle with sides "
                                f"{g['d1']}, {g['d2']} and {g['d3']}. Find its perimeter.",
                                Number(g["d1"] + g["d2"] + g["d3"]), "solid_figures/prisms/surface_area")]
        return [SubQuestion(f"A parallelogram has sides {g['a']} and {g['l']} with an angle of {g['t1']}° between them. "
                            f"Find its exact area.", Expression(str(sp.radsimp(g['a'] * g['l'] * SIN[g['t1']]))),
                            "plane_figures/triangles/sine_area_formula")]

    def backward(self, g):
        S = sp.expand(self._area(g))
        per_edge = S / g["l"]
        return Backward(self._setup(g, hide=True) + f" The lateral surface area of the prism is {exact_text(S)}. "
                        f"Find the lateral edge AA1.", Number(float(S / per_edge)), "l")

    def description(self, g):
        shape = ("an oblique triangular prism ABC-A1B1C1 leaning to one side (its lateral faces are parallelograms)"
                 if g["kind"] == "section" else
                 "an oblique parallelepiped ABCD-A1B1C1D1 standing on the rectangle ABCD, leaning over it")
        return f"The figure shows {shape}. " + self._setup(g)

    def reasoning(self, p):
        A = exact_text(sp.expand(self._area(p)))
        if p["kind"] == "section":
            return ["Cut the prism by a plane perpendicular to the lateral edges: the section is a triangle whose sides "
                    f"are the distances between the lateral edges, {p['d1']}, {p['d2']}, {p['d3']}.",
                    "Each lateral face is a parallelogram with base AA1 (a lateral edge) and height the distance between "
                    "its two lateral edges, a side of that triangle.",
                    f"Lateral area = (perimeter of the section)·AA1 = ({p['d1']} + {p['d2']} + {p['d3']})·{p['l']} = {A}."]
        return [f"The lateral faces ABB1A1 and DCC1D1 are parallelograms with sides {p['a']} and {p['l']} and angle "
                f"{p['t1']}°: area {p['a']}·{p['l']}·sin {p['t1']}° each.",
                f"ADD1A1 and BCC1B1 have sides {p['b']} and {p['l']} and angle {p['t2']}°: area {p['b']}·{p['l']}·sin "
                f"{p['t2']}° each.",
                f"Lateral area = 2·{p['a']}·{p['l']}·sin {p['t1']}° + 2·{p['b']}·{p['l']}·sin {p['t2']}° = {A}."]
