"""Solid geometry (angle, free form): in a cube, the plane through the three vertices joined to one
vertex by edges (a corner plane such as A₁BD) and a line from a vertex to a point M of an edge, or
(hard) a line MN between points of two edges, the points placed by their distances from an end of
their edge; find the exact sine of the angle between the line and the plane (DynaSolidGeo, angle).
``answer`` uses that the space diagonal from the cut-off vertex (AC₁ for plane A₁BD) is perpendicular
to the corner plane, so sin θ = |cos(line, diagonal)|; ``verify`` takes the plane's normal as the cross
product of two of its sides, in exact sympy coordinates, without the diagonal."""
import sympy as sp

from dynaforge.sdk import Expression, IntRange, Number, Levels, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_corner, cuboid_labels
from dynaforge.sdk.solid_cube_more import cube_corner_neighbours
from dynaforge.sdk.solid_volume_area import exact_text


def _opposite(i):
    """The vertex of the cube opposite vertex i (the other end of its space diagonal)."""
    return (i % 4 + 2) % 4 + (0 if i >= 4 else 4)


@seed_program(
    id="cube_line_corner_plane_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/angles/line_plane_angle", "solid_figures/positional/line_plane_perpendicular_criterion",
              "solid_figures/cuboids/space_diagonal"],
    source="DynaSolidGeo-style (angle: a line and the corner plane A1BD of a cube)",
    variations=["numeric_values", "point_labels", "lengths_ratios", "camera"],
)
class CubeLineCornerPlaneAngle(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(3, 9), line=OneOf(("vertex", "two_points"), p=[1.0, 0.0]),
                      style=OneOf(("prime", "digit", "sub"))),
        hard=dict(edge=IntRange(4, 11), line=OneOf(("vertex", "two_points"), p=[0.2, 0.8]),
                  style=OneOf(("prime", "digit", "sub"))),
        hard_means="larger cubes and mostly a line MN between points of two edges (neither end a vertex), so both "
                   "ends need coordinates and the direction has three unfriendly components",
    )

    def sample(self, rng, space):
        """Givens: the edge, the vertex whose three neighbours span the plane, and the line's ends
        (a vertex, or a point of an edge given by the edge's vertex indices and a distance)."""
        a = int(space.edge.draw(rng))
        kind = str(space.line.draw(rng))
        style = str(space.style.draw(rng))
        for _ in attempts("a line neither parallel nor perpendicular to the corner plane, ends apart"):
            corner = int(rng.integers(0, 8))
            e1 = [int(v) for v in CUBOID_EDGES[int(rng.integers(0, 12))]]
            d1 = int(rng.integers(1, a))
            if kind == "vertex":
                x = int(rng.integers(0, 8))
                if x in e1:
                    continue
                ends = [{"vertex": x}, {"edge": e1, "d": d1}]
            else:
                e2 = [int(v) for v in CUBOID_EDGES[int(rng.integers(0, 12))]]
                if set(e2) == set(e1):
                    continue
                ends = [{"edge": e1, "d": d1}, {"edge": e2, "d": int(rng.integers(1, a))}]
            g = {"a": a, "corner": corner, "ends": ends, "style": style}
            pts = [self._end_xyz(g, e) for e in ends]
            u = [q - p for p, q in zip(*pts)]
            if all(c == 0 for c in u):
                continue
            n = [1 if cuboid_corner(1, 1, 1, _opposite(corner))[k] > cuboid_corner(1, 1, 1, corner)[k] else -1 for k in range(3)]
            dot = sum(p * q for p, q in zip(u, n))
            cross_zero = all(c == 0 for c in (u[1] * n[2] - u[2] * n[1], u[2] * n[0] - u[0] * n[2], u[0] * n[1] - u[1] * n[0]))
            if dot != 0 and not cross_zero:
                return g

    @staticmethod
    def _end_xyz(g, end):
        """Integer-or-fraction coordinates of one end of the line (for sampling and drawing)."""
        a = g["a"]
        if "vertex" in end:
            return list(cuboid_corner(a, a, a, end["vertex"]))
        u, v = end["edge"]
        pu, pv = cuboid_corner(a, a, a, u), cuboid_corner(a, a, a, v)
        return [p + sp.Rational(end["d"], a) * (q - p) for p, q in zip(pu, pv)]

    def _labels(self, g):
        return cuboid_labels(g["style"])

    def _end_names(self, g):
        L = self._labels(g)
        names, used = [], iter(("M", "N"))
        for e in g["ends"]:
            names.append(L[e["vertex"]] if "vertex" in e else next(used))
        return names

    def _setup(self, g):
        L = self._labels(g)
        name = "".join(L[:4]) + "-" + "".join(L[4:])
        parts = []
        for nm, e in zip(self._end_names(g), g["ends"]):
            if "edge" in e:
                u, v = e["edge"]
                parts.append(f"{nm} is the point of the edge {L[u]}{L[v]} with {L[u]}{nm} = {e['d']}")
        plane = "".join(L[j] for j in cube_corner_neighbours(g["corner"]))
        return f"In the cube {name} with edge {g['a']}, " + " and ".join(parts) + f". Consider the plane {plane}.", plane

    def question(self, g):
        text, plane = self._setup(g)
        line = "".join(self._end_names(g))
        return text + f" Find the sine of the angle between the line {line} and the plane {plane}. Give an exact value."

    # -- answer: the space diagonal from the cut-off corner is the plane's perpendicular -----------------
    def _exact(self, p):
        a = p["a"]
        V = sp.Matrix(cuboid_corner(a, a, a, p["corner"]))
        W = sp.Matrix(cuboid_corner(a, a, a, _opposite(p["corner"])))
        P, Q = (sp.Matrix(self._end_xyz(p, e)) for e in p["ends"])
        d, diag = Q - P, W - V
        cos = sp.Abs(d.dot(diag)) / (sp.sqrt(d.dot(d)) * sp.sqrt(diag.dot(diag)))
        return d, diag, sp.radsimp(cos)

    def answer(self, p):
        return Expression(str(self._exact(p)[2]))

    def verify(self, g):
        # Independent: the plane's normal from two of its sides (cross product), the ends rebuilt from
        # the stated distances.
        a = sp.Integer(g["a"])
        corners = [sp.Matrix([(i in (1, 2)) * a, (i in (2, 3)) * a, 0]) for i in range(4)]
        V = corners + [c + sp.Matrix([0, 0, a]) for c in corners]
        base = 4 if g["corner"] >= 4 else 0
        j = g["corner"] - base
        plane = [V[base + (j + 1) % 4], V[base + (j + 3) % 4], V[(g["corner"] + 4) % 8]]
        n = (plane[1] - plane[0]).cross(plane[2] - plane[0])
        ends = []
        for e in g["ends"]:
            if "vertex" in e:
                ends.append(V[e["vertex"]])
            else:
                u, v = e["edge"]
                ends.append(V[u] + (V[v] - V[u]) * sp.Integer(e["d"]) / (V[v] - V[u]).norm())
        d = ends[1] - ends[0]
        return Expression(str(sp.radsimp(sp.simplify(sp.Abs(n.dot(d)) / (n.norm() * d.norm())))))

    def scene(self, g):
        L = self._labels(g)
        a = float(g["a"])
        s = Scene()
        s.box(L[:4], L[4:], a, a, a)
        names = self._end_names(g)
        for nm, e in zip(names, g["ends"]):
            if "edge" in e:
                s.point(nm, [float(c) for c in self._end_xyz(g, e)])
        tri = [L[j] for j in cube_corner_neighbours(g["corner"])]
        s.face(tri, color="#93c5fd", opacity=0.45, with_edges=False)
        for u, v in zip(tri, tri[1:] + tri[:1]):
            s.segment(u, v, style="auxiliary")
        s.segment(names[0], names[1], style="auxiliary")
        return s

    # -- views --------------------------------------------------------------------------------------------
    def subquestions(self, g):
        L = self._labels(g)
        plane = "".join(L[j] for j in cube_corner_neighbours(g["corner"]))
        X, Y = L[g["corner"]], L[_opposite(g["corner"])]
        d, diag, cos = self._exact(g)
        return [SubQuestion(f"In the cube {''.join(L[:4])}-{''.join(L[4:])} with edge {g['a']}, find the angle between "
                            f"the line {X}{Y} and the plane {plane}, in degrees.", Number(90), "solid_figures/positional/line_plane_perpendicular_criterion"),
                SubQuestion(f"{self._setup(g)[0]} Find the exact length of {''.join(self._end_names(g))}.",
                            Expression(str(sp.radsimp(sp.sqrt(d.dot(d))))), "solid_figures/cuboids/space_diagonal")]

    def description(self, g):
        return ("A cube with the triangle of the corner plane shaded blue and outlined in red, and the line drawn in red "
                "from its two labelled ends. " + self._setup(g)[0])

    def reasoning(self, p):
        L = self._labels(p)
        plane = "".join(L[j] for j in cube_corner_neighbours(p["corner"]))
        X, Y = L[p["corner"]], L[_opposite(p["corner"])]
        d, diag, cos = self._exact(p)
        line = "".join(self._end_names(p))
        return [
            f"The space diagonal {X}{Y} is perpendicular to the plane {plane}: each side of the triangle {plane} is a face "
            f"diagonal perpendicular to the other diagonal of its face and to the edge standing on that face, hence "
            f"perpendicular to {X}{Y} (three perpendiculars theorem).",
            f"So the angle θ between {line} and the plane satisfies sin θ = |cos(∠ between {line} and {X}{Y})|.",
            f"With {L[0]} at the origin and the edges along the axes, {line} has direction "
            f"({', '.join(exact_text(c) for c in d)}) and {X}{Y} has direction ({', '.join(exact_text(c) for c in diag)}).",
            f"sin θ = |u·v| / (|u|·|v|) = {exact_text(sp.Abs(d.dot(diag)))} / ({exact_text(sp.sqrt(d.dot(d)))}·"
            f"{exact_text(sp.sqrt(diag.dot(diag)))}) = {exact_text(cos)}.",
        ]
