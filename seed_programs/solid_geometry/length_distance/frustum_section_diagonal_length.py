"""Solid geometry (length): the diagonal of the axial section of a round frustum (AB₁ with AB a diameter of
the bottom circle and A₁B₁ the parallel diameter of the top), or the diagonal AC₁ of a regular square
frustum ABCD-A₁B₁C₁D₁, from the two radii (base edges) and the height, the slant height or the lateral
edge (DynaSolidGeo, length/distance). ``answer`` works in the section, an isosceles trapezoid (sympy):
the foot of B₁ on AB is (R + r) from A, so AB₁ = √(h² + (R + r)²), with h = √(l² − (R − r)²) when the slant
height is given; for the square frustum the section through AA₁C₁C has parallel sides a√2 and b√2;
``verify`` places the solid in coordinates, finds the height by bisection (brentq) on the stated slant
or lateral edge, and measures the segment (numpy)."""
import numpy as np
import sympy as sp
from scipy.optimize import brentq

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import surd_text


@seed_program(
    id="frustum_section_diagonal_length", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/frustums/slant_height", "solid_figures/round_solids/axial_section",
              "solid_figures/sections/diagonal_section"],
    source="DynaSolidGeo-style (length: the diagonal of the axial / diagonal section of a frustum)",
    variations=["numeric_values", "lengths_ratios", "camera"],
)
class FrustumSectionDiagonalLength(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("round", "square")), small=IntRange(1, 5), gap=IntRange(1, 5), height=IntRange(2, 9),
                      given=OneOf(("height", "height", "slant"))),
        hard=dict(kind=OneOf(("round", "square")), small=IntRange(3, 12), gap=IntRange(2, 9), height=IntRange(4, 16),
                  given=OneOf(("height", "slant", "slant"))),
        hard_means="larger frustums and mostly the slant height (lateral edge) given instead of the height, so the "
                   "height must first come out of the trapezoid (or, for the square frustum, the diagonal section)",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        for _ in attempts("a frustum whose stated slant or lateral edge is a whole number"):
            r = space.small.draw(rng)
            R = r + space.gap.draw(rng)
            h = space.height.draw(rng)
            given = space.given.draw(rng)
            if given == "height":
                return {"kind": kind, "R": R, "r": r, "h": h}
            # slant: a whole slant height (round) or lateral edge (square) above the run it must climb
            # round: the run is R − r; square (R, r the base edges): the run of a lateral edge is (R − r)/√2
            run2 = (R - r) ** 2 if kind == "round" else (R - r) ** 2 / 2
            lo = int(np.floor(np.sqrt(run2))) + 1
            slant = lo + int(rng.integers(0, 6))
            return {"kind": kind, "R": R, "r": r, "l": slant}

    # -- text ---------------------------------------------------------------------------------
    def _given(self, g, hide=None):
        v = {k: (k if hide == k else g[k]) for k in ("R", "r", "h", "l") if k in g}
        if g["kind"] == "round":
            third = f"height {v['h']}" if "h" in g else f"slant height {v['l']}"
            return (f"A frustum of a cone has bottom radius {v['R']}, top radius {v['r']} and {third}. AB is a diameter "
                    f"of the bottom circle and A₁B₁ the parallel diameter of the top circle, with A₁ on the same side as A, "
                    f"so ABB₁A₁ is its axial section.")
        third = f"height {v['h']}" if "h" in g else f"lateral edge {v['l']}"
        return (f"ABCD-A₁B₁C₁D₁ is a regular square frustum (square bases, equal lateral edges) with bottom edge "
                f"{v['R']}, top edge {v['r']} and {third}.")

    def _asked(self, g):
        return "the length of the diagonal AB₁ of the axial section" if g["kind"] == "round" else "the length of AC₁"

    def question(self, g):
        return self._given(g) + f" Find {self._asked(g)} (exact, or rounded to two decimal places)."

    def description(self, g):
        return self._given(g) + " The figure shows the frustum and the segment asked for."

    # -- answer: in the trapezoid of the section -------------------------------------------------------
    def _section(self, p):
        """(longer side, shorter side, height) of the isosceles trapezoid of the section, exact."""
        R, r = sp.Integer(p["R"]), sp.Integer(p["r"])
        big, small = (2 * R, 2 * r) if p["kind"] == "round" else (R * sp.sqrt(2), r * sp.sqrt(2))
        if "h" in p:
            return big, small, sp.Integer(p["h"])
        leg = sp.Integer(p["l"])
        return big, small, sp.sqrt(leg ** 2 - ((big - small) / 2) ** 2)   # the leg over its run

    def _exact(self, p):
        big, small, h = self._section(p)
        return sp.radsimp(sp.sqrt(sp.expand(h ** 2 + ((big + small) / 2) ** 2)))

    def answer(self, p):
        return Number(float(self._exact(p)))

    # -- verify: coordinates ------------------------------------------------------------------------
    def _points(self, g, h):
        R, r = float(g["R"]), float(g["r"])
        if g["kind"] == "round":
            return {"A": np.array([-R, 0, 0]), "B": np.array([R, 0, 0]), "A₁": np.array([-r, 0, h]),
                    "B₁": np.array([r, 0, h])}
        out = {}
        for i, name in enumerate("ABCD"):
            ang = np.radians(225 + 90 * i)
            out[name] = np.array([R / np.sqrt(2) * np.cos(ang), R / np.sqrt(2) * np.sin(ang), 0.0])
            out[name + "₁"] = np.array([r / np.sqrt(2) * np.cos(ang), r / np.sqrt(2) * np.sin(ang), h])
        return out

    def verify(self, g):
        if "h" in g:
            h = float(g["h"])
        else:
            h = brentq(lambda z: np.linalg.norm(self._points(g, z)["A₁"] - self._points(g, z)["A"]) - g["l"],
                       1e-9, float(g["l"]), xtol=1e-14)
        X = self._points(g, h)
        if g["kind"] == "square":
            assert abs(np.linalg.norm(X["A"] - X["B"]) - g["R"]) < 1e-9 and abs(np.linalg.norm(X["A₁"] - X["B₁"]) - g["r"]) < 1e-9
        far = "B₁" if g["kind"] == "round" else "C₁"
        return Number(float(np.linalg.norm(X[far] - X["A"])))

    # -- figure -------------------------------------------------------------------------------
    def scene(self, g):
        _, _, h = self._section(g)
        h = float(h)
        X = self._points(g, h)
        s = Scene()
        if g["kind"] == "round":
            s.solid("frustum", (0, 0, 0), float(g["R"]), height=h, top_radius=float(g["r"]))
            for k, v in X.items():
                s.point(k, v)
            s.segment("A", "B", style="hidden")
            s.segment("A₁", "B₁", style="hidden")
            s.segment("A", "A₁", style="edge")
            s.segment("B", "B₁", style="edge")
            s.segment("A", "B₁", style="auxiliary")
            s.azimuth_range = (200.0, 340.0)                     # the axial section seen from the front
            return s
        faces = [["A", "B", "C", "D"], ["A₁", "B₁", "C₁", "D₁"]]
        faces += [[a, b, b + "₁", a + "₁"] for a, b in zip("ABCD", "BCDA")]
        s.polyhedron(X, faces)
        s.segment("A", "C₁", style="auxiliary")
        return s

    # -- other views ----------------------------------------------------------------------------
    def subquestions(self, g):
        big, small, h = self._section(g)
        return [SubQuestion(self._given(g) + " Find the height of the frustum.", Number(float(h)),
                            "solid_figures/frustums/slant_height")]

    def backward(self, g):
        shown = float(f"{float(self._exact(g)):.10g}")
        big, small, _ = self._section(g)
        h2 = shown ** 2 - float((big + small) / 2) ** 2
        if "h" in g:
            return Backward(self._given(g, hide="h") + f" Then {self._asked(g)} is {shown}. Find h.",
                            Number(float(np.sqrt(h2))), "h")
        leg = np.sqrt(h2 + float((big - small) / 2) ** 2)
        return Backward(self._given(g, hide="l") + f" Then {self._asked(g)} is {shown}. Find l.", Number(float(leg)), "l")

    def reasoning(self, p):
        big, small, h = self._section(p)
        name = "the axial section ABB₁A₁" if p["kind"] == "round" else "the diagonal section ACC₁A₁"
        steps = [f"{name[0].upper() + name[1:]} is an isosceles trapezoid with parallel sides {surd_text(big)} and "
                 f"{surd_text(small)}" + ("" if p["kind"] == "round" else " (the diagonals of the bases)") + "."]
        if "h" not in p:
            steps.append(f"Its legs are the {'slant height' if p['kind'] == 'round' else 'lateral edges'} {p['l']}, and each "
                         f"leg runs ({surd_text(big)} − {surd_text(small)})/2 = {surd_text((big - small) / 2)} sideways, so "
                         f"the height is √({p['l']}² − ({surd_text((big - small) / 2)})²) = {surd_text(h)}.")
        far = "B₁" if p["kind"] == "round" else "C₁"
        steps.append(f"The foot of {far} on the bottom side is ({surd_text(big)} + {surd_text(small)})/2 = "
                     f"{surd_text((big + small) / 2)} from A, so A{far} = √(({surd_text(h)})² + ({surd_text((big + small) / 2)})²) = "
                     f"{surd_text(self._exact(p))} ≈ {float(self._exact(p)):.4f}.")
        return steps
