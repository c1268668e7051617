"""Solid geometry (area): a cylinder or a cone is known only through its axial section — a square, a
rectangle of given area and side ratio, an equilateral triangle or a right isosceles triangle — find
its lateral or total surface area (DynaSolidGeo, area). ``answer`` reads r, h, l off the section;
``verify`` builds the section's vertices in coordinates and integrates the surface of revolution."""
import numpy as np
from scipy.integrate import quad

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_round import fmt

SHAPES = ("square", "rectangle", "equilateral", "right")


@seed_program(
    id="axial_section_surface_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/round_solids/axial_section", "solid_figures/round_solids/cylinder_surface_area",
              "solid_figures/round_solids/cone_surface_area"],
    source="DynaSolidGeo-style (area: surface of a cylinder / cone from its axial section)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class AxialSectionSurfaceArea(SeedProgram):
    levels = Levels(
        standard=dict(shape=OneOf(SHAPES), ask=OneOf(("lateral", "total")), apex=OneOf(("P", "S", "V")),
                      square_side=IntRange(2, 12), square_given=OneOf(("side", "area")),
                      rect_radius=IntRange(2, 7), rect_k=OneOf((1, 3, 4)),
                      equilateral_side=OneOf((2, 4, 6, 8, 10, 12)), right_leg=IntRange(2, 9)),
        hard=dict(shape=OneOf(SHAPES, p=[0.15, 0.45, 0.15, 0.25]), ask=OneOf(("lateral", "total")),
                  apex=OneOf(("P", "S", "V")),
                  square_side=IntRange(13, 40), square_given=OneOf(("side", "area"), p=[0.2, 0.8]),
                  rect_radius=IntRange(5, 15), rect_k=OneOf((1, 3, 4, 5, 6)),
                  equilateral_side=OneOf(tuple(range(14, 42, 2))), right_leg=IntRange(10, 30)),
        hard_means="mostly sections given by area and side ratio (a square root and a ratio to undo before "
                   "the radius is known), larger sections",
    )

    def sample(self, rng, space):
        """Givens: the solid's axial section as stated (shape and its stated measure), what is asked;
        hidden: the side / radius the stated area encodes."""
        shape = space.shape.draw(rng)
        g = {"shape": shape, "ask": space.ask.draw(rng)}
        apex = space.apex.draw(rng)
        hidden = {}
        if shape == "square":
            a = space.square_side.draw(rng)
            given = space.square_given.draw(rng)
            g["given"] = given
            if given == "side":
                g["a"] = a
            else:
                g["area"] = a ** 2
                hidden["a"] = a
        elif shape == "rectangle":   # width 2r, height h = k·r with k ≠ 2
            r = space.rect_radius.draw(rng)
            k = space.rect_k.draw(rng)
            g.update(k=k, area=2 * r * k * r)
            hidden["a"] = r
        elif shape == "equilateral":
            g["a"] = space.equilateral_side.draw(rng)
        else:
            g["a"] = space.right_leg.draw(rng)      # the legs (generatrices) l; r = l/√2
        if shape in ("equilateral", "right"):
            g["apex"] = apex
        return g, hidden

    def _rhl(self, g):
        """Radius, height and (for cones) slant height read off the stated section."""
        s = g["shape"]
        if s == "square":
            a = g["a"] if g["given"] == "side" else float(np.sqrt(g["area"]))
            return a / 2, float(a), None
        if s == "rectangle":
            r = float(np.sqrt(g["area"] / (2 * g["k"])))
            return r, g["k"] * r, None
        a = g["a"]
        if s == "equilateral":
            return a / 2, a * np.sqrt(3) / 2, float(a)
        return a / np.sqrt(2), a / np.sqrt(2), float(a)

    def question(self, g):
        p = g
        P = p.get("apex")
        what = "lateral surface area" if p["ask"] == "lateral" else "total surface area"
        s = p["shape"]
        if s == "square":
            sec = (f"its axial section ABCD is a square of side {p['a']}" if p["given"] == "side"
                   else f"its axial section ABCD is a square of area {p['area']}")
            return f"A cylinder has bottom centre O and top centre O₁; {sec} (A, B on the bottom rim). Find its {what}."
        if s == "rectangle":
            return (f"A cylinder has bottom centre O and top centre O₁; its axial section ABCD (A, B on the bottom rim) "
                    f"is a rectangle of area {p['area']} whose height BC is {p['k'] / 2:g} times its base AB. "
                    f"Find its {what}.").replace("0.5 times", "half")
        if s == "equilateral":
            return (f"A cone has apex {P} and base centre O; its axial section {P}AB (A, B on the base circle) is an "
                    f"equilateral triangle of side {p['a']}. Find its {what}.")
        return (f"A cone has apex {P} and base centre O; its axial section {P}AB (A, B on the base circle) is a right "
                f"isosceles triangle with the right angle at {P} and legs {P}A = {P}B = {p['a']}. Find its {what}.")

    def answer(self, p):
        r, h, l = self._rhl(p)
        if l is None:
            return Number(float(2 * np.pi * r * h + (2 * np.pi * r * r if p["ask"] == "total" else 0)))
        return Number(float(np.pi * r * l + (np.pi * r * r if p["ask"] == "total" else 0)))

    def _section(self, g):
        p = g
        """The section's vertices in the x-z plane, solved from the given data in coordinates."""
        s = p["shape"]
        if s in ("square", "rectangle"):
            if s == "square":
                side = float(np.sqrt(p["area"])) if p["given"] == "area" else float(p["a"])
                w, ht = side, side
            else:   # area = w·(k/2)w
                w = float(np.sqrt(p["area"] / (p["k"] / 2)))
                ht = p["k"] / 2 * w
            return [np.array([-w / 2, 0, 0]), np.array([w / 2, 0, 0]), np.array([w / 2, 0, ht]), np.array([-w / 2, 0, ht])]
        a = float(p["a"])
        ang = np.radians(60.0 if s == "equilateral" else 45.0)   # base angle of the triangle
        A, B = np.array([-a * np.cos(ang), 0, 0]), np.array([a * np.cos(ang), 0, 0])
        return [A, B, np.array([0.0, 0.0, a * np.sin(ang)])]

    def verify(self, g):
        # Independent: the section's vertices solved in coordinates, the surface by integration.
        p = g
        pts = self._section(p)
        r = float(np.linalg.norm(pts[1] - pts[0])) / 2
        if len(pts) == 4:
            h = float(np.linalg.norm(pts[2] - pts[1]))
            side = quad(lambda z: 2 * np.pi * r, 0, h)[0]
            discs = 2 * quad(lambda u: 2 * np.pi * u, 0, r)[0]
        else:
            h = float(pts[2][2])
            slope = -r / h
            side = quad(lambda z: 2 * np.pi * (r + slope * z) * np.sqrt(1 + slope * slope), 0, h)[0]
            discs = quad(lambda u: 2 * np.pi * u, 0, r)[0]
        return Number(side + (discs if p["ask"] == "total" else 0.0))

    def scene(self, g):
        p = g
        pts = self._section(p)
        r = float(np.linalg.norm(pts[1] - pts[0])) / 2
        s = Scene()
        s.point("O", (0, 0, 0))
        s.point("A", pts[0])
        s.point("B", pts[1])
        if len(pts) == 4:
            h = float(pts[2][2])
            s.solid("cylinder", (0, 0, 0), r, height=h)
            s.point("C", pts[2])
            s.point("D", pts[3])
            s.point("O₁", (0, 0, h))
            s.face(["A", "B", "C", "D"], color="#fca5a5", opacity=0.45)
            s.segment("A", "B", style="auxiliary")
            s.segment("B", "C", style="auxiliary")
            s.segment("C", "D", style="auxiliary")
            s.segment("D", "A", style="auxiliary")
            s.segment("O", "O₁", style="hidden")
            return s
        P = p["apex"]
        s.solid("cone", (0, 0, 0), r, height=float(pts[2][2]))
        s.point(P, pts[2])
        s.face(["A", "B", P], color="#fca5a5", opacity=0.45)
        s.segment(P, "A", style="auxiliary")
        s.segment(P, "B", style="auxiliary")
        s.segment("A", "B", style="auxiliary")
        s.segment(P, "O", style="hidden")
        return s

    def description(self, g):
        p = g
        return self.question(p).rsplit(" Find", 1)[0]

    def subquestions(self, g):
        p = g
        r, h, l = self._rhl(p)
        return [SubQuestion(self.description(p) + " Find the radius of its base.", Number(float(r)),
                            "solid_figures/round_solids/axial_section")]

    def reasoning(self, p):
        r, h, l = self._rhl(p)
        V = self.answer(p).value
        s, P = p["shape"], p.get("apex")
        if s == "square":
            first = ([f"The side of the square is √{p['area']} = {p['a']}."] if p["given"] == "area" else [])
            first.append(f"The axial section's base AB is the diameter and its height is the cylinder's height: "
                         f"r = {fmt(r)}, h = {fmt(h)}.")
        elif s == "rectangle":
            first = [f"Let AB = 2r; then BC = {p['k'] / 2:g}·2r = {p['k']}r and the area is 2r·{p['k']}r = {2 * p['k']}r² = {p['area']}.",
                     f"So r² = {p['area'] // (2 * p['k'])}, r = {fmt(r)}, h = {fmt(h)}."]
        elif s == "equilateral":
            first = [f"AB = {p['a']} is the diameter, so r = {fmt(r)}; the generatrix is l = {P}A = {p['a']}."]
        else:
            first = [f"The hypotenuse AB = {p['a']}√2 is the diameter, so r = {p['a']}√2/2 ≈ {fmt(r)}; the generatrix is l = {p['a']}."]
        if l is None:
            tail = [f"Lateral area = 2πrh = 2π·{fmt(r)}·{fmt(h)} = {fmt(2 * r * h)}π."]
            if p["ask"] == "total":
                tail.append(f"Add the two discs 2πr² = {fmt(2 * r * r)}π: total = {fmt(2 * r * h + 2 * r * r)}π ≈ {fmt(V)}.")
            else:
                tail.append(f"≈ {fmt(V)}.")
        else:
            tail = [f"Lateral area = πrl = π·{fmt(r)}·{fmt(l)} = {fmt(r * l)}π."]
            if p["ask"] == "total":
                tail.append(f"Add the base πr² = {fmt(r * r)}π: total = {fmt(r * l + r * r)}π ≈ {fmt(V)}.")
            else:
                tail.append(f"≈ {fmt(V)}.")
        return first + tail
