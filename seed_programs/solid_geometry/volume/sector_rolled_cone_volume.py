"""Solid geometry (volume): a paper sector (or ring sector) is rolled up so its straight edges meet;
find the volume of the cone (or frustum) it bounds. ``answer`` uses r = Rθ/360 and the volume
formulas; ``verify`` measures the arc numerically and integrates the cross-sections π·ρ(z)²."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.solid_nets import frustum_outline, polyline_length

ANGLES = (60, 72, 90, 120, 135, 144, 150, 180, 216, 240, 270, 288)


@seed_program(
    id="sector_rolled_cone_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/nets/cone_lateral_sector", "solid_figures/nets/frustum_ring_sector",
              "solid_figures/round_solids/cone_volume"],
    source="DynaSolidGeo-style (volume; rolling a sector into a cone)",
    variations=["numeric_values", "lengths_ratios", "real_life_contexts", "camera"],
)
class SectorRolledConeVolume(SeedProgram):
    levels = Levels(
        standard=dict(solid=OneOf(("cone", "cone", "frustum")), theta=OneOf(ANGLES), radius=IntRange(4, 15),
                      apex=OneOf(("P", "S", "V")), frustum_theta=OneOf(tuple(a for a in ANGLES if a <= 240))),
        hard=dict(solid=OneOf(("cone", "frustum", "frustum")), theta=OneOf(ANGLES), radius=IntRange(16, 45),
                  apex=OneOf(("P", "S", "V")), frustum_theta=OneOf(tuple(a for a in ANGLES if a <= 240))),
        hard_means="larger sheets and mostly ring sectors rolled into frustums (two radii and a height to find)",
    )

    def sample(self, rng, space):
        """Givens: cone or frustum, the sheet's radii and central angle, the apex label (cone only)."""
        solid = space.solid.draw(rng)
        theta = space.theta.draw(rng)
        R = space.radius.draw(rng)
        p = {"solid": solid, "theta": theta, "R": R}
        apex = space.apex.draw(rng)
        if solid == "cone":
            return {**p, "apex": apex}
        for _ in attempts("a frustum that is not a flat ring (height ≥ 0.4 of the bottom radius)"):
            p["Ri"] = int(rng.integers(max(2, R // 4), R - 1))
            p["theta"] = space.frustum_theta.draw(rng)
            if self._h(p) >= 0.4 * self._radii(p)[0]:
                break
        return p

    def _radii(self, p):
        r1 = p["R"] * p["theta"] / 360.0
        r2 = p.get("Ri", 0) * p["theta"] / 360.0
        return r1, r2

    def _h(self, p):
        r1, r2 = self._radii(p)
        s = p["R"] - p.get("Ri", 0)
        return float(np.sqrt(s * s - (r1 - r2) ** 2))

    def _sheet(self, g):
        p = g
        if p["solid"] == "cone":
            return (f"A paper sector has radius {p['R']} cm and central angle {p['theta']}°. It is rolled up so that "
                    f"its two straight edges meet exactly (no overlap), forming the lateral surface of a cone with "
                    f"apex {p['apex']} (the centre of the sector), base centre O; the joined edges become the "
                    f"generatrix {p['apex']}A.")
        return (f"A paper ring sector is cut from two concentric circles of radii {p['R']} cm and {p['Ri']} cm with "
                f"central angle {p['theta']}°. It is rolled up so that its two straight edges meet exactly, forming "
                f"the lateral surface of a frustum with bottom centre O and top centre O'; the joined edges "
                f"become the generatrix AA'.")

    def question(self, g):
        p = g
        what = "cone" if p["solid"] == "cone" else "frustum (the solid bounded by it and its two circular ends)"
        return self._sheet(p) + f" Find the volume of the {what}, in cm³."

    def answer(self, p):
        r1, r2 = self._radii(p)
        h = self._h(p)
        return Number(float(np.pi * h * (r1 * r1 + r1 * r2 + r2 * r2) / 3))

    def verify(self, g):
        p = g
        # Independent: measure the two arcs of the flat sheet, roll them into circles (r = arc/2π), then integrate
        # the cross-sections of the solid between them with the trapezoid rule
        t = np.radians(np.linspace(0, p["theta"], 200001))
        unit = np.stack([np.cos(t), np.sin(t)], axis=1)
        r1 = polyline_length(p["R"] * unit) / (2 * np.pi)
        r2 = polyline_length(p.get("Ri", 0) * unit) / (2 * np.pi)
        slant = p["R"] - p.get("Ri", 0)
        h = np.sqrt(slant ** 2 - (r1 - r2) ** 2)
        z = np.linspace(0, h, 200001)
        rho = r1 + (r2 - r1) * z / h
        return Number(float(np.trapezoid(np.pi * rho ** 2, z)))

    def scene(self, g):
        p = g
        r1, r2 = self._radii(p)
        h = self._h(p)
        s = Scene()
        if p["solid"] == "cone":
            P = p["apex"]
            s.solid("cone", (0, 0, 0), r1, height=h)
            s.point(P, (0, 0, h))
            s.point("O", (0, 0, 0))
            s.point("A", (r1, 0, 0))
            s.segment(P, "A", style="auxiliary")
            s.segment(P, "O", style="hidden")
            return s
        frustum_outline(s, r1, r2, h, "O", "O'")
        s.point("A", (r1, 0, 0))
        s.point("A'", (r2, 0, h))
        s.segment("A", "A'", style="auxiliary")
        s.point("_B", (-r1, 0, 0), show_label=False)
        s.point("_B'", (-r2, 0, h), show_label=False)
        s.segment("_B", "_B'")
        return s

    def subquestions(self, g):
        p = g
        r1, _ = self._radii(p)
        return [SubQuestion(
            f"A sector of radius {p['R']} cm and central angle {p['theta']}° is rolled into a cone. Find the base "
            f"radius of the cone, in cm.", Number(r1), "solid_figures/nets/cone_lateral_sector"),
            SubQuestion(f"A cone has base radius {fmt(r1, 4)} cm and slant height {p['R']} cm. Find its height, in cm.",
                        Number(float(np.sqrt(p["R"] ** 2 - r1 ** 2))), "plane_figures/triangles/pythagorean_theorem")] \
            if p["solid"] == "cone" else [SubQuestion(
                f"A ring sector with radii {p['R']} cm and {p['Ri']} cm and central angle {p['theta']}° is rolled "
                f"into a frustum. Find the radius of the frustum's bottom circle, in cm.", Number(r1),
                "solid_figures/nets/frustum_ring_sector")]

    def description(self, g):
        p = g
        return self.question(p)

    def reasoning(self, p):
        r1, r2 = self._radii(p)
        h = self._h(p)
        V = self.answer(p).value
        if p["solid"] == "cone":
            return [f"The arc of the sector becomes the base circle: 2πr = 2π·{p['R']}·{p['theta']}/360, so "
                    f"r = {fmt(r1, 4)} cm.",
                    f"The sector's radius becomes the slant height l = {p['R']} cm, so h = √(l² − r²) = "
                    f"√({p['R']}² − {fmt(r1, 4)}²) ≈ {h:.4f} cm.",
                    f"V = πr²h/3 = π·{fmt(r1, 4)}²·{h:.4f}/3 ≈ {V:.4f} cm³."]
        return [f"The outer arc becomes the bottom circle: R₁ = {p['R']}·{p['theta']}/360 = {fmt(r1, 4)} cm; the inner "
                f"arc the top circle: R₂ = {p['Ri']}·{p['theta']}/360 = {fmt(r2, 4)} cm.",
                f"The slant height is {p['R']} − {p['Ri']} = {p['R'] - p['Ri']} cm; in the axial section "
                f"h = √({p['R'] - p['Ri']}² − ({fmt(r1, 4)} − {fmt(r2, 4)})²) ≈ {h:.4f} cm.",
                f"V = πh(R₁² + R₁R₂ + R₂²)/3 ≈ {V:.4f} cm³."]
