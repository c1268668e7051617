"""Solid geometry (length): three equal balls lie on a table (touching each other, or with their centres a
given distance apart) and a fourth ball rests on top of them; find how high the top of the upper ball
(or its centre) is above the table — four equal balls stacked as a tetrahedron included (DynaSolidGeo,
length/distance). ``answer`` is synthetic (sympy): the centres of the lower balls form an equilateral
triangle of circumradius ρ (side/√3) at height r, and the upper centre lies above its centre with
(r + R)² = ρ² + h²; ``verify`` solves |O₄Oᵢ| = r + R for the upper centre in coordinates by least squares
(numpy / scipy)."""
import numpy as np
import sympy as sp
from scipy.optimize import least_squares

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import surd_text

LOWER = ("O₁", "O₂", "O₃")


@seed_program(
    id="stacked_balls_top_height", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/tetrahedra/regular_tetrahedron", "solid_figures/pyramids/height_from_lateral_edge"],
    source="DynaSolidGeo-style (length: balls stacked on a table)",
    variations=["numeric_values", "lengths_ratios", "real_life_contexts", "camera"],
)
class StackedBallsTopHeight(SeedProgram):
    levels = Levels(
        standard=dict(r=IntRange(1, 9), top=OneOf(("equal", "other", "other")), apart=OneOf((False,)),
                      ask=OneOf(("top", "top", "centre"))),
        hard=dict(r=IntRange(2, 12), top=OneOf(("equal", "other", "other")), apart=OneOf((True, True, False)),
                  ask=OneOf(("top", "centre"))),
        hard_means="mostly lower balls that do not touch (their centres a given distance apart, so the circumradius "
                   "comes from that distance and the upper ball may sink deep between them), larger balls",
    )

    def sample(self, rng, space):
        r = space.r.draw(rng)
        top = space.top.draw(rng)
        g = {"r": r, "ask": space.ask.draw(rng)}
        for _ in attempts("an upper ball that rests on the three lower ones above the table"):
            R = r if top == "equal" else int(rng.integers(max(1, r // 2), 2 * r + 2))
            d = 2 * r + (int(rng.integers(1, r + 2)) if space.apart.draw(rng) else 0)
            rho2 = d * d / 3
            if (r + R) ** 2 - rho2 <= 0.25:                  # falls through, or hardly above the centres
                continue
            if r + np.sqrt((r + R) ** 2 - rho2) - R < 0.3:     # would touch the table
                continue
            if top != "equal":
                g["R"] = R
            if d != 2 * r:
                g["d"] = d
            return g

    # -- text ---------------------------------------------------------------------------------
    def _given(self, g, hide=None):
        r = "r" if hide == "r" else g["r"]
        if "d" in g:
            lower = (f"Three balls of radius {r} lie on a horizontal table with their centres O₁, O₂, O₃ each "
                     f"{g['d']} apart (the balls do not touch each other).")
        else:
            lower = f"Three balls of radius {r} with centres O₁, O₂, O₃ lie on a horizontal table, each touching the other two."
        if "R" in g:
            R = "R" if hide == "R" else g["R"]
            upper = f" A fourth ball, of radius {R} and centre O₄, rests on top of them, touching all three."
        else:
            upper = " A fourth ball of the same radius, with centre O₄, rests on top of them, touching all three."
        return lower + upper

    def _asked(self, g):
        return ("the height of the highest point of the fourth ball above the table" if g["ask"] == "top"
                else "the height of O₄ above the table")

    def question(self, g):
        return self._given(g) + f" Find {self._asked(g)} (exact, or rounded to two decimal places)."

    def description(self, g):
        return self._given(g) + " The figure shows the four balls on the table, their centres and the segments from O₄ to O₁, O₂, O₃."

    # -- answer ---------------------------------------------------------------------------------
    def _parts(self, p):
        """(ρ, h): the circumradius of O₁O₂O₃ and the height of O₄ above their plane, exact."""
        r = sp.Integer(p["r"])
        R = sp.Integer(p.get("R", p["r"]))
        side = sp.Integer(p.get("d", 2 * p["r"]))
        rho = side / sp.sqrt(3)
        return sp.radsimp(rho), sp.sqrt(sp.expand((r + R) ** 2 - rho ** 2))

    def _exact(self, p):
        _, h = self._parts(p)
        centre = p["r"] + h
        return sp.radsimp(centre + p.get("R", p["r"])) if p["ask"] == "top" else centre

    def answer(self, p):
        return Number(float(self._exact(p)))

    # -- verify: coordinates ------------------------------------------------------------------------
    def verify(self, g):
        r = float(g["r"])
        R = float(g.get("R", g["r"]))
        d = float(g.get("d", 2 * g["r"]))
        lower = [np.array([0.0, 0.0, r]), np.array([d, 0.0, r]), np.array([d / 2, d * np.sqrt(3) / 2, r])]
        assert all(abs(np.linalg.norm(p - q) - d) < 1e-9 for p in lower for q in lower if p is not q)
        sol = least_squares(lambda x: [np.linalg.norm(x - c) - (r + R) for c in lower],
                            np.array([d / 3, d / 3, r + R + 1.0]), xtol=1e-15, ftol=1e-15, gtol=1e-15)
        top = sol.x
        assert max(abs(np.linalg.norm(top - c) - (r + R)) for c in lower) < 1e-9 and top[2] - R > 0
        return Number(float(top[2] + R) if g["ask"] == "top" else float(top[2]))

    # -- figure -------------------------------------------------------------------------------
    def scene(self, g):
        r = float(g["r"])
        R = float(g.get("R", g["r"]))
        d = float(g.get("d", 2 * g["r"]))
        rho = d / np.sqrt(3)
        s = Scene()
        w = rho + r + 0.6 * r
        for i, (x, y) in enumerate([(-w, -w), (w, -w), (w, w), (-w, w)]):
            s.point(f"_t{i}", (x, y, 0.0), show_label=False, dot=False)
        s.face([f"_t{i}" for i in range(4)], color="#d6c8b0", opacity=0.35)
        for k, name in enumerate(LOWER):
            ang = np.radians(90 + 120 * k)
            c = (rho * np.cos(ang), rho * np.sin(ang), r)
            s.solid("sphere", c, r, color="#93c5fd", opacity=0.25)
            s.point(name, c)
        h = float(self._parts(g)[1])
        s.solid("sphere", (0, 0, r + h), R, color="#fca5a5", opacity=0.25)
        s.point("O₄", (0, 0, r + h))
        for name in LOWER:
            s.segment("O₄", name, style="auxiliary")
        s.segment("O₁", "O₂", style="hidden")
        s.segment("O₂", "O₃", style="hidden")
        s.segment("O₃", "O₁", style="hidden")
        s.azimuth_range = (0.0, 360.0)
        return s

    # -- other views ----------------------------------------------------------------------------
    def subquestions(self, g):
        rho, _ = self._parts(g)
        side = g.get("d", 2 * g["r"])
        return [SubQuestion(f"Three points O₁, O₂, O₃ are each {side} apart. Find the radius of the circle through them.",
                            Number(float(rho)), "solid_figures/pyramids/height_from_lateral_edge")]

    def backward(self, g):
        shown = float(f"{float(self._exact(g)):.10g}")
        r = g["r"]
        rho2 = g.get("d", 2 * r) ** 2 / 3
        if "R" in g:
            if g["ask"] == "top":
                H = shown - r                                   # H − R = √((r + R)² − ρ²)
                R = (H * H - r * r + rho2) / (2 * (H + r))
            else:
                R = np.sqrt((shown - r) ** 2 + rho2) - r
            return Backward(self._given(g, hide="R") + f" Then {self._asked(g)} is {shown}. Find R.", Number(R), "R")
        R = r
        if "d" in g:                                            # mask the distance between the lower centres
            h = shown - r - (R if g["ask"] == "top" else 0)      # h² = (r + R)² − d²/3
            d = np.sqrt(3 * ((r + R) ** 2 - h * h))
            return Backward(self._given({**g, "d": "d"}) + f" Then {self._asked(g)} is {shown}. Find d.", Number(d), "d")
        unit = float(self._exact({**g, "r": 1}))                 # four equal touching balls: lengths ∝ r
        return Backward(self._given(g, hide="r") + f" Then {self._asked(g)} is {shown}. Find r.", Number(shown / unit), "r")

    def reasoning(self, p):
        rho, h = self._parts(p)
        r, R = p["r"], p.get("R", p["r"])
        side = p.get("d", 2 * r)
        steps = [f"The centres O₁, O₂, O₃ are all at height {r} and form an equilateral triangle of side {side}"
                 + (" (touching balls: 2r)" if "d" not in p else "") + f", whose circumradius is {side}/√3 = {surd_text(rho)}.",
                 f"O₄ is {r} + {R} = {r + R} from each of them, so it lies above the centre of that triangle (a regular "
                 f"pyramid O₄-O₁O₂O₃ with lateral edge {r + R}).",
                 f"Its height over the plane of the centres is √({r + R}² − ({surd_text(rho)})²) = {surd_text(h)}."]
        if p["ask"] == "top":
            steps.append(f"The top of the fourth ball is {r} + {surd_text(h)} + {R} = {surd_text(self._exact(p))} ≈ "
                         f"{float(self._exact(p)):.4f} above the table.")
        else:
            steps.append(f"O₄ is {r} + {surd_text(h)} = {surd_text(self._exact(p))} ≈ {float(self._exact(p)):.4f} above the table.")
        return steps
