"""Hostile seed programs dropped into a batch, built with the real `dvc repro` in a copy of the project.

Each hostile program attacks the build the way a malicious pull request could. The build must keep
every secret out of data/, the DVC cache and the log; leave the good programs' records and renders,
the review decisions and an older release untouched; write nothing outside; leave no process
behind; name every program that fails with its reason; and finish in minutes.
"""
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dynaforge.config import PROGRAMS_DIR, ROOT
from dynaforge.pipeline.instantiate import instantiate_shard
from dynaforge.pipeline.render import render_shard
from dynaforge.sandbox import SandboxUnavailable, check_available

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("containment")]

SECRET_ENV = "hf_envSECRET_8d1f0c"
SECRET_AWS = "aws_SECRET_b7e21a"
SECRET_FILE = "hf_fileSECRET_44c9e2"
MARKER = "dynaforge-hostile-7f3a"  # in every process a hostile program starts, and every file it tries to write
GOOD = ["triangle_exterior_angle", "cuboid_space_diagonal"]
SIZES = {"image_size": 160, "video_size": 96, "video_frames": 6, "video_fps": 6}
SEEDS = 2

HEADER = '''import os, subprocess, sys, time
from pathlib import Path
from dynaforge.sdk import IntRange, Levels, Number, SeedProgram, seed_program

ROOT = Path(__file__).resolve().parents[2]
MARKER = "{marker}"


def attempt(action):
    try:
        action()
    except BaseException:
        pass


@seed_program(id="{id}", topic="arithmetic", level="elementary", difficulty="easy",
              question_type="numeric", concepts=["plane_figures/triangles/angle_sum"], source="test",
              variations=["numeric_values"])
class Hostile(SeedProgram):
    levels = Levels(standard=dict(a=IntRange(1, 10**6)), hard=dict(a=IntRange(1, 10**9)), hard_means="more digits")

    def sample(self, rng, space):
        {attack}
        return {{"a": {value}}}

    def question(self, p):
        return {question}

    def description(self, p):
        return f"a = {{p['a']}}"

    def answer(self, p):
        return Number(p["a"])

    verify = answer

    def draw(self, p, ax, hide=()):
        ax.text(0.5, 0.5, str(p["a"]))
'''

LOOT = '''
def loot():
    found = [f"{k}={v}" for k, v in os.environ.items()]
    for path in ["/proc/1/environ", "/proc/self/environ", "/proc/%d/environ" % os.getppid(),
                 os.path.expanduser("~/.cache/huggingface/token"), "/root/.cache/huggingface/token",
                 str(ROOT / ".dvc" / "config.local"), str(ROOT.parent / "home" / ".cache" / "huggingface" / "token")]:
        try:
            found.append(open(path, "rb").read().decode("utf-8", "replace"))
        except BaseException as exc:
            found.append(type(exc).__name__)
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                found.append(open(f"/proc/{pid}/environ", "rb").read().decode("utf-8", "replace"))
            except BaseException:
                pass
    # keep what looks like a credential, so that the question is the same in every run
    return " | ".join(f for f in found if any(w in f for w in ("SECRET", "TOKEN", "AWS", "hf_"))) or "none"
'''

CROSS = '''
        targets = [ROOT / "data" / "instances" / "hostile" / "triangle_exterior_angle.jsonl",
                   ROOT / "data" / "renders" / "hostile" / "cuboid_space_diagonal" / "0.png",
                   ROOT / "reviews" / "decisions.jsonl", ROOT / MARKER, Path("/tmp") / MARKER,
                   Path.home() / MARKER, ROOT.parent / MARKER]
        for t in targets:
            attempt(lambda: open(t, "a").write(MARKER + "\\n"))
        attempt(lambda: (ROOT / "data" / "releases" / "0.0.1" / "default" / "test-00000-of-00001.parquet").unlink())
        attempt(lambda: __import__("shutil").rmtree(ROOT / "data" / "releases" / "0.0.1"))
        attempt(lambda: os.symlink("/etc/passwd", "out/renders/hostile/cross_writer/0_photo.jpg"))
'''

