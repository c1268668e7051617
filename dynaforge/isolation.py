"""Run tasks each in its own process, with a time limit, a bounded pool and a progress bar.

A seed program is untrusted content: it may raise, hang, exhaust memory or kill its process. Each
task runs in a forked child; the parent only receives a result or a one-line reason, so one bad
program fails alone and every other task still completes.
"""
from __future__ import annotations

import multiprocessing as mp
import os
import time
import traceback
from dataclasses import dataclass
from multiprocessing.connection import wait
from typing import Any, Callable, Hashable, Iterable

from tqdm import tqdm


@dataclass
class Outcome:
    ok: bool
    value: Any = None
    error: str | None = None
    seconds: float = 0.0
    crashed: bool = False  # the process died from a signal (a native crash), not a Python error


def _child(conn, fn: Callable, args: tuple) -> None:
    try:
        result = ("ok", fn(*args))
    except BaseException as exc:  # noqa: BLE001 - report every failure of untrusted code
        frames = traceback.extract_tb(exc.__traceback__)
        where = next((f"{f.filename}:{f.lineno}" for f in reversed(frames)
                      if "seed_programs" in f.filename), None)
        message = f"{type(exc).__name__}: {exc}" + (f" (at {where})" if where else "")
        result = ("error", message)
    try:
        conn.send(result)
    except Exception as exc:  # noqa: BLE001 - e.g. an unpicklable result
        conn.send(("error", f"result could not be sent back: {exc}"))
    conn.close()
    os._exit(0)


def run_isolated(tasks: Iterable[tuple[Hashable, Callable, tuple]], jobs: int, timeout: float,
                 desc: str, progress: bool = True) -> dict[Hashable, Outcome]:
    """Run ``fn(*args)`` for every ``(key, fn, args)``, at most ``jobs`` at once.

    Each task is killed after ``timeout`` seconds. Returns an Outcome per key.
    """
    ctx = mp.get_context("fork")
    pending = list(tasks)
    outcomes: dict[Hashable, Outcome] = {}
    running: dict[Any, tuple[Hashable, Any, float]] = {}  # conn -> (key, process, start)
    bar = tqdm(total=len(pending), desc=desc, unit="task", disable=not progress, leave=True)
    try:
        while pending or running:
            while pending and len(running) < max(1, jobs):
                key, fn, args = pending.pop(0)
                parent, child = ctx.Pipe(duplex=False)
                proc = ctx.Process(target=_child, args=(child, fn, args), daemon=True)
                proc.start()
                child.close()
                running[parent] = (key, proc, time.monotonic())
            ready = wait(list(running), timeout=0.2)
            now = time.monotonic()
            for conn in list(running):
                key, proc, start = running[conn]
                outcome = None
                if conn in ready:
                    try:
                        status, payload = conn.recv()
                        outcome = Outcome(status == "ok", payload if status == "ok" else None,
                                          None if status == "ok" else payload)
                    except EOFError:
                        proc.join(5)
                        outcome = Outcome(False, error=f"process died (exit code {proc.exitcode})",
                                          crashed=proc.exitcode is not None and proc.exitcode < 0)
                elif now - start > timeout:
                    proc.kill()
                    outcome = Outcome(False, error=f"timed out after {timeout:g} s")
                if outcome is not None:
                    outcome.seconds = round(now - start, 3)
                    proc.join(5)
                    conn.close()
                    del running[conn]
                    outcomes[key] = outcome
                    bar.update(1)
    finally:
        for conn, (_, proc, _) in running.items():
            proc.kill()
            conn.close()
        bar.close()
    return outcomes
