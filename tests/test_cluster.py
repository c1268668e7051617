"""Contained tasks on a Dask cluster (dynaforge.pipeline.cluster).

The fast tests read Dask's configuration and the shipping rule. The slow ones start a real
LocalCluster of two worker processes and run real seed-program tasks there and here, comparing
outcomes and files byte for byte.
"""
import contextlib
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import cloudpickle
import dask.config
import pytest

from dynaforge.config import PROGRAMS_DIR
from dynaforge.pipeline import cluster
from dynaforge.pipeline.cluster import folder_files, run_on_cluster, run_tasks, scheduler_address
from dynaforge.pipeline.instantiate import RUNS
from dynaforge.sandbox import RESULT_FILE, TASK_FILE, Limits, SandboxUnavailable, Task, check_available, run_contained

# functions of this module sent to workers (client.run) travel by value: workers cannot import it
cloudpickle.register_pickle_by_value(sys.modules[__name__])

SIZES = {"image_size": 160, "video_size": 96, "video_frames": 6, "video_fps": 6}
PROGRAMS = [PROGRAMS_DIR / "plane_geometry" / "triangle_exterior_angle.py",
            PROGRAMS_DIR / "solid_geometry" / "length_distance" / "cuboid_space_diagonal.py"]


def sandbox_kind() -> str:
    try:
        check_available("bwrap")
        return "bwrap"
    except SandboxUnavailable:
        return "process"


@pytest.fixture
def dask_config(monkeypatch):
    """A clean Dask configuration for the test, re-read from the real one afterwards."""
    monkeypatch.delenv("DASK_SCHEDULER_ADDRESS", raising=False)
    yield monkeypatch
    monkeypatch.undo()
    dask.config.refresh()


@pytest.fixture(scope="module")
def dask_cluster():
    """(scheduler address, a client) of a real two-process cluster."""
    from distributed import Client, LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0") as local, \
            Client(local, set_as_default=False) as client:
        client.get_task_stream()  # the scheduler records which worker ran what from now on
        yield local.scheduler_address, client


def instantiate_tasks(files, seeds=2):
    """The tasks instantiate_shard builds for ``files``."""
    return [Task((f.stem, run), "dynaforge.pipeline.instantiate.instantiate_program",
                 {"path": str(f.resolve()), "salt": "cluster-test", "seeds": seeds, "levels": ["standard"]},
                 readable=(f.resolve().parent,), hash_seed=run + 1)
            for f in files for run in range(RUNS)]


def render_tasks(files, records):
    """The tasks render_shard builds for ``files`` with their instantiated ``records``."""
    return [Task(f.stem, "dynaforge.pipeline.render.render_program",
                 {"program_path": str(f.resolve()), "records": records[f.stem],
                  "sizes": SIZES}, readable=(f.resolve().parent,)) for f in files]


def take(outcomes) -> dict:
    """``{key: (ok, value, error, crashed, {file: bytes})}``; removes the scratch folders."""
    taken = {}
    for key, o in outcomes.items():
        files = {str(p.relative_to(o.scratch)): p.read_bytes() for p in sorted(o.scratch.rglob("*"))
                 if p.is_file() and not p.relative_to(o.scratch).parts[0].startswith(".")
                 and p.relative_to(o.scratch).parts[0] not in (TASK_FILE, RESULT_FILE)}
        shutil.rmtree(o.scratch)
        taken[key] = (o.ok, o.value, o.error, o.crashed, files)
    return taken


def both(tasks, dask_cluster, tmp_path, limits: Limits):
    """The tasks' outcomes run here and on the cluster, and the workers that ran the cluster's."""
    address, client = dask_cluster
    run = dict(limits=limits, kind=sandbox_kind(), desc="test", progress=False)
    local = take(run_contained(tasks, jobs=2, scratch_root=tmp_path / "local", **run))
    start = time.time()
    remote = take(run_on_cluster(tasks, address=address, scratch_root=tmp_path / "cluster", **run))
    workers = [t["worker"] for t in client.get_task_stream(start=start) if "_run_on_worker" in t["key"]]
    assert len(workers) == len(tasks) and set(workers) <= set(client.scheduler_info()["workers"])
    assert not list((tmp_path / "cluster").iterdir())
    return local, remote


def test_no_scheduler_unless_configured(dask_config):
    assert scheduler_address() is None


def test_the_environment_names_the_scheduler(dask_config):
    dask_config.setenv("DASK_SCHEDULER_ADDRESS", "tcp://10.0.0.7:8786")
    assert scheduler_address() == "tcp://10.0.0.7:8786"


