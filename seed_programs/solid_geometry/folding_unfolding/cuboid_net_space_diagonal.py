"""Solid geometry (folding): a net of a cuboid - four side faces in a row with the top and bottom faces
on the first of them - has three marked lengths PQ (the row), RS (the whole height of the net) and TU
(from the top face to the end of the row); fold it into the box and find the space diagonal. Each
marked length is a sum of the box's edges (PQ = 2a + 2b, RS = c + 2b, TU = a + 2b), so the edges come
out of a small linear system (DynaSolidGeo folding: which segments of a net become which edges).
``answer`` solves for the edges step by step (exact) and uses d = √(a² + b² + c²); ``verify`` reads
the net's corners from the marked lengths, folds the six faces up by 90° about their hinges in 3D,
checks that they close into a box with 8 corners, and measures the longest distance between them."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import rotate_about_axis, surd_text


@seed_program(
    id="cuboid_net_space_diagonal", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/cube_nets", "solid_figures/cuboids/space_diagonal",
              "algebra/equations/linear_equation_solving"],
    source="DynaSolidGeo-style (folding; reading a cuboid's edges off a net with marked lengths)",
    variations=["numeric_values", "lengths_ratios", "camera"],
)
class CuboidNetSpaceDiagonal(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(1, 8)),
        hard=dict(edge=IntRange(3, 15)),
        hard_means="longer edges (nets up to 90 across), so the three marked lengths are large and the edges "
                   "cannot be read off by eye",
    )

    def sample(self, rng, space):
        """Givens: the three marked lengths PQ, RS, TU of the net (they fix the box a × b × c: the side
        faces in the row are a, b, a, b wide and c high; the top and bottom faces are a × b)."""
        for _ in attempts("three different edges"):
            a, b, c = (space.edge.draw(rng) for _ in range(3))
            if len({a, b, c}) == 3:
                return {"pq": 2 * a + 2 * b, "rs": c + 2 * b, "tu": a + 2 * b}

    def _setup(self, g, hide=None):
        val = lambda k: "an unknown length" if hide == k else str(g[k])
        return (f"A net of a cuboid is a row of four rectangles (the side faces), with the top face attached above "
                f"and the bottom face attached below the leftmost rectangle. P and Q are the two ends of the bottom "
                f"edge of the row; R is the top-left corner of the top face and S the bottom-left corner of the "
                f"bottom face, so that R, P and S lie on one line; T is the top-right corner of the leftmost side "
                f"rectangle and U the top-right corner of the row. PQ = {val('pq')}, RS = {val('rs')} and "
                f"TU = {val('tu')}.")

    def question(self, g):
        return (f"{self._setup(g)} The net is folded into the cuboid. Find the length of the space diagonal of the "
                f"cuboid (to 2 decimal places).")

    # -- answer: the edges step by step ----------------------------------------------------------------------
    def _edges(self, p):
        """a = PQ − TU (PQ = 2a + 2b, TU = a + 2b), b = (TU − a)/2, c = RS − 2b (exact)."""
        a = sp.Integer(p["pq"]) - p["tu"]
        b = (sp.Integer(p["tu"]) - a) / 2
        c = sp.Integer(p["rs"]) - 2 * b
        return a, b, c

    def answer(self, p):
        a, b, c = self._edges(p)
        return Number(float(sp.sqrt(a ** 2 + b ** 2 + c ** 2)))

    # -- verify: fold the net in 3D -----------------------------------------------------------------------------
    def verify(self, g):
        # the net's corner coordinates are sums of the unknown edges: solve the marked lengths for them
        A = np.array([[2.0, 2.0, 0.0], [0.0, 2.0, 1.0], [1.0, 2.0, 0.0]])
        a, b, c = np.linalg.solve(A, np.array([g["pq"], g["rs"], g["tu"]], dtype=float))
        xs = [0.0, a, a + b, 2 * a + b, 2 * a + 2 * b]
        faces = [[(xs[i], 0.0), (xs[i + 1], 0.0), (xs[i + 1], c), (xs[i], c)] for i in range(4)]
        top, bottom = [(0.0, c), (a, c), (a, c + b), (0.0, c + b)], [(0.0, -b), (a, -b), (a, 0.0), (0.0, 0.0)]
        up = np.array([0.0, 1.0, 0.0])
        corners = []
        for i, face in enumerate(faces):                  # side face i hangs on the hinges x = xs[1..i]
            for x, y in face:
                q = np.array([x, y, 0.0])
                for k in range(i, 0, -1):                 # outermost hinge first, in the flat frame
                    h = np.array([xs[k], 0.0, 0.0])
                    q = rotate_about_axis(q, h, h + up, 90.0) if x > xs[k] - 1e-12 else q
                corners.append(q)
        for face, y0, ang in ((top, c, -90.0), (bottom, 0.0, 90.0)):
            for x, y in face:
                corners.append(rotate_about_axis(np.array([x, y, 0.0]), (0.0, y0, 0.0), (1.0, y0, 0.0), ang))
        unique = []
        for q in corners:
            if all(np.linalg.norm(q - u) > 1e-9 for u in unique):
                unique.append(q)
        if len(unique) != 8:
            raise ValueError(f"the net does not close into a box ({len(unique)} corners)")
        return Number(float(max(np.linalg.norm(p - q) for p in unique for q in unique)))

    # -- views -----------------------------------------------------------------------------------------------
    def scene(self, g):
        a, b, c = (float(v) for v in self._edges(g))
        at = lambda x, y: (x, 0.0, y)                     # the net stands in the xz-plane, facing the viewer
        s = Scene()
        s.azimuth_range = (250.0, 290.0)                  # seen from the front (−y): the net reads nearly true
        named = {"P": (0, 0), "Q": (2 * a + 2 * b, 0), "U": (2 * a + 2 * b, c), "T": (a, c), "R": (0, c + b),
                 "S": (0, -b)}
        for k, (x, y) in named.items():
            s.point(k, at(x, y))
        other = {"_1": (a, 0), "_2": (a + b, 0), "_3": (2 * a + b, 0), "_4": (a + b, c), "_5": (2 * a + b, c),
                 "_6": (0, c), "_7": (a, c + b), "_8": (a, -b)}
        for k, (x, y) in other.items():
            s.point(k, at(x, y), show_label=False, dot=False)
        for f in (["P", "_1", "T", "_6"], ["_1", "_2", "_4", "T"], ["_2", "_3", "_5", "_4"], ["_3", "Q", "U", "_5"]):
            s.face(f, color="lightsteelblue", opacity=0.3, with_edges=False)
        s.face(["_6", "T", "_7", "R"], color="#fcd34d", opacity=0.35, with_edges=False)
        s.face(["S", "_8", "_1", "P"], color="#fcd34d", opacity=0.35, with_edges=False)
        for u, v in (("P", "Q"), ("Q", "U"), ("U", "T"), ("T", "_7"), ("_7", "R"), ("R", "S"), ("S", "_8"),
                     ("_8", "_1")):
            s.segment(u, v)
        for u, v in (("_1", "T"), ("_2", "_4"), ("_3", "_5"), ("_6", "T"), ("P", "_1")):
            s.segment(u, v, style="hidden")               # fold lines, dashed
        return s

    def description(self, g):
        return f"{self._setup(g)} The fold lines between the faces are dashed."

    def subquestions(self, g):
        a, b, c = self._edges(g)
        return [SubQuestion(f"{self._setup(g)} How long is the edge along which the top face is attached to the "
                            f"leftmost side rectangle?",
                            Number(float(a)), "solid_figures/folding/cube_nets"),
                SubQuestion(f"{self._setup(g)} How high is the row of side faces (the height of the cuboid)?",
                            Number(float(c)), "solid_figures/folding/cube_nets")]

    def backward(self, g):
        a, b, c = self._edges(g)
        d = sp.sqrt(a ** 2 + b ** 2 + c ** 2)
        rs = sp.sqrt(d ** 2 - a ** 2 - b ** 2) + 2 * b           # c from the diagonal, then RS = c + 2b
        return Backward(f"{self._setup(g, hide='rs')} The net is folded into a cuboid whose space diagonal is "
                        f"{surd_text(d)}. Find RS.", Number(float(rs)), "rs")

    def reasoning(self, p):
        a, b, c = self._edges(p)
        d = sp.sqrt(a ** 2 + b ** 2 + c ** 2)
        return [
            "Let the cuboid have edges a (the edge along which the top face is attached to the leftmost side face), "
            "b (the other edge of the top face) and c (the height). "
            "Folding makes the side faces in the row a, b, a, b wide and c high, and the top and bottom faces a × b.",
            f"So PQ = 2a + 2b = {p['pq']}, TU = a + 2b = {p['tu']} (from T along the top of the row: the rest of the "
            f"row after the first face is b + a + b) and RS = b + c + b = {p['rs']}.",
            f"Subtract: a = PQ − TU = {surd_text(a)}; then b = (TU − a)/2 = {surd_text(b)} and c = RS − 2b = "
            f"{surd_text(c)}.",
            f"Space diagonal: √(a² + b² + c²) = √({surd_text(a ** 2 + b ** 2 + c ** 2)}) = {surd_text(d)} ≈ {float(d):.2f}.",
        ]
