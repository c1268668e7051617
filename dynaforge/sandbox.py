"""Run untrusted seed-program code contained: each task in a fresh, locked-down process.

A seed program comes from a contributor's pull request, so the stages treat it as hostile. Every
task (one program's instantiation or rendering) runs as a new process, never a fork of the stage:
a fork would inherit the stage's memory, whose environment block still holds ``HF_TOKEN``.

What a task gets, with ``sandbox: bwrap`` (bubblewrap, Linux user namespaces; the default):

- an environment built from an explicit allow-list (``ALLOWED_ENV``), nothing from the stage's;
- no network (a new network namespace with only a loopback device);
- a read-only view of the system, the Python installation and the ``dynaforge`` package, and of
  its own batch folder; nothing else of the project (no ``data/``, ``reviews/``, ``.dvc/``, home);
- one writable folder, its scratch directory, mounted at ``/scratch``; its result is a file there
  that the stage reads, checks and writes into the outputs itself;
- its own PID namespace: it cannot see or signal the stage, and when the task's first process
  ends, or the time limit kills it, the kernel kills every process it left behind;
- resource limits (``setrlimit``): data memory, file size, core dumps; plus a wall-clock limit
  and a cap on what it may print.

With ``sandbox: process`` (for machines without user namespaces, e.g. some containers) a task
gets the same clean environment, limits, scratch working directory, and its own process group
that is killed at the limit, but no filesystem, network or PID isolation: a hostile program could
read or write what the user running the build can. The README states which guarantees hold where.
"""
from __future__ import annotations

import json
import os
import resource
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Hashable, Iterable

from .config import ROOT
from .sandbox_child import STATUS_FILE

PACKAGE_DIR = Path(__file__).resolve().parent
SANDBOX_KINDS = ("bwrap", "process")
RESULT_FILE = "result.json"
TASK_FILE = "task.json"
SCRATCH_MOUNT = "/scratch"
# The only environment a task sees. Thread counts are pinned so results do not depend on the
# machine's core count, and so a task cannot fan out over every core.
ALLOWED_ENV = {
    "PATH": "/usr/local/bin:/usr/bin:/bin",
    "LANG": "C.UTF-8",
    "LC_ALL": "C.UTF-8",
    "MPLBACKEND": "Agg",
    "PYVISTA_OFF_SCREEN": "true",
    "VTK_DEFAULT_OPENGL_WINDOW": "vtkEGLRenderWindow",
    "OMP_NUM_THREADS": "1",
    "OPENBLAS_NUM_THREADS": "1",
    "MKL_NUM_THREADS": "1",
    "NUMEXPR_NUM_THREADS": "1",
    "PYTHONNOUSERSITE": "1",
    "PYTHONDONTWRITEBYTECODE": "1",
    "HF_HUB_OFFLINE": "1",
    "HF_DATASETS_OFFLINE": "1",
}
# Isolated mode (-I) without its -E: the environment is the allow-list above, and -E would drop its
# PYTHONHASHSEED (every task would run under a random hash seed, whatever ``Task.hash_seed`` says).
# -s: no user site-packages; -P (3.11+): the scratch folder is not put on sys.path (on 3.10 it is,
# holding only what the stage wrote there before the task started).
INTERPRETER_FLAGS = ("-s", "-P") if sys.version_info >= (3, 11) else ("-s",)
_SYSTEM_DIRS = ("/usr", "/etc/fonts", "/etc/ld.so.cache", "/etc/alternatives", "/etc/glvnd",
                "/etc/localtime", "/opt")


class SandboxUnavailable(RuntimeError):
    """The configured sandbox cannot run on this machine; the message says what to do."""


@dataclass(frozen=True)
class Limits:
    """What one task may use."""

    timeout_s: float
    memory_mb: int = 4096
    max_file_mb: int = 512
    max_output_kb: int = 1024
    writable_mb: int = 1024     # each of /tmp (a tmpfs of this size) and the scratch folder
    max_processes: int = 128    # processes and threads of the task's whole tree (a pids cgroup)

    @classmethod
    def from_params(cls, limits: dict, timeout_key: str) -> "Limits":
        return cls(timeout_s=float(limits[timeout_key]), memory_mb=int(limits.get("memory_mb", 4096)),
                   max_file_mb=int(limits.get("max_file_mb", 512)),
                   max_output_kb=int(limits.get("max_output_kb", 1024)),
                   writable_mb=int(limits.get("writable_mb", 1024)),
                   max_processes=int(limits.get("max_processes", 128)))


