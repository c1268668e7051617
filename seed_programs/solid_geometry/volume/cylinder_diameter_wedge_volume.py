"""Solid geometry (volume, exact): a plane through a diameter AB of the lower base of a right circular
cylinder rises to the point C of the generatrix through D, where OD ⟂ AB (O the centre of the base);
it cuts off a wedge (Archimedes' "hoof", the ungula). Given the radius and DC, or (hard) the angle
between the plane and the base, find the volume of the wedge (2r²h/3, no π) or of the rest of the
cylinder. ``answer`` slices the wedge perpendicular to AB into right triangles (Cavalieri, closed form
with sympy); ``verify`` integrates the height of the plane over the half disc in polar coordinates."""
import math

import sympy as sp

from dynaforge.sdk import (Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion,
                           seed_program)
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_volume_area import exact_text

LABELS = [("O", "A", "B", "D", "C"), ("O", "M", "N", "P", "Q"), ("O₁", "A", "B", "E", "F"), ("O", "E", "F", "G", "H")]
TAN = {30: sp.sqrt(3) / 3, 45: sp.Integer(1), 60: sp.sqrt(3)}


@seed_program(
    id="cylinder_diameter_wedge_volume", topic="solid_geometry", category="volume",
    level="undergraduate", difficulty="hard", question_type="free_form",
    concepts=["solid_figures/round_solids/cylinder_volume", "solid_figures/angles/dihedral_plane_angle",
              "calculus/integrals/volume_of_revolution"],
    source="DynaSolidGeo-style (the cylindrical wedge / ungula cut by a plane through a diameter of the base)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CylinderDiameterWedgeVolume(SeedProgram):
    levels = Levels(
        standard=dict(given=OneOf(("height",)), radius=IntRange(2, 10), rise=IntRange(2, 11), headroom=IntRange(0, 4),
                      angle=OneOf((45,)), part=OneOf(("wedge",)), labels=OneOf(tuple(range(len(LABELS))))),
        hard=dict(given=OneOf(("angle",)), radius=IntRange(2, 9), rise=IntRange(1, 9), headroom=IntRange(1, 6),
                  angle=OneOf((30, 45, 60)), part=OneOf(("wedge", "rest")), labels=OneOf(tuple(range(len(LABELS))))),
        hard_means="the plane is given by its angle with the base (30°, 45° or 60°: DC = r·tan θ, surds), and half "
                   "the time the rest of the cylinder is asked (πr²H minus the wedge, a mixed exact answer)",
    )

    def sample(self, rng, space):
        """Givens: r, H and DC (or the angle θ between the plane and the base), which part, the labels."""
        labels = list(LABELS[space.labels.draw(rng)])
        r = space.radius.draw(rng)
        given = space.given.draw(rng)
        part = space.part.draw(rng)
        if given == "height":
            h = space.rise.draw(rng)
            return {"given": given, "r": r, "DC": h, "H": h + space.headroom.draw(rng), "part": part,
                    "labels": labels}
        theta = space.angle.draw(rng)
        h = float(r * TAN[theta])
        H = int(h) + space.headroom.draw(rng)
        return {"given": given, "r": r, "theta": theta, "H": H, "part": part, "labels": labels}

    # -- text -----------------------------------------------------------------------------------
    def _setting(self, g, hide=None):
        O, A, B, D, C = g["labels"]
        r = "x" if hide == "r" else g["r"]
        s = (f"A right circular cylinder has base radius {r} and height {g['H']}; {O} is the centre of its lower "
             f"base, {A}{B} is a diameter of the lower base, and {D} is the point of the lower rim with {O}{D} ⟂ "
             f"{A}{B}. A plane through {A}{B} meets the generatrix through {D} at {C}")
        if g["given"] == "height":
            s += f", with {D}{C} = {g['DC']}."
        else:
            s += f", and makes an angle of {g['theta']}° with the base (∠{C}{O}{D} = {g['theta']}°)."
        return s + f" The plane cuts a wedge {A}{B}{C}{D} off the cylinder (the part under the plane on the side of {D})."

    def _asked(self, g):
        return "the wedge" if g["part"] == "wedge" else "the rest of the cylinder (the cylinder without the wedge)"

    def question(self, g):
        return f"{self._setting(g)} Find the volume of {self._asked(g)} (exact value)."

    def description(self, g):
        return self._setting(g)

    # -- answer ---------------------------------------------------------------------------------
    def _k(self, p):
        """DC / r, the slope of the plane (sympy)."""
        if p["given"] == "height":
            return sp.Rational(p["DC"], p["r"])
        return TAN[p["theta"]]

    def _value(self, p):
        r = sp.Integer(p["r"])
        k = self._k(p)
        # the slice at distance x from O along AB is a right triangle with legs √(r² − x²) and k·√(r² − x²)
        wedge = sp.Rational(2, 3) * k * r ** 3          # ∫ k(r² − x²)/2 dx over [−r, r]
        if p["part"] == "wedge":
            return sp.radsimp(wedge)
        return sp.pi * r ** 2 * p["H"] - sp.radsimp(wedge)

    def answer(self, p):
        return Expression(str(self._value(p)))

    def verify(self, g):
        # Independent: the plane z = (DC/r)·y over the half disc y ≥ 0, integrated in polar coordinates
        # (sympy), the slope from the stated DC or from tan θ computed by sympy.
        r, H = sp.Integer(g["r"]), sp.Integer(g["H"])
        slope = sp.Rational(g["DC"], g["r"]) if g["given"] == "height" else sp.tan(sp.pi * g["theta"] / 180)
        rho, phi = sp.symbols("rho phi", nonnegative=True)
        wedge = sp.integrate(sp.integrate(slope * rho * sp.sin(phi) * rho, (rho, 0, r)), (phi, 0, sp.pi))
        vol = wedge if g["part"] == "wedge" else sp.pi * r ** 2 * H - wedge
        return Expression(str(sp.radsimp(sp.simplify(vol))))

    # -- figure ---------------------------------------------------------------------------------
    def scene(self, g):
        O, A, B, D, C = g["labels"]
        r, H = float(g["r"]), float(g["H"])
        k = float(self._k(g))
        s = Scene()
        s.solid("cylinder", (0, 0, 0), r, H, color="lightsteelblue", opacity=0.2)
        s.point(O, (0, 0, 0))
        s.point(A, (-r, 0, 0))
        s.point(B, (r, 0, 0))
        s.point(D, (0, r, 0))
        s.point(C, (0, r, k * r))
        arc = [(r * math.cos(t), r * math.sin(t), k * r * math.sin(t))
               for t in (math.pi * (1 - j / 48) for j in range(49))]
        s.curve(arc, style="edge")
        names = [s.point(f"_w{j}", xyz, show_label=False, dot=False) for j, xyz in enumerate(arc[::4])]
        s.face(names, color="#fbbf24", opacity=0.4, with_edges=False)
        s.segment(A, B, style="edge")
        s.segment(D, C, style="edge")
        s.segment(O, D, style="auxiliary")
        s.segment(O, C, style="auxiliary")
        s.azimuth_range = (35.0, 145.0)
        return s

    # -- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        O, A, B, D, C = g["labels"]
        k = self._k(g)
        out = []
        if g["given"] == "angle":
            out.append(SubQuestion(f"In the right triangle {C}{D}{O} (right angle at {D}), {O}{D} = {g['r']} and "
                                   f"∠{C}{O}{D} = {g['theta']}°. Find {D}{C} (exact value).",
                                   Expression(str(sp.radsimp(k * g["r"]))), "solid_figures/angles/dihedral_plane_angle"))
        out.append(SubQuestion(f"A plane perpendicular to {A}{B} at distance t from {O} cuts the wedge in a right "
                               f"triangle. Find its area when t = 0 (exact value).",
                               Expression(str(sp.radsimp(k * g["r"] ** 2 / 2))),
                               "solid_figures/composite_solids/volume_addition"))
        return out

    def _value_text(self, p):
        if p["part"] == "wedge":
            return exact_text(self._value(p))
        wedge = sp.radsimp(sp.Rational(2, 3) * self._k(p) * p["r"] ** 3)
        return f"{p['r'] ** 2 * p['H']}π − {exact_text(wedge)}"

    def backward(self, g):
        return Backward(f"{self._setting(g, hide='r')} The volume of {self._asked(g)} is {self._value_text(g)}. "
                        f"Find x.", Number(float(g["r"])), "r")

    def reasoning(self, p):
        O, A, B, D, C = p["labels"]
        r, k = sp.Integer(p["r"]), self._k(p)
        wedge = sp.radsimp(sp.Rational(2, 3) * k * r ** 3)
        steps = []
        if p["given"] == "angle":
            steps.append(f"{O}{D} ⟂ {A}{B} and {D}{C} ⟂ base, so {C}{O} ⟂ {A}{B} (three perpendiculars) and ∠{C}{O}{D} "
                         f"= {p['theta']}° is the plane angle: {D}{C} = {r}·tan {p['theta']}° = {surd_text(k * r)}.")
        steps.append(f"Cut the wedge by a plane perpendicular to {A}{B} at distance x from {O}: the section is a right "
                     f"triangle with one leg √(r² − x²) in the base and the other {surd_text(k)}·√(r² − x²) (similar to "
                     f"{O}{D}{C}), of area {surd_text(k / 2)}·(r² − x²).")
        steps.append(f"V = ∫ from −{r} to {r} of {surd_text(k / 2)}·({r}² − x²) dx = {surd_text(k / 2)}·(4/3)·{r}³ = "
                     f"(2/3)·r²·{D}{C} = {surd_text(wedge)}.")
        if p["part"] == "rest":
            steps.append(f"The cylinder has volume π·{r}²·{p['H']} = {r ** 2 * p['H']}π, so the rest is "
                         f"{r ** 2 * p['H']}π − {surd_text(wedge)}.")
        return steps
