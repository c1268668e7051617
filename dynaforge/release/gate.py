"""What may be released: every program of the shards built and validated, or excluded on purpose.

A build never drops a program nobody asked to drop. A program that failed any stage stops the
release unless a maintainer lists it under ``exclude:`` in ``params.yaml`` (with the reason), and
then the card and manifest name it.
"""
from __future__ import annotations

from pathlib import Path

from ..sdk.loader import program_files


class ReleaseBlocked(RuntimeError):
    """Programs failed and were not excluded, or ``exclude:`` is malformed; the message names them."""


def parse_exclude(entries) -> dict[str, str]:
    """``exclude:`` entries (an id, or ``id: reason``) → ``{program_id: reason}``."""
    out: dict[str, str] = {}
    for index, entry in enumerate(entries or []):
        if isinstance(entry, str) and entry.strip():
            out[entry.strip()] = "excluded in params.yaml"
        elif isinstance(entry, dict) and len(entry) == 1:
            (program, reason), = entry.items()
            out[str(program)] = str(reason or "excluded in params.yaml")
        else:
            raise ReleaseBlocked(f"params.yaml exclude[{index}]: expected a program id or "
                                 f"'program_id: reason', got {entry!r}")
    return out


def excluded_programs(report: dict, programs_dir: Path, folders: list[str], exclude) -> dict[str, str]:
    """The programs to leave out (``{id: reason}``); raise ReleaseBlocked for any unexcused failure.

    ``report`` is validate's report.json. A program of the folders that is neither validated nor
    excluded is a failure even when no stage reported it.
    """
    wanted = parse_exclude(exclude)
    expected = {f.stem for folder in folders for f in program_files(programs_dir, folder)}
    failed = dict(report.get("failed_programs", {}))
    for program in sorted(expected - set(report["programs"]) - set(failed)):
        failed[program] = "no validated records (was its shard built?)"
    problems = [f"  {p}: {failed[p]}" for p in sorted(set(failed) - set(wanted))]
    unknown = sorted(set(wanted) - expected)
    if unknown:
        problems.append(f"  exclude names program(s) not in the library: {', '.join(unknown)}")
    if problems:
        raise ReleaseBlocked(
            f"no release: {len(problems)} problem(s). Fix these programs, or list them under "
            "exclude: in params.yaml (with the reason) to release without them:\n" + "\n".join(problems))
    return {p: reason + (f" (failed: {failed[p]})" if p in failed else "")
            for p, reason in sorted(wanted.items())}
