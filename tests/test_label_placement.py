"""Labels a textbook would print: never on a dot, an edge, a tick label or another label."""
import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from dynaforge.render import labels
from dynaforge.render.declutter import declutter
from dynaforge.sdk.draw import label_point


def _overlaps_segment(lo, hi, p, q) -> bool:
    t = np.linspace(0, 1, 400)[:, None]
    pts = p + t * (q - p)
    return bool(np.any(np.all((pts >= lo) & (pts <= hi), axis=1)))


def test_solid_labels_clear_of_edges_dots_and_each_other():
    # a vertex whose outward side is crossed by an edge that passes just outside it
    anchors = {"A": np.array([200.0, 200.0]), "B": np.array([300.0, 200.0]), "C'": np.array([250.0, 300.0]),
               "D": np.array([250.0, 180.0])}
    segments = [(anchors["A"], anchors["B"]), (anchors["B"], anchors["C'"]), (anchors["C'"], anchors["A"]),
                (np.array([230.0, 330.0]), np.array([270.0, 330.0]))]  # right where C' would go (up)
    centres, _ = labels.place(anchors, list(anchors), segments, 512, 22)
    boxes = {}
    for name, c in centres.items():
        w, h = labels.text_box(name, 22)
        lo, hi = c - (w / 2, h / 2), c + (w / 2, h / 2)
        boxes[name] = (lo, hi)
        assert not any(_overlaps_segment(lo, hi, p, q) for p, q in segments), name
        for other, xy in anchors.items():
            assert not np.all((xy >= lo - labels.DOT_RADIUS) & (xy <= hi + labels.DOT_RADIUS)), (name, other)
    names = list(boxes)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            (alo, ahi), (blo, bhi) = boxes[a], boxes[b]
            assert np.any(ahi < blo) or np.any(bhi < alo), (a, b)
    again, _ = labels.place(anchors, list(anchors), segments, 512, 22)
    assert all(np.array_equal(centres[k], again[k]) for k in centres)


def test_solid_labels_never_cover_each_other_on_a_crowded_figure():
    # two points almost in line with the camera, inside a dense grid: every place is near some line, so
    # clearance alone cannot tell a place on the other label from a free one
    anchors = {"P": np.array([250.0, 250.0]), "Q": np.array([252.0, 249.0]), "R": np.array([120.0, 120.0])}
    grid = [(np.array([x, 150.0]), np.array([x, 350.0])) for x in np.arange(150.0, 351.0, 8.0)]
    grid += [(np.array([150.0, y]), np.array([350.0, y])) for y in np.arange(150.0, 351.0, 8.0)]
    for previous in ({}, {"P": 0, "Q": 0}, {"P": 4, "Q": 4}):
        centres, _ = labels.place(anchors, ["P", "Q"], grid, 512, 22, previous)  # both pushed away from R
        (pw, ph), (qw, qh) = labels.text_box("P", 22), labels.text_box("Q", 22)
        gap = np.abs(centres["P"] - centres["Q"]) - (np.array([pw + qw, ph + qh]) / 2)
        assert np.any(gap > 0), (previous, centres)


def test_solid_labels_keep_their_direction_between_orbit_frames():
    anchors = {"A": np.array([100.0, 100.0]), "B": np.array([400.0, 100.0]), "C": np.array([250.0, 400.0])}
    _, first = labels.place(anchors, list(anchors), [], 512, 22)
    _, second = labels.place(anchors, list(anchors), [], 512, 22, previous=first)
    assert first == second


def _figure():
    fig = Figure(figsize=(5.12, 5.12), dpi=100)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot(1, 1, 1)
    ax.set_xlim(0, 10)
    ax.set_ylim(0, 10)
    return fig, ax


def test_orbit_shortcut_chooses_what_a_full_search_chooses(monkeypatch):
    # random figures turned frame by frame: a label keeping its clear place without scoring the others
    # must land exactly where scoring every place puts it
    rng = np.random.default_rng(7)
    one_place_checks = []  # the shortcut scores one place only
    clearance = labels._clearance
    monkeypatch.setattr(labels, "_clearance", lambda lo, *rest: (one_place_checks.append(len(lo) == 1),
                                                                  clearance(lo, *rest))[1])
    for _ in range(30):
        points = rng.uniform(60, 450, size=(int(rng.integers(3, 8)), 3)) - 255
        names = [chr(ord("A") + i) + ("'" if i % 3 == 2 else "") for i in range(len(points))]
        edges = [(i, j) for i in range(len(points)) for j in range(i + 1, len(points)) if rng.random() < 0.4]
        previous: dict[str, int] = {}
        for angle in np.linspace(0, 2 * np.pi, 12, endpoint=False):
            turned = points[:, :2] @ np.array([[np.cos(angle), -np.sin(angle)], [np.sin(angle), np.cos(angle)]]) + 255
            anchors = dict(zip(names, turned))
            segments = [(turned[i], turned[j]) for i, j in edges]
            fast, fast_dirs = labels.place(anchors, names, segments, 512, 22, previous)
            full, full_dirs = labels.place(anchors, names, segments, 512, 22, previous, shortcut=False)
            assert fast_dirs == full_dirs
            assert all(np.array_equal(fast[n], full[n]) for n in names)
            previous = fast_dirs
    assert sum(one_place_checks) > 300  # the shortcut was tried often enough to have been tested


def test_declutter_moves_a_label_off_a_line_and_keeps_a_clear_one():
    fig, ax = _figure()
    ax.plot([0, 10], [5.6, 5.6], color="k", linewidth=2)  # runs through the label above (5, 5)
    label_point(ax, (5, 5), "P", away_from=(5, 0))
    label_point(ax, (2, 2), "Q", away_from=(2, 3))        # below its point: nothing there
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    before = {t.get_text(): t.get_window_extent(renderer) for t in ax.texts}
    assert declutter(fig, ax) == 1
    fig.canvas.draw()
    after = {t.get_text(): t.get_window_extent(renderer) for t in ax.texts}
    assert after["Q"].bounds == before["Q"].bounds
    line_y = ax.transData.transform((5, 5.6))[1]
    assert not after["P"].y0 - 1 <= line_y <= after["P"].y1 + 1
    dot = ax.transData.transform((5, 5))
    assert not after["P"].contains(*dot)


def test_declutter_moves_a_label_off_tick_labels():
    fig, ax = _figure()
    ax.set_xticks(range(11))
    label_point(ax, (4, 0.2), "R", away_from=(4, 1), offset=18)  # pushed down onto the tick labels
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    ticks = [t.get_window_extent(renderer) for t in ax.get_xticklabels() if t.get_text()]
    label = next(t for t in ax.texts if t.get_text() == "R")
    assert any(label.get_window_extent(renderer).overlaps(t) for t in ticks)
    declutter(fig, ax)
    fig.canvas.draw()
    assert not any(label.get_window_extent(renderer).overlaps(t) for t in ticks)


def test_undotted_points_draw_no_dot():
    import io

    from PIL import Image

    from dynaforge.render.solid import render_still
    from dynaforge.sdk.scene import Scene

    def dark_pixels(dot: bool) -> int:
        s = Scene()
        s.point("A", (0, 0, 0))
        s.point("B", (2, 0, 0))
        s.segment("A", "B")
        s.point("G", (1, 0, 1.5), show_label=False, dot=dot)  # off the segment: only its dot is there
        image = np.asarray(Image.open(io.BytesIO(render_still(s, 30, 20, 128))).convert("L"))
        return int((image < 100).sum())

    assert dark_pixels(True) > dark_pixels(False)
