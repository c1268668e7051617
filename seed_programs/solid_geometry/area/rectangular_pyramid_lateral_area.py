"""Solid geometry (area): the lateral (or total) surface area of a pyramid over a rectangle whose apex
is above the centre of the base (two different slant heights), or above a base vertex (PA ⊥ base:
four right-triangle faces by the three-perpendiculars theorem) (DynaSolidGeo, area). ``answer`` uses
slant heights; ``verify`` sums cross-product face areas in coordinates."""
import math


from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import polygon_area_3d, restyle_segment


@seed_program(
    id="rectangular_pyramid_lateral_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/pyramids/surface_area", "solid_figures/pyramids/slant_height",
              "solid_figures/positional/three_perpendiculars_theorem"],
    source="DynaSolidGeo-style (area: lateral area of a pyramid over a rectangle)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class RectangularPyramidLateralArea(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("centre", "vertex")), base_edge=IntRange(2, 10), height=IntRange(2, 9),
                      ask=OneOf(("lateral", "total")), apex=OneOf(("P", "S", "V")), foot=OneOf(("O", "H"))),
        hard=dict(kind=OneOf(("centre", "vertex")), base_edge=IntRange(8, 25), height=IntRange(7, 24),
                  ask=OneOf(("lateral", "total")), apex=OneOf(("P", "S", "V")), foot=OneOf(("O", "H"))),
        hard_means="larger base and height: four different irrational slant heights of two-digit radicands",
    )

    def sample(self, rng, space):
        """Givens: where the apex is (above the centre or above A), the rectangle, the height, what is asked,
        the labels (the foot's label only when the apex is above the centre)."""
        kind = space.kind.draw(rng)
        for _ in attempts("a rectangle that is not a square, sides within a factor 2.5"):
            a, b = (int(v) for v in space.base_edge.draw(rng, size=2))
            if a != b and max(a, b) <= 2.5 * min(a, b):
                break
        h = space.height.draw(rng)
        g = {"kind": kind, "a": a, "b": b, "h": h, "ask": space.ask.draw(rng), "apex": space.apex.draw(rng)}
        foot = space.foot.draw(rng)
        return {**g, "foot": foot} if kind == "centre" else g

    def _given(self, g, hide_h=False):
        """The statement's data; ``hide_h`` leaves the height's length out (the backward question)."""
        p = g
        P = p["apex"]
        base = f"the base ABCD is a rectangle with AB = {p['a']} and BC = {p['b']}"
        if p["kind"] == "centre":
            return (f"In the pyramid {P}-ABCD, {base}, and the apex {P} lies directly above the centre {p['foot']} of "
                    f"the base" + ("" if hide_h else f" with {P}{p['foot']} = {p['h']}"))
        return f"In the pyramid {P}-ABCD, {base}, {P}A ⊥ plane ABCD" + ("" if hide_h else f" and {P}A = {p['h']}")

    def question(self, g):
        p = g
        return f"{self._given(p)}. Find the {p['ask']} surface area of the pyramid."

    def _lateral(self, p):
        a, b, h = p["a"], p["b"], p["h"]
        if p["kind"] == "centre":
            # faces on AB and CD have slant height √(h² + (b/2)²); faces on BC and DA have √(h² + (a/2)²)
            return a * math.hypot(h, b / 2) + b * math.hypot(h, a / 2)
        # PAB, PAD right at A; PBC right at B, PCD right at D
        return a * h / 2 + b * h / 2 + b * math.hypot(h, a) / 2 + a * math.hypot(h, b) / 2

    def answer(self, p):
        lat = self._lateral(p)
        return Number(lat if p["ask"] == "lateral" else lat + p["a"] * p["b"])

    def backward(self, g):
        """Mask the height; state the area, which grows with the height; solve back by bisection."""
        p = g
        P = p["apex"]
        base = 0 if p["ask"] == "lateral" else p["a"] * p["b"]
        area = self._lateral(p) + base
        lo, hi = 0.0, 1000.0
        for _ in range(200):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if self._lateral({**p, "h": mid}) + base < area else (lo, mid)
        given = self._given(p, hide_h=True)
        height = f"{P}{p['foot']}" if p["kind"] == "centre" else f"{P}A"
        return Backward(f"{given}. The {p['ask']} surface area of the pyramid is {area:.6g}. Find {height}.",
                        Number((lo + hi) / 2), "h")

    def _scene(self, p):
        a, b, h = p["a"], p["b"], p["h"]
        s = Scene()
        top = (a / 2, b / 2, h) if p["kind"] == "centre" else (0.0, 0.0, h)
        s.pyramid(["A", "B", "C", "D"], p["apex"], [(0, 0), (a, 0), (a, b), (0, b)], top)
        return s

    def verify(self, g):
        # Independent: the pyramid in coordinates, face areas by cross products.
        p = g
        s = self._scene(p)
        faces = [f for f, _, _ in s.faces]
        if p["ask"] == "lateral":
            faces = [f for f in faces if p["apex"] in f]
        return Number(sum(polygon_area_3d([s.xyz(x) for x in f]) for f in faces))

    def scene(self, g):
        p = g
        s = self._scene(p)
        P = p["apex"]
        if p["kind"] == "centre":
            s.point(p["foot"], (p["a"] / 2, p["b"] / 2, 0.0))
            s.segment(P, p["foot"], style="auxiliary")
        else:
            restyle_segment(s, P, "A", "auxiliary")
        return s

    def description(self, g):
        p = g
        return self._given(p) + " (vertices A, B, C, D in order round the base)."

    def subquestions(self, g):
        p = g
        a, b, h = p["a"], p["b"], p["h"]
        P = p["apex"]
        if p["kind"] == "centre":
            return [SubQuestion(f"{self._given(p)}. Find the height of the lateral face {P}AB from {P} to AB.",
                                Number(math.hypot(h, b / 2)), "solid_figures/pyramids/slant_height")]
        return [SubQuestion(f"{self._given(p)}. Find the length of {P}B.", Number(math.hypot(h, a)),
                            "plane_figures/triangles/pythagorean_theorem")]

    def reasoning(self, p):
        a, b, h = p["a"], p["b"], p["h"]
        P, O = p["apex"], p.get("foot")
        lat = self._lateral(p)
        if p["kind"] == "centre":
            s1, s2 = math.hypot(h, b / 2), math.hypot(h, a / 2)
            steps = [f"The foot {O} is {b / 2:g} from AB and CD and {a / 2:g} from BC and DA.",
                     f"Slant height of faces {P}AB, {P}CD: √({h}² + {b / 2:g}²) ≈ {s1:.4f}; of faces {P}BC, {P}DA: "
                     f"√({h}² + {a / 2:g}²) ≈ {s2:.4f}.",
                     f"Lateral area = 2·½·{a}·{s1:.4f} + 2·½·{b}·{s2:.4f} ≈ {lat:.4f}."]
        else:
            steps = [f"{P}A ⊥ base, so {P}AB and {P}AD are right-angled at A: areas ½·{a}·{h} and ½·{b}·{h}.",
                     f"BC ⊥ AB and BC ⊥ {P}A give BC ⊥ plane {P}AB, so {P}BC is right-angled at B with "
                     f"{P}B = √({h}² + {a}²) ≈ {math.hypot(h, a):.4f}; likewise {P}CD is right-angled at D with "
                     f"{P}D = √({h}² + {b}²) ≈ {math.hypot(h, b):.4f}.",
                     f"Lateral area = ½·{a}·{h} + ½·{b}·{h} + ½·{b}·{math.hypot(h, a):.4f} + ½·{a}·{math.hypot(h, b):.4f} "
                     f"≈ {lat:.4f}."]
        if p["ask"] == "total":
            steps.append(f"Adding the base {a}·{b} = {a * b}: total ≈ {lat + a * b:.4f}.")
        return steps
