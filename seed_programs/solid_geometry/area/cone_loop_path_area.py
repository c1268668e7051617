"""Solid geometry (area): the shortest loop from a base point A around a cone back to A cuts the lateral
surface in two; find the area of the part next to the apex or of the part next to the base.
``answer`` works in the unrolled sector (triangle ½l²·sin θ, sector πrl); ``verify`` rolls a fine fan
of triangles of the net back onto the 3D cone and adds their areas in space."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.solid_nets import cone_surface_point, develop_cone_point, undevelop_cone

FRACS = ((1, 6), (1, 5), (1, 4), (1, 3), (3, 8), (2, 5), (5, 12))      # r/l: sector angle < 180°


@seed_program(
    id="cone_loop_path_area", topic="solid_geometry", category="area",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/nets/cone_lateral_sector", "solid_figures/distances/surface_shortest_path",
              "solid_figures/round_solids/cone_surface_area"],
    source="DynaSolidGeo-style (area; region cut off a cone's lateral surface by a shortest loop)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class ConeLoopPathArea(SeedProgram):
    levels = Levels(
        standard=dict(ratio_index=IntRange(0, len(FRACS) - 1), slant=IntRange(4, 24),
                      part=OneOf(("apex", "base")), apex=OneOf(("P", "S", "V"))),
        hard=dict(ratio_index=IntRange(3, len(FRACS) - 1), slant=IntRange(25, 72),
                  part=OneOf(("apex", "base"), p=[0.3, 0.7]), apex=OneOf(("P", "S", "V"))),
        hard_means="longer slant heights, sector angles from 120° to 150° (r/l of 1/3 to 5/12) and mostly the part "
                   "next to the base (the whole lateral area minus the triangle)",
    )

    def sample(self, rng, space):
        """Givens: the cone's base radius r and slant height l (r/l one of FRACS), which part is asked."""
        for _ in attempts("a base radius that is a whole or half number"):
            num, den = FRACS[space.ratio_index.draw(rng)]
            l = space.slant.draw(rng)
            if (l * num) % den == 0 or (2 * l * num) % den == 0:
                break
        return {"l": l, "r": l * num / den, "part": space.part.draw(rng), "apex": space.apex.draw(rng)}

    def question(self, g):
        p = g
        P = p["apex"]
        part = (f"the part containing the apex {P}" if p["part"] == "apex"
                else "the part next to the base circle")
        return (f"A cone has apex {P}, base centre O, base radius {fmt(p['r'])} and slant height {P}A = {p['l']}, "
                f"where A is on the base circle. A string is pulled tight on the lateral surface from A once around "
                f"the cone back to A (the shortest such loop). The loop divides the lateral surface into two parts. "
                f"Find the area of {part}.")

    def _theta(self, p):
        return 2 * np.pi * p["r"] / p["l"]

    def answer(self, p):
        l, th = p["l"], self._theta(p)
        top = 0.5 * l * l * np.sin(th)                    # triangle P A A' of the net
        return Number(float(top if p["part"] == "apex" else np.pi * p["r"] * l - top))

    def verify(self, g):
        # Independent: a fine fan of net triangles rolled back onto the 3D cone, areas added in space.
        p = g
        R, l = p["r"], p["l"]
        H = float(np.sqrt(l * l - R * R))
        apex = np.array([0.0, 0.0, H])
        A2, B2 = develop_cone_point(R, H, l, 0.0), develop_cone_point(R, H, l, 360.0)
        q = np.array([undevelop_cone(R, H, A2 + t * (B2 - A2)) for t in np.linspace(0, 1, 8001)])
        # region next to the apex: fan of thin triangles apex–q_i–q_{i+1} on the cone
        upper = 0.5 * np.linalg.norm(np.cross(q[:-1] - apex, q[1:] - apex), axis=1).sum()
        if p["part"] == "apex":
            return Number(float(upper))
        t = np.linspace(0, 2 * np.pi, 8001)
        rim = np.stack([R * np.cos(t), R * np.sin(t), np.zeros_like(t)], axis=1)
        whole = 0.5 * np.linalg.norm(np.cross(rim[:-1] - apex, rim[1:] - apex), axis=1).sum()
        return Number(float(whole - upper))

    def scene(self, g):
        p = g
        P, R, l = p["apex"], p["r"], p["l"]
        H = float(np.sqrt(l * l - R * R))
        s = Scene()
        s.solid("cone", (0, 0, 0), R, height=H)
        s.point(P, (0, 0, H))
        s.point("O", (0, 0, 0))
        s.point("A", cone_surface_point(R, H, l, 0))
        s.segment(P, "A", style="auxiliary")
        s.segment(P, "O", style="hidden")
        s.segment("O", "A", style="hidden")
        return s

    def subquestions(self, g):
        p = g
        return [SubQuestion(
            f"A cone has base radius {fmt(p['r'])} and slant height {p['l']}. Find the central angle of its unrolled "
            f"lateral surface, in degrees.", Number(360.0 * p["r"] / p["l"]), "solid_figures/nets/cone_lateral_sector"),
            SubQuestion(f"A cone has base radius {fmt(p['r'])} and slant height {p['l']}. Find its lateral surface "
                        f"area.", Number(float(np.pi * p["r"] * p["l"])), "solid_figures/round_solids/cone_surface_area")]

    def description(self, g):
        p = g
        return self.question(p)

    def reasoning(self, p):
        P, l = p["apex"], p["l"]
        deg = 360.0 * p["r"] / l
        top = 0.5 * l * l * np.sin(self._theta(p))
        steps = [f"Cut along {P}A and unroll: a sector with radius {l} and central angle 360°·{fmt(p['r'])}/{l} = "
                 f"{fmt(deg, 4)}° (< 180°), with A and its copy A' at the ends of the arc.",
                 f"The tight loop is the segment AA' of the net; the part containing the apex becomes triangle "
                 f"{P}AA', of area ½·{l}²·sin {fmt(deg, 4)}° ≈ {top:.4f}."]
        if p["part"] == "apex":
            return steps + [f"So the area is ≈ {top:.4f}."]
        return steps + [f"The whole lateral surface has area πrl = π·{fmt(p['r'])}·{l} ≈ {np.pi * p['r'] * l:.4f}.",
                        f"The part next to the base: {np.pi * p['r'] * l:.4f} − {top:.4f} ≈ {self.answer(p).value:.4f}."]
