"""Plane geometry: the inscribed circle of a right triangle, r = (a + b − c)/2."""
import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane

TRIPLES = ((3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29), (9, 40, 41), (12, 35, 37))
HARD_TRIPLES = TRIPLES + ((11, 60, 61), (28, 45, 53), (33, 56, 65), (16, 63, 65), (48, 55, 73), (13, 84, 85),
                          (36, 77, 85), (39, 80, 89), (65, 72, 97))
CONCEPT = "plane_figures/circles/incircle_radius"


@seed_program(
    id="right_triangle_inradius", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric", concepts=[CONCEPT, "plane_figures/triangles/pythagorean_theorem"],
    source="DynaMath / GeoEval-style (plane geometry, incircle of a right triangle)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "lengths_ratios"],
)
class RightTriangleInradius(SeedProgram):
    levels = Levels(
        standard=dict(triples=TRIPLES, scale=IntRange(1, 8), max_hyp=80, given=OneOf(("legs", "leg_hyp")),
                      asked=OneOf(("r", "AT", "BT")), rotation=FloatRange(-20, 20)),
        hard=dict(triples=HARD_TRIPLES, scale=IntRange(1, 6), max_hyp=300, given=OneOf(("legs", "leg_hyp")),
                  asked=OneOf(("r", "AT", "BT")), rotation=FloatRange(-20, 20)),
        hard_means="less familiar Pythagorean triples (33-56-65, 39-80-89, ...) and sides up to 300",
    )

    def sample(self, rng, space):
        for _ in attempts("a scaled triple with hypotenuse in range"):
            m, n, h = space.triples[int(rng.integers(0, len(space.triples)))]
            k = space.scale.draw(rng)
            if h * k <= space.max_hyp:
                break
        a, b = (m * k, n * k) if rng.integers(0, 2) else (n * k, m * k)
        given = space.given.draw(rng)
        g = {"a": a, **({"b": b} if given == "legs" else {"c": h * k}), "given": given, "asked": space.asked.draw(rng),
             "labels": draw.pick_labels(rng, 3, pool="ABCDEFGHJKLMNPQRSUVWXYZ"),
             "rotation": float(space.rotation.draw(rng)), "mirror": bool(rng.integers(0, 2))}
        return g, ({"c": h * k} if given == "legs" else {"b": b})

    def _sides(self, g):
        """(a, b, c) from the two stated sides (integer triples, so exact)."""
        a = g["a"]
        if g["given"] == "legs":
            return a, g["b"], int(round(np.hypot(a, g["b"])))
        return a, int(round(np.sqrt(g["c"] ** 2 - a * a))), g["c"]

    def _pts(self, g):
        a, b, _ = self._sides(g)
        C, B, A = np.zeros(2), np.array([float(a), 0.0]), np.array([0.0, float(b)])
        return plane.rotate([A, B, C], g["rotation"], g["mirror"])

    def _given_text(self, g):
        A, B, C = g["labels"]
        if g["given"] == "legs":
            return f"{B}{C} = {g['a']} and {A}{C} = {g['b']}"
        return f"{B}{C} = {g['a']} and {A}{B} = {g['c']}"

    def question(self, g):
        A, B, C = g["labels"]
        if g["asked"] == "r":
            ask = "What is its radius r?"
        else:
            ask = (f"It touches the hypotenuse {A}{B} at T. What is the length of "
                   f"{A if g['asked'] == 'AT' else B}T?")
        return (f"Triangle {A}{B}{C} has a right angle at {C}, with {self._given_text(g)}. A circle is "
                f"inscribed in the triangle. {ask}")

    def answer(self, p):
        a = p["a"]
        b = p["b"] if p["given"] == "legs" else np.sqrt(p["c"] ** 2 - a * a)
        c = np.hypot(a, b)
        r = (a + b - c) / 2
        # equal tangents: from A the tangent length is AC − r, from B it is BC − r
        return Number(float({"r": r, "AT": b - r, "BT": a - r}[p["asked"]]))

    def verify(self, g):
        # Coordinates (right angle at the origin, no figure layout): the incentre as the side-weighted
        # mean of the vertices, r as its distance to the hypotenuse, T as its foot there.
        a = float(g["a"])
        b = float(g["b"]) if g["given"] == "legs" else float(np.sqrt(g["c"] ** 2 - a * a))
        C, B, A = np.zeros(2), np.array([a, 0.0]), np.array([0.0, b])
        la, lb, lc = np.linalg.norm(B - C), np.linalg.norm(A - C), np.linalg.norm(A - B)
        incentre = (la * A + lb * B + lc * C) / (la + lb + lc)
        u = (B - A) / lc
        w = incentre - A
        if g["asked"] == "r":
            return Number(float(abs(u[0] * w[1] - u[1] * w[0])))    # distance to the hypotenuse
        T = A + (w @ u) * u                                          # foot of the incentre on AB
        return Number(float(np.linalg.norm(T - (A if g["asked"] == "AT" else B))))

    def draw(self, g, ax, hide=()):
        A, B, C = self._pts(g)
        la, lb, lc = g["labels"]
        draw.polygon(ax, {la: A, lb: B, lc: C}, labels=True)
        a, b, c = self._sides(g)
        s = max(a, b)
        draw.right_angle_mark(ax, C, A, B, size=0.06 * s)
        I = (a * A + b * B + c * C) / (a + b + c)
        r = (a + b - c) / 2
        plane.circle(ax, I, r, color=draw.PALETTE["blue"], fill=draw.PALETTE["blue"], alpha=0.12)
        T = C + (B - C) / a * r                                     # tangent point on CB
        draw.segment(ax, I, T, color=draw.PALETTE["red"], style="--", linewidth=1.6)
        ax.plot(*I, "o", color=draw.PALETTE["red"], markersize=4)
        plane.side_label(ax, I, T, "r", away_from=B, color=draw.PALETTE["red"], gap=3)
        if g["asked"] != "r":
            u = (B - A) / c
            Tab = A + ((I - A) @ u) * u
            draw.label_point(ax, Tab, "T", away_from=I, offset=12, color=draw.PALETTE["red"])
        G = (A + B + C) / 3
        plane.side_label(ax, B, C, "?" if "a" in hide else str(a), away_from=G)
        if g["given"] == "legs":
            plane.side_label(ax, A, C, str(b), away_from=G)
        else:
            plane.side_label(ax, A, B, str(c), away_from=G)
        draw.geometry_axes(ax, [A, B, C], margin=0.12)

    def subquestions(self, g):
        a, b, c = self._sides(g)
        out = [SubQuestion(f"A right triangle has legs {a} and {b} and hypotenuse {c}. The tangent lengths "
                           f"from the right-angle vertex to the incircle both equal r. Using a − r + b − r = c, "
                           f"what is r?", Number((a + b - c) / 2), CONCEPT)]
        if g["given"] == "leg_hyp":
            out.insert(0, SubQuestion(f"A right triangle has a leg {a} and hypotenuse {c}. What is the other leg?",
                                      Number(b), "plane_figures/triangles/pythagorean_theorem"))
        return out

    def backward(self, g):
        A, B, C = g["labels"]
        a0, b0, c0 = self._sides(g)
        r = (a0 + b0 - c0) / 2
        if g["given"] == "legs":
            # a + b − √(a² + b²) = 2r  ⇒  a = 2r(b − r)/(b − 2r)... solved for a with b known
            b = b0
            a = 2 * r * (b - r) / (b - 2 * r)
            return Backward(f"Triangle {A}{B}{C} has a right angle at {C}, with {A}{C} = {b}. Its inscribed "
                            f"circle has radius {draw.fmt(r)}. What is the length of {B}{C}?", Number(float(a)), "a")
        c = c0
        # b = c + 2r − a and a² + b² = c²  ⇒  a² − (c + 2r)a + ((c + 2r)² − c²)/2 = 0; take the root = a
        s = c + 2 * r
        roots = np.roots([1.0, -s, (s * s - c * c) / 2])
        a = min(roots, key=lambda x: abs(x - g["a"]))                # the root drawn as BC
        return Backward(f"Triangle {A}{B}{C} has a right angle at {C}, with hypotenuse {A}{B} = {c}. Its "
                        f"inscribed circle has radius {draw.fmt(r)}, and {B}{C} is the "
                        f"{'longer' if a0 > b0 else 'shorter'} leg. What is the length of {B}{C}?",
                        Number(float(np.real(a))), "a")

    def description(self, g):
        A, B, C = g["labels"]
        return f"Right triangle {A}{B}{C} with the right angle at {C}; {self._given_text(g)}. Its incircle has radius r."
