"""Solid geometry (area, competition): a sphere is inscribed in a frustum of a cone (tangent to both
bases and the lateral surface); from the two base radii (or one radius and the sphere's radius) find
the frustum's lateral area, its total surface area or the sphere's surface area (DynaSolidGeo, area).
``answer`` uses the tangent lengths (slant = R + r, sphere radius √(Rr)); ``verify`` finds the
height in coordinates by bisection on the tangency condition and integrates the surface of revolution."""
import numpy as np
from scipy.integrate import quad

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_measure import point_line_distance_3d
from dynaforge.sdk.solid_round import fmt

# (R, r) with Rr a perfect square: the sphere's radius √(Rr) is exact; the standard level draws from the
# first eleven, the hard level from the last nine (half-integer radii, larger values)
PAIRS = ((4, 1), (9, 4), (8, 2), (12, 3), (16, 4), (16, 9), (25, 9), (18, 8), (25, 16), (20, 5), (6, 1.5), (9, 1),
         (27, 12), (32, 18), (49, 25), (12.5, 2), (13.5, 6), (24.5, 8))


@seed_program(
    id="frustum_inscribed_sphere_area", topic="solid_geometry", category="area",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/frustums/frustum_inscribed_sphere", "solid_figures/frustums/surface_area",
              "solid_figures/round_solids/sphere_surface_area"],
    source="DynaSolidGeo-style (area: frustum of a cone circumscribed about a sphere)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class FrustumInscribedSphereArea(SeedProgram):
    levels = Levels(
        standard=dict(pair=IntRange(0, 10), given=OneOf(("radii", "sphere"), p=[0.65, 0.35]),
                      ask_radii=OneOf(("lateral", "total", "sphere")), ask_sphere=OneOf(("lateral", "total")),
                      centre=OneOf(("M", "I", "K"))),
        hard=dict(pair=IntRange(9, 17), given=OneOf(("radii", "sphere"), p=[0.4, 0.6]),
                  ask_radii=OneOf(("lateral", "total", "sphere")), ask_sphere=OneOf(("lateral", "total")),
                  centre=OneOf(("M", "I", "K"))),
        hard_means="larger and half-integer radii, and mostly the sphere's radius given instead of the bottom "
                   "radius (R = ρ²/r must be found first)",
    )

    def sample(self, rng, space):
        """Givens: the two radii, or the top radius and the sphere's radius; what is asked. Hidden: the
        bottom radius when the sphere's radius is given."""
        R, r = PAIRS[space.pair.draw(rng)]
        given = space.given.draw(rng)
        ask = (space.ask_radii if given == "radii" else space.ask_sphere).draw(rng)
        centre = space.centre.draw(rng)
        if given == "radii":
            return {"R": R, "r": r, "given": given, "ask": ask, "centre": centre}
        return {"r": r, "rho": float(np.sqrt(R * r)), "given": given, "ask": ask, "centre": centre}, {"R": R}

    @staticmethod
    def _radii(g):
        """(R, r, sphere radius) from the statement."""
        r = g["r"]
        if g["given"] == "radii":
            return g["R"], r, float(np.sqrt(g["R"] * r))
        rho = g["rho"]
        return rho * rho / r, r, rho

    def question(self, g):
        p = g
        R, r, rho = self._radii(p)
        head = ("A frustum of a cone has bottom centre O, top centre O₁, A on the bottom circle and B on the top "
                "circle with AB a generatrix. A sphere with centre {c} touches both bases and the lateral surface of "
                "the frustum.").format(c=p["centre"])
        if p["given"] == "radii":
            data = f" The radii are OA = {fmt(R)} and O₁B = {fmt(r)}."
        else:
            data = f" The top radius is O₁B = {fmt(r)} and the sphere's radius is {fmt(rho)}."
        what = {"lateral": "the lateral surface area of the frustum", "total": "the total surface area of the frustum",
                "sphere": "the surface area of the sphere"}[p["ask"]]
        return head + data + f" Find {what}."

    def answer(self, p):
        R, r = p["R"], p["r"]
        if p["ask"] == "sphere":
            return Number(float(4 * np.pi * R * r))
        lateral = np.pi * (R + r) * (R + r)
        return Number(float(lateral + (np.pi * (R * R + r * r) if p["ask"] == "total" else 0.0)))

    def verify(self, g):
        # Independent: the tangency solved in coordinates by bisection, areas integrated as surfaces of revolution.
        p = g
        r = float(p["r"])
        if p["given"] == "radii":
            R = float(p["R"])
        else:   # the bottom radius from the sphere: bisection on R until the tangency below holds
            R = None
            rho_given = float(p["rho"])

        def mismatch(R_, h):   # centre (0,0,h/2) at distance h/2 from both bases: its distance to AB minus h/2
            c = np.array([0.0, 0.0, h / 2])
            return point_line_distance_3d(c, (R_, 0.0, 0.0), (r, 0.0, h)) - h / 2

        if R is None:
            h = 2 * rho_given
            lo, hi = r, 1000.0
            for _ in range(200):
                mid = (lo + hi) / 2
                lo, hi = (mid, hi) if mismatch(mid, h) < 0 else (lo, mid)
            R = (lo + hi) / 2
        else:
            lo, hi = 1e-9, 10 * R
            for _ in range(200):
                mid = (lo + hi) / 2
                lo, hi = (mid, hi) if mismatch(R, mid) > 0 else (lo, mid)
            h = (lo + hi) / 2
        if p["ask"] == "sphere":
            rho = h / 2   # the sphere's area as a surface of revolution of a semicircle
            return Number(quad(lambda t: 2 * np.pi * rho * np.sin(t) * rho, 0, np.pi)[0])
        slope = (r - R) / h
        lateral = quad(lambda z: 2 * np.pi * (R + slope * z) * np.sqrt(1 + slope * slope), 0, h)[0]
        discs = quad(lambda u: 2 * np.pi * u, 0, R)[0] + quad(lambda u: 2 * np.pi * u, 0, r)[0]
        return Number(lateral + (discs if p["ask"] == "total" else 0.0))

    def scene(self, g):
        p = g
        R, r, rho = (float(v) for v in self._radii(p))
        h = 2 * rho
        s = Scene()
        s.solid("frustum", (0, 0, 0), R, h, top_radius=r)
        s.solid("sphere", (0, 0, rho), rho, color="#fca5a5")
        s.point("O", (0, 0, 0))
        s.point("O₁", (0, 0, h))
        s.point("A", (R, 0, 0))
        s.point("B", (r, 0, h))
        s.point(p["centre"], (0, 0, rho))
        s.segment("A", "B")
        s.segment("O", "O₁", style="hidden")
        s.segment("O", "A", style="auxiliary" if p["given"] == "radii" else "hidden")
        s.segment("O₁", "B", style="auxiliary")
        return s

    def description(self, g):
        p = g
        return self.question(p).rsplit(" Find", 1)[0]

    def subquestions(self, g):
        p = g
        R, r, _ = self._radii(p)
        return [SubQuestion(f"A sphere touches both bases and the lateral surface of a frustum of a cone with base "
                            f"radii {fmt(R)} and {fmt(r)}. Find the slant height of the frustum.", Number(float(R + r)),
                            "solid_figures/frustums/frustum_inscribed_sphere"),
                SubQuestion(f"A frustum of a cone has base radii {fmt(R)} and {fmt(r)} and slant height {fmt(R + r)}. "
                            f"Find its height.", Number(float(2 * np.sqrt(R * r))), "solid_figures/frustums/slant_height")]

    def reasoning(self, p):
        R, r, c = p["R"], p["r"], p["centre"]
        rho = float(np.sqrt(R * r))
        steps = ["Take the axial section: an isosceles trapezoid with parallel sides 2R and 2r and its incircle "
                 f"(centre {c}), the great circle of the sphere."]
        if p["given"] == "sphere":
            steps.append(f"The height is the sphere's diameter: h = {fmt(2 * rho)}. With slant l = R + r and "
                         f"l² = h² + (R − r)², 4Rr = h², so R = ({fmt(rho)})²/{fmt(r)} = {fmt(R)}.")
        steps.append(f"Tangent segments from A and B: AB = (tangent from A) + (tangent from B) = OA + O₁B = "
                     f"{fmt(R)} + {fmt(r)} = {fmt(R + r)}.")
        V = self.answer(p).value
        if p["ask"] == "sphere":
            steps += [f"h² = AB² − (OA − O₁B)² = {fmt((R + r) ** 2)} − {fmt((R - r) ** 2)} = {fmt(4 * R * r)}, "
                      f"so h = {fmt(2 * rho)} and the sphere's radius is h/2 = {fmt(rho)}.",
                      f"Sphere area = 4π·{fmt(rho)}² = {fmt(4 * R * r)}π ≈ {fmt(V)}."]
        else:
            steps.append(f"Lateral area = π(R + r)·l = π·{fmt(R + r)}·{fmt(R + r)} = {fmt((R + r) ** 2)}π.")
            if p["ask"] == "total":
                steps.append(f"Add the discs π·{fmt(R)}² + π·{fmt(r)}²: total = {fmt((R + r) ** 2 + R * R + r * r)}π ≈ {fmt(V)}.")
            else:
                steps.append(f"≈ {fmt(V)}.")
        return steps
