"""Solid geometry (volume, real-life): solid objects — iron balls, a metal cone or a metal cylinder —
are sunk in a cylindrical container of water; find how much the water level rises or the new depth
(DynaSolidGeo, volume). ``answer`` divides the object's volume by the container's base area;
``verify`` finds the new level by bisection, integrating the object's horizontal cross-sections
numerically."""
import math

from scipy.integrate import quad

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program

OBJECTS = ("balls", "cone", "cylinder")


@seed_program(
    id="water_level_rise", topic="solid_geometry", category="volume",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/round_solids/sphere_volume", "solid_figures/round_solids/cylinder_volume",
              "solid_figures/round_solids/cone_volume", "solid_figures/composite_solids/displacement"],
    source="DynaSolidGeo-style (volume: water displacement in a cylinder)",
    variations=["numeric_values", "geometric_transformations", "real_life_contexts", "camera"],
)
class WaterLevelRise(SeedProgram):
    levels = Levels(
        standard=dict(obj=IntRange(0, 2), container_radius=IntRange(3, 8), balls=IntRange(1, 3),
                      ask=OneOf(("rise", "depth")), unit=OneOf(("cm", "dm"))),
        hard=dict(obj=IntRange(0, 2), container_radius=IntRange(9, 25), balls=IntRange(1, 3),
                  ask=OneOf(("rise", "depth")), unit=OneOf(("cm", "dm"))),
        hard_means="wider containers with larger objects: bigger volumes and non-terminating rises",
    )

    def sample(self, rng, space):
        """Givens: the container (radius, depth), the object(s) and their sizes, what is asked, the unit."""
        for _ in attempts("a visible rise (at least 0.4)"):
            p = self._draw(rng, space)
            if self._volume(p) / (math.pi * p["R"] ** 2) >= 0.4:   # a visible rise
                return p

    def _draw(self, rng, space):
        obj = OBJECTS[space.obj.draw(rng)]
        R = space.container_radius.draw(rng)
        if obj == "balls":
            k = space.balls.draw(rng)
            limit = R / (1 + 2 / math.sqrt(3)) if k == 3 else (R / 2 if k == 2 else R * 0.8)
            r = int(rng.integers(1, max(2, int(limit) + 1)))
            if r > limit:
                r = 1
            top, p = 2 * r, {"k": k, "r": r}
        else:
            r = int(rng.integers(1, max(2, int(0.7 * R) + 1)))
            h = int(rng.integers(2, 2 * R))
            top, p = h, {"k": 1, "r": r, "h": h}
        d = int(rng.integers(top + 1, top + 6))
        p.update({"obj": obj, "R": R, "d": d, "ask": space.ask.draw(rng), "unit": space.unit.draw(rng)})
        return p

    def _object_text(self, p):
        u = p["unit"]
        if p["obj"] == "balls":
            n = {1: "an iron ball", 2: "two identical iron balls", 3: "three identical iron balls"}[p["k"]]
            return f"{n} of radius {p['r']} {u}"
        if p["obj"] == "cone":
            return f"a solid metal cone with base radius {p['r']} {u} and height {p['h']} {u}, standing on its base,"
        return f"a solid metal cylinder with radius {p['r']} {u} and height {p['h']} {u}, standing upright,"

    def _given(self, g, hide_R=False):
        """The statement's data; ``hide_R`` names the container's radius R instead (the backward question)."""
        p = g
        u = p["unit"]
        radius = "R" if hide_R else f"{p['R']} {u}"
        return (f"A cylindrical container with inner base radius {radius} holds water {p['d']} {u} deep. Then "
                f"{self._object_text(p)} {'is' if p['k'] == 1 else 'are'} placed on the bottom; "
                f"{'it is' if p['k'] == 1 else 'they are'} completely under water and no water overflows")

    def question(self, g):
        p = g
        u = p["unit"]
        what = (f"By how many {u} does the water level rise" if p["ask"] == "rise"
                else f"What is the new depth of the water, in {u}")
        return self._given(p) + f". {what}?"

    def _volume(self, p):
        r = p["r"]
        if p["obj"] == "balls":
            return p["k"] * 4 / 3 * math.pi * r ** 3
        if p["obj"] == "cone":
            return math.pi * r * r * p["h"] / 3
        return math.pi * r * r * p["h"]

    def answer(self, p):
        rise = self._volume(p) / (math.pi * p["R"] ** 2)
        return Number(rise if p["ask"] == "rise" else p["d"] + rise)

    def backward(self, g):
        """Mask the container's radius R; state the rise; R = √(V / (π·rise)) (the rise falls as R grows)."""
        p = g
        u, rise = p["unit"], self._volume(p) / (math.pi * p["R"] ** 2)
        text = self._given(p, hide_R=True)
        return Backward(f"{text}. The water level rises by {rise:.6g} {u}. What is R, in {u}?",
                        Number(math.sqrt(self._volume(p) / (math.pi * rise))), "R")

    def _section(self, p, z):
        """Horizontal cross-section area of the object(s) at height z."""
        r = p["r"]
        if p["obj"] == "balls":
            return p["k"] * math.pi * max(0.0, r * r - (z - r) ** 2) if 0 <= z <= 2 * r else 0.0
        if not 0 <= z <= p["h"]:
            return 0.0
        if p["obj"] == "cone":
            return math.pi * (r * (1 - z / p["h"])) ** 2
        return math.pi * r * r

    def verify(self, g):
        # Independent: the new level by bisection, the object's cross-sections integrated numerically.
        p = g
        base = math.pi * p["R"] ** 2
        water = base * p["d"]
        top = 2 * p["r"] if p["obj"] == "balls" else p["h"]

        def excess(level):   # water that fits below `level` minus the water there is
            sub = quad(lambda z: self._section(p, z), 0, min(level, top), limit=200)[0]
            return base * level - sub - water

        lo, hi = float(p["d"]), float(p["d"] + top + 10)
        for _ in range(100):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if excess(mid) < 0 else (lo, mid)
        level = (lo + hi) / 2
        return Number(level - p["d"] if p["ask"] == "rise" else level)

    def scene(self, g):
        p = g
        R, d = p["R"], p["d"]
        rise = self._volume(p) / (math.pi * R * R)
        Hc = d + rise + max(2.0, 0.25 * R)
        s = Scene()
        s.solid("cylinder", (0, 0, 0), R, height=Hc, color="#e5e7eb")
        s.solid("cylinder", (0, 0, 0), R, height=d + rise, color="#93c5fd")
        r = p["r"]
        if p["obj"] == "balls":
            k = p["k"]
            rho = 0.0 if k == 1 else (r * 1.05 if k == 2 else 2 * r / math.sqrt(3) * 1.05)
            for i in range(k):
                t = 2 * math.pi * i / k
                s.solid("sphere", (rho * math.cos(t), rho * math.sin(t), r), r, color="#6b7280")
        elif p["obj"] == "cone":
            s.solid("cone", (0, 0, 0), r, height=p["h"], color="#6b7280")
        else:
            s.solid("cylinder", (0, 0, 0), r, height=p["h"], color="#6b7280")
        s.point("O", (0, 0, 0))
        s.point("A", (R, 0, 0))
        s.segment("O", "A", style="hidden")
        return s

    def description(self, g):
        p = g
        return self._given(p) + ". O is the centre of the container's base and A a point on its rim."

    def subquestions(self, g):
        p = g
        u = p["unit"]
        return [SubQuestion(f"Find the total volume of {self._object_text(p)}, in {u}³.", Number(self._volume(p)),
                            "solid_figures/round_solids/sphere_volume" if p["obj"] == "balls" else
                            f"solid_figures/round_solids/{p['obj']}_volume"),
                SubQuestion(f"Water of volume {self._volume(p):.4f} {u}³ is poured into a cylinder of base radius "
                            f"{p['R']} {u}. How deep is it, in {u}?", Number(self._volume(p) / (math.pi * p['R'] ** 2)),
                            "solid_figures/composite_solids/displacement")]

    def reasoning(self, p):
        R, r = p["R"], p["r"]
        v = self._volume(p)
        rise = v / (math.pi * R * R)
        if p["obj"] == "balls":
            first = f"Volume of the balls: {p['k']}·(4/3)π·{r}³ ≈ {v:.4f}."
        elif p["obj"] == "cone":
            first = f"Volume of the cone: (1/3)π·{r}²·{p['h']} ≈ {v:.4f}."
        else:
            first = f"Volume of the cylinder: π·{r}²·{p['h']} ≈ {v:.4f}."
        steps = [first,
                 "The objects are completely submerged, so the water rises by a layer whose volume equals theirs.",
                 f"Rise = volume / (π·{R}²) ≈ {v:.4f}/{math.pi * R * R:.4f} ≈ {rise:.4f}."]
        if p["ask"] == "depth":
            steps.append(f"New depth = {p['d']} + {rise:.4f} ≈ {p['d'] + rise:.4f}.")
        return steps
