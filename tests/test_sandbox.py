"""The sandbox's guarantees, one by one, with small shell commands as the untrusted code (fast).

The whole-build attack (hostile seed programs through `dvc repro`) is tests/test_containment.py.
"""
import os
import shutil
import subprocess
import sys
import time

import pytest

from dynaforge import sandbox
from dynaforge.config import ROOT
from dynaforge.sandbox import Limits, SandboxUnavailable, Task, check_available, run_contained

SECRET = "sandbox-test-SECRET-91d2"


def bwrap_or_skip():
    """bubblewrap is part of the set-up (scripts/setup.sh): a machine without it fails these tests."""
    try:
        check_available("bwrap")
    except SandboxUnavailable as exc:
        pytest.fail(str(exc))


def shell(command: str, tmp_path, kind: str = "bwrap", fork_server: bool = False, **limits):
    """Run ``command`` contained; the outcome (``value`` is its output)."""
    task = Task("t", "subprocess.getoutput", {"cmd": command})
    outcome = run_contained([task], jobs=1, limits=Limits(**{"timeout_s": 20, **limits}), kind=kind,
                            scratch_root=tmp_path, desc="t", progress=False, fork_server=fork_server)["t"]
    shutil.rmtree(outcome.scratch, ignore_errors=True)
    return outcome


@pytest.fixture(params=[False, True], ids=["exec", "fork"])
def fork_server(request):
    """Each bwrap guarantee holds for a task started as a new interpreter and for one forked from
    the fork server (the default when a stage runs more than one task)."""
    return request.param


# (kind, fork_server) for the tests that also run without bwrap
LAUNCHES = pytest.mark.parametrize("kind,fork", [("bwrap", False), ("bwrap", True), ("process", False)],
                                   ids=["bwrap-exec", "bwrap-fork", "process"])


@pytest.fixture
def secret_env(monkeypatch):
    monkeypatch.setenv("HF_TOKEN", SECRET)
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", SECRET)


@LAUNCHES
def test_the_environment_is_the_allow_list_only(secret_env, tmp_path, kind, fork):
    if kind == "bwrap":
        bwrap_or_skip()
    out = shell("env; cat /proc/1/environ /proc/self/environ", tmp_path, kind, fork)
    assert out.ok and SECRET not in out.value
    names = {line.split("=", 1)[0] for line in out.value.splitlines() if "=" in line}
    assert "HF_TOKEN" not in names and "PATH" in names


def test_no_network(tmp_path, fork_server):
    bwrap_or_skip()
    out = shell(f"{sys.executable} -c 'import socket; socket.create_connection((\"1.1.1.1\", 53), timeout=2)' 2>&1",
                tmp_path)
    assert "Network is unreachable" in out.value


def test_the_project_is_invisible_and_the_system_read_only(tmp_path, fork_server):
    bwrap_or_skip()
    out = shell(f"ls {ROOT}/data {ROOT}/reviews 2>&1; touch {ROOT}/dynaforge/x /usr/x 2>&1; "
                "touch /scratch/mine && echo wrote-scratch", tmp_path, fork_server=fork_server)
    assert out.value.count("No such file or directory") == 2
    assert out.value.count("Read-only file system") == 2
    assert "wrote-scratch" in out.value
    assert not (ROOT / "dynaforge" / "x").exists()


def test_the_time_limit_kills_the_whole_process_tree(tmp_path, fork_server):
    bwrap_or_skip()
    marker = "sandbox-orphan-5c1e"
    out = shell(f"setsid sh -c 'sleep 600; echo {marker}' & sleep 600", tmp_path, fork_server=fork_server,
                timeout_s=1)
    assert not out.ok and "timed out after 1 s" in out.error
    # the kernel kills the rest of the PID namespace asynchronously: give it a moment under load
    deadline = time.monotonic() + 5
    while (left := [p for p in os.listdir("/proc") if p.isdigit() and _cmdline_has(p, marker)]) \
            and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not left


def test_printing_past_the_cap_stops_the_program(tmp_path, fork_server):
    bwrap_or_skip()
    task = Task("t", "os.system", {"command": "yes"})
    out = run_contained([task], jobs=1, limits=Limits(timeout_s=20, max_output_kb=64), kind="bwrap",
                        scratch_root=tmp_path, desc="t", progress=False, fork_server=fork_server)["t"]
    assert not out.ok and "printed more than 64 KB" in out.error


