"""Solid geometry (folding): two segments PQ and RS are drawn on two different squares of a cube net
(their ends at points of a unit grid on the squares, whose edge is 4); after the net is folded into the
cube, what is the angle between the lines PQ and RS? Fold the net in your head (or label the cube's
vertices on the net), place the cube in coordinates and use the dot product (DynaSolidGeo folding)."""
import math

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import rotate_about_axis
from dynaforge.sdk.solid_counting_folding import cube_net_cells, net_rows_text, net_variant
from dynaforge.sdk.solid_folding_nets import draw_flat_net, net_point_xyz

SEG = "auxiliary"


@seed_program(
    id="cube_net_segments_fold_angle", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/cube_nets", "solid_figures/angles/skew_lines_angle",
              "solid_figures/folding/invariants_after_folding"],
    source="DynaSolidGeo-style (folding: segments drawn on a cube net, the angle between them in the cube)",
    variations=["geometric_transformations", "point_labels", "camera"],
)
class CubeNetSegmentsFoldAngle(SeedProgram):
    levels = Levels(
        standard=dict(net=IntRange(0, 10), turn=IntRange(0, 7), centres=OneOf((False,)), far=OneOf((False, True))),
        hard=dict(net=IntRange(0, 10), turn=IntRange(0, 7), centres=OneOf((True,)), far=OneOf((True,))),
        hard_means="segment ends may also be inside the squares (angles with √ in the cosine, never a right "
                   "angle), and the two segments always lie on squares that are not next to each other in "
                   "the net, so the folding must be followed through several hinges",
    )

    def sample(self, rng, space):
        cells = [list(c) for c in net_variant(cube_net_cells()[int(space.net.draw(rng))], int(space.turn.draw(rng)))]
        centres = bool(space.centres.draw(rng))
        far = bool(space.far.draw(rng))
        for _ in attempts("two segments on two squares, ends that fold to one point each, a non-zero angle, "
                          "right angles thinned out, segments at least 3 long"):
            i, j = (int(v) for v in rng.choice(6, size=2, replace=False))
            if far and abs(cells[i][0] - cells[j][0]) + abs(cells[i][1] - cells[j][1]) <= 1:
                continue
            segs = []
            for k in (i, j):
                r, c = cells[k]
                # points of the unit grid on the square (edge 4): on its sides, or (hard) anywhere on it
                spots = [(4 * c + dx, 4 * r + dy) for dx in range(5) for dy in range(5)
                         if centres or dx in (0, 4) or dy in (0, 4)]
                a, b = (spots[int(t)] for t in rng.choice(len(spots), size=2, replace=False))
                # not along a side of the square (that would be an edge of the cube, drawn already)
                if a[0] == b[0] and a[0] in (4 * c, 4 * c + 4) or a[1] == b[1] and a[1] in (4 * r, 4 * r + 4):
                    break
                if math.dist(a, b) < 2.9:          # long enough to read in the figure
                    break
                segs.append((k, [int(v) for v in a], [int(v) for v in b]))
            if len(segs) < 2:
                continue
            g = {"cells": cells, "P": segs[0][1], "Q": segs[0][2], "R": segs[1][1], "S": segs[1][2],
                 "on": [segs[0][0], segs[1][0]]}
            try:
                val = self._angle(g)
            except ValueError:
                continue
            right = abs(val - 90.0) < 1e-6
            if val > 1.0 and not (right and (centres or rng.random() < 0.7)):   # fewer (hard: no) right angles
                return g

    # -- text ------------------------------------------------------------------------------------
    def question(self, g):
        return ("The figure shows a net of a cube with edge 4 lying flat, the unit points of its squares marked; the segments PQ and RS are drawn on two of "
                "its squares. The net is folded along the common sides of its squares into the cube. Find the angle "
                "between the lines PQ and RS in the cube, in degrees (rounded to 0.1°).")

    def description(self, g):
        pts = "; ".join(f"{k} = ({g[k][0]}, {g[k][1]})" for k in "PQRS")
        on = [g["cells"][i] for i in g["on"]]
        return ("A net of a cube with edge 4 lies flat on a unit grid: its six squares fill these 4 × 4 blocks of the grid "
                f"(rows of blocks from the top, # a square of the net, · empty): {net_rows_text(g['cells'])}. With "
                "the top-left corner of the grid as the origin, x to the right and y downwards, the points are "
                f"{pts}; PQ lies on the square in block row {on[0][0] + 1}, column {on[0][1] + 1} and RS on the "
                f"square in block row {on[1][0] + 1}, column {on[1][1] + 1}. The net is folded along the common "
                "sides of its squares into the cube. Find the angle between the lines PQ and RS in the cube, in "
                "degrees (rounded to 0.1°).")

    # -- answer: fold the sheet, hinge by hinge --------------------------------------------------
    @staticmethod
    def _flat(xy):
        return np.array([float(xy[0]), -float(xy[1]), 0.0])

    def _folded(self, p):
        """Every cell's corners and the four points after folding: a tree of hinges from the first cell,
        each subtree turned by 90° about its hinge towards the side the cube lies on."""
        cells = [tuple(c) for c in p["cells"]]
        parent, order = {cells[0]: None}, [cells[0]]
        for cur in order:
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                nxt = (cur[0] + dr, cur[1] + dc)
                if nxt in cells and nxt not in parent:
                    parent[nxt] = cur
                    order.append(nxt)
        # the points that move with each cell: its corners (keyed by cell), its centre, its segment ends
        pts = {}
        for r, c in cells:
            for dx, dy in ((0, 0), (4, 0), (4, 4), (0, 4), (2, 2)):
                pts[((r, c), dx, dy)] = self._flat((4 * c + dx, 4 * r + dy))
        for name, k in (("P", 0), ("Q", 0), ("R", 1), ("S", 1)):
            pts[("pt", name)] = self._flat(p[name])
        owner = {key: (key[0] if key[0] != "pt" else tuple(p["cells"][p["on"][0 if key[1] in "PQ" else 1]]))
                 for key in pts}
        normal = {cell: np.array([0.0, 0.0, 1.0]) for cell in cells}     # the cube lies on the +z side

        def subtree(cell):
            out, todo = set(), [cell]
            while todo:
                x = todo.pop()
                out.add(x)
                todo += [y for y, par in parent.items() if par == x]
            return out

        for cell in order[1:]:
            par = parent[cell]
            # the common side of cell and its parent, in current (partly folded) coordinates
            (r0, c0), (r1, c1) = par, cell
            if r0 == r1:
                x = 4 * max(c0, c1)
                ends = [(x - 4 * c0, 0), (x - 4 * c0, 4)]
            else:
                y = 4 * max(r0, r1)
                ends = [(0, y - 4 * r0), (4, y - 4 * r0)]
            a = pts[(par, ends[0][0], ends[0][1])]
            b = pts[(par, ends[1][0], ends[1][1])]
            moving = subtree(cell)
            centre = pts[(cell, 2, 2)]
            for ang in (90.0, -90.0):
                turned = rotate_about_axis(centre, a, b, ang)
                if (turned - pts[(par, 2, 2)]) @ normal[par] > 1e-9:
                    break
            for key in pts:
                if owner[key] in moving:
                    pts[key] = np.asarray(rotate_about_axis(pts[key], a, b, ang))
            for x in moving:
                normal[x] = np.asarray(rotate_about_axis(normal[x], (0, 0, 0), b - a, ang))
        return pts

    def _angle(self, p):
        pts = self._folded(p)
        u = pts[("pt", "Q")] - pts[("pt", "P")]
        v = pts[("pt", "S")] - pts[("pt", "R")]
        # an end on a side shared with another square must fold to one point whichever square it is read on
        for name in "PQRS":
            xy = p[name]
            for cell in p["cells"]:
                r, c = cell
                dx, dy = xy[0] - 4 * c, xy[1] - 4 * r
                if (dx, dy) in ((0, 0), (4, 0), (4, 4), (0, 4)):
                    if np.linalg.norm(pts[(tuple(cell), dx, dy)] - pts[("pt", name)]) > 1e-6:
                        raise ValueError("a corner of the net that folds to two points")
        return math.degrees(math.acos(min(1.0, abs(u @ v) / np.linalg.norm(u) / np.linalg.norm(v))))

    def answer(self, p):
        return Number(self._angle(p))

    # -- verify: roll a cube over the net --------------------------------------------------------
    def verify(self, g):
        # a cube [0, 4]³ stands on the first square; rolling it over a common side onto the next square
        # turns it by 90° about that side. The pose (R, t) maps cube coordinates to the table; a point of a
        # square lies on the cube where R⁻¹(x − t) puts it while the cube stands on that square.
        cells = [tuple(c) for c in g["cells"]]
        r0, c0 = cells[0]
        pose = {cells[0]: (np.eye(3), np.array([4.0 * c0, -4.0 * r0 - 4.0, 0.0]))}
        todo = [cells[0]]
        while todo:
            cur = todo.pop(0)
            R, t = pose[cur]
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                nxt = (cur[0] + dr, cur[1] + dc)
                if nxt not in cells or nxt in pose:
                    continue
                # the rolling edge: the side of cur towards nxt (the table has y = −row)
                if dc:
                    x = 4.0 * (cur[1] + (1 if dc > 0 else 0))
                    p0, axis = np.array([x, 0.0, 0.0]), np.array([0.0, 1.0, 0.0])
                else:
                    y = -4.0 * (cur[0] + (1 if dr > 0 else 0))
                    p0, axis = np.array([0.0, y, 0.0]), np.array([1.0, 0.0, 0.0])
                centre = R @ np.array([2.0, 2.0, 2.0]) + t
                target = np.array([4.0 * nxt[1] + 2, -4.0 * nxt[0] - 2, 2.0])
                for sgn in (1.0, -1.0):
                    th = sgn * math.pi / 2
                    K = np.array([[0, -axis[2], axis[1]], [axis[2], 0, -axis[0]], [-axis[1], axis[0], 0]])
                    M = np.eye(3) + math.sin(th) * K + (1 - math.cos(th)) * K @ K
                    if np.allclose(M @ (centre - p0) + p0, target, atol=1e-9):
                        break
                pose[nxt] = (M @ R, M @ (t - p0) + p0)
                todo.append(nxt)
        body = {}
        for name, k in (("P", 0), ("Q", 0), ("R", 1), ("S", 1)):
            R, t = pose[cells[g["on"][k]]]
            body[name] = R.T @ (np.array([float(g[name][0]), -float(g[name][1]), 0.0]) - t)
        u, v = body["Q"] - body["P"], body["S"] - body["R"]
        return Number(math.degrees(math.acos(min(1.0, abs(u @ v) / np.linalg.norm(u) / np.linalg.norm(v)))))

    def scene(self, g):
        corners, squares = {}, []
        for r, c in g["cells"]:
            names = []
            for dx, dy in ((0, 0), (4, 0), (4, 4), (0, 4)):
                names.append(f"_n{4 * c + dx}_{4 * r + dy}")
                corners[names[-1]] = (4 * c + dx, -(4 * r + dy))
            squares.append(names)
        s = draw_flat_net(Scene(), corners, squares, opacity=0.75)  # facing the camera
        for r, c in g["cells"]:  # the unit grid points of each square (edge 4): every marked point can be read off
            for dx in range(5):
                for dy in range(5):
                    if (dx, dy) not in ((0, 0), (4, 0), (4, 4), (0, 4)):
                        s.point(f"_g{4 * c + dx}_{4 * r + dy}", net_point_xyz(4 * c + dx, -(4 * r + dy)),
                                show_label=False)
        for name in "PQRS":
            s.point(name, net_point_xyz(g[name][0], -g[name][1]))
        s.segment("P", "Q", style=SEG)
        s.segment("R", "S", style=SEG)
        s.hiding = "none"          # a flat sheet hides nothing
        return s

    # -- views -------------------------------------------------------------------------------
    def subquestions(self, g):
        pq = math.dist(g["P"], g["Q"])
        return [SubQuestion("The figure shows a net of a cube with edge 4 lying flat, with a segment PQ drawn on one of "
                            "its squares. After the net is folded into the cube, how long is PQ (rounded to 2 "
                            "decimal places)?", Number(pq), "solid_figures/folding/invariants_after_folding")]

    def reasoning(self, p):
        pts = self._folded(p)
        vec = {k: pts[("pt", k)] for k in "PQRS"}
        base = np.array([4.0 * p["cells"][0][1], -4.0 * p["cells"][0][0] - 4.0, 0.0])
        show = lambda v: "(" + ", ".join(f"{x:g}" for x in np.round(v - base, 6) + 0.0) + ")"
        u, v = vec["Q"] - vec["P"], vec["S"] - vec["R"]
        return [
            "Folding keeps every length and every angle inside a square, so each segment stays a segment on a face "
            "of the cube; only its position in space changes.",
            "Fold the net about the common sides of its squares, keeping the first square of the net as the base, "
            "and place the cube [0, 4]³ with that base on the plane z = 0.",
            f"Then P = {show(vec['P'])}, Q = {show(vec['Q'])}, R = {show(vec['R'])}, S = {show(vec['S'])} (up to the "
            "mirror image, which does not change angles).",
            f"PQ = {show(u + base)}, RS = {show(v + base)} as vectors; cos θ = |PQ·RS| / (|PQ||RS|) = "
            f"{abs(u @ v):g} / ({np.linalg.norm(u):.4f}·{np.linalg.norm(v):.4f}), so θ ≈ {self._angle(p):.1f}°.",
        ]
