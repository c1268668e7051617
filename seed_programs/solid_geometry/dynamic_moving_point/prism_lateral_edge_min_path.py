"""Solid geometry (dynamic point / unfolding): P moves on a lateral edge BB' of a right prism; minimise
AP + PC' by unrolling the two lateral faces at BB' into one rectangle, or find where the minimum sits;
or a string wound once around all lateral faces from A to A'."""
import numpy as np

from dynaforge.sdk import Backward, Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import golden_section_min, regular_polygon_name, regular_polygon_xy, solid_vertex_labels

ASKS = ("min", "where", "wrap")


@seed_program(
    id="prism_lateral_edge_min_path", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/moving_points/unfold_to_minimise_sum", "solid_figures/distances/surface_shortest_path",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (dynamic point on a lateral edge; unrolling the lateral faces)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "point_labels", "camera"],
)
class PrismLateralEdgeMinPath(SeedProgram):
    def sample(self, rng):
        base = str(rng.choice(["regular3", "regular4", "regular6", "right_tri"]))
        if base == "right_tri":
            sides = [(3, 4), (4, 3), (6, 8), (5, 12), (8, 6), (1, 2), (2, 3)][int(rng.integers(0, 7))]
            a, c = sides                           # AB, BC with AB ⟂ BC
        else:
            a = c = int(rng.integers(1, 7))
        h = int(rng.integers(2, 13))
        return {"base": base, "a": a, "c": c, "h": h, "ask": str(rng.choice(ASKS, p=[0.45, 0.25, 0.3])),
                "style": str(rng.choice(["prime", "digit"])), "mover": str(rng.choice(["P", "M", "Q"]))}

    def _n(self, p):
        return {"regular3": 3, "regular4": 4, "regular6": 6, "right_tri": 3}[p["base"]]

    def _lab(self, p):
        bottom, top = solid_vertex_labels(self._n(p), p["style"])
        return bottom, top

    def _given(self, p):
        (bottom, top), P = self._lab(p), p["mover"]
        name = "".join(bottom) + "-" + "".join(top)
        A, B, C = bottom[:3]
        if p["base"] == "right_tri":
            base = f"the base is a right triangle with {A}{B} ⟂ {B}{C}, {A}{B} = {p['a']}, {B}{C} = {p['c']}"
        else:
            base = f"the base is {'an' if self._n(p) == 3 else 'a'} {regular_polygon_name(self._n(p))} of side {p['a']}"
        return f"In the right prism {name}, {base}, and the lateral edges have length {p['h']}."

    def question(self, p):
        (bottom, top), P = self._lab(p), p["mover"]
        A, B, C = bottom[:3]
        A1, B1, C1 = top[:3]
        if p["ask"] == "wrap":
            return (self._given(p) + f" A string runs on the lateral surface from {A} to {A1}, winding once around the "
                    f"prism and crossing every lateral edge. Find the shortest possible length of the string.")
        move = f" Point {P} moves along the lateral edge {B}{B1}."
        if p["ask"] == "min":
            return self._given(p) + move + f" Find the minimum value of {A}{P} + {P}{C1}."
        return self._given(p) + move + f" When {A}{P} + {P}{C1} is as small as possible, find {B}{P}."

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

    def verify(self, p):
        X, xy = self._coords(p)
        bottom, top = self._lab(p)
        A, B, C, C1 = X[bottom[0]], X[bottom[1]], X[bottom[2]], X[top[2]]
        h = p["h"]
        if p["ask"] == "wrap":
            # shortest path crossing each lateral edge in turn: heights z_1..z_{n-1} on edges 1..n-1 (from A round
            # back to A'), minimise the sum of 3D segment lengths by coordinate descent (convex)
            n = self._n(p)
            pts = [X[bottom[i]] for i in range(n)] + [X[bottom[0]]]
            z = np.linspace(0, h, n + 1)[1:-1].copy()

            def total(z):
                zz = [0.0, *z, float(h)]
                return sum(np.sqrt(np.linalg.norm(pts[i + 1][:2] - pts[i][:2]) ** 2 + (zz[i + 1] - zz[i]) ** 2)
                           for i in range(n))
            from scipy.optimize import minimize
            res = minimize(total, z, method="BFGS", options={"gtol": 1e-12})
            z = res.x
            return Number(float(total(z)))
        t, best = golden_section_min(lambda t: np.linalg.norm(B + t * (X[top[1]] - B) - A) +
                                     np.linalg.norm(B + t * (X[top[1]] - B) - C1), 0.0, 1.0)
        return Number(float(best) if p["ask"] == "min" else float(t * h))

    def scene(self, p):
        X, xy = self._coords(p)
        bottom, top = self._lab(p)
        s = Scene()
        s.prism(bottom, top, xy, p["h"])
        if p["ask"] == "wrap":
            n = self._n(p)
            perim = self._perimeter(p)
            run, prev = 0.0, bottom[0]
            for i in range(1, n):
                run += float(np.linalg.norm(X[bottom[i]][:2] - X[bottom[i - 1]][:2]))
                lab = s.point(f"_w{i}", X[bottom[i]] + np.array([0, 0, p["h"] * run / perim]), show_label=False)
                s.segment(prev, lab, style="auxiliary")
                prev = lab
            s.segment(prev, top[0], style="auxiliary")
            return s
        t = p["a"] / (p["a"] + p["c"])
        s.point(p["mover"], X[bottom[1]] + np.array([0, 0, p["h"] * t]))
        s.segment(bottom[0], p["mover"], style="auxiliary")
        s.segment(p["mover"], top[2], style="auxiliary")
        return s

    def subquestions(self, p):
        bottom, top = self._lab(p)
        return [SubQuestion(self._given(p) + f" The lateral faces {bottom[0]}{bottom[1]}{top[1]}{top[0]} and "
                            f"{bottom[1]}{bottom[2]}{top[2]}{top[1]} are unrolled into one rectangle. Find its length along "
                            "the base.", Number(float(p["a"] + p["c"])), "solid_figures/distances/surface_shortest_path")]

    def backward(self, p):
        v = float(f"{self._value(p):.10g}")
        if p["ask"] == "wrap":
            h = np.sqrt(v * v - self._perimeter(p) ** 2)
        elif p["ask"] == "min":
            h = np.sqrt(v * v - (p["a"] + p["c"]) ** 2)
        else:
            h = v * (p["a"] + p["c"]) / p["a"]
        q = self.question(p).replace(f"the lateral edges have length {p['h']}", "the lateral edges have an unknown length")
        q = q.replace("Find the shortest possible length of the string.", f"The shortest such string has length {v}.")
        q = q.replace("Find the minimum value of", "The minimum value of")
        q = q.replace("find ", "") if p["ask"] == "where" else q
        if p["ask"] == "min":
            q = q.rstrip(".") + f" is {v}."
        if p["ask"] == "where":
            q = q.rstrip(".") + f" = {v}."
        return Backward(q + " Find the length of a lateral edge.", Number(float(h)), "h")

    def description(self, p):
        return self._given(p) + " The lateral edges are perpendicular to the base; the path is drawn on the prism."

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
