"""Solid geometry (area, exact in π): a cylinder or a cone is fitted to a cube or a square prism — a
cylinder whose bases are the circles inscribed in (or circumscribed about) the two square faces, or a
cone whose base is the circle inscribed in (or circumscribed about) the bottom square and whose apex
is the centre of the top face; find the exact lateral or total surface area of the round solid. The
prism may be known only by its base edge and a diagonal (DynaSolidGeo, area). ``answer`` reads the
radius off the square (a/2 or a/√2) and uses 2πrh, πrl and πr²; ``verify`` measures the radius in
coordinates (the distance from the square's centre to a side or to a vertex) and integrates the
surface of revolution in sympy."""
import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import cuboid_labels
from dynaforge.sdk.solid_volume_area import exact_text

SOLIDS = ("cylinder_in", "cylinder_out", "cone_in", "cone_out")
PRISMS = ("cube", "height", "face_diagonal", "space_diagonal")


@seed_program(
    id="square_prism_round_solid_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/round_solids/cylinder_surface_area", "solid_figures/round_solids/cone_surface_area",
              "plane_figures/circles/incircle_radius"],
    source="DynaSolidGeo-style (area: a cylinder or cone inscribed in / circumscribed about a square prism)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class SquarePrismRoundSolidArea(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 12), height=IntRange(2, 12), solid=OneOf(SOLIDS, p=[0.3, 0.2, 0.3, 0.2]),
                      prism=OneOf(PRISMS, p=[0.35, 0.65, 0.0, 0.0]), ask=OneOf(("lateral", "total"), p=[0.5, 0.5]),
                      style=OneOf(("prime", "digit", "sub"))),
        hard=dict(edge=IntRange(2, 16), height=IntRange(2, 20), solid=OneOf(SOLIDS, p=[0.15, 0.25, 0.25, 0.35]),
                  prism=OneOf(PRISMS, p=[0.1, 0.2, 0.3, 0.4]), ask=OneOf(("lateral", "total"), p=[0.4, 0.6]),
                  style=OneOf(("prime", "digit", "sub"))),
        hard_means="mostly circumscribed circles (radius a/√2) and cones (a slant height to find first), and the prism "
                   "mostly known by a diagonal of a lateral face or by its space diagonal, so the height comes from "
                   "the Pythagorean theorem before the round solid can be measured",
    )

    def sample(self, rng, space):
        """Givens: the base edge a, the height (or a diagonal that fixes it), the round solid, what is asked
        and the label style."""
        kind = str(space.prism.draw(rng))
        g = {"solid": str(space.solid.draw(rng)), "prism": kind, "ask": str(space.ask.draw(rng)),
             "style": str(space.style.draw(rng))}
        for _ in attempts("a prism whose stated diagonal is a whole number, not a cube"):
            a, h = int(space.edge.draw(rng)), int(space.height.draw(rng))
            if kind == "cube":
                g["a"] = a
                return g
            if h == a:
                continue
            if kind == "height":
                g.update(a=a, h=h)
                return g
            d2 = a * a + h * h if kind == "face_diagonal" else 2 * a * a + h * h
            d = int(round(d2 ** 0.5))
            if d * d == d2:
                g.update(a=a, d=d)
                return g

    def _labels(self, g):
        return cuboid_labels(g["style"])

    def _centre_names(self, g):
        return "O", {"prime": "O'", "digit": "O1", "sub": "O₁"}[g["style"]]

    def _prism_text(self, g, hide=None):
        L = self._labels(g)
        name = "".join(L[:4]) + "-" + "".join(L[4:])
        a = "?" if hide == "a" else g["a"]
        if g["prism"] == "cube":
            return f"{name} is a cube with edge {a}."
        base = f"{name} is a square prism (its base {''.join(L[:4])} is a square) with base edge {L[0]}{L[1]} = {a}"
        if g["prism"] == "height":
            return base + f" and height {L[0]}{L[4]} = {'?' if hide == 'h' else g['h']}."
        d = "?" if hide == "d" else g["d"]
        if g["prism"] == "face_diagonal":
            return base + f" and {L[0]}{L[5]} = {d} (a diagonal of the lateral face {L[0]}{L[1]}{L[5]}{L[4]})."
        return base + f" and space diagonal {L[0]}{L[6]} = {d}."

    def _solid_text(self, g):
        L = self._labels(g)
        O, O1 = self._centre_names(g)
        bottom, top = "".join(L[:4]), "".join(L[4:])
        circle = "inscribed in" if g["solid"].endswith("_in") else "circumscribed about"
        if g["solid"].startswith("cylinder"):
            return (f"A cylinder has as its bases the circles {circle} the squares {bottom} and {top} (centres {O} "
                    f"and {O1}).")
        return f"A cone has as its base the circle {circle} the square {bottom} (centre {O}) and its apex at the centre {O1} of {top}."

    def _setup(self, g, hide=None):
        return self._prism_text(g, hide) + " " + self._solid_text(g)

    def _asked(self, g):
        what = "cylinder" if g["solid"].startswith("cylinder") else "cone"
        return f"the exact {'lateral' if g['ask'] == 'lateral' else 'total'} surface area of the {what}"

    def question(self, g):
        return self._setup(g) + f" Find {self._asked(g)}, in terms of π."

    # -- answer: the radius from the square, then the net formulas ------------------------------------------
    def _parts(self, p, **sym):
        a = sym.get("a", sp.Integer(p["a"]))
        if p["prism"] == "cube":
            h = a
        elif p["prism"] == "height":
            h = sym.get("h", sp.Integer(p.get("h", 0)))
        else:
            d = sym.get("d", sp.Integer(p.get("d", 0)))
            h = sp.sqrt(d ** 2 - (1 if p["prism"] == "face_diagonal" else 2) * a ** 2)
        r = a / 2 if p["solid"].endswith("_in") else a / sp.sqrt(2)     # incircle or circumcircle of the square
        if p["solid"].startswith("cylinder"):
            lateral, bases = 2 * sp.pi * r * h, 2 * sp.pi * r ** 2
            l = None
        else:
            l = sp.sqrt(h ** 2 + r ** 2)
            lateral, bases = sp.pi * r * l, sp.pi * r ** 2
        return h, r, l, lateral, bases

    def _area(self, p, **sym):
        h, r, l, lateral, bases = self._parts(p, **sym)
        return lateral if p["ask"] == "lateral" else lateral + bases

    def answer(self, p):
        return Expression(str(sp.radsimp(sp.expand(self._area(p)))))

    def verify(self, g):
        # Independent: the radius measured in coordinates (centre to a side, or to a vertex) and the area
        # as an integral of the surface of revolution.
        a = sp.nsimplify(g["a"])
        O = sp.Matrix([a / 2, a / 2])
        A, B = sp.Matrix([0, 0]), sp.Matrix([a, 0])
        if g["solid"].endswith("_in"):           # distance from O to the line AB
            u = B - A
            r = sp.Abs(u[0] * (O - A)[1] - u[1] * (O - A)[0]) / u.norm()
        else:
            r = (O - A).norm()
        if g["prism"] == "cube":
            h = a
        elif g["prism"] == "height":
            h = sp.nsimplify(g["h"])
        else:                                    # AB1² = AB² + BB1², AC1² = AB² + BC² + CC1²
            k = 1 if g["prism"] == "face_diagonal" else 2
            h = sp.sqrt(sp.nsimplify(g["d"]) ** 2 - k * a ** 2)
        z, rho = sp.symbols("z rho", nonnegative=True)
        profile = r if g["solid"].startswith("cylinder") else r * (1 - z / h)
        side = sp.integrate(2 * sp.pi * profile * sp.sqrt(1 + sp.diff(profile, z) ** 2), (z, 0, h))
        disc = sp.integrate(2 * sp.pi * rho, (rho, 0, r))
        n_discs = 2 if g["solid"].startswith("cylinder") else 1
        total = side if g["ask"] == "lateral" else side + n_discs * disc
        return Expression(str(sp.radsimp(sp.expand(sp.simplify(total)))))

    def scene(self, g):
        L = self._labels(g)
        a = float(g["a"])
        h = float(self._parts(g)[0])
        s = Scene()
        s.box(L[:4], L[4:], a, a, h)
        s.hiding = "hull"
        r = a / 2 if g["solid"].endswith("_in") else a / 2 ** 0.5
        kind = "cylinder" if g["solid"].startswith("cylinder") else "cone"
        s.solid(kind, (a / 2, a / 2, 0), r, height=h, color="#fca5a5", opacity=0.3)
        O, O1 = self._centre_names(g)
        s.point(O, (a / 2, a / 2, 0))
        s.point(O1, (a / 2, a / 2, h))
        s.segment(O, O1, style="hidden")
        if g["prism"] != "cube" and g["prism"] != "height":
            s.segment(L[0], L[5] if g["prism"] == "face_diagonal" else L[6], style="auxiliary")
        return s

    # -- views --------------------------------------------------------------------------------------------
    def subquestions(self, g):
        h, r, l, lateral, bases = self._parts(g)
        circle = "inscribed in" if g["solid"].endswith("_in") else "circumscribed about"
        subs = [SubQuestion(f"Find the exact radius of the circle {circle} a square of side {g['a']}.",
                            Expression(str(sp.radsimp(r))), "plane_figures/circles/incircle_radius")]
        if g["prism"] in ("face_diagonal", "space_diagonal"):
            subs.insert(0, SubQuestion(self._prism_text(g) + f" Find the height {self._labels(g)[0]}{self._labels(g)[4]}.",
                                       Expression(str(sp.radsimp(h))), "solid_figures/cuboids/space_diagonal"))
        if l is not None:
            subs.append(SubQuestion(f"A cone has base radius {exact_text(r)} and height {exact_text(h)}. Find its exact "
                                    f"slant height.", Expression(str(sp.radsimp(l))), "solid_figures/round_solids/cone_surface_area"))
        return subs

    def backward(self, g):
        value = sp.sympify(self.answer(g).value)
        key = "a" if g["prism"] == "cube" else "h" if g["prism"] == "height" else "d"
        x = sp.Symbol("x", positive=True)
        roots = [v for v in sp.solve(sp.Eq(self._area(g, **{key: x}), value), x) if v.is_real and v > 0]
        what = {"a": "the edge of the cube", "h": "the height of the prism",
                "d": "the length of that diagonal"}[key]
        return Backward(self._setup(g, hide=key) + f" The {'lateral' if g['ask'] == 'lateral' else 'total'} surface "
                        f"area of the {'cylinder' if g['solid'].startswith('cylinder') else 'cone'} is "
                        f"{exact_text(value)}. Find {what}.", Number(float(roots[0])), key)

    def description(self, g):
        return ("The prism is drawn with the round solid inside (or around) it, translucent red; the centres of the "
                "bottom and the top faces are labelled and joined by the dashed axis. " + self._setup(g))

    def reasoning(self, p):
        h, r, l, lateral, bases = self._parts(p)
        L = self._labels(p)
        steps = []
        if p["prism"] == "face_diagonal":
            steps.append(f"In the right triangle {L[0]}{L[1]}{L[5]}: height = √({p['d']}² − {p['a']}²) = {exact_text(h)}.")
        elif p["prism"] == "space_diagonal":
            steps.append(f"{L[0]}{L[6]}² = {L[0]}{L[1]}² + {L[1]}{L[2]}² + {L[2]}{L[6]}², so the height is "
                         f"√({p['d']}² − 2·{p['a']}²) = {exact_text(h)}.")
        steps.append(("The inscribed circle of a square of side a has radius a/2" if p["solid"].endswith("_in") else
                      "The circumscribed circle of a square of side a has radius half the diagonal, a/√2")
                     + f": r = {exact_text(r)}.")
        if l is None:
            steps.append(f"Lateral area of the cylinder: 2πrh = 2π·{exact_text(r)}·{exact_text(h)} = {exact_text(lateral)}.")
            if p["ask"] == "total":
                steps.append(f"Two bases: 2πr² = {exact_text(bases)}; total {exact_text(sp.radsimp(sp.expand(lateral + bases)))}.")
        else:
            steps.append(f"Slant height l = √(h² + r²) = {exact_text(l)}; lateral area πrl = {exact_text(sp.radsimp(lateral))}.")
            if p["ask"] == "total":
                steps.append(f"Base: πr² = {exact_text(bases)}; total {exact_text(sp.radsimp(sp.expand(lateral + bases)))}.")
        return steps
