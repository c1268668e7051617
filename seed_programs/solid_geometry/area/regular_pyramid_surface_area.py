"""Solid geometry: lateral / total surface area of a regular pyramid (DynaSolidGeo, area)."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import polygon_area_3d, regular_polygon_name, regular_polygon_xy, regular_solid_name


@seed_program(
    id="regular_pyramid_surface_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/pyramids/slant_height", "solid_figures/pyramids/surface_area",
              "plane_figures/polygons/regular_polygon_area"],
    source="DynaSolidGeo-style (area)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class RegularPyramidSurfaceArea(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 6)), edge=IntRange(2, 10), given=OneOf(("height", "edge")), height_below=11,
                      ask=OneOf(("lateral", "total")), apex=OneOf(("P", "S", "V")), foot=OneOf(("O", "H")),
                      mid_square=OneOf(("M", "E", "Q")), mid_other=OneOf(("M", "K", "Q"))),
        hard=dict(n=OneOf((3, 4, 6)), edge=IntRange(11, 30), given=OneOf(("height", "edge")), height_below=41,
                  ask=OneOf(("lateral", "total")), apex=OneOf(("P", "S", "V")), foot=OneOf(("O", "H")),
                  mid_square=OneOf(("M", "E", "Q")), mid_other=OneOf(("M", "K", "Q"))),
        hard_means="base edges of 11 to 30 with heights or lateral edges up to 40: larger irrational slant heights",
    )

    def sample(self, rng, space):
        """Givens: n, the base edge, the height or the lateral edge (g), what is asked, the labels."""
        n = space.n.draw(rng)
        a = space.edge.draw(rng)
        given = space.given.draw(rng)
        circum = a / (2 * np.sin(np.pi / n))
        # keep the pyramid from getting needle-thin: lengths grow with the base edge
        if given == "height":
            g = int(rng.integers(2, min(space.height_below, 2 * a + 3)))
        else:  # the lateral edge must exceed the circumradius of the base
            g = int(rng.integers(int(np.floor(circum)) + 1, int(np.floor(circum)) + 3 + min(a, 6)))
        return {"n": n, "a": a, "given": given, "g": g, "ask": space.ask.draw(rng),
                "apex": space.apex.draw(rng), "foot": space.foot.draw(rng),
                "mid": (space.mid_square if n == 4 else space.mid_other).draw(rng)}

    # -- helpers ----------------------------------------------------------------------------------
    def _base(self, p):
        return list("ABCDEF"[: p["n"]])

    def _slant(self, p):
        """Slant height (apothem of a lateral face) from the given height or lateral edge."""
        n, a, g = p["n"], p["a"], p["g"]
        if p["given"] == "height":
            inradius = a / (2 * np.tan(np.pi / n))
            return float(np.sqrt(g ** 2 + inradius ** 2))
        return float(np.sqrt(g ** 2 - (a / 2) ** 2))

    def _base_area(self, p):
        return p["n"] * p["a"] ** 2 / (4 * np.tan(np.pi / p["n"]))

    def _given_text(self, p):
        P, O, A = p["apex"], p["foot"], self._base(p)[0]
        return f"the height {P}{O} = {p['g']}" if p["given"] == "height" else f"the lateral edge {P}{A} = {p['g']}"

    def _name(self, p):
        return f"{regular_solid_name(p['n'], 'pyramid')} {p['apex']}-{''.join(self._base(p))}"

    # -- protocol ---------------------------------------------------------------------------------
    def question(self, g):
        p = g
        B = self._base(p)
        what = "lateral surface area" if p["ask"] == "lateral" else "total surface area (base included)"
        return (f"In the {self._name(p)}, {p['foot']} is the centre of the base and {p['mid']} is the "
                f"midpoint of {B[0]}{B[1]}. The base edge {B[0]}{B[1]} = {p['a']} and "
                f"{self._given_text(p)}. Find the {what} of the pyramid.")

    def answer(self, p):
        lateral = p["n"] * 0.5 * p["a"] * self._slant(p)
        return Number(lateral + (self._base_area(p) if p["ask"] == "total" else 0.0))

    def verify(self, g):
        # Independent: coordinates; add up the areas of the actual faces of the scene
        p = g
        s = self.scene(p)
        base = tuple(self._base(p))
        total = 0.0
        for labels, _, _ in s.faces:
            if labels == base and p["ask"] == "lateral":
                continue
            total += polygon_area_3d([s.xyz(l) for l in labels])
        return Number(total)

    def _height(self, p):
        if p["given"] == "height":
            return float(p["g"])
        circum = p["a"] / (2 * np.sin(np.pi / p["n"]))
        return float(np.sqrt(p["g"] ** 2 - circum ** 2))

    def scene(self, g):
        p = g
        s = Scene()
        B = self._base(p)
        circum = p["a"] / (2 * np.sin(np.pi / p["n"]))
        s.pyramid(B, p["apex"], regular_polygon_xy(p["n"], circum), (0.0, 0.0, self._height(p)))
        s.point(p["foot"], (0.0, 0.0, 0.0))
        s.point(p["mid"], s.midpoint(B[0], B[1]))
        s.segment(p["apex"], p["foot"], style="auxiliary")
        s.segment(p["apex"], p["mid"], style="auxiliary")
        s.segment(p["foot"], p["mid"], style="hidden")
        return s

    # -- views ------------------------------------------------------------------------------------
    def subquestions(self, g):
        p = g
        P, O, M = p["apex"], p["foot"], p["mid"]
        B = self._base(p)
        s = self._slant(p)
        subs = []
        if p["given"] == "height":
            r = p["a"] / (2 * np.tan(np.pi / p["n"]))
            subs.append(SubQuestion(
                f"In the right triangle {P}{O}{M}, {P}{O} = {p['g']} and {O}{M} = {r:.4g} with the right "
                f"angle at {O}. Find the slant height {P}{M}.", Number(float(np.hypot(p["g"], r))),
                "solid_figures/pyramids/slant_height"))
        else:
            subs.append(SubQuestion(
                f"In the isosceles triangle {P}{B[0]}{B[1]}, {P}{B[0]} = {P}{B[1]} = {p['g']} and "
                f"{B[0]}{B[1]} = {p['a']}; {M} is the midpoint of {B[0]}{B[1]}. Find {P}{M}.",
                Number(float(np.sqrt(p["g"] ** 2 - p["a"] ** 2 / 4))), "solid_figures/pyramids/slant_height"))
        subs.append(SubQuestion(
            f"A lateral face {P}{B[0]}{B[1]} has base {B[0]}{B[1]} = {p['a']} and height {P}{M} = {s:.4g}. "
            f"Find the area of this face.", Number(0.5 * p["a"] * s), "solid_figures/pyramids/surface_area"))
        if p["ask"] == "total":
            subs.append(SubQuestion(
                f"Find the area of {'an' if p['n'] == 3 else 'a'} {regular_polygon_name(p['n'])} with side length {p['a']}.",
                Number(float(self._base_area(p))), "plane_figures/polygons/regular_polygon_area"))
        return subs

    def backward(self, g):
        p = g
        B = self._base(p)
        P, O = p["apex"], p["foot"]
        value = float(self.answer(p).value)
        what = "lateral surface area" if p["ask"] == "lateral" else "total surface area (base included)"
        # invert: the lateral area gives the slant height, which gives the masked length
        slant = 2 * (value - (self._base_area(p) if p["ask"] == "total" else 0.0)) / (p["n"] * p["a"])
        if p["given"] == "height":
            r = p["a"] / (2 * np.tan(np.pi / p["n"]))
            masked, ask = float(np.sqrt(slant ** 2 - r ** 2)), f"the height {P}{O}"
        else:
            masked, ask = float(np.sqrt(slant ** 2 + p["a"] ** 2 / 4)), f"the lateral edge {P}{B[0]}"
        return Backward(
            f"In the {self._name(p)}, {O} is the centre of the base and {p['mid']} is the midpoint of "
            f"{B[0]}{B[1]}. The base edge {B[0]}{B[1]} = {p['a']} and the {what} is {value:.6g}. "
            f"Find {ask}.", Number(masked), "g")

    def description(self, g):
        p = g
        B = self._base(p)
        P, O, M = p["apex"], p["foot"], p["mid"]
        return (f"A {self._name(p)}: the base {''.join(B)} is {'an' if p['n'] == 3 else 'a'} {regular_polygon_name(p['n'])} with side "
                f"{B[0]}{B[1]} = {p['a']} and centre {O}, and the apex {P} lies directly above {O}; "
                f"{self._given_text(p)}. {M} is the midpoint of {B[0]}{B[1]}; segments {P}{O} and {P}{M} are drawn.")

    def reasoning(self, p):
        P, O, M = p["apex"], p["foot"], p["mid"]
        B = self._base(p)
        n, a, g = p["n"], p["a"], p["g"]
        s = self._slant(p)
        steps = []
        if p["given"] == "height":
            r = a / (2 * np.tan(np.pi / n))
            steps.append(f"{O}{M} is the inradius (apothem) of the base: {O}{M} = {a}/(2·tan(180°/{n})) ≈ {r:.4f}.")
            steps.append(f"{P}{O} ⊥ base, so {P}{M}² = {P}{O}² + {O}{M}² = {g}² + {r:.4f}², giving the slant height {P}{M} ≈ {s:.4f}.")
        else:
            steps.append(f"The lateral face {P}{B[0]}{B[1]} is isosceles with {P}{B[0]} = {P}{B[1]} = {g}, so {P}{M} ⊥ {B[0]}{B[1]}.")
            steps.append(f"{P}{M}² = {P}{B[0]}² − ({B[0]}{B[1]}/2)² = {g}² − {a / 2:g}², giving the slant height {P}{M} ≈ {s:.4f}.")
        lateral = n * 0.5 * a * s
        steps.append(f"Each of the {n} congruent lateral faces has area ½·{a}·{s:.4f} ≈ {0.5 * a * s:.4f}, "
                     f"so the lateral area is {n}·{0.5 * a * s:.4f} ≈ {lateral:.4f}.")
        if p["ask"] == "total":
            base = self._base_area(p)
            steps.append(f"The base ({regular_polygon_name(n)} of side {a}) has area {n}·{a}²/(4·tan(180°/{n})) ≈ {base:.4f}.")
            steps.append(f"Total surface area ≈ {lateral:.4f} + {base:.4f} ≈ {lateral + base:.4f}.")
        return steps