@dataclass
class Task:
    """One call ``function(**kwargs)`` (a dotted path) to run contained.

    ``readable`` folders are mounted read-only; ``hash_seed`` sets PYTHONHASHSEED (two runs with
    different seeds expose programs whose output depends on set or dict-of-str ordering). The regular
    files of ``home`` (caches made once by trusted code: matplotlib's font list, Mesa's compiled
    shaders) are copied into the task's own folder before it starts; the task can change only its copy.
    """

    key: Hashable
    function: str
    kwargs: dict
    readable: tuple[Path, ...] = ()
    hash_seed: int = 0
    home: Path | None = None


@dataclass
class Outcome:
    ok: bool
    value: Any = None
    error: str | None = None
    seconds: float = 0.0
    crashed: bool = False          # died by a signal it did not get from the time or output limit
    scratch: Path | None = None    # the task's folder: its files until the caller cleans up
    output_tail: str = ""


@dataclass
class _Running:
    """A started task: its own process (``proc``), or a fork server's child (``control``, ``pidfd``)."""

    task: Task
    scratch: Path
    start: float
    stdout: Any                               # the read end of the task's output
    proc: subprocess.Popen | None = None
    control: Any = None                       # a socket.socket
    pidfd: int | None = None
    code: int | None = None                   # a fork server's child: its exit code, once reported
    setup_error: str | None = None
    output: bytearray = field(default_factory=bytearray)
    output_total: int = 0
    killed_for: str | None = None
    eof: bool = False
    exited_at: float | None = None
    pids_group: Path | None = None
    checked_at: float = 0.0

    def poll(self) -> int | None:
        return self.proc.poll() if self.proc is not None else self.code


def check_available(kind: str) -> None:
    """Raise SandboxUnavailable unless ``kind`` can run tasks here (bwrap is tried once for real)."""
    if kind not in SANDBOX_KINDS:
        raise SandboxUnavailable(f"limits.sandbox must be one of {', '.join(SANDBOX_KINDS)}, got {kind!r}")
    if kind == "process":
        return
    if shutil.which("bwrap") is None:
        raise SandboxUnavailable(
            "bubblewrap (bwrap) is not installed: run scripts/setup.sh (Debian package bubblewrap), "
            "or set limits.sandbox: process in params.yaml to run seed programs without filesystem "
            "and network isolation (see README, 'Containment')")
    probe = subprocess.run(["bwrap", "--unshare-all", "--ro-bind", "/", "/", "true"], env={},
                           capture_output=True, text=True, timeout=30)
    if probe.returncode != 0:
        raise SandboxUnavailable(
            f"bubblewrap cannot create namespaces here ({probe.stderr.strip() or probe.returncode}); "
            "enable unprivileged user namespaces, or set limits.sandbox: process in params.yaml "
            "(weaker: no filesystem or network isolation; see README, 'Containment')")


def _readable_roots() -> list[Path]:
    """What a task must read to run Python with dynaforge: the interpreter, its libraries, the package."""
    roots = {Path(sys.base_prefix), Path(sys.prefix), PACKAGE_DIR}
    for entry in sys.path:
        path = Path(entry or ".").resolve()
        if path.is_dir() and path != ROOT and not str(path).startswith(("/usr/", "/proc")):
            roots.add(path)
    return sorted(p.resolve() for p in roots if p.exists())


def _bwrap_argv(scratch: Path, readable: Iterable[Path], limits: Limits) -> list[str]:
    argv = ["bwrap", "--unshare-all", "--die-with-parent", "--new-session",
            "--proc", "/proc", "--dev", "/dev", "--size", str(limits.writable_mb << 20), "--tmpfs", "/tmp"]
    for name in ("/bin", "/sbin", "/lib", "/lib32", "/lib64"):
        path = Path(name)
        if path.is_symlink():
            argv += ["--symlink", os.readlink(path), name]
        elif path.is_dir():
            argv += ["--ro-bind", name, name]
    for name in _SYSTEM_DIRS:
        if Path(name).exists():
            argv += ["--ro-bind", name, name]
    for path in sorted({*map(Path, readable), *_readable_roots()}):
        argv += ["--ro-bind", str(path), str(path)]
    argv += ["--bind", str(scratch), SCRATCH_MOUNT, "--chdir", SCRATCH_MOUNT]
    return argv


