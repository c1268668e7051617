"""Solid geometry (unfolding): a paper sector of given central angle is rolled into a cone; find the
apex angle of the cone's axial section (or the angle between a generatrix and the base). ``answer``
uses sin(½·apex angle) = r/l = θ/360°; ``verify`` builds the cone in 3D from the measured arc and
takes the angle between two opposite generatrices (or a generatrix and a base radius) by dot product."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.solid_nets import polyline_length

ANGLES = (60, 72, 90, 108, 120, 135, 144, 150, 180, 200, 216, 240, 252, 270, 288, 300)
HARD_ANGLES = (50, 100, 130, 165, 195, 225, 250, 310, 330)      # r/l = θ/360 is no special sine


@seed_program(
    id="sector_rolled_cone_apex_angle", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/nets/cone_lateral_sector", "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (unfolding; a sector rolled into a cone)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "real_life_contexts", "camera"],
)
class SectorRolledConeApexAngle(SeedProgram):
    levels = Levels(
        standard=dict(theta=OneOf(ANGLES), radius=IntRange(4, 20), ask=OneOf(("apex", "base")),
                      apex=OneOf(("P", "S", "V"))),
        hard=dict(theta=OneOf(HARD_ANGLES), radius=IntRange(10, 40), ask=OneOf(("apex", "base")),
                  apex=OneOf(("P", "S", "V"))),
        hard_means="central angles whose ratio θ/360 is no special sine (no 30°/45°/60° shortcut), so the angle "
                   "must come from arcsin, and larger sheets",
    )

    def sample(self, rng, space):
        return {"theta": int(space.theta.draw(rng)), "R": space.radius.draw(rng),
                "ask": space.ask.draw(rng), "apex": space.apex.draw(rng)}

    def question(self, g):
        P = g["apex"]
        what = (f"the apex angle ∠A{P}B of the axial section {P}AB (A and B diametrically opposite on the base "
                f"circle)" if g["ask"] == "apex" else f"the angle ∠{P}AO between the generatrix {P}A and the base "
                f"radius OA")
        return (f"A paper sector with radius {g['R']} cm and central angle {g['theta']}° is rolled up so that its two "
                f"straight edges meet exactly, forming the lateral surface of a cone with apex {P} (the centre of the "
                f"sector) and base centre O. Find {what}, in degrees.")

    def answer(self, p):
        half = np.degrees(np.arcsin(p["theta"] / 360.0))       # r/l = θ/360
        return Number(float(2 * half if p["ask"] == "apex" else 90.0 - half))

    def _cone(self, p):
        t = np.radians(np.linspace(0, p["theta"], 100001))
        arc = polyline_length(p["R"] * np.stack([np.cos(t), np.sin(t)], axis=1))
        r = arc / (2 * np.pi)
        return r, float(np.sqrt(p["R"] ** 2 - r * r))

    def verify(self, g):
        r, h = self._cone(g)
        P, O = np.array([0, 0, h]), np.zeros(3)
        A, B = np.array([r, 0, 0]), np.array([-r, 0, 0])
        if g["ask"] == "apex":
            u, v = A - P, B - P
        else:
            u, v = P - A, O - A
        return Number(float(np.degrees(np.arccos(np.dot(u, v) / np.linalg.norm(u) / np.linalg.norm(v)))))

    def scene(self, g):
        r, h = self._cone(g)
        P = g["apex"]
        s = Scene()
        s.solid("cone", (0, 0, 0), r, height=h)
        s.point(P, (0, 0, h))
        s.point("O", (0, 0, 0))
        s.point("A", (r, 0, 0))
        s.segment(P, "A", style="auxiliary")
        s.segment(P, "O", style="hidden")
        s.segment("O", "A", style="hidden")
        if g["ask"] == "apex":
            s.point("B", (-r, 0, 0))
            s.segment(P, "B", style="auxiliary")
            s.segment("O", "B", style="hidden")
        return s

    def subquestions(self, g):
        r = g["R"] * g["theta"] / 360
        return [SubQuestion(f"A sector of radius {g['R']} cm and central angle {g['theta']}° is rolled into a cone. "
                            f"Find the base radius of the cone, in cm.", Number(float(r)),
                            "solid_figures/nets/cone_lateral_sector")]

    def description(self, g):
        return self.question(g)

    def reasoning(self, p):
        r = p["R"] * p["theta"] / 360
        half = np.degrees(np.arcsin(p["theta"] / 360.0))
        P = p["apex"]
        steps = [f"The arc of the sector becomes the base circle: 2πr = 2π·{p['R']}·{p['theta']}/360, so "
                 f"r = {fmt(r, 4)} cm; the radius of the sector becomes the slant height l = {p['R']} cm.",
                 f"In right triangle {P}OA: sin∠A{P}O = r/l = {p['theta']}/360 = {fmt(p['theta'] / 360, 4)}, so "
                 f"∠A{P}O ≈ {half:.4f}°."]
        if p["ask"] == "apex":
            steps.append(f"The axial section is isosceles with axis {P}O, so ∠A{P}B = 2·∠A{P}O ≈ {2 * half:.4f}°.")
        else:
            steps.append(f"∠{P}AO = 90° − ∠A{P}O ≈ {90 - half:.4f}°.")
        return steps
