"""Solid geometry (counting): shortest routes along the edges of the unit cubes of a block (a cube or a
cuboid built from unit cubes) from a corner to the opposite corner - all of them, those through a
marked grid point, those avoiding it, or those that do not use a marked unit edge (multinomial
coefficients and the product rule; DynaSolidGeo counting)."""
from math import factorial

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import add_unit_cubes, cuboid_labels
from dynaforge.sdk.solid_counting import block_cells, label_block_corners

KINDS = ("plain", "via", "avoid_point", "avoid_edge")
AXES = ("x", "y", "z")


def _multinomial(x, y, z):
    return factorial(x + y + z) // (factorial(x) * factorial(y) * factorial(z))


@seed_program(
    id="block_edge_shortest_paths", topic="solid_geometry", category="counting",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["combinatorics/counting/lattice_paths", "combinatorics/counting/inclusion_exclusion"],
    source="DynaSolidGeo-style (counting: shortest routes along the edges of a block of unit cubes)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class BlockEdgeShortestPaths(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(1, 3), cube=OneOf((True, False), p=(0.3, 0.7)),
                      kind=OneOf(KINDS, p=(0.3, 0.3, 0.2, 0.2))),
        hard=dict(edge=IntRange(2, 4), cube=OneOf((True, False), p=(0.2, 0.8)),
                  kind=OneOf(KINDS, p=(0.1, 0.3, 0.3, 0.3))),
        hard_means="bigger blocks (edges 2-4, hundreds to tens of thousands of routes) and mostly routes through "
                   "or around a marked point or edge (a product of two multinomials, subtracted from the total)",
    )

    def sample(self, rng, space):
        cube = bool(space.cube.draw(rng))
        kind = str(space.kind.draw(rng))
        for _ in attempts("a block at least 2 long in some direction, with room for a marked point or edge"):
            if cube:
                dims = (int(space.edge.draw(rng)),) * 3
            else:
                dims = tuple(int(v) for v in space.edge.draw(rng, size=3))
            if len(set(dims)) == 1 and not cube or sum(dims) < 4:
                continue
            g = {"n": dims[0]} if cube else {"a": dims[0], "b": dims[1], "c": dims[2]}
            g.update(kind=kind, style=str(rng.choice(["sub", "prime"])))
            if kind in ("via", "avoid_point"):
                p = [int(rng.integers(0, d + 1)) for d in dims]
                face = int(rng.integers(0, 3))  # put P on the surface, where the figure shows it
                p[face] = int(rng.choice([0, dims[face]]))
                if p in ([0, 0, 0], list(dims)) or sorted(p) == [0, 0, 0]:
                    continue
                g["P"] = p
            elif kind == "avoid_edge":
                axis = int(rng.integers(0, 3))
                m = [int(rng.integers(0, d + 1)) for d in dims]
                m[axis] = int(rng.integers(0, dims[axis]))
                other = [k for k in range(3) if k != axis][int(rng.integers(0, 2))]
                m[other] = int(rng.choice([0, dims[other]]))  # on a face of the block
                g["M"], g["axis"] = m, AXES[axis]
            return g

    def _dims(self, g):
        return (g["n"],) * 3 if "n" in g else (g["a"], g["b"], g["c"])

    def _names(self, g):
        L = cuboid_labels(g["style"])
        return L, f"{L[0]}{L[1]}{L[2]}{L[3]}-{L[4]}{L[5]}{L[6]}{L[7]}"

    def _coords(self, v):
        return f"({', '.join(map(str, v))})"

    def _setup(self, g):
        L, name = self._names(g)
        if "n" in g:
            block = f"The cube {name} in the figure is built from {g['n']}³ unit cubes ({g['n']} along each edge)."
        else:
            block = (f"The cuboid {name} in the figure is built from unit cubes: {L[0]}{L[1]} = {g['a']}, "
                     f"{L[0]}{L[3]} = {g['b']} and {L[0]}{L[4]} = {g['c']} (lengths counted in unit-cube edges).")
        return (block + f" Take {L[0]} as the origin with the x-axis along {L[0]}{L[1]}, the y-axis along "
                f"{L[0]}{L[3]} and the z-axis along {L[0]}{L[4]} (one unit = one cube edge). A route runs along "
                f"edges of the unit cubes (inside the block too) from {L[0]} to {L[6]}, and is as short as possible.")

    def _marked(self, g):
        if g["kind"] in ("via", "avoid_point"):
            return f" The grid point P = {self._coords(g['P'])} is marked."
        if g["kind"] == "avoid_edge":
            n = list(g["M"])
            n[AXES.index(g["axis"])] += 1
            return (f" The unit edge MN from M = {self._coords(g['M'])} to N = {self._coords(n)} (drawn red) "
                    f"is closed.")
        return ""

    def question(self, g):
        L, _ = self._names(g)
        ask = {"plain": "How many different shortest routes are there?",
               "via": "How many of the shortest routes pass through P?",
               "avoid_point": "How many of the shortest routes do not pass through P?",
               "avoid_edge": "How many shortest routes do not use the closed edge MN?"}[g["kind"]]
        return self._setup(g) + self._marked(g) + " " + ask

    def answer(self, p):
        a, b, c = self._dims(p)
        total = _multinomial(a, b, c)
        if p["kind"] == "plain":
            return Number(total)
        if p["kind"] in ("via", "avoid_point"):
            x, y, z = p["P"]
            through = _multinomial(x, y, z) * _multinomial(a - x, b - y, c - z)
            return Number(through if p["kind"] == "via" else total - through)
        m = list(p["M"])
        n = list(m)
        n[AXES.index(p["axis"])] += 1
        through = _multinomial(*m) * _multinomial(a - n[0], b - n[1], c - n[2])
        return Number(total - through)

    def verify(self, g):
        a, b, c = (g["n"],) * 3 if "n" in g else (g["a"], g["b"], g["c"])
        kind = g["kind"]
        P = tuple(g["P"]) if kind in ("via", "avoid_point") else None
        closed = None
        if kind == "avoid_edge":
            step = [0, 0, 0]
            step[AXES.index(g["axis"])] = 1
            closed = (tuple(g["M"]), tuple(m + s for m, s in zip(g["M"], step)))

        def allowed(v):
            if P is None:
                return True
            if kind == "avoid_point":
                return v != P
            return sum(v) != sum(P) or v == P  # 'via': P is the only point of its layer a route may use

        ways = {}
        for total in range(a + b + c + 1):  # dynamic programming layer by layer (x + y + z = total)
            for x in range(a + 1):
                for y in range(b + 1):
                    z = total - x - y
                    if not 0 <= z <= c:
                        continue
                    v = (x, y, z)
                    if not allowed(v):
                        ways[v] = 0
                        continue
                    if v == (0, 0, 0):
                        ways[v] = 1
                        continue
                    count = 0
                    for u in ((x - 1, y, z), (x, y - 1, z), (x, y, z - 1)):
                        if min(u) >= 0 and (u, v) != closed:
                            count += ways[u]
                    ways[v] = count
        return Number(ways[(a, b, c)])

    def scene(self, g):
        a, b, c = (g["n"],) * 3 if "n" in g else (g["a"], g["b"], g["c"])
        s = Scene()
        add_unit_cubes(s, block_cells(a, b, c), opacity=0.15)
        label_block_corners(s, cuboid_labels(g["style"]), a, b, c)
        if g["kind"] in ("via", "avoid_point"):
            s.point("P", g["P"])
        elif g["kind"] == "avoid_edge":
            n = list(g["M"])
            n[AXES.index(g["axis"])] += 1
            s.point("M", g["M"])
            s.point("N", n)
            s.segment("M", "N", style="auxiliary")
        return s

    def subquestions(self, g):
        a, b, c = self._dims(g)
        L, _ = self._names(g)
        return [
            SubQuestion(self._setup(g) + " How many unit edges long is each shortest route?", Number(a + b + c),
                        "combinatorics/counting/lattice_paths"),
            SubQuestion(self._setup(g) + " How many different shortest routes are there in total?",
                        Number(_multinomial(a, b, c)), "combinatorics/counting/lattice_paths"),
        ]

    def backward(self, g):
        forward = int(self.verify(g).value)
        keys = ["n"] if "n" in g else ["c", "b", "a"]
        key, value = keys[0], g[keys[0]]
        for cand in keys:  # mask the first edge that alone fits the count (scanning its possible lengths)
            axis = None if cand == "n" else "abc".index(cand)
            if g["kind"] in ("via", "avoid_point"):
                low = max(g["P"]) if axis is None else g["P"][axis]
            elif g["kind"] == "avoid_edge":
                ends = [g["M"], [m + (AXES[i] == g["axis"]) for i, m in enumerate(g["M"])]]
                low = max(max(e) for e in ends) if axis is None else ends[1][axis]
            else:
                low = 1
            fits = [t for t in range(max(low, 1), 30)
                    if int(self.verify(dict(g, **{cand: t})).value) == forward]
            if fits == [g[cand]]:
                key, value = cand, fits[0]
                break
        L, name = self._names(g)
        if key == "n":
            block = f"A cube {name} is built from unit cubes."
            ask = "How many unit cubes long is its edge?"
        else:
            known = [f"{L[0]}{L[i]} = {g[k]}" for k, i in (("a", 1), ("b", 3), ("c", 4)) if k != key]
            block = f"A cuboid {name} is built from unit cubes, with {' and '.join(known)} (in unit-cube edges)."
            ask = f"How long is {L[0]}{L[1 if key == 'a' else 3 if key == 'b' else 4]} (in unit-cube edges)?"
        routes = {"plain": "shortest routes", "via": "shortest routes through P",
                  "avoid_point": "shortest routes that avoid P",
                  "avoid_edge": "shortest routes that do not use the closed edge MN"}[g["kind"]]
        text = (block + f" With {L[0]} as the origin, the x-axis along {L[0]}{L[1]}, the y-axis along {L[0]}{L[3]} "
                f"and the z-axis along {L[0]}{L[4]}, routes run along edges of the unit cubes from {L[0]} to the "
                f"opposite corner {L[6]}, as short as possible." + self._marked(g) +
                f" There are exactly {forward} {routes}. {ask}")
        return Backward(text, Number(value, tolerance=0), key)

    def description(self, g):
        return self.question(g) + " (The figure shows the block with its unit cubes and the labelled points.)"

    def reasoning(self, p):
        a, b, c = self._dims(p)
        L, _ = self._names(p)
        total = _multinomial(a, b, c)
        steps = [f"A shortest route from {L[0]} to {L[6]} is {a + b + c} unit steps: {a} in x, {b} in y and {c} "
                 f"in z, in any order.",
                 f"Routes: ({a + b + c})!/({a}!·{b}!·{c}!) = {total}."]
        if p["kind"] in ("via", "avoid_point"):
            x, y, z = p["P"]
            first, second = _multinomial(x, y, z), _multinomial(a - x, b - y, c - z)
            steps.append(f"Through P = ({x}, {y}, {z}): {first} routes from {L[0]} to P times {second} from P to "
                         f"{L[6]} = {first * second}.")
            if p["kind"] == "avoid_point":
                steps.append(f"Avoiding P: {total} − {first * second} = {total - first * second}.")
        elif p["kind"] == "avoid_edge":
            m = list(p["M"])
            n = list(m)
            n[AXES.index(p["axis"])] += 1
            first, second = _multinomial(*m), _multinomial(a - n[0], b - n[1], c - n[2])
            steps += [f"Routes using MN: {first} from {L[0]} to M times {second} from N to {L[6]} = "
                      f"{first * second}.",
                      f"Routes avoiding MN: {total} − {first * second} = {total - first * second}."]
        steps.append(f"Answer: {self.answer(p).value}.")
        return steps
