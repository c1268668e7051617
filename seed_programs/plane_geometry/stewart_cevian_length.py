"""Plane geometry: the length of a cevian AD to a point D of BC that is not the midpoint (Stewart's theorem,
b²·BD + c²·DC = BC·(AD² + BD·DC)), or a side from the cevian."""
import math

import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane
from dynaforge.sdk.plane_stats_more import triangle_apex

CONCEPT = "plane_figures/triangles/law_of_cosines"


def _ad2(b, c, m, n):
    """AD² by Stewart's theorem (b = AC, c = AB, m = BD, n = DC)."""
    return (b * b * m + c * c * n) / (m + n) - m * n


@seed_program(
    id="stewart_cevian_length", topic="plane_geometry", level="competition", difficulty="hard",
    question_type="numeric", concepts=[CONCEPT, "plane_figures/triangles/pythagorean_theorem"],
    source="Competition-style plane geometry (Stewart's theorem), GeoEval-style views",
    variations=["numeric_values", "point_labels", "geometric_transformations", "lengths_ratios"],
)
class StewartCevianLength(SeedProgram):
    levels = Levels(
        standard=dict(side=IntRange(4, 25), part=IntRange(1, 14), asked=OneOf(("cevian",)), whole=OneOf((True, False)),
                      rotation=FloatRange(-20, 20)),
        hard=dict(side=IntRange(5, 30), part=IntRange(2, 14), asked=OneOf(("side", "cevian")), whole=OneOf((False,)),
                  rotation=FloatRange(-20, 20)),
        hard_means="lengths up to 30 with a cevian that is no whole number (a square root to round), and half the "
                   "time Stewart's theorem turned round: a side AB from the cevian AD and the other lengths",
    )

    def sample(self, rng, space):
        asked = str(space.asked.draw(rng))
        whole = bool(space.whole.draw(rng))
        for _ in attempts("a real, not too flat triangle with D off the midpoint (AD whole when asked or on the "
                          "standard level)", limit=20000):
            b, c = int(space.side.draw(rng)), int(space.side.draw(rng))
            m, n = int(space.part.draw(rng)), int(space.part.draw(rng))
            if m == n or not (abs(b - c) < m + n < b + c) or b == c:
                continue
            d2 = _ad2(b, c, m, n)
            # A's height over BC at least a quarter of BC, so the figure is readable
            s = (b + c + m + n) / 2
            height = 2 * math.sqrt(max(s * (s - b) * (s - c) * (s - m - n), 0)) / (m + n)
            if height < 0.25 * (m + n) or d2 <= 0:
                continue
            d = math.sqrt(d2)
            is_whole = abs(d - round(d)) < 1e-9
            if whole and not is_whole:
                continue
            if asked == "side" and not is_whole:
                continue
            if not whole and asked == "cevian" and is_whole:
                continue
            break
        g = {"b": b, "m": m, "n": n, "asked": asked, "labels": draw.pick_labels(rng, 4),
             "rotation": float(space.rotation.draw(rng)), "mirror": bool(rng.integers(0, 2))}
        if asked == "cevian":
            g["c"] = c
            return g, {}
        g["d"] = int(round(d))
        return g, {"c": c}

    def _given_text(self, g):
        A, B, C, D = g["labels"]
        parts = [f"{A}{C} = {g['b']}"]
        if g["asked"] == "cevian":
            parts.insert(0, f"{A}{B} = {g['c']}")
        parts += [f"{B}{D} = {g['m']}", f"{D}{C} = {g['n']}"]
        if g["asked"] == "side":
            parts.append(f"{A}{D} = {g['d']}")
        return ", ".join(parts[:-1]) + " and " + parts[-1]

    def question(self, g):
        A, B, C, D = g["labels"]
        if g["asked"] == "cevian":
            ask = f"What is the length of {A}{D}?"
            ask += "" if abs(math.sqrt(_ad2(g["b"], g["c"], g["m"], g["n"])) % 1) < 1e-9 else \
                " Give your answer to two decimal places."
        else:
            ask = f"What is the length of {A}{B}? Give your answer to two decimal places if it is not a whole number."
        return f"In triangle {A}{B}{C}, the point {D} lies on {B}{C}, with {self._given_text(g)}. {ask}"

    def answer(self, p):
        b, m, n = p["b"], p["m"], p["n"]
        if p["asked"] == "cevian":
            return Number(math.sqrt(_ad2(b, p["c"], m, n)))
        # b²m + c²n = (m + n)(d² + mn), solved for c
        return Number(math.sqrt(((m + n) * (p["d"] ** 2 + m * n) - b * b * m) / n))

    def verify(self, g):
        # coordinates: B at the origin, C on the x-axis, D at BD; A from two distances, then measure
        m, n, b = float(g["m"]), float(g["n"]), float(g["b"])
        B, C, D = np.zeros(2), np.array([m + n, 0.0]), np.array([m, 0.0])
        if g["asked"] == "cevian":
            c = float(g["c"])
            x = (c * c - b * b + (m + n) ** 2) / (2 * (m + n))
            A = np.array([x, math.sqrt(c * c - x * x)])
            return Number(float(np.linalg.norm(A - D)))
        d = float(g["d"])
        # A is d from D and b from C
        x = (d * d - b * b + n * n) / (2 * n)
        A = D + np.array([x, math.sqrt(max(d * d - x * x, 0.0))])
        return Number(float(np.linalg.norm(A - B)))

    def _c(self, g):
        if "c" in g:
            return g["c"]
        m, n = g["m"], g["n"]
        return math.sqrt(((m + n) * (g["d"] ** 2 + m * n) - g["b"] ** 2 * m) / n)

    def draw(self, g, ax, hide=()):
        m, n = g["m"], g["n"]
        B, C = np.zeros(2), np.array([float(m + n), 0.0])
        A = triangle_apex(B, C, self._c(g), g["b"])
        D = np.array([float(m), 0.0])
        A, B, C, D = plane.rotate([A, B, C, D], g["rotation"], g["mirror"])
        la, lb, lc, ld = g["labels"]
        draw.polygon(ax, {la: A, lb: B, lc: C}, labels=True, fill=draw.PALETTE["orange"] + "22")
        draw.segment(ax, A, D, color=draw.ACCENT, style="--", linewidth=2.0)
        draw.label_point(ax, D, ld, away_from=A, offset=14)
        show = lambda key: "?" if key in hide else draw.fmt(g[key])
        plane.side_label(ax, A, B, show("c") if "c" in g else "?", away_from=C)
        plane.side_label(ax, A, C, show("b"), away_from=B)
        plane.side_label(ax, B, D, show("m"), away_from=A)
        plane.side_label(ax, D, C, show("n"), away_from=A)
        if "d" in g:
            plane.side_label(ax, A, D, show("d"), away_from=C, color=draw.ACCENT)
        draw.geometry_axes(ax, [A, B, C], margin=0.14)

    def subquestions(self, g):
        A, B, C, D = g["labels"]
        m, n, b = g["m"], g["n"], g["b"]
        c = self._c(g)
        cosB = (c * c + (m + n) ** 2 - b * b) / (2 * c * (m + n))
        return [SubQuestion(f"In triangle {A}{B}{C}, {A}{B} = {draw.fmt(c, 4)}, {B}{C} = {m + n} and {A}{C} = {b}. "
                            f"What is cos ∠{A}{B}{C}?", Number(cosB), CONCEPT)]

    def backward(self, g):
        A, B, C, D = g["labels"]
        m, n = g["m"], g["n"]
        if g["asked"] == "cevian":
            d2 = _ad2(g["b"], g["c"], m, n)
            b = math.sqrt(((m + n) * (d2 + m * n) - g["c"] ** 2 * n) / m)
            return Backward(f"In triangle {A}{B}{C}, the point {D} lies on {B}{C}, with {A}{B} = {g['c']}, "
                            f"{B}{D} = {m}, {D}{C} = {n} and {A}{D} = {draw.fmt(math.sqrt(d2), 6)}. What is the "
                            f"length of {A}{C}?", Number(b), "b")
        c = self._c(g)
        b = math.sqrt(((m + n) * (g["d"] ** 2 + m * n) - c * c * n) / m)
        return Backward(f"In triangle {A}{B}{C}, the point {D} lies on {B}{C}, with {A}{B} = {draw.fmt(c, 6)}, "
                        f"{B}{D} = {m}, {D}{C} = {n} and {A}{D} = {g['d']}. What is the length of {A}{C}?",
                        Number(b), "b")

    def description(self, g):
        A, B, C, D = g["labels"]
        return (f"Triangle {A}{B}{C} with the point {D} on side {B}{C} and the segment {A}{D} drawn dashed; "
                f"{self._given_text(g)}.")
