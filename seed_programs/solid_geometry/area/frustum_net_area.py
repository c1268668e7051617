"""Solid geometry (area): the area of paper in the net of a round frustum (a ring sector plus its
circular ends, for a closed frustum, a bucket with a bottom only, or a lampshade) or of a cone.
``answer`` uses π(R + r)s + discs; ``verify`` lays the ring sector out (outer radius sR/(R − r),
angle 360°(R − r)/s) and measures the flat pieces by the shoelace formula."""
import math

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.solid_nets import frustum_outline, sector_area_numeric

TRIPLES = ((3, 4, 5), (6, 8, 10), (5, 12, 13), (8, 15, 17), (9, 12, 15), (12, 16, 20), (4, 3, 5), (8, 6, 10),
           (12, 9, 15), (2, 0, 0), (20, 21, 29), (7, 24, 25), (24, 7, 25), (15, 20, 25), (12, 35, 37), (16, 30, 34))
# (R − r, h, slant) for a frustum, (R, h, slant) for a cone; the standard level draws from the first nine
# (the tenth, (2, 0, 0), is never drawn), the hard level from the six after it
KINDS = ("closed", "bucket", "lampshade", "cone")


@seed_program(
    id="frustum_net_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/nets/frustum_ring_sector", "solid_figures/nets/cone_lateral_sector",
              "solid_figures/frustums/slant_height"],
    source="DynaSolidGeo-style (area of the net of a frustum)",
    variations=["numeric_values", "lengths_ratios", "real_life_contexts", "camera"],
)
class FrustumNetArea(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(KINDS), triple=IntRange(0, 8), top_radius=IntRange(1, 8)),
        hard=dict(kind=OneOf(KINDS, p=[0.35, 0.3, 0.2, 0.15]), triple=IntRange(10, 15), top_radius=IntRange(5, 19)),
        hard_means="larger Pythagorean triples (20-21-29, 7-24-25, 12-35-37, ...) and top radii: three- and "
                   "four-digit coefficients of π, mostly the closed frustum with two discs",
    )

    def sample(self, rng, space):
        """Givens: the kind of net, the radii and the height as stated (no top radius for a cone); hidden:
        the slant height. A frustum is at least half as tall as its bottom radius, so its figure does not
        look like a view from above with O and O' on top of each other."""
        kind = space.kind.draw(rng)
        for _ in attempts("a frustum at least half as tall as its bottom radius"):
            a, b, c = (int(v) for v in TRIPLES[space.triple.draw(rng)])
            if kind == "cone":           # radius a, height b, slant c
                return {"kind": kind, "R": a, "h": b}, {"s": c}
            r = space.top_radius.draw(rng)
            if 2 * b >= r + a:
                return {"kind": kind, "r": r, "R": r + a, "h": b}, {"s": c}

    @staticmethod
    def _slant(g):
        """The slant height from the stated radii and height (an integer: the data are Pythagorean)."""
        return math.isqrt((g["R"] - g.get("r", 0)) ** 2 + g["h"] ** 2)

    def _solid(self, g):
        p = g
        R, r, h = p["R"], p.get("r", 0), p["h"]
        if p["kind"] == "cone":
            return (f"A paper cone (closed by its base disc) has base centre O, base radius OA = {R} cm and height "
                    f"{h} cm.", "the cone: a sector and a disc")
        base = (f"A round frustum has bottom centre O, top centre O', bottom radius OA = {R} cm, top radius "
                f"O'A' = {r} cm and height OO' = {h} cm.")
        if p["kind"] == "closed":
            return base + " It is a closed paper model.", "the closed frustum: a ring sector and two discs"
        if p["kind"] == "bucket":
            return (base + " It is turned upside down to make a paper bucket: the smaller circle is closed by a "
                    "bottom disc and the larger circle is left open.", "the bucket: a ring sector and one disc")
        return base + " It is a paper lampshade, open at both circles.", "the lampshade: a single ring sector"

    def question(self, g):
        p = g
        text, net = self._solid(p)
        return (f"{text} Its net consists of the pieces of {net}. Find the total area of the net, in cm² "
                f"(give a decimal).")

    def answer(self, p):
        R, r, s = p["R"], p.get("r", 0), p["s"]
        lateral = np.pi * (R + r) * s
        discs = {"closed": R * R + r * r, "bucket": r * r, "lampshade": 0, "cone": R * R}[p["kind"]]
        return Number(float(lateral + np.pi * discs))

    def verify(self, g):
        # Independent: the ring sector laid out flat (completed cone) and measured by the shoelace formula.
        p = g
        R, r, h = p["R"], p.get("r", 0), p["h"]
        s = np.hypot(R - r, h)                     # slant height from the axial section
        outer = s * R / (R - r)                    # completed cone: generatrix to the apex
        angle = 360.0 * R / outer
        area = sector_area_numeric(outer, angle, inner=outer - s, samples=200001)
        pieces = {"closed": [R, r], "bucket": [r], "lampshade": [], "cone": [R]}[p["kind"]]
        area += sum(sector_area_numeric(x, 360.0, samples=200001) for x in pieces)
        return Number(area)

    def scene(self, g):
        p = g
        s = Scene()
        if p["kind"] == "cone":
            s.solid("cone", (0, 0, 0), p["R"], height=p["h"])
            s.point("P", (0, 0, p["h"]))
            s.point("O", (0, 0, 0))
            s.point("A", (p["R"], 0, 0))
            s.segment("O", "A", style="hidden")
            s.segment("P", "O", style="hidden")
            s.segment("P", "A")
            return s
        frustum_outline(s, p["R"], p["r"], p["h"], "O", "O'")
        s.point("A", (p["R"], 0, 0))
        s.point("A'", (p["r"], 0, p["h"]))
        s.segment("A", "A'")
        s.segment("O", "A", style="hidden")
        s.segment("O'", "A'", style="hidden")
        s.point("_B", (-p["R"], 0, 0), show_label=False)
        s.point("_B'", (-p["r"], 0, p["h"]), show_label=False)
        s.segment("_B", "_B'")
        return s

    def subquestions(self, g):
        p = {**g, "s": self._slant(g)}
        if p["kind"] == "cone":
            return [SubQuestion(f"A cone has base radius {p['R']} cm and height {p['h']} cm. Find its slant height, "
                                f"in cm.", Number(float(p["s"])), "plane_figures/triangles/pythagorean_theorem"),
                    SubQuestion(f"A cone has base radius {p['R']} cm and slant height {p['s']} cm. Find the area of "
                                f"its unrolled lateral surface (a sector), in cm².",
                                Number(float(np.pi * p["R"] * p["s"])), "solid_figures/nets/cone_lateral_sector")]
        return [SubQuestion(f"A round frustum has radii {p['R']} cm and {p['r']} cm and height {p['h']} cm. Find its "
                            f"slant height, in cm.", Number(float(p["s"])), "solid_figures/frustums/slant_height"),
                SubQuestion(f"A round frustum has radii {p['R']} cm and {p['r']} cm and slant height {p['s']} cm. Find "
                            f"the area of its unrolled lateral surface, in cm².",
                            Number(float(np.pi * (p["R"] + p["r"]) * p["s"])), "solid_figures/nets/frustum_ring_sector")]

    def description(self, g):
        p = g
        return self.question(p)

    def reasoning(self, p):
        R, r, h, s = p["R"], p.get("r", 0), p["h"], p["s"]
        A = self.answer(p).value
        if p["kind"] == "cone":
            return [f"Slant height l = √({R}² + {h}²) = {s} cm.",
                    f"The lateral surface unrolls into a sector of radius {s} and arc 2π·{R}: area π·{R}·{s} = "
                    f"{R * s}π cm².",
                    f"The base disc has area π·{R}² = {R * R}π cm².",
                    f"Total: {R * s + R * R}π ≈ {A:.4f} cm²."]
        discs = {"closed": (f"{R}² + {r}²", R * R + r * r), "bucket": (f"{r}²", r * r), "lampshade": ("0", 0)}[p["kind"]]
        return [f"In the axial section (an isosceles trapezoid) the slant height is s = √(({R} − {r})² + {h}²) = {s} cm.",
                f"The lateral surface unrolls into a ring sector: the difference of two sectors of the completed cone, "
                f"with area π(R + r)s = π·{R + r}·{s} = {(R + r) * s}π cm².",
                f"The discs in the net contribute π·({discs[0]}) = {discs[1]}π cm².",
                f"Total: {(R + r) * s + discs[1]}π ≈ {A:.4f} cm²."]
