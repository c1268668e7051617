"""The fork server of ``sandbox: bwrap``: one per stage run and hash seed, inside a bubblewrap sandbox.

Started as ``python -s -P -m dynaforge.sandbox_zygote <request fd> <preload,...>`` by
:mod:`dynaforge.sandbox_forkserver`, which sends each task over the request socket. It imports the
heavy libraries once (numpy, sympy, matplotlib, pyvista, ...), then forks one child per task, so no
task pays for those imports again.
It runs no seed-program code itself: each task's child first walls itself off, and only then loads
the program.

Per task, the forked child (trusted code until :func:`_run_task` calls the task's function):

1. makes a new user namespace, then new mount, PID, network, IPC and UTS namespaces;
2. binds its own scratch folder at ``/scratch``, mounts its own ``/tmp`` tmpfs, and covers every
   other task's folder and every program folder it was not given with an empty read-only tmpfs;
3. makes one more user and mount namespace, so the mounts of step 2 are locked: the task cannot
   unmount a cover to reach what is under it;
4. forks PID 1 of the new PID namespace, which sends its credentials to the stage (the kernel gives
   the stage its real PID, for the pids cgroup and the kill) and waits for the go-ahead;
5. PID 1 sets the rlimits, becomes undumpable, drops every capability, sets
   no-new-privileges, enters a Landlock domain of its own where the kernel has Landlock (the shared
   ``/proc`` shows siblings' processes; their own user namespaces and domains keep each task out of
   the others), and forks the task process, which closes every descriptor but its output and runs
   ``sandbox_child.main``. PID 1 reports the task's exit code to the stage, then exits, and the
   kernel kills whatever the task left behind.
"""
from __future__ import annotations

import ctypes
import importlib
import json
import os
import resource
import signal
import socket
import struct
import sys
import traceback

TASKS_MOUNT = "/tasks"          # where the stage's scratch root is mounted in the zygote's sandbox
SCRATCH_MOUNT = "/scratch"

_CLONE_NEWNS, _CLONE_NEWUTS, _CLONE_NEWIPC = 0x00020000, 0x04000000, 0x08000000
_CLONE_NEWUSER, _CLONE_NEWPID, _CLONE_NEWNET = 0x10000000, 0x20000000, 0x40000000
_MS_RDONLY, _MS_NOSUID, _MS_NODEV, _MS_NOEXEC = 1, 2, 4, 8
_MS_REMOUNT, _MS_BIND, _MS_REC, _MS_PRIVATE = 0x20, 0x1000, 0x4000, 0x40000
_PR_SET_PDEATHSIG, _PR_SET_DUMPABLE, _PR_CAPBSET_DROP = 1, 4, 24
_PR_SET_NO_NEW_PRIVS, _PR_CAP_AMBIENT, _PR_CAP_AMBIENT_CLEAR_ALL = 38, 47, 4
_CAPABILITY_VERSION_3 = 0x20080522
# Landlock (Linux 5.13+), where the kernel has it: a domain per task. Tasks share the fork server's
# /proc, so a task can see its siblings' processes there (the ones a task execs are dumpable again).
# Their separate user namespaces already make the kernel refuse ptrace and /proc/<pid>/root, mem or
# environ across tasks; separate Landlock domains refuse the same a second time.
_SYS_LANDLOCK_CREATE_RULESET, _SYS_LANDLOCK_RESTRICT_SELF = 444, 446
_LANDLOCK_CREATE_RULESET_VERSION = 1
_LANDLOCK_ACCESS_FS_MAKE_CHAR, _LANDLOCK_ACCESS_FS_MAKE_BLOCK = 1 << 6, 1 << 11
_LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET, _LANDLOCK_SCOPE_SIGNAL = 1, 2
_SYS_CAPSET = {"x86_64": 126, "aarch64": 91}

_libc = ctypes.CDLL(None, use_errno=True)


def _check(result: int, what: str) -> None:
    if result != 0:
        errno = ctypes.get_errno()
        raise OSError(errno, f"{what}: {os.strerror(errno)}")


def _write(path: str, text: str) -> None:
    fd = os.open(path, os.O_WRONLY)
    try:
        os.write(fd, text.encode())
    finally:
        os.close(fd)


