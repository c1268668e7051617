"""Inside the sandbox: run the task in ``<scratch>/task.json`` and write ``<scratch>/result.json``.

``python -s -P -m dynaforge.sandbox_child <scratch>`` (the flags are ``sandbox.INTERPRETER_FLAGS``).
The result is ``{"status": "ok", "value": ...}`` or
``{"status": "error", "error": "<one line, naming the program line when it is the program's>"}``.
A task may say what it is doing with :func:`report_status` (one line in ``<scratch>/status.txt``),
so that a task killed for time is named with the variant it was building.
"""
from __future__ import annotations

import importlib
import json
import sys
import traceback
from pathlib import Path


STATUS_FILE = "status.txt"
_folder: Path | None = None


def report_status(text: str) -> None:
    """Record what the task is doing now (no-op outside the sandbox)."""
    if _folder is not None:
        tmp = _folder / (STATUS_FILE + ".tmp")
        tmp.write_text(text[:300], encoding="utf-8")
        tmp.replace(_folder / STATUS_FILE)


def _describe(exc: BaseException) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    where = next((f"{Path(f.filename).name}:{f.lineno}" for f in reversed(frames)
                  if "seed_programs" in f.filename), None)
    return f"{type(exc).__name__}: {exc}" + (f" (at {where})" if where else "")


def main(scratch: str) -> None:
    import faulthandler

    # a native crash (in VTK, Mesa, OpenCV) prints the Python stack it happened in to the output,
    # which the parent quotes in the task's error
    faulthandler.enable()
    folder = Path(scratch)
    # run as __main__, so tasks importing this module see another copy: give that one the folder
    importlib.import_module("dynaforge.sandbox_child")._folder = folder
    task = json.loads((folder / "task.json").read_text())
    module_name, _, function_name = task["function"].rpartition(".")
    try:
        value = getattr(importlib.import_module(module_name), function_name)(**task["kwargs"])
        result = {"status": "ok", "value": value}
        text = json.dumps(result, ensure_ascii=False, allow_nan=False)
    except BaseException as exc:  # noqa: BLE001 - every failure of untrusted code is reported
        text = json.dumps({"status": "error", "error": _describe(exc)[:2000]})
    tmp = folder / "result.json.tmp"
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(folder / "result.json")


if __name__ == "__main__":
    main(sys.argv[1])