HOSTILE = {
    # reads every secret it can reach and puts it into the question text
    "secret_reader": dict(attack="pass", value="int(rng.integers(1, 10**6))", question='"What is a? " + loot()',
                          extra=LOOT),
    # tries to damage other programs' outputs, the review decisions, an older release, and the machine
    "cross_writer": dict(attack=CROSS.strip(), value="int(rng.integers(1, 10**6))", question='"What is a?"'),
    "memory_hog": dict(attack="blob = bytearray(6 * 1024**3)", value="len(blob)", question='"What is a?"'),
    # starts a process that outlives it, in a new session, holding the build's output open
    "orphan_spawner": dict(attack='subprocess.Popen(["sh", "-c", "sleep 7777; echo " + MARKER], start_new_session=True); '
                                  'subprocess.Popen([sys.executable, "-c", "import time; time.sleep(7777)", MARKER])',
                           value="int(rng.integers(1, 10**6))", question='"What is a?"'),
    "parent_killer": dict(attack="attempt(lambda: os.kill(os.getppid(), 9)); attempt(lambda: os.kill(1, 9)); "
                                 "attempt(lambda: os.kill(-1, 9)); time.sleep(60)", value="1",
                          question='"What is a?"'),
    "non_deterministic": dict(attack="pass", value="time.time_ns() % 10**6", question='"What is a?"'),
    "stdout_flood": dict(attack='[print("x" * 1000, flush=True) for _ in iter(int, 1)]', value="1",
                         question='"What is a?"'),
    # a 6,000,079-character question: it would build, validate and ship unless the schema bounds text
    "text_flood": dict(attack="pass", value="int(rng.integers(1, 10**6))", question='"What is a? " + "x" * 6000068'),
    # 4,000 MB into /tmp (a tmpfs: RAM), 4,000 MB into its working folder, 300 processes
    "tmp_filler": dict(attack='chunk = b"0" * (1 << 20); out = open("/tmp/" + MARKER, "wb"); '
                              '[out.write(chunk) for _ in range(4000)]', value="1", question='"What is a?"'),
    "scratch_filler": dict(attack='chunk = b"0" * (1 << 20); '
                                  '[open(f"{MARKER}-{i}", "wb").write(chunk) or time.sleep(0.002) for i in range(4000)]',
                           value="1", question='"What is a?"'),
    "fork_bomb": dict(attack="[subprocess.Popen(['sleep', '60'], stdout=subprocess.DEVNULL) for _ in range(300)]",
                      value="1", question='"What is a?"'),
}
EXPECTED_FAILURE = {"memory_hog": "MemoryError", "parent_killer": "", "stdout_flood": "printed more than",
                    "non_deterministic": "non-deterministic", "text_flood": "question: 'What is a? xxx",
                    "tmp_filler": "No space left on device", "scratch_filler": "limits.writable_mb",
                    "fork_bomb": "Resource temporarily unavailable"}


def program_source(name: str) -> str:
    spec = HOSTILE[name]
    return HEADER.format(marker=MARKER, id=name, attack=spec["attack"], value=spec["value"],
                         question=spec["question"]) + spec.get("extra", "")


def make_project(root: Path) -> Path:
    """A copy of the project whose one batch holds the good programs and the hostile ones."""
    project = root / "project"
    project.mkdir()
    for name in ("dvc.yaml", "stages", "reviews", "dynaforge"):  # what dvc.yaml names
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, project / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(source, project / name)
    batch = project / "seed_programs" / "hostile"
    batch.mkdir(parents=True)
    for name in GOOD:
        shutil.copy(next(PROGRAMS_DIR.rglob(f"{name}.py")), batch / f"{name}.py")
    for name in HOSTILE:
        (batch / f"{name}.py").write_text(program_source(name))
    write_params(project, exclude=[])
    old = project / "data" / "releases" / "0.0.1" / "default"
    old.mkdir(parents=True)
    (old / "test-00000-of-00001.parquet").write_bytes(b"an older release's shard")
    subprocess.run(["git", "init", "-q"], cwd=project, check=True)
    subprocess.run([sys.executable, "-m", "dvc", "init", "-q"], cwd=project, check=True)
    return project


