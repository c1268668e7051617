"""What rendering costs against its floor, and what a task pays around it, printed in one run.

    python benchmarks/render_cost.py [--solids 4 | --solid-ids a,b] [--rounds 3] [--flat 4] [--build-programs 3]
                                     [--programs 1004] [--workers 8]

Imports are paid before anything is timed. For variant 0 of a sample of solid programs:
- **project**: ``render_still`` + ``render_orbit`` (per frame: hidden edges dashed on the CPU, labels
  placed, one render, one screenshot, one H.264 encode);
- **floor** (the issue's): the same plotter (faces, solids, dots) with one render, one screenshot and
  the same encode per frame, but no segments (so no per-frame dashing) and no labels;
- **floor + edges**: that plotter with the scene's segments added once as plain lines. A figure of
  many edges (a block of unit cubes) costs well over the bare floor for drawing its edges at all;
  against this floor, what is left is the per-view work (visibility, dashes, labels).
Each of the three is measured ``--rounds`` times in turn and its median kept. The ratio project /
floor is issue 23's render target (at most 1.25x). "variant" is the whole variant as the render
stage makes it (still, video, photo, backward figure); for 2D programs that cost (figure, photo,
backward figure) is printed as measured. Costs are CPU seconds of this process and every process it
starts (the encoder, sandboxed tasks); wall seconds are printed beside them.

Around the render: ``--build-programs`` 2D and solid programs, all K variants, built as the stages
build them (instantiate: two contained runs under two hash seeds; render: one contained task from the
stage's warm home; each forked from a ``bwrap`` fork server, whose start is counted at its share of a
shard) against their
floors in-process (the program run once; its renders with the solid still and orbit at the bare
floor). Their ratio, weighted by the library's 2D/solid mix, is issue 23's build target (at most
1.4x); validate and the release, a few per cent of a clean build, are their own floor and left out.
The projection for ``--programs`` programs x K at one level uses the measured costs, with that mix,
on this machine's jobs and on a ``--workers``-worker Dask cluster (per-task overhead measured on a
1-worker ``LocalCluster``).

CPU seconds are read from a cpuacct cgroup the benchmark moves itself into (cgroup v1, as root), so
they include the sandboxed tasks; where it cannot make one it says so, and those are missing.
"""
from __future__ import annotations

import argparse
import atexit
import json
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

import numpy as np

from dynaforge.config import PROGRAMS_DIR, load_params
from dynaforge.sandbox import Limits, _remove_group
from dynaforge.sdk.instance import build_records
from dynaforge.sdk.loader import all_program_files, load_program


CONTAINED = Limits(timeout_s=900)  # the sandbox's limits for one program's render task


class Cost(NamedTuple):
    """Wall seconds, and CPU seconds of this process and every process it started (the encoder, the
    sandboxed tasks; see ``account_whole_tree``): CPU time moves less with the machine's load than
    wall time, so ratios are taken of it."""

    wall: float
    cpu: float


_CPUACCT = Path("/sys/fs/cgroup/cpuacct")
_own_group: Path | None = None  # the cpuacct cgroup this process moved into, if it could


def account_whole_tree() -> bool:
    """Move this process into a cpuacct cgroup of its own (cgroup v1), so that CPU time counts every
    process it starts: a sandboxed task's CPU is not reported to a parent outside its PID namespace.
    False where no such cgroup can be made; CPU figures then miss the sandboxed tasks."""
    global _own_group
    group = _CPUACCT / f"dynaforge-bench-{os.getpid()}"
    try:
        group.mkdir()
        (group / "cgroup.procs").write_text(str(os.getpid()))
    except OSError:
        return False
    _own_group = group
    atexit.register(_leave_group)
    return True


def _leave_group() -> None:
    """Move back to the root group and remove ours once the processes this one started have left it."""
    try:
        (_CPUACCT / "cgroup.procs").write_text(str(os.getpid()))
    except OSError:
        return
    _remove_group(_own_group)


def _cpu() -> float:
    if _own_group is not None:
        return int((_own_group / "cpuacct.usage").read_text()) / 1e9
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def timed(fn) -> Cost:
    wall, cpu = time.perf_counter(), _cpu()
    fn()
    return Cost(time.perf_counter() - wall, _cpu() - cpu)


def median_cost(costs: list[Cost]) -> Cost:
    """The median wall and the median CPU of repeated measurements (each on its own)."""
    return Cost(statistics.median(c.wall for c in costs), statistics.median(c.cpu for c in costs))


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


def fork_server_start(preload: tuple[str, ...], home: Path | None, scratch: Path) -> float:
    """CPU seconds of starting and stopping one fork server that imports what a stage's does."""
    from dynaforge.sandbox_forkserver import ForkServer

    return timed(lambda: ForkServer(0, home, (), scratch, CONTAINED, preload).close()).cpu


