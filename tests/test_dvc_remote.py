"""Sharing a build between two maintainers through a DVC remote, with the real `dvc repro`.

Maintainer A builds a small copy of the project, commits dvc.lock and pushes the build to a remote;
maintainer B clones A's repository (no data/, no DVC cache), pulls, and must find a finished build:
`dvc status` clean, `dvc repro` running no stage, data/ byte for byte A's. Then B edits one program
and rebuilds: only that program is instantiated again, and the DVC cache stays intact. Both with a
local folder as the remote and with S3 served on 127.0.0.1 by a real moto server. A builds once;
both remotes share that build.
"""
import hashlib
import json
import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from dynaforge.sandbox import SandboxUnavailable, check_available
from projects import commit, dvc, free_port, make_project, program_source, tree_bytes

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("dvc_remote")]

SHARD = "small"
PROGRAMS = ["triangle_exterior_angle", "cuboid_space_diagonal"]  # a 2D one; a solid one with a video
EDITED = "triangle_exterior_angle"
SHARED = ("releases", "renders", "instances", "validated")  # under data/, compared between A and B
# in data/ but not an output of any stage (validate's memo of media it decoded): never shared
UNSHARED = {"validated/media_cache.json"}
BUCKET = "dynaforge-builds"
CREDENTIALS = {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing", "AWS_DEFAULT_REGION": "us-east-1"}


def log(run: subprocess.CompletedProcess) -> str:
    return (run.stdout + run.stderr)[-4000:]


def ok(run: subprocess.CompletedProcess, what: str) -> subprocess.CompletedProcess:
    assert run.returncode == 0, f"{what} failed (exit {run.returncode}):\n{log(run)}"
    return run


def clean_env(**extra: str) -> dict:
    """This environment without any AWS_* setting of the machine's (the test's own only)."""
    return {**{k: v for k, v in os.environ.items() if not k.startswith("AWS_")}, **extra}


def stage_summaries(text: str) -> dict[str, dict]:
    """The ``[stage] {json}`` summary lines the stages print, by stage."""
    return {m[1]: json.loads(m[2]) for m in re.finditer(r"^\[(\w+)\] (\{.*\})$", text, re.M)}


def shared_bytes(project: Path) -> dict[str, bytes]:
    found = {}
    for folder in SHARED:
        found.update({f"{folder}/{k}": v for k, v in tree_bytes(project / "data" / folder).items()})
    return {k: v for k, v in found.items() if k not in UNSHARED}


def cache_objects(project: Path) -> list[Path]:
    return sorted(p for p in (project / ".dvc" / "cache" / "files" / "md5").glob("*/*") if p.is_file())


def damaged_cache_objects(project: Path) -> list[str]:
    """Cache objects whose bytes no longer have the md5 they are named by."""
    return [str(p) for p in cache_objects(project)
            if hashlib.md5(p.read_bytes()).hexdigest() != p.parent.name + p.name.removesuffix(".dir")]


def uncached_outputs(project: Path) -> set[str]:
    """The outputs dvc.yaml declares with ``cache: false``."""
    found = set()
    for stage in yaml.safe_load((project / "dvc.yaml").read_text())["stages"].values():
        stage = stage.get("do", stage)
        for entry in stage.get("outs", []) + stage.get("metrics", []) + stage.get("plots", []):
            if isinstance(entry, dict):
                found.update(path for path, options in entry.items() if (options or {}).get("cache") is False)
    return found


def links(project: Path) -> dict:
    """Which cached workspace files under data/ are the cache object itself (a hardlink), which a copy."""
    cache = project / ".dvc" / "cache" / "files" / "md5"
    found = {"linked": [], "copied": [], "nlink": {}}
    uncached = uncached_outputs(project)
    for path in sorted((project / "data").rglob("*")):
        if not path.is_file() or str(path.relative_to(project)) in uncached:
            continue  # (the run cache keeps `cache: false` outputs too, but they are never linked)
        digest = hashlib.md5(path.read_bytes()).hexdigest()
        obj = cache / digest[:2] / digest[2:]
        if not obj.exists():
            continue  # not in the cache: a stage's own memo
        rel = str(path.relative_to(project))
        found["linked" if path.samefile(obj) else "copied"].append(rel)
        found["nlink"][rel] = path.stat().st_nlink
    return found


def summary(found_links: dict) -> dict:
    return {"linked": len(found_links["linked"]), "copied": len(found_links["copied"]),
            "nlink>1": sum(n > 1 for n in found_links["nlink"].values())}


def disk_usage(project: Path) -> dict:
    """``du -sk`` of data/ and .dvc/cache in one call (a hardlinked file counts once), and apart."""
    def du(*paths):
        out = subprocess.run(["du", "-sk", *paths], cwd=project, capture_output=True, text=True,
                             check=True).stdout
        return {line.split("\t")[1]: int(line.split("\t")[0]) for line in out.splitlines()}
    return {"together": du("data", ".dvc/cache"), "apart": {**du("data"), **du(".dvc/cache")}}


def reflinks_supported(folder: Path) -> bool:
    """True where DVC's first cache type (reflink) works: then files are copy-on-write clones, not hardlinks."""
    probe = folder / ".reflink-probe"
    probe.write_bytes(b"probe")
    try:
        return subprocess.run(["cp", "--reflink=always", str(probe), str(probe) + "2"],
                              capture_output=True).returncode == 0
    finally:
        for p in (probe, Path(str(probe) + "2")):
            p.unlink(missing_ok=True)


@pytest.fixture(scope="module")
def build(tmp_path_factory):
    """Maintainer A: a small project copy, built with `dvc repro` and committed."""
    try:
        check_available("bwrap")
    except SandboxUnavailable as exc:
        pytest.fail(f"bubblewrap is unavailable, the build cannot run seed programs: {exc}")
    root = tmp_path_factory.mktemp("dvc_remote")
    project = make_project(root / "a", {p: program_source(p) for p in PROGRAMS}, shard=SHARD)
    start = time.monotonic()
    run = dvc(project, "repro", env=clean_env())
    seconds = time.monotonic() - start
    ok(run, "maintainer A's dvc repro")
    commit(project, "build")
    stages = list(yaml.safe_load((project / "dvc.lock").read_text())["stages"])
    return {"root": root, "project": project, "seconds": seconds, "stages": stages,
            "links": links(project), "du": disk_usage(project),
            "reflink": reflinks_supported(root)}


@pytest.fixture(scope="module")
def s3_endpoint(tmp_path_factory):
    """A real S3-compatible server (moto) on a free port of 127.0.0.1, with the bucket; always stopped."""
    import boto3

    port = free_port()
    output = tmp_path_factory.mktemp("moto") / "moto.log"
    script = Path(sys.executable).parent / "moto_server"
    command = [str(script)] if script.exists() else [sys.executable, "-m", "moto.server"]
    with open(output, "wb") as sink:
        server = subprocess.Popen([*command, "-H", "127.0.0.1", "-p", str(port)],
                                  stdout=sink, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        while True:
            assert server.poll() is None, f"moto_server exited: {output.read_text()[-2000:]}"
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert time.monotonic() < deadline, f"moto_server did not listen: {output.read_text()[-2000:]}"
                time.sleep(0.1)
        endpoint = f"http://127.0.0.1:{port}"
        client = boto3.client("s3", endpoint_url=endpoint, aws_access_key_id=CREDENTIALS["AWS_ACCESS_KEY_ID"],
                              aws_secret_access_key=CREDENTIALS["AWS_SECRET_ACCESS_KEY"],
                              region_name=CREDENTIALS["AWS_DEFAULT_REGION"])
        client.create_bucket(Bucket=BUCKET)
        yield {"endpoint": endpoint, "client": client}
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


@pytest.fixture(scope="module", params=["local", "s3"])
def shared(request, build):
    """A pushes to the remote; B clones, pulls, checks, rebuilds; then B edits one program and rebuilds."""
    kind = request.param
    root, a = build["root"] / kind, build["project"]
    root.mkdir()
    a_env = clean_env()
    if kind == "local":
        url, modify, local, b_env = str(root / "remote"), {}, {}, clean_env()
    else:
        s3 = request.getfixturevalue("s3_endpoint")
        url, modify = f"s3://{BUCKET}/{kind}", {"endpointurl": s3["endpoint"]}
        # A keeps its credentials in .dvc/config.local (never committed); B gives them as env vars
        local = {"access_key_id": CREDENTIALS["AWS_ACCESS_KEY_ID"],
                 "secret_access_key": CREDENTIALS["AWS_SECRET_ACCESS_KEY"]}
        b_env = clean_env(**CREDENTIALS)
    ok(dvc(a, "remote", "add", "--default", "--force", "storage", url, env=a_env), "dvc remote add")
    for key, value in modify.items():
        ok(dvc(a, "remote", "modify", "storage", key, value, env=a_env), "dvc remote modify")
    for key, value in local.items():
        ok(dvc(a, "remote", "modify", "--local", "storage", key, value, env=a_env), "dvc remote modify --local")
    commit(a, f"share builds through a {kind} remote")
    found = {"kind": kind, "a": a, "push": ok(dvc(a, "push", env=a_env), "maintainer A's dvc push"),
             "a_status_cloud": dvc(a, "status", "--cloud", env=a_env)}
    if kind == "s3":
        found["remote_objects"] = s3["client"].list_objects_v2(Bucket=BUCKET, Prefix=kind)["KeyCount"]
    else:
        found["remote_objects"] = sum(1 for p in Path(url).rglob("*") if p.is_file())
    found["a_committed"] = subprocess.run(["git", "ls-files"], cwd=a, capture_output=True, text=True,
                                          check=True).stdout.split()

    b = root / "b"
    subprocess.run(["git", "clone", "-q", str(a), str(b)], check=True)
    found.update(b=b, fresh_clone=not (b / "data").exists() and not (b / ".dvc" / "cache").exists())
    found["pull"] = ok(dvc(b, "pull", env=b_env), "maintainer B's dvc pull")
    found["links"], found["du"] = links(b), disk_usage(b)
    found["status"] = dvc(b, "status", env=b_env)
    found["status_cloud"] = dvc(b, "status", "--cloud", env=b_env)
    found["repro"] = dvc(b, "repro", env=b_env)
    in_a, in_b = shared_bytes(a), shared_bytes(b)
    found["differ"] = sorted(k for k in set(in_a) | set(in_b) if in_a.get(k) != in_b.get(k))
    found["releases_before_edit"] = tree_bytes(b / "data" / "releases")

    program = b / "seed_programs" / SHARD / f"{EDITED}.py"
    program.write_text(program.read_text() + "# a comment maintainer B added\n")
    start = time.monotonic()
    found["edit"] = dvc(b, "repro", env=b_env)
    found["edit_seconds"] = time.monotonic() - start
    found["edit_summaries"] = stage_summaries(found["edit"].stderr)
    found["links_after_edit"], found["du_after_edit"] = links(b), disk_usage(b)
    found["damaged"] = damaged_cache_objects(a) + damaged_cache_objects(b)
    found["checked_objects"] = len(cache_objects(a)) + len(cache_objects(b))
    print(f"\n[{kind}] A: build {build['seconds']:.0f}s, links {summary(build['links'])}, du {build['du']}"
          f"\n[{kind}] B after pull: links {summary(found['links'])}, du {found['du']}"
          f"\n[{kind}] B after the edit: {found['edit_seconds']:.0f}s, exit {found['edit'].returncode}, "
          f"links {summary(found['links_after_edit'])}, du {found['du_after_edit']}"
          f"\n[{kind}] stage summaries after the edit: {found['edit_summaries']}")
    return found


def test_maintainer_a_pushes_the_build_with_dvc_lock_in_git(build, shared):
    a = shared["a"]
    assert "dvc.lock" in shared["a_committed"] and ".dvc/config" in shared["a_committed"]
    assert ".dvc/config.local" not in shared["a_committed"]  # credentials are never committed
    assert not any(p.startswith("data/") for p in shared["a_committed"])
    assert shared["remote_objects"] > 0, log(shared["push"])
    assert "are in sync" in shared["a_status_cloud"].stdout, log(shared["a_status_cloud"])
    assert "secret_access_key" not in (a / ".dvc" / "config").read_text()


def test_fresh_clone_pulls_a_build_with_nothing_to_rerun(build, shared):
    assert shared["fresh_clone"]
    status = shared["status"].stdout
    assert "Data and pipelines are up to date." in status, (
        f"{status}\nAn output with `cache: false` under the git-ignored data/ is in neither git nor the "
        "remote, so a clone lacks it and its stage runs again")
    assert "are in sync" in shared["status_cloud"].stdout, log(shared["status_cloud"])
    run = ok(shared["repro"], "maintainer B's dvc repro")
    repro = run.stdout + run.stderr
    assert "Running stage" not in repro, log(run)
    for stage in build["stages"]:
        assert f"Stage '{stage}' didn't change, skipping" in repro, (stage, log(run))
    assert "Data and pipelines are up to date." in repro, log(run)


def test_pulled_data_is_byte_identical_to_the_build(build, shared):
    """data/ of B (pulled, then `dvc repro`) holds A's bytes."""
    assert shared["differ"] == []
    assert any(k.startswith("releases/") for k in shared_bytes(shared["b"]))
    assert any(k.endswith(".mp4") for k in shared_bytes(shared["b"]))  # the solid program's videos


def test_pulled_files_are_the_cache_objects_not_copies(build, shared):
    if build["reflink"]:
        pytest.skip("this filesystem clones files (reflink): DVC links nothing, so there is nothing to count")
    found = shared["links"]
    assert found["linked"] and not found["copied"], found["copied"]
    usage = shared["du"]
    # counted once when measured together: data/ and the cache hold one copy between them
    assert sum(usage["together"].values()) < 0.6 * sum(usage["apart"].values()), usage


def test_editing_one_program_reinstantiates_only_that_program(build, shared):
    a, b, run = shared["a"], shared["b"], shared["edit"]
    summaries = shared["edit_summaries"]
    instantiate = summaries.get("instantiate", {})
    assert instantiate.get("reused") == len(PROGRAMS) - 1, log(run)  # the edited program alone ran again
    assert instantiate["programs"] == instantiate["built"] == len(PROGRAMS) and instantiate["failed"] == 0
    keys = [json.loads((p / "data" / "instances" / SHARD / "keys.json").read_text()) for p in (a, b)]
    assert {n for n in PROGRAMS if keys[0][n]["key"] != keys[1][n]["key"]} == {EDITED}
    for name in set(PROGRAMS) - {EDITED}:
        assert (b / "data" / "instances" / SHARD / f"{name}.jsonl").read_bytes() == \
            (a / "data" / "instances" / SHARD / f"{name}.jsonl").read_bytes()
        assert tree_bytes(b / "data" / "renders" / SHARD / name) == tree_bytes(a / "data" / "renders" / SHARD / name)
    render = summaries.get("render", {})
    assert render.get("reused") == len(PROGRAMS) - 1 and render["failed"] == 0, log(run)
    assert "Running stage 'validate'" in run.stdout and "[validate]" in run.stderr


def test_the_release_after_the_edit_is_refused_naming_the_program(build, shared):
    """The same release.version with changed content is refused, naming the program; the built one is kept."""
    b, run = shared["b"], shared["edit"]
    assert run.returncode != 0 and "failed to reproduce 'release'" in run.stdout + run.stderr, log(run)
    assert f"programs: {EDITED} (changed)" in run.stderr and "bump release.version" in run.stderr, log(run)
    assert tree_bytes(b / "data" / "releases") == shared["releases_before_edit"]


def test_the_dvc_cache_is_intact_after_the_rebuild(build, shared):
    """Every cache object of A and B still has the md5 it is named by: no stage wrote through a link."""
    assert shared["checked_objects"] > 20
    assert shared["damaged"] == []
