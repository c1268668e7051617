"""Solid geometry (length): the radius of the ball that touches all five faces of a pyramid P-ABCD
whose lateral edge PA is perpendicular to the square base ABCD (DynaSolidGeo, length/distance;
Gaokao "inscribed sphere by the volume method"). ``answer`` uses r = 3V/S with the four right-triangle
lateral faces; ``verify`` solves for the point equidistant from the five face planes in coordinates."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_metric import tangent_sphere

TRIPLES = ((3, 4), (4, 3), (5, 12), (12, 5), (8, 15), (15, 8), (20, 21), (21, 20), (12, 35), (35, 12),
           (28, 45), (45, 28), (33, 56), (56, 33), (48, 55), (55, 48))


@seed_program(
    id="perpendicular_edge_pyramid_insphere", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/spheres/inscribed_sphere_volume_method", "solid_figures/pyramids/volume",
              "solid_figures/positional/three_perpendiculars_theorem"],
    source="DynaSolidGeo-style (Gaokao: inscribed sphere of a pyramid with PA ⊥ base)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class PerpendicularEdgePyramidInsphere(SeedProgram):
    levels = Levels(
        standard=dict(pair=OneOf(TRIPLES[:8]), scale=IntRange(1, 3), mode=OneOf(("height", "height", "pb")),
                      free_a=IntRange(2, 11), free_h=IntRange(2, 11), pythagorean_share=0.6,
                      apex=OneOf(("P", "S", "V"))),
        hard=dict(pair=OneOf(TRIPLES), scale=IntRange(1, 2), mode=OneOf(("height", "pb", "pc"), p=[0.2, 0.4, 0.4]),
                  free_a=IntRange(3, 15), free_h=IntRange(3, 15), pythagorean_share=0.4,
                  apex=OneOf(("P", "S", "V"))),
        hard_means="mostly the height hidden behind a lateral edge PB or PC (found by Pythagoras first), "
                   "larger edges and more often a slant face of irrational height (a surd radius)",
    )

    def sample(self, rng, space):
        pythagorean = bool(rng.random() < space.pythagorean_share)
        for _ in attempts("a pyramid neither flatter than 2:5 nor taller than 5:2 (height : base side)"):
            if pythagorean:
                a, h = space.pair.draw(rng)
                k = space.scale.draw(rng)
                a, h = int(a) * k, int(h) * k
            else:
                a, h = int(space.free_a.draw(rng)), int(space.free_h.draw(rng))
            if 0.4 <= h / a <= 2.5:
                break
        g = {"a": a, "mode": space.mode.draw(rng), "apex": space.apex.draw(rng)}
        if g["mode"] == "height":
            g["h"] = h
        elif g["mode"] == "pb":
            g["pb2"] = a * a + h * h        # PB² (PB is stated exactly, e.g. √41)
        else:
            g["pc2"] = 2 * a * a + h * h    # PC²
        return g

    # -- naming ------------------------------------------------------------------------------------
    def _given_text(self, g):
        P = g["apex"]
        if g["mode"] == "height":
            return f"{P}A = {g['h']}"
        if g["mode"] == "pb":
            return f"{P}B = {surd_text(sp.sqrt(g['pb2']))}"
        return f"{P}C = {surd_text(sp.sqrt(g['pc2']))}"

    def _intro(self, g):
        P = g["apex"]
        return (f"In the pyramid {P}-ABCD, the base ABCD is a square with side {g['a']}, {P}A ⊥ plane ABCD "
                f"and {self._given_text(g)}")

    # -- protocol ----------------------------------------------------------------------------------
    def question(self, g):
        return (f"{self._intro(g)}. A ball inside the pyramid touches all five of its faces. Find the radius of "
                f"the ball (exact, or rounded to two decimal places).")

    def answer(self, p):
        a = sp.Integer(p["a"])
        if p["mode"] == "height":
            h = sp.Integer(p["h"])
        elif p["mode"] == "pb":
            h = sp.sqrt(p["pb2"] - a ** 2)
        else:
            h = sp.sqrt(p["pc2"] - 2 * a ** 2)
        pb = sp.sqrt(a ** 2 + h ** 2)
        volume = a ** 2 * h / 3
        # faces: base a², PAB and PAD (right angle at A) a·h/2 each, PBC and PDC (right angle at B, D by
        # the three-perpendiculars theorem) a·PB/2 each
        surface = a ** 2 + a * h + a * pb
        return Number(float(3 * volume / surface))

    def _vertices(self, g):
        a = float(g["a"])
        if g["mode"] == "height":
            h = float(g["h"])
        elif g["mode"] == "pb":
            h = float(np.sqrt(g["pb2"] - a * a))
        else:
            h = float(np.sqrt(g["pc2"] - 2 * a * a))
        return {"A": (0.0, 0.0, 0.0), "B": (a, 0.0, 0.0), "C": (a, a, 0.0), "D": (0.0, a, 0.0),
                g["apex"]: (0.0, 0.0, h)}

    def verify(self, g):
        X = {k: np.array(v) for k, v in self._vertices(g).items()}
        P = X[g["apex"]]
        faces = [(X["A"], X["B"], X["C"]), (X["A"], X["B"], P), (X["B"], X["C"], P), (X["C"], X["D"], P),
                 (X["D"], X["A"], P)]
        inside = sum(X.values()) / 5
        centre, r, residual = tangent_sphere(faces, inside)
        if residual > 1e-9 or r <= 0:
            raise ValueError("no ball touches all five faces")
        # the centre must be inside: on the inner side of every face
        for f in faces:
            n = np.cross(f[1] - f[0], f[2] - f[0])
            if np.sign(n @ (centre - f[0])) != np.sign(n @ (inside - f[0])):
                raise ValueError("the tangent point set is outside the pyramid")
        return Number(float(r))

    def scene(self, g):
        X = self._vertices(g)
        s = Scene()
        s.pyramid(list("ABCD"), g["apex"], [X[k][:2] for k in "ABCD"], X[g["apex"]])
        return s

    # -- views ---------------------------------------------------------------------------------------
    def _exact(self, g):
        a = sp.Integer(g["a"])
        if g["mode"] == "height":
            h = sp.Integer(g["h"])
        elif g["mode"] == "pb":
            h = sp.sqrt(g["pb2"] - a ** 2)
        else:
            h = sp.sqrt(g["pc2"] - 2 * a ** 2)
        return a, h, sp.sqrt(a ** 2 + h ** 2)

    def subquestions(self, g):
        a, h, pb = self._exact(g)
        P = g["apex"]
        subs = []
        if g["mode"] != "height":
            subs.append(SubQuestion(f"{self._intro(g)}. Find the height {P}A.", Number(float(h)),
                                    "plane_figures/triangles/pythagorean_theorem"))
        subs += [
            SubQuestion(f"{self._intro(g)}. Find the volume of the pyramid.", Number(float(a ** 2 * h / 3)),
                        "solid_figures/pyramids/volume"),
            SubQuestion(f"{self._intro(g)}. Find the total surface area of the pyramid (all five faces; "
                        f"{P}BC and {P}DC are right triangles).", Number(float(a ** 2 + a * h + a * pb)),
                        "solid_figures/positional/three_perpendiculars_theorem"),
        ]
        return subs

    def backward(self, g):
        a, h, pb = self._exact(g)
        P = g["apex"]
        r = sp.radsimp(a * h / (a + h + pb))
        # r·(a + h + √(a² + h²)) = a·h  gives  h = 2r(a − r)/(a − 2r)
        h_back = sp.radsimp(2 * r * (a - r) / (a - 2 * r))
        head = (f"In the pyramid {P}-ABCD, the base ABCD is a square with side {g['a']} and {P}A ⊥ plane ABCD. "
                f"A ball inside the pyramid touches all five of its faces and has radius {surd_text(r)}.")
        if g["mode"] == "height":
            return Backward(f"{head} Find {P}A.", Number(float(h_back)), "h")
        if g["mode"] == "pb":
            return Backward(f"{head} Find {P}B² (the square of the lateral edge {P}B).",
                            Number(float(a ** 2 + h_back ** 2)), "pb2")
        return Backward(f"{head} Find {P}C² (the square of the lateral edge {P}C).",
                        Number(float(2 * a ** 2 + h_back ** 2)), "pc2")

    def description(self, g):
        P = g["apex"]
        return (f"{self._intro(g)}. The apex {P} lies directly above the vertex A; the square ABCD is labelled "
                f"in order around the base.")

    def reasoning(self, p):
        a, h, pb = self._exact(p)
        P = p["apex"]
        r = sp.radsimp(a * h / (a + h + pb))
        steps = []
        if p["mode"] == "pb":
            steps.append(f"{P}A ⊥ AB, so {P}A = √({P}B² − AB²) = √({p['pb2']} − {a ** 2}) = {surd_text(h)}.")
        elif p["mode"] == "pc":
            steps.append(f"AC = {a}√2 and {P}A ⊥ AC, so {P}A = √({P}C² − AC²) = √({p['pc2']} − {2 * a ** 2}) "
                         f"= {surd_text(h)}.")
        steps += [
            f"V = ⅓·{a}²·{surd_text(h)} = {surd_text(sp.radsimp(a ** 2 * h / 3))}.",
            f"{P}A{'B'} and {P}AD are right triangles with legs {a} and {surd_text(h)}; BC ⊥ AB and BC ⊥ {P}A, so "
            f"BC ⊥ plane {P}AB and {P}BC is right-angled at B (likewise {P}DC at D), with legs {a} and "
            f"{P}B = {surd_text(pb)}.",
            f"Total area = {a}² + 2·½·{a}·{surd_text(h)} + 2·½·{a}·{surd_text(pb)} = {surd_text(sp.radsimp(a ** 2 + a * h + a * pb))}.",
            "The ball's centre is at distance r from all five faces, so splitting the pyramid into five pyramids "
            "with apex at the centre gives V = ⅓·r·(total area).",
            f"r = 3V/(total area) = {surd_text(r)} ≈ {float(r):.4f}.",
        ]
        return steps