def _new_user_namespace(extra_flags: int) -> None:
    """unshare a user namespace (and ``extra_flags``) in which this process keeps its uid and gid."""
    uid, gid = os.getuid(), os.getgid()
    _check(_libc.unshare(_CLONE_NEWUSER | extra_flags), "unshare")
    try:
        _write("/proc/self/setgroups", "deny")
    except FileNotFoundError:
        pass
    _write("/proc/self/uid_map", f"{uid} {uid} 1")
    _write("/proc/self/gid_map", f"{gid} {gid} 1")


def _mount(source: str | None, target: str, fstype: str | None, flags: int, data: str | None = None) -> None:
    encode = (lambda s: None if s is None else s.encode())
    _check(_libc.mount(encode(source), encode(target), encode(fstype), flags, encode(data)), f"mount {target}")


def _wall_off(request: dict) -> None:
    """Steps 1 to 3 of the module docstring, for the task described by ``request``."""
    _new_user_namespace(0)
    _check(_libc.unshare(_CLONE_NEWNS | _CLONE_NEWPID | _CLONE_NEWNET | _CLONE_NEWIPC | _CLONE_NEWUTS), "unshare")
    _mount(None, "/", None, _MS_REC | _MS_PRIVATE)
    _mount(f"{TASKS_MOUNT}/{request['scratch']}", SCRATCH_MOUNT, None, _MS_BIND)
    own = request["readable"]
    _cover("/tmp", own, _MS_NOSUID | _MS_NODEV, f"size={request['tmp_bytes']},mode=1777", read_only=False)
    for path in [TASKS_MOUNT, *request["hidden"]]:
        if os.path.isdir(path):  # not already gone under a cover (the new /tmp)
            _cover(path, own, _MS_NOSUID | _MS_NODEV | _MS_NOEXEC, "size=64k,mode=755", read_only=True)
    _new_user_namespace(_CLONE_NEWNS)


def _cover(path: str, own: list[str], flags: int, options: str, read_only: bool) -> None:
    """Mount a new tmpfs over ``path``, with the task's own folders under it bound back in."""
    keep = [folder for folder in own if folder.startswith(os.path.join(path, ""))]
    kept = [os.open(folder, os.O_PATH | os.O_DIRECTORY) for folder in keep]
    _mount("tmpfs", path, "tmpfs", flags, options)
    for folder, fd in zip(keep, kept):
        os.makedirs(folder, exist_ok=True)
        _mount(f"/proc/self/fd/{fd}", folder, None, _MS_BIND | _MS_REC)
        os.close(fd)
    if read_only:
        _mount(None, path, None, _MS_REMOUNT | _MS_RDONLY | flags)


def _landlock_abi() -> int:
    """The Landlock ABI version this kernel offers (0: none)."""
    version = _libc.syscall(_SYS_LANDLOCK_CREATE_RULESET, None, 0, _LANDLOCK_CREATE_RULESET_VERSION)
    return max(version, 0)


def _enter_landlock_domain() -> None:
    """Put this process and all it starts in a new Landlock domain, where the kernel has Landlock: no
    ptrace or /proc access to any process outside it, no signals or abstract sockets out of it (ABI 6+),
    no device nodes made."""
    abi = _landlock_abi()
    if abi < 1:
        return
    scoped = _LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET | _LANDLOCK_SCOPE_SIGNAL if abi >= 6 else 0
    attr = struct.pack("QQQ", _LANDLOCK_ACCESS_FS_MAKE_CHAR | _LANDLOCK_ACCESS_FS_MAKE_BLOCK, 0, scoped)
    size = 24 if abi >= 6 else 16 if abi >= 4 else 8
    ruleset = _libc.syscall(_SYS_LANDLOCK_CREATE_RULESET, attr[:size], size, 0)
    if ruleset < 0:
        _check(-1, "landlock_create_ruleset")
    try:
        _check(_libc.syscall(_SYS_LANDLOCK_RESTRICT_SELF, ruleset, 0), "landlock_restrict_self")
    finally:
        os.close(ruleset)