def _set_limits(limits: Limits, pids_group: Path | None):
    def apply() -> None:
        if pids_group is not None:  # before anything else: every process the task starts is counted
            (pids_group / "cgroup.procs").write_text(str(os.getpid()))
        memory = limits.memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_DATA, (memory, memory))
        resource.setrlimit(resource.RLIMIT_FSIZE, (limits.max_file_mb << 20, limits.max_file_mb << 20))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    return apply


def pids_root() -> Path | None:
    """Where per-task pids cgroups can be made (cgroup v2 with the pids controller, or v1's pids
    hierarchy), or None: the process-count limit then cannot be enforced on this machine."""
    candidates = [Path("/sys/fs/cgroup")] if Path("/sys/fs/cgroup/cgroup.controllers").exists() else []
    candidates.append(Path("/sys/fs/cgroup/pids"))
    for base in candidates:
        if base.is_dir() and os.access(base, os.W_OK) and (base / "cgroup.procs").exists():
            if base.name != "pids" and "pids" not in (base / "cgroup.subtree_control").read_text().split():
                continue
            return base
    return None


def _pids_group(root: Path | None, scratch: Path, limits: Limits) -> Path | None:
    """A new pids cgroup for one task, capped at ``limits.max_processes`` (None where unavailable)."""
    if root is None:
        return None
    group = root / f"dynaforge-{os.getpid()}-{scratch.name}"
    try:
        group.mkdir()
        (group / "pids.max").write_text(str(limits.max_processes))
    except OSError:
        return None
    return group


def _remove_group(group: Path | None) -> None:
    """Remove a task's pids cgroup once its processes are gone (the PID namespace kills them)."""
    if group is None:
        return
    for _ in range(50):
        try:
            group.rmdir()
            return
        except OSError:
            time.sleep(0.1)


def _task_env(inside: Path, hash_seed: int, tmp: str) -> dict[str, str]:
    """The whole environment of a task whose folder it sees at ``inside``."""
    return {**ALLOWED_ENV, "HOME": str(inside), "TMPDIR": tmp, "MPLCONFIGDIR": str(inside / ".matplotlib"),
            "PYTHONHASHSEED": str(hash_seed),
            # Mesa finds its shader cache from the passwd entry, not HOME: without this it has none,
            # and recompiles every shader of every frame (renders ~1.7x slower)
            "XDG_CACHE_HOME": str(inside / ".cache"), "MESA_SHADER_CACHE_DIR": str(inside / ".cache" / "mesa")}


def _new_scratch(task: Task, scratch_root: Path) -> Path:
    """The task's own folder under ``scratch_root``: a copy of its home, and its ``task.json``."""
    scratch = Path(tempfile.mkdtemp(prefix="task-", dir=scratch_root))
    scratch.chmod(0o755)
    if task.home is not None:
        _copy_regular_files(Path(task.home), scratch)
    (scratch / TASK_FILE).write_text(json.dumps({"function": task.function, "kwargs": task.kwargs}))
    return scratch


def _start(task: Task, kind: str, limits: Limits, scratch_root: Path) -> _Running:
    """Start ``task`` as a new interpreter (in a bwrap sandbox of its own for ``kind == "bwrap"``)."""
    scratch = _new_scratch(task, scratch_root)
    inside = Path(SCRATCH_MOUNT) if kind == "bwrap" else scratch
    env = _task_env(inside, task.hash_seed, "/tmp" if kind == "bwrap" else str(inside))
    command = [sys.executable, *INTERPRETER_FLAGS, "-m", "dynaforge.sandbox_child", str(inside)]
    if kind == "bwrap":
        command = _bwrap_argv(scratch, task.readable, limits) + ["--"] + command
    group = _pids_group(pids_root(), scratch, limits)
    proc = subprocess.Popen(command, env=env, cwd=scratch, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True, preexec_fn=_set_limits(limits, group))
    os.set_blocking(proc.stdout.fileno(), False)
    return _Running(task, scratch, time.monotonic(), proc.stdout, proc=proc, pids_group=group)


def _copy_regular_files(source: Path, target: Path) -> None:
    """Copy the regular files under ``source`` to the same places under ``target`` (links are skipped)."""
    for folder, _, names in os.walk(source):
        here = Path(folder)
        for name in names:
            path = here / name
            if path.is_file() and not path.is_symlink():
                destination = target / path.relative_to(source)
                destination.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, destination)


