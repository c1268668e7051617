"""Solid geometry (length, competition): the distance between the centre O of the circumscribed sphere
and the centre I of the inscribed sphere of a regular triangular, square or hexagonal pyramid, given the
base edge and the height or a lateral edge (DynaSolidGeo, length/distance). Both centres lie on the axis
PH: HO = (h² − ρ²)/(2h) (ρ the base circumradius; negative when O is below the base) and HI = r = h·q/(q + s)
(q the apothem of the base, s the slant height of a face); ``answer`` subtracts these (sympy); ``verify``
fits the sphere through the vertices and the sphere tangent to the faces in coordinates (numpy)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import point_plane_distance, regular_polygon_xy, regular_solid_name, surd_text
from dynaforge.sdk.solid_length_moving import value_text
from dynaforge.sdk.solid_measure import circumsphere
from dynaforge.sdk.solid_metric import tangent_sphere

LETTERS = "ABCDEF"


def _rho_q(n, a):
    """Exact circumradius and apothem of the regular n-gon (n = 3, 4, 6) with side a."""
    a = sp.sympify(a)
    return {3: (a * sp.sqrt(3) / 3, a * sp.sqrt(3) / 6), 4: (a * sp.sqrt(2) / 2, a / 2),
            6: (a, a * sp.sqrt(3) / 2)}[n]


@seed_program(
    id="regular_pyramid_sphere_centres_distance", topic="solid_geometry", category="length_distance",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/spheres/circumscribed_sphere_of_pyramid", "solid_figures/spheres/inscribed_sphere_volume_method",
              "solid_figures/pyramids/regular_pyramid_foot"],
    source="DynaSolidGeo-style (length: in- and circumcentre of a regular pyramid)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class RegularPyramidSphereCentresDistance(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((4,)), half=IntRange(2, 24), h=IntRange(2, 36), lateral_share=0.0, general_share=0.5,
                      apex=OneOf(("P", "S", "V"))),
        hard=dict(n=OneOf((3, 4, 6), p=[0.4, 0.2, 0.4]), half=IntRange(2, 9), h=IntRange(3, 16), lateral_share=0.5,
                  general_share=1.0, apex=OneOf(("P", "S", "V"))),
        hard_means="triangular and hexagonal bases with any edge (surd apothems and slant heights), half of them "
                   "given by the lateral edge so the height comes first; the standard level is mostly square "
                   "pyramids whose apothem, height and slant height form a Pythagorean triple",
    )

    def sample(self, rng, space):
        n = int(space.n.draw(rng))
        apex = space.apex.draw(rng)
        general = rng.random() < space.general_share
        for _ in attempts("a pyramid (Pythagorean apothem-height-slant for the friendly square ones) whose "
                          "two centres differ, at least 0.6 as high as wide"):
            q, h = int(space.half.draw(rng)), int(space.h.draw(rng))
            a = 2 * q if n == 4 else int(rng.integers(3, 17))
            if not general and (n != 4 or math.isqrt(q * q + h * h) ** 2 != q * q + h * h):
                continue
            rho, _ = _rho_q(n, a)
            if h < 0.6 * float(rho) or abs(self._gap(n, a, sp.Integer(h))) < 0.05 * h:
                continue
            g = {"n": n, "a": a, "apex": apex}
            if rng.random() < space.lateral_share:
                l2 = sp.Integer(h) ** 2 + rho ** 2
                if not (l2.is_integer and math.isqrt(int(l2)) ** 2 == int(l2)):
                    continue
                g["l"] = math.isqrt(int(l2))
            else:
                g["h"] = h
            return g

    @staticmethod
    def _gap(n, a, h):
        rho, q = _rho_q(n, a)
        return (h ** 2 - rho ** 2) / (2 * h) - h * q / (q + sp.sqrt(h ** 2 + q ** 2))

    # -- text -------------------------------------------------------------------------------------------
    def _base(self, g):
        return LETTERS[:g["n"]]

    def _head(self, g, hide=None):
        B, P = self._base(g), g["apex"]
        size = "" if hide else (f" and height {g['h']}" if "h" in g else f" and lateral edges {g['l']}")
        return (f"{P}-{B} is a {regular_solid_name(g['n'], 'pyramid')} with base edge {g['a']}{size}. O is the "
                f"centre of the sphere through all its vertices and I the centre of the sphere that touches all "
                f"its faces")

    def question(self, g):
        return f"{self._head(g)}. Find the distance OI (exact, or rounded to two decimal places)."

    def description(self, g):
        B, P = self._base(g), g["apex"]
        return (f"{self._head(g)}. O and I lie on the axis through {P} perpendicular to the base {B} (through the "
                f"centre of the base), which is drawn dashed, together with the inscribed sphere and the radius "
                f"O{B[0]} of the circumscribed sphere.")

    # -- answer: the axis ----------------------------------------------------------------------------
    def _exact(self, p):
        rho, q = _rho_q(p["n"], p["a"])
        h = sp.sympify(p["h"]) if "h" in p else sp.sqrt(sp.sympify(p["l"]) ** 2 - rho ** 2)
        s = sp.sqrt(h ** 2 + q ** 2)
        ho = (h ** 2 - rho ** 2) / (2 * h)
        r = sp.radsimp(h * q / (q + s))
        return sp.radsimp(sp.Abs(ho - r)), h, rho, q, s, ho, r

    def answer(self, p):
        return Number(float(self._exact(p)[0]))

    # -- verify: coordinates ----------------------------------------------------------------------------
    def _coords(self, g):
        n, a = g["n"], float(g["a"])
        R = a / (2 * np.sin(np.pi / n))
        base = [np.array([x, y, 0.0]) for x, y in regular_polygon_xy(n, R)]
        h = float(g["h"]) if "h" in g else float(np.sqrt(g["l"] ** 2 - R * R))
        return base, np.array([0.0, 0.0, h])

    def verify(self, g):
        base, P = self._coords(g)
        n = g["n"]
        for i in range(n):
            if abs(np.linalg.norm(base[i] - base[(i + 1) % n]) - g["a"]) > 1e-9:
                raise AssertionError("the base is not the stated regular polygon")
        if "l" in g and abs(np.linalg.norm(P - base[0]) - g["l"]) > 1e-9:
            raise AssertionError("the lateral edge is not the stated one")
        O, _ = circumsphere(base + [P])
        planes = [base[:3]] + [[base[i], base[(i + 1) % n], P] for i in range(n)]
        I, r, res = tangent_sphere(planes, P * 0.3)
        if res > 1e-7 or abs(point_plane_distance(I, *base[:3]) - r) > 1e-7:
            raise AssertionError("no inscribed sphere")
        return Number(float(np.linalg.norm(O - I)))

    def scene(self, g):
        base, P = self._coords(g)
        B, Pn = self._base(g), g["apex"]
        s = Scene()
        s.pyramid(list(B), Pn, [tuple(v[:2]) for v in base], P)
        _, h, rho, q, sl, ho, r = self._exact(g)
        s.point("H", (0, 0, 0), show_label=False, dot=False)   # the base centre: close to O, left unlabelled
        s.point("O", (0, 0, float(ho)))
        s.point("I", (0, 0, float(r)))
        s.solid("sphere", (0, 0, float(r)), float(r), color="#fca5a5", opacity=0.25)
        low = "O" if float(ho) < 0 else "H"
        s.segment(Pn, low, style="hidden")
        s.segment("O", B[0], style="auxiliary")
        s.hiding = "hull"
        return s

    # -- views ----------------------------------------------------------------------------------------------
    def subquestions(self, g):
        _, h, rho, q, sl, ho, r = self._exact(g)
        B, P = self._base(g), g["apex"]
        size = f"height {g['h']}" if "h" in g else f"lateral edges {g['l']}"
        return [
            SubQuestion(f"{P}-{B} is a {regular_solid_name(g['n'], 'pyramid')} with base edge {g['a']} and {size}. "
                        f"Find the radius of the sphere through all its vertices (exact, or rounded to two decimal "
                        f"places).", Number(float(sp.sqrt(rho ** 2 + ho ** 2))), "solid_figures/spheres/circumscribed_sphere_of_pyramid"),
            SubQuestion(f"{P}-{B} is a {regular_solid_name(g['n'], 'pyramid')} with base edge {g['a']} and {size}. "
                        f"Find the radius of the sphere that touches all its faces (exact, or rounded to two decimal "
                        f"places).", Number(float(r)), "solid_figures/spheres/inscribed_sphere_volume_method"),
        ]

    def backward(self, g):
        value = self._exact(g)[0]
        B, P = self._base(g), g["apex"]
        key = "h" if "h" in g else "l"
        k = sp.Rational(g[key], g["a"])
        unit = self._exact({**g, "a": 1, key: k})[0]      # OI scales with the pyramid
        what = f"height is {k}" if key == "h" else f"lateral edges are {k}"
        return Backward(f"{P}-{B} is a {regular_solid_name(g['n'], 'pyramid')} whose {what} times its base edge. "
                        f"O is the centre of the sphere through all its vertices and I the centre of the sphere that "
                        f"touches all its faces, and OI = {value_text(value)}. Find the base edge.",
                        Number(float(value / unit)), "a")

    def reasoning(self, p):
        value, h, rho, q, sl, ho, r = self._exact(p)
        B, P = self._base(p), p["apex"]
        steps = [f"By symmetry both centres lie on the axis {P}H (H the centre of the base). The base has "
                 f"circumradius ρ = {surd_text(rho)} and apothem q = {surd_text(q)}."]
        if "l" in p:
            steps.append(f"Height: h = √({p['l']}² − ρ²) = {surd_text(h)}.")
        steps += [
            f"Circumscribed sphere: O{B[0]} = O{P} with HO = x gives ρ² + x² = (h − x)², so x = (h² − ρ²)/(2h) = "
            f"{surd_text(sp.radsimp(ho))} ({'above' if ho >= 0 else 'below'} the base).",
            f"Inscribed sphere: in the section through {P}, H and the midpoint of a base edge (a right triangle with "
            f"legs h and q, hypotenuse s = {surd_text(sl)}), I lies on the bisector of the angle at the base edge: "
            f"r = h·q/(q + s) {'= ' + surd_text(r) if len(surd_text(r)) <= 16 else '≈ ' + format(float(r), '.4f')}, and HI = r.",
            f"OI = |HO − HI| {'= ' + surd_text(value) + ' ≈ ' if len(surd_text(value)) <= 16 else '≈ '}{float(value):.4f}.",
        ]
        return steps
