"""Solid geometry (unfolding): shortest path on the lateral surface of a cylinder, found by
unrolling the surface into a rectangle (an ant between two rim points, or a string wound n times)."""
import numpy as np

from dynaforge.sdk import Backward, Number, Scene, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        mode = str(rng.choice(MODES))
        while True:     # h ≤ 4r: no needle-thin cylinder whose labels A, O (A', O') run together
            r, h = float(rng.integers(1, 6)), float(rng.integers(3, 13))
            if h <= 4 * r:
                break
        p = {"mode": mode, "r": r, "h": h, "start_deg": float(rng.integers(0, 360))}
        if mode == "rims":
            p["phi"] = float(rng.choice([60, 90, 120, 150, 180, 240, 270]))
        else:
            p["n"] = int(rng.integers(1, 4))
        return p

    def _setup(self, p, hide=False):
        h = "an unknown height h" if hide else f"height {fmt(p['h'])}"
        base = (f"A cylinder has base radius {fmt(p['r'])} and {h}; O and O' are the centres of its "
                f"bottom and top circles.")
        if p["mode"] == "rims":
            return base + (f" A is on the bottom circle and B on the top circle; C is the point of the "
                           f"bottom circle directly below B, and the arc from A to C measured "
                           f"counter-clockwise (seen from above) has central angle ∠AOC = {fmt(p['phi'])}°.")
        times = {1: "once", 2: "twice", 3: "three times"}[p["n"]]
        return base + (f" A is on the bottom circle and A' on the top circle directly above it. A string "
                       f"runs on the lateral surface from A to A', winding {times} around the cylinder.")

    def _target(self, p):
        if p["mode"] == "rims":
            return "the length of the shortest path from A to B along the lateral surface"
        return "the shortest possible length of the string"

    def question(self, p):
        return self._setup(p) + f" Find {self._target(p)}."

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

    def verify(self, p):
        # measure helices on the cylinder itself: the curve with angle linear in height from A,
        # for each way and number of turns that ends at the target point; keep the shortest
        r, h = p["r"], p["h"]
        if p["mode"] == "rims":
            sweeps = [p["phi"] + 360 * k for k in (-2, -1, 0, 1)]
            target = self._point(p, p["phi"], h)
        else:
            sweeps = [360 * p["n"], -360 * p["n"]]
            target = self._point(p, 0, h)
        best = np.inf
        z = np.linspace(0, h, 200001)
        for sweep in sweeps:
            ang = np.radians(p["start_deg"] + sweep * z / h)
            curve = np.stack([r * np.cos(ang), r * np.sin(ang), z], axis=1)
            assert np.linalg.norm(curve[-1] - target) < 1e-9
            best = min(best, float(np.linalg.norm(np.diff(curve, axis=0), axis=1).sum()))
        return Number(best)

    def scene(self, p):
        s = Scene()
        s.solid("cylinder", (0, 0, 0), p["r"], height=p["h"])
        s.point("O", (0, 0, 0))
        s.point("O'", (0, 0, p["h"]))
        s.segment("O", "O'", style="hidden")
        s.point("A", self._point(p, 0, 0))
        s.segment("O", "A", style="hidden")
        if p["mode"] == "rims":
            s.point("B", self._point(p, p["phi"], p["h"]))
            s.point("C", self._point(p, p["phi"], 0))
            s.segment("B", "C", style="auxiliary")
            s.segment("O", "C", style="hidden")
            s.segment("O'", "B", style="hidden")
        else:
            s.point("A'", self._point(p, 0, p["h"]))
            s.segment("A", "A'", style="auxiliary")
        return s

    def subquestions(self, p):
        arc = self._arc(p)
        if p["mode"] == "rims":
            first = SubQuestion(
                f"A circle has radius {fmt(p['r'])}. Find the length of the shorter arc between two "
                f"points whose central angle is {fmt(p['phi'])}°.", Number(float(arc)),
                "solid_figures/folding/cylinder_lateral_unrolling")
        else:
            first = SubQuestion(
                f"A cylinder of radius {fmt(p['r'])} is unrolled; a string winding {p['n']} time(s) "
                f"around it covers {p['n']} copies of the unrolled strip side by side. Find the total "
                f"width of those copies.", Number(float(arc)), "solid_figures/folding/cylinder_lateral_unrolling")
        return [first, SubQuestion(
            f"A rectangle has sides {arc:.4f} and {fmt(p['h'])}. Find its diagonal.", Number(self._value(p)),
            "plane_figures/triangles/pythagorean_theorem")]

    def backward(self, p):
        value = self._value(p)
        w = float(f"{value:.10g}")
        h = np.sqrt(w * w - self._arc(p) ** 2)          # w² = arc² + h²
        return Backward(self._setup(p, hide=True) + f" {self._target(p)[0].upper()}{self._target(p)[1:]} "
                        f"is {value:.10g}. Find h.", Number(float(h)), "h")

    def description(self, p):
        return ("The figure shows a cylinder standing on its base with the axis OO' drawn. "
                + self._setup(p).replace("A cylinder has", "It has"))

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