def test_memory_over_the_limit_fails_the_program(tmp_path, fork_server):
    bwrap_or_skip()
    task = Task("t", "numpy.ones", {"shape": 300 * 1024 * 1024 // 8})
    out = run_contained([task], jobs=1, limits=Limits(timeout_s=20, memory_mb=200), kind="bwrap",
                        scratch_root=tmp_path, desc="t", progress=False, fork_server=fork_server)["t"]
    assert not out.ok and "MemoryError" in out.error


def test_a_missing_bwrap_is_a_clear_error_naming_the_fallback(monkeypatch):
    monkeypatch.setattr(sandbox.shutil, "which", lambda name: None)
    with pytest.raises(SandboxUnavailable, match="limits.sandbox: process"):
        check_available("bwrap")
    with pytest.raises(SandboxUnavailable, match="must be one of"):
        check_available("docker")


def _cmdline_has(pid: str, text: str) -> bool:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            return text.encode() in handle.read()
    except OSError:
        return False


def test_tmp_is_a_bounded_tmpfs(tmp_path, fork_server):
    bwrap_or_skip()
    out = shell("dd if=/dev/zero of=/tmp/fill bs=1M count=64 2>&1; echo exit=$?", tmp_path, fork_server=fork_server,
                writable_mb=16)
    assert out.ok and "No space left on device" in out.value and "exit=1" in out.value


def test_filling_the_scratch_folder_is_stopped(tmp_path, fork_server):
    bwrap_or_skip()
    out = shell("for i in $(seq 1 400); do head -c 1048576 /dev/zero > /scratch/f$i; done; sleep 5", tmp_path,
                fork_server=fork_server, writable_mb=16, max_file_mb=4)
    assert not out.ok and "wrote more than 16 MB into its folder (limits.writable_mb)" in out.error


FORK_BOMB = """
import os, time
forked = 0
for i in range(60):
    try:
        pid = os.fork()
    except OSError as exc:
        print("refused", exc.errno)
        break
    if pid == 0:
        os.close(1); os.close(2); time.sleep(30); os._exit(0)
    forked += 1
print("forked", forked)
"""


def test_the_process_count_is_bounded(tmp_path, fork_server):
    bwrap_or_skip()
    if sandbox.pids_root() is None:
        pytest.fail("no writable pids cgroup on this machine: the process-count limit cannot be enforced")
    out = shell(f"{sys.executable} - <<'PY'{FORK_BOMB}PY", tmp_path, fork_server=fork_server, max_processes=20)
    assert out.ok, out.error
    assert "refused 11" in out.value and int(out.value.split("forked ")[1]) < 20   # EAGAIN from the pids cgroup
    assert not any(p.name.startswith(f"dynaforge-{os.getpid()}-") for p in sandbox.pids_root().iterdir())


@LAUNCHES
def test_a_native_crash_is_named_with_its_signal_and_python_frame(tmp_path, kind, fork):
    """A segfault in native code (VTK, Mesa, OpenCV) is a crash, not a Python error: the outcome says
    so (the render stage retries such a task once and reports it) and names where it happened."""
    if kind == "bwrap":
        bwrap_or_skip()
    task = Task("t", "ctypes.string_at", {"ptr": 0})   # reads address 0: SIGSEGV
    outcome = run_contained([task], jobs=1, limits=Limits(timeout_s=20), kind=kind, scratch_root=tmp_path,
                            desc="t", progress=False, fork_server=fork)["t"]
    assert not outcome.ok and outcome.crashed
    assert "signal SIGSEGV" in outcome.error and "crashed at File" in outcome.error and "ctypes" in outcome.error


def test_a_task_changes_only_its_own_copy_of_its_home(tmp_path, fork_server):
    bwrap_or_skip()
    home = tmp_path / "home"
    (home / ".cache" / "mesa").mkdir(parents=True)
    (home / ".cache" / "mesa" / "index").write_text("warm")
    os.symlink("/etc/hostname", home / ".cache" / "link")  # a link is not followed into the task
    tasks = [Task(i, "subprocess.getoutput", {"cmd": "cat .cache/mesa/index; echo; ls .cache; echo cold > .cache/mesa/index"},
                  home=home) for i in range(2)]
    outcomes = run_contained(tasks, jobs=2, limits=Limits(timeout_s=20), kind="bwrap", scratch_root=tmp_path / "s",
                             desc="t", progress=False, fork_server=fork_server)
    for outcome in outcomes.values():
        assert outcome.ok and outcome.value.split() == ["warm", "mesa"], outcome.value
        assert (outcome.scratch / ".cache" / "mesa" / "index").read_text() == "cold\n"
    assert (home / ".cache" / "mesa" / "index").read_text() == "warm"


HASH_PROGRAM = '''from dynaforge.sdk import IntRange, Levels, Number, SeedProgram, seed_program


@seed_program(id="hash_seeded", topic="arithmetic", level="elementary", difficulty="easy",
              question_type="numeric", concepts=["plane_figures/triangles/angle_sum"], source="test",
              variations=["numeric_values"])
class HashSeeded(SeedProgram):
    levels = Levels(standard=dict(a=IntRange(1, 10**6)), hard=dict(a=IntRange(1, 10**9)), hard_means="more digits")

    def sample(self, rng, space):
        return {"a": hash("dynaforge") % 10**6 + 1}

    def question(self, p):
        return "What is a?"

    def description(self, p):
        return f"a = {p['a']}"

    def answer(self, p):
        return Number(p["a"])

    verify = answer

    def draw(self, p, ax, hide=()):
        ax.text(0.5, 0.5, str(p["a"]))
'''


@LAUNCHES
def test_a_task_runs_under_its_hash_seed(tmp_path, kind, fork):
    """Instantiate's determinism check compares runs under two named hash seeds, and a render runs
    under seed 0: the interpreter must take the seed the task names, not a random one."""
    if kind == "bwrap":
        bwrap_or_skip()
    program = tmp_path / "programs" / "hash_seeded.py"
    program.parent.mkdir()
    program.write_text(HASH_PROGRAM)
    expected = {seed: int(subprocess.run([sys.executable, "-c", 'print(hash("dynaforge") % 10**6 + 1)'],
                                         env={**os.environ, "PYTHONHASHSEED": str(seed)}, capture_output=True,
                                         text=True, check=True).stdout) for seed in (1, 2)}
    assert expected[1] != expected[2]
    tasks = [Task((seed, i), "dynaforge.pipeline.instantiate.instantiate_program",
                  {"path": str(program), "salt": "s", "seeds": 1, "levels": ["standard"]},
                  readable=(program.parent,), hash_seed=seed) for seed in (1, 2) for i in range(2)]
    outcomes = run_contained(tasks, jobs=2, limits=Limits(timeout_s=60), kind=kind, scratch_root=tmp_path / "s",
                             desc="t", progress=False, fork_server=fork)
    for (seed, i), outcome in outcomes.items():
        assert outcome.ok, outcome.error
        [record] = outcome.value
        assert record["givens"]["a"] == expected[seed], (seed, i, record["givens"])


def test_the_interpreter_keeps_isolated_modes_guards(tmp_path, fork_server):
    """Dropping -E (for the hash seed) keeps the rest of -I: no user site-packages, the writable
    folder not on sys.path, no bytecode written; the environment is the allow-list, so -E has nothing to drop."""
    bwrap_or_skip()
    probe = tmp_path / "probe" / "probe.py"
    probe.parent.mkdir()
    probe.write_text("import os, sys\n"
                     "raise RuntimeError(f'probe {sys.flags.no_user_site} {sys.flags.dont_write_bytecode} '\n"
                     "                   f'{sorted({os.path.realpath(p or \".\") for p in sys.path} & {os.getcwd()})}')\n")
    task = Task("t", "runpy.run_path", {"path_name": str(probe)}, readable=(probe.parent,))
    outcome = run_contained([task], jobs=1, limits=Limits(timeout_s=20), kind="bwrap", scratch_root=tmp_path / "s",
                            desc="t", progress=False, fork_server=fork_server)["t"]
    assert not outcome.ok and "RuntimeError: probe 1 1 []" in outcome.error, outcome.error


SIBLING_ATTACK = """
import os, time
marker = "sibling-" + "victim-7f3"   # built here, so this process's own command line does not hold it
seen = []
for _ in range(50):
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if marker.encode() in open(f"/proc/{pid}/cmdline", "rb").read():
                seen.append(pid)
        except OSError:
            pass
    if seen:
        break
    time.sleep(0.1)
for pid in seen[:1]:
    for attempt in (lambda: open(f"/proc/{pid}/root/scratch/result.json", "w").write("tampered"),
                    lambda: open(f"/proc/{pid}/environ", "rb").read(),
                    lambda: os.listdir(f"/proc/{pid}/root/scratch"),
                    lambda: open(f"/proc/{pid}/mem", "rb").read(1)):
        try:
            attempt()
            print("reached")
        except OSError as exc:
            print("refused", exc.errno)
print("seen", len(seen))
"""


def test_a_task_cannot_reach_a_sibling_task(tmp_path, fork_server):
    """Forked tasks share the fork server's /proc, so a task can see a sibling's processes there (the
    ones it execs are dumpable again); their Landlock domains must still refuse every way in."""
    bwrap_or_skip()
    attack = tmp_path / "attack" / "attack.py"
    attack.parent.mkdir()
    attack.write_text(SIBLING_ATTACK)
    tasks = [Task("victim", "subprocess.getoutput", {"cmd": "bash -c 'exec -a sibling-victim-7f3 sleep 6'"}),
             Task("attacker", "subprocess.getoutput", {"cmd": f"{sys.executable} {attack}"}, readable=(attack.parent,))]
    outcomes = run_contained(tasks, jobs=2, limits=Limits(timeout_s=30), kind="bwrap", scratch_root=tmp_path / "s",
                             desc="t", progress=False, fork_server=fork_server)
    assert outcomes["victim"].ok and outcomes["attacker"].ok, (outcomes["victim"].error, outcomes["attacker"].error)
    out = outcomes["attacker"].value
    assert "reached" not in out
    if fork_server:   # the attack really ran: it found the victim, and was refused four times
        assert "seen 0" not in out and out.count("refused 13") == 4, out
    assert not (outcomes["victim"].scratch / "result.json").read_text().startswith("tampered")


def test_a_forked_task_sees_only_its_own_folders(tmp_path):
    """The fork server can read every task's program folder and scratch folder; each task only its own."""
    bwrap_or_skip()
    folders = [tmp_path / name for name in ("batch_a", "batch_b")]
    for folder in folders:
        folder.mkdir()
        (folder / "program.py").write_text("x = 1\n")
    probe = "ls /tasks; cat {mine}/program.py; ls {other} 2>&1; ls {other}/program.py 2>&1"
    tasks = [Task(i, "subprocess.getoutput", {"cmd": probe.format(mine=folders[i], other=folders[1 - i])},
                  readable=(folders[i],)) for i in (0, 1)]
    outcomes = run_contained(tasks, jobs=2, limits=Limits(timeout_s=20), kind="bwrap", scratch_root=tmp_path / "s",
                             desc="t", progress=False, fork_server=True)
    for outcome in outcomes.values():
        assert outcome.ok, outcome.error
        assert outcome.value.splitlines()[0] == "x = 1", outcome.value   # /tasks is empty, its program readable
        assert "No such file or directory" in outcome.value.splitlines()[-1], outcome.value


def _fork_servers_of(pid: int) -> list[int]:
    """The bwrap processes of this process's fork servers."""
    found = []
    for entry in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{entry}/stat") as handle:
                parent = int(handle.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        if parent == pid and _cmdline_has(entry, "dynaforge.sandbox_zygote"):
            found.append(int(entry))
    return found


def test_a_fork_server_killed_from_outside_fails_only_the_task_it_was_running(tmp_path):
    """Should the fork server die (the OOM killer, an operator), its running task fails, named, and the
    next tasks get a new server."""
    bwrap_or_skip()
    tasks = [Task(i, "subprocess.getoutput", {"cmd": "sleep 3; echo done"}) for i in range(3)]
    killed = []

    def kill_the_first_server():
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            servers = _fork_servers_of(os.getpid())
            # a task folder is made once the server is up, just before its first task is forked
            if servers and any((tmp_path / "s").glob("task-*")):
                time.sleep(1)   # that task is running its sleep
                os.kill(servers[0], 9)
                killed.append(servers[0])
                return
            time.sleep(0.05)

    import threading

    killer = threading.Thread(target=kill_the_first_server)
    killer.start()
    outcomes = run_contained(tasks, jobs=1, limits=Limits(timeout_s=30), kind="bwrap", scratch_root=tmp_path / "s",
                             desc="t", progress=False, fork_server=True)
    killer.join()
    assert killed
    assert not outcomes[0].ok and "fork server stopped" in outcomes[0].error, outcomes[0].error
    assert [outcomes[i].value for i in (1, 2)] == ["done", "done"], [outcomes[i].error for i in (1, 2)]
    assert not _fork_servers_of(os.getpid())
