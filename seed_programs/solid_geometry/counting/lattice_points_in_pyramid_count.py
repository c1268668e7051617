"""Solid geometry (counting): a tetrahedron OABC cut off a coordinate corner (A, B, C on the axes) or a
square pyramid P-ABCD with its base in the xy-plane has vertices with integer coordinates; how many
lattice points (points with three integer coordinates) lie inside it or on it, strictly inside it, or on
its surface? Count layer by layer: the section at height z = k is a triangle or a square whose lattice
points are a triangular number or a square (DynaSolidGeo counting; the 3D form of counting lattice points
in a triangle)."""
from math import comb

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.space import attempts

ASKS = {"all": "inside it or on its surface", "interior": "strictly inside it (not on its surface)",
        "surface": "on its surface (faces, edges and vertices included)"}


def _ceil_div(p, q):
    return -((-p) // q)


@seed_program(
    id="lattice_points_in_pyramid_count", topic="solid_geometry", category="counting",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/unit_cubes/layer_counting", "solid_figures/sections/parallel_section_similarity"],
    source="DynaSolidGeo-style (counting lattice points in a tetrahedron or pyramid with integer vertices)",
    variations=["numeric_values", "geometric_transformations", "camera"],
)
class LatticePointsInPyramidCount(SeedProgram):
    levels = Levels(
        standard=dict(solid=OneOf(("corner", "pyramid")), size=IntRange(2, 7), tall=OneOf((False,)),
                      unequal=OneOf((False,)), ask=OneOf(tuple(ASKS), p=(0.45, 0.3, 0.25))),
        hard=dict(solid=OneOf(("corner", "pyramid")), size=IntRange(3, 9), tall=OneOf((False, True)),
                  unequal=OneOf((False, True), p=(0.3, 0.7)), ask=OneOf(tuple(ASKS), p=(0.25, 0.4, 0.35))),
        hard_means="bigger solids, corner tetrahedra with three different edges on the axes (each layer is a "
                   "triangle whose rows must be counted with a floor) and pyramids twice as tall as wide (layers "
                   "shrink by one only every second step); mostly the interior or surface count",
    )

    def sample(self, rng, space):
        solid = space.solid.draw(rng)
        ask = space.ask.draw(rng)
        if solid == "corner":
            if bool(space.unequal.draw(rng)):
                for _ in attempts("three different axis intercepts, at least 4 each when the interior is asked"):
                    a, b, c = sorted((int(v) for v in rng.choice([2, 3, 4, 5, 6, 8, 9, 10, 12], 3, replace=False)),
                                     reverse=True)
                    if not (ask == "interior" and min(a, b, c) < 4):
                        break
                order = [int(i) for i in rng.permutation(3)]
                a, b, c = ([a, b, c][i] for i in order)
                return {"solid": solid, "a": a, "b": b, "c": c, "ask": ask}
            n = int(space.size.draw(rng)) + 1
            if ask == "interior":
                n = max(n, 4)
            return {"solid": solid, "a": n, "b": n, "c": n, "ask": ask}
        m = int(space.size.draw(rng))
        if ask == "interior":
            m = max(m, 3)                      # at least a few points strictly inside
        h = 2 * m if bool(space.tall.draw(rng)) else m
        return {"solid": solid, "m": m, "h": h, "ask": ask}

    # -- text ------------------------------------------------------------------------------------
    @staticmethod
    def _vertices(g):
        """Label -> integer coordinates, as the question states them."""
        if g["solid"] == "corner":
            return {"O": (0, 0, 0), "A": (g["a"], 0, 0), "B": (0, g["b"], 0), "C": (0, 0, g["c"])}
        m, h = g["m"], g["h"]
        return {"A": (0, 0, 0), "B": (2 * m, 0, 0), "C": (2 * m, 2 * m, 0), "D": (0, 2 * m, 0), "P": (m, m, h)}

    def _statement(self, g):
        V = self._vertices(g)
        coords = ", ".join(f"{k}({', '.join(str(t) for t in v)})" for k, v in V.items())
        name = "tetrahedron OABC" if g["solid"] == "corner" else "pyramid P-ABCD"
        return f"In a space coordinate system, the {name} in the figure has vertices {coords}."

    def question(self, g):
        return (self._statement(g) + " A lattice point is a point whose three coordinates are all integers. How many "
                f"lattice points lie {ASKS[g['ask']]}?")

    def description(self, g):
        if g["solid"] == "corner":
            shape = "O is the origin and A, B, C lie on the x-, y- and z-axes"
        else:
            shape = ("the base ABCD is a square in the xy-plane and the apex P lies above its centre")
        return self._statement(g) + f" ({shape}.) How many lattice points lie {ASKS[g['ask']]}?"

    # -- answer: layer by layer, closed forms for the sections ----------------------------------
    def _layers(self, p, strict):
        """Lattice points of each horizontal section z = k (all of them, or strictly inside the solid)."""
        out = []
        if p["solid"] == "corner":
            a, b, c = p["a"], p["b"], p["c"]
            for k in range(1 if strict else 0, c + 1):
                # section: x/a + y/b ≤ 1 − k/c  ⇔  bc·x + ac·y ≤ abc − abk (strict inside: x, y ≥ 1 and <)
                r = a * b * c - a * b * k
                if a == b == c and not strict:
                    t = a - k + 1                           # a triangle with t points on a side: t(t + 1)/2
                    out.append(t * (t + 1) // 2)
                    continue
                cnt = 0
                for y in range(1 if strict else 0, b + 1):  # row y: 0 ≤ x ≤ (r − ac·y)/(bc)
                    rest = r - a * c * y
                    if strict:
                        if rest > b * c:
                            cnt += _ceil_div(rest, b * c) - 1
                    elif rest >= 0:
                        cnt += rest // (b * c) + 1
                out.append(cnt)
            return out
        m, h = p["m"], p["h"]
        for k in range(1 if strict else 0, h + 1):
            # the section is the square [k·m/h, 2m − k·m/h]² (open square for strictly inside)
            if strict:
                lo = k * m // h + 1                           # first integer > k·m/h
                side = max(0, 2 * m - 2 * lo + 1) if k < h else 0
            else:
                lo = _ceil_div(k * m, h)
                side = 2 * m - 2 * lo + 1
            out.append(side * side)
        return out

    def _count(self, p, ask):
        if ask == "surface":
            return self._count(p, "all") - self._count(p, "interior")
        if p["solid"] == "corner" and p["a"] == p["b"] == p["c"]:
            n = p["a"]
            return comb(n + 3, 3) if ask == "all" else comb(n - 1, 3)
        return sum(self._layers(p, ask == "interior"))

    def answer(self, p):
        return Number(self._count(p, p["ask"]))

    # -- verify: every lattice point of the bounding box against the face planes ------------------
    def verify(self, g):
        V = list(self._vertices(g).values())
        n_pts = len(V)
        cen = [sum(v[i] for v in V) for i in range(3)]      # n_pts × centroid (stays integer)
        planes = []
        for i in range(n_pts):
            for j in range(i + 1, n_pts):
                for k in range(j + 1, n_pts):
                    u = [V[j][t] - V[i][t] for t in range(3)]
                    w = [V[k][t] - V[i][t] for t in range(3)]
                    nrm = (u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2], u[0] * w[1] - u[1] * w[0])
                    if nrm == (0, 0, 0):
                        continue
                    off = sum(nrm[t] * V[i][t] for t in range(3))
                    side = [sum(nrm[t] * v[t] for t in range(3)) - off for v in V]
                    if all(s <= 0 for s in side) or all(s >= 0 for s in side):   # a face plane
                        if all(s >= 0 for s in side):
                            nrm, off = tuple(-x for x in nrm), -off
                        if sum(nrm[t] * cen[t] for t in range(3)) - n_pts * off < 0 and (nrm, off) not in planes:
                            planes.append((nrm, off))
        lo = [min(v[t] for v in V) for t in range(3)]
        hi = [max(v[t] for v in V) for t in range(3)]
        inside = boundary = 0
        for x in range(lo[0], hi[0] + 1):
            for y in range(lo[1], hi[1] + 1):
                for z in range(lo[2], hi[2] + 1):
                    vals = [nrm[0] * x + nrm[1] * y + nrm[2] * z - off for nrm, off in planes]
                    if all(v < 0 for v in vals):
                        inside += 1
                    elif all(v <= 0 for v in vals):
                        boundary += 1
        return Number({"all": inside + boundary, "interior": inside, "surface": boundary}[g["ask"]])

    # -- figure ------------------------------------------------------------------------------
    def scene(self, g):
        V = self._vertices(g)
        s = Scene()
        if g["solid"] == "corner":
            s.polyhedron(V, [["O", "A", "B"], ["O", "B", "C"], ["O", "C", "A"], ["A", "B", "C"]],
                         colors=["lightsteelblue", "lightsteelblue", "lightsteelblue", "#fcd34d"], opacity=0.3)
            ticks = [("O", ax, V[ax]) for ax in "ABC"]
        else:
            s.pyramid(list("ABCD"), "P", [V[k][:2] for k in "ABCD"], V["P"])
            ticks = [("A", "B", V["B"]), ("A", "D", V["D"])]
            s.point("O'", (g["m"], g["m"], 0), show_label=False)
            s.segment("P", "O'", style="hidden")
        # the integer points along the edges on the axes: small unlabelled dots, one per unit
        for start, end, v in ticks:
            steps = max(abs(t) for t in v)
            for i in range(1, steps):
                s.point(f"_{start}{end}{i}", [t * i / steps for t in v], show_label=False)
        return s

    # -- views -------------------------------------------------------------------------------
    def subquestions(self, g):
        subs = []
        if g["solid"] == "corner":
            a, b, c = g["a"], g["b"], g["c"]
            subs.append(SubQuestion(self._statement(g) + " The plane z = 0 cuts the solid in the triangle OAB. How many "
                                    "lattice points lie inside or on the triangle OAB?",
                                    Number(self._layers(dict(g), False)[0]), "solid_figures/unit_cubes/layer_counting"))
        else:
            m, h = g["m"], g["h"]
            subs.append(SubQuestion(self._statement(g) + " How many lattice points lie inside or on the square base "
                                    "ABCD?", Number((2 * m + 1) ** 2), "solid_figures/unit_cubes/layer_counting"))
            k = 1 if h == m else 2
            side = 2 * m - 2 * (k * m // h) + 1
            subs.append(SubQuestion(self._statement(g) + f" The plane z = {k} cuts the pyramid in a square. How many "
                                    "lattice points lie inside or on that square?", Number(side * side),
                                    "solid_figures/sections/parallel_section_similarity"))
        return subs

    def backward(self, g):
        # the count grows with the size: mask the size and find the only size giving it
        forward = int(self.verify(g).value)
        if g["solid"] == "corner" and g["a"] == g["b"] == g["c"]:
            key = "a"
            trials = [dict(g, a=t, b=t, c=t) for t in range(1, 40)]
            text = ("In a space coordinate system, O is the origin, A(n, 0, 0), B(0, n, 0) and C(0, 0, n) "
                    "with n a positive integer.")
        elif g["solid"] == "corner":
            # the count is not strictly increasing in one intercept (floors): mask one that it pins down
            fits = {k: [t for t in range(1, 40) if int(self.verify(dict(g, **{k: t})).value) == forward]
                    for k in ("c", "b", "a")}
            key = next((k for k in ("c", "b", "a") if fits[k] == [g[k]]), "c")
            trials = [dict(g, **{key: t}) for t in range(1, 40)]
            shown = {k: (g[k] if k != key else key) for k in "abc"}
            text = (f"In a space coordinate system, O is the origin, A({shown['a']}, 0, 0), B(0, {shown['b']}, 0) "
                    f"and C(0, 0, {shown['c']}) with {key} a positive integer.")
        else:
            key = "m"
            ratio = g["h"] // g["m"]
            trials = [dict(g, m=t, h=ratio * t) for t in range(1, 40)]
            text = (f"In a space coordinate system, the pyramid P-ABCD has vertices A(0, 0, 0), B(2m, 0, 0), "
                    f"C(2m, 2m, 0), D(0, 2m, 0) and P(m, m, {'' if ratio == 1 else '2'}m), m a positive integer.")
        value = next(t[key] for t in trials if int(self.verify(t).value) == forward)
        name = "tetrahedron OABC" if g["solid"] == "corner" else "pyramid P-ABCD"
        where = {"all": f"inside the {name} or on its surface", "interior": f"strictly inside the {name}",
                 "surface": f"on the surface of the {name}"}[g["ask"]]
        return Backward(text + f" Exactly {forward} lattice points lie {where}. Find "
                        f"{'n' if key == 'a' and g['a'] == g.get('b') == g.get('c') else key}.", Number(value), key)

    def reasoning(self, p):
        ask = p["ask"]
        steps = ["Count layer by layer: every lattice point lies in one of the planes z = 0, 1, 2, ...; each plane "
                 "cuts the solid in a section whose lattice points can be counted directly."]
        if p["solid"] == "corner":
            a, b, c = p["a"], p["b"], p["c"]
            if a == b == c:
                n = a
                steps.append(f"The plane z = k cuts the tetrahedron in the triangle x, y ≥ 0, x + y ≤ {n} − k, which "
                             f"holds (t)(t + 1)/2 lattice points with t = {n} − k + 1.")
                steps.append(f"Inside or on: 1 + 3 + 6 + ... + {(n + 1) * (n + 2) // 2} = C({n + 3}, 3) = "
                             f"{comb(n + 3, 3)}.")
                if ask != "all":
                    steps.append(f"Strictly inside means x, y, z ≥ 1 and x + y + z ≤ {n - 1}: substituting x = x' + 1 "
                                 f"etc. gives x' + y' + z' ≤ {n - 4}, so C({n - 1}, 3) = {comb(n - 1, 3)} points.")
            else:
                steps.append(f"The solid is x, y, z ≥ 0, x/{a} + y/{b} + z/{c} ≤ 1, i.e. {b * c}x + {a * c}y + "
                             f"{a * b}z ≤ {a * b * c}.")
                steps.append("Layers z = 0, 1, ...: " + ", ".join(str(v) for v in self._layers(p, False))
                             + f" lattice points (each a row-by-row count): {sum(self._layers(p, False))} in all.")
                if ask != "all":
                    steps.append("Strictly inside needs x, y, z ≥ 1 and a strict inequality; layers z = 1, 2, ...: "
                                 + ", ".join(str(v) for v in self._layers(p, True))
                                 + f": {sum(self._layers(p, True))}.")
        else:
            m, h = p["m"], p["h"]
            steps.append(f"The plane z = k cuts the pyramid in the square {k_text(m, h)} (it shrinks by "
                         f"{'one on each side per unit' if h == m else 'one on each side every two units'} of height).")
            steps.append("Inside or on, layers z = 0, 1, ...: " + " + ".join(str(v) for v in self._layers(p, False))
                         + f" = {sum(self._layers(p, False))}.")
            if ask != "all":
                steps.append("Strictly inside, layers z = 1, ..., h − 1 (open squares): "
                             + " + ".join(str(v) for v in self._layers(p, True)) + f" = {sum(self._layers(p, True))}.")
        if ask == "surface":
            steps.append(f"On the surface = inside or on − strictly inside = {self._count(p, 'all')} − "
                         f"{self._count(p, 'interior')} = {self._count(p, 'surface')}.")
        return steps


def k_text(m, h):
    """The section of the pyramid at height k, as text."""
    if h == m:
        return f"k ≤ x, y ≤ {2 * m} − k"
    return f"k/2 ≤ x, y ≤ {2 * m} − k/2"
