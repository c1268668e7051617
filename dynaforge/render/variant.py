"""Every file one variant needs: figure, photographed rendition, backward figure, orbit video."""
from __future__ import annotations

from pathlib import Path

from .figure import render_2d, write_bytes
from .figure_check import FigureMismatch


def render_variant(program, record: dict, root: Path, sizes: dict, video: bool = True,
                   views: bool = True) -> list[Path]:
    """Render ``record`` under ``root`` (paths as the record names them); return the files written."""
    root = Path(root)
    params = record["givens"]  # the figure is drawn from the givens
    written: list[Path] = []
    image_path = root / record["image"]
    if program.is_3d:
        from .solid import render_orbit, render_still

        scene = program.scene(params)
        cam = record["camera"]
        write_bytes(image_path, render_still(scene, cam["azimuth"], cam["elevation"], sizes["image_size"]))
        if video and record["video"]:
            render_orbit(scene, cam["azimuth"], cam["elevation"], sizes["video_size"],
                         root / record["video"], frames=sizes["video_frames"], fps=sizes["video_fps"])
            written.append(root / record["video"])
    else:
        try:
            write_bytes(image_path, render_2d(program, params, sizes["image_size"], question=record["question"]))
        except FigureMismatch as exc:
            raise FigureMismatch(f"{record['id']}: {exc}") from None
        if views and record.get("backward"):
            hidden = (record["backward"]["param"],)
            path = root / record["backward"]["image"]
            write_bytes(path, render_2d(program, params, sizes["image_size"], hide=hidden))
            written.append(path)
    written.append(image_path)
    if views and record.get("photo"):
        from ..views.photo import photograph

        path = root / record["photo"]["image"]
        write_bytes(path, photograph(image_path.read_bytes(), record["photo"]["conditions"], record["seed"],
                                     record["photo"]["jpeg_quality"]))
        written.append(path)
    return written
