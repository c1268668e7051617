"""Render stage: figures, photographed renditions, backward figures and orbit videos of a shard.

Each program's drawing code runs contained (``dynaforge.sandbox``) and writes into its own scratch
folder; the stage then takes only regular files under ``renders/<program>/``, checks that every
file the records name is there, and moves them into ``data/renders/<shard>/<program>/``. A drawing that raises, hangs or
breaks a limit fails only its program. Outputs are cached by content like instantiate's: a
program whose records and the rendering code it uses are unchanged, and whose files still have
the bytes written, is not re-rendered (re-instantiating it into byte-identical records does not).
"""
from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

from ..hashing import sha256_file
from ..records import media_paths, read_jsonl
from ..sandbox import Limits, Task
from ..sdk.loader import load_program
from .cache import StageCache, program_code_key, schema_bytes
from .cluster import run_tasks
from .contained import Containment, print_failures, relative_text, scratch_area

ENTRY_POINT = "dynaforge.pipeline.render:render_program"
# what the sandbox's fork server imports once for all programs: the 2D and solid renderers and their
# libraries, the photo view, the SDK
PRELOAD = ("numpy", "sympy", "scipy.spatial", "matplotlib.pyplot", "pyvista", "pyvista.plotting", "vtk",
           "PIL.Image", "cv2", "imageio_ffmpeg", "dynaforge.sdk", "dynaforge.render.variant",
           "dynaforge.render.solid", "dynaforge.views.photo")
OUT = "out"  # inside a task's scratch folder: the data root it renders under


def render_program(program_path: str, records: list[dict], sizes: dict) -> int:
    """Render every variant of one program under ``./out`` (runs inside the sandbox)."""
    from ..render.variant import render_variant
    from ..sandbox_child import report_status

    info = load_program(Path(program_path))
    for record in records:
        report_status(f"rendering {record['id']} (k={record['k']}, seed={record['seed']})")
        render_variant(info.program, record, Path(OUT), sizes)
    return len(records)


def collect(scratch: Path, records: list[dict], program: str, target: Path) -> None:
    """Move a task's renders from its scratch folder to ``target`` (replacing it); raise if unfit.

    Only regular, singly linked files directly in ``renders/<program>/`` are taken.
    """
    source = scratch / OUT / "renders" / program
    if source.is_symlink() or not source.is_dir():
        raise ValueError("wrote no renders")
    for entry in os.scandir(source):
        info = entry.stat(follow_symlinks=False)
        if not stat.S_ISREG(info.st_mode) or info.st_nlink != 1:
            raise ValueError(f"render output {entry.name} is not a regular file")
    missing = [rel for r in records for rel in media_paths(r) if not (source / Path(rel).name).is_file()]
    if missing:
        raise ValueError(f"missing render output(s): {', '.join(missing[:3])}")
    staged = target.with_name(f".{target.name}.new")
    shutil.rmtree(staged, ignore_errors=True)
    os.replace(source, staged)
    shutil.rmtree(target, ignore_errors=True)
    os.replace(staged, target)


def render_shard(programs_dir: Path, shard: str, folder: str, instances_dir: Path, data_root: Path, *,
                 sizes: dict, jobs: int, timeout: float, progress: bool = True,
                 containment: Containment | None = None) -> dict:
    """Render ``data_root/renders/<shard>/<program_id>/...`` for every instantiated program of ``folder``."""
    from ..render.warmup import warm_home
    from ..sandbox import run_contained
    from .cluster import scheduler_address
    from .retries import write_retry_log

    containment = containment or Containment(Limits(timeout_s=timeout))
    out_dir = Path(data_root) / "renders" / shard
    out_dir.mkdir(parents=True, exist_ok=True)
    cache = StageCache(out_dir)
    record_files = sorted(Path(instances_dir).glob("*.jsonl"))
    programs = {f.stem: (Path(programs_dir) / folder / f"{f.stem}.py").resolve() for f in record_files}
    schemas = schema_bytes()
    keys = {f.stem: cache.key(sha256_file(f), sha256_file(programs[f.stem]),
                              program_code_key(programs[f.stem], ENTRY_POINT, schemas), sizes)
            for f in record_files}
    todo = [f for f in record_files if not cache.fresh(f.stem, keys[f.stem], [out_dir / f.stem])]
    records = {f.stem: read_jsonl(f) for f in todo}

    errors = []
    with scratch_area(data_root, f"render-{shard}") as scratch:
        run = dict(jobs=jobs, limits=containment.limits, kind=containment.sandbox, scratch_root=scratch,
                   preload=PRELOAD)
        home = None
        if todo and scheduler_address() is None:  # on a cluster, each task builds its own caches
            home = warm_home(lambda task: run_contained([task], desc="warm-up", progress=False, **run)[task.key],
                             scratch / "home", sizes)

        def tasks(files):
            return [Task(f.stem, ENTRY_POINT.replace(":", "."),
                         {"program_path": str(programs[f.stem]), "records": records[f.stem],
                          "sizes": sizes}, readable=(programs[f.stem].parent,), home=home) for f in files]

        # longest first (videos dominate), so no long task starts last while the other workers idle
        by_cost = sorted(todo, key=lambda f: -sum(bool(r["video"]) for r in records[f.stem]))
        outcomes = run_tasks(tasks(by_cost), desc=f"render {shard}", progress=progress, **run)
        # A native crash (a signal, not a Python error) gets one more try, alone, before it fails
        # the program; every retry is reported (stage summary, .retries, validate's report.json).
        crashed = [f for f in todo if outcomes[f.stem].crashed]
        retries = [{"program_id": f.stem, "stage": "render", "first_attempt": relative_text(
            outcomes[f.stem].error, Path(programs_dir).parent, Path(data_root).parent)} for f in crashed]
        if crashed:
            for f in crashed:
                shutil.rmtree(outcomes[f.stem].scratch, ignore_errors=True)
            print(f"render {shard}: retrying {len(crashed)} program(s) after a native crash: "
                  + "; ".join(f"{r['program_id']}: {r['first_attempt']}" for r in retries), flush=True)
            outcomes.update(run_tasks(tasks(crashed), desc=f"render {shard} (retry after crash)",
                                          progress=progress, **{**run, "jobs": 1}))
            for r in retries:
                r["retry"] = "ok" if outcomes[r["program_id"]].ok else "failed"
        for f in todo:
            outcome, target = outcomes[f.stem], out_dir / f.stem
            error = outcome.error
            if outcome.ok:
                try:
                    collect(outcome.scratch, records[f.stem], f.stem, target)
                    cache.record(f.stem, keys[f.stem], [target])
                except (ValueError, OSError) as exc:
                    error = str(exc)
            if error is not None:
                shutil.rmtree(target, ignore_errors=True)
                cache.forget(f.stem)
                errors.append({"program_id": f.stem, "stage": "render",
                               "error": relative_text(error, Path(programs_dir).parent, Path(data_root).parent)})
            shutil.rmtree(outcome.scratch, ignore_errors=True)
    cache.prune({f.stem for f in record_files})
    cache.save()
    cache.write_errors(errors)
    write_retry_log(data_root, shard, retries)
    print_failures(f"render {shard}", errors)
    return {"shard": shard, "programs": len(record_files), "rendered": len(todo) - len(errors),
            "reused": len(record_files) - len(todo), "failed": len(errors),
            "retried_after_crash": [r["program_id"] for r in retries],
            "outputs_changed_since_written": sorted(cache.changed)}
