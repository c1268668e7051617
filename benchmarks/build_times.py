"""What a build costs in this checkout, at today's size, printed in one run.

    python benchmarks/build_times.py [--clean] [--no-dask | --dask-only] [--dask-programs 12]

1. clean build: ``dvc repro`` from nothing (with --clean: data/ and the DVC cache are deleted);
2. no-op: ``dvc repro`` again with nothing changed;
3. one-program edit: a comment appended to one program, ``dvc repro validate`` (the release is not
   rebuilt: changed content needs a new release.version), then reverted;
4. SDK-helper edit: an unused function appended to ``dynaforge/sdk/program.py`` (which every
   program imports), full ``dvc repro``: how many programs re-instantiated and re-rendered, then
   reverted;
5. release bytes per variant, by config and in all; disk footprint of the build (``data/`` plus
   ``.dvc/cache``, hard links counted once) against renders + current release;
6. Dask: instantiate and render of the first N programs on a ``LocalCluster`` of 1, then 2, worker
   processes (each run from scratch), against the local pool with one job: speed-up and per-task
   overhead.
Leaves data/ built. Numbers depend on the machine: 2 cores here.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
EDITED_PROGRAM = "seed_programs/plane_geometry/triangle_exterior_angle.py"
EDITED_SDK_MODULE = "dynaforge/sdk/program.py"
UNUSED_HELPER = "\n\ndef _benchmark_unused_helper():\n    return None\n"
SUMMARY = re.compile(r"^\[(instantiate|render)\] (\{.*\})$", re.M)


def repro(*args: str) -> tuple[float, dict[str, int]]:
    """Run ``dvc repro``; return its seconds and the stages' summed counters (built, rendered...)."""
    start = time.perf_counter()
    run = subprocess.run(["dvc", "repro", *args], cwd=ROOT, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if run.returncode:
        sys.exit(f"dvc repro {' '.join(args)} failed:\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}")
    counts: dict[str, int] = {}
    for stage, text in SUMMARY.findall(run.stderr):
        summary = json.loads(text)
        for key in ("programs", "reused", "rendered", "failed"):
            if key in summary:
                counts[f"{stage}_{key}"] = counts.get(f"{stage}_{key}", 0) + summary[key]
    return seconds, counts


def edited(path: Path, suffix: str, *args: str) -> tuple[float, dict[str, int]]:
    """``dvc repro`` with ``suffix`` appended to ``path``; the file is restored afterwards."""
    original = path.read_bytes()
    try:
        path.write_bytes(original + suffix.encode())
        return repro(*args)
    finally:
        path.write_bytes(original)


def tree_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def disk_usage(*folders: Path) -> int:
    """Bytes on disk under ``folders`` together, each hard-linked file counted once (du)."""
    out = subprocess.run(["du", "-s", "-B1", "-c", *map(str, folders)], capture_output=True, text=True,
                         check=True).stdout
    return int(out.strip().splitlines()[-1].split()[0])


def release_figures(params: dict) -> dict[str, float]:
    release = ROOT / "data" / "releases" / str(params["release"]["version"])
    manifest = json.loads((release / "manifest.json").read_text())
    variants = manifest["rows"]["default"]
    out = {"variants": variants}
    for config in manifest["rows"]:
        out[f"release_kb_per_variant_{config}"] = tree_bytes(release / config) / 1024 / variants
    out["release_kb_per_variant_all"] = tree_bytes(release) / 1024 / variants
    renders, footprint = tree_bytes(ROOT / "data" / "renders"), disk_usage(ROOT / "data", ROOT / ".dvc" / "cache")
    out["renders_mb"] = renders / 2**20
    out["release_mb"] = tree_bytes(release) / 2**20
    out["disk_footprint_mb"] = footprint / 2**20
    out["disk_footprint_ratio"] = footprint / (renders + tree_bytes(release))
    return out


def dask_figures(params: dict, programs: int) -> dict[str, float]:
    """Instantiate + render of ``programs`` programs: local (1 job) vs LocalCluster of 1 and 2 workers."""
    from distributed import LocalCluster

    from dynaforge.pipeline.contained import Containment
    from dynaforge.pipeline.instantiate import instantiate_shard
    from dynaforge.pipeline.render import render_shard
    from dynaforge.sdk.loader import all_program_files

    r = params["render"]
    sizes = {k: r[k] for k in ("image_size", "video_size", "video_frames", "video_fps")}
    chosen = all_program_files(ROOT / "seed_programs")[:programs]

    def build(label: str) -> float:
        with tempfile.TemporaryDirectory(prefix=f"dask-bench-{label}-") as tmp:
            batch = Path(tmp) / "seed_programs" / "bench"
            batch.mkdir(parents=True)
            for f in chosen:
                shutil.copy(f, batch / f.name)
            data = Path(tmp) / "data"
            start = time.perf_counter()
            instantiate_shard(batch.parent, "bench", "bench", data / "instances" / "bench", seeds=params["seeds_per_program"],
                              salt=params["salt"], jobs=1, timeout=120, progress=False,
                              containment=Containment.from_params(params, "program_timeout_s"),
                              photo_quality=r["photo_jpeg_quality"])
            render_shard(batch.parent, "bench", "bench", data / "instances" / "bench", data, sizes=sizes, jobs=1,
                         timeout=900, progress=False, containment=Containment.from_params(params, "render_timeout_s"))
            return time.perf_counter() - start

    out = {"dask_programs": len(chosen), "local_1_job_s": build("local")}
    for workers in (1, 2):
        with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
            os.environ["DASK_SCHEDULER_ADDRESS"] = cluster.scheduler_address
            try:
                out[f"dask_{workers}_workers_s"] = build(f"dask{workers}")
            finally:
                del os.environ["DASK_SCHEDULER_ADDRESS"]
    tasks = len(chosen) * 3  # two instantiate runs and one render per program
    out["dask_speedup_2_vs_1_workers"] = out["dask_1_workers_s"] / out["dask_2_workers_s"]
    out["dask_overhead_per_task_s"] = (out["dask_1_workers_s"] - out["local_1_job_s"]) / tasks
    return out


def build_figures() -> dict[str, float]:
    """1-4: clean build (or whatever data/ needs), no-op, one-program edit, SDK-helper edit."""
    out: dict[str, float] = {}
    out["build_s"], _ = repro()
    out["noop_s"], _ = repro()
    out["one_program_edit_s"], counts = edited(ROOT / EDITED_PROGRAM, "\n# benchmark edit\n", "validate")
    out["one_program_edit_rendered"] = counts.get("render_rendered", 0)
    out["revert_s"], _ = repro()
    out["sdk_helper_edit_s"], counts = edited(ROOT / EDITED_SDK_MODULE, UNUSED_HELPER)
    out["sdk_helper_edit_reinstantiated"] = counts["instantiate_programs"] - counts["instantiate_reused"]
    out["sdk_helper_edit_rendered"] = counts.get("render_rendered", 0)
    out["sdk_helper_revert_s"], _ = repro()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clean", action="store_true", help="delete data/ and the DVC cache first")
    parser.add_argument("--no-dask", action="store_true", help="skip the Dask comparison")
    parser.add_argument("--dask-only", action="store_true", help="only the Dask comparison (6.)")
    parser.add_argument("--dask-programs", type=int, default=12, help="programs in the Dask comparison")
    args = parser.parse_args()
    from dynaforge.config import load_params

    params = load_params(ROOT / "params.yaml")
    if args.clean:
        shutil.rmtree(ROOT / "data", ignore_errors=True)
        shutil.rmtree(ROOT / ".dvc" / "cache", ignore_errors=True)
    results: dict[str, float] = {}
    if not args.dask_only:
        results.update(build_figures())
        results.update(release_figures(params))
    if not args.no_dask:
        results.update(dask_figures(params, args.dask_programs))
    width = max(map(len, results))
    for key, value in results.items():
        print(f"{key:<{width}}  {value:.2f}" if isinstance(value, float) else f"{key:<{width}}  {value}")


if __name__ == "__main__":
    main()
