"""Plane geometry: the area of a triangle from its three labelled sides (Heron's formula), or an altitude or
the inradius that follows from it (multiple choice)."""
import math

import numpy as np

from dynaforge.sdk import Choice, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane
from dynaforge.sdk.plane_stats_more import heronian_triangles, triangle_apex

CONCEPT = "plane_figures/triangles/heron_formula"


@seed_program(
    id="heron_triangle_area_pick", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice", concepts=[CONCEPT, "plane_figures/circles/incircle_radius"],
    source="DynaMath-style (plane geometry, Heron's formula), multiple choice",
    variations=["numeric_values", "point_labels", "geometric_transformations", "lengths_ratios"],
)
class HeronTriangleAreaPick(SeedProgram):
    levels = Levels(
        standard=dict(max_side=40, asked=OneOf(("area",)), rotation=FloatRange(-30, 30)),
        hard=dict(max_side=65, asked=OneOf(("altitude", "inradius")), rotation=FloatRange(-30, 30)),
        hard_means="sides up to 65 and the area is only a step: the altitude to the longest side (2·Area/side) or "
                   "the inradius (Area/s) is asked, with the forgotten-factor slips among the options",
    )

    def sample(self, rng, space):
        pool = heronian_triangles(int(space.max_side))
        asked = str(space.asked.draw(rng))
        for _ in attempts("four options at least 8% apart"):
            sides = list(pool[int(rng.integers(0, len(pool)))])
            rng.shuffle(sides)
            a, b, c = (int(x) for x in sides)           # BC, CA, AB
            opts = self._options(a, b, c, asked)
            if opts is not None:
                break
        return {"a": a, "b": b, "c": c, "asked": asked, "options": opts, "labels": draw.pick_labels(rng, 3),
                "rotation": float(space.rotation.draw(rng)), "mirror": bool(rng.integers(0, 2))}

    @staticmethod
    def _options(a, b, c, asked):
        """The right value and three slips, as display strings; None when two are too close."""
        s = (a + b + c) / 2
        K = math.sqrt(s * (s - a) * (s - b) * (s - c))
        P = a + b + c
        top = max(a, b, c)
        lo1, lo2 = sorted((a, b, c))[:2]
        if asked == "area":
            right = K
            wrong = [2 * K, 0.5 * lo1 * lo2, K / 2, 0.5 * top * lo2, s * s / 2]
            show = lambda v: str(int(round(v)))
        elif asked == "altitude":
            right = 2 * K / top
            wrong = [K / top, 2 * K / lo1, K / s, 4 * K / top]
            show = lambda v: f"{v:.2f}"
        else:
            right = K / s
            wrong = [K / P, 2 * K / s, 2 * K / top, K / top]
            show = lambda v: f"{v:.2f}"
        opts = [show(right)]
        for w in wrong:
            if all(abs(w - float(o)) >= 0.08 * max(w, float(o)) for o in opts):
                opts.append(show(w))
            if len(opts) == 4:
                return opts
        return None

    def _names(self, g):
        A, B, C = g["labels"]
        return f"{B}{C} = {g['a']}, {C}{A} = {g['b']} and {A}{B} = {g['c']}"

    def _ask(self, g):
        A, B, C = g["labels"]
        if g["asked"] == "area":
            return f"What is the area of triangle {A}{B}{C}?"
        if g["asked"] == "altitude":
            side = self._longest(g)
            return f"What is the length of the altitude (dashed) to the longest side {side}? (Options are rounded to 2 decimal places.)"
        return "A circle is inscribed in the triangle. What is its radius? (Options are rounded to 2 decimal places.)"

    def _longest(self, g):
        A, B, C = g["labels"]
        return {g["a"]: f"{B}{C}", g["b"]: f"{C}{A}", g["c"]: f"{A}{B}"}[max(g["a"], g["b"], g["c"])]

    def question(self, g):
        A, B, C = g["labels"]
        return f"Triangle {A}{B}{C} has sides {self._names(g)}, as labelled in the figure. {self._ask(g)}"

    def answer(self, p):
        a, b, c = p["a"], p["b"], p["c"]
        s = (a + b + c) / 2
        K = math.sqrt(s * (s - a) * (s - b) * (s - c))       # Heron
        value = {"area": K, "altitude": 2 * K / max(a, b, c), "inradius": K / s}[p["asked"]]
        right = min(p["options"], key=lambda o: abs(float(o) - value))
        return Choice(right, [o for o in p["options"] if o != right])

    def verify(self, g):
        # coordinates: B at the origin, C on the x-axis, A from its distances to B and C; area = base·y/2,
        # the altitude to the longest side as a point-line distance, the incentre as the side-weighted vertex mean
        a, b, c = float(g["a"]), float(g["b"]), float(g["c"])
        B, C = np.zeros(2), np.array([a, 0.0])
        x = (c * c - b * b + a * a) / (2 * a)
        A = np.array([x, math.sqrt(c * c - x * x)])
        if g["asked"] == "area":
            value = a * A[1] / 2
        elif g["asked"] == "altitude":
            P, Q, R = {a: (B, C, A), b: (C, A, B), c: (A, B, C)}[max(a, b, c)]
            d = Q - P
            value = abs(d[0] * (R - P)[1] - d[1] * (R - P)[0]) / np.hypot(*d)
        else:
            I = (a * A + b * B + c * C) / (a + b + c)
            value = I[1]                                          # distance to BC (the x-axis)
        tol = 0.5 if g["asked"] == "area" else 0.005
        close = [o for o in g["options"] if abs(float(o) - value) <= tol + 1e-9]
        return close[0] if len(close) == 1 else "no single option matches"

    def _pts(self, g):
        B, C = np.zeros(2), np.array([float(g["a"]), 0.0])
        A = triangle_apex(C, B, g["b"], g["c"])
        if A[1] < 0:
            A = np.array([A[0], -A[1]])
        return plane.rotate([A, B, C], g["rotation"], g["mirror"])

    def draw(self, g, ax, hide=()):
        A, B, C = self._pts(g)
        la, lb, lc = g["labels"]
        draw.polygon(ax, {la: A, lb: B, lc: C}, labels=True, fill=draw.PALETTE["green"] + "22")
        G = (A + B + C) / 3
        plane.side_label(ax, B, C, str(g["a"]), away_from=G)
        plane.side_label(ax, C, A, str(g["b"]), away_from=G)
        plane.side_label(ax, A, B, str(g["c"]), away_from=G)
        span = max(np.ptp([p[0] for p in (A, B, C)]), np.ptp([p[1] for p in (A, B, C)]))
        if g["asked"] == "altitude":
            P, Q, R = {g["a"]: (B, C, A), g["b"]: (C, A, B), g["c"]: (A, B, C)}[max(g["a"], g["b"], g["c"])]
            u = (Q - P) / np.linalg.norm(Q - P)
            H = P + ((R - P) @ u) * u
            draw.segment(ax, R, H, color=draw.ACCENT, style="--", linewidth=1.8)
            draw.right_angle_mark(ax, H, R, Q, size=0.04 * span)
        elif g["asked"] == "inradius":
            a, b, c = g["a"], g["b"], g["c"]
            I = (a * A + b * B + c * C) / (a + b + c)
            s = (a + b + c) / 2
            r = math.sqrt((s - a) * (s - b) * (s - c) / s)
            plane.circle(ax, I, r, color=draw.PALETTE["blue"], linewidth=1.8)
        draw.geometry_axes(ax, [A, B, C], margin=0.14)

    def subquestions(self, g):
        a, b, c = g["a"], g["b"], g["c"]
        s = (a + b + c) / 2
        return [SubQuestion(f"A triangle has sides {a}, {b} and {c}. What is its semi-perimeter s?", Number(s), CONCEPT),
                SubQuestion(f"With s = {draw.fmt(s)} and sides {a}, {b}, {c}, what is s(s − {a})(s − {b})(s − {c})?",
                            Number(s * (s - a) * (s - b) * (s - c)), CONCEPT)]

    def description(self, g):
        extra = {"area": "", "altitude": f" The altitude to {self._longest(g)} is drawn dashed.",
                 "inradius": " Its inscribed circle is drawn."}[g["asked"]]
        A, B, C = g["labels"]
        return f"Triangle {A}{B}{C} with sides {self._names(g)}.{extra}"
