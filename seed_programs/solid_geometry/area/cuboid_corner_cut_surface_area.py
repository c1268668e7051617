"""Solid geometry (area, free form): the plane through points P, Q, R on the three edges at a corner of a
cube or cuboid cuts the corner off; find the exact total surface area of the solid that remains, or
by how much the surface area has decreased (DynaSolidGeo, area). ``answer`` removes the three right
triangles from the faces and adds the slanted triangle, ½√(x²y² + y²z² + z²x²) (the squares of the
three right-triangle areas add up to the square of the slanted one); ``verify`` measures the
remaining solid's surface in exact sympy coordinates (convex hull, cross products)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import cuboid_labels
from dynaforge.sdk.solid_volume_area import exact_hull_area, exact_text

NAMES = (("P", "Q", "R"), ("M", "N", "K"), ("E", "F", "G"))


def _corner_xyz(dims, i):
    x, y = [(0, 0), (1, 0), (1, 1), (0, 1)][i % 4]
    return (x * dims[0], y * dims[1], dims[2] if i >= 4 else 0)


def _neighbours(i):
    """The three vertices joined to vertex i by an edge: the next and previous one on its own face
    (bottom or top), then the one above or below."""
    base = 4 if i >= 4 else 0
    j = i - base
    return [base + (j + 1) % 4, base + (j + 3) % 4, (i + 4) % 8]


@seed_program(
    id="cuboid_corner_cut_surface_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/composite_solids/surface_area_change", "solid_figures/tetrahedra/trirectangular_corner",
              "solid_figures/prisms/surface_area"],
    source="DynaSolidGeo-style (area: a cube or cuboid with one corner cut off)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CuboidCornerCutSurfaceArea(SeedProgram):
    levels = Levels(
        standard=dict(shape=OneOf(("cube", "cuboid")), edge=IntRange(4, 9), corner=IntRange(0, 7), names=IntRange(0, 2),
                      style=OneOf(("prime", "digit")), equal_cuts=OneOf((True, False), p=[0.4, 0.6]),
                      ask=OneOf(("total", "decrease"), p=[0.7, 0.3])),
        hard=dict(shape=OneOf(("cube", "cuboid"), p=[0.2, 0.8]), edge=IntRange(8, 20), corner=IntRange(0, 7),
                  names=IntRange(0, 2), style=OneOf(("prime", "digit")), equal_cuts=OneOf((True, False), p=[0.0, 1.0]),
                  ask=OneOf(("total", "decrease"), p=[0.5, 0.5])),
        hard_means="larger, mostly non-cubic boxes with three different cut lengths, so the slanted triangle is "
                   "scalene (½√(x²y² + y²z² + z²x²), a surd to simplify) and must be set against three right triangles",
    )

    def sample(self, rng, space):
        """Givens: the box (a cube: one edge), the corner, the cut lengths along its three edges, names, style, ask."""
        shape = space.shape.draw(rng)
        dims = [int(space.edge.draw(rng))] * 3 if shape == "cube" else [int(space.edge.draw(rng)) for _ in range(3)]
        corner = int(space.corner.draw(rng))
        lengths = [dims[0] if corner % 2 == 0 else dims[1], dims[1] if corner % 2 == 0 else dims[0], dims[2]]
        if space.equal_cuts.draw(rng):
            t = int(rng.integers(1, min(lengths)))
            cuts = [t, t, t]
        else:
            cuts = [int(rng.integers(1, L)) for L in lengths]
        g = {"shape": shape, "a": dims[0], "corner": corner, "x": cuts[0], "y": cuts[1], "z": cuts[2], "names": list(NAMES[space.names.draw(rng)]),
             "style": space.style.draw(rng), "ask": space.ask.draw(rng)}
        if shape == "cuboid":
            g.update(b=dims[1], c=dims[2])
        if "E" in g["names"] and g["style"] == "next":
            g["names"] = list(NAMES[0])
        return g

    def _labels(self, g):
        return cuboid_labels(g["style"])

    def _setup(self, g, hide=False):
        L = self._labels(g)
        name = "".join(L[:4]) + "-" + "".join(L[4:])
        i = g["corner"]
        X = L[i]
        nb = [L[j] for j in _neighbours(i)]
        P, Q, R = g["names"]
        x, y, z = ("?" if hide == "x" else g["x"]), g["y"], g["z"]
        box = (f"the cube {name} with edge {'?' if hide == 'a' else g['a']}" if g["shape"] == "cube" else
               f"the cuboid {name} with {L[0]}{L[1]} = {'?' if hide == 'a' else g['a']}, {L[1]}{L[2]} = {g['b']} and "
               f"{L[0]}{L[4]} = {g['c']}")
        return (f"In {box}, points {P}, {Q}, {R} lie on the edges {X}{nb[0]}, {X}{nb[1]}, {X}{nb[2]} with {X}{P} = {x}, "
                f"{X}{Q} = {y} and {X}{R} = {z}. The plane {P}{Q}{R} cuts off the corner {X}, and the tetrahedron "
                f"{X}-{P}{Q}{R} is removed.")

    def _asked(self, g):
        return ("the exact total surface area of the solid that remains" if g["ask"] == "total" else
                "by exactly how much the total surface area has decreased (the area of the box minus the area of "
                "the remaining solid)")

    def question(self, g):
        return self._setup(g) + f" Find {self._asked(g)}. Square roots are allowed."

    # -- answer: three right triangles out, one slanted triangle in ---------------------------------------
    def _areas(self, p):
        dims = (p["a"],) * 3 if p["shape"] == "cube" else (p["a"], p["b"], p["c"])
        a, b, c = (sp.Integer(d) for d in dims)
        x, y, z = (sp.Integer(t) for t in (p["x"], p["y"], p["z"]))
        box = 2 * (a * b + b * c + c * a)
        removed = (x * y + y * z + z * x) / 2
        slanted = sp.sqrt(x * x * y * y + y * y * z * z + z * z * x * x) / 2
        return box, removed, slanted

    def answer(self, p):
        box, removed, slanted = self._areas(p)
        return Expression(str(sp.radsimp(box - removed + slanted if p["ask"] == "total" else removed - slanted)))

    def verify(self, g):
        # Independent: the remaining solid in exact coordinates, its surface measured as a convex hull.
        dims = (g["a"],) * 3 if g["shape"] == "cube" else (g["a"], g["b"], g["c"])
        i = g["corner"]
        X = sp.Matrix(_corner_xyz(dims, i))
        cut = []
        for j, t in zip(_neighbours(i), (g["x"], g["y"], g["z"])):
            Y = sp.Matrix(_corner_xyz(dims, j))
            cut.append(X + sp.Integer(t) * (Y - X) / (Y - X).norm())
        rest = [tuple(_corner_xyz(dims, k)) for k in range(8) if k != i] + [tuple(v) for v in cut]
        remaining = exact_hull_area(rest)
        whole = exact_hull_area([_corner_xyz(dims, k) for k in range(8)])
        return Expression(str(sp.radsimp(remaining if g["ask"] == "total" else whole - remaining)))

    def scene(self, g):
        L = self._labels(g)
        dims = (g["a"],) * 3 if g["shape"] == "cube" else (g["a"], g["b"], g["c"])
        s = Scene()
        s.box(L[:4], L[4:], *dims)
        i = g["corner"]
        for name, j, t in zip(g["names"], _neighbours(i), (g["x"], g["y"], g["z"])):
            s.point(name, s.along(L[i], L[j], t / float(np.linalg.norm(s.xyz(L[j]) - s.xyz(L[i])))))
        P, Q, R = g["names"]
        s.face([P, Q, R], color="#fca5a5", opacity=0.6, with_edges=False)
        for u, v in ((P, Q), (Q, R), (R, P)):
            s.segment(u, v, style="auxiliary")
        return s

    # -- views ------------------------------------------------------------------------------------------------
    def subquestions(self, g):
        x, y, z = (g["x"], g["y"], g["z"])
        P, Q, R = g["names"]
        X = self._labels(g)[g["corner"]]
        box, removed, slanted = self._areas(g)
        return [
            SubQuestion(f"A box has edges {', '.join(str(d) for d in ((g['a'],) * 3 if g['shape'] == 'cube' else (g['a'], g['b'], g['c'])))}. "
                        f"Find its total surface area.", Number(float(box)), "solid_figures/prisms/surface_area"),
            SubQuestion(f"Three mutually perpendicular segments {X}{P}, {X}{Q}, {X}{R} have lengths {x}, {y}, {z}. Find the "
                        f"exact area of triangle {P}{Q}{R}.", Expression(str(sp.radsimp(slanted))),
                        "solid_figures/tetrahedra/trirectangular_corner"),
        ]

    def backward(self, g):
        value = sp.sympify(self.answer(g).value)
        box, removed, slanted = self._areas(g)
        if g["ask"] == "total":
            whole = value + removed - slanted              # 2(ab + bc + ca)
            if g["shape"] == "cube":
                a = sp.sqrt(whole / 6)
                what = "the edge of the cube"
            else:
                a = (whole / 2 - g["b"] * g["c"]) / (g["b"] + g["c"])
                L = self._labels(g)
                what = f"{L[0]}{L[1]}"
            return Backward(self._setup(g, hide="a") + f" The remaining solid has total surface area "
                            f"{exact_text(value)}. Find {what}.", Number(float(a)), "a")
        # the decrease (xy + yz + zx)/2 − ½√(x²y² + y²z² + z²x²) grows with x: bisection
        y, z, target = g["y"], g["z"], float(value)
        dec = lambda x: (x * y + y * z + z * x) / 2 - math.sqrt(x * x * y * y + y * y * z * z + z * z * x * x) / 2
        lo, hi = 0.0, 1000.0
        for _ in range(200):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if dec(mid) < target else (lo, mid)
        L = self._labels(g)
        return Backward(self._setup(g, hide="x") + f" The total surface area has decreased by {exact_text(value)}. "
                        f"Find {L[g['corner']]}{g['names'][0]}.", Number((lo + hi) / 2), "x")

    def description(self, g):
        P, Q, R = g["names"]
        return (f"A box drawn with its base at the bottom; near the corner {self._labels(g)[g['corner']]} the triangle "
                f"{P}{Q}{R} is shaded red: the cut. " + self._setup(g))

    def reasoning(self, p):
        x, y, z = (p["x"], p["y"], p["z"])
        box, removed, slanted = self._areas(p)
        steps = [
            f"The box has total surface area {exact_text(box)}.",
            f"The cut removes a right triangle from each of the three faces at the corner: "
            f"({x}·{y} + {y}·{z} + {z}·{x})/2 = {exact_text(removed)}.",
            f"It adds the triangle {''.join(p['names'])}: with three perpendicular edges x, y, z at the corner its area is "
            f"½√(x²y² + y²z² + z²x²) = {exact_text(slanted)} (its square is the sum of the squares of the three "
            f"right-triangle areas).",
        ]
        if p["ask"] == "total":
            steps.append(f"Total = {exact_text(box)} − {exact_text(removed)} + {exact_text(slanted)} = "
                         f"{exact_text(box - removed + slanted)}.")
        else:
            steps.append(f"Decrease = {exact_text(removed)} − {exact_text(slanted)} = {exact_text(sp.radsimp(removed - slanted))}.")
        return steps