def test_a_dask_yaml_file_names_the_scheduler(tmp_path):
    (tmp_path / "dask.yaml").write_text("scheduler-address: tcp://10.0.0.8:8786\n")
    env = {k: v for k, v in os.environ.items() if k != "DASK_SCHEDULER_ADDRESS"}
    found = subprocess.run([sys.executable, "-c", "from dynaforge.pipeline.cluster import scheduler_address; "
                            "print(scheduler_address())"], env={**env, "DASK_CONFIG": str(tmp_path)},
                           capture_output=True, text=True, check=True)
    assert found.stdout.strip() == "tcp://10.0.0.8:8786"


def test_run_tasks_runs_here_without_a_scheduler_and_on_it_with_one(dask_config, tmp_path, capsys):
    task = Task("t", "builtins.dict", {"a": 1})
    limits = Limits(timeout_s=30)
    outcome = run_tasks([task], jobs=1, limits=limits, kind="process", scratch_root=tmp_path, desc="x",
                        progress=False)["t"]
    assert outcome.ok and outcome.value == {"a": 1} and capsys.readouterr().err == ""
    calls = []
    dask_config.setattr(cluster, "run_on_cluster", lambda tasks, **kw: calls.append(kw["address"]) or {})
    dask_config.setenv("DASK_SCHEDULER_ADDRESS", "tcp://10.0.0.9:8786")
    run_tasks([task], jobs=1, limits=limits, kind="process", scratch_root=tmp_path, desc="render x",
              progress=False)
    assert calls == ["tcp://10.0.0.9:8786"]
    assert capsys.readouterr().err == "[render x] on the Dask cluster at tcp://10.0.0.9:8786\n"


def test_what_a_readable_folder_ships(tmp_path):
    (tmp_path / "program.py").write_text("x = 1\n")
    (tmp_path / "notes.txt").write_text("not code")
    (tmp_path / "huge.py").write_bytes(b"#" * ((5 << 20) + 1))
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "inner.py").write_text("y = 2\n")
    (tmp_path / "link.py").symlink_to(tmp_path / "program.py")
    assert folder_files(str(tmp_path)) == {str(tmp_path / "program.py"): b"x = 1\n"}


@pytest.mark.slow
@pytest.mark.xdist_group("cluster")
def test_real_tasks_give_the_same_outcomes_and_bytes_on_the_cluster(dask_cluster, tmp_path):
    limits = Limits(timeout_s=120)
    local_records = run_contained(instantiate_tasks(PROGRAMS), jobs=2, limits=limits, kind=sandbox_kind(),
                                  scratch_root=tmp_path / "records", desc="records", progress=False)
    records = {f.stem: local_records[(f.stem, 0)].value for f in PROGRAMS}
    tasks = instantiate_tasks(PROGRAMS) + render_tasks(PROGRAMS, records)
    local, remote = both(tasks, dask_cluster, tmp_path, limits)
    assert remote == local
    assert all(ok for ok, *_ in remote.values())
    assert remote[("triangle_exterior_angle", 0)][1] == records["triangle_exterior_angle"]
    assert "out/renders/cuboid_space_diagonal/0.mp4" in remote["cuboid_space_diagonal"][4]
    assert "out/renders/triangle_exterior_angle/1_backward.png" in remote["triangle_exterior_angle"][4]


@pytest.mark.slow
@pytest.mark.xdist_group("cluster")
def test_hostile_and_broken_programs_fail_alone_with_the_local_errors(dask_cluster, tmp_path):
    batch = tmp_path / "seed_programs" / "hostile"
    batch.mkdir(parents=True)
    source = PROGRAMS[0].read_text()
    sample = next(line for line in source.splitlines(keepends=True) if line.startswith("    def sample(self, rng"))
    (batch / PROGRAMS[0].name).write_text(source.replace(sample, sample + "        import time; time.sleep(600)\n"))
    (batch / "broken_program.py").write_text("from dynaforge.sdk import seed_program\n\nraise RuntimeError('no')\n")
    tasks = instantiate_tasks(sorted(batch.glob("*.py"))) + instantiate_tasks(PROGRAMS[1:])
    local, remote = both(tasks, dask_cluster, tmp_path, Limits(timeout_s=4))
    assert remote == local
    assert remote[("triangle_exterior_angle", 0)][:2] == (False, None)
    assert remote[("triangle_exterior_angle", 0)][2].startswith(
        "timed out after 4 s, while building triangle_exterior_angle/0 (k=0, seed=")
    broken = remote[("broken_program", 1)]
    assert not broken[0] and f"{batch / 'broken_program.py'}: failed to import" in broken[2]
    assert "RuntimeError: no" in broken[2] and "dynaforge-" not in broken[2]
    assert remote[("cuboid_space_diagonal", 0)][0] and remote[("cuboid_space_diagonal", 1)][0]


