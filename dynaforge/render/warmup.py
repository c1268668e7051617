"""The caches every render task would otherwise build afresh, made once per render stage.

A contained task starts with an empty home: matplotlib scans the system's fonts into its font
list, and Mesa's llvmpipe compiles every shader the figures use, in every task (about 1.5 s of a
solid program's task, 0.2 s of a 2D one). ``warm_home`` runs ``warm_caches`` once, contained like
any task, and keeps the caches it left (``.matplotlib``, ``.cache``) in a folder the stage gives
each render task as its ``Task.home``: a private copy each, so containment is unchanged. The
caches change no pixel: a cached shader is the one llvmpipe would compile, and the font list is
the one the task would build from the same fonts.
"""
from __future__ import annotations

import shutil
from pathlib import Path

CACHE_FOLDERS = (".matplotlib", ".cache")


def warm_caches(image_size: int = 64, video_size: int = 64) -> dict:
    """(Contained.) Draw what figures draw, so that the home's caches fill: a 2D figure with text,
    and a solid's still and orbit frames (faces, a round solid, dashed edges, dots, labels), at the
    stage's sizes (llvmpipe compiles other shaders for some frame sizes: 384 px needs two that 64 px
    does not)."""
    import io

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from ..sdk.scene import Scene
    from .solid import render_orbit, render_still

    fig, ax = plt.subplots(figsize=(2, 2))
    ax.plot([0, 1], [0, 1])
    ax.set_title("A₁ x²")
    fig.savefig(io.BytesIO(), format="png")
    plt.close(fig)
    box, cone = Scene(), Scene()
    box.box("ABCD", "EFGH", 2, 1, 1)
    cone.solid("cone", (0, 0, 0), 1.0, 2.0)
    cone.point("P", (0, 0, 2))
    for scene in (box, cone):
        render_still(scene, 30, 20, image_size)
        render_orbit(scene, 30, 20, video_size, Path("warm-up.mp4"), frames=2)
    Path("warm-up.mp4").unlink()
    return {"warmed": list(CACHE_FOLDERS)}


def warm_home(run_contained_task, folder: Path, sizes: dict | None = None) -> Path | None:
    """Run ``warm_caches`` through ``run_contained_task(task) -> Outcome`` at the render ``sizes``
    (``image_size``, ``video_size``) and keep its caches in ``folder``; None (tasks start cold, as
    before) if it failed."""
    from ..sandbox import Task

    sizes = sizes or {}
    outcome = run_contained_task(Task("warm-up", f"{__name__}.warm_caches",
                                      {k: sizes[k] for k in ("image_size", "video_size") if k in sizes}))
    try:
        if not outcome.ok:
            print(f"render: warming the render caches failed, tasks start without them: {outcome.error}",
                  flush=True)
            return None
        folder.mkdir(parents=True, exist_ok=True)
        for name in CACHE_FOLDERS:
            if (outcome.scratch / name).is_dir():
                shutil.move(str(outcome.scratch / name), str(folder / name))
        return folder
    finally:
        if outcome.scratch is not None:
            shutil.rmtree(outcome.scratch, ignore_errors=True)
