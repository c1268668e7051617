"""Figures shared by the batch-3 volume and area programs: round solids cut by planes, drilled balls."""
import math
from typing import Sequence

import sympy as sp

from .scene import Scene

__all__ = ["slanted_cut_cylinder", "drilled_ball", "drilled_ball_setting", "drilled_ball_radii", "drilled_ball_scene",
           "RING_TRIPLES", "RING_LABELS"]

# the napkin ring's whole-number shapes (r, a, R): hole radius, half the hole's length, sphere radius
RING_TRIPLES = [(3, 4, 5), (4, 3, 5), (5, 12, 13), (12, 5, 13), (8, 15, 17), (15, 8, 17), (7, 24, 25), (24, 7, 25),
                (20, 21, 29), (21, 20, 29)]
# label sets (O, M, N, P) of ``drilled_ball``: centre, the two rim centres, a rim point
RING_LABELS = [("O", "M", "N", "P"), ("O", "O₁", "O₂", "A"), ("O", "E", "F", "P"), ("Q", "M", "N", "T")]


def slanted_cut_cylinder(scene, r: float, H: float, h1: float, h2: float, labels: Sequence[str],
                         n: int = 96) -> None:
    """Draw a cylinder (radius r, height H, lower base centred at the origin) cut by the plane through
    E = (−r, 0, h1) and F = (r, 0, h2) that contains the y direction: the elliptic section is filled and
    outlined, AE and BF are generatrices, AB and EF are drawn auxiliary. ``labels`` = (O, A, B, E, F).

    Example: slanted_cut_cylinder(s, 3, 8, 2, 5, ("O", "A", "B", "E", "F"))
    """
    O, A, B, E, F = labels
    scene.solid("cylinder", (0, 0, 0), r, H, color="lightsteelblue", opacity=0.22)
    scene.point(O, (0, 0, 0))
    scene.point(A, (-r, 0, 0))
    scene.point(B, (r, 0, 0))
    scene.point(E, (-r, 0, h1))
    scene.point(F, (r, 0, h2))
    ring = []
    for k in range(n):
        t = 2 * math.pi * k / n
        x, y = r * math.cos(t), r * math.sin(t)
        ring.append((x, y, h1 + (h2 - h1) * (x + r) / (2 * r)))
    scene.curve(ring, style="edge", closed=True)
    names = [scene.point(f"_e{k}", xyz, show_label=False, dot=False) for k, xyz in enumerate(ring[::4])]
    scene.face(names, color="#fbbf24", opacity=0.35, with_edges=False)
    scene.segment(A, E, style="edge")
    scene.segment(B, F, style="edge")
    scene.segment(A, B, style="auxiliary")
    scene.segment(E, F, style="auxiliary")


def drilled_ball(scene, R: float, r: float, labels: Sequence[str]) -> None:
    """Draw a ball of radius R centred at the origin with a cylindrical hole of radius r < R along the
    z-axis (the napkin ring): the sphere, the hole's wall, the equator, the rim centres M, N on the axis,
    a rim point P with MP and OP drawn auxiliary. ``labels`` = (O, M, N, P).

    Example: drilled_ball(s, 5, 3, ("O", "M", "N", "P"))
    """
    from .solid_round import circle_polyline

    O, M, N, P = labels
    a = math.sqrt(R * R - r * r)
    scene.solid("sphere", (0, 0, 0), R, color="lightsteelblue", opacity=0.25)
    scene.solid("cylinder", (0, 0, -a), r, 2 * a, color="#fbbf24", opacity=0.3)
    scene.point(O, (0, 0, 0))
    scene.point(M, (0, 0, a))
    scene.point(N, (0, 0, -a))
    scene.point(P, (r, 0, a))
    scene.segment(M, N, style="hidden")
    scene.segment(M, P, style="auxiliary")
    scene.segment(O, P, style="auxiliary")
    circle_polyline(scene, (0, 0, 0), R, style="edge")   # the equator, to show the ball is round


def drilled_ball_setting(g: dict, hide: str | None = None) -> str:
    """The text stating a ball drilled through its centre, from givens with "labels" (O, M, N, P),
    "R" and "given": "radii" with the hole's radius "r", or "length" with the hole's length "L"; the
    given named by ``hide`` ("R", "r" or "L") is written x.

    Example: drilled_ball_setting({"labels": ["O", "M", "N", "P"], "R": 5, "given": "radii", "r": 3})"""
    O, M, N, P = g["labels"]
    s = (f"A ball with centre {O} and radius {'x' if hide == 'R' else g['R']} has a cylindrical hole drilled straight "
         f"through it; the hole's axis passes through {O}. The hole meets the sphere in two circles with centres {M} "
         f"and {N}, and {P} is a point of the circle with centre {M}.")
    if g["given"] == "radii":
        s += f" The hole has radius {M}{P} = {'x' if hide == 'r' else g['r']}."
    else:
        s += f" The hole has length {M}{N} = {'x' if hide == 'L' else g['L']}."
    return s


def drilled_ball_radii(g: dict) -> tuple:
    """The sphere's and the hole's radius (R, r), exact in sympy, from the givens of
    ``drilled_ball_setting`` (r = √(R² − L²/4) when the hole's length is given). A verify-side helper.

    Example: drilled_ball_radii({"R": 5, "given": "length", "L": 6}) -> (5, 4)"""
    R = sp.Integer(g["R"])
    r = sp.Integer(g["r"]) if g["given"] == "radii" else sp.sqrt(R ** 2 - sp.Rational(g["L"], 2) ** 2)
    return R, r


def drilled_ball_scene(g: dict) -> Scene:
    """The figure for the givens of ``drilled_ball_setting``: ``drilled_ball`` in a new scene, seen from
    the front (azimuth 200° to 340°).

    Example: drilled_ball_scene({"labels": ["O", "M", "N", "P"], "R": 5, "given": "radii", "r": 3})"""
    O, M, N, P = g["labels"]
    R = float(g["R"])
    r = float(g["r"]) if g["given"] == "radii" else math.sqrt(R * R - g["L"] ** 2 / 4)
    s = Scene()
    drilled_ball(s, R, r, (O, M, N, P))
    s.azimuth_range = (200.0, 340.0)
    return s
