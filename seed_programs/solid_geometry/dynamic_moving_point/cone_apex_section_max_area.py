"""Solid geometry (dynamic): a plane through the apex of a cone cuts the base circle in a moving chord
AB; find the largest area of the section SAB (the axial section only when the apex angle is at most
90°, else l²/2 at a right angle) or where the chord then lies. DynaSolidGeo 'dynamic' classic."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import golden_section_min


@seed_program(
    id="cone_apex_section_max_area", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/moving_points/apex_section_of_cone", "plane_figures/triangles/sine_area_formula"],
    source="DynaSolidGeo-style (dynamic; the largest section of a cone through its apex)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class ConeApexSectionMaxArea(SeedProgram):
    levels = Levels(
        standard=dict(dim=IntRange(2, 9), dist_share=0.35, apex=OneOf(("S", "P", "V"))),
        hard=dict(dim=IntRange(5, 19), dist_share=0.6, apex=OneOf(("S", "P", "V"))),
        hard_means="radius and height 5-19 (standard 2-9) and the distance to the chord asked more often "
                   "(it needs the non-axial optimum and a square root)",
    )

    def sample(self, rng, space):
        for _ in attempts("radius and height distinct with 0.6 <= h/r <= 2"):
            r, h = (int(v) for v in space.dim.draw(rng, size=2))
            if r != h and 0.6 <= h / r <= 2.0:
                break
        ask = "dist" if (r > h and rng.random() < space.dist_share) else "area"
        return {"r": r, "h": h, "ask": ask, "apex": space.apex.draw(rng)}

    def _given(self, p):
        S = p["apex"]
        return (f"A cone with apex {S} has base radius {p['r']} and height {p['h']}; O is the centre of its base. "
                f"A plane through {S} cuts the base circle along a chord AB that may move, giving the section "
                f"triangle {S}AB.")

    def question(self, g):
        if g["ask"] == "area":
            return self._given(g) + f" Find the largest possible area of triangle {g['apex']}AB."
        return self._given(g) + (f" When the area of triangle {g['apex']}AB is as large as possible, find the "
                                 "distance from O to the chord AB.")

    def _value(self, p):
        r, h = p["r"], p["h"]
        l2 = r * r + h * h
        # area = ½·l²·sin∠ASB, and ∠ASB runs from 0 up to the axial angle 2θ (tan θ = r/h)
        if r <= h:          # axial angle ≤ 90°: the largest is the axial section
            return float(r * h) if p["ask"] == "area" else 0.0
        if p["ask"] == "area":
            return float(l2 / 2)
        # ∠ASB = 90°: AB = l√2, half-chord l/√2, distance √(r² − l²/2)
        return float(np.sqrt(r * r - l2 / 2))

    def answer(self, p):
        return Number(self._value(p))

    def verify(self, g):
        r, h = float(g["r"]), float(g["h"])

        def neg_area(d):        # chord at distance d from O: half-length √(r² − d²), height √(h² + d²)
            return -np.sqrt(max(r * r - d * d, 0.0)) * np.sqrt(h * h + d * d)
        d, best = golden_section_min(neg_area, 0.0, r)
        return Number(float(-best) if g["ask"] == "area" else float(d))

    def _d_fig(self, p):
        r, h = p["r"], p["h"]
        return np.sqrt(max(r * r - (r * r + h * h) / 2, 0.0)) if r > h else 0.45 * r

    def scene(self, g):
        r, h, S = g["r"], g["h"], g["apex"]
        d = self._d_fig(g)
        c = np.sqrt(r * r - d * d)
        s = Scene()
        s.solid("cone", (0, 0, 0), r, height=h)
        s.point(S, (0, 0, h))
        s.point("O", (0, 0, 0))
        s.point("A", (d, -c, 0))
        s.point("B", (d, c, 0))
        s.face([S, "A", "B"], color="#ef4444", opacity=0.35)
        s.segment("O", S, style="hidden")
        if d > 1e-9:
            s.point("M", (d, 0, 0))
            s.segment("O", "M", style="hidden")
            s.segment(S, "M", style="auxiliary")
        return s

    def subquestions(self, g):
        r, h, S = g["r"], g["h"], g["apex"]
        l = float(np.hypot(r, h))
        return [
            SubQuestion(f"A cone has base radius {r} and height {h}. Find its slant height.", Number(l),
                        "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"A cone has base radius {r} and height {h}. Find the apex angle of its axial section, in degrees.",
                        Number(float(2 * np.degrees(np.arctan2(r, h)))), "solid_figures/moving_points/apex_section_of_cone"),
        ]

    def description(self, g):
        return self._given(g) + " The section is shaded; M is the midpoint of AB when drawn."

    def reasoning(self, p):
        r, h, S = p["r"], p["h"], p["apex"]
        l2 = r * r + h * h
        apex = 2 * np.degrees(np.arctan2(r, h))
        steps = [f"{S}A = {S}B = slant height l = √({r}² + {h}²) = √{l2}, so area({S}AB) = ½·l²·sin∠A{S}B.",
                 f"∠A{S}B grows from 0 to the axial angle 2θ as AB moves towards O; tan θ = {r}/{h}, so 2θ ≈ {apex:.2f}°."]
        if r <= h:
            steps.append(f"2θ ≤ 90°, so sin∠A{S}B is largest at the axial section: area = ½·{2 * r}·{h} = {r * h}.")
            if p["ask"] == "dist":
                steps.append("Then AB is a diameter: distance 0.")
        else:
            steps.append(f"2θ > 90°, so ∠A{S}B = 90° is reached: the largest area is l²/2 = {l2}/2 = {l2 / 2:g}.")
            if p["ask"] == "dist":
                steps.append(f"Then AB = l√2, half of it l/√2, and the distance from O is √({r}² − {l2}/2) ≈ {self._value(p):.4f}.")
        return steps
