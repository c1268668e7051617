"""Run contained tasks on a Dask cluster when Dask's configuration names a scheduler.

``run_tasks`` is what the batch stages call: with ``scheduler-address`` set in Dask's own
configuration (the ``DASK_SCHEDULER_ADDRESS`` environment variable, or ``scheduler-address:`` in a
Dask YAML file such as ``~/.config/dask/dask.yaml``) it sends every ``Task`` to that cluster,
otherwise it runs them here with ``dynaforge.sandbox.run_contained``. Either way the caller gets
the same ``{task.key: Outcome}``, with each task's files in ``outcome.scratch`` under
``scratch_root``: the stages read, check and write outputs on this machine as in a local build.

On the cluster, one Dask task per ``Task`` runs ``run_contained`` on a worker, in the worker's
own sandbox (``check_available`` is run there). Workers do not share a filesystem with the
client, so inputs are shipped with the task, by this rule:

- every top-level string in ``task.kwargs`` that is an absolute path to an existing file;
- for every folder in ``task.readable``: the regular ``*.py`` files directly inside it (a batch
  folder of seed programs), up to 5 MB each; subfolders and other files are not shipped.

A worker recreates them in a fresh temporary folder (in its Dask local directory), each at its
client path below ``<tmp>/inputs`` (so a program still lives in ``.../seed_programs/<batch>/``),
runs the task with those kwargs and ``readable`` folders rewritten to its copies, and sends back
the Outcome and the regular files and symbolic links the task left in its scratch folder (not the
hidden top-level ones, ``.cache`` and the like, nor the sandbox's ``task.json``/``result.json``),
at most ``limits.max_file_mb`` in all. Worker paths in the error and output are written back as
the client's (inputs at their client path, scratch paths relative to the scratch folder). A
worker whose dynaforge source (``fingerprint``) differs from the client's refuses to run anything.

A task whose worker dies is run again on another one by Dask; one that still fails (or any other
error on the cluster) becomes a failed Outcome naming the error: it never stops the others.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import stat
import sys
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Hashable, Iterable

from tqdm import tqdm

from ..config import SCHEMAS_DIR
from ..sandbox import (PACKAGE_DIR, RESULT_FILE, TASK_FILE, Limits, Outcome, SandboxUnavailable, Task,
                       check_available, run_contained)

MAX_SHIPPED_FILE = 5 << 20  # bytes: larger files of a readable folder stay behind
WORKER_WAIT_S = 120  # how long a build waits for a first worker before it stops


def scheduler_address() -> str | None:
    """The scheduler Dask's configuration names (re-read now), or None to run locally."""
    import dask.config  # here, not at the top: sandboxed tasks import the stage modules, not Dask

    dask.config.refresh()
    return dask.config.get("scheduler-address", None) or None


def run_tasks(tasks: Iterable[Task], *, jobs: int, limits: Limits, kind: str, scratch_root: Path,
              desc: str, progress: bool = True, preload: Iterable[str] = ()) -> dict[Hashable, Outcome]:
    """``run_contained``, or ``run_on_cluster`` when Dask's configuration names a scheduler.

    ``jobs`` and ``preload`` (what the local fork server imports once) apply to a local run only: on a
    cluster, the workers' threads set how many run at once, and each task is a new interpreter.
    """
    address = scheduler_address()
    if address is None:
        return run_contained(tasks, jobs=jobs, limits=limits, kind=kind, scratch_root=scratch_root,
                             desc=desc, progress=progress, preload=preload)
    print(f"[{desc}] on the Dask cluster at {address}", file=sys.stderr)
    return run_on_cluster(tasks, address=address, limits=limits, kind=kind, scratch_root=scratch_root,
                          desc=desc, progress=progress)


