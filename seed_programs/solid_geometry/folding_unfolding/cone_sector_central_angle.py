"""Solid geometry (unfolding): the central angle of the sector (or ring sector) that the lateral
surface of a cone (or a round frustum) unrolls into. ``answer`` uses θ = 360°·r/l; ``verify`` measures
the rim circle and the generatrix on the 3D solid and divides arc length by slant height."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
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
    levels = Levels(
        standard=dict(solid=OneOf(("cone", "frustum")), apex=OneOf(("P", "S", "V")), triple=OneOf(TRIPLES),
                      cone_given=OneOf(("rl", "rl", "rh", "hl")), frustum_given=OneOf(("rRl", "rRl", "rRh")),
                      radius=IntRange(2, 9), slant_extra=IntRange(1, 12), radius_gap=IntRange(1, 8),
                      frustum_slant_extra=IntRange(1, 10), top_extra=3),
        hard=dict(solid=OneOf(("cone", "frustum")), apex=OneOf(("P", "S", "V")), triple=OneOf(TRIPLES),
                  cone_given=OneOf(("rl", "rh", "hl", "hl")), frustum_given=OneOf(("rRl", "rRh", "rRh")),
                  radius=IntRange(7, 23), slant_extra=IntRange(3, 29), radius_gap=IntRange(3, 17),
                  frustum_slant_extra=IntRange(3, 25), top_extra=9),
        hard_means="larger radii and slant heights (angles far from round numbers) and more often the height given, "
                   "so the slant height or radius must first come from Pythagoras",
    )

    def sample(self, rng, space):
        """The givens: the solid and the two (cone) or three (frustum) measures the question states; the
        measure it does not state is hidden (the reasoning derives it)."""
        solid = space.solid.draw(rng)
        apex = space.apex.draw(rng)
        for _ in attempts("a Pythagorean triple with legs within a factor 5"):
            a, b, c = (int(v) for v in space.triple.draw(rng))
            if min(a, b) * 5 >= max(a, b):                # no needle-thin or pancake-flat solids
                break
        if solid == "cone":            # radius a, height b, slant c
            given = space.cone_given.draw(rng)
            if given == "rl":          # any radius and slant height: the height is not needed
                a = space.radius.draw(rng)
                c = a + space.slant_extra.draw(rng)
                b = float(np.sqrt(c * c - a * a))
            full = {"r": a, "h": b, "l": c}
            stated = {k: full[k] for k in given}
            g = {"solid": solid, **stated, "given": given, "apex": apex}
            return g, {k: v for k, v in full.items() if k not in stated}
        given = space.frustum_given.draw(rng)
        if given == "rRl":             # R − r = a and slant c free: the height is not needed
            a = space.radius_gap.draw(rng)
            c = a + space.frustum_slant_extra.draw(rng)
            b = float(np.sqrt(c * c - a * a))
        r = int(rng.integers(max(1, a // 2), a + 1 + space.top_extra))
        g = {"solid": solid, "r": r, "R": r + a, "given": given, "apex": apex}
        if given == "rRl":
            return {**g, "l": c}, {"h": b}
        return {**g, "h": b}, {"l": c}

    def _givens(self, p):
        P = p["apex"]
        if p["solid"] == "cone":
            parts = {"r": lambda: f"base radius OA = {p['r']}", "h": lambda: f"height {P}O = {p['h']}",
                     "l": lambda: f"slant height {P}A = {p['l']}"}
            g = [parts[k]() for k in p["given"]]
            return (f"A cone has apex {P}, base centre O and a point A on its base circle, with "
                    f"{g[0]} and {g[1]}.")
        last = f"slant height AA' = {p['l']}" if p["given"] == "rRl" else f"height OO' = {p['h']}"
        return (f"A frustum of a cone has bottom centre O and top centre O'; A is on the bottom circle and A' on "
                f"the top circle with AA' a generatrix. The bottom radius OA = {p['R']}, the top radius "
                f"O'A' = {p['r']} and the {last}.")

    def _complete(self, g):
        """The stated measures and the unstated one from them (Pythagoras in the axial section)."""
        full = dict(g)
        if g["solid"] == "cone":
            if g["given"] == "rh":
                full["l"] = int(round(float(np.hypot(g["r"], g["h"]))))
            elif g["given"] == "hl":
                full["r"] = int(round(float(np.sqrt(g["l"] ** 2 - g["h"] ** 2))))
            else:
                full["h"] = float(np.sqrt(g["l"] ** 2 - g["r"] ** 2))
        elif g["given"] == "rRh":
            full["l"] = int(round(float(np.hypot(g["R"] - g["r"], g["h"]))))
        else:
            full["h"] = float(np.sqrt(g["l"] ** 2 - (g["R"] - g["r"]) ** 2))
        return full

    def _unroll(self, p):
        if p["solid"] == "cone":
            return (" The lateral surface is cut along PA and unrolled flat into a sector. "
                    .replace("PA", p["apex"] + "A") + "Find the central angle of the sector, in degrees.")
        return (" The lateral surface is cut along AA' and unrolled flat into part of a ring (an annular "
                "sector). Find the central angle of that annular sector, in degrees.")

    def question(self, g):
        return self._givens(g) + self._unroll(g)

    def answer(self, p):
        if p["solid"] == "cone":
            return Number(360.0 * p["r"] / p["l"])
        return Number(360.0 * (p["R"] - p["r"]) / p["l"])

    def verify(self, g):
        g = self._complete(g)
        # in space: arc length of the sector = perimeter of the base circle; its radius = the distance
        # from the (possibly completed) apex to A; angle = arc / radius in radians
        if g["solid"] == "cone":
            R, H = g["r"], g["h"]
        else:       # complete the frustum to a cone by similar triangles located numerically
            R, H = g["R"], g["h"] * g["R"] / (g["R"] - g["r"])
        apex = np.array([0.0, 0.0, H])
        A = cone_surface_point(R, H, np.hypot(R, H), 0.0)
        arc = circle_length_numeric(400000, (0, 0, 0), A)
        return Number(float(np.degrees(arc / np.linalg.norm(A - apex))))

    def scene(self, g):
        g = self._complete(g)
        s = Scene()
        if g["solid"] == "cone":
            P = g["apex"]
            s.solid("cone", (0, 0, 0), g["r"], height=g["h"])
            s.point(P, (0, 0, g["h"]))
            s.point("O", (0, 0, 0))
            s.point("A", (g["r"], 0, 0))
            s.segment(P, "A", style="auxiliary")
            s.segment(P, "O", style="hidden")
            s.segment("O", "A", style="hidden")
            return s
        frustum_outline(s, g["R"], g["r"], g["h"], "O", "O'")
        s.point("A", (g["R"], 0, 0))
        s.point("A'", (g["r"], 0, g["h"]))
        s.segment("A", "A'", style="auxiliary")
        s.point("_B", (-g["R"], 0, 0), show_label=False)
        s.point("_B'", (-g["r"], 0, g["h"]), show_label=False)
        s.segment("_B", "_B'")
        s.segment("O", "A", style="hidden")
        s.segment("O'", "A'", style="hidden")
        return s

    def _third(self, p):
        if p["solid"] == "cone":
            return {"rl": None, "rh": "l", "hl": "r"}[p["given"]]
        return None if p["given"] == "rRl" else "l"

    def subquestions(self, g):
        g = self._complete(g)
        subs = []
        third = self._third(g)
        if third == "l" and g["solid"] == "cone":
            subs.append(SubQuestion(f"A cone has base radius {g['r']} and height {g['h']}. Find its slant height.",
                                    Number(float(g["l"])), "plane_figures/triangles/pythagorean_theorem"))
        elif third == "r":
            subs.append(SubQuestion(f"A cone has height {g['h']} and slant height {g['l']}. Find its base radius.",
                                    Number(float(g["r"])), "plane_figures/triangles/pythagorean_theorem"))
        elif third == "l":
            subs.append(SubQuestion(
                f"A frustum has radii {g['R']} and {g['r']} and height {g['h']}. Find its slant height.",
                Number(float(g["l"])), "plane_figures/triangles/pythagorean_theorem"))
        if g["solid"] == "cone":
            subs.append(SubQuestion(
                f"A sector of radius {g['l']} has arc length 2π·{g['r']}. Find its central angle, in degrees.",
                Number(360.0 * g["r"] / g["l"]), "solid_figures/nets/cone_lateral_sector"))
        else:
            subs.append(SubQuestion(
                f"A frustum has bottom radius {g['R']}, top radius {g['r']} and slant height {g['l']}. Its unrolled "
                f"lateral surface is an annular sector; find its central angle, in degrees.",
                Number(360.0 * (g["R"] - g["r"]) / g["l"]), "solid_figures/nets/frustum_ring_sector"))
        return subs

    def description(self, g):
        return self.question(g)

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
