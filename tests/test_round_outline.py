"""Round solids, curves and the other Scene pieces a textbook figure needs (dynaforge.render.outline)."""
import numpy as np
import pytest

from dynaforge.render import outline
from dynaforge.render.solid import _hull, _segment_pieces
from dynaforge.render.visibility import dash_polyline, hull_planes
from dynaforge.sdk.draw import grid_axes
from dynaforge.sdk.instance import choose_camera
from dynaforge.sdk.scene import Scene, cuboid_vertex

EYE = 1e5 * np.array([1.0, 0.0, 0.5])  # far along +x, above: parallel projection from azimuth 0, elevation 26.6


def runs_by_rim(scene):
    """{rim index: [(angles of the run's points, hidden)]} for the scene's one solid (rim 0 at the base)."""
    solid = scene.solids[0]
    out = {}
    for line, style, is_hidden in outline.round_outlines(scene, None, EYE, 1e-9):
        if len(line) == 2 and not np.isclose(line[0][2], line[1][2]):
            continue  # a contour generatrix
        rim = int(np.isclose(line[0][2], solid.base[2] + solid.height) and solid.height > 0)
        angles = np.degrees(np.arctan2(line[:, 1], line[:, 0])) % 360
        out.setdefault(rim, []).append((angles, is_hidden))
    return out


@pytest.mark.parametrize("kind,top", [("cylinder", None), ("cone", None), ("frustum", 1.0)])
def test_the_back_of_the_base_rim_is_dashed_and_the_top_rim_is_seen_whole(kind, top):
    s = Scene()
    s.solid(kind, (0, 0, 0), 2.0, 3.0, top_radius=top)
    rims = runs_by_rim(s)
    hidden = [a for angles, h in rims[0] if h for a in angles]
    seen = [a for angles, h in rims[0] if not h for a in angles]
    # seen from +x: the base rim's far half (x < 0) is behind the lateral surface; how far round it
    # reaches depends on the slope of the sides, but x < 0 at its middle, x > 0 never
    assert hidden and all(90 - 1e-6 <= a <= 270 + 1e-6 for a in hidden)
    assert any(abs(a - 180) < 5 for a in hidden) and any(a < 60 or a > 300 for a in seen)
    if kind == "cylinder":
        assert min(hidden) == pytest.approx(90, abs=4) and max(hidden) == pytest.approx(270, abs=4)
    if kind != "cone":
        assert [h for _, h in rims[1]] == [False]  # the top cap faces the eye


def test_contours_touch_the_rims_where_the_side_turns_away():
    s = Scene()
    s.solid("cylinder", (0, 0, 0), 2.0, 3.0)
    contours = [line for line, _, _ in outline.round_outlines(s, None, EYE, 1e-9)
                if len(line) == 2 and not np.isclose(line[0][2], line[1][2])]
    ys = sorted(round(float(line[0][1]), 6) for line in contours)
    assert ys == [-2.0, 2.0] and all(abs(line[0][0]) < 1e-9 for line in contours)
    s = Scene()
    s.solid("cone", (0, 0, 0), 1.0, 1.0)
    steep = outline.round_outlines(s, None, 1e5 * np.array([0.0, 0.0, 1.0]), 1e-9)
    assert all(np.isclose(line[0][2], line[-1][2]) for line, _, _ in steep)  # from above: no contour


def test_a_frustum_needs_its_top_radius_and_nothing_else_takes_one():
    s = Scene()
    with pytest.raises(ValueError, match="top_radius"):
        s.solid("frustum", (0, 0, 0), 2, 3)
    with pytest.raises(ValueError, match="top_radius"):
        s.solid("cone", (0, 0, 0), 2, 3, top_radius=1)
    with pytest.raises(ValueError, match="positive"):
        s.solid("frustum", (0, 0, 0), 2, 3, top_radius=0)
    s.solid("frustum", (0, 0, 0), 2, 3, top_radius=1)
    assert s.solids[0].to_json()["top_radius"] == 1.0 and [r for _, r in s.solids[0].rims()] == [2.0, 1.0]


def test_a_curve_behind_a_box_is_dashed_where_the_box_hides_it():
    s = Scene()
    s.box("ABCD", "EFGH", 1, 1, 1)
    t = np.linspace(0, 1, 11)
    s.curve(np.c_[t, np.full_like(t, 0.5), np.full_like(t, 0.5)])  # through the middle of the box
    s.curve(np.c_[t, np.zeros_like(t), np.ones_like(t)])            # along the top front edge
    runs = outline.curve_runs(s, _hull(s), 1e5 * np.array([1.0, -0.8, 0.6]), 1e-9)
    assert [h for _, _, h in runs] == [True, False]
    pieces, polylines = _segment_pieces(s, _hull(s), 1e5 * np.array([1.0, -0.8, 0.6]), 1.0)
    assert len(polylines) == 2 and len(pieces[("edge", True)]) > 3  # hidden box edges and the curve, dashed


