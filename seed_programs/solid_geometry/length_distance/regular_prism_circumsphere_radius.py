"""Solid geometry (length): the sphere through all vertices of a regular prism — its radius from the
base edge and the lateral edge, or the lateral edge from the radius (DynaSolidGeo, length/distance).
``answer`` uses R² = R_base² + (h/2)²; ``verify`` fits a sphere through the prism's vertices."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import regular_polygon_name, regular_polygon_xy, regular_solid_name, solid_vertex_labels
from dynaforge.sdk.solid_measure import circumsphere, regular_circumradius


@seed_program(
    id="regular_prism_circumsphere_radius", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/spheres/circumscribed_sphere_of_prism", "plane_figures/polygons/regular_polygon",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (length: circumscribed sphere of a prism)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class RegularPrismCircumsphereRadius(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 6)), ask=OneOf(("radius", "radius", "height")),
                      style=OneOf(("prime", "sub", "next")), a=IntRange(2, 8), centre=OneOf(("O", "Q")),
                      h=IntRange(2, 10), radius_gap=IntRange(1, 4)),
        hard=dict(n=OneOf((3, 4, 6)), ask=OneOf(("radius", "height")),
                  style=OneOf(("prime", "sub", "next")), a=IntRange(4, 15), centre=OneOf(("O", "Q")),
                  h=IntRange(3, 21), radius_gap=IntRange(1, 9)),
        hard_means="larger edges and as often the inverse problem (the lateral edge from the sphere's radius)",
    )

    def sample(self, rng, space):
        n = space.n.draw(rng)
        ask = space.ask.draw(rng)
        style = space.style.draw(rng)
        a = space.a.draw(rng)
        g = {"n": n, "ask": ask, "style": style, "a": a, "centre": space.centre.draw(rng)}
        if ask == "radius":
            g["h"] = space.h.draw(rng)
        else:
            rb = regular_circumradius(n, a)
            g["R"] = int(np.floor(rb)) + space.radius_gap.draw(rng)
        return g

    def _labels(self, p):
        return solid_vertex_labels(p["n"], p["style"])

    def _name(self, p):
        b, t = self._labels(p)
        return f"{regular_solid_name(p['n'], 'prism')} {''.join(b)}-{''.join(t)}"

    def _rb(self, p):
        return regular_circumradius(p["n"], p["a"])

    def _h(self, p):
        if p["ask"] == "radius":
            return float(p["h"])
        return float(2 * np.sqrt(p["R"] ** 2 - self._rb(p) ** 2))

    def _given(self, p):
        b, t = self._labels(p)
        base = f"the base edge {b[0]}{b[1]} = {p['a']}"
        if p["ask"] == "radius":
            return f"{base} and the lateral edge {b[0]}{t[0]} = {p['h']}"
        return f"{base} and the sphere's radius R = {p['R']}"

    def question(self, g):
        b, t = self._labels(g)
        target = ("the radius of the sphere" if g["ask"] == "radius" else f"the length of the lateral edge {b[0]}{t[0]}")
        return (f"All vertices of the {self._name(g)} lie on a sphere with centre {g['centre']}. Given "
                f"{self._given(g)}, find {target}.")

    def answer(self, p):
        rb = self._rb(p)
        if p["ask"] == "radius":
            return Number(float(np.sqrt(rb ** 2 + (p["h"] / 2) ** 2)))
        return Number(float(2 * np.sqrt(p["R"] ** 2 - rb ** 2)))

    def verify(self, g):
        n, a = g["n"], g["a"]
        unit = np.array(regular_polygon_xy(n, 1.0))
        base = unit * a / np.linalg.norm(unit[1] - unit[0])
        if g["ask"] == "radius":
            pts = [(x, y, z) for x, y in base for z in (0.0, float(g["h"]))]
            return Number(circumsphere(pts)[1])
        # find the height by bisection: the circumsphere radius grows with the height
        lo, hi = 1e-9, 4.0 * g["R"]
        for _ in range(200):
            mid = (lo + hi) / 2
            r = circumsphere([(x, y, z) for x, y in base for z in (0.0, mid)])[1]
            lo, hi = (mid, hi) if r < g["R"] else (lo, mid)
        return Number((lo + hi) / 2)

    def scene(self, g):
        b, t = self._labels(g)
        h = self._h(g)
        s = Scene()
        s.prism(b, t, regular_polygon_xy(g["n"], self._rb(g)), h)
        O = g["centre"]
        s.point(O, (0.0, 0.0, h / 2))
        s.point("_c", (0.0, 0.0, 0.0), show_label=False)
        s.segment(O, b[0], style="auxiliary")
        s.segment(O, "_c", style="auxiliary")
        s.segment("_c", b[0], style="auxiliary")
        return s

    def description(self, g):
        b, t = self._labels(g)
        return (f"A {self._name(g)} has {'an' if g['n'] == 3 else 'a'} {regular_polygon_name(g['n'])} as its "
                f"bottom base {''.join(b)}, and its lateral edges ({b[0]}{t[0]} and so on) are perpendicular to "
                f"the bases. All its vertices lie on a sphere with centre {g['centre']}; {self._given(g)}.")

    def backward(self, g):
        """Mask the base edge: the sphere's radius and the lateral edge are stated, the base edge is asked.
        Inverse: the base circumradius is sqrt(R² - (h/2)²), and a regular n-gon's side is 2·r·sin(180°/n)."""
        b, t = self._labels(g)
        if g["ask"] == "radius":
            R, h = float(self.answer(g).value), float(g["h"])
        else:
            R, h = float(g["R"]), float(self.answer(g).value)
        rb = np.sqrt(R ** 2 - (h / 2) ** 2)
        return Backward(f"All vertices of the {self._name(g)} lie on a sphere with centre {g['centre']} and radius "
                        f"R = {fmt(R, 4)}, and the lateral edge {b[0]}{t[0]} = {fmt(h, 4)}. Find the base edge "
                        f"{b[0]}{b[1]}.", Number(float(2 * rb * np.sin(np.pi / g["n"]))), "a")

    def subquestions(self, g):
        rb = self._rb(g)
        subs = [SubQuestion(f"Find the circumradius of {'an' if g['n'] == 3 else 'a'} {regular_polygon_name(g['n'])} "
                            f"with side {g['a']}.", Number(rb), "plane_figures/polygons/regular_polygon")]
        if g["ask"] == "radius":
            subs.append(SubQuestion(
                f"The centre of a sphere lies {g['h'] / 2:g} above the centre of a circle of radius {rb:.4g} that "
                f"lies on the sphere. Find the radius of the sphere.",
                Number(float(np.hypot(rb, g["h"] / 2))), "solid_figures/spheres/circumscribed_sphere_of_prism"))
        return subs

    def reasoning(self, p):
        n, a = p["n"], p["a"]
        b, t = self._labels(p)
        O = p["centre"]
        rb = self._rb(p)
        steps = [f"By symmetry the centre {O} of the sphere is the midpoint of the segment joining the centres of "
                 f"the two bases; call the bottom base centre H.",
                 f"The base is {'an' if n == 3 else 'a'} {regular_polygon_name(n)} with side {a}, so its circumradius "
                 f"is H{b[0]} = {a}/(2·sin({180 // n}°)) ≈ {rb:.4f}.",
                 f"Triangle {O}H{b[0]} is right-angled at H."]
        if p["ask"] == "radius":
            r = np.sqrt(rb ** 2 + (p["h"] / 2) ** 2)
            steps.append(f"{O}H = {p['h']}/2 = {p['h'] / 2:g}, so R = √({rb:.4f}² + {p['h'] / 2:g}²) ≈ {r:.4f}.")
        else:
            oh = np.sqrt(p["R"] ** 2 - rb ** 2)
            steps += [f"{O}{b[0]} = R = {p['R']}, so {O}H = √({p['R']}² − {rb:.4f}²) ≈ {oh:.4f}.",
                      f"The lateral edge is twice {O}H: {b[0]}{t[0]} ≈ {2 * oh:.4f}."]
        return steps
