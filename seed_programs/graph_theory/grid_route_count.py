"""Graph theory: the number of shortest routes from A to B on a street grid with some streets closed."""
from collections import deque

from dynaforge.sdk import IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

CLOSED = "#dc2626"


def _edge(p, q):
    """A street segment between neighbouring junctions p, q as a sorted JSON-able pair."""
    return sorted([list(p), list(q)])


@seed_program(
    id="grid_route_count", topic="graph_theory", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["graph_theory/paths/lattice_path_count", "graph_theory/paths/shortest_path"],
    source="DynaMath-style (graph theory, counting shortest paths)",
    variations=["graph_structure", "numeric_values"],
)
class GridRouteCount(SeedProgram):
    levels = Levels(
        standard=dict(cols=IntRange(3, 4), rows=IntRange(2, 3), closed=IntRange(1, 2)),
        hard=dict(cols=IntRange(4, 6), rows=IntRange(3, 4), closed=IntRange(2, 4)),
        hard_means="larger grids (up to 6 by 4 blocks, hundreds of routes) with up to four closed streets, so "
                   "Pascal's rule has to be run with several zeroed streets",
    )

    def sample(self, rng, space):
        cols, rows = int(space.cols.draw(rng)), int(space.rows.draw(rng))
        streets = [_edge((x, y), (x + 1, y)) for x in range(cols) for y in range(rows + 1)] + \
                  [_edge((x, y), (x, y + 1)) for x in range(cols + 1) for y in range(rows)]
        for _ in attempts("closed streets that leave a shortest route and each block some route"):
            k = int(space.closed.draw(rng))
            closed = [streets[int(i)] for i in rng.choice(len(streets), size=k, replace=False)]
            count = self._count(cols, rows, closed)
            full = self._count(cols, rows, [])
            if 0 < count < full and all(self._count(cols, rows, [c]) < full for c in closed):
                return {"cols": cols, "rows": rows, "closed": sorted(closed)}

    def _count(self, cols, rows, closed):
        """Monotone (right/up) routes from (0, 0) to (cols, rows) by Pascal's rule, skipping closed streets."""
        shut = {tuple(map(tuple, c)) for c in closed}
        N = [[0] * (rows + 1) for _ in range(cols + 1)]
        N[0][0] = 1
        for x in range(cols + 1):
            for y in range(rows + 1):
                if x and ((x - 1, y), (x, y)) not in shut:
                    N[x][y] += N[x - 1][y]
                if y and ((x, y - 1), (x, y)) not in shut:
                    N[x][y] += N[x][y - 1]
        return N[cols][rows]

    # ---- text -----------------------------------------------------------------------------------
    def question(self, g):
        return ("The figure shows a street map: the lines are streets, and the streets marked with a red cross "
                "are closed. How many different shortest routes along the open streets lead from corner A to "
                "corner B?")

    def description(self, g):
        closed = "; ".join(f"({a[0]}, {a[1]})–({b[0]}, {b[1]})" for a, b in g["closed"])
        return (f"A street grid of {g['cols']} by {g['rows']} square blocks: junctions at the points (x, y) with "
                f"x = 0..{g['cols']} and y = 0..{g['rows']}, streets joining neighbouring junctions. Corner A is "
                f"(0, 0) and corner B is ({g['cols']}, {g['rows']}). These streets are closed: {closed}.")

    # ---- answers --------------------------------------------------------------------------------
    def answer(self, p):
        return Number(self._count(p["cols"], p["rows"], p["closed"]), tolerance=0)

    def verify(self, g):
        # breadth-first search on the undirected street graph, counting shortest paths layer by layer
        cols, rows = g["cols"], g["rows"]
        shut = {frozenset(map(tuple, c)) for c in g["closed"]}
        dist, ways = {(0, 0): 0}, {(0, 0): 1}
        queue = deque([(0, 0)])
        while queue:
            x, y = queue.popleft()
            for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if not (0 <= q[0] <= cols and 0 <= q[1] <= rows) or frozenset([(x, y), q]) in shut:
                    continue
                if q not in dist:
                    dist[q] = dist[(x, y)] + 1
                    ways[q] = 0
                    queue.append(q)
                if dist[q] == dist[(x, y)] + 1:
                    ways[q] += ways[(x, y)]
        return Number(ways[(cols, rows)], tolerance=0)

    # ---- figure ---------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        cols, rows = g["cols"], g["rows"]
        shut = [tuple(map(tuple, c)) for c in g["closed"]]
        for x in range(cols + 1):
            for y in range(rows + 1):
                for q in ((x + 1, y), (x, y + 1)):
                    if q[0] > cols or q[1] > rows:
                        continue
                    if ((x, y), q) in shut:
                        ax.plot([x, q[0]], [y, q[1]], ":", color="#9ca3af", linewidth=2.0, zorder=1)
                        mx, my = (x + q[0]) / 2, (y + q[1]) / 2
                        ax.plot([mx], [my], marker="X", markersize=17, color=CLOSED, zorder=4,
                                markeredgecolor="white", markeredgewidth=1.0)
                    else:
                        ax.plot([x, q[0]], [y, q[1]], color="#374151", linewidth=3.2, zorder=2,
                                solid_capstyle="round")
        for (x, y), text in (((0, 0), "A"), ((cols, rows), "B")):
            ax.plot([x], [y], "o", color=draw.PALETTE["blue"], markersize=13, zorder=5)
            draw.label_point(ax, (x, y), text, away_from=(cols / 2, rows / 2), offset=16, dot=False,
                             fontsize=17)
        draw.geometry_axes(ax, [(-0.6, -0.6), (cols + 0.6, rows + 0.6)], margin=0.04)

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        cols, rows = g["cols"], g["rows"]
        total = self._count(cols, rows, [])
        return [
            SubQuestion(f"On a street grid of {cols} by {rows} square blocks with every street open, how many "
                        f"shortest routes lead from one corner to the opposite corner?", Number(total),
                        "graph_theory/paths/lattice_path_count"),
            SubQuestion(f"How many street segments long is a shortest route across a grid of {cols} by {rows} "
                        f"blocks from one corner to the opposite one?", Number(cols + rows),
                        "graph_theory/paths/shortest_path"),
        ]