def contained_render(path: Path, records: list[dict], sizes: dict, scratch: Path, home: Path | None) -> Cost:
    """The render stage's work for one program: one task, forked from a fork server started for it."""
    from dynaforge.pipeline.render import ENTRY_POINT, PRELOAD
    from dynaforge.sandbox import Task, run_contained

    task = Task(path.stem, ENTRY_POINT.replace(":", "."),
                {"program_path": str(path.resolve()), "records": records, "sizes": sizes},
                readable=(path.resolve().parent,), home=home)
    outcomes = {}
    cost = timed(lambda: outcomes.update(run_contained([task], jobs=1, limits=CONTAINED, kind="bwrap",
                                                       scratch_root=scratch, desc="render", progress=False,
                                                       fork_server=True, preload=PRELOAD)))
    assert outcomes[path.stem].ok, (path.stem, outcomes[path.stem].error)
    return cost


def contained_instantiate(path: Path, salt: str, seeds: int, scratch: Path) -> Cost:
    """The instantiate stage's work for one program: its runs under different hash seeds, contained,
    each forked from the fork server of its seed (started for this program)."""
    from dynaforge.pipeline.instantiate import ENTRY_POINT, PRELOAD, RUNS
    from dynaforge.sandbox import Task, run_contained

    tasks = [Task((path.stem, run), ENTRY_POINT.replace(":", "."),
                  {"path": str(path.resolve()), "salt": salt, "seeds": seeds, "levels": ["standard"]},
                  readable=(path.resolve().parent,), hash_seed=run + 1) for run in range(RUNS)]
    outcomes = {}
    cost = timed(lambda: outcomes.update(run_contained(tasks, jobs=1, limits=CONTAINED, kind="bwrap",
                                                       scratch_root=scratch, desc="instantiate", progress=False,
                                                       fork_server=True, preload=PRELOAD)))
    assert all(o.ok for o in outcomes.values()), {k: o.error for k, o in outcomes.items() if not o.ok}
    return cost


def build_costs(path: Path, kind: str, salt: str, seeds: int, sizes: dict, out: Path,
                home: Path | None, servers: dict[str, float]) -> tuple[float, float, float, float]:
    """CPU seconds of one program's instantiate floor, instantiate as built, render floor, render as built.

    As built, each stage's fork servers are started for this program alone; a stage starts them once
    per shard, so their start (``servers``: measured, and its share per program of a shard) is taken
    out and the share put back. The render floor is the K variants rendered in-process, with the solid
    still and orbit at the bare floor: the in-process renders, less what the project's still and orbit
    cost over the floor's."""
    from dynaforge.pipeline.instantiate import RUNS, instantiate_program
    from dynaforge.render import solid
    from dynaforge.render.variant import render_variant

    info = load_program(path)
    records = build_records(info, salt, seeds)
    i_floor = timed(lambda: instantiate_program(str(path), salt, seeds, ["standard"])).cpu
    i_built = contained_instantiate(path, salt, seeds, out).cpu - RUNS * servers["instantiate"] \
        + RUNS * servers["instantiate per program"]
    r_floor = timed(lambda: [render_variant(info.program, rec, out / "in" / path.stem, sizes) for rec in records]).cpu
    r_built = contained_render(path, records, sizes, out, home).cpu - servers["render"] + servers["render per program"]
    if kind == "solid":
        for rec in records:
            scene, cam = info.program.scene(rec["givens"]), rec["camera"]
            az, el = cam["azimuth"], cam["elevation"]
            r_floor -= timed(lambda: (solid.render_still(scene, az, el, sizes["image_size"]),
                                      solid.render_orbit(scene, az, el, sizes["video_size"], out / "p.mp4",
                                                         sizes["video_frames"], sizes["video_fps"]))).cpu
            r_floor += timed(lambda: (floor_still(scene, az, el, sizes["image_size"], False),
                                      floor_orbit(scene, az, el, sizes["video_size"], out / "f.mp4",
                                                  sizes["video_frames"], sizes["video_fps"], False))).cpu
    return i_floor, i_built, r_floor, r_built


