"""Solid geometry (volume): a pyramid P-ABCD whose lateral edge PA is perpendicular to the base, a
rectangle or a right trapezoid (AD ∥ BC, AB ⟂ BC); the height PA is not given but must be found from
the lateral edge PC, from the angle between PC and the base, or from the dihedral angle P-BC-A; find the
volume (DynaSolidGeo, volume; the Gaokao "find the height first" pyramid). ``answer`` finds PA in the
right triangle PAC or PAB (BC ⟂ plane PAB, so ∠PBA is the plane angle of the dihedral angle) and uses
V = S·PA/3; ``verify`` builds the base in coordinates, raises P above A until the stated length or angle
is measured there (bisection), and takes the convex-hull volume."""
import math

import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import convex_hull_volume, restyle_segment
from dynaforge.sdk.solid_angles import dihedral_by_feet, line_plane_angle_deg

GIVENS = ("PA", "PC", "angle", "dihedral")


@seed_program(
    id="perpendicular_edge_pyramid_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/pyramids/volume", "solid_figures/angles/line_plane_angle",
              "solid_figures/angles/dihedral_plane_angle", "solid_figures/positional/three_perpendiculars_theorem"],
    source="DynaSolidGeo-style (volume: pyramid with a lateral edge perpendicular to the base)",
    variations=["numeric_values", "geometric_transformations", "camera", "lengths_ratios"],
)
class PerpendicularEdgePyramidVolume(SeedProgram):
    levels = Levels(
        standard=dict(base=OneOf(("rectangle", "trapezoid"), p=[0.7, 0.3]), side=IntRange(2, 7),
                      given=OneOf(GIVENS, p=[0.2, 0.3, 0.3, 0.2]), angle=OneOf((30, 45, 60))),
        hard=dict(base=OneOf(("rectangle", "trapezoid"), p=[0.3, 0.7]), side=IntRange(4, 14),
                  given=OneOf(GIVENS, p=[0.0, 0.35, 0.3, 0.35]), angle=OneOf((30, 45, 60))),
        hard_means="larger, mostly right-trapezoid bases (area by the trapezoid formula, AC from the shorter "
                   "parallel side) and the height always hidden behind PC, an angle or a dihedral angle",
    )

    def sample(self, rng, space):
        """Givens: the base (AB, AD and for the trapezoid BC < AD), the datum that fixes PA: PA itself, PC
        (an integer longer than AC), the angle between PC and the base, or the dihedral angle P-BC-A."""
        base = space.base.draw(rng)
        g = {"base": base, "AB": int(space.side.draw(rng)), "AD": int(space.side.draw(rng))}
        if base == "trapezoid":
            for _ in attempts("a right trapezoid with AD at least 2 and BC between a quarter of AD and AD − 1"):
                ad, bc = int(space.side.draw(rng)) + 2, int(space.side.draw(rng))
                if ad // 4 <= bc <= ad - 1 and bc >= 1:
                    break
            g.update(AD=ad, BC=bc)
        given = space.given.draw(rng)
        g["given"] = given
        ac = math.hypot(g["AB"], g.get("BC", g["AD"]))
        if given == "PA":
            g["value"] = int(rng.integers(2, 2 * max(g["AB"], g["AD"]) + 1))
        elif given == "PC":
            g["value"] = int(rng.integers(math.floor(ac * 1.15) + 1, math.ceil(ac * 2.5) + 1))
        else:
            g["value"] = int(space.angle.draw(rng))
        return g

    # -- statement ------------------------------------------------------------------------------------------
    def _base_text(self, g, hide=False):
        if g["base"] == "rectangle":
            return f"the base ABCD is a rectangle with AB = {g['AB']} and AD = {g['AD']}"
        return (f"the base ABCD is a right trapezoid with AD ∥ BC, AB ⟂ AD, AB = {g['AB']}, AD = {g['AD']} and "
                f"BC = {g['BC']}")

    def _datum(self, g, hide=False):
        v = "?" if hide else g["value"]
        return {"PA": f"PA = {v}", "PC": f"PC = {v}",
                "angle": f"the line PC makes an angle of {v}° with the base plane ABCD",
                "dihedral": f"the dihedral angle P-BC-A is {v}°"}[g["given"]]

    def _setup(self, g, hide=False):
        return (f"In the pyramid P-ABCD, the lateral edge PA is perpendicular to the base plane ABCD, "
                f"{self._base_text(g)}, and {self._datum(g, hide)}.")

    def question(self, g):
        return self._setup(g) + " Find the volume of the pyramid (to 2 decimal places if it is not a whole number)."

    # -- answer: the height from a right triangle ---------------------------------------------------------------
    def _parts(self, p):
        ab, ad = p["AB"], p["AD"]
        bc = p.get("BC", ad)
        S = ab * (ad + bc) / 2                           # a rectangle is the trapezoid with BC = AD
        ac2 = ab * ab + bc * bc                          # AC² in the right triangle ABC
        v = p["value"]
        if p["given"] == "PA":
            PA = v
        elif p["given"] == "PC":
            PA = math.sqrt(v * v - ac2)                  # right triangle PAC
        elif p["given"] == "angle":
            PA = math.sqrt(ac2) * math.tan(math.radians(v))
        else:
            PA = ab * math.tan(math.radians(v))          # ∠PBA is the plane angle of P-BC-A
        return S, PA

    def answer(self, p):
        S, PA = self._parts(p)
        return Number(S * PA / 3)

    def verify(self, g):
        # Independent: coordinates; P = (0, 0, z) with z found by bisection so that the stated length or the
        # measured angle (arcsin of the normal component, or the angle between the feet perpendiculars) holds.
        ab, ad = float(g["AB"]), float(g["AD"])
        bc = float(g["BC"]) if g["base"] == "trapezoid" else ad
        A, B, C, D = (np.array(v, float) for v in ((0, 0, 0), (ab, 0, 0), (ab, bc, 0), (0, ad, 0)))
        v = g["value"]
        measure = {"PA": lambda P: np.linalg.norm(P - A), "PC": lambda P: np.linalg.norm(P - C),
                   "angle": lambda P: line_plane_angle_deg(P - C, A, B, D),
                   "dihedral": lambda P: dihedral_by_feet(B, C, P, A)}[g["given"]]
        lo, hi = 1e-9, 1e4
        for _ in range(200):                           # every measure grows with the height of P
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if measure(np.array([0, 0, mid])) < v else (lo, mid)
        P = np.array([0, 0, (lo + hi) / 2])
        return Number(convex_hull_volume([A, B, C, D, P]))

    def scene(self, g):
        ab, ad = float(g["AB"]), float(g["AD"])
        bc = float(g["BC"]) if g["base"] == "trapezoid" else ad
        ac = math.hypot(ab, bc)
        v = float(g["value"])
        h = {"PA": v, "PC": math.sqrt(max(v * v - ac * ac, 0.0)), "angle": ac * math.tan(math.radians(v)),
             "dihedral": ab * math.tan(math.radians(v))}[g["given"]]
        s = Scene()
        s.pyramid(["A", "B", "C", "D"], "P", [(0, 0), (ab, 0), (ab, bc), (0, ad)], (0, 0, h))
        restyle_segment(s, "P", "A", "auxiliary")     # edges of the pyramid the statement is about, in red
        if g["given"] in ("PC", "angle"):
            s.segment("A", "C", style="auxiliary")
            restyle_segment(s, "P", "C", "auxiliary")
        elif g["given"] == "dihedral":
            restyle_segment(s, "P", "B", "auxiliary")
        return s

    # -- views --------------------------------------------------------------------------------------------------
    def subquestions(self, g):
        S, PA = self._parts(g)
        subs = [SubQuestion(f"Find the area of the base: {self._base_text(g)}.", Number(S),
                            "plane_figures/quadrilaterals/trapezoid_area" if g["base"] == "trapezoid"
                            else "plane_figures/area/rectangle_area")]
        if g["given"] != "PA":
            concept = {"PC": "plane_figures/triangles/pythagorean_theorem",
                       "angle": "solid_figures/angles/line_plane_angle",
                       "dihedral": "solid_figures/angles/dihedral_plane_angle"}[g["given"]]
            subs.append(SubQuestion(self._setup(g) + " Find PA.", Number(PA), concept))
        return subs

    def backward(self, g):
        V = self.answer(g).value
        S, _ = self._parts(g)
        PA = 3 * V / S
        ab, bc = g["AB"], g.get("BC", g["AD"])
        back = {"PA": PA, "PC": math.sqrt(PA * PA + ab * ab + bc * bc),
                "angle": math.degrees(math.atan(PA / math.hypot(ab, bc))),
                "dihedral": math.degrees(math.atan(PA / ab))}[g["given"]]
        what = {"PA": "PA", "PC": "PC", "angle": "the angle (in degrees) between PC and the base",
                "dihedral": "the dihedral angle P-BC-A (in degrees)"}[g["given"]]
        return Backward(self._setup(g, hide=True) + f" The volume of the pyramid is {V:.6g}. Find {what}.",
                        Number(back), "value")

    def description(self, g):
        extra = {"PA": "", "PC": " The segments AC and PC are drawn in red.",
                 "angle": " The segments AC and PC are drawn in red.",
                 "dihedral": " The segment PB is drawn in red."}[g["given"]]
        return ("A pyramid P-ABCD standing on its base ABCD with the apex P directly above the vertex A; PA is drawn "
                "in red. " + self._setup(g) + extra)

    def reasoning(self, p):
        S, PA = self._parts(p)
        ab, bc = p["AB"], p.get("BC", p["AD"])
        ac = math.hypot(ab, bc)
        base = (f"The base is a rectangle: S = {p['AB']}·{p['AD']} = {S:g}." if p["base"] == "rectangle" else
                f"The base is a right trapezoid with height AB: S = (AD + BC)·AB/2 = ({p['AD']} + {p['BC']})·{ab}/2 "
                f"= {S:g}.")
        first = {"PA": f"The height is PA = {p['value']}.",
                 "PC": f"AC² = AB² + BC² = {ab * ab + bc * bc}; PA ⟂ AC, so PA = √(PC² − AC²) = "
                       f"√({p['value']}² − {ab * ab + bc * bc}) = {PA:.6g}.",
                 "angle": f"PA ⟂ base, so AC is the projection of PC and ∠PCA = {p['value']}°; AC = √{ab * ab + bc * bc} "
                          f"= {ac:.6g}, PA = AC·tan {p['value']}° = {PA:.6g}.",
                 "dihedral": f"BC ⟂ AB and BC ⟂ PA, so BC ⟂ plane PAB and BC ⟂ PB: ∠PBA = {p['value']}° is the plane "
                             f"angle of P-BC-A. PA = AB·tan {p['value']}° = {PA:.6g}."}[p["given"]]
        return [base, first, f"V = (1/3)·S·PA = (1/3)·{S:g}·{PA:.6g} = {S * PA / 3:.6g}."]
