"""Solid geometry (length, real life): solids are sunk in a cylindrical tank of water — iron balls, a
metal cube or a solid cone — or a full conical cup is poured into an empty cylindrical glass; find how
far the water rises (or how deep it is) (DynaSolidGeo, length/distance; volume conservation).
``answer`` divides the displaced volume by the base area πR²; ``verify`` finds the water level by
bisection on the volume of water under a level z (the tank's cross-section minus the object's)."""
import numpy as np
from scipy.integrate import quad

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.solid_round import circle_polyline, fmt

KINDS = ("balls", "cube", "cone", "pour")
STATED = {"balls": ("n", "r", "w", "ask"), "cube": ("a", "w", "ask"), "cone": ("r", "h", "w", "ask"),
          "pour": ("r", "h")}   # per kind (pouring always asks for the depth)


@seed_program(
    id="tank_water_level_rise", topic="solid_geometry", category="length_distance",
    level="elementary", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/round_solids/displacement_volume", "solid_figures/round_solids/cylinder_volume",
              "solid_figures/round_solids/sphere_volume"],
    source="DynaSolidGeo / WE-MATH-style (water level rise in a cylindrical tank)",
    variations=["numeric_values", "geometric_transformations", "real_life_contexts", "camera"],
)
class TankWaterLevelRise(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(KINDS), R=IntRange(4, 10), ask=OneOf(("rise", "depth")), ball_r=IntRange(1, 4),
                      balls=IntRange(1, 3), cube_a=IntRange(3, 10), cone_r=IntRange(2, 6), cup_r=IntRange(3, 7),
                      h=IntRange(3, 12), water_gap=IntRange(1, 4)),
        hard=dict(kind=OneOf(KINDS, p=[0.35, 0.15, 0.35, 0.15]), R=IntRange(6, 18), ask=OneOf(("rise", "depth")),
                  ball_r=IntRange(2, 6), balls=IntRange(2, 5), cube_a=IntRange(4, 16), cone_r=IntRange(3, 12),
                  cup_r=IntRange(5, 14), h=IntRange(6, 24), water_gap=IntRange(1, 9)),
        hard_means="larger tanks and several balls or a cone (π stays in the answer), bigger numbers to cube and "
                   "square, and deeper starting water",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        for _ in attempts("a readable tank: objects fit, are covered, and the level visibly rises", 200):
            R = space.R.draw(rng)
            p = {"kind": kind, "R": R, "n": 1, "a": 0, "r": 0, "h": 0, "w": 0,
                 "ask": "depth" if kind == "pour" else space.ask.draw(rng)}
            if kind == "balls":
                p["r"] = space.ball_r.draw(rng)
                p["n"] = space.balls.draw(rng)
                if p["n"] * 2 * p["r"] > 1.8 * R:
                    continue
                vol = p["n"] * 4 / 3 * np.pi * p["r"] ** 3
                top = 2 * p["r"]
            elif kind == "cube":
                p["a"] = space.cube_a.draw(rng)
                if p["a"] * np.sqrt(2) > 1.8 * R:
                    continue
                vol, top = float(p["a"] ** 3), p["a"]
            else:
                p["r"] = space.cone_r.draw(rng) if kind == "cone" else space.cup_r.draw(rng)
                p["h"] = space.h.draw(rng)
                if kind == "cone" and p["r"] > 0.85 * R:
                    continue
                vol, top = np.pi * p["r"] ** 2 * p["h"] / 3, p["h"]
            if kind == "pour":
                if vol / (np.pi * R * R) < 1.5:
                    continue
                return self._stated(p)
            p["w"] = top + space.water_gap.draw(rng)      # water covers the object before and after
            rise = vol / (np.pi * R * R)
            if rise >= 0.8 and rise >= 0.14 * p["w"]:        # M and N apart in the figure
                return self._stated(p)

    @staticmethod
    def _stated(p):
        """Only what the question states: the tank, the object's own sizes, the water depth, what is asked."""
        return {k: v for k, v in p.items() if k in ("kind", "R") + STATED[p["kind"]]}

    def _obj(self, p):
        k = p["kind"]
        if k == "balls":
            n = p["n"]
            what = "an iron ball" if n == 1 else f"{n} identical iron balls"
            return f"{what} of radius {p['r']} cm {'is' if n == 1 else 'are'} dropped in and sink{'s' if n == 1 else ''} to the bottom"
        if k == "cube":
            return f"a metal cube of edge {p['a']} cm is lowered in and rests on the bottom"
        return f"a solid iron cone with base radius {p['r']} cm and height {p['h']} cm is stood upright on the bottom"

    def _statement(self, g, radius=True):
        """The data of the problem; radius=False leaves the base radius OA unstated (the backward view)."""
        oa = f"OA = {g['R']} cm" if radius else "OA"
        if g["kind"] == "pour":
            return (f"A conical cup (apex down) with rim radius {g['r']} cm and depth {g['h']} cm is full of water. All of "
                    f"it is poured into an empty cylindrical glass with base centre O and base radius {oa}.")
        return (f"A cylindrical tank with base centre O has base radius {oa} and holds water {g['w']} cm "
                f"deep (water surface centre M). Then {self._obj(g)}; the water still covers "
                f"{'them' if g['kind'] == 'balls' and g['n'] > 1 else 'it'}, and its surface rises to centre N.")

    def question(self, g):
        if g["kind"] == "pour":
            return f"{self._statement(g)} How deep is the water in the glass, in cm?"
        return f"{self._statement(g)} " + ("By how many cm does the water level rise (find MN)?" if g["ask"] == "rise"
                                          else "How deep is the water now (find ON), in cm?")

    def _volume(self, p):
        k = p["kind"]
        if k == "balls":
            return p["n"] * 4 / 3 * np.pi * p["r"] ** 3
        if k == "cube":
            return float(p["a"] ** 3)
        return np.pi * p["r"] ** 2 * p["h"] / 3

    def answer(self, p):
        rise = self._volume(p) / (np.pi * p["R"] ** 2)
        return Number(float(rise + (p["w"] if p["kind"] != "pour" and p["ask"] == "depth" else 0)))

    def backward(self, g):
        """Mask the radius OA; state how deep the water is (or how much it rose); OA = √(V / (π·rise))."""
        rise = self._volume(g) / (np.pi * g["R"] ** 2)
        stated = (f"The water is then {rise + g['w']:.6g} cm deep." if g["kind"] != "pour"
                  else f"The water in the glass is {rise:.6g} cm deep.")
        return Backward(f"{self._statement(g, radius=False)} {stated} Find the base radius OA, in cm.",
                        Number(float(np.sqrt(self._volume(g) / (np.pi * rise)))), "R")

    def verify(self, g):
        R, k = float(g["R"]), g["kind"]

        def occupied(z):   # cross-section area of the object at height z
            if k == "balls":
                r = g["r"]
                return g["n"] * np.pi * max(r * r - (z - r) ** 2, 0.0)
            if k == "cube":
                return g["a"] ** 2 if z < g["a"] else 0.0
            if k == "cone":
                return np.pi * (g["r"] * max(1 - z / g["h"], 0.0)) ** 2
            return 0.0

        top = 2 * g["r"] if k == "balls" else g["a"] if k == "cube" else g["h"] if k == "cone" else 1.0

        def water_below(level):   # volume of water under the level: ∫ (πR² − object) dz, split at the object's top
            f = lambda z: np.pi * R * R - occupied(z)  # noqa: E731
            if level <= top:
                return quad(f, 0.0, level, epsabs=1e-12, epsrel=1e-12, limit=200)[0]
            return (quad(f, 0.0, top, epsabs=1e-12, epsrel=1e-12, limit=200)[0]
                    + np.pi * R * R * (level - top))

        if k == "pour":   # water volume: integrate the cup's cross-sections π(r·t/h)² over its depth
            water = quad(lambda t: np.pi * (g["r"] * t / g["h"]) ** 2, 0.0, g["h"], epsrel=1e-12)[0]
        else:
            water = np.pi * R * R * g["w"]
        lo, hi = 0.0, 200.0
        for _ in range(60):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if water_below(mid) < water else (lo, mid)
        level = (lo + hi) / 2
        return Number(level - (g["w"] if k != "pour" and g["ask"] == "rise" else 0.0))

    def scene(self, g):
        R, k = g["R"], g["kind"]
        new = (g["w"] if k != "pour" else 0) + self._volume(g) / (np.pi * g["R"] ** 2)
        tank = max(new * 1.3, new + 2, 0.9 * R)
        s = Scene()
        s.solid("cylinder", (0, 0, 0), R, height=tank, color="#e5e7eb")
        s.solid("cylinder", (0, 0, 0), R, height=new, color="#93c5fd")
        s.point("O", (0, 0, 0))
        s.point("A", (R, 0, 0))
        s.segment("O", "A", style="auxiliary")
        if k == "pour":
            s.point("N", (0, 0, new))
            s.segment("O", "N", style="auxiliary")
            return s
        s.point("M", (0, 0, g["w"]))
        s.point("N", (0, 0, new))
        circle_polyline(s, (0, 0, g["w"]), R, style="hidden")
        s.segment("M", "N", style="auxiliary")
        if g["ask"] == "depth":
            s.segment("O", "M", style="auxiliary")
        if k == "balls":
            r, n = g["r"], g["n"]
            for i in range(n):
                x = (i - (n - 1) / 2) * 2.05 * r
                s.solid("sphere", (x, -0.35 * R if n == 1 else 0.35 * R, r), r, color="#6b7280")
        elif k == "cube":
            a = g["a"]
            x0, y0 = -a / 2, -0.5 * R - a / 2 if a < 0.9 * R else -a / 2
            names = []
            for i, (dx, dy, dz) in enumerate([(0, 0, 0), (1, 0, 0), (1, 1, 0), (0, 1, 0),
                                              (0, 0, 1), (1, 0, 1), (1, 1, 1), (0, 1, 1)]):
                names.append(s.point(f"_k{i}", (x0 + a * dx, y0 + a * dy, a * dz), show_label=False, dot=False))
            for f in ((0, 1, 2, 3), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7)):
                s.face([names[i] for i in f], color="#6b7280", opacity=0.5)
            for i, j in ((0, 1), (1, 2), (2, 3), (3, 0), (4, 5), (5, 6), (6, 7), (7, 4), (0, 4), (1, 5), (2, 6), (3, 7)):
                s.segment(names[i], names[j])
        else:
            s.solid("cone", (0, -0.9 * R + g["r"] if g["r"] < 0.45 * R else 0, 0), g["r"], height=g["h"],
                    color="#6b7280")
        return s

    def description(self, g):
        text = self.question(g).split(" By how many")[0].split(" How deep")[0]
        return text.replace(" (water surface centre M)", "").replace(
            ", and its surface rises to centre N", "").replace(" (find MN)", "").replace(" (find ON)", "").replace(
            " with base centre O", "").replace("OA = ", "")

    def subquestions(self, g):
        V = self._volume(g)
        k = g["kind"]
        if k == "balls":
            q = f"Find the total volume of {g['n']} iron ball(s) of radius {g['r']} cm, in cm³."
            c = "solid_figures/round_solids/sphere_volume"
        elif k == "cube":
            q = f"Find the volume of a cube of edge {g['a']} cm, in cm³."
            c = "solid_figures/round_solids/displacement_volume"
        else:
            q = f"Find the volume of a cone with base radius {g['r']} cm and height {g['h']} cm, in cm³."
            c = "solid_figures/round_solids/cone_volume"
        return [SubQuestion(q, Number(float(V)), c),
                SubQuestion(f"A cylinder has base radius {g['R']} cm. What height of it holds {fmt(V, 6)} cm³?",
                            Number(float(V / (np.pi * g["R"] ** 2))), "solid_figures/round_solids/cylinder_volume")]

    def reasoning(self, p):
        R, k = p["R"], p["kind"]
        V = self._volume(p)
        rise = V / (np.pi * R * R)
        if k == "balls":
            first = f"Each ball has volume (4/3)π·{p['r']}³ = {fmt(4 * p['r'] ** 3 / 3)}π, so the balls displace {fmt(4 * p['n'] * p['r'] ** 3 / 3)}π ≈ {fmt(V)} cm³."
        elif k == "cube":
            first = f"The cube displaces its own volume {p['a']}³ = {p['a'] ** 3} cm³ (it is fully under water)."
        elif k == "cone":
            first = f"The cone displaces its volume (1/3)π·{p['r']}²·{p['h']} = {fmt(p['r'] ** 2 * p['h'] / 3)}π ≈ {fmt(V)} cm³."
        else:
            first = f"The water in the cup is (1/3)π·{p['r']}²·{p['h']} = {fmt(p['r'] ** 2 * p['h'] / 3)}π ≈ {fmt(V)} cm³."
        steps = [first,
                f"The glass/tank is a cylinder of base area π·{R}² = {R * R}π ≈ {fmt(np.pi * R * R)} cm², so a volume V "
                f"fills a layer of height V/({R * R}π).",
                f"{'Depth' if k == 'pour' else 'Rise'} = {fmt(V)}/{fmt(np.pi * R * R)} ≈ {fmt(rise)} cm."]
        return steps + ([f"New depth ON = {p['w']} + {fmt(rise)} ≈ {fmt(p['w'] + rise)} cm."] if k != "pour" and p["ask"] == "depth" else [])
