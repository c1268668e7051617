"""3D scenes with pyvista off-screen: a still from the instance camera and a 360° orbit MP4.

Headless: VTK picks EGL (or OSMesa) when there is no display; ``configure_headless`` sets that
before pyvista is imported. Labels are always-visible 2D overlays placed per view clear of dots, edges
and each other (``labels``), so they are readable in every frame of the orbit; each is a text actor
whose text is rasterised once per orbit. Segments are drawn per view: what the solid hides from the camera is
dashed, as in a textbook figure (``visibility``), so each orbit frame redraws them (``_ViewDrawing``
refills the same actors instead of making new ones: the same pixels for a fraction of the cost).
"""
from __future__ import annotations

import io
import os
from pathlib import Path

import numpy as np

from ..sdk import camera
from ..sdk.scene import HIDING, Scene
from . import labels, outline, visibility

EDGE_COLORS = {"edge": "#111827", "auxiliary": "#dc2626", "hidden": "#6b7280"}
OBSTACLE_STRIDE = 4  # a curve keeps labels off itself by every 4th of its points


def configure_headless() -> None:
    os.environ.setdefault("VTK_DEFAULT_OPENGL_WINDOW", "vtkEGLRenderWindow")
    os.environ.setdefault("LP_NUM_THREADS", "1")  # llvmpipe: one thread keeps pixels reproducible
    os.environ.setdefault("PYVISTA_OFF_SCREEN", "true")


def _build_plotter(scene: Scene, size: int):
    configure_headless()
    import pyvista as pv

    pv.OFF_SCREEN = True
    plotter = pv.Plotter(off_screen=True, window_size=(size, size))
    plotter.set_background("white")
    plotter.enable_anti_aliasing("msaa")  # half the time of SSAA; widths below are for MSAA
    pts = {k: np.array(v, dtype=float) for k, v in scene.points.items()}
    for corners, color, opacity in scene.faces:
        poly = np.array([pts[c] for c in corners])
        face = pv.PolyData(poly, faces=np.array([len(corners), *range(len(corners))]))
        plotter.add_mesh(face, color=color, opacity=opacity, lighting=False)
    for solid in scene.solids:  # their rims and contours are drawn per view (``outline.round_outlines``)
        plotter.add_mesh(_round_solid(pv, solid), color=solid.color, opacity=solid.opacity,
                         smooth_shading=True)
    dotted = [p for label, p in pts.items() if label not in scene.undotted]
    if dotted:
        cloud = np.array(dotted)
        plotter.add_points(cloud, color="#111827", point_size=8, render_points_as_spheres=True)
    return plotter


def _label_anchors(scene: Scene, azimuth: float, elevation: float, size: int,
                   previous: dict[str, int] | None = None,
                   polylines: list[np.ndarray] = (),
                   frame: tuple[np.ndarray, float] | None = None) -> tuple[np.ndarray, dict[str, int]]:
    """3D anchors of the shown vertex labels placed clear of dots, edges, ``polylines`` (curves and
    rims) and each other in this view (``labels.place``), each beside its vertex so that it lands on
    the chosen pixel; also the directions taken (pass them back as ``previous`` for the next orbit frame).
    ``frame`` is the scene's ``_frame`` when the caller has it already."""
    shown = scene.labels_shown()
    centre, radius = frame or _frame(scene)
    eye, focal, up = camera.pose(centre, radius, azimuth, elevation)
    right, screen_up, _ = camera.basis(eye, focal, up)
    half = camera.half_height(radius)  # parallel projection: one scale for every depth
    pts = {k: np.array(v, dtype=float) for k, v in scene.points.items()}
    pixels = {k: (np.array([(p - focal) @ right, (p - focal) @ screen_up]) / half + 1) * size / 2
              for k, p in pts.items()}
    marked = {k: xy for k, xy in pixels.items() if k not in scene.undotted or k in shown}
    obstacles = [(pixels[a], pixels[b]) for a, b, _ in scene.segments]
    for line in polylines:  # every few points are enough to keep labels off a curve
        xy = (np.stack([(line - focal) @ right, (line - focal) @ screen_up], axis=1) / half + 1) * size / 2
        xy = xy[np.unique(np.r_[np.arange(0, len(xy), OBSTACLE_STRIDE), len(xy) - 1])]
        obstacles += list(zip(xy[:-1], xy[1:]))
    centres, chosen = labels.place(marked, shown, obstacles, size, _font_px(size), previous)
    anchors = []
    for label in shown:
        shift = (centres[label] - pixels[label]) * 2 / size * half
        anchors.append(pts[label] + shift[0] * right + shift[1] * screen_up)
    return np.array(anchors), chosen


