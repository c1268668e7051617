"""Solid geometry (volume, free form): write a volume as a function of a variable length x — an open
box folded from a rectangular sheet with x × x squares cut from the corners, a cylinder of radius x
inscribed in a cone, or a square-based cuboid of base edge x with a fixed total edge length
(DynaSolidGeo, volume). ``answer`` writes the textbook formula; ``verify`` derives the dimensions
again in sympy (shoelace area of the folded base, the cone's generator line, solving the edge sum)."""
import sympy as sp

from dynaforge.sdk import Expression, IntRange, Levels, OneOf, Scene, SeedProgram, SubQuestion, seed_program

KINDS = ("open_box", "cone_cylinder", "edge_sum")


@seed_program(
    id="volume_as_function", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/cuboids/volume", "solid_figures/round_solids/cylinder_volume",
              "solid_figures/sections/parallel_section_similarity"],
    source="DynaSolidGeo-style (volume as a function of a length)",
    variations=["numeric_values", "geometric_transformations", "real_life_contexts", "camera"],
)
class VolumeAsFunction(SeedProgram):
    levels = Levels(
        standard=dict(kind=IntRange(0, 2), sheet_side=OneOf(tuple(range(8, 31, 2))), box_unit=OneOf(("cm", "dm")),
                      cone_radius=IntRange(2, 8), cone_height=IntRange(3, 12), apex=OneOf(("P", "S")),
                      edge_total=OneOf(tuple(range(24, 97, 4))), edge_unit=OneOf(("cm", "m"))),
        hard=dict(kind=IntRange(0, 2), sheet_side=OneOf(tuple(range(31, 100, 2))), box_unit=OneOf(("cm", "dm")),
                  cone_radius=IntRange(9, 30), cone_height=IntRange(13, 40), apex=OneOf(("P", "S")),
                  edge_total=OneOf(tuple(range(100, 401, 4))), edge_unit=OneOf(("cm", "m"))),
        hard_means="larger (odd) sheet sides, cones and edge totals: polynomials with bigger, fractional coefficients",
    )

    def sample(self, rng, space):
        """Givens: the kind of solid and its fixed data (sheet, cone, edge total) with the unit / labels."""
        kind = KINDS[space.kind.draw(rng)]
        if kind == "open_box":
            a, b = sorted(int(v) for v in rng.choice(space.sheet_side.values, size=2, replace=False))
            return {"kind": kind, "a": a, "b": b, "unit": space.box_unit.draw(rng)}
        if kind == "cone_cylinder":
            return {"kind": kind, "R": space.cone_radius.draw(rng), "H": space.cone_height.draw(rng),
                    "apex": space.apex.draw(rng)}
        return {"kind": kind, "L": space.edge_total.draw(rng), "unit": space.edge_unit.draw(rng)}

    def question(self, g):
        p = g
        if p["kind"] == "open_box":
            u = p["unit"]
            return (f"A rectangular sheet of card measures {p['a']} {u} by {p['b']} {u}. A square of side x {u} is cut "
                    f"from each corner and the sides are folded up to make the open box shown. Write the volume V of "
                    f"the box as a function of x (in {u}³, for 0 < x < {p['a'] / 2:g}).")
        if p["kind"] == "cone_cylinder":
            P = p["apex"]
            return (f"A cone has apex {P}, base radius OA = {p['R']} and height {P}O = {p['H']}. A cylinder of radius x "
                    f"stands on the cone's base, coaxial with it, with its top circle on the cone's lateral surface. "
                    f"Write the volume V of the cylinder as a function of x (0 < x < {p['R']}).")
        return (f"A cuboid has a square base of side x {p['unit']}, and the total length of its 12 edges is "
                f"{p['L']} {p['unit']}. Write its volume V as a function of x (in {p['unit']}³, for "
                f"0 < x < {p['L'] / 8:g}).")

    def _formula(self, p):
        x = sp.symbols("x")
        if p["kind"] == "open_box":
            return sp.expand(x * (p["a"] - 2 * x) * (p["b"] - 2 * x))
        if p["kind"] == "cone_cylinder":
            return sp.expand(sp.pi * x ** 2 * sp.Rational(p["H"], 1) * (1 - x / sp.Integer(p["R"])))
        return sp.expand(x ** 2 * (sp.Rational(p["L"], 4) - 2 * x))

    def answer(self, p):
        return Expression(str(self._formula(p)))

    def verify(self, g):
        # Independent: sympy re-derives the dimensions (shoelace base, generator line, solved edge sum).
        p = g
        x, z, t = sp.symbols("x z t")
        if p["kind"] == "open_box":
            a, b = p["a"], p["b"]
            base = [(x, x), (a - x, x), (a - x, b - x), (x, b - x)]      # the folded-up base in the sheet
            area = sum(base[i][0] * base[(i + 1) % 4][1] - base[(i + 1) % 4][0] * base[i][1] for i in range(4)) / 2
            return Expression(str(sp.expand(area * x)))
        if p["kind"] == "cone_cylinder":
            R, H = p["R"], p["H"]
            # generator from A(R, 0) to the apex (0, H): the point with horizontal distance x gives the height
            line = sp.Matrix([R, 0]) + t * sp.Matrix([-R, H])
            tt = sp.solve(sp.Eq(line[0], x), t)[0]
            height = sp.simplify(line[1].subs(t, tt))
            return Expression(str(sp.expand(sp.pi * x ** 2 * height)))
        h = sp.solve(sp.Eq(8 * x + 4 * z, p["L"]), z)[0]
        return Expression(str(sp.expand(x * x * h)))

    def scene(self, g):
        p = g
        s = Scene()
        if p["kind"] == "open_box":
            a, b = p["a"], p["b"]
            x = a / 6
            w, d = a - 2 * x, b - 2 * x
            bottom, top = ["A", "B", "C", "D"], ["E", "F", "G", "H"]
            for lab, (u, v) in zip(bottom, [(0, 0), (d, 0), (d, w), (0, w)]):
                s.point(lab, (u, v, 0.0), show_label=False)
            for lab, (u, v) in zip(top, [(0, 0), (d, 0), (d, w), (0, w)]):
                s.point(lab, (u, v, x), show_label=False)
            s.face(bottom, color="#fde68a", opacity=0.5)
            for i in range(4):
                j = (i + 1) % 4
                s.face([bottom[i], bottom[j], top[j], top[i]], color="#fde68a", opacity=0.5)
            return s
        if p["kind"] == "cone_cylinder":
            R, H = p["R"], p["H"]
            P = p["apex"]
            xr = 0.55 * R
            s.solid("cone", (0, 0, 0), R, height=H)
            s.solid("cylinder", (0, 0, 0), xr, height=H * (1 - xr / R), color="#fca5a5")
            s.point(P, (0, 0, H))
            s.point("O", (0, 0, 0))
            s.point("A", (R, 0, 0))
            s.segment(P, "A")
            s.segment("O", "A", style="hidden")
            s.segment(P, "O", style="hidden")
            return s
        L = p["L"]
        x = L / 12 * 0.9
        h = L / 4 - 2 * x
        s.box(["A", "B", "C", "D"], ["E", "F", "G", "H"], x, x, h)
        for k in "ABCDEFGH":
            s.hidden_labels.add(k)
        return s

    def description(self, g):
        p = g
        if p["kind"] == "open_box":
            return self.question(p).split(" Write")[0].replace("the open box shown", "an open box (no lid)")
        return self.question(p).split(" Write")[0]

    def subquestions(self, g):
        p = g
        if p["kind"] == "open_box":
            return [SubQuestion(f"A square of side x is cut from each corner of a {p['a']} by {p['b']} sheet. Write the "
                                f"length of the box's longer base side in terms of x.", Expression(f"{p['b']} - 2*x"),
                                "solid_figures/cuboids/volume")]
        if p["kind"] == "cone_cylinder":
            return [SubQuestion(f"In a cone of base radius {p['R']} and height {p['H']}, how high above the base is the "
                                f"lateral surface at distance x from the axis? Write it in terms of x.",
                                Expression(str(sp.expand(p["H"] * (1 - sp.symbols("x") / sp.Integer(p["R"]))))),
                                "solid_figures/sections/parallel_section_similarity")]
        return [SubQuestion(f"A cuboid with square base side x has 12 edges of total length {p['L']}. Write its height "
                            f"in terms of x.", Expression(f"{sp.Rational(p['L'], 4)} - 2*x"), "solid_figures/cuboids/volume")]

    def reasoning(self, p):
        f = self._formula(p)
        if p["kind"] == "open_box":
            return [f"After folding, the base measures ({p['a']} − 2x) by ({p['b']} − 2x) and the height is x.",
                    f"V = x({p['a']} − 2x)({p['b']} − 2x) = {sp.sstr(f)}."]
        if p["kind"] == "cone_cylinder":
            return [f"In the axial section, the cylinder's top corner lies on the generator {p['apex']}A; by similar "
                    f"triangles its height h satisfies h/{p['H']} = ({p['R']} − x)/{p['R']}.",
                    f"h = {p['H']}(1 − x/{p['R']}).",
                    f"V = πx²·h = {sp.sstr(f)}."]
        return [f"The 12 edges are 8 base edges x and 4 heights h: 8x + 4h = {p['L']}, so h = {p['L'] // 4} − 2x.",
                f"V = x²·h = {sp.sstr(f)}."]
