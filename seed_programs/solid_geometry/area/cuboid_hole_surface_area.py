"""Solid geometry (area, free form): the total surface area of a cube or cuboid after a cylindrical
hole is drilled into it from the centre of the top face — straight through to the bottom face, or
to a given depth (DynaSolidGeo, area). ``answer`` adds and removes areas by formula; ``verify``
integrates the removed discs and the hole's wall in sympy. The hole is drawn
as a round cylinder (the renderer then draws every box edge solid: a see-through block)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import solid_vertex_labels


@seed_program(
    id="cuboid_hole_surface_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/composite_solids/surface_area_change", "solid_figures/round_solids/cylinder_surface_area"],
    source="DynaSolidGeo-style (area: composite solid, a block with a cylindrical hole)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class CuboidHoleSurfaceArea(SeedProgram):
    levels = Levels(
        standard=dict(cube=IntRange(0, 1), edge=IntRange(4, 10), height=IntRange(3, 10),
                      kind=OneOf(("through", "blind")), style=OneOf(("prime", "sub", "next"))),
        hard=dict(cube=IntRange(0, 1), edge=IntRange(11, 30), height=IntRange(9, 30),
                  kind=OneOf(("through", "blind")), style=OneOf(("prime", "sub", "next"))),
        hard_means="larger blocks and holes (three-digit areas and coefficients of π to combine)",
    )

    def sample(self, rng, space):
        """Givens: cube or cuboid and its stated edges (one for a cube), the hole's radius, through or blind
        and (blind) its depth, the label style."""
        cube = bool(space.cube.draw(rng))
        if cube:
            a = b = c = space.edge.draw(rng)
        else:
            a, b = (int(v) for v in space.edge.draw(rng, size=2))
            c = space.height.draw(rng)
        r = int(rng.integers(1, (min(a, b) - 1) // 2 + 1))
        kind = space.kind.draw(rng)
        d = int(rng.integers(1, c)) if kind == "blind" else c
        g = {"cube": cube, "a": a, **({} if cube else {"b": b, "c": c}), "r": r, "kind": kind,
             **({"d": d} if kind == "blind" else {})}
        g["style"] = space.style.draw(rng)
        return g

    @staticmethod
    def _dims(g):
        """(a, b, c, r, depth) as stated: a cube's edges are all a; a through hole's depth is the height."""
        a = g["a"]
        b, c = (a, a) if g["cube"] else (g["b"], g["c"])
        return a, b, c, g["r"], g.get("d", c)

    def _labels(self, p):
        b, t = solid_vertex_labels(4, p["style"])
        return b, t

    def _given(self, g):
        p = g
        b, t = self._labels(p)
        name = ("cube " if p["cube"] else "cuboid ") + "".join(b) + "-" + "".join(t)
        dims = (f"edge length {p['a']}" if p["cube"] else
                f"{b[0]}{b[1]} = {p['a']}, {b[1]}{b[2]} = {p['b']} and {b[0]}{t[0]} = {p['c']}")
        hole = ("straight through the block to the bottom face" if p["kind"] == "through"
                else f"to a depth of {p['d']} (the hole has a flat circular bottom)")
        return (f"A solid {name} has {dims}. A cylindrical hole of radius OM = {p['r']}, with its axis perpendicular "
                f"to the top face {''.join(t)} and centred at the centre O of that face, is drilled {hole}")

    def question(self, g):
        p = g
        return self._given(p) + ". Find the exact total surface area of the resulting solid (in terms of π)."

    def _value(self, p):
        a, b, c, r, d = (sp.Integer(v) for v in self._dims(p))
        box = 2 * (a * b + b * c + c * a)
        if p["kind"] == "through":
            return sp.expand(box - 2 * sp.pi * r ** 2 + 2 * sp.pi * r * c)
        return sp.expand(box - sp.pi * r ** 2 + sp.pi * r ** 2 + 2 * sp.pi * r * d)

    def answer(self, p):
        return Expression(str(self._value(p)))

    def verify(self, g):
        # Independent: sympy integrates the removed discs and the hole's wall.
        p = g
        rho, th, z = sp.symbols("rho theta z", positive=True)
        a = sp.Integer(g["a"])
        b, c = (a, a) if g["cube"] else (sp.Integer(g["b"]), sp.Integer(g["c"]))
        r = sp.Integer(g["r"])
        d = c if g["kind"] == "through" else sp.Integer(g["d"])
        disc = sp.integrate(sp.integrate(rho, (rho, 0, r)), (th, 0, 2 * sp.pi))       # one circular opening
        wall = sp.integrate(sp.integrate(r, (th, 0, 2 * sp.pi)), (z, 0, d))          # the hole's side
        faces = 2 * a * b + 2 * b * c + 2 * c * a
        if p["kind"] == "through":
            total = faces - 2 * disc + wall
        else:
            total = faces - disc + wall + disc                                      # opening removed, bottom added
        return Expression(str(sp.expand(total)))

    def scene(self, g):
        p = g
        a, b, c, r, d = self._dims(p)
        bl, tl = self._labels(p)
        s = Scene()
        s.box(bl, tl, a, b, c)
        s.hiding = "hull"  # the box hides the walls and the bottom of the hole
        cx, cy = a / 2, b / 2
        s.solid("cylinder", (cx, cy, c - d), r, height=d, color="#fca5a5")
        s.point("O", (cx, cy, c))
        s.point("M", (cx + r * np.cos(-np.pi / 4), cy + r * np.sin(-np.pi / 4), c))
        s.segment("O", "M", style="auxiliary")
        return s

    def description(self, g):
        p = g
        return self._given(p) + "."

    def subquestions(self, g):
        p = g
        a, b, c, r, d = self._dims(p)
        return [SubQuestion(f"Find the exact lateral (side) area of a cylinder of radius {r} and height {d}, in terms of π.",
                            Expression(f"{2 * r * d}*pi"), "solid_figures/round_solids/cylinder_surface_area"),
                SubQuestion(f"Find the total surface area of the {'cube' if p['cube'] else 'cuboid'} before drilling.",
                            Number(float(2 * (a * b + b * c + c * a))),
                            "solid_figures/composite_solids/surface_area_change")]

    def reasoning(self, p):
        a, b, c, r, d = self._dims(p)
        box = 2 * (a * b + b * c + c * a)
        steps = [f"Before drilling: 2·({a}·{b} + {b}·{c} + {c}·{a}) = {box}."]
        if p["kind"] == "through":
            steps += [f"The hole removes two discs of radius {r} from the top and bottom faces: −2·π·{r}² = −{2 * r * r}π.",
                      f"It adds the inner wall, a cylinder side of radius {r} and height {c}: 2π·{r}·{c} = {2 * r * c}π.",
                      f"Total = {box} − {2 * r * r}π + {2 * r * c}π = {sp.sstr(self._value(p))}."]
        else:
            steps += [f"The opening removes a disc π·{r}² from the top face, but the hole's flat bottom adds the same disc back.",
                      f"The inner wall adds 2π·{r}·{d} = {2 * r * d}π.",
                      f"Total = {box} + {2 * r * d}π = {sp.sstr(self._value(p))}."]
        return steps
