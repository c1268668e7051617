"""Solid geometry (area, free form): a composite solid — a regular square pyramid standing on the top face
of a cube or square prism (a "house" or tower), or two such pyramids on its top and bottom faces; find
its exact total surface area (DynaSolidGeo, area). The pyramid is known by its height, its slant height
or its lateral edge. ``answer`` adds the visible faces: the prism's lateral area, the base if it is
exposed, and the pyramid's four triangles ½·a·(slant height); ``verify`` builds the solid in exact
sympy coordinates (the apex lifted until the stated length holds) and measures its convex hull."""
import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import solid_vertex_labels
from dynaforge.sdk.solid_volume_area import exact_hull_area, exact_text


@seed_program(
    id="prism_pyramid_composite_surface_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/pyramids/surface_area", "solid_figures/pyramids/slant_height",
              "solid_figures/prisms/surface_area", "solid_figures/composite_solids/surface_area_change"],
    source="DynaSolidGeo-style (area: composite solid of a square prism and regular pyramids)",
    variations=["numeric_values", "point_labels", "camera", "real_life_contexts"],
)
class PrismPyramidCompositeSurfaceArea(SeedProgram):
    levels = Levels(
        standard=dict(shape=OneOf(("cube", "prism")), half_edge=IntRange(1, 4), height=IntRange(2, 9),
                      pyramid=OneOf(("height", "slant"), p=[0.6, 0.4]), tip=IntRange(1, 6),
                      ends=OneOf((1, 2), p=[0.8, 0.2]), style=OneOf(("prime", "digit"))),
        hard=dict(shape=OneOf(("cube", "prism"), p=[0.3, 0.7]), half_edge=IntRange(3, 9), height=IntRange(5, 20),
                  pyramid=OneOf(("height", "slant", "lateral"), p=[0.35, 0.15, 0.5]), tip=IntRange(2, 12),
                  ends=OneOf((1, 2), p=[0.5, 0.5]), style=OneOf(("prime", "digit"))),
        hard_means="larger solids, more pyramids known by a lateral edge (the slant height from √(l² − (a/2)²)) and "
                   "more double pyramids (no base face left, eight triangles to add)",
    )

    def sample(self, rng, space):
        """Givens: the base edge a (even), the prism's height (a cube: none), the pyramid's datum (height, slant
        height or lateral edge; integers, the lateral edge stated as √(l²)), 1 or 2 pyramids, labels."""
        a = 2 * int(space.half_edge.draw(rng))
        shape = space.shape.draw(rng)
        g = {"shape": shape, "a": a, "kind": space.pyramid.draw(rng), "ends": int(space.ends.draw(rng)),
             "style": space.style.draw(rng)}
        if shape == "prism":
            g["h"] = int(space.height.draw(rng))
            if g["h"] == a:
                g["h"] += 1
        H = int(space.tip.draw(rng))
        if g["kind"] == "height":
            g["value"] = H
        elif g["kind"] == "slant":
            g["value"] = H + a // 2 if H <= a // 2 else H       # longer than the apothem a/2
        else:
            g["value"] = H * H + a * a // 2                      # the lateral edge squared: H² + (a/√2)²
        return g

    # -- statement -------------------------------------------------------------------------------------------
    def _labels(self, g):
        bottom, top = solid_vertex_labels(4, g["style"])
        return bottom, top

    def _datum(self, g, hide=False):
        v = "?" if hide else g["value"]
        if g["kind"] == "height":
            return f"height {v}"
        if g["kind"] == "slant":
            return f"slant height (the height of each lateral face) {v}"
        r = sp.sqrt(g["value"]) if not hide else None
        return f"lateral edges of length {'?' if hide else exact_text(r)}"

    def _setup(self, g, hide=False):
        (A, B, C, D), (A1, B1, C1, D1) = self._labels(g)
        if g["shape"] == "cube":
            body = f"the cube {A}{B}{C}{D}-{A1}{B1}{C1}{D1} with edge {g['a']}"
        else:
            body = (f"the square prism {A}{B}{C}{D}-{A1}{B1}{C1}{D1} with base edge {A}{B} = {g['a']} and lateral edge "
                    f"{A}{A1} = {g['h']}")
        top = f"a regular square pyramid P-{A1}{B1}{C1}{D1} with {self._datum(g, hide)} stands on its top face"
        if g["ends"] == 2:
            top += (f", and a congruent pyramid Q-{A}{B}{C}{D} is attached to its bottom face (apex Q below the base)")
        return f"A solid is made of {body}: {top}."

    def question(self, g):
        return self._setup(g) + " Find the exact total surface area of the solid (square roots allowed)."

    # -- answer: add the faces that are on the outside ---------------------------------------------------------
    def _slant(self, p):
        a = sp.Integer(p["a"])
        v = sp.Integer(p["value"])
        if p["kind"] == "height":
            return sp.sqrt(v ** 2 + (a / 2) ** 2)
        if p["kind"] == "slant":
            return v
        return sp.sqrt(v - (a / 2) ** 2)          # l² = s² + (a/2)²

    def _parts(self, p):
        a = sp.Integer(p["a"])
        h = a if p["shape"] == "cube" else sp.Integer(p["h"])
        lateral = 4 * a * h
        triangles = p["ends"] * 4 * a * self._slant(p) / 2
        base = a * a if p["ends"] == 1 else 0
        return lateral, triangles, base

    def answer(self, p):
        return Expression(str(sp.radsimp(sum(self._parts(p)))))

    def verify(self, g):
        # Independent: exact coordinates; the apex height is found from the stated length measured from the
        # apex foot (the top centre) in coordinates, then the convex hull's surface.
        a = sp.Integer(g["a"])
        h = a if g["shape"] == "cube" else sp.Integer(g["h"])
        sq = [(0, 0), (a, 0), (a, a), (0, a)]
        pts = [sp.Matrix([x, y, 0]) for x, y in sq] + [sp.Matrix([x, y, h]) for x, y in sq]
        O1 = sp.Matrix([a / 2, a / 2, h])
        mid = (pts[4] + pts[5]) / 2
        v = sp.Integer(g["value"])
        if g["kind"] == "height":
            H = v
        elif g["kind"] == "slant":
            H = sp.sqrt(v ** 2 - (mid - O1).dot(mid - O1))
        else:
            H = sp.sqrt(v - (pts[4] - O1).dot(pts[4] - O1))
        pts.append(O1 + sp.Matrix([0, 0, H]))
        if g["ends"] == 2:
            pts.append(sp.Matrix([a / 2, a / 2, -H]))
        return Expression(str(sp.radsimp(exact_hull_area([tuple(p) for p in pts]))))

    def scene(self, g):
        bottom, top = self._labels(g)
        a = float(g["a"])
        h = a if g["shape"] == "cube" else float(g["h"])
        v = float(g["value"])
        H = {"height": v, "slant": (v * v - a * a / 4) ** 0.5, "lateral": (v - a * a / 2) ** 0.5}[g["kind"]]
        s = Scene()
        s.box(bottom, top, a, a, h)
        s.point("P", (a / 2, a / 2, h + H))
        for i in range(4):
            s.face([top[i], top[(i + 1) % 4], "P"], color="#fde68a", opacity=0.35)
        if g["ends"] == 2:
            s.point("Q", (a / 2, a / 2, -H))
            for i in range(4):
                s.face([bottom[i], bottom[(i + 1) % 4], "Q"], color="#fde68a", opacity=0.35)
        return s

    # -- views ----------------------------------------------------------------------------------------------------
    def subquestions(self, g):
        (A, B, C, D), (A1, B1, C1, D1) = self._labels(g)
        s = self._slant(g)
        subs = []
        if g["kind"] != "slant":
            subs.append(SubQuestion(f"A regular square pyramid P-{A1}{B1}{C1}{D1} has base edge {g['a']} and "
                                    f"{self._datum(g)}. Find its slant height exactly.", Expression(str(s)),
                                    "solid_figures/pyramids/slant_height"))
        subs.append(SubQuestion(f"A regular square pyramid has base edge {g['a']} and slant height {exact_text(s)}. "
                                f"Find its lateral surface area exactly.",
                                Expression(str(sp.radsimp(2 * g['a'] * s))), "solid_figures/pyramids/surface_area"))
        return subs

    def backward(self, g):
        total = sp.radsimp(sum(self._parts(g)))
        lateral, triangles, base = self._parts(g)
        s = (total - lateral - base) / (g["ends"] * 2 * g["a"])
        a = sp.Integer(g["a"])
        back = {"height": sp.sqrt(s ** 2 - (a / 2) ** 2), "slant": s, "lateral": s ** 2 + (a / 2) ** 2}[g["kind"]]
        what = {"height": "the height of the pyramid P", "slant": "the slant height of the pyramid P",
                "lateral": "the square of the lateral edge of the pyramid P"}[g["kind"]]
        return Backward(self._setup(g, hide=True) + f" The total surface area of the solid is {exact_text(total)}. "
                        f"Find {what}.", Number(float(back)), "value")

    def description(self, g):
        (A, B, C, D), (A1, B1, C1, D1) = self._labels(g)
        extra = f" and the pyramid Q-{A}{B}{C}{D} below" if g["ends"] == 2 else ""
        return (f"The figure shows the {'cube' if g['shape'] == 'cube' else 'square prism'} standing upright with the "
                f"pyramid P-{A1}{B1}{C1}{D1} (faces shaded yellow) on top{extra}; the apex lies above the centre of the "
                f"square face. " + self._setup(g))

    def reasoning(self, p):
        a = p["a"]
        h = a if p["shape"] == "cube" else p["h"]
        s = self._slant(p)
        lateral, triangles, base = self._parts(p)
        steps = []
        if p["kind"] == "height":
            steps.append(f"The slant height of the pyramid is √(H² + (a/2)²) = √({p['value']}² + {a // 2}²) = {exact_text(s)}.")
        elif p["kind"] == "lateral":
            steps.append(f"Half a base edge, the slant height and a lateral edge form a right triangle: slant height "
                         f"= √(l² − (a/2)²) = √({p['value']} − {a * a // 4}) = {exact_text(s)}.")
        steps += [
            f"The square face that carries a pyramid is covered, so it is not part of the surface.",
            f"Prism: four lateral rectangles 4·{a}·{h} = {lateral}" + (f", plus the exposed base {a}² = {a * a}." if base else "."),
            f"Pyramid faces: {4 * p['ends']} triangles of area ½·{a}·{exact_text(s)}, together {exact_text(triangles)}.",
            f"Total = {exact_text(sp.radsimp(lateral + triangles + base))}.",
        ]
        return steps