def _kill_group(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _kill(running: _Running) -> None:
    """Kill the task with everything it started (a forked task: its PID namespace dies with it)."""
    if running.proc is not None:
        _kill_group(running.proc.pid)
    elif running.pidfd is not None:
        try:
            signal.pidfd_send_signal(running.pidfd, signal.SIGKILL)
        except ProcessLookupError:
            pass
    elif running.code is None:  # not yet running the task: it exits when _finish closes the control socket
        running.code = -signal.SIGKILL


def _finish(running: _Running) -> Outcome:
    if running.proc is not None:
        code = running.proc.wait()
        _kill(running)  # in process mode, whatever the task left behind in its process group
    else:
        code = running.code
        running.control.close()
        if running.pidfd is not None:
            os.close(running.pidfd)
    running.stdout.close()
    _remove_group(running.pids_group)
    seconds = round(time.monotonic() - running.start, 3)
    tail = bytes(running.output).decode("utf-8", "replace")
    result_path = running.scratch / RESULT_FILE
    outcome = Outcome(False, seconds=seconds, scratch=running.scratch, output_tail=tail)
    if running.killed_for:
        outcome.error = running.killed_for + _status(running.scratch)
    elif running.setup_error:
        outcome.error = f"the sandbox could not be set up: {running.setup_error}"
    elif result_path.is_file() and not result_path.is_symlink() and code == 0:
        try:
            result = json.loads(result_path.read_text(encoding="utf-8"))
            outcome.ok = result["status"] == "ok"
            outcome.value = result.get("value")
            outcome.error = None if outcome.ok else str(result.get("error"))[:2000]
        except (ValueError, KeyError, TypeError, UnicodeDecodeError) as exc:
            outcome.error = f"unreadable result ({exc})"
    else:
        outcome.crashed = code < 0 or code > 128
        outcome.error = _death(code, tail)
    return outcome


SCRATCH_CHECK_S = 0.5  # how often a running task's scratch folder is measured
# what is kept of a task's output: enough for a native crash's stack, which faulthandler prints before
# the names of every extension module loaded (a fork server's tasks have all of VTK's)
OUTPUT_TAIL_BYTES = 32768


def _disk_usage(folder: Path) -> int:
    """Bytes allocated under ``folder`` (every file and folder, links not followed)."""
    total = 0
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            try:
                total += os.lstat(os.path.join(root, name)).st_blocks * 512
            except OSError:
                pass
    return total


def _status(scratch: Path) -> str:
    """", while <what the task last reported>" (``sandbox_child.report_status``), or ""."""
    path = scratch / STATUS_FILE
    try:
        if path.is_symlink() or not path.is_file():
            return ""
        with open(path, "rb") as handle:
            text = handle.read(300).decode("utf-8", "replace").strip()
    except OSError:
        return ""
    return f", while {' '.join(text.split())}" if text else ""


def _death(code: int, tail: str) -> str:
    """A one-line reason for a task that ended without a result."""
    signum = -code if code < 0 else code - 128 if code > 128 else 0
    if signum:
        name = signal.Signals(signum).name if signum in signal.Signals._value2member_map_ else str(signum)
        reason = f"process died by signal {name}"
        if signum == signal.SIGXFSZ:
            reason += " (wrote a file larger than limits.max_file_mb)"
    else:
        reason = f"process exited with code {code} without a result"
    lines = [line for line in tail.strip().splitlines() if line.strip()]
    if "MemoryError" in tail:
        reason += " (MemoryError: over limits.memory_mb)"
    stack = next((i for i, line in enumerate(lines) if "most recent call first" in line), None)
    if signum and stack is not None and stack + 1 < len(lines):  # faulthandler's stack (sandbox_child)
        return f"{reason}; crashed at {lines[stack + 1].strip()[:300]}"
    return reason + (f"; last output: {lines[-1][:300]}" if lines else "")


def _read(run: _Running, limits: Limits) -> None:
    """Take what a task printed: keep the tail, kill it past the cap, note end of output."""
    try:
        chunk = os.read(run.stdout.fileno(), 1 << 16)
    except BlockingIOError:
        return
    if not chunk:
        run.eof = True
        return
    run.output_total += len(chunk)
    run.output = (run.output + chunk)[-OUTPUT_TAIL_BYTES:]
    if run.output_total > limits.max_output_kb * 1024 and not run.killed_for:
        run.killed_for = f"printed more than {limits.max_output_kb} KB (limits.max_output_kb)"
        _kill(run)


def run_contained(tasks: Iterable[Task], *, jobs: int, limits: Limits, kind: str, scratch_root: Path,
                  desc: str, progress: bool = True, fork_server: bool | None = None,
                  preload: Iterable[str] = ()) -> dict[Hashable, Outcome]:
    """Run every task contained, at most ``jobs`` at once; an Outcome per task key.

    Each task is killed (with everything it started) after ``limits.timeout_s`` seconds or once it
    has printed more than ``limits.max_output_kb``. The caller reads files from ``outcome.scratch``
    and removes it (``shutil.rmtree``) when done.

    With ``kind == "bwrap"``, tasks are forked from a fork server per hash seed and home, which has
    imported the tasks' modules and ``preload`` once (``fork_server``: by default when there is more
    than one task); otherwise each task is a new interpreter. The guarantees are the same.
    """
    check_available(kind)
    scratch_root = Path(scratch_root)
    scratch_root.mkdir(parents=True, exist_ok=True)
    pending = list(tasks)
    if fork_server is None:
        fork_server = kind == "bwrap" and len(pending) > 1
    elif fork_server and kind != "bwrap":
        raise ValueError("a fork server needs sandbox kind bwrap")
    preload = [*sorted({t.function.rpartition(".")[0] for t in pending}), *preload]
    readable = {Path(path) for task in pending for path in task.readable}
    # here, not at import: every contained task imports this module
    from tqdm import tqdm

    from .sandbox_forkserver import ForkServer, start_forked, take_message

    servers: dict[tuple, ForkServer] = {}
    outcomes: dict[Hashable, Outcome] = {}
    running: list[_Running] = []
    selector = selectors.DefaultSelector()

    def start(task: Task) -> _Running:
        if not fork_server:
            return _start(task, kind, limits, scratch_root)
        server_key = (task.hash_seed, task.home)
        for attempt in range(2):
            if server_key not in servers:
                servers[server_key] = ForkServer(task.hash_seed, task.home, readable, scratch_root, limits, preload)
            try:
                return start_forked(task, servers[server_key], limits, scratch_root)
            except OSError:  # the server is gone (killed from outside): start another, once
                servers.pop(server_key).close()
                if attempt:
                    raise

    bar = tqdm(total=len(pending), desc=desc, unit="task", disable=not progress, leave=True)
    try:
        while pending or running:
            while pending and len(running) < max(1, jobs):
                run = start(pending.pop(0))
                running.append(run)
                selector.register(run.stdout, selectors.EVENT_READ, (run, _read))
                if run.control is not None:
                    selector.register(run.control, selectors.EVENT_READ, (run, None))
            for key, _ in selector.select(timeout=0.2):
                run, handle = key.data
                if handle is _read:
                    _read(run, limits)
                    if run.eof:
                        selector.unregister(key.fileobj)
                elif not take_message(run):
                    selector.unregister(key.fileobj)
            now = time.monotonic()
            for run in list(running):
                if run.exited_at is None and run.poll() is not None:
                    run.exited_at = now
                # done when its output is closed, or soon after it exited (process mode: a child it
                # started in a new session may hold the pipe; _finish kills what it can reach)
                if run.exited_at is not None and (run.eof or now - run.exited_at > 1.0):
                    _unregister(selector, run)
                    running.remove(run)
                    outcomes[run.task.key] = _finish(run)
                    bar.update(1)
                elif now - run.start > limits.timeout_s and not run.killed_for:
                    run.killed_for = f"timed out after {limits.timeout_s:g} s"
                    _kill(run)
                elif now - run.checked_at > SCRATCH_CHECK_S and not run.killed_for:
                    run.checked_at = now
                    if _disk_usage(run.scratch) > limits.writable_mb << 20:
                        run.killed_for = f"wrote more than {limits.writable_mb} MB into its folder (limits.writable_mb)"
                        _kill(run)
    finally:
        for run in running:
            _kill(run)
            _unregister(selector, run)
            if run.proc is not None:
                run.proc.wait()
            elif run.code is None:
                run.code = -signal.SIGKILL
            _finish(run)
            shutil.rmtree(run.scratch, ignore_errors=True)
        for server in servers.values():
            server.close()
        selector.close()
        bar.close()
    return outcomes


def _unregister(selector: selectors.BaseSelector, run: _Running) -> None:
    for stream in (run.stdout, run.control):
        if stream is not None:
            try:
                selector.unregister(stream)
            except (KeyError, ValueError):
                pass
