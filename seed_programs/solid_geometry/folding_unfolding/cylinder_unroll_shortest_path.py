"""Solid geometry (unfolding): shortest path on the lateral surface of a cylinder, found by
unrolling the surface into a rectangle (an ant between two rim points, or a string wound n times)."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.draw import fmt

MODES = ("rims", "wind")


@seed_program(
    id="cylinder_unroll_shortest_path", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/cylinder_lateral_unrolling",
              "solid_figures/distances/surface_shortest_path",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (unfolding; shortest path on a cylinder)",
    variations=["numeric_values", "lengths_ratios", "real_life_contexts", "camera"],
)
class CylinderUnrollShortestPath(SeedProgram):
    levels = Levels(
        standard=dict(mode=OneOf(MODES), radius=IntRange(1, 5), height=IntRange(3, 12), start_deg=IntRange(0, 359),
                      phi=OneOf((60, 90, 120, 150, 180, 240, 270)), turns=IntRange(1, 3)),
        hard=dict(mode=OneOf(MODES), radius=IntRange(2, 9), height=IntRange(7, 30), start_deg=IntRange(0, 359),
                  phi=OneOf((75, 105, 135, 200, 225, 250, 300, 315)), turns=IntRange(2, 5)),
        hard_means="larger radii and heights, central angles that are not multiples of 30° (and reflex ones: "
                   "go round the other way), and strings wound up to five times",
    )

    def sample(self, rng, space):
        mode = space.mode.draw(rng)
        for _ in attempts("h <= 4r"):     # no needle-thin cylinder whose labels A, O (A', O') run together
            r, h = float(space.radius.draw(rng)), float(space.height.draw(rng))
            if h <= 4 * r:
                break
        g = {"mode": mode, "r": r, "h": h, "start_deg": float(space.start_deg.draw(rng))}
        if mode == "rims":
            g["phi"] = float(space.phi.draw(rng))
        else:
            g["n"] = space.turns.draw(rng)
        return g

    def _setup(self, p, hide=False):
        h = "an unknown height h" if hide else f"height {fmt(p['h'])}"
        base = (f"A cylinder has base radius {fmt(p['r'])} and {h}; O and O' are the centres of its "
                f"bottom and top circles.")
        if p["mode"] == "rims":
            return base + (f" A is on the bottom circle and B on the top circle; C is the point of the "
                           f"bottom circle directly below B, and the arc from A to C measured "
                           f"counter-clockwise (seen from above) has central angle ∠AOC = {fmt(p['phi'])}°.")
        times = {1: "once", 2: "twice", 3: "three times", 4: "four times", 5: "five times"}[p["n"]]
        return base + (f" A is on the bottom circle and A' on the top circle directly above it. A string "
                       f"runs on the lateral surface from A to A', winding {times} around the cylinder.")

    def _target(self, p):
        if p["mode"] == "rims":
            return "the length of the shortest path from A to B along the lateral surface"
        return "the shortest possible length of the string"

    def question(self, g):
        return self._setup(g) + f" Find {self._target(g)}."

    def _arc(self, p):
        if p["mode"] == "rims":
            phi = min(p["phi"], 360 - p["phi"])          # go round the shorter way
            return p["r"] * np.radians(phi)
        return 2 * np.pi * p["r"] * p["n"]               # the unrolled strip is n rectangles wide

    def _value(self, p):
        # unrolled, the path is the diagonal of a rectangle (arc length) × (height)
        return float(np.hypot(self._arc(p), p["h"]))

    def answer(self, p):
        return Number(self._value(p))

    def _point(self, p, deg, z):
        t = np.radians(p["start_deg"] + deg)
        return np.array([p["r"] * np.cos(t), p["r"] * np.sin(t), z])

    def verify(self, g):
        # measure helices on the cylinder itself: the curve with angle linear in height from A,
        # for each way and number of turns that ends at the target point; keep the shortest
        r, h = g["r"], g["h"]
        if g["mode"] == "rims":
            sweeps = [g["phi"] + 360 * k for k in (-2, -1, 0, 1)]
            target = self._point(g, g["phi"], h)
        else:
            sweeps = [360 * g["n"], -360 * g["n"]]
            target = self._point(g, 0, h)
        best = np.inf
        z = np.linspace(0, h, 200001)
        for sweep in sweeps:
            ang = np.radians(g["start_deg"] + sweep * z / h)
            curve = np.stack([r * np.cos(ang), r * np.sin(ang), z], axis=1)
            assert np.linalg.norm(curve[-1] - target) < 1e-9
            best = min(best, float(np.linalg.norm(np.diff(curve, axis=0), axis=1).sum()))
        return Number(best)

    def scene(self, g):
        s = Scene()
        s.solid("cylinder", (0, 0, 0), g["r"], height=g["h"])
        s.point("O", (0, 0, 0))
        s.point("O'", (0, 0, g["h"]))
        s.segment("O", "O'", style="hidden")
        s.point("A", self._point(g, 0, 0))
        s.segment("O", "A", style="hidden")
        if g["mode"] == "rims":
            s.point("B", self._point(g, g["phi"], g["h"]))
            s.point("C", self._point(g, g["phi"], 0))
            s.segment("B", "C", style="auxiliary")
            s.segment("O", "C", style="hidden")
            s.segment("O'", "B", style="hidden")
        else:
            s.point("A'", self._point(g, 0, g["h"]))
            s.segment("A", "A'", style="auxiliary")
        return s

    def subquestions(self, g):
        arc = self._arc(g)
        if g["mode"] == "rims":
            first = SubQuestion(
                f"A circle has radius {fmt(g['r'])}. Find the length of the shorter arc between two "
                f"points whose central angle is {fmt(g['phi'])}°.", Number(float(arc)),
                "solid_figures/folding/cylinder_lateral_unrolling")
        else:
            first = SubQuestion(
                f"A cylinder of radius {fmt(g['r'])} is unrolled; a string winding {g['n']} time(s) "
                f"around it covers {g['n']} copies of the unrolled strip side by side. Find the total "
                f"width of those copies.", Number(float(arc)), "solid_figures/folding/cylinder_lateral_unrolling")
        return [first, SubQuestion(
            f"A rectangle has sides {arc:.4f} and {fmt(g['h'])}. Find its diagonal.", Number(self._value(g)),
            "plane_figures/triangles/pythagorean_theorem")]

    def backward(self, g):
        value = self._value(g)
        w = float(f"{value:.10g}")
        h = np.sqrt(w * w - self._arc(g) ** 2)          # w² = arc² + h²
        return Backward(self._setup(g, hide=True) + f" {self._target(g)[0].upper()}{self._target(g)[1:]} "
                        f"is {value:.10g}. Find h.", Number(float(h)), "h")

    def description(self, g):
        return ("The figure shows a cylinder standing on its base with the axis OO' drawn. "
                + self._setup(g).replace("A cylinder has", "It has"))

    def reasoning(self, p):
        arc = self._arc(p)
        steps = ["Cut the lateral surface along a generator and unroll it into a rectangle of width "
                 f"2π·{fmt(p['r'])} ≈ {2 * np.pi * p['r']:.4f} and height {fmt(p['h'])}; a shortest path "
                 "on the surface becomes a straight segment."]
        if p["mode"] == "rims":
            phi = min(p["phi"], 360 - p["phi"])
            steps += [
                f"Going round the shorter way, A and C are {fmt(phi)}° apart, so the horizontal offset "
                f"between A and B is the arc {fmt(p['r'])}·{fmt(phi)}°·π/180 ≈ {arc:.4f}.",
                f"The vertical offset is the height {fmt(p['h'])}.",
            ]
        else:
            steps += [
                f"Winding {p['n']} time(s) means the string crosses {p['n']} copies of the strip placed "
                f"side by side: total width {p['n']}·{2 * np.pi * p['r']:.4f} ≈ {arc:.4f}.",
                f"A' is directly above A, so the vertical offset is {fmt(p['h'])}.",
            ]
        steps.append(f"Shortest length = √({arc:.4f}² + {fmt(p['h'])}²) ≈ {self._value(p):.4f}.")
        return steps
