"""Plane geometry: the inscribed circle of a right triangle, r = (a + b − c)/2."""
import numpy as np

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw, plane

TRIPLES = [(3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29), (9, 40, 41), (12, 35, 37)]
CONCEPT = "plane_figures/circles/incircle_radius"


@seed_program(
    id="right_triangle_inradius", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric", concepts=[CONCEPT, "plane_figures/triangles/pythagorean_theorem"],
    source="DynaMath / GeoEval-style (plane geometry, incircle of a right triangle)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "lengths_ratios"],
)
class RightTriangleInradius(SeedProgram):
    def sample(self, rng):
        while True:
            m, n, h = TRIPLES[int(rng.integers(0, len(TRIPLES)))]
            k = int(rng.integers(1, 9))
            if h * k <= 80:
                break
        a, b = (m * k, n * k) if rng.integers(0, 2) else (n * k, m * k)
        return {"a": a, "b": b, "c": h * k, "given": str(rng.choice(["legs", "leg_hyp"])), "asked": str(rng.choice(["r", "AT", "BT"])),
                "labels": draw.pick_labels(rng, 3, pool="ABCDEFGHJKLMNPQRSUVWXYZ"), "rotation": float(rng.uniform(-20, 20)),
                "mirror": bool(rng.integers(0, 2))}

    def _pts(self, p):
        C, B, A = np.zeros(2), np.array([float(p["a"]), 0.0]), np.array([0.0, float(p["b"])])
        return plane.rotate([A, B, C], p["rotation"], p["mirror"])

    def _given_text(self, p):
        A, B, C = p["labels"]
        if p["given"] == "legs":
            return f"{B}{C} = {p['a']} and {A}{C} = {p['b']}"
        return f"{B}{C} = {p['a']} and {A}{B} = {p['c']}"

    def question(self, p):
        A, B, C = p["labels"]
        if p["asked"] == "r":
            ask = "What is its radius r?"
        else:
            ask = (f"It touches the hypotenuse {A}{B} at T. What is the length of "
                   f"{A if p['asked'] == 'AT' else B}T?")
        return (f"Triangle {A}{B}{C} has a right angle at {C}, with {self._given_text(p)}. A circle is "
                f"inscribed in the triangle. {ask}")

    def answer(self, p):
        a = p["a"]
        b = p["b"] if p["given"] == "legs" else np.sqrt(p["c"] ** 2 - a * a)
        c = np.hypot(a, b)
        r = (a + b - c) / 2
        # equal tangents: from A the tangent length is AC − r, from B it is BC − r
        return Number(float({"r": r, "AT": b - r, "BT": a - r}[p["asked"]]))

    def verify(self, p):
        A, B, C = self._pts(p)
        la, lb, lc = np.linalg.norm(B - C), np.linalg.norm(A - C), np.linalg.norm(A - B)
        incentre = (la * A + lb * B + lc * C) / (la + lb + lc)
        u = (B - A) / lc
        w = incentre - A
        if p["asked"] == "r":
            return Number(float(abs(u[0] * w[1] - u[1] * w[0])))    # distance to the hypotenuse
        T = A + (w @ u) * u                                          # foot of the incentre on AB
        return Number(float(np.linalg.norm(T - (A if p["asked"] == "AT" else B))))

    def draw(self, p, ax, hide=()):
        A, B, C = self._pts(p)
        la, lb, lc = p["labels"]
        draw.polygon(ax, {la: A, lb: B, lc: C}, labels=True)
        s = max(p["a"], p["b"])
        draw.right_angle_mark(ax, C, A, B, size=0.06 * s)
        a, b, c = p["a"], p["b"], p["c"]
        I = (a * A + b * B + c * C) / (a + b + c)
        r = (a + b - c) / 2
        plane.circle(ax, I, r, color=draw.PALETTE["blue"], fill=draw.PALETTE["blue"], alpha=0.12)
        T = C + (B - C) / a * r                                     # tangent point on CB
        draw.segment(ax, I, T, color=draw.PALETTE["red"], style="--", linewidth=1.6)
        ax.plot(*I, "o", color=draw.PALETTE["red"], markersize=4)
        plane.side_label(ax, I, T, "r", away_from=B, color=draw.PALETTE["red"], gap=3)
        if p["asked"] != "r":
            u = (B - A) / c
            Tab = A + ((I - A) @ u) * u
            draw.label_point(ax, Tab, "T", away_from=I, offset=12, color=draw.PALETTE["red"])
        G = (A + B + C) / 3
        plane.side_label(ax, B, C, "?" if "a" in hide else str(a), away_from=G)
        if p["given"] == "legs":
            plane.side_label(ax, A, C, str(b), away_from=G)
        else:
            plane.side_label(ax, A, B, str(c), away_from=G)
        draw.geometry_axes(ax, [A, B, C], margin=0.12)

    def subquestions(self, p):
        a, b, c = p["a"], p["b"], p["c"]
        out = [SubQuestion(f"A right triangle has legs {a} and {b} and hypotenuse {c}. The tangent lengths "
                           f"from the right-angle vertex to the incircle both equal r. Using a − r + b − r = c, "
                           f"what is r?", Number((a + b - c) / 2), CONCEPT)]
        if p["given"] == "leg_hyp":
            out.insert(0, SubQuestion(f"A right triangle has a leg {a} and hypotenuse {c}. What is the other leg?",
                                      Number(b), "plane_figures/triangles/pythagorean_theorem"))
        return out

    def backward(self, p):
        A, B, C = p["labels"]
        r = (p["a"] + p["b"] - p["c"]) / 2
        if p["given"] == "legs":
            # a + b − √(a² + b²) = 2r  ⇒  a = 2r(b − r)/(b − 2r)... solved for a with b known
            b = p["b"]
            a = 2 * r * (b - r) / (b - 2 * r)
            return Backward(f"Triangle {A}{B}{C} has a right angle at {C}, with {A}{C} = {b}. Its inscribed "
                            f"circle has radius {draw.fmt(r)}. What is the length of {B}{C}?", Number(float(a)), "a")
        c = p["c"]
        # b = c + 2r − a and a² + b² = c²  ⇒  a² − (c + 2r)a + ((c + 2r)² − c²)/2 = 0; take the root = a
        s = c + 2 * r
        roots = np.roots([1.0, -s, (s * s - c * c) / 2])
        a = min(roots, key=lambda x: abs(x - p["a"]))                # the root drawn as BC
        return Backward(f"Triangle {A}{B}{C} has a right angle at {C}, with hypotenuse {A}{B} = {c}. Its "
                        f"inscribed circle has radius {draw.fmt(r)}, and {B}{C} is the "
                        f"{'longer' if p['a'] > p['b'] else 'shorter'} leg. What is the length of {B}{C}?",
                        Number(float(np.real(a))), "a")

    def description(self, p):
        A, B, C = p["labels"]
        return f"Right triangle {A}{B}{C} with the right angle at {C}; {self._given_text(p)}. Its incircle has radius r."
