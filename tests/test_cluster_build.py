"""`dvc repro` on a Dask cluster started the way the README says (`dask scheduler`, `dask worker`),
against the same project built locally: every program's work runs as a task on the cluster, and
the outputs are byte-identical."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dynaforge.sandbox import SandboxUnavailable, check_available
from projects import dvc, free_port, make_project, program_source, tree_bytes

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("cluster_build")]

PROGRAMS = ["triangle_exterior_angle", "cuboid_space_diagonal", "bar_chart_mean"]
OUTPUTS = ("instances", "renders", "validated", "releases")


@pytest.fixture(scope="module")
def scheduler(tmp_path_factory):
    """A scheduler and two single-thread worker processes on 127.0.0.1, as separate commands."""
    from distributed import Client

    bin_dir = Path(sys.executable).parent
    address = f"tcp://127.0.0.1:{free_port()}"
    log = tmp_path_factory.mktemp("dask")
    procs = [subprocess.Popen([bin_dir / "dask", "scheduler", "--host", "127.0.0.1", "--port",
                               address.rsplit(":", 1)[1], "--no-dashboard"],
                              stdout=open(log / "scheduler.log", "w"), stderr=subprocess.STDOUT)]
    try:
        for i in range(2):
            procs.append(subprocess.Popen([bin_dir / "dask", "worker", address, "--nthreads", "1",
                                           "--no-dashboard", "--local-directory", str(log / f"w{i}")],
                                          stdout=open(log / f"worker{i}.log", "w"), stderr=subprocess.STDOUT))
        with Client(address, timeout=60) as client:
            client.wait_for_workers(2, timeout=120)
            yield address, client
    finally:
        for proc in reversed(procs):
            proc.terminate()
        for proc in procs:
            proc.wait(timeout=30)


def tasks_run(client) -> int:
    """How many tasks of the dynaforge runner the scheduler has seen finish."""
    counts = client.run_on_scheduler(
        lambda dask_scheduler: {name: dict(prefix.state_counts) for name, prefix in dask_scheduler.task_prefixes.items()})
    return counts.get("run_on_worker", {}).get("memory", 0)  # Dask drops the leading underscore


def test_a_build_on_the_cluster_is_byte_identical_to_a_local_one(scheduler, tmp_path):
    try:
        check_available("bwrap")
    except SandboxUnavailable as exc:
        pytest.fail(str(exc))
    address, client = scheduler
    programs = {name: program_source(name) for name in PROGRAMS}
    local = make_project(tmp_path / "local", programs)
    on_cluster = make_project(tmp_path / "cluster", programs)
    env = {k: v for k, v in os.environ.items() if k != "DASK_SCHEDULER_ADDRESS"}
    run = dvc(local, "repro", env=env)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "on the Dask cluster" not in run.stderr  # without the setting, nothing changes
    before = tasks_run(client)
    run = dvc(on_cluster, "repro", env={**env, "DASK_SCHEDULER_ADDRESS": address})
    assert run.returncode == 0, run.stdout + run.stderr
    assert f"[instantiate small] on the Dask cluster at {address}" in run.stderr
    assert f"[render small] on the Dask cluster at {address}" in run.stderr
    # two instantiate runs and one render per program, each a task on the cluster
    assert tasks_run(client) - before == 3 * len(PROGRAMS)
    for folder in OUTPUTS:
        assert tree_bytes(on_cluster / "data" / folder) == tree_bytes(local / "data" / folder), folder
