"""Plane geometry (competition): exact area of a shaded region bounded by circular arcs (petals, lens, arbelos, lune)."""
from fractions import Fraction as F

import numpy as np

from dynaforge.sdk import Backward, Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane

KINDS = ("petals", "lens", "arbelos", "lune")
CONCEPTS = ["plane_figures/area/composite_regions", "plane_figures/circles/sector_area"]


def _term(c, sym):
    c = F(c)
    num, den = abs(c.numerator), c.denominator
    body = ("" if num == 1 and sym else str(num)) + sym
    return body + (f"/{den}" if den != 1 else "")


def _expr(terms):
    """[(coef, 'π'), (coef, '√3'), (coef, '')] -> '8π/3 − 2√3' (zero terms dropped)."""
    out = ""
    for c, sym in terms:
        if c == 0:
            continue
        if not out:
            out = ("−" if c < 0 else "") + _term(c, sym)
        else:
            out += (" − " if c < 0 else " + ") + _term(c, sym)
    return out


def _value(terms):
    return float(sum(float(c) * {"π": np.pi, "√3": np.sqrt(3), "": 1.0}[s] for c, s in terms))


@seed_program(
    id="arcs_shaded_area_exact", topic="plane_geometry", level="competition", difficulty="hard",
    question_type="multiple_choice", concepts=CONCEPTS + ["plane_figures/circles/circular_segment_area"],
    source="AMC 8/10-style (plane geometry, shaded regions bounded by arcs); DynaMath competition style",
    variations=["numeric_values", "geometric_transformations", "symbolic_substitution"],
)
class ArcsShadedAreaExact(SeedProgram):
    levels = Levels(
        standard=dict(kinds=KINDS, colour=OneOf(("orange", "green", "purple", "red")),
                      a={"petals": IntRange(1, 10), "lens": IntRange(2, 12), "arbelos": IntRange(1, 8),
                         "lune": IntRange(2, 14)}),
        hard=dict(kinds=KINDS, colour=OneOf(("orange", "green", "purple", "red")),
                  a={"petals": IntRange(6, 25), "lens": IntRange(7, 30), "arbelos": IntRange(4, 20),
                     "lune": IntRange(9, 40)}),
        hard_means="larger dimensions (up to 40), so the coefficients in the exact answer are large fractions",
    )

    def sample(self, rng, space):
        kind = space.kinds[int(rng.integers(0, len(space.kinds)))]
        colour = space.colour.draw(rng)
        p = {"kind": kind, "a": 0, "b": 0, "colour": colour}
        if kind == "arbelos":
            for _ in attempts("two different semicircles, neither more than 3 times the other"):
                a, b = space.a[kind].draw(rng), space.a[kind].draw(rng)
                if a != b and max(a, b) <= 3 * min(a, b):
                    break
            p.update(a=a, b=b)
        else:
            p["a"] = space.a[kind].draw(rng)
        right, wrong = self._options(p)
        return {**p, "options": sorted(_expr(t) for t in [right] + wrong)}

    def question(self, g):
        a, b = g["a"], g["b"]
        if g["kind"] == "petals":
            return (f"Inside a square of side {2 * a}, a semicircle is drawn on each side, with that side as its "
                    f"diameter, bulging into the square. The four semicircles overlap in four petal-shaped regions "
                    f"(shaded). What is the total shaded area?")
        if g["kind"] == "lens":
            return (f"Two circles of radius {a} each pass through the other's centre. What is the area of the "
                    f"shaded region common to both circles?")
        if g["kind"] == "arbelos":
            return (f"Point C lies on segment AB with AC = {2 * a} and CB = {2 * b}. Semicircles are drawn on the "
                    f"same side of AB with diameters AB, AC and CB. What is the area of the shaded region inside "
                    f"the large semicircle and outside the two small ones?")
        return (f"OAB is a quarter circle with centre O and radius OA = OB = {a}. A semicircle is drawn outward on "
                f"chord AB as diameter. What is the area of the shaded crescent, inside the semicircle and outside "
                f"the quarter circle?")

    def _options(self, p):
        a, b = F(p["a"]), F(p["b"])
        if p["kind"] == "petals":          # 8 half-segments of quarter discs: 8·(πa²/4 − a²/2)
            right = [(2 * a * a, "π"), (-4 * a * a, "")]
            wrong = [[(a * a, "π"), (-2 * a * a, "")], [(4 * a * a, ""), (-a * a, "π")],
                     [(2 * a * a, "π"), (-2 * a * a, "")]]
        elif p["kind"] == "lens":          # two segments of 120°: 2·(πr²/3 − √3r²/4)
            right = [(F(2, 3) * a * a, "π"), (-a * a / 2, "√3")]
            wrong = [[(a * a / 3, "π"), (-a * a / 4, "√3")], [(F(2, 3) * a * a, "π"), (-a * a / 4, "√3")],
                     [(F(1, 3) * a * a, "π"), (-a * a / 2, "√3")]]
        elif p["kind"] == "arbelos":       # π(a+b)²/2 − πa²/2 − πb²/2 = πab
            right = [(a * b, "π")]
            wrong = [[(2 * a * b, "π")], [(a * b / 2, "π")], [((a * a + b * b) / 2, "π")]]
        else:                              # Hippocrates: the lune equals triangle OAB
            right = [(a * a / 2, "")]
            wrong = [[(a * a / 4, "π")], [(a * a / 4, "π"), (-a * a / 2, "")], [(a * a, "")]]
        return right, wrong

    def answer(self, p):
        right, wrong = self._options(p)
        return Choice(_expr(right), [_expr(w) for w in wrong])

    def _geometry(self, g):
        """Membership test, circles (cx, cy, r), x-range, horizontal lines and vertical-edge x's."""
        a, b = float(g["a"]), float(g["b"])
        if g["kind"] == "petals":
            cs = [(a, 0, a), (a, 2 * a, a), (0, a, a), (2 * a, a, a)]
            inside = lambda x, y: (0 <= x <= 2 * a and 0 <= y <= 2 * a  # noqa: E731
                                   and sum((x - cx) ** 2 + (y - cy) ** 2 < r * r for cx, cy, r in cs) >= 2)
            return inside, cs, (0, 2 * a), (0, 2 * a), ()
        if g["kind"] == "lens":
            cs = [(0, 0, a), (a, 0, a)]
            return (lambda x, y: all((x - cx) ** 2 + (y - cy) ** 2 < r * r for cx, cy, r in cs)), cs, (-a, 2 * a), (), ()
        if g["kind"] == "arbelos":
            R = a + b
            cs = [(R, 0, R), (a, 0, a), (2 * a + b, 0, b)]
            inside = lambda x, y: (y > 0 and (x - R) ** 2 + y * y < R * R  # noqa: E731
                                   and (x - a) ** 2 + y * y > a * a and (x - 2 * a - b) ** 2 + y * y > b * b)
            return inside, cs, (0, 2 * R), (0,), ()
        cs = [(a / 2, a / 2, a / np.sqrt(2)), (0, 0, a)]
        inside = lambda x, y: ((x - a / 2) ** 2 + (y - a / 2) ** 2 < a * a / 2 and x * x + y * y > a * a)  # noqa: E731
        return inside, cs, (-a, 2 * a), (), ()

    def verify(self, g):
        # Numerically integrate the stated region (vertical slices) and pick the offered option whose
        # value (read from its text) matches; exactly one may match.
        inside, cs, xlim, ylines, breaks = self._geometry(g)
        area = plane.slice_area(inside, cs, xlim, ylines, breaks)
        close = [o for o in g["options"] if abs(self._read(o) - area) < 1e-7 * max(1.0, area)]
        return close[0] if len(close) == 1 else "no unique option"

    @staticmethod
    def _read(text):
        """The value of an option text such as '8π/3 − 2√3'."""
        total = 0.0
        for sign, term in zip([1] + [1 if t == "+" else -1 for t in text.split()[1::2]], text.split()[::2]):
            if term.startswith("−"):
                sign, term = -sign, term[1:]
            num, _, den = term.partition("/")
            unit = {"π": np.pi, "√3": np.sqrt(3)}.get(num[-2:] if num.endswith("√3") else num[-1:], 1.0)
            digits = num.replace("π", "").replace("√3", "")
            total += sign * (float(digits) if digits else 1.0) * unit / (float(den) if den else 1.0)
        return total

    def draw(self, g, ax, hide=()):
        a, b = float(g["a"]), float(g["b"])
        shade = dict(color=draw.PALETTE[g["colour"]], alpha=0.55, zorder=1, linewidth=0)
        line = dict(color=draw.INK, linewidth=2.0, zorder=3)
        if g["kind"] == "petals":
            s = 2 * a
            cs = [(a, 0), (s, a), (a, s), (0, a)]
            for i in range(4):
                ax.fill(*plane.lens_outline(cs[i], a, cs[(i + 1) % 4], a).T, **shade)
            for (cx, cy), start in zip(cs, (0, 90, 180, 270)):
                ax.plot(*plane.circle_arc((cx, cy), a, start, start + 180).T, **line)
            ax.plot([0, s, s, 0, 0], [0, 0, s, s, 0], **line)
            plane.side_label(ax, (0, 0), (s, 0), "?" if "a" in hide else str(int(2 * a)), away_from=(a, a))
            draw.geometry_axes(ax, [(0, 0), (s, s)], margin=0.12)
        elif g["kind"] == "lens":
            ax.fill(*plane.lens_outline((0, 0), a, (a, 0), a).T, **shade)
            plane.circle(ax, (0, 0), a)
            plane.circle(ax, (a, 0), a)
            draw.label_point(ax, (0, 0), "O₁", away_from=(0.3 * a, 0.5 * a), offset=13)
            draw.label_point(ax, (a, 0), "O₂", away_from=(0.7 * a, 0.5 * a), offset=13)
            P = (-a * np.cos(np.radians(35)), -a * np.sin(np.radians(35)))
            draw.segment(ax, (0, 0), P, style="--", linewidth=1.6)
            plane.side_label(ax, (0, 0), P, "?" if "a" in hide else str(int(a)), away_from=(0, -a))
            draw.geometry_axes(ax, [(-a, -a), (2 * a, a)], margin=0.06)
        elif g["kind"] == "arbelos":
            R = a + b
            outline = np.vstack([plane.circle_arc((R, 0), R, 0, 180), plane.circle_arc((a, 0), a, 180, 0),
                                 plane.circle_arc((2 * a + b, 0), b, 180, 0)])
            ax.fill(*outline.T, **shade)
            for c, r in (((R, 0), R), ((a, 0), a), ((2 * a + b, 0), b)):
                ax.plot(*plane.circle_arc(c, r, 0, 180).T, **line)
            ax.plot([0, 2 * R], [0, 0], **line)
            for x, t in ((0, "A"), (2 * a, "C"), (2 * R, "B")):
                draw.label_point(ax, (x, 0), t, away_from=(x, 1), offset=14)
            span = 2 * R
            ax.text(a, -0.13 * span, "?" if "a" in hide else str(int(2 * a)), ha="center", va="center", fontsize=13)
            ax.text(2 * a + b, -0.13 * span, str(int(2 * b)), ha="center", va="center", fontsize=13)
            draw.geometry_axes(ax, [(0, -0.16 * span), (2 * R, R)], margin=0.06)
        else:
            r2 = a / np.sqrt(2)
            outline = np.vstack([plane.circle_arc((a / 2, a / 2), r2, -45, 135), plane.circle_arc((0, 0), a, 90, 0)])
            ax.fill(*outline.T, **shade)
            ax.fill(*np.vstack([plane.circle_arc((0, 0), a, 0, 90), [(0, 0)]]).T, color=draw.PALETTE["blue"],
                    alpha=0.18, zorder=1, linewidth=0)
            ax.plot(*plane.circle_arc((a / 2, a / 2), r2, -45, 135).T, **line)
            ax.plot(*plane.circle_arc((0, 0), a, 0, 90).T, **line)
            ax.plot([a, 0, 0], [0, 0, a], **line)
            draw.segment(ax, (a, 0), (0, a), style="--", linewidth=1.6)
            draw.label_point(ax, (0, 0), "O", away_from=(1, 1))
            draw.label_point(ax, (a, 0), "A", away_from=(a / 2, a))
            draw.label_point(ax, (0, a), "B", away_from=(a, a / 2))
            plane.side_label(ax, (0, 0), (a, 0), "?" if "a" in hide else str(int(a)), away_from=(0, 1))
            top = a / 2 + r2
            draw.geometry_axes(ax, [(-0.1 * a, -0.2 * a), (top, top)], margin=0.08)

    def backward(self, g):
        right, _ = self._options(g)
        area = _value(right)                 # the forward answer, stated exactly; a is solved from it
        shown = _expr(right)
        if g["kind"] == "petals":            # area = (2π − 4)·a², a = radius of each semicircle
            return Backward(
                f"Inside a square, a semicircle is drawn on each side, with that side as its diameter, bulging "
                f"into the square. The four semicircles overlap in four petal-shaped regions (shaded) of total "
                f"area {shown}. The side of the square is hidden (?). What is the radius of each semicircle?",
                Number(round(float(np.sqrt(area / (2 * np.pi - 4))), 9)), "a")
        if g["kind"] == "lens":              # area = (2π/3 − √3/2)·a²
            return Backward(
                f"Two circles of equal radius each pass through the other's centre. The shaded region common to "
                f"both circles has area {shown}. What is the radius of the circles (marked ?)?",
                Number(round(float(np.sqrt(area / (2 * np.pi / 3 - np.sqrt(3) / 2))), 9)), "a")
        if g["kind"] == "arbelos":           # area = π·a·b with CB = 2b
            return Backward(
                f"Point C lies on segment AB with CB = {2 * g['b']}; AC is hidden (?). Semicircles are drawn on the "
                f"same side of AB with diameters AB, AC and CB. The shaded region inside the large semicircle and "
                f"outside the two small ones has area {shown}. What is the radius of the semicircle on AC?",
                Number(round(float(area / (np.pi * g["b"])), 9)), "a")
        return Backward(                     # lune: area = a²/2
            f"OAB is a quarter circle with centre O. A semicircle is drawn outward on chord AB as diameter. The "
            f"shaded crescent, inside the semicircle and outside the quarter circle, has area {shown}. What is the "
            f"radius OA (marked ?)?",
            Number(round(float(np.sqrt(2 * area)), 9)), "a")

    def subquestions(self, g):
        a, b = g["a"], g["b"]
        if g["kind"] == "petals":
            return [SubQuestion(f"A quarter circle has radius {a}. What is the area of the segment between its arc "
                                f"and its chord?", Number((np.pi / 4 - 0.5) * a * a),
                                "plane_figures/circles/circular_segment_area")]
        if g["kind"] == "lens":
            return [SubQuestion(f"A circle has radius {a}. What is the area of a 120° sector of it?",
                                Number(np.pi * a * a / 3), "plane_figures/circles/sector_area")]
        if g["kind"] == "arbelos":
            return [SubQuestion(f"What is the area of a semicircle of diameter {2 * (a + b)}?",
                                Number(np.pi * (a + b) ** 2 / 2), "plane_figures/circles/sector_area")]
        return [SubQuestion(f"A right isosceles triangle has legs {a}. What is the length of its hypotenuse?",
                            Number(a * np.sqrt(2)), "plane_figures/triangles/pythagorean_theorem")]

    def description(self, g):
        return (self.question(g).replace(" (shaded)", "").replace("shaded ", "").replace(" What is", " Find")
                .replace("What is", "Find") + f" The options are {'; '.join(g['options'])}.")
