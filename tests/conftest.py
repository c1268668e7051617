import os
import re
from pathlib import Path

import pytest

os.environ.setdefault("MPLBACKEND", "Agg")
os.environ.setdefault("VTK_DEFAULT_OPENGL_WINDOW", "vtkEGLRenderWindow")
os.environ.setdefault("HF_DATASETS_OFFLINE", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

_KEYWORD_OPERATORS = {"and", "or", "not"}


def unlisted_program_message(keyword: str, programs_dir: Path, batches) -> str | None:
    """Why ``-k keyword`` selected nothing, if it names programs of a batch params.yaml leaves out.

    tests/test_programs.py only parametrizes over the batches listed in params.yaml, so ``-k`` with
    a program of another folder under seed_programs/ silently matches no test. A word of the
    expression names a program when it is part of the file name (as ``-k`` matches substrings)."""
    words = {w.lower() for w in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", keyword or "")} - _KEYWORD_OPERATORS
    programs_dir = Path(programs_dir)
    if not words or not programs_dir.is_dir():
        return None
    listed = set(batches or [])
    found = []
    for folder in sorted(p for p in programs_dir.iterdir() if p.is_dir() and p.name not in listed
                         and not p.name.startswith(("_", "."))):
        for path in sorted(folder.glob("*.py")):
            if not path.name.startswith("_") and any(w in path.stem.lower() for w in words):
                found.append(f"program {path.stem} is in seed_programs/{folder.name}/, which params.yaml "
                             f"does not list under batches: add it there")
    return "\n".join(found) or None


@pytest.hookimpl(wrapper=True)
def pytest_collection_modifyitems(session, config, items):
    """After ``-k`` has deselected (the other implementations ran), fail with the reason above
    instead of an unexplained "no tests ran"."""
    result = yield
    keyword = config.getoption("keyword", default="")
    params = config.rootpath / "params.yaml"
    if keyword and not items and params.exists():
        import yaml

        batches = (yaml.safe_load(params.read_text(encoding="utf-8")) or {}).get("batches") or []
        message = unlisted_program_message(keyword, config.rootpath / "seed_programs", batches)
        if message:
            raise pytest.UsageError(message)
    return result
