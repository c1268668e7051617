"""The stage's side of ``sandbox: bwrap``'s fork server (:mod:`dynaforge.sandbox_zygote`, which runs inside).

:func:`dynaforge.sandbox.run_contained` starts a :class:`ForkServer` per hash seed and home, and each
task with :func:`start_forked`. Kept apart from :mod:`dynaforge.sandbox` because every contained task
imports that module, and its imports are part of every program's cache key.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Iterable

from .sandbox import (INTERPRETER_FLAGS, SCRATCH_MOUNT, Limits, Task, _bwrap_argv, _copy_regular_files, _kill,
                      _kill_group, _new_scratch, _pids_group, _Running, _task_env, pids_root)
from .sandbox_zygote import TASKS_MOUNT

FORK_SERVER_START_S = 300  # how long a fork server may take to import its libraries


class ForkServer:
    """A fork server (:mod:`dynaforge.sandbox_zygote`) in a bwrap sandbox of its own, serving the
    tasks of one hash seed and home: it imports ``sandbox_child`` and ``preload`` once, can read every
    folder in ``readable``, and has the whole of ``scratch_root`` mounted at ``/tasks``; each task's
    child hides all of that but its own."""

    def __init__(self, hash_seed: int, home: Path | None, readable: Iterable[Path], scratch_root: Path,
                 limits: Limits, preload: Iterable[str]):
        self.readable = tuple(sorted({Path(p) for p in readable}))
        self.folder = Path(tempfile.mkdtemp(prefix="zygote-", dir=scratch_root))
        self.folder.chmod(0o755)
        if home is not None:
            _copy_regular_files(Path(home), self.folder)
        self.requests, inside = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        command = _bwrap_argv(self.folder, self.readable, limits) + [
            "--bind", str(scratch_root), TASKS_MOUNT, "--", sys.executable, *INTERPRETER_FLAGS,
            "-m", "dynaforge.sandbox_zygote", str(inside.fileno()), ",".join(["dynaforge.sandbox_child", *preload])]
        log_path = self.folder / "zygote.log"
        with open(log_path, "wb") as log:
            self.proc = subprocess.Popen(command, env=_task_env(Path(SCRATCH_MOUNT), hash_seed, "/tmp"),
                                         cwd=self.folder, stdin=subprocess.DEVNULL, stdout=log,
                                         stderr=subprocess.STDOUT, start_new_session=True,
                                         pass_fds=(inside.fileno(),))
        inside.close()
        self.requests.settimeout(FORK_SERVER_START_S)
        try:
            ready = self.requests.recv(16)
        except OSError:
            ready = b""
        if ready != b"ready":
            tail = log_path.read_text(errors="replace").strip().splitlines()[-3:]
            self.close()
            raise RuntimeError(f"the sandbox's fork server did not start: {' | '.join(tail) or 'no output'}")
        self.requests.settimeout(None)

    def fork(self, task: Task, scratch: Path, limits: Limits) -> tuple[int, socket.socket]:
        """Ask for a walled-off child running ``task`` in ``scratch``: (its output, its control socket)."""
        own = [str(path) for path in task.readable]
        request = {"scratch": scratch.name, "readable": own,
                   "hidden": [str(path) for path in self.readable if str(path) not in own],
                   "tmp_bytes": limits.writable_mb << 20,
                   "limits": {"memory_bytes": limits.memory_mb << 20, "file_bytes": limits.max_file_mb << 20}}
        output, output_end = os.pipe()
        control, control_end = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        control.setsockopt(socket.SOL_SOCKET, socket.SO_PASSCRED, 1)  # the child's PID comes with its messages
        try:
            socket.send_fds(self.requests, [json.dumps(request).encode()], [output_end, control_end.fileno()])
        except OSError:
            os.close(output)
            control.close()
            raise
        finally:
            os.close(output_end)
            control_end.close()
        return output, control

    def close(self) -> None:
        self.requests.close()  # the server exits when its request socket closes
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            _kill_group(self.proc.pid)
            self.proc.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


def start_forked(task: Task, server: ForkServer, limits: Limits, scratch_root: Path) -> _Running:
    """Start ``task`` as a child of ``server``; it runs once the stage has its PID (see :func:`take_message`)."""
    scratch = _new_scratch(task, scratch_root)
    try:
        output, control = server.fork(task, scratch, limits)
    except OSError:
        shutil.rmtree(scratch, ignore_errors=True)
        raise
    os.set_blocking(output, False)
    control.setblocking(False)
    return _Running(task, scratch, time.monotonic(), os.fdopen(output, "rb", buffering=0), control=control,
                    pids_group=_pids_group(pids_root(), scratch, limits))


_CREDENTIALS = struct.Struct("iII")  # struct ucred: pid, uid, gid


def take_message(run: _Running) -> bool:
    """Take a message from a fork server's child: its task process is ready (with the PID the kernel
    gives it here: it joins its pids cgroup, then may run), it exited, or its set-up failed.
    False once the child has hung up."""
    try:
        message, ancillary, _, _ = run.control.recvmsg(4096, socket.CMSG_SPACE(_CREDENTIALS.size))
    except BlockingIOError:
        return True
    except OSError:
        message, ancillary = b"", []
    if message == b"ready":
        pid = next(_CREDENTIALS.unpack(data[:_CREDENTIALS.size])[0] for level, kind, data in ancillary
                   if level == socket.SOL_SOCKET and kind == socket.SCM_CREDENTIALS)
        try:
            run.pidfd = os.pidfd_open(pid)
            if run.pids_group is not None:
                (run.pids_group / "cgroup.procs").write_text(str(pid))
            if not run.killed_for:
                run.control.send(b"go")
        except OSError as exc:
            run.setup_error = f"its process could not be limited ({exc})"
        if run.killed_for or run.setup_error:
            _kill(run)
    elif message.startswith(b"exit "):
        run.code = int(message[5:]) if run.code is None else run.code
    elif message.startswith(b"error "):
        run.setup_error, run.code = message[6:].decode("utf-8", "replace"), 1
    elif not message:
        if run.code is None:
            run.setup_error, run.code = "the sandbox's fork server stopped", -signal.SIGKILL
        return False
    return True
