"""What rendering costs against its floor, and what a task pays around it, printed in one run.

    python benchmarks/render_cost.py [--solids 4] [--flat 4] [--programs 1004] [--workers 8]

Imports are paid before anything is timed. For variant 0 of a sample of solid programs:
- **project**: ``render_still`` + ``render_orbit`` (per frame: hidden edges dashed on the CPU, labels
  placed, one render, one screenshot, one H.264 encode);
- **floor**: the same plotter (faces, solids, dots) with one render, one screenshot and the same
  encode per frame, but no per-frame dashing and no label placement.
The ratio project / floor is issue 23's render target (at most 1.25x). "variant s" is the whole
variant as the render stage makes it (still, video, photo, backward figure); for 2D programs that
cost (figure, photo, backward figure) is printed as measured.

Around the render: one program's render task contained (``bwrap`` sandbox: a fresh interpreter
and its imports) against the same work in-process. The projection for ``--programs`` programs x
K at one level uses the measured per-variant costs and task overheads, with the library's 2D/solid
mix, on this machine's render jobs and on a ``--workers``-worker Dask cluster (per-task overhead
measured on a 1-worker ``LocalCluster``).
"""
from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

import numpy as np

from dynaforge.config import PROGRAMS_DIR, load_params
from dynaforge.sdk.instance import build_records
from dynaforge.sdk.loader import all_program_files, load_program


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def floor_orbit(scene, azimuth: float, elevation: float, size: int, path: Path, frames: int, fps: int) -> None:
    """The bare orbit: the project's plotter, camera path and encoder, nothing recomputed per frame."""
    import imageio_ffmpeg

    from dynaforge.render import solid

    size -= size % 2
    plotter = solid._build_plotter(scene, size)
    writer = imageio_ffmpeg.write_frames(str(path), (size, size), fps=fps, codec="libx264", quality=None,
                                         bitrate=None, macro_block_size=2, pix_fmt_out="yuv420p",
                                         output_params=solid.VIDEO_OUTPUT_PARAMS, ffmpeg_log_level="error")
    writer.send(None)
    try:
        for i in range(frames):
            solid._place_camera(plotter, scene, azimuth + 360.0 * i / frames, elevation)
            plotter.render()
            writer.send(np.ascontiguousarray(plotter.screenshot(return_img=True)[:size, :size, :3]))
    finally:
        writer.close()
        plotter.close()


def floor_still(scene, azimuth: float, elevation: float, size: int) -> None:
    from dynaforge.render import solid

    plotter = solid._build_plotter(scene, size)
    try:
        solid._place_camera(plotter, scene, azimuth, elevation)
        plotter.render()
        solid._png(plotter.screenshot(return_img=True))
    finally:
        plotter.close()


