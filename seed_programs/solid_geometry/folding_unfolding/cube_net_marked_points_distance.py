"""Solid geometry (folding): two points P and Q are marked on a flat net of a cube with edge a (corners of the
squares, or at the hard level also midpoints of their sides); the net is folded into the cube. Find the
distance PQ in the cube (DynaSolidGeo folding: which points of a net meet, and where each ends up).
``answer`` rolls a cube over the net square by square, tracking which cube vertex sits on each corner of
the net (exact integer rotations); ``verify`` folds the flat net in 3D, turning every square up by 90°
about the hinges on its path to the first square, and measures (numpy)."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import rotate_about_axis
from dynaforge.sdk.solid_folding_nets import draw_flat_net, net_point_xyz

# the 11 nets of a cube as (row, column) cells
NETS = (
    [(0, 0), (1, 0), (1, 1), (1, 2), (1, 3), (2, 0)], [(0, 0), (1, 0), (1, 1), (1, 2), (1, 3), (2, 1)],
    [(0, 0), (1, 0), (1, 1), (1, 2), (1, 3), (2, 2)], [(0, 0), (1, 0), (1, 1), (1, 2), (1, 3), (2, 3)],
    [(0, 1), (1, 0), (1, 1), (1, 2), (1, 3), (2, 1)], [(0, 1), (1, 0), (1, 1), (1, 2), (1, 3), (2, 2)],
    [(0, 0), (0, 1), (1, 1), (1, 2), (1, 3), (2, 1)], [(0, 0), (0, 1), (1, 1), (1, 2), (1, 3), (2, 2)],
    [(0, 0), (0, 1), (1, 1), (1, 2), (1, 3), (2, 3)], [(0, 0), (0, 1), (1, 1), (1, 2), (2, 2), (2, 3)],
    [(0, 0), (0, 1), (0, 2), (1, 2), (1, 3), (1, 4)],
)


@seed_program(
    id="cube_net_marked_points_distance", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/cube_nets", "solid_figures/folding/invariants_after_folding",
              "solid_figures/cuboids/space_diagonal"],
    source="DynaSolidGeo-style (folding: two points marked on a cube net, their distance in the folded cube)",
    variations=["numeric_values", "geometric_transformations", "camera"],
)
class CubeNetMarkedPointsDistance(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(2, 12), half=0.0),
        hard=dict(a=IntRange(2, 12), half=1.0),
        hard_means="one or both points at midpoints of the squares' sides, so the points end on edges of the cube "
                   "and the distance is a general segment (no edge, face diagonal or space diagonal)",
    )

    def sample(self, rng, space):
        """Givens: a, the net (index into the 11 nets, flipped or not), and P, Q as net coordinates in units of a
        (x to the right, y downwards from the top-left corner; halves allowed at the hard level)."""
        for _ in attempts("two marked points of the net that are far apart in the cube and not on one square"):
            net = int(rng.integers(len(NETS)))
            flip = bool(rng.integers(2))
            cells = self._cells_of(net, flip)
            step = 0.5 if rng.random() < space.half else 1.0
            pts = sorted({(c + dx, r + dy) for r, c in cells for dx in np.arange(0, 1 + 1e-9, step)
                          for dy in np.arange(0, 1 + 1e-9, step)
                          if (dx in (0, 1) or dy in (0, 1))})
            i, j = rng.choice(len(pts), size=2, replace=False)
            P, Q = [float(v) for v in pts[i]], [float(v) for v in pts[j]]
            if step == 0.5 and all(float(v).is_integer() for v in P + Q):
                continue
            if self._same_square(cells, P, Q):
                continue
            g = {"a": int(space.a.draw(rng)), "net": net, "flip": flip, "p": P, "q": Q}
            d = self._roll_distance(g)
            if d < 0.99 * g["a"]:
                continue                                   # not points that meet or sit close together
            return g

    @staticmethod
    def _cells_of(net, flip):
        cells = NETS[net]
        if flip:
            w = max(c for _, c in cells)
            cells = [(r, w - c) for r, c in cells]
        return [tuple(c) for c in cells]

    @staticmethod
    def _same_square(cells, P, Q):
        return any(c <= P[0] <= c + 1 and r <= P[1] <= r + 1 and c <= Q[0] <= c + 1 and r <= Q[1] <= r + 1
                   for r, c in cells)

    def _grid(self, g):
        cells = self._cells_of(g["net"], g["flip"])
        rows, cols = max(r for r, _ in cells) + 1, max(c for _, c in cells) + 1
        return [" ".join("■" if (r, c) in cells else "·" for c in range(cols)) for r in range(rows)]

    def _fmt(self, v):
        return str(int(v)) if float(v).is_integer() else f"{v:g}"

    def _where(self, g):
        f = lambda X: f"({self._fmt(X[0])}, {self._fmt(X[1])})"
        return f(g["p"]), f(g["q"])

    def question(self, g):
        return (f"The figure shows a net of a cube with edge {g['a']}: six squares of side {g['a']}, with two marked "
                f"points P and Q. The net is folded into the cube. Find the distance PQ in the cube (to 2 decimal "
                f"places).")

    # -- answer: roll a cube over the net --------------------------------------------------------------------
    def _roll_corners(self, g):
        """{net grid corner (x, y): cube vertex (0/1 triple)} by rolling a unit cube square by square."""
        cells = self._cells_of(g["net"], g["flip"])
        start = cells[0]
        # a state: the integer rotation R and shift t with ground point = R·body + t (ground z = 0)
        states = {start: (np.eye(3, dtype=int), np.array([start[1], start[0], 0]))}
        queue = [start]
        while queue:
            r, c = queue.pop(0)
            R, t = states[(r, c)]
            for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
                nb = (r + dr, c + dc)
                if nb not in cells or nb in states:
                    continue
                # roll over the shared edge: a quarter turn about the edge line on the ground
                if dc:
                    pivot = np.array([c + (1 if dc > 0 else 0), 0, 0])
                    Rot = np.array([[0, 0, dc], [0, 1, 0], [-dc, 0, 0]])       # about the y axis
                else:
                    pivot = np.array([0, r + (1 if dr > 0 else 0), 0])
                    Rot = np.array([[1, 0, 0], [0, 0, dr], [0, -dr, 0]])       # about the x axis
                states[nb] = (Rot @ R, Rot @ (t - pivot) + pivot)
                queue.append(nb)
        out = {}
        for (r, c), (R, t) in states.items():
            for x, y in ((c, r), (c + 1, r), (c, r + 1), (c + 1, r + 1)):
                body = np.linalg.solve(R.astype(float), np.array([x, y, 0]) - t)
                out[(x, y)] = tuple(int(round(v)) for v in body)
        return out, states

    def _body(self, g, X):
        """The point of the unit cube where the net point X lands (a corner or a side midpoint)."""
        corners, _ = self._roll_corners(g)
        x, y = X
        if float(x).is_integer() and float(y).is_integer():
            return np.array(corners[(int(x), int(y))], dtype=float)
        if float(x).is_integer():
            return (np.array(corners[(int(x), int(y - 0.5))]) + np.array(corners[(int(x), int(y + 0.5))])) / 2
        return (np.array(corners[(int(x - 0.5), int(y))]) + np.array(corners[(int(x + 0.5), int(y))])) / 2

    def _roll_distance(self, p):
        return float(p["a"] * np.linalg.norm(self._body(p, p["p"]) - self._body(p, p["q"])))

    def answer(self, p):
        return Number(self._roll_distance(p))

    # -- verify: fold the net in 3D ---------------------------------------------------------------------------------
    def verify(self, g):
        cells = NETS[g["net"]]
        if g["flip"]:
            w = max(c for _, c in cells)
            cells = [(r, w - c) for r, c in cells]
        cells = [tuple(c) for c in cells]
        parent, order = {cells[0]: None}, [cells[0]]
        for cell in order:
            for d in ((0, 1), (0, -1), (1, 0), (-1, 0)):
                nb = (cell[0] + d[0], cell[1] + d[1])
                if nb in cells and nb not in parent:
                    parent[nb] = cell
                    order.append(nb)

        def fold(point, cell):
            p = np.array([point[0], point[1], 0.0])
            while parent[cell] is not None:
                par = parent[cell]
                (r0, c0), (r1, c1) = par, cell
                if r0 == r1:                                # hinge: a vertical grid line
                    x = max(c0, c1)
                    h0, h1 = np.array([x, r0, 0.0]), np.array([x, r0 + 1, 0.0])
                else:
                    y = max(r0, r1)
                    h0, h1 = np.array([c0, y, 0.0]), np.array([c0 + 1, y, 0.0])
                centre = np.array([c1 + 0.5, r1 + 0.5, 0.0])
                up = rotate_about_axis(centre, h0, h1, 90.0)
                ang = 90.0 if up[2] > 0 else -90.0
                p = rotate_about_axis(p, h0, h1, ang)
                cell = par
            return p

        def home(X):
            x, y = X
            for r, c in cells:                             # a square of the net holding X
                if c <= x <= c + 1 and r <= y <= r + 1:
                    return fold(X, (r, c))
            raise ValueError("the point is not on the net")
        corners = {tuple(np.round(fold((c + dx, r + dy), (r, c)), 9)) for r, c in cells for dx in (0, 1) for dy in (0, 1)}
        if len(corners) != 8:
            return Number(float("nan"))                    # the net did not close into a cube
        return Number(float(g["a"] * np.linalg.norm(home(g["p"]) - home(g["q"]))))

    # -- views ----------------------------------------------------------------------------------------------
    def scene(self, g):
        a = g["a"]
        corners, squares = {}, []
        for r, c in self._cells_of(g["net"], g["flip"]):
            names = []
            for dx, dy in ((0, 0), (1, 0), (1, 1), (0, 1)):
                names.append(f"_n{c + dx}_{r + dy}")
                corners[names[-1]] = (a * (c + dx), -a * (r + dy))
            squares.append(names)
        s = draw_flat_net(Scene(), corners, squares)  # facing the camera: read as printed
        for lab, X in (("P", g["p"]), ("Q", g["q"])):
            s.point(lab, net_point_xyz(a * X[0], -a * X[1]))
        return s

    def description(self, g):
        P, Q = self._where(g)
        return (f"A net of a cube with edge {g['a']}: six squares on a grid, rows from the top (■ a square, · empty): "
                + " / ".join(self._grid(g)) + f". With the top-left corner of the grid at (0, 0), x to the right and "
                f"y downwards, both in units of the edge, P = {P} and Q = {Q}. The net is folded into the cube.")

    def subquestions(self, g):
        return [SubQuestion(f"A cube has edge {g['a']}. Find the length of its space diagonal (to 2 decimal places).",
                            Number(float(g["a"] * np.sqrt(3))), "solid_figures/cuboids/space_diagonal")]

    def reasoning(self, p):
        bp, bq = self._body(p, p["p"]), self._body(p, p["q"])
        d = bq - bp
        k = float(d @ d)
        return [
            "Fold the net up around one square (the base): every other square turns up about the edge it shares "
            "with the square before it, so points of the net can be followed onto the cube (rolling a cube over "
            "the net square by square does the same bookkeeping).",
            f"With the base square's corner at the origin and the edge as unit, P lands at "
            f"({', '.join(self._fmt(v) for v in bp)}) and Q at ({', '.join(self._fmt(v) for v in bq)}) of the cube.",
            f"PQ = {p['a']}·√({self._fmt(abs(d[0]))}² + {self._fmt(abs(d[1]))}² + {self._fmt(abs(d[2]))}²) = "
            f"{p['a']}·√{self._fmt(k)} ≈ {self._roll_distance(p):.4f}.",
        ]
