"""Solid geometry (folding, free form): a lettered net of a cube; which face ends up opposite a
given face once the net is folded (DynaSolidGeo folding category, spatial visualisation)."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, OneOf, Scene, SeedProgram, Text, attempts, seed_program
from dynaforge.sdk.scene import rotate_about_axis
from dynaforge.sdk.solid_counting_folding import cube_net_cells, net_symmetries, roll_faces
from dynaforge.sdk.solid_folding_nets import NET_COLORS

STEPS = {(0, 1): "right", (0, -1): "left", (1, 0): "down", (-1, 0): "up"}
LETTER_POOL = "ABCDEFGHKMNPRSTUVWXYZ"


@seed_program(
    id="cube_net_opposite_face", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/folding/cube_nets", "solid_figures/folding/invariants_after_folding"],
    source="DynaSolidGeo-style (folding; nets of a cube)",
    variations=["geometric_transformations", "point_labels", "camera"],
)
class CubeNetOppositeFace(SeedProgram):
    levels = Levels(
        standard=dict(net=IntRange(0, 10), symmetry=IntRange(0, 7), letters=OneOf(tuple(LETTER_POOL)),
                      query=IntRange(0, 5), skip_one=OneOf(("allowed",))),
        hard=dict(net=IntRange(0, 10), symmetry=IntRange(0, 7), letters=OneOf(tuple(LETTER_POOL)),
                  query=IntRange(0, 5), skip_one=OneOf(("avoided",))),
        hard_means="the asked face and its opposite are never two squares apart in one row or column, so the "
                   "'skip one square' shortcut never gives the answer and the folding must be followed",
    )

    def sample(self, rng, space):
        nets = cube_net_cells()
        for _ in attempts("an asked face whose opposite is not two squares away in a row or column"):
            base = nets[space.net.draw(rng)]
            cells = net_symmetries(base)[space.symmetry.draw(rng)]
            letters = [str(x) for x in rng.choice(list(space.letters.values), size=6, replace=False)]
            g = {"cells": [list(c) for c in cells], "letters": letters, "query": space.query.draw(rng)}
            if space.skip_one.values[0] == "allowed":
                return g
            q = letters[g["query"]]
            (r0, c0), (r1, c1) = cells[g["query"]], cells[letters.index(self._opposites(g)[q])]
            if not ((r0 == r1 and abs(c0 - c1) == 2) or (c0 == c1 and abs(r0 - r1) == 2)):
                return g

    def _cells(self, p):
        return [tuple(c) for c in p["cells"]]

    def question(self, g):
        q = g["letters"][g["query"]]
        return (f"The figure shows a net of a cube made of six squares marked "
                f"{', '.join(g['letters'][:-1])} and {g['letters'][-1]}. When the net is folded into a "
                f"cube (markings on the outside), which face is opposite the face marked {q}? Answer "
                f"with its letter.")

    def _opposites(self, p):
        faces = roll_faces(self._cells(p))
        letter = dict(zip(self._cells(p), p["letters"]))
        by_normal = {n: letter[c] for c, n in faces.items()}
        return {letter[c]: by_normal[tuple(-v for v in n)] for c, n in faces.items()}

    def answer(self, p):
        return Text(self._opposites(p)[p["letters"][p["query"]]])

    def verify(self, g):
        # fold the paper: each square turns 90° about its hinge with its parent (composed along the
        # path from the first square); opposite faces then have centres symmetric about the cube centre
        cells = [tuple(c) for c in g["cells"]]
        cellset = set(cells)
        root = cells[0]
        folded = {root: lambda x: np.asarray(x, dtype=float)}
        order = [root]
        while order:
            cur = order.pop(0)
            for dr, dc in STEPS:
                nxt = (cur[0] + dr, cur[1] + dc)
                if nxt not in cellset or nxt in folded:
                    continue
                # hinge: the shared edge, in flat coordinates (x = column, y = row)
                if dc:
                    xh = max(cur[1], nxt[1])
                    h0, h1 = (xh, cur[0], 0.0), (xh, cur[0] + 1, 0.0)
                else:
                    yh = max(cur[0], nxt[0])
                    h0, h1 = (cur[1], yh, 0.0), (cur[1] + 1, yh, 0.0)
                centre = (nxt[1] + 0.5, nxt[0] + 0.5, 0.0)
                angle = 90.0 if rotate_about_axis(centre, h0, h1, 90.0)[2] > 0 else -90.0
                parent = folded[cur]
                folded[nxt] = (lambda par, a0, a1, ang: lambda x: par(rotate_about_axis(x, a0, a1, ang)))(
                    parent, h0, h1, angle)
                order.append(nxt)
        centres = {c: folded[c]((c[1] + 0.5, c[0] + 0.5, 0.0)) for c in cells}
        mid = np.mean(list(centres.values()), axis=0)
        q = cells[g["query"]]
        target = 2 * mid - centres[q]
        opp = min(cells, key=lambda c: np.linalg.norm(centres[c] - target))
        if np.linalg.norm(centres[opp] - target) > 1e-9:
            raise AssertionError("the net does not fold into a cube")
        return Text(g["letters"][cells.index(opp)])

    def scene(self, g):
        s = Scene()
        for i, (r, c) in enumerate(self._cells(g)):
            corners = []
            for dx, dy in ((0, 0), (1, 0), (1, 1), (0, 1)):
                name = f"_n{c + dx}_{r + dy}"
                # the net lies flat; rows run towards −y so the picture reads like the printed net
                s.point(name, (c + dx, -(r + dy), 0.0), show_label=False)
                corners.append(name)
            s.face(corners, color=NET_COLORS[i], opacity=0.85)
            s.point(g["letters"][i], (c + 0.5, -(r + 0.5), 0.0))
        return s

    def _grid(self, p):
        cells = self._cells(p)
        rows = max(r for r, _ in cells) + 1
        cols = max(c for _, c in cells) + 1
        grid = [["·"] * cols for _ in range(rows)]
        for (r, c), letter in zip(cells, p["letters"]):
            grid[r][c] = letter
        return [" ".join(row) for row in grid]

    def description(self, g):
        return ("A flat net of a cube: six unit squares, each marked with a letter, arranged on a grid "
                "as follows (· is an empty position; squares next to each other in a row or column "
                "share an edge): " + " / ".join(self._grid(g)) + ".")

    def reasoning(self, p):
        cells = self._cells(p)
        q = p["letters"][p["query"]]
        opp = self._opposites(p)
        qcell = cells[p["query"]]
        near = [p["letters"][cells.index((qcell[0] + dr, qcell[1] + dc))] for dr, dc in STEPS
                if (qcell[0] + dr, qcell[1] + dc) in cells]
        sides = [x for x in p["letters"] if x not in near + [q, opp[q]]]
        pairs = sorted({tuple(sorted((a, b))) for a, b in opp.items()})
        return [
            "The net is: " + " / ".join(self._grid(p)) + ".",
            f"Keep {q} as the bottom face. Its neighbours in the net, {', '.join(near)}, fold up by 90° "
            f"and become side faces, so none of them is opposite {q}.",
            (f"Folding on, {', '.join(sides)} also {'become side faces' if len(sides) > 1 else 'becomes a side face'}"
             f" (each shares an edge with a side face and is turned a further 90°)." if sides else
             "All four side faces are already accounted for."),
            f"The remaining face, {opp[q]}, is turned 180° in total and closes the top: it is opposite {q}. "
            "(All opposite pairs: " + ", ".join(f"{a}–{b}" for a, b in pairs) + ".)",
        ]