def sample(files: list[Path], n: int) -> list[Path]:
    return files[:: max(1, len(files) // n)][:n]


def contained_render(path: Path, records: list[dict], sizes: dict, scratch: Path) -> float:
    from dynaforge.sandbox import Limits, Task, run_contained

    task = Task(path.stem, "dynaforge.pipeline.render.render_program",
                {"program_path": str(path.resolve()), "records": records, "sizes": sizes},
                readable=(path.resolve().parent,))
    start = time.perf_counter()
    outcome = run_contained([task], jobs=1, limits=Limits(timeout_s=900), kind="bwrap", scratch_root=scratch,
                            desc="render", progress=False)[path.stem]
    assert outcome.ok, (path.stem, outcome.error)
    return time.perf_counter() - start


def dask_task_overhead(tasks: int = 40) -> float:
    """Seconds a trivial task costs on a 1-worker LocalCluster (submit to result), per task."""
    from dask.distributed import Client, LocalCluster

    with LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        client.submit(sum, [1]).result()
        start = time.perf_counter()
        for i in range(tasks):
            client.submit(sum, [i], pure=False).result()
        return (time.perf_counter() - start) / tasks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--solids", type=int, default=4, help="solid programs sampled")
    parser.add_argument("--flat", type=int, default=4, help="2D programs sampled")
    parser.add_argument("--programs", type=int, default=1004, help="library size to project to")
    parser.add_argument("--workers", type=int, default=8, help="Dask workers to project to")
    args = parser.parse_args()

    from dynaforge.render import solid
    from dynaforge.render.variant import render_variant

    solid.configure_headless()
    params = load_params()
    r = params["render"]
    sizes = {k: r[k] for k in ("image_size", "video_size", "video_frames", "video_fps")}
    K, jobs = params["seeds_per_program"], r["jobs"]
    files = all_program_files(PROGRAMS_DIR)
    solids = [f for f in files if PROGRAMS_DIR / "solid_geometry" in f.parents]
    flats = [f for f in files if f not in solids]
    print(f"render cost, variant 0 of {args.solids} solid and {args.flat} 2D programs; image {sizes['image_size']} px, "
          f"video {sizes['video_size']} px x {sizes['video_frames']} frames")

    # warm-up: imports, the EGL context, matplotlib's font cache
    warm = load_program(solids[0])
    [record] = build_records(warm, params["salt"], 1)
    with tempfile.TemporaryDirectory() as out:
        render_variant(warm.program, record, Path(out), sizes)

    rows, per_variant = [], {"solid": [], "flat": []}
    print(f"\n{'solid program':<44}{'project s':>10}{'floor s':>9}{'ratio':>7}{'variant s':>11}")
    with tempfile.TemporaryDirectory() as out:
        out = Path(out)
        for path in sample(solids, args.solids):
            info = load_program(path)
            [rec] = build_records(info, params["salt"], 1)
            scene, cam = info.program.scene(rec["givens"]), rec["camera"]
            az, el = cam["azimuth"], cam["elevation"]
            project = timed(lambda: (solid.render_still(scene, az, el, sizes["image_size"]),
                                     solid.render_orbit(scene, az, el, sizes["video_size"], out / "p.mp4",
                                                        sizes["video_frames"], sizes["video_fps"])))
            floor = timed(lambda: (floor_still(scene, az, el, sizes["image_size"]),
                                   floor_orbit(scene, az, el, sizes["video_size"], out / "f.mp4",
                                               sizes["video_frames"], sizes["video_fps"])))
            whole = timed(lambda: render_variant(info.program, rec, out / path.stem, sizes))
            rows.append((project, floor))
            per_variant["solid"].append(whole)
            print(f"{path.stem:<44}{project:>10.2f}{floor:>9.2f}{project / floor:>6.2f}x{whole:>11.2f}")
        total_project, total_floor = sum(p for p, _ in rows), sum(f for _, f in rows)
        print(f"{'all sampled solids':<44}{total_project:>10.2f}{total_floor:>9.2f}"
              f"{total_project / total_floor:>6.2f}x   (target <= 1.25x)")

        print(f"\n{'2D program':<44}{'figure+views s':>16}")
        for path in sample(flats, args.flat):
            info = load_program(path)
            [rec] = build_records(info, params["salt"], 1)
            seconds = timed(lambda: render_variant(info.program, rec, out / path.stem, sizes))
            per_variant["flat"].append(seconds)
            print(f"{path.stem:<44}{seconds:>16.2f}")

        print("\ncontained render task (bwrap: fresh interpreter + imports) vs the same work in-process, K variants")
        overhead = {}
        for kind, pool in (("flat", flats), ("solid", solids)):
            path = sample(pool, 1)[0]
            info = load_program(path)
            records = build_records(info, params["salt"], K)
            inside = timed(lambda: [render_variant(info.program, rec, out / "in" / path.stem, sizes) for rec in records])
            contained = contained_render(path, records, sizes, out)
            overhead[kind] = contained - inside
            print(f"{kind:<6} {path.stem:<38} in-process {inside:6.2f} s   contained {contained:6.2f} s   "
                  f"overhead {contained - inside:+5.2f} s ({contained / inside:.2f}x)")

    dask = dask_task_overhead()
    share_solid = len(solids) / len(files)
    per_program = {kind: statistics.mean(v) * K + overhead[kind] for kind, v in per_variant.items()}
    mean_program = share_solid * per_program["solid"] + (1 - share_solid) * per_program["flat"]
    n = args.programs
    print(f"\nprojected render stage for {n} programs x K={K}, one level, {share_solid:.0%} solid "
          f"(per program: 2D {per_program['flat']:.1f} s, solid {per_program['solid']:.1f} s, task overhead included)")
    print(f"  this machine, {jobs} render jobs: {n * mean_program / jobs / 60:7.1f} min")
    print(f"  Dask, {args.workers} workers (task overhead {dask * 1000:.0f} ms): "
          f"{n * (mean_program + dask) / args.workers / 60:7.1f} min")
    print(json.dumps({"solid_ratio": round(total_project / total_floor, 3),
                      "seconds_per_variant": {k: round(statistics.mean(v), 3) for k, v in per_variant.items()},
                      "task_overhead_s": {k: round(v, 3) for k, v in overhead.items()},
                      "dask_task_overhead_s": round(dask, 4)}))


if __name__ == "__main__":
    main()