def _pretend_other_dynaforge(other: bool) -> None:
    """(On a worker.) Make its dynaforge fingerprint differ from the client's, or undo that."""
    from dynaforge.pipeline import cluster as on_worker

    if other:
        on_worker.real_fingerprint = on_worker.fingerprint
        on_worker.fingerprint = lambda: "0" * 64
    else:
        on_worker.fingerprint = on_worker.__dict__.pop("real_fingerprint")


@pytest.mark.slow
@pytest.mark.xdist_group("cluster")
def test_a_worker_with_other_dynaforge_code_is_refused(dask_cluster, tmp_path):
    address, client = dask_cluster
    client.run(_pretend_other_dynaforge, True)
    try:
        outcomes = run_on_cluster(instantiate_tasks(PROGRAMS[:1]), address=address, limits=Limits(timeout_s=60),
                                  kind=sandbox_kind(), scratch_root=tmp_path, desc="test", progress=False)
    finally:
        client.run(_pretend_other_dynaforge, False)
    for outcome in outcomes.values():
        assert not outcome.ok and outcome.value is None
        assert outcome.error.startswith("worker tcp://")
        assert "its dynaforge differs from the client's" in outcome.error
        assert not list(outcome.scratch.iterdir())


@pytest.mark.slow
@pytest.mark.xdist_group("cluster")
def test_inputs_are_shipped_to_the_worker_and_files_come_back(dask_cluster, tmp_path):
    address, client = dask_cluster
    program = tmp_path / "client-only" / "program.py"
    program.parent.mkdir()
    program.write_text("print('shipped')\n")
    tasks = [Task("kwargs", "builtins.dict", {"path": str(program), "salt": "s"}, readable=(program.parent,)),
             # under bwrap the task sees /tmp as an empty tmpfs: only the worker's copy can be read
             Task("copy", "shutil.copy", {"src": str(program), "dst": "copy.py"}, readable=(program.parent,)),
             # a link comes back as a link (the render stage rejects it, as it does locally)
             Task("link", "os.symlink", {"src": "/nonexistent/target", "dst": "link.png"})]
    outcomes = run_on_cluster(tasks, address=address, limits=Limits(timeout_s=60), kind=sandbox_kind(),
                              scratch_root=tmp_path / "scratch", desc="test", progress=False)
    seen = outcomes["kwargs"].value
    assert seen["salt"] == "s" and seen["path"] != str(program) and seen["path"].endswith(str(program))
    assert "/dynaforge-" in seen["path"] and "/inputs/" in seen["path"]
    assert not Path(seen["path"]).exists()  # the worker's inputs are gone after the task
    assert outcomes["copy"].ok and (outcomes["copy"].scratch / "copy.py").read_bytes() == program.read_bytes()
    assert sorted(p.name for p in outcomes["copy"].scratch.rglob("*")) == ["copy.py"]
    assert os.readlink(outcomes["link"].scratch / "link.png") == "/nonexistent/target"


@pytest.mark.slow
@pytest.mark.xdist_group("cluster")
def test_a_task_whose_worker_dies_runs_again_on_another(dask_cluster, tmp_path):
    address, client = dask_cluster
    killed = []

    def kill_the_busy_worker():
        while not killed:
            busy = [worker for worker, keys in client.processing().items() if keys]
            if busy:
                killed.append(busy[0])
                with contextlib.suppress(Exception):  # it dies before it can answer
                    client.run(os._exit, 1, workers=busy)
            time.sleep(0.2)

    killer = threading.Thread(target=kill_the_busy_worker, daemon=True)
    killer.start()
    start = time.time()
    try:
        outcome = run_on_cluster([Task("t", "subprocess.getoutput", {"cmd": "sleep 2; echo finished"})],
                                 address=address, limits=Limits(timeout_s=30), kind=sandbox_kind(),
                                 scratch_root=tmp_path, desc="test", progress=False)["t"]
    finally:
        killer.join(timeout=10)
        client.wait_for_workers(2, timeout=60)  # the nanny restarts the killed one
    assert outcome.ok and outcome.value == "finished"
    ran_on = [t["worker"] for t in client.get_task_stream(start=start) if "_run_on_worker" in t["key"]]
    assert len(killed) == 1 and ran_on and killed[0] not in ran_on
