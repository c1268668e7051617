"""`dynaforge score | judge | export` — registered on the main CLI by ``add_parser(subparsers)``.

Input errors (bad predictions, a release that fails verification, unreadable files) are one
``error:`` line and exit code 2; anything else is a bug and propagates with its traceback."""
from __future__ import annotations

import argparse
import sys

from .items import DynaforgeInputError


def _fail(exc: BaseException) -> int:
    msg = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    print(f"error: {msg}", file=sys.stderr)
    return 2


def cmd_score(args) -> int:
    from .report import summary_table
    from .runner import score

    try:
        report = score(args.release, args.predictions, args.out, views=args.views,
                       process_scores=args.process_scores, plots=not args.no_plots,
                       answered_only=args.answered_only)
    except (DynaforgeInputError, OSError) as exc:
        return _fail(exc)
    print(summary_table(report))
    if report.get("answered_only"):
        print(f"answered only: scored the {report['items_answered']} of {report['items_total']} item(s) "
              f"of the scored views that have a prediction")
    if report["n_missing"]:
        print(f"{report['n_missing']} item(s) had no prediction (counted wrong; listed in report.json 'missing')")
    print(f"wrote {args.out}/report.json, report.md and plots")
    return 0


def cmd_judge(args) -> int:
    from .judge import judge

    try:
        result = judge(args.release, args.predictions, args.out, base_url=args.base_url, model=args.model,
                       api_key_env=args.api_key_env, concurrency=args.concurrency, timeout=args.timeout,
                       retries=args.retries)
    except (DynaforgeInputError, OSError) as exc:
        return _fail(exc)
    except Exception as exc:  # noqa: BLE001 - endpoint errors that are not retried (4xx)
        return _fail(RuntimeError(f"judge endpoint: {type(exc).__name__}: {exc}"))
    print(f"judged {result['judged']} item(s); {result['failed']} failed; wrote {result['out']}")
    for f in result["failures"]:
        print(f"  failure: {f}", file=sys.stderr)
    return 0 if not result["failed"] else 1


def cmd_export(args) -> int:
    from .export import export_inspect, export_lmms_eval, export_vlmevalkit

    try:
        if args.format == "vlmevalkit":
            result = export_vlmevalkit(args.release, args.out, views=args.views)
            for path in result["files"]:
                print(f"wrote {path}")
            for message in result["left_out"]:
                print(f"left out: {message}", file=sys.stderr)
            print("run: python run.py --data " + " ".join(result["datasets"]) + " --model <model> --mode infer "
                  f"(with LMUData={args.out}); then dynaforge score --release {args.release} "
                  "--predictions <VLMEvalKit output folder>")
        elif args.format == "inspect":
            path = export_inspect(args.release, args.out, views=args.views, dataset_path=args.dataset_path)
            print(f"wrote {path}; run: cd {path.parent} && inspect eval {path.name} --model <provider/model> "
                  "(inspect takes task files relative to the working directory)")
        else:
            paths = export_lmms_eval(args.release, args.out, views=args.views, dataset_path=args.dataset_path)
            print("wrote " + ", ".join(str(p) for p in paths))
    except (DynaforgeInputError, OSError) as exc:
        return _fail(exc)
    return 0


def add_parser(subparsers) -> None:
    """Register ``score``, ``judge`` and ``export`` on an argparse subparsers object."""
    p = subparsers.add_parser("score", help="grade a predictions file against a release",
                              description="Grade model predictions against a release; write report.json, "
                                          "report.md and plots. Rules: docs/scoring.md.")
    p.add_argument("--release", required=True, help="release folder or hub id org/name[@revision]")
    p.add_argument("--predictions", required=True, nargs="+",
                   help="one or more files or folders: JSONL {id, response[, process_score]}, VLMEvalKit "
                        "xlsx/tsv/json, lmms-eval *_samples_*.jsonl; a folder gives the harness outputs in it")
    p.add_argument("--out", required=True, help="output folder")
    p.add_argument("--views", default=None,
                   help="comma list of views to score (default: the views that have predictions)")
    p.add_argument("--process-scores", default=None, help="JSONL of {id, process_score} (e.g. from `dynaforge judge`)")
    p.add_argument("--no-plots", action="store_true", help="skip the PNG plots")
    p.add_argument("--answered-only", action="store_true",
                   help="score only the items that have a prediction (e.g. a run with --limit) instead of "
                        "counting the others as missing; the report says so")
    p.set_defaults(func=cmd_score)

    j = subparsers.add_parser("judge", help="LLM process judging (DynaSolidGeo PS/PA) via an OpenAI-compatible API")
    j.add_argument("--release", required=True)
    j.add_argument("--predictions", required=True)
    j.add_argument("--out", required=True, help="predictions JSONL with process_score added")
    j.add_argument("--base-url", required=True, help="e.g. https://api.openai.com/v1")
    j.add_argument("--model", required=True)
    j.add_argument("--api-key-env", default="OPENAI_API_KEY", help="environment variable holding the key")
    j.add_argument("--concurrency", type=int, default=4)
    j.add_argument("--timeout", type=float, default=60.0)
    j.add_argument("--retries", type=int, default=3)
    j.set_defaults(func=cmd_judge)

    e = subparsers.add_parser("export", help="export a release for VLMEvalKit, lmms-eval or inspect_ai",
                              description="Harness-native tasks with dynaforge's prompt (and, for lmms-eval "
                                          "and inspect_ai, its grader). See docs/harnesses.md.")
    e.add_argument("format", choices=["vlmevalkit", "lmms-eval", "inspect"])
    e.add_argument("--release", required=True)
    e.add_argument("--out", required=True,
                   help="a folder: vlmevalkit, the TSVs (your $LMUData); lmms-eval, the task YAMLs; "
                        "inspect, the task module")
    e.add_argument("--views", default=None, help="comma list of views, or 'all' (default: default)")
    e.add_argument("--dataset-path", default=None,
                   help="lmms-eval / inspect: load the release from this hub id org/name[@revision] (or "
                        "folder) instead of the local release")
    e.set_defaults(func=cmd_export)


def main(argv=None) -> int:
    """Standalone entry (``python -m dynaforge.scoring.cli``) until the main CLI registers us."""
    parser = argparse.ArgumentParser(prog="dynaforge")
    sub = parser.add_subparsers(dest="command", required=True)
    add_parser(sub)
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    raise SystemExit(main())
