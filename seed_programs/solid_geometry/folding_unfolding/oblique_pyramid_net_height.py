"""Solid geometry (folding): the net of a pyramid P-ABCD that is not regular - a square (or rectangle) ABCD
with a triangle on each side, ABE, BCF, CDG, DAH, whose free sides are marked (AE = AH, BE = BF, CF = CG,
DG = DH: the sides that will be glued) - is folded up until E, F, G, H meet at the apex P. Find the height
of the pyramid, its volume or (harder) the angle between its longest lateral edge and the base
(DynaSolidGeo folding: the net's sides become the lateral edges PA, PB, PC, PD, and the foot of the height
is not the centre of the base). ``answer`` locates the foot H = (x, y) from PA² − PB² = a² − 2ax and
PA² − PD² = b² − 2by, then h² = PA² − x² − y² (sympy, exact); ``verify`` measures the tetrahedron ABDP by
the Cayley-Menger determinant of its six edges and divides three times its volume by the area of ABD
(numpy)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import rotate_about_axis, surd_text
from dynaforge.sdk.solid_measure import cayley_menger_volume
from dynaforge.sdk.solid_motion import unfold_into_plane

SIDES = (("A", "B", "E"), ("B", "C", "F"), ("C", "D", "G"), ("D", "A", "H"))


@seed_program(
    id="oblique_pyramid_net_height", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/pyramid_nets", "solid_figures/folding/invariants_after_folding",
              "solid_figures/pyramids/volume"],
    source="DynaSolidGeo-style (folding: the net of an oblique quadrilateral pyramid, apex foot off the centre)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "camera"],
)
class ObliquePyramidNetHeight(SeedProgram):
    levels = Levels(
        standard=dict(base=OneOf(("square",)), a=IntRange(3, 8), h2=IntRange(4, 60), outside=0.0,
                      ask=OneOf(("height", "volume"))),
        hard=dict(base=OneOf(("square", "rectangle"), p=[0.3, 0.7]), a=IntRange(5, 12), h2=IntRange(9, 150),
                  outside=0.4, ask=OneOf(("volume", "angle"), p=[0.5, 0.5])),
        hard_means="mostly a rectangular base, larger lengths, the foot of the height sometimes outside the base (a "
                   "negative coordinate) and half the time the angle between the longest lateral edge and the base "
                   "(height first, then the longest edge and an arcsine)",
    )

    def sample(self, rng, space):
        """Givens: base, AB = a, AD = b and the squared glued lengths PA², PB², PC², PD² read on the net."""
        base, ask = space.base.draw(rng), space.ask.draw(rng)
        for _ in attempts("an apex foot off the centre, inside the base unless asked outside"):
            a, h2 = int(space.a.draw(rng)), int(space.h2.draw(rng))
            b = a if base == "square" else int(rng.integers(max(3, a // 2), a))
            out = rng.random() < space.outside
            x = int(rng.integers(-2, a + 3)) if out else int(rng.integers(0, a + 1))
            y = int(rng.integers(-2, b + 3)) if out else int(rng.integers(0, b + 1))
            if 2 * x == a and 2 * y == b:
                continue                                          # the regular pyramid: another program
            if out and 0 <= x <= a and 0 <= y <= b:
                continue
            sq = {"pa2": x * x + y * y + h2, "pb2": (a - x) ** 2 + y * y + h2,
                  "pc2": (a - x) ** 2 + (b - y) ** 2 + h2, "pd2": x * x + (b - y) ** 2 + h2}
            return {"base": base, "a": a, "b": b, **sq, "ask": ask}

    # -- text -------------------------------------------------------------------------------------------------
    def _len(self, g, key, hide=None):
        return "√x" if key == hide else surd_text(sp.sqrt(g[key]))

    def _lead(self, g, hide=None):
        shape = (f"a square ABCD of side {g['a']}" if g["base"] == "square" else
                 f"a rectangle ABCD with AB = {g['a']} and AD = {g['b']}")
        L = lambda k: self._len(g, k, hide)
        return (f"The net of a pyramid P-ABCD consists of {shape} and the triangles ABE, BCF, CDG and DAH on its sides, "
                f"outside it, with AE = AH = {L('pa2')}, BE = BF = {L('pb2')}, CF = CG = {L('pc2')} and "
                f"DG = DH = {L('pd2')}. The triangles are folded up along the sides of ABCD until E, F, G and H meet at "
                f"one point P.")

    def _asked(self, g):
        return {"height": "the height of the pyramid P-ABCD (to 2 decimal places if it is not whole)",
                "volume": "the volume of the pyramid P-ABCD (to 2 decimal places if it is not whole)",
                "angle": "the angle between the longest lateral edge of P-ABCD and the base ABCD, in degrees "
                         "(to 2 decimal places)"}[g["ask"]]

    def question(self, g):
        return f"{self._lead(g)} Find {self._asked(g)}."

    def not_drawn(self, g):
        return ["P"]

    def description(self, g):
        return f"{self._lead(g)} The figure shows the base ABCD with the four triangles partly folded up."

    # -- answer: locate the foot of the height ----------------------------------------------------------------
    def _parts(self, p):
        a, b = sp.Integer(p["a"]), sp.Integer(p["b"])
        pa2, pb2, pd2 = (sp.nsimplify(p[k]) for k in ("pa2", "pb2", "pd2"))
        x = (pa2 - pb2 + a ** 2) / (2 * a)                       # PA² − PB² = x² − (a − x)²
        y = (pa2 - pd2 + b ** 2) / (2 * b)                       # PA² − PD² = y² − (b − y)²
        h = sp.sqrt(pa2 - x ** 2 - y ** 2)
        longest = max(pa2, pb2, pd2, sp.nsimplify(p["pc2"]))
        return {"x": x, "y": y, "h": h, "V": a * b * h / 3, "longest2": longest}

    def _value(self, p):
        q = self._parts(p)
        if p["ask"] == "height":
            return float(q["h"])
        if p["ask"] == "volume":
            return float(q["V"])
        return float(sp.deg(sp.asin(q["h"] / sp.sqrt(q["longest2"]))))

    def answer(self, p):
        return Number(self._value(p))

    # -- verify: the tetrahedron ABDP by its six edges ------------------------------------------------------
    def verify(self, g):
        a, b = float(g["a"]), float(g["b"])
        if abs(g["pa2"] + g["pc2"] - g["pb2"] - g["pd2"]) > 1e-9:
            return Number(float("nan"))                          # E, F, G, H could not meet over a rectangle
        # vertices 0 = A, 1 = B, 2 = D, 3 = P
        d2 = {(0, 1): a * a, (0, 2): b * b, (1, 2): a * a + b * b,
              (0, 3): float(g["pa2"]), (1, 3): float(g["pb2"]), (2, 3): float(g["pd2"])}
        vol = cayley_menger_volume(d2)
        h = 3 * vol / (a * b / 2)
        if g["ask"] == "height":
            return Number(h)
        if g["ask"] == "volume":
            return Number(a * b * h / 3)
        edge = np.sqrt(max(g["pa2"], g["pb2"], g["pc2"], g["pd2"]))
        return Number(float(np.degrees(np.arcsin(h / edge))))

    # -- views ----------------------------------------------------------------------------------------------
    def scene(self, g):
        a, b = float(g["a"]), float(g["b"])
        # the apex from the givens (foot by the two differences, height by Pythagoras), for drawing only
        x = (g["pa2"] - g["pb2"] + a * a) / (2 * a)
        y = (g["pa2"] - g["pd2"] + b * b) / (2 * b)
        P = np.array([x, y, np.sqrt(max(g["pa2"] - x * x - y * y, 0.0))])
        V = {"A": np.array([0.0, 0.0, 0.0]), "B": np.array([a, 0.0, 0.0]), "C": np.array([a, b, 0.0]),
             "D": np.array([0.0, b, 0.0])}
        s = Scene()
        s.hiding = "none"
        for k, v in V.items():
            s.point(k, v)
        s.face(list("ABCD"), color="lightsteelblue", opacity=0.45)
        colors = ("#fde68a", "#bbf7d0", "#fecaca", "#ddd6fe")
        for i, (u, w, tip) in enumerate(SIDES):
            opposite = V[{"A": "C", "B": "D", "C": "A", "D": "B"}[u]]
            flat = unfold_into_plane(P, V[u], V[w], opposite)     # where the tip lies in the net
            best = None
            for sign in (1.0, -1.0):                              # turn the tip part of the way back up
                for total in np.linspace(0.0, 180.0, 721):
                    q = rotate_about_axis(flat, V[u], V[w], sign * total)
                    err = float(np.linalg.norm(q - P))
                    if best is None or err < best[0]:
                        best = (err, sign * total)
            shown = rotate_about_axis(flat, V[u], V[w], 0.4 * best[1])
            s.point(tip, shown)
            s.face([u, w, tip], color=colors[i], opacity=0.55)
        return s

    def subquestions(self, g):
        q = self._parts(g)
        return [SubQuestion(f"{self._lead(g)} Let O be the foot of the perpendicular from P to the base. Find the "
                            f"distance from O to the line AD.",
                            Number(abs(float(q["x"]))), "solid_figures/folding/invariants_after_folding"),
                SubQuestion(f"{self._lead(g)} Find the height of the pyramid P-ABCD (to 2 decimal places).",
                            Number(float(q["h"])), "solid_figures/folding/pyramid_nets")][: 1 if g["ask"] == "height" else 2]

    def backward(self, g):
        v = self._value(g)
        told = {"height": f"the height of the pyramid is {v:g}" if float(v).is_integer() else
                f"the height of the pyramid is {surd_text(self._parts(g)['h'])}",
                "volume": f"its volume is {surd_text(sp.nsimplify(self._parts(g)['V']))}",
                "angle": f"the angle between its longest lateral edge and the base is {v:.4f}°"}[g["ask"]]
        return Backward(f"{self._lead(g, hide='pc2')} After folding, {told}. Find x.",
                        Number(float(g["pc2"])), "pc2")

    def reasoning(self, p):
        q = self._parts(p)
        a, b = p["a"], p["b"]
        steps = [f"Glued sides are equal, so after folding PA = {surd_text(sp.sqrt(p['pa2']))}, "
                 f"PB = {surd_text(sp.sqrt(p['pb2']))}, PC = {surd_text(sp.sqrt(p['pc2']))}, "
                 f"PD = {surd_text(sp.sqrt(p['pd2']))}.",
                 f"Put A at the origin, B = ({a}, 0, 0), D = (0, {b}, 0) and let O = (x, y, 0) be the foot of the height h. "
                 f"PA² − PB² = x² − ({a} − x)² gives x = {surd_text(q['x'])}; PA² − PD² = y² − ({b} − y)² gives "
                 f"y = {surd_text(q['y'])}.",
                 f"h² = PA² − x² − y², so h = {surd_text(q['h'])}."]
        if p["ask"] == "volume":
            steps.append(f"V = ⅓·{a}·{b}·h = {surd_text(sp.nsimplify(q['V']))} ≈ {float(q['V']):.2f}.")
        elif p["ask"] == "angle":
            steps.append(f"The longest lateral edge is √{surd_text(q['longest2'])}; its angle θ with the base has "
                         f"sin θ = h / edge, θ ≈ {self._value(p):.2f}°.")
        return steps
