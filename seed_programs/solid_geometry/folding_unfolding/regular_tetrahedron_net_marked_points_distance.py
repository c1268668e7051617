"""Solid geometry (folding): a net of a regular tetrahedron with edge a - an equilateral triangle ABC of side
2a with its midlines DE, EF, FD, or a strip of four equilateral triangles (parallelogram ACFD, AC = 2a,
creased along BD, BE, CE) - has two marked points P and Q on its sides or creases; the net is folded into
the tetrahedron. Find the distance PQ (DynaSolidGeo folding: which corners of the net meet, which sides are
glued, and where each marked point ends up on an edge of the tetrahedron). ``answer`` reads off the net
which edge of the tetrahedron each point lands on and its distance from an end, then uses the law of
cosines with 60° (edges with a common vertex), the skew-edge formula a² + x² + y² − ax − ay (opposite,
perpendicular edges) or a difference (one edge); ``verify`` folds the flat net in 3D, turning the flaps
about the creases until the corners that must meet do meet, and measures (numpy)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_folding_nets import draw_flat_net, fold_angle_to_meet, net_point_xyz
from dynaforge.sdk.solid_motion import fold_flap

# the segments of each net a point may be marked on: (from, to, length in units of a)
SEGMENTS = {
    "triangle": (("A", "B", 2), ("B", "C", 2), ("C", "A", 2), ("D", "E", 1), ("E", "F", 1), ("F", "D", 1)),
    "strip": (("A", "C", 2), ("D", "F", 2), ("A", "D", 1), ("C", "F", 1), ("B", "D", 1), ("B", "E", 1),
              ("C", "E", 1)),
}


@seed_program(
    id="regular_tetrahedron_net_marked_points_distance", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/invariants_after_folding", "solid_figures/tetrahedra/regular_tetrahedron",
              "plane_figures/triangles/law_of_cosines", "solid_figures/folding/skew_segment_length"],
    source="DynaSolidGeo-style (folding: two points marked on a net of a regular tetrahedron, their distance after folding)",
    variations=["numeric_values", "geometric_transformations", "camera"],
)
class RegularTetrahedronNetMarkedPointsDistance(SeedProgram):
    levels = Levels(
        standard=dict(net=OneOf(("triangle", "strip"), p=[0.6, 0.4]), a=IntRange(3, 9), skew=0.3),
        hard=dict(net=OneOf(("triangle", "strip"), p=[0.4, 0.6]), a=IntRange(5, 12), skew=0.8),
        hard_means="longer edges, more often the strip net (two pairs of corners meet, sides glued end to end) and "
                   "mostly points that land on opposite (skew) edges of the tetrahedron, so the distance needs the "
                   "perpendicularity of opposite edges rather than one law of cosines",
    )

    def sample(self, rng, space):
        """Givens: the net, a, and P, Q as (segment from, segment to, distance from its first end)."""
        net, a = space.net.draw(rng), int(space.a.draw(rng))
        segs = SEGMENTS[net]
        want_skew = rng.random() < space.skew
        for _ in attempts("P, Q off the net's corners, apart after folding, on skew edges when asked"):
            (u1, v1, n1), (u2, v2, n2) = (segs[i] for i in rng.choice(len(segs), size=2, replace=True))
            t1, t2 = int(rng.integers(1, n1 * a)), int(rng.integers(1, n2 * a))
            if (n1 == 2 and t1 == a) or (n2 == 2 and t2 == a) or (u1, v1) == (u2, v2):
                continue
            if net == "triangle" and n1 == 1 and n2 == 1:      # both on the base DEF: no folding involved
                continue
            g = {"net": net, "a": a, "p": [u1, v1, t1], "q": [u2, v2, t2]}
            kind, d2 = self._d2(g)
            if d2 == 0 or (kind == "skew") != want_skew:
                continue
            return g

    # -- text -------------------------------------------------------------------------------------------------
    def _net_text(self, g, hide=None):
        a = "x" if hide == "a" else g["a"]
        two = "2x" if hide == "a" else 2 * g["a"]
        if g["net"] == "triangle":
            return (f"The net of a regular tetrahedron is an equilateral triangle ABC of side {two} with D, E, F the "
                    f"midpoints of BC, CA, AB. It is folded along DE, EF and FD until A, B and C meet, giving a regular "
                    f"tetrahedron with edge {a}.")
        return (f"The net of a regular tetrahedron is a strip of four equilateral triangles ABD, BED, BCE, CFE of side "
                f"{a}: a parallelogram ACFD with AC = DF = {two} and AD = CF = {a}, B the midpoint of AC and E the "
                f"midpoint of DF. It is folded along BD, BE and CE into a regular tetrahedron.")

    def _pt_text(self, name, pt):
        u, v, t = pt
        return f"{name} lies on {u}{v} with {u}{name} = {t}"

    def _lead(self, g, hide=None):
        return f"{self._net_text(g, hide)} {self._pt_text('P', g['p'])} and {self._pt_text('Q', g['q'])}."

    def question(self, g):
        return f"{self._lead(g)} Find the distance PQ after folding (to 2 decimal places)."

    def description(self, g):
        return (f"{self._lead(g)} The figure shows the flat net with its creases, the points A-F labelled and P, Q "
                f"marked on it.")

    # -- answer: read the net, then one formula ----------------------------------------------------------------
    def _glue(self, net):
        """Net corner -> vertex of the tetrahedron (corners that meet share a name)."""
        if net == "triangle":
            return {"A": "S", "B": "S", "C": "S", "D": "D", "E": "E", "F": "F"}
        return {"A": "A", "C": "A", "B": "B", "D": "D", "F": "D", "E": "E"}

    def _mid(self, net, u, v):
        return {"triangle": {"AB": "F", "BC": "D", "CA": "E"}, "strip": {"AC": "B", "DF": "E"}}[net][u + v]

    def _on_edge(self, g, pt):
        """(end U, end V, distance from U) of the point on the tetrahedron's edge UV."""
        u, v, t = pt
        glue, a = self._glue(g["net"]), g["a"]
        if (u, v) in {(s[0], s[1]) for s in SEGMENTS[g["net"]] if s[2] == 2}:
            m = self._mid(g["net"], u, v)
            u, v, t = (u, m, t) if t < a else (m, v, t - a)
        return glue[u], glue[v], sp.Integer(t)

    def _d2(self, p):
        a = sp.Integer(p["a"])
        (u1, v1, x), (u2, v2, y) = self._on_edge(p, p["p"]), self._on_edge(p, p["q"])
        if {u1, v1} == {u2, v2}:
            if (u1, v1) != (u2, v2):
                y = a - y
            return "same", (x - y) ** 2
        common = ({u1, v1} & {u2, v2})
        if common:
            w = common.pop()
            x = x if u1 == w else a - x
            y = y if u2 == w else a - y
            return "adjacent", x ** 2 + y ** 2 - x * y
        return "skew", a ** 2 + x ** 2 + y ** 2 - a * x - a * y

    def answer(self, p):
        return Number(float(sp.sqrt(self._d2(p)[1])))

    # -- verify: fold the net in 3D -------------------------------------------------------------------------
    def _net_xy(self, net, a):
        h = a * np.sqrt(3) / 2
        if net == "triangle":
            A, B, C = np.array([0.0, 0.0]), np.array([2.0 * a, 0.0]), np.array([a, 2 * h])
            return {"A": A, "B": B, "C": C, "D": (B + C) / 2, "E": (C + A) / 2, "F": (A + B) / 2}
        return {"A": np.array([0.0, 0.0]), "B": np.array([a, 0.0]), "C": np.array([2.0 * a, 0.0]),
                "D": np.array([a / 2, h]), "E": np.array([1.5 * a, h]), "F": np.array([2.5 * a, h])}

    def _pieces(self, net):
        """The net's triangles; for the strip in chain order (each hinged on the one before)."""
        if net == "triangle":
            return [("D", "E", "F"), ("A", "F", "E"), ("B", "D", "F"), ("C", "E", "D")]
        return [("A", "B", "D"), ("B", "E", "D"), ("B", "C", "E"), ("C", "F", "E")]

    def _inside(self, X, tri):
        a, b, c = tri
        m = np.column_stack([b - a, c - a])
        l1, l2 = np.linalg.solve(m, X - a)
        return min(l1, l2, 1 - l1 - l2) > -1e-9

    def verify(self, g):
        net, a = g["net"], float(g["a"])
        xy = self._net_xy(net, a)
        pts = {k: np.array([*v, 0.0]) for k, v in xy.items()}
        for name, (u, v, t) in (("P", g["p"]), ("Q", g["q"])):
            U, V = xy[u], xy[v]
            pts[name] = np.array([*(U + (V - U) * t / np.linalg.norm(V - U)), 0.0])
        pieces = self._pieces(net)
        home = {k: min(i for i, tri in enumerate(pieces) if self._inside(pts[k][:2], [xy[c] for c in tri]))
                for k in pts}                                   # a point on a crease stays with the earlier piece
        if net == "triangle":                                   # three flaps turn about the sides of DEF
            hinges, chained, meet = [("F", "E"), ("D", "F"), ("E", "D")], False, [("A", "B"), ("B", "C")]
        else:                                                   # a chain: each piece turns about the one before
            hinges, chained, meet = [("B", "D"), ("B", "E"), ("C", "E")], True, [("A", "C"), ("D", "F")]

        def fold(theta, signs):
            out = dict(pts)
            for i, ((h1, h2), s) in enumerate(zip(hinges, signs), start=1):
                lo, hi = (out[h1], out[h2]) if s > 0 else (out[h2], out[h1])
                moving = {k: out[k] for k in out if (home[k] >= i if chained else home[k] == i)}
                out |= fold_flap(moving, lo, hi, theta)
            return out

        if chained:                                             # try both turning senses at every hinge
            choices = [(s1, s2, s3) for s1 in (1, -1) for s2 in (1, -1) for s3 in (1, -1)]
        else:                                                   # every flap turns up (z > 0)
            choices = [tuple(1 if fold_flap({"X": pts[c]}, pts[h1], pts[h2], 90.0)["X"][2] > 0 else -1
                             for c, (h1, h2) in zip("ABC", hinges))]
        best = None
        for signs in choices:
            theta, gap = fold_angle_to_meet(lambda t, s=signs: fold(t, s), meet)
            if best is None or gap < best[1]:
                best = (theta, gap, signs)
        theta, gap, signs = best
        if gap > 1e-6:
            return Number(float("nan"))                          # the net did not close up
        final = fold(theta, signs)
        return Number(float(np.linalg.norm(final["P"] - final["Q"])))

    # -- views ----------------------------------------------------------------------------------------------
    def scene(self, g):
        a = float(g["a"])
        xy = self._net_xy(g["net"], a)
        s = Scene()
        draw_flat_net(s, xy, self._pieces(g["net"]))
        for name, (u, v, t) in (("P", g["p"]), ("Q", g["q"])):
            U, V = xy[u], xy[v]
            s.point(name, net_point_xyz(*(U + (V - U) * t / np.linalg.norm(V - U))))
        return s

    def subquestions(self, g):
        (u1, v1, x), (u2, v2, y) = self._on_edge(g, g["p"]), self._on_edge(g, g["q"])
        return [
                SubQuestion(f"{self._lead(g)} Find PQ² after folding (an exact number).",
                            Number(float(self._d2(g)[1])), "solid_figures/folding/invariants_after_folding")]

    def reasoning(self, p):
        net = p["net"]
        glue = ("A, B and C meet at the apex S; AF and BF become the edge SF, BD and CD the edge SD, CE and AE "
                "the edge SE; DE, EF, FD stay the base edges" if net == "triangle" else
                "A meets C and D meets F; AB and CB become one edge AB, DE and FE one edge DE, AD and CF one edge AD; "
                "BD, BE, CE are the other three edges")
        kind, d2 = self._d2(p)
        (u1, v1, x), (u2, v2, y) = self._on_edge(p, p["p"]), self._on_edge(p, p["q"])
        how = {"same": "P and Q lie on the same edge: PQ is the difference of their distances from one end",
               "adjacent": "P and Q lie on two edges meeting at a vertex at 60°: law of cosines PQ² = x² + y² − xy "
                           "with x, y their distances from that vertex",
               "skew": f"P and Q lie on opposite edges, which are perpendicular in a regular tetrahedron: with "
                       f"x, y their distances from one end of each, PQ² = a² + x² + y² − ax − ay (a = {p['a']})"}[kind]
        return [f"Folding keeps lengths along the net. {glue}.",
                f"P lands on edge {u1}{v1} at distance {x} from {u1}; Q lands on edge {u2}{v2} at distance {y} from {u2}.",
                f"{how}.",
                f"PQ² = {surd_text(d2)}, PQ ≈ {float(sp.sqrt(d2)):.4f}."]
