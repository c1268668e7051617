"""Solid geometry (unfolding): the shortest path on the lateral surface of a cone between two
points on generatrices (a loop from a base point around the cone back to itself, or to a point on
another generatrix), found by unrolling the lateral surface into a sector. ``answer`` uses the law of
cosines in the sector; ``verify`` rolls the straight segment back onto the 3D cone and measures it."""
import numpy as np

from dynaforge.sdk import Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.solid_nets import cone_surface_point, develop_cone_point, rolled_segment_length

MODES = ("loop", "loop_point", "opposite")


@seed_program(
    id="cone_lateral_shortest_path", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/nets/cone_lateral_sector", "solid_figures/distances/surface_shortest_path",
              "plane_figures/triangles/law_of_cosines"],
    source="DynaSolidGeo-style (unfolding; shortest path on a cone)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "real_life_contexts", "camera"],
)
class ConeLateralShortestPath(SeedProgram):
    def sample(self, rng):
        mode = str(rng.choice(MODES))
        apex = str(rng.choice(["P", "S", "V"]))
        while True:
            l = int(rng.integers(4, 17))
            # sector angle 360·r/l: 60°, 90°, 120° or 150° (r = l/6, l/4, l/3, 5l/12)
            frac = [(1, 6), (1, 4), (1, 3), (5, 12)][int(rng.integers(0, 4))]
            r = l * frac[0] / frac[1]
            if mode == "opposite" or abs(r * 2 - round(r * 2)) < 1e-9:
                break
        p = {"mode": mode, "l": l, "r": r, "apex": apex}
        if mode == "loop_point":
            p["m"] = int(rng.integers(1, l))            # PM = m on PA
        if mode == "opposite":                          # A on base circle, B on the opposite generatrix
            while True:
                l = int(rng.integers(4, 17))
                r = float(rng.choice([l / 6, l / 4, l / 3, l / 2.4, l / 2]))
                if abs(r * 2 - round(r * 2)) < 1e-9:
                    break
            p.update(l=l, r=r, m=int(rng.integers(1, l + 1)))   # PB = m on the opposite generatrix PC
        return p

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

    def question(self, p):
        text, target = self._setup(p)
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

    def verify(self, p):
        # unfold the two end points with the sector map, then roll the straight segment back onto the
        # cone in 3D and measure; A at generatrix 0°, the other end at +360° (once round) or 180°
        R, H = p["r"], self._h(p)
        a, b = self._ends(p)
        phi = 360.0 if p["mode"] != "opposite" else 180.0
        A2, B2 = develop_cone_point(R, H, a, 0.0), develop_cone_point(R, H, b, phi)
        length = rolled_segment_length(R, H, A2, B2)
        assert np.linalg.norm(cone_surface_point(R, H, b, phi) - cone_surface_point(R, H, b, phi % 360)) < 1e-9
        return Number(length)

    def scene(self, p):
        P, R, H = p["apex"], p["r"], self._h(p)
        s = Scene()
        s.solid("cone", (0, 0, 0), R, height=H)
        s.point(P, (0, 0, H))
        s.point("O", (0, 0, 0))
        s.point("A", cone_surface_point(R, H, p["l"], 0))
        s.segment(P, "A")
        s.segment(P, "O", style="hidden")
        s.segment("O", "A", style="hidden")
        if p["mode"] == "loop_point":
            s.point("M", cone_surface_point(R, H, p["m"], 0))
        elif p["mode"] == "opposite":
            s.point("C", cone_surface_point(R, H, p["l"], 180))
            s.point("B", cone_surface_point(R, H, p["m"], 180))
            s.segment(P, "C")
            s.segment("O", "C", style="hidden")
        return s

    def subquestions(self, p):
        P = p["apex"]
        return [SubQuestion(
            f"A cone has base radius {fmt(p['r'])} and slant height {p['l']}. Its lateral surface is unrolled into "
            f"a sector. Find the central angle of the sector, in degrees.", Number(360.0 * p["r"] / p["l"]),
            "solid_figures/nets/cone_lateral_sector"),
            SubQuestion(f"In triangle {P}XY, {P}X = {self._ends(p)[0]}, {P}Y = {self._ends(p)[1]} and the angle at "
                        f"{P} is {fmt(self._alpha(p), 4)}°. Find XY.", self.answer(p),
                        "plane_figures/triangles/law_of_cosines")]

    def description(self, p):
        text, target = self._setup(p)
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
