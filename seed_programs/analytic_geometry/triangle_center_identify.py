"""Analytic geometry: pick the centroid / circumcentre / orthocentre of a grid triangle among marked points."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, OneOf, SeedProgram, attempts, seed_program
from dynaforge.sdk import draw

RADII_SQ = (10, 13, 17, 20, 25, 26, 29)   # circles with many grid points on them
POOL = "ABCDEFGHJKLMNPQRSTUVWXYZ"
KINDS = ("centroid", "circumcentre", "orthocentre")


def _lattice_on_circle(r2):
    m = int(np.sqrt(r2))
    return [(x, y) for x in range(-m, m + 1) for y in range(-m, m + 1) if x * x + y * y == r2]


def _meet(P1, d1, P2, d2):
    """Intersection of the lines P1 + s·d1 and P2 + t·d2."""
    s, _t = np.linalg.solve(np.column_stack([d1, -d2]), np.asarray(P2, float) - np.asarray(P1, float))
    return np.asarray(P1, float) + s * np.asarray(d1, float)


def _perp(v):
    return np.array([-v[1], v[0]], float)


@seed_program(
    id="triangle_center_identify", topic="analytic_geometry", level="high_school", difficulty="hard",
    question_type="multiple_choice",
    concepts=["analytic_geometry/coordinates/triangle_centroid", "analytic_geometry/coordinates/triangle_circumcentre",
              "analytic_geometry/coordinates/triangle_orthocentre"],
    source="DynaMath-style (analytic geometry, triangle centres on a coordinate grid)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "symbolic_substitution"],
)
class TriangleCenterIdentify(SeedProgram):
    levels = Levels(
        standard=dict(radius_sq=OneOf(RADII_SQ), centre=IntRange(-2, 2), lim=7, separation=1.5,
                      kind=OneOf(KINDS)),
        hard=dict(radius_sq=OneOf((25, 50, 65)), centre=IntRange(-2, 2), lim=11, separation=1.0,
                  kind=OneOf(KINDS)),
        hard_means="larger triangles on circles of radius 5 to 8 with the four candidate points packed closer "
                   "together (1 unit apart), so the centre must be computed, not eyeballed",
    )

    def sample(self, rng, space):
        LIM, sep = space.lim, space.separation
        for _ in attempts("vertices and centres in the window, the centres, decoy and vertices apart"):
            r2 = int(space.radius_sq.draw(rng))
            O = np.array([int(v) for v in space.centre.draw(rng, size=2)])
            ring = _lattice_on_circle(r2)
            idx = rng.choice(len(ring), size=3, replace=False)
            V = [O + np.array(ring[i]) for i in idx]
            if np.any(np.abs(V) > LIM - 0.5):
                continue
            S = V[0] + V[1] + V[2]
            sides = [np.linalg.norm(V[i] - V[(i + 1) % 3]) for i in range(3)]
            if min(sides) < 3.5:
                continue
            G = S / 3                    # may lie between grid points (thirds)
            H = S - 2 * O                # Euler line: H = 3G - 2O
            if np.any(np.abs(H) > LIM - 0.5):
                continue
            # a decoy at the incentre rounded to the grid, else a grid point near it
            a, b, c = (np.linalg.norm(V[(i + 1) % 3] - V[(i + 2) % 3]) for i in range(3))
            incentre = (a * V[0] + b * V[1] + c * V[2]) / (a + b + c)
            decoys = [np.round(incentre).astype(int)] + [
                np.round(incentre).astype(int) + rng.integers(-2, 3, size=2) for _ in range(30)]
            decoys = [D for D in decoys if np.all(np.abs(D) <= LIM - 1)]
            centres = [G, O, H]
            ok = all(np.linalg.norm(centres[i] - centres[j]) >= sep for i in range(3) for j in range(i))
            ok = ok and all(np.linalg.norm(X - Y) >= 1.4 for X in centres for Y in V)
            if not ok:
                continue
            decoy = next((D for D in decoys if all(np.linalg.norm(D - X) >= sep for X in centres)
                          and all(np.linalg.norm(D - Y) >= 1.4 for Y in V)), None)
            if decoy is None:
                continue
            marked = V + centres + [decoy]
            if min(abs(float(c)) for X in marked for c in X) < 0.3:   # keep points off the axes' tick labels
                continue
            break
        vertices = draw.pick_labels(rng, 3, pool=POOL)
        rest = [c for c in POOL if c not in vertices]
        names = sorted(str(c) for c in rng.choice(rest, size=4, replace=False))   # the candidates' names
        order = [int(i) for i in rng.permutation(4)]
        points = [G, O, H, decoy]
        givens = {"V": [[int(c) for c in X] for X in V],
                  "candidates": [[float(c) for c in points[i]] for i in order],   # candidate j is point order[j]
                  "kind": str(space.kind.draw(rng)),
                  "labels": vertices + names,
                  "color": str(rng.choice(["blue", "green", "purple", "orange"]))}
        return givens, {"roles": [["centroid", "circumcentre", "orthocentre", "decoy"][i] for i in order]}

    def question(self, g):
        a, b, c = g["labels"][:3]
        names = g["labels"][3:]
        return (f"Triangle {a}{b}{c} in the figure has its vertices at grid points. Which of the marked points "
                f"{', '.join(names[:3])} or {names[3]} is the {g['kind']} of triangle {a}{b}{c}?")

    def answer(self, p):
        names = p["labels"][3:]
        correct = names[p["roles"].index(p["kind"])]
        return Choice(correct, [n for n in names if n != correct])

    def verify(self, g):
        # Independent construction: intersect two medians / perpendicular bisectors / altitudes,
        # then take the marked point that coincides with the intersection.
        A, B, C = (np.array(X, float) for X in g["V"])
        if g["kind"] == "centroid":
            X = _meet(A, (B + C) / 2 - A, B, (A + C) / 2 - B)
        elif g["kind"] == "circumcentre":
            X = _meet((A + B) / 2, _perp(B - A), (B + C) / 2, _perp(C - B))
        else:
            X = _meet(A, _perp(C - B), B, _perp(C - A))
        dists = [np.linalg.norm(X - np.array(Q, float)) for Q in g["candidates"]]
        assert min(dists) < 1e-9
        return g["labels"][3 + int(np.argmin(dists))]

    def draw(self, g, ax, hide=()):
        V = [np.array(X, float) for X in g["V"]]
        cands = [np.array(X, float) for X in g["candidates"]]
        pts = np.array(V + cands)
        lo, hi = pts.min(axis=0), pts.max(axis=0)
        half = max(float((hi - lo).max()) / 2 + 1.5, 4.5)
        mid = np.floor((lo + hi) / 2) + 0.5
        # a square window around the figure, always containing the origin so the axes show
        x0, x1 = min(mid[0] - half, -0.5), max(mid[0] + half, 0.5)
        y0, y1 = min(mid[1] - half, -0.5), max(mid[1] + half, 0.5)
        side = max(x1 - x0, y1 - y0)
        draw.grid_axes(ax, (x0, x0 + side), (y0, y0 + side))
        colour = draw.PALETTE[g["color"]]
        closed = np.array(V + V[:1])
        ax.fill(closed[:, 0], closed[:, 1], color=colour, alpha=0.12, zorder=1)
        ax.plot(closed[:, 0], closed[:, 1], color=colour, linewidth=2.2, zorder=3)
        centre = sum(V) / 3
        def away(X, Y):
            # label direction away from Y, turned away from an axis the point sits close to (tick labels)
            d = (X - Y) / max(np.linalg.norm(X - Y), 1e-9)
            for c in (0, 1):
                if 0 < abs(X[c]) < 1.3:
                    d[c] = np.sign(X[c]) * max(abs(d[c]), 0.7)
            return X - d / np.linalg.norm(d)

        for X, name in zip(V, g["labels"][:3]):
            draw.label_grid_point(ax, X, name, away_from=away(X, centre), offset=15, color=colour)
        for i, (X, name) in enumerate(zip(cands, g["labels"][3:])):
            others = [Y for j, Y in enumerate(cands) if j != i] + V
            nearest = min(others, key=lambda Y: np.linalg.norm(Y - X))
            draw.label_grid_point(ax, X, name, away_from=away(X, nearest), offset=14, color=draw.ACCENT)

    def description(self, g):
        names = g["labels"]
        verts = ", ".join(f"{n}({x}, {y})" for n, (x, y) in zip(names[:3], g["V"]))
        cands = ", ".join(f"{n}({draw.fmt_fraction(x)}, {draw.fmt_fraction(y)})"
                          for n, (x, y) in zip(names[3:], g["candidates"]))
        return (f"On a coordinate grid, triangle {''.join(names[:3])} has vertices {verts}. Four further "
                f"points are marked: {cands}.")
