"""Solid geometry (unfolding): the shortest path on the lateral surface of a round frustum from a
point of the bottom circle to a point of another generatrix, found by unrolling the surface into a
ring sector of the completed cone. ``answer`` uses the law of cosines in the ring sector; ``verify``
rolls the straight segment back onto the 3D solid, checks it stays on the frustum, and measures it."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.solid_nets import (cone_surface_point, develop_cone_point, frustum_outline,
                                      rolled_segment_length, undevelop_cone)

TRIPLES = ((3, 4, 5), (6, 8, 10), (5, 12, 13), (8, 15, 17), (9, 12, 15), (4, 3, 5), (8, 6, 10), (12, 9, 15),
           (7, 24, 25), (12, 16, 20))
HARD_TRIPLES = TRIPLES + ((15, 20, 25), (10, 24, 26), (20, 21, 29), (21, 20, 29), (20, 15, 25))


@seed_program(
    id="frustum_lateral_shortest_path", topic="solid_geometry", category="folding_unfolding",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/nets/frustum_ring_sector", "solid_figures/distances/surface_shortest_path",
              "plane_figures/triangles/law_of_cosines"],
    source="DynaSolidGeo-style (unfolding; shortest path on a frustum)",
    variations=["numeric_values", "lengths_ratios", "real_life_contexts", "camera"],
)
class FrustumLateralShortestPath(SeedProgram):
    levels = Levels(
        standard=dict(triple=OneOf(TRIPLES), top_radius=IntRange(1, 7), phi=OneOf((60, 90, 120, 180)),
                      target=OneOf(("top", "mid"))),
        hard=dict(triple=OneOf(HARD_TRIPLES), top_radius=IntRange(4, 15), phi=OneOf((45, 75, 105, 135, 150)),
                  target=OneOf(("top", "mid"))),
        hard_means="larger frustums and angles between the generatrices that are not multiples of 30°, so the "
                   "net angle and the law of cosines give less friendly numbers",
    )

    def sample(self, rng, space):
        """The givens: the radii, the height, ∠AOC and where B is; the slant height is hidden (derived)."""
        for _ in attempts("a frustum that is not flat and whose shortest path stays off the top rim"):
            a, b, c = (int(v) for v in space.triple.draw(rng))
            r = space.top_radius.draw(rng)
            p = {"R": r + a, "r": r, "h": b, "s": c, "phi": space.phi.draw(rng),
                 "target": space.target.draw(rng)}
            if b < 0.4 * (r + a) or r < 0.2 * (r + a):
                continue
            L, l0, dB, al = self._net(p)
            A2 = np.array([L, 0.0])
            B2 = dB * np.array([np.cos(al), np.sin(al)])
            u = np.clip(np.dot(-A2, B2 - A2) / np.dot(B2 - A2, B2 - A2), 0, 1)
            if al < np.pi and np.linalg.norm(A2 + u * (B2 - A2)) >= l0 + 1e-6:   # stays off the top rim
                return {k: v for k, v in p.items() if k != "s"}, {"s": c}

    def _net(self, p):
        """(outer radius, inner radius, apex distance of B, angle between A and B) in the ring sector."""
        L = p["s"] * p["R"] / (p["R"] - p["r"])
        l0 = L - p["s"]
        dB = l0 if p["target"] == "top" else l0 + p["s"] / 2
        al = np.radians(p["phi"]) * (p["R"] - p["r"]) / p["s"]
        return L, l0, dB, al

    def _setup(self, p):
        where = "B = D is on the top circle" if p["target"] == "top" else "B is the midpoint of CD"
        return (f"A round frustum has bottom centre O, top centre O', bottom radius {p['R']}, top radius {p['r']} "
                f"and height {p['h']}. A is on the bottom circle; CD is another generatrix (C on the bottom circle, D "
                f"on the top circle) with ∠AOC = {p['phi']}°, and {where}.")

    def question(self, g):
        return (self._setup(g) + " Find the length of the shortest path from A to B along the lateral surface "
                "(unroll the lateral surface into part of a ring).")

    def answer(self, p):
        L, _, dB, al = self._net(p)
        return Number(float(np.sqrt(L * L + dB * dB - 2 * L * dB * np.cos(al))))

    def verify(self, g):
        R, r, h = g["R"], g["r"], g["h"]
        H = h * R / (R - r)                         # height of the completed cone
        Lc = float(np.hypot(R, H))
        slant = float(np.hypot(R - r, h))
        dB = Lc - slant if g["target"] == "top" else Lc - slant / 2
        A2 = develop_cone_point(R, H, Lc, 0.0)
        B2 = develop_cone_point(R, H, dB, g["phi"])
        for t in np.linspace(0, 1, 401):            # the rolled path stays on the frustum (below its top)
            assert undevelop_cone(R, H, A2 + t * (B2 - A2))[2] <= h + 1e-9
        return Number(rolled_segment_length(R, H, A2, B2))

    def _points(self, p):
        R, r, h = p["R"], p["r"], p["h"]
        H = h * R / (R - r)
        Lc = float(np.hypot(R, H))
        slant = float(np.hypot(R - r, h))
        return {"A": cone_surface_point(R, H, Lc, 0), "C": cone_surface_point(R, H, Lc, p["phi"]),
                "D": cone_surface_point(R, H, Lc - slant, p["phi"]),
                "B": cone_surface_point(R, H, Lc - slant / 2, p["phi"])}

    def scene(self, g):
        s = Scene()
        frustum_outline(s, g["R"], g["r"], g["h"], "O", "O'")
        X = self._points(g)
        for k in ("A", "C"):
            s.point(k, X[k])
            s.segment("O", k, style="hidden")
        s.point("D", X["D"])
        s.segment("C", "D")
        if g["target"] == "mid":
            s.point("B", X["B"])
        s.point("_A'", cone_surface_point(g["R"], g["h"] * g["R"] / (g["R"] - g["r"]),
                                          float(np.hypot(g["R"], g["h"] * g["R"] / (g["R"] - g["r"])))
                                          - float(np.hypot(g["R"] - g["r"], g["h"])), 0),
                show_label=False)
        s.segment("A", "_A'")
        return s

    def subquestions(self, g):
        g = dict(g, s=int(round(float(np.hypot(g["R"] - g["r"], g["h"])))))    # the slant height, from the givens
        L = self._net(g)[0]
        return [SubQuestion(
            f"A round frustum has radii {g['R']} and {g['r']} and slant height {g['s']}. Extend its generatrices to "
            f"the apex of the full cone. Find the distance from that apex to the bottom circle along a generatrix.",
            Number(float(L)), "solid_figures/nets/frustum_ring_sector"),
            SubQuestion(f"The lateral surface of a round frustum with radii {g['R']} and {g['r']} and slant height "
                        f"{g['s']} unrolls into a ring sector. Find its central angle, in degrees.",
                        Number(360.0 * (g["R"] - g["r"]) / g["s"]), "solid_figures/nets/frustum_ring_sector")]

    def description(self, g):
        return self._setup(g) + " Find the length of the shortest path from A to B along the lateral surface."

    def reasoning(self, p):
        L, l0, dB, al = self._net(p)
        R, r, s = p["R"], p["r"], p["s"]
        return [f"Slant height: s = √(({R} − {r})² + {p['h']}²) = {s}.",
                f"Complete the frustum to a cone with apex Q: QA/QD = R/r gives QA = sR/(R − r) = {fmt(L, 4)} and "
                f"the top rim at distance {fmt(l0, 4)} from Q.",
                f"Unrolled, the lateral surface is a ring sector of angle 360°·(R − r)/s = {fmt(360 * (R - r) / s, 4)}°; "
                f"generatrices {p['phi']}° apart around the axis are {p['phi']}°·{R - r}/{s} = "
                f"{fmt(np.degrees(al), 4)}° apart in the net.",
                f"In the net QA = {fmt(L, 4)}, QB = {fmt(dB, 4)}, ∠AQB = {fmt(np.degrees(al), 4)}°; the segment AB stays "
                f"outside the inner arc (radius {fmt(l0, 4)}), so it is the shortest path.",
                f"AB = √({fmt(L, 4)}² + {fmt(dB, 4)}² − 2·{fmt(L, 4)}·{fmt(dB, 4)}·cos {fmt(np.degrees(al), 4)}°) "
                f"≈ {self.answer(p).value:.4f}."]
