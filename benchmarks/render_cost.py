"""What rendering costs against its floor, and what a task pays around it, printed in one run.

    python benchmarks/render_cost.py [--solids 4 | --solid-ids a,b] [--flat 4] [--programs 1004] [--workers 8]

Imports are paid before anything is timed. For variant 0 of a sample of solid programs:
- **project**: ``render_still`` + ``render_orbit`` (per frame: hidden edges dashed on the CPU, labels
  placed, one render, one screenshot, one H.264 encode);
- **floor** (the issue's): the same plotter (faces, solids, dots) with one render, one screenshot and
  the same encode per frame, but no segments (so no per-frame dashing) and no labels;
- **floor + edges**: that plotter with the scene's segments added once as plain lines. A figure of
  many edges (a block of unit cubes) costs well over the bare floor for drawing its edges at all;
  against this floor, what is left is the per-view work (visibility, dashes, labels).
The ratio project / floor is issue 23's render target (at most 1.25x). "variant" is the whole
variant as the render stage makes it (still, video, photo, backward figure); for 2D programs that
cost (figure, photo, backward figure) is printed as measured. Costs are CPU seconds of this process
and the children it waited for (the encoder, sandboxed tasks), which a busy shared machine hardly
moves; wall seconds are printed beside them.

Around the render: one 2D and one solid program, all K variants, built as the stages build them
(instantiate: two contained runs under two hash seeds; render: one contained task, ``bwrap``
sandbox, a fresh interpreter and its imports) against their floors in-process (the program run
once; its renders with the solid still and orbit at the bare floor). Their ratio, weighted by the
library's 2D/solid mix, is issue 23's build target (at most 1.4x); validate and the release, a few
per cent of a clean build, are their own floor and left out. The projection for ``--programs``
programs x K at one level uses the measured costs, with that mix, on this machine's jobs and on a
``--workers``-worker Dask cluster (per-task overhead measured on a 1-worker ``LocalCluster``).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

import numpy as np

from dynaforge.config import PROGRAMS_DIR, load_params
from dynaforge.sandbox import Limits
from dynaforge.sdk.instance import build_records
from dynaforge.sdk.loader import all_program_files, load_program


CONTAINED = Limits(timeout_s=900)  # the sandbox's limits for one program's render task


class Cost(NamedTuple):
    """Wall seconds, and CPU seconds of this process and the children it waited for (the encoder, the
    sandboxed tasks): CPU time hardly moves with the machine's load, so ratios are taken of it."""

    wall: float
    cpu: float


def _cpu() -> float:
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def timed(fn) -> Cost:
    wall, cpu = time.perf_counter(), _cpu()
    fn()
    return Cost(time.perf_counter() - wall, _cpu() - cpu)


def _both(cost: Cost) -> str:
    return f"{cost.cpu:.2f} ({cost.wall:.2f})"


def floor_plotter(scene, size: int, edges: bool):
    """The project's plotter (faces, round solids, dots), with ``edges`` the scene's segments added once
    as plain lines: nothing is recomputed per view."""
    import pyvista as pv

    from dynaforge.render import solid

    plotter = solid._build_plotter(scene, size)
    if edges and scene.segments:
        ends = np.array([(scene.points[a], scene.points[b]) for a, b, _ in scene.segments], dtype=float)
        lines = np.array([[2, 2 * i, 2 * i + 1] for i in range(len(ends))]).ravel()
        plotter.add_mesh(pv.PolyData(ends.reshape(-1, 3), lines=lines), color=solid.EDGE_COLORS["edge"],
                         line_width=3, render=False)
    return plotter


