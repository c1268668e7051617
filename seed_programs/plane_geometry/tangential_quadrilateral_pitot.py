"""Plane geometry: a quadrilateral circumscribed about a circle has AB + CD = BC + DA (Pitot); a missing side,
the perimeter, or a tangent segment by equal tangents."""
import math

import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane
from dynaforge.sdk.plane_stats_more import tangential_polygon

CONCEPT = "plane_figures/circles/equal_tangent_segments"


@seed_program(
    id="tangential_quadrilateral_pitot", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric", concepts=[CONCEPT, "plane_figures/quadrilaterals/quadrilateral_classification"],
    source="GeoEval-style plane geometry (Pitot's theorem for a tangential quadrilateral)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "lengths_ratios"],
)
class TangentialQuadrilateralPitot(SeedProgram):
    levels = Levels(
        standard=dict(tangent=IntRange(2, 15), asked=OneOf(("side", "side", "perimeter")), rotation=FloatRange(0, 360)),
        hard=dict(tangent=IntRange(4, 60), asked=OneOf(("DS", "CR", "DS")), rotation=FloatRange(0, 360)),
        hard_means="one tangent segment AP is given with three sides and a tangent segment on another side is "
                   "asked (equal tangents chained around two or three vertices), with sides up to 120",
    )

    def sample(self, rng, space):
        for _ in attempts("every vertex angle between 45° and 135°"):
            t = [int(space.tangent.draw(rng)) for _ in range(4)]          # tangent lengths from A, B, C, D
            r = self._radius(t)
            alphas = [math.degrees(math.atan(x / r)) for x in t]           # half the angle at O per vertex
            if all(22.5 <= a <= 67.5 for a in alphas):
                break
        asked = str(space.asked.draw(rng))
        g = {"ab": t[0] + t[1], "bc": t[1] + t[2], "cd": t[2] + t[3], "asked": asked,
             "labels": draw.pick_labels(rng, 4, pool="ABCDEFGHJKLMNTUVWXYZ"),
             "rotation": float(space.rotation.draw(rng)), "mirror": bool(rng.integers(0, 2))}
        if asked in ("DS", "CR"):
            g["ap"] = t[0]
        return g, {"t": t}

    @staticmethod
    def _radius(t):
        """The inradius for tangent lengths t: the half-angles atan(t_i/r) at the centre add up to 180°."""
        lo, hi = 1e-6, 1e6
        for _ in range(200):
            mid = math.sqrt(lo * hi)
            if sum(math.atan(x / mid) for x in t) > math.pi:
                lo = mid
            else:
                hi = mid
        return math.sqrt(lo * hi)

    def _touch(self, g):
        return "P, Q, R and S" if g["asked"] in ("DS", "CR") else ""

    def question(self, g):
        A, B, C, D = g["labels"]
        sides = f"{A}{B} = {g['ab']}, {B}{C} = {g['bc']} and {C}{D} = {g['cd']}"
        if g["asked"] == "side":
            return (f"A circle is inscribed in quadrilateral {A}{B}{C}{D} (it touches all four sides), with "
                    f"{sides}. What is the length of {D}{A}?")
        if g["asked"] == "perimeter":
            return (f"A circle is inscribed in quadrilateral {A}{B}{C}{D} (it touches all four sides), with "
                    f"{sides}. What is the perimeter of {A}{B}{C}{D}?")
        target = f"{D}S" if g["asked"] == "DS" else f"{C}R"
        return (f"A circle is inscribed in quadrilateral {A}{B}{C}{D}; it touches {A}{B} at P, {B}{C} at Q, "
                f"{C}{D} at R and {D}{A} at S. {sides.replace(' and ', ', ')}, and {A}P = {g['ap']}. What is the length of {target}?")

    def answer(self, p):
        t = p["t"]
        return Number({"side": t[3] + t[0], "perimeter": 2 * sum(t), "DS": t[3], "CR": t[2]}[p["asked"]])

    def verify(self, g):
        # build a tangential quadrilateral with these sides in coordinates (any admissible split of the sides
        # into tangent lengths, or the stated AP), then measure the asked length
        ab, bc, cd = g["ab"], g["bc"], g["cd"]
        if "ap" in g:
            tb = ab - g["ap"]
        else:
            lo, hi = max(0.0, bc - cd), min(ab, bc)
            tb = (lo + hi) / 2
        t = [ab - tb, tb, bc - tb, cd - (bc - tb)]
        V, T = tangential_polygon(t)                     # vertices A..D and touch points P (AB) .. S (DA)
        dist = lambda X, Y: float(np.linalg.norm(np.asarray(X) - np.asarray(Y)))
        if g["asked"] == "side":
            return Number(dist(V[3], V[0]))
        if g["asked"] == "perimeter":
            return Number(sum(dist(V[i], V[(i + 1) % 4]) for i in range(4)))
        if g["asked"] == "DS":
            return Number(dist(V[3], T[3]))
        return Number(dist(V[2], T[2]))

    def draw(self, g, ax, hide=()):
        t = self._tangents(g)
        V, T = tangential_polygon(t)
        pts = plane.rotate(list(V) + list(T) + [np.zeros(2)], g["rotation"], g["mirror"])
        V, T, O = pts[:4], pts[4:8], pts[8]
        r = float(np.linalg.norm(T[0] - O))
        plane.circle(ax, O, r, color=draw.PALETTE["blue"], linewidth=1.8, fill=draw.PALETTE["blue"], alpha=0.08)
        draw.polygon(ax, dict(zip(g["labels"], V)), labels=True)
        G = sum(V) / 4
        shown = lambda key: "?" if key in hide else str(g[key])
        plane.side_label(ax, V[0], V[1], shown("ab"), away_from=G)
        plane.side_label(ax, V[1], V[2], shown("bc"), away_from=G)
        plane.side_label(ax, V[2], V[3], shown("cd"), away_from=G)
        if g["asked"] == "side":
            plane.side_label(ax, V[3], V[0], "?", away_from=G)
        if g["asked"] in ("DS", "CR"):
            for name, X in zip("PQRS", T):
                draw.label_point(ax, X, name, away_from=O, offset=11, color=draw.PALETTE["blue"], fontsize=12)
        else:
            for X in T:
                ax.plot(*X, "o", color=draw.PALETTE["blue"], markersize=4, zorder=5)
        draw.geometry_axes(ax, V, margin=0.12)

    def _tangents(self, g):
        """Tangent lengths for drawing, from the givens (the stated AP, else a symmetric split)."""
        ab, bc, cd = g["ab"], g["bc"], g["cd"]
        if "ap" in g:
            tb = ab - g["ap"]
        else:
            lo, hi = max(0.0, bc - cd), min(ab, bc)
            tb = (lo + hi) / 2
        return [ab - tb, tb, bc - tb, cd - (bc - tb)]

    def subquestions(self, g):
        A, B, C, D = g["labels"]
        if g["asked"] in ("DS", "CR"):
            return [SubQuestion(f"Tangents from {B} touch a circle at P and Q. If {A}{B} = {g['ab']} and {A}P = "
                                f"{g['ap']} (P on {A}{B}), what is {B}Q?", Number(g["ab"] - g["ap"]), CONCEPT)]
        return [SubQuestion(f"A circle is inscribed in quadrilateral {A}{B}{C}{D}. If {A}{B} = {g['ab']} and "
                            f"{C}{D} = {g['cd']}, what is {B}{C} + {D}{A}?", Number(g["ab"] + g["cd"]), CONCEPT)]

    def backward(self, g):
        A, B, C, D = g["labels"]
        ab, bc, cd = g["ab"], g["bc"], g["cd"]
        if g["asked"] == "side":
            da = ab + cd - bc
            return Backward(f"A circle is inscribed in quadrilateral {A}{B}{C}{D}, with {A}{B} = {ab}, {B}{C} = {bc} "
                            f"and {D}{A} = {da}. What is the length of {C}{D}?", Number(da + bc - ab), "cd")
        if g["asked"] == "perimeter":
            per = 2 * (ab + cd)
            return Backward(f"A circle is inscribed in quadrilateral {A}{B}{C}{D}, with {A}{B} = {ab} and "
                            f"{B}{C} = {bc}. Its perimeter is {per}. What is the length of {C}{D}?",
                            Number(per / 2 - ab), "cd")
        ds, cr = cd - bc + ab - g["ap"], bc - ab + g["ap"]
        if g["asked"] == "DS":
            return Backward(f"A circle is inscribed in quadrilateral {A}{B}{C}{D}; it touches {A}{B} at P, {B}{C} at "
                            f"Q, {C}{D} at R and {D}{A} at S. {A}{B} = {ab}, {B}{C} = {bc}, {C}{D} = {cd} and "
                            f"{D}S = {ds}. What is the length of {A}P?", Number(cd - bc + ab - ds), "ap")
        return Backward(f"A circle is inscribed in quadrilateral {A}{B}{C}{D}; it touches {A}{B} at P, {B}{C} at "
                        f"Q, {C}{D} at R and {D}{A} at S. {A}{B} = {ab}, {B}{C} = {bc}, {C}{D} = {cd} and "
                        f"{C}R = {cr}. What is the length of {A}P?", Number(cr - bc + ab), "ap")

    def description(self, g):
        A, B, C, D = g["labels"]
        touch = (f" The circle touches {A}{B} at P, {B}{C} at Q, {C}{D} at R and {D}{A} at S; {A}P = {g['ap']}."
                 if "ap" in g else "")
        return (f"Quadrilateral {A}{B}{C}{D} with a circle inside touching all four sides; {A}{B} = {g['ab']}, "
                f"{B}{C} = {g['bc']}, {C}{D} = {g['cd']}.{touch}")
