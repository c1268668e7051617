"""Solid geometry (volume): composite round solids - a cone on a cylinder, a cylinder with a conical
hole, or a thick pipe (a cylinder with a coaxial cylindrical hole) - with the exact volume as a
multiple of π (DynaSolidGeo, volume)."""
from fractions import Fraction

import sympy

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, seed_program

KINDS = ("cone_on_cylinder", "cone_hole", "pipe")


def _pi_text(coef: Fraction) -> str:
    """A rational multiple of π in sympy syntax, e.g. 128*pi/3."""
    if coef.denominator == 1:
        return f"{coef.numerator}*pi"
    return f"{coef.numerator}*pi/{coef.denominator}"


def _pi_show(coef: Fraction) -> str:
    return f"{coef.numerator}π" if coef.denominator == 1 else f"{coef.numerator}π/{coef.denominator}"


@seed_program(
    id="round_solids_composite_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="easy", question_type="free_form",
    concepts=["solid_figures/round_solids/cylinder_volume", "solid_figures/round_solids/cone_volume",
              "solid_figures/composite_solids/volume_addition"],
    source="DynaSolidGeo-style (volume: composite cylinders and cones)",
    variations=["numeric_values", "geometric_transformations", "real_life_contexts", "camera"],
)
class RoundSolidsCompositeVolume(SeedProgram):
    levels = Levels(
        standard=dict(kind=IntRange(0, 2), radius=IntRange(2, 6), height=IntRange(3, 10), cone_height=IntRange(2, 8),
                      hole_min_share=0.0),
        hard=dict(kind=IntRange(0, 2), radius=IntRange(7, 20), height=IntRange(11, 30), cone_height=IntRange(5, 25),
                  hole_min_share=0.3),
        hard_means="radii and heights up to 20-30: four- and five-digit coefficients of π with thirds (a pipe's hole at least "
                   "0.3 of its radius, so B and O stay apart)",
    )

    def sample(self, rng, space):
        """Givens: the kind of solid, the radius, the height and k (the cone's height or the hole's radius)."""
        kind = KINDS[space.kind.draw(rng)]
        r = space.radius.draw(rng)
        if kind == "pipe":  # k is the radius of the hole
            h = space.height.draw(rng)
            k = int(rng.integers(max(1, int(space.hole_min_share * r)), r))   # B stays clear of O
        else:
            h = space.height.draw(rng)
            k = int(rng.integers(2, h)) if kind == "cone_hole" else space.cone_height.draw(rng)
        return {"kind": kind, "r": r, "h": h, "k": k}

    def _given(self, p, hide_h=False):
        r, k = p["r"], p["k"]
        h = "?" if hide_h else p["h"]
        if p["kind"] == "cone_on_cylinder":
            return (f"The solid in the figure is a cylinder with a cone standing on its top face; the cone's base "
                    f"is the whole top face of the cylinder. O and O' are the centres of the cylinder's bottom "
                    f"and top faces, A is on the bottom rim and P is the cone's apex, with OA = {r}, "
                    f"OO' = {h} and O'P = {k}.")
        if p["kind"] == "cone_hole":
            return (f"A conical hole is drilled into a solid cylinder: the hole's circular opening is the whole top "
                    f"face of the cylinder and its tip P lies on the cylinder's axis. O and O' are the centres of "
                    f"the cylinder's bottom and top faces and A is on the top rim, with O'A = {r}, OO' = {h} and "
                    f"O'P = {k}.")
        return (f"A thick pipe is a solid cylinder with a cylindrical hole drilled all the way along its axis. "
                f"O and O' are the centres of its two end faces, A is on the outer rim and B on the rim of the "
                f"hole at the end O, with OA = {r}, OB = {k} and OO' = {h}.")

    def _asked(self, p):
        if p["kind"] == "cone_on_cylinder":
            return "the volume of the whole solid"
        if p["kind"] == "cone_hole":
            return "the volume of the solid that remains"
        return "the volume of the pipe (the material, without the hole)"

    def question(self, g):
        p = g
        return self._given(p) + f" Find {self._asked(p)}, as an exact multiple of π."

    def _coef(self, p):
        r, h, k = p["r"], p["h"], p["k"]
        if p["kind"] == "cone_on_cylinder":
            return Fraction(r * r * h) + Fraction(r * r * k, 3)
        if p["kind"] == "cone_hole":
            return Fraction(r * r * h) - Fraction(r * r * k, 3)
        return Fraction((r * r - k * k) * h)

    def answer(self, p):
        return Expression(_pi_text(self._coef(p)))

    def verify(self, g):
        p = g
        # Independent: integrate the horizontal cross-section area A(z) along the axis
        z = sympy.symbols("z", real=True)
        r, h, k = (sympy.Integer(p[x]) for x in ("r", "h", "k"))
        disc = lambda rho: sympy.pi * rho ** 2  # noqa: E731
        if p["kind"] == "cone_on_cylinder":
            vol = sympy.integrate(disc(r), (z, 0, h)) + sympy.integrate(disc(r * (h + k - z) / k), (z, h, h + k))
        elif p["kind"] == "cone_hole":
            vol = sympy.integrate(disc(r), (z, 0, h - k)) + \
                sympy.integrate(disc(r) - disc(r * (z - (h - k)) / k), (z, h - k, h))
        else:
            vol = sympy.integrate(disc(r) - disc(k), (z, 0, h))
        return Expression(str(sympy.nsimplify(sympy.simplify(vol))))

    def scene(self, g):
        p = g
        r, h, k = p["r"], p["h"], p["k"]
        s = Scene()
        s.solid("cylinder", (0, 0, 0), r, height=h)
        s.point("O", (0, 0, 0))
        s.point("O'", (0, 0, h))
        if p["kind"] == "cone_on_cylinder":
            s.solid("cone", (0, 0, h), r, height=k, color="#fcd34d")
            s.point("A", (r, 0, 0))
            s.point("P", (0, 0, h + k))
            s.segment("O", "A", style="auxiliary")
            s.segment("O'", "P", style="auxiliary")
        elif p["kind"] == "cone_hole":
            s.solid("cone", (0, 0, h), r, height=k, axis=(0, 0, -1), color="#fca5a5")
            s.point("A", (r, 0, h))
            s.point("P", (0, 0, h - k))
            s.segment("O'", "A", style="auxiliary")
            s.segment("O'", "P", style="auxiliary")
        else:
            s.solid("cylinder", (0, 0, 0), k, height=h, color="#fca5a5")
            s.point("A", (r, 0, 0))
            s.point("B", (0, k, 0))
            s.segment("O", "A", style="auxiliary")
            s.segment("O", "B", style="auxiliary")
        s.segment("O", "O'", style="hidden")
        return s

    def subquestions(self, g):
        p = g
        r, h, k = p["r"], p["h"], p["k"]
        subs = [SubQuestion(f"Find the volume of a cylinder of radius {r} and height {h}, as a multiple of π.",
                            Expression(_pi_text(Fraction(r * r * h))), "solid_figures/round_solids/cylinder_volume")]
        if p["kind"] == "pipe":
            subs.append(SubQuestion(f"Find the volume of a cylinder of radius {k} and height {h}, as a multiple of π.",
                                    Expression(_pi_text(Fraction(k * k * h))),
                                    "solid_figures/round_solids/cylinder_volume"))
        else:
            subs.append(SubQuestion(f"Find the volume of a cone with base radius {r} and height {k}, as a multiple of π.",
                                    Expression(_pi_text(Fraction(r * r * k, 3))),
                                    "solid_figures/round_solids/cone_volume"))
        return subs

    def backward(self, g):
        p = g
        coef, r, k = self._coef(p), p["r"], p["k"]
        if p["kind"] == "cone_on_cylinder":
            h = coef / (r * r) - Fraction(k, 3)
        elif p["kind"] == "cone_hole":
            h = coef / (r * r) + Fraction(k, 3)
        else:
            h = coef / (r * r - k * k)
        return Backward(self._given(p, hide_h=True) + f" If {self._asked(p)} is {_pi_show(coef)}, find OO'.",
                        Number(float(h)), "h")

    def description(self, g):
        p = g
        return self._given(p) + " The axis OO' is vertical."

    def reasoning(self, p):
        r, h, k = p["r"], p["h"], p["k"]
        cyl = Fraction(r * r * h)
        steps = [f"The cylinder has radius {r} and height {h}: V_cyl = π·{r}²·{h} = {_pi_show(cyl)}."]
        if p["kind"] == "pipe":
            hole = Fraction(k * k * h)
            steps += [f"The hole is a cylinder of radius {k} and the same height: V_hole = π·{k}²·{h} = {_pi_show(hole)}.",
                      f"The pipe is the cylinder minus the hole: V = {_pi_show(cyl)} − {_pi_show(hole)} = "
                      f"{_pi_show(cyl - hole)} (equivalently π({r}² − {k}²)·{h})."]
        else:
            cone = Fraction(r * r * k, 3)
            steps.append(f"The cone has base radius {r} and height {k}: V_cone = (1/3)π·{r}²·{k} = {_pi_show(cone)}.")
            if p["kind"] == "cone_on_cylinder":
                steps.append(f"The parts are glued, so V = {_pi_show(cyl)} + {_pi_show(cone)} = {_pi_show(cyl + cone)}.")
            else:
                steps.append(f"The cone is removed, so V = {_pi_show(cyl)} − {_pi_show(cone)} = {_pi_show(cyl - cone)}.")
        return steps
