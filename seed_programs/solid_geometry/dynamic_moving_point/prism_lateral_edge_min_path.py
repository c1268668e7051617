"""Solid geometry (dynamic point / unfolding): P moves on a lateral edge BB' of a right prism; minimise
AP + PC' by unrolling the two lateral faces at BB' into one rectangle, or find where the minimum sits;
or a string wound once around all lateral faces from A to A'."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import golden_section_min, regular_polygon_name, regular_polygon_xy, solid_vertex_labels

ASKS = ("min", "where", "wrap")
RIGHT_LEGS = ((3, 4), (4, 3), (6, 8), (5, 12), (8, 6), (1, 2), (2, 3))        # AB, BC of a right-triangle base
HARD_RIGHT_LEGS = ((5, 12), (12, 5), (8, 15), (15, 8), (7, 24), (9, 12), (20, 21))
SIDES = {"regular3": 3, "regular4": 4, "regular6": 6, "right_tri": 3}


@seed_program(
    id="prism_lateral_edge_min_path", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/moving_points/unfold_to_minimise_sum", "solid_figures/distances/surface_shortest_path",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (dynamic point on a lateral edge; unrolling the lateral faces)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "point_labels", "camera"],
)
class PrismLateralEdgeMinPath(SeedProgram):
    levels = Levels(
        standard=dict(base=OneOf(("regular3", "regular4", "regular6", "right_tri")), legs=OneOf(RIGHT_LEGS),
                      side=IntRange(1, 6), height=IntRange(2, 12), ask=OneOf(ASKS, p=[0.45, 0.25, 0.3]),
                      style=OneOf(("prime", "digit")), mover=OneOf(("P", "M", "Q"))),
        hard=dict(base=OneOf(("regular3", "regular4", "regular6", "right_tri"), p=[0.2, 0.2, 0.3, 0.3]),
                  legs=OneOf(HARD_RIGHT_LEGS), side=IntRange(4, 15), height=IntRange(7, 40),
                  ask=OneOf(ASKS, p=[0.3, 0.35, 0.35]), style=OneOf(("prime", "digit")), mover=OneOf(("P", "M", "Q"))),
        hard_means="larger prisms (edges up to 40, right-triangle bases with legs up to 24), more hexagonal bases "
                   "and more often the position BP or the full winding rather than the plain minimum",
    )

    def sample(self, rng, space):
        base = space.base.draw(rng)
        if base == "right_tri":
            a, c = (int(v) for v in space.legs.draw(rng))     # AB, BC with AB ⟂ BC
        else:
            a = c = space.side.draw(rng)
        h = space.height.draw(rng)
        return {"base": base, "a": a, "c": c, "h": h, "ask": space.ask.draw(rng),
                "style": space.style.draw(rng), "mover": space.mover.draw(rng)}

    def _n(self, p):
        return {"regular3": 3, "regular4": 4, "regular6": 6, "right_tri": 3}[p["base"]]

    def _lab(self, p):
        bottom, top = solid_vertex_labels(self._n(p), p["style"])
        return bottom, top

    def _given(self, p, hide_h=False):
        (bottom, top), P = self._lab(p), p["mover"]
        name = "".join(bottom) + "-" + "".join(top)
        A, B, C = bottom[:3]
        if p["base"] == "right_tri":
            base = f"the base is a right triangle with {A}{B} ⟂ {B}{C}, {A}{B} = {p['a']}, {B}{C} = {p['c']}"
        else:
            base = f"the base is {'an' if self._n(p) == 3 else 'a'} {regular_polygon_name(self._n(p))} of side {p['a']}"
        edges = "the lateral edges have an unknown length" if hide_h else f"the lateral edges have length {p['h']}"
        return f"In the right prism {name}, {base}, and {edges}."

    def question(self, g):
        (bottom, top), P = self._lab(g), g["mover"]
        A, B, C = bottom[:3]
        A1, B1, C1 = top[:3]
        if g["ask"] == "wrap":
            return (self._given(g) + f" A string runs on the lateral surface from {A} to {A1}, winding once around the "
                    f"prism and crossing every lateral edge. Find the shortest possible length of the string.")
        move = f" Point {P} moves along the lateral edge {B}{B1}."
        if g["ask"] == "min":
            return self._given(g) + move + f" Find the minimum value of {A}{P} + {P}{C1}."
        return self._given(g) + move + f" When {A}{P} + {P}{C1} is as small as possible, find {B}{P}."

    def _perimeter(self, p):
        n = self._n(p)
        if p["base"] == "right_tri":
            return p["a"] + p["c"] + float(np.hypot(p["a"], p["c"]))
        return n * p["a"]

    def _value(self, p):
        a, c, h = p["a"], p["c"], p["h"]
        if p["ask"] == "wrap":
            return float(np.hypot(self._perimeter(p), h))        # the unrolled lateral surface: a rectangle
        if p["ask"] == "min":
            return float(np.hypot(a + c, h))                     # rectangle (AB + BC) × h, diagonal A → C'
        return float(h * a / (a + c))                            # similar triangles along the diagonal

    def answer(self, p):
        return Number(self._value(p))

    def _coords(self, p):
        bottom, top = self._lab(p)
        n, h = self._n(p), p["h"]
        if p["base"] == "right_tri":
            xy = [(0.0, float(p["a"])), (0.0, 0.0), (float(p["c"]), 0.0)]     # B at the origin, AB ⟂ BC
        else:
            xy = regular_polygon_xy(n, p["a"] / (2 * np.sin(np.pi / n)))
        X = {}
        for lb, lt, (x, y) in zip(bottom, top, xy):
            X[lb], X[lt] = np.array([x, y, 0.0]), np.array([x, y, float(h)])
        return X, xy

    def verify(self, g):
        # Independent coordinates from the statement: the base polygon (a regular one from its side through
        # complex roots of unity, the right triangle with B at the origin), lifted by the lateral edge
        h = float(g["h"])
        if g["base"] == "right_tri":
            base = [np.array([0.0, float(g["a"])]), np.zeros(2), np.array([float(g["c"]), 0.0])]
        else:
            n = SIDES[g["base"]]
            R = g["a"] / (2 * np.sin(np.pi / n))
            base = [np.array([(R * np.exp(2j * np.pi * k / n)).real, (R * np.exp(2j * np.pi * k / n)).imag])
                    for k in range(n)]
        n = len(base)
        if g["ask"] == "wrap":
            # shortest path crossing each lateral edge in turn: heights z_1..z_{n-1} on edges 1..n-1 (from A round
            # back to A'), minimise the sum of 3D segment lengths (convex)
            pts = base + [base[0]]
            z = np.linspace(0, h, n + 1)[1:-1].copy()

            def total(z):
                zz = [0.0, *z, h]
                return sum(np.sqrt(np.linalg.norm(pts[i + 1] - pts[i]) ** 2 + (zz[i + 1] - zz[i]) ** 2)
                           for i in range(n))
            from scipy.optimize import minimize
            res = minimize(total, z, method="BFGS", options={"gtol": 1e-12})
            return Number(float(total(res.x)))
        A, B, C1 = np.array([*base[0], 0.0]), np.array([*base[1], 0.0]), np.array([*base[2], h])
        B1 = B + np.array([0.0, 0.0, h])
        t, best = golden_section_min(lambda t: np.linalg.norm(B + t * (B1 - B) - A) +
                                     np.linalg.norm(B + t * (B1 - B) - C1), 0.0, 1.0)
        return Number(float(best) if g["ask"] == "min" else float(t * h))

    def scene(self, g):
        X, xy = self._coords(g)
        bottom, top = self._lab(g)
        s = Scene()
        s.prism(bottom, top, xy, g["h"])
        if g["ask"] == "wrap":
            n = self._n(g)
            perim = self._perimeter(g)
            run, prev = 0.0, bottom[0]
            for i in range(1, n):
                run += float(np.linalg.norm(X[bottom[i]][:2] - X[bottom[i - 1]][:2]))
                lab = s.point(f"_w{i}", X[bottom[i]] + np.array([0, 0, g["h"] * run / perim]), show_label=False)
                s.segment(prev, lab, style="auxiliary")
                prev = lab
            s.segment(prev, top[0], style="auxiliary")
            return s
        t = g["a"] / (g["a"] + g["c"])
        s.point(g["mover"], X[bottom[1]] + np.array([0, 0, g["h"] * t]))
        s.segment(bottom[0], g["mover"], style="auxiliary")
        s.segment(g["mover"], top[2], style="auxiliary")
        return s

    def subquestions(self, g):
        bottom, top = self._lab(g)
        return [SubQuestion(self._given(g) + f" The lateral faces {bottom[0]}{bottom[1]}{top[1]}{top[0]} and "
                            f"{bottom[1]}{bottom[2]}{top[2]}{top[1]} are unrolled into one rectangle. Find its length along "
                            "the base.", Number(float(g["a"] + g["c"])), "solid_figures/distances/surface_shortest_path")]

    def backward(self, g):
        v = float(f"{self._value(g):.10g}")
        if g["ask"] == "wrap":
            h = np.sqrt(v * v - self._perimeter(g) ** 2)
        elif g["ask"] == "min":
            h = np.sqrt(v * v - (g["a"] + g["c"]) ** 2)
        else:
            h = v * (g["a"] + g["c"]) / g["a"]
        (bottom, top), P = self._lab(g), g["mover"]
        A, B, A1, B1, C1 = bottom[0], bottom[1], top[0], top[1], top[2]
        q = self._given(g, hide_h=True)
        if g["ask"] == "wrap":
            q += (f" A string runs on the lateral surface from {A} to {A1}, winding once around the prism and crossing "
                  f"every lateral edge. The shortest such string has length {v}.")
        else:
            q += f" Point {P} moves along the lateral edge {B}{B1}."
            q += (f" The minimum value of {A}{P} + {P}{C1} is {v}." if g["ask"] == "min" else
                  f" When {A}{P} + {P}{C1} is as small as possible, {B}{P} = {v}.")
        return Backward(q + " Find the length of a lateral edge.", Number(float(h)), "h")

    def description(self, g):
        return self._given(g) + " The lateral edges are perpendicular to the base; the path is drawn on the prism."

    def reasoning(self, p):
        bottom, top = self._lab(p)
        A, B, C, A1, B1, C1 = bottom[0], bottom[1], bottom[2], top[0], top[1], top[2]
        a, c, h = p["a"], p["c"], p["h"]
        if p["ask"] == "wrap":
            per = self._perimeter(p)
            return [f"Cut the lateral surface along {A}{A1} and unroll it: a rectangle {per:.4g} (the base perimeter) by {h}.",
                    f"The string becomes a path from one corner to the opposite one; the shortest is the diagonal "
                    f"√({per:.4g}² + {h}²) ≈ {self._value(p):.4f}."]
        steps = [f"Unroll faces {A}{B}{B1}{A1} and {B}{C}{C1}{B1} about {B}{B1} into one plane: a rectangle "
                 f"{a + c} × {h} with {B}{B1} inside it at distance {a} from {A}{A1}.",
                 f"{A}{P_(p)} + {P_(p)}{C1} ≥ {A}{C1} (unrolled) = √({a + c}² + {h}²) ≈ {np.hypot(a + c, h):.4f}, with equality "
                 f"where the diagonal crosses {B}{B1}."]
        if p["ask"] == "where":
            steps.append(f"By similar triangles {B}{P_(p)} = {h}·{a}/{a + c} ≈ {self._value(p):.4f}.")
        return steps


def P_(p):
    return p["mover"]
