"""``dynaforge review push | pull | import | status``.

Paths resolve against the dynaforge project the command runs in (the nearest folder up from the
working directory with ``dvc.yaml`` and ``params.yaml``), not where the package is installed.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from ..records import read_jsonl
from .decisions import DECISIONS_FILE, ReviewImportError, load_decisions, merge_decisions, resolve, write_decisions
from .ingest import Ingested, ingest, read_export
from .label_studio import LabelStudio, pull, push


def project_root(start: Path | None = None) -> Path:
    """The nearest folder from ``start`` (default: the working directory) up that holds a
    dynaforge project (``dvc.yaml`` and ``params.yaml``)."""
    here = Path(start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / "dvc.yaml").is_file() and (folder / "params.yaml").is_file():
            return folder
    raise ReviewImportError(f"{here} is not inside a dynaforge project (no folder with dvc.yaml and "
                            "params.yaml above it); run the command in the project")


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("review", help="expert review in Label Studio: push tasks, pull decisions")
    sub = p.add_subparsers(dest="review_command", required=True)

    def server(q: argparse.ArgumentParser, required: bool) -> None:
        q.add_argument("--url", default=os.environ.get("LABEL_STUDIO_URL"),
                       help="Label Studio URL (default: $LABEL_STUDIO_URL)")
        q.add_argument("--api-key", default=os.environ.get("LABEL_STUDIO_API_KEY"),
                       help="API key: a legacy token or a personal access token (default: $LABEL_STUDIO_API_KEY)"
                       + ("" if required else "; only to name reviewers whose export gives numeric ids"))

    def decisions(q: argparse.ArgumentParser) -> None:
        q.add_argument("--decisions", type=Path, default=None, help=f"default: <project>/{DECISIONS_FILE}")

    q = sub.add_parser("push", help="create or update the Label Studio project for the current build")
    server(q, True)
    q.add_argument("--project", default="dynaforge review", help="project title (default: %(default)s)")
    q.set_defaults(func=_run_push)

    q = sub.add_parser("pull", help="export the project's annotations and import them as decisions")
    server(q, True)
    q.add_argument("--project", required=True, help="project id (or exact title)")
    decisions(q)
    q.set_defaults(func=_run_pull)

    q = sub.add_parser("import", help="import a Label Studio export file (JSON or JSON_MIN)")
    q.add_argument("export", type=Path)
    server(q, False)
    decisions(q)
    q.set_defaults(func=_run_import)

    q = sub.add_parser("status", help="what the decisions mean for the current build")
    decisions(q)
    q.set_defaults(func=_run_status)


def _run_push(args) -> int:
    root = project_root()
    result = push(LabelStudio(args.url, args.api_key), root / "data" / "review", args.project,
                  progress=lambda line: print(line, file=sys.stderr))
    print(f"project {result['project']} ({result['url']}): {result['tasks']} tasks, {result['created']} created, "
          f"{result['unchanged']} already there, {result['removed']} obsolete removed, "
          f"{result['kept_annotated_obsolete']} obsolete kept for their annotations; media served "
          f"({len(result['media_checked'])} checked); {result['seconds']} s")
    return 0


def _run_pull(args) -> int:
    found, info = pull(LabelStudio(args.url, args.api_key), args.project)
    print(f"Label Studio project {info['project']}: {info['tasks']} tasks exported in {info['seconds']} s",
          file=sys.stderr)
    return _store(found, args.decisions, complete_source=info["source"])


def _run_import(args) -> int:
    names = LabelStudio(args.url, args.api_key).users().get if args.url and args.api_key else (lambda who: None)
    found = ingest(read_export(args.export), source=f"file {args.export.name}", reviewer_name=names)
    return _store(found, args.decisions)


def _run_status(args) -> int:
    root = project_root()
    path = args.decisions or root / DECISIONS_FILE
    _report(root, load_decisions(path), path)
    return 0


def _store(found: Ingested, decisions_path: Path | None, complete_source: str | None = None) -> int:
    """Merge ``found`` into the decisions file, then report on the current build."""
    root = project_root()
    path = decisions_path or root / DECISIONS_FILE
    for problem in found.problems:
        print(f"not imported: {problem}", file=sys.stderr)
    if found.unnamed_reviewers:
        print(f"note: no names for Label Studio users {sorted(found.unnamed_reviewers, key=str)}; pass --url and "
              "--api-key to name them, or use `dynaforge review pull`", file=sys.stderr)
    merged = merge_decisions(load_decisions(path), found.decisions, complete_source)
    write_decisions(path, merged)
    kinds = {k: sum(d["decision"] == k for d in found.decisions) for k in ("accept", "reject", "skip")}
    print(f"{path}: {len(found.decisions)} annotations from {found.tasks} tasks imported "
          f"({kinds['accept']} accept, {kinds['reject']} reject, {kinds['skip']} skip); {len(merged)} decisions in all")
    _report(root, merged, path)
    if found.problems:
        print(f"{len(found.problems)} annotations were not imported (listed above); the rest were", file=sys.stderr)
        return 1
    return 0


def _report(root: Path, decisions: list[dict], path: Path) -> None:
    records_path = root / "data" / "validated" / "records.jsonl"
    if not records_path.exists():
        print(f"no build to compare with ({records_path} missing): run dvc repro", file=sys.stderr)
        return
    outcome = resolve(decisions, read_jsonl(records_path), root / "data")
    for line in outcome.report():
        print(line)
    c = outcome.counts()
    views = ", ".join(f"{v} {n}" for v, n in c["views_rejected"].items()) or "none"
    print(f"current build: {c['variants']} variants; {c['reviewed']} reviewed, {c['accepted']} accepted, "
          f"{c['rejected']} rejected, {c['never_reviewed']} never reviewed; views left out: {views}; "
          f"{c['stale_decisions']} stale and {c['unknown_decisions']} unknown decisions, "
          f"{c['disagreements']} disagreements, {c['skipped']} variants with skips (rule: a rejection wins)")
