import os

import pytest

os.environ.setdefault("MPLBACKEND", "Agg")
os.environ.setdefault("VTK_DEFAULT_OPENGL_WINDOW", "vtkEGLRenderWindow")
os.environ.setdefault("HF_DATASETS_OFFLINE", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")


def pytest_addoption(parser):
    group = parser.getgroup("dynaforge")
    group.addoption("--program", action="append", default=[], metavar="ID",
                    help="run the registry-wide program checks for exactly this program (repeatable); "
                         "-k matches substrings, so -k trapezoid_area also runs isosceles_trapezoid_area")
    group.addoption("--level", action="append", default=[], metavar="LEVEL",
                    help="difficulty level(s) to check programs at (default: every level a program has)")


def pytest_configure(config):
    from dynaforge.config import PROGRAMS_DIR
    from dynaforge.sdk.space import DIFFICULTY_LEVELS

    known = {p.stem for p in PROGRAMS_DIR.rglob("*.py") if not p.name.startswith("_")}
    unknown = [p for p in config.getoption("program") if p not in known]
    if unknown:
        raise pytest.UsageError(f"--program: no seed program named {', '.join(unknown)} under {PROGRAMS_DIR}")
    bad = [lv for lv in config.getoption("level") if lv not in DIFFICULTY_LEVELS]
    if bad:
        raise pytest.UsageError(f"--level: {', '.join(bad)} is not one of {', '.join(DIFFICULTY_LEVELS)}")
