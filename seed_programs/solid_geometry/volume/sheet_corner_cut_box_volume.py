"""Solid geometry (volume): an open tray is folded from a sheet (rectangle, equilateral triangle or
regular hexagon) after cutting the corners so that the flaps of width x fold up; find its volume.
``answer`` uses the offset-side formulas; ``verify`` builds the tray in 3D by intersecting the
inward-shifted fold lines and takes the convex-hull volume."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import convex_hull_volume, regular_polygon_xy

SHEETS = ("rectangle", "square", "triangle", "hexagon")


@seed_program(
    id="sheet_corner_cut_box_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/nets/folding_open_box", "solid_figures/prisms/volume"],
    source="DynaSolidGeo-style (volume; box folded from a sheet with the corners cut out)",
    variations=["numeric_values", "lengths_ratios", "real_life_contexts", "camera"],
)
class SheetCornerCutBoxVolume(SeedProgram):
    levels = Levels(
        standard=dict(sheet=OneOf(SHEETS), cut=IntRange(1, 5), extra_lo=3, extra_span=17),
        hard=dict(sheet=OneOf(SHEETS, p=[0.2, 0.1, 0.35, 0.35]), cut=IntRange(4, 12), extra_lo=10, extra_span=40),
        hard_means="larger sheets and cuts, mostly the triangle and hexagon trays (sides shortened by 2√3·x or "
                   "2x/√3, √3 areas)",
    )

    def sample(self, rng, space):
        """Givens: the sheet (kind and side(s); one side for a square) and the cut x."""
        sheet = space.sheet.draw(rng)
        x = space.cut.draw(rng)
        lo, span = space.extra_lo, space.extra_span
        if sheet in ("rectangle", "square"):
            a = int(rng.integers(2 * x + lo, 2 * x + lo + span))
            b = a if sheet == "square" else int(rng.integers(2 * x + lo, a + 8))
            if b == a and sheet == "rectangle":
                b += 1
            return {"sheet": sheet, "a": a, "x": x} if sheet == "square" else {"sheet": sheet, "a": a, "b": b, "x": x}
        k = 2 * np.sqrt(3) if sheet == "triangle" else 2 / np.sqrt(3)
        a = int(rng.integers(int(np.ceil(k * x)) + lo, int(np.ceil(k * x)) + lo + span - 4))
        return {"sheet": sheet, "a": a, "x": x}

    def question(self, g):
        p = g
        x = p["x"]
        if p["sheet"] in ("rectangle", "square"):
            dims = f"a square sheet of cardboard {p['a']} cm × {p['a']} cm" if p["sheet"] == "square" \
                else f"a rectangular sheet of cardboard {p['a']} cm × {p['b']} cm"
            return (f"From each corner of {dims} a square of side {x} cm is cut out, and the four flaps are folded "
                    f"up to make an open box (no lid). Find the volume of the box, in cm³.")
        shape = "an equilateral triangle of side" if p["sheet"] == "triangle" else "a regular hexagon of side"
        n = 3 if p["sheet"] == "triangle" else 6
        return (f"A sheet of cardboard is {shape} {p['a']} cm. Along each side a fold line is drawn parallel to it at "
                f"distance {x} cm inside. Cutting from each corner of the inner polygon along the perpendiculars "
                f"to the two nearest sides removes a small kite-shaped piece at each of the {n} corners, and the {n} flaps are folded up at right angles to make an open tray of height "
                f"{x} cm whose bottom is the region inside the fold lines. Find the volume of the tray, in cm³.")

    def _base(self, p):
        """Bottom side length(s) of the tray."""
        x = p["x"]
        if p["sheet"] in ("rectangle", "square"):
            return p["a"] - 2 * x, p.get("b", p["a"]) - 2 * x
        if p["sheet"] == "triangle":
            return (p["a"] - 2 * np.sqrt(3) * x,)
        return (p["a"] - 2 * x / np.sqrt(3),)

    def answer(self, p):
        x = p["x"]
        if p["sheet"] in ("rectangle", "square"):
            u, v = self._base(p)
            return Number(float(u * v * x))
        s = self._base(p)[0]
        area = np.sqrt(3) / 4 * s * s if p["sheet"] == "triangle" else 3 * np.sqrt(3) / 2 * s * s
        return Number(float(area * x))

    def _sheet_polygon(self, p):
        if p["sheet"] in ("rectangle", "square"):
            a = p["a"]
            b = p.get("b", a)
            return np.array([(0, 0), (a, 0), (a, b), (0, b)], float)
        n = 3 if p["sheet"] == "triangle" else 6
        circum = p["a"] / (2 * np.sin(np.pi / n))
        return np.array(regular_polygon_xy(n, circum), float)

    def _inner(self, p):
        """Fold-line polygon: each side shifted inward by x, consecutive shifted lines intersected."""
        P = self._sheet_polygon(p)
        n = len(P)
        lines = []
        for i in range(n):
            a, b = P[i], P[(i + 1) % n]
            d = (b - a) / np.linalg.norm(b - a)
            inward = np.array([-d[1], d[0]])            # counter-clockwise polygon: inside is to the left
            lines.append((a + p["x"] * inward, d))
        out = []
        for i in range(n):
            (p1, d1), (p2, d2) = lines[i - 1], lines[i]
            t = np.linalg.solve(np.column_stack([d1, -d2]), p2 - p1)
            out.append(p1 + t[0] * d1)
        return np.array(out)

    def verify(self, g):
        # Independent: the tray built in 3D from the inward-shifted fold lines, convex-hull volume.
        p = g
        inner = self._inner(p)
        pts = [(x, y, 0.0) for x, y in inner] + [(x, y, float(p["x"])) for x, y in inner]
        return Number(convex_hull_volume(pts))

    def scene(self, g):
        p = g
        inner = self._inner(p)
        n = len(inner)
        names = ["A", "B", "C", "D", "E", "F"][:n]
        tops = [f"{c}₁" for c in names]
        s = Scene()
        for lb, lt, (x, y) in zip(names, tops, inner):
            s.point(lb, (x, y, 0.0))
            s.point(lt, (x, y, float(p["x"])))
        s.face(names, color="#fde68a", opacity=0.35)
        for i in range(n):
            j = (i + 1) % n
            s.face([names[i], names[j], tops[j], tops[i]], color="#fcd34d", opacity=0.3)
        return s

    def subquestions(self, g):
        p = g
        b = self._base(p)
        if p["sheet"] in ("rectangle", "square"):
            return [SubQuestion(
                f"A {p['a']} cm × {p.get('b', p['a'])} cm sheet has {p['x']} cm squares cut from its corners and is folded into "
                f"an open box. Find the length of the longer side of the box's bottom, in cm.",
                Number(float(max(b))), "solid_figures/nets/folding_open_box")]
        return [SubQuestion(
            f"Fold lines are drawn {p['x']} cm inside each side of {'an equilateral triangle' if p['sheet'] == 'triangle' else 'a regular hexagon'} "
            f"of side {p['a']} cm. Find the side of the polygon they enclose, in cm.", Number(float(b[0])),
            "solid_figures/nets/folding_open_box")]

    def description(self, g):
        p = g
        return self.question(p)

    def reasoning(self, p):
        x, V = p["x"], self.answer(p).value
        if p["sheet"] in ("rectangle", "square"):
            u, v = self._base(p)
            return [f"Each side of the sheet loses {x} cm at both ends, so the bottom is {p['a']} − 2·{x} = {fmt(u)} cm "
                    f"by {p.get('b', p['a'])} − 2·{x} = {fmt(v)} cm.",
                    f"The flaps stand up to height {x} cm.",
                    f"V = {fmt(u)}·{fmt(v)}·{x} = {fmt(V)} cm³."]
        s = self._base(p)[0]
        if p["sheet"] == "triangle":
            return ["The fold lines form a smaller equilateral triangle with the same centre; its inradius is "
                    f"{x} cm less: r = {p['a']}/(2√3) − {x}.",
                    f"So its side is {p['a']} − 2√3·{x} ≈ {s:.4f} cm and its area √3/4·{s:.4f}² ≈ "
                    f"{np.sqrt(3) / 4 * s * s:.4f} cm².",
                    f"V = area × height = {np.sqrt(3) / 4 * s * s:.4f}·{x} ≈ {V:.4f} cm³."]
        return ["The fold lines form a smaller regular hexagon with the same centre; its apothem is "
                f"{x} cm less: {p['a']}·√3/2 − {x}.",
                f"So its side is {p['a']} − 2·{x}/√3 ≈ {s:.4f} cm and its area (3√3/2)·{s:.4f}² ≈ "
                f"{3 * np.sqrt(3) / 2 * s * s:.4f} cm².",
                f"V = area × height = {3 * np.sqrt(3) / 2 * s * s:.4f}·{x} ≈ {V:.4f} cm³."]
