"""Solid geometry (dynamic point): P moves on a lateral edge SB of a regular pyramid; minimise AP + PC
(or the perimeter of triangle APC) for the two base vertices next to B, by unfolding the two lateral
faces at SB into one plane (DynaSolidGeo 'dynamic' category)."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import regular_polygon_xy, regular_solid_name
from dynaforge.sdk.solid_motion import broken_path_min


@seed_program(
    id="pyramid_lateral_edge_min_sum", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/moving_points/unfold_to_minimise_sum", "plane_figures/triangles/law_of_cosines"],
    source="DynaSolidGeo-style (dynamic point; lateral faces of a pyramid unfolded)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "point_labels", "camera"],
)
class PyramidLateralEdgeMinSum(SeedProgram):
    levels = Levels(
        standard=dict(sides=OneOf((3, 4, 5, 6)), edge=IntRange(2, 6), lateral_extra=IntRange(0, 5),
                      apex=OneOf(("S", "V")), mover=OneOf(("P", "M", "Q")), ask=OneOf(("sum", "perimeter"))),
        hard=dict(sides=OneOf((3, 4, 5, 6), p=[0.15, 0.25, 0.3, 0.3]), edge=IntRange(5, 14),
                  lateral_extra=IntRange(0, 9), apex=OneOf(("S", "V")), mover=OneOf(("P", "M", "Q")),
                  ask=OneOf(("sum", "perimeter"), p=[0.4, 0.6])),
        hard_means="larger, less friendly edges, more pentagonal and hexagonal bases and mostly the perimeter "
                   "(the unfolded minimum plus the base diagonal AC)",
    )

    def sample(self, rng, space):
        n = int(space.sides.draw(rng))
        a = space.edge.draw(rng)
        R = a / (2 * np.sin(np.pi / n))
        lo = int(np.floor(max(R, a / np.sqrt(2)))) + 1       # ∠ASB < 90°: the unfolded line meets SB
        l = lo + space.lateral_extra.draw(rng)
        return {"n": n, "a": a, "l": l, "apex": space.apex.draw(rng),
                "b": int(rng.integers(0, n)), "mover": space.mover.draw(rng),
                "ask": space.ask.draw(rng)}

    def _lab(self, p):
        n = p["n"]
        base = list("ABCDEF"[:n])
        b = p["b"]
        return base, base[(b - 1) % n], base[b], base[(b + 1) % n]

    def _given(self, p, hide_l=False):
        base, A, B, C = self._lab(p)
        S, P = p["apex"], p["mover"]
        lateral = "the lateral edges are all equal" if hide_l else f"every lateral edge is {p['l']}"
        return (f"In the {regular_solid_name(p['n'], 'pyramid')} {S}-{''.join(base)}, every base edge is "
                f"{p['a']} and {lateral}. Point {P} moves along the lateral edge {S}{B}.")

    def question(self, g):
        _, A, B, C = self._lab(g)
        P = g["mover"]
        what = (f"the minimum value of {A}{P} + {P}{C}" if g["ask"] == "sum"
                else f"the minimum perimeter of triangle {A}{P}{C}")
        return self._given(g) + f" Find {what}."

    def _ac(self, p):
        n, a = p["n"], p["a"]
        return a if n == 3 else 2 * a * np.cos(np.pi / n)       # diagonal skipping one vertex

    def _value(self, p):
        a, l = p["a"], p["l"]
        cos_apex = (2 * l * l - a * a) / (2 * l * l)              # ∠ASB, law of cosines
        sin_apex = np.sqrt(1 - cos_apex ** 2)
        # unfolded: A, S, C' with SA = SC' = l and ∠ASC' = 2∠ASB: AC' = 2 l sin∠ASB
        best = 2 * l * sin_apex
        return float(best + (self._ac(p) if p["ask"] == "perimeter" else 0.0))

    def answer(self, p):
        return Number(self._value(p))

    def _coords(self, p):
        n, a, l = p["n"], p["a"], p["l"]
        R = a / (2 * np.sin(np.pi / n))
        h = np.sqrt(l * l - R * R)
        base, *_ = self._lab(p)
        pts = {lab: np.array([x, y, 0.0]) for lab, (x, y) in zip(base, regular_polygon_xy(n, R))}
        pts[p["apex"]] = np.array([0.0, 0.0, h])
        return pts

    def verify(self, g):
        X = self._coords(g)
        _, A, B, C = self._lab(g)
        _, best = broken_path_min(X[A], X[g["apex"]], X[B], X[C])
        return Number(best + (float(np.linalg.norm(X[A] - X[C])) if g["ask"] == "perimeter" else 0.0))

    def scene(self, g):
        X = self._coords(g)
        base, A, B, C = self._lab(g)
        S = g["apex"]
        s = Scene()
        s.pyramid(base, S, [tuple(X[v][:2]) for v in base], X[S])
        s.point(g["mover"], X[S] + 0.55 * (X[B] - X[S]))
        s.segment(A, g["mover"], style="auxiliary")
        s.segment(g["mover"], C, style="auxiliary")
        if g["ask"] == "perimeter" and g["n"] > 3:
            s.segment(A, C, style="auxiliary")
        return s

    def subquestions(self, g):
        a, l = g["a"], g["l"]
        S = g["apex"]
        _, A, B, C = self._lab(g)
        cos_apex = (2 * l * l - a * a) / (2 * l * l)
        return [
            SubQuestion(f"Triangle {S}{A}{B} has {S}{A} = {S}{B} = {l} and {A}{B} = {a}. Find cos∠{A}{S}{B}.",
                        Number(float(cos_apex)), "plane_figures/triangles/law_of_cosines"),
            SubQuestion(f"Faces {S}{A}{B} and {S}{B}{C} are unfolded into one plane about {S}{B}, so that ∠{A}{S}{C}' = "
                        f"2∠{A}{S}{B} with cos∠{A}{S}{B} = {fmt(cos_apex, 4)} and {S}{A} = {S}{C}' = {l}. Find {A}{C}'.",
                        Number(float(2 * l * np.sqrt(1 - cos_apex ** 2))),
                        "solid_figures/moving_points/unfold_to_minimise_sum"),
        ]

    def backward(self, g):
        _, A, B, C = self._lab(g)
        P = g["mover"]
        v = float(f"{self._value(g):.10g}")
        best = v - (self._ac(g) if g["ask"] == "perimeter" else 0.0)
        # best = 2 l sin α with sin α = a·√(4l² − a²)/(2l²)  ⇒  best = a·√(4l² − a²)/l ⇒ l² = a⁴/(4a² − best²)
        l = np.sqrt(g["a"] ** 4 / (4 * g["a"] ** 2 - best ** 2))
        what = (f"the minimum value of {A}{P} + {P}{C}" if g["ask"] == "sum"
                else f"the minimum perimeter of triangle {A}{P}{C}")
        q = self._given(g, hide_l=True)
        return Backward(q + f" Then {what} is {v}. Find the length of a lateral edge.", Number(float(l)), "l")

    def description(self, g):
        base, A, B, C = self._lab(g)
        return (self._given(g) + f" The figure shows {g['mover']} on {g['apex']}{B} joined to the base vertices {A} "
                f"and {C} next to {B}.")

    def reasoning(self, p):
        _, A, B, C = self._lab(p)
        S, P = p["apex"], p["mover"]
        a, l = p["a"], p["l"]
        cos_apex = (2 * l * l - a * a) / (2 * l * l)
        best = 2 * l * np.sqrt(1 - cos_apex ** 2)
        steps = [
            f"Unfold the lateral faces {S}{A}{B} and {S}{B}{C} about {S}{B} into one plane; {C} goes to {C}' on the "
            f"other side of {S}{B}, and {A}{P} + {P}{C} = {A}{P} + {P}{C}' ≥ {A}{C}'.",
            f"cos∠{A}{S}{B} = ({l}² + {l}² − {a}²)/(2·{l}·{l}) = {fmt(cos_apex, 4)}, so ∠{A}{S}{C}' = 2∠{A}{S}{B} "
            f"≈ {2 * np.degrees(np.arccos(cos_apex)):.2f}° < 180°.",
            f"{A}{C}' = 2·{l}·sin∠{A}{S}{B} ≈ {best:.4f}; it crosses {S}{B} at distance {l}·cos∠{A}{S}{B} ≈ "
            f"{l * cos_apex:.4f} from {S}, inside the edge, so the minimum is attained.",
        ]
        if p["ask"] == "perimeter":
            steps.append(f"{A}{C} = {self._ac(p):.4f} is fixed, so the minimum perimeter is {best:.4f} + "
                         f"{self._ac(p):.4f} ≈ {self._value(p):.4f}.")
        else:
            steps.append(f"So the minimum of {A}{P} + {P}{C} is ≈ {best:.4f}.")
        return steps
