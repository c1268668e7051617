"""Solid geometry (volume): a regular frustum with triangular, square or hexagonal bases, given the
two base edges and either the height or a lateral edge (DynaSolidGeo, volume)."""
import math

from dynaforge.sdk import Backward, IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import convex_hull_volume, regular_polygon_xy, solid_vertex_labels

SHAPES = {3: "equilateral triangles", 4: "squares", 6: "regular hexagons"}
# base-edge differences for which the squared lateral edge is an integer
DIFFS = {3: (3, 6), 4: (2, 4), 6: (1, 2, 3)}


def _area(n, s):
    return n * s * s / (4 * math.tan(math.pi / n))


def _root(m):
    """m ≥ 0 integer shown as an integer when it is a square, else as √m."""
    r = math.isqrt(m)
    return str(r) if r * r == m else f"√{m}"


@seed_program(
    id="regular_frustum_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/frustums/volume", "plane_figures/polygons/regular_polygon_area",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (volume: regular frustum)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class RegularFrustumVolume(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(0, 2), top_edge=IntRange(2, 6), hex_top_edge=IntRange(2, 3), style=IntRange(0, 2),
                      height=IntRange(2, 7), given=IntRange(0, 1)),
        hard=dict(n=IntRange(0, 2), top_edge=IntRange(7, 16), hex_top_edge=IntRange(4, 9), style=IntRange(0, 2),
                  height=IntRange(6, 20), given=IntRange(0, 1)),
        hard_means="larger frustums: four-digit volumes with irrational base areas (√3 for triangles and hexagons)",
    )

    def sample(self, rng, space):
        """Givens: n, both base edges, the height or the squared lateral edge (stated as a root), the labels;
        hidden: the height when the lateral edge is stated. The frustum is at least 0.45 times as tall as
        its bottom circumradius (a flatter one reads as a view from above)."""
        n = [3, 4, 6][space.n.draw(rng)]
        b = space.top_edge.draw(rng) if n != 6 else space.hex_top_edge.draw(rng)
        diffs = [d for d in DIFFS[n] if d <= 1.5 * b]  # keep the top at least 0.4 of the bottom
        d = int(diffs[int(rng.integers(0, len(diffs)))])
        style = ["prime", "digit", "next"][space.style.draw(rng)]
        bottom, top = solid_vertex_labels(n, style)
        for _ in attempts("a frustum at least 0.45 times as tall as its bottom circumradius"):
            h = space.height.draw(rng)
            if h >= 0.45 * (b + d) / (2 * math.sin(math.pi / n)):
                break
        given = ["height", "edge"][space.given.draw(rng)]
        g = {"n": n, "a": b + d, "b": b, "given": given, "bottom": bottom, "top": top}
        if given == "height":
            return {**g, "h": h}
        return {**g, "edge_sq": h * h + self._offset_sq(g)}, {"h": h}

    def _offset_sq(self, p):
        """(R − r)²: the squared difference of the circumradii, an integer by choice of a − b."""
        n, diff = p["n"], p["a"] - p["b"]
        return round(diff * diff / (4 * math.sin(math.pi / n) ** 2))

    def _edge_sq(self, g):
        return g["edge_sq"] if "edge_sq" in g else g["h"] ** 2 + self._offset_sq(g)

    def _stated_height(self, g):
        """The height from the statement: given, or from the lateral edge and R − r (an integer)."""
        return g["h"] if "h" in g else math.isqrt(g["edge_sq"] - self._offset_sq(g))

    def _name(self, p):
        return "".join(p["bottom"]) + "-" + "".join(p["top"])

    def _setup(self, p, hide_b=False):
        A, A1 = p["bottom"][0], p["top"][0]
        B, B1 = p["bottom"][1], p["top"][1]
        top = "?" if hide_b else p["b"]
        if p["given"] == "height" or hide_b:
            extra = f"and its height is {self._stated_height(p)}"
        else:
            extra = f"and the lateral edge {A}{A1} = {_root(self._edge_sq(p))}"
        return (f"In the regular frustum {self._name(p)}, both bases are {SHAPES[p['n']]}: the bottom edge "
                f"{A}{B} = {p['a']}, the top edge {A1}{B1} = {top}, {extra}.")

    def question(self, g):
        p = g
        return self._setup(p) + " Find the volume of the frustum."

    def _volume(self, p):
        s1, s2 = _area(p["n"], p["a"]), _area(p["n"], p["b"])
        return p["h"] / 3 * (s1 + s2 + math.sqrt(s1 * s2))

    def answer(self, p):
        return Number(self._volume(p))

    def verify(self, g):
        # Independent: the frustum built in coordinates (given the lateral edge, the top is lifted until
        # A A1 has the stated length), convex-hull volume.
        return Number(convex_hull_volume(self.scene(g).points.values()))

    def scene(self, g):
        p = g
        n = p["n"]
        R, r = (s / (2 * math.sin(math.pi / n)) for s in (p["a"], p["b"]))
        base, top = regular_polygon_xy(n, R), regular_polygon_xy(n, r)
        if p["given"] == "height":
            h = float(p["h"])
        else:
            shift_sq = (base[0][0] - top[0][0]) ** 2 + (base[0][1] - top[0][1]) ** 2
            h = math.sqrt(p["edge_sq"] - shift_sq)
            h = float(round(h)) if abs(h - round(h)) < 1e-9 else h   # the stated data make it a whole number
        s = Scene()
        for lb, lt, (x, y), (u, v) in zip(p["bottom"], p["top"], base, top):
            s.point(lb, (x, y, 0.0))
            s.point(lt, (u, v, h))
        s.face(p["bottom"])
        s.face(p["top"])
        for i in range(n):
            j = (i + 1) % n
            s.face([p["bottom"][i], p["bottom"][j], p["top"][j], p["top"][i]])
        return s

    def subquestions(self, g):
        p = g
        n = p["n"]
        subs = [
            SubQuestion(f"Find the area of a regular polygon with {n} sides of length {p['a']}.",
                        Number(_area(n, p["a"])), "plane_figures/polygons/regular_polygon_area"),
            SubQuestion(f"Find the area of a regular polygon with {n} sides of length {p['b']}.",
                        Number(_area(n, p["b"])), "plane_figures/polygons/regular_polygon_area"),
        ]
        if p["given"] == "edge":
            subs.append(SubQuestion(
                f"A lateral edge of a regular frustum has length {_root(self._edge_sq(p))}, and its endpoints "
                f"are at horizontal distance √{self._offset_sq(p)} apart (the difference of the two "
                f"circumradii). Find the height of the frustum.", Number(self._stated_height(p)),
                "plane_figures/triangles/pythagorean_theorem"))
        return subs

    def backward(self, g):
        p = {**g, "h": self._stated_height(g)}
        v = self._volume(p)
        k = _area(p["n"], 1)
        # a² + ab + b² = 3V/(hk): solve the quadratic for the top edge b
        c = p["a"] ** 2 - 3 * v / (p["h"] * k)
        b = (-p["a"] + math.sqrt(p["a"] ** 2 - 4 * c)) / 2
        return Backward(self._setup(p, hide_b=True) + f" The volume of the frustum is {v:.4f}. "
                        f"Find the top edge {p['top'][0]}{p['top'][1]}.", Number(round(b, 9)), "b")

    def description(self, g):
        p = g
        return (f"A regular frustum {self._name(p)}: the bottom base {''.join(p['bottom'])} and the top base "
                f"{''.join(p['top'])} are parallel, concentric {SHAPES[p['n']]}; the lateral edges are "
                f"{', '.join(b + t for b, t in zip(p['bottom'], p['top']))}. " + self._setup(p))

    def reasoning(self, p):
        n, a, b, h = p["n"], p["a"], p["b"], p["h"]
        s1, s2 = _area(n, a), _area(n, b)
        steps = [f"The bases are regular {n}-gons: S₁ = {n}·{a}²/(4·tan(180°/{n})) = {s1:.4f} and "
                 f"S₂ = {n}·{b}²/(4·tan(180°/{n})) = {s2:.4f}."]
        if p["given"] == "edge":
            steps.append(f"The circumradii differ by R − r = √{self._offset_sq(p)}; the lateral edge, the height "
                         f"and R − r form a right trapezoid section, so h = √({self._edge_sq(p)} − "
                         f"{self._offset_sq(p)}) = {h}.")
        steps += [f"V = h(S₁ + S₂ + √(S₁S₂))/3 = {h}·({s1:.4f} + {s2:.4f} + {math.sqrt(s1 * s2):.4f})/3.",
                  f"V ≈ {self._volume(p):.4f}."]
        return steps