def floor_orbit(scene, azimuth: float, elevation: float, size: int, path: Path, frames: int, fps: int,
                edges: bool) -> None:
    """The floor's orbit: its plotter, the project's camera path and encoder, one render, screenshot and
    encode per frame."""
    import imageio_ffmpeg

    from dynaforge.render import solid

    size -= size % 2
    plotter = floor_plotter(scene, size, edges)
    writer = imageio_ffmpeg.write_frames(str(path), (size, size), fps=fps, codec="libx264", quality=None,
                                         bitrate=None, macro_block_size=2, pix_fmt_out="yuv420p",
                                         output_params=solid.VIDEO_OUTPUT_PARAMS, ffmpeg_log_level="error")
    writer.send(None)
    frame = solid._frame(scene)  # as the project's orbit: framed once
    try:
        for i in range(frames):
            solid._place_camera(plotter, scene, azimuth + 360.0 * i / frames, elevation, frame)
            plotter.render()
            writer.send(np.ascontiguousarray(plotter.screenshot(return_img=True)[:size, :size, :3]))
    finally:
        writer.close()
        plotter.close()


def floor_still(scene, azimuth: float, elevation: float, size: int, edges: bool) -> None:
    from dynaforge.render import solid

    plotter = floor_plotter(scene, size, edges)
    try:
        solid._place_camera(plotter, scene, azimuth, elevation)
        plotter.render()
        solid._png(plotter.screenshot(return_img=True))
    finally:
        plotter.close()


