"""Solid geometry (volume): in a cube or cuboid ABCD-A1B1C1D1, M lies on AB and the plane through A1,
C1 and M meets BC at N (MN ∥ AC ∥ A1C1); the plane cuts off the triangular frustum MBN-A1B1C1. Find
its volume, the volume of the other piece, or the ratio of the two (DynaSolidGeo, volume).
``answer`` uses the frustum formula V = h(S + S' + √(SS'))/3 with similar right triangles;
``verify`` builds the box in coordinates, intersects the plane A1C1M with the edge BC, and takes
convex-hull volumes of the two pieces."""
import math

import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import convex_hull_volume, solid_vertex_labels

RATIOS_STANDARD = ((1, 2), (1, 3), (2, 3), (1, 4), (3, 4))
RATIOS_HARD = ((2, 5), (3, 5), (4, 5), (2, 7), (3, 7), (5, 7), (3, 8), (5, 8))


def _num(x) -> str:
    return f"{x:g}" if float(x) == int(x) else f"{x:.4g}"


@seed_program(
    id="cuboid_frustum_cut_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/frustums/volume", "solid_figures/cuboids/volume",
              "plane_figures/similarity/area_ratio", "solid_figures/positional/plane_plane_parallel"],
    source="DynaSolidGeo-style (volume: a plane through a top diagonal cuts a frustum from a box)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CuboidFrustumCutVolume(SeedProgram):
    levels = Levels(
        standard=dict(shape=OneOf(("cube", "cuboid"), p=[0.6, 0.4]), edge=IntRange(3, 9), ratio=IntRange(0, 4),
                      mult=IntRange(1, 3), height=IntRange(2, 9), style=OneOf(("prime", "digit", "next")),
                      ask=OneOf(("frustum", "rest", "ratio"), p=[0.5, 0.3, 0.2])),
        hard=dict(shape=OneOf(("cube", "cuboid"), p=[0.3, 0.7]), edge=IntRange(7, 19), ratio=IntRange(0, 7),
                  mult=IntRange(2, 4), height=IntRange(5, 20), style=OneOf(("prime", "digit", "next")),
                  ask=OneOf(("frustum", "rest", "ratio"), p=[0.25, 0.4, 0.35])),
        hard_means="larger, mostly non-cubic boxes with M at fifths, sevenths or eighths of AB, and mostly the "
                   "other piece or the ratio of the pieces (the frustum and the box both needed)",
    )

    def sample(self, rng, space):
        """Givens: the box (a cube: one edge), BM, the label style, what is asked."""
        shape = space.shape.draw(rng)
        g = {"shape": shape, "style": space.style.draw(rng), "ask": space.ask.draw(rng)}
        if shape == "cube":
            a = int(space.edge.draw(rng))
            g.update(a=a, m=int(rng.integers(1, a)))
        else:
            table = RATIOS_STANDARD if space.ratio.hi < len(RATIOS_HARD) - 1 else RATIOS_HARD
            p, q = table[space.ratio.draw(rng)]
            i, j = (int(space.mult.draw(rng)) for _ in range(2))
            a, b = q * i, q * (j + 1) if i == j else q * j
            g.update(a=a, b=b, c=int(space.height.draw(rng)), m=p * i)
        return g

    def _dims(self, g):
        a = g["a"]
        return (a, a, a) if g["shape"] == "cube" else (a, g["b"], g["c"])

    def _labels(self, g):
        bottom, top = solid_vertex_labels(4, g["style"])
        return bottom, top

    def _name(self, g):
        bottom, top = self._labels(g)
        return "".join(bottom) + "-" + "".join(top)

    # -- statement ----------------------------------------------------------------------------------
    def _setup(self, g, hide=False):
        (A, B, C, D), (A1, B1, C1, D1) = self._labels(g)
        m = "?" if hide else g["m"]
        if g["shape"] == "cube":
            box = f"In the cube {self._name(g)} with edge {g['a']}"
        else:
            box = (f"In the cuboid {self._name(g)} with {A}{B} = {g['a']}, {B}{C} = {g['b']} and "
                   f"{A}{A1} = {g['c']}")
        return (f"{box}, M is the point of edge {A}{B} with {B}M = {m}. The plane through {A1}, {C1} and M meets "
                f"edge {B}{C} at N, and the plane {A1}{C1}NM cuts the solid into two pieces; the piece containing "
                f"{B} is the frustum MBN-{A1}{B1}{C1}.")

    def _asked(self, g):
        return {"frustum": "the volume of the frustum MBN-{}".format("".join(self._labels(g)[1][:3])),
                "rest": "the volume of the other piece (the one containing {})".format(self._labels(g)[0][3]),
                "ratio": "the ratio of the volume of the frustum to the volume of the other piece, as a "
                         "number"}[g["ask"]]

    def question(self, g):
        return self._setup(g) + f" Find {self._asked(g)} (exact, or to 2 decimal places)."

    # -- answer: the frustum formula --------------------------------------------------------------------
    def _parts(self, p):
        a, b, c = self._dims(p)
        k = p["m"] / a                      # BM/BA = BN/BC (MN ∥ AC)
        S, s = a * b / 2, k * k * a * b / 2  # the triangles A1B1C1 and MBN
        frustum = c * (S + s + math.sqrt(S * s)) / 3
        return frustum, a * b * c - frustum

    def answer(self, p):
        f, r = self._parts(p)
        return Number({"frustum": f, "rest": r, "ratio": f / r}[p["ask"]])

    def verify(self, g):
        # Independent: coordinates; N from the plane A1C1M meeting line BC; convex-hull volumes.
        a = g["a"]
        b, c = (a, a) if g["shape"] == "cube" else (g["b"], g["c"])
        A, B, C, D = (np.array(v, float) for v in ((0, 0, 0), (a, 0, 0), (a, b, 0), (0, b, 0)))
        up = np.array([0, 0, c], float)
        A1, B1, C1, D1 = A + up, B + up, C + up, D + up
        M = B + g["m"] * (A - B) / np.linalg.norm(A - B)
        n = np.cross(C1 - A1, M - A1)
        t = n @ (A1 - B) / (n @ (C - B))
        N = B + t * (C - B)
        frustum = convex_hull_volume([M, B, N, A1, B1, C1])
        rest = convex_hull_volume([A, M, N, C, D, A1, C1, D1])
        return Number({"frustum": frustum, "rest": rest, "ratio": frustum / rest}[g["ask"]])

    def scene(self, g):
        a, b, c = self._dims(g)
        (A, B, C, D), (A1, B1, C1, D1) = bottom, top = self._labels(g)
        s = Scene()
        s.box(bottom, top, a, b, c)
        k = g["m"] / a
        s.point("M", s.along(B, A, k))
        s.point("N", s.along(B, C, k))
        s.face([A1, C1, "N", "M"], color="#fca5a5", opacity=0.5, with_edges=False)
        for u, v in ((A1, C1), (C1, "N"), ("N", "M"), ("M", A1)):
            s.segment(u, v, style="auxiliary")
        return s

    # -- views ----------------------------------------------------------------------------------------
    def subquestions(self, g):
        a, b, c = self._dims(g)
        (A, B, C, D), (A1, B1, C1, D1) = self._labels(g)
        bn = g["m"] * b / a
        f, _ = self._parts(g)
        return [
            SubQuestion(self._setup(g) + f" Find {B}N.", Number(bn), "plane_figures/similarity/similar_triangles"),
            SubQuestion(f"Right triangle MBN has legs {B}M = {g['m']} and {B}N = {_num(bn)}. Find its area.",
                        Number(g["m"] * bn / 2), "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"A frustum has parallel bases of areas {_num(a * b / 2)} and {_num(g['m'] * bn / 2)} and height "
                        f"{c}. Find its volume.", Number(f), "solid_figures/frustums/volume"),
        ]

    def backward(self, g):
        a, b, c = self._dims(g)
        value = self.answer(g).value
        if g["ask"] == "ratio":
            share = value / (1 + value)
        else:
            f = value if g["ask"] == "frustum" else a * b * c - value
            share = f / (a * b * c)
        # frustum / box = (1 + k + k²)/6 with k = BM/AB
        k = (-1 + math.sqrt(1 - 4 * (1 - 6 * share))) / 2
        said = f"{value:.6g}" if g["ask"] != "ratio" else f"{value:.6g}"
        return Backward(self._setup(g, hide=True) + f" If {self._asked(g)} is {said}, find {self._labels(g)[0][1]}M.",
                        Number(k * a), "m")

    def description(self, g):
        (A, B, C, D), (A1, B1, C1, D1) = self._labels(g)
        return (f"A box {self._name(g)} with base {A}{B}{C}{D} and {A1}{B1}{C1}{D1} directly above it. M is on {A}{B} "
                f"and N on {B}{C}; the section {A1}{C1}NM (a trapezoid, MN ∥ {A1}{C1}) is shaded red. "
                + self._setup(g))

    def reasoning(self, p):
        a, b, c = self._dims(p)
        (A, B, C, D), (A1, B1, C1, D1) = self._labels(p)
        k = p["m"] / a
        S, s = a * b / 2, k * k * a * b / 2
        f, r = self._parts(p)
        steps = [
            f"The planes {A}{B}{C}{D} and {A1}{B1}{C1}{D1} are parallel, so the section plane meets them in parallel "
            f"lines: MN ∥ {A1}{C1} ∥ {A}{C}, hence {B}N/{B}{C} = {B}M/{B}{A} = {_num(p['m'])}/{a}.",
            f"So {B}N = {_num(k * b)}. The piece containing {B} has the parallel, similar right triangles MBN and "
            f"{A1}{B1}{C1} as bases and its lateral edges M{A1}, {B}{B1}, N{C1} meet at one point: a frustum of height {c}.",
            f"S = {_num(S)}, S' = {_num(s)}, V = h(S + S' + √(SS'))/3 = {c}·({_num(S)} + {_num(s)} + {_num(math.sqrt(S * s))})/3 "
            f"= {f:.6g}.",
        ]
        if p["ask"] != "frustum":
            steps.append(f"The box has volume {a * b * c}, so the other piece has {a * b * c} − {f:.6g} = {r:.6g}.")
        if p["ask"] == "ratio":
            steps.append(f"Ratio = {f:.6g} / {r:.6g} = {f / r:.6g}.")
        return steps
