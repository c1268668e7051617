"""Hidden-line classification for textbook-style solids (dynaforge.render.visibility)."""
import numpy as np

from dynaforge.render.visibility import dashes, hull_planes, visible_runs
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_vertex

CUBE = np.array([cuboid_vertex(1, 1, 1, i) for i in range(8)])
EYE = np.array([5.0, -4.0, 3.0])  # in front of x = 1, y = 0 and z = 1: vertex 3 (0, 1, 0) is the far one


def hidden_edges(eye):
    planes = hull_planes(CUBE)
    return {(i, j) for i, j in CUBOID_EDGES
            if all(run[2] for run in visible_runs(CUBE[i], CUBE[j], planes, eye, 1e-9))}


def test_the_three_edges_at_the_far_vertex_are_hidden_and_the_rest_visible():
    assert hidden_edges(EYE) == {(2, 3), (3, 0), (3, 7)}
    assert hidden_edges(np.array([-4.0, 5.0, -2.0])) == {(4, 5), (5, 6), (1, 5)}  # far vertex 5: (1, 0, 1)


def test_a_space_diagonal_runs_through_the_inside():
    runs = visible_runs(CUBE[0], CUBE[6], hull_planes(CUBE), EYE, 1e-9)
    assert [hidden for _, _, hidden in runs] == [True]


def test_a_segment_from_a_front_face_into_the_back_is_split():
    front_mid, back_mid = np.array([1.0, 0.5, 0.5]), np.array([0.0, 0.5, 0.5])
    outside = front_mid + np.array([1.0, 0, 0])
    runs = visible_runs(outside, back_mid, hull_planes(CUBE), EYE, 1e-9)
    assert [hidden for _, _, hidden in runs] == [False, True]
    assert np.allclose(runs[0][1], front_mid, atol=1 / 24)


def test_flat_figures_hide_nothing():
    assert hull_planes(CUBE[:4]) is None
    (start, end, hidden), = visible_runs(CUBE[0], CUBE[2], None, EYE, 1e-9)
    assert np.array_equal(start, CUBE[0]) and np.array_equal(end, CUBE[2]) and not hidden


def test_dashes_cover_the_segment_symmetrically():
    a, b = np.zeros(3), np.array([1.0, 0, 0])
    pieces = dashes(a, b, 0.1, 0.05)
    assert len(pieces) == 7 and np.isclose(pieces[0][0][0], 1 - pieces[-1][1][0])
    (start, end), = dashes(a, b, 2.0, 0.5)
    assert np.array_equal(start, a) and np.array_equal(end, b)