def fingerprint() -> str:
    """sha256 over the dynaforge source and the schemas it reads (paths and bytes)."""
    files = [(f"dynaforge/{p.relative_to(PACKAGE_DIR)}", p) for p in PACKAGE_DIR.rglob("*.py")]
    files += [(f"dynaforge/schemas/{p.name}", p) for p in SCHEMAS_DIR.glob("*.json")]
    digest = hashlib.sha256()
    for name, path in sorted(files):
        digest.update(name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def run_on_cluster(tasks: Iterable[Task], *, address: str, limits: Limits, kind: str, scratch_root: Path,
                   desc: str, progress: bool = True) -> dict[Hashable, Outcome]:
    """Run every task on the Dask cluster at ``address``; the same result as ``run_contained``."""
    from distributed import Client, as_completed

    tasks = list(tasks)
    scratch_root = Path(scratch_root)
    scratch_root.mkdir(parents=True, exist_ok=True)
    expected = fingerprint()
    outcomes: dict[Hashable, Outcome] = {}
    with Client(address, set_as_default=False) as client:
        try:
            client.wait_for_workers(1, timeout=WORKER_WAIT_S)
        except TimeoutError:
            raise RuntimeError(f"no Dask worker has joined the scheduler at {address} "
                               f"within {WORKER_WAIT_S} s") from None
        folders: dict[str, object] = {}  # each readable folder's files go to the cluster once
        futures = {}
        for task in tasks:
            for folder in map(_absolute, task.readable):
                if folder not in folders:
                    folders[folder] = client.scatter([folder_files(folder)])[0]
            shipped = [folders[f] for f in map(_absolute, task.readable)]
            futures[client.submit(_run_on_worker, task, shipped, _kwargs_files(task), limits, kind, expected,
                                  pure=False, retries=1)] = task
        with tqdm(total=len(tasks), desc=desc, unit="task", disable=not progress, leave=True) as bar:
            for future in as_completed(futures, loop=client.loop):
                try:
                    outcome, files = future.result()
                except Exception as exc:  # noqa: BLE001 - one task's failure must not stop the others
                    outcome, files = Outcome(False, error=f"on the Dask cluster: {type(exc).__name__}: "
                                                          f"{exc}"[:2000]), {}
                future.release()
                outcome.scratch = _unpack(files, scratch_root)
                outcomes[futures[future].key] = outcome
                bar.update(1)
    return outcomes


def folder_files(folder: str) -> dict[str, bytes]:
    """What is shipped of a readable folder: ``{path: bytes}`` of the regular ``*.py`` files in it."""
    if not os.path.isdir(folder):
        return {}
    return {entry.path: Path(entry.path).read_bytes() for entry in os.scandir(folder)
            if entry.name.endswith(".py") and entry.is_file(follow_symlinks=False)
            and entry.stat(follow_symlinks=False).st_size <= MAX_SHIPPED_FILE}


def _kwargs_files(task: Task) -> dict[str, bytes]:
    """``{path: bytes}`` of the top-level kwargs that are absolute paths to existing files."""
    return {_absolute(value): Path(value).read_bytes() for value in task.kwargs.values()
            if isinstance(value, str) and os.path.isabs(value) and os.path.isfile(value)}


def _absolute(path) -> str:
    """``path`` absolute and without ``..`` (the key a shipped file is known by on both sides)."""
    return os.path.normpath(os.path.abspath(path))


def _run_on_worker(task: Task, folders: list[dict[str, bytes]], files: dict[str, bytes], limits: Limits,
                   kind: str, expected: str) -> tuple[Outcome, dict[str, bytes | str]]:
    """(On a worker.) Recreate the inputs, run the task contained, return its Outcome and files."""
    from distributed import get_worker

    worker = get_worker()
    address = worker.address
    if fingerprint() != expected:
        return Outcome(False, error=f"worker {address}: its dynaforge differs from the client's (not the "
                                    "same source or schemas): update its checkout and restart it"), {}
    try:
        check_available(kind)
    except SandboxUnavailable as exc:
        return Outcome(False, error=f"worker {address}: {exc}"), {}
    # in the worker's own folder, which Dask clears should the worker die before this does
    work = Path(tempfile.mkdtemp(prefix="dynaforge-", dir=worker.local_directory))
    inputs = work / "inputs"

    def copy_of(path) -> Path:
        return inputs / _absolute(path).lstrip("/")

    try:
        for folder in task.readable:
            copy_of(folder).mkdir(parents=True, exist_ok=True)
        for path, data in [item for shipped in folders for item in shipped.items()] + list(files.items()):
            copy_of(path).parent.mkdir(parents=True, exist_ok=True)
            copy_of(path).write_bytes(data)
        kwargs = {name: str(copy_of(value)) if isinstance(value, str) and os.path.isabs(value)
                  and _absolute(value) in files else value for name, value in task.kwargs.items()}
        local = replace(task, kwargs=kwargs, readable=tuple(map(copy_of, task.readable)))
        (work / "scratch").mkdir()
        outcome = run_contained([local], jobs=1, limits=limits, kind=kind, scratch_root=work / "scratch",
                                desc=str(task.key), progress=False)[task.key]
        packed = _pack(outcome.scratch, limits)
        if packed is None:
            outcome.ok, outcome.value, packed = False, None, {}
            outcome.error = f"wrote more than {limits.max_file_mb} MB of files (limits.max_file_mb)"

        def as_on_client(text: str | None) -> str | None:
            return text and text.replace(f"{outcome.scratch}/", "").replace(str(inputs), "")

        outcome.error, outcome.output_tail = as_on_client(outcome.error), as_on_client(outcome.output_tail)
        outcome.scratch = None
        return outcome, packed
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _pack(scratch: Path, limits: Limits) -> dict[str, bytes | str] | None:
    """The files a task left in ``scratch``: ``{path: bytes}``, or the target (a str) of a symbolic
    link, so that the stage rejects it as it would locally; None past ``limits.max_file_mb`` in all."""
    packed, total = {}, 0
    for folder, subfolders, names in os.walk(scratch):
        here = Path(folder)
        if here == scratch:
            subfolders[:] = [d for d in subfolders if not d.startswith(".")]
            names = [n for n in names if not n.startswith(".") and n not in (TASK_FILE, RESULT_FILE)]
        for name in names + subfolders:
            path = here / name
            info = path.lstat()
            if stat.S_ISLNK(info.st_mode):
                packed[str(path.relative_to(scratch))] = os.readlink(path)
            elif stat.S_ISREG(info.st_mode):
                total += info.st_size
                if total > limits.max_file_mb << 20:
                    return None
                packed[str(path.relative_to(scratch))] = path.read_bytes()
    return packed


def _unpack(files: dict[str, bytes | str], scratch_root: Path) -> Path:
    """A fresh ``task-*`` folder under ``scratch_root`` holding ``files`` (as a local run leaves them)."""
    scratch = Path(tempfile.mkdtemp(prefix="task-", dir=scratch_root))
    scratch.chmod(0o755)
    links = {relative for relative, data in files.items() if isinstance(data, str)}
    for relative, data in files.items():
        if Path(relative).is_absolute() or ".." in Path(relative).parts:
            continue
        if any(str(parent) in links for parent in Path(relative).parents):
            continue  # never write through a link the task made
        target = scratch / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(data, str):
            target.symlink_to(data)
        else:
            target.write_bytes(data)
    return scratch
