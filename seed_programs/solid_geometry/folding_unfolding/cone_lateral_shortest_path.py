"""Solid geometry (unfolding): the shortest path on the lateral surface of a cone between two
points on generatrices (a loop from a base point around the cone back to itself, or to a point on
another generatrix), found by unrolling the lateral surface into a sector. ``answer`` uses the law of
cosines in the sector; ``verify`` rolls the straight segment back onto the 3D cone and measures it."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.solid_nets import cone_surface_point, develop_cone_point, rolled_segment_length

MODES = ("loop", "loop_point", "opposite")
FRACS = ((1, 6), (1, 4), (1, 3), (5, 12))      # r/l: sector angle 60°, 90°, 120°, 150°


@seed_program(
    id="cone_lateral_shortest_path", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/nets/cone_lateral_sector", "solid_figures/distances/surface_shortest_path",
              "plane_figures/triangles/law_of_cosines"],
    source="DynaSolidGeo-style (unfolding; shortest path on a cone)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "real_life_contexts", "camera"],
)
class ConeLateralShortestPath(SeedProgram):
    levels = Levels(
        standard=dict(mode=OneOf(MODES), apex=OneOf(("P", "S", "V")), slant=IntRange(4, 16),
                      frac=OneOf(FRACS), opposite_div=OneOf((6, 4, 3, 2.4, 2))),
        hard=dict(mode=OneOf(MODES), apex=OneOf(("P", "S", "V")), slant=IntRange(11, 36),
                  frac=OneOf(FRACS), opposite_div=OneOf((6, 4, 3, 2.4, 2))),
        hard_means="slant heights 11-36 (standard 4-16): larger, less friendly side lengths in the law of cosines",
    )

    def sample(self, rng, space):
        mode = space.mode.draw(rng)
        apex = space.apex.draw(rng)
        for _ in attempts("a base radius that is a multiple of 1/2"):
            l = space.slant.draw(rng)
            # sector angle 360·r/l: 60°, 90°, 120° or 150° (r = l/6, l/4, l/3, 5l/12)
            frac = tuple(int(v) for v in space.frac.draw(rng))
            r = l * frac[0] / frac[1]
            if mode == "opposite" or abs(r * 2 - round(r * 2)) < 1e-9:
                break
        g = {"mode": mode, "l": l, "r": r, "apex": apex}
        if mode == "loop_point":
            g["m"] = int(rng.integers(1, l))            # PM = m on PA
        if mode == "opposite":                          # A on base circle, B on the opposite generatrix
            for _ in attempts("a base radius that is a multiple of 1/2"):
                l = space.slant.draw(rng)
                r = float(l / space.opposite_div.draw(rng))
                if abs(r * 2 - round(r * 2)) < 1e-9:
                    break
            g.update(l=l, r=r, m=int(rng.integers(1, l + 1)))   # PB = m on the opposite generatrix PC
        return g

    def _h(self, p):
        return float(np.sqrt(p["l"] ** 2 - p["r"] ** 2))

    def _setup(self, p):
        P = p["apex"]
        base = (f"A cone has apex {P}, base centre O, base radius {fmt(p['r'])} and slant height {P}A = {p['l']}, "
                f"where A is a point on the base circle.")
        if p["mode"] == "loop":
            return (base + f" An ant starts at A, crawls once around the lateral surface and returns to A.",
                           "the length of the shortest such route")
        if p["mode"] == "loop_point":
            return (base + f" M is the point of {P}A with {P}M = {p['m']}. A string runs on the lateral surface "
                           f"from A once around the cone to M.", "the shortest possible length of the string")
        return (base + f" C is the point of the base circle diametrically opposite A, and B is the point of "
                       f"generatrix {P}C with {P}B = {p['m']}. An ant crawls on the lateral surface from A to B.",
                       "the length of the shortest route")

    def question(self, g):
        text, target = self._setup(g)
        return f"{text} Find {target} (unroll the lateral surface into a sector)."

    def _alpha(self, p):
        """Angle at the apex between the two ends in the unrolled sector, in degrees."""
        theta = 360.0 * p["r"] / p["l"]
        return theta if p["mode"] != "opposite" else theta / 2

    def _ends(self, p):
        return (p["l"], p["l"] if p["mode"] == "loop" else p["m"])

    def answer(self, p):
        a, b = self._ends(p)
        al = np.radians(self._alpha(p))
        return Number(float(np.sqrt(a * a + b * b - 2 * a * b * np.cos(al))))

    def verify(self, g):
        # unfold the two end points with the sector map, then roll the straight segment back onto the
        # cone in 3D and measure; A at generatrix 0°, the other end at +360° (once round) or 180°
        R, H = g["r"], self._h(g)
        a = g["l"]
        b = g["l"] if g["mode"] == "loop" else g["m"]
        phi = 360.0 if g["mode"] != "opposite" else 180.0
        A2, B2 = develop_cone_point(R, H, a, 0.0), develop_cone_point(R, H, b, phi)
        length = rolled_segment_length(R, H, A2, B2)
        assert np.linalg.norm(cone_surface_point(R, H, b, phi) - cone_surface_point(R, H, b, phi % 360)) < 1e-9
        return Number(length)

    def scene(self, g):
        P, R, H = g["apex"], g["r"], self._h(g)
        s = Scene()
        s.solid("cone", (0, 0, 0), R, height=H)
        s.point(P, (0, 0, H))
        s.point("O", (0, 0, 0))
        s.point("A", cone_surface_point(R, H, g["l"], 0))
        s.segment(P, "A")
        s.segment(P, "O", style="hidden")
        s.segment("O", "A", style="hidden")
        if g["mode"] == "loop_point":
            s.point("M", cone_surface_point(R, H, g["m"], 0))
        elif g["mode"] == "opposite":
            s.point("C", cone_surface_point(R, H, g["l"], 180))
            s.point("B", cone_surface_point(R, H, g["m"], 180))
            s.segment(P, "C")
            s.segment("O", "C", style="hidden")
        return s

    def subquestions(self, g):
        P = g["apex"]
        return [SubQuestion(
            f"A cone has base radius {fmt(g['r'])} and slant height {g['l']}. Its lateral surface is unrolled into "
            f"a sector. Find the central angle of the sector, in degrees.", Number(360.0 * g["r"] / g["l"]),
            "solid_figures/nets/cone_lateral_sector"),
            SubQuestion(f"In triangle {P}XY, {P}X = {self._ends(g)[0]}, {P}Y = {self._ends(g)[1]} and the angle at "
                        f"{P} is {fmt(self._alpha(g), 4)}°. Find XY.", self.answer(g),
                        "plane_figures/triangles/law_of_cosines")]

    def description(self, g):
        text, target = self._setup(g)
        return f"{text} Find {target}."

    def reasoning(self, p):
        P = p["apex"]
        a, b = self._ends(p)
        theta = 360.0 * p["r"] / p["l"]
        al = self._alpha(p)
        steps = [f"Cut the lateral surface along {P}A and unroll it: a sector with radius {p['l']} and central angle "
                 f"360°·r/l = 360°·{fmt(p['r'])}/{p['l']} = {fmt(theta, 4)}°."]
        if p["mode"] == "opposite":
            steps.append(f"C is half-way round the base circle, so generatrix {P}C is the bisector of the sector: "
                         f"the angle between {P}A and {P}B in the net is {fmt(theta, 4)}°/2 = {fmt(al, 4)}°.")
        else:
            end = "A" if p["mode"] == "loop" else "M"
            steps.append(f"Going once round, the route starts at A on one straight edge of the sector and ends at "
                         f"{end}' on the other edge, the copy of {end}: the angle between them is {fmt(al, 4)}° "
                         f"(< 180°, so the straight segment stays inside the sector).")
        steps.append(f"The shortest route is the straight segment: by the law of cosines its length is "
                     f"√({a}² + {b}² − 2·{a}·{b}·cos {fmt(al, 4)}°) ≈ {self.answer(p).value:.4f}.")
        return steps
