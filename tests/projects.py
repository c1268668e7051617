"""Small, real copies of the project for tests that run `dvc repro` end to end."""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import yaml

from dynaforge.config import PROGRAMS_DIR, ROOT

# what dvc.yaml names, besides seed_programs/ and params.yaml
PROJECT_PARTS = ("dvc.yaml", ".gitignore", "stages", "reviews", "dynaforge")
SMALL_SIZES = {"image_size": 160, "video_size": 96, "video_frames": 6, "video_fps": 6}


def make_project(root: Path, programs: dict[str, str], *, shard: str = "small", seeds: int = 2,
                 git_commit: bool = False, **params) -> Path:
    """A copy of the project under ``root/project`` whose one shard holds ``programs``.

    ``programs`` maps a program id to its source; ``program_source(id)`` gives a library
    program's. ``params`` override params.yaml keys (``render``/``limits``/``release`` are merged).
    """
    project = Path(root) / "project"
    project.mkdir(parents=True)
    for name in PROJECT_PARTS:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, project / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(source, project / name)
    folder = project / "seed_programs" / shard
    folder.mkdir(parents=True)
    for name, text in programs.items():
        (folder / f"{name}.py").write_text(text)
    write_params(project, shards={shard: shard}, seeds_per_program=seeds, **params)
    subprocess.run(["git", "init", "-q"], cwd=project, check=True)
    subprocess.run([sys.executable, "-m", "dvc", "init", "-q"], cwd=project, check=True)
    shutil.copy(ROOT / ".dvc" / "config", project / ".dvc" / "config")
    if git_commit:
        commit(project, "project copy")
    return project


def program_source(program_id: str) -> str:
    """The source of a library program, by id."""
    return next(PROGRAMS_DIR.rglob(f"{program_id}.py")).read_text()


MERGED = ("render", "limits", "release")  # the params keys an override updates; any other it replaces


def write_params(project: Path, **overrides) -> None:
    """params.yaml of the real project with small renders, test limits and ``overrides``."""
    params = yaml.safe_load((ROOT / "params.yaml").read_text())
    params.update(salt="test-salt", exclude=[])
    params["release"]["version"] = "0.9.0"
    params["render"].update(SMALL_SIZES, jobs=2)
    params["limits"].update(program_timeout_s=60, render_timeout_s=300)
    for key, value in overrides.items():
        if key in MERGED and isinstance(value, dict):
            params[key].update(value)
        else:
            params[key] = value
    (project / "params.yaml").write_text(yaml.safe_dump(params, sort_keys=False))


def commit(project: Path, message: str) -> None:
    env = {**os.environ, "GIT_AUTHOR_NAME": "test", "GIT_AUTHOR_EMAIL": "test@example.com",
           "GIT_COMMITTER_NAME": "test", "GIT_COMMITTER_EMAIL": "test@example.com"}
    subprocess.run(["git", "add", "-A"], cwd=project, check=True, env=env)
    subprocess.run(["git", "commit", "-q", "-m", message], cwd=project, check=True, env=env)


def dvc(project: Path, *args: str, env: dict | None = None, timeout: float = 900) -> subprocess.CompletedProcess:
    """Run ``dvc <args>`` in ``project`` with this interpreter's environment on PATH."""
    env = dict(env or os.environ)
    env["PATH"] = f"{Path(sys.executable).parent}:{env.get('PATH', '')}"
    return subprocess.run([sys.executable, "-m", "dvc", *args], cwd=project, env=env,
                          capture_output=True, text=True, timeout=timeout)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def tree_bytes(folder: Path) -> dict[str, bytes]:
    """``{relative path: bytes}`` of every file under ``folder``."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(Path(folder).rglob("*")) if p.is_file()}