def _font_px(size: int) -> int:
    return max(14, size // 22)


def _label_font() -> str:
    """DejaVu Sans Bold (shipped with matplotlib): unlike VTK's built-in fonts it has subscripts (A₁)."""
    import matplotlib

    return str(Path(matplotlib.get_data_path()) / "fonts" / "ttf" / "DejaVuSans-Bold.ttf")


def _round_solid(pv, solid):
    axis = np.array(solid.axis, dtype=float)
    axis = axis / max(np.linalg.norm(axis), 1e-12)
    base = np.array(solid.base, dtype=float)
    if solid.kind == "sphere":
        return pv.Sphere(radius=solid.radius, center=base, theta_resolution=48, phi_resolution=48)
    centre = base + axis * solid.height / 2
    if solid.kind == "cylinder":
        return pv.Cylinder(center=centre, direction=axis, radius=solid.radius,
                           height=solid.height, resolution=64)
    if solid.kind == "frustum":
        return _frustum_mesh(pv, solid)
    # pyvista's cone points along `direction` from its centre; the apex is at base + axis*height
    return pv.Cone(center=centre, direction=axis, height=solid.height, radius=solid.radius,
                   resolution=64)


def _frustum_mesh(pv, solid, resolution: int = 64):
    """A closed frustum: the lateral quads between two rings of ``resolution`` points, and the caps on
    their own copies of the rings (so that smooth shading does not blend a cap into the side)."""
    (bottom, r0), (top, r1) = solid.rims()
    u, v = outline.circle_frame(solid.axis)
    t = np.linspace(0, 2 * np.pi, resolution, endpoint=False)
    ring = np.outer(np.cos(t), u) + np.outer(np.sin(t), v)
    n = resolution
    points = np.concatenate([bottom + r0 * ring, top + r1 * ring] * 2)
    quads = np.ravel([[4, i, (i + 1) % n, n + (i + 1) % n, n + i] for i in range(n)])
    caps = [n, *range(3 * n - 1, 2 * n - 1, -1), n, *range(3 * n, 4 * n)]
    return pv.PolyData(points, faces=np.concatenate([quads, caps])).compute_normals(auto_orient_normals=True)


def _outline_points(solid) -> np.ndarray:
    """Points on a round solid's rims (or a sphere's axes): what the camera must keep in frame."""
    base = np.array(solid.base, dtype=float)
    if solid.kind == "sphere":
        return np.concatenate([base + solid.radius * np.eye(3), base - solid.radius * np.eye(3)])
    axis = np.array(solid.axis, dtype=float)
    axis /= max(np.linalg.norm(axis), 1e-12)
    u = np.cross(axis, [1.0, 0.0, 0.0] if abs(axis[0]) < 0.9 else [0.0, 1.0, 0.0])
    u /= np.linalg.norm(u)
    v = np.cross(axis, u)
    t = np.linspace(0, 2 * np.pi, 16, endpoint=False)
    ring = np.outer(np.cos(t), u) + np.outer(np.sin(t), v)
    top = base + axis * solid.height
    top_radius = {"cylinder": solid.radius, "frustum": solid.top_radius}.get(solid.kind)
    return np.concatenate([base + solid.radius * ring, top + top_radius * ring if top_radius else top[None]])


def _frame(scene: Scene) -> tuple[np.ndarray, float]:
    """Centre and radius the camera frames: the points, the curves and the round solids' rims."""
    pts = [np.array(v, dtype=float) for v in scene.points.values()]
    pts += [np.array(p, dtype=float) for curve, _ in scene.curves for p in curve]
    for s in scene.solids:
        pts += list(_outline_points(s))
    return camera.frame(np.array(pts) if pts else np.zeros((1, 3)))


def _place_camera(plotter, scene: Scene, azimuth: float, elevation: float,
                  frame: tuple[np.ndarray, float] | None = None) -> np.ndarray:
    """Point the parallel-projection camera at the scene from (azimuth, elevation); return the far
    eye (``camera.view_eye``) that hidden edges are judged from. ``frame``: the scene's ``_frame``
    when the caller has it already (an orbit computes it once)."""
    centre, radius = frame or _frame(scene)
    eye, focal, up = camera.pose(centre, radius, azimuth, elevation)
    distance = float(np.linalg.norm(eye - focal))
    view = plotter.camera  # set through VTK: pyvista's setters re-check and re-clip on every call
    view.SetPosition(*eye)
    view.SetFocalPoint(*focal)
    view.SetViewUp(*up)
    view.SetParallelProjection(True)
    view.SetParallelScale(camera.half_height(radius))
    view.SetClippingRange(distance * 0.01, distance * 10)
    plotter.renderer.camera_set = True  # pyvista must not reset it on the first render
    return camera.view_eye(centre, radius, azimuth, elevation)


def _hull(scene: Scene) -> np.ndarray | None:
    """The planes of the polyhedron the scene's edges bound (None: nothing is hidden automatically)."""
    if scene.hiding not in HIDING:
        raise ValueError(f"Scene.hiding {scene.hiding!r} is not one of {HIDING}")
    ends = [scene.points[x] for a, b, style in scene.segments if style == "edge" for x in (a, b)]
    if not ends or scene.hiding == "none" or (scene.hiding == "auto" and scene.solids):
        return None
    return visibility.hull_planes(np.unique(np.array(ends, dtype=float), axis=0))


def _segment_pieces(scene: Scene, planes: np.ndarray | None, eye: np.ndarray,
                    radius: float) -> tuple[dict[tuple[str, bool], list[np.ndarray]], list[np.ndarray]]:
    """Every segment, curve and round solid outline as seen from ``eye``, grouped by (style, hidden)
    into arrays of two-point pieces ``(m, 2, 3)``: hidden runs (behind the hull ``planes`` or a round
    solid) cut into dashes; also the polylines that are not segments (label obstacles)."""
    pieces: dict[tuple[str, bool], list] = {}
    dash, gap = 0.05 * radius, 0.035 * radius
    ends = np.array([(scene.points[a], scene.points[b]) for a, b, _ in scene.segments], dtype=float).reshape(-1, 2, 3)
    solids = scene.solids if scene.hiding != "none" else ()
    seen = visibility.visible_runs_many(ends[:, 0], ends[:, 1], planes, eye, 1e-6 * radius, solids)
    for (a, b, style), (start, end), runs in zip(scene.segments, ends, seen):
        if style == "hidden":
            runs = [(start, end, True)]
        for p, q, is_hidden in runs:
            pieces.setdefault((style, is_hidden), []).append(
                visibility.dashes(p, q, dash, gap) if is_hidden else np.array([[p, q]]))
    polylines = []
    for line, style, is_hidden in outline.curve_runs(scene, planes, eye, 1e-6 * radius, solids) + outline.round_outlines(scene, planes, eye, 1e-6 * radius):
        polylines.append(line)
        pieces.setdefault((style, is_hidden), []).append(
            visibility.dash_polyline(line, dash, gap) if is_hidden else visibility.chords(line))
    return pieces, polylines


class _ViewDrawing:
    """What a view adds to the plotter's fixed scene: the segments (hidden runs dashed) and the vertex
    labels, both depending on the camera. Their actors are made on first use and refilled for each
    later view (an orbit frame), and go back into the renderer in the order a fresh drawing adds them,
    so every frame has the pixels of a plotter drawn from scratch, without pyvista's per-actor set-up."""

    def __init__(self, plotter, scene: Scene, size: int):
        self.plotter, self.scene, self.size = plotter, scene, size
        self.frame = _frame(scene)
        self.planes, self.radius = _hull(scene), self.frame[1]
        self.segments: dict[tuple[str, bool], tuple] = {}  # (style, hidden) -> (mesh, actor)
        self.label_actors: list = []  # one text actor per shown label, made on first use
        self.anchor = None            # a vtkCoordinate: world anchor -> display pixel
        self.directions: dict[str, int] = {}

    def show(self, azimuth: float, elevation: float) -> None:
        """Point the camera and redraw the segments and labels for (azimuth, elevation)."""
        import pyvista as pv

        eye = _place_camera(self.plotter, self.scene, azimuth, elevation, self.frame)
        renderer = self.plotter.renderer
        for _, actor in self.segments.values():
            renderer.RemoveActor(actor)
        for actor in self.label_actors:
            renderer.RemoveActor(actor)
        pieces, polylines = _segment_pieces(self.scene, self.planes, eye, self.radius)
        for key, chunks in pieces.items():
            points = np.concatenate(chunks).reshape(-1, 3)
            if key in self.segments:
                mesh, actor = self.segments[key]
                _refill_lines(mesh, points)
                renderer.AddActor(actor)
            else:
                style, is_hidden = key
                mesh = pv.PolyData(points, lines=_line_cells(len(points) // 2))
                actor = self.plotter.add_mesh(mesh, color=EDGE_COLORS[style], line_width=2 if is_hidden else 3,
                                              render=False)
                self.segments[key] = (mesh, actor)
        if not self.scene.labels_shown():
            return
        anchors, self.directions = _label_anchors(self.scene, azimuth, elevation, self.size, self.directions,
                                                  polylines, self.frame)
        if not self.label_actors:
            self.label_actors, self.anchor = _label_actors(self.scene.labels_shown(), self.size)
        for actor, anchor in zip(self.label_actors, anchors):
            self.anchor.SetValue(*anchor)
            actor.SetDisplayPosition(*self.anchor.GetComputedDisplayValue(renderer))
            renderer.AddActor(actor)


def _label_actors(texts, size: int):
    """A text actor per label (its text rasterised once, not on every frame as VTK's point-label mapper
    does) and the coordinate that turns an anchor into the pixel the label is centred on: where, and as,
    ``Plotter.add_point_labels`` would draw it (bold label font, centred), but never dropped when two
    labels' boxes overlap."""
    import pyvista as pv
    from vtk import vtkActor2D, vtkCoordinate, vtkTextMapper  # pyvista wraps no text mapper

    style = pv.TextProperty(bold=True, font_size=_font_px(size), font_file=_label_font(), color="#1d4ed8",
                            justification_horizontal="center", justification_vertical="center")
    actors = []
    for text in texts:
        mapper = vtkTextMapper()
        mapper.SetTextProperty(style)
        mapper.SetInput(text)
        actor = vtkActor2D()
        actor.SetMapper(mapper)
        actors.append(actor)
    anchor = vtkCoordinate()
    anchor.SetCoordinateSystemToWorld()
    return actors, anchor


def _line_cells(count: int) -> np.ndarray:
    """VTK's legacy cell list for ``count`` two-point lines over consecutive points: [2, 0, 1, 2, 2, 3, ...]."""
    return np.column_stack([np.full(count, 2), np.arange(0, 2 * count, 2), np.arange(1, 2 * count, 2)]).ravel()


def _refill_lines(mesh, points: np.ndarray) -> None:
    """Make ``mesh`` the two-point lines over consecutive ``points`` (straight through VTK: pyvista's
    setters cost more than the data they copy, once per frame and actor). The cells depend only on
    the count of lines, so they are kept when it has not changed."""
    import pyvista as pv
    from vtk import vtkPoints
    from vtk.util.numpy_support import numpy_to_vtk

    refill = vtkPoints()
    refill.SetData(numpy_to_vtk(np.ascontiguousarray(points, dtype=float), deep=1))
    mesh.SetPoints(refill)
    if mesh.GetNumberOfLines() != len(points) // 2:
        mesh.SetLines(pv.CellArray(_line_cells(len(points) // 2)))


def _png(image: np.ndarray) -> bytes:
    from PIL import Image

    buffer = io.BytesIO()
    Image.fromarray(image).save(buffer, format="PNG", optimize=False)
    return buffer.getvalue()


def render_still(scene: Scene, azimuth: float, elevation: float, size: int) -> bytes:
    """PNG bytes of the scene seen from (azimuth, elevation) in degrees."""
    plotter = _build_plotter(scene, size)
    try:
        _ViewDrawing(plotter, scene, size).show(azimuth, elevation)
        plotter.render()
        return _png(plotter.screenshot(return_img=True))
    finally:
        plotter.close()


# x264 at a fixed quality, one thread (its output depends on the thread count), no timestamps or
# metadata: the same frames give the same bytes on any x86-64 machine able to run the stack
# (tests/test_golden_bytes.py)
VIDEO_OUTPUT_PARAMS = ["-crf", "23", "-preset", "medium", "-threads", "1",
                       "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1",
                       "-movflags", "+faststart"]


def render_orbit(scene: Scene, azimuth: float, elevation: float, size: int, path: Path,
                 frames: int = 48, fps: int = 12) -> None:
    """A 360° orbit MP4 starting at the instance camera, encoded reproducibly (bitexact, 1 thread)."""
    import imageio_ffmpeg

    path.parent.mkdir(parents=True, exist_ok=True)
    size -= size % 2
    plotter = _build_plotter(scene, size)
    writer = imageio_ffmpeg.write_frames(
        str(path), (size, size), fps=fps, codec="libx264", quality=None, bitrate=None,
        macro_block_size=2, pix_fmt_out="yuv420p",
        output_params=VIDEO_OUTPUT_PARAMS,
        ffmpeg_log_level="error")
    writer.send(None)
    view = _ViewDrawing(plotter, scene, size)
    try:
        for i in range(frames):
            view.show(azimuth + 360.0 * i / frames, elevation)
            plotter.render()
            frame = plotter.screenshot(return_img=True)
            writer.send(np.ascontiguousarray(frame[:size, :size, :3]))
    finally:
        writer.close()
        plotter.close()