def sample(files: list[Path], n: int) -> list[Path]:
    return files[:: max(1, len(files) // n)][:n]


def contained_render(path: Path, records: list[dict], sizes: dict, scratch: Path, home: Path | None) -> Cost:
    from dynaforge.sandbox import Task, run_contained

    task = Task(path.stem, "dynaforge.pipeline.render.render_program",
                {"program_path": str(path.resolve()), "records": records, "sizes": sizes},
                readable=(path.resolve().parent,), home=home)
    outcomes = {}
    cost = timed(lambda: outcomes.update(run_contained([task], jobs=1, limits=CONTAINED, kind="bwrap",
                                                       scratch_root=scratch, desc="render", progress=False)))
    assert outcomes[path.stem].ok, (path.stem, outcomes[path.stem].error)
    return cost


def contained_instantiate(path: Path, salt: str, seeds: int, scratch: Path) -> Cost:
    """The instantiate stage's work for one program: its runs under different hash seeds, contained."""
    from dynaforge.pipeline.instantiate import ENTRY_POINT, RUNS
    from dynaforge.sandbox import Task, run_contained

    tasks = [Task((path.stem, run), ENTRY_POINT.replace(":", "."),
                  {"path": str(path.resolve()), "salt": salt, "seeds": seeds, "levels": ["standard"]},
                  readable=(path.resolve().parent,), hash_seed=run + 1) for run in range(RUNS)]
    outcomes = {}
    cost = timed(lambda: outcomes.update(run_contained(tasks, jobs=1, limits=CONTAINED, kind="bwrap",
                                                       scratch_root=scratch, desc="instantiate", progress=False)))
    assert all(o.ok for o in outcomes.values()), {k: o.error for k, o in outcomes.items() if not o.ok}
    return cost


def solid_floor_render(info, records: list[dict], sizes: dict, out: Path) -> float:
    """Wall seconds the solid variants' renders cost in-process with still and orbit at the bare floor:
    each variant as ``render_variant`` makes it, less what the project's still and orbit cost over the floor's."""
    from dynaforge.render import solid
    from dynaforge.render.variant import render_variant

    total = 0.0
    for rec in records:
        scene, cam = info.program.scene(rec["givens"]), rec["camera"]
        az, el = cam["azimuth"], cam["elevation"]
        whole = timed(lambda: render_variant(info.program, rec, out / "floor", sizes)).wall
        project = timed(lambda: (solid.render_still(scene, az, el, sizes["image_size"]),
                                 solid.render_orbit(scene, az, el, sizes["video_size"], out / "p.mp4",
                                                    sizes["video_frames"], sizes["video_fps"]))).wall
        floor = timed(lambda: (floor_still(scene, az, el, sizes["image_size"], False),
                               floor_orbit(scene, az, el, sizes["video_size"], out / "f.mp4",
                                           sizes["video_frames"], sizes["video_fps"], False))).wall
        total += whole - project + floor
    return total


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
    parser.add_argument("--solid-ids", default="", help="comma-separated solid program ids to measure instead of a "
                        "sample (the same programs before and after a change, whatever the library's size)")
    parser.add_argument("--flat", type=int, default=4, help="2D programs sampled")
    parser.add_argument("--programs", type=int, default=1004, help="library size to project to")
    parser.add_argument("--workers", type=int, default=8, help="Dask workers to project to")
    args = parser.parse_args()

    from dynaforge.pipeline.instantiate import instantiate_program
    from dynaforge.render import solid
    from dynaforge.render.variant import render_variant
    from dynaforge.render.warmup import warm_home
    from dynaforge.sandbox import run_contained

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
    print("\nCPU seconds (this process and its encoder; wall seconds in brackets)")
    print(f"{'solid program':<36}{'project':>15}{'floor':>15}{'ratio':>7}{'floor+edges':>15}{'ratio':>7}{'variant':>15}")
    with tempfile.TemporaryDirectory() as out:
        out = Path(out)
        by_id = {f.stem: f for f in solids}
        picked = [by_id[i] for i in args.solid_ids.split(",")] if args.solid_ids else sample(solids, args.solids)
        for path in picked:
            info = load_program(path)
            [rec] = build_records(info, params["salt"], 1)
            scene, cam = info.program.scene(rec["givens"]), rec["camera"]
            az, el = cam["azimuth"], cam["elevation"]
            project = timed(lambda: (solid.render_still(scene, az, el, sizes["image_size"]),
                                     solid.render_orbit(scene, az, el, sizes["video_size"], out / "p.mp4",
                                                        sizes["video_frames"], sizes["video_fps"])))
            floors = [timed(lambda: (floor_still(scene, az, el, sizes["image_size"], edges),
                                     floor_orbit(scene, az, el, sizes["video_size"], out / "f.mp4",
                                                 sizes["video_frames"], sizes["video_fps"], edges)))
                      for edges in (False, True)]
            whole = timed(lambda: render_variant(info.program, rec, out / path.stem, sizes))
            rows.append((project, *floors))
            per_variant["solid"].append(whole)
            print(f"{path.stem:<36}{_both(project):>15}" + "".join(
                f"{_both(f):>15}{project.cpu / f.cpu:>6.2f}x" for f in floors) + f"{_both(whole):>15}")
        total = [Cost(*(sum(row[j][i] for row in rows) for i in range(2))) for j in range(3)]
        print(f"{'all sampled solids':<36}{_both(total[0]):>15}" + "".join(
            f"{_both(f):>15}{total[0].cpu / f.cpu:>6.2f}x" for f in total[1:]))
        print(f"  project / floor: {total[0].cpu / total[1].cpu:.2f}x (target <= 1.25x; by wall time "
              f"{total[0].wall / total[1].wall:.2f}x); project / floor+edges: {total[0].cpu / total[2].cpu:.2f}x")

        print(f"\n{'2D program':<40}{'figure+views':>16}")
        for path in sample(flats, args.flat):
            info = load_program(path)
            [rec] = build_records(info, params["salt"], 1)
            cost = timed(lambda: render_variant(info.program, rec, out / path.stem, sizes))
            per_variant["flat"].append(cost)
            print(f"{path.stem:<40}{_both(cost):>16}")

        print("\ncontained render task (bwrap: fresh interpreter + imports) vs the same work in-process, K variants,"
              " wall s\n(a sandboxed task's CPU time is not reported to this process; compare on a quiet machine);"
              "\n'cold': the task builds its font list and shader cache itself; 'warm': from the stage's warm home")
        home = warm_home(lambda task: run_contained([task], jobs=1, limits=CONTAINED, kind="bwrap", scratch_root=out,
                                                    desc="warm-up", progress=False)[task.key], out / "home", sizes)
        overhead, build = {}, {}
        for kind, pool in (("flat", flats), ("solid", solids)):
            path = sample(pool, 1)[0]
            info = load_program(path)
            records = build_records(info, params["salt"], K)
            inside = timed(lambda: [render_variant(info.program, rec, out / "in" / path.stem, sizes)
                                    for rec in records]).wall
            cold = contained_render(path, records, sizes, out, None).wall
            warm = contained_render(path, records, sizes, out, home).wall
            overhead[kind] = warm - inside
            print(f"{kind:<6} {path.stem:<34} in-process {inside:6.2f}   contained cold {cold:6.2f} "
                  f"({cold / inside:.2f}x)   warm {warm:6.2f} ({warm / inside:.2f}x, overhead {warm - inside:+5.2f})")
            build[kind] = {
                "instantiate": (timed(lambda: instantiate_program(str(path), params["salt"], K, ["standard"])).wall,
                                contained_instantiate(path, params["salt"], K, out).wall),
                "render": (solid_floor_render(info, records, sizes, out) if kind == "solid" else inside, warm)}

    print(f"\nwhole build per program against its floor, wall s on one core (the two programs above, K={K})")
    print(f"{'':<7}{'instantiate floor':>18}{'as built':>10}{'ratio':>7}{'render floor':>14}{'as built':>10}"
          f"{'ratio':>7}{'program':>9}")
    for kind, stages in build.items():
        (i_floor, i_built), (r_floor, r_built) = stages["instantiate"], stages["render"]
        print(f"{kind:<7}{i_floor:>18.2f}{i_built:>10.2f}{i_built / i_floor:>6.2f}x{r_floor:>14.2f}{r_built:>10.2f}"
              f"{r_built / r_floor:>6.2f}x{(i_built + r_built) / (i_floor + r_floor):>8.2f}x")

    dask = dask_task_overhead()
    share_solid = len(solids) / len(files)
    share = {"solid": share_solid, "flat": 1 - share_solid}
    built = sum(share[k] * (b["instantiate"][1] + b["render"][1]) for k, b in build.items())
    floor = sum(share[k] * (b["instantiate"][0] + b["render"][0]) for k, b in build.items())
    print(f"  library mix ({share_solid:.0%} solid): build / floor {built / floor:.2f}x (target <= 1.4x)")
    per_program = {kind: statistics.mean(c.cpu for c in v) * K + overhead[kind] + build[kind]["instantiate"][1]
                   for kind, v in per_variant.items()}
    mean_program = share_solid * per_program["solid"] + (1 - share_solid) * per_program["flat"]
    n = args.programs
    print(f"\nprojected instantiate + render for {n} programs x K={K}, one level, {share_solid:.0%} solid "
          f"(per program: 2D {per_program['flat']:.1f} s, solid {per_program['solid']:.1f} s, task overheads "
          "included; one job per core; validate and release add a few per cent)")
    print(f"  this machine, {jobs} jobs: {n * mean_program / jobs / 60:7.1f} min")
    print(f"  Dask, {args.workers} workers (task overhead {dask * 1000:.0f} ms): "
          f"{n * (mean_program + 3 * dask) / args.workers / 60:7.1f} min")
    print(json.dumps({"solid_ratio_cpu": round(total[0].cpu / total[1].cpu, 3),
                      "solid_ratio_wall": round(total[0].wall / total[1].wall, 3),
                      "solid_ratio_cpu_vs_floor_with_edges": round(total[0].cpu / total[2].cpu, 3),
                      "cpu_seconds_per_variant": {k: round(statistics.mean(c.cpu for c in v), 3)
                                                  for k, v in per_variant.items()},
                      "task_overhead_s": {k: round(v, 3) for k, v in overhead.items()},
                      "build_ratio": round(built / floor, 3),
                      "build_wall_s": {k: {stage: [round(x, 2) for x in v] for stage, v in b.items()}
                                       for k, b in build.items()},
                      "dask_task_overhead_s": round(dask, 4)}))


if __name__ == "__main__":
    main()