def write_params(project: Path, exclude: list) -> None:
    import yaml

    params = yaml.safe_load((ROOT / "params.yaml").read_text())
    params.update(seeds_per_program=SEEDS, salt="containment-salt", shards={"hostile": "hostile"}, exclude=exclude)
    params["release"]["version"] = "0.9.0"
    params["render"].update(SIZES, jobs=2)
    params["limits"].update(program_timeout_s=20, render_timeout_s=120, max_output_kb=256, writable_mb=64,
                            max_processes=64)
    (project / "params.yaml").write_text(yaml.safe_dump(params, sort_keys=False))


def build_env(home: Path) -> dict:
    env = {**os.environ, "HF_TOKEN": SECRET_ENV, "AWS_SECRET_ACCESS_KEY": SECRET_AWS, "HOME": str(home)}
    env["PATH"] = f"{Path(sys.executable).parent}:{env['PATH']}"
    token = home / ".cache" / "huggingface" / "token"
    token.parent.mkdir(parents=True, exist_ok=True)
    token.write_text(SECRET_FILE)
    return env


def tree_bytes(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def marked_processes() -> list[str]:
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if MARKER in cmdline and "pytest" not in cmdline:
            found.append(f"{pid}: {cmdline}")
    return found


@pytest.fixture(scope="module")
def hostile_build(tmp_path_factory):
    try:
        check_available("bwrap")
    except SandboxUnavailable as exc:  # bubblewrap is part of the set-up: without it, this fails
        pytest.fail(str(exc))
    root = tmp_path_factory.mktemp("containment")
    project = make_project(root)
    env = build_env(root / "home")
    decisions = (project / "reviews" / "decisions.jsonl").read_bytes()
    start = time.monotonic()
    run = subprocess.run([sys.executable, "-m", "dvc", "repro"], cwd=project, env=env,
                         capture_output=True, text=True, timeout=900)
    seconds = time.monotonic() - start
    time.sleep(1)
    return {"root": root, "project": project, "env": env, "run": run, "seconds": seconds,
            "log": run.stdout + run.stderr, "decisions": decisions, "processes": marked_processes()}


def test_build_finishes_in_minutes_and_refuses_the_release_naming_each_failed_program(hostile_build):
    run = hostile_build["run"]
    assert hostile_build["seconds"] < 300
    assert run.returncode != 0, hostile_build["log"][-3000:]
    errors = {e["program_id"]: e["error"] for e in json.loads(
        (hostile_build["project"] / "data" / "instances" / "hostile" / "errors.json").read_text())}
    for program, reason in EXPECTED_FAILURE.items():
        assert reason in errors.get(program, ""), (program, errors.get(program))
        assert f"{program}: " in hostile_build["log"]
    assert "no release" in hostile_build["log"]
    assert not (hostile_build["project"] / "data" / "releases" / "0.9.0").exists()


def test_no_secret_reaches_data_the_dvc_cache_or_the_log(hostile_build):
    project = hostile_build["project"]
    records = (project / "data" / "instances" / "hostile" / "secret_reader.jsonl").read_text()
    assert "What is a?" in records  # the program ran and wrote what it found into its question
    for secret in (SECRET_ENV, SECRET_AWS, SECRET_FILE):
        assert secret not in hostile_build["log"]
        for path, content in tree_bytes(project).items():
            assert secret.encode() not in content, f"{secret} leaked into {path}"


def test_hostile_programs_damage_nothing_but_their_own_result(hostile_build, tmp_path):
    project, root = hostile_build["project"], hostile_build["root"]
    assert (project / "reviews" / "decisions.jsonl").read_bytes() == hostile_build["decisions"]
    old = project / "data" / "releases" / "0.0.1" / "default" / "test-00000-of-00001.parquet"
    assert old.read_bytes() == b"an older release's shard"
    written = [str(p) for p in [project / MARKER, root / MARKER, Path("/tmp") / MARKER, root / "home" / MARKER]
               if p.exists()]
    assert written == []
    # the good programs' records and renders are exactly those of a build without the hostile programs
    clean = tmp_path / "seed_programs" / "hostile"
    clean.mkdir(parents=True)
    for name in GOOD:
        shutil.copy(project / "seed_programs" / "hostile" / f"{name}.py", clean / f"{name}.py")
    data = tmp_path / "data"
    instantiate_shard(clean.parent, "hostile", "hostile", data / "instances" / "hostile", seeds=SEEDS,
                      salt="containment-salt", jobs=2, timeout=60, progress=False)
    render_shard(clean.parent, "hostile", "hostile", data / "instances" / "hostile", data, sizes=SIZES, jobs=2,
                 timeout=120, progress=False)
    for name in GOOD:
        built = project / "data" / "instances" / "hostile" / f"{name}.jsonl"
        assert built.read_bytes() == (data / "instances" / "hostile" / f"{name}.jsonl").read_bytes()
        assert tree_bytes(project / "data" / "renders" / "hostile" / name) == \
            tree_bytes(data / "renders" / "hostile" / name)


def test_no_process_is_left_behind(hostile_build):
    assert hostile_build["processes"] == []


@pytest.fixture(scope="module")
def excluded_release(hostile_build) -> subprocess.CompletedProcess:
    """The hostile build again, with the failed programs under ``exclude:``: it releases the rest."""
    project = hostile_build["project"]
    write_params(project, exclude=[{p: "hostile test program"} for p in EXPECTED_FAILURE])
    return subprocess.run([sys.executable, "-m", "dvc", "repro"], cwd=project, env=hostile_build["env"],
                          capture_output=True, text=True, timeout=900)


def test_excluding_the_failed_programs_releases_the_rest_and_names_them(hostile_build, excluded_release):
    project, run = hostile_build["project"], excluded_release
    assert run.returncode == 0, (run.stdout + run.stderr)[-3000:]
    release = project / "data" / "releases" / "0.9.0"
    manifest = json.loads((release / "manifest.json").read_text())
    assert {e["program_id"] for e in manifest["excluded_programs"]} == set(EXPECTED_FAILURE)
    assert set(GOOD) <= set(manifest["programs"])
    card = (release / "README.md").read_text()
    for program in EXPECTED_FAILURE:
        assert program in card


def _repro(project: Path, env: dict) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "dvc", "repro"], cwd=project, env=env,
                          capture_output=True, text=True, timeout=900)


def test_dvc_repro_repairs_a_tampered_shard_and_a_junk_render(hostile_build, excluded_release):
    """After the exclude build: a changed shard and a junk PNG are rebuilt, not reused."""
    from dynaforge.release.verify import verify_release

    project = hostile_build["project"]
    release = project / "data" / "releases" / "0.9.0"
    assert excluded_release.returncode == 0, (excluded_release.stdout + excluded_release.stderr)[-3000:]
    shard = next(release.glob("default/*.parquet"))
    data = bytearray(shard.read_bytes())
    data[len(data) // 2] ^= 0xFF
    shard.write_bytes(bytes(data))
    png = project / "data" / "renders" / "hostile" / "triangle_exterior_angle" / "0.png"
    good_png = png.read_bytes()
    png.write_bytes(b"\x89PNG\r\n\x1a\njunk")
    run = _repro(project, hostile_build["env"])
    log = run.stdout + run.stderr
    assert run.returncode == 0, log[-3000:]
    assert "triangle_exterior_angle" in log and "outputs_changed_since_written" in log
    assert png.read_bytes() == good_png
    assert verify_release(release) == []