def test_hiding_none_dashes_only_what_is_styled_hidden_and_hull_keeps_the_box_with_a_solid():
    s = Scene()
    s.box("ABCD", "EFGH", 1, 1, 1)
    assert _hull(s) is not None
    s.solid("cylinder", (0.5, 0.5, 0.5), 0.2, 0.5)
    assert _hull(s) is None              # "auto": round solids switch the hull off
    s.hiding = "hull"
    assert _hull(s) is not None
    s.hiding = "none"
    assert _hull(s) is None
    s.hiding = "sometimes"
    with pytest.raises(ValueError, match="hiding"):
        _hull(s)


def test_a_hole_inside_a_box_is_dashed_below_the_top_face():
    s = Scene()
    s.box("ABCD", "EFGH", 2, 2, 2)
    s.hiding = "hull"
    s.solid("cylinder", (1, 1, 1), 0.5, 1.0)
    runs = outline.round_outlines(s, _hull(s), 1e5 * np.array([1.0, -0.7, 0.8]), 1e-9)
    bottom = [h for line, _, h in runs if np.allclose(line[:, 2], 1.0)]
    top = [h for line, _, h in runs if np.allclose(line[:, 2], 2.0)]
    assert bottom and all(bottom) and top == [False]


def test_dashes_follow_a_polyline():
    t = np.linspace(0, np.pi, 50)
    arc = np.c_[np.cos(t), np.sin(t), np.zeros_like(t)]
    chords = dash_polyline(arc, 0.2, 0.1)
    on_circle = [np.linalg.norm(p) for chord in chords for p in chord]
    assert np.allclose(on_circle, 1.0, atol=1e-2)
    inked = sum(np.linalg.norm(q - p) for p, q in chords)
    assert inked == pytest.approx(np.pi * 0.2 / 0.3, rel=0.06)  # two thirds of the arc is ink


def test_polyhedron_faces_take_one_colour_each():
    s = Scene()
    cube = {c: cuboid_vertex(1, 1, 1, i) for i, c in enumerate("ABCDEFGH")}
    faces = ["ABCD", "EFGH", "ABFE", "BCGF", "CDHG", "DAEH"]
    s.polyhedron(cube, faces, colors=["red", "blue", "lightsteelblue", "lightsteelblue", "gold", "gold"])
    assert [c for _, c, _ in s.faces] == ["red", "blue", "lightsteelblue", "lightsteelblue", "gold", "gold"]
    with pytest.raises(ValueError, match="6 faces"):
        Scene().polyhedron(cube, faces, colors=["red"])
    assert hull_planes(np.array(list(cube.values()), dtype=float)) is not None


def test_the_camera_stays_in_the_azimuth_range_and_the_default_draws_as_before():
    s = Scene()
    s.box("ABCD", "EFGH", 2, 1, 1)
    s.azimuth_range = (300.0, 420.0)  # round the front: -60 to 60 degrees
    for seed in range(20):
        az = choose_camera(s, np.random.default_rng(seed))["azimuth"]
        assert az >= 300 or az <= 60
    s.azimuth_range = (0.0, 360.0)
    rng, same = np.random.default_rng(7), np.random.default_rng(7)
    first = float(same.uniform(0.0, 360.0))
    assert choose_camera(s, rng, candidates=1)["azimuth"] == round(first, 3)
    s.azimuth_range = (10.0, 10.0)
    with pytest.raises(ValueError, match="azimuth_range"):
        choose_camera(s, np.random.default_rng(0))


def test_grid_axes_names_its_axes():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots()
    grid_axes(ax, (-1, 5), (-1, 5), names=("t", "v(t)"))
    assert {t.get_text() for t in ax.texts} >= {"t", "v(t)"}
    plt.close(fig)


@pytest.mark.parametrize("kind,top", [("cylinder", None), ("cone", None), ("frustum", 1.0), ("sphere", None)])
def test_a_round_solid_hides_its_back_and_what_is_behind_it_but_not_its_inside(kind, top):
    from dynaforge.render.visibility import hidden_by_round

    s = Scene()
    s.solid(kind, (0, 0, 0), 2.0, 3.0, top_radius=top)
    z = 0.0 if kind == "sphere" else 1.0
    r = {"cylinder": 2.0, "cone": 2.0 * 2 / 3, "frustum": 2.0 - 1.0 / 3, "sphere": 2.0}[kind]
    front, back, inside = [r, 0, z], [-r, 0, z], [0, 0, z]
    behind, beside = [-6.0, 0, z - 2.0], [6.0, 0, z]
    flags = hidden_by_round(np.array([front, back, inside, behind, beside], dtype=float), s.solids[0], EYE)
    assert flags.tolist() == [False, True, False, True, False]


def test_a_circle_drawn_on_a_sphere_is_dashed_on_its_back_half_only():
    from dynaforge.sdk.solid_round import circle_polyline

    s = Scene()
    s.solid("sphere", (0, 0, 0), 2.0)
    circle_polyline(s, (0, 0, 1.0), np.sqrt(3.0))
    runs = outline.curve_runs(s, None, EYE, 1e-9, s.solids)
    hidden_x = [x for line, _, h in runs if h for x in line[:, 0]]
    seen_x = [x for line, _, h in runs if not h for x in line[:, 0]]
    assert max(hidden_x) < 0.5 and min(seen_x) > -1.5  # the back (x < 0, tilted by the elevation) is dashed
