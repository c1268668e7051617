"""Solid geometry (unfolding): a string wound k times around the lateral surface of a regular prism
(triangular, square, pentagonal or hexagonal) from a base vertex A to A₁ or to the midpoint M of AA₁;
find its least length. ``answer`` unrolls k copies of the lateral surface into one rectangle;
``verify`` minimises the 3D length over the heights at which the string crosses the lateral edges
(a convex problem)."""
import numpy as np
from scipy.optimize import minimize

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import regular_polygon_xy, regular_solid_name, solid_vertex_labels

TIMES = {1: "once", 2: "twice", 3: "three times", 4: "four times", 5: "five times"}


@seed_program(
    id="prism_lateral_winding_path", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/nets/prism_lateral_unrolling", "solid_figures/distances/surface_shortest_path",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (unfolding; string wound around a prism)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "real_life_contexts", "camera"],
)
class PrismLateralWindingPath(SeedProgram):
    levels = Levels(
        standard=dict(sides=OneOf((3, 4, 5, 6)), edge=IntRange(2, 7), height_min=3, turns=IntRange(1, 3),
                      end=OneOf(("top", "mid")), style=OneOf(("prime", "digit"))),
        hard=dict(sides=OneOf((3, 4, 5, 6), p=[0.1, 0.2, 0.35, 0.35]), edge=IntRange(4, 13), height_min=5,
                  turns=IntRange(2, 5), end=OneOf(("top", "mid")), style=OneOf(("prime", "digit"))),
        hard_means="more lateral faces and windings (up to five turns round a hexagonal prism) and longer edges: "
                   "a wider unrolled strip and larger numbers under the square root",
    )

    def sample(self, rng, space):
        n = int(space.sides.draw(rng))
        a = space.edge.draw(rng)
        h = int(rng.integers(max(space.height_min, a), 3 * a + 5))          # not a needle: h ≤ 3a + 4
        k = space.turns.draw(rng)
        return {"n": n, "a": a, "h": h, "k": k, "end": space.end.draw(rng),
                "style": space.style.draw(rng)}

    def _labels(self, p):
        return solid_vertex_labels(p["n"], p["style"])

    def _rise(self, p):
        return p["h"] if p["end"] == "top" else p["h"] / 2

    def _setup(self, p):
        bottom, top = self._labels(p)
        name = f"{regular_solid_name(p['n'], 'prism')} {''.join(bottom)}-{''.join(top)}"
        end = top[0] if p["end"] == "top" else "M"
        s = (f"In the {name}, every base edge has length {p['a']} and the lateral edges have length {p['h']}.")
        if p["end"] == "mid":
            s += f" M is the midpoint of {bottom[0]}{top[0]}."
        s += (f" A string starts at {bottom[0]} and is wound {TIMES[p['k']]} around the lateral surface "
              f"(always in the same direction), ending at {end}.")
        return s

    def question(self, g):
        return self._setup(g) + " Find the least possible length of the string."

    def answer(self, p):
        width = p["k"] * p["n"] * p["a"]
        return Number(float(np.hypot(width, self._rise(p))))

    def _base(self, p):
        circum = p["a"] / (2 * np.sin(np.pi / p["n"]))
        return [np.array(v) for v in regular_polygon_xy(p["n"], circum)]

    def verify(self, g):
        V = self._base(g)
        n, k = g["n"], g["k"]
        top = g["h"] if g["end"] == "top" else g["h"] / 2       # where the string ends on the lateral edge
        m = k * n - 1                                  # lateral edges crossed before the end

        def length(z):
            zs = np.concatenate([[0.0], z, [top]])
            pts = [np.array([*V[j % n], zs[j]]) for j in range(k * n + 1)]
            return sum(np.linalg.norm(pts[j + 1] - pts[j]) for j in range(k * n))

        res = minimize(length, np.full(m, top / 2), method="L-BFGS-B", bounds=[(0, top)] * m,
                       options={"ftol": 1e-15, "gtol": 1e-12})
        return Number(float(res.fun))

    def scene(self, g):
        bottom, top = self._labels(g)
        V = self._base(g)
        s = Scene()
        s.prism(bottom, top, [tuple(v) for v in V], g["h"])
        n, k = g["n"], g["k"]
        rise = self._rise(g)
        if g["end"] == "mid":
            s.point("M", (*V[0], rise))
        names = [bottom[0]]
        for j in range(1, k * n):
            names.append(s.point(f"_w{j}", (*V[j % n], rise * j / (k * n)), show_label=False))
        names.append("M" if g["end"] == "mid" else top[0])
        for u, v in zip(names, names[1:]):
            s.segment(u, v, style="auxiliary")
        return s

    def subquestions(self, g):
        width = g["k"] * g["n"] * g["a"]
        return [SubQuestion(
            f"The lateral surface of a regular prism with {g['n']} base edges of length {g['a']} is unrolled, and "
            f"{g['k']} copies are laid side by side. Find the total width.", Number(float(width)),
            "solid_figures/nets/prism_lateral_unrolling"),
            SubQuestion(f"A rectangle has sides {width} and {fmt(self._rise(g))}. Find its diagonal.", self.answer(g),
                        "plane_figures/triangles/pythagorean_theorem")]

    def description(self, g):
        return self.question(g)

    def reasoning(self, p):
        bottom, top = self._labels(p)
        width = p["k"] * p["n"] * p["a"]
        rise = self._rise(p)
        end = top[0] if p["end"] == "top" else "M"
        return [f"Cut the lateral surface along {bottom[0]}{top[0]} and unroll it: a rectangle of width "
                f"{p['n']}·{p['a']} = {p['n'] * p['a']} (the base perimeter) and height {p['h']}.",
                f"Winding {TIMES[p['k']]} means crossing {p['k']} copies of it laid side by side: width "
                f"{p['k']}·{p['n'] * p['a']} = {width}.",
                f"{end} lies on the far edge of the last copy at height {fmt(rise)}; the string is shortest when it "
                f"is the straight segment from {bottom[0]} to that point.",
                f"Length = √({width}² + {fmt(rise)}²) ≈ {self.answer(p).value:.4f}."]