def _ratio(costs) -> float:
    """A program's (or a mean program's) build against its floor."""
    i_floor, i_built, r_floor, r_built = costs
    return (i_built + r_built) / (i_floor + r_floor)


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
    parser.add_argument("--rounds", type=int, default=3, help="times each solid render and its floors are "
                        "measured, in turn; the medians are printed (one run on a shared machine varies by 10%%)")
    parser.add_argument("--flat", type=int, default=4, help="2D programs sampled")
    parser.add_argument("--programs", type=int, default=1004, help="library size to project to")
    parser.add_argument("--workers", type=int, default=8, help="Dask workers to project to")
    parser.add_argument("--build-programs", type=int, default=3, help="2D and solid programs (each) built whole, "
                        "all K variants, for the build against its floor (the solids: the first of those above)")
    args = parser.parse_args()

    exact = account_whole_tree()
    from dynaforge.pipeline import instantiate, render
    from dynaforge.pipeline.instantiate import RUNS
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
            measures = [lambda: (solid.render_still(scene, az, el, sizes["image_size"]),
                                 solid.render_orbit(scene, az, el, sizes["video_size"], out / "p.mp4",
                                                    sizes["video_frames"], sizes["video_fps"]))]
            measures += [lambda edges=edges: (floor_still(scene, az, el, sizes["image_size"], edges),
                                              floor_orbit(scene, az, el, sizes["video_size"], out / "f.mp4",
                                                          sizes["video_frames"], sizes["video_fps"], edges))
                         for edges in (False, True)]
            # project, floor, floor+edges, taken in turn so that a burst of load hits all three
            rounds = [[timed(measure) for measure in measures] for _ in range(args.rounds)]
            project, *floors = (median_cost([r[j] for r in rounds]) for j in range(3))
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

        print(f"\nwhole build per program against its floor, CPU s (K={K}): instantiate as the stage runs it "
              f"({RUNS} contained runs under {RUNS} hash seeds) against the program run once in-process; render as "
              "one contained task from the stage's warm home against the same renders in-process, the solid still "
              "and orbit at the bare floor")
        print(f"{'program':<44}{'instantiate floor':>18}{'as built':>10}{'render floor':>14}{'as built':>10}"
              f"{'ratio':>7}")
        home = warm_home(lambda task: run_contained([task], jobs=1, limits=CONTAINED, kind="bwrap", scratch_root=out,
                                                    desc="warm-up", progress=False)[task.key], out / "home", sizes)
        per_shard = len(files) / len(params["shards"])
        servers = {"instantiate": fork_server_start(instantiate.PRELOAD, None, out),
                   "render": fork_server_start(render.PRELOAD, home, out)}
        servers.update({f"{stage} per program": servers[stage] / per_shard for stage in ("instantiate", "render")})
        print(f"  a fork server's start: instantiate {servers['instantiate']:.2f} s, render {servers['render']:.2f} s "
              f"CPU, once per shard and hash seed ({per_shard:.0f} programs per shard)")
        build, names = {"flat": [], "solid": []}, {"flat": [], "solid": []}
        for kind, paths in (("flat", sample(flats, args.build_programs)), ("solid", picked[:args.build_programs])):
            for path in paths:
                build[kind].append(build_costs(path, kind, params["salt"], K, sizes, out, home, servers))
                names[kind].append(path.stem)
                print(f"{kind + ' ' + path.stem:<44}" + "".join(f"{x:>{w}.2f}" for x, w in
                                                                zip(build[kind][-1], (18, 10, 14, 10)))
                      + f"{_ratio(build[kind][-1]):>6.2f}x")
        per_program = {kind: [statistics.mean(c[i] for c in costs) for i in range(4)] for kind, costs in build.items()}
        for kind, mean in per_program.items():
            i_floor, i_built, r_floor, r_built = mean
            print(f"  {kind} mean: instantiate {i_built / i_floor:.2f}x its floor, render {r_built / r_floor:.2f}x, "
                  f"program {_ratio(mean):.2f}x")

    dask = dask_task_overhead()
    share_solid = len(solids) / len(files)
    share = {"solid": share_solid, "flat": 1 - share_solid}
    built = sum(share[k] * (m[1] + m[3]) for k, m in per_program.items())
    floor = sum(share[k] * (m[0] + m[2]) for k, m in per_program.items())
    print(f"  library mix ({share_solid:.0%} solid): build / floor {built / floor:.2f}x (target <= 1.4x)")
    if not exact:
        print("  (no cpuacct cgroup here: the contained runs' CPU is missing, so 'as built' is understated)")
    program_cpu = {k: m[1] + m[3] for k, m in per_program.items()}
    mean_program = share_solid * program_cpu["solid"] + (1 - share_solid) * program_cpu["flat"]
    n = args.programs
    print(f"\nprojected instantiate + render for {n} programs x K={K}, one level, {share_solid:.0%} solid "
          f"(per program as built: 2D {program_cpu['flat']:.1f} s, solid {program_cpu['solid']:.1f} s CPU; "
          "one job per core; validate and release add a few per cent)")
    print(f"  this machine, {jobs} jobs: {n * mean_program / jobs / 60:7.1f} min")
    print(f"  Dask, {args.workers} workers (task overhead {dask * 1000:.0f} ms): "
          f"{n * (mean_program + 3 * dask) / args.workers / 60:7.1f} min")
    print(json.dumps({"solid_ratio_cpu": round(total[0].cpu / total[1].cpu, 3),
                      "solid_ratio_wall": round(total[0].wall / total[1].wall, 3),
                      "solid_ratio_cpu_vs_floor_with_edges": round(total[0].cpu / total[2].cpu, 3),
                      "cpu_seconds_per_variant": {k: round(statistics.mean(c.cpu for c in v), 3)
                                                  for k, v in per_variant.items()},
                      "build_ratio": round(built / floor, 3),
                      "fork_server_start_cpu_s": {k: round(v, 3) for k, v in servers.items()},
                      "build_cpu_s": {k: {p: [round(x, 2) for x in c] for p, c in zip(names[k], costs)}
                                      for k, costs in build.items()},
                      "cpu_includes_sandboxed_tasks": exact,
                      "dask_task_overhead_s": round(dask, 4)}))


if __name__ == "__main__":
    main()
