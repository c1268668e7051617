"""Solid geometry (area, free form): the total surface area of a cube or cuboid after a cylindrical
hole is drilled into it from the centre of the top face — straight through to the bottom face, or
to a given depth (DynaSolidGeo, area). ``answer`` adds and removes areas by formula; ``verify``
integrates the removed discs and the hole's wall in sympy. The hole is drawn
as a round cylinder (the renderer then draws every box edge solid: a see-through block)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Expression, Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import solid_vertex_labels


@seed_program(
    id="cuboid_hole_surface_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/composite_solids/surface_area_change", "solid_figures/round_solids/cylinder_surface_area"],
    source="DynaSolidGeo-style (area: composite solid, a block with a cylindrical hole)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class CuboidHoleSurfaceArea(SeedProgram):
    def sample(self, rng):
        cube = bool(rng.integers(0, 2))
        if cube:
            a = b = c = int(rng.integers(4, 11))
        else:
            a, b = (int(v) for v in rng.integers(4, 11, size=2))
            c = int(rng.integers(3, 11))
        r = int(rng.integers(1, (min(a, b) - 1) // 2 + 1))
        kind = str(rng.choice(["through", "blind"]))
        d = int(rng.integers(1, c)) if kind == "blind" else c
        return {"cube": cube, "a": a, "b": b, "c": c, "r": r, "kind": kind, "d": d,
                "style": str(rng.choice(["prime", "sub", "next"]))}

    def _labels(self, p):
        b, t = solid_vertex_labels(4, p["style"])
        return b, t

    def _given(self, p):
        b, t = self._labels(p)
        name = ("cube " if p["cube"] else "cuboid ") + "".join(b) + "-" + "".join(t)
        dims = (f"edge length {p['a']}" if p["cube"] else
                f"{b[0]}{b[1]} = {p['a']}, {b[1]}{b[2]} = {p['b']} and {b[0]}{t[0]} = {p['c']}")
        hole = ("straight through the block to the bottom face" if p["kind"] == "through"
                else f"to a depth of {p['d']} (the hole has a flat circular bottom)")
        return (f"A solid {name} has {dims}. A cylindrical hole of radius OM = {p['r']}, with its axis perpendicular "
                f"to the top face {''.join(t)} and centred at the centre O of that face, is drilled {hole}")

    def question(self, p):
        return self._given(p) + ". Find the exact total surface area of the resulting solid (in terms of π)."

    def _value(self, p):
        a, b, c, r, d = (sp.Integer(p[k]) for k in ("a", "b", "c", "r", "d"))
        box = 2 * (a * b + b * c + c * a)
        if p["kind"] == "through":
            return sp.expand(box - 2 * sp.pi * r ** 2 + 2 * sp.pi * r * c)
        return sp.expand(box - sp.pi * r ** 2 + sp.pi * r ** 2 + 2 * sp.pi * r * d)

    def answer(self, p):
        return Expression(str(self._value(p)))

    def verify(self, p):
        rho, th, z = sp.symbols("rho theta z", positive=True)
        a, b, c, r, d = (sp.Integer(p[k]) for k in ("a", "b", "c", "r", "d"))
        disc = sp.integrate(sp.integrate(rho, (rho, 0, r)), (th, 0, 2 * sp.pi))       # one circular opening
        wall = sp.integrate(sp.integrate(r, (th, 0, 2 * sp.pi)), (z, 0, d))          # the hole's side
        faces = 2 * a * b + 2 * b * c + 2 * c * a
        if p["kind"] == "through":
            total = faces - 2 * disc + wall
        else:
            total = faces - disc + wall + disc                                      # opening removed, bottom added
        return Expression(str(sp.expand(total)))

    def scene(self, p):
        a, b, c, r, d = p["a"], p["b"], p["c"], p["r"], p["d"]
        bl, tl = self._labels(p)
        s = Scene()
        s.box(bl, tl, a, b, c)
        cx, cy = a / 2, b / 2
        s.solid("cylinder", (cx, cy, c - d), r, height=d, color="#fca5a5")
        s.point("O", (cx, cy, c))
        s.point("M", (cx + r * np.cos(-np.pi / 4), cy + r * np.sin(-np.pi / 4), c))
        s.segment("O", "M", style="auxiliary")
        return s

    def description(self, p):
        return self._given(p) + "."

    def subquestions(self, p):
        r, d = p["r"], p["d"]
        return [SubQuestion(f"Find the exact lateral (side) area of a cylinder of radius {r} and height {d}, in terms of π.",
                            Expression(f"{2 * r * d}*pi"), "solid_figures/round_solids/cylinder_surface_area"),
                SubQuestion(f"Find the total surface area of the {'cube' if p['cube'] else 'cuboid'} before drilling.",
                            Number(float(2 * (p['a'] * p['b'] + p['b'] * p['c'] + p['c'] * p['a']))),
                            "solid_figures/composite_solids/surface_area_change")]

    def reasoning(self, p):
        a, b, c, r, d = p["a"], p["b"], p["c"], p["r"], p["d"]
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
