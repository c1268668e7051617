"""Solid geometry (volume): a right prism whose cross-section is an isosceles trapezoid, e.g. a
water trough; the depth may have to be found from the slanted side first (DynaSolidGeo, volume)."""
import math

from dynaforge.sdk import Backward, IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import convex_hull_volume

# (overhang d, depth t, leg): standard indices 0-6, hard 7-13 (None: only the depth can be given)
TRIPLES = ((3, 4, 5), (4, 3, 5), (6, 8, 10), (5, 12, 13), (2, 3, None), (3, 2, None), (1, 4, None),
           (8, 15, 17), (15, 8, 17), (7, 24, 25), (12, 16, 20), (9, 12, 15), (5, 7, None), (7, 9, None))


@seed_program(
    id="trapezoid_prism_volume", topic="solid_geometry", category="volume",
    level="elementary", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/prisms/volume", "plane_figures/quadrilaterals/trapezoid_area",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (volume: prism with a trapezoid base)",
    variations=["numeric_values", "lengths_ratios", "real_life_contexts", "point_labels", "camera"],
)
class TrapezoidPrismVolume(SeedProgram):
    levels = Levels(
        standard=dict(triple=IntRange(0, 6), given=IntRange(0, 1), bottom_extra=IntRange(0, 5), back=IntRange(0, 1),
                      length_extra=IntRange(0, 7), trough=IntRange(0, 1)),
        hard=dict(triple=IntRange(7, 13), given=IntRange(0, 1), bottom_extra=IntRange(3, 20), back=IntRange(0, 1),
                  length_extra=IntRange(5, 30), trough=IntRange(0, 1)),
        hard_means="larger troughs: depths from 8-15-17, 7-24-25 and 12-16-20 legs, longer prisms (five-digit volumes)",
    )

    def sample(self, rng, space):
        """Givens: the trapezoid (bottom b, top a, and the depth t or the legs), the length, trough or prism,
        the labels; hidden: the depth when the legs are stated."""
        d, t, leg = TRIPLES[space.triple.draw(rng)]
        given = "depth" if leg is None else ["depth", "leg"][space.given.draw(rng)]
        b = space.bottom_extra.draw(rng) + max(2, d)  # bottom at least half the slant overhang: a ≤ 3b
        front = ["A", "B", "C", "D"]
        back = [["E", "F", "G", "H"], ["A'", "B'", "C'", "D'"]][space.back.draw(rng)]
        g = {"b": b, "a": b + 2 * d, **({"leg": leg} if given == "leg" else {"t": t}), "given": given,
             "length": space.length_extra.draw(rng) + max(6, b + 2 * d, t),
             "trough": bool(space.trough.draw(rng)), "front": front, "back": back}
        return g, ({"t": t} if given == "leg" else {})

    @staticmethod
    def _depth(g):
        """The distance between the parallel sides: given, or from a leg and the overhang (a whole number)."""
        return g["t"] if "t" in g else math.isqrt(g["leg"] ** 2 - ((g["a"] - g["b"]) // 2) ** 2)

    def _setup(self, g, hide_length=False):
        p = g
        A, B, C, D = p["front"]
        E = p["back"][0]
        length = "?" if hide_length else p["length"]
        side = (f"the slanted sides {B}{C} = {A}{D} = {p['leg']}" if p["given"] == "leg"
                else f"the distance between {A}{B} and {D}{C} is {p['t']}")
        shape = (f"{A}{B} ∥ {D}{C}, {A}{B} = {p['b']}, {D}{C} = {p['a']}, and {side}. The edge {A}{E} = {length} "
                 f"is perpendicular to the end face.")
        if p["trough"]:
            return (f"A water trough has the shape of the right prism {''.join(p['front'])}-{''.join(p['back'])}, "
                    f"open along the top face {D}{C}{p['back'][2]}{p['back'][3]}. Its end face {A}{B}{C}{D} is an "
                    f"isosceles trapezoid with bottom " + shape)
        return (f"The figure shows the right prism {''.join(p['front'])}-{''.join(p['back'])}. Its end face "
                f"{A}{B}{C}{D} is an isosceles trapezoid with " + shape)

    def _asked(self, p):
        return ("how much water the trough holds when it is full (its volume)" if p["trough"]
                else "the volume of the prism")

    def question(self, g):
        p = g
        return self._setup(p) + f" Find {self._asked(p)}."

    def _volume(self, p):
        return (p["a"] + p["b"]) / 2 * p["t"] * p["length"]

    def answer(self, p):
        return Number(self._volume(p))

    def verify(self, g):
        # Independent: the prism in coordinates (given the legs, the top is raised until BC has their length),
        # convex-hull volume.
        return Number(convex_hull_volume(self.scene(g).points.values()))

    def scene(self, g):
        p = g
        a, b, L = p["a"], p["b"], p["length"]
        d = (a - b) / 2
        t = p["t"] if p["given"] == "depth" else math.sqrt(p["leg"] ** 2 - d * d)
        end = [(d, 0.0), (d + b, 0.0), (a, t), (0.0, t)]  # (x, z) of A, B, C, D
        s = Scene()
        for f, bk, (x, z) in zip(p["front"], p["back"], end):
            s.point(f, (x, 0.0, z))
            s.point(bk, (x, float(L), z))
        s.face(p["front"], color="#93c5fd", opacity=0.45)
        s.face(p["back"])
        for i in range(4):
            j = (i + 1) % 4
            color = "#bfdbfe" if (p["trough"] and i == 2) else "lightsteelblue"
            s.face([p["front"][i], p["front"][j], p["back"][j], p["back"][i]], color=color,
                   opacity=0.08 if (p["trough"] and i == 2) else 0.25)
        return s

    def subquestions(self, g):
        p = {**g, "t": self._depth(g)}
        A, B, C, D = p["front"]
        area = (p["a"] + p["b"]) / 2 * p["t"]
        subs = []
        if p["given"] == "leg":
            subs.append(SubQuestion(
                f"In isosceles trapezoid {A}{B}{C}{D} with {A}{B} = {p['b']}, {D}{C} = {p['a']} and legs {p['leg']}, "
                f"find the distance between the parallel sides.", Number(p["t"]),
                "plane_figures/triangles/pythagorean_theorem"))
        subs += [
            SubQuestion(f"A trapezoid has parallel sides {p['b']} and {p['a']} at distance {p['t']} apart. Find its area.",
                        Number(area), "plane_figures/quadrilaterals/trapezoid_area"),
            SubQuestion(f"A right prism has base area {area:g} and length {p['length']}. Find its volume.",
                        Number(area * p["length"]), "solid_figures/prisms/volume"),
        ]
        return subs

    def backward(self, g):
        p = {**g, "t": self._depth(g)}
        A, E = p["front"][0], p["back"][0]
        v = self._volume(p)
        area = (p["a"] + p["b"]) * p["t"] / 2
        return Backward(self._setup(p, hide_length=True) + f" If {self._asked(p)} is {v:g}, find {A}{E}.",
                        Number(v / area), "length")

    def description(self, g):
        p = g
        pairs = ", ".join(f + b for f, b in zip(p["front"], p["back"]))
        return (self._setup(p) + f" The lateral edges {pairs} are parallel and equal; {p['front'][0]}{p['front'][1]} "
                f"is the bottom edge of the end face.")

    def reasoning(self, p):
        A, B, C, D = p["front"]
        a, b, t, L = p["a"], p["b"], p["t"], p["length"]
        steps = []
        if p["given"] == "leg":
            steps.append(f"Drop perpendiculars from {A} and {B} to {D}{C}: each cuts off ({a} − {b})/2 = {(a - b) // 2} "
                         f"on {D}{C}, so the depth is √({p['leg']}² − {(a - b) // 2}²) = {t}.")
        area = (a + b) / 2 * t
        steps += [f"Area of the trapezoid {A}{B}{C}{D} = ({b} + {a})/2 · {t} = {area:g}.",
                  f"The prism is right, so its length {L} is the height over this base.",
                  f"V = {area:g} · {L} = {area * L:g}."]
        return steps
