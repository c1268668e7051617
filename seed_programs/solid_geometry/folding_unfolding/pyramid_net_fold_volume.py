"""Solid geometry (folding): the net of a regular pyramid - a regular polygon with an isosceles triangle
on each side - is folded up until the triangle tips meet at the apex; find the height or the volume.
Competition variant: a star-shaped net cut from a square sheet, maximise the volume over the size of
the central square."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import golden_section_min, regular_polygon_name, regular_polygon_xy
from dynaforge.sdk.solid_motion import fold_flap


@seed_program(
    id="pyramid_net_fold_volume", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/pyramid_nets", "solid_figures/pyramids/height_from_lateral_edge",
              "solid_figures/pyramids/volume", "solid_figures/folding/fold_volume_maximum"],
    source="DynaSolidGeo-style (folding the net of a regular pyramid; star net from a square sheet)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "camera"],
)
class PyramidNetFoldVolume(SeedProgram):
    levels = Levels(
        standard=dict(mode=OneOf(("net", "star", "star_max"), p=[0.5, 0.25, 0.25]), sides=OneOf((3, 4, 6)),
                      edge=IntRange(2, 8), lateral_extra=IntRange(1, 7), ask=OneOf(("height", "volume")),
                      sheet=OneOf((10, 12, 15, 20, 30))),
        hard=dict(mode=OneOf(("net", "star", "star_max"), p=[0.45, 0.25, 0.3]), sides=OneOf((3, 4, 6), p=[0.2, 0.3, 0.5]),
                  edge=IntRange(5, 14), lateral_extra=IntRange(2, 12), ask=OneOf(("height", "volume"), p=[0.3, 0.7]),
                  sheet=OneOf((14, 18, 21, 25, 35, 40))),
        hard_means="larger nets and sheets with less friendly sizes, more hexagonal bases and mostly the volume "
                   "(height first, then the base area) or the maximum over the central square",
    )

    def sample(self, rng, space):
        mode = space.mode.draw(rng)
        if mode == "net":
            n = int(space.sides.draw(rng))
            a = space.edge.draw(rng)
            R = a / (2 * np.sin(np.pi / n))
            l = int(np.floor(R)) + space.lateral_extra.draw(rng)     # longer than the circumradius: a real apex
            return {"mode": mode, "n": n, "a": a, "l": l, "ask": space.ask.draw(rng)}
        L = int(space.sheet.draw(rng))
        a = int(rng.integers(max(2, L // 6), (L - 1) // 2 + 1))
        while 2 * a >= L:
            a -= 1
        return {"mode": mode, "n": 4, "L": L, "a": a, "ask": "volume" if mode == "star_max" else space.ask.draw(rng)}

    def _setup(self, p):
        if p["mode"] == "net":
            poly = regular_polygon_name(p["n"])
            return (f"The net of a regular pyramid consists of {'an' if p['n'] == 3 else 'a'} {poly} with side {p['a']} "
                    f"and, on each of its sides, an isosceles triangle whose two equal sides are {p['l']}. The triangles "
                    f"are folded up until their tips meet at the apex.")
        if p["mode"] == "star":
            return (f"From a square sheet of side {p['L']} a star-shaped net is cut: a central square of side {p['a']} "
                    f"(sides parallel to the sheet's, same centre) and on each of its sides an isosceles triangle whose tip "
                    f"is the midpoint of the nearest side of the sheet. The triangles are folded up until the tips meet, "
                    f"forming a regular square pyramid.")
        return (f"From a square sheet of side {p['L']} a star-shaped net is cut: a central square of side x (sides parallel "
                f"to the sheet's, same centre) and on each of its sides an isosceles triangle whose tip is the midpoint of the "
                f"nearest side of the sheet. The triangles are folded up until the tips meet, forming a regular square "
                f"pyramid; x may be chosen freely.")

    def question(self, g):
        if g["mode"] == "star_max":
            return self._setup(g) + " Find the largest possible volume of the pyramid."
        return self._setup(g) + f" Find the {g['ask']} of the pyramid."

    def _slant_apothem(self, p):
        """(slant height of a lateral face, apothem of the base)."""
        n, a = p["n"], p["a"]
        apo = a / (2 * np.tan(np.pi / n))
        if p["mode"] == "net":
            return np.sqrt(p["l"] ** 2 - a * a / 4), apo
        return (p["L"] - a) / 2, apo                   # from the square's side to the sheet's side midpoint

    def _value(self, p):
        if p["mode"] == "star_max":
            L = p["L"]
            # V(x) = ⅓x²·½√(L² − 2Lx); (V²)' = 0 ⇒ 4(L² − 2Lx) = 2Lx ⇒ x = 2L/5
            x = 2 * L / 5
            return float(x * x * np.sqrt(L * L - 2 * L * x) / 6)
        slant, apo = self._slant_apothem(p)
        h = np.sqrt(slant ** 2 - apo ** 2)             # right triangle: height, apothem, slant height
        if p["ask"] == "height":
            return float(h)
        n, a = p["n"], p["a"]
        base = n * a * apo / 2
        return float(base * h / 3)

    def answer(self, p):
        return Number(self._value(p))

    def _apex(self, p, a=None):
        """Apex height found by folding: turn one triangle's tip about its base edge until it is above the centre."""
        q = dict(p, a=a if a is not None else p["a"])
        n, aa = q["n"], q["a"]
        R = aa / (2 * np.sin(np.pi / n))
        xy = regular_polygon_xy(n, R)
        A, B = np.array([*xy[0], 0.0]), np.array([*xy[1], 0.0])
        mid = (A + B) / 2
        out = mid / np.linalg.norm(mid)
        if q["mode"] == "net":
            tip = mid + out * np.sqrt(q["l"] ** 2 - aa * aa / 4)
        else:
            tip = out * q["L"] / 2                          # the sheet's side midpoint (centre at the origin)
        # turn the tip about AB (dihedral θ from 180°, flat, downwards) until it is above the centre: its
        # horizontal offset along the outward direction decreases monotonically; bisect for zero
        def up(th):
            t = fold_flap({"T": tip}, A, B, th)["T"]
            return t if t[2] >= 0 else fold_flap({"T": tip}, B, A, th)["T"]
        lo, hi = 0.0, 180.0
        for _ in range(80):
            mid_th = (lo + hi) / 2
            if up(mid_th) @ out > 0:
                hi = mid_th
            else:
                lo = mid_th
        t = up((lo + hi) / 2)
        return abs(t[2]), xy

    def verify(self, g):
        if g["mode"] == "star_max":
            _, best = golden_section_min(lambda x: -x * x * self._apex(g, a=float(x))[0] / 3,
                                         0.05 * g["L"], 0.49 * g["L"], tol=1e-10)
            return Number(float(-best))
        h, xy = self._apex(g)
        if g["ask"] == "height":
            return Number(float(h))
        area = 0.5 * abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(xy, xy[1:] + xy[:1])))
        return Number(float(area * h / 3))

    def scene(self, g):
        a = g["a"] if g["mode"] != "star_max" else 2 * g["L"] / 5
        n = g["n"]
        R = a / (2 * np.sin(np.pi / n))
        xy = regular_polygon_xy(n, R)
        labels = list("ABCDEF"[:n])
        q = dict(g, a=a)
        slant, apo = self._slant_apothem(q)
        final = np.degrees(np.arccos(apo / slant))          # base-to-face dihedral angle of the pyramid
        shown = 180 - 0.6 * (180 - final)                    # the net partly folded
        s = Scene()
        for lab, (x, y) in zip(labels, xy):
            s.point(lab, (x, y, 0.0))
        s.face(labels, color="lightsteelblue", opacity=0.3)
        for i in range(n):
            A, B = np.array([*xy[i], 0.0]), np.array([*xy[(i + 1) % n], 0.0])
            mid = (A + B) / 2
            tip = mid + mid / np.linalg.norm(mid) * slant
            t = fold_flap({"T": tip}, A, B, shown)["T"]
            if t[2] < 0:
                t = fold_flap({"T": tip}, B, A, shown)["T"]
            lab = s.point(f"P{i + 1}", t, show_label=False)
            s.face([labels[i], labels[(i + 1) % n], lab], color="#fcd34d", opacity=0.35)
        return s

    def subquestions(self, g):
        if g["mode"] == "star_max":
            return [SubQuestion(f"A regular square pyramid has base side x and slant height ({g['L']} − x)/2. Express its "
                                f"height at x = {g['L'] // 4} (a number).",
                                Number(float(np.sqrt(((g['L'] - g['L'] // 4) / 2) ** 2 - (g['L'] // 4 / 2) ** 2))),
                                "solid_figures/pyramids/height_from_lateral_edge")]
        slant, apo = self._slant_apothem(g)
        return [SubQuestion(self._setup(g) + " Find the slant height of a lateral face (the altitude of a triangle to its "
                            "base side).", Number(float(slant)), "plane_figures/triangles/pythagorean_theorem"),
                SubQuestion(self._setup(g) + " Find the distance from the centre of the base to a side of the base.",
                            Number(float(apo)), "plane_figures/polygons/regular_polygon_apothem")]

    def description(self, g):
        return self._setup(g) + " The figure shows the net partly folded."

    def reasoning(self, p):
        if p["mode"] == "star_max":
            L = p["L"]
            return [f"With central square x, the slant height is ({L} − x)/2 and the apothem x/2, so "
                    f"h = √(((L − x)/2)² − (x/2)²) = ½√({L}² − 2·{L}x) (needs x < {L / 2:g}).",
                    f"V(x) = ⅓x²·½√({L * L} − {2 * L}x); maximise V² ∝ x⁴({L * L} − {2 * L}x): "
                    f"4x³({L * L} − {2 * L}x) − {2 * L}x⁴ = 0 ⇒ x = 2·{L}/5 = {2 * L / 5:g}.",
                    f"V_max = ⅙·{2 * L / 5:g}²·√({L * L} − {2 * L}·{2 * L / 5:g}) ≈ {self._value(p):.4f}."]
        slant, apo = self._slant_apothem(p)
        h = np.sqrt(slant ** 2 - apo ** 2)
        first = (f"Each triangle has equal sides {p['l']} and base {p['a']}: slant height = √({p['l']}² − {p['a'] / 2:g}²) "
                 f"≈ {slant:.4f}." if p["mode"] == "net" else
                 f"The tip is the midpoint of the sheet's side, so the slant height is ({p['L']} − {p['a']})/2 = {slant:g}.")
        steps = [first,
                 f"The foot of the height is the centre of the base, at distance (apothem) ≈ {apo:.4f} from each side.",
                 f"Height = √(slant² − apothem²) ≈ {h:.4f}."]
        if p["ask"] == "volume":
            steps.append(f"Base area = ½·perimeter·apothem ≈ {p['n'] * p['a'] * apo / 2:.4f}; V = ⅓·base·h ≈ {self._value(p):.4f}.")
        return steps
