"""Solid geometry (unfolding): the central angle of the sector (or ring sector) that the lateral
surface of a cone (or a round frustum) unrolls into. ``answer`` uses θ = 360°·r/l; ``verify`` measures
the rim circle and the generatrix on the 3D solid and divides arc length by slant height."""
import numpy as np

from dynaforge.sdk import Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.solid_nets import circle_length_numeric, cone_surface_point, frustum_outline

# Pythagorean triples (leg, leg, hypotenuse)
BASIC = ((3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29), (9, 40, 41), (12, 35, 37))
TRIPLES = BASIC + tuple((b, a, c) for a, b, c in BASIC)


@seed_program(
    id="cone_sector_central_angle", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/nets/cone_lateral_sector", "solid_figures/nets/frustum_ring_sector",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (unfolding; sector of a cone's lateral surface)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class ConeSectorCentralAngle(SeedProgram):
    def sample(self, rng):
        solid = str(rng.choice(["cone", "frustum"]))
        apex = str(rng.choice(["P", "S", "V"]))
        while True:
            a, b, c = (int(v) for v in TRIPLES[int(rng.integers(0, len(TRIPLES)))])
            if min(a, b) * 5 >= max(a, b):                # no needle-thin or pancake-flat solids
                break
        if solid == "cone":            # radius a, height b, slant c
            given = str(rng.choice(["rl", "rl", "rh", "hl"]))
            if given == "rl":          # any radius and slant height: the height is not needed
                a = int(rng.integers(2, 10))
                c = int(rng.integers(a + 1, a + 13))
                b = float(np.sqrt(c * c - a * a))
            return {"solid": solid, "r": a, "h": b, "l": c, "given": given, "apex": apex}
        given = str(rng.choice(["rRl", "rRl", "rRh"]))
        if given == "rRl":             # R − r = a and slant c free: the height is not needed
            a = int(rng.integers(1, 9))
            c = int(rng.integers(a + 1, a + 11))
            b = float(np.sqrt(c * c - a * a))
        r = int(rng.integers(max(1, a // 2), a + 4))
        return {"solid": solid, "r": r, "R": r + a, "h": b, "l": c, "given": given, "apex": apex}

    def _givens(self, p):
        P = p["apex"]
        if p["solid"] == "cone":
            parts = {"r": f"base radius OA = {p['r']}", "h": f"height {P}O = {p['h']}",
                     "l": f"slant height {P}A = {p['l']}"}
            g = [parts[k] for k in p["given"]]
            return (f"A cone has apex {P}, base centre O and a point A on its base circle, with "
                    f"{g[0]} and {g[1]}.")
        last = f"slant height AA' = {p['l']}" if p["given"] == "rRl" else f"height OO' = {p['h']}"
        return (f"A frustum of a cone has bottom centre O and top centre O'; A is on the bottom circle and A' on "
                f"the top circle with AA' a generatrix. The bottom radius OA = {p['R']}, the top radius "
                f"O'A' = {p['r']} and the {last}.")

    def _unroll(self, p):
        if p["solid"] == "cone":
            return (" The lateral surface is cut along PA and unrolled flat into a sector. "
                    .replace("PA", p["apex"] + "A") + "Find the central angle of the sector, in degrees.")
        return (" The lateral surface is cut along AA' and unrolled flat into part of a ring (an annular "
                "sector). Find the central angle of that annular sector, in degrees.")

    def question(self, p):
        return self._givens(p) + self._unroll(p)

    def answer(self, p):
        if p["solid"] == "cone":
            return Number(360.0 * p["r"] / p["l"])
        return Number(360.0 * (p["R"] - p["r"]) / p["l"])

    def verify(self, p):
        # in space: arc length of the sector = perimeter of the base circle; its radius = the distance
        # from the (possibly completed) apex to A; angle = arc / radius in radians
        if p["solid"] == "cone":
            R, H = p["r"], p["h"]
        else:       # complete the frustum to a cone by similar triangles located numerically
            R, H = p["R"], p["h"] * p["R"] / (p["R"] - p["r"])
        apex = np.array([0.0, 0.0, H])
        A = cone_surface_point(R, H, np.hypot(R, H), 0.0)
        arc = circle_length_numeric(400000, (0, 0, 0), A)
        return Number(float(np.degrees(arc / np.linalg.norm(A - apex))))

    def scene(self, p):
        s = Scene()
        if p["solid"] == "cone":
            P = p["apex"]
            s.solid("cone", (0, 0, 0), p["r"], height=p["h"])
            s.point(P, (0, 0, p["h"]))
            s.point("O", (0, 0, 0))
            s.point("A", (p["r"], 0, 0))
            s.segment(P, "A", style="auxiliary")
            s.segment(P, "O", style="hidden")
            s.segment("O", "A", style="hidden")
            return s
        frustum_outline(s, p["R"], p["r"], p["h"], "O", "O'")
        s.point("A", (p["R"], 0, 0))
        s.point("A'", (p["r"], 0, p["h"]))
        s.segment("A", "A'", style="auxiliary")
        s.point("_B", (-p["R"], 0, 0), show_label=False)
        s.point("_B'", (-p["r"], 0, p["h"]), show_label=False)
        s.segment("_B", "_B'")
        s.segment("O", "A", style="hidden")
        s.segment("O'", "A'", style="hidden")
        return s

    def _third(self, p):
        if p["solid"] == "cone":
            return {"rl": None, "rh": "l", "hl": "r"}[p["given"]]
        return None if p["given"] == "rRl" else "l"

    def subquestions(self, p):
        subs = []
        third = self._third(p)
        if third == "l" and p["solid"] == "cone":
            subs.append(SubQuestion(f"A cone has base radius {p['r']} and height {p['h']}. Find its slant height.",
                                    Number(float(p["l"])), "plane_figures/triangles/pythagorean_theorem"))
        elif third == "r":
            subs.append(SubQuestion(f"A cone has height {p['h']} and slant height {p['l']}. Find its base radius.",
                                    Number(float(p["r"])), "plane_figures/triangles/pythagorean_theorem"))
        elif third == "l":
            subs.append(SubQuestion(
                f"A frustum has radii {p['R']} and {p['r']} and height {p['h']}. Find its slant height.",
                Number(float(p["l"])), "plane_figures/triangles/pythagorean_theorem"))
        if p["solid"] == "cone":
            subs.append(SubQuestion(
                f"A sector of radius {p['l']} has arc length 2π·{p['r']}. Find its central angle, in degrees.",
                self.answer(p), "solid_figures/nets/cone_lateral_sector"))
        else:
            subs.append(SubQuestion(
                f"A frustum has bottom radius {p['R']}, top radius {p['r']} and slant height {p['l']}. Its unrolled "
                f"lateral surface is an annular sector; find its central angle, in degrees.",
                self.answer(p), "solid_figures/nets/frustum_ring_sector"))
        return subs

    def description(self, p):
        return self.question(p)

    def reasoning(self, p):
        th = self.answer(p).value
        if p["solid"] == "cone":
            P = p["apex"]
            steps = [f"In right triangle {P}OA (right angle at O): {P}A² = OA² + {P}O², "
                     f"so r = {p['r']}, h = {fmt(p['h'], 4)}, l = {p['l']}."]
            steps += ["Unrolled, the lateral surface is a sector whose radius is the slant height l and whose arc "
                      "is the base circle, of length 2πr.",
                      f"θ = (2πr / l) rad = 360°·r/l = 360°·{p['r']}/{p['l']} ≈ {th:.4f}°."]
            return steps
        return [f"The axial section is an isosceles trapezoid: the slant height satisfies l² = h² + (R − r)², "
                f"with R = {p['R']}, r = {p['r']}, h = {p['h']}, l = {p['l']}.",
                "Extend the generatrices to the apex of the full cone; the lateral surface unrolls into a ring "
                "sector with outer radius L and inner radius L − l, where L/R = (L − l)/r.",
                f"So L = lR/(R − r) = {p['l']}·{p['R']}/{p['R'] - p['r']} ≈ {p['l'] * p['R'] / (p['R'] - p['r']):.4f}.",
                f"θ = 360°·R/L = 360°·(R − r)/l = 360°·{p['R'] - p['r']}/{p['l']} ≈ {th:.4f}°."]