def _drop_privileges(limits: dict) -> None:
    """Step 5 up to running the task: limits, undumpable, no capabilities, no new privileges."""
    memory = limits["memory_bytes"]
    resource.setrlimit(resource.RLIMIT_DATA, (memory, memory))
    resource.setrlimit(resource.RLIMIT_FSIZE, (limits["file_bytes"], limits["file_bytes"]))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    _check(_libc.prctl(_PR_SET_DUMPABLE, 0, 0, 0, 0), "prctl(DUMPABLE)")
    _check(_libc.prctl(_PR_CAP_AMBIENT, _PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0), "prctl(CAP_AMBIENT)")
    last_cap = int(open("/proc/sys/kernel/cap_last_cap").read())
    for cap in range(last_cap + 1):
        _check(_libc.prctl(_PR_CAPBSET_DROP, cap, 0, 0, 0), "prctl(CAPBSET_DROP)")
    header = struct.pack("Ii", _CAPABILITY_VERSION_3, 0)
    data = bytes(24)  # two __user_cap_data_struct of (effective, permitted, inheritable), all empty
    _check(_libc.syscall(_SYS_CAPSET[os.uname().machine], header, data), "capset")
    _check(_libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "prctl(NO_NEW_PRIVS)")
    _enter_landlock_domain()


def _init(control: socket.socket, output_fd: int, limits: dict) -> None:
    """PID 1 of the task's namespace (step 4): once the stage says go, drop privileges, run the task as
    its child (PID 1 ignores signals it has no handler for, so ``abort`` could not end it), and report
    the task's exit code. Its own exit kills whatever the task left behind. Never returns."""
    try:
        _check(_libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0), "prctl(PDEATHSIG)")
        os.setsid()
        control.sendmsg([b"ready"])        # the stage receives this process's host PID with it
        if control.recv(16) != b"go":
            os._exit(1)
        _drop_privileges(limits)
        pid = os.fork()
        if pid == 0:
            _run_task(output_fd)
        os.close(output_fd)
        _, status = os.waitpid(pid, 0)
        control.send(f"exit {os.waitstatus_to_exitcode(status)}".encode())
    except BaseException:  # noqa: BLE001 - the parent reports this process's own exit
        os._exit(1)
    os._exit(0)


def _run_task(output_fd: int) -> None:
    """The task (step 5 from its descriptors on): run ``sandbox_child.main``; never returns."""
    code = 1
    try:
        null = os.open("/dev/null", os.O_RDONLY)
        os.dup2(null, 0)
        os.dup2(output_fd, 1)
        os.dup2(output_fd, 2)
        os.closerange(3, resource.getrlimit(resource.RLIMIT_NOFILE)[0])
        os.chdir(SCRATCH_MOUNT)
        from dynaforge import sandbox_child

        sandbox_child.main(SCRATCH_MOUNT)
        code = 0
    except BaseException:  # noqa: BLE001 - the stage reads the output's tail
        traceback.print_exc()
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:  # noqa: BLE001
                pass
        os._exit(code)


def _serve_one(request: dict, output_fd: int, control: socket.socket) -> None:
    """In the forked child: wall off, start the task's PID 1, and report its exit code should it not
    report the task's (killed by the stage, or failed before the task ran); never returns."""
    try:
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        _check(_libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0), "prctl(PDEATHSIG)")
        _wall_off(request)
        pid = os.fork()
        if pid == 0:
            _init(control, output_fd, request["limits"])
        os.close(output_fd)
        code = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
        if code != 0:
            control.send(f"exit {code}".encode())
    except BaseException as exc:  # noqa: BLE001 - a failed set-up is reported, never run past
        try:
            control.send(f"error {type(exc).__name__}: {exc}"[:2000].encode())
        except OSError:
            pass
    os._exit(0)


def _thread_count() -> int:
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("Threads:"))


def serve(request_fd: int, preload: list[str]) -> None:
    """Import ``preload``, then fork a walled-off task process for each request until the stage hangs up."""
    for name in preload:
        importlib.import_module(name)
    threads = _thread_count()
    if threads != 1:  # a fork copies only the forking thread: locks the others held would stay held
        raise RuntimeError(f"importing {', '.join(preload)} started {threads - 1} thread(s): cannot fork safely")
    requests = socket.socket(fileno=request_fd)
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # children are reaped by the kernel
    requests.send(b"ready")
    while True:
        message, fds, _, _ = socket.recv_fds(requests, 1 << 16, 2)
        if not message:
            return
        output_fd, control_fd = fds
        if os.fork() == 0:
            requests.close()
            _serve_one(json.loads(message), output_fd, socket.socket(fileno=control_fd))
        os.close(output_fd)
        os.close(control_fd)


if __name__ == "__main__":
    serve(int(sys.argv[1]), [name for name in sys.argv[2].split(",") if name])
